"""``forecast-agents questions``: binary questions from a live market, as a questions file.

The subcommand's flags (:func:`add_questions`) and its run: it asks one source of
:data:`forecasting_agents.sources.QUESTION_SOURCES`, writes the questions it can use in the format
:func:`forecasting_agents.core.load_questions` reads, and lists every market it left out with the
reason. Kept apart from the other subcommands so that each module of the command stays short.
"""

from __future__ import annotations

import argparse
import sys
from datetime import UTC, date, datetime
from pathlib import Path

from forecasting_agents.cli._flags import (
    EXIT_INTERRUPTED,
    day_count,
    id_list,
    iso_date,
    positive_int,
    search_text,
    seconds,
    slug,
)
from forecasting_agents.core._catalog import provider_info
from forecasting_agents.core._files import TargetExistsError, TargetLockedError
from forecasting_agents.core._formats import write_jsonl
from forecasting_agents.http import ProviderError
from forecasting_agents.sources._markets import (
    DEFAULT_DAYS_BEFORE_CLOSE,
    DEFAULT_LIMIT,
    DEFAULT_SOURCE_TIMEOUT,
    MAX_LIMIT,
    QueryError,
    QuestionQuery,
    QuestionSource,
    SourceResult,
)
from forecasting_agents.sources._registry import QUESTION_SOURCES

__all__ = ["add_questions"]


def add_questions(sub: argparse._SubParsersAction) -> None:
    names = ", ".join(QUESTION_SOURCES)
    q = sub.add_parser(
        "questions",
        help="write a questions file from a live market",
        description=(
            f"Write binary questions from a live source ({names}) to a questions file in the "
            "format load_questions reads, and list every market left out with its reason. "
            "Exit 0 when a file is written, 1 when no market made a usable question (nothing is "
            "written), 2 on bad input or when the source fails."
        ),
    )
    q.add_argument("source", choices=tuple(QUESTION_SOURCES), metavar="SOURCE", help=names)
    q.add_argument(
        "-o",
        "--output",
        required=True,
        type=Path,
        metavar="FILE",
        help="the questions file to write",
    )
    q.add_argument(
        "--force", action="store_true", help="replace the output file if it exists (refused else)"
    )
    chosen = q.add_mutually_exclusive_group()
    chosen.add_argument(
        "--ids", type=id_list, metavar="A,B", help="comma-separated ids or tickers to fetch"
    )
    chosen.add_argument(
        "--search",
        type=search_text,
        metavar="TEXT",
        help="text to search for (metaculus, manifold)",
    )
    state = q.add_mutually_exclusive_group()
    state.add_argument(
        "--open",
        dest="selection",
        action="store_const",
        const="open",
        help="open questions (the default for a listing)",
    )
    state.add_argument(
        "--resolved",
        dest="selection",
        action="store_const",
        const="resolved",
        help="resolved yes/no questions, for a backtest (with --ids, the default is either)",
    )
    q.add_argument(
        "--limit",
        type=positive_int("limit", MAX_LIMIT),
        metavar="N",
        help=f"questions to write from a listing (default {DEFAULT_LIMIT}; not with --ids)",
    )
    q.add_argument(
        "--as-of",
        type=iso_date,
        metavar="DATE",
        help="the day the questions are taken: an open question's cutoff (default: today, UTC)",
    )
    cut = q.add_mutually_exclusive_group()
    cut.add_argument(
        "--cutoff",
        type=iso_date,
        metavar="DATE",
        help="one cutoff date for every resolved question",
    )
    cut.add_argument(
        "--days-before-close",
        type=day_count,
        metavar="N",
        help="a resolved question's cutoff: this many days before it closed or resolved, "
        f"whichever came first, never before it opened (default {DEFAULT_DAYS_BEFORE_CLOSE})",
    )
    q.add_argument(
        "--tournament", type=slug, metavar="SLUG", help="a Metaculus tournament slug or id"
    )
    q.add_argument(
        "--timeout",
        type=seconds,
        metavar="SECONDS",
        default=DEFAULT_SOURCE_TIMEOUT,
        help=f"seconds per request attempt (default {DEFAULT_SOURCE_TIMEOUT:g})",
    )
    q.set_defaults(run=_questions)


class _Refused(ValueError):
    """A flag, or a combination of flags, the questions command does not accept."""


