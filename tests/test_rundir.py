"""Tests for the backtest's run directory (forecasting_agents.evaluation._rundir): its lock, the
directories and links it refuses untouched, and the inputs and digest each record carries."""

from __future__ import annotations

import errno
import json
import os
import shutil
import socket
import stat
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from fake_research_server import ResearchServer

from forecasting_agents.cli import main
from forecasting_agents.core._files import ExclusiveLock, LockHeldError, write_atomic
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._pieces import PIECES_NAME, PieceLog
from forecasting_agents.evaluation._rundir import (
    DIGEST_FIELD,
    LOCK_NAME,
    RECORD_VERSION,
    BacktestConfigError,
    RunDirectoryLockedError,
    record_digest,
)
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.record._trace import RunTrace

INPUTS = load_backtest_inputs()
QUESTIONS = INPUTS.questions[:3]
IDS = [q.question_id for q in QUESTIONS]


def run(out, *, documents=None, lines=None, llm=None, **settings):
    """A small mock run (three questions, two agents) into ``out``."""
    return run_backtest(
        QUESTIONS,
        INPUTS.documents if documents is None else documents,
        llm or BacktestMockLLMClient(),
        categories=INPUTS.categories,
        settings=BacktestSettings(agents=2, **settings),
        out_dir=out,
        progress=(lines.append if lines is not None else lambda _: None),
    )


def snapshot(root: Path) -> dict[str, tuple]:
    """Everything under ``root``, never following a link: kind, bytes, mode or link target."""
    found: dict[str, tuple] = {}
    for path in [root, *sorted(root.rglob("*"))] if not root.is_symlink() else [root]:
        info = path.lstat()
        key = str(path.relative_to(root)) if path != root else "."
        if stat.S_ISLNK(info.st_mode):
            found[key] = ("link", os.readlink(path))
        elif stat.S_ISDIR(info.st_mode):
            found[key] = ("dir", stat.S_IMODE(info.st_mode))
        else:
            found[key] = ("file", path.read_bytes(), stat.S_IMODE(info.st_mode))
    return found


def record_file(out: Path, index: int = 0) -> Path:
    return out / "records" / f"{IDS[index]}.json"


@pytest.fixture(scope="module")
def finished(tmp_path_factory) -> Path:
    """One finished small run, copied by the tests that change it."""
    out = tmp_path_factory.mktemp("finished") / "run"
    run(out)
    return out


@pytest.fixture
def copy_of(finished, tmp_path) -> Path:
    out = tmp_path / "run"
    shutil.copytree(finished, out, symlinks=True)
    return out


