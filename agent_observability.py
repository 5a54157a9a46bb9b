"""Run records: the run trace, tracing, replaying a pinned trace, and the session.

The public face notebook 01 and the seed documents import: it re-exports exactly the names they
import, and defines nothing. The parts live in :mod:`forecasting_agents.record`:
:class:`RunTrace` and the traces folder, :func:`trace_llm`, :func:`open_pinned_trace`, the
replay clients (:func:`replay_llm`, :func:`replay_search`) and the error a diverging replay
raises, :class:`Session` and :func:`format_call`. Redaction and the typed call records live
there too; the audit report of a trace is :mod:`forecasting_agents.report`.
"""

from forecasting_agents.record import (
    TRACES_DIR,
    ReplayDivergenceError,
    RunTrace,
    Session,
    format_call,
    open_pinned_trace,
    replay_llm,
    replay_search,
    trace_llm,
)

__all__ = [
    "TRACES_DIR",
    "ReplayDivergenceError",
    "RunTrace",
    "Session",
    "format_call",
    "open_pinned_trace",
    "replay_llm",
    "replay_search",
    "trace_llm",
]
