"""Unit and property tests for forecasting_agents.search: cutoff, leak check, ranking, mock corpus,
policy,
executor."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from dataclasses import replace
from datetime import date

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st
from support import REPO

from forecasting_agents.core._dates import classify_publication
from forecasting_agents.core._errors import DateParseError
from forecasting_agents.core._formats import load_documents
from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.http import (
    ProviderConfigError,
    ProviderTimeoutError,
)
from forecasting_agents.record._replay import ReplaySearchClient
from forecasting_agents.record._tracing import TracingSearchClient
from forecasting_agents.search._corpus import (
    MOCK_DOCUMENTS,
    MOCK_DOCUMENTS_PATH,
    CorpusSearchClient,
    MockSearchClient,
    tokenize,
)
from forecasting_agents.search._cutoff import (
    PUBLICATION_CLASSES,
    find_post_cutoff_mentions,
    flag_leaks,
    partition_by_publication,
)
from forecasting_agents.search._domains import (
    DEFAULT_ALLOWED_DOMAINS,
    apply_domain_policy,
    normalize_domain,
    result_host,
)
from forecasting_agents.search._executor import (
    MAX_FAILURE_CHARS,
    MAX_QUERY_CHARS,
    MAX_RESULTS_LIMIT,
    ToolExecutor,
    format_search_outcome,
    format_search_results,
)
from forecasting_agents.search._factory import create_search_client
from forecasting_agents.search._protocol import SearchClient
from forecasting_agents.search._tavily import TavilySearchClient
from forecasting_agents.search._tool import SEARCH_TOOL, ToolDefinition

CUTOFF = date(2025, 2, 20)


def doc(title, published=None, url=None, snippet=""):
    slug = title.lower().replace(" ", "-")
    return SearchResult(
        title=title,
        url=url or f"https://www.reuters.com/{slug}",
        snippet=snippet,
        published=published,
    )


class LeakyClient:
    """Ignores the cutoff and returns a fixed list, as a buggy provider might."""

    def __init__(self, results):
        self.results = results
        self.calls = []

    def search(self, query, max_results=5, cutoff_date=None):
        self.calls.append((query, max_results, cutoff_date))
        return [replace(r) for r in self.results]


class FakeClock:
    def __init__(self, *ticks):
        self.ticks = list(ticks)

    def __call__(self):
        return self.ticks.pop(0)


# --------------------------------------------------------------------------- cutoff


class TestCutoff:
    DATED = (
        doc("day before cutoff", "2025-02-19"),
        doc("on cutoff day", "2025-02-20"),
        doc("day after cutoff", "2025-02-21"),
        doc("timestamp before cutoff", "2025-02-19T23:59:59Z"),
        doc("undated page", None),
        doc("garbled date", "last Tuesday"),
    )

    def titles(self, results):
        return [r.title for r in results]

    def test_client_drops_on_and_after_cutoff_and_keeps_undated(self):
        client = CorpusSearchClient(self.DATED)
        kept = self.titles(client.search("cutoff day page date", 10, cutoff_date=CUTOFF))
        assert "on cutoff day" not in kept
        assert "day after cutoff" not in kept
        assert "day before cutoff" in kept
        assert "timestamp before cutoff" in kept
        assert "undated page" in kept
        assert "garbled date" in kept

    def test_cutoff_as_iso_string_behaves_like_a_date(self):
        client = CorpusSearchClient(self.DATED)
        query = "cutoff day page date"
        assert client.search(query, 10, "2025-02-20") == client.search(query, 10, CUTOFF)

    def test_no_cutoff_returns_everything_that_matches(self):
        client = CorpusSearchClient(self.DATED)
        assert len(client.search("cutoff day page date", 10)) == len(self.DATED)

    def test_partition_counts_every_class(self):
        classes = partition_by_publication(self.DATED, CUTOFF)
        assert tuple(classes) == PUBLICATION_CLASSES
        assert self.titles(classes["before_cutoff"]) == [
            "day before cutoff",
            "timestamp before cutoff",
        ]
        assert self.titles(classes["on_or_after_cutoff"]) == ["on cutoff day", "day after cutoff"]
        assert self.titles(classes["undated"]) == ["undated page"]
        assert self.titles(classes["unparseable"]) == ["garbled date"]

    def test_partition_without_cutoff_still_separates_undated(self):
        classes = partition_by_publication(self.DATED, None)
        assert len(classes["before_cutoff"]) == 4
        assert classes["on_or_after_cutoff"] == []
        assert len(classes["undated"]) == 1 and len(classes["unparseable"]) == 1

    def test_partition_empty_input_has_all_keys(self):
        assert partition_by_publication([], "2025-02-20") == {k: [] for k in PUBLICATION_CLASSES}

    def test_bad_cutoff_is_the_callers_error(self):
        client = CorpusSearchClient(self.DATED)
        with pytest.raises(DateParseError, match="cutoff_date"):
            client.search("cutoff", cutoff_date="20/02/2025")
        with pytest.raises(DateParseError):
            partition_by_publication(self.DATED, "soon")


# --------------------------------------------------------------------------- leak check

DEMO_QUESTION_ID = "nvda-q4-fy2025"  # the demo question is not in questions.jsonl
DEMO_CUTOFF = "2025-02-20"

# Pre-cutoff documents without a leak note that the leak check flags anyway: a page naming
# the scheduled day of a future event reads, to a text check, like one reporting it. The
# corpus is curated by hand, so this set may shrink but must not grow.
KNOWN_FALSE_POSITIVES = {"de-2025-fdp-threshold-d02"}  # "election for February 23, 2025"

MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
DAY_FORMATS = (
    "{iso}",
    "{month} {day}, {year}",
    "{month} {day} {year}",
    "{day} {month} {year}",
    "{month} {day}th, {year}",
)


def write_day(template: str, day: date, month_name: str) -> str:
    return template.format(iso=day.isoformat(), month=month_name, day=day.day, year=day.year)


def corpus_with_cutoffs():
    """(document, cutoff) for every backtest corpus document, read straight from the data."""
    documents = read_jsonl(REPO / "data" / "documents.jsonl")
    questions = read_jsonl(REPO / "data" / "questions.jsonl")
    cutoffs = {q["id"]: q["cutoff_date"] for q in questions}
    cutoffs.setdefault(DEMO_QUESTION_ID, DEMO_CUTOFF)
    return [(d, cutoffs[d["question_id"]]) for d in documents]


def read_jsonl(path):
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def as_result(document):
    return SearchResult(
        title=document["title"],
        url=document["url"],
        snippet=document["text"],
        published=document["published"],
    )


def is_marked_leak(document):
    return document.get("course_note", "").startswith("leak:")


class TestFindPostCutoffMentions:
    @pytest.mark.parametrize("template", DAY_FORMATS)
    @pytest.mark.parametrize("month_name", ["February", "Feb", "Feb.", "FEBRUARY", "feb"])
    def test_cutoff_day_counts_and_the_day_before_does_not(self, template, month_name):
        for day, counts in ((19, False), (20, True), (21, True)):
            mention = write_day(template, date(2025, 2, day), month_name)
            found = find_post_cutoff_mentions(f"Reported on {mention}; more later.", CUTOFF)
            assert found == ([mention] if counts else []), mention

    @pytest.mark.parametrize("text", ["Sept. 3, 2025", "sep 3 2025", "3 SEPT 2025"])
    def test_september_has_two_abbreviations(self, text):
        assert find_post_cutoff_mentions(text, CUTOFF) == [text]

    def test_timestamps_ordinals_and_ranges(self):
        text = "At 2025-02-20T09:00:00Z, the 20th of February 2025, and March 18-19, 2025."
        assert find_post_cutoff_mentions(text, CUTOFF) == [
            "2025-02-20",
            "20th of February 2025",
            "March 18-19, 2025",
        ]

    @pytest.mark.parametrize(
        ("text", "counts"),
        [
            ("02/20/2025", True),  # month/day, the cutoff day
            ("20/02/2025", True),  # day/month
            ("20.02.2025", True),
            ("19/02/2025", False),
            ("02/19/2025", False),
            ("05/02/2025", True),  # May 2 or February 5: the later reading counts
            ("02/01/2025", False),  # February 1 or January 2: both before
            ("3/1/2025", True),  # March 1 or January 3
        ],
    )
    def test_a_numeric_date_counts_when_either_reading_is_on_or_after_the_cutoff(
        self, text, counts
    ):
        # An attacker (or a docket) writes "09/05/2024": a check blind to it is evaded at once.
        assert find_post_cutoff_mentions(f"Entered {text}: order granted.", CUTOFF) == (
            [text] if counts else []
        )

    @pytest.mark.parametrize("text", ["31/31/2025", "13/13/2025", "1/2/3/2025", "v1.10.2025.2"])
    def test_numbers_that_are_no_numeric_date_are_ignored(self, text):
        assert find_post_cutoff_mentions(text, CUTOFF) == []

    def test_a_range_counts_when_its_last_day_does(self):
        assert find_post_cutoff_mentions("February 18-20, 2025", CUTOFF) == ["February 18-20, 2025"]
        assert find_post_cutoff_mentions("17\u201319 February 2025", CUTOFF) == []

    @pytest.mark.parametrize(
        "text",
        [
            "February 30, 2025",
            "February 29, 2025",  # 2025 is not a leap year
            "31 April 2025",
            "2025-02-30",
            "2025-13-01",
            "March 0, 2025",
            "March 21-19, 2025",  # a range that ends before it starts
        ],
    )
    def test_invalid_dates_are_ignored(self, text):
        assert find_post_cutoff_mentions(text, CUTOFF) == []

    @pytest.mark.parametrize(
        ("text", "counts"),
        [
            ("December 2024", False),
            ("January 2025", False),
            ("February 2025", True),  # the cutoff's own month may mean a later day
            ("Feb. 2025", True),
            ("March 2025", True),
            ("January of 2026", True),
        ],
    )
    def test_month_year_counts_from_the_cutoffs_month(self, text, counts):
        assert find_post_cutoff_mentions(text, CUTOFF) == ([text] if counts else [])

    def test_a_full_date_is_not_reread_as_a_month_year(self):
        # "March 2025" alone counts against this cutoff; "March 19, 2025" must not.
        assert find_post_cutoff_mentions("March 2025", "2025-03-20") == ["March 2025"]
        assert find_post_cutoff_mentions("on March 19, 2025", "2025-03-20") == []
        assert find_post_cutoff_mentions("on 19 March 2025", "2025-03-20") == []

    @pytest.mark.parametrize(
        "text",
        [
            "Revenue guidance for 2025 and 2026",
            "Fiscal 2026 outlook, FY2027 targets",
            "Marching 2025 protests",  # a month name inside a longer word
            "Mayday 2026",
            "12025-03-19",  # too many digits to be an ISO date
        ],
    )
    def test_bare_years_and_lookalikes_are_ignored(self, text):
        assert find_post_cutoff_mentions(text, CUTOFF) == []

    def test_every_mention_is_returned_in_order(self):
        text = "Due March 5, 2025; held 2025-01-10; reviewed 2025-03-05; next March 2025."
        assert find_post_cutoff_mentions(text, date(2025, 3, 1)) == [
            "March 5, 2025",
            "2025-03-05",
            "March 2025",
        ]

    def test_bad_arguments_raise_clear_errors(self):
        with pytest.raises(TypeError, match="NoneType"):
            find_post_cutoff_mentions(None, CUTOFF)
        with pytest.raises(DateParseError, match="cutoff"):
            find_post_cutoff_mentions("March 2025", "20 Feb 2025")


def month_spelling(month: int):
    """Ways of writing ``month``: full or abbreviated, with or without a dot, in any case."""
    full = MONTHS[month - 1]
    forms = st.sampled_from([full, full[:3], full[:3] + "."])
    return forms.flatmap(lambda name: st.sampled_from([name, name.lower(), name.upper()]))


@given(day=st.dates(), cutoff=st.dates())
def test_property_iso_mention_counts_iff_on_or_after_cutoff(day, cutoff):
    found = find_post_cutoff_mentions(f"As of {day.isoformat()}, shares rose.", cutoff)
    assert found == ([day.isoformat()] if day >= cutoff else [])


@given(day=st.dates(), cutoff=st.dates(), data=st.data())
def test_property_month_day_year_counts_iff_on_or_after_cutoff(day, cutoff, data):
    mention = f"{data.draw(month_spelling(day.month))} {day.day}, {day.year:04d}"
    found = find_post_cutoff_mentions(f"On {mention} the board met.", cutoff)
    assert found == ([mention] if day >= cutoff else [])


@given(day=st.dates(), cutoff=st.dates(), data=st.data())
def test_property_month_year_counts_iff_its_month_is_not_before_the_cutoffs(day, cutoff, data):
    mention = f"{data.draw(month_spelling(day.month))} {day.year:04d}"
    found = find_post_cutoff_mentions(f"In {mention}, prices fell.", cutoff)
    counts = (day.year, day.month) >= (cutoff.year, cutoff.month)
    assert found == ([mention] if counts else [])


class TestFlagLeaks:
    def test_splits_in_order_checking_title_and_snippet(self):
        results = [
            doc("Preview", "2025-02-10", snippet="Updated on February 26, 2025 with results."),
            doc("Clean preview", "2025-02-11", snippet="Report due late in the month."),
            doc("Results of 2025-02-26 call", "2025-02-12"),
            doc("Old news", "2025-01-05", snippet="Shares fell on January 27, 2025."),
        ]
        kept, flagged = flag_leaks(results, CUTOFF)
        assert [r.title for r in kept] == ["Clean preview", "Old news"]
        assert [r.title for r in flagged] == ["Preview", "Results of 2025-02-26 call"]

    def test_a_date_is_not_assembled_across_title_and_snippet(self):
        result = doc("Outlook for March", "2025-02-10", snippet="2025 looks strong.")
        assert flag_leaks([result], CUTOFF) == ([result], [])

    def test_empty_input_and_bad_cutoff(self):
        assert flag_leaks([], CUTOFF) == ([], [])
        with pytest.raises(DateParseError, match="cutoff"):
            flag_leaks([], "next week")

    def test_the_mock_corpus_has_no_leaks(self):
        assert flag_leaks(MockSearchClient().documents, CUTOFF)[1] == []


class TestCorpusLeaks:
    def test_every_marked_leak_is_dated_before_its_cutoff_and_flagged(self):
        leaks = [(d, c) for d, c in corpus_with_cutoffs() if is_marked_leak(d)]
        assert len(leaks) >= 4
        for document, cutoff in leaks:
            # Dated before the cutoff, so only the text check can catch it.
            assert classify_publication(document["published"], cutoff) == "before_cutoff"
            assert flag_leaks([as_result(document)], cutoff)[1], document["id"]

    def test_the_demo_questions_leak_is_flagged(self):
        demo = [d for d, _ in corpus_with_cutoffs() if d["question_id"] == DEMO_QUESTION_ID]
        kept, flagged = flag_leaks([as_result(d) for d in demo], DEMO_CUTOFF)
        leak_titles = {d["title"] for d in demo if is_marked_leak(d)}
        assert leak_titles and {r.title for r in flagged} == leak_titles
        assert len(kept) == len(demo) - len(leak_titles)

    def test_false_positives_among_clean_pre_cutoff_documents_are_only_the_known_ones(self):
        flagged = {
            document["id"]
            for document, cutoff in corpus_with_cutoffs()
            if not is_marked_leak(document)
            and classify_publication(document["published"], cutoff) == "before_cutoff"
            and flag_leaks([as_result(document)], cutoff)[1]
        }
        assert flagged <= KNOWN_FALSE_POSITIVES


# --------------------------------------------------------------------------- ranking


class TestRanking:
    CORPUS = (
        doc("Copper prices rally on China demand", "2025-01-05", snippet="Metals desk."),
        doc("Nvidia earnings preview", "2025-01-06", snippet="Chip maker reports next week."),
        doc("Central bank holds rates", "2025-01-07", snippet="Policy unchanged."),
        doc("Oil slips as inventories build", "2025-01-08", snippet="Crude demand soft."),
    )

    def test_relevant_document_ranks_first(self):
        client = CorpusSearchClient(self.CORPUS)
        assert client.search("copper demand")[0].title == "Copper prices rally on China demand"
        assert client.search("nvidia earnings")[0].title == "Nvidia earnings preview"

    def test_zero_relevance_documents_are_not_returned(self):
        client = CorpusSearchClient(self.CORPUS)
        assert [r.title for r in client.search("copper", 10)] == [
            "Copper prices rally on China demand"
        ]
        assert client.search("zebra migration") == []
        assert client.search("the of and what") == []  # stopwords only

    def test_scores_are_normalised_and_non_increasing(self):
        results = CorpusSearchClient(self.CORPUS).search("demand rates oil", 10)
        scores = [r.score for r in results]
        assert scores[0] == 1.0
        assert all(0.0 < s <= 1.0 for s in scores)
        assert scores == sorted(scores, reverse=True)

    def test_ties_break_by_url_whatever_the_corpus_order(self):
        twins = [
            doc("Same headline", "2025-01-01", url="https://b.example.com/x"),
            doc("Same headline", "2025-01-01", url="https://a.example.com/x"),
        ]
        forward = CorpusSearchClient(twins).search("headline")
        backward = CorpusSearchClient(twins[::-1]).search("headline")
        assert [r.url for r in forward] == ["https://a.example.com/x", "https://b.example.com/x"]
        assert forward == backward
        assert forward[0].score == forward[1].score == 1.0

    def test_cutoff_is_applied_before_taking_the_top_results(self):
        corpus = [
            doc("Nvidia earnings beat estimates", "2025-02-26"),
            doc("Nvidia earnings preview", "2025-02-10"),
        ]
        client = CorpusSearchClient(corpus)
        assert client.search("nvidia earnings beat", 1)[0].published == "2025-02-26"
        only = client.search("nvidia earnings beat", 1, cutoff_date=CUTOFF)
        assert [r.title for r in only] == ["Nvidia earnings preview"]
        assert only[0].score == 1.0  # normalised among the eligible documents

    def test_max_results_caps_the_list(self):
        client = CorpusSearchClient(self.CORPUS)
        assert len(client.search("demand rates oil nvidia copper", 2)) == 2

    def test_results_are_copies(self):
        corpus = [replace(d) for d in self.CORPUS]
        client = CorpusSearchClient(corpus)
        first = client.search("copper")[0]
        first.title = "tampered"
        corpus[0].title = "also tampered"
        assert client.search("copper")[0].title == "Copper prices rally on China demand"
        assert corpus[0].score == 0.0  # the caller's documents keep their own score

    def test_bad_arguments_raise_clear_errors(self):
        client = CorpusSearchClient(self.CORPUS)
        with pytest.raises(ValueError, match="max_results"):
            client.search("copper", 0)
        with pytest.raises(ValueError, match="max_results"):
            client.search("copper", True)
        with pytest.raises(ValueError, match="empty"):
            client.search("   ")
        with pytest.raises(TypeError, match=r"documents\[1\]"):
            CorpusSearchClient([self.CORPUS[0], {"title": "dict"}])

    def test_empty_corpus_returns_nothing(self):
        assert CorpusSearchClient([]).search("anything") == []

    def test_large_corpus_is_indexed_once_and_searchable(self):
        corpus = [
            doc(f"Report {i} on topic{i % 50}", f"2024-{i % 12 + 1:02d}-01") for i in range(3000)
        ]
        client = CorpusSearchClient(corpus, name="big")
        results = client.search("topic7", 5, cutoff_date="2024-06-01")
        assert len(results) == 5
        assert all("topic7" in r.title for r in results)
        assert all(r.published < "2024-06-01" for r in results)
        assert "big" in repr(client) and len(client) == 3000

    def test_tokenizer(self):
        assert tokenize("NVIDIA's Q4 FY2025 data-center, the Beat!") == [
            "nvidia",
            "q4",
            "fy2025",
            "data",
            "center",
            "beat",
        ]


# --------------------------------------------------------------------------- mock corpus


class TestMockClient:
    def test_satisfies_the_protocol(self):
        assert isinstance(MockSearchClient(), SearchClient)

    def test_corpus_shape(self):
        docs = MockSearchClient().documents
        assert 12 <= len(docs) <= 16
        classes = partition_by_publication(docs, CUTOFF)
        assert len(classes["on_or_after_cutoff"]) >= 2
        assert len(classes["undated"]) >= 1
        assert len(classes["before_cutoff"]) > len(docs) / 2
        hosts = [result_host(d.url) for d in docs]
        assert None not in hosts
        assert sum(h == "nasdaq.com" for h in hosts) >= 2
        assert "reddit.com" in hosts
        assert any(d.published == "2025-02-26" for d in docs)

    def test_corpus_is_marked_illustrative(self):
        readme = (REPO / "data" / "README.md").read_text(encoding="utf-8")
        section = readme.split("## `mock_documents.jsonl`", 1)[1]
        assert "ILLUSTRATIVE SUMMARIES WRITTEN FOR THIS COURSE" in section
        assert len(MOCK_DOCUMENTS) == len(MockSearchClient())

    def test_documents_load_from_data_in_the_document_format(self):
        assert MOCK_DOCUMENTS_PATH == REPO / "data" / "mock_documents.jsonl"
        loaded = load_documents(MOCK_DOCUMENTS_PATH)
        assert [d.doc_id for d in loaded] == [f"mock-{i:02d}" for i in range(1, 17)]
        assert MockSearchClient().documents == [d.to_search_result() for d in loaded]
        assert [SearchResult(**d) for d in MOCK_DOCUMENTS] == MockSearchClient().documents

    def test_no_module_embeds_the_documents(self):
        texts = [t for d in load_documents(MOCK_DOCUMENTS_PATH) for t in (d.title, d.snippet)]
        for module in REPO.glob("agent_*.py"):
            source = " ".join(module.read_text(encoding="utf-8").split())
            # A snippet split over string literals still shares its first 40 characters.
            embedded = [t for t in texts if t[:40] in source]
            assert embedded == [], f"{module.name} embeds mock documents: {embedded[:2]}"

    def test_an_edited_document_file_changes_the_mock(self, monkeypatch, tmp_path):
        import forecasting_agents.search._corpus as search_corpus

        original = MockSearchClient().documents
        lines = MOCK_DOCUMENTS_PATH.read_text(encoding="utf-8").splitlines(keepends=True)
        edited = tmp_path / "mock_documents.jsonl"
        edited.write_text("".join(lines[:2]), encoding="utf-8")
        monkeypatch.setattr(search_corpus, "MOCK_DOCUMENTS_PATH", edited)
        assert MockSearchClient().documents == original[:2]

    def test_deterministic_across_calls_and_instances(self):
        query = "NVIDIA Q4 earnings expectations"
        first = MockSearchClient().search(query, 5, CUTOFF)
        assert first == MockSearchClient().search(query, 5, CUTOFF)
        assert first == MockSearchClient().search(query, 5, "2025-02-20")

    def test_cutoff_search_returns_only_pre_cutoff_or_undated(self):
        results = MockSearchClient().search("NVIDIA Q4 earnings expectations", 5, CUTOFF)
        assert len(results) == 5
        verdicts = {classify_publication(r.published, CUTOFF) for r in results}
        assert verdicts <= {"before_cutoff", "undated"}

    def test_no_cutoff_shows_the_answer_the_cutoff_hides(self):
        client = MockSearchClient()
        unfiltered = client.search("NVIDIA Q4 earnings", 5)
        filtered = client.search("NVIDIA Q4 earnings", 5, cutoff_date=CUTOFF)
        late = [r for r in unfiltered if r.published and r.published >= "2025-02-20"]
        assert late, "the unfiltered search should surface post-cutoff reporting"
        assert not [r for r in filtered if r.published and r.published >= "2025-02-20"]

    @pytest.mark.parametrize(
        ("query", "expected_word"),
        [
            ("NVIDIA Q4 earnings expectations", "expect"),
            ("data center revenue", "data center"),
            ("AI server demand", "server"),
            ("semiconductor demand AI servers", "demand"),
            ("NVIDIA valuation risk", "valuation"),
            ("historical beat rate", "beat"),
        ],
    )
    def test_topic_queries_find_relevant_pre_cutoff_documents(self, query, expected_word):
        results = MockSearchClient().search(query, 3, cutoff_date=CUTOFF)
        assert results
        top = results[0]
        assert expected_word in f"{top.title} {top.snippet}".lower()

    def test_blocking_nasdaq_removes_something_for_the_demo_query(self):
        results = MockSearchClient().search("NVIDIA Q4 earnings", 5)
        kept = apply_domain_policy(results, blocked={"nasdaq.com"})
        assert 0 < len(kept) < len(results)
        assert all(result_host(r.url) != "nasdaq.com" for r in kept)

    def test_seed_executor_sequence(self):
        executor = ToolExecutor(search=MockSearchClient())
        r1 = executor.execute_search("NVIDIA earnings Q4 2025", max_results=3, cutoff_date=CUTOFF)
        r2 = executor.execute_search(
            "semiconductor demand AI servers", max_results=3, cutoff_date=CUTOFF
        )
        r3 = executor.execute_search("NVIDIA valuation risk", max_results=3, cutoff_date=CUTOFF)
        assert all(0 < len(r) <= 3 for r in (r1, r2, r3))
        log = executor.execution_log
        assert [e.status for e in log] == ["success"] * 3
        assert [e.args["query"] for e in log] == [
            "NVIDIA earnings Q4 2025",
            "semiconductor demand AI servers",
            "NVIDIA valuation risk",
        ]
        assert all(e.client == "MockSearchClient" and e.duration_ms >= 0 for e in log)
        assert all(e.args["cutoff_date"] == "2025-02-20" for e in log)
        assert log[0].result_preview.startswith(f"{len(r1)} results")

    def test_seed_policed_executor(self):
        policed = ToolExecutor(search=MockSearchClient(), blocked_domains={"nasdaq.com"})
        kept = policed.execute_search("NVIDIA Q4 earnings", max_results=5)
        entry = policed.execution_log[0]
        assert entry.removed_by_policy >= 1
        assert entry.result_count == len(kept) == 5 - entry.removed_by_policy
        assert "removed by policy" in entry.result_preview

    def test_seed_disabled_executor(self):
        executor = ToolExecutor(search=None)
        assert executor.execute_search("test query") == []
        assert executor.execution_log[0].status == "disabled"


# --------------------------------------------------------------------------- formatting


class TestFormat:
    def test_empty(self):
        assert format_search_results([]) == "No results."

    def test_numbered_blocks_with_one_field_per_line(self):
        text = format_search_results(
            [
                SearchResult("First", "https://ft.com/a", "Alpha.", "2025-02-01", 0.9),
                SearchResult("Second", "https://wsj.com/b", "", None, 0.5),
            ]
        )
        blocks = text.split("\n\n")
        assert len(blocks) == 2
        assert blocks[0].splitlines() == [
            "[1] First",
            "    URL: https://ft.com/a",
            "    Published: 2025-02-01",
            "    Snippet: Alpha.",
        ]
        assert blocks[1].splitlines()[0] == "[2] Second"
        assert "    Published: undated" in blocks[1].splitlines()

    def test_provider_text_cannot_forge_extra_results(self):
        sneaky = SearchResult("Title\n[2] Fake", "https://ft.com/a", "line\n\n[3] Also fake")
        text = format_search_results([sneaky])
        assert [line for line in text.splitlines() if line.startswith("[")] == [
            "[1] Title [2] Fake"
        ]

    def test_formats_mock_results(self):
        results = MockSearchClient().search("NVIDIA Q4 earnings", 5, cutoff_date=CUTOFF)
        text = format_search_results(results)
        assert text.count("    URL: https://") == len(results)
        assert "Published: undated" in text  # the mock's undated event page


# --------------------------------------------------------------------------- executor


class TestExecutor:
    RESULTS = (
        doc("Early", "2025-02-10"),
        doc("On the day", "2025-02-20"),
        doc("Late", "2025-03-01"),
        doc("No date", None),
        doc("Bad date", "soonish"),
        doc("Forum", "2025-02-11", url="https://www.reddit.com/r/x"),
    )

    def test_success_entry_records_everything(self):
        client = LeakyClient(self.RESULTS)
        executor = ToolExecutor(search=client, clock=FakeClock(10.0, 10.25))
        results = executor.execute_search("nvidia", max_results=4, cutoff_date="2025-02-20")
        entry = executor.execution_log[0]
        assert [r.title for r in results] == ["Early", "No date", "Bad date", "Forum"]
        assert entry.tool == "search"
        assert entry.args == {"query": "nvidia", "max_results": 4, "cutoff_date": "2025-02-20"}
        assert entry.status == "success" and entry.error is None
        assert entry.duration_ms == pytest.approx(250.0)
        assert entry.client == "LeakyClient"
        assert entry.removed_by_cutoff == 2
        assert entry.undated_count == 2
        assert entry.result_count == 4
        assert entry.result_preview.startswith("4 results (2 removed by cutoff, 2 undated): Early")
        assert client.calls == [("nvidia", 4, date(2025, 2, 20))]

    def test_policy_counts_are_logged_after_the_cutoff_check(self):
        executor = ToolExecutor(search=LeakyClient(self.RESULTS), blocked_domains={"reddit.com"})
        results = executor.execute_search("nvidia", cutoff_date=CUTOFF)
        entry = executor.execution_log[0]
        assert "Forum" not in [r.title for r in results]
        assert (entry.removed_by_cutoff, entry.removed_by_policy) == (2, 1)
        assert entry.result_count == 3

    def test_allowlist_in_executor(self):
        executor = ToolExecutor(
            search=LeakyClient(self.RESULTS), allowed_domains=DEFAULT_ALLOWED_DOMAINS
        )
        results = executor.execute_search("nvidia")
        assert [result_host(r.url) for r in results] == ["reuters.com"] * 5
        assert executor.execution_log[0].removed_by_policy == 1
        assert executor.execution_log[0].removed_by_cutoff == 0

    def test_disabled_is_logged_not_raised(self):
        executor = ToolExecutor()
        assert executor.execute_search("anything", cutoff_date=CUTOFF) == []
        entry = executor.execution_log[0]
        assert (entry.status, entry.client, entry.result_count) == ("disabled", "none", 0)
        assert entry.result_preview == "disabled: no search client configured"
        assert entry.args["cutoff_date"] == "2025-02-20"

    def test_client_exception_is_logged_and_the_run_continues(self):
        class Failing:
            def search(self, query, max_results=5, cutoff_date=None):
                raise ProviderTimeoutError("tavily", None, "no response within 30 s")

        executor = ToolExecutor(search=Failing(), clock=FakeClock(1.0, 1.5))
        assert executor.execute_search("nvidia") == []
        entry = executor.execution_log[0]
        assert entry.status == "error"
        assert entry.error.startswith("ProviderTimeoutError: tavily")
        assert entry.result_preview.startswith("error: ProviderTimeoutError")
        assert entry.duration_ms == pytest.approx(500.0)
        assert entry.client == "Failing"

    def test_client_breaking_the_return_contract_is_an_error(self):
        class Wrong:
            def search(self, query, max_results=5, cutoff_date=None):
                return [{"title": "dict, not SearchResult"}]

        executor = ToolExecutor(search=Wrong())
        assert executor.execute_search("nvidia") == []
        assert executor.execution_log[0].status == "error"
        assert "TypeError" in executor.execution_log[0].error

    @pytest.mark.parametrize(
        ("query", "max_results", "reason"),
        [
            ("", 5, "empty"),
            ("   \n", 5, "empty"),
            (None, 5, "string"),
            ("nvidia", 0, "max_results"),
            ("nvidia", -3, "max_results"),
            ("nvidia", True, "max_results"),
            ("nvidia", "5", "max_results"),
        ],
    )
    def test_invalid_requests_never_reach_the_client(self, query, max_results, reason):
        client = LeakyClient(self.RESULTS)
        executor = ToolExecutor(search=client)
        assert executor.execute_search(query, max_results=max_results) == []
        entry = executor.execution_log[0]
        assert entry.status == "invalid"
        assert reason in entry.error and entry.result_preview.startswith("invalid:")
        assert client.calls == []

    def test_the_advertised_limits_are_enforced(self):
        client = LeakyClient(self.RESULTS)
        executor = ToolExecutor(search=client)
        executor.execute_search("q" * MAX_QUERY_CHARS, max_results=MAX_RESULTS_LIMIT)
        assert [e.status for e in executor.execution_log] == ["success"]  # the limits are allowed
        executor.execute_search("nvidia", max_results=MAX_RESULTS_LIMIT + 1)
        executor.execute_search("q" * (MAX_QUERY_CHARS + 1))
        over_count, over_length = executor.execution_log[1:]
        assert over_count.status == over_length.status == "invalid"
        assert over_count.error == (
            f"max_results is {MAX_RESULTS_LIMIT + 1}, over the limit of {MAX_RESULTS_LIMIT}; "
            f"ask for {MAX_RESULTS_LIMIT} or fewer"
        )
        assert over_length.error == (
            f"query is {MAX_QUERY_CHARS + 1} characters, over the limit of {MAX_QUERY_CHARS}; "
            "search with a few keywords instead"
        )
        assert len(client.calls) == 1  # only the request within the limits reached the client

    def test_bad_cutoff_raises_and_logs_nothing(self):
        executor = ToolExecutor(search=LeakyClient(self.RESULTS))
        with pytest.raises(DateParseError, match="cutoff_date"):
            executor.execute_search("nvidia", cutoff_date="Feb 20")
        assert executor.execution_log == []

    def test_log_entries_are_json_serialisable(self):
        executor = ToolExecutor(search=MockSearchClient())
        executor.execute_search("NVIDIA Q4 earnings", cutoff_date=CUTOFF)
        executor.execute_search("")
        dumped = json.loads(json.dumps([e.to_dict() for e in executor.execution_log]))
        assert [e["status"] for e in dumped] == ["success", "invalid"]

    def test_bad_policy_entry_fails_at_construction(self):
        with pytest.raises(ValueError, match=re.escape("https://reuters.com")):
            ToolExecutor(allowed_domains={"https://reuters.com"})


@given(
    length=st.integers(0, MAX_QUERY_CHARS + 5),
    max_results=st.one_of(st.integers(-2, MAX_RESULTS_LIMIT + 3), st.integers()),
)
def test_property_the_client_is_called_iff_the_request_is_within_the_limits(length, max_results):
    client = LeakyClient([doc("Early", "2025-02-10")])
    executor = ToolExecutor(search=client)
    executor.execute_search("n" * length, max_results=max_results)
    within = 1 <= length <= MAX_QUERY_CHARS and 1 <= max_results <= MAX_RESULTS_LIMIT
    assert (len(client.calls) == 1) == within
    assert executor.execution_log[0].status == ("success" if within else "invalid")


class TestSearchOutcome:
    def entry(self, search, query="nvidia", max_results=5):
        executor = ToolExecutor(search=search)
        results = executor.execute_search(query, max_results=max_results)
        return executor.execution_log[0], results

    def test_a_client_error_is_reported_as_a_failure_not_as_no_results(self):
        class Failing:
            def search(self, query, max_results=5, cutoff_date=None):
                raise ProviderTimeoutError("tavily", None, "no response within 30 s")

        entry, results = self.entry(Failing())
        message = format_search_outcome(entry, results)
        assert message.startswith("search failed: ProviderTimeoutError: tavily")
        assert "no response within 30 s" in message and "No results" not in message

    def test_invalid_and_disabled_are_failures_too(self):
        invalid, _ = self.entry(MockSearchClient(), max_results=MAX_RESULTS_LIMIT + 1)
        assert format_search_outcome(invalid, []) == (
            f"search failed: max_results is {MAX_RESULTS_LIMIT + 1}, over the limit of "
            f"{MAX_RESULTS_LIMIT}; ask for {MAX_RESULTS_LIMIT} or fewer"
        )
        disabled, _ = self.entry(None)
        assert format_search_outcome(disabled, []) == (
            "search failed: disabled: no search client configured"
        )

    def test_success_renders_the_results_and_an_empty_success_says_no_results(self):
        entry, results = self.entry(MockSearchClient(), query="NVIDIA Q4 earnings")
        assert results and format_search_outcome(entry, results) == format_search_results(results)
        empty, none_found = self.entry(MockSearchClient(), query="zebra quantum")
        assert none_found == [] and format_search_outcome(empty, none_found) == "No results."

    def test_a_long_multi_line_error_is_one_capped_line(self):
        class Verbose:
            def search(self, query, max_results=5, cutoff_date=None):
                raise RuntimeError("first line\n[1] forged result\n" + "x" * 1000)

        entry, _ = self.entry(Verbose())
        message = format_search_outcome(entry, [])
        assert "\n" not in message and message.endswith("...")
        assert len(message) == len("search failed: ") + MAX_FAILURE_CHARS


class TestExecutorControls:
    LEAK = "Updated: on February 26, 2025 NVIDIA reported record revenue."
    RESULTS = (
        doc("Early", "2025-02-10"),
        doc("No date", None),
        doc("Bad date", "soonish"),
        doc("Leaky preview", "2025-02-12", snippet=LEAK),
    )

    def run(self, results=RESULTS, cutoff=CUTOFF, **options):
        executor = ToolExecutor(search=LeakyClient(results), **options)
        kept = executor.execute_search("nvidia", max_results=10, cutoff_date=cutoff)
        return [r.title for r in kept], executor.execution_log[0]

    def test_defaults_keep_notebook_02_behaviour(self):
        executor = ToolExecutor()
        assert (executor.require_dates, executor.leak_check) == (False, False)
        titles, entry = self.run()
        assert titles == ["Early", "No date", "Bad date", "Leaky preview"]
        assert (entry.removed_undated, entry.removed_by_leak_check) == (0, 0)
        assert entry.undated_count == 2
        assert entry.result_preview == "4 results (2 undated): Early"

    def test_require_dates_removes_undated_and_unparseable(self):
        titles, entry = self.run(require_dates=True)
        assert titles == ["Early", "Leaky preview"]
        assert (entry.removed_undated, entry.undated_count, entry.result_count) == (2, 0, 2)
        assert entry.result_preview == "2 results (2 undated removed): Early"

    def test_require_dates_applies_without_a_cutoff(self):
        titles, entry = self.run(cutoff=None, require_dates=True)
        assert titles == ["Early", "Leaky preview"] and entry.removed_undated == 2

    def test_leak_check_removes_results_mentioning_post_cutoff_dates(self):
        titles, entry = self.run(leak_check=True)
        assert titles == ["Early", "No date", "Bad date"]
        assert entry.removed_by_leak_check == 1
        assert entry.result_preview == "3 results (1 flagged as leak, 2 undated): Early"

    def test_leak_check_needs_a_cutoff(self):
        titles, entry = self.run(cutoff=None, leak_check=True)
        assert "Leaky preview" in titles and entry.removed_by_leak_check == 0

    def test_each_result_is_counted_by_the_first_control_that_removes_it(self):
        # Every removed result would also fail each later control: it mentions a post-cutoff
        # date and sits on a blocked domain. Only the first control in the order counts it.
        reddit = "https://www.reddit.com/r/x"
        results = [
            doc("Late", "2025-02-27", url=reddit + "/1", snippet=self.LEAK),
            doc("Undated", None, url=reddit + "/2", snippet=self.LEAK),
            doc("Leaky", "2025-02-10", url=reddit + "/3", snippet=self.LEAK),
            doc("Forum", "2025-02-11", url=reddit + "/4"),
            doc("Clean", "2025-02-12"),
        ]
        titles, entry = self.run(
            results, require_dates=True, leak_check=True, blocked_domains={"reddit.com"}
        )
        assert titles == ["Clean"]
        counts = (
            entry.removed_by_cutoff,
            entry.removed_undated,
            entry.removed_by_leak_check,
            entry.removed_by_policy,
        )
        assert counts == (1, 1, 1, 1)
        assert entry.result_preview == (
            "1 result (1 removed by cutoff, 1 undated removed, 1 flagged as leak, "
            "1 removed by policy): Clean"
        )

    def test_new_counts_are_in_the_log_dict(self):
        _, entry = self.run(require_dates=True, leak_check=True)
        record = json.loads(json.dumps(entry.to_dict()))
        assert (record["removed_undated"], record["removed_by_leak_check"]) == (2, 1)

    @pytest.mark.parametrize("option", ["require_dates", "leak_check"])
    def test_options_must_be_booleans(self, option):
        with pytest.raises(TypeError, match=option):
            ToolExecutor(**{option: "yes"})


class NamedWrapper:
    """Stands in for a tracing or replay wrapper: reports the wrapped client's name."""

    def __init__(self, inner, client_name):
        self.inner = inner
        self.client_name = client_name

    def search(self, query, max_results=5, cutoff_date=None):
        return self.inner.search(query, max_results=max_results, cutoff_date=cutoff_date)


