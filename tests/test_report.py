"""The audit report's content, escaping, policy and command, without a browser.

What the page *does* in a browser (renders, runs no hostile script, fetches nothing) is tested
in test_report_browser.py; here the data it is built from and the HTML text itself.
"""

from __future__ import annotations

import base64
import copy
import hashlib
import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from report_support import action, run_mock_backtest, run_scripted_agents
from support import LEGACY_V1, PINNED_01, PINNED_04, REPO

import forecasting_agents.report as report_package
import forecasting_agents.report._runs as runs_module
from forecasting_agents.agent._research import RESEARCH_ACTION_SCHEMA
from forecasting_agents.cli import main
from forecasting_agents.core._course import RESOLVED_QUESTIONS_PATH
from forecasting_agents.core._formats import load_questions, write_jsonl
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.record._records import TraceFormatError, trace_digest
from forecasting_agents.record._trace import RunTrace, traces_dir
from forecasting_agents.report._backtest import load_questions_file
from forecasting_agents.report._output import REPORT_SIGNATURE, ReportOutputError
from forecasting_agents.report._pack import pack, unpack
from forecasting_agents.report._page import (
    ReportView,
    build_report_data,
    embed_json,
    render_report,
    show_report,
    write_report,
)
from forecasting_agents.report._provenance import LEGACY
from forecasting_agents.search._decisions import control_named

COMMITTED_REPORTS = {
    PINNED_04: REPO / "docs" / "reports" / "04_research_agent.html",
    PINNED_01: REPO / "docs" / "reports" / "01_react_reasoning.html",
}

CUTOFF = "2025-03-01"
DOCS = [
    SearchResult("kept", "https://www.reuters.com/a", "fine", "2025-02-01", 1.0),
    SearchResult("late", "https://www.reuters.com/b", "after", "2025-03-05", 0.9),
    SearchResult("undated", "https://www.reuters.com/c", "no date", None, 0.8),
    SearchResult(
        "leak", "https://www.reuters.com/d", "On March 10, 2025 it happened.", "2025-02-01", 0.7
    ),
    SearchResult("off-policy", "https://blog.example.org/e", "fine", "2025-02-01", 0.6),
]


def _question(text: str = "Will it happen?") -> ForecastQuestion:
    return ForecastQuestion(
        question=text, cutoff_date=CUTOFF, resolution_date="2025-04-01", question_id="q-test"
    )


# The third search also finds two new documents, so coverage (three distinct documents) passes.
MORE_ON_THIRD_SEARCH = {
    2: [
        SearchResult("kept 2", "https://www.reuters.com/f", "fine", "2025-02-02", 1.0),
        SearchResult("kept 3", "https://apnews.com/g", "fine", "2025-02-03", 1.0),
    ]
}


def _gated_run() -> RunTrace:
    """One agent: two searches, a refused forecast, a third search, an accepted forecast."""
    replies = [
        action("search", query="first", evidence_type="search_results"),
        action("search", query="second", evidence_type="base_rate"),
        action("forecast", p_yes=0.6, rationale="too early", cited="D1"),
        action("search", query="third", evidence_type="search_results"),
        action("forecast", p_yes=0.6, rationale="enough now", cited="D1, D2"),
    ]
    return run_scripted_agents(
        _question(), [("agent_1", replies, DOCS)], more_by_call=MORE_ON_THIRD_SEARCH
    )


@pytest.fixture(scope="module")
def pinned04():
    run = RunTrace.load(PINNED_04)
    questions = load_questions_file(RESOLVED_QUESTIONS_PATH, run)
    return run, build_report_data(run, json.loads(PINNED_04.read_text()), questions)


# ----------------------------------------------------------------------------- content


def test_every_run_of_the_pinned_backtest_is_listed_with_how_it_ended(pinned04):
    run, data = pinned04
    assert len(data["runs"]) == len(run.agents) == 52
    assert [r["status"] for r in data["runs"]] == [a["status"] for a in run.agents]
    assert sum(r["n_calls"] for r in data["runs"]) == len(run.llm_calls)
    assert sum(r["n_searches"] for r in data["runs"]) == len(run.search_calls)
    assert data["other_calls"] == [] and data["other_searches"] == []
    assert [r["n"] for r in data["runs"] if r["pairing"]] == []

    first = {a["status"]: i for i, a in reversed(list(enumerate(run.agents)))}  # of each ending
    abstained, exhausted = data["runs"][first["abstained"]], data["runs"][first["budget_exhausted"]]
    assert abstained["label"].endswith("/" + run.agents[first["abstained"]]["agent_id"])
    assert abstained["ended_by"] == "the model abstained"
    assert exhausted["ended_by"].startswith("the step budget")
    artifact = abstained["artifact"]
    assert artifact["status"] == "abstained" and "traces" not in artifact


