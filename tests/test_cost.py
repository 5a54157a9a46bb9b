"""What a backtest costs: ``--dry-run`` estimates it without a model call or a socket, and
``--max-cost`` stops a run before a call that could pass its cap, resumably."""

from __future__ import annotations

import dataclasses
import math
import re
import socket

import pytest

from forecasting_agents.cli import EXIT_COST_CAP, main
from forecasting_agents.core import _catalog
from forecasting_agents.core._schemas import ChatMessage, TokenUsage
from forecasting_agents.evaluation._cost import (
    CHARS_PER_TOKEN,
    CostCap,
    CostCapReached,
    estimate_tokens,
)

BOUND = re.compile(
    r"([\d,]+) model calls, ([\d,]+) input tokens, ([\d,]+) output tokens, \$([\d,.]+)"
)
IDS = "fomc-2025-01-cut,fomc-2025-03-cut,fomc-2025-09-cut"


def priced_mock(monkeypatch, price: float = 100.0) -> None:
    """Give the research mock a price, so a free offline run spends as a paid one would."""
    models = tuple(
        dataclasses.replace(m, input_price=price, output_price=price)
        if m.name == "canned-research-v1"
        else m
        for m in _catalog.MODELS
    )
    monkeypatch.setattr(_catalog, "MODELS", models)


@pytest.fixture
def no_network(monkeypatch):
    """Any socket opened, or any live client built, fails the test."""

    def refuse(*args, **kwargs):
        raise AssertionError("a socket was opened")

    def no_client(*args, **kwargs):
        raise AssertionError("a model client was built")

    monkeypatch.setattr(socket.socket, "connect", refuse)
    monkeypatch.setattr(socket, "create_connection", refuse)
    monkeypatch.setattr("forecasting_agents.cli.create_llm_client", no_client)


# --------------------------------------------------------------------------- the dry run


def test_a_dry_run_estimates_calls_tokens_and_cost_without_a_model_or_a_socket(
    no_network, tmp_path, capsys
):
    out = tmp_path / "run"
    argv = ["backtest", "--provider", "anthropic", "--out", str(out), "--dry-run", "--ids", IDS]
    assert main([*argv, "--agents", "2", "--max-steps", "6", "--max-cost", "0.01"]) == 0
    said = capsys.readouterr().out
    assert "coverage check: the documents of all 3 questions can meet it" in said
    assert "dry run: 3 questions; 3 to run, 2 agents each" in said
    assert "dry run: 6 agent runs; no model was called" in said
    assert "at most (every agent uses its 6 replies): 36 model calls" in said
    assert "prices: anthropic:claude-sonnet-4-5, $3 per million input tokens and $15" in said
    assert "Anthropic list price, declared 2026-11-29" in said
    assert "--max-cost $0.01: the run could cost more" in said
    assert not out.exists()  # nothing written, not even the run directory


def test_the_dry_runs_bound_grows_with_the_budget_and_prices_output_at_the_reply_limit(
    no_network, capsys
):
    def bound(steps: str) -> tuple[int, int, int, float]:
        argv = ["backtest", "--provider", "openai", "--out", "unused", "--dry-run"]
        assert main([*argv, "--ids", IDS, "--agents", "1", "--max-steps", steps]) == 0
        line = next(x for x in capsys.readouterr().out.splitlines() if "at most" in x)
        found = BOUND.search(line)
        assert found, line
        calls, tin, tout, cost = (g.replace(",", "") for g in found.groups())
        return int(calls), int(tin), int(tout), float(cost)

    small, large = bound("4"), bound("8")
    assert small[0] == 12 and large[0] == 24  # 3 agent runs x the budget
    assert large[1] > 2 * small[1]  # later requests hold the conversation so far
    assert large[2] == 24 * 1024 and small[2] == 12 * 1024  # each reply at its limit
    assert large[3] > small[3] > 0


def test_a_dry_run_of_a_model_without_a_price_says_so_and_what_max_cost_would_do(
    no_network, capsys
):
    argv = ["backtest", "--provider", "ollama", "--out", "unused", "--dry-run", "--ids", IDS]
    assert main([*argv, "--max-cost", "1"]) == 0
    said = capsys.readouterr().out
    assert "prices: none declared for ollama:qwen2.5:7b in the catalog" in said
    assert "--max-cost $1 would be refused: the model has no declared price" in said


def test_a_dry_run_skips_the_questions_out_already_holds(tmp_path, capsys):
    out = tmp_path / "run"
    argv = ["backtest", "--provider", "mock", "--out", str(out), "--agents", "1"]
    assert main([*argv, "--ids", "fomc-2025-01-cut"]) == 0
    capsys.readouterr()
    assert main([*argv, "--ids", IDS, "--dry-run"]) == 0
    said = capsys.readouterr().out
    assert f"1 already saved in {out}; 2 to run" in said
    assert "prices: mock:canned-research-v1, $0 per million" in said
    assert sorted(p.name for p in (out / "records").iterdir()) == ["fomc-2025-01-cut.json"]


# --------------------------------------------------------------------------- the cap


