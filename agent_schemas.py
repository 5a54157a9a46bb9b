"""Plain data for auditable forecasting agents: questions, results, traces, state and gates.

This module is the bottom of the dependency graph: it imports only the standard library, and
every other companion module imports its types from here.

Conventions
-----------
- Dates are ISO-8601 strings on the wire (``"2025-02-20"``) and are parsed by exactly one
  function, :func:`parse_iso_date`, so a cutoff and a publication date are never read by two
  different rules.
- A cutoff is exclusive: a document is point-in-time safe only if it was published strictly
  *before* the cutoff date. :func:`classify_publication` is the one place that rule lives.
- Timestamps (when evidence was retrieved) are compared as naive UTC; an aware timestamp is
  converted to UTC first, and a naive one is taken to be UTC already.
- Nothing here reads the wall clock. Time-dependent checks take ``as_of`` as a parameter.
- Probabilities exist only on a forecast: an :class:`AgentForecastArtifact` whose ``status``
  is anything but ``"forecast"`` carries ``p_yes=None``, so a run that ran out of budget can
  never be read as a 50/50 judgement.
"""

from __future__ import annotations

import json
import math
import uuid
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import UTC, date, datetime, timedelta
from types import MappingProxyType
from typing import Any, Literal, Protocol, runtime_checkable

__all__ = [
    "ARTIFACT_STATUSES",
    "DEFAULT_FRESHNESS_WINDOW",
    "DEFAULT_MAX_RESULTS",
    "DEFAULT_MIN_EVIDENCE_ITEMS",
    "DEFAULT_REQUIRED_EVIDENCE_TYPES",
    "DOCUMENT_KINDS",
    "EVIDENCE_TYPES",
    "EVIDENCE_TYPE_OF_KIND",
    "MAX_RATIONALE_CHARS",
    "REACT_ACTIONS",
    "SYNTHESIS_STATUSES",
    "ActionField",
    "AgentForecastArtifact",
    "AgentState",
    "AgentTrace",
    "ChatMessage",
    "DateParseError",
    "ForecastQuestion",
    "JsonMode",
    "LLMClient",
    "NoForecastError",
    "ParsedAction",
    "QualityGateResult",
    "SchemaError",
    "SearchClient",
    "SearchResult",
    "TokenUsage",
    "action_json_schema",
    "check_consistency_gate",
    "check_coverage_gate",
    "check_freshness_gate",
    "classify_publication",
    "document_evidence_type",
    "parse_action",
    "parse_iso_date",
    "parse_iso_timestamp",
    "run_quality_gates",
    "strip_code_fence",
]

EVIDENCE_TYPES: tuple[str, ...] = ("search_results", "base_rate")
"""The types of evidence: current reporting on the question, and how often such events happened.

Declared once here; the agent, the corpus loader and the gates all import it."""

DOCUMENT_KINDS: tuple[str, ...] = ("reporting", "base_rate")
"""What a data source may say a document is (:attr:`SearchResult.kind`); ``None`` if it says
nothing, as a web search does."""

EVIDENCE_TYPE_OF_KIND: Mapping[str, str] = MappingProxyType(
    {"reporting": "search_results", "base_rate": "base_rate"}
)
"""The evidence type a document of each kind supplies: the one mapping from data to gate."""

DEFAULT_REQUIRED_EVIDENCE_TYPES: tuple[str, ...] = EVIDENCE_TYPES
"""Evidence types a forecast needs: current reporting, and a historical frequency to adjust."""

DEFAULT_MIN_EVIDENCE_ITEMS = 3
"""Fewest distinct documents the coverage gate accepts (a document found twice counts once)."""

DEFAULT_FRESHNESS_WINDOW = timedelta(hours=24)
"""Oldest retrieval the freshness gate accepts; the course's questions move on news cycles."""

ARTIFACT_STATUSES = ("forecast", "abstained", "budget_exhausted", "failed")
SYNTHESIS_STATUSES = ("pending", "in_progress", "complete", "abstained")
CHAT_ROLES = ("system", "user", "assistant", "tool")

PublicationClass = Literal["before_cutoff", "on_or_after_cutoff", "undated", "unparseable"]


class SchemaError(ValueError):
    """A record (question, trace, checkpoint, reply) does not have the shape it must have."""


class DateParseError(SchemaError):
    """A date or timestamp string could not be read as ISO-8601."""


class NoForecastError(RuntimeError):
    """Raised when a caller asks for the probability of a run that produced none."""


# --------------------------------------------------------------------------- dates


