"""Tests for the backtest runner's progress lines (forecasting_agents.evaluation._progress).

A slow model makes a run's first question finish late and questions finish in bursts, so the
runner says what it runs as it starts, reports every few seconds (a ticker thread) and estimates
the time left from finished model calls. The fast tests here use a fake clock; the run tests a
model that sleeps a little per call and a ticker interval of a few milliseconds.
"""

from __future__ import annotations

import re
import threading
import time
from collections import deque

import pytest

from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._progress import (
    ESTIMATING,
    PROGRESS_EVERY_S,
    TICKER_THREAD_NAME,
    CallStats,
    Progress,
    RunShape,
    keep_window,
    rate_window,
    seconds_left,
)
from forecasting_agents.evaluation._rundir import LOCK_NAME, BacktestConfigError
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.search._corpus import CorpusSearchClient

INPUTS = load_backtest_inputs()
CALL_S = 0.05
"""How long the slow model takes per call."""
TICK_S = 0.01
"""The ticker's interval in the run tests."""
SEARCH_S = 0.1
"""How long the slow search takes per search."""
MOCK_CALLS_PER_RUN = 4
"""The mock's plan: three searches, then a forecast the gates accept (on the first question)."""
TICKER_LINE = re.compile(
    r"^Progress: (?P<done>\d+) model calls? done, (?P<flight>\d+) in flight; "
    r"questions (?P<questions>\d+)/(?P<total>\d+) done; elapsed \d+m\d\ds, (?P<estimate>.*)$"
)


RATE = re.compile(r"\(([\d.]+) agent runs a minute, \d+ of \d+ to go\)")


class FakeClock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def ticker_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == TICKER_THREAD_NAME]


# --------------------------------------------------------------------------- the estimate


def left(finishes, runs=100, concurrency=4, start=0.0, now=None, done=None):
    """seconds_left for runs that finished at ``finishes`` (all of them given)."""
    now = finishes[-1] if now is None else now
    done = len(finishes) if done is None else done
    return seconds_left(finishes, done, start, now, runs, concurrency)


def test_no_estimate_until_as_many_agent_runs_finished_as_run_at_once():
    assert left([], now=500.0) is None
    assert left([10.0, 11.0, 12.0]) is None  # 3 of the 4 that run at once
    assert left([10.0, 11.0, 12.0, 13.0]) is not None
    assert left([5.0], runs=1, concurrency=4) == 0.0  # nothing left


def test_the_estimate_is_the_runs_left_over_the_rate_of_finished_runs_from_the_start():
    # 4 runs finished by t=40 (from 0): 0.1 runs a second, 96 left: 960 s.
    assert left([10.0, 20.0, 30.0, 40.0]) == pytest.approx(960.0)


def test_a_stall_lengthens_the_estimate_at_once():
    finishes = [10.0, 20.0, 30.0, 40.0]
    assert left(finishes, now=80.0) == pytest.approx(96 / (4 / 80))
    assert left(finishes, now=80.0) > left(finishes, now=40.0)


def test_the_rate_is_smoothed_over_the_last_runs_so_it_follows_a_change_of_speed():
    window = rate_window(4)
    assert window == 16
    slow = [10.0 * (i + 1) for i in range(window)]  # one run each 10 s
    fast = [slow[-1] + 1.0 * (i + 1) for i in range(window)]  # then one each second
    finishes = slow + fast
    kept = deque(finishes)
    keep_window(kept, finishes[-1], 4)
    # Kept: the steps of the last 30 s (more than the fewest, 16) and the one before them:
    # 18 steps in the 36 s since 140.
    assert list(kept) == [140.0, 150.0, 160.0, *fast]
    assert left(list(kept), done=len(finishes)) == pytest.approx((100 - 32) / (18 / 36))
    # Over all of them, from the start, the old slow pace would weigh: a longer estimate.
    assert left(finishes) > 2 * left(list(kept), done=len(finishes))


