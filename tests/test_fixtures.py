"""Tests for agent_fixtures: the demo question, the live Polymarket path, and the backtest data."""

from __future__ import annotations

import json
import re
import warnings
from datetime import date
from urllib.parse import parse_qs, urlsplit

import pytest
from fakeserver import Reply
from hypothesis import given
from hypothesis import strategies as st

from agent_fixtures import (
    BACKTEST_CORPUS_PATH,
    DEMO_QUESTION_ID,
    MAX_DESCRIPTION_CHARS,
    MAX_QUESTION_CHARS,
    RESOLVED_QUESTIONS_PATH,
    LiveQuestionFallbackWarning,
    corpus_documents,
    get_demo_question,
    get_live_question,
    get_model_knowledge_cutoffs,
    get_question_metadata,
    get_resolved_questions,
    load_backtest_corpus,
    sanitize_text,
)
from agent_http import RetryPolicy
from agent_schemas import SchemaError, SearchResult, classify_publication, parse_iso_date

AS_OF = date(2026, 3, 1)
FAST = RetryPolicy(max_retries=1, backoff_base=0.0, sleep=lambda _seconds: None)
DISALLOWED_HOSTS = {"reddit.com", "x.com", "marketbuzz-example.net"}
MONTHS = [  # written out: calendar.month_name follows the locale, the corpus is English
    "January", "February", "March", "April", "May", "June",
    "July", "August", "September", "October", "November", "December",
]  # fmt: skip
TEXT_DATE = re.compile(rf"\b({'|'.join(MONTHS)}) (\d{{1,2}}), (\d{{4}})\b")


def market(**overrides):
    """A Gamma /markets entry as the API sends it (list fields are JSON-encoded strings)."""
    base = {
        "id": "516710",
        "slug": "will-it-happen",
        "question": "Will it happen by June 30, 2026?",
        "description": "Resolves Yes if it happens.",
        "outcomes": '["Yes", "No"]',
        "outcomePrices": '["0.62", "0.38"]',
        "endDate": "2026-06-30T12:00:00Z",
        "active": True,
        "closed": False,
    }
    return {**base, **overrides}


def live(fake_server, **kwargs):
    kwargs.setdefault("as_of", AS_OF)
    kwargs.setdefault("retry", FAST)
    return get_live_question(base_url=fake_server.url, **kwargs)


def assert_fallback(question, reason_fragment):
    assert question.origin.startswith("fallback:demo (Polymarket unavailable: ")
    assert reason_fragment in question.origin
    first_line = question.description.splitlines()[0]
    assert (
        first_line.startswith("[Fallback: Polymarket unavailable") and reason_fragment in first_line
    )
    assert question.question_id == DEMO_QUESTION_ID
    assert question.question == get_demo_question().question


def text_dates(snippet):
    return [
        date(int(year), MONTHS.index(month) + 1, int(day))
        for month, day, year in TEXT_DATE.findall(snippet)
    ]


def host(url):
    name = urlsplit(url).hostname or ""
    return name.removeprefix("www.")


# --------------------------------------------------------------------------- demo question


def test_demo_question_fields():
    q = get_demo_question()
    assert q.question_id == "nvda-q4-fy2025" and q.origin == "fixture"
    assert (q.cutoff_date, q.resolution_date) == ("2025-02-20", "2025-02-26")
    assert q.resolved_outcome == 1.0 and q.current_market_price is None
    assert "nvidianews.nvidia.com" in q.outcome_source and "February 26, 2025" in q.outcome_source
    assert "$37.5 billion" in q.description and "January 26, 2025" in q.description


def test_demo_question_is_fresh_each_call():
    first = get_demo_question()
    first.question = "edited"
    assert get_demo_question().question != "edited"


# --------------------------------------------------------------------------- live question


