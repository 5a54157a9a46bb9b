"""The search controls: one table, the page filled after them, one document identity, the coverage
check's bound and its messages, and infeasible questions recorded rather than run.

The case behind them: documents the controls remove (leaks, above all) outrank the legitimate ones
on the agents' searches, so a search that cuts its page of ``max_search_results`` before the
controls returns nothing, while the check before the run counted the legitimate ones as found. Here
three leaks outrank one legitimate document on every query (each holds every one of its words,
more often), which makes both halves testable: no query returns it through a page cut first, the
check says so, and a page filled after the controls returns it.
"""

from __future__ import annotations

import json
import shlex
from dataclasses import fields, replace
from pathlib import Path

import pytest
from support import REPO

import forecasting_agents.cli as cli
from forecasting_agents.agent._research import ResearchAgent, default_as_of
from forecasting_agents.agent._state import (
    AgentState,
    EvidenceItem,
    ToolTraceEntry,
    check_coverage_gate,
    document_key,
)
from forecasting_agents.cli import main
from forecasting_agents.core._formats import CorpusDocument
from forecasting_agents.core._schemas import ARTIFACT_STATUSES, ForecastQuestion, SearchResult
from forecasting_agents.evaluation._agent_run import research_agent
from forecasting_agents.evaluation._backtest import run_backtest
from forecasting_agents.evaluation._feasibility import (
    InfeasibleCoverageError,
    check_coverage_feasibility,
    enforce_coverage_feasibility,
)
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.record._tracing import trace_llm, trace_search
from forecasting_agents.report._page import build_report_data
from forecasting_agents.report._searches import DECIDED_BY as REPORT_DECIDED_BY
from forecasting_agents.search._corpus import CorpusSearchClient
from forecasting_agents.search._decisions import (
    CONTROLS,
    DECIDED_BY,
    OUTCOMES,
    REMOVAL_COUNTS,
    control_named,
)
from forecasting_agents.search._executor import (
    MAX_RESULTS_LIMIT,
    MAX_SEARCH_POOL,
    ToolExecution,
    ToolExecutor,
    default_search_pool,
)

CUTOFF = "2025-03-01"
WORDS = "widget launch plan factory output ramps"


def leak(n: int) -> CorpusDocument:
    """Every word of the legitimate document, three times, and a report of a later event."""
    return CorpusDocument(
        doc_id=f"recap-{n}",
        question_id="w",
        title="Widget launch plan: factory output ramps",
        url=f"https://www.reuters.com/a-recap-{n}",
        snippet=f"{WORDS}; {WORDS}. It happened on March 10, 2025.",
        published="2025-02-01",
    )


def plan(n: int | str = "") -> CorpusDocument:
    return CorpusDocument(
        doc_id=f"plan{n}",
        question_id="w",
        title="Widget launch plan",
        url=f"https://www.reuters.com/z-plan{n}",
        snippet="Factory output ramps.",
        published="2025-02-03",
    )


QUESTION = ForecastQuestion(
    "Will the widget launch on time?",
    cutoff_date=CUTOFF,
    resolution_date="2025-06-01",
    question_id="w",
    resolved_outcome=1,
)
ONE_ANY = {"min_documents": 1, "required_types": (), "allowed_domains": None}


def results(*docs: CorpusDocument) -> list[SearchResult]:
    return [d.to_search_result() for d in docs]


class CountingClient(CorpusSearchClient):
    """A corpus client that remembers how many results each search asked for."""

    def __init__(self, documents):
        super().__init__(documents)
        self.asked: list[int] = []

    def search(self, query, max_results=5, cutoff_date=None):
        self.asked.append(max_results)
        return super().search(query, max_results, cutoff_date)


def executor(client, pool: int | None) -> ToolExecutor:
    return ToolExecutor(
        client, allowed_domains=None, require_dates=True, leak_check=True, search_pool=pool
    )


# --------------------------------------------------------------------------- one table


