"""Question builders shared by the scoring, research and backtest tests."""

from __future__ import annotations

from forecasting_agents.core._schemas import AgentForecastArtifact, ForecastQuestion


def resolved_question(qid: str, cutoff: str, resolved: str, outcome: float) -> ForecastQuestion:
    """A resolved question with only what point-in-time scoring reads: dates and outcome."""
    return ForecastQuestion(
        f"{qid}?",
        cutoff_date=cutoff,
        resolution_date=resolved,
        resolved_outcome=outcome,
        question_id=qid,
    )


def artifacts(*ps):
    """A panel's artifacts: a probability is a committed forecast, None an abstention."""
    return [
        AgentForecastArtifact(
            agent_id=f"agent_{i}",
            status="forecast" if p is not None else "abstained",
            p_yes=p,
            rationale="made up",
        )
        for i, p in enumerate(ps)
    ]
