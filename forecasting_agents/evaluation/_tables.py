"""The backtest's scorecard: one row per question, the scores of every forecaster, and skill.

:func:`question_rows`, :func:`score_rows` and :func:`skill_rows` are plain functions of
questions, panels and settings. The runner writes their rows as ``questions.csv``,
``scores.csv`` and ``skill.csv``, and records the first two in its trace as its scorecard (the
skill rows are a function of the question rows, so they need no record of their own); the audit
report shows that scorecard, and scores a trace that holds none with the same functions. The
scores, baselines, the point-in-time calibration and the market blend come from ``_scoring``.

Conventions
-----------
- The CSVs are polars frames with a declared schema, so an empty run still has typed columns.
  polars is imported only when a frame is made: a notebook that reads the rows never loads it.
- Every forecaster is scored on the same questions, joined by id: first the questions the panel
  answered; then those of them with a market price (panel, market and blend side by side);
  then all scored questions with an abstention counted as 0.5. A question recorded
  ``infeasible`` (not run: its documents cannot meet the coverage gate) is an abstention: no
  committed forecast, so 0.5 in the ``all`` rows, and its reason in its row's ``note``. A
  question resolved on or before the declared knowledge cutoff is listed but not scored.
- ``clipped`` in a score row counts the forecasts that were clipped into
  ``[LOG_ODDS_CLIP, 1 - LOG_ODDS_CLIP]`` on their way into log-odds (0 for a forecaster that
  never takes log-odds), so a record of 0 or 1 is never silent.
- Nothing holds a wall-clock reading, and the bootstrap intervals have a fixed seed, so a rerun
  writes the same bytes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ArtifactStatus,
    ForecastQuestion,
)
from forecasting_agents.evaluation._scoring import (
    ScoreSummary,
    aggregate_forecasts,
    base_rate_forecasts,
    blend_point_in_time,
    brier_index,
    calibrate_point_in_time,
    is_clipped,
    paired_difference,
    skill_score,
    smoothed_base_rate_forecasts,
    summarize_scores,
)
from forecasting_agents.evaluation._shrinkage import blend_with_weight, calibrate_with_factor
from forecasting_agents.sources._forecastbench import DATASET_SOURCES, MARKET_SOURCES

if TYPE_CHECKING:
    import polars as pl

__all__ = [
    "FORECASTERS",
    "GROUP_PREFIX",
    "KNOWLEDGE_CUTOFF_NOTE",
    "NO_SOURCE",
    "OVERALL_SOURCE",
    "SCORE_COLUMNS",
    "SCORE_FIELDS",
    "SKILL_FIELDS",
    "UNSMOOTHED",
    "question_rows",
    "question_table",
    "score_rows",
    "score_table",
    "skill_rows",
    "skill_table",
]


KNOWLEDGE_CUTOFF_NOTE = "resolved on or before the knowledge cutoff"
"""The note of a question left unscored because the model may have known its outcome."""
SCORE_FIELDS = (
    "forecaster",
    "questions",
    "n",
    "brier",
    "brier_low",
    "brier_high",
    "log",
    "log_low",
    "log_high",
)
"""The columns every score row has, in order: what a trace's scorecard must hold to be shown."""
SCORE_COLUMNS = (*SCORE_FIELDS, "clipped")
"""The columns of ``scores.csv``: :data:`SCORE_FIELDS`, then how many forecasts were clipped."""
SKILL_FIELDS = (
    "forecaster",
    "source",
    "n",
    "brier",
    "brier_index",
    "difficulty_adjusted",
    "bss",
    "bss_low",
    "bss_high",
    "n_market",
    "bss_market",
    "bss_market_low",
    "bss_market_high",
)
"""The columns of ``skill.csv`` (:func:`skill_rows`), in order."""

OVERALL_SOURCE = "all"
"""The ``source`` of a skill row over every source together."""
NO_SOURCE = "(none)"
"""The ``source`` of questions that have no category."""
GROUP_PREFIX = "group:"
"""The ``source`` of a skill row over one of ForecastBench's source groups (``group:dataset``,
``group:market``), or over both as ForecastBench weighs them (``group:overall``)."""
_GROUPS = (
    ("dataset", frozenset(DATASET_SOURCES)),
    ("market", frozenset(MARKET_SOURCES)),
)
"""ForecastBench's two kinds of source: a question is in a group when its category is one of them
(the importer makes a question's category its ForecastBench source)."""

