"""Issue 28: outcomes are named once, as string-valued enums, and records stay byte-identical.

Step actions (:class:`StepAction`), run endings (:class:`ArtifactStatus`), where the agent is
(:class:`SynthesisStatus`), the gates (:class:`GateName`) and how a tool call ran
(:class:`ToolStatus`) are ``StrEnum`` s. A record handed a
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
    ToolTraceEntry,
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
    ToolStatus,
    plain_value,
)
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.search._corpus import CorpusSearchClient
from forecasting_agents.search._executor import ToolExecutor

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


OUTCOME_NAMES = {
    "action",
    "actions",
    "status",
    "statuses",
    "synthesis_status",
    "gate_name",
    "failure",
}
"""Names (attributes, variables, keys) under which the package holds an outcome."""
OUTCOME_VALUES = {
    m.value for e in (StepAction, ArtifactStatus, SynthesisStatus, GateName, ToolStatus) for m in e
}


def _spelt(node: ast.AST) -> list[str]:
    """The outcome values a side of a comparison spells: a string, or a tuple, list or set of
    them (``status in ("forecast", "failed")``)."""
    if isinstance(node, ast.Constant):
        return [node.value] if node.value in OUTCOME_VALUES else []
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return [value for item in node.elts for value in _spelt(item)]
    return []


def _names_an_outcome(node: ast.AST) -> bool:
    """Does this side read an outcome: ``x.status``, ``status``, ``entry["status"]``,
    ``trace.get("action")``, ``actions[-1]``?"""
    for part in ast.walk(node):
        if isinstance(part, ast.Attribute) and part.attr in OUTCOME_NAMES:
            return True
        if isinstance(part, ast.Name) and part.id in OUTCOME_NAMES:
            return True
        if isinstance(part, ast.Constant) and part.value in OUTCOME_NAMES:
            return True
    return False


def spelt_outcomes(source: str) -> list[tuple[int, str]]:
    """Each comparison of an outcome against a spelling of its value, and each outcome passed
    as a spelling (``status="success"``), by line: what the enums are there to replace."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            spelt = [value for side in sides for value in _spelt(side)]
            if spelt and any(_names_an_outcome(s) for s in sides if not _spelt(s)):
                found.append((node.lineno, spelt[0]))
        elif isinstance(node, ast.keyword) and node.arg in OUTCOME_NAMES and _spelt(node.value):
            found.append((node.value.lineno, _spelt(node.value)[0]))
    return found


def test_the_check_finds_each_way_of_spelling_an_outcome():
    """The structural test below must be able to fail: each of these is a spelling it finds."""
    spellings = [
        'x.status == "failed"',
        'status == "forecast"',
        'entry["status"] == "forecast"',
        't.get("action") == "search"',
        'actions[-1] == "abstain"',
        '"gate_refused" in actions',
        'status in ("success", "error")',
        'entry.status != "invalid"',
        'ToolExecution(status="disabled")',
    ]
    for spelling in spellings:
        assert spelt_outcomes(spelling), spelling
    members = ["x.status == ToolStatus.SUCCESS", 'kind == "success"', 'status == "open"']
    assert not any(spelt_outcomes(code) for code in members)


def test_the_package_compares_outcomes_against_members_not_spellings():
    """``x.status == "failed"`` is a spelling the enum cannot check; ``ArtifactStatus.FAILED``
    is a name that exists or fails at import. Every module of the package, report/ included."""
    found = [
        f"{path.relative_to(PACKAGE_DIR).as_posix()}:{line} {value!r}"
        for path in sorted(PACKAGE_DIR.rglob("*.py"))
        for line, value in spelt_outcomes(path.read_text(encoding="utf-8"))
    ]
    scanned = {path.parent.name for path in PACKAGE_DIR.rglob("*.py")}
    assert {"report", "search", "agent", "record"} <= scanned
    assert not found, found


class _Broken:
    client_name = "broken"

    def search(self, query, max_results=5, cutoff_date=None):
        raise ConnectionError("down")


def test_every_tool_status_is_produced_as_a_member_and_recorded_as_plain_text():
    runs = [
        (ToolExecutor(CorpusSearchClient(DOCS)), "widget launch"),
        (ToolExecutor(_Broken()), "widget launch"),
        (ToolExecutor(None), "widget launch"),
        (ToolExecutor(CorpusSearchClient(DOCS)), ""),
    ]
    statuses = []
    for executor, query in runs:
        executor.execute_search(query, max_results=2, cutoff_date="2025-05-01")
        (execution,) = executor.execution_log
        entry = ToolTraceEntry.from_execution(execution, step=1)
        assert type(execution.status) is str and type(entry.status) is str
        assert execution.to_dict()["status"] == entry.to_dict()["status"] == execution.status
        statuses.append(execution.status)
    assert statuses == [
        ToolStatus.SUCCESS,
        ToolStatus.ERROR,
        ToolStatus.DISABLED,
        ToolStatus.INVALID,
    ]
    assert set(statuses) == set(ToolStatus)
