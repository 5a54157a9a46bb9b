"""Build the `hold40` part of the leak set: hold40/{questions,documents}.jsonl.

The texts (in `_hold40_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are ForecastBench-style questions (FRED and market-close series,
Wikipedia-derived records, ACLED event counts, DBnomics statistics, and Metaculus, Manifold and
Polymarket style questions) with the kinds of text a search for such a question returns: series
pages and release notes, question backgrounds and comment threads, data tables, and news
snippets. The events are real ones of 2023-2025; the wording is invented and the figures are from
memory, not checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with main 6a0f1a3 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold40.py
"""

from __future__ import annotations

from _hold40_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold40", "n8-", "https://hold40.example.com/leak-set-hold40")


if __name__ == "__main__":
    build(PART, QUESTIONS)
