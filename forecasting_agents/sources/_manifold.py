"""Questions from Manifold: binary markets by id, or a paged search of open or resolved ones.

:func:`manifold_questions` reads ``GET {base}/v0/search-markets`` (``contractType=BINARY``,
``filter=open|resolved``, an optional ``term``, paged by ``offset`` until an empty page, at most
:data:`~forecasting_agents.sources._markets.MAX_PAGES` pages) or ``GET {base}/v0/market/{id}`` for
each id, and turns each market into a question by the shared rules of :mod:`._markets`.

Conventions
-----------
- Only ``outcomeType`` ``BINARY`` is a yes/no question; every other market is skipped, saying so.
- ``resolution`` ``YES`` and ``NO`` are outcomes; ``MKT`` (paid out at a probability) and
  ``CANCEL`` are not, and such markets are skipped.
- Times are epoch milliseconds: ``closeTime`` is when trading closes (an open question's
  resolution day), ``resolutionTime`` when it was resolved.
- The search returns markets without their description, so each market that makes a question is
  fetched once more for its ``textDescription``: at most one extra request per question written.
- The market price is ``probability``, for open markets only: a resolved market's last probability
  already knows its outcome, and the API gives no history here.
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
    MAX_TEXT_CHARS,
    MAX_TITLE_CHARS,
    Listing,
    QuestionQuery,
    QuestionSource,
    Skipped,
    SourceResult,
    day_from_epoch,
    market_text,
    probability,
    question_id,
    safe_url,
    shown,
    source_id,
)
from forecasting_agents.sources._reading import (
    ByOffset,
    Fetcher,
    MarketReader,
)

__all__ = [
    "MANIFOLD_DEFAULT_URL",
    "MANIFOLD_MARKET_ID",
    "MANIFOLD_PROVIDER",
    "MANIFOLD_SOURCE",
    "MANIFOLD_URL_ENV",
    "manifold_questions",
]


MANIFOLD_PROVIDER = "manifold"
MANIFOLD_DEFAULT_URL = provider_info(MANIFOLD_PROVIDER).default_base_url or ""
MANIFOLD_URL_ENV = provider_info(MANIFOLD_PROVIDER).base_url_env_var or ""

MANIFOLD_MARKET_ID = re.compile(r"[A-Za-z0-9]{1,40}")
"""A market id as the API gives it (``/v0/market/{id}``); not the slug in a page's address."""

_OUTCOMES = {"YES": 1.0, "NO": 0.0}
_VOID = {"MKT": "at a probability (MKT)", "CANCEL": "as cancelled (CANCEL)"}


@register_client("manifold")
def manifold_questions(
    query: QuestionQuery,
    *,
    base_url: str | None = None,
    timeout: float = DEFAULT_SOURCE_TIMEOUT,
    retry: RetryPolicy | None = None,
    attempts: list[dict[str, Any]] | None = None,
) -> SourceResult:
    """Manifold binary markets as questions for a file: by id, or a search (``query.search``).

    Raises ValueError for a malformed id and a :class:`~forecasting_agents.http.ProviderError`
    when the API fails; a market that makes no question is in the result's ``skipped``.
    """
    MANIFOLD_SOURCE.check(query)
    fetcher = Fetcher(
        MANIFOLD_PROVIDER,
        base_url_override=base_url,
        timeout=timeout,
        retry=retry,
        attempts=attempts,
    )
    return _READER.questions(fetcher, query)


def _search_page(fetch: Fetcher, query: QuestionQuery, offset: int, size: int) -> list[Any]:
    params = {
        "term": (query.search or "").strip(),
        "limit": size,
        "offset": offset,
        "filter": query.selection,
        "contractType": "BINARY",
    }
    page = fetch.get("/v0/search-markets", params)
    if not isinstance(page, list):
        raise ProviderResponseError(
            MANIFOLD_PROVIDER, 200, f"expected a JSON list of markets, got {type(page).__name__}"
        )
    return page


def _one_market(fetch: Fetcher, ident: str) -> dict[str, Any]:
    market = fetch.get(f"/v0/market/{ident}")
    if not isinstance(market, dict):
        raise ProviderResponseError(
            MANIFOLD_PROVIDER, 200, f"expected a market object, got {type(market).__name__}"
        )
    return market


def _with_description(fetch: Fetcher, listing: Listing) -> Listing:
    """The full market, when the search left out its description; the listing as it was else."""
    if listing.description:
        return listing
    full = _listing(_one_market(fetch, listing.raw_id))
    if full.raw_id != listing.raw_id:
        raise Skipped(listing.question_id, f"the API answered with market {shown(full.raw_id)}")
    return full


def _listing(market: object) -> Listing:
    """One market as a listing; raises Skipped for one that is not a binary market."""
    if not isinstance(market, dict):
        raise Skipped(None, f"a market is a {type(market).__name__}, not an object")
    raw = source_id(market.get("id"))
    if raw is None or not MANIFOLD_MARKET_ID.fullmatch(raw):
        raise Skipped(None, f"a market has no usable id ({shown(market.get('id'))})")
    ident = question_id(MANIFOLD_PROVIDER, raw)
    if market.get("outcomeType") != "BINARY":
        raise Skipped(ident, f"a {shown(market.get('outcomeType'))} market, not BINARY")
    status, outcome, note = _state(market, ident)
    resolved = market.get("isResolved") is True
    return Listing(
        source=MANIFOLD_PROVIDER,
        raw_id=raw,
        title=market_text(market.get("question"), MAX_TITLE_CHARS),
        description=market_text(market.get("textDescription"), MAX_TEXT_CHARS),
        status=status,
        outcome=outcome,
        status_note=note,
        opened=day_from_epoch(market.get("createdTime"), milliseconds=True),
        closes=day_from_epoch(market.get("closeTime"), milliseconds=True),
        resolves=day_from_epoch(market.get("resolutionTime"), milliseconds=True)
        if resolved
        else None,
        price=probability(market.get("probability")) if status == "open" else None,
        url=safe_url(market.get("url")),
    )


def _state(market: dict[str, Any], ident: str) -> tuple[str, float | None, str]:
    """(status, outcome, note) from ``isResolved`` and ``resolution``."""
    resolved = market.get("isResolved")
    if not isinstance(resolved, bool):
        raise Skipped(ident, f"isResolved is {shown(resolved)}, not true/false: state unknown")
    if not resolved:
        return "open", None, "open"
    resolution = market.get("resolution")
    if isinstance(resolution, str) and resolution in _OUTCOMES:
        return "resolved", _OUTCOMES[resolution], "resolved"
    if isinstance(resolution, str) and resolution in _VOID:
        return "void", None, _VOID[resolution]
    return "void", None, f"as {shown(resolution)}"


_READER = MarketReader(
    what="Manifold markets",
    one=_one_market,
    paging=ByOffset(_search_page),
    listing=_listing,
    enrich=_with_description,  # the search leaves out each market's description
)


MANIFOLD_SOURCE = QuestionSource(
    name=MANIFOLD_PROVIDER,
    fetch=manifold_questions,
    id_pattern=MANIFOLD_MARKET_ID,
    id_hint="a Manifold market id: letters and digits, as the API's 'id' field gives it",
    search=True,
)
