"""What every live question source shares: safe text, the query, the rules that make a question.

A source (:mod:`._metaculus`, :mod:`._manifold`, :mod:`._kalshi`, :mod:`._polymarket`) reads one
provider's JSON into a :class:`Listing`, a typed, already-sanitised view of one market; the rules
here turn a listing into a :class:`forecasting_agents.core.BacktestQuestion`, or into a skip with
a reason. One set of rules, so a question means the same thing whichever market it came from.

Conventions
-----------
- Every field of a provider's reply is untrusted: it may be missing, the wrong type, huge or
  hostile. Readers here return None for a value they cannot use, never guess; text goes through
  :func:`market_text` (one line, no markup, capped); ids are re-spelled by :func:`question_id`.
- Nothing here reads the wall clock: the day the questions are taken (``as_of``) is part of the
  :class:`QuestionQuery`, so the same replies always give the same file.
- An open question's ``cutoff_date`` is ``as_of`` and its market price the one the API reports
  now. A resolved question's cutoff is ``days_before_close`` days before the earliest of its close
  and resolution days (never before the day it opened), or the caller's fixed ``cutoff``; its price
  is the probability in effect before that cutoff when the source publishes a history, else null:
  the last price of a resolved market already knows the outcome.
- An outcome is 1 or 0 only from an explicit Yes/No resolution; annulled, ambiguous, cancelled or
  partially paid questions are skipped, never written as open.
- Every market a source reads and does not write is reported as ``(id, reason)``.
- How a source reads its API (requests, paging, and gathering listings into questions) is the
  one template of :mod:`._reading`; the number of pages it requests is bounded
  (:data:`MAX_PAGES`).
"""

from __future__ import annotations

import hashlib
import math
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any
from urllib.parse import urlsplit

from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import DateParseError, SchemaError
from forecasting_agents.core._formats import MAX_ID_CHARS, BacktestQuestion
from forecasting_agents.core._schemas import ForecastQuestion

__all__ = [
    "DEFAULT_DAYS_BEFORE_CLOSE",
    "DEFAULT_LIMIT",
    "DEFAULT_SOURCE_TIMEOUT",
    "MAX_DAYS_BEFORE_CLOSE",
    "MAX_IDS",
    "MAX_LIMIT",
    "MAX_PAGES",
    "MAX_SEARCH_CHARS",
    "MAX_TEXT_CHARS",
    "MAX_TITLE_CHARS",
    "SELECTIONS",
    "Listing",
    "QueryError",
    "QuestionQuery",
    "QuestionSource",
    "Skipped",
    "SourceResult",
    "build_question",
    "criteria_text",
    "day_from_epoch",
    "day_from_iso",
    "market_text",
    "price_at",
    "probability",
    "question_id",
    "safe_url",
    "sanitize_text",
    "shown",
    "source_id",
]


SELECTIONS = ("open", "resolved", "any")
"""Which questions a query wants; ``any`` (open or resolved) only for named ids."""

DEFAULT_LIMIT = 20
MAX_LIMIT = 500
MAX_IDS = 100
MAX_SEARCH_CHARS = 200
DEFAULT_DAYS_BEFORE_CLOSE = 7
"""A resolved question is forecast a week before it closed: late enough that the question is
live, early enough that the answer is usually not yet in the news."""
MAX_DAYS_BEFORE_CLOSE = 365
DEFAULT_SOURCE_TIMEOUT = 30.0
"""Seconds per attempt: a page of markets is small, and a read API that is slower is down."""

MAX_PAGES = 20
"""Pages one listing may request: bounds a command against an API that never stops paging."""
_MAX_HISTORY_POINTS = 20_000

MAX_TITLE_CHARS = 300
MAX_TEXT_CHARS = 4_000
"""Caps on text written to a questions file: a title is one line; resolution criteria and fine
print are kept longer than in a live prompt, because a backtest shows the agent the whole
criterion."""
_MAX_URL_CHARS = 500
_MAX_RAW_ID_CHARS = 200


# --------------------------------------------------------------------------- safe text

_HTML_TAG = re.compile(r"<[^<>]{0,200}>")


