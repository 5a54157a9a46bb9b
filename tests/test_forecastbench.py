"""ForecastBench in and out: importing a round, hostile files, exporting a run, both commands.

The round is the committed extract in ``tests/data/forecastbench/`` (25 questions of the
2025-10-26 round, seven entries edited to hold the skip cases; its README lists them, with the
attribution and license, CC BY-SA 4.0, Forecasting Research Institute).
"""

from __future__ import annotations

import copy
import json
import re
import shlex
import shutil
import statistics
from pathlib import Path
from typing import Any

import pytest
from support import REPO

from forecasting_agents.cli import _parser, main
from forecasting_agents.core._course import RESOLVED_QUESTIONS_PATH
from forecasting_agents.core._formats import CorpusDocument, load_documents, load_questions
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._forecastbench import (
    ABSTENTION_FORECAST,
    MAX_REASONING_CHARS,
    ForecastBenchExportError,
    build_submission,
    write_submission,
)
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._settings import BacktestSettings
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.search._cutoff import find_post_cutoff_mentions
from forecasting_agents.sources import _forecastbench as fb
from forecasting_agents.sources import _forecastbench_files as fb_files
from forecasting_agents.sources._forecastbench import (
    DATASET_SOURCES,
    MARKET_SOURCES,
    import_forecastbench,
    write_forecastbench_import,
)
from forecasting_agents.sources._forecastbench_files import ForecastBenchFormatError

EXTRACT = Path(__file__).resolve().parent / "data" / "forecastbench"
QUESTION_SET = EXTRACT / "2025-10-26-llm.extract.json"
RESOLUTION_SET = EXTRACT / "2025-10-26_resolution_set.extract.json"
CUTOFF = "2025-10-16"
DUE = "2025-10-26"

SHARED_DOCUMENTS = [
    CorpusDocument(
        "shared-news",
        None,
        "Round news",
        "https://example.org/news",
        "Will it? News of the week on this round.",
        "2025-10-15",
        "reporting",
    ),
    CorpusDocument(
        "shared-base-rate",
        None,
        "Base rate history",
        "https://example.org/base-rate",
        "How often questions like these resolve yes: a base rate history.",
        "2025-10-15",
        "base_rate",
    ),
]
"""Two documents every question may find: with its own one they pass the agent's coverage gate
(three documents, a base rate among them), so the mock panel commits forecasts to export."""


@pytest.fixture(scope="module")
def imported() -> fb.ForecastBenchImport:
    return import_forecastbench(QUESTION_SET, RESOLUTION_SET)


def by_id(result: fb.ForecastBenchImport) -> dict[str, Any]:
    return {q.question_id: q for q in result.questions}


def raw() -> tuple[dict[str, Any], dict[str, Any]]:
    return (
        json.loads(QUESTION_SET.read_text(encoding="utf-8")),
        json.loads(RESOLUTION_SET.read_text(encoding="utf-8")),
    )


def write_pair(folder: Path, questions: Any, resolutions: Any) -> tuple[Path, Path]:
    q_path, r_path = folder / "qs.json", folder / "rs.json"
    q_path.write_text(json.dumps(questions), encoding="utf-8")
    r_path.write_text(json.dumps(resolutions), encoding="utf-8")
    return q_path, r_path


# --------------------------------------------------------------------------- import


def test_the_extract_imports_to_the_counts_its_readme_states(imported):
    counts: dict[str, int] = {}
    for q in imported.questions:
        counts[q.category] = counts.get(q.category, 0) + 1
    assert counts == {
        "manifold": 4,
        "metaculus": 3,
        "polymarket": 3,
        "infer": 2,
        "acled": 8,
        "dbnomics": 8,
        "fred": 15,
        "wikipedia": 16,
        "yfinance": 15,
    }
    assert len(imported.questions) == len(imported.documents) == 74
    assert sum(q.outcome is not None for q in imported.questions) == 32
    assert len(imported.open_question_ids) == 42
    assert {r: len(s) for r, s in imported.skipped_by_reason().items()} == {
        fb.SKIP_NON_BINARY: 3,
        fb.SKIP_MALFORMED: 1,
        fb.SKIP_NOT_PROBABILITY: 1,
        fb.SKIP_UNKNOWN_SOURCE: 1,
    }
    readme = (EXTRACT / "README.md").read_text(encoding="utf-8")
    assert "74 questions (32 resolved, 42 open" in readme and "skips 6" in readme
    assert "CC BY-SA 4.0" in readme and "Forecasting Research Institute" in readme


