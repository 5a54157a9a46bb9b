"""The SearchClient protocol: the one method every search client offers, declared once.

``search(query, max_results, cutoff_date)`` returns typed, dated
:class:`forecasting_agents.core.SearchResult` objects. :data:`DEFAULT_MAX_RESULTS` is declared here,
beside the protocol whose signature uses it, and every client takes it as its default. The offline
and live clients (``_corpus``, ``_tavily``) and the tracing and replay clients of
:mod:`forecasting_agents.record` satisfy it; the executor, the research agent, the tracers and the
backtest runner type against this one definition.

Conventions
-----------
- ``cutoff_date`` (a ``date`` or an ISO string) is part of the contract: a client drops every result
  published on or after it and keeps undated ones.
- It is runtime-checkable: ``isinstance(client, SearchClient)`` checks that ``search`` exists, not
  its signature.
"""

from __future__ import annotations

from datetime import date
from typing import Protocol, runtime_checkable

from forecasting_agents.core._schemas import SearchResult

__all__ = [
    "DEFAULT_MAX_RESULTS",
    "SearchClient",
]


DEFAULT_MAX_RESULTS = 5
"""Results per search: enough for a claim to appear twice, few enough to fit several searches."""


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
