"""Build the `hold30` part: hold30/{questions,documents}.jsonl.

The texts (in `_hold30_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are user-generated and informal texts (Reddit and forum threads, X and
Bluesky posts, YouTube and podcast descriptions, chat logs, comment sections, fan wikis,
newsletters, with edits and later replies) about sports, tech, politics, entertainment and
markets. The events are real ones of 2023-2025; the wording is invented and the figures are from
memory, not checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main f1d3c01 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold30.py
"""

from __future__ import annotations

from _hold30_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold30", "m7-", "https://hold30.example.com/leak-set-hold30")


if __name__ == "__main__":
    build(PART, QUESTIONS)
