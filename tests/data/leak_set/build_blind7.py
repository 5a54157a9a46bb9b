"""Build the `blind7` part of the leak set: blind7/questions.jsonl and blind7/documents.jsonl.

The texts (in `_blind7_texts.py`) were written blind: by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate official and institutional
documents: court dockets and minute entries, regulator notices (drug and device approvals,
merger reviews, antitrust decisions, licence awards), central-bank and statistics-office
statements and release calendars, parliamentary and congressional records, election-commission
notices, company filings and investor-relations pages, government press briefings, and law-firm
client alerts. The events are real ones of 2022-2025; the wording is invented and the figures
are from memory, not checked data. The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind7.py
"""

from __future__ import annotations

from _blind7_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind7", "lj-", "https://blind7.example.com/leak-set-blind7")


if __name__ == "__main__":
    build(PART, QUESTIONS)
