"""Tests for forecasting_agents.core: data types, the date parser, action parsing and the quality
gates."""

from __future__ import annotations

import contextlib
import json
import re
import subprocess
import sys
from datetime import date, datetime, timedelta
from typing import ClassVar

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from forecasting_agents.agent._actions import (
    MAX_RATIONALE_CHARS,
    REACT_ACTIONS,
    ActionField,
    action_json_schema,
    parse_action,
)
from forecasting_agents.agent._state import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    AgentState,
    check_consistency_gate,
    check_coverage_gate,
    check_freshness_gate,
    run_quality_gates,
)
from forecasting_agents.core._dates import classify_publication, parse_iso_date, parse_iso_timestamp
from forecasting_agents.core._errors import DateParseError, NoForecastError, SchemaError
from forecasting_agents.core._schemas import (
    EVIDENCE_TYPE_OF_KIND,
    AgentForecastArtifact,
    AgentTrace,
    ChatMessage,
    ForecastQuestion,
    SearchResult,
    TokenUsage,
)

AS_OF = datetime(2025, 2, 19, 12, 0, 0)
AS_OF_ISO = AS_OF.isoformat()


def evidence(kind="search_results", published="2025-02-15", timestamp=AS_OF_ISO):
    return {
        "type": kind,
        "source": "web_search",
        "timestamp": timestamp,
        "query": f"q-{kind}",
        "content": {"results": [{"title": f"t-{kind}-{published}", "published": published}]},
    }


def full_state(**overrides):
    state = AgentState(question="q", cutoff_date="2025-02-20", run_id="fixed")
    state.evidence = [evidence(), evidence(published="2025-02-17"), evidence("base_rate")]
    for key, value in overrides.items():
        setattr(state, key, value)
    return state


def forecast_reply(p_yes, rationale):
    return json.dumps({"action": "forecast", "p_yes": p_yes, "rationale": rationale})


# ----------------------------------------------------------------------------- structure


class TestStdlibOnly:
    def test_imports_only_the_standard_library(self):
        code = (
            "import sys, forecasting_agents.core; "
            "bad = [m for m in ('httpx', 'anthropic', 'tavily', 'polars') if m in sys.modules]; "
            "assert not bad, bad"
        )
        subprocess.run([sys.executable, "-c", code], check=True)


# ----------------------------------------------------------------------------- dates


class TestDateParser:
    @pytest.mark.parametrize(
        ("text", "expected"),
        [
            ("2025-02-20", date(2025, 2, 20)),
            (" 2025-02-20 ", date(2025, 2, 20)),
            ("2025-02-20T23:59:59", date(2025, 2, 20)),
            ("2025-02-20T10:00:00Z", date(2025, 2, 20)),
            ("2025-02-20T10:00:00+05:00", date(2025, 2, 20)),
            ("2025-02-20T08:00:00+09:00", date(2025, 2, 19)),
            ("2025-02-19T20:00:00-08:00", date(2025, 2, 20)),
            (date(2025, 2, 20), date(2025, 2, 20)),
            (datetime(2025, 2, 20, 8), date(2025, 2, 20)),
        ],
    )
    def test_accepts_iso_dates_and_timestamps(self, text, expected):
        assert parse_iso_date(text) == expected

    @pytest.mark.parametrize(
        "bad", ["", "   ", "20/02/2025", "Feb 20 2025", "2025-13-01", None, 20250220]
    )
    def test_rejects_everything_else_naming_the_value(self, bad):
        with pytest.raises(DateParseError, match="cutoff"):
            parse_iso_date(bad, what="cutoff")

    @given(st.dates(min_value=date(1900, 1, 1), max_value=date(2200, 12, 31)))
    def test_round_trips_every_date(self, day):
        assert parse_iso_date(day.isoformat()) == day

    @given(st.text(max_size=30))
    def test_never_raises_anything_but_date_parse_error(self, text):
        with contextlib.suppress(DateParseError):
            parse_iso_date(text)

    def test_timestamps_are_naive_utc(self):
        assert parse_iso_timestamp("2025-02-19T12:00:00Z") == datetime(2025, 2, 19, 12)
        assert parse_iso_timestamp("2025-02-19T14:00:00+02:00") == datetime(2025, 2, 19, 12)
        assert parse_iso_timestamp("2025-02-19T12:00:00") == datetime(2025, 2, 19, 12)


