"""A big trace's digest taken in a second process while the first goes on checking and building.

Reading a 273 MB backtest trace by pieces (``_layout``) leaves two independent jobs: encoding
every piece canonically for the digest (a second of CPU and more) and checking and building
from the parsed document. :func:`start_digest` hands the first to a fresh interpreter
(``python -m forecasting_agents.record._parallel_digest``), which reads the same byte ranges of
the file, parses and encodes each piece and hashes them in the order
:func:`forecasting_agents.record._layout.streamed_digest` does; the caller meanwhile validates,
and :meth:`DigestJob.result` gives the digest when the check needs it.

Conventions
-----------
- The same guarantee as the digest taken in this process: the worker also hashes the raw bytes
  of each field's pieces, and its digest is used only if those hashes equal the ones this
  process took of the bytes it parsed (``Pieces.raw``). Equal raw bytes parse to equal values
  (the worker's plain ``json.loads`` reads a text the strict reading here accepted: no key
  twice, no NaN), so the worker's canonical digest is that of the document checked here, even if
  the file changes between the two readings.
- Never a second judge: any failure of the worker (it cannot start, dies, answers something
  else, or saw other bytes) makes :meth:`DigestJob.result` take the digest here, as before, so
  what is accepted and every error message are those of the serial reading.
- Only files of at least :data:`PARALLEL_MIN_BYTES` use it: below, starting an interpreter
  costs more than it saves. The worker holds one piece at a time (about 25 MB of interpreter).
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

from forecasting_agents.core._files import canonical_json
from forecasting_agents.record._layout import Pieces
from forecasting_agents.record._records import DIGEST_ALGORITHM, UNSEALED_FIELDS

__all__ = ["PARALLEL_MIN_BYTES", "DigestJob", "digest_pieces", "start_digest"]

PARALLEL_MIN_BYTES = 32_000_000
"""Traces this size or larger have their digest taken in a second process."""


def digest_pieces(path: Path, plan: list[list[Any]]) -> dict[str, Any]:
    """The digest of the document whose pieces ``plan`` locates in the file at ``path`` (what
    :func:`_layout.streamed_digest` gives for it), and each field's raw-bytes SHA-256.

    ``plan`` is ``[name, is_list, [[start, end], ...]]`` per sealed field, in sorted order.
    """
    digest = hashlib.sha256(b"{")
    raw: dict[str, str] = {}
    with path.open("rb") as handle:
        for i, (name, is_list, spans) in enumerate(plan):
            digest.update((b"," if i else b"") + canonical_json(name) + b":")
            hasher = hashlib.sha256()
            if is_list:
                digest.update(b"[")
            for j, (start, end) in enumerate(spans):
                handle.seek(start)
                body = handle.read(end - start)
                hasher.update(body)
                # Decoded as this process decodes it: json.loads would guess an encoding.
                encoded = canonical_json(json.loads(body.decode("utf-8")))
                digest.update((b"," if j and is_list else b"") + encoded)
            if is_list:
                digest.update(b"]")
            raw[name] = hasher.hexdigest()
    digest.update(b"}")
    return {"digest": f"{DIGEST_ALGORITHM}:{digest.hexdigest()}", "raw": raw}


def _plan(document: dict[str, Any], pieces: Pieces) -> list[list[Any]] | None:
    """The worker's plan for ``document``: its sealed fields in digest order; None if a field
    was not read as pieces (then the digest is taken here)."""
    names = sorted(name for name in document if name not in UNSEALED_FIELDS)
    if any(name not in pieces.spans for name in names):  # every field is one piece or more
        return None
    return [[name, name in pieces.lists, pieces.spans.get(name, [])] for name in names]


class DigestJob:
    """A worker process that takes one document's digest: started by :func:`start_digest`
    before the file is read (a small process then, see the module docstring), given the pieces
    with :meth:`send`, and asked with :meth:`result`; :meth:`close` stops it in any case."""

    def __init__(self, process: subprocess.Popen[bytes] | None) -> None:
        self._process = process
        self._writer: threading.Thread | None = None
        self._expected_raw: dict[str, str] | None = None
        self._fallback: Callable[[], str] | None = None
        self.used_worker = False
        """True once :meth:`result` returned the worker's digest (for tests and benchmarks)."""

    def send(
        self, path: Path, document: dict[str, Any], pieces: Pieces, fallback: Callable[[], str]
    ) -> Callable[[], str]:
        """Have the worker digest ``document``, read from ``path`` as ``pieces`` say; returns
        :meth:`result`. ``fallback`` takes the digest here when the worker's cannot be used."""
        self._fallback = fallback
        plan = _plan(document, pieces)
        if plan is None or self._process is None:
            self.close()
            return self.result
        self._expected_raw = {name: pieces.raw[name].hexdigest() for name, _, _ in plan}
        request = json.dumps({"path": str(path.resolve()), "plan": plan}).encode()
        # Written by a thread: the pipe takes the request only as fast as the worker reads it,
        # and this process has checks to run meanwhile.
        self._writer = threading.Thread(target=_send, args=(self._process, request), daemon=True)
        self._writer.start()
        return self.result

    def result(self) -> str:
        """The worker's digest if it read the bytes this process parsed, else one taken here."""
        assert self._fallback is not None, "send() first"
        answer = self._answer()
        if answer is not None and answer.get("raw") == self._expected_raw:
            digest = answer.get("digest")
            if isinstance(digest, str):
                self.used_worker = True
                return digest
        return self._fallback()

    def close(self) -> None:
        """Stop the worker if it still runs (the reading or the checks failed before the digest
        was needed), and wait for it."""
        if self._process is not None and self._process.poll() is None:
            self._process.kill()
            self._process.wait()
        if self._writer is not None:
            self._writer.join()

    def _answer(self) -> dict[str, Any] | None:
        if self._process is None or self._writer is None:
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


def start_digest() -> DigestJob:
    """A worker process, started now, waiting for the pieces to digest (see :class:`DigestJob`);
    if none can start, the job takes the digest here when asked."""
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", _WORKER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
    except OSError:
        return DigestJob(None)
    return DigestJob(process)


def _send(process: subprocess.Popen[bytes], request: bytes) -> None:
    assert process.stdin is not None
    try:
        process.stdin.write(request)
        process.stdin.close()
    except OSError:  # the worker died or was stopped: its answer is then missing
        pass


_WORKER = (
    "import sys; from forecasting_agents.record._parallel_digest import _main; sys.exit(_main())"
)


def _main() -> int:
    request = json.loads(sys.stdin.buffer.read())
    answer = digest_pieces(Path(request["path"]), request["plan"])
    sys.stdout.write(json.dumps(answer))
    return 0
