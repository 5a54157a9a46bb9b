"""The LLMClient protocol: the two methods every language-model client offers, declared once.

What an agent may rely on, and nothing more: ``model_name``, and ``complete`` and
``complete_with_usage``, whose ``json_mode`` (:data:`forecasting_agents.core.JsonMode`) asks for any
JSON object or one matching a schema. The live clients (``_clients``), the stand-ins (``_mock``) and
the tracing and replay clients of :mod:`forecasting_agents.record` satisfy it, and the research
agent, the tracers and the backtest runner type against this one definition. It is
runtime-checkable: ``isinstance(client, LLMClient)`` checks that the members exist, not their
signatures.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from forecasting_agents.core._schemas import (
    ChatMessage,
    JsonMode,
    TokenUsage,
)

__all__ = [
    "LLMClient",
]


@runtime_checkable
class LLMClient(Protocol):
    """What an agent may rely on: a name and two ways to ask for a reply."""

    @property
    def model_name(self) -> str: ...

    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str: ...

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]: ...
