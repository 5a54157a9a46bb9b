"""Build the `hold54` part of the leak set: hold54/{questions,documents}.jsonl.

The texts (in `_hold54_texts.py`) are encyclopedia-style and reference texts of one to four
sentences: wiki article leads and sections, infoboxes rendered as text, almanac and timeline
entries, lists of winners and champions, results tables, sports and election records and company
profiles. Leaks are pages filled in after the event (results, winners, infobox fields, timeline
entries); keeps are the same kinds of page written before it (upcoming-event infoboxes,
schedules, candidate lists, earlier history). The events are real ones of 2023-2025; the wording
is invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main f807b74 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold54.py
"""

from __future__ import annotations

from _hold54_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold54", "q4-", "https://hold54.example.com/leak-set-hold54")


if __name__ == "__main__":
    build(PART, QUESTIONS)
