"""A live question from Polymarket: the first open binary market, or the demo question, visibly.

:func:`get_live_question` turns an open Yes/No market from Polymarket's public Gamma API into a
:class:`forecasting_agents.core.ForecastQuestion`, for the live path of notebook 01;
:func:`fetch_markets` is its HTTP half, which raises instead. Any network or data failure falls back
to the course's demo question (:func:`forecasting_agents.core.get_demo_question`), and says so in
the returned question's ``origin`` and ``description`` and in a
:class:`LiveQuestionFallbackWarning`. It lives in the search layer, beside the other client that
reads the web, because it sends its request through :mod:`forecasting_agents.http`, which
:mod:`forecasting_agents.core` may not import.

Conventions
-----------
- A market is used only if it says with JSON booleans that it is open, its outcomes are exactly Yes
  and No, its Yes and No prices sum to about 1 (:data:`PRICE_SUM_TOLERANCE`), and it ends after the
  day the forecast is made.
- :func:`get_live_question` never raises for a network or data problem; only a malformed ``as_of``
  (the caller's error) and a :class:`forecasting_agents.core.StopRunError` get through.
- Text from the network is untrusted: :func:`sanitize_text` makes it one line, without markup or
  invisible characters, and caps its length before it reaches a prompt or a notebook.
- Nothing here reads the wall clock except :func:`get_live_question` when it is given no ``as_of``;
  that function is live-path only, and tests always pass ``as_of``.
- Every call returns a fresh question. Polymarket's address and the variable that overrides it
  (``POLYMARKET_API_URL``) are declared in the catalog.
- :func:`polymarket_questions` is the file-writing side (the ``questions`` command): markets by id
  or a paged listing, open or resolved, by the shared rules of :mod:`._markets`. Gamma says how a
  market resolved only through its final prices, so a closed market counts as resolved when its
  Yes and No prices are exactly 1 and 0; anything else closed is skipped.
- :func:`sanitize_text` lives in :mod:`._markets`, which every source shares; it is re-exported
  here, where it began.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import re
import warnings
from datetime import UTC, date, datetime
from typing import Any
from urllib.parse import urlsplit

from forecasting_agents.core._catalog import provider_info, register_client
from forecasting_agents.core._course import (
    DEMO_QUESTION_ID,
    get_demo_question,
)
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import (
    DateParseError,
    SchemaError,
    StopRunError,
)
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.http import (
    Hints,
    ProviderConfigError,
    ProviderError,
    ProviderResponseError,
    RetryPolicy,
    request_json,
)
from forecasting_agents.sources._markets import (
    DEFAULT_SOURCE_TIMEOUT,
    MAX_TEXT_CHARS,
    MAX_TITLE_CHARS,
    Listing,
    QuestionQuery,
    QuestionSource,
    Skipped,
    SourceResult,
    day_from_iso,
    market_text,
    question_id,
    sanitize_text,
    shown,
    source_id,
)
from forecasting_agents.sources._reading import (
    ByOffset,
    Fetcher,
    MarketReader,
    path_part,
)

__all__ = [
    "LIVE_MARKET_LIMIT",
    "LIVE_QUESTION_TIMEOUT",
    "MAX_DESCRIPTION_CHARS",
    "MAX_FALLBACK_REASON_CHARS",
    "MAX_QUESTION_CHARS",
    "POLYMARKET_DEFAULT_URL",
    "POLYMARKET_ID",
    "POLYMARKET_MARKET_QUERY",
    "POLYMARKET_PROVIDER",
    "POLYMARKET_SOURCE",
    "POLYMARKET_URL_ENV",
    "PRICE_SUM_TOLERANCE",
    "LiveQuestionFallbackWarning",
    "fetch_markets",
    "get_live_question",
    "polymarket_questions",
]


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


_MARKET_ID_UNSAFE = re.compile(r"[^A-Za-z0-9_-]")


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
    caller's error and raises :class:`~forecasting_agents.core.DateParseError`.
    """
    today = datetime.now(UTC).date() if as_of is None else parse_iso_date(as_of, what="as_of")
    try:
        payload = fetch_markets(base_url, timeout=timeout, retry=retry)
        return _first_usable_market(payload, today)
    except (ProviderError, _NoUsableMarket) as exc:
        return _fallback_question(str(exc))
    except StopRunError:
        raise
    except Exception as exc:  # the contract is "never fails"; the reason still shows the type
        return _fallback_question(f"unexpected {type(exc).__name__}: {exc}")


