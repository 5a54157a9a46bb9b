"""Build the `blind4` part of the leak set: blind4/questions.jsonl and blind4/documents.jsonl.

The texts (in `_blind4_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are about real events that resolved
between January and October 2025 and imitate the forms of news pages: agency flashes and their
updates, market wraps, match reports and minute-by-minute live text, election-night coverage,
morning newsletters that bundle several items, podcast and TV transcripts, op-eds, corrections and
editor's notes appended to older stories, "what we know" explainers, timelines, Q&A pages, press
releases and quoted social-media posts. The wording is invented and the figures are from memory,
not checked data. The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind4.py
"""

from __future__ import annotations

from _blind4_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind4", "lg-", "https://blind4.example.com/leak-set-blind4")


if __name__ == "__main__":
    build(PART, QUESTIONS)
