"""Build the `hold57` part of the leak set: hold57/{questions,documents}.jsonl.

The texts (in `_hold57_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. The source kind is economic data, markets and central banks worldwide:
statistics-office release calendars and releases, central-bank statements and calendars, market
wraps, price pages, analyst notes, commodity and crypto pages. The events are real ones of
2023-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Measured once, on all its documents, with main fa716c8 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold57.py
"""

from __future__ import annotations

from _hold57_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold57", "q7-", "https://hold57.example.com/leak-set-hold57")


if __name__ == "__main__":
    build(PART, QUESTIONS)
