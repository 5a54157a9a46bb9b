"""Replay by re-execution: clients that serve a trace's recorded calls back to the same code.

Replay is not reprinting saved answers. :class:`ReplayLLMClient` and :class:`ReplaySearchClient`
stand in for the live clients and the agent code runs again: each recorded reply is served only if
the code sends exactly the prompt that was recorded, so a pinned trace doubles as a regression test
of the agent. A difference stops the run with :class:`ReplayDivergenceError` (a
:class:`forecasting_agents.core.StopRunError`, which no handler turns into a recorded outcome),
naming the call and showing a diff. Replay also re-renders each recorded wire ``request`` with the
current client code, so a changed client is caught, not only a changed agent;
:func:`verify_requests` makes that check on a whole trace without re-running the agent
(``forecast-agents verify``); and :func:`compare_artifacts` checks that the replay ended where the
record says it did.

Conventions
-----------
- Recorded calls are read as :class:`forecasting_agents.record.LLMCallRecord` and
  :class:`forecasting_agents.record.SearchCallRecord` (validated), one label at a time, and served
  strictly in order.
- What the code sends now is compared in its redacted form, because the record was redacted.
- A recorded failure is raised again as :class:`ReplayedProviderError`, whose class name and message
  are the recorded ones, so code that logs errors writes the same text on replay.
- Nothing here reads a clock or opens a socket. A recorded wire body is re-rendered by the current
  client class of its provider (:data:`forecasting_agents.providers.LIVE_CLIENTS`), built offline
  with ``for_rendering`` (placeholder key :data:`REPLAY_KEY`, no vendor SDK, no socket) and asked
  only for the body it would send.
- The entry points that take a whole run (``replay_llm``, ``replay_search``,
  ``assert_artifacts_match``) live in ``_trace``, beside
  :class:`forecasting_agents.record.RunTrace`.
"""

from __future__ import annotations

import copy
import difflib
import json
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any, Generic, TypeVar

from forecasting_agents.core._errors import (
    SchemaError,
    StopRunError,
)
from forecasting_agents.core._schemas import (
    ChatMessage,
    JsonMode,
    SearchResult,
    TokenUsage,
)
from forecasting_agents.core._text import clip
from forecasting_agents.http import (
    PROVIDER_ERRORS,
    ProviderError,
)
from forecasting_agents.providers._factory import LIVE_CLIENTS
from forecasting_agents.record._records import (
    SCHEMA_VERSION,
    LLMCallRecord,
    SearchCallRecord,
    iso_cutoff,
    json_schema_of,
    message_dicts,
    plain_json,
    wire_method,
)
from forecasting_agents.record._redaction import redact
from forecasting_agents.search._protocol import DEFAULT_MAX_RESULTS

__all__ = [
    "ARTIFACT_FIELDS_COMPARED",
    "MAX_DIFF_LINES",
    "MAX_DIFF_LINE_CHARS",
    "REPLAY_KEY",
    "Record",
    "ReplayDivergenceError",
    "ReplayLLMClient",
    "ReplaySearchClient",
    "ReplayedProviderError",
    "compare_artifacts",
    "verify_requests",
]


REPLAY_KEY = "replay-no-key"
"""The key given to a client built on replay only to render request bodies; never sent."""

MAX_DIFF_LINES = 40
MAX_DIFF_LINE_CHARS = 160
"""A divergence message shows at most this many diff lines, each clipped to this width: enough
to see the change, short enough that a notebook's error output stays readable."""


# --------------------------------------------------------------------------- errors


class ReplayDivergenceError(StopRunError):
    """The code under replay asked for something other than what the trace recorded."""


class ReplayedProviderError(ProviderError):
    """A failure recorded in the trace, raised again at the same point on replay.

    ``str(exc)`` is the recorded message and the raised object's class is *named* after the
    recorded type (``recorded_type``), so code that logs ``f"{type(exc).__name__}: {exc}"``
    writes the same text on replay as it did live, and the prompts built from it still match.
    When the recorded type is one of the :mod:`forecasting_agents.http` provider errors, the object
    is also
    an instance of that class, so ``except ProviderTimeoutError`` branches run as they did live.
    """

    def __init__(self, recorded_type: str, message: str, provider: str, status: int | None) -> None:
        self.recorded_type = recorded_type
        self.provider = provider
        self.status = status
        self.message = message
        # Skip ProviderError.__init__: the recorded message is already the full text.
        RuntimeError.__init__(self, message)


