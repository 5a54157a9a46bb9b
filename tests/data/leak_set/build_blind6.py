"""Build the `blind6` part of the leak set: blind6/questions.jsonl and blind6/documents.jsonl.

The texts (in `_blind6_texts.py`) were written blind: by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are about real events of 2019-2022 and
2024 outside the United States, and imitate encyclopedia and reference pages (article sections,
flattened infoboxes, season and tournament summaries, list articles, year-in-review and almanac
entries, company histories, timelines, "upcoming events" sections, flattened results tables)
next to news in British, Indian, Australian and other English styles and translated press
releases. The wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind6.py
"""

from __future__ import annotations

from _blind6_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind6", "li-", "https://blind6.example.com/leak-set-blind6")


if __name__ == "__main__":
    build(PART, QUESTIONS)
