"""The search factory: a search client by name, or the configured one.

:func:`create_search_client` builds ``"mock"`` (:class:`forecasting_agents.search.MockSearchClient`,
offline) or ``"tavily"`` (:class:`forecasting_agents.search.TavilySearchClient`, live). An empty
name reads ``SEARCH_PROVIDER``, and if that is empty too, chooses Tavily when ``TAVILY_API_KEY`` is
set. Otherwise it raises a :class:`forecasting_agents.http.ProviderConfigError` listing the options:
there is no silent fallback to the mock, because a live run that quietly searched canned data would
be indistinguishable from a real one.
"""

from __future__ import annotations

import os

from forecasting_agents.http import ProviderConfigError
from forecasting_agents.search._corpus import MockSearchClient
from forecasting_agents.search._protocol import SearchClient
from forecasting_agents.search._tavily import (
    TAVILY_KEY_ENV,
    TavilySearchClient,
)

__all__ = [
    "SEARCH_PROVIDERS",
    "create_search_client",
]


SEARCH_PROVIDERS = ("mock", "tavily")


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
        if not os.environ.get(TAVILY_KEY_ENV, "").strip():
            raise ProviderConfigError(
                "search",
                f"no search provider configured: set {TAVILY_KEY_ENV} for live Tavily search, or "
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
