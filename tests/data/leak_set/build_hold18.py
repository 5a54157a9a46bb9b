"""Build the `hold18` part: hold18/questions.jsonl and documents.jsonl.

The texts (in `_hold18_texts.py`) are prediction-market questions in the style of ForecastBench's
market questions (Polymarket, Manifold, Metaculus, INFER) about real events of late 2024 and 2025,
each with the documents such a question meets: market pages with rules and resolution criteria,
trader comments, resolution notes, background summaries, news items and trackers. Leaks are
resolution notes, comments and news written after the cutoff (mis-dated pages); keeps are rules,
forecasts, schedules and earlier facts. The events are real; the wording is invented and the
figures are from memory, not checked data. The split is computed from the question id, never
chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with the rules of main d9ec8d0 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold18.py
"""

from __future__ import annotations

from _hold18_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold18", "l5-", "https://hold18.example.com/leak-set-hold18")


if __name__ == "__main__":
    build(PART, QUESTIONS)
