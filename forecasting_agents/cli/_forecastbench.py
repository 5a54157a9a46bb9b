"""The ``import forecastbench`` and ``export forecastbench`` subcommands of ``forecast-agents``.

:func:`add_import` and :func:`add_export` add them to the command's parser
(:mod:`forecasting_agents.cli`). ``import`` turns a ForecastBench round into a questions file and
a documents file (:func:`forecasting_agents.sources.import_forecastbench`), and writes beside them
``backtest.toml``, the flags a backtest of them needs (``backtest --config``, ``_config``; an
existing one that differs, a user's edits, is kept, and the command says so); ``export`` turns a
backtest run directory into a ForecastBench submission
(:func:`forecasting_agents.evaluation._forecastbench.build_submission`). Each is one subcommand of a
benchmark-format level (``import FORMAT``), so another benchmark can sit beside ForecastBench.

Conventions: as the rest of the command; exit 0 when the files are written, 2 on bad input (a file
of the wrong shape, a questions file that is not the run's, an output that exists), with the
refusal on stderr. ForecastBench is by the Forecasting Research Institute, under CC BY-SA 4.0.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from forecasting_agents.cli._config import render_backtest_toml, write_backtest_toml
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.evaluation import _forecastbench as fb_out
from forecasting_agents.sources import _forecastbench as fb_in

__all__ = [
    "BACKTEST_TOML",
    "ROUND_SETTINGS",
    "add_export",
    "add_import",
]


def _forecastbench_parser(
    sub: argparse._SubParsersAction, command: str, what: str, description: str
) -> tuple[argparse._SubParsersAction, argparse.ArgumentParser]:
    """``COMMAND forecastbench``: one subcommand per format; returns the formats and this one."""
    parser = sub.add_parser(command, help=what, description=f"{what[0].upper()}{what[1:]}.")
    kind = parser.add_subparsers(dest="format", required=True, metavar="FORMAT")
    return kind, kind.add_parser(
        "forecastbench",
        help=f"ForecastBench (Forecasting Research Institute, CC BY-SA 4.0): {description}",
        description=f"{description[0].upper()}{description[1:]}.",
    )


def add_import(sub: argparse._SubParsersAction) -> None:
    _, fb = _forecastbench_parser(
        sub,
        "import",
        "turn a benchmark's files into a questions file and a documents file",
        "write OUT/questions.jsonl and OUT/documents.jsonl from a question set and its resolution "
        "set, saying what was skipped and why",
    )
    fb.add_argument("question_set", type=Path, help="the question set, e.g. 2025-10-26-llm.json")
    fb.add_argument("resolution_set", type=Path, help="e.g. 2025-10-26_resolution_set.json")
    fb.add_argument(
        "--out",
        required=True,
        type=Path,
        help="folder to write the two files into, and backtest.toml, the backtest's settings for "
        "them (forecast-agents backtest --config OUT/backtest.toml)",
    )
    keep = fb_in.DEFAULT_UNRESOLVED
    fb.add_argument(
        "--unresolved",
        choices=fb_in.UNRESOLVED_POLICIES,
        default=keep,
        help=f"questions without a 0/1 resolution: keep (outcome null), or skip (default: {keep})",
    )
    fb.set_defaults(run=_import_forecastbench)


def add_export(sub: argparse._SubParsersAction) -> argparse._SubParsersAction:
    """``export forecastbench``; returns ``export``'s formats, where others are added."""
    formats, fb = _forecastbench_parser(
        sub,
        "export",
        "turn a run into another tool's format (a benchmark's submission, OpenTelemetry spans)",
        "write a submission from a run on imported questions: each forecast is the panel's mean",
    )
    fb.add_argument("run_dir", type=Path, help="the backtest's run directory (its --out)")
    fb.add_argument(
        "--questions",
        required=True,
        type=Path,
        help="the questions file the run was made on (refused unless its hash matches the run's)",
    )
    fb.add_argument("-o", "--output", required=True, type=Path, help="file to write (not replaced)")
    limit = fb_out.MAX_NAME_CHARS
    fb.add_argument(
        "--organization",
        required=True,
        type=_name,
        help=f"who submits the forecasts (one line, at most {limit} characters)",
    )
    fb.add_argument(
        "--model-organization",
        required=True,
        type=_name,
        help="who made the model (ForecastBench's model_organization; one line, at most "
        f"{limit} characters)",
    )
    fb.add_argument(
        "--model",
        type=_name,
        help="the model's name (default: the run's provider:model, with the forecaster unless "
        "it is the panel)",
    )
    default = fb_out.DEFAULT_FORECASTER
    fb.add_argument(
        "--forecaster",
        choices=tuple(fb_out.SUBMITTED_FORECASTERS),
        default=default,
        help="which of the run's rows is submitted: panel (the panel's mean), calibrated (the "
        "calibrated panel) or blend (the panel-market blend; needs a run with --calibrate or "
        f"--calibrate-on) (default: {default})",
    )
    fb.add_argument(
        "--question-set",
        type=Path,
        metavar="FILE",
        help="the round's ForecastBench question set: check the submission against its rows, "
        "as ForecastBench counts them (default: the round's questions in --questions, which "
        "lack any the import skipped)",
    )
    fb.add_argument(
        "--allow-partial",
        action="store_true",
        help="write the file even when more than 5%% of the round's rows have no forecast, which "
        "ForecastBench leaves off its leaderboard (refused otherwise)",
    )
    omit = fb_out.DEFAULT_ABSTENTIONS
    fb.add_argument(
        "--abstentions",
        choices=fb_out.ABSTENTION_POLICIES,
        default=omit,
        help=f"questions with no committed forecast: omit or 0.5 (default: {omit})",
    )
    fb.set_defaults(run=_export_forecastbench)
    return formats


