"""What every language-model client shares: the conversation mapping, validation and the bases.

The live clients (``_clients``) and the stand-ins (``_mock``) are built on :class:`_ClientBase`; the
live ones on :class:`_LiveClient`, which reads everything it needs to know about its provider (key
and base-URL variables, default server and model, the hint to print) from that provider's
:class:`forecasting_agents.core.ProviderInfo`. :mod:`forecasting_agents.providers` re-exports the
public names; the underscored helpers are for the sibling modules.

Conventions
-----------
- Every client says who answered: ``provider``, ``model``, ``model_name`` (``"provider:model"``),
  ``mode`` (``"live"`` for a real API, ``"scripted"`` for canned text, so a trace can never pass one
  off as the other), ``last_response_model`` (the model id the provider's reply reported) and
  ``settings()``. A setting a provider does not support is recorded as ``None`` next to
  ``<name>_supported: False``.
- Keys are read from the constructor or the environment, sent only in request headers, and never
  appear in ``settings()``, ``repr()`` or an error message.
- Our message roles are system, user, assistant and tool. :func:`conversation_turns` is the one
  place they are mapped onto what the APIs accept: system text is pulled out (each client puts it
  where its API wants it) and a tool result becomes a user turn that starts with
  :data:`TOOL_RESULT_PREFIX`, because no API here accepts a bare tool turn without native tool-call
  ids.
- The httpx-based clients send every request through :func:`forecasting_agents.http.request_json`;
  the Anthropic SDK runs with its own retries off inside
  :func:`forecasting_agents.http.run_with_retries`, so there is one retry policy, and each client
  records what happened on every HTTP attempt of its last call in ``last_call_attempts``. Each
  client keeps one pooled HTTP session (:class:`forecasting_agents.http.HttpSession`), shared by the
  threads that use it. ``timeout`` (``LLM_TIMEOUT``) is a deadline for one whole attempt. A failure
  surfaces as a :class:`forecasting_agents.http.ProviderError` subclass whose text names the setting
  to change, and a 2xx body that is not JSON or lacks the documented fields is a
  :class:`forecasting_agents.http.ProviderResponseError`.
- A client removes its own key, and every other known secret, from every text it returns, raises or
  records, whatever the key looks like (a server may echo the request headers back in a reply or an
  error body).
- ``json_mode`` is ``False``, ``True`` (any JSON object) or a JSON Schema mapping, which each client
  translates to its API's structured-output feature (Anthropic has none and falls back to an
  instruction).
- When the server reports a model other than the one requested (ignoring a date or build suffix such
  as ``-2024-07-18`` or ``:latest``), the client warns once with a :class:`ModelMismatchWarning`;
  ``model`` stays the requested one and ``response_model`` is what the server said.
- A reply that omits its token counts is counted as zero tokens (Ollama leaves out
  ``prompt_eval_count`` when the whole prompt was cached); a count that is present but not a
  non-negative integer is a :class:`forecasting_agents.http.ProviderResponseError`.
- A live client built with :meth:`_LiveClient.for_rendering` only renders request bodies: it reads
  no key from the environment, imports no SDK and opens no socket (replay uses it to check recorded
  requests).
- Importing this module imports neither a vendor SDK nor httpx: ``anthropic`` is imported when an
  :class:`forecasting_agents.providers.AnthropicClient` is built, httpx when a request is sent.
"""

from __future__ import annotations

import math
import os
import re
import threading
import warnings
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Self, TypedDict, Unpack

from forecasting_agents.core._catalog import (
    ProviderInfo,
    provider_info,
)
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._schemas import (
    ChatMessage,
    JsonMode,
    TokenUsage,
)
from forecasting_agents.core._secrets import (
    is_loopback_url,
    redact_url,
    remember_secret,
    url_credentials,
)
from forecasting_agents.http import (
    DEFAULT_TIMEOUT_SECONDS,
    Hints,
    HttpSession,
    ProviderConfigError,
    ProviderError,
    ProviderResponseError,
    RetryPolicy,
    redact_secrets,
    request_json,
    retry_policy,
)

