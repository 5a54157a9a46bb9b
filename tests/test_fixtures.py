"""Tests for forecasting_agents.core: the demo question, the live Polymarket path, and the backtest
data."""

from __future__ import annotations

import json
import re
import warnings
from datetime import date
from urllib.parse import parse_qs, urlsplit

import pytest
from fakeserver import Reply
from hypothesis import assume, given
from hypothesis import strategies as st
from support import REPO

from forecasting_agents.agent._state import DEFAULT_REQUIRED_EVIDENCE_TYPES
from forecasting_agents.core._course import (
    BACKTEST_CORPUS_PATH,
    DEMO_QUESTION_ID,
    RESOLVED_QUESTIONS_PATH,
    get_demo_question,
    get_model_knowledge_cutoffs,
    get_question_metadata,
    get_resolved_questions,
    load_backtest_corpus,
)
from forecasting_agents.core._dates import classify_publication, parse_iso_date
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._formats import (
    DATA_DIR,
    DOCUMENT_FIELDS,
    QUESTION_FIELDS,
    BacktestQuestion,
    format_table,
    load_documents,
    load_questions,
    write_jsonl,
)
from forecasting_agents.core._ids import is_identifier
from forecasting_agents.core._jsonl import QuestionFormatError
from forecasting_agents.core._schemas import DOCUMENT_KINDS, EVIDENCE_TYPES, SearchResult
from forecasting_agents.http import RetryPolicy
from forecasting_agents.sources._polymarket import (
    MAX_DESCRIPTION_CHARS,
    MAX_QUESTION_CHARS,
    PRICE_SUM_TOLERANCE,
    LiveQuestionFallbackWarning,
    _market_to_question,
    get_live_question,
    sanitize_text,
)

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
        {"active": False},
        {"closed": "false"},  # a string, even one that spells the right answer
        {"active": "true"},
        {"closed": "true"},
        {"closed": 0},
        {"active": None},
        {"outcomePrices": '["0.62", "0.62"]'},  # sums to 1.24: not one market's prices
        {"outcomePrices": '["0.62", "0.1"]'},
        {"outcomePrices": '["0.62", "n/a"]'},  # the No price is checked too
        {"outcomePrices": '["0.62", "1.5"]'},
        {"id": None, "slug": None},
    ],
)
def test_unusable_markets_are_skipped(fake_server, bad):
    fake_server.queue(Reply(200, [market(**{"id": "bad", **bad}), market(id="good")]))
    assert live(fake_server).question_id == "polymarket-good"


def test_a_market_without_its_open_flags_is_skipped(fake_server):
    missing = market(id="bad")
    del missing["closed"]
    fake_server.queue(Reply(200, [missing, market(id="good")]))
    assert live(fake_server).question_id == "polymarket-good"


@pytest.mark.parametrize(
    ("bad", "reason"),
    [
        ({"closed": "false"}, "closed is 'false', not a JSON true/false"),
        ({"active": "true"}, "active is 'true', not a JSON true/false"),
        (
            {"outcomePrices": '["0.7", "0.7"]'},
            f"Yes price 0.7 and No price 0.7 sum to 1.4000, more than {PRICE_SUM_TOLERANCE} from 1",
        ),
    ],
)
def test_the_fallback_names_the_refused_value_and_the_limit(fake_server, bad, reason):
    fake_server.queue(Reply(200, [market(**bad)]))
    with pytest.warns(LiveQuestionFallbackWarning):
        q = live(fake_server)
    assert_fallback(q, reason)


FLAG = st.one_of(
    st.booleans(),
    st.sampled_from(["true", "false", "True", "False", "1", "0", ""]),
    st.none(),
    st.integers(-1, 2),
)


@given(closed=FLAG, active=FLAG)
def test_property_only_json_booleans_saying_open_make_a_market_usable(closed, active):
    usable = closed is False and active is True
    try:
        _market_to_question(market(closed=closed, active=active), AS_OF)
    except ValueError as exc:
        assert not usable, exc
    else:
        assert usable


PRICE = st.floats(min_value=0.0, max_value=1.0)


