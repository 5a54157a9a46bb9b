"""What an agent knows from the inside: AgentState, its records, its checkpoint and its gates.

:class:`AgentState` holds plain JSON-able data, so a checkpoint is one ``to_json`` call and a
restore is byte-identical. Its ``evidence`` and ``tool_trace`` lists hold dicts in the shapes of
:class:`EvidenceItem` and :class:`ToolTraceEntry`, the one definition of each (built with those
records by the research agent and notebook 03); a tool-trace entry is made from the search
executor's log of the call (:meth:`ToolTraceEntry.from_execution`, over a
:class:`forecasting_agents.search.ToolExecution`). The quality gates read a state and return a
:class:`QualityGateResult` named by a :class:`GateName`; :func:`check_quality_gates` runs all
three and only reads, :func:`run_quality_gates` also records the verdicts on the state. What the
coverage gate asks for is a :class:`CoverageRequirements` (default: the course's). Where the
agent is, is a :class:`SynthesisStatus`; records store an enum member as its plain value, as a
checkpoint read back holds it (:func:`forecasting_agents.core._schemas.plain_value`). Nothing here
reads the wall clock (``as_of`` is a parameter).
:mod:`forecasting_agents.agent` re-exports the state, its records and the gates.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field, fields
from datetime import date, datetime, timedelta
from enum import StrEnum
from types import MappingProxyType
from typing import Any

from forecasting_agents.core._checks import build_record as _build
from forecasting_agents.core._checks import first_non_json
from forecasting_agents.core._dates import (
    classify_publication,
    parse_iso_date,
    parse_iso_timestamp,
    parsed_date_field,
)
from forecasting_agents.core._errors import (
    DateParseError,
    SchemaError,
)
from forecasting_agents.core._schemas import (
    EVIDENCE_TYPE_OF_KIND,
    EVIDENCE_TYPES,
    QUERY_CHOOSERS,
    ArtifactStatus,
    plain_value,
)
from forecasting_agents.search._decisions import REMOVAL_COUNTS
from forecasting_agents.search._executor import ToolExecution

__all__ = [
    "DEFAULT_FRESHNESS_WINDOW",
    "DEFAULT_MIN_EVIDENCE_ITEMS",
    "DEFAULT_REQUIRED_EVIDENCE_TYPES",
    "MAX_CHECKPOINT_DEPTH",
    "NO_REQUIRED_TYPES",
    "SYNTHESIS_STATUSES",
    "SYNTHESIS_STATUS_OF_OUTCOME",
    "AgentState",
    "CoverageRequirements",
    "EvidenceItem",
    "GateName",
    "QualityGateResult",
    "SynthesisStatus",
    "ToolTraceEntry",
    "check_consistency_gate",
    "check_coverage_gate",
    "check_freshness_gate",
    "check_quality_gates",
    "document_evidence_type",
    "document_key",
    "group_by_evidence_type",
    "parse_required_types",
    "run_quality_gates",
]


DEFAULT_REQUIRED_EVIDENCE_TYPES: tuple[str, ...] = EVIDENCE_TYPES
"""Evidence types a forecast needs: current reporting, and a historical frequency to adjust."""

DEFAULT_MIN_EVIDENCE_ITEMS = 3
"""Fewest distinct documents the coverage gate accepts (a document found twice counts once)."""

NO_REQUIRED_TYPES = "none"
"""What a command line or a notebook parameter writes to require no evidence type."""

DEFAULT_FRESHNESS_WINDOW = timedelta(hours=24)
"""Oldest retrieval the freshness gate accepts; the course's questions move on news cycles."""


class SynthesisStatus(StrEnum):
    """Where the agent is (:attr:`AgentState.synthesis_status`): not started, gathering, then the
    run's one outcome (``COMPLETE`` is a forecast; ``INFEASIBLE`` a run a backtest never started),
    as :data:`SYNTHESIS_STATUS_OF_OUTCOME` derives it from the artifact's status."""

    PENDING = "pending"
    IN_PROGRESS = "in_progress"
    COMPLETE = "complete"
    ABSTAINED = "abstained"
    BUDGET_EXHAUSTED = "budget_exhausted"
    FAILED = "failed"
    INFEASIBLE = "infeasible"


