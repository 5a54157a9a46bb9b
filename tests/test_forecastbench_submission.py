"""A submission against ForecastBench's own rules, and a round calibrated on the course's past.

:func:`forecastbench_reads` below is a small reader of a submission file written here from
ForecastBench's source (forecastingresearch/forecastbench), independently of the export's checker
(``forecasting_agents.evaluation._forecastbench_rules``):

- ``src/orchestration/_io.py`` ``read_forecast_file``: organization, model, model_organization,
  question_set and forecasts must be present and non-empty, and question_set must hold a date;
- ``src/orchestration/func_resolve/main.py``: the due date is ``question_set[:10]``, a missing
  ``direction`` is None;
- ``src/resolve/_prepare.py`` ``check_and_prepare_forecast_file``: rows of an unknown source, with a
  forecast outside [0, 1], or (dataset rows) with a resolution date not the due date plus 7, 30,
  90, 180, 365, 1095, 1825 or 3650 days are dropped; a duplicate dataset row (id, source,
  resolution_date, direction) raises; ``set_resolution_dates``: the resolutions are left-joined
  with the forecasts;
- ``src/resolve/_impute.py``: a resolution without a forecast is imputed;
- ``src/leaderboard/main.py`` ``get_df_info``: over 5% imputed overall, among market rows or among
  resolved dataset rows (``IMPUTED_CUTOFF_PCT``), the file is left off the leaderboard.

The round is the committed extract (``tests/data/forecastbench/``, CC BY-SA 4.0, Forecasting
Research Institute) without the entries its README says were edited, so nothing is skipped on
import; the resolution set is that round's own.
"""

from __future__ import annotations

import copy
import csv
import json
import math
import re
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest

from forecasting_agents.cli import main
from forecasting_agents.core._formats import load_questions
from forecasting_agents.evaluation._forecastbench import (
    MAX_NAME_CHARS,
    ForecastBenchExportError,
    build_submission,
    check_submission_name,
)
from forecasting_agents.evaluation._forecastbench_rules import RoundRow, check_submission
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.sources._forecastbench import forecastbench_rows

EXTRACT = Path(__file__).resolve().parent / "data" / "forecastbench"
MARKETS = {"infer", "manifold", "metaculus", "polymarket"}
DATASETS = {"acled", "dbnomics", "fred", "wikipedia", "yfinance"}
HORIZONS = (7, 30, 90, 180, 365, 1095, 1825, 3650)


# --------------------------------------------------------------------------- ForecastBench's reader


def forecastbench_reads(path: Path, resolutions: list[dict[str, Any]]) -> dict[str, Any]:
    """What ForecastBench's resolver and leaderboard make of a submission file: ``status`` is
    ``unread`` (the reader returns None), ``failed`` (the resolver raises), ``unranked`` (left off
    the leaderboard) or ``ranked``; ``dropped`` counts rows dropped; ``rows`` the resolved rows."""
    data = json.loads(path.read_text(encoding="utf-8"))
    if not data or not isinstance(data, dict):
        return {"status": "unread"}
    question_set = data.get("question_set")
    if not isinstance(question_set, str) or not re.search(r"\d{4}-\d{2}-\d{2}", question_set):
        return {"status": "unread"}
    needed = ("organization", "model", "model_organization", "question_set", "forecasts")
    if not all(data.get(key) for key in needed):
        return {"status": "unread"}
    due = date.fromisoformat(question_set[:10])
    rows = [{"direction": None, **row} for row in data["forecasts"]]
    listed = len(rows)
    for row in rows:
        row["source"] = str(row["source"]).lower()
    rows = [r for r in rows if r["source"] in MARKETS | DATASETS]
    rows = [
        r
        for r in rows
        if isinstance(r.get("forecast"), int | float)
        and not math.isnan(r["forecast"])
        and 0 <= r["forecast"] <= 1
    ]
    valid = {(due + timedelta(days=h)).isoformat() for h in HORIZONS}
    kept = []
    for r in rows:
        if r["source"] in MARKETS:
            kept.append({**r, "resolution_date": None})
        elif str(r.get("resolution_date"))[:10] in valid:
            kept.append({**r, "resolution_date": str(r["resolution_date"])[:10]})
    seen = set()
    for r in kept:
        if r["source"] in DATASETS:
            key = (r["id"], r["source"], r["resolution_date"], r["direction"])
            if key in seen:
                return {"status": "failed"}
            seen.add(key)
    resolved_rows = []
    for res in resolutions:
        if isinstance(res["id"], list):  # a combination question: get_df_info drops it
            continue
        matches = [
            r
            for r in kept
            if (r["id"], r["source"], r["direction"]) == (res["id"], res["source"], None)
            and (res["source"] in MARKETS or r["resolution_date"] == res["resolution_date"])
        ]
        for r in matches or [None]:
            resolved_rows.append(
                {
                    **res,
                    "forecast": 0.5 if r is None else r["forecast"],
                    "imputed": r is None,
                }
            )

    def over(group: list[dict[str, Any]]) -> bool:
        return bool(group) and 100 * sum(g["imputed"] for g in group) / len(group) > 5

    market = [g for g in resolved_rows if g["source"] in MARKETS]
    dataset = [g for g in resolved_rows if g["source"] in DATASETS and g["resolved"]]
    status = "unranked" if over(resolved_rows) or over(market) or over(dataset) else "ranked"
    return {"status": status, "dropped": listed - len(kept), "rows": resolved_rows}


