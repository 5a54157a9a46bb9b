"""The backtest runner's progress lines: a start line, a line per question, and a ticker.

A run with a slow model may take minutes before its first question finishes, and questions finish
late and in bursts, so progress is counted in model calls, which finish steadily:

- a start line as the run begins (questions, those already done, those infeasible, agents,
  concurrency, provider, model), and a line naming the infeasible questions, if any;
- one line per finished (or failed) question, as before;
- a ticker line every ``every`` seconds (:data:`PROGRESS_EVERY_S`) while anything runs: model
  calls done and in flight, questions done, elapsed time and an estimate of the time left.

The estimate (:func:`seconds_left`) uses finished model calls, never finished questions: the
seconds an agent spends per model call (:func:`seconds_per_call`), times the calls still to make
(the agent runs not yet ended times the average calls per ended agent run, or the step budget
before any ended, less the calls already finished, and never fewer than those in flight), divided
by the calls that run at once (the concurrency, or fewer agent runs when fewer are left). Once an
agent run has ended, the seconds per call are its wall time over its calls, so the searches and
the harness's work between two calls count too; before, the average finished call. It says
``estimating...`` until a call has finished.

Conventions
-----------
- Display only: nothing here reaches a record, a table or a trace.
- The clock is :func:`time.monotonic`, read only when timing is on (``every`` is not None). With
  ``every=None`` (notebook 04's replay) no clock is read, no thread starts, and the lines carry
  no timing.
- Thread safety: agents' threads count calls through :class:`CallCounter`; the ticker thread and
  the main thread both emit lines, one at a time under one lock.
- The ticker thread is started and joined by :meth:`Progress.ticking`, a context manager, so it
  ends with the run however the run ends (finished, an error, Ctrl-C).
"""

from __future__ import annotations

import contextlib
import math
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from forecasting_agents.core._schemas import AgentForecastArtifact
from forecasting_agents.evaluation._rundir import BacktestConfigError

__all__ = [
    "ESTIMATING",
    "PROGRESS_EVERY_S",
    "TICKER_THREAD_NAME",
    "CallCounter",
    "CallStats",
    "Progress",
    "RunShape",
    "calls_to_go",
    "check_every",
    "duration",
    "print_line",
    "seconds_left",
    "seconds_per_call",
]

PROGRESS_EVERY_S = 30.0
"""Seconds between two ticker lines while a run goes on."""
TICKER_THREAD_NAME = "backtest-progress"
ESTIMATING = "estimating..."
"""What the estimate says until a model call has finished."""

Clock = Callable[[], float]


def print_line(text: str) -> None:
    """The default ``progress``: flushed, so it shows in a terminal, JupyterLab and papermill."""
    print(text, flush=True)


def check_every(every: float | None) -> None:
    """``every`` is None or a positive, finite number of seconds; anything else is refused
    (:class:`BacktestConfigError`)."""
    valid = every is None or (
        isinstance(every, int | float)
        and not isinstance(every, bool)
        and math.isfinite(every)
        and every > 0
    )
    if not valid:
        accepted = "None, or a number of seconds above 0"
        raise BacktestConfigError(f"progress_every: got {every!r}; accepted: {accepted}")


def duration(seconds: float) -> str:
    """``1h05m`` from an hour on, else ``4m09s``."""
    seconds = round(seconds)
    minutes, secs = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h{minutes:02d}m" if hours else f"{minutes}m{secs:02d}s"


def _count(n: int, noun: str) -> str:
    """``1 question``, ``2 questions``."""
    return f"{n} {noun}{'' if n == 1 else 's'}"


# --------------------------------------------------------------------------- counting calls


@dataclass(frozen=True)
class CallStats:
    """A snapshot of the model calls of a run, taken under the counter's lock.

    ``seconds`` is the summed duration of the finished calls (0 when nothing is timed);
    ``runs_ended`` counts agent runs that ended (however they ended), ``run_calls`` the calls
    those runs made and ``run_seconds`` their summed wall time, searches included (0 when
    nothing is timed).
    """

    started: int = 0
    finished: int = 0
    seconds: float = 0.0
    runs_ended: int = 0
    run_calls: int = 0
    run_seconds: float = 0.0

    @property
    def in_flight(self) -> int:
        """Calls started and not yet returned."""
        return self.started - self.finished


