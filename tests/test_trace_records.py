"""The typed call records are the one definition that the tracers, the validator and replay share.

Each recorded model call is an :class:`LLMCallRecord` and each recorded search a
:class:`SearchCallRecord`: the tracers build them, validation checks exactly their fields, and
the replay clients read recorded calls back as them, so a malformed recorded call is refused
with its file and field named before replay serves anything.
"""

from __future__ import annotations

import dataclasses
import re
from datetime import date

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import LEGACY_V1

import forecasting_agents.record._records as record_records
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._schemas import ChatMessage, SearchResult, TokenUsage
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._records import (
    LEGACY_SCHEMA_VERSION,
    SEARCH_CALL_KEYS,
    SearchCallRecord,
    TraceFormatError,
)
from forecasting_agents.record._replay import ReplayLLMClient, ReplaySearchClient
from forecasting_agents.record._trace import RunTrace, replay_llm, replay_search
from forecasting_agents.record._tracing import trace_llm, trace_search
from forecasting_agents.search._corpus import MockSearchClient


def traced_search(query: str = "fed rate cut", cutoff: str | date | None = "2025-06-01"):
    tracer = trace_search(MockSearchClient(), label="web")
    results = tracer.search(query, max_results=2, cutoff_date=cutoff)
    return tracer, results


def test_the_search_tracer_writes_exactly_the_record_fields():
    tracer, results = traced_search(cutoff=date(2025, 6, 1))
    (call,) = tracer.calls
    assert tuple(call) == SEARCH_CALL_KEYS
    assert tuple(f.name for f in dataclasses.fields(SearchCallRecord)) == SEARCH_CALL_KEYS
    assert tuple(record_records._SEARCH_CALL_CHECKS) == SEARCH_CALL_KEYS
    record = SearchCallRecord.from_dict(call)
    assert record.to_dict() == call
    assert (record.label, record.index, record.query) == ("web", 0, "fed rate cut")
    assert (record.max_results, record.cutoff_date) == (2, "2025-06-01")
    assert record.results == [r.to_dict() for r in results] and record.error is None


@pytest.mark.parametrize(
    ("mutate", "field_path", "problem"),
    [
        (lambda c: c.update(max_results=0), "web[0].max_results", "at least 1 result"),
        (lambda c: c.update(query=7), "web[0].query", "expected a string"),
        (lambda c: c.update(error=None, results=None), "web[0]", "both are null"),
        (lambda c: c.pop("client"), "web[0].client", "required field is missing"),
        (lambda c: c.update(extra=1), "web[0]", "unknown field(s) ['extra']"),
    ],
)
def test_a_bad_search_record_is_refused_by_field(mutate, field_path, problem):
    tracer, _ = traced_search()
    call = dict(tracer.calls[0])
    mutate(call)
    with pytest.raises(TraceFormatError) as info:
        SearchCallRecord.from_dict(call, where="web[0]", source="x.json")
    assert info.value.source == "x.json" and info.value.field_path == field_path
    assert problem in info.value.problem


def test_replay_search_reads_recorded_searches_as_typed_records():
    tracer, results = traced_search()
    replay = ReplaySearchClient(tracer.calls, "web", source="t.json")
    assert all(isinstance(call, SearchCallRecord) for call in replay.recorded)
    assert replay.recorded_client == "MockSearchClient"
    assert replay.search("fed rate cut", max_results=2, cutoff_date="2025-06-01") == results


def test_replay_refuses_a_malformed_recorded_search_naming_file_and_field():
    tracer, _ = traced_search()
    broken = {**tracer.calls[0], "duration_ms": -1}
    with pytest.raises(TraceFormatError, match=r"t\.json: search_calls\[0\]\.duration_ms"):
        ReplaySearchClient([broken], "web", source="t.json")


def test_replay_refuses_a_malformed_recorded_llm_call_naming_file_and_field():
    llm = trace_llm(ScriptedLLMClient(['{"action": "forecast"}']), label="a")
    llm.complete([ChatMessage("user", "q")])
    broken = {**llm.calls[0], "reply": 12}
    with pytest.raises(TraceFormatError, match=r"t\.json: llm_calls\[0\]\.reply: expected a str"):
        ReplayLLMClient([broken], "a", source="t.json")


