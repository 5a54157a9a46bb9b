"""One two-method interface over five language-model backends, plus a deterministic stand-in.

The public face notebook 01 imports: it re-exports exactly the names the notebooks and the
seed documents import, and defines nothing. :func:`create_llm_client` and
:class:`MockLLMClient` live in :mod:`forecasting_agents.providers` (with the
:class:`LLMClient` protocol, the live clients and :class:`ScriptedLLMClient`); the messages and
token counts in :mod:`forecasting_agents.core`.
"""

from forecasting_agents.core import ChatMessage, TokenUsage
from forecasting_agents.providers import SELECTABLE_PROVIDERS, MockLLMClient, create_llm_client

__all__ = [
    "SELECTABLE_PROVIDERS",
    "ChatMessage",
    "MockLLMClient",
    "TokenUsage",
    "create_llm_client",
]
