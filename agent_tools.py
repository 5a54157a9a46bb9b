"""The search tool layer: one protocol, an offline corpus client, Tavily, and the controls on top.

An agent in this course has a single tool, web search. Everything it can know arrives through
:class:`SearchClient`, so the controls that make a run auditable live here rather than in a
prompt: the point-in-time cutoff, the publisher (domain) policy, and an execution log that
records what actually ran.

Conventions
-----------
- A cutoff is exclusive and is decided only by :func:`agent_schemas.classify_publication`:
  a result dated on or after the cutoff is dropped. Undated and unparseable results are
  *kept* by every client (a live run would otherwise lose most of the web) but they are a
  class of their own; :func:`partition_by_publication` counts them, and the executor log
  reports them, so an evaluation can decide what to do with them. A backtest that must prove
  every source predates the cutoff turns on the executor's ``require_dates`` to remove them.
- A publication date is metadata, and metadata leaks: a page dated before the cutoff may have
  been updated with what happened after it. :func:`find_post_cutoff_mentions` reads the text
  itself for dates on or after the cutoff, and the executor's ``leak_check`` removes results
  whose title or snippet has one. It is a conservative text check, not proof of a leak.
- Domain policy matches the registered domain and its subdomains after stripping one leading
  ``www.`` and one trailing dot, case-insensitively. The blocklist is applied first, then the
  allowlist. A URL whose host cannot be established as an http(s) hostname (an IP address of
  either family, an invalid port, no host) never passes an allowlist and is removed whenever
  any policy is active.
- The executor enforces what the search tool schema advertises: at most ``MAX_RESULTS_LIMIT``
  results and ``MAX_QUERY_CHARS`` characters of query; a request beyond either is ``invalid``
  and never reaches the client. :func:`format_search_outcome` tells the model a search failed
  rather than that it found nothing.
- ``cutoff_date`` is never a tool parameter the model sees: the harness sets it, so a model
  cannot widen its own window.
- The executor logs a client under its ``client_name`` when it has one (tracing and replay
  wrappers report the wrapped client's), so a live, a traced and a replayed run agree.
- Importing this module imports no HTTP library; :class:`TavilySearchClient` sends its
  requests through :mod:`agent_http` (httpx, loaded on the first search).
"""

from __future__ import annotations

import calendar
import copy
import email.utils
import functools
import ipaddress
import math
import os
import re
import threading
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import date, timedelta
from typing import Any, Protocol, get_args, runtime_checkable
from urllib.parse import urlsplit

from agent_http import (
    MAX_MESSAGE_CHARS,
    Hints,
    HttpSession,
    ProviderConfigError,
    ProviderError,
    ProviderResponseError,
    RetryPolicy,
    redact_secrets,
    request_json,
)
from agent_schemas import (
    DateParseError,
    PublicationClass,
    SearchResult,
    classify_publication,
    parse_iso_date,
)

__all__ = [
    "DEFAULT_ALLOWED_DOMAINS",
    "DEFAULT_MAX_RESULTS",
    "MAX_FAILURE_CHARS",
    "MAX_QUERY_CHARS",
    "MAX_RESULTS_LIMIT",
    "MOCK_DOCUMENTS",
    "PUBLICATION_CLASSES",
    "SEARCH_PROVIDERS",
    "SEARCH_TIMEOUT_SECONDS",
    "SEARCH_TOOL",
    "CorpusSearchClient",
    "MockSearchClient",
    "SearchClient",
    "TavilySearchClient",
    "ToolDefinition",
    "ToolExecution",
    "ToolExecutor",
    "apply_domain_policy",
    "create_search_client",
    "find_post_cutoff_mentions",
    "flag_leaks",
    "format_search_outcome",
    "format_search_results",
    "normalize_domain",
    "normalize_domains",
    "partition_by_publication",
    "result_host",
    "tokenize",
]

DEFAULT_MAX_RESULTS = 5
"""Results per search: enough for a claim to appear twice, few enough to fit several searches."""

MAX_RESULTS_LIMIT = 10
"""Upper bound on ``max_results``, advertised in the search tool schema and enforced by the
executor."""

MAX_QUERY_CHARS = 400
"""Longest query the executor sends. A keyword query is a few dozen characters (the pinned runs'
longest is 61); past 400 it is a pasted document, not a search. Advertised as ``maxLength``."""

MAX_FAILURE_CHARS = 300
"""Cap on the reason a failed search reports to the model, so one long error cannot flood it."""

SEARCH_TIMEOUT_SECONDS = 30.0
"""Per-request timeout for live search; a search answers in seconds, so 30 s means it hung."""

SEARCH_PROVIDERS = ("mock", "tavily")
PUBLICATION_CLASSES: tuple[str, ...] = get_args(PublicationClass)
"""The classes :func:`classify_publication` can return, in its declared order."""

DEFAULT_ALLOWED_DOMAINS: frozenset[str] = frozenset(
    {
        # wire services
        "reuters.com",
        "apnews.com",
        "bloomberg.com",
        # financial and general newspapers of record
        "wsj.com",
        "ft.com",
        "cnbc.com",
        "economist.com",
        "nytimes.com",
        "barrons.com",
        "marketwatch.com",
        # primary sources: regulators, statistical agencies, the company itself
        "sec.gov",
        "federalreserve.gov",
        "bls.gov",
        "bea.gov",
        "treasury.gov",
        "nvidia.com",
        # primary sources for the backtest's non-US questions: central banks, election
        # authorities and the Holy See's own outlets
        "ecb.europa.eu",
        "bankofengland.co.uk",
        "elections.ca",
        "bundeswahlleiterin.de",
        "pkw.gov.pl",
        "vaticannews.va",
        "vatican.va",
    }
)
"""The course's starting allowlist: wire services, financial newspapers and primary sources.

Social media (reddit.com, x.com, twitter.com) and content farms are deliberately absent.
"""

# Ranking constants for the offline corpus (standard Okapi BM25 defaults).
BM25_K1 = 1.2
BM25_B = 0.75
SCORE_DECIMALS = 4

PREVIEW_TITLE_CHARS = 60
PREVIEW_ERROR_CHARS = 160

# "s" is what is left of a possessive ("Nvidia's") once punctuation splits the word.
_STOPWORD_TEXT = (
    "a an and are as at be by did do does for from has have how in is it its of on or over s "
    "than that the their this to was were what when which will with"
)
STOPWORDS = frozenset(_STOPWORD_TEXT.split())

