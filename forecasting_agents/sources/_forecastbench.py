"""ForecastBench in: a round's question and resolution sets, as the course's questions and corpus.

ForecastBench (Forecasting Research Institute; Karger et al., ICLR 2025; data under CC BY-SA 4.0)
publishes each round as a question set (``<due date>-llm.json``) and, later, a resolution set
(``<due date>_resolution_set.json``). :func:`import_forecastbench` reads the two files and returns
questions and documents in the formats of :mod:`forecasting_agents.core` (``questions.jsonl``,
``documents.jsonl``); :func:`write_forecastbench_import` writes them, so a round runs through the
same backtest as the course's own questions. The exporter that maps a run back to a ForecastBench
submission is :mod:`forecasting_agents.evaluation` (``_forecastbench``); it reads the provenance
kept here in each question's metadata (:data:`METADATA_FIELDS`).

Conventions
-----------
- Market questions (:data:`MARKET_SOURCES`) become one question each: the cutoff is the freeze
  date, the market price is the freeze value (a probability, else the question is skipped), the
  outcome comes from the resolution set when it resolved to exactly 0 or 1. Dataset questions
  (:data:`DATASET_SOURCES`) become one question per resolution date, with the dates filled into
  the text; their freeze value is a level of the series, so it is stated in the description with
  its explanation and never becomes a ``market_price``.
- A question whose outcome is not known yet is written with outcome null (reported as open), or,
  with ``unresolved="skip"``, skipped; one that resolved to anything but 0 or 1 is skipped. Every
  skip carries a reason (:class:`ForecastBenchSkip`), so nothing disappears silently.
- Each question gets one document: its background and resolution criteria, tagged with its
  ``question_id`` and dated :data:`DOCUMENT_LEAD_DAYS` before the cutoff (the cutoff is exclusive).
  That date is the importer's, not a publisher's: the text was in the question set at the freeze,
  and each document's metadata says so.
- Texts respect the format's limits (:data:`forecasting_agents.core._jsonl.FILE_LIMITS`): a
  document's text and a description are clipped to theirs (a document's background first, so its
  resolution criteria always fit); a question's text over its limit skips the question, since
  cutting it would change what is asked.
- The two files are untrusted input. Their shape (top-level keys, entry types, required keys,
  sizes, duplicate entries, the two files belonging to one round) is checked by
  ``_forecastbench_files`` and a problem raises :class:`ForecastBenchFormatError` naming the file,
  the entry and the field; the content decides what is importable, and an unusable value skips its
  question with a reason. Sizes are bounded (:data:`MAX_FILE_BYTES`, :data:`MAX_ENTRIES`,
  :data:`MAX_FIELD_CHARS`); no regular expression is used.
- A document holds no date after the cutoff that the importer put there: a dataset question's
  document names "the resolution date" in words, since the search's leak check removes a document
  that mentions a day on or after the cutoff. (A market's own background may still mention one.)
- Ids are ``<source>-<id>`` (plus ``-<resolution date>`` for a dataset question), so ids from
  different sources cannot collide; an id that would not be a safe file name is replaced by a digest
  of it (the original stays in the metadata).
- This module imports only :mod:`forecasting_agents.core` and ``_forecastbench_files``.
"""

from __future__ import annotations

import hashlib
import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from forecasting_agents.core._checks import is_http_url
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import (
    DateParseError,
)
from forecasting_agents.core._files import write_atomic
from forecasting_agents.core._formats import (
    FILE_LIMITS,
    MAX_ID_CHARS,
    BacktestQuestion,
    CorpusDocument,
    is_identifier,
    jsonl_bytes,
)
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.core._text import clip, one_line
from forecasting_agents.sources._forecastbench_files import (
    MAX_ENTRIES,
    MAX_FIELD_CHARS,
    MAX_FILE_BYTES,
    ForecastBenchFormatError,
    iso_day,
    read_question_set,
    read_round,
)