def test_the_pinned_backtest_is_scored_with_the_settings_it_recorded(pinned04):
    """Notebook 04 ran with CALIBRATE: the report scores the calibrated panel as it did."""
    run, data = pinned04
    names = [row["name"] for row in data["backtest"]["rows"]]
    assert run.params["calibrate"] is True
    assert "calibrated panel, answered questions" in names
    assert "calibrated minus panel, answered questions" in names


def test_a_run_whose_record_disagrees_with_its_calls_is_flagged():
    run = _gated_run()
    run.search_calls[1]["query"] = "not what the agent asked"
    assert "differ from the recorded searches" in build_report_data(run)["runs"][0]["pairing"]
    del run.llm_calls[-1]
    assert "5 recorded steps but 4 model calls" in build_report_data(run)["runs"][0]["pairing"]


def test_a_search_the_harness_chose_takes_no_model_call_and_says_who_chose_it():
    # The model repeats its query; the harness searches for the missing base rate itself
    # (the second search, which MORE_ON_THIRD_SEARCH's index 1 feeds two new documents).
    replies = [action("search", query="first", evidence_type="search_results")] * 2
    replies.append(action("forecast", p_yes=0.6, rationale="enough", cited="D1"))
    more = {1: MORE_ON_THIRD_SEARCH[2]}
    run = run_scripted_agents(_question(), [("agent_1", replies, DOCS)], more_by_call=more)
    shown = build_report_data(run)["runs"][0]
    assert shown["pairing"] is None and shown["n_calls"] == 3 and shown["n_searches"] == 2
    steps = shown["steps"]
    assert [s["action"] for s in steps] == [
        "search",
        "duplicate_search",
        "search (query chosen by the harness, not the model)",
        "forecast",
    ]
    harness = steps[2]
    assert harness["step"] == 2 and harness["llm"] is None
    assert harness["search"]["query"].endswith("base rate history how often")
    assert [s["llm"]["index"] for s in steps if s["llm"]] == [0, 1, 2]
    assert steps[3]["gate"]["passed"] is True


def test_provenance_comes_first_and_says_what_a_legacy_trace_lacks(pinned04):
    _, data = pinned04
    rows = dict(data["provenance"])
    assert list(rows)[:3] == ["notebook", "run id", "captured at"]
    assert rows["model requested"] == "qwen2.5-coder-1.5b-instruct-q4_k_m"
    assert rows["content digest"] == json.loads(PINNED_04.read_text())["digest"]
    assert rows["digest checked"] == "matches the content"
    calls = json.loads(PINNED_04.read_text())["llm_calls"]
    hottest = sum(call["settings"].get("seed") == 33 for call in calls)
    assert f'seed": 33, "temperature": 0.9}} ({hottest} calls)' in rows["sampling settings"]
    call = data["runs"][0]["steps"][0]["llm"]
    assert call["json_schema"] == RESEARCH_ACTION_SCHEMA
    assert call["request"]["response_format"]["type"] == "json_schema"
    legacy = build_report_data(RunTrace.load(LEGACY_V1), json.loads(LEGACY_V1.read_text()))
    assert dict(legacy["provenance"])["content digest"] == LEGACY
    call = legacy["runs"][0]["steps"][0]["llm"]
    assert call["request"] == call["json_schema"] == call["attempts"] == LEGACY


def test_a_recorded_digest_is_checked_and_wire_fields_are_shown():
    run = _gated_run()
    raw = json.loads(json.dumps(run.to_dict()))
    raw["digest"] = trace_digest(raw)
    run.llm_calls[0]["request"] = {"model": "m", "messages": []}
    run.llm_calls[0]["attempts"] = [{"attempt": 1, "outcome": "ok"}]
    data = build_report_data(run, raw)
    rows = dict(data["provenance"])
    assert rows["content digest"] == raw["digest"]
    assert rows["digest checked"] == "matches the content"
    assert data["legacy_note"] is None
    call = data["runs"][0]["steps"][0]["llm"]
    assert call["request"] == {"model": "m", "messages": []}
    assert call["attempts"] == [{"attempt": 1, "outcome": "ok"}]
    raw["notes"] = "edited after capture"
    assert "DOES NOT MATCH" in dict(build_report_data(run, raw)["provenance"])["digest checked"]


