"""Checks for untrusted JSON-like data: field paths, non-JSON values, numbers, records from dicts.

The record types of the package (the plain data of ``_schemas``, the agent's state and actions in
:mod:`forecasting_agents.agent`, the trace records in :mod:`forecasting_agents.record`) check what
they are given with these, so a probability, a JSON value or a record's fields are checked by one
rule everywhere.

Conventions
-----------
- Records are built from dicts by :func:`build_record`, which names the bad field and where it was
  found; a field the record does not define is refused, not dropped.
- :func:`json_path` is how an error names a place inside a JSON document (``llm_calls[3].reply``).
- :func:`first_non_json` only finds the first value JSON cannot hold and read back unchanged; each
  caller phrases the error, in its own error type, for the record it checks (a trace, a checkpoint).
- A number is finite and never a bool; a probability is such a number in [0, 1].
- Files a person or another program may have edited are parsed with :func:`strict_json_loads`,
  which refuses what two readers could read two ways (a key twice in one object) and what JSON
  does not allow (NaN, the infinities).
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._text import clip

__all__ = [
    "DuplicateKeyError",
    "JsonConstantError",
    "LongInteger",
    "bounded_int",
    "build_record",
    "first_non_json",
    "is_finite_number",
    "is_http_url",
    "is_probability",
    "is_valid_unicode",
    "json_path",
    "lenient_json_loader",
    "long_integer_in",
    "sharing_object",
    "sharing_values",
    "strict_json_loads",
    "unique_object",
]


# Exported by forecasting_agents.core; build_record, is_finite_number and is_probability are for
# the record classes themselves (core._schemas, agent._state, agent._actions).


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


class DuplicateKeyError(SchemaError):
    """A JSON object gives one key twice; ``key`` is the key (see :func:`unique_object`)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"the key {clip(key, 80)!r} appears twice in one object; keep one")
        self.key = key


def unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads`` hook: build an object, refusing a key it has already seen (at any depth).

    Without it the last duplicate silently wins, so ``{"p_yes": 0.9, "p_yes": 0.1}`` reads as
    0.1 here while another parser, or a person reading the file, takes 0.9. Linear in the
    number of keys, so a hostile object with very many keys costs no more than reading it.
    """
    data = dict(pairs)  # in C; a key given twice leaves fewer entries than pairs
    if len(data) == len(pairs):
        return data
    data = {}
    for key, value in pairs:  # name the first key given twice
        if key in data:
            raise DuplicateKeyError(key)
        data[key] = value
    return data


class JsonConstantError(SchemaError):
    """A JSON text holds ``NaN``, ``Infinity`` or ``-Infinity``, which JSON does not allow."""

    def __init__(self, name: str) -> None:
        super().__init__(f"{name} is not a JSON number; use a finite number or null")
        self.name = name


def _reject_constant(name: str) -> Any:
    raise JsonConstantError(name)


def is_http_url(value: object) -> bool:
    """Is ``value`` an http(s) URL a document may carry: a host, a valid port if any, no
    whitespace or control character, and no ``user:password@`` (a corpus URL is shown to the
    model and written in every record, so it must hold no credential)?"""
    if not isinstance(value, str) or any(c.isspace() or not c.isprintable() for c in value):
        return False
    try:
        parts = urlsplit(value)
        parts.port  # noqa: B018 - raises ValueError for a port outside 0-65535
    except ValueError:  # e.g. an unclosed IPv6 bracket, or port 99999
        return False
    plain = parts.username is None and parts.password is None
    return parts.scheme in ("http", "https") and bool(parts.hostname) and plain


def is_valid_unicode(value: Any) -> bool:
    """Can every string in ``value`` (a parsed JSON document) be written as UTF-8? Only a
    ``\\uD800``-``\\uDFFF`` escape without its pair, which JSON parsers accept, makes one that
    cannot; a caller with the document's text checks only when it holds a ``\\u`` escape."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@dataclass(frozen=True)
