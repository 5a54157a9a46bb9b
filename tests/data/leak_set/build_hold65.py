"""Build the `hold65` part of the leak set: hold65/{questions,documents}.jsonl.

The texts (in `_hold65_texts.py`) are local and regional news from the US, Canada, Australia,
Ireland and New Zealand, as local papers, broadcasters and official notices write them: city
councils and mayoral races, state and provincial elections, ballot measures, school strikes,
weather and emergencies, local sports and transit openings. Outcome reports, later updates,
results tables and follow-ups (leaks), and previews, notices, calendars, polls and columns
written before the event (keeps). The events are real ones of 2023-2025; the wording is invented
and the figures are from memory, not checked data. The split is computed from the question id,
never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 1ffff87 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold65.py
"""

from __future__ import annotations

from _hold65_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold65", "r6-", "https://hold65.example.com/leak-set-hold65")


if __name__ == "__main__":
    build(PART, QUESTIONS)
