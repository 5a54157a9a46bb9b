"""``backtest --config FILE.toml``: the file sets every flag, the command line wins, bad keys and
values are refused naming them, the trace records the file, and ``import forecastbench`` writes
one that runs its corpus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forecasting_agents.cli import _parser, main
from forecasting_agents.cli._config import config_keys, parse_with_config
from forecasting_agents.cli._forecastbench import BACKTEST_TOML, ROUND_SETTINGS
from forecasting_agents.record._trace import RunTrace

EXTRACT = Path(__file__).resolve().parent / "data" / "forecastbench"
QUESTION_SET = EXTRACT / "2025-10-26-llm.extract.json"
RESOLUTION_SET = EXTRACT / "2025-10-26_resolution_set.extract.json"
ONE = "fomc-2025-01-cut"


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def parse(*argv: str):
    return parse_with_config(_parser(), list(argv))


def test_every_flag_of_backtest_is_a_key_spelt_as_the_flag():
    keys = config_keys(_parser()._subparsers._group_actions[0].choices["backtest"])
    assert {"provider", "out", "max-steps", "allowed-domains", "calibrate", "ids"} <= set(keys)
    assert "config" not in keys and "help" not in keys
    assert all("_" not in key for key in keys)


def test_the_file_sets_the_flags_and_the_command_line_wins(tmp_path):
    config = write(
        tmp_path / "b.toml",
        'provider = "mock"\nout = "run"\nagents = 2\nmax-steps = 6\ncalibrate = true\n'
        'allowed-domains = ["reuters.com", "apnews.com"]\nleak-policy = "strict"\n',
    )
    args = parse("backtest", "--config", str(config), "--agents", "1")
    assert args.agents == 1  # the command line wins
    assert args.max_steps == 6 and args.calibrate is True and args.leak_policy == "strict"
    assert args.allowed_domains == ("apnews.com", "reuters.com")  # through the flag's own check
    assert args.out == tmp_path / "run"  # relative to the file's folder
    assert args.provider == "mock"  # a required flag the file gives is no longer missing
    assert args.config_record == {
        "path": str(config),
        "settings": {
            "provider": "mock",
            "out": "run",
            "agents": 2,
            "max-steps": 6,
            "calibrate": True,
            "allowed-domains": ["reuters.com", "apnews.com"],
            "leak-policy": "strict",
        },
    }
    plain = parse("backtest", "--provider", "mock", "--out", "x")
    assert plain.agents == 3 and plain.config_record is None


def test_a_required_flag_neither_file_nor_command_line_gives_is_still_required(tmp_path, capsys):
    config = write(tmp_path / "b.toml", 'provider = "mock"\n')
    with pytest.raises(SystemExit) as done:
        main(["backtest", "--config", str(config)])
    assert done.value.code == 2
    assert "the following arguments are required: --out" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("max_steps = 4", "unknown key 'max_steps' (did you mean 'max-steps'? keys are spelt"),
        ("llm = 'mock'", "unknown key 'llm'; accepted: the flags of backtest without"),
        ("config = 'other.toml'", "unknown key 'config'"),
        ("agents = 0", "agents = 0: got '0'; accepted: an integer from 1 to 20"),
        ("agents = '3'", "agents = '3': a TOML string; accepted: an integer"),
        ("agents = 2.5", "agents = 2.5: a TOML float; accepted: an integer"),
        ("calibrate = 'yes'", "calibrate = 'yes': accepted: true or false"),
        ("leak-policy = 'lax'", "leak-policy = 'lax': accepted: 'strict', 'schedule-aware'"),
        ("model = 3", "model = 3: a TOML integer; accepted: a string"),
        ("ids = [1, 2]", "ids = [1, 2]: a TOML array; accepted: a string of comma-separated"),
        ("knowledge-cutoff = 2024-01-01", "a TOML date; accepted: a string"),
        ("questions = {path = 'q'}", "questions = {'path': 'q'}: a TOML table; accepted: a string"),
        ("agents = ", "not a TOML file (Invalid value (at line 3, column 10))"),
    ],
)
def test_a_bad_key_or_value_is_refused_naming_it_and_what_is_accepted(line, says, tmp_path, capsys):
    config = write(tmp_path / "b.toml", f'provider = "mock"\nout = "run"\n{line}\n')
    assert main(["backtest", "--config", str(config)]) == 2
    error = capsys.readouterr().err
    assert f"backtest: error: --config {config}" in error and says in error
    if "unknown key" in says:
        assert "accepted: the flags of backtest" in error and "max-steps" in error
    assert not (tmp_path / "run").exists()


def test_a_missing_config_file_is_named(tmp_path, capsys):
    assert main(["backtest", "--config", str(tmp_path / "nope.toml")]) == 2
    assert f"--config {tmp_path / 'nope.toml'}: no such file" in capsys.readouterr().err


def test_the_trace_records_the_file_and_a_resume_may_name_another(tmp_path, capsys):
    settings = f'provider = "mock"\nout = "run"\nagents = 1\nids = "{ONE}"\n'
    first = write(tmp_path / "a.toml", settings)
    assert main(["backtest", "--config", str(first)]) == 0
    run = tmp_path / "run"
    manifest = json.loads((run / "manifest.json").read_text(encoding="utf-8"))
    assert manifest["config"]["path"] == str(first)
    assert "config" not in manifest["run"]  # nor the run id, nor what a resume compares
    (trace_path,) = run.glob("backtest_*.json")
    trace = RunTrace.load(trace_path)
    assert trace.params["config"]["settings"]["agents"] == 1
    assert main(["verify", str(trace_path)]) == 0
    # The same run from flags alone: same run id (the same trace file), nothing re-run.
    capsys.readouterr()
    flags = ["--provider", "mock", "--agents", "1", "--ids", ONE, "--out", str(run)]
    assert main(["backtest", *flags]) == 0
    assert [p.name for p in run.glob("backtest_*.json")] == [trace_path.name]


def test_import_forecastbench_writes_a_config_that_runs_its_corpus(tmp_path, capsys, monkeypatch):
    out = tmp_path / "fb"
    command = ["import", "forecastbench", str(QUESTION_SET), str(RESOLUTION_SET), "--out", str(out)]
    assert main(command) == 0
    said = capsys.readouterr().out
    config = out / BACKTEST_TOML
    assert f"Wrote {config}: run it with forecast-agents backtest --config {config}" in said
    args = parse("backtest", "--config", str(config))
    assert args.questions == out / "questions.jsonl" and args.out == out / "run"
    assert args.min_documents == 1 and args.require_types == ()
    assert args.config_record["settings"] == ROUND_SETTINGS
    monkeypatch.chdir(tmp_path)  # run from another folder: the paths are the file's
    first = json.loads((out / "questions.jsonl").read_text(encoding="utf-8").splitlines()[0])
    assert main(["backtest", "--config", str(config), "--agents", "1", "--ids", first["id"]]) == 0
    assert (out / "run" / "records" / f"{first['id']}.json").is_file()


def test_a_config_the_user_edited_is_kept_and_the_import_says_so(tmp_path, capsys):
    out = tmp_path / "fb"
    command = ["import", "forecastbench", str(QUESTION_SET), str(RESOLUTION_SET), "--out", str(out)]
    assert main(command) == 0
    config = out / BACKTEST_TOML
    edited = config.read_text(encoding="utf-8").replace('provider = "mock"', 'provider = "openai"')
    config.write_text(edited, encoding="utf-8")
    for name in ("questions.jsonl", "documents.jsonl"):
        (out / name).unlink()
    capsys.readouterr()
    assert main(command) == 0
    said = capsys.readouterr().out
    assert f"Kept {config}: it differs from what this import writes (edited?)" in said
    assert config.read_text(encoding="utf-8") == edited
    for name in ("questions.jsonl", "documents.jsonl"):
        (out / name).unlink()
    config.unlink()
    assert main(command) == 0
    assert 'provider = "mock"' in config.read_text(encoding="utf-8")
    for name in ("questions.jsonl", "documents.jsonl"):
        (out / name).unlink()
    assert main(command) == 0
    assert "is already there, as this import writes it" in capsys.readouterr().out
