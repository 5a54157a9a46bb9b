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

This face exports what the notebooks, the scripts and a user lifting the tool reach for: the
protocol and its clients (mock, corpus, Tavily) with :func:`create_search_client`, the executor
and its log entry, the tool definition, the cutoff and the leak check with their policies and
decisions, the publisher policy, and the controls. Everything else (limits, BM25 constants, the
leak rules' tables) is imported from the module that defines it, as the package itself does:
``forecasting_agents.search._corpus`` and so on.

The mock corpus (``forecasting_agents.search._corpus.MOCK_DOCUMENTS``) is read from ``data/`` on
first use, so importing the package reads no file, and no HTTP library is imported until a live
client sends a request.
"""

from forecasting_agents.search._corpus import (
    CorpusSearchClient,
    MockSearchClient,
    QuestionCorpus,
    tokenize,
)
from forecasting_agents.search._cutoff import (
    DateMention,
    check_search_request,
    date_mentions,
    drop_post_cutoff,
    find_post_cutoff_mentions,
    flag_leaks,
    partition_by_publication,
)
from forecasting_agents.search._decisions import CONTROLS, Control, DocumentDecision
from forecasting_agents.search._domains import (
    DEFAULT_ALLOWED_DOMAINS,
    apply_domain_policy,
    normalize_domains,
    result_host,
)
from forecasting_agents.search._executor import (
    MAX_RESULTS_LIMIT,
    ToolExecution,
    ToolExecutor,
    format_search_outcome,
    format_search_results,
)
from forecasting_agents.search._factory import SEARCH_PROVIDERS, create_search_client
from forecasting_agents.search._injection import injection_flags
from forecasting_agents.search._leaks import (
    DEFAULT_LEAK_POLICY,
    LEAK_POLICIES,
    LeakDecision,
    LeakPolicy,
    LeakVerdict,
    check_leak_policy,
    judge_leak,
    screen_leaks,
)
from forecasting_agents.search._model_judge import LEAK_JUDGES, ModelLeakJudge, check_leak_judge
from forecasting_agents.search._protocol import DEFAULT_MAX_RESULTS, SearchClient
from forecasting_agents.search._tavily import TavilySearchClient
from forecasting_agents.search._tool import SEARCH_TOOL, ToolDefinition

__all__ = [
    "CONTROLS",
    "DEFAULT_ALLOWED_DOMAINS",
    "DEFAULT_LEAK_POLICY",
    "DEFAULT_MAX_RESULTS",
    "LEAK_JUDGES",
    "LEAK_POLICIES",
    "MAX_RESULTS_LIMIT",
    "SEARCH_PROVIDERS",
    "SEARCH_TOOL",
    "Control",
    "CorpusSearchClient",
    "DateMention",
    "DocumentDecision",
    "LeakDecision",
    "LeakPolicy",
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
    "check_search_request",
    "create_search_client",
    "date_mentions",
    "drop_post_cutoff",
    "find_post_cutoff_mentions",
    "flag_leaks",
    "format_search_outcome",
    "format_search_results",
    "injection_flags",
    "judge_leak",
    "normalize_domains",
    "partition_by_publication",
    "result_host",
    "screen_leaks",
    "tokenize",
]
