"""Scoring: the panel's aggregate, scores against resolved outcomes, baselines, calibration.

Everything here is a pure function of forecasts and outcomes: notebook 04, the backtest runner
(``_backtest``) and the audit report (:mod:`forecasting_agents.report`) all score with these, so a
score means the same thing wherever it is shown. :mod:`forecasting_agents.evaluation` re-exports the
public names, and the notebooks import them from there.

Conventions
-----------
- A forecast is a probability of YES in [0, 1]; an outcome is 1.0 (YES) or 0.0 (NO). Forecasts and
  outcomes are joined on question id, never by position: a forecast with no outcome raises.
- Brier is lower-is-better (0.25 for always 0.5); the log score is higher-is-better (ln 0.5 for a
  coin), with forecasts clipped to ``[LOG_SCORE_EPSILON, 1 - LOG_SCORE_EPSILON]``.
- Intervals are percentile bootstraps over questions with a fixed seed, so the same scores always
  give the same interval (nothing here reads a clock or an unseeded random source).
- Point in time: the base-rate forecaster and the calibration fit for a question use only questions
  that resolved before its cutoff, so no outcome the forecaster could not have known enters its
  forecast.
- Dependency direction: standard library and :mod:`forecasting_agents.core` only; nothing here needs
  the agent or the runner.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from forecasting_agents.core._errors import DateParseError
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ForecastQuestion,
)

__all__ = [
    "BOOTSTRAP_RESAMPLES",
    "BOOTSTRAP_SEED",
    "CALIBRATION_WEIGHTS",
    "LOG_SCORE_EPSILON",
    "MIN_CALIBRATION_HISTORY",
    "Aggregate",
    "ScoreSummary",
    "aggregate_forecasts",
    "base_rate_forecasts",
    "bootstrap_interval",
    "brier_score",
    "calibrate_point_in_time",
    "extremize",
    "fit_shrinkage",
    "log_score",
    "paired_difference",
    "reliability_table",
    "summarize_scores",
]


LOG_SCORE_EPSILON = 0.01
"""Forecasts are clipped to [eps, 1 - eps] for the log score, so one 0 or 1 is not -infinity."""

BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20250101

CALIBRATION_WEIGHTS = tuple(i / 20 for i in range(21))
"""Weights on the panel tried by the shrinkage fit; the rest goes to the base rate."""
MIN_CALIBRATION_HISTORY = 3
"""Fewer earlier resolved questions than this, and the panel is left as it is (weight 1)."""


# --------------------------------------------------------------------------- aggregation


@dataclass(frozen=True)
class Aggregate:
    n_forecasts: int
    n_members: int
    mean: float | None
    median: float | None
    low: float | None
    high: float | None
    stdev: float | None


def aggregate_forecasts(artifacts: Sequence[AgentForecastArtifact]) -> Aggregate:
    """Mean (the baseline aggregate), median and spread over committed forecasts only."""
    values = [a.probability() for a in artifacts if a.forecast_produced]
    if not values:
        return Aggregate(0, len(artifacts), None, None, None, None, None)
    stdev = statistics.pstdev(values) if len(values) > 1 else 0.0
    return Aggregate(
        len(values),
        len(artifacts),
        statistics.fmean(values),
        statistics.median(values),
        min(values),
        max(values),
        stdev,
    )


def extremize(p: float, n_forecasters: int, correlation: float) -> float:
    """Push an averaged probability away from 0.5 by an assumed amount of independent signal.

    With ``n`` forecasters whose information has pairwise ``correlation`` rho, the effective
    number of independent views is ``n / (1 + (n - 1) * rho)``; the log-odds are scaled by it.
    rho = 1 leaves ``p`` unchanged. The answer depends entirely on rho, which is why it is shown
    as a sensitivity, never as the headline.
    """
    if not 0.0 <= correlation <= 1.0:
        raise ValueError(f"correlation must be in [0, 1], got {correlation}")
    if not 0.0 < p < 1.0:
        return p
    effective = n_forecasters / (1 + (n_forecasters - 1) * correlation)
    return 1 / (1 + math.exp(-effective * math.log(p / (1 - p))))


# --------------------------------------------------------------------------- scores


def brier_score(p: float, outcome: float) -> float:
    """Squared error of a probability against a 0/1 outcome; 0 is perfect, 0.25 is a coin."""
    return (p - outcome) ** 2


def log_score(p: float, outcome: float, epsilon: float = LOG_SCORE_EPSILON) -> float:
    """Log of the probability given to what happened (higher is better; ln 0.5 for a coin)."""
    clipped = min(max(p, epsilon), 1 - epsilon)
    return math.log(clipped if outcome == 1.0 else 1 - clipped)


def bootstrap_interval(
    values: Sequence[float],
    level: float = 0.9,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[float, float]:
    """Percentile bootstrap interval for the mean, resampling questions, with a fixed seed."""
    if not values:
        raise ValueError("cannot bootstrap an empty list of scores")
    rng = random.Random(seed)
    n = len(values)
    draws = rng.choices(values, k=n * resamples)  # one call: the resamples, end to end
    means = sorted(sum(draws[i * n : (i + 1) * n]) / n for i in range(resamples))
    tail = (1 - level) / 2
    return means[int(tail * (resamples - 1))], means[int((1 - tail) * (resamples - 1))]


@dataclass(frozen=True)
class ScoreSummary:
    name: str
    n: int
    brier: float
    brier_interval: tuple[float, float]
    log: float
    log_interval: tuple[float, float]


def summarize_scores(
    name: str, forecasts: Mapping[str, float], outcomes: Mapping[str, float]
) -> ScoreSummary:
    """Brier and log score with bootstrap intervals, joined on question id.

    Raises if a forecast has no outcome, so misaligned records fail loudly instead of being
    scored against the wrong question.
    """
    ids = _scored_ids(name, forecasts, outcomes)
    briers = [brier_score(forecasts[q], outcomes[q]) for q in ids]
    logs = [log_score(forecasts[q], outcomes[q]) for q in ids]
    return _summary(name, briers, logs)


def paired_difference(
    name: str,
    forecasts: Mapping[str, float],
    baseline: Mapping[str, float],
    outcomes: Mapping[str, float],
) -> ScoreSummary:
    """``forecasts`` minus ``baseline``, question by question, with a paired bootstrap.

    Scored on the questions of ``forecasts``. Brier below 0 and log above 0 mean
    ``forecasts`` did better; an interval spanning 0 means the questions cannot tell.
    """
    ids = _scored_ids(name, forecasts, outcomes)
    briers = [
        brier_score(forecasts[q], outcomes[q]) - brier_score(baseline[q], outcomes[q]) for q in ids
    ]
    logs = [log_score(forecasts[q], outcomes[q]) - log_score(baseline[q], outcomes[q]) for q in ids]
    return _summary(name, briers, logs)


def _scored_ids(
    name: str, forecasts: Mapping[str, float], outcomes: Mapping[str, float]
) -> list[str]:
    missing = sorted(set(forecasts) - set(outcomes))
    if missing:
        raise KeyError(f"{name}: forecasts for questions with no outcome: {missing}")
    ids = sorted(forecasts)
    if not ids:
        raise ValueError(f"{name}: nothing to score")
    return ids


def _summary(name: str, briers: Sequence[float], logs: Sequence[float]) -> ScoreSummary:
    return ScoreSummary(
        name,
        len(briers),
        statistics.fmean(briers),
        bootstrap_interval(briers),
        statistics.fmean(logs),
        bootstrap_interval(logs),
    )


def reliability_table(
    forecasts: Mapping[str, float], outcomes: Mapping[str, float], bins: int = 5
) -> list[dict[str, Any]]:
    """Per probability bin: how many forecasts fell in it, their mean, and how often YES."""
    rows = []
    for index in range(bins):
        low, high = index / bins, (index + 1) / bins
        members = [
            q for q, p in forecasts.items() if low <= p < high or (index == bins - 1 and p == 1.0)
        ]
        rows.append(
            {
                "bin": f"{low:.1f}-{high:.1f}",
                "count": len(members),
                "mean_forecast": statistics.fmean(forecasts[q] for q in members)
                if members
                else None,
                "observed_yes": statistics.fmean(outcomes[q] for q in members) if members else None,
            }
        )
    return rows


# --------------------------------------------------------------------------- baselines


def base_rate_forecasts(
    questions: Sequence[ForecastQuestion], categories: Mapping[str, str]
) -> dict[str, float]:
    """A forecaster that knows only how often questions of the same kind resolved YES.

    For each question it uses the outcomes of same-category questions in the set that had
    resolved *before this question's cutoff*, so it is point-in-time like the agent; with no
    such earlier question it says 0.5.
    """
    forecasts = {}
    for question in questions:
        cutoff = _cutoff(question)
        earlier = [
            other.resolved_outcome
            for other in questions
            if categories.get(other.question_id) == categories.get(question.question_id)
            and other.resolved_outcome is not None
            and _resolved_before(other, cutoff)
        ]
        forecasts[question.question_id] = statistics.fmean(earlier) if earlier else 0.5
    return forecasts


def fit_shrinkage(history: Sequence[tuple[float, float, float]]) -> float:
    """The weight on the panel, from (panel, base rate, outcome) triples, minimising Brier.

    The calibrated forecast is ``w * panel + (1 - w) * base_rate``. With fewer than
    :data:`MIN_CALIBRATION_HISTORY` triples there is nothing to fit and the weight is 1.
    Ties go to the larger weight (the smaller change).
    """
    if len(history) < MIN_CALIBRATION_HISTORY:
        return 1.0

    def loss(w: float) -> float:
        return sum(brier_score(w * p + (1 - w) * b, o) for p, b, o in history)

    return min(reversed(CALIBRATION_WEIGHTS), key=loss)


def calibrate_point_in_time(
    questions: Sequence[ForecastQuestion],
    panel: Mapping[str, float],
    base_rates: Mapping[str, float],
) -> dict[str, tuple[float, float]]:
    """Per answered question, ``(weight, calibrated forecast)`` fitted only on the past.

    The fit for a question uses only questions that resolved before its cutoff and that the
    panel answered, so no outcome the forecaster could not have known enters its calibration.
    """
    out = {}
    for q in questions:
        if q.question_id not in panel:
            continue
        cutoff = _cutoff(q)
        history = [
            (panel[o.question_id], base_rates[o.question_id], o.resolved_outcome)
            for o in questions
            if o.question_id in panel
            and o.resolved_outcome is not None
            and _resolved_before(o, cutoff)
        ]
        weight = fit_shrinkage(history)
        p = panel[q.question_id]
        out[q.question_id] = (weight, weight * p + (1 - weight) * base_rates[q.question_id])
    return out


def _cutoff(question: ForecastQuestion) -> date:
    """A question's cutoff; point-in-time scoring cannot place a question without one."""
    if question.cutoff is None:
        raise DateParseError(
            f"question {question.question_id!r} has no cutoff_date; point-in-time scoring needs one"
        )
    return question.cutoff


def _resolved_before(other: ForecastQuestion, cutoff: date) -> bool:
    """Had ``other`` resolved before ``cutoff``, so that its outcome was already known?"""
    return other.resolution is not None and other.resolution < cutoff
