"""The backtest's run directory: its lock, its manifest, one record per finished question, tables.

:func:`forecasting_agents.evaluation.run_backtest` (``_backtest``) persists a run through
:class:`RunDirectory`, so a killed run resumes where it stopped. This module owns the files and
every check made on them; the runner owns what goes in them.

Conventions
-----------
- Which directories are accepted: ``--out`` must be absent (it is created), empty, or a run
  directory this command made, recognised by ``manifest.json`` and its format marker
  (:data:`MANIFEST_FORMAT`) and version (:data:`RECORD_VERSION`). Anything else is refused before a
  byte is written: a symbolic link (to a run directory or not), a file, a directory holding other
  files, a directory whose ``records/`` holds records but whose manifest is missing (it is never
  re-created over records it could not vouch for), and a run directory holding a symbolic link, or
  a file with another name (a hard link, ``st_nlink > 1``), at its top or in ``records/`` (one this
  command made holds none).
- The lock: ``.lock`` (:class:`forecasting_agents.core._files.ExclusiveLock`: O_EXCL, the holder's
  pid, host and start time as JSON, and ``flock``) is held from the directory's opening to its
  closing, so a second run on the same directory stops at once with :class:`RunDirectoryLockedError`
  naming the holder. A lock left by a process that is gone (same host, its process not running) is
  taken over, and :attr:`RunDirectory.took_over` says so. :meth:`RunDirectory.close` (or leaving the
  ``with`` block, on any exit) releases it.
- ``manifest.json`` holds the format marker, the version and the run's identity (the question ids,
  content hashes of the questions and documents, provider, model, settings). Opening an existing
  directory compares it with the current run, key by key, and refuses a different one with
  :class:`BacktestConfigError` naming every difference.
- ``records/<question_id>.json`` holds one finished question (:class:`QuestionRecord`), the inputs
  it was made with (:func:`record_inputs`: the hash of its question, of the corpus or the search
  client's name, the provider, the model and the settings with the panel) and a ``digest``,
  ``sha256:`` + SHA-256 of its canonical JSON without that field. Loading one checks its version,
  then its digest (a mismatch means it was edited since it was written), then its inputs against
  the current run's; any failure names the file and refuses the resume. The digest catches an
  edit, not a forger who recomputes it: it is a checksum, not a signature.
- Every file is written with :func:`forecasting_agents.core.write_atomic` (temporary file, fsync,
  rename), so a killed run leaves whole files or none; before each write the directory and
  ``records/`` are checked to be the same real directories that were opened, and the target not a
  symbolic link nor a hard link, so nothing is ever written through a link. Temporary files a
  killed write left are removed when the directory is opened (under the lock, so never a live
  writer's).
- Content hashes are SHA-256 of :func:`forecasting_agents.core.canonical_json`, the same canonical
  form a trace's digest is taken over.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from forecasting_agents.agent._panel import PanelMember
from forecasting_agents.agent._research import ResearchRun
from forecasting_agents.agent._state import (
    AgentState,
    QualityGateResult,
)
from forecasting_agents.core._checks import strict_json_loads
from forecasting_agents.core._errors import RecordTooLargeError, SchemaError
from forecasting_agents.core._files import (
    NO_FOLLOW,
    TEMP_SUFFIX,
    ExclusiveLock,
    LockHeldError,
    LockHolder,
    content_sha256,
    remove_temp_files,
    write_atomic,
)
from forecasting_agents.core._formats import questions_sha256
from forecasting_agents.core._schemas import AgentForecastArtifact, ForecastQuestion
from forecasting_agents.core._text import clip, listing
from forecasting_agents.evaluation._pieces import PIECES_NAME, PieceLog
from forecasting_agents.record._compact import compact_lists, expand_lists
from forecasting_agents.record._records import SCHEMA_VERSION
from forecasting_agents.record._redaction import redact
from forecasting_agents.record._spill import (
    SpillStore,
    has_spilled,
    iter_text,
    json_parts,
    parts_sha256,
    plain_json,
    remove_folder,
)
from forecasting_agents.record._stream import (
    PieceText,
    TraceExistsError,
    TracePiece,
    save_trace_pieces,
    trace_filename,
    trace_piece,
    utc_stamp,
)

__all__ = [
    "BRIEF_CHARS",
    "DIGEST_FIELD",
    "DIGEST_PREFIX",
    "LOCK_NAME",
    "MANIFEST_FORMAT",
    "MANIFEST_NAME",
    "RECORDS_DIR",
    "RECORD_VERSION",
    "BacktestConfigError",
    "QuestionRecord",
    "RunDirectory",
    "RunDirectoryLockedError",
    "record_digest",
    "record_inputs",
    "record_piece",
]


RECORD_VERSION = 2
"""Version 2: records carry their inputs and a digest. Version 1 directories are refused."""
CALLS_FORM_FIELD = "calls_form"
"""A record's field naming the trace version whose file form its ``llm_calls`` and its runs'
artifacts are stored in (each message and reply once, see ``record._compact``). A record
without it (written before it existed) holds them whole, and is read as it is."""
MANIFEST_FORMAT = "forecasting_agents.evaluation run directory"
MANIFEST_NAME = "manifest.json"
RECORDS_DIR = "records"
SPILL_DIR = "spill"
"""Where long replies wait for their question's record; removed once the trace is written."""
LOCK_NAME = ".lock"
DIGEST_FIELD = "digest"
DIGEST_PREFIX = "sha256:"
_DOCUMENT_KEYS = ("documents_sha256", "search_client")
_LEFTOVER = re.compile(rf"\.{re.escape(MANIFEST_NAME)}\..+{re.escape(TEMP_SUFFIX)}")
"""What a run killed before its manifest existed can leave: a manifest's temporary file."""