FORECASTERS = (
    ("panel (mean)", "panel_mean"),
    ("panel (median)", "panel_median"),
    ("panel (log-odds mean)", "panel_log_odds"),
    ("panel (trimmed log-odds)", "panel_trimmed"),
    ("calibrated panel", "calibrated"),
    ("base rate", "base_rate"),
    ("market price", "market_price"),
    ("panel-market blend", "blend"),
)
"""Each forecaster of ``skill.csv`` (and of the score table) and its question-row column."""
UNSMOOTHED = ("base rate, unsmoothed", "base_rate_unsmoothed")
"""The old base rate, scored on the answered questions only, to show what smoothing is worth."""
_NAMES = {column: name for name, column in (*FORECASTERS, UNSMOOTHED)}
_SHORT = {
    "panel_mean": "panel",
    "calibrated": "calibrated",
    "blend": "blend",
    "market_price": "market",
}
"""How a paired difference names its two sides: ``calibrated minus panel``."""


def question_rows(
    questions: Sequence[ForecastQuestion],
    categories: Mapping[str, str],
    panels: Mapping[str, Sequence[AgentForecastArtifact]],
    *,
    failures: Mapping[str, str] | None = None,
    knowledge_cutoff: str | None = None,
    calibrate: bool = False,
    fitted_earlier: tuple[float, float] | None = None,
) -> list[dict[str, Any]]:
    """One row per question: its dates and outcome, its panel's aggregates, the baselines.

    ``panels`` maps a question id to its panel's artifacts (a question without a panel ran
    into ``failures`` or did not run). A question is scored when it has a panel and an outcome
    and resolved after ``knowledge_cutoff``. With ``calibrate`` the panel's mean is also
    calibrated in log-odds toward 0.5 by a factor fitted point-in-time, and, where a question
    has a market price, blended with it in log-odds by a weight fitted point-in-time: only
    resolved questions have a past of their own. ``fitted_earlier`` is instead the (factor,
    weight) fitted once on an earlier run (``backtest --calibrate-on``, ``_shrinkage``),
    applied to every answered question, open ones too.
    """
    failures = failures or {}
    kc = parse_iso_date(knowledge_cutoff) if knowledge_cutoff else None
    resolved = [q for q in questions if q.resolved_outcome is not None]
    base = smoothed_base_rate_forecasts(resolved, categories) if resolved else {}
    unsmoothed = base_rate_forecasts(resolved, categories) if resolved else {}
    summaries = {qid: aggregate_forecasts(list(arts)) for qid, arts in panels.items()}
    means = {qid: s.mean for qid, s in summaries.items() if s.mean is not None}
    market = {
        q.question_id: q.current_market_price
        for q in questions
        if q.current_market_price is not None
    }
    if calibrate and fitted_earlier is not None:
        factor, weight = fitted_earlier
        calibrated = calibrate_with_factor(means, factor)
        blended = blend_with_weight(means, market, weight)
    else:
        calibrated = calibrate_point_in_time(resolved, means) if calibrate else {}
        blended = blend_point_in_time(resolved, means, market) if calibrate else {}
    rows = []
    for q in questions:
        qid, s = q.question_id, summaries.get(q.question_id)
        known = q.resolved_by(kc)
        fit = calibrated.get(qid)
        blend = blended.get(qid) if qid in market else None
        rows.append(
            {
                "question_id": qid,
                "category": categories.get(qid),
                "cutoff_date": q.cutoff_date,
                "resolution_date": q.resolution_date,
                "outcome": q.resolved_outcome,
                "scored": s is not None and q.resolved_outcome is not None and not known,
                "note": failures.get(qid)
                or (KNOWLEDGE_CUTOFF_NOTE if known else None)
                or _infeasible_note(panels.get(qid, ())),
                "statuses": "|".join(a.status for a in panels[qid]) if s else None,
                "n_members": s.n_members if s else None,
                "n_forecasts": s.n_forecasts if s else None,
                "panel_mean": s.mean if s else None,
                "panel_median": s.median if s else None,
                "panel_low": s.low if s else None,
                "panel_high": s.high if s else None,
                "base_rate": base.get(qid),
                "market_price": q.current_market_price,
                "calibration_weight": fit.parameter if fit else None,
                "calibrated": fit.forecast if fit else None,
                "panel_log_odds": s.log_odds_mean if s else None,
                "panel_trimmed": s.trimmed if s else None,
                "n_clipped": s.n_clipped if s else None,
                "n_trimmed": s.n_trimmed if s else None,
                "base_rate_unsmoothed": unsmoothed.get(qid),
                "blend_weight": blend.parameter if blend else None,
                "blend": blend.forecast if blend else None,
            }
        )
    return rows


