"""Build the `hold78` part of the leak set: hold78/{questions,documents}.jsonl.

The texts (in `_hold78_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are ForecastBench-style questions (market questions of the Metaculus,
Manifold and Polymarket kind, and dataset questions on FRED, ACLED, Wikipedia and yfinance), with
the pages a search returns for them: series and quote pages, market pages and comments,
explainers, aggregator summaries, tables, calendars and timelines. The events are real ones of
2024-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Measured once, on all its documents, with main 7097a37 (fourth session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold78.py
"""

from __future__ import annotations

from _hold78_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold78", "t1-", "https://hold78.example.com/leak-set-hold78")


if __name__ == "__main__":
    build(PART, QUESTIONS)
