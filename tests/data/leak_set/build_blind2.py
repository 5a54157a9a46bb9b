"""Build the `blind2` part of the leak set: blind2/questions.jsonl and blind2/documents.jsonl.

The texts (in `_blind2_texts.py`) were written blind: by a writer who had not read the leak
check's rules, its tests or any measurement of it. They imitate forms the earlier parts have
little of (forum threads, wiki talk-page notes, betting previews, weather bulletins, exchange
notices, central-bank calendars, court press summaries, conference agendas, changelogs,
closure notices, historic-present recaps, TV transcripts, headline lists, flattened tables,
non-native English). The events are real ones of 2022-2025; the wording is invented and the
figures are from memory, not checked data. The split is computed from the question id, never
chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind2.py
"""

from __future__ import annotations

from _blind2_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind2", "lc-", "https://blind2.example.com/leak-set-blind2")


if __name__ == "__main__":
    build(PART, QUESTIONS)
