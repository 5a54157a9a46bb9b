"""Build the `hold66` part of the leak set: hold66/{questions,documents}.jsonl.

The texts (in `_hold66_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They are technology and AI texts (model releases, benchmarks and
leaderboards, chip launches, app-store and platform policy, developer conferences, open-source
releases) in the forms of company blogs, changelogs, release notes, tech press, forum and social
posts and wiki pages: outcome reports and follow-ups (leaks), and previews, schedules, betas and
speculation written before the event (keeps). The events are real ones of 2023-2025; the
wording is invented and the figures are from memory, not checked data. The split is computed
from the question id, never chosen.
Measured once, on all its documents, with main 1ffff87 (third session of 2026-12-03),
before any rule or model saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold66.py
"""

from __future__ import annotations

from _hold66_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold66", "r7-", "https://hold66.example.com/leak-set-hold66")


if __name__ == "__main__":
    build(PART, QUESTIONS)
