"""``forecast-agents export otlp``: a trace as OpenTelemetry spans, in a file and over OTLP/HTTP.

The file is read back as OTLP JSON; the HTTP export goes to two receivers this module starts on
127.0.0.1: a small ``http.server`` that decodes the request with ``opentelemetry-proto`` (what
went over the wire, headers included), and a real Arize Phoenix (the ``phoenix`` dependency group,
in its own environment ``.venv-phoenix``, built by ``make test``), whose REST API gives the spans
back as it stored them.
"""

from __future__ import annotations

import base64
import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from report_support import action, run_scripted_agents
from secret_support import inserted_forms, recoverable
from support import PINNED_01, REPO

from forecasting_agents.cli import main
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.record._records import sealed

PHOENIX = REPO / ".venv-phoenix" / "bin" / "phoenix"
PHOENIX_REQUIRED_ENV_VAR = "OTLP_REQUIRE_PHOENIX"
PHOENIX_START_TIMEOUT_S = 60
CUTOFF = "2025-03-01"
DOCS = [
    SearchResult("kept one", "https://www.reuters.com/a", "fine", "2025-02-01", 1.0),
    SearchResult("late", "https://www.reuters.com/b", "after", "2025-03-05", 0.9),
    SearchResult("off-policy", "https://blog.example.org/e", "fine", "2025-02-01", 0.6),
]
MORE = {
    1: [
        SearchResult("kept two", "https://www.reuters.com/f", "fine", "2025-02-02", 1.0),
        SearchResult("kept three", "https://apnews.com/g", "fine", "2025-02-03", 1.0),
    ]
}
REPLIES = [
    "not json at all",
    action("search", query="first", evidence_type="search_results"),
    action("search", query="second", evidence_type="base_rate"),
    action("forecast", p_yes=0.8, rationale="enough", cited="D1, D2"),
]


def _question() -> ForecastQuestion:
    return ForecastQuestion(
        question="Will it happen?",
        cutoff_date=CUTOFF,
        resolution_date="2025-04-01",
        question_id="q-otlp",
        resolved_outcome=1.0,
    )


@pytest.fixture(scope="module")
def trace_file(tmp_path_factory) -> Path:
    run = run_scripted_agents(_question(), [("agent_1", REPLIES, DOCS)], more_by_call=MORE)
    return run.save(tmp_path_factory.mktemp("traces"))


def export(*args: str) -> int:
    try:
        return main(["export", "otlp", *args])
    except SystemExit as exc:  # the parser's refusals
        return int(exc.code or 0)


def exported(trace: Path, tmp_path: Path, *flags: str) -> dict[str, Any]:
    out = tmp_path / f"spans{len(list(tmp_path.iterdir()))}.json"
    assert export(str(trace), "-o", str(out), *flags) == 0
    return json.loads(out.read_text(encoding="utf-8"))


def spans_of(request: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        span
        for resource in request["resourceSpans"]
        for scope in resource["scopeSpans"]
        for span in scope["spans"]
    ]


def attributes(span: dict[str, Any]) -> dict[str, Any]:
    """An OTLP JSON attribute list as a dict of plain values."""
    return {a["key"]: _value(a["value"]) for a in span.get("attributes", [])}


def _value(value: dict[str, Any]) -> Any:
    ((kind, held),) = value.items()
    if kind == "intValue":
        return int(held)
    if kind == "arrayValue":
        return [_value(v) for v in held.get("values", [])]
    return held


# ----------------------------------------------------------------------------- the file


