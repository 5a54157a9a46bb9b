"""Build the `hold7` part of the leak set: hold7/questions.jsonl and hold7/documents.jsonl.

The texts (in `_hold7_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate primary sources: company press releases and investor-relations
pages, central-bank, election-body, court and government notices, event listings and ticket
pages, product pages, release notes and changelogs, and social-media posts and forum threads by
participants or fans. The events are real ones of 2023-2026; the wording is invented and the
figures are from memory, not checked data. The split is computed from the question id, never
chosen.
Measured once, on all its documents, with the rules of main c7acc20 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold7.py
"""

from __future__ import annotations

from _hold7_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold7", "lv-", "https://hold7.example.com/leak-set-hold7")


if __name__ == "__main__":
    build(PART, QUESTIONS)
