"""The run trace: one JSON file per run, its folder, replay entry points and display helpers.

A *run trace* is one JSON file holding everything a forecasting run depended on: the question, the
parameters, every prompt sent to a model and every reply, every search request and what it returned,
and the artifact each agent produced. :class:`RunTrace` captures one from a finished run
(:meth:`RunTrace.capture`), saves it and loads it; :func:`traces_dir` and :func:`list_traces` find
the folder and its files; :func:`format_call` and :func:`describe_run` show a trace as text. The
live-or-replay :class:`forecasting_agents.record.Session` (``_session``) builds on this module.

Replay re-executes: :func:`replay_llm` and :func:`replay_search` stand in for the live clients, the
*same* agent code runs again, and any difference from the record stops the run with
:class:`forecasting_agents.record.ReplayDivergenceError`; :func:`assert_artifacts_match` then
compares what the replay produced with the recorded artifacts. A version 1.2 trace is
tamper-evident: it carries the SHA-256 :func:`forecasting_agents.record.trace_digest` of its
content, and loading refuses a file whose content no longer matches it. Legacy (version 1) traces,
which the first pinned runs use, have no digest and no wire requests; they still load and replay,
and their artifacts are still compared.

Conventions
-----------
- Traces live in :func:`traces_dir`: the folder ``FORECAST_TRACES_DIR`` names, if set (which is how
  tests keep the repository clean), else ``forecast_traces/`` at the repository root in a checkout
  (:data:`REPO_TRACES_DIR`), or in the working directory when installed. :data:`TRACES_DIR` is that
  folder as it was at import.
- A file is named ``<notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json``, written atomically and never
  overwritten (:func:`forecasting_agents.core.write_atomic` with ``exclusive=True``): a pinned trace
  is evidence.
- Every record passes through :func:`forecasting_agents.record.redact` when it is captured, traced
  and saved, so API keys and auth headers never reach a file.
- Nothing on the load or replay path reads the wall clock; timestamps and run ids come from the
  trace or from parameters. Only :meth:`RunTrace.capture` (live path) defaults to "now", and the
  tracers time calls with a monotonic clock.
- Dependency direction: this module imports ``_records``, ``_redaction`` and ``_replay``, which
  import :mod:`forecasting_agents.core`, :mod:`forecasting_agents.http`,
  :mod:`forecasting_agents.providers` (for the wire check) and :mod:`forecasting_agents.search` (the
  protocol's default); none of them imports this module.
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from forecasting_agents.core._checks import (
    DuplicateKeyError,
    JsonConstantError,
    strict_json_loads,
)
from forecasting_agents.core._memory import paused_gc
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ArtifactStatus,
    ForecastQuestion,
    TokenUsage,
)
from forecasting_agents.core._text import (
    clip,
    listing,
    one_line,
)
from forecasting_agents.record._compact import (
    COMPACT_SCHEMA_VERSIONS,
    compact_lists,
    expand_lists,
)
from forecasting_agents.record._layout import read_pieces, streamed_digest
from forecasting_agents.record._migrations import is_sealed, versions_adding
from forecasting_agents.record._parallel_digest import (
    PARALLEL_MIN_BYTES,
    DigestJob,
    WorkerUnusable,
    start_digest,
)
from forecasting_agents.record._records import (
    LEGACY_TRACE_FIELDS,
    MAX_NESTING_DEPTH,
    SCHEMA_VERSION,
    TraceFormatError,
    check_depth,
    check_jsonable,
    sealed,
    trace_digest,
    validate_trace,
)
from forecasting_agents.record._redaction import redact
from forecasting_agents.record._replay import (
    ReplayLLMClient,
    ReplaySearchClient,
    compare_artifacts,
)
from forecasting_agents.record._signing import check_signature
from forecasting_agents.record._spill import plain_json
from forecasting_agents.record._stream import (
    STALE_TEMP_SECONDS,
    TRACE_HEADER_FIELDS,
    TraceExistsError,
    save_trace_pieces,
    trace_filename,
    trace_piece,
    utc_stamp,
    write_new_trace_file,
)

__all__ = [
    "REPO_TRACES_DIR",
    "STALE_TEMP_SECONDS",
    "TRACES_DIR",
    "TRACES_ENV_VAR",
    "RunTrace",
    "TraceExistsError",
    "TraceNotFoundError",
    "assert_artifacts_match",
    "describe_run",
    "format_call",
    "list_traces",
    "question_line",
    "replay_llm",
    "replay_search",
    "run_question_ids",
    "trace_filename",
    "traces_dir",
    "utc_stamp",
    "write_new_trace_file",
]


TRACES_ENV_VAR = "FORECAST_TRACES_DIR"
REPO_TRACES_DIR = Path(__file__).resolve().parents[2] / "forecast_traces"
"""The repo's pinned-trace folder, used unless ``FORECAST_TRACES_DIR`` is set."""