TAVILY_SEARCH_DEPTHS = ("basic", "advanced", "fast", "ultra-fast")
TAVILY_TOPICS = ("general", "news", "finance")
TAVILY_RETRY_BACKOFF_SECONDS = 0.5
TAVILY_DEFAULT_URL = "https://api.tavily.com"
TAVILY_URL_ENV = "TAVILY_BASE_URL"
MAX_RAW_DATE_CHARS = 64


# --------------------------------------------------------------------------- protocol


@runtime_checkable
class SearchClient(Protocol):
    """Anything that can answer a search with typed, dated results.

    ``cutoff_date`` (a ``date`` or ISO string) is part of the contract: a client drops every
    result published on or after it, and keeps undated ones.
    """

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]: ...


# --------------------------------------------------------------------------- cutoff


def partition_by_publication(
    results: Iterable[SearchResult], cutoff: date | str | None
) -> dict[str, list[SearchResult]]:
    """Split results by :func:`classify_publication` class, keeping order within each class.

    Every class is present as a key (possibly with an empty list). With ``cutoff=None`` there
    is no boundary, so every dated result counts as ``"before_cutoff"``; undated and
    unparseable results are still separated.
    """
    boundary = date.max if cutoff is None else parse_iso_date(cutoff, what="cutoff_date")
    classes: dict[str, list[SearchResult]] = {name: [] for name in PUBLICATION_CLASSES}
    for result in results:
        classes[classify_publication(result.published, boundary)].append(result)
    return classes


def _drop_post_cutoff(results: Sequence[SearchResult], cutoff: date | None) -> list[SearchResult]:
    """Keep results not dated on or after ``cutoff`` (undated ones stay), in order."""
    if cutoff is None:
        return list(results)
    return [r for r in results if classify_publication(r.published, cutoff) != "on_or_after_cutoff"]


def _request_problem(query: object, max_results: object) -> str | None:
    """Why a search request is malformed, or None. Shared by the clients and the executor."""
    if not isinstance(query, str):
        return f"query must be a string, got {type(query).__name__}"
    if not query.strip():
        return "query is empty"
    if isinstance(max_results, bool) or not isinstance(max_results, int) or max_results < 1:
        return f"max_results must be a positive integer, got {max_results!r}"
    return None


def _tool_request_problem(query: object, max_results: object) -> str | None:
    """Why the executor refuses a request, or None: malformed, or beyond the advertised limits.

    The clients accept any positive ``max_results`` (a caller may want 20 from Tavily); the
    limits apply where the model's arguments arrive, which is the executor.
    """
    problem = _request_problem(query, max_results)
    if problem is not None:
        return problem
    assert isinstance(query, str) and isinstance(max_results, int)  # checked just above
    if len(query) > MAX_QUERY_CHARS:
        return (
            f"query is {len(query)} characters, over the limit of {MAX_QUERY_CHARS}; "
            "search with a few keywords instead"
        )
    if max_results > MAX_RESULTS_LIMIT:
        return (
            f"max_results is {max_results}, over the limit of {MAX_RESULTS_LIMIT}; "
            f"ask for {MAX_RESULTS_LIMIT} or fewer"
        )
    return None


def _check_request(query: object, max_results: object, cutoff_date: object) -> date | None:
    """Validate a client call; return the parsed cutoff (None when there is none)."""
    problem = _request_problem(query, max_results)
    if problem is not None:
        raise ValueError(f"search: {problem}")
    return None if cutoff_date is None else parse_iso_date(cutoff_date, what="cutoff_date")


# --------------------------------------------------------------------------- leak check

# English month names and the abbreviations in common use; matching is case-insensitive.
_MONTH_NAMES = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_MONTH_NUMBERS: dict[str, int] = {
    **{name[:3]: number for number, name in enumerate(_MONTH_NAMES, start=1)},
    "sept": 9,
    **{name: number for number, name in enumerate(_MONTH_NAMES, start=1)},
}

# Longest names first, so "june" is preferred to "jun"; no letter may touch either end.
_MONTH = (
    r"(?<![a-z])(?:" + "|".join(sorted(_MONTH_NUMBERS, key=len, reverse=True)) + r")(?![a-z])\.?"
)
_ORDINAL = r"(?:st|nd|rd|th)?"
_YEAR = r"\d{4}(?!\d)"
_RANGE = r"\s*[-\u2013]\s*"  # hyphen or en dash, as in "March 18-19, 2025"
# One alternation, tried left to right at each position, so "March 19, 2025" is read as a day
# and never also as the month-year "March 2025".
_DATE_MENTION = re.compile(
    rf"""
      (?<!\d)(?P<iso_y>\d{{4}})-(?P<iso_m>\d{{2}})-(?P<iso_d>\d{{2}})(?!\d)
    | (?P<md_m>{_MONTH})\s+(?P<md_d1>\d{{1,2}}){_ORDINAL}
      (?:{_RANGE}(?P<md_d2>\d{{1,2}}){_ORDINAL})?,?\s+(?P<md_y>{_YEAR})
    | (?<!\d)(?P<dm_d1>\d{{1,2}}){_ORDINAL}(?:{_RANGE}(?P<dm_d2>\d{{1,2}}){_ORDINAL})?
      \s+(?:of\s+)?(?P<dm_m>{_MONTH}),?\s+(?P<dm_y>{_YEAR})
    | (?P<my_m>{_MONTH}),?\s+(?:of\s+)?(?P<my_y>{_YEAR})
    """,
    re.IGNORECASE | re.VERBOSE,
)


def _month_number(text: str) -> int:
    return _MONTH_NUMBERS[text.rstrip(".").lower()]


def _latest_day(match: re.Match[str]) -> date | None:
    """The latest day a date mention can refer to, or None if it names no real day.

    A single day is itself; a day range ("March 18-19, 2025") is its last day; a month-year
    ("March 2025") is the month's last day, since it may refer to any day in the month.
    """
    groups = match.groupdict()
    try:
        if groups["iso_y"]:
            return date(int(groups["iso_y"]), int(groups["iso_m"]), int(groups["iso_d"]))
        if groups["my_y"]:
            year, month = int(groups["my_y"]), _month_number(groups["my_m"])
            return date(year, month, calendar.monthrange(year, month)[1])
        prefix = "md" if groups["md_y"] else "dm"
        year, month = int(groups[f"{prefix}_y"]), _month_number(groups[f"{prefix}_m"])
        first = date(year, month, int(groups[f"{prefix}_d1"]))
        last_day = groups[f"{prefix}_d2"]
        last = first if last_day is None else date(year, month, int(last_day))
    except ValueError:  # "February 30, 2025", month 13, year 0
        return None
    return last if first <= last else None


