"""A panel: several research agents on one question, and what their runs cost.

:class:`PanelMember` is one member of a panel: an agent id and the sampling settings
(temperature, seed) that are the panel's diversity, recorded with every call
(:func:`panel_members` spreads them; :func:`member_client` gives each member its own view of one
client); the backtest runner (:func:`forecasting_agents.evaluation.run_backtest`) runs one research
agent per member.
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

import copy
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
from forecasting_agents.providers._protocol import LLMClient

__all__ = [
    "PANEL_SEED_STEP",
    "PANEL_TEMPERATURE_RANGE",
    "PanelMember",
    "PanelResult",
    "member_client",
    "panel_members",
    "run_cost",
]

PANEL_TEMPERATURE_RANGE = (0.3, 0.9)
"""Members' temperatures are spread evenly over this range (0.3, 0.6, 0.9 for three)."""
PANEL_SEED_STEP = 11
"""Member i (from 1) samples with seed 11 * i, as in notebook 04."""


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


def panel_members(n: int) -> list[PanelMember]:
    """``n`` members, temperatures spread over 0.3-0.9, seeds 11, 22, 33, ... (04's panel)."""
    low, high = PANEL_TEMPERATURE_RANGE
    step = (high - low) / (n - 1) if n > 1 else 0.0
    return [
        PanelMember(f"agent_{i + 1}", round(low + step * i, 3), PANEL_SEED_STEP * (i + 1))
        for i in range(n)
    ]


def member_client(base: LLMClient, member: PanelMember) -> LLMClient:
    """A per-agent view of ``base``: a shallow copy with the member's temperature and seed.

    The copy shares every attribute of ``base`` by reference, so the HTTP connection pool or
    SDK client it holds serves every agent; only the sampling settings and per-call state
    (``last_response_model``) are the copy's own, so concurrent agents cannot overwrite each
    other's. A client without those settings is copied as it is.
    """
    client = copy.copy(base)
    if hasattr(client, "temperature"):
        client.temperature = member.temperature
    if hasattr(client, "seed"):
        client.seed = member.seed
    return client