class LongInteger:
    """An integer of more digits than a reader accepts, kept unconverted by the parser
    (:func:`bounded_int`) so that the reader can name the field that holds it, rather than
    report Python's own conversion error."""

    digits: int

    def __repr__(self) -> str:
        return f"a number of {self.digits:,} digits"


def bounded_int(max_digits: int) -> Callable[[str], int | LongInteger]:
    """A ``parse_int`` for :func:`strict_json_loads`: an integer of at most ``max_digits``
    digits, else a :class:`LongInteger` (a field's own check then refuses it as no number it
    accepts)."""

    def parse(text: str) -> int | LongInteger:
        digits = len(text.lstrip("-"))
        return int(text) if digits <= max_digits else LongInteger(digits)

    return parse


def long_integer_in(value: Any) -> LongInteger | None:
    """The first :class:`LongInteger` anywhere in ``value`` (lists and dicts walked without
    recursion), or None."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, LongInteger):
            return item
        if isinstance(item, dict | list):
            stack.extend(item.values() if isinstance(item, dict) else item)
    return None


def strict_json_loads(
    text: str,
    *,
    parse_int: Callable[[str], Any] | None = None,
    strings: dict[str, str] | None = None,
) -> Any:
    """``json.loads`` for files a person or a program may have edited: a key given twice in one
    object raises :class:`DuplicateKeyError`, a NaN or an infinity :class:`JsonConstantError`
    (both SchemaError, so ValueError); malformed JSON raises ``json.JSONDecodeError`` as usual.
    ``parse_int`` is ``json.loads``'s (a reader that names a too-long integer's field passes
    one). ``strings``, a dict kept across calls, makes equal string values of objects one string
    (see :func:`sharing_object`)."""
    hook = unique_object if strings is None else sharing_object(strings)
    return json.loads(
        text, object_pairs_hook=hook, parse_constant=_reject_constant, parse_int=parse_int
    )


def sharing_object(strings: dict[str, str]) -> Callable[[list[tuple[str, Any]]], dict[str, Any]]:
    """:func:`unique_object`, with each string value replaced by the equal one in ``strings``
    (added there when new). A backtest trace says the same texts again and again (each document
    in the search, the run's steps and every later prompt): 2.6 million string values, 40,000
    distinct, 250 MB read as they come and 12 MB shared. Equal strings are interchangeable, so
    what is read is the same data."""
    share = strings.setdefault

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        data = dict(pairs)  # unique_object's first step, inline: this runs once per object
        if len(data) != len(pairs):
            return unique_object(pairs)  # which names the key given twice
        for key, value in pairs:
            if type(value) is str:
                data[key] = share(value, value)
        return data

    return hook


def sharing_values(strings: dict[str, str]) -> Callable[[dict[str, Any]], dict[str, Any]]:
    """An ``object_hook`` (not ``object_pairs_hook``) that shares string values as
    :func:`sharing_object` does, without its duplicate-key check: the parser builds each object
    in C, so a big text reads a third faster. A key given twice is then silently read as its
    last value, so only a reader that has the duplicates found otherwise may use it (a big
    trace: its worker process reads the same bytes with :func:`unique_object`, see
    ``record._parallel_digest``).
    """
    share = strings.setdefault

    def hook(data: dict[str, Any]) -> dict[str, Any]:
        for key, value in data.items():
            if type(value) is str:
                data[key] = share(value, value)
        return data

    return hook


def lenient_json_loader(strings: dict[str, str]) -> Callable[[str], Any]:
    """``json.loads`` for a text whose duplicate keys are checked elsewhere (see
    :func:`sharing_values`): NaN and the infinities still raise :class:`JsonConstantError`."""
    decoder = json.JSONDecoder(object_hook=sharing_values(strings), parse_constant=_reject_constant)
    return decoder.decode
