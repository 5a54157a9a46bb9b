"""Build the `hold52` part of the leak set: hold52/questions.jsonl and hold52/documents.jsonl.

The texts (in `_hold52_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are news-style texts of the kind regional
and national newspapers, the business press and sports desks publish: outcome reports, match
reports, result lines, market reports, live-blog entries, corrections and updates appended to
previews (leaks), and previews, fixture lists, ticketing and road-closure notices, explainers,
columns and analyses written before the event (keeps). The events are real ones of 2023-2025; the
wording is invented and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.

Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main f807b74 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold52.py
"""

from __future__ import annotations

from _hold52_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold52", "q2-", "https://hold52.example.com/leak-set-hold52")


if __name__ == "__main__":
    build(PART, QUESTIONS)
