"""The stdlib-only bottom of the dependency graph: errors, dates, and the document vocabulary.

Everything here is used by more than one of :mod:`agent_schemas`, :mod:`agent_actions` and
:mod:`agent_state`, which all import it; :mod:`agent_schemas` re-exports every public name, so
callers keep importing them from there.

Conventions
-----------
- Dates are ISO-8601 strings on the wire (``"2025-02-20"``) and are parsed by exactly one
  function, :func:`parse_iso_date`, so a cutoff and a publication date are never read by two
  different rules. A question parses its own dates once, when it is built
  (:attr:`agent_schemas.ForecastQuestion.cutoff`), and code reads the parsed value.
- A cutoff is exclusive: a document is point-in-time safe only if it was published strictly
  *before* the cutoff date. :func:`classify_publication` is the one place that rule lives.
- Timestamps (when evidence was retrieved) are compared as naive UTC; an aware timestamp is
  converted to UTC first, and a naive one is taken to be UTC already.
- Records are built from dicts by :func:`build_record`, which names the bad field and where
  it was found.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import UTC, date, datetime
from types import MappingProxyType
from typing import Any, Literal

# Exported to agent_schemas (the names callers use); build_record, is_finite_number,
# is_probability and parsed_date_field are for the schema modules themselves.
__all__ = [
    "DOCUMENT_KINDS",
    "EVIDENCE_TYPES",
    "EVIDENCE_TYPE_OF_KIND",
    "DateParseError",
    "NoForecastError",
    "PublicationClass",
    "SchemaError",
    "classify_publication",
    "parse_iso_date",
    "parse_iso_timestamp",
]

EVIDENCE_TYPES: tuple[str, ...] = ("search_results", "base_rate")
"""The types of evidence: current reporting on the question, and how often such events happened.

Declared once here; the agent, the corpus loader and the gates all import it."""

DOCUMENT_KINDS: tuple[str, ...] = ("reporting", "base_rate")
"""What a data source may say a document is (:attr:`SearchResult.kind`); ``None`` if it says
nothing, as a web search does."""

EVIDENCE_TYPE_OF_KIND: Mapping[str, str] = MappingProxyType(
    {"reporting": "search_results", "base_rate": "base_rate"}
)
"""The evidence type a document of each kind supplies: the one mapping from data to gate."""


PublicationClass = Literal["before_cutoff", "on_or_after_cutoff", "undated", "unparseable"]


class SchemaError(ValueError):
    """A record (question, trace, checkpoint, reply) does not have the shape it must have."""


class DateParseError(SchemaError):
    """A date or timestamp string could not be read as ISO-8601."""


class NoForecastError(RuntimeError):
    """Raised when a caller asks for the probability of a run that produced none."""


# --------------------------------------------------------------------------- dates


def parse_iso_date(value: object, *, what: str = "date") -> date:
    """Read an ISO-8601 date, or the UTC date of an ISO-8601 timestamp.

    A timestamp with an offset is converted to UTC before its date is taken, so
    ``2025-02-19T20:00-08:00`` is 20 February, the day it was in UTC. Accepts ``date`` and
    ``datetime`` objects, ``"2025-02-20"`` and ``"2025-02-20T13:00:00Z"``.
    Raises :class:`DateParseError` naming ``what`` and the bad value otherwise.
    """
    if isinstance(value, datetime):
        return _as_naive_utc(value).date()
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
        return _as_naive_utc(_parse_datetime_text(text)).date()
    except ValueError:
        raise DateParseError(
            f"{what}: {value!r} is not an ISO date; write it as YYYY-MM-DD"
        ) from None


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
    return _as_naive_utc(parsed)


def _as_naive_utc(moment: datetime) -> datetime:
    """An aware moment converted to UTC; a naive one is taken to be UTC already."""
    if moment.tzinfo is not None:
        return moment.astimezone(UTC).replace(tzinfo=None)
    return moment


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


# --------------------------------------------------------------------------- helpers


def json_path(base: str, key: str | int) -> str:
    """``base.key`` or ``base[i]``: how error messages name a place inside a JSON document."""
    if isinstance(key, int):
        return f"{base}[{key}]"
    return f"{base}.{key}" if base else key


def first_non_json(
    value: object, where: str = "", *, max_depth: int | None = None, depth: int = 0
) -> tuple[str, str, object] | None:
    """The first place in ``value`` that JSON cannot hold and read back unchanged, or None.

    Returns ``(path, problem, offending value)`` with ``problem`` one of ``"number"`` (NaN or
    infinite), ``"key"`` (an object key that is not text), ``"depth"`` (nested deeper than
    ``max_depth``) or ``"type"`` (a value of another type). Callers phrase the error, in their
    own error type, for the record they check (a trace, a checkpoint).
    """
    if value is None or isinstance(value, str | bool | int):
        return None
    if isinstance(value, float):
        return None if math.isfinite(value) else (where, "number", value)
    if max_depth is not None and depth >= max_depth:
        return where, "depth", value
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                return where, "key", key
            found = first_non_json(
                item, json_path(where, key), max_depth=max_depth, depth=depth + 1
            )
            if found:
                return found
        return None
    if isinstance(value, list | tuple):  # json writes a tuple as a list, which reads back
        for i, item in enumerate(value):
            found = first_non_json(item, json_path(where, i), max_depth=max_depth, depth=depth + 1)
            if found:
                return found
        return None
    return where, "type", value


def one_line(text: object) -> str:
    """``text`` with every run of whitespace, newlines included, folded to one space.

    Untrusted text (a provider's title, an error body) cannot then forge extra lines in a
    message the model or a reader sees.
    """
    return " ".join(str(text).split())


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, ending in ``...`` when something was cut."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def is_finite_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def is_probability(value: object) -> bool:
    return is_finite_number(value) and 0.0 <= value <= 1.0  # type: ignore[operator]


def build_record(cls: type, data: object, where: str) -> Any:
    """Construct a dataclass from a dict, naming the bad field and location on failure."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where}: expected an object, got {type(data).__name__}")
    names = set(cls.__dataclass_fields__)
    unknown = sorted(set(data) - names)
    if unknown:
        raise SchemaError(
            f"{where}: unknown field(s) {unknown}; expected a subset of {sorted(names)}"
        )
    try:
        return cls(**data)
    except SchemaError as exc:
        raise SchemaError(f"{where}: {exc}") from None
    except TypeError as exc:
        raise SchemaError(f"{where}: {exc}") from None