def test_live_question_picks_first_valid_binary_market(fake_server):
    fake_server.queue(
        Reply(
            200,
            [
                market(id="1", outcomes='["Trump", "Harris"]'),
                market(id="2", question="Will \x00X\u202e happen\n<b>soon</b>?\x07"),
                market(id="3"),
            ],
        )
    )
    q = live(fake_server)
    assert q.question_id == "polymarket-2" and q.origin == "polymarket"
    assert q.question == "Will X happen soon ?"
    assert q.current_market_price == pytest.approx(0.62)
    assert (q.cutoff_date, q.resolution_date) == ("2026-03-01", "2026-06-30")
    assert q.resolved_outcome is None


def test_live_question_sends_the_documented_query(fake_server):
    fake_server.queue(Reply(200, [market()]))
    live(fake_server)
    request = fake_server.requests[0]
    assert request.method == "GET" and urlsplit(request.path).path == "/markets"
    query = parse_qs(urlsplit(request.path).query)
    assert query["active"] == ["true"] and query["closed"] == ["false"]
    assert int(query["limit"][0]) > 1


def test_live_question_reads_yes_price_by_outcome_position(fake_server):
    fake_server.queue(Reply(200, [market(outcomes='["No", "Yes"]')]))
    assert live(fake_server).current_market_price == pytest.approx(0.38)


def test_live_question_caps_long_text(fake_server):
    fake_server.queue(Reply(200, [market(question="Q" * 1000, description="d " * 5000)]))
    q = live(fake_server)
    assert len(q.question) <= MAX_QUESTION_CHARS and q.question.endswith("...")
    assert len(q.description) <= MAX_DESCRIPTION_CHARS


@pytest.mark.parametrize(
    "bad",
    [
        {"outcomePrices": '["1.5", "-0.5"]'},
        {"outcomePrices": '["NaN", "0.5"]'},
        {"outcomePrices": '["0.5"]'},
        {"outcomePrices": "not json"},
        {"outcomes": '["Yes", "No", "Maybe"]'},
        {"endDate": "2026-03-01T00:00:00Z"},  # ends on as_of: not in the future
        {"endDate": None},
        {"question": "  \x00 "},
        {"closed": True},
        {"id": None, "slug": None},
    ],
)
def test_unusable_markets_are_skipped(fake_server, bad):
    fake_server.queue(Reply(200, [market(**{"id": "bad", **bad}), market(id="good")]))
    assert live(fake_server).question_id == "polymarket-good"


def test_server_errors_fall_back_visibly_with_a_warning(fake_server):
    fake_server.queue(*[Reply(500, {"error": "boom"}, headers={"Retry-After": "0"})] * 2)
    with pytest.warns(LiveQuestionFallbackWarning, match="HTTP 500"):
        q = live(fake_server)
    assert_fallback(q, "HTTP 500")
    assert len(fake_server.requests) == 2  # the shared retry layer retried once


@pytest.mark.parametrize(
    ("reply", "reason"),
    [
        (Reply(200, raw=b"<html>gateway</html>"), "not JSON"),
        (Reply(200, {"markets": []}), "expected a JSON list"),
        (Reply(200, []), "no markets"),
        (Reply(200, [market(outcomes='["A", "B"]')]), "none of 1 markets"),
    ],
)
def test_bad_payloads_fall_back(fake_server, reply, reason):
    fake_server.queue(reply)
    with pytest.warns(LiveQuestionFallbackWarning):
        q = live(fake_server)
    assert_fallback(q, reason)


def test_timeout_falls_back(fake_server):
    fake_server.queue(*[Reply(200, [market()], delay=0.3)] * 2)
    with pytest.warns(LiveQuestionFallbackWarning, match="no complete reply within"):
        q = live(fake_server, timeout=0.05)
    assert_fallback(q, "no complete reply within")


def test_env_var_supplies_the_base_url(fake_server, monkeypatch):
    monkeypatch.setenv("POLYMARKET_API_URL", fake_server.url + "/")
    fake_server.queue(Reply(200, [market()]))
    assert get_live_question(as_of=AS_OF, retry=FAST).origin == "polymarket"


def test_non_http_base_url_falls_back():
    with pytest.warns(LiveQuestionFallbackWarning):
        q = get_live_question(base_url="ftp://example.invalid", as_of=AS_OF)
    assert_fallback(q, "not an http(s) URL")


