"""The search tool: one protocol, its controls, its clients and the tool definition.

The public face notebooks 01-03 and the seed documents import; it re-exports, and defines
nothing. The parts live in :mod:`forecasting_agents.search`: the :class:`SearchClient`
protocol, the cutoff and leak check, the publisher policy, the :class:`ToolExecutor`, the
offline corpus and mock search, the live Tavily client, :func:`create_search_client` and
:data:`SEARCH_TOOL`. ``MOCK_DOCUMENTS`` is read from ``data/`` on first use.
"""

from forecasting_agents.search import (
    BM25_B,
    BM25_K1,
    DEFAULT_ALLOWED_DOMAINS,
    DEFAULT_MAX_RESULTS,
    MAX_FAILURE_CHARS,
    MAX_QUERY_CHARS,
    MAX_RESULTS_LIMIT,
    MOCK_DOCUMENTS_PATH,
    PREVIEW_ERROR_CHARS,
    PREVIEW_TITLE_CHARS,
    PUBLICATION_CLASSES,
    SCORE_DECIMALS,
    SEARCH_PROVIDERS,
    SEARCH_TIMEOUT_SECONDS,
    SEARCH_TOOL,
    STOPWORDS,
    CorpusSearchClient,
    MockSearchClient,
    SearchClient,
    TavilySearchClient,
    ToolDefinition,
    ToolExecution,
    ToolExecutor,
    apply_domain_policy,
    check_search_request,
    create_search_client,
    drop_post_cutoff,
    find_post_cutoff_mentions,
    flag_leaks,
    format_search_outcome,
    format_search_results,
    load_mock_documents,
    normalize_domain,
    normalize_domains,
    partition_by_publication,
    result_host,
    search_request_problem,
    tokenize,
)

__all__ = [
    "BM25_B",
    "BM25_K1",
    "DEFAULT_ALLOWED_DOMAINS",
    "DEFAULT_MAX_RESULTS",
    "MAX_FAILURE_CHARS",
    "MAX_QUERY_CHARS",
    "MAX_RESULTS_LIMIT",
    "MOCK_DOCUMENTS",  # noqa: F822 (read on first use, see __getattr__)
    "MOCK_DOCUMENTS_PATH",
    "PREVIEW_ERROR_CHARS",
    "PREVIEW_TITLE_CHARS",
    "PUBLICATION_CLASSES",
    "SCORE_DECIMALS",
    "SEARCH_PROVIDERS",
    "SEARCH_TIMEOUT_SECONDS",
    "SEARCH_TOOL",
    "STOPWORDS",
    "CorpusSearchClient",
    "MockSearchClient",
    "SearchClient",
    "TavilySearchClient",
    "ToolDefinition",
    "ToolExecution",
    "ToolExecutor",
    "apply_domain_policy",
    "check_search_request",
    "create_search_client",
    "drop_post_cutoff",
    "find_post_cutoff_mentions",
    "flag_leaks",
    "format_search_outcome",
    "format_search_results",
    "load_mock_documents",
    "normalize_domain",
    "normalize_domains",
    "partition_by_publication",
    "result_host",
    "search_request_problem",
    "tokenize",
]


def __getattr__(name: str) -> object:
    # The mock corpus is read on first use, so importing this module reads no file.
    if name == "MOCK_DOCUMENTS":
        import forecasting_agents.search

        return forecasting_agents.search.MOCK_DOCUMENTS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
