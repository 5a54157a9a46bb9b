"""Stand-ins for a language model: a canned mock, and a client that replays scripted replies.

Neither calls a model, so notebooks and tests run offline, free and the same everywhere.
:class:`MockLLMClient` answers in notebook 01's ReAct action format (search for the question, then
forecast a fixed ``p_yes``); it is the catalog's ``"mock"`` provider, which
:func:`forecasting_agents.providers.create_llm_client` builds only when asked for it by name.
:class:`ScriptedLLMClient` serves the replies it was given, in order, and keeps every conversation
it received. The backtest's canned researcher,
:class:`forecasting_agents.evaluation.BacktestMockLLMClient`, builds on :class:`MockLLMClient`.

Conventions
-----------
- Both report ``mode="scripted"``, so a trace can never pass canned text off as a live reply, and
  count tokens as whitespace words, so totals are the same on every run.
- A script that runs out raises :class:`ScriptExhaustedError`, a
  :class:`forecasting_agents.core.StopRunError` and deliberately not a
  :class:`forecasting_agents.http.ProviderError`: agent code that turns provider outages into a
  ``failed`` artifact must not hide a test's bug, and the run stops.
- Both build on ``_base._ClientBase``, as the live clients do: messages are checked the same way,
  and ``settings()`` has the same keys, the live-only ones recorded as None.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, ClassVar

from forecasting_agents.core._catalog import provider_info, register_client
from forecasting_agents.core._errors import (
    SchemaError,
    StopRunError,
)
from forecasting_agents.core._schemas import (
    ChatMessage,
    JsonMode,
    TokenUsage,
)
from forecasting_agents.http import ProviderConfigError
from forecasting_agents.providers._base import (
    _ClientBase,
    _word_usage,
)

__all__ = [
    "MOCK_DEFAULT_P_YES",
    "MOCK_MODEL",
    "MOCK_RATIONALE",
    "MockLLMClient",
    "ScriptExhaustedError",
    "ScriptedLLMClient",
]


MOCK_DEFAULT_P_YES = 0.62


MOCK_MODEL = provider_info("mock").default_model or ""


MOCK_RATIONALE = "Mock reply: canned text, no language model was called."


class ScriptExhaustedError(StopRunError):
    """A :class:`ScriptedLLMClient` was asked for more replies than it was given.

    Deliberately not a :class:`ProviderError`: a test whose script is too short has a bug, and
    agent code that turns provider outages into a ``failed`` artifact must not hide it.
    """


@register_client("mock")
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
