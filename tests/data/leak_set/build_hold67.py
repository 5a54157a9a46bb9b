"""Build the `hold67` part of the leak set: hold67/{questions,documents}.jsonl.

The texts (in `_hold67_texts.py`) are structured and semi-structured pages as a search snippet
renders them: league tables and standings, infoboxes, event and court calendars, dashboards and
status pages, court dockets, quote pages, timelines and dated lists, written from resolved
questions about real events of 2024-2025. The wording is invented and the figures are from
memory, not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 1ffff87 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold67.py
"""

from __future__ import annotations

from _hold67_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold67", "r8-", "https://hold67.example.com/leak-set-hold67")


if __name__ == "__main__":
    build(PART, QUESTIONS)
