"""Typed provider errors, the one retry loop, and the shared HTTP session every live client uses.

Every live client in the course (the LLM providers of :mod:`forecasting_agents.providers`, Tavily
and Polymarket in :mod:`forecasting_agents.search`) goes through this module, so deadlines, retries,
secret redaction and error messages behave the same everywhere and are tested once. The httpx
clients send JSON through :func:`request_json`; the Anthropic SDK is given this module's HTTP client
(for the deadline and the connection pool) with its own retries switched off, and its calls run
inside :func:`run_with_retries` like everyone else's. From the package it imports only
:mod:`forecasting_agents.core`.

Conventions
-----------
- A request is retried on a timeout, a connection failure (a server that cannot be reached, or that
  closed the connection without a reply), a 429 and any 5xx; nothing else. A server that answers
  in something other than HTTP (headers too long to read, a malformed status line) is a
  :class:`ProviderResponseError` saying so (:func:`transport_error`), never "is the server
  running?".
- A 429 waits for its ``Retry-After`` header (seconds or an HTTP date, capped at
  ``RetryPolicy.max_wait``); other retries back off exponentially.
- The timeout is a deadline for one whole attempt (connect, send, and the complete body), not a
  per-read limit: a server trickling one byte a second is cut off when the deadline passes. Retries
  are not counted against it.
- Every attempt is recorded as ``{"attempt": n, "outcome": ..., "wait_s": ...}`` in the list the
  caller passes, whatever the result, so a trace shows what happened on the wire.
- Errors name the provider, the HTTP status (``None`` when no response arrived), the provider's own
  message, trimmed, and the setting to change. They never contain request headers, and every text is
  passed through :func:`redact_secrets` with the caller's key.
- What a server says is masked where it enters the process: every string of a decoded reply body
  (keys included) and every error text loses the caller's secrets and every known secret
  (:func:`forecasting_agents.core._secrets.known_secrets`: the keys of every live client built so
  far and those in the environment), in every form. So a server that echoes a key (its own, or
  another vendor's that a model was tricked into sending it) cannot put it in a prompt, an artifact,
  a printed line or a file, whichever vendor it is sent on to.
- A reply body may hold at most :data:`MAX_REPLY_BYTES`, counted after decompression (the
  session decompresses gzip and deflate itself, as it reads, with the decoders of
  :mod:`forecasting_agents.core._decoders`, so a small compressed body cannot expand into
  gigabytes); a larger one is refused as a :class:`ProviderResponseError`.
- ``httpx`` is imported when a session is first used, not when this module is imported.
- A session keeps one pool of connections (:data:`POOL_LIMITS`) for every thread that uses it, and
  keeps as many of them open between requests as were needed at once.
"""

from __future__ import annotations

import codecs
import email.utils
import functools
import importlib
import json
import threading
import time
import weakref
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar
from urllib.parse import urlsplit

from forecasting_agents.core._decoders import DecodingError, ReplyDecoder
from forecasting_agents.core._secrets import SecretMask, known_secrets, secret_mask
from forecasting_agents.core._text import (
    clip,
    one_line,
)

__all__ = [
    "DEFAULT_TIMEOUT_SECONDS",
    "MAX_MESSAGE_CHARS",
    "MAX_REPLY_BYTES",
    "POOL_LIMITS",
    "PROVIDER_ERRORS",
    "REJECTED_KEY_STATUSES",
    "RETRYABLE_STATUSES",
    "Hints",
    "HttpSession",
    "ProviderConfigError",
    "ProviderConnectionError",
    "ProviderError",
    "ProviderHTTPError",
    "ProviderRateLimitError",
    "ProviderResponseError",
    "ProviderTimeoutError",
    "RetryPolicy",
    "T",
    "error_message",
    "incoming_mask",
    "mask_reply",
    "not_json",
    "redact_secrets",
    "request_json",
    "retry_after_seconds",
    "retry_policy",
    "run_with_retries",
    "status_error",
    "transport_error",
]


DEFAULT_TIMEOUT_SECONDS = 60.0
"""Deadline for one live request; a slow model reply is normal, a hung socket is not."""

