"""Build the `hold36` part of the leak set: hold36/{questions,documents}.jsonl.

The texts (in `_hold36_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are in the voice of North American sports sources (NFL, NBA, MLB, NHL,
MLS and college): team and league sites, beat writers' notes, previews and recaps, injury
reports, standings and playoff pictures, trade and draft trackers, betting lines. The events
are real ones of 2023-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main 44375d4 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold36.py
"""

from __future__ import annotations

from _hold36_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold36", "n4-", "https://hold36.example.com/leak-set-hold36")


if __name__ == "__main__":
    build(PART, QUESTIONS)
