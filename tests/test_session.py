"""The live-or-replay Session: traced clients and a saved trace live, a checked replay otherwise.

A tiny two-agent "notebook" runs against scripted fakes: live it must write exactly one new trace
(to FORECAST_TRACES_DIR, set per test by conftest), and replaying that trace through the same
code must consume every call; a replay that skips a call or a label, or ends with different
artifacts, must raise.
"""

from __future__ import annotations

import json
import threading

import pytest

from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    AgentTrace,
    ChatMessage,
    ForecastQuestion,
    SearchResult,
    TokenUsage,
)
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._replay import (
    ReplayDivergenceError,
    ReplayLLMClient,
    ReplaySearchClient,
)
from forecasting_agents.record._session import Session
from forecasting_agents.record._trace import RunTrace, traces_dir
from forecasting_agents.record._tracing import TracingLLMClient

NOTEBOOK = "98_session"
QUESTION = ForecastQuestion(
    question="Will the tiny index close above 100 on 2026-12-31?",
    description="A made-up market.",
    cutoff_date="2026-11-15",
    resolution_date="2026-12-31",
    question_id="tiny-1",
)
AGENTS = {"tiny-1/a": 0.35, "tiny-1/b": 0.6}


class FakeSearch:
    client_name = "fake-search"

    def search(self, query, max_results=5, cutoff_date=None):
        return [SearchResult(f"{query} report", "https://example.org/1", "text", "2026-11-01")]


def scripted(p: float) -> ScriptedLLMClient:
    """The library's scripted client: searches once, then forecasts ``p``."""
    return ScriptedLLMClient(
        [
            '{"action": "search", "query": "tiny index"}',
            json.dumps({"action": "forecast", "p_yes": p}),
        ],
        model="scripted-1",
    )


def run_agent(llm, search, agent_id, steps=2):
    """Up to ``steps`` model calls: search while asked to, forecast when asked to."""
    messages = [ChatMessage("user", QUESTION.question)]
    traces = []
    for step in range(1, steps + 1):
        reply, _ = llm.complete_with_usage(messages, json_mode=True)
        action = json.loads(reply)
        if action["action"] == "search":
            results = search.search(action["query"], max_results=1, cutoff_date="2026-11-15")
            traces.append(AgentTrace(step, "search", query=action["query"], results=results))
            messages += [ChatMessage("assistant", reply), ChatMessage("tool", results[0].title)]
        else:
            return AgentForecastArtifact(agent_id, action["p_yes"], "because", traces, TokenUsage())
    return AgentForecastArtifact(
        agent_id, None, "budget", traces, TokenUsage(), status="budget_exhausted"
    )


def tiny_notebook(session, steps=2, labels=tuple(AGENTS)):
    """What a notebook does with a session: one client pair per agent label, then finish."""
    artifacts = []
    for label in labels:
        llm = session.llm(label, lambda label=label: scripted(AGENTS[label]))
        search = session.search(label, FakeSearch)
        artifacts.append(run_agent(llm, search, label.split("/")[1], steps))
    return artifacts


def live_trace():
    session = Session(
        NOTEBOOK, run_live=True, question=QUESTION, params={"steps": 2}, notes="session test"
    )
    artifacts = tiny_notebook(session)
    run = session.finish(artifacts)
    return session, run, artifacts


def test_live_session_traces_every_label_and_saves_one_new_trace():
    session, run, _ = live_trace()
    assert session.saved_to is not None and session.saved_to.parent == traces_dir()
    assert [p.name for p in traces_dir().glob(f"{NOTEBOOK}_*.json")] == [session.saved_to.name]
    loaded = RunTrace.load(session.saved_to)
    assert loaded.labels() == list(AGENTS)
    assert [c["label"] for c in loaded.search_calls] == list(AGENTS)
    assert loaded.params == {"steps": 2}
    assert [a["p_yes"] for a in loaded.agents] == list(AGENTS.values())
    assert loaded.notebook == NOTEBOOK and loaded.notes == "session test"
    assert all(isinstance(c, TracingLLMClient) for c in session.llm_clients)
    assert run.run_id == loaded.run_id


def test_live_session_without_a_model_call_refuses_to_save():
    session = Session(NOTEBOOK, run_live=True, question=QUESTION)
    with pytest.raises(ValueError, match="no model client was used"):
        session.finish([])


def test_replay_serves_the_record_builds_nothing_and_checks_at_finish():
    session, run, artifacts = live_trace()

    def never_built():
        raise AssertionError("a replay must not build a live client")

    replay = Session(NOTEBOOK, run_live=False, pinned_trace=session.saved_to)
    assert replay.params == {"steps": 2}
    assert replay.question.question_id == QUESTION.question_id
    llm = replay.llm("tiny-1/a", never_built)
    assert isinstance(llm, ReplayLLMClient)
    assert replay.llm("tiny-1/a", never_built) is llm, "one label, one client"
    assert isinstance(replay.search("tiny-1/a", never_built), ReplaySearchClient)
    replayed = tiny_notebook(replay)
    assert [a.p_yes for a in replayed] == [a.p_yes for a in artifacts]
    assert replay.finish(replayed).run_id == run.run_id


def test_replay_that_leaves_recorded_calls_unconsumed_raises():
    session, _, _ = live_trace()
    replay = Session(NOTEBOOK, run_live=False, pinned_trace=session.saved_to)
    artifacts = tiny_notebook(replay, steps=1)  # each agent stops before its forecast call
    with pytest.raises(ReplayDivergenceError, match="made only 1"):
        replay.finish(artifacts)


def test_replay_that_never_asks_for_a_recorded_label_raises():
    session, _, artifacts = live_trace()
    replay = Session(NOTEBOOK, run_live=False, pinned_trace=session.saved_to)
    tiny_notebook(replay, labels=("tiny-1/a",))
    with pytest.raises(ReplayDivergenceError, match=r"tiny-1/b.*never asked for"):
        replay.finish(artifacts)


def test_replay_with_different_artifacts_raises():
    session, _, _ = live_trace()
    replay = Session(NOTEBOOK, run_live=False, pinned_trace=session.saved_to)
    artifacts = tiny_notebook(replay)
    artifacts[1] = AgentForecastArtifact("b", 0.9, "edited", [], TokenUsage())
    with pytest.raises(ReplayDivergenceError):
        replay.finish(artifacts)


def test_replay_needs_a_trace():
    with pytest.raises(ValueError, match="needs pinned_trace"):
        Session(NOTEBOOK, run_live=False)


def test_concurrent_requests_for_one_label_get_one_client():
    session = Session(NOTEBOOK, run_live=True, question=QUESTION)
    built, got = [], []

    def build():
        built.append(1)
        return scripted(0.5)

    threads = [
        threading.Thread(target=lambda: got.append(session.llm("x/a", build))) for _ in range(8)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(built) == 1 and all(client is got[0] for client in got)
