"""Precision and recall of the leak check's policies on the labelled set and the course corpus.

The labelled set (tests/data/leak_labelled, see its README) pairs short documents, each published
before its question's cutoff, with a label: ``"expected": "leak"`` if the text reports something
dated on or after the cutoff as done, ``"keep"`` if its dates are only schedules, deadlines or
earlier facts. Its documents come in two batches: the first 69, written before any rule but
the strict one existed (the schedule-aware rule was developed against them), and 35 added with the
schedule-aware rule (``"batch": "added"``), written after it to probe its gaps and measured without
changing it afterwards. The course corpus
(data/documents.jsonl) is labelled by its own notes: a document whose ``course_note`` starts with
``leak:`` is a leak; every other document published before its question's cutoff is a keep.

A policy (:data:`forecasting_agents.search.LEAK_POLICIES`) is applied exactly as the executor
applies it: :func:`forecasting_agents.search.judge_leak` on what a search returns, told the
question (whose dates are expected). The positive class is "leak": recall is the share of leaks
flagged, precision the share of flagged documents that are leaks.

``--table`` prints the rows of the README's table ("The leak check"); tests/test_leak_check.py
recomputes them and fails if the README's differ.

Usage: python scripts/measure_leak_check.py [--policy schedule-aware] [--errors] [--set DIR]
       python scripts/measure_leak_check.py --table
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from forecasting_agents.core import (
    CorpusDocument,
    ForecastQuestion,
    classify_publication,
    get_demo_question,
    load_documents,
    load_questions,
)
from forecasting_agents.evaluation import load_backtest_inputs
from forecasting_agents.search import DEFAULT_LEAK_POLICY, LEAK_POLICIES, judge_leak

ROOT = Path(__file__).resolve().parent.parent

SET_DIR = ROOT / "tests" / "data" / "leak_labelled"
LABELS = ("leak", "keep")
BATCHES = ("original", "added")
"""The labelled set's batches; a document without a ``batch`` field is ``original``."""

Case = tuple[CorpusDocument, ForecastQuestion, bool]
"""A document, the question it is judged for, and whether it is labelled a leak."""


def load_set(directory: Path = SET_DIR, batch: str | None = None) -> list[Case]:
    """The labelled documents (of one batch, or all); ValueError if the set is malformed."""
    questions = {q.question_id: q.question for q in load_questions(directory / "questions.jsonl")}
    cases = []
    for document in load_documents(directory / "documents.jsonl"):
        question = questions.get(document.question_id or "")
        if question is None:
            raise ValueError(f"{document.doc_id}: no question {document.question_id!r}")
        label = document.metadata.get("expected")
        if label not in LABELS:
            raise ValueError(f"{document.doc_id}: 'expected' must be one of {LABELS}")
        if "why" not in document.metadata:
            raise ValueError(f"{document.doc_id}: every label needs a 'why'")
        if document.metadata.get("batch", "original") not in BATCHES:
            raise ValueError(f"{document.doc_id}: 'batch' must be one of {BATCHES}")
        if not document.published or document.published[:10] >= str(question.cutoff_date):
            raise ValueError(f"{document.doc_id}: must be published before its cutoff")
        if batch is None or document.metadata.get("batch", "original") == batch:
            cases.append((document, question, label == "leak"))
    return cases


def load_course_set() -> list[Case]:
    """The course corpus's documents published before their question's cutoff, labelled by
    their notes. A document for no question is judged for every question it can serve."""
    inputs = load_backtest_inputs()
    questions = [get_demo_question(), *inputs.questions]
    by_id = {q.question_id: q for q in questions}
    cases = []
    for document in inputs.documents:
        targets = [by_id[document.question_id]] if document.question_id else questions
        for question in targets:
            if classify_publication(document.published, question.cutoff) == "before_cutoff":
                cases.append((document, question, document.is_marked_leak))
    return cases


def flagged(case: Case, policy: str) -> bool:
    """Does ``policy`` flag the case's document, told its question, as the executor would?"""
    document, question, _ = case
    result = document.to_search_result()
    return judge_leak(result, question.cutoff_date, policy=policy, question=question).leak


def classify(cases: Sequence[Case], policy: str) -> Counter[str]:
    """Counts of "TP", "FP", "FN" and "TN" (positive: labelled leak; predicted: flagged)."""
    counts: Counter[str] = Counter({"TP": 0, "FP": 0, "FN": 0, "TN": 0})
    for case in cases:
        hit = flagged(case, policy)
        counts[("T" if hit == case[2] else "F") + ("P" if hit else "N")] += 1
    return counts


def ratio(numerator: int, denominator: int) -> str:
    return f"{numerator / denominator:.3f} ({numerator}/{denominator})" if denominator else "n/a"


def report(name: str, counts: Counter[str]) -> str:
    tp, fp, fn, tn = (counts[key] for key in ("TP", "FP", "FN", "TN"))
    return "\n".join(
        [
            f"policy: {name}, {tp + fp + fn + tn} documents ({tp + fn} leak, {fp + tn} keep)",
            "",
            "                  flagged   kept",
            f"labelled leak     {tp:7d}  {fn:5d}",
            f"labelled keep     {fp:7d}  {tn:5d}",
            "",
            f"precision {ratio(tp, tp + fp)}",
            f"recall    {ratio(tp, tp + fn)}",
        ]
    )


def errors(cases: Sequence[Case], policy: str) -> list[str]:
    """One line per document the policy gets wrong: its id, and why it has its label."""
    lines = []
    for case in cases:
        document, _, leak = case
        if flagged(case, policy) != leak:
            why = document.metadata.get("why") or document.course_note or ""
            lines.append(f"{'missed' if leak else 'wrongly flagged'}: {document.doc_id}: {why}")
    return lines


TABLE_SETS = (
    ("labelled set, all", lambda: load_set()),
    ("labelled set, first 69", lambda: load_set(batch="original")),
    ("labelled set, 35 added", lambda: load_set(batch="added")),
    ("course corpus", load_course_set),
)
"""The README table's sets, in its order."""


def table_rows() -> list[str]:
    """The README table's rows: set, documents (leaks), policy, flagged, precision, recall."""
    rows = []
    for name, load in TABLE_SETS:
        cases = load()
        leaks = sum(leak for *_, leak in cases)
        for policy in LEAK_POLICIES:
            c = classify(cases, policy)
            hits = c["TP"] + c["FP"]
            precision = f"{c['TP'] / hits:.3f}" if hits else "n/a"
            recall = f"{c['TP'] / leaks:.3f}" if leaks else "n/a"
            cells = [name, f"{len(cases)} ({leaks})", f"`{policy}`", hits, precision, recall]
            rows.append("| " + " | ".join(str(cell) for cell in cells) + " |")
    return rows


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--policy", choices=LEAK_POLICIES, default=DEFAULT_LEAK_POLICY)
    parser.add_argument("--errors", action="store_true", help="list the misclassified documents")
    parser.add_argument("--set", type=Path, default=SET_DIR, help="the labelled set's directory")
    parser.add_argument("--course", action="store_true", help="measure on the course corpus")
    parser.add_argument("--table", action="store_true", help="print the README table's rows")
    args = parser.parse_args(argv)
    if args.table:
        print("\n".join(table_rows()))
        return 0
    cases = load_course_set() if args.course else load_set(args.set)
    print(report(args.policy, classify(cases, args.policy)))
    if args.errors:
        print("", *errors(cases, args.policy), sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
