"""The documented JSON Lines formats: questions and documents, read, checked and written.

A reader backtests their own questions by writing two files in these formats, and the course ships
its own files in them (``data/``, installed as the package ``forecasting_agents.data``). This module
is the one place that reads, checks and writes them; everything that loads a question or a document
file (the course's fixtures in ``_course``, the offline mock corpus of
:mod:`forecasting_agents.search`, the backtest runner's inputs in
:mod:`forecasting_agents.evaluation`) goes through :func:`load_questions` and
:func:`load_documents`.

Conventions
-----------
- One table of fields per format (:data:`QUESTION_FIELDS`, :data:`DOCUMENT_FIELDS`) drives both the
  checks and the tables of docs/questions.md (:func:`format_table`), so the two cannot disagree.
- Data files are untrusted input: every line is validated on load and a bad one raises
  :class:`QuestionFormatError` (a :class:`~forecasting_agents.core.SchemaError`) naming the file,
  the line, the field and the problem. Fields the format does not define are kept as metadata. Given
  the ids of a question file, :func:`load_documents` also refuses a document whose ``question_id``
  names none of them, which would otherwise serve no question, or the wrong one.
- :func:`write_jsonl` writes atomically, and with each record's ``to_record`` a loaded file is
  written back byte for byte.
- :data:`DATA_DIR` is the one place the course's data folder is located: ``data/`` at the repository
  root in a checkout, else the installed ``forecasting_agents.data`` package.
- Files are read through ``_jsonl`` (bounded lines, errors placed by file, line and field) and ids
  are checked by ``_ids``. This module imports only ``core`` modules (``_checks``, ``_dates``,
  ``_errors``, ``_files`` for atomic writes, ``_ids``, ``_jsonl``, ``_schemas``, ``_text``), so
  any layer can read documents.

Where the rest lives: the course's own questions and corpus and the demo question are in
``_course``; the live question and searching documents are :mod:`forecasting_agents.search`.
"""

from __future__ import annotations

import dataclasses
import difflib
import importlib.resources
import json
import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

from forecasting_agents.core._checks import is_http_url
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import (
    DateParseError,
)
from forecasting_agents.core._files import (
    content_sha256,
    write_atomic,
)
from forecasting_agents.core._ids import (
    IDENTIFIER_RULE,
    MAX_ID_CHARS,
    RESERVED_NAMES_RULE,
    WINDOWS_RESERVED_NAMES,
    is_identifier,
    is_reserved_name,
    matches_id_pattern,
)
from forecasting_agents.core._jsonl import (
    FILE_LIMITS,
    MAX_LINE_BYTES,
    MAX_LINE_DEPTH,
    MAX_NUMBER_DIGITS,
    QuestionFormatError,
    check_numbers,
    limits_table,
    read_lines,
)
from forecasting_agents.core._schemas import (
    DOCUMENT_KINDS,
    EVIDENCE_TYPE_OF_KIND,
    ForecastQuestion,
    SearchResult,
)
from forecasting_agents.core._text import clip

__all__ = [
    "DATA_DIR",
    "DATA_PACKAGE",
    "DATA_README",
    "DEFAULT_DOCUMENT_KIND",
    "DOCUMENT_FIELDS",
    "FILE_LIMITS",
    "IDENTIFIER_RULE",
    "MAX_ID_CHARS",
    "MAX_LINE_BYTES",
    "MAX_LINE_DEPTH",
    "MAX_NUMBER_DIGITS",
    "OTHER_FIELDS_MEANING",
    "QUESTION_FIELDS",
    "RESERVED_NAMES_RULE",
    "WINDOWS_RESERVED_NAMES",
    "BacktestQuestion",
    "CorpusDocument",
    "FormatField",
    "QuestionFormatError",
    "documents_sha256",
    "format_table",
    "is_identifier",
    "is_reserved_name",
    "limits_table",
    "load_documents",
    "load_questions",
    "questions_sha256",
    "write_jsonl",
]


