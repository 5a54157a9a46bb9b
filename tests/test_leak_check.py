"""The leak check's policies: measured, on real question text, and rule by rule.

- Measured: the tables of docs/leak-check.md are recomputed from the leak set (on the split
  the page's rows name), the older labelled set and the course corpus by
  ``scripts/measure_leak_check.py``, and must equal what the page says; the default policy
  removes every leak the course corpus marks.
- Real text: in the ForecastBench extract (tests/data/leak_forecastbench), the default policy
  removes no question's page for naming its own deadline, and strict removes them; the counts are
  the page's.
- Rule by rule: each rule of the ``schedule-aware`` policy (:mod:`forecasting_agents.search._leaks`)
  fires where its docstring says, records what decided, takes bounded time on hostile text, and
  every policy reaches the executor, the research agent, the runner's settings and the command.
  The ``prospective`` policy's own rules are tested in tests/test_leak_prospective.py.
"""

from __future__ import annotations

import importlib.util
import json
import re
import sys
import time
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import REPO

from forecasting_agents.agent._research import ResearchAgent
from forecasting_agents.cli import main
from forecasting_agents.core._formats import load_documents, load_questions
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.evaluation._agent_run import research_agent
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.search import _leaks, _prospective_scores, _prospective_tokens
from forecasting_agents.search._corpus import CorpusSearchClient
from forecasting_agents.search._cutoff import find_post_cutoff_mentions
from forecasting_agents.search._executor import ToolExecutor
from forecasting_agents.search._leaks import (
    DEFAULT_LEAK_POLICY,
    LEAK_POLICIES,
    LEAK_RULES,
    LEGACY_LEAK_POLICY,
    MAX_CONTEXT_CHARS,
    judge_leak,
    screen_leaks,
)

LEAK_PAGE = REPO / "docs" / "leak-check.md"
FORECASTBENCH = REPO / "tests" / "data" / "leak_forecastbench"


