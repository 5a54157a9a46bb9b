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

import pytest

from forecasting_agents.evaluation import (
    LOCK_NAME,
    PROGRESS_EVERY_S,
    BacktestConfigError,
    BacktestMockLLMClient,
    BacktestSettings,
    load_backtest_inputs,
    run_backtest,
)
from forecasting_agents.evaluation._progress import (
    ESTIMATING,
    TICKER_THREAD_NAME,
    CallCounter,
    CallStats,
    Progress,
    RunShape,
    calls_to_go,
    seconds_left,
    seconds_per_call,
)
from forecasting_agents.search import CorpusSearchClient

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


class FakeClock:
    """A clock that moves only when told."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def ticker_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name == TICKER_THREAD_NAME]


# --------------------------------------------------------------------------- the estimate


def test_no_estimate_before_a_call_has_finished():
    assert seconds_left(CallStats(started=4), runs=12, concurrency=4, budget=8) is None


def test_the_estimate_counts_calls_and_uses_the_step_budget_until_an_agent_run_ends():
    # 4 calls of 10 s finished, 4 in flight, no agent run over: 12 runs x 8 steps expected.
    stats = CallStats(started=8, finished=4, seconds=40.0)
    assert calls_to_go(stats, runs=12, budget=8) == 12 * 8 - 4
    assert seconds_left(stats, runs=12, concurrency=4, budget=8) == pytest.approx(92 * 10 / 4)


def test_the_estimate_uses_calls_per_ended_agent_run_once_one_has_ended():
    # Two runs ended after 4 calls each (8 calls); 2 more calls finished, 3 in flight; 2 s a call.
    stats = CallStats(started=13, finished=10, seconds=20.0, runs_ended=2, run_calls=8)
    expected_calls = 8 + (12 - 2) * 4
    assert calls_to_go(stats, runs=12, budget=8) == expected_calls - 10
    assert seconds_left(stats, runs=12, concurrency=4, budget=8) == pytest.approx(38 * 2 / 4)


def test_the_last_agent_runs_run_fewer_at_once_and_in_flight_calls_are_never_left_out():
    # One run left, which already made more calls than the average: its call in flight remains.
    stats = CallStats(started=21, finished=20, seconds=20.0, runs_ended=3, run_calls=12)
    assert calls_to_go(stats, runs=4, budget=8) == 1
    assert seconds_left(stats, runs=4, concurrency=4, budget=8) == pytest.approx(1.0)
    over = CallStats(started=16, finished=16, seconds=16.0, runs_ended=4, run_calls=16)
    assert seconds_left(over, runs=4, concurrency=4, budget=8) == 0.0


def test_a_ticker_line_with_known_call_durations_gives_the_calls_based_estimate():
    """The reported case: no question has finished, and the estimate comes from the calls."""
    clock, lines = FakeClock(), []
    shape = RunShape(questions=6, already_done=0, agents=3, concurrency=4, max_steps=8)
    progress = Progress(lines.append, shape, every=PROGRESS_EVERY_S, clock=clock)
    progress.tick()
    assert lines[-1].endswith(f"elapsed 0m00s, {ESTIMATING}")
    for _ in range(MOCK_CALLS_PER_RUN):  # one agent run of four 10-second calls
        with progress.calls.call():
            clock.now += 10
    progress.calls.run_ended(MOCK_CALLS_PER_RUN)
    with progress.calls.call():  # a call of the next run is in flight as the ticker reports
        clock.now += 5
        progress.tick()
    # 18 runs x 4 calls expected, 4 finished: 68 to go, at 10 s a call, 4 at once: 170 s.
    assert lines[-1] == (
        "Progress: 4 model calls done, 1 in flight; questions 0/6 done; "
        "elapsed 0m45s, about 2m50s left (10.0 s a call, about 68 calls to go)"
    )


def test_once_an_agent_run_has_ended_its_searches_count_in_the_seconds_per_call():
    """Calls of 1 s, each followed by 1 s of searching: an agent spends 2 s per call."""
    clock, lines = FakeClock(), []
    shape = RunShape(questions=6, already_done=0, agents=3, concurrency=4, max_steps=8)
    progress = Progress(lines.append, shape, every=PROGRESS_EVERY_S, clock=clock)
    began = progress.calls.now()
    for _ in range(MOCK_CALLS_PER_RUN):
        with progress.calls.call():
            clock.now += 1
        clock.now += 1  # the search the reply asked for
    progress.calls.run_ended(MOCK_CALLS_PER_RUN, progress.calls.now() - began)
    stats = progress.calls.snapshot()
    assert stats.seconds == pytest.approx(4.0) and stats.run_seconds == pytest.approx(8.0)
    assert seconds_per_call(stats) == pytest.approx(2.0)
    progress.tick()
    # 18 runs x 4 calls expected, 4 finished: 68 to go, at 2 s a call, 4 at once: 34 s.
    assert lines[-1].endswith(
        "elapsed 0m08s, about 0m34s left (2.0 s a call, about 68 calls to go)"
    )


def test_question_lines_number_in_order_and_carry_the_calls_based_estimate():
    clock, lines = FakeClock(), []
    shape = RunShape(questions=3, already_done=1, agents=1, concurrency=1, max_steps=8)
    progress = Progress(lines.append, shape, clock=clock)
    with progress.calls.call():
        clock.now += 30
    progress.calls.run_ended(1)
    progress.failed("q2", "ProviderConnectionError: down")
    assert lines == [
        "[2/3] q2: FAILED, not saved (ProviderConnectionError: down); the run goes on  "
        "(elapsed 0m30s, about 0m30s left)"
    ]


def test_a_counter_without_a_clock_counts_calls_and_reads_no_clock():
    counter = CallCounter(None)
    with pytest.raises(RuntimeError), counter.call():  # a call that raises has finished too
        raise RuntimeError("provider down")
    counter.run_ended(1, counter.now())
    assert counter.now() == 0.0
    assert counter.snapshot() == CallStats(1, 1, 0.0, 1, 1, 0.0)


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
    assert ticks[0][0]["estimate"] == ESTIMATING, "no estimate until a call has finished"
    before_first_question = [m for m, _ in ticks if m["questions"] == "0"]
    assert any(int(m["done"]) > 0 and "left" in m["estimate"] for m in before_first_question)
    for match, returned in ticks:
        assert int(match["done"]) <= returned and int(match["flight"]) <= 2
        assert match["total"] == "2"
    assert {m["questions"] for m, _ in ticks} >= {"0", "1"}
    basis = [re.search(r"\((\S+) s a call", m["estimate"]) for m, _ in ticks]
    per_call = [float(found[1]) for found in basis if found]
    assert per_call and all(CALL_S <= s < 10 * CALL_S for s in per_call)
    assert [line.split(" ")[0] for line, _, _ in seen if line.startswith("[")] == ["[1/2]", "[2/2]"]
    assert len(result.panels) == 2


class SlowSearch(CorpusSearchClient):
    """The course corpus, taking ``SEARCH_S`` a search: a web search as slow as a model."""

    def search(self, query, max_results=5, cutoff_date=None):
        time.sleep(SEARCH_S)
        return super().search(query, max_results, cutoff_date)


def test_the_runner_times_its_agent_runs_so_slow_searches_count_in_the_estimate():
    """The model answers at once; each search takes SEARCH_S. Once the first agent run has ended,
    the seconds per call the ticker reports include the searches (model calls alone: 0.0 s)."""
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
    later = [re.search(r"\((\S+) s a call", line) for line in seen[first_done:]]
    per_call = [float(found[1]) for found in later if found]
    assert per_call and min(per_call) >= SEARCH_S / 2, seen


def test_the_ticker_runs_during_the_run_and_is_gone_after_it():
    _, seen = slow_run(SlowMock())
    assert all(alive for _, _, alive in seen[1:]), "every later line is said while ticking"
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