__all__ = [
    "DATASET_SOURCES",
    "DEFAULT_UNRESOLVED",
    "DESCRIPTION_CLIP_CHARS",
    "DOCUMENT_CLIP_CHARS",
    "DOCUMENT_LEAD_DAYS",
    "MARKET_SOURCES",
    "MAX_ENTRIES",
    "MAX_FIELD_CHARS",
    "MAX_FILE_BYTES",
    "MAX_RESOLUTION_DATES",
    "METADATA_FIELDS",
    "META_DUE_DATE",
    "META_FREEZE_EXPLANATION",
    "META_FREEZE_VALUE",
    "META_ID",
    "META_QUESTION_SET",
    "META_RESOLUTION_DATE",
    "META_SOURCE",
    "UNRESOLVED_POLICIES",
    "ForecastBenchFormatError",
    "ForecastBenchImport",
    "ForecastBenchSkip",
    "RoundRowKey",
    "forecastbench_rows",
    "import_forecastbench",
    "write_forecastbench_import",
]


MARKET_SOURCES = ("infer", "manifold", "metaculus", "polymarket")
"""Sources whose freeze value is a market's (or crowd's) probability of yes."""
DATASET_SOURCES = ("acled", "dbnomics", "fred", "wikipedia", "yfinance")
"""Sources whose questions compare a data series at each resolution date with the due date."""

UNRESOLVED_POLICIES = ("keep", "skip")
DEFAULT_UNRESOLVED = "keep"
"""Open questions are written with outcome null: the backtest runs them and does not score them,
and the export then covers the whole round."""

DOCUMENT_LEAD_DAYS = 1
"""A question's document is dated this many days before its cutoff, so it is strictly before."""

MAX_RESOLUTION_DATES = 32
"""Resolution dates of one dataset question (ForecastBench uses eight)."""
DOCUMENT_CLIP_CHARS = FILE_LIMITS["document text (characters)"]
"""A document's text is clipped to the format's limit (no real background comes near it)."""
DESCRIPTION_CLIP_CHARS = FILE_LIMITS["description (characters)"]
"""A question's description (its resolution criteria, and the freeze value) likewise."""
QUESTION_MAX_CHARS = FILE_LIMITS["question (characters)"]
"""A question text longer than the format allows is skipped, never cut: cutting changes it."""
TITLE_CLIP_CHARS = 160

META_ID = "forecastbench_id"
META_SOURCE = "forecastbench_source"
META_QUESTION_SET = "forecastbench_question_set"
META_DUE_DATE = "forecastbench_forecast_due_date"
META_RESOLUTION_DATE = "forecastbench_resolution_date"
META_FREEZE_VALUE = "forecastbench_freeze_value"
META_FREEZE_EXPLANATION = "forecastbench_freeze_value_explanation"
METADATA_FIELDS = (
    META_ID,
    META_SOURCE,
    META_QUESTION_SET,
    META_DUE_DATE,
    META_RESOLUTION_DATE,
    META_FREEZE_VALUE,
    META_FREEZE_EXPLANATION,
)
"""The provenance each imported question keeps as metadata. ``forecastbench_resolution_date`` is
the date ForecastBench pairs with a dataset question's forecast, and null for a market question."""

DOCUMENT_SUFFIX = "-bg"
NOT_APPLICABLE = "N/A"
PLACEHOLDERS = ("{forecast_due_date}", "{resolution_date}")
"""The placeholders of a dataset question's text (the real files use exactly these two)."""
PLACEHOLDER_WORDS = ("the forecast due date", "the resolution date")
"""What a document says in their place: no date after the cutoff enters a document."""
PUBLISHED_NOTE = (
    "ForecastBench question-set text, present at the freeze; dated the day before the cutoff by "
    "the importer, not by a publisher"
)

SKIP_NON_BINARY = "resolved to a value other than 0 or 1"
SKIP_UNRESOLVED = "unresolved (skipped with unresolved='skip')"
SKIP_NOT_PROBABILITY = "market freeze value is not a probability in [0, 1]"
SKIP_UNKNOWN_SOURCE = "unknown source"
SKIP_MALFORMED = "malformed field"
SKIP_DATES = "resolution date not after the cutoff"