def test_one_table_of_controls_is_what_every_module_names():
    assert [c.name for c in CONTROLS] == ["cutoff", "undated", "leak", "policy"]
    assert tuple(c.count for c in CONTROLS) == REMOVAL_COUNTS
    logged = {f.name for f in fields(ToolExecution)}
    traced = {f.name for f in fields(ToolTraceEntry)}
    assert set(REMOVAL_COUNTS) <= logged and set(REMOVAL_COUNTS) <= traced
    assert dict(DECIDED_BY) == {c.name: c.decided_by for c in CONTROLS}
    assert {c.name: c.rederived_by for c in CONTROLS} == REPORT_DECIDED_BY
    # A result for each control, in the table's order: the preview names them in that order,
    # with the table's labels, and each decision names the table's function.
    docs = [
        SearchResult("late", "https://www.reuters.com/l", "widget", "2025-03-05"),
        SearchResult("undated", "https://www.reuters.com/u", "widget", None),
        SearchResult(
            "leak", "https://www.reuters.com/k", "widget won on March 9, 2025", "2025-02-01"
        ),
        SearchResult("off-policy", "https://blog.example.org/p", "widget", "2025-02-01"),
    ]
    screening = ToolExecutor(
        _Fixed(docs), allowed_domains={"reuters.com"}, require_dates=True, leak_check=True
    )
    assert screening.execute_search("widget", 4, CUTOFF) == []
    entry = screening.execution_log[-1]
    labels = ", ".join(f"1 {c.label}" for c in CONTROLS)
    assert entry.result_preview == f"0 results ({labels})"
    assert [(d.control, d.decided_by) for d in entry.decisions] == [
        (c.name, c.decided_by) for c in CONTROLS
    ]
    assert all(getattr(entry, c.count) == 1 for c in CONTROLS)


class _Fixed:
    """Returns the same results, whatever is asked (a client that ignores the cutoff)."""

    client_name = "fixed"

    def __init__(self, docs):
        self.docs = list(docs)

    def search(self, query, max_results=5, cutoff_date=None):
        return list(self.docs)


# --------------------------------------------------------------------------- the page


def test_leaks_that_outrank_every_legitimate_document_no_longer_take_the_page():
    client = CountingClient(results(leak(1), leak(2), leak(3), *(plan(n) for n in range(1, 5))))
    assert [r.url for r in client.search("widget launch", 3, CUTOFF)] == [
        leak(n).url for n in (1, 2, 3)
    ]  # the precondition: the leaks rank first
    cut_first = executor(client, None)
    assert cut_first.execute_search("widget launch", 3, CUTOFF) == []
    assert cut_first.execution_log[-1].result_preview == "0 results (3 flagged as leak)"
    filled = executor(client, 10)
    shown = filled.execute_search("widget launch", 3, CUTOFF)
    assert [r.url for r in shown] == [plan(n).url for n in (1, 2, 3)]
    entry = filled.execution_log[-1]
    assert client.asked == [3, 3, 10]
    assert (entry.search_pool, entry.result_count, entry.beyond_page) == (10, 3, 1)
    assert entry.removed_by_leak_check == 3
    assert (
        entry.result_preview
        == "3 results (3 flagged as leak, 1 beyond the page): Widget launch plan"
    )
    # Every result the client returned has its decision, in order.
    assert [d.outcome for d in entry.decisions] == ["removed"] * 3 + ["kept"] * 3 + ["beyond_page"]
    assert {d.outcome for d in entry.decisions} <= set(OUTCOMES)
    beyond = entry.decisions[-1]
    assert beyond.url == plan(4).url and beyond.control is None and beyond.decided_by is None
    assert beyond.reason == "passed every control; not shown: the page of 3 was full"
    assert entry.args == {"query": "widget launch", "max_results": 3, "cutoff_date": CUTOFF}