DATA_PACKAGE = "forecasting_agents.data"
"""The package the course data is installed as (``data/`` in a checkout; see pyproject.toml)."""
DATA_README = "README.md"
_MISSING_HINT = (
    "pass your path to an existing file (the course's own files are in data/ of a checkout, or "
    f"in the installed {DATA_PACKAGE} package)"
)


def _find_data_dir() -> Path:
    """``data/`` at the top of a checkout, else the installed :data:`DATA_PACKAGE`."""
    checkout = Path(__file__).resolve().parents[2] / "data"
    if (checkout / "questions.jsonl").is_file():
        return checkout
    try:
        return Path(str(importlib.resources.files(DATA_PACKAGE)))
    except ModuleNotFoundError:  # neither: the loaders then say which file is missing
        return checkout


DATA_DIR = _find_data_dir()


# --------------------------------------------------------------------------- the file format


class _FieldProblem(ValueError):
    """A value breaks its field's rule; the loader adds the file and the line."""

    def __init__(self, problem: str, field: str | None = None) -> None:
        super().__init__(problem)
        self.problem, self.field = problem, field


@dataclass(frozen=True)
class FormatField:
    """One field of a JSON Lines format: the loader's check and the README's table row.

    ``parse`` takes the raw JSON value (never a missing one) and returns the value to keep, or
    raises ValueError saying what is wrong. ``required`` fields must be present on every line,
    even when their type allows null; optional fields may be absent or null.
    """

    name: str
    type: str
    required: bool
    meaning: str
    parse: Callable[[Any], Any]


def _identifier(value: object) -> str:
    if matches_id_pattern(value) and is_reserved_name(value):
        raise _FieldProblem(
            f"{clip(repr(value), 80)} is not an id: it names a file ('{value}.json') that "
            f"Windows reserves for a device ({RESERVED_NAMES_RULE}); choose another id, such "
            f"as {value + '-1'!r}"
        )
    if not is_identifier(value):
        raise _FieldProblem(f"{clip(repr(value), 80)} is not an id: use {IDENTIFIER_RULE}")
    return value


def _limited(limit_name: str, *, allow_empty: bool = False) -> Callable[[object], str]:
    """A text field's parser: text (non-empty unless ``allow_empty``) of at most the limit."""
    limit = FILE_LIMITS[limit_name]

    def parse(value: object) -> str:
        if not isinstance(value, str) or not (allow_empty or value.strip()):
            kind = "text" if allow_empty else "non-empty text"
            raise _FieldProblem(f"must be {kind}, got {clip(repr(value), 80)}")
        if len(value) > limit:
            raise _FieldProblem(
                f"is {len(value):,} characters; the limit is {limit:,} ({limit_name}): "
                "shorten it, or keep the full text in a document"
            )
        return value

    return parse


_text = _limited("other text field (characters)")
_description = _limited("description (characters)", allow_empty=True)


def _day(value: object) -> str:
    if not isinstance(value, str) or not _ISO_DAY.fullmatch(value):
        raise _FieldProblem(f"{value!r} is not a date written YYYY-MM-DD")
    try:
        date.fromisoformat(value)
    except ValueError:
        raise _FieldProblem(f"{value!r} is not a calendar date") from None
    return value


def _outcome(value: object) -> float | None:
    if value is None:
        return None
    if isinstance(value, bool) or value not in (0, 1):
        raise _FieldProblem(f"{value!r} is not an outcome: write 1 (yes), 0 (no) or null (open)")
    return float(value)


def _probability(value: object) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        raise _FieldProblem(f"{value!r} is not a probability between 0 and 1")
    return float(value)


def _url(value: object) -> str:
    if not is_http_url(value):
        raise _FieldProblem(
            f"{clip(repr(value), 80)} is not an http(s) URL with a host and no credentials"
        )
    return value