def _mentions_on_or_after(text: str, cutoff: date) -> list[str]:
    found = []
    for match in _DATE_MENTION.finditer(text):
        latest = _latest_day(match)
        if latest is not None and latest >= cutoff:
            found.append(match.group())
    return found


def find_post_cutoff_mentions(text: str, cutoff: date | str) -> list[str]:
    """The date expressions in ``text`` that fall on or after ``cutoff``, in order of appearance.

    Recognised forms, with English month names or abbreviations in any case and an optional
    ordinal suffix on the day: ``2025-03-19``; ``March 19, 2025``, ``Mar. 19, 2025`` and
    ``Mar 19 2025``; ``19 March 2025``; day ranges such as ``March 18-19, 2025``; and the
    month-year ``March 2025``. Expressions that name no real day (``February 30, 2025``) are
    ignored, and so are bare years, because background text cites years all the time.

    The rule is conservative: a mention counts when the *latest* day it can refer to is on or
    after the cutoff (the cutoff day itself counts, as it does for publication dates). So a
    month-year counts when its month is the cutoff's month or later, since "February 2025"
    may mean a day after a 2025-02-20 cutoff, and a range counts when its last day does. A
    mention is evidence worth removing a source for, not proof: a preview written before the
    cutoff may name the scheduled day of the event it previews.
    """
    if not isinstance(text, str):
        raise TypeError(
            f"find_post_cutoff_mentions: text must be a string, got {type(text).__name__}"
        )
    return _mentions_on_or_after(text, parse_iso_date(cutoff, what="cutoff"))


def flag_leaks(
    results: Iterable[SearchResult], cutoff: date | str
) -> tuple[list[SearchResult], list[SearchResult]]:
    """Split results into (kept, flagged): flagged ones mention a date on or after ``cutoff``.

    Title and snippet are checked separately, so a date cannot be assembled across the two.
    Both lists keep the input order. See :func:`find_post_cutoff_mentions` for the rule.
    """
    boundary = parse_iso_date(cutoff, what="cutoff")
    kept: list[SearchResult] = []
    flagged: list[SearchResult] = []
    for result in results:
        texts = (result.title or "", result.snippet or "")
        leaky = any(_mentions_on_or_after(text, boundary) for text in texts)
        (flagged if leaky else kept).append(result)
    return kept, flagged


# --------------------------------------------------------------------------- domain policy

_HOST_LABEL = re.compile(r"^(?!-)[a-z0-9_-]{1,63}(?<!-)$")
# A last label that is a number makes the host an IPv4 address to a browser (WHATWG URL
# standard), including the short and hex forms "2130706433" and "0x7f.1"; no real top-level
# domain is numeric.
_NUMERIC_LABEL = re.compile(r"^(?:[0-9]+|0x[0-9a-f]*)$")


def _normalize_host(host: str) -> str | None:
    """Lower-case, drop one trailing dot and one leading ``www.``; None if not a hostname.

    An IP address (either family, any spelling) is not a hostname: it names no publisher.
    """
    host = host.lower()
    if host.endswith("."):
        host = host[:-1]
    if host.startswith("www."):
        host = host[4:]
    labels = host.split(".")
    if not host or not all(_HOST_LABEL.match(label) for label in labels):
        return None  # also every IPv6 literal, whose colons no label may contain
    if _NUMERIC_LABEL.match(labels[-1]):
        return None
    return host


def _is_ip_literal(text: str) -> bool:
    """True for an IPv4 or IPv6 address, bracketed or not, as a URL host could spell it."""
    host = text.strip().lower().removeprefix("[").removesuffix("]").rstrip(".")
    if ":" in host:
        try:
            ipaddress.IPv6Address(host)
        except ValueError:
            return False  # "reuters.com:443" is a host with a port, not an address
        return True
    return bool(host) and bool(_NUMERIC_LABEL.match(host.rsplit(".", 1)[-1]))


def result_host(url: object) -> str | None:
    """The normalised hostname of an http(s) URL, or None when it cannot be established.

    Userinfo is not mistaken for the host (``https://reuters.com@evil.example/`` is
    ``evil.example``). A backslash in the authority returns None, because browsers read it as
    a path separator while ``urlsplit`` does not, so the two would disagree about the host.
    So does a port outside 1-65535 or not written in digits (the URL is broken), and an IP
    address of either family (``https://1.2.3.4/``, ``https://[::1]/``), which names no publisher.
    """
    if not isinstance(url, str):
        return None
    try:
        parts = urlsplit(url.strip())
        host = parts.hostname
        port = parts.port  # raises ValueError for a port out of range or not a number
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not host or "\\" in parts.netloc:
        return None
    if port == 0:  # in range for urlsplit, but no server can be reached on port 0
        return None
    return _normalize_host(host)


def normalize_domain(domain: object) -> str:
    """Normalise one policy entry the same way hosts are (``www.Reuters.com.`` -> reuters.com).

    Raises ValueError naming the entry if it is not a bare hostname (a scheme, path, port or
    user part means the caller pasted a URL where a domain belongs).
    """
    if not isinstance(domain, str):
        raise ValueError(f"domain policy entry {domain!r} is not a string")
    text = domain.strip()
    if _is_ip_literal(text):
        raise ValueError(
            f"domain policy entry {domain!r} is an IP address; the policy names publishers by "
            "hostname, and results from IP-address URLs are removed whenever a policy is "
            "active, so write the publisher's domain instead, like 'reuters.com'"
        )
    normalised = None if any(c in text for c in "/:@\\") else _normalize_host(text)
    if normalised is None:
        raise ValueError(
            f"domain policy entry {domain!r} is not a bare hostname; "
            "write it like 'reuters.com' (no scheme, path, port or user)"
        )
    return normalised


