"""Issue 28: outcomes are named once, as string-valued enums, and records stay byte-identical.

Step actions (:class:`StepAction`), run endings (:class:`ArtifactStatus`), where the agent is
(:class:`SynthesisStatus`) and the gates (:class:`GateName`) are ``StrEnum`` s. A record handed a
member stores its plain ``str`` value, so a record built live and the same record read back
from JSON hold, print and write the same thing; code compares against the members, not against
spellings of them.
"""

from __future__ import annotations

import ast
import json

from support import PACKAGE_DIR, TRACES

from forecasting_agents.agent._research import ResearchAgent
from forecasting_agents.agent._state import (
    SYNTHESIS_STATUS_OF_OUTCOME,
    SYNTHESIS_STATUSES,
    AgentState,
    GateName,
    QualityGateResult,
    SynthesisStatus,
    run_quality_gates,
)
from forecasting_agents.core._schemas import (
    ARTIFACT_STATUSES,
    AgentForecastArtifact,
    AgentTrace,
    ArtifactStatus,
    ForecastQuestion,
    SearchResult,
    StepAction,
    plain_value,
)
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.search._corpus import CorpusSearchClient

QUESTION = ForecastQuestion(
    "Will the widget launch before June 2025?", cutoff_date="2025-05-01", question_id="widget"
)
DOCS = [
    SearchResult("Widget launch set", "https://www.reuters.com/a", "widget launch", "2025-04-20"),
    SearchResult("Widget launch date", "https://apnews.com/d", "widget launch date", "2025-04-21"),
    SearchResult("Widget history", "https://apnews.com/b", "widget launches slip", "2025-04-10"),
    SearchResult("Widget supply", "https://www.bbc.com/c", "widget supply chain", "2025-04-15"),
]


def _reply(**fields: object) -> str:
    return json.dumps(fields)


def _run():
    """A run that meets most of the vocabulary: a parse failure, an unknown action, a repeat, a
    forecast the gates refuse, searches of both types, then an accepted forecast."""
    replies = [
        "not json",
        _reply(action="guess"),
        _reply(action="search", query="widget launch", evidence_type="search_results"),
        _reply(action="search", query="widget launch", evidence_type="search_results"),
        _reply(action="forecast", p_yes=0.7, rationale="early", cited="D1"),
        _reply(action="search", query="widget supply chain", evidence_type="search_results"),
        _reply(action="search", query="widget launches slip", evidence_type="base_rate"),
        _reply(action="forecast", p_yes=0.7, rationale="evidence says so", cited="D1"),
    ]
    agent = ResearchAgent(
        ScriptedLLMClient(replies),
        CorpusSearchClient(DOCS),
        "a1",
        max_steps=len(replies),
        on_repeat="refuse",
    )
    return agent.run(QUESTION, as_of="2025-04-30T12:00:00")


def test_the_vocabularies_are_the_enums_values_in_their_order():
    assert tuple(status.value for status in ArtifactStatus) == ARTIFACT_STATUSES
    assert tuple(status.value for status in SynthesisStatus) == SYNTHESIS_STATUSES
    assert all(type(name) is str for name in (*ARTIFACT_STATUSES, *SYNTHESIS_STATUSES))
    assert dict(SYNTHESIS_STATUS_OF_OUTCOME).keys() == set(ArtifactStatus)
    assert SYNTHESIS_STATUS_OF_OUTCOME["forecast"] is SynthesisStatus.COMPLETE


def test_every_outcome_in_the_pinned_traces_is_a_member():
    actions, statuses = set(), set()
    for path in TRACES.glob("*.json"):
        record = json.loads(path.read_text(encoding="utf-8"))
        for agent in record["agents"]:
            statuses.add(agent["status"])
            actions.update(trace["action"] for trace in agent["traces"])
    assert actions and statuses
    assert actions <= set(StepAction) and statuses <= set(ArtifactStatus)


def test_a_run_records_plain_text_that_reads_back_alike():
    result = _run()
    artifact, state = result.artifact, result.state
    actions = [trace.action for trace in artifact.traces]
    assert actions == [
        StepAction.PARSE_FAILURE,
        StepAction.UNKNOWN_ACTION,
        StepAction.SEARCH,
        StepAction.DUPLICATE_SEARCH,
        StepAction.GATE_REFUSED,
        StepAction.SEARCH,
        StepAction.SEARCH,
        StepAction.FORECAST,
    ]
    gates = [gate for checks in result.gate_checks for gate in checks]
    recorded = [*actions, artifact.status, state.synthesis_status, *(g.gate_name for g in gates)]
    assert all(type(value) is str for value in recorded), recorded
    assert [g.gate_name for g in result.gate_checks[0]] == list(GateName)
    assert (artifact.status, state.synthesis_status) == ("forecast", "complete")
    read_back = AgentForecastArtifact.from_dict(json.loads(json.dumps(artifact.to_dict())))
    assert repr(read_back) == repr(artifact)
    assert repr(AgentState.from_json(state.to_json())) == repr(state)


def test_a_record_handed_a_member_stores_its_plain_value():
    trace = AgentTrace(1, StepAction.SEARCH, query="q")
    gate = QualityGateResult(GateName.COVERAGE, True, "ok")
    state = AgentState("q?", run_id="r", synthesis_status=SynthesisStatus.IN_PROGRESS)
    artifact = AgentForecastArtifact("a", None, "why", status=ArtifactStatus.ABSTAINED)
    stored = [trace.action, gate.gate_name, state.synthesis_status, artifact.status]
    assert [type(value) for value in stored] == [str] * 4
    assert repr(trace) == repr(AgentTrace(1, "search", query="q"))
    assert state.to_json() == AgentState("q?", run_id="r", synthesis_status="in_progress").to_json()
    assert plain_value(7) == 7 and plain_value("x") == "x"
    checked = AgentState("q?", run_id="r")
    assert [g.gate_name for g in run_quality_gates(checked, "2025-01-01T00:00:00")] == [
        "coverage",
        "freshness",
        "consistency",
    ]


OUTCOME_FIELDS = {"action", "status", "synthesis_status", "gate_name", "failure"}
OUTCOME_VALUES = {
    m.value for e in (StepAction, ArtifactStatus, SynthesisStatus, GateName) for m in e
}
ENUM_LAYERS = ("agent", "core", "evaluation", "record")


def test_the_package_compares_outcomes_against_members_not_spellings():
    """``x.status == "failed"`` is a spelling the enum cannot check; ``ArtifactStatus.FAILED``
    is a name that exists or fails at import."""
    found = []
    for layer in ENUM_LAYERS:
        for path in sorted((PACKAGE_DIR / layer).glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not isinstance(node, ast.Compare):
                    continue
                sides = [node.left, *node.comparators]
                named = any(
                    isinstance(s, ast.Attribute) and s.attr in OUTCOME_FIELDS for s in sides
                )
                spelt = [
                    s.value
                    for s in sides
                    if isinstance(s, ast.Constant) and s.value in OUTCOME_VALUES
                ]
                if named and spelt:
                    found.append(f"{path.name}:{node.lineno} {spelt[0]!r}")
    assert not found, found
