"""Plain data for forecasting agents, the action parser, the agent's state and its gates.

The public face notebooks 01 and 03 import their types from: it re-exports exactly the names
the notebooks and the seed documents import, and defines nothing. The parts live in the package:

- :mod:`forecasting_agents.core`: the errors, the date parser and the cutoff rule
  (:func:`classify_publication`), the plain data (:class:`ForecastQuestion`,
  :class:`SearchResult`, :class:`AgentForecastArtifact`, :class:`AgentTrace`).
- :mod:`forecasting_agents.agent`: :func:`parse_action`, the :class:`AgentState` and its
  records, and the quality gates with their defaults.

Everything else (the client protocols, the evidence vocabulary, the action schema) is imported
from its module in the package, as the package itself does.
"""

from forecasting_agents.agent import (
    DEFAULT_FRESHNESS_WINDOW,
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    REACT_ACTIONS,
    AgentState,
    EvidenceItem,
    QualityGateResult,
    ToolTraceEntry,
    check_consistency_gate,
    check_coverage_gate,
    check_freshness_gate,
    document_evidence_type,
    group_by_evidence_type,
    parse_action,
    run_quality_gates,
)
from forecasting_agents.core import (
    AgentForecastArtifact,
    AgentTrace,
    ForecastQuestion,
    SchemaError,
    SearchResult,
    classify_publication,
    parse_iso_date,
    parse_iso_timestamp,
)

__all__ = [
    "DEFAULT_FRESHNESS_WINDOW",
    "DEFAULT_MIN_EVIDENCE_ITEMS",
    "DEFAULT_REQUIRED_EVIDENCE_TYPES",
    "REACT_ACTIONS",
    "AgentForecastArtifact",
    "AgentState",
    "AgentTrace",
    "EvidenceItem",
    "ForecastQuestion",
    "QualityGateResult",
    "SchemaError",
    "SearchResult",
    "ToolTraceEntry",
    "check_consistency_gate",
    "check_coverage_gate",
    "check_freshness_gate",
    "classify_publication",
    "document_evidence_type",
    "group_by_evidence_type",
    "parse_action",
    "parse_iso_date",
    "parse_iso_timestamp",
    "run_quality_gates",
]
