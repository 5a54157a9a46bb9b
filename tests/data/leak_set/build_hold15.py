"""Build the `hold15` part of the leak set: hold15/questions.jsonl and documents.jsonl.

The texts (in `_hold15_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate English-language outlets and agencies outside the US and the UK
(India, Japan, Korea, Southeast Asia, Africa, Latin America, the Middle East, Australia,
continental Europe), with their conventions: day-month-year dates, "on Tuesday (Jan 9)",
datelines with agency tags, local-time stamps, lakh and crore. Outcome reports and later events
are leaks; previews, calendars, notices and analyses written before the event are keeps. The
events are real ones of 2024-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold15.py
"""

from __future__ import annotations

from _hold15_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold15", "l2-", "https://hold15.example.com/leak-set-hold15")


if __name__ == "__main__":
    build(PART, QUESTIONS)
