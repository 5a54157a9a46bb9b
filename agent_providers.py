"""One two-method interface over five language-model backends, plus deterministic stand-ins.

An agent in this course talks to its model through :class:`LLMClient` and nothing else:
``complete(messages) -> str`` and ``complete_with_usage(messages) -> (str, TokenUsage)``. The
live clients (Anthropic, OpenAI or any OpenAI-compatible server, Google Gemini, OpenRouter,
Ollama) and the stand-ins (:class:`MockLLMClient`, :class:`ScriptedLLMClient`) all satisfy it,
so the same loop runs against a commercial API, a local model or canned replies.

Conventions
-----------
- Every client says who answered: ``provider``, ``model``, ``model_name``
  (``"provider:model"``), ``mode`` (``"live"`` for a real API, ``"scripted"`` for canned
  text, so a trace can never pass one off as the other), ``last_response_model`` (the model id
  the provider's reply reported) and ``settings()``. A setting a provider does not support is
  recorded as ``None`` next to ``<name>_supported: False``.
- Keys are read from the constructor or the environment, sent only in request headers, and
  never appear in ``settings()``, ``repr()`` or an error message.
- Our message roles are system, user, assistant and tool. :func:`conversation_turns` is the
  one place they are mapped onto what the APIs accept: system text is pulled out (each client
  puts it where its API wants it) and a tool result becomes a user turn that starts with
  :data:`TOOL_RESULT_PREFIX`, because no API here accepts a bare tool turn without native
  tool-call ids.
- The httpx-based clients send every request through :func:`agent_http.request_json`; the
  Anthropic SDK runs with its own retries off inside :func:`agent_http.run_with_retries`, so
  there is one retry policy, and each client records what happened on every HTTP attempt of
  its last call in ``last_call_attempts``. Each client keeps one pooled HTTP session
  (:class:`agent_http.HttpSession`), shared by the threads that use it. ``timeout``
  (``LLM_TIMEOUT``) is a deadline for one whole attempt. A failure surfaces as an
  :class:`agent_http.ProviderError` subclass whose text names the setting to change, and a 2xx
  body that is not JSON or lacks the documented fields is a :class:`ProviderResponseError`.
- A client removes its own key from every text it raises or records, whatever the key looks
  like (a server may echo the request headers back in an error body).
- ``json_mode`` is ``False``, ``True`` (any JSON object) or a JSON Schema mapping, which each
  client translates to its API's structured-output feature (Anthropic has none and falls back
  to an instruction).
- When the server reports a model other than the one requested (ignoring a date or build
  suffix such as ``-2024-07-18`` or ``:latest``), the client warns once with a
  :class:`ModelMismatchWarning`; ``model`` stays the requested one and ``response_model``
  is what the server said.
- A reply that omits its token counts is counted as zero tokens (Ollama leaves out
  ``prompt_eval_count`` when the whole prompt was cached); a count that is present but not a
  non-negative integer is a :class:`ProviderResponseError`.
- Importing this module imports neither a vendor SDK nor httpx: ``anthropic`` is imported
  when an :class:`AnthropicClient` is built, httpx when a request is sent.
"""

from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
import math
import os
import re
import threading
import warnings
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Protocol, TypedDict, Unpack, runtime_checkable
from urllib.parse import urlsplit, urlunsplit

from agent_http import (
    DEFAULT_TIMEOUT_SECONDS,
    Hints,
    HttpSession,
    ProviderConfigError,
    ProviderConnectionError,
    ProviderError,
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
    not_json,
    redact_secrets,
    request_json,
    run_with_retries,
    status_error,
)
from agent_schemas import ChatMessage, SchemaError, TokenUsage, strip_code_fence

__all__ = [
    "AUTO_SELECT_ORDER",
    "BASE_URL_ENV_VARS",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_MODELS",
    "DEFAULT_TEMPERATURE",
    "SELECTABLE_PROVIDERS",
    "TOOL_RESULT_PREFIX",
    "AnthropicClient",
    "ChatMessage",
    "GoogleClient",
    "JsonMode",
    "LLMClient",
    "MockLLMClient",
    "ModelMismatchWarning",
    "OllamaClient",
    "OpenAIClient",
    "OpenRouterClient",
    "ProviderConfigError",
    "ProviderConnectionError",
    "ProviderError",
    "ProviderHTTPError",
    "ProviderRateLimitError",
    "ProviderResponseError",
    "ProviderTimeoutError",
    "RetryPolicy",
    "SamplingSettings",
    "ScriptExhaustedError",
    "ScriptedLLMClient",
    "TokenUsage",
    "conversation_turns",
    "create_llm_client",
    "redact_url",
    "same_model",
]

# --------------------------------------------------------------------------- constants

AUTO_SELECT_ORDER = ("anthropic", "openai", "google", "openrouter", "ollama")
"""Live providers, in the order :func:`create_llm_client` tries them when none is named."""

SELECTABLE_PROVIDERS = (*AUTO_SELECT_ORDER, "mock")

DEFAULT_MODELS: Mapping[str, str] = {
    "anthropic": "claude-sonnet-4-5",
    "openai": "gpt-4o-mini",
    "google": "gemini-2.5-flash",
    "openrouter": "anthropic/claude-sonnet-4",
    "ollama": "qwen2.5:7b",  # fits a laptop; pull a larger one and set OLLAMA_MODEL if you can
}
"""The model each provider uses when neither the caller nor ``<PROVIDER>_MODEL`` names one."""

MODEL_ENV_VARS: Mapping[str, str] = {
    "anthropic": "ANTHROPIC_MODEL",
    "openai": "OPENAI_MODEL",
    "google": "GOOGLE_MODEL",
    "openrouter": "OPENROUTER_MODEL",
    "ollama": "OLLAMA_MODEL",
}

BASE_URL_ENV_VARS: Mapping[str, str] = {
    "anthropic": "ANTHROPIC_BASE_URL",
    "openai": "OPENAI_BASE_URL",
    "google": "GOOGLE_BASE_URL",
    "openrouter": "OPENROUTER_BASE_URL",
    "ollama": "OLLAMA_HOST",
}
"""The variable that redirects each provider to another server (a proxy, a local fake)."""

