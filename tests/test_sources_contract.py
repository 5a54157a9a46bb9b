"""HTTP-contract tests for the question sources against a fake of each API on 127.0.0.1.

Each client (Polymarket, Metaculus, Manifold, Kalshi) speaks its wire format to the scripted
server of ``fakeserver.py``: paging (two pages, then an empty one), a 429 with ``Retry-After`` then
success, a 5xx then success, a malformed body, and the markets each one must skip with a reason.
The Metaculus token is checked to go to Metaculus only and to appear in no error, file or output,
and the ``questions`` command is run end to end through ``main``. Retries wait through a recording
``sleep``, so nothing here sleeps, and no test reaches the internet.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from fakeserver import Reply

from forecasting_agents.cli import main
from forecasting_agents.core._formats import load_questions
from forecasting_agents.core._text import REDACTED
from forecasting_agents.http import (
    ProviderConfigError,
    ProviderHTTPError,
    ProviderResponseError,
    RetryPolicy,
)
from forecasting_agents.sources._kalshi import kalshi_questions
from forecasting_agents.sources._manifold import manifold_questions
from forecasting_agents.sources._markets import QuestionQuery
from forecasting_agents.sources._metaculus import metaculus_questions
from forecasting_agents.sources._polymarket import polymarket_questions

AS_OF = date(2025, 3, 1)
MS = 1000  # Manifold times are epoch milliseconds
T_2024_06_01 = 1_717_200_000  # 2024-06-01T00:00:00Z
T_2025_06_01 = 1_748_736_000
T_2025_01_10 = 1_736_467_200


@pytest.fixture(autouse=True)
def no_proxies(monkeypatch):
    """httpx honours proxy variables; a developer's proxy must not intercept loopback."""
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "ALL_PROXY", "http_proxy", "https_proxy"):
        monkeypatch.delenv(name, raising=False)


def fast(waits: list[float] | None = None) -> RetryPolicy:
    """Retries that record their waits instead of sleeping."""
    log = waits if waits is not None else []
    return RetryPolicy(max_retries=2, backoff_base=0.001, max_wait=30.0, sleep=log.append)


def query(**overrides: Any) -> QuestionQuery:
    return QuestionQuery(**{"as_of": AS_OF, **overrides})


def params(request) -> dict[str, list[str]]:
    return parse_qs(urlsplit(request.path).query)


# --------------------------------------------------------------------------- wire formats


def metaculus_post(ident: int, **question: Any) -> dict[str, Any]:
    body = {
        "id": ident + 1000,
        "title": f"Will event {ident} happen?",
        "type": "binary",
        "status": "open",
        "open_time": "2024-06-01T00:00:00Z",
        "scheduled_close_time": "2025-06-01T00:00:00Z",
        "scheduled_resolve_time": "2025-06-02T00:00:00Z",
        "actual_close_time": None,
        "actual_resolve_time": None,
        "resolution": None,
        "resolution_criteria": "Resolves YES if it happens.",
        "fine_print": "Official sources only.",
        "description": "Background text.",
        "aggregations": {"recency_weighted": {"latest": {"centers": [0.3]}, "history": []}},
    }
    return {"id": ident, "title": f"Post {ident}", "question": {**body, **question}}


def resolved_post(ident: int, resolution: str, **question: Any) -> dict[str, Any]:
    return metaculus_post(
        ident,
        status="resolved",
        resolution=resolution,
        actual_close_time="2025-01-20T00:00:00Z",
        actual_resolve_time="2025-01-20T12:00:00Z",
        **question,
    )


def manifold_market(ident: str, **fields: Any) -> dict[str, Any]:
    body = {
        "id": ident,
        "question": f"Will market {ident} resolve YES?",
        "url": f"https://manifold.markets/someone/market-{ident.lower()}",
        "outcomeType": "BINARY",
        "probability": 0.62,
        "createdTime": T_2024_06_01 * MS,
        "closeTime": T_2025_06_01 * MS,
        "isResolved": False,
        "textDescription": "Resolves YES if the thing happens.",
    }
    return {**body, **fields}


