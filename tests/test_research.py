"""Tests for agent_research: the gated agent loop, the panel, and the scoring functions."""

from __future__ import annotations

import json
import math

import pytest
from question_support import resolved_question

from agent_http import ProviderTimeoutError
from agent_providers import ScriptedLLMClient
from agent_research import (
    PanelMember,
    ResearchAgent,
    aggregate_forecasts,
    base_rate_forecasts,
    bootstrap_interval,
    brier_score,
    default_as_of,
    extremize,
    log_score,
    reliability_table,
    run_cost,
    run_panel,
    summarize_scores,
)
from agent_schemas import (
    MAX_RATIONALE_CHARS,
    AgentForecastArtifact,
    ForecastQuestion,
    NoForecastError,
    SearchResult,
)
from agent_tools import MAX_QUERY_CHARS, MAX_RESULTS_LIMIT, CorpusSearchClient

QUESTION = ForecastQuestion(
    question="Will the widget launch before June 2025?",
    description="Resolves YES if the widget ships before 2025-06-01.",
    cutoff_date="2025-05-01",
    resolution_date="2025-06-01",
    current_market_price=0.73,
    question_id="widget",
)
AS_OF = default_as_of(QUESTION)

DOCS = [
    SearchResult(
        "Widget maker confirms launch schedule",
        "https://www.reuters.com/a",
        "widget launch on track",
        "2025-04-20",
    ),
    SearchResult(
        "Widget supply chain ready for launch",
        "https://apnews.com/b",
        "widget launch parts shipped",
        "2025-04-25",
    ),
    SearchResult(
        "History of widget launches",
        "https://www.reuters.com/c",
        "widget launch delays happened in 3 of 10 past launches",
        "2024-12-01",
    ),
    SearchResult(
        "Widget launched on May 20",
        "https://www.reuters.com/d",
        "widget launch happened",
        "2025-05-20",
    ),
    SearchResult(
        "Undated widget launch blog", "https://apnews.com/e", "widget launch rumours", None
    ),
    SearchResult(
        "Widget launch hot take",
        "https://www.reddit.com/r/widgets/f",
        "widget launch soon",
        "2025-04-21",
    ),
    SearchResult(
        "Widget launch preview",
        "https://apnews.com/g",
        "widget launch set; it shipped on May 20, 2025",
        "2025-04-22",
    ),
]


def search(query, evidence_type="search_results"):
    return json.dumps({"action": "search", "query": query, "evidence_type": evidence_type})


def forecast(p_yes, rationale="evidence says so"):
    return json.dumps({"action": "forecast", "p_yes": p_yes, "rationale": rationale})


ABSTAIN = json.dumps({"action": "abstain", "reason": "nothing reliable found"})
GOOD_RESEARCH = [
    search("widget launch schedule"),
    search("widget supply chain launch"),
    search("history of widget launches", "base_rate"),
]


def run(replies, max_steps=8, question=QUESTION, **kwargs):
    llm = ScriptedLLMClient(replies)
    agent = ResearchAgent(llm, CorpusSearchClient(DOCS), "a1", max_steps=max_steps, **kwargs)
    return agent.run(question, as_of=AS_OF), llm


# ----------------------------------------------------------------------------- outcomes


