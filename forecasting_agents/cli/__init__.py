"""The ``forecast-agents`` command: run a backtest, report or verify a trace, fetch questions.

``forecast-agents SUBCOMMAND --help`` lists each subcommand's flags with their defaults, and
``python -m forecasting_agents`` is the same command. Subcommands:

- ``backtest``: run, or resume, the research panel on resolved questions into a run directory, then
  print the score table (see :func:`forecasting_agents.evaluation.run_backtest`).
- ``report``: write the audit report of a run trace as one self-contained HTML page (see
  :func:`forecasting_agents.report.write_report`); it never writes over the trace, inside a
  ``forecast_traces`` folder, or over a file that is not a report unless ``--force``.
- ``verify``: check a trace on its own: its format, its digest, and that every recorded request body
  is what today's client code sends for the recorded conversation (see
  :func:`forecasting_agents.record.verify_requests`).
- ``questions``: write a questions file from a live market or forecasting site (Polymarket,
  Metaculus, Manifold, Kalshi), listing every market left out and why (see
  :data:`forecasting_agents.sources.QUESTION_SOURCES`).
- ``import forecastbench``: a ForecastBench round (question set and resolution set) as a questions
  file and a documents file (see :func:`forecasting_agents.sources.import_forecastbench`).
- ``export forecastbench``: a backtest run directory as a ForecastBench submission (see
  :func:`forecasting_agents.evaluation._forecastbench.build_submission`).
- ``show``: one agent run of a trace, step by step, in the terminal (see
  :func:`forecasting_agents.report.show_text`); ``_show`` holds it.
- ``export otlp``: a trace as OpenTelemetry spans, to an OTLP JSON file or an OTLP/HTTP endpoint
  (see :mod:`forecasting_agents.report._otlp`); ``_show`` holds it too.

Conventions
-----------
- Every argument is checked where it is parsed; a bad one stops with a message naming the argument,
  the value and what is accepted. ``--provider`` is required and never guessed, so nothing that
  costs money runs unless it is named.
- Exit status: 0 on success; 1 when a backtest left questions failed (run the same command again to
  retry them) or failed mid-run with an error that is not a refusal of its input (named, with the
  questions it saved kept), a trace failed verification (a malformed or edited trace included), or a
  source gave no usable question; 2 on bad input (for a backtest also an ``--out`` it refuses, a run
  directory another run holds the lock of, a record that fails its checks, and questions none of
  which can meet the coverage gate, or any under ``--infeasible stop``; nothing ran) or a source's
  provider error; 3 when a backtest could not write its run directory (a full disk: the file and the
  cause are named, and the same command resumes once it is fixed); 4 when ``--max-cost`` stopped a
  backtest before a call that could pass it (the questions done are saved; the same command with a
  larger cap resumes); 130 on Ctrl-C (a backtest's finished questions are saved and its lock
  released).
- ``questions`` reads free public APIs and only when run; it never replaces an existing file unless
  given ``--force``, and writes atomically.
- This package sits above the whole library: nothing imports it but ``__main__``. Its
  ``__init__`` holds the parser and most subcommands; ``_flags`` the checks of flag values;
  ``_config`` reads ``backtest --config FILE.toml`` (every flag of ``backtest`` from a file;
  the command line wins; the trace records the file); ``_dry_run`` what ``backtest --dry-run``
  prints (the cap, ``--max-cost``, is the runner's: :mod:`forecasting_agents.evaluation._cost`);
  ``_forecastbench`` holds ``import forecastbench`` and ``export forecastbench``.
"""

from __future__ import annotations

import argparse
import errno
import sys
from collections.abc import Sequence
from pathlib import Path

