"""Build the `hold14` part of the leak set: hold14/questions.jsonl and documents.jsonl.

The texts (in `_hold14_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. The questions are about data series in the style of ForecastBench's dataset
questions (FRED series, Yahoo Finance closes, Wikipedia-tracked records, rankings and office
holders, ACLED event counts, DBnomics statistics), and the documents are the kinds of text such
questions meet: series and 'latest value' pages, statistical releases and data bulletins,
dashboards, release and earnings calendars, market wraps, analyst notes, Wikipedia-like tables
and revision logs, and background texts. The events are real ones of 2023-2025; the wording is
invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold14.py
"""

from __future__ import annotations

from _hold14_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold14", "l1-", "https://hold14.example.com/leak-set-hold14")


if __name__ == "__main__":
    build(PART, QUESTIONS)
