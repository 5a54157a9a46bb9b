"""ForecastBench out: a backtest run directory as a ForecastBench submission file.

:func:`build_submission` reads a run directory written by
:func:`forecasting_agents.evaluation.run_backtest` (``manifest.json`` and
``records/<question_id>.json``) and the questions file it ran on, which must be one imported by
:func:`forecasting_agents.sources.import_forecastbench`: each question's metadata names its
ForecastBench id, source and round. :func:`write_submission` writes the result as
``{organization, model, question_set, forecast_due_date, forecasts: [{id, source, forecast,
resolution_date, reasoning}]}``. The shell's way in is ``forecast-agents export forecastbench``.

Conventions
-----------
- The questions file is refused unless its questions, read the way the runner reads them
  (:func:`load_question_records`) and taken in the run's order, hash to the manifest's
  ``questions_sha256``: a submission can only describe the questions its forecasts were made on.
- ``forecast`` is the panel's mean of committed forecasts (:func:`aggregate_forecasts`, the runner's
  ``panel (mean)``); ``reasoning`` joins the committing agents' rationales, clipped to
  :data:`MAX_REASONING_CHARS`. ``resolution_date`` is null for a market question and the date for a
  dataset question, as ForecastBench pairs them.
- A question without a committed forecast (every agent abstained or ran out of budget), or without
  a record (not run yet, or failed), follows ``abstentions``: ``"omit"`` (the default) leaves it
  out, so the file holds only what the panel said and the benchmark's own rule for a missing
  forecast applies; ``"0.5"`` writes 0.5 and says so in its reasoning. Both are counted.
- The run directory is only read, never written, and read as the runner reads it when it resumes:
  the manifest's format and version, and each record's version, digest, inputs and panel, so an
  edited record, or one from another run, is refused rather than exported. The submission is
  written atomically and never replaces an existing file.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from forecasting_agents.agent._panel import PanelMember
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._files import (
    TargetExistsError,
    write_atomic,
)
from forecasting_agents.core._formats import (
    BacktestQuestion,
    questions_sha256,
)
from forecasting_agents.core._schemas import AgentForecastArtifact
from forecasting_agents.core._text import clip, one_line
from forecasting_agents.evaluation._backtest import load_question_records
from forecasting_agents.evaluation._rundir import (
    MANIFEST_NAME,
    RECORDS_DIR,
    BacktestConfigError,
    QuestionRecord,
    _parse,
    _read_manifest,
    _read_plain,
    record_inputs,
)
from forecasting_agents.evaluation._scoring import aggregate_forecasts
from forecasting_agents.sources._forecastbench import (
    META_DUE_DATE,
    META_ID,
    META_QUESTION_SET,
    META_RESOLUTION_DATE,
    META_SOURCE,
)

__all__ = [
    "ABSTENTION_FORECAST",
    "ABSTENTION_POLICIES",
    "DEFAULT_ABSTENTIONS",
    "MAX_REASONING_CHARS",
    "ForecastBenchExport",
    "ForecastBenchExportError",
    "build_submission",
    "write_submission",
]


ABSTENTION_POLICIES = ("omit", "0.5")
DEFAULT_ABSTENTIONS = "omit"
"""A question the panel did not forecast is left out: the file states only what the panel said."""
ABSTENTION_FORECAST = 0.5
"""What ``abstentions="0.5"`` writes for such a question."""
MAX_REASONING_CHARS = 1_000
"""A forecast's ``reasoning`` is clipped here: a summary for the submission, not the record."""
MAX_RATIONALE_CHARS = 300
"""Each agent's rationale inside ``reasoning`` is clipped here, so every agent gets a say."""


class ForecastBenchExportError(ValueError):
    """The run directory, or the questions file given with it, cannot become a submission."""


