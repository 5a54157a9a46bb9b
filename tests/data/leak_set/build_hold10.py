"""Build the `hold10` part of the leak set: hold10/questions.jsonl and documents.jsonl.

The texts (in `_hold10_texts.py`) are business and finance text of the kinds a search for a
market or company question returns: earnings previews and recaps, SEC-style filings and 8-K
summaries, analyst notes, broker research snippets, fund letters, market-data and quote pages,
crypto exchange notices, M&A deal trackers, IPO calendars and commodity reports. Outcome reports,
later updates and tables of later prices are the leaks; previews, calendars, deadlines,
conditionals and earlier facts are the keeps. The events are real ones of 2023-2025; the wording
is invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold10.py
"""

from __future__ import annotations

from _hold10_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold10", "lz-", "https://hold10.example.com/leak-set-hold10")


if __name__ == "__main__":
    build(PART, QUESTIONS)