def _published(value: object) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise _FieldProblem(f"{value!r} is not a date; write an ISO date, a timestamp or null")
    try:
        parse_iso_date(value, what="published")
    except DateParseError:
        raise _FieldProblem(
            f"{value!r} is not an ISO date or timestamp (2025-02-20 or 2025-02-20T13:00:00Z); "
            "write null for an undated document"
        ) from None
    return value


def _kind(value: object) -> str:
    if not isinstance(value, str) or value not in DOCUMENT_KINDS:
        raise _FieldProblem(f"{value!r} is not one of {', '.join(DOCUMENT_KINDS)}")
    return value


_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")

DEFAULT_DOCUMENT_KIND = "reporting"

_ID_FIELD = FormatField(
    "id",
    "string",
    True,
    "Unique in the file: letters, digits, `.`, `_`, `-`; not a device name Windows reserves "
    "(`CON`, `PRN`, `AUX`, `NUL`, `COM1`-`COM9`, `LPT1`-`LPT9`, in any case, with or without an "
    "extension).",
    _identifier,
)
"""Both formats name each line by an id, with one rule."""

QUESTION_FIELDS: tuple[FormatField, ...] = (
    _ID_FIELD,
    FormatField(
        "question",
        "string",
        True,
        "The yes/no question the agent is asked.",
        _limited("question (characters)"),
    ),
    FormatField(
        "cutoff_date",
        "date `YYYY-MM-DD`",
        True,
        "The day the forecast is made: only evidence published before it may be used.",
        _day,
    ),
    FormatField(
        "resolution_date",
        "date `YYYY-MM-DD`",
        True,
        "The day the question resolves; after `cutoff_date`.",
        _day,
    ),
    FormatField(
        "outcome",
        "`1`, `0` or `null`",
        True,
        "`1` if it happened, `0` if not, `null` while unresolved.",
        _outcome,
    ),
    FormatField(
        "description",
        "string",
        False,
        "The full resolution criterion, shown to the agent.",
        _description,
    ),
    FormatField(
        "outcome_source", "string", False, "Where the outcome was read (a citation or URL).", _text
    ),
    FormatField(
        "market_price",
        "number in [0, 1]",
        False,
        "A market's probability of yes at the cutoff; left out of prompts unless "
        "`show_market_price=True`.",
        _probability,
    ),
    FormatField(
        "category",
        "string",
        False,
        "A label for similar questions: the base-rate baseline averages the earlier outcomes "
        "of a category.",
        _text,
    ),
)
"""The question format (``questions.jsonl``): one row per accepted field, in file order."""

DOCUMENT_FIELDS: tuple[FormatField, ...] = (
    _ID_FIELD,
    FormatField(
        "title",
        "string",
        True,
        "The headline a search result shows.",
        _limited("document title (characters)"),
    ),
    FormatField(
        "url",
        "http(s) URL",
        True,
        "Where the document lives; the source policy checks its domain.",
        _url,
    ),
    FormatField(
        "published",
        "ISO date or timestamp, or `null`",
        True,
        "When it was published; `null` if unknown (a backtest then removes it).",
        _published,
    ),
    FormatField(
        "text",
        "string",
        True,
        "What search ranks and the agent reads.",
        _limited("document text (characters)"),
    ),
    FormatField(
        "question_id",
        "string",
        False,
        "The question it is for; absent or `null`: it serves every question.",
        _identifier,
    ),
    FormatField(
        "kind",
        "`reporting` or `base_rate`",
        False,
        "`reporting` (the default): news on the question; `base_rate`: how often such "
        "events happened before.",
        _kind,
    ),
)
"""The document format (``documents.jsonl``): one row per accepted field, in file order."""

OTHER_FIELDS_MEANING = "Kept, unchecked, in the loaded record's `metadata`."