@dataclass(frozen=True)
class ForecastBenchExport:
    """A submission and how it was made: which questions were forecast, imputed or left out."""

    submission: dict[str, Any]
    committed: list[str] = field(default_factory=list)
    abstained: list[str] = field(default_factory=list)
    no_record: list[str] = field(default_factory=list)
    abstentions: str = DEFAULT_ABSTENTIONS

    def summary_lines(self) -> list[str]:
        """What a person reads after an export."""
        action = "left out" if self.abstentions == "omit" else f"written as {ABSTENTION_FORECAST}"
        lines = [
            f"{len(self.submission['forecasts'])} forecasts for {self.submission['question_set']} "
            f"(model {self.submission['model']}): {len(self.committed)} from the panel",
            f"  {len(self.abstained)} questions without a committed forecast: {action} "
            f"(--abstentions {self.abstentions})",
        ]
        if self.no_record:
            lines.append(
                f"  {len(self.no_record)} questions have no record in the run (not run yet, or "
                f"failed): {action}; e.g. {', '.join(self.no_record[:3])}"
            )
        return lines


def build_submission(
    run_dir: str | Path,
    questions_path: str | Path,
    *,
    organization: str,
    model: str | None = None,
    abstentions: str = DEFAULT_ABSTENTIONS,
) -> ForecastBenchExport:
    """A ForecastBench submission from a run directory and the questions file it ran on.

    ``model`` defaults to the manifest's ``provider:model``. Raises
    :class:`ForecastBenchExportError` when the questions do not hash to the run's, a question
    carries no ForecastBench provenance, or a record is unreadable.
    """
    if abstentions not in ABSTENTION_POLICIES:
        raise ForecastBenchExportError(
            f"abstentions={abstentions!r}; accepted: {', '.join(ABSTENTION_POLICIES)}"
        )
    if not organization.strip():
        raise ForecastBenchExportError("organization: must be non-empty text")
    root = Path(run_dir)
    run = _manifest_run(root)
    questions = _run_questions(run, Path(questions_path))
    rounds = {(_provenance(q)[META_QUESTION_SET], _provenance(q)[META_DUE_DATE]) for q in questions}
    if len(rounds) != 1:
        raise ForecastBenchExportError(
            f"{questions_path}: questions from {len(rounds)} ForecastBench rounds "
            f"({sorted(rounds)}); a submission is for one round"
        )
    question_set, due_date = rounds.pop()
    forecasts, committed, abstained, missing = [], [], [], []
    for question in questions:
        artifacts = _artifacts(root, question, run)
        if artifacts is None:
            missing.append(question.question_id)
        elif any(a.forecast_produced for a in artifacts):
            committed.append(question.question_id)
        else:
            abstained.append(question.question_id)
        entry = _forecast(question, artifacts, abstentions)
        if entry is not None:
            forecasts.append(entry)
    submission = {
        "organization": organization,
        "model": model or f"{run['provider']}:{run['model']}",
        "question_set": question_set,
        "forecast_due_date": due_date,
        "forecasts": forecasts,
    }
    return ForecastBenchExport(submission, committed, abstained, missing, abstentions)


