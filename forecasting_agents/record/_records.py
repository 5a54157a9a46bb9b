"""Trace records: the typed shape of each recorded call, trace validation, and the digest.

A run trace (:class:`forecasting_agents.record.RunTrace`, in ``_trace``) is a JSON document. This
module is the one place its shape is defined and checked:

- :class:`LLMCallRecord` and :class:`SearchCallRecord` are the one definition of a recorded model
  call and a recorded search. The tracers (``_tracing``) build them, the validator here checks
  exactly their fields, and the replay clients (``_replay``) read recorded calls back as them.
  :data:`LLM_CALL_KEYS` and :data:`SEARCH_CALL_KEYS` are derived from their fields.
- :func:`validate_trace` checks a whole document (version, header, question, artifacts, every call,
  digest) and raises :class:`TraceFormatError` naming the source and the field.
- :func:`trace_digest` is the SHA-256 that seals a version 1.2 trace, taken over
  :func:`forecasting_agents.core.canonical_json`.

Conventions
-----------
- Every version in :data:`READABLE_SCHEMA_VERSIONS` is read: :data:`SCHEMA_VERSION` (written), the
  sealed ``"1.2"`` and ``"1.3"``, and
  :data:`LEGACY_SCHEMA_VERSION` (the integer 1: no digest, no wire ``request``, ``json_schema`` or
  ``attempts`` on an LLM call). What each version changed is said once, in the ordered list of
  ``_migrations``; the version constants, each version's top-level keys (:func:`trace_fields`)
  and its call keys (:func:`llm_call_keys`) derive from it and from one field list.
- Error messages read ``<source>: <field path>: <problem>``, e.g.
  ``x.json: llm_calls[3].reply: expected a string or null, got 12``.
- Nesting deeper than :data:`MAX_NESTING_DEPTH` is refused before any recursive code runs.
- What a client was given becomes record data through the helpers here (:func:`message_dicts`,
  :func:`wire_method`, :func:`json_schema_of`, :func:`plain_json`, :func:`iso_cutoff`), which the
  tracers and the replay clients share, so a recorded call and the call replay sees now are put in
  the same form by the same code.
- Imports only the standard library and :mod:`forecasting_agents.core`.
"""

from __future__ import annotations

import copy
import hashlib
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any

from forecasting_agents.core._checks import (
    first_non_json,
    json_path,
)
from forecasting_agents.core._dates import (
    parse_iso_date,
    parse_iso_timestamp,
)
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._files import canonical_json
from forecasting_agents.core._schemas import (
    CHAT_ROLES,
    AgentForecastArtifact,
    ForecastQuestion,
    JsonMode,
    SearchResult,
)
from forecasting_agents.core._text import clip
from forecasting_agents.record._migrations import (
    MIGRATIONS,
    call_keys_of,
    fields_of,
    is_sealed,
    migration_of,
    versions_adding,
)
from forecasting_agents.record._spill import plain_json

__all__ = [
    "COMPACT_1_3",
    "DIGEST_ALGORITHM",
    "ERROR_RECORD_KEYS",
    "LEGACY_LLM_CALL_KEYS",
    "LEGACY_SCHEMA_VERSION",
    "LEGACY_TRACE_FIELDS",
    "LLM_CALL_KEYS",
    "LLM_MODES",
    "MAX_NESTING_DEPTH",
    "MAX_REPR_CHARS",
    "MESSAGE_KEYS",
    "READABLE_SCHEMA_VERSIONS",
    "SCHEMA_VERSION",
    "SEALED_1_2",
    "SEARCH_CALL_KEYS",
    "SIGNED_TRACE_FIELDS",
    "TRACE_FIELDS",
    "UNSEALED_FIELDS",
    "USAGE_KEYS",
    "LLMCallRecord",
    "SearchCallRecord",
    "TraceFormatError",
    "check_depth",
    "check_jsonable",
    "iso_cutoff",
    "json_schema_of",
    "llm_call_keys",
    "message_dicts",
    "plain_json",
    "sealed",
    "short_repr",
    "trace_digest",
    "trace_fields",
    "validate_trace",
    "validate_trace_header",
    "validate_trace_lists",
    "wire_method",
]


