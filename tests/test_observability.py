"""Tests for forecasting_agents.record: run traces, tracers, replay by re-execution, and redaction.

The LLM and search clients here are small scripted fakes defined in this file, so the module is
tested against its duck-typed contract rather than against any provider implementation.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from support import LEGACY_V1, REPO

import forecasting_agents.providers._factory as providers_factory
import forecasting_agents.record._records as record_records
import forecasting_agents.record._replay as record_replay
import forecasting_agents.record._trace as record_trace
import forecasting_agents.record._tracing as record_tracing
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    AgentTrace,
    ChatMessage,
    ForecastQuestion,
    SearchResult,
    TokenUsage,
)
from forecasting_agents.core._text import REDACTED
from forecasting_agents.http import (
    ProviderError,
    ProviderRateLimitError,
    ProviderTimeoutError,
)
from forecasting_agents.record._records import TraceFormatError, trace_digest
from forecasting_agents.record._redaction import redact
from forecasting_agents.record._replay import (
    ReplayDivergenceError,
    ReplayedProviderError,
    ReplayLLMClient,
    ReplaySearchClient,
    _replayed_error,
)
from forecasting_agents.record._stream import TraceExistsError
from forecasting_agents.record._trace import (
    RunTrace,
    TraceNotFoundError,
    assert_artifacts_match,
    describe_run,
    format_call,
    replay_llm,
    replay_search,
    traces_dir,
)
from forecasting_agents.record._tracing import trace_llm, trace_search

CREATED_AT = "2026-11-29T18:00:00Z"
RUN_ID = "0123456789ab"
NOTEBOOK = "99_tiny"
EXPECTED_NAME = f"{NOTEBOOK}_20261129T180000Z_{RUN_ID}.json"
SETTINGS_KEY = "sk-ant-api03-SETTINGSsecretVALUE0123456789"

# --------------------------------------------------------------------------- fakes and a tiny agent


class ScriptedLLM:
    """A fake LLM client: serves canned replies (or raises canned errors) in order."""

    provider = "fake"
    model = "scripted-1"
    mode = "scripted"

    def __init__(self, replies):
        self.replies = list(replies)
        self.seen = []
        self.last_response_model = None

    @property
    def model_name(self):
        return f"{self.provider}:{self.model}"

    def settings(self):
        return {"temperature": 0.0, "api_key": SETTINGS_KEY}

    def complete(self, messages, json_mode=False):
        return self.complete_with_usage(messages, json_mode)[0]

    def complete_with_usage(self, messages, json_mode=False):
        self.seen.append([m.content for m in messages])
        item = self.replies.pop(0)
        if isinstance(item, Exception):
            raise item
        self.last_response_model = "scripted-1-20261101"
        prompt = sum(len(m.content) for m in messages) // 4
        return item, TokenUsage(prompt_tokens=prompt, completion_tokens=len(item) // 4)


class BareLLM:
    """The least an LLM client can be: one method, no identity attributes."""

    def complete_with_usage(self, messages, json_mode=False):
        return "ok", TokenUsage(1, 1)


class FakeSearch:
    """A fake search client returning deterministic results derived from the query."""

    def __init__(self, fail_on=None):
        self.fail_on = fail_on
        self.requests = []

    def search(self, query, max_results=5, cutoff_date=None):
        self.requests.append((query, max_results, cutoff_date))
        if query == self.fail_on:
            raise ProviderTimeoutError("fakesearch", None, "no response within 1 s")
        return [
            SearchResult(
                title=f"{query} #{i}",
                url=f"https://news.example.org/{i}",
                snippet=f"Report {i} about {query}.",
                published=f"2026-01-0{i + 1}",
                score=1.0 - i / 10,
            )
            for i in range(max_results)
        ]


SYSTEM = "You are a careful forecaster. Reply with one JSON action."


def run_tiny_agent(llm, search, question, max_steps=4, system=SYSTEM):
    """A minimal ReAct loop: search or forecast, one JSON action per turn."""
    messages = [ChatMessage("system", system), ChatMessage("user", question.question)]
    traces, total = [], TokenUsage()
    for step in range(1, max_steps + 1):
        try:
            reply, usage = llm.complete_with_usage(messages, json_mode=True)
        except ProviderError as exc:
            return AgentForecastArtifact(
                "tiny", None, f"provider failed: {exc}", traces, total, status="failed"
            )
        total = total + usage
        action = json.loads(reply)
        if action["action"] == "search":
            try:
                results = search.search(
                    action["query"], max_results=2, cutoff_date=question.cutoff_date
                )
            except ProviderError as exc:
                results, observation = [], f"search failed: {type(exc).__name__}: {exc}"
            else:
                observation = "\n".join(f"- {r.title}: {r.snippet}" for r in results)
            traces.append(AgentTrace(step, "search", query=action["query"], results=results))
            messages += [ChatMessage("assistant", reply), ChatMessage("tool", observation)]
        else:
            traces.append(AgentTrace(step, "forecast", llm_raw=reply))
            return AgentForecastArtifact(
                "tiny",
                float(action["p_yes"]),
                action["rationale"],
                traces,
                total,
                search_queries_made=sum(1 for t in traces if t.action == "search"),
                sources_consulted=sum(len(t.results) for t in traces),
            )
    return AgentForecastArtifact(
        "tiny", None, "step budget exhausted", traces, total, status="budget_exhausted"
    )


QUESTION = ForecastQuestion(
    question="Will the tiny index close above 100 on 2026-12-31?",
    description="A made-up market.",
    cutoff_date="2026-11-15",
    resolution_date="2026-12-31",
    current_market_price=0.4,
    question_id="tiny-1",
)
SEARCH_THEN_FORECAST = [
    '{"action": "search", "query": "tiny index outlook"}',
    '{"action": "search", "query": "tiny index december"}',
    '{"action": "forecast", "p_yes": 0.35, "rationale": "Momentum is weak."}',
]


def live_run(replies=SEARCH_THEN_FORECAST, search=None, **capture):
    """Run the tiny agent live against fakes, traced, and capture the run."""
    llm = trace_llm(ScriptedLLM(replies), label="tiny")
    tracer = trace_search(search or FakeSearch())
    artifact = run_tiny_agent(llm, tracer, QUESTION)
    run = RunTrace.capture(
        notebook=NOTEBOOK,
        provider=llm.model_name,
        question=QUESTION,
        params={"max_steps": 4, **capture.pop("params", {})},
        agents=[artifact],
        llm_calls=llm.calls,
        search_calls=tracer.calls,
        notes="tiny agent",
        created_at=CREATED_AT,
        run_id=RUN_ID,
        **capture,
    )
    return run, artifact


@pytest.fixture
def saved():
    """A live run saved to the default folder; returns (path, run, artifact)."""
    run, artifact = live_run()
    return run.save(), run, artifact


def corrupt(path, mutate, *, resealed=False):
    """Edit a saved trace in place; ``resealed`` also recomputes its digest, as a forger would."""
    data = json.loads(path.read_text(encoding="utf-8"))
    mutate(data)
    path.write_text(json.dumps(reseal(data) if resealed else data), encoding="utf-8")


def reseal(data):
    """The document with a digest that matches its (edited) content."""
    return {**data, "digest": trace_digest(data)}


# --------------------------------------------------------------------------- capture, save, load


def test_round_trip_preserves_question_agents_and_calls(saved):
    path, run, artifact = saved
    loaded = RunTrace.load(path)
    assert loaded == run
    assert loaded.question_obj() == QUESTION
    assert loaded.agent_artifacts() == [artifact]
    assert loaded.notebook == NOTEBOOK and loaded.provider == "fake:scripted-1"
    assert loaded.params == {"max_steps": 4}
    assert [c["index"] for c in loaded.llm_calls] == [0, 1, 2]
    assert [c["query"] for c in loaded.search_calls] == [
        "tiny index outlook",
        "tiny index december",
    ]


def test_resave_of_loaded_trace_is_byte_identical(saved, tmp_path):
    path, _, _ = saved
    again = RunTrace.load(path).save(tmp_path / "copy")
    assert again.read_bytes() == path.read_bytes()
    text = path.read_text(encoding="utf-8")
    assert text.endswith("}\n")
    assert re.match(r'\{\n  "schema_version": "1\.4",\n  "digest": "sha256:[0-9a-f]{64}",\n', text)


def test_file_name_is_notebook_compact_utc_time_and_run_id(saved):
    path, run, _ = saved
    assert path.name == EXPECTED_NAME == run.filename()


def test_save_goes_to_env_folder_and_never_to_repo_traces(monkeypatch, tmp_path):
    repo_dir = record_trace.REPO_TRACES_DIR
    before = sorted(repo_dir.iterdir()) if repo_dir.exists() else []
    elsewhere = tmp_path / "redirected"
    monkeypatch.setenv("FORECAST_TRACES_DIR", str(elsewhere))  # set after import on purpose
    run, _ = live_run()
    path = run.save()
    assert traces_dir() == elsewhere and path.parent == elsewhere
    after = sorted(repo_dir.iterdir()) if repo_dir.exists() else []
    assert after == before


def test_save_leaves_no_temp_files(saved):
    path, _, _ = saved
    assert [p.name for p in path.parent.iterdir()] == [EXPECTED_NAME]


def test_save_refuses_to_overwrite_an_existing_trace(saved):
    path, run, _ = saved
    original = path.read_bytes()
    with pytest.raises(TraceExistsError, match="never overwritten") as info:
        run.save()
    assert isinstance(info.value, FileExistsError)
    assert str(path) in str(info.value)
    assert path.read_bytes() == original
    assert len(list(path.parent.iterdir())) == 1


def test_save_loses_a_race_without_clobbering_the_winner(monkeypatch, tmp_path):
    run, _ = live_run()
    real_link = os.link

    def concurrent_writer_wins(src, dst):
        Path(dst).write_text("written by someone else")
        real_link(src, dst)

    monkeypatch.setattr(record_trace.os, "link", concurrent_writer_wins)
    with pytest.raises(TraceExistsError):
        run.save(tmp_path)
    assert (tmp_path / EXPECTED_NAME).read_text() == "written by someone else"
    assert [p.name for p in tmp_path.iterdir()] == [EXPECTED_NAME]


def test_save_without_hard_links_still_writes_exclusively(monkeypatch, tmp_path):
    run, _ = live_run()

    def no_links(src, dst):
        raise OSError("hard links not supported")

    monkeypatch.setattr(record_trace.os, "link", no_links)
    path = run.save(tmp_path)
    assert RunTrace.load(path) == run
    assert [p.name for p in tmp_path.iterdir()] == [EXPECTED_NAME]


def capture_empty(**overrides):
    """RunTrace.capture of a run with no agent, call or parameter; `overrides` replace fields."""
    fields = {
        "notebook": NOTEBOOK,
        "provider": "p",
        "question": QUESTION,
        "params": {},
        "agents": [],
        "llm_calls": [],
    }
    return RunTrace.capture(**{**fields, **overrides})


def test_capture_defaults_give_a_fresh_id_and_a_utc_timestamp():
    run = capture_empty(provider="fake:scripted-1")
    assert re.fullmatch(r"[0-9a-f]{12}", run.run_id)
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ", run.created_at)
    assert run.search_calls == [] and run.notes == ""


def test_capture_normalises_an_aware_timestamp_to_utc():
    from datetime import timedelta, timezone

    moment = datetime(2026, 11, 29, 20, 0, 0, 123456, tzinfo=timezone(timedelta(hours=2)))
    run = capture_empty(created_at=moment, run_id=RUN_ID)
    assert run.created_at == CREATED_AT


@pytest.mark.parametrize(
    ("kwargs", "field_path"),
    [
        ({"params": {"when": datetime(2026, 1, 1, tzinfo=UTC)}}, "params.when"),
        ({"params": {"x": float("nan")}}, "params.x"),
        ({"run_id": "../../etc/pw"}, "run_id"),
        ({"notebook": "../escape"}, "notebook"),
    ],
)
def test_capture_rejects_what_a_file_could_not_hold(kwargs, field_path):
    with pytest.raises(TraceFormatError) as info:
        capture_empty(**{"created_at": CREATED_AT, "run_id": RUN_ID, **kwargs})
    assert info.value.field_path == field_path
    assert f": {field_path}: " in str(info.value)


def test_token_totals_labels_and_calls_for(saved):
    _, run, artifact = saved
    assert run.token_usage() == artifact.token_usage
    assert run.total_tokens() == artifact.token_usage.total_tokens > 0
    two = dataclasses.replace(
        run,
        llm_calls=[
            {**run.llm_calls[0], "label": "b"},
            {**run.llm_calls[1], "label": "a"},
            {**run.llm_calls[2], "label": "b"},
        ],
    )
    assert two.labels() == ["b", "a"]
    assert [c["index"] for c in two.calls_for("b")] == [0, 2]
    assert run.calls_for("nobody") == []


# --------------------------------------------------------------------------- load errors


def test_missing_file_names_path_and_lists_the_folder(saved):
    path, _, _ = saved
    missing = path.parent / "nope.json"
    with pytest.raises(TraceNotFoundError) as info:
        RunTrace.load(missing)
    message = str(info.value)
    assert isinstance(info.value, FileNotFoundError) and isinstance(info.value, SchemaError)
    assert str(missing) in message and "TRACES_DIR" in message and EXPECTED_NAME in message


def test_bad_json_names_the_file_and_position(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"schema_version": 1,,}')
    with pytest.raises(TraceFormatError, match=r"broken\.json: not valid JSON at line 1"):
        RunTrace.load(path)


def test_non_finite_number_is_rejected(saved):
    path, _, _ = saved
    path.write_text(path.read_text().replace('"max_steps": 4', '"max_steps": NaN'))
    with pytest.raises(TraceFormatError, match="NaN is not valid JSON"):
        RunTrace.load(path)


def test_wrong_schema_version_says_which_it_has_and_which_is_read(saved):
    path, _, _ = saved
    corrupt(path, lambda d: d.update(schema_version=2))
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(path)
    assert str(info.value).startswith(f"{path}: schema_version: ")
    assert "version 2" in str(info.value) and "reads version 1" in str(info.value)


def test_wrong_type_in_a_nested_call_names_file_and_field(saved):
    path, _, _ = saved
    corrupt(path, lambda d: d["llm_calls"][1].update(reply=12))
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(path)
    assert str(info.value) == f"{path}: llm_calls[1].reply: expected a string or null, got 12"


def _set(*keys_and_value):
    *keys, last, value = keys_and_value

    def mutate(data):
        target = data
        for key in keys:
            target = target[key]
        target[last] = value

    return mutate


def _delete(*keys):
    *path, last = keys

    def mutate(data):
        target = data
        for key in path:
            target = target[key]
        del target[last]

    return mutate


@pytest.mark.parametrize(
    ("mutate", "field_path"),
    [
        (_delete("notes"), "notes"),
        (_delete("schema_version"), "schema_version"),
        (_delete("llm_calls", 0, "messages_added"), "llm_calls[0].messages_added"),
        (
            _set("llm_calls", 0, "messages_added", 1, "role", "robot"),
            "llm_calls[0].messages[1].role",
        ),
        (_set("llm_calls", 1, "prompt_prefix", 99), "llm_calls[1].prompt_prefix"),
        (_set("llm_calls", 2, "usage", "prompt_tokens", -1), "llm_calls[2].usage.prompt_tokens"),
        (_set("llm_calls", 0, "json_mode", "yes"), "llm_calls[0].json_mode"),
        (_set("llm_calls", 0, "error", {"type": "X"}), "llm_calls[0].error.message"),
        (_set("llm_calls", 1, "reply", None), "llm_calls[1]"),
        (_set("search_calls", 0, "results", 0, {"bogus": 1}), "search_calls[0].results[0]"),
        (_set("search_calls", 1, "max_results", "2"), "search_calls[1].max_results"),
        (_set("question", "question", ""), "question"),
        (_set("agents", 0, "p_yes", 2.0), "agents[0]"),
        (_set("run_id", "xyz"), "run_id"),
        (_set("created_at", "2026-11-29 18:00"), "created_at"),
        (_set("params", []), "params"),
        (_set("surprise", 1), ""),
    ],
)
def test_every_malformed_field_is_named(saved, mutate, field_path):
    path, _, _ = saved
    corrupt(path, mutate)
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(path)
    assert info.value.source == str(path)
    assert info.value.field_path == field_path
    assert str(info.value).startswith(f"{path}: {field_path}")


def test_top_level_must_be_an_object(tmp_path):
    path = tmp_path / "list.json"
    path.write_text("[1, 2]")
    with pytest.raises(TraceFormatError, match=r"list\.json: expected a JSON object.*list"):
        RunTrace.load(path)


# --------------------------------------------------------------------------- tracers


def test_tracer_records_each_call_with_identity_settings_and_usage():
    fake = ScriptedLLM(["first", "second"])
    llm = trace_llm(fake, "agent_a")
    messages = [ChatMessage("system", "S"), ChatMessage("user", "U")]
    text, usage = llm.complete_with_usage(messages, json_mode=True)
    messages.append(ChatMessage("assistant", text))  # the loop keeps mutating its list
    assert llm.complete(messages) == "second"
    first, second = llm.calls
    assert (first["label"], first["index"], second["index"]) == ("agent_a", 0, 1)
    assert first["messages"] == [
        {"role": "system", "content": "S"},
        {"role": "user", "content": "U"},
    ]
    assert len(second["messages"]) == 3 and second["json_mode"] is False
    assert first["json_mode"] is True and first["reply"] == "first" and first["error"] is None
    assert first["usage"] == usage.to_dict()
    assert first["model_name"] == "fake:scripted-1" and first["mode"] == "scripted"
    assert first["response_model"] == "scripted-1-20261101"
    # Kept as the client reported it, in memory; a trace holds it redacted (see capture).
    assert redact(first["settings"]) == {"temperature": 0.0, "api_key": REDACTED}
    assert isinstance(first["duration_ms"], int) and first["duration_ms"] >= 0
    assert (llm.model_name, llm.provider, llm.model, llm.mode) == (
        "fake:scripted-1",
        "fake",
        "scripted-1",
        "scripted",
    )
    assert llm.last_response_model == "scripted-1-20261101"


def test_tracer_records_a_failure_and_reraises_the_same_exception():
    boom = ProviderRateLimitError("fake", 429, "quota exhausted")
    llm = trace_llm(ScriptedLLM([boom]), "agent_a")
    with pytest.raises(ProviderRateLimitError) as info:
        llm.complete_with_usage([ChatMessage("user", "hi")])
    assert info.value is boom
    (call,) = llm.calls
    assert call["reply"] is None and call["usage"] == {"prompt_tokens": 0, "completion_tokens": 0}
    assert call["error"] == {
        "type": "ProviderRateLimitError",
        "message": "fake: HTTP 429: quota exhausted",
        "provider": "fake",
        "status": 429,
    }


def test_tracer_gives_honest_defaults_for_a_bare_client():
    llm = trace_llm(BareLLM(), "bare")
    llm.complete_with_usage([{"role": "user", "content": "hi"}])
    (call,) = llm.calls
    assert (call["provider"], call["model"], call["mode"]) == ("unknown", "unknown", "unknown")
    assert call["model_name"] == "unknown:unknown" and call["settings"] == {}
    assert call["response_model"] is None


def test_tracer_rejects_objects_that_are_not_clients():
    with pytest.raises(SchemaError, match="complete_with_usage"):
        trace_llm(object(), "x")
    with pytest.raises(SchemaError, match="search"):
        trace_search(object())
    with pytest.raises(SchemaError, match="label"):
        trace_llm(BareLLM(), "  ")


def test_search_tracer_records_results_and_errors():
    from datetime import date

    tracer = trace_search(FakeSearch(fail_on="bad"), label="web")
    results = tracer.search("good", max_results=1, cutoff_date=date(2026, 11, 15))
    with pytest.raises(ProviderTimeoutError):
        tracer.search("bad")
    ok, failed = tracer.calls
    assert ok["results"] == [r.to_dict() for r in results]
    assert (ok["label"], ok["client"], ok["cutoff_date"], ok["max_results"]) == (
        "web",
        "FakeSearch",
        "2026-11-15",
        1,
    )
    assert failed["results"] is None and failed["error"]["type"] == "ProviderTimeoutError"
    assert failed["cutoff_date"] is None and failed["index"] == 1


# --------------------------------------------------------------------------- replay re-executes


def test_replay_reexecutes_the_loop_and_reproduces_the_artifact(saved):
    path, _, live_artifact = saved
    pinned = RunTrace.load(path)
    llm, search = replay_llm(pinned, "tiny"), replay_search(pinned)
    replayed = run_tiny_agent(llm, search, pinned.question_obj())
    assert replayed == live_artifact
    assert replayed.to_dict() == pinned.agents[0]
    llm.assert_exhausted()
    search.assert_exhausted()
    assert llm.remaining() == 0 and search.remaining() == 0
    assert (llm.mode, llm.recorded_mode, llm.model_name) == (
        "replay",
        "scripted",
        "fake:scripted-1",
    )
    assert llm.last_response_model == "scripted-1-20261101"
    assert llm.settings() == {"temperature": 0.0, "api_key": REDACTED}
    assert search.recorded_client == search.client_name == "FakeSearch"


def test_replay_path_reads_no_clock(saved, monkeypatch):
    path, _, live_artifact = saved

    def no_clock(*_args):
        raise AssertionError("the replay path read a clock")

    monkeypatch.setattr(time, "perf_counter", no_clock)
    monkeypatch.setattr(record_trace, "datetime", None)
    monkeypatch.setattr(record_trace.uuid, "uuid4", no_clock)
    pinned = RunTrace.load(path)
    assert run_tiny_agent(replay_llm(pinned, "tiny"), replay_search(pinned), QUESTION) == (
        live_artifact
    )


def test_changed_prompt_stops_replay_with_a_diff(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    changed = "You are a bold forecaster. Reply with one JSON action."
    with pytest.raises(ReplayDivergenceError) as info:
        run_tiny_agent(replay_llm(pinned, "tiny"), replay_search(pinned), QUESTION, system=changed)
    message = str(info.value)
    assert "'tiny'" in message and "call 0" in message and EXPECTED_NAME in message
    assert f"-{SYSTEM}" in message and f"+{changed}" in message
    assert "--- recorded tiny[0]" in message and "+++ current tiny[0]" in message


def test_divergence_later_in_the_run_names_that_call(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    llm = replay_llm(pinned, "tiny")
    first = pinned.calls_for("tiny")[0]["messages"]
    llm.complete_with_usage([ChatMessage(**m) for m in first], json_mode=True)
    with pytest.raises(ReplayDivergenceError, match=r"call 1:") as info:
        llm.complete_with_usage([ChatMessage(**m) for m in first], json_mode=True)
    assert "-[assistant]" in str(info.value)


def test_json_mode_is_part_of_the_recorded_request(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    first = [ChatMessage(**m) for m in pinned.llm_calls[0]["messages"]]
    with pytest.raises(ReplayDivergenceError, match=r"-json_mode: true\n\+json_mode: false"):
        replay_llm(pinned, "tiny").complete(first, json_mode=False)


def test_long_diffs_are_trimmed(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    huge = "\n".join(f"line {i} " + "x" * 300 for i in range(200))
    with pytest.raises(ReplayDivergenceError) as info:
        replay_llm(pinned, "tiny").complete([ChatMessage("user", huge)], json_mode=True)
    message = str(info.value)
    assert "more diff lines" in message
    assert max(len(line) for line in message.splitlines()[1:]) <= record_replay.MAX_DIFF_LINE_CHARS


def test_an_extra_call_raises(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    llm = replay_llm(pinned, "tiny")
    run_tiny_agent(llm, replay_search(pinned), QUESTION)
    with pytest.raises(ReplayDivergenceError, match=r"made call 4 .* recorded only 3"):
        llm.complete([ChatMessage("user", "one more?")])


def test_a_run_that_stops_early_fails_the_exhaustion_check(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    llm, search = replay_llm(pinned, "tiny"), replay_search(pinned)
    artifact = run_tiny_agent(llm, search, QUESTION, max_steps=2)
    assert artifact.status == "budget_exhausted"
    assert llm.remaining() == 1
    with pytest.raises(ReplayDivergenceError, match="recorded 3 calls but the code made only 2"):
        llm.assert_exhausted()
    search.assert_exhausted()


def test_search_replay_checks_query_max_results_and_cutoff(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    search = replay_search(pinned)
    with pytest.raises(ReplayDivergenceError) as info:
        search.search("tiny index outlook", max_results=5, cutoff_date="2026-11-15")
    message = str(info.value)
    assert "max_results=5" in message and "max_results=2" in message and "search 0" in message
    with pytest.raises(ReplayDivergenceError, match="cutoff_date=None"):
        search.search("tiny index outlook", max_results=2)
    with pytest.raises(ReplayDivergenceError, match=r"'something else'.*'tiny index outlook'"):
        search.search("something else", max_results=2, cutoff_date="2026-11-15")
    results = search.search("tiny index outlook", max_results=2, cutoff_date="2026-11-15")
    assert all(isinstance(r, SearchResult) for r in results) and len(results) == 2
    search.search("tiny index december", max_results=2, cutoff_date="2026-11-15")
    with pytest.raises(ReplayDivergenceError, match="made search 3"):
        search.search("never recorded", max_results=2, cutoff_date="2026-11-15")


def test_recorded_llm_failure_is_raised_again_at_the_same_point(tmp_path):
    timeout = ProviderTimeoutError("fake", None, "no response within 60 s")
    run, live_artifact = live_run(replies=[SEARCH_THEN_FORECAST[0], timeout])
    assert live_artifact.status == "failed"
    pinned = RunTrace.load(run.save(tmp_path))
    llm = replay_llm(pinned, "tiny")
    assert run_tiny_agent(llm, replay_search(pinned), QUESTION) == live_artifact
    llm.assert_exhausted()

    fresh = replay_llm(pinned, "tiny")
    failed_prompt = [ChatMessage(**m) for m in pinned.llm_calls[1]["messages"]]
    fresh.complete(failed_prompt[:2], json_mode=True)
    with pytest.raises(ProviderTimeoutError) as info:
        fresh.complete(failed_prompt, json_mode=True)
    assert isinstance(info.value, ReplayedProviderError)
    assert info.value.recorded_type == type(info.value).__name__ == "ProviderTimeoutError"
    assert str(info.value) == str(timeout) and info.value.provider == "fake"


def test_recorded_search_failure_is_raised_again(tmp_path):
    run, live_artifact = live_run(search=FakeSearch(fail_on="tiny index outlook"))
    pinned = RunTrace.load(run.save(tmp_path))
    assert pinned.search_calls[0]["error"]["type"] == "ProviderTimeoutError"
    replayed = run_tiny_agent(replay_llm(pinned, "tiny"), replay_search(pinned), QUESTION)
    assert replayed == live_artifact
    # The observation embeds the exception's class name, so replay must reproduce it exactly.
    observation = pinned.llm_calls[1]["messages"][-1]["content"]
    assert observation == (
        "search failed: ProviderTimeoutError: fakesearch: no response: no response within 1 s"
    )


def test_non_provider_failures_replay_under_their_recorded_name():
    error = _replayed_error({"type": "ValueError", "message": "odd", "provider": "x"})
    assert isinstance(error, ReplayedProviderError) and not isinstance(error, ValueError)
    assert type(error).__name__ == "ValueError" and str(error) == "odd"
    assert error.status is None and error.provider == "x"
    assert type(_replayed_error({"type": "ValueError", "message": "again"})) is type(error)


def test_unknown_label_lists_the_recorded_ones(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    with pytest.raises(ReplayDivergenceError, match=r"no LLM calls labelled 'other'.*'tiny'"):
        replay_llm(pinned, "other")
    empty = ReplaySearchClient(pinned.search_calls, "nothing")
    with pytest.raises(ReplayDivergenceError, match="recorded only 0"):
        empty.search("q")


def test_a_captured_run_replays_without_saving(saved):
    _, run, live_artifact = saved
    llm = ReplayLLMClient(run.llm_calls, "tiny")
    assert run_tiny_agent(llm, replay_search(run), QUESTION) == live_artifact


# --------------------------------------------------------------------------- redaction

ENV_KEY = "envsecret-0123456789-abcdef"


def test_secrets_never_reach_the_saved_file(monkeypatch, tmp_path):
    monkeypatch.setenv("ANTHROPIC_API_KEY", ENV_KEY)
    bearer = "eyJhbGciOiJIUzI1NiJ9.payload123456"
    openai = "sk-proj-ABCDEF0123456789abcdefXYZ"
    tavily = "tvly-dev-0123456789abcdefABCDEF"
    google = "AIza" + "SyA-0123456789abcdefghijklmnopqrstu"  # split: no key-shaped literal
    url_token = "9f8e7d6c5b4a39281706f5e4d3c2b1a0"
    prose = "Rates held; the bearer of this note expects a token gesture at most."
    replies = [
        json.dumps({"action": "search", "query": f"fed https://x.org/a?token={url_token}"}),
        json.dumps({"action": "forecast", "p_yes": 0.5, "rationale": f"{prose} {openai}"}),
    ]
    fake = ScriptedLLM(replies)
    llm = trace_llm(fake, "tiny")
    tracer = trace_search(FakeSearch())
    question = ForecastQuestion(question=f"Q with {ENV_KEY} inside?", cutoff_date="2026-11-15")
    artifact = run_tiny_agent(llm, tracer, question)
    run = RunTrace.capture(
        notebook=NOTEBOOK,
        provider=f"fake via {tavily}",
        question=question,
        params={
            "headers": {"Authorization": f"Bearer {bearer}", "x-api-key": "plain-looking"},
            "endpoint": f"https://maps.example/?key={google}",
            "tavily_api_key": tavily,
            "note": prose,
        },
        agents=[artifact],
        llm_calls=llm.calls,
        search_calls=tracer.calls,
        notes=f"warm-up said Bearer {bearer}",
        created_at=CREATED_AT,
        run_id=RUN_ID,
    )
    raw = run.save(tmp_path).read_bytes()
    for secret in (ENV_KEY, SETTINGS_KEY, bearer, openai, tavily, google, url_token):
        assert secret.encode() not in raw, secret
    assert b"plain-looking" not in raw
    assert prose.encode() in raw
    assert b"[REDACTED]" in raw


def test_save_redacts_again_even_if_fields_were_edited_after_capture(saved, tmp_path):
    _, run, _ = saved
    run.params["api_key"] = "sk-ant-api03-lateAddition0123456789"
    raw = run.save(tmp_path).read_bytes()
    assert b"lateAddition" not in raw and b'"api_key": "[REDACTED]"' in raw


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("key sk-ant-api03-abcdefghijklmnop1234 here", "key sk-ant-[REDACTED] here"),
        ("sk-" + "abcdefghijklmnop1234", "sk-[REDACTED]"),
        ("tvly-" + "abcdefghijklmnop1234", "tvly-[REDACTED]"),
        ("Authorization: Bearer " + "abcdefghijklmnop1234", "Authorization: Bearer [REDACTED]"),
        ("Basic dXNlcjpwYXNzd29yZDEyMzQ=", "Basic [REDACTED]"),
        ("https://h/x?api_key=0123456789abcdef0123&q=1", "https://h/x?api_key=[REDACTED]&q=1"),
        ("AIza" + "B" * 35, "AIza[REDACTED]"),
    ],
)
def test_secret_patterns_are_masked(text, expected):
    assert redact(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "the bearer of bad news",
        "Basic arithmetic says 2 + 2 = 4.",
        "we used sk-learn and a task-force",
        "token=yes, key=value, password=short",
        "Tokens: 1,234 (prompt 1,000, completion 234)",
        "https://example.org/article?id=1234&page=2",
    ],
)
def test_ordinary_prose_is_untouched(text):
    assert redact(text) == text


def test_secret_keys_are_redacted_and_others_kept():
    data = {
        "API_KEY": "x1",
        "X-Goog-Api-Key": "x2",
        "openai_key": "x3",
        "refresh_token": "x4",
        "Set-Cookie": "x5",
        "client_secret": "x6",
        "api_key": None,
        "prompt_tokens": 12,
        "token_usage": {"prompt_tokens": 1},
        "nested": [{"password": "x7"}, ("bearer", {"cookie": "x8"})],
    }
    out = redact(data)
    assert [out[k] for k in ("API_KEY", "X-Goog-Api-Key", "openai_key", "refresh_token")] == [
        REDACTED
    ] * 4
    assert out["Set-Cookie"] == out["client_secret"] == REDACTED
    assert out["api_key"] is None
    assert out["prompt_tokens"] == 12 and out["token_usage"] == {"prompt_tokens": 1}
    assert out["nested"] == [{"password": REDACTED}, ("bearer", {"cookie": REDACTED})]
    assert data["nested"][0]["password"] == "x7", "the input must not be modified"


def test_env_values_are_masked_only_when_long_enough(monkeypatch):
    monkeypatch.setenv("TAVILY_API_KEY", "shortk")
    monkeypatch.setenv("OPENAI_API_KEY", "Hello-World-42")
    assert redact("shortk and Hello-World-42!") == f"shortk and {REDACTED}!"


# Prose-like text: words short enough that no token-shaped run can form, mixed with words that
# appear in secret patterns, joined by separators that break runs.
_word = st.one_of(
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=6),
    st.sampled_from(
        ["Bearer", "Basic", "sk-", "sk-ant-", "tvly-", "AIza", "token=", "key=", "api_key", "="]
    ),
)
_separator = st.sampled_from([" ", "\n", ", ", ". ", ": ", "(", ")", "'", '"', "?", "&", "é"])


@st.composite
def _prose(draw):
    words = draw(st.lists(_word, max_size=12))
    return "".join(w + draw(_separator) for w in words)


def _has_long_token(text):
    """A long unbroken token, or a URL's user info: the two things redaction may mask."""
    return re.search(r"[A-Za-z0-9._~+/=\-]{16,}|://[^\s/?#@]+@", text) is not None


