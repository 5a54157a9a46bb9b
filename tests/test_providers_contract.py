"""HTTP-contract tests: every live LLM client against a fake server speaking its API's wire format.

Each API below is described once (how to build its client against the fake server, what a good
reply looks like, where the key and the settings travel) and every test runs across all of
them: a normal reply, JSON mode, 429 then success, 500 then success, persistent 500, a client
error, a timeout and malformed 2xx bodies. The httpx clients get an injected sleep; the
Anthropic SDK keeps its own backoff, so its replies carry ``retry-after-ms: 1`` (the SDK prefers
that header and waits one millisecond) and its timeout test allows no retries.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from fakeserver import Reply

from agent_providers import (
    JSON_ONLY_INSTRUCTION,
    AnthropicClient,
    ChatMessage,
    GoogleClient,
    OllamaClient,
    OpenAIClient,
    OpenRouterClient,
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
    TokenUsage,
)

SECRET = "sk-contract-SECRET-42"
TEMPERATURE = 0.25
SEED = 7
SERVED_MODEL = "served-model-v2"
MESSAGES = [
    ChatMessage("system", "Be brief."),
    ChatMessage("user", "What is 2 + 2?"),
]
# Both headers on every retryable reply: agent_http reads Retry-After (its sleep is recorded,
# not slept), the Anthropic SDK prefers retry-after-ms and really waits that one millisecond.
RETRY_HEADERS = {"Retry-After": "3", "retry-after-ms": "1"}


class RecordingSleep:
    def __init__(self):
        self.waits = []

    def __call__(self, seconds):
        self.waits.append(seconds)


@dataclass
class Api:
    """How one provider's wire format looks, for the tests below."""

    name: str
    path: str
    build: Callable[..., Any]  # (url, *, retries, timeout, sleep) -> client
    reply: Callable[[str], Any]  # reply text -> 2xx body (11 prompt / 7 completion tokens)
    auth_ok: Callable[[dict], bool]
    sampling: Callable[[dict], dict]  # request body -> {"temperature": ..., "seed": ...}
    json_flag: Callable[[dict], Any]
    json_flag_expected: Any
    malformed: list[tuple[Any, str]]
    error: Callable[[str], Any] = field(default=lambda text: {"error": {"message": text}})
    sdk_backoff: bool = False


def policy(retries, sleep):
    return RetryPolicy(max_retries=retries, backoff_base=0.01, sleep=sleep)


def openai_reply(text):
    return {
        "id": "chatcmpl-1",
        "model": SERVED_MODEL,
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}}],
        "usage": {"prompt_tokens": 11, "completion_tokens": 7, "total_tokens": 18},
    }


def openai_sampling(body):
    return {"temperature": body.get("temperature"), "seed": body.get("seed")}


OPENAI_MALFORMED = [
    ({"id": "x", "model": SERVED_MODEL}, "choices"),
    ({"choices": []}, "choices"),
    ({"choices": [{"message": {"role": "assistant", "content": None}}]}, "content"),
    ({"choices": [{"message": {"content": ["a"]}}]}, "content"),
    ({"error": {"message": "upstream exploded"}}, "upstream exploded"),
    ({"choices": [{"message": {"content": "x"}}], "usage": {"prompt_tokens": "many"}}, "usage"),
    ([1, 2], "JSON object"),
]


def bearer(headers):
    return headers.get("authorization") == f"Bearer {SECRET}"


OPENAI = Api(
    name="openai",
    path="/v1/chat/completions",
    build=lambda url, *, retries, timeout, sleep: OpenAIClient(
        "gpt-test",
        api_key=SECRET,
        base_url=url + "/v1",
        temperature=TEMPERATURE,
        seed=SEED,
        timeout=timeout,
        retry=policy(retries, sleep),
    ),
    reply=openai_reply,
    auth_ok=bearer,
    sampling=openai_sampling,
    json_flag=lambda body: body.get("response_format"),
    json_flag_expected={"type": "json_object"},
    malformed=OPENAI_MALFORMED,
)

