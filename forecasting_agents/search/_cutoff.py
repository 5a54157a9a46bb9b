"""The point-in-time rules of a search: what a request may ask, and what a result may say.

A forecast made "as of" a day may use only what was published before it. This module defines the
checks built on that rule, which the search clients (``_corpus``, ``_tavily``) and the executor
(``_executor``) use:

- :func:`check_search_request` validates the arguments every search client receives (a non-empty
  query, a positive ``max_results``, a readable cutoff) and returns the parsed cutoff;
  :func:`search_request_problem` is the same check as a message, for the executor, which refuses a
  request rather than raise. :data:`forecasting_agents.search.DEFAULT_MAX_RESULTS` (declared in
  ``_protocol`` beside the protocol) is every client's default.
- :func:`partition_by_publication` splits results into the classes of
  :func:`forecasting_agents.core.classify_publication`, and :func:`drop_post_cutoff` removes the
  ones dated on or after the cutoff.
- :func:`date_mentions` finds the date expressions of a text (:class:`DateMention`: where, what,
  the days it can mean); :func:`find_post_cutoff_mentions` and :func:`flag_leaks` read a result's
  *text* for dates on or after the cutoff: the ``strict`` leak policy. The ``schedule-aware``
  and ``prospective`` policies, which read the words around each date, are ``_leaks`` and
  ``_prospective``.

Conventions
-----------
- A cutoff is exclusive and is decided only by :func:`forecasting_agents.core.classify_publication`:
  a result dated on or after the cutoff is dropped. Undated and unparseable results are *kept* (a
  live run would otherwise lose most of the web) but they are a class of their own, which
  :func:`partition_by_publication` counts, so an evaluation can decide what to do with them.
- A publication date is metadata, and metadata leaks: a page dated before the cutoff may have been
  updated with what happened after it. The leak check is a conservative text check, not proof of a
  leak.
- Nothing here reads the wall clock: the cutoff is always a parameter.

Where the rest lives: the limits the executor enforces on a model's request (``MAX_QUERY_CHARS``,
``MAX_RESULTS_LIMIT``) and the executor itself are in ``_executor``; the leak policies are
``_leaks``; the publisher policy is ``_domains``. The audit report
(:mod:`forecasting_agents.report`) re-runs the strict leak check to show each verdict.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from typing import get_args

from forecasting_agents.core._dates import (
    PublicationClass,
    classify_publication,
    parse_iso_date,
)
from forecasting_agents.core._schemas import SearchResult

__all__ = [
    "PUBLICATION_CLASSES",
    "DateMention",
    "check_search_request",
    "date_mentions",
    "drop_post_cutoff",
    "find_post_cutoff_mentions",
    "flag_leaks",
    "partition_by_publication",
    "search_request_problem",
]


PUBLICATION_CLASSES: tuple[str, ...] = get_args(PublicationClass)
"""The classes :func:`classify_publication` can return, in its declared order."""


# --------------------------------------------------------------------------- cutoff


def partition_by_publication(
    results: Iterable[SearchResult], cutoff: date | str | None
) -> dict[str, list[SearchResult]]:
    """Split results by :func:`classify_publication` class, keeping order within each class.

    Every class is present as a key (possibly with an empty list). With ``cutoff=None`` there
    is no boundary, so every dated result counts as ``"before_cutoff"``; undated and
    unparseable results are still separated.
    """
    boundary = date.max if cutoff is None else parse_iso_date(cutoff, what="cutoff_date")
    classes: dict[str, list[SearchResult]] = {name: [] for name in PUBLICATION_CLASSES}
    for result in results:
        classes[classify_publication(result.published, boundary)].append(result)
    return classes


def drop_post_cutoff(results: Sequence[SearchResult], cutoff: date | None) -> list[SearchResult]:
    """Keep results not dated on or after ``cutoff`` (undated ones stay), in order."""
    if cutoff is None:
        return list(results)
    return [r for r in results if classify_publication(r.published, cutoff) != "on_or_after_cutoff"]


def search_request_problem(query: object, max_results: object) -> str | None:
    """Why a search request is malformed, or None. Shared by the clients and the executor.

    The executor adds its own limits on top (``forecasting_agents.search._executor.MAX_QUERY_CHARS``
    and ``MAX_RESULTS_LIMIT``); a client accepts any positive ``max_results``.
    """
    if not isinstance(query, str):
        return f"query must be a string, got {type(query).__name__}"
    if not query.strip():
        return "query is empty"
    if isinstance(max_results, bool) or not isinstance(max_results, int) or max_results < 1:
        return f"max_results must be a positive integer, got {max_results!r}"
    return None


def check_search_request(query: object, max_results: object, cutoff_date: object) -> date | None:
    """Validate a search client's arguments; return the parsed cutoff (None when there is none).

    Raises ValueError (``search: <problem>``) for a malformed query or ``max_results``, and
    :class:`forecasting_agents.core.DateParseError` for a cutoff that is not an ISO date.
    """
    problem = search_request_problem(query, max_results)
    if problem is not None:
        raise ValueError(f"search: {problem}")
    return None if cutoff_date is None else parse_iso_date(cutoff_date, what="cutoff_date")


# --------------------------------------------------------------------------- leak check

# English month names and the abbreviations in common use; matching is case-insensitive.
_MONTH_NAMES = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH_NUMBERS: dict[str, int] = {
    **{name[:3]: number for number, name in enumerate(_MONTH_NAMES, start=1)},
    "sept": 9,
    **{name: number for number, name in enumerate(_MONTH_NAMES, start=1)},
}

# Longest names first, so "june" is preferred to "jun"; no letter may touch either end.
_MONTH = (
    r"(?<![a-z])(?:" + "|".join(sorted(_MONTH_NUMBERS, key=len, reverse=True)) + r")(?![a-z])\.?"
)
_ORDINAL = r"(?:st|nd|rd|th)?"
_YEAR = r"\d{4}(?!\d)"
_RANGE = r"\s*[-\u2013]\s*"  # hyphen or en dash, as in "March 18-19, 2025"
# One alternation, tried left to right at each position, so "March 19, 2025" is read as a day
# and never also as the month-year "March 2025".
_DATE_MENTION = re.compile(
    rf"""
      (?<!\d)(?P<iso_y>\d{{4}})-(?P<iso_m>\d{{2}})-(?P<iso_d>\d{{2}})(?!\d)
    | (?<![\d/.])(?P<num_a>\d{{1,2}})(?P<num_sep>[/.])(?P<num_b>\d{{1,2}})(?P=num_sep)
      (?P<num_y>(?:19|20)\d{{2}})(?![\d/]|\.\d)
    | (?P<md_m>{_MONTH})\s+(?P<md_d1>\d{{1,2}}){_ORDINAL}
      (?:{_RANGE}(?P<md_d2>\d{{1,2}}){_ORDINAL})?,?\s+(?P<md_y>{_YEAR})
    | (?<!\d)(?P<dm_d1>\d{{1,2}}){_ORDINAL}(?:{_RANGE}(?P<dm_d2>\d{{1,2}}){_ORDINAL})?
      \s+(?:of\s+)?(?P<dm_m>{_MONTH}),?\s+(?P<dm_y>{_YEAR})
    | (?P<my_m>{_MONTH}),?\s+(?:of\s+)?(?P<my_y>{_YEAR})
    """,
    re.IGNORECASE | re.VERBOSE,
)


def _month_number(text: str) -> int:
    return _MONTH_NUMBERS[text.rstrip(".").lower()]


@dataclass(frozen=True)
class DateMention:
    """One date expression in a text: where it is, what it says, and the days it can mean.

    ``first`` and ``last`` bound the days the expression may refer to: a single day is both;
    a day range ("March 18-19, 2025") runs from its first to its last day; a month-year
    ("March 2025") covers the whole month. ``start`` and ``end`` are offsets into the text.
    """

    expression: str
    start: int
    end: int
    first: date
    last: date


def _numeric_days(a: int, b: int, year: int) -> tuple[date, date] | None:
    """The days a numeric date ("09/05/2024", "16.07.2023") can mean: month/day and day/month,
    whichever are real days, earliest first. An ambiguous one spans both readings, so the
    latest day it can mean decides, as for a month."""
    days = []
    for month, day in ((a, b), (b, a)):
        try:
            days.append(date(year, month, day))
        except ValueError:
            continue
    return (min(days), max(days)) if days else None


def _day_span(match: re.Match[str]) -> tuple[date, date] | None:
    """The first and last day a date mention can refer to, or None if it names no real day."""
    groups = match.groupdict()
    try:
        if groups["iso_y"]:
            day = date(int(groups["iso_y"]), int(groups["iso_m"]), int(groups["iso_d"]))
            return day, day
        if groups["num_y"]:
            return _numeric_days(int(groups["num_a"]), int(groups["num_b"]), int(groups["num_y"]))
        if groups["my_y"]:
            year, month = int(groups["my_y"]), _month_number(groups["my_m"])
            return date(year, month, 1), date(year, month, calendar.monthrange(year, month)[1])
        prefix = "md" if groups["md_y"] else "dm"
        year, month = int(groups[f"{prefix}_y"]), _month_number(groups[f"{prefix}_m"])
        first = date(year, month, int(groups[f"{prefix}_d1"]))
        last_day = groups[f"{prefix}_d2"]
        last = first if last_day is None else date(year, month, int(last_day))
    except ValueError:  # "February 30, 2025", month 13, year 0
        return None
    return (first, last) if first <= last else None


def date_mentions(text: str) -> list[DateMention]:
    """Every date expression in ``text`` that names real days, in order of appearance.

    The forms are those of :func:`find_post_cutoff_mentions`; bare years are not mentions.
    """
    found = []
    for match in _DATE_MENTION.finditer(text):
        span = _day_span(match)
        if span is not None:
            found.append(DateMention(match.group(), match.start(), match.end(), *span))
    return found


def _mentions_on_or_after(text: str, cutoff: date) -> list[str]:
    # The *latest* day a mention can mean decides, so "February 2025" counts against a
    # 2025-02-20 cutoff: it may mean a later day of the month.
    return [m.expression for m in date_mentions(text) if m.last >= cutoff]


def find_post_cutoff_mentions(text: str, cutoff: date | str) -> list[str]:
    """The date expressions in ``text`` that fall on or after ``cutoff``, in order of appearance.

    Recognised forms, with English month names or abbreviations in any case and an optional
    ordinal suffix on the day: ``2025-03-19``; ``March 19, 2025``, ``Mar. 19, 2025`` and
    ``Mar 19 2025``; ``19 March 2025``; day ranges such as ``March 18-19, 2025``; the
    month-year ``March 2025``; and numeric dates with a four-digit year, ``09/05/2024`` or
    ``16.07.2023``, read both as month/day and day/month (an ambiguous one may mean either
    day, so its later reading decides). Expressions that name no real day (``February 30,
    2025``, ``31/31/2025``) are ignored, and so are bare years, because background text cites
    years all the time.

    The rule is conservative: a mention counts when the *latest* day it can refer to is on or
    after the cutoff (the cutoff day itself counts, as it does for publication dates). So a
    month-year counts when its month is the cutoff's month or later, since "February 2025"
    may mean a day after a 2025-02-20 cutoff, and a range counts when its last day does. A
    mention is evidence worth removing a source for, not proof: a preview written before the
    cutoff may name the scheduled day of the event it previews.
    """
    if not isinstance(text, str):
        raise TypeError(
            f"find_post_cutoff_mentions: text must be a string, got {type(text).__name__}"
        )
    return _mentions_on_or_after(text, parse_iso_date(cutoff, what="cutoff"))


def flag_leaks(
    results: Iterable[SearchResult], cutoff: date | str
) -> tuple[list[SearchResult], list[SearchResult]]:
    """Split results into (kept, flagged): flagged ones mention a date on or after ``cutoff``.

    This is the ``strict`` policy; the executor applies the policy it is given through
    :func:`forecasting_agents.search.screen_leaks`, which also says why.

    Title and snippet are checked separately, so a date cannot be assembled across the two.
    Both lists keep the input order. See :func:`find_post_cutoff_mentions` for the rule.
    """
    boundary = parse_iso_date(cutoff, what="cutoff")
    kept: list[SearchResult] = []
    flagged: list[SearchResult] = []
    for result in results:
        texts = (result.title or "", result.snippet or "")
        leaky = any(_mentions_on_or_after(text, boundary) for text in texts)
        (flagged if leaky else kept).append(result)
    return kept, flagged