_PROVIDER_ERROR_TYPES: dict[str, type[ProviderError]] = {
    cls.__name__: cls for cls in PROVIDER_ERRORS
}
_REPLAYED_CLASSES: dict[str, type[ReplayedProviderError]] = {}


def _replayed_class(name: str) -> type[ReplayedProviderError]:
    """A ReplayedProviderError subclass named ``name`` (and a subclass of it if it is known)."""
    if name not in _REPLAYED_CLASSES:
        base = _PROVIDER_ERROR_TYPES.get(name, ProviderError)
        bases = (ReplayedProviderError,) if base is ProviderError else (ReplayedProviderError, base)
        namespace = {"__module__": __name__, "__doc__": ReplayedProviderError.__doc__}
        _REPLAYED_CLASSES[name] = type(name, bases, namespace)
    return _REPLAYED_CLASSES[name]


def _replayed_error(error: Mapping[str, Any]) -> ReplayedProviderError:
    """Rebuild a recorded failure as an exception that looks, and catches, like the original."""
    name = str(error.get("type") or "ProviderError")
    status = error.get("status")
    return _replayed_class(name)(
        name,
        str(error.get("message", "")),
        str(error.get("provider") or "unknown"),
        status if isinstance(status, int) and not isinstance(status, bool) else None,
    )


# --------------------------------------------------------------------------- replay clients


def _render_conversation(
    messages: Sequence[Mapping[str, Any]], json_mode: bool, json_schema: object = None
) -> list[str]:
    lines = [f"json_mode: {str(bool(json_mode)).lower()}"]
    if json_schema is not None:
        lines.append(f"json_schema: {json.dumps(json_schema, sort_keys=True, ensure_ascii=False)}")
    for message in messages:
        lines.append(f"[{message.get('role')}]")
        lines.extend(str(message.get("content", "")).splitlines() or [""])
    return lines


def _render_json(value: object) -> list[str]:
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False).splitlines()


def _diff(recorded: list[str], current: list[str], name: str) -> str:
    lines = list(
        difflib.unified_diff(
            recorded, current, fromfile=f"recorded {name}", tofile=f"current {name}", lineterm=""
        )
    )
    shown = [clip(line, MAX_DIFF_LINE_CHARS) for line in lines[:MAX_DIFF_LINES]]
    if len(lines) > MAX_DIFF_LINES:
        shown.append(f"... ({len(lines) - MAX_DIFF_LINES} more diff lines)")
    return "\n".join(shown)


Record = TypeVar("Record", LLMCallRecord, SearchCallRecord)


class _Replay(Generic[Record]):
    """Shared bookkeeping: the recorded calls of one label, read as typed records and served
    strictly in order. ``read(call, where)`` validates one recorded call and builds its record."""

    kind = "call"  # what a message calls one recorded entry
    trace_field = "calls"  # the trace field the entries come from, for error paths

    def __init__(
        self,
        calls: Sequence[Mapping[str, Any]],
        label: str,
        source: str,
        read: Callable[[Mapping[str, Any], str], Record],
    ) -> None:
        self.label = label
        self.source = source
        self.recorded: list[Record] = [
            read(call, f"{self.trace_field}[{i}]")
            for i, call in enumerate(calls)
            if call.get("label") == label
        ]
        # The labels in the order they first appear, for messages that list what was recorded.
        self.all_labels = list(dict.fromkeys(str(call.get("label")) for call in calls))
        self._next = 0

    def remaining(self) -> int:
        """How many recorded calls have not been served yet."""
        return len(self.recorded) - self._next

    def assert_exhausted(self) -> None:
        """Raise ReplayDivergenceError unless the code consumed every recorded call."""
        if self.remaining():
            raise ReplayDivergenceError(
                f"{self._name()}: the trace {self.source} recorded {len(self.recorded)} "
                f"{self.kind}s but the code made only {self._next}; the agent stopped earlier "
                "than it did when the trace was recorded"
            )

    def _take(self) -> tuple[int, Record]:
        index = self._next
        if index >= len(self.recorded):
            labels = ", ".join(repr(label) for label in self.all_labels) or "none"
            raise ReplayDivergenceError(
                f"{self._name()}: the code made {self.kind} {index + 1} (index {index}) but the "
                f"trace {self.source} recorded only {len(self.recorded)} (labels in the trace: "
                f"{labels}); the agent now runs longer than it did when the trace was recorded"
            )
        return index, self.recorded[index]

    def _name(self) -> str:
        return f"{type(self).__name__}[{self.label!r}]"


