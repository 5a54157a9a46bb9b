"""One two-method interface over five language-model backends, plus deterministic stand-ins.

The public face notebook 01 and the seed documents import; it re-exports, and defines nothing.
The parts live in :mod:`forecasting_agents.providers` (the :class:`LLMClient` protocol, the live
clients, :class:`MockLLMClient`, :class:`ScriptedLLMClient`, :func:`create_llm_client`), with
the provider facts in :mod:`forecasting_agents.core` (the catalog) and the typed errors in
:mod:`forecasting_agents.http`.
"""

from forecasting_agents.core import (
    AUTO_SELECT_ORDER,
    ChatMessage,
    JsonMode,
    TokenUsage,
    redact_url,
)
from forecasting_agents.http import (
    ProviderConfigError,
    ProviderConnectionError,
    ProviderError,
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
)
from forecasting_agents.providers import (
    BASE_URL_ENV_VARS,
    DEFAULT_MAX_TOKENS,
    DEFAULT_MODELS,
    DEFAULT_TEMPERATURE,
    SELECTABLE_PROVIDERS,
    TOOL_RESULT_PREFIX,
    AnthropicClient,
    GoogleClient,
    LLMClient,
    MockLLMClient,
    ModelMismatchWarning,
    OllamaClient,
    OpenAIClient,
    OpenRouterClient,
    SamplingSettings,
    ScriptedLLMClient,
    ScriptExhaustedError,
    conversation_turns,
    create_llm_client,
    same_model,
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
