"""The search tool: one protocol, its controls, its clients and the tool definition.

The public face notebooks 01-03 import: it re-exports exactly the names the notebooks and the
seed documents import, and defines nothing. The parts live in :mod:`forecasting_agents.search`: the
:class:`SearchClient` protocol, the cutoff split (:func:`partition_by_publication`), the
publisher policy, the :class:`ToolExecutor`, the mock search, :func:`create_search_client` and
:data:`SEARCH_TOOL`.
"""

from forecasting_agents.search import (
    DEFAULT_ALLOWED_DOMAINS,
    MAX_RESULTS_LIMIT,
    SEARCH_PROVIDERS,
    SEARCH_TOOL,
    MockSearchClient,
    SearchClient,
    ToolExecutor,
    apply_domain_policy,
    create_search_client,
    format_search_outcome,
    format_search_results,
    partition_by_publication,
    result_host,
)

__all__ = [
    "DEFAULT_ALLOWED_DOMAINS",
    "MAX_RESULTS_LIMIT",
    "SEARCH_PROVIDERS",
    "SEARCH_TOOL",
    "MockSearchClient",
    "SearchClient",
    "ToolExecutor",
    "apply_domain_policy",
    "create_search_client",
    "format_search_outcome",
    "format_search_results",
    "partition_by_publication",
    "result_host",
]
