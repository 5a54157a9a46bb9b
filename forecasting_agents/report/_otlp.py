"""A run trace as OpenTelemetry spans: an OTLP JSON file, or an OTLP/HTTP export.

``forecast-agents export otlp TRACE -o FILE`` writes :func:`otlp_json`; ``--endpoint URL`` sends
the same spans with :func:`send_otlp`. The spans follow the OpenTelemetry GenAI semantic
conventions, so a tracing tool (Arize Phoenix, Langfuse, Jaeger, an OpenTelemetry Collector)
shows each agent run as a tree:

- ``invoke_agent {agent}``: one per agent run, the root of its own OTel trace
  (``gen_ai.operation.name``, ``gen_ai.agent.name``/``gen_ai.agent.id``, the provider and model,
  the run's token usage, its status), with a ``gen_ai.evaluation.result`` event for the forecast
  (``p_yes``) and one for its Brier score when the question resolved;
- ``chat {model}``: one per model call, a child of its run (provider, request and response model,
  ``gen_ai.usage.input_tokens``/``output_tokens``, the step and the action the reply asked for);
- ``execute_tool search``: one per search the harness ran (``gen_ai.tool.name``), with the
  number of documents kept and removed and an event per removed document (the control, the
  rule's reason), parent of ``retrieval {client}``: the search client's call
  (``gen_ai.retrieval.query.text``, ``gen_ai.retrieval.documents`` with each returned URL).

Conventions
-----------
- Built with the OpenTelemetry SDK's own types (``ReadableSpan``) and encoded by the OTLP
  exporter's own protobuf encoder (``encode_spans``), the same request the HTTP exporter sends.
  These packages are imported inside the functions that need them, never on import.
- Deterministic: span times come from the trace (each call's and search's recorded
  ``duration_ms``, laid end to end in the recorded order from the trace's ``created_at``, since a
  trace records durations, not start times), and trace and span ids are hashes of the trace's
  digest, its run label and the span's place, so the same trace always gives the same bytes.
- Message content (prompts, replies, what the harness told the model) is left out unless
  ``include_content``; every text that is sent is masked by
  :func:`forecasting_agents.core._secrets.redact_text` first, as everywhere.
"""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from forecasting_agents.core._dates import parse_iso_timestamp
from forecasting_agents.core._files import write_atomic
from forecasting_agents.core._schemas import ArtifactStatus
from forecasting_agents.core._secrets import known_secrets, redact_text, secret_mask
from forecasting_agents.evaluation._backtest import SCORECARD_PARAM
from forecasting_agents.evaluation._scoring import brier_score
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.report._output import check_output
from forecasting_agents.report._runs import build_runs
from forecasting_agents.report._terminal import REJECTED_ACTIONS, load_trace

if TYPE_CHECKING:
    from opentelemetry.sdk.trace import ReadableSpan

__all__ = [
    "DEFAULT_EXPORT_TIMEOUT",
    "SERVICE_NAME",
    "OtlpExportError",
    "build_spans",
    "otlp_json",
    "send_otlp",
    "write_otlp_file",
]


SERVICE_NAME = "forecasting-agents"
"""The ``service.name`` of every exported span's resource."""
SCOPE_NAME = "forecasting_agents.report.otlp"
DEFAULT_EXPORT_TIMEOUT = 10.0
"""Seconds the HTTP export may take, retries included."""
TRACES_PATH = "/v1/traces"
_NS_PER_MS = 1_000_000


class OtlpExportError(ValueError):
    """The spans could not be written or sent; the message says why and what to do."""


# --------------------------------------------------------------------------- ids and times


def _hash_id(seed: str, parts: Sequence[object], size: int) -> int:
    """A non-zero id of ``size`` bytes from a hash of ``seed`` and ``parts`` (never zero,
    which OpenTelemetry reads as "no id")."""
    text = "\x1f".join([seed, *(str(p) for p in parts)])
    value = int.from_bytes(hashlib.sha256(text.encode("utf-8")).digest()[:size], "big")
    return value or 1


def _duration_ns(record: Mapping[str, Any] | None) -> int:
    """A call's recorded duration, at least 1 ms so every span has a visible extent."""
    value = (record or {}).get("duration_ms")
    ms = value if isinstance(value, int | float) and not isinstance(value, bool) else 0
    return max(int(ms * _NS_PER_MS), _NS_PER_MS)


