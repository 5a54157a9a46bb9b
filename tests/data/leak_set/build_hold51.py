"""Build the `hold51` part of the leak set: hold51/{questions,documents}.jsonl.

The texts (in `_hold51_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are forecasting-platform questions of 2024-2025 in the manner of
Metaculus, Manifold, Polymarket and INFER (background and resolution criteria), each with the mix
of texts a search returns for it: news previews and reports, official pages and calendars, data
and results pages, wiki pages, forum posts and platform comments. The events are real; the
wording is the writer's own and the figures are from memory, not checked data. The split is
computed from the question id, never chosen.
Measured once, on all its documents, with main 448d86b (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold51.py
"""

from __future__ import annotations

from _hold51_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold51", "q1-", "https://hold51.example.com/leak-set-hold51")


if __name__ == "__main__":
    build(PART, QUESTIONS)
