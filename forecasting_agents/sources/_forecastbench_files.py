"""ForecastBench's files read as untrusted input: size, JSON, top level, entries, duplicates.

:mod:`forecasting_agents.sources` (``_forecastbench``) maps a round to the course's formats; this
module only reads a question set and a resolution set and checks their shape, so the mapping can
assume every entry is an object holding each required key with an allowed JSON type.

Conventions
-----------
- Every problem raises :class:`ForecastBenchFormatError` naming the file (its name, not its
  folder), the entry (``questions[3] (id '7994')``) and the field.
- Sizes are bounded before anything is parsed (:data:`MAX_FILE_BYTES`), then per file
  (:data:`MAX_ENTRIES`) and per text field (:data:`MAX_FIELD_CHARS`). A duplicate key in one
  object (:func:`forecasting_agents.core._checks.unique_object`), NaN or Infinity, and JSON nested
  too deeply are refused. No regular expression is used.
- The shape is checked here; whether a value is usable (a date, a probability, a resolution to
  0 or 1) is the mapping's question, which skips an entry with a reason rather than refusing.
- Standard library and :mod:`forecasting_agents.core` only.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from forecasting_agents.core._checks import is_valid_unicode, strict_json_loads
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._text import clip

__all__ = [
    "MAX_ENTRIES",
    "MAX_FIELD_CHARS",
    "MAX_FILE_BYTES",
    "ForecastBenchFormatError",
    "RoundFiles",
    "iso_day",
    "read_question_set",
    "read_round",
]


MAX_FILE_BYTES = 64 * 1024 * 1024
"""A real round is about 1.3 MB (questions) and 0.3 MB (resolutions); far larger is refused."""
MAX_ENTRIES = 200_000
"""Questions or resolutions per file (a real round: 500 and about 1,200)."""
MAX_FIELD_CHARS = 50_000
"""Characters in one text field (the longest real background is about 6,200)."""

# Required keys of each entry and the JSON types they may hold (checked before any value is read).
_TEXT = (str,)
_QUESTION_KEYS: dict[str, tuple[type, ...]] = {
    "id": _TEXT,
    "source": _TEXT,
    "question": _TEXT,
    "resolution_criteria": _TEXT,
    "background": _TEXT,
    "market_info_open_datetime": _TEXT,
    "market_info_close_datetime": _TEXT,
    "url": _TEXT,
    "freeze_datetime": _TEXT,
    "freeze_datetime_value": (str, int, float),
    "freeze_datetime_value_explanation": _TEXT,
    "source_intro": _TEXT,
    "resolution_dates": (str, list),
}
_RESOLUTION_KEYS: dict[str, tuple[type, ...]] = {
    "id": (str, list),  # a list of ids is a combination question, which is not imported
    "source": _TEXT,
    "resolution_date": _TEXT,
    "resolved_to": (int, float, type(None)),
    "resolved": (bool,),
}
_OPTIONAL_QUESTION_KEYS: dict[str, tuple[type, ...]] = {"market_info_resolution_criteria": _TEXT}
_ROUND_KEYS: dict[str, tuple[type, ...]] = {"forecast_due_date": _TEXT, "question_set": _TEXT}
_JSON_NAMES = {
    str: "text",
    list: "a list",
    dict: "an object",
    int: "a number",
    float: "a number",
    bool: "true/false",
    type(None): "null",
}


class ForecastBenchFormatError(SchemaError):
    """A ForecastBench file is not the shape it must be; names the file, the entry and the field."""

    def __init__(
        self, file: str, problem: str, *, entry: str | None = None, field: str | None = None
    ) -> None:
        self.file, self.entry, self.field, self.problem = file, entry, field, problem
        where = file if entry is None else f"{file}, {entry}"
        if field is not None:
            where = f"{where}, field {field!r}"
        super().__init__(f"{where}: {problem}")


@dataclass(frozen=True)
class RoundFiles:
    """A question set and its resolution set, checked: what the mapping reads."""

    question_set: str
    forecast_due_date: str
    questions: list[tuple[str, dict[str, Any]]]
    """(entry label, entry) in file order."""
    resolutions: dict[tuple[Any, ...], dict[str, Any]]
    """Single questions' resolutions by (source, id, resolution date)."""
    combinations: int
    resolution_file: str