KEY_ENV_VARS: Mapping[str, str | None] = {
    "anthropic": "ANTHROPIC_API_KEY",
    "openai": "OPENAI_API_KEY",
    "google": "GOOGLE_API_KEY",
    "openrouter": "OPENROUTER_API_KEY",
    "ollama": None,
}
"""The variable holding each provider's key, named when the server rejects the key."""

TIMEOUT_ENV_VAR = "LLM_TIMEOUT"

DEFAULT_TEMPERATURE = 0.0
"""Sampling temperature unless set: the least random setting, so reruns differ least."""

DEFAULT_MAX_TOKENS = 1024
"""Reply length cap; one JSON action plus a rationale fits well inside it."""

OPENAI_BASE_URL = "https://api.openai.com/v1"
OPENROUTER_BASE_URL = "https://openrouter.ai/api/v1"
GEMINI_BASE_URL = "https://generativelanguage.googleapis.com/v1beta"
OLLAMA_DEFAULT_HOST = "http://localhost:11434"
OLLAMA_DEFAULT_PORT = 11434

OLLAMA_PROBE_TIMEOUT_SECONDS = 0.5
"""How long auto-selection waits for a local Ollama daemon before deciding there is none."""

TOOL_RESULT_PREFIX = "Tool result:\n"
"""Starts the user turn that carries a tool result, so the model can tell it from a person."""

JSON_ONLY_INSTRUCTION = "Reply with exactly one JSON object and nothing else."
"""Added to the system prompt of a provider that has no JSON mode (Anthropic)."""

SCHEMA_NAME = "action"
"""The name an OpenAI-style ``json_schema`` response format carries (the API requires one)."""

GEMINI_SCHEMA_KEYS = frozenset(
    {
        "type", "format", "title", "description", "nullable", "enum", "properties", "required",
        "items", "minItems", "maxItems", "minimum", "maximum", "minLength", "maxLength",
        "pattern", "anyOf", "propertyOrdering",
    }
)  # fmt: skip
"""The JSON Schema keys Gemini's ``responseSchema`` accepts; others (``additionalProperties``,
``$schema``...) are rejected by the API and dropped."""

MODEL_SUFFIX = re.compile(r"[-@:](?:latest|\d{4}-\d{2}-\d{2}|\d{3,8})")
"""A date or build suffix a server may add to the model it was asked for (``-2024-07-18``,
``-20250929``, ``-001``, ``:latest``); a short number such as ``-5`` is a different model."""

MOCK_DEFAULT_P_YES = 0.62
MOCK_MODEL = "canned-react-v1"
MOCK_RATIONALE = "Mock reply: canned text, no language model was called."

RESPONSE_STATUS_OK = 200
"""Status recorded on a malformed-body error: every API here answers a completion with 200."""

LIVE_SETTING_NAMES = frozenset(
    {"api_key", "base_url", "temperature", "seed", "max_tokens", "timeout", "retry", "max_retries"}
)
"""Keyword settings the live clients take; the mock has none of them and records them as None."""


JsonMode = bool | Mapping[str, Any]
"""``False``, ``True`` (any JSON object), or a JSON Schema the reply must match."""


class ModelMismatchWarning(UserWarning):
    """The server answered with a different model from the one the client asked for."""


class ScriptExhaustedError(RuntimeError):
    """A :class:`ScriptedLLMClient` was asked for more replies than it was given.

    Deliberately not a :class:`ProviderError`: a test whose script is too short has a bug, and
    agent code that turns provider outages into a ``failed`` artifact must not hide it.
    """


# --------------------------------------------------------------------------- the protocol


@runtime_checkable
class LLMClient(Protocol):
    """What an agent may rely on: a name and two ways to ask for a reply."""

    @property
    def model_name(self) -> str: ...

    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str: ...

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]: ...


# --------------------------------------------------------------------------- shared helpers


def conversation_turns(messages: Sequence[ChatMessage]) -> tuple[str, list[tuple[str, str]]]:
    """Split a conversation into system text and ``(role, text)`` turns with role user/assistant.

    Several system messages are joined by blank lines, in order. A tool message becomes a user
    turn prefixed with :data:`TOOL_RESULT_PREFIX`. Each client places the system text where its
    API wants it and renames roles if it must (Gemini calls the assistant ``"model"``).
    """
    system_parts: list[str] = []
    turns: list[tuple[str, str]] = []
    for message in messages:
        if message.role == "system":
            system_parts.append(message.content)
        elif message.role == "tool":
            turns.append(("user", TOOL_RESULT_PREFIX + message.content))
        else:
            turns.append((message.role, message.content))
    return "\n\n".join(system_parts), turns


def redact_url(url: str) -> str:
    """The URL without user info, query or fragment, which is where credentials can hide."""
    parts = urlsplit(url)
    host = parts.hostname or ""
    if ":" in host:
        host = f"[{host}]"  # an IPv6 literal needs its brackets back
    if parts.port is not None:
        host += f":{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def same_model(requested: str, served: str) -> bool:
    """True if ``served`` names the ``requested`` model, allowing a date or build suffix.

    Case is ignored, as is Gemini's ``models/`` prefix: ``gpt-4o-mini`` matches
    ``gpt-4o-mini-2024-07-18`` and ``qwen2.5`` matches ``qwen2.5:latest``, but
    ``claude-sonnet-4`` does not match ``claude-sonnet-4-5``.
    """
    want, got = (name.strip().lower().removeprefix("models/") for name in (requested, served))
    if want == got:
        return True
    return got.startswith(want) and MODEL_SUFFIX.fullmatch(got[len(want) :]) is not None


def _json_schema(json_mode: object) -> Mapping[str, Any] | None:
    """The schema in ``json_mode``, None for a plain True/False; anything else is an error."""
    if isinstance(json_mode, Mapping):
        return json_mode
    if isinstance(json_mode, bool):
        return None
    raise SchemaError(
        f"json_mode must be True, False or a JSON Schema mapping, got {type(json_mode).__name__}"
    )


