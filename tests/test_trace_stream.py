"""A trace saved piece by piece (``record._stream``) is the file ``RunTrace.save`` writes.

The pieces here are cut from notebook 04's pinned trace (real wire requests, many labels), one
piece per question as the backtest cuts them, and its content saved both ways must give the same
bytes: unsigned and signed, with lists left empty, whatever the cut. The header is redacted once
and nothing else is; a bad call is refused naming the piece and the field; saving holds a piece in
memory, not the trace.

Then the backtest's run directory (``evaluation._pieces``): a directory run streams the very bytes
a run without one captures in memory, keeping no call in memory; a stream cut short, edited,
deleted or holding stale pieces is remade from the records and gives the same trace; a stream made
a link is refused; a record changed under a missing piece stops the trace; and a streamed trace
edited or cut short is refused by the loader and by ``verify``.
"""

from __future__ import annotations

import json
import tracemalloc
from itertools import groupby
from pathlib import Path

import pytest
from support import PINNED_04

import forecasting_agents.evaluation._backtest as backtest_module
import forecasting_agents.evaluation._results as results
import forecasting_agents.record._stream as stream
import forecasting_agents.record._tracing as tracing
from forecasting_agents.cli import main
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._pieces import PIECES_NAME
from forecasting_agents.evaluation._rundir import DIGEST_FIELD, BacktestConfigError, RunDirectory
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.record._records import TraceFormatError
from forecasting_agents.record._signing import SIGNING_KEY_ENV_VAR, generate_signing_key
from forecasting_agents.record._stream import (
    TRACE_HEADER_FIELDS,
    TraceExistsError,
    save_trace_pieces,
    trace_piece,
)
from forecasting_agents.record._trace import RunTrace

PINNED = RunTrace.load(PINNED_04)


def question_of(call: dict) -> str:
    return call["label"].split("/")[0]


def captured(search_calls=None, **changes) -> RunTrace:
    """Notebook 04's record captured again, as a trace of the version written now."""
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
    """One piece per question, as the backtest cuts them: its agents, calls and searches (an
    agent's step refers to its call's reply from version 1.4, so an agent and its calls share a
    piece, as two pieces never share a label)."""
    calls = {q: list(group) for q, group in groupby(run.llm_calls, key=question_of)}
    searches = {q: list(group) for q, group in groupby(run.search_calls, key=question_of)}
    agents: dict[str, list] = {}
    for agent, label in zip(run.agents, run.agent_labels(), strict=True):
        agents.setdefault(label.split("/")[0], []).append(agent)
    questions = list(dict.fromkeys([*agents, *calls, *searches]))
    return [
        trace_piece(agents.get(q, []), calls.get(q, []), searches.get(q, []), source=f"piece {q}")
        for q in questions
    ]


def source_of(pieces):
    return lambda name, form: (piece.form(name, form) for piece in pieces)


def test_the_pinned_trace_saved_piece_by_piece_is_the_file_save_writes(tmp_path):
    run = captured()
    expected = run.save(tmp_path / "whole").read_bytes()
    pieces = by_question(run)
    assert len(pieces) > 10 and all(p.canonical["agents"] for p in pieces)
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
    first = by_question(run)[0]
    items = json.loads("[" + first.canonical["search_calls"] + "]")
    assert items == [c for c in run.search_calls if question_of(c) == question_of(items[0])]
    assert trace_piece([], [], [], source="empty").text["agents"] == ""
    own = [
        a
        for a, label in zip(run.agents, run.agent_labels(), strict=True)
        if question_of({"label": label}) == question_of(items[0])
    ]
    stored = json.loads("[" + first.text["agents"] + "]")  # steps refer to their replies
    assert [a["agent_id"] for a in stored] == [a["agent_id"] for a in own] and len(own) > 1
    assert first.text["agents"].startswith('    {\n      "agent_id": ')  # two levels deep


