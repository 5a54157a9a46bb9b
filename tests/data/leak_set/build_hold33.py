"""Build the `hold33` part of the leak set: hold33/{questions,documents}.jsonl.

The texts (in `_hold33_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate economic and central-bank news in many countries: agency flashes
and wire updates, live pages on decision days, data-release pages and statistical bulletins,
economists' previews and reaction notes, and coverage of minutes and speeches. The events are
real ones of 2023-2025; the wording is invented and the figures are from memory, not checked
data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main ce7255a (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold33.py
"""

from __future__ import annotations

from _hold33_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold33", "n1-", "https://hold33.example.com/leak-set-hold33")


if __name__ == "__main__":
    build(PART, QUESTIONS)