def _measure_module():
    spec = importlib.util.spec_from_file_location(
        "measure_leak_check", REPO / "scripts" / "measure_leak_check.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


measure = _measure_module()


def leak_section() -> str:
    return LEAK_PAGE.read_text(encoding="utf-8")


# --------------------------------------------------------------------------- measured


def test_the_readme_table_is_the_measured_one():
    rows = [
        line
        for line in leak_section().splitlines()
        if line.startswith(("| labelled set", "| course corpus"))
    ]
    assert rows == measure.table_rows(), (
        "docs/leak-check.md's table differs from the measurement; paste the output of "
        "`python scripts/measure_leak_check.py --table`"
    )


def readme_leak_set_rows() -> list[str]:
    return [line for line in leak_section().splitlines() if line.startswith("| leak set, ")]


def test_the_readme_leak_set_table_is_the_measured_one_on_the_split_it_names():
    rows = readme_leak_set_rows()
    splits = {row.split(", ")[1] for row in rows}
    assert rows and len(splits) == 1 and splits <= {"dev", "test", "all"}, splits
    if not measure.LEAK_SET_DIR.is_dir():
        pytest.skip(
            f"{measure.LEAK_SET_DIR} is not in this checkout (the leak set is merged apart)"
        )
    (split,) = splits
    assert rows == measure.leak_set_rows(split), (
        "docs/leak-check.md's leak-set table differs from the measurement; paste the leak-set "
        "rows of "
        f"`python scripts/measure_leak_check.py --table --split {split}`"
    )


def test_the_readme_per_rule_table_is_the_measured_one_on_test():
    """docs/leak-check.md's per-rule table of the default policy, on the test split, as measured."""
    if not measure.LEAK_SET_DIR.is_dir():
        pytest.skip(f"{measure.LEAK_SET_DIR} is not in this checkout")
    readme = LEAK_PAGE.read_text(encoding="utf-8")
    shown = {
        match[0]: tuple(int(n) for n in match[1:])
        for match in re.findall(r"^\| `([a-z-]+)` \| (\d+) \| (\d+) \| (\d+) \|$", readme, re.M)
    }
    cases = [c.case for c in measure.load_leak_set(split="test")]
    counts = measure.rule_counts(cases, DEFAULT_LEAK_POLICY)
    measured = {rule: (c["leak"], c["keep"], c["wrong"]) for rule, c in counts.items()}
    assert shown == measured, (
        "paste the per-rule rows of `make bench-leaks` into docs/leak-check.md"
    )


def test_the_default_policy_removes_every_leak_the_course_corpus_marks():
    cases = measure.load_course_set()
    leaks = [case for case in cases if case[2]]
    marked = [
        record
        for line in (REPO / "data" / "documents.jsonl").read_text(encoding="utf-8").splitlines()
        if line.strip()
        for record in [json.loads(line)]
        if str(record.get("course_note", "")).startswith("leak:")
    ]
    assert len(leaks) == len(marked) >= 4  # every marked leak predates its cutoff: text only
    for case in leaks:
        assert measure.flagged(case, DEFAULT_LEAK_POLICY), case[0].doc_id
    assert measure.classify(cases, DEFAULT_LEAK_POLICY)["FN"] == 0


def test_every_label_of_the_labelled_set_has_a_reason_and_a_batch():
    cases = measure.load_set()
    assert len(cases) == len(measure.load_set(batch="original")) + len(
        measure.load_set(batch="added")
    )
    assert all(doc.metadata["why"].strip() for doc, _, _ in cases)


# --------------------------------------------------------------------------- ForecastBench


def forecastbench_cases():
    questions = {
        r.question_id: r.question for r in load_questions(FORECASTBENCH / "questions.jsonl")
    }
    documents = load_documents(FORECASTBENCH / "documents.jsonl", question_ids=list(questions))
    return [(d, questions[d.question_id]) for d in documents]


def forecastbench_removed(policy: str, *, told: bool) -> int:
    return sum(
        judge_leak(
            doc.to_search_result(), q.cutoff_date, policy=policy, question=q if told else None
        ).leak
        for doc, q in forecastbench_cases()
    )


def test_the_forecastbench_extract_names_each_questions_deadline_after_the_cutoff():
    cases = forecastbench_cases()
    assert 20 <= len(cases) <= 30
    for doc, question in cases:
        assert doc.published < question.cutoff_date < question.resolution_date
        mentions = find_post_cutoff_mentions(doc.snippet, question.cutoff_date)
        assert mentions, doc.doc_id  # so strict reads the page as a leak


def test_the_default_policy_removes_no_forecastbench_page_for_its_own_deadline():
    for doc, question in forecastbench_cases():
        for told in (question, None):
            verdict = judge_leak(doc.to_search_result(), question.cutoff_date, question=told)
            assert not verdict.leak, (doc.doc_id, verdict.decisions)
            assert verdict.decisions and {d.verdict for d in verdict.decisions} == {"keep"}


def test_the_forecastbench_counts_are_the_readmes():
    section = leak_section()
    counts = {
        "`strict`": forecastbench_removed("strict", told=True),
        "`schedule-aware`": forecastbench_removed("schedule-aware", told=True),
        "`schedule-aware`, not told the question": forecastbench_removed(
            "schedule-aware", told=False
        ),
        "`prospective` (told the question or not)": forecastbench_removed("prospective", told=True),
    }
    assert counts["`strict`"] == len(forecastbench_cases())
    assert counts["`schedule-aware`"] == 0
    assert (
        forecastbench_removed("prospective", told=False)
        == counts["`prospective` (told the question or not)"]
    )
    for label, count in counts.items():
        assert f"| {label} | {count} |" in section, label
    assert f"| ForecastBench extract, {len(forecastbench_cases())} documents | removed |" in section


def test_the_forecastbench_extract_keeps_its_attribution_beside_it():
    notice = (FORECASTBENCH / "README.md").read_text(encoding="utf-8")
    for needed in ("CC BY-SA 4.0", "Forecasting Research Institute", "Karger et al."):
        assert needed in notice


# --------------------------------------------------------------------------- the rules

CUTOFF = "2025-01-15"


def decide(snippet, *, title="A page", question=None, policy="schedule-aware", cutoff=CUTOFF):
    """The schedule-aware policy's verdict by default: this file tests its rules."""
    result = SearchResult(title=title, url="https://example.com/p", snippet=snippet)
    return judge_leak(result, cutoff, policy=policy, question=question)


QUESTION = ForecastQuestion(
    question="Will the ECB cut its deposit rate at its January 29-30, 2025 meeting?",
    description="Resolves YES if the decision announced on January 30, 2025 lowers the rate.",
    cutoff_date=CUTOFF,
    resolution_date="2025-01-30",
)


@pytest.mark.parametrize(
    ("snippet", "rule", "verdict", "cue"),
    [
        ("The Governing Council will meet on January 30, 2025.", "schedule-cue", "keep", "will"),
        ("On January 30, 2025 the ECB lowered the rate to 2.75%.", "report-cue", "leak", "lowered"),
        ("The decision is due on Feb. 6, 2025.", "schedule-cue", "keep", "due"),
        ("The talks are set for March 3, 2025.", "schedule-cue", "keep", "set for"),
        ("Will the Fed cut rates on March 19, 2025?", "schedule-cue", "keep", "Will"),
        (
            "The console went on sale as planned on June 5, 2025.",
            "report-cue",
            "leak",
            "as planned",
        ),
        ("Updated February 10, 2025: the page was revised.", "report-cue", "leak", "Updated"),
        ("Result 2025-02-24: the CDU/CSU came first.", "report-cue", "leak", "Result"),
        (
            "If no winner is declared by June 30, 2026, the market resolves to Other.",
            "conditional",
            "keep",
            "If",
        ),
        ("Ballots count until February 23, 2025 at 6 p.m.", "deadline-word", "keep", "until"),
        ("Oral argument for January 17, 2025.", "deadline-word", "keep", "for"),
        ("The ruling may come on January 17, 2025.", "schedule-cue", "keep", "may"),
        ("Tickets, March 2, 2025, gate 4.", "no-cue", "leak", None),
        (
            "The House was set to vote on July 3, 2025 and passed it that day.",
            "report-cue",
            "leak",
            "passed",
        ),
    ],
)
def test_each_rule_fires_where_the_docstring_says(snippet, rule, verdict, cue):
    (decision,) = decide(snippet).decisions
    assert (decision.rule, decision.verdict, decision.cue) == (rule, verdict, cue)


def test_a_date_the_question_names_is_expected_and_no_evidence_by_itself():
    snippet = "AAPL and ECB, 2025-01-30, after the close."
    assert decide(snippet, question=QUESTION).decisions[0].rule == "question-date"
    assert decide(snippet).decisions[0].rule == "no-cue"  # not told the question
    # ... but with a report cue the question's own date is a leak.
    reported = decide("The ECB cut rates on January 30, 2025.", question=QUESTION)
    assert reported.leak and reported.decisions[0].rule == "report-cue"


def test_a_ranges_day_is_within_the_question_range_it_names():
    assert not decide("Meeting: January 29, 2025.", question=QUESTION).leak


def test_a_calendar_title_keeps_its_bare_dates_but_not_its_reports():
    calendar = decide("MSFT, 2025-01-29, after market close.", title="Earnings calendar")
    assert calendar.decisions[0].rule == "schedule-title" and not calendar.leak
    updated = decide("The ECB held rates on February 6, 2025.", title="Meeting calendar")
    assert updated.leak


def test_a_page_with_a_schedule_and_a_reported_outcome_is_a_leak():
    verdict = decide(
        "Argument is set for January 10, 2025. Update: the Court ruled on 17 January 2025.",
        cutoff="2025-01-08",
    )
    assert [d.verdict for d in verdict.decisions] == ["keep", "leak"]
    assert verdict.leak


def test_the_present_tense_reports_in_a_title_and_schedules_in_running_text():
    text = "Apple reports record revenue on January 30, 2025"
    assert decide("", title=text).leak
    assert not decide(text + ".").leak


def test_a_capitalized_cue_inside_a_clause_is_a_name():
    (decision,) = decide("Sources say Derrick Rose joins before January 1, 2040.").decisions
    assert decision.rule == "deadline-word"


def test_strict_judges_every_post_cutoff_date_a_leak_and_nothing_else():
    verdict = decide("Set for January 30, 2025, after the December 12, 2024 cut.", policy="strict")
    assert [(d.expression, d.rule, d.verdict) for d in verdict.decisions] == [
        ("January 30, 2025", "any-date", "leak")
    ]


def test_a_decision_records_the_date_where_it_was_its_context_and_its_cue():
    verdict = decide(
        "The ECB cut.",
        title="ECB lowered rates on January 30, 2025, its fifth cut",
        question=QUESTION,
    )
    (decision,) = verdict.decisions
    assert decision.expression == "January 30, 2025" and decision.where == "title"
    assert decision.context == "ECB lowered rates on January 30, 2025, its fifth cut"
    assert decision.cue == "lowered" and decision.rule in LEAK_RULES
    assert verdict.policy == "schedule-aware" and verdict.url == "https://example.com/p"


def test_no_post_cutoff_date_means_no_decision():
    verdict = decide("The ECB cut on December 12, 2024; it meets again in 2025.")
    assert verdict.decisions == () and not verdict.leak


def test_an_unknown_policy_is_refused_by_name():
    with pytest.raises(ValueError, match="leak_policy: got 'lenient'; accepted: 'strict'"):
        decide("x", policy="lenient")
    assert LEAK_POLICIES == ("strict", "schedule-aware", "prospective", "prospective-learned")
    assert DEFAULT_LEAK_POLICY == "prospective-learned" and LEGACY_LEAK_POLICY == "strict"


# --------------------------------------------------------------------------- hostile text

HOSTILE = {
    "digits": "9" * 100_000,
    "dates": "will be held on March 19, 2025 and was held " * 2_500,
    "iso dates": "2025-03-19 " * 10_000,
    "cue words": "if will held by the end of " * 5_000 + "March 19, 2025",
    "apostrophes and dots": "a'. " * 30_000,
    "one long clause": "word " * 50_000 + "March 19, 2025 " + "word " * 50_000,
    # One sentence of 2,700 dated clauses: reading back to the sentence's start for each date
    # once cost 25 s for 2,000 of them.
    "dated clauses": "On March 19, 2025 the Fed cut rates, " * 2_700,
    # A label's value of 6,000 dates: each date checked the whole value again, 17 s.
    "label value": "Label: " + "March 17, 2026 " * 6_000,
    # Two lines of a schedule, then one line of 3,000 dates.
    "schedule lines": "Quarter-finals March 13-14. " * 2_000
    + "Final "
    + "March 17, 2026, " * 3_000,
    # "As of" 5,555 times: each date read its whole sentence for a forward word, 7 s.
    "as of": "As of March 2026, " * 5_555,
    # Slots a verb of scheduling added, then 3,800 more: each read to the sentence's end, 5 s.
    "slots": "The court has added opinion days on June 22, 2026 "
    + "and days on June 23, 2026 " * 3_800,
}
"""About 100,000 characters each: every judgement must stay linear in the text."""
SECONDS_PER_HOSTILE_TEXT = 10.0
"""Generous, for a slow and busy test machine; each takes about a second on two cores."""


@pytest.mark.parametrize("name", HOSTILE)
@pytest.mark.parametrize("policy", LEAK_POLICIES)
def test_hostile_text_takes_bounded_time_and_bounded_context(name, policy):
    text = HOSTILE[name]
    start = time.perf_counter()
    verdict = decide(text, title=text[:2_000], policy=policy)
    assert time.perf_counter() - start < SECONDS_PER_HOSTILE_TEXT
    assert all(len(d.context) <= MAX_CONTEXT_CHARS for d in verdict.decisions)


def _repeats_inside_repeats(pattern: str) -> bool:
    """Does the regular expression put a quantifier inside a quantified group?"""
    parser = getattr(re, "_parser", None) or __import__("sre_parse")
    repeats = {parser.MAX_REPEAT, parser.MIN_REPEAT, getattr(parser, "POSSESSIVE_REPEAT", None)}

    def walk(items, inside: bool) -> bool:
        for op, arg in items:
            if op in repeats:
                if inside or walk(arg[2], True):
                    return True
            elif op in (parser.SUBPATTERN,):
                if walk(arg[-1], inside):
                    return True
            elif op in (parser.BRANCH,):
                if any(walk(branch, inside) for branch in arg[1]):
                    return True
            elif op in (parser.ASSERT, parser.ASSERT_NOT) and walk(arg[1], inside):
                return True
        return False

    return walk(parser.parse(pattern), False)


def test_the_leak_checks_own_patterns_nest_no_quantifier():
    tokens, scores = _prospective_tokens, _prospective_scores
    patterns = [_leaks._TOKEN, tokens.TOKEN, scores.DASH_SCORE, scores.NAMED_SCORE]
    for pattern in patterns:
        assert not _repeats_inside_repeats(pattern.pattern), pattern.pattern
    assert _repeats_inside_repeats(r"(?:a+)*")  # the checker itself sees one


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("aMy 19,2025-.:;ifwlbd\n'")), max_size=300))
def test_property_decisions_are_the_post_cutoff_mentions_and_strict_is_flag_leaks(text):
    for policy in LEAK_POLICIES:
        verdict = decide(text, policy=policy)
        assert [d.expression for d in verdict.decisions] == find_post_cutoff_mentions(text, CUTOFF)
        assert all(
            d.verdict in ("leak", "keep") and d.rule in LEAK_RULES for d in verdict.decisions
        )
    assert decide(text, policy="strict").leak == bool(find_post_cutoff_mentions(text, CUTOFF))


