"""Tests for the scoring functions (beyond those in test_research): scores, log-odds aggregation,
smoothed base rates, calibration, the market blend and skill scores."""

from __future__ import annotations

import math
import random
import statistics

import pytest
from hypothesis import given
from hypothesis import strategies as st
from question_support import artifacts, resolved_question

from forecasting_agents.evaluation._scoring import (
    BLEND_PRIOR_CENTER,
    BLEND_WEIGHTS,
    CALIBRATION_FACTORS,
    LOG_ODDS_CLIP,
    LOG_SCORE_EPSILON,
    OVERALL_RATE_PRIOR_STRENGTH,
    TRIM_COUNT,
    aggregate_forecasts,
    base_rate_forecasts,
    blend_point_in_time,
    bootstrap_interval,
    brier_index,
    brier_score,
    calibrate_point_in_time,
    clip_for_log_odds,
    fit_blend_weight,
    log_odds,
    log_odds_blend,
    log_odds_mean,
    log_score,
    paired_difference,
    recalibrate,
    skill_score,
    smoothed_base_rate_forecasts,
    summarize_scores,
    trimmed_log_odds_mean,
)


def test_paired_difference_is_per_question_and_joined_on_id():
    outcomes = {"a": 1.0, "b": 0.0, "c": 1.0}
    better = {"a": 0.9, "b": 0.2, "c": 0.6}
    worse = {"c": 0.5, "b": 0.5, "a": 0.5}
    diff = paired_difference("better minus worse", better, worse, outcomes)
    briers = [brier_score(better[q], outcomes[q]) - 0.25 for q in "abc"]
    logs = [log_score(better[q], outcomes[q]) - log_score(0.5, 1.0) for q in "abc"]
    assert diff.n == 3
    assert diff.brier == pytest.approx(statistics.fmean(briers)) and diff.brier < 0
    assert diff.log == pytest.approx(statistics.fmean(logs)) and diff.log > 0
    assert diff.brier_interval == bootstrap_interval(briers)


def test_paired_difference_refuses_a_forecast_without_outcome():
    with pytest.raises(KeyError, match="no outcome"):
        paired_difference("x", {"zzz": 0.3}, {"zzz": 0.5}, {"a": 1.0})


# --------------------------------------------------------------------------- log-odds aggregation


def test_log_odds_mean_and_its_trimmed_form_on_known_panels():
    assert log_odds_mean([0.9, 0.9, 0.5]) == pytest.approx(1 / (1 + 9 ** (-2 / 3)))
    assert log_odds_mean([0.2, 0.8]) == pytest.approx(0.5)
    # The most extreme forecast (farthest from 0.5 in log-odds) is dropped, with three or more.
    assert trimmed_log_odds_mean([0.6, 0.7, 1.0]) == pytest.approx(log_odds_mean([0.6, 0.7]))
    assert trimmed_log_odds_mean([0.01, 0.6, 0.7]) == pytest.approx(log_odds_mean([0.6, 0.7]))
    assert trimmed_log_odds_mean([0.9, 1.0]) == log_odds_mean([0.9, 1.0])  # too few to trim
    # Ties go to the earlier forecast: 0.2 and 0.8 are equally extreme.
    assert trimmed_log_odds_mean([0.2, 0.8, 0.6]) == pytest.approx(log_odds_mean([0.8, 0.6]))
    # A 0 or a 1 is clipped, never infinite.
    assert log_odds(1.0) == pytest.approx(math.log(0.98 / 0.02))
    assert log_odds_mean([0.0, 1.0]) == pytest.approx(0.5)
    assert log_odds_mean([1.0, 1.0]) == pytest.approx(1 - LOG_ODDS_CLIP)


