"""Build the `hold25` part of the leak set: hold25/{questions,documents}.jsonl.

The texts (in `_hold25_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it, as a held-out test. They are short texts in
the voice of markets and business sources: earnings calendars and releases, central-bank and
statistics-office release pages and statements, company press releases and filings, index and
IPO notices, analyst notes, market wrap-ups, rates, currency and commodity reports. The events
are real ones of 2023-2025; the wording is invented and the figures are from memory, not checked
data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main 85ebbd9 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold25.py
"""

from __future__ import annotations

from _hold25_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold25", "m2-", "https://hold25.example.com/leak-set-hold25")


if __name__ == "__main__":
    build(PART, QUESTIONS)