def read_question_set(
    question_set: str | Path,
) -> tuple[dict[str, Any], list[tuple[str, dict[str, Any]]]]:
    """Read and check a question set alone: its top level and its (entry label, entry) pairs,
    each question once; raises :class:`ForecastBenchFormatError`."""
    q_path = Path(question_set)
    q_data = _read_json(q_path, q_path.name)
    q_entries = _checked_entries(
        _check_round(q_data, q_path.name, "questions"),
        _QUESTION_KEYS,
        q_path.name,
        "questions",
        _OPTIONAL_QUESTION_KEYS,
    )
    _check_unique_questions(q_entries, q_path.name)
    return q_data, q_entries


def read_round(question_set: str | Path, resolution_set: str | Path) -> RoundFiles:
    """Read and check both files of a round; raises :class:`ForecastBenchFormatError`."""
    r_path = Path(resolution_set)
    r_label = r_path.name
    q_data, q_entries = read_question_set(question_set)
    r_data = _read_json(r_path, r_label)
    r_entries = _checked_entries(
        _check_round(r_data, r_label, "resolutions"), _RESOLUTION_KEYS, r_label, "resolutions"
    )
    _check_same_round(q_data, r_data, r_label)
    resolutions, combinations = _index_resolutions(r_entries, r_label)
    return RoundFiles(
        q_data["question_set"],
        q_data["forecast_due_date"],
        q_entries,
        resolutions,
        combinations,
        r_label,
    )


def _read_json(path: Path, label: str) -> Any:
    """The JSON value of a file: bounded in size, UTF-8, no duplicate keys, no NaN."""
    try:
        size = path.stat().st_size
    except FileNotFoundError:
        raise ForecastBenchFormatError(label, "file not found") from None
    if size > MAX_FILE_BYTES:
        raise ForecastBenchFormatError(
            label,
            f"{size} bytes is over the limit of {MAX_FILE_BYTES}; is this a ForecastBench file?",
        )
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise ForecastBenchFormatError(label, f"not UTF-8 text (byte {exc.start})") from None
    try:
        data = strict_json_loads(text)
    except json.JSONDecodeError as exc:
        raise ForecastBenchFormatError(
            label, f"not valid JSON at line {exc.lineno}, column {exc.colno} ({exc.msg})"
        ) from None
    except RecursionError:
        raise ForecastBenchFormatError(label, "JSON nested too deeply") from None
    except SchemaError as exc:  # a key given twice, or NaN or an infinity
        raise ForecastBenchFormatError(label, str(exc)) from None
    except ValueError as exc:  # an integer of over 4,300 digits, which Python will not convert
        raise ForecastBenchFormatError(label, f"{exc}; not a ForecastBench file") from None
    if "\\u" in text and not is_valid_unicode(data):
        raise ForecastBenchFormatError(
            label, "holds a lone surrogate escape (such as \\ud800), which is not a character"
        )
    return data


def _check_round(data: Any, label: str, entries_key: str) -> list[Any]:
    """The entries list of a question set or resolution set, after checking its top level."""
    if not isinstance(data, dict):
        raise ForecastBenchFormatError(label, f"expected a JSON object, got {type(data).__name__}")
    _check_keys(data, {**_ROUND_KEYS, entries_key: (list,)}, label, None)
    entries = data[entries_key]
    if len(entries) > MAX_ENTRIES:
        raise ForecastBenchFormatError(
            label, f"{len(entries)} entries is over the limit of {MAX_ENTRIES}", field=entries_key
        )
    if iso_day(data["forecast_due_date"]) is None:
        raise ForecastBenchFormatError(
            label,
            f"{clip(data['forecast_due_date'], 40)!r} is not a date written YYYY-MM-DD",
            field="forecast_due_date",
        )
    return entries


def _check_keys(
    entry: Mapping[str, Any],
    keys: Mapping[str, tuple[type, ...]],
    label: str,
    where: str | None,
    optional: Mapping[str, tuple[type, ...]] | None = None,
) -> None:
    """Every required key present with an allowed JSON type (an optional one too, when present),
    and no text over the size bound."""
    for key, types in keys.items():
        if key not in entry:
            raise ForecastBenchFormatError(label, "missing", entry=where, field=key)
        _check_type(entry[key], types, label, where, key)
    for key, types in (optional or {}).items():
        if key in entry:
            _check_type(entry[key], types, label, where, key)
    for key, value in entry.items():
        if isinstance(value, str) and len(value) > MAX_FIELD_CHARS:
            raise ForecastBenchFormatError(
                label,
                f"{len(value)} characters is over the limit of {MAX_FIELD_CHARS}",
                entry=where,
                field=key,
            )