def test_aggregate_counts_clipped_and_trimmed_forecasts_and_ignores_abstentions():
    summary = aggregate_forecasts(artifacts(1.0, 0.7, None, 0.0))
    assert (summary.n_forecasts, summary.n_members) == (3, 4)
    assert summary.mean == pytest.approx(1.7 / 3)
    assert summary.n_clipped == 2 and summary.n_trimmed == TRIM_COUNT
    assert summary.log_odds_mean == pytest.approx(log_odds_mean([1.0, 0.7, 0.0]))
    assert summary.trimmed == pytest.approx(log_odds_mean([0.7, 0.0]))
    empty = aggregate_forecasts(artifacts(None, None))
    assert empty.log_odds_mean is None and empty.trimmed is None and empty.n_clipped == 0


probabilities = st.floats(0.0, 1.0, allow_nan=False)


@given(st.lists(probabilities, min_size=1, max_size=12))
def test_every_aggregate_lies_within_its_clipped_members(values):
    low, high = (clip_for_log_odds(f(values)) for f in (min, max))
    for aggregate in (log_odds_mean(values), trimmed_log_odds_mean(values)):
        assert low - 1e-12 <= aggregate <= high + 1e-12
    summary = aggregate_forecasts(artifacts(*values))
    assert min(values) <= summary.mean <= max(values)
    assert min(values) <= summary.median <= max(values)
    assert summary.n_clipped == sum(not LOG_ODDS_CLIP <= v <= 1 - LOG_ODDS_CLIP for v in values)


@given(probabilities, st.sampled_from([0.0, 1.0]))
def test_the_clipped_log_score_and_log_odds_are_always_finite(p, outcome):
    assert math.isfinite(log_score(p, outcome))
    assert log_score(p, outcome) >= math.log(LOG_SCORE_EPSILON)
    assert math.isfinite(log_odds(p))
    summary = summarize_scores("x", {"q": p}, {"q": outcome})
    assert all(math.isfinite(v) for v in (summary.brier, summary.log, *summary.log_interval))


# --------------------------------------------------------------------------- base rates

q = resolved_question


def test_the_smoothed_base_rate_on_known_histories():
    questions = [
        q("a", "2025-01-01", "2025-01-10", 0.0),
        q("b", "2025-02-01", "2025-02-10", 0.0),
        q("c", "2025-03-01", "2025-03-10", 1.0),
        q("d", "2025-03-05", "2025-03-20", 1.0),
    ]
    kinds = {"a": "fed", "b": "fed", "c": "fed", "d": "vote"}
    rates = smoothed_base_rate_forecasts(questions, kinds, strength=4.0, overall_strength=2.0)
    assert rates["a"] == 0.5  # no history at all
    overall_b = (0 + 2 * 0.5) / (1 + 2)  # a (NO) had resolved
    assert rates["b"] == pytest.approx((0 + 4 * overall_b) / (1 + 4))
    overall_c = (0 + 2 * 0.5) / (2 + 2)  # a and b (two NOs): unsmoothed, it would say 0.00
    assert rates["c"] == pytest.approx((0 + 4 * overall_c) / (2 + 4))
    assert rates["d"] == pytest.approx(overall_c)  # no earlier "vote": the overall rate
    assert base_rate_forecasts(questions, kinds)["c"] == 0.0  # what smoothing prevents


outcomes_st = st.lists(st.sampled_from([0.0, 1.0]), min_size=1, max_size=12)


@given(outcomes_st, st.lists(st.sampled_from("xyz"), min_size=12, max_size=12))
def test_the_smoothed_base_rate_is_inside_the_unit_interval_and_the_overall_rate_alone(
    outcomes, kinds
):
    questions = [
        q(f"q{i}", f"2025-{i + 1:02d}-01", f"2025-{i + 1:02d}-10", o)
        for i, o in enumerate(outcomes)
    ]
    categories = {f"q{i}": kinds[i] for i in range(len(outcomes))}
    rates = smoothed_base_rate_forecasts(questions, categories)
    for i, question in enumerate(questions):
        assert 0 < rates[question.question_id] < 1
        earlier = outcomes[:i]
        same = [o for j, o in enumerate(earlier) if kinds[j] == kinds[i]]
        if not same:
            overall = (sum(earlier) + OVERALL_RATE_PRIOR_STRENGTH * 0.5) / (
                len(earlier) + OVERALL_RATE_PRIOR_STRENGTH
            )
            assert rates[question.question_id] == pytest.approx(overall)
    # With no categories at all, every question gets the overall rate.
    alone = smoothed_base_rate_forecasts(questions, {})
    assert alone[questions[0].question_id] == 0.5