def _gemini_schema(schema: Any) -> Any:
    """A JSON Schema rewritten into the subset Gemini's ``responseSchema`` accepts.

    Unsupported keys are dropped, ``const`` becomes a one-value ``enum``, ``oneOf`` becomes
    ``anyOf``, and a type list such as ``["string", "null"]`` becomes ``nullable``.
    """
    if isinstance(schema, list):
        return [_gemini_schema(item) for item in schema]
    if not isinstance(schema, Mapping):
        return schema
    source = dict(schema)
    if "const" in source:
        source.setdefault("enum", [source.pop("const")])
    if "oneOf" in source:
        source.setdefault("anyOf", source.pop("oneOf"))
    kinds = source.get("type")
    if isinstance(kinds, list):
        named = [kind for kind in kinds if kind != "null"]
        source["type"] = named[0] if len(named) == 1 else named
        if "null" in kinds:
            source["nullable"] = True
    out: dict[str, Any] = {}
    for key, value in source.items():
        if key not in GEMINI_SCHEMA_KEYS:
            continue
        if key == "properties" and isinstance(value, Mapping):
            out[key] = {name: _gemini_schema(sub) for name, sub in value.items()}
        elif key in ("items", "anyOf"):
            out[key] = _gemini_schema(value)
        else:
            out[key] = value
    return out


def _env(name: str) -> str:
    return os.environ.get(name, "").strip()


def _check_messages(messages: object) -> list[ChatMessage]:
    """Reject anything but a non-empty sequence of ChatMessage before it reaches an API."""
    if isinstance(messages, str | bytes) or not isinstance(messages, Sequence):
        raise SchemaError(f"messages must be a list of ChatMessage, got {type(messages).__name__}")
    if not messages:
        raise SchemaError("messages is empty; send at least one ChatMessage(role='user', ...)")
    for index, message in enumerate(messages):
        if not isinstance(message, ChatMessage):
            raise SchemaError(
                f"messages[{index}] is a {type(message).__name__}, not a ChatMessage; "
                "build it with ChatMessage(role=..., content=...)"
            )
    return list(messages)


def _malformed(provider: str, what: str) -> ProviderResponseError:
    return ProviderResponseError(provider, RESPONSE_STATUS_OK, what)


def _expect_object(provider: str, body: object) -> Mapping[str, Any]:
    if not isinstance(body, Mapping):
        raise _malformed(provider, f"expected a JSON object, got {type(body).__name__}")
    return body


def _field(container: object, key: str) -> Any:
    return container.get(key) if isinstance(container, Mapping) else None


def _token_usage(
    provider: str, block: object, prompt_key: str, completion_key: str, where: str
) -> TokenUsage:
    """Read two token counts from a usage block; absent counts are zero, bad ones an error."""
    if block is None:
        return TokenUsage()
    if not isinstance(block, Mapping):
        raise _malformed(provider, f"'{where}' is not an object: {block!r}")
    counts = []
    for key in (prompt_key, completion_key):
        value = block.get(key)
        if value is None:
            value = 0
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            raise _malformed(provider, f"'{where}.{key}' is not a token count: {value!r}")
        counts.append(value)
    return TokenUsage(counts[0], counts[1])


def _reported_model(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _word_usage(messages: Sequence[ChatMessage], reply: str) -> TokenUsage:
    """Whitespace-word counts: a stand-in for tokens that is the same on every run."""
    return TokenUsage(sum(len(m.content.split()) for m in messages), len(reply.split()))


def _check_sampling(
    provider: str, temperature: object, seed: object, max_tokens: object, timeout: object
) -> tuple[float, int | None, int, float]:
    """Validate the settings every live client shares; a bad one names itself."""
    if isinstance(temperature, bool) or not isinstance(temperature, int | float):
        raise ProviderConfigError(provider, f"temperature must be a number, got {temperature!r}")
    if not math.isfinite(temperature) or temperature < 0:
        raise ProviderConfigError(provider, f"temperature must be >= 0, got {temperature!r}")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise ProviderConfigError(provider, f"seed must be an integer or None, got {seed!r}")
    if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens < 1:
        raise ProviderConfigError(
            provider, f"max_tokens must be a positive integer, got {max_tokens!r}"
        )
    if (
        isinstance(timeout, bool)
        or not isinstance(timeout, int | float)
        or not math.isfinite(timeout)
        or timeout <= 0
    ):
        raise ProviderConfigError(provider, f"timeout must be seconds > 0, got {timeout!r}")
    return float(temperature), seed, max_tokens, float(timeout)


def _retry_policy(provider: str, retry: RetryPolicy | None, max_retries: int | None) -> RetryPolicy:
    policy = retry or RetryPolicy()
    if max_retries is None:
        return policy
    if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
        raise ProviderConfigError(
            provider, f"max_retries must be an integer >= 0, got {max_retries!r}"
        )
    return dataclasses.replace(policy, max_retries=max_retries)


# --------------------------------------------------------------------------- client bases


class _LastCall(threading.local):
    """What the last call on this thread did; per thread, as agents share a client."""

    def __init__(self) -> None:
        self.attempts: list[dict[str, Any]] = []
        self.response_model: str | None = None


class _ClientBase:
    """What every client shares: its name, ``complete``, the last call and the settings."""

    provider: ClassVar[str]
    mode: ClassVar[str]
    model: str

    @property
    def model_name(self) -> str:
        return f"{self.provider}:{self.model}"

    @property
    def _last(self) -> _LastCall:
        # Created on first use so the stand-ins need not call a base __init__.
        return self.__dict__.setdefault("_last_call", _LastCall())

    @property
    def last_response_model(self) -> str | None:
        """The model the server reported for this thread's last call (None if it said none)."""
        return self._last.response_model

    @last_response_model.setter
    def last_response_model(self, value: str | None) -> None:
        self._last.response_model = value

    @property
    def response_model(self) -> str | None:
        """Same as :attr:`last_response_model`: what answered, next to ``model``, what was asked."""
        return self.last_response_model

    @property
    def last_call_attempts(self) -> list[dict[str, Any]]:
        """Each HTTP attempt of this thread's last call, e.g. ``{"attempt": 1, "outcome":
        "http_429", "wait_s": 1.0}``; [] for a client that sends nothing over HTTP."""
        return list(self._last.attempts)

    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str:
        """The reply text alone; always the text :meth:`complete_with_usage` returns."""
        return self.complete_with_usage(messages, json_mode)[0]

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        """Send the conversation; return the reply text and the tokens it cost."""
        checked = _check_messages(messages)
        _json_schema(json_mode)
        self._last.attempts = []
        self._last.response_model = None
        text, usage, served_model = self._reply(checked, json_mode)
        self._last.response_model = served_model
        return text, usage

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, str | None]:
        raise NotImplementedError

    def settings(self) -> dict[str, Any]:
        """How replies are produced, for the run record. Holds no credential."""
        return {
            "provider": self.provider,
            "model": self.model,
            "mode": self.mode,
            "base_url": None,
            "temperature": None,
            "temperature_supported": False,
            "seed": None,
            "seed_supported": False,
            "max_tokens": None,
            "timeout": None,
            "max_retries": None,
            "json_mode": None,
            **self._extra_settings(),
        }

    def _extra_settings(self) -> dict[str, Any]:
        return {}

    def __repr__(self) -> str:
        return f"{type(self).__name__}(model={self.model!r})"


