"""Tests for the scoring functions beyond the scoring tests in test_research."""

from __future__ import annotations

import statistics

import pytest

from forecasting_agents.evaluation import (
    bootstrap_interval,
    brier_score,
    log_score,
    paired_difference,
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
