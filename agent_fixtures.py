"""Questions for the course: a fixed demo, a live Polymarket question, and a resolved backtest set.

Four kinds of fixture live here:

- :func:`get_demo_question`: one resolved question (NVIDIA's Q4 fiscal 2025 revenue against its
  own outlook) that every notebook can use offline. It is built in code, not read from a file,
  because it is also the fallback when everything else fails.
- :func:`get_live_question`: an open Yes/No market from Polymarket's public Gamma API, for the
  live path of notebook 01. Any failure falls back to the demo question, and says so in the
  returned question's ``origin`` and ``description`` and in a warning. A market is used only
  if it says with JSON booleans that it is open, and its Yes and No prices sum to about 1.
- :func:`get_resolved_questions` and :func:`load_backtest_corpus`: the course's own files in
  ``data/`` (installed as the ``agent_data`` package), real questions that resolved in 2025
  and a small dated corpus of course-written summaries. They are read with the loaders of the
  documented JSON Lines formats, which live in :mod:`agent_formats` (re-exported here:
  :func:`load_questions`, :func:`load_documents`, ``QUESTION_FIELDS``, ``DOCUMENT_FIELDS``),
  so a reader can backtest their own questions with the same code.
- :func:`get_model_knowledge_cutoffs`: the declared knowledge cutoffs of the models the course
  runs, so a backtest can check its questions resolved after the model stopped learning.

Conventions
-----------
- Nothing here reads the wall clock except :func:`get_live_question` when it is given no
  ``as_of``; that function is live-path only, and tests always pass ``as_of``.
- Data files are untrusted input: every line is validated on load (see :mod:`agent_formats`)
  and a bad one raises :class:`QuestionFormatError` naming the file, line, field and problem.
- Every call returns fresh objects, so a notebook that edits a question cannot change what the
  next caller sees.
- This module imports only :mod:`agent_catalog`, :mod:`agent_schemas`, :mod:`agent_http` and
  :mod:`agent_formats` from the project; the model cutoffs and Polymarket's address are
  declared in the catalog.
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

from agent_catalog import (
    model_info,
    model_knowledge_cutoff_notes,
    model_knowledge_cutoffs,
    provider_info,
)
from agent_formats import (
    DATA_DIR,
    DATA_README,
    DOCUMENT_FIELDS,
    DOCUMENT_KINDS,
    EVIDENCE_TYPES,
    QUESTION_FIELDS,
    BacktestQuestion,
    CorpusDocument,
    FormatField,
    QuestionFormatError,
    format_table,
    load_documents,
    load_questions,
    write_jsonl,
)
from agent_http import Hints, ProviderConfigError, ProviderError, RetryPolicy, request_json
from agent_schemas import (
    DateParseError,
    ForecastQuestion,
    SchemaError,
    parse_iso_date,
)

__all__ = [
    "BACKTEST_CORPUS_PATH",
    "DATA_DIR",
    "DEMO_QUESTION_ID",
    "DOCUMENT_FIELDS",
    "DOCUMENT_KINDS",
    "EVIDENCE_TYPES",
    "POLYMARKET_DEFAULT_URL",
    "POLYMARKET_URL_ENV",
    "PRICE_SUM_TOLERANCE",
    "QUESTION_FIELDS",
    "RESOLVED_QUESTIONS_PATH",
    "BacktestCorpus",
    "BacktestQuestion",
    "CorpusDocument",
    "FormatField",
    "LiveQuestionFallbackWarning",
    "QuestionFormatError",
    "corpus_documents",
    "fetch_markets",
    "format_table",
    "get_demo_question",
    "get_live_question",
    "get_model_knowledge_cutoff_notes",
    "get_model_knowledge_cutoffs",
    "get_question_metadata",
    "get_resolved_questions",
    "load_backtest_corpus",
    "load_documents",
    "load_questions",
    "lookup_model_knowledge_cutoff",
    "sanitize_text",
    "write_jsonl",
]

RESOLVED_QUESTIONS_PATH = DATA_DIR / "questions.jsonl"
BACKTEST_CORPUS_PATH = DATA_DIR / "documents.jsonl"
FIXTURE_ORIGIN = "fixture"

POLYMARKET_PROVIDER = "polymarket"
POLYMARKET_DEFAULT_URL = provider_info(POLYMARKET_PROVIDER).default_base_url or ""
POLYMARKET_URL_ENV = provider_info(POLYMARKET_PROVIDER).base_url_env_var or ""
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

PRICE_SUM_TOLERANCE = 0.02
"""How far a market's Yes and No prices may sum from 1 and still be read as a probability.