from forecasting_agents.agent._research import (
    DEFAULT_MAX_STEPS,
    DEFAULT_ON_REPEAT,
    ON_REPEAT_MODES,
)
from forecasting_agents.agent._state import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    NO_REQUIRED_TYPES,
)
from forecasting_agents.cli._config import ConfigError, parse_with_config
from forecasting_agents.cli._dry_run import dry_run_lines
from forecasting_agents.cli._flags import (
    EXIT_INTERRUPTED,
    MAX_SOURCE_TIMEOUT,
    DefaultsShown,
    domains,
    iso_date,
    positive_int,
    record_cap,
    required_types,
    usd,
)
from forecasting_agents.cli._forecastbench import add_export, add_import
from forecasting_agents.cli._questions import add_questions
from forecasting_agents.cli._show import add_otlp_export, add_show
from forecasting_agents.core._clients import model_label
from forecasting_agents.core._errors import (
    DEFAULT_MAX_RECORD_MB,
    RecordTooLargeError,
    SchemaError,
)
from forecasting_agents.core._files import TargetExistsError
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.core._text import clip, listing
from forecasting_agents.evaluation._backtest import (
    BACKTEST_MAX_SEARCH_RESULTS,
    DEFAULT_AGENTS,
    DEFAULT_CONCURRENCY,
    MAX_AGENTS,
    MAX_CONCURRENCY,
    MAX_MIN_DOCUMENTS,
    MAX_STEPS_LIMIT,
    BacktestInputs,
    BacktestResult,
    BacktestSettings,
    load_backtest_inputs,
    run_backtest,
)
from forecasting_agents.evaluation._calibrate_on import (
    CalibrationSource,
    load_calibration_source,
)
from forecasting_agents.evaluation._cost import CostCapReached
from forecasting_agents.evaluation._feasibility import (
    DEFAULT_INFEASIBLE_MODE,
    INFEASIBLE_MODES,
    check_coverage_feasibility,
    enforce_coverage_feasibility,
)
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
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
from forecasting_agents.record._signing import (
    SIGNING_KEY_ENV_VAR,
    SigningKeyError,
    generate_signing_key,
    key_fingerprint,
    load_public_key,
)
from forecasting_agents.record._trace import (
    RunTrace,
    describe_run,
)
from forecasting_agents.report._locate import TraceLocationError, find_trace
from forecasting_agents.report._output import ReportOutputError
from forecasting_agents.report._page import write_report
from forecasting_agents.search._executor import (
    MAX_RESULTS_LIMIT,
    MAX_SEARCH_POOL,
    SEARCH_POOL_PAGES,
)
from forecasting_agents.search._leaks import (
    DEFAULT_LEAK_POLICY,
    LEAK_POLICIES,
)
from forecasting_agents.search._model_judge import LEAK_JUDGES

__all__ = [
    "EXIT_COST_CAP",
    "EXIT_INTERRUPTED",
    "EXIT_WRITE_FAILED",
    "MAX_SOURCE_TIMEOUT",
    "PROG",
    "main",
]


PROG = "forecast-agents"


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG,
        description="Auditable forecasting agents: backtest, report and verify runs.",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    _add_backtest(sub)
    _add_report(sub)
    _add_verify(sub)
    _add_keygen(sub)
    add_questions(sub)
    add_import(sub)
    add_otlp_export(add_export(sub))
    add_show(sub)
    return parser


