"""Long texts kept on disk while a run records them, and JSON written a chunk at a time.

A hostile model server can answer every call with tens of megabytes (the HTTP layer's cap is
64 MB). The record keeps each reply whole, once; held in memory until the question's record is
written, four replies of 25 MB were 100 MB of live text, and encoding the record (its file, its
digest, its piece of the trace) made several more copies of it. So the backtest's tracer hands a
reply of more than :data:`SPILL_CHARS` characters to a :class:`SpillStore`, which writes it to a
file of its own and gives back a :class:`SpilledText`: its length and SHA-256, and the file it is
in. A record holding spilled texts is encoded by :func:`json_parts`: the JSON that ``json.dumps``
gives for the same value with each spilled text in place, as text segments and the spilled
texts between them, which :func:`iter_text` expands a chunk at a time. So a record is written,
hashed and copied into the trace while at most a chunk of a long text is in memory.

Conventions
-----------
- A spilled text is redacted before it is written (:func:`forecasting_agents.record.redact`, as
  every text of a record is when it leaves the process), so the file, and every record made from
  it, holds only the redacted text; :func:`forecasting_agents.record.redact` passes it through.
- Files are named by the SHA-256 of the text's bytes (UTF-8; a lone surrogate, which a JSON
  reply may hold as ``\\ud800``, written as its three bytes so the text reads back unchanged):
  the same text is stored once, and a file whose bytes no longer have its name's digest is
  refused when it is read (:class:`SpillError`).
- :func:`plain_json` is the structural copy the records take in place of a JSON round trip: only
  JSON types are left, as ``json.loads(json.dumps(value))`` would leave them, but strings and
  spilled texts are shared, not copied (they are immutable).
"""

from __future__ import annotations

import codecs
import contextlib
import hashlib
import json
import math
import secrets
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.core._files import write_atomic
from forecasting_agents.core._text import LONG_REPLY_CHARS, text_sha256

__all__ = [
    "SPILL_CHARS",
    "JsonParts",
    "SpillError",
    "SpillStore",
    "SpilledText",
    "Swapped",
    "has_spilled",
    "iter_text",
    "json_parts",
    "parts_sha256",
    "plain_json",
    "remove_folder",
]

SPILL_CHARS = LONG_REPLY_CHARS
"""A reply longer than this is kept on disk while its run is recorded: the agent keeps it
clipped in its conversation (``agent._actions.conversation_reply``), so the record's only copy
of it is the call's ``reply``."""

CHUNK_CHARS = 1 << 20
"""Characters read, escaped or hashed at a time."""

_ENCODING, _ERRORS = "utf-8", "surrogatepass"


class SpillError(OSError):
    """A spilled text's file is missing or no longer holds the text it was named after."""


@dataclass(frozen=True)
class SpilledText:
    """A text of a record kept in ``path``: ``chars`` characters, ``sha256`` of its bytes."""

    path: Path
    chars: int
    sha256: str

    def __len__(self) -> int:
        return self.chars

    def __deepcopy__(self, memo: dict[int, Any]) -> SpilledText:
        return self  # immutable, and the file is shared

    def chunks(self, size: int = CHUNK_CHARS) -> Iterator[str]:
        """The text, read ``size`` bytes at a time, checked against its digest as it is read:
        :class:`SpillError` after the last chunk if the file changed (so a write fed from it
        is abandoned), or at once if it is gone."""
        digest = hashlib.sha256()
        decoder = codecs.getincrementaldecoder(_ENCODING)(_ERRORS)
        for block in _blocks(self.path, size):
            digest.update(block)
            if text := decoder.decode(block):
                yield text
        if tail := decoder.decode(b"", final=True):
            yield tail
        if digest.hexdigest() != self.sha256:
            raise _changed(self)

    def read(self) -> str:
        """The whole text (for a reader that needs it as one string)."""
        return "".join(self.chunks())

    def check(self) -> None:
        """Raise :class:`SpillError` unless the file still holds the text it was named for."""
        digest = hashlib.sha256()
        for block in _blocks(self.path, CHUNK_CHARS):
            digest.update(block)
        if digest.hexdigest() != self.sha256:
            raise _changed(self)


def _blocks(path: Path, size: int) -> Iterator[bytes]:
    """The file's bytes, ``size`` at a time; :class:`SpillError` if it cannot be read."""
    try:
        with open(path, "rb") as handle:
            while block := handle.read(size):
                yield block
    except OSError as exc:
        raise SpillError(f"{path}: cannot read a spilled text ({exc})") from None


def _changed(text: SpilledText) -> SpillError:
    return SpillError(
        f"{text.path}: changed since it was written (its SHA-256 is no longer "
        f"{text.sha256}); run the question again"
    )


class SpillStore:
    """The folder long texts are spilled to (made when the first one is)."""

    def __init__(self, folder: Path, redact: Callable[[str], str] | None = None) -> None:
        self.folder = Path(folder)
        self.redact = redact

    def keep(self, text: str) -> str | SpilledText:
        """``text`` itself up to :data:`SPILL_CHARS` characters, else it written to a file of
        the store (redacted first) as a :class:`SpilledText`."""
        if len(text) <= SPILL_CHARS:
            return text
        if self.redact is not None:
            text = self.redact(text)
        return self.at(text_sha256(text), len(text), text)

    def at(self, sha256: str, chars: int, text: str | None = None) -> SpilledText:
        """The spilled text of digest ``sha256``; written from ``text`` unless it is there."""
        spilled = SpilledText(self.folder / f"{sha256}.txt", chars, sha256)
        if text is not None and not _intact(spilled):  # one left by a killed run may be cut
            self.folder.mkdir(parents=True, exist_ok=True)
            _write_cache(spilled.path, _encoded(text))
        return spilled


