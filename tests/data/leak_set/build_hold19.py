"""Build the `hold19` part of the leak set: hold19/{questions,documents}.jsonl.

The texts (in `_hold19_texts.py`) are about companies, labour, transport and infrastructure:
strikes and union ballots, mergers and antitrust cases, product recalls, aviation and rail
disruptions, and openings of bridges, tunnels and rail lines, written as the sources that cover
them would write them (company memos, customer notices, status pages, union bulletins, local
news, trade press, employee and commuter forums). The events are real ones of 2023-2025; the
wording is invented and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with the rules of main d9ec8d0 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold19.py
"""

from __future__ import annotations

from _hold19_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold19", "l6-", "https://hold19.example.com/leak-set-hold19")


if __name__ == "__main__":
    build(PART, QUESTIONS)
