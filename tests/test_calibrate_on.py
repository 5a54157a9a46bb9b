"""Calibrating on an earlier run (``backtest --calibrate-on RUN``): the fits and the past they use.

The fits (``_shrinkage``) are checked on forecasters whose skill is known by construction: noise,
a calibrated forecaster, an overconfident one, a panel that adds nothing to a market and one that
knows more. The past (``_calibrate_on``) is read from a mock run of the course's questions and
from the pinned notebook 04 record, both of which hold questions that resolved after the cutoff
they are asked for, so the questions left out are counted and named.
"""

from __future__ import annotations

import json
import math
import random
import shutil

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import PINNED_01, PINNED_04

from forecasting_agents.cli import main
from forecasting_agents.core._course import RESOLVED_QUESTIONS_PATH
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.evaluation._calibrate_on import load_calibration_source
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.evaluation._scoring import (
    brier_score,
    clip_for_log_odds,
    log_odds_blend,
    recalibrate,
)
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.evaluation._shrinkage import (
    MARKET_WEIGHTS,
    SHRINKAGE_FACTORS,
    fit_market_weight,
    fit_shrinkage_factor,
)
from forecasting_agents.record._trace import RunTrace

LATE = ("fomc-2025-12-cut", "nyc-2025-mayor-mamdani")
"""The course's two questions that resolved on or after 2025-10-16, the cutoff of a round."""


def question(cutoff: str, qid: str = "q") -> ForecastQuestion:
    return ForecastQuestion.from_dict(
        {
            "question": "Will it?",
            "cutoff_date": cutoff,
            "resolution_date": "2026-01-01",
            "question_id": qid,
        }
    )


def logistic(x: float) -> float:
    return 1 / (1 + math.exp(-x))


# --------------------------------------------------------------------------- the fits


def test_with_no_past_the_fits_say_what_needs_no_skill():
    assert fit_shrinkage_factor([]) == 0.0  # every forecast 0.5
    assert fit_market_weight([]) == 0.0  # the market's price


def test_a_forecaster_of_no_skill_is_shrunk_to_one_half():
    rng = random.Random(7)
    noise = [(rng.uniform(0.05, 0.95), float(rng.random() < 0.5)) for _ in range(2000)]
    assert fit_shrinkage_factor(noise) == 0.0
    few = noise[:12]  # a dozen questions, as an earlier run of the course's holds
    assert fit_shrinkage_factor(few) <= 0.1


def test_a_calibrated_forecaster_is_kept_and_an_overconfident_one_shrunk():
    rng = random.Random(11)
    stated = [rng.uniform(-3, 3) for _ in range(3000)]
    calibrated = [(logistic(x), float(rng.random() < logistic(x))) for x in stated]
    assert fit_shrinkage_factor(calibrated) >= 0.9
    # Its stated log-odds are twice what the outcomes bear out: the fit halves them.
    overconfident = [(logistic(2 * x), float(rng.random() < logistic(x))) for x in stated]
    assert 0.35 <= fit_shrinkage_factor(overconfident) <= 0.65


def test_the_blend_gives_the_panel_weight_only_for_what_it_adds_to_the_market():
    rng = random.Random(5)
    truth = [rng.uniform(-3, 3) for _ in range(2000)]
    outcomes = [float(rng.random() < logistic(x)) for x in truth]
    market = [logistic(x) for x in truth]  # the market knows all there is
    noise = [logistic(rng.uniform(-3, 3)) for _ in truth]
    adds_nothing = list(zip(noise, market, outcomes, strict=True))
    assert fit_market_weight(adds_nothing) == 0.0
    vague = [logistic(x / 3 + rng.gauss(0, 1)) for x in truth]  # a market that knows less
    knows_more = list(zip(market, vague, outcomes, strict=True))
    assert fit_market_weight(knows_more) >= 0.8


