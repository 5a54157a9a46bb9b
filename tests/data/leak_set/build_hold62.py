"""Build the held-out `hold62` part: leak_holdout/hold62/questions.jsonl and documents.jsonl.

The texts (in `_hold62_texts.py`) are about business, labour, transport and energy: bankruptcies,
mergers and antitrust reviews, strikes and contract votes, airline, rail and pipeline news, oil
and power markets and a food-safety outbreak, in the forms of company statements, regulator and
court filings, trade press, analyst notes, investor pages, union bulletins and local news. The
events are real ones of 2023-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept unmeasured in tests/data/leak_holdout. Run:

    .venv/bin/python tests/data/leak_set/build_hold62.py
"""

from __future__ import annotations

from _hold62_texts import QUESTIONS
from _part_builder import HOLDOUT, Part, build

PART = Part("hold62", "r3-", "https://hold62.example.com/leak-set-hold62")


if __name__ == "__main__":
    build(PART, QUESTIONS, root=HOLDOUT)