class TestClientName:
    def logged_client(self, search):
        executor = ToolExecutor(search=search)
        executor.execute_search("NVIDIA Q4 earnings", max_results=3, cutoff_date=CUTOFF)
        return executor.execution_log[0].client

    def test_a_wrapper_is_logged_under_its_client_name(self):
        assert self.logged_client(NamedWrapper(MockSearchClient(), "TavilySearchClient")) == (
            "TavilySearchClient"
        )

    def test_a_client_name_that_is_not_text_falls_back_to_the_class(self):
        assert self.logged_client(NamedWrapper(MockSearchClient(), None)) == "NamedWrapper"
        assert self.logged_client(NamedWrapper(MockSearchClient(), " ")) == "NamedWrapper"

    def test_builtin_clients_name_themselves(self):
        assert MockSearchClient().client_name == "MockSearchClient"
        assert CorpusSearchClient([]).client_name == "CorpusSearchClient"
        assert TavilySearchClient(api_key="tvly-test-only").client_name == "TavilySearchClient"

    def test_live_traced_and_replayed_runs_log_the_same_client(self):
        tracer = TracingSearchClient(MockSearchClient())
        names = [
            self.logged_client(MockSearchClient()),
            self.logged_client(tracer),
            self.logged_client(ReplaySearchClient(tracer.calls)),
        ]
        assert names == ["MockSearchClient"] * 3