def kalshi_market(ticker: str, **fields: Any) -> dict[str, Any]:
    body = {
        "ticker": ticker,
        "title": "Will the high temperature in NYC be >85° on Jun 1, 2025?",
        "rules_primary": "If the high is above 85°, the market resolves to Yes.",
        "open_time": "2024-06-01T14:00:00Z",
        "close_time": "2025-06-01T03:59:00Z",
        "expected_expiration_time": "2025-06-01T14:00:00Z",
        "status": "active",
        "last_price_dollars": "0.5600",
        "result": "",
        "market_type": "binary",
        "volume": 120,
    }
    return {**body, **fields}


def gamma_market(ident: str, **fields: Any) -> dict[str, Any]:
    body = {
        "id": ident,
        "question": f"Will Gamma market {ident} happen?",
        "description": "Resolves Yes if it happens.",
        "outcomes": '["Yes", "No"]',
        "outcomePrices": '["0.4", "0.6"]',
        "active": True,
        "closed": False,
        "startDate": "2024-06-01T00:00:00Z",
        "endDate": "2025-06-01T00:00:00Z",
    }
    return {**body, **fields}


@dataclass
class Source:
    """One question source: its client, its URL variable, and its pages in its wire format."""

    name: str
    fetch: Callable[..., Any]
    url_env: str
    page: Callable[[list[Any], int], Any]  # (markets, page number) -> body
    empty: Any
    market: Callable[[int], Any]

    def pages(self, *batches: list[Any]) -> list[Reply]:
        """The batches as successive pages, then an empty page."""
        replies = [Reply(200, self.page(batch, n)) for n, batch in enumerate(batches, 1)]
        return [*replies, Reply(200, self.empty)]


def kalshi_page(markets: list[Any], number: int) -> dict[str, Any]:
    return {"markets": markets, "cursor": f"cursor-{number}"}


SOURCES = [
    Source(
        "polymarket",
        polymarket_questions,
        "POLYMARKET_API_URL",
        lambda markets, n: markets,
        [],
        lambda i: gamma_market(str(i)),
    ),
    Source(
        "metaculus",
        metaculus_questions,
        "METACULUS_API_URL",
        lambda posts, n: {"results": posts, "next": "more"},
        {"results": [], "next": None},
        metaculus_post,
    ),
    Source(
        "manifold",
        manifold_questions,
        "MANIFOLD_API_URL",
        lambda markets, n: markets,
        [],
        lambda i: manifold_market(f"m{i}"),
    ),
    Source(
        "kalshi",
        kalshi_questions,
        "KALSHI_API_URL",
        kalshi_page,
        {"markets": [], "cursor": ""},
        lambda i: kalshi_market(f"KX-{i}"),
    ),
]
BY_NAME = {source.name: source for source in SOURCES}


def run(source: Source, server, **kwargs: Any):
    attempts: list[dict[str, Any]] = []
    result = source.fetch(
        kwargs.pop("q", query()), base_url=server.url, retry=kwargs.pop("retry", fast()),
        attempts=attempts, **kwargs,
    )  # fmt: skip
    return result, attempts


