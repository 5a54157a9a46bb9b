"""Build the `hold21` part of the leak set: hold21/{questions,documents}.jsonl.

The texts (in `_hold21_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are regional and local news and public bulletins (weather and natural
disasters, public health, local elections and referendums, school and transit decisions) as
local papers, weather services, health departments, emergency and agency bulletins, election
offices, council minutes, community social posts and local radio transcripts would write them.
The events are real ones of 2023-2025; the wording is invented and the figures are from memory,
not checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main b1cf83e (2026-12-02), before any
rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold21.py
"""

from __future__ import annotations

from _hold21_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold21", "l8-", "https://hold21.example.com/leak-set-hold21")


if __name__ == "__main__":
    build(PART, QUESTIONS)