@given(yes=PRICE, no=PRICE, as_strings=st.booleans())
def test_property_prices_accepted_iff_they_sum_to_about_one(yes, no, as_strings):
    gap = abs(yes + no - 1.0)
    assume(abs(gap - PRICE_SUM_TOLERANCE) > 1e-9)  # float rounding decides the exact boundary
    prices = [str(yes), str(no)] if as_strings else [yes, no]
    raw = market(outcomes=["No", "Yes"], outcomePrices=json.dumps(prices[::-1]))
    try:
        question = _market_to_question(raw, AS_OF)
    except ValueError as exc:
        assert gap > PRICE_SUM_TOLERANCE, exc
        assert "sum to" in str(exc)
    else:
        assert gap < PRICE_SUM_TOLERANCE
        assert question.current_market_price == yes


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
    assert not re.search("[\x00-\x1f\x7f-\x9f<>`\u202a-\u202e\u2028\u2029]", once)
    assert once == once.strip() and "  " not in once


def test_sanitize_text_drops_lone_surrogates_so_a_file_can_hold_what_it_returns():
    # Hypothesis never draws a lone surrogate, but a JSON reply may spell one ("\\ud800").
    assert sanitize_text("a\ud800b\udfff \u2028c", 50) == "ab c"


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


# --------------------------------------------------------------------------- the file format


QUESTION_RECORD = {
    "question": "Will it happen?",
    "description": "Resolves YES if it happens.",
    "cutoff_date": "2025-01-15",
    "resolution_date": "2025-02-01",
    "outcome": 1,
    "outcome_source": "https://example.org/result",
    "market_price": None,
    "category": "demo",
}
DOCUMENT_RECORD = {
    "question_id": "q1",
    "kind": "reporting",
    "title": "Something was reported",
    "url": "https://www.reuters.com/x",
    "published": "2025-01-10",
    "text": "It was reported.",
}


def question_record(qid="q1", **overrides):
    """A valid line of a question file, every field present."""
    return {"id": qid, **QUESTION_RECORD, **overrides}


def document_record(doc_id="d1", **overrides):
    """A valid line of a document file, every field present."""
    return {"id": doc_id, **DOCUMENT_RECORD, **overrides}


def write_lines(path, lines):
    path.write_text("".join(f"{line}\n" for line in lines), encoding="utf-8")
    return path


def write_records(path, records):
    return write_lines(path, [json.dumps(r, ensure_ascii=False) for r in records])


def missing_field_error(load, record, path, name):
    """The error `load` raises for a file whose second record (id "b") lacks the field `name`."""
    broken = record("b")
    del broken[name]
    return format_error(load, write_records(path, [record("a"), broken]))


def format_error(load, path):
    with pytest.raises(QuestionFormatError) as info:
        load(path)
    error = info.value
    assert isinstance(error, SchemaError)
    assert str(error).startswith(str(path))
    if error.line is not None:
        assert f", line {error.line}" in str(error)
    return error


def test_shipped_files_load_and_write_back_byte_for_byte(tmp_path):
    questions = load_questions(RESOLVED_QUESTIONS_PATH)
    documents = load_documents(BACKTEST_CORPUS_PATH)
    assert len(questions) == 16 and len(documents) == 102
    copy_q = write_jsonl(tmp_path / "q.jsonl", [q.to_record() for q in questions])
    copy_d = write_jsonl(tmp_path / "d.jsonl", [d.to_record() for d in documents])
    assert copy_q.read_bytes() == RESOLVED_QUESTIONS_PATH.read_bytes()
    assert copy_d.read_bytes() == BACKTEST_CORPUS_PATH.read_bytes()


def test_course_data_lives_in_the_checkout_in_one_format():
    assert DATA_DIR == REPO / "data"
    # Importing forecasting_agents.data (tests/test_docstrings.py resolves a docstring citing it)
    # compiles data/__init__.py into data/__pycache__: Python's, not course data.
    files = [p for p in DATA_DIR.iterdir() if p.suffix != ".py" and p.name != "__pycache__"]
    assert sorted(p.name for p in files) == [
        "README.md",
        "documents.jsonl",
        "mock_documents.jsonl",
        "questions.jsonl",
    ]


def test_course_extra_fields_are_kept_as_metadata():
    questions = load_questions(RESOLVED_QUESTIONS_PATH)
    assert all(q.metadata["base_rate_note"] for q in questions)
    assert get_question_metadata()[questions[0].question_id] == {
        "category": questions[0].category,
        "base_rate_note": questions[0].metadata["base_rate_note"],
    }
    notes = [d for d in load_documents(BACKTEST_CORPUS_PATH) if d.metadata]
    assert len(notes) == 4 and all(set(d.metadata) == {"course_note"} for d in notes)