# A local OpenAI-compatible server (llama.cpp and the like): custom base URL and no key at all.
OPENAI_COMPATIBLE = Api(
    name="openai-compatible",
    path="/v1/chat/completions",
    build=lambda url, *, retries, timeout, sleep: OpenAIClient(
        "qwen-local",
        base_url=url + "/v1",
        temperature=TEMPERATURE,
        seed=SEED,
        timeout=timeout,
        retry=policy(retries, sleep),
    ),
    reply=openai_reply,
    auth_ok=lambda headers: "authorization" not in headers,
    sampling=openai_sampling,
    json_flag=lambda body: body.get("response_format"),
    json_flag_expected={"type": "json_object"},
    malformed=OPENAI_MALFORMED[:2],
)

OPENROUTER = Api(
    name="openrouter",
    path="/api/v1/chat/completions",
    build=lambda url, *, retries, timeout, sleep: OpenRouterClient(
        "vendor/model",
        api_key=SECRET,
        base_url=url + "/api/v1",
        temperature=TEMPERATURE,
        seed=SEED,
        timeout=timeout,
        retry=policy(retries, sleep),
    ),
    reply=openai_reply,
    auth_ok=bearer,
    sampling=openai_sampling,
    json_flag=lambda body: body.get("response_format"),
    json_flag_expected={"type": "json_object"},
    malformed=OPENAI_MALFORMED,
)


def gemini_reply(text):
    return {
        "candidates": [
            {"content": {"role": "model", "parts": [{"text": text}]}, "finishReason": "STOP"}
        ],
        "usageMetadata": {"promptTokenCount": 11, "candidatesTokenCount": 7},
        "modelVersion": SERVED_MODEL,
    }


GOOGLE = Api(
    name="google",
    path="/v1beta/models/gemini-test:generateContent",
    build=lambda url, *, retries, timeout, sleep: GoogleClient(
        "gemini-test",
        api_key=SECRET,
        base_url=url + "/v1beta",
        temperature=TEMPERATURE,
        seed=SEED,
        timeout=timeout,
        retry=policy(retries, sleep),
    ),
    reply=gemini_reply,
    auth_ok=lambda headers: (
        headers.get("x-goog-api-key") == SECRET and "authorization" not in headers
    ),
    sampling=lambda body: {
        "temperature": body["generationConfig"].get("temperature"),
        "seed": body["generationConfig"].get("seed"),
    },
    json_flag=lambda body: body["generationConfig"].get("responseMimeType"),
    json_flag_expected="application/json",
    malformed=[
        ({"candidates": [], "promptFeedback": {"blockReason": "SAFETY"}}, "SAFETY"),
        ({"promptFeedback": {"blockReason": "OTHER"}}, "candidates"),
        ({"candidates": [{"finishReason": "SAFETY"}]}, "SAFETY"),
        ({"candidates": [{"content": {"parts": [{"inlineData": {}}]}}]}, "parts"),
    ],
    error=lambda text: {"error": {"code": 400, "message": text, "status": "INVALID_ARGUMENT"}},
)


def ollama_reply(text):
    return {
        "model": SERVED_MODEL,
        "message": {"role": "assistant", "content": text},
        "done": True,
        "prompt_eval_count": 11,
        "eval_count": 7,
    }


OLLAMA = Api(
    name="ollama",
    path="/api/chat",
    build=lambda url, *, retries, timeout, sleep: OllamaClient(
        "llama-test",
        base_url=url,
        temperature=TEMPERATURE,
        seed=SEED,
        timeout=timeout,
        retry=policy(retries, sleep),
    ),
    reply=ollama_reply,
    auth_ok=lambda headers: "authorization" not in headers,
    sampling=lambda body: {
        "temperature": body["options"].get("temperature"),
        "seed": body["options"].get("seed"),
    },
    json_flag=lambda body: body.get("format"),
    json_flag_expected="json",
    malformed=[
        ({"model": SERVED_MODEL, "done": True}, "message.content"),
        ({"message": {"role": "assistant"}}, "message.content"),
        ({"message": {"content": "x"}, "eval_count": -3}, "eval_count"),
    ],
    error=lambda text: {"error": text},
)


def anthropic_reply(text):
    return {
        "id": "msg_1",
        "type": "message",
        "role": "assistant",
        "model": SERVED_MODEL,
        "content": [{"type": "text", "text": text}],
        "stop_reason": "end_turn",
        "usage": {"input_tokens": 11, "output_tokens": 7},
    }


