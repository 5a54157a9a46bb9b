"""The run directory's trace as it grows: a JSON Lines stream of trace pieces and its index.

A backtest's trace holds every call of every question. Building it at the end from the records
would mean reading, checking and encoding all of them again, with the run in memory; so each
question's share of the trace (a :class:`forecasting_agents.record._stream.TracePiece`, made from
its record as the record is written) is appended to ``trace-pieces.jsonl`` in the run directory, and
at the end the trace file is written from the stream by
:func:`forecasting_agents.record.save_trace_pieces`, a piece at a time, in question order. Once the
trace is there the stream is removed. :class:`PieceLog` owns the file; ``_rundir`` decides what goes
in it and when.

Conventions
-----------
- One line per question, list and form (so six per question): ``{"question_id", "record_digest",
  "list", "form", "sha256", "json"}``, where ``json`` is that form of the piece's list (see
  ``record._stream``) and ``sha256`` the hex SHA-256 of its UTF-8 bytes. A piece belongs to the
  record whose digest it names: a record redone (deleted, run again) gets new lines, and the old
  ones are ignored.
- The index (``(question_id, list, form)`` -> where the latest line is) is built by reading the
  stream when the directory is opened, and kept as lines are appended, so reading a piece back is
  one seek.
- The stream is a cache of what the records hold, so it is appended to without fsync: a line cut
  short by a kill, and whatever follows it, is cut off when the directory is next opened, and a
  piece missing or failing its checksum is made again from its record. Lines are appended whole,
  with one ``write`` per question, by the one thread that writes the directory.
- A piece holding a spilled reply (``record._spill``) keeps it in the run's spill folder, not in
  the line: the line's ``json`` is the piece's text without it, and a seventh key, ``spills``,
  lists where each one goes (``[offset, sha256, characters]``, the offset into ``json``); the
  reply is read from its file, checked against its digest, when the trace is written.
- The file is opened without following a symbolic link (``O_NOFOLLOW``), like every file of the run
  directory, and refused once open if it has another name (a hard link), since it is cut and
  appended to in place.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.core._files import NO_FOLLOW, named_errors
from forecasting_agents.record._spill import SpilledText, SpillError, SpillStore
from forecasting_agents.record._stream import PIECE_FORMS, TRACE_LISTS, PieceText, TracePiece

__all__ = [
    "PIECES_NAME",
    "PieceLog",
]

PIECES_NAME = "trace-pieces.jsonl"
_LINE_KEYS = ("question_id", "record_digest", "list", "form", "sha256", "json")
_SPILLS = "spills"
_HEX = frozenset("0123456789abcdef")


@dataclass(frozen=True)
class _Entry:
    offset: int
    length: int
    record_digest: str
    sha256: str


class PieceLog:
    """The stream of trace pieces at ``path``: read and repaired when opened, then appended to."""

    def __init__(self, path: Path, spill: SpillStore | None = None) -> None:
        self.path = path
        self.spill = spill
        self.index: dict[tuple[str, str, str], _Entry] = {}
        self._fd: int | None = None
        self._reader: int | None = None
        self._size = self._scan()

    # ------------------------------------------------------------------ reading

    def _scan(self) -> int:
        """Index every whole, well-formed line; cut the file after the last one."""
        try:
            fd = os.open(self.path, os.O_RDWR | NO_FOLLOW)
        except FileNotFoundError:
            return 0
        _refuse_other_names(fd, self.path)  # it may be cut below: never another file's name
        with os.fdopen(fd, "r+b") as handle:
            good = 0
            for line in handle:
                entry = _parse(line)
                if entry is None:
                    break
                key, digest, sha = entry[:3]
                self.index[key] = _Entry(good, len(line), digest, sha)
                good += len(line)
            if handle.seek(0, os.SEEK_END) != good:
                handle.truncate(good)  # a line cut short by a kill, and anything after it
        return good

    def has(self, question_id: str, record_digest: str) -> bool:
        """True when every list and form of the question's piece is here, for this record."""
        return all(
            (entry := self.index.get((question_id, name, form))) is not None
            and entry.record_digest == record_digest
            for name in TRACE_LISTS
            for form in PIECE_FORMS
        )

    def read(self, question_id: str, record_digest: str, name: str, form: str) -> PieceText | None:
        """One form of one list of the question's piece, or None if it is missing or damaged
        (a spilled reply's file included)."""
        entry = self.index.get((question_id, name, form))
        if entry is None or entry.record_digest != record_digest:
            return None
        if self._reader is None:
            self._reader = os.open(self.path, os.O_RDONLY | NO_FOLLOW)
        parsed = _parse(os.pread(self._reader, entry.length, entry.offset))
        if parsed is None or parsed[:3] != ((question_id, name, form), record_digest, entry.sha256):
            return None
        return self._joined(*parsed[3:])

    def _joined(self, text: str, spills: list[list[Any]]) -> PieceText | None:
        """The piece's text with its spilled replies in place (None if one's file is gone or
        changed: the piece is then made again from its record)."""
        if not spills:
            return text
        if self.spill is None:
            return None
        parts: list[str | SpilledText] = []
        start = 0
        for offset, sha, chars in spills:
            spilled = self.spill.at(sha, chars)
            try:
                spilled.check()
            except SpillError:
                return None
            parts += [text[start:offset], spilled]
            start = offset
        return [*parts, text[start:]]

    # ------------------------------------------------------------------ writing

    def add(self, question_id: str, record_digest: str, piece: TracePiece) -> None:
        """Append the question's piece, every list in both forms, in one write."""
        lines: list[bytes] = []
        entries: dict[tuple[str, str, str], _Entry] = {}
        offset = self._size
        for name in TRACE_LISTS:
            for form in PIECE_FORMS:
                text, spills = _split(piece.form(name, form))
                sha = hashlib.sha256(text.encode("utf-8")).hexdigest()
                values = (question_id, record_digest, name, form, sha, text)
                fields: dict[str, Any] = dict(zip(_LINE_KEYS, values, strict=True))
                if spills:
                    fields[_SPILLS] = spills
                line = json.dumps(fields, ensure_ascii=False)
                data = (line + "\n").encode("utf-8")
                lines.append(data)
                entries[(question_id, name, form)] = _Entry(offset, len(data), record_digest, sha)
                offset += len(data)
        with named_errors(self.path):  # a full disk's ENOSPC names no file by itself
            _write_all(self._handle(), b"".join(lines))
        self._size = offset
        self.index.update(entries)

    def _handle(self) -> int:
        if self._fd is None:
            flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | NO_FOLLOW
            fd = os.open(self.path, flags, 0o644)
            _refuse_other_names(fd, self.path)
            self._fd = fd
        return self._fd

    def close(self) -> None:
        """Close the file (idempotent); it stays."""
        for fd in (self._fd, self._reader):
            if fd is not None:
                os.close(fd)
        self._fd = self._reader = None

    def remove(self) -> None:
        """Close and delete the stream: the trace it was kept for is written."""
        self.close()
        self.path.unlink(missing_ok=True)
        self.index.clear()
        self._size = 0