def test_the_pool_is_four_pages_from_the_tools_limit_to_one_live_request():
    assert [default_search_pool(page) for page in (1, 3, 4, 5, 10)] == [10, 12, 16, 20, 20]
    assert default_search_pool(MAX_RESULTS_LIMIT) == MAX_SEARCH_POOL == 20
    for bad in (0, 21, True, "12"):
        with pytest.raises(ValueError, match=r"search_pool: got .*; accepted: a whole number"):
            ToolExecutor(None, search_pool=bad)


def test_the_pool_is_a_recorded_setting_whose_absence_means_the_page_cut_first():
    default = BacktestSettings()
    assert default.search_pool == default_search_pool(default.max_search_results) == 12
    assert default.fills_page and default.recorded()["search_pool"] == 12
    legacy = BacktestSettings(search_pool=default.max_search_results)
    assert not legacy.fills_page and "search_pool" not in legacy.recorded()
    # With the page cut first, the record is the one every run before the setting made.
    assert legacy.recorded() == {k: v for k, v in default.recorded().items() if k != "search_pool"}
    llm = ScriptedLLMClient([])
    assert research_agent(llm, None, "a", legacy).executor.search_pool is None
    assert research_agent(llm, None, "a", default).executor.search_pool == 12
    with pytest.raises(BacktestConfigError, match=r"search_pool: got 2; accepted: .* \(3\) to 20"):
        BacktestSettings(search_pool=2)


def test_an_agent_whose_leaks_outrank_its_documents_forecasts_only_with_the_page_filled():
    docs = results(leak(1), leak(2), leak(3), plan())
    replies = [
        json.dumps(
            {"action": "search", "query": "widget launch", "evidence_type": "search_results"}
        ),
        json.dumps({"action": "forecast", "p_yes": 0.6, "rationale": "on plan", "cited": "D1"}),
    ]
    ended = {}
    for pool in (None, 10):
        agent = ResearchAgent(
            ScriptedLLMClient(replies),
            CorpusSearchClient(docs),
            max_steps=2,
            max_search_results=3,
            allowed_domains=None,
            min_documents=1,
            required_types=(),
            search_pool=pool,
        )
        ended[pool] = agent.run(QUESTION, default_as_of(QUESTION)).artifact
    assert ended[None].status == "budget_exhausted"  # it was shown nothing: D1 was never given
    assert ended[10].status == "forecast" and ended[10].cited[0]["url"] == plan().url


# --------------------------------------------------------------------------- identity


def test_two_documents_without_a_url_are_two_ids_as_the_gate_counts_two():
    untitled = [
        SearchResult("Widget plan, first note", "", "widget launch", "2025-02-01"),
        SearchResult("Widget plan, second note", "", "widget launch", "2025-02-02"),
    ]
    replies = [
        json.dumps({"action": "search", "query": "widget", "evidence_type": "search_results"}),
        json.dumps({"action": "forecast", "p_yes": 0.6, "rationale": "two notes", "cited": "D2"}),
    ]
    agent = ResearchAgent(
        ScriptedLLMClient(replies),
        _Fixed(untitled),
        max_steps=2,
        allowed_domains=None,
        min_documents=2,
        required_types=(),
    )
    run = agent.run(QUESTION, default_as_of(QUESTION))
    assert run.artifact.status == "forecast"
    assert run.artifact.cited == [{"id": "D2", "url": "", "title": "Widget plan, second note"}]
    (search,) = [t for t in run.artifact.traces if t.action == "search"]
    assert [d["id"] for d in search.documents] == ["D1", "D2"]
    assert run.gate_checks[-1][0].details["distinct_documents"] == 2
    # The one identity: the gate counts by it, and so do the ids.
    keys = {document_key(r.to_dict()) for r in untitled}
    assert len(keys) == 2
    state = AgentState("q?", cutoff_date=CUTOFF)
    state.evidence.append(
        EvidenceItem(
            "search_results", "x", "2025-02-28T12:00:00", "q", [r.to_dict() for r in untitled]
        ).to_dict()
    )
    assert check_coverage_gate(state, (), 2).passed