def _questions(args: argparse.Namespace) -> int:
    """``questions``: 0 when a file is written, 1 when nothing was usable, 2 on bad input."""
    source = QUESTION_SOURCES[args.source]
    try:
        query = _questions_query(args, source, datetime.now(UTC).date())
        _check_output(args.output, args.force)
        result = source.fetch(query, timeout=args.timeout)
    except _Refused as exc:
        print(f"questions: error: {exc}", file=sys.stderr, flush=True)
        return 2
    except ProviderError as exc:  # its text is already free of the token and of any URL password
        # The provider's own words are in it: nothing a terminal would obey gets through.
        shown = "".join(c if c.isprintable() else "?" for c in str(exc))
        print(f"questions: error: {shown}", file=sys.stderr, flush=True)
        print(f"questions: {_settings_hint(source)}", file=sys.stderr, flush=True)
        return 2
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    _print_skips(result)
    if not result.questions:
        print(
            f"questions: no usable question from {source.name} ({len(result.skipped)} skipped); "
            "nothing written",
            file=sys.stderr,
            flush=True,
        )
        return 1
    try:
        args.output.parent.mkdir(parents=True, exist_ok=True)
        target = write_jsonl(args.output, result.records(), exclusive=not args.force)
    except (TargetExistsError, TargetLockedError):
        print(
            f"questions: error: -o: {args.output} appeared meanwhile; not replaced", file=sys.stderr
        )
        return 2
    except OSError as exc:
        print(f"questions: error: cannot write {args.output}: {exc}", file=sys.stderr)
        return 2
    print(
        f"wrote {len(result.questions)} question(s) to {target} from {source.name} "
        f"({query.selection}, as of {query.as_of}); {len(result.skipped)} skipped",
        flush=True,
    )
    return 0


def _questions_query(
    args: argparse.Namespace, source: QuestionSource, today: date
) -> QuestionQuery:
    """The query the flags ask for, once every flag and combination is checked."""
    as_of = date.fromisoformat(args.as_of) if args.as_of else today
    if as_of > today:
        raise _Refused(f"--as-of: got {as_of}; accepted: a date on or before today ({today}, UTC)")
    cutoff = date.fromisoformat(args.cutoff) if args.cutoff else None
    resolved_flags = cutoff is not None or args.days_before_close is not None
    if args.selection == "open" and resolved_flags:
        raise _Refused("--cutoff and --days-before-close are for resolved questions, not --open")
    if cutoff is not None and cutoff > as_of:
        raise _Refused(f"--cutoff: got {cutoff}; accepted: a date on or before --as-of ({as_of})")
    if args.ids and args.limit is not None:
        raise _Refused("--limit: with --ids every id named is fetched; leave --limit out")
    days = args.days_before_close
    try:
        query = QuestionQuery(
            as_of=as_of,
            selection=args.selection or ("any" if args.ids else "open"),
            ids=args.ids or (),
            search=args.search,
            limit=args.limit or DEFAULT_LIMIT,
            cutoff=cutoff,
            days_before_close=DEFAULT_DAYS_BEFORE_CLOSE if days is None else days,
            tournament=args.tournament,
        )
        source.check(query)
    except QueryError as exc:
        accepted = [s.name for s in QUESTION_SOURCES.values() if getattr(s, exc.field, False)]
        also = f"; accepted for: {', '.join(accepted)}" if exc.field != "ids" else ""
        raise _Refused(f"--{exc.field}: {exc}{also}") from None
    except ValueError as exc:  # the parser's checks should make this unreachable
        raise _Refused(str(exc)) from None
    return query


def _check_output(path: Path, force: bool) -> None:
    if path.is_dir():
        raise _Refused(f"-o: {path} is a folder; accepted: a file path")
    if path.exists() and not force:
        raise _Refused(f"-o: {path} exists; pass --force to replace it")


def _settings_hint(source: QuestionSource) -> str:
    info = provider_info(source.name)
    hint = f"check {info.base_url_env_var} (default {info.default_base_url})"
    if info.key_env_var:
        hint += f" and {info.key_env_var}"
    return hint + ", and --timeout"


def _print_skips(result: SourceResult) -> None:
    for ident, reason in result.skipped:
        print(f"skipped {ident}: {reason}", flush=True)
    for note in result.notes:
        print(f"note: {note}", flush=True)