def test_spans_are_named_and_nested_by_the_genai_conventions(trace_file, tmp_path):
    spans = spans_of(exported(trace_file, tmp_path))
    by_id = {s["spanId"]: s for s in spans}
    [agent] = [s for s in spans if "parentSpanId" not in s]
    assert agent["name"] == "invoke_agent agent_1"
    assert {s["traceId"] for s in spans} == {agent["traceId"]}
    children = [s for s in spans if s.get("parentSpanId") == agent["spanId"]]
    assert [s["name"] for s in children] == [
        "chat report-test-script",  # the rejected reply
        "chat report-test-script",
        "execute_tool search",
        "chat report-test-script",
        "execute_tool search",
        "chat report-test-script",
    ]
    retrievals = [s for s in spans if s["name"] == "retrieval scripted-search"]
    assert len(retrievals) == 2
    assert all(by_id[r["parentSpanId"]]["name"] == "execute_tool search" for r in retrievals)
    # Laid end to end in the recorded order, inside the agent's span, from created_at.
    starts = [int(s["startTimeUnixNano"]) for s in children]
    assert starts == sorted(starts) and starts[0] == int(agent["startTimeUnixNano"])
    assert int(agent["startTimeUnixNano"]) == 1767225600 * 10**9  # 2026-01-01T00:00:00Z
    assert int(children[-1]["endTimeUnixNano"]) == int(agent["endTimeUnixNano"])


def test_attributes_follow_the_conventions(trace_file, tmp_path):
    spans = spans_of(exported(trace_file, tmp_path))
    agent = attributes(next(s for s in spans if s["name"].startswith("invoke_agent")))
    chats = [attributes(s) for s in spans if s["name"].startswith("chat")]
    tools = [attributes(s) for s in spans if s["name"] == "execute_tool search"]
    retrieval = attributes(next(s for s in spans if s["name"].startswith("retrieval")))
    assert agent["gen_ai.operation.name"] == "invoke_agent"
    assert agent["gen_ai.agent.name"] == "agent_1" and agent["gen_ai.agent.id"] == "q-otlp/agent_1"
    assert agent["gen_ai.provider.name"] == "scripted"
    assert agent["gen_ai.usage.input_tokens"] == sum(c["gen_ai.usage.input_tokens"] for c in chats)
    assert agent["forecasting_agents.run.status"] == "forecast"
    assert {c["gen_ai.operation.name"] for c in chats} == {"chat"}
    assert chats[0]["gen_ai.request.model"] == "report-test-script"
    assert chats[0]["forecasting_agents.step.action"] == "parse_failure"
    assert chats[0]["forecasting_agents.step.rejected"] is True
    assert chats[-1]["forecasting_agents.gates.passed"] is True
    assert all(c["gen_ai.usage.output_tokens"] > 0 for c in chats)
    assert tools[0]["gen_ai.operation.name"] == "execute_tool"
    assert tools[0]["gen_ai.tool.name"] == "search"
    assert (
        tools[0]["forecasting_agents.search.kept"],
        tools[0]["forecasting_agents.search.removed"],
    ) == (1, 2)
    assert tools[0]["forecasting_agents.search.kept_ids"] == ["D1"]
    assert retrieval["gen_ai.operation.name"] == "retrieval"
    assert retrieval["gen_ai.retrieval.query.text"] == "first"
    documents = json.loads(retrieval["gen_ai.retrieval.documents"])
    assert [d["id"] for d in documents] == [d.url for d in DOCS]


def test_removed_documents_and_the_brier_score_are_events(trace_file, tmp_path):
    spans = spans_of(exported(trace_file, tmp_path))
    tool = next(s for s in spans if s["name"] == "execute_tool search")
    removed = {attributes(e)["url.full"]: attributes(e) for e in tool["events"]}
    assert set(removed) == {"https://www.reuters.com/b", "https://blog.example.org/e"}
    assert removed["https://www.reuters.com/b"]["forecasting_agents.control"] == "cutoff"
    assert "blog.example.org" in removed["https://blog.example.org/e"]["forecasting_agents.reason"]
    agent = next(s for s in spans if "parentSpanId" not in s)
    scores = {
        attributes(e)["gen_ai.evaluation.name"]: attributes(e)["gen_ai.evaluation.score.value"]
        for e in agent["events"]
        if e["name"] == "gen_ai.evaluation.result"
    }
    assert scores == {"p_yes": 0.8, "brier_score": pytest.approx(0.04)}


