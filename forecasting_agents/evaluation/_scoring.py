"""Scoring: the panel's aggregate, scores against resolved outcomes, baselines, calibration.

Everything here is a pure function of forecasts and outcomes: notebook 04, the backtest runner
(``_backtest``) and the audit report (:mod:`forecasting_agents.report`) all score with these, so a
score means the same thing wherever it is shown. :mod:`forecasting_agents.evaluation` re-exports
the scores and the calibration the notebooks use; the rest is imported from here.

Conventions
-----------
- A forecast is a probability of YES in [0, 1]; an outcome is 1.0 (YES) or 0.0 (NO). Forecasts and
  outcomes are joined on question id, never by position: a forecast with no outcome raises.
- Brier is lower-is-better (0.25 for always 0.5); the log score is higher-is-better (ln 0.5 for a
  coin), with forecasts clipped to ``[LOG_SCORE_EPSILON, 1 - LOG_SCORE_EPSILON]``. A Brier skill
  score is ``1 - Brier / Brier of a reference`` (higher is better, 0 is the reference's skill),
  and the Brier index is ForecastBench's ``100 * (1 - sqrt(Brier))`` (100 perfect, 50 a coin).
- Log-odds: a probability is clipped to ``[LOG_ODDS_CLIP, 1 - LOG_ODDS_CLIP]`` before its
  log-odds are taken (an agent may record 0 or 1), so no aggregate, calibration or blend is ever
  infinite or NaN; the tables count the forecasts that were clipped.
- Intervals are percentile bootstraps over questions with a fixed seed, so the same scores always
  give the same interval (nothing here reads a clock or an unseeded random source).
- Point in time: the base-rate forecasters, the calibration fit and the market blend for a question
  use only questions that resolved before its cutoff, so no outcome the forecaster could not have
  known enters its forecast.
- Fits are conservative: a fitted factor or weight is the minimum of the past log loss plus a
  Gaussian prior on it (declared below). The prior counts the same however long the history, so
  with no history the fit is the prior's centre and with a long one the data decide.
- Two families of fit. The point-in-time fits (:func:`calibrate_point_in_time`,
  :func:`blend_point_in_time`) refit per question on the same run's past, with priors at "no
  change" (factor 1) and "equal" (weight 0.5). The fits on an earlier run (``backtest
  --calibrate-on``) fit once, with priors at "no skill" (factor 0: say 0.5; weight 0: say the
  market) and bounds of [0, 1], so they can only move a forecast back toward what needs no
  skill; they live in ``_calibrate_on``, with the reading of that earlier run.
- Dependency direction: standard library, numpy (the bootstrap's sums, imported when first
  needed) and :mod:`forecasting_agents.core` only; nothing here needs the agent or the runner.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from forecasting_agents.core._errors import DateParseError
from forecasting_agents.core._schemas import (
    FORECAST_RANGE,
    AgentForecastArtifact,
    ForecastQuestion,
)

__all__ = [
    "BASE_RATE_PRIOR_STRENGTH",
    "BLEND_PRIOR_CENTER",
    "BLEND_PRIOR_SD",
    "BLEND_WEIGHTS",
    "BOOTSTRAP_RESAMPLES",
    "BOOTSTRAP_SEED",
    "CALIBRATION_ANCHOR",
    "CALIBRATION_FACTORS",
    "CALIBRATION_PRIOR_SD",
    "LOG_ODDS_CLIP",
    "LOG_SCORE_EPSILON",
    "OVERALL_RATE_PRIOR_STRENGTH",
    "TRIM_COUNT",
    "TRIM_MIN_FORECASTS",
    "Aggregate",
    "Fitted",
    "ScoreSummary",
    "SkillSummary",
    "aggregate_forecasts",
    "base_rate_forecasts",
    "blend_point_in_time",
    "bootstrap_interval",
    "brier_index",
    "brier_score",
    "calibrate_point_in_time",
    "clip_for_log_odds",
    "extremize",
    "fit_blend_weight",
    "fit_calibration_factor",
    "is_clipped",
    "log_odds",
    "log_odds_blend",
    "log_odds_mean",
    "log_score",
    "paired_difference",
    "recalibrate",
    "reliability_table",
    "skill_score",
    "smoothed_base_rate_forecasts",
    "summarize_scores",
    "trimmed_log_odds_mean",
]


LOG_SCORE_EPSILON = 0.01
"""Forecasts are clipped to [eps, 1 - eps] for the log score, so one 0 or 1 is not -infinity."""

LOG_ODDS_CLIP = FORECAST_RANGE[0]
"""Probabilities are clipped to [clip, 1 - clip] before their log-odds are taken: the range a
forecast is clipped into where it enters the record, so a record made before that clip
aggregates as a new one would.

