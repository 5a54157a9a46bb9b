"""HTTP-contract tests for TavilySearchClient against a local fake of Tavily's /search API.

The real SDK talks to the fake server on 127.0.0.1 through the session the client builds, so
these tests exercise the request body the SDK sends, urllib3's retries, the SDK's error
classes and our mapping of all of them onto forecasting_agents.http's ProviderError family.
"""

from __future__ import annotations

from datetime import date

import pytest
from fakeserver import Reply

from forecasting_agents.core._dates import classify_publication
from forecasting_agents.http import (
    ProviderConfigError,
    ProviderConnectionError,
    ProviderHTTPError,
    ProviderRateLimitError,
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
from forecasting_agents.search._executor import ToolExecutor
from forecasting_agents.search._tavily import TavilySearchClient

KEY = "tvly-" + "contract-test-key-0123456789"  # split: no key-shaped literal in git
CUTOFF = date(2025, 2, 20)

PROXY_VARS = (
    "HTTP_PROXY",
    "HTTPS_PROXY",
    "ALL_PROXY",
    "http_proxy",
    "https_proxy",
    "all_proxy",
    "TAVILY_HTTP_PROXY",
    "TAVILY_HTTPS_PROXY",
)


@pytest.fixture(autouse=True)
def no_proxies(monkeypatch):
    """requests honours proxy variables; a developer's proxy must not intercept loopback."""
    for name in PROXY_VARS:
        monkeypatch.delenv(name, raising=False)


def make_client(server, **overrides):
    settings = {
        "api_key": KEY,
        "base_url": server.url,
        "timeout": 2.0,
        "max_retries": 2,
        "retry_backoff": 0.0,
    }
    return TavilySearchClient(**{**settings, **overrides})


def hit(title, url, published=None, score=0.5, content="Summary."):
    item = {"title": title, "url": url, "content": content, "score": score}
    if published is not None:
        item["published_date"] = published
    return item


OK_BODY = {
    "query": "nvidia q4 earnings",
    "response_time": 0.42,
    "results": [
        hit("Preview", "https://www.reuters.com/a", "2025-02-18T10:00:00Z", 0.91, "Analysts..."),
        hit("Results day", "https://www.reuters.com/b", "2025-02-26", 0.88),
        hit("Forum post", "https://www.reddit.com/r/x", "2025-02-10", 0.70),
        hit("Aggregator", "https://www.nasdaq.com/c", "2025-02-12", 0.65),
        hit("Wire, undated", "https://apnews.com/d", None, 0.60),
        hit("RFC date", "https://www.wsj.com/e", "Tue, 18 Feb 2025 14:00:00 GMT", 0.55),
    ],
}


class TestNormalReply:
    def search(self, fake_server, **kwargs):
        fake_server.queue(Reply(200, OK_BODY))
        client = make_client(
            fake_server,
            allowed_domains={"reuters.com", "apnews.com", "wsj.com", "www.reddit.com"},
            blocked_domains={"reddit.com"},
        )
        return client.search("nvidia q4 earnings", **kwargs)

    def test_request_carries_query_cutoff_and_domains(self, fake_server):
        self.search(fake_server, max_results=5, cutoff_date=CUTOFF)
        request = fake_server.requests[0]
        assert (request.method, request.path) == ("POST", "/search")
        body = request.json()
        assert body["query"] == "nvidia q4 earnings"
        assert body["max_results"] == 5
        assert body["end_date"] == "2025-02-19"  # Tavily's end date is inclusive
        assert body["include_domains"] == ["apnews.com", "reddit.com", "reuters.com", "wsj.com"]
        assert body["exclude_domains"] == ["reddit.com"]
        assert body["topic"] == "news" and body["search_depth"] == "basic"
        assert request.headers["authorization"] == f"Bearer {KEY}"
        assert KEY not in request.body.decode()

    def test_results_are_mapped_and_filtered_locally(self, fake_server):
        results = self.search(fake_server, max_results=5, cutoff_date=CUTOFF)
        # Dropped here although the "provider" returned them: the 2025-02-26 report
        # (post-cutoff), the reddit post (blocked) and nasdaq (not on the allowlist).
        assert [r.title for r in results] == ["Preview", "Wire, undated", "RFC date"]
        first = results[0]
        assert first.url == "https://www.reuters.com/a"
        assert first.snippet == "Analysts..."
        assert first.published == "2025-02-18"
        assert first.score == pytest.approx(0.91)
        assert results[1].published is None
        assert results[2].published == "2025-02-18"

    def test_no_cutoff_sends_no_end_date(self, fake_server):
        results = self.search(fake_server)
        assert "end_date" not in fake_server.requests[0].json()
        assert "Results day" in [r.title for r in results]

    def test_cutoff_as_string(self, fake_server):
        self.search(fake_server, cutoff_date="2025-03-01")
        assert fake_server.requests[0].json()["end_date"] == "2025-02-28"

    def test_local_truncation_to_max_results(self, fake_server):
        results = self.search(fake_server, max_results=1)
        assert [r.title for r in results] == ["Preview"]

    def test_no_policy_sends_no_domain_lists(self, fake_server):
        fake_server.queue(Reply(200, {"results": []}))
        assert make_client(fake_server).search("anything") == []
        body = fake_server.requests[0].json()
        assert "include_domains" not in body and "exclude_domains" not in body

    def test_unparseable_date_is_kept_for_downstream_counting(self, fake_server):
        fake_server.queue(Reply(200, {"results": [hit("Odd", "https://ft.com/x", "yesterday")]}))
        results = make_client(fake_server).search("q", cutoff_date=CUTOFF)
        assert [r.published for r in results] == ["yesterday"]


class TestRetries:
    def test_429_with_retry_after_then_success(self, fake_server):
        fake_server.queue(
            Reply(429, {"detail": {"error": "slow down"}}, headers={"Retry-After": "0"}),
            Reply(200, OK_BODY),
        )
        results = make_client(fake_server).search("q")
        assert len(fake_server.requests) == 2
        assert results[0].title == "Preview"

    def test_500_then_success(self, fake_server):
        fake_server.queue(Reply(500, {"detail": {"error": "boom"}}), Reply(200, OK_BODY))
        assert make_client(fake_server).search("q")
        assert len(fake_server.requests) == 2

    def test_persistent_500_is_an_http_error_after_every_retry(self, fake_server):
        fake_server.queue(*[Reply(500, {"detail": {"error": "index unavailable"}})] * 3)
        with pytest.raises(ProviderHTTPError) as info:
            make_client(fake_server).search("q")
        assert (info.value.provider, info.value.status) == ("tavily", 500)
        assert "index unavailable" in info.value.message
        assert len(fake_server.requests) == 3

    def test_persistent_429_is_a_rate_limit_error(self, fake_server):
        fake_server.queue(
            *[Reply(429, {"detail": {"error": "quota"}}, headers={"Retry-After": "0"})] * 2
        )
        with pytest.raises(ProviderRateLimitError) as info:
            make_client(fake_server, max_retries=1).search("q")
        assert info.value.status == 429 and "quota" in info.value.message
        assert len(fake_server.requests) == 2

    def test_timeout_is_typed(self, fake_server):
        fake_server.queue(*[Reply(200, OK_BODY, delay=0.6)] * 2)
        with pytest.raises(ProviderTimeoutError) as info:
            make_client(fake_server, timeout=0.2, max_retries=1).search("q")
        assert info.value.status is None and "0.2 s" in info.value.message
        assert len(fake_server.requests) == 2

    def test_unreachable_host_is_a_connection_error(self):
        client = TavilySearchClient(api_key=KEY, base_url="http://127.0.0.1:9", max_retries=0)
        with pytest.raises(ProviderConnectionError, match="could not reach"):
            client.search("q")

    def test_retries_follow_the_project_policy_and_cap_retry_after(self, fake_server):
        waits = []
        policy = RetryPolicy(backoff_base=0.01, sleep=waits.append)
        fake_server.queue(
            Reply(429, {"detail": {"error": "slow"}}, headers={"Retry-After": "3600"}),
            Reply(503, {"detail": {"error": "busy"}}),
            Reply(200, OK_BODY),
        )
        client = make_client(fake_server, max_retries=3, retry=policy, retry_backoff=None)
        assert client.retry.max_retries == 3
        assert client.search("q")
        assert waits == [30.0, 0.02]  # Retry-After capped at max_wait, then backoff
        assert client.last_call_attempts == [
            {"attempt": 1, "outcome": "http_429", "wait_s": 30.0},
            {"attempt": 2, "outcome": "http_503", "wait_s": 0.02},
            {"attempt": 3, "outcome": "ok"},
        ]

    def test_one_pooled_connection_serves_every_search(self, fake_server):
        fake_server.queue(Reply(200, OK_BODY), Reply(200, OK_BODY))
        client = make_client(fake_server)
        client.search("a")
        client.search("b")
        first, second = fake_server.requests
        assert first.peer_port == second.peer_port  # the second search reused the connection

    def test_base_url_from_environment(self, monkeypatch, fake_server):
        monkeypatch.setenv("TAVILY_BASE_URL", fake_server.url)
        fake_server.queue(Reply(200, {"results": []}))
        client = TavilySearchClient(api_key=KEY)
        assert client.search("q") == [] and client.base_url == fake_server.url
        assert len(fake_server.requests) == 1


class TestErrors:
    def test_401_is_not_retried_and_never_shows_the_key(self, fake_server):
        echo = {"detail": {"error": f"Unauthorized: invalid API key {KEY}"}}
        fake_server.queue(Reply(401, echo))
        with pytest.raises(ProviderHTTPError) as info:
            make_client(fake_server).search("q")
        error = info.value
        assert not isinstance(error, ProviderRateLimitError)
        assert (error.provider, error.status) == ("tavily", 401)
        assert "TAVILY_API_KEY" in error.message
        assert KEY not in str(error) and KEY not in error.message
        assert error.__cause__ is None
        assert len(fake_server.requests) == 1

    @pytest.mark.parametrize(("status", "text"), [(400, "query too long"), (432, "plan limit")])
    def test_client_errors_keep_status_and_detail(self, fake_server, status, text):
        fake_server.queue(Reply(status, {"detail": {"error": text}}))
        with pytest.raises(ProviderHTTPError) as info:
            make_client(fake_server).search("q")
        assert info.value.status == status and text in info.value.message
        assert len(fake_server.requests) == 1

    @pytest.mark.parametrize(
        ("reply", "fragment"),
        [
            (Reply(200, raw=b"<html>gateway</html>"), "not JSON"),
            (Reply(200, [1, 2]), "JSON object"),
            (Reply(200, {"answer": "yes"}), "'results'"),
            (Reply(200, {"results": "none"}), "'results'"),
            (Reply(202, {"results": []}), "expected 200"),
            (Reply(200, {"results": ["https://ft.com"]}), "results[0]"),
            (Reply(200, {"results": [{"title": "no url"}]}), "results[0].url"),
            (Reply(200, {"results": [hit(3, "https://ft.com")]}), "results[0].title"),
            (Reply(200, {"results": [hit("t", "https://ft.com", score="high")]}), "score"),
            (Reply(200, {"results": [hit("t", "https://ft.com", published=20250218)]}), "date"),
        ],
    )
    def test_malformed_body_is_a_response_error(self, fake_server, reply, fragment):
        fake_server.queue(reply)
        with pytest.raises(ProviderResponseError) as info:
            make_client(fake_server).search("q", cutoff_date=CUTOFF)
        assert info.value.provider == "tavily"
        assert fragment in info.value.message
        assert len(fake_server.requests) == 1

    def test_executor_logs_a_provider_failure_without_the_key(self, fake_server):
        fake_server.queue(Reply(401, {"detail": {"error": f"bad key {KEY}"}}))
        executor = ToolExecutor(search=make_client(fake_server))
        assert executor.execute_search("q", cutoff_date=CUTOFF) == []
        entry = executor.execution_log[0]
        assert entry.status == "error" and entry.client == "TavilySearchClient"
        assert entry.error.startswith("ProviderHTTPError: tavily: HTTP 401")
        assert KEY not in entry.error and KEY not in entry.result_preview


class TestConfiguration:
    def test_missing_key_names_the_variable_and_the_mock(self):
        with pytest.raises(ProviderConfigError) as info:
            TavilySearchClient()
        assert "TAVILY_API_KEY" in info.value.message and "mock" in info.value.message

    def test_key_from_environment(self, monkeypatch, fake_server):
        monkeypatch.setenv("TAVILY_API_KEY", KEY)
        fake_server.queue(Reply(200, {"results": []}))
        TavilySearchClient(base_url=fake_server.url).search("q")
        assert fake_server.requests[0].headers["authorization"] == f"Bearer {KEY}"

    @pytest.mark.parametrize(
        ("setting", "value"),
        [
            ("timeout", 0),
            ("max_retries", -1),
            ("search_depth", "deep"),
            ("topic", "sports"),
            ("retry_backoff", -1.0),
        ],
    )
    def test_bad_settings_fail_at_construction(self, setting, value):
        with pytest.raises(ProviderConfigError, match=setting):
            TavilySearchClient(api_key=KEY, **{setting: value})

    def test_bad_domain_entry_fails_at_construction(self):
        with pytest.raises(ValueError, match=r"reuters\.com/markets"):
            TavilySearchClient(api_key=KEY, allowed_domains=["reuters.com/markets"])

    def test_repr_hides_the_key(self, fake_server):
        assert KEY not in repr(make_client(fake_server))


def test_one_instant_gets_one_utc_date_in_either_format(fake_server):
    """23:30 on the 19th in California is the 20th in UTC, in ISO and in RFC 2822 alike, so a
    2025-02-20 cutoff drops both (it used to keep the RFC form, read as the local day)."""
    same_instant = [
        hit("ISO", "https://www.reuters.com/iso", "2025-02-19T23:30:00-08:00"),
        hit("RFC", "https://www.reuters.com/rfc", "Wed, 19 Feb 2025 23:30:00 -0800"),
        hit("Earlier", "https://www.reuters.com/ok", "Wed, 19 Feb 2025 15:00:00 -0800"),
    ]
    fake_server.queue(Reply(200, {"results": same_instant}))
    results = make_client(fake_server).search("q", max_results=5)
    assert [(r.title, r.published) for r in results] == [
        ("ISO", "2025-02-20"),
        ("RFC", "2025-02-20"),
        ("Earlier", "2025-02-19"),
    ]
    assert {classify_publication(r.published, "2025-02-20") for r in results[:2]} == {
        "on_or_after_cutoff"
    }


# The key "k" is shorter than a secret the masks look for.
@pytest.mark.filterwarnings("ignore::forecasting_agents.core._secrets.ShortSecretWarning")
def test_every_live_client_keeps_the_retry_policy_it_is_given():
    """The one retry contract: a policy passed as ``retry`` is used as given, by every client."""
    policy = RetryPolicy(max_retries=5, backoff_base=0.25)
    clients = [TavilySearchClient(api_key=KEY, retry=policy)]
    for cls in (OpenAIClient, OpenRouterClient, GoogleClient, AnthropicClient):
        clients.append(cls("m", api_key="k", base_url="http://x.invalid", retry=policy))
    clients.append(OllamaClient("m", base_url="http://x.invalid", retry=policy))
    for client in clients:
        assert (client.retry.max_retries, client.retry.backoff_base) == (5, 0.25), client
    assert TavilySearchClient(api_key=KEY, retry=policy, max_retries=1).retry.max_retries == 1
