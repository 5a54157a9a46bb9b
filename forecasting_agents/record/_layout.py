"""A trace file read a piece at a time: each top-level field and each list item parsed alone.

:meth:`forecasting_agents.record.RunTrace.load` would otherwise hold the whole file as text
(a 273 MB backtest trace is 547 MB of Python text, its non-ASCII making it two bytes a character)
beside the objects parsed from it, and encode the whole document again for its digest. Every trace
is written as ``json.dumps(document, indent=2)`` (``_stream``), a layout in which each line is one
stretch of JSON (JSON text holds no raw newline) and the indentation says where each value starts
and ends: a top-level field at two spaces, an item of one of the lists at four. :func:`read_layout`
reads such a file a line at a time, parses each field and each item with
:func:`forecasting_agents.core._checks.strict_json_loads` (so a key given twice, a NaN, a deep
nesting are refused exactly as in the whole text), and takes the digest item by item over the
same canonical bytes :func:`forecasting_agents.record.trace_digest` hashes (as ``_stream`` does
when it writes). :func:`read_pieces` also says where each piece was in the file and the SHA-256 of
its bytes (:class:`Pieces`), so that a big trace's digest can be taken by a second process from
the same bytes (``_parallel_digest``); ``read_pieces(strict=False)``, for that caller only, parses
without the duplicate-key check (a third faster), which the second process then makes over the
same bytes, and tells it where each piece is as soon as it is read.

Conventions
-----------
- The reading is an optimisation, never a second judge: every byte of the file is consumed in
  order, each dropped byte being JSON whitespace or the separator the layout puts there, so what it
  builds is what the whole text parses to. Anything else (another layout, a line that is not
  UTF-8, a fragment that does not parse) gives None, and the caller reads the whole text, which
  names the problem as it always did.
- The digest returned is that of the content as read; comparing it with the recorded one is the
  caller's (``validate_trace``), which refuses a changed file before anything is built from it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from forecasting_agents.core._checks import lenient_json_loader, strict_json_loads
from forecasting_agents.core._files import canonical_json
from forecasting_agents.record._records import DIGEST_ALGORITHM, UNSEALED_FIELDS

__all__ = ["Pieces", "read_layout", "read_pieces", "streamed_digest"]

_FIELD = "  "
_ITEM = "    "


class _NotLayout(Exception):
    """The file is not in the layout a save writes; the caller reads it whole."""


@dataclass
class Pieces:
    """Where each piece of a document read by :func:`read_pieces` was in its file, for a second
    process to take the digest from the same bytes (``_parallel_digest``).

    ``spans[name]`` is the byte ranges ``[start, end)`` of the field's value (one range) or of
    its list's items (one each), exactly the text each was parsed from; ``lists`` the names of
    the fields read as lists; ``raw[name]`` the SHA-256 of the bytes of those ranges in order,
    as read. A second reading of the file whose ``raw`` is the same read the same pieces.
    ``listener``, when set, is told each piece as it is added: ``(name, is_list, start, end)``.
    """

    spans: dict[str, list[tuple[int, int]]] = field(default_factory=dict)
    lists: set[str] = field(default_factory=set)
    raw: dict[str, Any] = field(default_factory=dict)
    listener: Callable[[str, bool, int, int], None] | None = None

    def add(self, name: str, start: int, body: bytes) -> None:
        self.spans.setdefault(name, []).append((start, start + len(body)))
        if self.listener is not None:
            self.listener(name, name in self.lists, start, start + len(body))
        hasher = self.raw.get(name)
        if hasher is None:
            hasher = self.raw[name] = hashlib.sha256()
        hasher.update(body)


def read_layout(path: Path) -> dict[str, Any] | None:
    """The document in the file at ``path``, read piece by piece; None if it is not laid out as
    a save writes it or any piece of it does not parse (see the module docstring)."""
    read = read_pieces(path)
    return None if read is None else read[0]


def read_pieces(
    path: Path,
    *,
    strict: bool = True,
    listener: Callable[[str, bool, int, int], None] | None = None,
) -> tuple[dict[str, Any], Pieces] | None:
    """:func:`read_layout`'s document, with where each piece of it was (:class:`Pieces`, whose
    ``listener`` is given). ``strict=False`` reads a key given twice in an object as its last
    value instead of refusing the file: only for a caller that checks the same bytes for such
    keys itself (``_parallel_digest``); anything else refused is refused the same."""
    try:
        with path.open("rb") as handle:
            reader = _Reader(handle, strict=strict)
            reader.pieces.listener = listener
            return _document(reader), reader.pieces
    except (_NotLayout, ValueError, RecursionError):  # UnicodeDecodeError, JSONDecodeError too
        return None


def streamed_digest(document: dict[str, Any]) -> str:
    """:func:`forecasting_agents.record.trace_digest` of ``document``, encoded a field and a list
    item at a time (the same bytes: canonical JSON sorts the keys and joins items with ``,``)."""
    digest = hashlib.sha256(b"{")
    names = sorted(name for name in document if name not in UNSEALED_FIELDS)
    for i, name in enumerate(names):
        digest.update((b"," if i else b"") + canonical_json(name) + b":")
        value = document[name]
        if not isinstance(value, list):
            digest.update(canonical_json(value))
            continue
        digest.update(b"[")
        for j, item in enumerate(value):
            digest.update((b"," if j else b"") + canonical_json(item))
        digest.update(b"]")
    digest.update(b"}")
    return f"{DIGEST_ALGORITHM}:{digest.hexdigest()}"


class _Reader:
    """The file's bytes, read a chunk at a time and handed out a line or a value at a time."""

    def __init__(self, handle: Any, *, strict: bool = True) -> None:
        self._handle = handle
        self._buf = b""
        self._pos = 0
        self._base = 0  # the file offset of self._buf[0]
        self.pieces = Pieces()
        # Equal string values read as one string: the document is then less than half the size
        # (see forecasting_agents.core._checks.sharing_object).
        strings: dict[str, str] = {}
        self.loads: Callable[[str], Any] = (
            partial(strict_json_loads, strings=strings) if strict else lenient_json_loader(strings)
        )

    def _find(self, marker: bytes, start: int) -> int:
        """Where ``marker`` first is at or after ``start`` (an offset from the read position),
        reading more of the file until it is there."""
        while True:
            found = self._buf.find(marker, self._pos + start)
            if found != -1:
                return found - self._pos
            start = max(len(self._buf) - self._pos - len(marker) + 1, 0)
            chunk = self._handle.read(_CHUNK)
            if not chunk:
                raise _NotLayout("the file ends inside the document")
            self._base += self._pos
            self._buf = self._buf[self._pos :] + chunk
            self._pos = 0

    def peek(self, size: int) -> bytes:
        """The next ``size`` bytes (fewer at the end of the file), not taken."""
        if len(self._buf) - self._pos < size:
            self._find(b"\n", 0)
        return self._buf[self._pos : self._pos + size]

    def take(self, size: int) -> str:
        return self.take_bytes(size)[1].decode("utf-8")

    def take_bytes(self, size: int) -> tuple[int, bytes]:
        """The next ``size`` bytes, taken, with the file offset they start at."""
        start = self._pos
        self._pos += size
        return self._base + start, self._buf[start : self._pos]

    def line(self) -> str:
        return self.take(self._find(b"\n", 0) + 1)

    def next_line(self) -> str:
        """The next line, not taken."""
        end = self._find(b"\n", 0)
        return self._buf[self._pos : self._pos + end + 1].decode("utf-8")

    def value(self, indent: str) -> tuple[int, bytes]:
        """The next value at ``indent``, with what ends its last line, and its file offset: one
        line, or its opening line through the line at ``indent`` that closes it (in this
        layout, the first line there that starts with the bracket matching the opening one)."""
        end = self._find(b"\n", 0)
        opener = self._buf[self._pos + end - 1 : self._pos + end]
        if opener not in _CLOSERS:
            return self.take_bytes(end + 1)
        close = self._find(("\n" + indent).encode() + _CLOSERS[opener], end)
        return self.take_bytes(self._find(b"\n", close + 1) + 1)

    def rest(self) -> bytes:
        return self._buf[self._pos :] + self._handle.read()