logit(0.98) = 3.89: a forecast of 1.00 counts as 49 to 1, not as infinite odds that would
outvote every other member of a panel (and make the mean of log-odds undefined).
"""

BOOTSTRAP_RESAMPLES = 2000
BOOTSTRAP_SEED = 20250101

TRIM_MIN_FORECASTS = 3
"""A panel with at least this many committed forecasts can be trimmed (at least two remain)."""
TRIM_COUNT = 1
"""How many of the most extreme committed forecasts (farthest from 0.5 in log-odds) trimming
drops: a single member's certainty does not carry the trimmed aggregate."""

OVERALL_RATE_PRIOR_STRENGTH = 2.0
"""The overall rate of earlier questions is smoothed toward 0.5 by this many pseudo-questions."""
BASE_RATE_PRIOR_STRENGTH = 4.0
"""A category's rate is smoothed toward the overall rate by this many pseudo-questions: with two
earlier questions of the category, its own outcomes weigh one third."""

CALIBRATION_ANCHOR = 0.5
"""What the runner's calibration shrinks toward (a factor of 0 says it): a coin, the most
conservative choice, because a base rate from a few earlier questions is itself noise."""
CALIBRATION_FACTORS = tuple(i / 20 for i in range(41))
"""Log-odds factors tried by the calibration fit: 0 (say the anchor) to 2 (double the log-odds)."""
CALIBRATION_PRIOR_SD = 0.5
"""The calibration factor's prior is normal around 1 (no change) with this standard deviation."""

BLEND_WEIGHTS = tuple(i / 20 for i in range(21))
"""Weights on the panel's log-odds tried by the blend fit; the rest goes to the market's."""
BLEND_PRIOR_CENTER = 0.5
"""With no history there is no evidence that either the panel or the market is better: equal."""
BLEND_PRIOR_SD = 0.5
"""The blend weight's prior is normal around :data:`BLEND_PRIOR_CENTER` with this deviation."""


# --------------------------------------------------------------------------- aggregation


def clip_for_log_odds(p: float, clip: float = LOG_ODDS_CLIP) -> float:
    """``p`` clipped to ``[clip, 1 - clip]``, the range in which log-odds are taken."""
    return min(max(p, clip), 1 - clip)


def is_clipped(p: float, clip: float = LOG_ODDS_CLIP) -> bool:
    """Would :func:`clip_for_log_odds` change ``p``? (The tables count such forecasts.)"""
    return not clip <= p <= 1 - clip


def log_odds(p: float) -> float:
    """The log-odds ``ln(p / (1 - p))`` of ``p`` after :func:`clip_for_log_odds`: always finite."""
    p = clip_for_log_odds(p)
    return math.log(p / (1 - p))


def _from_log_odds(x: float) -> float:
    """The probability whose log-odds are ``x`` (the logistic function)."""
    return 1 / (1 + math.exp(-x))


def log_odds_mean(values: Sequence[float]) -> float:
    """The probability whose log-odds are the mean of ``values``' (clipped) log-odds.

    Unlike the mean of probabilities, it is not pulled toward 0.5 by a dissenting member: two
    agents at 0.9 and one at 0.5 give 0.81 rather than 0.77. It lies within the clipped
    members' range.
    """
    if not values:
        raise ValueError("cannot aggregate an empty list of forecasts")
    return _from_log_odds(statistics.fmean(log_odds(v) for v in values))