# --------------------------------------------------------------------------- calibration, blend


def test_recalibrate_and_blend_on_known_values():
    assert recalibrate(0.8, 0.0) == pytest.approx(0.5)
    assert recalibrate(0.8, 0.5) == pytest.approx(1 / (1 + 4**-0.5))  # odds 4 -> 2
    assert recalibrate(0.8, 2.0) == pytest.approx(16 / 17)  # odds 4 -> 16
    assert recalibrate(0.8, 0.0, anchor=0.3) == pytest.approx(0.3)
    assert recalibrate(1.0, 1.0) == 1.0  # factor 1: the input, unclipped
    assert log_odds_blend(0.8, 0.2, 0.5) == pytest.approx(0.5)
    assert log_odds_blend(0.9, 0.2, 1.0) == 0.9 and log_odds_blend(0.9, 0.2, 0.0) == 0.2


def test_the_blend_weight_follows_whichever_scored_better_in_the_past():
    assert fit_blend_weight([]) == BLEND_PRIOR_CENTER
    market_right = [(0.9, 0.1, 0.0), (0.2, 0.8, 1.0), (0.8, 0.3, 0.0)] * 4
    panel_right = [(0.1, 0.9, 0.0), (0.8, 0.2, 1.0), (0.3, 0.8, 0.0)] * 4
    assert fit_blend_weight(market_right) < BLEND_PRIOR_CENTER < fit_blend_weight(panel_right)
    assert fit_blend_weight(market_right) in BLEND_WEIGHTS


def dated(n):
    return [
        q(f"q{i}", f"2025-{i + 1:02d}-01", f"2025-{i + 1:02d}-10", float(i % 2)) for i in range(n)
    ]


@given(st.lists(probabilities, min_size=1, max_size=8))
def test_calibration_with_no_history_returns_the_input(values):
    # Every question has the same cutoff, so none resolved before another's.
    questions = [q(f"q{i}", "2025-05-01", "2025-05-10", 1.0) for i in range(len(values))]
    panel = {f"q{i}": v for i, v in enumerate(values)}
    fitted = calibrate_point_in_time(questions, panel)
    assert {k: (f.parameter, f.forecast) for k, f in fitted.items()} == {
        k: (1.0, v) for k, v in panel.items()
    }


@given(st.lists(probabilities, min_size=1, max_size=8), st.lists(probabilities, max_size=8))
def test_the_blend_without_a_market_price_returns_the_panel(values, prices):
    questions = dated(len(values))
    panel = {f"q{i}": v for i, v in enumerate(values)}
    market = {f"q{i}": p for i, p in enumerate(prices[: len(values)]) if i % 2}
    blended = blend_point_in_time(questions, panel, market)
    for qid, fitted in blended.items():
        if qid not in market:
            assert (fitted.parameter, fitted.forecast) == (1.0, panel[qid])
        else:
            assert math.isfinite(fitted.forecast) and 0 < fitted.forecast < 1


@given(st.lists(st.tuples(probabilities, st.sampled_from([0.0, 1.0])), max_size=10))
def test_calibrated_forecasts_are_finite_probabilities_whatever_the_history(history):
    questions = [
        q(f"q{i}", f"2025-{i + 1:02d}-01", f"2025-{i + 1:02d}-10", o)
        for i, (_, o) in enumerate(history)
    ]
    panel = {f"q{i}": p for i, (p, _) in enumerate(history)}
    for fitted in calibrate_point_in_time(questions, panel).values():
        assert fitted.parameter in CALIBRATION_FACTORS
        assert 0 <= fitted.forecast <= 1 and math.isfinite(fitted.forecast)


