"""The file form of recorded model calls from trace version 1.3: linear in a run's length.

From version 1.4 a reply is stored once too (see "Replies, once" below).

An agent's conversation grows by a few messages per step, and each model call is sent the whole
of it. Recording every call's full conversation, plus the request body that repeats it, makes a
trace grow with the square of a run's steps. So a 1.3 trace file stores, for each call:

- ``prompt_prefix``: how many leading messages it shares with the previous call of the same
  label (the same agent run), and ``messages_added``: the rest. The full conversation is the
  previous call's first ``prompt_prefix`` messages followed by ``messages_added``.
- ``request``: the wire body, with a list that is a run of the conversation's messages as
  ``{role, content}`` objects replaced by its range, ``{"$messages": [start, stop]}`` (with
  ``"as": {role: [rendered role, prefix]}`` for roles the client renders differently), and every
  other string that is a message's content (or ends with one, after a short prefix a client
  adds) by a reference to that message, ``{"$message": k}`` or ``{"$message": k, "prefix":
  "..."}``. Nothing is lost: expanding gives back the body byte for byte.

Replies, once (1.4)
-------------------
A reply enters its agent's conversation, so the next call's ``messages_added`` repeated it, and
the agent's artifact keeps it as a step's ``llm_raw``: three copies of every reply, which for a
reply of tens of megabytes is most of the file. A 1.4 file keeps it in the call's ``reply`` only:

- a message of ``messages_added`` whose content is the reply of an earlier call of the same label
  has ``"content": {"$reply": k}``, ``k`` that call's position among the label's calls (0-based);
- a step's ``llm_raw`` in ``agents`` that is a recorded reply is ``{"$reply": [label, k]}``.

So a 1.4 file holds each reply and each message once: its size is about what the model and the
tools sent, whatever the number of steps. :func:`compact_lists` and :func:`expand_lists` convert
a document's ``agents`` and ``llm_calls`` together; a 1.3 file has no ``$reply`` and reads as
before.

In memory, and to every reader (replay, the report, notebooks), a call keeps the full
``messages`` and ``request`` of the 1.2 form: :func:`compact_llm_calls` and
:func:`expand_llm_calls` convert at the file boundary, deterministically, so the digest of a
saved trace is the digest of what a reload recomputes.

Conventions
-----------
- A reference names a message of the call's own full conversation (0-based); a malformed
  prefix or reference in a file is a :class:`TraceFormatError` naming the call and the field.
- Only strings of at least :data:`MIN_REFERENCED_CHARS` characters are replaced: a reference
  to a two-word message would be longer than the message.
- Expanded calls whose :data:`SHARED_CALL_FIELDS` hold the same structure (every call of a
  backtest sends the same JSON schema with the same settings) share one object: the 27,000 calls
  of a 2,246-question run then hold 60 MB less. A loaded trace is read, never edited in place
  (nothing in the package assigns into a loaded call's settings or schema); a live run's calls
  each hold their own copy, as recorded.
"""

from __future__ import annotations

import marshal
from collections.abc import Mapping, Sequence
from typing import Any

from forecasting_agents.record._migrations import MIGRATIONS, load_steps
from forecasting_agents.record._records import TraceFormatError, short_repr

__all__ = [
    "COMPACT_SCHEMA_VERSIONS",
    "MAX_REFERENCE_PREFIX_CHARS",
    "MIN_REFERENCED_CHARS",
    "REPLY_REFERENCE_VERSIONS",
    "SHARED_CALL_FIELDS",
    "compact_lists",
    "compact_llm_calls",
    "expand_lists",
    "expand_llm_calls",
]

COMPACT_SCHEMA_VERSIONS = tuple(m.version for m in MIGRATIONS if load_steps(m.version)[0])
"""The trace versions whose files store calls in this form (from 1.3, ``_migrations``)."""

REPLY_REFERENCE_VERSIONS = tuple(m.version for m in MIGRATIONS if load_steps(m.version)[1])
"""The trace versions whose files store each reply once (``$reply`` references; from 1.4)."""

SHARED_CALL_FIELDS = frozenset({"settings", "json_schema"})
"""Fields of a model call that expanded calls share when equal (see the Conventions)."""

