"""The typed call records are the one definition that the tracers, the validator and replay share.

Each recorded model call is an :class:`LLMCallRecord` and each recorded search a
:class:`SearchCallRecord`: the tracers build them, validation checks exactly their fields, and
the replay clients read recorded calls back as them, so a malformed recorded call is refused
with its file and field named before replay serves anything.
"""

from __future__ import annotations

import dataclasses
from datetime import date

import pytest
from support import LEGACY_V1

import forecasting_agents.record._records as record_records
from forecasting_agents.core._schemas import ChatMessage, SearchResult
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
