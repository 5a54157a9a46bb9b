"""The pinned traces: each loads, says truthfully how it was made, holds no secret, is used.

A pinned trace is the evidence behind a notebook's printed output, so these checks run on the
committed files themselves rather than on fixtures.
"""

from __future__ import annotations

import json
import re
import shutil
import sys
from pathlib import Path

import pytest
from support import PINNED as PINNED_BY_NOTEBOOK
from support import PINNED_01 as PINNED_01_PATH
from support import PINNED_04 as PINNED_04_PATH
from support import REPO, notebook_parameters

from forecasting_agents.agent._research import default_as_of
from forecasting_agents.core._course import get_demo_question
from forecasting_agents.course._notebook import NOTEBOOK_04, WALKTHROUGH, ResearchNotebook
from forecasting_agents.evaluation._settings import RunSettings
from forecasting_agents.record._pinned import (
    PINNED_MANIFEST,
    PinnedManifestError,
    pinned_trace,
    pinned_traces,
)
from forecasting_agents.record._records import (
    LEGACY_LLM_CALL_KEYS,
    LEGACY_SCHEMA_VERSION,
    READABLE_SCHEMA_VERSIONS,
    TraceFormatError,
    trace_digest,
)
from forecasting_agents.record._replay import ReplayDivergenceError
from forecasting_agents.record._session import open_pinned_trace
from forecasting_agents.record._trace import REPO_TRACES_DIR, RunTrace, describe_run

PINNED = sorted(PINNED_BY_NOTEBOOK.values())
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
        assert PINNED_BY_NOTEBOOK[notebook] == path, f"the manifest pins {path.name} for another"
        # the notebook's default replays what the manifest names, and nothing else names a trace
        assert notebook_parameters(notebook)["PINNED_TRACE"] == ""
        assert open_pinned_trace("PINNED_TRACE", "", notebook).source_path == path

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

    The notebook's own settings, then through one :class:`ResearchNotebook`: the walk-through
    agent on the demonstration question, the demonstration panel, and the backtest; finish()
    checks that every recorded call was consumed and every artifact matches the record.
    """
    nb = ResearchNotebook.open(**{**notebook_parameters(NOTEBOOK_04), "PINNED_TRACE": str(path)})
    demo = nb.demo_question
    walkthrough = nb.agent(demo, WALKTHROUGH).run(demo, default_as_of(demo)).artifact
    panels = [
        nb.backtest([demo]).panels[demo.question_id],
        *nb.backtest(nb.questions).panels.values(),
    ]
    return nb.finish([walkthrough, *(run.artifact for panel in panels for run in panel.runs)])


def test_the_pinned_04_trace_replays_to_its_recorded_artifacts():
    run = replay_notebook_04(REPO_TRACES_DIR / PINNED_04)
    demo = get_demo_question().question_id
    backtested = [qid for qid in run.params["question_ids"] if qid != demo]
    panelled = RunSettings.from_params(run.params)["agents"] * (1 + len(backtested))
    assert run.notebook == "04_research_agent" and len(run.agents) == 1 + panelled


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


# --------------------------------------------------------------------------- the manifest


def _manifest(folder: Path, body: str) -> Path:
    path = folder / "pinned.toml"
    path.write_text(body, encoding="utf-8")
    return path


def test_a_new_trace_beside_the_pinned_ones_changes_nothing_read(tmp_path):
    """What a live run leaves in the folder (a second 04 trace) is not pinned until named."""
    for path in PINNED:
        shutil.copy(path, tmp_path / path.name)
    shutil.copy(PINNED_04_PATH, tmp_path / "04_research_agent_20991231T000000Z_ffffffffffff.json")
    manifest = _manifest(tmp_path, PINNED_MANIFEST.read_text(encoding="utf-8"))
    assert pinned_traces(manifest) == {n: tmp_path / p.name for n, p in PINNED_BY_NOTEBOOK.items()}


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("[pinned\n", "not valid TOML"),
        ("title = 1\n", "needs a [pinned] table"),
        ('[pinned]\n04_research_agent = "../04_research_agent_x.json"\n', "give the file name"),
        (
            '[pinned]\n04_research_agent = "01_react_reasoning_x.json"\n',
            "named 04_research_agent_*",
        ),
        ('[pinned]\n04_research_agent = "04_research_agent_x.json"\n', "no such file"),
    ],
)
def test_a_bad_manifest_is_refused_naming_the_entry(tmp_path, body, message):
    with pytest.raises(PinnedManifestError, match=re.escape(message)):
        pinned_traces(_manifest(tmp_path, body))


def test_a_missing_manifest_or_entry_says_what_to_do(tmp_path):
    with pytest.raises(PinnedManifestError, match="restore it"):
        pinned_traces(tmp_path / "pinned.toml")
    shutil.copy(PINNED_01_PATH, tmp_path / PINNED_01_PATH.name)
    manifest = _manifest(tmp_path, f'[pinned]\n01_react_reasoning = "{PINNED_01_PATH.name}"\n')
    with pytest.raises(PinnedManifestError, match="pins no trace for '04_research_agent'"):
        pinned_trace("04_research_agent", manifest)
