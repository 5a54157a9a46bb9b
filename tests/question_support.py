"""Question builders shared by the scoring, research and backtest tests."""

from __future__ import annotations

from forecasting_agents.core import ForecastQuestion


def resolved_question(qid: str, cutoff: str, resolved: str, outcome: float) -> ForecastQuestion:
    """A resolved question with only what point-in-time scoring reads: dates and outcome."""
    return ForecastQuestion(
        f"{qid}?",
        cutoff_date=cutoff,
        resolution_date=resolved,
        resolved_outcome=outcome,
        question_id=qid,
    )