def normalize_domains(domains: Iterable[str] | None) -> frozenset[str]:
    """Normalise a collection of policy entries; None means no constraint (empty set)."""
    if domains is None:
        return frozenset()
    if isinstance(domains, str):
        raise ValueError(
            f"domain policy got the single string {domains!r}; pass a collection such as "
            f"{{{domains!r}}}"
        )
    if isinstance(domains, frozenset):
        return _normalize_frozen(domains)
    return frozenset(normalize_domain(d) for d in domains)


@functools.lru_cache(maxsize=64)
def _normalize_frozen(domains: frozenset[str]) -> frozenset[str]:
    # Policies are usually the same few frozen sets, applied to every search of a run.
    return frozenset(normalize_domain(d) for d in domains)


def _host_in(host: str, domains: frozenset[str]) -> bool:
    """True if ``host`` is one of ``domains`` or a subdomain of one (dot boundary only)."""
    labels = host.split(".")
    return any(".".join(labels[i:]) in domains for i in range(len(labels)))


def apply_domain_policy(
    results: Iterable[SearchResult],
    allowed: Iterable[str] | None = None,
    blocked: Iterable[str] | None = None,
) -> list[SearchResult]:
    """Keep the results the publisher policy permits, in their original order.

    The blocklist is applied first, then the allowlist; None or an empty collection is no
    constraint. When any policy is active, a result whose URL has no establishable http(s)
    host is removed, since nothing can be said about who published it.
    """
    allow = normalize_domains(allowed)
    block = normalize_domains(blocked)
    results = list(results)
    if not allow and not block:
        return results
    kept = []
    for result in results:
        host = result_host(result.url)
        if host is None or (block and _host_in(host, block)):
            continue
        if allow and not _host_in(host, allow):
            continue
        kept.append(result)
    return kept


# --------------------------------------------------------------------------- offline corpus

_TOKEN = re.compile(r"[^\W_]+")


def tokenize(text: str) -> list[str]:
    """Lower-cased alphanumeric runs, minus a small stopword list (no stemming)."""
    return [t for t in _TOKEN.findall(text.lower()) if t not in STOPWORDS]


class CorpusSearchClient:
    """Offline search over a fixed list of documents, ranked by BM25 over title and snippet.

    The index is built once at construction. A search drops documents dated on or after the
    cutoff *before* taking the top ``max_results``, so post-cutoff documents never take a slot.
    Returned results are copies whose ``score`` is the BM25 score divided by the best score
    among the eligible documents for that query (so the top result scores 1.0), rounded to
    ``SCORE_DECIMALS``; documents with no query term are not returned. Ties are broken by URL,
    then by position in the corpus, so output is identical on every machine.
    """

    def __init__(self, documents: Sequence[SearchResult], name: str = "corpus") -> None:
        docs = list(documents)
        for i, doc in enumerate(docs):
            if not isinstance(doc, SearchResult):
                raise TypeError(f"documents[{i}] must be a SearchResult, got {type(doc).__name__}")
        self.name = name
        # Copies, so a caller mutating its own list later cannot desynchronise the index.
        self._documents = tuple(replace(doc) for doc in docs)
        term_counts = [Counter(tokenize(f"{d.title} {d.snippet}")) for d in self._documents]
        self._lengths = [sum(counts.values()) for counts in term_counts]
        self._avg_length = (sum(self._lengths) / len(docs) if docs else 0.0) or 1.0
        postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for index, counts in enumerate(term_counts):
            for term, count in counts.items():
                postings[term].append((index, count))
        self._postings = dict(postings)
        n = len(docs)
        self._idf = {
            term: math.log(1.0 + (n - len(p) + 0.5) / (len(p) + 0.5))
            for term, p in self._postings.items()
        }

    @property
    def client_name(self) -> str:
        """The name execution logs and traces record for this client (its class name)."""
        return type(self).__name__

    def __len__(self) -> int:
        return len(self._documents)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r}, documents={len(self._documents)})"

    @property
    def documents(self) -> list[SearchResult]:
        """Copies of every document in the corpus, in corpus order."""
        return [replace(doc) for doc in self._documents]

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]:
        """Rank the corpus for ``query``; see the class docstring for the rules."""
        cutoff = _check_request(query, max_results, cutoff_date)
        raw = {
            index: score
            for index, score in self._bm25(query).items()
            if cutoff is None
            or classify_publication(self._documents[index].published, cutoff)
            != "on_or_after_cutoff"
        }
        if not raw:
            return []
        best = max(raw.values())
        scored = [(round(score / best, SCORE_DECIMALS), index) for index, score in raw.items()]
        scored = [pair for pair in scored if pair[0] > 0]
        scored.sort(key=lambda pair: (-pair[0], self._documents[pair[1]].url, pair[1]))
        return [replace(self._documents[i], score=s) for s, i in scored[:max_results]]

    def _bm25(self, query: str) -> dict[int, float]:
        """Raw BM25 score per document containing at least one query term."""
        scores: dict[int, float] = defaultdict(float)
        # Sorted unique terms: a fixed summation order keeps float results reproducible.
        for term in sorted(set(tokenize(query))):
            idf = self._idf.get(term)
            if idf is None:
                continue
            for index, count in self._postings[term]:
                norm = 1.0 - BM25_B + BM25_B * self._lengths[index] / self._avg_length
                scores[index] += idf * count * (BM25_K1 + 1.0) / (count + BM25_K1 * norm)
        return dict(scores)