def _intact(spilled: SpilledText) -> bool:
    try:
        spilled.check()
    except SpillError:
        return False
    return True


def _write_cache(path: Path, chunks: Iterable[bytes]) -> None:
    """Write ``path`` through a temporary file renamed into place, without fsync: a spilled
    text is a cache of what the record will hold (a file cut short by a crash fails its digest:
    it is written again, or its piece made from the record), and syncing tens of megabytes per
    reply costs seconds."""
    write_atomic(path, chunks, durable=False)


def _encoded(text: str) -> Iterator[bytes]:
    for start in range(0, len(text), CHUNK_CHARS):
        yield text[start : start + CHUNK_CHARS].encode(_ENCODING, _ERRORS)


# --------------------------------------------------------------------------- plain JSON


def plain_json(value: Any) -> Any:
    """A copy of ``value`` holding only JSON types, as a JSON round trip gives (tuples become
    lists, a dict's keys text, subclasses their base type), sharing its strings and spilled
    texts. NaN and infinities are refused (ValueError), as are types JSON has no form for
    (TypeError), as ``json.dumps(..., allow_nan=False)`` refuses them."""
    return _plain(value, None)


def _plain(value: Any, swap: Callable[[SpilledText], Any] | None) -> Any:
    if isinstance(value, str):
        return value if type(value) is str else str.__str__(value)
    if value is None or value is True or value is False:
        return value
    if isinstance(value, int):
        return value if type(value) is int else int(value)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise ValueError(f"Out of range float values are not JSON compliant: {value!r}")
        return value if type(value) is float else float(value)
    if isinstance(value, dict):
        return {_key(key): _plain(item, swap) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(item, swap) for item in value]
    if isinstance(value, SpilledText):
        return value if swap is None else swap(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _key(key: Any) -> str:
    """A dict key as JSON writes it."""
    if isinstance(key, str):
        return str.__str__(key)
    if key is None or isinstance(key, bool | int | float):
        return json.dumps(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


# --------------------------------------------------------------------------- encoding

JsonParts = list[str | SpilledText]
"""JSON text as segments, with each spilled text (to be written as a JSON string) between."""


def json_parts(value: Any, **dumps: Any) -> JsonParts:
    """``json.dumps(value, ensure_ascii=False, allow_nan=False, **dumps)`` with each
    :class:`SpilledText` in ``value`` encoded as the JSON string of its text, as parts."""
    swapped = Swapped(value)
    return swapped.split(json.dumps(swapped.value, ensure_ascii=False, allow_nan=False, **dumps))


class Swapped:
    """``value`` as :func:`plain_json` copies it, each :class:`SpilledText` in it swapped for a
    placeholder string, so code written for strings (checks, compaction, ``json.dumps``) can
    run on it; :meth:`split` finds the placeholders again in text encoded from it.

    A placeholder holds a random token new for each value, so no text of the value can pass
    for one.
    """

    def __init__(self, value: Any) -> None:
        self.nonce = secrets.token_hex(16)
        self.texts: dict[str, SpilledText] = {}
        self.value = _plain(value, self._swap)

    def _swap(self, text: SpilledText) -> str:
        token = f"@spill-{self.nonce}-{len(self.texts)}@"
        self.texts[token] = text
        return token

    def split(self, text: str) -> JsonParts:
        """``text`` (JSON encoded from :attr:`value`) as parts, each placeholder's JSON string
        replaced by its spilled text."""
        if not self.texts:
            return [text]
        parts: JsonParts = []
        start = 0
        marker = f'"@spill-{self.nonce}-'
        while (found := text.find(marker, start)) >= 0:
            end = text.index('@"', found + len(marker)) + 2
            parts += [text[start:found], self.texts[text[found + 1 : end - 1]]]
            start = end
        parts.append(text[start:])
        return [part for part in parts if not isinstance(part, str) or part]


def iter_text(parts: Iterable[str | SpilledText]) -> Iterator[str]:
    """The JSON text of ``parts``, a segment or a chunk of a spilled text at a time."""
    for part in parts:
        if isinstance(part, str):
            yield part
            continue
        yield '"'
        for chunk in part.chunks():
            yield json.dumps(chunk, ensure_ascii=False)[1:-1]
        yield '"'


def parts_sha256(parts: Iterable[str | SpilledText]) -> str:
    """Hex SHA-256 of the UTF-8 bytes of the JSON text of ``parts``."""
    digest = hashlib.sha256()
    for chunk in iter_text(parts):
        digest.update(chunk.encode("utf-8"))
    return digest.hexdigest()


def has_spilled(value: Any) -> bool:
    """True if a :class:`SpilledText` is anywhere in ``value`` (lists and dicts walked)."""
    waiting = [value]
    while waiting:
        node = waiting.pop()
        if isinstance(node, SpilledText):
            return True
        if isinstance(node, dict):
            waiting.extend(node.values())
        elif isinstance(node, list | tuple):
            waiting.extend(node)
    return False


def remove_folder(folder: Path) -> None:
    """Delete the store's files and folder (nothing else in it is touched)."""
    if not folder.is_dir():
        return
    for path in folder.glob("*.txt"):
        path.unlink(missing_ok=True)
    for path in folder.glob(".*.txt.*.tmp"):
        path.unlink(missing_ok=True)
    with contextlib.suppress(OSError):  # something else is in it: left alone
        folder.rmdir()
