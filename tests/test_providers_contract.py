"""HTTP-contract tests: every live LLM client against a fake server speaking its API's wire format.

Each API below is described once (how to build its client against the fake server, what a good
reply looks like, where the key and the settings travel) and every test runs across all of
them: a normal reply, JSON mode and a JSON schema on the wire, 429 then success, 500 then
success, persistent 500, a client error, a timeout and malformed 2xx bodies, the attempts each
call records, the model-mismatch warning, base URLs from the environment, and the pooled
connection. Every client, the Anthropic SDK included, retries through forecasting_agents.http's
loop with an
injected sleep, so no test waits for a backoff.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

import pytest
from fakeserver import Reply

from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._schemas import ChatMessage, TokenUsage
from forecasting_agents.http import (
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
)
from forecasting_agents.providers._base import ModelMismatchWarning, same_model
from forecasting_agents.providers._clients import (
    JSON_ONLY_INSTRUCTION,
    AnthropicClient,
    GoogleClient,
    OllamaClient,
    OpenAIClient,
    OpenRouterClient,
)

SECRET = "sk-contract-SECRET-42"
TEMPERATURE = 0.25
SEED = 7
MODEL = "test-model"
SERVED_MODEL = MODEL + "-2025-01-31"  # the requested model plus a date suffix: no warning
MESSAGES = [
    ChatMessage("system", "Be brief."),
    ChatMessage("user", "What is 2 + 2?"),
]
RETRY_HEADERS = {"Retry-After": "3"}  # the wait is recorded by the injected sleep, not slept


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
    schema_flag: Callable[[dict], Any] = field(default=lambda body: body.get("response_format"))
    schema_expected: Callable[[dict], Any] = field(
        default=lambda schema: {
            "type": "json_schema",
            "json_schema": {"name": "action", "schema": schema, "strict": True},
        }
    )
    key_variable: str | None = None
    base_url_variable: str = ""


# A schema with keys Gemini rejects (additionalProperties, const, $schema), and what Gemini gets.
SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
        "action": {"const": "forecast"},
        "p_yes": {"type": "number", "minimum": 0, "maximum": 1},
        "note": {"type": ["string", "null"]},
    },
    "required": ["action", "p_yes"],
    "additionalProperties": False,
}
GEMINI_SCHEMA = {
    "type": "object",
    "properties": {
        "action": {"enum": ["forecast"]},
        "p_yes": {"type": "number", "minimum": 0, "maximum": 1},
        "note": {"type": "string", "nullable": True},
    },
    "required": ["action", "p_yes"],
}


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


def builder(client_class, path="", *, keyed=True):
    """An Api's `build`: the client at the fake server's URL plus `path`, fixed settings."""
    key = {"api_key": SECRET} if keyed else {}

    def build(url, *, retries, timeout, sleep):
        return client_class(
            MODEL,
            base_url=url + path,
            temperature=TEMPERATURE,
            seed=SEED,
            timeout=timeout,
            retry=policy(retries, sleep),
            **key,
        )

    return build


# What every OpenAI-shaped Api shares: the reply, the sampling fields and the JSON-mode flag.
OPENAI_WIRE = {
    "reply": openai_reply,
    "sampling": openai_sampling,
    "json_flag": lambda body: body.get("response_format"),
    "json_flag_expected": {"type": "json_object"},
}


def hosted_openai_api(name, client_class, prefix, variables):
    """A hosted OpenAI-shaped Api: bearer key, `prefix` before /chat/completions, and the
    environment variables `variables`_API_KEY and `variables`_BASE_URL."""
    return Api(
        name=name,
        path=prefix + "/chat/completions",
        build=builder(client_class, prefix),
        **OPENAI_WIRE,
        auth_ok=bearer,
        malformed=OPENAI_MALFORMED,
        key_variable=f"{variables}_API_KEY",
        base_url_variable=f"{variables}_BASE_URL",
    )


OPENAI = hosted_openai_api("openai", OpenAIClient, "/v1", "OPENAI")

# A local OpenAI-compatible server (llama.cpp and the like): custom base URL and no key at all.
OPENAI_COMPATIBLE = Api(
    name="openai-compatible",
    path="/v1/chat/completions",
    build=builder(OpenAIClient, "/v1", keyed=False),
    **OPENAI_WIRE,
    auth_ok=lambda headers: "authorization" not in headers,
    malformed=OPENAI_MALFORMED[:2],
    base_url_variable="OPENAI_BASE_URL",
)

OPENROUTER = hosted_openai_api("openrouter", OpenRouterClient, "/api/v1", "OPENROUTER")


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
    path=f"/v1beta/models/{MODEL}:generateContent",
    build=builder(GoogleClient, "/v1beta"),
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
    schema_flag=lambda body: (
        body["generationConfig"].get("responseMimeType"),
        body["generationConfig"].get("responseSchema"),
    ),
    schema_expected=lambda schema: ("application/json", GEMINI_SCHEMA),
    key_variable="GOOGLE_API_KEY",
    base_url_variable="GOOGLE_BASE_URL",
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
    build=builder(OllamaClient, keyed=False),
    reply=ollama_reply,
    auth_ok=lambda headers: "authorization" not in headers,
    sampling=lambda body: {
        "temperature": body["options"].get("temperature"),
        "seed": body["options"].get("seed"),
    },
    json_flag=lambda body: body.get("format"),
    json_flag_expected="json",
    schema_flag=lambda body: body.get("format"),
    schema_expected=lambda schema: schema,
    base_url_variable="OLLAMA_HOST",
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
    build=builder(AnthropicClient),
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
    schema_flag=lambda body: body["system"].endswith(JSON_ONLY_INSTRUCTION),
    schema_expected=lambda schema: True,  # no native feature: the JSON instruction
    key_variable="ANTHROPIC_API_KEY",
    base_url_variable="ANTHROPIC_BASE_URL",
)

APIS = [OPENAI, OPENAI_COMPATIBLE, GOOGLE, OPENROUTER, OLLAMA, ANTHROPIC]
by_name = pytest.mark.parametrize("api", APIS, ids=[api.name for api in APIS])


def make(api, server, *, retries=2, timeout=5.0):
    sleep = RecordingSleep()
    return api.build(server.url, retries=retries, timeout=timeout, sleep=sleep), sleep


def failure(api, server, replies, expected, **options):
    """Queue `replies`, call the client once, and return it with the `expected` error it raised."""
    server.queue(*replies)
    client, _ = make(api, server, **options)
    with pytest.raises(expected) as info:
        client.complete(MESSAGES)
    return client, info.value


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
@pytest.mark.parametrize(
    ("status", "headers", "waits"),
    [(429, RETRY_HEADERS, [3.0]), (500, {}, [0.01])],  # Retry-After wins; else backoff_base
    ids=["429-with-retry-after", "500"],
)
def test_one_retryable_error_then_success(api, status, headers, waits, fake_server):
    fake_server.queue(
        Reply(status, api.error("try again"), headers=headers), Reply(200, api.reply("ok"))
    )
    client, sleep = make(api, fake_server)
    assert client.complete(MESSAGES) == "ok"
    assert len(fake_server.requests) == 2
    assert sleep.waits == waits


@by_name
def test_persistent_500_is_an_http_error_with_status(api, fake_server):
    replies = [Reply(500, api.error("down for maintenance"), headers=RETRY_HEADERS)] * 3
    client, error = failure(api, fake_server, replies, ProviderHTTPError, retries=2)
    assert not isinstance(error, ProviderRateLimitError)
    assert (error.provider, error.status) == (client.provider, 500)
    assert "down for maintenance" in error.message
    assert SECRET not in str(error)
    assert len(fake_server.requests) == 3


@by_name
def test_persistent_429_is_a_rate_limit_error(api, fake_server):
    replies = [Reply(429, api.error("quota"), headers=RETRY_HEADERS)] * 2
    _, error = failure(api, fake_server, replies, ProviderRateLimitError, retries=1)
    assert error.status == 429 and "quota" in error.message


@by_name
def test_client_error_is_not_retried_and_keeps_the_api_message(api, fake_server):
    _, error = failure(api, fake_server, [Reply(401, api.error("invalid key"))], ProviderHTTPError)
    assert error.status == 401 and "invalid key" in error.message
    assert SECRET not in str(error)
    assert len(fake_server.requests) == 1


@by_name
def test_timeout_is_a_timeout_error(api, fake_server):
    replies = [Reply(200, api.reply("late"), delay=0.6)]
    client, error = failure(api, fake_server, replies, ProviderTimeoutError, retries=0, timeout=0.2)
    assert error.provider == client.provider and error.status is None
    assert SECRET not in str(error)


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
    client, error = failure(api, fake_server, [Reply(200, body)], ProviderResponseError)
    assert error.provider == client.provider
    assert fragment in error.message, error.message
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


@by_name
def test_a_2xx_body_that_is_not_json_is_a_response_error_on_every_client(api, fake_server):
    # The Anthropic SDK used to let json.JSONDecodeError escape from inside it.
    fake_server.queue(Reply(200, raw=b'{"content": [{"type": "text", "text": "tru'))
    client, _ = make(api, fake_server)
    with pytest.raises(ProviderResponseError, match="not JSON") as info:
        client.complete(MESSAGES)
    assert info.value.provider == client.provider and info.value.status == 200
    assert client.last_call_attempts == [{"attempt": 1, "outcome": "bad_body"}]


# --------------------------------------------------------------------------- structured output


@by_name
def test_a_json_schema_reaches_the_wire_as_the_providers_native_feature(api, fake_server):
    reply = '{"action": "forecast", "p_yes": 0.4}'
    fake_server.queue(Reply(200, api.reply(reply)))
    client, _ = make(api, fake_server)
    assert client.complete(MESSAGES, json_mode=SCHEMA) == reply
    body = fake_server.requests[0].json()
    assert api.schema_flag(body) == api.schema_expected(SCHEMA)
    if api.name != "anthropic":
        assert client.request_body(MESSAGES, SCHEMA) == body  # what a trace records


@by_name
def test_json_mode_that_is_neither_a_flag_nor_a_schema_is_refused(api, fake_server):
    client, _ = make(api, fake_server)
    with pytest.raises(SchemaError, match="json_mode"):
        client.complete(MESSAGES, json_mode="yes please")
    assert fake_server.requests == []


# --------------------------------------------------------------------------- the record of a call


@by_name
def test_every_attempt_of_the_last_call_is_recorded(api, fake_server):
    fake_server.queue(
        Reply(429, api.error("slow down"), headers=RETRY_HEADERS),
        Reply(503, api.error("busy")),
        Reply(200, api.reply("ok")),
    )
    client, _ = make(api, fake_server)
    assert client.complete(MESSAGES) == "ok"
    assert client.last_call_attempts == [
        {"attempt": 1, "outcome": "http_429", "wait_s": 3.0},
        {"attempt": 2, "outcome": "http_503", "wait_s": 0.02},
        {"attempt": 3, "outcome": "ok"},
    ]
    fake_server.queue(Reply(400, api.error("bad request")))
    with pytest.raises(ProviderHTTPError):
        client.complete(MESSAGES)
    assert client.last_call_attempts == [{"attempt": 1, "outcome": "http_400"}]


@by_name
def test_a_different_served_model_warns_once_and_both_are_kept(api, fake_server):
    body = api.reply("ok")
    for key in ("model", "modelVersion"):
        if key in body:
            body[key] = "some-other-model"
    fake_server.queue(Reply(200, body), Reply(200, body))
    client, _ = make(api, fake_server)
    with pytest.warns(ModelMismatchWarning) as caught:
        client.complete(MESSAGES)
        client.complete(MESSAGES)
    mismatches = [w for w in caught if issubclass(w.category, ModelMismatchWarning)]
    assert len(mismatches) == 1  # once per client, not once per call
    text = str(mismatches[0].message)
    assert MODEL in text and "some-other-model" in text
    assert (client.model, client.response_model) == (MODEL, "some-other-model")


@pytest.mark.parametrize(
    ("requested", "served", "same"),
    [
        ("gpt-4o-mini", "gpt-4o-mini", True),
        ("gpt-4o-mini", "gpt-4o-mini-2024-07-18", True),
        ("claude-sonnet-4-5", "claude-sonnet-4-5-20250929", True),
        ("gemini-1.5-flash", "gemini-1.5-flash-001", True),
        ("models/gemini-2.5-flash", "gemini-2.5-flash", True),
        ("qwen2.5", "qwen2.5:latest", True),
        ("Qwen2.5-Coder", "qwen2.5-coder", True),
        ("claude-sonnet-4", "claude-sonnet-4-5", False),
        ("gpt-bogus", "qwen2.5-coder-1.5b-instruct-q4_k_m", False),
        ("gpt-4o", "gpt-4o-mini", False),
    ],
)
def test_same_model_allows_only_a_date_or_build_suffix(requested, served, same):
    assert same_model(requested, served) is same


# --------------------------------------------------------------------------- configuration


@pytest.mark.parametrize("api", [a for a in APIS if a.base_url_variable], ids=lambda api: api.name)
def test_the_base_url_can_be_set_by_its_environment_variable(api, fake_server, monkeypatch):
    prefix = api.path.split("/chat/completions")[0].split("/models/")[0]
    prefix = "" if api.name in ("anthropic", "ollama") else prefix
    monkeypatch.setenv(api.base_url_variable, fake_server.url + prefix)
    fake_server.queue(Reply(200, api.reply("ok")))
    kind = type(make(api, fake_server)[0])
    client = kind(MODEL, api_key=SECRET) if api.key_variable else kind(MODEL)
    assert client.complete(MESSAGES) == "ok"
    assert fake_server.requests[0].path == api.path


@by_name
def test_a_rejected_key_names_the_variable_to_check(api, fake_server):
    fake_server.queue(Reply(401, api.error("invalid x-api-key")))
    client, _ = make(api, fake_server)
    with pytest.raises(ProviderHTTPError) as info:
        client.complete(MESSAGES)
    if api.key_variable:
        assert api.key_variable in info.value.message


@by_name
def test_one_pooled_connection_serves_every_call(api, fake_server):
    fake_server.queue(Reply(200, api.reply("a")), Reply(200, api.reply("b")))
    client, _ = make(api, fake_server)
    assert [client.complete(MESSAGES) for _ in range(2)] == ["a", "b"]
    first, second = fake_server.requests
    assert first.peer_port == second.peer_port  # the second call reused the connection
    client.close()
    fake_server.queue(Reply(200, api.reply("c")))
    assert client.complete(MESSAGES) == "c"  # closing drops the pool; the next call reconnects
    assert fake_server.requests[-1].peer_port != first.peer_port


@by_name
def test_threads_share_one_client_and_each_sees_its_own_last_call(api, fake_server):
    replies = [f"r{i}" for i in range(6)]
    fake_server.queue(*[Reply(200, api.reply(text)) for text in replies])
    client, _ = make(api, fake_server)
    with ThreadPoolExecutor(max_workers=3) as pool:
        results = list(
            pool.map(lambda _: (client.complete(MESSAGES), client.last_call_attempts), range(6))
        )
    assert sorted(text for text, _ in results) == replies
    assert all(attempts == [{"attempt": 1, "outcome": "ok"}] for _, attempts in results)
    assert len({request.peer_port for request in fake_server.requests}) <= 3
