"""Build the `hold71` part of the leak set: hold71/{questions,documents}.jsonl.

The texts (in `_hold71_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are about courts, law and regulation: court calendars and dockets, case
pages, opinions and orders as legal news reports them, agency rulemaking, comment deadlines and
enforcement actions, and legislative trackers, in the forms of legal news, law-firm client alerts,
official notices, newsletters and wiki pages. The events are real ones of 2023-2025; the wording
is invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with main 8e54f40 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold71.py
"""

from __future__ import annotations

from _hold71_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold71", "s3-", "https://hold71.example.com/leak-set-hold71")


if __name__ == "__main__":
    build(PART, QUESTIONS)
