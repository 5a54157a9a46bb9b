"""Build the `hold6` part of the leak set: hold6/questions.jsonl and hold6/documents.jsonl.

The texts (in `_hold6_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are encyclopedia-style and reference texts, as an online encyclopedia or
a reference site would carry them: article leads and sections, infoboxes, timelines, "as of"
notes, list entries, results tables, season summaries, talk-page notes and current-events
entries. Leaks stand in for pages later updated with results; keeps are the same forms written
before the event (schedules, previews, rules, earlier facts). The events are real ones of
2023-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main c7acc20 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold6.py
"""

from __future__ import annotations

from _hold6_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold6", "lu-", "https://hold6.example.com/leak-set-hold6")


if __name__ == "__main__":
    build(PART, QUESTIONS)
