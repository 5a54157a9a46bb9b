"""Build the `hold48` part of the leak set: hold48/{questions,documents}.jsonl.

The texts (in `_hold48_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate local and regional news from the
US, UK, Canada and Australia: local-paper articles, TV-station web pages, council agendas and
minutes, transit-agency notices, election results pages, community newsletters and social posts
about city councils, state and provincial votes, school boards, local elections, transit
openings, weather events and local sports. Outcome reports, follow-ups, corrections and later
roundups are leaks; previews, schedules, agendas, deadlines and conditionals are keeps. The
events are real ones of 2023-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 448d86b (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold48.py
"""

from __future__ import annotations

from _hold48_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold48", "p7-", "https://hold48.example.com/leak-set-hold48")


if __name__ == "__main__":
    build(PART, QUESTIONS)
