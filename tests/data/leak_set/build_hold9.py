"""Build the `hold9` part of the leak set: hold9/questions.jsonl and documents.jsonl.

The texts (in `_hold9_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are prediction-market questions in the style of ForecastBench's market
questions (Polymarket, Manifold, Metaculus, INFER) with the documents such questions meet: market
pages with rules and resolution criteria, trader comment threads, resolution notes, odds trackers,
background summaries and news items. The events are real ones of 2023-2025; the wording is the
writer's own and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold9.py
"""

from __future__ import annotations

from _hold9_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold9", "ly-", "https://hold9.example.com/leak-set-hold9")


if __name__ == "__main__":
    build(PART, QUESTIONS)