def test_content_is_exported_only_with_the_flag(trace_file, tmp_path):
    plain = json.dumps(exported(trace_file, tmp_path))
    assert "You are a forecasting researcher" not in plain and "not json at all" not in plain
    assert "gen_ai.input.messages" not in plain and "gen_ai.output.messages" not in plain
    full = spans_of(exported(trace_file, tmp_path, "--include-content"))
    first_chat = attributes(next(s for s in full if s["name"].startswith("chat")))
    messages = json.loads(first_chat["gen_ai.input.messages"])
    assert messages[0]["role"] == "system"
    assert messages[0]["parts"][0]["content"].startswith("You are a forecasting researcher")
    reply = json.loads(first_chat["gen_ai.output.messages"])[0]
    assert reply["parts"] == [{"type": "text", "content": "not json at all"}]


def test_the_same_trace_exports_the_same_bytes_and_ids_are_otlp_hex(trace_file, tmp_path):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert export(str(trace_file), "-o", str(first)) == 0
    assert export(str(trace_file), "-o", str(second)) == 0
    assert first.read_bytes() == second.read_bytes()
    span = spans_of(json.loads(first.read_text()))[0]
    assert len(span["traceId"]) == 32 and len(span["spanId"]) == 16
    int(span["traceId"], 16)  # hex, as OTLP/JSON has them (protobuf's JSON would be base64)


def test_a_pinned_trace_exports_each_run_as_its_own_trace(tmp_path):
    spans = spans_of(exported(PINNED_01, tmp_path))
    assert [s["name"] for s in spans if "parentSpanId" not in s] == ["invoke_agent react_agent"]
    assert len(spans) == 5  # the agent, 2 chats, 1 tool call and its retrieval


def test_bad_input_exits_2_naming_what_is_wrong(trace_file, tmp_path, capsys):
    existing = tmp_path / "there.json"
    existing.write_text("{}")
    assert export(str(trace_file), "-o", str(existing)) == 2
    assert "-o: " in capsys.readouterr().err and existing.read_text() == "{}"
    assert export(str(tmp_path / "missing.json"), "-o", str(tmp_path / "x.json")) == 2
    assert "no such file or directory" in capsys.readouterr().err
    assert export(str(trace_file)) == 2  # neither -o nor --endpoint
    assert "one of the arguments -o/--output --endpoint is required" in capsys.readouterr().err
    assert export(str(trace_file), "--endpoint", "http://127.0.0.1:9", "--header", "novalue") == 2
    assert "accepted: NAME=VALUE" in capsys.readouterr().err


# ----------------------------------------------------------------------------- secrets


@pytest.fixture
def planted(trace_file, tmp_path, monkeypatch) -> tuple[Path, str, str]:
    """The trace with a known key in every form and a key-shaped token in its last reply and in
    a snippet, resealed without redaction (a trace written by code that forgot to mask)."""
    key = "Kq9" + secrets.token_urlsafe(18) + "Zj"
    shaped = "sk-proj-" + secrets.token_urlsafe(24).replace("-", "x").replace("_", "y")
    document = json.loads(trace_file.read_text())
    forms = " ".join(inserted_forms(key, b"noise-bytes"))
    document["llm_calls"][-1]["reply"] += f" {forms} {shaped}"
    document["search_calls"][0]["results"][0]["snippet"] += f" {key} {shaped}"
    document["agents"][0]["rationale"] += f" {key}"
    content = {k: v for k, v in document.items() if k != "digest"}
    target = tmp_path / "planted" / trace_file.name
    target.parent.mkdir()
    target.write_text(json.dumps(sealed(content), indent=2))
    monkeypatch.setenv("OPENAI_API_KEY", key)  # a known secret, as a live run would have it
    return target, key, shaped


