"""Build the `hold63` part of the leak set: hold63/{questions,documents}.jsonl.

The texts (in `_hold63_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are international news from outside the US and the UK (Asia, Africa,
Latin America, the Middle East and Eastern Europe) as English-language outlets and wire services
write it: wire briefs with datelines, translated official statements, regional reports and
previews, explainers, timelines, result lines and corrections. The events are real ones of
2023-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Measured once, on all its documents, with main 5f76432 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold63.py
"""

from __future__ import annotations

from _hold63_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold63", "r4-", "https://hold63.example.com/leak-set-hold63")


if __name__ == "__main__":
    build(PART, QUESTIONS)