MIN_REFERENCED_CHARS = 64
"""Shortest message content a request body refers to instead of repeating."""

MAX_REFERENCE_PREFIX_CHARS = 64
"""Longest text a client may put before a message's content and still have it referenced."""

_REF = "$message"
_REPLY = "$reply"
_SPAN = "$messages"
_AS = "as"
_PREFIX = "prefix"


def compact_lists(
    agents: Sequence[Mapping[str, Any]], calls: Sequence[Mapping[str, Any]], version: object
) -> tuple[list[Any], list[dict[str, Any]]]:
    """A document's ``agents`` and ``llm_calls`` (in memory form) as a file of ``version`` holds
    them: calls compacted from 1.3, and replies stored once from 1.4."""
    if version not in COMPACT_SCHEMA_VERSIONS:
        return list(agents), list(calls)
    if version not in REPLY_REFERENCE_VERSIONS:
        return list(agents), compact_llm_calls(calls)
    return _refer_raw_replies(agents, calls), compact_llm_calls(calls, replies=True)


def expand_lists(
    agents: object, calls: object, version: object, source: str = "<trace>"
) -> tuple[object, object]:
    """The in-memory form of a file's ``agents`` and ``llm_calls``; each reference is checked
    (a malformed one is a :class:`TraceFormatError` naming the field). Anything that is not a
    list is returned as it is, for validation to name."""
    if version not in COMPACT_SCHEMA_VERSIONS or not isinstance(calls, list):
        return agents, calls
    replies = version in REPLY_REFERENCE_VERSIONS
    expanded = expand_llm_calls(calls, source, replies=replies)
    if replies and isinstance(agents, list):
        agents = _resolve_raw_replies(agents, expanded, source)
    return agents, expanded


def compact_llm_calls(
    calls: Sequence[Mapping[str, Any]], *, replies: bool = False
) -> list[dict[str, Any]]:
    """The 1.3 file form of in-memory calls (each with full ``messages`` and ``request``);
    with ``replies``, the 1.4 form, a message that repeats an earlier reply referring to it."""
    previous: dict[str, list[dict[str, str]]] = {}
    replied: dict[str, dict[str, int]] = {}  # label -> reply text -> its call's position
    positions: dict[str, int] = {}
    out = []
    for call in calls:
        label = str(call["label"])
        messages = list(call["messages"])
        before = previous.get(label, [])
        shared = _common_prefix(before, messages)
        previous[label] = messages
        earlier = replied.setdefault(label, {})
        compact: dict[str, Any] = {}
        for key, value in call.items():
            if key == "messages":
                compact["prompt_prefix"] = shared
                added = messages[shared:]
                compact["messages_added"] = _refer_replies(added, earlier) if replies else added
            elif key == "request" and value is not None:
                compact["request"] = _refer(value, messages)
            else:
                compact[key] = value
        out.append(compact)
        reply = call.get("reply")
        if isinstance(reply, str) and len(reply) >= MIN_REFERENCED_CHARS:
            earlier.setdefault(reply, positions.get(label, 0))
        positions[label] = positions.get(label, 0) + 1
    return out


def expand_llm_calls(
    calls: Sequence[Mapping[str, Any]], source: str = "<trace>", *, replies: bool = False
) -> list[dict[str, Any]]:
    """The in-memory form of 1.3 file calls (with ``replies``, of 1.4 ones); malformed
    prefixes or references are refused."""
    previous: dict[str, list[dict[str, str]]] = {}
    replied: dict[str, list[Any]] = {}  # label -> the replies of its calls so far
    same: dict[bytes, Any] = {}  # a shared field's exact form (_exact) -> the one value
    out = []
    for i, call in enumerate(calls):
        where = f"llm_calls[{i}]"
        if not isinstance(call, Mapping):
            raise TraceFormatError(source, where, f"expected an object, got {short_repr(call)}")
        label = str(call.get("label"))
        earlier = replied.setdefault(label, [])
        if replies:
            call = _resolved_replies(call, earlier, source, where)
        messages = _messages(call, previous.get(label, []), source, where)
        previous[label] = messages
        earlier.append(call.get("reply"))
        full: dict[str, Any] = {}
        for key, value in call.items():
            if key == "prompt_prefix":
                continue
            if key == "messages_added":
                full["messages"] = messages
            elif key == "request" and value is not None:
                full["request"] = _resolve(value, messages, source, f"{where}.request")
            elif key in SHARED_CALL_FIELDS and isinstance(value, dict) and value:
                full[key] = same.setdefault(_exact(value), value)
            else:
                full[key] = value
        out.append(full)
    return out


