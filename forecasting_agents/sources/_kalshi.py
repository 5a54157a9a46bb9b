"""Questions from Kalshi: markets by ticker, or a paged listing of open or settled ones.

:func:`kalshi_questions` reads ``GET {base}/trade-api/v2/markets`` (``status=open|settled``, paged
by ``cursor`` until the reply gives none, at most
:data:`~forecasting_agents.sources._markets.MAX_PAGES` pages) or
``GET {base}/trade-api/v2/markets/{ticker}`` for each ticker, and turns each market into a question
by the shared rules of :mod:`._markets`.

Conventions
-----------
- A Kalshi market is a yes/no contract; one whose ``market_type`` says otherwise (``scalar``) is
  skipped. Its ``result`` ``yes`` or ``no`` is the outcome; an empty result is not resolved yet, and
  any other result is skipped.
- Many markets of one event share a title and differ by their ``yes_sub_title`` ("85° to 86°"), so
  that is added to the question in brackets when the title does not already say it.
- The market price is ``last_price_dollars``: a contract pays $1 on Yes, so its price in dollars
  is a probability. It is used for open markets that have traded; a settled market's last price
  already knows its result.
- The description is ``rules_primary`` then ``rules_secondary``, capped. Kalshi gives no page
  address for a market, so its API address on the public host is the outcome's source.
"""

from __future__ import annotations

import re
from typing import Any

from forecasting_agents.core._catalog import provider_info, register_client
from forecasting_agents.http import (
    ProviderResponseError,
    RetryPolicy,
)
from forecasting_agents.sources._markets import (
    DEFAULT_SOURCE_TIMEOUT,
    MAX_TITLE_CHARS,
    Listing,
    QuestionQuery,
    QuestionSource,
    Skipped,
    SourceResult,
    criteria_text,
    day_from_iso,
    market_text,
    probability,
    question_id,
    shown,
    source_id,
)
from forecasting_agents.sources._reading import (
    ByCursor,
    Fetcher,
    MarketReader,
    page_size,
    path_part,
)

__all__ = [
    "KALSHI_DEFAULT_URL",
    "KALSHI_PROVIDER",
    "KALSHI_SOURCE",
    "KALSHI_TICKER",
    "KALSHI_URL_ENV",
    "kalshi_questions",
]


KALSHI_PROVIDER = "kalshi"
KALSHI_DEFAULT_URL = provider_info(KALSHI_PROVIDER).default_base_url or ""
KALSHI_URL_ENV = provider_info(KALSHI_PROVIDER).base_url_env_var or ""

KALSHI_TICKER = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
"""A market ticker, such as ``KXHIGHNY-25JUL28-B85.5``."""

_MARKETS = "/trade-api/v2/markets"
_STATUSES = {"open": "open", "resolved": "settled"}
_OPEN = frozenset({"open", "active"})
_RESULTS = {"yes": 1.0, "no": 0.0}
_MAX_CURSOR_CHARS = 2_000


@register_client("kalshi")
def kalshi_questions(
    query: QuestionQuery,
    *,
    base_url: str | None = None,
    timeout: float = DEFAULT_SOURCE_TIMEOUT,
    retry: RetryPolicy | None = None,
    attempts: list[dict[str, Any]] | None = None,
) -> SourceResult:
    """Kalshi markets as questions for a file: by ticker, or the open or settled listing.

    Raises ValueError for a query Kalshi cannot answer (a text search, a malformed ticker) and a
    :class:`~forecasting_agents.http.ProviderError` when the API fails; a market that makes no
    question is in the result's ``skipped`` with the reason.
    """
    KALSHI_SOURCE.check(query)
    fetcher = Fetcher(
        KALSHI_PROVIDER, base_url_override=base_url, timeout=timeout, retry=retry, attempts=attempts
    )
    return _READER.questions(fetcher, query)