def test_saving_from_pieces_holds_one_piece_in_memory_not_the_trace(tmp_path):
    """The file is written a piece at a time: the peak of Python allocations while saving a
    trace of 60 pieces stays a small fraction of the file (the whole content would be more)."""
    run = captured()
    pieces = by_question(run)
    biggest = max(pieces, key=lambda p: len(p.text["llm_calls"]))
    many = [biggest] * 60  # the same object: the source itself costs nothing

    def source(name, form):
        for piece in many:
            yield piece.form(name, form)

    header = header_of(run)
    tracemalloc.start()
    try:
        path = save_trace_pieces(tmp_path, header, source)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    size = path.stat().st_size
    assert size > 60 * len(biggest.text["llm_calls"])
    assert peak < size / 10, f"peak {peak} bytes for a {size}-byte trace"
    assert len(RunTrace.load(path).agents) == 60 * len(json.loads(f"[{biggest.text['agents']}]"))


# --------------------------------------------------------------------------- the run directory

INPUTS = load_backtest_inputs()
QUESTIONS = INPUTS.questions[:4]
STAMP = "2025-01-02T03:04:05Z"


@pytest.fixture
def steady_clock(monkeypatch):
    """Every call takes 0 ms, so two runs of the mock record the same bytes."""
    monkeypatch.setattr(tracing, "_elapsed_ms", lambda start: 0)


def backtest(out=None, llm=None):
    return run_backtest(
        QUESTIONS,
        INPUTS.documents,
        llm or BacktestMockLLMClient(),
        categories=INPUTS.categories,
        settings=BacktestSettings(agents=2, concurrency=2),
        out_dir=out,
        progress=lambda _: None,
        created_at=STAMP,
    )


@pytest.fixture
def in_memory(steady_clock, tmp_path) -> bytes:
    """The trace a run without a directory captures in memory, saved."""
    result = backtest()
    assert result.trace_path is None
    return result.trace.save(tmp_path / "in-memory").read_bytes()


class FailsTheLast(BacktestMockLLMClient):
    """A provider failing every call of the last question: the run ends without a trace and
    leaves the stream of the others' pieces."""

    def _reply(self, messages, json_mode):
        if QUESTIONS[-1].question in messages[1].content:
            raise SchemaError("usage.total_tokens must be a count, got -1")
        return super()._reply(messages, json_mode)


@pytest.fixture
def unfinished(steady_clock, tmp_path) -> Path:
    out = tmp_path / "run"
    result = backtest(out, FailsTheLast())
    assert list(result.failures) == [QUESTIONS[-1].question_id]
    assert not list(out.glob("backtest_*.json"))
    return out


def stream_lines(out: Path) -> list[dict]:
    return [json.loads(line) for line in (out / PIECES_NAME).read_bytes().splitlines()]


def test_a_directory_run_streams_the_trace_it_would_capture_in_memory(in_memory, tmp_path):
    seen = {}
    real = results.finish_run

    def spy(run, *args):
        seen["records"] = run.records
        return real(run, *args)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(backtest_module, "finish_run", spy)
        result = backtest(tmp_path / "run")
    assert result.trace_path.read_bytes() == in_memory
    assert not (tmp_path / "run" / PIECES_NAME).exists()  # removed once the trace is written
    # The run kept no call in memory: each record's calls stay on disk, with its digest.
    records = seen["records"].values()
    assert all(not r.llm_calls and not r.search_calls and r.digest for r in records)
    assert result.trace.verified_digest == result.trace.digest


def test_an_unfinished_run_keeps_six_lines_per_saved_question(unfinished):
    lines = stream_lines(unfinished)
    saved = [q.question_id for q in QUESTIONS[:-1]]
    assert sorted({line["question_id"] for line in lines}) == sorted(saved)
    assert len(lines) == 6 * len(saved)
    for line in lines:
        record = json.loads((unfinished / "records" / f"{line['question_id']}.json").read_text())
        assert line["record_digest"] == record[DIGEST_FIELD]