@settings(max_examples=200, deadline=None)
@given(
    history=st.lists(
        st.tuples(st.floats(0, 1), st.sampled_from([0.0, 1.0])), min_size=0, max_size=30
    ),
    p=st.floats(0, 1),
    outcome=st.sampled_from([0.0, 1.0]),
)
def test_a_calibrated_forecast_never_scores_worse_than_both_the_panel_and_a_coin(
    history, p, outcome
):
    """The no-harm bound: the factor is in [0, 1], so the forecast lies between 0.5 and the
    panel's, and its Brier score is at most the larger of theirs."""
    factor = fit_shrinkage_factor(history)
    assert factor in SHRINKAGE_FACTORS and 0.0 <= factor <= 1.0
    q = recalibrate(p, factor)
    assert min(p, 0.5) - 1e-12 <= q <= max(p, 0.5) + 1e-12
    worst = max(brier_score(p, outcome), 0.25)
    assert brier_score(q, outcome) <= worst + 1e-12


@settings(max_examples=200, deadline=None)
@given(
    history=st.lists(
        st.tuples(st.floats(0, 1), st.floats(0, 1), st.sampled_from([0.0, 1.0])), max_size=30
    ),
    p=st.floats(0, 1),
    m=st.floats(0, 1),
    outcome=st.sampled_from([0.0, 1.0]),
)
def test_a_blend_never_scores_worse_than_both_the_panel_and_the_market(history, p, m, outcome):
    """The blend lies between the two in log-odds, which are taken of each clipped into
    [LOG_ODDS_CLIP, 1 - LOG_ODDS_CLIP]; at a weight of 0 or 1 it is one of them, unclipped."""
    weight = fit_market_weight(history)
    assert weight in MARKET_WEIGHTS
    b = log_odds_blend(p, m, weight)
    if 0.0 < weight < 1.0:
        p, m = clip_for_log_odds(p), clip_for_log_odds(m)
    assert brier_score(b, outcome) <= max(brier_score(p, outcome), brier_score(m, outcome)) + 1e-9


# --------------------------------------------------------------------------- the past


@pytest.fixture(scope="module")
def course_run(tmp_path_factory):
    """A mock backtest of the course's 16 questions (the mock's forecasts are noise)."""
    out = tmp_path_factory.mktemp("course") / "run"
    assert main(["backtest", "--provider", "mock", "--out", str(out)]) == 0
    return out


def test_the_past_is_the_earlier_runs_questions_resolved_before_the_earliest_cutoff(course_run):
    source = load_calibration_source(course_run, [question("2025-10-20"), question("2025-10-16")])
    assert source.before == "2025-10-16"  # the earliest cutoff of this run
    assert sorted(source.left_out) == sorted(LATE)  # resolved on or after it
    assert all(past.resolution_date < "2025-10-16" for past in source.used)
    assert not {past.question_id for past in source.used} & set(LATE)
    trace = RunTrace.load(next(course_run.glob("backtest_*.json")))
    answered = [
        row
        for row in trace.params["scorecard"]["questions"]
        if row["scored"] and row["panel_mean"] is not None
    ]
    assert len(source.used) + len(source.left_out) == len(answered) == 15
    assert source.digest == trace.verified_digest and source.trace == trace.filename()
    assert source.model == "mock:canned-research-v1"
    # The mock's panel is noise: the fit shrinks it all the way to 0.5; no question had a price.
    assert (source.factor, source.weight, source.priced) == (0.0, 0.0, 0)
    lines = "\n".join(source.summary_lines("mock:canned-research-v1"))
    assert "13 answered, resolved questions of backtest_" in lines
    assert "2 resolved on or after it (or have no resolution date) and are left out" in lines
    assert "fomc-2025-12-cut, nyc-2025-mayor-mamdani" in lines and "note:" not in lines
    # A trace file and the run directory holding it are the same past.
    assert load_calibration_source(trace.source_path, [question("2025-10-16")]) == source


