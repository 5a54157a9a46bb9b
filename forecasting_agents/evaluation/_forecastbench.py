"""ForecastBench out: a backtest run directory as a ForecastBench submission file.

:func:`build_submission` reads a run directory written by
:func:`forecasting_agents.evaluation.run_backtest` (``manifest.json`` and
``records/<question_id>.json``) and the questions file it ran on, which must be one imported by
:func:`forecasting_agents.sources.import_forecastbench`: each question's metadata names its
ForecastBench id, source and round. It checks the submission against ForecastBench's rules
(``_forecastbench_rules``) and :func:`write_submission` writes it as ``{organization, model,
model_organization, model_run_key, uses_freeze_values, forecaster, question_set,
forecast_due_date, forecasts: [{id, source, forecast, resolution_date, reasoning}]}``. The shell's
way in is ``forecast-agents export forecastbench``.

Conventions
-----------
- The questions file is refused unless its questions, read the way the runner reads them
  (:func:`load_question_records`) and taken in the run's order, hash to the manifest's
  ``questions_sha256``: a submission can only describe the questions its forecasts were made on.
  Its other questions of the same round are the round's rows the submission is checked against.
- ``forecaster`` picks the runner's row that is submitted, computed by the runner's own
  :func:`question_rows` from the records: ``panel`` (the panel's mean of committed forecasts, the
  runner's ``panel (mean)``), ``calibrated`` (``calibrated panel``) or ``blend`` (``panel-market
  blend`` on questions with a market price, the panel's mean on the others, as the blend's rule
  says). The last two need a run made with ``--calibrate``; a run calibrated on its own past has
  no calibrated forecast for an open question, so only ``--calibrate-on`` gives a whole round.
  ``reasoning`` says which, and joins the committing agents' rationales, clipped to
  :data:`MAX_REASONING_CHARS`. ``resolution_date`` is null for a market question and the date for
  a dataset question, as ForecastBench pairs them.
- ForecastBench's optional metadata is written where known: ``model_run_key`` is the run's id (the
  end of its trace's file name) and ``uses_freeze_values`` says whether a market's freeze value
  went into a forecast (the blend, or a run that showed agents the price). ``model`` defaults to
  the run's ``provider:model``, with the forecaster's name unless it is the panel, since
  ForecastBench tells submissions apart by organization, model organization and model.
- ``organization``, ``model_organization`` and ``model`` are one line of printable text of at most
  :data:`MAX_NAME_CHARS` characters.
- Before anything is written, the submission is checked against ForecastBench's rules: one that
  ForecastBench would refuse, or whose rows it would drop, is refused naming the rule and the rows;
  one over its imputation cutoff (more than 5% of the round's rows without a forecast) is refused
  unless ``allow_partial``.
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
import statistics
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
from forecasting_agents.evaluation._forecastbench_rules import (
    RoundRow,
    SubmissionCheck,
    check_submission,
    row_key,
)
from forecasting_agents.evaluation._results import run_id
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
from forecasting_agents.evaluation._scoring import brier_index, brier_score
from forecasting_agents.evaluation._tables import question_rows
from forecasting_agents.sources._forecastbench import (
    DATASET_SOURCES,
    MARKET_SOURCES,
    META_DUE_DATE,
    META_ID,
    META_QUESTION_SET,
    META_RESOLUTION_DATE,
    META_SOURCE,
    forecastbench_rows,
)

__all__ = [
    "ABSTENTION_FORECAST",
    "ABSTENTION_POLICIES",
    "DEFAULT_ABSTENTIONS",
    "DEFAULT_FORECASTER",
    "MAX_NAME_CHARS",
    "MAX_REASONING_CHARS",
    "SUBMITTED_FORECASTERS",
    "ForecastBenchExport",
    "ForecastBenchExportError",
    "build_submission",
    "check_submission_name",
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
MAX_NAME_CHARS = 200
"""The longest ``organization``, ``model_organization`` or ``model``: a name, not a document."""
SUBMITTED_FORECASTERS = {
    "panel": "panel (mean)",
    "calibrated": "calibrated panel",
    "blend": "panel-market blend",
}
"""Each ``forecaster`` an export can submit, and the runner's name for its row."""
DEFAULT_FORECASTER = "panel"


class ForecastBenchExportError(ValueError):
    """The run directory, or the questions file given with it, cannot become a submission."""