# --------------------------------------------------------------------------- the check


def test_the_check_counts_only_what_a_search_can_return_through_the_page():
    docs = [leak(1), leak(2), leak(3), plan()]
    cut_first = BacktestSettings(max_search_results=3, search_pool=3, **ONE_ANY)
    filled = BacktestSettings(max_search_results=3, **ONE_ANY)
    assert filled.search_pool == 12
    (before,) = check_coverage_feasibility([QUESTION], docs, cut_first).questions
    (after,) = check_coverage_feasibility([QUESTION], docs, filled).questions
    assert not before.feasible and after.feasible
    assert before.removed == after.removed == {"removed_by_leak_check": 3}
    assert (before.distinct, before.unreturned) == (0, 1)
    assert before.line() == (
        "  w: 0 distinct documents, below the minimum of 1 [can find 0 of 4 documents: removed 3 "
        "by the leak check, 1 no search returns]"
    )
    unreturned = before.unfindable[-1]
    assert unreturned.line() == (
        "    plan (published 2025-02-03): no search returns it: 3 documents (recap-1, recap-2, "
        "recap-3; 3 of them removed by the controls) rank above it on every query, and a page, "
        "cut before the controls, holds 3; --search-pool 4 returns it"
    )
    # What the check says is what searches do: no query returns it through a page cut first,
    # every one of these does when the page is filled after the controls.
    client = CorpusSearchClient(results(*docs))
    for query in ("widget launch", "ramps", "plan factory output", "Widget launch plan"):
        assert executor(client, None).execute_search(query, 3, CUTOFF) == []
        found = executor(client, 12).execute_search(query, 3, CUTOFF)
        assert [r.url for r in found] == [plan().url]


def test_each_document_the_check_cannot_find_is_named_with_its_decision_and_its_flag():
    docs = [
        replace(plan("-late"), published="2025-03-04"),
        CorpusDocument("nodate", "w", "Widget note", "https://www.reuters.com/n", "widget", None),
        CorpusDocument(
            "sched",
            "w",
            "Widget launch",
            "https://www.reuters.com/s",
            "The widget launch is scheduled for March 10, 2025.",
            "2025-02-01",
        ),
        leak(1),
        CorpusDocument(
            "blog", "w", "Widget blog", "https://blog.example.org/b", "widget", "2025-02-01"
        ),
    ]
    strict = BacktestSettings(leak_policy="strict", min_documents=1, required_types=())
    (checked,) = check_coverage_feasibility([QUESTION], docs, strict).questions
    assert not checked.feasible
    lines = {d.doc_id: d.line() for d in checked.unfindable}
    assert lines["plan-late"] == (
        "    plan-late (published 2025-03-04): removed published on or after the cutoff: published "
        "2025-03-04, on or after the cutoff 2025-03-01; no flag: the question's cutoff_date is the "
        "point in time it is asked at"
    )
    assert lines["nodate"].startswith(
        "    nodate (published no date): removed undated: no publication date: cannot show it "
        "predates the cutoff; no flag"
    )
    # The leak check's own words: the date, the rule and the words around it, and the policy
    # that keeps a schedule (strict removes it; schedule-aware does not).
    assert lines["sched"].startswith(
        "    sched (published 2025-02-01): removed by the leak check: 'March 10, 2025', rule "
        'any-date in "The widget launch is scheduled for March 10, 2025"'
    )
    assert "--leak-policy schedule-aware" in lines["sched"] and lines["sched"].endswith("keeps it")
    assert "'March 10, 2025', rule any-date" in lines["recap-1"]
    assert "schedule-aware" in lines["recap-1"] and "removes it too" in lines["recap-1"]
    assert lines["blog"].endswith(
        "removed by the source policy: the source policy does not admit blog.example.org; "
        "--allowed-domains any keeps it, or a list that names blog.example.org"
    )
    printed = check_coverage_feasibility([QUESTION], docs, strict).lines()
    assert printed[-len(docs) :] == [d.line() for d in checked.unfindable]