# --------------------------------------------------------------------------- the round


@pytest.fixture(scope="module")
def round_files(tmp_path_factory) -> dict[str, Any]:
    """The extract without its edited entries: a round the import takes whole."""
    questions = json.loads((EXTRACT / "2025-10-26-llm.extract.json").read_text(encoding="utf-8"))
    resolutions = json.loads(
        (EXTRACT / "2025-10-26_resolution_set.extract.json").read_text(encoding="utf-8")
    )
    # By id alone: one edit changed a question's source, which its resolutions still name.
    edited = {str(r["id"]) for r in resolutions["resolutions"] if "extract_edit" in r}
    edited |= {q["id"] for q in questions["questions"] if "extract_edit" in q}
    questions["questions"] = [q for q in questions["questions"] if q["id"] not in edited]
    resolutions["resolutions"] = [
        r for r in resolutions["resolutions"] if str(r["id"]) not in edited
    ]
    folder = tmp_path_factory.mktemp("round")
    q_path, r_path = folder / "2025-10-26-llm.json", folder / "2025-10-26_resolution_set.json"
    q_path.write_text(json.dumps(questions), encoding="utf-8")
    r_path.write_text(json.dumps(resolutions), encoding="utf-8")
    out = folder / "imported"
    assert main(["import", "forecastbench", str(q_path), str(r_path), "--out", str(out)]) == 0
    return {
        "question_set": q_path,
        "resolutions": resolutions["resolutions"],
        "questions": out / "questions.jsonl",
        "documents": out / "documents.jsonl",
        "folder": folder,
    }


@pytest.fixture(scope="module")
def course_run(tmp_path_factory) -> Path:
    """A mock run of the course's questions: an earlier run, all but two resolved before the
    round's cutoff (2025-10-16)."""
    out = tmp_path_factory.mktemp("course") / "run"
    assert main(["backtest", "--provider", "mock", "--out", str(out)]) == 0
    return out


def backtest(files: dict[str, Any], out: Path, *extra: str) -> int:
    return main(
        [
            "backtest",
            "--provider",
            "mock",
            "--questions",
            str(files["questions"]),
            "--documents",
            str(files["documents"]),
            "--allowed-domains",
            "any",
            "--min-documents",
            "1",
            "--require-types",
            "none",
            "--leak-policy",  # as the README's command: each document is frozen at the cutoff
            "schedule-aware",
            "--out",
            str(out),
            *extra,
        ]
    )


@pytest.fixture(scope="module")
def calibrated_run(round_files, course_run, tmp_path_factory) -> dict[str, Any]:
    """A mock backtest of the whole round, calibrated on the course run; what it printed."""
    import contextlib
    import io

    out = tmp_path_factory.mktemp("fb") / "run"
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        assert backtest(round_files, out, "--calibrate-on", str(course_run)) == 0
    return {"out": out, "printed": printed.getvalue()}


def scores(run: Path) -> dict[tuple[str, str], dict[str, str]]:
    with (run / "scores.csv").open(encoding="utf-8") as handle:
        return {(r["forecaster"], r["questions"]): r for r in csv.DictReader(handle)}