POOL_LIMITS = {"max_connections": 100, "max_keepalive_connections": 100}
"""The connection pool of a session: as many idle connections kept as may be open. httpx keeps
20 by default, so a client shared by more agents than that (the backtest runs up to 64 at once)
closed a connection after most replies and opened a new one, with a TLS handshake, for the next
request."""

RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})
REJECTED_KEY_STATUSES = frozenset({401, 403})
MAX_MESSAGE_CHARS = 300
MAX_REPLY_BYTES = 64 * 1024 * 1024
"""The most one reply body may hold, decompressed. A model's reply, a search's results or a page
of markets is a few megabytes at most; a server sending more (without end, or a gzip that
expands a thousandfold) is refused before it fills memory."""

T = TypeVar("T")


class ProviderError(RuntimeError):
    """A live provider call failed. Carries ``provider``, ``status`` and ``message``.

    ``retry_after`` is the wait the server asked for (seconds), if it asked; the retry loop
    reads it and nothing else does.
    """

    def __init__(self, provider: str, status: int | None, message: str) -> None:
        self.provider = provider
        self.status = status
        self.message = message
        self.retry_after: float | None = None
        where = f"HTTP {status}" if status is not None else "no response"
        super().__init__(f"{provider}: {where}: {message}")

    @property
    def outcome(self) -> str:
        """A short label for the attempt record: ``http_429``, ``timeout``, ``bad_body``..."""
        if isinstance(self, ProviderTimeoutError):
            return "timeout"
        if isinstance(self, ProviderConnectionError):
            return "connection_error"
        if isinstance(self, ProviderResponseError):
            return "bad_body"
        return f"http_{self.status}" if self.status is not None else "error"

    @property
    def retryable(self) -> bool:
        if isinstance(self, ProviderTimeoutError | ProviderConnectionError):
            return True
        return isinstance(self, ProviderHTTPError) and self.status in RETRYABLE_STATUSES

    def redacted(self, secrets: Iterable[str | None]) -> ProviderError:
        """This error with every secret removed from its message (self if there was none)."""
        clean = redact_secrets(self.message, secrets)
        if clean == self.message:
            return self
        copy = _rebuild(self, clean)
        copy.retry_after = self.retry_after
        return copy


def _rebuild(error: ProviderError, message: str) -> ProviderError:
    if isinstance(error, ProviderConfigError):
        return type(error)(error.provider, message)
    return type(error)(error.provider, error.status, message)


class ProviderConfigError(ProviderError):
    """The client cannot be built: a key, model or setting is missing or invalid."""

    def __init__(self, provider: str, message: str) -> None:
        super().__init__(provider, None, message)
        self.args = (f"{provider}: {message}",)  # no request was made, so no "no response"

    def __str__(self) -> str:
        return str(self.args[0])


class ProviderHTTPError(ProviderError):
    """The provider answered with an error status (after every retry, if it was retryable)."""


class ProviderRateLimitError(ProviderHTTPError):
    """The provider kept answering 429 after every retry."""


class ProviderTimeoutError(ProviderError):
    """No complete response arrived within the deadline, after every retry."""


class ProviderConnectionError(ProviderError):
    """The provider could not be reached at all (refused, DNS, TLS), after every retry."""


class ProviderResponseError(ProviderError):
    """The provider answered 2xx but the body is not what its API documents."""


PROVIDER_ERRORS: tuple[type[ProviderError], ...] = (
    ProviderError,
    ProviderConfigError,
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderTimeoutError,
    ProviderConnectionError,
    ProviderResponseError,
)
"""The provider error family, base first; replay raises a recorded one again by its name."""


@dataclass(frozen=True)
class RetryPolicy:
    """How many times to retry, and how long to wait between tries."""

    max_retries: int = 2
    backoff_base: float = 0.5
    max_wait: float = 30.0
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False, compare=False)

    def backoff(self, attempt: int) -> float:
        return min(self.backoff_base * (2**attempt), self.max_wait)

    def wait_after(self, error: ProviderError, attempt: int) -> float:
        """Seconds to wait before the next try: the server's ``Retry-After``, else backoff."""
        if error.retry_after is not None:
            return min(error.retry_after, self.max_wait)
        return self.backoff(attempt)