def parse_iso_date(value: object, *, what: str = "date") -> date:
    """Read an ISO-8601 date, or the UTC date of an ISO-8601 timestamp.

    A timestamp with an offset is converted to UTC before its date is taken, so
    ``2025-02-19T20:00-08:00`` is 20 February, the day it was in UTC. Accepts ``date`` and
    ``datetime`` objects, ``"2025-02-20"`` and ``"2025-02-20T13:00:00Z"``.
    Raises :class:`DateParseError` naming ``what`` and the bad value otherwise.
    """
    if isinstance(value, datetime):
        return _as_naive_utc(value).date()
    if isinstance(value, date):
        return value
    if not isinstance(value, str) or not value.strip():
        raise DateParseError(f"{what}: expected an ISO date such as '2025-02-20', got {value!r}")
    text = value.strip()
    try:
        return date.fromisoformat(text)
    except ValueError:
        pass
    try:
        return _as_naive_utc(_parse_datetime_text(text)).date()
    except ValueError:
        raise DateParseError(
            f"{what}: {value!r} is not an ISO date; write it as YYYY-MM-DD"
        ) from None


def parse_iso_timestamp(value: object, *, what: str = "timestamp") -> datetime:
    """Read an ISO-8601 timestamp as naive UTC (aware values are converted, naive kept)."""
    if isinstance(value, datetime):
        parsed = value
    elif isinstance(value, str) and value.strip():
        try:
            parsed = _parse_datetime_text(value.strip())
        except ValueError:
            raise DateParseError(
                f"{what}: {value!r} is not an ISO timestamp; write it as YYYY-MM-DDTHH:MM:SS"
            ) from None
    else:
        raise DateParseError(f"{what}: expected an ISO timestamp, got {value!r}")
    return _as_naive_utc(parsed)


def _as_naive_utc(moment: datetime) -> datetime:
    """An aware moment converted to UTC; a naive one is taken to be UTC already."""
    if moment.tzinfo is not None:
        return moment.astimezone(UTC).replace(tzinfo=None)
    return moment


def _parse_datetime_text(text: str) -> datetime:
    if text.endswith(("Z", "z")):
        text = text[:-1] + "+00:00"
    return datetime.fromisoformat(text)


def classify_publication(published: object, cutoff: object) -> PublicationClass:
    """Place a publication date relative to an exclusive cutoff.

    ``None`` or an empty string is ``"undated"``: a missing date proves nothing about when a
    page appeared, so it is its own class rather than a pass. A cutoff that cannot be parsed is
    the caller's error and raises; a publication date that cannot be parsed is the provider's
    and is classified ``"unparseable"``.
    """
    cutoff_day = parse_iso_date(cutoff, what="cutoff_date")
    if published is None or (isinstance(published, str) and not published.strip()):
        return "undated"
    try:
        published_day = parse_iso_date(published, what="published")
    except DateParseError:
        return "unparseable"
    return "before_cutoff" if published_day < cutoff_day else "on_or_after_cutoff"


# --------------------------------------------------------------------------- messages


@dataclass(frozen=True)
class TokenUsage:
    """Prompt and completion token counts; instances add, so a run's total is a sum."""

    prompt_tokens: int = 0
    completion_tokens: int = 0

    def __post_init__(self) -> None:
        for name in ("prompt_tokens", "completion_tokens"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise SchemaError(f"TokenUsage.{name} must be a non-negative int, got {value!r}")

    @property
    def total_tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens

    def __add__(self, other: TokenUsage) -> TokenUsage:
        if not isinstance(other, TokenUsage):
            return NotImplemented
        return TokenUsage(
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
        )

    def to_dict(self) -> dict[str, int]:
        return {"prompt_tokens": self.prompt_tokens, "completion_tokens": self.completion_tokens}

    @classmethod
    def from_dict(cls, data: object, *, where: str = "token_usage") -> TokenUsage:
        if not isinstance(data, dict):
            raise SchemaError(f"{where}: expected an object with token counts, got {data!r}")
        # No int(): 3.7 or "12" would be silently turned into a count nobody reported.
        return _build(cls, data, where)


@dataclass(frozen=True)
class ChatMessage:
    """One turn of a conversation. ``role`` is system, user, assistant or tool."""

    role: str
    content: str

    def __post_init__(self) -> None:
        if self.role not in CHAT_ROLES:
            raise SchemaError(f"ChatMessage.role must be one of {CHAT_ROLES}, got {self.role!r}")
        if not isinstance(self.content, str):
            raise SchemaError(f"ChatMessage.content must be a string, got {self.content!r}")

    def to_dict(self) -> dict[str, str]:
        return {"role": self.role, "content": self.content}

    @classmethod
    def from_dict(cls, data: object, *, where: str = "message") -> ChatMessage:
        if not isinstance(data, dict) or "role" not in data or "content" not in data:
            raise SchemaError(f"{where}: expected {{'role': ..., 'content': ...}}, got {data!r}")
        return cls(role=data["role"], content=data["content"])


# --------------------------------------------------------------------------- questions


@dataclass
class ForecastQuestion:
    """A binary question: will the event happen by ``resolution_date``?

    ``cutoff_date`` is the exclusive point-in-time boundary for evidence. ``origin`` says
    where the question came from (a fixture, a live market, or a fallback), so a fallback is
    never mistaken for a live question.
    """

    question: str
    description: str = ""
    cutoff_date: str | None = None
    resolution_date: str | None = None
    current_market_price: float | None = None
    resolved_outcome: float | None = None
    outcome_source: str | None = None
    question_id: str = ""
    origin: str = "fixture"

    def __post_init__(self) -> None:
        if not isinstance(self.question, str) or not self.question.strip():
            raise SchemaError(
                f"ForecastQuestion.question must be non-empty text: {self.question!r}"
            )
        for name in ("cutoff_date", "resolution_date"):
            value = getattr(self, name)
            if value is not None:
                parse_iso_date(value, what=f"ForecastQuestion.{name}")
        price = self.current_market_price
        if price is not None and not _is_probability(price):
            raise SchemaError(
                f"ForecastQuestion.current_market_price must be in [0, 1], got {price!r}"
            )
        if self.resolved_outcome not in (None, 0.0, 1.0):
            raise SchemaError(
                f"ForecastQuestion.resolved_outcome must be 0, 1 or None, "
                f"got {self.resolved_outcome!r}"
            )

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: object, *, where: str = "question") -> ForecastQuestion:
        return _build(cls, data, where)