_CHUNK = 1 << 22
"""Bytes read at a time: a few list items of a big trace."""
_CLOSERS = {b"{": b"}", b"[": b"]"}


def _document(lines: _Reader) -> dict[str, Any]:
    if lines.line() != "{\n":
        raise _NotLayout("the first line is not '{'")
    document: dict[str, Any] = {}
    more = True
    while more:
        name, value, more = _field(lines)
        if name in document:
            raise _NotLayout("a top-level key given twice")  # the whole text names it
        document[name] = value
    if lines.rest().strip(b" \t\r\n") != b"}":
        raise _NotLayout("the document does not end after its last field")
    return document


def _field(lines: _Reader) -> tuple[str, Any, bool]:
    """One top-level field: its name, value, and whether another field follows."""
    first = lines.next_line()
    if not first.startswith(_FIELD + '"'):
        raise _NotLayout("a field line does not start with two spaces and a key")
    name_end = first.find('": ', len(_FIELD))
    while name_end != -1:  # the key's closing quote: the first '": ' after a valid JSON string
        try:
            name = strict_json_loads(first[len(_FIELD) : name_end + 1])  # a key: not shared
            break
        except ValueError:
            name_end = first.find('": ', name_end + 1)
    else:
        raise _NotLayout("no key on a field line")
    if not isinstance(name, str):
        raise _NotLayout("a key that is not a string")
    if first.endswith('": [\n'):  # a list of items, one value at a time
        lines.line()
        lines.pieces.lists.add(name)
        return name, *_items(lines, name)
    start, text = lines.value(_FIELD)
    skip = len(first[: name_end + 3].encode("utf-8"))  # the indent, the key and '": '
    value, more = _value(lines, name, start + skip, text[skip:])
    return name, value, more


def _items(lines: _Reader, name: str) -> tuple[list[Any], bool]:
    """A list's items, one at a time, and whether another field follows the list."""
    items: list[Any] = []
    more = True
    while more:
        start = lines.peek(len(_ITEM) + 1)
        if not start.startswith(_ITEM.encode()) or start[len(_ITEM) :] in (b"", b" ", b"]", b"}"):
            raise _NotLayout("a list item does not start at four spaces")
        item, more = _value(lines, name, *lines.value(_ITEM))
        items.append(item)
    close = lines.line()
    if close not in (_FIELD + "],\n", _FIELD + "]\n"):
        raise _NotLayout("a list does not close at two spaces")
    return items, close.endswith(",\n")


def _value(lines: _Reader, name: str, start: int, text: bytes) -> tuple[Any, bool]:
    """The JSON value ``text`` (the bytes at ``start`` in the file) holds, and whether the
    separator ``,`` ended it; its objects' string values shared (``lines.loads``), its
    place noted in ``lines.pieces`` under the field ``name``."""
    body = text.rstrip(b"\n")
    more = body.endswith(b",")
    if more:
        body = body[:-1]
    value = lines.loads(body.decode("utf-8"))
    lines.pieces.add(name, start, body)
    return value, more