class SamplingSettings(TypedDict, total=False):
    """Keyword settings every live client accepts; defaults are in ``_LiveClient.__init__``."""

    temperature: float
    seed: int | None
    max_tokens: int
    timeout: float
    retry: RetryPolicy | None
    max_retries: int | None


class _LiveClient(_ClientBase):
    """A client for a real API: validated sampling settings, a retry policy, a base URL.

    It owns one pooled :class:`HttpSession`, removes its key from every error it raises and
    from what it records, and warns once if the server reports a different model.
    """

    mode: ClassVar[str] = "live"
    json_mode_method: ClassVar[str]
    seed_supported: ClassVar[bool] = True
    temperature_supported: bool = True

    def __init__(
        self,
        model: str,
        *,
        api_key: str | None,
        base_url: str,
        temperature: float = DEFAULT_TEMPERATURE,
        seed: int | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        timeout: float = DEFAULT_TIMEOUT_SECONDS,
        retry: RetryPolicy | None = None,
        max_retries: int | None = None,
    ) -> None:
        if not isinstance(model, str) or not model.strip():
            raise ProviderConfigError(
                self.provider,
                f"model must be a non-empty string, got {model!r}; "
                f"set {MODEL_ENV_VARS[self.provider]} or pass model=",
            )
        self.model = model.strip()
        self.temperature, self.seed, self.max_tokens, self.timeout = _check_sampling(
            self.provider, temperature, seed, max_tokens, timeout
        )
        self.retry = _retry_policy(self.provider, retry, max_retries)
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key or None
        self._http = HttpSession(self.timeout)
        self._mismatch_warned = False

    def close(self) -> None:
        """Close the pooled connections now (they are also closed when the client is collected);
        a later call opens new ones."""
        self._http.close()

    @property
    def _hints(self) -> Hints:
        return Hints(TIMEOUT_ENV_VAR, BASE_URL_ENV_VARS[self.provider], KEY_ENV_VARS[self.provider])

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        """Send the conversation; return the reply text and the tokens it cost.

        Any :class:`ProviderError` leaves with this client's key removed from its text.
        """
        try:
            result = super().complete_with_usage(messages, json_mode)
        except ProviderError as error:
            raise error.redacted([self._api_key]) from None
        served = self.last_response_model
        if served is not None:
            self.last_response_model = served = redact_secrets(served, [self._api_key])
            self._check_served_model(served)
        return result

    def _check_served_model(self, served: str) -> None:
        if self._mismatch_warned or same_model(self.model, served):
            return
        self._mismatch_warned = True
        warnings.warn(
            f"{self.provider}: asked for model {self.model!r} but the server at "
            f"{redact_url(self.base_url)} reports {served!r}. The run record keeps both "
            f"(model = requested, response_model = reported); set "
            f"{MODEL_ENV_VARS[self.provider]} to the served model, or check "
            f"{BASE_URL_ENV_VARS[self.provider]} points at the server you meant.",
            ModelMismatchWarning,
            stacklevel=3,
        )

    def _extra_settings(self) -> dict[str, Any]:
        return {
            "base_url": redact_url(self.base_url),
            "temperature": self.temperature if self.temperature_supported else None,
            "temperature_supported": self.temperature_supported,
            "seed": self.seed if self.seed_supported else None,
            "seed_supported": self.seed_supported,
            "max_tokens": self.max_tokens,
            "timeout": self.timeout,
            "max_retries": self.retry.max_retries,
            "json_mode": self.json_mode_method,
        }

    def _post(self, path: str, body: Mapping[str, Any], headers: Mapping[str, str]) -> Any:
        return request_json(
            self.provider,
            "POST",
            self.base_url + path,
            headers=headers,
            json_body=body,
            timeout=self.timeout,
            retry=self.retry,
            session=self._http,
            attempts=self._last.attempts,
            secrets=[self._api_key],
            hints=self._hints,
            where=redact_url(self.base_url),
        )

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(model={self.model!r}, base_url={redact_url(self.base_url)!r})"
        )


# --------------------------------------------------------------------------- OpenAI-compatible


class _OpenAICompatibleClient(_LiveClient):
    """The ``/chat/completions`` wire format that OpenAI, OpenRouter and local servers share."""

    json_mode_method: ClassVar[str] = (
        'response_format {"type": "json_object"}, or {"type": "json_schema"} given a schema'
    )

    def request_body(self, messages: Sequence[ChatMessage], json_mode: JsonMode = False) -> dict:
        """The JSON body this client would POST for ``messages``."""
        system, turns = conversation_turns(messages)
        wire = [{"role": "system", "content": system}] if system else []
        wire += [{"role": role, "content": text} for role, text in turns]
        body: dict[str, Any] = {
            "model": self.model,
            "messages": wire,
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
        }
        if self.seed is not None:
            body["seed"] = self.seed
        schema = _json_schema(json_mode)
        if schema is not None:
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": SCHEMA_NAME, "schema": dict(schema), "strict": True},
            }
        elif json_mode:
            body["response_format"] = {"type": "json_object"}
        return body

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, str | None]:
        headers = {"Authorization": f"Bearer {self._api_key}"} if self._api_key else {}
        body = self._post("/chat/completions", self.request_body(messages, json_mode), headers)
        return _parse_chat_completion(self.provider, body)