class BacktestConfigError(ValueError):
    """Bad runner input: a setting, a question set, or a run directory that cannot be used."""


class RunDirectoryLockedError(BacktestConfigError):
    """Another run holds the directory's lock (or one this process cannot prove has ended)."""


# --------------------------------------------------------------------------- records


def record_inputs(question: ForecastQuestion, run: dict[str, Any]) -> dict[str, Any]:
    """What a question's record was made with: its question's hash and the run's other inputs.

    ``run`` is the manifest's ``run``; the corpus enters as its hash, or a search client as its
    name, and the settings include the panel.
    """
    return {
        "questions_sha256": questions_sha256([question]),
        **{key: run[key] for key in _DOCUMENT_KEYS if key in run},
        "provider": run["provider"],
        "model": run["model"],
        "settings": run["settings"],
    }


def record_digest(data: dict[str, Any]) -> str:
    """``sha256:`` + SHA-256 of ``data``'s canonical JSON, its ``digest`` field left out (a
    spilled reply's text read from its file a chunk at a time)."""
    content = {k: v for k, v in data.items() if k != DIGEST_FIELD}
    if not has_spilled(content):
        return DIGEST_PREFIX + content_sha256(content)
    return DIGEST_PREFIX + parts_sha256(json_parts(content, sort_keys=True, separators=(",", ":")))


def record_piece(data: Mapping[str, Any], source: str) -> TracePiece:
    """The question's piece of the run's trace, from its saved (redacted) record ``data``."""
    artifacts, calls = record_lists(data, source)
    return trace_piece(artifacts, calls, data["search_calls"], source=source)


def record_lists(data: Mapping[str, Any], source: str) -> tuple[list[Any], list[Any]]:
    """A saved record's artifacts and model calls in memory form (full conversations and
    replies), whichever form it stores them in; a malformed reference names the field."""
    artifacts = [run["artifact"] for run in data["runs"]]
    form = data.get(CALLS_FORM_FIELD)
    if form is None:  # written before records stored each message once
        return artifacts, data["llm_calls"]
    if form != SCHEMA_VERSION:
        raise SchemaError(
            f"{CALLS_FORM_FIELD} {form!r}; this runner reads {SCHEMA_VERSION!r} or a record "
            "without it. Delete the record to re-run that question."
        )
    agents, calls = expand_lists(artifacts, data["llm_calls"], form, source)
    return list(agents), list(calls)


