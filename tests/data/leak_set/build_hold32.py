"""Build the `hold32` part of the leak set: hold32/{questions,documents}.jsonl.

The texts (in `_hold32_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are in the voice of prediction-market and forecasting-platform question
pages (Polymarket, Kalshi, Manifold, Metaculus, Good Judgment Open): market rules and resolution
criteria, resolution notes, trader comments, forecaster rationales, background sections and the
news a search returns beside them. The events are real ones of 2025-2026; the wording is
invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with the rules of main ce7255a (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold32.py
"""

from __future__ import annotations

from _hold32_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold32", "m9-", "https://hold32.example.com/leak-set-hold32")


if __name__ == "__main__":
    build(PART, QUESTIONS)
