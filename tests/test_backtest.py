"""Tests for forecasting_agents.evaluation: the resumable backtest runner, its calibration and its
command."""

from __future__ import annotations

import dataclasses
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from fake_research_server import ResearchServer
from question_support import resolved_question
from support import REPO

from forecasting_agents.agent._panel import PanelMember, member_client, panel_members
from forecasting_agents.cli import main
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._rundir import BacktestConfigError, record_digest
from forecasting_agents.evaluation._scoring import (
    BLEND_PRIOR_CENTER,
    BLEND_WEIGHTS,
    CALIBRATION_FACTORS,
    LOG_ODDS_CLIP,
    calibrate_point_in_time,
    fit_calibration_factor,
)
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.evaluation._tables import (
    SCORE_COLUMNS,
    SKILL_FIELDS,
    question_rows,
    score_rows,
    skill_rows,
)
from forecasting_agents.http import ProviderConnectionError
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._replay import ReplayDivergenceError, ReplaySearchClient
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.record._tracing import trace_search
from forecasting_agents.search._corpus import MockSearchClient
from forecasting_agents.search._executor import ToolExecutor

INPUTS = load_backtest_inputs()
N_QUESTIONS = len(INPUTS.questions)


def run(out_dir, llm=None, lines=None, **settings):
    return run_backtest(
        INPUTS.questions,
        INPUTS.documents,
        llm or BacktestMockLLMClient(),
        categories=INPUTS.categories,
        settings=BacktestSettings(**settings),
        out_dir=out_dir,
        progress=(lines.append if lines is not None else lambda _: None),
    )


def tables(directory: Path) -> tuple[bytes, ...]:
    return tuple(
        (directory / f"{name}.csv").read_bytes() for name in ("questions", "scores", "skill")
    )


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """One uninterrupted mock run with calibration, shared by the comparisons below."""
    out = tmp_path_factory.mktemp("reference")
    result = run(out, calibrate=True)
    return out, result


# --------------------------------------------------------------------------- a whole run


def test_a_mock_run_writes_one_record_per_question_the_tables_and_a_loadable_trace(tmp_path):
    lines = []
    result = run(tmp_path, lines=lines, calibrate=True)
    assert sorted(p.stem for p in (tmp_path / "records").glob("*.json")) == sorted(
        q.question_id for q in INPUTS.questions
    )
    assert result.table.height == N_QUESTIONS and result.table["scored"].all()
    assert lines[0].startswith(f"Backtest: {N_QUESTIONS} questions, 3 agents each")
    assert lines[-2].startswith(f"[{N_QUESTIONS}/{N_QUESTIONS}] ")
    assert lines[-1].startswith("Agent runs done (elapsed ")  # then the tables and the trace
    assert "elapsed" in lines[1] and any(line.endswith(" left)") for line in lines[2:-1])
    saved = RunTrace.load(tmp_path / result.trace.filename())
    assert len(saved.agents) == 3 * N_QUESTIONS
    assert saved.labels()[:3] == [f"{INPUTS.questions[0].question_id}/agent_{i}" for i in (1, 2, 3)]
    forecasters = set(result.scores["forecaster"])
    assert {"panel (mean)", "always 0.5", "base rate", "calibrated panel"} <= forecasters
    assert "calibrated minus panel" in forecasters


def test_tables_are_byte_identical_whatever_the_concurrency(tmp_path, reference):
    run(tmp_path, concurrency=1, calibrate=True)
    assert tables(tmp_path) == tables(reference[0])


def test_panel_matches_notebook_04_and_each_agent_gets_its_own_copy_of_one_client():
    assert [(m.temperature, m.seed) for m in panel_members(3)] == [(0.3, 11), (0.6, 22), (0.9, 33)]

    class Pooled(BacktestMockLLMClient):
        def __init__(self):
            super().__init__()
            self.pool = object()  # stands for a live client's connection pool
            self.seen = []  # shared by reference, like the pool

        def _reply(self, messages, json_mode):
            self.seen.append((self, self.pool, self.seed))  # kept alive, so ids stay distinct
            return super()._reply(messages, json_mode)

    base = Pooled()
    copy = member_client(base, PanelMember("a", 0.6, 22))
    assert copy is not base and copy.pool is base.pool
    assert (copy.temperature, copy.seed) == (0.6, 22)
    run_backtest(INPUTS.questions[:4], INPUTS.documents, base, progress=lambda _: None)
    assert all(pool is base.pool for _, pool, _ in base.seen)
    assert len({id(client) for client, _, _ in base.seen}) == 4 * 3  # one copy per agent run
    assert {seed for _, _, seed in base.seen} == {11, 22, 33}


