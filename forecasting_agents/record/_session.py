"""The live-or-replay session: traced or replaying clients per label, then save or check.

:class:`Session` is what a notebook creates from its ``RUN_LIVE`` and ``PINNED_TRACE`` settings, so
the rest of its code is the same either way. Live, :meth:`Session.llm` and :meth:`Session.search`
build each client and wrap it in a tracer (``_tracing``) labelled with the caller's label, and
:meth:`Session.finish` captures and saves a new :class:`forecasting_agents.record.RunTrace`. On
replay they hand out replay clients (``_replay``) serving what the pinned trace recorded under each
label, and :meth:`Session.finish` checks that every recorded call of every label was consumed and
that the artifacts match the record.

Conventions
-----------
- A live client is built only on the live path (the :data:`ClientBuilder` is called then), so a
  replay needs no key and builds nothing.
- On replay the question and the parameters are the recorded ones (:attr:`Session.question`,
  :attr:`Session.params`).
- Asking twice for one label returns the same client, and handing out clients is thread-safe, so
  concurrent agents may ask at once.
- A saved trace goes to :func:`forecasting_agents.record.traces_dir` (``FORECAST_TRACES_DIR``
  honoured) and never overwrites a file.
- A notebook's settings cell opens its pinned trace with :func:`open_pinned_trace`, so a file
  that is missing, not a trace, edited, or another notebook's stops the notebook there, with
  an error naming the setting; a Session given that trace does not read it again.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from forecasting_agents.core._errors import DEFAULT_MAX_RECORD_MB, check_max_record_mb
from forecasting_agents.core._params import (
    ParameterError,
    find_trace,
    not_used,
    replaced_by_record,
)
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ForecastQuestion,
)
from forecasting_agents.record._pinned import PinnedManifestError, pinned_trace
from forecasting_agents.record._records import TraceFormatError
from forecasting_agents.record._replay import (
    ReplayDivergenceError,
    ReplayLLMClient,
    ReplaySearchClient,
)
from forecasting_agents.record._trace import (
    REPO_TRACES_DIR,
    RunTrace,
    _first_seen,
    assert_artifacts_match,
    replay_llm,
    replay_search,
    traces_dir,
)
from forecasting_agents.record._tracing import (
    TracingLLMClient,
    TracingSearchClient,
    trace_llm,
    trace_search,
)

__all__ = [
    "ClientBuilder",
    "Session",
    "find_pinned_trace",
    "open_pinned_trace",
]


ClientBuilder = Callable[[], Any]
"""What :meth:`Session.llm` and :meth:`Session.search` take: a function building a live client.
Called only on the live path, so a replay needs no key and builds nothing."""


def find_pinned_trace(setting: str, value: object, notebook: str) -> Path:
    """The file a notebook's ``setting`` names: ``""`` is the trace the manifest pins for
    ``notebook`` (:func:`forecasting_agents.record.pinned_trace`); a bare name is looked up in the
    repository's ``forecast_traces/`` and then in :func:`traces_dir`; a path is taken as given
    (:func:`forecasting_agents.core._params.find_trace`). A problem is a ParameterError naming
    ``setting``.
    """
    if value == "":
        try:
            return pinned_trace(notebook)
        except PinnedManifestError as exc:
            raise ParameterError(setting, value, str(exc)) from None
    return find_trace(setting, value, [REPO_TRACES_DIR, traces_dir()])


def open_pinned_trace(setting: str, value: object, notebook: str) -> RunTrace:
    """The trace a notebook's ``setting`` names (:func:`find_pinned_trace`), loaded and checked
    before anything runs.

    The file must be a valid, unedited trace made by ``notebook``. Any problem is a
    :class:`~forecasting_agents.core.ParameterError` naming the setting and what to do.
    """
    path = find_pinned_trace(setting, value, notebook)
    try:
        run = RunTrace.load(path)
    except TraceFormatError as exc:
        raise ParameterError(
            setting, value, f"not a usable trace ({exc}); give a trace this code saved, unedited"
        ) from None
    if run.notebook != notebook:
        raise ParameterError(
            setting, value, f"a trace of {run.notebook}, not of {notebook}; give one of its own"
        )
    return run


class Session:
    """One notebook run, live or replayed: hands out clients per label, then saves or checks.

    Live (``run_live=True``): :meth:`llm` and :meth:`search` build the client and wrap it in a
    tracer labelled ``label``; :meth:`finish` assembles every traced call and the artifacts into
    a new :class:`RunTrace` and saves it to :func:`traces_dir` (``FORECAST_TRACES_DIR``
    honoured; a file is never overwritten). Replay: the same calls return replay clients serving
    what ``pinned_trace`` recorded under ``label``, and :meth:`finish` checks that every recorded
    call of every label was consumed and that the artifacts match the record.

    ``max_record_mb`` (default :data:`forecasting_agents.core._errors.DEFAULT_MAX_RECORD_MB`; None,
    no cap) caps a live run's record: each model tracer stops the run once its label's calls pass
    it, and the save refuses a trace file past it
    (:class:`forecasting_agents.core.RecordTooLargeError`, naming the setting; no file left).

    Asking twice for one label returns the same client, so a caller that probes a client
    before using it (the backtest runner does) neither forks the record nor leaves it
    half-consumed. Handing out clients is thread-safe: concurrent agents may ask at once.
    """

    def __init__(
        self,
        notebook: str,
        *,
        run_live: bool,
        pinned_trace: str | Path | RunTrace | None = None,
        question: ForecastQuestion | Mapping[str, Any] | None = None,
        params: Mapping[str, Any] | None = None,
        notes: str = "",
        max_record_mb: float | None = DEFAULT_MAX_RECORD_MB,
    ) -> None:
        if not run_live and pinned_trace is None:
            raise ValueError(f"{notebook}: a replay needs pinned_trace, the trace to replay")
        self.notebook, self.live, self.notes = notebook, bool(run_live), notes
        self.max_record_mb = check_max_record_mb(max_record_mb, "Session(max_record_mb=...)")
        if self.live:
            self.pinned = None
        elif isinstance(pinned_trace, RunTrace):  # opened and checked by open_pinned_trace
            self.pinned = pinned_trace
        else:
            self.pinned = RunTrace.load(pinned_trace)
        self.question = question if self.live else self.pinned.question_obj()
        # Live: the settings to record (callers may add to them until finish). Replay: recorded.
        self.params: dict[str, Any] = dict(params or {}) if self.live else dict(self.pinned.params)
        self._llm: dict[str, Any] = {}
        self._search: dict[str, Any] = {}
        self._lock = threading.Lock()
        self.run: RunTrace | None = self.pinned
        self.saved_to: Path | None = None

    def not_used(
        self, settings: Mapping[str, object], providers: Mapping[str, object] | None = None
    ) -> list[str]:
        """On replay, a ``Not used:`` line for each setting the run did not use, so that none
        is ignored silently: each of ``settings`` (by name, recorded under its lower-case name)
        that differs from what the record ran with, and each of ``providers`` that is not empty
        (a replay calls no provider). Live, every setting is used: an empty list."""
        if self.live:
            return []
        keys = {name: name.lower() for name in settings}
        lines = replaced_by_record(settings, self.params, keys)
        why = "a replay calls no provider; RUN_LIVE = True uses it"
        unused = [not_used(name, v, why) for name, v in (providers or {}).items() if v]
        return lines + unused

    def llm(self, label: str, build_client: ClientBuilder) -> TracingLLMClient | ReplayLLMClient:
        """The model client for ``label``: ``build_client()`` traced live, else a replay."""
        return self._client(self._llm, label, build_client, trace_llm, replay_llm)

    def search(
        self, label: str, build_client: ClientBuilder
    ) -> TracingSearchClient | ReplaySearchClient:
        """The search client for ``label``: ``build_client()`` traced live, else a replay."""
        return self._client(self._search, label, build_client, trace_search, replay_search)

    def _client(self, given: dict[str, Any], label: str, build, trace, replay) -> Any:
        with self._lock:
            if label not in given:
                if not self.live:
                    given[label] = replay(self.pinned, label)
                elif trace is trace_llm:  # the run's record cap, checked as it goes
                    given[label] = trace_llm(build(), label, max_record_bytes=self._cap_bytes())
                else:
                    given[label] = trace(build(), label)
            return given[label]

    def replayed(self, label: str) -> tuple[ReplayLLMClient, ReplaySearchClient]:
        """Fresh replay clients of what ``label`` recorded: in the pinned trace on replay, in
        this session's own tracers on a live run. So code run once through :meth:`llm` and
        :meth:`search` can be run again, by other code, on exactly the same calls."""
        if not self.live:
            return replay_llm(self.pinned, label), replay_search(self.pinned, label)
        llm_calls = self._llm[label].calls if label in self._llm else []
        search_calls = self._search[label].calls if label in self._search else []
        source = f"<this session's {label!r}>"
        return (
            ReplayLLMClient(llm_calls, label, source=source),
            ReplaySearchClient(search_calls, label, source=source),
        )

    @property
    def llm_clients(self) -> list[Any]:
        """The model clients handed out so far, in the order they were first asked for."""
        return list(self._llm.values())

    def finish(self, artifacts: Sequence[AgentForecastArtifact | Mapping[str, Any]]) -> RunTrace:
        """Live: capture and save the new trace. Replay: check exhaustion and the artifacts."""
        if self.live:
            return self._save(artifacts)
        self._check_consumed()
        assert_artifacts_match(self.pinned, artifacts)
        return self.pinned

    def _save(self, artifacts: Sequence[AgentForecastArtifact | Mapping[str, Any]]) -> RunTrace:
        if not self._llm:
            raise ValueError(f"{self.notebook}: no model client was used, so there is no run")
        first = next(iter(self._llm.values()))
        self.run = RunTrace.capture(
            notebook=self.notebook,
            provider=first.provider,
            question=self.question,
            params=self.params,
            agents=artifacts,
            llm_calls=[call for tracer in self._llm.values() for call in tracer.calls],
            search_calls=[call for tracer in self._search.values() for call in tracer.calls],
            notes=self.notes,
        )
        self.saved_to = self.run.save(max_record_mb=self.max_record_mb)
        return self.run

    def _cap_bytes(self) -> int | None:
        return None if self.max_record_mb is None else round(self.max_record_mb * 1e6)

    def _check_consumed(self) -> None:
        """Every recorded call served: by the clients handed out, and no label left unasked."""
        recorded = {
            "model": self.pinned.labels(),
            "search": _first_seen(str(c.get("label")) for c in self.pinned.search_calls),
        }
        for kind, given in (("model", self._llm), ("search", self._search)):
            never = [label for label in recorded[kind] if label not in given]
            if never:
                raise ReplayDivergenceError(
                    f"{self.pinned.source_name()}: the record holds {kind} calls labelled "
                    f"{never} that this run never asked for; the code now runs fewer agents "
                    "or steps than were recorded (capture a new trace, or restore the code)"
                )
            for client in given.values():
                client.assert_exhausted()
