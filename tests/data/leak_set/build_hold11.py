"""Build the `hold11` part of the leak set: hold11/{questions,documents}.jsonl.

The texts (in `_hold11_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate the sources of politics, government and law inside and outside
the US: bill trackers, parliamentary records and order papers, court dockets and judgment
summaries, election-commission result pages, campaign trackers, government gazettes, policy
explainers, think-tank briefs and NGO reports. The events are real ones of 2023-2026; the wording
is invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold11.py
"""

from __future__ import annotations

from _hold11_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold11", "lo-", "https://hold11.example.com/leak-set-hold11")


if __name__ == "__main__":
    build(PART, QUESTIONS)
