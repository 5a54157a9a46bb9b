"""Which parts of the harness move the score: each variant scored beside the headline.

A backtest's headline is one forecaster: the whole panel, its committed forecasts averaged,
each clipped into ``FORECAST_RANGE`` where it entered the record, uncalibrated. An ablation
changes one part at a time and scores the result on the same questions: the panel cut to its
first *k* members, the other aggregates of :func:`aggregate_forecasts`, the model's own
probabilities instead of the clipped ones, the point-in-time calibration, and two
forecasters that read no document at all (always 0.5 and the smoothed base rate). Each row
says how far the variant moved the Brier score from the headline and from always 0.5, with a
paired bootstrap interval: an interval that spans 0 means these questions cannot tell.

Conventions
-----------
- Every variant is scored on every scored question, and a question on which a variant
  committed no forecast counts as 0.5 for it (the ``all`` convention of
  :func:`forecasting_agents.evaluation._tables.score_rows`), so a smaller panel that abstains more
  is compared on the same questions, not on the easy ones it chose.
- Point in time, as everywhere in scoring: the calibration and the base rate of a question use
  only questions that resolved before its cutoff.
- Pure: the rows are a function of the questions, the panels and the categories; no clock, no
  randomness but the bootstrap's fixed seed.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from forecasting_agents.core._schemas import AgentForecastArtifact, ForecastQuestion
from forecasting_agents.evaluation._scoring import (
    calibrate_point_in_time,
    log_odds_mean,
    paired_difference,
    smoothed_base_rate_forecasts,
    summarize_scores,
    trimmed_log_odds_mean,
)

__all__ = [
    "ABLATION_FIELDS",
    "HEADLINE",
    "Aggregator",
    "Panels",
    "ablation_rows",
]

HEADLINE = "panel, mean (the headline)"
"""The row every other row is compared with."""

ABLATION_FIELDS = (
    "part",
    "variant",
    "committed",
    "n",
    "brier",
    "brier_low",
    "brier_high",
    "minus_headline",
    "minus_headline_low",
    "minus_headline_high",
    "minus_coin",
    "minus_coin_low",
    "minus_coin_high",
)
"""The columns of :func:`ablation_rows`, in order."""

Panels = Mapping[str, Sequence[AgentForecastArtifact]]
Aggregator = Callable[[Sequence[float]], float]


def ablation_rows(
    questions: Sequence[ForecastQuestion], panels: Panels, categories: Mapping[str, str]
) -> list[dict[str, Any]]:
    """One row per variant (see the module), the headline first, on ``questions``.

    ``questions`` are the scored questions (each with an outcome and a panel in ``panels``);
    ``categories`` maps a question id to its category, for the base rate.
    """
    missing = [q.question_id for q in questions if q.question_id not in panels]
    unresolved = [q.question_id for q in questions if q.resolved_outcome is None]
    if missing or unresolved or not questions:
        raise ValueError(
            "ablation_rows needs scored questions, each with a panel and an outcome; "
            f"without a panel: {missing}, without an outcome: {unresolved}"
            + ("" if questions else "; no questions given")
        )
    outcomes = {q.question_id: float(q.resolved_outcome) for q in questions}  # type: ignore[arg-type]
    variants = _variants(questions, panels, categories)
    headline, coin = variants[0][2], dict.fromkeys(outcomes, 0.5)
    rows = []
    for part, name, forecasts in variants:
        padded = {**coin, **forecasts}
        score = summarize_scores(name, padded, outcomes)
        versus = paired_difference(name, padded, {**coin, **headline}, outcomes)
        beside_coin = paired_difference(name, padded, coin, outcomes)
        rows.append(
            dict(
                zip(
                    ABLATION_FIELDS,
                    (
                        part,
                        name,
                        len(forecasts),
                        score.n,
                        score.brier,
                        *score.brier_interval,
                        versus.brier,
                        *versus.brier_interval,
                        beside_coin.brier,
                        *beside_coin.brier_interval,
                    ),
                    strict=True,
                )
            )
        )
    return rows


def _variants(
    questions: Sequence[ForecastQuestion], panels: Panels, categories: Mapping[str, str]
) -> list[tuple[str, str, dict[str, float]]]:
    """(part, variant, forecasts by question id) for each variant, the headline first."""
    ids = [q.question_id for q in questions]
    clipped = {qid: _committed(panels[qid], raw=False) for qid in ids}
    means = _aggregated(clipped, statistics.fmean)
    size = max(len(panels[qid]) for qid in ids)
    variants = [("headline", HEADLINE, means)]
    for k in range(1, size):
        first_k = {qid: _committed(panels[qid][:k], raw=False) for qid in ids}
        variants.append(("panel size", f"first {k} of {size} agents, mean", _aggregated(first_k)))
    for name, aggregate in (
        ("median", statistics.median),
        ("log-odds mean", log_odds_mean),
        ("trimmed log-odds mean", trimmed_log_odds_mean),
    ):
        variants.append(("aggregation", f"panel, {name}", _aggregated(clipped, aggregate)))
    raw = {qid: _committed(panels[qid], raw=True) for qid in ids}
    variants.append(("clipping", "panel, mean of the model's own values", _aggregated(raw)))
    calibrated = calibrate_point_in_time(questions, means)
    variants.append(
        ("calibration", "panel, mean, calibrated", {q: f.forecast for q, f in calibrated.items()})
    )
    variants.append(("no documents", "always 0.5", {}))
    base = smoothed_base_rate_forecasts(questions, categories)
    variants.append(("no documents", "base rate (smoothed)", {q: base[q] for q in ids}))
    return variants


def _committed(artifacts: Sequence[AgentForecastArtifact], *, raw: bool) -> list[float]:
    """The committed probabilities; with ``raw``, the model's own value where it was clipped."""
    return [
        a.p_yes_raw if raw and a.p_yes_raw is not None else a.probability()
        for a in artifacts
        if a.forecast_produced
    ]


def _aggregated(
    committed: Mapping[str, list[float]], aggregate: Aggregator = statistics.fmean
) -> dict[str, float]:
    """One forecast per question that has at least one committed value."""
    return {qid: aggregate(values) for qid, values in committed.items() if values}
