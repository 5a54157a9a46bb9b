"""The ``show`` subcommand of ``forecast-agents``: one agent run of a trace, in the terminal.

:func:`add_show` adds it to the command's parser (:mod:`forecasting_agents.cli`); the view itself
is :func:`forecasting_agents.report.show_text`. On a terminal the text is coloured and paged
(``$PAGER``, else ``less -R``); piped or redirected it is plain text with no escape sequence.

Conventions: as the rest of the command; exit 0 when the view is printed, 2 on bad input (no such
file, not a trace, an unknown ``--question``, a ``--run`` out of range), with the refusal on stderr.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from forecasting_agents.cli._flags import positive_int
from forecasting_agents.report._terminal import ShowInputError, Style, show_text

__all__ = [
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