# --------------------------------------------------------------------------- the spans


class _Builder:
    """Builds the spans of one trace: ids from its digest, times from its created_at."""

    def __init__(self, run: RunTrace, include_content: bool) -> None:
        from opentelemetry.sdk.resources import Resource
        from opentelemetry.sdk.util.instrumentation import InstrumentationScope

        self.trace = run
        self.content = include_content
        self.mask = secret_mask(known_secrets())
        self.seed = run.digest or f"{run.notebook}/{run.run_id}"  # a legacy trace has no digest
        self.start = int(parse_iso_timestamp(run.created_at, what="created_at").timestamp())
        self.start *= 1_000_000_000
        self.resource = Resource(
            {
                "service.name": SERVICE_NAME,
                "forecasting_agents.trace.digest": str(run.digest or ""),
                "forecasting_agents.trace.run_id": self.mask(run.run_id),
                "forecasting_agents.trace.notebook": self.mask(run.notebook),
                "forecasting_agents.trace.created_at": run.created_at,
            }
        )
        self.scope = InstrumentationScope(SCOPE_NAME)
        self.calls = {(c.get("label"), c.get("index")): c for c in run.llm_calls}
        self.outcomes = _outcomes(run)
        self.spans: list[ReadableSpan] = []

    def mask(self, text: object) -> str:
        return redact_text(str(text), self.mask)

    def masked_json(self, value: object) -> str:
        return self.mask(json.dumps(value, ensure_ascii=False, sort_keys=True))

    def span(self, name: str, ids: tuple[int, int], parent: int | None, **fields: Any) -> None:
        from opentelemetry.sdk.trace import ReadableSpan
        from opentelemetry.trace import SpanContext, SpanKind, TraceFlags
        from opentelemetry.trace.status import Status, StatusCode

        trace_id, span_id = ids

        def context(span: int) -> SpanContext:
            return SpanContext(trace_id, span, is_remote=False, trace_flags=TraceFlags(1))

        failed = fields.pop("error", None)
        self.spans.append(
            ReadableSpan(
                name=self.mask(name),
                context=context(span_id),
                parent=context(parent) if parent is not None else None,
                resource=self.resource,
                attributes={k: v for k, v in fields.pop("attributes").items() if v is not None},
                events=fields.pop("events", ()),
                kind=SpanKind.CLIENT if fields.pop("client", False) else SpanKind.INTERNAL,
                status=Status(StatusCode.ERROR, self.mask(failed)) if failed else Status(),
                start_time=fields.pop("start"),
                end_time=fields.pop("end"),
                instrumentation_scope=self.scope,
            )
        )

    def event(self, name: str, at: int, attributes: Mapping[str, Any]) -> Any:
        from opentelemetry.sdk.trace import Event

        return Event(name, {k: v for k, v in attributes.items() if v is not None}, timestamp=at)

    # ---------------------------------------------------------------- one agent run

    def agent_run(self, entry: Mapping[str, Any], agent: Mapping[str, Any]) -> None:
        label = str(entry["label"])
        trace_id = _hash_id(self.seed, ["trace", entry["n"], label], 16)
        root = _hash_id(self.seed, ["span", entry["n"], label, "agent"], 8)
        clock = self.start
        first_call: Mapping[str, Any] = {}
        for position, step in enumerate(entry["steps"]):
            clock, call = self.step(entry, step, position, (trace_id, root), clock)
            first_call = first_call or call
        end = max(clock, self.start + _NS_PER_MS)
        usage = agent.get("token_usage") or {}
        status = str(entry["status"])
        self.span(
            f"invoke_agent {entry['agent']}",
            (trace_id, root),
            None,
            start=self.start,
            end=end,
            error=agent.get("rationale") if status == ArtifactStatus.FAILED else None,
            events=self.evaluations(entry, end),
            attributes={
                "gen_ai.operation.name": "invoke_agent",
                "gen_ai.agent.name": self.mask(entry["agent"]),
                "gen_ai.agent.id": self.mask(label),
                "gen_ai.provider.name": _text(first_call.get("provider")),
                "gen_ai.request.model": _text(first_call.get("model")),
                "gen_ai.usage.input_tokens": int(usage.get("prompt_tokens", 0)),
                "gen_ai.usage.output_tokens": int(usage.get("completion_tokens", 0)),
                "forecasting_agents.run.number": int(entry["n"]),
                "forecasting_agents.question.id": self.mask(entry["question"]),
                "forecasting_agents.run.status": status,
                "forecasting_agents.run.ended_by": entry["ended_by"],
                "forecasting_agents.run.p_yes": _probability(entry["p_yes"]),
                "forecasting_agents.run.reason": self.mask(entry["reason"])
                if self.content
                else None,
            },
        )

    def evaluations(self, entry: Mapping[str, Any], at: int) -> list[Any]:
        """The forecast, and its Brier score when the question resolved, as evaluation events."""
        p = _probability(entry["p_yes"])
        if p is None:
            return []
        events = [
            self.event(
                "gen_ai.evaluation.result",
                at,
                {
                    "gen_ai.evaluation.name": "p_yes",
                    "gen_ai.evaluation.score.value": p,
                    "gen_ai.evaluation.score.label": "forecast",
                    "gen_ai.evaluation.explanation": "the probability the run committed to",
                },
            )
        ]
        outcome = self.outcomes.get(str(entry["question"]))
        if outcome is not None:
            score = brier_score(p, outcome)
            events.append(
                self.event(
                    "gen_ai.evaluation.result",
                    at,
                    {
                        "gen_ai.evaluation.name": "brier_score",
                        "gen_ai.evaluation.score.value": score,
                        "gen_ai.evaluation.score.label": f"outcome {outcome:g}",
                        "gen_ai.evaluation.explanation": (
                            f"(p_yes {p:g} - outcome {outcome:g})^2; 0 is perfect, 0.25 is "
                            "always saying 0.5"
                        ),
                    },
                )
            )
        return events

    def step(
        self,
        entry: Mapping[str, Any],
        step: Mapping[str, Any],
        position: int,
        ids: tuple[int, int],
        clock: int,
    ) -> tuple[int, Mapping[str, Any]]:
        """The spans of one step (its model call, its search); returns the clock after them."""
        trace_id, root = ids
        label = str(entry["label"])
        call: Mapping[str, Any] = {}
        llm = step.get("llm")
        if llm is not None:
            call = self.calls.get((entry["label"], llm["index"]), {})
            end = clock + _duration_ns(llm)
            span_id = _hash_id(self.seed, ["span", entry["n"], label, position, "chat"], 8)
            self.chat(step, llm, call, (trace_id, span_id), root, clock, end)
            clock = end
        search = step.get("search")
        if search is not None:
            clock = self.search(entry, search, position, ids, clock)
        return clock, call

    def chat(
        self,
        step: Mapping[str, Any],
        llm: Mapping[str, Any],
        call: Mapping[str, Any],
        ids: tuple[int, int],
        parent: int,
        start: int,
        end: int,
    ) -> None:
        settings = call.get("settings") or {}
        action = str(step["action"])
        gate = step.get("gate")
        error = llm.get("error")
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "chat",
            "gen_ai.provider.name": _text(call.get("provider")),
            "gen_ai.request.model": _text(llm.get("model")),
            "gen_ai.response.model": _text(llm.get("response_model")),
            "gen_ai.usage.input_tokens": int(llm.get("prompt_tokens") or 0),
            "gen_ai.usage.output_tokens": int(llm.get("completion_tokens") or 0),
            "gen_ai.request.temperature": _number(settings.get("temperature")),
            "gen_ai.request.seed": settings.get("seed")
            if isinstance(settings.get("seed"), int)
            else None,
            "gen_ai.request.max_tokens": settings.get("max_tokens")
            if isinstance(settings.get("max_tokens"), int)
            else None,
            "gen_ai.output.type": "json" if llm.get("json_mode") else "text",
            "error.type": _text(error.get("type")) if isinstance(error, Mapping) else None,
            "forecasting_agents.step": step.get("step"),
            "forecasting_agents.step.action": action,
            "forecasting_agents.step.rejected": action in REJECTED_ACTIONS,
            "forecasting_agents.gates.passed": gate["passed"] if gate else None,
        }
        if self.content:
            messages = call.get("messages") or []
            attributes["gen_ai.input.messages"] = self.masked_json(
                [_message(m.get("role"), m.get("content")) for m in messages]
            )
            if llm.get("reply") is not None:
                attributes["gen_ai.output.messages"] = self.masked_json(
                    [{**_message("assistant", llm["reply"]), "finish_reason": "stop"}]
                )
            if gate and not gate["passed"]:
                attributes["forecasting_agents.gates.refusal"] = self.mask(gate["text"])
        self.span(
            f"chat {llm.get('model')}",
            ids,
            parent,
            client=True,
            start=start,
            end=end,
            error=error.get("message") if isinstance(error, Mapping) else None,
            attributes=attributes,
        )

    def search(
        self,
        entry: Mapping[str, Any],
        search: Mapping[str, Any],
        position: int,
        ids: tuple[int, int],
        clock: int,
    ) -> int:
        """``execute_tool search`` (the harness's controls) around ``retrieval`` (the client)."""
        trace_id, root = ids
        label = str(entry["label"])
        tool_id = _hash_id(self.seed, ["span", entry["n"], label, position, "tool"], 8)
        retrieval_id = _hash_id(self.seed, ["span", entry["n"], label, position, "retrieval"], 8)
        end = clock + _duration_ns(search)
        docs = list(search.get("docs") or [])
        query = self.mask(search.get("query") or "")
        error = search.get("error")
        returned = [
            {"id": self.mask(d.get("url") or ""), **_score(d)} for d in docs if isinstance(d, dict)
        ]
        self.span(
            f"retrieval {search.get('client')}",
            (trace_id, retrieval_id),
            tool_id,
            client=True,
            start=clock,
            end=end,
            error=error,
            attributes={
                "gen_ai.operation.name": "retrieval",
                "gen_ai.data_source.id": _text(search.get("client")),
                "gen_ai.retrieval.query.text": query,
                "gen_ai.retrieval.documents": self.masked_json(returned),
                "gen_ai.request.top_k": search.get("max_results")
                if isinstance(search.get("max_results"), int)
                else None,
                "forecasting_agents.search.cutoff": _text(search.get("cutoff")),
            },
        )
        kept = [d for d in docs if d.get("outcome") == "kept"]
        removed = [d for d in docs if d.get("outcome") == "removed"]
        events = [
            self.event(
                "forecasting_agents.document.removed",
                end,
                {
                    "url.full": self.mask(d.get("url") or ""),
                    "forecasting_agents.control": _text(d.get("control")),
                    "forecasting_agents.reason": self.mask(d.get("why") or ""),
                    "forecasting_agents.decided_by": _text(d.get("decided_by")),
                },
            )
            for d in removed
        ]
        attributes: dict[str, Any] = {
            "gen_ai.operation.name": "execute_tool",
            "gen_ai.tool.name": "search",
            "gen_ai.tool.type": "function",
            "forecasting_agents.search.returned": len(docs),
            "forecasting_agents.search.kept": len(kept),
            "forecasting_agents.search.removed": len(removed),
            "forecasting_agents.search.kept_ids": [self.mask(d.get("id") or "") for d in kept],
            "forecasting_agents.search.decisions_recorded": bool(search.get("decided")),
        }
        if self.content:
            attributes["gen_ai.tool.call.arguments"] = self.masked_json({"query": query})
        self.span(
            "execute_tool search",
            (trace_id, tool_id),
            root,
            start=clock,
            end=end,
            error=error,
            events=events,
            attributes=attributes,
        )
        return end