def format_table(fields: Sequence[FormatField]) -> str:
    """The Markdown table of a format, as the README shows it (field, type, required, meaning)."""
    rows = ["| field | type | required | meaning |", "|---|---|---|---|"]
    rows += [
        f"| `{f.name}` | {f.type} | {'yes' if f.required else 'no'} | {f.meaning} |" for f in fields
    ]
    rows.append(f"| any other | any JSON | no | {OTHER_FIELDS_MEANING} |")
    return "\n".join(rows)


def _check_fields(
    record: dict[str, Any], fields: Sequence[FormatField], file: str, line: int
) -> tuple[dict[str, Any], dict[str, Any]]:
    """(checked values by field name, unknown fields) for one line; raises for a bad field."""
    known = {f.name for f in fields}
    extra = {key: value for key, value in record.items() if key not in known}
    values: dict[str, Any] = {}
    for spec in fields:
        if spec.name not in record:
            if spec.required:
                raise QuestionFormatError(file, line, spec.name, _missing(spec, extra))
            values[spec.name] = None
        elif record[spec.name] is None and not spec.required:
            values[spec.name] = None
        else:
            try:
                values[spec.name] = spec.parse(record[spec.name])
            except _FieldProblem as exc:
                raise QuestionFormatError(file, line, spec.name, exc.problem) from None
    check_numbers(extra, file, line)
    return values, extra


def _missing(spec: FormatField, extra: Mapping[str, Any]) -> str:
    hint = "every line needs it"
    if "null" in spec.type:
        hint += "; write null if there is no value"
    close = difflib.get_close_matches(spec.name, list(extra), n=1)
    if close:
        hint += f" (is {close[0]!r} a misspelling?)"
    return f"missing: {hint}"


def _unique(seen: set[str], value: str, file: str, line: int) -> None:
    """Refuse an id seen before, or one that differs from it only in case: each id names a file
    of a run directory, and on a case-insensitive file system ``Q1`` and ``q1`` are one file."""
    folded = value.casefold()
    if folded in seen:
        problem = f"duplicate id {value!r}; ids must be unique, ignoring case"
        raise QuestionFormatError(file, line, "id", problem)
    seen.add(folded)


# --------------------------------------------------------------------------- questions


@dataclass(frozen=True)
class BacktestQuestion:
    """One line of a question file: the question an agent sees, plus what only a backtest needs.

    ``question`` carries the id, text, dates, outcome, outcome source and market price (the
    :class:`~forecasting_agents.core.ForecastQuestion` fields); ``category`` and ``metadata`` (every
    field the format does not define) stay here, because no agent is shown them.
    """

    question: ForecastQuestion
    category: str | None = None
    metadata: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def question_id(self) -> str:
        return self.question.question_id

    @property
    def outcome(self) -> float | None:
        """1.0 if it happened, 0.0 if not, None while unresolved."""
        return self.question.resolved_outcome

    @property
    def resolution_date(self) -> str | None:
        return self.question.resolution_date

    @property
    def outcome_source(self) -> str | None:
        return self.question.outcome_source

    def to_record(self) -> dict[str, Any]:
        """The line :func:`load_questions` reads this back from (every field, nulls included)."""
        q = self.question
        outcome = None if q.resolved_outcome is None else int(q.resolved_outcome)
        record = {  # what the question is before how it resolved
            "id": q.question_id,
            "question": q.question,
            "description": q.description,
            "cutoff_date": q.cutoff_date,
            "resolution_date": q.resolution_date,
            "outcome": outcome,
            "outcome_source": q.outcome_source,
            "market_price": q.current_market_price,
            "category": self.category,
        }
        return {**record, **self.metadata}


