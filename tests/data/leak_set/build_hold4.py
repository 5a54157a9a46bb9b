"""Build the `hold4` part of the leak set: hold4/questions.jsonl and hold4/documents.jsonl.

The texts (in `_hold4_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate news as published online across many beats (sports, markets,
politics, tech, science, entertainment, courts, business): short wire items, live blogs with time
stamps, results tables and standings, timelines and fact boxes, newsletter briefs, and headlines
with one-line decks. The events are real ones of 2024-2025; the wording is invented and the
figures are from memory, not checked data. The split is computed from the question id, never
chosen.
Measured once, on all its documents, with the rules of main c7acc20 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold4.py
"""

from __future__ import annotations

from _hold4_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold4", "ls-", "https://hold4.example.com/leak-set-hold4")


if __name__ == "__main__":
    build(PART, QUESTIONS)
