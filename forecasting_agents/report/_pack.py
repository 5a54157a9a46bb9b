"""The page's data in a compact form: every repeated text and structure stored once, by index.

A backtest repeats itself: each run's first prompt holds the same system prompt, each model call
the same JSON schema and settings, the three agents of a question find the same documents. The
page therefore embeds :func:`pack`'s form of :func:`forecasting_agents.report.build_report_data`:
``{"t": table, "r": root}``, where any string of :data:`SHARED_STRING_CHARS` or more and any list
or mapping whose packed JSON is :data:`SHARED_VALUE_CHARS` or more is replaced by ``{"$": i}``,
``table[i]`` holding it (itself packed), each distinct value once. The page's script resolves a
reference back into the one shared value (``assets/report.js``, ``resolve``): the run list's
fields when the page opens, a run's timeline when it is opened.

A mapping of :data:`SHAPED_KEYS` keys or more is written by its shape, ``{"#": [shape, value,
...]}``: its list of keys is in the table once. A mapping of the data whose only key is ``"$"`` or
``"#"`` (a trace may hold anything) is written as ``{"$": [key, value]}``, which is no reference
and no shape, so nothing in a trace can pass for packing. Packing changes
how the data is written, never what it says: :func:`unpack` gives back the data exactly, and the
tests check that it does.

The page is written from :func:`pack_chunks`: the packer makes the JSON text of each value as it
packs it (a list's text is its items' texts joined), so the text that finds a duplicate is the
text the page holds, nothing is encoded twice, and no packed structure is built in memory;
:func:`pack` is that text read back.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator, Mapping
from typing import Any

__all__ = [
    "REF",
    "SHAPE",
    "SHAPED_KEYS",
    "SHARED_STRING_CHARS",
    "SHARED_VALUE_CHARS",
    "pack",
    "pack_chunks",
    "pack_json",
    "sorted_keys",
    "unpack",
]

REF = "$"
"""The one key of a reference (``{"$": 12}``) or of an escaped mapping (``{"$": [key, v]}``)."""
SHAPE = "#"
"""The one key of a mapping written by its shape: ``{"#": [shape, value, ...]}``, the shape being
the index of its list of keys in the table."""
SHAPED_KEYS = 3
"""Mappings of this many keys or more are written by shape: their keys once, in the table."""
SHARED_STRING_CHARS = 24
"""Strings this long or longer go to the table: shorter ones cost less inline than a reference."""
SHARED_VALUE_CHARS = 48
"""Lists and mappings whose packed JSON is this long or longer go to the table."""


def _packer() -> tuple[Callable[[Any], str], list[str]]:
    """A function that packs a value straight into its JSON text (the text ``json.dumps(...,
    ensure_ascii=False, separators=(",", ":"))`` writes of its packed form), and the table it
    fills with each entry's text, once.

    The text of a list or mapping is its packed items' texts joined, so nothing is encoded
    twice, and the same text is the key its duplicates are found by and what the page holds.
    A closure rather than a class: the packer runs once per value of the page (millions of
    times for a backtest), and its state read as local names keeps that quick.
    """
    table: list[str] = []  # each entry's JSON text
    strings: dict[str, str] = {}  # a long string -> its reference's text
    values: dict[str, str] = {}  # a long structure's text -> its reference's text
    shapes: dict[tuple[str, ...], int] = {}
    # Packed text by object identity: a structure the data holds twice is packed once (the data
    # is alive while it is packed, so an id names one object throughout).
    seen: dict[int, str] = {}
    encode, plain, empty = _encode_string, _PLAIN, _EMPTY
    known_string = strings.get

    def add(text: str) -> str:
        """Put ``text`` in the table; the text of a reference to it."""
        table.append(text)
        return f'{{"{REF}":{len(table) - 1}}}'

    def shared(text: str) -> str:
        """A list's or mapping's text, or a reference to it in the table when it is long."""
        if len(text) < SHARED_VALUE_CHARS:
            return text
        ref = values.get(text)
        if ref is None:
            ref = values[text] = add(text)
        return ref

    def pack(value: Any) -> str:
        kind = type(value)
        if kind is str:
            if len(value) < SHARED_STRING_CHARS:
                return encode(value)
            ref = strings.get(value)
            if ref is None:
                ref = strings[value] = add(encode(value))
            return ref
        if kind in plain:
            return _scalar(value)
        if not value:  # empty lists and mappings, and any other empty value: as json writes it
            return empty.get(kind) or _dumps(value)
        known = seen.get(id(value))
        if known is None:
            known = seen[id(value)] = structure(value)
        return known

    def texts(values: Any) -> list[str]:
        """Each of ``values`` packed; a short string, an integer, None, a boolean or a long
        string already in the table needs no call (most of a page's values are one)."""
        return [
            encode(v)
            if (kind := type(v)) is str and len(v) < SHARED_STRING_CHARS
            else (known_string(v) or pack(v))  # a long string met before: its reference
            if kind is str
            else int.__repr__(v)
            if kind is int
            else "null"
            if v is None
            else ("true" if v else "false")
            if kind is bool
            else pack(v)
            for v in values
        ]

    def items(values: Any) -> str:
        """Each of ``values`` packed, joined by commas."""
        return ",".join(texts(values))

    def structure(value: Any) -> str:
        kind = type(value)  # exact types first: the data is built of dicts and lists
        if kind is list or (kind is not dict and isinstance(value, list | tuple)):
            return shared(f"[{items(value)}]")
        if kind is not dict and not isinstance(value, dict):
            raise TypeError(f"cannot pack a {type(value).__name__}")
        keys = tuple(map(str, value))
        if len(keys) == 1 and keys[0] in (REF, SHAPE):  # would look like packing: escaped
            inner = pack(next(iter(value.values())))
            return shared(f'{{"{REF}":[{encode(keys[0])},{inner}]}}')
        if len(keys) < SHAPED_KEYS:
            fields = ",".join(
                [f"{encode(k)}:{t}" for k, t in zip(keys, texts(value.values()), strict=True)]
            )
            return shared(f"{{{fields}}}")
        shape = shapes.get(keys)
        if shape is None:
            shape = shapes[keys] = len(table)
            table.append(f"[{','.join(map(encode, keys))}]")
        return shared(f'{{"{SHAPE}":[{shape},{items(value.values())}]}}')

    return pack, table


def _dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


_encode_string = json.encoder.encode_basestring
"""A string as JSON text, non-ASCII kept: what ``json.dumps(ensure_ascii=False)`` writes."""


def _scalar(value: Any) -> str:
    """A number, a boolean or None as ``json.dumps`` writes it (no NaN or infinity)."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if type(value) is float:
        if value != value or value in (_INFINITY, -_INFINITY):
            raise ValueError(f"Out of range float values are not JSON compliant: {value!r}")
        return float.__repr__(value)
    return int.__repr__(value)


_INFINITY = float("inf")
_EMPTY = {list: "[]", tuple: "[]", dict: "{}"}
_PLAIN = frozenset({int, float, bool, type(None)})


def sorted_keys(value: Any) -> Any:
    """``value`` with every mapping's keys in sorted order, as ``json.dumps(sort_keys=True)``
    writes them: the page shows such a structure as JSON text in that order."""
    kind = type(value)  # exact types first: the ABC check costs more than the rest here
    if kind in _LEAF_TYPES:
        return value
    if kind is dict or (kind is not list and isinstance(value, Mapping)):
        return {str(k): sorted_keys(value[k]) for k in sorted(value, key=str)}
    if isinstance(value, list | tuple):
        return [sorted_keys(v) for v in value]
    return value


_LEAF_TYPES = frozenset({str, int, float, bool, type(None)})


def pack(data: Any) -> dict[str, Any]:
    """``data`` (JSON-able) as ``{"t": table, "r": root}``, each shared value stored once."""
    return json.loads(pack_json(data))


def pack_json(data: Any) -> str:
    """:func:`pack`'s form of ``data`` as compact JSON text (``ensure_ascii=False``), made
    without building it first: the same text ``json.dumps`` writes of :func:`pack`'s value."""
    return "".join(pack_chunks(data))


def pack_chunks(data: Any, chunk_chars: int = 1 << 20) -> Iterator[str]:
    """:func:`pack_json`'s text in pieces of about ``chunk_chars`` characters, so a big page is
    written without its whole text in memory a second time."""
    packer, table = _packer()
    root = packer(data)
    # Only the table's texts are needed now: the data and the lookups go (when no one else
    # holds the data, the memory it took serves the rest of the page).
    del packer, data
    batch, size = [], 0
    yield '{"t":['
    for i, entry in enumerate(table):
        batch.append("," + entry if i else entry)
        size += len(entry)
        if size >= chunk_chars:
            yield "".join(batch)
            batch, size = [], 0
    yield "".join(batch)
    yield f'],"r":{root}}}'


def unpack(packed: dict[str, Any]) -> Any:
    """The data :func:`pack` was given (the page's script does the same in JavaScript)."""
    table = packed["t"]

    def resolve(value: Any) -> Any:
        if isinstance(value, list):
            return [resolve(item) for item in value]
        if isinstance(value, dict):
            if list(value) == [REF]:
                inner = value[REF]
                if isinstance(inner, int):
                    return resolve(table[inner])
                return {inner[0]: resolve(inner[1])}
            if list(value) == [SHAPE]:
                shape, *values = value[SHAPE]
                return {k: resolve(v) for k, v in zip(table[shape], values, strict=True)}
            return {k: resolve(v) for k, v in value.items()}
        return value

    return resolve(packed["r"])