# Invisible or layout-breaking characters (C0/C1 controls, zero-width and bidi overrides) and
# the characters that start markup in a prompt, HTML or notebook Markdown.
# Lone surrogates (U+D800-U+DFFF, which a JSON reply may spell as an escape without its pair)
# too: they are not characters, and no file can hold them.
_UNSAFE_CHARS = re.compile(
    "[\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff\ud800-\udfff<>`]"
)


# A comparison sign before a number ("> 85°", "<=$50"): spelled out before sanitising, which
# would otherwise drop the sign, or drop everything between a "<" and a later ">" as a tag.
_COMPARISON = re.compile(r"(>=|<=|>|<) ?(?=[-+$.0-9])")
_COMPARISON_WORDS = {">=": "at least ", "<=": "at most ", ">": "more than ", "<": "less than "}


def sanitize_text(text: object, max_chars: int) -> str:
    """Make third-party text safe to put in a prompt or notebook: one line, no markup, capped.

    Removes HTML-like tags, control and invisible characters, lone surrogates, and the
    characters ``<``, ``>`` and backtick; collapses all whitespace (newlines included) to single
    spaces; and cuts to ``max_chars`` with a trailing ``...``. Applying it twice changes nothing.
    Non-text is "".
    """
    if not isinstance(text, str):
        return ""
    cleaned = " ".join(_HTML_TAG.sub(" ", text).split())
    cleaned = " ".join(_UNSAFE_CHARS.sub("", cleaned).split())
    if len(cleaned) <= max_chars:
        return cleaned
    if max_chars <= 3:
        return cleaned[:max_chars]
    return cleaned[: max_chars - 3].rstrip() + "..."


def market_text(value: object, max_chars: int) -> str:
    """:func:`sanitize_text` for a market's own words, keeping a comparison's meaning.

    ``>`` and ``<`` before a number become words first ("more than 85°"), so a threshold in a
    title survives the removal of markup characters. Non-text is "".
    """
    if not isinstance(value, str):
        return ""
    # Cut a huge value before any regex runs over it; the cap below is the real limit.
    head = value[: max_chars * 4 + 1_000]
    return sanitize_text(_COMPARISON.sub(lambda m: _COMPARISON_WORDS[m.group(1)], head), max_chars)


def criteria_text(parts: Iterable[tuple[str, object]], max_chars: int = MAX_TEXT_CHARS) -> str:
    """Labelled pieces of text (``("Fine print", value)``) as one sanitised, capped line.

    A piece with an empty label is written without one; pieces that are not text, or are
    empty, are dropped. The whole is capped, so order the pieces by what matters most.
    """
    pieces = []
    for label, value in parts:
        text = market_text(value, max_chars)
        if text:
            pieces.append(f"{label}: {text}" if label else text)
    return sanitize_text(" ".join(pieces), max_chars)


def shown(value: object, limit: int = 60) -> str:
    """A provider's value as a reason may quote it: repr, escaped, short; containers by type."""
    if isinstance(value, dict | list | tuple):
        return f"a JSON {'object' if isinstance(value, dict) else 'list'}"
    if isinstance(value, str):
        value = value[: limit + 1]
    text = repr(value)  # repr escapes control, bidi and other unprintable characters
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --------------------------------------------------------------------------- untrusted values

_ID_UNSAFE = re.compile(r"[^A-Za-z0-9._-]")


def source_id(value: object) -> str | None:
    """A provider's id as text: a non-negative integer or a short non-empty string, else None."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return str(value) if value >= 0 else None
    if isinstance(value, str) and value.strip() and len(value) <= _MAX_RAW_ID_CHARS:
        return value.strip()
    return None


def question_id(source: str, raw: str) -> str:
    """``<source>-<raw>``, spelled with letters, digits, ``.``, ``_`` and ``-`` only.

    An id that had to be changed (an unsafe character, or too long for the format's
    :data:`~forecasting_agents.core._ids.MAX_ID_CHARS`) ends in a hash of the original, so two
    different ids never become one.
    """
    safe = _ID_UNSAFE.sub("-", raw)
    ident = f"{source}-{safe}"
    if safe == raw and len(ident) <= MAX_ID_CHARS:
        return ident
    digest = hashlib.sha256(raw.encode("utf-8", "replace")).hexdigest()[:10]
    keep = MAX_ID_CHARS - len(source) - len(digest) - 2
    return f"{source}-{safe[:keep]}-{digest}"


def probability(value: object) -> float | None:
    """A number (or numeric string) in [0, 1], else None. Booleans are not numbers."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    if isinstance(value, str):
        if len(value) > 32:
            return None
        try:
            value = float(value)
        except ValueError:
            return None
    number = float(value)
    return number if math.isfinite(number) and 0.0 <= number <= 1.0 else None