# --------------------------------------------------------------------------- errors


class TraceNotFoundError(TraceFormatError, FileNotFoundError):
    """The trace file does not exist; the message lists what the folder does contain."""


# --------------------------------------------------------------------------- folders


def traces_dir() -> Path:
    """The folder traces are saved to: ``$FORECAST_TRACES_DIR`` if set, else the repo's folder.

    Read at call time, so a test that sets the variable after import still redirects writes.
    An installed library has no repo folder beside it, and must never write into its install
    location: there the default is ``forecast_traces/`` in the working directory.
    """
    override = os.environ.get(TRACES_ENV_VAR, "").strip()
    if override:
        return Path(override).expanduser()
    return REPO_TRACES_DIR if REPO_TRACES_DIR.is_dir() else Path.cwd() / "forecast_traces"


TRACES_DIR: Path = traces_dir()
"""The traces folder as it was when this module was imported. Notebooks look pinned traces up
in :data:`REPO_TRACES_DIR` first (``forecasting_agents.core._params.find_trace``), so a redirect
never hides them."""


def list_traces(directory: str | Path | None = None, notebook: str | None = None) -> list[Path]:
    """Trace files in ``directory`` (default: :func:`traces_dir`), sorted by name."""
    folder = Path(directory) if directory is not None else traces_dir()
    if not folder.is_dir():
        return []
    prefix = f"{notebook}_" if notebook else ""
    # Hidden names are a save's temporary or lock files, never a finished trace.
    return sorted(
        p for p in folder.glob(f"{prefix}*.json") if p.is_file() and not p.name.startswith(".")
    )


# --------------------------------------------------------------------------- replay entry points


def replay_llm(run: RunTrace, label: str) -> ReplayLLMClient:
    """A replay LLM client for the calls ``run`` recorded under ``label``."""
    return ReplayLLMClient(
        run.llm_calls, label, source=run.source_name(), version=run.schema_version
    )


def replay_search(run: RunTrace, label: str = "search") -> ReplaySearchClient:
    """A replay search client for the requests ``run`` recorded under ``label``."""
    return ReplaySearchClient(run.search_calls, label, source=run.source_name())


def assert_artifacts_match(
    run: RunTrace, artifacts: Sequence[AgentForecastArtifact | Mapping[str, Any]]
) -> None:
    """Raise ReplayDivergenceError unless replay produced the artifacts the trace recorded.

    Compared in order: how many there are, and each one's agent, status and probability. So a
    trace whose recorded probability was edited (or code that now forecasts differently from
    the same replies) cannot replay as "every one matched the record".
    """
    where = f"run {run.run_id} ({run.source_name()})"
    compare_artifacts(run.agents, [_as_dict(artifact) for artifact in artifacts], where)


# --------------------------------------------------------------------------- the run trace


@dataclass(kw_only=True)
class RunTrace:
    """One run, as plain JSON-able data. Build with :meth:`capture`, read with :meth:`load`.

    A version 1.2 trace is sealed: its file carries :attr:`digest`, the SHA-256 of its content,
    and loading refuses a file whose content no longer matches it. A legacy (version 1) trace
    has no digest; replay still checks its prompts and artifacts.
    """

    schema_version: int | str = SCHEMA_VERSION
    run_id: str
    created_at: str
    notebook: str
    provider: str
    question: dict[str, Any]
    params: dict[str, Any]
    agents: list[dict[str, Any]]
    llm_calls: list[dict[str, Any]]
    search_calls: list[dict[str, Any]] = field(default_factory=list)
    notes: str = ""
    source_path: Path | None = field(default=None, repr=False, compare=False)
    verified_digest: str | None = field(default=None, repr=False, compare=False)
    """The digest checked when this trace was read (None if it was built or is legacy)."""
    signature: dict[str, str] | None = field(default=None, repr=False, compare=False)
    """The signature checked when this trace was read (None if unsigned; see ``_signing``)."""
    redacted_digest: str | None = field(default=None, repr=False, compare=False)
    """The digest of the content when it was last redacted (captured, or read from a trace
    file): a save whose content still has it does not redact it a second time."""

    # ---------------------------------------------------------------- building

    @classmethod
    def capture(
        cls,
        *,
        notebook: str,
        provider: str,
        question: ForecastQuestion | Mapping[str, Any],
        params: Mapping[str, Any],
        agents: Sequence[AgentForecastArtifact | Mapping[str, Any]],
        llm_calls: Sequence[Mapping[str, Any]],
        notes: str = "",
        search_calls: Sequence[Mapping[str, Any]] = (),
        created_at: datetime | str | None = None,
        run_id: str | None = None,
    ) -> RunTrace:
        """Assemble a validated, redacted trace from a finished run.

        ``created_at`` defaults to the current UTC time and ``run_id`` to a fresh random id;
        pass both to make the record reproducible. Raises :class:`TraceFormatError` naming the
        field if anything would not survive a save and load.
        """
        stamp = utc_stamp(datetime.now(UTC) if created_at is None else created_at)
        data = {
            "schema_version": SCHEMA_VERSION,
            "run_id": uuid.uuid4().hex[:12] if run_id is None else run_id,
            "created_at": stamp,
            "notebook": notebook,
            "provider": provider,
            "question": _as_dict(question),
            "params": params,
            "agents": [_as_dict(agent) for agent in agents],
            "llm_calls": list(llm_calls),
            "search_calls": list(search_calls),
            "notes": notes,
        }
        source = f"RunTrace.capture({notebook!r})"
        check_depth(data, source)
        check_jsonable(data, source, "")
        # Only JSON types are left (tuples become lists), as a JSON round trip would leave them.
        clean = plain_json(redact(data))
        run = cls.from_dict(sealed(_file_form(clean)), source=source)
        run.redacted_digest = run.verified_digest
        return run

    @classmethod
    def from_dict(
        cls,
        data: object,
        *,
        source: str = "<dict>",
        content_digest: str | Callable[[], str] | None = None,
        check_nesting: bool = True,
    ) -> RunTrace:
        """Validate ``data`` as a trace document (and its digest) and build a RunTrace from it.

        ``data`` is the document as a file holds it; a 1.3 one's calls are expanded to their
        full conversations (see :mod:`forecasting_agents.record._compact`) after its digest is
        checked over the form it was read in. ``content_digest``, when given, is that digest
        as the reader took it (:func:`_layout.streamed_digest`), or a function giving it when
        the check needs it (``_parallel_digest``), compared instead of encoding ``data`` again.
        ``check_nesting=False`` skips the nesting-depth check, for a reader that has bounded
        the depth itself (``_parallel_digest``'s worker, whose verdict it then requires).
        """
        document = _memory_form(data, source)
        validate_trace(
            document,
            source,
            sealed_form=data,
            content_digest=content_digest,
            check_nesting=check_nesting,
        )
        assert isinstance(data, dict)
        if data.get("signature") is not None:
            check_signature(data["signature"], data["digest"], source)
        run = cls(**{name: document[name] for name in LEGACY_TRACE_FIELDS})
        run.verified_digest = data.get("digest")
        run.signature = data.get("signature")
        return run

    def to_dict(self) -> dict[str, Any]:
        """The document as saved, fields in a fixed order (with the digest unless legacy)."""
        content = self._content()
        return content if self.is_legacy else sealed(content)

    def _content(self) -> dict[str, Any]:
        """The content as a file holds it (for 1.3, each call as its additions, and the
        signature it was read with, which the digest does not cover)."""
        content = _file_form({name: getattr(self, name) for name in LEGACY_TRACE_FIELDS})
        if self.schema_version in versions_adding("signature"):
            content["signature"] = self.signature
        return content

    @property
    def is_legacy(self) -> bool:
        """True for a trace in the legacy format (version 1): no digest, no wire requests."""
        return not is_sealed(self.schema_version)

    @property
    def digest(self) -> str | None:
        """``"sha256:<hex>"`` of the current content (see :func:`trace_digest`); None if legacy."""
        return None if self.is_legacy else trace_digest(self._content())

    # ---------------------------------------------------------------- files

    def filename(self) -> str:
        """``<notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json``, derived from the record itself."""
        return trace_filename(self.notebook, self.created_at, self.run_id)

    def save(
        self,
        directory: str | Path | None = None,
        *,
        signing_key: str | Path | None = None,
        max_record_mb: float | None = None,
    ) -> Path:
        """Write the trace atomically into ``directory`` (default :func:`traces_dir`).

        Never replaces an existing file: raises :class:`TraceExistsError` instead. The bytes
        depend only on the content (and the key), so saving the same trace twice gives
        identical files; a trace read in an older version is saved in that version's layout.
        With a key (``signing_key``, else the file ``FORECAST_SIGNING_KEY`` names), a 1.3 or
        later trace is signed; without one it is saved unsigned, whatever it was read with,
        since a signature is a statement of whoever saves it. ``max_record_mb`` caps the file
        (:class:`forecasting_agents.core.RecordTooLargeError`, no file left); None, no cap.
        Written by the one trace write path, :func:`forecasting_agents.record.save_trace_pieces`,
        with the whole trace as its one piece.
        """
        folder = Path(directory) if directory is not None else traces_dir()
        target = folder / self.filename()
        if target.exists() or target.is_symlink():
            raise TraceExistsError(
                f"{target}: a trace with this name already exists and traces are never "
                "overwritten; capture a new run (it gets a new run_id) or move the old file away"
            )
        content = {name: getattr(self, name) for name in LEGACY_TRACE_FIELDS}
        check_depth(content, str(target))  # before anything recursive runs on it
        # Edited since it was redacted, or never was: its lists are redacted on the way out.
        stale = self.is_legacy or self.digest != self.redacted_digest
        piece = trace_piece(
            self.agents,
            self.llm_calls,
            self.search_calls,
            source=str(target),
            version=self.schema_version,
            redact_items=stale,
        )
        return save_trace_pieces(
            folder,
            {name: content[name] for name in TRACE_HEADER_FIELDS},
            lambda name, form: [piece.form(name, form)],
            signing_key=signing_key,
            version=self.schema_version,
            max_bytes=None if max_record_mb is None else round(max_record_mb * 1e6),
        )

    @classmethod
    def load(cls, path: str | Path) -> RunTrace:
        """Read and validate a trace file; every problem names the file and the field.

        A file laid out as a save writes it is read a piece at a time (``_layout``): never
        whole as text, its digest taken item by item. Any other file, or one that fails a
        check that way, is read whole, which names the problem (the same checks, the same
        refusals: reading by pieces only saves memory and time).
        """
        path = Path(path)
        source = str(path)
        if not path.is_file():
            raise TraceNotFoundError(source, "", _missing_file_hint(path))
        with paused_gc():  # a parsed document holds no cycle: see core._memory
            run = _load_by_pieces(cls, path)
            if run is None:
                run = cls.from_dict(_read_whole(path), source=source)
        run.source_path = path
        run.redacted_digest = run.verified_digest  # a trace file holds what its save redacted
        return run

    def source_name(self) -> str:
        """The file name this trace was loaded from, or ``<captured run_id>``.

        The name alone, not the path: messages that reach a notebook's output must read the
        same on every machine, wherever the repository was cloned.
        """
        return self.source_path.name if self.source_path else f"<captured {self.run_id}>"

    # ---------------------------------------------------------------- reading

    def question_obj(self) -> ForecastQuestion:
        return ForecastQuestion.from_dict(dict(self.question))

    def agent_artifacts(self) -> list[AgentForecastArtifact]:
        return [
            AgentForecastArtifact.from_dict(agent, where=f"agents[{i}]")
            for i, agent in enumerate(self.agents)
        ]

    def token_usage(self) -> TokenUsage:
        """Prompt and completion tokens summed over every recorded LLM call."""
        prompt = completion = 0
        for call in self.llm_calls:
            usage = call.get("usage", {})
            plain = (  # counts TokenUsage takes as they are: summed without building one
                type(usage) is dict
                and usage.keys() <= _USAGE_FIELDS
                and all(type(n) is int and n >= 0 for n in usage.values())
            )
            if not plain:
                usage = TokenUsage.from_dict(usage).to_dict()  # refuses what it always refused
            prompt += usage.get("prompt_tokens", 0)
            completion += usage.get("completion_tokens", 0)
        return TokenUsage(prompt, completion)

    def total_tokens(self) -> int:
        return self.token_usage().total_tokens

    def calls_for(self, label: str) -> list[dict[str, Any]]:
        return [call for call in self.llm_calls if call.get("label") == label]

    def search_calls_for(self, label: str = "search") -> list[dict[str, Any]]:
        return [call for call in self.search_calls if call.get("label") == label]

    def labels(self) -> list[str]:
        """LLM call labels in the order they first appear."""
        return _first_seen(str(call.get("label")) for call in self.llm_calls)

    def agent_labels(self) -> list[str | None]:
        """The LLM-call label of each agent run, in agent order (None when no call is labelled).

        A label is ``<question_id>/<agent_id>`` in a backtest and the agent id alone in a single
        run; labels are claimed in order, so two runs of one agent id on one question stay apart.
        An ``infeasible`` run made no call: it takes the label of the next question of the
        backtest's ``infeasible`` list (its params) for its agent id, as the runner saved them.
        The report and ``backtest --calibrate-on`` both tell which question an agent ran on by it.
        """
        labels = self.labels()
        infeasible = self.params.get("infeasible")
        unrun: dict[str, list[str]] = {}  # agent id -> labels of the questions it did not run
        claimed: set[str] = set()
        # Per agent id: the labels it may claim, in order, and how far it has claimed. Each label
        # before that point is claimed already, so the next unclaimed one is found without
        # scanning every label for every run (a 2,246-question backtest has 6,738 of each).
        candidates: dict[str, tuple[list[str], list[int]]] = {}
        found: list[str | None] = []
        for agent in self.agents:
            agent_id = str(agent.get("agent_id"))
            if agent.get("status") == ArtifactStatus.INFEASIBLE and isinstance(infeasible, list):
                queue = unrun.setdefault(agent_id, [f"{qid}/{agent_id}" for qid in infeasible])
                found.append(queue.pop(0) if queue else None)
                continue
            if agent_id not in candidates:
                mine = [lab for lab in labels if lab == agent_id or lab.endswith("/" + agent_id)]
                candidates[agent_id] = (mine, [0])
            mine, at = candidates[agent_id]
            while at[0] < len(mine) and mine[at[0]] in claimed:
                at[0] += 1
            match = mine[at[0]] if at[0] < len(mine) else None
            if match is not None:
                claimed.add(match)
            found.append(match)
        return found


