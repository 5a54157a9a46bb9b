"""The fault matrix: every live client against every server behaviour, on a local fake server.

Each client (Anthropic, OpenAI, Google, OpenRouter, Ollama, Tavily, Polymarket, and the question
sources Metaculus, Manifold and Kalshi, each asked for one market by id) meets each
behaviour (a normal reply, 429 then success, 500 then success, persistent 500, a server slower
than the timeout, a malformed 200 body, an HTML error page from a proxy, a reply whose headers
are too long to read, a connection closed without a reply, and a body trickled one byte at a time
past the deadline). Every case must end in success or in the typed
``ProviderError`` subclass the behaviour calls for: no raw exception escapes. The key-echo
tests check that a server quoting the request headers back (raw, JSON, URL-encoded, base64 at
each alignment; in a 200 reply or an error) cannot put a key, or a credential from the base URL,
into any text a client raises or records, nor into the redacted trace of the call. Timeouts
and backoffs are small, so the whole file runs in seconds.
"""

from __future__ import annotations

import base64
import json
import secrets
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any
from urllib.parse import quote

import pytest
from fakeserver import Reply
from secret_support import recoverable

from forecasting_agents.core._schemas import ChatMessage
from forecasting_agents.http import (
    ProviderConnectionError,
    ProviderError,
    ProviderHTTPError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
)
from forecasting_agents.providers._clients import (
    AnthropicClient,
    GoogleClient,
    OllamaClient,
    OpenAIClient,
    OpenRouterClient,
)
from forecasting_agents.record._redaction import redact
from forecasting_agents.record._tracing import trace_llm
from forecasting_agents.search._tavily import TavilySearchClient
from forecasting_agents.sources._kalshi import kalshi_questions
from forecasting_agents.sources._manifold import manifold_questions
from forecasting_agents.sources._markets import QuestionQuery
from forecasting_agents.sources._metaculus import metaculus_questions
from forecasting_agents.sources._polymarket import fetch_markets

MODEL = "matrix-model"
MESSAGES = [ChatMessage("user", "Ping?")]
FAST = 5.0  # timeout for behaviours that answer promptly
DEADLINE = 0.1  # timeout for the slow and trickle behaviours
SLOW_DELAY = 0.4
TRICKLE_INTERVAL = 0.02  # one byte per 20 ms: every read is quick, the whole body is not
HTML_PAGE = b"<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>"


def retry_policy() -> RetryPolicy:
    return RetryPolicy(max_retries=1, backoff_base=0.001)


@dataclass
class Target:
    """One live client: how to build it against the fake and make one call with it."""

    name: str
    ok_body: Any
    call: Callable[[str, float, str | None], Any]  # (url, timeout, key) -> (result, attempts)


def llm_call(build: Callable[..., Any]) -> Callable[[str, float, str | None], Any]:
    def call(url: str, timeout: float, key: str | None) -> Any:
        client = build(url, timeout, key)
        try:
            return client.complete(MESSAGES), client.last_call_attempts
        except ProviderError as error:
            error.attempts = client.last_call_attempts
            raise

    return call


def tavily_call(url: str, timeout: float, key: str | None) -> Any:
    client = TavilySearchClient(
        api_key=key or "tvly-" + "matrix", base_url=url, timeout=timeout, retry=retry_policy(),
        max_retries=1,
    )  # fmt: skip
    try:
        return client.search("ping"), client.last_call_attempts
    except ProviderError as error:
        error.attempts = client.last_call_attempts
        raise


def polymarket_call(url: str, timeout: float, key: str | None) -> Any:
    attempts: list[dict[str, Any]] = []
    try:
        return fetch_markets(
            url, timeout=timeout, retry=retry_policy(), attempts=attempts
        ), attempts
    except ProviderError as error:
        error.attempts = attempts
        raise


def source_call(
    fetch: Callable[..., Any], ident: str, *, keyed: bool = False
) -> Callable[..., Any]:
    """One market by id from a question source; a keyed source is given ``key`` as its token."""
    one = QuestionQuery(as_of=date(2025, 3, 1), ids=(ident,), selection="any")

    def call(url: str, timeout: float, key: str | None) -> Any:
        attempts: list[dict[str, Any]] = []
        token = {"token": key} if keyed else {}
        try:
            result = fetch(
                one, base_url=url, timeout=timeout, retry=retry_policy(), attempts=attempts, **token
            )
        except ProviderError as error:
            error.attempts = attempts
            raise
        return result, attempts

    return call


def chat_reply(text: str = "pong") -> dict[str, Any]:
    return {
        "model": MODEL,
        "choices": [{"message": {"role": "assistant", "content": text}}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1},
    }