def write_submission(export: ForecastBenchExport, path: str | Path) -> Path:
    """Write the submission as JSON, atomically; FileExistsError if ``path`` already exists."""
    text = json.dumps(export.submission, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        return write_atomic(Path(path), text.encode("utf-8"), exclusive=True)
    except TargetExistsError:
        raise FileExistsError(f"{path} already exists; choose another output file") from None


# --------------------------------------------------------------------------- reading the run


def _manifest_run(root: Path) -> dict[str, Any]:
    """The manifest's ``run``, read as the runner reads it (never through a link)."""
    path = root / MANIFEST_NAME
    if not path.exists():
        raise ForecastBenchExportError(f"{root}: no {MANIFEST_NAME}; not a run directory")
    try:
        run = _read_manifest(path).get("run")
    except BacktestConfigError as exc:
        raise ForecastBenchExportError(str(exc)) from None
    ids = run.get("question_ids") if isinstance(run, dict) else None
    if not isinstance(ids, list) or not all(isinstance(i, str) for i in ids):
        raise ForecastBenchExportError(f"{path}: run.question_ids is not a list of ids")
    if not isinstance(run.get("questions_sha256"), str):
        raise ForecastBenchExportError(f"{path}: run.questions_sha256 is missing")
    return run


def _run_questions(run: dict[str, Any], questions_path: Path) -> list[BacktestQuestion]:
    """The run's questions from the file, in the run's order, refused unless they hash alike."""
    try:
        records = {r.question_id: r for r in load_question_records(questions_path)}
    except (SchemaError, OSError) as exc:
        raise ForecastBenchExportError(f"--questions: {exc}") from None
    absent = [qid for qid in run["question_ids"] if qid not in records]
    if absent:
        raise ForecastBenchExportError(
            f"{questions_path} does not hold {len(absent)} of the run's questions "
            f"(e.g. {', '.join(absent[:3])}); pass the questions file the run was made from"
        )
    picked = [records[qid] for qid in run["question_ids"]]
    found = questions_sha256([r.question for r in picked])
    if found != run["questions_sha256"]:
        raise ForecastBenchExportError(
            f"{questions_path}: its questions hash to {found[:16]}..., but the run was made on "
            f"questions hashing to {run['questions_sha256'][:16]}...; pass the questions file "
            "the run was made from, unchanged and under its name then"
        )
    return picked


def _provenance(question: BacktestQuestion) -> dict[str, Any]:
    meta = question.metadata
    for key in (META_ID, META_SOURCE, META_QUESTION_SET, META_DUE_DATE):
        if not isinstance(meta.get(key), str) or not meta[key]:
            raise ForecastBenchExportError(
                f"question {question.question_id}: no ForecastBench {key} in its metadata; "
                "export takes questions imported with 'forecast-agents import forecastbench'"
            )
    day = meta.get(META_RESOLUTION_DATE)
    if day is not None and not isinstance(day, str):
        raise ForecastBenchExportError(
            f"question {question.question_id}: {META_RESOLUTION_DATE} {day!r} is not a date or null"
        )
    return meta


def _artifacts(
    root: Path, question: BacktestQuestion, run: dict[str, Any]
) -> list[AgentForecastArtifact] | None:
    """The panel's artifacts in a question's record, after the runner's own checks of it (its
    version, its digest, its inputs and panel); None when the run has no record for it."""
    path = root / RECORDS_DIR / f"{question.question_id}.json"
    try:
        raw = _read_plain(path)
        if raw is None:
            return None
        data = _parse(raw)
        members = [PanelMember(**member) for member in run["settings"]["panel"]]
        inputs = record_inputs(question.question, run)
        record = QuestionRecord.from_dict(data, str(path), members, inputs)
    except (ValueError, KeyError, TypeError) as exc:  # not UTF-8 or JSON, a key twice, NaN...
        raise ForecastBenchExportError(f"{path}: not a readable question record ({exc})") from None
    except RecursionError:
        raise ForecastBenchExportError(
            f"{path}: not a readable question record (nested past what a parser can follow)"
        ) from None
    except BacktestConfigError as exc:
        raise ForecastBenchExportError(str(exc)) from None
    if record.question_id != question.question_id:
        raise ForecastBenchExportError(f"{path}: holds question {record.question_id!r}")
    return [r.artifact for r in record.runs]


def _forecast(
    question: BacktestQuestion, artifacts: Sequence[AgentForecastArtifact] | None, policy: str
) -> dict[str, Any] | None:
    """One submission entry, or None when the policy leaves the question out."""
    meta = _provenance(question)
    mean = aggregate_forecasts(list(artifacts)).mean if artifacts else None
    if mean is None and policy == "omit":
        return None
    reasoning = _reasoning(artifacts) if mean is not None else _abstention_reasoning(artifacts)
    return {
        "id": meta[META_ID],
        "source": meta[META_SOURCE],
        "forecast": mean if mean is not None else ABSTENTION_FORECAST,
        "resolution_date": meta.get(META_RESOLUTION_DATE),
        "reasoning": clip(reasoning, MAX_REASONING_CHARS),
    }


def _reasoning(artifacts: Sequence[AgentForecastArtifact]) -> str:
    said = [a for a in artifacts if a.forecast_produced]
    parts = [
        f"{a.agent_id} ({a.probability():.2f}): {clip(one_line(a.rationale), MAX_RATIONALE_CHARS)}"
        for a in said
    ]
    return f"Mean of {len(said)} of {len(artifacts)} agents' forecasts. " + " | ".join(parts)


def _abstention_reasoning(artifacts: Sequence[AgentForecastArtifact] | None) -> str:
    if artifacts is None:
        why = "the run has no record of this question"
    else:
        why = "no agent committed a forecast (" + ", ".join(a.status for a in artifacts) + ")"
    return f"{ABSTENTION_FORECAST} by --abstentions 0.5: {why}."
