"""Build the `blind11` part of the leak set: blind11/questions.jsonl and blind11/documents.jsonl.

The texts (in `_blind11_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it. They are about science, health, climate,
weather and space events of 2021-2025 (launches, landings, impacts, drug approvals and advisory
votes, trial readouts, outbreak declarations, hurricanes, heat and sea-ice records, eruptions,
Nobel announcements) and imitate agency bulletins and advisories, mission timelines, launch
manifests, conference programmes, embargo notices, press releases, explainers, encyclopedia
entries, science-news write-ups and agency social posts. The events are real; the wording is
invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind11.py
"""

from __future__ import annotations

from _blind11_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind11", "ln11-", "https://blind11.example.com/leak-set-blind11")


if __name__ == "__main__":
    build(PART, QUESTIONS)
