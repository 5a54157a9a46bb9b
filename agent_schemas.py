"""Plain data for forecasting agents, the action parser, the agent's state and its gates.

The public face the course and the seed documents import their types from; it re-exports, and
defines nothing. The parts live in the package:

- :mod:`forecasting_agents.core`: the errors, the date parser and the cutoff rule
  (:func:`classify_publication`), the plain data (:class:`ForecastQuestion`,
  :class:`SearchResult`, :class:`ChatMessage`, :class:`AgentForecastArtifact`, ...) and the
  evidence vocabulary.
- :mod:`forecasting_agents.providers` and :mod:`forecasting_agents.search`: the client
  protocols :class:`LLMClient` and :class:`SearchClient`, each declared once.
- :mod:`forecasting_agents.agent`: the action schema and :func:`parse_action`, the
  :class:`AgentState` and its records, and the quality gates.
"""

from forecasting_agents.agent import (
    DEFAULT_FRESHNESS_WINDOW,
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    MAX_CHECKPOINT_DEPTH,
    MAX_RATIONALE_CHARS,
    REACT_ACTIONS,
    SYNTHESIS_STATUSES,
    ActionField,
    ActionSchema,
    AgentState,
    CoverageRequirements,
    EvidenceItem,
    ParsedAction,
    QualityGateResult,
    ToolTraceEntry,
    action_json_schema,
    check_consistency_gate,
    check_coverage_gate,
    check_freshness_gate,
    check_quality_gates,
    document_evidence_type,
    group_by_evidence_type,
    parse_action,
    run_quality_gates,
)
from forecasting_agents.core import (
    ARTIFACT_STATUSES,
    DOCUMENT_KINDS,
    EVIDENCE_TYPE_OF_KIND,
    EVIDENCE_TYPES,
    AgentForecastArtifact,
    AgentTrace,
    ChatMessage,
    DateParseError,
    ForecastQuestion,
    JsonMode,
    NoForecastError,
    PublicationClass,
    SchemaError,
    SearchResult,
    TokenUsage,
    classify_publication,
    parse_iso_date,
    parse_iso_timestamp,
    strip_code_fence,
)
from forecasting_agents.providers import (
    LLMClient,
)
from forecasting_agents.search import (
    DEFAULT_MAX_RESULTS,
    REMOVAL_COUNTS,
    SearchClient,
)

__all__ = [
    "ARTIFACT_STATUSES",
    "DEFAULT_FRESHNESS_WINDOW",
    "DEFAULT_MAX_RESULTS",
    "DEFAULT_MIN_EVIDENCE_ITEMS",
    "DEFAULT_REQUIRED_EVIDENCE_TYPES",
    "DOCUMENT_KINDS",
    "EVIDENCE_TYPES",
    "EVIDENCE_TYPE_OF_KIND",
    "MAX_CHECKPOINT_DEPTH",
    "MAX_RATIONALE_CHARS",
    "REACT_ACTIONS",
    "REMOVAL_COUNTS",
    "SYNTHESIS_STATUSES",
    "ActionField",
    "ActionSchema",
    "AgentForecastArtifact",
    "AgentState",
    "AgentTrace",
    "ChatMessage",
    "CoverageRequirements",
    "DateParseError",
    "EvidenceItem",
    "ForecastQuestion",
    "JsonMode",
    "LLMClient",
    "NoForecastError",
    "ParsedAction",
    "PublicationClass",
    "QualityGateResult",
    "SchemaError",
    "SearchClient",
    "SearchResult",
    "TokenUsage",
    "ToolTraceEntry",
    "action_json_schema",
    "check_consistency_gate",
    "check_coverage_gate",
    "check_freshness_gate",
    "check_quality_gates",
    "classify_publication",
    "document_evidence_type",
    "group_by_evidence_type",
    "parse_action",
    "parse_iso_date",
    "parse_iso_timestamp",
    "run_quality_gates",
    "strip_code_fence",
]
