"""The one trace write path: a trace serialised, redacted, sealed and written piece by piece.

Every trace file is written here, by :func:`save_trace_pieces`: :meth:`RunTrace.save` hands it
the whole trace as one piece, the backtest (:mod:`forecasting_agents.evaluation`) one piece per
question, so a long run is never whole in memory. Each stretch of the trace's three lists
(``agents``, ``llm_calls``, ``search_calls``) is checked, put in file form and encoded once, when
it is recorded (:func:`trace_piece`); :func:`save_trace_pieces` redacts and checks the header,
takes the digest over the pieces' canonical JSON, signs it when a key is configured, and writes
the file from the pieces' text, one piece at a time, refusing to go past ``max_bytes`` (the run's
record cap, :class:`forecasting_agents.core.RecordTooLargeError`). The loader,
``forecast-agents verify``, the report and replay read the result as any other trace.

Conventions
-----------
- What a piece holds is redacted once: by :func:`trace_piece` when asked (``redact_items``, as
  :meth:`RunTrace.save` asks for a trace edited since it was redacted), else before it came here
  (the backtest redacts each question's record as it writes it, and makes its piece from that
  record). The header (the question, the params, the notes) is redacted here.
- A piece is a :class:`TracePiece`: for each list, ``canonical`` holds its items'
  :func:`forecasting_agents.core.canonical_json` joined by ``,``, so the digest fed piece after
  piece is the digest of the whole document's canonical JSON; ``text`` holds its items as the file
  holds them (indented two levels, as ``json.dumps(document, indent=2)`` puts them) joined by
  ``,\\n``. A list a piece has no items of is ``""`` in both.
- Each version keeps its layout (``trace_fields``, ``_compact``): a trace read in an older
  version is saved in it again, byte for byte. A piece compacts its own agents and calls, which
  compacts by label; two pieces must therefore not share a label (a backtest question's labels
  start with its id).
- The file is written with :func:`write_new_trace_file`: atomically, and never over an existing
  trace (:class:`TraceExistsError`); a save stopped midway (the cap, a full disk) leaves no file.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from forecasting_agents.core._dates import parse_iso_timestamp
from forecasting_agents.core._errors import RecordTooLargeError
from forecasting_agents.core._files import (
    TEMP_SUFFIX,
    TargetExistsError,
    TargetLockedError,
    canonical_json,
    remove_temp_files,
    write_atomic,
)
from forecasting_agents.record._compact import compact_lists
from forecasting_agents.record._migrations import is_sealed
from forecasting_agents.record._records import (
    DIGEST_ALGORITHM,
    SCHEMA_VERSION,
    SIGNED_TRACE_FIELDS,
    UNSEALED_FIELDS,
    TraceFormatError,
    check_depth,
    check_jsonable,
    trace_fields,
    validate_trace_header,
    validate_trace_lists,
)
from forecasting_agents.record._redaction import redact
from forecasting_agents.record._signing import load_signing_key, sign_digest
from forecasting_agents.record._spill import JsonParts, Swapped, has_spilled, iter_text

__all__ = [
    "PIECE_FORMS",
    "STALE_TEMP_SECONDS",
    "TRACE_HEADER_FIELDS",
    "TRACE_LISTS",
    "PieceSource",
    "PieceText",
    "TraceExistsError",
    "TracePiece",
    "save_trace_pieces",
    "trace_filename",
    "trace_piece",
    "utc_stamp",
    "write_new_trace_file",
]

STALE_TEMP_SECONDS = 3600
"""A temporary file older than this was left by a killed save; the next save removes it."""


class TraceExistsError(FileExistsError):
    """Refused to write a trace because a file with that name exists: traces are never replaced."""


TRACE_LISTS = ("agents", "llm_calls", "search_calls")
"""The lists a trace is made of, piece by piece."""
PIECE_FORMS = ("canonical", "text")
"""The two encodings of a piece: what the digest is taken over, and what the file holds."""
TRACE_HEADER_FIELDS = tuple(
    name
    for name in SIGNED_TRACE_FIELDS
    if name not in (*UNSEALED_FIELDS, *TRACE_LISTS, "schema_version")
)
"""What :func:`save_trace_pieces` takes besides the pieces: run id, time, notebook, provider,
question, params and notes."""

_INDENT = "  "
"""``json.dumps(..., indent=2)``: the layout :meth:`RunTrace.save` writes."""
_ITEM_DEPTH = 2
"""An item of one of the lists: inside the document, inside its list."""

PieceSource = Callable[[str, str], Iterable["PieceText"]]
"""``pieces(list_name, form)``: each piece's ``form`` of that list, in the trace's order. Called
once per list and form, so a source on disk reads each piece's text once for the file."""