def _check_type(
    value: object, types: tuple[type, ...], label: str, where: str | None, key: str
) -> None:
    # bool is an int to isinstance, but true/false is never a number here.
    if (isinstance(value, bool) and bool not in types) or not isinstance(value, types):
        names = " or ".join(dict.fromkeys(_JSON_NAMES.get(t, t.__name__) for t in types))
        raise ForecastBenchFormatError(
            label,
            f"expected {names}, got {_JSON_NAMES.get(type(value), type(value).__name__)}",
            entry=where,
            field=key,
        )


def _entry_label(index: int, entry: Any, list_name: str) -> str:
    entry_id = entry.get("id") if isinstance(entry, dict) else None
    shown = f" (id {clip(str(entry_id), 80)!r})" if isinstance(entry_id, str) else ""
    return f"{list_name}[{index}]{shown}"


def _checked_entries(
    entries: Sequence[Any],
    keys: Mapping[str, tuple[type, ...]],
    label: str,
    list_name: str,
    optional: Mapping[str, tuple[type, ...]] | None = None,
) -> list[tuple[str, dict[str, Any]]]:
    """(entry label, entry) for each entry, each an object holding the required keys."""
    checked = []
    for index, entry in enumerate(entries):
        where = _entry_label(index, entry, list_name)
        if not isinstance(entry, dict):
            raise ForecastBenchFormatError(
                label, f"expected a JSON object, got {type(entry).__name__}", entry=where
            )
        _check_keys(entry, keys, label, where, optional)
        checked.append((where, entry))
    return checked


def _resolution_key(entry: Mapping[str, Any], label: str, where: str) -> tuple[Any, ...] | None:
    """(source, id, resolution date) of a single question's resolution; None for a combination."""
    entry_id = entry["id"]
    if isinstance(entry_id, list):
        if not all(isinstance(part, str) for part in entry_id):
            raise ForecastBenchFormatError(
                label, "a combination's ids must all be text", entry=where, field="id"
            )
        return None
    resolved_to = entry["resolved_to"]
    if isinstance(resolved_to, float) and not math.isfinite(resolved_to):
        raise ForecastBenchFormatError(
            label, "not a finite number", entry=where, field="resolved_to"
        )
    return entry["source"], entry_id, entry["resolution_date"]


def _index_resolutions(
    checked: Iterable[tuple[str, dict[str, Any]]], label: str
) -> tuple[dict[tuple[Any, ...], dict[str, Any]], int]:
    """Resolutions by (source, id, resolution date), and how many were combinations."""
    index: dict[tuple[Any, ...], dict[str, Any]] = {}
    first_seen: dict[tuple[Any, ...], str] = {}
    combinations = 0
    for where, entry in checked:
        key = _resolution_key(entry, label, where)
        if key is None:
            combinations += 1
            continue
        if key in index:
            raise ForecastBenchFormatError(
                label,
                f"duplicate resolution of {key[0]} {key[1]!r} on {key[2]} (also {first_seen[key]})",
                entry=where,
            )
        index[key], first_seen[key] = entry, where
    return index, combinations


def _check_unique_questions(checked: Sequence[tuple[str, dict[str, Any]]], label: str) -> None:
    seen: dict[tuple[str, str], str] = {}
    for where, entry in checked:
        key = (entry["source"], entry["id"])
        if key in seen:
            raise ForecastBenchFormatError(
                label, f"duplicate question {key[0]} {key[1]!r} (also {seen[key]})", entry=where
            )
        seen[key] = where


def _check_same_round(q_data: Mapping[str, Any], r_data: Mapping[str, Any], r_label: str) -> None:
    for key in _ROUND_KEYS:
        if q_data[key] != r_data[key]:
            raise ForecastBenchFormatError(
                r_label,
                f"{r_data[key]!r} differs from the question set's {q_data[key]!r}: the two files "
                "are from different rounds",
                field=key,
            )


def iso_day(value: object) -> date | None:
    """A ``YYYY-MM-DD`` date, or None."""
    if not isinstance(value, str) or len(value) != len("YYYY-MM-DD"):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None
