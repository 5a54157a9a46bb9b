"""How a backtest ends: its tables, its scores and its trace, and what it returns.

:func:`forecasting_agents.evaluation.run_backtest` (``_backtest``) runs the questions; once they
have run, :func:`finish_run` scores the finished ones (``_tables``, ``_scoring``), writes
``questions.csv``, ``scores.csv`` and ``skill.csv``, and, when every question ran, the trace, and
returns a :class:`BacktestResult`.

Conventions
-----------
- With a run directory the trace is streamed: written from the pieces each question's record left
  (:meth:`forecasting_agents.evaluation.RunDirectory.write_trace`), so the end of a run costs about
  what copying the trace costs, and neither reads nor redacts the records again. The result reads
  the file only if its :attr:`BacktestResult.trace` is asked for.
- Without one, nothing is written and the trace is built in memory with
  :meth:`forecasting_agents.record.RunTrace.capture`; both give the same trace for the same run.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from forecasting_agents.agent._panel import PanelResult
from forecasting_agents.core._files import content_sha256
from forecasting_agents.core._schemas import ArtifactStatus
from forecasting_agents.evaluation._tables import (
    question_rows,
    question_table,
    score_rows,
    score_table,
    skill_rows,
    skill_table,
)
from forecasting_agents.record._trace import RunTrace

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    import polars as pl

    from forecasting_agents.core._schemas import ForecastQuestion
    from forecasting_agents.evaluation._rundir import QuestionRecord, RunDirectory
    from forecasting_agents.evaluation._settings import BacktestSettings

__all__ = [
    "CONFIG_PARAM",
    "SCORECARD_PARAM",
    "TRACE_NOTEBOOK",
    "BacktestResult",
    "FinishedRun",
    "finish_run",
    "run_id",
]

TRACE_NOTEBOOK = "backtest"
SCORECARD_PARAM = "scorecard"
"""The trace parameter holding the runner's scorecard: its question rows and score rows, so the
report shows the scores the runner computed, never a copy scored elsewhere."""
CONFIG_PARAM = "config"
"""The trace parameter holding the config file a command read its flags from (its path and its
settings as written); absent when there was none, as in every trace made before it."""
TRACE_NOTES = "Backtest runner (forecasting_agents.evaluation.run_backtest): a panel per question."


@dataclass
class BacktestResult:
    """What a run returns: its rows, as plain dicts, and the same rows as polars frames.

    ``table_rows`` has one row per question, ``score_rows`` one per forecaster (the scorecard
    the trace records), ``skill_rows`` one per forecaster and source (``skill.csv``). ``table``,
    ``scores`` and ``skill`` are those rows as the typed frames the CSVs are written from, made
    (and polars imported) when first asked for.

    :attr:`trace` is the run's trace: built in memory by a run without a directory (``captured``),
    else read from ``trace_path``, the file in ``out_dir``, when it is first asked for.
    """

    table_rows: list[dict[str, Any]]
    score_rows: list[dict[str, Any]]
    captured: RunTrace | None
    panels: dict[str, PanelResult]
    failures: dict[str, str] = field(default_factory=dict)
    out_dir: Path | None = None
    skill_rows: list[dict[str, Any]] = field(default_factory=list)
    trace_path: Path | None = None

    @functools.cached_property
    def table(self) -> pl.DataFrame:
        """One row per question (``questions.csv``)."""
        return question_table(self.table_rows)

    @functools.cached_property
    def scores(self) -> pl.DataFrame:
        """One row per forecaster and set of questions (``scores.csv``)."""
        return score_table(self.score_rows)

    @functools.cached_property
    def skill(self) -> pl.DataFrame:
        """One row per forecaster and source (``skill.csv``)."""
        return skill_table(self.skill_rows)

    @property
    def infeasible(self) -> list[str]:
        """The questions recorded ``infeasible`` (not run: their documents cannot meet the
        coverage gate), in run order."""
        return [
            qid
            for qid, panel in self.panels.items()
            if panel.artifacts
            and all(a.status == ArtifactStatus.INFEASIBLE for a in panel.artifacts)
        ]

    @property
    def trace(self) -> RunTrace | None:
        """The trace (None when the run wrote none: a question failed, or record=False)."""
        if self.captured is None and self.trace_path is not None:
            self.captured = RunTrace.load(self.trace_path)
        return self.captured


@dataclass(frozen=True)
class FinishedRun:
    """What a run leaves to be scored: every question of it, their categories, the records of
    the finished ones by id (their calls only when there is no run directory, which holds them
    on disk) and the reasons of the failed ones, by id."""

    questions: Sequence[ForecastQuestion]
    categories: Mapping[str, str]
    records: Mapping[str, QuestionRecord]
    failures: Mapping[str, str]


def finish_run(
    run: FinishedRun,
    settings: BacktestSettings,
    manifest: dict[str, Any],
    directory: RunDirectory | None,
    record: bool,
) -> BacktestResult:
    """Score the finished questions, write the tables and the trace, and return the result.

    ``record`` is False when the caller records the calls itself: then no trace is made.
    """
    questions, categories, records, failures = (
        run.questions,
        run.categories,
        run.records,
        dict(run.failures),
    )
    done = [q for q in questions if q.question_id in records]
    panels = {q.question_id: PanelResult(q, records[q.question_id].runs) for q in done}
    rows = question_rows(
        questions,
        categories,
        {qid: panel.artifacts for qid, panel in panels.items()},
        failures=failures,
        knowledge_cutoff=settings.knowledge_cutoff,
        calibrate=settings.calibrate,
        fitted_earlier=settings.fitted_earlier(),
    )
    scores = score_rows(rows)
    result = BacktestResult(rows, scores, None, panels, failures, skill_rows=skill_rows(rows))
    scorecard = {"questions": rows, "scores": scores}
    complete = record and done and not failures
    header = _trace_header(done, manifest, scorecard) if complete else None
    if directory:
        result.out_dir = directory.root
        directory.write("questions.csv", result.table.write_csv())
        directory.write("scores.csv", result.scores.write_csv())
        directory.write("skill.csv", result.skill.write_csv())
        if header is not None:  # from the records' pieces, each redacted once, as it was saved
            digests = [(q.question_id, records[q.question_id].digest) for q in done]
            result.trace_path = directory.write_trace(digests, header)
    elif header is not None:
        result.captured = RunTrace.capture(
            **header,
            agents=[run.artifact for q in done for run in records[q.question_id].runs],
            llm_calls=[c for q in done for c in records[q.question_id].llm_calls],
            search_calls=[c for q in done for c in records[q.question_id].search_calls],
        )
    return result


def run_id(run: dict[str, Any]) -> str:
    """The id of a run, from its manifest's ``run``: its trace's ``run_id`` and file name's end."""
    return content_sha256(run)[:12]


def _trace_header(done, manifest, scorecard) -> dict[str, Any]:
    """The trace's fields besides its lists (``TRACE_HEADER_FIELDS`` of ``record._stream``)."""
    run = manifest["run"]
    config = {CONFIG_PARAM: manifest[CONFIG_PARAM]} if CONFIG_PARAM in manifest else {}
    return {
        "run_id": run_id(run),
        "created_at": manifest["created_at"],
        "notebook": TRACE_NOTEBOOK,
        "provider": run["provider"],
        "question": done[0].to_dict(),
        "params": {**run, **config, SCORECARD_PARAM: scorecard},
        "notes": TRACE_NOTES,
    }