def _outcomes(run: RunTrace) -> dict[str, float]:
    """Each resolved question's outcome the trace records: a backtest's scorecard, or the one
    question of a single run."""
    found: dict[str, float] = {}
    card = run.params.get(SCORECARD_PARAM)
    rows = card.get("questions") if isinstance(card, Mapping) else None
    for row in rows if isinstance(rows, list) else []:
        if (
            isinstance(row, Mapping)
            and row.get("scored")
            and _number(row.get("outcome")) is not None
        ):
            found[str(row.get("question_id"))] = float(row["outcome"])
    outcome = _number(run.question.get("resolved_outcome"))
    question_id = run.question.get("question_id") or run.question.get("question")
    if outcome is not None and question_id is not None:
        found.setdefault(str(question_id), outcome)
    return found


def _message(role: object, content: object) -> dict[str, Any]:
    """A message as the GenAI conventions' ``gen_ai.input.messages`` items hold it."""
    return {"role": str(role), "parts": [{"type": "text", "content": str(content)}]}


def _score(doc: Mapping[str, Any]) -> dict[str, Any]:
    return {"outcome": str(doc.get("outcome"))}


def _text(value: object) -> str | None:
    return None if value is None else str(value)


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _probability(value: object) -> float | None:
    number = _number(value)
    return number if number is not None and 0.0 <= number <= 1.0 else None