@dataclass
class SearchResult:
    """One document a search returned, with its provenance (URL and publication date).

    ``kind`` is what the data source says the document is (one of :data:`DOCUMENT_KINDS`), or
    ``None`` when the source does not say. It is omitted from :meth:`to_dict` when ``None``, so
    records written before the field existed read and serialise exactly as they did.
    """

    title: str
    url: str
    snippet: str = ""
    published: str | None = None
    score: float = 0.0
    kind: str | None = None

    def __post_init__(self) -> None:
        if self.kind is not None and self.kind not in DOCUMENT_KINDS:
            raise SchemaError(
                f"SearchResult.kind must be one of {DOCUMENT_KINDS} or None, got {self.kind!r}"
            )
        for name in ("title", "url", "snippet"):
            if not isinstance(getattr(self, name), str):
                raise SchemaError(
                    f"SearchResult.{name} must be a string, got {getattr(self, name)!r}"
                )
        if self.published is not None and not isinstance(self.published, str):
            raise SchemaError(
                f"SearchResult.published must be a date string or None, got {self.published!r}"
            )
        if not _is_finite_number(self.score):
            raise SchemaError(f"SearchResult.score must be a finite number, got {self.score!r}")

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        if self.kind is None:
            del data["kind"]
        return data

    @classmethod
    def from_dict(cls, data: object, *, where: str = "result") -> SearchResult:
        return _build(cls, data, where)


# --------------------------------------------------------------------------- agent records


@dataclass
class AgentTrace:
    """One turn of an agent loop: what it did, what it asked, what came back, what it said."""

    step: int
    action: str
    query: str | None = None
    results: list[SearchResult] = field(default_factory=list)
    llm_raw: str | None = None

    def __post_init__(self) -> None:
        if isinstance(self.step, bool) or not isinstance(self.step, int) or self.step < 0:
            raise SchemaError(f"AgentTrace.step must be a non-negative int, got {self.step!r}")
        if not isinstance(self.action, str):
            raise SchemaError(f"AgentTrace.action must be a string, got {self.action!r}")
        for name in ("query", "llm_raw"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, str):
                raise SchemaError(f"AgentTrace.{name} must be a string or None, got {value!r}")

    def to_dict(self) -> dict[str, Any]:
        return {
            "step": self.step,
            "action": self.action,
            "query": self.query,
            "results": [r.to_dict() for r in self.results],
            "llm_raw": self.llm_raw,
        }

    @classmethod
    def from_dict(cls, data: object, *, where: str = "trace") -> AgentTrace:
        if not isinstance(data, dict):
            raise SchemaError(f"{where}: expected an object, got {data!r}")
        raw_results = data.get("results") or []
        if not isinstance(raw_results, list):
            raise SchemaError(f"{where}.results: expected a list, got {raw_results!r}")
        results = [
            SearchResult.from_dict(r, where=f"{where}.results[{i}]")
            for i, r in enumerate(raw_results)
        ]
        return _build(cls, {**data, "results": results}, where)


