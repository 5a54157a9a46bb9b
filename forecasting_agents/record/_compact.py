"""The file form of recorded model calls from trace version 1.3: linear in a run's length.

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
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from forecasting_agents.record._records import TraceFormatError, short_repr

__all__ = [
    "COMPACT_SCHEMA_VERSIONS",
    "MAX_REFERENCE_PREFIX_CHARS",
    "MIN_REFERENCED_CHARS",
    "compact_llm_calls",
    "expand_llm_calls",
]

COMPACT_SCHEMA_VERSIONS = ("1.3",)
"""The trace versions whose files store calls in this form."""

MIN_REFERENCED_CHARS = 64
"""Shortest message content a request body refers to instead of repeating."""

MAX_REFERENCE_PREFIX_CHARS = 64
"""Longest text a client may put before a message's content and still have it referenced."""

_REF = "$message"
_SPAN = "$messages"
_AS = "as"
_PREFIX = "prefix"


def compact_llm_calls(calls: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """The 1.3 file form of in-memory calls (each with full ``messages`` and ``request``)."""
    previous: dict[str, list[dict[str, str]]] = {}
    out = []
    for call in calls:
        messages = list(call["messages"])
        before = previous.get(str(call["label"]), [])
        shared = _common_prefix(before, messages)
        previous[str(call["label"])] = messages
        compact: dict[str, Any] = {}
        for key, value in call.items():
            if key == "messages":
                compact["prompt_prefix"] = shared
                compact["messages_added"] = messages[shared:]
            elif key == "request" and value is not None:
                compact["request"] = _refer(value, messages)
            else:
                compact[key] = value
        out.append(compact)
    return out


def expand_llm_calls(
    calls: Sequence[Mapping[str, Any]], source: str = "<trace>"
) -> list[dict[str, Any]]:
    """The in-memory form of 1.3 file calls; malformed prefixes or references are refused."""
    previous: dict[str, list[dict[str, str]]] = {}
    out = []
    for i, call in enumerate(calls):
        where = f"llm_calls[{i}]"
        if not isinstance(call, Mapping):
            raise TraceFormatError(source, where, f"expected an object, got {short_repr(call)}")
        messages = _messages(call, previous.get(str(call.get("label")), []), source, where)
        previous[str(call.get("label"))] = messages
        full: dict[str, Any] = {}
        for key, value in call.items():
            if key == "prompt_prefix":
                continue
            if key == "messages_added":
                full["messages"] = messages
            elif key == "request" and value is not None:
                full["request"] = _resolve(value, messages, source, f"{where}.request")
            else:
                full[key] = value
        out.append(full)
    return out


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
