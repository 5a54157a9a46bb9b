"""Build the `fresh` part of the leak set: fresh/questions.jsonl and fresh/documents.jsonl.

The texts (in `_fresh_texts*.py`) were written blind: by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate forms the other parts have
little of (press releases, investor-relations notices, call transcripts, agency notices,
dockets, standings, forum and social posts, newsletters, show notes, FAQs, timelines, market
comment threads, listings, tickers, op-eds, corrections and "Update:" lines). The events are
real ones of 2022-2025; the wording is invented and the figures are from memory, not checked
data. The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_fresh.py
"""

from __future__ import annotations

from _fresh_texts import PART_ONE
from _fresh_texts2 import PART_TWO
from _fresh_texts3 import PART_THREE
from _part_builder import Part, build

QUESTIONS = PART_ONE + PART_TWO + PART_THREE

PART = Part("fresh", "lb-", "https://fresh.example.com/leak-set-fresh")


if __name__ == "__main__":
    build(PART, QUESTIONS)
