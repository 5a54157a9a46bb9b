"""Build the `hold35` part: hold35/{questions,documents}.jsonl.

The texts (in `_hold35_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are short texts in the voice of encyclopedia and wiki pages with a
history: article leads, "current events" and "recent events" sections, timelines, lists,
infoboxes, talk-page threads, revision and move-log summaries and "in the news" blurbs, about
business, technology, culture, sport and world affairs. Leaks stand in for pages updated after
the cutoff; keeps are pages as they stood before it (plans, schedules, WP:CRYSTAL notes, earlier
facts). The events are real ones of 2023-2025; the wording is invented and the figures are
from memory, not checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main ce7255a (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold35.py
"""

from __future__ import annotations

from _hold35_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold35", "n3-", "https://hold35.example.com/leak-set-hold35")


if __name__ == "__main__":
    build(PART, QUESTIONS)