@dataclass
class AgentForecastArtifact:
    """What one agent run produced, and whether that is a forecast at all.

    ``status`` is ``"forecast"`` only when the agent committed to a probability; then and only
    then ``p_yes`` is a number in [0, 1]. Every other status carries ``p_yes=None``, and
    :meth:`probability` raises, so an exhausted or abstaining run cannot be scored by accident.
    """

    agent_id: str
    p_yes: float | None
    rationale: str
    traces: list[AgentTrace] = field(default_factory=list)
    token_usage: TokenUsage = field(default_factory=TokenUsage)
    search_queries_made: int = 0
    sources_consulted: int = 0
    status: str = "forecast"

    def __post_init__(self) -> None:
        if self.status not in ARTIFACT_STATUSES:
            raise SchemaError(
                f"AgentForecastArtifact.status must be one of {ARTIFACT_STATUSES}, "
                f"got {self.status!r}"
            )
        if self.status == "forecast" and not _is_probability(self.p_yes):
            raise SchemaError(
                f"agent {self.agent_id!r}: a forecast needs p_yes in [0, 1], got {self.p_yes!r}"
            )
        if self.status != "forecast" and self.p_yes is not None:
            raise SchemaError(
                f"agent {self.agent_id!r}: status {self.status!r} is not a forecast, so p_yes "
                f"must be None (got {self.p_yes!r}); only a forecast carries a probability"
            )

    @property
    def forecast_produced(self) -> bool:
        return self.status == "forecast"

    def probability(self) -> float:
        """The forecast probability; raises :class:`NoForecastError` if there is none."""
        if self.p_yes is None:
            raise NoForecastError(
                f"agent {self.agent_id!r} produced no forecast (status {self.status!r}); "
                "branch on .forecast_produced before reading a probability"
            )
        return self.p_yes

    def to_dict(self) -> dict[str, Any]:
        return {
            "agent_id": self.agent_id,
            "status": self.status,
            "p_yes": self.p_yes,
            "rationale": self.rationale,
            "traces": [t.to_dict() for t in self.traces],
            "token_usage": self.token_usage.to_dict(),
            "search_queries_made": self.search_queries_made,
            "sources_consulted": self.sources_consulted,
        }

    @classmethod
    def from_dict(cls, data: object, *, where: str = "agent") -> AgentForecastArtifact:
        if not isinstance(data, dict):
            raise SchemaError(f"{where}: expected an object, got {data!r}")
        raw_traces = data.get("traces") or []
        if not isinstance(raw_traces, list):
            raise SchemaError(f"{where}.traces: expected a list, got {raw_traces!r}")
        traces = [
            AgentTrace.from_dict(t, where=f"{where}.traces[{i}]") for i, t in enumerate(raw_traces)
        ]
        usage = TokenUsage.from_dict(data.get("token_usage", {}), where=f"{where}.token_usage")
        return _build(cls, {**data, "traces": traces, "token_usage": usage}, where)


# --------------------------------------------------------------------------- model actions


MAX_RATIONALE_CHARS = 2_000
"""Longest rationale a forecast may carry (after stripping): a few paragraphs citing evidence.
The pinned runs' longest is under 400; a reply far beyond this is a model rambling or pasting."""


@dataclass(frozen=True)
class ActionField:
    """One required field of an action: ``text`` (non-empty string), ``probability`` (a finite
    number in [0, 1], not a bool) or ``choice`` (one of ``choices``). ``max_chars``, if set,
    caps the length of a ``text`` value after stripping."""

    name: str
    kind: Literal["text", "probability", "choice"] = "text"
    choices: tuple[str, ...] = ()
    max_chars: int | None = None


ActionSchema = Mapping[str, tuple[ActionField, ...]]

REACT_ACTIONS: ActionSchema = MappingProxyType(
    {
        "search": (ActionField("query"),),
        "forecast": (
            ActionField("p_yes", "probability"),
            ActionField("rationale", max_chars=MAX_RATIONALE_CHARS),
        ),
    }
)
"""The two actions of notebook 01's ReAct loop: look something up, or commit to a number."""


@dataclass(frozen=True)
class ParsedAction:
    """A model reply checked against an action schema.

    On success ``action`` names the action and ``args`` holds its validated fields (text
    stripped, probabilities as float). On failure ``action`` is None, ``failure`` is
    ``"parse_failure"`` (not JSON, or JSON that repeats a key, which different parsers
    resolve differently), ``"schema_failure"`` (wrong shape or values) or
    ``"unknown_action"``, and ``error`` says what was wrong in words a model can act on.
    """

    action: str | None
    args: dict[str, Any] = field(default_factory=dict)
    failure: str | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.action is not None


def parse_action(reply: object, actions: ActionSchema = REACT_ACTIONS) -> ParsedAction:
    """Validate a model reply as exactly one JSON action from ``actions``.

    Model output is untrusted input: this never raises on a bad reply, it returns a failed
    :class:`ParsedAction` whose ``error`` can be sent back to the model for correction. A
    Markdown code fence around the object is tolerated; anything else around it is not.
    """
    if not isinstance(reply, str):
        return _rejected("parse_failure", f"expected text, got {type(reply).__name__}")
    text = strip_code_fence(reply.strip())
    try:
        data = json.loads(text, object_pairs_hook=_unique_keys)
    except _DuplicateKeyError as exc:
        return _rejected(
            "parse_failure",
            f"reply gives the key {exc.key[:80]!r} more than once; send each field exactly once",
        )
    except (json.JSONDecodeError, RecursionError):
        preview = text[:80] + ("..." if len(text) > 80 else "")
        return _rejected("parse_failure", f"reply is not a JSON object: {preview!r}")
    if not isinstance(data, dict):
        return _rejected("schema_failure", f"expected a JSON object, got {type(data).__name__}")
    name = data.get("action")
    if not isinstance(name, str) or name not in actions:
        known = ", ".join(repr(a) for a in actions)
        return _rejected("unknown_action", f'"action" must be one of {known}, got {name!r}')
    args: dict[str, Any] = {}
    for spec in actions[name]:
        value, problem = _check_field(spec, data.get(spec.name))
        if problem:
            return _rejected("schema_failure", f"{name}.{spec.name} {problem}")
        args[spec.name] = value
    return ParsedAction(action=name, args=args)


