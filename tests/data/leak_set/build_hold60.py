"""Build the `hold60` part of the leak set: hold60/{questions,documents}.jsonl.

The texts (in `_hold60_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are ForecastBench-style dataset
questions (resolved from FRED series, Yahoo Finance closes, Wikipedia pages, ACLED event counts
and DBnomics weather and statistics series) with the kinds of page a search returns for them:
the data pages themselves, cached copies and downloaded tables, release notes and calendars,
revision histories and talk pages, news about the series, analyst notes and forum or message
board comments. The events are real ones of 2023-2025; the wording is invented and the figures
are from memory, not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 5f76432 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold60.py
"""

from __future__ import annotations

from _hold60_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold60", "r1-", "https://hold60.example.com/leak-set-hold60")


if __name__ == "__main__":
    build(PART, QUESTIONS)