def test_each_removed_document_names_the_control_and_the_deciding_function():
    data = build_report_data(_gated_run())
    docs = data["runs"][0]["steps"][0]["search"]["docs"]
    verdicts = {d["title"]: (d["outcome"], d["control"], d.get("decided_by")) for d in docs}
    assert verdicts == {
        "kept": ("kept", None, None),
        "late": ("removed", "cutoff", "forecasting_agents.core.classify_publication"),
        "undated": ("removed", "undated", "forecasting_agents.core.classify_publication"),
        "leak": ("removed", "leak", "forecasting_agents.search.judge_leak"),  # recorded
        "off-policy": ("removed", "policy", "forecasting_agents.search.apply_domain_policy"),
    }
    by_title = {d["title"]: d for d in docs}
    assert "March 10, 2025" in by_title["leak"]["why"]
    assert "blog.example.org" in by_title["off-policy"]["why"]
    assert by_title["late"]["dating"] == "on_or_after_cutoff"
    # Each removal names what would change it, from the controls' one table; the leak check's
    # decision keeps the words around the date it judged.
    for doc in docs:
        expected = control_named(doc["control"]).changed_by if doc["control"] else None
        assert doc["changes"] == expected, doc["title"]
    assert by_title["leak"]["changes"].startswith("--leak-policy")
    (judged,) = by_title["leak"]["leak"]
    assert judged["rule"] and "March 10, 2025" in judged["context"]


def test_removed_documents_of_the_pinned_backtest_all_have_a_reason(pinned04):
    _, data = pinned04
    docs = [d for r in data["runs"] for s in r["steps"] if s["search"] for d in s["search"]["docs"]]
    removed = [d for d in docs if d["outcome"] == "removed"]
    assert removed and all(d["control"] for d in removed)
    assert not [d for d in docs if d["outcome"] == "kept" and d["control"]]


def test_gate_decisions_show_the_refusal_the_model_was_sent():
    steps = build_report_data(_gated_run())["runs"][0]["steps"]
    gates = [(s["action"], s["gate"]) for s in steps if s["gate"]]
    assert [a for a, _ in gates] == ["gate_refused", "forecast"]
    refused, accepted = gates[0][1], gates[1][1]
    assert not refused["passed"] and refused["text"].startswith("Forecast not accepted yet")
    assert "coverage" in refused["text"]
    assert accepted["passed"]


def test_a_later_prompt_shows_only_what_was_added_since_the_previous_call():
    run = _gated_run()
    steps = build_report_data(run)["runs"][0]["steps"]
    assert steps[0]["llm"]["prompt"]["kind"] == "full"
    second = steps[1]["llm"]["prompt"]
    assert second["kind"] == "appended" and second["kept"] == 2
    assert second["messages"][0] == {"role": "assistant", "echo": True}
    assert second["messages"][1]["role"] == "tool"
    edited = copy.deepcopy(run)
    edited.llm_calls[1]["messages"][0]["content"] = "a different system prompt"
    prompt = build_report_data(edited)["runs"][0]["steps"][1]["llm"]["prompt"]
    assert prompt["kind"] == "diff"
    assert "+a different system prompt" in prompt["lines"]


def test_calls_outside_any_run_are_still_shown():
    data = build_report_data(RunTrace.load(PINNED_01))
    assert [c["index"] for c in data["other_calls"]] == [0]  # the warm-up call
    assert data["runs"][0]["n_searches"] == 1
    assert data["backtest"] is None


def test_backtest_scores_match_the_notebooks_own_output(pinned04):
    """Computed here from the trace, printed there from the live objects: they must agree."""
    _, data = pinned04
    rows = {r["name"]: r for r in data["backtest"]["rows"]}
    panel = rows["panel (mean), answered questions"]
    printed = (REPO / "notebooks" / "04_research_agent.ipynb").read_text()
    line = re.search(r"panel \(mean\) +n= ?(\d+) +Brier ([\d.]+) \[([\d.]+), ([\d.]+)\]", printed)
    assert line, "notebook 04 no longer prints the panel's score line"
    assert panel["n"] == int(line.group(1))
    assert f"{panel['brier']:.3f}" == line.group(2)
    assert [f"{x:.3f}" for x in panel["brier_ci"]] == [line.group(3), line.group(4)]
    table = data["backtest"]["reliability"]
    printed_counts = [int(count) for _, count in re.findall(r"(\d\.\d-\d\.\d) +(\d+) +", printed)]
    assert sum(row["count"] for row in table) == data["backtest"]["n_agent_forecasts"]
    assert data["backtest"]["n_agent_forecasts"] == sum(printed_counts) > 0