ANTHROPIC = Api(
    name="anthropic",
    path="/v1/messages",
    build=lambda url, *, retries, timeout, sleep: AnthropicClient(
        "claude-test",
        api_key=SECRET,
        base_url=url,
        temperature=TEMPERATURE,
        seed=SEED,
        timeout=timeout,
        max_retries=retries,
    ),
    reply=anthropic_reply,
    # The SDK has sent the key as x-api-key and, in recent versions, as a bearer token.
    auth_ok=lambda headers: headers.get("x-api-key") == SECRET or bearer(headers),
    sampling=lambda body: {"temperature": body.get("temperature"), "seed": body.get("seed")},
    json_flag=lambda body: body["system"].endswith(JSON_ONLY_INSTRUCTION),
    json_flag_expected=True,
    malformed=[
        ({"id": "msg_1", "type": "message"}, "content"),
        ({"content": "plain text"}, "content"),
        ({"content": [{"type": "tool_use", "id": "t", "name": "x", "input": {}}]}, "text block"),
    ],
    error=lambda text: {"type": "error", "error": {"type": "api_error", "message": text}},
    sdk_backoff=True,
)

APIS = [OPENAI, OPENAI_COMPATIBLE, GOOGLE, OPENROUTER, OLLAMA, ANTHROPIC]
by_name = pytest.mark.parametrize("api", APIS, ids=[api.name for api in APIS])


def make(api, server, *, retries=2, timeout=5.0):
    sleep = RecordingSleep()
    return api.build(server.url, retries=retries, timeout=timeout, sleep=sleep), sleep


# --------------------------------------------------------------------------- normal replies


@by_name
def test_normal_reply_text_usage_path_auth_and_settings(api, fake_server):
    fake_server.queue(Reply(200, api.reply("4")))
    client, _ = make(api, fake_server)
    text, usage = client.complete_with_usage(MESSAGES)
    assert text == "4"
    assert usage == TokenUsage(11, 7)
    assert client.last_response_model == SERVED_MODEL
    [request] = fake_server.requests
    assert request.method == "POST" and request.path == api.path
    assert api.auth_ok(request.headers), request.headers
    settings = client.settings()
    assert api.sampling(request.json()) == {
        "temperature": settings["temperature"],
        "seed": settings["seed"],
    }
    if api.name == "anthropic":
        assert settings["seed"] is None and settings["seed_supported"] is False
    else:
        assert (settings["temperature"], settings["seed"]) == (TEMPERATURE, SEED)
    assert api.json_flag_expected != api.json_flag(request.json())


@by_name
def test_json_mode_sets_the_wire_level_flag(api, fake_server):
    reply = '{"action": "search", "query": "x"}'
    served = f"```json\n{reply}\n```" if api.name == "anthropic" else reply
    fake_server.queue(Reply(200, api.reply(served)))
    client, _ = make(api, fake_server)
    assert client.complete(MESSAGES, json_mode=True) == reply
    assert api.json_flag(fake_server.requests[0].json()) == api.json_flag_expected


def test_tool_results_reach_each_api_as_marked_user_turns(fake_server):
    conversation = [*MESSAGES, ChatMessage("assistant", "search"), ChatMessage("tool", "4")]
    fake_server.queue(Reply(200, openai_reply("ok")), Reply(200, gemini_reply("ok")))
    make(OPENAI, fake_server)[0].complete(conversation)
    make(GOOGLE, fake_server)[0].complete(conversation)
    openai_body, gemini_body = (r.json() for r in fake_server.requests)
    assert openai_body["messages"][-1] == {"role": "user", "content": "Tool result:\n4"}
    assert gemini_body["contents"][-1] == {"role": "user", "parts": [{"text": "Tool result:\n4"}]}
    assert gemini_body["contents"][-2]["role"] == "model"


# --------------------------------------------------------------------------- retries


@by_name
def test_429_with_retry_after_then_success(api, fake_server):
    fake_server.queue(
        Reply(429, api.error("slow down"), headers=RETRY_HEADERS), Reply(200, api.reply("ok"))
    )
    client, sleep = make(api, fake_server)
    assert client.complete(MESSAGES) == "ok"
    assert len(fake_server.requests) == 2
    if not api.sdk_backoff:
        assert sleep.waits == [3.0]


@by_name
def test_500_then_success(api, fake_server):
    fake_server.queue(
        Reply(500, api.error("hiccup"), headers={"retry-after-ms": "1"}),
        Reply(200, api.reply("ok")),
    )
    client, sleep = make(api, fake_server)
    assert client.complete(MESSAGES) == "ok"
    assert len(fake_server.requests) == 2
    if not api.sdk_backoff:
        assert sleep.waits == [0.01]


