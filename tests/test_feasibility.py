"""The coverage requirements as settings, and the check before a run that a corpus can meet them.

A corpus with one document per question (``tests/data/leak_forecastbench``: 26 ForecastBench market
questions, each with its own background as its only document) is the case that made every agent
of an imported round end ``budget_exhausted``: here it is reported before any model call, the
command stops spending nothing or warns and runs, and the settings that make it feasible are
recorded, reach the agents' gates and prompts, and refuse a resume with other ones.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import ClassVar

import pytest
from support import REPO

import forecasting_agents.cli as cli
from forecasting_agents.agent._prompts import SYSTEM_PROMPT, build_system_prompt
from forecasting_agents.agent._research import ResearchAgent, default_as_of
from forecasting_agents.agent._state import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    AgentState,
    CoverageRequirements,
    EvidenceItem,
    parse_required_types,
    run_quality_gates,
)
from forecasting_agents.cli import main
from forecasting_agents.core._formats import CorpusDocument
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.evaluation._agent_run import research_agent, search_executor
from forecasting_agents.evaluation._backtest import load_backtest_inputs
from forecasting_agents.evaluation._feasibility import (
    InfeasibleCoverageError,
    check_coverage_feasibility,
    enforce_coverage_feasibility,
)
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.evaluation._settings import MAX_MIN_DOCUMENTS, BacktestSettings
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.search._corpus import CorpusSearchClient, QuestionCorpus

ONE_EACH = REPO / "tests" / "data" / "leak_forecastbench"
ONE_EACH_FILES = ["--questions", str(ONE_EACH / "questions.jsonl")]
ONE_EACH_FILES += ["--documents", str(ONE_EACH / "documents.jsonl"), "--allowed-domains", "any"]
ONE_EACH_INPUTS = load_backtest_inputs(ONE_EACH / "questions.jsonl", ONE_EACH / "documents.jsonl")
N_ONE_EACH = len(ONE_EACH_INPUTS.questions)
FEASIBLE_FLAGS = ["--min-documents", "1", "--require-types", "none"]
ANY_DOMAIN = BacktestSettings(allowed_domains=None)


def question(qid: str, cutoff: str = "2025-05-01") -> ForecastQuestion:
    return ForecastQuestion(
        f"Will the {qid} widget launch?",
        cutoff_date=cutoff,
        resolution_date="2025-06-01",
        question_id=qid,
    )


def document(qid: str | None, n: int, kind: str = "reporting", **fields) -> CorpusDocument:
    values = {
        "doc_id": f"{qid or 'shared'}-{n}",
        "question_id": qid,
        "title": f"Widget launch note {n}",
        "url": f"https://www.reuters.com/{qid or 'shared'}/{n}",
        "snippet": "widget launch on track",
        "published": "2025-04-20",
        "kind": kind,
    }
    return CorpusDocument(**{**values, **fields})


class CountingMock(BacktestMockLLMClient):
    """The command's mock, counting every model call made through any of its copies."""

    calls: ClassVar[list[int]] = []
    built: ClassVar[list[int]] = []

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        CountingMock.built.append(1)

    def _reply(self, messages, json_mode):
        CountingMock.calls.append(1)
        return super()._reply(messages, json_mode)


@pytest.fixture
def counting(monkeypatch):
    CountingMock.calls, CountingMock.built = [], []
    monkeypatch.setattr(cli, "BacktestMockLLMClient", CountingMock)
    return CountingMock


def backtest(out: Path, *flags: str) -> int:
    return main(["backtest", "--provider", "mock", *ONE_EACH_FILES, "--out", str(out), *flags])


# --------------------------------------------------------------------------- the settings


