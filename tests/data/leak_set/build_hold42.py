"""Build the `hold42` part of the leak set: hold42/{questions,documents}.jsonl.

The texts (in `_hold42_texts.py`) are business and corporate news of the kinds a markets desk,
a company's investor-relations page or a deals newsletter would publish: earnings previews and
recaps, IPO pricings and debuts, merger trackers, shareholder-vote notices, press releases,
analyst notes, investor calendars and market wrap-ups. The events are real ones of 2023-2025;
the wording is invented and the figures are from memory, not checked data. Written blind as a
held-out part, kept apart in tests/data/leak_holdout. The split is computed from the
question id, never chosen.
Measured once, on all its documents, with main 6a0f1a3 (second session of
2026-12-03), before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold42.py
"""

from __future__ import annotations

from _hold42_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold42", "p1-", "https://hold42.example.com/leak-set-hold42")


if __name__ == "__main__":
    build(PART, QUESTIONS)
