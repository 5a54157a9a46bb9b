"""A trace saved piece by piece: the file :meth:`RunTrace.save` writes, never whole in memory.

A long run (the backtest's, :mod:`forecasting_agents.evaluation`) records more than is worth holding
in memory at once, let alone in the several copies that building a :class:`RunTrace` and saving it
takes. So its trace is made of *pieces*: each stretch of the trace's three lists (``agents``,
``llm_calls``, ``search_calls``; in the backtest, one question's panel) is checked, put in file form
and encoded once, when it is recorded (:func:`trace_piece`); at the end :func:`save_trace_pieces`
takes the digest over the pieces' canonical JSON, signs it when a key is configured, and writes the
file from the pieces' text, one piece at a time. The bytes are those :meth:`RunTrace.save` writes
for the same content (a test compares them), so the loader, ``forecast-agents verify``, the report
and replay read it as any other trace of version :data:`SCHEMA_VERSION`.

Conventions
-----------
- What a piece holds was redacted before it came here, once: the backtest redacts each question's
  record as it writes it, and a piece is made from that record. The other fields (the question, the
  params, the notes) are redacted here. Nothing is redacted twice.
- A piece is a :class:`TracePiece`: for each list, ``canonical`` holds its items'
  :func:`forecasting_agents.core.canonical_json` joined by ``,``, so the digest fed piece after
  piece is the digest of the whole document's canonical JSON; ``text`` holds its items as the file
  holds them (indented two levels, as ``json.dumps(document, indent=2)`` puts them) joined by
  ``,\\n``. A list a piece has no items of is ``""`` in both.
- A piece compacts its own model calls (see ``_compact``), which compacts by label; two pieces must
  therefore not share a label (a backtest question's labels start with its id).
- The file is written with :func:`forecasting_agents.record.write_new_trace_file`: atomically, and
  never over an existing trace (:class:`forecasting_agents.record.TraceExistsError`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.core._files import canonical_json
from forecasting_agents.record._compact import compact_llm_calls
from forecasting_agents.record._records import (
    DIGEST_ALGORITHM,
    SCHEMA_VERSION,
    SIGNED_TRACE_FIELDS,
    UNSEALED_FIELDS,
    TraceFormatError,
    check_depth,
    check_jsonable,
    validate_trace_header,
    validate_trace_lists,
)
from forecasting_agents.record._redaction import redact
from forecasting_agents.record._signing import load_signing_key, sign_digest
from forecasting_agents.record._trace import (
    TraceExistsError,
    trace_filename,
    utc_stamp,
    write_new_trace_file,
)

__all__ = [
    "PIECE_FORMS",
    "TRACE_HEADER_FIELDS",
    "TRACE_LISTS",
    "PieceSource",
    "TracePiece",
    "save_trace_pieces",
    "trace_piece",
]

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

PieceSource = Callable[[str, str], Iterable[str]]
"""``pieces(list_name, form)``: each piece's ``form`` of that list, in the trace's order. Called
once per list and form, so a source on disk reads each piece's text once for the file."""


@dataclass(frozen=True)
class TracePiece:
    """One stretch of a trace's lists, encoded both ways (see the module docstring)."""

    canonical: dict[str, str]
    text: dict[str, str]

    def form(self, name: str, form: str) -> str:
        """The ``form`` (``canonical`` or ``text``) of the list ``name``."""
        return (self.canonical if form == "canonical" else self.text)[name]


def trace_piece(
    agents: Sequence[Mapping[str, Any]],
    llm_calls: Sequence[Mapping[str, Any]],
    search_calls: Sequence[Mapping[str, Any]],
    *,
    source: str = "<trace piece>",
) -> TracePiece:
    """Check a stretch of a trace's lists and encode it, calls compacted, for the file.

    The items are plain JSON data, already redacted; model calls are in their in-memory form
    (full messages and request). Raises :class:`TraceFormatError` naming ``source`` and the
    field, as :meth:`RunTrace.capture` would for the same content.
    """
    lists: dict[str, list[Any]] = {
        "agents": list(agents),
        "llm_calls": list(llm_calls),
        "search_calls": list(search_calls),
    }
    check_depth(lists, source)
    validate_trace_lists(lists, source, SCHEMA_VERSION)
    lists["llm_calls"] = compact_llm_calls(lists["llm_calls"])
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
    return TracePiece(canonical, text)


def save_trace_pieces(
    directory: str | Path,
    header: Mapping[str, Any],
    pieces: PieceSource,
    *,
    signing_key: str | Path | None = None,
) -> Path:
    """Write the trace of ``header`` and ``pieces`` into ``directory``; returns its path.

    ``header`` holds :data:`TRACE_HEADER_FIELDS` (``created_at`` in any form
    :meth:`RunTrace.capture` takes); it is redacted and checked here. The file is named and laid
    out as :meth:`RunTrace.save` names and lays out a trace of this content, and signed as it
    signs one (``signing_key``, else the file ``FORECAST_SIGNING_KEY`` names, else unsigned).
    Raises :class:`TraceExistsError` if the file is there already, before reading any piece.
    """
    source = f"save_trace_pieces({header.get('notebook')!r})"
    fields = _header(header, source)
    target = Path(directory) / trace_filename(
        fields["notebook"], fields["created_at"], fields["run_id"]
    )
    if target.exists() or target.is_symlink():
        raise TraceExistsError(
            f"{target}: a trace with this name already exists and traces are never overwritten"
        )
    digest = _digest(fields, pieces)
    key = load_signing_key(signing_key)
    signature = sign_digest(digest, key) if key is not None else None
    document = {**fields, "digest": digest, "signature": signature}
    Path(directory).mkdir(parents=True, exist_ok=True)
    write_new_trace_file(target, _file_chunks(document, pieces))
    return target


def _header(header: Mapping[str, Any], source: str) -> dict[str, Any]:
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
        "schema_version": SCHEMA_VERSION,
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
                digest.update((b"" if first else b",") + piece.encode("utf-8"))
                first = False
        digest.update(b"]")
    digest.update(b"}")
    return f"{DIGEST_ALGORITHM}:{digest.hexdigest()}"


def _file_chunks(document: Mapping[str, Any], pieces: PieceSource) -> Iterator[bytes]:
    """The file's bytes, ``json.dumps(document, indent=2) + "\\n"``, a piece at a time."""
    yield b"{"
    for i, name in enumerate(SIGNED_TRACE_FIELDS):
        yield f"{',' if i else ''}\n{_INDENT}{json.dumps(name)}: ".encode()
        if name not in TRACE_LISTS:
            yield _indented(document[name], 1).encode("utf-8")
            continue
        first = True
        for piece in pieces(name, "text"):
            if piece:
                yield (("[\n" if first else ",\n") + piece).encode("utf-8")
                first = False
        yield b"[]" if first else f"\n{_INDENT}]".encode()
    yield b"\n}\n"


def _indented(value: Any, depth: int) -> str:
    """``value`` as ``json.dumps(..., indent=2)`` writes it ``depth`` levels into a document."""
    text = json.dumps(value, indent=len(_INDENT), ensure_ascii=False, allow_nan=False)
    return text.replace("\n", "\n" + _INDENT * depth)  # JSON text holds no other newline