def test_document_kind_maps_to_the_evidence_type_the_gate_counts(corpus):
    kinds = {d.kind for d in corpus.documents}
    assert kinds == set(DOCUMENT_KINDS) == {"reporting", "base_rate"}
    assert {d.evidence_type for d in corpus.documents} == set(EVIDENCE_TYPES)
    assert set(EVIDENCE_TYPES) == set(DEFAULT_REQUIRED_EVIDENCE_TYPES)  # what the gate counts
    base_rate = [d for d in corpus.documents if d.kind == "base_rate"]
    assert len(base_rate) == 17 and all(d.evidence_type == "base_rate" for d in base_rate)


def test_loaded_questions_carry_the_forecast_question_and_the_backtest_fields(tmp_path):
    path = write_records(tmp_path / "mine.jsonl", [question_record(market_price=0.4, extra=[1])])
    (record,) = load_questions(path)
    assert isinstance(record, BacktestQuestion)
    q = record.question
    assert (q.question_id, q.cutoff_date, q.current_market_price) == ("q1", "2025-01-15", 0.4)
    assert (record.outcome, record.resolution_date) == (1.0, "2025-02-01")
    assert record.outcome_source == "https://example.org/result" and record.category == "demo"
    assert record.metadata == {"extra": [1]} and q.origin == "file:mine.jsonl"


def test_optional_fields_may_be_absent_or_null(tmp_path):
    minimal = {k: question_record()[k] for k in ("id", "question", "cutoff_date")}
    minimal.update(resolution_date="2025-02-01", outcome=None)
    nulls = question_record("q2", description=None, outcome_source=None, category=None)
    path = write_records(tmp_path / "q.jsonl", [minimal, nulls])
    first, second = load_questions(path)
    assert first.outcome is None and first.question.description == "" and first.category is None
    assert second.question.description == "" and second.outcome_source is None
    with pytest.raises(QuestionFormatError, match="needs 1 or 0") as info:
        get_resolved_questions(path)
    assert (info.value.line, info.value.field) == (1, "outcome")


def test_blank_lines_are_skipped_but_counted(tmp_path):
    path = write_lines(
        tmp_path / "q.jsonl",
        ["", json.dumps(question_record("a")), "   ", json.dumps(question_record("a"))],
    )
    error = format_error(load_questions, path)
    assert (error.line, error.field) == (4, "id") and "duplicate id 'a'" in str(error)


@pytest.mark.parametrize("name", [f.name for f in QUESTION_FIELDS if f.required])
def test_each_missing_required_question_field_is_named(tmp_path, name):
    error = missing_field_error(load_questions, question_record, tmp_path / "q.jsonl", name)
    assert (error.line, error.field) == (2, name) and "missing" in error.problem


def test_a_misspelt_field_is_suggested(tmp_path):
    record = question_record()
    record["cuttoff_date"] = record.pop("cutoff_date")
    error = format_error(load_questions, write_records(tmp_path / "q.jsonl", [record]))
    assert error.field == "cutoff_date" and "'cuttoff_date' a misspelling" in error.problem


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("cutoff_date", "2025/01/15", "YYYY-MM-DD"),
        ("cutoff_date", "2025-01-15T00:00:00Z", "YYYY-MM-DD"),
        ("cutoff_date", "20250115", "YYYY-MM-DD"),
        ("resolution_date", "2025-02-30", "not a calendar date"),
        ("resolution_date", None, "YYYY-MM-DD"),
        ("outcome", 0.5, "1 (yes), 0 (no) or null"),
        ("outcome", 2, "1 (yes), 0 (no) or null"),
        ("outcome", "yes", "1 (yes), 0 (no) or null"),
        ("outcome", True, "1 (yes), 0 (no) or null"),
        ("market_price", 1.5, "probability"),
        ("market_price", "0.3", "probability"),
        ("id", "has space", "not an id"),
        ("id", "", "not an id"),
        ("id", "-leading", "not an id"),
        ("id", 7, "not an id"),
        ("question", "  ", "non-empty text"),
        ("description", 3, "must be text"),
        ("category", "", "non-empty text"),
    ],
)
def test_each_bad_question_value_is_named(tmp_path, field, value, message):
    path = write_records(tmp_path / "q.jsonl", [question_record(**{field: value})])
    error = format_error(load_questions, path)
    assert (error.line, error.field) == (1, field) and message in error.problem


