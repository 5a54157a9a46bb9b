# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold41` part, read by `build_hold41.py`.

Sports beyond the big team leagues: motorsport (F1, IndyCar, NASCAR, Formula E, MotoGP, Dakar),
cycling, cricket, golf, athletics, combat sports, esports, darts and chess, written as race
reports, previews, live blogs, standings and results tables, fan-forum posts and betting pages.
Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold41.py` and the part's section in tests/data/leak_holdout.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = []
