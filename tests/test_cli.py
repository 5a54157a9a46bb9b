"""The ``forecast-agents`` command: its help, and ``verify`` on pinned, edited and resealed traces.

``backtest`` and ``report`` are exercised end to end in test_backtest.py and test_report.py;
here is what the command itself promises: every subcommand documents its flags with their
defaults, ``python -m forecasting_agents`` is the same program, and ``verify`` passes the
pinned traces and fails, saying why, on any copy whose content was changed.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from support import PINNED_01, PINNED_04

from forecasting_agents.cli import EXIT_WRITE_FAILED, main
from forecasting_agents.record._records import SCHEMA_VERSION, trace_digest
from forecasting_agents.record._trace import RunTrace

COMMAND = Path(sys.executable).parent / "forecast-agents"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(COMMAND), *args], capture_output=True, text=True, timeout=120, check=False
    )


def test_each_subcommand_lists_its_flags_with_their_defaults(capsys):
    for command in ("backtest", "report", "verify"):
        with pytest.raises(SystemExit) as done:
            main([command, "--help"])
        assert done.value.code == 0
    help_text = capsys.readouterr().out
    assert "--agents AGENTS" in help_text and "panel size (default: 3)" in help_text
    assert "--questions QUESTIONS" in help_text  # report's
    assert "Exit 0 when every check passes" in help_text


def test_python_dash_m_runs_the_same_command():
    done = subprocess.run(
        [sys.executable, "-m", "forecasting_agents", "--help"], capture_output=True, text=True
    )
    assert done.returncode == 0 and "backtest" in done.stdout and "verify" in done.stdout


@pytest.mark.parametrize("trace", [PINNED_01, PINNED_04], ids=lambda p: p.name[:2])
def test_verify_passes_each_pinned_trace(trace):
    done = run("verify", str(trace))
    assert done.returncode == 0, done.stderr
    assert f"verify: OK: {trace.name}" in done.stdout
    assert "re-rendered and identical" in done.stdout


def test_an_ok_without_a_public_key_says_only_one_can_tell_who_made_the_trace(signed):
    unsigned = run("verify", str(PINNED_01)).stdout
    assert "signature: none (the digest shows the content is unchanged, not who made it)" in (
        unsigned
    )
    hint = "who made it is not checked: only --public-key, with the public key of the one you "
    assert f"verify: OK: {PINNED_01.name} (its content is as saved; {hint}" in unsigned
    path, public = signed
    by_someone = run("verify", str(path)).stdout
    assert "a key not checked against any you trust" in by_someone and hint in by_someone
    trusted = run("verify", str(path), "--public-key", str(public)).stdout
    assert f"verify: OK: {path.name}, signed by the key given" in trusted
    assert hint not in trusted


def _edited_copy(tmp_path: Path, edit, reseal: bool) -> Path:
    data = json.loads(PINNED_01.read_text(encoding="utf-8"))
    edit(data)
    if reseal:
        data["digest"] = trace_digest(data)
    target = tmp_path / PINNED_01.name
    target.write_text(json.dumps(data, indent=2), encoding="utf-8")
    return target


def test_verify_fails_an_edited_copy_naming_the_digest(tmp_path):
    def edit(data):
        data["llm_calls"][-1]["reply"] = data["llm_calls"][-1]["reply"].replace("0.7", "0.99")

    done = run("verify", str(_edited_copy(tmp_path, edit, reseal=False)))
    assert done.returncode == 1
    assert "verify: FAILED" in done.stderr and "digest" in done.stderr


def test_verify_fails_a_resealed_copy_whose_request_body_no_longer_matches(tmp_path):
    """A consistent edit with a recomputed digest passes the digest, but not the re-rendering:
    the recorded body must be what today's client sends for the recorded conversation."""

    def edit(data):
        data["llm_calls"][-1]["request"]["temperature"] = 0.9

    done = run("verify", str(_edited_copy(tmp_path, edit, reseal=True)))
    assert done.returncode == 1
    assert "different request body" in done.stderr


def test_verify_fails_a_lone_surrogate_saying_so_instead_of_crashing(tmp_path):
    """JSON may spell "\\ud800", which has no UTF-8 form, so the digest cannot even be computed."""

    def edit(data):
        data["llm_calls"][-1]["reply"] += "\ud800"

    done = run("verify", str(_edited_copy(tmp_path, edit, reseal=False)))
    assert done.returncode == 1, done.stderr
    assert "verify: FAILED" in done.stderr and "not valid Unicode" in done.stderr
    assert "Traceback" not in done.stderr