def _exact(value: dict[str, Any]) -> bytes:
    """``value`` serialised so that only the very same structure gives the same bytes: keys in
    their order, and 1, 1.0, True, 0.0 and -0.0 apart, as in JSON text. Marshal's version 0 (no
    back-references, so equal values give equal bytes whatever objects they share) does it in C
    at half the time of ``repr`` and a third of ``json.dumps``: a backtest's 54,000 settings and
    schemas are keyed in 0.13 s. A value marshal cannot write is keyed by its repr, after a
    byte no marshalled dict starts with."""
    try:
        return marshal.dumps(value, 0)
    except ValueError:
        return b"r" + repr(value).encode("utf-8", "surrogatepass")


def _common_prefix(before: Sequence[Mapping[str, str]], now: Sequence[Mapping[str, str]]) -> int:
    shared = 0
    for old, new in zip(before, now, strict=False):
        if old != new:
            break
        shared += 1
    return shared


def _messages(
    call: Mapping[str, Any], before: list[dict[str, str]], source: str, where: str
) -> list[dict[str, str]]:
    for key in ("prompt_prefix", "messages_added"):
        if key not in call:
            raise TraceFormatError(source, f"{where}.{key}", "required field is missing")
    shared, added = call["prompt_prefix"], call["messages_added"]
    if isinstance(shared, bool) or not isinstance(shared, int) or not 0 <= shared <= len(before):
        raise TraceFormatError(
            source,
            f"{where}.prompt_prefix",
            f"expected a count from 0 to {len(before)} (the previous call of this label has "
            f"{len(before)} messages), got {short_repr(shared)}",
        )
    if not isinstance(added, list):
        raise TraceFormatError(
            source, f"{where}.messages_added", f"expected a list, got {short_repr(added)}"
        )
    for k, message in enumerate(added):
        # Expanding reads a message's role and content: a crafted one must be refused here,
        # not raise a bare TypeError there.
        if not (
            type(message) is dict
            and type(message.get("role")) is str
            and type(message.get("content")) is str
        ):
            raise TraceFormatError(
                source,
                f"{where}.messages_added[{k}]",
                f"expected {{'role': str, 'content': str}}, got {short_repr(message)}",
            )
    # Copies: each call owns its conversation, so editing one never edits another.
    return [*(dict(message) for message in before[:shared]), *added]


def _refer(value: Any, messages: Sequence[Mapping[str, str]]) -> Any:
    """``value`` with each long message content replaced by a reference to its message, and a
    list that is a run of the conversation's own ``{role, content}`` messages by its range."""
    if isinstance(value, str):
        return _reference_to(value, messages)
    if isinstance(value, list):
        span = _conversation_span(value, messages)
        return span if span else [_refer(item, messages) for item in value]
    if isinstance(value, dict):
        return {key: _refer(item, messages) for key, item in value.items()}
    return value


def _conversation_span(
    items: list[Any], messages: Sequence[Mapping[str, str]]
) -> dict[str, Any] | None:
    """``items`` as a range of the conversation, if it is one rendered as role/content objects.

    A client may render a role differently (a ``tool`` message as ``user`` after a short
    prefix): ``as`` records how, per role, and the range is used only if expanding it gives
    back ``items`` exactly.
    """
    if len(items) < 2 or not all(isinstance(item, dict) for item in items):
        return None
    for start in range(len(messages) - len(items) + 1):
        rendering = _rendering(items, messages[start : start + len(items)])
        if rendering is None:
            continue
        span = {_SPAN: [start, start + len(items)], **({_AS: rendering} if rendering else {})}
        if _rendered(span, messages) == items:
            return span
    return None


