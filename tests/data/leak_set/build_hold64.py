"""Build the `hold64` part of the leak set: hold64/{questions,documents}.jsonl.

The texts (in `_hold64_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate prediction-market and forecasting-platform pages (Polymarket,
Kalshi, Manifold, Metaculus, INFER, Good Judgment Open): question backgrounds, resolution
criteria, rules clarifications, comment threads, resolver notes, price timelines and
related-market lists, as they read on questions that have since resolved. The events are real
ones of 2023-2025; the wording is invented and the figures are from memory, not checked data.
The split is computed from the question id, never chosen.
Measured once, on all its documents, with main 1ffff87 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold64.py
"""

from __future__ import annotations

from _hold64_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold64", "r5-", "https://hold64.example.com/leak-set-hold64")


if __name__ == "__main__":
    build(PART, QUESTIONS)