def test_replay_reads_legacy_calls_with_the_legacy_field_list():
    pinned = RunTrace.load(LEGACY_V1)
    assert pinned.schema_version == LEGACY_SCHEMA_VERSION
    label = pinned.labels()[0]
    llm = replay_llm(pinned, label)
    assert [c.request for c in llm.recorded] == [None] * len(llm.recorded)
    assert [c.attempts for c in llm.recorded] == [[]] * len(llm.recorded)
    # The same legacy dicts are refused as version 1.2 records: they lack the 1.2 fields.
    with pytest.raises(TraceFormatError, match=r"llm_calls\[\d+\]\.request: required field"):
        ReplayLLMClient(pinned.llm_calls, label)
    search = replay_search(pinned)
    assert all(isinstance(c, SearchCallRecord) for c in search.recorded)
    assert all(isinstance(r, SearchResult) for r in search.search(*_first_request(search)))


def _first_request(search: ReplaySearchClient):
    first = search.recorded[0]
    return first.query, first.max_results, first.cutoff_date


_ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 3),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from([float("nan"), float("inf"), "", "t", "blog", "base_rate", "\ud800"]),
    st.lists(st.text(max_size=2), max_size=1),
    st.dictionaries(st.text(max_size=1), st.none(), max_size=1),
)
_TEXT = st.sampled_from(["", "t", "https://x.org", "\ud800x"])
_PLAIN = st.fixed_dictionaries(
    {"title": _TEXT, "url": _TEXT},
    optional={
        "snippet": _TEXT,
        "published": st.one_of(st.none(), st.just("2025-01-02")),
        "score": st.one_of(st.integers(-2, 2), st.floats(-1, 1)),
        "kind": st.sampled_from([None, "reporting", "base_rate"]),
    },
)
_FIELDS = ["title", "url", "snippet", "published", "score", "kind", "extra"]
_RESULTS = st.builds(
    lambda plain, changes, dropped: {
        **{k: v for k, v in plain.items() if k not in dropped},
        **changes,
    },
    _PLAIN,
    st.dictionaries(st.sampled_from(_FIELDS), _ODD, max_size=2),
    st.sets(st.sampled_from(_FIELDS), max_size=1),
)
"""A result as a search returns it, with a field or two given any other value, or left out."""


@settings(max_examples=500, deadline=None)
@given(_RESULTS)
def test_a_result_judged_valid_at_a_glance_is_one_the_record_accepts(data):
    """``SearchResult.certainly_valid``, the trace check's shortcut, never passes what
    building the result refuses (the check then names it as before)."""
    if SearchResult.certainly_valid(data):
        SearchResult.from_dict(data)  # raises if the shortcut was wrong


def test_the_shortcut_passes_a_plain_result_and_leaves_the_rest_to_the_record():
    plain = {"title": "t", "url": "https://x.org", "snippet": "", "published": None, "score": 1}
    assert SearchResult.certainly_valid(plain)
    assert SearchResult.certainly_valid({**plain, "kind": "reporting", "score": 0.5})
    for odd in ({**plain, "score": True}, {**plain, "kind": "blog"}, {"title": "t"}):
        assert not SearchResult.certainly_valid(odd)
    results = [plain, {**plain, "score": float("nan")}]
    with pytest.raises(TraceFormatError, match=r"t\.json: r\[1\]: .*score must be a finite number"):
        record_records._check_results(record_records._Check("t.json"), results, "r")


@pytest.mark.parametrize(
    "usage",
    [{"prompt_tokens": True}, {"prompt_tokens": -1}, {"prompt_tokens": 1.0}, {"x": 1}, [1, 2]],
    ids=repr,
)
def test_a_runs_token_usage_refuses_what_a_token_count_refuses(usage):
    run = RunTrace.load(LEGACY_V1)
    assert run.token_usage() == sum(
        (TokenUsage.from_dict(call.get("usage", {})) for call in run.llm_calls), TokenUsage()
    )
    run.llm_calls[-1]["usage"] = usage
    with pytest.raises(SchemaError) as refused:
        TokenUsage.from_dict(usage)
    with pytest.raises(SchemaError, match=re.escape(str(refused.value))):
        run.token_usage()
