"""The search tool: one protocol, its point-in-time and publisher controls, and its clients.

An agent in this course has a single tool, web search. Everything it can know arrives through
:class:`SearchClient`, so the controls that make a run auditable live in code rather than in a
prompt: the point-in-time cutoff, the publisher (domain) policy, and an execution log that records
what actually ran.

- ``_protocol``: :class:`SearchClient`, declared once.
- ``_cutoff``: request checks, publication classes and the content-date leak check.
- ``_domains``: the publisher (domain) policy.
- ``_executor``: :class:`ToolExecutor`, which applies the controls and logs every call.
- ``_corpus``: offline BM25 search over a fixed corpus, per question or shared, and the course's
  mock corpus.
- ``_tavily``: the live Tavily client.
- ``_tool``: the provider-neutral tool definition; ``_factory``: :func:`create_search_client`.

``MOCK_DOCUMENTS`` is read from ``data/`` on first use, so importing the package reads no file, and
no HTTP library is imported until a live client sends a request.
"""

from forecasting_agents.search._corpus import (
    BM25_B,
    BM25_K1,
    MOCK_DOCUMENTS_PATH,
    SCORE_DECIMALS,
    STOPWORDS,
    CorpusSearchClient,
    MockSearchClient,
    QuestionCorpus,
    load_mock_documents,
    tokenize,
)
from forecasting_agents.search._cutoff import (
    PUBLICATION_CLASSES,
    check_search_request,
    drop_post_cutoff,
    find_post_cutoff_mentions,
    flag_leaks,
    partition_by_publication,
    search_request_problem,
)
from forecasting_agents.search._domains import (
    DEFAULT_ALLOWED_DOMAINS,
    apply_domain_policy,
    normalize_domain,
    normalize_domains,
    result_host,
)
from forecasting_agents.search._executor import (
    MAX_FAILURE_CHARS,
    MAX_QUERY_CHARS,
    MAX_RESULTS_LIMIT,
    PREVIEW_ERROR_CHARS,
    PREVIEW_TITLE_CHARS,
    REMOVAL_COUNTS,
    ToolExecution,
    ToolExecutor,
    format_search_outcome,
    format_search_results,
)
from forecasting_agents.search._factory import (
    SEARCH_PROVIDERS,
    create_search_client,
)
from forecasting_agents.search._protocol import (
    DEFAULT_MAX_RESULTS,
    SearchClient,
)
from forecasting_agents.search._tavily import (
    MAX_RAW_DATE_CHARS,
    SEARCH_TIMEOUT_SECONDS,
    TAVILY_DEFAULT_URL,
    TAVILY_KEY_ENV,
    TAVILY_RETRY_BACKOFF_SECONDS,
    TAVILY_SEARCH_DEPTHS,
    TAVILY_TOPICS,
    TAVILY_URL_ENV,
    TavilySearchClient,
)
from forecasting_agents.search._tool import (
    SEARCH_TOOL,
    ToolDefinition,
)

__all__ = [
    "BM25_B",
    "BM25_K1",
    "DEFAULT_ALLOWED_DOMAINS",
    "DEFAULT_MAX_RESULTS",
    "MAX_FAILURE_CHARS",
    "MAX_QUERY_CHARS",
    "MAX_RAW_DATE_CHARS",
    "MAX_RESULTS_LIMIT",
    "MOCK_DOCUMENTS",
    "MOCK_DOCUMENTS_PATH",
    "PREVIEW_ERROR_CHARS",
    "PREVIEW_TITLE_CHARS",
    "PUBLICATION_CLASSES",
    "REMOVAL_COUNTS",
    "SCORE_DECIMALS",
    "SEARCH_PROVIDERS",
    "SEARCH_TIMEOUT_SECONDS",
    "SEARCH_TOOL",
    "STOPWORDS",
    "TAVILY_DEFAULT_URL",
    "TAVILY_KEY_ENV",
    "TAVILY_RETRY_BACKOFF_SECONDS",
    "TAVILY_SEARCH_DEPTHS",
    "TAVILY_TOPICS",
    "TAVILY_URL_ENV",
    "CorpusSearchClient",
    "MockSearchClient",
    "QuestionCorpus",
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
    # The mock corpus is read from data/ on first use, so importing the package reads no file.
    if name == "MOCK_DOCUMENTS":
        from forecasting_agents.search import _corpus

        return _corpus.MOCK_DOCUMENTS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