# --------------------------------------------------------------------------- every source


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_a_listing_pages_until_an_empty_page(source, fake_server):
    fake_server.queue(*source.pages([source.market(1), source.market(2)], [source.market(3)]))
    result, _ = run(source, fake_server)
    assert len(result.questions) == 3 and result.skipped == [] and result.notes == []
    assert len(fake_server.requests) == 3
    pages = [params(r) for r in fake_server.requests]
    if source.name == "kalshi":
        assert [p.get("cursor") for p in pages] == [None, ["cursor-1"], ["cursor-2"]]
        assert {p["status"][0] for p in pages} == {"open"}
    else:
        assert [p["offset"] for p in pages] == [["0"], ["2"], ["3"]]
    first = result.questions[0]
    assert first.category == source.name and first.metadata["source"] == source.name
    assert first.question.cutoff_date == AS_OF.isoformat() and first.outcome is None
    assert 0 <= first.question.current_market_price <= 1


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_a_listing_stops_requesting_once_the_limit_is_reached(source, fake_server):
    fake_server.queue(*source.pages([source.market(1), source.market(2), source.market(3)]))
    result, _ = run(source, fake_server, q=query(limit=2))
    assert [q.question_id for q in result.questions][-1].endswith("2")
    assert len(fake_server.requests) == 1  # no second page asked for


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_429_waits_for_retry_after_then_succeeds(source, fake_server):
    waits: list[float] = []
    fake_server.queue(
        Reply(429, {"error": "slow down"}, headers={"Retry-After": "7"}),
        *source.pages([source.market(1)]),
    )
    result, attempts = run(source, fake_server, retry=fast(waits))
    assert len(result.questions) == 1
    assert waits == [7.0]  # the server's wait, not the backoff
    assert [a["outcome"] for a in attempts] == ["http_429", "ok", "ok"]


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_5xx_then_success(source, fake_server):
    fake_server.queue(Reply(503, {"error": "busy"}), *source.pages([source.market(1)]))
    result, attempts = run(source, fake_server)
    assert len(result.questions) == 1
    assert [a["outcome"] for a in attempts][:2] == ["http_503", "ok"]


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_a_body_that_is_not_json_is_a_response_error(source, fake_server):
    fake_server.queue(Reply(200, raw=b'{"results": [1, 2'))
    with pytest.raises(ProviderResponseError, match="body is not JSON") as info:
        run(source, fake_server)
    assert info.value.provider == source.name


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_a_page_of_the_wrong_shape_is_a_clear_response_error(source, fake_server):
    fake_server.queue(Reply(200, {"unexpected": True} if source.name != "metaculus" else [1]))
    with pytest.raises(ProviderResponseError, match="expected") as info:
        run(source, fake_server)
    assert info.value.status == 200 and info.value.provider == source.name


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_an_id_the_source_does_not_have_is_skipped_not_fatal(source, fake_server):
    ident = {"polymarket": "12", "metaculus": "12", "manifold": "abc12", "kalshi": "KX-12"}
    fake_server.queue(Reply(404, {"error": "not found"}))
    result, _ = run(source, fake_server, q=query(ids=(ident[source.name],), selection="any"))
    assert result.questions == []
    assert result.skipped == [
        (f"{source.name}-{ident[source.name]}", "not found (HTTP 404): check the id")
    ]


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_a_bad_base_url_is_a_config_error_naming_the_variable(source, monkeypatch):
    monkeypatch.setenv(source.url_env, "ftp://user:hunter2@example.invalid")
    with pytest.raises(ProviderConfigError) as info:
        source.fetch(query())
    assert source.url_env in str(info.value) and "hunter2" not in str(info.value)


@pytest.mark.parametrize("source", SOURCES, ids=lambda s: s.name)
def test_every_market_of_a_listing_is_written_or_reported(source, fake_server):
    junk = ["not an object", {"no": "id"}, source.market(1), source.market(1)]
    fake_server.queue(*source.pages(junk))
    result, _ = run(source, fake_server)
    assert len(result.questions) == 1
    reasons = [reason for _, reason in result.skipped]
    assert len(reasons) == 3 and "listed twice" in reasons[-1]
    assert result.skipped[0][0] == f"{source.name}-item-1"


# --------------------------------------------------------------------------- Metaculus


def test_metaculus_request_asks_for_binary_posts_with_the_community_prediction(fake_server):
    fake_server.queue(*BY_NAME["metaculus"].pages([metaculus_post(1)]))
    q = query(search="  inflation ", tournament="aibq2", selection="resolved")
    metaculus_questions(q, base_url=fake_server.url, retry=fast())
    request = fake_server.requests[0]
    assert urlsplit(request.path).path == "/api/posts/"
    sent = params(request)
    assert sent["forecast_type"] == ["binary"] and sent["with_cp"] == ["true"]
    assert sent["statuses"] == ["resolved"] and sent["tournaments"] == ["aibq2"]
    assert sent["search"] == ["inflation"] and sent["limit"] == ["20"]


