"""The research mock: canned research-agent replies for an offline, free, deterministic backtest.

``forecast-agents backtest --provider mock`` and notebook 04's ``LLM_PROVIDER="mock"`` use it.
It follows the research protocol the real agent follows (search, then forecast citing document
ids), so every part of the harness runs without a model; its probabilities come from a hash, so
its scores are what a forecaster without skill gets.

Conventions: the replies are a pure function of the conversation and the seed; no clock, no socket.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Sequence
from typing import Any

from forecasting_agents.core._schemas import ChatMessage, JsonMode, TokenUsage
from forecasting_agents.providers._mock import MockLLMClient
from forecasting_agents.search._model_judge import LEAK_JUDGE_SYSTEM_PROMPT

__all__ = ["MOCK_CITED_DOCUMENTS", "MOCK_RESEARCH_MODEL", "BacktestMockLLMClient"]

MOCK_RESEARCH_MODEL = "canned-research-v1"


class BacktestMockLLMClient(MockLLMClient):
    """Canned research-agent replies for an offline, free, deterministic backtest.

    No model is called. It searches three times (current reporting, a base rate, current
    reporting again), then forecasts a probability drawn from a hash of the question and its
    seed, citing the first documents it was shown: noise by construction, so its scores show
    what a forecaster without skill gets. If the gates refuse, it searches again; if the budget
    ends, the run ends without a forecast. Asked by a model leak judge, it keeps the document.
    """

    PLAN = (
        ("search_results", ""),
        ("base_rate", " base rate history"),
        ("search_results", " news"),
    )

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.model = MOCK_RESEARCH_MODEL
        self.temperature: float | None = None
        self.seed = seed

    def _reply(
        self, messages: list[ChatMessage], json_mode: JsonMode
    ) -> tuple[str, TokenUsage, None]:
        if messages and messages[0].content == LEAK_JUDGE_SYSTEM_PROMPT:
            return _MOCK_JUDGE_ANSWER, _usage(messages, _MOCK_JUDGE_ANSWER), None
        question = _question_text(messages)
        step = sum(m.role == "assistant" for m in messages)
        refused = messages[-1].content.startswith("Forecast not accepted")
        if step < len(self.PLAN) or refused:
            kind, suffix = self.PLAN[step % len(self.PLAN)]
            extra = f" {step}" if step >= len(self.PLAN) else ""
            action = {"action": "search", "query": question + suffix + extra, "evidence_type": kind}
        else:
            digest = hashlib.sha256(f"{question}|{self.seed}".encode()).digest()
            p_yes = round(0.05 + 0.9 * int.from_bytes(digest[:4], "big") / 2**32, 2)
            cited = ", ".join(_documents_shown(messages)[:MOCK_CITED_DOCUMENTS])
            action = {
                "action": "forecast",
                "p_yes": p_yes,
                "rationale": _MOCK_RATIONALE,
                "cited": cited,
            }
        text = json.dumps(action)
        return text, _usage(messages, text), None

    def _extra_settings(self) -> dict[str, Any]:
        return {"seed": self.seed}


_MOCK_RATIONALE = "Mock reply: canned text, no language model was called."
_MOCK_JUDGE_ANSWER = json.dumps(
    {"evidence": "Mock reply: canned, no language model read the document.", "verdict": "keep"}
)
"""What the mock answers a model leak judge: keep, every time, saying it read nothing."""


def _usage(messages: Sequence[ChatMessage], text: str) -> TokenUsage:
    return TokenUsage(sum(len(m.content.split()) for m in messages), len(text.split()))


MOCK_CITED_DOCUMENTS = 3
"""How many of the documents it was shown the mock cites: the first ones, as ids."""
_DOCUMENT_ID = re.compile(r"^\[(D\d{1,4})\] ", re.MULTILINE)


def _documents_shown(messages: Sequence[ChatMessage]) -> list[str]:
    """The ids of the documents the harness showed, in the order first shown."""
    shown = (m.group(1) for message in messages for m in _DOCUMENT_ID.finditer(message.content))
    return list(dict.fromkeys(shown))


def _question_text(messages: Sequence[ChatMessage]) -> str:
    first = next((m.content for m in messages if m.role == "user"), "")
    for line in first.splitlines():
        if line.startswith("QUESTION:"):
            return line[len("QUESTION:") :].strip()
    return first.strip().splitlines()[0] if first.strip() else "question"
