"""The backtest's command line: ``python -m agent_research backtest ...``.

It parses and checks the arguments, builds the inputs, settings and model client, calls
:func:`agent_backtest.run_backtest` with a run directory, and prints the score table.
:func:`agent_backtest.main` (the public entry point) hands over to :func:`main` here.

Conventions
-----------
- Every argument is checked where it is parsed; a bad one stops with a message naming the
  argument, the value and what is accepted. ``--provider`` is required and never guessed.
- Exit status: 0 if every question ran, 1 if some failed (run the same command again to retry
  them), 2 on bad input, 130 on Ctrl-C (the finished questions are saved).
- Dependency direction: this module imports :mod:`agent_backtest`, never the reverse.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import polars as pl

from agent_backtest import (
    BACKTEST_MAX_SEARCH_RESULTS,
    DEFAULT_AGENTS,
    DEFAULT_CONCURRENCY,
    MAX_AGENTS,
    MAX_CONCURRENCY,
    MAX_STEPS_LIMIT,
    BacktestConfigError,
    BacktestInputs,
    BacktestMockLLMClient,
    BacktestResult,
    BacktestSettings,
    load_backtest_inputs,
    run_backtest,
)
from agent_http import ProviderConfigError
from agent_providers import SELECTABLE_PROVIDERS, create_llm_client
from agent_research import DEFAULT_MAX_STEPS
from agent_schemas import ForecastQuestion, SchemaError, parse_iso_date
from agent_tools import DEFAULT_ALLOWED_DOMAINS, MAX_RESULTS_LIMIT, normalize_domain

__all__ = ["main"]


def _positive_int(name: str, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = 0
        if not 1 <= value <= high:
            raise argparse.ArgumentTypeError(f"got {text!r}; accepted: an integer from 1 to {high}")
        return value

    parse.__name__ = name
    return parse


def _domains(text: str) -> tuple[str, ...] | None:
    if text == "any":
        return None
    if text == "default":
        return tuple(sorted(DEFAULT_ALLOWED_DOMAINS))
    try:
        return tuple(sorted({normalize_domain(d) for d in text.split(",") if d.strip()}))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(
            f"got {text!r} ({exc}); accepted: 'default', 'any', or comma-separated hostnames"
        ) from None


def _iso_date(text: str) -> str:
    try:
        return parse_iso_date(text, what="--knowledge-cutoff").isoformat()
    except SchemaError:
        raise argparse.ArgumentTypeError(
            f"got {text!r}; accepted: a date like 2024-09-19"
        ) from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m agent_research",
        description="Run the research panel on resolved questions and score it (resumable).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="backtest")
    bt = sub.add_parser("backtest", help="run, or resume, a backtest into --out")
    bt.add_argument(
        "--provider",
        required=True,
        choices=SELECTABLE_PROVIDERS,
        help="LLM provider; required, never guessed. 'mock' is offline, free and deterministic",
    )
    bt.add_argument("--model", help="model name (default: the provider's model variable)")
    bt.add_argument("--out", required=True, type=Path, help="run directory (created or resumed)")
    bt.add_argument("--questions", type=Path, help="questions file (default: the course's)")
    bt.add_argument("--documents", type=Path, help="corpus file (default: the course's)")
    bt.add_argument("--ids", help="comma-separated question ids to run (default: all)")
    bt.add_argument("--agents", type=_positive_int("agents", MAX_AGENTS), default=DEFAULT_AGENTS)
    bt.add_argument(
        "--concurrency",
        type=_positive_int("concurrency", MAX_CONCURRENCY),
        default=DEFAULT_CONCURRENCY,
        help="agent runs (so model requests) in flight at once",
    )
    bt.add_argument(
        "--max-steps", type=_positive_int("max-steps", MAX_STEPS_LIMIT), default=DEFAULT_MAX_STEPS
    )
    bt.add_argument(
        "--max-search-results",
        type=_positive_int("max-search-results", MAX_RESULTS_LIMIT),
        default=BACKTEST_MAX_SEARCH_RESULTS,
    )
    bt.add_argument(
        "--allowed-domains",
        type=_domains,
        default=tuple(sorted(DEFAULT_ALLOWED_DOMAINS)),
        help="'default' (the course allowlist), 'any', or comma-separated hostnames",
    )
    bt.add_argument("--calibrate", action="store_true", help="also score a calibrated panel")
    bt.add_argument("--knowledge-cutoff", type=_iso_date, help="unscore questions resolved by then")
    return parser


def _select(inputs: BacktestInputs, ids: str | None) -> list[ForecastQuestion]:
    if not ids:
        return inputs.questions
    wanted = [i.strip() for i in ids.split(",") if i.strip()]
    known = {q.question_id: q for q in inputs.questions}
    unknown = [i for i in wanted if i not in known]
    if unknown or not wanted:
        raise BacktestConfigError(
            f"--ids: got {ids!r}; unknown {unknown}; accepted: comma-separated ids from "
            f"{', '.join(known)}"
        )
    return [known[i] for i in dict.fromkeys(wanted)]


def main(argv: Sequence[str] | None = None) -> int:
    """The ``backtest`` command: exit 0 if every question ran, 1 if some failed, 2 on bad input."""
    args = _parser().parse_args(argv)
    try:
        inputs = load_backtest_inputs(args.questions, args.documents)
        questions = _select(inputs, args.ids)
        settings = BacktestSettings(
            agents=args.agents,
            max_steps=args.max_steps,
            max_search_results=args.max_search_results,
            allowed_domains=args.allowed_domains,
            calibrate=args.calibrate,
            knowledge_cutoff=args.knowledge_cutoff,
            concurrency=args.concurrency,
        )
        llm = (
            BacktestMockLLMClient()
            if args.provider == "mock"
            else create_llm_client(args.provider, model=args.model)
        )
        result = run_backtest(
            questions,
            inputs.documents,
            llm,
            categories=inputs.categories,
            settings=settings,
            out_dir=args.out,
        )
    except (
        BacktestConfigError,
        SchemaError,
        FileNotFoundError,
        ValueError,
        ProviderConfigError,
    ) as exc:
        print(f"backtest: error: {exc}", file=sys.stderr, flush=True)
        return 2
    except KeyboardInterrupt:
        return 130
    _print_summary(result)
    return 1 if result.failures else 0


def _print_summary(result: BacktestResult) -> None:
    with pl.Config(
        tbl_rows=-1,
        tbl_cols=-1,
        tbl_width_chars=160,
        fmt_str_lengths=40,
        float_precision=3,
        tbl_hide_dataframe_shape=True,
        tbl_hide_column_data_types=True,
    ):
        print(result.scores, flush=True)
    print(f"Wrote {result.out_dir}/questions.csv and scores.csv", flush=True)
    if result.trace is not None:
        print(f"Trace: {result.out_dir}/{result.trace.filename()}", flush=True)
    if result.failures:
        print(
            f"{len(result.failures)} question(s) failed and were not saved: "
            f"{', '.join(result.failures)}. Run the same command again to retry them.",
            flush=True,
        )