def test_metaculus_skips_groups_conditionals_and_non_binary_posts_saying_so(fake_server):
    posts = [
        {"id": 5, "title": "Group", "group_of_questions": {"questions": []}},
        {"id": 6, "title": "If A then B?", "conditional": {"condition": {}}},
        metaculus_post(7, type="numeric"),
        {"id": 8, "notebook": {"markdown": "essay"}},
        metaculus_post(9),
    ]
    fake_server.queue(*BY_NAME["metaculus"].pages(posts))
    result = metaculus_questions(query(), base_url=fake_server.url, retry=fast())
    assert [q.question_id for q in result.questions] == ["metaculus-9"]
    skipped = dict(result.skipped)
    assert "group of questions" in skipped["metaculus-5"]
    assert "conditional pair" in skipped["metaculus-6"]
    assert skipped["metaculus-7"] == "a 'numeric' question, not binary"
    assert "notebook" in skipped["metaculus-8"]


def test_metaculus_resolved_questions_and_the_ones_that_are_not_yes_or_no(fake_server):
    history = [
        {"start_time": T_2024_06_01, "end_time": T_2025_01_10, "centers": [0.2]},
        {"start_time": T_2025_01_10, "end_time": None, "centers": [0.8]},
    ]
    posts = [
        resolved_post(1, "yes", aggregations={"recency_weighted": {"history": history}}),
        resolved_post(2, "no"),
        resolved_post(3, "annulled"),
        resolved_post(4, "ambiguous"),
        metaculus_post(5),
    ]
    fake_server.queue(*BY_NAME["metaculus"].pages(posts))
    result = metaculus_questions(
        query(selection="resolved"), base_url=fake_server.url, retry=fast()
    )
    yes, no = result.questions
    assert (yes.outcome, no.outcome) == (1.0, 0.0)
    # Cutoff: seven days before it closed (2025-01-20); the price is the one in effect then.
    assert yes.question.cutoff_date == "2025-01-13" and yes.resolution_date == "2025-01-20"
    assert yes.question.current_market_price == 0.8
    assert no.question.current_market_price is None  # no history: no honest price at the cutoff
    assert yes.outcome_source == "https://www.metaculus.com/questions/1/"
    skipped = dict(result.skipped)
    assert skipped["metaculus-3"].startswith("resolved annulled: no yes/no outcome")
    assert skipped["metaculus-4"].startswith("resolved ambiguous: no yes/no outcome")
    assert skipped["metaculus-5"] == "still open: not resolved yet"


def test_metaculus_description_is_criteria_then_fine_print_then_background(fake_server):
    fake_server.queue(Reply(200, metaculus_post(3)))
    result = metaculus_questions(query(ids=("3",), selection="any"), base_url=fake_server.url)
    assert urlsplit(fake_server.requests[0].path).path == "/api/posts/3/"
    assert result.questions[0].question.description == (
        "Resolution criteria: Resolves YES if it happens. Fine print: Official sources only. "
        "Background: Background text."
    )


def test_metaculus_sends_its_token_in_the_authorization_header(fake_server, monkeypatch):
    token = secrets.token_hex(20)
    monkeypatch.setenv("METACULUS_TOKEN", token)
    fake_server.queue(*BY_NAME["metaculus"].pages([metaculus_post(1)]))
    metaculus_questions(query(), base_url=fake_server.url, retry=fast())
    assert {r.headers.get("authorization") for r in fake_server.requests} == {f"Token {token}"}


def test_no_token_no_authorization_header(fake_server):
    fake_server.queue(*BY_NAME["metaculus"].pages([metaculus_post(1)]))
    metaculus_questions(query(), base_url=fake_server.url, retry=fast())
    assert all("authorization" not in r.headers for r in fake_server.requests)


def test_a_token_that_cannot_be_a_header_is_refused_unsent(fake_server):
    with pytest.raises(ProviderConfigError, match="METACULUS_TOKEN holds spaces") as info:
        metaculus_questions(query(), token="abc def\nghi", base_url=fake_server.url)
    assert "abc" not in str(info.value) and fake_server.requests == []


