"""Build the `hold34` part of the leak set: hold34/{questions,documents}.jsonl.

The texts (in `_hold34_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are about elections and referendums worldwide of 2023-2026, in the voice
of election-commission calendars and results pages, election-night live blogs, poll trackers and
projections, candidate and party statements, explainers, and coverage of coalition talks and
swearings-in: outcome reports and follow-ups (leaks), and calendars, previews, polls and
statements written before the event (keeps). The events are real; the wording is invented and
the figures are from memory, not checked data. The split is computed from the question id,
never chosen.
Measured once, on all its documents, with the rules of main ce7255a (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold34.py
"""

from __future__ import annotations

from _hold34_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold34", "n2-", "https://hold34.example.com/leak-set-hold34")


if __name__ == "__main__":
    build(PART, QUESTIONS)