def test_untyped_documents_need_a_search_for_each_type_they_must_supply():
    untyped = [SearchResult("Widget", "https://www.reuters.com/w", "widget", "2025-02-01")]
    tight = BacktestSettings(
        max_steps=2, max_search_results=3, min_documents=1, allowed_domains=None
    )
    (checked,) = check_coverage_feasibility([QUESTION], untyped, tight).questions
    assert checked.problems == (
        "needs 2 searches, one for each type only documents without a kind supply (search_results, "
        "base_rate), and the budget leaves 1",
    )
    roomy = BacktestSettings(
        max_steps=3, max_search_results=3, min_documents=1, allowed_domains=None
    )
    assert check_coverage_feasibility([QUESTION], untyped, roomy).questions[0].feasible


# --------------------------------------------------------------------------- infeasible


OTHER = ForecastQuestion(
    "Will the gadget ship?",
    cutoff_date=CUTOFF,
    resolution_date="2025-06-01",
    question_id="g",
    resolved_outcome=0,
)
GADGET = CorpusDocument(
    "gadget", "g", "Gadget shipping", "https://www.reuters.com/g", "gadget ships", "2025-02-01"
)
MIXED = [leak(1), GADGET]  # w's one document is a leak; g's is fine


def test_the_default_records_infeasible_questions_and_runs_the_others():
    settings = BacktestSettings(agents=2, **ONE_ANY)
    report = check_coverage_feasibility([QUESTION, OTHER], MIXED, settings)
    said: list[str] = []
    infeasible = enforce_coverage_feasibility(report, say=said.append)
    assert list(infeasible) == ["w"]
    assert infeasible["w"].startswith("0 distinct documents, below the minimum of 1 [can find 0")
    assert "recap-1 (published 2025-02-01): removed by the leak check" in infeasible["w"]
    assert said[-1] == (
        "coverage check: running the other 1 question; the 1 listed end infeasible, recorded "
        "without a model call (--infeasible stop stops instead, --infeasible warn runs them anyway)"
    )
    lines: list[str] = []
    llm = _Counting()
    _Counting.prompts = []
    result = run_backtest(
        [QUESTION, OTHER],
        MIXED,
        llm,
        settings=settings,
        infeasible=infeasible,
        progress=lines.append,
        progress_every=None,
    )
    assert _Counting.prompts and all("gadget" in p for p in _Counting.prompts)  # none for w
    assert lines[:3] == [
        "Backtest: 2 questions (1 infeasible, 1 to run), 2 agents each (2 agent runs), "
        "concurrency 4, provider mock, model canned-research-v1",
        "Infeasible: w (their documents cannot meet the coverage gate: each is recorded, every "
        "agent infeasible, without a model call)",
        "[1/2] w: infeasible, recorded without a model call",
    ]
    assert [a.status for a in result.panels["w"].artifacts] == ["infeasible", "infeasible"]
    assert result.panels["w"].artifacts[0].rationale == f"infeasible: {infeasible['w']}"
    assert result.infeasible == ["w"]
    row = next(r for r in result.table_rows if r["question_id"] == "w")
    assert row["statuses"] == "infeasible|infeasible" and row["n_forecasts"] == 0
    assert row["scored"] and row["note"] == f"infeasible: {infeasible['w']}"
    # An abstention: not answered, 0.5 in the ``all`` rows.
    by = {(r["forecaster"], r["questions"]): r for r in result.score_rows}
    assert by[("panel (mean)", "answered")]["n"] == 1
    padded = by[("panel, abstain = 0.5", "all")]
    assert padded["n"] == 2
    g_mean = next(r for r in result.table_rows if r["question_id"] == "g")["panel_mean"]
    assert padded["brier"] == pytest.approx(((0.5 - 1) ** 2 + g_mean**2) / 2)
    assert "infeasible" in ARTIFACT_STATUSES