def test_the_cap_stops_before_a_call_that_could_pass_it_and_a_larger_one_resumes(
    monkeypatch, tmp_path, capsys
):
    priced_mock(monkeypatch)
    out, reference = tmp_path / "run", tmp_path / "reference"
    argv = ["backtest", "--provider", "mock", "--agents", "1", "--concurrency", "1", "--ids", IDS]
    assert main([*argv, "--out", str(out), "--max-cost", "0.5"]) == EXIT_COST_CAP
    captured = capsys.readouterr()
    assert "backtest: stopped: --max-cost $0.5 reached: $" in captured.err
    assert "so it was not made" in captured.err and "Traceback" not in captured.err
    saved = sorted(p.name for p in (out / "records").iterdir())
    assert 0 < len(saved) < 3
    assert f"Stopped by the cost cap: {len(saved)} of 3 questions are saved in {out}" in (
        captured.out
    )
    assert not list(out.glob("backtest_*.json"))  # no trace until every question ran
    # Resumed with a larger cap, which counts what the saved questions spent.
    assert main([*argv, "--out", str(out), "--max-cost", "50"]) == 0
    resumed = capsys.readouterr().out
    assert f"Resuming in {out}: {len(saved)} of 3 already done" in resumed
    assert f"the {len(saved)} questions saved spent $" in resumed
    assert len(list((out / "records").iterdir())) == 3
    assert main([*argv, "--out", str(reference)]) == 0  # no cap at all: the same tables
    for name in ("questions.csv", "scores.csv", "skill.csv"):
        assert (out / name).read_bytes() == (reference / name).read_bytes()


def test_the_cap_counts_the_saved_questions_so_the_same_cap_does_not_resume(
    monkeypatch, tmp_path, capsys
):
    priced_mock(monkeypatch)
    argv = ["backtest", "--provider", "mock", "--agents", "1", "--concurrency", "1", "--ids", IDS]
    argv += ["--out", str(tmp_path / "run"), "--max-cost", "0.5"]
    assert main(argv) == EXIT_COST_CAP
    first = len(list((tmp_path / "run" / "records").iterdir()))
    assert main(argv) == EXIT_COST_CAP
    assert len(list((tmp_path / "run" / "records").iterdir())) == first


@pytest.mark.parametrize("value", ["-1", "nan", "inf", "five", "-0.01"])
def test_a_bad_max_cost_is_refused_naming_the_flag(value, tmp_path, capsys):
    with pytest.raises(SystemExit) as done:
        main(["backtest", "--provider", "mock", "--out", str(tmp_path / "r"), "--max-cost", value])
    assert done.value.code == 2
    error = capsys.readouterr().err
    assert f"argument --max-cost: got {value!r}; accepted: a number of US dollars" in error
    assert not (tmp_path / "r").exists()


@pytest.mark.parametrize(
    ("line", "says"),
    [
        ("max-cost = -1", "max-cost = -1: got '-1.0'; accepted: a number of US dollars"),
        ("max-cost = nan", "max-cost = nan: got 'nan'; accepted: a number of US dollars"),
        ("max-cost = '5'", "max-cost = '5': a TOML string; accepted: a number"),
        ("max-cost = true", "max-cost = True: a TOML boolean; accepted: a number"),
    ],
)
def test_a_bad_max_cost_in_a_config_file_is_refused_naming_the_key(line, says, tmp_path, capsys):
    config = tmp_path / "b.toml"
    config.write_text(f'provider = "mock"\nout = "run"\n{line}\n', encoding="utf-8")
    assert main(["backtest", "--config", str(config)]) == 2
    assert says in capsys.readouterr().err


def test_a_model_without_a_declared_price_is_refused_before_anything_runs(
    monkeypatch, tmp_path, capsys
):
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")  # never reached
    out = tmp_path / "run"
    argv = ["backtest", "--provider", "openai", "--model", "qwen2.5-coder-0.5b-instruct"]
    assert main([*argv, "--out", str(out), "--max-cost", "1"]) == 2
    error = capsys.readouterr().err
    assert "--max-cost: no price is declared for openai:qwen2.5-coder-0.5b-instruct" in error
    assert "or leave --max-cost out" in error
    assert not out.exists()


def test_a_local_model_with_a_zero_price_runs_under_any_cap():
    local = _catalog.model_info("openai:qwen2.5-coder-1.5b-instruct-q4_k_m")
    cap = CostCap(0.0, local, max_tokens=1024)
    booked = cap.reserve([ChatMessage("user", "x" * 10_000)])
    cap.settle(booked, TokenUsage(5000, 1000))
    assert booked == 0.0 and cap.spent == 0.0


# --------------------------------------------------------------------------- the cap's sums


def test_the_cap_books_calls_in_flight_and_charges_what_they_report():
    price = dataclasses.replace(_catalog.model_info("openai:gpt-4o-mini"), input_price=1e6)
    price = dataclasses.replace(price, output_price=1e6)  # a dollar a token
    cap = CostCap(5000.0, price, max_tokens=1000)
    msg = [ChatMessage("user", "y" * 3000)]  # 1,000 tokens: each call may cost $2,000
    assert estimate_tokens(msg) == math.ceil(3000 / CHARS_PER_TOKEN) == 1000
    first = cap.reserve(msg)
    second = cap.reserve(msg)  # 4,000 booked
    with pytest.raises(CostCapReached, match=r"\$4000\.0000 booked for calls in flight"):
        cap.reserve(msg)
    cap.settle(first, TokenUsage(900, 100))  # it cost $1,000: 1,000 spent, 2,000 booked
    cap.settle(second, None)  # it failed: nothing charged
    assert cap.spent == 1000.0
    cap.reserve(msg)  # 1,000 + 2,000 is within 5,000 again


def test_the_cap_refuses_nan_and_negative_values():
    price = _catalog.model_info("openai:gpt-4o-mini")
    for bad in (math.nan, -1.0, math.inf, "1", True):
        with pytest.raises(ValueError, match="max_cost: got"):
            CostCap(bad, price, max_tokens=10)


def test_the_catalog_states_where_each_nonzero_price_comes_from_and_when():
    for model in _catalog.MODELS:
        if model.price is not None and any(model.price):
            assert model.price_note and model.price_date, model.name