def test_a_round_calibrated_on_the_courses_past_scores_as_a_coin_and_the_market(calibrated_run):
    """The mock's forecasts are noise: the fit on its past shrinks the calibrated panel to 0.5
    and gives the blend no weight on the panel, so neither can score worse than what needs no
    skill, which the point-in-time fit (no past in a round) could not say."""
    table = scores(calibrated_run["out"])
    coin = float(table["always 0.5", "answered"]["brier"])
    calibrated = float(table["calibrated panel", "answered"]["brier"])
    assert abs(calibrated - coin) <= 0.005
    market = float(table["market price", "market"]["brier"])
    blend = float(table["panel-market blend", "market"]["brier"])
    assert abs(blend - market) <= 0.01
    panel = float(table["panel (mean)", "answered"]["brier"])
    assert panel != pytest.approx(coin)  # the panel itself was not 0.5: the fit made it so
    printed = calibrated_run["printed"]
    assert "calibrate-on: 13 answered, resolved questions of backtest_" in printed
    assert "2 resolved on or after it (or have no resolution date) and are left out" in printed
    assert "(fomc-2025-12-cut, nyc-2025-mayor-mamdani)" in printed


def test_the_run_records_its_past_by_digest_and_a_resume_checks_it(
    calibrated_run, course_run, round_files, capsys, tmp_path
):
    out = calibrated_run["out"]
    course_trace = RunTrace.load(next(course_run.glob("backtest_*.json")))
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    recorded = manifest["run"]["settings"]["calibrate_on"]
    assert recorded["digest"] == course_trace.verified_digest
    assert (recorded["questions"], recorded["left_out"]) == (13, 2)
    trace = RunTrace.load(next(out.glob("backtest_*.json")))
    assert trace.params["settings"]["calibrate_on"] == recorded
    assert backtest(round_files, out, "--calibrate-on", str(course_run)) == 0
    assert "already done" in capsys.readouterr().out
    # Another past, or none, is another run: refused, naming the setting.
    assert backtest(round_files, out, "--calibrate") == 2
    assert "settings.calibrate_on" in capsys.readouterr().err
    # A past that is this round itself has nothing before the cutoff.
    assert backtest(round_files, tmp_path / "again", "--calibrate-on", str(out)) == 2
    err = capsys.readouterr().err
    assert f"--calibrate-on {out}: none of its" in err and "left out" in err
    assert not (tmp_path / "again").exists()


def test_the_report_names_the_past_by_its_digest(calibrated_run, course_run, tmp_path):
    from forecasting_agents.report._page import write_report

    trace = next(calibrated_run["out"].glob("backtest_*.json"))
    page = write_report(trace, tmp_path / "report.html").read_text(encoding="utf-8")
    past = RunTrace.load(next(course_run.glob("backtest_*.json")))
    assert "calibrated on" in page and past.verified_digest in page
    assert "its 13 answered questions resolved before 2025-10-16 (2 left out)" in page


def test_skill_has_forecastbenchs_groups_and_brier_index(calibrated_run):
    with (calibrated_run["out"] / "skill.csv").open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle))
    panel = {r["source"]: r for r in rows if r["forecaster"] == "panel (mean)"}
    assert list(panel)[:4] == ["all", "group:dataset", "group:market", "group:overall"]
    for row in rows:
        assert float(row["brier_index"]) == pytest.approx(
            100 * (1 - math.sqrt(float(row["brier"])))
        )
        assert row["difficulty_adjusted"] == "false"
    dataset, market = float(panel["group:dataset"]["brier"]), float(panel["group:market"]["brier"])
    assert float(panel["group:overall"]["brier"]) == pytest.approx((dataset + market) / 2)
    assert int(panel["group:overall"]["n"]) == int(panel["all"]["n"])
    assert {r["source"] for r in rows if r["forecaster"] == "market price"} >= {"group:market"}


# --------------------------------------------------------------------------- the export


def export(run: Path, files: dict[str, Any], target: Path, *extra: str) -> int:
    return main(
        [
            "export",
            "forecastbench",
            str(run),
            "--questions",
            str(files["questions"]),
            "--question-set",
            str(files["question_set"]),
            "--organization",
            "Example Org",
            "--model-organization",
            "Example Lab",
            "-o",
            str(target),
            *extra,
        ]
    )