def test_a_market_question_maps_freeze_value_outcome_and_provenance(imported):
    q = by_id(imported)["manifold-K8qazyZJ3tXyuLlzkkyk"]
    assert (q.question.cutoff_date, q.resolution_date, q.outcome) == (CUTOFF, "2026-01-01", 1.0)
    assert q.question.current_market_price == pytest.approx(0.979920031255855)
    assert q.category == "manifold"
    assert "resolved_to 1.0 on 2026-01-01" in q.outcome_source
    assert q.metadata == {
        "forecastbench_id": "K8qazyZJ3tXyuLlzkkyk",
        "forecastbench_source": "manifold",
        "forecastbench_question_set": "2025-10-26-llm.json",
        "forecastbench_forecast_due_date": DUE,
        "forecastbench_resolution_date": None,
        "forecastbench_freeze_value": "0.979920031255855",
        "forecastbench_freeze_value_explanation": "The market value.",
    }
    # Metaculus keeps its own resolution criteria in the description.
    assert "FDA" in by_id(imported)["metaculus-7994"].question.description


def test_an_open_market_question_has_no_outcome_and_resolves_by_its_close_date(imported):
    questions = by_id(imported)
    not_resolved = questions["manifold-YDHR6tZPck2B5Z406tph"]  # resolved: false in the set
    absent = questions["infer-1401"]  # not in the resolution set at all
    assert (not_resolved.outcome, not_resolved.resolution_date) == (None, "2030-01-01")
    assert (absent.outcome, absent.resolution_date) == (None, "2027-01-01")
    assert {"manifold-YDHR6tZPck2B5Z406tph", "infer-1401"} <= set(imported.open_question_ids)


def test_dataset_questions_get_one_question_per_date_with_the_placeholders_filled(imported):
    acled = [q for q in imported.questions if q.category == "acled"]
    dates = [q.resolution_date for q in acled]
    resolved = ["2025-11-02", "2025-11-25", "2026-01-24", "2026-04-24"]
    assert dates == [*resolved, "2026-10-26", "2028-10-25", "2030-10-25", "2035-10-24"]
    assert [q.outcome is not None for q in acled] == [True] * 4 + [False] * 4
    for q in acled:
        assert q.question_id.endswith(f"-{q.resolution_date}")
        assert q.metadata["forecastbench_resolution_date"] == q.resolution_date
        assert f"30 days before {q.resolution_date}" in q.question.question
        assert f"preceding {DUE}" in q.question.question
    for q in imported.questions:
        assert "{resolution_date}" not in q.question.question
        assert "{forecast_due_date}" not in q.question.question
    # The wikipedia question without a due-date placeholder still names its date.
    titmus = [q for q in imported.questions if q.metadata["forecastbench_id"].startswith("7233")]
    assert all(q.resolution_date in q.question.question for q in titmus)


def test_a_dataset_freeze_value_is_stated_as_a_level_never_as_a_market_price(imported):
    for q in imported.questions:
        if q.category in DATASET_SOURCES:
            assert q.question.current_market_price is None
            value = q.metadata["forecastbench_freeze_value"]
            assert f"Value at the freeze (2025-10-16T00:00:00+00:00): {value} (" in (
                q.question.description
            )
            assert "not a probability" in q.question.description
        else:
            assert q.category in MARKET_SOURCES and q.question.current_market_price is not None
    urls = [q for q in imported.questions if q.metadata["forecastbench_id"] == "URI"]
    assert "1020.0 (The latest market close price of URI.)" in urls[0].question.description


def test_resolution_dates_as_text_and_seven_dates_both_import(imported):
    daaa = [q for q in imported.questions if q.metadata["forecastbench_id"] == "DAAA"]
    assert len(daaa) == 8  # its resolution_dates are the text of a list in the extract
    seven = [q for q in imported.questions if q.metadata["forecastbench_id"] == "EXPINF2YR"]
    assert len(seven) == 7 and sum(q.outcome is not None for q in seven) == 3