def test_verify_says_when_there_is_no_such_file(tmp_path):
    done = run("verify", str(tmp_path / "nope.json"))
    assert done.returncode == 2 and "no such file" in done.stderr


def _run_folder(parent: Path, name: str = "run") -> Path:
    """A finished backtest's run folder as the runner leaves it: a manifest and its trace."""
    folder = parent / name
    folder.mkdir()
    (folder / "manifest.json").write_text("{}")
    (folder / PINNED_04.name).write_bytes(PINNED_04.read_bytes())
    return folder


def test_verify_takes_a_run_folder_and_names_each_runs_question(tmp_path):
    done = run("verify", str(_run_folder(tmp_path)))
    assert done.returncode == 0, done.stderr
    agents = RunTrace.load(PINNED_04).agents
    ids = RunTrace.load(PINNED_04).params["question_ids"]
    # A backtest is described as one, not by its first question alone.
    assert f"question: backtest of {len(ids)} questions ({ids[0]}, {ids[1]}, {ids[2]}" in (
        done.stdout
    )
    assert f"runs by question ({len(ids) + 1} questions, {len(agents)} runs):" in done.stdout
    for qid in ids:
        assert f"\n  {qid}: agent_1 " in done.stdout
    assert "agent agent_1: status" not in done.stdout


def test_verify_of_a_missing_trace_names_the_traces_there_as_command_arguments(tmp_path):
    folder = _run_folder(tmp_path, "done")
    loose = tmp_path / PINNED_01.name
    loose.write_bytes(PINNED_01.read_bytes())
    (tmp_path / "empty").mkdir()
    done = run("verify", str(tmp_path / "nope.json"))
    assert done.returncode == 2
    assert f"Available in {tmp_path}: {loose}, {folder}/;" in done.stderr
    assert f"e.g. forecast-agents verify {loose}" in done.stderr
    assert "glob(" not in done.stderr and "list_traces" not in done.stderr
    empty = run("verify", str(tmp_path / "empty"))
    assert empty.returncode == 2 and "with no trace in it" in empty.stderr


# --------------------------------------------------------------------------- signing


@pytest.fixture
def signed(tmp_path, monkeypatch):
    """A key pair, and the 01 record re-saved as a signed 1.3 trace; returns (trace, public)."""
    assert main(["keygen", str(tmp_path / "keys")]) == 0
    monkeypatch.setenv("FORECAST_SIGNING_KEY", str(tmp_path / "keys" / "trace_signing_key.pem"))
    pinned = RunTrace.load(PINNED_01)
    path = dataclasses.replace(pinned, schema_version=SCHEMA_VERSION).save(tmp_path / "out")
    return path, tmp_path / "keys" / "trace_signing_key.pub.pem"


def test_a_signed_trace_verifies_against_its_public_key(signed):
    path, public = signed
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["signature"]["algorithm"] == "ed25519"
    done = run("verify", str(path), "--public-key", str(public))
    assert done.returncode == 0, done.stderr
    assert "signature: valid, by ed25519:" in done.stdout


def test_a_resealed_edit_of_a_signed_trace_fails(signed):
    path, _ = signed
    data = json.loads(path.read_text(encoding="utf-8"))
    data["notes"] = "edited after signing"
    data["digest"] = trace_digest(data)  # the forger recomputes the digest, but cannot re-sign
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run("verify", str(path))
    assert done.returncode == 1 and "changed after it was signed" in done.stderr


def test_a_stripped_or_foreign_signature_fails_against_the_trusted_key(signed, tmp_path):
    path, public = signed
    data = json.loads(path.read_text(encoding="utf-8"))
    data["signature"] = None
    path.write_text(json.dumps(data), encoding="utf-8")
    done = run("verify", str(path), "--public-key", str(public))
    assert done.returncode == 1 and "unsigned, not by the key given" in done.stderr
    assert main(["keygen", str(tmp_path / "other")]) == 0
    other = RunTrace.load(path).save(
        tmp_path / "resigned", signing_key=tmp_path / "other" / "trace_signing_key.pem"
    )
    done = run("verify", str(other), "--public-key", str(public))
    assert done.returncode == 1 and "not by the key given" in done.stderr


def test_keygen_never_replaces_a_key(tmp_path):
    assert main(["keygen", str(tmp_path)]) == 0
    key = (tmp_path / "trace_signing_key.pem").read_bytes()
    assert main(["keygen", str(tmp_path)]) == 2
    assert (tmp_path / "trace_signing_key.pem").read_bytes() == key
    assert (tmp_path / "trace_signing_key.pem").stat().st_mode & 0o777 == 0o600


# --------------------------------------------------------------------------- bad flags