def _load_by_pieces(cls: type[RunTrace], path: Path) -> RunTrace | None:
    """The trace at ``path`` read a piece at a time (``_layout``), or None if it is not laid
    out as a save writes it or fails any check that way (the whole reading names why)."""
    if path.stat().st_size >= PARALLEL_MIN_BYTES:
        # A big file is checked by a worker process as it is read: started before the file is
        # read, while this is still a small process (see _parallel_digest).
        job = start_digest(path)
        try:
            return _load_with_worker(cls, path, job)
        except WorkerUnusable:
            pass  # read again the serial way, which judges as it always did
        finally:
            job.close()
    try:
        read = read_pieces(path)
        if read is None:
            return None
        data = read[0]
        digest = partial(streamed_digest, data) if isinstance(data.get("digest"), str) else None
        return cls.from_dict(data, source=str(path), content_digest=digest)
    except _REFUSED:
        return None  # refused: read whole, which raises the error the file deserves


_USAGE_FIELDS = frozenset(TokenUsage.__dataclass_fields__)
_REFUSED = (TraceFormatError, ValueError, TypeError, KeyError, RecursionError)
"""What a reading by pieces may raise for a file it refuses (the whole reading then names it)."""


def _load_with_worker(cls: type[RunTrace], path: Path, job: DigestJob) -> RunTrace | None:
    """:func:`_load_by_pieces` with ``job``'s worker checking the same bytes for keys given
    twice, bounding the nesting and taking the digest; :class:`WorkerUnusable` if it cannot
    vouch for the file (then nothing read here is used)."""
    read = read_pieces(path, strict=False, listener=job.piece)
    if read is None:  # the strict reading refuses all this one does
        return None
    data, pieces = read
    job.finish(data, pieces)
    try:
        run = cls.from_dict(data, source=str(path), content_digest=job.digest, check_nesting=False)
    except _REFUSED:
        return None
    job.verdict()  # a trace without a digest did not ask for it: no key twice, a safe depth
    return run


def _read_whole(path: Path) -> object:
    """The JSON document in the file at ``path``, read whole; every problem names the file."""
    source = str(path)
    try:
        text = path.read_bytes().decode("utf-8")
    except UnicodeDecodeError as exc:
        raise TraceFormatError(source, "", f"not UTF-8 text ({exc.reason})") from None
    try:
        data = strict_json_loads(text)
    except DuplicateKeyError as exc:
        raise TraceFormatError(
            source,
            "",
            f"{exc}: a trace must say one thing per field (a second copy of a "
            "key is how an edit could hide from a reader)",
        ) from None
    except JsonConstantError as exc:
        raise TraceFormatError(
            source, "", f"{exc.name} is not valid JSON; traces hold only finite numbers"
        ) from None
    except RecursionError:
        raise TraceFormatError(
            source, "", f"nested deeper than {MAX_NESTING_DEPTH} levels; not a run trace"
        ) from None
    except json.JSONDecodeError as exc:
        raise TraceFormatError(
            source, "", f"not valid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}"
        ) from None
    except ValueError as exc:
        raise TraceFormatError(source, "", str(exc)) from None
    return data


def _file_form(document: dict[str, Any]) -> dict[str, Any]:
    """A document whose lists are in memory form, with them as the file of its version stores
    them (see ``_compact``)."""
    version = document.get("schema_version")
    if version not in COMPACT_SCHEMA_VERSIONS:
        return document
    agents, calls = compact_lists(document["agents"], document["llm_calls"], version)
    return {**document, "agents": agents, "llm_calls": calls}


