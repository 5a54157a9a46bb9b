"""Build the `hold16` part of the leak set: hold16/questions.jsonl and documents.jsonl.

The texts (in `_hold16_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate market, crypto and commodity sources: price moves and market
wraps, exchange, index and ETF notices, token unlock calendars and listings, commodity and energy
reports, FX and rates commentary, trading-desk notes, price-alert pages and crypto community
posts. Outcome reports and later market events are leaks; previews, calendars, alerts, notices
and desk views written before the event are keeps. The events are real ones of 2023-2025; the
wording is invented and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.
Measured once, on all its documents, with the rules of main d9ec8d0 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold16.py
"""

from __future__ import annotations

from _hold16_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold16", "l3-", "https://hold16.example.com/leak-set-hold16")


if __name__ == "__main__":
    build(PART, QUESTIONS)
