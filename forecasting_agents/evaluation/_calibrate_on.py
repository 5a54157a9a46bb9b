"""Calibrating on an earlier run: the past that ``backtest --calibrate-on RUN`` fits on.

``backtest --calibrate`` fits the calibrated panel and the panel-market blend of each question on
the questions of the same run that resolved before its cutoff. A ForecastBench round shares one
cutoff, so it has no past of its own. :func:`load_calibration_source` reads the past from an
earlier run instead: its answered, resolved questions that resolved before this run's earliest
cutoff, on which ``_shrinkage`` fits one calibration factor and one blend weight for the whole run.

Conventions
-----------
- RUN is a trace file (the runner's ``backtest_*.json``, or a notebook 04 trace such as the pinned
  ``forecast_traces/04_research_agent_*.json``) or a run directory, whose trace is used (a
  directory without one, unfinished or with failed questions, is refused). The trace is read with
  :meth:`forecasting_agents.record.RunTrace.load`, which checks its digest; a legacy trace, which
  has none, is refused, since the run records its past by that digest.
- The earlier run's questions are the runner's question rows: the ones its scorecard records, or,
  for a trace without a scorecard (notebook 04's), the rows :func:`question_rows` makes from the
  trace's agents (grouped by their calls' labels) and a questions file whose questions hash to
  the trace's ``questions_sha256`` (by default the course's ``data/questions.jsonl``).
- Point in time: a row is used when it was scored (resolved, after any knowledge cutoff), the panel
  answered it and it resolved strictly before this run's earliest cutoff, so before every
  question's cutoff. The other answered, resolved rows are left out and counted; none used is an
  error naming RUN.
- Recorded: :meth:`CalibrationSource.recorded` becomes the run's ``calibrate_on`` setting (the
  trace's name and digest, the date, the counts and both fitted values), in the manifest, every
  record's inputs and the trace; a resume recomputes it from RUN, so another file, or an edited
  one, is refused with the difference named. The trace is untrusted: every row it gives is checked.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from forecasting_agents.core._course import RESOLVED_QUESTIONS_PATH
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._formats import questions_sha256
from forecasting_agents.core._schemas import AgentForecastArtifact, ForecastQuestion
from forecasting_agents.evaluation._backtest import SCORECARD_PARAM, load_question_records
from forecasting_agents.evaluation._rundir import MANIFEST_NAME, BacktestConfigError
from forecasting_agents.evaluation._settings import RunSettings
from forecasting_agents.evaluation._shrinkage import fit_market_weight, fit_shrinkage_factor
from forecasting_agents.evaluation._tables import question_rows
from forecasting_agents.record._records import TraceFormatError
from forecasting_agents.record._trace import RunTrace

__all__ = [
    "CALIBRATE_ON_FLAG",
    "CalibrationSource",
    "PastForecast",
    "load_calibration_source",
]

CALIBRATE_ON_FLAG = "--calibrate-on"
TRACE_GLOB = "backtest_*.json"
"""A run directory's trace, as the runner names it."""
_SHOWN_IDS = 5


@dataclass(frozen=True)
class PastForecast:
    """One question of the earlier run the fit learns from: the panel's mean, the market price
    it had (None without one) and what happened."""

    question_id: str
    resolution_date: str
    panel: float
    market: float | None
    outcome: float


@dataclass(frozen=True)
class CalibrationSource:
    """An earlier run's past, as one run calibrates on it, and the two values fitted on it.

    ``before`` is this run's earliest cutoff; ``used`` the earlier run's answered questions
    that resolved before it, ``left_out`` the ids of those that did not (on or after it, or
    with no resolution date); ``factor`` and ``weight`` the shrinkage factor and the panel's
    blend weight (``_shrinkage``).
    """

    trace: str
    digest: str
    model: str
    before: str
    used: tuple[PastForecast, ...]
    left_out: tuple[str, ...]
    factor: float
    weight: float

    @property
    def priced(self) -> int:
        """How many of the used questions had a market price: the blend's history."""
        return sum(past.market is not None for past in self.used)

    def recorded(self) -> dict[str, Any]:
        """The run's ``calibrate_on`` setting: what it was fitted on, and what was fitted."""
        return {
            "trace": self.trace,
            "digest": self.digest,
            "resolved_before": self.before,
            "questions": len(self.used),
            "left_out": len(self.left_out),
            "priced": self.priced,
            "calibration_factor": self.factor,
            "blend_weight": self.weight,
        }

    def summary_lines(self, model: str | None = None) -> list[str]:
        """What the command says before the run: what is used, what is left out, the fit.

        ``model`` is this run's ``provider:model``; a different one in the earlier run is noted.
        """
        lines = [
            f"calibrate-on: {len(self.used)} answered, resolved questions of {self.trace} "
            f"({self.digest[:19]}...) resolved before {self.before}, this run's earliest "
            f"cutoff, and are its past; {self._left_out()}",
            f"calibrate-on: calibration factor {self.factor:.2f} (0 says 0.5, 1 keeps the panel) "
            f"fitted on those {len(self.used)}; blend weight on the panel {self.weight:.2f} (0 "
            f"says the market's price) fitted on the {self.priced} of them with a market price",
        ]
        if model is not None and model != self.model:
            lines.append(
                f"calibrate-on: note: {self.trace} was made by {self.model}, this run by {model}; "
                "a fit on one forecaster's past says little about another's"
            )
        return lines

    def _left_out(self) -> str:
        if not self.left_out:
            return "none of its answered, resolved questions is left out"
        shown = ", ".join(self.left_out[:_SHOWN_IDS])
        more = ", ..." if len(self.left_out) > _SHOWN_IDS else ""
        return (
            f"{len(self.left_out)} resolved on or after it (or have no resolution date) and are "
            f"left out ({shown}{more})"
        )