_NUMBER_CHARS = frozenset("0123456789.-+eE")
_MAX_NUMBER_CHARS = 64
_ID_DIGEST_CHARS = 16
_DATE_SUFFIX_CHARS = len("-YYYY-MM-DD")
_MAX_BASE_ID_CHARS = MAX_ID_CHARS - _DATE_SUFFIX_CHARS - len(DOCUMENT_SUFFIX)


@dataclass(frozen=True)
class ForecastBenchSkip:
    """A question (or one resolution date of a dataset question) the import left out, and why."""

    source: str
    forecastbench_id: str
    resolution_date: str | None
    reason: str
    detail: str

    def describe(self) -> str:
        at = f" at {self.resolution_date}" if self.resolution_date else ""
        return f"{self.source} {self.forecastbench_id}{at}: {self.detail}"


@dataclass(frozen=True)
class ForecastBenchImport:
    """What one round became: questions and documents in the course's formats, and what was not."""

    question_set: str
    forecast_due_date: str
    questions: list[BacktestQuestion]
    documents: list[CorpusDocument]
    skipped: list[ForecastBenchSkip]
    open_question_ids: list[str] = field(default_factory=list)
    unmatched_resolutions: int = 0
    read_questions: int = 0

    def skipped_by_reason(self) -> dict[str, list[ForecastBenchSkip]]:
        grouped: dict[str, list[ForecastBenchSkip]] = {}
        for skip in self.skipped:
            grouped.setdefault(skip.reason, []).append(skip)
        return grouped

    def summary_lines(self, examples: int = 3) -> list[str]:
        """What a person reads after an import: counts by kind and every skip reason."""
        resolved = len(self.questions) - len(self.open_question_ids)
        lines = [
            f"ForecastBench {self.question_set} (due {self.forecast_due_date}): read "
            f"{self.read_questions} questions; wrote {len(self.questions)} questions "
            f"({resolved} resolved, {len(self.open_question_ids)} open with outcome null) and "
            f"{len(self.documents)} documents",
        ]
        counts: dict[str, int] = {}
        for q in self.questions:
            counts[q.category or "?"] = counts.get(q.category or "?", 0) + 1
        lines.append("  by source: " + ", ".join(f"{k} {v}" for k, v in sorted(counts.items())))
        if self.unmatched_resolutions:
            lines.append(
                f"  {self.unmatched_resolutions} resolutions matched no imported question "
                "(combination questions, or questions that were skipped)"
            )
        lines.append(f"  skipped {len(self.skipped)}" + (":" if self.skipped else ""))
        for reason, skips in self.skipped_by_reason().items():
            shown = "; ".join(s.describe() for s in skips[:examples])
            more = f"; and {len(skips) - examples} more" if len(skips) > examples else ""
            lines.append(f"    {reason}: {len(skips)} (e.g. {shown}{more})")
        return lines


# --------------------------------------------------------------------------- values


def _timestamp_day(value: object) -> date | None:
    """The UTC date of an ISO timestamp or date, or None (``"N/A"`` included)."""
    try:
        return parse_iso_date(value, what="timestamp")
    except DateParseError:
        return None


def _number(value: object) -> float | None:
    """A finite number from JSON or from plain decimal text; None for anything else."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif (
        isinstance(value, str)
        and 0 < len(value) <= _MAX_NUMBER_CHARS
        and set(value) <= _NUMBER_CHARS  # so float() cannot read "nan", "inf" or "1_0"
    ):
        try:
            number = float(value)
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def _resolution_dates(value: str | list[Any]) -> list[date] | None:
    """A dataset question's resolution dates: a JSON list, or the text of a Python list."""
    if isinstance(value, str):
        text = value.strip()
        if not (text.startswith("[") and text.endswith("]")):
            return None
        value = [part.strip().strip("'\"") for part in text[1:-1].split(",") if part.strip()]
    if not value or len(value) > MAX_RESOLUTION_DATES:
        return None
    days = [iso_day(item) for item in value]
    if any(day is None for day in days) or len(set(days)) != len(days):
        return None
    return [day for day in days if day is not None]