class ReplayLLMClient(_Replay[LLMCallRecord]):
    """An LLM client that serves a trace's recorded replies for one label, in order.

    Before serving call *i* it checks that the conversation, ``json_mode`` and JSON schema the
    code sends now equal the recorded ones, and, when the call recorded its wire ``request``,
    that the recorded provider's client (the current code of :mod:`forecasting_agents.providers`,
    built
    offline) would send exactly that body for it. Otherwise it raises
    :class:`ReplayDivergenceError` with a diff. ``mode`` is ``"replay"``; ``recorded_mode``
    keeps how the reply was originally produced. ``wire_checks`` counts the bodies compared;
    ``wire_unchecked`` counts recorded bodies of providers that :mod:`forecasting_agents.providers`
    has no
    client for (a test fake, a custom client), which cannot be re-rendered and are skipped.

    ``calls`` are the recorded call dicts of a trace of ``version`` (each is validated as an
    :class:`LLMCallRecord`; a legacy version-1 call has no request, schema or attempts).
    """

    trace_field = "llm_calls"

    def __init__(
        self,
        calls: Sequence[Mapping[str, Any]],
        label: str,
        *,
        source: str = "<trace>",
        version: int | str = SCHEMA_VERSION,
    ) -> None:
        def read(call: Mapping[str, Any], where: str) -> LLMCallRecord:
            return LLMCallRecord.from_dict(call, where=where, version=version, source=source)

        super().__init__(calls, label, source, read)
        if not self.recorded:
            labels = ", ".join(repr(label) for label in self.all_labels) or "none"
            raise ReplayDivergenceError(
                f"trace {source} has no LLM calls labelled {label!r}; labels recorded: {labels}"
            )
        first = self.recorded[0]
        self.provider = first.provider
        self.model = first.model
        self.model_name = first.model_name
        self.recorded_mode = first.mode
        self.mode = "replay"
        self.last_response_model: str | None = None
        self.wire_checks = 0
        self.wire_unchecked = 0
        self._settings = dict(first.settings)
        self._renderers: dict[str, Any] = {}

    def settings(self) -> dict[str, Any]:
        return copy.deepcopy(self._settings)

    def complete(self, messages: list[Any], json_mode: JsonMode = False) -> str:
        return self.complete_with_usage(messages, json_mode=json_mode)[0]

    def complete_with_usage(
        self, messages: list[Any], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        """Check prompt and wire body against the recording, then return the recorded reply."""
        index, call = self._take()
        self._check_prompt(index, call, messages, json_mode)
        self._check_wire(index, call, messages, json_mode)
        self._next += 1
        self.last_response_model = call.response_model
        if call.error is not None:
            raise _replayed_error(call.error)
        return str(call.reply), TokenUsage.from_dict(call.usage)

    def _check_prompt(
        self, index: int, call: LLMCallRecord, messages: list[Any], json_mode: JsonMode
    ) -> None:
        # What is sent now is built from recorded (so redacted) pieces: compare it as it is, and
        # redact it only if that differs, which costs nothing on the path a replay takes.
        current = message_dicts(messages)
        recorded = call.messages
        recorded_mode, recorded_schema = call.json_mode, call.json_schema
        schema = json_schema_of(json_mode)
        if bool(json_mode) == recorded_mode and current == recorded and schema == recorded_schema:
            return
        current, schema = redact(current), redact(schema)
        if current == recorded and bool(json_mode) == recorded_mode and schema == recorded_schema:
            return
        diff = _diff(
            _render_conversation(recorded, recorded_mode, recorded_schema),
            _render_conversation(current, bool(json_mode), schema),
            f"{self.label}[{index}]",
        )
        raise ReplayDivergenceError(
            f"{self._name()} call {index}: the prompt differs from the one recorded in "
            f"{self.source}, so the agent code changed since the trace was made. Restore "
            f"the code or record a new trace.\n{diff}"
        )

    def _check_wire(
        self, index: int, call: LLMCallRecord, messages: list[Any], json_mode: JsonMode
    ) -> None:
        """Re-render the wire body with the current client code and compare it with the record."""
        recorded = call.request
        if recorded is None:
            return  # a legacy trace, or a client with no wire format (mock, scripted)
        render = self._renderer(index, call)
        if render is None:
            # A client outside forecasting_agents.providers: no current code of it is known to
            # re-render.
            self.wire_unchecked += 1
            return
        current = plain_json(render(messages, json_mode))
        self.wire_checks += 1
        if current == recorded or (current := redact(current)) == recorded:
            return
        diff = _diff(
            _render_json(recorded), _render_json(current), f"request {self.label}[{index}]"
        )
        raise ReplayDivergenceError(
            f"{self._name()} call {index}: the {call.provider} client would now send a "
            f"different request body than the one recorded in {self.source}, so the client's "
            "wire format changed since the trace was made. Restore the client code or record "
            f"a new trace.\n{diff}"
        )

    def _renderer(self, index: int, call: LLMCallRecord) -> Any:
        key = json.dumps([call.provider, call.model, call.settings], sort_keys=True)
        if key not in self._renderers:
            try:
                self._renderers[key] = _wire_renderer(call)
            except Exception as exc:
                raise ReplayDivergenceError(
                    f"{self._name()} call {index}: the trace {self.source} recorded the request "
                    f"body, but no {call.provider!r} client could be built to re-render "
                    f"it ({type(exc).__name__}: {exc})"
                ) from exc
        return self._renderers[key]


def _wire_renderer(call: LLMCallRecord) -> Any:
    """The current code's request renderer for the provider, model and settings of ``call``.

    The client is built offline from the record: a placeholder key, a placeholder base URL
    where none is recorded, the recorded sampling settings. Only its ``request_body`` (or
    ``request_kwargs``) is ever called, and neither opens a socket. It is built by
    ``for_rendering``, without a vendor SDK, with the recorded ``temperature_supported``,
    because rendering needs only the common settings.
    """
    client_class = LIVE_CLIENTS.get(call.provider)
    if client_class is None:
        return None
    settings = call.settings
    sampling = {
        name: settings[name]
        for name in ("temperature", "seed", "max_tokens", "timeout", "max_retries")
        if settings.get(name) is not None
    }
    base_url = settings.get("base_url") or "http://replay.invalid"
    client = client_class.for_rendering(
        call.model,
        api_key=REPLAY_KEY,
        base_url=base_url,
        temperature_supported=bool(settings.get("temperature_supported", True)),
        **sampling,
    )
    method = wire_method(client)
    if method is None:
        raise SchemaError(f"{client_class.__name__} has no request_body or request_kwargs")
    return method


class ReplaySearchClient(_Replay[SearchCallRecord]):
    """A search client that serves a trace's recorded results for one label, in order.

    Each request must match the recorded query, ``max_results`` and ``cutoff_date``; a
    recorded failure is raised again as :class:`ReplayedProviderError`.
    """

    kind = "search"
    trace_field = "search_calls"

    def __init__(
        self,
        calls: Sequence[Mapping[str, Any]],
        label: str = "search",
        *,
        source: str = "<trace>",
    ) -> None:
        def read(call: Mapping[str, Any], where: str) -> SearchCallRecord:
            return SearchCallRecord.from_dict(call, where=where, source=source)

        super().__init__(calls, label, source, read)
        self.recorded_client = self.recorded[0].client if self.recorded else None
        # The name of the client that produced the recording, as TracingSearchClient reports it.
        self.client_name = self.recorded_client or type(self).__name__
        self.mode = "replay"

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]:
        """Check the request against the recording, then return the recorded results."""
        index, call = self._take()
        current = (redact(query), max_results, iso_cutoff(cutoff_date))
        recorded = (call.query, call.max_results, call.cutoff_date)
        if current != recorded:
            raise ReplayDivergenceError(
                f"{self._name()} search {index}: the code asked for "
                f"{_render_request(*current)} but the trace {self.source} recorded "
                f"{_render_request(*recorded)}"
            )
        self._next += 1
        if call.error is not None:
            raise _replayed_error(call.error)
        return [
            SearchResult.from_dict(r, where=f"search_calls[{self.label}][{index}].results[{j}]")
            for j, r in enumerate(call.results or [])
        ]


