"""Build the `hold44` part of the leak set: hold44/{questions,documents}.jsonl.

The texts (in `_hold44_texts.py`) are world news as wires and international desks write it:
conflicts and diplomacy, summits and treaties, sanctions, disasters and humanitarian updates,
and foreign elections, in wire briefs, live pages, explainers, timelines, factboxes and
analysis. The events are real ones of 2023-2025; the wording is invented and the figures are
from memory, not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main 4e3d2e8 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold44.py
"""

from __future__ import annotations

from _hold44_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold44", "p3-", "https://hold44.example.com/leak-set-hold44")


if __name__ == "__main__":
    build(PART, QUESTIONS)
