"""Build the `hold70` part of the leak set: hold70/{questions,documents}.jsonl.

The texts (in `_hold70_texts.py`) are health, medicine and public health texts: regulator pages
and approval notices, company press releases, medical and trade press, agency bulletins and
outbreak updates, advisory-committee and PDUFA calendars, insurer and hospital news, union
bulletins and patient forums, about drug approvals and advisory committees, trial readouts,
outbreaks and vaccination campaigns, health-agency guidance, and hospital and insurer news. The
events are real ones of 2023-2026; the wording is invented and the figures are from memory, not
checked data. Written blind as a held-out part, kept apart in tests/data/leak_holdout, by a
writer who had not read the leak check's rules, its tests or any measurement of it. The split is
computed from the question id, never chosen.
Measured once, on all its documents, with main 8e54f40 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold70.py
"""

from __future__ import annotations

from _hold70_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold70", "s2-", "https://hold70.example.com/leak-set-hold70")


if __name__ == "__main__":
    build(PART, QUESTIONS)
