"""Issue 8: one typed record for each thing the state records, and a question's dates parsed once.

:class:`EvidenceItem` and :class:`ToolTraceEntry` are the one definition of what
``AgentState.evidence`` and ``AgentState.tool_trace`` hold; the research agent and notebook 03
both write through them, and a tool-trace entry is made from the executor's log by one function,
``ToolTraceEntry.from_execution``. A question's cutoff is parsed when the question is built, not at
each place that reads it.
"""

from __future__ import annotations

import json
from dataclasses import fields

import jupytext
import pytest
from question_support import resolved_question
from support import REPO

import forecasting_agents.agent._research as agent_research
import forecasting_agents.agent._state as agent_state
import forecasting_agents.core._dates as core_dates
import forecasting_agents.evaluation._scoring as evaluation_scoring
from forecasting_agents.agent._research import ResearchAgent, default_as_of
from forecasting_agents.agent._state import (
    AgentState,
    EvidenceItem,
    ToolTraceEntry,
    group_by_evidence_type,
)
from forecasting_agents.core._errors import DateParseError, SchemaError
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.search._corpus import CorpusSearchClient
from forecasting_agents.search._executor import ToolExecutor

TOOL_TRACE_KEYS = [
    "tool",
    "step",
    "query",
    "query_sent",
    "evidence_type",
    "types_found",
    "status",
    "returned",
    "removed_by_policy",
    "removed_by_cutoff",
    "removed_undated",
    "removed_by_leak_check",
]
"""The research agent's tool-trace shape, which the pinned traces of notebook 04 were made with."""

EVIDENCE_KEYS = ["type", "source", "timestamp", "query", "content"]

DOCS = [
    SearchResult(
        "Gadget maker confirms date", "https://www.reuters.com/a", "gadget ships", "2025-04-20"
    ),
    SearchResult("Gadget parts shipped", "https://apnews.com/b", "gadget ships soon", "2025-04-22"),
    SearchResult(
        "How often gadgets ship late",
        "https://www.reuters.com/c",
        "gadget ships late in 3 of 10",
        "2024-12-01",
        kind="base_rate",
    ),
    SearchResult("Gadget shipped", "https://www.reuters.com/d", "gadget shipped", "2025-05-20"),
]


def question(cutoff: str = "2025-05-01") -> ForecastQuestion:
    return ForecastQuestion(
        "Will the gadget ship before June 2025?",
        cutoff_date=cutoff,
        resolution_date="2025-06-01",
        question_id="gadget",
    )


def action(name: str, **fields_: object) -> str:
    return json.dumps({"action": name, **fields_})


def run_agent(q: ForecastQuestion, searches: int) -> agent_research.ResearchRun:
    queries = ["gadget ships", "gadget date", "gadget parts", "gadget late", "gadget shipped"]
    replies = [
        action("search", query=queries[i], evidence_type="search_results") for i in range(searches)
    ]
    replies.append(
        action("forecast", p_yes=0.7, rationale="two reports and a base rate", cited="D1")
    )
    agent = ResearchAgent(ScriptedLLMClient(replies), CorpusSearchClient(DOCS), "a1", max_steps=8)
    return agent.run(q, as_of=default_as_of(q))


# --------------------------------------------------------------------------- the records


def test_an_evidence_item_round_trips_in_the_shape_the_gates_read():
    item = EvidenceItem(
        "base_rate", "mock", "2025-02-19T12:00:00", "q", [{"title": "t", "published": "2025-02-01"}]
    )
    data = item.to_dict()
    assert list(data) == EVIDENCE_KEYS
    assert data["content"] == {"results": [{"title": "t", "published": "2025-02-01"}]}
    assert EvidenceItem.from_dict(json.loads(json.dumps(data))) == item


@pytest.mark.parametrize(
    ("data", "message"),
    [
        (
            {"type": "x", "source": "s", "timestamp": "2025-02-19", "query": "q"},
            "missing field(s) ['content']",
        ),
        (
            {
                "type": "x",
                "source": "s",
                "timestamp": "2025-02-19",
                "query": "q",
                "content": {"results": []},
                "n": 1,
            },
            "unknown field(s) ['n']",
        ),
        (
            {
                "type": "x",
                "source": "s",
                "timestamp": "noon",
                "query": "q",
                "content": {"results": []},
            },
            "noon",
        ),
        (
            {
                "type": "x",
                "source": "s",
                "timestamp": "2025-02-19",
                "query": "q",
                "content": {"results": [3]},
            },
            "[0]",
        ),
        (
            {
                "type": 5,
                "source": "s",
                "timestamp": "2025-02-19",
                "query": "q",
                "content": {"results": []},
            },
            "type",
        ),
    ],
)
def test_a_bad_evidence_item_is_refused_naming_what_is_wrong(data, message):
    with pytest.raises(SchemaError) as info:
        EvidenceItem.from_dict(data, where="evidence[2]")
    assert "evidence[2]" in str(info.value) and message in str(info.value)


