"""Build the `hold24` part of the leak set: hold24/{questions,documents}.jsonl.

The texts (in `_hold24_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate sports sources: results services, fixture lists and match
centres, league tables and standings, club and team statements, live blogs with later updates,
betting and fantasy previews, motorsport classifications, racecards and tennis draws. The
events are real ones of 2023-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main 85ebbd9 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold24.py
"""

from __future__ import annotations

from _hold24_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold24", "m1-", "https://hold24.example.com/leak-set-hold24")


if __name__ == "__main__":
    build(PART, QUESTIONS)
