"""Run records for auditable agents: capture, save, load, validate, and replay by re-execution.

A *run trace* is one JSON file holding everything a forecasting run depended on: the question,
the parameters, every prompt sent to a model and every reply, every search request and what it
returned, and the artifact each agent produced. Notebooks write one on their live path and read
a pinned one on their default path.

Replay re-executes. :class:`ReplayLLMClient` and :class:`ReplaySearchClient` stand in for the
live clients and the *same* agent code runs again: each recorded reply is served only if the
code sends exactly the prompt that was recorded, so a pinned trace doubles as a regression
test of the agent. A difference stops the run with :class:`ReplayDivergenceError`, naming the
call and showing a diff. Replay also re-renders each recorded wire ``request`` with the current
client code (a changed client is caught, not only a changed agent), and
:func:`assert_artifacts_match` compares what the replay produced with the recorded artifacts.

A trace is tamper-evident: a version 1.2 file carries the SHA-256 :func:`trace_digest` of its
content, and loading refuses a file whose content no longer matches it. Legacy (version 1)
traces, which the first pinned runs use, have no digest and no wire requests; they still load
and replay, and their artifacts are still compared.

Conventions
-----------
- Traces live in ``TRACES_DIR`` (``forecast_traces/`` next to this module in a checkout, in the
  working directory when installed); the environment variable ``FORECAST_TRACES_DIR``
  redirects them, which is how tests keep the repo clean.
- A file is named ``<notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json``, written atomically, and
  never overwritten: a pinned trace is evidence.
- Every record passes through :func:`redact` when it is captured, traced and saved, so API keys
  and auth headers never reach a file.
- Nothing on the load or replay path reads the wall clock; timestamps and run ids come from the
  trace or from parameters. Only :meth:`RunTrace.capture` (live path) defaults to "now", and
  the tracers time calls with a monotonic clock.
- This module imports ``agent_schemas`` and ``agent_http``. LLM and search clients are
  duck-typed (see :class:`LLMClientLike` and :class:`SearchClientLike`), so it works with any
  provider module and with test fakes; only replay's wire check imports ``agent_providers``,
  lazily, to build the recorded provider's client offline (placeholder key, no socket) and
  ask it for the body it would send.
"""

from __future__ import annotations

import copy
import difflib
import hashlib
import json
import math
import os
import re
import tempfile
import time
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any, Protocol

from agent_http import (
    ProviderConfigError,
    ProviderConnectionError,
    ProviderError,
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
)
from agent_schemas import (
    CHAT_ROLES,
    AgentForecastArtifact,
    ForecastQuestion,
    SchemaError,
    SearchResult,
    TokenUsage,
    parse_iso_date,
    parse_iso_timestamp,
)

JsonMode = bool | Mapping[str, Any]
"""``json_mode`` of an LLM call: False, True (any JSON object), or a JSON Schema to match."""

__all__ = [
    "KEY_ENV_VARS",
    "LEGACY_SCHEMA_VERSION",
    "LLM_CALL_KEYS",
    "REDACTED",
    "REPO_TRACES_DIR",
    "SCHEMA_VERSION",
    "TRACES_DIR",
    "LLMCallRecord",
    "LLMClientLike",
    "ReplayDivergenceError",
    "ReplayLLMClient",
    "ReplaySearchClient",
    "ReplayedProviderError",
    "RunTrace",
    "SearchClientLike",
    "TraceExistsError",
    "TraceFormatError",
    "TraceNotFoundError",
    "TracingLLMClient",
    "TracingSearchClient",
    "assert_artifacts_match",
    "describe_run",
    "format_call",
    "list_traces",
    "redact",
    "replay_llm",
    "replay_search",
    "trace_digest",
    "trace_llm",
    "trace_search",
    "traces_dir",
]

SCHEMA_VERSION = "1.2"
"""Version of the trace file format this code writes; bump it on any layout change."""

LEGACY_SCHEMA_VERSION = 1
"""The version the first pinned traces were written in: no digest and no wire requests. It is
still read (and replayed) so those traces keep working; it is the integer 1, not 1.0 or "1"."""

READABLE_SCHEMA_VERSIONS: tuple[int | str, ...] = (LEGACY_SCHEMA_VERSION, SCHEMA_VERSION)

DIGEST_ALGORITHM = "sha256"
_DIGEST_RE = re.compile(DIGEST_ALGORITHM + r":[0-9a-f]{64}")

LLM_MODES = ("live", "scripted", "replay", "unknown")
"""How a reply was produced: a real API, canned text, a replayed record, or not said."""

MAX_NESTING_DEPTH = 64
"""Deepest nesting of lists and objects a trace may hold; deeper input is refused by name
before any recursive code (validation, JSON encoding) could hit Python's recursion limit."""

STALE_TEMP_SECONDS = 3600
"""A temporary file older than this was left by a killed save; the next save removes it."""

REPLAY_KEY = "replay-no-key"
"""The key given to a client built on replay only to render request bodies; never sent."""

TRACES_ENV_VAR = "FORECAST_TRACES_DIR"
REPO_TRACES_DIR = Path(__file__).resolve().parent / "forecast_traces"
"""The repo's pinned-trace folder, used unless ``FORECAST_TRACES_DIR`` is set."""

REDACTED = "[REDACTED]"

KEY_ENV_VARS = (
    "ANTHROPIC_API_KEY",
    "OPENAI_API_KEY",
    "GOOGLE_API_KEY",
    "GEMINI_API_KEY",
    "OPENROUTER_API_KEY",
    "TAVILY_API_KEY",
)
"""Environment variables whose literal values are masked wherever they appear in a record."""

MIN_ENV_SECRET_CHARS = 8
"""Shorter env values are not masked: replacing a 3-letter string everywhere would mangle prose."""

SECRET_KEY_NAMES = frozenset(
    {
        "api_key",
        "apikey",
        "authorization",
        "x_api_key",
        "x_goog_api_key",
        "token",
        "access_token",
        "secret",
        "password",
        "bearer",
        "cookie",
        "set_cookie",
        "proxy_authorization",
    }
)
SECRET_KEY_SUFFIXES = ("_key", "_token", "_secret")

# Every pattern needs a long unbroken token (16+ characters) after its prefix, so ordinary prose
# ("the bearer of bad news", "sk-learn", "token=yes") is never touched.
_TOKEN_BODY = r"[A-Za-z0-9_\-]{16,}"
_SECRET_PATTERNS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"(?<![A-Za-z0-9])sk-ant-" + _TOKEN_BODY), "sk-ant-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])sk-" + _TOKEN_BODY), "sk-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])tvly-" + _TOKEN_BODY), "tvly-" + REDACTED),
    (re.compile(r"(?<![A-Za-z0-9])AIza[0-9A-Za-z_\-]{30,}"), "AIza" + REDACTED),
    (re.compile(r"(?i)\b(bearer|basic)(\s+)[A-Za-z0-9._~+/\-]{16,}=*"), r"\1\2" + REDACTED),
    (
        re.compile(
            r"(?i)(?<![A-Za-z0-9])((?:[a-z0-9]+[_-])*(?:key|token|secret|password|signature)=)"
            r"[A-Za-z0-9._~+/%\-]{16,}=*"
        ),
        r"\1" + REDACTED,
    ),
)

_SINCE_1_2 = {"since": SCHEMA_VERSION}