@given(_prose())
def test_redact_never_changes_text_without_secret_like_content(text):
    if not _has_long_token(text):
        assert redact(text) == text


@given(st.text())
def test_redact_is_idempotent(text):
    once = redact(text)
    assert redact(once) == once


# --------------------------------------------------------------------------- display helpers


def test_format_call_shows_identity_last_messages_and_reply(saved):
    _, run, _ = saved
    text = format_call(run.llm_calls[2], max_chars=40, last_messages=1)
    lines = text.splitlines()
    assert lines[0].startswith("tiny[2] fake:scripted-1 (scripted, json_mode=true) tokens ")
    assert lines[1] == "  ... 5 earlier message(s)"
    assert lines[2].startswith("  [tool] - tiny index december #0") and lines[2].endswith("...")
    assert len(lines[2]) == len("  [tool] ") + 40
    assert lines[3].startswith('  -> {"action": "forecast"')


def test_format_call_shows_a_recorded_error():
    llm = trace_llm(ScriptedLLM([ProviderRateLimitError("fake", 429, "quota")]), "a")
    with pytest.raises(ProviderRateLimitError):
        llm.complete([ChatMessage("user", "hi")])
    assert format_call(llm.calls[0]).splitlines()[-1] == (
        "  -> error ProviderRateLimitError: fake: HTTP 429: quota"
    )