def _render_request(query: object, max_results: object, cutoff: object) -> str:
    return f"query={query!r}, max_results={max_results!r}, cutoff_date={cutoff!r}"


ARTIFACT_FIELDS_COMPARED = ("agent_id", "status", "p_yes")
"""The fields a mismatch is reported by first, when they differ; every field is compared."""


def compare_artifacts(
    recorded: Sequence[Mapping[str, Any]], produced: Sequence[Mapping[str, Any]], where: str
) -> None:
    """Raise ReplayDivergenceError unless ``produced`` matches the ``recorded`` artifacts.

    Compared in order: how many there are, then every field of each one (its agent, status and
    probability, its rationale, its steps and what each search returned, its token usage), the
    produced one in its redacted form, as it would have been recorded. A field the recorded
    artifact does not have (a legacy trace) is not compared. ``where`` names the run.
    """
    if len(produced) != len(recorded):
        raise ReplayDivergenceError(
            f"{where}: replay produced {len(produced)} artifact(s) but the trace recorded "
            f"{len(recorded)}"
        )
    for i, (then, now) in enumerate(zip(recorded, produced, strict=True)):
        now = redact(plain_json(dict(now)))
        names = [*ARTIFACT_FIELDS_COMPARED, *(n for n in then if n not in ARTIFACT_FIELDS_COMPARED)]
        for name in names:
            if then.get(name) != now.get(name):
                raise ReplayDivergenceError(
                    f"{where}: agents[{i}] ({then.get('agent_id')}) {name}: the trace records "
                    f"{clip(repr(then.get(name)), MAX_DIFF_LINE_CHARS)} but replay produced "
                    f"{clip(repr(now.get(name)), MAX_DIFF_LINE_CHARS)}; the trace was edited or "
                    "the agent code changed since it was recorded"
                )


def verify_requests(
    calls: Sequence[Mapping[str, Any]],
    *,
    source: str = "<trace>",
    version: int | str = SCHEMA_VERSION,
) -> tuple[int, int]:
    """Re-render every recorded wire request from its recorded messages with today's clients.

    A check a trace can make on its own, without re-running the agent: each call's recorded
    ``request`` must be exactly what the recorded provider's client sends for the recorded
    conversation and settings. Raises :class:`ReplayDivergenceError` naming the first call that
    differs; returns ``(checked, unchecked)``, the unchecked being calls of a client the
    library does not have (a test fake, a custom client), whose bodies cannot be re-rendered.
    """
    checked = unchecked = 0
    labels = dict.fromkeys(str(call.get("label")) for call in calls)
    for label in labels:
        replay = ReplayLLMClient(calls, label, source=source, version=version)
        for index, call in enumerate(replay.recorded):
            messages = [ChatMessage(m["role"], m["content"]) for m in call.messages]
            json_mode: JsonMode = call.json_schema or call.json_mode
            replay._check_wire(index, call, messages, json_mode)
        checked += replay.wire_checks
        unchecked += replay.wire_unchecked
    return checked, unchecked