@dataclass(kw_only=True)
class LLMCallRecord:
    """One model call as a trace records it: the shape of each entry of ``RunTrace.llm_calls``.

    This field list is the one definition of the record: the tracer builds records from it,
    :data:`LLM_CALL_KEYS` is derived from it, and the validator checks exactly these keys (the
    three marked as new in 1.2 are absent from a legacy trace). ``model`` is the model that was
    requested and ``response_model`` the one the server reported; they may differ.
    """

    label: str
    index: int
    provider: str
    model: str
    model_name: str
    response_model: str | None
    mode: str
    settings: dict[str, Any]
    json_mode: bool
    messages: list[dict[str, str]]
    reply: str | None
    usage: dict[str, int]
    error: dict[str, Any] | None
    duration_ms: int | float
    request: dict[str, Any] | None = field(default=None, metadata=_SINCE_1_2)
    json_schema: dict[str, Any] | None = field(default=None, metadata=_SINCE_1_2)
    attempts: list[dict[str, Any]] = field(default_factory=list, metadata=_SINCE_1_2)

    def to_dict(self) -> dict[str, Any]:
        """The record as a trace stores it (version 1.2 keys, in definition order)."""
        return {name: copy.deepcopy(getattr(self, name)) for name in LLM_CALL_KEYS}

    @classmethod
    def from_dict(
        cls, data: object, *, where: str = "llm_call", version: int | str = SCHEMA_VERSION
    ) -> LLMCallRecord:
        """Validate one recorded call of a trace of ``version`` and build the typed record."""
        _validate_llm_call(_Check("<dict>"), data, where, version)
        assert isinstance(data, dict)
        return cls(**copy.deepcopy(data))


LLM_CALL_KEYS: tuple[str, ...] = tuple(f.name for f in fields(LLMCallRecord))
LEGACY_LLM_CALL_KEYS: tuple[str, ...] = tuple(
    f.name for f in fields(LLMCallRecord) if f.metadata.get("since") != SCHEMA_VERSION
)


def llm_call_keys(version: int | str) -> tuple[str, ...]:
    """The keys an LLM call record has in a trace of ``version``."""
    return LEGACY_LLM_CALL_KEYS if version == LEGACY_SCHEMA_VERSION else LLM_CALL_KEYS


SEARCH_CALL_KEYS = (
    "label",
    "index",
    "client",
    "query",
    "max_results",
    "cutoff_date",
    "results",
    "error",
    "duration_ms",
)
TRACE_FIELDS = (
    "schema_version",
    "digest",
    "run_id",
    "created_at",
    "notebook",
    "provider",
    "question",
    "params",
    "agents",
    "llm_calls",
    "search_calls",
    "notes",
)
"""The top-level keys of a version 1.2 trace file, in the order they are written."""
LEGACY_TRACE_FIELDS = tuple(name for name in TRACE_FIELDS if name != "digest")
"""The top-level keys of a legacy (version 1) trace: everything but the digest."""

_RUN_ID_RE = re.compile(r"[0-9a-f]{12}")
_CREATED_AT_RE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z")
# The notebook name becomes part of a file name, so it may not carry a path or a leading dot.
_NOTEBOOK_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]*")

MAX_DIFF_LINES = 40
MAX_DIFF_LINE_CHARS = 160
MAX_REPR_CHARS = 80


# --------------------------------------------------------------------------- errors


class TraceFormatError(SchemaError):
    """A trace file (or a record about to become one) does not have the documented shape.

    The message names the file and the path of the bad field, e.g.
    ``forecast_traces/x.json: llm_calls[3].reply: expected a string or null, got 12``.
    """

    def __init__(self, source: str, field_path: str, problem: str) -> None:
        self.source = source
        self.field_path = field_path
        self.problem = problem
        where = f"{source}: {field_path}" if field_path else source
        super().__init__(f"{where}: {problem}")


class TraceNotFoundError(TraceFormatError, FileNotFoundError):
    """The trace file does not exist; the message lists what the folder does contain."""


class TraceExistsError(FileExistsError):
    """Refused to write a trace because a file with that name exists: traces are never replaced."""


class ReplayDivergenceError(RuntimeError):
    """The code under replay asked for something other than what the trace recorded."""


class ReplayedProviderError(ProviderError):
    """A failure recorded in the trace, raised again at the same point on replay.

    ``str(exc)`` is the recorded message and the raised object's class is *named* after the
    recorded type (``recorded_type``), so code that logs ``f"{type(exc).__name__}: {exc}"``
    writes the same text on replay as it did live, and the prompts built from it still match.
    When the recorded type is one of the :mod:`agent_http` provider errors, the object is also
    an instance of that class, so ``except ProviderTimeoutError`` branches run as they did live.
    """

    def __init__(self, recorded_type: str, message: str, provider: str, status: int | None) -> None:
        self.recorded_type = recorded_type
        self.provider = provider
        self.status = status
        self.message = message
        # Skip ProviderError.__init__: the recorded message is already the full text.
        RuntimeError.__init__(self, message)


_PROVIDER_ERROR_TYPES: dict[str, type[ProviderError]] = {
    cls.__name__: cls
    for cls in (
        ProviderError,
        ProviderConfigError,
        ProviderHTTPError,
        ProviderRateLimitError,
        ProviderTimeoutError,
        ProviderConnectionError,
        ProviderResponseError,
    )
}
_REPLAYED_CLASSES: dict[str, type[ReplayedProviderError]] = {}


def _replayed_class(name: str) -> type[ReplayedProviderError]:
    """A ReplayedProviderError subclass named ``name`` (and a subclass of it if it is known)."""
    if name not in _REPLAYED_CLASSES:
        base = _PROVIDER_ERROR_TYPES.get(name, ProviderError)
        bases = (ReplayedProviderError,) if base is ProviderError else (ReplayedProviderError, base)
        namespace = {"__module__": __name__, "__doc__": ReplayedProviderError.__doc__}
        _REPLAYED_CLASSES[name] = type(name, bases, namespace)
    return _REPLAYED_CLASSES[name]


def _replayed_error(error: Mapping[str, Any]) -> ReplayedProviderError:
    """Rebuild a recorded failure as an exception that looks, and catches, like the original."""
    name = str(error.get("type") or "ProviderError")
    status = error.get("status")
    return _replayed_class(name)(
        name,
        str(error.get("message", "")),
        str(error.get("provider") or "unknown"),
        status if isinstance(status, int) and not isinstance(status, bool) else None,
    )


# --------------------------------------------------------------------------- folders


def traces_dir() -> Path:
    """The folder traces are saved to: ``$FORECAST_TRACES_DIR`` if set, else the repo's folder.

    Read at call time, so a test that sets the variable after import still redirects writes.
    An installed library has no repo folder beside it, and must never write into its install
    location: there the default is ``forecast_traces/`` in the working directory.
    """
    override = os.environ.get(TRACES_ENV_VAR, "").strip()
    if override:
        return Path(override).expanduser()
    return REPO_TRACES_DIR if REPO_TRACES_DIR.is_dir() else Path.cwd() / "forecast_traces"


TRACES_DIR: Path = traces_dir()
"""The traces folder as it was when this module was imported. Notebooks look pinned traces up
in :data:`REPO_TRACES_DIR` first (``agent_params.find_trace``), so a redirect never hides them."""


def list_traces(directory: str | Path | None = None, notebook: str | None = None) -> list[Path]:
    """Trace files in ``directory`` (default: :func:`traces_dir`), sorted by name."""
    folder = Path(directory) if directory is not None else traces_dir()
    if not folder.is_dir():
        return []
    prefix = f"{notebook}_" if notebook else ""
    # Hidden names are a save's temporary or lock files, never a finished trace.
    return sorted(
        p for p in folder.glob(f"{prefix}*.json") if p.is_file() and not p.name.startswith(".")
    )


# --------------------------------------------------------------------------- redaction


def redact(obj: Any) -> Any:
    """Return a deep copy of ``obj`` with secrets masked as ``"[REDACTED]"``.

    Three rules: a dict value under a key that names a secret (``api_key``, ``Authorization``,
    anything ending ``_key``/``_token``/``_secret`` ...) is replaced whole; strings have
    key-shaped substrings masked (``sk-...``, ``tvly-...``, ``AIza...``, ``Bearer <token>``,
    ``key=<token>`` in URLs); and the current values of :data:`KEY_ENV_VARS` are masked
    wherever they occur. Text without a long unbroken token is returned unchanged.
    """
    return _redact(obj, _env_secrets())


def _env_secrets() -> list[str]:
    values = {os.environ.get(name, "").strip() for name in KEY_ENV_VARS}
    # Longest first, so a key that contains another is masked whole.
    return sorted((v for v in values if len(v) >= MIN_ENV_SECRET_CHARS), key=len, reverse=True)