PieceText = str | JsonParts
"""A piece's encoding of one list: its JSON text, or (when it holds a spilled reply) the parts
of it, which :func:`forecasting_agents.record._spill.iter_text` expands a chunk at a time."""


@dataclass(frozen=True)
class TracePiece:
    """One stretch of a trace's lists, encoded both ways (see the module docstring)."""

    canonical: dict[str, PieceText]
    text: dict[str, PieceText]

    def form(self, name: str, form: str) -> PieceText:
        """The ``form`` (``canonical`` or ``text``) of the list ``name``."""
        return (self.canonical if form == "canonical" else self.text)[name]


def trace_piece(
    agents: Sequence[Mapping[str, Any]],
    llm_calls: Sequence[Mapping[str, Any]],
    search_calls: Sequence[Mapping[str, Any]],
    *,
    source: str = "<trace piece>",
    version: int | str = SCHEMA_VERSION,
    redact_items: bool = False,
) -> TracePiece:
    """Check a stretch of a trace's lists and encode it, in the file form of ``version``.

    The items are plain JSON data, already redacted unless ``redact_items``; model calls are in
    their in-memory form (full messages and request). Raises :class:`TraceFormatError` naming
    ``source`` and the field, as :meth:`RunTrace.capture` would for the same content.
    """
    lists: dict[str, list[Any]] = {
        "agents": list(agents),
        "llm_calls": list(llm_calls),
        "search_calls": list(search_calls),
    }
    # A spilled reply (record._spill) is checked and encoded as a placeholder string, then its
    # text takes the placeholder's place in the parts of the encoded lists.
    swapped = Swapped(lists) if has_spilled(lists) else None
    if swapped is not None:
        lists = swapped.value
    check_depth(lists, source)  # before anything recursive runs on it
    if redact_items:
        lists = redact(lists)
    validate_trace_lists(lists, source, version)
    lists["agents"], lists["llm_calls"] = compact_lists(
        lists["agents"], lists["llm_calls"], version
    )
    try:
        canonical = {
            name: ",".join(canonical_json(item).decode("utf-8") for item in items)
            for name, items in lists.items()
        }
        text = {
            name: ",\n".join(_INDENT * _ITEM_DEPTH + _indented(item, _ITEM_DEPTH) for item in items)
            for name, items in lists.items()
        }
    except (TypeError, ValueError):  # NaN, or an object JSON cannot hold: name where
        check_jsonable(lists, source, "")
        raise
    if swapped is None:
        return TracePiece(dict(canonical), dict(text))
    return TracePiece(
        {name: _parts(swapped, value) for name, value in canonical.items()},
        {name: _parts(swapped, value) for name, value in text.items()},
    )


def _parts(swapped: Swapped, text: str) -> PieceText:
    parts = swapped.split(text)
    return parts[0] if len(parts) == 1 and isinstance(parts[0], str) else parts


def _piece_chunks(piece: PieceText) -> Iterator[str]:
    """A piece's text, a segment or a chunk of a spilled reply at a time."""
    return iter((piece,)) if isinstance(piece, str) else iter_text(piece)