def test_no_planted_secret_reaches_the_export_in_any_form(planted, tmp_path):
    trace, key, shaped = planted
    assert key in trace.read_text()  # the trace itself holds it: the export must mask it
    text = json.dumps(exported(trace, tmp_path, "--include-content"))
    assert recoverable(key, text) == []
    assert shaped[4:-2] not in text
    assert "[REDACTED]" in text


# ----------------------------------------------------------------------------- OTLP/HTTP


class _Receiver(BaseHTTPRequestHandler):
    """Takes OTLP/HTTP protobuf POSTs and keeps each one's path, headers and body."""

    received: list[tuple[str, dict[str, str], bytes]]

    def do_POST(self) -> None:
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        self.received.append((self.path, {k.lower(): v for k, v in self.headers.items()}, body))
        self.send_response(200)
        self.send_header("Content-Type", "application/x-protobuf")
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def receiver() -> Iterator[tuple[str, list[tuple[str, dict[str, str], bytes]]]]:
    handler = type("Receiver", (_Receiver,), {"received": []})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", handler.received
    finally:
        server.shutdown()
        server.server_close()


def test_the_endpoint_gets_the_same_spans_as_protobuf_with_the_headers(
    trace_file, tmp_path, receiver, capsys
):
    from google.protobuf.json_format import MessageToDict
    from opentelemetry.proto.collector.trace.v1.trace_service_pb2 import (
        ExportTraceServiceRequest,
    )

    url, received = receiver
    pair = b"pk-lf-public:sk-lf-" + secrets.token_hex(12).encode()
    token = "Basic " + base64.b64encode(pair).decode()
    header = f"Authorization={token}"
    assert export(str(trace_file), "--endpoint", url, "--header", header) == 0
    out = capsys.readouterr()
    assert "Sent 9 spans to " + url + "/v1/traces" in out.out
    assert token not in out.out + out.err
    [(path, headers, body)] = received
    assert path == "/v1/traces" and headers["content-type"] == "application/x-protobuf"
    assert headers["authorization"] == token
    request = ExportTraceServiceRequest.FromString(body)
    sent = MessageToDict(request, use_integers_for_enums=True)
    on_file = exported(trace_file, tmp_path)
    assert [s["name"] for s in spans_of(sent)] == [s["name"] for s in spans_of(on_file)]
    assert [base64.b64decode(s["spanId"]).hex() for s in spans_of(sent)] == [
        s["spanId"] for s in spans_of(on_file)
    ]


def test_an_endpoint_that_refuses_exits_1(trace_file, capsys):
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    assert export(str(trace_file), "--endpoint", f"http://127.0.0.1:{port}", "--timeout", "1") == 1
    assert "did not accept the 9 spans" in capsys.readouterr().err