def test_a_trace_without_a_scorecard_is_not_scored_from_any_file_it_did_not_name():
    data = build_report_data(RunTrace.load(PINNED_04))
    assert data["backtest"]["missing"].startswith("This trace records no outcomes")


def test_a_questions_file_whose_hash_differs_from_the_record_is_refused(tmp_path):
    run = RunTrace.load(PINNED_04)
    records = [q.to_record() for q in load_questions(RESOLVED_QUESTIONS_PATH)]
    records[0] = {**records[0], "outcome": 1 - records[0]["outcome"]}
    edited = write_jsonl(tmp_path / "edited.jsonl", records)
    with pytest.raises(TraceFormatError, match="not the file the run was made from"):
        load_questions_file(edited, run)


def test_the_report_of_a_backtest_on_your_own_questions_shows_that_files_scores(tmp_path):
    """Own questions (outcomes flipped, so course outcomes would score differently): the page
    shows exactly the runner's score table for them, read from the trace's scorecard."""
    inputs = load_backtest_inputs()
    records = [q.to_record() for q in load_questions(RESOLVED_QUESTIONS_PATH)[:6]]
    records = [{**r, "id": f"mine-{r['id']}", "outcome": 1 - r["outcome"]} for r in records]
    ids = {r["id"].removeprefix("mine-") for r in records}
    docs = [
        {**d.to_record(), "question_id": f"mine-{d.question_id}"}
        for d in inputs.documents
        if d.question_id in ids
    ]
    mine = load_backtest_inputs(
        write_jsonl(tmp_path / "q.jsonl", records), write_jsonl(tmp_path / "d.jsonl", docs)
    )
    result = run_backtest(
        mine.questions,
        mine.documents,
        BacktestMockLLMClient(),
        categories=mine.categories,
        out_dir=tmp_path / "run",
        progress=lambda _: None,
    )
    saved = next((tmp_path / "run").glob("backtest_*.json"))
    page = build_report_data(RunTrace.load(saved))["backtest"]
    assert page["source"] == "the runner's scorecard, recorded in the trace"
    expected = [
        (f"{r['forecaster']}, {r['questions']} questions", r["n"], r["brier"])
        for r in result.scores.iter_rows(named=True)
    ]
    assert [(row["name"], row["n"], row["brier"]) for row in page["rows"]] == expected
    assert page["n_questions"] == 6


# ----------------------------------------------------------------------------- the page


def test_embedded_json_cannot_close_its_script_element():
    hostile = "</script><script>x()</script><!--<script>&amp;\u2028\u2029>"
    text = embed_json({"k": hostile})
    assert not set("<>&\u2028\u2029") & set(text)
    assert json.loads(text) == {"k": hostile}


def _hostile_page() -> str:
    question = _question("<script>document.title='PWNED'</script>")
    docs = [
        SearchResult(
            "</script><img src=x onerror=alert(1)>",
            "javascript:alert(1)",
            "</style><style>*{}</style>",
            "2025-02-01",
            1.0,
        )
    ]
    replies = [
        action("search", query="<script>alert(1)</script>", evidence_type="base_rate"),
        action("search", query="<b>reporting</b>", evidence_type="search_results"),
        # Markup in a query is refused as a copied template; these two run.
        action("search", query="plain reporting", evidence_type="search_results"),
        action("search", query="plain history", evidence_type="base_rate"),
        action("abstain", reason="</script><script>alert(2)</script>"),
    ]
    return render_report(run_scripted_agents(question, [("agent_1", replies, docs)]))


def test_hostile_text_appears_only_escaped_in_the_page():
    page = _hostile_page()
    assert page.count("<script") == 2 and page.count("</script>") == 2
    assert "<img" not in page and page.count("<style") == 1
    assert "\\u003c/script\\u003e\\u003cimg src=x" in page  # the title, escaped as JSON