@dataclass(frozen=True)
class ForecastBenchExport:
    """A submission and how it was made: which questions were forecast, imputed or left out,
    which forecaster they come from, and its check against ForecastBench's rules."""

    submission: dict[str, Any]
    committed: list[str] = field(default_factory=list)
    abstained: list[str] = field(default_factory=list)
    no_record: list[str] = field(default_factory=list)
    abstentions: str = DEFAULT_ABSTENTIONS
    forecaster: str = DEFAULT_FORECASTER
    check: SubmissionCheck | None = None
    allow_partial: bool = False
    rows_from: str = ""
    """Where the round's rows the check counted came from, for the summary."""
    scores: dict[str, tuple[int, float]] = field(default_factory=dict)
    """ForecastBench's way of scoring the submission on the run's resolved questions, per
    group (``dataset``, ``market``, ``overall``): (questions, Brier), a missing forecast 0.5."""

    def summary_lines(self) -> list[str]:
        """What a person reads after an export."""
        action = "left out" if self.abstentions == "omit" else f"written as {ABSTENTION_FORECAST}"
        lines = [
            f"{len(self.submission['forecasts'])} forecasts for {self.submission['question_set']} "
            f"(model {self.submission['model']}): {len(self.committed)} from the "
            f"{SUBMITTED_FORECASTERS[self.forecaster]}",
            f"  {len(self.abstained)} questions without a committed forecast: {action} "
            f"(--abstentions {self.abstentions})",
        ]
        if self.no_record:
            lines.append(
                f"  {len(self.no_record)} questions have no record in the run (not run yet, or "
                f"failed): {action}; e.g. {', '.join(self.no_record[:3])}"
            )
        if self.check is not None:
            lines.append(f"  {self.check.summary()}, counted on {self.rows_from}")
        if self.scores:
            shown = "; ".join(
                f"{group} {brier:.3f} (Brier Index {brier_index(brier):.1f}, n {n})"
                for group, (n, brier) in self.scores.items()
            )
            lines.append(
                "  scored as ForecastBench scores it, on the questions resolved so far (a missing "
                f"forecast counts 0.5; not difficulty-adjusted): {shown}"
            )
            imputation = self.check.imputation
            if not imputation.passed:
                lines.append(f"  written anyway (--allow-partial): {imputation.message()}")
        return lines


def check_submission_name(what: str, value: object) -> str:
    """``value`` if it is a name ForecastBench can show: one line of printable text, not blank,
    at most :data:`MAX_NAME_CHARS` characters; else :class:`ForecastBenchExportError` naming
    ``what``, the problem and the limit."""
    accepted = f"accepted: 1 to {MAX_NAME_CHARS} characters of printable text on one line"
    if not isinstance(value, str) or not value.strip():
        raise ForecastBenchExportError(f"{what}: got {value!r}; {accepted}")
    if len(value) > MAX_NAME_CHARS:
        raise ForecastBenchExportError(
            f"{what}: {len(value)} characters, over the limit; {accepted}"
        )
    for index, char in enumerate(value):
        if not char.isprintable():
            kind = (
                "a line break"
                if char in "\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029"
                else ("a control or invisible formatting character")
            )
            raise ForecastBenchExportError(
                f"{what}: holds {kind} (U+{ord(char):04X}) at character {index + 1}; {accepted}"
            )
    return value


