"""Build the `blind3` part of the leak set: blind3/questions.jsonl and blind3/documents.jsonl.

The texts (in `_blind3_texts.py`) were written blind: by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate forms such as long-form
magazine prose, think-tank commentary, launch and flight status pages, club statements,
parliamentary order papers, earnings previews and recaps, local news, encyclopedic summaries,
event tickets, government gazettes, chat logs and mixed-tense narratives. The events are real
ones of 2022-2025; the wording is invented and the figures are from memory, not checked data.
The split is computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind3.py
"""

from __future__ import annotations

from _blind3_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind3", "ld-", "https://blind3.example.com/leak-set-blind3")


if __name__ == "__main__":
    build(PART, QUESTIONS)
