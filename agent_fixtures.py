"""Questions for the course: a fixed demo, a live Polymarket question, and a resolved backtest set.

Four kinds of fixture live here:

- :func:`get_demo_question`: one resolved question (NVIDIA's Q4 fiscal 2025 revenue against its
  own outlook) that every notebook can use offline. It is built in code, not read from a file,
  because it is also the fallback when everything else fails.
- :func:`get_live_question`: an open Yes/No market from Polymarket's public Gamma API, for the
  live path of notebook 01. Any failure falls back to the demo question, and says so in the
  returned question's ``origin`` and ``description`` and in a warning.
- :func:`get_resolved_questions` and :func:`load_backtest_corpus`: real questions that resolved
  in 2025, and a small dated corpus of course-written summaries per question, for the
  point-in-time backtest in notebook 04. Both are JSON files in ``data/`` next to this module.
- :func:`get_model_knowledge_cutoffs`: the declared knowledge cutoffs of the models the course
  runs, so a backtest can check its questions resolved after the model stopped learning.

Conventions
-----------
- Nothing here reads the wall clock except :func:`get_live_question` when it is given no
  ``as_of``; that function is live-path only, and tests always pass ``as_of``.
- Data files are untrusted input: every record is validated on load and a bad one raises
  :class:`~agent_schemas.SchemaError` naming the file, the index and the problem.
- Every call returns fresh objects, so a notebook that edits a question cannot change what the
  next caller sees.
- This module imports only :mod:`agent_schemas` and :mod:`agent_http` from the project.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import re
import warnings
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from agent_http import ProviderConfigError, ProviderError, RetryPolicy, request_json
from agent_schemas import (
    EVIDENCE_TYPE_OF_KIND,
    EVIDENCE_TYPES,
    DateParseError,
    ForecastQuestion,
    SchemaError,
    SearchResult,
    parse_iso_date,
)

__all__ = [
    "BACKTEST_CORPUS_PATH",
    "DEMO_QUESTION_ID",
    "EVIDENCE_TYPES",
    "POLYMARKET_DEFAULT_URL",
    "POLYMARKET_URL_ENV",
    "RESOLVED_QUESTIONS_PATH",
    "BacktestCorpus",
    "CorpusDocument",
    "LiveQuestionFallbackWarning",
    "corpus_documents",
    "get_demo_question",
    "get_live_question",
    "get_model_knowledge_cutoff_notes",
    "get_model_knowledge_cutoffs",
    "get_question_metadata",
    "get_resolved_questions",
    "load_backtest_corpus",
    "sanitize_text",
]

DATA_DIR = Path(__file__).resolve().parent / "data"
RESOLVED_QUESTIONS_PATH = DATA_DIR / "resolved_questions.json"
BACKTEST_CORPUS_PATH = DATA_DIR / "backtest_corpus.json"

POLYMARKET_PROVIDER = "polymarket"
POLYMARKET_DEFAULT_URL = "https://gamma-api.polymarket.com"
POLYMARKET_URL_ENV = "POLYMARKET_API_URL"
LIVE_QUESTION_TIMEOUT = 10.0
"""Seconds per request: the live question is a convenience, not worth a long wait."""

LIVE_MARKET_LIMIT = 50
"""Markets fetched per call: enough that a few non-binary ones at the top still leave a pick."""

POLYMARKET_MARKET_QUERY: dict[str, str | int] = {
    "active": "true",
    "closed": "false",
    "limit": LIVE_MARKET_LIMIT,
    # Most-traded first: a liquid market's price is the more meaningful probability.
    "order": "volumeNum",
    "ascending": "false",
}

MAX_QUESTION_CHARS = 300
MAX_DESCRIPTION_CHARS = 1_500
MAX_FALLBACK_REASON_CHARS = 160
"""Caps on text taken from the network, so one odd market cannot flood a prompt or notebook."""

# A corpus document declares the evidence type it supplies; a search result carries it as the
# source's ``kind``, which the gates map back (agent_schemas.EVIDENCE_TYPE_OF_KIND).
_KIND_OF_EVIDENCE_TYPE = {etype: kind for kind, etype in EVIDENCE_TYPE_OF_KIND.items()}

DEMO_QUESTION_ID = "nvda-q4-fy2025"

_QUESTION_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_MARKET_ID_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")
_HTML_TAG = re.compile(r"<[^<>]{0,200}>")
# Invisible or layout-breaking characters (C0/C1 controls, zero-width and bidi overrides) and
# the characters that start markup in a prompt, HTML or notebook Markdown.
_UNSAFE_CHARS = re.compile("[\x00-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff<>`]")


# --------------------------------------------------------------------------- demo question


def get_demo_question() -> ForecastQuestion:
    """The course's fixed, resolved demonstration question (a fresh object on every call).

    Resolution uses NVIDIA's own outlook rather than an analyst consensus, because the outlook
    is a single number in a primary source while consensus figures differ between vendors.
    """
    return ForecastQuestion(
        question="Will NVIDIA report fourth-quarter fiscal 2025 revenue above its own "
        "$37.5 billion outlook?",
        description=(
            "Resolves YES if the revenue NVIDIA reports in its results press release for the "
            "quarter ended January 26, 2025 (Q4 of fiscal 2025) is strictly greater than $37.5 "
            "billion, the midpoint of the outlook it gave on November 20, 2024 ('$37.5 billion, "
            "plus or minus 2%'). Resolves NO otherwise. Analyst consensus estimates (about $38 "
            "billion) are not used. The results were scheduled for February 26, 2025."
        ),
        cutoff_date="2025-02-20",
        resolution_date="2025-02-26",
        current_market_price=None,  # no citable market price at the cutoff
        resolved_outcome=1.0,
        outcome_source=(
            "NVIDIA press release 'NVIDIA Announces Financial Results for Fourth Quarter and "
            "Fiscal 2025', February 26, 2025: revenue of $39.3 billion. "
            "https://nvidianews.nvidia.com/news/"
            "nvidia-announces-financial-results-for-fourth-quarter-and-fiscal-2025"
        ),
        question_id=DEMO_QUESTION_ID,
        origin="fixture",
    )


# --------------------------------------------------------------------------- live question


class LiveQuestionFallbackWarning(UserWarning):
    """:func:`get_live_question` could not use Polymarket and returned the demo question."""


class _NoUsableMarket(Exception):
    """The payload arrived but held no market this module can turn into a question."""


def get_live_question(
    timeout: float = LIVE_QUESTION_TIMEOUT,
    base_url: str | None = None,
    *,
    as_of: date | str | None = None,
    retry: RetryPolicy | None = None,
) -> ForecastQuestion:
    """Fetch an open Yes/No Polymarket market as a question, or fall back visibly to the demo.

    ``as_of`` is the day the forecast is made: it becomes the question's exclusive
    ``cutoff_date`` and markets must end after it. When omitted, today's UTC date is used,
    which is why this function belongs to the live path only. The base URL is ``base_url``,
    else the ``POLYMARKET_API_URL`` environment variable, else the public Gamma API.

    Never raises for a network or data problem: the demo question comes back instead, with
    ``origin`` starting ``"fallback:demo"``, a ``[Fallback: ...]`` first line in its
    description, and a :class:`LiveQuestionFallbackWarning`. A malformed ``as_of`` is the
    caller's error and raises :class:`~agent_schemas.DateParseError`.
    """
    today = datetime.now(UTC).date() if as_of is None else parse_iso_date(as_of, what="as_of")
    try:
        url = _markets_url(base_url)
        payload = request_json(
            POLYMARKET_PROVIDER,
            "GET",
            url,
            params=POLYMARKET_MARKET_QUERY,
            timeout=timeout,
            retry=retry,
        )
        return _first_usable_market(payload, today)
    except (ProviderError, _NoUsableMarket) as exc:
        return _fallback_question(str(exc))
    except Exception as exc:  # the contract is "never fails"; the reason still shows the type
        return _fallback_question(f"unexpected {type(exc).__name__}: {exc}")


def sanitize_text(text: object, max_chars: int) -> str:
    """Make third-party text safe to put in a prompt or notebook: one line, no markup, capped.

    Removes HTML-like tags, control and invisible characters, and the characters ``<``, ``>``
    and backtick; collapses all whitespace (newlines included) to single spaces; and cuts to
    ``max_chars`` with a trailing ``...``. Applying it twice changes nothing. Non-text is "".
    """
    if not isinstance(text, str):
        return ""
    cleaned = " ".join(_HTML_TAG.sub(" ", text).split())
    cleaned = " ".join(_UNSAFE_CHARS.sub("", cleaned).split())
    if len(cleaned) <= max_chars:
        return cleaned
    if max_chars <= 3:
        return cleaned[:max_chars]
    return cleaned[: max_chars - 3].rstrip() + "..."


def _markets_url(base_url: str | None) -> str:
    base = (base_url or os.environ.get(POLYMARKET_URL_ENV) or POLYMARKET_DEFAULT_URL).strip()
    parts = urlsplit(base)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ProviderConfigError(
            POLYMARKET_PROVIDER,
            f"base URL {base!r} is not an http(s) URL; set {POLYMARKET_URL_ENV} or base_url",
        )
    return base.rstrip("/") + "/markets"


def _first_usable_market(payload: object, as_of: date) -> ForecastQuestion:
    if not isinstance(payload, list):
        raise _NoUsableMarket(f"expected a JSON list of markets, got {type(payload).__name__}")
    if not payload:
        raise _NoUsableMarket("the API returned no markets")
    problems: list[str] = []
    for index, market in enumerate(payload):
        try:
            return _market_to_question(market, as_of)
        except (SchemaError, ValueError, TypeError, KeyError) as exc:
            problems.append(f"[{index}] {exc}")
    raise _NoUsableMarket(
        f"none of {len(payload)} markets is an open Yes/No market with a valid price "
        f"(first problem: {problems[0]})"
    )


def _market_to_question(market: object, as_of: date) -> ForecastQuestion:
    """One Gamma market as a question; raises ValueError saying why it is unusable."""
    if not isinstance(market, dict):
        raise ValueError(f"market is a {type(market).__name__}, not an object")
    if market.get("closed") is True or market.get("active") is False:
        raise ValueError("market is closed or inactive")
    outcomes = [str(o).strip().lower() for o in _json_list(market.get("outcomes"), "outcomes")]
    if sorted(outcomes) != ["no", "yes"]:
        raise ValueError(f"outcomes {outcomes} are not exactly Yes/No")
    prices = _json_list(market.get("outcomePrices"), "outcomePrices")
    if len(prices) != 2:
        raise ValueError(f"outcomePrices has {len(prices)} entries, expected 2")
    yes_price = _price(prices[outcomes.index("yes")])
    question = sanitize_text(market.get("question"), MAX_QUESTION_CHARS)
    if not question:
        raise ValueError("question text is empty")
    try:
        end = parse_iso_date(market.get("endDate"), what="endDate")
    except DateParseError as exc:
        raise ValueError(str(exc)) from None
    if end <= as_of:
        raise ValueError(f"endDate {end} is not after {as_of}")
    ident = _MARKET_ID_UNSAFE.sub("", str(market.get("id") or market.get("slug") or ""))
    if not ident:
        raise ValueError("market has no id or slug to cite")
    return ForecastQuestion(
        question=question,
        description=sanitize_text(market.get("description"), MAX_DESCRIPTION_CHARS),
        cutoff_date=as_of.isoformat(),
        resolution_date=end.isoformat(),
        current_market_price=yes_price,
        resolved_outcome=None,
        question_id=f"polymarket-{ident}",
        origin="polymarket",
    )


def _json_list(value: object, name: str) -> list[Any]:
    """Gamma sends list fields as JSON-encoded strings; accept a real list too."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except json.JSONDecodeError:
            raise ValueError(f"{name} is not a JSON list: {value[:60]!r}") from None
    if not isinstance(value, list):
        raise ValueError(f"{name} is not a list: {value!r}")
    return value


