"""The ``forecast-agents`` command: run a backtest, write a trace's report, verify a trace.

``forecast-agents SUBCOMMAND --help`` lists each subcommand's flags with their defaults, and
``python -m forecasting_agents`` is the same command. Subcommands:

- ``backtest``: run, or resume, the research panel on resolved questions into a run directory, then
  print the score table (see :func:`forecasting_agents.evaluation.run_backtest`).
- ``report``: write the audit report of a run trace as one self-contained HTML page (see
  :func:`forecasting_agents.report.write_report`).
- ``verify``: check a trace on its own: its format, its digest, and that every recorded request body
  is what today's client code sends for the recorded conversation (see
  :func:`forecasting_agents.record.verify_requests`).
- ``import forecastbench``: a ForecastBench round (question set and resolution set) as a questions
  file and a documents file (see :func:`forecasting_agents.sources.import_forecastbench`).
- ``export forecastbench``: a backtest run directory as a ForecastBench submission (see
  :func:`forecasting_agents.evaluation.build_submission`).

Conventions
-----------
- Every argument is checked where it is parsed; a bad one stops with a message naming the argument,
  the value and what is accepted. ``--provider`` is required and never guessed, so nothing that
  costs money runs unless it is named.
- Exit status: 0 on success; 1 when a backtest left questions failed (run the same command again to
  retry them) or a trace failed verification (a malformed or edited trace included); 2 on bad input;
  130 on Ctrl-C (a backtest's finished questions are saved).
- This module sits above the whole package: nothing in it imports this module but ``__main__``.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import polars as pl

from forecasting_agents.agent._research import DEFAULT_MAX_STEPS
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.evaluation._backtest import (
    BACKTEST_MAX_SEARCH_RESULTS,
    DEFAULT_AGENTS,
    DEFAULT_CONCURRENCY,
    MAX_AGENTS,
    MAX_CONCURRENCY,
    MAX_STEPS_LIMIT,
    BacktestInputs,
    BacktestMockLLMClient,
    BacktestResult,
    BacktestSettings,
    load_backtest_inputs,
    run_backtest,
)
from forecasting_agents.evaluation._forecastbench import (
    ABSTENTION_POLICIES,
    DEFAULT_ABSTENTIONS,
    ForecastBenchExportError,
    build_submission,
    write_submission,
)
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.http import ProviderConfigError
from forecasting_agents.providers._factory import (
    SELECTABLE_PROVIDERS,
    create_llm_client,
)
from forecasting_agents.record._records import TraceFormatError
from forecasting_agents.record._replay import (
    ReplayDivergenceError,
    verify_requests,
)
from forecasting_agents.record._trace import (
    RunTrace,
    describe_run,
)
from forecasting_agents.report._html import write_report
from forecasting_agents.search._domains import (
    DEFAULT_ALLOWED_DOMAINS,
    normalize_domain,
)
from forecasting_agents.search._executor import MAX_RESULTS_LIMIT
from forecasting_agents.sources._forecastbench import (
    DEFAULT_UNRESOLVED,
    UNRESOLVED_POLICIES,
    import_forecastbench,
    write_forecastbench_import,
)

__all__ = [
    "PROG",
    "main",
]


PROG = "forecast-agents"


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
        prog=PROG,
        description="Auditable forecasting agents: backtest, report and verify runs.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_backtest(sub)
    _add_report(sub)
    _add_verify(sub)
    _add_import(sub)
    _add_export(sub)
    return parser


def _add_backtest(sub: argparse._SubParsersAction) -> None:
    bt = sub.add_parser(
        "backtest",
        help="run, or resume, a backtest into --out",
        description="Run the research panel on resolved questions and score it (resumable).",
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
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
    bt.add_argument(
        "--agents",
        type=_positive_int("agents", MAX_AGENTS),
        default=DEFAULT_AGENTS,
        help="panel size",
    )
    bt.add_argument(
        "--concurrency",
        type=_positive_int("concurrency", MAX_CONCURRENCY),
        default=DEFAULT_CONCURRENCY,
        help="agent runs (so model requests) in flight at once",
    )
    bt.add_argument(
        "--max-steps",
        type=_positive_int("max-steps", MAX_STEPS_LIMIT),
        default=DEFAULT_MAX_STEPS,
        help="each agent's budget of model replies",
    )
    bt.add_argument(
        "--max-search-results",
        type=_positive_int("max-search-results", MAX_RESULTS_LIMIT),
        default=BACKTEST_MAX_SEARCH_RESULTS,
        help="documents per search",
    )
    bt.add_argument(
        "--allowed-domains",
        type=_domains,
        default="default",
        help="'default' (the course allowlist), 'any', or comma-separated hostnames",
    )
    bt.add_argument("--calibrate", action="store_true", help="also score a calibrated panel")
    bt.add_argument(
        "--knowledge-cutoff",
        type=_iso_date,
        help="leave questions resolved on or before this date out of the scores",
    )
    bt.set_defaults(run=_backtest)


def _add_report(sub: argparse._SubParsersAction) -> None:
    report = sub.add_parser(
        "report",
        help="write the audit report of a trace as HTML",
        description="Write the audit report of a run trace as one self-contained HTML page.",
    )
    report.add_argument("trace", help="a run trace JSON file, e.g. forecast_traces/04_*.json")
    report.add_argument(
        "-o", "--output", help="the HTML file to write (default: TRACE.html in the current folder)"
    )
    report.add_argument(
        "--questions",
        type=Path,
        help=(
            "for a backtest trace that records no scorecard: the questions file it was run on "
            "(refused unless its hash matches the one the trace recorded)"
        ),
    )
    report.set_defaults(run=_report)


def _add_verify(sub: argparse._SubParsersAction) -> None:
    verify = sub.add_parser(
        "verify",
        help="check a trace: format, digest, recorded request bodies",
        description=(
            "Check a run trace on its own: its format, its digest, and that every recorded "
            "request body is what today's client code sends for the recorded conversation. "
            "Exit 0 when every check passes, 1 when one fails, 2 when the file cannot be read."
        ),
    )
    verify.add_argument("trace", help="a run trace JSON file")
    verify.set_defaults(run=_verify)


def _add_import(sub: argparse._SubParsersAction) -> None:
    imp = sub.add_parser(
        "import",
        help="turn a benchmark's files into a questions file and a documents file",
        description="Turn a benchmark's files into the questions and documents formats.",
    )
    kind = imp.add_subparsers(dest="format", required=True, metavar="FORMAT")
    fb = kind.add_parser(
        "forecastbench",
        help="a ForecastBench round: its question set and its resolution set",
        description=(
            "Write OUT/questions.jsonl and OUT/documents.jsonl from a ForecastBench question set "
            "and its resolution set, and say what was skipped and why. ForecastBench is by the "
            "Forecasting Research Institute, under CC BY-SA 4.0."
        ),
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    fb.add_argument("question_set", type=Path, help="the question set, e.g. 2025-10-26-llm.json")
    fb.add_argument(
        "resolution_set", type=Path, help="its resolution set, e.g. 2025-10-26_resolution_set.json"
    )
    fb.add_argument("--out", required=True, type=Path, help="folder to write the two files into")
    fb.add_argument(
        "--unresolved",
        choices=UNRESOLVED_POLICIES,
        default=DEFAULT_UNRESOLVED,
        help="questions without a 0/1 resolution: keep (outcome null: run, not scored) or skip",
    )
    fb.set_defaults(run=_import_forecastbench)


def _add_export(sub: argparse._SubParsersAction) -> None:
    exp = sub.add_parser(
        "export",
        help="turn a backtest run directory into a benchmark's submission file",
        description="Turn a backtest run directory into a benchmark's submission file.",
    )
    kind = exp.add_subparsers(dest="format", required=True, metavar="FORMAT")
    fb = kind.add_parser(
        "forecastbench",
        help="a ForecastBench submission (JSON)",
        description=(
            "Write a ForecastBench submission from a run on questions imported with "
            "'import forecastbench': each forecast is the panel's mean of committed forecasts."
        ),
        formatter_class=argparse.ArgumentDefaultsHelpFormatter,
    )
    fb.add_argument("run_dir", type=Path, help="the backtest's run directory (its --out)")
    fb.add_argument(
        "--questions",
        required=True,
        type=Path,
        help="the questions file the run was made on (refused unless its hash matches the run's)",
    )
    fb.add_argument(
        "-o", "--output", required=True, type=Path, help="the file to write (never replaced)"
    )
    fb.add_argument("--organization", required=True, help="who submits the forecasts")
    fb.add_argument("--model", help="the model's name (default: the run's provider:model)")
    fb.add_argument(
        "--abstentions",
        choices=ABSTENTION_POLICIES,
        default=DEFAULT_ABSTENTIONS,
        help="questions the panel did not forecast: leave them out, or write 0.5",
    )
    fb.set_defaults(run=_export_forecastbench)


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``forecast-agents``; returns the exit status (see the module docstring)."""
    args = _parser().parse_args(argv)
    return args.run(args)


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


