"""Build the `hold61` part of the leak set: hold61/{questions,documents}.jsonl.

The texts (in `_hold61_texts.py`) are about entertainment, awards, culture and media: film and
music awards, box office, charts, streaming releases, book prizes, festivals, video games and
television, in the forms of trade-press news, reviews, release calendars, fan forums, social
posts and wiki pages: outcome reports, winners lists, live blogs and later pages (leaks), and
previews, predictions, calendars, voting windows and earlier facts (keeps). The events are real
ones of 2023-2025; the wording is invented and the figures are from memory, not checked data.
Written blind as a held-out part, kept apart in tests/data/leak_holdout, by a writer who had
not read the leak check's rules, its tests or any measurement of it. The split is computed from
the question id, never chosen.
Measured once, on all its documents, with main 5f76432 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold61.py
"""

from __future__ import annotations

from _hold61_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold61", "r2-", "https://hold61.example.com/leak-set-hold61")


if __name__ == "__main__":
    build(PART, QUESTIONS)
