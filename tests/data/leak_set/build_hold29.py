"""Build the `hold29` part: hold29/{questions,documents}.jsonl.

The texts (in `_hold29_texts.py`) are international news from outside the US and the UK (Asia,
Africa, Latin America, Europe) in the voice of wire copy, regional broadcasters' web pages,
translated statements, live pages with later updates, explainers and local-language-style
headlines rendered in English: outcome reports, appended updates and later events (leaks), and
previews, calendars, rules, polls and statements written before the event (keeps). The events
are real ones of 2024-2026; the wording is invented and the figures are from memory, not checked
data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout; measured once, on all
its documents, with the rules of main f1d3c01 (first session of 2026-12-03), before any rule
saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold29.py
"""

from __future__ import annotations

from _hold29_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold29", "m6-", "https://hold29.example.com/leak-set-hold29")


if __name__ == "__main__":
    build(PART, QUESTIONS)
