"""The page's data in a compact form: every repeated text and structure stored once, by index.

A backtest repeats itself: each run's first prompt holds the same system prompt, each model call
the same JSON schema and settings, the three agents of a question find the same documents. The
page therefore embeds :func:`pack`'s form of :func:`forecasting_agents.report.build_report_data`:
``{"t": table, "r": root}``, where any string of :data:`SHARED_STRING_CHARS` or more and any list
or mapping whose packed JSON is :data:`SHARED_VALUE_CHARS` or more is replaced by ``{"$": i}``,
``table[i]`` holding it (itself packed), each distinct value once. The page's script resolves a
reference back into the one shared value (``assets/report.js``, ``resolve``): the run list's
fields when the page opens, a run's timeline when it is opened.

A mapping of the data whose only key is ``"$"`` (a trace may hold anything) is written as
``{"$": [value]}``, which is no reference, so nothing in a trace can pass for one. Packing changes
how the data is written, never what it says: :func:`unpack` gives back the data exactly, and the
tests check that it does.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = [
    "REF",
    "SHARED_STRING_CHARS",
    "SHARED_VALUE_CHARS",
    "pack",
    "unpack",
]

REF = "$"
"""The one key of a reference (``{"$": 12}``), or of an escaped mapping (``{"$": [value]}``)."""
SHARED_STRING_CHARS = 24
"""Strings this long or longer go to the table: shorter ones cost less inline than a reference."""
SHARED_VALUE_CHARS = 48
"""Lists and mappings whose packed JSON is this long or longer go to the table."""


class _Packer:
    def __init__(self) -> None:
        self.table: list[Any] = []
        self.strings: dict[str, int] = {}
        self.values: dict[str, int] = {}

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
        if isinstance(value, str):
            return self.string(value)
        if isinstance(value, list | tuple):
            return self.value([self.pack(item) for item in value]) if value else []
        if isinstance(value, dict):
            if not value:
                return {}
            if list(value) == [REF]:  # a mapping of the data that looks like a reference
                return self.value({REF: [self.pack(value[REF])]})
            return self.value({str(k): self.pack(v) for k, v in value.items()})
        return value  # numbers, booleans, None


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
                return resolve(table[inner]) if isinstance(inner, int) else {REF: resolve(inner[0])}
            return {k: resolve(v) for k, v in value.items()}
        return value

    return resolve(packed["r"])