def dead_pid() -> int:
    """The id of a process that has ended (and been reaped)."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def write_lock(out: Path, pid: int, host: str | None = None) -> Path:
    """A lock file as a run writes it, but held by no one (no flock)."""
    lock = out / LOCK_NAME
    holder = {"pid": pid, "host": host or socket.gethostname(), "since": "2025-01-01T00:00:00Z"}
    lock.write_text(json.dumps(holder) + "\n")
    return lock


# --------------------------------------------------------------------------- the lock


def _command(out: Path) -> list[str]:
    ids = ",".join(q.question_id for q in INPUTS.questions[:4])
    return [
        *(sys.executable, "-m", "forecasting_agents", "backtest", "--provider", "openai"),
        *("--out", str(out), "--ids", ids, "--agents", "2", "--concurrency", "3"),
    ]


def test_a_second_process_on_a_running_directory_stops_at_once_naming_the_holder(tmp_path):
    out = tmp_path / "run"
    replies = threading.Event()  # the first run waits on its first replies until set
    with ResearchServer(hold=replies) as server:
        env = {**os.environ, "OPENAI_BASE_URL": server.url, "OPENAI_MODEL": "fake"}
        first = subprocess.Popen(
            _command(out), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        deadline = time.monotonic() + 120
        while not server.in_flight and time.monotonic() < deadline:
            time.sleep(0.01)
        assert (out / "manifest.json").exists(), "the first run holds the directory"
        second = subprocess.run(_command(out), env=env, capture_output=True, text=True, timeout=120)
        assert first.poll() is None, "the first run must still be going"
        replies.set()
        _, stderr = first.communicate(timeout=300)
        requests = server.requests
    assert second.returncode == 2, second.stderr
    message = second.stderr
    assert f"{out} is in use by another backtest run" in message
    assert f"pid {first.pid} on host {socket.gethostname()!r}, since 20" in message
    assert str(out / LOCK_NAME) in message
    assert "[1/" not in second.stdout  # it ran nothing
    assert first.returncode == 0, stderr
    trace = RunTrace.load(next(out.glob("backtest_*.json")))
    assert requests == len(trace.llm_calls)  # every call was the first run's, made once
    assert not (out / LOCK_NAME).exists()  # released at the end


def test_a_lock_held_in_this_process_is_refused_and_the_directory_left_as_it_was(copy_of):
    before = snapshot(copy_of)
    with ExclusiveLock(copy_of / LOCK_NAME) as lock:
        during = snapshot(copy_of)
        with pytest.raises(RunDirectoryLockedError, match=f"pid {os.getpid()} on host"):
            run(copy_of)
        assert lock.held and snapshot(copy_of) == during
    assert snapshot(copy_of) == before


def test_a_stale_lock_of_a_dead_process_on_this_host_is_taken_over_saying_so(copy_of):
    pid = dead_pid()
    write_lock(copy_of, pid)
    lines = []
    run(copy_of, lines=lines)
    assert lines[0] == (
        f"Took over a stale lock in {copy_of}: the lock of pid {pid} on host "
        f"{socket.gethostname()!r}, since 2025-01-01T00:00:00Z, a process no longer running"
    )
    assert not (copy_of / LOCK_NAME).exists()


def test_a_lock_naming_this_process_but_not_held_is_a_killed_runs_whose_pid_was_reused(copy_of):
    write_lock(copy_of, os.getpid())
    lines = []
    run(copy_of, lines=lines)
    assert lines[0].startswith("Took over a stale lock")


def test_a_lock_naming_a_running_process_or_another_host_is_never_taken_over(copy_of):
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        write_lock(copy_of, sleeper.pid)
        before = snapshot(copy_of)
        with pytest.raises(RunDirectoryLockedError, match=f"process {sleeper.pid} is running"):
            run(copy_of)
        assert snapshot(copy_of) == before
    finally:
        sleeper.kill()
        sleeper.wait()
    write_lock(copy_of, dead_pid(), host="elsewhere.example")
    before = snapshot(copy_of)
    with pytest.raises(RunDirectoryLockedError, match="taken on another host") as info:
        run(copy_of)
    assert "host 'elsewhere.example'" in str(info.value) and "remove" in str(info.value)
    assert snapshot(copy_of) == before


def test_an_unreadable_lock_is_waited_on_while_young_and_taken_over_once_old(tmp_path):
    path = tmp_path / LOCK_NAME
    path.write_bytes(b"")  # as a process killed between creating and filling it leaves it
    started = time.monotonic()
    with ExclusiveLock(path) as lock:
        assert lock.took_over == "an unreadable lock file, whose writer is gone"
    assert time.monotonic() - started >= 1.0  # it waited in case the writer was still at work
    path.write_bytes(b"{")
    os.utime(path, (1, 1))
    with ExclusiveLock(path) as lock:
        assert lock.took_over and lock.holder is not None
    path.mkdir()
    with pytest.raises(LockHeldError, match="not a plain file"):
        ExclusiveLock(path).acquire()


def test_the_lock_is_released_when_the_run_raises_or_is_interrupted(tmp_path):
    class Buggy(BacktestMockLLMClient):
        def _reply(self, messages, json_mode):
            raise RuntimeError("a bug in a test client")

    with pytest.raises(RuntimeError, match="a bug"):
        run(tmp_path / "a", llm=Buggy())
    assert not (tmp_path / "a" / LOCK_NAME).exists()

    def interrupt(line):
        if line.startswith("["):  # Ctrl-C once a question is saved
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        run_backtest(
            QUESTIONS,
            INPUTS.documents,
            BacktestMockLLMClient(),
            settings=BacktestSettings(agents=2),
            out_dir=tmp_path / "b",
            progress=interrupt,
        )
    assert not (tmp_path / "b" / LOCK_NAME).exists()
    assert list((tmp_path / "b" / "records").glob("*.json"))  # what finished stayed saved


def test_the_lock_file_names_its_holder_while_held():
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / LOCK_NAME
        with ExclusiveLock(path) as lock:
            held = json.loads(path.read_text())
            assert held == {
                "pid": os.getpid(),
                "host": socket.gethostname(),
                "since": held["since"],
            }
            assert lock.holder is not None and lock.holder.since == held["since"]
            with pytest.raises(LockHeldError):
                ExclusiveLock(path).acquire()
        assert not path.exists()


# --------------------------------------------------------------------------- foreign directories


def test_a_directory_this_command_did_not_make_is_refused_untouched(tmp_path, capsys):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / "questions.csv").write_text("my own questions\n")
    (mine / "scores.csv").write_text("my own scores\n")
    before = snapshot(mine)
    with pytest.raises(BacktestConfigError, match="not a backtest run directory") as info:
        run(mine)
    assert "questions.csv, scores.csv" in str(info.value) and "choose another --out" in str(
        info.value
    )
    assert snapshot(mine) == before
    assert main(["backtest", "--provider", "mock", "--out", str(mine), "--ids", IDS[0]]) == 2
    assert "not a backtest run directory" in capsys.readouterr().err
    assert snapshot(mine) == before


def test_a_users_own_lock_file_keeps_a_directory_foreign_and_is_not_deleted(tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / LOCK_NAME).write_text("my editor's lock, not a run's\n")
    os.utime(mine / LOCK_NAME, (0, 0))  # old, as a stale lock would be
    before = snapshot(mine)
    with pytest.raises(BacktestConfigError, match=r"not a backtest run directory .* \.lock"):
        run(mine)
    assert snapshot(mine) == before


def test_a_killed_runs_lock_alone_is_a_leftover_and_the_run_proceeds(tmp_path):
    out = tmp_path / "run"
    out.mkdir()
    write_lock(out, dead_pid())  # what a run killed before its manifest leaves
    run(out)
    assert (out / "manifest.json").is_file() and not (out / LOCK_NAME).exists()


def test_a_manifest_without_the_format_marker_is_not_a_run_directory(tmp_path):
    other = tmp_path / "other"
    other.mkdir()
    (other / "manifest.json").write_text('{"name": "some other tool"}\n')
    before = snapshot(other)
    with pytest.raises(BacktestConfigError, match="no format marker"):
        run(other)
    assert snapshot(other) == before


def test_out_as_a_file_is_refused_and_an_empty_directory_is_used(tmp_path):
    plain = tmp_path / "plain"
    plain.write_text("not a directory")
    with pytest.raises(BacktestConfigError, match="is a file, not a directory"):
        run(plain)
    assert plain.read_text() == "not a directory"
    empty = tmp_path / "empty"
    empty.mkdir()
    run(empty)
    assert (empty / "scores.csv").exists() and not (empty / LOCK_NAME).exists()


def test_a_symbolic_link_as_out_is_refused_whether_it_points_at_a_run_or_elsewhere(
    finished, tmp_path
):
    system = tmp_path / "etc"  # stands for /etc, which a root user's run must never write into
    system.mkdir()
    (system / "passwd").write_text("root:x:0:0\n")
    for target in (finished, system):
        link = tmp_path / f"link-to-{target.name}"
        link.symlink_to(target, target_is_directory=True)
        before = snapshot(target)
        with pytest.raises(BacktestConfigError, match="is a symbolic link"):
            run(link)
        assert snapshot(target) == before and os.readlink(link) == str(target)


def test_dot_dot_after_a_link_in_out_is_read_as_the_system_reads_it(tmp_path):
    """``w/link/../run`` is the link target's sibling to the system, but ``w/run`` to a lexical
    normaliser: the run must check and write the one the system means, and leave ``w/run``."""
    (tmp_path / "elsewhere" / "sub").mkdir(parents=True)
    (tmp_path / "w").mkdir()
    (tmp_path / "w" / "link").symlink_to(tmp_path / "elsewhere" / "sub", target_is_directory=True)
    mine = tmp_path / "w" / "run"
    mine.mkdir()
    (mine / "questions.csv").write_text("the user's own file\n")
    before = snapshot(mine)
    result = run(tmp_path / "w" / "link" / ".." / "run")
    assert snapshot(mine) == before
    meant = tmp_path / "elsewhere" / "run"
    assert sorted(p.name for p in (meant / "records").iterdir()) == sorted(f"{i}.json" for i in IDS)
    assert (meant / "manifest.json").is_file() and result.panels.keys() == set(IDS)


def test_a_link_inside_a_run_directory_is_refused_and_its_target_untouched(copy_of, tmp_path):
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me\n")
    (copy_of / "questions.csv").unlink()
    (copy_of / "questions.csv").symlink_to(outside)
    before = snapshot(copy_of)
    with pytest.raises(BacktestConfigError, match=r"questions\.csv: is a symbolic link"):
        run(copy_of)
    assert snapshot(copy_of) == before and outside.read_text() == "keep me\n"

    (copy_of / "questions.csv").unlink()
    record = record_file(copy_of, 1)
    moved = tmp_path / "moved.json"
    record.rename(moved)
    record.symlink_to(moved)
    before = snapshot(copy_of)
    with pytest.raises(BacktestConfigError, match=r"records/.*\.json: is a symbolic link"):
        run(copy_of)
    assert snapshot(copy_of) == before


@pytest.mark.parametrize("name", ["trace-pieces.jsonl", "questions.csv", "records/0"])
def test_a_hard_link_inside_a_run_directory_is_refused_and_the_other_file_untouched(
    name, copy_of, tmp_path
):
    """A file of the run directory that is another name of a file outside it: a resume would
    cut the stream of pieces after its last whole line (all of the outside file's content) and
    append to it, so it is refused, like a symbolic link, before anything is written."""
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me\n")
    inside = record_file(copy_of, 0) if name == "records/0" else copy_of / name
    inside.unlink(missing_ok=True)
    os.link(outside, inside)
    before = snapshot(copy_of)
    with pytest.raises(BacktestConfigError, match=r"is a hard link \(the file has 2 names"):
        run(copy_of)
    assert snapshot(copy_of) == before and outside.read_text() == "keep me\n"


def test_a_hard_link_made_during_the_run_is_refused_before_a_write(tmp_path):
    out, outside = tmp_path / "run", tmp_path / "precious.txt"
    outside.write_text("keep me\n")

    def link(line):
        if line.startswith("[1/"):
            (out / PIECES_NAME).unlink()
            os.link(outside, out / PIECES_NAME)

    with pytest.raises(BacktestConfigError, match=r"trace-pieces\.jsonl: is a hard link"):
        run_backtest(
            QUESTIONS,
            INPUTS.documents,
            BacktestMockLLMClient(),
            settings=BacktestSettings(agents=2, concurrency=1),
            out_dir=out,
            progress=link,
        )
    assert outside.read_text() == "keep me\n" and not (out / LOCK_NAME).exists()


def test_the_stream_of_pieces_refuses_a_hard_link_on_the_open_file(tmp_path):
    """Checked on the descriptor too, so a link made after the directory's checks is caught."""
    outside, stream = tmp_path / "precious.txt", tmp_path / PIECES_NAME
    outside.write_text("not a piece line\n")
    os.link(outside, stream)
    with pytest.raises(OSError, match="hard link") as raised:
        PieceLog(stream)
    assert raised.value.errno == errno.EMLINK and raised.value.filename == str(stream)
    assert outside.read_text() == "not a piece line\n"
    stream.unlink()
    log = PieceLog(stream)  # no stream yet: nothing to open
    os.link(outside, stream)  # made before the first append opens it
    with pytest.raises(OSError, match="hard link"):
        log._handle()


def test_records_swapped_for_a_link_during_the_run_stop_it_without_writing_there(tmp_path):
    out, elsewhere = tmp_path / "run", tmp_path / "elsewhere"
    elsewhere.mkdir()

    def swap(line):
        if line.startswith("[1/"):
            (out / "records").rename(out / "records.real")
            (out / "records").symlink_to(elsewhere, target_is_directory=True)

    with pytest.raises(BacktestConfigError, match="was replaced, or made a symbolic link"):
        run_backtest(
            QUESTIONS,
            INPUTS.documents,
            BacktestMockLLMClient(),
            settings=BacktestSettings(agents=2, concurrency=1),
            out_dir=out,
            progress=swap,
        )
    assert list(elsewhere.iterdir()) == [] and not (out / LOCK_NAME).exists()


def test_the_atomic_writer_replaces_a_link_at_its_target_and_never_writes_through_it(tmp_path):
    outside = tmp_path / "outside.txt"
    outside.write_text("keep me\n")
    target = tmp_path / "target.txt"
    target.symlink_to(outside)
    write_atomic(target, b"new\n")
    assert outside.read_text() == "keep me\n"
    assert not target.is_symlink() and target.read_bytes() == b"new\n"


# --------------------------------------------------------------------------- integrity


def test_each_record_carries_its_inputs_and_a_digest_over_the_rest(finished):
    data = json.loads(record_file(finished).read_text())
    assert data["record_version"] == RECORD_VERSION == 2
    manifest = json.loads((finished / "manifest.json").read_text())["run"]
    inputs = data["inputs"]
    assert set(inputs) == {"questions_sha256", "documents_sha256", "provider", "model", "settings"}
    assert inputs["documents_sha256"] == manifest["documents_sha256"]
    assert inputs["settings"] == manifest["settings"] and len(inputs["settings"]["panel"]) == 2
    assert inputs["questions_sha256"] != manifest["questions_sha256"]  # its own question's
    assert data[DIGEST_FIELD] == record_digest(data) and data[DIGEST_FIELD].startswith("sha256:")


def test_a_missing_manifest_is_not_recreated_over_existing_records(copy_of):
    (copy_of / "manifest.json").unlink()
    before = snapshot(copy_of)
    fewer = INPUTS.documents[: len(INPUTS.documents) // 2]  # another corpus, as the tester ran
    for documents in (None, fewer):
        with pytest.raises(BacktestConfigError) as info:
            run(copy_of, documents=documents)
        assert str(info.value) == (
            f"{copy_of}: records/ holds 3 records but manifest.json is missing; move the "
            "directory away or restore the manifest (a manifest is never re-created over "
            "records nothing vouches for)"
        )
        assert snapshot(copy_of) == before


def test_a_record_edited_by_hand_is_refused_not_resumed_and_sealed(copy_of):
    for trace in copy_of.glob("backtest_*.json"):
        trace.unlink()  # so a resume would seal a new trace
    path = record_file(copy_of)
    data = json.loads(path.read_text())
    old = data["runs"][0]["artifact"]["p_yes"]
    data["runs"][0]["artifact"]["p_yes"] = 0.99 if old != 0.99 else 0.09
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    before = snapshot(copy_of)
    with pytest.raises(BacktestConfigError) as info:
        run(copy_of)
    assert str(info.value) == (
        f"{path}: does not match its digest: it was edited since it was written. Restore it, "
        "or delete it to re-run that question."
    )
    assert snapshot(copy_of) == before and not list(copy_of.glob("backtest_*.json"))


def test_a_key_given_twice_in_a_record_is_refused_though_its_digest_holds(copy_of):
    """An edit one reader sees and another does not: Python's json keeps the last copy of a key,
    so the record's digest still matches while a reader keeping the first sees 0.99."""
    path = record_file(copy_of)
    text = path.read_text()
    recorded = json.loads(text)["runs"][0]["artifact"]["p_yes"]
    shown = f'"p_yes": 0.99, "p_yes": {json.dumps(recorded)}'
    edited = text.replace(f'"p_yes": {json.dumps(recorded)}', shown, 1)
    assert edited != text
    path.write_text(edited)
    before = snapshot(copy_of)
    with pytest.raises(BacktestConfigError) as info:
        run(copy_of)
    assert str(info.value).startswith(f"{path}: unreadable record (the key 'p_yes' appears twice")
    assert snapshot(copy_of) == before


def test_a_manifest_that_is_a_directory_is_refused_by_name(copy_of):
    (copy_of / "manifest.json").unlink()
    (copy_of / "manifest.json").mkdir()
    before = snapshot(copy_of)
    with pytest.raises(BacktestConfigError, match=r"manifest\.json: not a regular file; move it"):
        run(copy_of)
    assert snapshot(copy_of) == before


def test_a_record_made_with_other_inputs_is_refused_naming_what_differs(tmp_path, finished):
    fewer = [d for d in INPUTS.documents if d.question_id != IDS[2]]
    other = tmp_path / "other"
    run(other, documents=fewer)
    shutil.copy(record_file(finished), record_file(other))  # a record from the full corpus
    before = snapshot(other)
    with pytest.raises(BacktestConfigError, match="made with other inputs than this run") as info:
        run(other, documents=fewer)
    message = str(info.value)
    assert message.startswith(f"{record_file(other)}: ")
    assert "inputs.documents_sha256: record has " in message and "settings" not in message
    assert snapshot(other) == before

    copy = tmp_path / "copy"
    shutil.copytree(finished, copy)
    shutil.copy(record_file(finished, 1), record_file(copy, 0))  # another question's record
    with pytest.raises(BacktestConfigError, match=r"inputs\.questions_sha256: record has"):
        run(copy)


def test_records_and_directories_of_the_old_format_are_refused_clearly(copy_of):
    path = record_file(copy_of)
    data = json.loads(path.read_text())
    data["record_version"] = 1
    data[DIGEST_FIELD] = record_digest(data)
    path.write_text(json.dumps(data))
    with pytest.raises(BacktestConfigError, match="record format version 1; this runner reads"):
        run(copy_of)
    manifest = json.loads((copy_of / "manifest.json").read_text())
    manifest["version"] = 1
    (copy_of / "manifest.json").write_text(json.dumps(manifest))
    before = snapshot(copy_of)
    with pytest.raises(BacktestConfigError, match="run directory format version 1; this runner"):
        run(copy_of)
    assert snapshot(copy_of) == before


def test_a_finished_directory_resumes_to_identical_tables(copy_of, finished):
    lines = []
    run(copy_of, lines=lines)
    assert lines == [f"Resuming in {copy_of}: 3 of 3 already done"]
    assert snapshot(copy_of) == snapshot(finished)


@pytest.mark.parametrize("content", ["[" * 100_000, '{"pid": ' + "9" * 5_000 + "}"])
def test_a_hostile_lock_file_alone_keeps_a_directory_foreign_without_a_traceback(content, tmp_path):
    mine = tmp_path / "mine"
    mine.mkdir()
    (mine / LOCK_NAME).write_text(content)
    before = snapshot(mine)
    with pytest.raises(BacktestConfigError, match="not a backtest run directory"):
        run(mine)
    assert snapshot(mine) == before


def test_a_lock_naming_a_pid_no_system_has_is_not_a_holder():
    from forecasting_agents.core._files import LockHolder

    for pid in (2**31, 10**30):
        raw = json.dumps(
            {"pid": pid, "host": socket.gethostname(), "since": "2025-01-01T00:00:00Z"}
        )
        assert LockHolder.parse(raw.encode()) is None