@pytest.mark.parametrize(
    "qid", ["CON", "con", "Nul", "PRN.json", "aux.x.y", "COM1", "com9.txt", "LPT1", "Lpt9.", "NUL "]
)
def test_an_id_windows_reserves_for_a_device_is_refused_naming_the_line(tmp_path, qid):
    """Each id names a record file (``<id>.json``), which Windows will not create for these."""
    path = write_records(tmp_path / "q.jsonl", [question_record("fine"), question_record(qid)])
    error = format_error(load_questions, path)
    assert (error.line, error.field) == (2, "id")
    if qid.strip() == qid:  # a space is refused by the id rule itself
        assert "Windows reserves for a device" in error.problem
        assert f"choose another id, such as '{qid}-1'" in error.problem
    assert not is_identifier(qid)


@pytest.mark.parametrize("qid", ["CONSOLE", "con-1", "COM10", "LPT0", "xCON", "nul1", "aux_x"])
def test_ids_that_only_look_like_device_names_are_accepted(tmp_path, qid):
    path = write_records(tmp_path / "q.jsonl", [question_record(qid)])
    assert [q.question_id for q in load_questions(path)] == [qid]


@pytest.mark.parametrize(
    ("field", "where"),
    [
        ("market_price", "is not a probability between 0 and 1"),
        ("outcome", "is not an outcome: write 1 (yes), 0 (no) or null (open)"),
        ("my_score", "the limit is 4,300 (integer (digits)): shorten it, or write it as a string"),
    ],
)
def test_a_number_of_thousands_of_digits_is_refused_naming_its_field(tmp_path, field, where):
    line = json.dumps({k: v for k, v in question_record().items() if k != field})
    path = write_lines(tmp_path / "q.jsonl", [line[:-1] + f', "{field}": -{"7" * 5000}}}'])
    error = format_error(load_questions, path)
    assert (error.line, error.field) == (1, field)
    assert "a number of 5,000 digits" in error.problem and where in error.problem
    assert "sys." not in str(error) and "set_int_max_str_digits" not in str(error)


def test_cutoff_must_be_before_resolution(tmp_path):
    record = question_record(cutoff_date="2025-02-01", resolution_date="2025-02-01")
    error = format_error(load_questions, write_records(tmp_path / "q.jsonl", [record]))
    assert error.field == "cutoff_date" and "before resolution_date 2025-02-01" in error.problem


@pytest.mark.parametrize(
    ("line", "field", "message"),
    [
        ('{"id": "q1",', None, "not valid JSON at column"),
        ('["a list"]', None, "expected a JSON object, got list"),
        ('{"id": "a", "id": "b"}', "id", "appears twice"),
        (json.dumps(question_record()).replace("null", "NaN"), None, "NaN is not a JSON number"),
    ],
)
def test_lines_that_are_not_one_json_object(tmp_path, line, field, message):
    path = write_lines(tmp_path / "q.jsonl", [json.dumps(question_record("a")), line])
    error = format_error(load_questions, path)
    assert (error.line, error.field) == (2, field) and message in error.problem


def test_unreadable_and_missing_files(tmp_path):
    utf16 = tmp_path / "utf16.jsonl"
    utf16.write_bytes(json.dumps(question_record(question="Will Lodz?")).encode("utf-16"))
    error = format_error(load_questions, utf16)
    assert error.line == 1 and "UTF-8" in error.problem  # the line it starts on
    with pytest.raises(FileNotFoundError, match="pass your path"):
        load_documents(tmp_path / "absent.jsonl")


