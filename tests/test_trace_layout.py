"""A trace read a piece at a time (``record._layout``) is the trace read whole.

``RunTrace.load`` reads a file laid out as a save writes it field by field and list item by list
item, and takes its digest item by item. Here: each pinned trace reads by pieces to exactly the
document the whole text parses to, with the digest the whole document hashes to, and its report
is byte-identical to the report of the trace read whole; a list item edited in place, layout
kept, is refused naming the digest, and ``forecast-agents report`` then writes nothing; a file in
another layout, or with a key given twice in one item, is read whole and refused or accepted
exactly as before.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from support import LEGACY_V1, PINNED_01, PINNED_04

import forecasting_agents.record._trace as trace_module
from forecasting_agents.cli import main
from forecasting_agents.record._layout import read_layout, streamed_digest
from forecasting_agents.record._records import TraceFormatError, trace_digest
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.report._page import render_report

PINNED = [PINNED_01, PINNED_04]


def _whole(path: Path) -> RunTrace:
    """The trace read the way it was read before pieces: the whole text, then the document."""
    run = RunTrace.from_dict(trace_module._read_whole(path), source=str(path))
    run.source_path = path
    run.redacted_digest = run.verified_digest
    return run


@pytest.mark.parametrize("path", PINNED, ids=lambda p: p.name[:20])
def test_a_pinned_trace_reads_by_pieces_to_the_document_and_digest_of_the_whole(path):
    whole = json.loads(path.read_text(encoding="utf-8"))
    pieces = read_layout(path)
    assert pieces is not None, "a trace a save wrote must be read by pieces"
    assert pieces == whole and list(pieces) == list(whole)
    assert streamed_digest(pieces) == trace_digest(whole) == whole["digest"]


@pytest.mark.parametrize("path", PINNED, ids=lambda p: p.name[:20])
def test_the_report_of_a_trace_read_by_pieces_is_the_report_of_it_read_whole(path, monkeypatch):
    expected = render_report(_whole(path))

    def refuse(_path):
        raise AssertionError("read whole: the pieces reader fell back")

    monkeypatch.setattr(trace_module, "_read_whole", refuse)
    streamed = RunTrace.load(path)
    assert streamed.verified_digest == json.loads(path.read_text(encoding="utf-8"))["digest"]
    assert render_report(streamed) == expected


def _edit_an_agent_item(path: Path, target: Path) -> None:
    """``path`` copied to ``target`` with the first recorded p_yes changed in place, the file's
    layout (one value per line, same indentation) kept, so the pieces reader takes it."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith('      "p_yes": 0.'))
    lines[at] = lines[at].replace('"p_yes": 0.', '"p_yes": 0.0', 1)
    target.write_text("".join(lines), encoding="utf-8")


def test_a_list_item_edited_in_place_is_refused_naming_the_digest(tmp_path):
    edited = tmp_path / PINNED_04.name
    _edit_an_agent_item(PINNED_04, edited)
    assert read_layout(edited) is not None  # the layout is kept: the pieces reader reads it
    with pytest.raises(TraceFormatError, match=r"digest.*content was changed"):
        RunTrace.load(edited)


def test_the_report_of_an_edited_trace_is_refused_before_anything_is_written(tmp_path, capsys):
    edited = tmp_path / PINNED_04.name
    _edit_an_agent_item(PINNED_04, edited)
    page = tmp_path / "page.html"
    code = main(["report", str(edited), "-o", str(page)])
    assert code != 0
    assert "digest" in capsys.readouterr().err
    assert not page.exists()


@pytest.mark.parametrize("path", [*PINNED, LEGACY_V1], ids=lambda p: p.name[:20])
def test_another_layout_is_read_whole_and_gives_the_same_trace(path, tmp_path):
    compact = tmp_path / path.name
    compact.write_text(json.dumps(json.loads(path.read_text(encoding="utf-8"))), "utf-8")
    assert read_layout(compact) is None
    assert RunTrace.load(compact) == RunTrace.load(path)


def test_a_key_given_twice_inside_an_item_is_refused_as_the_whole_reading_refuses(tmp_path):
    lines = PINNED_04.read_text(encoding="utf-8").splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith('      "p_yes": '))
    lines.insert(at, lines[at].replace('"p_yes": ', '"p_yes": 0.5, "p_yes": ', 1))
    doubled = tmp_path / PINNED_04.name
    doubled.write_text("".join(lines), encoding="utf-8")
    assert read_layout(doubled) is None
    with pytest.raises(TraceFormatError, match="appears twice"):
        RunTrace.load(doubled)