def _price(raw: object) -> float:
    if isinstance(raw, bool) or not isinstance(raw, str | int | float):
        raise ValueError(f"Yes price {raw!r} is not a number")
    price = float(raw)  # a non-numeric string raises ValueError, which marks the market unusable
    if not math.isfinite(price) or not 0.0 <= price <= 1.0:
        raise ValueError(f"Yes price {raw!r} is outside [0, 1]")
    return price


def _fallback_question(reason: str) -> ForecastQuestion:
    """The demo question, relabelled so no reader can mistake it for a live market."""
    short = sanitize_text(reason, MAX_FALLBACK_REASON_CHARS) or "unknown error"
    warnings.warn(
        f"Polymarket unavailable ({short}); using the demo question {DEMO_QUESTION_ID!r}",
        LiveQuestionFallbackWarning,
        stacklevel=3,
    )
    demo = get_demo_question()
    note = (
        f"[Fallback: Polymarket unavailable ({short}); this is the fixed demonstration "
        "question, not a live market.]"
    )
    return dataclasses.replace(
        demo,
        origin=f"fallback:demo (Polymarket unavailable: {short})",
        description=f"{note}\n{demo.description}",
    )


# --------------------------------------------------------------------------- resolved set


def get_resolved_questions(path: str | Path | None = None) -> list[ForecastQuestion]:
    """The resolved backtest questions from ``data/resolved_questions.json`` (or ``path``).

    Each has a precise resolution criterion in ``description``, a cutoff before its
    resolution date, an outcome of 0.0 or 1.0, and the source that outcome was taken from.
    """
    return [question for question, _ in _load_resolved_records(path)]