# --------------------------------------------------------------------------- the pipeline

PREVIEW = SearchResult(
    title="ECB preview",
    url="https://www.reuters.com/ecb-preview",
    snippet="The ECB meets on January 30, 2025, after market close.",
    published="2025-01-10",
)
BARE = SearchResult(
    title="ECB",
    url="https://www.reuters.com/ecb-bare",
    snippet="ECB, January 30, 2025, 14:15 CET.",
    published="2025-01-10",
)
REPORT = SearchResult(
    title="ECB lowers rates",
    url="https://www.reuters.com/ecb-report",
    snippet="The ECB lowered the deposit rate on January 30, 2025.",
    published="2025-01-11",
)


def executor(**kwargs) -> ToolExecutor:
    return ToolExecutor(CorpusSearchClient([PREVIEW, BARE, REPORT]), leak_check=True, **kwargs)


def test_the_executor_applies_its_policy_and_logs_every_verdict():
    default = executor()
    kept = default.execute_search(
        "ECB January", max_results=5, cutoff_date=CUTOFF, question=QUESTION
    )
    assert {r.url for r in kept} == {PREVIEW.url}  # the bare date shows nothing is to come
    entry = default.execution_log[-1]
    assert entry.removed_by_leak_check == 2 and entry.leak_policy == DEFAULT_LEAK_POLICY
    assert {v.url: v.leak for v in entry.leak_verdicts} == {
        PREVIEW.url: False,
        BARE.url: True,
        REPORT.url: True,
    }
    aware = executor(leak_policy="schedule-aware")
    kept = aware.execute_search("ECB January", max_results=5, cutoff_date=CUTOFF, question=QUESTION)
    assert {r.url for r in kept} == {PREVIEW.url, BARE.url}  # the question's own date
    assert aware.execution_log[-1].leak_policy == "schedule-aware"
    strict = executor(leak_policy="strict")
    assert strict.execute_search("ECB January", max_results=5, cutoff_date=CUTOFF) == []
    assert strict.execution_log[-1].leak_policy == "strict"


