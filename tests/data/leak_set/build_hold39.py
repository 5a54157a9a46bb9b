"""Build the `hold39` part of the leak set: hold39/{questions,documents}.jsonl.

The texts (in `_hold39_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. For each question they mix the kinds of text a search engine returns side by
side for a forecasting question of 2025-2026: news articles, explainers, official pages and
calendars, data and quote pages, forum posts, wiki pages and prediction-market pages. The
events are real ones of 2025-2026; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main 44375d4 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold39.py
"""

from __future__ import annotations

from _hold39_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold39", "n7-", "https://hold39.example.com/leak-set-hold39")


if __name__ == "__main__":
    build(PART, QUESTIONS)