def day_from_iso(value: object) -> date | None:
    """The UTC day of an ISO date or timestamp string, else None."""
    if not isinstance(value, str) or len(value) > 64:
        return None
    try:
        return parse_iso_date(value, what="timestamp")
    except DateParseError:
        return None


# Epoch times outside these bounds are not dates a market could hold (1990 to 2200).
_EPOCH_S_RANGE = (631_152_000, 7_258_118_400)


def day_from_epoch(value: object, *, milliseconds: bool = False) -> date | None:
    """The UTC day of an epoch time in seconds (or milliseconds), else None."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    seconds = value / 1000 if milliseconds else value
    if not math.isfinite(seconds) or not _EPOCH_S_RANGE[0] <= seconds <= _EPOCH_S_RANGE[1]:
        return None
    return datetime.fromtimestamp(seconds, UTC).date()


def safe_url(value: object) -> str | None:
    """An http(s) URL with a host, no whitespace or control characters, short; else None."""
    if not isinstance(value, str) or len(value) > _MAX_URL_CHARS:
        return None
    if value != sanitize_text(value, _MAX_URL_CHARS) or " " in value:
        return None
    try:
        parts = urlsplit(value)
    except ValueError:
        return None
    return value if parts.scheme in ("http", "https") and parts.hostname else None


def _epoch_of(day: date) -> float:
    return datetime(day.year, day.month, day.day, tzinfo=UTC).timestamp()


def price_at(history: Iterable[tuple[float, float]], cutoff: date) -> float | None:
    """The probability in effect before ``cutoff`` (midnight UTC) in ``(time, p)`` points."""
    boundary = _epoch_of(cutoff)
    best: tuple[float, float] | None = None
    for index, (moment, value) in enumerate(history):
        if index >= _MAX_HISTORY_POINTS:
            break
        if moment < boundary and (best is None or moment > best[0]):
            best = (moment, value)
    return None if best is None else best[1]


# --------------------------------------------------------------------------- the query


@dataclass(frozen=True)
class QuestionQuery:
    """What to fetch from a source, and the day it is taken; every source reads the same fields.

    ``selection`` is ``open``, ``resolved`` or ``any`` (only with ``ids``: each question as it
    is). With ``ids`` the named markets are fetched and ``limit`` is their number; otherwise a
    listing is paged until ``limit`` questions are usable. ``cutoff`` fixes the cutoff of every
    resolved question; else it is ``days_before_close`` days before each one closed.
    """

    as_of: date
    selection: str = "open"
    ids: tuple[str, ...] = ()
    search: str | None = None
    limit: int = DEFAULT_LIMIT
    cutoff: date | None = None
    days_before_close: int = DEFAULT_DAYS_BEFORE_CLOSE
    tournament: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.as_of, date):
            raise ValueError(f"as_of must be a date, got {self.as_of!r}")
        if self.selection not in SELECTIONS:
            raise ValueError(f"selection must be one of {SELECTIONS}, got {self.selection!r}")
        if self.selection == "any" and not self.ids:
            raise ValueError("selection 'any' needs ids; a listing is of open or resolved ones")
        ids_ok = isinstance(self.ids, tuple) and all(isinstance(i, str) for i in self.ids)
        if not ids_ok or len(self.ids) > MAX_IDS:
            raise ValueError(f"ids must be a tuple of at most {MAX_IDS} strings")
        if self.ids and self.search is not None:
            raise ValueError("give ids or a search, not both")
        for name in ("search", "tournament"):
            value = getattr(self, name)
            if value is not None and not (
                isinstance(value, str) and 0 < len(value.strip()) <= MAX_SEARCH_CHARS
            ):
                raise ValueError(f"{name} must be 1-{MAX_SEARCH_CHARS} characters of text")
        limit_ok = _whole(self.limit) and 1 <= self.limit <= MAX_LIMIT
        days_ok = (
            _whole(self.days_before_close) and 1 <= self.days_before_close <= MAX_DAYS_BEFORE_CLOSE
        )
        if not limit_ok or not days_ok:
            raise ValueError(
                f"limit must be 1-{MAX_LIMIT} and days_before_close 1-{MAX_DAYS_BEFORE_CLOSE}, "
                f"got {self.limit!r} and {self.days_before_close!r}"
            )
        if self.cutoff is not None and not isinstance(self.cutoff, date):
            raise ValueError(f"cutoff must be a date or None, got {self.cutoff!r}")

    @property
    def wanted(self) -> int:
        """How many questions to write at most: one per id, else ``limit``."""
        return len(self.ids) if self.ids else self.limit


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass
class SourceResult:
    """What a source returned: the questions to write, and every market it left out, with why.

    ``notes`` says what the caller should know about the listing as a whole (a page bound hit).
    """

    source: str
    questions: list[BacktestQuestion] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def records(self) -> list[dict[str, Any]]:
        """The questions as the lines of a questions file, for ``write_jsonl``."""
        return [question.to_record() for question in self.questions]


@dataclass(frozen=True)
class QuestionSource:
    """One live question source as the ``questions`` command sees it.

    ``fetch(query, *, base_url, timeout, retry, attempts)`` returns a :class:`SourceResult`.
    ``id_pattern`` is what one of its ids looks like (``id_hint`` says so in words);
    ``search`` and ``tournament`` say whether its API can filter by text or by tournament.
    """

    name: str
    fetch: Callable[..., SourceResult]
    id_pattern: re.Pattern[str]
    id_hint: str
    search: bool = False
    tournament: bool = False

    def check(self, query: QuestionQuery) -> None:
        """Raise :class:`QueryError` if ``query`` asks for what this source cannot do."""
        bad = [i for i in query.ids if not self.id_pattern.fullmatch(i)]
        if bad:
            raise QueryError("ids", f"{shown(bad[0])} is not {self.id_hint}")
        if query.search is not None and not self.search:
            raise QueryError("search", f"{self.name}'s API has no text search")
        if query.tournament is not None and not self.tournament:
            raise QueryError("tournament", f"{self.name} has no tournaments")


class QueryError(ValueError):
    """A query a source cannot answer; ``field`` is the :class:`QuestionQuery` field at fault."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