__all__ = [
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_TEMPERATURE",
    "LIVE_SETTING_NAMES",
    "MODEL_SUFFIX",
    "RESPONSE_STATUS_OK",
    "TIMEOUT_ENV_VAR",
    "TOOL_RESULT_PREFIX",
    "ModelMismatchWarning",
    "SamplingSettings",
    "conversation_turns",
    "same_model",
]


TIMEOUT_ENV_VAR = "LLM_TIMEOUT"

DEFAULT_TEMPERATURE = 0.0
"""Sampling temperature unless set: the least random setting, so reruns differ least."""

DEFAULT_MAX_TOKENS = 1024
"""Reply length cap; one JSON action plus a rationale fits well inside it."""

TOOL_RESULT_PREFIX = "Tool result:\n"
"""Starts the user turn that carries a tool result, so the model can tell it from a person."""

MODEL_SUFFIX = re.compile(r"[-@:](?:latest|\d{4}-\d{2}-\d{2}|\d{3,8})")
"""A date or build suffix a server may add to the model it was asked for (``-2024-07-18``,
``-20250929``, ``-001``, ``:latest``); a short number such as ``-5`` is a different model."""

RESPONSE_STATUS_OK = 200
"""Status recorded on a malformed-body error: every API here answers a completion with 200."""

LIVE_SETTING_NAMES = frozenset(
    {"api_key", "base_url", "temperature", "seed", "max_tokens", "timeout", "retry", "max_retries"}
)
"""Keyword settings the live clients take; the mock has none of them and records them as None."""


class ModelMismatchWarning(UserWarning):
    """The server answered with a different model from the one the client asked for."""


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


