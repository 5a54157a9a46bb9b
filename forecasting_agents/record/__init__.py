"""The run record: typed call records, redaction, tracing, replay, the run trace, the session.

A *run trace* is one JSON file holding everything a forecasting run depended on: the question, the
parameters, every prompt sent to a model and every reply, every search request and what it returned,
and the artifact each agent produced. Notebooks write one on their live path and replay a pinned
one, through the same agent code, on their default path.

This face exports what a reader of the course, a script or a user of the command reaches for:
:class:`RunTrace` and the traces folder, the typed call records and trace validation, tracing,
the replay clients and their errors, :class:`Session` and the pinned traces, redaction, the
streamed trace file, and signing. Everything else (the record's field lists, the legacy formats,
the compaction, the piece layout) is imported from the module that defines it, as the package
itself does: ``forecasting_agents.record._records`` and so on. Modules:

- ``_redaction``: :func:`redact`, masking secrets before anything is kept.
- ``_migrations``: the trace format's versions in one ordered list, and what each one changed.
- ``_records``: :class:`LLMCallRecord`, :class:`SearchCallRecord`, trace validation, digest.
- ``_tracing``: :func:`trace_llm` and :func:`trace_search`, the recording wrappers.
- ``_replay``: replay clients that re-execute a run and stop at the first divergence, and
  :func:`verify_requests`, the check of recorded request bodies.
- ``_trace``: :class:`RunTrace` (capture, save, load), the traces folder, the replay entry points
  and the display helpers.
- ``_layout``: reading a saved trace piece by piece (its lists item by item), its digest taken
  over the same bytes, so a big trace is never held whole as text.
- ``_stream``: :func:`trace_piece` and :func:`save_trace_pieces`, the same trace file written
  piece by piece, for a run too long to hold in memory whole (the backtest's).
- ``_session``: :class:`Session`, live or replay from one flag, and :func:`open_pinned_trace`.
- ``_pinned``: the manifest of pinned traces (``forecast_traces/pinned.toml``), which names the
  record each notebook replays by default.
"""

from forecasting_agents.record._pinned import (
    PINNED_MANIFEST,
    PinnedManifestError,
    pinned_trace,
    pinned_traces,
)
from forecasting_agents.record._records import (
    READABLE_SCHEMA_VERSIONS,
    SCHEMA_VERSION,
    LLMCallRecord,
    SearchCallRecord,
    TraceFormatError,
    trace_digest,
    validate_trace,
)
from forecasting_agents.record._redaction import redact
from forecasting_agents.record._replay import (
    ReplayDivergenceError,
    ReplayedProviderError,
    ReplayLLMClient,
    ReplaySearchClient,
    compare_artifacts,
    verify_requests,
)
from forecasting_agents.record._session import Session, find_pinned_trace, open_pinned_trace
from forecasting_agents.record._signing import (
    SIGNING_KEY_ENV_VAR,
    SigningKeyError,
    check_signature,
    generate_signing_key,
)
from forecasting_agents.record._stream import save_trace_pieces, trace_piece
from forecasting_agents.record._trace import (
    TRACES_DIR,
    TRACES_ENV_VAR,
    RunTrace,
    TraceExistsError,
    TraceNotFoundError,
    assert_artifacts_match,
    describe_run,
    format_call,
    list_traces,
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
    "PINNED_MANIFEST",
    "READABLE_SCHEMA_VERSIONS",
    "SCHEMA_VERSION",
    "SIGNING_KEY_ENV_VAR",
    "TRACES_DIR",
    "TRACES_ENV_VAR",
    "LLMCallRecord",
    "PinnedManifestError",
    "ReplayDivergenceError",
    "ReplayLLMClient",
    "ReplaySearchClient",
    "ReplayedProviderError",
    "RunTrace",
    "SearchCallRecord",
    "Session",
    "SigningKeyError",
    "TraceExistsError",
    "TraceFormatError",
    "TraceNotFoundError",
    "TracingLLMClient",
    "TracingSearchClient",
    "assert_artifacts_match",
    "check_signature",
    "compare_artifacts",
    "describe_run",
    "find_pinned_trace",
    "format_call",
    "generate_signing_key",
    "list_traces",
    "open_pinned_trace",
    "pinned_trace",
    "pinned_traces",
    "redact",
    "replay_llm",
    "replay_search",
    "save_trace_pieces",
    "trace_digest",
    "trace_llm",
    "trace_piece",
    "trace_search",
    "traces_dir",
    "validate_trace",
    "verify_requests",
]