# --------------------------------------------------------------------------- skill scores


def test_brier_skill_scores_and_the_brier_index_on_known_values():
    outcomes = {"a": 1.0, "b": 0.0}
    forecasts = {"a": 0.8, "b": 0.4}  # Brier 0.04 and 0.16: mean 0.10
    coin = skill_score("x", forecasts, dict.fromkeys(outcomes, 0.5), outcomes)
    assert coin.n == 2 and coin.value == pytest.approx(1 - 0.10 / 0.25)
    low, high = coin.interval
    assert low <= coin.value <= high
    briers = [1 - brier_score(forecasts[k], outcomes[k]) / 0.25 for k in "ab"]
    assert coin.interval == pytest.approx(bootstrap_interval(briers))  # the same draws
    market = {"a": 0.6, "b": 0.4}  # Brier 0.16 and 0.16
    assert skill_score("x", forecasts, market, outcomes).value == pytest.approx(1 - 0.10 / 0.16)
    perfect = skill_score("x", forecasts, {"a": 1.0, "b": 0.0}, outcomes)
    assert perfect.value is None and perfect.interval is None  # a reference of Brier 0
    # ForecastBench's scale (src/leaderboard/main.py): 100 perfect, 50 a coin, 0 always wrong.
    assert brier_index(0.25) == pytest.approx(50) and brier_index(0.0) == 100.0
    assert brier_index(1.0) == 0.0 and brier_index(0.04) == pytest.approx(80)


# --------------------------------------------------------------------------- bootstrap draws


def _python_resample_sums(values, resamples, seed):
    """The plain definition the vectorised intervals must match float for float."""
    draws = random.Random(seed).choices(values, k=len(values) * resamples)
    n = len(values)
    return [sum(draws[i * n : (i + 1) * n]) for i in range(resamples)]


_SCORES = st.lists(
    st.one_of(
        st.floats(-1, 1, allow_nan=False),
        st.sampled_from([0.0, -0.0, 0.25, 1.0, 1e-12]),
    ),
    min_size=1,
    max_size=40,
)


@given(values=_SCORES, resamples=st.integers(1, 300), seed=st.integers(0, 5))
def test_a_bootstrap_interval_is_exactly_the_one_random_choices_gives(values, resamples, seed):
    means = sorted(s / len(values) for s in _python_resample_sums(values, resamples, seed))
    tail = (1 - 0.9) / 2
    expected = means[int(tail * (resamples - 1))], means[int((1 - tail) * (resamples - 1))]
    low, high = bootstrap_interval(values, 0.9, resamples, seed)
    assert (low, high) == expected
    assert math.copysign(1, low) == math.copysign(1, expected[0])  # 0.0, never -0.0


@given(
    ours=st.lists(st.floats(0, 1), min_size=1, max_size=30),
    outcomes_seed=st.integers(0, 1000),
    seed=st.integers(0, 5),
)
def test_a_skill_interval_is_exactly_the_one_random_choices_gives(ours, outcomes_seed, seed):
    coin = random.Random(outcomes_seed)
    ids = [str(i) for i in range(len(ours))]
    outcomes = {q: float(coin.random() < 0.5) for q in ids}
    forecasts, reference = dict(zip(ids, ours, strict=True)), dict.fromkeys(ids, 0.5)
    skill = skill_score("x", forecasts, reference, outcomes, resamples=200, seed=seed)
    mine = [brier_score(forecasts[q], outcomes[q]) for q in sorted(ids)]
    theirs = [brier_score(reference[q], outcomes[q]) for q in sorted(ids)]
    ratios = sorted(
        1 - a / b
        for a, b in zip(
            _python_resample_sums(mine, 200, seed),
            _python_resample_sums(theirs, 200, seed),
            strict=True,
        )
    )
    tail = (1 - 0.9) / 2
    assert skill.interval == (ratios[int(tail * 199)], ratios[int((1 - tail) * 199)])