class TestCutoffRule:
    @pytest.mark.parametrize(
        ("published", "expected"),
        [
            ("2025-02-19", "before_cutoff"),
            ("2025-02-20", "on_or_after_cutoff"),
            ("2025-02-20T00:00:01Z", "on_or_after_cutoff"),
            ("2025-02-27", "on_or_after_cutoff"),
            (None, "undated"),
            ("", "undated"),
            ("last Tuesday", "unparseable"),
        ],
    )
    def test_cutoff_is_exclusive_and_undated_is_its_own_class(self, published, expected):
        assert classify_publication(published, "2025-02-20") == expected

    def test_bad_cutoff_is_the_callers_error(self):
        with pytest.raises(DateParseError, match="cutoff_date"):
            classify_publication("2025-01-01", "soon")

    @given(st.dates(), st.dates())
    def test_agrees_with_date_comparison(self, published, cutoff):
        verdict = classify_publication(published.isoformat(), cutoff)
        assert (verdict == "before_cutoff") == (published < cutoff)


# ----------------------------------------------------------------------------- data types


class TestTokenUsage:
    def test_adds_and_totals(self):
        total = TokenUsage(10, 5) + TokenUsage(1, 2)
        assert (total.prompt_tokens, total.completion_tokens, total.total_tokens) == (11, 7, 18)

    @pytest.mark.parametrize("bad", [-1, 1.5, True, "3"])
    def test_rejects_non_counts(self, bad):
        with pytest.raises(SchemaError, match="prompt_tokens"):
            TokenUsage(prompt_tokens=bad)

    @pytest.mark.parametrize("bad", [3.7, 3.0, "12", None, True])
    def test_from_dict_refuses_what_int_would_silently_convert(self, bad):
        with pytest.raises(SchemaError, match=r"usage: .*prompt_tokens.*" + re.escape(repr(bad))):
            TokenUsage.from_dict({"prompt_tokens": bad, "completion_tokens": 1}, where="usage")

    def test_from_dict_refuses_unknown_counts(self):
        with pytest.raises(SchemaError, match=r"unknown field\(s\) \['total_tokens'\]"):
            TokenUsage.from_dict({"prompt_tokens": 1, "total_tokens": 1})


class TestChatMessage:
    def test_rejects_unknown_roles(self):
        with pytest.raises(SchemaError, match="role"):
            ChatMessage(role="robot", content="hi")

    def test_round_trips(self):
        message = ChatMessage("tool", "result")
        assert ChatMessage.from_dict(message.to_dict()) == message


class TestForecastQuestion:
    def test_validates_dates_price_and_outcome(self):
        with pytest.raises(SchemaError, match="cutoff_date"):
            ForecastQuestion("q?", cutoff_date="tomorrow")
        with pytest.raises(SchemaError, match="current_market_price"):
            ForecastQuestion("q?", current_market_price=1.2)
        with pytest.raises(SchemaError, match="resolved_outcome"):
            ForecastQuestion("q?", resolved_outcome=0.5)
        with pytest.raises(SchemaError, match="question"):
            ForecastQuestion("  ")

    def test_from_dict_names_unknown_fields(self):
        with pytest.raises(SchemaError, match=r"question: unknown field\(s\) \['colour'\]"):
            ForecastQuestion.from_dict({"question": "q?", "colour": "red"})


