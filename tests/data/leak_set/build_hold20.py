"""Build the `hold20` part of the leak set: hold20/{questions,documents}.jsonl.

The texts (in `_hold20_texts.py`) are ForecastBench-style questions and what a forecaster would
find beside them: questions resolved from data series (FRED, yfinance closes, ACLED counts,
Wikipedia lists, DBnomics) and from forecasting platforms (Metaculus, Manifold, Polymarket,
INFER), with background texts, resolution criteria, platform comments, data tables, wiki
revisions and news search results. The question templates follow ForecastBench's (CC BY-SA 4.0);
the events are real ones of 2023-2025, the wording is invented and the figures are from memory,
not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with the rules of main b1cf83e (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold20.py
"""

from __future__ import annotations

from _hold20_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold20", "l7-", "https://hold20.example.com/leak-set-hold20")


if __name__ == "__main__":
    build(PART, QUESTIONS)