def _infeasible_note(panel: Sequence[AgentForecastArtifact]) -> str | None:
    """Why a question was not run (its agents' shared rationale), if every agent of it is
    ``infeasible``: the runner's record of a question whose documents cannot meet the gate."""
    if panel and all(a.status == ArtifactStatus.INFEASIBLE for a in panel):
        return panel[0].rationale
    return None


def question_table(rows: Sequence[Mapping[str, Any]]) -> pl.DataFrame:
    """:func:`question_rows` as the typed frame the runner writes to ``questions.csv``."""
    return _frame(list(rows), _TABLE_SCHEMA)


_TABLE_SCHEMA = {  # each column's polars type, by name
    "question_id": "String",
    "category": "String",
    "cutoff_date": "String",
    "resolution_date": "String",
    "outcome": "Float64",
    "scored": "Boolean",
    "note": "String",
    "statuses": "String",
    "n_members": "Int64",
    "n_forecasts": "Int64",
    "panel_mean": "Float64",
    "panel_median": "Float64",
    "panel_low": "Float64",
    "panel_high": "Float64",
    "base_rate": "Float64",
    "market_price": "Float64",
    "calibration_weight": "Float64",
    "calibrated": "Float64",
    "panel_log_odds": "Float64",
    "panel_trimmed": "Float64",
    "n_clipped": "Int64",
    "n_trimmed": "Int64",
    "base_rate_unsmoothed": "Float64",
    "blend_weight": "Float64",
    "blend": "Float64",
}


_SCORE_SCHEMA = dict(
    zip(
        SCORE_COLUMNS,
        ("String", "String", "Int64", *["Float64"] * 6, "Int64"),
        strict=True,
    )
)
_SKILL_SCHEMA = dict(
    zip(
        SKILL_FIELDS,
        (
            "String",
            "String",
            "Int64",
            "Float64",
            "Float64",
            "Boolean",
            *["Float64"] * 3,
            "Int64",
            *["Float64"] * 3,
        ),
        strict=True,
    )
)