def load_questions(
    path: str | Path, *, origin: str | None = None, require_outcome: bool = False
) -> list[BacktestQuestion]:
    """Read a question file in the documented JSON Lines format (see ``QUESTION_FIELDS``).

    Every problem raises :class:`QuestionFormatError` naming the file, the line and the field:
    a missing or malformed field, a cutoff not before the resolution date, a duplicate id, or
    (with ``require_outcome``) an unresolved question. Fields the format does not define are
    kept in ``metadata``. ``origin`` labels the questions (default ``"file:<name>"``).
    """
    file = str(path)
    label = origin if origin is not None else f"file:{Path(path).name}"
    questions: list[BacktestQuestion] = []
    seen: set[str] = set()
    for line, record in read_lines(path, _MISSING_HINT):
        values, extra = _check_fields(record, QUESTION_FIELDS, file, line)
        if values["cutoff_date"] >= values["resolution_date"]:
            raise QuestionFormatError(
                file,
                line,
                "cutoff_date",
                f"{values['cutoff_date']} must be before resolution_date "
                f"{values['resolution_date']}",
            )
        if require_outcome and values["outcome"] is None:
            raise QuestionFormatError(
                file, line, "outcome", "is null, but a resolved question set needs 1 or 0"
            )
        _unique(seen, values["id"], file, line)
        questions.append(_backtest_question(values, extra, label))
    if not questions:
        raise QuestionFormatError(
            file, None, None, "holds no questions: write one JSON object per line (see README)"
        )
    return questions


def _backtest_question(
    values: dict[str, Any], extra: dict[str, Any], origin: str
) -> BacktestQuestion:
    question = ForecastQuestion(
        question=values["question"],
        description=values["description"] or "",
        cutoff_date=values["cutoff_date"],
        resolution_date=values["resolution_date"],
        current_market_price=values["market_price"],
        resolved_outcome=values["outcome"],
        outcome_source=values["outcome_source"],
        question_id=values["id"],
        origin=origin,
    )
    return BacktestQuestion(question=question, category=values["category"], metadata=extra)


# --------------------------------------------------------------------------- documents


