"""Precision and recall of the leak check's policies on the labelled sets and the course corpus.

The leak set (tests/data/leak_set, see its README) holds one folder per kind of source (news,
forecastbench, encyclopedia), each with a ``questions.jsonl`` whose every question has a
``split`` (``dev`` or ``test``) and a ``documents.jsonl`` whose every document, published before
its question's cutoff, has ``expected`` (``leak`` if its text reports something dated on or
after the cutoff as done, ``keep`` otherwise), ``why``, ``source_kind`` and ``style``. Rules are
developed on ``dev`` and measured on ``test``; ``--split`` chooses, and a document is read only
if its question is in the split chosen.

The older sets are measured as before: the labelled set (tests/data/leak_labelled), whose first
69 documents were written before any rule but the strict one existed (the schedule-aware rule
was developed against them) and 35 added after it (``"batch": "added"``); and the course corpus
(data/documents.jsonl), labelled by its notes: a document whose ``course_note`` starts with
``leak:`` is a leak, every other document published before its question's cutoff a keep.

A policy (:data:`forecasting_agents.search.LEAK_POLICIES`) is applied exactly as the executor
applies it: :func:`forecasting_agents.search.judge_leak` on what a search returns, told the
question. The positive class is "leak": recall is the share of leaks flagged, precision the share
of flagged documents that are leaks. Per rule, a flagged document is counted under the rule of
its first leaking date, a kept one under the rule of each date it kept; a rule's errors are the
keeps it flagged or the leaks it kept.

``--table`` prints the rows of the tables of docs/leak-check.md, the leak set's on
``--split`` (default ``test``, as for the report); tests/test_leak_check.py recomputes them and
fails if the page's differ. ``make bench-leaks`` prints the report on the leak set (``SPLIT``,
default ``test``) and on the older sets.

Usage: python scripts/measure_leak_check.py [--set DIR ...] [--split dev|test|all]
                                            [--policy P] [--errors]
       python scripts/measure_leak_check.py --old labelled|course [--policy P] [--errors]
       python scripts/measure_leak_check.py --table [--split dev|test|all]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
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
from forecasting_agents.search import DEFAULT_LEAK_POLICY, LEAK_POLICIES, LeakVerdict, judge_leak

ROOT = Path(__file__).resolve().parent.parent

SET_DIR = ROOT / "tests" / "data" / "leak_labelled"
LEAK_SET_DIR = ROOT / "tests" / "data" / "leak_set"
LABELS = ("leak", "keep")
BATCHES = ("original", "added")
"""The labelled set's batches; a document without a ``batch`` field is ``original``."""
SPLITS = ("dev", "test")
"""The leak set's splits: rules are developed on ``dev``, measured on ``test``."""
SPLIT_CHOICES = (*SPLITS, "all")

Case = tuple[CorpusDocument, ForecastQuestion, bool]
"""A document, the question it is judged for, and whether it is labelled a leak."""


@dataclass(frozen=True)
class SetCase:
    """A leak-set document with its question, label, folder (kind), source kind and split."""

    document: CorpusDocument
    question: ForecastQuestion
    leak: bool
    kind: str
    source_kind: str
    split: str

    @property
    def case(self) -> Case:
        return self.document, self.question, self.leak


# --------------------------------------------------------------------------- loading


def _check_label(document: CorpusDocument, question: ForecastQuestion, where: str) -> bool:
    """The document's label as a bool; ValueError naming the file and document if malformed."""
    label = document.metadata.get("expected")
    if label not in LABELS:
        raise ValueError(f"{where}: {document.doc_id}: 'expected' must be one of {LABELS}")
    if not str(document.metadata.get("why", "")).strip():
        raise ValueError(f"{where}: {document.doc_id}: every label needs a 'why'")
    if not document.published or document.published[:10] >= str(question.cutoff_date):
        raise ValueError(f"{where}: {document.doc_id}: must be published before its cutoff")
    return label == "leak"


def load_set(directory: Path = SET_DIR, batch: str | None = None) -> list[Case]:
    """The older labelled documents (of one batch, or all); ValueError if the set is malformed."""
    questions = {q.question_id: q.question for q in load_questions(directory / "questions.jsonl")}
    cases = []
    for document in load_documents(directory / "documents.jsonl"):
        question = questions.get(document.question_id or "")
        if question is None:
            raise ValueError(f"{document.doc_id}: no question {document.question_id!r}")
        leak = _check_label(document, question, str(directory))
        if document.metadata.get("batch", "original") not in BATCHES:
            raise ValueError(f"{document.doc_id}: 'batch' must be one of {BATCHES}")
        if batch is None or document.metadata.get("batch", "original") == batch:
            cases.append((document, question, leak))
    return cases