def test_the_schedule_aware_executor_needs_the_question_to_expect_its_dates():
    alone = executor(leak_policy="schedule-aware").execute_search(
        "ECB January", max_results=5, cutoff_date=CUTOFF
    )
    assert {r.url for r in alone} == {PREVIEW.url}  # the bare date is unexplained


def test_the_executor_refuses_an_unknown_policy_and_logs_none_without_a_check():
    with pytest.raises(ValueError, match="ToolExecutor: leak_policy"):
        ToolExecutor(leak_policy="lenient")
    plain = ToolExecutor(CorpusSearchClient([REPORT]))
    assert plain.leak_policy == DEFAULT_LEAK_POLICY
    plain.execute_search("ECB", cutoff_date=CUTOFF)
    assert plain.execution_log[-1].leak_policy is None
    assert plain.execution_log[-1].leak_verdicts == []


def test_screen_leaks_splits_in_order_with_verdicts_only_for_dated_results():
    undated_text = SearchResult(title="ECB", url="https://www.reuters.com/x", snippet="No dates.")
    screen = screen_leaks([REPORT, undated_text, PREVIEW], CUTOFF, question=QUESTION)
    assert screen.kept == [undated_text, PREVIEW] and screen.flagged == [REPORT]
    assert [v.url for v in screen.verdicts] == [REPORT.url, PREVIEW.url]