def _redact(obj: Any, env_secrets: list[str]) -> Any:
    if isinstance(obj, str):
        return _redact_text(obj, env_secrets)
    if isinstance(obj, Mapping):
        out: dict[Any, Any] = {}
        for key, value in obj.items():
            new_key = _redact_text(key, env_secrets) if isinstance(key, str) else key
            if _is_secret_key(key) and value not in (None, ""):
                out[new_key] = REDACTED
            else:
                out[new_key] = _redact(value, env_secrets)
        return out
    if isinstance(obj, list):
        return [_redact(item, env_secrets) for item in obj]
    if isinstance(obj, tuple):
        return tuple(_redact(item, env_secrets) for item in obj)
    return copy.deepcopy(obj)


def _is_secret_key(key: object) -> bool:
    if not isinstance(key, str):
        return False
    name = key.strip().lower().replace("-", "_")
    return name in SECRET_KEY_NAMES or name.endswith(SECRET_KEY_SUFFIXES)


def _redact_text(text: str, env_secrets: list[str]) -> str:
    for secret in env_secrets:
        if secret in text:
            text = text.replace(secret, REDACTED)
    for pattern, replacement in _SECRET_PATTERNS:
        text = pattern.sub(replacement, text)
    return text


# --------------------------------------------------------------------------- client protocols


class LLMClientLike(Protocol):
    """What the tracer needs from an LLM client; other attributes are read with getattr."""

    def complete_with_usage(self, messages: list[Any], json_mode: bool = False) -> Any: ...


class SearchClientLike(Protocol):
    """What the search tracer needs from a search client."""

    def search(
        self, query: str, max_results: int = 5, cutoff_date: date | str | None = None
    ) -> list[Any]: ...


def _message_dicts(messages: Iterable[Any]) -> list[dict[str, str]]:
    """Snapshot a conversation as plain ``{role, content}`` dicts (ChatMessage or dict input)."""
    out = []
    for i, message in enumerate(messages):
        if isinstance(message, Mapping):
            role, content = message.get("role"), message.get("content")
        else:
            role, content = getattr(message, "role", None), getattr(message, "content", None)
        if not isinstance(role, str) or not isinstance(content, str):
            raise SchemaError(
                f"messages[{i}]: expected a ChatMessage or {{'role': str, 'content': str}}, "
                f"got {_short(message)}"
            )
        out.append({"role": role, "content": content})
    return out


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
            f"{type(llm).__name__}.settings() must return a dict, got {_short(value)}"
        )
    return dict(value)


def _wire_method(llm: Any) -> Any:
    """The client's "what would I send" method: ``request_body`` (``request_kwargs`` for the
    Anthropic SDK client), or None for a client with no wire format (mock, scripted, fakes)."""
    for name in ("request_body", "request_kwargs"):
        method = getattr(llm, name, None)
        if callable(method):
            return method
    return None


def _wire_request(llm: Any, messages: Any, json_mode: JsonMode) -> dict[str, Any] | None:
    """The JSON body ``llm`` sends for this call, as plain JSON data, or None."""
    method = _wire_method(llm)
    if method is None:
        return None
    body = method(messages, json_mode)
    if not isinstance(body, Mapping):
        raise SchemaError(
            f"{type(llm).__name__}.{method.__name__} must return a dict, got {_short(body)}"
        )
    return _plain(body)


def _json_schema(json_mode: JsonMode) -> dict[str, Any] | None:
    """The JSON schema a reply was constrained to (json_mode given as a Mapping), else None."""
    return _plain(json_mode) if isinstance(json_mode, Mapping) else None


def _plain(value: Any) -> Any:
    """A deep copy holding only JSON types (tuples become lists), so records compare as saved."""
    return json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))


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


def _iso_cutoff(value: object) -> str | None:
    """A cutoff as an ISO date string for the record; unparseable input is kept as text."""
    if value is None:
        return None
    try:
        return parse_iso_date(value, what="cutoff_date").isoformat()
    except SchemaError:
        return str(value)


def _result_dict(result: Any) -> dict[str, Any]:
    if isinstance(result, Mapping):
        return dict(result)
    to_dict = getattr(result, "to_dict", None)
    if callable(to_dict):
        return dict(to_dict())
    raise SchemaError(f"search result: expected a SearchResult or dict, got {_short(result)}")


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

    def __init__(self, llm: LLMClientLike, label: str) -> None:
        if not isinstance(label, str) or not label.strip():
            raise SchemaError(f"trace_llm: label must be non-empty text, got {label!r}")
        if not callable(getattr(llm, "complete_with_usage", None)):
            raise SchemaError(
                f"trace_llm: {type(llm).__name__} has no complete_with_usage(messages, json_mode)"
            )
        self.wrapped = llm
        self.label = label
        self.calls: list[dict[str, Any]] = []

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
        sent = _message_dicts(messages)
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
                f"{self.model_name}: complete_with_usage returned {_short(reply)} as the reply; "
                "an LLM client must return (str, TokenUsage)"
            )
        self._record(sent, json_mode, request, reply, usage, None, _elapsed_ms(start))
        return reply, usage

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
            reply=reply,
            usage=_usage_dict(usage, self.model_name),
            error=None if exc is None else _error_record(exc, identity["provider"]),
            duration_ms=duration_ms,
            request=request,
            json_schema=_json_schema(json_mode),
            attempts=_attempts(self.wrapped),
        )
        self.calls.append(redact(record.to_dict()))


class TracingSearchClient:
    """A search client that forwards to another and records each request and its results."""

    def __init__(self, search: SearchClientLike, label: str = "search") -> None:
        if not isinstance(label, str) or not label.strip():
            raise SchemaError(f"trace_search: label must be non-empty text, got {label!r}")
        if not callable(getattr(search, "search", None)):
            raise SchemaError(f"trace_search: {type(search).__name__} has no search() method")
        self.wrapped = search
        self.label = label
        self.client_name = getattr(search, "client_name", None) or type(search).__name__
        self.calls: list[dict[str, Any]] = []

    def search(
        self, query: str, max_results: int = 5, cutoff_date: date | str | None = None
    ) -> list[Any]:
        """Forward the search unchanged; record the request and the results or the error."""
        record: dict[str, Any] = {
            "label": self.label,
            "index": len(self.calls),
            "client": self.client_name,
            "query": query,
            "max_results": max_results,
            "cutoff_date": _iso_cutoff(cutoff_date),
            "results": None,
            "error": None,
            "duration_ms": 0,
        }
        start = time.perf_counter()
        try:
            results = self.wrapped.search(query, max_results=max_results, cutoff_date=cutoff_date)
        except Exception as exc:
            record["error"] = _error_record(exc, self.client_name)
            record["duration_ms"] = _elapsed_ms(start)
            self.calls.append(redact(record))
            raise
        record["results"] = [_result_dict(r) for r in results]
        record["duration_ms"] = _elapsed_ms(start)
        self.calls.append(redact(record))
        return results


def trace_llm(llm: LLMClientLike, label: str) -> TracingLLMClient:
    """Wrap ``llm`` so every call is recorded under ``label`` (one label per agent)."""
    return TracingLLMClient(llm, label)


def trace_search(search: SearchClientLike, label: str = "search") -> TracingSearchClient:
    """Wrap a search client so every request and its results are recorded under ``label``."""
    return TracingSearchClient(search, label)


# --------------------------------------------------------------------------- replay


def _render_conversation(
    messages: Sequence[Mapping[str, Any]], json_mode: bool, json_schema: object = None
) -> list[str]:
    lines = [f"json_mode: {str(bool(json_mode)).lower()}"]
    if json_schema is not None:
        lines.append(f"json_schema: {json.dumps(json_schema, sort_keys=True, ensure_ascii=False)}")
    for message in messages:
        lines.append(f"[{message.get('role')}]")
        lines.extend(str(message.get("content", "")).splitlines() or [""])
    return lines


def _render_json(value: object) -> list[str]:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False).splitlines()