def _base_id(source: str, forecastbench_id: str) -> str:
    """``<source>-<id>``, or ``<source>-h<digest>`` when that would not be a safe file name."""
    plain = f"{source}-{forecastbench_id}"
    if len(plain) <= _MAX_BASE_ID_CHARS and is_identifier(plain):
        return plain
    digest = hashlib.sha256(forecastbench_id.encode("utf-8")).hexdigest()[:_ID_DIGEST_CHARS]
    return f"{source}-h{digest}"


# --------------------------------------------------------------------------- building questions


@dataclass(frozen=True)
class _Round:
    question_set: str
    due_date: str
    resolutions: dict[tuple[Any, ...], dict[str, Any]]
    resolution_file: str
    unresolved: str


@dataclass(frozen=True)
class _Outcome:
    """What the resolution set says about one question at one date."""

    outcome: float | None
    resolution_date: str | None
    source_note: str | None
    skip: str | None = None  # the detail of a non-binary resolution


def _outcome(entry: Mapping[str, Any] | None, round_: _Round) -> _Outcome:
    if entry is None:
        return _Outcome(None, None, None)
    value, day = entry["resolved_to"], entry["resolution_date"]
    if not entry["resolved"]:
        return _Outcome(None, day, None)
    if value not in (0, 1):
        return _Outcome(None, day, None, f"resolved_to {value!r} on {day}")
    note = f"ForecastBench resolution set {round_.resolution_file}: resolved_to {value} on {day}"
    return _Outcome(float(value), day, note)


class _Skip(Exception):
    """This question (or date) is not importable; ``reason`` groups it, ``detail`` says why."""

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(detail)
        self.reason, self.detail = reason, detail


def _common(entry: Mapping[str, Any]) -> tuple[str, date, str]:
    """(question text, cutoff, url) of any question, or a skip naming the bad field."""
    text = entry["question"].strip()
    if not text:
        raise _Skip(SKIP_MALFORMED, "question: empty text")
    if len(text) > QUESTION_MAX_CHARS:  # filling in a date only shortens a placeholder
        raise _Skip(SKIP_MALFORMED, f"question: {len(text):,} characters, over the format's limit")
    cutoff = _timestamp_day(entry["freeze_datetime"])
    if cutoff is None:
        raise _Skip(SKIP_MALFORMED, f"freeze_datetime: {clip(entry['freeze_datetime'], 60)!r}")
    url = entry["url"]
    if not is_http_url(url):  # the documents loader's own rule, so what is written loads back
        raise _Skip(SKIP_MALFORMED, f"url: {clip(url, 60)!r} is not an http(s) URL")
    return text, cutoff, url


def _metadata(entry: Mapping[str, Any], round_: _Round, resolution_date: str | None) -> dict:
    return {
        META_ID: entry["id"],
        META_SOURCE: entry["source"],
        META_QUESTION_SET: round_.question_set,
        META_DUE_DATE: round_.due_date,
        META_RESOLUTION_DATE: resolution_date,
        META_FREEZE_VALUE: entry["freeze_datetime_value"],
        META_FREEZE_EXPLANATION: entry["freeze_datetime_value_explanation"],
    }


def _document(
    qid: str, title: str, entry: Mapping[str, Any], criteria: str, cutoff: date, url: str
) -> CorpusDocument:
    # The background is clipped first, so the (short) resolution criteria always fit.
    rule = clip(f"Resolution criteria: {one_line(criteria)}", DOCUMENT_CLIP_CHARS)
    room = DOCUMENT_CLIP_CHARS - len(rule) - 1
    background = clip(one_line(entry["background"]), room) if room > len("...") else ""
    text = f"{background} {rule}" if background else rule
    return CorpusDocument(
        doc_id=f"{qid}{DOCUMENT_SUFFIX}",
        question_id=qid,
        title=clip(f"Background: {one_line(title)}", TITLE_CLIP_CHARS),
        url=url,
        snippet=text,
        published=(cutoff - timedelta(days=DOCUMENT_LEAD_DAYS)).isoformat(),
        kind="reporting",
        metadata={
            META_ID: entry["id"],
            META_SOURCE: entry["source"],
            "published_note": PUBLISHED_NOTE,
        },
    )


