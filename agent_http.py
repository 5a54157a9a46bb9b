"""Typed provider errors and the one retry layer every httpx-based client shares.

Every live client in the course (the LLM providers, Polymarket) sends JSON over HTTP through
:func:`request_json`, so timeouts, retries and error messages behave the same everywhere and
are tested once. The Anthropic SDK keeps its own retry settings and Tavily's SDK gets the same
policy through its session; both map their failures onto the error types defined here.

Conventions
-----------
- A request is retried on a timeout, a connection failure, a 429 and any 5xx; nothing else.
- A 429 waits for its ``Retry-After`` header (seconds or an HTTP date, capped at
  ``RetryPolicy.max_wait``); other retries back off exponentially.
- Errors name the provider, the HTTP status (``None`` when no response arrived) and the
  provider's own message, trimmed, and never contain request headers or keys.
- ``httpx`` is imported when a request is made, not when this module is imported.
"""

from __future__ import annotations

import email.utils
import json
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "DEFAULT_TIMEOUT_SECONDS",
    "ProviderConfigError",
    "ProviderConnectionError",
    "ProviderError",
    "ProviderHTTPError",
    "ProviderRateLimitError",
    "ProviderResponseError",
    "ProviderTimeoutError",
    "RetryPolicy",
    "request_json",
    "retry_after_seconds",
]

DEFAULT_TIMEOUT_SECONDS = 60.0
"""Per-request timeout for live calls; a slow model reply is normal, a hung socket is not."""

RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})
MAX_MESSAGE_CHARS = 300


class ProviderError(RuntimeError):
    """A live provider call failed. Carries ``provider``, ``status`` and ``message``."""

    def __init__(self, provider: str, status: int | None, message: str) -> None:
        self.provider = provider
        self.status = status
        self.message = message
        where = f"HTTP {status}" if status is not None else "no response"
        super().__init__(f"{provider}: {where}: {message}")


class ProviderConfigError(ProviderError):
    """The client cannot be built: a key, model or setting is missing or invalid."""

    def __init__(self, provider: str, message: str) -> None:
        super().__init__(provider, None, message)
        self.args = (f"{provider}: {message}",)  # no request was made, so no "no response"

    def __str__(self) -> str:
        return str(self.args[0])


class ProviderHTTPError(ProviderError):
    """The provider answered with an error status that retrying will not fix."""


class ProviderRateLimitError(ProviderHTTPError):
    """The provider kept answering 429 after every retry."""


class ProviderTimeoutError(ProviderError):
    """No response arrived within the timeout, after every retry."""


class ProviderConnectionError(ProviderError):
    """The provider could not be reached at all (refused, DNS, TLS), after every retry."""


class ProviderResponseError(ProviderError):
    """The provider answered 2xx but the body is not what its API documents."""


@dataclass(frozen=True)
class RetryPolicy:
    """How many times to retry, and how long to wait between tries."""

    max_retries: int = 2
    backoff_base: float = 0.5
    max_wait: float = 30.0
    sleep: Callable[[float], None] = field(default=time.sleep, repr=False, compare=False)

    def backoff(self, attempt: int) -> float:
        return min(self.backoff_base * (2**attempt), self.max_wait)


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
) -> Any:
    """Send one JSON request with bounded retries; return the decoded JSON body.

    Raises a :class:`ProviderError` subclass on every failure, so callers catch one family.
    ``transport`` is passed through to ``httpx.Client`` (tests use it to inject faults).
    """
    import httpx

    policy = retry or RetryPolicy()
    last_error: ProviderError | None = None
    with httpx.Client(timeout=timeout, transport=transport) as client:
        for attempt in range(policy.max_retries + 1):
            wait: float | None = None
            try:
                response = client.request(
                    method, url, headers=dict(headers or {}), json=json_body, params=params
                )
            except httpx.TimeoutException:
                last_error = ProviderTimeoutError(
                    provider, None, f"no response within {timeout:g} s from {_origin(url)}"
                )
            except httpx.TransportError as exc:
                last_error = ProviderConnectionError(
                    provider, None, f"could not reach {_origin(url)} ({type(exc).__name__})"
                )
            else:
                if response.status_code < 400:
                    return _decode(provider, response)
                message = error_message(response)
                if response.status_code not in RETRYABLE_STATUSES:
                    raise ProviderHTTPError(provider, response.status_code, message)
                error_type = (
                    ProviderRateLimitError if response.status_code == 429 else ProviderHTTPError
                )
                last_error = error_type(provider, response.status_code, message)
                wait = retry_after_seconds(response.headers.get("retry-after"))
            if attempt < policy.max_retries:
                policy.sleep(
                    min(wait, policy.max_wait) if wait is not None else policy.backoff(attempt)
                )
    assert last_error is not None
    raise last_error


def _decode(provider: str, response: Any) -> Any:
    try:
        return response.json()
    except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
        snippet = _trim(response.text)
        raise ProviderResponseError(
            provider, response.status_code, f"body is not JSON: {snippet!r}"
        ) from None


def error_message(response: Any) -> str:
    """The provider's own error text, from the usual JSON shapes, else the raw body."""
    try:
        body = response.json()
    except (json.JSONDecodeError, UnicodeDecodeError, ValueError):
        return _trim(response.text) or response.reason_phrase
    if isinstance(body, dict):
        error = body.get("error", body.get("detail", body.get("message")))
        if isinstance(error, dict):
            error = error.get("message", error)
        if error is not None:
            return _trim(str(error))
    return _trim(json.dumps(body))


def _origin(url: str) -> str:
    from urllib.parse import urlsplit

    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.hostname}{f':{parts.port}' if parts.port else ''}"


def _trim(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= MAX_MESSAGE_CHARS else text[: MAX_MESSAGE_CHARS - 3] + "..."