class Skipped(Exception):
    """One market is not written; ``ident`` names it (None if it has no id), ``reason`` says why."""

    def __init__(self, ident: str | None, reason: str) -> None:
        super().__init__(reason)
        self.ident, self.reason = ident, reason


@dataclass(frozen=True)
class Listing:
    """One market as a source read it: typed, with its text already sanitised.

    ``status`` is ``open``, ``resolved`` (``outcome`` 1.0 or 0.0), ``void`` (resolved without a
    yes or no: annulled, ambiguous, cancelled), ``closed`` (no longer open, not yet resolved) or
    ``upcoming``; ``status_note`` says it in the source's words. ``closes`` is the earliest close
    day known, ``resolves`` the resolution day (actual once resolved, else scheduled). ``price``
    is the current probability of Yes; ``history`` holds ``(epoch seconds, probability)`` points
    where the source publishes them.
    """

    source: str
    raw_id: str
    title: str
    description: str
    status: str
    outcome: float | None = None
    status_note: str = ""
    opened: date | None = None
    closes: date | None = None
    resolves: date | None = None
    price: float | None = None
    history: tuple[tuple[float, float], ...] = ()
    url: str | None = None
    outcome_source: str | None = None

    @property
    def question_id(self) -> str:
        return question_id(self.source, self.raw_id)


# --------------------------------------------------------------------------- the rules