# --------------------------------------------------------------------------- resuming


class CountingMock(BacktestMockLLMClient):
    """The mock, noting which question each call was about (a list shared by its copies)."""

    def __init__(self, asked):
        super().__init__()
        self.asked = asked

    def _reply(self, messages, json_mode):
        self.asked.append(messages[1].content.splitlines()[0])
        return super()._reply(messages, json_mode)


def test_a_resumed_run_redoes_only_missing_questions_and_ends_with_the_same_tables(
    tmp_path, reference
):
    shutil.copytree(reference[0], tmp_path, dirs_exist_ok=True)
    missing = [q.question_id for q in INPUTS.questions[5:9]]
    for qid in missing:
        (tmp_path / "records" / f"{qid}.json").unlink()
    for name in ("questions.csv", "scores.csv", "skill.csv"):
        (tmp_path / name).unlink()
    for trace in tmp_path.glob("backtest_*.json"):
        trace.unlink()
    asked, lines = [], []
    result = run(tmp_path, llm=CountingMock(asked), lines=lines, calibrate=True)
    questions = {f"QUESTION: {q.question}": q.question_id for q in INPUTS.questions}
    assert {questions[line] for line in asked} == set(missing)
    assert lines[0] == f"Resuming in {tmp_path}: {N_QUESTIONS - 4} of {N_QUESTIONS} already done"
    assert lines[1].startswith(
        f"Backtest: {N_QUESTIONS} questions ({N_QUESTIONS - 4} already done, 4 to run), "
        "3 agents each (12 agent runs), concurrency 4, provider mock, model canned-research-v1"
    )
    assert tables(tmp_path) == tables(reference[0])
    assert result.trace is not None and (tmp_path / result.trace.filename()).exists()


def test_other_arguments_on_an_existing_run_directory_are_refused(tmp_path, reference):
    shutil.copytree(reference[0], tmp_path, dirs_exist_ok=True)
    with pytest.raises(BacktestConfigError, match=r"settings\.agents: directory has 3, now 2"):
        run(tmp_path, agents=2, calibrate=True)
    with pytest.raises(BacktestConfigError, match=r"settings\.calibrate"):
        run(tmp_path)


def test_a_changed_record_is_reported_not_silently_redone(tmp_path, reference):
    shutil.copytree(reference[0], tmp_path, dirs_exist_ok=True)
    record = tmp_path / "records" / f"{INPUTS.questions[0].question_id}.json"
    data = json.loads(record.read_text())
    del data["runs"][0]["artifact"]
    record.write_text(json.dumps(data))
    with pytest.raises(BacktestConfigError, match="edited since it was written"):
        run(tmp_path, calibrate=True)
    data["digest"] = record_digest(data)  # resealed: the digest passes, the content does not
    record.write_text(json.dumps(data))
    with pytest.raises(BacktestConfigError, match="not a valid question record"):
        run(tmp_path, calibrate=True)


def test_a_bug_stops_the_run_keeping_what_finished_and_a_rerun_completes_it(tmp_path, reference):
    """An error that is neither a provider's nor bad data is a bug: it stops the run."""
    bad = INPUTS.questions[2]

    class Buggy(BacktestMockLLMClient):
        def _reply(self, messages, json_mode):
            if bad.question in messages[1].content:
                raise RuntimeError("a bug in a test client")
            return super()._reply(messages, json_mode)

    with pytest.raises(RuntimeError, match="a bug in a test client"):
        run(tmp_path, llm=Buggy(), calibrate=True, concurrency=1)
    assert not (tmp_path / "records" / f"{bad.question_id}.json").exists()
    assert not list(tmp_path.glob("backtest_*.json"))
    again = run(tmp_path, calibrate=True)
    assert not again.failures and tables(tmp_path) == tables(reference[0])


def test_bad_data_from_a_provider_fails_the_question_and_the_run_goes_on(tmp_path, reference):
    bad = INPUTS.questions[2]

    class Malformed(BacktestMockLLMClient):
        def _reply(self, messages, json_mode):
            if bad.question in messages[1].content:
                raise SchemaError("usage.total_tokens must be a count, got -1")
            return super()._reply(messages, json_mode)

    lines = []
    result = run(tmp_path, llm=Malformed(), lines=lines, calibrate=True)
    assert list(result.failures) == [bad.question_id]
    assert any(f"{bad.question_id}: FAILED" in line for line in lines)
    assert not (tmp_path / "records" / f"{bad.question_id}.json").exists()
    assert len(list((tmp_path / "records").glob("*.json"))) == N_QUESTIONS - 1
    assert result.trace is None and not list(tmp_path.glob("backtest_*.json"))
    row = result.table.filter(result.table["question_id"] == bad.question_id)
    assert row["note"][0].startswith("SchemaError: usage.total_tokens") and not row["scored"][0]
    again = run(tmp_path, calibrate=True)
    assert not again.failures and tables(tmp_path) == tables(reference[0])


