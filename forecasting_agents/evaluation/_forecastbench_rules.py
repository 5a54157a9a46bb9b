"""ForecastBench's rules for a submission file, checked before an export writes one.

ForecastBench (forecastingresearch/forecastbench on GitHub, by the Forecasting Research Institute)
reads a submission in ``src/orchestration/_io.py`` (``read_forecast_file``), prepares it for
resolution in ``src/resolve/_prepare.py`` (``check_and_prepare_forecast_file``,
``set_resolution_dates``), fills the rows it lacks in ``src/resolve/_impute.py``
(``impute_missing_forecasts``) and leaves an over-imputed file off its leaderboard in
``src/leaderboard/main.py`` (``get_df_info``, ``IMPUTED_CUTOFF_PCT``). Each rule below is one small
function whose docstring cites the file and function, and says what ForecastBench does to a file
that breaks it: refuses the whole file, drops the rows, or leaves the file off the leaderboard.
:func:`check_submission` runs them in ForecastBench's order on a submission and the round's rows.

Conventions
-----------
- A row is ``{id, source, forecast, resolution_date, ...}`` as the export writes it; ``direction``
  is absent (ForecastBench then sets None: ``src/orchestration/func_resolve/main.py``).
- A row a rule drops is gone for the later rules, as in ForecastBench: it counts as missing, so
  as imputed. The export refuses a file with any dropped row or any refusal (a row ForecastBench
  drops silently is a bug in the file), and one over the imputation cutoff unless told to write a
  partial file.
- The round's rows are what the import wrote: one per market question, one per dataset question
  and resolution date. Questions the import skipped (resolved to 0.5, say) are not among them.
"""

from __future__ import annotations

import math
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from forecasting_agents.sources._forecastbench import DATASET_SOURCES, MARKET_SOURCES

__all__ = [
    "FORECAST_HORIZONS_IN_DAYS",
    "IMPUTED_CUTOFF_PCT",
    "REQUIRED_FIELDS",
    "RoundRow",
    "RuleResult",
    "SubmissionCheck",
    "check_submission",
    "dataset_resolution_dates",
    "forecasts_in_range",
    "imputed_share",
    "known_sources",
    "no_duplicate_dataset_rows",
    "no_duplicate_market_rows",
    "required_fields",
    "row_key",
    "rows_in_round",
]

FORECAST_HORIZONS_IN_DAYS = (7, 30, 90, 180, 365, 1095, 1825, 3650)
"""``src/helpers/constants.py``: the days after the due date a dataset question may resolve on."""
IMPUTED_CUTOFF_PCT = 5
"""``src/leaderboard/main.py``: a file with more than this percent of rows imputed is left out."""
REQUIRED_FIELDS = ("organization", "model", "model_organization", "question_set", "forecasts")
"""``src/orchestration/_io.py``, ``read_forecast_file``: each must be present and non-empty."""

REFUSES = "refuses the whole file"
DROPS = "drops these rows (so imputes them)"
UNRANKED = "leaves the file off its leaderboard"
_PREPARE = "src/resolve/_prepare.py check_and_prepare_forecast_file"
_MERGE = "src/resolve/_prepare.py set_resolution_dates"
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")
_SHOWN = 5


@dataclass(frozen=True)
class RoundRow:
    """A row of the round ForecastBench scores: a market question (no date) or a dataset
    question on one resolution date."""

    id: str
    source: str
    resolution_date: str | None = None

    @property
    def key(self) -> tuple[str, str, str | None]:
        return (self.id, self.source, self.resolution_date)


@dataclass(frozen=True)
class RuleResult:
    """One rule's verdict: its name, where ForecastBench applies it, what it does to a file that
    breaks it, and each offending row (or field) named."""

    rule: str
    source: str
    consequence: str
    problems: tuple[str, ...] = ()
    rows: tuple[int, ...] = ()
    """The indices in ``forecasts`` of the rows it names (those a dropping rule drops)."""

    @property
    def passed(self) -> bool:
        return not self.problems

    def message(self) -> str:
        shown = "; ".join(self.problems[:_SHOWN])
        more = f"; and {len(self.problems) - _SHOWN} more" if len(self.problems) > _SHOWN else ""
        return f"{self.rule} ({self.source}): ForecastBench {self.consequence}: {shown}{more}"


