"""Build the `hold59` part of the leak set: hold59/{questions,documents}.jsonl.

The texts (in `_hold59_texts.py`) are the mix a web search returns for ForecastBench-style
questions about science, technology, space, health and climate: news reports, press releases,
agency pages, preprint and journal notices, product pages, forum posts, wiki pages and question
pages with background and resolution criteria. Each question is about a real, resolved event of
2023-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main fa716c8 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold59.py
"""

from __future__ import annotations

from _hold59_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold59", "q9-", "https://hold59.example.com/leak-set-hold59")


if __name__ == "__main__":
    build(PART, QUESTIONS)