def test_describe_run_summarises_models_labels_tokens_and_search(saved):
    path, run, artifact = saved
    text = describe_run(RunTrace.load(path))
    assert text == describe_run(run)
    assert f"run {RUN_ID} from {NOTEBOOK}, created {CREATED_AT}" in text
    assert 'fake:scripted-1 (scripted) settings {"api_key": "[REDACTED]", "temperature": 0.0}' in (
        text
    )
    assert "  tiny: 3" in text
    assert f"tokens: {artifact.token_usage.total_tokens:,}" in text
    assert "search clients: FakeSearch (2 call(s))" in text
    assert "agent tiny: status forecast, p_yes 0.35" in text


# --------------------------------------------------------------------------- import isolation


def test_import_pulls_in_no_vendor_sdk_or_http_library():
    code = (
        "import sys, forecasting_agents.record\n"
        "loaded = [m for m in ('anthropic', 'tavily', 'httpx') if m in sys.modules]\n"
        "print(loaded)\n"
        "sys.exit(1 if loaded else 0)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stdout + result.stderr


# --------------------------------------------------------------------------- tamper evidence


def test_a_saved_trace_carries_the_digest_of_its_content(saved):
    path, run, _ = saved
    data = json.loads(path.read_text(encoding="utf-8"))
    # The digest covers everything but itself and the signature, which is made of it.
    content = {k: v for k, v in data.items() if k not in ("digest", "signature")}
    canonical = json.dumps(content, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    expected = "sha256:" + hashlib.sha256(canonical.encode("utf-8")).hexdigest()
    assert data["schema_version"] == record_records.SCHEMA_VERSION == "1.4"
    assert data["digest"] == expected == trace_digest(data) == run.digest
    loaded = RunTrace.load(path)
    assert loaded.verified_digest == expected and loaded.digest == expected


def test_the_digest_ignores_key_order_and_its_own_value():
    assert trace_digest({"b": 1, "a": [1, "é"]}) == trace_digest({"a": [1, "é"], "b": 1})
    assert trace_digest({"a": 1, "digest": "x"}) == trace_digest({"a": 1})
    assert trace_digest({"a": 1}) != trace_digest({"a": 2})


def test_an_edited_probability_in_a_saved_trace_fails_to_load(saved):
    path, _, _ = saved
    assert '"p_yes": 0.35' in path.read_text(encoding="utf-8")
    path.write_text(path.read_text(encoding="utf-8").replace('"p_yes": 0.35', '"p_yes": 0.99'))
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(path)
    assert info.value.field_path == "digest"
    assert str(info.value).startswith(f"{path}: digest: the content was changed")


@pytest.mark.parametrize(
    ("mutate", "field_path"),
    [
        (_delete("digest"), "digest"),
        (_set("digest", "sha256:abc"), "digest"),
        (_set("digest", None), "digest"),
    ],
)
def test_a_missing_or_malformed_digest_is_refused(saved, mutate, field_path):
    path, _, _ = saved
    corrupt(path, mutate)
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(path)
    assert info.value.field_path == field_path


def test_a_resealed_edit_loads_but_fails_the_artifact_comparison(saved):
    path, _, _ = saved
    corrupt(path, _set("agents", 0, "p_yes", 0.99), resealed=True)
    forged = RunTrace.load(path)
    replayed = run_tiny_agent(replay_llm(forged, "tiny"), replay_search(forged), QUESTION)
    with pytest.raises(ReplayDivergenceError) as info:
        assert_artifacts_match(forged, [replayed])
    message = str(info.value)
    assert f"run {RUN_ID} ({EXPECTED_NAME})" in message
    assert "p_yes: the trace records 0.99 but replay produced 0.35" in message


def test_artifact_comparison_passes_on_a_faithful_replay_and_counts_artifacts(saved):
    path, _, _ = saved
    pinned = RunTrace.load(path)
    replayed = run_tiny_agent(replay_llm(pinned, "tiny"), replay_search(pinned), QUESTION)
    assert_artifacts_match(pinned, [replayed])
    assert_artifacts_match(pinned, [replayed.to_dict()])
    with pytest.raises(ReplayDivergenceError, match=r"produced 2 artifact\(s\) but .* recorded 1"):
        assert_artifacts_match(pinned, [replayed, replayed])
    exhausted = AgentForecastArtifact("tiny", None, "x", status="budget_exhausted")
    with pytest.raises(ReplayDivergenceError, match="status: the trace records 'forecast'"):
        assert_artifacts_match(pinned, [exhausted])


def test_describe_run_says_whether_the_trace_is_verified_or_legacy(saved):
    path, run, _ = saved
    loaded = RunTrace.load(path)
    assert f"integrity: verified, digest {loaded.digest}" in describe_run(loaded)
    assert "(computed; verified when the saved file is loaded)" in describe_run(
        dataclasses.replace(run, verified_digest=None)
    )
    loaded.notes = "edited in memory"
    assert "integrity: changed since it was verified" in describe_run(loaded)
    legacy = RunTrace.load(LEGACY_V1)
    assert legacy.digest is None and legacy.is_legacy
    assert "integrity: legacy trace (schema_version 1): no digest" in describe_run(legacy)


# --------------------------------------------------------------------------- versions and holes

# A format-1 record kept as test data (the 01 trace as first captured, before schema 1.2);
# no pinned trace is legacy any more, so legacy loading is tested against this fixture.


def legacy_copy(tmp_path, mutate=None):
    """A copy of the legacy (version 1) fixture, optionally edited."""
    data = json.loads(LEGACY_V1.read_text(encoding="utf-8"))
    if mutate:
        mutate(data)
    path = tmp_path / LEGACY_V1.name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("version", [1.0, "1", "1.0", 1.2, "1.1", 2, True, None])
def test_only_the_legacy_and_current_versions_are_read(tmp_path, version):
    path = legacy_copy(tmp_path, _set("schema_version", version))
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(path)
    assert info.value.field_path == "schema_version"
    assert f"has version {version!r}" in str(info.value) and "'1.2'" in str(info.value)


def test_a_legacy_trace_loads_without_digest_but_not_with_new_fields(tmp_path):
    assert RunTrace.load(legacy_copy(tmp_path)).is_legacy
    with pytest.raises(TraceFormatError, match="unknown top-level field"):
        RunTrace.load(legacy_copy(tmp_path, _set("digest", "sha256:" + "0" * 64)))
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(legacy_copy(tmp_path, _set("llm_calls", 0, "request", None)))
    assert info.value.field_path == "llm_calls[0]" and "unknown field" in str(info.value)


@pytest.mark.parametrize(
    ("mutate", "field_path", "words"),
    [
        (_set("llm_calls", 0, "surprise", 1), "llm_calls[0]", "unknown field(s) ['surprise']"),
        (_set("search_calls", 0, "extra", 1), "search_calls[0]", "unknown field(s) ['extra']"),
        (
            _set("llm_calls", 0, "messages_added", 0, "name", "x"),
            "llm_calls[0].messages[0]",
            "name",
        ),
        (_set("llm_calls", 0, "usage", "total", 3), "llm_calls[0].usage", "total"),
        (_set("llm_calls", 0, "mode", "simulated"), "llm_calls[0].mode", "simulated"),
        (_set("llm_calls", 0, "duration_ms", -5), "llm_calls[0].duration_ms", "non-negative"),
        (_set("llm_calls", 0, "request", []), "llm_calls[0].request", "an object or null"),
        (_set("llm_calls", 0, "attempts", [{"attempt": 0, "outcome": "ok"}]), "", "from 1"),
        (_set("llm_calls", 0, "attempts", [{"attempt": 1}]), "", "required field"),
        (
            _set("llm_calls", 0, "attempts", [{"attempt": 1, "outcome": "x", "wait_s": -1}]),
            "llm_calls[0].attempts[0].wait_s",
            "non-negative",
        ),
        (_set("search_calls", 0, "max_results", 0), "search_calls[0].max_results", "at least 1"),
        (_set("search_calls", 0, "results", 0, "score", "0.9"), "search_calls[0].results[0]", ""),
        (_set("agents", 0, "token_usage", "prompt_tokens", 3.7), "agents[0]", "3.7"),
        (_set("agents", 0, "token_usage", "prompt_tokens", "12"), "agents[0]", "'12'"),
        (_set("agents", 0, "traces", 0, "step", "1"), "agents[0]", "step"),
        (
            lambda d: d["llm_calls"][0].update(json_mode=False, json_schema={"type": "object"}),
            "llm_calls[0].json_schema",
            "json_mode is false",
        ),
    ],
)
def test_validation_has_no_holes(saved, mutate, field_path, words):
    path, _, _ = saved
    corrupt(path, mutate, resealed=True)  # well sealed: the content itself must be refused
    with pytest.raises(TraceFormatError) as info:
        RunTrace.load(path)
    assert info.value.field_path.startswith(field_path) if field_path else True
    assert info.value.field_path != "digest"
    assert words in str(info.value)


@pytest.mark.parametrize("depth", [70, 100_000])  # past the limit; past Python's
def test_deep_nesting_is_a_format_error_not_a_recursion_error(saved, depth):
    path, _, _ = saved
    text = path.read_text(encoding="utf-8")
    deep = "[" * depth + "]" * depth
    path.write_text(text.replace('"max_steps": 4', f'"max_steps": {deep}'), encoding="utf-8")
    with pytest.raises(TraceFormatError, match="nested deeper than"):
        RunTrace.load(path)


@pytest.mark.parametrize("kind", ["list", "tuple", "dict", "mapping"])
def test_the_depth_limit_is_exact_whatever_the_container(kind):
    from types import MappingProxyType

    wrap = {
        "list": lambda inner: ["leaf", inner],
        "tuple": lambda inner: (1.5, inner),
        "dict": lambda inner: {"a": None, "b": inner},
        "mapping": lambda inner: MappingProxyType({"b": inner}),
    }[kind]

    def nested(levels: int) -> object:
        value: object = "leaf"
        for _ in range(levels):
            value = wrap(value)
        return value

    record_records.check_depth(nested(record_records.MAX_NESTING_DEPTH), "at-limit")
    with pytest.raises(TraceFormatError, match="nested deeper than"):
        record_records.check_depth(nested(record_records.MAX_NESTING_DEPTH + 1), "past-limit")


def test_from_dict_refuses_deep_nesting_and_capture_too():
    deep: list = []
    for _ in range(5000):
        deep = [deep]
    with pytest.raises(TraceFormatError, match="nested deeper than"):
        live_run(params={"deep": deep})


def test_token_counts_a_client_reports_are_never_truncated():
    class FloatUsage:
        prompt_tokens, completion_tokens = 3.7, 1

    class FloatClient(BareLLM):
        def complete_with_usage(self, messages, json_mode=False):
            return "ok", FloatUsage()

    with pytest.raises(SchemaError, match=r"bad token counts.*3\.7"):
        trace_llm(FloatClient(), "f").complete([ChatMessage("user", "hi")])


# --------------------------------------------------------------------------- the wire layer


class WireLLM(ScriptedLLM):
    """A scripted client that also says what it would send and how its HTTP attempts went."""

    def request_body(self, messages, json_mode=False):
        body = {"model": self.model, "messages": [m.to_dict() for m in messages]}
        if json_mode:
            body["format"] = json_mode if isinstance(json_mode, dict) else "json"
        return body

    def complete_with_usage(self, messages, json_mode=False):
        self.last_call_attempts = [
            {"attempt": 1, "outcome": "http_429", "wait_s": 1.0},
            {"attempt": 2, "outcome": "ok"},
        ]
        return super().complete_with_usage(messages, json_mode)


SCHEMA = {"type": "object", "properties": {"action": {"type": "string"}}, "required": ["action"]}


def test_tracer_records_request_json_schema_and_attempts():
    llm = trace_llm(WireLLM(["{}", "{}"]), "w")
    llm.complete([ChatMessage("user", "hi")], json_mode=SCHEMA)
    llm.complete([ChatMessage("user", "hi")])
    with_schema, plain = llm.calls
    assert with_schema["request"] == {
        "model": "scripted-1",
        "messages": [{"role": "user", "content": "hi"}],
        "format": SCHEMA,
    }
    assert with_schema["json_mode"] is True and with_schema["json_schema"] == SCHEMA
    assert with_schema["attempts"] == [
        {"attempt": 1, "outcome": "http_429", "wait_s": 1.0},
        {"attempt": 2, "outcome": "ok"},
    ]
    assert plain["json_mode"] is False and plain["json_schema"] is None
    assert "format" not in plain["request"]
    bare = trace_llm(BareLLM(), "b")
    bare.complete([ChatMessage("user", "hi")])
    assert (bare.calls[0]["request"], bare.calls[0]["attempts"]) == (None, [])


def test_replay_checks_the_json_schema(tmp_path):
    llm = trace_llm(WireLLM(["{}"]), "w")
    llm.complete([ChatMessage("user", "hi")], json_mode=SCHEMA)
    run = RunTrace.capture(
        notebook=NOTEBOOK,
        provider="fake",
        question=QUESTION,
        params={},
        agents=[],
        llm_calls=llm.calls,
        created_at=CREATED_AT,
        run_id=RUN_ID,
    )
    pinned = RunTrace.load(run.save(tmp_path))
    assert replay_llm(pinned, "w").complete([ChatMessage("user", "hi")], json_mode=SCHEMA) == "{}"
    other = {**SCHEMA, "required": []}
    with pytest.raises(ReplayDivergenceError, match=r'-json_schema: .*"required": \["action"\]'):
        replay_llm(pinned, "w").complete([ChatMessage("user", "hi")], json_mode=other)
    # A client forecasting_agents.providers does not know cannot be re-rendered; that is counted,
    # not hidden.
    replay = replay_llm(pinned, "w")
    replay.complete([ChatMessage("user", "hi")], json_mode=SCHEMA)
    assert (replay.wire_checks, replay.wire_unchecked) == (0, 1)


def chat_completion(text, served="served-model"):
    return {
        "model": served,
        "choices": [{"message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 11, "completion_tokens": 3},
    }


def test_replay_catches_a_change_in_how_the_openai_client_formats_a_conversation(
    fake_server, tmp_path, monkeypatch
):
    from fakeserver import Reply

    import forecasting_agents.providers._base as providers_base
    import forecasting_agents.providers._clients as providers_clients

    fake_server.queue(*(Reply(body=chat_completion(text)) for text in SEARCH_THEN_FORECAST))
    client = providers_clients.OpenAIClient(
        "tiny-model", base_url=fake_server.url + "/v1", seed=7, max_retries=0
    )
    llm, search = trace_llm(client, "tiny"), trace_search(FakeSearch())
    # The fake serves another model than the one asked for: the client says so once.
    with pytest.warns(providers_base.ModelMismatchWarning, match="served-model"):
        artifact = run_tiny_agent(llm, search, QUESTION)
    run = RunTrace.capture(
        notebook=NOTEBOOK,
        provider="openai",
        question=QUESTION,
        params={},
        agents=[artifact],
        llm_calls=llm.calls,
        search_calls=search.calls,
        created_at=CREATED_AT,
        run_id=RUN_ID,
    )
    # The record holds exactly what went over the wire, and the model asked for and served.
    assert [c["request"] for c in run.llm_calls] == [r.json() for r in fake_server.requests]
    assert run.llm_calls[0]["model"] == "tiny-model"
    assert run.llm_calls[0]["response_model"] == "served-model"
    pinned = RunTrace.load(run.save(tmp_path))

    replay = replay_llm(pinned, "tiny")
    assert run_tiny_agent(replay, replay_search(pinned), QUESTION) == artifact
    assert replay.wire_checks == 3 and replay.wire_unchecked == 0

    # conversation_turns lives in forecasting_agents.providers (forecasting_agents.providers
    # re-exports it).
    monkeypatch.setattr(providers_base, "TOOL_RESULT_PREFIX", "Observation:\n")
    with pytest.raises(ReplayDivergenceError) as info:
        run_tiny_agent(replay_llm(pinned, "tiny"), replay_search(pinned), QUESTION)
    message = str(info.value)
    assert "call 1: the openai client would now send a different request body" in message
    assert "--- recorded request tiny[1]" in message and "+++ current request tiny[1]" in message
    assert re.search(r'^-.*"content": "Tool result:\\n- tiny index outlook', message, re.M)
    assert re.search(r'^\+.*"content": "Observation:\\n- tiny index outlook', message, re.M)


@pytest.mark.parametrize("provider", sorted(providers_factory.LIVE_CLIENTS))
def test_every_provider_body_is_re_rendered_from_its_recorded_settings(provider):
    needs_key = providers_factory.LIVE_CLIENTS[provider].info().key_env_vars
    key = {"api_key": "test-" + "k" * 20} if needs_key else {}
    client = providers_factory.LIVE_CLIENTS[provider](
        "model-x", base_url="http://127.0.0.1:9", temperature=0.4, seed=3, max_tokens=77, **key
    )
    sent = [ChatMessage("system", "S"), ChatMessage("user", "U")]
    call = {
        **ANTHROPIC_CALL,
        "label": "p",
        "provider": provider,
        "model": "model-x",
        "settings": redact(client.settings()),
        "json_mode": True,
        "messages": [m.to_dict() for m in sent],
        "request": record_tracing._wire_request(client, sent, True),
    }
    replay = ReplayLLMClient([call], "p")
    assert replay.complete(sent, json_mode=True) == "fine" and replay.wire_checks == 1
    changed = {**call, "settings": {**call["settings"], "max_tokens": 78}}
    with pytest.raises(ReplayDivergenceError, match="different request body"):
        ReplayLLMClient([changed], "p").complete(sent, json_mode=True)


ANTHROPIC_CALL = {
    "label": "claude",
    "index": 0,
    "provider": "anthropic",
    "model": "claude-test",
    "model_name": "anthropic:claude-test",
    "response_model": "claude-test-20261101",
    "mode": "live",
    "settings": {
        "temperature": 0.0,
        "temperature_supported": True,
        "max_tokens": 1024,
        "timeout": 60.0,
        "max_retries": 2,
        "base_url": "https://api.anthropic.com",
    },
    "json_mode": False,
    "messages": [{"role": "system", "content": "S"}, {"role": "user", "content": "U"}],
    "reply": "fine",
    "usage": {"prompt_tokens": 2, "completion_tokens": 1},
    "error": None,
    "duration_ms": 5,
    "request": {
        "model": "claude-test",
        "max_tokens": 1024,
        "system": "S",
        "temperature": 0.0,
        "messages": [{"role": "user", "content": "U"}],
    },
    "json_schema": None,
    "attempts": [],
}


def test_anthropic_requests_are_re_rendered_without_the_sdk_key_or_socket():
    code = (
        "import json, sys, socket\n"
        "def no_socket(*a, **k): raise AssertionError('replay opened a socket')\n"
        "socket.socket = no_socket\n"
        "from forecasting_agents.record._replay import ReplayLLMClient, ReplayDivergenceError\n"
        "from forecasting_agents.core._schemas import ChatMessage\n"
        f"call = json.loads({json.dumps(json.dumps(ANTHROPIC_CALL))})\n"
        "sent = [ChatMessage('system', 'S'), ChatMessage('user', 'U')]\n"
        "replay = ReplayLLMClient([call], 'claude')\n"
        "assert replay.complete(sent) == 'fine' and replay.wire_checks == 1\n"
        "call['request']['max_tokens'] = 99\n"
        "try:\n"
        "    ReplayLLMClient([call], 'claude').complete(sent)\n"
        "except ReplayDivergenceError as exc:\n"
        "    assert '-  \"max_tokens\": 99,' in str(exc), str(exc)\n"
        "else:\n"
        "    raise AssertionError('a changed request body replayed')\n"
        "loaded = [m for m in ('anthropic', 'httpx') if m in sys.modules]\n"
        "assert not loaded, loaded\n"
        "print('ok')\n"
    )
    env = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 0 and result.stdout.strip() == "ok", result.stderr


# --------------------------------------------------------------------------- atomic saves


class FailingWrite:
    """A file handle whose first write lands only `written` bytes, flushed, then raises `error`."""

    def __init__(self, handle, written, error):
        self.handle, self.written, self.error = handle, written, error

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.handle.close()

    def write(self, data):
        self.handle.write(data[: self.written(data)])
        self.handle.flush()
        raise self.error

    def __getattr__(self, name):
        return getattr(self.handle, name)


def test_without_hard_links_no_byte_is_written_under_the_trace_name_until_complete(
    monkeypatch, tmp_path
):
    """A save killed midway must not leave a truncated trace: writes to the final name die."""
    run, _ = live_run()
    real_open = open
    killed = OSError("killed halfway through the write")

    def guarded_open(file, mode="r", *args, **kwargs):
        handle = real_open(file, mode, *args, **kwargs)
        if str(file).endswith(".json") and "b" in mode:
            return FailingWrite(handle, lambda data: len(data) // 2, killed)
        return handle

    def no_links(src, dst):
        raise OSError("hard links not supported")

    monkeypatch.setattr(record_trace.os, "link", no_links)
    monkeypatch.setattr(record_trace, "open", guarded_open, raising=False)
    path = run.save(tmp_path)
    assert RunTrace.load(path) == run
    assert [p.name for p in tmp_path.iterdir()] == [EXPECTED_NAME]


def test_a_failed_write_leaves_neither_a_trace_nor_a_temporary_file(monkeypatch, tmp_path):
    run, _ = live_run()
    real_fdopen = os.fdopen
    disk_full = OSError(28, "No space left on device")

    def full_fdopen(fd, mode):
        return FailingWrite(real_fdopen(fd, mode), lambda data: 100, disk_full)

    monkeypatch.setattr(record_trace.os, "fdopen", full_fdopen)
    with pytest.raises(OSError, match="No space left"):
        run.save(tmp_path)
    assert list(tmp_path.iterdir()) == []


def test_stale_temporary_files_are_never_traces_and_are_swept(tmp_path):
    stale = tmp_path / f".{EXPECTED_NAME}.k1ll3d.tmp"
    stale.write_text('{"half": ')
    fresh = tmp_path / ".other.json.s4v1ng.tmp"
    fresh.write_text("{")
    hidden = tmp_path / ".hidden.json"
    hidden.write_text("{}")
    old = time.time() - record_trace.STALE_TEMP_SECONDS - 60
    os.utime(stale, (old, old))
    assert record_trace.list_traces(tmp_path) == []
    run, _ = live_run()
    path = run.save(tmp_path)
    assert record_trace.list_traces(tmp_path) == [path]
    assert not stale.exists(), "a temp file left by a killed save is removed by the next save"
    assert fresh.exists(), "a temp file of a save that may still be running is left alone"


def test_without_hard_links_a_held_lock_refuses_rather_than_races(monkeypatch, tmp_path):
    run, _ = live_run()
    monkeypatch.setattr(
        record_trace.os, "link", lambda src, dst: (_ for _ in ()).throw(OSError("no"))
    )
    lock = tmp_path / f".{EXPECTED_NAME}.lock"
    lock.write_text("")
    with pytest.raises(TraceExistsError, match="another save of this trace holds"):
        run.save(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [lock.name]
    lock.unlink()
    assert RunTrace.load(run.save(tmp_path)) == run


def test_one_record_type_defines_the_call_keys_for_both_versions(saved):
    _, run, _ = saved
    call = run.llm_calls[0]
    assert tuple(call) == record_records.LLM_CALL_KEYS == tuple(record_records._LLM_CALL_CHECKS)
    assert record_records.LLMCallRecord.from_dict(call).to_dict() == call
    legacy_call = RunTrace.load(LEGACY_V1).llm_calls[0]
    assert (
        tuple(legacy_call)
        == record_records.LEGACY_LLM_CALL_KEYS
        == record_records.LLM_CALL_KEYS[:-3]
    )
    record = record_records.LLMCallRecord.from_dict(
        legacy_call, version=record_records.LEGACY_SCHEMA_VERSION
    )
    assert (record.request, record.json_schema, record.attempts) == (None, None, [])
    with pytest.raises(TraceFormatError, match=r"llm_call.request: required field is missing"):
        record_records.LLMCallRecord.from_dict(legacy_call)


def test_a_trace_with_a_duplicate_key_is_refused(saved):
    path, _, _ = saved
    text = path.read_text(encoding="utf-8")
    # A second "notes" after the first: a reader and json.loads would disagree on which counts.
    path.write_text(text.replace('"notes": ', '"notes": "first", "notes": ', 1), encoding="utf-8")
    with pytest.raises(TraceFormatError, match="'notes' appears twice in one object"):
        RunTrace.load(path)
