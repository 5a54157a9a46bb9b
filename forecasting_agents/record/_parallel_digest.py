"""A big trace's digest, duplicate-key check and nesting depth taken in a second process while
the first goes on reading, checking and building.

Reading a 273 MB backtest trace by pieces (``_layout``) leaves independent jobs: encoding every
piece canonically for the digest (a second of CPU and more), refusing a key given twice in one
object (the slow ``object_pairs_hook`` of the parse), bounding how deep the document nests, and
checking and building from the parsed document. :func:`start_digest` hands the first three to a
fresh interpreter (``python -m forecasting_agents.record._parallel_digest``), told where each
piece is as soon as this process has read it (:meth:`DigestJob.piece`); it reads the same byte
ranges of the file, parses each piece with :func:`forecasting_agents.core._checks.unique_object`,
measures its depth, encodes it and hashes the pieces in the order
:func:`forecasting_agents.record._layout.streamed_digest` does. This process meanwhile parses the
pieces without the duplicate-key check (``read_pieces(strict=False)``), validates, and
:meth:`DigestJob.verdict` gives the worker's findings when they are needed.

Conventions
-----------
- The same guarantee as the reading in this process: the worker also hashes the raw bytes of
  each field's pieces, and its findings are used only if those hashes equal the ones this process
  took of the bytes it parsed (``Pieces.raw``). Equal raw bytes parse to equal values, so the
  worker's digest is that of the document checked here, and a text in which it found no key
  given twice is one the strict reading here would have read to the same document.
- Never a second judge: whatever the worker cannot vouch for (it cannot start, dies, answers
  something else, saw other bytes, found a key given twice, or a nesting too deep for the bound
  below) makes :meth:`DigestJob.verdict` raise :class:`WorkerUnusable`, and the caller reads the
  file again the serial way, strictly, digest taken here, so what is accepted and every error
  message are those of the serial reading.
- The nesting bound: :func:`forecasting_agents.record._records.check_depth` runs on the
  document as expanded in memory (``_compact``). Expanding replaces a reference by a string,
  and a request's ``{"$messages": [start, stop]}`` (an object and its list: two levels) by the
  messages it names (a list of objects: two levels, whose role and content must be strings,
  anything else is refused as malformed); so the expanded document nests no
  deeper than the file (``tests/test_parallel_digest.py`` checks it on a pinned trace). A file
  at most :data:`SAFE_FILE_DEPTH` deep, half the limit for a margin, is therefore never refused
  by that check, which the caller may then skip (``from_dict(check_nesting=False)``); a deeper
  one is left to the serial reading, which runs it.
- Only files of at least :data:`PARALLEL_MIN_BYTES` use it: below, starting an interpreter
  costs more than it saves. The worker holds one piece at a time (about 25 MB of interpreter).
"""

from __future__ import annotations

import hashlib
import json
import queue
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

from forecasting_agents.core._checks import DuplicateKeyError, unique_object
from forecasting_agents.core._files import canonical_json
from forecasting_agents.record._layout import Pieces
from forecasting_agents.record._records import (
    DIGEST_ALGORITHM,
    MAX_NESTING_DEPTH,
    SCHEMA_VERSION,
    UNSEALED_FIELDS,
    trace_fields,
)

__all__ = [
    "PARALLEL_MIN_BYTES",
    "SAFE_FILE_DEPTH",
    "DigestJob",
    "Verdict",
    "WorkerUnusable",
    "start_digest",
]

PARALLEL_MIN_BYTES = 32_000_000
"""Traces this size or larger have their digest taken in a second process."""
SAFE_FILE_DEPTH = MAX_NESTING_DEPTH // 2
"""A file nested at most this deep expands to a document check_depth accepts (see above)."""
_BATCH = 512
"""Pieces sent to the worker at a time: one pipe write each, not one per piece."""


class WorkerUnusable(Exception):
    """The worker's findings cannot be used (see the module docstring): read serially.

    Not a ValueError: nothing between the digest check and the caller may take it for a
    refusal of the file."""


class Verdict:
    """What the worker found in the file: its ``digest`` (None until asked), the ``depth`` it
    nests to (the top-level object is 1)."""

    def __init__(self, digest: str, depth: int) -> None:
        self.digest, self.depth = digest, depth


