"""How every market source reads its API: one template, filled in by each source.

A source (:mod:`._metaculus`, :mod:`._manifold`, :mod:`._kalshi`, :mod:`._polymarket`) declares
a :class:`MarketReader`: how to GET one market by id, how to GET one page of its listing
(:class:`ByOffset` or :class:`ByCursor`), how to read one market into a
:class:`~._markets.Listing`, and, optionally, a further request for a market that already makes
a question. :meth:`MarketReader.questions` is the one fetch body they share: the named ids in
order (a 404 reported, not fatal) or the listing page by page, gathered into questions by the
rules of :mod:`._markets` until the query has enough.

Conventions
-----------
- Requests go through :func:`forecasting_agents.http.request_json` (retries, deadlines, typed
  errors, secrets removed from every message), one pooled session per call (:class:`Fetcher`).
- Listings are paged, and the number of pages is bounded (:data:`~._markets.MAX_PAGES`); a
  listing stopped by that bound says so in the result's notes.
- Pages are requested lazily: no page is fetched once the query has the questions it wants.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote, urlsplit

from forecasting_agents.core._catalog import provider_info
from forecasting_agents.http import (
    Hints,
    HttpSession,
    ProviderConfigError,
    ProviderHTTPError,
    RetryPolicy,
    redact_secrets,
    request_json,
)
from forecasting_agents.sources._markets import (
    DEFAULT_SOURCE_TIMEOUT,
    MAX_PAGES,
    Listing,
    QuestionQuery,
    Skipped,
    SourceResult,
    build_question,
    question_id,
)

__all__ = [
    "ByCursor",
    "ByOffset",
    "Fetcher",
    "MarketReader",
    "Missing",
    "base_url",
    "by_ids",
    "cursor_items",
    "gather",
    "offset_items",
    "page_size",
    "path_part",
]

_MIN_PAGE, _MAX_PAGE = 20, 100


# --------------------------------------------------------------------------- the template


@dataclass(frozen=True)
class ByOffset:
    """A listing paged by offset until an empty page: ``page(fetch, query, offset, size)``."""

    page: Callable[[Fetcher, QuestionQuery, int, int], list[Any]]

    def items(
        self, fetch: Fetcher, query: QuestionQuery, notes: list[str], what: str
    ) -> Iterator[Any]:
        return offset_items(
            lambda offset, size: self.page(fetch, query, offset, size),
            page_size(query.limit),
            notes,
            what,
        )


@dataclass(frozen=True)
class ByCursor:
    """A listing paged by cursor until none is returned: ``page(fetch, query, cursor)`` gives
    the page's items and the next cursor."""

    page: Callable[[Fetcher, QuestionQuery, str | None], tuple[list[Any], str | None]]

    def items(
        self, fetch: Fetcher, query: QuestionQuery, notes: list[str], what: str
    ) -> Iterator[Any]:
        return cursor_items(lambda cursor: self.page(fetch, query, cursor), notes, what)


@dataclass(frozen=True)
class MarketReader:
    """How one source reads its API; :meth:`questions` runs it, the same for every source.

    ``one`` GETs one market by id, ``paging`` the listing, ``listing`` reads one market (raising
    :class:`~._markets.Skipped` for one it cannot use), ``enrich`` (optional) is a further
    request for a market that already makes a question. ``what`` names the listing in the note
    of a listing stopped by the page bound ("Kalshi markets").
    """

    what: str
    one: Callable[[Fetcher, str], Any]
    paging: ByOffset | ByCursor
    listing: Callable[[Any], Listing]
    enrich: Callable[[Fetcher, Listing], Listing] | None = None

    def questions(self, fetcher: Fetcher, query: QuestionQuery) -> SourceResult:
        """The query's questions read through ``fetcher``, which is closed afterwards.

        The named ids if the query has some, else the listing; every text taken from a reply
        loses the fetcher's secrets.
        """
        notes: list[str] = []
        with fetcher as fetch:
            if query.ids:
                items = by_ids(lambda ident: self.one(fetch, ident), query.ids)
            else:
                items = self.paging.items(fetch, query, notes, self.what)
            enrich = self.enrich
            result = gather(
                fetch.provider,
                items,
                self.listing,
                query,
                secrets=fetch.secrets,
                enrich=None if enrich is None else lambda listing: enrich(fetch, listing),
            )
        result.notes.extend(notes)
        return result


# --------------------------------------------------------------------------- requests


def base_url(provider: str, explicit: str | None) -> str:
    """The source's base URL: ``explicit``, else its catalog variable, else its default."""
    info = provider_info(provider)
    variable = info.base_url_env_var or ""
    base = (explicit or os.environ.get(variable) or info.default_base_url or "").strip()
    try:
        parts = urlsplit(base)
        ok = parts.scheme in ("http", "https") and bool(parts.hostname)
    except ValueError:
        ok = False
    if not ok:
        # Not echoed: a base URL may carry a proxy's user and password.
        raise ProviderConfigError(
            provider, f"the base URL is not an http(s) URL; set {variable} or base_url"
        )
    return base.rstrip("/")


