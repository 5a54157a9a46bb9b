"""Fits that can only move a forecast back toward what needs no skill: ``--calibrate-on``'s.

``backtest --calibrate`` fits its calibration and its panel-market blend per question on the same
run's past (:func:`forecasting_agents.evaluation._scoring.calibrate_point_in_time`), with priors at
"no change". A run calibrated on an earlier run (``backtest --calibrate-on RUN``,
:mod:`forecasting_agents.evaluation._calibrate_on`) fits once, before it starts, with the fits
here, and applies the one factor and the one weight to every question it answers.

Conventions
-----------
- A fit is the maximum a posteriori value on a grid: the earlier run's log loss plus a half-normal
  prior at the value that needs no skill (a factor of 0 says 0.5; a weight of 0 on the panel says
  the market's price), ties going to that value (``_scoring._fit``, the point-in-time fits' own).
- Bounded to [0, 1], so the result lies between what needs no skill and the panel: on any
  question its Brier score is at most the larger of theirs (Brier is convex in the forecast),
  theirs taken after the clip into [LOG_ODDS_CLIP, 1 - LOG_ODDS_CLIP] that log-odds need (a
  factor or weight of exactly 0 or 1 returns one of them unclipped).
- Why penalised and not cross-validated: an earlier run holds a dozen or so questions; leave-one-
  out estimates on so few choose among 21 grid values by noise and have no principled tie-break,
  while the prior states in one number how much evidence a departure from "no skill" needs, and
  the bound makes the no-harm property hold whatever the data say.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from forecasting_agents.evaluation._scoring import (
    BLEND_WEIGHTS,
    Fitted,
    _fit,
    _log_loss,
    log_odds_blend,
    recalibrate,
)

__all__ = [
    "MARKET_WEIGHTS",
    "MARKET_WEIGHT_PRIOR_SD",
    "SHRINKAGE_FACTORS",
    "SHRINKAGE_PRIOR_SD",
    "blend_with_weight",
    "calibrate_with_factor",
    "fit_market_weight",
    "fit_shrinkage_factor",
]


SHRINKAGE_FACTORS = tuple(i / 20 for i in range(21))
"""Log-odds factors tried: 0 (say 0.5) to 1 (the panel as it is); never above 1, so a
calibration fitted on another run's past may shrink the panel but never extremize it."""
SHRINKAGE_PRIOR_SD = 0.5
"""The factor's prior is a half-normal at 0 (no skill) with this deviation: keeping the panel as
it is (factor 1) costs 2 nats, about what four confident, correct past forecasts (0.85 on what
happened) gain over 0.5 in log loss."""
MARKET_WEIGHTS = BLEND_WEIGHTS
"""Weights on the panel's log-odds tried (0 to 1); the rest goes to the market's."""
MARKET_WEIGHT_PRIOR_SD = 0.5
"""The panel's weight has a half-normal prior at 0 (the market alone) with this deviation: the
panel earns weight only by what it added to the market on past questions."""


def fit_shrinkage_factor(history: Sequence[tuple[float, float]]) -> float:
    """The factor b in [0, 1] of :func:`forecasting_agents.evaluation.recalibrate` (toward 0.5),
    from an earlier run's (panel, outcome) pairs.

    It minimises, over :data:`SHRINKAGE_FACTORS`, the pairs' log loss of ``recalibrate(panel,
    b)`` plus ``b^2 / (2 sd^2)`` with ``sd`` :data:`SHRINKAGE_PRIOR_SD`: a half-normal prior at
    no skill. With no history b is 0 (every forecast 0.5); a panel whose past forecasts were
    noise scored no better than 0.5 in log loss, so the loss and the prior both hold b at or
    near 0; the panel is kept (b near 1) only as far as its past log loss pays for the prior.
    """

    def loss(factor: float) -> float:
        return sum(_log_loss(recalibrate(p, factor), o) for p, o in history)

    return _fit(SHRINKAGE_FACTORS, loss, 0.0, SHRINKAGE_PRIOR_SD)


def fit_market_weight(history: Sequence[tuple[float, float, float]]) -> float:
    """The weight w in [0, 1] on the panel in
    :func:`forecasting_agents.evaluation._scoring.log_odds_blend`, from an earlier run's (panel,
    market, outcome) triples.

    It minimises, over :data:`MARKET_WEIGHTS`, the triples' log loss of the blend plus
    ``w^2 / (2 sd^2)`` with ``sd`` :data:`MARKET_WEIGHT_PRIOR_SD`: a half-normal prior at the
    market alone. So w goes to 0 when the panel added nothing over the market on past questions,
    or when none of them had a price, and the blend is then the market's price.
    """

    def loss(weight: float) -> float:
        return sum(_log_loss(log_odds_blend(p, m, weight), o) for p, m, o in history)

    return _fit(MARKET_WEIGHTS, loss, 0.0, MARKET_WEIGHT_PRIOR_SD)


def calibrate_with_factor(panel: Mapping[str, float], factor: float) -> dict[str, Fitted]:
    """Every panel forecast recalibrated toward 0.5 by one factor fitted beforehand: open
    questions too, since none of this run's outcomes entered the fit."""
    return {qid: Fitted(factor, recalibrate(p, factor)) for qid, p in panel.items()}


def blend_with_weight(
    panel: Mapping[str, float], market: Mapping[str, float], weight: float
) -> dict[str, Fitted]:
    """Every panel forecast that has a market price blended with it by one weight fitted
    beforehand; a question without a price keeps the panel's forecast (weight 1)."""
    return {
        qid: Fitted(weight, log_odds_blend(p, market[qid], weight))
        if qid in market
        else Fitted(1.0, p)
        for qid, p in panel.items()
    }