def test_every_skip_says_why(imported):
    skips = {(s.source, s.forecastbench_id, s.resolution_date): s for s in imported.skipped}
    assert skips[("manifold", "tIylsIZu95", None)].detail == "resolved_to 0.01 on 2026-06-13"
    assert skips[("metaculus", "13467", None)].reason == fb.SKIP_NON_BINARY
    assert skips[("metaculus", "8505", None)].detail == "freeze_datetime: 'N/A'"
    polymarket = next(s for s in imported.skipped if s.source == "polymarket")
    assert polymarket.reason == fb.SKIP_NOT_PROBABILITY and "'1.7'" in polymarket.detail
    assert skips[("yfinance", "URI", "2025-11-02")].reason == fb.SKIP_NON_BINARY
    assert skips[("kalshi", "CVS", None)].reason == fb.SKIP_UNKNOWN_SOURCE
    assert all(s.reason and s.detail for s in imported.skipped)
    # Only the skipped date of URI is missing; its other seven are there.
    assert sum(q.metadata["forecastbench_id"] == "URI" for q in imported.questions) == 7
    lines = "\n".join(imported.summary_lines())
    for reason in imported.skipped_by_reason():
        assert reason in lines


def test_each_document_is_its_questions_and_dated_before_the_cutoff(imported):
    questions = by_id(imported)
    for doc in imported.documents:
        q = questions[doc.question_id]
        assert doc.doc_id == f"{q.question_id}-bg" and doc.kind == "reporting"
        assert doc.published == "2025-10-15" < q.question.cutoff_date
        assert doc.metadata["forecastbench_id"] == q.metadata["forecastbench_id"]
        assert "dated the day before the cutoff by the importer" in doc.metadata["published_note"]
        assert len(doc.snippet) <= fb.DOCUMENT_CLIP_CHARS
        assert "Resolution criteria:" in doc.snippet
        if q.category in DATASET_SOURCES:  # no date the importer filled in may look like a leak
            assert find_post_cutoff_mentions(doc.title, CUTOFF) == []
            assert q.resolution_date not in doc.title and "{" not in doc.title
    kc = questions["polymarket-0x3e6cb7ad03e2687d0befe8706bb9ac276b3d74c0a8c7e02bf3c6b796e25601c0"]
    doc = next(d for d in imported.documents if d.question_id == kc.question_id)
    assert doc.url == "https://polymarket.com/market/will-the-kansas-city-chiefs-win-the-afc-west-1"
    assert doc.snippet.startswith("This market will resolve")


def test_the_written_files_load_back_as_written(imported, tmp_path):
    questions_path, documents_path = write_forecastbench_import(imported, tmp_path / "fb")
    loaded = load_questions(questions_path)
    assert [q.to_record() for q in loaded] == [q.to_record() for q in imported.questions]
    docs = load_documents(documents_path, question_ids=[q.question_id for q in loaded])
    assert [d.to_record() for d in docs] == [d.to_record() for d in imported.documents]
    with pytest.raises(FileExistsError, match="already exists"):
        write_forecastbench_import(imported, tmp_path / "fb")


def test_an_import_writes_both_files_or_neither(imported, tmp_path, monkeypatch):
    import forecasting_agents.sources._forecastbench as forecastbench

    dangling = tmp_path / "linked"
    dangling.mkdir()
    (dangling / "documents.jsonl").symlink_to(tmp_path / "nowhere")
    with pytest.raises(FileExistsError, match=r"documents\.jsonl already exists"):
        write_forecastbench_import(imported, dangling)
    assert sorted(p.name for p in dangling.iterdir()) == ["documents.jsonl"]

    real = forecastbench.write_atomic

    def fail_second(path, data, **kwargs):
        if path.name == "documents.jsonl":
            raise OSError(28, "No space left on device")
        return real(path, data, **kwargs)

    monkeypatch.setattr(forecastbench, "write_atomic", fail_second)
    with pytest.raises(OSError, match="No space left"):
        write_forecastbench_import(imported, tmp_path / "full")
    assert list((tmp_path / "full").iterdir()) == []