def live(kind: type, path: str = "", *, keyed: bool = True) -> Callable[..., Any]:
    def build(url: str, timeout: float, key: str | None) -> Any:
        auth = {"api_key": key or "matrix-key"} if keyed else {}
        return kind(MODEL, base_url=url + path, timeout=timeout, retry=retry_policy(), **auth)

    return build


TARGETS = [
    Target(
        "anthropic",
        {
            "type": "message",
            "role": "assistant",
            "model": MODEL,
            "content": [{"type": "text", "text": "pong"}],
            "usage": {"input_tokens": 1, "output_tokens": 1},
        },
        llm_call(live(AnthropicClient)),
    ),
    Target("openai", chat_reply(), llm_call(live(OpenAIClient, "/v1"))),
    Target(
        "google",
        {"candidates": [{"content": {"parts": [{"text": "pong"}]}}], "modelVersion": MODEL},
        llm_call(live(GoogleClient, "/v1beta")),
    ),
    Target("openrouter", chat_reply(), llm_call(live(OpenRouterClient, "/api/v1"))),
    Target(
        "ollama",
        {"model": MODEL, "message": {"role": "assistant", "content": "pong"}},
        llm_call(live(OllamaClient, keyed=False)),
    ),
    Target("tavily", {"results": []}, tavily_call),
    Target("polymarket", [{"id": "1", "question": "Will it?"}], polymarket_call),
    Target(
        "metaculus",
        {"id": 1, "question": {"type": "binary"}},
        source_call(metaculus_questions, "1", keyed=True),
    ),
    Target(
        "manifold", {"id": "m1", "outcomeType": "BINARY"}, source_call(manifold_questions, "m1")
    ),
    Target("kalshi", {"market": {"ticker": "KX-1"}}, source_call(kalshi_questions, "KX-1")),
]


@dataclass
class Behaviour:
    """What the fake server does, and how the call must end."""

    name: str
    replies: Callable[[Any], list[Reply]]
    expect: type[ProviderError] | None  # None: the call succeeds
    outcomes: list[str]  # the attempt outcomes, in order
    timeout: float = FAST
    status: int | None = None


BEHAVIOURS = [
    Behaviour("normal", lambda ok: [Reply(200, ok)], None, ["ok"]),
    Behaviour(
        "429_then_success",
        lambda ok: [
            Reply(429, {"error": "slow down"}, headers={"Retry-After": "0"}),
            Reply(200, ok),
        ],
        None,
        ["http_429", "ok"],
    ),
    Behaviour(
        "500_then_success",
        lambda ok: [Reply(500, {"error": "hiccup"}), Reply(200, ok)],
        None,
        ["http_500", "ok"],
    ),
    Behaviour(
        "persistent_500",
        lambda ok: [Reply(500, {"error": "down"})] * 2,
        ProviderHTTPError,
        ["http_500", "http_500"],
        status=500,
    ),
    Behaviour(
        "slow",
        lambda ok: [Reply(200, ok, delay=SLOW_DELAY)] * 2,
        ProviderTimeoutError,
        ["timeout", "timeout"],
        timeout=DEADLINE,
    ),
    Behaviour(
        "malformed_200",
        lambda ok: [Reply(200, raw=b'{"truncated": [1, 2')],
        ProviderResponseError,
        ["bad_body"],
        status=200,
    ),
    Behaviour(
        "html_error_page",
        lambda ok: [Reply(502, raw=HTML_PAGE, headers={"content-type": "text/html"})] * 2,
        ProviderHTTPError,
        ["http_502", "http_502"],
        status=502,
    ),
    Behaviour(
        "oversized_headers",  # the server answered: not "is the server running?", not retried
        lambda ok: [Reply(200, ok, headers={"x-padding": "a" * 200_000})] * 2,
        ProviderResponseError,
        ["bad_body"],
    ),
    Behaviour(
        "closed_without_a_reply",  # reached, then lost: a connection error, retried
        lambda ok: [Reply(200, ok, close_without_reply=True)] * 2,
        ProviderConnectionError,
        ["connection_error", "connection_error"],
    ),
    Behaviour(
        "slow_trickle",
        lambda ok: [Reply(200, {"pad": "x" * 400, "body": ok}, trickle=TRICKLE_INTERVAL)] * 2,
        ProviderTimeoutError,
        ["timeout", "timeout"],
        timeout=DEADLINE,
    ),
]


