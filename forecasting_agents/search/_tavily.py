"""The live search client: Tavily's REST API, with the cutoff and the domain policy enforced here.

:class:`TavilySearchClient` answers :class:`forecasting_agents.search.SearchClient` searches from
Tavily's ``/search`` endpoint. Its key variable, default server and base-URL variable come from the
catalog entry ``"tavily"`` of :mod:`forecasting_agents.core`;
:func:`forecasting_agents.search.create_search_client` builds it by name, or when ``TAVILY_API_KEY``
is set.

Conventions
-----------
- A cutoff is exclusive and is decided only by :func:`forecasting_agents.core.classify_publication`.
  It goes to Tavily as ``end_date`` (inclusive there, so the cutoff minus one day) and is re-checked
  locally, because a provider's date filter is not ours to trust; the domain policy likewise goes to
  Tavily as include/exclude lists and is re-applied locally
  (:func:`forecasting_agents.search.apply_domain_policy`).
- Undated and unparseable results are *kept*, as by every client, and are counted as their own class
  downstream; a date that is neither ISO nor RFC 2822 is kept as text (clipped), so it reads as
  unparseable rather than vanishing. A backtest that must prove every source predates the cutoff
  turns on the executor's ``require_dates`` to remove them, and its ``leak_check`` to remove results
  whose title or snippet mentions a date on or after the cutoff.
- Requests go through :func:`forecasting_agents.http.request_json`: the one retry loop, one pooled
  session per client, ``timeout`` a deadline for each whole attempt; what each attempt did is in
  ``last_call_attempts``. The Tavily SDK is not used.
- Every failure is a :class:`forecasting_agents.http.ProviderError` subclass with provider
  ``"tavily"``, and the key (or a credential in the base URL) never appears in one, nor in a
  ``repr``. A query is sent with every known secret and key shape masked
  (:func:`forecasting_agents.core._secrets.redact_text`): a model that saw a key can be talked into
  searching for it, and the query would carry it out of the process.
- A 2xx body without a ``results`` list, or with a result of the wrong shape, is a
  :class:`forecasting_agents.http.ProviderResponseError`, never a quiet empty search.
- Importing this module imports no HTTP library: httpx is loaded on the first search.
"""

from __future__ import annotations

import math
import os
import threading
from collections.abc import Iterable
from datetime import date, timedelta
from typing import Any

from forecasting_agents.core._catalog import provider_info, register_client
from forecasting_agents.core._dates import parse_provider_date
from forecasting_agents.core._errors import DateParseError
from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.core._secrets import (
    is_loopback_url,
    known_secrets,
    redact_text,
    redact_url,
    remember_secret,
    secret_mask,
    url_credentials,
)
from forecasting_agents.core._text import clip
from forecasting_agents.http import (
    MAX_MESSAGE_CHARS,
    Hints,
    HttpSession,
    ProviderConfigError,
    ProviderError,
    ProviderResponseError,
    RetryPolicy,
    redact_secrets,
    request_json,
    retry_policy,
)
from forecasting_agents.search._cutoff import (
    check_search_request,
    drop_post_cutoff,
)
from forecasting_agents.search._domains import (
    apply_domain_policy,
    normalize_domains,
)
from forecasting_agents.search._protocol import DEFAULT_MAX_RESULTS

__all__ = [
    "MAX_RAW_DATE_CHARS",
    "SEARCH_TIMEOUT_SECONDS",
    "TAVILY_DEFAULT_URL",
    "TAVILY_KEY_ENV",
    "TAVILY_RETRY_BACKOFF_SECONDS",
    "TAVILY_SEARCH_DEPTHS",
    "TAVILY_TOPICS",
    "TAVILY_URL_ENV",
    "TavilySearchClient",
]


SEARCH_TIMEOUT_SECONDS = 30.0
"""Per-request timeout for live search; a search answers in seconds, so 30 s means it hung."""


TAVILY_SEARCH_DEPTHS = ("basic", "advanced", "fast", "ultra-fast")
TAVILY_TOPICS = ("general", "news", "finance")
TAVILY_RETRY_BACKOFF_SECONDS = 0.5
TAVILY_DEFAULT_URL = provider_info("tavily").default_base_url or ""
TAVILY_URL_ENV = provider_info("tavily").base_url_env_var or ""
TAVILY_KEY_ENV = provider_info("tavily").key_env_var or ""
MAX_RAW_DATE_CHARS = 64


# --------------------------------------------------------------------------- protocol


# SearchClient is declared once, in forecasting_agents.search._protocol.