def retry_policy(
    provider: str,
    retry: RetryPolicy | None = None,
    *,
    max_retries: int | None = None,
    retry_backoff: float | None = None,
) -> RetryPolicy:
    """The one retry contract every live client follows.

    ``retry`` is the policy (default :class:`RetryPolicy`); ``max_retries`` or ``retry_backoff``
    (its ``backoff_base``) given explicitly override that one field, and only then, so
    ``Client(retry=RetryPolicy(max_retries=5))`` retries five times on every client.
    """
    policy = retry or RetryPolicy()
    if max_retries is not None:
        if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
            raise ProviderConfigError(
                provider, f"max_retries must be an integer >= 0, got {max_retries!r}"
            )
        policy = replace(policy, max_retries=max_retries)
    if retry_backoff is not None:
        number = not isinstance(retry_backoff, bool) and isinstance(retry_backoff, int | float)
        if not number or retry_backoff < 0:
            raise ProviderConfigError(
                provider, f"retry_backoff must be a number of seconds >= 0, got {retry_backoff!r}"
            )
        policy = replace(policy, backoff_base=float(retry_backoff))
    return policy


def redact_secrets(text: str, secrets: Iterable[str | None]) -> str:
    """``text`` with ``secrets`` and every known secret replaced by :data:`REDACTED`.

    Every form of each secret is removed (exact, URL-, JSON- or HTML-escaped in any mixture,
    base64 at any alignment: :func:`forecasting_agents.core._secrets.secret_forms`, the same forms a
    record loses), because a server that echoes a request back may quote it any of these ways,
    and an ``Authorization: Basic`` header carries it in base64. The known secrets are masked
    too (:func:`forecasting_agents.core._secrets.known_secrets`), so an error cannot carry one
    vendor's key into a prompt sent to another.
    """
    return incoming_mask(secrets)(text)


def incoming_mask(secrets: Iterable[str | None] = ()) -> SecretMask:
    """The mask text from a server goes through: ``secrets`` and every known secret."""
    return secret_mask((*secrets, *known_secrets()))


def mask_reply(body: Any, secrets: Iterable[str | None] = ()) -> Any:
    """``body`` (decoded JSON, or a value of strings, lists and dicts) with every string in it
    masked by :func:`incoming_mask`, dict keys included; changed in place where it can be.

    Walked without recursion, so a body nested as deeply as the JSON decoder allows is masked
    too; each distinct string is masked once, and a string shorter than every form is passed over.
    """
    mask = incoming_mask(secrets)
    if not mask.forms:
        return body
    seen: dict[str, str] = {}

    def text(value: str) -> str:
        if len(value) < mask.shortest:
            return value
        found = seen.get(value)
        if found is None:
            found = seen[value] = mask(value)
        return found

    if isinstance(body, str):
        return text(body)
    waiting = [body] if isinstance(body, list | dict) else []
    while waiting:
        node = waiting.pop()
        if isinstance(node, dict) and any(isinstance(k, str) and text(k) != k for k in node):
            renamed = [(text(k) if isinstance(k, str) else k, v) for k, v in node.items()]
            node.clear()
            node.update(renamed)
        pairs = node.items() if isinstance(node, dict) else enumerate(node)
        for place, value in pairs:
            if isinstance(value, str):
                node[place] = text(value)
            elif isinstance(value, list | dict):
                waiting.append(value)
    return body