# --------------------------------------------------------------------------- schema


class TestToolSchema:
    def test_search_tool_definition(self):
        assert SEARCH_TOOL.name == "search"
        assert SEARCH_TOOL.required == ["query"]
        assert SEARCH_TOOL.parameters["query"]["type"] == "string"
        bounds = SEARCH_TOOL.parameters["max_results"]
        assert bounds["type"] == "integer"
        assert bounds["minimum"] == 1 and bounds["maximum"] == MAX_RESULTS_LIMIT
        assert SEARCH_TOOL.parameters["query"]["maxLength"] == MAX_QUERY_CHARS
        assert "cutoff_date" not in SEARCH_TOOL.parameters  # the harness sets it, not the model

    def test_anthropic_format(self):
        schema = SEARCH_TOOL.to_anthropic_schema()
        assert set(schema) == {"name", "description", "input_schema"}
        assert schema["input_schema"] == {
            "type": "object",
            "properties": SEARCH_TOOL.parameters,
            "required": ["query"],
        }

    def test_openai_format(self):
        schema = SEARCH_TOOL.to_openai_schema()
        assert schema["type"] == "function"
        function = schema["function"]
        assert function["name"] == "search"
        assert function["description"] == SEARCH_TOOL.description
        assert function["parameters"] == SEARCH_TOOL.to_anthropic_schema()["input_schema"]

    def test_rendered_schemas_are_independent_copies(self):
        schema = SEARCH_TOOL.to_anthropic_schema()
        schema["input_schema"]["properties"]["query"]["type"] = "number"
        schema["input_schema"]["required"].append("max_results")
        assert SEARCH_TOOL.parameters["query"]["type"] == "string"
        assert SEARCH_TOOL.required == ["query"]
        json.dumps(SEARCH_TOOL.to_openai_schema())

    def test_definition_validates_itself(self):
        with pytest.raises(ValueError, match="not in parameters"):
            ToolDefinition("t", "d", {"a": {"type": "string"}}, ["b"])
        with pytest.raises(ValueError, match="tool name"):
            ToolDefinition("web search", "d", {})


