"""Build the `hold13` part of the leak set: hold13/questions.jsonl and documents.jsonl.

The texts (in `_hold13_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate science, technology, health and climate sources: keynote recaps
and launch pages, release notes, changelogs and release calendars, AI model releases and
leaderboards, trial registries and readouts, FDA and EMA calendars and decisions, launch
manifests and mission updates, climate bulletins, hurricane and cyclone advisories, and
earthquake reports. The events are real ones of 2023-2025; the wording is invented and the
figures are from memory, not checked data. The split is computed from the question id, never
chosen.
Measured once, on all its documents, with the rules of main edcc827 (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold13.py
"""

from __future__ import annotations

from _hold13_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold13", "ll-", "https://hold13.example.com/leak-set-hold13")


if __name__ == "__main__":
    build(PART, QUESTIONS)
