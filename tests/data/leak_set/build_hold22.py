"""Build the `hold22` part of the leak set: hold22/{questions,documents}.jsonl.

The texts (in `_hold22_texts.py`) are commentary and analysis rather than news: newsletters,
Substack and blog posts, podcast show notes and transcript excerpts, forum and Reddit threads and
analyst notes, several with edits, corrections or updates appended, about central banks,
elections, tech launches, sports, courts and geopolitics. Outcome reports, appended updates and
later events are leaks; previews, calendars, conditionals, forecasts and earlier facts are keeps.
The events are real ones of 2024-2025; the wording is invented and the figures are from memory,
not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with the rules of main b1cf83e (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold22.py
"""

from __future__ import annotations

from _hold22_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold22", "l9-", "https://hold22.example.com/leak-set-hold22")


if __name__ == "__main__":
    build(PART, QUESTIONS)