def test_an_earlier_cutoff_leaves_more_out_and_none_left_is_an_error_naming_run(course_run):
    early = load_calibration_source(course_run, [question("2025-05-01")])
    assert len(early.used) < 13 and len(early.used) + len(early.left_out) == 15
    with pytest.raises(BacktestConfigError) as refused:
        load_calibration_source(course_run, [question("2025-01-20")])
    message = str(refused.value)
    assert message.startswith(f"--calibrate-on {course_run}: none of its 15 answered")
    assert "resolved before 2025-01-20" in message and "(15 left out)" in message


def test_the_pinned_04_record_is_a_past_vouched_for_by_the_course_questions():
    """Notebook 04's record holds no scorecard: its outcomes come from the questions file whose
    hash it recorded, and its agents are told apart by their calls' labels."""
    source = load_calibration_source(PINNED_04, [question("2025-10-16")])
    assert source.digest == RunTrace.load(PINNED_04).verified_digest
    assert sorted(source.left_out) == sorted(LATE) and len(source.used) == 13
    # That record's model forecast YES at 0.6-0.8 on every question; 5 of the 13 resolved YES.
    assert all(0.6 <= past.panel <= 0.83 for past in source.used)
    assert sum(past.outcome for past in source.used) == 5 and source.factor == 0.0
    note = source.summary_lines("mock:canned-research-v1")[-1]
    assert note.startswith("calibrate-on: note:") and "says little about another's" in note


def test_a_record_that_cannot_be_a_past_is_refused_naming_run(tmp_path, course_run):
    other = tmp_path / "questions.jsonl"
    lines = RESOLVED_QUESTIONS_PATH.read_text(encoding="utf-8").splitlines()
    other.write_text("\n".join(lines[1:]) + "\n", encoding="utf-8")
    with pytest.raises(BacktestConfigError, match=r"hashes to .* not to the trace's"):
        load_calibration_source(PINNED_04, [question("2025-10-16")], questions_file=other)
    with pytest.raises(BacktestConfigError, match="records no question_ids"):
        load_calibration_source(PINNED_01, [question("2025-10-16")])
    with pytest.raises(BacktestConfigError, match="not a usable trace"):
        load_calibration_source(tmp_path / "absent.json", [question("2025-10-16")])
    with pytest.raises(BacktestConfigError, match="not a run directory"):
        load_calibration_source(tmp_path, [question("2025-10-16")])
    unfinished = tmp_path / "unfinished"
    shutil.copytree(course_run, unfinished)
    next(unfinished.glob("backtest_*.json")).unlink()
    with pytest.raises(BacktestConfigError, match="holds no trace yet"):
        load_calibration_source(unfinished, [question("2025-10-16")])
    edited = tmp_path / "edited.json"
    data = json.loads(next(course_run.glob("backtest_*.json")).read_text(encoding="utf-8"))
    data["params"]["scorecard"]["questions"][0]["outcome"] = (
        1.0 - (data["params"]["scorecard"]["questions"][0]["outcome"])
    )
    edited.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(BacktestConfigError, match="not a usable trace"):
        load_calibration_source(edited, [question("2025-10-16")])


def test_settings_record_the_past_only_when_there_is_one(course_run):
    assert "calibrate_on" not in BacktestSettings(calibrate=True).recorded()
    source = load_calibration_source(course_run, [question("2025-10-16")])
    recorded = BacktestSettings(calibrate=True, calibrate_on=source).recorded()["calibrate_on"]
    assert recorded == {
        "trace": source.trace,
        "digest": source.digest,
        "resolved_before": "2025-10-16",
        "questions": 13,
        "left_out": 2,
        "priced": 0,
        "calibration_factor": 0.0,
        "blend_weight": 0.0,
    }
    with pytest.raises(BacktestConfigError, match="with calibrate=True"):
        BacktestSettings(calibrate_on=source)