class CallCounter:
    """Model calls started and finished across every agent of a run: thread-safe.

    ``clock`` times each call (None: calls are counted, not timed, and no clock is read).
    """

    def __init__(self, clock: Clock | None) -> None:
        self._clock = clock
        self._lock = threading.Lock()
        self._started = self._finished = self._runs_ended = self._run_calls = 0
        self._seconds = self._run_seconds = 0.0

    def now(self) -> float:
        """The counter's clock, or 0.0 when nothing is timed (then no clock is read)."""
        return self._clock() if self._clock else 0.0

    @contextlib.contextmanager
    def call(self) -> Iterator[None]:
        """Counts one model call around its ``with`` block, finished if it returns or raises."""
        began = self._clock() if self._clock else 0.0
        with self._lock:
            self._started += 1
        try:
            yield
        finally:
            took = self._clock() - began if self._clock else 0.0
            with self._lock:
                self._finished += 1
                self._seconds += took

    def run_ended(self, calls: int, seconds: float = 0.0) -> None:
        """One agent run ended (however it ended), after ``calls`` model calls and ``seconds``
        of wall time (from :meth:`now` at its start; 0 when it was not timed)."""
        with self._lock:
            self._runs_ended += 1
            self._run_calls += calls
            self._run_seconds += seconds

    def snapshot(self) -> CallStats:
        """The counts now, consistent with each other."""
        with self._lock:
            return CallStats(
                self._started,
                self._finished,
                self._seconds,
                self._runs_ended,
                self._run_calls,
                self._run_seconds,
            )


def calls_to_go(stats: CallStats, runs: int, budget: int) -> float:
    """The model calls a run has still to finish (an estimate; at least those in flight).

    ``runs`` is the number of agent runs the run makes; ``budget`` an agent's step budget (its
    most model calls), the guess of calls per agent run until one has ended.
    """
    per_run = stats.run_calls / stats.runs_ended if stats.runs_ended else budget
    expected = stats.run_calls + max(runs - stats.runs_ended, 0) * per_run
    return max(expected - stats.finished, stats.in_flight)


def seconds_per_call(stats: CallStats) -> float | None:
    """The seconds an agent spends per model call; None before a call has finished.

    Once an agent run has ended (and was timed): the ended runs' wall time over their calls, so
    what an agent does between two calls (searching, the gates) is counted, which model calls
    alone would leave out. Before: the average finished model call.
    """
    if stats.run_calls and stats.run_seconds:
        return stats.run_seconds / stats.run_calls
    return stats.seconds / stats.finished if stats.finished else None


def seconds_left(stats: CallStats, runs: int, concurrency: int, budget: int) -> float | None:
    """The time a run still needs, from its finished model calls; None before any finished.

    :func:`calls_to_go` times :func:`seconds_per_call`, divided by the calls that run at once:
    ``concurrency``, or fewer when fewer agent runs are left.
    """
    per_call = seconds_per_call(stats) if stats.finished else None
    if per_call is None:
        return None
    runs_left = runs - stats.runs_ended
    if runs_left <= 0:
        return 0.0
    return calls_to_go(stats, runs, budget) * per_call / min(concurrency, runs_left)


# --------------------------------------------------------------------------- the lines


@dataclass(frozen=True)
class RunShape:
    """What a run is made of: its questions (those done before it started, and those it records
    as infeasible without running them), agents, budget."""

    questions: int
    already_done: int
    agents: int
    concurrency: int
    max_steps: int
    infeasible: int = 0

    @property
    def runs(self) -> int:
        """Agent runs this run makes: one per agent of each question it runs."""
        return (self.questions - self.already_done - self.infeasible) * self.agents