def _add_backtest(sub: argparse._SubParsersAction) -> None:
    bt = sub.add_parser(
        "backtest",
        help="run, or resume, a backtest into --out",
        description="Run the research panel on resolved questions and score it (resumable).",
        formatter_class=DefaultsShown,
    )
    bt.add_argument(
        "--config",
        type=Path,
        metavar="FILE.toml",
        help="read the flags from a TOML file: keys are the flags without their leading dashes "
        "(max-steps = 8), relative paths are from the file's folder, and a flag given here "
        "wins; the file and its settings are recorded in the trace",
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
        type=positive_int("agents", MAX_AGENTS),
        default=DEFAULT_AGENTS,
        help="panel size",
    )
    bt.add_argument(
        "--concurrency",
        type=positive_int("concurrency", MAX_CONCURRENCY),
        default=DEFAULT_CONCURRENCY,
        help="agent runs (so model requests) in flight at once",
    )
    bt.add_argument(
        "--max-steps",
        type=positive_int("max-steps", MAX_STEPS_LIMIT),
        default=DEFAULT_MAX_STEPS,
        help="each agent's budget of model replies",
    )
    bt.add_argument(
        "--max-record-mb",
        type=record_cap,
        default=DEFAULT_MAX_RECORD_MB,
        help="cap on each question's record, in MB (none: no cap); a run whose record would "
        "pass it stops, and resumes with a higher cap",
    )
    bt.add_argument(
        "--max-search-results",
        type=positive_int("max-search-results", MAX_RESULTS_LIMIT),
        default=BACKTEST_MAX_SEARCH_RESULTS,
        help="documents per search",
    )
    bt.add_argument(
        "--search-pool",
        type=positive_int("search-pool", MAX_SEARCH_POOL),
        help="results each search asks its client for, from which its page of "
        "--max-search-results is filled after the controls remove leaks, undated and off-policy "
        f"results (default: {SEARCH_POOL_PAGES} pages, at least {MAX_RESULTS_LIMIT}, at most "
        f"{MAX_SEARCH_POOL}); equal to --max-search-results, the page is cut before the "
        "controls, as in runs recorded before this flag",
    )
    bt.add_argument(
        "--allowed-domains",
        type=domains,
        default="default",
        help="'default' (the course allowlist), 'any', or comma-separated hostnames",
    )
    bt.add_argument(
        "--leak-policy",
        choices=LEAK_POLICIES,
        default=DEFAULT_LEAK_POLICY,
        help=(
            "the leak check: 'prospective-learned' (the default) applies 'prospective', then "
            "rereads each date it keeps as a future form or a timetable entry with a model "
            "fitted to the labelled leak set, and removes the date if it scores as reported; "
            "'prospective' removes a result whose text names a "
            "date on or after the cutoff unless its words show the date is still to come; "
            "'schedule-aware' removes such a date reported as done or left unexplained and "
            "keeps schedules, deadlines and the question's own dates; 'strict' removes any "
            "result that mentions such a date"
        ),
    )
    bt.add_argument(
        "--leak-judge",
        choices=LEAK_JUDGES,
        default="rules",
        help="'rules': the leak policy decides alone; 'model': what it keeps is also shown to a "
        "model (the run's, or --leak-judge-model), with a fixed prompt, one call per document, "
        "and removed if the model says it reports the future; the calls are recorded",
    )
    bt.add_argument(
        "--leak-judge-model",
        metavar="MODEL",
        help="the model of --leak-judge model, from the same --provider (default: the run's model)",
    )
    _add_coverage_flags(bt)
    bt.add_argument(
        "--on-repeat",
        choices=ON_REPEAT_MODES,
        default=DEFAULT_ON_REPEAT,
        help="when the model repeats a query: 'refuse' it and name the next search, or refuse "
        "it and run that search with the harness's own query ('harness-search'); recorded",
    )
    bt.add_argument(
        "--calibrate",
        action="store_true",
        help="also score a calibrated panel and, on priced questions, a panel-market blend, each "
        "fitted on the questions of this run that resolved before a question's cutoff",
    )
    bt.add_argument(
        "--calibrate-on",
        type=Path,
        metavar="RUN",
        help="fit the calibration and the blend instead on an earlier run (a run directory or a "
        "trace file): its questions that resolved before this run's earliest cutoff; implies "
        "--calibrate",
    )
    bt.add_argument(
        "--calibrate-on-questions",
        type=Path,
        metavar="FILE",
        help="for a --calibrate-on trace that records no scorecard (notebook 04's): the "
        "questions file it was run on (default: the course's; refused unless its hash matches)",
    )
    bt.add_argument(
        "--show-market-price",
        action="store_true",
        help="show each question's market price to its agents (by default it is withheld from "
        "every prompt; the record says which)",
    )
    bt.add_argument(
        "--knowledge-cutoff",
        type=iso_date,
        help="leave questions resolved on or before this date out of the scores",
    )
    _add_cost_flags(bt)
    bt.set_defaults(run=_backtest)


