"""Build the `hold28` part of the leak set: hold28/{questions,documents}.jsonl.

The texts (in `_hold28_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are in the voice of ForecastBench-style questions of 2025 rounds:
forecasting-platform questions (Metaculus, Manifold, Polymarket, INFER) and data-series questions
(FRED, yfinance, Wikipedia, ACLED), with their background and resolution criteria, forecasters'
comments, and the news reports, data pages, calendars and wiki revisions a search returns. The
events are real ones of 2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main f1d3c01 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold28.py
"""

from __future__ import annotations

from _hold28_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold28", "m5-", "https://hold28.example.com/leak-set-hold28")


if __name__ == "__main__":
    build(PART, QUESTIONS)