def _rendering(
    items: list[dict[str, Any]], window: Sequence[Mapping[str, str]]
) -> dict[str, list[str]] | None:
    """How each role of ``window`` was rendered in ``items``: {role: [as role, prefix]}."""
    rendering: dict[str, list[str]] = {}
    for item, message in zip(items, window, strict=True):
        role, content = item.get("role"), item.get("content")
        text = message.get("content", "")
        if set(item) != {"role", "content"} or not isinstance(content, str):
            return None
        if not isinstance(role, str) or not content.endswith(text):
            return None
        seen = [role, content[: len(content) - len(text)]]
        if len(seen[1]) > MAX_REFERENCE_PREFIX_CHARS:
            return None
        if rendering.setdefault(message.get("role", ""), seen) != seen:
            return None
    return {r: how for r, how in rendering.items() if how != [r, ""]}


def _rendered(span: Mapping[str, Any], messages: Sequence[Mapping[str, str]]) -> list[dict]:
    start, stop = span[_SPAN]
    rendering = span.get(_AS, {})
    out = []
    for message in messages[start:stop]:
        role, prefix = rendering.get(message["role"], [message["role"], ""])
        out.append({"role": role, "content": prefix + message["content"]})
    return out


def _reference_to(text: str, messages: Sequence[Mapping[str, str]]) -> Any:
    if len(text) < MIN_REFERENCED_CHARS:
        return text
    for k, message in enumerate(messages):
        content = message.get("content", "")
        if len(content) < MIN_REFERENCED_CHARS:
            continue
        if text == content:
            return {_REF: k}
        head = len(text) - len(content)
        if 0 < head <= MAX_REFERENCE_PREFIX_CHARS and text.endswith(content):
            return {_REF: k, _PREFIX: text[:head]}
    return text


def _resolve(value: Any, messages: Sequence[Mapping[str, str]], source: str, where: str) -> Any:
    if isinstance(value, list):
        return [_resolve(item, messages, source, f"{where}[{i}]") for i, item in enumerate(value)]
    if not isinstance(value, dict):
        return value
    if _SPAN in value:
        return _span(value, messages, source, where)
    if _REF not in value:
        return {
            key: _resolve(item, messages, source, f"{where}.{key}") for key, item in value.items()
        }
    k, prefix = value[_REF], value.get(_PREFIX, "")
    valid = not isinstance(k, bool) and isinstance(k, int) and 0 <= k < len(messages)
    if not valid or not isinstance(prefix, str) or set(value) - {_REF, _PREFIX}:
        raise TraceFormatError(
            source,
            where,
            f"expected a reference to one of the call's {len(messages)} messages, "
            f"got {short_repr(value)}",
        )
    return prefix + str(messages[k].get("content", ""))


def _span(value: dict[str, Any], messages: Sequence[Mapping[str, str]], source: str, where: str):
    span, rendering = value[_SPAN], value.get(_AS, {})
    valid = (
        set(value) <= {_SPAN, _AS}
        and isinstance(span, list)
        and len(span) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in span)
        and 0 <= span[0] < span[1] <= len(messages)
        and isinstance(rendering, dict)
        and all(
            isinstance(how, list) and len(how) == 2 and all(isinstance(x, str) for x in how)
            for how in rendering.values()
        )
    )
    if not valid:
        raise TraceFormatError(
            source,
            where,
            f"expected a range [start, stop] of the call's {len(messages)} messages, "
            f"got {short_repr(value)}",
        )
    return _rendered(value, messages)


# --------------------------------------------------------------------------- replies (1.4)


def _refer_replies(added: list[dict[str, Any]], earlier: Mapping[str, int]) -> list[dict[str, Any]]:
    """``added`` with each message whose content is an earlier reply of the label referring
    to it (``{"$reply": k}``)."""
    out = []
    for message in added:
        content = message.get("content")
        k = earlier.get(content) if isinstance(content, str) else None
        out.append(message if k is None else {**message, "content": {_REPLY: k}})
    return out