@dataclass(frozen=True)
class CorpusDocument:
    """One line of a document file: a dated (or deliberately undated) text an agent can find.

    ``question_id`` None means the document serves every question. ``metadata`` holds every
    field the format does not define; in the course corpus that is ``course_note``
    (``"leak: ..."`` marks a document dated before its question's cutoff that reports a later
    event). :meth:`to_search_result` drops everything but what a search engine would return,
    so no search tool can filter on a note.
    """

    doc_id: str
    question_id: str | None
    title: str
    url: str
    snippet: str
    published: str | None
    kind: str = DEFAULT_DOCUMENT_KIND
    metadata: dict[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def evidence_type(self) -> str:
        """The evidence type a search for this document declares (``DOCUMENT_KINDS``)."""
        return EVIDENCE_TYPE_OF_KIND[self.kind]

    @property
    def course_note(self) -> str | None:
        note = self.metadata.get("course_note")
        return note if isinstance(note, str) else None

    @property
    def is_marked_leak(self) -> bool:
        return (self.course_note or "").startswith("leak:")

    def to_search_result(self, score: float = 0.0) -> SearchResult:
        """What a search provider would return: title, URL, text, date and the source's
        ``kind`` for the document, nothing else (no course note)."""
        return SearchResult(
            title=self.title,
            url=self.url,
            snippet=self.snippet,
            published=self.published,
            score=score,
            kind=self.kind,
        )

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def to_record(self) -> dict[str, Any]:
        """The line :func:`load_documents` reads this back from (every field, nulls included)."""
        record = {  # what the document is for before what it says
            "id": self.doc_id,
            "question_id": self.question_id,
            "kind": self.kind,
            "title": self.title,
            "url": self.url,
            "published": self.published,
            "text": self.snippet,
        }
        return {**record, **self.metadata}


def load_documents(
    path: str | Path,
    *,
    questions: Sequence[BacktestQuestion] | None = None,
    question_ids: Collection[str] | None = None,
    questions_file: str = "",
) -> list[CorpusDocument]:
    """Read a document file in the documented JSON Lines format (see ``DOCUMENT_FIELDS``).

    Every problem raises :class:`QuestionFormatError` naming the file, the line and the field
    (a missing or malformed field, a duplicate id). Fields the format does not define are kept
    in ``metadata``; a missing ``kind`` is ``"reporting"``. Given the questions the documents are
    for (``questions``, as :func:`load_questions` returns them, or their ``question_ids``, read
    from ``questions_file``), a document whose ``question_id`` names none of them is refused: it
    would otherwise serve no question, or the wrong one. Without either the file is read on its
    own, and no ``question_id`` can be checked.
    """
    if questions is not None:
        if question_ids is not None:
            raise TypeError("load_documents: pass questions or question_ids, not both")
        question_ids = [q.question_id for q in questions]
        # A question read by load_questions names its file in its origin ("file:<name>").
        files = sorted({q.question.origin.removeprefix("file:") for q in questions})
        questions_file = questions_file or " and ".join(files)
    file = str(path)
    documents: list[CorpusDocument] = []
    seen: set[str] = set()
    for line, record in read_lines(path, _MISSING_HINT):
        values, extra = _check_fields(record, DOCUMENT_FIELDS, file, line)
        _unique(seen, values["id"], file, line)
        if question_ids is not None and values["question_id"] not in (None, *question_ids):
            raise QuestionFormatError(
                file,
                line,
                "question_id",
                f"{values['question_id']!r} names no question in "
                f"{questions_file or 'the questions'} (its ids: {_some_ids(question_ids)}); "
                "use one of its ids, or leave question_id out for a document every question "
                "may find",
            )
        documents.append(
            CorpusDocument(
                doc_id=values["id"],
                question_id=values["question_id"],
                title=values["title"],
                url=values["url"],
                snippet=values["text"],
                published=values["published"],
                kind=values["kind"] or DEFAULT_DOCUMENT_KIND,
                metadata=extra,
            )
        )
    return documents


def _some_ids(ids: Collection[str], shown: int = 5) -> str:
    """Up to ``shown`` ids, then how many more: an error names what is accepted, briefly."""
    listed = list(ids)
    head = ", ".join(listed[:shown]) or "none"
    return head if len(listed) <= shown else f"{head} and {len(listed) - shown} more"


def write_jsonl(
    path: str | Path, records: Iterable[Mapping[str, Any]], *, exclusive: bool = False
) -> Path:
    """Write records as JSON Lines (UTF-8, one object per line), atomically; returns the path.

    With :meth:`BacktestQuestion.to_record` and :meth:`CorpusDocument.to_record` this writes
    files the loaders read back unchanged. ``exclusive=True`` never replaces an existing file
    (:class:`~forecasting_agents.core._files.TargetExistsError`, and nothing is written).
    """
    return write_atomic(Path(path), jsonl_bytes(records), exclusive=exclusive)


def jsonl_bytes(records: Iterable[Mapping[str, Any]]) -> bytes:
    """The JSON Lines file :func:`write_jsonl` writes, as bytes (for a caller that must know
    every file of a set can be written before it writes any)."""
    lines = [json.dumps(dict(record), ensure_ascii=False, allow_nan=False) for record in records]
    return "".join(f"{line}\n" for line in lines).encode("utf-8")


def questions_sha256(questions: Iterable[ForecastQuestion]) -> str:
    """The one hash of a run's questions: what a trace and a run directory record of them.

    Taken over each :class:`ForecastQuestion` as a dict, in order, so two runs that read the
    same questions, from any file or none, record the same hash.
    """
    return content_sha256([question.to_dict() for question in questions])


def documents_sha256(documents: Iterable[CorpusDocument | SearchResult]) -> str:
    """The one hash of a run's corpus: each document as a dict (its ``to_dict()``), in order."""
    return content_sha256([document.to_dict() for document in documents])
