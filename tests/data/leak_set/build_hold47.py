"""Build the `hold47` part of the leak set: hold47/questions.jsonl and hold47/documents.jsonl.

The texts (in `_hold47_texts.py`) are economic data and market texts: statistics-office release
notes (CPI, jobs, GDP), central-bank statements and meeting calendars, commodity and currency
market reports, data-series pages, and economists' previews and recaps. The events are real
ones of 2023-2025; the wording is invented and the figures are from memory, not checked data.
The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 4e3d2e8 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold47.py
"""

from __future__ import annotations

from _hold47_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold47", "p6-", "https://hold47.example.com/leak-set-hold47")


if __name__ == "__main__":
    build(PART, QUESTIONS)