class _DuplicateKeyError(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """``json.loads`` hook: build an object, refusing a key it has already seen (at any depth).

    Without it the last duplicate silently wins, so ``{"p_yes": 0.9, "p_yes": 0.1}`` would be
    read as 0.1 here while another parser, or a human reading the trace, takes 0.9.
    """
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise _DuplicateKeyError(key)
        data[key] = value
    return data


def action_json_schema(actions: ActionSchema = REACT_ACTIONS) -> dict[str, Any]:
    """The JSON Schema of one reply that :func:`parse_action` accepts for ``actions``.

    One alternative per action: an object whose ``"action"`` is that name, followed by the
    action's fields, all required and nothing else. Derived from the same :data:`ActionSchema`
    the parser checks, so a provider that enforces the schema produces replies the parser
    accepts; the parser still checks every reply, since not every provider enforces it.
    """
    alternatives = []
    for name, fields in actions.items():
        properties: dict[str, Any] = {"action": {"type": "string", "enum": [name]}}
        properties.update((spec.name, _field_json_schema(spec)) for spec in fields)
        alternatives.append(
            {
                "type": "object",
                "properties": properties,
                "required": list(properties),
                "additionalProperties": False,
            }
        )
    return {"anyOf": alternatives}


def _field_json_schema(spec: ActionField) -> dict[str, Any]:
    if spec.kind == "probability":
        return {"type": "number", "minimum": 0, "maximum": 1}
    if spec.kind == "choice":
        return {"type": "string", "enum": list(spec.choices)}
    if spec.max_chars is None:
        return {"type": "string", "minLength": 1}
    # The parser's cap, stated to the provider: a server that enforces the schema must close
    # the string in time, so a model looping on one sentence cannot run into the token limit
    # and leave the reply truncated (unparseable) instead.
    return {"type": "string", "minLength": 1, "maxLength": spec.max_chars}


def _check_field(spec: ActionField, value: object) -> tuple[Any, str | None]:
    if spec.kind == "probability":
        if not _is_probability(value):
            return None, f"must be a number between 0 and 1, got {value!r}"
        return float(value), None  # type: ignore[arg-type]
    if not isinstance(value, str) or not value.strip():
        return None, f"must be a non-empty string, got {value!r}"
    text = value.strip()
    if spec.kind == "choice" and text not in spec.choices:
        return None, f"must be one of {list(spec.choices)}, got {value!r}"
    if spec.max_chars is not None and len(text) > spec.max_chars:
        return None, (
            f"is {len(text)} characters, over the limit of {spec.max_chars}; "
            "shorten it to the key points"
        )
    return text, None


def _rejected(failure: str, error: str) -> ParsedAction:
    return ParsedAction(action=None, failure=failure, error=error)


def strip_code_fence(text: str) -> str:
    if text.startswith("```") and text.endswith("```") and len(text) >= 6:
        body = text[3:-3]
        first_newline = body.find("\n")
        if first_newline != -1 and body[:first_newline].strip().isalpha():
            body = body[first_newline + 1 :]  # drop a language tag such as ```json
        return body.strip()
    return text


# --------------------------------------------------------------------------- state and gates


@dataclass
class QualityGateResult:
    """The verdict of one gate: which, whether it passed, why, and the specifics."""

    gate_name: str
    passed: bool
    reason: str
    details: dict[str, Any] = field(default_factory=dict)


@dataclass
class AgentState:
    """What an agent knows from the inside: eight fields, all plain JSON-able data.

    ``evidence`` items are dicts with ``type``, ``source``, ``timestamp`` (retrieval time),
    ``query`` and ``content`` (whose ``results`` list holds dicts with a ``published`` date).
    ``to_json`` then ``from_json`` then ``to_json`` is byte-identical.
    """

    question: str
    cutoff_date: str | None = None
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    evidence: list[dict[str, Any]] = field(default_factory=list)
    open_questions: list[str] = field(default_factory=list)
    tool_trace: list[dict[str, Any]] = field(default_factory=list)
    quality_gates: list[QualityGateResult] = field(default_factory=list)
    synthesis_status: str = "pending"

    def __post_init__(self) -> None:
        # Checked when built, so a state that exists can always be checkpointed and restored.
        self._check()

    def _check(self) -> None:
        if self.synthesis_status not in SYNTHESIS_STATUSES:
            raise SchemaError(
                f"AgentState.synthesis_status must be one of {SYNTHESIS_STATUSES}, "
                f"got {self.synthesis_status!r}"
            )
        _check_state_data(self._record(), "AgentState")

    def _record(self) -> dict[str, Any]:
        """The checkpoint as a dict: the eight fields in order, gate verdicts as dicts."""
        record = {name: getattr(self, name) for name in _STATE_FIELD_KINDS}
        gates = record["quality_gates"]
        if isinstance(gates, list):
            for i, gate in enumerate(gates):
                if not isinstance(gate, QualityGateResult):
                    raise SchemaError(
                        f"AgentState.quality_gates[{i}]: expected a QualityGateResult, "
                        f"got {type(gate).__name__}"
                    )
            record["quality_gates"] = [asdict(gate) for gate in gates]
        return record

    def to_json(self) -> str:
        """The checkpoint as JSON text; refuses (naming the field) anything from_json would.

        The state is checked again here because its lists are mutable: evidence appended after
        the state was built is checked before it is written.
        """
        self._check()
        return json.dumps(self._record(), indent=2, ensure_ascii=False, allow_nan=False)

    @classmethod
    def from_json(cls, text: str | bytes) -> AgentState:
        """Restore a checkpoint, refusing one with a missing field or a value of the wrong kind.

        Nothing is filled in: a checkpoint without ``run_id`` is an error, not a new run.
        """
        if not isinstance(text, str | bytes | bytearray):
            raise SchemaError(
                f"checkpoint: expected JSON text (str or bytes), got {type(text).__name__}"
            )
        try:
            data = json.loads(text)
        except (json.JSONDecodeError, UnicodeDecodeError) as exc:
            raise SchemaError(f"checkpoint is not valid JSON: {exc}") from None
        except RecursionError:
            raise SchemaError(
                f"checkpoint: nested deeper than {MAX_CHECKPOINT_DEPTH} levels; not a checkpoint"
            ) from None
        _check_state_data(data, "checkpoint")
        gates = [
            _build(QualityGateResult, raw, f"checkpoint.quality_gates[{i}]")
            for i, raw in enumerate(data["quality_gates"])
        ]
        return _build(cls, {**data, "quality_gates": gates}, "checkpoint")


MAX_CHECKPOINT_DEPTH = 64
"""Deepest nesting of lists and objects a checkpoint may hold."""


def _check_state_data(data: object, where: str) -> None:
    """The one definition of a valid checkpoint, for a parsed one and for a state being built.

    (``synthesis_status`` is checked by the state itself, which every restore goes through.)
    """
    _check_record(data, _STATE_FIELD_KINDS, where)
    assert isinstance(data, dict)
    _check_items(data["evidence"], dict, f"{where}.evidence")
    _check_items(data["tool_trace"], dict, f"{where}.tool_trace")
    _check_items(data["open_questions"], str, f"{where}.open_questions")
    if data["cutoff_date"] is not None:
        parse_iso_date(data["cutoff_date"], what=f"{where}.cutoff_date")
    for i, raw in enumerate(data["quality_gates"]):
        _check_record(raw, _GATE_FIELD_KINDS, f"{where}.quality_gates[{i}]")
    _check_json_value(data, where, 0)


def _check_json_value(value: object, where: str, depth: int) -> None:
    """Only what JSON holds and reads back unchanged: text keys, finite numbers, no objects."""
    if value is None or isinstance(value, str | bool | int):
        return
    if isinstance(value, float):
        if not math.isfinite(value):
            raise SchemaError(f"{where}: {value!r} cannot be written as JSON; use a finite number")
        return
    if depth >= MAX_CHECKPOINT_DEPTH:
        raise SchemaError(f"{where}: nested deeper than {MAX_CHECKPOINT_DEPTH} levels")
    if isinstance(value, dict):
        for key, item in value.items():
            if not isinstance(key, str):
                raise SchemaError(f"{where}: object keys must be text, got {key!r}")
            _check_json_value(item, f"{where}.{key}", depth + 1)
        return
    if isinstance(value, list | tuple):  # json writes a tuple as a list, which reads back
        for i, item in enumerate(value):
            _check_json_value(item, f"{where}[{i}]", depth + 1)
        return
    raise SchemaError(
        f"{where}: a {type(value).__name__} cannot be stored in a checkpoint; "
        "convert it to text, a number, a list or a dict"
    )


_STATE_FIELD_KINDS: dict[str, tuple[type, ...]] = {
    "question": (str,),
    "cutoff_date": (str, type(None)),
    "run_id": (str,),
    "evidence": (list,),
    "open_questions": (list,),
    "tool_trace": (list,),
    "quality_gates": (list,),
    "synthesis_status": (str,),
}
_GATE_FIELD_KINDS: dict[str, tuple[type, ...]] = {
    "gate_name": (str,),
    "passed": (bool,),
    "reason": (str,),
    "details": (dict,),
}


def _check_record(data: object, kinds: Mapping[str, tuple[type, ...]], where: str) -> None:
    """Every field present, each of an allowed JSON kind; names the first that is not."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where}: expected a JSON object, got {type(data).__name__}")
    missing = [name for name in kinds if name not in data]
    if missing:
        raise SchemaError(f"{where}: missing field(s) {missing}; a checkpoint holds all of them")
    for name, allowed in kinds.items():
        value = data[name]
        if not isinstance(value, allowed) or (bool not in allowed and isinstance(value, bool)):
            expected = " or ".join("null" if k is type(None) else k.__name__ for k in allowed)
            raise SchemaError(
                f"{where}.{name}: expected {expected}, got {type(value).__name__} {value!r:.60}"
            )


def _check_items(items: list[Any], kind: type, where: str) -> None:
    for i, item in enumerate(items):
        if not isinstance(item, kind):
            raise SchemaError(
                f"{where}[{i}]: expected {kind.__name__}, got {type(item).__name__} {item!r:.60}"
            )


def document_evidence_type(result: object, default: str) -> str:
    """The evidence type one document supplies: its data's ``kind`` if it has one, else ``default``.

    ``default`` is what the code that recorded the document decided (the agent's harness, or a
    notebook's search plan), never a model's label for its own search.
    """
    kind = result.get("kind") if isinstance(result, Mapping) else None
    return EVIDENCE_TYPE_OF_KIND.get(kind, default) if isinstance(kind, str) else default


def _document_key(result: object) -> str:
    """One document's identity: its URL, else its title and date (hand-typed results)."""
    if not isinstance(result, Mapping):
        return repr(result)
    url = result.get("url")
    if isinstance(url, str) and url.strip():
        return url.strip()
    return f"{result.get('title')!r} {result.get('published')!r}"


def check_coverage_gate(
    state: AgentState,
    required_types: tuple[str, ...] = DEFAULT_REQUIRED_EVIDENCE_TYPES,
    min_items: int = DEFAULT_MIN_EVIDENCE_ITEMS,
) -> QualityGateResult:
    """Enough distinct documents, of the required types? Missing types are reported first.

    Documents are counted once however many searches found them, and an item with no results
    supplies nothing. A document's type comes from :func:`document_evidence_type`: its data's
    ``kind`` where the source gave one, else the type of the item that holds it.
    """
    by_type: dict[str, set[str]] = {}
    for item in state.evidence:
        item_type = str(item.get("type", "")) if isinstance(item, dict) else ""
        for result in _results_of(item):
            kind = document_evidence_type(result, item_type)
            by_type.setdefault(kind, set()).add(_document_key(result))
    counts = {kind: len(keys) for kind, keys in sorted(by_type.items())}
    missing = [kind for kind in required_types if not counts.get(kind)]
    total = len(set().union(*by_type.values())) if by_type else 0
    details: dict[str, Any] = {
        "counts_by_type": counts,
        "distinct_documents": total,
        "total_items": len(state.evidence),
        "min_items": min_items,
        "missing_types": missing,
    }
    issues = []
    if missing:
        issues.append(f"missing required evidence types: {', '.join(missing)}")
    if total < min_items:
        issues.append(f"{total} distinct documents, below the minimum of {min_items}")
    details["issues"] = issues
    if issues:
        return QualityGateResult("coverage", False, "; ".join(issues), details)
    kinds = ", ".join(f"{k}={v}" for k, v in counts.items())
    return QualityGateResult("coverage", True, f"{total} distinct documents ({kinds})", details)


def check_freshness_gate(
    state: AgentState,
    as_of: datetime | str,
    max_age: timedelta = DEFAULT_FRESHNESS_WINDOW,
) -> QualityGateResult:
    """Was every evidence item retrieved within ``max_age`` before ``as_of``, and not after?"""
    now = parse_iso_timestamp(as_of, what="as_of")
    issues: list[str] = []
    ages: list[float] = []
    for i, item in enumerate(state.evidence):
        raw = item.get("timestamp") if isinstance(item, dict) else None
        try:
            retrieved = parse_iso_timestamp(raw, what=f"evidence[{i}].timestamp")
        except DateParseError as exc:
            issues.append(str(exc))
            continue
        age = now - retrieved
        if age < timedelta(0):
            issues.append(f"evidence[{i}] retrieved at {raw}, after as_of {now.isoformat()}")
        elif age > max_age:
            issues.append(f"evidence[{i}] retrieved {_hours(age)} h before as_of")
        ages.append(age.total_seconds() / 3600)
    details: dict[str, Any] = {
        "as_of": now.isoformat(),
        "max_age_hours": _hours(max_age),
        "issues": issues,
    }
    if not state.evidence:
        details["issues"] = ["no evidence to check"]
        return QualityGateResult("freshness", False, "no evidence to check", details)
    if issues:
        return QualityGateResult("freshness", False, f"{len(issues)} stale or bad", details)
    oldest = max(ages)
    reason = f"all {len(ages)} items retrieved within {_hours(max_age)} h (oldest {oldest:g} h)"
    return QualityGateResult("freshness", True, reason, details)


def check_consistency_gate(state: AgentState) -> QualityGateResult:
    """Does every search result carry a parseable publication date before the cutoff?

    Missing, unparseable and post-cutoff dates are counted and listed separately: they mean a
    tool that could not date a page, a provider bug, and hindsight already in the run.
    """
    if state.cutoff_date is None:
        details = {"issues": ["state has no cutoff_date, so no date can be checked"]}
        return QualityGateResult("consistency", False, "no cutoff declared", details)
    cutoff = parse_iso_date(state.cutoff_date, what="AgentState.cutoff_date")
    buckets: dict[str, list[str]] = {"undated": [], "unparseable": [], "on_or_after_cutoff": []}
    checked = 0
    for i, item in enumerate(state.evidence):
        for j, result in enumerate(_results_of(item)):
            checked += 1
            published = result.get("published") if isinstance(result, dict) else None
            verdict = classify_publication(published, cutoff)
            if verdict != "before_cutoff":
                title = result.get("title", "?") if isinstance(result, dict) else "?"
                buckets[verdict].append(f"evidence[{i}].results[{j}] {title!r}: {published!r}")
    issues = (
        [f"missing publication date: {s}" for s in buckets["undated"]]
        + [f"unparseable publication date: {s}" for s in buckets["unparseable"]]
        + [f"published on or after cutoff {cutoff}: {s}" for s in buckets["on_or_after_cutoff"]]
    )
    details: dict[str, Any] = {
        "cutoff_date": cutoff.isoformat(),
        "results_checked": checked,
        "missing_dates": len(buckets["undated"]),
        "unparseable_dates": len(buckets["unparseable"]),
        "post_cutoff": len(buckets["on_or_after_cutoff"]),
        "issues": issues,
    }
    if issues:
        counts = (
            f"{details['post_cutoff']} post-cutoff, {details['missing_dates']} undated, "
            f"{details['unparseable_dates']} unparseable"
        )
        return QualityGateResult("consistency", False, f"{counts} of {checked}", details)
    reason = f"all {checked} results published before {cutoff}"
    return QualityGateResult("consistency", True, reason, details)


def run_quality_gates(state: AgentState, as_of: datetime | str) -> list[QualityGateResult]:
    """Run coverage, freshness and consistency; store the verdicts on the state; return them."""
    gates = [
        check_coverage_gate(state),
        check_freshness_gate(state, as_of=as_of),
        check_consistency_gate(state),
    ]
    state.quality_gates = gates
    return gates


# --------------------------------------------------------------------------- helpers


def _is_finite_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool) and math.isfinite(value)


def _is_probability(value: object) -> bool:
    return _is_finite_number(value) and 0.0 <= value <= 1.0  # type: ignore[operator]


def _hours(delta: timedelta) -> float | int:
    hours = delta.total_seconds() / 3600
    return int(hours) if hours == int(hours) else round(hours, 2)


def _results_of(item: object) -> list[Any]:
    if not isinstance(item, dict):
        return []
    content = item.get("content")
    results = content.get("results") if isinstance(content, dict) else None
    return results if isinstance(results, list) else []


def _build(cls: type, data: object, where: str) -> Any:
    """Construct a dataclass from a dict, naming the bad field and location on failure."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where}: expected an object, got {type(data).__name__}")
    names = set(cls.__dataclass_fields__)
    unknown = sorted(set(data) - names)
    if unknown:
        raise SchemaError(
            f"{where}: unknown field(s) {unknown}; expected a subset of {sorted(names)}"
        )
    try:
        return cls(**data)
    except SchemaError as exc:
        raise SchemaError(f"{where}: {exc}") from None
    except TypeError as exc:
        raise SchemaError(f"{where}: {exc}") from None


# --------------------------------------------------------------------------- client protocols
# Declared once, here at the bottom of the dependency graph, so the providers, the tools, the
# tracers, the replay clients and the agents all type against the same two definitions.

JsonMode = bool | Mapping[str, Any]
"""``json_mode`` of an LLM call: False, True (any JSON object), or a JSON Schema to match."""

DEFAULT_MAX_RESULTS = 5
"""Results per search: enough for a claim to appear twice, few enough to fit several searches."""


@runtime_checkable
class LLMClient(Protocol):
    """What an agent may rely on: a name and two ways to ask for a reply."""

    @property
    def model_name(self) -> str: ...

    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str: ...

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]: ...


@runtime_checkable
class SearchClient(Protocol):
    """Anything that can answer a search with typed, dated results.

    ``cutoff_date`` (a ``date`` or ISO string) is part of the contract: a client drops every
    result published on or after it, and keeps undated ones.
    """

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]: ...