def test_a_tool_trace_entry_round_trips_and_refuses_a_bad_count():
    entry = ToolTraceEntry("search", 3, "q", "q more", "base_rate", {"base_rate": 2}, "success", 2)
    data = entry.to_dict()
    assert list(data) == TOOL_TRACE_KEYS
    assert ToolTraceEntry.from_dict(json.loads(json.dumps(data))) == entry
    with pytest.raises(SchemaError, match=r"tool_trace\[0\].*removed_by_cutoff must be a count"):
        ToolTraceEntry.from_dict({**data, "removed_by_cutoff": -1}, where="tool_trace[0]")
    with pytest.raises(SchemaError, match=r"missing field\(s\) \['status'\]"):
        ToolTraceEntry.from_dict({k: v for k, v in data.items() if k != "status"})
    with pytest.raises(SchemaError, match="types_found"):
        ToolTraceEntry.from_dict({**data, "types_found": {"base_rate": "two"}})


def test_the_trace_entry_is_made_from_the_executors_log_of_the_call():
    executor = ToolExecutor(CorpusSearchClient(DOCS), require_dates=True)
    executor.execute_search("gadget shipped", max_results=4, cutoff_date="2025-05-01")
    execution = executor.execution_log[-1]
    entry = ToolTraceEntry.from_execution(
        execution, step=2, query="gadget", evidence_type="search_results"
    )
    assert entry == ToolTraceEntry(
        tool="search",
        step=2,
        query="gadget",
        query_sent="gadget shipped",
        evidence_type="search_results",
        types_found={},
        status="success",
        returned=execution.result_count,
        removed_by_policy=execution.removed_by_policy,
        removed_by_cutoff=execution.removed_by_cutoff,
        removed_undated=execution.removed_undated,
        removed_by_leak_check=execution.removed_by_leak_check,
    )
    assert execution.result_count == 3  # the post-cutoff document never reached the log's count
    assert (
        ToolTraceEntry.from_execution(execution).query == "gadget shipped"
    )  # no separate request: what was sent


def test_documents_are_grouped_by_the_type_their_data_gives_in_the_declared_order():
    records = [d.to_dict() for d in reversed(DOCS)]
    grouped = group_by_evidence_type(records, "search_results")
    assert list(grouped) == ["search_results", "base_rate"]
    assert [r["url"] for r in grouped["base_rate"]] == ["https://www.reuters.com/c"]
    assert len(grouped["search_results"]) == 3


# --------------------------------------------------------------------------- both writers


def test_the_research_agent_writes_its_state_through_the_records():
    run = run_agent(question(), searches=3)
    assert run.state.tool_trace and run.state.evidence
    for entry in run.state.tool_trace:
        assert list(entry) == TOOL_TRACE_KEYS
        assert ToolTraceEntry.from_dict(entry).to_dict() == entry
    for item in run.state.evidence:
        assert EvidenceItem.from_dict(item).to_dict() == item
    # chosen_by is written only for a search the harness chose (see the test below).
    assert [f.name for f in fields(ToolTraceEntry)] == [*TOOL_TRACE_KEYS, "chosen_by"]


def test_a_harness_chosen_entry_says_so_and_round_trips():
    executor = ToolExecutor(CorpusSearchClient(DOCS), require_dates=True)
    executor.execute_search("gadget shipped", max_results=4, cutoff_date="2025-05-01")
    entry = ToolTraceEntry.from_execution(executor.execution_log[-1], chosen_by="harness")
    data = entry.to_dict()
    assert list(data) == [*TOOL_TRACE_KEYS, "chosen_by"] and data["chosen_by"] == "harness"
    assert ToolTraceEntry.from_dict(json.loads(json.dumps(data))) == entry
    mine = {k: v for k, v in data.items() if k != "chosen_by"}  # as every earlier entry reads
    assert ToolTraceEntry.from_dict(mine).chosen_by == "model"
    with pytest.raises(SchemaError, match=r"chosen_by must be one of \('model', 'harness'\)"):
        ToolTraceEntry.from_dict({**data, "chosen_by": "user"})


def notebook_03_namespace() -> dict:
    """Notebook 03's code cells, run in order in one namespace (offline, as replay runs them)."""
    notebook = jupytext.read(REPO / "notebooks" / "03_state_and_memory.py")
    namespace: dict = {"__name__": "notebook_03"}
    for cell in notebook.cells:
        if cell.cell_type == "code":
            exec(compile(cell.source, "03_state_and_memory.py", "exec"), namespace)
    return namespace