class TestArtifact:
    def test_only_a_forecast_carries_a_probability(self):
        done = AgentForecastArtifact("a", 0.7, "because", status="forecast")
        assert done.forecast_produced and done.probability() == 0.7
        with pytest.raises(SchemaError, match="only a forecast carries a probability"):
            AgentForecastArtifact("a", 0.5, "max steps", status="budget_exhausted")
        exhausted = AgentForecastArtifact("a", None, "max steps", status="budget_exhausted")
        assert not exhausted.forecast_produced
        with pytest.raises(NoForecastError, match=r"branch on \.forecast_produced"):
            exhausted.probability()

    @pytest.mark.parametrize("bad", [None, 1.01, -0.1, float("nan"), True])
    def test_a_forecast_needs_a_probability(self, bad):
        with pytest.raises(SchemaError, match="p_yes"):
            AgentForecastArtifact("a", bad, "r")

    def test_unknown_status_rejected(self):
        with pytest.raises(SchemaError, match="status"):
            AgentForecastArtifact("a", None, "r", status="gave_up")

    def test_round_trips_through_dict(self):
        artifact = AgentForecastArtifact(
            "a",
            0.25,
            "r",
            traces=[
                AgentTrace(1, "search", query="x", results=[SearchResult("t", "https://a.b")]),
                AgentTrace(2, "forecast", llm_raw="{}"),
            ],
            token_usage=TokenUsage(3, 4),
            search_queries_made=1,
            sources_consulted=1,
        )
        data = json.loads(json.dumps(artifact.to_dict()))
        assert AgentForecastArtifact.from_dict(data) == artifact

    @pytest.mark.parametrize("step", ["1", 1.5, None, True, -1])
    def test_a_step_must_be_a_whole_number(self, step):
        with pytest.raises(SchemaError, match=r"agent.traces\[0\]: AgentTrace.step"):
            AgentForecastArtifact.from_dict(
                {
                    "agent_id": "a",
                    "p_yes": 0.5,
                    "rationale": "",
                    "traces": [{"step": step, "action": "search"}],
                }
            )

    @pytest.mark.parametrize(
        ("field", "value"),
        [
            ("score", "0.9"),
            ("score", float("nan")),
            ("score", None),
            ("title", 3),
            ("published", 20250220),
        ],
    )
    def test_search_results_are_typed(self, field, value):
        data = {"title": "t", "url": "https://a.b", field: value}
        with pytest.raises(SchemaError, match=f"result: SearchResult.{field}"):
            SearchResult.from_dict(data)

    def test_from_dict_names_the_bad_nested_field(self):
        with pytest.raises(SchemaError, match=r"agent.traces\[0\]: expected an object"):
            AgentForecastArtifact.from_dict(
                {"agent_id": "a", "p_yes": 0.5, "rationale": "", "traces": [3]}
            )


# ----------------------------------------------------------------------------- actions