def _diff(recorded: list[str], current: list[str], name: str) -> str:
    lines = list(
        difflib.unified_diff(
            recorded, current, fromfile=f"recorded {name}", tofile=f"current {name}", lineterm=""
        )
    )
    shown = [_clip(line, MAX_DIFF_LINE_CHARS) for line in lines[:MAX_DIFF_LINES]]
    if len(lines) > MAX_DIFF_LINES:
        shown.append(f"... ({len(lines) - MAX_DIFF_LINES} more diff lines)")
    return "\n".join(shown)


class _Replay:
    """Shared bookkeeping: the recorded calls of one label, served strictly in order."""

    kind = "call"

    def __init__(self, calls: Sequence[Mapping[str, Any]], label: str, source: str) -> None:
        self.label = label
        self.source = source
        self.recorded: list[Mapping[str, Any]] = [c for c in calls if c.get("label") == label]
        self.all_labels = _first_seen(str(c.get("label")) for c in calls)
        self._next = 0

    def remaining(self) -> int:
        """How many recorded calls have not been served yet."""
        return len(self.recorded) - self._next

    def assert_exhausted(self) -> None:
        """Raise ReplayDivergenceError unless the code consumed every recorded call."""
        if self.remaining():
            raise ReplayDivergenceError(
                f"{self._name()}: the trace {self.source} recorded {len(self.recorded)} "
                f"{self.kind}s but the code made only {self._next}; the agent stopped earlier "
                "than it did when the trace was recorded"
            )

    def _take(self) -> tuple[int, Mapping[str, Any]]:
        index = self._next
        if index >= len(self.recorded):
            labels = ", ".join(repr(label) for label in self.all_labels) or "none"
            raise ReplayDivergenceError(
                f"{self._name()}: the code made {self.kind} {index + 1} (index {index}) but the "
                f"trace {self.source} recorded only {len(self.recorded)} (labels in the trace: "
                f"{labels}); the agent now runs longer than it did when the trace was recorded"
            )
        return index, self.recorded[index]

    def _name(self) -> str:
        return f"{type(self).__name__}[{self.label!r}]"