def _resolved_replies(
    call: Mapping[str, Any], earlier: Sequence[Any], source: str, where: str
) -> Mapping[str, Any]:
    """``call`` with the ``$reply`` contents of its ``messages_added`` replaced by the text."""
    added = call.get("messages_added")
    if not isinstance(added, list):
        return call  # _messages names the problem
    resolved = []
    for j, message in enumerate(added):
        content = message.get("content") if isinstance(message, Mapping) else None
        if isinstance(content, Mapping):
            at = f"{where}.messages_added[{j}].content"
            message = {**message, "content": _reply_text(content, earlier, source, at)}
        resolved.append(message)
    return {**call, "messages_added": resolved}


def _reply_text(ref: Mapping[str, Any], earlier: Sequence[Any], source: str, where: str) -> str:
    k = ref.get(_REPLY)
    valid = set(ref) == {_REPLY} and isinstance(k, int) and not isinstance(k, bool)
    if valid and 0 <= k < len(earlier) and isinstance(earlier[k], str):
        return earlier[k]
    raise TraceFormatError(
        source,
        where,
        f'expected a reference {{"{_REPLY}": k}} to the reply of one of the label\'s '
        f"{len(earlier)} earlier call(s), got {short_repr(ref)}",
    )


def _refer_raw_replies(
    agents: Sequence[Mapping[str, Any]], calls: Sequence[Mapping[str, Any]]
) -> list[Any]:
    """``agents`` with each step's ``llm_raw`` that is a recorded reply referring to it."""
    where: dict[str, list[Any]] = {}  # reply text -> [label, position]
    positions: dict[str, int] = {}
    for call in calls:
        label = str(call["label"])
        reply = call.get("reply")
        if isinstance(reply, str) and len(reply) >= MIN_REFERENCED_CHARS:
            where.setdefault(reply, [label, positions.get(label, 0)])
        positions[label] = positions.get(label, 0) + 1
    if not where:
        return list(agents)
    return [
        _agent_with(agent, lambda raw: where.get(raw) if isinstance(raw, str) else None)
        for agent in agents
    ]


def _agent_with(agent: Any, ref_of: Any) -> Any:
    """``agent`` with each step's ``llm_raw`` replaced by ``{"$reply": ref}`` where
    ``ref_of(llm_raw)`` gives one; an agent without steps is returned as it is."""
    traces = agent.get("traces") if isinstance(agent, Mapping) else None
    if not isinstance(traces, list):
        return agent
    steps = []
    for step in traces:
        ref = ref_of(step.get("llm_raw")) if isinstance(step, Mapping) else None
        steps.append(step if ref is None else {**step, "llm_raw": {_REPLY: ref}})
    return {**agent, "traces": steps}


def _resolve_raw_replies(
    agents: list[Any], calls: Sequence[Mapping[str, Any]], source: str
) -> list[Any]:
    """``agents`` with each ``{"$reply": [label, k]}`` ``llm_raw`` replaced by that reply."""
    replies: dict[str, list[Any]] = {}
    for call in calls:
        replies.setdefault(str(call.get("label")), []).append(call.get("reply"))
    out = []
    for i, agent in enumerate(agents):
        traces = agent.get("traces") if isinstance(agent, Mapping) else None
        if not isinstance(traces, list):
            out.append(agent)
            continue
        steps = []
        for j, step in enumerate(traces):
            raw = step.get("llm_raw") if isinstance(step, Mapping) else None
            if isinstance(raw, Mapping):
                at = f"agents[{i}].traces[{j}].llm_raw"
                step = {**step, "llm_raw": _raw_reply(raw, replies, source, at)}
            steps.append(step)
        out.append({**agent, "traces": steps})
    return out


def _raw_reply(
    ref: Mapping[str, Any], replies: Mapping[str, list[Any]], source: str, where: str
) -> str:
    target = ref.get(_REPLY)
    if set(ref) == {_REPLY} and isinstance(target, list) and len(target) == 2:
        label, k = target
        found = replies.get(label) if isinstance(label, str) else None
        valid = found is not None and isinstance(k, int) and not isinstance(k, bool)
        if valid and 0 <= k < len(found) and isinstance(found[k], str):
            return found[k]
    raise TraceFormatError(
        source,
        where,
        f'expected a reference {{"{_REPLY}": [label, k]}} to the reply of the k-th '
        f"recorded call of a label, got {short_repr(ref)}",
    )
