"""Build the `hold74` part of the leak set: hold74/{questions,documents}.jsonl.

The texts (in `_hold74_texts.py`) are encyclopedia-style summaries and reference pages: wiki
leads, infoboxes rendered as text, timelines, lists of winners and of office-holders, records
tables and revision notes, written from resolved questions about real events of 2023-2025.
Outcome entries filled in after the cutoff (an infobox's winner, a list's new row, a lead's
"was elected on ...") are the leaks; pages that still show a schedule, a shortlist, a designate
or an earlier state of the list are the keeps. The wording is invented and the figures are from
memory, not checked data. The split is computed from the question id, never chosen.
Written blind as a held-out part, kept apart in tests/data/leak_holdout.
Measured once, on all its documents, with main cc29251 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold74.py
"""

from __future__ import annotations

from _hold74_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold74", "s6-", "https://hold74.example.com/leak-set-hold74")


if __name__ == "__main__":
    build(PART, QUESTIONS)