@pytest.mark.parametrize("forecaster", ["panel", "calibrated", "blend"])
def test_each_forecasters_export_passes_forecastbenchs_rules(
    calibrated_run, round_files, tmp_path, capsys, forecaster
):
    target = tmp_path / f"{forecaster}.json"
    assert export(calibrated_run["out"], round_files, target, "--forecaster", forecaster) == 0
    printed = capsys.readouterr().out
    assert "ForecastBench's rules: 8 of 8 passed" in printed
    verdict = forecastbench_reads(target, round_files["resolutions"])
    assert verdict["status"] == "ranked" and verdict["dropped"] == 0
    scored = [r for r in verdict["rows"] if r["resolved"]]
    assert scored and not any(r["imputed"] for r in verdict["rows"])
    submission = json.loads(target.read_text(encoding="utf-8"))
    assert submission["uses_freeze_values"] is (forecaster == "blend")
    table = list(csv.DictReader((calibrated_run["out"] / "questions.csv").open(encoding="utf-8")))
    column = {"panel": "panel_mean", "calibrated": "calibrated", "blend": "blend"}[forecaster]
    by_meta = {}
    for row in table:
        value = row[column] or (row["panel_mean"] if forecaster == "blend" else "")
        by_meta[row["question_id"]] = float(value)
    keyed = {
        (r.metadata["forecastbench_id"], r.metadata["forecastbench_resolution_date"]): by_meta[
            r.question_id
        ]
        for r in load_questions(round_files["questions"])
    }
    for entry in submission["forecasts"]:
        assert entry["forecast"] == pytest.approx(keyed[entry["id"], entry["resolution_date"]])
    # The scores the export reports are ForecastBench's: per group on the resolved rows, and
    # overall the mean of the two groups.
    made = build_submission(
        calibrated_run["out"],
        round_files["questions"],
        organization="Example Org",
        model_organization="Example Lab",
        forecaster=forecaster,
        question_set_path=round_files["question_set"],
    )
    assert made.submission == submission
    by_group = {
        group: [
            (r["forecast"] - r["resolved_to"]) ** 2
            for r in verdict["rows"]
            if r["resolved"] and r["source"] in sources
        ]
        for group, sources in (("dataset", DATASETS), ("market", MARKETS))
    }
    for group, briers in by_group.items():
        assert made.scores[group] == (len(briers), pytest.approx(sum(briers) / len(briers)))
    overall = (made.scores["dataset"][1] + made.scores["market"][1]) / 2
    assert made.scores["overall"][1] == pytest.approx(overall)
    if forecaster == "calibrated":  # factor 0: every forecast is 0.5
        assert {entry["forecast"] for entry in submission["forecasts"]} == {0.5}
        assert submission["model"] == "mock:canned-research-v1 (calibrated panel)"


def test_a_file_breaking_each_rule_is_refused_as_forecastbench_would(
    calibrated_run, round_files, tmp_path, capsys
):
    good = tmp_path / "good.json"
    assert export(calibrated_run["out"], round_files, good) == 0
    capsys.readouterr()
    base = json.loads(good.read_text(encoding="utf-8"))
    round_rows = [RoundRow(*row) for row in forecastbench_rows(round_files["question_set"])[2]]
    dataset_rows = [i for i, f in enumerate(base["forecasts"]) if f["source"] in DATASETS]
    market_rows = [i for i, f in enumerate(base["forecasts"]) if f["source"] in MARKETS]

    def broken(change) -> tuple[dict[str, Any], Any]:
        data = copy.deepcopy(base)
        change(data)
        path = tmp_path / "broken.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        return forecastbench_reads(path, round_files["resolutions"]), check_submission(
            data, round_rows
        )

    def shift_date(data):
        row = data["forecasts"][dataset_rows[0]]
        row["resolution_date"] = (
            date.fromisoformat(row["resolution_date"]) + timedelta(1)
        ).isoformat()

    cases = [
        (lambda d: d.pop("model_organization"), "unread", "required fields"),
        (lambda d: d.update(question_set="llm.json"), "unread", "required fields"),
        (shift_date, "dropped", "dataset resolution dates"),
        (lambda d: d["forecasts"][0].update(forecast=1.5), "dropped", "forecasts in [0, 1]"),
        (lambda d: d["forecasts"][0].update(source="kalshi"), "dropped", "known sources"),
        (
            lambda d: d["forecasts"].append(dict(d["forecasts"][dataset_rows[0]])),
            "failed",
            "no duplicate dataset rows",
        ),
        (
            lambda d: d["forecasts"].__delitem__(slice(market_rows[0], market_rows[0] + 2)),
            "unranked",
            "at most 5% imputed",
        ),
    ]
    for change, expected, rule in cases:
        verdict, check = broken(change)
        if expected == "dropped":
            assert verdict["dropped"] == 1, rule
        else:
            assert verdict["status"] == expected, rule
        failed = [r.rule for r in check.results if not r.passed]
        assert failed[:1] == [rule] or rule in failed, (rule, failed)
    # A market row twice: ForecastBench scores that question twice; this checker refuses it.
    verdict, check = broken(lambda d: d["forecasts"].append(dict(d["forecasts"][market_rows[0]])))
    twice = base["forecasts"][market_rows[0]]["id"]
    assert sum(r["id"] == twice for r in verdict["rows"]) == 2
    assert [r.rule for r in check.refusals] == ["no duplicate market rows"]