class _Counting(BacktestMockLLMClient):
    """The command's mock, keeping the first prompt of every call made through any copy."""

    prompts: list[str] = []  # noqa: RUF012 (shared by the copies the runner makes, on purpose)

    def _reply(self, messages, json_mode):
        _Counting.prompts.append(messages[1].content)
        return super()._reply(messages, json_mode)


def test_stop_warn_and_a_run_where_no_question_can_meet_the_gate():
    settings = BacktestSettings(**ONE_ANY)
    report = check_coverage_feasibility([QUESTION, OTHER], MIXED, settings)
    with pytest.raises(InfeasibleCoverageError, match="cannot be met by 1 of 2 questions"):
        enforce_coverage_feasibility(report, "stop", say=lambda _: None)
    assert enforce_coverage_feasibility(report, "warn", say=lambda _: None) == {}
    alone = check_coverage_feasibility([QUESTION], MIXED, settings)
    with pytest.raises(InfeasibleCoverageError, match=r"cannot be met by the 1 question \(listed"):
        enforce_coverage_feasibility(alone, say=lambda _: None)  # skip, the default: none can run
    with pytest.raises(InfeasibleCoverageError, match="cannot be met by 1 of 1 questions"):
        enforce_coverage_feasibility(alone, "stop", say=lambda _: None)
    for bad, message in [
        ({"nope": "why"}, "infeasible: 'nope' is not a question of this run"),
        ({"w": " "}, "infeasible: 'w' has no reason"),
        ({"w": "a", "g": "b"}, "infeasible: all 2 questions are, so there is nothing to run"),
    ]:
        with pytest.raises(BacktestConfigError, match=message):
            run_backtest([QUESTION, OTHER], MIXED, _Counting(), infeasible=bad, progress_every=None)


def _files(tmp_path: Path) -> list[str]:
    questions, documents = tmp_path / "q.jsonl", tmp_path / "d.jsonl"
    questions.write_text(
        "".join(
            json.dumps(
                {
                    "id": q.question_id,
                    "question": q.question,
                    "cutoff_date": q.cutoff_date,
                    "resolution_date": q.resolution_date,
                    "outcome": q.resolved_outcome,
                }
            )
            + "\n"
            for q in (QUESTION, OTHER)
        ),
        encoding="utf-8",
    )
    documents.write_text("".join(json.dumps(d.to_record()) + "\n" for d in MIXED), encoding="utf-8")
    one = ["--min-documents", "1", "--require-types", "none", "--allowed-domains", "any"]
    return ["--questions", str(questions), "--documents", str(documents), *one, "--agents", "1"]


def test_the_command_records_them_resumes_them_and_the_report_shows_them(
    tmp_path, capsys, monkeypatch
):
    monkeypatch.setattr(cli, "BacktestMockLLMClient", _Counting)
    flags = _files(tmp_path)
    out = tmp_path / "run"
    command = ["backtest", "--provider", "mock", *flags, "--out", str(out)]
    assert main(command) == 0
    printed = capsys.readouterr()
    assert "  w: 0 distinct documents, below the minimum of 1" in printed.err
    assert "Infeasible: w (their documents cannot meet" in printed.out
    assert (
        "1 question(s) infeasible, recorded without a model call and scored as abstentions: w"
        in (printed.out)
    )
    record = json.loads((out / "records" / "w.json").read_text(encoding="utf-8"))
    assert record["llm_calls"] == [] and record["search_calls"] == []
    assert [r["artifact"]["status"] for r in record["runs"]] == ["infeasible"]
    assert record["runs"][0]["state"]["synthesis_status"] == "infeasible"
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["run"]["infeasible"] == ["w"]
    assert manifest["run"]["settings"]["search_pool"] == 12
    # Resumed with the same arguments: both saved, nothing runs again.
    assert main(command) == 0
    assert "Resuming in" in capsys.readouterr().out
    # Asked to run them after all: refused, naming why, before anything runs.
    assert main([*command, "--infeasible", "warn"]) == 2
    assert 'infeasible: directory has ["w"], now null' in capsys.readouterr().err
    assert main([*command[:-1], str(tmp_path / "stop"), "--infeasible", "stop"]) == 2
    assert "cannot be met by 1 of 2 questions (listed above)" in capsys.readouterr().err
    assert not (tmp_path / "stop").exists()
    # The report shows each infeasible run under its own question, and why it was not run.
    (trace,) = out.glob("backtest_*.json")
    runs = build_report_data(RunTrace.load(trace))["runs"]
    unrun = [r for r in runs if r["status"] == "infeasible"]
    assert [(r["question"], r["agent"], r["n_calls"]) for r in unrun] == [("w", "agent_1", 0)]
    assert unrun[0]["ended_by"].startswith("the coverage check before the run")