@pytest.mark.parametrize(
    "damage",
    ["cut short", "edited", "deleted", "emptied", "garbage appended", "stale digest"],
)
def test_a_damaged_stream_is_remade_from_the_records_and_gives_the_same_trace(
    unfinished, in_memory, damage
):
    path = unfinished / PIECES_NAME
    data = path.read_bytes()
    if damage == "cut short":  # a kill in the middle of a line
        path.write_bytes(data[: len(data) // 2])
    elif damage == "edited":  # a reply changed in the stream, its checksum not
        path.write_bytes(data.replace(b"p_yes", b"p_no", 1))
    elif damage == "deleted":  # a directory written before pieces were kept
        path.unlink()
    elif damage == "emptied":
        path.write_bytes(b"")
    elif damage == "garbage appended":
        path.write_bytes(data + b'{"question_id": "x"}\n\x00\xff')
    else:  # pieces of an older record of the same question: ignored
        lines = stream_lines(unfinished)
        first = [ln for ln in lines if ln["question_id"] == lines[0]["question_id"]]
        stale = [{**ln, "record_digest": "sha256:" + "0" * 64} for ln in first]
        text = "".join(json.dumps(ln) + "\n" for ln in stale)
        path.write_bytes(data + text.encode())
    result = backtest(unfinished)
    assert not result.failures
    assert result.trace_path.read_bytes() == in_memory
    assert not path.exists()


def test_a_stream_made_a_symbolic_link_is_refused_untouched(unfinished, tmp_path):
    elsewhere = tmp_path / "elsewhere.jsonl"
    elsewhere.write_bytes(b"")
    (unfinished / PIECES_NAME).unlink()
    (unfinished / PIECES_NAME).symlink_to(elsewhere)
    with pytest.raises(BacktestConfigError, match=rf"{PIECES_NAME}: is a symbolic link"):
        backtest(unfinished)
    assert elsewhere.read_bytes() == b""


def test_a_record_changed_under_a_missing_piece_stops_the_trace(unfinished, monkeypatch):
    """Between the resume's check of a record and the writing of the trace, a record whose piece
    must be made again has changed: the run stops naming it, and writes no trace."""
    (unfinished / PIECES_NAME).unlink()
    victim = unfinished / "records" / f"{QUESTIONS[0].question_id}.json"
    real = RunDirectory.write_trace

    def tamper_then_write(self, done, header):
        victim.write_text(victim.read_text().replace('"p_yes": 0.', '"p_yes": 0.9', 1))
        return real(self, done, header)

    monkeypatch.setattr(RunDirectory, "write_trace", tamper_then_write)
    with pytest.raises(BacktestConfigError, match=rf"{victim.name}: does not match its digest"):
        backtest(unfinished)
    assert not list(unfinished.glob("backtest_*.json"))


@pytest.mark.parametrize("damage", ["a reply edited", "cut short"])
def test_a_tampered_or_truncated_streamed_trace_is_refused(steady_clock, tmp_path, damage):
    path = backtest(tmp_path / "run").trace_path
    data = path.read_bytes()
    if damage == "a reply edited":
        assert data.count(b'\\"p_yes\\": 0.') > 1
        path.write_bytes(data.replace(b'\\"p_yes\\": 0.', b'\\"p_yes\\": 0.9', 1))
        message = "digest"
    else:
        path.write_bytes(data[: len(data) - 1000])
        message = "not valid JSON|JSON"
    with pytest.raises(TraceFormatError, match=message):
        RunTrace.load(path)
    assert main(["verify", str(path)]) != 0


def test_a_streamed_backtest_trace_is_signed_with_the_configured_key(steady_clock, tmp_path):
    key, public = generate_signing_key(tmp_path / "keys")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(SIGNING_KEY_ENV_VAR, str(key))
        path = backtest(tmp_path / "run").trace_path
    assert RunTrace.load(path).signature["algorithm"] == "ed25519"
    assert main(["verify", str(path), "--public-key", str(public)]) == 0
