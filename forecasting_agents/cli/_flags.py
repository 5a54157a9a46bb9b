"""The checks of the command's flag values, made where argparse reads them.

Each function turns one flag's text into its value or raises ``argparse.ArgumentTypeError``
saying what it got and what is accepted, so a bad value stops the command before anything runs
and argparse names the flag. The limits come from the modules the values go to.

Conventions
-----------
- Nothing here reads a file or the network: parsing a command line never depends on what
  exists yet (the README's commands are parsed as written in the tests).
- Each check returns the value in the form the library takes (a tuple of domains, an ISO date).
"""

from __future__ import annotations

import argparse
import math
import re
from collections.abc import Callable

from forecasting_agents.agent._state import parse_required_types
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._errors import (
    DEFAULT_MAX_RECORD_MB,
    MAX_RECORD_MB_LIMIT,
    SchemaError,
    check_max_record_mb,
)
from forecasting_agents.search._domains import DEFAULT_ALLOWED_DOMAINS, normalize_domain
from forecasting_agents.sources._markets import (
    MAX_DAYS_BEFORE_CLOSE,
    MAX_IDS,
    MAX_SEARCH_CHARS,
)

__all__ = [
    "EXIT_INTERRUPTED",
    "MAX_SOURCE_TIMEOUT",
    "DefaultsShown",
    "day_count",
    "domains",
    "id_list",
    "iso_date",
    "positive_int",
    "record_cap",
    "required_types",
    "search_text",
    "seconds",
    "slug",
    "usd",
]


EXIT_INTERRUPTED = 130
"""The exit status after Ctrl-C, as a shell gives a process stopped by SIGINT."""


def positive_int(name: str, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = 0
        if not 1 <= value <= high:
            raise argparse.ArgumentTypeError(f"got {text!r}; accepted: an integer from 1 to {high}")
        return value

    parse.__name__ = name
    parse.toml_type = int  # a config file gives it as a TOML integer (cli._config)
    return parse


def record_cap(text: str) -> float | None:
    """``--max-record-mb``: a number of MB, or ``none`` for no cap."""
    if text.strip().lower() == "none":
        return None
    try:
        value = float(text)
    except ValueError:
        value = float("nan")
    try:
        return check_max_record_mb(value, "--max-record-mb")
    except SchemaError:
        raise argparse.ArgumentTypeError(
            f"got {text!r}; accepted: a number of MB above 0 and at most "
            f"{MAX_RECORD_MB_LIMIT:,} (default {DEFAULT_MAX_RECORD_MB}), or none for no cap"
        ) from None


record_cap.__name__ = "max-record-mb"
record_cap.toml_type = float  # a config file gives it as a TOML number (cli._config)


def usd(text: str) -> float:
    """A number of US dollars, 0 or more (``--max-cost``); nan, inf and words are refused."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(
            f"got {text!r}; accepted: a number of US dollars, 0 or more, such as 2.50"
        )
    return value


usd.toml_type = float  # a config file gives it as a TOML number (cli._config)


def domains(text: str) -> tuple[str, ...] | None:
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


def required_types(text: str) -> tuple[str, ...]:
    try:
        return parse_required_types(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def iso_date(text: str) -> str:
    try:
        return parse_iso_date(text, what="--knowledge-cutoff").isoformat()
    except SchemaError:
        raise argparse.ArgumentTypeError(
            f"got {text!r}; accepted: a date like 2024-09-19"
        ) from None


class DefaultsShown(argparse.ArgumentDefaultsHelpFormatter):
    """Shows each flag's default, except where there is none to show: a flag without a default
    says in its own help what happens when it is left out."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        if action.default is None:
            return action.help
        return super()._get_help_string(action)


_ANY_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,99}")
_SLUG = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,99}")
MAX_SOURCE_TIMEOUT = 300.0


def id_list(text: str) -> tuple[str, ...]:
    ids = tuple(dict.fromkeys(i.strip() for i in text.split(",") if i.strip()))
    bad = [i for i in ids if not _ANY_ID.fullmatch(i)]
    if not ids or bad or len(ids) > MAX_IDS:
        problem = f"{bad[0]!r} is not an id" if bad else f"{len(ids)} ids"
        raise argparse.ArgumentTypeError(
            f"got {text[:80]!r} ({problem}); accepted: 1 to {MAX_IDS} comma-separated ids of "
            "letters, digits, '.', '_' and '-'"
        )
    return ids


def search_text(text: str) -> str:
    if not 0 < len(text.strip()) <= MAX_SEARCH_CHARS or not text.isprintable():
        raise argparse.ArgumentTypeError(
            f"got {text[:80]!r}; accepted: 1 to {MAX_SEARCH_CHARS} printable characters"
        )
    return text.strip()


def slug(text: str) -> str:
    if not _SLUG.fullmatch(text):
        raise argparse.ArgumentTypeError(
            f"got {text[:80]!r}; accepted: a tournament slug or id (letters, digits, '_', '-')"
        )
    return text


def day_count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= MAX_DAYS_BEFORE_CLOSE:
        raise argparse.ArgumentTypeError(
            f"got {text!r}; accepted: an integer from 1 to {MAX_DAYS_BEFORE_CLOSE}"
        )
    return value


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 1.0 <= value <= MAX_SOURCE_TIMEOUT:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(
            f"got {text!r}; accepted: seconds from 1 to {MAX_SOURCE_TIMEOUT:g}"
        )
    return value
