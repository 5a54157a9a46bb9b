"""Build the `hold73` part of the leak set: hold73/{questions,documents}.jsonl.

The texts (in `_hold73_texts.py`) are ForecastBench-style question pages: background paragraphs,
resolution criteria, data-source notes, forecaster rationales and comment threads around market
questions (Manifold, Polymarket, Metaculus style) and dataset questions (FRED series, Yahoo
Finance closes), written from resolved questions. The events are real ones of 2023-2025; the
wording is invented and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main cc29251 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold73.py
"""

from __future__ import annotations

from _hold73_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold73", "s5-", "https://hold73.example.com/leak-set-hold73")


if __name__ == "__main__":
    build(PART, QUESTIONS)