# --------------------------------------------------------------------------- a ForecastBench round

EXTRACT = REPO / "tests" / "data" / "forecastbench"
LEAKED_BACKGROUNDS = {  # each a report of the outcome, dated after the freeze (2025-10-16)
    "K8qazyZJ3tXyuLlzkkyk": "San Diego FC clinched a playoff place on October 19, 2025.",
    "39771": "The result was announced on November 3, 2025, and the question resolved.",
    "2937": "The market closed on October 30, 2025 after the outcome was confirmed.",
}


def readme_forecastbench_commands() -> list[list[str]]:
    """docs/forecastbench.md's four steps as written there, in order, one per command line."""
    page = (REPO / "docs" / "forecastbench.md").read_text(encoding="utf-8")
    section = page.split("\n## Offline, on the extract", 1)[0]
    blocks = [b.split("\n```", 1)[0] for b in section.split("```bash\n")[1:]]
    lines = [line for b in blocks for line in b.replace("\\\n", " ").splitlines() if line.strip()]
    return [shlex.split(line) for line in lines]


def test_a_round_whose_few_questions_lose_their_only_document_runs_the_rest(
    tmp_path, monkeypatch, capsys
):
    """The README's import and backtest commands on a round built from the ForecastBench extract
    (CC BY-SA 4.0, see tests/data/forecastbench/README.md), three of whose questions have a
    background that reports their outcome: those end infeasible, and the run exits 0."""
    monkeypatch.chdir(tmp_path)
    downloads = tmp_path / "runs" / "forecastbench"
    downloads.mkdir(parents=True)
    round_ = json.loads((EXTRACT / "2025-10-26-llm.extract.json").read_text(encoding="utf-8"))
    for question in round_["questions"]:
        question["background"] = LEAKED_BACKGROUNDS.get(question["id"], question["background"])
    (downloads / "2025-10-26-llm.json").write_text(json.dumps(round_), encoding="utf-8")
    resolutions = (EXTRACT / "2025-10-26_resolution_set.extract.json").read_bytes()
    (downloads / "2025-10-26_resolution_set.json").write_bytes(resolutions)
    commands = readme_forecastbench_commands()
    # up to the round's backtest: the import, and the earlier run it is calibrated on
    (round_at,) = [i for i, c in enumerate(commands) if c[1] == "backtest" and "--questions" in c]
    for command in commands[:round_at]:
        assert main(command[1:]) == 0, command
    capsys.readouterr()
    backtest = commands[round_at]
    assert main(backtest[1:]) == 0
    printed = capsys.readouterr()
    leaked = sorted(
        qid
        for qid in _question_ids(Path(backtest[backtest.index("--questions") + 1]))
        if qid.split("-", 1)[1] in LEAKED_BACKGROUNDS
    )
    assert len(leaked) == 3
    assert "coverage check: 3 of 74 questions cannot meet it (3 too few documents)" in printed.err
    for qid in leaked:
        assert f"    {qid}-bg (published 2025-10-15): removed by the leak check: " in printed.err
    assert "coverage check: running the other 71 questions" in printed.err
    assert (
        f"Infeasible: {', '.join(sorted(leaked, key=_run_order(backtest)))} (their" in printed.out
    )
    out = Path(backtest[backtest.index("--out") + 1])
    rows = {
        line.split(",", 1)[0]: line
        for line in (out / "questions.csv").read_text(encoding="utf-8").splitlines()[1:]
    }
    assert len(rows) == 74
    for qid, line in rows.items():
        assert ("infeasible|infeasible|infeasible" in line) == (qid in leaked), qid
    assert all(
        json.loads((out / "records" / f"{qid}.json").read_text())["llm_calls"] == []
        for qid in leaked
    )
    assert "3 question(s) infeasible, recorded without a model call and scored as abstentions" in (
        printed.out
    )


