"""Model actions: the schema of what a model may reply, its parser and its JSON Schema.

A reply is untrusted input. :func:`parse_action` checks it against an :data:`ActionSchema` (a
mapping from action name to its required :class:`ActionField` s) and never raises on a bad reply;
:func:`action_json_schema` derives the JSON Schema a provider can enforce from the same
:data:`ActionSchema`, so the two cannot drift apart. :data:`REACT_ACTIONS` are notebook 01's two
actions; the research agent (``_research``) declares its own set on the same terms.
:mod:`forecasting_agents.agent` re-exports the parser and the schema a reader uses.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from forecasting_agents.core._checks import DuplicateKeyError, unique_object
from forecasting_agents.core._checks import is_probability as _is_probability
from forecasting_agents.core._schemas import StepAction
from forecasting_agents.core._text import LONG_REPLY_CHARS, clip, strip_code_fence, text_sha256

__all__ = [
    "MAX_RATIONALE_CHARS",
    "MAX_REPLY_CHARS",
    "PREVIEW_CHARS",
    "REACT_ACTIONS",
    "ActionField",
    "ActionSchema",
    "ParsedAction",
    "action_json_schema",
    "conversation_reply",
    "parse_action",
]


PREVIEW_CHARS = 83
"""How much of an unreadable reply the correction quotes back to the model (80 and '...')."""

MAX_RATIONALE_CHARS = 2_000
"""Longest rationale a forecast may carry (after stripping): a few paragraphs citing evidence.
The pinned runs' longest is under 400; a reply far beyond this is a model rambling or pasting."""

MAX_REPLY_CHARS = LONG_REPLY_CHARS
"""Longest reply :func:`parse_action` reads, and :func:`conversation_reply` keeps whole. One
action, its rationale included, is a few thousand characters; a reply of a megabyte is a broken
or hostile server's, and reading it (or sending it back at every later step) costs memory."""

CLIPPED_REPLY_CHARS = 2_000
"""How much of a reply over :data:`MAX_REPLY_CHARS` the conversation keeps, after its marker."""


def conversation_reply(reply: str) -> str:
    """The reply as the agent's conversation keeps it: whole up to :data:`MAX_REPLY_CHARS`,
    else a marker (its length and SHA-256) and its first :data:`CLIPPED_REPLY_CHARS`
    characters. Every later call is sent the conversation, so a reply of tens of megabytes kept
    whole would be sent (and held) again at every step; the record keeps it whole, once."""
    if len(reply) <= MAX_REPLY_CHARS:
        return reply
    return (
        f"[a reply of {len(reply):,} characters, clipped here to its first "
        f"{CLIPPED_REPLY_CHARS:,}; sha256 {text_sha256(reply)}; the record keeps it whole]\n"
        + reply[:CLIPPED_REPLY_CHARS]
    )


@dataclass(frozen=True)
class ActionField:
    """One required field of an action: ``text`` (non-empty string), ``probability`` (a finite
    number in [0, 1], not a bool) or ``choice`` (one of ``choices``). ``max_chars``, if set,
    caps the length of a ``text`` value after stripping."""

    name: str
    kind: Literal["text", "probability", "choice"] = "text"
    choices: tuple[str, ...] = ()
    max_chars: int | None = None


ActionSchema = Mapping[str, tuple[ActionField, ...]]

REACT_ACTIONS: ActionSchema = MappingProxyType(
    {
        "search": (ActionField("query"),),
        "forecast": (
            ActionField("p_yes", "probability"),
            ActionField("rationale", max_chars=MAX_RATIONALE_CHARS),
        ),
    }
)
"""The two actions of notebook 01's ReAct loop: look something up, or commit to a number."""


@dataclass(frozen=True)
class ParsedAction:
    """A model reply checked against an action schema.

    On success ``action`` names the action and ``args`` holds its validated fields (text
    stripped, probabilities as float). On failure ``action`` is None, ``failure`` is the value
    of a :class:`forecasting_agents.core.StepAction`: ``"parse_failure"`` (not JSON, or JSON
    that repeats a key, which different parsers resolve differently), ``"schema_failure"``
    (wrong shape or values) or ``"unknown_action"``, and ``error`` says what was wrong in words
    a model can act on.
    """

    action: str | None
    args: dict[str, Any] = field(default_factory=dict)
    failure: str | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.action is not None