@dataclass
class QuestionRecord:
    """One finished question as saved: its panel's runs and the calls they made.

    ``digest`` is the saved record's (None until it is saved). A run directory keeps the calls
    of a saved record on disk only: its record, and its piece of the trace (``_pieces``).
    """

    question_id: str
    runs: list[ResearchRun]
    llm_calls: list[dict[str, Any]]
    search_calls: list[dict[str, Any]]
    digest: str | None = None

    def to_dict(self, members: Sequence[PanelMember], inputs: dict[str, Any]) -> dict[str, Any]:
        """The saved form: version, id, ``inputs``, runs, calls and the digest of all of it."""
        body = {
            "record_version": RECORD_VERSION,
            "question_id": self.question_id,
            "inputs": inputs,
            "runs": [
                {
                    "member": asdict(member),
                    "artifact": run.artifact.to_dict(),
                    "state": json.loads(run.state.to_json()),
                    "gate_checks": [[asdict(g) for g in checks] for checks in run.gate_checks],
                }
                for member, run in zip(members, self.runs, strict=True)
            ],
            "llm_calls": self.llm_calls,
            "search_calls": self.search_calls,
        }
        # The record leaves the process here: redacted once (each distinct text once, so the
        # copies keep sharing it), then stored as the trace stores it, each message and reply
        # once, and sealed as a reader will see it. Only JSON types are left (plain_json: the
        # copy a JSON round trip gives, but sharing the texts rather than copying each one).
        plain = redact(body)
        artifacts, calls = compact_lists(
            [run["artifact"] for run in plain["runs"]], plain["llm_calls"], SCHEMA_VERSION
        )
        runs = [{**run, "artifact": a} for run, a in zip(plain["runs"], artifacts, strict=True)]
        stored = {**plain, CALLS_FORM_FIELD: SCHEMA_VERSION, "runs": runs, "llm_calls": calls}
        stored = plain_json(stored)
        return {**stored, DIGEST_FIELD: record_digest(stored)}

    @classmethod
    def from_dict(
        cls, data: Any, where: str, members: Sequence[PanelMember], inputs: dict[str, Any]
    ) -> QuestionRecord:
        """Load a saved record after its checks: version, digest, then ``inputs`` and panel."""
        if not isinstance(data, dict):
            raise BacktestConfigError(f"{where}: not a question record (not a JSON object)")
        _check_version(data, where)
        _check_digest(data, where)
        _check_inputs(data.get("inputs"), inputs, where)
        try:
            recorded = [run["member"] for run in data["runs"]]
            if recorded != [asdict(m) for m in members]:
                raise SchemaError(f"panel {recorded} differs from the manifest's")
            artifacts, llm_calls = record_lists(data, where)
            runs = [
                ResearchRun(
                    AgentForecastArtifact.from_dict(artifact, where=f"{where}: artifact"),
                    AgentState.from_json(json.dumps(run["state"])),
                    [[QualityGateResult(**g) for g in checks] for checks in run["gate_checks"]],
                )
                for run, artifact in zip(data["runs"], artifacts, strict=True)
            ]
            calls = llm_calls, data["search_calls"]
            return cls(data["question_id"], runs, *calls, data[DIGEST_FIELD])
        except (SchemaError, KeyError, TypeError, AttributeError) as exc:
            raise BacktestConfigError(
                f"{where}: not a valid question record ({type(exc).__name__}: {exc}). Delete "
                "it to re-run that question."
            ) from None


def _check_version(data: dict[str, Any], where: str) -> None:
    found = data.get("record_version")
    if found != RECORD_VERSION:
        raise BacktestConfigError(
            f"{where}: record format version {found!r}; this runner reads version "
            f"{RECORD_VERSION} only (records now carry their inputs and a digest) and will not "
            "resume it. Run into a new --out directory, or delete the record to re-run its "
            "question."
        )