def save_trace_pieces(
    directory: str | Path,
    header: Mapping[str, Any],
    pieces: PieceSource,
    *,
    signing_key: str | Path | None = None,
    version: int | str = SCHEMA_VERSION,
    max_bytes: int | None = None,
    cap_setting: str = "max_record_mb",
) -> Path:
    """Write the trace of ``header`` and ``pieces`` into ``directory``; returns its path.

    ``header`` holds :data:`TRACE_HEADER_FIELDS` (``created_at`` in any form
    :meth:`RunTrace.capture` takes); it is redacted and checked here. The file is named
    ``<notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json``, laid out as ``json.dumps(document,
    indent=2)`` in the layout of ``version`` (a legacy one without a digest), and signed with
    ``signing_key``, else the file ``FORECAST_SIGNING_KEY`` names, else unsigned (a version
    without a ``signature`` field never is). Raises :class:`TraceExistsError` if the file is
    there already, before reading any piece; :class:`RecordTooLargeError` (naming
    ``cap_setting``) once the file would pass ``max_bytes``, leaving no file.
    """
    source = f"save_trace_pieces({header.get('notebook')!r})"
    fields = _header(header, source, version)
    target = Path(directory) / trace_filename(
        fields["notebook"], fields["created_at"], fields["run_id"]
    )
    if target.exists() or target.is_symlink():
        raise TraceExistsError(
            f"{target}: a trace with this name already exists and traces are never overwritten"
        )
    names = trace_fields(version)
    document = dict(fields)
    if is_sealed(version):
        document["digest"] = _digest(fields, pieces)
        key = load_signing_key(signing_key) if "signature" in names else None
        document["signature"] = sign_digest(document["digest"], key) if key else None
    Path(directory).mkdir(parents=True, exist_ok=True)
    chunks = _file_chunks(document, pieces, names)
    if max_bytes is not None:
        chunks = _capped(chunks, max_bytes, target, cap_setting)
    write_new_trace_file(target, chunks)
    return target


def _capped(chunks: Iterable[bytes], max_bytes: int, target: Path, setting: str) -> Iterator[bytes]:
    """``chunks``, stopped by :class:`RecordTooLargeError` before the total passes
    ``max_bytes`` (the write is then abandoned: no file is left)."""
    total = 0
    for chunk in chunks:
        total += len(chunk)
        if total > max_bytes:
            raise RecordTooLargeError.of(setting, max_bytes, total, str(target), at_least=True)
        yield chunk


def _header(
    header: Mapping[str, Any], source: str, version: int | str = SCHEMA_VERSION
) -> dict[str, Any]:
    """The header's fields as the file holds them: checked, redacted, plain JSON."""
    missing = [name for name in TRACE_HEADER_FIELDS if name not in header]
    unknown = sorted(set(header) - set(TRACE_HEADER_FIELDS))
    if missing or unknown:
        raise TraceFormatError(
            source,
            "",
            f"header fields missing {missing} or unknown {unknown}; expected "
            f"{list(TRACE_HEADER_FIELDS)}",
        )
    fields = {
        "schema_version": version,
        **header,
        "created_at": utc_stamp(header["created_at"]),
    }
    check_depth(fields, source)
    check_jsonable(fields, source, "")
    # As RunTrace.capture: redacted, then a JSON round trip leaves only JSON types.
    plain = json.loads(json.dumps(redact(fields), ensure_ascii=False, allow_nan=False))
    validate_trace_header(plain, source)
    return plain