@pytest.mark.parametrize("behaviour", BEHAVIOURS, ids=lambda b: b.name)
@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
def test_fault_matrix(target, behaviour, fake_server):
    fake_server.queue(*behaviour.replies(target.ok_body))
    started = time.monotonic()
    try:
        result, attempts = target.call(fake_server.url, behaviour.timeout, None)
    except ProviderError as error:
        outcome: Any = error
        attempts = error.attempts
    except Exception as error:  # the one thing this matrix exists to rule out
        pytest.fail(f"{target.name}/{behaviour.name}: raw {type(error).__name__}: {error}")
    else:
        outcome = result
    elapsed = time.monotonic() - started
    if behaviour.expect is None:
        assert not isinstance(outcome, Exception)
    else:
        assert type(outcome) is behaviour.expect, repr(outcome)
        assert outcome.provider == target.name
        assert outcome.status == behaviour.status
    assert [a["outcome"] for a in attempts] == behaviour.outcomes
    if behaviour.expect is ProviderTimeoutError:
        # Two attempts, each cut off near the deadline (a trickled body would take 8 s).
        assert elapsed < 2 * (DEADLINE + SLOW_DELAY) + 1.0
        assert f"={DEADLINE:g} s" in outcome.message
    if behaviour.name == "html_error_page":
        assert "502 Bad Gateway" in outcome.message
    if behaviour.name == "oversized_headers":
        assert "has a status line or headers too long to read" in outcome.message
        assert "is the server running" not in outcome.message
    if behaviour.name == "closed_without_a_reply":
        assert "(it closed the connection without a reply): is the server running?" in str(outcome)


# --------------------------------------------------------------------------- key echo

KEYLESS = ("ollama", "polymarket", "manifold", "kalshi")
KEYED = [t for t in TARGETS if t.name not in KEYLESS]


def all_text(error: BaseException, attempts: list[dict[str, Any]]) -> str:
    """Everything a notebook could show of a failure: message, repr, traceback, attempts."""
    shown = "".join(traceback.format_exception(error))
    return "\n".join([str(error), repr(error), error.message, shown, repr(attempts)])


