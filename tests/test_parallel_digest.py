"""A big trace's digest, duplicate-key check and nesting bound taken in a worker process
(``record._parallel_digest``) are those taken here, and change nothing that is accepted or
refused.

Here, with the size threshold lowered so the pinned traces take that path: the worker's digest
of each pinned trace is the recorded one and the trace and its report are those of the serial
reading; an item edited in place, a key given twice inside an item (which this process, reading
without the duplicate check, would take), an item on one line in another layout, a nesting past
the worker's bound or past the limit are each accepted or refused with the very outcome and error
the serial reading gives; a worker that read other bytes than this process parsed, dies, answers
nothing usable or cannot start is not trusted and the file is read again here. The bound itself:
a 1.3 trace's expanded calls nest no deeper than its file. (And the quick check of a well-formed
message, which the same load path gained, still leaves each malformed one to the checks that
name it.)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from support import PINNED_01, PINNED_04
from test_trace_layout import _edit_an_agent_item, _whole

import forecasting_agents.record._parallel_digest as parallel
import forecasting_agents.record._trace as trace_module
from forecasting_agents.record._compact import expand_lists
from forecasting_agents.record._layout import read_pieces, streamed_digest
from forecasting_agents.record._records import (
    MAX_NESTING_DEPTH,
    TraceFormatError,
    _Check,
    _check_messages,
    trace_digest,
)
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.report._page import render_report

PINNED = [PINNED_01, PINNED_04]


@pytest.fixture
def jobs(monkeypatch) -> list[parallel.DigestJob]:
    """Every trace takes the worker path; the jobs started are collected here."""
    started: list[parallel.DigestJob] = []

    def start(path: Path) -> parallel.DigestJob:
        job = parallel.start_digest(path)
        started.append(job)
        return job

    monkeypatch.setattr(trace_module, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(trace_module, "start_digest", start)
    return started


def _worker_verdict(path: Path, read_from: Path | None = None) -> parallel.Verdict:
    """The worker's verdict on ``path`` as this process reads it (without the duplicate check),
    the worker reading ``read_from`` (the same file unless given)."""
    job = parallel.start_digest(read_from or path)
    try:
        read = read_pieces(path, strict=False, listener=job.piece)
        assert read is not None
        job.finish(*read)
        return job.verdict()
    finally:
        job.close()


@pytest.mark.parametrize("path", PINNED, ids=lambda p: p.name[:20])
def test_the_workers_digest_of_a_pinned_trace_is_the_recorded_one(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    verdict = _worker_verdict(path)
    assert verdict.digest == streamed_digest(data) == data["digest"]
    assert verdict.depth == parallel._depth(data) <= parallel.SAFE_FILE_DEPTH


@pytest.mark.parametrize("path", PINNED, ids=lambda p: p.name[:20])
def test_a_trace_loaded_with_the_worker_is_the_trace_read_whole(path, jobs):
    loaded = RunTrace.load(path)
    assert [job.used_worker for job in jobs] == [True]
    assert loaded.verified_digest == json.loads(path.read_text(encoding="utf-8"))["digest"]
    assert render_report(loaded) == render_report(_whole(path))


def _serial_error(path: Path, monkeypatch) -> str:
    with monkeypatch.context() as serial:
        serial.setattr(trace_module, "PARALLEL_MIN_BYTES", float("inf"))
        with pytest.raises(TraceFormatError) as refused:
            RunTrace.load(path)
    return str(refused.value)


def test_an_edited_item_is_refused_with_the_serial_readings_error(tmp_path, jobs, monkeypatch):
    edited = tmp_path / PINNED_04.name
    _edit_an_agent_item(PINNED_04, edited)
    expected = _serial_error(edited, monkeypatch)
    assert "content was changed" in expected
    with pytest.raises(TraceFormatError) as refused:
        RunTrace.load(edited)
    assert str(refused.value) == expected
    assert jobs and jobs[0].used_worker  # the worker's digest found the edit


def _doubled_key(target: Path) -> None:
    """PINNED_04 with a ``p_yes`` given twice in one item, the first copy a valid 0.5."""
    lines = PINNED_04.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith('      "p_yes": '))
    lines.insert(at, lines[at].replace('"p_yes": ', '"p_yes": 0.5, "p_yes": ', 1))
    target.write_text("".join(lines), encoding="utf-8")


def test_a_key_given_twice_is_refused_as_the_serial_reading_refuses(tmp_path, jobs, monkeypatch):
    doubled = tmp_path / PINNED_04.name
    _doubled_key(doubled)
    assert read_pieces(doubled) is None  # the strict reading refuses it...
    assert read_pieces(doubled, strict=False) is not None  # ...this process's does not
    with pytest.raises(parallel.WorkerUnusable):
        _worker_verdict(doubled)  # the worker finds the key given twice
    expected = _serial_error(doubled, monkeypatch)
    assert "appears twice" in expected
    with pytest.raises(TraceFormatError) as refused:
        RunTrace.load(doubled)
    assert str(refused.value) == expected
    assert jobs and not jobs[0].used_worker


def _rewritten(target: Path, edit) -> None:
    """PINNED_04's document edited by ``edit``, resealed and saved as a save lays it out."""
    document = json.loads(PINNED_04.read_text(encoding="utf-8"))
    edit(document)
    document["digest"] = trace_digest(document)
    target.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", "utf-8")


