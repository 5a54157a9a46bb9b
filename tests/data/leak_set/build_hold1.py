"""Build the `hold1` part of the leak set: hold1/questions.jsonl and hold1/documents.jsonl.

The texts (in `_hold1_texts.py`) were written blind, by a writer who had not read the leak
check's rules, its tests or any measurement of it, as a held-out test. They
are plain, typical news articles of one to four sentences, as a wire service or a national
newspaper would write them: outcome reports and follow-ups (leaks), and previews, explainers
and analyses written before the event (keeps). The events are real ones of 2023-2025; the wording
is invented and the figures are from memory, not checked data. The split is computed from the
question id, never chosen.
Written blind as a held-out part; measured once, on all its documents, with the rules of
main 33534c4 (2026-12-02), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold1.py
"""

from __future__ import annotations

from _hold1_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold1", "lp-", "https://hold1.example.com/leak-set-hold1")


if __name__ == "__main__":
    build(PART, QUESTIONS)