def _market_question(
    entry: Mapping[str, Any], round_: _Round
) -> tuple[BacktestQuestion, CorpusDocument, bool]:
    """One market question and its document; the flag is True when it is open (outcome null)."""
    text, cutoff, url = _common(entry)
    price = _number(entry["freeze_datetime_value"])
    if price is None or not 0 <= price <= 1:
        raise _Skip(
            SKIP_NOT_PROBABILITY, f"freeze_datetime_value {entry['freeze_datetime_value']!r}"
        )
    found = round_.resolutions.get((entry["source"], entry["id"], None))
    result = _outcome(found, round_)
    if result.skip:
        raise _Skip(SKIP_NON_BINARY, result.skip)
    is_open = result.outcome is None
    if is_open and round_.unresolved == "skip":
        raise _Skip(SKIP_UNRESOLVED, "no resolution to 0 or 1 in the resolution set")
    day = iso_day(result.resolution_date) if not is_open else _open_market_day(entry, found, cutoff)
    if day is None and not is_open:
        raise _Skip(SKIP_MALFORMED, f"resolution_date {clip(str(result.resolution_date), 40)!r}")
    if day is None or day <= cutoff:
        raise _Skip(SKIP_DATES, f"resolution date {result.resolution_date!r}, cutoff {cutoff}")
    criteria = entry["resolution_criteria"]
    details = entry.get("market_info_resolution_criteria")
    description = criteria if details in (None, "", NOT_APPLICABLE) else f"{criteria}\n\n{details}"
    qid = _base_id(entry["source"], entry["id"])
    question = ForecastQuestion(
        question=text,
        description=clip(str(description), DESCRIPTION_CLIP_CHARS),
        cutoff_date=cutoff.isoformat(),
        resolution_date=day.isoformat(),
        current_market_price=price,
        resolved_outcome=result.outcome,
        outcome_source=result.source_note,
        question_id=qid,
        origin=f"forecastbench:{round_.question_set}",
    )
    record = BacktestQuestion(question, entry["source"], _metadata(entry, round_, None))
    return record, _document(qid, text, entry, criteria, cutoff, url), is_open


def _open_market_day(
    entry: Mapping[str, Any], found: Mapping[str, Any] | None, cutoff: date
) -> date | None:
    """An open market resolves by its close date; failing that, the resolution set's date."""
    close = _timestamp_day(entry["market_info_close_datetime"])
    if close is not None and close > cutoff:
        return close
    return iso_day(found["resolution_date"]) if found is not None else None


def _fill(text: str, due_date: str, resolution_date: str) -> str:
    # str.replace, not str.format: the text is untrusted and may hold other braces.
    return text.replace(PLACEHOLDERS[0], due_date).replace(PLACEHOLDERS[1], resolution_date)


def _dataset_description(
    entry: Mapping[str, Any], criteria: str, freeze: str, due: str, day: str
) -> str:
    value = entry["freeze_datetime_value"]
    explanation = one_line(entry["freeze_datetime_value_explanation"]) or "no explanation given"
    return clip(
        f"{criteria}\n\nValue at the freeze ({freeze}): {value} ({explanation}). This is a level "
        f"of the data series, not a probability.\n\nForecast due date: {due}. Resolution date: "
        f"{day}.",
        DESCRIPTION_CLIP_CHARS,
    )


def _dataset_questions(
    entry: Mapping[str, Any], round_: _Round, skipped: list[ForecastBenchSkip]
) -> list[tuple[BacktestQuestion, CorpusDocument, bool]]:
    """One question per resolution date; a date that cannot be imported is added to ``skipped``."""
    text, cutoff, url = _common(entry)
    days = _resolution_dates(entry["resolution_dates"])
    if days is None:
        shown = clip(str(entry["resolution_dates"]), 80)
        raise _Skip(SKIP_MALFORMED, f"resolution_dates {shown!r}: not a list of YYYY-MM-DD dates")
    built = []
    for day in days:
        try:
            built.append(_dataset_question(entry, round_, text, cutoff, url, day))
        except _Skip as skip:
            skipped.append(_skip_of(entry, skip, day.isoformat()))
    return built