def _add_cost_flags(bt: argparse.ArgumentParser) -> None:
    """What a run will cost, before it runs, and a cap on what it may spend."""
    bt.add_argument(
        "--dry-run",
        action="store_true",
        help="run the coverage check, then print the agent runs and an estimate of the model "
        "calls, tokens and cost (at the catalog's declared price, whose source and date it "
        "names) without any model call or network; writes nothing",
    )
    bt.add_argument(
        "--max-cost",
        type=usd,
        metavar="USD",
        help="stop before any model call that could take what the run directory's calls cost "
        "(their reported tokens at the model's declared price) past USD dollars: exit "
        f"{EXIT_COST_CAP}, the questions done saved; the same command with a larger cap resumes. "
        "Refused for a model without a declared price",
    )


def _add_coverage_flags(bt: argparse.ArgumentParser) -> None:
    """What the coverage gate asks for, and what to do when the documents cannot supply it."""
    bt.add_argument(
        "--min-documents",
        type=positive_int("min-documents", MAX_MIN_DOCUMENTS),
        default=DEFAULT_MIN_EVIDENCE_ITEMS,
        help="fewest distinct documents the coverage gate accepts before a forecast",
    )
    bt.add_argument(
        "--require-types",
        type=required_types,
        default=",".join(DEFAULT_REQUIRED_EVIDENCE_TYPES),
        help="evidence types the gate needs at least one document of each: comma-separated, "
        f"or {NO_REQUIRED_TYPES}",
    )
    bt.add_argument(
        "--infeasible",
        choices=INFEASIBLE_MODES,
        default=DEFAULT_INFEASIBLE_MODE,
        help="when some question's documents cannot meet the gate (checked before any model "
        "call): 'skip' runs the others and records those as infeasible, without a model call "
        "(when none can, exit 2, nothing run); 'stop' (exit 2, nothing run); or 'warn' and run "
        "them anyway",
    )


_COVERAGE_HINT = (
    "Ask only for what the documents and the budget allow (--min-documents N, --require-types "
    f"TYPES or {NO_REQUIRED_TYPES}, --max-steps N; each document above says what would keep it), "
    "or run anyway with --infeasible warn"
)


def _add_report(sub: argparse._SubParsersAction) -> None:
    report = sub.add_parser(
        "report",
        help="write the audit report of a trace as HTML",
        description="Write the audit report of a run trace as one self-contained HTML page.",
    )
    report.add_argument(
        "trace",
        metavar="TRACE_OR_RUN",
        help="a run trace .json file (e.g. forecast_traces/04_*.json), or a backtest's run "
        "folder (its --out), which holds its trace",
    )
    report.add_argument(
        "-o",
        "--output",
        help=(
            "the HTML file to write (default: TRACE.html in the current folder); never the trace "
            "itself nor inside a forecast_traces folder"
        ),
    )
    report.add_argument(
        "--force",
        action="store_true",
        help="replace an existing output file even if it is not a report this command wrote",
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
            "Exit 0 when every check passes, 1 when one fails, 2 when there is no such file."
        ),
    )
    verify.add_argument(
        "trace",
        metavar="TRACE_OR_RUN",
        help="a run trace .json file, or a backtest's run folder (its --out)",
    )
    verify.add_argument(
        "--public-key",
        type=Path,
        help="fail unless the trace is signed by this key (a PEM file made by keygen)",
    )
    verify.set_defaults(run=_verify)


def _add_keygen(sub: argparse._SubParsersAction) -> None:
    keygen = sub.add_parser(
        "keygen",
        help="make a key pair to sign traces with",
        description=(
            "Write a new Ed25519 key pair into DIR: the private key (readable by you only) signs "
            f"every trace saved while {SIGNING_KEY_ENV_VAR} names it; publish the public key, "
            "or its fingerprint, so others can verify with --public-key."
        ),
    )
    keygen.add_argument("directory", type=Path, help="where to write the two key files")
    keygen.set_defaults(run=_keygen)