class TestOutcomes:
    def test_forecast_after_gates_pass(self):
        result, _ = run([*GOOD_RESEARCH, forecast(0.8)])
        assert result.artifact.status == "forecast" and result.artifact.probability() == 0.8
        assert result.state.synthesis_status == "complete"
        assert [g.passed for g in result.gate_checks[-1]] == [True, True, True]
        assert [e["type"] for e in result.state.evidence] == [
            "search_results",
            "search_results",
            "base_rate",
        ]
        assert len(result.state.tool_trace) == 3

    def test_explicit_abstain(self):
        result, _ = run([search("widget launch"), ABSTAIN])
        assert result.artifact.status == "abstained" and result.artifact.p_yes is None
        assert "nothing reliable found" in result.artifact.rationale
        assert result.state.synthesis_status == "abstained"

    def test_gate_refusal_then_more_search_then_forecast(self):
        result, llm = run(
            [search("widget launch schedule"), forecast(0.9), *GOOD_RESEARCH[1:], forecast(0.7)]
        )
        assert result.artifact.status == "forecast" and result.artifact.p_yes == 0.7
        first_check = {g.gate_name: g.passed for g in result.gate_checks[0]}
        assert first_check["coverage"] is False
        refusal = llm.calls[2][-1]
        assert (
            refusal.role == "user"
            and "coverage" in refusal.content
            and "refused" in refusal.content
        )
        assert [t.action for t in result.artifact.traces][:2] == ["search", "gate_refused"]

    def test_budget_ending_with_a_gate_refusing_is_an_abstention_naming_the_gate(self):
        result, _ = run([search("widget launch"), forecast(0.9), forecast(0.9)], max_steps=3)
        assert result.artifact.status == "abstained" and result.artifact.p_yes is None
        assert "coverage" in result.artifact.rationale
        refused = [g.gate_name for g in result.state.quality_gates if not g.passed]
        assert refused[0] == "coverage"

    def test_budget_exhausted_without_a_forecast_attempt(self):
        result, _ = run([search("widget launch")] * 3, max_steps=3)
        assert result.artifact.status == "budget_exhausted"
        with pytest.raises(NoForecastError):
            result.artifact.probability()

    def test_provider_error_fails_the_run_visibly(self):
        result, _ = run([search("widget launch"), ProviderTimeoutError("local", None, "slow")])
        assert result.artifact.status == "failed" and "slow" in result.artifact.rationale

    def test_malformed_replies_are_rejected_and_explained(self):
        result, llm = run(
            [
                "not json",
                '{"action": "search", "query": "x", "evidence_type": "gossip"}',
                *GOOD_RESEARCH,
                forecast(0.6),
            ]
        )
        assert result.artifact.status == "forecast"
        actions = [t.action for t in result.artifact.traces]
        assert actions[:2] == ["parse_failure", "schema_failure"]
        assert "evidence_type must be one of" in llm.calls[2][-1].content


# ----------------------------------------------------------------------------- controls


class TestControls:
    def test_searches_enforce_cutoff_undated_policy_and_leak_check(self):
        result, _ = run([search("widget launch"), ABSTAIN], max_search_results=8)
        urls = {r["url"] for e in result.state.evidence for r in e["content"]["results"]}
        assert "https://www.reuters.com/d" not in urls  # published after the cutoff
        assert "https://apnews.com/e" not in urls  # undated
        assert "https://www.reddit.com/r/widgets/f" not in urls  # not an allowed domain
        assert "https://apnews.com/g" not in urls  # dated before, but reports May 20, 2025
        entry = result.state.tool_trace[0]
        assert entry["removed_by_leak_check"] == 1 and entry["removed_undated"] == 1

    def test_injected_post_cutoff_document_never_reaches_a_prompt(self):
        _, llm = run([*GOOD_RESEARCH, forecast(0.8)], max_search_results=8)
        prompts = "\n".join(m.content for call in llm.calls for m in call)
        assert "Widget launched on May 20" not in prompts and "shipped on May 20" not in prompts

    def test_market_price_withheld_by_default(self):
        _, llm = run([*GOOD_RESEARCH, forecast(0.8)])
        prompts = "\n".join(m.content for call in llm.calls for m in call)
        assert "0.73" not in prompts and "MARKET" not in prompts

    def test_market_price_shown_only_when_asked(self):
        _, llm = run([ABSTAIN], show_market_price=True)
        assert "0.73" in llm.calls[0][1].content

    def test_search_with_no_results_adds_no_evidence_but_is_traced(self):
        result, _ = run([search("zebra quantum"), ABSTAIN])
        assert result.state.evidence == [] and result.state.tool_trace[0]["returned"] == 0

    def test_bad_settings_rejected(self):
        with pytest.raises(ValueError, match="max_steps"):
            ResearchAgent(ScriptedLLMClient([]), CorpusSearchClient(DOCS), max_steps=0)

    def test_more_results_per_search_than_the_tool_allows_is_refused_at_construction(self):
        too_many = MAX_RESULTS_LIMIT + 1
        expected = f"from 1 to {MAX_RESULTS_LIMIT}.*got 8 and {too_many}"
        with pytest.raises(ValueError, match=expected):
            ResearchAgent(
                ScriptedLLMClient([]), CorpusSearchClient(DOCS), max_search_results=too_many
            )