def test_a_byte_order_mark_is_accepted(tmp_path):
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(question_record()).encode())
    assert [q.question_id for q in load_questions(path)] == ["q1"]


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("published", "last week", "write null for an undated document"),
        ("published", 20250110, "not a date"),
        ("kind", "vibes", "not one of reporting, base_rate"),
        ("kind", ["reporting"], "not one of reporting, base_rate"),
        ("url", "http://[::1/x", "http(s) URL"),
        ("url", "reuters.com/x", "http(s) URL"),
        ("title", "", "non-empty text"),
        ("question_id", "a b", "not an id"),
    ],
)
def test_each_bad_document_value_is_named(tmp_path, field, value, message):
    path = write_records(tmp_path / "d.jsonl", [document_record(**{field: value})])
    error = format_error(load_documents, path)
    assert (error.line, error.field) == (1, field) and message in error.problem


@pytest.mark.parametrize("name", [f.name for f in DOCUMENT_FIELDS if f.required])
def test_each_missing_required_document_field_is_named(tmp_path, name):
    error = missing_field_error(load_documents, document_record, tmp_path / "d.jsonl", name)
    assert (error.line, error.field) == (2, name)
    if name == "published":
        assert "write null if there is no value" in error.problem


def test_duplicate_document_id(tmp_path):
    path = write_records(tmp_path / "d.jsonl", [document_record("a"), document_record("a")])
    error = format_error(load_documents, path)
    assert (error.line, error.field) == (2, "id")


def test_shared_documents_serve_every_question_and_kind_defaults_to_reporting(tmp_path):
    shared = document_record("s", question_id=None, kind=None, course_note="mine")
    del shared["kind"]
    path = write_records(tmp_path / "d.jsonl", [document_record("a"), shared])
    corpus = load_backtest_corpus(path)
    assert corpus.notice == "" and corpus.question_ids == ["q1"]
    own, common = corpus.documents
    assert common.question_id is None and common.kind == "reporting"
    assert common.evidence_type == "search_results" and common.course_note == "mine"
    assert corpus.for_question("q1") == [own, common]
    assert corpus.for_question("any-other") == [common]
    alone = load_backtest_corpus(write_records(tmp_path / "o.jsonl", [document_record("a")]))
    with pytest.raises(ValueError, match="known ids: q1"):
        alone.for_question("any-other")


def test_readme_shows_the_format_tables_generated_from_the_field_tables():
    readme = (REPO / "docs" / "questions.md").read_text(encoding="utf-8")
    for fields in (QUESTION_FIELDS, DOCUMENT_FIELDS):
        table = format_table(fields)
        assert table in readme, (
            "docs/questions.md's format table differs from forecasting_agents.core; paste the "
            "output of "
            f"format_table(...) into it:\n{table}"
        )


def test_documents_naming_an_unknown_question_are_refused_given_the_questions(tmp_path):
    """``load_documents(path, questions=...)`` refuses a ``question_id`` the questions lack,
    naming the file, the line, the value and the ids it accepts; a shared document passes."""
    questions = load_questions(write_records(tmp_path / "q.jsonl", [question_record("q1")]))
    good = [document_record("d1", question_id="q1"), document_record("d2", question_id=None)]
    loaded = load_documents(write_records(tmp_path / "good.jsonl", good), questions=questions)
    assert [d.question_id for d in loaded] == ["q1", None]
    stray = [document_record("d1", question_id="q1"), document_record("d2", question_id="q9")]
    path = write_records(tmp_path / "stray.jsonl", stray)
    with pytest.raises(QuestionFormatError) as refused:
        load_documents(path, questions=questions)
    message = str(refused.value)
    assert message.startswith(f"{path}, line 2, field 'question_id': 'q9' "), message
    assert "names no question in q.jsonl (its ids: q1)" in message
    # Read on its own, the file cannot be checked, and loads.
    assert len(load_documents(path)) == 2
    with pytest.raises(TypeError, match="not both"):
        load_documents(path, questions=questions, question_ids=["q1"])


def test_readme_examples_load(tmp_path):
    readme = (REPO / "docs" / "questions.md").read_text(encoding="utf-8")
    section = readme.split("## Your own questions", 1)[1].split("\n## ", 1)[0]
    examples = re.findall(r"```json\n(.*?)```", section, re.DOTALL)
    assert len(examples) == 2
    questions = load_questions(write_lines(tmp_path / "q.jsonl", examples[0].splitlines()))
    documents = load_documents(
        write_lines(tmp_path / "d.jsonl", examples[1].splitlines()), questions=questions
    )
    assert len(questions) == 2 and len(documents) == 2
    assert {d.question_id for d in documents} <= {q.question_id for q in questions} | {None}


