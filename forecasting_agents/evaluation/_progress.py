"""The backtest runner's progress lines: a start line, a line per question, and a ticker.

A run with a slow model may take minutes before its first question finishes, and questions finish
late and in bursts, so the ticker also counts model calls, which finish steadily:

- a start line as the run begins (questions, those already done, those infeasible, agents,
  concurrency, provider, model), and a line naming the infeasible questions, if any;
- one line per finished (or failed) question, as before;
- a ticker line every ``every`` seconds (:data:`PROGRESS_EVERY_S`) while anything runs: model
  calls done and in flight, questions done, elapsed time and an estimate of the time left;
- a line when every agent run is done and the tables and the trace are being written.

The estimate (:func:`seconds_left`) is the work left over the rate at which work gets done, both
counted in steps of agent runs (one question x one panel member): a run takes two steps, when it
ends in its worker thread and when the runner's main thread takes it (and saves its question
once the panel is complete), so the rate includes everything a run does, the model's replies,
the searches, the gates and the writing of records, whichever is the bottleneck (with a slow
model the two steps come together; with the mock the workers run ahead of the saving). The rate
is smoothed: the steps of the last :data:`RATE_WINDOW_S` seconds, or the last
:func:`rate_window` steps if those are more, over the time since the step before them (from the
start until then), measured up to now, so a stall slows it at once and a slow model never shows
a time that only its first, short calls suggest (:func:`keep_window`). The last runs run fewer
at once: while fewer steps are left than happen at once, the time left is that of one run's
(those under way over the rate). It says ``estimating...`` until a wave of agent runs (as many
as run at once) has ended and been taken.
Writing the tables and the trace comes after: a line says when it starts.

Conventions
-----------
- Display only: nothing here reaches a record, a table or a trace.
- The clock is :func:`time.monotonic`, read only when timing is on (``every`` is not None). With
  ``every=None`` (notebook 04's replay) no clock is read, no thread starts, and the lines carry
  no timing.
- Thread safety: agents' threads count calls through :class:`CallCounter`; the main thread
  counts finished agent runs (:meth:`Progress.run_done`); the ticker thread and the main thread
  both emit lines, one at a time under one lock.
- The ticker thread is started and joined by :meth:`Progress.ticking`, a context manager, so it
  ends with the run however the run ends (finished, an error, Ctrl-C).
"""

from __future__ import annotations

import contextlib
import math
import threading
import time
from collections import deque
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
    "ProgressSink",
    "RunShape",
    "check_every",
    "duration",
    "keep_window",
    "print_line",
    "rate_window",
    "seconds_left",
]

PROGRESS_EVERY_S = 30.0
"""Seconds between two ticker lines while a run goes on."""
TICKER_THREAD_NAME = "backtest-progress"
ESTIMATING = "estimating..."
"""What the estimate says until as many agent runs have finished as run at once."""
MIN_WINDOW = 8
"""The fewest steps the rate is measured over, once that many are done."""
RATE_WINDOW_S = 30.0
"""The rate is measured over at least this many of the last seconds (see :func:`keep_window`)."""

Clock = Callable[[], float]


def print_line(text: str) -> None:
    """The default ``progress``: flushed, so it shows in a terminal, JupyterLab and papermill."""
    print(text, flush=True)


@dataclass(frozen=True)
class ProgressSink:
    """Where a run's progress lines go (``say``) and the ticker's interval in seconds
    (``every``; None: no ticker, no clock read)."""

    say: Callable[[str], None]
    every: float | None


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
    """A snapshot of the model calls of a run, taken under the counter's lock."""

    started: int = 0
    finished: int = 0

    @property
    def in_flight(self) -> int:
        """Calls started and not yet returned."""
        return self.started - self.finished