def leak_set_kinds(root: Path) -> list[Path]:
    """The folders of a leak set that hold both files, in name order."""
    if not root.is_dir():
        raise ValueError(f"--set: {root} is not a folder; give the leak set's folder")
    return sorted(
        p
        for p in root.iterdir()
        if (p / "questions.jsonl").is_file() and (p / "documents.jsonl").is_file()
    )


def load_leak_set(roots: Sequence[Path] = (LEAK_SET_DIR,), split: str = "test") -> list[SetCase]:
    """The leak set's documents whose question is in ``split`` (``all``: both). A document of
    another split is dropped as soon as it is read, before its label or text is looked at.
    ValueError naming the file if a question has no valid split or a document is malformed."""
    if split not in SPLIT_CHOICES:
        raise ValueError(f"--split: got {split!r}; accepted: {', '.join(SPLIT_CHOICES)}")
    cases = []
    for root in roots:
        for folder in leak_set_kinds(root):
            questions_file = folder / "questions.jsonl"
            records = load_questions(questions_file)
            wanted = {}
            for record in records:
                record_split = record.metadata.get("split")
                if record_split not in SPLITS:
                    raise ValueError(
                        f"{questions_file}: {record.question_id}: 'split' must be one of {SPLITS}"
                        f", got {record_split!r}"
                    )
                if split in ("all", record_split):
                    wanted[record.question_id] = (record.question, record_split)
            documents_file = folder / "documents.jsonl"
            ids = [r.question_id for r in records]
            for document in load_documents(documents_file, question_ids=ids):
                if document.question_id not in wanted:
                    continue  # another split's, or no question's: never read further
                question, record_split = wanted[document.question_id]
                leak = _check_label(document, question, str(documents_file))
                source_kind = str(document.metadata.get("source_kind") or folder.name)
                cases.append(
                    SetCase(document, question, leak, folder.name, source_kind, record_split)
                )
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


# --------------------------------------------------------------------------- measuring


def verdict(case: Case, policy: str) -> LeakVerdict:
    """The verdict of ``policy`` on the case's document, told its question, as the executor's."""
    document, question, _ = case
    return judge_leak(
        document.to_search_result(), question.cutoff_date, policy=policy, question=question
    )


def flagged(case: Case, policy: str) -> bool:
    """Does ``policy`` flag the case's document, told its question, as the executor would?"""
    return verdict(case, policy).leak


def classify(cases: Sequence[Case], policy: str) -> Counter[str]:
    """Counts of "TP", "FP", "FN" and "TN" (positive: labelled leak; predicted: flagged)."""
    counts: Counter[str] = Counter({"TP": 0, "FP": 0, "FN": 0, "TN": 0})
    for case in cases:
        hit = flagged(case, policy)
        counts[("T" if hit == case[2] else "F") + ("P" if hit else "N")] += 1
    return counts


def ratio(numerator: int, denominator: int) -> str:
    return f"{numerator / denominator:.3f} ({numerator}/{denominator})" if denominator else "n/a"


def share(numerator: int, denominator: int) -> str:
    return f"{numerator / denominator:.3f}" if denominator else "n/a"


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


def deciding_rules(decided: LeakVerdict) -> list[str]:
    """The rules that decided a verdict: a leak's first leaking date's rule, a keep's rule for
    each date it kept (none if it named no date on or after the cutoff)."""
    if decided.leak:
        return [next(d.rule for d in decided.decisions if d.verdict == "leak")]
    return [d.rule for d in decided.decisions]


def rule_counts(cases: Sequence[Case], policy: str) -> dict[str, Counter[str]]:
    """Per rule: documents it flagged ("leak"), dates it kept ("keep"), and its errors
    ("wrong": keeps it flagged, or dates of leaks it kept)."""
    counts: dict[str, Counter[str]] = {}
    for case in cases:
        decided = verdict(case, policy)
        for rule in deciding_rules(decided):
            row = counts.setdefault(rule, Counter({"leak": 0, "keep": 0, "wrong": 0}))
            row["leak" if decided.leak else "keep"] += 1
            row["wrong"] += decided.leak != case[2]
    return counts


def errors(cases: Sequence[Case], policy: str) -> list[str]:
    """One line per document the policy gets wrong: its id, the rules, and why it has its label."""
    lines = []
    for case in cases:
        document, _, leak = case
        decided = verdict(case, policy)
        if decided.leak != leak:
            why = document.metadata.get("why") or document.course_note or ""
            rules = ",".join(deciding_rules(decided)) or "no date"
            lines.append(
                f"{'missed' if leak else 'wrongly flagged'}: {document.doc_id} [{rules}]: {why}"
            )
    return lines


# --------------------------------------------------------------------------- printing