def test_the_requirements_are_checked_and_normalised_naming_the_bad_value():
    assert CoverageRequirements() == CoverageRequirements(
        DEFAULT_MIN_EVIDENCE_ITEMS, DEFAULT_REQUIRED_EVIDENCE_TYPES
    )
    swapped = CoverageRequirements(2, ("base_rate", "search_results", "base_rate"))
    assert swapped.required_types == DEFAULT_REQUIRED_EVIDENCE_TYPES
    for bad, message in [
        ({"min_documents": 0}, "min_documents: got 0; accepted: a whole number >= 1"),
        ({"min_documents": True}, "min_documents: got True"),
        ({"required_types": ("news",)}, "required_types: got 'news'; accepted: names from"),
        ({"required_types": "base_rate"}, "required_types: got 'base_rate'"),
    ]:
        with pytest.raises(ValueError, match=message):
            CoverageRequirements(**bad)
    assert parse_required_types("none") == parse_required_types(" NONE ") == ()
    assert parse_required_types("base_rate, search_results") == DEFAULT_REQUIRED_EVIDENCE_TYPES
    assert parse_required_types(["base_rate"]) == ("base_rate",)
    for bad in ("", "base_rate,", "news", [], [3]):
        with pytest.raises(ValueError, match=r"accepted: comma-separated names from .* 'none'"):
            parse_required_types(bad)


def test_backtest_settings_record_the_requirements_and_refuse_bad_ones():
    recorded = BacktestSettings(min_documents=1, required_types=()).recorded()
    assert recorded["min_documents"] == 1 and recorded["required_types"] == []
    default = BacktestSettings().recorded()
    assert default["min_documents"] == DEFAULT_MIN_EVIDENCE_ITEMS
    assert default["required_types"] == list(DEFAULT_REQUIRED_EVIDENCE_TYPES)
    swapped = BacktestSettings(required_types=("base_rate", "search_results"))
    assert swapped.recorded() == default  # one requirement, one record
    for bad, message in [
        ({"min_documents": 0}, "min_documents: got 0; accepted: an integer from 1 to 990"),
        ({"min_documents": MAX_MIN_DOCUMENTS + 1}, "min_documents: got 991"),
        ({"required_types": ("news",)}, "required_types: got 'news'"),
    ]:
        with pytest.raises(BacktestConfigError, match=message):
            BacktestSettings(**bad)


def test_the_command_refuses_bad_requirement_flags_where_they_enter(tmp_path, capsys):
    for flags, expected in [
        (["--min-documents", "0"], "argument --min-documents: got '0'; accepted: an integer"),
        (["--require-types", "news"], "argument --require-types: got 'news'; accepted: comma"),
        (["--infeasible", "maybe"], "argument --infeasible: invalid choice: 'maybe'"),
    ]:
        with pytest.raises(SystemExit) as stop:
            main(["backtest", "--provider", "mock", "--out", str(tmp_path / "x"), *flags])
        assert stop.value.code == 2
        assert expected in capsys.readouterr().err
    assert not (tmp_path / "x").exists()


# --------------------------------------------------------------------------- agent, gates, prompt


def test_default_settings_keep_every_prompt_byte_identical():
    agent = ResearchAgent(ScriptedLLMClient([]), CorpusSearchClient([]))
    assert agent.system_prompt == SYSTEM_PROMPT == build_system_prompt()
    built = research_agent(ScriptedLLMClient([]), CorpusSearchClient([]), "a1", BacktestSettings())
    assert built.system_prompt == SYSTEM_PROMPT and built.coverage == CoverageRequirements()


