"""One two-method interface over five language-model backends, plus deterministic stand-ins.

An agent in this course talks to its model through :class:`LLMClient` and nothing else:
``complete(messages) -> str`` and ``complete_with_usage(messages) -> (str, TokenUsage)``. The
live clients (Anthropic, OpenAI or any OpenAI-compatible server, Google Gemini, OpenRouter,
Ollama) and the stand-ins (:class:`MockLLMClient`, :class:`ScriptedLLMClient`) all satisfy it,
so the same loop runs against a commercial API, a local model or canned replies.

This is the module readers import. It holds the stand-ins and the factory
(:func:`create_llm_client`) and re-exports the rest: the protocol and message types from
:mod:`agent_schemas`, the shared helpers and client bases from :mod:`agent_llm_base`, the live
clients from :mod:`agent_llm_clients`, the error family from :mod:`agent_http`.

Conventions
-----------
- What the factory knows about each provider (its variables, default model, setup hint, client
  class, auto-selection order) comes from its :mod:`agent_catalog` entry; the mappings here
  (:data:`DEFAULT_MODELS`, :data:`BASE_URL_ENV_VARS`, :data:`LIVE_CLIENTS`...) are views of it.
- ``"mock"`` is chosen only by name: with nothing configured the factory raises, never falls
  back to canned replies.
- The client conventions (who answered, keys, retries, ``json_mode``, model mismatch, token
  counts) are in :mod:`agent_llm_base`. Importing this module imports neither a vendor SDK nor
  httpx.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from agent_catalog import (
    AUTO_SELECT_ORDER,
    ProviderInfo,
    base_url_env_vars,
    llm_providers,
    load_client,
    provider_info,
)
from agent_http import (
    ProviderConfigError,
    ProviderConnectionError,
    ProviderError,
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
    request_json,
)
from agent_llm_base import (
    DEFAULT_MAX_TOKENS,
    DEFAULT_TEMPERATURE,
    LIVE_SETTING_NAMES,
    TIMEOUT_ENV_VAR,
    TOOL_RESULT_PREFIX,
    ModelMismatchWarning,
    SamplingSettings,
    _ClientBase,
    _env,
    _LiveClient,
    _word_usage,
    conversation_turns,
    redact_url,
    same_model,
)
from agent_llm_clients import (
    JSON_ONLY_INSTRUCTION,  # noqa: F401  (re-exported: tests and readers look it up here)
    AnthropicClient,
    GoogleClient,
    OllamaClient,
    OpenAIClient,
    OpenRouterClient,
)
from agent_schemas import (
    ChatMessage,
    JsonMode,
    LLMClient,
    SchemaError,
    TokenUsage,
)

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

# --------------------------------------------------------------------------- catalog views

SELECTABLE_PROVIDERS = tuple(info.name for info in llm_providers())
"""Every name :func:`create_llm_client` accepts: the auto-selectable providers, then ``mock``."""

_LIVE = tuple(info for info in llm_providers() if info.live)

DEFAULT_MODELS: Mapping[str, str] = {info.name: info.default_model or "" for info in _LIVE}
"""The model each provider uses when neither the caller nor ``<PROVIDER>_MODEL`` names one."""

MODEL_ENV_VARS: Mapping[str, str] = {info.name: info.model_env_var or "" for info in _LIVE}

BASE_URL_ENV_VARS: Mapping[str, str] = base_url_env_vars()
"""The variable that redirects each provider to another server (a proxy, a local fake)."""

KEY_ENV_VARS: Mapping[str, str | None] = {info.name: info.key_env_var for info in _LIVE}
"""The variable holding each provider's key, named when the server rejects the key."""

CONFIG_HINTS: Mapping[str, str] = {info.name: info.setup_hint for info in _LIVE}
"""What to do to enable each provider; the no-provider error prints all of them."""

LIVE_CLIENTS: Mapping[str, type[_LiveClient]] = {info.name: load_client(info) for info in _LIVE}
"""The client class of each live provider, as its catalog entry names it."""

PROBE_TIMEOUT_SECONDS = 0.5
"""How long auto-selection waits for a local server (Ollama) before deciding there is none."""

MOCK_DEFAULT_P_YES = 0.62
MOCK_MODEL = provider_info("mock").default_model or ""
MOCK_RATIONALE = "Mock reply: canned text, no language model was called."


class ScriptExhaustedError(RuntimeError):
    """A :class:`ScriptedLLMClient` was asked for more replies than it was given.

    Deliberately not a :class:`ProviderError`: a test whose script is too short has a bug, and
    agent code that turns provider outages into a ``failed`` artifact must not hide it.
    """


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
    info = provider_info(name)
    if not info.live:
        # The mock samples nothing; its settings() records these as None.
        settings = {k: v for k, v in settings.items() if k not in LIVE_SETTING_NAMES}
        return load_client(info)(**settings)
    chosen_model = model or _env(info.model_env_var) or info.default_model
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


def _configured(info: ProviderInfo) -> bool:
    """True if auto-selection may choose ``info``: its server answers (a local daemon that needs
    no key), or one of the variables that configure it is set."""
    if info.probe_path is None:
        return any(_env(variable) for variable in info.selected_by)
    url = LIVE_CLIENTS[info.name]._server_url(_env(info.base_url_env_var) or info.default_base_url)
    return _server_answers(info.name, url + info.probe_path)


def _server_answers(provider: str, url: str) -> bool:
    """True if a GET of ``url`` succeeds within the probe timeout, without retries."""
    try:
        request_json(
            provider, "GET", url, timeout=PROBE_TIMEOUT_SECONDS, retry=RetryPolicy(max_retries=0)
        )
    except ProviderError:
        return False
    return True


def _auto_select() -> str:
    for name in AUTO_SELECT_ORDER:
        if _configured(provider_info(name)):
            return name
    hints = "\n".join(f"  {name}: {CONFIG_HINTS[name]}" for name in AUTO_SELECT_ORDER)
    raise ProviderConfigError(
        "llm",
        "no LLM provider is configured. To use one:\n"
        f"{hints}\n"
        f"or {provider_info('mock').setup_hint}.",
    )


def _sampling_from_env() -> dict[str, Any]:
    """``LLM_TEMPERATURE``, ``LLM_SEED`` and ``LLM_TIMEOUT`` as keyword settings, validated."""
    found: dict[str, Any] = {}
    if timeout := _env(TIMEOUT_ENV_VAR):
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