def score_rows(questions: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Every forecaster on the same questions, joined by id, with 90% bootstrap intervals.

    ``questions`` are :func:`question_rows`. On ``answered`` questions (the panel committed)
    the panel's aggregates are scored beside always 0.5 and the base rates (and the calibrated
    panel, with its paired difference from the panel's mean); on ``market`` questions (answered,
    with a market price) the panel beside the market and their blend, with the blend's paired
    differences from each; on ``all`` scored questions an abstention counts as 0.5.
    """
    scored = [row for row in questions if row["scored"]]
    outcomes = {row["question_id"]: row["outcome"] for row in scored}
    answered = [row for row in scored if row["panel_mean"] is not None]
    with_market = [row for row in answered if row["market_price"] is not None]
    rows: list[dict[str, Any]] = []

    def add(subset: str, frame: Sequence[Mapping[str, Any]], column: str) -> None:
        forecasts = _column(frame, column)
        if forecasts:
            summary = summarize_scores(_NAMES[column], forecasts, outcomes)
            rows.append(_score_row(subset, summary, _clipped(frame, column)))

    def minus(subset: str, frame: Sequence[Mapping[str, Any]], column: str, base: str) -> None:
        # Paired, question by question: a Brier interval wholly below 0 means ``column`` did
        # better than ``base``.
        forecasts = _column(frame, column)
        if forecasts:
            name = f"{_SHORT[column]} minus {_SHORT[base]}"
            summary = paired_difference(name, forecasts, _column(frame, base), outcomes)
            rows.append(_score_row(subset, summary, _clipped(frame, column)))

    def coin(subset: str, ids: Sequence[str]) -> None:
        if ids:
            summary = summarize_scores("always 0.5", dict.fromkeys(ids, 0.5), outcomes)
            rows.append(_score_row(subset, summary, 0))

    for column in ("panel_mean", "panel_median", "panel_log_odds"):
        add("answered", answered, column)
    if any(row.get("n_trimmed") for row in answered):
        add("answered", answered, "panel_trimmed")
    add("answered", answered, "calibrated")
    minus("answered", answered, "calibrated", "panel_mean")
    coin("answered", list(_column(answered, "panel_mean")))
    add("answered", answered, "base_rate")
    add("answered", answered, "base_rate_unsmoothed")
    if with_market:
        add("market", with_market, "panel_mean")
        add("market", with_market, "market_price")
        add("market", with_market, "blend")
        minus("market", with_market, "blend", "panel_mean")
        minus("market", with_market, "blend", "market_price")
        coin("market", list(_column(with_market, "panel_mean")))
    for name, column in (
        ("panel, abstain = 0.5", "panel_mean"),
        ("calibrated panel, abstain = 0.5", "calibrated"),
    ):
        forecasts = _column(answered, column)
        if forecasts:
            padded = {**dict.fromkeys(outcomes, 0.5), **forecasts}
            summary = summarize_scores(name, padded, outcomes)
            rows.append(_score_row("all", summary, _clipped(answered, column)))
    coin("all", list(outcomes))
    add("all", scored, "base_rate")
    return rows


def score_table(rows: Sequence[Mapping[str, Any]]) -> pl.DataFrame:
    """:func:`score_rows` as the typed frame the runner writes to ``scores.csv``."""
    return _frame([{"clipped": 0, **row} for row in rows], _SCORE_SCHEMA)


def skill_rows(questions: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """ForecastBench's conventions, over all questions, per source group and per source.

    ``questions`` are :func:`question_rows`; the questions are those the panel answered, as in
    the ``answered`` rows of :func:`score_rows`, so the overall Brier scores are the same.
    Per forecaster: a row over all of them (``all``); for a run on ForecastBench questions, one
    per source group (``group:dataset``, ``group:market``) and ``group:overall``, the mean of
    the two groups' Brier scores, as ForecastBench's leaderboard weighs them
    (forecastingresearch/forecastbench, ``src/leaderboard/main.py``); then one per source (a
    question's category). Each row has the Brier score, the Brier Index ``100 * (1 -
    sqrt(Brier))`` (:func:`brier_index`), ``difficulty_adjusted`` (always False: the leaderboard
    adjusts for question difficulty with a fit over many forecasters, which one run cannot
    make), the Brier skill score against always 0.5 (``bss = 1 - Brier / 0.25``) and, on the
    ``n_market`` of those questions with a market price, against the market (``bss_market = 1 -
    Brier / Brier of the market``), each with a 90% paired bootstrap interval; ``group:overall``
    has no interval and no market column. A source with one question has an interval of one
    point: read ``n`` first.
    """
    scored = [row for row in questions if row["scored"] and row["panel_mean"] is not None]
    outcomes = {row["question_id"]: row["outcome"] for row in scored}
    by_source: dict[str, list[Mapping[str, Any]]] = {}
    for row in scored:
        by_source.setdefault(row["category"] or NO_SOURCE, []).append(row)
    groups = [
        (f"{GROUP_PREFIX}{name}", [row for row in scored if row["category"] in members])
        for name, members in _GROUPS
    ]
    trimmed = any(row.get("n_trimmed") for row in scored)  # as in score_rows
    rows = []
    for name, column in FORECASTERS:
        if column == "panel_trimmed" and not trimmed:
            continue
        rows.extend(_skill_row(name, column, OVERALL_SOURCE, scored, outcomes))
        in_groups = [r for g, frame in groups for r in _skill_row(name, column, g, frame, outcomes)]
        rows.extend(in_groups)
        if len(in_groups) == len(_GROUPS):
            rows.append(_overall_row(name, in_groups))
    for source, frame in sorted(by_source.items()):
        for name, column in FORECASTERS:
            if column != "panel_trimmed" or trimmed:
                rows.extend(_skill_row(name, column, source, frame, outcomes))
    return sorted(rows, key=_skill_order)


_GROUP_ORDER = (*(f"{GROUP_PREFIX}{name}" for name, _ in _GROUPS), f"{GROUP_PREFIX}overall")
_FORECASTER_ORDER = {name: i for i, (name, _) in enumerate(FORECASTERS)}


def _skill_order(row: Mapping[str, Any]) -> tuple[int, int, str, int]:
    """``all`` first, then the groups (dataset, market, overall), then the sources by name; the
    forecasters in :data:`FORECASTERS`' order within each."""
    source = row["source"]
    if source == OVERALL_SOURCE:
        place = (0, 0)
    elif source in _GROUP_ORDER:
        place = (1, _GROUP_ORDER.index(source))
    else:
        place = (2, 0)
    return (*place, source, _FORECASTER_ORDER[row["forecaster"]])