def retry_after_seconds(value: str | None, *, now: float | None = None) -> float | None:
    """Parse a ``Retry-After`` header (delta-seconds or HTTP date) into seconds to wait."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        return max(0.0, float(text))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(text)
    except (TypeError, ValueError):
        return None
    reference = time.time() if now is None else now
    return max(0.0, when.timestamp() - reference)


def run_with_retries(
    attempt: Callable[[], T],
    policy: RetryPolicy,
    *,
    record: list[dict[str, Any]] | None = None,
    secrets: Iterable[str | None] = (),
) -> T:
    """Call ``attempt`` until it succeeds or the policy gives up; the one retry loop.

    ``attempt`` raises a :class:`ProviderError` on failure; a retryable one (timeout,
    connection, 429, 5xx) is tried again after :meth:`RetryPolicy.wait_after`. Each try is
    appended to ``record``. The error that ends the loop is raised with ``secrets`` removed.
    """
    log = record if record is not None else []
    secrets = tuple(secrets)
    for number in range(1, policy.max_retries + 2):
        try:
            result = attempt()
        except ProviderError as error:
            entry: dict[str, Any] = {"attempt": number, "outcome": error.outcome}
            log.append(entry)
            if not error.retryable or number > policy.max_retries:
                raise error.redacted(secrets) from None
            entry["wait_s"] = round(policy.wait_after(error, number - 1), 3)
            policy.sleep(entry["wait_s"])
        else:
            log.append({"attempt": number, "outcome": "ok"})
            return result
    raise AssertionError("unreachable: the last attempt returns or raises")


# --------------------------------------------------------------------------- the HTTP session


class HttpSession:
    """One pooled ``httpx.Client`` per provider client, created on first use, thread-safe.

    Every request through it has a whole-attempt deadline of ``timeout`` seconds. ``transport``
    is passed to httpx (tests use it to inject faults). The same client can be handed to an
    SDK that takes an ``http_client``; ``library`` names the httpx-compatible package that SDK
    expects (the Anthropic SDK ships its own fork, ``httpx2``).
    """

    def __init__(self, timeout: float, transport: Any = None, *, library: str = "httpx") -> None:
        self.timeout = float(timeout)
        self.library = library
        self._transport = transport
        self._client: Any = None
        self._lock = threading.Lock()

    @property
    def client(self) -> Any:
        with self._lock:
            if self._client is None:
                http = importlib.import_module(self.library)
                inner = self._transport or http.HTTPTransport(
                    verify=_tls_context(), limits=http.Limits(**POOL_LIMITS)
                )
                self._client = http.Client(
                    timeout=self.timeout,
                    transport=_deadline_transport(http, inner, self.timeout),
                )
                # A client dropped without close() must not leave its sockets to the GC.
                weakref.finalize(self, self._client.close)
            return self._client

    def close(self) -> None:
        with self._lock:
            if self._client is not None:
                self._client.close()
                self._client = None


@functools.cache
def _tls_context() -> Any:
    """One certificate-verifying TLS context for every session: building one costs ~0.1 s."""
    import ssl

    import certifi

    return ssl.create_default_context(cafile=certifi.where())


def _deadline_transport(httpx: Any, inner: Any, seconds: float) -> Any:
    """Wrap an httpx transport so each response body must be complete within ``seconds``.

    httpx's own timeouts limit each read; a server sending a byte just inside that limit could
    hold a call forever. The wrapper checks a monotonic deadline, set when the request starts,
    after every chunk of body and raises ``httpx.ReadTimeout`` once it has passed. (A server
    that stops sending altogether is caught by httpx's read timeout, which is the same value,
    so one attempt lasts at most about twice the deadline in the worst interleaving.) The body
    is decoded by a :class:`~forecasting_agents.core._decoders.ReplyDecoder` within
    :data:`MAX_REPLY_BYTES`. ``httpx`` is the module (httpx or a compatible fork) whose classes
    the wrapper extends.
    """
    return _wire_classes(httpx)(inner, seconds)


@functools.cache
def _wire_classes(httpx: Any) -> Any:
    """The deadline transport class for ``httpx``, built once per library: the classes below on
    that library's own base classes, which its client and response check for."""
    refused = type("BadReply", (_RefusedRead, httpx.ReadError), {})
    stream = type(
        "DeadlineStream",
        (_DeadlineStream, httpx.SyncByteStream),
        {"httpx": httpx, "refused": refused},
    )
    return type(
        "DeadlineTransport",
        (_DeadlineTransport, httpx.BaseTransport),
        {"httpx": httpx, "stream": stream},
    )


class _RefusedRead:
    """A body refused as it was read (``problem`` says why); on the library's ``ReadError``, so
    an SDK given this transport stops as for any failed read."""

    def __init__(self, problem: str, request: Any) -> None:
        super().__init__(problem, request=request)
        self.problem = problem