def _parse_chat_completion(provider: str, body: object) -> tuple[str, TokenUsage, str | None]:
    data = _expect_object(provider, body)
    choices = data.get("choices")
    if not isinstance(choices, list) or not choices:
        # OpenRouter can relay an upstream failure as a 200 whose body holds only "error".
        error = data.get("error")
        detail = f"; the body reports an error: {error!r}" if error is not None else ""
        raise _malformed(provider, f"reply has no 'choices'{detail}")
    first = choices[0]
    content = _field(_field(first, "message"), "content")
    if not isinstance(content, str):
        raise _malformed(
            provider,
            f"'choices[0].message.content' is {content!r}, not text "
            f"(finish_reason={_field(first, 'finish_reason')!r})",
        )
    usage = _token_usage(provider, data.get("usage"), "prompt_tokens", "completion_tokens", "usage")
    return content, usage, _reported_model(data.get("model"))


class OpenAIClient(_OpenAICompatibleClient):
    """OpenAI's Chat Completions API, or any server that speaks it (llama.cpp, vLLM, LM Studio).

    The base URL comes from ``base_url``, else ``OPENAI_BASE_URL``, else OpenAI's own. OpenAI
    itself needs ``OPENAI_API_KEY``; a custom server gets the key only if one is set, and no
    ``Authorization`` header otherwise.
    """

    provider: ClassVar[str] = "openai"

    def __init__(
        self,
        model: str = DEFAULT_MODELS["openai"],
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        url = base_url or _env("OPENAI_BASE_URL") or OPENAI_BASE_URL
        key = api_key or _env("OPENAI_API_KEY")
        if not key and urlsplit(url).hostname == urlsplit(OPENAI_BASE_URL).hostname:
            raise ProviderConfigError(
                "openai",
                "no API key: set OPENAI_API_KEY, or set OPENAI_BASE_URL to use an "
                "OpenAI-compatible server that needs none",
            )
        super().__init__(
            model,
            api_key=key,
            base_url=url,
            **settings,
        )


class OpenRouterClient(_OpenAICompatibleClient):
    """OpenRouter: one key, many vendors' models, behind the OpenAI wire format.

    The base URL comes from ``base_url``, else ``OPENROUTER_BASE_URL``, else OpenRouter's own.
    """

    provider: ClassVar[str] = "openrouter"

    def __init__(
        self,
        model: str = DEFAULT_MODELS["openrouter"],
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        key = api_key or _env("OPENROUTER_API_KEY")
        if not key:
            raise ProviderConfigError("openrouter", "no API key: set OPENROUTER_API_KEY")
        super().__init__(
            model,
            api_key=key,
            base_url=base_url or _env(BASE_URL_ENV_VARS["openrouter"]) or OPENROUTER_BASE_URL,
            **settings,
        )


# --------------------------------------------------------------------------- Google Gemini


class GoogleClient(_LiveClient):
    """Gemini's ``generateContent`` REST API; the key travels in the ``x-goog-api-key`` header.

    The base URL comes from ``base_url``, else ``GOOGLE_BASE_URL``, else Google's own.
    """

    provider: ClassVar[str] = "google"
    json_mode_method: ClassVar[str] = (
        'generationConfig.responseMimeType "application/json", plus responseSchema given a schema'
    )

    def __init__(
        self,
        model: str = DEFAULT_MODELS["google"],
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        key = api_key or _env("GOOGLE_API_KEY") or _env("GEMINI_API_KEY")
        if not key:
            raise ProviderConfigError(
                "google", "no API key: set GOOGLE_API_KEY (or GEMINI_API_KEY)"
            )
        super().__init__(
            model,
            api_key=key,
            base_url=base_url or _env(BASE_URL_ENV_VARS["google"]) or GEMINI_BASE_URL,
            **settings,
        )

    def request_body(self, messages: Sequence[ChatMessage], json_mode: JsonMode = False) -> dict:
        """The JSON body this client would POST for ``messages``."""
        system, turns = conversation_turns(messages)
        config: dict[str, Any] = {
            "temperature": self.temperature,
            "maxOutputTokens": self.max_tokens,
        }
        if self.seed is not None:
            config["seed"] = self.seed
        schema = _json_schema(json_mode)
        if json_mode:
            config["responseMimeType"] = "application/json"
        if schema is not None:
            config["responseSchema"] = _gemini_schema(schema)
        body: dict[str, Any] = {
            "contents": [
                {"role": "model" if role == "assistant" else "user", "parts": [{"text": text}]}
                for role, text in turns
            ],
            "generationConfig": config,
        }
        if system:
            body["systemInstruction"] = {"parts": [{"text": system}]}
        return body

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, str | None]:
        resource = self.model if self.model.startswith("models/") else f"models/{self.model}"
        headers = {"x-goog-api-key": self._api_key or ""}
        body = self._post(
            f"/{resource}:generateContent", self.request_body(messages, json_mode), headers
        )
        return _parse_gemini(body)


def _parse_gemini(body: object) -> tuple[str, TokenUsage, str | None]:
    data = _expect_object("google", body)
    candidates = data.get("candidates")
    if not isinstance(candidates, list) or not candidates:
        blocked = _field(data.get("promptFeedback"), "blockReason")
        reason = f" (the prompt was blocked: blockReason={blocked!r})" if blocked else ""
        raise _malformed("google", f"reply has no 'candidates'{reason}")
    first = candidates[0]
    parts = _field(_field(first, "content"), "parts")
    texts = [
        part["text"]
        for part in (parts if isinstance(parts, list) else [])
        if isinstance(part, Mapping)
        and isinstance(part.get("text"), str)
        and not part.get("thought")
    ]
    if not texts:
        raise _malformed(
            "google",
            "'candidates[0].content.parts' has no text "
            f"(finishReason={_field(first, 'finishReason')!r})",
        )
    usage = _token_usage(
        "google",
        data.get("usageMetadata"),
        "promptTokenCount",
        "candidatesTokenCount",
        "usageMetadata",
    )
    return "".join(texts), usage, _reported_model(data.get("modelVersion"))


# --------------------------------------------------------------------------- Ollama


def _ollama_base_url(host: str) -> str:
    """Accept OLLAMA_HOST the way Ollama does: a bare ``host[:port]`` means plain HTTP."""
    text = host.strip().rstrip("/")
    if "://" in text:
        return text
    url = "http://" + text
    return url if urlsplit(url).port is not None else f"{url}:{OLLAMA_DEFAULT_PORT}"


class OllamaClient(_LiveClient):
    """A local Ollama daemon's ``/api/chat`` (non-streaming). Needs no key.

    The host comes from ``base_url``, else ``OLLAMA_HOST``, else ``http://localhost:11434``.
    """

    provider: ClassVar[str] = "ollama"
    json_mode_method: ClassVar[str] = 'format "json", or format <the schema> given one'

    def __init__(
        self,
        model: str = DEFAULT_MODELS["ollama"],
        *,
        base_url: str | None = None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        super().__init__(
            model,
            api_key=None,
            base_url=_ollama_base_url(base_url or _env("OLLAMA_HOST") or OLLAMA_DEFAULT_HOST),
            **settings,
        )

    def request_body(self, messages: Sequence[ChatMessage], json_mode: JsonMode = False) -> dict:
        """The JSON body this client would POST for ``messages``."""
        system, turns = conversation_turns(messages)
        wire = [{"role": "system", "content": system}] if system else []
        wire += [{"role": role, "content": text} for role, text in turns]
        options: dict[str, Any] = {"temperature": self.temperature, "num_predict": self.max_tokens}
        if self.seed is not None:
            options["seed"] = self.seed
        body: dict[str, Any] = {
            "model": self.model,
            "messages": wire,
            "stream": False,
            "options": options,
        }
        schema = _json_schema(json_mode)
        if schema is not None:
            body["format"] = dict(schema)
        elif json_mode:
            body["format"] = "json"
        return body

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, str | None]:
        body = self._post("/api/chat", self.request_body(messages, json_mode), {})
        data = _expect_object("ollama", body)
        content = _field(data.get("message"), "content")
        if not isinstance(content, str):
            raise _malformed("ollama", f"'message.content' is {content!r}, not text")
        usage = _token_usage("ollama", data, "prompt_eval_count", "eval_count", "reply")
        return content, usage, _reported_model(data.get("model"))


def _ollama_answers(base_url: str) -> bool:
    """True if an Ollama daemon lists its models at ``base_url`` within the probe timeout."""
    try:
        request_json(
            "ollama",
            "GET",
            base_url + "/api/tags",
            timeout=OLLAMA_PROBE_TIMEOUT_SECONDS,
            retry=RetryPolicy(max_retries=0),
        )
    except ProviderError:
        return False
    return True


# --------------------------------------------------------------------------- Anthropic


class AnthropicClient(_LiveClient):
    """Anthropic's Messages API through the official SDK, with the project's retries.

    The SDK's own retry loop is switched off (``max_retries=0``) and each call runs inside
    :func:`agent_http.run_with_retries`, so retries follow this client's :class:`RetryPolicy`
    and are recorded like every other client's. The SDK sends through this client's pooled
    :class:`agent_http.HttpSession`, which enforces the whole-attempt deadline. Its exceptions,
    and a 2xx body that is not JSON, are translated to the :class:`ProviderError` family.
    The base URL is ``base_url``, else ``ANTHROPIC_BASE_URL``, else Anthropic's own.
    Anthropic has no JSON mode and no seed: JSON mode (a schema too) adds
    :data:`JSON_ONLY_INSTRUCTION` to the system prompt and strips a Markdown fence from the
    reply, and the seed is recorded as unsupported. Temperature is sent only if the installed
    SDK still accepts it.
    """

    provider: ClassVar[str] = "anthropic"
    json_mode_method: ClassVar[str] = "system instruction, then a ```json fence is stripped"
    seed_supported: ClassVar[bool] = False

    def __init__(
        self,
        model: str = DEFAULT_MODELS["anthropic"],
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        key = api_key or _env("ANTHROPIC_API_KEY")
        if not key:
            raise ProviderConfigError("anthropic", "no API key: set ANTHROPIC_API_KEY")
        try:
            import anthropic
        except ImportError:
            raise ProviderConfigError(
                "anthropic", "the 'anthropic' package is not installed; run `uv sync`"
            ) from None
        url = base_url or _env(BASE_URL_ENV_VARS["anthropic"])
        super().__init__(model, api_key=key, base_url=url, **settings)
        self._http = HttpSession(self.timeout, library=_sdk_http_library(anthropic))
        self._sdk_errors = anthropic
        # Passing the key explicitly stops the SDK from looking for other credentials.
        self._sdk_http = self._http.client
        self._sdk = anthropic.Anthropic(
            api_key=key,
            base_url=url or None,
            timeout=self.timeout,
            max_retries=0,
            http_client=self._sdk_http,
        )
        self.base_url = str(self._sdk.base_url).rstrip("/")
        # Recent SDKs dropped the temperature argument; record that rather than fail.
        self.temperature_supported = (
            "temperature" in inspect.signature(self._sdk.messages.create).parameters
        )

    def request_kwargs(self, messages: Sequence[ChatMessage], json_mode: JsonMode = False) -> dict:
        """The keyword arguments this client would pass to ``messages.create``."""
        system, turns = conversation_turns(messages)
        if json_mode:
            system = f"{system}\n\n{JSON_ONLY_INSTRUCTION}" if system else JSON_ONLY_INSTRUCTION
        kwargs: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "messages": [{"role": role, "content": text} for role, text in turns],
        }
        if system:
            kwargs["system"] = system
        if self.temperature_supported:
            kwargs["temperature"] = self.temperature
        return kwargs

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, str | None]:
        kwargs = self.request_kwargs(messages, json_mode)
        response = run_with_retries(
            lambda: self._attempt(kwargs),
            self.retry,
            record=self._last.attempts,
            secrets=[self._api_key],
        )
        text, usage, served_model = _parse_anthropic(response)
        return (strip_code_fence(text.strip()) if json_mode else text), usage, served_model

    def _current_sdk(self) -> Any:
        """The SDK client bound to the live pool (a new pool after :meth:`close`)."""
        http = self._http.client
        if http is not self._sdk_http:
            self._sdk, self._sdk_http = self._sdk.with_options(http_client=http), http
        return self._sdk

    def _attempt(self, kwargs: Mapping[str, Any]) -> Any:
        try:
            return self._current_sdk().messages.create(**kwargs)
        except self._sdk_errors.AnthropicError as exc:
            raise self._translate(exc) from None
        except ValueError as exc:
            # The SDK decodes a 2xx body with json.loads and lets JSONDecodeError through.
            body = getattr(exc, "doc", "")
            raise not_json("anthropic", RESPONSE_STATUS_OK, body, [self._api_key]) from None

    def _translate(self, exc: Exception) -> ProviderError:
        """Map an SDK exception onto our error family, keeping status and the API's message."""
        sdk = self._sdk_errors
        origin = redact_url(self.base_url)
        if isinstance(exc, sdk.APITimeoutError):
            return ProviderTimeoutError(
                "anthropic", None, self._hints.timeout_message(self.timeout, origin)
            )
        if isinstance(exc, sdk.APIConnectionError):
            cause = type(exc.__cause__).__name__ if exc.__cause__ else "connection failed"
            return ProviderConnectionError(
                "anthropic", None, self._hints.connection_message(cause, origin)
            )
        if isinstance(exc, sdk.APIStatusError):
            return status_error("anthropic", exc.response, self._hints, [self._api_key])
        if isinstance(exc, sdk.APIResponseValidationError):
            return ProviderResponseError("anthropic", exc.status_code, "body failed validation")
        return ProviderError("anthropic", None, f"{type(exc).__name__}: {exc}")


def _sdk_http_library(sdk: Any) -> str:
    """The httpx package the Anthropic SDK builds on: recent releases ship a fork, httpx2."""
    base = importlib.import_module(f"{sdk.__name__}._base_client")
    return "httpx2" if hasattr(base, "httpx2") else "httpx"


def _parse_anthropic(response: object) -> tuple[str, TokenUsage, str | None]:
    content = getattr(response, "content", None)
    if not isinstance(content, list):
        raise _malformed("anthropic", f"'content' is {content!r}, not a list of blocks")
    texts = [
        block.text
        for block in content
        if getattr(block, "type", None) == "text" and isinstance(getattr(block, "text", None), str)
    ]
    if not texts:
        stop = getattr(response, "stop_reason", None)
        raise _malformed("anthropic", f"'content' has no text block (stop_reason={stop!r})")
    usage_block = getattr(response, "usage", None)
    counts = (
        None
        if usage_block is None
        else {
            "input_tokens": getattr(usage_block, "input_tokens", None),
            "output_tokens": getattr(usage_block, "output_tokens", None),
        }
    )
    usage = _token_usage("anthropic", counts, "input_tokens", "output_tokens", "usage")
    return "".join(texts), usage, _reported_model(getattr(response, "model", None))


# --------------------------------------------------------------------------- stand-ins


class MockLLMClient(_ClientBase):
    """Canned, deterministic replies in notebook 01's ReAct action format; no model is called.

    Until the conversation holds a tool result it asks to search for the question (the line
    after ``QUESTION:`` in the last user message); after that it forecasts ``p_yes``. Token
    counts are whitespace words, so totals are the same on every run.
    """

    provider: ClassVar[str] = "mock"
    mode: ClassVar[str] = "scripted"

    def __init__(self, p_yes: float = MOCK_DEFAULT_P_YES) -> None:
        if isinstance(p_yes, bool) or not isinstance(p_yes, int | float) or not 0.0 <= p_yes <= 1.0:
            raise ProviderConfigError("mock", f"p_yes must be a number in [0, 1], got {p_yes!r}")
        self.p_yes = float(p_yes)
        self.model = MOCK_MODEL
        self.last_response_model = None

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, str | None]:
        if any(message.role == "tool" for message in messages):
            action: dict[str, Any] = {
                "action": "forecast",
                "p_yes": self.p_yes,
                "rationale": MOCK_RATIONALE,
            }
        else:
            action = {"action": "search", "query": _question_line(messages)}
        text = json.dumps(action)
        return text, _word_usage(messages, text), self.model

    def _extra_settings(self) -> dict[str, Any]:
        return {"p_yes": self.p_yes}