def _question_ids(path: Path) -> list[str]:
    return [json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines()]


def _run_order(backtest: list[str]):
    order = _question_ids(Path(backtest[backtest.index("--questions") + 1]))
    return order.index


# --------------------------------------------------------------------------- the report


def test_the_report_shows_each_decision_of_a_filled_page_and_what_changes_a_removal():
    docs = [
        *results(leak(1), leak(2), leak(3), *(plan(n) for n in range(1, 5))),
        SearchResult("Widget blog", "https://blog.example.org/w", "notes", "2025-02-01"),
    ]
    llm = trace_llm(
        ScriptedLLMClient(
            [
                json.dumps(
                    {
                        "action": "search",
                        "query": "widget launch",
                        "evidence_type": "search_results",
                    }
                ),
                json.dumps({"action": "forecast", "p_yes": 0.6, "rationale": "r", "cited": "D1"}),
            ]
        ),
        "w/a1",
    )
    search = trace_search(CorpusSearchClient(docs), "w/a1")
    agent = ResearchAgent(
        llm,
        search,
        "a1",
        max_steps=2,
        max_search_results=3,
        min_documents=1,
        required_types=(),
        search_pool=10,
    )
    artifact = agent.run(QUESTION, default_as_of(QUESTION)).artifact
    run = RunTrace.capture(
        notebook="report_test",
        provider="scripted",
        question=QUESTION,
        params={},
        agents=[artifact],
        llm_calls=llm.calls,
        search_calls=search.calls,
        created_at="2026-01-01T00:00:00Z",
        run_id="0123456789ab",
    )
    assert search.calls[0]["max_results"] == 10  # the pool, as the client was asked
    (step,) = [s for s in build_report_data(run)["runs"][0]["steps"] if s["search"]]
    shown = [(d["outcome"], d["control"], d["id"]) for d in step["search"]["docs"]]
    assert shown == [
        ("removed", "leak", None),
        ("removed", "leak", None),
        ("removed", "leak", None),
        ("kept", None, "D1"),
        ("kept", None, "D2"),
        ("kept", None, "D3"),
        ("beyond_page", None, None),
        ("removed", "policy", None),
    ]
    docs_shown = step["search"]["docs"]
    assert docs_shown[6]["why"] == "passed every control; not shown: the page of 3 was full"
    assert docs_shown[0]["changes"] == control_named("leak").changed_by
    assert "It happened on March 10, 2025" in docs_shown[0]["leak"][0]["context"]
    assert docs_shown[7]["changes"] == control_named("policy").changed_by
    assert docs_shown[3]["changes"] is None


def test_the_pinned_traces_ids_are_the_same_under_the_one_identity():
    """Their documents all have a URL, as written: so an id by document_key is an id by URL,
    as they were given, and replay (tests/test_pinned_traces.py) sees the same prompts."""
    for path in sorted((REPO / "forecast_traces").glob("*.json")):
        for call in RunTrace.load(path).search_calls:
            for result in call.get("results") or []:
                assert document_key(result) == result["url"], (path.name, result)