class _DeadlineStream:
    """A reply's body as it arrives: cut off once the deadline passes, decoded within the cap."""

    httpx: Any  # the library, and its ReadError for a refused body: set by _wire_classes
    refused: Any

    def __init__(self, stream: Any, deadline: float, request: Any, decoder: ReplyDecoder) -> None:
        self._stream, self._deadline, self._request = stream, deadline, request
        self._decoder = decoder

    def __iter__(self) -> Iterator[bytes]:
        for chunk in self._stream:
            if time.monotonic() > self._deadline:
                raise self.httpx.ReadTimeout("deadline passed", request=self._request)
            yield self._read(self._decoder.decode, chunk)
        if tail := self._read(self._decoder.flush):
            yield tail

    def _read(self, step: Callable[..., bytes], *chunk: bytes) -> bytes:
        try:
            return step(*chunk)
        except DecodingError as error:
            raise self.refused(error.problem, self._request) from None

    def close(self) -> None:
        self._stream.close()


class _DeadlineTransport:
    """An httpx transport whose replies are :class:`_DeadlineStream` bodies."""

    httpx: Any  # the library, and its stream class: set by _wire_classes
    stream: Any

    def __init__(self, inner: Any, seconds: float) -> None:
        self._inner, self._seconds = inner, seconds

    def handle_request(self, request: Any) -> Any:
        deadline = time.monotonic() + self._seconds
        response = self._inner.handle_request(request)
        if time.monotonic() > deadline:
            response.close()
            raise self.httpx.ReadTimeout("deadline passed", request=request)
        headers, decoder = _own_decoding(response.headers)
        return self.httpx.Response(
            response.status_code,
            headers=headers,
            stream=self.stream(response.stream, deadline, request, decoder),
            extensions=response.extensions,
        )

    def close(self) -> None:
        self._inner.close()


def _own_decoding(headers: Any) -> tuple[Any, ReplyDecoder]:
    """The headers to hand httpx and the decoder the session applies itself.

    A gzip or deflate body (or one compressed several times, ``gzip, gzip``) is decompressed as
    it is read, so its size is counted after decompression; its ``Content-Encoding`` and
    ``Content-Length`` are dropped so httpx does not decompress it again. A coding neither reads
    (``br`` without brotli, a server's ``utf-8``) is passed through as is, as httpx does, and
    counted as sent.
    """
    decoder = ReplyDecoder(headers.get("content-encoding", ""), MAX_REPLY_BYTES)
    if not decoder.decodes:
        return headers, decoder
    return [(k, v) for k, v in headers.raw if k.lower() not in _DECODED_HEADERS], decoder


_DECODED_HEADERS = frozenset({b"content-encoding", b"content-length"})


@dataclass(frozen=True)
class Hints:
    """What an error should tell the reader to change: timeout, base-URL and key settings."""

    timeout_setting: str = "timeout"
    url_setting: str | None = None
    key_setting: str | None = None

    def timeout_message(self, seconds: float, where: str) -> str:
        other = f", or {self.url_setting} to another server" if self.url_setting else ""
        return (
            f"no complete reply within {self.timeout_setting}={seconds:g} s from {where} "
            f"(set {self.timeout_setting} to allow longer{other})"
        )

    def connection_message(self, reason: str, where: str) -> str:
        fix = f"; set {self.url_setting} if it runs elsewhere" if self.url_setting else ""
        return f"could not reach {where} ({reason}): is the server running?{fix}"

    def status_message(self, status: int, message: str) -> str:
        if status in REJECTED_KEY_STATUSES and self.key_setting:
            return f"{message} (the key was rejected; check {self.key_setting})"
        return message


