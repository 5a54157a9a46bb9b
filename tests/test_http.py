"""Contract tests for forecasting_agents.http (retry loop, deadline, session, redaction) against a
local fake."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import zlib
from concurrent.futures import ThreadPoolExecutor
from urllib.parse import quote

import pytest
from fakeserver import Reply

from forecasting_agents.core._text import REDACTED
from forecasting_agents.http import (
    Hints,
    HttpSession,
    ProviderConnectionError,
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
    redact_secrets,
    request_json,
    retry_after_seconds,
    run_with_retries,
)


class RecordingSleep:
    def __init__(self):
        self.waits = []

    def __call__(self, seconds):
        self.waits.append(seconds)


def policy(retries=2):
    return RetryPolicy(max_retries=retries, backoff_base=0.01, sleep=RecordingSleep())


def test_returns_decoded_json(fake_server):
    fake_server.queue(Reply(200, {"ok": True}))
    assert request_json("demo", "POST", fake_server.url + "/x", json_body={"a": 1}) == {"ok": True}
    assert fake_server.requests[0].json() == {"a": 1}


def test_429_waits_for_retry_after_then_succeeds(fake_server):
    fake_server.queue(
        Reply(429, {"error": "slow down"}, headers={"Retry-After": "3"}), Reply(200, [1])
    )
    retry = policy()
    assert request_json("demo", "GET", fake_server.url, retry=retry) == [1]
    assert retry.sleep.waits == [3.0]


def test_429_every_time_raises_rate_limit_error_naming_provider(fake_server):
    fake_server.queue(
        *[Reply(429, {"error": {"message": "quota"}}, headers={"Retry-After": "0"})] * 3
    )
    with pytest.raises(ProviderRateLimitError) as info:
        request_json("demo", "GET", fake_server.url, retry=policy())
    assert info.value.status == 429 and info.value.provider == "demo"
    assert "quota" in str(info.value)
    assert len(fake_server.requests) == 3


def test_500_is_retried_with_backoff(fake_server):
    fake_server.queue(Reply(500, {"error": "boom"}), Reply(200, {"fine": 1}))
    retry = policy()
    assert request_json("demo", "GET", fake_server.url, retry=retry) == {"fine": 1}
    assert retry.sleep.waits == [0.01]


def test_400_is_not_retried(fake_server):
    fake_server.queue(Reply(400, {"error": {"message": "bad model name"}}))
    with pytest.raises(ProviderHTTPError, match="bad model name"):
        request_json("demo", "GET", fake_server.url, retry=policy())
    assert len(fake_server.requests) == 1


def test_timeout_is_typed(fake_server):
    fake_server.queue(*[Reply(200, {}, delay=0.5)] * 2)
    with pytest.raises(ProviderTimeoutError, match=r"no complete reply within timeout=0\.1 s"):
        request_json("demo", "GET", fake_server.url, timeout=0.1, retry=policy(retries=1))


def test_malformed_body_is_a_response_error(fake_server):
    fake_server.queue(Reply(200, raw=b"<html>not json"))
    with pytest.raises(ProviderResponseError, match="not JSON"):
        request_json("demo", "GET", fake_server.url, retry=policy())


@pytest.mark.parametrize(
    ("header", "expected"),
    [("7", 7.0), ("0", 0.0), ("-3", 0.0), ("", None), (None, None), ("soon", None)],
)
def test_retry_after_parsing(header, expected):
    assert retry_after_seconds(header) == expected


def test_retry_after_http_date():
    assert retry_after_seconds("Wed, 21 Oct 2015 07:28:10 GMT", now=1445412480.0) == 10.0


# --------------------------------------------------------------------------- the deadline


def test_a_trickled_body_is_cut_off_at_the_deadline(fake_server):
    # One byte every 50 ms: each read is quick, so only a whole-attempt deadline stops it.
    fake_server.queue(Reply(200, {"padding": "x" * 200}, trickle=0.05))
    started = time.monotonic()
    with pytest.raises(ProviderTimeoutError) as info:
        request_json("demo", "GET", fake_server.url, timeout=0.3, retry=policy(retries=0))
    assert time.monotonic() - started < 1.5  # the whole body would take over 10 s
    assert "timeout=0.3 s" in info.value.message


def test_errors_name_the_settings_to_change():
    hints = Hints("LLM_TIMEOUT", "OPENAI_BASE_URL")
    with pytest.raises(ProviderConnectionError) as info:
        request_json(
            "openai", "GET", "http://127.0.0.1:9/v1/x", retry=policy(retries=0), hints=hints
        )
    assert "could not reach http://127.0.0.1:9" in info.value.message
    assert "OPENAI_BASE_URL" in info.value.message
    assert hints.timeout_message(60, "http://127.0.0.1:9/v1") == (
        "no complete reply within LLM_TIMEOUT=60 s from http://127.0.0.1:9/v1 "
        "(set LLM_TIMEOUT to allow longer, or OPENAI_BASE_URL to another server)"
    )


# --------------------------------------------------------------------------- attempts and keys


def test_every_attempt_is_recorded_even_when_the_call_fails(fake_server):
    fake_server.queue(Reply(500, {"error": "a"}), Reply(502, raw=b"<html>Bad Gateway</html>"))
    attempts = []
    with pytest.raises(ProviderHTTPError, match="Bad Gateway") as info:
        request_json("demo", "GET", fake_server.url, retry=policy(retries=1), attempts=attempts)
    assert info.value.status == 502
    assert attempts == [
        {"attempt": 1, "outcome": "http_500", "wait_s": 0.01},
        {"attempt": 2, "outcome": "http_502"},
    ]


@pytest.mark.parametrize("key", ["sk-live-abc123", "plainkeywithnoprefix", "k/ey+with=chars"])
def test_a_key_echoed_in_an_error_body_is_redacted_in_every_form(fake_server, key):
    echo = f"bad key {key}, escaped {json.dumps(key)[1:-1]}, encoded {quote(key, safe='')}"
    fake_server.queue(Reply(401, {"error": {"message": echo}}))
    with pytest.raises(ProviderHTTPError) as info:
        request_json("demo", "GET", fake_server.url, retry=policy(), secrets=[key])
    text = str(info.value)
    assert key not in text and quote(key, safe="") not in text
    assert text.count(REDACTED) == 3


def test_redact_secrets_ignores_empty_secrets():
    assert redact_secrets("nothing to hide", [None, ""]) == "nothing to hide"


def test_run_with_retries_stops_at_a_non_retryable_error():
    calls = []

    def attempt():
        calls.append(1)
        raise ProviderResponseError("demo", 200, "body is not JSON")

    record = []
    with pytest.raises(ProviderResponseError):
        run_with_retries(attempt, policy(), record=record)
    assert len(calls) == 1 and record == [{"attempt": 1, "outcome": "bad_body"}]


# --------------------------------------------------------------------------- the session


def test_the_session_builds_one_client_lazily_and_shares_it_across_threads():
    session = HttpSession(1.0)
    assert session._client is None  # nothing is built until a request needs it
    with ThreadPoolExecutor(max_workers=4) as pool:
        clients = set(pool.map(lambda _: id(session.client), range(8)))
    assert len(clients) == 1
    session.close()


def test_importing_the_http_module_imports_no_http_library():
    code = "import sys, forecasting_agents.http\nassert 'httpx' not in sys.modules\n"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


# --------------------------------------------------------------------------- reply size


def test_a_compressed_reply_is_decompressed_and_kept_within_the_limit(fake_server, monkeypatch):
    import gzip
    import zlib

    import forecasting_agents.http as http

    monkeypatch.setattr(http, "MAX_REPLY_BYTES", 10_000)
    small = json.dumps({"text": "x" * 5_000}).encode()
    bomb = gzip.compress(json.dumps({"text": "x" * 10_000_000}).encode())  # 10 MB from ~10 KB
    fake_server.queue(
        Reply(200, raw=gzip.compress(small), headers={"content-encoding": "gzip"}),
        Reply(200, raw=zlib.compress(small), headers={"content-encoding": "deflate"}),
        Reply(200, raw=zlib.compress(small, wbits=-15), headers={"content-encoding": "deflate"}),
        Reply(200, raw=gzip.compress(small), headers={"content-encoding": "gzip"}, trickle=0.0001),
        Reply(200, raw=bomb, headers={"content-encoding": "gzip"}),
        Reply(200, raw=b"[" + b"1," * 6_000 + b"1]"),  # uncompressed, 12 KB
        Reply(200, raw=b"not gzip at all", headers={"content-encoding": "gzip"}),
    )
    for _ in range(4):  # gzip, zlib deflate, raw deflate, and gzip one byte at a time
        assert request_json("demo", "GET", fake_server.url, retry=policy()) == json.loads(small)
    for expected in ("larger than 10,000 bytes (once decompressed)",) * 2 + (
        "could not be decompressed",
    ):
        with pytest.raises(ProviderResponseError, match=re.escape(expected)):
            request_json("demo", "GET", fake_server.url, retry=policy())


def test_a_reply_nested_past_pythons_limit_is_not_json_not_a_recursion_error(fake_server):
    deep = b"[" * 100_000 + b"]" * 100_000
    fake_server.queue(Reply(200, raw=deep), Reply(400, raw=deep))
    with pytest.raises(ProviderResponseError, match="not JSON"):
        request_json("demo", "GET", fake_server.url, retry=policy())
    with pytest.raises(ProviderHTTPError):
        request_json("demo", "GET", fake_server.url, retry=policy())


def test_a_redirect_is_refused_not_read_as_data(fake_server):
    fake_server.queue(Reply(302, body={"looks": "like data"}, headers={"location": "http://x/"}))
    with pytest.raises(ProviderResponseError, match="redirected to 'http://x/', which is not"):
        request_json("demo", "GET", fake_server.url, retry=policy())


def test_stacked_unknown_and_non_ascii_header_codings_are_decoded_or_refused(
    fake_server, monkeypatch
):
    import gzip

    import forecasting_agents.http as http

    monkeypatch.setattr(http, "MAX_REPLY_BYTES", 10_000)
    small = json.dumps({"a": 1}).encode()
    twice = gzip.compress(gzip.compress(b'"' + b"0" * 50_000 + b'"'))
    fake_server.queue(
        Reply(200, raw=gzip.compress(small), headers={"content-encoding": "gzip", "x-id": "réq"}),
        Reply(
            200, raw=gzip.compress(gzip.compress(small)), headers={"content-encoding": "gzip, gzip"}
        ),
        Reply(200, raw=twice, headers={"content-encoding": "gzip, gzip"}),
        Reply(200, raw=small, headers={"content-encoding": "br"}),  # read as sent, as httpx does
        Reply(200, raw=small, headers={"content-encoding": "utf-8"}),
        Reply(200, raw=gzip.compress(small)[:-6], headers={"content-encoding": "gzip"}),
    )
    for _ in range(2):
        assert request_json("demo", "GET", fake_server.url, retry=policy()) == {"a": 1}
    with pytest.raises(ProviderResponseError, match="larger than 10,000 bytes"):
        request_json("demo", "GET", fake_server.url, retry=policy())
    for _ in range(2):
        assert request_json("demo", "GET", fake_server.url, retry=policy()) == {"a": 1}
    with pytest.raises(ProviderResponseError, match="could not be decompressed"):  # cut short
        request_json("demo", "GET", fake_server.url, retry=policy())


def test_stacked_codings_just_under_the_cap_are_read_whole_in_small_chunks(monkeypatch):
    import gzip
    import os

    import httpx

    import forecasting_agents.http as http

    monkeypatch.setattr(http, "MAX_REPLY_BYTES", 100_000)
    data = os.urandom(99_999)
    body = gzip.compress(gzip.compress(data))
    chunks = [body[i : i + 7] for i in range(0, len(body), 7)]
    transport = httpx.MockTransport(
        lambda request: httpx.Response(
            200, headers={"content-encoding": "gzip, gzip"}, content=iter(chunks)
        )
    )
    session = http.HttpSession(5, transport)
    try:
        assert session.client.get("http://x/").content == data
    finally:
        session.close()


def test_the_anthropic_client_reports_an_oversized_reply_once_not_as_a_lost_connection(
    fake_server, monkeypatch
):
    import gzip

    import forecasting_agents.http as http
    from forecasting_agents.core._schemas import ChatMessage
    from forecasting_agents.providers._clients import AnthropicClient

    monkeypatch.setattr(http, "MAX_REPLY_BYTES", 10_000)
    body = gzip.compress(json.dumps({"text": "x" * 50_000}).encode())
    fake_server.queue(*[Reply(200, raw=body, headers={"content-encoding": "gzip"})] * 3)
    client = AnthropicClient("m", api_key="a-long-enough-key", base_url=fake_server.url)
    with pytest.raises(ProviderResponseError, match="larger than 10,000 bytes"):
        client.complete([ChatMessage(role="user", content="hi")])
    assert len(fake_server.requests) == 1  # refused, not retried as a connection failure


def test_a_gzip_built_to_inflate_in_the_final_flush_or_trail_junk_stays_bounded(monkeypatch):
    """Two hostile bodies a size check on decoded chunks alone would let through: an inner gzip
    header whose name field (which inflates to nothing) holds the outer layer's output back
    until zlib's unbounded flush, and endless bytes after a gzip's end."""
    import gzip
    import tracemalloc

    import httpx

    import forecasting_agents.http as http

    monkeypatch.setattr(http, "MAX_REPLY_BYTES", 1_000_000)
    empty_deflate = zlib.compress(b"")[2:-4]
    inner = (
        b"\x1f\x8b\x08\x08\0\0\0\0\0\xff" + b"a" * 20_000_000 + b"\0" + empty_deflate + b"\0" * 8
    )
    bodies = {
        "gzip, gzip": [gzip.compress(inner, 9)],
        "gzip": [gzip.compress(b"{}")] + [b"x" * 65_536] * 40,
    }
    for coding, chunks in bodies.items():
        transport = httpx.MockTransport(
            lambda request, chunks=chunks, coding=coding: httpx.Response(
                200, headers={"content-encoding": coding}, content=iter(chunks)
            )
        )
        session = http.HttpSession(30, transport)
        tracemalloc.start()
        try:
            with pytest.raises(httpx.ReadError):  # refused, whichever check sees it first
                session.client.get("http://x/").read()
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
            session.close()
        assert peak < 12_000_000, (coding, peak)
