"""Tests for the ablation table: each variant is what it says, on the same questions, and the
headline agrees with the runner's own scores."""

from __future__ import annotations

import dataclasses

import pytest
from question_support import artifacts, resolved_question

from forecasting_agents.evaluation._ablation import ABLATION_FIELDS, HEADLINE, ablation_rows
from forecasting_agents.evaluation._scoring import brier_score
from forecasting_agents.evaluation._tables import question_rows, score_rows

QUESTIONS = [
    resolved_question("a", "2025-01-10", "2025-01-20", 1.0),
    resolved_question("b", "2025-02-10", "2025-02-20", 0.0),
    resolved_question("c", "2025-03-10", "2025-03-20", 1.0),
    resolved_question("d", "2025-04-10", "2025-04-20", 0.0),
]
CATEGORIES = {"a": "x", "b": "x", "c": "y", "d": "y"}
PANELS = {
    "a": artifacts(0.9, 0.7, None),
    "b": artifacts(None, 0.4, 0.98),
    "c": artifacts(0.6, None, None),
    "d": artifacts(None, None, None),
}


def by_variant(rows):
    return {row["variant"]: row for row in rows}


def test_every_row_has_the_declared_fields_and_is_scored_on_every_question():
    rows = ablation_rows(QUESTIONS, PANELS, CATEGORIES)
    assert rows[0]["variant"] == HEADLINE
    for row in rows:
        assert tuple(row) == ABLATION_FIELDS
        assert row["n"] == len(QUESTIONS)  # an abstaining variant is scored as 0.5, not dropped
        assert row["brier_low"] <= row["brier"] <= row["brier_high"]


def test_the_headline_is_the_runners_panel_with_abstentions_at_one_half():
    rows = by_variant(ablation_rows(QUESTIONS, PANELS, CATEGORIES))
    runner = question_rows(QUESTIONS, CATEGORIES, PANELS)
    padded = next(r for r in score_rows(runner) if r["forecaster"] == "panel, abstain = 0.5")
    assert rows[HEADLINE]["brier"] == pytest.approx(padded["brier"])
    assert rows[HEADLINE]["minus_headline"] == 0.0
    assert rows["always 0.5"]["minus_coin"] == 0.0


def test_a_smaller_panel_uses_only_its_first_members():
    rows = by_variant(ablation_rows(QUESTIONS, PANELS, CATEGORIES))
    one = rows["first 1 of 3 agents, mean"]
    # The first agent committed on a (0.9) and c (0.6); b and d count as 0.5.
    expected = [brier_score(0.9, 1), 0.25, brier_score(0.6, 1), 0.25]
    assert one["committed"] == 2
    assert one["brier"] == pytest.approx(sum(expected) / 4)
    assert "first 3 of 3 agents, mean" not in rows  # that is the headline


def test_the_clipping_row_uses_the_models_own_values():
    clipped = [dataclasses.replace(a, p_yes_raw=1.0) if a.p_yes == 0.98 else a for a in PANELS["b"]]
    rows = by_variant(ablation_rows(QUESTIONS, {**PANELS, "b": clipped}, CATEGORIES))
    own = rows["panel, mean of the model's own values"]
    assert own["brier"] > rows[HEADLINE]["brier"]  # 1.0 on a NO costs more than 0.98
    unclipped = by_variant(ablation_rows(QUESTIONS, PANELS, CATEGORIES))
    assert unclipped["panel, mean of the model's own values"]["minus_headline"] == 0.0


def test_a_question_without_a_panel_or_an_outcome_is_refused_by_name():
    with pytest.raises(ValueError, match=r"without a panel: \['d'\]"):
        ablation_rows(QUESTIONS, {k: v for k, v in PANELS.items() if k != "d"}, CATEGORIES)
    open_question = dataclasses.replace(QUESTIONS[0], resolved_outcome=None)
    with pytest.raises(ValueError, match=r"without an outcome: \['a'\]"):
        ablation_rows([open_question, *QUESTIONS[1:]], PANELS, CATEGORIES)