def trimmed_log_odds_mean(values: Sequence[float]) -> float:
    """:func:`log_odds_mean` after dropping the :data:`TRIM_COUNT` most extreme forecasts.

    The most extreme forecast is the one farthest from 0.5 in (clipped) log-odds, so an agent
    that says 1.00 where the others hesitate does not carry the aggregate alone. Only with at
    least :data:`TRIM_MIN_FORECASTS` forecasts; with fewer nothing is dropped. Ties go to the
    earlier forecast in ``values``.
    """
    kept = list(values)
    if len(kept) >= TRIM_MIN_FORECASTS:
        for _ in range(TRIM_COUNT):
            # Rounded, so that 0.2 and 0.8 tie despite the last bits of their log-odds.
            extreme = max(range(len(kept)), key=lambda i: (round(abs(log_odds(kept[i])), 9), -i))
            del kept[extreme]
    return log_odds_mean(kept)


@dataclass(frozen=True)
class Aggregate:
    """A panel's committed forecasts, aggregated several ways, with their spread.

    ``n_clipped`` counts the committed forecasts outside ``[LOG_ODDS_CLIP, 1 - LOG_ODDS_CLIP]``
    that were clipped before their log-odds entered ``log_odds_mean`` and ``trimmed``;
    ``n_trimmed`` how many of them trimming dropped.
    """

    n_forecasts: int
    n_members: int
    mean: float | None
    median: float | None
    low: float | None
    high: float | None
    stdev: float | None
    log_odds_mean: float | None = None
    trimmed: float | None = None
    n_clipped: int = 0
    n_trimmed: int = 0


def aggregate_forecasts(artifacts: Sequence[AgentForecastArtifact]) -> Aggregate:
    """Mean (the baseline aggregate), median, log-odds means and spread, of committed forecasts.

    An abstention is not averaged in as 0.5: only committed forecasts are aggregated, and
    ``n_forecasts`` of ``n_members`` says how many there were.
    """
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
        log_odds_mean(values),
        trimmed_log_odds_mean(values),
        sum(is_clipped(v) for v in values),
        TRIM_COUNT if len(values) >= TRIM_MIN_FORECASTS else 0,
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


_UNIFORM_STREAMS: dict[int, Any] = {}
"""Per seed, the longest run of ``random.Random(seed).random()`` drawn so far (a numpy array)."""
_UNIFORM_SEEDS_KEPT = 4


def _uniforms(count: int, seed: int) -> Any:
    """The first ``count`` draws of ``random.Random(seed).random()``, as a numpy array.

    A resample of ``n`` reads the first ``n * resamples`` of them, whatever ``n`` is, so one
    stream per seed serves every score of every size: drawn once, extended when a longer one
    is needed, and only the last few seeds kept.
    """
    import numpy as np

    stream = _UNIFORM_STREAMS.get(seed)
    if stream is None or len(stream) < count:
        rng = random.Random(seed)
        stream = np.fromiter((rng.random() for _ in range(count)), np.float64, count)
        _UNIFORM_STREAMS.pop(seed, None)
        while len(_UNIFORM_STREAMS) >= _UNIFORM_SEEDS_KEPT:
            _UNIFORM_STREAMS.pop(next(iter(_UNIFORM_STREAMS)))
        _UNIFORM_STREAMS[seed] = stream
    return stream[:count]


def _resample_sums(values: Sequence[float], resamples: int, seed: int) -> Any:
    """The sum of each resample of ``values`` (a numpy array, one sum per resample).

    The resamples are the ones ``random.Random(seed).choices`` draws (its own arithmetic, the
    floor of a uniform draw times ``n``), and each is added left to right from 0 as ``sum``
    adds: a mean, ratio or interval taken from these is the float it is when every resample is
    drawn and summed on its own in Python, only about twenty times sooner.
    """
    import numpy as np  # here, not at the top: only the intervals need it

    n = len(values)
    rows = np.floor(_uniforms(n * resamples, seed) * float(n)).astype(np.intp)
    rows = rows.reshape(resamples, n)
    drawn = np.asarray(values, dtype=np.float64)
    sums = np.zeros(resamples)
    for position in range(n):  # one column at a time: the order ``sum`` adds in
        sums += drawn[rows[:, position]]
    return sums


