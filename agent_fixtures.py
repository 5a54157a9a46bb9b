"""Questions for the course: a fixed demo, a live Polymarket question, and a resolved backtest set.

Four kinds of fixture live here:

- :func:`get_demo_question`: one resolved question (NVIDIA's Q4 fiscal 2025 revenue against its
  own outlook) that every notebook can use offline. It is built in code, not read from a file,
  because it is also the fallback when everything else fails.
- :func:`get_live_question`: an open Yes/No market from Polymarket's public Gamma API, for the
  live path of notebook 01. Any failure falls back to the demo question, and says so in the
  returned question's ``origin`` and ``description`` and in a warning. A market is used only
  if it says with JSON booleans that it is open, and its Yes and No prices sum to about 1.
- :func:`load_questions` and :func:`load_documents`: the documented JSON Lines formats for
  questions and documents (one table of fields each, ``QUESTION_FIELDS`` and
  ``DOCUMENT_FIELDS``, drives both the checks and the README), so a reader can backtest their
  own questions. :func:`get_resolved_questions` and :func:`load_backtest_corpus` read the
  course's own files in that format: real questions that resolved in 2025 and a small dated
  corpus of course-written summaries, in ``data/`` (installed as the ``agent_data`` package).
- :func:`get_model_knowledge_cutoffs`: the declared knowledge cutoffs of the models the course
  runs, so a backtest can check its questions resolved after the model stopped learning.

Conventions
-----------
- Nothing here reads the wall clock except :func:`get_live_question` when it is given no
  ``as_of``; that function is live-path only, and tests always pass ``as_of``.
- Data files are untrusted input: every line is validated on load and a bad one raises
  :class:`QuestionFormatError` (a :class:`~agent_schemas.SchemaError`) naming the file, the
  line, the field and the problem. Fields the format does not define are kept as metadata.
- Every call returns fresh objects, so a notebook that edits a question cannot change what the
  next caller sees.
- This module imports only :mod:`agent_schemas` and :mod:`agent_http` from the project.
"""

from __future__ import annotations

import dataclasses
import difflib
import importlib.resources
import json
import math
import os
import re
import tempfile
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from agent_http import Hints, ProviderConfigError, ProviderError, RetryPolicy, request_json
from agent_schemas import (
    DateParseError,
    ForecastQuestion,
    SchemaError,
    SearchResult,
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
    "sanitize_text",
    "write_jsonl",
]

DATA_PACKAGE = "agent_data"
"""The package the course data is installed as (``data/`` in a checkout; see pyproject.toml)."""
DATA_README = "README.md"


def _find_data_dir() -> Path:
    """``data/`` beside this module in a checkout, else the installed ``agent_data`` package."""
    checkout = Path(__file__).resolve().parent / "data"
    if (checkout / "questions.jsonl").is_file():
        return checkout
    try:
        return Path(str(importlib.resources.files(DATA_PACKAGE)))
    except ModuleNotFoundError:  # neither: the loaders then say which file is missing
        return checkout


DATA_DIR = _find_data_dir()
RESOLVED_QUESTIONS_PATH = DATA_DIR / "questions.jsonl"
BACKTEST_CORPUS_PATH = DATA_DIR / "documents.jsonl"
FIXTURE_ORIGIN = "fixture"

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


# --------------------------------------------------------------------------- the file format


class QuestionFormatError(SchemaError):
    """A question or document file breaks the documented format.

    ``file`` is the path as given, ``line`` the 1-based line (None for a whole-file problem)
    and ``field`` the field at fault (None when the line as a whole is wrong).
    """

    def __init__(self, file: str, line: int | None, field: str | None, problem: str) -> None:
        self.file, self.line, self.field, self.problem = file, line, field, problem
        where = file if line is None else f"{file}, line {line}"
        if field is not None:
            where = f"{where}, field {field!r}"
        super().__init__(f"{where}: {problem}")


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
    if not isinstance(value, str) or not _IDENTIFIER.fullmatch(value):
        raise _FieldProblem(
            f"{value!r} is not an id: use 1-{MAX_ID_CHARS} letters, digits, '.', '_' or '-', "
            "starting with a letter or digit"
        )
    return value


def _text(value: object) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _FieldProblem(f"must be non-empty text, got {value!r}")
    return value


def _description(value: object) -> str:
    if not isinstance(value, str):
        raise _FieldProblem(f"must be text, got {value!r}")
    return value


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
    try:
        parts = urlsplit(value) if isinstance(value, str) else None
    except ValueError:  # e.g. an unclosed IPv6 bracket
        parts = None
    if parts is None or parts.scheme not in ("http", "https") or not parts.hostname:
        raise _FieldProblem(f"{value!r} is not an http(s) URL")
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


MAX_ID_CHARS = 100
_IDENTIFIER = re.compile(rf"[A-Za-z0-9][A-Za-z0-9._-]{{0,{MAX_ID_CHARS - 1}}}")
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")