class Unreachable:
    """A search backend that is down."""

    def search(self, query, max_results=5, cutoff_date=None):
        raise ConnectionError("search backend unreachable")


def tool_messages(llm):
    """The tool messages of the last conversation the model saw, in order."""
    return [m.content for m in llm.calls[-1] if m.role == "tool"]


class TestSearchFailuresReachTheModel:
    def test_a_failed_search_is_reported_as_a_failure_not_as_no_results(self):
        llm = ScriptedLLMClient([search("widget launch"), ABSTAIN])
        agent = ResearchAgent(llm, Unreachable(), "a1")
        result = agent.run(QUESTION, as_of=AS_OF)
        (message,) = tool_messages(llm)
        assert message.startswith(
            "search failed: ConnectionError: search backend unreachable\n\nEvidence so far:"
        )
        assert "No results" not in message
        assert result.state.tool_trace[0]["status"] == "error"

    def test_a_search_that_found_nothing_still_says_no_results(self):
        _, llm = run([search("zebra quantum"), ABSTAIN])
        (message,) = tool_messages(llm)
        assert message.startswith("No results.\n\nEvidence so far:")

    def test_an_over_long_query_is_refused_and_the_model_told_the_limit(self):
        query = "widget " * (MAX_QUERY_CHARS // 7 + 1)
        result, llm = run([search(query), ABSTAIN])
        (message,) = tool_messages(llm)
        stripped = len(query.strip())
        assert message.startswith(
            f"search failed: query is {stripped} characters, over the limit of {MAX_QUERY_CHARS}"
        )
        assert result.state.tool_trace[0]["status"] == "invalid"
        assert result.state.evidence == []

    def test_an_over_long_rationale_is_rejected_and_explained(self):
        long = "x" * (MAX_RATIONALE_CHARS + 1)
        result, llm = run([*GOOD_RESEARCH, forecast(0.8, long), forecast(0.8)])
        assert result.artifact.status == "forecast" and result.artifact.rationale != long
        assert [t.action for t in result.artifact.traces][3] == "schema_failure"
        feedback = llm.calls[4][-1].content
        assert f"{MAX_RATIONALE_CHARS + 1} characters" in feedback
        assert f"limit of {MAX_RATIONALE_CHARS}" in feedback


# ----------------------------------------------------------------------------- panel


class TestPanel:
    def test_members_run_in_order_and_aggregate_only_forecasts(self):
        scripts = {
            "m1": [*GOOD_RESEARCH, forecast(0.6)],
            "m2": [*GOOD_RESEARCH, forecast(0.9)],
            "m3": [ABSTAIN],
        }
        members = [PanelMember(name, 0.2 * i, i) for i, name in enumerate(scripts)]

        def make(member):
            return ResearchAgent(
                ScriptedLLMClient(scripts[member.agent_id]),
                CorpusSearchClient(DOCS),
                member.agent_id,
            )

        for concurrent in (False, True):
            panel = run_panel(QUESTION, members, make, as_of=AS_OF, concurrent=concurrent)
            assert [a.agent_id for a in panel.artifacts] == ["m1", "m2", "m3"]
            summary = aggregate_forecasts(panel.artifacts)
            assert (summary.n_forecasts, summary.n_members) == (2, 3)
            assert summary.mean == pytest.approx(0.75) and summary.median == pytest.approx(0.75)
            assert (summary.low, summary.high) == (0.6, 0.9)

    def test_no_forecasts_gives_no_aggregate(self):
        artifact = AgentForecastArtifact("x", None, "r", status="abstained")
        assert aggregate_forecasts([artifact]).mean is None

    def test_extremize_sensitivity(self):
        assert extremize(0.7, 3, 1.0) == pytest.approx(0.7)
        # rho = 0: three independent views triple the log-odds.
        assert extremize(0.7, 3, 0.0) == pytest.approx(1 / (1 + (3 / 7) ** 3))
        assert extremize(0.5, 3, 0.0) == 0.5
        with pytest.raises(ValueError):
            extremize(0.7, 3, 1.5)


# ----------------------------------------------------------------------------- scoring


class TestScoring:
    def test_brier_hand_computed(self):
        assert brier_score(0.8, 1.0) == pytest.approx(0.04)
        assert brier_score(0.8, 0.0) == pytest.approx(0.64)
        assert brier_score(0.5, 1.0) == 0.25

    def test_log_score_hand_computed_and_clipped(self):
        assert log_score(0.8, 1.0) == pytest.approx(math.log(0.8))
        assert log_score(0.8, 0.0) == pytest.approx(math.log(0.2))
        assert log_score(1.0, 0.0) == pytest.approx(math.log(0.01))

    def test_summary_joins_on_question_id_and_checks_alignment(self):
        summary = summarize_scores("x", {"a": 0.8, "b": 0.3}, {"b": 0.0, "a": 1.0})
        assert summary.n == 2 and summary.brier == pytest.approx((0.04 + 0.09) / 2)
        assert summary.log == pytest.approx((math.log(0.8) + math.log(0.7)) / 2)
        with pytest.raises(KeyError, match="no outcome"):
            summarize_scores("x", {"a": 0.8, "zzz": 0.3}, {"a": 1.0})

    def test_bootstrap_is_seeded_and_brackets_the_mean(self):
        values = [0.04, 0.09, 0.25, 0.01, 0.36]
        low, high = bootstrap_interval(values)
        assert bootstrap_interval(values) == (low, high)
        assert low <= sum(values) / 5 <= high
        assert bootstrap_interval([0.2] * 4) == (pytest.approx(0.2), pytest.approx(0.2))

    def test_reliability_table_counts(self):
        rows = reliability_table(
            {"a": 0.1, "b": 0.15, "c": 0.9, "d": 1.0}, {"a": 0, "b": 1, "c": 1, "d": 1}
        )
        assert [r["count"] for r in rows] == [2, 0, 0, 0, 2]
        assert rows[0]["observed_yes"] == 0.5 and rows[4]["mean_forecast"] == pytest.approx(0.95)

    def test_cost_from_declared_price_table(self):
        from agent_schemas import TokenUsage

        assert run_cost("openai:qwen2.5-coder-1.5b-instruct-q4_k_m", TokenUsage(10_000, 500)) == 0.0
        assert run_cost("openai:gpt-4o-mini", TokenUsage(1_000_000, 0)) == pytest.approx(0.15)
        with pytest.raises(KeyError, match="PRICE_PER_MILLION_TOKENS"):
            run_cost("someone:else", TokenUsage())


def test_base_rate_forecaster_uses_only_earlier_resolutions_of_the_same_kind():
    q = resolved_question
    questions = [
        q("a", "2025-01-01", "2025-01-10", 1.0),
        q("b", "2025-02-01", "2025-02-10", 0.0),
        q("c", "2025-03-01", "2025-03-10", 1.0),
        q("d", "2025-02-05", "2025-02-20", 1.0),
    ]
    kinds = {"a": "fed", "b": "fed", "c": "fed", "d": "vote"}
    assert base_rate_forecasts(questions, kinds) == {"a": 0.5, "b": 1.0, "c": 0.5, "d": 0.5}


class TestGuidance:
    def test_repeated_query_is_rejected_without_searching_again(self):
        result, llm = run([search("widget launch"), search("  Widget   LAUNCH "), ABSTAIN])
        assert [t.action for t in result.artifact.traces] == [
            "search",
            "duplicate_search",
            "abstain",
        ]
        assert len(result.state.tool_trace) == 1
        assert "already searched" in llm.calls[2][-1].content

    def test_each_search_result_tells_the_model_what_coverage_still_needs(self):
        _, llm = run([search("widget launch schedule"), ABSTAIN])
        tool_message = llm.calls[1][-1]
        assert tool_message.role == "tool"
        assert "Evidence so far: 1 search_results, 0 base_rate" in tool_message.content
        assert '"evidence_type": "base_rate"' in tool_message.content

    def test_progress_says_when_coverage_is_met(self):
        _, llm = run([*GOOD_RESEARCH, forecast(0.8)])
        assert "Coverage is met" in llm.calls[3][-1].content


def test_refused_then_enough_evidence_but_no_new_request_is_budget_exhausted():
    result, _ = run(
        [search("widget launch schedule"), forecast(0.9), *GOOD_RESEARCH[1:]], max_steps=4
    )
    assert result.artifact.status == "budget_exhausted"
    assert all(g.passed for g in result.state.quality_gates)
