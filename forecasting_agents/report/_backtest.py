"""The report's backtest section: the scores against the baselines, and the reliability.

Conventions
-----------
- The scores are the runner's own: a trace the runner wrote records its scorecard
  (:data:`forecasting_agents.evaluation._results.SCORECARD_PARAM`), and the page shows those rows; a
  trace that records only its questions' hash is scored with the runner's functions
  (:func:`forecasting_agents.evaluation.score_rows`,
  :func:`forecasting_agents.evaluation.reliability_table`) on a questions file the caller names,
  refused unless its hash is the recorded one. No other file is ever read.
- The trace is untrusted: a recorded scorecard is checked for the fields the page reads.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.core._formats import questions_sha256
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ArtifactStatus,
    ForecastQuestion,
)
from forecasting_agents.evaluation._backtest import (
    SCORECARD_PARAM,
    load_question_records,
)
from forecasting_agents.evaluation._diagnostics import (
    DECOMPOSITION_BINS,
    brier_decomposition,
    category_scores,
)
from forecasting_agents.evaluation._scoring import reliability_table
from forecasting_agents.evaluation._settings import RunSettings
from forecasting_agents.evaluation._tables import (
    FORECASTERS,
    KNOWLEDGE_CUTOFF_NOTE,
    SCORE_FIELDS,
    question_rows,
    score_rows,
)
from forecasting_agents.record._records import TraceFormatError
from forecasting_agents.record._trace import RunTrace

__all__ = [
    "NO_OUTCOMES",
    "QuestionsFile",
    "Scored",
    "backtest_view",
    "load_questions_file",
    "scored_rows",
]


@dataclass(frozen=True)
class Scored:
    """A backtest's question rows and score rows, and where they came from."""

    rows: list[dict[str, Any]]
    scores: list[dict[str, Any]]
    source: str


NO_OUTCOMES = (
    "This trace records no outcomes (it has no scorecard), so it is not scored here; pass the "
    "questions file it was run on to forecast-agents report --questions FILE."
)


def scored_rows(
    run: RunTrace, runs: Sequence[Mapping[str, Any]], questions: QuestionsFile | None
) -> Scored | str | None:
    """The runner's rows for a backtest trace; :data:`NO_OUTCOMES` when it cannot be scored here;
    None when the trace is not a backtest.

    A trace the runner wrote holds its scorecard (:data:`SCORECARD_PARAM`): those rows. A trace
    that records only its questions' hash (notebook 04's, before scorecards) is scored with the
    runner's own functions on a questions file that the caller gave and whose hash matches the
    record. No other file is ever read.
    """
    if not isinstance(run.params.get("question_ids"), list):
        return None
    card = run.params.get(SCORECARD_PARAM)
    if isinstance(card, Mapping):
        rows, scores = _scorecard(card)
        return Scored(rows, scores, "the runner's scorecard, recorded in the trace")
    if questions is None:
        return NO_OUTCOMES
    rows = _rows_from_file(run, runs, questions)
    return Scored(
        rows,
        score_rows(rows),
        f"scored by forecasting_agents.evaluation.score_rows on the outcomes in "
        f"{questions.name}, whose questions_sha256 matches the record",
    )


def backtest_view(
    run: RunTrace, runs: Sequence[Mapping[str, Any]], scored: Scored | str | None
) -> dict[str, Any] | None:
    """The scores of a backtest trace as the runner computed them, and why they are what they are:
    the panel's reliability, each forecaster's Brier decomposition and reliability, the scores by
    category (:mod:`forecasting_agents.evaluation._diagnostics`)."""
    if scored is None:
        return None
    if isinstance(scored, str):
        return {"missing": scored}
    rows = scored.rows
    outcomes = {r["question_id"]: r["outcome"] for r in rows if r.get("scored")}
    agent_p, agent_o = {}, {}
    for entry in runs:  # the runs' own status and probability, as the trace validated them
        if entry["question"] in outcomes and entry["status"] == ArtifactStatus.FORECAST:
            agent_p[entry["label"]] = float(entry["p_yes"])
            agent_o[entry["label"]] = outcomes[str(entry["question"])]
    knowledge = RunSettings.from_params(run.params).knowledge_cutoff
    answered = [r for r in rows if r.get("scored") and r.get("panel_mean") is not None]
    present = {
        column: name
        for name, column in FORECASTERS
        if any(r.get(column) is not None for r in answered)
    }
    return {
        "source": scored.source,
        "n_questions": len(outcomes),
        "n_answered": len(answered),
        "excluded": [r["question_id"] for r in rows if r.get("note") == KNOWLEDGE_CUTOFF_NOTE],
        "knowledge_cutoff": knowledge,
        "rows": [_score_view(row) for row in scored.scores],
        "reliability": reliability_table(agent_p, agent_o) if agent_p else [],
        "n_agent_forecasts": len(agent_p),
        "forecasters": _diagnosed(answered, present, runs, agent_p, agent_o),
        "categories": category_scores(rows, present),
        "category_names": list(present.values()),
    }


