# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold44` part, read by `build_hold44.py`.

World news wires and international coverage: conflicts and diplomacy, summits and treaties,
sanctions, disasters and humanitarian updates, foreign elections, written as wire briefs, live
pages, explainers, timelines, factboxes and analysis. Each question's documents are one line
each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; see
`build_hold44.py` and the README section in `tests/data/leak_holdout/hold44.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
]