def test_unresolved_skip_keeps_only_the_resolved_questions():
    result = import_forecastbench(QUESTION_SET, RESOLUTION_SET, unresolved="skip")
    assert len(result.questions) == 32 and not result.open_question_ids
    assert all(q.outcome is not None for q in result.questions)
    assert len(result.skipped_by_reason()[fb.SKIP_UNRESOLVED]) == 42
    with pytest.raises(ValueError, match="accepted: keep, skip"):
        import_forecastbench(QUESTION_SET, RESOLUTION_SET, unresolved="drop")


def test_an_id_that_is_no_safe_file_name_becomes_a_digest_and_keeps_its_original(tmp_path):
    questions, resolutions = raw()
    long_id, odd_id = "x" * 120, "a/b c"
    questions["questions"][0]["id"] = long_id
    questions["questions"][1]["id"] = odd_id
    result = import_forecastbench(*write_pair(tmp_path, questions, resolutions))
    originals = {q.metadata["forecastbench_id"]: q.question_id for q in result.questions}
    for original in (long_id, odd_id):
        qid = originals[original]
        assert qid.startswith("manifold-h") and len(qid) == len("manifold-h") + 16


# --------------------------------------------------------------------------- hostile input


def _mutate(change):
    def apply(questions, resolutions):
        change(questions, resolutions)
        return questions, resolutions

    return apply


HOSTILE = [
    (_mutate(lambda q, r: q.update(questions="many")), "qs.json, field 'questions': expected a"),
    (_mutate(lambda q, r: q.pop("forecast_due_date")), "qs.json, field 'forecast_due_date'"),
    (
        _mutate(lambda q, r: q.update(forecast_due_date="26/10/2025")),
        "'26/10/2025' is not a date written YYYY-MM-DD",
    ),
    (_mutate(lambda q, r: q["questions"].__setitem__(2, "text")), "questions[2]: expected a JSON"),
    (
        _mutate(lambda q, r: q["questions"][3].pop("background")),
        "qs.json, questions[3] (id 'hkmwaaZrisxgrs5Q3zGz'), field 'background': missing",
    ),
    (
        _mutate(lambda q, r: q["questions"][0].update(freeze_datetime_value=True)),
        "field 'freeze_datetime_value': expected text or a number, got true/false",
    ),
    (
        _mutate(lambda q, r: q["questions"][0].update(question=["Will", "it"])),
        "field 'question': expected text, got a list",
    ),
    (
        _mutate(lambda q, r: q["questions"][0].update(background="x" * 60_000)),
        "field 'background': 60000 characters is over the limit of 50000",
    ),
    (
        _mutate(lambda q, r: q["questions"].append(copy.deepcopy(q["questions"][1]))),
        "duplicate question manifold 'yTCCaTUbAtJWWFo1dGzD' (also questions[1]",
    ),
    (
        _mutate(lambda q, r: r["resolutions"].append(copy.deepcopy(r["resolutions"][0]))),
        "rs.json, resolutions[44]",
    ),
    (
        _mutate(lambda q, r: r["resolutions"][0].update(resolved_to="1")),
        "field 'resolved_to': expected a number or null, got text",
    ),
    (
        _mutate(lambda q, r: r["resolutions"][0].update(resolved="yes")),
        "field 'resolved': expected true/false, got text",
    ),
    (
        _mutate(lambda q, r: r.update(question_set="2025-11-09-llm.json")),
        "the two files are from different rounds",
    ),
    (_mutate(lambda q, r: r.update(resolutions={})), "rs.json, field 'resolutions'"),
]


@pytest.mark.parametrize(("change", "message"), HOSTILE)
def test_a_file_of_the_wrong_shape_is_refused_naming_its_entry_and_field(tmp_path, change, message):
    questions, resolutions = change(*raw())
    with pytest.raises(ForecastBenchFormatError) as error:
        import_forecastbench(*write_pair(tmp_path, questions, resolutions))
    assert message in str(error.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"a": 1, "a": 2}', "key 'a' appears twice in one object"),
        ('{"forecast_due_date": NaN}', "NaN is not a JSON number"),
        ("{not json", "not valid JSON at line 1, column 2"),
        ("[" * 200_000 + "]" * 200_000, "JSON nested too deeply"),
        ("[]", "expected a JSON object, got list"),
    ],
)
def test_text_that_is_not_one_json_object_is_refused(tmp_path, text, message):
    bad = tmp_path / "bad.json"
    bad.write_text(text, encoding="utf-8")
    with pytest.raises(ForecastBenchFormatError, match=re.escape("bad.json")) as error:
        import_forecastbench(bad, RESOLUTION_SET)
    assert message in str(error.value)