class TestParseAction:
    def test_valid_actions(self):
        assert parse_action('{"action": "search", "query": "  nvidia  "}').args == {
            "query": "nvidia"
        }
        forecast = parse_action('```json\n{"action":"forecast","p_yes":1,"rationale":"r"}\n```')
        assert forecast.action == "forecast" and forecast.args["p_yes"] == 1.0

    @pytest.mark.parametrize(
        ("reply", "failure", "words"),
        [
            ("I think yes", "parse_failure", "not a JSON object"),
            ("[1, 2]", "schema_failure", "expected a JSON object"),
            ('{"action": "browse"}', "unknown_action", "must be one of"),
            ('{"query": "x"}', "unknown_action", "must be one of"),
            ('{"action": "search", "query": ""}', "schema_failure", "search.query"),
            (
                '{"action": "forecast", "p_yes": 1.5, "rationale": "r"}',
                "schema_failure",
                "between 0 and 1",
            ),
            ('{"action": "forecast", "p_yes": "0.5", "rationale": "r"}', "schema_failure", "p_yes"),
            ('{"action": "forecast", "p_yes": NaN, "rationale": "r"}', "schema_failure", "p_yes"),
            ('{"action": "forecast", "p_yes": true, "rationale": "r"}', "schema_failure", "p_yes"),
            ('{"action": "forecast", "p_yes": 0.5}', "schema_failure", "rationale"),
        ],
    )
    def test_rejections_say_what_was_wrong(self, reply, failure, words):
        parsed = parse_action(reply)
        assert not parsed.ok and parsed.failure == failure and words in parsed.error

    def test_choice_fields(self):
        schema = {
            "search": (ActionField("query"), ActionField("evidence_type", "choice", ("a", "b")))
        }
        assert parse_action('{"action":"search","query":"x","evidence_type":"b"}', schema).ok
        assert (
            "must be one of"
            in parse_action('{"action":"search","query":"x","evidence_type":"c"}', schema).error
        )

    @given(st.text(max_size=200))
    def test_never_raises_on_arbitrary_text(self, text):
        parsed = parse_action(text)
        assert parsed.ok or parsed.error

    @pytest.mark.parametrize(
        ("reply", "key"),
        [
            ('{"action": "forecast", "p_yes": 0.9, "p_yes": 0.1, "rationale": "r"}', "p_yes"),
            ('{"action": "search", "action": "forecast", "query": "q"}', "action"),
            ('{"action": "search", "query": "a", "query": "a"}', "query"),  # even the same value
            ('{"action": "search", "query": "q", "extra": {"k": 1, "k": 2}}', "k"),  # nested
            ('```json\n{"action": "search", "query": "a", "query": "b"}\n```', "query"),
        ],
    )
    def test_a_repeated_key_is_rejected_not_resolved_to_the_last(self, reply, key):
        parsed = parse_action(reply)
        assert not parsed.ok and parsed.failure == "parse_failure"
        assert f"key {key!r} more than once" in parsed.error
        assert "exactly once" in parsed.error

    @given(
        st.sampled_from(
            [
                {"action": "search", "query": "nvidia"},
                {"action": "forecast", "p_yes": 0.4, "rationale": "r"},
            ]
        ),
        st.data(),
    )
    def test_property_any_repeated_key_is_rejected(self, action, data):
        key = data.draw(st.sampled_from(sorted(action)), label="key")
        value = data.draw(st.one_of(st.none(), st.integers(), st.text(max_size=5)), label="value")
        fields = [json.dumps(k) + ": " + json.dumps(v) for k, v in action.items()]
        position = data.draw(st.integers(0, len(fields)), label="position")
        fields.insert(position, json.dumps(key) + ": " + json.dumps(value))
        parsed = parse_action("{" + ", ".join(fields) + "}")
        assert parsed.failure == "parse_failure" and repr(key) in parsed.error
        assert parse_action(json.dumps(action)).ok  # the same reply without the repeat passes

    def test_rationale_length_is_capped_after_stripping(self):
        at_cap = "r" * MAX_RATIONALE_CHARS
        assert parse_action(forecast_reply(0.5, f"  {at_cap}\n")).args["rationale"] == at_cap
        over = parse_action(forecast_reply(0.5, at_cap + "r"))
        assert not over.ok and over.failure == "schema_failure"
        assert over.error == (
            f"forecast.rationale is {MAX_RATIONALE_CHARS + 1} characters, over the limit of "
            f"{MAX_RATIONALE_CHARS}; shorten it to the key points"
        )

    def test_max_chars_applies_to_any_text_field_of_a_custom_schema(self):
        schema = {"note": (ActionField("text", max_chars=3),)}
        assert parse_action('{"action": "note", "text": " abc "}', schema).args == {"text": "abc"}
        too_long = parse_action('{"action": "note", "text": "abcd"}', schema)
        assert "note.text is 4 characters, over the limit of 3" in too_long.error

    @given(
        head=st.text(max_size=10),
        repeated=st.characters(),
        count=st.one_of(
            st.integers(0, 10), st.integers(MAX_RATIONALE_CHARS - 20, MAX_RATIONALE_CHARS + 20)
        ),
        pad=st.sampled_from(["", " ", "\n\t "]),
    )
    def test_property_rationale_accepted_iff_non_empty_and_within_the_cap(
        self, head, repeated, count, pad
    ):
        rationale = pad + head + repeated * count + pad
        parsed = parse_action(forecast_reply(0.5, rationale))
        assert parsed.ok == (0 < len(rationale.strip()) <= MAX_RATIONALE_CHARS)

    @given(st.floats(allow_nan=True, allow_infinity=True), st.text(min_size=1, max_size=20))
    def test_forecast_accepted_iff_probability(self, p_yes, rationale):
        reply = json.dumps({"action": "forecast", "p_yes": p_yes, "rationale": rationale})
        parsed = parse_action(reply, REACT_ACTIONS)
        valid = p_yes == p_yes and 0.0 <= p_yes <= 1.0 and rationale.strip() != ""
        assert parsed.ok == valid