def _check_digest(data: dict[str, Any], where: str) -> None:
    found = data.get(DIGEST_FIELD)
    try:
        expected = record_digest(data)
    except ValueError as exc:  # NaN or infinity: no canonical JSON, so no digest
        raise BacktestConfigError(f"{where}: not valid JSON for a record ({exc})") from None
    if found != expected:
        what = "has no digest" if found is None else "does not match its digest"
        raise BacktestConfigError(
            f"{where}: {what}: it was edited since it was written. Restore it, or delete it "
            "to re-run that question."
        )


def _check_inputs(found: Any, wanted: dict[str, Any], where: str) -> None:
    differ = _differences(found if isinstance(found, dict) else {}, wanted, "inputs.", "record")
    if differ:
        raise BacktestConfigError(
            f"{where}: made with other inputs than this run ({'; '.join(differ)}). It belongs "
            "to another run: delete it to re-run that question here, or choose a new --out."
        )


# --------------------------------------------------------------------------- the directory


class RunDirectory:
    """The files of one run, locked for as long as it is open: ``with RunDirectory(...) as d:``.

    Opening checks that ``root`` may be used (reading only, so a refused directory is left as
    it was), creates it if absent, takes the lock, checks again under the lock, and writes the
    manifest of a new run. Every refusal is a :class:`BacktestConfigError` naming the path.
    """

    def __init__(self, root: Path, manifest: dict[str, Any]) -> None:
        self.root = _as_the_system_reads_it(Path(root))
        self.records = self.root / RECORDS_DIR
        self.manifest_path = self.root / MANIFEST_NAME
        self.lock_path = self.root / LOCK_NAME
        _existing_manifest(self.root, manifest)  # refuse before touching anything
        self._root_id = self._make_root()
        self._lock = self._acquire()
        self.took_over: str | None = self._lock.took_over
        try:
            self.manifest = self._open(manifest)
            self._records_id = _directory_id(self.records)
            self.spill = self._spill()
            self.pieces = self._pieces()
        except BaseException:
            self._lock.release()
            raise

    def __enter__(self) -> RunDirectory:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """Release the lock (idempotent); the files stay."""
        try:
            self.pieces.close()
        finally:
            self._lock.release()

    def _make_root(self) -> tuple[int, int]:
        if not os.path.lexists(self.root):
            try:
                self.root.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise BacktestConfigError(
                    f"{self.root}: cannot create the run directory ({exc.strerror}); choose "
                    "another --out"
                ) from None
        identity = _directory_id(self.root)
        if identity is None:  # a link or a file took its place meanwhile
            _existing_manifest(self.root, None)
            raise BacktestConfigError(f"{self.root}: not a directory; choose another --out")
        return identity

    def _acquire(self) -> ExclusiveLock:
        lock = ExclusiveLock(self.lock_path)
        try:
            return lock.acquire()
        except LockHeldError as exc:
            who = exc.holder.describe() if exc.holder else "an unknown process"
            raise RunDirectoryLockedError(
                f"{self.root} is in use by another backtest run: {exc.lock} is held by {who}; "
                f"{exc.reason}. Two runs on one directory would both pay for every call."
            ) from None
        except OSError as exc:  # a read-only directory, say
            raise BacktestConfigError(
                f"{self.lock_path}: cannot take the run directory's lock ({exc.strerror}); "
                "choose a directory you can write, or another --out"
            ) from None

    def _open(self, wanted: dict[str, Any]) -> dict[str, Any]:
        found = _existing_manifest(self.root, wanted)  # again: now no other run can write
        remove_temp_files(self.root, f".*{TEMP_SUFFIX}")  # writes cut short by a kill
        remove_temp_files(self.records, f".*{TEMP_SUFFIX}")
        if found is None:
            text = json.dumps(wanted, indent=2) + "\n"
            self._write(self.manifest_path, text.encode("utf-8"), records=False)
            found = wanted
        if not os.path.lexists(self.records):
            self.records.mkdir()
        return found

    def _pieces(self) -> PieceLog:
        path = self.root / PIECES_NAME
        self._check_place(path, records=False)
        try:
            return PieceLog(path, self.spill)
        except OSError as exc:
            raise BacktestConfigError(
                f"{path}: cannot be read ({exc.strerror}); move it away and run again"
            ) from None

    def _spill(self) -> SpillStore:
        """Where the run's long replies wait for their record (see ``record._spill``)."""
        folder = self.root / SPILL_DIR
        if problem := _link_problem(folder):
            raise BacktestConfigError(f"{folder}: {problem}; remove it and run again")
        return SpillStore(folder, redact=redact)

    # ----------------------------------------------------------------------- records

    def record_path(self, question_id: str) -> Path:
        return self.records / f"{question_id}.json"

    def load(
        self, question: ForecastQuestion, members: Sequence[PanelMember]
    ) -> QuestionRecord | None:
        """The question's saved record after every check, or None if it has none yet."""
        path = self.record_path(question.question_id)
        raw = _read_plain(path)
        if raw is None:
            return None
        try:
            data = _parse(raw)
        except ValueError as exc:  # not UTF-8, not JSON, a key twice, NaN
            raise BacktestConfigError(
                f"{path}: unreadable record ({exc}); delete it to re-run that question"
            ) from None
        inputs = record_inputs(question, self.manifest["run"])
        record = QuestionRecord.from_dict(data, str(path), members, inputs)
        if record.question_id != question.question_id:
            raise BacktestConfigError(f"{path}: holds question {record.question_id!r}")
        return replace(record, llm_calls=[], search_calls=[])  # they stay on disk

    def save(
        self,
        question: ForecastQuestion,
        record: QuestionRecord,
        members: Sequence[PanelMember],
        max_bytes: int | None = None,
    ) -> str:
        """Write the question's record, with its inputs and digest, then its piece of the trace;
        returns the digest. A record over ``max_bytes`` (the run's ``max_record_mb``) is not
        written: :class:`forecasting_agents.core.RecordTooLargeError` naming the setting."""
        inputs = record_inputs(question, self.manifest["run"])
        data = record.to_dict(members, inputs)
        path = self.record_path(record.question_id)
        parts = json_parts(data, indent=1)
        if len(parts) == 1:  # no spilled reply: the text, checked against the cap whole
            payload = (parts.pop() + "\n").encode("utf-8")
            if max_bytes is not None and len(payload) > max_bytes:
                raise RecordTooLargeError.of("max_record_mb", max_bytes, len(payload), str(path))
            self._write(path, payload, records=True)
            del payload  # the piece below is made from ``data``: the text is not needed again
        else:  # written as it is encoded, a chunk of each spilled reply at a time
            self._write(path, _capped_bytes([*parts, "\n"], max_bytes, path), records=True)
        self.pieces.add(record.question_id, data[DIGEST_FIELD], record_piece(data, str(path)))
        return data[DIGEST_FIELD]

    # ----------------------------------------------------------------------- the trace

    def write_trace(self, done: Sequence[tuple[str, str]], header: Mapping[str, Any]) -> Path:
        """Write the run's trace from the pieces of ``done`` ((question id, record digest), in
        the trace's order) and ``header`` (see :func:`forecasting_agents.record.save_trace_pieces`),
        unless the directory holds it already; then remove the stream of pieces. Returns its path.

        A question whose piece is missing or damaged (a run killed between its record and its
        piece, or a directory written before pieces were kept) gets it again from its record,
        checked against the digest it was loaded or saved with.
        """
        name = trace_filename(header["notebook"], utc_stamp(header["created_at"]), header["run_id"])
        target = self.check_target(name)  # never saved through a link
        if not os.path.lexists(target):  # a finished directory run again: it is there already
            for question_id, digest in done:
                if not self.pieces.has(question_id, digest):
                    self._repiece(question_id, digest)
            with contextlib.suppress(TraceExistsError):
                save_trace_pieces(
                    self.root,
                    header,
                    lambda list_name, form: (
                        self._piece(question_id, digest, list_name, form)
                        for question_id, digest in done
                    ),
                )
        self.pieces.remove()
        remove_folder(self.spill.folder)  # what the pieces referred to is in the trace now
        return target

    def _piece(self, question_id: str, digest: str, list_name: str, form: str) -> PieceText:
        text = self.pieces.read(question_id, digest, list_name, form)
        if text is None:  # damaged since it was checked: made again from the record
            self._repiece(question_id, digest)
            text = self.pieces.read(question_id, digest, list_name, form)
        if text is None:
            raise BacktestConfigError(
                f"{self.root / PIECES_NAME}: cannot read back the piece of {question_id!r} it "
                "was just given; is another process writing the run directory?"
            )
        return text

    def _repiece(self, question_id: str, digest: str) -> None:
        """Append the question's piece again, made from its record on disk."""
        path = self.record_path(question_id)
        raw = _read_plain(path)
        try:
            data = _parse(raw)
        except ValueError:
            data = None
        if not isinstance(data, dict) or data.get(DIGEST_FIELD) != digest:
            raise BacktestConfigError(
                f"{path}: changed or removed while the run was using it; run the same command "
                "again to check it and resume"
            )
        _check_digest(data, str(path))
        self._check_place(self.root / PIECES_NAME, records=False)
        self.pieces.add(question_id, digest, record_piece(data, str(path)))

    def write(self, name: str, text: str) -> Path:
        """Write ``text`` (UTF-8) atomically to the file ``name`` at the directory's top."""
        return self._write(self.root / name, text.encode("utf-8"), records=False)

    def check_target(self, name: str) -> Path:
        """The path of ``name`` at the top, once it is safe to write there (for a trace's save)."""
        path = self.root / name
        self._check_place(path, records=False)
        return path

    def _write(self, path: Path, data: bytes, *, records: bool) -> Path:
        self._check_place(path, records=records)
        return write_atomic(path, data)

    def _check_place(self, path: Path, *, records: bool) -> None:
        """Refuse a write through a link, or into a directory swapped since it was opened."""
        swapped = _directory_id(self.root) != self._root_id or (
            records and _directory_id(self.records) != self._records_id
        )
        if swapped:
            raise BacktestConfigError(
                f"{path.parent} was replaced, or made a symbolic link, while the run was using "
                f"it; stopped without writing {path.name}"
            )
        if problem := _link_problem(path):
            raise BacktestConfigError(
                f"{path}: {problem}; the runner never writes through one. Remove it and run again."
            )


