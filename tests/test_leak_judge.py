"""The leak check's model judge: its answers, where a search asks it, and how a backtest records
and replays its calls (issue 23: ``--leak-judge model``)."""

from __future__ import annotations

import json
from datetime import date

import pytest

from forecasting_agents.cli import main
from forecasting_agents.core._formats import CorpusDocument
from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.http import ProviderError
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._trace import RunTrace, replay_llm, replay_search
from forecasting_agents.search._executor import ToolExecutor
from forecasting_agents.search._model_judge import (
    DECIDED_BY_JUDGE,
    JUDGE_RULE,
    LEAK_JUDGE_LABEL,
    LEAK_JUDGE_SCHEMA,
    LEAK_JUDGE_SYSTEM_PROMPT,
    MAX_DOCUMENT_CHARS,
    ModelLeakJudge,
    leak_judge_prompt,
    read_judgement,
)

CUTOFF = "2025-03-01"
KEEP = json.dumps({"evidence": "none", "verdict": "keep"})
LEAK = json.dumps({"evidence": "the launch slipped to April", "verdict": "leak"})


def doc(n: int, text: str = "Factory output ramps ahead of the launch.") -> CorpusDocument:
    return CorpusDocument(
        doc_id=f"d{n}",
        question_id="w",
        title=f"Widget launch plan {n}",
        url=f"https://www.reuters.com/widget-{n}",
        snippet=text,
        published="2025-02-01",
    )


class Judge:
    """A judge's client: says leak for documents whose title ends in one of ``leaks``."""

    def __init__(self, leaks=(), fail: Exception | None = None):
        self.leaks, self.fail, self.asked = set(leaks), fail, []

    def complete(self, messages, json_mode=False):
        assert messages[0].content == LEAK_JUDGE_SYSTEM_PROMPT
        assert json_mode == LEAK_JUDGE_SCHEMA
        title = next(line for line in messages[1].content.splitlines() if "title" in line)
        self.asked.append(title.rsplit(" ", 1)[1])
        if self.fail is not None:
            raise self.fail
        return LEAK if title.rsplit(" ", 1)[1] in self.leaks else KEEP


class Fixed:
    """Returns the documents in the order given, whatever is asked."""

    client_name = "fixed"

    def __init__(self, docs):
        self.docs = [d.to_search_result() for d in docs]

    def search(self, query, max_results=5, cutoff_date=None):
        return list(self.docs)


def executor(docs, judge, pool=None):
    return ToolExecutor(
        Fixed(docs),
        allowed_domains=None,
        require_dates=True,
        leak_check=True,
        search_pool=pool,
        model_judge=None if judge is None else ModelLeakJudge(judge),
    )


# --------------------------------------------------------------------------- its answers


def test_an_answer_it_cannot_read_is_a_leak_that_says_what_was_wrong():
    assert not read_judgement(KEEP).leak
    assert read_judgement(LEAK).leak and read_judgement(LEAK).evidence.startswith("the launch")
    assert read_judgement("```json\n" + KEEP + "\n```").verdict == "keep"
    for reply, said in (
        ("I think it is fine", "not JSON"),
        ("[1, 2]", "not a JSON object"),
        ('{"evidence": "x", "verdict": "maybe"}', "verdict 'maybe', not 'leak' or 'keep'"),
    ):
        judged = read_judgement(reply)
        assert judged.leak and said in judged.problem
        assert said in judged.reason() and judged.decision()["rule"] == JUDGE_RULE


def test_the_prompt_is_fixed_and_the_document_bounded():
    huge = SearchResult("t", "https://x.org/a", "word " * 10_000, "2025-02-01")
    system, user = leak_judge_prompt(huge, date(2025, 3, 1), "Will it?")
    assert system.content == LEAK_JUDGE_SYSTEM_PROMPT
    assert "Cutoff date: 2025-03-01" in user.content and "Question: Will it?" in user.content
    assert len(user.content) < MAX_DOCUMENT_CHARS + 400


# --------------------------------------------------------------------------- in a search


def test_a_document_it_calls_a_leak_is_removed_and_the_next_fills_the_page():
    judge = Judge(leaks={"1"})
    run = executor([doc(n) for n in (1, 2, 3, 4)], judge, pool=10)
    shown = run.execute_search("widget launch plan", 2, CUTOFF)
    assert [r.title[-1] for r in shown] == ["2", "3"]
    entry = run.execution_log[-1]
    assert entry.removed_by_leak_check == 1 and entry.beyond_page == 1
    removed = entry.decisions[0]
    assert (removed.control, removed.decided_by) == ("leak", DECIDED_BY_JUDGE)
    assert removed.reason.startswith(f"model judge ({JUDGE_RULE}): the launch slipped")
    assert removed.leak[-1]["rule"] == JUDGE_RULE and removed.leak[-1]["verdict"] == "leak"
    assert entry.decisions[1].leak[-1]["verdict"] == "keep"  # what it said of a kept one, too
    # Asked only while the page had room: document 4 was never shown to it.
    assert judge.asked == ["1", "2", "3"]
    # The same document met again costs no second call.
    run.execute_search("widget launch plan", 2, CUTOFF)
    assert judge.asked == ["1", "2", "3"]