class Fetcher:
    """GETs JSON from one source through one pooled session, with the source's hints and secrets.

    Errors come from :func:`forecasting_agents.http.request_json`: typed, retried where that is
    safe, naming ``timeout`` and the source's base-URL variable (and key variable, if it has
    one), with every secret removed. ``attempts`` collects every attempt of every request.
    """

    def __init__(
        self,
        provider: str,
        *,
        base_url_override: str | None = None,
        headers: Mapping[str, str] | None = None,
        secrets: Iterable[str | None] = (),
        key_setting: str | None = None,
        timeout: float = DEFAULT_SOURCE_TIMEOUT,
        retry: RetryPolicy | None = None,
        attempts: list[dict[str, Any]] | None = None,
    ) -> None:
        self.provider = provider
        self.base = base_url(provider, base_url_override)
        self.secrets = tuple(s for s in secrets if s)
        self.attempts = attempts if attempts is not None else []
        self._headers = dict(headers or {})
        self._hints = Hints("timeout", provider_info(provider).base_url_env_var, key_setting)
        self._timeout, self._retry = float(timeout), retry
        self._session = HttpSession(self._timeout)

    def get(self, path: str, params: Mapping[str, Any] | None = None) -> Any:
        return request_json(
            self.provider,
            "GET",
            self.base + path,
            headers=self._headers,
            params=params,
            timeout=self._timeout,
            retry=self._retry,
            session=self._session,
            attempts=self.attempts,
            secrets=self.secrets,
            hints=self._hints,
        )

    def close(self) -> None:
        self._session.close()

    def __enter__(self) -> Fetcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def path_part(value: str) -> str:
    """An id made safe to put in a URL path (it was already checked against the source's rule)."""
    return quote(value, safe="")


def page_size(limit: int) -> int:
    """Markets per page: more than ``limit``, since some of every page is skipped."""
    return min(_MAX_PAGE, max(_MIN_PAGE, limit))


@dataclass(frozen=True)
class Missing:
    """An id the source does not have (HTTP 404): reported, not fatal."""

    raw_id: str
    reason: str


def by_ids(fetch_one: Callable[[str], Any], ids: Iterable[str]) -> Iterator[Any]:
    """Each id's market, in order; an id the source answers 404 for yields :class:`Missing`."""
    for raw in dict.fromkeys(ids):
        try:
            yield fetch_one(raw)
        except ProviderHTTPError as exc:
            if exc.status != 404:
                raise
            yield Missing(raw, "not found (HTTP 404): check the id")


def offset_items(
    fetch_page: Callable[[int, int], list[Any]], size: int, notes: list[str], what: str
) -> Iterator[Any]:
    """Items of pages fetched by offset until an empty page, at most :data:`MAX_PAGES` pages."""
    offset = 0
    for _ in range(MAX_PAGES):
        page = fetch_page(offset, size)
        if not page:
            return
        yield from page
        offset += len(page)
    notes.append(_page_bound_note(what))


def cursor_items(
    fetch_page: Callable[[str | None], tuple[list[Any], str | None]], notes: list[str], what: str
) -> Iterator[Any]:
    """Items of pages fetched by cursor until no cursor is returned, at most :data:`MAX_PAGES`."""
    cursor: str | None = None
    for _ in range(MAX_PAGES):
        page, cursor = fetch_page(cursor)
        yield from page
        if not page or not cursor:
            return
    notes.append(_page_bound_note(what))


def _page_bound_note(what: str) -> str:
    return (
        f"stopped after {MAX_PAGES} pages of {what} (the page bound) before enough usable "
        "questions were found; narrow the listing or lower the limit"
    )


def gather(
    source: str,
    items: Iterable[Any],
    read: Callable[[Any], Listing],
    query: QuestionQuery,
    *,
    secrets: Iterable[str] = (),
    enrich: Callable[[Listing], Listing] | None = None,
) -> SourceResult:
    """Read and build each item until ``query.wanted`` questions are usable; report the rest.

    ``read`` raises :class:`Skipped` for an item it cannot use. ``enrich`` (a further request,
    such as a market's full text) runs only for an item that already makes a question, so a
    listing costs at most one extra request per question written. ``secrets`` are removed from
    every text taken from the replies, so a server that echoes a token cannot put it in a file.
    """
    result = SourceResult(source)
    seen: set[str] = set()
    secrets = tuple(secret for secret in secrets if secret)
    for position, item in enumerate(items, start=1):
        if len(result.questions) >= query.wanted:
            break  # stop before the next page is requested
        try:
            if isinstance(item, Missing):
                raise Skipped(question_id(source, item.raw_id), item.reason)
            listing = _scrub(read(item), secrets)
            built = build_question(listing, query)
            if enrich is not None:
                listing = _scrub(enrich(listing), secrets)
                built = build_question(listing, query)
            if built.question_id in seen:
                raise Skipped(built.question_id, "listed twice; kept the first")
        except Skipped as skip:
            ident = skip.ident or f"{source}-item-{position}"
            result.skipped.append((ident, redact_secrets(skip.reason, secrets)))
            continue
        seen.add(built.question_id)
        result.questions.append(built)
    return result


def _scrub(listing: Listing, secrets: tuple[str, ...]) -> Listing:
    if not secrets:
        return listing
    texts = ("raw_id", "title", "description", "status_note", "url", "outcome_source")
    changes = {
        name: redact_secrets(value, secrets)
        for name in texts
        if isinstance(value := getattr(listing, name), str)
    }
    return dataclasses.replace(listing, **changes)