def _capped_bytes(parts: list[Any], max_bytes: int | None, path: Path) -> Iterator[bytes]:
    """The UTF-8 bytes of the JSON text of ``parts``, stopped by RecordTooLargeError once they
    pass ``max_bytes`` (the write is then abandoned, leaving no file)."""
    total = 0
    for chunk in iter_text(parts):
        data = chunk.encode("utf-8")
        total += len(data)
        if max_bytes is not None and total > max_bytes:
            raise RecordTooLargeError.of(
                "max_record_mb", max_bytes, total, str(path), at_least=True
            )
        yield data


# --------------------------------------------------------------------------- checks


def _existing_manifest(root: Path, wanted: dict[str, Any] | None) -> dict[str, Any] | None:
    """The manifest of the run directory at ``root``, after every check that reads only.

    None when ``root`` is absent or empty (or holds only what a run killed before writing its
    manifest leaves). Raises :class:`BacktestConfigError` for a directory that may not be used,
    or, when ``wanted`` is given, one made with other arguments.
    """
    try:
        info = os.lstat(root)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode):
        raise BacktestConfigError(
            f"{root}: is a symbolic link (to {os.readlink(root)}); the runner never writes "
            "through one. Choose another --out (or, if it points to a run directory, pass that "
            "directory's own path)."
        )
    if not stat.S_ISDIR(info.st_mode):
        raise BacktestConfigError(f"{root}: is a file, not a directory; choose another --out")
    names = sorted(os.listdir(root))
    if MANIFEST_NAME not in names:
        _refuse_unless_empty(root, names)
        return None
    _refuse_links(root, names)
    found = _read_manifest(root / MANIFEST_NAME)
    if wanted is not None:
        _compare(root, found, wanted)
    return found


