"""Publisher (domain) policy: which hosts a search result may come from.

A source is judged by who published it, and the URL's host is the only evidence of that a search
result carries. This module turns a URL into a comparable hostname (:func:`result_host`), normalises
policy entries the same way (:func:`normalize_domain`, :func:`normalize_domains`), and keeps the
results a policy permits (:func:`apply_domain_policy`). :data:`DEFAULT_ALLOWED_DOMAINS` is the
course's starting allowlist.

Conventions
-----------
- Matching is on the registered domain and its subdomains (dot boundary only) after stripping one
  leading ``www.`` and one trailing dot, case-insensitively.
- The blocklist is applied first, then the allowlist; None or an empty collection is no constraint.
- A URL whose host cannot be established as an http(s) hostname (an IP address of either family, an
  invalid port, no host) never passes an allowlist and is removed whenever any policy is active.
- A policy entry that is not a bare hostname (a pasted URL, an IP address) is the caller's mistake
  and raises ValueError naming the entry.

Where the rest lives: the executor (``_executor``) applies the policy last, after the cutoff
controls of ``_cutoff``, and the Tavily client (``_tavily``) sends it to the provider too. The
research agent, the backtest settings and the command line take their allowlist from here, and the
audit report re-applies the policy to show each verdict.
"""

from __future__ import annotations

import functools
import ipaddress
import re
from collections.abc import Iterable
from urllib.parse import urlsplit

from forecasting_agents.core._schemas import SearchResult

__all__ = [
    "DEFAULT_ALLOWED_DOMAINS",
    "apply_domain_policy",
    "normalize_domain",
    "normalize_domains",
    "result_host",
]


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