def test_an_empty_ids_value_is_refused_not_read_as_every_question(tmp_path, capsys):
    assert main(["backtest", "--provider", "mock", "--out", str(tmp_path / "r"), "--ids", ""]) == 2
    assert "--ids: got '' (no id)" in capsys.readouterr().err
    assert not (tmp_path / "r").exists()


@pytest.mark.parametrize("command", ["backtest", "report"])
def test_a_missing_input_file_is_named_by_its_flag(command, tmp_path, capsys):
    out = tmp_path / "out"
    argv = {
        "backtest": ["backtest", "--provider", "mock", "--out", str(out)],
        "report": ["report", str(PINNED_01), "-o", str(out)],
    }[command]
    assert main([*argv, "--questions", str(tmp_path / "nope.jsonl")]) == 2
    assert f"--questions: {tmp_path / 'nope.jsonl'}: no such file" in capsys.readouterr().err
    assert not out.exists()


def test_backtest_help_states_each_default_once(capsys):
    with pytest.raises(SystemExit):
        main(["backtest", "--help"])
    shown = " ".join(capsys.readouterr().out.split())
    assert "(default: None)" not in shown and "(default: 4)" in shown


# --------------------------------------------------------------------------- a full disk


def _no_space_for(name_part: str, real):
    """``real`` (os.write or os.fsync), failing as a full disk does for a file whose path holds
    ``name_part``: ENOSPC, with no file name, as the system call reports it."""

    def call(fd, *args):
        if name_part in os.readlink(f"/proc/self/fd/{fd}"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(fd, *args)

    return call


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc to tell files apart")
@pytest.mark.parametrize(
    ("call", "name_part", "named"),
    [
        ("write", "trace-pieces.jsonl", "trace-pieces.jsonl"),
        ("fsync", "/records/.", "records/fomc-2025-01-cut.json"),
    ],
)
def test_a_full_disk_names_the_file_and_the_cause_and_resuming_goes_on(
    call, name_part, named, tmp_path, monkeypatch, capsys
):
    out = tmp_path / "run"
    command = ["backtest", "--provider", "mock", "--out", str(out), "--ids", "fomc-2025-01-cut"]
    with monkeypatch.context() as patched:
        patched.setattr(os, call, _no_space_for(name_part, getattr(os, call)))
        assert main([*command, "--agents", "1"]) == EXIT_WRITE_FAILED
    error = capsys.readouterr().err
    assert f"could not write {out / named} (No space left on device: the disk is full)" in error
    assert "Free some space and run the same command again: it resumes" in error
    assert "Traceback" not in error
    assert EXIT_WRITE_FAILED not in (0, 1, 2, 130)
    assert main([*command, "--agents", "1"]) == 0  # the same command, with room again
    assert (out / "records" / "fomc-2025-01-cut.json").is_file()


def test_a_write_error_the_system_names_keeps_its_own_file_name(tmp_path, monkeypatch, capsys):
    out = tmp_path / "run"

    def read_only(*args, **kwargs):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(out / "records"))

    monkeypatch.setattr("tempfile.mkstemp", read_only)
    command = ["backtest", "--provider", "mock", "--out", str(out), "--ids", "fomc-2025-01-cut"]
    assert main([*command, "--agents", "1"]) == EXIT_WRITE_FAILED
    error = capsys.readouterr().err
    assert f"could not write {out / 'records'} (Permission denied). The run stopped" in error
    assert "Fix the cause and run the same command again" in error


# --------------------------------------------------------------------------- failures mid-run


def test_a_value_error_raised_mid_run_is_a_failure_not_bad_input(tmp_path, capsys, monkeypatch):
    """Issue 28: the command once caught ValueError around the whole backtest, so a bug raising
    one after questions were saved read as bad input (exit 2, "nothing ran")."""
    import forecasting_agents.evaluation._backtest as runner

    def broken(*args, **kwargs):
        raise ValueError("a bug in the scoring")

    monkeypatch.setattr(runner, "finish_run", broken)
    out = tmp_path / "run"
    argv = ["backtest", "--provider", "mock", "--out", str(out), "--agents", "1"]
    assert main([*argv, "--ids", "fomc-2025-01-cut"]) == 1
    err = capsys.readouterr().err
    assert "backtest: failed mid-run: ValueError: a bug in the scoring" in err
    assert f"the questions saved in {out} are kept" in err
    assert (out / "records" / "fomc-2025-01-cut.json").is_file()  # the question it ran, saved
    # A refusal of the input by the runner is still bad input: the same --out, another panel.
    monkeypatch.undo()
    assert main([*argv[:-1], "2", "--ids", "fomc-2025-01-cut"]) == 2
    assert "backtest: error:" in capsys.readouterr().err