@dataclass(frozen=True)
class SubmissionCheck:
    """Every rule's verdict on one submission, and the imputed shares the last one measured."""

    results: tuple[RuleResult, ...]
    shares: Mapping[str, tuple[float, str | None]] = field(default_factory=dict)

    @property
    def refusals(self) -> list[RuleResult]:
        """The broken rules that refuse the file or drop rows from it."""
        return [r for r in self.results if not r.passed and r.consequence != UNRANKED]

    @property
    def imputation(self) -> RuleResult:
        return next(r for r in self.results if r.consequence == UNRANKED)

    def summary(self) -> str:
        """One line: which rules passed, and the highest imputed share of each kind of row."""
        worst = ", ".join(
            f"{share:.1f}% of {kind} rows" for kind, (share, _) in self.shares.items()
        )
        passed = sum(r.passed for r in self.results)
        return (
            f"ForecastBench's rules: {passed} of {len(self.results)} passed; imputed at most "
            f"{worst or 'nothing'} (ForecastBench's limit: {IMPUTED_CUTOFF_PCT}%)"
        )


# --------------------------------------------------------------------------- the rules


def _row_rule(
    rule: str, source: str, consequence: str, found: Sequence[tuple[int, str]]
) -> RuleResult:
    """A rule's verdict from its offending (row index, problem) pairs."""
    return RuleResult(
        rule, source, consequence, tuple(p for _, p in found), tuple(i for i, _ in found)
    )


def required_fields(submission: Mapping[str, Any]) -> RuleResult:
    """``src/orchestration/_io.py``, ``read_forecast_file``: ``organization``, ``model``,
    ``model_organization``, ``question_set`` and ``forecasts`` must each be present and non-empty,
    and ``question_set`` must hold a YYYY-MM-DD date, or the reader returns None and the file is
    not read; ``src/orchestration/func_resolve/main.py`` then takes the due date as the first ten
    characters of ``question_set``, so they must be that date."""
    problems = [
        f"{name} is missing or empty" for name in REQUIRED_FIELDS if not submission.get(name)
    ]
    question_set = submission.get("question_set")
    if isinstance(question_set, str) and question_set:
        if not _DATE.search(question_set):
            problems.append(f"question_set {question_set!r} holds no YYYY-MM-DD date")
        elif _due_date(submission) is None:
            problems.append(f"question_set {question_set!r} does not begin with its due date")
    elif question_set:
        problems.append(f"question_set {question_set!r} is not text")
    if submission.get("forecasts") and not isinstance(submission["forecasts"], list):
        problems.append("forecasts is not a list of rows")
    return RuleResult(
        "required fields", "src/orchestration/_io.py read_forecast_file", REFUSES, tuple(problems)
    )


def known_sources(rows: Sequence[tuple[int, Mapping[str, Any]]]) -> RuleResult:
    """``src/resolve/_prepare.py``, ``check_and_prepare_forecast_file``: a row whose ``source``,
    lowercased, is not one of ForecastBench's sources (``src/sources/_metadata.py``) is dropped."""
    known = {*MARKET_SOURCES, *DATASET_SOURCES}
    found = [
        (i, f"{_row(i, r)}: source {r.get('source')!r} is not one of {', '.join(sorted(known))}")
        for i, r in rows
        if _source(r) not in known
    ]
    return _row_rule("known sources", _PREPARE, DROPS, found)


def forecasts_in_range(rows: Sequence[tuple[int, Mapping[str, Any]]]) -> RuleResult:
    """``src/resolve/_prepare.py``, ``check_and_prepare_forecast_file``: a row whose ``forecast``
    is missing, NaN, or outside [0, 1] is dropped."""
    found = [
        (i, f"{_row(i, r)}: forecast {r.get('forecast')!r} is not a probability in [0, 1]")
        for i, r in rows
        if not _is_probability(r.get("forecast"))
    ]
    return _row_rule("forecasts in [0, 1]", _PREPARE, DROPS, found)


def dataset_resolution_dates(
    rows: Sequence[tuple[int, Mapping[str, Any]]], due_date: date
) -> RuleResult:
    """``src/resolve/_prepare.py``, ``check_and_prepare_forecast_file``: a dataset row whose
    ``resolution_date`` (its first ten characters) is not the due date plus one of
    :data:`FORECAST_HORIZONS_IN_DAYS` (``src/helpers/constants.py``) is dropped. (A market
    row's date is overwritten with none.)"""
    valid = {(due_date + timedelta(days=d)).isoformat() for d in FORECAST_HORIZONS_IN_DAYS}
    horizons = ", ".join(map(str, FORECAST_HORIZONS_IN_DAYS))
    found = [
        (
            i,
            f"{_row(i, r)}: resolution_date {r.get('resolution_date')!r} is not {due_date} plus "
            f"{horizons} days",
        )
        for i, r in rows
        if _source(r) in DATASET_SOURCES and _day(r) not in valid
    ]
    return _row_rule("dataset resolution dates", _PREPARE, DROPS, found)