SYNTHESIS_STATUSES: tuple[str, ...] = tuple(status.value for status in SynthesisStatus)
"""The values of :class:`SynthesisStatus`, in its order, as plain text (how errors list them)."""

SYNTHESIS_STATUS_OF_OUTCOME: Mapping[str, SynthesisStatus] = MappingProxyType(
    {
        ArtifactStatus.FORECAST: SynthesisStatus.COMPLETE,
        ArtifactStatus.ABSTAINED: SynthesisStatus.ABSTAINED,
        ArtifactStatus.BUDGET_EXHAUSTED: SynthesisStatus.BUDGET_EXHAUSTED,
        ArtifactStatus.FAILED: SynthesisStatus.FAILED,
        ArtifactStatus.INFEASIBLE: SynthesisStatus.INFEASIBLE,
    }
)
"""The state's final ``synthesis_status`` for each :class:`forecasting_agents.core.ArtifactStatus`
(looked up by the member or its plain value, which hash and compare alike)."""


class GateName(StrEnum):
    """The three quality gates (:attr:`QualityGateResult.gate_name`), in the order
    :func:`run_quality_gates` runs them."""

    COVERAGE = "coverage"
    FRESHNESS = "freshness"
    CONSISTENCY = "consistency"


@dataclass
class QualityGateResult:
    """The verdict of one gate: which, whether it passed, why, and the specifics."""

    gate_name: str
    passed: bool
    reason: str
    details: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        # A GateName is stored as its plain value, as a checkpoint read back holds it.
        self.gate_name = plain_value(self.gate_name)


# --------------------------------------------------------------------------- state records


@dataclass(frozen=True)
class EvidenceItem:
    """One item of :attr:`AgentState.evidence`: documents of one type, found by one query.

    ``timestamp`` is when they were retrieved (an ISO timestamp, read by the freshness gate);
    ``results`` are the documents as dicts (``SearchResult.to_dict()``, or hand-typed ones with
    at least ``title`` and ``published``). :meth:`to_dict` is the shape the state stores and the
    gates read: ``type``, ``source``, ``timestamp``, ``query``, ``content: {results}``.
    """

    type: str
    source: str
    timestamp: str
    query: str
    results: list[dict[str, Any]]

    def __post_init__(self) -> None:
        _check_fields(self, ("type", "source", "query"), _is_text, "text")
        parse_iso_timestamp(self.timestamp, what="EvidenceItem.timestamp")
        if not isinstance(self.results, list):
            raise SchemaError(f"EvidenceItem.results must be a list, got {self.results!r:.60}")
        _check_items(self.results, dict, "EvidenceItem.results")

    def to_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "source": self.source,
            "timestamp": self.timestamp,
            "query": self.query,
            "content": {"results": [dict(result) for result in self.results]},
        }

    @classmethod
    def from_dict(cls, data: object, *, where: str = "evidence") -> EvidenceItem:
        _check_exact_keys(data, _EVIDENCE_KEYS, where)
        assert isinstance(data, dict)
        _check_exact_keys(data["content"], ("results",), f"{where}.content")
        named = {key: value for key, value in data.items() if key != "content"}
        return _build(cls, {**named, "results": data["content"]["results"]}, where)


