"""The five live language-model clients: OpenAI, OpenRouter, Gemini, Ollama and Anthropic.

Each class knows only its API's wire format: how to render a conversation into a request body
(``request_body``; Anthropic: ``request_kwargs``), where to send it, and how to read the reply.
OpenAI and OpenRouter share the ``/chat/completions`` format, which any OpenAI-compatible server
speaks too. Everything about its provider that is not wire format (key and base-URL variables,
default server and model, setup hint) is read from its catalog entry
(:class:`forecasting_agents.core.ProviderInfo`) by ``_base._LiveClient``. The catalog names each
class as its provider's client, and :mod:`forecasting_agents.providers` re-exports them.

Conventions
-----------
- Every httpx request goes through ``_LiveClient._post`` (one retry policy, one pooled session); the
  Anthropic SDK sends through the client's pooled session, with its own retries off, inside
  :func:`forecasting_agents.http.run_with_retries`.
- A 2xx body without the documented fields is a
  :class:`forecasting_agents.http.ProviderResponseError` naming the field.
- ``json_mode`` is translated to each API's structured-output feature (see each class).
- Adding an OpenAI-compatible provider is a subclass that sets ``provider`` plus one catalog entry;
  the factory, auto-selection, redaction and replay find it through the catalog.
- Importing this module imports neither the Anthropic SDK nor httpx: the SDK is imported when an
  :class:`AnthropicClient` is built.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar, Unpack
from urllib.parse import urlsplit

from forecasting_agents.core._catalog import provider_info, register_client
from forecasting_agents.core._schemas import (
    ChatMessage,
    JsonMode,
    TokenUsage,
)
from forecasting_agents.core._text import strip_code_fence
from forecasting_agents.http import (
    HttpSession,
    ProviderConfigError,
    ProviderConnectionError,
    ProviderError,
    ProviderResponseError,
    ProviderTimeoutError,
    not_json,
    run_with_retries,
    status_error,
    transport_error,
)
from forecasting_agents.providers._base import (
    RESPONSE_STATUS_OK,
    SamplingSettings,
    _expect_object,
    _field,
    _json_schema,
    _LiveClient,
    _malformed,
    _reported_model,
    _token_usage,
    conversation_turns,
    redact_url,
)

__all__ = [
    "GEMINI_SCHEMA_KEYS",
    "JSON_ONLY_INSTRUCTION",
    "OLLAMA_DEFAULT_PORT",
    "SCHEMA_NAME",
    "AnthropicClient",
    "GoogleClient",
    "OllamaClient",
    "OpenAIClient",
    "OpenRouterClient",
]


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


@register_client("openai")
class OpenAIClient(_OpenAICompatibleClient):
    """OpenAI's Chat Completions API, or any server that speaks it (llama.cpp, vLLM, LM Studio).

    The base URL comes from ``base_url``, else ``OPENAI_BASE_URL``, else OpenAI's own. OpenAI
    itself needs ``OPENAI_API_KEY``; a custom server gets the key only if one is set, and no
    ``Authorization`` header otherwise.
    """

    provider: ClassVar[str] = "openai"

    def _require_key(self, key: str, url: str) -> None:
        # OpenAI's own server needs a key; an OpenAI-compatible server elsewhere may need none.
        default_host = urlsplit(self.info().default_base_url).hostname
        if not key and urlsplit(url).hostname == default_host:
            raise ProviderConfigError(self.provider, f"no API key: {self.info().setup_hint}")


@register_client("openrouter")
class OpenRouterClient(_OpenAICompatibleClient):
    """OpenRouter: one key, many vendors' models, behind the OpenAI wire format.

    The base URL comes from ``base_url``, else ``OPENROUTER_BASE_URL``, else OpenRouter's own.
    """

    provider: ClassVar[str] = "openrouter"


# --------------------------------------------------------------------------- Google Gemini


@register_client("google")
class GoogleClient(_LiveClient):
    """Gemini's ``generateContent`` REST API; the key travels in the ``x-goog-api-key`` header.

    The base URL comes from ``base_url``, else ``GOOGLE_BASE_URL``, else Google's own.
    """

    provider: ClassVar[str] = "google"
    json_mode_method: ClassVar[str] = (
        'generationConfig.responseMimeType "application/json", plus responseSchema given a schema'
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


OLLAMA_DEFAULT_PORT = urlsplit(provider_info("ollama").default_base_url or "").port
"""The port Ollama listens on when ``OLLAMA_HOST`` names a host without one."""


def _ollama_base_url(host: str) -> str:
    """Accept OLLAMA_HOST the way Ollama does: a bare ``host[:port]`` means plain HTTP."""
    text = host.strip().rstrip("/")
    if "://" in text:
        return text
    url = "http://" + text
    return url if urlsplit(url).port is not None else f"{url}:{OLLAMA_DEFAULT_PORT}"


@register_client("ollama")
class OllamaClient(_LiveClient):
    """A local Ollama daemon's ``/api/chat`` (non-streaming). Needs no key.

    The host comes from ``base_url``, else ``OLLAMA_HOST``, else ``http://localhost:11434``.
    """

    provider: ClassVar[str] = "ollama"
    json_mode_method: ClassVar[str] = 'format "json", or format <the schema> given one'

    def __init__(
        self,
        model: str | None = None,
        *,
        base_url: str | None = None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        super().__init__(model, api_key=None, base_url=base_url, **settings)

    @classmethod
    def _server_url(cls, url: str | None) -> str:
        return _ollama_base_url(super()._server_url(url))

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


# --------------------------------------------------------------------------- Anthropic


@register_client("anthropic")
class AnthropicClient(_LiveClient):
    """Anthropic's Messages API through the official SDK, with the project's retries.

    The SDK's own retry loop is switched off (``max_retries=0``) and each call runs inside
    :func:`forecasting_agents.http.run_with_retries`, so retries follow this client's
    :class:`RetryPolicy`
    and are recorded like every other client's. The SDK sends through this client's pooled
    :class:`forecasting_agents.http.HttpSession`, which enforces the whole-attempt deadline. Its
    exceptions,
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
        model: str | None = None,
        *,
        api_key: str | None = None,
        base_url: str | None = None,
        **settings: Unpack[SamplingSettings],
    ) -> None:
        super().__init__(model, api_key=api_key, base_url=base_url, **settings)
        try:
            import anthropic
        except ImportError:
            raise ProviderConfigError(
                "anthropic", "the 'anthropic' package is not installed; run `uv sync`"
            ) from None
        self._http = HttpSession(self.timeout, library=_sdk_http_library(anthropic))
        self._sdk_errors = anthropic
        # Passing the key explicitly stops the SDK from looking for other credentials.
        self._sdk_http = self._http.client
        self._sdk = anthropic.Anthropic(
            api_key=self._api_key,
            base_url=self.base_url,
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
            secrets=self._secrets,
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
            raise not_json("anthropic", RESPONSE_STATUS_OK, body, self._secrets) from None

    def _translate(self, exc: Exception) -> ProviderError:
        """Map an SDK exception onto our error family, keeping status and the API's message."""
        sdk = self._sdk_errors
        origin = redact_url(self.base_url)
        if isinstance(exc, sdk.APITimeoutError):
            return ProviderTimeoutError(
                "anthropic", None, self._hints.timeout_message(self.timeout, origin)
            )
        if isinstance(exc, sdk.APIConnectionError):
            if exc.__cause__ is not None:  # the transport's own error says what happened
                return transport_error("anthropic", exc.__cause__, origin, self._hints)
            return ProviderConnectionError(
                "anthropic", None, self._hints.connection_message("connection failed", origin)
            )
        if isinstance(exc, sdk.APIStatusError):
            return status_error("anthropic", exc.response, self._hints, self._secrets)
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