Gamma's prices are midpoints, so rounding and a spread move the sum a little; a larger gap
means the two numbers are not one market's complementary prices, and the Yes price alone
would be a misleading probability.
"""

MAX_QUESTION_CHARS = 300
MAX_DESCRIPTION_CHARS = 1_500
MAX_FALLBACK_REASON_CHARS = 160
"""Caps on text taken from the network, so one odd market cannot flood a prompt or notebook."""

DEMO_QUESTION_ID = "nvda-q4-fy2025"

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
        payload = fetch_markets(base_url, timeout=timeout, retry=retry)
        return _first_usable_market(payload, today)
    except (ProviderError, _NoUsableMarket) as exc:
        return _fallback_question(str(exc))
    except Exception as exc:  # the contract is "never fails"; the reason still shows the type
        return _fallback_question(f"unexpected {type(exc).__name__}: {exc}")


def fetch_markets(
    base_url: str | None = None,
    *,
    timeout: float = LIVE_QUESTION_TIMEOUT,
    retry: RetryPolicy | None = None,
    attempts: list[dict[str, Any]] | None = None,
) -> Any:
    """GET the open markets from Polymarket's Gamma API and return the decoded JSON.

    The HTTP half of :func:`get_live_question`, which turns any failure into the fallback;
    this raises a :class:`~agent_http.ProviderError` subclass instead, whose text names
    ``timeout`` and ``POLYMARKET_API_URL``. ``timeout`` is a deadline for each whole attempt;
    each attempt is appended to ``attempts``.
    """
    url = _markets_url(base_url)
    return request_json(
        POLYMARKET_PROVIDER,
        "GET",
        url,
        params=POLYMARKET_MARKET_QUERY,
        timeout=timeout,
        retry=retry,
        attempts=attempts,
        hints=Hints("timeout", POLYMARKET_URL_ENV),
        where=url.removesuffix("/markets"),
    )


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
    _check_open(market)
    outcomes = [str(o).strip().lower() for o in _json_list(market.get("outcomes"), "outcomes")]
    if sorted(outcomes) != ["no", "yes"]:
        raise ValueError(f"outcomes {outcomes} are not exactly Yes/No")
    yes_price = _yes_price(market, outcomes)
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


def _check_open(market: dict[str, Any]) -> None:
    """Accept only a market that says, with JSON booleans, that it is active and not closed.

    A string such as ``"false"`` is refused rather than interpreted: it is truthy in Python,
    and a payload that spells its flags differently from the documented API may mean them
    differently too. A missing flag is refused for the same reason.
    """
    for name, wanted in (("closed", False), ("active", True)):
        value = market.get(name)
        if not isinstance(value, bool):
            raise ValueError(
                f"{name} is {value!r}, not a JSON true/false, so whether the market is open "
                "is unknown; skipping it"
            )
        if value is not wanted:
            raise ValueError(f"market is {'closed' if name == 'closed' else 'inactive'}")


def _yes_price(market: dict[str, Any], outcomes: list[str]) -> float:
    """The Yes price, once both prices are numbers in [0, 1] that sum to about 1."""
    prices = _json_list(market.get("outcomePrices"), "outcomePrices")
    if len(prices) != 2:
        raise ValueError(f"outcomePrices has {len(prices)} entries, expected 2")
    yes = _price(prices[outcomes.index("yes")], "Yes")
    no = _price(prices[outcomes.index("no")], "No")
    if abs(yes + no - 1.0) > PRICE_SUM_TOLERANCE:
        raise ValueError(
            f"Yes price {yes} and No price {no} sum to {yes + no:.4f}, more than "
            f"{PRICE_SUM_TOLERANCE} from 1, so they are not one market's probability; skipping it"
        )
    return yes


def _price(raw: object, side: str) -> float:
    if isinstance(raw, bool) or not isinstance(raw, str | int | float):
        raise ValueError(f"{side} price {raw!r} is not a number")
    try:
        price = float(raw)
    except ValueError:
        raise ValueError(f"{side} price {raw!r} is not a number") from None
    if not math.isfinite(price) or not 0.0 <= price <= 1.0:
        raise ValueError(f"{side} price {raw!r} is outside [0, 1]")
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


# --------------------------------------------------------------------------- the course's files


def get_resolved_questions(path: str | Path | None = None) -> list[ForecastQuestion]:
    """The course's resolved backtest questions (``data/questions.jsonl``), or those in ``path``.

    Each has a cutoff before its resolution date and an outcome of 0.0 or 1.0; a question
    without an outcome is an error here (use :func:`load_questions` for open ones).
    """
    return [record.question for record in _resolved(path)]


def get_question_metadata(path: str | Path | None = None) -> dict[str, dict[str, Any]]:
    """Course-only notes per resolved question id: ``category`` and every extra field.

    They live beside the questions rather than on :class:`ForecastQuestion`, which carries
    only what an agent may be shown.
    """
    return {
        record.question_id: {"category": record.category, **record.metadata}
        for record in _resolved(path)
    }


def _resolved(path: str | Path | None) -> list[BacktestQuestion]:
    file = RESOLVED_QUESTIONS_PATH if path is None else path
    return load_questions(file, origin=FIXTURE_ORIGIN, require_outcome=True)


@dataclass(frozen=True)
class BacktestCorpus:
    """A document file: the documents, and a notice on what they are (empty for your own)."""

    notice: str
    documents: tuple[CorpusDocument, ...]

    @property
    def question_ids(self) -> list[str]:
        """Question ids with documents of their own, in file order."""
        ids = (doc.question_id for doc in self.documents if doc.question_id is not None)
        return list(dict.fromkeys(ids))

    def for_question(self, question_id: str) -> list[CorpusDocument]:
        """The documents for one question, shared ones included; none at all is an error."""
        found = [doc for doc in self.documents if doc.question_id in (question_id, None)]
        if not found:
            raise ValueError(
                f"no corpus documents for question_id {question_id!r}; "
                f"known ids: {', '.join(self.question_ids)}"
            )
        return found


def load_backtest_corpus(path: str | Path | None = None) -> BacktestCorpus:
    """The course corpus (``data/documents.jsonl``) with its notice, or the documents in ``path``.

    The course's notice is the ``documents.jsonl`` section of ``data/README.md``.
    """
    if path is None:
        return BacktestCorpus(
            notice=_course_notice(BACKTEST_CORPUS_PATH.name),
            documents=tuple(load_documents(BACKTEST_CORPUS_PATH)),
        )
    return BacktestCorpus(notice="", documents=tuple(load_documents(path)))


def corpus_documents(
    question_id: str | None = None, path: str | Path | None = None
) -> list[CorpusDocument]:
    """All corpus documents, or those for one question (raises ValueError for an unknown id)."""
    corpus = load_backtest_corpus(path)
    if question_id is None:
        return list(corpus.documents)
    return corpus.for_question(question_id)


def _course_notice(file_name: str) -> str:
    """The text of the ``## <file_name>`` section of data/README.md, on one line."""
    readme = DATA_DIR / DATA_README
    section: list[str] = []
    inside = False
    for line in readme.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line[3:].strip() == f"`{file_name}`"
        elif inside:
            section.append(line)
    notice = " ".join(" ".join(section).split())
    if not notice:
        raise SchemaError(f"{readme}: no '## `{file_name}`' section saying what the file holds")
    return notice


# --------------------------------------------------------------------------- model cutoffs


def get_model_knowledge_cutoffs() -> dict[str, str]:
    """Model name -> the latest ISO date its training data could include (see the notes).

    Declared in :mod:`agent_catalog`, one :class:`~agent_catalog.ModelInfo` per model."""
    return model_knowledge_cutoffs()


def get_model_knowledge_cutoff_notes() -> dict[str, str]:
    """Model name -> where its declared cutoff comes from and how far to trust it."""
    return model_knowledge_cutoff_notes()


def lookup_model_knowledge_cutoff(model_name: str) -> tuple[str, str] | None:
    """``(cutoff, note)`` declared for ``model_name``, or None if the catalog declares none.

    A client's ``model_name`` may carry its provider (``openai:qwen2.5-...``) and a served
    model a quantisation suffix (``...-q4_k_m``): the catalog's one lookup
    (:func:`agent_catalog.model_info`, longest declared prefix) handles both.
    """
    info = model_info(model_name)
    if info is None or info.knowledge_cutoff is None:
        return None
    return info.knowledge_cutoff, info.cutoff_note or ""