def get_question_metadata(path: str | Path | None = None) -> dict[str, dict[str, Any]]:
    """Course-only notes per resolved question id (``category``, ``base_rate_note``).

    They live beside the questions rather than on :class:`ForecastQuestion`, which carries
    only what an agent may be shown.
    """
    return {question.question_id: meta for question, meta in _load_resolved_records(path)}


def _load_resolved_records(
    path: str | Path | None,
) -> list[tuple[ForecastQuestion, dict[str, Any]]]:
    file = Path(path) if path is not None else RESOLVED_QUESTIONS_PATH
    data = _read_json_object(file, required_list="questions")
    records: list[tuple[ForecastQuestion, dict[str, Any]]] = []
    seen: set[str] = set()
    for index, raw in enumerate(data["questions"]):
        where = f"{file.name}: questions[{index}]"
        question, metadata = _resolved_record(raw, where)
        if question.question_id in seen:
            raise SchemaError(f"{where}: duplicate question_id {question.question_id!r}")
        seen.add(question.question_id)
        records.append((question, metadata))
    return records


def _resolved_record(raw: object, where: str) -> tuple[ForecastQuestion, dict[str, Any]]:
    if not isinstance(raw, dict):
        raise SchemaError(f"{where}: expected an object, got {type(raw).__name__}")
    fields = dict(raw)
    metadata = fields.pop("metadata", {})
    if not isinstance(metadata, dict):
        raise SchemaError(f"{where}: metadata must be an object, got {metadata!r}")
    question = ForecastQuestion.from_dict(fields, where=where)
    qid = question.question_id
    if not isinstance(qid, str) or not _QUESTION_ID.match(qid):
        raise SchemaError(
            f"{where}: question_id {qid!r} must be lower-case letters, digits and hyphens"
        )
    where = f"{where} ({qid})"
    for name in ("description", "outcome_source"):
        value = getattr(question, name)
        if not isinstance(value, str) or not value.strip():
            raise SchemaError(f"{where}: {name} must be non-empty text, got {value!r}")
    if question.cutoff_date is None or question.resolution_date is None:
        raise SchemaError(f"{where}: a resolved question needs cutoff_date and resolution_date")
    if parse_iso_date(question.cutoff_date) >= parse_iso_date(question.resolution_date):
        raise SchemaError(
            f"{where}: cutoff_date {question.cutoff_date} must be before "
            f"resolution_date {question.resolution_date}"
        )
    if question.resolved_outcome is None:
        raise SchemaError(f"{where}: resolved_outcome must be 0.0 or 1.0, got None")
    question.resolved_outcome = float(question.resolved_outcome)
    return question, dict(metadata)