@dataclass(frozen=True)
class ToolTraceEntry:
    """One entry of :attr:`AgentState.tool_trace`: one tool call, including calls that failed.

    Built from the executor's log of the call (a
    :class:`forecasting_agents.search.ToolExecution`) by :meth:`from_execution`, which copies
    ``tool``, ``status``, ``returned`` (results kept) and the ``removed_*`` counts; the caller
    adds what only it knows. ``step`` is the agent step that made the call (``None`` outside an
    agent loop); ``query`` is what was asked for and ``query_sent`` what the harness sent;
    ``evidence_type`` is the type the caller asked for and ``types_found`` counts the documents
    found per type.
    ``chosen_by`` says who chose the query
    (:data:`forecasting_agents.core._schemas.QUERY_CHOOSERS`): ``"harness"`` for the search the
    harness ran itself after the model repeated a query. It is written only then, so an entry of the
    model's own reads as entries made before it existed.
    """

    tool: str
    step: int | None
    query: str
    query_sent: str
    evidence_type: str | None
    types_found: dict[str, int]
    status: str
    returned: int
    removed_by_policy: int = 0
    removed_by_cutoff: int = 0
    removed_undated: int = 0
    removed_by_leak_check: int = 0
    chosen_by: str = "model"

    def __post_init__(self) -> None:
        _check_fields(self, ("tool", "query", "query_sent", "status"), _is_text, "text")
        if self.chosen_by not in QUERY_CHOOSERS:
            raise SchemaError(
                f"ToolTraceEntry.chosen_by must be one of {QUERY_CHOOSERS}, "
                f"got {self.chosen_by!r:.60}"
            )
        _check_fields(self, _TRACE_COUNTS, _is_count, "a count (an int >= 0)")
        if self.step is not None:
            _check_fields(self, ("step",), _is_count, "a count or None")
        if self.evidence_type is not None:
            _check_fields(self, ("evidence_type",), _is_text, "text or None")
        found = self.types_found
        if not isinstance(found, dict) or not all(
            _is_text(k) and _is_count(v) for k, v in found.items()
        ):
            raise SchemaError(
                f"ToolTraceEntry.types_found must map evidence types to counts, got {found!r:.60}"
            )

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        if self.chosen_by == "model":  # the default: entries made before the field read alike
            del data["chosen_by"]
        return data

    @classmethod
    def from_execution(
        cls,
        execution: ToolExecution,
        *,
        step: int | None = None,
        query: str | None = None,
        evidence_type: str | None = None,
        types_found: Mapping[str, int] | None = None,
        chosen_by: str = "model",
    ) -> ToolTraceEntry:
        """The executor's log of one call as an entry of an agent's state.

        The one place a tool-trace entry is made: the outcome and the counts come from the
        log entry; the caller adds what only it knows (its step, the query it was asked for
        when the harness sent another, the evidence type asked for, the types found, and who
        chose the query).
        """
        sent = str(execution.args.get("query", ""))
        return cls(
            tool=execution.tool,
            step=step,
            query=sent if query is None else query,
            query_sent=sent,
            evidence_type=evidence_type,
            types_found=dict(types_found or {}),
            status=execution.status,
            returned=execution.result_count,
            **{name: getattr(execution, name) for name in REMOVAL_COUNTS},
            chosen_by=chosen_by,
        )

    @classmethod
    def from_dict(cls, data: object, *, where: str = "tool_trace") -> ToolTraceEntry:
        if isinstance(data, dict):
            missing = [
                f.name for f in fields(cls) if f.name not in data and f.name not in _TRACE_OPTIONAL
            ]
            if missing:
                raise SchemaError(f"{where}: missing field(s) {missing}")
        return _build(cls, data, where)


_EVIDENCE_KEYS = ("type", "source", "timestamp", "query", "content")
_TRACE_COUNTS = ("returned", *REMOVAL_COUNTS)
_TRACE_OPTIONAL = ("chosen_by",)
"""Tool-trace fields written only when not their default (see :class:`ToolTraceEntry`)."""


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _is_text(value: object) -> bool:
    return isinstance(value, str)


def _check_fields(record: object, names: Iterable[str], test: Any, expected: str) -> None:
    """Each named field of ``record`` passes ``test``, else an error naming the field."""
    for name in names:
        value = getattr(record, name)
        if not test(value):
            raise SchemaError(
                f"{type(record).__name__}.{name} must be {expected}, got {value!r:.60}"
            )


def _check_exact_keys(data: object, expected: tuple[str, ...], where: str) -> None:
    """No field missing and none unknown: a record read back has exactly its own shape."""
    if not isinstance(data, dict):
        raise SchemaError(f"{where}: expected a JSON object, got {type(data).__name__}")
    missing = [name for name in expected if name not in data]
    unknown = sorted(set(data) - set(expected))
    if missing or unknown:
        raise SchemaError(
            f"{where}: missing field(s) {missing}, unknown field(s) {unknown}; "
            f"expected exactly {list(expected)}"
        )