# --------------------------------------------------------------------------- format properties

IDS = st.from_regex(r"[A-Za-z0-9][A-Za-z0-9._-]{0,12}", fullmatch=True)
TEXT = st.text(min_size=1, max_size=40).filter(str.strip)
JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=5,
)


def extra_fields(known):
    return st.dictionaries(st.text(min_size=1, max_size=10).filter(lambda k: k not in known),
                           JSON_VALUES, max_size=2)  # fmt: skip


@st.composite
def question_records(draw, qid):
    cutoff, resolution = sorted(draw(st.lists(st.dates(), min_size=2, max_size=2, unique=True)))
    record = {
        "id": qid,
        "question": draw(TEXT),
        "description": draw(st.text(max_size=40)),
        "cutoff_date": cutoff.isoformat(),
        "resolution_date": resolution.isoformat(),
        "outcome": draw(st.sampled_from([0, 1, None])),
        "outcome_source": draw(st.none() | TEXT),
        "market_price": draw(st.none() | st.floats(0, 1)),
        "category": draw(st.none() | TEXT),
    }
    return {**record, **draw(extra_fields({f.name for f in QUESTION_FIELDS}))}


@st.composite
def document_records(draw, doc_id):
    published = draw(
        st.none()
        | st.dates().map(date.isoformat)
        | st.datetimes().map(lambda moment: moment.isoformat() + "Z")
    )
    record = {
        "id": doc_id,
        "question_id": draw(st.none() | IDS),
        "kind": draw(st.sampled_from(sorted(DOCUMENT_KINDS))),
        "title": draw(TEXT),
        "url": "https://" + draw(st.from_regex(r"[a-z]{1,8}\.[a-z]{2,3}", fullmatch=True)) + "/p",
        "published": published,
        "text": draw(TEXT),
    }
    return {**record, **draw(extra_fields({f.name for f in DOCUMENT_FIELDS}))}


def files_of(records):
    return st.lists(IDS, min_size=1, max_size=4, unique=True).flatmap(
        lambda ids: st.tuples(*[records(i) for i in ids]).map(list)
    )


@given(files_of(question_records))
def test_questions_round_trip(tmp_path_factory, records):
    path = tmp_path_factory.mktemp("rt") / "q.jsonl"
    loaded = load_questions(write_jsonl(path, records))
    assert [q.to_record() for q in loaded] == records


@given(files_of(document_records))
def test_documents_round_trip(tmp_path_factory, records):
    path = tmp_path_factory.mktemp("rt") / "d.jsonl"
    loaded = load_documents(write_jsonl(path, records))
    assert [d.to_record() for d in loaded] == records


def drop(name):
    return lambda record, _first: {k: v for k, v in record.items() if k != name}


def put(name, value):
    return lambda record, _first: {**record, name: value}


CORRUPTIONS = {  # what is done to one line -> the field the error must name
    "missing id": (drop("id"), "id"),
    "missing question": (drop("question"), "question"),
    "missing outcome": (drop("outcome"), "outcome"),
    "bad cutoff": (put("cutoff_date", "15/01/2025"), "cutoff_date"),
    "bad resolution": (put("resolution_date", "2025-02-29"), "resolution_date"),
    "outcome 0.5": (put("outcome", 0.5), "outcome"),
    "outcome yes": (put("outcome", "yes"), "outcome"),
    "price 2": (put("market_price", 2), "market_price"),
    "category number": (put("category", 5), "category"),
    "resolution before cutoff": (
        lambda record, _first: {**record, "resolution_date": record["cutoff_date"]},
        "cutoff_date",
    ),
    "duplicate id": (lambda record, first: {**record, "id": first["id"]}, "id"),
    "not JSON": (lambda _record, _first: None, None),
}


