"""Build the `hold77` part of the leak set: hold77/{questions,documents}.jsonl.

The texts (in `_hold77_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate data and reference pages as a search returns their text: league
tables, fixture and result lists, box scores and scorecards, election result pages, economic
release calendars and data tables, event listings and timetables, with rows and cells flattened
into lines. The events are real ones of 2023-2025; the wording is invented and the figures are
from memory, not checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with main 7097a37 (fourth session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold77.py
"""

from __future__ import annotations

from _hold77_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold77", "s9-", "https://hold77.example.com/leak-set-hold77")


if __name__ == "__main__":
    build(PART, QUESTIONS)
