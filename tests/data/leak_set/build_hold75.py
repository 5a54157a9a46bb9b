"""Build the `hold75` part of the leak set: hold75/{questions,documents}.jsonl.

The texts (in `_hold75_texts.py`) are tables, calendars and listings as search snippets render
them: standings, fixture lists, release and box-office calendars, court dockets and opinion
lists, economic-data and price tables, index-change lists, IPO calendars, event listings with
venues and times, draft orders, setlists and awards lists. The events are real ones of 2025; the
wording is invented and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main cc29251 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold75.py
"""

from __future__ import annotations

from _hold75_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold75", "s7-", "https://hold75.example.com/leak-set-hold75")


if __name__ == "__main__":
    build(PART, QUESTIONS)
