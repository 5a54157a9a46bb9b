"""Build the `hold5` part of the leak set: hold5/{questions,documents}.jsonl.

The texts (in `_hold5_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. The questions are about data series in the style of ForecastBench's dataset
questions (FRED series, Yahoo Finance closes, Wikipedia-tracked facts, ACLED event counts,
DBnomics statistics): "will series X be higher on date D than on date C?". The documents are
the texts such questions meet: release notes, data bulletins, market wraps, latest-value pages,
analyst notes, release calendars, conflict monitors, weather bulletins, wiki tables and
background texts. The events are real ones of 2023-2025; the wording is invented and the
figures are from memory and approximate, not checked data. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with the rules of main c7acc20 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold5.py
"""

from __future__ import annotations

from _hold5_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold5", "lt-", "https://hold5.example.com/leak-set-hold5")


if __name__ == "__main__":
    build(PART, QUESTIONS)