def load_calibration_source(
    run: str | Path,
    questions: Sequence[ForecastQuestion],
    *,
    questions_file: str | Path | None = None,
) -> CalibrationSource:
    """The past of ``run`` (a trace file or a run directory) for a run on ``questions``.

    ``questions_file`` vouches for the outcomes of a trace that records no scorecard (its
    questions must hash to the trace's ``questions_sha256``; default the course's questions).
    Raises :class:`BacktestConfigError` naming ``run`` when it is not a usable trace, or when
    none of its answered, resolved questions resolved before the earliest cutoff of
    ``questions``.
    """
    where = f"{CALIBRATE_ON_FLAG} {run}"
    if not questions:
        raise BacktestConfigError(f"{where}: no questions to calibrate for")
    before = min(_cutoff(q) for q in questions)
    trace = _load_trace(_trace_path(Path(run), where), where)
    try:
        rows = _past_rows(trace, questions_file)
        answered = [_past(row, i) for i, row in enumerate(rows) if _answered(row, i)]
    except (SchemaError, OSError) as exc:
        raise BacktestConfigError(f"{where}: {exc}") from None
    used = tuple(p for p in answered if p.resolution_date and _day(p) < before)
    left_out = tuple(p.question_id for p in answered if p not in used)
    if not used:
        raise BacktestConfigError(
            f"{where}: none of its {len(answered)} answered, resolved questions resolved before "
            f"{before}, this run's earliest cutoff ({len(left_out)} left out), so there is no past "
            "to calibrate on; calibrate on a run whose questions resolved before this one's start"
        )
    priced = [(p.panel, p.market, p.outcome) for p in used if p.market is not None]
    return CalibrationSource(
        trace=trace.source_name(),
        digest=str(trace.verified_digest),
        model=_model_of(trace),
        before=before.isoformat(),
        used=used,
        left_out=left_out,
        factor=fit_shrinkage_factor([(p.panel, p.outcome) for p in used]),
        weight=fit_market_weight(priced),
    )


# --------------------------------------------------------------------------- the trace


def _trace_path(path: Path, where: str) -> Path:
    """The trace of ``path``: the file itself, or the one trace a run directory holds."""
    if not path.is_dir():
        return path
    if not (path / MANIFEST_NAME).is_file():
        raise BacktestConfigError(
            f"{where}: a folder without {MANIFEST_NAME}, so not a run directory; give a run "
            "directory or a trace file"
        )
    traces = sorted(path.glob(TRACE_GLOB))
    if not traces:
        raise BacktestConfigError(
            f"{where}: the run directory holds no trace yet (a run writes it once every "
            "question has run); finish that run by running its command again, or give a trace"
        )
    if len(traces) > 1:
        names = ", ".join(t.name for t in traces)
        raise BacktestConfigError(
            f"{where}: the run directory holds {len(traces)} traces "
            f"({names}); give the one to calibrate on"
        )
    return traces[0]


def _load_trace(path: Path, where: str) -> RunTrace:
    try:
        trace = RunTrace.load(path)
    except TraceFormatError as exc:
        raise BacktestConfigError(f"{where}: not a usable trace: {exc}") from None
    if trace.verified_digest is None:
        raise BacktestConfigError(
            f"{where}: a legacy trace (schema_version {trace.schema_version}) has no digest, and "
            "a run records its past by the trace's digest; calibrate on a newer trace"
        )
    if not isinstance(trace.params.get("question_ids"), list):
        raise BacktestConfigError(
            f"{where}: records no question_ids, so it is not a backtest; give a backtest's trace "
            "or a notebook 04 trace"
        )
    return trace


