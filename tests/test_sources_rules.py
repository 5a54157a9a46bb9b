"""The rules every question source shares (sources._markets), without a server.

How a market becomes a question (cutoff, resolution date, price, outcome) or a reported skip; the
readers of untrusted values; safe ids and text. The HTTP side of each source is
``test_sources_contract.py``.
"""

from __future__ import annotations

from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forecasting_agents.core._formats import load_questions, write_jsonl
from forecasting_agents.core._ids import MAX_ID_CHARS
from forecasting_agents.core._text import REDACTED
from forecasting_agents.sources._markets import (
    Listing,
    QuestionQuery,
    Skipped,
    build_question,
    criteria_text,
    day_from_epoch,
    market_text,
    price_at,
    probability,
    question_id,
    safe_url,
    sanitize_text,
    shown,
)
from forecasting_agents.sources._polymarket import sanitize_text as polymarket_sanitize

AS_OF = date(2025, 3, 1)


def listing(**fields) -> Listing:
    base = {
        "source": "manifold",
        "raw_id": "abc",
        "title": "Will it rain?",
        "description": "Resolves YES if it rains.",
        "status": "open",
        "opened": date(2024, 6, 1),
        "closes": date(2025, 6, 1),
        "price": 0.4,
    }
    return Listing(**{**base, **fields})


def resolved(**fields) -> Listing:
    base = {"status": "resolved", "outcome": 1.0, "closes": date(2025, 1, 20)}
    return listing(**{**base, **fields})


def query(**fields) -> QuestionQuery:
    return QuestionQuery(**{"as_of": AS_OF, **fields})


def skip_reason(item: Listing, q: QuestionQuery) -> str:
    with pytest.raises(Skipped) as info:
        build_question(item, q)
    assert info.value.ident == item.question_id
    return info.value.reason


# --------------------------------------------------------------------------- open questions


def test_an_open_question_is_cut_off_at_the_as_of_day_with_its_current_price():
    built = build_question(listing(), query())
    q = built.question
    assert (q.cutoff_date, q.resolution_date) == ("2025-03-01", "2025-06-01")
    assert q.current_market_price == 0.4 and q.resolved_outcome is None
    assert q.outcome_source is None and built.category == "manifold"
    assert built.metadata == {"source": "manifold", "source_id": "abc", "as_of": "2025-03-01"}


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"closes": date(2025, 3, 1)}, "closes or resolves on 2025-03-01, not after the as-of"),
        ({"closes": None}, "no usable close or resolution date"),
        ({"opened": date(2025, 3, 2)}, "opened on 2025-03-02, after the as-of date 2025-03-01"),
        ({"title": ""}, "no question text"),
        ({"status": "closed", "status_note": "status 'closed'"}, "neither open nor resolved"),
    ],
)
def test_an_open_question_that_cannot_be_forecast_from_the_as_of_day_is_skipped(fields, reason):
    assert reason in skip_reason(listing(**fields), query())


def test_a_resolved_question_is_not_written_as_open_and_an_open_one_not_as_resolved():
    assert "ask for resolved" in skip_reason(resolved(), query())
    assert skip_reason(listing(), query(selection="resolved")) == "still open: not resolved yet"
    assert build_question(resolved(), query(ids=("abc",), selection="any")).outcome == 1.0


@pytest.mark.parametrize("selection", ["open", "resolved"])
def test_a_void_resolution_is_skipped_whatever_was_asked(selection):
    void = listing(status="void", status_note="as cancelled (CANCEL)")
    reason = skip_reason(void, query(selection=selection))
    assert reason.startswith("resolved as cancelled (CANCEL): no yes/no outcome")


# --------------------------------------------------------------------------- resolved questions


def test_a_resolved_cutoff_is_days_before_the_earliest_end_and_not_before_it_opened():
    early = resolved(closes=date(2025, 2, 1), resolves=date(2025, 1, 20))  # resolved early
    q = build_question(early, query(selection="resolved")).question
    assert (q.cutoff_date, q.resolution_date) == ("2025-01-13", "2025-01-20")
    young = resolved(opened=date(2025, 1, 18))
    assert build_question(young, query(selection="resolved")).question.cutoff_date == "2025-01-18"
    same_day = resolved(opened=date(2025, 1, 20))
    assert "no day to forecast from" in skip_reason(same_day, query(selection="resolved"))


def test_a_fixed_cutoff_applies_to_every_resolved_question():
    q = query(selection="resolved", cutoff=date(2025, 1, 1))
    assert build_question(resolved(), q).question.cutoff_date == "2025-01-01"
    assert "not after the cutoff 2025-01-01" in skip_reason(resolved(closes=date(2025, 1, 1)), q)
    assert "after the cutoff" in skip_reason(resolved(opened=date(2025, 1, 2)), q)


def test_a_question_that_ended_after_the_as_of_day_is_skipped():
    late = resolved(closes=date(2025, 3, 2))
    assert "ended on 2025-03-02, after the as-of date" in skip_reason(
        late, query(selection="resolved")
    )


