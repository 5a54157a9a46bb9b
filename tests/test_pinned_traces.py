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

from agent_fixtures import get_demo_question, get_resolved_questions
from agent_observability import (
    LEGACY_LLM_CALL_KEYS,
    LEGACY_SCHEMA_VERSION,
    REPO_TRACES_DIR,
    ReplayDivergenceError,
    RunTrace,
    TraceFormatError,
    assert_artifacts_match,
    describe_run,
    replay_llm,
    replay_search,
)
from agent_research import PanelMember, ResearchAgent, default_as_of, run_panel

REPO_ROOT = Path(__file__).resolve().parents[1]
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
        source = (REPO_ROOT / "notebooks" / f"{notebook}.py").read_text()
        assert f'PINNED_TRACE = "{path.name}"' in source, f"{path.name} is not used by {notebook}"

    def test_is_valid_utf8_json_with_a_schema_version(self, path):
        assert json.loads(path.read_bytes().decode("utf-8"))["schema_version"] == 1

    def test_is_read_as_a_legacy_trace_without_digest_or_wire_requests(self, path):
        run = RunTrace.load(path)
        assert run.is_legacy and run.schema_version == LEGACY_SCHEMA_VERSION
        assert run.digest is None and "digest" not in run.to_dict()
        assert all(tuple(call) == LEGACY_LLM_CALL_KEYS for call in run.llm_calls)
        assert "integrity: legacy trace (schema_version 1): no digest" in describe_run(run)

    def test_resaving_it_elsewhere_gives_the_same_bytes(self, path, tmp_path):
        assert RunTrace.load(path).save(tmp_path).read_bytes() == path.read_bytes()

    def test_version_1_0_of_the_same_content_is_refused(self, path, tmp_path):
        data = json.loads(path.read_text(encoding="utf-8"))
        copy = tmp_path / path.name
        copy.write_text(json.dumps({**data, "schema_version": 1.0}), encoding="utf-8")
        with pytest.raises(TraceFormatError, match=r"schema_version: the file has version 1\.0"):
            RunTrace.load(copy)


# --------------------------------------------------------------------------- 04 replayed here

PINNED_04 = "04_research_agent_20261129T190736Z_a3b157545376.json"


def replay_notebook_04(run: RunTrace) -> list:
    """Re-execute notebook 04's agents against ``run`` as its replay path does; the artifacts."""
    params = run.params
    replayed = []

    def research(question, members, max_steps):
        def make_agent(member):
            label = f"{question.question_id}/{member.agent_id}"
            replayed.extend([replay_llm(run, label), replay_search(run, label)])
            return ResearchAgent(
                replayed[-2],
                replayed[-1],
                agent_id=member.agent_id,
                max_steps=max_steps,
                max_search_results=params["max_search_results"],
            )

        return run_panel(question, members, make_agent, as_of=default_as_of(question)).artifacts

    panel = [
        PanelMember(f"agent_{i + 1}", t, s)
        for i, (t, s) in enumerate(
            zip(params["panel_temperatures"], params["panel_seeds"], strict=True)
        )
    ]
    tight = PanelMember("tight_budget", 0.0, 7)
    artifacts = research(get_demo_question(), [tight], params["tight_budget_steps"])
    for question in [get_demo_question(), *get_resolved_questions()]:
        artifacts += research(question, panel, params["max_steps"])
    for client in replayed:
        client.assert_exhausted()
    return artifacts


def test_the_pinned_04_trace_replays_to_its_recorded_artifacts():
    run = RunTrace.load(REPO_TRACES_DIR / PINNED_04)
    assert_artifacts_match(run, replay_notebook_04(run))


def test_an_edited_probability_in_a_legacy_trace_fails_at_the_artifact_comparison(tmp_path):
    data = json.loads((REPO_TRACES_DIR / PINNED_04).read_text(encoding="utf-8"))
    index, agent = next((i, a) for i, a in enumerate(data["agents"]) if a["status"] == "forecast")
    original = agent["p_yes"]
    agent["p_yes"] = 0.99 if original != 0.99 else 0.98
    edited = tmp_path / PINNED_04
    edited.write_text(json.dumps(data), encoding="utf-8")
    run = RunTrace.load(edited)  # a legacy trace has no digest, so the edit loads
    with pytest.raises(ReplayDivergenceError) as info:
        assert_artifacts_match(run, replay_notebook_04(run))
    assert str(info.value).startswith(
        f"run {run.run_id} ({PINNED_04}): agents[{index}] ({agent['agent_id']}) p_yes: "
        f"the trace records {agent['p_yes']!r} but replay produced {original!r}"
    )


PINNED_01 = "01_react_reasoning_20261129T185044Z_2fc4e3fcda55.json"


@pytest.mark.notebooks
def test_notebook_01_refuses_a_pinned_trace_whose_probability_was_edited(tmp_path):
    """The issue's case: 0.70 edited to 0.99 used to replay as "every one matched the record"."""
    sys.path.insert(0, str(REPO_ROOT / "scripts"))
    from notebook_build import execute
    from papermill.exceptions import PapermillExecutionError

    text = (REPO_TRACES_DIR / PINNED_01).read_text(encoding="utf-8")
    assert text.count('"p_yes": 0.7,') == 1
    traces = tmp_path / "traces"
    traces.mkdir()
    (traces / PINNED_01).write_text(text.replace('"p_yes": 0.7,', '"p_yes": 0.99,'))
    # The edited copy is replayed as a trace of one's own, by path: a bare name would find the
    # pinned original in forecast_traces/ first.
    with pytest.raises(PapermillExecutionError) as info:
        execute(
            REPO_ROOT / "notebooks" / "01_react_reasoning.py",
            tmp_path / "01.ipynb",
            parameters={"PINNED_TRACE": str(traces / PINNED_01)},
        )
    assert info.value.ename == "ReplayDivergenceError"
    assert "agents[0] (react_agent) p_yes: the trace records 0.99 but replay produced 0.7" in (
        info.value.evalue
    )
