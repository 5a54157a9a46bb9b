"""A panel: several research agents on one question, and what their runs cost.

:class:`PanelMember` is one member of a panel: an agent id and the sampling settings
(temperature, seed) that are the panel's diversity, recorded with every call; the backtest runner
(:func:`forecasting_agents.evaluation.run_backtest`) runs one research agent per member.
:func:`run_cost` prices a run's tokens from the declared table
(:data:`forecasting_agents.agent.PRICE_PER_MILLION_TOKENS`, read from the catalog of
:mod:`forecasting_agents.core`). Aggregating and scoring a panel's forecasts, and running panels
over many questions, are :mod:`forecasting_agents.evaluation`'s.

Conventions
-----------
- Panels run members in a fixed order and store them in that order, so replay is stable even when a
  live panel ran them concurrently.
- A model with no declared price has no cost: :func:`run_cost` raises rather than guess one.
"""

from __future__ import annotations

from dataclasses import dataclass

from forecasting_agents.agent._research import (
    PRICE_PER_MILLION_TOKENS,
    ResearchRun,
)
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ForecastQuestion,
    TokenUsage,
)

__all__ = [
    "PanelMember",
    "PanelResult",
    "run_cost",
]


@dataclass(frozen=True)
class PanelMember:
    """One agent of a panel; diversity comes from its sampling settings, which are recorded."""

    agent_id: str
    temperature: float
    seed: int


@dataclass
class PanelResult:
    question: ForecastQuestion
    runs: list[ResearchRun]

    @property
    def artifacts(self) -> list[AgentForecastArtifact]:
        return [run.artifact for run in self.runs]


def run_cost(model_name: str, usage: TokenUsage) -> float:
    """Dollar cost of ``usage`` from the declared price table; unknown models raise."""
    if model_name not in PRICE_PER_MILLION_TOKENS:
        raise KeyError(
            f"no declared price for {model_name!r} in PRICE_PER_MILLION_TOKENS; "
            "declare it in its forecasting_agents.core.ModelInfo"
        )
    prompt_price, completion_price = PRICE_PER_MILLION_TOKENS[model_name]
    return (usage.prompt_tokens * prompt_price + usage.completion_tokens * completion_price) / 1e6
