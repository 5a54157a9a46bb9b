"""Build the `hold45` part of the leak set: hold45/{questions,documents}.jsonl.

The texts (in `_hold45_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate prediction-market and forecasting-platform pages (Polymarket,
Kalshi, Manifold, Metaculus and Good Judgment Open style): question pages with rules and
resolution criteria, comment threads, resolution notices, market summaries and newsletters about
markets. The events are real ones of 2024-2025; the wording, the traders, the prices and the
comments are invented, and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.
Measured once, on all its documents, with main 4e3d2e8 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold45.py
"""

from __future__ import annotations

from _hold45_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold45", "p4-", "https://hold45.example.com/leak-set-hold45")


if __name__ == "__main__":
    build(PART, QUESTIONS)
