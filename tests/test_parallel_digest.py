"""A big trace's digest taken in a worker process (``record._parallel_digest``) is the digest
taken here, and changes nothing that is accepted or refused.

Here, with the size threshold lowered so the pinned traces take that path: the worker's digest
of each pinned trace is the recorded one and the trace and its report are those of the serial
reading; an item edited in place is refused with the very error the serial reading gives; a
worker that read other bytes than this process parsed, or that cannot start, is not trusted
and the digest is taken here instead. (And the quick check of a well-formed message, which
the same load path gained, still leaves each malformed one to the checks that name it.)
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
from forecasting_agents.record._layout import read_pieces, streamed_digest
from forecasting_agents.record._records import TraceFormatError, _Check, _check_messages
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.report._page import render_report

PINNED = [PINNED_01, PINNED_04]


@pytest.fixture
def jobs(monkeypatch) -> list[parallel.DigestJob]:
    """Every trace takes the worker path; the jobs started are collected here."""
    started: list[parallel.DigestJob] = []

    def start() -> parallel.DigestJob:
        job = parallel.start_digest()
        started.append(job)
        return job

    monkeypatch.setattr(trace_module, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(trace_module, "start_digest", start)
    return started


@pytest.mark.parametrize("path", PINNED, ids=lambda p: p.name[:20])
def test_the_workers_digest_of_a_pinned_trace_is_the_recorded_one(path):
    data, pieces = read_pieces(path)
    job = parallel.start_digest()
    result = job.send(path, data, pieces, lambda: pytest.fail("the worker was not used"))
    assert result() == streamed_digest(data) == data["digest"]
    assert job.used_worker
    job.close()


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


def test_a_worker_that_read_other_bytes_is_not_trusted(tmp_path):
    data, pieces = read_pieces(PINNED_04)
    edited = tmp_path / PINNED_04.name  # the file as changed after this process read it
    _edit_an_agent_item(PINNED_04, edited)
    job = parallel.start_digest()
    result = job.send(edited, data, pieces, lambda: streamed_digest(data))
    assert result() == data["digest"]  # the digest of what was parsed here, taken here
    assert not job.used_worker
    job.close()


def test_a_worker_that_cannot_start_leaves_the_digest_to_this_process(jobs, monkeypatch):
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    loaded = RunTrace.load(PINNED_01)
    assert loaded.verified_digest == json.loads(PINNED_01.read_text(encoding="utf-8"))["digest"]
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