# --------------------------------------------------------------------------- corpus


@dataclass(frozen=True)
class CorpusDocument:
    """One dated (or deliberately undated) summary in the offline backtest corpus.

    ``course_note`` is for readers and tests (``"leak: ..."`` marks a document dated before
    its question's cutoff that reports a later event). :meth:`to_search_result` drops it, so
    no search tool can use it to filter.
    """

    doc_id: str
    question_id: str
    title: str
    url: str
    snippet: str
    published: str | None
    evidence_type: str
    course_note: str | None = None

    @property
    def is_marked_leak(self) -> bool:
        return (self.course_note or "").startswith("leak:")

    def to_search_result(self, score: float = 0.0) -> SearchResult:
        """What a search provider would return: title, URL, snippet, date and the source's
        ``kind`` for the document (from ``evidence_type``), nothing else."""
        return SearchResult(
            title=self.title,
            url=self.url,
            snippet=self.snippet,
            published=self.published,
            score=score,
            kind=_KIND_OF_EVIDENCE_TYPE[self.evidence_type],
        )

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclass(frozen=True)
class BacktestCorpus:
    """The corpus file: a notice on what the documents are, and the documents themselves."""

    notice: str
    documents: tuple[CorpusDocument, ...]

    @property
    def question_ids(self) -> list[str]:
        """Question ids with documents, in file order."""
        return list(dict.fromkeys(doc.question_id for doc in self.documents))

    def for_question(self, question_id: str) -> list[CorpusDocument]:
        """The documents for one question; an id with no documents is an error, not ``[]``."""
        found = [doc for doc in self.documents if doc.question_id == question_id]
        if not found:
            raise ValueError(
                f"no corpus documents for question_id {question_id!r}; "
                f"known ids: {', '.join(self.question_ids)}"
            )
        return found


_DOC_REQUIRED = (
    "doc_id",
    "question_id",
    "title",
    "url",
    "snippet",
    "published",
    "evidence_type",
)
_DOC_FIELDS = frozenset(f.name for f in dataclasses.fields(CorpusDocument))