@pytest.mark.parametrize(
    "key_shape",
    ["prefix", "plain", "symbols"],
)
@pytest.mark.parametrize("target", KEYED, ids=lambda t: t.name)
def test_a_key_echoed_by_the_server_never_reaches_an_error(target, key_shape, fake_server):
    # Built at run time so no key-shaped literal is committed; some shapes have no prefix.
    token = secrets.token_hex(12)
    key = {"prefix": f"sk-{token}", "plain": token, "symbols": f"{token}/+=="}[key_shape]
    fake_server.queue(
        Reply(401, echo_headers=True),  # rejected, with the headers quoted back
        Reply(500, echo_headers=True),  # retried server error, headers quoted back
        Reply(500, echo_headers=True),
    )
    for _ in range(2):
        with pytest.raises(ProviderError) as info:
            target.call(fake_server.url, FAST, key)
        text = all_text(info.value, info.value.attempts)
        # No part of the key either: a trimmed excerpt must not cut a key in half.
        assert key[: len(key) // 2] not in text and key[len(key) // 2 :] not in text, text
    assert len(fake_server.requests) == 3


def test_a_key_in_a_malformed_2xx_body_is_redacted(fake_server):
    key = secrets.token_hex(16)
    fake_server.queue(Reply(200, {"error": {"message": f"upstream said: key={key}"}}))
    client = OpenRouterClient(MODEL, api_key=key, base_url=fake_server.url, retry=retry_policy())
    with pytest.raises(ProviderResponseError) as info:
        client.complete(MESSAGES)
    assert key not in all_text(info.value, client.last_call_attempts)


def test_a_key_reported_as_the_model_is_not_recorded(fake_server):
    key = secrets.token_hex(16)
    fake_server.queue(Reply(200, {**chat_reply(), "model": f"echo-{key}"}))
    client = OpenAIClient(MODEL, api_key=key, base_url=fake_server.url, retry=retry_policy())
    with pytest.warns(UserWarning) as caught:
        client.complete(MESSAGES)
    assert key not in (client.response_model or "")
    assert all(key not in str(w.message) for w in caught)


# --------------------------------------------------------------------------- every header echoed

ECHO_FORMS = ("raw", "json", "url-encoded", "base64", "base64 url-safe", "header values base64")
"""The ways the echoing server quotes the request headers back."""


def quoted_headers(headers: list[tuple[str, str]], form: str, shift: int = 0) -> str:
    """The request headers as a server quotes them in ``form``, ``shift`` bytes into a block.

    Authorization comes first so that it survives the trim of an error message; ``shift``
    moves it to each of the three byte alignments of base64.
    """
    ordered = sorted(headers, key=lambda item: item[0].lower() != "authorization")
    block = "x" * shift + "; ".join(f"{name}: {value}" for name, value in ordered)
    raw = block.encode()
    return {
        "raw": block,
        "json": json.dumps(dict(ordered)),
        "url-encoded": quote(block, safe=""),
        "base64": base64.b64encode(raw).decode(),
        "base64 url-safe": base64.urlsafe_b64encode(raw).decode().rstrip("="),
        "header values base64": " ".join(
            base64.b64encode(value.encode()).decode() for _, value in ordered
        ),
    }[form]


def every_form(headers: list[tuple[str, str]]) -> str:
    return " | ".join(
        quoted_headers(headers, form, shift) for form in ECHO_FORMS for shift in range(3)
    )


def echoing_chat_reply(headers: list[tuple[str, str]]) -> dict[str, Any]:
    """A 200 chat completion whose reply quotes every header, in every form."""
    return chat_reply(f"you sent {every_form(headers)}")


CREDENTIALS = ("key", "url credentials", "key and url credentials")


def credentialed_client(credentials: str, url: str) -> tuple[OpenAIClient, list[str]]:
    """An OpenAI-compatible client holding fresh credentials, and the secrets among them."""
    key = "Kq9" + secrets.token_urlsafe(18) + "Zj"
    password = "Pw7" + secrets.token_urlsafe(12) + "Zj"
    held = []
    if "url" in credentials:
        url = url.replace("http://", f"http://relay:{password}@")
        held.append(password)
    auth = {"api_key": key} if credentials.startswith("key") else {}
    if auth:
        held.append(key)
    client = OpenAIClient(MODEL, base_url=url + "/v1", timeout=FAST, retry=retry_policy(), **auth)
    return client, held


def assert_nothing_recoverable(held: list[str], *texts: str) -> None:
    for secret in held:
        for text in texts:
            assert recoverable(secret, text) == [], text


def assert_some_credential_was_echoed(held: list[str], fake_server: Any) -> None:
    """The test is not vacuous: the server did receive, and quote back, a credential."""
    echoed = every_form(list(fake_server.requests[0].headers.items()))
    assert any(recoverable(secret, echoed) for secret in held)


@pytest.mark.parametrize("credentials", CREDENTIALS)
def test_every_header_echoed_in_a_reply_leaves_no_form_of_a_credential(credentials, fake_server):
    client, held = credentialed_client(credentials, fake_server.url)
    traced = trace_llm(client, "echo")
    fake_server.queue(Reply(200, echo=echoing_chat_reply))
    traced.complete(MESSAGES)  # the reply itself quotes the key: the record must not
    assert_some_credential_was_echoed(held, fake_server)
    # The tracer keeps its calls as made, in memory; what a trace holds is redacted once.
    record = json.dumps(redact(traced.calls), ensure_ascii=False)
    assert_nothing_recoverable(held, record, repr(client.last_call_attempts), repr(client))


@pytest.mark.parametrize("form", ECHO_FORMS)
@pytest.mark.parametrize("credentials", CREDENTIALS)
def test_every_header_echoed_in_an_error_leaves_no_form_of_a_credential(
    credentials, form, fake_server
):
    client, held = credentialed_client(credentials, fake_server.url)
    traced = trace_llm(client, "echo")
    for shift in range(3):

        def echo(headers: list[tuple[str, str]], shift: int = shift) -> dict[str, Any]:
            return {"error": {"message": f"rejected: {quoted_headers(headers, form, shift)}"}}

        fake_server.queue(Reply(401, echo=echo))
        with pytest.raises(ProviderHTTPError) as info:
            traced.complete(MESSAGES)
        assert_nothing_recoverable(held, all_text(info.value, client.last_call_attempts))
    assert_some_credential_was_echoed(held, fake_server)
    assert_nothing_recoverable(held, json.dumps(redact(traced.calls)), json.dumps(traced.calls))


def test_url_credentials_travel_as_basic_and_replace_the_bearer_key(fake_server):
    """What httpx does with ``user:pass@`` in a base URL: a Basic header built from it, which
    overrides the client's Bearer header (so the key is not sent at all)."""
    client, (password, key) = credentialed_client("key and url credentials", fake_server.url)
    fake_server.queue(Reply(200, chat_reply()))
    client.complete(MESSAGES)
    sent = fake_server.requests[0].headers["authorization"]
    assert sent == "Basic " + base64.b64encode(f"relay:{password}".encode()).decode()
    assert key not in json.dumps(fake_server.requests[0].headers)
