"""A big trace's report in bounded memory and time, with the same bytes.

The page's JSON is made by the packer as text (``report._pack.pack_chunks``): here it is exactly
what ``json.dumps`` writes of the packed data, in chunks that join to it, refusing what JSON
cannot hold; ``write_report`` writes the very page ``render_report`` returns. A trace read by
pieces holds each distinct string once and equal call settings and schemas as one object (what
keeps a 2,246-question run's report under 600 MB), and the collector pause leaves the collector
as it found it.
"""

from __future__ import annotations

import gc
import json

import pytest
from support import PINNED_04

from forecasting_agents.core._checks import DuplicateKeyError, strict_json_loads
from forecasting_agents.core._memory import paused_gc
from forecasting_agents.record import RunTrace
from forecasting_agents.record._layout import read_layout
from forecasting_agents.report import build_report_data, render_report, write_report
from forecasting_agents.report._pack import pack, pack_chunks, pack_json, unpack

ODD_VALUES = {
    "floats": [0.1, -0.0, 1e-300, 1.5e300, 3.0, 2**70],
    "text": ["short", "é" * 30, 'line\nbreak "quoted" \\ slash' * 2, "\ud800 lone" * 4],
    "flags": [True, False, None, 0, 1],
    "empty": [[], {}, (), ""],
    "tuple": (1, "two", (3.0,)),
    "$": {"#": ["looks", "like", "packing", "x" * 30]},
    "shaped": [{"a": i, "b": "same text here, long enough", "c": [i]} for i in range(4)],
}


@pytest.fixture(scope="module")
def pinned_data():
    return build_report_data(RunTrace.load(PINNED_04))


@pytest.mark.parametrize("name", ["pinned", "odd"])
def test_the_packed_text_is_what_json_writes_of_the_packed_data(name, pinned_data):
    data = pinned_data if name == "pinned" else ODD_VALUES
    text = pack_json(data)
    packed = json.loads(text)
    assert text == json.dumps(packed, ensure_ascii=False, separators=(",", ":"))
    assert packed == pack(data)
    expected = json.loads(json.dumps(data))  # tuples read back as lists
    assert unpack(packed) == expected


def test_the_chunks_join_to_the_packed_text(pinned_data):
    chunks = list(pack_chunks(pinned_data, chunk_chars=2_000))
    assert len(chunks) > 10
    assert "".join(chunks) == pack_json(pinned_data)


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), -float("inf")])
def test_a_number_json_cannot_hold_is_refused(bad):
    with pytest.raises(ValueError, match="not JSON compliant"):
        pack_json({"p_yes": [bad]})


def test_an_unpackable_value_is_refused_by_its_type():
    with pytest.raises(TypeError, match="cannot pack a set"):
        pack_json({"tags": {"a"}})


def test_write_report_writes_the_page_render_report_returns(tmp_path):
    target = write_report(PINNED_04, tmp_path / "report.html")
    assert target.read_text(encoding="utf-8") == render_report(RunTrace.load(PINNED_04))


def test_a_trace_read_by_pieces_holds_each_distinct_string_value_once():
    """Objects' string values are shared as the file is read (the texts that repeat: titles,
    snippets, prompts); strings inside lists, a schema's ``enum`` say, are read as they come."""
    document = read_layout(PINNED_04)
    assert document is not None
    strings: dict[str, set[int]] = {}
    stack: list[object] = [document["agents"], document["llm_calls"], document["search_calls"]]
    while stack:
        value = stack.pop()
        if isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, dict):
            for item in value.values():
                if isinstance(item, str) and len(item) > 1:
                    strings.setdefault(item, set()).add(id(item))
                else:
                    stack.append(item)
    repeated = [text for text, ids in strings.items() if len(ids) > 1]
    assert len(strings) > 100
    assert repeated == [], f"{len(repeated)} texts held more than once, e.g. {repeated[:2]}"


def test_loaded_calls_share_equal_settings_and_schemas():
    run = RunTrace.load(PINNED_04)
    by_text: dict[str, set[int]] = {}
    for call in run.llm_calls:
        for key in ("settings", "json_schema"):
            if call.get(key):
                by_text.setdefault(json.dumps(call[key]), set()).add(id(call[key]))
    assert sum(len(ids) for ids in by_text.values()) == len(by_text) >= 1
    assert len(run.llm_calls) > len(by_text)


def test_sharing_strings_still_refuses_a_key_given_twice():
    with pytest.raises(DuplicateKeyError, match="'p_yes' appears twice"):
        strict_json_loads('[{"a": "x"}, {"p_yes": 0.9, "p_yes": 0.1}]', strings={})
    shared: dict[str, str] = {}
    first, second = strict_json_loads('[{"t": "same text"}, {"u": "same text"}]', strings=shared)
    assert first["t"] is second["u"] and list(shared) == ["same text"]


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_pause_leaves_the_collector_as_it_found_it(enabled):
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        with paused_gc():
            assert not gc.isenabled()
            with paused_gc():
                assert not gc.isenabled()
            assert not gc.isenabled()
        assert gc.isenabled() is enabled
        with pytest.raises(RuntimeError), paused_gc():
            raise RuntimeError("inside")
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
