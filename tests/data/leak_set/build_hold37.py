"""Build the `hold37` part: tests/data/hold37/{questions,documents}.jsonl.

The texts (in `_hold37_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are short texts in the voice of technology and AI sources (product
launch pages, developer blogs and changelogs, earnings coverage, regulators' and courts' actions
on tech, model release notes and leaderboards, tech press and newsletters): outcome reports and
later follow-ups (leaks), and previews, schedules, conditionals and earlier facts (keeps). The
events are real ones of 2024-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main 44375d4 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold37.py
"""

from __future__ import annotations

from _hold37_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold37", "n5-", "https://hold37.example.com/leak-set-hold37")


if __name__ == "__main__":
    build(PART, QUESTIONS)
