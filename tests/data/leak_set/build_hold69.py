"""Build the `hold69` part of the leak set: hold69/{questions,documents}.jsonl.

The texts (in `_hold69_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are sports results and schedules as data
pages render them (standings tables, fixture lists, box scores, draw brackets, race
classifications, medal tables, player stat pages), mixed with short match reports and previews,
each tied to a real, resolved question of 2023-2025. The wording is invented and the figures are
from memory, not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 8e54f40 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold69.py
"""

from __future__ import annotations

from _hold69_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold69", "s1-", "https://hold69.example.com/leak-set-hold69")


if __name__ == "__main__":
    build(PART, QUESTIONS)