@pytest.mark.parametrize(
    "source", [s for s in SOURCES if s.name != "metaculus"], ids=lambda s: s.name
)
def test_the_metaculus_token_goes_to_no_other_source(source, fake_server, monkeypatch):
    monkeypatch.setenv("METACULUS_TOKEN", secrets.token_hex(20))
    fake_server.queue(*source.pages([source.market(1)]))
    run(source, fake_server)
    assert all("authorization" not in r.headers for r in fake_server.requests)


def test_a_token_echoed_back_never_reaches_an_error(fake_server, monkeypatch):
    token = secrets.token_hex(20)
    monkeypatch.setenv("METACULUS_TOKEN", token)
    fake_server.queue(*[Reply(503, echo_headers=True)] * 3)
    with pytest.raises(ProviderHTTPError) as info:
        metaculus_questions(query(), base_url=fake_server.url, retry=fast())
    assert token not in str(info.value) and token not in repr(info.value)


def test_a_rejected_token_names_the_variable(fake_server, monkeypatch):
    monkeypatch.setenv("METACULUS_TOKEN", secrets.token_hex(20))
    fake_server.queue(Reply(403, {"detail": "Invalid token."}))
    with pytest.raises(ProviderHTTPError, match="check METACULUS_TOKEN") as info:
        metaculus_questions(query(), base_url=fake_server.url, retry=fast())
    assert info.value.status == 403


# --------------------------------------------------------------------------- Manifold


def test_manifold_search_request_and_resolutions(fake_server):
    markets = [
        manifold_market("a1", isResolved=True, resolution="YES", resolutionTime=T_2025_01_10 * MS),
        manifold_market("a2", isResolved=True, resolution="NO", resolutionTime=T_2025_01_10 * MS),
        manifold_market("a3", isResolved=True, resolution="MKT", resolutionTime=T_2025_01_10 * MS),
        manifold_market("a4", isResolved=True, resolution="CANCEL"),
        manifold_market("a5", outcomeType="MULTIPLE_CHOICE"),
        manifold_market("a6", isResolved="no"),
    ]
    fake_server.queue(*BY_NAME["manifold"].pages(markets))
    q = query(search="rain", selection="resolved", days_before_close=3)
    result = manifold_questions(q, base_url=fake_server.url, retry=fast())
    sent = params(fake_server.requests[0])
    assert urlsplit(fake_server.requests[0].path).path == "/v0/search-markets"
    assert sent["term"] == ["rain"] and sent["filter"] == ["resolved"]
    assert sent["contractType"] == ["BINARY"]
    yes, no = result.questions
    assert (yes.outcome, no.outcome) == (1.0, 0.0)
    assert yes.question.cutoff_date == "2025-01-07" and yes.resolution_date == "2025-01-10"
    assert yes.question.current_market_price is None  # a resolved market's price knows the answer
    assert yes.metadata["url"] == "https://manifold.markets/someone/market-a1"
    skipped = dict(result.skipped)
    assert skipped["manifold-a3"].startswith("resolved at a probability (MKT)")
    assert skipped["manifold-a4"].startswith("resolved as cancelled (CANCEL)")
    assert skipped["manifold-a5"] == "a 'MULTIPLE_CHOICE' market, not BINARY"
    assert "isResolved" in skipped["manifold-a6"]


def test_manifold_fetches_the_description_only_for_markets_it_writes(fake_server):
    bare = manifold_market("b1", textDescription=None)
    skipped_one = manifold_market("b2", outcomeType="POLL", textDescription=None)
    fake_server.queue(
        Reply(200, [skipped_one, bare]),
        Reply(200, manifold_market("b1", textDescription="Full <i>criteria</i> here.")),
        Reply(200, []),
    )
    result = manifold_questions(query(), base_url=fake_server.url, retry=fast())
    paths = [urlsplit(r.path).path for r in fake_server.requests]
    assert paths == ["/v0/search-markets", "/v0/market/b1", "/v0/search-markets"]
    assert result.questions[0].question.description == "Full criteria here."