# ----------------------------------------------------------------------------- gates


class TestCoverageGate:
    def test_passes_with_both_types_and_three_items(self):
        assert check_coverage_gate(full_state()).passed

    def test_missing_type_is_reported_before_count(self):
        state = full_state(evidence=[evidence()])
        gate = check_coverage_gate(state)
        assert not gate.passed
        assert gate.reason.startswith("missing required evidence types: base_rate")
        assert gate.details["missing_types"] == ["base_rate"]

    def test_both_types_but_too_few(self):
        gate = check_coverage_gate(full_state(evidence=[evidence(), evidence("base_rate")]))
        assert not gate.passed and "below the minimum of 3" in gate.reason

    def test_counts_distinct_documents_not_records(self):
        # Three records, but the two reporting ones hold the same document.
        state = full_state(evidence=[evidence(), evidence(), evidence("base_rate")])
        gate = check_coverage_gate(state)
        assert not gate.passed
        assert gate.details["distinct_documents"] == 2 and gate.details["total_items"] == 3
        assert gate.details["counts_by_type"] == {"base_rate": 1, "search_results": 1}
        assert f"2 distinct documents, below the minimum of {DEFAULT_MIN_EVIDENCE_ITEMS}" in (
            gate.reason
        )

    def test_same_url_under_two_titles_is_one_document(self):
        items = [evidence(), evidence(published="2025-02-17"), evidence("base_rate")]
        for item in items:
            item["content"]["results"][0]["url"] = "https://www.reuters.com/same"
        gate = check_coverage_gate(full_state(evidence=items))
        assert gate.details["distinct_documents"] == 1 and not gate.passed

    def test_an_item_with_no_results_supplies_no_type(self):
        empty_base_rate = {**evidence("base_rate"), "content": {"results": []}}
        state = full_state(evidence=[evidence(), evidence(published="2025-02-17"), empty_base_rate])
        gate = check_coverage_gate(state)
        assert gate.details["missing_types"] == ["base_rate"] and not gate.passed

    def test_a_documents_kind_overrides_the_label_of_its_record(self):
        # The record says base_rate, its document says reporting: no base rate was found.
        mislabelled = evidence("base_rate")
        mislabelled["content"]["results"][0]["kind"] = "reporting"
        state = full_state(evidence=[evidence(), evidence(published="2025-02-17"), mislabelled])
        gate = check_coverage_gate(state)
        assert gate.details["missing_types"] == ["base_rate"] and not gate.passed
        # And a document whose kind is base_rate counts as one, whatever its record says.
        found = evidence(published="2025-02-10")
        found["content"]["results"][0]["kind"] = "base_rate"
        state = full_state(evidence=[evidence(), evidence(published="2025-02-17"), found])
        assert check_coverage_gate(state).passed

    def test_every_document_kind_maps_to_a_required_type(self):
        assert set(EVIDENCE_TYPE_OF_KIND.values()) == set(DEFAULT_REQUIRED_EVIDENCE_TYPES)


class TestSearchResultKind:
    def test_kind_is_optional_and_omitted_when_absent(self):
        legacy = {"title": "t", "url": "https://a.example/x", "snippet": "", "published": None}
        result = SearchResult.from_dict({**legacy, "score": 0.0})
        assert result.kind is None and "kind" not in result.to_dict()
        assert result.to_dict() == {**legacy, "score": 0.0}

    def test_kind_round_trips_and_is_validated(self):
        result = SearchResult("t", "https://a.example/x", kind="base_rate")
        assert SearchResult.from_dict(result.to_dict()) == result
        with pytest.raises(SchemaError, match=r"SearchResult\.kind"):
            SearchResult("t", "https://a.example/x", kind="search_results")


