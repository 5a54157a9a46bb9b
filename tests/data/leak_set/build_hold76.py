"""Build the `hold76` part of the leak set: hold76/{questions,documents}.jsonl.

The texts (in `_hold76_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are wire-service and national-newspaper news across beats (politics,
elections, courts, business, sports, science and health, world) as a search engine returns
such pages: headline, dateline, body and sometimes an "Updated" line. Outcome reports,
follow-ups, corrections and appended updates are leaks; previews, schedules, explainers and
analyses written before the event are keeps. The events are real ones of 2023-2025; the
wording is invented and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.
Measured once, on all its documents, with main 7097a37 (fourth session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold76.py
"""

from __future__ import annotations

from _hold76_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold76", "s8-", "https://hold76.example.com/leak-set-hold76")


if __name__ == "__main__":
    build(PART, QUESTIONS)
