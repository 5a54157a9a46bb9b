"""Build the `hold58` part of the leak set: hold58/questions.jsonl and hold58/documents.jsonl.

The texts (in `_hold58_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are politics and government texts from
around the world (elections and referendums, parliaments and bills, cabinet changes, courts,
international summits): news reports and previews, election-office pages, parliamentary order
papers, party statements, explainers and wiki-style summaries. The events are real ones of
2023-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main fa716c8 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold58.py
"""

from __future__ import annotations

from _hold58_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold58", "q8-", "https://hold58.example.com/leak-set-hold58")


if __name__ == "__main__":
    build(PART, QUESTIONS)
