"""Build the `blind10` part of the leak set: blind10/questions.jsonl and blind10/documents.jsonl.

The texts (in `_blind10_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are about markets, macroeconomic data
and company news: inflation, jobs, GDP and PMI releases, currency and commodity moves, index
milestones, IPOs, earnings, dividends, buybacks, splits, index changes, bond yields,
credit-rating actions, mergers closing, bankruptcies and crypto ETF listings. They imitate
data-release pages with "next release" lines, economic calendars, market wraps, broker notes,
earnings previews and recaps, investor FAQs, rating-agency releases, exchange notices and chart
captions. The events are real ones of 2022-2025; the wording is invented and the figures are
from memory, not checked data. The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind10.py
"""

from __future__ import annotations

from _blind10_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind10", "ln10-", "https://blind10.example.com/leak-set-blind10")


if __name__ == "__main__":
    build(PART, QUESTIONS)
