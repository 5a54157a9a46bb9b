"""Build the `hold55` part of the leak set: hold55/{questions,documents}.jsonl.

The texts (in `_hold55_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are official and informal texts, as the real sources would write them:
press releases, regulator and court notices and calendars, government pages, company
investor-relations pages, newsletters, blog posts, forum threads and social posts. The events are
real ones of 2023-2025; the wording is invented and the figures are from memory, not checked
data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with main f807b74 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold55.py
"""

from __future__ import annotations

from _hold55_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold55", "q5-", "https://hold55.example.com/leak-set-hold55")


if __name__ == "__main__":
    build(PART, QUESTIONS)