# --------------------------------------------------------------------------- Kalshi


ENDED = {"close_time": "2025-01-20T00:00:00Z", "expected_expiration_time": "2025-01-20T12:00:00Z"}


def test_kalshi_markets_prices_and_results(fake_server):
    fake_server.queue(
        Reply(200, {"market": kalshi_market("KXA-1", yes_sub_title="85° or above")}),
        Reply(200, {"market": kalshi_market("KXA-2", volume=0)}),
        Reply(200, {"market": kalshi_market("KXA-3", market_type="scalar")}),
        Reply(200, {"market": kalshi_market("KXA-4", status="settled", result="yes", **ENDED)}),
        Reply(200, {"market": kalshi_market("KXA-5", status="settled", result="void")}),
    )
    ids = ("KXA-1", "KXA-2", "KXA-3", "KXA-4", "KXA-5")
    result = kalshi_questions(query(ids=ids, selection="any"), base_url=fake_server.url)
    paths = [urlsplit(r.path).path for r in fake_server.requests]
    assert paths == [f"/trade-api/v2/markets/{ticker}" for ticker in ids]
    first, untraded, settled = result.questions
    assert first.question.question == (
        "Will the high temperature in NYC be more than 85° on Jun 1, 2025? [85° or above]"
    )
    assert first.question.current_market_price == 0.56
    assert untraded.question.current_market_price is None
    assert settled.outcome == 1.0 and settled.question.cutoff_date == "2025-01-13"
    assert settled.outcome_source == "https://api.elections.kalshi.com/trade-api/v2/markets/KXA-4"
    skipped = dict(result.skipped)
    assert skipped["kalshi-KXA-3"] == "a 'scalar' market, not binary"
    assert skipped["kalshi-KXA-5"].startswith("resolved with result 'void'")


def test_kalshi_asks_for_settled_markets_when_resolved_ones_are_wanted(fake_server):
    fake_server.queue(Reply(200, {"markets": [], "cursor": ""}))
    result = kalshi_questions(query(selection="resolved"), base_url=fake_server.url, retry=fast())
    assert params(fake_server.requests[0])["status"] == ["settled"] and result.questions == []


def test_kalshi_refuses_a_cursor_that_is_not_a_string(fake_server):
    fake_server.queue(Reply(200, {"markets": [kalshi_market("KX-1")], "cursor": {"x": 1}}))
    with pytest.raises(ProviderResponseError, match="cursor"):
        kalshi_questions(query(), base_url=fake_server.url, retry=fast())


# --------------------------------------------------------------------------- Polymarket


def test_polymarket_closed_markets_resolve_only_at_exact_prices(fake_server):
    markets = [
        gamma_market(
            "1", closed=True, outcomePrices='["1", "0"]', closedTime="2025-01-20 10:00:00+00"
        ),
        gamma_market("2", closed=True, outcomePrices='["0", "1"]', endDate="2025-01-31"),
        gamma_market("3", closed=True, outcomePrices='["0.5", "0.5"]'),
        gamma_market("4", outcomes='["Trump", "Harris"]'),
    ]
    fake_server.queue(*BY_NAME["polymarket"].pages(markets))
    result = polymarket_questions(
        query(selection="resolved"), base_url=fake_server.url, retry=fast()
    )
    assert params(fake_server.requests[0])["closed"] == ["true"]
    one, two = result.questions
    assert (one.outcome, two.outcome) == (1.0, 0.0)
    assert one.resolution_date == "2025-01-20" and one.question.cutoff_date == "2025-01-13"
    skipped = dict(result.skipped)
    assert "not a settled Yes or No" in skipped["polymarket-3"]
    assert "not a Yes/No market" in skipped["polymarket-4"]


def test_polymarket_refuses_a_text_search():
    with pytest.raises(ValueError, match="no text search"):
        polymarket_questions(query(search="election"))


# --------------------------------------------------------------------------- the command


def command(tmp_path, *args: str) -> list[str]:
    return ["questions", *args, "-o", str(tmp_path / "q.jsonl")]


