"""Contract tests for the shared retry layer in agent_http, against a local fake server."""

from __future__ import annotations

import pytest
from fakeserver import Reply

from agent_http import (
    ProviderHTTPError,
    ProviderRateLimitError,
    ProviderResponseError,
    ProviderTimeoutError,
    RetryPolicy,
    request_json,
    retry_after_seconds,
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