# The mock corpus: ILLUSTRATIVE SUMMARIES WRITTEN FOR THIS COURSE, not quotations of any
# publisher. Titles and snippets paraphrase the kind of coverage that existed around NVIDIA's
# Q4 FY2025 report (2025-02-26); URLs are plausible paths, not verified links. The demo cutoff
# is 2025-02-20, so three documents fall on or after it and one carries no date at all.
MOCK_DOCUMENTS: tuple[dict[str, str | None], ...] = (
    {
        "published": "2025-02-18",
        "url": "https://www.reuters.com/technology/nvidia-q4-earnings-preview-2025-02-18/",
        "title": "Nvidia Q4 earnings preview: analysts expect another record quarter",
        "snippet": "Consensus expectations for Nvidia's fourth-quarter fiscal 2025 results sit "
        "near $38 billion in revenue and 84 cents of adjusted earnings per share, a little "
        "above the company's own $37.5 billion guidance.",
    },
    {
        "published": "2025-02-14",
        "url": "https://www.wsj.com/tech/nvidia-data-center-earnings-expectations",
        "title": "Nvidia's data center business carries the weight of earnings expectations",
        "snippet": "Data center revenue, most of it from AI accelerators sold to cloud "
        "providers, is expected to top $33 billion for the quarter; investors will watch how "
        "fast Blackwell shipments ramp.",
    },
    {
        "published": "2025-02-12",
        "url": "https://www.bloomberg.com/news/articles/2025-02-12/ai-server-demand-blackwell",
        "title": "AI server demand stays strong as the Blackwell ramp tests suppliers",
        "snippet": "Server makers say AI servers remain supply-constrained, with semiconductor "
        "demand from hyperscalers running ahead of capacity for Nvidia's Blackwell systems.",
    },
    {
        "published": "2025-01-30",
        "url": "https://www.bloomberg.com/news/articles/2025-01-30/big-tech-capex-ai-spending",
        "title": "Big Tech spending plans point to continued AI chip demand",
        "snippet": "Microsoft, Meta and Alphabet guided to higher 2025 capital expenditure, much "
        "of it for data center buildouts and AI servers, easing fears of a semiconductor "
        "demand slowdown.",
    },
    {
        "published": "2025-02-03",
        "url": "https://www.ft.com/content/nvidia-valuation-risk-after-deepseek",
        "title": "After the DeepSeek sell-off, how much risk is left in Nvidia's valuation?",
        "snippet": "A cheaper Chinese AI model erased hundreds of billions of dollars of Nvidia's "
        "market value in a day; analysts debate whether efficiency gains shrink chip demand or "
        "expand it, and what that means for valuation risk.",
    },
    {
        "published": "2025-02-19",
        "url": "https://www.cnbc.com/2025/02/19/nvidia-earnings-what-to-watch.html",
        "title": "What to watch when Nvidia reports fourth-quarter earnings next week",
        "snippet": "Gross margin guidance, the Blackwell transition and China export rules top "
        "the list of questions for Nvidia's Q4 report on February 26.",
    },
    {
        "published": "2025-02-17",
        "url": "https://www.nasdaq.com/articles/nvidia-nvda-q4-earnings-consensus-estimates",
        "title": "NVIDIA (NVDA) Q4 earnings: consensus estimates and what to expect",
        "snippet": "The consensus estimate for NVIDIA's Q4 earnings is 84 cents per share on "
        "revenue of about $38 billion; estimates have drifted higher over the past 60 days.",
    },
    {
        "published": "2025-02-11",
        "url": "https://www.nasdaq.com/articles/nvidia-earnings-beat-history",
        "title": "Nvidia's earnings beat history: a long streak above estimates",
        "snippet": "Nvidia has topped consensus earnings and revenue estimates in each of its "
        "recent quarterly reports; with a historical beat rate that high, investors focus on "
        "the size of the beat and the guidance.",
    },
    {
        "published": "2024-11-20",
        "url": "https://investor.nvidia.com/news/press-release-details/2024/"
        "NVIDIA-Announces-Financial-Results-for-Third-Quarter-Fiscal-2025/",
        "title": "NVIDIA announces financial results for third quarter fiscal 2025",
        "snippet": "Record quarterly revenue of $35.1 billion, with data center revenue of $30.8 "
        "billion. Outlook for the fourth quarter: revenue of $37.5 billion, plus or minus 2%.",
    },
    {
        "published": "2024-11-20",
        "url": "https://www.sec.gov/Archives/edgar/data/1045810/nvda-20241027-10q.htm",
        "title": "NVIDIA Corporation Form 10-Q for the quarter ended October 27, 2024",
        "snippet": "Quarterly report. Risk factors include supply constraints for new products, "
        "customer concentration among cloud providers, and export controls on data center "
        "products sold to China.",
    },
    {
        "published": "2025-02-16",
        "url": "https://www.reddit.com/r/wallstreetbets/comments/nvda_earnings_priced_in/",
        "title": "r/wallstreetbets: NVDA earnings next week - is the beat already priced in?",
        "snippet": "A forum post arguing that Nvidia always beats estimates, so the stock reaction "
        "depends on guidance; commenters argue about valuation risk.",
    },
    {
        "published": "2025-02-07",
        "url": "https://www.reuters.com/markets/us/analysts-weigh-nvidia-margins-export-curbs/",
        "title": "Analysts weigh Nvidia margins and export curbs ahead of results",
        "snippet": "Early Blackwell production costs may pressure gross margin this quarter, "
        "while new U.S. export rules add uncertainty to data center revenue outside the U.S.",
    },
    {
        "published": None,
        "url": "https://investor.nvidia.com/events-and-presentations/q4-fy2025-earnings-call/",
        "title": "NVIDIA fourth quarter fiscal 2025 earnings conference call",
        "snippet": "Event page for the conference call on NVIDIA's Q4 and fiscal 2025 financial "
        "results, with webcast and replay details.",
    },
    {
        "published": "2025-02-20",
        "url": "https://www.wsj.com/finance/stocks/nvidia-options-earnings-move",
        "title": "Options traders brace for a big Nvidia move after earnings",
        "snippet": "Options pricing implies a swing of about 7% in Nvidia shares after its Q4 "
        "results, reflecting doubt that the company can clear elevated expectations again.",
    },
    {
        "published": "2025-02-26",
        "url": "https://investor.nvidia.com/news/press-release-details/2025/"
        "NVIDIA-Announces-Financial-Results-for-Fourth-Quarter-and-Fiscal-2025/",
        "title": "NVIDIA announces financial results for fourth quarter and fiscal 2025",
        "snippet": "Record quarterly revenue of $39.3 billion, up 78% from a year ago, with data "
        "center revenue of $35.6 billion. First-quarter outlook: revenue of $43.0 billion.",
    },
    {
        "published": "2025-02-27",
        "url": "https://www.reuters.com/technology/nvidia-beats-q4-estimates-shares-slip/",
        "title": "Nvidia beats Q4 earnings estimates, but shares slip on margin outlook",
        "snippet": "Fourth-quarter revenue and earnings came in above Wall Street expectations, "
        "but a softer gross margin forecast weighed on the shares the day after the report.",
    },
)


class MockSearchClient(CorpusSearchClient):
    """A :class:`CorpusSearchClient` over :data:`MOCK_DOCUMENTS` (the NVIDIA demo question).

    Offline, free and deterministic, so the notebooks print the same results everywhere.
    """

    def __init__(self) -> None:
        super().__init__([SearchResult(**doc) for doc in MOCK_DOCUMENTS], name="mock")


