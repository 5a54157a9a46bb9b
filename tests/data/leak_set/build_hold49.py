"""Build the `hold49` part: hold49/{questions,documents}.jsonl.

The texts (in `_hold49_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate text about technology products and software: release notes and
changelogs, launch events and live blogs, app-store, eShop and Steam pages, developer blogs and
mailing-list posts, tech-news articles, rumour roundups and forum threads about releases. The
events are real ones of 2023-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with main 448d86b (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold49.py
"""

from __future__ import annotations

from _hold49_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold49", "p8-", "https://hold49.example.com/leak-set-hold49")


if __name__ == "__main__":
    build(PART, QUESTIONS)
