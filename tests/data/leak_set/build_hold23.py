"""Build the `hold23` part of the leak set: hold23/{questions,documents}.jsonl.

The texts (in `_hold23_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate reference pages: encyclopedia and wiki articles (leads, infoboxes,
timelines, "recent events" and "upcoming" sections), lists of scheduled events, tournament and
election pages with results tables, FAQ and explainer pages, and event and product pages that get
updated. The events are real ones of 2023-2025; the wording is invented and the figures are from
memory, not checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main b1cf83e (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold23.py
"""

from __future__ import annotations

from _hold23_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold23", "l0-", "https://hold23.example.com/leak-set-hold23")


if __name__ == "__main__":
    build(PART, QUESTIONS)