def no_duplicate_dataset_rows(rows: Sequence[tuple[int, Mapping[str, Any]]]) -> RuleResult:
    """``src/resolve/_prepare.py``, ``check_and_prepare_forecast_file``: two dataset rows with
    the same (id, source, resolution_date, direction) raise ValueError ("Duplicate Rows
    encountered"): the whole file fails."""
    found = _duplicates([(i, r) for i, r in rows if _source(r) in DATASET_SOURCES], dated=True)
    return _row_rule("no duplicate dataset rows", _PREPARE, REFUSES, found)


def no_duplicate_market_rows(rows: Sequence[tuple[int, Mapping[str, Any]]]) -> RuleResult:
    """This project's rule, stricter than ForecastBench's: ForecastBench does not refuse two
    market rows with the same (id, source, direction), but ``src/resolve/_prepare.py``
    ``set_resolution_dates`` joins the question's resolution to each of them, so the question
    would be scored twice. Refused as a duplicate dataset row is."""
    found = _duplicates([(i, r) for i, r in rows if _source(r) in MARKET_SOURCES], dated=False)
    return _row_rule("no duplicate market rows", f"{_MERGE} (this project's check)", REFUSES, found)


def rows_in_round(
    rows: Sequence[tuple[int, Mapping[str, Any]]], round_rows: Collection[RoundRow]
) -> RuleResult:
    """``src/resolve/_prepare.py``, ``set_resolution_dates``: the forecasts are joined onto the
    round's own rows (a left join from the resolutions, on id, source, direction and, for a
    dataset question, resolution_date), so a row that matches none of them is dropped."""
    keys = {r.key for r in round_rows}
    found = [
        (i, f"{_row(i, r)}: not a row of the round") for i, r in rows if row_key(r) not in keys
    ]
    return _row_rule("rows of the round", _MERGE, DROPS, found)


def imputed_share(
    rows: Sequence[tuple[int, Mapping[str, Any]]],
    round_rows: Collection[RoundRow],
    placeholders: Collection[tuple[str, str, str | None]] = (),
) -> tuple[RuleResult, dict[str, tuple[float, str | None]]]:
    """``src/resolve/_impute.py``, ``impute_missing_forecasts``: a row of the round with no
    forecast is imputed (0.5, ``imputed`` true); ``src/leaderboard/main.py``, ``get_df_info``:
    a file whose imputed rows are more than :data:`IMPUTED_CUTOFF_PCT` percent of all its rows,
    of its market rows, or of its resolved dataset rows is left off the leaderboard
    ("imputed cutoff exceeded").

    A dataset row joins the resolution set once its date has passed, and the leaderboard is
    recomputed as they do, so the shares are checked at every stage of the round: after each
    resolution date, with the market rows and the dataset rows resolved by then. Returns the
    verdict and the highest share of each kind of row, with the stage it was reached at.
    ``placeholders`` are rows the export wrote as 0.5 for want of a forecast
    (``--abstentions 0.5``): ForecastBench cannot tell them from forecasts, but no forecaster
    made them, so they count as imputed here.
    """
    given = {row_key(r) for _, r in rows} - set(placeholders)
    imputed = {r.key for r in round_rows if r.key not in given}
    market = [r for r in round_rows if r.resolution_date is None]
    dataset = [r for r in round_rows if r.resolution_date is not None]
    stages = sorted({str(r.resolution_date) for r in dataset}) or [None]
    worst: dict[str, tuple[float, str | None]] = {}
    problems: dict[str, str] = {}  # the first stage each kind of row goes over the cutoff
    for stage in stages:
        resolved = [r for r in dataset if stage is not None and str(r.resolution_date) <= stage]
        # "all" is ForecastBench's "overall": every row of the file, market and dataset alike.
        for kind, group in (("all", market + resolved), ("market", market), ("dataset", resolved)):
            if not group:
                continue
            missing = [r for r in group if r.key in imputed]
            share = 100 * len(missing) / len(group)
            if share > worst.get(kind, (-1.0, None))[0]:
                worst[kind] = (share, stage)
            if share > IMPUTED_CUTOFF_PCT and kind not in problems:
                problems[kind] = _over_cutoff(kind, stage, missing, group)
    result = RuleResult(
        f"at most {IMPUTED_CUTOFF_PCT}% imputed",
        "src/resolve/_impute.py impute_missing_forecasts; src/leaderboard/main.py get_df_info",
        UNRANKED,
        tuple(problems.values()),
    )
    return result, worst