def _question_line(messages: Sequence[ChatMessage]) -> str:
    """The question text in the last user message: the line after ``QUESTION:``, else line 1."""
    prompts = [m.content for m in messages if m.role == "user" and m.content.strip()]
    if not prompts:
        raise SchemaError("MockLLMClient: no user message to take a search query from")
    lines = [line.strip() for line in prompts[-1].splitlines() if line.strip()]
    for index, line in enumerate(lines):
        if line.upper().startswith("QUESTION:"):
            rest = line[len("QUESTION:") :].strip()
            if rest:
                return rest
            if index + 1 < len(lines):
                return lines[index + 1]
    return lines[0]


class ScriptedLLMClient(_ClientBase):
    """Serves the given replies in order, for tests and demonstrations.

    An exception in ``replies`` is raised at its turn instead (to exercise failure paths).
    Every conversation received is kept in ``calls``. Token counts are whitespace words.
    """

    provider: ClassVar[str] = "scripted"
    mode: ClassVar[str] = "scripted"

    def __init__(self, replies: Sequence[str | BaseException], model: str = "scripted") -> None:
        if isinstance(replies, str | bytes) or not isinstance(replies, Sequence):
            raise SchemaError(
                f"ScriptedLLMClient: replies must be a list of strings, got {replies!r}"
            )
        for index, reply in enumerate(replies):
            if not isinstance(reply, str | BaseException):
                raise SchemaError(
                    f"ScriptedLLMClient: replies[{index}] must be a string, got {reply!r}"
                )
        self._replies = list(replies)
        self.model = model
        self.calls: list[list[ChatMessage]] = []
        self.last_response_model = None

    @property
    def remaining(self) -> int:
        """Replies not yet served."""
        return len(self._replies) - len(self.calls)

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, str | None]:
        if self.remaining <= 0:
            count = len(self._replies)
            raise ScriptExhaustedError(
                f"ScriptedLLMClient: all {count} scripted replies are used up; call "
                f"{count + 1} has none. Add replies, or find out why the agent made more calls."
            )
        reply = self._replies[len(self.calls)]
        self.calls.append(list(messages))
        if isinstance(reply, BaseException):
            raise reply
        return reply, _word_usage(messages, reply), self.model

    def _extra_settings(self) -> dict[str, Any]:
        return {"replies_scripted": len(self._replies)}


