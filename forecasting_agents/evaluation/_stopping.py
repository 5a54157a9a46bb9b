"""How a backtest run stops: Ctrl-C at once, agents still running at their next model call.

- :class:`StopGuard` wraps each agent's model client: it counts the calls it forwards (the
  progress lines count them, ``_progress``) and, once the run is told to stop, refuses the next
  call with :class:`RunInterrupted`, so an agent mid-run ends without a half-made record.
- :func:`completed` hands the runner's main thread each agent run as it ends, waking every
  :data:`WAKE_S` seconds, so a Ctrl-C is acted on at once rather than when an agent run ends.
"""

from __future__ import annotations

import contextlib
import queue
import threading
from collections.abc import Collection, Iterator
from concurrent.futures import Future
from typing import Any

from forecasting_agents.core._errors import StopRunError
from forecasting_agents.core._schemas import ChatMessage, JsonMode, TokenUsage
from forecasting_agents.evaluation._progress import CallCounter
from forecasting_agents.providers._protocol import LLMClient

__all__ = ["WAKE_S", "RunInterrupted", "StopGuard", "completed"]

WAKE_S = 0.5
"""While agents run, the main thread wakes this often, so Ctrl-C stops a run at once."""


class RunInterrupted(StopRunError):
    """The run is stopping (Ctrl-C): agents still running end at their next model call."""


class StopGuard:
    """Forwards one agent's model calls until the run is told to stop; then refuses the next one.

    Every call it forwards is counted in ``counter`` (the run's progress).
    """

    def __init__(self, llm: LLMClient, stop: threading.Event, counter: CallCounter) -> None:
        self._llm, self._stop, self._counter = llm, stop, counter

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        if self._stop.is_set():
            raise RunInterrupted("the backtest was interrupted")
        with self._counter.call():
            return self._llm.complete_with_usage(messages, json_mode=json_mode)

    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str:
        return self.complete_with_usage(messages, json_mode=json_mode)[0]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._llm, name)


def completed(futures: Collection[Future]) -> Iterator[Future]:
    """Each future once it is done, as ``as_completed`` gives them, waking every ``WAKE_S``.

    Why not ``as_completed``: its untimed wait is not interrupted by a Ctrl-C that the system
    hands to another thread (once polars is imported, one of its threads takes it), so the run
    would stop only when an agent run ended, minutes later with a slow model. A timed wait returns
    to Python code, which raises the KeyboardInterrupt.
    """
    finished: queue.SimpleQueue[Future] = queue.SimpleQueue()
    for future in futures:
        future.add_done_callback(finished.put)
    for _ in range(len(futures)):
        yield _next_done(finished)


def _next_done(finished: queue.SimpleQueue[Future]) -> Future:
    while True:
        with contextlib.suppress(queue.Empty):
            return finished.get(timeout=WAKE_S)