def test_missing_undecodable_and_oversized_files_are_refused(tmp_path, monkeypatch):
    with pytest.raises(ForecastBenchFormatError, match=re.escape("nope.json: file not found")):
        import_forecastbench(tmp_path / "nope.json", RESOLUTION_SET)
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"question_set": "caf\xe9"}')
    with pytest.raises(ForecastBenchFormatError, match=re.escape("latin.json: not UTF-8 text")):
        import_forecastbench(latin, RESOLUTION_SET)
    monkeypatch.setattr(fb_files, "MAX_FILE_BYTES", 1_000)
    with pytest.raises(ForecastBenchFormatError, match="bytes is over the limit of 1000"):
        import_forecastbench(QUESTION_SET, RESOLUTION_SET)
    monkeypatch.setattr(fb_files, "MAX_FILE_BYTES", 10**8)
    monkeypatch.setattr(fb_files, "MAX_ENTRIES", 10)
    with pytest.raises(ForecastBenchFormatError, match="25 entries is over the limit of 10"):
        import_forecastbench(QUESTION_SET, RESOLUTION_SET)


@pytest.mark.parametrize(
    ("field", "value", "reason", "detail"),
    [
        ("freeze_datetime_value", "nan", fb.SKIP_NOT_PROBABILITY, "'nan'"),
        ("freeze_datetime_value", "1_0", fb.SKIP_NOT_PROBABILITY, "'1_0'"),
        ("freeze_datetime_value", -0.2, fb.SKIP_NOT_PROBABILITY, "-0.2"),
        ("question", "   ", fb.SKIP_MALFORMED, "question: empty text"),
        ("url", "ftp://example.org/q", fb.SKIP_MALFORMED, "is not an http(s) URL"),
        ("question", "Will it? " * 300, fb.SKIP_MALFORMED, "over the format's limit"),
    ],
)
def test_an_unusable_value_skips_its_question_with_a_reason(tmp_path, field, value, reason, detail):
    questions, resolutions = raw()
    questions["questions"][0][field] = value
    result = import_forecastbench(*write_pair(tmp_path, questions, resolutions))
    skip = next(s for s in result.skipped if s.forecastbench_id == "K8qazyZJ3tXyuLlzkkyk")
    assert skip.reason == reason and detail in skip.detail


@pytest.mark.parametrize(
    "dates", ["['2025-11-02', 'soon']", "2025-11-02", [], ["2025-11-02", "2025-11-02"], [7]]
)
def test_malformed_resolution_dates_skip_the_dataset_question(tmp_path, dates):
    questions, resolutions = raw()
    acled = next(q for q in questions["questions"] if q["source"] == "acled")
    acled["resolution_dates"] = dates
    result = import_forecastbench(*write_pair(tmp_path, questions, resolutions))
    skip = next(s for s in result.skipped if s.source == "acled")
    assert skip.reason == fb.SKIP_MALFORMED and "resolution_dates" in skip.detail
    assert not [q for q in result.questions if q.category == "acled"]


# --------------------------------------------------------------------------- export


@pytest.fixture(scope="module")
def imported_files(tmp_path_factory, imported) -> tuple[Path, Path]:
    return write_forecastbench_import(imported, tmp_path_factory.mktemp("fb"))


def two_of_each_source(inputs) -> list:
    chosen: dict[str, list] = {}
    for q in inputs.questions:
        chosen.setdefault(inputs.categories[q.question_id], []).append(q)
    return [q for questions in chosen.values() for q in questions[:2]]


@pytest.fixture(scope="module")
def committed_run(tmp_path_factory, imported_files):
    """A mock backtest on two questions of each source of the imported extract, with the two
    shared documents so agents commit."""
    inputs = load_backtest_inputs(*imported_files)
    out = tmp_path_factory.mktemp("run")
    result = run_backtest(
        two_of_each_source(inputs),
        [*inputs.documents, *SHARED_DOCUMENTS],
        BacktestMockLLMClient(),
        categories=inputs.categories,
        settings=BacktestSettings(allowed_domains=None),
        out_dir=out,
        progress=lambda _: None,
    )
    return out, result