def _inline(page: str, tag: str) -> str:
    match = re.search(rf"<{tag}>(.*?)</{tag}>", page, re.DOTALL)
    assert match, f"no inline <{tag}>"
    return match.group(1)


def test_the_content_security_policy_allows_exactly_the_pages_own_script_and_style():
    page = render_report(_gated_run())
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page).group(1)

    def digest(text: str) -> str:
        return "'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"

    assert policy.startswith("default-src 'none';")
    assert f"script-src {digest(_inline(page, 'script'))};" in policy
    assert f"style-src {digest(_inline(page, 'style'))};" in policy
    for source in ("http", "'unsafe-inline'", "'self'", "*"):
        assert source not in policy.replace("http-equiv", "")


# ----------------------------------------------------------------------------- outputs


def test_write_report_is_atomic_deterministic_and_readable(tmp_path):
    first = write_report(PINNED_01, tmp_path / "a.html")
    second = write_report(PINNED_01, tmp_path / "sub" / "b.html")
    assert first.read_bytes() == second.read_bytes()
    assert first.stat().st_mode & 0o777 == report_package.REPORT_FILE_MODE
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def test_the_command_reports_a_missing_trace_clearly(tmp_path, capsys):
    there = tmp_path / PINNED_01.name
    there.write_bytes(PINNED_01.read_bytes())
    assert main(["report", str(tmp_path / "nope.json"), "-o", str(tmp_path / "r.html")]) == 2
    err = capsys.readouterr().err
    assert "nope.json" in err and not (tmp_path / "r.html").exists()
    assert f"e.g. forecast-agents report {there}" in err and "glob(" not in err


def test_the_report_command_takes_a_run_folder_and_names_the_page_after_its_trace(
    tmp_path, monkeypatch
):
    folder = tmp_path / "run"
    folder.mkdir()
    (folder / "manifest.json").write_text("{}")
    (folder / PINNED_04.name).write_bytes(PINNED_04.read_bytes())
    monkeypatch.chdir(tmp_path)
    assert main(["report", str(folder)]) == 0
    page = (tmp_path / PINNED_04.name).with_suffix(".html").read_text()
    assert page == render_report(RunTrace.load(PINNED_04), json.loads(PINNED_04.read_text()))


def test_the_question_line_describes_a_backtest_as_one(pinned04):
    run, data = pinned04
    ids = run.params["question_ids"]
    line = dict(data["provenance"])["question (as recorded)"]
    assert line.startswith(f"backtest of {len(ids)} questions ({ids[0]}, {ids[1]}, {ids[2]} and ")
    assert run.question["question"] not in line
    single = dict(build_report_data(RunTrace.load(PINNED_01))["provenance"])
    first = RunTrace.load(PINNED_01).question
    assert single["question (as recorded)"] == f"{first['question_id']}: {first['question']}"


