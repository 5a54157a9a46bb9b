"""The 1.3 file form of model calls: each message stored once, request bodies by reference.

A run's conversation grows by a few messages a step; a 1.2 trace stored each call's whole
conversation and a request body repeating it, so it grew with the square of the steps. These
tests check the file form stores every message of a label once, refers to message contents from
the request body instead of repeating them, expands back to exactly the calls that were
recorded, and refuses a malformed prefix or reference by name.
"""

from __future__ import annotations

import json

import pytest

from forecasting_agents.core._schemas import ChatMessage
from forecasting_agents.providers._clients import OpenAIClient
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._compact import (
    MIN_REFERENCED_CHARS,
    compact_llm_calls,
    expand_llm_calls,
)
from forecasting_agents.record._records import TraceFormatError
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.record._tracing import trace_llm

SYSTEM = "You are a careful forecaster. " * 10  # long enough to be referenced


class WireScripted(ScriptedLLMClient):
    """The library's scripted client, with the OpenAI client's real request body."""

    def __init__(self, replies):
        super().__init__(replies)
        self._wire = OpenAIClient.for_rendering("m", api_key="k", base_url="http://x.invalid")

    def request_body(self, messages, json_mode=False):
        return self._wire.request_body(messages, json_mode)


def conversation_run(steps: int, label: str = "agent") -> list[dict]:
    """The calls of one agent that adds its reply and a tool message at every step."""
    llm = trace_llm(WireScripted([f"reply {i} " * 20 for i in range(steps)]), label)
    messages = [ChatMessage("system", SYSTEM), ChatMessage("user", "Will it happen? " * 8)]
    for _ in range(steps):
        reply = llm.complete(messages)
        messages += [ChatMessage("assistant", reply), ChatMessage("tool", "found: " + "x " * 40)]
    return llm.calls


def test_each_message_of_a_label_is_stored_once():
    calls = conversation_run(8)
    compact = compact_llm_calls(calls)
    stored = sum(len(call["messages_added"]) for call in compact)
    assert stored == len(calls[-1]["messages"]) == 2 + 2 * 7
    assert [call["prompt_prefix"] for call in compact] == [0, 2, 4, 6, 8, 10, 12, 14]


def test_the_file_form_grows_linearly_with_the_steps():
    def size(steps: int) -> int:
        return len(json.dumps(compact_llm_calls(conversation_run(steps))))

    def full_size(steps: int) -> int:
        return len(json.dumps(conversation_run(steps)))

    # Doubling the steps doubles the file form (plus the fixed first prompt); the full form,
    # which repeats the conversation in every call and in its body, grows much faster.
    assert size(16) < 2.2 * size(8)
    assert full_size(16) > 3 * full_size(8)


def test_request_bodies_refer_to_messages_and_expand_byte_for_byte():
    calls = conversation_run(3)
    compact = compact_llm_calls(calls)
    body = json.dumps(compact[2]["request"])
    assert SYSTEM not in body and '"$messages": [0, 6]' in body
    assert (
        '"as": {"tool": ["user", "Tool result:\\n"]}' in body
    )  # how this client sends a tool message
    assert expand_llm_calls(compact) == calls
    short = [m for m in calls[0]["messages"] if len(m["content"]) < MIN_REFERENCED_CHARS]
    assert not short  # every message here is long enough to be referenced


def test_a_saved_trace_reloads_with_full_conversations(tmp_path):
    calls = conversation_run(4)
    run = RunTrace.capture(
        notebook="compact_test",
        provider="scripted",
        question={"question": "Will it happen?"},
        params={},
        agents=[],
        llm_calls=calls,
        created_at="2026-01-01T00:00:00Z",
        run_id="0123456789ab",
    )
    path = run.save(tmp_path)
    on_disk = json.loads(path.read_text(encoding="utf-8"))
    assert "messages" not in on_disk["llm_calls"][1]
    loaded = RunTrace.load(path)
    assert loaded.llm_calls == calls and loaded.digest == on_disk["digest"]


@pytest.mark.parametrize(
    ("edit", "field", "problem"),
    [
        (lambda c: c[1].update(prompt_prefix=9), "llm_calls[1].prompt_prefix", "from 0 to 2"),
        (lambda c: c[1].update(prompt_prefix=True), "llm_calls[1].prompt_prefix", "a count"),
        (lambda c: c[0].pop("messages_added"), "llm_calls[0].messages_added", "missing"),
        (
            lambda c: c[0]["request"].update(messages={"$messages": [0, 7]}),
            "llm_calls[0].request.messages",
            "a range [start, stop] of the call's 2 messages",
        ),
        # A crafted message: each raised a bare TypeError or KeyError while expanding.
        (
            lambda c: c[0]["messages_added"][0].update(role={"x": 1}),
            "llm_calls[0].messages_added[0]",
            "expected {'role': str, 'content': str}",
        ),
        (
            lambda c: c[0]["messages_added"][0].update(content=5),
            "llm_calls[0].messages_added[0]",
            "expected {'role': str, 'content': str}",
        ),
        (
            lambda c: c[0]["messages_added"][0].pop("role"),
            "llm_calls[0].messages_added[0]",
            "expected {'role': str, 'content': str}",
        ),
        (
            lambda c: c[0]["messages_added"].__setitem__(0, "oops"),
            "llm_calls[0].messages_added[0]",
            "expected {'role': str, 'content': str}",
        ),
    ],
)
def test_a_malformed_file_form_is_refused_naming_the_field(edit, field, problem):
    compact = compact_llm_calls(conversation_run(2))
    edit(compact)
    with pytest.raises(TraceFormatError) as info:
        expand_llm_calls(compact, "t.json")
    assert info.value.field_path == field and problem in info.value.problem


def test_expanded_calls_share_only_the_very_same_settings():
    """Equal settings of two calls become one object; settings that differ only in a key's
    order, a number's type (1, 1.0, True compare equal in Python) or sign (0.0, -0.0) stay
    their own."""
    calls = compact_llm_calls(conversation_run(1, "a") + conversation_run(1, "b"))
    variants = [
        {"temperature": 1, "top_p": 1},
        {"temperature": 1, "top_p": 1},
        {"top_p": 1, "temperature": 1},
        {"temperature": 1.0, "top_p": 1},
        {"temperature": True, "top_p": 1},
        {"temperature": 1, "top_p": [1]},
        {"temperature": 0.0, "top_p": 1},
        {"temperature": -0.0, "top_p": 1},
    ]
    base = calls[0]
    expanded = expand_llm_calls([{**base, "settings": json.loads(json.dumps(v))} for v in variants])
    settings = [call["settings"] for call in expanded]
    assert settings[0] is settings[1]
    assert len({id(s) for s in settings}) == len(variants) - 1
    assert [json.dumps(s) for s in settings] == [json.dumps(v) for v in variants]