# --------------------------------------------------------------------------- factory


class TestFactory:
    def test_mock_by_name(self):
        assert isinstance(create_search_client("mock"), MockSearchClient)
        assert isinstance(create_search_client(" Mock "), MockSearchClient)

    def test_mock_from_environment(self, monkeypatch):
        monkeypatch.setenv("SEARCH_PROVIDER", "mock")
        assert isinstance(create_search_client(), MockSearchClient)

    def test_nothing_configured_is_an_error_naming_the_options(self):
        with pytest.raises(ProviderConfigError) as info:
            create_search_client("")
        message = str(info.value)
        assert "TAVILY_API_KEY" in message and "SEARCH_PROVIDER=mock" in message

    def test_unknown_name_lists_valid_names(self, monkeypatch):
        with pytest.raises(ProviderConfigError, match="mock, tavily"):
            create_search_client("bing")
        monkeypatch.setenv("SEARCH_PROVIDER", "duckduckgo")
        with pytest.raises(ProviderConfigError, match="SEARCH_PROVIDER"):
            create_search_client()

    def test_tavily_without_key_does_not_fall_back_to_the_mock(self):
        with pytest.raises(ProviderConfigError, match="TAVILY_API_KEY"):
            create_search_client("tavily")

    def test_key_alone_selects_tavily(self, monkeypatch):
        monkeypatch.setenv("TAVILY_API_KEY", "tvly-test-only")
        client = create_search_client()
        assert isinstance(client, TavilySearchClient)
        assert "tvly-test-only" not in repr(client)