@by_name
def test_persistent_500_is_an_http_error_with_status(api, fake_server):
    fake_server.queue(*[Reply(500, api.error("down for maintenance"), headers=RETRY_HEADERS)] * 3)
    client, _ = make(api, fake_server, retries=2)
    with pytest.raises(ProviderHTTPError) as info:
        client.complete(MESSAGES)
    error = info.value
    assert not isinstance(error, ProviderRateLimitError)
    assert (error.provider, error.status) == (client.provider, 500)
    assert "down for maintenance" in error.message
    assert SECRET not in str(error)
    assert len(fake_server.requests) == 3


@by_name
def test_persistent_429_is_a_rate_limit_error(api, fake_server):
    fake_server.queue(*[Reply(429, api.error("quota"), headers=RETRY_HEADERS)] * 2)
    client, _ = make(api, fake_server, retries=1)
    with pytest.raises(ProviderRateLimitError) as info:
        client.complete(MESSAGES)
    assert info.value.status == 429 and "quota" in info.value.message


@by_name
def test_client_error_is_not_retried_and_keeps_the_api_message(api, fake_server):
    fake_server.queue(Reply(401, api.error("invalid key")))
    client, _ = make(api, fake_server)
    with pytest.raises(ProviderHTTPError) as info:
        client.complete(MESSAGES)
    assert info.value.status == 401 and "invalid key" in info.value.message
    assert SECRET not in str(info.value)
    assert len(fake_server.requests) == 1


@by_name
def test_timeout_is_a_timeout_error(api, fake_server):
    fake_server.queue(Reply(200, api.reply("late"), delay=0.6))
    client, _ = make(api, fake_server, retries=0, timeout=0.2)
    with pytest.raises(ProviderTimeoutError) as info:
        client.complete(MESSAGES)
    assert info.value.provider == client.provider and info.value.status is None
    assert SECRET not in str(info.value)


# --------------------------------------------------------------------------- malformed bodies


MALFORMED_CASES = [
    pytest.param(api, body, fragment, id=f"{api.name}-{index}")
    for api in APIS
    for index, (body, fragment) in enumerate(api.malformed)
]


@pytest.mark.parametrize("api, body, fragment", MALFORMED_CASES)
def test_malformed_2xx_body_is_a_response_error_naming_what_is_missing(
    api, body, fragment, fake_server
):
    fake_server.queue(Reply(200, body))
    client, _ = make(api, fake_server)
    with pytest.raises(ProviderResponseError) as info:
        client.complete(MESSAGES)
    assert info.value.provider == client.provider
    assert fragment in info.value.message, info.value.message
    assert len(fake_server.requests) == 1  # a bad body is not retried


@pytest.mark.parametrize("api", [OPENAI, GOOGLE, OLLAMA], ids=lambda api: api.name)
def test_a_body_that_is_not_json_is_a_response_error(api, fake_server):
    fake_server.queue(Reply(200, raw=b"<html>gateway</html>"))
    client, _ = make(api, fake_server)
    with pytest.raises(ProviderResponseError, match="not JSON"):
        client.complete(MESSAGES)


def test_missing_usage_counts_as_zero_tokens(fake_server):
    body = openai_reply("ok")
    del body["usage"]
    fake_server.queue(Reply(200, body))
    client, _ = make(OPENAI, fake_server)
    assert client.complete_with_usage(MESSAGES) == ("ok", TokenUsage(0, 0))


def test_gemini_skips_thought_parts(fake_server):
    body = gemini_reply("answer")
    body["candidates"][0]["content"]["parts"].insert(0, {"text": "thinking...", "thought": True})
    fake_server.queue(Reply(200, body))
    client, _ = make(GOOGLE, fake_server)
    assert client.complete(MESSAGES) == "answer"


def test_request_bodies_are_json_objects_with_the_model(fake_server):
    for api in (OPENAI, OPENROUTER, OLLAMA, ANTHROPIC):
        fake_server.queue(Reply(200, api.reply("ok")))
        client, _ = make(api, fake_server)
        client.complete(MESSAGES)
        assert json.loads(fake_server.requests[-1].body)["model"] == client.model