def test_an_export_the_rules_refuse_is_not_written(calibrated_run, round_files, tmp_path, capsys):
    """A run of a few of the round's questions: ForecastBench would impute the rest."""
    out = tmp_path / "partial"
    ids = ",".join(
        json.loads(line)["id"]
        for line in round_files["questions"].read_text(encoding="utf-8").splitlines()[:5]
    )
    assert backtest(round_files, out, "--ids", ids) == 0
    capsys.readouterr()
    target = tmp_path / "partial.json"
    assert export(out, round_files, target) == 2
    err = capsys.readouterr().err
    assert "at most 5% imputed (src/resolve/_impute.py" in err and "--allow-partial" in err
    assert re.search(r"market rows: \d+ of \d+ \(\d+\.\d%\) have no forecast", err)
    assert not target.exists()
    assert export(out, round_files, target, "--allow-partial") == 0
    assert "written anyway (--allow-partial)" in capsys.readouterr().out
    assert forecastbench_reads(target, round_files["resolutions"])["status"] == "unranked"
    # The calibrated panel of a run made without --calibrate does not exist.
    assert export(out, round_files, tmp_path / "c.json", "--forecaster", "calibrated") == 2
    assert "the run was made without --calibrate" in capsys.readouterr().err


def test_a_run_calibrated_on_its_own_past_has_no_calibrated_forecast_for_open_questions(
    round_files, tmp_path, capsys
):
    out = tmp_path / "own"
    assert backtest(round_files, out, "--calibrate") == 0
    capsys.readouterr()
    assert export(out, round_files, tmp_path / "c.json", "--forecaster", "calibrated") == 2
    err = capsys.readouterr().err
    assert "has no calibrated panel forecast for" in err and "--calibrate-on RUN" in err


def test_the_questions_files_rows_lack_what_the_import_skipped(tmp_path, capsys):
    """On the extract as committed, four questions are skipped on import: counted on the
    questions file the whole run passes, counted on ForecastBench's question set it does not."""
    out = tmp_path / "imported"
    q_set = EXTRACT / "2025-10-26-llm.extract.json"
    r_set = EXTRACT / "2025-10-26_resolution_set.extract.json"
    assert main(["import", "forecastbench", str(q_set), str(r_set), "--out", str(out)]) == 0
    files = {"questions": out / "questions.jsonl", "documents": out / "documents.jsonl"}
    run = tmp_path / "run"
    assert backtest(files, run) == 0
    capsys.readouterr()
    lab = {"organization": "Org", "model_organization": "Lab"}
    passed = build_submission(run, files["questions"], **lab)
    assert passed.check.imputation.passed and "import skipped" in passed.rows_from
    with pytest.raises(ForecastBenchExportError, match=r"market rows: 4 of 16 \(25\.0%\)"):
        build_submission(run, files["questions"], question_set_path=q_set, **lab)


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("Org\nname", "holds a line break (U+000A) at character 4"),
        ("Org\x1b[31m", "holds a control or invisible formatting character (U+001B)"),
        ("Org\u202ename", "holds a control or invisible formatting character (U+202E)"),
        ("x" * (MAX_NAME_CHARS + 1), f"{MAX_NAME_CHARS + 1} characters, over the limit"),
        ("  ", "got '  '"),
    ],
)
def test_a_name_that_is_not_one_printable_line_is_refused_naming_the_flag(
    value, problem, capsys, tmp_path
):
    with pytest.raises(ForecastBenchExportError, match=re.escape(problem)):
        check_submission_name("organization", value)
    args = ["export", "forecastbench", str(tmp_path), "--questions", "q.jsonl", "-o", "x.json"]
    for flag in ("--organization", "--model-organization", "--model"):
        names = {"--organization": "Org", "--model-organization": "Lab", flag: value}
        with pytest.raises(SystemExit) as stop:
            main([*args, *(word for pair in names.items() for word in pair)])
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert f"argument {flag}: the name: {problem}" in err
        assert f"accepted: 1 to {MAX_NAME_CHARS} characters of printable text on one line" in err
