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
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

__all__ = [
    "REF",
    "SHAPE",
    "SHAPED_KEYS",
    "SHARED_STRING_CHARS",
    "SHARED_VALUE_CHARS",
    "pack",
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


class _Packer:
    def __init__(self) -> None:
        self.table: list[Any] = []
        self.strings: dict[str, int] = {}
        self.values: dict[str, int] = {}
        self.shapes: dict[tuple[str, ...], int] = {}
        # Packed form by object identity: a structure the data holds twice is packed once (the
        # data is alive while it is packed, so an id names one object throughout).
        self.seen: dict[int, Any] = {}

    def ref(self, index: int) -> dict[str, int]:
        return {REF: index}

    def string(self, text: str) -> Any:
        if len(text) < SHARED_STRING_CHARS:
            return text
        index = self.strings.get(text)
        if index is None:
            index = self.strings[text] = len(self.table)
            self.table.append(text)
        return self.ref(index)

    def value(self, packed: Any) -> Any:
        key = json.dumps(packed, ensure_ascii=False, separators=(",", ":"))
        if len(key) < SHARED_VALUE_CHARS:
            return packed
        index = self.values.get(key)
        if index is None:
            index = self.values[key] = len(self.table)
            self.table.append(packed)
        return self.ref(index)

    def pack(self, value: Any) -> Any:
        kind = type(value)
        if kind is str:
            return self.string(value)
        if kind in _PLAIN or not value:
            return value  # numbers, booleans, None, and empty lists and mappings
        known = self.seen.get(id(value))
        if known is None:
            known = self.seen[id(value)] = self._structure(value)
        return known

    def _items(self, values: Any) -> list[Any]:
        """Each of ``values`` packed; a scalar needs no call (most of a page's values are)."""
        pack, plain = self.pack, _PLAIN
        return [v if type(v) in plain else pack(v) for v in values]

    def _structure(self, value: Any) -> Any:
        if isinstance(value, list | tuple):
            return self.value(self._items(value))
        if not isinstance(value, dict):
            raise TypeError(f"cannot pack a {type(value).__name__}")
        keys = tuple(str(k) for k in value)
        if len(keys) == 1 and keys[0] in (REF, SHAPE):  # would look like packing: escaped
            return self.value({REF: [keys[0], self.pack(next(iter(value.values())))]})
        if len(keys) < SHAPED_KEYS:
            return self.value(dict(zip(keys, self._items(value.values()), strict=True)))
        shape = self.shapes.get(keys)
        if shape is None:
            shape = self.shapes[keys] = len(self.table)
            self.table.append(list(keys))
        return self.value({SHAPE: [shape, *self._items(value.values())]})


_PLAIN = frozenset({int, float, bool, type(None)})


def sorted_keys(value: Any) -> Any:
    """``value`` with every mapping's keys in sorted order, as ``json.dumps(sort_keys=True)``
    writes them: the page shows such a structure as JSON text in that order."""
    if isinstance(value, Mapping):
        return {str(k): sorted_keys(value[k]) for k in sorted(value, key=str)}
    if isinstance(value, list | tuple):
        return [sorted_keys(v) for v in value]
    return value


def pack(data: Any) -> dict[str, Any]:
    """``data`` (JSON-able) as ``{"t": table, "r": root}``, each shared value stored once."""
    packer = _Packer()
    root = packer.pack(data)
    return {"t": packer.table, "r": root}


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