def test_a_resolved_price_is_the_one_in_effect_before_the_cutoff_else_none():
    history = ((1_736_467_200.0, 0.2), (1_736_900_000.0, 0.9), (1_700_000_000.0, 0.1))
    q = build_question(resolved(history=history), query(selection="resolved")).question
    assert q.current_market_price == 0.2  # 2025-01-10 is before the 2025-01-13 cutoff, 01-15 not
    assert (
        build_question(
            resolved(price=0.99), query(selection="resolved")
        ).question.current_market_price
        is None
    )
    assert price_at([], date(2025, 1, 1)) is None


def test_the_outcome_source_is_the_page_unless_the_source_names_one():
    built = build_question(
        resolved(url="https://manifold.markets/a/b"), query(selection="resolved")
    )
    assert built.outcome_source == "https://manifold.markets/a/b"
    assert built.metadata["url"] == "https://manifold.markets/a/b"


def test_written_questions_load_back_unchanged(tmp_path):
    questions = [
        build_question(listing(), query()),
        build_question(resolved(raw_id="xyz"), query(ids=("xyz",), selection="any")),
    ]
    path = write_jsonl(tmp_path / "q.jsonl", [q.to_record() for q in questions])
    loaded = load_questions(path)
    assert [q.to_record() for q in loaded] == [q.to_record() for q in questions]


# --------------------------------------------------------------------------- the query


@pytest.mark.parametrize(
    "fields",
    [
        {"selection": "any"},
        {"selection": "closed"},
        {"ids": ("a",), "search": "b"},
        {"search": "  "},
        {"limit": 0},
        {"days_before_close": 0},
        {"ids": ["a"]},
        {"ids": (1,)},
        {"limit": True},
        {"search": 42},
        {"cutoff": "2025-01-01"},
    ],
)
def test_a_query_the_sources_cannot_answer_is_refused(fields):
    with pytest.raises(ValueError):
        query(**fields)


# --------------------------------------------------------------------------- untrusted values


def test_ids_keep_safe_characters_and_hash_the_rest():
    assert question_id("kalshi", "KXHIGHNY-25JUL28-B85.5") == "kalshi-KXHIGHNY-25JUL28-B85.5"
    changed = question_id("kalshi", "a/b c")
    assert changed.startswith("kalshi-a-b-c-") and changed != question_id("kalshi", "a-b c")
    long_a, long_b = (
        question_id("manifold", "x" * 150 + "a"),
        question_id("manifold", "x" * 150 + "b"),
    )
    assert len(long_a) <= MAX_ID_CHARS and long_a != long_b


@given(st.text(max_size=300))
def test_every_id_is_one_the_format_accepts(raw):
    ident = question_id("metaculus", raw)
    assert len(ident) <= MAX_ID_CHARS
    assert all(c.isascii() and (c.isalnum() or c in "._-") for c in ident)


@pytest.mark.parametrize(
    ("value", "expected"),
    [(0.3, 0.3), ("0.5600", 0.56), (1, 1.0), (True, None), ("nan", None), (1.5, None),
     ("0." + "1" * 40, None), ([0.2], None), (None, None), (float("inf"), None)],
)  # fmt: skip
def test_probability_accepts_only_numbers_in_0_1(value, expected):
    assert probability(value) == expected


def test_epoch_days_are_bounded_and_typed():
    assert day_from_epoch(1_736_467_200) == date(2025, 1, 10)
    assert day_from_epoch(1_736_467_200_000, milliseconds=True) == date(2025, 1, 10)
    assert day_from_epoch(True) is None and day_from_epoch(10**15) is None
    assert day_from_epoch(float("nan")) is None and day_from_epoch("1736467200") is None


@pytest.mark.parametrize(
    "value",
    ["javascript:alert(1)", "https://", "https://a.b/ c", "https://a.b/\u202e", 42, "h" * 600],
)
def test_unsafe_urls_are_dropped(value):
    assert safe_url(value) is None


def test_comparisons_survive_and_markup_does_not():
    assert (
        market_text("Will CPI be >3.5% and <=4%?", 100)
        == "Will CPI be more than 3.5% and at most 4%?"
    )
    assert market_text("a <5 or >7 b", 100) == "a less than 5 or more than 7 b"
    assert market_text("<script>x</script>Hi `code` \u202eevil\u200b", 100) == "x Hi code evil"
    assert market_text("x" * 10_000_000, 50) == "x" * 47 + "..."
    assert market_text(["not", "text"], 50) == ""


def test_criteria_are_labelled_in_order_and_capped():
    text = criteria_text([("Criteria", "Yes if A."), ("Fine print", None), ("", "Tail.")], 30)
    assert text == "Criteria: Yes if A. Tail."
    assert len(criteria_text([("A", "word " * 1000)], 100)) == 100