def build_submission(
    run_dir: str | Path,
    questions_path: str | Path,
    *,
    organization: str,
    model_organization: str,
    model: str | None = None,
    abstentions: str = DEFAULT_ABSTENTIONS,
    forecaster: str = DEFAULT_FORECASTER,
    allow_partial: bool = False,
    question_set_path: str | Path | None = None,
) -> ForecastBenchExport:
    """A ForecastBench submission from a run directory and the questions file it ran on,
    checked against ForecastBench's rules.

    ``model`` defaults to the manifest's ``provider:model`` (and the forecaster's name unless
    ``forecaster`` is ``panel``). The rows of the round it is checked against are
    ForecastBench's own, read from the round's question set at ``question_set_path``, or, without
    one, the round's questions in the questions file (which lacks any the import skipped).
    Raises :class:`ForecastBenchExportError` when a name or
    policy is not accepted, the questions do not hash to the run's, a question carries no
    ForecastBench provenance, a record is unreadable, the run has no values for the forecaster,
    or the submission breaks a rule of ForecastBench (one over its imputation cutoff only
    without ``allow_partial``); the message names the rule and the rows.
    """
    if abstentions not in ABSTENTION_POLICIES:
        raise ForecastBenchExportError(
            f"abstentions={abstentions!r}; accepted: {', '.join(ABSTENTION_POLICIES)}"
        )
    if forecaster not in SUBMITTED_FORECASTERS:
        raise ForecastBenchExportError(
            f"forecaster={forecaster!r}; accepted: {', '.join(SUBMITTED_FORECASTERS)}"
        )
    organization = check_submission_name("organization", organization)
    model_organization = check_submission_name("model_organization", model_organization)
    root = Path(run_dir)
    run = _manifest_run(root)
    in_file = _question_file(Path(questions_path))
    questions = _run_questions(run, in_file, Path(questions_path))
    rounds = {(_provenance(q)[META_QUESTION_SET], _provenance(q)[META_DUE_DATE]) for q in questions}
    if len(rounds) != 1:
        raise ForecastBenchExportError(
            f"{questions_path}: questions from {len(rounds)} ForecastBench rounds "
            f"({sorted(rounds)}); a submission is for one round"
        )
    question_set, due_date = rounds.pop()
    panels = {q.question_id: _artifacts(root, q, run) for q in questions}
    values = _forecaster_values(forecaster, questions, panels, run)
    forecasts, committed, abstained, missing, placeholders = [], [], [], [], []
    submitted: dict[str, float] = {}
    for question in questions:
        artifacts = panels[question.question_id]
        if artifacts is None:
            missing.append(question.question_id)
        elif any(a.forecast_produced for a in artifacts):
            committed.append(question.question_id)
        else:
            abstained.append(question.question_id)
        entry = _forecast(question, artifacts, values.get(question.question_id), abstentions)
        if entry is not None:
            forecasts.append(entry)
            submitted[question.question_id] = entry["forecast"]
            if question.question_id not in values:
                placeholders.append(row_key(entry))
    name = model or _default_model(run, forecaster)
    shown_price = _settings(run).get("show_market_price") is True
    submission = {
        "organization": organization,
        "model": check_submission_name("model", name),
        "model_organization": model_organization,
        "model_run_key": run_id(run),
        "uses_freeze_values": forecaster == "blend" or shown_price,
        "forecaster": SUBMITTED_FORECASTERS[forecaster],
        "question_set": question_set,
        "forecast_due_date": due_date,
        "forecasts": forecasts,
    }
    if question_set_path is None:
        round_rows = _round_rows(in_file, question_set, due_date)
        rows_from = (
            f"the {len(round_rows)} rows of the round in {Path(questions_path).name} (not "
            "counting any question the import skipped; --question-set counts ForecastBench's own)"
        )
    else:
        round_rows = _official_rows(Path(question_set_path), question_set, due_date)
        rows_from = f"the {len(round_rows)} rows of {Path(question_set_path).name}"
    check = check_submission(submission, round_rows, placeholders=placeholders)
    _enforce(check, allow_partial)
    return ForecastBenchExport(
        submission,
        committed,
        abstained,
        missing,
        abstentions,
        forecaster,
        check,
        allow_partial,
        rows_from,
        _unadjusted_scores(questions, submitted),
    )