def _refuse_unless_empty(root: Path, names: list[str]) -> None:
    records = root / RECORDS_DIR
    if RECORDS_DIR in names and _directory_id(records) is not None:
        held = [n for n in os.listdir(records) if n.endswith(".json") and not n.startswith(".")]
        if held:
            raise BacktestConfigError(
                f"{root}: {RECORDS_DIR}/ holds {len(held)} records but {MANIFEST_NAME} is "
                "missing; move the directory away or restore the manifest (a manifest is "
                "never re-created over records nothing vouches for)"
            )
    foreign = [n for n in names if not _is_leftover(root, n)]
    if foreign:
        raise BacktestConfigError(
            f"{root}: not a backtest run directory (it has no {MANIFEST_NAME}) and not empty: "
            f"it holds {listing(foreign)}. --out must be absent, empty, or a run directory "
            "this command made; choose another --out (nothing was changed)."
        )


def _is_leftover(root: Path, name: str) -> bool:
    """What a run killed before writing its manifest leaves: the lock (empty, if killed before
    it named its holder, or naming one), a temporary manifest, an empty ``records/``. A file
    called ``.lock`` holding anything else is the user's, and keeps the directory foreign."""
    if name == LOCK_NAME:
        try:
            raw = _read_plain(root / name)
        except BacktestConfigError:  # a link, a directory: not a lock a run made
            return False
        return raw is not None and (not raw.strip() or LockHolder.parse(raw) is not None)
    if _LEFTOVER.fullmatch(name):
        return True
    records = root / name
    return name == RECORDS_DIR and _directory_id(records) is not None and not os.listdir(records)