class CallCounter:
    """Model calls started and finished across every agent of a run: thread-safe, and reads no
    clock (the ticker's estimate counts agent runs, in :class:`Progress`)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._started = self._finished = 0

    @contextlib.contextmanager
    def call(self) -> Iterator[None]:
        """Counts one model call around its ``with`` block, finished if it returns or raises."""
        with self._lock:
            self._started += 1
        try:
            yield
        finally:
            with self._lock:
                self._finished += 1

    def snapshot(self) -> CallStats:
        """The counts now, consistent with each other."""
        with self._lock:
            return CallStats(self._started, self._finished)


STEPS_PER_RUN = 2
"""The steps of work an agent run counts as: it ends in its worker thread, then the runner's
main thread takes it (and saves its question once the panel is complete)."""


def rate_window(at_once: int) -> int:
    """The fewest of the last steps the rate is measured over: four waves of the steps that
    happen at once, and at least :data:`MIN_WINDOW`, so one fast or slow run moves it little."""
    return max(MIN_WINDOW, 4 * at_once)


def keep_window(finishes: deque[float], now: float, at_once: int) -> None:
    """Drop the readings the rate no longer needs: it is measured over the last
    :func:`rate_window` steps or the last :data:`RATE_WINDOW_S` seconds, whichever holds more
    (a fast run's steps come in bursts; a slow run's are minutes apart), and the reading just
    before them."""
    keep = rate_window(at_once) + 1
    while len(finishes) > keep and finishes[1] < now - RATE_WINDOW_S:
        finishes.popleft()


def seconds_left(
    finishes: Sequence[float], done: int, start: float, now: float, steps: int, at_once: int
) -> float | None:
    """The time a run still needs, or None while too few steps are done to say.

    ``finishes`` are the clock readings at which the last steps were done, oldest first (all of
    them, or those :func:`keep_window` keeps), ``done`` how many were done in all,
    ``start`` the reading the run started at, ``steps`` the steps the run makes and ``at_once``
    how many are under way at once. See the module docstring for the rule.
    """
    at_once = max(1, min(at_once, steps))
    left = steps - done
    if left <= 0:
        return 0.0
    if done < at_once:
        return None
    rate = _rate(finishes, done, start, now)
    return None if rate is None else max(left, at_once) / rate


def _rate(finishes: Sequence[float], done: int, start: float, now: float) -> float | None:
    """Steps a second: those ``finishes`` holds over the time since the first of them (from
    ``start`` while it holds every one), up to ``now``; None if no time has passed."""
    if done <= len(finishes):
        counted, since = done, start
    else:  # the first reading is the step before the window
        counted, since = len(finishes) - 1, finishes[0]
    return counted / (now - since) if now > since else None


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
        self._finishes_lock = threading.Lock()  # steps, from the agents' and the main thread
        self._clock = None if every is None else clock or time.monotonic
        self.calls = CallCounter()
        self.finished = shape.already_done
        self._at_once = STEPS_PER_RUN * max(1, min(shape.concurrency, shape.runs))
        self._finishes: deque[float] = deque()
        self.runs_done = self._steps = 0
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

    def run_ended(self) -> None:
        """One agent run ended in its worker (however it ended): its first step."""
        self._step()

    def run_done(self) -> None:
        """One agent run was taken by the runner's main thread (saved, failed, or dropped with
        its failed question): its second step, and what ``to go`` counts."""
        with self._lock:
            self.runs_done += 1
        self._step()

    def _step(self) -> None:
        with self._finishes_lock:
            self._steps += 1
            if self._clock:
                now = self._clock()
                self._finishes.append(now)
                keep_window(self._finishes, now, self._at_once)

    def finishing(self) -> None:
        """Every agent run is done; the tables and the trace are being written."""
        if self._clock:
            elapsed = duration(self._clock() - self._start)
            self.say(f"Agent runs done (elapsed {elapsed}); writing the tables and the trace")

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
        with self._lock:  # the run count and its clock readings together
            timing = f"; {self._timing(detail=True)}" if self._clock else ""
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
            timing = f"  ({self._timing()})" if self._clock else ""
            self._say(f"[{self.finished}/{self.shape.questions}] {text}{timing}")

    def _timing(self, *, detail: bool = False) -> str:
        now = self._clock()
        elapsed = f"elapsed {duration(now - self._start)}"
        runs = self.shape.runs
        with self._finishes_lock:
            done, finishes = self._steps, list(self._finishes)
        args = (finishes, done, self._start, now)
        left = seconds_left(*args, STEPS_PER_RUN * runs, self._at_once)
        if left is None:
            return f"{elapsed}, {ESTIMATING}"
        if not detail:
            return f"{elapsed}, about {duration(left)} left"
        per_minute = 60 * (_rate(*args) or 0.0) / STEPS_PER_RUN
        basis = f"{per_minute:.1f} agent runs a minute, {runs - self.runs_done} of {runs} to go"
        return f"{elapsed}, about {duration(left)} left ({basis})"
