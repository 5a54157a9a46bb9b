"""Build the `hold62` part of the leak set: hold62/{questions,documents}.jsonl.

The texts (in `_hold62_texts.py`) are about business, labour, transport and energy: bankruptcies,
mergers and antitrust reviews, strikes and contract votes, airline, rail and pipeline news, oil
and power markets and a food-safety outbreak, in the forms of company statements, regulator and
court filings, trade press, analyst notes, investor pages, union bulletins and local news. The
events are real ones of 2023-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 5f76432 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold62.py
"""

from __future__ import annotations

from _hold62_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold62", "r3-", "https://hold62.example.com/leak-set-hold62")


if __name__ == "__main__":
    build(PART, QUESTIONS)