@register_client("polymarket")
def fetch_markets(
    base_url: str | None = None,
    *,
    timeout: float = LIVE_QUESTION_TIMEOUT,
    retry: RetryPolicy | None = None,
    attempts: list[dict[str, Any]] | None = None,
) -> Any:
    """GET the open markets from Polymarket's Gamma API and return the decoded JSON.

    The HTTP half of :func:`get_live_question`, which turns any failure into the fallback;
    this raises a :class:`~forecasting_agents.http.ProviderError` subclass instead, whose text names
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


# --------------------------------------------------------------------------- questions for a file

POLYMARKET_ID = re.compile(r"[0-9]{1,20}")
"""A Gamma market id: digits (``/markets/{id}``)."""

_GAMMA_ORDER = {"order": "volumeNum", "ascending": "false"}


def polymarket_questions(
    query: QuestionQuery,
    *,
    base_url: str | None = None,
    timeout: float = DEFAULT_SOURCE_TIMEOUT,
    retry: RetryPolicy | None = None,
    attempts: list[dict[str, Any]] | None = None,
) -> SourceResult:
    """Polymarket markets as questions for a file: by id, or the most traded open or closed ones.

    Raises ValueError for a query Polymarket cannot answer (a text search, a malformed id) and a
    :class:`~forecasting_agents.http.ProviderError` when Gamma fails; a market that makes no
    question is in the result's ``skipped`` with the reason.
    """
    POLYMARKET_SOURCE.check(query)
    fetcher = Fetcher(
        POLYMARKET_PROVIDER,
        base_url_override=base_url,
        timeout=timeout,
        retry=retry,
        attempts=attempts,
    )
    return _READER.questions(fetcher, query)


def _market_page(fetch: Fetcher, query: QuestionQuery, offset: int, size: int) -> list[Any]:
    if query.selection == "resolved":
        state = {"closed": "true"}
    else:
        state = {"active": "true", "closed": "false"}
    page = fetch.get("/markets", {**state, **_GAMMA_ORDER, "limit": size, "offset": offset})
    if not isinstance(page, list):
        raise ProviderResponseError(
            POLYMARKET_PROVIDER, 200, f"expected a JSON list of markets, got {type(page).__name__}"
        )
    return page


def _one_market(fetch: Fetcher, ident: str) -> Any:
    market = fetch.get(f"/markets/{path_part(ident)}")
    if not isinstance(market, dict):
        raise ProviderResponseError(
            POLYMARKET_PROVIDER, 200, f"expected a market object, got {type(market).__name__}"
        )
    return market


def _listing(market: object) -> Listing:
    """One Gamma market as a listing; raises Skipped for one that is not a Yes/No market."""
    if not isinstance(market, dict):
        raise Skipped(None, f"a market is a {type(market).__name__}, not an object")
    raw = source_id(market.get("id"))
    if raw is None:
        raise Skipped(None, f"a market has no usable id ({shown(market.get('id'))})")
    ident = question_id(POLYMARKET_PROVIDER, raw)
    try:
        outcomes = [str(o).strip().lower() for o in _json_list(market.get("outcomes"), "outcomes")]
        if sorted(outcomes) != ["no", "yes"]:
            raise ValueError(f"not a Yes/No market (outcomes {shown(', '.join(outcomes[:5]))})")
        status, outcome, note, price = _gamma_state(market, outcomes)
    except ValueError as exc:
        raise Skipped(ident, str(exc)) from None
    closes = day_from_iso(market.get("closedTime")) if status != "open" else None
    end = day_from_iso(market.get("endDate"))
    return Listing(
        source=POLYMARKET_PROVIDER,
        raw_id=raw,
        title=market_text(market.get("question"), MAX_TITLE_CHARS),
        description=market_text(market.get("description"), MAX_TEXT_CHARS),
        status=status,
        outcome=outcome,
        status_note=note,
        opened=day_from_iso(market.get("startDate")),
        closes=closes,
        # Gamma has no resolution time: a closed market ended when it closed, else at its end date.
        resolves=(closes or end) if status == "resolved" else end,
        price=price,
        outcome_source=f"{POLYMARKET_DEFAULT_URL}/markets/{raw}",
    )


def _gamma_state(
    market: dict[str, Any], outcomes: list[str]
) -> tuple[str, float | None, str, float | None]:
    """(status, outcome, note, price) from Gamma's JSON booleans and prices."""
    closed, active = market.get("closed"), market.get("active")
    if not isinstance(closed, bool) or not isinstance(active, bool):
        raise ValueError("closed/active are not JSON true/false, so its state is unknown")
    if not closed:
        if not active:
            return "closed", None, "inactive", None
        return "open", None, "open", _yes_price(market, outcomes)
    prices = _json_list(market.get("outcomePrices"), "outcomePrices")
    if len(prices) == 2:
        yes = _price(prices[outcomes.index("yes")], "Yes")
        no = _price(prices[outcomes.index("no")], "No")
        if (yes, no) in ((1.0, 0.0), (0.0, 1.0)):
            return "resolved", yes, "resolved", None
    note = f"closed with prices {shown(prices)}, not a settled Yes or No"
    return "closed", None, note, None


_READER = MarketReader(
    what="Polymarket markets", one=_one_market, paging=ByOffset(_market_page), listing=_listing
)


POLYMARKET_SOURCE = QuestionSource(
    name=POLYMARKET_PROVIDER,
    fetch=polymarket_questions,
    id_pattern=POLYMARKET_ID,
    id_hint="a Polymarket (Gamma) market id: digits",
)
