"""The backtest's two tables: one row per question, and the scores of every forecaster.

The runner (``_backtest``) builds both at the end of a run and writes them as ``questions.csv`` and
``scores.csv``; the scores, baselines and the point-in-time calibration are computed with
``_scoring``. Nothing here is public: :mod:`forecasting_agents.evaluation` exports the runner, whose
:class:`forecasting_agents.evaluation.BacktestResult` carries the tables.

Conventions
-----------
- Both are polars frames with a declared schema, so an empty run still has typed columns.
- Every forecaster is scored on the same questions, joined by id: first the questions the panel
  answered, then all scored questions with an abstention counted as 0.5. A question resolved on or
  before the declared knowledge cutoff is listed but not scored.
- Neither holds a wall-clock reading, and the bootstrap intervals have a fixed seed, so a rerun
  writes the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import polars as pl

from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.evaluation._scoring import (
    ScoreSummary,
    aggregate_forecasts,
    base_rate_forecasts,
    calibrate_point_in_time,
    paired_difference,
    summarize_scores,
)

__all__ = []


def _question_table(questions, categories, panels, failures, settings) -> pl.DataFrame:
    kc = parse_iso_date(settings.knowledge_cutoff) if settings.knowledge_cutoff else None
    resolved = [q for q in questions if q.resolved_outcome is not None]
    base = base_rate_forecasts(resolved, categories) if resolved else {}
    summaries = {qid: aggregate_forecasts(p.artifacts) for qid, p in panels.items()}
    means = {qid: s.mean for qid, s in summaries.items() if s.mean is not None}
    calibrated = calibrate_point_in_time(resolved, means, base) if settings.calibrate else {}
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
                "note": failures.get(qid)
                or ("resolved on or before the knowledge cutoff" if known else None),
                "statuses": "|".join(a.status for a in panels[qid].artifacts) if s else None,
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
    return pl.DataFrame(rows, schema=_TABLE_SCHEMA)


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


_SCORE_SCHEMA = {
    "forecaster": pl.String,
    "questions": pl.String,
    "n": pl.Int64,
    "brier": pl.Float64,
    "brier_low": pl.Float64,
    "brier_high": pl.Float64,
    "log": pl.Float64,
    "log_low": pl.Float64,
    "log_high": pl.Float64,
}


def _score_table(table: pl.DataFrame) -> pl.DataFrame:
    """Every forecaster on the same questions, joined by id; 90% bootstrap intervals."""
    scored = table.filter(pl.col("scored"))
    outcomes = dict(zip(scored["question_id"], scored["outcome"], strict=True))
    answered = scored.filter(pl.col("panel_mean").is_not_null())

    def column(frame: pl.DataFrame, name: str) -> dict[str, float]:
        pairs = zip(frame["question_id"], frame[name], strict=True)
        return {qid: value for qid, value in pairs if value is not None}

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
    return pl.DataFrame(rows, schema=_SCORE_SCHEMA)


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