def point(monkeypatch, server, *names: str) -> None:
    for name in names or [s.name for s in SOURCES]:
        monkeypatch.setenv(BY_NAME[name].url_env, server.url)


def test_the_command_writes_a_file_load_questions_reads_back(
    tmp_path, fake_server, monkeypatch, capsys
):
    point(monkeypatch, fake_server, "metaculus")
    posts = [metaculus_post(1), {"id": 2, "group_of_questions": {}}, metaculus_post(3)]
    fake_server.queue(*BY_NAME["metaculus"].pages(posts))
    assert main(command(tmp_path, "metaculus", "--as-of", "2025-03-01", "--limit", "5")) == 0
    out = capsys.readouterr().out
    assert "wrote 2 question(s)" in out and "(open, as of 2025-03-01); 1 skipped" in out
    assert "skipped metaculus-2: a group of questions" in out
    loaded = load_questions(tmp_path / "q.jsonl")
    assert [q.question_id for q in loaded] == ["metaculus-1", "metaculus-3"]
    assert loaded[0].metadata == {
        "source": "metaculus",
        "source_id": "1",
        "url": "https://www.metaculus.com/questions/1/",
        "as_of": "2025-03-01",
    }


def test_the_same_replies_and_as_of_give_the_same_bytes(tmp_path, fake_server, monkeypatch):
    point(monkeypatch, fake_server, "kalshi")
    files = []
    for name in ("a.jsonl", "b.jsonl"):
        fake_server.queue(*BY_NAME["kalshi"].pages([kalshi_market("KX-1"), kalshi_market("KX-2")]))
        target = tmp_path / name
        assert main(["questions", "kalshi", "--as-of", "2025-03-01", "-o", str(target)]) == 0
        files.append(target.read_bytes())
    assert files[0] == files[1]


def test_an_existing_file_is_kept_unless_forced(tmp_path, fake_server, monkeypatch, capsys):
    point(monkeypatch, fake_server, "manifold")
    target = tmp_path / "q.jsonl"
    target.write_text("keep me\n")
    assert main(command(tmp_path, "manifold")) == 2
    assert "exists; pass --force" in capsys.readouterr().err
    assert target.read_text() == "keep me\n" and fake_server.requests == []
    fake_server.queue(*BY_NAME["manifold"].pages([manifold_market("z1")]))
    assert main([*command(tmp_path, "manifold"), "--force", "--as-of", "2025-03-01"]) == 0
    assert [q.question_id for q in load_questions(target)] == ["manifold-z1"]


def test_nothing_usable_exits_1_and_writes_nothing(tmp_path, fake_server, monkeypatch, capsys):
    point(monkeypatch, fake_server, "kalshi")
    fake_server.queue(*BY_NAME["kalshi"].pages([kalshi_market("KX-9", market_type="scalar")]))
    assert main(command(tmp_path, "kalshi", "--as-of", "2025-03-01")) == 1
    captured = capsys.readouterr()
    assert "skipped kalshi-KX-9: a 'scalar' market, not binary" in captured.out
    assert "nothing written" in captured.err and not (tmp_path / "q.jsonl").exists()


def test_a_provider_error_exits_2_naming_the_settings(tmp_path, fake_server, monkeypatch, capsys):
    point(monkeypatch, fake_server, "metaculus")
    token = secrets.token_hex(20)
    monkeypatch.setenv("METACULUS_TOKEN", token)
    # Retry-After 0: the command's default retries then wait nothing.
    fake_server.queue(*[Reply(500, echo_headers=True, headers={"Retry-After": "0"})] * 3)
    assert main([*command(tmp_path, "metaculus"), "--timeout", "5"]) == 2
    err = capsys.readouterr().err
    assert "metaculus: HTTP 500" in err and "check METACULUS_API_URL" in err
    assert "METACULUS_TOKEN" in err and token not in err
    assert not (tmp_path / "q.jsonl").exists()


