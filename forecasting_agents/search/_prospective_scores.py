"""Scores and tallies in a text, for the ``prospective`` leak policy's ``result-line`` rule.

A score ("40-22", "Chiefs 22, Eagles 40") next to a date reports the event of that date. The
patterns leave out what only looks like one: a number inside a longer number, an amount, a
clock time, a code, an identifier ("No. 22-451") and a range of days after a month ("March
15-16"). Every pattern is linear: no quantifier nests another.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence

from forecasting_agents.search._prospective_tokens import MONTH_WORDS

__all__ = ["DASH_SCORE", "NAMED_SCORE", "ResultLines", "result_lines"]

# A score or a tally: "40-22", "218-214", "3-1", not inside a longer number, a percentage, an
# amount, a date, a clock time ("8:00-18:00" is opening hours) or a code ("0A57-466A" of a link's
# target); or "Chiefs 22, Eagles 40". No quantifier nests another.
DASH_SCORE = re.compile(r"(?<![\w.,:$\u00a3\u20ac%-])\d{1,3} ?[-\u2013] ?\d{1,3}(?![\w%:-]|\.\d)")
NAMED_SCORE = re.compile(r"\b([A-Z][a-z]{1,20}) \d{1,3}, ([A-Z][a-z]{1,20}) \d{1,3}(?![\d%])")
IDENTIFIER_MARKS = ("no.", "nos.", "#", "case", "docket")
"""Words that make the number after them an identifier, not a score ("No. 22-451", "#3-2")."""


def _after_month(text: str, start: int) -> bool:
    """Is the number at ``start`` a range of days after a month ("Semi-finals March 15-16")?"""
    words = text[max(0, start - 10) : start].split()
    return bool(words) and words[-1].rstrip(".").lower() in MONTH_WORDS


def _identifier(text: str, start: int) -> bool:
    """Is the number at ``start`` numbered by :data:`IDENTIFIER_MARKS` just before it?"""
    before = text[max(0, start - 8) : start].rstrip().lower()
    return before.endswith(IDENTIFIER_MARKS)


def result_lines(text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Scores and tallies in ``text`` (character spans and text), outside dates (``spans``, in
    order, are the dates' characters)."""
    starts = [start for start, _ in spans]

    def in_date(offset: int) -> bool:
        k = bisect_right(starts, offset) - 1
        return k >= 0 and offset < spans[k][1]

    found = [
        (m.start(), m.end(), m.group())
        for m in DASH_SCORE.finditer(text)
        if not _identifier(text, m.start()) and not _after_month(text, m.start())
    ]
    for m in NAMED_SCORE.finditer(text):
        if not {m.group(1).lower(), m.group(2).lower()} & MONTH_WORDS:
            found.append((m.start(), m.end(), m.group()))
    return sorted(line for line in found if not in_date(line[0]))


class ResultLines:
    """The scores and tallies of a text, sorted, found within a span by bisection."""

    def __init__(self, text: str, spans: Sequence[tuple[int, int]]) -> None:
        self.found = result_lines(text, spans)
        self.starts = [s for s, _, _ in self.found]

    def within(self, start: int, end: int) -> tuple[int, str] | None:
        """The first score inside characters ``start``..``end``: its offset and text."""
        k = bisect_left(self.starts, start)
        if k < len(self.found) and self.found[k][1] <= end:
            return self.found[k][0], self.found[k][2]
        return None
