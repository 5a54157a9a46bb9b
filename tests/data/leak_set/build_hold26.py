"""Build the `hold26` part of the leak set: hold26/{questions,documents}.jsonl.

The texts (in `_hold26_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it, in the voice of government, court and
legislature sources in several English-speaking countries and international bodies: court
dockets, judgment listings and ruling coverage, bill trackers, official press releases and
ministerial statements, election-office results pages, summit and treaty communiques, and
wire-style political news. The events are real ones of 2023-2025; the wording is invented and the
figures are from memory, not checked data. The split is computed from the question id, never
chosen.
Measured once, on all its documents, with the rules of main 85ebbd9 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold26.py
"""

from __future__ import annotations

from _hold26_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold26", "m3-", "https://hold26.example.com/leak-set-hold26")


if __name__ == "__main__":
    build(PART, QUESTIONS)