def _memory_form(data: object, source: str) -> object:
    """A document as read, with a 1.3 or later file's lists expanded (anything else as it is;
    validation names what is wrong with it)."""
    if not isinstance(data, dict) or data.get("schema_version") not in COMPACT_SCHEMA_VERSIONS:
        return data
    agents, calls = expand_lists(
        data.get("agents"), data.get("llm_calls"), data["schema_version"], source
    )
    return {**data, "agents": agents, "llm_calls": calls}


def _as_dict(value: Any) -> Any:
    to_dict = getattr(value, "to_dict", None)
    return to_dict() if callable(to_dict) else value


def _missing_file_hint(path: Path) -> str:
    folder = path.parent
    available = [p.name for p in list_traces(folder)]
    if available:
        shown = ", ".join(available[:5]) + (" ..." if len(available) > 5 else "")
        listing = f"{folder} holds: {shown}"
    elif folder.is_dir():
        listing = f"{folder} holds no .json traces"
    else:
        listing = f"folder {folder} does not exist"
    return (
        f"no such trace file ({listing}); list the available ones with "
        "sorted(TRACES_DIR.glob('*.json')) or list_traces()"
    )


def _first_seen(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))


# --------------------------------------------------------------------------- display


def format_call(call: Mapping[str, Any], max_chars: int = 400, last_messages: int = 2) -> str:
    """One recorded LLM call as text: who answered, the last messages sent, and the reply."""
    usage = call.get("usage") or {}
    header = (
        f"{call.get('label')}[{call.get('index')}] {call.get('model_name')} "
        f"({call.get('mode')}, json_mode={str(bool(call.get('json_mode'))).lower()}) "
        f"tokens {usage.get('prompt_tokens', 0)}+{usage.get('completion_tokens', 0)}"
    )
    lines = [header]
    messages = list(call.get("messages") or [])
    if len(messages) > last_messages:
        lines.append(f"  ... {len(messages) - last_messages} earlier message(s)")
    for message in messages[-last_messages:] if last_messages > 0 else []:
        lines.append(f"  [{message.get('role')}] {_flat(message.get('content'), max_chars)}")
    error = call.get("error")
    if error:
        lines.append(f"  -> error {error.get('type')}: {_flat(error.get('message'), max_chars)}")
    else:
        lines.append(f"  -> {_flat(call.get('reply'), max_chars)}")
    return "\n".join(lines)


def _flat(text: object, limit: int) -> str:
    return clip(one_line(text), limit)


def _integrity(run: RunTrace) -> str:
    """Whether the trace's content is the content its digest was computed over."""
    if run.is_legacy:
        return (
            f"legacy trace (schema_version {run.schema_version}): no digest, so edits to the "
            "file are caught only where replay compares prompts and artifacts"
        )
    digest = run.digest
    if run.verified_digest is None:
        return f"digest {digest} (computed; verified when the saved file is loaded)"
    if run.verified_digest == digest:
        return f"verified, digest {digest}"
    return f"changed since it was verified: digest was {run.verified_digest}, now {digest}"