# --------------------------------------------------------------------------- Tavily


@register_client("tavily")
class TavilySearchClient:
    """Live web search on Tavily's REST API, with retries, cutoff and policy enforced here.

    The cutoff goes to Tavily as ``end_date`` (inclusive there, so cutoff minus one day) and is
    re-checked locally with :func:`classify_publication`, because a provider's date filter is
    not ours to trust. The domain policy likewise goes to Tavily as include/exclude lists and
    is re-applied locally with :func:`apply_domain_policy`.

    Requests go through :func:`forecasting_agents.http.request_json`, the retry loop every live
    client shares, under the one retry contract (:func:`forecasting_agents.http.retry_policy`:
    ``retry``, with ``max_retries`` and ``retry_backoff`` overriding it when given), with one
    pooled connection per client and ``timeout`` as a deadline for each whole attempt. The
    Tavily SDK is not used: its transport (requests) retries on its own and has no such
    deadline. What each attempt did is in ``last_call_attempts``. Every failure is an
    ``forecasting_agents.http.ProviderError`` subclass with provider ``"tavily"``; the API key never
    appears in an error message. The base URL is ``base_url``, else ``TAVILY_BASE_URL``, else
    Tavily's own.
    """

    provider = "tavily"

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = SEARCH_TIMEOUT_SECONDS,
        max_retries: int | None = None,
        search_depth: str = "basic",
        topic: str = "news",
        allowed_domains: Iterable[str] | None = None,
        blocked_domains: Iterable[str] | None = None,
        retry_backoff: float | None = None,
        retry: RetryPolicy | None = None,
    ) -> None:
        key = (api_key if api_key is not None else os.environ.get(TAVILY_KEY_ENV, "")).strip()
        if not key:
            raise ProviderConfigError(
                "tavily",
                f"no API key: set {TAVILY_KEY_ENV} (or pass api_key=...), or use the offline mock "
                "with SEARCH_PROVIDER=mock or create_search_client('mock')",
            )
        _check_tavily_settings(timeout, search_depth, topic)
        self._key = key
        self.timeout = float(timeout)
        self.retry = retry_policy(
            "tavily",
            retry or RetryPolicy(backoff_base=TAVILY_RETRY_BACKOFF_SECONDS),
            max_retries=max_retries,
            retry_backoff=retry_backoff,
        )
        self.max_retries = self.retry.max_retries
        self.search_depth = search_depth
        self.topic = topic
        self.allowed_domains = normalize_domains(allowed_domains)
        self.blocked_domains = normalize_domains(blocked_domains)
        base = base_url or os.environ.get(TAVILY_URL_ENV, "").strip() or TAVILY_DEFAULT_URL
        self.base_url = base.rstrip("/")
        self._secrets: tuple[str, ...] = tuple(filter(None, (key, *url_credentials(base))))
        # Masked in every record of this process from now on; a short key for a server on this
        # machine guards nothing another machine can reach, so it is not warned about.
        remember_secret(*self._secrets, warn_short=not is_loopback_url(self.base_url))
        self._http = HttpSession(self.timeout)
        self._local = threading.local()  # the attempts of the last call, per thread

    @property
    def client_name(self) -> str:
        """The name execution logs and traces record for this client (its class name)."""
        return type(self).__name__

    @property
    def last_call_attempts(self) -> list[dict[str, Any]]:
        """Each HTTP attempt of this thread's last search, as ``forecasting_agents.http`` records
        them."""
        return list(getattr(self._local, "attempts", []))

    def close(self) -> None:
        """Close the pooled connection now; a later search opens a new one."""
        self._http.close()

    def __repr__(self) -> str:
        return (
            f"TavilySearchClient(base_url={redact_url(self.base_url)!r}, topic={self.topic!r}, "
            f"search_depth={self.search_depth!r})"
        )

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]:
        """Search Tavily; return at most ``max_results`` results that pass cutoff and policy."""
        cutoff = check_search_request(query, max_results, cutoff_date)
        self._local.attempts = []
        if cutoff == date.min:
            return []  # nothing can be published before the first representable day
        request: dict[str, Any] = {
            "query": self._outgoing(query),
            "max_results": max_results,
            "search_depth": self.search_depth,
            "topic": self.topic,
        }
        if cutoff is not None:
            request["end_date"] = (cutoff - timedelta(days=1)).isoformat()
        if self.allowed_domains:
            request["include_domains"] = sorted(self.allowed_domains)
        if self.blocked_domains:
            request["exclude_domains"] = sorted(self.blocked_domains)
        body = self._call(request)
        results = [self._to_result(item, i) for i, item in enumerate(body["results"])]
        results = drop_post_cutoff(results, cutoff)
        results = apply_domain_policy(results, self.allowed_domains, self.blocked_domains)
        return results[:max_results]

    # -- transport and errors

    def _call(self, request: dict[str, Any]) -> dict[str, Any]:
        """POST /search; a 2xx body must be a JSON object with a ``results`` list.

        Checked here because an absent ``results`` would otherwise make a broken reply look
        like a quiet news day.
        """
        body = request_json(
            "tavily",
            "POST",
            self.base_url + "/search",
            headers={"Authorization": f"Bearer {self._key}"},
            json_body=request,
            timeout=self.timeout,
            retry=self.retry,
            session=self._http,
            attempts=self._local.attempts,
            secrets=self._secrets,
            hints=Hints("timeout", TAVILY_URL_ENV, key_setting=TAVILY_KEY_ENV),
            where=redact_url(self.base_url),
            expect_status=200,
        )
        if not isinstance(body, dict):
            raise self._bad(f"expected a JSON object, got {type(body).__name__}")
        if not isinstance(body.get("results"), list):
            raise self._bad(f"no 'results' list in the reply (keys: {sorted(body)[:10]})")
        return body

    def _outgoing(self, query: str) -> str:
        """The query as sent: this client's key and every known secret masked in all forms."""
        return redact_text(query, secret_mask((*self._secrets, *known_secrets())))

    def _error(self, kind: type[ProviderError], status: int | None, message: str) -> Any:
        """Build a typed error whose message cannot contain the API key."""
        text = clip(redact_secrets(message, self._secrets), MAX_MESSAGE_CHARS)
        return kind("tavily", status, text)

    # -- response mapping

    def _to_result(self, item: object, index: int) -> SearchResult:
        """Map one Tavily result object to a SearchResult, rejecting wrong types."""
        where = f"results[{index}]"
        if not isinstance(item, dict):
            raise self._bad(f"{where} is {type(item).__name__}, expected an object")
        url = item.get("url")
        if not isinstance(url, str) or not url.strip():
            raise self._bad(f"{where}.url must be a non-empty string, got {url!r}")
        texts = {}
        for name in ("title", "content"):
            value = item.get(name)
            if value is not None and not isinstance(value, str):
                raise self._bad(f"{where}.{name} must be a string, got {type(value).__name__}")
            texts[name] = value or ""
        score = item.get("score")
        if score is not None and (
            isinstance(score, bool)
            or not isinstance(score, int | float)
            or not math.isfinite(score)
        ):
            raise self._bad(f"{where}.score must be a number, got {score!r}")
        return SearchResult(
            title=texts["title"],
            url=url.strip(),
            snippet=texts["content"],
            published=self._published_day(item.get("published_date"), where),
            score=float(score or 0.0),
        )

    def _published_day(self, value: object, where: str) -> str | None:
        """The date part of Tavily's ``published_date`` (ISO or RFC 2822), as YYYY-MM-DD.

        Missing or blank is None (undated). Text that is neither format is kept, clipped, so
        :func:`classify_publication` reports it as unparseable instead of it vanishing.
        """
        if value is None or (isinstance(value, str) and not value.strip()):
            return None
        if not isinstance(value, str):
            raise self._bad(f"{where}.published_date must be a string, got {value!r}")
        try:
            return parse_provider_date(value, what=f"{where}.published_date").isoformat()
        except DateParseError:
            return clip(value.strip(), MAX_RAW_DATE_CHARS)

    def _bad(self, message: str) -> ProviderResponseError:
        return self._error(ProviderResponseError, 200, message)


def _check_tavily_settings(timeout: object, depth: object, topic: object) -> None:
    """Reject settings Tavily would only fail on at the first request."""
    problems = []
    if isinstance(timeout, bool) or not isinstance(timeout, int | float) or not timeout > 0:
        problems.append(f"timeout must be a positive number of seconds, got {timeout!r}")
    if depth not in TAVILY_SEARCH_DEPTHS:
        problems.append(f"search_depth must be one of {TAVILY_SEARCH_DEPTHS}, got {depth!r}")
    if topic not in TAVILY_TOPICS:
        problems.append(f"topic must be one of {TAVILY_TOPICS}, got {topic!r}")
    if problems:
        raise ProviderConfigError("tavily", "; ".join(problems))


# --------------------------------------------------------------------------- factory


# --------------------------------------------------------------------------- tool schema