def request_json(
    provider: str,
    method: str,
    url: str,
    *,
    headers: Mapping[str, str] | None = None,
    json_body: Any = None,
    params: Mapping[str, Any] | None = None,
    timeout: float = DEFAULT_TIMEOUT_SECONDS,
    retry: RetryPolicy | None = None,
    transport: Any = None,
    session: HttpSession | None = None,
    attempts: list[dict[str, Any]] | None = None,
    secrets: Iterable[str | None] = (),
    hints: Hints | None = None,
    where: str | None = None,
    expect_status: int | None = None,
) -> Any:
    """Send one JSON request with bounded retries; return the decoded JSON body.

    Raises a :class:`ProviderError` subclass on every failure, so callers catch one family.
    ``session`` is the caller's pooled :class:`HttpSession` (a one-off one is used and closed
    otherwise; ``transport`` is only for that one-off session). Each attempt is appended to
    ``attempts``; ``secrets`` are removed from every error text; ``hints`` name the settings
    an error should mention; ``where`` is the address errors show (default: the URL's origin);
    ``expect_status`` rejects any other 2xx/3xx status as a :class:`ProviderResponseError`.
    """
    own = session is None
    http = session or HttpSession(timeout, transport)
    secrets = tuple(secrets)
    shown = where or _origin(url)
    advice = hints or Hints()

    def attempt() -> Any:
        response, text = _send(
            provider, http, method, url, headers, json_body, params, shown, advice
        )
        if response.status_code >= 400:
            raise status_error(provider, response, advice, secrets)
        if 300 <= response.status_code < 400:  # redirects are not followed: the body is not data
            target = redact_secrets(response.headers.get("location", "nowhere"), secrets)
            raise ProviderResponseError(
                provider,
                response.status_code,
                f"redirected to {clip(one_line(target), 120)!r}, which is not followed; point "
                "the base URL at the server itself",
            )
        if expect_status is not None and response.status_code != expect_status:
            raise ProviderResponseError(
                provider,
                response.status_code,
                f"expected {expect_status} with a JSON body, got {response.status_code}",
            )
        return _decode(provider, response, text, secrets)

    try:
        return run_with_retries(attempt, retry or RetryPolicy(), record=attempts, secrets=secrets)
    finally:
        if own:
            http.close()


def _send(
    provider: str,
    http: HttpSession,
    method: str,
    url: str,
    headers: Mapping[str, str] | None,
    json_body: Any,
    params: Mapping[str, Any] | None,
    where: str,
    hints: Hints,
) -> tuple[Any, _BodyText | None]:
    """Send the request and read its reply: a 2xx body as text (see :func:`_body_text`), any
    other read whole for the error paths; failures to send or to read, typed."""
    import httpx

    try:
        client = http.client
        request = client.build_request(
            method, url, headers=dict(headers or {}), json=json_body, params=params
        )
        response = client.send(request, stream=True)
        try:
            if 200 <= response.status_code < 300:
                return response, _body_text(response)
            response.read()
            return response, None
        finally:
            response.close()
    except httpx.TimeoutException:
        raise ProviderTimeoutError(
            provider, None, hints.timeout_message(http.timeout, where)
        ) from None
    except httpx.TransportError as exc:
        raise transport_error(provider, exc, where, hints) from None


@dataclass
class _BodyText:
    """A 2xx body decoded as ``json.loads`` decodes bytes; ``decoded`` False if it was not in
    the encoding it looks like (``text`` then has the bad bytes replaced, for an excerpt). A
    holder, so the parser can let go of the text before the body is masked."""

    text: str
    decoded: bool = True


def _body_text(response: Any) -> _BodyText:
    """The body, decoded chunk by chunk as it is read (the encoding ``json.loads`` would detect,
    lone surrogates kept as it keeps them), never held as bytes whole: a reply of tens of
    megabytes is then in memory once as text while it is read, and once more as it is parsed,
    rather than also as bytes (``response.json()``)."""
    pieces: list[str] = []
    head, decoder, decoded = b"", None, True
    for chunk in response.iter_bytes():
        if decoder is None:
            head += chunk
            if len(head) < 4:  # json.detect_encoding looks at the first four bytes
                continue
            decoder, chunk, head = _decoder(head), head, b""
        try:
            pieces.append(decoder.decode(chunk))
        except UnicodeDecodeError:
            decoded, decoder = False, codecs.getincrementaldecoder("utf-8")("replace")
            pieces.append(decoder.decode(chunk))
    decoder = decoder or _decoder(head)
    try:
        pieces.append(decoder.decode(head, final=True))
    except UnicodeDecodeError:
        decoded = False
        pieces.append(head.decode("utf-8", "replace"))
    return _BodyText("".join(pieces), decoded)


