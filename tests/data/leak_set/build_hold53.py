"""Build the `hold53` part of the leak set: hold53/{questions,documents}.jsonl.

The texts (in `_hold53_texts.py`) are ForecastBench-style question pages: the background
paragraphs, resolution criteria and market rules of prediction-market and forecasting-platform
questions, their comment threads and resolver notes, and the data-source pages (economic
releases, price series, a wiki list) that such questions resolve on. The events are real ones of
2023-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main f807b74 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold53.py
"""

from __future__ import annotations

from _hold53_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold53", "q3-", "https://hold53.example.com/leak-set-hold53")


if __name__ == "__main__":
    build(PART, QUESTIONS)
