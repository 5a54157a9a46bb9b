"""Build the `hold17` part of the leak set: hold17/questions.jsonl and documents.jsonl.

The texts (in `_hold17_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate entertainment, culture and awards sources: box-office reports and
tracking, streaming charts, music charts and album releases, award-show nominations, live blogs
and predictions (film, music, books, games, theatre), festival line-ups and dailies, game news,
store pages, patch notes and reviews, celebrity news, fan wikis and forums. Outcome reports,
edits appended after the event and later events are leaks; previews, tracking, listings, odds,
schedules and earlier facts are keeps. The events are real ones of 2023-2026; the wording is
invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with the rules of main d9ec8d0 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold17.py
"""

from __future__ import annotations

from _hold17_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold17", "l4-", "https://hold17.example.com/leak-set-hold17")


if __name__ == "__main__":
    build(PART, QUESTIONS)
