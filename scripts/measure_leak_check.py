"""Precision and recall of a content-date leak policy on the labelled set.

The set (tests/data/leak_labelled, see its README) pairs short documents, each published before
its question's cutoff, with a label: ``"expected": "leak"`` if the text reports something dated
on or after the cutoff as done, ``"keep"`` if its dates are only schedules, deadlines or earlier
facts. A policy sees what a search returns (a ``SearchResult``) and the question it is for, and
says whether to flag the result. The positive class is "leak": recall is the share of leaks
flagged, precision the share of flagged documents that are leaks.

``strict`` is the current rule (:func:`forecasting_agents.search.flag_leaks`): flag a result
whose title or snippet mentions any date on or after the cutoff. To measure another rule, add
it to ``POLICIES``.

Usage: python scripts/measure_leak_check.py [--policy strict] [--errors] [--set DIR]
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from forecasting_agents.core import (
    CorpusDocument,
    ForecastQuestion,
    SearchResult,
    load_documents,
    load_questions,
)
from forecasting_agents.search import find_post_cutoff_mentions

ROOT = Path(__file__).resolve().parent.parent

SET_DIR = ROOT / "tests" / "data" / "leak_labelled"
LABELS = ("leak", "keep")

Policy = Callable[[SearchResult, ForecastQuestion], bool]
"""True if the policy flags the result as a leak for this question."""

Case = tuple[CorpusDocument, ForecastQuestion]


def strict_policy(result: SearchResult, question: ForecastQuestion) -> bool:
    """The current rule: any date on or after the cutoff, in the title or in the snippet."""
    texts = (result.title or "", result.snippet or "")
    return any(find_post_cutoff_mentions(text, question.cutoff_date) for text in texts)


POLICIES: dict[str, Policy] = {"strict": strict_policy}


def load_set(directory: Path = SET_DIR) -> list[Case]:
    """Each labelled document with its question; raises ValueError if the set is malformed."""
    questions = {q.question_id: q.question for q in load_questions(directory / "questions.jsonl")}
    cases = []
    for document in load_documents(directory / "documents.jsonl"):
        question = questions.get(document.question_id or "")
        if question is None:
            raise ValueError(f"{document.doc_id}: no question {document.question_id!r}")
        if document.metadata.get("expected") not in LABELS:
            raise ValueError(f"{document.doc_id}: 'expected' must be one of {LABELS}")
        if not document.published or document.published[:10] >= str(question.cutoff_date):
            raise ValueError(f"{document.doc_id}: must be published before its cutoff")
        cases.append((document, question))
    return cases


def is_leak(document: CorpusDocument) -> bool:
    return document.metadata["expected"] == "leak"


def classify(cases: Sequence[Case], policy: Policy) -> Counter[str]:
    """Counts of "TP", "FP", "FN" and "TN" (positive: labelled leak; predicted: flagged)."""
    counts: Counter[str] = Counter({"TP": 0, "FP": 0, "FN": 0, "TN": 0})
    for document, question in cases:
        flagged = policy(document.to_search_result(), question)
        counts[("T" if flagged == is_leak(document) else "F") + ("P" if flagged else "N")] += 1
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


def errors(cases: Sequence[Case], policy: Policy) -> list[str]:
    """One line per document the policy gets wrong: its id, its label and why it has it."""
    return [
        f"{'missed' if is_leak(doc) else 'wrongly flagged'}: {doc.doc_id}: {doc.metadata['why']}"
        for doc, question in cases
        if policy(doc.to_search_result(), question) != is_leak(doc)
    ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--policy", choices=sorted(POLICIES), default="strict")
    parser.add_argument("--errors", action="store_true", help="list the misclassified documents")
    parser.add_argument("--set", type=Path, default=SET_DIR, help="the labelled set's directory")
    args = parser.parse_args(argv)
    cases = load_set(args.set)
    policy = POLICIES[args.policy]
    print(report(args.policy, classify(cases, policy)))
    if args.errors:
        print("", *errors(cases, policy), sep="\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