def _market_page(
    fetch: Fetcher, query: QuestionQuery, cursor: str | None
) -> tuple[list[Any], str | None]:
    params: dict[str, Any] = {"status": _STATUSES[query.selection], "limit": page_size(query.limit)}
    if cursor:
        params["cursor"] = cursor
    page = fetch.get(_MARKETS, params)
    markets = page.get("markets") if isinstance(page, dict) else None
    if not isinstance(markets, list):
        got = type(page).__name__ if not isinstance(page, dict) else "no 'markets' list"
        raise ProviderResponseError(
            KALSHI_PROVIDER, 200, f"expected an object with a 'markets' list, got {got}"
        )
    following = page.get("cursor")
    if following is not None and not (
        isinstance(following, str) and len(following) <= _MAX_CURSOR_CHARS
    ):
        raise ProviderResponseError(
            KALSHI_PROVIDER, 200, f"the page cursor is {shown(following)}, not a short string"
        )
    return markets, following or None


def _one_market(fetch: Fetcher, ticker: str) -> Any:
    body = fetch.get(f"{_MARKETS}/{path_part(ticker)}")
    market = body.get("market") if isinstance(body, dict) else None
    if not isinstance(market, dict):
        raise ProviderResponseError(
            KALSHI_PROVIDER, 200, "expected an object with a 'market' object"
        )
    return market


def _listing(market: object) -> Listing:
    """One market as a listing; raises Skipped for one that is not a yes/no contract."""
    if not isinstance(market, dict):
        raise Skipped(None, f"a market is a {type(market).__name__}, not an object")
    raw = source_id(market.get("ticker"))
    if raw is None:
        raise Skipped(None, f"a market has no usable ticker ({shown(market.get('ticker'))})")
    ident = question_id(KALSHI_PROVIDER, raw)
    kind = market.get("market_type", "binary")
    if kind != "binary":
        raise Skipped(ident, f"a {shown(kind)} market, not binary")
    status, outcome, note = _state(market)
    closes = day_from_iso(market.get("close_time"))
    return Listing(
        source=KALSHI_PROVIDER,
        raw_id=raw,
        title=_title(market),
        description=criteria_text(
            [("", market.get("rules_primary")), ("", market.get("rules_secondary"))]
        ),
        status=status,
        outcome=outcome,
        status_note=note,
        opened=day_from_iso(market.get("open_time")),
        closes=closes,
        resolves=day_from_iso(market.get("expected_expiration_time")) or closes,
        price=_price(market) if status == "open" else None,
        outcome_source=f"{KALSHI_DEFAULT_URL}{_MARKETS}/{path_part(raw)}",
    )


def _title(market: dict[str, Any]) -> str:
    title = market_text(market.get("title"), MAX_TITLE_CHARS)
    sub = market_text(market.get("yes_sub_title"), MAX_TITLE_CHARS // 3)
    if title and sub and sub.lower() not in title.lower():
        return market_text(f"{title} [{sub}]", MAX_TITLE_CHARS)
    return title


def _state(market: dict[str, Any]) -> tuple[str, float | None, str]:
    """(status, outcome, note) from ``result`` and ``status``."""
    result, status = market.get("result", ""), market.get("status")
    if isinstance(result, str) and result.lower() in _RESULTS:
        return "resolved", _RESULTS[result.lower()], "resolved"
    if result not in ("", None):
        return "void", None, f"with result {shown(result)}"
    if isinstance(status, str) and status in _OPEN:
        return "open", None, "open"
    return "closed", None, f"status {shown(status)} and no result yet"


def _price(market: dict[str, Any]) -> float | None:
    volume = market.get("volume")
    if isinstance(volume, int) and not isinstance(volume, bool) and volume == 0:
        return None  # never traded: its last price is a placeholder, not a probability
    return probability(market.get("last_price_dollars"))


_READER = MarketReader(
    what="Kalshi markets", one=_one_market, paging=ByCursor(_market_page), listing=_listing
)


KALSHI_SOURCE = QuestionSource(
    name=KALSHI_PROVIDER,
    fetch=kalshi_questions,
    id_pattern=KALSHI_TICKER,
    id_hint="a Kalshi market ticker: letters, digits, '.', '_' and '-' "
    "(such as KXHIGHNY-25JUL28-B85.5)",
)