EXIT_COST_CAP = 4
"""The exit status when ``--max-cost`` stopped a backtest: its next model call could have passed
the cap. The questions done are saved; the same command with a larger cap resumes."""
EXIT_WRITE_FAILED = 3
"""The exit status when a backtest could not write its run directory (a full disk, say): not
bad input (2), and not failed questions (1), since resuming, once the cause is fixed, goes on."""


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``forecast-agents``; returns the exit status (see the module docstring)."""
    try:
        args = parse_with_config(_parser(), sys.argv[1:] if argv is None else list(argv))
    except ConfigError as exc:
        print(f"backtest: error: {exc}", file=sys.stderr, flush=True)
        return 2
    return args.run(args)


def _input_problem(flag: str, path: Path | None) -> str | None:
    """What is wrong with a file a flag names, so the error names the flag; None if nothing."""
    if path is None or path.is_file():
        return None
    shown = "a directory, not a file" if path.is_dir() else "no such file"
    return f"{flag}: {path}: {shown}; give the path of a JSON Lines file"


def _select(inputs: BacktestInputs, ids: str | None) -> list[ForecastQuestion]:
    if ids is None:  # the flag not given: every question; given but empty is refused below
        return inputs.questions
    wanted = [i.strip() for i in ids.split(",") if i.strip()]
    known = {q.question_id: q for q in inputs.questions}
    unknown = [i for i in wanted if i not in known]
    if unknown or not wanted:
        # A round holds thousands of ids: name a few of each, so the message stays readable.
        problem = f"unknown: {listing(unknown)}" if unknown else "no id"
        raise BacktestConfigError(
            f"--ids: got {clip(ids, 200)!r} ({problem}); accepted: comma-separated ids of the "
            f"questions file ({len(known)}: {listing(list(known))}; leave the flag out to run "
            "them all)"
        )
    return [known[i] for i in dict.fromkeys(wanted)]


def _backtest(args: argparse.Namespace) -> int:
    """``backtest``: exit 0 if every question ran or was recorded infeasible, 1 if some failed, 2
    on bad input (a refused or locked run directory included: :class:`BacktestConfigError`, and
    an :class:`InfeasibleCoverageError`), 3 when a file of the run directory could not be written
    (:data:`EXIT_WRITE_FAILED`; also when a question's record would pass ``--max-record-mb``),
    130 on Ctrl-C."""
    try:
        for flag, path in (("--questions", args.questions), ("--documents", args.documents)):
            if problem := _input_problem(flag, path):
                raise BacktestConfigError(problem)
        inputs = load_backtest_inputs(args.questions, args.documents)
        questions = _select(inputs, args.ids)
        past = _calibration_source(args, questions)
        settings = BacktestSettings(
            agents=args.agents,
            max_steps=args.max_steps,
            max_search_results=args.max_search_results,
            search_pool=args.search_pool,
            allowed_domains=args.allowed_domains,
            calibrate=args.calibrate or past is not None,
            calibrate_on=past,
            knowledge_cutoff=args.knowledge_cutoff,
            concurrency=args.concurrency,
            leak_policy=args.leak_policy,
            min_documents=args.min_documents,
            required_types=args.require_types,
            show_market_price=args.show_market_price,
            on_repeat=args.on_repeat,
            leak_judge=args.leak_judge,
            leak_judge_model=args.leak_judge_model,
            max_record_mb=args.max_record_mb,
        )
        report = check_coverage_feasibility(questions, inputs.documents, settings)
        infeasible = enforce_coverage_feasibility(report, args.infeasible, hint=_COVERAGE_HINT)
        if args.dry_run:
            print("\n".join(dry_run_lines(args, questions, inputs.documents, settings, infeasible)))
            return 0
        llm = (
            BacktestMockLLMClient()
            if args.provider == "mock"
            else create_llm_client(args.provider, model=args.model)
        )
        judge = None
        if args.leak_judge_model is not None:  # the mock has one model, which judges too
            judge = (
                llm
                if args.provider == "mock"
                else create_llm_client(args.provider, model=args.leak_judge_model)
            )
        if past is not None:
            model = f"{getattr(llm, 'provider', args.provider)}:{model_label(llm)}"
            print("\n".join(past.summary_lines(model)), flush=True)
        try:
            result = run_backtest(
                questions,
                inputs.documents,
                llm,
                categories=inputs.categories,
                settings=settings,
                out_dir=args.out,
                infeasible=infeasible,
                leak_judge_llm=judge,
                config=getattr(args, "config_record", None),
                max_cost=args.max_cost,
            )
        except (BacktestConfigError, SchemaError):
            raise  # the runner refused its input (an --out, a lock, a record): bad input
        except ValueError as exc:  # anything else the run raised is a failure, not bad input
            print(_failed_mid_run(exc, args.out), file=sys.stderr, flush=True)
            return 1
    except (
        BacktestConfigError,
        SchemaError,
        FileNotFoundError,
        ValueError,
        ProviderConfigError,
    ) as exc:
        print(f"backtest: error: {exc}", file=sys.stderr, flush=True)
        return 2
    except OSError as exc:  # writing the run directory failed: a full disk, a read-only one...
        print(f"backtest: error: {_write_failure(exc, args.out)}", file=sys.stderr, flush=True)
        return EXIT_WRITE_FAILED
    except RecordTooLargeError as exc:  # not written, as a full disk would not have been
        print(f"backtest: error: {exc}", file=sys.stderr, flush=True)
        return EXIT_WRITE_FAILED
    except CostCapReached as exc:
        print(f"backtest: stopped: {exc}", file=sys.stderr, flush=True)
        return EXIT_COST_CAP
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    _print_summary(result)
    return 1 if result.failures else 0


def _failed_mid_run(exc: ValueError, out: object) -> str:
    """The line for an error the runner raised once it ran: not bad input, so not exit 2."""
    kept = (
        f"the questions saved in {out} are kept; the same command resumes from them"
        if out is not None
        else "nothing was saved (no --out)"
    )
    return (
        f"backtest: failed mid-run: {type(exc).__name__}: {exc}; {kept}. This is a fault in the "
        "run, not in your input: please report it with this line"
    )


def _calibration_source(
    args: argparse.Namespace, questions: Sequence[ForecastQuestion]
) -> CalibrationSource | None:
    """The earlier run ``--calibrate-on`` names, read and fitted; None without the flag."""
    if args.calibrate_on is None:
        if args.calibrate_on_questions is not None:
            raise BacktestConfigError(
                "--calibrate-on-questions: only with --calibrate-on RUN, whose outcomes it gives"
            )
        return None
    if problem := _input_problem("--calibrate-on-questions", args.calibrate_on_questions):
        raise BacktestConfigError(problem)
    return load_calibration_source(
        args.calibrate_on, questions, questions_file=args.calibrate_on_questions
    )


def _write_failure(exc: OSError, out: Path) -> str:
    """What a write error stopped, in words: the file, the cause, and that resuming continues."""
    where = exc.filename or f"a file in {out}"
    cause = exc.strerror or type(exc).__name__
    if exc.errno == errno.ENOSPC:
        cause, fix = f"{cause}: the disk is full", "Free some space"
    elif exc.errno == errno.EDQUOT:
        cause, fix = f"{cause}: the disk quota is used up", "Free some space"
    else:
        fix = "Fix the cause"
    return (
        f"could not write {where} ({cause}). The run stopped there; the questions finished "
        f"before it are saved in {out}. {fix} and run the same command again: it resumes "
        "with the questions not yet saved."
    )


def _report(args: argparse.Namespace) -> int:
    """``report``: 0 when the page is written, 2 when the trace or the output is unusable.

    The output is refused (exit 2, nothing written) when it is the trace, lies inside a traces
    folder, or is an existing file that is not a report, unless ``--force`` (the last only).
    """
    if problem := _input_problem("--questions", args.questions):
        print(f"report: {problem}", file=sys.stderr)
        return 2
    try:
        trace = find_trace(args.trace, command="report")
    except TraceLocationError as exc:
        print(f"report: {exc}", file=sys.stderr)
        return 2
    output = args.output or trace.with_suffix(".html").name
    try:
        target = write_report(trace, output, questions_path=args.questions, force=args.force)
    except (TraceFormatError, ReportOutputError) as exc:
        print(f"report: {exc}", file=sys.stderr)
        return 2
    except UnicodeError as exc:  # a lone surrogate ("\ud800") in the trace cannot be hashed
        print(f"report: {args.trace}: holds text that is not valid Unicode: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"report: cannot write {output}: {exc}", file=sys.stderr)
        return 2
    print(f"wrote {target}")
    return 0


def _verify(args: argparse.Namespace) -> int:
    """``verify``: 0 when every check passes, 1 when one fails, 2 when there is no such file."""
    try:
        path = find_trace(args.trace, command="verify")
    except TraceLocationError as exc:
        print(f"verify: {exc}", file=sys.stderr)
        return 2
    try:
        trusted = load_public_key(args.public_key) if args.public_key else None
        run = RunTrace.load(path)
        checked, unchecked = verify_requests(
            run.llm_calls, source=run.source_name(), version=run.schema_version
        )
        signer = _signer(run, trusted)
    except SigningKeyError as exc:
        print(f"verify: {exc}", file=sys.stderr)
        return 2
    except (TraceFormatError, ReplayDivergenceError) as exc:
        print(f"verify: FAILED: {exc}", file=sys.stderr)
        return 1
    print(describe_run(run))
    note = f" ({unchecked} of a client the library does not have, not re-rendered)"
    print(f"requests: {checked} re-rendered and identical" + (note if unchecked else ""))
    print(f"signature: {signer}")
    if trusted is None:
        print(f"verify: OK: {path.name} ({_WHO_IS_UNCHECKED})")
    else:
        print(f"verify: OK: {path.name}, signed by the key given")
    return 0


_WHO_IS_UNCHECKED = (
    "its content is as saved; who made it is not checked: only --public-key, with the public "
    f"key of the one you trust, can tell, for a trace saved with {SIGNING_KEY_ENV_VAR} set"
)
"""The hint an ``OK`` without ``--public-key`` carries: a digest, or a signature by a key no
one named, shows the content is unchanged, never who made it."""


def _signer(run: RunTrace, trusted: str | None) -> str:
    """Who signed ``run`` (its signature was checked on load); refuse if not ``trusted``."""
    public = (run.signature or {}).get("public_key")
    if trusted is not None and public != trusted:
        found = f"signed by {key_fingerprint(public)}" if public else "unsigned"
        raise TraceFormatError(
            run.source_name(),
            "signature",
            f"{found}, not by the key given ({key_fingerprint(trusted)})",
        )
    if public is None:
        return "none (the digest shows the content is unchanged, not who made it)"
    if trusted is None:  # anyone can sign with a key of their own
        return f"valid, by {key_fingerprint(public)}, a key not checked against any you trust"
    return f"valid, by {key_fingerprint(public)}"


def _keygen(args: argparse.Namespace) -> int:
    """``keygen``: 0 when the pair is written, 2 if a key file is already there."""
    try:
        private, public = generate_signing_key(args.directory)
    except TargetExistsError as exc:
        print(f"keygen: {exc}; keys are never replaced", file=sys.stderr)
        return 2
    print(f"private key: {private} (keep it; sign with {SIGNING_KEY_ENV_VAR}={private})")
    print(f"public key:  {public} ({key_fingerprint(load_public_key(public))})")
    return 0


def _print_summary(result: BacktestResult) -> None:
    import polars as pl  # here: only this command prints a frame

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
    print(f"Wrote {result.out_dir}/questions.csv, scores.csv and skill.csv", flush=True)
    if result.trace_path is not None:  # named, not read: a long run's trace is large
        print(f"Trace: {result.out_dir}/{result.trace_path.name}", flush=True)
    if infeasible := result.infeasible:
        print(
            f"{len(infeasible)} question(s) infeasible, recorded without a model call and scored "
            f"as abstentions: {', '.join(infeasible)}",
            flush=True,
        )
    if result.failures:
        print(
            f"{len(result.failures)} question(s) failed and were not saved: "
            f"{', '.join(result.failures)}. Run the same command again to retry them.",
            flush=True,
        )


# --------------------------------------------------------------------------- questions