def bootstrap_interval(
    values: Sequence[float],
    level: float = 0.9,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> tuple[float, float]:
    """Percentile bootstrap interval for the mean, resampling questions, with a fixed seed."""
    if not values:
        raise ValueError("cannot bootstrap an empty list of scores")
    means = sorted((_resample_sums(values, resamples, seed) / len(values)).tolist())
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


def brier_index(brier: float) -> float:
    """ForecastBench's Brier Index, ``100 * (1 - sqrt(Brier))``: 100 perfect, 50 a coin, 0 always
    wrong.

    As ForecastBench's leaderboard computes it (forecastingresearch/forecastbench,
    ``src/leaderboard/main.py``, ``apply_brier_index_transform``), but of a plain Brier score: the
    leaderboard transforms its difficulty-adjusted Brier, which needs many forecasters on the
    same questions, and one run has one. The square root puts the score back in units of
    probability (how far from the outcome, on a root-mean-square average).
    """
    return 100 * (1 - math.sqrt(brier))


@dataclass(frozen=True)
class SkillSummary:
    """A Brier skill score against a reference, with a paired bootstrap interval.

    ``value`` is ``1 - mean Brier / mean Brier of the reference`` over the same questions:
    above 0 the forecaster beat the reference, 0 is the reference's skill, 1 is perfect. It is
    None (interval too) when the reference's Brier is 0 on the questions, or in a resample.
    """

    name: str
    n: int
    value: float | None
    interval: tuple[float, float] | None


def skill_score(
    name: str,
    forecasts: Mapping[str, float],
    reference: Mapping[str, float],
    outcomes: Mapping[str, float],
    level: float = 0.9,
    resamples: int = BOOTSTRAP_RESAMPLES,
    seed: int = BOOTSTRAP_SEED,
) -> SkillSummary:
    """The Brier skill score of ``forecasts`` against ``reference`` on ``forecasts``' questions.

    The interval resamples questions, the same draws for both (paired), with the fixed seed,
    and takes the ratio of the two means in each resample. Against always 0.5 it is exactly
    ``1 - 4 * Brier``, question by question.
    """
    ids = _scored_ids(name, forecasts, outcomes)
    ours = [brier_score(forecasts[q], outcomes[q]) for q in ids]
    theirs = [brier_score(reference[q], outcomes[q]) for q in ids]
    if sum(theirs) == 0:
        return SkillSummary(name, len(ids), None, None)
    value = 1 - sum(ours) / sum(theirs)
    n = len(ids)
    # The same draws for both (bootstrap_interval's), so each resample's ratio is paired.
    denominators = _resample_sums(theirs, resamples, seed)
    if not denominators.all():
        return SkillSummary(name, n, value, None)
    ratios = sorted((1 - _resample_sums(ours, resamples, seed) / denominators).tolist())
    tail = (1 - level) / 2
    return SkillSummary(
        name,
        n,
        value,
        (ratios[int(tail * (resamples - 1))], ratios[int((1 - tail) * (resamples - 1))]),
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
    """A forecaster that knows only how often questions of the same kind resolved YES, unsmoothed.

    For each question it uses the outcomes of same-category questions in the set that had
    resolved *before this question's cutoff*, so it is point-in-time like the agent; with no
    such earlier question it says 0.5. Two earlier NOs make it say 0.00: the score table shows
    it beside :func:`smoothed_base_rate_forecasts`, the baseline, to show what that costs.
    """
    forecasts = {}
    for question in questions:
        earlier = [
            other.resolved_outcome
            for other in _known_before(question, questions)
            if categories.get(other.question_id) == categories.get(question.question_id)
        ]
        forecasts[question.question_id] = statistics.fmean(earlier) if earlier else 0.5
    return forecasts


def smoothed_base_rate_forecasts(
    questions: Sequence[ForecastQuestion],
    categories: Mapping[str, str],
    strength: float = BASE_RATE_PRIOR_STRENGTH,
    overall_strength: float = OVERALL_RATE_PRIOR_STRENGTH,
) -> dict[str, float]:
    """A base rate that a handful of earlier questions cannot push to 0 or 1.

    For each question, from the questions that resolved before its cutoff (point in time):
    the overall rate ``p0 = (K + b * 0.5) / (N + b)`` of all ``N`` of them, ``K`` of which
    resolved YES, with ``b = overall_strength``; then its category's rate
    ``(k + a * p0) / (n + a)`` from the ``n`` earlier questions of its category, ``k`` YES,
    with ``a = strength`` (a Beta prior of ``a`` pseudo-questions at the overall rate). With no
    earlier question of the category (or no category) it is ``p0``; with no earlier question at
    all, 0.5. Both strengths are positive, so the rate is strictly inside (0, 1).
    """
    if strength <= 0 or overall_strength <= 0:
        raise ValueError("the prior strengths must be positive")
    forecasts = {}
    for question in questions:
        earlier = _known_before(question, questions)
        total = sum(other.resolved_outcome or 0.0 for other in earlier)
        overall = (total + overall_strength * 0.5) / (len(earlier) + overall_strength)
        category = categories.get(question.question_id)
        same = [
            other.resolved_outcome or 0.0
            for other in earlier
            if category is not None and categories.get(other.question_id) == category
        ]
        forecasts[question.question_id] = (
            (sum(same) + strength * overall) / (len(same) + strength) if same else overall
        )
    return forecasts


@dataclass(frozen=True)
class Fitted:
    """A forecast adjusted by a parameter fitted on the past: the parameter and the result."""

    parameter: float
    forecast: float


def recalibrate(p: float, factor: float, anchor: float = CALIBRATION_ANCHOR) -> float:
    """``p`` moved in log-odds around ``anchor``: ``logit^-1(A + factor * (logit(p) - A))``.

    ``A`` is ``anchor``'s log-odds. A factor below 1 shrinks toward the anchor (0 says the
    anchor), above 1 extremizes away from it, and exactly 1 returns ``p`` unchanged (unclipped).
    """
    if factor == 1.0:
        return p
    base = log_odds(anchor)
    return _from_log_odds(base + factor * (log_odds(p) - base))


def log_odds_blend(p: float, market: float, weight: float) -> float:
    """``logit^-1(weight * logit(p) + (1 - weight) * logit(market))``; weight 1 returns ``p``."""
    if weight == 1.0:
        return p
    if weight == 0.0:
        return market
    return _from_log_odds(weight * log_odds(p) + (1 - weight) * log_odds(market))


def _log_loss(p: float, outcome: float) -> float:
    """Minus the log of the probability given to what happened, ``p`` clipped for log-odds."""
    p = clip_for_log_odds(p)
    return -math.log(p if outcome == 1.0 else 1 - p)


def _fit(
    grid: Sequence[float],
    loss: Callable[[float], float],
    centre: float,
    sd: float,
) -> float:
    """The grid value minimising ``loss(x) + (x - centre)^2 / (2 sd^2)``, ties to the centre.

    The penalty is minus the log of a normal prior on ``x``; the loss is a sum over the
    history, so the prior's pull is the same however long the history and the data outweigh it
    as it grows. With an empty history the loss is 0 and the answer is the centre.
    """
    if centre not in grid:
        raise ValueError(f"the prior's centre {centre} is not on the grid")
    return min(
        grid,
        key=lambda x: (loss(x) + (x - centre) ** 2 / (2 * sd**2), abs(x - centre), x),
    )


def fit_calibration_factor(history: Sequence[tuple[float, float, float]]) -> float:
    """The log-odds factor for :func:`recalibrate`, from (panel, anchor, outcome) triples.

    It minimises the history's log loss of ``recalibrate(panel, factor, anchor)`` plus a normal
    prior on the factor around 1 (no change) with deviation :data:`CALIBRATION_PRIOR_SD`, over
    :data:`CALIBRATION_FACTORS`. No history: 1. Past forecasts that were overconfident: below 1,
    toward the anchor; underconfident: above 1.
    """

    def loss(factor: float) -> float:
        return sum(_log_loss(recalibrate(p, factor, a), o) for p, a, o in history)

    return _fit(CALIBRATION_FACTORS, loss, 1.0, CALIBRATION_PRIOR_SD)


def calibrate_point_in_time(
    questions: Sequence[ForecastQuestion],
    panel: Mapping[str, float],
    anchors: Mapping[str, float] | None = None,
) -> dict[str, Fitted]:
    """Per answered question, the calibration factor fitted only on the past, and its forecast.

    The fit for a question uses only the questions that resolved before its cutoff and that
    the panel answered, so no outcome the forecaster could not have known enters its
    calibration. ``anchors`` are what a factor of 0 would say (:data:`CALIBRATION_ANCHOR` for
    every question when None, as the runner calls it).
    """
    anchor = dict.fromkeys(panel, CALIBRATION_ANCHOR) if anchors is None else anchors
    out = {}
    for q in questions:
        if q.question_id not in panel:
            continue
        history = [
            (panel[o.question_id], anchor[o.question_id], o.resolved_outcome)
            for o in _known_before(q, questions)
            if o.question_id in panel
        ]
        factor = fit_calibration_factor(history)
        p = panel[q.question_id]
        out[q.question_id] = Fitted(factor, recalibrate(p, factor, anchor[q.question_id]))
    return out


def fit_blend_weight(history: Sequence[tuple[float, float, float]]) -> float:
    """The weight on the panel for :func:`log_odds_blend`, from (panel, market, outcome) triples.

    It minimises the history's log loss of the blend plus a normal prior on the weight around
    :data:`BLEND_PRIOR_CENTER` with deviation :data:`BLEND_PRIOR_SD`, over
    :data:`BLEND_WEIGHTS`. No history: the prior's centre.
    """

    def loss(weight: float) -> float:
        return sum(_log_loss(log_odds_blend(p, m, weight), o) for p, m, o in history)

    return _fit(BLEND_WEIGHTS, loss, BLEND_PRIOR_CENTER, BLEND_PRIOR_SD)


def blend_point_in_time(
    questions: Sequence[ForecastQuestion],
    panel: Mapping[str, float],
    market: Mapping[str, float],
) -> dict[str, Fitted]:
    """Per question with a panel forecast, the panel blended with its market in log-odds.

    The weight is fitted on the questions that resolved before its cutoff and had both a panel
    forecast and a market price (point in time, as the calibration). A question without a
    market price keeps the panel's forecast, with weight 1.
    """
    out = {}
    for q in questions:
        qid = q.question_id
        if qid not in panel:
            continue
        if qid not in market:
            out[qid] = Fitted(1.0, panel[qid])
            continue
        history = [
            (panel[o.question_id], market[o.question_id], o.resolved_outcome)
            for o in _known_before(q, questions)
            if o.question_id in panel and o.question_id in market
        ]
        weight = fit_blend_weight(history)
        out[qid] = Fitted(weight, log_odds_blend(panel[qid], market[qid], weight))
    return out


def _cutoff(question: ForecastQuestion) -> date:
    """A question's cutoff; point-in-time scoring cannot place a question without one."""
    if question.cutoff is None:
        raise DateParseError(
            f"question {question.question_id!r} has no cutoff_date; point-in-time scoring needs one"
        )
    return question.cutoff


def _known_before(
    question: ForecastQuestion, questions: Sequence[ForecastQuestion]
) -> list[ForecastQuestion]:
    """The ``questions`` whose outcome was known at ``question``'s cutoff: each has an outcome
    and resolved before that cutoff. Every point-in-time forecaster here learns from these."""
    cutoff = _cutoff(question)
    return [
        other
        for other in questions
        if other.resolved_outcome is not None
        and other.resolution is not None
        and other.resolution < cutoff
    ]