def run_question_ids(run: RunTrace) -> list[str]:
    """The question id each agent run answered, in agent order.

    A backtest labels each run ``<question_id>/<agent_id>`` (:meth:`RunTrace.agent_labels`); a
    single run's label is its agent id, and its question is the trace's own.
    """
    lead = str(run.question.get("question_id") or run.question.get("question") or "question")
    return [
        label.split("/", 1)[0] if label and "/" in label else lead for label in run.agent_labels()
    ]


def question_line(run: RunTrace, limit: int = 120) -> str:
    """What the trace asked, in one line: the question, or a backtest as one.

    A backtest records its ``question_ids`` (params); its ``question`` field holds only its
    first question, so showing that alone would misdescribe the run.
    """
    ids = run.params.get("question_ids")
    if not isinstance(ids, list):
        qid = run.question.get("question_id")
        text = _flat(run.question.get("question"), limit)
        return f"{qid}: {text}" if qid else text
    scored = [str(i) for i in ids]
    others = [q for q in dict.fromkeys(run_question_ids(run)) if q not in set(scored)]
    noun = "question" if len(scored) == 1 else "questions"
    line = f"backtest of {len(scored)} {noun} ({listing(scored, 3)})"
    if others:
        line += f", and runs on {len(others)} other question(s) ({listing(others, 3)})"
    return line


def describe_run(run: RunTrace) -> str:
    """A short, deterministic summary of a trace: who ran what, how often, at what cost."""
    lines = [
        f"run {run.run_id} from {run.notebook}, created {run.created_at}",
        f"integrity: {_integrity(run)}",
        f"provider: {run.provider}",
        f"question: {question_line(run)}",
    ]
    models: dict[tuple[str, str, str], int] = {}
    for call in run.llm_calls:
        settings = json.dumps(call.get("settings", {}), sort_keys=True, ensure_ascii=False)
        key = (str(call.get("model_name")), str(call.get("mode")), settings)
        models[key] = models.get(key, 0) + 1
    lines.append("models:" if models else "models: none recorded")
    for (name, mode, settings), count in models.items():
        lines.append(f"  {name} ({mode}) settings {settings}: {count} call(s)")
    lines.append("llm calls by label:" if run.llm_calls else "llm calls: none")
    for label in run.labels():
        calls = run.calls_for(label)
        failed = sum(1 for c in calls if c.get("error"))
        lines.append(f"  {label}: {len(calls)}" + (f" ({failed} failed)" if failed else ""))
    usage = run.token_usage()
    lines.append(
        f"tokens: {usage.total_tokens:,} "
        f"(prompt {usage.prompt_tokens:,}, completion {usage.completion_tokens:,})"
    )
    clients = _first_seen(str(c.get("client")) for c in run.search_calls)
    searches = ", ".join(
        f"{name} ({sum(1 for c in run.search_calls if c.get('client') == name)} call(s))"
        for name in clients
    )
    lines.append(f"search clients: {searches or 'none recorded'}")
    lines += _runs_by_question(run)
    return "\n".join(lines)


def _runs_by_question(run: RunTrace) -> list[str]:
    """Each agent run and how it ended, under the question id it answered."""
    ids = run_question_ids(run)
    if len(set(ids)) <= 1:  # one question, named on the question line
        return [
            f"agent {a.get('agent_id')}: status {a.get('status', 'forecast')}, "
            f"p_yes {a.get('p_yes')}"
            for a in run.agents
        ]
    grouped: dict[str, list[str]] = {}
    for qid, agent in zip(ids, run.agents, strict=True):
        status = agent.get("status", ArtifactStatus.FORECAST.value)
        shown = f"p_yes {agent.get('p_yes')}" if status == ArtifactStatus.FORECAST else status
        grouped.setdefault(qid, []).append(f"{agent.get('agent_id')} {shown}")
    lines = [f"runs by question ({len(grouped)} questions, {len(run.agents)} runs):"]
    lines += [f"  {qid}: {'; '.join(ended)}" for qid, ended in grouped.items()]
    return lines


# --------------------------------------------------------------------------- live-or-replay session
