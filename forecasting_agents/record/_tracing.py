"""Tracing clients: wrappers that forward to a live client and record every call.

:func:`trace_llm` and :func:`trace_search` wrap any :class:`forecasting_agents.providers.LLMClient`
or :class:`forecasting_agents.search.SearchClient`. The wrapper behaves like the client it wraps
(same replies, same exceptions, same ``model_name``, ``settings()`` ...) and appends one record per
call to its ``.calls`` list: an :class:`forecasting_agents.record.LLMCallRecord` or
:class:`forecasting_agents.record.SearchCallRecord`, redacted and stored as a plain dict, ready for
:meth:`forecasting_agents.record.RunTrace.capture`.

Conventions
-----------
- A record is kept as it was made: it is redacted once, where it leaves the process or becomes
  a trace (:meth:`forecasting_agents.record.RunTrace.capture`, a run directory's record).
- A failed call is recorded with its error, and the exception is re-raised unchanged.
- Calls are timed with a monotonic clock (``time.perf_counter``); nothing here reads the wall clock.
  A :class:`forecasting_agents.record.Session` hands tracers out only on its live path; the backtest
  runner wraps every agent's clients, replayed ones included, to collect each question's calls.
- Client attributes the protocols do not promise (``provider``, ``mode``, ``settings()``,
  ``request_body``, ``last_call_attempts`` ...) are read with ``getattr`` and honest defaults, so
  test fakes and third-party clients can be traced too.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from datetime import date
from typing import Any

from forecasting_agents.core._clients import client_name, is_llm_client, is_search_client
from forecasting_agents.core._errors import RecordTooLargeError, SchemaError
from forecasting_agents.core._schemas import (
    JsonMode,
    TokenUsage,
)
from forecasting_agents.core._text import without_lone_surrogates
from forecasting_agents.providers._protocol import LLMClient
from forecasting_agents.record._records import (
    LLMCallRecord,
    SearchCallRecord,
    iso_cutoff,
    json_schema_of,
    message_dicts,
    plain_json,
    short_repr,
    wire_method,
)
from forecasting_agents.record._spill import SpillStore
from forecasting_agents.search._protocol import (
    DEFAULT_MAX_RESULTS,
    SearchClient,
)

__all__ = [
    "TracingLLMClient",
    "TracingSearchClient",
    "trace_llm",
    "trace_search",
]


def _client_identity(llm: Any) -> dict[str, str]:
    """provider, model, model_name and mode of any client, with honest defaults when absent."""
    model_name = getattr(llm, "model_name", None)
    prefix, _, suffix = model_name.partition(":") if isinstance(model_name, str) else ("", "", "")
    provider = getattr(llm, "provider", None) or (prefix if suffix else "") or "unknown"
    model = getattr(llm, "model", None) or suffix or "unknown"
    if not isinstance(model_name, str) or not model_name:
        model_name = f"{provider}:{model}"
    # A client that does not say how it answers is recorded as "unknown", never guessed.
    mode = getattr(llm, "mode", None) or "unknown"
    return {
        "provider": str(provider),
        "model": str(model),
        "model_name": model_name,
        "mode": str(mode),
    }


def _client_settings(llm: Any) -> dict[str, Any]:
    settings = getattr(llm, "settings", None)
    if settings is None:
        return {}
    value = settings() if callable(settings) else settings
    if not isinstance(value, Mapping):
        raise SchemaError(
            f"{type(llm).__name__}.settings() must return a dict, got {short_repr(value)}"
        )
    return dict(value)


def _wire_request(llm: Any, messages: Any, json_mode: JsonMode) -> dict[str, Any] | None:
    """The JSON body ``llm`` sends for this call, as plain JSON data, or None."""
    method = wire_method(llm)
    if method is None:
        return None
    body = method(messages, json_mode)
    if not isinstance(body, Mapping):
        raise SchemaError(
            f"{type(llm).__name__}.{method.__name__} must return a dict, got {short_repr(body)}"
        )
    return plain_json(body)


def _attempts(llm: Any) -> list[Any]:
    """What happened on each HTTP attempt of the call just made (empty for non-HTTP clients)."""
    attempts = getattr(llm, "last_call_attempts", None) or []
    return [dict(a) if isinstance(a, Mapping) else a for a in attempts]


def _usage_dict(usage: Any, who: str) -> dict[str, int]:
    """Token counts as the record stores them; a count that is not a whole number is refused
    rather than truncated, so the record never claims a figure the client did not report."""
    if isinstance(usage, TokenUsage):
        return usage.to_dict()
    counts = {name: getattr(usage, name, 0) for name in ("prompt_tokens", "completion_tokens")}
    try:
        return TokenUsage(**counts).to_dict()
    except SchemaError as exc:
        raise SchemaError(f"{who}: complete_with_usage returned bad token counts: {exc}") from None


def _error_record(exc: BaseException, provider: str) -> dict[str, Any]:
    status = getattr(exc, "status", None)
    return {
        "type": type(exc).__name__,
        "message": str(exc),
        "provider": str(getattr(exc, "provider", None) or provider),
        "status": status if isinstance(status, int) and not isinstance(status, bool) else None,
    }


def _elapsed_ms(start: float) -> int:
    return round((time.perf_counter() - start) * 1000)


def _result_dict(result: Any) -> dict[str, Any]:
    if isinstance(result, Mapping):
        return dict(result)
    to_dict = getattr(result, "to_dict", None)
    if callable(to_dict):
        return dict(to_dict())
    raise SchemaError(f"search result: expected a SearchResult or dict, got {short_repr(result)}")


# --------------------------------------------------------------------------- tracers


class TracingLLMClient:
    """An LLM client that forwards to another and records every call in ``.calls``.

    Each record (an :class:`LLMCallRecord` as a dict) also holds the wire ``request``, from the
    wrapped client's ``request_body(messages, json_mode)`` (``request_kwargs`` for Anthropic)
    when it has one, the ``json_schema`` when ``json_mode`` is a schema, and the HTTP
    ``attempts`` the wrapped client reports in ``last_call_attempts``.

    It passes through ``model_name``, ``provider``, ``model``, ``mode``, ``settings()`` and
    ``last_response_model`` so code that inspects its client sees the wrapped one. A failed
    call is recorded with its error and the exception is re-raised unchanged.
    """

    def __init__(
        self,
        llm: LLMClient,
        label: str,
        *,
        max_record_bytes: int | None = None,
        spill: SpillStore | None = None,
    ) -> None:
        if not isinstance(label, str) or not label.strip():
            raise SchemaError(f"trace_llm: label must be non-empty text, got {label!r}")
        if not is_llm_client(llm):
            raise SchemaError(
                f"trace_llm: {type(llm).__name__} has no complete_with_usage(messages, json_mode)"
            )
        self.wrapped = llm
        self.label = label
        self.calls: list[dict[str, Any]] = []
        self.max_record_bytes = max_record_bytes
        self.spill = spill
        self.recorded_chars = 0
        """Characters of text this label's record holds once each message is stored once (its
        replies and the messages it was sent, each counted once): a lower bound on its bytes."""
        self._messages_seen = 0
        self._replies: set[int] = set()  # the hash of each reply: the texts are not kept here

    @property
    def model_name(self) -> str:
        return _client_identity(self.wrapped)["model_name"]

    @property
    def provider(self) -> str:
        return _client_identity(self.wrapped)["provider"]

    @property
    def model(self) -> str:
        return _client_identity(self.wrapped)["model"]

    @property
    def mode(self) -> str:
        return _client_identity(self.wrapped)["mode"]

    @property
    def last_response_model(self) -> str | None:
        return getattr(self.wrapped, "last_response_model", None)

    def settings(self) -> dict[str, Any]:
        return _client_settings(self.wrapped)

    def complete(self, messages: list[Any], json_mode: JsonMode = False) -> str:
        """Like the wrapped ``complete``, but routed through the traced usage call."""
        return self.complete_with_usage(messages, json_mode=json_mode)[0]

    def complete_with_usage(self, messages: list[Any], json_mode: JsonMode = False) -> Any:
        """Forward the call, record prompt, wire body, reply, usage or error; return the reply."""
        # Snapshot now: the caller keeps appending to the same list after this call.
        sent = message_dicts(messages)
        start = time.perf_counter()
        request = None
        try:
            request = _wire_request(self.wrapped, messages, json_mode)
            reply, usage = self.wrapped.complete_with_usage(messages, json_mode=json_mode)
        except Exception as exc:
            self._record(sent, json_mode, request, None, TokenUsage(), exc, _elapsed_ms(start))
            raise
        if not isinstance(reply, str):
            raise SchemaError(
                f"{self.model_name}: complete_with_usage returned {short_repr(reply)} as the "
                "reply; an LLM client must return (str, TokenUsage)"
            )
        reply = without_lone_surrogates(reply)  # what the agent reads is what the record holds
        self._record(sent, json_mode, request, reply, usage, None, _elapsed_ms(start))
        self._count(sent, reply)
        return reply, usage

    def _count(self, sent: list[dict[str, str]], reply: str) -> None:
        """Add what this call adds to the record; stop the run once it passes the cap.

        Checked as the run goes, so an agent fed replies of tens of megabytes stops at the
        cap, before its conversation fills the memory; the record's own write checks its
        exact size again (``RunDirectory.save``, ``RunTrace.save``).
        """
        added = sent[self._messages_seen :] if len(sent) >= self._messages_seen else sent
        texts = [m.get("content", "") for m in added]
        new = [text for text in texts if hash(text) not in self._replies]
        self.recorded_chars += len(reply) + sum(len(text) for text in new)
        self._messages_seen = len(sent)
        self._replies.add(hash(reply))  # stored once: the message that repeats it refers to it
        cap = self.max_record_bytes
        if cap is not None and self.recorded_chars > cap:
            raise RecordTooLargeError.of(
                "max_record_mb",
                cap,
                self.recorded_chars,
                f"model calls of {self.label!r} ({len(self.calls)} so far)",
                at_least=True,
            )

    def _record(
        self,
        sent: list[dict[str, str]],
        json_mode: JsonMode,
        request: dict[str, Any] | None,
        reply: str | None,
        usage: Any,
        exc: BaseException | None,
        duration_ms: int,
    ) -> None:
        identity = _client_identity(self.wrapped)
        record = LLMCallRecord(
            label=self.label,
            index=len(self.calls),
            provider=identity["provider"],
            model=identity["model"],
            model_name=identity["model_name"],
            response_model=self.last_response_model,
            mode=identity["mode"],
            settings=_client_settings(self.wrapped),
            json_mode=bool(json_mode),
            messages=sent,
            # A reply too long to hold until the record is written waits on disk (the runner's
            # spill store: see record._spill); the record keeps it whole either way.
            reply=reply if self.spill is None or reply is None else self.spill.keep(reply),
            usage=_usage_dict(usage, self.model_name),
            error=None if exc is None else _error_record(exc, identity["provider"]),
            duration_ms=duration_ms,
            request=request,
            json_schema=json_schema_of(json_mode),
            attempts=_attempts(self.wrapped),
        )
        self.calls.append(record.to_dict())


class TracingSearchClient:
    """A search client that forwards to another and records each request and its results."""

    def __init__(self, search: SearchClient, label: str = "search") -> None:
        if not isinstance(label, str) or not label.strip():
            raise SchemaError(f"trace_search: label must be non-empty text, got {label!r}")
        if not is_search_client(search):
            raise SchemaError(f"trace_search: {type(search).__name__} has no search() method")
        self.wrapped = search
        self.label = label
        self.client_name = client_name(search)
        self.calls: list[dict[str, Any]] = []

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[Any]:
        """Forward the search unchanged; record the request and the results or the error."""
        start = time.perf_counter()
        try:
            results = self.wrapped.search(query, max_results=max_results, cutoff_date=cutoff_date)
        except Exception as exc:
            self._record(query, max_results, cutoff_date, None, exc, start)
            raise
        self._record(query, max_results, cutoff_date, results, None, start)
        return results

    def _record(
        self,
        query: str,
        max_results: int,
        cutoff_date: date | str | None,
        results: list[Any] | None,
        exc: BaseException | None,
        start: float,
    ) -> None:
        record = SearchCallRecord(
            label=self.label,
            index=len(self.calls),
            client=self.client_name,
            query=query,
            max_results=max_results,
            cutoff_date=iso_cutoff(cutoff_date),
            results=None if results is None else [_result_dict(r) for r in results],
            error=None if exc is None else _error_record(exc, self.client_name),
            duration_ms=_elapsed_ms(start),
        )
        self.calls.append(record.to_dict())


def trace_llm(
    llm: LLMClient,
    label: str,
    *,
    max_record_bytes: int | None = None,
    spill: SpillStore | None = None,
) -> TracingLLMClient:
    """Wrap ``llm`` so every call is recorded under ``label`` (one label per agent).

    With ``max_record_bytes``, a call that takes the label's record past it (each message and
    reply counted once) raises :class:`forecasting_agents.core.RecordTooLargeError` after it is
    recorded: the run's record cap, checked as the run goes. With ``spill``, a reply of more
    than :data:`forecasting_agents.record._spill.SPILL_CHARS` characters is recorded as a
    :class:`forecasting_agents.record._spill.SpilledText` kept in that store.
    """
    return TracingLLMClient(llm, label, max_record_bytes=max_record_bytes, spill=spill)


def trace_search(search: SearchClient, label: str = "search") -> TracingSearchClient:
    """Wrap a search client so every request and its results are recorded under ``label``."""
    return TracingSearchClient(search, label)