class DigestJob:
    """A worker process that digests and checks one file: started by :func:`start_digest`
    before the file is read, told each piece with :meth:`piece` as it is read, then the
    document with :meth:`finish`, and asked with :meth:`verdict` (or :meth:`digest`);
    :meth:`close` stops it in any case."""

    def __init__(self, process: subprocess.Popen[bytes] | None, path: Path) -> None:
        self._process = process
        self._batch: list[list[Any]] = []
        self._queue: queue.SimpleQueue[bytes | None] = queue.SimpleQueue()
        self._writer: threading.Thread | None = None
        self._expected_raw: dict[str, str] | None = None
        self._verdict: Verdict | None = None
        self.used_worker = False
        """True once :meth:`verdict` vouched for the file (for tests and benchmarks)."""
        if process is not None:
            # Written by a thread: the pipe takes the pieces only as fast as the worker reads
            # them, and this process goes on reading meanwhile.
            self._writer = threading.Thread(target=_send, args=(process, self._queue), daemon=True)
            self._writer.start()
            hint = sorted(set(trace_fields(SCHEMA_VERSION)) - set(UNSEALED_FIELDS))
            self._put({"path": str(path.resolve()), "order": hint})

    def piece(self, name: str, is_list: bool, start: int, end: int) -> None:
        """The reader read the piece ``[start, end)`` of the field ``name`` (a list's item if
        ``is_list``): pass it on (a ``Pieces.listener``)."""
        self._batch.append([name, is_list, start, end])
        if len(self._batch) >= _BATCH:
            self._put(self._batch)
            self._batch = []

    def finish(self, document: dict[str, Any], pieces: Pieces) -> None:
        """The reading is done and gave ``document``: the worker may digest its sealed fields."""
        self._expected_raw = {name: pieces.raw[name].hexdigest() for name in pieces.raw}
        names = sorted(name for name in document if name not in UNSEALED_FIELDS)
        self._put(self._batch)
        self._put({"names": names})
        self._queue.put(None)

    def digest(self) -> str:
        """The document's digest as the worker took it (a ``content_digest`` for
        :meth:`RunTrace.from_dict`); raises :class:`WorkerUnusable`."""
        return self.verdict().digest

    def verdict(self) -> Verdict:
        """The worker's findings, if it read the bytes this process parsed, found no key given
        twice and a nesting within :data:`SAFE_FILE_DEPTH`; else :class:`WorkerUnusable`."""
        if self._verdict is None:
            answer = self._answer()
            usable = (
                answer is not None
                and self._expected_raw is not None
                and answer.get("raw") == self._expected_raw
                and answer.get("duplicate") is False
                and isinstance(answer.get("digest"), str)
                and isinstance(answer.get("depth"), int)
                and answer["depth"] <= SAFE_FILE_DEPTH
            )
            if not usable:
                raise WorkerUnusable("the worker cannot vouch for the file: read it here")
            assert answer is not None
            self._verdict = Verdict(answer["digest"], answer["depth"])
            self.used_worker = True
        return self._verdict

    def close(self) -> None:
        """Stop the worker if it still runs (the reading or the checks failed before its
        findings were needed), and wait for it."""
        self._queue.put(None)
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        if self._writer is not None:
            self._writer.join()

    def _put(self, message: Any) -> None:
        self._queue.put(json.dumps(message).encode() + b"\n")

    def _answer(self) -> dict[str, Any] | None:
        if self._process is None or self._expected_raw is None:
            return None
        assert self._process.stdout is not None
        try:
            out = self._process.stdout.read()
            self._process.stdout.close()
        except (OSError, ValueError):  # ValueError: closed already
            return None
        finally:
            self._process.wait()
        if self._process.returncode != 0:
            return None
        try:
            answer = json.loads(out)
        except ValueError:
            return None
        return answer if isinstance(answer, dict) else None


def start_digest(path: Path) -> DigestJob:
    """A worker process for the file at ``path``, started now, waiting for its pieces (see
    :class:`DigestJob`); if none can start, the job's :meth:`DigestJob.verdict` says so."""
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", _WORKER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
    except OSError:
        return DigestJob(None, path)
    return DigestJob(process, path)


def _send(process: subprocess.Popen[bytes], messages: queue.SimpleQueue[bytes | None]) -> None:
    assert process.stdin is not None
    try:
        while (message := messages.get()) is not None:
            process.stdin.write(message)
        process.stdin.close()
    except OSError:  # the worker died or was stopped: its answer is then missing
        pass


_WORKER = (
    "import sys; from forecasting_agents.record._parallel_digest import _main; sys.exit(_main())"
)


