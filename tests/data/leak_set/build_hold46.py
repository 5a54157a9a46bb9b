"""Build the `hold46` part of the leak set: hold46/questions.jsonl and hold46/documents.jsonl.

The texts (in `_hold46_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate encyclopedia and reference text:
Wikipedia-style article leads and infoboxes, season and tournament articles, "List of ..."
pages, timelines, almanac entries and edit-history notes, some of them updated after the event
(leaks) and some written before it (keeps). The events are real ones of 2023-2025; the wording
is invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 4e3d2e8 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold46.py
"""

from __future__ import annotations

from _hold46_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold46", "p5-", "https://hold46.example.com/leak-set-hold46")


if __name__ == "__main__":
    build(PART, QUESTIONS)