def _diagnosed(
    answered: Sequence[Mapping[str, Any]],
    present: Mapping[str, str],
    runs: Sequence[Mapping[str, Any]],
    agent_p: Mapping[str, float],
    agent_o: Mapping[str, float],
) -> list[dict[str, Any]]:
    """Each forecaster's decomposition and reliability on the answered questions (the panel's
    first), then each agent id's on its own committed forecasts."""
    outcomes = {r["question_id"]: r["outcome"] for r in answered}
    found = []
    for column, name in present.items():
        forecasts = {r["question_id"]: r[column] for r in answered if r.get(column) is not None}
        found.append(_diagnosis(name, forecasts, outcomes))
    agent_of = {entry["label"]: entry["agent"] for entry in runs}
    for agent in dict.fromkeys(agent_of[label] for label in agent_p):
        mine = {label: p for label, p in agent_p.items() if agent_of[label] == agent}
        found.append(_diagnosis(f"agent {agent}", mine, agent_o))
    return found


def _diagnosis(
    name: str, forecasts: Mapping[str, float], outcomes: Mapping[str, float]
) -> dict[str, Any]:
    return {
        "name": name,
        "decomposition": brier_decomposition(forecasts, outcomes),
        "reliability": reliability_table(forecasts, outcomes, bins=DECOMPOSITION_BINS),
    }


@dataclass(frozen=True)
class QuestionsFile:
    """A questions file given for a trace that holds no outcomes: its name and its questions."""

    name: str
    questions: list[ForecastQuestion]
    categories: dict[str, str]


def load_questions_file(path: str | Path, run: RunTrace) -> QuestionsFile:
    """Read ``path`` for ``run``, refusing it unless its hash is the one the run recorded."""
    records = load_question_records(path)
    questions = [r.question for r in records]
    recorded, actual = run.params.get("questions_sha256"), questions_sha256(questions)
    if recorded != actual:
        raise TraceFormatError(
            str(path),
            "",
            f"its questions_sha256 is {actual}, but the trace recorded {recorded!r}: it is not "
            "the file the run was made from",
        )
    categories = {r.question_id: r.category for r in records if r.category is not None}
    return QuestionsFile(Path(path).name, questions, categories)


def _rows_from_file(
    run: RunTrace, runs: Sequence[Mapping[str, Any]], given: QuestionsFile
) -> list[dict[str, Any]]:
    """The runner's question rows for a trace, with the outcomes of a vouched-for file."""
    wanted, settings = set(run.params["question_ids"]), RunSettings.from_params(run.params)
    questions = [q for q in given.questions if q.question_id in wanted]
    panels: dict[str, list[AgentForecastArtifact]] = {}
    for entry, agent in zip(runs, run.agent_artifacts(), strict=True):
        if entry["question"] in wanted:
            panels.setdefault(str(entry["question"]), []).append(agent)
    return question_rows(
        questions,
        given.categories,
        panels,
        knowledge_cutoff=settings.knowledge_cutoff,
        calibrate=settings.calibrate,  # the rows the notebook scored
    )


def _scorecard(card: Mapping[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The recorded rows, checked for the fields the page reads (the trace is untrusted)."""
    rows, scores = card.get("questions"), card.get("scores")
    needed = {"questions": ("question_id", "outcome", "scored"), "scores": SCORE_FIELDS}
    for name, value in (("questions", rows), ("scores", scores)):
        if not isinstance(value, list) or not all(
            isinstance(row, dict) and all(key in row for key in needed[name]) for row in value
        ):
            raise TraceFormatError(
                "<trace>", f"params.{SCORECARD_PARAM}.{name}", "not a list of scorecard rows"
            )
    return rows, scores


def _score_view(row: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": f"{row['forecaster']}, {row['questions']} questions",
        "n": row["n"],
        "brier": row["brier"],
        "brier_ci": [row["brier_low"], row["brier_high"]],
        "log": row["log"],
        "log_ci": [row["log_low"], row["log_high"]],
    }
