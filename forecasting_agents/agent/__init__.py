"""The agent: its action schema, its typed state and gates, the research loop, the panel.

This face exports what the notebooks and a user lifting the agent reach for: the action parser
and schema, the state with its records and the quality gates and their defaults, the research
agent, its loop and prompts, and the panel with its cost. Everything else (prompt fragments, the
harness's limits, checkpoint bounds) is imported from the module that defines it, as the package
itself does: ``forecasting_agents.agent._research`` and so on. Modules:

- ``_actions``: what a model may reply, the parser and the JSON Schema derived from it.
- ``_state``: :class:`AgentState`, its records, checkpoints and the quality gates, with their
  outcome enums (:class:`SynthesisStatus`, :class:`GateName`).
- ``_research``: :class:`ResearchAgent`, which gathers evidence, passes the gates, then forecasts or
  abstains.
- ``_panel``: several agents on one question, and what their runs cost.

The agent talks to its model through :class:`forecasting_agents.providers.LLMClient` and searches
through :class:`forecasting_agents.search.ToolExecutor`; scoring and backtesting what it forecasts
are :mod:`forecasting_agents.evaluation`'s.
"""

from forecasting_agents.agent._actions import (
    REACT_ACTIONS,
    ActionSchema,
    ParsedAction,
    action_json_schema,
    parse_action,
)
from forecasting_agents.agent._panel import PanelMember, PanelResult, run_cost
from forecasting_agents.agent._prompts import SYSTEM_PROMPT, build_step_prompt, build_system_prompt
from forecasting_agents.agent._research import (
    ABSTAIN_PREFIX,
    DEFAULT_MAX_SEARCH_RESULTS,
    DEFAULT_MAX_STEPS,
    DEFAULT_ON_REPEAT,
    ON_REPEAT_MODES,
    PRICE_PER_MILLION_TOKENS,
    RESEARCH_ACTIONS,
    AgentRun,
    ResearchAgent,
    ResearchRun,
    default_as_of,
    harness_query,
    research_executor,
    research_loop,
)
from forecasting_agents.agent._state import (
    DEFAULT_FRESHNESS_WINDOW,
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    AgentState,
    CoverageRequirements,
    EvidenceItem,
    GateName,
    QualityGateResult,
    SynthesisStatus,
    ToolTraceEntry,
    check_consistency_gate,
    check_coverage_gate,
    check_freshness_gate,
    check_quality_gates,
    document_evidence_type,
    group_by_evidence_type,
    run_quality_gates,
)

__all__ = [
    "ABSTAIN_PREFIX",
    "DEFAULT_FRESHNESS_WINDOW",
    "DEFAULT_MAX_SEARCH_RESULTS",
    "DEFAULT_MAX_STEPS",
    "DEFAULT_MIN_EVIDENCE_ITEMS",
    "DEFAULT_ON_REPEAT",
    "DEFAULT_REQUIRED_EVIDENCE_TYPES",
    "ON_REPEAT_MODES",
    "PRICE_PER_MILLION_TOKENS",
    "REACT_ACTIONS",
    "RESEARCH_ACTIONS",
    "SYSTEM_PROMPT",
    "ActionSchema",
    "AgentRun",
    "AgentState",
    "CoverageRequirements",
    "EvidenceItem",
    "GateName",
    "PanelMember",
    "PanelResult",
    "ParsedAction",
    "QualityGateResult",
    "ResearchAgent",
    "ResearchRun",
    "SynthesisStatus",
    "ToolTraceEntry",
    "action_json_schema",
    "build_step_prompt",
    "build_system_prompt",
    "check_consistency_gate",
    "check_coverage_gate",
    "check_freshness_gate",
    "check_quality_gates",
    "default_as_of",
    "document_evidence_type",
    "group_by_evidence_type",
    "harness_query",
    "parse_action",
    "research_executor",
    "research_loop",
    "run_cost",
    "run_quality_gates",
]