def _env(name: str | None) -> str:
    """The variable's value, stripped; "" when it is unset or ``name`` is None."""
    return os.environ.get(name, "").strip() if name else ""


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

    What it knows about its provider comes from the catalog entry named by ``provider``: the key
    is ``api_key``, else the first of the entry's key variables that is set; the server is
    ``base_url``, else the entry's base-URL variable, else its default; the model is ``model``,
    else the entry's default. It owns one pooled :class:`HttpSession`, removes its key from
    every error it raises and from what it records, and warns once if the server reports a
    different model.
    """

    mode: ClassVar[str] = "live"
    json_mode_method: ClassVar[str]
    seed_supported: ClassVar[bool] = True
    temperature_supported: bool = True

    def __init__(
        self,
        model: str | None = None,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        temperature: float = DEFAULT_TEMPERATURE,
        seed: int | None = None,
        max_tokens: int = DEFAULT_MAX_TOKENS,
        timeout: float = DEFAULT_TIMEOUT_SECONDS,
        retry: RetryPolicy | None = None,
        max_retries: int | None = None,
    ) -> None:
        self._configure(
            model,
            api_key=api_key,
            base_url=base_url,
            temperature=temperature,
            seed=seed,
            max_tokens=max_tokens,
            timeout=timeout,
            retry=retry,
            max_retries=max_retries,
        )
        # From here on the key is masked everywhere in this process, however it was given: a
        # model that saw it can echo it into a reply or a search query. A short key for a server
        # on this machine ("local") guards nothing another machine can reach: no warning.
        remember_secret(*self._secrets, warn_short=not is_loopback_url(self.base_url))

    def _configure(
        self,
        model: str | None,
        *,
        api_key: str | None,
        base_url: str | None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        """Read the key, server, model and sampling settings; shared by both constructors."""
        info = self.info()
        key = api_key or next(filter(None, map(_env, info.key_env_vars)), "")
        url = self._server_url(base_url or _env(info.base_url_env_var) or info.default_base_url)
        self._require_key(key, url)
        chosen = info.default_model if model is None else model
        if not isinstance(chosen, str) or not chosen.strip():
            raise ProviderConfigError(
                self.provider,
                f"model must be a non-empty string, got {chosen!r}; "
                f"set {info.model_env_var} or pass model=",
            )
        self.model = chosen.strip()
        self.temperature, self.seed, self.max_tokens, self.timeout = _check_sampling(
            self.provider,
            settings.get("temperature", DEFAULT_TEMPERATURE),
            settings.get("seed"),
            settings.get("max_tokens", DEFAULT_MAX_TOKENS),
            settings.get("timeout", DEFAULT_TIMEOUT_SECONDS),
        )
        self.retry = retry_policy(
            self.provider, settings.get("retry"), max_retries=settings.get("max_retries")
        )
        self.base_url = url.rstrip("/")
        self._api_key = key or None
        # httpx turns user info in the URL into a Basic header, so those are secrets too.
        self._secrets: tuple[str, ...] = tuple(filter(None, (key, *url_credentials(url))))
        self._http = HttpSession(self.timeout)
        self._mismatch_warned = False

    @classmethod
    def for_rendering(
        cls,
        model: str,
        *,
        api_key: str,
        base_url: str,
        temperature_supported: bool = True,
        **settings: Any,
    ) -> Self:
        """A client that only renders request bodies (replay's check of recorded requests).

        Built by the common set-up alone, so no subclass set-up runs (the Anthropic SDK is not
        imported), nothing reads the environment for a key or opens a socket, and the placeholder
        key is not remembered as a secret.
        """
        client = cls.__new__(cls)
        _LiveClient._configure(client, model, api_key=api_key, base_url=base_url, **settings)
        client.temperature_supported = temperature_supported
        return client

    @classmethod
    def info(cls) -> ProviderInfo:
        """This client's provider entry in :mod:`forecasting_agents.core`."""
        return provider_info(cls.provider)

    @classmethod
    def _server_url(cls, url: str | None) -> str:
        """The base URL as this client uses it; a client whose variable has its own syntax
        (``OLLAMA_HOST``) normalizes it here."""
        if not url:
            raise ProviderConfigError(
                cls.provider, f"no server URL: set {cls.info().base_url_env_var} or pass base_url="
            )
        return url

    def _require_key(self, key: str, url: str) -> None:
        """Refuse to start without a key the provider requires (a key is never optional here
        unless the catalog entry says so)."""
        info = self.info()
        if info.key_required and not key:
            raise ProviderConfigError(self.provider, f"no API key: {info.setup_hint}")

    def close(self) -> None:
        """Close the pooled connections now (they are also closed when the client is collected);
        a later call opens new ones."""
        self._http.close()

    @property
    def _hints(self) -> Hints:
        info = self.info()
        return Hints(TIMEOUT_ENV_VAR, info.base_url_env_var, info.key_env_var)

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        """Send the conversation; return the reply text and the tokens it cost.

        The reply, the model the server reported and any :class:`ProviderError` leave with this
        client's key and every known secret masked, in every form
        (:func:`forecasting_agents.http.redact_secrets`): a server or a model that echoes a key
        cannot put it in the next prompt, an artifact or a printed line. (An httpx client's
        reply body was masked as it was decoded; the Anthropic SDK's is masked here.)
        """
        try:
            text, usage = super().complete_with_usage(messages, json_mode)
        except ProviderError as error:
            raise error.redacted(self._secrets) from None
        served = self.last_response_model
        if served is not None:
            self.last_response_model = served = redact_secrets(served, self._secrets)
            self._check_served_model(served)
        return redact_secrets(text, self._secrets), usage

    def _check_served_model(self, served: str) -> None:
        if self._mismatch_warned or same_model(self.model, served):
            return
        self._mismatch_warned = True
        warnings.warn(
            f"{self.provider}: asked for model {self.model!r} but the server at "
            f"{redact_url(self.base_url)} reports {served!r}. The run record keeps both "
            f"(model = requested, response_model = reported); set "
            f"{self.info().model_env_var} to the served model, or check "
            f"{self.info().base_url_env_var} points at the server you meant.",
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
            secrets=self._secrets,
            hints=self._hints,
            where=redact_url(self.base_url),
        )

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(model={self.model!r}, base_url={redact_url(self.base_url)!r})"
        )
