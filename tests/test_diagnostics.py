"""Murphy's decomposition of the Brier score, and the scores by category."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forecasting_agents.evaluation._diagnostics import (
    DECOMPOSITION_BINS,
    brier_decomposition,
    category_scores,
)
from forecasting_agents.evaluation._scoring import brier_score, reliability_table

# Forecasts already on their bin's value (one per bin), each with an outcome: the identity holds
# exactly there, since no forecast differs from its bin's mean.
binned = st.lists(
    st.tuples(st.integers(0, DECOMPOSITION_BINS - 1), st.sampled_from([0.0, 1.0])),
    min_size=1,
    max_size=200,
)


@given(binned)
def test_reliability_minus_resolution_plus_uncertainty_is_the_brier_score_on_binned_forecasts(
    pairs,
):
    forecasts = {f"q{i}": (k + 0.5) / DECOMPOSITION_BINS for i, (k, _) in enumerate(pairs)}
    outcomes = {f"q{i}": o for i, (_, o) in enumerate(pairs)}
    parts = brier_decomposition(forecasts, outcomes)
    brier = sum(brier_score(forecasts[q], outcomes[q]) for q in forecasts) / len(forecasts)
    assert math.isclose(
        parts["reliability"] - parts["resolution"] + parts["uncertainty"], brier, abs_tol=1e-12
    )
    assert math.isclose(parts["brier"], brier, abs_tol=1e-12)
    assert abs(parts["within_bin"]) < 1e-12
    assert parts["reliability"] >= 0 and parts["resolution"] >= 0
    assert 0 <= parts["uncertainty"] <= 0.25


@given(st.lists(st.tuples(st.floats(0, 1), st.sampled_from([0.0, 1.0])), min_size=1))
def test_the_parts_add_up_to_the_brier_score_for_any_forecasts(pairs):
    forecasts = {f"q{i}": p for i, (p, _) in enumerate(pairs)}
    outcomes = {f"q{i}": o for i, (_, o) in enumerate(pairs)}
    parts = brier_decomposition(forecasts, outcomes)
    total = parts["reliability"] - parts["resolution"] + parts["uncertainty"] + parts["within_bin"]
    assert math.isclose(total, parts["brier"], abs_tol=1e-12)


def test_a_worked_example():
    # Two bins: 0.2 (said twice, one YES) and 0.8 (said twice, two YES). Base rate 3/4.
    forecasts = {"a": 0.2, "b": 0.2, "c": 0.8, "d": 0.8}
    outcomes = {"a": 1.0, "b": 0.0, "c": 1.0, "d": 1.0}
    parts = brier_decomposition(forecasts, outcomes)
    assert math.isclose(parts["reliability"], (2 * 0.3**2 + 2 * 0.2**2) / 4)
    assert math.isclose(parts["resolution"], (2 * 0.25**2 + 2 * 0.25**2) / 4)
    assert math.isclose(parts["uncertainty"], 0.75 * 0.25)
    assert math.isclose(parts["brier"], (0.64 + 0.04 + 0.04 + 0.04) / 4)


def test_the_bins_are_the_reliability_tables():
    forecasts = {"a": 0.1, "b": 0.15, "c": 0.99, "d": 1.0}
    outcomes = dict.fromkeys(forecasts, 1.0)
    table = reliability_table(forecasts, outcomes, bins=DECOMPOSITION_BINS)
    assert [r["count"] for r in table if r["count"]] == [2, 2]


def test_no_forecast_or_a_forecast_without_outcome_is_refused():
    with pytest.raises(ValueError, match="no forecasts"):
        brier_decomposition({}, {})
    with pytest.raises(KeyError, match="'x'"):
        brier_decomposition({"x": 0.5}, {})


def test_scores_by_category_count_answered_questions_only():
    rows = [
        {"category": "a", "scored": True, "outcome": 1.0, "panel_mean": 0.8, "base_rate": 0.5},
        {"category": "a", "scored": True, "outcome": 0.0, "panel_mean": 0.4, "base_rate": None},
        {"category": "b", "scored": True, "outcome": 0.0, "panel_mean": None, "base_rate": 0.5},
        {"category": "b", "scored": False, "outcome": None, "panel_mean": 0.3, "base_rate": 0.5},
        {"category": None, "scored": True, "outcome": 1.0, "panel_mean": 0.9, "base_rate": 0.6},
    ]
    found = category_scores(rows, {"panel_mean": "panel", "base_rate": "base rate"})
    assert [(r["category"], r["n"]) for r in found] == [("a", 2), ("none", 1)]
    assert math.isclose(found[0]["brier"]["panel"], (0.04 + 0.16) / 2)
    assert math.isclose(found[0]["brier"]["base rate"], 0.25)
    assert math.isclose(found[1]["brier"]["base rate"], 0.16)