# --------------------------------------------------------------------------- the factory

LIVE_CLIENTS: Mapping[str, type[_LiveClient]] = {
    "anthropic": AnthropicClient,
    "openai": OpenAIClient,
    "google": GoogleClient,
    "openrouter": OpenRouterClient,
    "ollama": OllamaClient,
}

CONFIG_HINTS: Mapping[str, str] = {
    "anthropic": "set ANTHROPIC_API_KEY",
    "openai": "set OPENAI_API_KEY, or OPENAI_BASE_URL for an OpenAI-compatible server "
    "(llama.cpp, vLLM, LM Studio)",
    "google": "set GOOGLE_API_KEY or GEMINI_API_KEY",
    "openrouter": "set OPENROUTER_API_KEY",
    "ollama": f"start an Ollama daemon (looked for at OLLAMA_HOST, default {OLLAMA_DEFAULT_HOST})",
}
"""What to do to enable each provider; the no-provider error prints all of them."""


def create_llm_client(provider: str = "", model: str | None = None, **settings: Any) -> LLMClient:
    """Build the client for ``provider``, or for the first configured one if it is empty.

    An empty ``provider`` reads ``LLM_PROVIDER``; if that is empty too, the live providers are
    tried in :data:`AUTO_SELECT_ORDER` (Ollama only if its daemon answers). ``"mock"`` must be
    asked for by name: with nothing configured this raises rather than fall back to canned
    replies. The model is ``model``, else ``<PROVIDER>_MODEL``, else :data:`DEFAULT_MODELS`.
    ``LLM_TEMPERATURE``, ``LLM_SEED`` and ``LLM_TIMEOUT`` (seconds per request; a local model
    on a CPU may need minutes) set defaults that keyword ``settings`` override.
    """
    name = _provider_name(provider)
    if name == "mock":
        # The mock samples nothing; its settings() records these as None.
        return MockLLMClient(**{k: v for k, v in settings.items() if k not in LIVE_SETTING_NAMES})
    chosen_model = model or _env(MODEL_ENV_VARS[name]) or DEFAULT_MODELS[name]
    return LIVE_CLIENTS[name](chosen_model, **{**_sampling_from_env(), **settings})