def build_spans(run: RunTrace, *, include_content: bool = False) -> list[ReadableSpan]:
    """Every span of ``run``, in the order they are encoded (each run's children, then it)."""
    builder = _Builder(run, include_content)
    runs, _, _ = build_runs(run)
    for entry, agent in zip(runs, run.agents, strict=True):
        builder.agent_run(entry, agent)
    return builder.spans


# --------------------------------------------------------------------------- out


def _request(spans: Sequence[ReadableSpan]) -> Any:
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans

    return encode_spans(spans)


def otlp_json(run: RunTrace, *, include_content: bool = False) -> str:
    """The spans as one ``ExportTraceServiceRequest`` in OTLP/JSON (ids in hex, enums as
    numbers, as the OTLP specification's JSON encoding has them), ending in a newline."""
    from google.protobuf.json_format import MessageToDict

    data = MessageToDict(_request(build_spans(run, include_content=include_content)),
                         use_integers_for_enums=True)  # fmt: skip
    for resource_spans in data.get("resourceSpans", []):
        for scope_spans in resource_spans.get("scopeSpans", []):
            for span in scope_spans.get("spans", []):
                for key in ("traceId", "spanId", "parentSpanId"):
                    if key in span:  # protobuf's JSON writes bytes as base64; OTLP's, as hex
                        span[key] = base64.b64decode(span[key]).hex()
    # Masked once more as a whole: nothing the encoding added may carry a secret either.
    text = json.dumps(data, indent=1, ensure_ascii=False)
    return redact_text(text) + "\n"


