"""Language-model clients behind one protocol: five live backends, two stand-ins, a factory.

An agent in this course talks to its model through :class:`LLMClient` and nothing else:
``complete(messages) -> str`` and ``complete_with_usage(messages) -> (str, TokenUsage)``. The live
clients (Anthropic, OpenAI or any OpenAI-compatible server, Google Gemini, OpenRouter, Ollama) and
the stand-ins (:class:`MockLLMClient`, :class:`ScriptedLLMClient`) all satisfy it, so the same loop
runs against a commercial API, a local model or canned replies. The message types come from
:mod:`forecasting_agents.core`, each provider's facts from its catalog, and the error family and the
retry loop from :mod:`forecasting_agents.http`.

- ``_protocol``: :class:`LLMClient`, declared once.
- ``_base``: what every client shares (conversation mapping, validation, sampling settings).
- ``_clients``: OpenAI-compatible, OpenRouter, Gemini, Ollama and Anthropic.
- ``_mock``: :class:`MockLLMClient` and :class:`ScriptedLLMClient`, which call no model.
- ``_factory``: :func:`create_llm_client`, which reads the catalog and the environment.

Importing this package imports no vendor SDK and no HTTP library.
"""

from forecasting_agents.providers._base import (
    DEFAULT_MAX_TOKENS,
    DEFAULT_TEMPERATURE,
    LIVE_SETTING_NAMES,
    MODEL_SUFFIX,
    RESPONSE_STATUS_OK,
    TIMEOUT_ENV_VAR,
    TOOL_RESULT_PREFIX,
    ModelMismatchWarning,
    SamplingSettings,
    conversation_turns,
    same_model,
)
from forecasting_agents.providers._clients import (
    GEMINI_SCHEMA_KEYS,
    JSON_ONLY_INSTRUCTION,
    OLLAMA_DEFAULT_PORT,
    SCHEMA_NAME,
    AnthropicClient,
    GoogleClient,
    OllamaClient,
    OpenAIClient,
    OpenRouterClient,
)
from forecasting_agents.providers._factory import (
    BASE_URL_ENV_VARS,
    CONFIG_HINTS,
    DEFAULT_MODELS,
    LIVE_CLIENTS,
    MODEL_ENV_VARS,
    PROBE_TIMEOUT_SECONDS,
    SELECTABLE_PROVIDERS,
    create_llm_client,
)
from forecasting_agents.providers._mock import (
    MOCK_DEFAULT_P_YES,
    MOCK_MODEL,
    MOCK_RATIONALE,
    MockLLMClient,
    ScriptedLLMClient,
    ScriptExhaustedError,
)
from forecasting_agents.providers._protocol import (
    LLMClient,
)

__all__ = [
    "BASE_URL_ENV_VARS",
    "CONFIG_HINTS",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_MODELS",
    "DEFAULT_TEMPERATURE",
    "GEMINI_SCHEMA_KEYS",
    "JSON_ONLY_INSTRUCTION",
    "LIVE_CLIENTS",
    "LIVE_SETTING_NAMES",
    "MOCK_DEFAULT_P_YES",
    "MOCK_MODEL",
    "MOCK_RATIONALE",
    "MODEL_ENV_VARS",
    "MODEL_SUFFIX",
    "OLLAMA_DEFAULT_PORT",
    "PROBE_TIMEOUT_SECONDS",
    "RESPONSE_STATUS_OK",
    "SCHEMA_NAME",
    "SELECTABLE_PROVIDERS",
    "TIMEOUT_ENV_VAR",
    "TOOL_RESULT_PREFIX",
    "AnthropicClient",
    "GoogleClient",
    "LLMClient",
    "MockLLMClient",
    "ModelMismatchWarning",
    "OllamaClient",
    "OpenAIClient",
    "OpenRouterClient",
    "SamplingSettings",
    "ScriptExhaustedError",
    "ScriptedLLMClient",
    "conversation_turns",
    "create_llm_client",
    "same_model",
]
