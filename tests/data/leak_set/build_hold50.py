"""Build the `hold50` part: hold50/{questions,documents}.jsonl.

The texts (in `_hold50_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate health, pharma and biotech sources: FDA, EMA and MHRA approvals
and advisory committees, clinical-trial readouts, company pipeline updates, WHO and public-health
notices, medical-journal news and investor notes on biotech catalysts. The events are real ones
of 2023-2025; the wording is invented and the figures are from memory, not checked data. The
split is computed from the question id, never chosen.
Measured once, on all its documents, with main 448d86b (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold50.py
"""

from __future__ import annotations

from _hold50_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold50", "p9-", "https://hold50.example.com/leak-set-hold50")


if __name__ == "__main__":
    build(PART, QUESTIONS)