def _skill_row(
    name: str,
    column: str,
    source: str,
    frame: Sequence[Mapping[str, Any]],
    outcomes: Mapping[str, float],
) -> list[dict[str, Any]]:
    """The skill row of one forecaster on ``frame`` (none when it forecast none of them)."""
    forecasts = _column(frame, column)
    if not forecasts:
        return []
    market = _column(frame, "market_price")
    brier = summarize_scores(name, forecasts, outcomes).brier
    coin = skill_score(name, forecasts, dict.fromkeys(forecasts, 0.5), outcomes)
    priced = {q: p for q, p in forecasts.items() if q in market}
    against = skill_score(name, priced, market, outcomes) if priced else None
    coin_low, coin_high = coin.interval or (None, None)
    market_low, market_high = (against and against.interval) or (None, None)
    return [
        {
            "forecaster": name,
            "source": source,
            "n": len(forecasts),
            "brier": brier,
            "brier_index": brier_index(brier),
            "difficulty_adjusted": False,
            "bss": coin.value,
            "bss_low": coin_low,
            "bss_high": coin_high,
            "n_market": len(priced),
            "bss_market": against.value if against else None,
            "bss_market_low": market_low,
            "bss_market_high": market_high,
        }
    ]


def _overall_row(name: str, in_groups: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """ForecastBench's overall score: the mean of the dataset and market Brier scores."""
    brier = sum(row["brier"] for row in in_groups) / len(in_groups)
    return {
        "forecaster": name,
        "source": f"{GROUP_PREFIX}overall",
        "n": sum(row["n"] for row in in_groups),
        "brier": brier,
        "brier_index": brier_index(brier),
        "difficulty_adjusted": False,
        "bss": 1 - brier / 0.25,  # always 0.5 scores 0.25 in each group, so 0.25 overall
        "bss_low": None,
        "bss_high": None,
        "n_market": None,
        "bss_market": None,
        "bss_market_low": None,
        "bss_market_high": None,
    }


def skill_table(rows: Sequence[Mapping[str, Any]]) -> pl.DataFrame:
    """:func:`skill_rows` as the typed frame the runner writes to ``skill.csv``."""
    return _frame(list(rows), _SKILL_SCHEMA)


def _frame(rows: list[Mapping[str, Any]], schema: Mapping[str, str]) -> pl.DataFrame:
    """``rows`` as a polars frame whose columns have the types ``schema`` names."""
    import polars as pl  # here, not at the top: only the frames need it

    return pl.DataFrame(rows, schema={column: getattr(pl, kind) for column, kind in schema.items()})


def _column(frame: Sequence[Mapping[str, Any]], name: str) -> dict[str, float]:
    return {row["question_id"]: row[name] for row in frame if row.get(name) is not None}


def _clipped(frame: Sequence[Mapping[str, Any]], column: str) -> int:
    """How many forecasts behind ``column`` on ``frame`` were clipped on entering log-odds."""
    total = 0
    for row in frame:
        if row.get(column) is None:
            continue
        if column in ("panel_log_odds", "panel_trimmed"):
            total += row["n_clipped"] or 0
        elif column == "calibrated" and row["calibration_weight"] not in (0.0, 1.0):
            # A factor of 1 returns the panel's mean as it is, and 0 says 0.5 whatever it is.
            total += is_clipped(row["panel_mean"])
        elif column == "blend" and 0.0 < row["blend_weight"] < 1.0:
            # A weight of 1 returns the panel's mean, 0 the market's price, each unclipped.
            total += is_clipped(row["panel_mean"]) + is_clipped(row["market_price"])
    return total


def _score_row(subset: str, s: ScoreSummary, clipped: int) -> dict[str, Any]:
    return {
        "forecaster": s.name,
        "questions": subset,
        "n": s.n,
        "brier": s.brier,
        "brier_low": s.brier_interval[0],
        "brier_high": s.brier_interval[1],
        "log": s.log,
        "log_low": s.log_interval[0],
        "log_high": s.log_interval[1],
        "clipped": clipped,
    }
