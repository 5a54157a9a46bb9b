"""Build the `hold68` part of the leak set: hold68/{questions,documents}.jsonl.

The texts (in `_hold68_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are a search's mix for ForecastBench-style questions on geopolitics and
conflict (ceasefires, sanctions, summits, troop movements, hostages, treaties): news stories, wire
briefs, think-tank notes, official statements, ACLED-style event summaries and question pages with
background and resolution criteria. The events are real ones of 2023-2025; the wording is
invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with main 8e54f40 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold68.py
"""

from __future__ import annotations

from _hold68_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold68", "r9-", "https://hold68.example.com/leak-set-hold68")


if __name__ == "__main__":
    build(PART, QUESTIONS)