def check_submission(
    submission: Mapping[str, Any],
    round_rows: Collection[RoundRow],
    *,
    placeholders: Collection[tuple[str, str, str | None]] = (),
) -> SubmissionCheck:
    """Every rule, in ForecastBench's order, each on the rows the rules before it kept."""
    fields = required_fields(submission)
    listed = submission.get("forecasts")
    rows = [(i, r) for i, r in enumerate(listed if isinstance(listed, list) else [])]
    not_rows = [f"forecasts[{i}] is not an object" for i, r in rows if not isinstance(r, Mapping)]
    if not_rows:
        fields = RuleResult(fields.rule, fields.source, REFUSES, (*fields.problems, *not_rows))
        rows = [(i, r) for i, r in rows if isinstance(r, Mapping)]
    results = [fields]
    due = _due_date(submission)
    steps = [known_sources, forecasts_in_range]
    if due is not None:
        steps.append(lambda kept: dataset_resolution_dates(kept, due))
    for step in steps:
        verdict = step(rows)
        results.append(verdict)
        rows = _kept(rows, verdict)
    results += [no_duplicate_dataset_rows(rows), no_duplicate_market_rows(rows)]
    in_round = rows_in_round(rows, round_rows)
    results.append(in_round)
    share, worst = imputed_share(_kept(rows, in_round), round_rows, placeholders)
    return SubmissionCheck((*results, share), worst)


# --------------------------------------------------------------------------- helpers


def _source(row: Mapping[str, Any]) -> str:
    source = row.get("source")
    return source.lower() if isinstance(source, str) else ""


def _day(row: Mapping[str, Any]) -> str | None:
    day = row.get("resolution_date")
    return day[:10] if isinstance(day, str) else None


def row_key(row: Mapping[str, Any]) -> tuple[str, str, str | None]:
    """A submission row's place in the round, as :attr:`RoundRow.key`: a market row has no
    date (ForecastBench drops it)."""
    source = _source(row)
    day = None if source in MARKET_SOURCES else _day(row)
    return (str(row.get("id")), source, day)


def _row(index: int, row: Mapping[str, Any]) -> str:
    day = _day(row)
    return f"forecasts[{index}] ({row.get('source')} {row.get('id')}{' ' + day if day else ''})"


def _is_probability(value: object) -> bool:
    return (
        not isinstance(value, bool)
        and isinstance(value, int | float)
        and math.isfinite(value)
        and 0.0 <= value <= 1.0
    )


def _due_date(submission: Mapping[str, Any]) -> date | None:
    """The due date ForecastBench's resolver reads: the first ten characters of question_set."""
    question_set = submission.get("question_set")
    if not isinstance(question_set, str) or not _DATE.fullmatch(question_set[:10]):
        return None
    try:
        return date.fromisoformat(question_set[:10])
    except ValueError:
        return None


def _duplicates(
    rows: Sequence[tuple[int, Mapping[str, Any]]], *, dated: bool
) -> list[tuple[int, str]]:
    first: dict[tuple[Any, ...], int] = {}
    found = []
    for i, r in rows:
        direction = r.get("direction")
        key = (str(r.get("id")), _source(r), _day(r) if dated else None, repr(direction))
        if key in first:
            found.append((i, f"{_row(i, r)}: the same row as forecasts[{first[key]}]"))
        else:
            first[key] = i
    return found


def _kept(
    rows: Sequence[tuple[int, Mapping[str, Any]]], verdict: RuleResult
) -> list[tuple[int, Mapping[str, Any]]]:
    """The rows a dropping rule left."""
    dropped = set(verdict.rows)
    return [(i, r) for i, r in rows if i not in dropped]


def _over_cutoff(
    kind: str, stage: str | None, missing: Sequence[RoundRow], group: Sequence[RoundRow]
) -> str:
    when = f" resolving by {stage}" if stage and kind != "market" else ""
    examples = ", ".join(
        f"{r.source} {r.id}{' ' + r.resolution_date if r.resolution_date else ''}"
        for r in missing[:3]
    )
    return (
        f"{kind} rows{when}: {len(missing)} of {len(group)} "
        f"({100 * len(missing) / len(group):.1f}%) have no forecast, above {IMPUTED_CUTOFF_PCT}% "
        f"(e.g. {examples})"
    )