def _provider_name(provider: str | None) -> str:
    source = "the provider argument"
    name = (provider or "").strip().lower()
    if not name:
        source, name = "LLM_PROVIDER", _env("LLM_PROVIDER").lower()
    if not name:
        return _auto_select()
    if name not in SELECTABLE_PROVIDERS:
        raise ProviderConfigError(
            "llm",
            f"unknown provider {name!r} (from {source}); "
            f"choose one of: {', '.join(SELECTABLE_PROVIDERS)}",
        )
    return name


def _configured_by_env(name: str) -> bool:
    variables = {
        "anthropic": ("ANTHROPIC_API_KEY",),
        "openai": ("OPENAI_API_KEY", "OPENAI_BASE_URL"),
        "google": ("GOOGLE_API_KEY", "GEMINI_API_KEY"),
        "openrouter": ("OPENROUTER_API_KEY",),
    }[name]
    return any(_env(variable) for variable in variables)


def _auto_select() -> str:
    for name in AUTO_SELECT_ORDER:
        if name == "ollama":
            host = _ollama_base_url(_env("OLLAMA_HOST") or OLLAMA_DEFAULT_HOST)
            if _ollama_answers(host):
                return name
        elif _configured_by_env(name):
            return name
    hints = "\n".join(f"  {name}: {CONFIG_HINTS[name]}" for name in AUTO_SELECT_ORDER)
    raise ProviderConfigError(
        "llm",
        "no LLM provider is configured. To use one:\n"
        f"{hints}\n"
        "or set LLM_PROVIDER=mock for canned, deterministic replies (no model is called).",
    )


def _sampling_from_env() -> dict[str, Any]:
    """``LLM_TEMPERATURE``, ``LLM_SEED`` and ``LLM_TIMEOUT`` as keyword settings, validated."""
    found: dict[str, Any] = {}
    if timeout := _env("LLM_TIMEOUT"):
        try:
            seconds = float(timeout)
        except ValueError:
            seconds = math.nan
        if not math.isfinite(seconds) or seconds <= 0:
            raise ProviderConfigError(
                "llm", f"LLM_TIMEOUT={timeout!r} is not a number of seconds > 0; fix or unset it"
            )
        found["timeout"] = seconds
    if temperature := _env("LLM_TEMPERATURE"):
        try:
            value = float(temperature)
        except ValueError:
            value = math.nan
        if not math.isfinite(value) or value < 0:
            raise ProviderConfigError(
                "llm", f"LLM_TEMPERATURE={temperature!r} is not a number >= 0; fix or unset it"
            )
        found["temperature"] = value
    if seed := _env("LLM_SEED"):
        try:
            found["seed"] = int(seed)
        except ValueError:
            raise ProviderConfigError(
                "llm", f"LLM_SEED={seed!r} is not an integer; fix or unset it"
            ) from None
    return found