def parse_action(reply: object, actions: ActionSchema = REACT_ACTIONS) -> ParsedAction:
    """Validate a model reply as exactly one JSON action from ``actions``.

    Model output is untrusted input: this never raises on a bad reply, it returns a failed
    :class:`ParsedAction` whose ``error`` can be sent back to the model for correction. A
    Markdown code fence around the object is tolerated; anything else around it is not.
    """
    if not isinstance(reply, str):
        return _rejected(StepAction.PARSE_FAILURE, f"expected text, got {type(reply).__name__}")
    if len(reply) > MAX_REPLY_CHARS:  # no action is this long: not parsed (see the constant)
        return _rejected(
            StepAction.PARSE_FAILURE,
            f"reply is {len(reply):,} characters, longer than any action "
            f"(at most {MAX_REPLY_CHARS:,}); send one JSON action",
        )
    text = strip_code_fence(reply.strip())
    try:
        data = json.loads(text, object_pairs_hook=unique_object)
    except DuplicateKeyError as exc:
        return _rejected(
            StepAction.PARSE_FAILURE,
            f"reply gives the key {exc.key[:80]!r} more than once; send each field exactly once",
        )
    except (json.JSONDecodeError, RecursionError):
        preview = clip(text, PREVIEW_CHARS)
        return _rejected(StepAction.PARSE_FAILURE, f"reply is not a JSON object: {preview!r}")
    if not isinstance(data, dict):
        return _rejected(
            StepAction.SCHEMA_FAILURE, f"expected a JSON object, got {type(data).__name__}"
        )
    name = data.get("action")
    if not isinstance(name, str) or name not in actions:
        known = ", ".join(repr(a) for a in actions)
        return _rejected(
            StepAction.UNKNOWN_ACTION, f'"action" must be one of {known}, got {name!r}'
        )
    args: dict[str, Any] = {}
    for spec in actions[name]:
        value, problem = _check_field(spec, data.get(spec.name))
        if problem:
            return _rejected(StepAction.SCHEMA_FAILURE, f"{name}.{spec.name} {problem}")
        args[spec.name] = value
    return ParsedAction(action=name, args=args)


def action_json_schema(actions: ActionSchema = REACT_ACTIONS) -> dict[str, Any]:
    """The JSON Schema of one reply that :func:`parse_action` accepts for ``actions``.

    One alternative per action: an object whose ``"action"`` is that name, followed by the
    action's fields, all required and nothing else. Derived from the same :data:`ActionSchema`
    the parser checks, so a provider that enforces the schema produces replies the parser
    accepts; the parser still checks every reply, since not every provider enforces it.
    """
    alternatives = []
    for name, fields in actions.items():
        properties: dict[str, Any] = {"action": {"type": "string", "enum": [name]}}
        properties.update((spec.name, _field_json_schema(spec)) for spec in fields)
        alternatives.append(
            {
                "type": "object",
                "properties": properties,
                "required": list(properties),
                "additionalProperties": False,
            }
        )
    return {"anyOf": alternatives}


def _field_json_schema(spec: ActionField) -> dict[str, Any]:
    if spec.kind == "probability":
        return {"type": "number", "minimum": 0, "maximum": 1}
    if spec.kind == "choice":
        return {"type": "string", "enum": list(spec.choices)}
    if spec.max_chars is None:
        return {"type": "string", "minLength": 1}
    # The parser's cap, stated to the provider: a server that enforces the schema must close
    # the string in time, so a model looping on one sentence cannot run into the token limit
    # and leave the reply truncated (unparseable) instead.
    return {"type": "string", "minLength": 1, "maxLength": spec.max_chars}


def _check_field(spec: ActionField, value: object) -> tuple[Any, str | None]:
    if spec.kind == "probability":
        if not _is_probability(value):
            return None, f"must be a number between 0 and 1, got {value!r}"
        return float(value), None  # type: ignore[arg-type]
    if not isinstance(value, str) or not value.strip():
        return None, f"must be a non-empty string, got {value!r}"
    text = value.strip()
    if spec.kind == "choice" and text not in spec.choices:
        return None, f"must be one of {list(spec.choices)}, got {value!r}"
    if spec.max_chars is not None and len(text) > spec.max_chars:
        return None, (
            f"is {len(text)} characters, over the limit of {spec.max_chars}; "
            "shorten it to the key points"
        )
    return text, None


def _rejected(failure: StepAction, error: str) -> ParsedAction:
    # The plain value, as a step records it (see forecasting_agents.core._schemas.plain_value).
    return ParsedAction(action=None, failure=failure.value, error=error)
