"""The search tool: one protocol, its point-in-time and publisher controls, and its clients.

An agent in this course has a single tool, web search. Everything it can know arrives through
:class:`SearchClient`, so the controls that make a run auditable live in code rather than in a
prompt: the point-in-time cutoff, the publisher (domain) policy, and an execution log that records
what actually ran.

- ``_protocol``: :class:`SearchClient`, declared once.
- ``_cutoff``: request checks, publication classes, the date mentions of a text and the strict
  content-date leak check.
- ``_leaks``: the leak check's policies (``strict``, ``schedule-aware``, ``prospective``) and the
  typed decisions that say why each result was kept or removed; ``_prospective`` reads a text
  for the ``prospective`` policy.
- ``_domains``: the publisher (domain) policy.
- ``_decisions``: the controls, defined once (:data:`CONTROLS`), and the decision on each document.
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
    DateMention,
    check_search_request,
    date_mentions,
    drop_post_cutoff,
    find_post_cutoff_mentions,
    flag_leaks,
    partition_by_publication,
    search_request_problem,
)
from forecasting_agents.search._decisions import (
    CONTROL_NAMES,
    CONTROLS,
    DECIDED_BY,
    OUTCOMES,
    REMOVAL_COUNTS,
    Control,
    DocumentDecision,
    control_named,
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
    MAX_SEARCH_POOL,
    PREVIEW_ERROR_CHARS,
    PREVIEW_TITLE_CHARS,
    SEARCH_POOL_PAGES,
    ToolExecution,
    ToolExecutor,
    check_search_pool,
    default_search_pool,
    format_search_outcome,
    format_search_results,
)
from forecasting_agents.search._factory import (
    SEARCH_PROVIDERS,
    create_search_client,
)
from forecasting_agents.search._injection import (
    INJECTION_MARKERS,
    MAX_SCANNED_CHARS,
    injection_flags,
)
from forecasting_agents.search._leaks import (
    CONTEXT_WORDS,
    DEFAULT_LEAK_POLICY,
    LEAK_POLICIES,
    LEAK_RULES,
    LEGACY_LEAK_POLICY,
    MAX_CONTEXT_CHARS,
    MODAL_REACH,
    LeakDecision,
    LeakPolicy,
    LeakRule,
    LeakScreen,
    LeakVerdict,
    check_leak_policy,
    judge_leak,
    question_periods,
    screen_leaks,
)
from forecasting_agents.search._model_judge import (
    JUDGE_RULE,
    LEAK_JUDGE_LABEL,
    LEAK_JUDGES,
    LeakJudgement,
    ModelLeakJudge,
    check_leak_judge,
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
    "CONTEXT_WORDS",
    "CONTROLS",
    "CONTROL_NAMES",
    "DECIDED_BY",
    "DEFAULT_ALLOWED_DOMAINS",
    "DEFAULT_LEAK_POLICY",
    "DEFAULT_MAX_RESULTS",
    "INJECTION_MARKERS",
    "JUDGE_RULE",
    "LEAK_JUDGES",
    "LEAK_JUDGE_LABEL",
    "LEAK_POLICIES",
    "LEAK_RULES",
    "LEGACY_LEAK_POLICY",
    "MAX_CONTEXT_CHARS",
    "MAX_FAILURE_CHARS",
    "MAX_QUERY_CHARS",
    "MAX_RAW_DATE_CHARS",
    "MAX_RESULTS_LIMIT",
    "MAX_SCANNED_CHARS",
    "MAX_SEARCH_POOL",
    "MOCK_DOCUMENTS",
    "MOCK_DOCUMENTS_PATH",
    "MODAL_REACH",
    "OUTCOMES",
    "PREVIEW_ERROR_CHARS",
    "PREVIEW_TITLE_CHARS",
    "PUBLICATION_CLASSES",
    "REMOVAL_COUNTS",
    "SCORE_DECIMALS",
    "SEARCH_POOL_PAGES",
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
    "Control",
    "CorpusSearchClient",
    "DateMention",
    "DocumentDecision",
    "LeakDecision",
    "LeakJudgement",
    "LeakPolicy",
    "LeakRule",
    "LeakScreen",
    "LeakVerdict",
    "MockSearchClient",
    "ModelLeakJudge",
    "QuestionCorpus",
    "SearchClient",
    "TavilySearchClient",
    "ToolDefinition",
    "ToolExecution",
    "ToolExecutor",
    "apply_domain_policy",
    "check_leak_judge",
    "check_leak_policy",
    "check_search_pool",
    "check_search_request",
    "control_named",
    "create_search_client",
    "date_mentions",
    "default_search_pool",
    "drop_post_cutoff",
    "find_post_cutoff_mentions",
    "flag_leaks",
    "format_search_outcome",
    "format_search_results",
    "injection_flags",
    "judge_leak",
    "load_mock_documents",
    "normalize_domain",
    "normalize_domains",
    "partition_by_publication",
    "question_periods",
    "result_host",
    "screen_leaks",
    "search_request_problem",
    "tokenize",
]


def __getattr__(name: str) -> object:
    # The mock corpus is read from data/ on first use, so importing the package reads no file.
    if name == "MOCK_DOCUMENTS":
        from forecasting_agents.search import _corpus

        return _corpus.MOCK_DOCUMENTS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