def _digest(fields: Mapping[str, Any], pieces: PieceSource) -> str:
    """:func:`forecasting_agents.record.trace_digest` of the document, fed piece by piece."""
    digest = hashlib.sha256(b"{")
    for i, name in enumerate(sorted([*fields, *TRACE_LISTS])):  # canonical JSON sorts keys
        digest.update((b"," if i else b"") + canonical_json(name) + b":")
        if name not in TRACE_LISTS:
            digest.update(canonical_json(fields[name]))
            continue
        digest.update(b"[")
        first = True
        for piece in pieces(name, "canonical"):
            if piece:
                digest.update(b"" if first else b",")
                for chunk in _piece_chunks(piece):
                    digest.update(chunk.encode("utf-8"))
                first = False
        digest.update(b"]")
    digest.update(b"}")
    return f"{DIGEST_ALGORITHM}:{digest.hexdigest()}"


def _file_chunks(
    document: Mapping[str, Any], pieces: PieceSource, names: Sequence[str] = SIGNED_TRACE_FIELDS
) -> Iterator[bytes]:
    """The file's bytes, ``json.dumps(document, indent=2) + "\\n"``, a piece at a time, with
    the top-level fields ``names`` in their order."""
    yield b"{"
    for i, name in enumerate(names):
        yield f"{',' if i else ''}\n{_INDENT}{json.dumps(name)}: ".encode()
        if name not in TRACE_LISTS:
            yield _indented(document[name], 1).encode("utf-8")
            continue
        first = True
        for piece in pieces(name, "text"):
            if piece:
                yield ("[\n" if first else ",\n").encode()
                for chunk in _piece_chunks(piece):
                    yield chunk.encode("utf-8")
                first = False
        yield b"[]" if first else f"\n{_INDENT}]".encode()
    yield b"\n}\n"


def _indented(value: Any, depth: int) -> str:
    """``value`` as ``json.dumps(..., indent=2)`` writes it ``depth`` levels into a document."""
    text = json.dumps(value, indent=len(_INDENT), ensure_ascii=False, allow_nan=False)
    return text.replace("\n", "\n" + _INDENT * depth)  # JSON text holds no other newline


# --------------------------------------------------------------------------- names and files


def trace_filename(notebook: str, created_at: str, run_id: str) -> str:
    """A trace's file name, ``<notebook>_<YYYYMMDDTHHMMSSZ>_<run_id>.json`` (``created_at`` as
    :func:`utc_stamp` gives it)."""
    compact = created_at.replace("-", "").replace(":", "")
    return f"{notebook}_{compact}_{run_id}.json"


def utc_stamp(value: datetime | str) -> str:
    """Normalise a timestamp to ``YYYY-MM-DDTHH:MM:SSZ`` in UTC (naive input is taken as UTC)."""
    moment = parse_iso_timestamp(value, what="created_at")
    return moment.replace(microsecond=0).strftime("%Y-%m-%dT%H:%M:%SZ")


def write_new_trace_file(target: Path, payload: bytes | Iterable[bytes]) -> None:
    """Write ``payload`` (bytes, or chunks of them) to ``target`` atomically, refusing to
    replace an existing file; raises :class:`TraceExistsError` if it is there.

    :func:`forecasting_agents.core.write_atomic` with ``exclusive=True`` does the writing
    (temporary file, fsync, hard link or locked rename). A save that dies midway leaves no file
    under the trace's name; its temporary file is removed on the way out, or by a later save if
    the process was killed.
    """
    if target.exists():
        raise _exists_error(target)
    remove_temp_files(target.parent, f".*.json.*{TEMP_SUFFIX}", STALE_TEMP_SECONDS)
    try:
        write_atomic(target, payload, exclusive=True)
    except TargetLockedError as exc:
        raise TraceExistsError(
            f"{target}: another save of this trace holds {exc.lock.name}; if no save is "
            "running, a killed one left it behind: delete it and save again"
        ) from None
    except TargetExistsError:
        raise _exists_error(target) from None


def _exists_error(target: Path) -> TraceExistsError:
    return TraceExistsError(
        f"{target}: a trace with this name already exists and traces are never overwritten; "
        "capture a new run (it gets a new run_id) or move the old file away yourself"
    )