def test_bad_as_of_is_the_callers_error(fake_server):
    with pytest.raises(SchemaError, match="as_of"):
        live(fake_server, as_of="next tuesday")


def test_success_emits_no_warning(fake_server):
    fake_server.queue(Reply(200, [market()]))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        live(fake_server)


@given(st.text(max_size=400), st.integers(min_value=4, max_value=200))
def test_sanitize_text_properties(text, cap):
    once = sanitize_text(text, cap)
    assert len(once) <= cap
    assert sanitize_text(once, cap) == once
    assert not re.search("[\x00-\x1f\x7f-\x9f<>`\u202a-\u202e]", once)
    assert once == once.strip() and "  " not in once


# --------------------------------------------------------------------------- resolved set


@pytest.fixture(scope="module")
def resolved():
    return get_resolved_questions()


def test_resolved_set_size_and_ids(resolved):
    ids = [q.question_id for q in resolved]
    assert len(ids) >= 12 and len(set(ids)) == len(ids)
    assert DEMO_QUESTION_ID not in ids


def test_resolved_questions_are_complete_and_after_model_cutoff(resolved):
    model_cutoff = parse_iso_date(get_model_knowledge_cutoffs()["qwen2.5-coder-1.5b-instruct"])
    for q in resolved:
        cutoff, resolution = parse_iso_date(q.cutoff_date), parse_iso_date(q.resolution_date)
        assert resolution.year >= 2025 and model_cutoff < cutoff < resolution, q.question_id
        assert q.resolved_outcome in (0.0, 1.0) and isinstance(q.resolved_outcome, float)
        assert q.outcome_source and q.description and q.origin == "fixture"


def test_resolved_outcomes_are_mixed(resolved):
    outcomes = [q.resolved_outcome for q in resolved]
    assert outcomes.count(1.0) >= 4 and outcomes.count(0.0) >= 4


def test_question_metadata_covers_every_question(resolved):
    metadata = get_question_metadata()
    assert set(metadata) == {q.question_id for q in resolved}
    assert all(meta.get("category") for meta in metadata.values())


def test_model_knowledge_cutoffs_parse():
    cutoffs = get_model_knowledge_cutoffs()
    assert "qwen2.5-coder-1.5b-instruct" in cutoffs
    for value in cutoffs.values():
        parse_iso_date(value)


# --------------------------------------------------------------------------- corpus


@pytest.fixture(scope="module")
def corpus():
    return load_backtest_corpus()


@pytest.fixture(scope="module")
def cutoffs(resolved):
    demo = get_demo_question()
    return {q.question_id: q.cutoff_date for q in [*resolved, demo]}


def test_corpus_notice_says_documents_are_course_summaries(corpus):
    assert "summaries written for this course" in corpus.notice
    assert "not quotations" in corpus.notice


def test_every_document_belongs_to_a_known_question(corpus, cutoffs):
    assert {d.question_id for d in corpus.documents} <= set(cutoffs)
    ids = [d.doc_id for d in corpus.documents]
    assert len(set(ids)) == len(ids)
    for d in corpus.documents:
        if d.published is not None:
            parse_iso_date(d.published)


def test_every_question_has_evidence_before_and_after_its_cutoff(corpus, cutoffs):
    for qid, cutoff in cutoffs.items():
        docs = corpus.for_question(qid)
        classes = [classify_publication(d.published, cutoff) for d in docs]
        before = [d for d, c in zip(docs, classes, strict=True) if c == "before_cutoff"]
        assert len(before) >= 3, qid
        assert any(d.evidence_type == "base_rate" for d in before), qid
        assert "on_or_after_cutoff" in classes, qid


def test_corpus_has_undated_and_disallowed_documents(corpus):
    assert sum(d.published is None for d in corpus.documents) >= 3
    assert sum(host(d.url) in DISALLOWED_HOSTS for d in corpus.documents) >= 3