class Progress:
    """The progress lines of one run, sent to ``say`` one at a time.

    ``every`` is the ticker's interval in seconds, or None for no ticker and no clock. ``clock``
    times the run when ``every`` is set (default :func:`time.monotonic`; a test passes a fake).
    """

    def __init__(
        self,
        say: Callable[[str], None],
        shape: RunShape,
        every: float | None = PROGRESS_EVERY_S,
        clock: Clock | None = None,
    ) -> None:
        check_every(every)
        self.shape, self.every = shape, every
        self._say = say
        self._lock = threading.Lock()  # one line at a time, from the main or the ticker thread
        self._clock = None if every is None else clock or time.monotonic
        self.calls = CallCounter(self._clock)
        self.finished = shape.already_done
        self._stopping = False
        self._start = self._clock() if self._clock else 0.0  # display only

    def say(self, text: str) -> None:
        """Sends one line, never interleaved with another."""
        with self._lock:
            self._say(text)

    def started(self, provider: str, model: str, infeasible: Sequence[str] = ()) -> None:
        """The lines a run opens with: what it runs, then the ``infeasible`` questions' ids."""
        s = self.shape
        left = s.questions - s.already_done - s.infeasible
        notes = [f"{s.already_done} already done"] if s.already_done else []
        notes += [f"{s.infeasible} infeasible"] if s.infeasible else []
        counted = f" ({', '.join([*notes, f'{left} to run'])})" if notes else ""
        ticker = f"; a progress line every {self.every:g} s" if self.every else ""
        self.say(
            f"Backtest: {_count(s.questions, 'question')}{counted}, "
            f"{_count(s.agents, 'agent')} each ({_count(s.runs, 'agent run')}), "
            f"concurrency {s.concurrency}, provider {provider}, "
            f"model {model}{ticker}"
        )
        if infeasible:
            self.say(
                f"Infeasible: {', '.join(infeasible)} (their documents cannot meet the coverage "
                "gate: each is recorded, every agent infeasible, without a model call)"
            )

    def done(self, qid: str, artifacts: Sequence[AgentForecastArtifact]) -> None:
        """A question's panel finished and was saved."""
        shown = " | ".join(f"{a.p_yes:.2f}" if a.forecast_produced else a.status for a in artifacts)
        self._question_line(f"{qid}: {shown}")

    def infeasible(self, qid: str) -> None:
        """A question recorded as infeasible, without a model call (the coverage check before
        the run has said why)."""
        self._question_line(f"{qid}: infeasible, recorded without a model call")

    def failed(self, qid: str, reason: str) -> None:
        """A question failed (a provider or data error) and was not saved; the run goes on."""
        self._question_line(f"{qid}: FAILED, not saved ({reason}); the run goes on")

    def stopping(self) -> None:
        """The run is stopping: from now on the ticker reports only the calls still in flight."""
        self._stopping = True

    def tick(self) -> None:
        """One ticker line: calls done and in flight, questions done, elapsed, time left."""
        stats = self.calls.snapshot()
        if self._stopping:
            self.say(f"Stopping: waiting for {_count(stats.in_flight, 'model call')} in flight")
            return
        calls = f"{_count(stats.finished, 'model call')} done, {stats.in_flight} in flight"
        questions = f"questions {self.finished}/{self.shape.questions} done"
        timing = f"; {self._timing(stats, detail=True)}" if self._clock else ""
        self.say(f"Progress: {calls}; {questions}{timing}")

    @contextlib.contextmanager
    def ticking(self) -> Iterator[None]:
        """Runs the ticker thread for the ``with`` block (none when ``every`` is None)."""
        if self.every is None:
            yield
            return
        halt = threading.Event()
        ticker = threading.Thread(
            target=self._tick_until, args=(halt,), name=TICKER_THREAD_NAME, daemon=True
        )
        ticker.start()
        try:
            yield
        finally:
            halt.set()
            ticker.join()

    def _tick_until(self, halt: threading.Event) -> None:
        while not halt.wait(self.every):
            self.tick()

    def _question_line(self, text: str) -> None:
        with self._lock:  # the count and its line together, so lines number in order
            self.finished += 1
            timing = f"  ({self._timing(self.calls.snapshot())})" if self._clock else ""
            self._say(f"[{self.finished}/{self.shape.questions}] {text}{timing}")

    def _timing(self, stats: CallStats, *, detail: bool = False) -> str:
        elapsed = f"elapsed {duration(self._clock() - self._start)}"
        s = self.shape
        left = seconds_left(stats, s.runs, s.concurrency, s.max_steps)
        if left is None:
            return f"{elapsed}, {ESTIMATING}"
        if not detail:
            return f"{elapsed}, about {duration(left)} left"
        to_go = _count(round(calls_to_go(stats, s.runs, s.max_steps)), "call")
        basis = f"{seconds_per_call(stats):.1f} s a call, about {to_go} to go"
        return f"{elapsed}, about {duration(left)} left ({basis})"