SCHEMA_VERSION = str(MIGRATIONS[-1].version)
"""Version of the trace file format this code writes, the last of ``_migrations.MIGRATIONS``: add
a version there on any layout change. 1.3 stores each model call's conversation as what it added
to the previous call's, and its request body with references to those messages (see
``_compact``); 1.4 also stores each reply once, where its call recorded it (a later message or a
step's ``llm_raw`` that repeats it refers to it). In memory a call looks as in 1.2 in all of
them."""

COMPACT_1_3 = next(str(m.version) for m in MIGRATIONS if m.messages_once)
"""The first version whose calls are stored as their additions (read, and re-saved as it was)."""

SEALED_1_2 = str(versions_adding("digest")[0])
"""The first sealed version: a digest, the wire request, the JSON schema and the attempts."""

LEGACY_SCHEMA_VERSION = MIGRATIONS[0].version
"""The version the first pinned traces were written in: no digest and no wire requests. It is
still read (and replayed) so those traces keep working; it is the integer 1, not 1.0 or "1"."""

READABLE_SCHEMA_VERSIONS: tuple[int | str, ...] = tuple(m.version for m in MIGRATIONS)

DIGEST_ALGORITHM = "sha256"
_DIGEST_RE = re.compile(DIGEST_ALGORITHM + r":[0-9a-f]{64}")

LLM_MODES = ("live", "scripted", "replay", "unknown")
"""How a reply was produced: a real API, canned text, a replayed record, or not said."""

MAX_NESTING_DEPTH = 64
"""Deepest nesting of lists and objects a trace may hold; deeper input is refused by name
before any recursive code (validation, JSON encoding) could hit Python's recursion limit."""

MAX_REPR_CHARS = 80
"""Longest quoted value an error message shows; a bad field may hold a whole document."""


# --------------------------------------------------------------------------- errors


class TraceFormatError(SchemaError):
    """A trace file (or a record about to become one) does not have the documented shape.

    The message names the file and the path of the bad field, e.g.
    ``forecast_traces/x.json: llm_calls[3].reply: expected a string or null, got 12``.
    """

    def __init__(self, source: str, field_path: str, problem: str) -> None:
        self.source = source
        self.field_path = field_path
        self.problem = problem
        where = f"{source}: {field_path}" if field_path else source
        super().__init__(f"{where}: {problem}")


# --------------------------------------------------------------------------- records


@dataclass(kw_only=True)
class LLMCallRecord:
    """One model call as a trace records it: the shape of each entry of ``RunTrace.llm_calls``.

    This field list is the one definition of the record: the tracer builds records from it,
    :data:`LLM_CALL_KEYS` is derived from it, the validator checks exactly these keys (the
    three that ``_migrations`` says 1.2 added are absent from a legacy trace), and the replay
    client reads recorded calls back as records. ``model`` is the model that was requested and
    ``response_model`` the one the server reported; they may differ.
    """

    label: str
    index: int
    provider: str
    model: str
    model_name: str
    response_model: str | None
    mode: str
    settings: dict[str, Any]
    json_mode: bool
    messages: list[dict[str, str]]
    reply: str | None
    usage: dict[str, int]
    error: dict[str, Any] | None
    duration_ms: int | float
    request: dict[str, Any] | None = None
    json_schema: dict[str, Any] | None = None
    attempts: list[dict[str, Any]] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """The record as a trace stores it (version 1.2 keys, in definition order)."""
        return {name: copy.deepcopy(getattr(self, name)) for name in LLM_CALL_KEYS}

    @classmethod
    def from_dict(
        cls,
        data: object,
        *,
        where: str = "llm_call",
        version: int | str = SCHEMA_VERSION,
        source: str = "<dict>",
    ) -> LLMCallRecord:
        """Validate one recorded call of a trace of ``version`` and build the typed record.

        A legacy call gets the defaults of the three 1.2 fields (no request, no schema, no
        attempts). ``source`` names the file in an error message.
        """
        _validate_llm_call(_Check(source), data, where, version)
        assert isinstance(data, dict)
        return cls(**copy.deepcopy(data))


LLM_CALL_KEYS: tuple[str, ...] = tuple(f.name for f in fields(LLMCallRecord))
LEGACY_LLM_CALL_KEYS: tuple[str, ...] = call_keys_of(LEGACY_SCHEMA_VERSION, LLM_CALL_KEYS)


def llm_call_keys(version: int | str) -> tuple[str, ...]:
    """The keys an LLM call record has in a trace of ``version``."""
    return call_keys_of(version, LLM_CALL_KEYS)