def _summary_line(label: str, cases: Sequence[Case], policy: str) -> str:
    c = classify(cases, policy)
    leaks = c["TP"] + c["FN"]
    return (
        f"{label:<28} {len(cases):5d} ({leaks:4d})  {policy:<20} {c['TP'] + c['FP']:7d}  "
        f"{share(c['TP'], c['TP'] + c['FP']):>9}  {share(c['TP'], leaks):>6}"
    )


def set_report(cases: Sequence[SetCase], policy: str, split: str) -> str:
    """Every policy overall and per source kind, then ``policy``'s counts per rule."""
    header = f"{'set':<28} {'documents (leaks)':>12}  {'policy':<20} flagged  precision  recall"
    lines = [f"leak set, split {split}", "", header]
    groups: list[tuple[str, list[Case]]] = [("all", [c.case for c in cases])]
    for kind in sorted({c.source_kind for c in cases}):
        groups.append((kind, [c.case for c in cases if c.source_kind == kind]))
    for label, group in groups:
        for name in LEAK_POLICIES:
            lines.append(_summary_line(label, group, name))
    lines += ["", f"rules of {policy}: documents flagged, dates kept, and errors", ""]
    lines.append(f"{'rule':<16} {'flagged':>7} {'kept':>5} {'wrong':>5}")
    for rule, row in sorted(rule_counts([c.case for c in cases], policy).items()):
        lines.append(f"{rule:<16} {row['leak']:7d} {row['keep']:5d} {row['wrong']:5d}")
    return "\n".join(lines)


TABLE_SETS = (
    ("labelled set, all", lambda: load_set()),
    ("labelled set, first 69", lambda: load_set(batch="original")),
    ("labelled set, 35 added", lambda: load_set(batch="added")),
    ("course corpus", load_course_set),
)
"""The README's table of the older sets, in its order."""


def _row(name: str, cases: Sequence[Case], policy: str) -> str:
    c = classify(cases, policy)
    leaks = sum(leak for *_, leak in cases)
    hits = c["TP"] + c["FP"]
    cells = [name, f"{len(cases)} ({leaks})", f"`{policy}`", hits]
    cells += [share(c["TP"], hits), share(c["TP"], leaks)]
    return "| " + " | ".join(str(cell) for cell in cells) + " |"


def table_rows() -> list[str]:
    """The README's table of the older sets: set, documents (leaks), policy, flagged,
    precision, recall."""
    rows = []
    for name, load in TABLE_SETS:
        cases = load()
        rows += [_row(name, cases, policy) for policy in LEAK_POLICIES]
    return rows


def leak_set_rows(split: str = "test", roots: Sequence[Path] = (LEAK_SET_DIR,)) -> list[str]:
    """The README's table of the leak set on ``split``: all kinds, then each source kind."""
    cases = load_leak_set(roots, split)
    groups: list[tuple[str, list[Case]]] = [("all", [c.case for c in cases])]
    for kind in sorted({c.source_kind for c in cases}):
        groups.append((kind, [c.case for c in cases if c.source_kind == kind]))
    return [
        _row(f"leak set, {split}, {label}", group, policy)
        for label, group in groups
        for policy in LEAK_POLICIES
    ]


OLD_SETS: dict[str, Callable[[], list[Case]]] = {
    "labelled": lambda: load_set(),
    "course": load_course_set,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--policy", choices=LEAK_POLICIES, default=DEFAULT_LEAK_POLICY)
    parser.add_argument("--errors", action="store_true", help="list the misclassified documents")
    parser.add_argument(
        "--set",
        type=Path,
        action="append",
        help="a leak set's folder (one folder per kind of source inside); may be repeated; "
        f"default {LEAK_SET_DIR.relative_to(ROOT)}",
    )
    parser.add_argument(
        "--split",
        choices=SPLIT_CHOICES,
        default="test",
        help="the leak set's split to measure: dev (to develop rules on), test (to measure "
        "them; the default) or all",
    )
    parser.add_argument("--old", choices=sorted(OLD_SETS), help="measure an older set instead")
    parser.add_argument("--table", action="store_true", help="print the README tables' rows")
    args = parser.parse_args(argv)
    roots = args.set or [LEAK_SET_DIR]
    try:
        if args.table:
            print("\n".join([*table_rows(), "", *leak_set_rows(args.split, roots)]))
            return 0
        if args.old:
            cases = OLD_SETS[args.old]()
            print(report(args.policy, classify(cases, args.policy)))
        else:
            set_cases = load_leak_set(roots, args.split)
            cases = [c.case for c in set_cases]
            print(set_report(set_cases, args.policy, args.split))
    except ValueError as exc:
        parser.error(str(exc))
    if args.errors:
        print("", *errors(cases, args.policy), sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