def test_it_never_sees_what_the_rules_removed_nor_runs_in_the_coverage_check():
    report = doc(1, "The widget launched on March 10, 2025, as the company had planned.")
    judge = Judge()
    run = executor([report, doc(2)], judge)
    run.execute_search("widget launch plan", 5, CUTOFF)
    assert run.execution_log[-1].decisions[0].decided_by != DECIDED_BY_JUDGE
    assert judge.asked == ["2"]
    kept, _, _ = run.screen([doc(3).to_search_result()], CUTOFF)
    assert len(kept) == 1 and judge.asked == ["2"]


def test_a_failed_judge_call_removes_the_document_and_names_the_failure():
    judge = Judge(fail=ProviderError("openai", 503, "the server is overloaded"))
    run = executor([doc(1)], judge)
    assert run.execute_search("widget launch plan", 5, CUTOFF) == []
    reason = run.execution_log[-1].decisions[0].reason
    assert "the judge's call failed (ProviderError" in reason and "503" in reason


# --------------------------------------------------------------------------- in a backtest


INPUTS = load_backtest_inputs()


def test_the_settings_record_it_only_when_asked_and_refuse_a_model_without_it():
    assert "leak_judge" not in BacktestSettings().recorded()
    assert BacktestSettings(leak_judge="model").recorded()["leak_judge"] == "model"
    named = BacktestSettings(leak_judge="model", leak_judge_model="small-1").recorded()
    assert named["leak_judge_model"] == "small-1"
    with pytest.raises(BacktestConfigError, match="leak_judge: got 'llm'; accepted: 'rules'"):
        BacktestSettings(leak_judge="llm")
    with pytest.raises(BacktestConfigError, match="leak_judge_model: got 'small-1'"):
        BacktestSettings(leak_judge_model="small-1")
    with pytest.raises(BacktestConfigError, match="pass leak_judge_llm"):
        run_backtest(
            INPUTS.questions[:1],
            INPUTS.documents,
            lambda q, m: BacktestMockLLMClient(),
            settings=BacktestSettings(agents=1, leak_judge="model"),
            progress=lambda _: None,
        )


def test_a_backtest_records_the_judges_calls_under_their_label_and_replays_them(tmp_path):
    question = next(q for q in INPUTS.questions if q.question_id == "fomc-2025-01-cut")
    # A judge that calls every second document it reads a leak: its removals change the run.
    answers = [LEAK if n % 2 else KEEP for n in range(200)]
    settings = BacktestSettings(agents=1, leak_judge="model")
    result = run_backtest(
        [question],
        INPUTS.documents,
        BacktestMockLLMClient(),
        settings=settings,
        out_dir=tmp_path,
        progress=lambda _: None,
        created_at="2025-06-01T00:00:00Z",
        leak_judge_llm=ScriptedLLMClient(answers, model="judge-1"),
    )
    trace = RunTrace.load(tmp_path / result.trace.filename())
    assert trace.params["settings"]["leak_judge"] == "model"
    label = f"{question.question_id}/agent_1"
    judged = [c for c in trace.llm_calls if c["label"] == f"{label}/{LEAK_JUDGE_LABEL}"]
    assert judged and {c["model"] for c in judged} == {"judge-1"}
    assert all(c["messages"][0]["content"] == LEAK_JUDGE_SYSTEM_PROMPT for c in judged)
    artifact = result.panels[question.question_id].artifacts[0].to_dict()
    decisions = [d for step in artifact["traces"] for d in step.get("documents") or ()]
    by_judge = [d for d in decisions if d["decided_by"] == DECIDED_BY_JUDGE]
    # One call per distinct document: one met again is removed on the answer already given.
    leak_answers = sum(1 for c in judged if '"leak"' in c["reply"])
    assert by_judge and len({d["url"] for d in by_judge}) == leak_answers

    replayed = run_backtest(
        [question],
        lambda q, m: replay_search(trace, f"{q.question_id}/{m.agent_id}"),
        lambda q, m: replay_llm(trace, f"{q.question_id}/{m.agent_id}"),
        settings=settings,
        progress=lambda _: None,
        progress_every=None,
        leak_judge_llm=lambda q, m: replay_llm(
            trace, f"{q.question_id}/{m.agent_id}/{LEAK_JUDGE_LABEL}"
        ),
    )
    assert (
        replayed.panels[question.question_id].artifacts[0].to_dict()
        == result.panels[question.question_id].artifacts[0].to_dict()
    )


def test_the_command_runs_the_mock_as_its_own_judge_and_refuses_a_model_without_it(
    tmp_path, capsys
):
    ids = ["--ids", INPUTS.questions[0].question_id, "--agents", "1"]
    out = tmp_path / "judged"
    code = main(
        ["backtest", "--provider", "mock", "--out", str(out), "--leak-judge", "model", *ids]
    )
    assert code == 0, capsys.readouterr()
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["run"]["settings"]["leak_judge"] == "model"
    pieces = (
        (out / "trace-pieces.jsonl").read_text() if (out / "trace-pieces.jsonl").exists() else ""
    )
    records = "".join(p.read_text() for p in (out / "records").glob("*.json"))
    assert LEAK_JUDGE_LABEL in records + pieces
    code = main(
        ["backtest", "--provider", "mock", "--out", str(tmp_path / "x"), "--leak-judge-model", "m"]
    )
    assert code == 2
    assert "a judge's model is named only with leak_judge='model'" in capsys.readouterr().err