def _model_of(trace: RunTrace) -> str:
    """The earlier run's ``provider:model`` (a notebook trace names its model per call)."""
    model = trace.params.get("model") or next(
        (c.get("model") for c in trace.llm_calls if isinstance(c.get("model"), str)), "unknown"
    )
    return f"{trace.provider}:{model}"


def _past_rows(trace: RunTrace, questions_file: str | Path | None) -> list[Any]:
    """The earlier run's question rows: its scorecard's, or made as the runner makes them."""
    card = trace.params.get(SCORECARD_PARAM)
    if card is not None:
        rows = card.get("questions") if isinstance(card, Mapping) else None
        if not isinstance(rows, list):
            raise TraceFormatError(
                trace.source_name(), f"params.{SCORECARD_PARAM}.questions", "not a list of rows"
            )
        return rows
    return _rows_from_agents(trace, Path(questions_file or RESOLVED_QUESTIONS_PATH))


def _rows_from_agents(trace: RunTrace, questions_file: Path) -> list[dict[str, Any]]:
    """A scorecard-less trace's question rows, from its agents and a vouched-for file."""
    records = load_question_records(questions_file)
    found, recorded = (
        questions_sha256([r.question for r in records]),
        trace.params.get("questions_sha256"),
    )
    if found != recorded:
        raise SchemaError(
            f"the trace records no scorecard, so its outcomes come from a questions file, and "
            f"{questions_file.name} hashes to {found[:16]}..., not to the trace's "
            f"questions_sha256 {str(recorded)[:16]}...; pass the questions file it was run on "
            "with --calibrate-on-questions"
        )
    wanted = [str(qid) for qid in trace.params["question_ids"]]
    panels: dict[str, list[AgentForecastArtifact]] = {}
    for label, agent in zip(trace.agent_labels(), trace.agent_artifacts(), strict=True):
        question_id = label.split("/", 1)[0] if label and "/" in label else None
        if question_id in wanted:
            panels.setdefault(question_id, []).append(agent)
    by_id = {r.question_id: r for r in records}
    chosen = [by_id[qid] for qid in wanted if qid in by_id]
    return question_rows(
        [r.question for r in chosen],
        {r.question_id: r.category for r in chosen if r.category is not None},
        panels,
        knowledge_cutoff=RunSettings.from_params(trace.params).knowledge_cutoff,
    )


# --------------------------------------------------------------------------- the rows


def _answered(row: object, index: int) -> bool:
    """Is the row a scored question the panel answered? (Its shape is checked first.)"""
    if not isinstance(row, Mapping):
        raise SchemaError(f"question row {index}: expected an object, got {type(row).__name__}")
    scored = row.get("scored")
    if not isinstance(scored, bool):
        raise SchemaError(f"question row {index}: scored {scored!r} is not true or false")
    return scored and row.get("panel_mean") is not None and row.get("outcome") is not None


def _past(row: Mapping[str, Any], index: int) -> PastForecast:
    qid = row.get("question_id")
    if not isinstance(qid, str) or not qid:
        raise SchemaError(f"question row {index}: question_id {qid!r} is not an id")
    where = f"question row {index} ({qid})"
    outcome = _probability(row, "outcome", where)
    if outcome not in (0.0, 1.0):
        raise SchemaError(f"{where}: outcome {outcome!r} is not 0 or 1")
    day = row.get("resolution_date")
    if day is not None:
        parse_iso_date(day, what=f"{where}: resolution_date")
    return PastForecast(
        qid,
        day or "",
        _probability(row, "panel_mean", where),
        None if row.get("market_price") is None else _probability(row, "market_price", where),
        outcome,
    )


def _probability(row: Mapping[str, Any], key: str, where: str) -> float:
    value = row.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise SchemaError(f"{where}: {key} {value!r} is not a number")
    if not 0.0 <= value <= 1.0:
        raise SchemaError(f"{where}: {key} {value!r} is not a probability in [0, 1]")
    return float(value)


def _day(past: PastForecast) -> date:
    return parse_iso_date(past.resolution_date)


def _cutoff(question: ForecastQuestion) -> date:
    if question.cutoff is None:
        raise BacktestConfigError(
            f"question {question.question_id!r} has no cutoff_date; calibrating on an earlier "
            "run needs every question's cutoff"
        )
    return question.cutoff