@pytest.mark.parametrize("shown", [False, True], ids=["withheld", "shown"])
def test_a_market_price_reaches_a_prompt_only_when_asked(imported_files, tmp_path, shown):
    """The record of a backtest on priced questions proves where the price went."""
    inputs = load_backtest_inputs(*imported_files)
    priced = [q for q in inputs.questions if q.current_market_price is not None][:3]
    settings = BacktestSettings(allowed_domains=None, show_market_price=shown)
    run_backtest(
        priced,
        [*inputs.documents, *SHARED_DOCUMENTS],
        BacktestMockLLMClient(),
        categories=inputs.categories,
        settings=settings,
        out_dir=tmp_path / "run",
        progress=lambda _: None,
    )
    trace = RunTrace.load(next((tmp_path / "run").glob("backtest_*.json")))
    assert len(priced) == 3 and len(trace.agents) == 9
    by_question = {q.question_id: q for q in priced}
    for call in trace.llm_calls:
        question = by_question[call["label"].split("/")[0]]
        text = "\n".join(m["content"] for m in call["messages"])
        price_line = f"MARKET PROBABILITY OF YES: {question.current_market_price:.2f}"
        assert ("MARKET PROBABILITY" in text) is shown and (price_line in text) is shown
    assert trace.params["settings"].get("show_market_price", False) is shown


def test_the_export_is_the_panels_mean_under_forecastbenchs_own_ids(committed_run, imported_files):
    out, result = committed_run
    export = build_submission(
        out,
        imported_files[0],
        organization="Example Org",
        model_organization="Example Lab",
        allow_partial=True,  # 18 of the round's 74 rows: ForecastBench would impute the rest
    )
    submission = export.submission
    assert list(submission) == [
        "organization",
        "model",
        "model_organization",
        "model_run_key",
        "uses_freeze_values",
        "forecaster",
        "question_set",
        "forecast_due_date",
        "forecasts",
    ]
    assert submission["model"] == "mock:canned-research-v1"
    assert submission["model_organization"] == "Example Lab"
    assert submission["forecaster"] == "panel (mean)" and submission["uses_freeze_values"] is False
    assert result.trace_path.stem.endswith(submission["model_run_key"])
    assert export.check.refusals == [] and not export.check.imputation.passed
    assert (submission["question_set"], submission["forecast_due_date"]) == (
        "2025-10-26-llm.json",
        DUE,
    )
    records = {r.question_id: r for r in load_questions(imported_files[0])}
    ran = list(result.panels)
    assert len(ran) == 18 and {records[qid].category for qid in ran} >= set(DATASET_SOURCES)
    # Dataset questions commit; a market's own background may mention a later date, which the
    # search's leak check removes, so some market questions are refused.
    assert not export.no_record and len(export.committed) >= len(ran) // 2
    assert all(records[qid].category in MARKET_SOURCES for qid in export.abstained)
    assert sorted(export.committed + export.abstained) == sorted(ran)
    assert len(submission["forecasts"]) == len(export.committed)
    by_key = {(f["id"], f["source"], f["resolution_date"]): f for f in submission["forecasts"]}
    for qid in export.committed:
        panel = result.panels[qid]
        meta = records[qid].metadata
        entry = by_key[
            (meta["forecastbench_id"], meta["forecastbench_source"], meta[fb.META_RESOLUTION_DATE])
        ]
        committed = [a.p_yes for a in panel.artifacts if a.forecast_produced]
        assert entry["forecast"] == pytest.approx(statistics.fmean(committed))
        assert entry["reasoning"].startswith(f"Mean of {len(committed)} of 3 agents' forecasts.")
        assert len(entry["reasoning"]) <= MAX_REASONING_CHARS
        if records[qid].category in MARKET_SOURCES:
            assert entry["resolution_date"] is None
        else:
            assert entry["resolution_date"] == records[qid].resolution_date
    target = write_submission(export, out.parent / "forecasts.json")
    assert json.loads(target.read_text(encoding="utf-8")) == submission
    with pytest.raises(FileExistsError, match="already exists"):
        write_submission(export, target)