class TestActionJsonSchema:
    SCHEMA: ClassVar[dict] = {
        "search": (ActionField("query"), ActionField("evidence_type", "choice", ("a", "b"))),
        "forecast": (ActionField("p_yes", "probability"), ActionField("rationale", max_chars=5)),
    }

    def test_one_alternative_per_action_with_every_field_required(self):
        schema = action_json_schema(self.SCHEMA)
        alternatives = schema["anyOf"]
        assert [alt["properties"]["action"]["enum"] for alt in alternatives] == [
            ["search"],
            ["forecast"],
        ]
        assert alternatives[0]["required"] == ["action", "query", "evidence_type"]
        assert alternatives[0]["properties"]["evidence_type"]["enum"] == ["a", "b"]
        assert all(alt["additionalProperties"] is False for alt in alternatives)
        assert action_json_schema() == action_json_schema(REACT_ACTIONS)

    def test_the_parsers_length_cap_is_stated_to_the_provider(self):
        """A server enforcing the schema must close a capped string before the token limit."""
        rationale = action_json_schema(self.SCHEMA)["anyOf"][1]["properties"]["rationale"]
        assert rationale == {"type": "string", "minLength": 1, "maxLength": 5}
        forecast = action_json_schema(REACT_ACTIONS)["anyOf"][1]["properties"]["rationale"]
        assert forecast["maxLength"] == MAX_RATIONALE_CHARS

    @pytest.mark.parametrize(
        "reply",
        [
            {"action": "search", "query": "x", "evidence_type": "a"},
            {"action": "search", "query": "x", "evidence_type": "c"},
            {"action": "search", "query": "", "evidence_type": "a"},
            {"action": "search", "query": "x"},
            {"action": "forecast", "p_yes": 0.4, "rationale": "r"},
            {"action": "forecast", "p_yes": 0.4, "rationale": "rrrrr"},
            {"action": "forecast", "p_yes": 0.4, "rationale": "rrrrrr"},
            {"action": "forecast", "p_yes": 1.5, "rationale": "r"},
            {"action": "forecast", "p_yes": "0.5", "rationale": "r"},
            {"action": "forecast", "p_yes": True, "rationale": "r"},
            {"action": "browse", "query": "x"},
        ],
    )
    def test_schema_and_parser_agree(self, reply):
        valid = jsonschema.Draft202012Validator(action_json_schema(self.SCHEMA)).is_valid(reply)
        assert valid == parse_action(json.dumps(reply), self.SCHEMA).ok


class TestFreshnessGate:
    def test_fresh(self):
        assert check_freshness_gate(full_state(), as_of=AS_OF).passed

    def test_stale_evidence_fails(self):
        old = (AS_OF - timedelta(hours=48)).isoformat()
        state = full_state(evidence=[evidence(timestamp=old)] * 3)
        gate = check_freshness_gate(state, as_of=AS_OF)
        assert not gate.passed and len(gate.details["issues"]) == 3
        assert "48 h before as_of" in gate.details["issues"][0]

    def test_future_timestamp_fails_rather_than_counting_as_fresh(self):
        future = (AS_OF + timedelta(minutes=5)).isoformat()
        gate = check_freshness_gate(full_state(evidence=[evidence(timestamp=future)]), as_of=AS_OF)
        assert not gate.passed and "after as_of" in gate.details["issues"][0]

    def test_bad_and_missing_timestamps_fail(self):
        gate = check_freshness_gate(
            full_state(evidence=[evidence(timestamp="yesterday"), {"type": "x"}]), as_of=AS_OF
        )
        assert not gate.passed and len(gate.details["issues"]) == 2

    def test_no_evidence_fails(self):
        assert not check_freshness_gate(full_state(evidence=[]), as_of=AS_OF).passed

    def test_accepts_iso_string_as_of(self):
        assert check_freshness_gate(full_state(), as_of="2025-02-19T12:00:00Z").passed


