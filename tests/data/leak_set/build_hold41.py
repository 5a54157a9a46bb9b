"""Build the `hold41` part of the leak set: hold41/{questions,documents}.jsonl.

The texts (in `_hold41_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate the text of sports beyond the big team leagues (motorsport,
cycling, cricket, golf, athletics, combat sports, esports, darts and chess): race reports,
previews, live blogs, standings and results tables, fan-forum posts and betting pages. The
events are real ones of 2023-2025; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with main 6a0f1a3 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold41.py
"""

from __future__ import annotations

from _hold41_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold41", "n9-", "https://hold41.example.com/leak-set-hold41")


if __name__ == "__main__":
    build(PART, QUESTIONS)
