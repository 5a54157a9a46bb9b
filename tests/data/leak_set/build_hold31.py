"""Build the `hold31` part of the leak set: hold31/{questions,documents}.jsonl.

The texts (in `_hold31_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate structured and semi-structured pages: release calendars and
schedules, data tables flattened to text, dashboards, infoboxes, registry and docket entries,
results pages, price and quote pages, press-release boilerplate and encyclopedia summaries with
revision notes, on economics, health, energy, sport and elections. Leaks are pages that show
later data or outcomes (mis-dated or updated pages); keeps are schedules, forecasts, conditions
and earlier facts. The events are real ones of 2023-2025; the wording is invented and the figures
are from memory, not checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main f1d3c01 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold31.py
"""

from __future__ import annotations

from _hold31_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold31", "m8-", "https://hold31.example.com/leak-set-hold31")


if __name__ == "__main__":
    build(PART, QUESTIONS)
