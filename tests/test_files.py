"""Tests for the files module (forecasting_agents.core): the one atomic writer and the one
canonical JSON (issue 8)."""

from __future__ import annotations

import ast
import hashlib
import os
import stat

import pytest
from support import REPO, library_files

from forecasting_agents.core._files import (
    TargetExistsError,
    TargetLockedError,
    canonical_json,
    remove_temp_files,
    write_atomic,
)


def test_canonical_json_is_key_order_free_compact_utf8_and_refuses_nan():
    assert canonical_json({"b": 1, "a": ["é", None]}) == '{"a":["é",null],"b":1}'.encode()
    assert canonical_json({"a": 1, "b": 2}) == canonical_json({"b": 2, "a": 1})
    with pytest.raises(ValueError):
        canonical_json({"x": float("nan")})


def test_trace_digest_is_sha256_of_the_same_canonical_json():
    from forecasting_agents.record._records import trace_digest

    content = {"z": [1, 2], "a": "ü", "digest": "ignored"}
    expected = hashlib.sha256(canonical_json({"z": [1, 2], "a": "ü"})).hexdigest()
    assert trace_digest(content) == f"sha256:{expected}"


def test_write_atomic_replaces_leaves_no_temp_and_shares_the_file(tmp_path):
    target = tmp_path / "a.txt"
    target.write_text("old")
    assert write_atomic(target, b"new") == target
    assert target.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["a.txt"]
    assert stat.S_IMODE(target.stat().st_mode) == 0o644


def test_write_atomic_through_dot_dot_after_a_link_lands_where_the_system_says(tmp_path):
    """``a/link/../out`` is the link target's sibling to the system; mkstemp alone would make
    its temporary file in ``a/out``, which need not exist (or lies on another file system)."""
    (tmp_path / "elsewhere" / "sub").mkdir(parents=True)
    (tmp_path / "elsewhere" / "out").mkdir()  # a/out does not exist
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "link").symlink_to(tmp_path / "elsewhere" / "sub", target_is_directory=True)
    write_atomic(tmp_path / "a" / "link" / ".." / "out" / "f.txt", b"data")
    assert (tmp_path / "elsewhere" / "out" / "f.txt").read_bytes() == b"data"
    assert sorted(p.name for p in (tmp_path / "elsewhere" / "out").iterdir()) == ["f.txt"]
    assert sorted(p.name for p in (tmp_path / "a").iterdir()) == ["link"]


def test_exclusive_write_never_replaces(tmp_path):
    target = tmp_path / "a.txt"
    target.write_text("first")
    with pytest.raises(TargetExistsError):
        write_atomic(target, b"second", exclusive=True)
    assert target.read_text() == "first"
    assert [p.name for p in tmp_path.iterdir()] == ["a.txt"]


def test_exclusive_write_without_hard_links_takes_the_lock(monkeypatch, tmp_path):
    def no_links(src, dst):
        raise OSError("hard links not supported")

    monkeypatch.setattr(os, "link", no_links)
    target = tmp_path / "a.txt"
    write_atomic(target, b"one", exclusive=True)
    assert target.read_bytes() == b"one"
    (tmp_path / ".b.txt.lock").write_text("")
    with pytest.raises(TargetLockedError) as info:
        write_atomic(tmp_path / "b.txt", b"two", exclusive=True)
    assert info.value.lock.name == ".b.txt.lock"
    assert not (tmp_path / "b.txt").exists()


def test_a_failed_write_keeps_the_old_file_and_removes_its_temp(monkeypatch, tmp_path):
    target = tmp_path / "a.txt"
    target.write_text("old")

    def broken_fsync(fd):
        raise OSError("disk full")

    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError, match="disk full"):
        write_atomic(target, b"new")
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["a.txt"]


def test_remove_temp_files_spares_young_files_when_asked(tmp_path):
    old, young = tmp_path / ".a.json.1.tmp", tmp_path / ".b.json.2.tmp"
    for path in (old, young):
        path.write_text("{")
    os.utime(old, (1, 1))
    remove_temp_files(tmp_path, ".*.tmp", older_than_s=3600)
    assert not old.exists() and young.exists()
    remove_temp_files(tmp_path, ".*.tmp")
    assert not young.exists()


def test_write_jsonl_goes_through_the_atomic_writer(tmp_path):
    """It used to leave the file private (0o600, mkstemp's mode) and unsynced."""
    from forecasting_agents.core._formats import write_jsonl

    path = write_jsonl(tmp_path / "q.jsonl", [{"a": 1}, {"b": "é"}])
    assert path.read_text(encoding="utf-8") == '{"a": 1}\n{"b": "é"}\n'
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


WRITE_PRIMITIVES = {("tempfile", "mkstemp"), ("os", "replace"), ("os", "link"), ("os", "fsync")}


def test_only_the_files_module_writes_files_atomically_by_hand():
    """One place for the write/fsync/rename code: every library module and script uses it."""
    found = {}
    for path in [*library_files(), *REPO.glob("scripts/*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and (node.value.id, node.attr) in WRITE_PRIMITIVES
            ):
                found.setdefault(path.relative_to(REPO).as_posix(), set()).add(
                    f"{node.value.id}.{node.attr}"
                )
    assert set(found) == {"forecasting_agents/core/_files.py"}, found