@dataclass(kw_only=True)
class SearchCallRecord:
    """One search request as a trace records it: each entry of ``RunTrace.search_calls``.

    The one definition of the record, as :class:`LLMCallRecord` is for model calls: the search
    tracer builds it, :data:`SEARCH_CALL_KEYS` is derived from it, the validator checks exactly
    these keys, and the replay search client reads recorded searches back as it. A search
    either returned ``results`` (``error`` null) or failed (``results`` null, ``error`` set).
    Its layout is the same in both trace versions.
    """

    label: str
    index: int
    client: str
    query: str
    max_results: int
    cutoff_date: str | None
    results: list[dict[str, Any]] | None
    error: dict[str, Any] | None
    duration_ms: int | float

    def to_dict(self) -> dict[str, Any]:
        """The record as a trace stores it, keys in definition order."""
        return {name: copy.deepcopy(getattr(self, name)) for name in SEARCH_CALL_KEYS}

    @classmethod
    def from_dict(
        cls, data: object, *, where: str = "search_call", source: str = "<dict>"
    ) -> SearchCallRecord:
        """Validate one recorded search and build the typed record."""
        _validate_search_call(_Check(source), data, where)
        assert isinstance(data, dict)
        return cls(**copy.deepcopy(data))


SEARCH_CALL_KEYS: tuple[str, ...] = tuple(f.name for f in fields(SearchCallRecord))

LEGACY_TRACE_FIELDS = (
    "schema_version",
    "run_id",
    "created_at",
    "notebook",
    "provider",
    "question",
    "params",
    "agents",
    "llm_calls",
    "search_calls",
    "notes",
)
"""The top-level keys of a legacy (version 1) trace, in the order they are written: the content
every version holds, which later versions add their keys to (``_migrations``)."""
TRACE_FIELDS = fields_of(SEALED_1_2, LEGACY_TRACE_FIELDS)
"""The top-level keys of a version 1.2 trace file: version 1's and the ``digest``."""
SIGNED_TRACE_FIELDS = fields_of(COMPACT_1_3, LEGACY_TRACE_FIELDS)
"""The top-level keys of a version 1.3 trace: 1.2's and ``signature`` (null when unsigned)."""
UNSEALED_FIELDS = ("digest", "signature")
"""What the digest is not taken over: itself, and the signature of it."""


def trace_fields(version: int | str) -> tuple[str, ...]:
    """The top-level keys of a trace of ``version``, in the order they are written."""
    return fields_of(version, LEGACY_TRACE_FIELDS)


_RUN_ID_RE = re.compile(r"[0-9a-f]{12}")
_CREATED_AT_RE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z")
# The notebook name becomes part of a file name, so it may not carry a path or a leading dot.
_NOTEBOOK_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.\-]*")


# --------------------------------------------------------------------------- call content
# How what a client was given becomes record data; shared by the tracers and the replay clients,
# so a recorded call and the call replay sees now are put in the same form by the same code.


def message_dicts(messages: Iterable[Any]) -> list[dict[str, str]]:
    """Snapshot a conversation as plain ``{role, content}`` dicts (ChatMessage or dict input)."""
    out = []
    for i, message in enumerate(messages):
        if isinstance(message, Mapping):
            role, content = message.get("role"), message.get("content")
        else:
            role, content = getattr(message, "role", None), getattr(message, "content", None)
        if not isinstance(role, str) or not isinstance(content, str):
            raise SchemaError(
                f"messages[{i}]: expected a ChatMessage or {{'role': str, 'content': str}}, "
                f"got {short_repr(message)}"
            )
        out.append({"role": role, "content": content})
    return out


def wire_method(llm: Any) -> Any:
    """The client's "what would I send" method: ``request_body`` (``request_kwargs`` for the
    Anthropic SDK client), or None for a client with no wire format (mock, scripted, fakes)."""
    for name in ("request_body", "request_kwargs"):
        method = getattr(llm, name, None)
        if callable(method):
            return method
    return None


def json_schema_of(json_mode: JsonMode) -> dict[str, Any] | None:
    """The JSON schema a reply was constrained to (json_mode given as a Mapping), else None."""
    return plain_json(json_mode) if isinstance(json_mode, Mapping) else None


