"""A trace saved piece by piece (``record._stream``) is the file ``RunTrace.save`` writes.

The pieces here are cut from notebook 04's pinned trace (real wire requests, many labels), one
piece per question as the backtest cuts them, and its content saved both ways must give the same
bytes: unsigned and signed, with lists left empty, whatever the cut. The header is redacted once
and nothing else is; a bad call is refused naming the piece and the field.
"""

from __future__ import annotations

import json
from itertools import groupby

import pytest
from support import PINNED_04

import forecasting_agents.record._stream as stream
from forecasting_agents.record import (
    TRACE_HEADER_FIELDS,
    RunTrace,
    TraceExistsError,
    TraceFormatError,
    generate_signing_key,
    save_trace_pieces,
    trace_piece,
)

PINNED = RunTrace.load(PINNED_04)


def question_of(call: dict) -> str:
    return call["label"].split("/")[0]


def captured(search_calls=None, **changes) -> RunTrace:
    """Notebook 04's record captured again, as a version 1.3 trace."""
    fields = {
        "notebook": PINNED.notebook,
        "provider": PINNED.provider,
        "question": PINNED.question,
        "params": PINNED.params,
        "agents": PINNED.agents,
        "llm_calls": PINNED.llm_calls,
        "search_calls": PINNED.search_calls if search_calls is None else search_calls,
        "notes": PINNED.notes,
        "created_at": PINNED.created_at,
        "run_id": PINNED.run_id,
    }
    return RunTrace.capture(**{**fields, **changes})


def header_of(run: RunTrace) -> dict:
    return {name: getattr(run, name) for name in TRACE_HEADER_FIELDS}


def by_question(run: RunTrace) -> list:
    """One piece per question: its calls and searches, and the agents cut four at a time from
    the second piece on (any contiguous cut will do for them), the last piece taking the rest;
    so the first piece and those past the agents have none."""
    calls = {q: list(group) for q, group in groupby(run.llm_calls, key=question_of)}
    searches = {q: list(group) for q, group in groupby(run.search_calls, key=question_of)}
    questions = list(dict.fromkeys([*calls, *searches]))
    last = len(questions) - 1
    return [
        trace_piece(
            run.agents[4 * (i - 1) : None if i == last else 4 * i] if i else [],
            calls.get(q, []),
            searches.get(q, []),
            source=f"piece {q}",
        )
        for i, q in enumerate(questions)
    ]


def source_of(pieces):
    return lambda name, form: (piece.form(name, form) for piece in pieces)


def test_the_pinned_trace_saved_piece_by_piece_is_the_file_save_writes(tmp_path):
    run = captured()
    expected = run.save(tmp_path / "whole").read_bytes()
    pieces = by_question(run)
    assert len(pieces) > 10 and any(not p.canonical["agents"] for p in pieces)
    path = save_trace_pieces(tmp_path / "pieces", header_of(run), source_of(pieces))
    assert path.name == run.filename()
    assert path.read_bytes() == expected
    again = RunTrace.load(path)  # the loader checks the digest over the file
    assert again.llm_calls == run.llm_calls and again.verified_digest == run.digest


def test_a_signed_trace_saved_piece_by_piece_is_the_signed_file_save_writes(tmp_path):
    key, _ = generate_signing_key(tmp_path / "keys")
    run = captured()
    expected = run.save(tmp_path / "whole", signing_key=key).read_bytes()
    path = save_trace_pieces(
        tmp_path / "pieces", header_of(run), source_of(by_question(run)), signing_key=key
    )
    assert path.read_bytes() == expected  # Ed25519 signatures are deterministic
    assert RunTrace.load(path).signature["algorithm"] == "ed25519"


def test_empty_lists_and_empty_pieces_are_laid_out_as_save_lays_them_out(tmp_path):
    run = captured(search_calls=[])
    empty = trace_piece([], [], [], source="empty")
    pieces = [empty, *by_question(run), empty]
    path = save_trace_pieces(tmp_path / "pieces", header_of(run), source_of(pieces))
    assert path.read_bytes() == run.save(tmp_path / "whole").read_bytes()
    assert '  "search_calls": [],\n' in path.read_text(encoding="utf-8")


def test_only_the_header_is_redacted_and_only_once(tmp_path, monkeypatch):
    secret = "sk-" + "a1B2c3D4" * 4
    run = captured()
    pieces = by_question(run)
    seen = []
    real = stream.redact

    def counting(value):
        seen.append(sorted(value))
        return real(value)

    monkeypatch.setattr(stream, "redact", counting)
    header = {**header_of(run), "notes": f"made with {secret}"}
    path = save_trace_pieces(tmp_path, header, source_of(pieces))
    assert seen == [sorted(["schema_version", *TRACE_HEADER_FIELDS])]  # no list among them
    assert secret not in path.read_text(encoding="utf-8")
    assert RunTrace.load(path).notes == "made with sk-[REDACTED]"


def test_a_bad_call_in_a_piece_is_refused_naming_the_piece_and_the_field():
    call = {**PINNED.llm_calls[0], "reply": 12}
    with pytest.raises(TraceFormatError, match=r"^piece q: llm_calls\[0\]\.reply: expected a"):
        trace_piece([], [call], [], source="piece q")
    call = {**PINNED.llm_calls[0], "settings": {"temperature": float("nan")}}
    with pytest.raises(TraceFormatError, match=r"^piece q: llm_calls\[0\]\.settings\.temperature"):
        trace_piece([], [call], [], source="piece q")


def test_an_existing_trace_is_never_replaced_and_no_piece_is_read(tmp_path):
    run = captured()
    path = run.save(tmp_path)
    before = path.read_bytes()

    def unread(name, form):
        raise AssertionError("a piece was read for a trace that is not written")

    with pytest.raises(TraceExistsError, match="never overwritten"):
        save_trace_pieces(tmp_path, header_of(run), unread)
    assert path.read_bytes() == before


def test_a_header_with_a_missing_or_unknown_field_is_refused(tmp_path):
    header = header_of(captured())
    del header["notes"]
    with pytest.raises(TraceFormatError, match=r"missing \['notes'\]"):
        save_trace_pieces(tmp_path, {**header, "extra": 1}, source_of([]))
    assert not list(tmp_path.iterdir())


def test_each_piece_holds_its_items_canonical_and_as_the_file_holds_them():
    run = captured()
    first, second = by_question(run)[:2]
    items = json.loads("[" + first.canonical["search_calls"] + "]")
    assert items == [c for c in run.search_calls if question_of(c) == question_of(items[0])]
    assert first.canonical["agents"] == first.text["agents"] == ""
    assert json.loads("[" + second.text["agents"] + "]") == run.agents[:4]
    assert second.text["agents"].startswith('    {\n      "agent_id": ')  # two levels deep