# --------------------------------------------------------------------------- domain policy


def urls_of(results):
    return [r.url for r in results]


def result_at(url):
    return SearchResult(title="t", url=url)


def assert_hostless_and_refused_by_any_policy(url):
    """`url` has no host a policy can judge, so an allow list and a block list both drop it."""
    assert result_host(url) is None
    assert apply_domain_policy([result_at(url)], allowed={"reuters.com"}) == []
    assert apply_domain_policy([result_at(url)], blocked={"reddit.com"}) == []


REUTERS_KEPT = [
    "https://www.reuters.com/markets/x",
    "https://uk.reuters.com/x",
    "https://reuters.com",
    "http://reuters.com/x",
    "HTTPS://REUTERS.COM/X",
    "https://reuters.com./x",
    "https://www.reuters.com.:443/x",
    "https://user@reuters.com/x",
]
REUTERS_REJECTED = [
    "https://reuters.com.evil.example/x",
    "https://evilreuters.com/x",
    "https://reuters.com@evil.example/",
    "https://reuters.com:443@evil.example/",
    "https://evil.example/reuters.com",
    "https://evil.example/?next=https://reuters.com",
    "https://evil.example#@reuters.com",
    "https://reuters.com\\@evil.example/",
    "https://reuters%2ecom/x",
    "javascript:alert('reuters.com')",
    "javascript://reuters.com/%0Aalert(1)",
    "ftp://reuters.com/file",
    "file:///reuters.com/x",
    "file://reuters.com/x",
    "reuters.com/markets",
    "//reuters.com/x",
    "https:reuters.com",
    "https://",
    "",
    "https://[::1]/x",
    "https://[bad/x",
]