# --------------------------------------------------------------------------- Tavily


class TavilySearchClient:
    """Live web search on Tavily's REST API, with retries, cutoff and policy enforced here.

    The cutoff goes to Tavily as ``end_date`` (inclusive there, so cutoff minus one day) and is
    re-checked locally with :func:`classify_publication`, because a provider's date filter is
    not ours to trust. The domain policy likewise goes to Tavily as include/exclude lists and
    is re-applied locally with :func:`apply_domain_policy`.

    Requests go through :func:`agent_http.request_json`, the retry loop every live client
    shares (``max_retries`` and ``retry_backoff`` build its :class:`RetryPolicy`), with one
    pooled connection per client and ``timeout`` as a deadline for each whole attempt. The
    Tavily SDK is not used: its transport (requests) retries on its own and has no such
    deadline. What each attempt did is in ``last_call_attempts``. Every failure is an
    ``agent_http.ProviderError`` subclass with provider ``"tavily"``; the API key never
    appears in an error message. The base URL is ``base_url``, else ``TAVILY_BASE_URL``, else
    Tavily's own.
    """

    provider = "tavily"

    def __init__(
        self,
        api_key: str | None = None,
        base_url: str | None = None,
        timeout: float = SEARCH_TIMEOUT_SECONDS,
        max_retries: int = 2,
        search_depth: str = "basic",
        topic: str = "news",
        allowed_domains: Iterable[str] | None = None,
        blocked_domains: Iterable[str] | None = None,
        retry_backoff: float = TAVILY_RETRY_BACKOFF_SECONDS,
        retry: RetryPolicy | None = None,
    ) -> None:
        key = (api_key if api_key is not None else os.environ.get("TAVILY_API_KEY", "")).strip()
        if not key:
            raise ProviderConfigError(
                "tavily",
                "no API key: set TAVILY_API_KEY (or pass api_key=...), or use the offline mock "
                "with SEARCH_PROVIDER=mock or create_search_client('mock')",
            )
        _check_tavily_settings(timeout, max_retries, search_depth, topic, retry_backoff)
        self._key = key
        self.timeout = float(timeout)
        self.max_retries = max_retries
        self.retry = replace(
            retry or RetryPolicy(backoff_base=retry_backoff), max_retries=max_retries
        )
        self.search_depth = search_depth
        self.topic = topic
        self.allowed_domains = normalize_domains(allowed_domains)
        self.blocked_domains = normalize_domains(blocked_domains)
        base = base_url or os.environ.get(TAVILY_URL_ENV, "").strip() or TAVILY_DEFAULT_URL
        self.base_url = base.rstrip("/")
        self._http = HttpSession(self.timeout)
        self._local = threading.local()  # the attempts of the last call, per thread

    @property
    def client_name(self) -> str:
        """The name execution logs and traces record for this client (its class name)."""
        return type(self).__name__

    @property
    def last_call_attempts(self) -> list[dict[str, Any]]:
        """Each HTTP attempt of this thread's last search, as ``agent_http`` records them."""
        return list(getattr(self._local, "attempts", []))

    def close(self) -> None:
        """Close the pooled connection now; a later search opens a new one."""
        self._http.close()

    def __repr__(self) -> str:
        return (
            f"TavilySearchClient(base_url={self.base_url!r}, topic={self.topic!r}, "
            f"search_depth={self.search_depth!r})"
        )

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]:
        """Search Tavily; return at most ``max_results`` results that pass cutoff and policy."""
        cutoff = _check_request(query, max_results, cutoff_date)
        self._local.attempts = []
        if cutoff == date.min:
            return []  # nothing can be published before the first representable day
        request: dict[str, Any] = {
            "query": query,
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
        results = _drop_post_cutoff(results, cutoff)
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
            secrets=[self._key],
            hints=Hints("timeout", TAVILY_URL_ENV, key_setting="TAVILY_API_KEY"),
            where=self.base_url,
            expect_status=200,
        )
        if not isinstance(body, dict):
            raise self._bad(f"expected a JSON object, got {type(body).__name__}")
        if not isinstance(body.get("results"), list):
            raise self._bad(f"no 'results' list in the reply (keys: {sorted(body)[:10]})")
        return body

    def _error(self, kind: type[ProviderError], status: int | None, message: str) -> Any:
        """Build a typed error whose message cannot contain the API key."""
        text = _clip(redact_secrets(message, [self._key]), MAX_MESSAGE_CHARS)
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
            return parse_iso_date(value).isoformat()
        except DateParseError:
            pass
        try:
            return email.utils.parsedate_to_datetime(value.strip()).date().isoformat()
        except (TypeError, ValueError, IndexError):
            return _clip(value.strip(), MAX_RAW_DATE_CHARS)

    def _bad(self, message: str) -> ProviderResponseError:
        return self._error(ProviderResponseError, 200, message)


def _check_tavily_settings(
    timeout: object, max_retries: object, depth: object, topic: object, backoff: object
) -> None:
    """Reject settings the SDK would only fail on at the first request."""
    problems = []
    if isinstance(timeout, bool) or not isinstance(timeout, int | float) or not timeout > 0:
        problems.append(f"timeout must be a positive number of seconds, got {timeout!r}")
    if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
        problems.append(f"max_retries must be a non-negative integer, got {max_retries!r}")
    if isinstance(backoff, bool) or not isinstance(backoff, int | float) or backoff < 0:
        problems.append(f"retry_backoff must be a non-negative number, got {backoff!r}")
    if depth not in TAVILY_SEARCH_DEPTHS:
        problems.append(f"search_depth must be one of {TAVILY_SEARCH_DEPTHS}, got {depth!r}")
    if topic not in TAVILY_TOPICS:
        problems.append(f"topic must be one of {TAVILY_TOPICS}, got {topic!r}")
    if problems:
        raise ProviderConfigError("tavily", "; ".join(problems))


# --------------------------------------------------------------------------- factory