class TestConsistencyGate:
    def test_every_problem_is_collected_and_classed(self):
        items = [
            evidence(published="2025-02-27"),
            evidence(published=None),
            evidence(published="someday"),
            evidence(published="2025-02-20"),
            evidence("base_rate"),
        ]
        gate = check_consistency_gate(full_state(evidence=items))
        assert not gate.passed
        assert (gate.details["post_cutoff"], gate.details["missing_dates"]) == (2, 1)
        assert gate.details["unparseable_dates"] == 1 and gate.details["results_checked"] == 5
        assert len(gate.details["issues"]) == 4

    def test_passes_when_everything_predates_cutoff(self):
        gate = check_consistency_gate(full_state())
        assert gate.passed and gate.details["results_checked"] == 3

    def test_no_cutoff_fails(self):
        assert not check_consistency_gate(full_state(cutoff_date=None)).passed


class TestRunGates:
    def test_runs_three_and_stores_them(self):
        state = full_state()
        gates = run_quality_gates(state, as_of=AS_OF)
        assert [g.gate_name for g in gates] == ["coverage", "freshness", "consistency"]
        assert state.quality_gates == gates and all(g.passed for g in gates)


# ----------------------------------------------------------------------------- checkpoints


class TestCheckpoint:
    def test_has_exactly_eight_fields(self):
        data = json.loads(full_state().to_json())
        assert list(data) == [
            "question",
            "cutoff_date",
            "run_id",
            "evidence",
            "open_questions",
            "tool_trace",
            "quality_gates",
            "synthesis_status",
        ]

    def test_restore_then_serialise_is_byte_identical(self):
        state = full_state(open_questions=["guidance?"], tool_trace=[{"tool": "search"}])
        run_quality_gates(state, as_of=AS_OF)
        checkpoint = state.to_json()
        restored = AgentState.from_json(checkpoint)
        assert restored.to_json() == checkpoint
        assert restored.quality_gates == state.quality_gates

    @given(
        st.lists(st.text(max_size=20), max_size=4),
        st.sampled_from(["pending", "in_progress", "complete", "abstained"]),
    )
    def test_round_trip_property(self, questions, status):
        state = full_state(open_questions=questions, synthesis_status=status)
        assert AgentState.from_json(state.to_json()).to_json() == state.to_json()

    @pytest.mark.parametrize(
        ("change", "words"),
        [
            ({"synthesis_status": "done"}, "synthesis_status"),
            ({"extra": 1}, "unknown field"),
            ({"question": 5}, r"checkpoint.question: expected str, got int"),
            ({"evidence": "x"}, r"checkpoint.evidence: expected list"),
            ({"evidence": [3]}, r"checkpoint.evidence\[0\]: expected dict"),
            ({"open_questions": [None]}, r"open_questions\[0\]"),
            ({"cutoff_date": "soon"}, "checkpoint.cutoff_date"),
            ({"quality_gates": [{"gate_name": "x"}]}, r"quality_gates\[0\]: missing field"),
            (
                {
                    "quality_gates": [
                        {"gate_name": "x", "passed": "no", "reason": "", "details": {}}
                    ]
                },
                r"quality_gates\[0\].passed: expected bool",
            ),
        ],
    )
    def test_bad_checkpoints_get_clear_errors(self, change, words):
        data = {**json.loads(full_state().to_json()), **change}
        with pytest.raises(SchemaError, match=words):
            AgentState.from_json(json.dumps(data))

    @pytest.mark.parametrize("field", ["run_id", "evidence", "tool_trace"])
    def test_a_missing_field_is_an_error_not_a_default(self, field):
        data = json.loads(full_state().to_json())
        del data[field]
        with pytest.raises(SchemaError, match=f"missing field.*{field}"):
            AgentState.from_json(json.dumps(data))

    @pytest.mark.parametrize(
        ("text", "words"), [("{not json", "not valid JSON"), ("[]", "JSON object")]
    )
    def test_unreadable_checkpoints(self, text, words):
        with pytest.raises(SchemaError, match=words):
            AgentState.from_json(text)

    @pytest.mark.parametrize("text", [None, 3, ["{}"]])
    def test_from_json_of_something_that_is_not_text_is_a_schema_error(self, text):
        with pytest.raises(SchemaError, match="checkpoint: expected JSON text"):
            AgentState.from_json(text)

    @pytest.mark.parametrize("depth", [70, 100_000])
    def test_deep_nesting_is_a_schema_error_not_a_recursion_error(self, depth):
        data = json.loads(full_state().to_json())
        text = json.dumps(data).replace(
            '"tool_trace": []', '"tool_trace": [{"x": ' + "[" * depth + "]" * depth + "}]"
        )
        with pytest.raises(SchemaError, match="nested deeper than"):
            AgentState.from_json(text)

    def test_a_nan_checkpoint_is_refused_by_name(self):
        text = full_state().to_json().replace('"tool_trace": []', '"tool_trace": [{"score": NaN}]')
        with pytest.raises(SchemaError, match=r"checkpoint.tool_trace\[0\].score: nan"):
            AgentState.from_json(text)

    @pytest.mark.parametrize(
        ("kwargs", "words"),
        [
            ({"cutoff_date": "soon"}, "AgentState.cutoff_date"),
            ({"evidence": [{"content": {"p": float("nan")}}]}, r"evidence\[0\].content.p: nan"),
            ({"tool_trace": [{"when": date(2025, 1, 1)}]}, r"tool_trace\[0\].when: a date"),
            ({"evidence": [{1: "x"}]}, "object keys must be text"),
            ({"quality_gates": [{"gate_name": "x"}]}, "expected a QualityGateResult"),
            ({"open_questions": "why?"}, "AgentState.open_questions: expected list"),
            ({"synthesis_status": "done"}, "synthesis_status"),
        ],
    )
    def test_a_state_that_could_not_be_restored_cannot_be_built(self, kwargs, words):
        with pytest.raises(SchemaError, match=words):
            AgentState(question="q", run_id="r", **kwargs)

    def test_to_json_checks_what_was_added_after_the_state_was_built(self):
        state = full_state()
        state.evidence.append({"type": "x", "content": {"score": float("inf")}})
        with pytest.raises(SchemaError, match=r"AgentState.evidence\[3\].content.score: inf"):
            state.to_json()
        state = full_state()
        state.synthesis_status = "done"
        with pytest.raises(SchemaError, match="synthesis_status must be one of"):
            state.to_json()

    @given(
        st.recursive(
            st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
            lambda children: (
                st.lists(children, max_size=3)
                | st.dictionaries(st.text(max_size=5), children, max_size=3)
            ),
            max_leaves=10,
        ),
        st.one_of(st.none(), st.text(max_size=12)),
    )
    def test_every_state_that_can_be_built_writes_a_checkpoint_that_restores(self, content, cutoff):
        try:
            state = AgentState(
                question="q", cutoff_date=cutoff, run_id="r", evidence=[{"content": content}]
            )
        except SchemaError:
            return  # refused when built: fine, it never reaches a checkpoint
        checkpoint = state.to_json()
        assert AgentState.from_json(checkpoint).to_json() == checkpoint

    def test_default_run_id_is_generated(self):
        assert AgentState(question="q").run_id != AgentState(question="q").run_id


@pytest.mark.parametrize("text", ["9999-12-31T23:59:59-12:00", "0001-01-01T00:00:00+14:00"])
def test_a_moment_outside_the_calendar_once_in_utc_is_a_date_error_not_an_overflow(text):
    with pytest.raises(DateParseError, match="outside the years 1 to 9999 in UTC"):
        parse_iso_date(text, what="published")
    assert classify_publication(text, "2025-01-01") != "before_cutoff"
