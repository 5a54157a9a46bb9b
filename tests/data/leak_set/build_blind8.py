"""Build the `blind8` part of the leak set: blind8/questions.jsonl and blind8/documents.jsonl.

The texts (in `_blind8_texts.py`) were written blind: by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate informal, fast forms about sport,
entertainment, technology, games, music, film, crypto and consumer products: forum threads with
replies and edits, fan blogs, social posts and threads, live blogs with time-stamped entries,
podcast and stream transcripts, newsletters, product-review pages, box-office and ticketing
pages, patch and release notes, store pages, betting tips, fantasy notes and Q&A answers. The
events are real ones of 2022-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind8.py
"""

from __future__ import annotations

from _blind8_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind8", "lk-", "https://blind8.example.com/leak-set-blind8")


if __name__ == "__main__":
    build(PART, QUESTIONS)