class ReplayLLMClient(_Replay):
    """An LLM client that serves a trace's recorded replies for one label, in order.

    Before serving call *i* it checks that the conversation, ``json_mode`` and JSON schema the
    code sends now equal the recorded ones, and, when the call recorded its wire ``request``,
    that the recorded provider's client (the current code of :mod:`agent_providers`, built
    offline) would send exactly that body for it. Otherwise it raises
    :class:`ReplayDivergenceError` with a diff. ``mode`` is ``"replay"``; ``recorded_mode``
    keeps how the reply was originally produced. ``wire_checks`` counts the bodies compared;
    ``wire_unchecked`` counts recorded bodies of providers that :mod:`agent_providers` has no
    client for (a test fake, a custom client), which cannot be re-rendered and are skipped.
    """

    def __init__(
        self, calls: Sequence[Mapping[str, Any]], label: str, *, source: str = "<trace>"
    ) -> None:
        super().__init__(calls, label, source)
        if not self.recorded:
            labels = ", ".join(repr(label) for label in self.all_labels) or "none"
            raise ReplayDivergenceError(
                f"trace {source} has no LLM calls labelled {label!r}; labels recorded: {labels}"
            )
        first = self.recorded[0]
        self.provider = str(first.get("provider", "unknown"))
        self.model = str(first.get("model", "unknown"))
        self.model_name = str(first.get("model_name", f"{self.provider}:{self.model}"))
        self.recorded_mode = str(first.get("mode", "unknown"))
        self.mode = "replay"
        self.last_response_model: str | None = None
        self.wire_checks = 0
        self.wire_unchecked = 0
        self._settings = dict(first.get("settings") or {})
        self._renderers: dict[str, Any] = {}

    def settings(self) -> dict[str, Any]:
        return copy.deepcopy(self._settings)

    def complete(self, messages: list[Any], json_mode: JsonMode = False) -> str:
        return self.complete_with_usage(messages, json_mode=json_mode)[0]

    def complete_with_usage(
        self, messages: list[Any], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        """Check prompt and wire body against the recording, then return the recorded reply."""
        index, call = self._take()
        self._check_prompt(index, call, messages, json_mode)
        self._check_wire(index, call, messages, json_mode)
        self._next += 1
        self.last_response_model = call.get("response_model")
        if call.get("error") is not None:
            raise _replayed_error(call["error"])
        return str(call["reply"]), TokenUsage.from_dict(call.get("usage", {}))

    def _check_prompt(
        self, index: int, call: Mapping[str, Any], messages: list[Any], json_mode: JsonMode
    ) -> None:
        # The recording was redacted, so compare against the redacted form of what is sent now.
        current = redact(_message_dicts(messages))
        recorded = [{"role": m.get("role"), "content": m.get("content")} for m in call["messages"]]
        recorded_mode, recorded_schema = bool(call.get("json_mode")), call.get("json_schema")
        schema = redact(_json_schema(json_mode))
        if current == recorded and bool(json_mode) == recorded_mode and schema == recorded_schema:
            return
        diff = _diff(
            _render_conversation(recorded, recorded_mode, recorded_schema),
            _render_conversation(current, bool(json_mode), schema),
            f"{self.label}[{index}]",
        )
        raise ReplayDivergenceError(
            f"{self._name()} call {index}: the prompt differs from the one recorded in "
            f"{self.source}, so the agent code changed since the trace was made. Restore "
            f"the code or record a new trace.\n{diff}"
        )

    def _check_wire(
        self, index: int, call: Mapping[str, Any], messages: list[Any], json_mode: JsonMode
    ) -> None:
        """Re-render the wire body with the current client code and compare it with the record."""
        recorded = call.get("request")
        if recorded is None:
            return  # a legacy trace, or a client with no wire format (mock, scripted)
        render = self._renderer(index, call)
        if render is None:
            # A client outside agent_providers: no current code of it is known to re-render.
            self.wire_unchecked += 1
            return
        current = redact(_plain(render(messages, json_mode)))
        self.wire_checks += 1
        if current == recorded:
            return
        diff = _diff(
            _render_json(recorded), _render_json(current), f"request {self.label}[{index}]"
        )
        raise ReplayDivergenceError(
            f"{self._name()} call {index}: the {call.get('provider')} client would now send a "
            f"different request body than the one recorded in {self.source}, so the client's "
            "wire format changed since the trace was made. Restore the client code or record "
            f"a new trace.\n{diff}"
        )

    def _renderer(self, index: int, call: Mapping[str, Any]) -> Any:
        key = json.dumps(
            [call.get("provider"), call.get("model"), call.get("settings")], sort_keys=True
        )
        if key not in self._renderers:
            try:
                self._renderers[key] = _wire_renderer(call)
            except Exception as exc:
                raise ReplayDivergenceError(
                    f"{self._name()} call {index}: the trace {self.source} recorded the request "
                    f"body, but no {call.get('provider')!r} client could be built to re-render "
                    f"it ({type(exc).__name__}: {exc})"
                ) from exc
        return self._renderers[key]


def _wire_renderer(call: Mapping[str, Any]) -> Any:
    """The current code's request renderer for the provider, model and settings of ``call``.

    The client is built offline from the record: a placeholder key, a placeholder base URL
    where none is recorded, the recorded sampling settings. Only its ``request_body`` (or
    ``request_kwargs``) is ever called, and neither opens a socket. The Anthropic client is
    built without its SDK (its own ``__init__`` would import and configure ``anthropic``), with
    the recorded ``temperature_supported``, because rendering needs only the common settings.
    """
    import agent_providers  # lazy: only replay of a 1.2 trace with wire requests needs it

    provider = str(call.get("provider"))
    client_class = agent_providers.LIVE_CLIENTS.get(provider)
    if client_class is None:
        return None
    settings = call.get("settings") or {}
    sampling = {
        name: settings[name]
        for name in ("temperature", "seed", "max_tokens", "timeout", "max_retries")
        if settings.get(name) is not None
    }
    base_url = settings.get("base_url") or "http://replay.invalid"
    if provider == "anthropic":
        client = client_class.__new__(client_class)
        super(client_class, client).__init__(
            str(call.get("model")), api_key=REPLAY_KEY, base_url=base_url, **sampling
        )
        client.temperature_supported = bool(settings.get("temperature_supported", True))
    else:
        kwargs = {} if provider == "ollama" else {"api_key": REPLAY_KEY}
        client = client_class(str(call.get("model")), base_url=base_url, **kwargs, **sampling)
    method = _wire_method(client)
    if method is None:
        raise SchemaError(f"{client_class.__name__} has no request_body or request_kwargs")
    return method


class ReplaySearchClient(_Replay):
    """A search client that serves a trace's recorded results for one label, in order.

    Each request must match the recorded query, ``max_results`` and ``cutoff_date``; a
    recorded failure is raised again as :class:`ReplayedProviderError`.
    """

    kind = "search"

    def __init__(
        self,
        calls: Sequence[Mapping[str, Any]],
        label: str = "search",
        *,
        source: str = "<trace>",
    ) -> None:
        super().__init__(calls, label, source)
        self.recorded_client = str(self.recorded[0].get("client")) if self.recorded else None
        # The name of the client that produced the recording, as TracingSearchClient reports it.
        self.client_name = self.recorded_client or type(self).__name__
        self.mode = "replay"

    def search(
        self, query: str, max_results: int = 5, cutoff_date: date | str | None = None
    ) -> list[SearchResult]:
        """Check the request against the recording, then return the recorded results."""
        index, call = self._take()
        current = (redact(query), max_results, _iso_cutoff(cutoff_date))
        recorded = (call.get("query"), call.get("max_results"), call.get("cutoff_date"))
        if current != recorded:
            raise ReplayDivergenceError(
                f"{self._name()} search {index}: the code asked for "
                f"{_render_request(*current)} but the trace {self.source} recorded "
                f"{_render_request(*recorded)}"
            )
        self._next += 1
        if call.get("error") is not None:
            raise _replayed_error(call["error"])
        return [
            SearchResult.from_dict(r, where=f"search_calls[{self.label}][{index}].results[{j}]")
            for j, r in enumerate(call.get("results") or [])
        ]


def _render_request(query: object, max_results: object, cutoff: object) -> str:
    return f"query={query!r}, max_results={max_results!r}, cutoff_date={cutoff!r}"


def replay_llm(run: RunTrace, label: str) -> ReplayLLMClient:
    """A replay LLM client for the calls ``run`` recorded under ``label``."""
    return ReplayLLMClient(run.llm_calls, label, source=run.source_name())


def replay_search(run: RunTrace, label: str = "search") -> ReplaySearchClient:
    """A replay search client for the requests ``run`` recorded under ``label``."""
    return ReplaySearchClient(run.search_calls, label, source=run.source_name())


ARTIFACT_FIELDS_COMPARED = ("agent_id", "status", "p_yes")
"""What replay compares between each replayed artifact and the recorded one."""


def assert_artifacts_match(
    run: RunTrace, artifacts: Sequence[AgentForecastArtifact | Mapping[str, Any]]
) -> None:
    """Raise ReplayDivergenceError unless replay produced the artifacts the trace recorded.

    Compared in order: how many there are, and each one's agent, status and probability. So a
    trace whose recorded probability was edited (or code that now forecasts differently from
    the same replies) cannot replay as "every one matched the record".
    """
    recorded = run.agents
    current = [_as_dict(artifact) for artifact in artifacts]
    where = f"run {run.run_id} ({run.source_name()})"
    if len(current) != len(recorded):
        raise ReplayDivergenceError(
            f"{where}: replay produced {len(current)} artifact(s) but the trace recorded "
            f"{len(recorded)}"
        )
    for i, (then, now) in enumerate(zip(recorded, current, strict=True)):
        for name in ARTIFACT_FIELDS_COMPARED:
            if then.get(name) != now.get(name):
                raise ReplayDivergenceError(
                    f"{where}: agents[{i}] ({then.get('agent_id')}) {name}: the trace records "
                    f"{then.get(name)!r} but replay produced {now.get(name)!r}; the trace was "
                    "edited or the agent code changed since it was recorded"
                )


# --------------------------------------------------------------------------- the run trace


@dataclass(kw_only=True)
class RunTrace:
    """One run, as plain JSON-able data. Build with :meth:`capture`, read with :meth:`load`.

    A version 1.2 trace is sealed: its file carries :attr:`digest`, the SHA-256 of its content,
    and loading refuses a file whose content no longer matches it. A legacy (version 1) trace
    has no digest; replay still checks its prompts and artifacts.
    """

    schema_version: int | str = SCHEMA_VERSION
    run_id: str
    created_at: str
    notebook: str
    provider: str
    question: dict[str, Any]
    params: dict[str, Any]
    agents: list[dict[str, Any]]
    llm_calls: list[dict[str, Any]]
    search_calls: list[dict[str, Any]] = field(default_factory=list)
    notes: str = ""
    source_path: Path | None = field(default=None, repr=False, compare=False)
    verified_digest: str | None = field(default=None, repr=False, compare=False)
    """The digest checked when this trace was read (None if it was built or is legacy)."""

    # ---------------------------------------------------------------- building

    @classmethod
    def capture(
        cls,
        *,
        notebook: str,
        provider: str,
        question: ForecastQuestion | Mapping[str, Any],
        params: Mapping[str, Any],
        agents: Sequence[AgentForecastArtifact | Mapping[str, Any]],
        llm_calls: Sequence[Mapping[str, Any]],
        notes: str = "",
        search_calls: Sequence[Mapping[str, Any]] = (),
        created_at: datetime | str | None = None,
        run_id: str | None = None,
    ) -> RunTrace:
        """Assemble a validated, redacted trace from a finished run.

        ``created_at`` defaults to the current UTC time and ``run_id`` to a fresh random id;
        pass both to make the record reproducible. Raises :class:`TraceFormatError` naming the
        field if anything would not survive a save and load.
        """
        stamp = _utc_stamp(datetime.now(UTC) if created_at is None else created_at)
        data = {
            "schema_version": SCHEMA_VERSION,
            "run_id": uuid.uuid4().hex[:12] if run_id is None else run_id,
            "created_at": stamp,
            "notebook": notebook,
            "provider": provider,
            "question": _as_dict(question),
            "params": params,
            "agents": [_as_dict(agent) for agent in agents],
            "llm_calls": list(llm_calls),
            "search_calls": list(search_calls),
            "notes": notes,
        }
        source = f"RunTrace.capture({notebook!r})"
        _check_depth(data, source)
        _check_jsonable(data, source, "")
        # A JSON round trip gives a deep copy holding only JSON types (tuples become lists).
        clean = json.loads(json.dumps(redact(data), ensure_ascii=False, allow_nan=False))
        return cls.from_dict(_sealed(clean), source=source)

    @classmethod
    def from_dict(cls, data: object, *, source: str = "<dict>") -> RunTrace:
        """Validate ``data`` as a trace document (and its digest) and build a RunTrace from it."""
        _validate(data, source)
        assert isinstance(data, dict)
        run = cls(**{name: data[name] for name in LEGACY_TRACE_FIELDS})
        run.verified_digest = data.get("digest")
        return run

    def to_dict(self) -> dict[str, Any]:
        """The document as saved, fields in a fixed order (with the digest unless legacy)."""
        content = self._content()
        return content if self.is_legacy else _sealed(content)

    def _content(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in LEGACY_TRACE_FIELDS}

    @property
    def is_legacy(self) -> bool:
        """True for a trace in the legacy format (version 1): no digest, no wire requests."""
        return self.schema_version == LEGACY_SCHEMA_VERSION

    @property
    def digest(self) -> str | None:
        """``"sha256:<hex>"`` of the current content (see :func:`trace_digest`); None if legacy."""
        return None if self.is_legacy else trace_digest(self._content())

    # ---------------------------------------------------------------- files

    def filename(self) -> str:
        """``<notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json``, derived from the record itself."""
        compact = self.created_at.replace("-", "").replace(":", "")
        return f"{self.notebook}_{compact}_{self.run_id}.json"

    def save(self, directory: str | Path | None = None) -> Path:
        """Write the trace atomically into ``directory`` (default :func:`traces_dir`).

        Never replaces an existing file: raises :class:`TraceExistsError` instead. The bytes
        depend only on the content, so saving the same trace twice gives identical files.
        """
        folder = Path(directory) if directory is not None else traces_dir()
        target = folder / self.filename()
        _check_depth(self._content(), str(target))  # before anything recursive runs on it
        content = redact(self._content())
        # Sealed after redaction, so the digest covers exactly the bytes that are written.
        document = content if self.is_legacy else _sealed(content)
        _validate(document, str(target))
        text = json.dumps(document, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
        folder.mkdir(parents=True, exist_ok=True)
        _write_new_file(target, text.encode("utf-8"))
        return target

    @classmethod
    def load(cls, path: str | Path) -> RunTrace:
        """Read and validate a trace file; every problem names the file and the field."""
        path = Path(path)
        source = str(path)
        if not path.is_file():
            raise TraceNotFoundError(source, "", _missing_file_hint(path))
        try:
            text = path.read_bytes().decode("utf-8")
        except UnicodeDecodeError as exc:
            raise TraceFormatError(source, "", f"not UTF-8 text ({exc.reason})") from None
        try:
            data = json.loads(text, parse_constant=_reject_constant)
        except RecursionError:
            raise TraceFormatError(
                source, "", f"nested deeper than {MAX_NESTING_DEPTH} levels; not a run trace"
            ) from None
        except json.JSONDecodeError as exc:
            raise TraceFormatError(
                source, "", f"not valid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
            ) from None
        except ValueError as exc:
            raise TraceFormatError(source, "", str(exc)) from None
        run = cls.from_dict(data, source=source)
        run.source_path = path
        return run

    def source_name(self) -> str:
        """The file name this trace was loaded from, or ``<captured run_id>``.

        The name alone, not the path: messages that reach a notebook's output must read the
        same on every machine, wherever the repository was cloned.
        """
        return self.source_path.name if self.source_path else f"<captured {self.run_id}>"

    # ---------------------------------------------------------------- reading

    def question_obj(self) -> ForecastQuestion:
        return ForecastQuestion.from_dict(dict(self.question))

    def agent_artifacts(self) -> list[AgentForecastArtifact]:
        return [
            AgentForecastArtifact.from_dict(agent, where=f"agents[{i}]")
            for i, agent in enumerate(self.agents)
        ]

    def token_usage(self) -> TokenUsage:
        """Prompt and completion tokens summed over every recorded LLM call."""
        total = TokenUsage()
        for call in self.llm_calls:
            total = total + TokenUsage.from_dict(call.get("usage", {}))
        return total

    def total_tokens(self) -> int:
        return self.token_usage().total_tokens

    def calls_for(self, label: str) -> list[dict[str, Any]]:
        return [call for call in self.llm_calls if call.get("label") == label]

    def search_calls_for(self, label: str = "search") -> list[dict[str, Any]]:
        return [call for call in self.search_calls if call.get("label") == label]

    def labels(self) -> list[str]:
        """LLM call labels in the order they first appear."""
        return _first_seen(str(call.get("label")) for call in self.llm_calls)

    def show(self) -> Any:
        """The audit report of this trace, displayed inline by JupyterLab (see agent_report)."""
        from agent_report import ReportView  # imported here: agent_report builds on this module

        return ReportView.from_trace(self)


def _as_dict(value: Any) -> Any:
    to_dict = getattr(value, "to_dict", None)
    return to_dict() if callable(to_dict) else value


def trace_digest(data: Mapping[str, Any]) -> str:
    """``"sha256:<64 hex>"`` of a trace document's canonical JSON, its ``digest`` key excluded.

    Canonical: keys sorted, no whitespace, UTF-8, non-ASCII kept as is. The same content always
    gives the same digest, whatever order its keys were written in.
    """
    content = {key: value for key, value in data.items() if key != "digest"}
    canonical = json.dumps(
        content, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )
    return f"{DIGEST_ALGORITHM}:{hashlib.sha256(canonical.encode('utf-8')).hexdigest()}"


def _sealed(content: Mapping[str, Any]) -> dict[str, Any]:
    """The document with its digest, keys in :data:`TRACE_FIELDS` order."""
    digest = trace_digest(content)
    return {name: digest if name == "digest" else content[name] for name in TRACE_FIELDS}


def _utc_stamp(value: datetime | str) -> str:
    """Normalise a timestamp to ``YYYY-MM-DDTHH:MM:SSZ`` in UTC (naive input is taken as UTC)."""
    moment = parse_iso_timestamp(value, what="created_at")
    return moment.replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")


TEMP_SUFFIX = ".tmp"
LOCK_SUFFIX = ".lock"


def _write_new_file(target: Path, payload: bytes) -> None:
    """Write ``payload`` to ``target`` atomically, refusing to replace an existing file.

    Every byte goes to a hidden temporary file first, which appears under the trace's name only
    when complete: by hard link, or (on file systems without hard links) by rename while holding
    an exclusive lock file. A save that dies midway leaves no file under the trace's name; its
    temporary file is removed on the way out, or by a later save if the process was killed.
    """
    if target.exists():
        raise _exists_error(target)
    _remove_stale_temps(target.parent)
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent
    )
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(payload)
            handle.flush()
            os.fsync(handle.fileno())
        tmp.chmod(0o644)  # mkstemp makes the file private; a trace is meant to be shared
        try:
            # link() fails if the target exists, so a concurrent writer cannot be clobbered.
            os.link(tmp, target)
        except FileExistsError:
            raise _exists_error(target) from None
        except OSError:
            _rename_exclusive(tmp, target)
        _fsync_dir(target.parent)
    finally:
        tmp.unlink(missing_ok=True)


def _rename_exclusive(tmp: Path, target: Path) -> None:
    """Move a complete temporary file to ``target`` unless it exists; rename() alone would
    replace it, so savers take an exclusive lock (O_EXCL) around the check and the rename."""
    lock = target.with_name(f".{target.name}{LOCK_SUFFIX}")
    try:
        fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
    except FileExistsError:
        raise TraceExistsError(
            f"{target}: another save of this trace holds {lock.name}; if no save is running, "
            "a killed one left it behind: delete it and save again"
        ) from None
    try:
        if target.exists():
            raise _exists_error(target)
        os.replace(tmp, target)
    finally:
        os.close(fd)
        lock.unlink(missing_ok=True)


def _remove_stale_temps(folder: Path) -> None:
    """Delete temporary files that killed saves left behind (older than STALE_TEMP_SECONDS)."""
    if not folder.is_dir():
        return
    oldest_allowed = time.time() - STALE_TEMP_SECONDS
    for path in folder.glob(f".*.json.*{TEMP_SUFFIX}"):
        try:
            if path.stat().st_mtime < oldest_allowed:
                path.unlink()
        except OSError:
            pass  # a concurrent save removed it first, or it is not ours to remove


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not supported on this platform; the file itself is already synced
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _exists_error(target: Path) -> TraceExistsError:
    return TraceExistsError(
        f"{target}: a trace with this name already exists and traces are never overwritten; "
        "capture a new run (it gets a new run_id) or move the old file away yourself"
    )


def _missing_file_hint(path: Path) -> str:
    folder = path.parent
    available = [p.name for p in list_traces(folder)]
    if available:
        shown = ", ".join(available[:5]) + (" ..." if len(available) > 5 else "")
        listing = f"{folder} holds: {shown}"
    elif folder.is_dir():
        listing = f"{folder} holds no .json traces"
    else:
        listing = f"folder {folder} does not exist"
    return (
        f"no such trace file ({listing}); list the available ones with "
        "sorted(TRACES_DIR.glob('*.json')) or list_traces()"
    )


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON; traces hold only finite numbers")


def _first_seen(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))