def _import_forecastbench(args: argparse.Namespace) -> int:
    """``import forecastbench``: 0 when both files are written, 2 on bad input."""

    def run() -> list[str]:
        result = fb_in.import_forecastbench(
            args.question_set, args.resolution_set, unresolved=args.unresolved
        )
        questions, documents = fb_in.write_forecastbench_import(result, args.out)
        path = args.out / BACKTEST_TOML
        config = write_backtest_toml(path, _backtest_toml(args.question_set, path))
        return [*result.summary_lines(), f"Wrote {questions} and {documents}", config]

    return _benchmark_command("import", run)


BACKTEST_TOML = "backtest.toml"
"""The config file ``import forecastbench`` writes beside the corpus (see ``_config``)."""

ROUND_SETTINGS: dict[str, str | int] = {
    "provider": "mock",
    "questions": "questions.jsonl",
    "documents": "documents.jsonl",
    "out": "run",
    "allowed-domains": "any",
    "min-documents": 1,
    "require-types": "none",
    "leak-policy": "schedule-aware",
}
"""What a backtest of an imported round needs (the comment written with them says why)."""

_ROUND_COMMENT = (
    "The flags of forecast-agents backtest for this ForecastBench round, written by",
    "forecast-agents import forecastbench from {source}. Run it with",
    "  forecast-agents backtest --config {path}",
    "Keys are the flags without their dashes; relative paths are from this file's folder; a",
    "flag on the command line wins over the file.",
    "provider = mock runs offline, for free. For a live run, set provider (and model) and",
    "max-cost = USD, the most it may spend; add --dry-run to the command first to see the",
    "coverage check and an estimate of the calls, tokens and cost without a model call.",
    "allowed-domains = any: each document's URL is the benchmark's own source, on no domain of",
    "the course allowlist. min-documents = 1, require-types = none: the import gives each",
    "question one document, its own background, and no base_rate document.",
    "leak-policy = schedule-aware: each background is dated at the freeze and cannot report",
    "what happened after it; the default, prospective-learned, removes some wrongly.",
)


def _backtest_toml(question_set: Path, path: Path) -> str:
    comment = [line.format(source=question_set.name, path=path) for line in _ROUND_COMMENT]
    return render_backtest_toml(ROUND_SETTINGS, comment)


def _export_forecastbench(args: argparse.Namespace) -> int:
    """``export forecastbench``: 0 when the submission is written, 2 on bad input."""

    def run() -> list[str]:
        export = fb_out.build_submission(
            args.run_dir,
            args.questions,
            organization=args.organization,
            model_organization=args.model_organization,
            model=args.model,
            abstentions=args.abstentions,
            forecaster=args.forecaster,
            allow_partial=args.allow_partial,
            question_set_path=args.question_set,
        )
        return [*export.summary_lines(), f"Wrote {fb_out.write_submission(export, args.output)}"]

    return _benchmark_command("export", run)


def _name(text: str) -> str:
    """A name for the submission, checked where argparse reads it (argparse names the flag)."""
    try:
        return fb_out.check_submission_name("the name", text)
    except fb_out.ForecastBenchExportError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def _benchmark_command(name: str, run: Callable[[], list[str]]) -> int:
    """Print what ``run`` reports and return 0, or its refusal and 2 (a bad or mismatched file,
    an output that exists: every refusal is a SchemaError, a ValueError or an OSError)."""
    try:
        lines = run()
    except (SchemaError, ValueError, OSError) as exc:
        print(f"{name}: error: {exc}", file=sys.stderr)
        return 2
    print("\n".join(lines))
    return 0
