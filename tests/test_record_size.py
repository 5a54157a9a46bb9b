"""A run's record grows with what the model sent, not with the square of its steps, is capped,
and is written without holding the replies in memory.

Each figure is made by ``scripts/bench_record_size.py`` (its :func:`measure`, in a fresh child
process): one backtest question whose agent gets replies of a given size that are not valid
actions, so it is told so and asks again until its budget ends. The 100 MB case comes over HTTP
from the script's fake OpenAI-compatible server on 127.0.0.1 (issue 25's criterion: peak memory
under 3x the largest reply, record under 2x the bytes received); the others from a scripted
client that also builds the OpenAI wire body, as a live client's calls are recorded. Before trace
format 1.4 and the compact question record, 8 replies of 1 MB gave a 72 MB record (the
conversation repeated in every later call and its request body) and 4 replies of 25 MB a 500 MB
one, and 4 replies of 25 MB over HTTP peaked at 996 MB of Python allocations.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

from bench_record_size import MB, measure_in_child  # noqa: E402

from forecasting_agents.cli import EXIT_WRITE_FAILED, main  # noqa: E402
from forecasting_agents.core._errors import RecordTooLargeError  # noqa: E402
from forecasting_agents.evaluation._rundir import BacktestConfigError  # noqa: E402
from forecasting_agents.evaluation._settings import BacktestSettings  # noqa: E402
from forecasting_agents.record._trace import RunTrace  # noqa: E402


@pytest.fixture(scope="module")
def hundred_mb() -> dict:
    """Four replies of 25 MB over HTTP from a fake server on 127.0.0.1, written as a hostile
    server would: mostly JSON escapes (quotes, backslashes, control characters) and Latin-1
    letters; the client holds a key, so every reply is masked too. Peak of Python allocations
    traced in the runner's process (the server runs in this one)."""
    env = {**os.environ, "OPENAI_API_KEY": "sk-record-size-test-0123456789abcdef"}
    return measure_in_child(25 * MB, 4, content="escapes", env=env)


def test_replies_totalling_100_mb_give_a_record_under_twice_what_was_received(hundred_mb):
    received = hundred_mb["received_bytes"]
    assert hundred_mb["error"] is None, hundred_mb["error"]
    assert 4 * 24 * MB < received <= 100 * MB and hundred_mb["largest_reply_bytes"] <= 25 * MB
    for name in ("record_bytes", "trace_bytes"):  # the question's record, and the run's trace
        # Every reply is in it whole (so at least most of what came), and once.
        assert 0.9 * received < hundred_mb[name] < 2 * received, (name, hundred_mb[name])
    assert not any(name.startswith("spill/") for name in hundred_mb["files"])  # cleaned up


def test_replies_totalling_100_mb_keep_peak_memory_under_three_times_the_largest(hundred_mb):
    """Before: 996 MB (40 times the largest reply): every reply was held until the record was
    written, each call's request body held the conversation again, and the record was encoded
    whole several times. Now a long reply waits on disk (record._spill), the conversation keeps
    it clipped, and the HTTP body is held as text once, then parsed."""
    peak, largest = hundred_mb["peak_python_bytes"], hundred_mb["largest_reply_bytes"]
    assert peak < 3 * largest, (
        f"peak {peak / MB:.0f} MB against a largest reply of {largest / MB:.0f}"
    )


def test_the_record_grows_linearly_with_the_steps():
    sizes = {steps: measure_in_child(MB, steps, trace_memory=False) for steps in (2, 4, 8)}
    for steps, figures in sizes.items():
        assert figures["error"] is None and figures["received_bytes"] == steps * MB
    for name in ("record_bytes", "trace_bytes"):
        # Doubling the steps doubles the record (plus the fixed prompts); quadratic growth,
        # as before, gave ratios of 3.3 and 3.6.
        assert sizes[4][name] < 2.1 * sizes[2][name], name
        assert sizes[8][name] < 2.1 * sizes[4][name], name


def test_the_cap_stops_the_run_naming_the_setting_and_leaves_no_record():
    figures = measure_in_child(3 * MB, 4, trace_memory=False, max_record_mb=5)
    error = figures["error"]
    assert error.startswith("RecordTooLargeError: ")
    assert "max_record_mb" in error and "--max-record-mb" in error and "cap of 5.0 MB" in error
    assert "reached at least 6.0 MB" in error  # two replies of 3 MB: past the cap, stopped
    assert figures["record_bytes"] == 0 and not any(
        name.startswith("records/") or name.startswith("backtest_") for name in figures["files"]
    )


def test_a_trace_save_past_its_cap_leaves_no_file(tmp_path):
    run = RunTrace.capture(
        notebook="cap_test",
        provider="scripted",
        question={"question": "Will it happen?"},
        params={},
        agents=[],
        llm_calls=[],
        notes="x" * 2_000_000,
        created_at="2026-01-01T00:00:00Z",
        run_id="0123456789ab",
    )
    with pytest.raises(RecordTooLargeError, match=r"cap of 1\.0 MB \(max_record_mb\)"):
        run.save(tmp_path, max_record_mb=1)
    assert not list(tmp_path.iterdir())  # neither the trace nor its temporary file
    assert run.save(tmp_path, max_record_mb=3).stat().st_size > 2_000_000


@pytest.mark.parametrize("value", [0, -1, float("nan"), True, "256", 2_000_000])
def test_a_bad_cap_is_refused_naming_it(value):
    with pytest.raises(BacktestConfigError, match=r"^max_record_mb: got .*accepted: a number"):
        BacktestSettings(max_record_mb=value)


def test_the_cap_is_not_a_recorded_setting_so_a_stopped_run_resumes_with_a_higher_one():
    assert BacktestSettings(max_record_mb=1).recorded() == BacktestSettings().recorded()
    assert BacktestSettings(max_record_mb=None).max_record_bytes is None


def test_the_cli_flag_reaches_the_run_and_a_bad_one_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit) as info:
        main(["backtest", "--provider", "mock", "--out", str(tmp_path), "--max-record-mb", "0"])
    assert info.value.code == 2
    assert "--max-record-mb: got '0'; accepted: a number of MB" in capsys.readouterr().err
    # The mock's records are small: a cap of 0.001 MB (1 kB) stops the run at its first.
    code = main(
        ["backtest", "--provider", "mock", "--out", str(tmp_path / "run"), "--ids",
         "fomc-2025-01-cut", "--agents", "1", "--max-record-mb", "0.001"]
    )  # fmt: skip
    err = capsys.readouterr().err
    assert code == EXIT_WRITE_FAILED and "cap of 0.0 MB (max_record_mb)" in err, err
    assert not list((tmp_path / "run" / "records").glob("*.json"))
    manifest = json.loads((tmp_path / "run" / "manifest.json").read_text())
    assert "max_record_mb" not in json.dumps(manifest)