class TestDomainPolicy:
    @pytest.mark.parametrize("url", REUTERS_KEPT)
    def test_allowlist_keeps_the_domain_and_subdomains(self, url):
        assert apply_domain_policy([result_at(url)], allowed={"reuters.com"}) == [result_at(url)]

    @pytest.mark.parametrize("url", REUTERS_REJECTED)
    def test_allowlist_is_not_fooled_by_look_alikes(self, url):
        assert apply_domain_policy([result_at(url)], allowed={"reuters.com"}) == []

    @pytest.mark.parametrize("url", [u for u in REUTERS_REJECTED if result_host(u) is None])
    def test_hostless_urls_are_removed_under_any_policy(self, url):
        assert apply_domain_policy([result_at(url)], blocked={"example.org"}) == []
        assert apply_domain_policy([result_at(url)]) == [result_at(url)]  # no policy: untouched

    def test_blocklist_matches_subdomains_and_look_alikes_are_not_blocked(self):
        urls = [
            "https://www.reddit.com/r/x",
            "https://old.reddit.com/r/x",
            "https://REDDIT.COM./r/x",
            "https://notreddit.com/x",
            "https://reddit.com.example.org/x",
        ]
        kept = apply_domain_policy([result_at(u) for u in urls], blocked={"reddit.com"})
        assert urls_of(kept) == urls[3:]

    def test_blocklist_wins_over_allowlist(self):
        results = [result_at("https://www.reuters.com/a"), result_at("https://ft.com/b")]
        kept = apply_domain_policy(results, allowed={"reuters.com", "ft.com"}, blocked={"ft.com"})
        assert urls_of(kept) == ["https://www.reuters.com/a"]
        subdomain_blocked = apply_domain_policy(
            [result_at("https://uk.reuters.com/a"), result_at("https://reuters.com/b")],
            allowed={"reuters.com"},
            blocked={"uk.reuters.com"},
        )
        assert urls_of(subdomain_blocked) == ["https://reuters.com/b"]

    def test_empty_sets_mean_no_constraint(self):
        results = [result_at("https://a.example/x"), result_at("ftp://b.example/")]
        assert apply_domain_policy(results, allowed=set(), blocked=[]) == results
        assert apply_domain_policy(results, None, None) == results

    def test_seed_mixed_results(self):
        mixed = [
            result_at("https://www.reuters.com/markets/fed-reaction"),
            result_at("https://www.wsj.com/articles/nvidia"),
            result_at("https://www.reddit.com/r/wallstreetbets/x"),
        ]
        financial = {"reuters.com", "wsj.com", "ft.com", "bloomberg.com"}
        social = {"reddit.com", "twitter.com", "x.com"}
        assert apply_domain_policy(mixed, allowed=financial) == mixed[:2]
        assert apply_domain_policy(mixed, blocked=social) == mixed[:2]

    @pytest.mark.parametrize(
        ("entry", "normalised"),
        [
            ("www.Reuters.com.", "reuters.com"),
            ("  ft.com ", "ft.com"),
            ("investor.nvidia.com", "investor.nvidia.com"),
            ("SEC.GOV", "sec.gov"),
        ],
    )
    def test_policy_entries_normalise_like_hosts(self, entry, normalised):
        assert normalize_domain(entry) == normalised
        url = f"https://{normalised}/x"
        assert apply_domain_policy([result_at(url)], allowed={entry}) == [result_at(url)]

    @pytest.mark.parametrize(
        "entry",
        [
            "https://reuters.com",
            "reuters.com/markets",
            "reuters.com:443",
            "user@reuters.com",
            "reu ters.com",
            "reuters..com",
            "-reuters.com",
            "",
            ".",
            None,
        ],
    )
    def test_malformed_policy_entry_is_named(self, entry):
        with pytest.raises(ValueError) as info:
            apply_domain_policy([], allowed={"ft.com", entry})
        assert repr(entry) in str(info.value)

    def test_a_single_string_is_rejected_not_split_into_letters(self):
        with pytest.raises(ValueError, match="single string"):
            apply_domain_policy([], allowed="reuters.com")

    def test_default_allowlist(self):
        assert {"reuters.com", "apnews.com", "bloomberg.com", "wsj.com", "ft.com"}.issubset(
            DEFAULT_ALLOWED_DOMAINS
        )
        assert {"sec.gov", "federalreserve.gov", "nvidia.com"}.issubset(DEFAULT_ALLOWED_DOMAINS)
        assert all(normalize_domain(d) == d for d in DEFAULT_ALLOWED_DOMAINS)
        assert "nasdaq.com" not in DEFAULT_ALLOWED_DOMAINS
        assert "reddit.com" not in DEFAULT_ALLOWED_DOMAINS

    def test_default_allowlist_covers_the_backtests_official_sources(self):
        official = {
            "ecb.europa.eu",
            "bankofengland.co.uk",
            "elections.ca",
            "bundeswahlleiterin.de",
            "pkw.gov.pl",
            "vaticannews.va",
            "vatican.va",
        }
        assert official <= DEFAULT_ALLOWED_DOMAINS
        assert not {"reddit.com", "x.com", "twitter.com"} & DEFAULT_ALLOWED_DOMAINS

    def test_only_social_media_and_the_content_farm_in_the_corpus_are_disallowed(self):
        hosts = {result_host(d["url"]) for d, _ in corpus_with_cutoffs()}
        allowed = {
            h
            for h in hosts
            if apply_domain_policy([result_at(f"https://{h}/")], allowed=DEFAULT_ALLOWED_DOMAINS)
        }
        assert hosts - allowed == {"reddit.com", "x.com", "marketbuzz-example.net"}

    @pytest.mark.parametrize(
        "url",
        [
            "https://reuters.com:99999/x",  # out of range
            "https://reuters.com:65536/x",
            "https://reuters.com:0/x",  # in range for urlsplit, but nothing listens on port 0
            "https://reuters.com:abc/x",
            "https://reuters.com:-1/x",
            "https://reuters.com:+443/x",
            "https://reuters.com: 443/x",
        ],
    )
    def test_a_url_with_an_invalid_port_is_refused_by_any_policy(self, url):
        assert_hostless_and_refused_by_any_policy(url)

    @pytest.mark.parametrize("url", ["https://reuters.com:8443/x", "https://reuters.com:/x"])
    def test_a_valid_or_empty_port_is_kept(self, url):
        assert apply_domain_policy([result_at(url)], allowed={"reuters.com"}) == [result_at(url)]

    @pytest.mark.parametrize(
        "url",
        [
            "https://93.184.216.34/x",
            "https://93.184.216.34:443/x",
            "https://2130706433/x",  # 127.0.0.1 to a browser
            "https://0x7f.1/x",
            "https://[2606:2800:220:1::248]/x",
            "https://[::ffff:93.184.216.34]/x",
            "https://[::1]:8080/x",
        ],
    )
    def test_ip_literals_of_both_families_are_treated_alike(self, url):
        assert_hostless_and_refused_by_any_policy(url)
        assert apply_domain_policy([result_at(url)]) == [result_at(url)]  # no policy: untouched

    @pytest.mark.parametrize(
        "entry", ["93.184.216.34", "2130706433", "[::1]", "2606:2800:220:1::248", "fe80::1%eth0"]
    )
    def test_an_ip_address_as_a_policy_entry_is_refused_saying_why(self, entry):
        with pytest.raises(ValueError) as info:
            normalize_domain(entry)
        message = str(info.value)
        assert repr(entry) in message and "is an IP address" in message
        assert "write the publisher's domain instead" in message

    def test_result_host(self):
        assert result_host("https://WWW.Reuters.com./a?b#c") == "reuters.com"
        assert result_host("https://www.www.reuters.com/") == "www.reuters.com"
        assert result_host("https://reuters.com@evil.example/") == "evil.example"
        assert result_host("ftp://reuters.com/") is None
        assert result_host(None) is None