def _nested(levels: int) -> object:
    value: object = "leaf"
    for _ in range(levels):
        value = {"in": value}
    return value


@pytest.mark.parametrize(
    "levels",
    [parallel.SAFE_FILE_DEPTH - 2, parallel.SAFE_FILE_DEPTH, MAX_NESTING_DEPTH - 2, 200],
)
def test_a_deep_nesting_is_judged_as_the_serial_reading_judges(tmp_path, jobs, levels):
    """The params nest ``levels`` deep under the document and its params object: within the
    worker's bound it vouches; past it the serial reading accepts up to the limit, refuses past."""
    deep = tmp_path / PINNED_04.name
    _rewritten(deep, lambda document: document["params"].update(deep=_nested(levels)))
    depth = 2 + levels  # the document, its params, then the nesting
    if depth > MAX_NESTING_DEPTH:
        with pytest.raises(TraceFormatError, match=f"nested deeper than {MAX_NESTING_DEPTH}"):
            RunTrace.load(deep)
    else:
        assert RunTrace.load(deep).params["deep"] == _nested(levels)
    assert [job.used_worker for job in jobs] == [depth <= parallel.SAFE_FILE_DEPTH]


def test_an_item_in_another_layout_is_read_with_the_worker(tmp_path, jobs):
    """An item on one line (not as a save writes it) holds the same content: same trace."""
    lines = PINNED_04.read_text(encoding="utf-8").splitlines(keepends=True)
    start = lines.index('  "agents": [\n') + 1
    end = next(i for i in range(start, len(lines)) if lines[i] in ("    },\n", "    }\n"))
    item = json.loads("".join(lines[start : end + 1]).rstrip().rstrip(","))
    lines[start : end + 1] = ["    " + json.dumps(item, ensure_ascii=False) + ",\n"]
    compact = tmp_path / PINNED_04.name
    compact.write_text("".join(lines), encoding="utf-8")
    assert RunTrace.load(compact) == RunTrace.load(PINNED_04)
    assert jobs[0].used_worker


def test_a_1_3_trace_expands_no_deeper_than_its_file():
    """The bound the worker's verdict rests on, on a trace whose requests hold ``$messages``
    ranges; and a range's messages cannot carry a nested role, the one way the expanded form
    could nest deeper than the file (it is refused as malformed: a role is a string)."""
    text = PINNED_04.read_text(encoding="utf-8")
    document = json.loads(text)
    assert '"$messages"' in text
    version = document["schema_version"]
    agents, calls = expand_lists(document["agents"], document["llm_calls"], version)
    expanded = {**document, "agents": agents, "llm_calls": calls}
    assert parallel._depth(expanded) <= parallel._depth(document)
    first = document["llm_calls"][0]
    first["messages_added"][0]["role"] = _nested(10)
    first["request"] = {"messages": {"$messages": [0, 1]}}
    with pytest.raises(TraceFormatError, match="messages_added"):
        expand_lists(document["agents"], [first], version)


def test_a_worker_that_read_other_bytes_is_not_trusted(tmp_path, jobs):
    edited = tmp_path / PINNED_04.name  # the file as changed after this process read it
    _edit_an_agent_item(PINNED_04, edited)
    with pytest.raises(parallel.WorkerUnusable):
        _worker_verdict(PINNED_04, read_from=edited)


def test_a_worker_that_cannot_start_leaves_the_reading_to_this_process(jobs, monkeypatch):
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    loaded = RunTrace.load(PINNED_01)
    assert loaded.verified_digest == json.loads(PINNED_01.read_text(encoding="utf-8"))["digest"]
    assert [job.used_worker for job in jobs] == [False]


@pytest.mark.parametrize(
    "worker",
    ["import sys; sys.exit(3)", "import sys; sys.stdin.read(); print('{}')"],
    ids=["dies", "answers nothing usable"],
)
def test_a_worker_that_fails_leaves_the_reading_to_this_process(jobs, monkeypatch, worker):
    monkeypatch.setattr(parallel, "_WORKER", worker)
    assert RunTrace.load(PINNED_04) == _whole(PINNED_04)
    assert [job.used_worker for job in jobs] == [False]


def test_a_refused_reading_stops_its_worker(tmp_path, jobs):
    broken = tmp_path / PINNED_04.name
    broken.write_text(PINNED_04.read_text(encoding="utf-8")[:-3], encoding="utf-8")
    with pytest.raises(TraceFormatError):
        RunTrace.load(broken)
    assert len(jobs) == 1 and jobs[0]._process is not None
    assert jobs[0]._process.poll() is not None  # not left running


@pytest.mark.parametrize(
    ("message", "names"),
    [
        ({"role": "wizard", "content": "hi"}, r"calls\[0\]\.messages\[1\]\.role: expected one of"),
        ({"role": "user", "content": 3}, r"messages\[1\]\.content: expected a string"),
        ({"role": "user", "content": "hi", "x": 1}, r"messages\[1\]: unknown message field"),
        ({"role": "user"}, r"messages\[1\]\.content: required field is missing"),
        (["user", "hi"], r"messages\[1\]: expected an object"),
    ],
)
def test_a_malformed_message_is_named_past_the_quick_check(message, names):
    good = {"role": "system", "content": "be brief"}
    _check_messages(_Check("t.json"), [good, dict(good)], "calls[0].messages")  # passes
    with pytest.raises(TraceFormatError, match=names):
        _check_messages(_Check("t.json"), [good, message], "calls[0].messages")