def group_by_evidence_type(
    results: Iterable[Mapping[str, Any]], default: str
) -> dict[str, list[dict[str, Any]]]:
    """Documents grouped by the evidence type each supplies (:func:`document_evidence_type`).

    Types come in :data:`EVIDENCE_TYPES` order, then any other by name, so the items written
    for one search, and the counts reported for it, are always in the same order.
    """
    by_type: dict[str, list[dict[str, Any]]] = {}
    for result in results:
        by_type.setdefault(document_evidence_type(result, default), []).append(dict(result))
    return {kind: by_type[kind] for kind in sorted(by_type, key=_type_order)}


def _type_order(kind: str) -> tuple[int, str]:
    return (EVIDENCE_TYPES.index(kind) if kind in EVIDENCE_TYPES else len(EVIDENCE_TYPES), kind)


@dataclass
class AgentState:
    """What an agent knows from the inside: eight fields, all plain JSON-able data.

    ``evidence`` items are dicts with ``type``, ``source``, ``timestamp`` (retrieval time),
    ``query`` and ``content`` (whose ``results`` list holds dicts with a ``published`` date):
    ``EvidenceItem.to_dict()`` writes them, and ``ToolTraceEntry.to_dict()`` the ``tool_trace``
    entries. The lists stay plain dicts, so a checkpoint is JSON and a hand-typed item (as the
    gate lessons use) is still a state; the gates read what is there and report what is wrong.
    ``cutoff_date`` is parsed once per value it takes (:attr:`cutoff`).
    ``to_json`` then ``from_json`` then ``to_json`` is byte-identical.
    """

    question: str
    cutoff_date: str | None = None
    run_id: str = field(default_factory=lambda: uuid.uuid4().hex[:12])
    evidence: list[dict[str, Any]] = field(default_factory=list)
    open_questions: list[str] = field(default_factory=list)
    tool_trace: list[dict[str, Any]] = field(default_factory=list)
    quality_gates: list[QualityGateResult] = field(default_factory=list)
    synthesis_status: str = SynthesisStatus.PENDING.value

    def __post_init__(self) -> None:
        # Stored as plain text (a member's value), as a checkpoint read back holds it.
        self.synthesis_status = plain_value(self.synthesis_status)
        # Checked when built, so a state that exists can always be checkpointed and restored.
        self._check()

    def _check(self) -> None:
        if self.synthesis_status not in SYNTHESIS_STATUSES:
            raise SchemaError(
                f"AgentState.synthesis_status must be one of {SYNTHESIS_STATUSES}, "
                f"got {self.synthesis_status!r}"
            )
        # The state's own cutoff is parsed once per value it takes (see .cutoff), not per check.
        _check_state_data(self._record(), "AgentState", parse_cutoff=False)
        parsed_date_field(self, "cutoff_date")

    @property
    def cutoff(self) -> date | None:
        """``cutoff_date`` as a ``date``, parsed once per value it takes, or None."""
        return parsed_date_field(self, "cutoff_date")

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


def _check_state_data(data: object, where: str, *, parse_cutoff: bool = True) -> None:
    """The one definition of a valid checkpoint, for a parsed one and for a state being built.

    (``synthesis_status`` is checked by the state itself, which every restore goes through.)
    """
    _check_record(data, _STATE_FIELD_KINDS, where)
    assert isinstance(data, dict)
    _check_items(data["evidence"], dict, f"{where}.evidence")
    _check_items(data["tool_trace"], dict, f"{where}.tool_trace")
    _check_items(data["open_questions"], str, f"{where}.open_questions")
    if data["cutoff_date"] is not None and parse_cutoff:
        parse_iso_date(data["cutoff_date"], what=f"{where}.cutoff_date")
    for i, raw in enumerate(data["quality_gates"]):
        _check_record(raw, _GATE_FIELD_KINDS, f"{where}.quality_gates[{i}]")
    _check_json_value(data, where)


