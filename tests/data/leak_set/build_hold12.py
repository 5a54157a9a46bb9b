"""Build the `hold12` part of the leak set: hold12/{questions,documents}.jsonl.

The texts (in `_hold12_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it (see the part's README section for what the writer did see). They are sports
texts across eleven sports in the forms sports text takes: match reports, previews, fixture
lists, standings tables, draw brackets, betting-odds pages, club statements, fan-forum posts,
live text, stats pages and results cards. The events are real ones of 2023-2025; the wording is
invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold12.py
"""

from __future__ import annotations

from _hold12_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold12", "la-", "https://hold12.example.com/leak-set-hold12")


if __name__ == "__main__":
    build(PART, QUESTIONS)