def _refuse_links(root: Path, names: list[str]) -> None:
    """A run directory this command made holds no link, at its top or in records/: no symbolic
    link, and no file with another name (a hard link), whose content a write in place (the
    stream of pieces is appended to, and cut after its last whole line) would change."""
    records = root / RECORDS_DIR
    found = [(root / n, problem) for n in names if (problem := _link_problem(root / n, True))]
    if not found and _directory_id(records) is not None:
        found = [
            (records / n, problem)
            for n in sorted(os.listdir(records))
            if (problem := _link_problem(records / n, True))
        ]
    if found:
        path, problem = found[0]
        raise BacktestConfigError(
            f"{path}: {problem}; a run directory this command made holds none and the runner "
            "never writes through one. Remove it, or choose another --out."
        )
    if RECORDS_DIR in names and _directory_id(records) is None:
        raise BacktestConfigError(f"{records}: is not a directory; move it away and run again")


def _link_problem(path: Path, say_target: bool = False) -> str | None:
    """Why ``path`` is a link the runner refuses, or None: a symbolic link (to what, when
    ``say_target``), or a regular file with more than one name (a hard link, which may be a
    name of a file outside the run directory)."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(info.st_mode):
        return (
            f"is a symbolic link (to {os.readlink(path)})" if say_target else "is a symbolic link"
        )
    if stat.S_ISREG(info.st_mode) and info.st_nlink > 1:
        return _hard_link_problem(info.st_nlink)
    return None


def _hard_link_problem(names: int) -> str:
    return (
        f"is a hard link (the file has {names} names, and another may be outside the run directory)"
    )


def _read_manifest(path: Path) -> dict[str, Any]:
    raw = _read_plain(path)
    try:
        found = _parse(raw)
    except ValueError as exc:
        raise BacktestConfigError(
            f"{path}: unreadable manifest ({exc}); restore it, or choose another --out"
        ) from None
    if not isinstance(found, dict) or found.get("format") != MANIFEST_FORMAT:
        raise BacktestConfigError(
            f"{path}: not a backtest run directory's manifest (no format marker "
            f"{MANIFEST_FORMAT!r}); choose another --out (nothing was changed)"
        )
    if found.get("version") != RECORD_VERSION:
        raise BacktestConfigError(
            f"{path}: run directory format version {found.get('version')!r}; this runner "
            f"writes version {RECORD_VERSION} (records carry their inputs and a digest) and "
            "cannot resume it. Choose a new --out directory; the old one stays as it is."
        )
    return found


def _compare(root: Path, found: dict[str, Any], wanted: dict[str, Any]) -> None:
    differ = _differences(found.get("run", {}), wanted["run"])
    if differ:
        raise BacktestConfigError(
            f"{root} holds a run started with other arguments ({'; '.join(differ)}). "
            "Resume it with the same arguments, or choose a new --out directory."
        )


def _as_the_system_reads_it(root: Path) -> Path:
    """``root`` with its ``..`` resolved the way the file system does, through any link before it.

    ``w/link/../run`` is ``<link's target's parent>/run`` to the system but ``w/run`` to a
    lexical normaliser (which the temporary files of an atomic write go through), so the checks
    and the writes would look at two different directories. Resolving the folder that holds the
    run directory, and never the run directory itself (a link there is refused), makes them one.
    """
    if ".." not in root.parts:
        return root
    if root.name == "..":
        return Path(os.path.realpath(root))
    return Path(os.path.realpath(root.parent)) / root.name


def _parse(raw: bytes | None) -> Any:
    """A run directory file's JSON, read strictly: the runner wrote it, so a key given twice in
    one object (an edit that one reader sees and another does not), a NaN, bytes that are not
    UTF-8 or text that is not JSON mean it was changed, and raise ValueError."""
    return strict_json_loads((raw or b"").decode("utf-8"))


def _read_plain(path: Path) -> bytes | None:
    """The bytes of the regular file ``path`` (never through a link), or None if it is absent."""
    try:
        fd = os.open(path, os.O_RDONLY | NO_FOLLOW)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if path.is_symlink():
            raise BacktestConfigError(
                f"{path}: is a symbolic link; the runner reads and writes no links. Remove it "
                "and run again."
            ) from None
        raise BacktestConfigError(f"{path}: cannot be read ({exc.strerror})") from None
    info = os.fstat(fd)
    if not stat.S_ISREG(info.st_mode):  # before fdopen, which refuses a directory itself
        os.close(fd)
        raise BacktestConfigError(f"{path}: not a regular file; move it away and run again")
    if info.st_nlink > 1:
        os.close(fd)
        raise BacktestConfigError(
            f"{path}: {_hard_link_problem(info.st_nlink)}; the runner reads and writes no "
            "links. Remove the other name, or copy the file to one of its own, and run again."
        )
    with os.fdopen(fd, "rb") as handle:
        return handle.read()


def _directory_id(path: Path) -> tuple[int, int] | None:
    """(device, inode) of the real directory ``path``; None for a link, a file or nothing."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    if not stat.S_ISDIR(info.st_mode):
        return None
    return info.st_dev, info.st_ino


def _differences(found: Any, wanted: Any, prefix: str = "", side: str = "directory") -> list[str]:
    """What differs between what ``side`` holds and the current run, key by key (nested too)."""
    if isinstance(found, dict) and isinstance(wanted, dict):
        keys = sorted(set(found) | set(wanted))
        return [
            d
            for k in keys
            for d in _differences(found.get(k), wanted.get(k), f"{prefix}{k}.", side)
        ]
    if found == wanted:
        return []
    return [f"{prefix[:-1]}: {side} has {_brief(found)}, now {_brief(wanted)}"]


BRIEF_CHARS = 80
"""How much of a setting a resume refusal shows, per side of a difference."""


def _brief(value: Any) -> str:
    return clip(json.dumps(value), BRIEF_CHARS)
