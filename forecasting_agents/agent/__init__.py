"""The agent: its action schema, its typed state and gates, the research loop, the panel.

- ``_actions``: what a model may reply, the parser and the JSON Schema derived from it.
- ``_state``: :class:`AgentState`, its records, checkpoints and the quality gates.
- ``_research``: :class:`ResearchAgent`, which gathers evidence, passes the gates, then forecasts or
  abstains.
- ``_panel``: several agents on one question, and what their runs cost.

The agent talks to its model through :class:`forecasting_agents.providers.LLMClient` and searches
through :class:`forecasting_agents.search.ToolExecutor`; scoring and backtesting what it forecasts
are :mod:`forecasting_agents.evaluation`'s.
"""

from forecasting_agents.agent._actions import (
    MAX_RATIONALE_CHARS,
    PREVIEW_CHARS,
    REACT_ACTIONS,
    ActionField,
    ActionSchema,
    ParsedAction,
    action_json_schema,
    parse_action,
)
from forecasting_agents.agent._panel import (
    PanelMember,
    PanelResult,
    run_cost,
)
from forecasting_agents.agent._research import (
    ABSTAIN_PREFIX,
    BASE_RATE_QUERY_TERMS,
    DEFAULT_MAX_SEARCH_RESULTS,
    DEFAULT_MAX_STEPS,
    MIN_COPIED_CHARS,
    PRICE_PER_MILLION_TOKENS,
    RESEARCH_ACTION_SCHEMA,
    RESEARCH_ACTIONS,
    SYSTEM_PROMPT,
    ResearchAgent,
    ResearchRun,
    build_step_prompt,
    build_system_prompt,
    default_as_of,
)
from forecasting_agents.agent._state import (
    DEFAULT_FRESHNESS_WINDOW,
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    MAX_CHECKPOINT_DEPTH,
    NO_REQUIRED_TYPES,
    SYNTHESIS_STATUS_OF_OUTCOME,
    SYNTHESIS_STATUSES,
    AgentState,
    CoverageRequirements,
    EvidenceItem,
    QualityGateResult,
    ToolTraceEntry,
    check_consistency_gate,
    check_coverage_gate,
    check_freshness_gate,
    document_evidence_type,
    document_key,
    group_by_evidence_type,
    parse_required_types,
    run_quality_gates,
)

__all__ = [
    "ABSTAIN_PREFIX",
    "BASE_RATE_QUERY_TERMS",
    "DEFAULT_FRESHNESS_WINDOW",
    "DEFAULT_MAX_SEARCH_RESULTS",
    "DEFAULT_MAX_STEPS",
    "DEFAULT_MIN_EVIDENCE_ITEMS",
    "DEFAULT_REQUIRED_EVIDENCE_TYPES",
    "MAX_CHECKPOINT_DEPTH",
    "MAX_RATIONALE_CHARS",
    "MIN_COPIED_CHARS",
    "NO_REQUIRED_TYPES",
    "PREVIEW_CHARS",
    "PRICE_PER_MILLION_TOKENS",
    "REACT_ACTIONS",
    "RESEARCH_ACTIONS",
    "RESEARCH_ACTION_SCHEMA",
    "SYNTHESIS_STATUSES",
    "SYNTHESIS_STATUS_OF_OUTCOME",
    "SYSTEM_PROMPT",
    "ActionField",
    "ActionSchema",
    "AgentState",
    "CoverageRequirements",
    "EvidenceItem",
    "PanelMember",
    "PanelResult",
    "ParsedAction",
    "QualityGateResult",
    "ResearchAgent",
    "ResearchRun",
    "ToolTraceEntry",
    "action_json_schema",
    "build_step_prompt",
    "build_system_prompt",
    "check_consistency_gate",
    "check_coverage_gate",
    "check_freshness_gate",
    "default_as_of",
    "document_evidence_type",
    "document_key",
    "group_by_evidence_type",
    "parse_action",
    "parse_required_types",
    "run_cost",
    "run_quality_gates",
]