@pytest.fixture(scope="module")
def abstaining_run(tmp_path_factory, imported_files):
    """The extract's own documents only: the coverage gate refuses, so no agent commits."""
    inputs = load_backtest_inputs(*imported_files)
    out = tmp_path_factory.mktemp("abstaining")
    run_backtest(
        inputs.questions[:6],
        inputs.documents,
        BacktestMockLLMClient(),
        categories=inputs.categories,
        settings=BacktestSettings(allowed_domains=None),
        out_dir=out,
        progress=lambda _: None,
    )
    return out


def test_abstentions_are_left_out_by_default_or_written_as_one_half(abstaining_run, imported_files):
    # Every question left out: ForecastBench's reader refuses a file without forecasts.
    with pytest.raises(ForecastBenchExportError, match="forecasts is missing or empty"):
        build_submission(
            abstaining_run, imported_files[0], organization="Org", model_organization="Lab"
        )
    half = build_submission(
        abstaining_run,
        imported_files[0],
        organization="Org",
        model_organization="Lab",
        abstentions="0.5",
        model="m",
        allow_partial=True,
    )
    assert "written as 0.5 (--abstentions 0.5)" in "\n".join(half.summary_lines())
    assert half.submission["model"] == "m"
    assert [f["forecast"] for f in half.submission["forecasts"]] == [ABSTENTION_FORECAST] * 6
    assert all(
        "no agent committed a forecast (budget_exhausted" in f["reasoning"]
        for f in half.submission["forecasts"]
    )
    with pytest.raises(ForecastBenchExportError, match=re.escape("accepted: omit, 0.5")):
        build_submission(
            abstaining_run,
            imported_files[0],
            organization="Org",
            model_organization="Lab",
            abstentions="0",
        )


def test_a_question_without_a_record_follows_the_abstention_policy(
    abstaining_run, imported_files, tmp_path
):
    run = tmp_path / "run"
    shutil.copytree(abstaining_run, run)
    first = sorted((run / "records").glob("*.json"))[0]
    first.unlink()
    export = build_submission(
        run,
        imported_files[0],
        organization="Org",
        model_organization="Lab",
        abstentions="0.5",
        allow_partial=True,
    )
    assert export.no_record == [first.stem] and len(export.abstained) == 5
    entry = next(f for f in export.submission["forecasts"] if "no record" in f["reasoning"])
    assert entry["forecast"] == ABSTENTION_FORECAST


def test_an_edited_record_is_refused_not_exported(abstaining_run, imported_files, tmp_path):
    run = tmp_path / "run"
    shutil.copytree(abstaining_run, run)
    record = sorted((run / "records").glob("*.json"))[0]
    data = json.loads(record.read_text(encoding="utf-8"))
    data["runs"][0]["artifact"].update(status="forecast", p_yes=0.99)
    record.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ForecastBenchExportError, match="does not match its digest"):
        build_submission(run, imported_files[0], organization="Org", model_organization="Lab")


def test_a_questions_file_that_is_not_the_runs_is_refused(abstaining_run, imported_files, tmp_path):
    changed = tmp_path / "questions.jsonl"
    lines = imported_files[0].read_text(encoding="utf-8").splitlines()
    first = json.loads(lines[0])
    first["question"] += " (edited)"
    changed.write_text("\n".join([json.dumps(first), *lines[1:]]) + "\n", encoding="utf-8")
    lab = {"organization": "Org", "model_organization": "Lab"}
    with pytest.raises(ForecastBenchExportError, match=r"hash to .* but the run was made on"):
        build_submission(abstaining_run, changed, **lab)
    fewer = tmp_path / "fewer" / "questions.jsonl"
    fewer.parent.mkdir()
    fewer.write_text("\n".join(lines[1:]) + "\n", encoding="utf-8")
    with pytest.raises(ForecastBenchExportError, match="does not hold 1 of the run's questions"):
        build_submission(abstaining_run, fewer, **lab)
    with pytest.raises(ForecastBenchExportError, match=re.escape("no manifest.json")):
        build_submission(tmp_path, imported_files[0], **lab)
    with pytest.raises(ForecastBenchExportError, match="organization"):
        build_submission(
            abstaining_run, imported_files[0], organization=" ", model_organization="L"
        )