def test_the_token_reaches_no_file_and_no_output(tmp_path, fake_server, monkeypatch, capsys):
    point(monkeypatch, fake_server, "metaculus")
    token = secrets.token_hex(20)
    monkeypatch.setenv("METACULUS_TOKEN", token)
    leaky = metaculus_post(1, title=f"Will {token} leak?", resolution_criteria=f"key={token}")
    odd = metaculus_post(2, type=f"t-{token}")
    fake_server.queue(*BY_NAME["metaculus"].pages([leaky, odd]))
    assert main(command(tmp_path, "metaculus", "--as-of", "2025-03-01")) == 0
    captured = capsys.readouterr()
    text = (tmp_path / "q.jsonl").read_text()
    assert token not in text + captured.out + captured.err
    assert json.loads(text)["question"] == f"Will {REDACTED} leak?"


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (
            ["kalshi", "--search", "rain"],
            "--search: kalshi's API has no text search; accepted for: metaculus, manifold",
        ),
        (["polymarket", "--search", "x"], "--search: polymarket's API has no text search"),
        (["metaculus", "--ids", "abc"], "--ids: 'abc' is not a Metaculus post id"),
        (["manifold", "--tournament", "aibq2"], "--tournament: manifold has no tournaments"),
        (["kalshi", "--ids", "KX-1", "--limit", "3"], "--limit: with --ids"),
        (["manifold", "--open", "--cutoff", "2025-01-01"], "are for resolved questions"),
        (["manifold", "--as-of", "2999-01-01"], "--as-of: got 2999-01-01"),
        (
            ["manifold", "--resolved", "--as-of", "2025-01-01", "--cutoff", "2025-02-01"],
            "--cutoff: got",
        ),
    ],
)
def test_a_bad_combination_of_flags_exits_2_naming_the_flag(tmp_path, args, message, capsys):
    assert main(command(tmp_path, *args)) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("args", "flag"),
    [
        (["nowhere"], "SOURCE"),
        (["kalshi", "--limit", "0"], "--limit"),
        (["kalshi", "--limit", "501"], "--limit"),
        (["kalshi", "--as-of", "yesterday"], "--as-of"),
        (["kalshi", "--ids", "a/b"], "--ids"),
        (["kalshi", "--ids", " , "], "--ids"),
        (["kalshi", "--days-before-close", "0"], "--days-before-close"),
        (["kalshi", "--timeout", "nan"], "--timeout"),
        (["metaculus", "--tournament", "../x"], "--tournament"),
        (["manifold", "--search", "a\x1bb"], "--search"),
        (["manifold", "--open", "--resolved"], "--resolved"),
        (["manifold", "--ids", "a", "--search", "b"], "--search"),
        (["manifold", "--cutoff", "2025-01-01", "--days-before-close", "3"], "--days-before-close"),
    ],
)
def test_a_bad_flag_value_exits_2_naming_the_flag(tmp_path, args, flag, capsys):
    with pytest.raises(SystemExit) as stop:
        main(command(tmp_path, *args))
    assert stop.value.code == 2
    assert flag in capsys.readouterr().err


def test_the_output_folder_is_created_and_a_folder_is_not_a_file(
    tmp_path, fake_server, monkeypatch, capsys
):
    point(monkeypatch, fake_server, "kalshi")
    assert main(["questions", "kalshi", "-o", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err
    fake_server.queue(*BY_NAME["kalshi"].pages([kalshi_market("KX-1")]))
    nested = tmp_path / "new" / "deeper" / "q.jsonl"
    assert main(["questions", "kalshi", "--as-of", "2025-03-01", "-o", str(nested)]) == 0
    assert [q.question_id for q in load_questions(nested)] == ["kalshi-KX-1"]


def test_a_provider_error_reaches_the_terminal_without_control_characters(
    tmp_path, fake_server, monkeypatch, capsys
):
    point(monkeypatch, fake_server, "manifold")
    fake_server.queue(Reply(400, {"error": "bad \x1b[2J\x1b]0;owned\x07 request"}))
    assert main(command(tmp_path, "manifold")) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\x07" not in err and "manifold: HTTP 400" in err