def _backtest(args: argparse.Namespace) -> int:
    """``backtest``: exit 0 if every question ran, 1 if some failed, 2 on bad input."""
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


def _report(args: argparse.Namespace) -> int:
    """``report``: 0 when the page is written, 2 when the trace or the output is unusable."""
    output = args.output or Path(args.trace).with_suffix(".html").name
    try:
        target = write_report(args.trace, output, questions_path=args.questions)
    except TraceFormatError as exc:
        print(f"report: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"report: cannot write {output}: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {target}")
    return 0


def _verify(args: argparse.Namespace) -> int:
    """``verify``: 0 when every check passes, 1 when one fails, 2 when the file is unreadable."""
    path = Path(args.trace)
    if not path.is_file():
        print(f"verify: no such file: {path}", file=sys.stderr)
        return 2
    try:
        run = RunTrace.load(path)
        checked, unchecked = verify_requests(
            run.llm_calls, source=run.source_name(), version=run.schema_version
        )
    except (TraceFormatError, ReplayDivergenceError) as exc:
        print(f"verify: FAILED: {exc}", file=sys.stderr)
        return 1
    print(describe_run(run))
    note = f" ({unchecked} of a client the library does not have, not re-rendered)"
    print(f"requests: {checked} re-rendered and identical" + (note if unchecked else ""))
    print(f"verify: OK: {path.name}")
    return 0


def _import_forecastbench(args: argparse.Namespace) -> int:
    """``import forecastbench``: 0 when both files are written, 2 on bad input."""
    try:
        result = import_forecastbench(
            args.question_set, args.resolution_set, unresolved=args.unresolved
        )
        questions, documents = write_forecastbench_import(result, args.out)
        load_backtest_inputs(questions, documents)  # read back as the backtest will read them
    except (SchemaError, OSError) as exc:
        print(f"import: error: {exc}", file=sys.stderr)
        return 2
    for line in result.summary_lines():
        print(line)
    print(f"Wrote {questions} and {documents}")
    return 0


def _export_forecastbench(args: argparse.Namespace) -> int:
    """``export forecastbench``: 0 when the submission is written, 2 on bad input."""
    try:
        export = build_submission(
            args.run_dir,
            args.questions,
            organization=args.organization,
            model=args.model,
            abstentions=args.abstentions,
        )
        target = write_submission(export, args.output)
    except (ForecastBenchExportError, OSError) as exc:
        print(f"export: error: {exc}", file=sys.stderr)
        return 2
    for line in export.summary_lines():
        print(line)
    print(f"Wrote {target}")
    return 0


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
