"""Build the `hold79` part of the leak set: hold79/{questions,documents}.jsonl.

The texts (in `_hold79_texts.py`) are blogs, newsletters, analyst notes, forum and Q&A posts,
press releases and company or government announcements, first-person, informal, promotional or
bulleted, on varied topics (retail and lotteries, postage and energy bills, airports and
airlines, software releases, awards and words of the year, budgets and benefits, streaming and
games). The events are real ones of 2023-2025; the wording is invented and the figures are from
memory, not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 7097a37 (fourth session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold79.py
"""

from __future__ import annotations

from _hold79_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold79", "t2-", "https://hold79.example.com/leak-set-hold79")


if __name__ == "__main__":
    build(PART, QUESTIONS)
