"""The ``show`` and ``export otlp`` subcommands of ``forecast-agents``: a trace, to read or trace.

:func:`add_show` adds ``show`` to the command's parser (:mod:`forecasting_agents.cli`); the view
itself is :func:`forecasting_agents.report.show_text`. On a terminal the text is coloured and paged
(``$PAGER``, else ``less -R``); piped or redirected it is plain text with no escape sequence.
:func:`add_otlp_export` adds ``export otlp`` beside ``export forecastbench``: the trace as
OpenTelemetry spans (:mod:`forecasting_agents.report._otlp`), to a file or an OTLP/HTTP endpoint;
the OpenTelemetry packages load only when it runs.

Conventions: as the rest of the command; exit 0 when the view is printed or the spans written or
sent, 1 when the endpoint does not take them, 2 on bad input (no such file, not a trace, an unknown
``--question``, a ``--run`` out of range, an output that exists), with the refusal on stderr.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from forecasting_agents.cli._flags import positive_int, seconds
from forecasting_agents.core._secrets import redact_text, remember_secret
from forecasting_agents.report._terminal import ShowInputError, Style, show_text

__all__ = [
    "add_otlp_export",
    "add_show",
]

MAX_RUN_NUMBER = 1_000_000
"""Largest ``--run`` the parser takes; a trace's own count is checked when it is read."""
DEFAULT_LESS = "FRX"
"""``less`` options when ``$LESS`` is unset, as git sets them: quit if one screen, keep colours,
leave the text on screen."""


def add_show(sub: argparse._SubParsersAction) -> None:
    show = sub.add_parser(
        "show",
        help="show one agent run of a trace, step by step, in the terminal",
        description=(
            "Show one agent run of a run trace step by step: each prompt's new part, the model's "
            "reply and action, each searched document kept or removed and why, the gates, and "
            "the ending. With several runs and no --question/--run, list them. Exit 0 when "
            "shown, 2 on bad input."
        ),
    )
    show.add_argument(
        "trace",
        type=Path,
        metavar="TRACE_OR_RUN",
        help="a run trace .json file, or a backtest's run directory (its --out)",
    )
    show.add_argument("--question", metavar="ID", help="the question id whose runs to show")
    show.add_argument(
        "--run",
        dest="number",
        type=positive_int("run", MAX_RUN_NUMBER),
        metavar="N",
        help="which run (from 1): within --question if given, else over the whole trace",
    )
    show.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour: auto (on a terminal, unless NO_COLOR is set), always or never",
    )
    show.set_defaults(run=_show)


def _show(args: argparse.Namespace) -> int:
    """``show``: 0 when the view is printed, 2 on bad input."""
    tty = sys.stdout.isatty()
    color = args.color == "always" or (
        args.color == "auto" and tty and not os.environ.get("NO_COLOR")
    )
    try:
        text = show_text(args.trace, question=args.question, number=args.number, style=Style(color))
    except ShowInputError as exc:
        print(f"show: error: {exc}", file=sys.stderr)
        return 2
    if tty:
        _page(text)
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    return 0


def _page(text: str) -> None:
    """Write ``text`` through ``$PAGER`` (else ``less``); straight to stdout if there is none."""
    pager = os.environ.get("PAGER", "").strip()
    command = shlex.split(pager) if pager else (["less"] if shutil.which("less") else [])
    if not command or command == ["cat"]:
        sys.stdout.write(text)
        return
    env = {**os.environ, "LESS": os.environ.get("LESS", DEFAULT_LESS)}
    try:
        subprocess.run(command, input=text, text=True, env=env, check=False)
    except OSError:  # the pager named cannot run
        sys.stdout.write(text)


# --------------------------------------------------------------------------- export otlp


def add_otlp_export(formats: argparse._SubParsersAction) -> None:
    """``export otlp``, among ``export``'s formats."""
    otlp = formats.add_parser(
        "otlp",
        help="OpenTelemetry (GenAI conventions): a trace's runs as spans, to a file or an "
        "OTLP/HTTP endpoint (Phoenix, Langfuse, a Collector)",
        description=(
            "Turn a run trace into OpenTelemetry spans named by the GenAI semantic conventions: "
            "an invoke_agent span per agent run, a chat span per model call, execute_tool and "
            "retrieval spans per search, the forecast and its Brier score as evaluation events. "
            "Write them as OTLP JSON (-o) or send them over OTLP/HTTP (--endpoint). Message "
            "content is left out unless --include-content. Exit 0 when written or sent, 1 when "
            "the endpoint does not take them, 2 on bad input."
        ),
    )
    otlp.add_argument(
        "trace",
        type=Path,
        metavar="TRACE_OR_RUN",
        help="a run trace .json file, or a backtest's run directory (its --out)",
    )
    where = otlp.add_mutually_exclusive_group(required=True)
    where.add_argument(
        "-o", "--output", type=Path, metavar="FILE", help="OTLP JSON file to write (not replaced)"
    )
    where.add_argument(
        "--endpoint",
        metavar="URL",
        help="OTLP/HTTP base URL; spans are POSTed to URL/v1/traces as protobuf, e.g. "
        "http://127.0.0.1:6006 for a local Phoenix",
    )
    otlp.add_argument(
        "--header",
        action="append",
        type=_header,
        default=[],
        metavar="NAME=VALUE",
        help="an HTTP header for --endpoint, e.g. Authorization=Basic ... (repeatable; its "
        "value is never printed)",
    )
    otlp.add_argument(
        "--include-content",
        action="store_true",
        help="also export prompts, replies and reasons (masked for secrets as everywhere)",
    )
    otlp.add_argument(
        "--timeout",
        type=seconds,
        default=10.0,
        metavar="SECONDS",
        help="seconds --endpoint may take, retries included (default 10)",
    )
    otlp.set_defaults(run=_export_otlp)


def _header(text: str) -> tuple[str, str]:
    name, sep, value = text.partition("=")
    name, value = name.strip(), value.strip()
    if not sep or not name or not value or not name.replace("-", "").isalnum():
        shown = f"{name!r}=..." if sep else "a value without '='"
        raise argparse.ArgumentTypeError(
            f"got {shown}; accepted: NAME=VALUE, e.g. Authorization=Basic <base64 of key:secret>"
        )
    remember_secret(value)  # masked in anything this process prints or sends
    return name, value


def _export_otlp(args: argparse.Namespace) -> int:
    """``export otlp``: 0 when written or sent, 1 when the endpoint refuses, 2 on bad input."""
    from forecasting_agents.report._otlp import OtlpExportError, send_otlp, write_otlp_file
    from forecasting_agents.report._output import ReportOutputError

    if args.header and not args.endpoint:
        print("export: error: --header goes with --endpoint, not -o", file=sys.stderr)
        return 2
    try:
        if args.output is not None:
            path, count = write_otlp_file(
                args.trace, args.output, include_content=args.include_content
            )
            print(f"Wrote {count} spans to {path}")
        else:
            url, count = send_otlp(
                args.trace,
                args.endpoint,
                headers=dict(args.header),
                include_content=args.include_content,
                timeout=args.timeout,
            )
            print(f"Sent {count} spans to {url}")
    except OtlpExportError as exc:
        print(f"export: error: {redact_text(str(exc))}", file=sys.stderr)
        return 1 if args.endpoint else 2
    except (ShowInputError, ReportOutputError, OSError) as exc:
        print(f"export: error: {redact_text(str(exc))}", file=sys.stderr)
        return 2
    return 0