def _decoder(head: bytes) -> Any:
    return codecs.getincrementaldecoder(json.detect_encoding(head))("surrogatepass")


def transport_error(provider: str, exc: BaseException, where: str, hints: Hints) -> ProviderError:
    """The typed error for a transport failure ``exc`` (httpx's, or the fork an SDK uses).

    Only a failure to connect or a connection closed before any reply is a
    :class:`ProviderConnectionError` ("is the server running?", retried); a server that did
    answer, with a reply refused as it was read (too large, not decompressible) or that breaks
    HTTP (a header too long to read, a malformed status line), is a
    :class:`ProviderResponseError` saying so, not retried: it answers the same way again.
    """
    if problem := getattr(exc, "problem", None):  # refused as it was read
        return ProviderResponseError(
            provider, None, f"the reply from {where} {problem}; is this the right server?"
        )
    if type(exc).__name__ == "RemoteProtocolError":  # the server answered, but not in HTTP
        text = one_line(str(exc))
        if "disconnected" in text.lower():  # closed before a byte of reply: reached, then lost
            reason = "it closed the connection without a reply"
            return ProviderConnectionError(provider, None, hints.connection_message(reason, where))
        if "receive buffer too long" in text.lower():
            problem = (
                "has a status line or headers too long to read (over the HTTP client's limit; "
                "no API here sends headers that large)"
            )
        else:
            problem = f"is not valid HTTP ({clip(text, 120)})"
        return ProviderResponseError(
            provider, None, f"the reply from {where} {problem}; is this the right server?"
        )
    return ProviderConnectionError(
        provider, None, hints.connection_message(type(exc).__name__, where)
    )


def status_error(
    provider: str,
    response: Any,
    hints: Hints | None = None,
    secrets: Iterable[str | None] = (),
) -> ProviderHTTPError:
    """The typed error for an error response, carrying its ``Retry-After`` for the retry loop."""
    kind = ProviderRateLimitError if response.status_code == 429 else ProviderHTTPError
    text = error_message(response, secrets)
    message = (hints or Hints()).status_message(response.status_code, text)
    error = kind(provider, response.status_code, message)
    error.retry_after = retry_after_seconds(response.headers.get("retry-after"))
    return error


def _decode(
    provider: str, response: Any, text: _BodyText | None, secrets: Iterable[str | None]
) -> Any:
    """The body's JSON (from its ``text``), masked (:func:`mask_reply`) before any caller sees
    it; the text is let go of once parsed."""
    text = text or _BodyText(response.text)  # only a 2xx body is decoded here: never None
    if not text.decoded:
        raise not_json(provider, response.status_code, text.text, secrets)
    try:
        body = json.loads(text.text)
    except (ValueError, RecursionError):  # not JSON, nested past Python's limit
        raise not_json(provider, response.status_code, text.text, secrets) from None
    text.text = ""  # parsed: the reply's text is not held while it is masked
    return mask_reply(body, secrets)


def not_json(
    provider: str, status: int | None, text: str, secrets: Iterable[str | None] = ()
) -> ProviderResponseError:
    """The error for a 2xx body that does not parse as JSON, with a trimmed excerpt."""
    excerpt = _trim(redact_secrets(text, secrets))
    return ProviderResponseError(provider, status, f"body is not JSON: {excerpt!r}")


def error_message(response: Any, secrets: Iterable[str | None] = ()) -> str:
    """The provider's own error text, from the usual JSON shapes, else the raw body.

    ``secrets`` are removed before the text is trimmed, so no part of a key survives a cut.
    """
    secrets = tuple(secrets)
    try:
        body = response.json()
    except (ValueError, RecursionError):
        return _trim(redact_secrets(response.text, secrets)) or response.reason_phrase
    text = json.dumps(body)
    if isinstance(body, dict):
        error = body.get("error", body.get("detail", body.get("message")))
        if isinstance(error, dict):
            error = error.get("message", error.get("error", error))
        if error is not None:
            text = str(error)
    return _trim(redact_secrets(text, secrets))


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.hostname}{f':{parts.port}' if parts.port else ''}"


def _trim(text: str) -> str:
    return clip(one_line(text), MAX_MESSAGE_CHARS)