def test_the_research_agent_tells_its_executor_the_question():
    replies = [
        json.dumps({"action": "search", "query": "ECB January", "evidence_type": "search_results"})
    ]
    for policy, shown in (("schedule-aware", True), ("strict", False), ("prospective", False)):
        llm = ScriptedLLMClient(replies)
        agent = ResearchAgent(
            llm, CorpusSearchClient([BARE]), max_steps=1, allowed_domains=None, leak_policy=policy
        )
        run = agent.run(QUESTION, as_of="2025-01-14T12:00:00")
        tool_message = run.messages[-1].content
        assert (BARE.url in tool_message) is shown, policy
        assert agent.executor.leak_policy == policy


def test_the_runner_records_its_policy_and_builds_agents_with_it():
    assert BacktestSettings().leak_policy == DEFAULT_LEAK_POLICY
    settings_ = BacktestSettings(leak_policy="strict")
    assert settings_.recorded()["leak_policy"] == "strict"
    agent = research_agent(ScriptedLLMClient([]), CorpusSearchClient([]), "a1", settings_)
    assert agent.executor.leak_policy == "strict"
    with pytest.raises(BacktestConfigError, match="leak_policy: got 'lenient'"):
        BacktestSettings(leak_policy="lenient")


def test_the_command_takes_leak_policy_and_records_it(tmp_path, capsys):
    with pytest.raises(SystemExit) as refused:
        main(["backtest", "--provider", "mock", "--out", str(tmp_path / "x"), "--leak-policy", "x"])
    assert refused.value.code == 2 and "--leak-policy" in capsys.readouterr().err
    out = tmp_path / "run"
    args = ["backtest", "--provider", "mock", "--out", str(out), "--agents", "1"]
    code = main([*args, "--ids", "fomc-2025-01-cut", "--leak-policy", "strict"])
    assert code == 0
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["run"]["settings"]["leak_policy"] == "strict"


def test_a_notebook_04_record_without_a_leak_policy_replays_with_the_legacy_one():
    """Records captured before the setting existed used the strict rule; replay must too."""
    from forecasting_agents.course._notebook import _settings

    recorded = {"n_agents": 3, "max_steps": 8, "max_search_results": 3, "allowed_domains": None}
    checked = {"CALIBRATE": True, "RUN_LIVE": False, "CONCURRENCY": 3}
    assert _settings(recorded, checked).leak_policy == LEGACY_LEAK_POLICY == "strict"
    newer = {**recorded, "leak_policy": "schedule-aware"}
    assert _settings(newer, checked).leak_policy == "schedule-aware"
    assert date.fromisoformat(CUTOFF)  # the tests' cutoff is a real day
