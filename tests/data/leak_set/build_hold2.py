"""Build the `hold2` part of the leak set: hold2/questions.jsonl and hold2/documents.jsonl.

The texts (in `_hold2_texts.py`) were written
blind, by a writer who had not read the leak check's rules, its tests or any measurement of it.
They imitate encyclopedia-style summaries and short reference notes (encyclopedia articles,
almanac entries, knowledge-base pages, timelines, year-in-review lists) that report resolved
events with their dates, mixed with background notes written before the event (what the
question is about, earlier history, scheduled dates, how the outcome is decided). The events are
real ones of 2022-2025; the wording is invented and the figures are from memory, not checked
data. The split is computed from the question id, never chosen.
Written blind as a held-out part; measured once, on all its documents, with the rules of
main 33534c4 (2026-12-02), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold2.py
"""

from __future__ import annotations

from _hold2_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold2", "lq-", "https://hold2.example.com/leak-set-hold2")


if __name__ == "__main__":
    build(PART, QUESTIONS)