@given(
    files_of(question_records),
    st.data(),
    st.sampled_from(sorted(CORRUPTIONS)),
)
def test_any_single_corruption_names_its_line_and_field(tmp_path_factory, records, data, name):
    corrupt, field = CORRUPTIONS[name]
    low = 1 if name == "duplicate id" else 0
    if len(records) <= low:
        records = [*records, {**records[0], "id": records[0]["id"] + "x"}]
    index = data.draw(st.integers(low, len(records) - 1), label="corrupted record")
    blanks = data.draw(st.lists(st.booleans(), min_size=len(records), max_size=len(records)))
    lines, expected_line = [], None
    for position, record in enumerate(records):
        if blanks[position]:
            lines.append("")
        if position == index:
            record = corrupt(record, records[0])
            expected_line = len(lines) + 1
        lines.append('{"id": ' if record is None else json.dumps(record))
    path = write_lines(tmp_path_factory.mktemp("bad") / "q.jsonl", lines)
    error = format_error(load_questions, path)
    assert (error.line, error.field) == (expected_line, field)


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


def any_field_values(fields):
    names = st.sampled_from([f.name for f in fields]) | st.text(max_size=6)
    return st.dictionaries(names, JSON_VALUES, max_size=3)


@given(any_field_values(QUESTION_FIELDS), any_field_values(DOCUMENT_FIELDS))
def test_any_json_values_load_or_raise_a_format_error(tmp_path_factory, question, document):
    """A valid line with any fields replaced by any JSON: loaded, or a format error, no crash."""
    folder = tmp_path_factory.mktemp("any")
    cases = (
        (load_questions, {**question_record(), **question}),
        (load_documents, {**document_record(), **document}),
    )
    for load, record in cases:
        try:
            load(write_records(folder / "any.jsonl", [record]))
        except QuestionFormatError as error:
            assert error.line == 1 and error.field in record


def test_one_reader_for_document_files_below_the_search_layer():
    import forecasting_agents.core._formats as core_formats

    assert load_documents is core_formats.load_documents is core_formats.load_documents
    assert DOCUMENT_FIELDS is core_formats.DOCUMENT_FIELDS


def test_a_served_model_name_finds_its_declared_knowledge_cutoff():
    from forecasting_agents.core._course import (
        get_model_knowledge_cutoffs,
        lookup_model_knowledge_cutoff,
    )

    cutoff, note = lookup_model_knowledge_cutoff("openai:qwen2.5-coder-1.5b-instruct-q4_k_m")
    assert cutoff == get_model_knowledge_cutoffs()["qwen2.5-coder-1.5b-instruct"] == "2024-09-19"
    assert "Upper bound" in note
    assert lookup_model_knowledge_cutoff("mock:canned-react-v1") is None


# --------------------------------------------------------------------------- limits


def _one_line_file(tmp_path, text: str, name: str = "q.jsonl"):
    path = tmp_path / name
    path.write_text(text + "\n", encoding="utf-8")
    return path


def test_each_limit_is_refused_with_the_file_line_field_and_limit(tmp_path):
    from forecasting_agents.core._jsonl import FILE_LIMITS

    limit = FILE_LIMITS["description (characters)"]
    long_description = question_record(description="x" * (limit + 1))
    path = _one_line_file(tmp_path, json.dumps(long_description))
    with pytest.raises(QuestionFormatError) as info:
        load_questions(path)
    assert (info.value.line, info.value.field) == (1, "description")
    assert "the limit is 20,000 (description (characters))" in info.value.problem
    long_text = document_record(text="y" * (FILE_LIMITS["document text (characters)"] + 1))
    with pytest.raises(QuestionFormatError, match=r"field 'text'.*limit is 100,000"):
        load_documents(_one_line_file(tmp_path, json.dumps(long_text), "d.jsonl"))


def test_a_huge_line_and_deep_nesting_are_refused_without_a_raw_error(tmp_path):
    huge = json.dumps(question_record(category="c" * 1_100_000))
    with pytest.raises(QuestionFormatError, match=r"line 1: the line is 1,1\d\d,\d\d\d bytes"):
        load_questions(_one_line_file(tmp_path, huge))
    deep = "[" * 100_000 + "]" * 100_000
    with pytest.raises(QuestionFormatError, match="line 1: nested deeper than 32 levels"):
        load_questions(_one_line_file(tmp_path, deep))
    value: object = 1
    for _ in range(40):  # metadata may nest, but not without bound
        value = [value]
    nested = json.dumps(question_record(extra=value))
    with pytest.raises(QuestionFormatError, match="nested deeper than 32 levels"):
        load_questions(_one_line_file(tmp_path, nested))


