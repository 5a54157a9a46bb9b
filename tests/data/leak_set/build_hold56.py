"""Build the `hold56` part of the leak set: hold56/{questions,documents}.jsonl.

The texts (in `_hold56_texts.py`) are sports pages from around the world, beyond the obvious
headline events: football leagues and cups outside England, rugby union and league, cricket,
tennis, cycling, motorsport, athletics, winter sports, combat sports and sumo, as match
reports, live blogs, result tables, fixture lists, previews, betting pages and club notices.
The events are real ones of 2024-2025; the wording is invented and the figures are from memory,
not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main fa716c8 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold56.py
"""

from __future__ import annotations

from _hold56_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold56", "q6-", "https://hold56.example.com/leak-set-hold56")


if __name__ == "__main__":
    build(PART, QUESTIONS)