# Hypothesis: hostnames built from random labels. "www" is excluded because it is stripped as
# a prefix, which would make a generated domain and its look-alike legitimately collide.
LABEL = st.from_regex(r"[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?", fullmatch=True).filter(
    lambda label: label != "www"
)
# A numeric last label would make the host an IPv4 address, so top-level labels are letters.
TLD = st.from_regex(r"[a-z]{2,6}", fullmatch=True)
DOMAIN = st.builds(
    lambda labels, tld: ".".join([*labels, tld]), st.lists(LABEL, min_size=1, max_size=2), TLD
)
SCHEME = st.sampled_from(["http", "https", "HTTPS"])
ANY_URL = st.one_of(
    st.builds(
        lambda s, h: f"{s}://{h}/p", st.sampled_from(["http", "https", "ftp", "file"]), DOMAIN
    ),
    st.builds(lambda h: f"https://www.{h}./x", DOMAIN),
    st.text(max_size=40),
)


@given(sub=st.lists(LABEL, min_size=1, max_size=3), domain=DOMAIN, scheme=SCHEME)
def test_property_subdomains_are_allowed(sub, domain, scheme):
    url = f"{scheme}://{'.'.join([*sub, domain])}/article"
    assert apply_domain_policy([result_at(url)], allowed={domain}) == [result_at(url)]