def load_backtest_corpus(path: str | Path | None = None) -> BacktestCorpus:
    """Read and validate ``data/backtest_corpus.json`` (or ``path``)."""
    file = Path(path) if path is not None else BACKTEST_CORPUS_PATH
    data = _read_json_object(file, required_list="documents")
    notice = data.get("notice")
    if not isinstance(notice, str) or not notice.strip():
        raise SchemaError(f"{file.name}: 'notice' must say what the documents are")
    documents: list[CorpusDocument] = []
    seen: set[str] = set()
    for index, raw in enumerate(data["documents"]):
        where = f"{file.name}: documents[{index}]"
        doc = _corpus_document(raw, where)
        if doc.doc_id in seen:
            raise SchemaError(f"{where}: duplicate doc_id {doc.doc_id!r}")
        seen.add(doc.doc_id)
        documents.append(doc)
    return BacktestCorpus(notice=notice, documents=tuple(documents))


def corpus_documents(
    question_id: str | None = None, path: str | Path | None = None
) -> list[CorpusDocument]:
    """All corpus documents, or those for one question (raises ValueError for an unknown id)."""
    corpus = load_backtest_corpus(path)
    if question_id is None:
        return list(corpus.documents)
    return corpus.for_question(question_id)


def _corpus_document(raw: object, where: str) -> CorpusDocument:
    if not isinstance(raw, dict):
        raise SchemaError(f"{where}: expected an object, got {type(raw).__name__}")
    missing = [name for name in _DOC_REQUIRED if name not in raw]
    unknown = sorted(set(raw) - _DOC_FIELDS)
    if missing or unknown:
        raise SchemaError(f"{where}: missing fields {missing}, unknown fields {unknown}")
    where = f"{where} ({raw.get('doc_id')!r})"
    for name in ("doc_id", "question_id", "title", "url", "snippet"):
        if not isinstance(raw[name], str) or not raw[name].strip():
            raise SchemaError(f"{where}: {name} must be non-empty text, got {raw[name]!r}")
    parts = urlsplit(raw["url"])
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise SchemaError(f"{where}: url {raw['url']!r} is not an http(s) URL")
    published = raw["published"]
    if published is not None:
        try:
            parse_iso_date(published, what="published")
        except DateParseError as exc:
            raise SchemaError(f"{where}: {exc}; use null for an undated document") from None
    if raw["evidence_type"] not in EVIDENCE_TYPES:
        raise SchemaError(
            f"{where}: evidence_type {raw['evidence_type']!r} must be one of {EVIDENCE_TYPES}"
        )
    note = raw.get("course_note")
    if note is not None and not isinstance(note, str):
        raise SchemaError(f"{where}: course_note must be text or absent, got {note!r}")
    return CorpusDocument(**raw)


def _read_json_object(file: Path, *, required_list: str) -> dict[str, Any]:
    """Read a fixture file that must be a JSON object holding a list under ``required_list``."""
    try:
        text = file.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise FileNotFoundError(
            f"fixture file {file} not found; the course ships it in data/ next to "
            "agent_fixtures.py, or pass the path of your copy"
        ) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SchemaError(
            f"{file.name}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    if not isinstance(data, dict) or not isinstance(data.get(required_list), list):
        raise SchemaError(f"{file.name}: expected an object with a {required_list!r} list")
    return data


# --------------------------------------------------------------------------- model cutoffs

_KNOWLEDGE_CUTOFFS: dict[str, tuple[str, str]] = {
    "qwen2.5-coder-1.5b-instruct": (
        "2024-09-19",
        "Upper bound, not a measured cutoff: Qwen publishes no training-data cutoff for "
        "Qwen2.5-Coder, and the 1.5B model was released on 2024-09-19 with Qwen2.5, so "
        "nothing it learned can postdate that day.",
    ),
    "qwen2.5-coder-0.5b-instruct": (
        "2024-11-12",
        "Upper bound, not a measured cutoff: Qwen publishes no training-data cutoff, and the "
        "0.5B Coder model was released on 2024-11-12 with the 3B, 14B and 32B sizes.",
    ),
}


def get_model_knowledge_cutoffs() -> dict[str, str]:
    """Model name -> the latest ISO date its training data could include (see the notes)."""
    return {model: cutoff for model, (cutoff, _) in _KNOWLEDGE_CUTOFFS.items()}


def get_model_knowledge_cutoff_notes() -> dict[str, str]:
    """Model name -> where its declared cutoff comes from and how far to trust it."""
    return {model: note for model, (_, note) in _KNOWLEDGE_CUTOFFS.items()}