def test_questions_without_forecastbench_provenance_are_refused(tmp_path):
    inputs = load_backtest_inputs()
    out = tmp_path / "run"
    run_backtest(
        inputs.questions[:1],
        inputs.documents,
        BacktestMockLLMClient(),
        categories=inputs.categories,
        out_dir=out,
        progress=lambda _: None,
    )
    with pytest.raises(ForecastBenchExportError, match="no ForecastBench forecastbench_id"):
        build_submission(out, RESOLVED_QUESTIONS_PATH, organization="Org", model_organization="L")


# --------------------------------------------------------------------------- the commands


def test_import_backtest_and_export_run_end_to_end_from_the_command(tmp_path, capsys):
    out = tmp_path / "fb"
    args = ["import", "forecastbench", str(QUESTION_SET), str(RESOLUTION_SET), "--out", str(out)]
    assert main(args) == 0
    printed = capsys.readouterr().out
    assert "wrote 74 questions (32 resolved, 42 open with outcome null)" in printed
    assert f"{fb.SKIP_NON_BINARY}: 3" in printed
    assert main(args) == 2
    assert "already exists" in capsys.readouterr().err
    questions, documents = out / "questions.jsonl", out / "documents.jsonl"
    ids = ",".join(q.question_id for q in load_questions(questions)[:4])
    run = tmp_path / "runs" / "fb"
    backtest = ["backtest", "--provider", "mock", "--questions", str(questions)]
    backtest += ["--documents", str(documents), "--ids", ids, "--allowed-domains", "any"]
    # One document per question: under the default coverage requirements the check stops the
    # run before any model call; asking only for what the corpus holds, the agents forecast.
    assert main([*backtest, "--out", str(tmp_path / "stopped")]) == 2
    assert "cannot be met by any of the 4 questions" in capsys.readouterr().err
    one = ["--min-documents", "1", "--require-types", "none"]
    assert main([*backtest, *one, "--out", str(run)]) == 0
    capsys.readouterr()
    target = tmp_path / "forecasts.json"
    export = ["export", "forecastbench", str(run), "--questions", str(questions)]
    export += ["--organization", "Org", "--model-organization", "Lab"]
    # 4 of the round's 74 rows: ForecastBench would leave the file off its leaderboard.
    assert main([*export, "-o", str(target)]) == 2
    refused = capsys.readouterr().err
    assert "at most 5% imputed (src/resolve/_impute.py" in refused and "not written" in refused
    assert not target.exists()
    assert main([*export, "-o", str(target), "--abstentions", "0.5", "--allow-partial"]) == 0
    assert (
        "4 forecasts for 2025-10-26-llm.json (model mock:canned-research-v1): 4 from the panel"
        in (capsys.readouterr().out)
    )
    submission = json.loads(target.read_text(encoding="utf-8"))
    assert [f["source"] for f in submission["forecasts"]] == ["manifold"] * 4
    assert main([*export, "-o", str(target), "--allow-partial"]) == 2
    assert "already exists" in capsys.readouterr().err
    bad = tmp_path / "bad.json"
    bad.write_text("[]", encoding="utf-8")
    assert main(["import", "forecastbench", str(bad), str(RESOLUTION_SET), "--out", str(out)]) == 2
    assert "bad.json: expected a JSON object, got list" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        main(["export", "forecastbench", str(run), "-o", str(target), "--organization", "Org"])
    assert stop.value.code == 2
    assert (
        "the following arguments are required: --questions, --model-organization"
        in capsys.readouterr().err
    )


def test_the_readme_commands_parse_as_written():
    """docs/forecastbench.md's four steps use flags the command has (its output there was produced
    by them; tests/test_docs.py runs the same commands on the extract)."""
    page = (REPO / "docs" / "forecastbench.md").read_text(encoding="utf-8")
    section = page.split("\n## Offline, on the extract", 1)[0]
    commands = [
        shlex.split(line)
        for block in section.split("```bash\n")[1:]
        for line in block.split("\n```", 1)[0].replace("\\\n", " ").splitlines()
    ]
    assert [words[1] for words in commands] == ["import", "backtest", "backtest", "export"]
    for words in commands:
        assert words[0] == ".venv/bin/forecast-agents"
        args = _parser().parse_args(words[1:])
        assert args.run.__name__ in {"_import_forecastbench", "_backtest", "_export_forecastbench"}
    assert "CC BY-SA 4.0" in section and "Forecasting Research Institute" in section