def test_a_provider_error_is_not_saved_as_the_questions_result(tmp_path, reference):
    """An agent that ends ``failed`` leaves its question unsaved, so an outage is retried."""
    down = INPUTS.questions[4]

    class Outage(BacktestMockLLMClient):
        def _reply(self, messages, json_mode):
            if down.question in messages[1].content and self.seed == 22:
                raise ProviderConnectionError("mock", None, "could not reach the server")
            return super()._reply(messages, json_mode)

    lines = []
    result = run(tmp_path, llm=Outage(), lines=lines, calibrate=True)
    assert list(result.failures) == [down.question_id]
    assert "agent_2: provider error" in result.failures[down.question_id]
    assert any(f"{down.question_id}: FAILED, not saved" in line for line in lines)
    assert not (tmp_path / "records" / f"{down.question_id}.json").exists()
    run(tmp_path, calibrate=True)
    assert tables(tmp_path) == tables(reference[0])


def test_a_live_provider_without_configuration_is_a_clear_error(tmp_path, capsys):
    code = main(["backtest", "--provider", "openai", "--out", str(tmp_path / "run")])
    assert code == 2
    assert "backtest: error: openai: no API key" in capsys.readouterr().err
    assert not (tmp_path / "run").exists()  # refused before anything was written


def test_your_own_files_load_through_the_adapter_and_an_open_question_runs_unscored(tmp_path):
    from forecasting_agents.core._course import RESOLVED_QUESTIONS_PATH
    from forecasting_agents.core._formats import load_questions, write_jsonl
    from forecasting_agents.core._jsonl import QuestionFormatError

    records = [q.to_record() for q in load_questions(RESOLVED_QUESTIONS_PATH)[:4]]
    records[-1] = {**records[-1], "outcome": None, "outcome_source": None, "category": "mine"}
    mine = write_jsonl(tmp_path / "mine.jsonl", records)
    ids = {r["id"] for r in records}
    docs = [d.to_record() for d in INPUTS.documents if d.question_id in ids]
    my_docs = write_jsonl(tmp_path / "my_docs.jsonl", docs)
    with pytest.raises(QuestionFormatError, match=r"names no question in .*mine\.jsonl"):
        load_backtest_inputs(mine)  # the course's documents are for the course's questions
    inputs = load_backtest_inputs(mine, my_docs)
    assert inputs.categories[records[-1]["id"]] == "mine"
    assert {q.origin for q in inputs.questions} == {"file:mine.jsonl"}
    result = run_backtest(
        inputs.questions,
        inputs.documents,
        BacktestMockLLMClient(),
        categories=inputs.categories,
        progress=lambda _: None,
    )
    assert result.table["scored"].to_list() == [True, True, True, False]
    assert result.table["outcome"][3] is None and result.table["panel_mean"][3] is not None
    assert result.scores.filter(result.scores["questions"] == "all")["n"].max() == 3


# --------------------------------------------------------------------------- calibration


def test_the_calibration_factor_needs_history_and_moves_toward_what_scored_better():
    assert fit_calibration_factor([]) == 1.0  # no history: unchanged
    one = fit_calibration_factor([(0.9, 0.5, 0.0)])
    many = fit_calibration_factor([(0.9, 0.5, 0.0), (0.8, 0.5, 0.0), (0.85, 0.5, 1.0)] * 4)
    assert many < one < 1.0  # overconfident: shrunk, the more so the longer the history
    assert many in CALIBRATION_FACTORS
    under = [(0.6, 0.5, 1.0), (0.4, 0.5, 0.0), (0.65, 0.5, 1.0)] * 4
    assert fit_calibration_factor(under) > 1.0  # underconfident: extremized


def test_calibration_uses_only_questions_resolved_before_the_cutoff():
    question = resolved_question
    early = question("early", "2025-01-01", "2025-01-10", 1.0)
    later = [question(f"l{i}", "2025-03-01", f"2025-03-0{i + 2}", 0.0) for i in range(4)]
    last = question("last", "2025-06-01", "2025-06-10", 0.0)
    questions = [early, *later, last]
    panel = {q.question_id: 0.9 for q in questions}  # confidently wrong on every later one
    fitted = calibrate_point_in_time(questions, panel)
    assert fitted["early"].parameter == 1.0 and fitted["early"].forecast == 0.9  # no history
    # Only "early" (0.9, YES) resolved before the l-questions' cutoff: if anything, more sure.
    assert fitted["l0"].parameter >= 1.0 and fitted["l0"].forecast >= 0.9
    # Four confident misses since: shrunk toward 0.5, but a prior keeps it from a coin.
    assert 0.0 < fitted["last"].parameter < 1.0 and 0.5 < fitted["last"].forecast < 0.9
    toward = calibrate_point_in_time(questions, panel, dict.fromkeys(panel, 0.2))
    assert toward["last"].forecast < fitted["last"].forecast  # shrunk toward its anchor