def create_search_client(provider: str = "") -> SearchClient:
    """Build a search client by name: ``"mock"`` or ``"tavily"``.

    An empty name means: the ``SEARCH_PROVIDER`` environment variable if set, else Tavily if
    ``TAVILY_API_KEY`` is set, else a :class:`ProviderConfigError` listing the options. There
    is no silent fallback to the mock: a live run that quietly searched canned data would be
    indistinguishable from a real one.
    """
    if not isinstance(provider, str):
        raise ProviderConfigError("search", f"provider must be a string, got {provider!r}")
    source = "argument"
    name = provider.strip().lower()
    if not name:
        name, source = os.environ.get("SEARCH_PROVIDER", "").strip().lower(), "SEARCH_PROVIDER"
    if not name:
        if not os.environ.get("TAVILY_API_KEY", "").strip():
            raise ProviderConfigError(
                "search",
                "no search provider configured: set TAVILY_API_KEY for live Tavily search, or "
                "choose the offline mock with SEARCH_PROVIDER=mock or create_search_client('mock')",
            )
        name = "tavily"
    if name == "mock":
        return MockSearchClient()
    if name == "tavily":
        return TavilySearchClient()
    raise ProviderConfigError(
        "search",
        f"unknown search provider {name!r} (from {source}); valid names: "
        f"{', '.join(SEARCH_PROVIDERS)}",
    )


# --------------------------------------------------------------------------- formatting


def _one_line(text: object) -> str:
    # Collapsing newlines stops a provider's text from forging extra numbered results.
    return " ".join(str(text).split())


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3] + "..."


def format_search_results(results: Sequence[SearchResult]) -> str:
    """Render results as the text of a tool message: numbered, one field per line."""
    if not results:
        return "No results."
    blocks = []
    for number, result in enumerate(results, start=1):
        lines = [
            f"[{number}] {_one_line(result.title) or '(untitled)'}",
            f"    URL: {_one_line(result.url)}",
            f"    Published: {_one_line(result.published) if result.published else 'undated'}",
        ]
        if result.snippet:
            lines.append(f"    Snippet: {_one_line(result.snippet)}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def format_search_outcome(execution: ToolExecution, results: Sequence[SearchResult]) -> str:
    """The tool message for one executed search: its results, or ``search failed: <why>``.

    A search that did not run (client error, invalid request, no client) must not reach the
    model as "No results.", which would read as evidence that nothing was published.
    ``execution`` is the executor's log entry for the call (``executor.execution_log[-1]``).
    """
    if execution.status == "success":
        return format_search_results(results)
    reason = _one_line(execution.error or execution.result_preview) or execution.status
    return f"search failed: {_clip(reason, MAX_FAILURE_CHARS)}"


# --------------------------------------------------------------------------- executor

# Publication classes that cannot show a result predates the cutoff.
_UNPROVEN_CLASSES = ("undated", "unparseable")

# Every count an executor log entry keeps, in pipeline order, with its label in the preview.
_COUNT_LABELS = (
    ("removed_by_cutoff", "removed by cutoff"),
    ("removed_undated", "undated removed"),
    ("removed_by_leak_check", "flagged as leak"),
    ("removed_by_policy", "removed by policy"),
    ("undated_count", "undated"),
)


@dataclass
class ToolExecution:
    """One tool call as it actually ran: arguments, outcome, timing and what was removed.

    ``status`` is ``success``, ``error`` (the client raised), ``disabled`` (no client) or
    ``invalid`` (malformed arguments; the client was not called). ``client`` is the client's
    ``client_name`` (its class name if it has none), so replaying a run logs the client that
    recorded it. The ``removed_*`` fields count what each executor control removed (see
    :class:`ToolExecutor`); ``undated_count`` counts the *returned* results without a
    verifiable date (undated or unparseable), always 0 under ``require_dates``.
    """

    tool: str
    args: dict[str, Any]
    status: str
    duration_ms: float
    client: str
    result_count: int = 0
    removed_by_policy: int = 0
    removed_by_cutoff: int = 0
    removed_undated: int = 0
    removed_by_leak_check: int = 0
    undated_count: int = 0
    result_preview: str = ""
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _client_name(search: object) -> str:
    """The name a client is logged under: its ``client_name`` if set, else its class name."""
    if search is None:
        return "none"
    name = getattr(search, "client_name", None)
    return name if isinstance(name, str) and name.strip() else type(search).__name__


class ToolExecutor:
    """Runs searches for an agent and records every call in :attr:`execution_log`.

    Failures never abort the agent: a missing client, a client exception or malformed
    arguments each return ``[]`` and leave a log entry saying why. Arguments beyond the limits
    the tool schema advertises (``MAX_RESULTS_LIMIT``, ``MAX_QUERY_CHARS``) are malformed.
    :func:`format_search_outcome` turns the entry into the message for the model.

    After the client returns, the executor applies its controls in this order, each counted
    in its own :class:`ToolExecution` field:

    1. cutoff re-check (``removed_by_cutoff``): results dated on or after the cutoff that the
       client let through;
    2. ``require_dates`` (``removed_undated``, opt-in): undated and unparseable results, which
       a backtest cannot show predate the cutoff; applied with or without a cutoff;
    3. ``leak_check`` (``removed_by_leak_check``, opt-in, only with a cutoff): results whose
       title or snippet mentions a date on or after the cutoff (:func:`flag_leaks`);
    4. domain policy (``removed_by_policy``).

    The order makes each count mean one thing: date metadata is judged before text, so the
    leak count holds only sources whose *date* passed but whose *content* betrays the future,
    and the policy count holds only sources that were otherwise admissible, so it measures
    what the publisher policy alone cost. Both opt-in controls default to off, which keeps the
    behaviour of notebook 02.
    """

    def __init__(
        self,
        search: SearchClient | None = None,
        allowed_domains: Iterable[str] | None = None,
        blocked_domains: Iterable[str] | None = None,
        clock: Callable[[], float] = time.perf_counter,
        *,
        require_dates: bool = False,
        leak_check: bool = False,
    ) -> None:
        for name, flag in (("require_dates", require_dates), ("leak_check", leak_check)):
            if not isinstance(flag, bool):
                raise TypeError(f"ToolExecutor: {name} must be True or False, got {flag!r}")
        self.search = search
        self.allowed_domains = normalize_domains(allowed_domains)
        self.blocked_domains = normalize_domains(blocked_domains)
        self.clock = clock
        self.require_dates = require_dates
        self.leak_check = leak_check
        self.execution_log: list[ToolExecution] = []

    def execute_search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]:
        """Search through the client, apply the controls, log the call, return the results.

        A ``cutoff_date`` that cannot be parsed is the caller's bug and raises DateParseError.
        """
        cutoff = None if cutoff_date is None else parse_iso_date(cutoff_date, what="cutoff_date")
        args = {
            "query": query if isinstance(query, str) else repr(query),
            "max_results": max_results,
            "cutoff_date": cutoff.isoformat() if cutoff else None,
        }
        client = _client_name(self.search)
        problem = _tool_request_problem(query, max_results)
        if problem is not None:
            return self._log(args, "invalid", 0.0, client, f"invalid: {problem}", error=problem)
        if self.search is None:
            preview = "disabled: no search client configured"
            return self._log(args, "disabled", 0.0, client, preview)

        start = self.clock()
        try:
            results = self.search.search(query, max_results=max_results, cutoff_date=cutoff)
            _check_results(results)
        except Exception as exc:  # any client failure becomes a logged outcome, not a crash
            duration = (self.clock() - start) * 1000.0
            error = f"{type(exc).__name__}: {exc}"
            preview = _clip(f"error: {_one_line(error)}", PREVIEW_ERROR_CHARS)
            return self._log(args, "error", duration, client, preview, error=error)
        duration = (self.clock() - start) * 1000.0

        kept, counts = self._apply_controls(results, cutoff)
        preview = _success_preview(kept, counts)
        return self._log(args, "success", duration, client, preview, results=kept, counts=counts)

    def _apply_controls(
        self, results: list[SearchResult], cutoff: date | None
    ) -> tuple[list[SearchResult], dict[str, int]]:
        """Run the controls in the documented order; return the survivors and the counts."""
        counts = dict.fromkeys((name for name, _ in _COUNT_LABELS), 0)
        kept = _drop_post_cutoff(results, cutoff)
        counts["removed_by_cutoff"] = len(results) - len(kept)
        if self.require_dates:
            dated = [r for r in kept if _publication_class(r) not in _UNPROVEN_CLASSES]
            counts["removed_undated"], kept = len(kept) - len(dated), dated
        if self.leak_check and cutoff is not None:
            clean, flagged = flag_leaks(kept, cutoff)
            counts["removed_by_leak_check"], kept = len(flagged), clean
        allowed = apply_domain_policy(kept, self.allowed_domains, self.blocked_domains)
        counts["removed_by_policy"], kept = len(kept) - len(allowed), allowed
        counts["undated_count"] = sum(_publication_class(r) in _UNPROVEN_CLASSES for r in kept)
        return kept, counts

    def _log(
        self,
        args: dict[str, Any],
        status: str,
        duration_ms: float,
        client: str,
        preview: str,
        *,
        results: Sequence[SearchResult] = (),
        error: str | None = None,
        counts: dict[str, int] | None = None,
    ) -> list[SearchResult]:
        self.execution_log.append(
            ToolExecution(
                tool="search",
                args=args,
                status=status,
                duration_ms=duration_ms,
                client=client,
                result_count=len(results),
                result_preview=preview,
                error=error,
                **(counts or {}),
            )
        )
        return list(results)


