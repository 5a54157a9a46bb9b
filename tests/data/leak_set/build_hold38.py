"""Build the `hold38` part of the leak set: hold38/questions.jsonl and hold38/documents.jsonl.

The texts (in `_hold38_texts.py`) were written blind as a held-out part, kept apart in
tests/data/leak_holdout, by a writer who had not read the leak check's rules, its tests or any
measurement of it. They imitate health and science sources: drug regulators (FDA, EMA, MHRA)
and advisory committees, trial registries and company readouts, outbreak and public-health
bulletins (WHO, CDC, ECDC, UKHSA), journal press releases, and space and climate agencies. The
events are real ones of 2023-2026; the wording is invented and the figures are from memory, not
checked data. The split is computed from the question id, never chosen.
Measured once, on all its documents, with the rules of main 44375d4 (first session of
2026-12-03), before any rule saw it, then moved into the leak set. Run:

    .venv/bin/python tests/data/leak_set/build_hold38.py
"""

from __future__ import annotations

from _hold38_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold38", "n6-", "https://hold38.example.com/leak-set-hold38")


if __name__ == "__main__":
    build(PART, QUESTIONS)
