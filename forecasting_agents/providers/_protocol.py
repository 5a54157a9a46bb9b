"""The LLMClient protocol: the two methods every language-model client offers, declared once."""

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