def _check_json_value(value: object, where: str) -> None:
    """Only what JSON holds and reads back unchanged: text keys, finite numbers, no objects."""
    found = first_non_json(value, where, max_depth=MAX_CHECKPOINT_DEPTH)
    if found is None:
        return
    path, problem, bad = found
    if problem == "number":
        raise SchemaError(f"{path}: {bad!r} cannot be written as JSON; use a finite number")
    if problem == "depth":
        raise SchemaError(f"{path}: nested deeper than {MAX_CHECKPOINT_DEPTH} levels")
    if problem == "key":
        raise SchemaError(f"{path}: object keys must be text, got {bad!r}")
    raise SchemaError(
        f"{path}: a {type(bad).__name__} cannot be stored in a checkpoint; "
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


@dataclass(frozen=True)
class CoverageRequirements:
    """What the coverage gate asks of the evidence: how many distinct documents, of which types.

    ``min_documents`` distinct documents (a whole number >= 1), and at least one document of each
    of ``required_types`` (names from :data:`EVIDENCE_TYPES`, possibly none). The defaults are
    the course's, :data:`DEFAULT_MIN_EVIDENCE_ITEMS` and :data:`DEFAULT_REQUIRED_EVIDENCE_TYPES`.
    Checked when built, a bad value raising ``ValueError`` naming it and what is accepted; the
    types are kept once each, in :data:`EVIDENCE_TYPES` order, so two spellings of one
    requirement are equal (and record alike). :meth:`check` is the gate under these settings.
    """

    min_documents: int = DEFAULT_MIN_EVIDENCE_ITEMS
    required_types: tuple[str, ...] = DEFAULT_REQUIRED_EVIDENCE_TYPES

    def __post_init__(self) -> None:
        count = self.min_documents
        if isinstance(count, bool) or not isinstance(count, int) or count < 1:
            raise ValueError(f"min_documents: got {count!r}; accepted: a whole number >= 1")
        object.__setattr__(self, "required_types", _checked_types(self.required_types))

    def check(self, state: AgentState) -> QualityGateResult:
        """The coverage gate on ``state`` under these requirements."""
        return check_coverage_gate(state, self.required_types, self.min_documents)

    def describe(self) -> str:
        """The requirements in words: ``at least 3 distinct documents, including each type:
        search_results, base_rate``, or ``at least 1 distinct document, of any type``."""
        noun = "document" if self.min_documents == 1 else "documents"
        types = ", ".join(self.required_types)
        kinds = f"including each type: {types}" if types else "of any type"
        return f"at least {self.min_documents} distinct {noun}, {kinds}"


def _checked_types(value: object) -> tuple[str, ...]:
    """Names from :data:`EVIDENCE_TYPES`, once each and in its order; else a ValueError."""
    accepted = f"accepted: names from {', '.join(EVIDENCE_TYPES)}, or none"
    if isinstance(value, str) or not isinstance(value, list | tuple):
        raise ValueError(f"required_types: got {value!r}; {accepted}, as a tuple")
    unknown = [kind for kind in value if kind not in EVIDENCE_TYPES]
    if unknown:
        raise ValueError(f"required_types: got {unknown[0]!r}; {accepted}")
    return tuple(kind for kind in EVIDENCE_TYPES if kind in value)


def parse_required_types(value: str | Sequence[str]) -> tuple[str, ...]:
    """Required evidence types as a person writes them: ``"search_results,base_rate"``, a list
    of names, or :data:`NO_REQUIRED_TYPES` (``"none"``) for none; kept once each, in
    :data:`EVIDENCE_TYPES` order. A ValueError says ``got <value>; accepted: ...``.
    """
    if isinstance(value, str) and value.strip().lower() == NO_REQUIRED_TYPES:
        return ()
    names = value.split(",") if isinstance(value, str) else value
    listed = list(names) if isinstance(names, list | tuple) else []
    cleaned = [name.strip() for name in listed if isinstance(name, str)]
    if cleaned and len(cleaned) == len(listed) and all(n in EVIDENCE_TYPES for n in cleaned):
        return _checked_types(cleaned)
    raise ValueError(
        f"got {value!r}; accepted: comma-separated names from {', '.join(EVIDENCE_TYPES)}, "
        f"or {NO_REQUIRED_TYPES!r}"
    )


def document_evidence_type(result: object, default: str) -> str:
    """The evidence type one document supplies: its data's ``kind`` if it has one, else ``default``.

    ``default`` is what the code that recorded the document decided (the agent's harness, or a
    notebook's search plan), never a model's label for its own search.
    """
    kind = result.get("kind") if isinstance(result, Mapping) else None
    return EVIDENCE_TYPE_OF_KIND.get(kind, default) if isinstance(kind, str) else default


def document_key(result: object) -> str:
    """One document's identity: its URL, else its title and date (a result without a URL).

    The one identity of a document in an agent's run: the coverage gate counts each once by it,
    the research agent gives each its citation id (``D1``, ``D2``...) by it, and the coverage
    check before a backtest counts by it."""
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
            by_type.setdefault(kind, set()).add(document_key(result))
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
        return QualityGateResult(GateName.COVERAGE, False, "; ".join(issues), details)
    kinds = ", ".join(f"{k}={v}" for k, v in counts.items())
    return QualityGateResult(
        GateName.COVERAGE, True, f"{total} distinct documents ({kinds})", details
    )


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
        return QualityGateResult(GateName.FRESHNESS, False, "no evidence to check", details)
    if issues:
        return QualityGateResult(GateName.FRESHNESS, False, f"{len(issues)} stale or bad", details)
    oldest = max(ages)
    reason = f"all {len(ages)} items retrieved within {_hours(max_age)} h (oldest {oldest:g} h)"
    return QualityGateResult(GateName.FRESHNESS, True, reason, details)


def check_consistency_gate(state: AgentState) -> QualityGateResult:
    """Does every search result carry a parseable publication date before the cutoff?

    Missing, unparseable and post-cutoff dates are counted and listed separately: they mean a
    tool that could not date a page, a provider bug, and hindsight already in the run.
    """
    if state.cutoff_date is None:
        details = {"issues": ["state has no cutoff_date, so no date can be checked"]}
        return QualityGateResult(GateName.CONSISTENCY, False, "no cutoff declared", details)
    cutoff = state.cutoff
    assert cutoff is not None  # cutoff_date is not None, checked above
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
        return QualityGateResult(GateName.CONSISTENCY, False, f"{counts} of {checked}", details)
    reason = f"all {checked} results published before {cutoff}"
    return QualityGateResult(GateName.CONSISTENCY, True, reason, details)


def check_quality_gates(
    state: AgentState, as_of: datetime | str, coverage: CoverageRequirements | None = None
) -> list[QualityGateResult]:
    """The verdicts of coverage, freshness and consistency on ``state``, in that order.

    A pure check: the state is read, never changed, so a caller may look at what the gates say
    at any moment without touching the run (:func:`run_quality_gates` is the check that also
    records). ``coverage`` is what the coverage gate asks for (default: the course's).
    """
    return [
        (coverage or CoverageRequirements()).check(state),
        check_freshness_gate(state, as_of=as_of),
        check_consistency_gate(state),
    ]


def run_quality_gates(
    state: AgentState, as_of: datetime | str, coverage: CoverageRequirements | None = None
) -> list[QualityGateResult]:
    """Check the gates (:func:`check_quality_gates`), record the verdicts on the state as its
    ``quality_gates`` (what a checkpoint keeps of them), and return them.

    ``coverage`` is what the coverage gate asks for (default: the course's requirements).
    """
    gates = check_quality_gates(state, as_of, coverage)
    state.quality_gates = gates
    return gates


# --------------------------------------------------------------------------- helpers


def _hours(delta: timedelta) -> float | int:
    hours = delta.total_seconds() / 3600
    return int(hours) if hours == int(hours) else round(hours, 2)


def _results_of(item: object) -> list[Any]:
    if not isinstance(item, dict):
        return []
    content = item.get("content")
    results = content.get("results") if isinstance(content, dict) else None
    return results if isinstance(results, list) else []
