"""Reply-body decoders (gzip and deflate) that never hold more than a size cap.

The shape is httpx's own ``_decoders``: a decoder has ``decode(chunk) -> bytes`` and
``flush() -> bytes``, one stage per content coding, a :class:`MultiDecoder` for a stacked
coding (``gzip, gzip``), and a :class:`DecodingError` for a body that cannot be read. What
httpx's decoders lack, and why these exist, is the cap: httpx inflates each chunk whole, so a
small compressed body can expand into gigabytes before anyone counts it. Here each stage is
asked for at most the room left plus one byte (zlib keeps the rest for the next call), so the
body is refused as soon as it would pass the cap, without holding more than that in memory.

:class:`ReplyDecoder` is what the HTTP session (:mod:`forecasting_agents.http`) applies to
every reply: it undoes the codings it reads and counts the bytes, both as sent and as decoded.
Pure bytes in, bytes out (standard library only), so it is tested without a socket.
"""

from __future__ import annotations

import zlib
from collections.abc import Callable, Sequence
from typing import Any

__all__ = [
    "CODINGS",
    "DecodingError",
    "InflateDecoder",
    "MultiDecoder",
    "ReplyDecoder",
]

CODINGS = frozenset({"gzip", "x-gzip", "deflate"})
"""The content codings undone here; any other (``br`` without brotli, a server's ``utf-8``) is
passed through as sent, as httpx does, and counted as sent."""


class DecodingError(ValueError):
    """A body refused as it was read; ``problem`` completes "the reply from <server> ..."."""

    def __init__(self, problem: str) -> None:
        super().__init__(problem)
        self.problem = problem


class InflateDecoder:
    """One gzip or zlib coding undone; for ``deflate``, also raw deflate (no header), which some
    servers send under that name and httpx accepts: chosen by the body's first two bytes.

    ``decode(data, max_length)`` returns at most ``max_length`` bytes and keeps the rest of its
    input for the next call; ``flush()`` returns what is left, or more than ``cap`` bytes (and
    stops there) if what is left would not fit. Raises ``zlib.error`` on a body it cannot read.
    """

    def __init__(self, *, raw_allowed: bool, cap: int) -> None:
        self._raw_allowed = raw_allowed
        self._cap = cap
        self._inner: Any = None
        self._head = b""  # the first bytes, until there are two to tell the format by

    def decode(self, data: bytes, max_length: int) -> bytes:
        if self._inner is None:
            self._head += data
            if len(self._head) < 2:
                return b""
            self._inner = zlib.decompressobj(self._window(self._head))
            data, self._head = self._head, b""
        if self._inner.eof:  # what follows the compressed data is ignored, as httpx does
            return b""
        # What the last call left for want of room comes first: nothing is dropped.
        return self._inner.decompress(self._inner.unconsumed_tail + data, max_length)

    def flush(self) -> bytes:
        if self._inner is None:  # a body of fewer than two bytes: not a compressed one
            if self._head:
                raise zlib.error("truncated compressed body")
            return b""
        # zlib's flush() inflates all waiting input at once, without a limit: drain it first,
        # in bounded pieces, and stop once the cap is passed (the caller then refuses it).
        drained = b""
        while self._inner.unconsumed_tail and len(drained) <= self._cap:
            drained += self._inner.decompress(self._inner.unconsumed_tail, self._cap + 1)
        if len(drained) > self._cap:
            return drained
        tail = drained + self._inner.flush()
        if not self._inner.eof:  # the body stopped before the compressed data ended
            raise zlib.error("truncated compressed body")
        return tail

    def _window(self, first: bytes) -> int:
        zlib_header = first[0] & 0x0F == 8 and (first[0] << 8 | first[1]) % 31 == 0
        if self._raw_allowed and not zlib_header:
            return -zlib.MAX_WBITS  # raw deflate
        return 32 + zlib.MAX_WBITS  # a gzip or a zlib header, whichever the body has


class MultiDecoder:
    """Several codings undone in turn, each stage's output bounded like the last one's.

    ``stages`` are in the order they are undone: the last coding a server lists first.
    """

    def __init__(self, stages: Sequence[InflateDecoder], *, cap: int) -> None:
        self._stages = list(stages)
        self._cap = cap

    def decode(self, data: bytes, max_length: int) -> bytes:
        for stage in self._stages:
            data = stage.decode(data, max_length)
        return data

    def flush(self) -> bytes:
        data = b""
        for stage in self._stages:
            data = (stage.decode(data, self._cap + 1) if data else b"") + stage.flush()
        return data


class ReplyDecoder:
    """A reply body's decoder: its codings undone, at most ``cap`` bytes once decoded.

    ``decode(chunk)`` takes each chunk as it arrives off the wire and returns its decoded bytes;
    ``flush()`` returns the rest once the body has ended. Either raises :class:`DecodingError`
    when the body cannot be decompressed, would pass ``cap`` bytes once decoded, or sent more
    than twice ``cap`` (bytes after a gzip's end count too: compressed, a body is never much
    larger than decoded). ``content_encoding`` is the header's value; ``decodes`` says whether
    any coding in it is undone here (then the header no longer describes the bytes returned).
    """

    def __init__(self, content_encoding: str, cap: int) -> None:
        codings = [coding.strip().lower() for coding in content_encoding.split(",")]
        known = [coding for coding in codings if coding in CODINGS]
        # The last coding listed was applied last, so it is undone first.
        stages = [InflateDecoder(raw_allowed=c == "deflate", cap=cap) for c in reversed(known)]
        self._stages = MultiDecoder(stages, cap=cap) if stages else None
        self.cap = cap
        self._size = 0  # decoded bytes returned so far
        self._sent = 0  # bytes received so far

    @property
    def decodes(self) -> bool:
        return self._stages is not None

    def decode(self, chunk: bytes) -> bytes:
        self._sent += len(chunk)
        if self._sent > 2 * self.cap:
            raise DecodingError(f"sent more than {2 * self.cap:,} bytes")
        room = self.cap - self._size
        if self._stages is None:
            data = chunk
        else:
            # Never more than fits, plus one: room + 1 bytes back means it would not fit.
            data = self._inflated(self._stages.decode, chunk, room + 1)
        self._size += len(self._counted(data, room))
        return data

    def flush(self) -> bytes:
        if self._stages is None:
            return b""
        return self._counted(self._inflated(self._stages.flush), self.cap - self._size)

    @staticmethod
    def _inflated(step: Callable[..., bytes], *args: Any) -> bytes:
        try:
            return step(*args)
        except zlib.error:
            raise DecodingError("could not be decompressed") from None

    def _counted(self, data: bytes, room: int) -> bytes:
        if len(data) > room:
            raise DecodingError(f"is larger than {self.cap:,} bytes (once decompressed)")
        return data