def write_submission(export: ForecastBenchExport, path: str | Path) -> Path:
    """Write the submission as JSON, atomically; FileExistsError if ``path`` already exists.

    Only an export :func:`build_submission` checked and passed is written."""
    if export.check is None:
        raise ForecastBenchExportError(
            "this export was not checked against ForecastBench's rules; make it with "
            "build_submission"
        )
    _enforce(export.check, export.allow_partial)
    text = json.dumps(export.submission, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    try:
        return write_atomic(Path(path), text.encode("utf-8"), exclusive=True)
    except TargetExistsError:
        raise FileExistsError(f"{path} already exists; choose another output file") from None


def _enforce(check: SubmissionCheck, allow_partial: bool) -> None:
    """Refuse a submission ForecastBench would refuse or drop rows of, and an over-imputed one
    unless ``allow_partial``; the message names each broken rule and its rows."""
    broken = check.refusals
    if broken:
        raise ForecastBenchExportError(
            "the submission breaks ForecastBench's rules, so it is not written: "
            + " | ".join(r.message() for r in broken)
        )
    if not check.imputation.passed and not allow_partial:
        raise ForecastBenchExportError(
            f"{check.imputation.message()}; not written. Run the questions left out (a question "
            "the import skipped cannot be run, and ForecastBench imputes it), or pass "
            "--allow-partial to write a file ForecastBench will leave off its leaderboard"
        )


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


def _question_file(path: Path) -> list[BacktestQuestion]:
    """Every question of the questions file, read as the runner reads it."""
    try:
        return load_question_records(path)
    except (SchemaError, OSError) as exc:
        raise ForecastBenchExportError(f"--questions: {exc}") from None


def _run_questions(
    run: dict[str, Any], in_file: Sequence[BacktestQuestion], questions_path: Path
) -> list[BacktestQuestion]:
    """The run's questions from the file, in the run's order, refused unless they hash alike."""
    records = {r.question_id: r for r in in_file}
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


def _round_rows(
    in_file: Sequence[BacktestQuestion], question_set: str, due_date: str
) -> list[RoundRow]:
    """The round's rows, as the questions file holds them: each of its questions of that round
    (the run's and any other), a market question without a date, a dataset one with its own."""
    rows = []
    for record in in_file:
        meta = record.metadata
        if meta.get(META_QUESTION_SET) != question_set or meta.get(META_DUE_DATE) != due_date:
            continue
        day = meta.get(META_RESOLUTION_DATE)
        rows.append(
            RoundRow(
                str(meta.get(META_ID)),
                str(meta.get(META_SOURCE)).lower(),
                day if isinstance(day, str) else None,
            )
        )
    return rows


def _unadjusted_scores(
    questions: Sequence[BacktestQuestion], submitted: dict[str, float]
) -> dict[str, tuple[int, float]]:
    """The submission's Brier score on the run's resolved questions as ForecastBench's
    leaderboard groups them (``src/leaderboard/main.py``): the mean over dataset questions, over
    market questions, and overall the mean of those two; a missing forecast is the 0.5
    ForecastBench imputes. Without the leaderboard's difficulty adjustment."""
    groups: dict[str, list[float]] = {"dataset": [], "market": []}
    for q in questions:
        outcome = q.question.resolved_outcome
        source = str(q.metadata.get(META_SOURCE)).lower()
        group = (
            "market"
            if source in MARKET_SOURCES
            else "dataset"
            if source in DATASET_SOURCES
            else None
        )
        if outcome is None or group is None:
            continue
        groups[group].append(
            brier_score(submitted.get(q.question_id, ABSTENTION_FORECAST), outcome)
        )
    scores = {g: (len(v), statistics.fmean(v)) for g, v in groups.items() if v}
    if len(scores) == len(groups):
        scores["overall"] = (
            sum(n for n, _ in scores.values()),
            statistics.fmean(b for _, b in scores.values()),
        )
    return scores


def _official_rows(path: Path, question_set: str, due_date: str) -> list[RoundRow]:
    """ForecastBench's rows of the round, from its question set, which must be the run's round."""
    try:
        name, due, rows = forecastbench_rows(path)
    except SchemaError as exc:
        raise ForecastBenchExportError(f"--question-set: {exc}") from None
    if (name, due) != (question_set, due_date):
        raise ForecastBenchExportError(
            f"--question-set: {path.name} is the question set {name!r} due {due}, but the run's "
            f"questions are of {question_set!r} due {due_date}; give the run's own question set"
        )
    return [RoundRow(qid, source.lower(), day) for qid, source, day in rows]


def _settings(run: dict[str, Any]) -> dict[str, Any]:
    settings = run.get("settings")
    return settings if isinstance(settings, dict) else {}


def _default_model(run: dict[str, Any], forecaster: str) -> str:
    """The run's ``provider:model``, and the forecaster when it is not the panel: ForecastBench
    tells two submissions apart by their names."""
    base = f"{run['provider']}:{run['model']}"
    if forecaster == DEFAULT_FORECASTER:
        return base
    return f"{base} ({SUBMITTED_FORECASTERS[forecaster]})"


def _fitted_earlier(settings: dict[str, Any]) -> tuple[float, float] | None:
    """The factor and weight a ``--calibrate-on`` run recorded (None for any other run)."""
    recorded = settings.get("calibrate_on")
    if recorded is None:
        return None
    values = [recorded.get(k) if isinstance(recorded, dict) else None for k in _FITTED_KEYS]
    if not all(
        isinstance(v, int | float) and not isinstance(v, bool) and 0.0 <= v <= 1.0 for v in values
    ):
        raise ForecastBenchExportError(
            f"{MANIFEST_NAME}: run.settings.calibrate_on holds no {' and '.join(_FITTED_KEYS)} "
            "in [0, 1]; it was not written by the runner"
        )
    return float(values[0]), float(values[1])


_FITTED_KEYS = ("calibration_factor", "blend_weight")


def _forecaster_values(
    forecaster: str,
    questions: Sequence[BacktestQuestion],
    panels: dict[str, list[AgentForecastArtifact] | None],
    run: dict[str, Any],
) -> dict[str, tuple[float, str | None]]:
    """Per answered question, the forecaster's value and what its reasoning says of it first
    (None for the panel, whose reasoning is the agents' own), from the runner's question rows."""
    settings = _settings(run)
    name = SUBMITTED_FORECASTERS[forecaster]
    if forecaster != DEFAULT_FORECASTER and settings.get("calibrate") is not True:
        raise ForecastBenchExportError(
            f"--forecaster {forecaster}: the run was made without --calibrate, so it has no "
            f"{name}; run the backtest with --calibrate-on RUN (a ForecastBench round has no "
            "past of its own to calibrate on), or export --forecaster panel"
        )
    fitted = _fitted_earlier(settings)
    categories = run.get("categories") if isinstance(run.get("categories"), dict) else {}
    rows = question_rows(
        [q.question for q in questions],
        {qid: c for qid, c in categories.items() if isinstance(c, str)},
        {qid: arts for qid, arts in panels.items() if arts is not None},
        calibrate=forecaster != DEFAULT_FORECASTER,
        fitted_earlier=fitted,
    )
    how = _how_fitted(settings)
    values: dict[str, tuple[float, str | None]] = {}
    lacking = []
    for row in rows:
        qid, mean = row["question_id"], row["panel_mean"]
        if mean is None:
            continue
        if forecaster == DEFAULT_FORECASTER:
            values[qid] = (mean, None)
        elif forecaster == "blend" and row["market_price"] is None:
            values[qid] = (
                mean,
                "Panel-market blend, on a question without a market price: "
                f"the panel's mean, {mean:.2f}.",
            )
        elif row[forecaster] is None:  # the row's column is named as the forecaster
            lacking.append(qid)
        elif forecaster == "calibrated":
            values[qid] = (
                row["calibrated"],
                f"Calibrated panel: the panel's mean, {mean:.2f}, moved toward 0.5 in log-odds "
                f"by factor {row['calibration_weight']:.2f} (1 keeps it), {how}.",
            )
        else:
            weight = row["blend_weight"]
            values[qid] = (
                row["blend"],
                f"Panel-market blend: in log-odds, weight {weight:.2f} on the panel's mean, "
                f"{mean:.2f}, and {1 - weight:.2f} on the market's freeze value, "
                f"{row['market_price']:.2f}, {how}.",
            )
    if lacking:
        raise ForecastBenchExportError(
            f"--forecaster {forecaster}: the run has no {name} forecast for {len(lacking)} of "
            f"the questions its panel answered (e.g. {', '.join(lacking[:3])}): a run with "
            "--calibrate fits on its own past, question by question, and has none for a question "
            "still open; run the backtest with --calibrate-on RUN for a whole round"
        )
    return values


def _how_fitted(settings: dict[str, Any]) -> str:
    """Where the calibration's parameter came from, for a forecast's reasoning."""
    recorded = settings.get("calibrate_on")
    if isinstance(recorded, dict):
        return (
            f"fitted on {recorded.get('questions')} questions of {recorded.get('trace')} that "
            f"resolved before {recorded.get('resolved_before')}"
        )
    return "fitted on this run's questions that resolved before the question's cutoff"


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
    question: BacktestQuestion,
    artifacts: Sequence[AgentForecastArtifact] | None,
    value: tuple[float, str | None] | None,
    policy: str,
) -> dict[str, Any] | None:
    """One submission entry, or None when the policy leaves the question out."""
    meta = _provenance(question)
    if value is None and policy == "omit":
        return None
    if value is not None and artifacts:
        forecast, lead = value
        reasoning = _reasoning(artifacts) if lead is None else f"{lead} {_reasoning(artifacts)}"
    else:
        forecast, reasoning = ABSTENTION_FORECAST, _abstention_reasoning(artifacts)
    return {
        "id": meta[META_ID],
        "source": meta[META_SOURCE],
        "forecast": forecast,
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