# --------------------------------------------------------------------------- the runner's tables


def test_the_runners_tables_on_the_course_questions_hold_their_invariants(reference):
    out, result = reference
    table = {row["question_id"]: row for row in result.table.to_dicts()}
    scores = result.scores.to_dicts()
    assert tuple(result.scores.columns) == SCORE_COLUMNS
    # Every forecaster on a subset is scored on the same questions as always 0.5 there.
    coin = {r["questions"]: r["n"] for r in scores if r["forecaster"] == "always 0.5"}
    assert {r["questions"] for r in scores} == set(coin) == {"answered", "all"}  # no prices
    for row in scores:
        assert row["n"] == coin[row["questions"]], row["forecaster"]
        for key in ("brier", "brier_low", "brier_high", "log", "log_low", "log_high"):
            assert math.isfinite(row[key]), (row["forecaster"], key)
        assert row["brier_low"] <= row["brier"] <= row["brier_high"]
        assert row["log_low"] <= row["log"] <= row["log_high"]
    names = {r["forecaster"] for r in scores if r["questions"] == "answered"}
    assert {
        "panel (mean)",
        "panel (median)",
        "panel (log-odds mean)",
        "panel (trimmed log-odds)",
        "calibrated panel",
        "calibrated minus panel",
        "base rate",
        "base rate, unsmoothed",
    } <= names
    answered = [row for row in table.values() if row["scored"] and row["panel_mean"] is not None]
    clipped = {r["forecaster"]: r["clipped"] for r in scores if r["questions"] == "answered"}
    assert clipped["panel (log-odds mean)"] == sum(row["n_clipped"] for row in answered)
    assert clipped["panel (mean)"] == clipped["always 0.5"] == 0
    low, high = LOG_ODDS_CLIP, 1 - LOG_ODDS_CLIP
    for row in answered:
        lo, hi = max(low, min(high, row["panel_low"])), max(low, min(high, row["panel_high"]))
        for column in ("panel_log_odds", "panel_trimmed"):
            assert lo - 1e-12 <= row[column] <= hi + 1e-12, (row["question_id"], column)
        assert 0 < row["base_rate"] < 1
        assert row["calibration_weight"] in CALIBRATION_FACTORS
        assert row["blend"] is None and row["blend_weight"] is None  # no market price
    first = min(answered, key=lambda row: row["cutoff_date"])  # nothing resolved before it
    assert first["calibration_weight"] == 1.0 and first["calibrated"] == first["panel_mean"]
    assert first["base_rate"] == 0.5
    # skill.csv: ForecastBench's conventions, per source and over all, on the answered questions.
    skill = result.skill.to_dicts()
    assert tuple(result.skill.columns) == SKILL_FIELDS
    assert (out / "skill.csv").read_bytes() == result.skill.write_csv().encode()
    briers = {r["forecaster"]: r["brier"] for r in scores if r["questions"] == "answered"}
    categories = {row["category"] for row in answered}
    for row in skill:
        assert row["bss"] == pytest.approx(1 - row["brier"] / 0.25)
        assert row["brier_index"] == pytest.approx(100 * (1 - math.sqrt(row["brier"])))
        assert row["difficulty_adjusted"] is False  # one run cannot fit question difficulty
        assert row["bss_low"] <= row["bss"] <= row["bss_high"]
        assert row["n_market"] == 0 and row["bss_market"] is None
        if row["source"] == "all":
            assert row["brier"] == pytest.approx(briers[row["forecaster"]])
            assert row["n"] == len(answered)
        else:  # the course's categories are no ForecastBench source: no group rows
            assert row["source"] in categories
    for name in {row["forecaster"] for row in skill}:
        parts = [r["n"] for r in skill if r["forecaster"] == name and r["source"] != "all"]
        assert sum(parts) == len(answered)