DOCUMENT_KINDS: dict[str, str] = {"reporting": "search_results", "base_rate": "base_rate"}
"""A document's ``kind`` -> the evidence type a search for it declares (what the gates count)."""

EVIDENCE_TYPES = tuple(DOCUMENT_KINDS.values())
"""The evidence kinds a corpus document may declare (the coverage gate's required kinds)."""

DEFAULT_DOCUMENT_KIND = "reporting"

QUESTION_FIELDS: tuple[FormatField, ...] = (
    FormatField(
        "id", "string", True, "Unique in the file: letters, digits, `.`, `_`, `-`.", _identifier
    ),
    FormatField("question", "string", True, "The yes/no question the agent is asked.", _text),
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
    FormatField(
        "id", "string", True, "Unique in the file: letters, digits, `.`, `_`, `-`.", _identifier
    ),
    FormatField("title", "string", True, "The headline a search result shows.", _text),
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
    FormatField("text", "string", True, "What search ranks and the agent reads.", _text),
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


def _read_lines(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for each non-blank line of a JSON Lines file."""
    file = Path(path)
    try:
        text = file.read_text(encoding="utf-8-sig")
    except FileNotFoundError:
        raise FileNotFoundError(
            f"file {file} not found; the course's own files are in data/ next to "
            "agent_fixtures.py (or in the installed agent_data package), else pass your path"
        ) from None
    except UnicodeDecodeError as exc:
        raise QuestionFormatError(
            str(file), None, None, f"not UTF-8 text (byte {exc.start}); save it as UTF-8"
        ) from None
    # Split on "\n" only: str.splitlines would also split inside strings holding U+2028.
    for number, line in enumerate(text.split("\n"), start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line, object_pairs_hook=_unique_keys, parse_constant=_no_constant)
        except _FieldProblem as exc:
            raise QuestionFormatError(str(file), number, exc.field, exc.problem) from None
        except json.JSONDecodeError as exc:
            raise QuestionFormatError(
                str(file),
                number,
                None,
                f"not valid JSON at column {exc.colno} ({exc.msg}); each line must be one "
                "JSON object",
            ) from None
        if not isinstance(record, dict):
            raise QuestionFormatError(
                str(file), number, None, f"expected a JSON object, got {type(record).__name__}"
            )
        yield number, record


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [key for key, _ in pairs]
    for key in keys:
        if keys.count(key) > 1:
            raise _FieldProblem("appears twice in one object; keep one", key)
    return dict(pairs)


def _no_constant(name: str) -> Any:
    raise _FieldProblem(f"{name} is not a JSON number; use a finite number or null")


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
    if value in seen:
        raise QuestionFormatError(file, line, "id", f"duplicate id {value!r}; ids must be unique")
    seen.add(value)


# --------------------------------------------------------------------------- questions


@dataclass(frozen=True)
class BacktestQuestion:
    """One line of a question file: the question an agent sees, plus what only a backtest needs.

    ``question`` carries the id, text, dates, outcome, outcome source and market price (the
    :class:`~agent_schemas.ForecastQuestion` fields); ``category`` and ``metadata`` (every
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
    for line, record in _read_lines(path):
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
        return DOCUMENT_KINDS[self.kind]

    @property
    def course_note(self) -> str | None:
        note = self.metadata.get("course_note")
        return note if isinstance(note, str) else None

    @property
    def is_marked_leak(self) -> bool:
        return (self.course_note or "").startswith("leak:")

    def to_search_result(self, score: float = 0.0) -> SearchResult:
        """What a search provider would return: title, URL, text and date, nothing else."""
        return SearchResult(
            title=self.title,
            url=self.url,
            snippet=self.snippet,
            published=self.published,
            score=score,
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


def load_documents(path: str | Path) -> list[CorpusDocument]:
    """Read a document file in the documented JSON Lines format (see ``DOCUMENT_FIELDS``).

    Every problem raises :class:`QuestionFormatError` naming the file, the line and the field
    (a missing or malformed field, a duplicate id). Fields the format does not define are kept
    in ``metadata``; a missing ``kind`` is ``"reporting"``.
    """
    file = str(path)
    documents: list[CorpusDocument] = []
    seen: set[str] = set()
    for line, record in _read_lines(path):
        values, extra = _check_fields(record, DOCUMENT_FIELDS, file, line)
        _unique(seen, values["id"], file, line)
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


def write_jsonl(path: str | Path, records: Iterable[Mapping[str, Any]]) -> Path:
    """Write records as JSON Lines (UTF-8, one object per line), atomically; returns the path.

    With :meth:`BacktestQuestion.to_record` and :meth:`CorpusDocument.to_record` this writes
    files the loaders read back unchanged.
    """
    target = Path(path)
    lines = [json.dumps(dict(record), ensure_ascii=False, allow_nan=False) for record in records]
    text = "".join(f"{line}\n" for line in lines)
    handle, temporary = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
        os.replace(temporary, target)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    return target


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