def build_question(listing: Listing, query: QuestionQuery) -> BacktestQuestion:
    """The question a listing makes under ``query``'s rules; raises :class:`Skipped` saying why not.

    See the module docstring for the cutoff, price and outcome rules.
    """
    ident = listing.question_id
    _check_selection(listing, query.selection, ident)
    if not listing.title:
        raise Skipped(ident, "no question text")
    if listing.status == "open":
        cutoff, resolution = _open_dates(listing, query, ident)
        price = listing.price
    else:
        cutoff, resolution = _resolved_dates(listing, query, ident)
        price = price_at(listing.history, cutoff)
    try:
        question = ForecastQuestion(
            question=listing.title,
            description=listing.description,
            cutoff_date=cutoff.isoformat(),
            resolution_date=resolution.isoformat(),
            current_market_price=price,
            resolved_outcome=listing.outcome if listing.status == "resolved" else None,
            outcome_source=(listing.outcome_source or listing.url)
            if listing.status == "resolved"
            else None,
            question_id=ident,
            origin=listing.source,
        )
    except SchemaError as exc:  # a rule above let through what the record refuses
        raise Skipped(ident, f"not a valid question: {exc}") from None
    return BacktestQuestion(question, category=listing.source, metadata=_provenance(listing, query))


def _check_selection(listing: Listing, selection: str, ident: str) -> None:
    status, note = listing.status, listing.status_note or listing.status
    if status == "void":
        raise Skipped(ident, f"resolved {note}: no yes/no outcome to score, and no longer open")
    wanted = ("open", "resolved") if selection == "any" else (selection,)
    if status in wanted:
        return
    if status == "resolved":
        raise Skipped(ident, "already resolved; ask for resolved questions to include it")
    if status == "open" and selection == "resolved":
        raise Skipped(ident, "still open: not resolved yet")
    raise Skipped(ident, f"{note}: neither open nor resolved yes/no")


def _open_dates(listing: Listing, query: QuestionQuery, ident: str) -> tuple[date, date]:
    cutoff = query.as_of
    resolution = listing.resolves or listing.closes
    if resolution is None:
        raise Skipped(ident, "no usable close or resolution date")
    if resolution <= cutoff:
        raise Skipped(
            ident, f"closes or resolves on {resolution}, not after the as-of date {cutoff}"
        )
    if listing.opened is not None and listing.opened > cutoff:
        raise Skipped(ident, f"opened on {listing.opened}, after the as-of date {cutoff}")
    return cutoff, resolution


def _resolved_dates(listing: Listing, query: QuestionQuery, ident: str) -> tuple[date, date]:
    known = [day for day in (listing.closes, listing.resolves) if day is not None]
    if not known:
        raise Skipped(ident, "no usable close or resolution date")
    ended = min(known)  # an early resolution ends the question before its scheduled close
    if ended > query.as_of:
        # Read on a later day than --as-of says: on the as-of day it had not ended yet.
        raise Skipped(ident, f"ended on {ended}, after the as-of date {query.as_of}")
    resolution = listing.resolves or ended
    opened = listing.opened
    if query.cutoff is not None:
        cutoff = query.cutoff
        if ended <= cutoff:
            raise Skipped(ident, f"closed or resolved on {ended}, not after the cutoff {cutoff}")
        if opened is not None and opened > cutoff:
            raise Skipped(ident, f"opened on {opened}, after the cutoff {cutoff}")
        return cutoff, resolution
    cutoff = ended - timedelta(days=query.days_before_close)
    if opened is not None and cutoff < opened:
        cutoff = opened  # a forecast cannot be made before the question was asked
    if cutoff >= ended:
        raise Skipped(ident, f"opened on {opened} and ended on {ended}: no day to forecast from")
    return cutoff, resolution


def _provenance(listing: Listing, query: QuestionQuery) -> dict[str, Any]:
    """Fields beyond the format, kept as the file's metadata: where and when it was read."""
    meta: dict[str, Any] = {"source": listing.source, "source_id": listing.raw_id}
    if listing.url:
        meta["url"] = listing.url
    meta["as_of"] = query.as_of.isoformat()
    return meta
