"""Build the `hold27` part of the leak set: hold27/{questions,documents}.jsonl.

The texts (in `_hold27_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are in the voice of science, technology, culture and awards sources:
launch manifests and mission blogs, release calendars and changelogs, nominations lists and
ceremony live blogs, box office charts, festival line-ups, encyclopedia summaries with revision
notes, and social posts. The events are real ones of 2023-2025; the wording is invented and the
figures are from memory, not checked data. The split is computed from the question id, never
chosen.
Measured once, on all its documents, with the rules of main 85ebbd9 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold27.py
"""

from __future__ import annotations

from _hold27_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold27", "m4-", "https://hold27.example.com/leak-set-hold27")


if __name__ == "__main__":
    build(PART, QUESTIONS)