# --------------------------------------------------------------------------- validation


def _short(value: object) -> str:
    return _clip(repr(value), MAX_REPR_CHARS)


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _join(base: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{base}[{key}]"
    return f"{base}.{key}" if base else key


def _check_jsonable(value: Any, source: str, where: str) -> None:
    """Fail with the path of the first value JSON cannot hold (objects, NaN, non-str keys)."""
    if value is None or isinstance(value, str | bool | int):
        return
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise TraceFormatError(source, where, f"expected a finite number, got {value!r}")
        return
    if isinstance(value, Mapping):
        for key, item in value.items():
            if not isinstance(key, str):
                raise TraceFormatError(source, where, f"object keys must be text, got {key!r}")
            _check_jsonable(item, source, _join(where, key))
        return
    if isinstance(value, list | tuple):
        for i, item in enumerate(value):
            _check_jsonable(item, source, _join(where, i))
        return
    raise TraceFormatError(
        source,
        where,
        f"{type(value).__name__} cannot be stored in a trace; convert it to text, a number, "
        "a list or a dict first",
    )


class _Check:
    """Type checks that raise TraceFormatError naming the source and the field path."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> TraceFormatError:
        return TraceFormatError(self.source, where, problem)

    def obj(self, value: object, where: str, keys: Sequence[str]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, f"expected an object, got {_short(value)}")
        for key in keys:
            if key not in value:
                raise self.fail(_join(where, key), "required field is missing")
        return value

    def exact(self, value: object, where: str, keys: Sequence[str], what: str) -> dict[str, Any]:
        """An object with exactly ``keys``: missing ones and unknown ones are both named."""
        record = self.obj(value, where, keys)
        unknown = sorted(set(record) - set(keys))
        if unknown:
            raise self.fail(where, f"unknown {what}(s) {unknown}; expected {list(keys)}")
        return record

    def number(self, value: object, where: str) -> None:
        """A finite, non-negative number (not a bool)."""
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
            or value < 0
        ):
            raise self.fail(where, f"expected a non-negative number, got {_short(value)}")

    def text(self, value: object, where: str, *, nullable: bool = False) -> None:
        if isinstance(value, str) or (nullable and value is None):
            return
        expected = "a string or null" if nullable else "a string"
        raise self.fail(where, f"expected {expected}, got {_short(value)}")

    def count(self, value: object, where: str, *, nullable: bool = False) -> None:
        if nullable and value is None:
            return
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            expected = "a non-negative integer" + (" or null" if nullable else "")
            raise self.fail(where, f"expected {expected}, got {_short(value)}")

    def kind(self, value: object, where: str, expected: type, name: str) -> None:
        if not isinstance(value, expected) or isinstance(value, bool) != (expected is bool):
            raise self.fail(where, f"expected {name}, got {_short(value)}")

    def schema(self, build: Any, value: object, where: str) -> None:
        """Run an agent_schemas constructor, re-raising its error with the file name."""
        try:
            build(value, where=where)
        except SchemaError as exc:
            message = str(exc)
            prefix = f"{where}: "
            raise self.fail(
                where, message[len(prefix) :] if message.startswith(prefix) else message
            ) from None


def _check_depth(data: object, source: str) -> None:
    """Refuse nesting deeper than MAX_NESTING_DEPTH, iteratively (no recursion to overflow)."""
    stack: list[tuple[object, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, Mapping):
            children: Iterable[object] = value.values()
        elif isinstance(value, list | tuple):
            children = value
        else:
            continue
        if depth >= MAX_NESTING_DEPTH:
            raise TraceFormatError(
                source, "", f"nested deeper than {MAX_NESTING_DEPTH} levels; not a run trace"
            )
        stack.extend((child, depth + 1) for child in children)


def _validate(data: object, source: str) -> None:
    """Check a whole trace document; raise TraceFormatError at the first problem.

    The structure is checked first, so a malformed field is named precisely; the digest of a
    version 1.2 trace last, so a well-formed but edited file is refused as edited.
    """
    check = _Check(source)
    if not isinstance(data, dict):
        raise check.fail("", f"expected a JSON object at the top level, got {type(data).__name__}")
    _check_depth(data, source)
    if "schema_version" not in data:
        raise check.fail("schema_version", "required field is missing; this is not a run trace")
    version = _schema_version(check, data["schema_version"])
    expected = LEGACY_TRACE_FIELDS if version == LEGACY_SCHEMA_VERSION else TRACE_FIELDS
    check.exact(data, "", expected, "top-level field")
    _validate_header(check, data)
    check.schema(ForecastQuestion.from_dict, data["question"], "question")
    check.kind(data["params"], "params", dict, "an object")
    check.kind(data["agents"], "agents", list, "a list")
    for i, agent in enumerate(data["agents"]):
        check.schema(AgentForecastArtifact.from_dict, agent, f"agents[{i}]")
    check.kind(data["llm_calls"], "llm_calls", list, "a list")
    for i, call in enumerate(data["llm_calls"]):
        _validate_llm_call(check, call, f"llm_calls[{i}]", version)
    check.kind(data["search_calls"], "search_calls", list, "a list")
    for i, call in enumerate(data["search_calls"]):
        _validate_search_call(check, call, f"search_calls[{i}]")
    if version == SCHEMA_VERSION:
        _validate_digest(check, data)


def _schema_version(check: _Check, version: object) -> int | str:
    # Compared by type as well as value: 1.0 == 1 in Python, but 1.0 was never a trace version.
    for readable in READABLE_SCHEMA_VERSIONS:
        if type(version) is type(readable) and version == readable:
            return readable
    readable_text = " or ".join(repr(v) for v in READABLE_SCHEMA_VERSIONS)
    raise check.fail(
        "schema_version",
        f"the file has version {version!r} but this code reads version {readable_text}; "
        "re-record the run or use the matching version of the course",
    )


def _validate_digest(check: _Check, data: dict[str, Any]) -> None:
    recorded = data["digest"]
    if not isinstance(recorded, str) or not _DIGEST_RE.fullmatch(recorded):
        raise check.fail(
            "digest", f"expected '{DIGEST_ALGORITHM}:' and 64 hex digits, got {_short(recorded)}"
        )
    actual = trace_digest(data)
    if recorded != actual:
        raise check.fail(
            "digest",
            f"the content was changed after the trace was saved: the file records {recorded} "
            f"but its content hashes to {actual}. Restore the original file or record a new run",
        )


def _validate_header(check: _Check, data: dict[str, Any]) -> None:
    run_id = data["run_id"]
    if not isinstance(run_id, str) or not _RUN_ID_RE.fullmatch(run_id):
        raise check.fail("run_id", f"expected 12 lowercase hex characters, got {_short(run_id)}")
    created = data["created_at"]
    if not isinstance(created, str) or not _CREATED_AT_RE.fullmatch(created):
        raise check.fail(
            "created_at", f"expected a UTC time like '2026-06-15T19:10:47Z', got {_short(created)}"
        )
    try:
        parse_iso_timestamp(created, what="created_at")
    except SchemaError as exc:
        raise check.fail("created_at", str(exc)) from None
    notebook = data["notebook"]
    if not isinstance(notebook, str) or not _NOTEBOOK_RE.fullmatch(notebook):
        raise check.fail(
            "notebook",
            f"expected a file-name-safe name like '01_react_reasoning', got {_short(notebook)}",
        )
    check.text(data["provider"], "provider")
    check.text(data["notes"], "notes")


ERROR_RECORD_KEYS = ("type", "message", "provider", "status")
USAGE_KEYS = ("prompt_tokens", "completion_tokens")
MESSAGE_KEYS = ("role", "content")


def _validate_error(check: _Check, error: object, where: str) -> None:
    if error is None:
        return
    record = check.exact(error, where, ERROR_RECORD_KEYS, "error field")
    check.text(record["type"], _join(where, "type"))
    check.text(record["message"], _join(where, "message"))
    check.text(record["provider"], _join(where, "provider"), nullable=True)
    check.count(record["status"], _join(where, "status"), nullable=True)


def _validate_outcome(check: _Check, call: dict[str, Any], where: str, field_name: str) -> None:
    """A call either succeeded (result set, error null) or failed (result null, error set)."""
    if (call[field_name] is None) == (call["error"] is None):
        state = "both are null" if call["error"] is None else "both are set"
        raise check.fail(
            where, f"exactly one of {field_name!r} and 'error' must be set, but {state}"
        )


def _check_messages(check: _Check, messages: object, where: str) -> None:
    check.kind(messages, where, list, "a list")
    assert isinstance(messages, list)
    for j, message in enumerate(messages):
        path = _join(where, j)
        record = check.exact(message, path, MESSAGE_KEYS, "message field")
        if record["role"] not in CHAT_ROLES:
            raise check.fail(
                _join(path, "role"), f"expected one of {CHAT_ROLES}, got {_short(record['role'])}"
            )
        check.text(record["content"], _join(path, "content"))


def _check_usage(check: _Check, usage: object, where: str) -> None:
    record = check.exact(usage, where, USAGE_KEYS, "usage field")
    for key in USAGE_KEYS:
        check.count(record[key], _join(where, key))


def _check_mode(check: _Check, mode: object, where: str) -> None:
    if mode not in LLM_MODES:
        raise check.fail(where, f"expected one of {LLM_MODES}, got {_short(mode)}")


def _check_optional_object(check: _Check, value: object, where: str) -> None:
    if value is not None:
        check.kind(value, where, dict, "an object or null")


def _check_attempts(check: _Check, attempts: object, where: str) -> None:
    """Each HTTP attempt: its number (from 1), what happened, and optionally the wait after it."""
    check.kind(attempts, where, list, "a list")
    assert isinstance(attempts, list)
    for j, attempt in enumerate(attempts):
        path = _join(where, j)
        record = check.obj(attempt, path, ("attempt", "outcome"))
        check.count(record["attempt"], _join(path, "attempt"))
        if record["attempt"] < 1:
            raise check.fail(_join(path, "attempt"), "attempts are numbered from 1")
        check.text(record["outcome"], _join(path, "outcome"))
        if record.get("wait_s") is not None:  # null or absent: no wait followed this attempt
            check.number(record["wait_s"], _join(path, "wait_s"))


def _text(nullable: bool = False) -> Any:
    return lambda check, value, where: check.text(value, where, nullable=nullable)


_LLM_CALL_CHECKS: dict[str, Any] = {
    "label": _text(),
    "index": lambda check, value, where: check.count(value, where),
    "provider": _text(),
    "model": _text(),
    "model_name": _text(),
    "response_model": _text(nullable=True),
    "mode": _check_mode,
    "settings": lambda check, value, where: check.kind(value, where, dict, "an object"),
    "json_mode": lambda check, value, where: check.kind(value, where, bool, "true or false"),
    "messages": _check_messages,
    "reply": _text(nullable=True),
    "usage": _check_usage,
    "error": _validate_error,
    "duration_ms": lambda check, value, where: check.number(value, where),
    "request": _check_optional_object,
    "json_schema": _check_optional_object,
    "attempts": _check_attempts,
}
"""How each field of :class:`LLMCallRecord` is checked; one entry per field, no more."""
assert tuple(_LLM_CALL_CHECKS) == LLM_CALL_KEYS, "every LLMCallRecord field needs one check"


def _validate_llm_call(check: _Check, value: object, where: str, version: int | str) -> None:
    keys = llm_call_keys(version)
    call = check.exact(value, where, keys, "field")
    for key in keys:
        _LLM_CALL_CHECKS[key](check, call[key], _join(where, key))
    _validate_outcome(check, call, where, "reply")
    if call.get("json_schema") is not None and not call["json_mode"]:
        raise check.fail(
            _join(where, "json_schema"), "a JSON schema was recorded but json_mode is false"
        )


def _validate_search_call(check: _Check, value: object, where: str) -> None:
    call = check.exact(value, where, SEARCH_CALL_KEYS, "field")
    for key in ("label", "client", "query"):
        check.text(call[key], _join(where, key))
    check.count(call["index"], _join(where, "index"))
    check.count(call["max_results"], _join(where, "max_results"))
    if call["max_results"] < 1:
        raise check.fail(_join(where, "max_results"), "a search asks for at least 1 result, got 0")
    check.text(call["cutoff_date"], _join(where, "cutoff_date"), nullable=True)
    results = call["results"]
    if results is not None:
        check.kind(results, _join(where, "results"), list, "a list or null")
        for j, result in enumerate(results):
            check.schema(SearchResult.from_dict, result, _join(_join(where, "results"), j))
    _validate_error(check, call["error"], _join(where, "error"))
    _validate_outcome(check, call, where, "results")
    check.number(call["duration_ms"], _join(where, "duration_ms"))


# --------------------------------------------------------------------------- display


def format_call(call: Mapping[str, Any], max_chars: int = 400, last_messages: int = 2) -> str:
    """One recorded LLM call as text: who answered, the last messages sent, and the reply."""
    usage = call.get("usage") or {}
    header = (
        f"{call.get('label')}[{call.get('index')}] {call.get('model_name')} "
        f"({call.get('mode')}, json_mode={str(bool(call.get('json_mode'))).lower()}) "
        f"tokens {usage.get('prompt_tokens', 0)}+{usage.get('completion_tokens', 0)}"
    )
    lines = [header]
    messages = list(call.get("messages") or [])
    if len(messages) > last_messages:
        lines.append(f"  ... {len(messages) - last_messages} earlier message(s)")
    for message in messages[-last_messages:] if last_messages > 0 else []:
        lines.append(f"  [{message.get('role')}] {_flat(message.get('content'), max_chars)}")
    error = call.get("error")
    if error:
        lines.append(f"  -> error {error.get('type')}: {_flat(error.get('message'), max_chars)}")
    else:
        lines.append(f"  -> {_flat(call.get('reply'), max_chars)}")
    return "\n".join(lines)


def _flat(text: object, limit: int) -> str:
    return _clip(" ".join(str(text).split()), limit)


def _integrity(run: RunTrace) -> str:
    """Whether the trace's content is the content its digest was computed over."""
    if run.is_legacy:
        return (
            f"legacy trace (schema_version {run.schema_version}): no digest, so edits to the "
            "file are caught only where replay compares prompts and artifacts"
        )
    digest = run.digest
    if run.verified_digest is None:
        return f"digest {digest} (computed; verified when the saved file is loaded)"
    if run.verified_digest == digest:
        return f"verified, digest {digest}"
    return f"changed since it was verified: digest was {run.verified_digest}, now {digest}"


def describe_run(run: RunTrace) -> str:
    """A short, deterministic summary of a trace: who ran what, how often, at what cost."""
    lines = [
        f"run {run.run_id} from {run.notebook}, created {run.created_at}",
        f"integrity: {_integrity(run)}",
        f"provider: {run.provider}",
        f"question: {_flat(run.question.get('question'), 120)}",
    ]
    models: dict[tuple[str, str, str], int] = {}
    for call in run.llm_calls:
        settings = json.dumps(call.get("settings", {}), sort_keys=True, ensure_ascii=False)
        key = (str(call.get("model_name")), str(call.get("mode")), settings)
        models[key] = models.get(key, 0) + 1
    lines.append("models:" if models else "models: none recorded")
    for (name, mode, settings), count in models.items():
        lines.append(f"  {name} ({mode}) settings {settings}: {count} call(s)")
    lines.append("llm calls by label:" if run.llm_calls else "llm calls: none")
    for label in run.labels():
        calls = run.calls_for(label)
        failed = sum(1 for c in calls if c.get("error"))
        lines.append(f"  {label}: {len(calls)}" + (f" ({failed} failed)" if failed else ""))
    usage = run.token_usage()
    lines.append(
        f"tokens: {usage.total_tokens:,} "
        f"(prompt {usage.prompt_tokens:,}, completion {usage.completion_tokens:,})"
    )
    clients = _first_seen(str(c.get("client")) for c in run.search_calls)
    searches = ", ".join(
        f"{name} ({sum(1 for c in run.search_calls if c.get('client') == name)} call(s))"
        for name in clients
    )
    lines.append(f"search clients: {searches or 'none recorded'}")
    for agent in run.agents:
        lines.append(
            f"agent {agent.get('agent_id')}: status {agent.get('status', 'forecast')}, "
            f"p_yes {agent.get('p_yes')}"
        )
    return "\n".join(lines)


if __name__ == "__main__":
    # `python -m agent_observability report TRACE.json -o REPORT.html`; see agent_report.
    import sys

    from agent_report import main

    sys.exit(main(sys.argv[1:]))