def test_shown_escapes_what_a_terminal_would_obey():
    assert shown("\x1b[31mred\u202e") == repr("\x1b[31mred\u202e")
    assert "\x1b" not in shown("\x1b[31m") and shown({"a": 1}) == "a JSON object"
    assert len(shown("y" * 1000)) == 60


def test_sanitize_text_moved_and_is_still_exported_where_it_was():
    assert polymarket_sanitize is sanitize_text


# --------------------------------------------------------------------------- the one template


class StubFetcher:
    """What MarketReader needs of a Fetcher: a provider, its secrets, a context that closes."""

    def __init__(self, secrets: tuple[str, ...] = ()) -> None:
        self.provider, self.secrets, self.closed = "manifold", secrets, False

    def __enter__(self) -> StubFetcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.closed = True


def market(n: int, **fields: object) -> dict[str, object]:
    return {"raw_id": f"m{n}", "title": f"Will {n} happen?", **fields}


def read_market(item: dict[str, object]) -> Listing:
    if item.get("bad"):
        raise Skipped(None, "not binary")
    return listing(raw_id=item["raw_id"], title=item["title"], description=item.get("text", ""))


def test_the_template_reads_named_ids_in_order_and_reports_a_404_without_stopping():
    from forecasting_agents.http import ProviderHTTPError
    from forecasting_agents.sources._reading import ByOffset, MarketReader

    asked: list[str] = []

    def one(fetch: StubFetcher, ident: str) -> dict[str, object]:
        asked.append(ident)
        if ident == "gone":
            raise ProviderHTTPError("manifold", 404, "no such market")
        return market(int(ident), text="Resolves YES if so.")

    reader = MarketReader("Manifold markets", one, ByOffset(lambda *a: []), read_market)
    fetcher = StubFetcher()
    result = reader.questions(fetcher, query(ids=("2", "gone", "1", "2"), selection="any"))
    assert asked == ["2", "gone", "1"]  # each id once, in the order given
    assert [q.question_id for q in result.questions] == ["manifold-m2", "manifold-m1"]
    assert result.skipped == [("manifold-gone", "not found (HTTP 404): check the id")]
    assert fetcher.closed


def test_the_template_pages_lazily_enriches_only_questions_and_scrubs_secrets():
    from forecasting_agents.sources._reading import ByOffset, MarketReader

    pages: list[tuple[int, int]] = []

    def page(fetch: StubFetcher, q: QuestionQuery, offset: int, size: int) -> list[object]:
        pages.append((offset, size))
        return [market(offset + i, bad=(offset + i) % 3 == 0) for i in range(4)]

    enriched: list[str] = []

    def enrich(fetch: StubFetcher, found: Listing) -> Listing:
        enriched.append(found.raw_id)
        return listing(raw_id=found.raw_id, title=found.title, description="says tok-123 here")

    reader = MarketReader(
        "Manifold markets", lambda f, i: None, ByOffset(page), read_market, enrich
    )
    result = reader.questions(StubFetcher(secrets=("tok-123",)), query(limit=4))
    assert pages == [(0, 20), (4, 20)]  # full after m5, mid-page: the third page is not asked for
    assert enriched == ["m1", "m2", "m4", "m5"]  # the skipped m0 and m3 cost no request
    assert len(result.questions) == 4 and len(result.skipped) == 2
    descriptions = [q.question.description for q in result.questions]
    assert descriptions == [f"says {REDACTED} here"] * 4


def test_the_template_follows_cursors_and_notes_the_page_bound():
    from forecasting_agents.sources._markets import MAX_PAGES
    from forecasting_agents.sources._reading import ByCursor, MarketReader

    def page(fetch: StubFetcher, q: QuestionQuery, cursor: str | None) -> tuple[list, str]:
        n = int(cursor or 0)
        return [market(n, bad=True)], str(n + 1)  # never usable, never ends

    reader = MarketReader("Kalshi markets", lambda f, i: None, ByCursor(page), read_market)
    result = reader.questions(StubFetcher(), query(limit=5))
    assert len(result.skipped) == MAX_PAGES and not result.questions
    assert result.notes == [
        f"stopped after {MAX_PAGES} pages of Kalshi markets (the page bound) before enough "
        "usable questions were found; narrow the listing or lower the limit"
    ]


SOURCE_MODULES = ("_kalshi", "_manifold", "_metaculus", "_polymarket")


@pytest.mark.parametrize("name", SOURCE_MODULES)
def test_each_market_source_fills_the_one_template_instead_of_repeating_its_body(name):
    import ast
    import importlib

    from support import PACKAGE_DIR

    from forecasting_agents.sources._reading import MarketReader

    module = importlib.import_module(f"forecasting_agents.sources.{name}")
    assert isinstance(module._READER, MarketReader)
    tree = ast.parse((PACKAGE_DIR / "sources" / f"{name}.py").read_text(encoding="utf-8"))
    named = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert not named & {"by_ids", "offset_items", "cursor_items", "gather"}, name