def test_a_fast_runs_bursts_are_smoothed_over_the_last_half_minute():
    # 200 steps in bursts of 50 every 5 s: the last 30 s hold them all, so all are kept.
    finishes = [5.0 * (i // 50 + 1) for i in range(200)]
    kept = deque(finishes)
    keep_window(kept, finishes[-1], 4)
    assert len(kept) == 200
    # Older steps beyond 30 s go, once more than the fewest kept remain.
    later = deque([1.0] * 50 + [40.0] * 50)
    keep_window(later, 40.0, 4)
    assert list(later) == [1.0] + [40.0] * 50  # the reading before the window stays


def test_the_last_runs_run_fewer_at_once_so_each_takes_a_whole_run():
    # 8 runs, 4 at once, each 40 s: finishing in waves of four at 40 s and 80 s would be the truth.
    finishes = [40.0, 40.0, 40.0, 40.0, 80.0, 80.0]
    # 6 done in 80 s: 0.075 runs a second; 2 left but they run 2 at once: the time of one run,
    # which is 4 runs at once over that rate (53 s), not 2 over it (27 s).
    assert left(finishes, runs=8) == pytest.approx(4 / (6 / 80))


def test_a_slow_model_that_slows_down_never_shows_the_time_of_its_first_calls():
    """The reported case: a local model whose first runs end fast, then take minutes each."""
    finishes = [20.0, 25.0, 30.0, 35.0]  # four short runs first
    early = left(finishes, runs=12)
    later = left(finishes, runs=12, now=35.0 + 600.0)  # ten minutes on, nothing finished
    assert later > 10 * early  # the estimate follows what the run does now


def test_the_tickers_estimate_counts_agent_runs_and_says_its_rate(monkeypatch):
    clock, lines = FakeClock(), []
    shape = RunShape(questions=6, already_done=0, agents=3, concurrency=4, max_steps=8)
    progress = Progress(lines.append, shape, every=PROGRESS_EVERY_S, clock=clock)
    progress.tick()
    assert lines[-1].endswith(f"elapsed 0m00s, {ESTIMATING}")
    for _ in range(4):  # four agent runs, one every 15 s, each ending then being taken
        clock.now += 15
        progress.run_ended()
        progress.run_done()
    with progress.calls.call():  # a call of the next run is in flight as the ticker reports
        progress.tick()
    # 4 runs in 60 s: 4 a minute; 14 of 18 to go: 3m30s.
    assert lines[-1] == (
        "Progress: 0 model calls done, 1 in flight; questions 0/6 done; "
        "elapsed 1m00s, about 3m30s left (4.0 agent runs a minute, 14 of 18 to go)"
    )


def test_question_lines_number_in_order_and_carry_the_estimate():
    clock, lines = FakeClock(), []
    shape = RunShape(questions=3, already_done=1, agents=1, concurrency=1, max_steps=8)
    progress = Progress(lines.append, shape, clock=clock)
    clock.now += 30
    progress.run_ended()
    progress.run_done()
    progress.failed("q2", "ProviderConnectionError: down")
    assert lines == [
        "[2/3] q2: FAILED, not saved (ProviderConnectionError: down); the run goes on  "
        "(elapsed 0m30s, about 0m30s left)"
    ]
    progress.finishing()
    assert lines[-1] == "Agent runs done (elapsed 0m30s); writing the tables and the trace"


def test_without_a_clock_nothing_is_timed_and_no_clock_is_read():
    lines = []
    shape = RunShape(questions=2, already_done=0, agents=1, concurrency=1, max_steps=8)
    progress = Progress(lines.append, shape, every=None, clock=lambda: pytest.fail("read"))
    with pytest.raises(RuntimeError), progress.calls.call():  # a call that raises has finished
        raise RuntimeError("provider down")
    progress.run_ended()
    progress.run_done()
    progress.failed("q1", "down")
    progress.finishing()
    assert lines == ["[1/2] q1: FAILED, not saved (down); the run goes on"]
    assert progress.calls.snapshot() == CallStats(1, 1)


@pytest.mark.parametrize("every", [0, -1.0, float("nan"), float("inf"), True, "30"])
def test_a_bad_interval_is_refused_before_anything_runs(every, tmp_path):
    with pytest.raises(BacktestConfigError, match="progress_every: got"):
        run_backtest(
            INPUTS.questions[:1],
            INPUTS.documents,
            BacktestMockLLMClient(),
            out_dir=tmp_path / "run",
            progress_every=every,
        )
    assert not (tmp_path / "run").exists()


# --------------------------------------------------------------------------- a run


class SlowMock(BacktestMockLLMClient):
    """The mock, taking ``CALL_S`` a call and counting the calls that returned (shared by copies).

    ``fail_at`` makes the call of that number (from 1) raise ``failure`` instead.
    """

    def __init__(self, fail_at: int | None = None, failure: BaseException | None = None) -> None:
        super().__init__()
        self.returned = [0]
        self.started = [0]
        self.lock = threading.Lock()
        self.fail_at, self.failure = fail_at, failure

    def _reply(self, messages, json_mode):
        with self.lock:
            self.started[0] += 1
            number = self.started[0]
        if number == self.fail_at:
            raise self.failure
        time.sleep(CALL_S)
        reply = super()._reply(messages, json_mode)
        with self.lock:
            self.returned[0] += 1
        return reply


def slow_run(llm: SlowMock, questions: int = 2, **settings):
    """A run on the first questions; each line noted with the calls returned when it was said."""
    seen: list[tuple[str, int, bool]] = []

    def note(line: str) -> None:
        seen.append((line, llm.returned[0], bool(ticker_threads())))

    settings = {"agents": 2, "concurrency": 2, **settings}
    result = run_backtest(
        INPUTS.questions[:questions],
        INPUTS.documents,
        llm,
        settings=BacktestSettings(**settings),
        progress=note,
        progress_every=TICK_S,
    )
    return result, seen


def test_a_run_starts_with_its_shape_then_ticks_counting_calls_before_any_question_finishes():
    llm = SlowMock()
    result, seen = slow_run(llm)
    first, returned, _ = seen[0]
    assert returned == 0, "the start line comes before any call has returned"
    assert first == (
        "Backtest: 2 questions, 2 agents each (4 agent runs), concurrency 2, provider mock, "
        f"model canned-research-v1; a progress line every {TICK_S:g} s"
    )
    ticks = [(TICKER_LINE.match(line), n) for line, n, _ in seen if line.startswith("Progress:")]
    assert ticks and all(match for match, _ in ticks), seen
    assert ticks[0][0]["estimate"] == ESTIMATING
    # No estimate until as many agent runs finished as run at once (two: the first question's).
    assert all(m["estimate"] == ESTIMATING for m, _ in ticks if m["questions"] == "0")
    for match, returned in ticks:
        assert int(match["done"]) <= returned and int(match["flight"]) <= 2
        assert match["total"] == "2"
    assert {m["questions"] for m, _ in ticks} >= {"0", "1"}
    rates = [RATE.search(m["estimate"]) for m, _ in ticks]
    per_minute = [float(found[1]) for found in rates if found]
    # An agent run takes at least its four calls, two run at once: at most this many a minute.
    fastest = 60 * 2 / (MOCK_CALLS_PER_RUN * CALL_S)
    assert per_minute and all(0 < r <= fastest for r in per_minute), seen
    assert [line.split(" ")[0] for line, _, _ in seen if line.startswith("[")] == ["[1/2]", "[2/2]"]
    assert len(result.panels) == 2


class SlowSearch(CorpusSearchClient):
    """The course corpus, taking ``SEARCH_S`` a search: a web search as slow as a model."""

    def search(self, query, max_results=5, cutoff_date=None):
        time.sleep(SEARCH_S)
        return super().search(query, max_results, cutoff_date)


def test_the_estimate_counts_slow_searches_though_the_model_answers_at_once():
    """The model answers at once; each search takes SEARCH_S (three a run). The rate the ticker
    reports once the first agent run has finished is that of whole runs, searches included."""
    seen: list[str] = []
    corpus = SlowSearch([doc.to_search_result() for doc in INPUTS.documents])
    run_backtest(
        INPUTS.questions[:2],
        corpus,
        BacktestMockLLMClient(),
        settings=BacktestSettings(agents=1, concurrency=1),
        progress=seen.append,
        progress_every=TICK_S,
    )
    first_done = next(i for i, line in enumerate(seen) if line.startswith("[1/2]"))
    later = [RATE.search(line) for line in seen[first_done:]]
    per_minute = [float(found[1]) for found in later if found]
    assert per_minute and max(per_minute) <= 60 / (3 * SEARCH_S), seen
    assert seen[-1].startswith("Agent runs done (elapsed ")


def test_the_ticker_runs_during_the_run_and_is_gone_after_it():
    _, seen = slow_run(SlowMock())
    *running, (last, _, ticking) = seen[1:]
    assert all(alive for _, _, alive in running), "every later line is said while ticking"
    assert last.startswith("Agent runs done") and not ticking  # the tables come after
    assert not ticker_threads()


@pytest.mark.parametrize(
    "failure", [RuntimeError("a bug in a test client"), KeyboardInterrupt()], ids=repr
)
def test_the_ticker_is_gone_after_a_run_that_raised(failure):
    llm = SlowMock(fail_at=6, failure=failure)
    with pytest.raises(type(failure)):
        slow_run(llm, questions=3)
    assert not ticker_threads()


def test_the_replay_path_starts_no_ticker_and_reads_no_clock(monkeypatch):
    """Notebook 04 replays with ``record=False``, progress silenced and ``progress_every=None``."""
    started: list[str] = []
    real_start = threading.Thread.start

    def start(thread: threading.Thread) -> None:
        started.append(thread.name)
        real_start(thread)

    def no_clock() -> float:
        raise AssertionError("the replay path read a clock")

    monkeypatch.setattr(threading.Thread, "start", start)
    monkeypatch.setattr(time, "monotonic", no_clock)
    lines: list[str] = []
    result = run_backtest(
        INPUTS.questions[:2],
        INPUTS.documents,
        BacktestMockLLMClient(),
        settings=BacktestSettings(concurrency=1),
        progress=lines.append,
        progress_every=None,
        record=False,
    )
    assert len(result.panels) == 2 and TICKER_THREAD_NAME not in started
    assert not any("elapsed" in line or "progress line every" in line for line in lines)
    assert lines[0].startswith("Backtest: 2 questions, 3 agents each")


# --------------------------------------------------------------------------- Ctrl-C


SLOW_REPLY_S = 8.0
"""The fake server's delay in the Ctrl-C test: far longer than the run may take to stop."""


MAX_LINES_BEFORE_START = 3
"""The lines the backtest prints before its start line: the coverage check's, for one question."""


def test_ctrl_c_stops_a_run_at_once_though_every_agent_waits_on_a_slow_reply(tmp_path):
    """The main thread must not sleep until an agent run ends (a slow model's minutes)."""
    import os
    import signal
    import subprocess
    import sys

    from fake_research_server import ResearchServer

    command = [sys.executable, "-m", "forecasting_agents", "backtest", "--provider", "openai"]
    command += ["--out", str(tmp_path / "run"), "--ids", INPUTS.questions[0].question_id]
    with ResearchServer(delay=SLOW_REPLY_S) as server:
        env = {**os.environ, "OPENAI_BASE_URL": server.url, "OPENAI_MODEL": "fake"}
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        before = [process.stdout.readline()]  # the coverage check's lines, then the start line
        while not before[-1].startswith("Backtest:") and len(before) <= MAX_LINES_BEFORE_START:
            before.append(process.stdout.readline())
        assert before[-1].startswith("Backtest: 1 question, 3 agents each"), before
        deadline = time.monotonic() + SLOW_REPLY_S / 2
        while server.in_flight < 3 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert server.in_flight == 3, "every agent is waiting on its first reply"
        process.send_signal(signal.SIGINT)
        sent = time.monotonic()
        interrupted = process.stdout.readline()
        said = time.monotonic() - sent
        process.communicate(timeout=SLOW_REPLY_S * 2)
        exited = time.monotonic() - sent
        assert server.in_flight == 3, "the agents' calls were still waiting when it exited"
    assert interrupted.startswith("Interrupted: 0 of 1 questions are saved")
    assert said < SLOW_REPLY_S / 4, f"Ctrl-C took {said:.1f} s to be acted on"
    assert exited < SLOW_REPLY_S / 4, f"the process took {exited:.1f} s to exit after Ctrl-C"
    assert process.returncode == 130
    assert not (tmp_path / "run" / LOCK_NAME).exists(), "the lock is released before it exits"
