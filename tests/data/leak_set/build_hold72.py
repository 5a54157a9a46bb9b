"""Build the `hold72` part of the leak set: hold72/{questions,documents}.jsonl.

The texts (in `_hold72_texts.py`) are news-style outcome reports and previews across beats
(politics, business, sports, science) as mid-sized outlets and aggregators write them, on real
resolved events of 2023-2025; the wording is invented and the figures are from memory, not
checked data. Written blind as a held-out part, kept apart in tests/data/leak_holdout; the
split is computed from the question id, never chosen.
Measured once, on all its documents, with main cc29251 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold72.py
"""

from __future__ import annotations

from _hold72_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold72", "s4-", "https://hold72.example.com/leak-set-hold72")


if __name__ == "__main__":
    build(PART, QUESTIONS)