def test_show_and_export_parsing_import_no_opentelemetry(trace_file):
    code = (
        "import sys; from forecasting_agents.cli import main; "
        f"main(['show', {str(trace_file)!r}]); "
        "loaded = [m for m in sys.modules if m.startswith(('opentelemetry', 'google.protobuf'))]; "
        "assert not loaded, loaded"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr


# ----------------------------------------------------------------------------- Phoenix


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _get(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=5) as response:  # 127.0.0.1 only
        return json.loads(response.read())


@pytest.fixture(scope="module")
def phoenix(tmp_path_factory) -> Iterator[str]:
    """A Phoenix server on 127.0.0.1 with a throwaway working folder; stopped afterwards."""
    if not PHOENIX.is_file():
        message = f"{PHOENIX} is missing: build it with make setup (the phoenix group)"
        if os.environ.get(PHOENIX_REQUIRED_ENV_VAR):
            pytest.fail(message)
        pytest.skip(message)
    port, grpc_port = _free_port(), _free_port()
    env = {
        **os.environ,
        "PHOENIX_WORKING_DIR": str(tmp_path_factory.mktemp("phoenix")),
        "PHOENIX_HOST": "127.0.0.1",
        "PHOENIX_PORT": str(port),
        "PHOENIX_GRPC_PORT": str(grpc_port),
        "PHOENIX_TELEMETRY_ENABLED": "false",
    }
    log = tmp_path_factory.mktemp("phoenix-log") / "phoenix.log"
    with log.open("wb") as sink:
        server = subprocess.Popen(
            [str(PHOENIX), "serve"],
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=sink,
            stderr=subprocess.STDOUT,
            start_new_session=True,  # its workers are stopped with it
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + PHOENIX_START_TIMEOUT_S
        while True:
            try:
                urllib.request.urlopen(f"{url}/healthz", timeout=1).close()
                break
            except OSError:
                if server.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"Phoenix did not start: {log.read_text()[-2000:]}")
                time.sleep(0.2)
        yield url
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait()


def test_phoenix_stores_the_runs_spans_as_sent(trace_file, phoenix, capsys):
    assert export(str(trace_file), "--endpoint", phoenix, "--include-content") == 0
    assert "Sent 9 spans" in capsys.readouterr().out
    deadline = time.monotonic() + 20  # Phoenix writes what it receives in the background
    while True:
        stored = _get(f"{phoenix}/v1/projects/default/spans?limit=100")["data"]
        if len(stored) >= 9 or time.monotonic() > deadline:
            break
        time.sleep(0.2)
    by_id = {s["context"]["span_id"]: s for s in stored}
    assert len(by_id) == 9
    [agent] = [s for s in stored if s["parent_id"] is None]
    assert agent["name"] == "invoke_agent agent_1" and agent["span_kind"] == "AGENT"
    assert agent["attributes"]["gen_ai.agent.id"] == "q-otlp/agent_1"
    assert agent["attributes"]["gen_ai.usage.input_tokens"] > 0
    evaluations = {
        e["attributes"]["gen_ai.evaluation.name"]: e["attributes"]["gen_ai.evaluation.score.value"]
        for e in agent["events"]
    }
    assert evaluations == {"p_yes": 0.8, "brier_score": pytest.approx(0.04)}
    chats = [s for s in stored if s["name"].startswith("chat ")]
    assert len(chats) == 4 and all(by_id[c["parent_id"]] is agent for c in chats)
    assert {c["span_kind"] for c in chats} == {"LLM"}  # Phoenix read them as model calls
    assert all(c["attributes"]["gen_ai.request.model"] == "report-test-script" for c in chats)
    retrievals = [s for s in stored if s["name"].startswith("retrieval ")]
    assert [by_id[r["parent_id"]]["name"] for r in retrievals] == ["execute_tool search"] * 2
    queries = {r["attributes"]["gen_ai.retrieval.query.text"] for r in retrievals}
    assert "first" in queries and len(queries) == 2


def test_a_backtests_brier_scores_come_from_its_recorded_scorecard():
    from forecasting_agents.report._otlp import build_spans

    question = ForecastQuestion(
        question="Will it happen?", cutoff_date=CUTOFF, resolution_date="2025-04-01",
        question_id="q-card",
    )  # fmt: skip
    run = run_scripted_agents(question, [("agent_1", REPLIES, DOCS)], more_by_call=MORE)
    assert export_events(build_spans(run)) == {"p_yes": 0.8}  # no outcome recorded: no score
    run.params = {**run.params, "scorecard": {"questions": [
        {"question_id": "q-card", "outcome": 0.0, "scored": True},
    ]}}  # fmt: skip
    assert export_events(build_spans(run)) == {"p_yes": 0.8, "brier_score": pytest.approx(0.64)}


def export_events(spans: list[Any]) -> dict[str, float]:
    [agent] = [s for s in spans if s.parent is None]
    return {
        e.attributes["gen_ai.evaluation.name"]: e.attributes["gen_ai.evaluation.score.value"]
        for e in agent.events
    }