def _dataset_question(
    entry: Mapping[str, Any], round_: _Round, text: str, cutoff: date, url: str, day: date
) -> tuple[BacktestQuestion, CorpusDocument, bool]:
    iso = day.isoformat()
    if day <= cutoff:
        raise _Skip(SKIP_DATES, f"resolution date {iso}, cutoff {cutoff}")
    result = _outcome(round_.resolutions.get((entry["source"], entry["id"], iso)), round_)
    if result.skip:
        raise _Skip(SKIP_NON_BINARY, result.skip)
    is_open = result.outcome is None
    if is_open and round_.unresolved == "skip":
        raise _Skip(SKIP_UNRESOLVED, "no resolution to 0 or 1 in the resolution set")
    criteria = _fill(entry["resolution_criteria"], round_.due_date, iso)
    qid = f"{_base_id(entry['source'], entry['id'])}-{iso}"
    filled = _fill(text, round_.due_date, iso)
    question = ForecastQuestion(
        question=filled,
        description=_dataset_description(
            entry, criteria, entry["freeze_datetime"], round_.due_date, iso
        ),
        cutoff_date=cutoff.isoformat(),
        resolution_date=iso,
        resolved_outcome=result.outcome,
        outcome_source=result.source_note,
        question_id=qid,
        origin=f"forecastbench:{round_.question_set}",
    )
    record = BacktestQuestion(question, entry["source"], _metadata(entry, round_, iso))
    title, words = (_fill(t, *PLACEHOLDER_WORDS) for t in (text, entry["resolution_criteria"]))
    return record, _document(qid, title, entry, words, cutoff, url), is_open


def _skip_of(entry: Mapping[str, Any], skip: _Skip, day: str | None = None) -> ForecastBenchSkip:
    return ForecastBenchSkip(entry["source"], entry["id"], day, skip.reason, skip.detail)


# --------------------------------------------------------------------------- the two functions


def import_forecastbench(
    question_set: str | Path,
    resolution_set: str | Path,
    *,
    unresolved: str = DEFAULT_UNRESOLVED,
) -> ForecastBenchImport:
    """Read a ForecastBench round and return its questions and documents in the course's formats.

    ``unresolved`` is ``"keep"`` (questions without a 0/1 resolution are kept with outcome null)
    or ``"skip"``. Raises :class:`ForecastBenchFormatError` when a file is not the shape it must
    be; a question that cannot be imported is listed in ``skipped`` with its reason instead.
    """
    if unresolved not in UNRESOLVED_POLICIES:
        raise ValueError(f"unresolved={unresolved!r}; accepted: {', '.join(UNRESOLVED_POLICIES)}")
    files = read_round(question_set, resolution_set)
    round_ = _Round(
        files.question_set,
        files.forecast_due_date,
        _market_keys(files.resolutions),
        files.resolution_file,
        unresolved,
    )
    return _build(files.questions, round_, files.combinations)


RoundRowKey = tuple[str, str, str | None]
"""(id, source, resolution date or None): one row of a round, as ForecastBench scores it."""


def forecastbench_rows(question_set: str | Path) -> tuple[str, str, list[RoundRowKey]]:
    """The rows ForecastBench scores a round by, from its question set alone: the set's name,
    its due date and, per question, ``(id, source, None)`` for a market question and ``(id,
    source, date)`` for each resolution date of a dataset question (ForecastBench's
    ``src/resolve/explode_question_set.py``), whether or not the import could use the question.

    A question of an unknown source, or whose resolution dates cannot be read, gives no row:
    ForecastBench could not resolve it either.
    """
    data, entries = read_question_set(question_set)
    rows: list[RoundRowKey] = []
    for _where, entry in entries:
        source = entry["source"]
        if source in MARKET_SOURCES:
            rows.append((entry["id"], source, None))
        elif source in DATASET_SOURCES:
            days = _resolution_dates(entry["resolution_dates"]) or []
            rows.extend((entry["id"], source, day.isoformat()) for day in days)
    return data["question_set"], data["forecast_due_date"], rows