def test_the_report_command_writes_the_page(tmp_path):
    out = tmp_path / "report.html"
    command = Path(sys.executable).parent / "forecast-agents"
    done = subprocess.run(
        [str(command), "report", str(PINNED_01), "-o", str(out)],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_text() == render_report(
        RunTrace.load(PINNED_01), json.loads(PINNED_01.read_text())
    )


# ----------------------------------------------------------------------------- where it writes


@pytest.fixture
def trace_copy(tmp_path) -> Path:
    """A copy of the pinned 01 trace that a test may try to destroy."""
    copy_path = tmp_path / "mine" / PINNED_01.name
    copy_path.parent.mkdir()
    copy_path.write_bytes(PINNED_01.read_bytes())
    return copy_path


def _refused(capsys, trace: Path, out: Path, *extra: str) -> str:
    """Assert the command refuses (exit 2, the trace untouched, no temporary file); its stderr."""
    before = trace.read_bytes()
    assert main(["report", str(trace), "-o", str(out), *extra]) == 2
    assert trace.read_bytes() == before
    assert not [p for p in out.parent.iterdir() if p.name.startswith(f".{out.name}.")]
    return capsys.readouterr().err


def test_the_report_is_never_written_over_its_own_trace(trace_copy, capsys):
    err = _refused(capsys, trace_copy, trace_copy)
    assert "is the trace being reported" in err and "-o" in err
    # --force lifts only the refusal to replace a file that is not a report.
    assert "is the trace being reported" in _refused(capsys, trace_copy, trace_copy, "--force")


def test_a_symlink_or_a_hard_link_to_the_trace_is_refused_too(trace_copy, capsys):
    symlink, hard = trace_copy.parent / "link.html", trace_copy.parent / "hard.html"
    symlink.symlink_to(trace_copy)
    os.link(trace_copy, hard)
    for out in (symlink, hard):
        assert "is the trace being reported" in _refused(capsys, trace_copy, out, "--force")
    assert symlink.is_symlink() and hard.read_bytes() == PINNED_01.read_bytes()


def test_the_default_output_is_refused_when_it_is_the_trace(tmp_path, monkeypatch, capsys):
    named_html = tmp_path / "trace.html"  # a trace whose name already ends in .html
    named_html.write_bytes(PINNED_01.read_bytes())
    monkeypatch.chdir(tmp_path)
    assert main(["report", "trace.html"]) == 2
    assert "is the trace being reported" in capsys.readouterr().err
    assert named_html.read_bytes() == PINNED_01.read_bytes()


def test_nothing_is_written_inside_a_traces_folder(tmp_path, trace_copy, capsys):
    alias = tmp_path / "alias"
    (tmp_path / "elsewhere" / "forecast_traces").mkdir(parents=True)
    alias.symlink_to(tmp_path / "elsewhere" / "forecast_traces")
    targets = [
        REPO / "forecast_traces" / "report.html",  # the pinned traces
        tmp_path / "forecast_traces" / "report.html",  # any folder of that name
        alias / "report.html",  # a link to one
        traces_dir() / "report.html",  # the folder traces are saved to ($FORECAST_TRACES_DIR)
    ]
    for out in targets:
        out.parent.mkdir(parents=True, exist_ok=True)
        err = _refused(capsys, trace_copy, out, "--force")
        assert "is inside the traces folder" in err and "--force does not lift this" in err
        assert not out.exists()
    assert not (REPO / "forecast_traces" / "report.html").exists()
    with pytest.raises(ReportOutputError, match="inside the traces folder"):
        show_report(RunTrace.load(PINNED_01)).save(traces_dir() / "view.html")


def test_an_existing_file_that_is_not_a_report_needs_force(trace_copy, capsys):
    mine = trace_copy.parent / "notes.html"
    mine.write_text("<!DOCTYPE html>\n<p>my own notes</p>\n")
    err = _refused(capsys, trace_copy, mine)
    assert "is not a report this command wrote" in err and "--force" in err
    assert mine.read_text() == "<!DOCTYPE html>\n<p>my own notes</p>\n"
    with pytest.raises(ReportOutputError, match="not a report"):
        show_report(RunTrace.load(PINNED_01)).save(mine)
    assert main(["report", str(trace_copy), "-o", str(mine), "--force"]) == 0
    assert mine.read_text().startswith(REPORT_SIGNATURE)
    folder = trace_copy.parent / "a folder"
    folder.mkdir()
    assert "is not a regular file" in _refused(capsys, trace_copy, folder, "--force")


def test_a_report_is_replaced_without_force(trace_copy, capsys):
    out = trace_copy.parent / "report.html"
    assert main(["report", str(trace_copy), "-o", str(out)]) == 0
    out.write_text(out.read_text().replace("Audit report", "Stale report"))
    assert main(["report", str(trace_copy), "-o", str(out)]) == 0
    assert out.read_text() == render_report(
        RunTrace.load(trace_copy), json.loads(trace_copy.read_text())
    )
    # A page written before the marker existed is recognised by its opening.
    out.write_text(
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "script-src 'sha256-abc'\">\n"
    )
    assert main(["report", str(trace_copy), "-o", str(out)]) == 0
    assert out.read_text().startswith(REPORT_SIGNATURE)


def test_a_lone_surrogate_in_a_trace_is_kept_in_the_data_and_the_page_is_written(tmp_path, capsys):
    """JSON may spell "\\ud800", which has no UTF-8 form: the page keeps it as its escape."""
    legacy = json.loads(LEGACY_V1.read_text())
    legacy["notes"] = "half a pair: \ud800"
    trace = tmp_path / "legacy.json"
    trace.write_text(json.dumps(legacy))  # ensure_ascii writes it as the escape
    page = write_report(trace, tmp_path / "legacy.html").read_text(encoding="utf-8")
    embedded = re.search(r'id="report-data">(.*?)</script>', page, re.DOTALL).group(1)
    assert dict(unpack(json.loads(embedded))["provenance"])["notes"] == "half a pair: \ud800"
    # A trace with a digest cannot even be hashed: the command says so instead of crashing.
    sealed = json.loads(PINNED_01.read_text())
    sealed["notes"] = "half a pair: \ud800"
    trace.write_text(json.dumps(sealed))
    assert main(["report", str(trace), "-o", str(tmp_path / "sealed.html")]) == 2
    assert "not valid Unicode" in capsys.readouterr().err


def test_show_gives_a_sandboxed_inline_view(tmp_path):
    view = show_report(RunTrace.load(PINNED_01))
    assert isinstance(view, ReportView)
    markup = view._repr_html_()
    assert view.save(tmp_path / "view.html").read_text() == view.html
    assert markup.startswith('<iframe sandbox="allow-scripts" srcdoc="')
    srcdoc = markup.split('srcdoc="', 1)[1].split('"', 1)[0]
    assert "<" not in srcdoc and "&lt;script&gt;" in srcdoc


@pytest.mark.parametrize("trace", sorted(COMMITTED_REPORTS), ids=lambda p: p.name[:2])
def test_committed_reports_match_the_pinned_traces(trace):
    committed = COMMITTED_REPORTS[trace]
    assert committed.exists(), f"{committed} is missing: run `make notebooks`"
    run = RunTrace.load(trace)
    questions = load_questions_file(RESOLVED_QUESTIONS_PATH, run) if trace == PINNED_04 else None
    fresh = render_report(run, json.loads(trace.read_text()), questions)
    assert committed.read_text() == fresh, f"{committed.name} is stale: run `make notebooks`"


# ----------------------------------------------------------------------------- the answers


@pytest.fixture(scope="module")
def mock_backtest(tmp_path_factory):
    """A mock backtest of eight course questions, as the runner writes it (with a scorecard)."""
    result = run_mock_backtest(tmp_path_factory.mktemp("mock-run"), 8)
    run = RunTrace.load(result.trace_path)
    return run, build_report_data(run), result


def test_the_answers_table_has_one_row_per_question_with_its_outcome_and_forecasts(mock_backtest):
    _, data, result = mock_backtest
    answers, rows = data["answers"], {r["question_id"]: r for r in result.table_rows}
    assert [a["id"] for a in answers["rows"]] == list(rows)
    assert answers["agents"] == ["agent_1", "agent_2", "agent_3"]
    questions = {q.question_id: q for q in load_backtest_inputs().questions}
    for answer in answers["rows"]:
        row = rows[answer["id"]]
        assert answer["outcome"] == row["outcome"] and answer["category"] == row["category"]
        assert answer["outcome_word"] == {1.0: "YES", 0.0: "NO"}[row["outcome"]]
        assert answer["text"] == questions[answer["id"]].question
        assert answer["panel"] == row["panel_mean"] and answer["calibrated"] == row["calibrated"]
        if row["panel_mean"] is not None:
            assert answer["brier"] == pytest.approx((row["panel_mean"] - row["outcome"]) ** 2)
        # Each agent's cell links to that agent's run on this question.
        for agent, cell in answer["cells"].items():
            entry = data["runs"][cell["n"] - 1]
            assert (entry["question"], entry["agent"]) == (answer["id"], agent)
            assert (cell["p"], cell["status"]) == (entry["p_yes"], entry["status"])
        assert sorted(answer["runs"]) == [
            e["n"] for e in data["runs"] if e["question"] == answer["id"]
        ]
    assert answers["columns"]["market"] is False  # the course questions carry no market price


def test_each_run_shows_its_outcome_and_marks_the_documents_it_cited(mock_backtest):
    run, data, _ = mock_backtest
    marked = 0
    for entry, agent in zip(data["runs"], run.agents, strict=True):
        answer = next(a for a in data["answers"]["rows"] if a["id"] == entry["question"])
        assert entry["outcome"] == answer["outcome_word"]
        cited = {c["id"] for c in agent.get("cited") or []}
        docs = [d for s in entry["steps"] if s["search"] for d in s["search"]["docs"]]
        # Every cited id is a document the run kept, and only those are marked.
        assert {d["id"] for d in docs if d["cited"]} == cited
        assert all(d["outcome"] == "kept" for d in docs if d["cited"])
        marked += sum(d["cited"] for d in docs)
    assert marked > 0


def test_the_parameters_are_a_readable_table_with_the_raw_json_kept_whole(mock_backtest):
    run, data, _ = mock_backtest
    assert "parameters" not in dict(data["provenance"])
    rows = dict(data["parameters"]["rows"])
    assert rows["settings.max_steps"] == str(run.params["settings"]["max_steps"])
    assert rows["question_ids"].startswith(f"{len(run.params['question_ids'])} items: ")
    assert rows["scorecard"].startswith("8 question rows and ")
    assert "categories" in rows  # keyed by question id: one summary row, not one per question
    assert all(len(value) <= 300 for value in rows.values())
    assert data["parameters"]["raw"] == run.params
    assert json.dumps(data["parameters"]["raw"]) == json.dumps(run.params, sort_keys=True)


def test_a_single_run_trace_has_its_one_answer_from_the_trace_question():
    run = RunTrace.load(PINNED_01)
    (answer,) = build_report_data(run)["answers"]["rows"]
    p = run.agents[0]["p_yes"]
    assert answer["id"] == run.question["question_id"] and answer["outcome_word"] == "YES"
    assert answer["panel"] == pytest.approx(p) and answer["panel_computed"]
    assert answer["brier"] == pytest.approx((p - 1.0) ** 2)


def test_the_backtest_shows_each_forecasters_decomposition_and_the_scores_by_category(
    mock_backtest,
):
    _, data, result = mock_backtest
    bt = data["backtest"]
    names = [f["name"] for f in bt["forecasters"]]
    assert names[0] == "panel (mean)" and "agent agent_1" in names
    briers = {
        f"{r['forecaster']}": r["brier"]
        for r in result.scores.iter_rows(named=True)
        if r["questions"] == "answered"
    }
    for diagnosis in bt["forecasters"]:
        parts = diagnosis["decomposition"]
        total = parts["reliability"] - parts["resolution"] + parts["uncertainty"]
        assert total + parts["within_bin"] == pytest.approx(parts["brier"])
        if diagnosis["name"] in briers:  # the same Brier score as the runner's table
            assert parts["brier"] == pytest.approx(briers[diagnosis["name"]])
        assert sum(r["count"] for r in diagnosis["reliability"]) == parts["n"]
    answered = [r for r in result.table_rows if r["scored"] and r["panel_mean"] is not None]
    assert sum(c["n"] for c in bt["categories"]) == len(answered)
    assert {c["category"] for c in bt["categories"]} == {r["category"] for r in answered}


# ----------------------------------------------------------------------------- the packed data


def test_the_packed_data_is_the_data_with_each_repeated_value_once(mock_backtest):
    _, data, _ = mock_backtest
    packed = pack(data)
    assert unpack(packed) == data
    text = embed_json(packed)
    assert len(text) < len(embed_json(data)) / 2
    # The system prompt is in every run's first prompt, but once in the page.
    system = data["runs"][0]["steps"][0]["llm"]["prompt"]["messages"][0]["content"]
    assert len(system) > 500 and text.count(embed_json(system)[1:-1]) == 1


def test_nothing_in_a_trace_can_pass_for_a_reference():
    hostile = {
        "$": 0,
        "list": [{"$": 1}, {"$": [2]}, {"#": [0, "a"]}, {"#": 3}],
        "deep": {"$": {"$": "x" * 60}},
        "__proto__": {"a": 1, "b": 2, "c": 3},
    }
    packed = pack({"a": "y" * 40, "trace": hostile})
    assert unpack(packed) == {"a": "y" * 40, "trace": hostile}


def test_the_quick_prompt_comparison_gives_what_the_full_one_gives(monkeypatch):
    """Equal recorded messages that are all text are not made into views to be compared; the
    prompt shown is the one the full comparison gives, and a message that is not text (1 and
    True are equal, their views are not) is compared in full."""
    run = RunTrace.load(PINNED_04)
    pairs = [(b, a) for a, b in itertools.pairwise(run.llm_calls) if a["label"] == b["label"]]
    quick = [runs_module._prompt_change(call, previous) for call, previous in pairs]
    with monkeypatch.context() as full:
        full.setattr(runs_module, "_all_text", lambda messages: False)
        assert quick == [runs_module._prompt_change(call, prev) for call, prev in pairs]
    assert {change["kind"] for change in quick} == {"appended"}
    previous = {"messages": [{"role": "user", "content": True}], "reply": "r"}
    call = {"messages": [{"role": "user", "content": 1}, {"role": "assistant", "content": "r"}]}
    assert runs_module._prompt_change(call, previous)["kind"] == "diff"
