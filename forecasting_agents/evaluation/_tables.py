"""The backtest's scorecard: one row per question, and the scores of every forecaster.

:func:`question_rows` and :func:`score_rows` are plain functions of questions, panels and
settings. The runner writes their rows as ``questions.csv`` and ``scores.csv`` and records them
in its trace as its scorecard; the audit report shows that scorecard, and scores a trace that
holds none with the same two functions. The scores, baselines and the point-in-time
calibration come from ``_scoring``.

Conventions
-----------
- The CSVs are polars frames with a declared schema, so an empty run still has typed columns.
- Every forecaster is scored on the same questions, joined by id: first the questions the panel
  answered, then all scored questions with an abstention counted as 0.5. A question resolved
  on or before the declared knowledge cutoff is listed but not scored.
- Nothing holds a wall-clock reading, and the bootstrap intervals have a fixed seed, so a rerun
  writes the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import polars as pl

from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ForecastQuestion,
)
from forecasting_agents.evaluation._scoring import (
    ScoreSummary,
    aggregate_forecasts,
    base_rate_forecasts,
    calibrate_point_in_time,
    paired_difference,
    summarize_scores,
)

__all__ = [
    "KNOWLEDGE_CUTOFF_NOTE",
    "SCORE_FIELDS",
    "question_rows",
    "question_table",
    "score_rows",
    "score_table",
]


KNOWLEDGE_CUTOFF_NOTE = "resolved on or before the knowledge cutoff"
"""The note of a question left unscored because the model may have known its outcome."""
SCORE_FIELDS = (
    "forecaster",
    "questions",
    "n",
    "brier",
    "brier_low",
    "brier_high",
    "log",
    "log_low",
    "log_high",
)
"""The columns of a score row, in order (``scores.csv`` and a trace's scorecard)."""


def question_rows(
    questions: Sequence[ForecastQuestion],
    categories: Mapping[str, str],
    panels: Mapping[str, Sequence[AgentForecastArtifact]],
    *,
    failures: Mapping[str, str] | None = None,
    knowledge_cutoff: str | None = None,
    calibrate: bool = False,
) -> list[dict[str, Any]]:
    """One row per question: its dates and outcome, its panel's aggregate, the baselines.

    ``panels`` maps a question id to its panel's artifacts (a question without a panel ran
    into ``failures`` or did not run). A question is scored when it has a panel and an outcome
    and resolved after ``knowledge_cutoff``; with ``calibrate`` the panel is also shrunk toward
    the base rate by a weight fitted point-in-time.
    """
    failures = failures or {}
    kc = parse_iso_date(knowledge_cutoff) if knowledge_cutoff else None
    resolved = [q for q in questions if q.resolved_outcome is not None]
    base = base_rate_forecasts(resolved, categories) if resolved else {}
    summaries = {qid: aggregate_forecasts(list(arts)) for qid, arts in panels.items()}
    means = {qid: s.mean for qid, s in summaries.items() if s.mean is not None}
    calibrated = calibrate_point_in_time(resolved, means, base) if calibrate else {}
    rows = []
    for q in questions:
        qid, s = q.question_id, summaries.get(q.question_id)
        known = q.resolved_by(kc)
        rows.append(
            {
                "question_id": qid,
                "category": categories.get(qid),
                "cutoff_date": q.cutoff_date,
                "resolution_date": q.resolution_date,
                "outcome": q.resolved_outcome,
                "scored": s is not None and q.resolved_outcome is not None and not known,
                "note": failures.get(qid) or (KNOWLEDGE_CUTOFF_NOTE if known else None),
                "statuses": "|".join(a.status for a in panels[qid]) if s else None,
                "n_members": s.n_members if s else None,
                "n_forecasts": s.n_forecasts if s else None,
                "panel_mean": s.mean if s else None,
                "panel_median": s.median if s else None,
                "panel_low": s.low if s else None,
                "panel_high": s.high if s else None,
                "base_rate": base.get(qid),
                "market_price": q.current_market_price,
                "calibration_weight": calibrated[qid][0] if qid in calibrated else None,
                "calibrated": calibrated[qid][1] if qid in calibrated else None,
            }
        )
    return rows


def question_table(rows: Sequence[Mapping[str, Any]]) -> pl.DataFrame:
    """:func:`question_rows` as the typed frame the runner writes to ``questions.csv``."""
    return pl.DataFrame(list(rows), schema=_TABLE_SCHEMA)


_TABLE_SCHEMA = {
    "question_id": pl.String,
    "category": pl.String,
    "cutoff_date": pl.String,
    "resolution_date": pl.String,
    "outcome": pl.Float64,
    "scored": pl.Boolean,
    "note": pl.String,
    "statuses": pl.String,
    "n_members": pl.Int64,
    "n_forecasts": pl.Int64,
    "panel_mean": pl.Float64,
    "panel_median": pl.Float64,
    "panel_low": pl.Float64,
    "panel_high": pl.Float64,
    "base_rate": pl.Float64,
    "market_price": pl.Float64,
    "calibration_weight": pl.Float64,
    "calibrated": pl.Float64,
}


_SCORE_SCHEMA = dict(
    zip(SCORE_FIELDS, (pl.String, pl.String, pl.Int64, *[pl.Float64] * 6), strict=True)
)


def score_rows(questions: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Every forecaster on the same questions, joined by id, with 90% bootstrap intervals.

    ``questions`` are :func:`question_rows`. On ``answered`` questions (the panel committed)
    the panel is scored beside always 0.5, the base rate and the market; on ``all`` scored
    questions an abstention counts as 0.5.
    """
    scored = [row for row in questions if row["scored"]]
    outcomes = {row["question_id"]: row["outcome"] for row in scored}
    answered = [row for row in scored if row["panel_mean"] is not None]

    def column(frame: Sequence[Mapping[str, Any]], name: str) -> dict[str, float]:
        return {row["question_id"]: row[name] for row in frame if row[name] is not None}

    rows: list[dict[str, Any]] = []

    def add(name: str, subset: str, forecasts: Mapping[str, float]) -> None:
        if forecasts:
            rows.append(_score_row(subset, summarize_scores(name, forecasts, outcomes)))

    panel = column(answered, "panel_mean")
    add("panel (mean)", "answered", panel)
    add("panel (median)", "answered", column(answered, "panel_median"))
    calibrated = column(answered, "calibrated")
    if calibrated:
        add("calibrated panel", "answered", calibrated)
        # Paired, so an interval entirely below 0 (Brier) means calibration helped.
        difference = paired_difference("calibrated minus panel", calibrated, panel, outcomes)
        rows.append(_score_row("answered", difference))
    add("always 0.5", "answered", dict.fromkeys(panel, 0.5))
    add("base rate only", "answered", column(answered, "base_rate"))
    add("market price", "answered", column(answered, "market_price"))
    everything = dict.fromkeys(outcomes, 0.5)
    add("panel, abstain = 0.5", "all", {**everything, **panel})
    if calibrated:
        add("calibrated panel, abstain = 0.5", "all", {**everything, **calibrated})
    add("always 0.5", "all", everything)
    add("base rate only", "all", column(scored, "base_rate"))
    add("market price", "all", column(scored, "market_price"))
    return rows


def score_table(rows: Sequence[Mapping[str, Any]]) -> pl.DataFrame:
    """:func:`score_rows` as the typed frame the runner writes to ``scores.csv``."""
    return pl.DataFrame(list(rows), schema=_SCORE_SCHEMA)


def _score_row(subset: str, s: ScoreSummary) -> dict[str, Any]:
    return {
        "forecaster": s.name,
        "questions": subset,
        "n": s.n,
        "brier": s.brier,
        "brier_low": s.brier_interval[0],
        "brier_high": s.brier_interval[1],
        "log": s.log,
        "log_low": s.log_interval[0],
        "log_high": s.log_interval[1],
    }
