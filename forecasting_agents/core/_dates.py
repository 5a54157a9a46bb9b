"""Dates: the one parser of ISO days and timestamps, and the point-in-time rule of publication.

Conventions
-----------
- Dates are ISO-8601 strings on the wire (``"2025-02-20"``) and are parsed by exactly one function,
  :func:`parse_iso_date`, so a cutoff and a publication date are never read by two different rules.
  The date of a timestamp with an offset is its date in UTC.
- A record parses its own dates once, when it is built (:func:`parsed_date_field`, behind
  :attr:`forecasting_agents.core.ForecastQuestion.cutoff` and
  :attr:`forecasting_agents.agent.AgentState.cutoff`), and again only when the field is given a new
  value; code reads the parsed value.
- A cutoff is exclusive: a document is point-in-time safe only if it was published strictly *before*
  the cutoff date. :func:`classify_publication` is the one place that rule lives; a missing date is
  ``"undated"`` and an unreadable one ``"unparseable"``, never a pass.
- Timestamps (when evidence was retrieved) are compared as naive UTC; an aware timestamp is
  converted to UTC first, and a naive one is taken to be UTC already.
- A value that cannot be read raises :class:`DateParseError` naming what it was and the value.
"""

from __future__ import annotations

import email.utils
from datetime import UTC, date, datetime
from typing import Literal

from forecasting_agents.core._errors import DateParseError

__all__ = [
    "PublicationClass",
    "classify_publication",
    "parse_iso_date",
    "parse_iso_timestamp",
    "parse_provider_date",
    "parsed_date_field",
]


PublicationClass = Literal["before_cutoff", "on_or_after_cutoff", "undated", "unparseable"]


def parse_iso_date(value: object, *, what: str = "date") -> date:
    """Read an ISO-8601 date, or the UTC date of an ISO-8601 timestamp.

    A timestamp with an offset is converted to UTC before its date is taken, so
    ``2025-02-19T20:00-08:00`` is 20 February, the day it was in UTC. Accepts ``date`` and
    ``datetime`` objects, ``"2025-02-20"`` and ``"2025-02-20T13:00:00Z"``.
    Raises :class:`DateParseError` naming ``what`` and the bad value otherwise.
    """
    if isinstance(value, datetime):
        return _as_naive_utc(value, what).date()
    if isinstance(value, date):
        return value
    if not isinstance(value, str) or not value.strip():
        raise DateParseError(f"{what}: expected an ISO date such as '2025-02-20', got {value!r}")
    text = value.strip()
    try:
        return date.fromisoformat(text)
    except ValueError:
        pass
    try:
        moment = _parse_datetime_text(text)
    except ValueError:
        raise DateParseError(
            f"{what}: {value!r} is not an ISO date; write it as YYYY-MM-DD"
        ) from None
    return _as_naive_utc(moment, what).date()


def parse_provider_date(value: object, *, what: str = "date") -> date:
    """The UTC date of a date or timestamp a provider sent, ISO-8601 or RFC 2822.

    The one way every provider timestamp becomes a day: ``Wed, 19 Feb 2025 23:30:00 -0800``
    and ``2025-02-19T23:30:00-08:00`` name the same instant, so both are 20 February (UTC), and
    a cutoff keeps or drops them alike. An RFC 2822 time without a zone (``-0000``) is taken as
    UTC, as an ISO one is. Raises :class:`DateParseError` for anything else.
    """
    try:
        return parse_iso_date(value, what=what)
    except DateParseError:
        if not isinstance(value, str):
            raise
    try:
        moment = email.utils.parsedate_to_datetime(value.strip())
    except (TypeError, ValueError, IndexError):
        raise DateParseError(
            f"{what}: {value!r} is neither an ISO-8601 nor an RFC 2822 date"
        ) from None
    return _as_naive_utc(moment, what).date()


def parsed_date_field(record: object, name: str) -> date | None:
    """``record.<name>``, an ISO date string or None, as a ``date``: parsed once per value.

    The parse is kept on the record beside the string, so a question's cutoff is read by
    :func:`parse_iso_date` once, when the question is built, however many times code asks for
    it; if the field is later assigned a new value, that value is parsed on the next read.
    Raises :class:`DateParseError` naming the record's class and field.
    """
    value = getattr(record, name)
    cache = record.__dict__.setdefault("_parsed_dates", {})
    hit = cache.get(name)
    if hit is None or hit[0] is not value:
        what = f"{type(record).__name__}.{name}"
        hit = (value, None if value is None else parse_iso_date(value, what=what))
        cache[name] = hit
    return hit[1]


def parse_iso_timestamp(value: object, *, what: str = "timestamp") -> datetime:
    """Read an ISO-8601 timestamp as naive UTC (aware values are converted, naive kept)."""
    if isinstance(value, datetime):
        parsed = value
    elif isinstance(value, str) and value.strip():
        try:
            parsed = _parse_datetime_text(value.strip())
        except ValueError:
            raise DateParseError(
                f"{what}: {value!r} is not an ISO timestamp; write it as YYYY-MM-DDTHH:MM:SS"
            ) from None
    else:
        raise DateParseError(f"{what}: expected an ISO timestamp, got {value!r}")
    return _as_naive_utc(parsed, what)


def _as_naive_utc(moment: datetime, what: str) -> datetime:
    """An aware moment converted to UTC; a naive one is taken to be UTC already. A moment whose
    UTC time falls outside the years 1 to 9999 (``9999-12-31T23:00-12:00``) is refused."""
    if moment.tzinfo is None:
        return moment
    try:
        return moment.astimezone(UTC).replace(tzinfo=None)
    except OverflowError:
        raise DateParseError(
            f"{what}: {moment.isoformat()!r} is outside the years 1 to 9999 in UTC"
        ) from None


def _parse_datetime_text(text: str) -> datetime:
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    return datetime.fromisoformat(text)


def classify_publication(published: object, cutoff: object) -> PublicationClass:
    """Place a publication date relative to an exclusive cutoff.

    ``None`` or an empty string is ``"undated"``: a missing date proves nothing about when a
    page appeared, so it is its own class rather than a pass. A cutoff that cannot be parsed is
    the caller's error and raises; a publication date that cannot be parsed is the provider's
    and is classified ``"unparseable"``.
    """
    cutoff_day = parse_iso_date(cutoff, what="cutoff_date")
    if published is None or (isinstance(published, str) and not published.strip()):
        return "undated"
    try:
        published_day = parse_iso_date(published, what="published")
    except DateParseError:
        return "unparseable"
    return "before_cutoff" if published_day < cutoff_day else "on_or_after_cutoff"