def write_otlp_file(
    trace: str | Path, output: str | Path, *, include_content: bool = False
) -> tuple[Path, int]:
    """Write the OTLP JSON of the trace at ``trace`` to ``output`` atomically; never replaces a
    file or writes into a traces folder. Returns the path and the number of spans."""
    target = Path(output)
    if target.exists():
        raise OtlpExportError(
            f"-o: {target} exists; it is not replaced (remove it, or name another)"
        )
    check_output(target, trace=trace, force=False)
    run = load_trace(trace)
    text = otlp_json(run, include_content=include_content)
    spans = sum(
        len(s.get("spans", []))
        for r in json.loads(text)["resourceSpans"]
        for s in r.get("scopeSpans", [])
    )
    write_atomic(target, text.encode("utf-8"), exclusive=True)
    return target, spans


def send_otlp(
    trace: str | Path,
    endpoint: str,
    *,
    headers: Mapping[str, str] | None = None,
    include_content: bool = False,
    timeout: float = DEFAULT_EXPORT_TIMEOUT,
) -> tuple[str, int]:
    """POST the trace's spans to ``endpoint`` + ``/v1/traces`` (OTLP/HTTP, protobuf) with the
    exporter of ``opentelemetry-exporter-otlp-proto-http``; returns the URL and the span count.

    Raises :class:`OtlpExportError` when the receiver refuses them or cannot be reached.
    """
    import logging

    from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
    from opentelemetry.sdk.trace.export import SpanExportResult

    run = load_trace(trace)
    url = endpoint.rstrip("/") + TRACES_PATH
    spans = build_spans(run, include_content=include_content)
    exporter = OTLPSpanExporter(endpoint=url, headers=dict(headers or {}), timeout=timeout)
    quiet = logging.getLogger("opentelemetry.exporter.otlp.proto.http")
    level = quiet.level
    quiet.setLevel(logging.CRITICAL)  # its warnings would repeat what the error below says
    try:
        result = exporter.export(spans)
    finally:
        quiet.setLevel(level)
        exporter.shutdown()
    if result is not SpanExportResult.SUCCESS:
        raise OtlpExportError(
            f"--endpoint: {redact_text(url)} did not accept the {len(spans)} spans (refused, "
            f"unreachable or slower than {timeout:g} s); check the URL (without /v1/traces), "
            "that the receiver is running and any --header it needs"
        )
    return redact_text(url), len(spans)