def iso_cutoff(value: object) -> str | None:
    """A cutoff as an ISO date string for the record; unparseable input is kept as text."""
    if value is None:
        return None
    try:
        return parse_iso_date(value, what="cutoff_date").isoformat()
    except SchemaError:
        return str(value)


# --------------------------------------------------------------------------- digest


def trace_digest(data: Mapping[str, Any]) -> str:
    """``"sha256:<64 hex>"`` of a trace document's canonical JSON, its ``digest`` key excluded.

    Canonical: keys sorted, no whitespace, UTF-8, non-ASCII kept as is. The same content always
    gives the same digest, whatever order its keys were written in.
    """
    content = {key: value for key, value in data.items() if key not in UNSEALED_FIELDS}
    return f"{DIGEST_ALGORITHM}:{hashlib.sha256(canonical_json(content)).hexdigest()}"


def sealed(content: Mapping[str, Any]) -> dict[str, Any]:
    """The document with its digest, keys in the order of its version (see trace_fields).

    A 1.3 document keeps its ``signature`` (None if absent): it is over the digest, so it stays
    valid only if the content is what was signed.
    """
    digest = trace_digest(content)
    names = trace_fields(content.get("schema_version", SCHEMA_VERSION))
    return {
        name: digest
        if name == "digest"
        else content.get(name)
        if name == "signature"
        else content[name]
        for name in names
    }


# --------------------------------------------------------------------------- validation


def short_repr(value: object) -> str:
    """``repr(value)`` clipped for an error message."""
    return clip(repr(value), MAX_REPR_CHARS)


def check_jsonable(value: Any, source: str, where: str) -> None:
    """Fail with the path of the first value JSON cannot hold (objects, NaN, non-str keys)."""
    found = first_non_json(value, where)
    if found is None:
        return
    path, problem, bad = found
    if problem == "number":
        raise TraceFormatError(source, path, f"expected a finite number, got {bad!r}")
    if problem == "key":
        raise TraceFormatError(source, path, f"object keys must be text, got {bad!r}")
    raise TraceFormatError(
        source,
        path,
        f"{type(bad).__name__} cannot be stored in a trace; convert it to text, a number, "
        "a list or a dict first",
    )