class _Digester:
    """The worker's side: each piece parsed, measured and raw-hashed as it comes, and fed to
    the digest when its field's turn comes (fields in sorted order; a field whose turn has not
    come waits as byte ranges, not as text). ``order`` is the expected digest order; the
    document's own is given at the end (:meth:`end`)."""

    def __init__(self, path: Path, order: list[str]) -> None:
        self._handle = path.open("rb")
        self._order = list(order)
        self._spans: dict[str, list[tuple[bool, int, int]]] = {}
        self._raw: dict[str, Any] = {}
        self._turn, self._done_in_field, self._last = 0, 0, ""
        self._digest = hashlib.sha256(b"{")
        self.depth = 1

    def add(self, name: str, is_list: bool, start: int, end: int) -> None:
        if name != self._last and name in self._spans:  # a field's pieces are contiguous
            raise ValueError(f"the field {name!r} comes twice")
        self._last = name
        self._spans.setdefault(name, []).append((is_list, start, end))
        if name in UNSEALED_FIELDS:  # not digested: checked now
            self._encode(name, is_list, start, end)
        self._advance(complete=False)

    def end(self, names: list[str]) -> dict[str, Any]:
        if names[: self._turn] != self._order[: self._turn]:
            raise ValueError("the fields digested already are not the document's first ones")
        self._order = names
        self._advance(complete=True)
        self._digest.update(b"}")
        raw = {name: hasher.hexdigest() for name, hasher in self._raw.items()}
        return {
            "digest": f"{DIGEST_ALGORITHM}:{self._digest.hexdigest()}",
            "raw": raw,
            "duplicate": False,
            "depth": self.depth,
        }

    def _advance(self, *, complete: bool) -> None:
        """Digest what may be digested: the field whose turn it is, piece after piece; a
        field is done once a later one has begun (or at the end, ``complete``)."""
        while self._turn < len(self._order):
            name = self._order[self._turn]
            spans = self._spans.get(name, [])
            while self._done_in_field < len(spans):
                is_list, start, end = spans[self._done_in_field]
                opening = not self._done_in_field
                if opening:
                    self._digest.update((b"," if self._turn else b"") + canonical_json(name) + b":")
                    if is_list:
                        self._digest.update(b"[")
                sep = b"," if is_list and not opening else b""
                self._digest.update(sep + self._encode(name, is_list, start, end))
                self._done_in_field += 1
            if not (complete or (spans and self._last != name)):
                return
            if not spans:
                raise ValueError(f"the field {name!r} was not read")
            if spans[0][0]:
                self._digest.update(b"]")
            self._turn, self._done_in_field = self._turn + 1, 0

    def _encode(self, name: str, is_list: bool, start: int, end: int) -> bytes:
        self._handle.seek(start)
        body = self._handle.read(end - start)
        self._raw.setdefault(name, hashlib.sha256()).update(body)
        # Decoded as the reader decodes it: json.loads would guess an encoding.
        value = _STRICT(body.decode("utf-8"))
        self.depth = max(self.depth, 1 + is_list + _depth(value))
        return _CANONICAL(value).encode("utf-8")


# Made once, not per piece (json.loads and canonical_json make one per call): the same parse
# as json.loads with unique_object, the same bytes as canonical_json.
_STRICT = json.JSONDecoder(object_pairs_hook=unique_object).decode
_CANONICAL = json.JSONEncoder(
    sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
).encode


_CONTAINERS = (dict, list)


def _depth(value: Any) -> int:
    """How many levels of objects and arrays ``value`` (as ``json.loads`` makes it) nests."""
    level = [value] if type(value) in _CONTAINERS else []
    depth = 0
    while level:  # a level at a time, in one comprehension: a file holds 1.5 million containers
        level = [
            child
            for item in level
            for child in (item.values() if type(item) is dict else item)
            if type(child) in _CONTAINERS
        ]
        depth += 1
    return depth


def _main() -> int:
    lines = iter(sys.stdin.buffer)
    start = json.loads(next(lines))
    digester = _Digester(Path(start["path"]), start["order"])
    try:
        for line in lines:
            message = json.loads(line)
            if isinstance(message, dict):
                answer = digester.end(message["names"])
                break
            for name, is_list, begin, end in message:
                digester.add(name, is_list, begin, end)
        else:
            return 1  # the reading stopped before its end: nothing to say
    except DuplicateKeyError:
        answer = {"duplicate": True}
    sys.stdout.write(json.dumps(answer))
    return 0