def _market_keys(
    resolutions: dict[tuple[Any, ...], dict[str, Any]],
) -> dict[tuple[Any, ...], dict[str, Any]]:
    """Also index each market by (source, id, None): a market question is one question.

    A resolution set may list a market at several dates; the earliest resolved entry says how
    it resolved, and without one the latest entry says it is still open.
    """
    indexed = dict(resolutions)
    for key in sorted(resolutions, key=lambda k: k[2], reverse=True):  # latest first
        source, entry_id, _day = key
        if source not in MARKET_SOURCES:
            continue
        earlier = indexed.get((source, entry_id, None))
        if earlier is None or resolutions[key]["resolved"] or not earlier["resolved"]:
            indexed[(source, entry_id, None)] = resolutions[key]
    return indexed


def _build(
    q_entries: Sequence[tuple[str, dict[str, Any]]], round_: _Round, combinations: int
) -> ForecastBenchImport:
    questions: list[BacktestQuestion] = []
    documents: list[CorpusDocument] = []
    skipped: list[ForecastBenchSkip] = []
    open_ids: list[str] = []
    for _where, entry in q_entries:
        try:
            built = _question_entry(entry, round_, skipped)
        except _Skip as skip:
            skipped.append(_skip_of(entry, skip))
            continue
        for question, document, is_open in built:
            questions.append(question)
            documents.append(document)
            if is_open:
                open_ids.append(question.question_id)
    return ForecastBenchImport(
        question_set=round_.question_set,
        forecast_due_date=round_.due_date,
        questions=questions,
        documents=documents,
        skipped=skipped,
        open_question_ids=open_ids,
        unmatched_resolutions=_unmatched(round_.resolutions, questions) + combinations,
        read_questions=len(q_entries),
    )


def _unmatched(
    resolutions: Mapping[tuple[Any, ...], Any], questions: Sequence[BacktestQuestion]
) -> int:
    """Resolutions no imported question used: a market's are used by its one question, a
    dataset question's by the question of that date."""
    markets, dated = set(), set()
    for q in questions:
        key = (q.metadata[META_SOURCE], q.metadata[META_ID])
        day = q.metadata[META_RESOLUTION_DATE]
        if day is None:
            markets.add(key)
        else:
            dated.add((*key, day))
    return sum(
        1
        for source, entry_id, day in resolutions
        if day is not None
        and (source, entry_id) not in markets
        and (source, entry_id, day) not in dated
    )


def _question_entry(
    entry: Mapping[str, Any], round_: _Round, skipped: list[ForecastBenchSkip]
) -> list[tuple[BacktestQuestion, CorpusDocument, bool]]:
    source = entry["source"]
    if source in MARKET_SOURCES:
        return [_market_question(entry, round_)]
    if source in DATASET_SOURCES:
        return _dataset_questions(entry, round_, skipped)
    known = ", ".join((*MARKET_SOURCES, *DATASET_SOURCES))
    raise _Skip(SKIP_UNKNOWN_SOURCE, f"source {clip(source, 40)!r} is not one of {known}")


def write_forecastbench_import(
    result: ForecastBenchImport, out_dir: str | Path
) -> tuple[Path, Path]:
    """Write ``questions.jsonl`` and ``documents.jsonl`` into ``out_dir`` (created if missing).

    Both or neither: each file is rendered before either is written, either already there (a
    link included, even a dangling one) refuses the import (FileExistsError) before anything is
    written, and if the second write fails the first file is removed again. So an import never
    replaces a file a run was made from, nor leaves half of itself behind. Returns the two paths.
    """
    folder = Path(out_dir)
    targets = folder / "questions.jsonl", folder / "documents.jsonl"
    contents = (
        jsonl_bytes(q.to_record() for q in result.questions),
        jsonl_bytes(d.to_record() for d in result.documents),
    )
    existing = [str(path) for path in targets if os.path.lexists(path)]
    if existing:
        raise FileExistsError(
            f"{', '.join(existing)} already exists; remove it or choose another output folder"
        )
    folder.mkdir(parents=True, exist_ok=True)
    write_atomic(targets[0], contents[0], exclusive=True)
    try:
        write_atomic(targets[1], contents[1], exclusive=True)
    except BaseException:
        targets[0].unlink(missing_ok=True)  # it was written just above, by this call
        raise
    return targets