class _Check:
    """Type checks that raise TraceFormatError naming the source and the field path."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, where: str, problem: str) -> TraceFormatError:
        return TraceFormatError(self.source, where, problem)

    def obj(self, value: object, where: str, keys: Sequence[str]) -> dict[str, Any]:
        if not isinstance(value, dict):
            raise self.fail(where, f"expected an object, got {short_repr(value)}")
        for key in keys:
            if key not in value:
                raise self.fail(json_path(where, key), "required field is missing")
        return value

    def exact(self, value: object, where: str, keys: Sequence[str], what: str) -> dict[str, Any]:
        """An object with exactly ``keys``: missing ones and unknown ones are both named."""
        record = self.obj(value, where, keys)
        unknown = sorted(set(record) - set(keys))
        if unknown:
            raise self.fail(where, f"unknown {what}(s) {unknown}; expected {list(keys)}")
        return record

    def number(self, value: object, where: str) -> None:
        """A finite, non-negative number (not a bool)."""
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
            or value < 0
        ):
            raise self.fail(where, f"expected a non-negative number, got {short_repr(value)}")

    def text(self, value: object, where: str, *, nullable: bool = False) -> None:
        if isinstance(value, str) or (nullable and value is None):
            return
        expected = "a string or null" if nullable else "a string"
        raise self.fail(where, f"expected {expected}, got {short_repr(value)}")

    def count(self, value: object, where: str, *, nullable: bool = False) -> None:
        if nullable and value is None:
            return
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            expected = "a non-negative integer" + (" or null" if nullable else "")
            raise self.fail(where, f"expected {expected}, got {short_repr(value)}")

    def kind(self, value: object, where: str, expected: type, name: str) -> None:
        if not isinstance(value, expected) or isinstance(value, bool) != (expected is bool):
            raise self.fail(where, f"expected {name}, got {short_repr(value)}")

    def schema(self, build: Any, value: object, where: str) -> None:
        """Run an forecasting_agents.core constructor, re-raising its error with the file name."""
        try:
            build(value, where=where)
        except SchemaError as exc:
            message = str(exc)
            prefix = f"{where}: "
            raise self.fail(
                where, message[len(prefix) :] if message.startswith(prefix) else message
            ) from None


_LEAVES = (str, int, float, bool, type(None))


def check_depth(data: object, source: str) -> None:
    """Refuse nesting deeper than MAX_NESTING_DEPTH, iteratively (no recursion to overflow).

    Walks the containers one level at a time; a leaf (string, number, boolean, null) is
    skipped by its exact type, so a trace's many strings cost one lookup each.
    """
    level = [] if type(data) in _LEAVES else [data]
    depth = 0
    leaves = frozenset(_LEAVES)
    while level:
        below: list[object] = []
        for value in level:
            kind = type(value)  # exact types first: a parsed trace holds only dicts and lists
            if kind is dict or (kind is not list and isinstance(value, Mapping)):
                children: Iterable[object] = value.values()
            elif kind is list or isinstance(value, tuple | list):
                children = value
            else:
                continue
            if depth >= MAX_NESTING_DEPTH:
                raise TraceFormatError(
                    source, "", f"nested deeper than {MAX_NESTING_DEPTH} levels; not a run trace"
                )
            below += [child for child in children if type(child) not in leaves]
        level, depth = below, depth + 1


def validate_trace(
    data: object,
    source: str,
    *,
    sealed_form: object = None,
    content_digest: str | Callable[[], str] | None = None,
    check_nesting: bool = True,
) -> None:
    """Check a whole trace document; raise TraceFormatError at the first problem.

    The structure is checked first, so a malformed field is named precisely; the digest of a
    sealed trace last, so a well-formed but edited file is refused as edited. A 1.3 document is
    checked in its in-memory form (calls with full messages) and its digest over
    ``sealed_form``, the file form it was read from or is written as. ``content_digest`` is
    :func:`trace_digest` of ``sealed_form`` when the reader took it already, piece by piece
    (``_layout``), so the whole document is not encoded a second time; or a function giving
    it, called only when the digest is checked (a worker process takes it meanwhile).
    ``check_nesting=False`` only for a caller that bounded the depth itself (``_parallel_digest``).
    """
    check = _Check(source)
    if not isinstance(data, dict):
        raise check.fail("", f"expected a JSON object at the top level, got {type(data).__name__}")
    if check_nesting:
        check_depth(data, source)
    if "schema_version" not in data:
        raise check.fail("schema_version", "required field is missing; this is not a run trace")
    version = _schema_version(check, data["schema_version"])
    expected = trace_fields(version)
    check.exact(data, "", expected, "top-level field")
    validate_trace_header(data, source)
    validate_trace_lists(data, source, version)
    if is_sealed(version):
        _validate_digest(check, data if sealed_form is None else sealed_form, content_digest)


def validate_trace_header(data: Mapping[str, Any], source: str) -> None:
    """Check a trace's fields other than its lists and digest: the run id, the time, the
    notebook, the provider, the notes, the question and the params."""
    check = _Check(source)
    _validate_header(check, data)
    check.schema(ForecastQuestion.from_dict, data["question"], "question")
    check.kind(data["params"], "params", dict, "an object")


def validate_trace_lists(
    data: Mapping[str, Any], source: str, version: int | str = SCHEMA_VERSION
) -> None:
    """Check a trace's three lists (``agents``, ``llm_calls``, ``search_calls``), calls in their
    in-memory form; a streamed trace checks each stretch of them this way before it is written."""
    check = _Check(source)
    check.kind(data["agents"], "agents", list, "a list")
    for i, agent in enumerate(data["agents"]):
        check.schema(AgentForecastArtifact.from_dict, agent, f"agents[{i}]")
    check.kind(data["llm_calls"], "llm_calls", list, "a list")
    for i, call in enumerate(data["llm_calls"]):
        _validate_llm_call(check, call, f"llm_calls[{i}]", version)
    check.kind(data["search_calls"], "search_calls", list, "a list")
    for i, call in enumerate(data["search_calls"]):
        _validate_search_call(check, call, f"search_calls[{i}]")


def _schema_version(check: _Check, version: object) -> int | str:
    # Compared by type as well as value: 1.0 == 1 in Python, but 1.0 was never a trace version.
    migration = migration_of(version)
    if migration is not None:
        return migration.version
    readable_text = " or ".join(repr(v) for v in READABLE_SCHEMA_VERSIONS)
    raise check.fail(
        "schema_version",
        f"the file has version {version!r} but this code reads version {readable_text}; "
        "re-record the run or use the matching version of the course",
    )


def _validate_digest(
    check: _Check, data: dict[str, Any], actual: str | Callable[[], str] | None = None
) -> None:
    recorded = data["digest"]
    if not isinstance(recorded, str) or not _DIGEST_RE.fullmatch(recorded):
        raise check.fail(
            "digest",
            f"expected '{DIGEST_ALGORITHM}:' and 64 hex digits, got {short_repr(recorded)}",
        )
    try:
        if actual is None:
            actual = trace_digest(data)
        elif callable(actual):
            actual = actual()
    except UnicodeEncodeError:  # a lone surrogate (JSON's "\ud800") has no UTF-8 bytes to hash
        raise check.fail(
            "digest",
            "cannot be checked: the content holds text that is not valid Unicode (a lone "
            "surrogate such as JSON's \\ud800 escape makes), which no saved trace holds",
        ) from None
    if recorded != actual:
        raise check.fail(
            "digest",
            f"the content was changed after the trace was saved: the file records {recorded} "
            f"but its content hashes to {actual}. Restore the original file or record a new run",
        )


def _validate_header(check: _Check, data: dict[str, Any]) -> None:
    run_id = data["run_id"]
    if not isinstance(run_id, str) or not _RUN_ID_RE.fullmatch(run_id):
        raise check.fail(
            "run_id", f"expected 12 lowercase hex characters, got {short_repr(run_id)}"
        )
    created = data["created_at"]
    if not isinstance(created, str) or not _CREATED_AT_RE.fullmatch(created):
        raise check.fail(
            "created_at",
            f"expected a UTC time like '2026-06-15T19:10:47Z', got {short_repr(created)}",
        )
    try:
        parse_iso_timestamp(created, what="created_at")
    except SchemaError as exc:
        raise check.fail("created_at", str(exc)) from None
    notebook = data["notebook"]
    if not isinstance(notebook, str) or not _NOTEBOOK_RE.fullmatch(notebook):
        raise check.fail(
            "notebook",
            f"expected a file-name-safe name like '01_react_reasoning', got {short_repr(notebook)}",
        )
    check.text(data["provider"], "provider")
    check.text(data["notes"], "notes")


ERROR_RECORD_KEYS = ("type", "message", "provider", "status")
USAGE_KEYS = ("prompt_tokens", "completion_tokens")
MESSAGE_KEYS = ("role", "content")
_MESSAGE_KEY_SET = frozenset(MESSAGE_KEYS)


def _validate_error(check: _Check, error: object, where: str) -> None:
    if error is None:
        return
    record = check.exact(error, where, ERROR_RECORD_KEYS, "error field")
    check.text(record["type"], json_path(where, "type"))
    check.text(record["message"], json_path(where, "message"))
    check.text(record["provider"], json_path(where, "provider"), nullable=True)
    check.count(record["status"], json_path(where, "status"), nullable=True)


def _validate_outcome(check: _Check, call: dict[str, Any], where: str, field_name: str) -> None:
    """A call either succeeded (result set, error null) or failed (result null, error set)."""
    if (call[field_name] is None) == (call["error"] is None):
        state = "both are null" if call["error"] is None else "both are set"
        raise check.fail(
            where, f"exactly one of {field_name!r} and 'error' must be set, but {state}"
        )


def _check_messages(check: _Check, messages: object, where: str) -> None:
    check.kind(messages, where, list, "a list")
    assert isinstance(messages, list)
    for j, message in enumerate(messages):
        # A well-formed message passes here without building its paths (a backtest's calls
        # hold 200,000); any other goes through the checks below, which name the problem.
        if (
            type(message) is dict
            and message.keys() == _MESSAGE_KEY_SET
            and message["role"] in CHAT_ROLES
            and isinstance(message["content"], str)
        ):
            continue
        path = json_path(where, j)
        record = check.exact(message, path, MESSAGE_KEYS, "message field")
        if record["role"] not in CHAT_ROLES:
            raise check.fail(
                json_path(path, "role"),
                f"expected one of {CHAT_ROLES}, got {short_repr(record['role'])}",
            )
        check.text(record["content"], json_path(path, "content"))


def _check_usage(check: _Check, usage: object, where: str) -> None:
    record = check.exact(usage, where, USAGE_KEYS, "usage field")
    for key in USAGE_KEYS:
        check.count(record[key], json_path(where, key))


def _check_mode(check: _Check, mode: object, where: str) -> None:
    if mode not in LLM_MODES:
        raise check.fail(where, f"expected one of {LLM_MODES}, got {short_repr(mode)}")


def _check_optional_object(check: _Check, value: object, where: str) -> None:
    if value is not None:
        check.kind(value, where, dict, "an object or null")


def _check_attempts(check: _Check, attempts: object, where: str) -> None:
    """Each HTTP attempt: its number (from 1), what happened, and optionally the wait after it."""
    check.kind(attempts, where, list, "a list")
    assert isinstance(attempts, list)
    for j, attempt in enumerate(attempts):
        path = json_path(where, j)
        record = check.obj(attempt, path, ("attempt", "outcome"))
        check.count(record["attempt"], json_path(path, "attempt"))
        if record["attempt"] < 1:
            raise check.fail(json_path(path, "attempt"), "attempts are numbered from 1")
        check.text(record["outcome"], json_path(path, "outcome"))
        if record.get("wait_s") is not None:  # null or absent: no wait followed this attempt
            check.number(record["wait_s"], json_path(path, "wait_s"))


def _text(nullable: bool = False) -> Any:
    return lambda check, value, where: check.text(value, where, nullable=nullable)


def _count(check: _Check, value: object, where: str) -> None:
    check.count(value, where)


def _number(check: _Check, value: object, where: str) -> None:
    check.number(value, where)


_LLM_CALL_CHECKS: dict[str, Any] = {
    "label": _text(),
    "index": _count,
    "provider": _text(),
    "model": _text(),
    "model_name": _text(),
    "response_model": _text(nullable=True),
    "mode": _check_mode,
    "settings": lambda check, value, where: check.kind(value, where, dict, "an object"),
    "json_mode": lambda check, value, where: check.kind(value, where, bool, "true or false"),
    "messages": _check_messages,
    "reply": _text(nullable=True),
    "usage": _check_usage,
    "error": _validate_error,
    "duration_ms": _number,
    "request": _check_optional_object,
    "json_schema": _check_optional_object,
    "attempts": _check_attempts,
}
"""How each field of :class:`LLMCallRecord` is checked; one entry per field, no more."""
assert tuple(_LLM_CALL_CHECKS) == LLM_CALL_KEYS, "every LLMCallRecord field needs one check"


def _validate_llm_call(check: _Check, value: object, where: str, version: int | str) -> None:
    keys = llm_call_keys(version)
    call = check.exact(value, where, keys, "field")
    for key in keys:
        _LLM_CALL_CHECKS[key](check, call[key], json_path(where, key))
    _validate_outcome(check, call, where, "reply")
    if call.get("json_schema") is not None and not call["json_mode"]:
        raise check.fail(
            json_path(where, "json_schema"), "a JSON schema was recorded but json_mode is false"
        )


def _check_max_results(check: _Check, value: object, where: str) -> None:
    check.count(value, where)
    if value == 0:
        raise check.fail(where, "a search asks for at least 1 result, got 0")


def _check_results(check: _Check, results: object, where: str) -> None:
    if results is None:
        return
    check.kind(results, where, list, "a list or null")
    assert isinstance(results, list)
    for j, result in enumerate(results):
        if not SearchResult.certainly_valid(result):  # else built, to name what is wrong
            check.schema(SearchResult.from_dict, result, json_path(where, j))


_SEARCH_CALL_CHECKS: dict[str, Any] = {
    "label": _text(),
    "index": _count,
    "client": _text(),
    "query": _text(),
    "max_results": _check_max_results,
    "cutoff_date": _text(nullable=True),
    "results": _check_results,
    "error": _validate_error,
    "duration_ms": _number,
}
"""How each field of :class:`SearchCallRecord` is checked; one entry per field, no more."""
assert tuple(_SEARCH_CALL_CHECKS) == SEARCH_CALL_KEYS, (
    "every SearchCallRecord field needs one check"
)


def _validate_search_call(check: _Check, value: object, where: str) -> None:
    call = check.exact(value, where, SEARCH_CALL_KEYS, "field")
    for key in SEARCH_CALL_KEYS:
        _SEARCH_CALL_CHECKS[key](check, call[key], json_path(where, key))
    _validate_outcome(check, call, where, "results")