def test_notebook_03_writes_its_state_through_the_same_records():
    namespace = notebook_03_namespace()
    states = [namespace["state"], namespace["leaked"]]
    entries = [entry for state in states for entry in state.tool_trace]
    items = [item for state in states for item in state.evidence]
    assert len(entries) == 4  # three planned searches, and the one that leaked
    for entry in entries:
        assert list(entry) == TOOL_TRACE_KEYS
        assert ToolTraceEntry.from_dict(entry).to_dict() == entry
    for item in items:
        assert EvidenceItem.from_dict(item).to_dict() == item
    assert {entry["evidence_type"] for entry in entries} == {"search_results", "base_rate"}


# --------------------------------------------------------------------------- dates parsed once


def test_a_question_parses_its_dates_when_it_is_built_and_keeps_the_strings():
    q = question()
    assert (q.cutoff.isoformat(), q.resolution.isoformat()) == ("2025-05-01", "2025-06-01")
    assert q.to_dict()["cutoff_date"] == "2025-05-01"
    assert ForecastQuestion.from_dict(q.to_dict()) == q
    q.cutoff_date = "2025-04-01"
    assert q.cutoff.isoformat() == "2025-04-01"
    with pytest.raises(DateParseError, match=r"ForecastQuestion.cutoff_date: 'soon'"):
        question(cutoff="soon")
    assert q.resolved_by(q.resolution) and not q.resolved_by(None)
    assert not q.resolved_by(q.cutoff)


def count_text_parses(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every ``parse_iso_date`` call given text, from any companion module, is logged."""
    parsed: list[str] = []
    original = core_dates.parse_iso_date

    def counting(value: object, *, what: str = "date"):
        if isinstance(value, str):
            parsed.append(value)
        return original(value, what=what)

    for name, module in list(__import__("sys").modules.items()):
        if (
            name.startswith(("agent_", "forecasting_agents"))
            and getattr(module, "parse_iso_date", None) is original
        ):
            monkeypatch.setattr(module, "parse_iso_date", counting)
    return parsed


@pytest.mark.parametrize("searches", [1, 3, 5])
def test_a_run_parses_the_cutoff_once_per_record_however_many_searches_and_gates(
    monkeypatch, searches
):
    parsed = count_text_parses(monkeypatch)
    q = question()
    assert parsed == ["2025-05-01", "2025-06-01"]
    run = run_agent(q, searches)
    run.state.to_json()
    assert run.artifact.traces[-1].action in ("forecast", "gate_refused")
    assert len(run.gate_checks) >= 1  # the consistency gate read the cutoff at least once
    # Once for the question (above) and once for the state built from it: not per search,
    # per gate check or per checkpoint.
    assert parsed.count("2025-05-01") == 2


def test_the_point_in_time_baselines_read_the_parsed_dates(monkeypatch):
    questions = [
        resolved_question("a", "2025-01-01", "2025-01-10", 1.0),
        resolved_question("b", "2025-02-01", "2025-02-10", 0.0),
        resolved_question("c", "2025-03-01", "2025-03-10", 1.0),
    ]
    parsed = count_text_parses(monkeypatch)
    forecasts = evaluation_scoring.base_rate_forecasts(questions, dict.fromkeys("abc", "x"))
    assert forecasts == {"a": 0.5, "b": 1.0, "c": 0.5}
    assert parsed == []
    no_cutoff = ForecastQuestion("Undated?", question_id="u", resolved_outcome=1.0)
    with pytest.raises(DateParseError, match="'u' has no cutoff_date"):
        evaluation_scoring.base_rate_forecasts([no_cutoff], {})


def test_state_cutoff_is_parsed_once_per_value(monkeypatch):
    parsed = count_text_parses(monkeypatch)
    state = AgentState("q?", cutoff_date="2025-02-20", run_id="r")
    for _ in range(3):
        state.to_json()
        agent_state.check_consistency_gate(state)
    assert parsed == ["2025-02-20"]
    state.cutoff_date = "2025-02-21"
    assert state.cutoff.isoformat() == "2025-02-21"
    assert AgentState.from_json(state.to_json()).cutoff == state.cutoff


# --------------------------------------------------------------------------- the gates' pure check


def test_checking_the_gates_leaves_the_state_as_it_was_and_running_them_records_the_same():
    item = EvidenceItem(
        "base_rate", "mock", "2025-02-19T12:00:00", "q", [{"title": "t", "published": "2025-02-01"}]
    )
    state = AgentState("q?", cutoff_date="2025-02-20", run_id="r", evidence=[item.to_dict()])
    before = state.to_json()
    coverage = agent_state.CoverageRequirements(1, ("base_rate",))
    checked = agent_state.check_quality_gates(state, "2025-02-19T18:00:00", coverage)
    assert state.to_json() == before and state.quality_gates == []
    assert [gate.passed for gate in checked] == [True, True, True]
    ran = agent_state.run_quality_gates(state, "2025-02-19T18:00:00", coverage)
    assert ran == checked and state.quality_gates == checked and state.to_json() != before
