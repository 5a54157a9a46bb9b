"""The pinned traces: each loads, says truthfully how it was made, holds no secret, is used.

A pinned trace is the evidence behind a notebook's printed output, so these checks run on the
committed files themselves rather than on fixtures.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest
from support import PINNED_01 as PINNED_01_PATH
from support import PINNED_04 as PINNED_04_PATH
from support import REPO

from forecasting_agents.agent import (
    PanelMember,
    default_as_of,
)
from forecasting_agents.core import get_demo_question
from forecasting_agents.evaluation import (
    BacktestSettings,
    load_backtest_inputs,
    research_agent,
    run_backtest,
)
from forecasting_agents.record import (
    LEGACY_LLM_CALL_KEYS,
    LEGACY_SCHEMA_VERSION,
    READABLE_SCHEMA_VERSIONS,
    REPO_TRACES_DIR,
    ReplayDivergenceError,
    RunTrace,
    Session,
    TraceFormatError,
    describe_run,
    trace_digest,
)

PINNED = sorted(REPO_TRACES_DIR.glob("*.json"))
SECRET_SHAPES = re.compile(
    r"(sk-[A-Za-z0-9_-]{16,}|tvly-[A-Za-z0-9_-]{8,}|AIza[0-9A-Za-z_-]{20,}"
    r"|Bearer [A-Za-z0-9._-]{16,}|x-api-key|x-goog-api-key|\"authorization\")",
    re.IGNORECASE,
)


def test_there_are_pinned_traces():
    assert PINNED, "forecast_traces/ holds no pinned trace"


@pytest.mark.parametrize("path", PINNED, ids=[p.stem for p in PINNED])
class TestPinnedTrace:
    def test_loads_and_validates(self, path):
        run = RunTrace.load(path)
        assert path.name.startswith(f"{run.notebook}_")

    def test_every_reply_says_who_made_it_and_how(self, path):
        run = RunTrace.load(path)
        for index, call in enumerate(run.llm_calls):
            where = f"{path.name} llm_calls[{index}]"
            assert call["mode"] in {"live", "scripted"}, where
            assert call["provider"] and call["model"], where
            assert call["settings"].get("temperature") is not None, where
            assert "seed" in call["settings"], where

    def test_holds_no_key_token_or_auth_header(self, path):
        found = SECRET_SHAPES.findall(path.read_text())
        assert not found, f"{path.name} contains secret-shaped text: {found[:3]}"

    def test_is_the_pinned_trace_of_its_notebook(self, path):
        notebook = RunTrace.load(path).notebook
        source = (REPO / "notebooks" / f"{notebook}.py").read_text()
        assert f'PINNED_TRACE = "{path.name}"' in source, f"{path.name} is not used by {notebook}"

    def test_is_valid_utf8_json_with_a_schema_version(self, path):
        version = json.loads(path.read_bytes().decode("utf-8"))["schema_version"]
        assert version in READABLE_SCHEMA_VERSIONS

    def test_legacy_traces_have_no_digest_and_current_ones_a_valid_one(self, path):
        run = RunTrace.load(path)  # load() verifies a digest, so a current trace is unedited
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["schema_version"] == LEGACY_SCHEMA_VERSION:
            assert run.is_legacy and run.digest is None and "digest" not in run.to_dict()
            assert all(tuple(call) == LEGACY_LLM_CALL_KEYS for call in run.llm_calls)
            assert "integrity: legacy trace (schema_version 1): no digest" in describe_run(run)
        else:
            assert not run.is_legacy and data["digest"] == run.digest
            assert all(call["request"] for call in run.llm_calls), "every wire body recorded"

    def test_resaving_it_elsewhere_gives_the_same_bytes(self, path, tmp_path):
        assert RunTrace.load(path).save(tmp_path).read_bytes() == path.read_bytes()

    def test_version_1_0_of_the_same_content_is_refused(self, path, tmp_path):
        data = json.loads(path.read_text(encoding="utf-8"))
        copy = tmp_path / path.name
        copy.write_text(json.dumps({**data, "schema_version": 1.0}), encoding="utf-8")
        with pytest.raises(TraceFormatError, match=r"schema_version: the file has version 1\.0"):
            RunTrace.load(copy)


# --------------------------------------------------------------------------- 04 replayed here

PINNED_04 = PINNED_04_PATH.name


def replay_notebook_04(path: Path) -> RunTrace:
    """Re-execute notebook 04's agents against the trace at ``path`` as its replay path does.

    The tight-budget agent, the demonstration panel, then the backtest through the runner, all
    with clients from one replaying Session, whose finish() checks every call was consumed and
    the artifacts match.
    """
    session = Session("04_research_agent", run_live=False, pinned_trace=path)
    params = session.params
    inputs = load_backtest_inputs()
    demo = get_demo_question()

    def llm(question, member):
        return session.llm(f"{question.question_id}/{member.agent_id}", lambda: None)

    def search(question, member):
        return session.search(f"{question.question_id}/{member.agent_id}", lambda: None)

    settings = BacktestSettings(
        agents=params["n_agents"],
        max_steps=params["max_steps"],
        max_search_results=params["max_search_results"],
        allowed_domains=params["allowed_domains"],
        knowledge_cutoff=params["model_knowledge_cutoff"],
        concurrency=1,
    )
    tight = PanelMember("tight_budget", 0.0, 7)
    agent = research_agent(
        llm(demo, tight),
        search(demo, tight),
        tight.agent_id,
        settings,
        max_steps=params["tight_budget_steps"],
    )
    artifacts = [agent.run(demo, default_as_of(demo)).artifact]
    by_id = {q.question_id: q for q in inputs.questions}
    for selected in ([demo], [by_id[qid] for qid in params["question_ids"]]):
        result = run_backtest(
            selected,
            search,
            llm,
            categories=inputs.categories,
            settings=settings,
            progress=lambda _: None,
            created_at=session.run.created_at,
        )
        artifacts += [a for panel in result.panels.values() for a in panel.artifacts]
    return session.finish(artifacts)


def test_the_pinned_04_trace_replays_to_its_recorded_artifacts():
    run = replay_notebook_04(REPO_TRACES_DIR / PINNED_04)
    assert run.notebook == "04_research_agent" and len(run.agents) == 52


def test_an_edited_probability_even_resealed_fails_at_the_artifact_comparison(tmp_path):
    data = json.loads((REPO_TRACES_DIR / PINNED_04).read_text(encoding="utf-8"))
    index, agent = next((i, a) for i, a in enumerate(data["agents"]) if a["status"] == "forecast")
    original = agent["p_yes"]
    agent["p_yes"] = 0.99 if original != 0.99 else 0.98
    data.pop("digest")
    data["digest"] = trace_digest(data)  # as a forger would: the digest alone cannot catch it
    edited = tmp_path / PINNED_04
    edited.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ReplayDivergenceError) as info:
        replay_notebook_04(edited)
    assert str(info.value).startswith(
        f"run {data['run_id']} ({PINNED_04}): agents[{index}] ({agent['agent_id']}) p_yes: "
        f"the trace records {agent['p_yes']!r} but replay produced {original!r}"
    )


def test_an_edited_rationale_even_resealed_fails_at_the_artifact_comparison(tmp_path):
    """Every field of an artifact is compared, not only its status and probability."""
    data = json.loads((REPO_TRACES_DIR / PINNED_04).read_text(encoding="utf-8"))
    index, agent = next((i, a) for i, a in enumerate(data["agents"]) if a["status"] == "forecast")
    agent["rationale"] = "A rationale written after the run."
    data.pop("digest")
    data["digest"] = trace_digest(data)
    edited = tmp_path / PINNED_04
    edited.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ReplayDivergenceError) as info:
        replay_notebook_04(edited)
    assert f"agents[{index}] ({agent['agent_id']}) rationale: the trace records " in str(info.value)


PINNED_01 = PINNED_01_PATH.name


@pytest.mark.notebooks
def test_notebook_01_refuses_a_pinned_trace_whose_probability_was_edited(tmp_path):
    """The issue's case: 0.70 edited to 0.99 used to replay as "every one matched the record".

    The edit is resealed with a fresh digest, as a forger would, so the notebook's artifact
    comparison is what has to catch it (an unsealed edit already fails the digest check)."""
    sys.path.insert(0, str(REPO / "scripts"))
    from notebook_build import execute
    from papermill.exceptions import PapermillExecutionError

    data = json.loads((REPO_TRACES_DIR / PINNED_01).read_text(encoding="utf-8"))
    assert [agent["p_yes"] for agent in data["agents"]] == [0.7]
    data["agents"][0]["p_yes"] = 0.99
    data["digest"] = trace_digest(data)
    traces = tmp_path / "traces"
    traces.mkdir()
    (traces / PINNED_01).write_text(json.dumps(data), encoding="utf-8")
    # The edited copy is replayed as a trace of one's own, by path: a bare name would find the
    # pinned original in forecast_traces/ first.
    with pytest.raises(PapermillExecutionError) as info:
        execute(
            REPO / "notebooks" / "01_react_reasoning.py",
            tmp_path / "01.ipynb",
            parameters={"PINNED_TRACE": str(traces / PINNED_01)},
        )
    assert info.value.ename == "ReplayDivergenceError"
    assert "agents[0] (react_agent) p_yes: the trace records 0.99 but replay produced 0.7" in (
        info.value.evalue
    )
