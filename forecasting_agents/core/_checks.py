"""The stdlib-only bottom of the dependency graph: errors, dates, and the document vocabulary.

Everything here is used by more than one of :mod:`forecasting_agents.core`,
:mod:`forecasting_agents.agent` and
:mod:`forecasting_agents.agent`, which all import it; :mod:`forecasting_agents.core` re-exports
every public name, so
callers keep importing them from there.

Conventions
-----------
- Dates are ISO-8601 strings on the wire (``"2025-02-20"``) and are parsed by exactly one
  function, :func:`parse_iso_date`, so a cutoff and a publication date are never read by two
  different rules. A question parses its own dates once, when it is built
  (:attr:`forecasting_agents.core.ForecastQuestion.cutoff`), and code reads the parsed value.
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
from typing import Any

from forecasting_agents.core._errors import SchemaError

__all__ = [
    "build_record",
    "first_non_json",
    "is_finite_number",
    "is_probability",
    "json_path",
]


# Exported to forecasting_agents.core (the names callers use); build_record, is_finite_number,
# is_probability and parsed_date_field are for the schema modules themselves.


# --------------------------------------------------------------------------- dates


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