def _publication_class(result: SearchResult) -> str:
    """The result's publication class with no boundary: is its date present and readable?"""
    return classify_publication(result.published, date.max)


def _check_results(results: object) -> None:
    """A client that breaks the protocol's return type is an error, like an exception."""
    if not isinstance(results, list):
        raise TypeError(f"search client returned {type(results).__name__}, expected a list")
    for i, item in enumerate(results):
        if not isinstance(item, SearchResult):
            raise TypeError(f"search client returned {type(item).__name__} at position {i}")


def _success_preview(results: Sequence[SearchResult], counts: dict[str, int]) -> str:
    """A one-line summary, e.g. ``3 results (1 flagged as leak, 2 removed by policy): title``."""
    count = len(results)
    text = f"{count} result{'' if count == 1 else 's'}"
    notes = [f"{counts[name]} {label}" for name, label in _COUNT_LABELS if counts.get(name)]
    if notes:
        text += f" ({', '.join(notes)})"
    if results:
        text += f": {_clip(_one_line(results[0].title), PREVIEW_TITLE_CHARS)}"
    return text


# --------------------------------------------------------------------------- tool schema

_TOOL_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass(frozen=True)
class ToolDefinition:
    """One provider-neutral tool definition, rendered on demand for each provider's API.

    ``parameters`` holds JSON-schema ``properties``; ``required`` names the mandatory ones.
    Rendering returns fresh copies, so a caller editing a rendered schema cannot change this
    definition.
    """

    name: str
    description: str
    parameters: dict[str, Any]
    required: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not _TOOL_NAME.match(self.name):
            raise ValueError(
                f"tool name {self.name!r} must be 1-64 letters, digits, '_' or '-' "
                "(both Anthropic and OpenAI require this)"
            )
        unknown = [name for name in self.required if name not in self.parameters]
        if unknown:
            raise ValueError(f"tool {self.name!r}: required {unknown} are not in parameters")

    def input_schema(self) -> dict[str, Any]:
        """The JSON schema of the tool's arguments (an object of ``parameters``)."""
        return {
            "type": "object",
            "properties": copy.deepcopy(self.parameters),
            "required": list(self.required),
        }

    def to_anthropic_schema(self) -> dict[str, Any]:
        """Anthropic Messages API format: the schema sits under ``input_schema``."""
        return {
            "name": self.name,
            "description": self.description,
            "input_schema": self.input_schema(),
        }

    def to_openai_schema(self) -> dict[str, Any]:
        """OpenAI Chat Completions format: a ``function`` object in a typed envelope."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.input_schema(),
            },
        }


SEARCH_TOOL = ToolDefinition(
    name="search",
    description=(
        "Search news and primary sources. Returns numbered results, each with a title, URL, "
        "publication date and snippet. When the question has a cutoff date, documents "
        "published on or after it are never returned; undated ones are marked 'undated'."
    ),
    parameters={
        "query": {
            "type": "string",
            "description": "What to search for, as a short keyword query.",
            "maxLength": MAX_QUERY_CHARS,
        },
        "max_results": {
            "type": "integer",
            "description": "How many results to return.",
            "minimum": 1,
            "maximum": MAX_RESULTS_LIMIT,
            "default": DEFAULT_MAX_RESULTS,
        },
    },
    required=["query"],
)