@given(domain=DOMAIN, tail=st.lists(LABEL, min_size=1, max_size=2), scheme=SCHEME)
def test_property_domain_as_prefix_of_another_host_is_never_allowed(domain, tail, scheme):
    host = f"{domain}.{'.'.join(tail)}"
    assume(not host.endswith("." + domain))  # '0.0' + '.0' is a genuine subdomain of '0.0'
    url = f"{scheme}://{host}/article"
    assert apply_domain_policy([result_at(url)], allowed={domain}) == []


@given(domain=DOMAIN, prefix=LABEL, scheme=SCHEME)
def test_property_suffix_without_dot_boundary_is_never_allowed(domain, prefix, scheme):
    url = f"{scheme}://{prefix}{domain}/article"
    assert apply_domain_policy([result_at(url)], allowed={domain}) == []


@given(urls=st.lists(ANY_URL, max_size=8), allow=st.sets(DOMAIN, max_size=3))
def test_property_blocklist_always_wins(urls, allow):
    results = [result_at(u) for u in urls]
    hosts = {result_host(u) for u in urls} - {None}
    block = set(list(hosts)[:2]) | set(list(allow)[:1])
    kept = apply_domain_policy(results, allowed=allow | block, blocked=block)
    assert not any(result_host(r.url) in block for r in kept)


@given(
    urls=st.lists(ANY_URL, max_size=10),
    allow=st.sets(DOMAIN, max_size=3),
    block=st.sets(DOMAIN, max_size=3),
)
def test_property_output_is_a_subsequence_of_input(urls, allow, block):
    results = [result_at(u) for u in urls]
    kept = apply_domain_policy(results, allowed=allow, blocked=block)
    remaining = iter(results)
    assert all(any(k is r for r in remaining) for k in kept)


@given(urls=st.lists(ANY_URL, max_size=10))
def test_property_no_policy_is_identity(urls):
    results = [result_at(u) for u in urls]
    kept = apply_domain_policy(results)
    assert len(kept) == len(results) and all(a is b for a, b in zip(kept, results, strict=True))


@given(url=ANY_URL, domain=DOMAIN)
def test_property_allowlist_matches_reference_rule(url, domain):
    host = result_host(url)
    expected = host is not None and (host == domain or host.endswith("." + domain))
    kept = apply_domain_policy([result_at(url)], allowed={domain})
    assert bool(kept) == expected


@given(address=st.ip_addresses(), port=st.one_of(st.none(), st.integers(1, 65535)))
def test_property_no_ip_literal_passes_a_policy(address, port):
    host = f"[{address}]" if address.version == 6 else str(address)
    url = f"https://{host}{'' if port is None else f':{port}'}/x"
    assert result_host(url) is None
    assert apply_domain_policy([result_at(url)], blocked={"example.org"}) == []
    with pytest.raises(ValueError, match="is an IP address"):
        normalize_domain(host)


@given(domain=DOMAIN, port=st.integers(-5, 70000))
def test_property_a_port_is_accepted_iff_it_is_from_1_to_65535(domain, port):
    url = f"https://{domain}:{port}/x"
    kept = apply_domain_policy([result_at(url)], allowed={domain})
    assert bool(kept) == (1 <= port <= 65535)


# --------------------------------------------------------------------------- import hygiene


def test_importing_agent_tools_loads_no_vendor_or_http_library():
    code = (
        "import sys, forecasting_agents.search\n"
        "loaded = [m for m in ('tavily', 'requests', 'urllib3', 'httpx', 'anthropic')"
        " if m in sys.modules]\n"
        "print(loaded)\n"
        "sys.exit(1 if loaded else 0)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