def test_the_agent_passes_its_requirements_to_its_gates_and_its_prompt():
    settings = BacktestSettings(min_documents=1, required_types=())
    agent = research_agent(ScriptedLLMClient([]), CorpusSearchClient([]), "a1", settings)
    assert agent.coverage == CoverageRequirements(1, ())
    assert agent.system_prompt == build_system_prompt(1, ())
    assert "at least 1 distinct document." in agent.system_prompt
    assert "of each type" not in agent.system_prompt
    assert "at least 2 distinct documents, including documents of each type: base_rate." in (
        build_system_prompt(2, ("base_rate",))
    )
    # One reporting document and a forecast: refused under the defaults, accepted under 1/none.
    q = question("widget")
    docs = [document("widget", 1).to_search_result()]
    replies = [
        json.dumps({"action": "search", "query": "widget launch", "evidence_type": "base_rate"}),
        json.dumps(
            {
                "action": "forecast",
                "p_yes": 0.7,
                "rationale": "the note says on track",
                "cited": "D1",
            }
        ),
    ]
    runs = {}
    for name, kwargs in [("default", {}), ("one", {"min_documents": 1, "required_types": ()})]:
        llm = ScriptedLLMClient(replies)
        agent = ResearchAgent(llm, CorpusSearchClient(docs), "a1", max_steps=2, **kwargs)
        runs[name] = agent.run(q, as_of=default_as_of(q))
    assert runs["default"].artifact.status == "budget_exhausted"
    assert "coverage (missing required evidence types: base_rate" in (
        runs["default"].artifact.rationale
    )
    accepted = runs["one"]
    assert accepted.artifact.status == "forecast" and accepted.artifact.p_yes == 0.7
    coverage = accepted.gate_checks[-1][0]
    assert coverage.gate_name == "coverage" and coverage.details["min_items"] == 1


def test_run_quality_gates_takes_the_requirements():
    state = AgentState("q?", cutoff_date="2025-05-01")
    result = document(None, 1).to_search_result().to_dict()
    state.evidence.append(
        EvidenceItem("search_results", "corpus", "2025-04-30T12:00:00", "q", [result]).to_dict()
    )
    as_of = "2025-04-30T12:00:00"
    assert not run_quality_gates(state, as_of)[0].passed
    assert run_quality_gates(state, as_of, CoverageRequirements(1, ()))[0].passed


# --------------------------------------------------------------------------- the check


def test_one_document_per_question_is_infeasible_under_the_defaults():
    report = check_coverage_feasibility(
        ONE_EACH_INPUTS.questions, ONE_EACH_INPUTS.documents, ANY_DOMAIN
    )
    assert report.blocked and len(report.infeasible) == N_ONE_EACH == 26
    first = report.infeasible[0]
    assert first.distinct == 1 and first.by_type == {"search_results": 1}
    assert first.problems == (
        "1 distinct document, below the minimum of 3",
        "no base_rate document",
    )
    lines = report.lines()
    assert lines[1] == (
        "coverage check: 26 of 26 questions cannot meet it (26 too few documents, 26 no base_rate "
        "document), so none of their agents can have a forecast accepted:"
    )
    assert len(lines) == 2 + N_ONE_EACH


def test_one_document_per_question_is_feasible_with_one_document_and_no_type():
    settings = BacktestSettings(allowed_domains=None, min_documents=1, required_types=())
    report = check_coverage_feasibility(
        ONE_EACH_INPUTS.questions, ONE_EACH_INPUTS.documents, settings
    )
    assert not report.blocked and len(report.questions) == N_ONE_EACH
    assert report.lines()[-1] == "coverage check: the documents of all 26 questions can meet it"


def test_the_check_applies_the_controls_every_search_applies():
    # The course allowlist removes every market page; the strict leak check every background
    # (each names its market's deadline, after the cutoff).
    feasible = {"min_documents": 1, "required_types": ()}
    for settings, why in [
        (BacktestSettings(**feasible), {"removed_by_policy": 1}),
        (
            BacktestSettings(allowed_domains=None, leak_policy="strict", **feasible),
            {"removed_by_leak_check": 1},
        ),
    ]:
        report = check_coverage_feasibility(
            ONE_EACH_INPUTS.questions, ONE_EACH_INPUTS.documents, settings
        )
        assert len(report.infeasible) == N_ONE_EACH
        assert {q.distinct for q in report.infeasible} == {0}
        assert all(q.removed == why for q in report.infeasible)
    q = question("w")
    docs = [
        document("w", 1, published="2025-05-02"),  # after the cutoff
        document("w", 2, published=None),  # undated
        document("w", 3, url="https://www.reddit.com/r/w/3"),  # outside the allowlist
        document("w", 4, kind="base_rate"),
    ]
    (checked,) = check_coverage_feasibility([q], docs, BacktestSettings()).questions
    assert checked.available == 4 and checked.distinct == 1
    assert checked.removed == {"removed_by_cutoff": 1, "removed_undated": 1, "removed_by_policy": 1}
    assert checked.missing_types == ("search_results",) and checked.too_few
    assert checked.line() == (
        "  w: 1 distinct document, below the minimum of 3; no search_results document [can find 1 "
        "of 4 documents: 1 base_rate, removed 1 published on or after the cutoff, 1 undated, 1 by "
        "the source policy]"
    )


