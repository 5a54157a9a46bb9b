"""Build the `wire` part of the leak set: questions.jsonl and documents.jsonl.

Every text below was written for this set, in the styles the other parts lack (wire briefs
with datelines, box scores and result tables, press and earnings releases, court dockets and
rulings, regulator notices, social-media posts, live blogs, wiki-style "as of" articles,
corrections and updates appended to older stories), next to honest texts (previews,
schedules, resolution criteria, conditionals, base rates, analysis of earlier events). The
events are real ones of 2023-2025; the wording is invented, and figures are from memory, not
checked data. The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_wire.py
"""

from __future__ import annotations

from _part_builder import Part, build
from _wire_texts import PART_ONE
from _wire_texts2 import PART_TWO
from _wire_texts3 import PART_THREE

QUESTIONS = PART_ONE + PART_TWO + PART_THREE

PART = Part("wire", "lw-", "https://news.example.com/leak-set-wire")


if __name__ == "__main__":
    build(PART, QUESTIONS)