def _split(piece: PieceText) -> tuple[str, list[list[Any]]]:
    """A piece's text without its spilled replies, and where each goes."""
    if isinstance(piece, str):
        return piece, []
    text: list[str] = []
    spills: list[list[Any]] = []
    offset = 0
    for part in piece:
        if isinstance(part, str):
            text.append(part)
            offset += len(part)
        else:
            spills.append([offset, part.sha256, part.chars])
    return "".join(text), spills


def _parse(line: bytes) -> tuple[tuple[str, str, str], str, str, str, list[Any]] | None:
    """(key, record digest, sha256, text, spills) of a whole, well-formed line; None for any
    other."""
    if not line.endswith(b"\n"):
        return None
    try:
        data: Any = json.loads(line)
    except (UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(data, Mapping) or tuple(data) not in (_LINE_KEYS, (*_LINE_KEYS, _SPILLS)):
        return None
    spills = data.get(_SPILLS, [])
    if not _spills_fit(spills, data["json"]):
        return None
    if not all(isinstance(data[key], str) for key in _LINE_KEYS):
        return None
    if data["list"] not in TRACE_LISTS or data["form"] not in PIECE_FORMS:
        return None
    if hashlib.sha256(data["json"].encode("utf-8")).hexdigest() != data["sha256"]:
        return None
    key = (data["question_id"], data["list"], data["form"])
    return key, data["record_digest"], data["sha256"], data["json"], spills


def _spills_fit(spills: object, text: object) -> bool:
    """True if ``spills`` is a list of ``[offset, sha256 hex, characters]`` in order within
    ``text``: a line edited into anything else is treated as damaged."""
    if not isinstance(spills, list) or not isinstance(text, str):
        return False
    last = 0
    for item in spills:
        if not (isinstance(item, list) and len(item) == 3):
            return False
        offset, sha, chars = item
        counts = (offset, chars)
        if any(isinstance(n, bool) or not isinstance(n, int) or n < 0 for n in counts):
            return False
        if not last <= offset <= len(text) or not _is_sha256(sha):
            return False
        last = offset
    return True


def _is_sha256(value: object) -> bool:
    return (
        isinstance(value, str) and len(value) == 64 and all(c in "0123456789abcdef" for c in value)
    )


def _refuse_other_names(fd: int, path: Path) -> None:
    """Close ``fd`` and raise OSError (EMLINK) if its file has another name (a hard link): the
    stream is cut and appended to in place, which would change the file under that name too.
    Checked on the open file, so a link made after the run directory's checks is caught."""
    names = os.fstat(fd).st_nlink
    if names > 1:
        os.close(fd)
        raise OSError(errno.EMLINK, f"it is a hard link ({names} names); not written", str(path))


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
