"""Plain data for auditable forecasting agents: questions, messages, results, artifacts.

The types every layer of the package passes around: :class:`ChatMessage` and :class:`TokenUsage` (a
conversation and what it cost), :class:`ForecastQuestion`, :class:`SearchResult`,
:class:`AgentTrace` (one step of an agent loop) and :class:`AgentForecastArtifact` (what one run
produced), with the evidence vocabulary (:data:`EVIDENCE_TYPES`, :data:`DOCUMENT_KINDS`,
:data:`EVIDENCE_TYPE_OF_KIND`), the outcome vocabulary (:class:`StepAction`, what one step did,
and :class:`ArtifactStatus`, how a run ended; :class:`ToolStatus`, how one tool call ran) and
:data:`JsonMode`, the ``json_mode`` of a model call. Standard library only;
:mod:`forecasting_agents.core` re-exports the types a reader uses. The
client protocols that use these types are :class:`forecasting_agents.providers.LLMClient` and
:class:`forecasting_agents.search.SearchClient`; the agent's state and its records are in
:mod:`forecasting_agents.agent`.

Conventions
-----------
- Every record checks its fields when it is built and raises :class:`SchemaError` naming the field.
- Dates are ISO-8601 strings on the wire (``"2025-02-20"``) and are parsed by exactly one function,
  :func:`forecasting_agents.core.parse_iso_date`. A :class:`ForecastQuestion` parses its dates once,
  when it is built; code reads :attr:`ForecastQuestion.cutoff` and
  :attr:`ForecastQuestion.resolution` instead of parsing the strings again.
- A cutoff is exclusive: a document is point-in-time safe only if it was published strictly *before*
  the cutoff date. :func:`forecasting_agents.core.classify_publication` is the one place that rule
  lives.
- Nothing here reads the wall clock: :meth:`ForecastQuestion.resolved_by` takes its day as a
  parameter.
- Outcomes are :class:`enum.StrEnum` members, so code compares against one name, not a spelling;
  a record stores the member's plain ``str`` value (:func:`plain_value`), so a record built live
  holds, prints and writes exactly what the same record read back from JSON holds.
- Probabilities exist only on a forecast: an :class:`AgentForecastArtifact` whose ``status`` is
  anything but ``"forecast"`` carries ``p_yes=None``, so a run that ran out of budget can never be
  read as a 50/50 judgement.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from datetime import date
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from forecasting_agents.core._checks import build_record as _build
from forecasting_agents.core._checks import is_finite_number as _is_finite_number
from forecasting_agents.core._checks import is_probability as _is_probability
from forecasting_agents.core._dates import parsed_date_field as _parsed_date
from forecasting_agents.core._errors import (
    NoForecastError,
    SchemaError,
)
from forecasting_agents.core._text import without_lone_surrogates

__all__ = [
    "ARTIFACT_STATUSES",
    "CHAT_ROLES",
    "DOCUMENT_KINDS",
    "EVIDENCE_TYPES",
    "EVIDENCE_TYPE_OF_KIND",
    "FORECAST_RANGE",
    "QUERY_CHOOSERS",
    "AgentForecastArtifact",
    "AgentTrace",
    "ArtifactStatus",
    "ChatMessage",
    "ForecastQuestion",
    "JsonMode",
    "SearchResult",
    "StepAction",
    "TokenUsage",
    "ToolStatus",
    "plain_value",
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


QUERY_CHOOSERS: tuple[str, ...] = ("model", "harness")
"""Who chose a search's query: the model, in its reply, or the harness, which searches for the
missing evidence itself when the model repeats a query it was refused (``on_repeat``)."""


FORECAST_RANGE = (0.02, 0.98)
"""Where a forecast's probability enters the record: a model's 0 or 1 is clipped into this range
(the raw value kept beside it), so one confident wrong answer cannot make a log score infinite,
and every scorer and aggregate sees the same number."""


class ArtifactStatus(StrEnum):
    """How an agent run ends (:attr:`AgentForecastArtifact.status`). ``INFEASIBLE``: a backtest
    never ran it, because the check before the run showed its question's documents cannot meet
    the coverage gate (no model call was made)."""

    FORECAST = "forecast"
    ABSTAINED = "abstained"
    BUDGET_EXHAUSTED = "budget_exhausted"
    FAILED = "failed"
    INFEASIBLE = "infeasible"


ARTIFACT_STATUSES: tuple[str, ...] = tuple(status.value for status in ArtifactStatus)
"""The values of :class:`ArtifactStatus`, in its order, as plain text (how errors list them)."""


class StepAction(StrEnum):
    """What one step of an agent loop did (:attr:`AgentTrace.action`).

    An accepted action is named as the model named it (``SEARCH``, ``FORECAST``, ``ABSTAIN``); a
    reply the parser refused by why (``PARSE_FAILURE``, ``SCHEMA_FAILURE``, ``UNKNOWN_ACTION``;
    ``INVALID`` for a refusal that names none); the rest are the harness's: the provider failed
    (``PROVIDER_ERROR``), a query repeated (``DUPLICATE_SEARCH``), a forecast the gates refused
    (``GATE_REFUSED``) or an abstention refused (``ABSTAIN_REFUSED``). A trace read back may hold
    other text (a notebook's own loop may record its own); the vocabulary names the package's.
    """

    SEARCH = "search"
    FORECAST = "forecast"
    ABSTAIN = "abstain"
    PARSE_FAILURE = "parse_failure"
    SCHEMA_FAILURE = "schema_failure"
    UNKNOWN_ACTION = "unknown_action"
    INVALID = "invalid"
    PROVIDER_ERROR = "provider_error"
    DUPLICATE_SEARCH = "duplicate_search"
    GATE_REFUSED = "gate_refused"
    ABSTAIN_REFUSED = "abstain_refused"


class ToolStatus(StrEnum):
    """How one tool call ran (``ToolExecution.status`` in :mod:`forecasting_agents.search`, and
    ``ToolTraceEntry.status`` in the agent's state): ``SUCCESS``; ``ERROR``, the client raised;
    ``DISABLED``, there was no client; ``INVALID``, the arguments were malformed and the client
    was not called."""

    SUCCESS = "success"
    ERROR = "error"
    DISABLED = "disabled"
    INVALID = "invalid"


def plain_value(value: Any) -> Any:
    """An enum member as its plain ``str`` value; anything else unchanged.

    What a record stores when it is handed a :class:`StepAction`, an :class:`ArtifactStatus` or
    another outcome enum: the same ``str`` a record read back from JSON holds, so its ``repr``
    (and every table or print of it) is the same whichever way the record was made.
    """
    return value.value if isinstance(value, StrEnum) else value


CHAT_ROLES = ("system", "user", "assistant", "tool")


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
            _parsed_date(self, name)  # parsed here, once: code reads .cutoff/.resolution
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

    @property
    def cutoff(self) -> date | None:
        """``cutoff_date`` as a ``date`` (parsed when the question was built), or None."""
        return _parsed_date(self, "cutoff_date")

    @property
    def resolution(self) -> date | None:
        """``resolution_date`` as a ``date`` (parsed when the question was built), or None."""
        return _parsed_date(self, "resolution_date")

    def resolved_by(self, day: date | None) -> bool:
        """Had the question resolved on or before ``day``? A model whose knowledge runs to
        ``day`` may know its outcome. False when either date is missing."""
        return day is not None and self.resolution is not None and self.resolution <= day

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
    records written before the field existed read and serialise exactly as they did. A lone
    surrogate in the title, URL or snippet (a search server's JSON ``\\ud800``) becomes U+FFFD
    here, so every record and page can hold the result.
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
            setattr(self, name, without_lone_surrogates(getattr(self, name)))
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

    @staticmethod
    def certainly_valid(data: object) -> bool:
        """Would :meth:`from_dict` accept ``data``? Judged by exact types, a tenth of the time
        of building it (a backtest's searches return a hundred thousand results to check).
        Never True for what it refuses; False for some it accepts (a bool score, a dict
        subclass), which the caller then builds, so that every refusal is named as before."""
        if type(data) is not dict or not data.keys() <= _RESULT_FIELDS:
            return False
        get = data.get
        score, kind, published = get("score", 0.0), get("kind"), get("published")
        return (
            type(get("title")) is str
            and type(get("url")) is str
            and type(get("snippet", "")) is str
            and (published is None or type(published) is str)
            and (type(score) is int or (type(score) is float and math.isfinite(score)))
            and (kind is None or (type(kind) is str and kind in DOCUMENT_KINDS))
        )


_RESULT_FIELDS = frozenset(SearchResult.__dataclass_fields__)


# --------------------------------------------------------------------------- agent records


@dataclass
class AgentTrace:
    """One turn of an agent loop: what it did, what it asked, what came back, what it said."""

    step: int
    action: str
    query: str | None = None
    results: list[SearchResult] = field(default_factory=list)
    llm_raw: str | None = None
    documents: list[dict[str, Any]] = field(default_factory=list)
    """For a search: what the harness decided about each document returned (kept under its id,
    or removed by which control, and why); see ``forecasting_agents.search.DocumentDecision``."""
    chosen_by: str = "model"
    """Who chose this step's query (:data:`QUERY_CHOOSERS`): ``"harness"`` for the search the
    harness ran itself after the model repeated a query. Such a step has no model call of its
    own: it shares its step number with the model's refused repeat (``duplicate_search``)."""

    def __post_init__(self) -> None:
        self.action = plain_value(self.action)
        if self.chosen_by not in QUERY_CHOOSERS:
            raise SchemaError(
                f"AgentTrace.chosen_by must be one of {QUERY_CHOOSERS}, got {self.chosen_by!r}"
            )
        if isinstance(self.step, bool) or not isinstance(self.step, int) or self.step < 0:
            raise SchemaError(f"AgentTrace.step must be a non-negative int, got {self.step!r}")
        if not isinstance(self.action, str):
            raise SchemaError(f"AgentTrace.action must be a string, got {self.action!r}")
        for name in ("query", "llm_raw"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, str):
                raise SchemaError(f"AgentTrace.{name} must be a string or None, got {value!r}")
        if not isinstance(self.documents, list) or not all(
            isinstance(d, dict) for d in self.documents
        ):
            raise SchemaError(
                f"AgentTrace.documents must be a list of objects, got {self.documents!r}"
            )

    def to_dict(self) -> dict[str, Any]:
        data = {
            "step": self.step,
            "action": self.action,
            "query": self.query,
            "results": [r.to_dict() for r in self.results],
            "llm_raw": self.llm_raw,
        }
        # Only a search the harness decided on has documents, and only the harness's own search
        # says who chose it; records made before either was kept read back unchanged.
        if self.documents:
            data["documents"] = self.documents
        if self.chosen_by != "model":
            data["chosen_by"] = self.chosen_by
        return data

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
    status: str = ArtifactStatus.FORECAST.value
    p_yes_raw: float | None = None
    """The probability the model gave, when the harness clipped it into
    :data:`FORECAST_RANGE` to make ``p_yes`` (None when it needed no clipping)."""
    cited: list[dict[str, str]] = field(default_factory=list)
    """The documents the forecast rests on, as the model cited them: ``{id, url, title}``."""

    def __post_init__(self) -> None:
        self.status = plain_value(self.status)
        if self.status not in ARTIFACT_STATUSES:
            raise SchemaError(
                f"AgentForecastArtifact.status must be one of {ARTIFACT_STATUSES}, "
                f"got {self.status!r}"
            )
        if self.status == ArtifactStatus.FORECAST and not _is_probability(self.p_yes):
            raise SchemaError(
                f"agent {self.agent_id!r}: a forecast needs p_yes in [0, 1], got {self.p_yes!r}"
            )
        if self.status != ArtifactStatus.FORECAST and (
            self.p_yes is not None or self.p_yes_raw is not None
        ):
            raise SchemaError(
                f"agent {self.agent_id!r}: status {self.status!r} is not a forecast, so p_yes "
                f"must be None (got {self.p_yes!r}); only a forecast carries a probability"
            )
        if self.p_yes_raw is not None and not _is_probability(self.p_yes_raw):
            raise SchemaError(
                f"agent {self.agent_id!r}: p_yes_raw must be in [0, 1], got {self.p_yes_raw!r}"
            )
        if not isinstance(self.cited, list) or not all(
            isinstance(c, dict) and all(isinstance(v, str) for v in c.values()) for c in self.cited
        ):
            raise SchemaError(
                f"agent {self.agent_id!r}: cited must be a list of {{id, url, title}}"
            )

    @property
    def forecast_produced(self) -> bool:
        return self.status == ArtifactStatus.FORECAST

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
            "p_yes_raw": self.p_yes_raw,
            "cited": [dict(c) for c in self.cited],
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


# --------------------------------------------------------------------------- client protocols
# Declared once, here at the bottom of the dependency graph, so the providers, the tools, the
# tracers, the replay clients and the agents all type against the same two definitions.

JsonMode = bool | Mapping[str, Any]
"""``json_mode`` of an LLM call: False, True (any JSON object), or a JSON Schema to match."""