def test_documents_count_as_the_gate_counts_them():
    q, other = question("w"), question("other")
    docs = [
        document("w", 1),
        document("w", 2, url="https://www.reuters.com/w/1"),  # the same page again: counts once
        document("other", 1, kind="base_rate"),  # another question's: never found here
        # Shared and without a kind: found by a base-rate search, it is a base rate.
        SearchResult(
            "Widget launch history", "https://apnews.com/h", "widget launch", "2025-01-01"
        ),
    ]
    report = check_coverage_feasibility([q, other], docs, BacktestSettings())
    mine, theirs = report.questions
    assert (mine.distinct, mine.by_type, mine.untyped) == (2, {"search_results": 1}, 1)
    assert mine.problems == ("2 distinct documents, below the minimum of 3",)
    assert theirs.by_type == {"base_rate": 1} and theirs.untyped == 1
    corpus = QuestionCorpus(docs)
    assert check_coverage_feasibility([q, other], corpus, BacktestSettings()) == report


def test_the_budget_is_checked_once_for_every_question():
    report = check_coverage_feasibility(
        load_backtest_inputs().questions, load_backtest_inputs().documents, BacktestSettings()
    )
    assert not report.blocked  # the course's corpus serves the course's defaults
    tight = BacktestSettings(max_steps=2, max_search_results=1)
    report = check_coverage_feasibility([question("w")], [document("w", 1)], tight)
    assert report.budget_problem == (
        "a budget of 2 replies leaves at most 1 searches of 1 documents, so 1 documents, fewer "
        "than 3"
    )
    assert report.blocked
    with pytest.raises(InfeasibleCoverageError, match="cannot be met by any question: a budget"):
        enforce_coverage_feasibility(report, "stop", say=lambda _: None)


def test_a_live_search_client_cannot_be_checked_and_says_so_once():
    lines: list[str] = []
    client = CorpusSearchClient([document("w", 1).to_search_result()])
    report = check_coverage_feasibility([question("w"), question("v")], client, BacktestSettings())
    assert not report.blocked and report.questions == ()
    enforce_coverage_feasibility(report, "stop", say=lines.append)
    assert lines[1] == (
        "coverage check: searches go to a search client (CorpusSearchClient), so what they can "
        "find cannot be known before the run; no question was checked against its documents"
    )
    assert len(lines) == 2
    with pytest.raises(TypeError, match="documents: got str; accepted: a QuestionCorpus"):
        check_coverage_feasibility([question("w")], "tavily", BacktestSettings())  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="infeasible: got 'maybe'; accepted: skip, stop, warn"):
        enforce_coverage_feasibility(report, "maybe")  # type: ignore[arg-type]


# --------------------------------------------------------------------------- the command


def test_stop_lists_the_questions_and_spends_nothing(tmp_path, capsys, counting):
    out = tmp_path / "run"
    assert backtest(out) == 2
    captured = capsys.readouterr()
    assert captured.out == ""  # the report is a warning: standard error
    assert "coverage check: 26 of 26 questions cannot meet it" in captured.err
    for q in ONE_EACH_INPUTS.questions:
        assert f"\n  {q.question_id}: 1 distinct document, below the minimum of 3;" in captured.err
    assert "stopped before any model call" in captured.err and "--infeasible warn" in captured.err
    assert counting.calls == [] and counting.built == []  # no call, not even a client
    assert not out.exists()  # nothing written: the same --out takes other settings next