def test_leak_documents_predate_the_cutoff_but_report_later_events(corpus, cutoffs):
    leaks = [d for d in corpus.documents if d.is_marked_leak]
    assert len(leaks) >= 2
    for d in leaks:
        cutoff = parse_iso_date(cutoffs[d.question_id])
        assert classify_publication(d.published, cutoff) == "before_cutoff", d.doc_id
        assert any(day >= cutoff for day in text_dates(d.snippet)), d.doc_id


def test_search_result_view_hides_the_course_note(corpus):
    leak = next(d for d in corpus.documents if d.is_marked_leak)
    result = leak.to_search_result()
    assert isinstance(result, SearchResult)
    assert "course_note" not in result.to_dict() and result.published == leak.published


def test_corpus_documents_filters_and_rejects_unknown_ids():
    docs = corpus_documents("fomc-2025-03-cut")
    assert docs and {d.question_id for d in docs} == {"fomc-2025-03-cut"}
    assert len(corpus_documents()) > len(docs)
    with pytest.raises(ValueError, match="known ids"):
        corpus_documents("no-such-question")


# --------------------------------------------------------------------------- corrupted copies


def write_copy(tmp_path, source, name, mutate):
    data = json.loads(source.read_text(encoding="utf-8"))
    mutate(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["questions"][3].update(resolved_outcome=0.5), r"questions\[3\].*0, 1"),
        (lambda d: d["questions"][2].update(cutoff_date="2030-01-01"), r"questions\[2\].*before"),
        (lambda d: d["questions"][1].update(outcome_source=""), r"questions\[1\].*outcome_source"),
        (lambda d: d["questions"][4].update(category="x"), r"questions\[4\].*unknown field"),
        (lambda d: d["questions"].append(dict(d["questions"][0])), "duplicate question_id"),
        (lambda d: d.pop("questions"), "'questions' list"),
    ],
)
def test_corrupted_question_file_names_file_index_and_problem(tmp_path, mutate, message):
    path = write_copy(tmp_path, RESOLVED_QUESTIONS_PATH, "questions_copy.json", mutate)
    with pytest.raises(SchemaError, match=message) as info:
        get_resolved_questions(path)
    assert "questions_copy.json" in str(info.value)


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["documents"][5].update(published="last week"), r"documents\[5\].*null"),
        (lambda d: d["documents"][6].update(evidence_type="vibes"), r"documents\[6\].*'vibes'"),
        (lambda d: d["documents"][7].pop("snippet"), r"documents\[7\].*missing.*snippet"),
        (lambda d: d["documents"][8].update(url="reuters.com/x"), r"documents\[8\].*http"),
        (lambda d: d["documents"].append(dict(d["documents"][0])), "duplicate doc_id"),
        (lambda d: d.update(notice=""), "notice"),
    ],
)
def test_corrupted_corpus_names_file_index_and_problem(tmp_path, mutate, message):
    path = write_copy(tmp_path, BACKTEST_CORPUS_PATH, "corpus_copy.json", mutate)
    with pytest.raises(SchemaError, match=message) as info:
        load_backtest_corpus(path)
    assert "corpus_copy.json" in str(info.value)


def test_invalid_json_and_missing_file_are_clear(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text('{"questions": [', encoding="utf-8")
    with pytest.raises(SchemaError, match=r"broken.json: not valid JSON at line 1"):
        get_resolved_questions(broken)
    with pytest.raises(FileNotFoundError, match="pass the path"):
        load_backtest_corpus(tmp_path / "absent.json")


def test_429_with_retry_after_is_waited_out_then_served(fake_server):
    waits = []
    retry = RetryPolicy(max_retries=2, backoff_base=0.0, sleep=waits.append)
    fake_server.queue(
        Reply(429, {"error": "slow down"}, headers={"Retry-After": "2"}),
        Reply(200, [market(id="after-wait")]),
    )
    assert live(fake_server, retry=retry).question_id == "polymarket-after-wait"
    assert waits == [2.0]


def test_persistent_429_falls_back_visibly(fake_server):
    fake_server.queue(*[Reply(429, {"error": "quota"}, headers={"Retry-After": "0"})] * 2)
    with pytest.warns(LiveQuestionFallbackWarning, match="HTTP 429"):
        assert_fallback(live(fake_server), "HTTP 429")
