"""Build the `hold8` part of the leak set: hold8/questions.jsonl and documents.jsonl.

The texts (in `_hold8_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are spoken and conversational text
turned into pages: press-conference, earnings-call, keynote and parliamentary transcripts,
broadcast and podcast transcripts, TV and radio captions, interview Q&As, sports commentary,
panel discussions, chat and Discord logs, and comment threads under articles. Leaks are
transcripts and remarks dated on or after the cutoff, or that speak of such an event as done;
keeps are previews, schedules, stated plans, conditionals and earlier facts. The events are real
ones of 2023-2025; the wording is invented and the figures are from memory, not checked data. The
split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold8.py
"""

from __future__ import annotations

from _hold8_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold8", "lx-", "https://hold8.example.com/leak-set-hold8")


if __name__ == "__main__":
    build(PART, QUESTIONS)