def test_with_market_prices_the_panel_market_and_blend_are_scored_on_the_same_questions(
    reference,
):
    _, result = reference
    priced = {q.question_id: 0.2 + 0.6 * (i % 2) for i, q in enumerate(INPUTS.questions[::2])}
    questions = [
        dataclasses.replace(q, current_market_price=priced.get(q.question_id))
        for q in INPUTS.questions
    ]
    panels = {qid: panel.artifacts for qid, panel in result.panels.items()}
    rows = question_rows(questions, INPUTS.categories, panels, calibrate=True)
    market = [r for r in score_rows(rows) if r["questions"] == "market"]
    assert [r["forecaster"] for r in market] == [
        "panel (mean)",
        "market price",
        "panel-market blend",
        "blend minus panel",
        "blend minus market",
        "always 0.5",
    ]
    assert {r["n"] for r in market} == {len(priced)}
    by_id = {r["question_id"]: r for r in rows}
    for qid, row in by_id.items():
        if qid in priced:
            assert row["blend_weight"] in BLEND_WEIGHTS
            assert min(row["panel_mean"], row["market_price"]) - 1e-12 <= row["blend"]
            assert row["blend"] <= max(row["panel_mean"], row["market_price"]) + 1e-12
        else:
            assert row["blend"] is None
    first = min(priced, key=lambda qid: by_id[qid]["cutoff_date"])
    assert by_id[first]["blend_weight"] == BLEND_PRIOR_CENTER  # no history: the prior
    answered = [r for r in score_rows(rows) if r["questions"] == "answered"]
    assert "market price" not in {r["forecaster"] for r in answered}  # only beside the panel
    skill = [r for r in skill_rows(rows) if r["source"] == "all"]
    market_skill = {r["forecaster"]: r for r in skill}["market price"]
    assert market_skill["n_market"] == len(priced) and market_skill["bss_market"] == 0.0
    assert all(r["n_market"] == len(priced) for r in skill)


# --------------------------------------------------------------------------- command line


def test_the_command_validates_its_flags_where_they_enter(tmp_path, capsys):
    for flags, expected in [
        (["--concurrency", "0"], "argument --concurrency: got '0'; accepted: an integer from 1"),
        (["--agents", "many"], "argument --agents: got 'many'; accepted"),
        (["--allowed-domains", "https://x.org/a"], "argument --allowed-domains: got"),
        (["--knowledge-cutoff", "soon"], "accepted: a date like"),
    ]:
        with pytest.raises(SystemExit) as stop:
            main(["backtest", "--provider", "mock", "--out", str(tmp_path), *flags])
        assert stop.value.code == 2
        assert expected in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["backtest", "--out", str(tmp_path)])
    assert "the following arguments are required: --provider" in capsys.readouterr().err
    assert main(["backtest", "--provider", "mock", "--out", str(tmp_path), "--ids", "nope"]) == 2
    err = capsys.readouterr().err
    assert "--ids: got 'nope' (unknown: nope)" in err
    # the course's 16 ids: five are named, not all of them
    assert "ids of the questions file (16: fomc-2025-01-cut, " in err and "and 11 more" in err
    many = ",".join(f"missing-{n}" for n in range(5000))
    assert main(["backtest", "--provider", "mock", "--out", str(tmp_path), "--ids", many]) == 2
    err = capsys.readouterr().err
    assert "unknown: missing-0, missing-1, missing-2, missing-3, missing-4 and 4995 more" in err
    assert len(err) < 1000, "a long --ids value is clipped, not echoed whole"


def readme_command(out: Path) -> list[str]:
    """The README's offline example of the command, as written there, with --out moved."""
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    line = next(x for x in readme.splitlines() if "backtest --provider mock --out runs/mock-" in x)
    words = line.split()
    assert words[0] == ".venv/bin/forecast-agents"
    words[0] = str(Path(sys.executable).parent / "forecast-agents")
    words[words.index("--out") + 1] = str(out)
    return words


def test_the_readme_example_runs_offline_and_a_second_run_reuses_every_record(tmp_path):
    out = tmp_path / "run"
    command = readme_command(out)
    first = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert first.returncode == 0, first.stderr
    assert f"[{N_QUESTIONS}/{N_QUESTIONS}]" in first.stdout and "Trace: " in first.stdout
    before = tables(out)
    second = subprocess.run(command, capture_output=True, text=True, cwd=tmp_path, timeout=300)
    assert second.returncode == 0, second.stderr
    assert f"{N_QUESTIONS} of {N_QUESTIONS} already done" in second.stdout
    assert tables(out) == before
    assert len(list(out.glob("backtest_*.json"))) == 1  # the trace keeps its first name