def test_an_empty_questions_file_is_refused_naming_it(tmp_path):
    path = tmp_path / "empty.jsonl"
    path.write_text("\n\n", encoding="utf-8")
    with pytest.raises(QuestionFormatError, match=r"empty\.jsonl: holds no questions"):
        load_questions(path)


def test_readme_lists_the_limits_the_loaders_apply():
    from forecasting_agents.core._jsonl import limits_table

    assert limits_table() in (REPO / "docs" / "limits.md").read_text(encoding="utf-8")


def test_hostile_lines_are_refused_naming_the_line_and_why(tmp_path):
    good = json.dumps(question_record(id="q1"))
    cases = {
        "surrogate": (good.replace("Will", "Will \\ud800", 1), "lone surrogate"),
        "digits": (
            good.replace('"outcome": 1', '"outcome": ' + "9" * 5000),
            "field 'outcome': a number of 5,000 digits is not an outcome",
        ),
        "case": (json.dumps(question_record(id="Q1")), "duplicate id 'Q1'"),
    }
    for name, (line, expected) in cases.items():
        path = tmp_path / f"{name}.jsonl"
        path.write_text(good + "\n" + line + "\n", encoding="utf-8")
        error = format_error(load_questions, path)
        assert error.line == 2 and expected in str(error), (name, str(error))


def test_a_huge_line_is_measured_without_being_held(tmp_path):
    import tracemalloc

    path = tmp_path / "huge.jsonl"
    with path.open("w", encoding="utf-8") as out:
        out.write(json.dumps(question_record(id="q1")) + "\n")
        out.write('{"id": "' + "x" * 50_000_000 + '"}\n')
    tracemalloc.start()
    error = format_error(load_questions, path)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert error.line == 2 and "the line is 50,000,010 bytes" in str(error)
    assert peak < 20_000_000, peak  # a few times the 1 MB line limit, not the 50 MB line


@pytest.mark.parametrize(
    "url",
    [
        "http://exa mple.com/",
        "http://a.com\n/x",
        "https://user:pass@example.org/",
        "http://a.com:99999/",
        "https:///nohost",
        "javascript:alert(1)",
    ],
)
def test_a_document_url_with_spaces_credentials_a_bad_port_or_no_host_is_refused(url, tmp_path):
    path = write_lines(tmp_path / "docs.jsonl", [json.dumps(document_record(url=url))])
    error = format_error(load_documents, path)
    assert error.line == 1 and error.field == "url" and "http(s) URL" in error.problem


def test_line_ends_and_bad_bytes_are_read_line_by_line(tmp_path, monkeypatch):
    import forecasting_agents.core._jsonl as formats  # where lines are read

    good = json.dumps(question_record(id="q1")).encode()
    bad_byte = tmp_path / "bad.jsonl"
    bad_byte.write_bytes(b"\n".join([good, b"", good.replace(b"q1", b"q2"), b'{"id": "\xff"}']))
    error = format_error(load_questions, bad_byte)
    assert error.line == 4 and "not UTF-8 text (byte 9 of the line" in error.problem
    cr_only = tmp_path / "cr.jsonl"
    cr_only.write_bytes(good + b"\r" + good.replace(b"q1", b"q2") + b"\r")
    assert "lone carriage return" in format_error(load_questions, cr_only).problem
    cr_as_space = tmp_path / "cr-space.jsonl"  # JSON allows CR between tokens; a blank line too
    cr_as_space.write_bytes(good.replace(b", ", b",\r", 1) + b"\n \r \n")
    assert [q.question_id for q in load_questions(cr_as_space)] == ["q1"]
    bom = tmp_path / "bom-at-limit.jsonl"
    bom.write_bytes(b"\xef\xbb\xbf" + good + b"\n")
    crlf = tmp_path / "crlf.jsonl"
    crlf.write_bytes(good + b"\r\n" + good.replace(b"q1", b"q2") + b"\r\n")
    monkeypatch.setattr(formats, "MAX_LINE_BYTES", len(good))  # each line exactly the limit
    assert [q.question_id for q in load_questions(crlf)] == ["q1", "q2"]
    assert [q.question_id for q in load_questions(bom)] == ["q1"]  # the BOM is not counted
    monkeypatch.setattr(formats, "MAX_LINE_BYTES", len(good) - 1)
    assert f"the line is {len(good):,} bytes" in format_error(load_questions, crlf).problem
