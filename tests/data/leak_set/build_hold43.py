"""Build the held-out `hold43` part: hold43/{questions,documents}.jsonl.

The texts (in `_hold43_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are government and regulatory texts: agency press releases, notices and
Federal Register entries, consultations, parliamentary business pages, court and tribunal
listings, statistical releases, and news coverage of them. The events are real ones of
2023-2025; the wording is invented and the figures are from memory, not checked data. The split
is computed from the question id, never chosen.
Measured once, on all its documents, with main 6a0f1a3 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold43.py
"""

from __future__ import annotations

from _hold43_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold43", "p2-", "https://hold43.example.com/leak-set-hold43")


if __name__ == "__main__":
    build(PART, QUESTIONS)