def test_a_knowledge_cutoff_takes_questions_out_of_the_scores():
    result = run(None, knowledge_cutoff="2025-03-31")
    early = [q.question_id for q in INPUTS.questions if q.resolution_date <= "2025-03-31"]
    assert early and len(early) < N_QUESTIONS
    unscored = result.table.filter(~result.table["scored"])
    assert sorted(unscored["question_id"]) == sorted(early)
    assert set(unscored["note"]) == {"resolved on or before the knowledge cutoff"}
    assert result.scores.filter(result.scores["questions"] == "all")["n"].max() == (
        N_QUESTIONS - len(early)
    )


# --------------------------------------------------------------------------- kill and resume


KILL_IDS = [q.question_id for q in INPUTS.questions[:6]]


def _command(out: Path) -> list[str]:
    return [
        sys.executable,
        "-m",
        "forecasting_agents",
        "backtest",
        "--provider",
        "openai",
        "--out",
        str(out),
        "--ids",
        ",".join(KILL_IDS),
        "--agents",
        "2",
        "--concurrency",
        "3",
        "--calibrate",
    ]


def test_a_run_killed_with_sigkill_and_restarted_ends_with_the_same_tables(tmp_path):
    with ResearchServer(delay=0.05) as server:
        env = {**os.environ, "OPENAI_BASE_URL": server.url, "OPENAI_MODEL": "fake"}
        whole = tmp_path / "whole"
        done = subprocess.run(_command(whole), env=env, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, done.stderr

        killed = tmp_path / "killed"
        process = subprocess.Popen(
            _command(killed), env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        deadline = time.monotonic() + 120
        while len(list(killed.glob("records/*.json"))) < 2 and time.monotonic() < deadline:
            time.sleep(0.01)
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        saved = len(list(killed.glob("records/*.json")))
        assert 2 <= saved < len(KILL_IDS), "the kill must land mid-run"
        assert not (killed / "scores.csv").exists()
        assert (killed / ".lock").exists()  # a SIGKILL releases nothing

        resumed = subprocess.run(_command(killed), env=env, capture_output=True, text=True)
        assert resumed.returncode == 0, resumed.stderr
        assert (
            f"Took over a stale lock in {killed}: the lock of pid {process.pid}" in resumed.stdout
        )
        assert f"{saved} of {len(KILL_IDS)} already done" in resumed.stdout
        assert not (killed / ".lock").exists()
    assert tables(killed) == tables(whole)
    records = sorted(p.name for p in killed.glob("records/*"))
    assert records == sorted(f"{qid}.json" for qid in KILL_IDS)  # no leftovers, no extras


def test_ctrl_c_stops_the_run_saying_what_was_saved_and_the_same_command_resumes(tmp_path):
    out = tmp_path / "interrupted"
    with ResearchServer(delay=0.05) as server:
        env = {**os.environ, "OPENAI_BASE_URL": server.url, "OPENAI_MODEL": "fake"}
        process = subprocess.Popen(
            _command(out), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        deadline = time.monotonic() + 120
        while not list(out.glob("records/*.json")) and time.monotonic() < deadline:
            time.sleep(0.01)
        process.send_signal(signal.SIGINT)
        stdout, stderr = process.communicate(timeout=120)
        assert process.returncode == 130, stderr
        saved = len(list(out.glob("records/*.json")))
        assert f"Interrupted: {saved} of {len(KILL_IDS)} questions are saved" in stdout
        assert "run the same command again to resume" in stdout
        assert not (out / ".lock").exists()  # Ctrl-C released the lock
        resumed = subprocess.run(_command(out), env=env, capture_output=True, text=True)
        assert resumed.returncode == 0, resumed.stderr
        assert f"{saved} of {len(KILL_IDS)} already done" in resumed.stdout
    assert len(list(out.glob("records/*.json"))) == len(KILL_IDS)


# --------------------------------------------------------------------------- documents per question


def test_each_question_searches_its_own_documents_and_the_shared_ones():
    by_question = {q.question_id: q for q in INPUTS.questions}
    chosen = [by_question["fomc-2025-01-cut"], by_question["us-shutdown-2025-10"]]
    shared = dataclasses.replace(
        next(d for d in INPUTS.documents if d.question_id == "fomc-2025-01-cut"),
        doc_id="shared-1",
        question_id=None,
        url="https://www.reuters.com/course-summary/shared-document",
    )
    result = run_backtest(
        chosen,
        [*INPUTS.documents, shared],  # every question's documents, and one for all
        BacktestMockLLMClient(),
        categories=INPUTS.categories,
        progress=lambda _: None,
    )
    urls_of = {}
    for doc in INPUTS.documents:
        urls_of.setdefault(doc.question_id, set()).add(doc.url)
    served = {}
    for call in result.trace.search_calls:
        qid = call["label"].split("/")[0]
        served.setdefault(qid, set()).update(r["url"] for r in call["results"] or [])
    for qid in ("fomc-2025-01-cut", "us-shutdown-2025-10"):
        assert served[qid], f"{qid} found nothing"
        assert served[qid] <= urls_of[qid] | {shared.url}, f"{qid} was served another's document"
    assert shared.url in served["us-shutdown-2025-10"]  # a shared document serves every question


def test_a_document_for_a_question_not_in_the_file_is_refused_naming_the_line(tmp_path):
    from forecasting_agents.core._formats import write_jsonl
    from forecasting_agents.core._jsonl import QuestionFormatError

    records = [INPUTS.documents[0].to_record(), INPUTS.documents[1].to_record()]
    records[1] = {**records[1], "question_id": "no-such-question"}
    path = write_jsonl(tmp_path / "docs.jsonl", records)
    with pytest.raises(QuestionFormatError) as info:
        load_backtest_inputs(None, path)
    assert (info.value.line, info.value.field) == (2, "question_id")
    assert "'no-such-question' names no question in" in str(info.value)


# --------------------------------------------------------------------------- errors that stop


def _diverging_search() -> ReplaySearchClient:
    """A replay of one recorded search for 'fed rate decision' (the agent will ask another)."""
    traced = trace_search(MockSearchClient(), "q/agent")
    traced.search("fed rate decision", max_results=3, cutoff_date="2025-01-15")
    return ReplaySearchClient(traced.calls, "q/agent", source="recorded.json")


def test_a_replayed_search_that_diverges_stops_the_executor_naming_the_search():
    executor = ToolExecutor(_diverging_search())
    with pytest.raises(ReplayDivergenceError, match=r"search 0: the code asked for .*ecb"):
        executor.execute_search("ecb deposit rate", max_results=3, cutoff_date="2025-01-15")


def test_a_replayed_search_that_diverges_stops_the_backtest_instead_of_failing_a_search():
    question = INPUTS.questions[0]
    search = _diverging_search()
    ask = {"action": "search", "query": "ecb deposit rate", "evidence_type": "search_results"}
    replies = [json.dumps(ask)] * 8
    with pytest.raises(ReplayDivergenceError, match=r"search 0: .*recorded\.json"):
        run_backtest(
            [question],
            lambda q, member: search,
            lambda q, member: ScriptedLLMClient(list(replies)),
            settings=BacktestSettings(agents=1),
            progress=lambda _: None,
        )


def test_a_caller_that_records_itself_gets_no_second_trace_and_no_clock_reading(monkeypatch):
    import forecasting_agents.evaluation._agent_run as agent_run
    import forecasting_agents.evaluation._backtest as backtest

    monkeypatch.setattr(backtest, "_utc_now", lambda: pytest.fail("read the wall clock"))
    monkeypatch.setattr(agent_run, "trace_llm", lambda *a: pytest.fail("traced a client"))
    result = run_backtest(
        INPUTS.questions[:2],
        INPUTS.documents,
        BacktestMockLLMClient(),
        categories=INPUTS.categories,
        progress=lambda _: None,
        record=False,
    )
    assert result.trace is None and len(result.table) == 2
    with pytest.raises(BacktestConfigError, match="out_dir needs record=True"):
        run_backtest(
            INPUTS.questions[:1],
            INPUTS.documents,
            BacktestMockLLMClient(),
            out_dir="x",
            record=False,
        )


# --------------------------------------------------------------------------- a repeated query

REPEATING = [
    json.dumps({"action": "search", "query": "fed january", "evidence_type": "search_results"})
] * 7 + [json.dumps({"action": "forecast", "p_yes": 0.2, "rationale": "held", "cited": "D1"})]
"""A small model's loop, as the local model showed it: one query sent again and again."""


def test_on_repeat_is_a_recorded_setting_whose_absence_means_refuse():
    assert BacktestSettings().on_repeat == "harness-search"
    assert BacktestSettings().recorded()["on_repeat"] == "harness-search"
    assert "on_repeat" not in BacktestSettings(on_repeat="refuse").recorded()
    with pytest.raises(BacktestConfigError, match="on_repeat: got 'retry'; accepted: 'refuse'"):
        BacktestSettings(on_repeat="retry")


def test_a_backtest_of_a_repeating_model_records_the_harness_search_and_replays_it(tmp_path):
    from forecasting_agents.record._trace import replay_llm, replay_search

    question = next(q for q in INPUTS.questions if q.question_id == "fomc-2025-01-cut")
    outcomes = {}
    for mode in ("refuse", "harness-search"):
        outcomes[mode] = run_backtest(
            [question],
            INPUTS.documents,
            lambda q, member: ScriptedLLMClient(list(REPEATING)),
            settings=BacktestSettings(agents=1, on_repeat=mode),
            out_dir=tmp_path / mode,
            progress=lambda _: None,
            created_at="2025-06-01T00:00:00Z",
        )
    refused = outcomes["refuse"].panels[question.question_id].artifacts[0]
    assert refused.status == "budget_exhausted"
    result = outcomes["harness-search"]
    artifact = result.panels[question.question_id].artifacts[0]
    assert artifact.status == "forecast"
    manifest = json.loads((tmp_path / "harness-search" / "manifest.json").read_text())
    assert manifest["run"]["settings"]["on_repeat"] == "harness-search"
    old = json.loads((tmp_path / "refuse" / "manifest.json").read_text())
    assert "on_repeat" not in old["run"]["settings"]
    saved = json.loads(
        (tmp_path / "harness-search" / "records" / f"{question.question_id}.json").read_text()
    )
    steps = saved["runs"][0]["artifact"]["traces"]
    harness = [s for s in steps if s.get("chosen_by") == "harness"]
    assert len(harness) == 1 and harness[0]["action"] == "search"
    assert harness[0]["query"].endswith("base rate history how often")
    entries = saved["runs"][0]["state"]["tool_trace"]
    assert [e.get("chosen_by", "model") for e in entries] == ["model", "harness"]

    # scripts/run_stats.py, which the README's measurement uses, counts the same from the records.
    import importlib.util

    spec = importlib.util.spec_from_file_location("run_stats", REPO / "scripts" / "run_stats.py")
    stats = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(stats)
    before, after = (stats.directory_stats(tmp_path / m) for m in ("refuse", "harness-search"))
    assert (before["on_repeat"], before["forecast"], before["budget_exhausted"]) == (
        "refuse",
        "0 (0%)",
        1,
    )
    assert (before["model calls"], before["repeats refused"], before["harness searches"]) == (
        8,
        6,
        0,
    )
    assert (after["on_repeat"], after["forecast"], after["calls per forecast"]) == (
        "harness-search",
        "1 (100%)",
        "8.0",
    )
    assert (after["repeats refused"], after["harness searches"]) == (6, 1)
    tokens = artifact.token_usage.prompt_tokens + artifact.token_usage.completion_tokens
    assert after["tokens"] == tokens

    # Offline, from the trace on disk: the settings the record holds, replay clients per label.
    trace = RunTrace.load(tmp_path / "harness-search" / result.trace.filename())
    recorded = trace.params["settings"]
    settings = BacktestSettings(agents=1, on_repeat=recorded.get("on_repeat", "refuse"))
    replayed = run_backtest(
        [question],
        lambda q, member: replay_search(trace, f"{q.question_id}/{member.agent_id}"),
        lambda q, member: replay_llm(trace, f"{q.question_id}/{member.agent_id}"),
        settings=settings,
        progress=lambda _: None,
        progress_every=None,
        created_at="2025-06-01T00:00:00Z",
    )
    again = replayed.panels[question.question_id].artifacts[0]
    assert again.to_dict() == artifact.to_dict()
    with pytest.raises(ReplayDivergenceError):  # the same record under the old behaviour
        run_backtest(
            [question],
            lambda q, member: replay_search(trace, f"{q.question_id}/{member.agent_id}"),
            lambda q, member: replay_llm(trace, f"{q.question_id}/{member.agent_id}"),
            settings=BacktestSettings(agents=1, on_repeat="refuse"),
            progress=lambda _: None,
            progress_every=None,
        )


def test_the_command_records_its_on_repeat_and_refuses_a_bad_one(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["backtest", "--provider", "mock", "--out", str(tmp_path), "--on-repeat", "retry"])
    assert stop.value.code == 2
    assert "argument --on-repeat: invalid choice: 'retry'" in capsys.readouterr().err
    ids = ["--ids", INPUTS.questions[0].question_id, "--agents", "1"]
    for mode, out in (("refuse", tmp_path / "r"), ("harness-search", tmp_path / "h")):
        assert (
            main(["backtest", "--provider", "mock", "--out", str(out), *ids, "--on-repeat", mode])
            == 0
        )
    assert (
        "on_repeat"
        not in json.loads((tmp_path / "r" / "manifest.json").read_text())["run"]["settings"]
    )
    settings = json.loads((tmp_path / "h" / "manifest.json").read_text())["run"]["settings"]
    assert settings["on_repeat"] == "harness-search"
    # Resuming a directory under the other mode is refused, naming the setting.
    code = main(["backtest", "--provider", "mock", "--out", str(tmp_path / "r"), *ids])
    assert code == 2 and "on_repeat" in capsys.readouterr().err
