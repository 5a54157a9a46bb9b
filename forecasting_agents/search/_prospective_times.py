"""Other times in a date's clause: a past tense with a time of its own reports that time.

The ``prospective`` policy (``_prospective``) reads a date with the verb that governs it; a past
tense that has another time right after it ("the Fed held in January", "after Lagarde said at
Jackson Hole on August 25, 2023") reports that time, not the date. These are the tests of what
counts as another time, kept apart so the policy's module stays readable.
"""

from __future__ import annotations

from forecasting_agents.search._prospective_evidence import REACH, DateSpan, listed_day
from forecasting_agents.search._prospective_text import Text, is_year
from forecasting_agents.search._prospective_tokens import MONTH_WORDS
from forecasting_agents.search._prospective_words import (
    ANCHOR_REACH,
    DETERMINERS,
    PAST_AUXILIARIES,
    PERFECT_AUXILIARIES,
    PRESENT_AUXILIARIES,
    TIME_ANCHORS,
)

__all__ = ["other_time", "own_time", "time_in_clause"]

_TENSED = PAST_AUXILIARIES | PERFECT_AUXILIARIES | PRESENT_AUXILIARIES
"""Auxiliaries with a tense: a clause's own verb, to which a time after it belongs."""


def other_time(t: Text, k: int, d: DateSpan) -> bool:
    """Is token ``k`` a time other than the date's: another date, a year, a month, a weekday,
    "yesterday", "last"?"""
    if d.first <= k <= d.last:
        return False
    if t.weekday(k) and d.first - 2 <= k < d.first:
        return False  # "Sunday, February 4, 2024": the date's own day
    if k < d.first and listed_day(t, k, d):
        return False  # "on 30 June and 7 July 2024": a day of the date's own list
    word = t.tokens[k].word
    if is_year(word) and _year_modifier(t, k):
        return False  # "a place in the 2026 Stanley Cup playoffs": a name's, not a time
    if t.in_date[k] or word in TIME_ANCHORS or is_year(word):
        return True
    return word in MONTH_WORDS and len(word) > 3 and t.tokens[k].raw != "may"


def _year_modifier(t: Text, k: int) -> bool:
    """Is the year at ``k`` a modifier of the noun after it, after a determiner ("the 2026
    Stanley Cup playoffs", "as 2025-26 La Liga champions")?"""
    if k + 1 >= len(t.tokens) or (t.in_date[k] and t.in_date[k + 1]):
        return False
    j = k + 1
    if t.tokens[j].word.isdigit() and len(t.tokens[j].word) == 2 and j + 1 < len(t.tokens):
        j += 1  # "2025-26"
    before = t.tokens[k - 1].word if k > 0 else ""
    opened = before in DETERMINERS or before.endswith("'s") or before == "as"
    return opened and t.tokens[j].raw[:1].isalpha()


def own_time(t: Text, i: int, d: DateSpan) -> bool:
    """Does the past tense at ``i`` have its own time right after it ("the Fed held in January")?"""
    stop = min(d.high, i + ANCHOR_REACH)
    return any(other_time(t, k, d) for k in range(i + 1, stop + 1) if not d.first <= k <= d.last)


def time_in_clause(t: Text, k: int, d: DateSpan) -> bool:
    """Does the past tense at ``k`` have a time of its own after it in its clause ("after
    Lagarde said at Jackson Hole on August 25, 2023")? It reports that time."""
    high = min(t.clauses[t.clause_of[k]][1], k + REACH)
    for j in range(k + 1, high + 1):  # up to a later verb: "said the Fed should cut next month"
        if other_time(t, j, d) or t.modal(j) or t.tokens[j].word in _TENSED:
            return other_time(t, j, d)
    return False