def test_warn_lists_the_questions_and_runs_every_one(tmp_path, capsys, counting):
    out = tmp_path / "run"
    assert backtest(out, "--infeasible", "warn", "--agents", "1") == 0
    captured = capsys.readouterr()
    assert "coverage check: running every question anyway (warn)" in captured.err
    assert f"[{N_ONE_EACH}/{N_ONE_EACH}]" in captured.out
    # As the check said: no forecast, every agent's whole budget spent.
    table = (out / "questions.csv").read_text(encoding="utf-8")
    assert table.count("budget_exhausted") >= N_ONE_EACH
    assert len(counting.calls) == N_ONE_EACH * BacktestSettings().max_steps


def test_feasible_settings_run_are_recorded_and_a_resume_with_others_is_refused(
    tmp_path, capsys, counting
):
    out = tmp_path / "run"
    assert backtest(out, *FEASIBLE_FLAGS, "--agents", "1") == 0
    captured = capsys.readouterr()
    assert "coverage check: the documents of all 26 questions can meet it" in captured.out
    settings = json.loads((out / "manifest.json").read_text())["run"]["settings"]
    assert settings["min_documents"] == 1 and settings["required_types"] == []
    (trace,) = out.glob("backtest_*.json")
    params = json.loads(trace.read_text())["params"]["settings"]
    assert params["min_documents"] == 1 and params["required_types"] == []
    record = json.loads(next((out / "records").glob("*.json")).read_text())
    assert record["inputs"]["settings"]["required_types"] == []
    assert "forecast" in (out / "questions.csv").read_text()
    calls = len(counting.calls)
    # Same settings: every record is reused. Other ones: refused, naming what differs.
    assert backtest(out, *FEASIBLE_FLAGS, "--agents", "1") == 0
    assert len(counting.calls) == calls
    capsys.readouterr()
    code = backtest(out, "--min-documents", "2", "--require-types", "search_results")
    assert code == 2  # the check stops first: nothing to resume with
    other = ["--min-documents", "2", "--require-types", "none", "--infeasible", "warn"]
    assert backtest(out, *other, "--agents", "1") == 2
    err = capsys.readouterr().err
    assert "holds a run started with other arguments" in err
    assert "settings.min_documents: directory has 1, now 2" in err
    assert len(counting.calls) == calls


def test_the_readme_worked_example_prints_what_the_readme_shows(tmp_path):
    section = (REPO / "docs" / "coverage.md").read_text(encoding="utf-8")
    command_block, output_block = section.split("```bash\n", 1)[1].split("```\n\n```text\n", 1)
    words = command_block.replace("\\\n", " ").split()
    assert words[0] == ".venv/bin/forecast-agents"
    words[0] = str(Path(sys.executable).parent / "forecast-agents")
    # Run from a scratch folder, with the README's relative test-data paths made absolute.
    words[1:] = [w.replace("tests/", f"{REPO}/tests/", 1) for w in words[1:]]
    done = subprocess.run(words, capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert done.returncode == 2
    shown = [line for line in output_block.split("```", 1)[0].splitlines() if line != "..."]
    printed = done.stderr.splitlines()
    assert all(line in printed for line in shown), (shown, printed)
    assert not (tmp_path / "runs").exists()


@pytest.mark.parametrize(
    "settings",
    [
        BacktestSettings(),
        ANY_DOMAIN,
        BacktestSettings(leak_policy="strict", search_pool=4, allowed_domains=("apnews.com",)),
    ],
)
def test_the_coverage_check_screens_with_the_executor_the_runners_agents_search_with(settings):
    """The executor has a builder of its own: the same controls an agent of the run gets, with
    no agent and no model behind it."""
    built = search_executor(None, settings)
    agents = research_agent(ScriptedLLMClient([]), None, "a", settings).executor
    assert vars(built) == vars(agents)
    assert built.require_dates and built.leak_check and built.model_judge is None
