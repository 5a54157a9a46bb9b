"""Checks for notebook parameters, and a preflight that runs before a live run spends anything.

A notebook's settings cell (the one tagged ``parameters``) can be overridden from outside:
papermill's ``-p NAME VALUE`` turns ``True``/``False``/``None`` and numbers into Python values and
passes everything else as a string, so ``-p RUN_LIVE false`` arrives as the *string* ``"false"``,
which Python treats as true. The cell after the settings therefore passes every parameter through
one of these functions. Each returns the value in its canonical type, or raises
:class:`ParameterError` naming the parameter, the value it got and what it accepts:

- :func:`as_bool`: ``True``/``False``, or the strings ``true``/``false`` in any case;
- :func:`one_of`: one of a fixed set of names (case and surrounding spaces ignored);
- :func:`as_int`, :func:`as_float`: numbers, optionally bounded;
- :func:`as_text`: a string, optionally matching a pattern;
- :func:`as_str_list`: a list (papermill's ``-y 'NAME: [a, b]'``) or a comma-separated string
  (``-p NAME a,b``);
- :func:`parsed`: any parser of the package (dates, timestamps) with its error re-raised as a
  :class:`ParameterError`;
- :func:`find_trace`: the file a ``PINNED_TRACE`` names, a bare name looked up in a list of folders
  (the repository's ``forecast_traces/`` first), or a path to a trace of your own.

A setting is never ignored silently: where a run does not use one (a replay takes the record's
budget, calls no provider), :func:`replaced_by_record` and :func:`not_used` give the line the
notebook prints, ``Not used:  NAME = value (why)``.

:func:`preflight` is for the live path: it runs every check a live run depends on (model provider,
search provider, question source), collects every failure, and raises one :class:`PreflightError`
listing them all, before the first call that costs money. A :class:`StopRunError` is not a failed
check: it is raised as it is.

Standard library only, and no other module of the package is imported: the parsers, the folders and
the checks are passed in by the notebooks.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from forecasting_agents.core._errors import StopRunError

__all__ = [
    "LIST_HINT",
    "SAFE_NAME",
    "SAFE_NAME_RULE",
    "ParameterError",
    "PreflightError",
    "T",
    "as_bool",
    "as_float",
    "as_int",
    "as_str_list",
    "as_text",
    "find_trace",
    "not_used",
    "one_of",
    "parsed",
    "preflight",
    "replaced_by_record",
]


T = TypeVar("T")

SAFE_NAME = r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}"
SAFE_NAME_RULE = "1-64 letters, digits, '.', '_' or '-', starting with a letter or digit"
"""For a value that becomes part of a file name (a run id): no folder, no space, no leading dot."""

LIST_HINT = "a list (-y '{name}: [{example}]') or a comma-separated string (-p {name} {csv})"
"""How to pass a list to papermill; ``-y`` reads YAML, ``-p`` would pass the brackets as text."""


class ParameterError(ValueError):
    """A notebook parameter has a value the notebook does not accept.

    ``name`` is the parameter, ``value`` what it was given; the message says what is accepted.
    """

    def __init__(self, name: str, value: object, accepted: str) -> None:
        super().__init__(f"{name} = {value!r} is not accepted: {accepted}")
        self.name = name
        self.value = value


class PreflightError(RuntimeError):
    """A live run cannot start; ``problems`` maps each failed check to what went wrong."""

    def __init__(self, problems: Mapping[str, str]) -> None:
        lines = "\n".join(f"  - {label}: {problem}" for label, problem in problems.items())
        super().__init__(
            f"the live run was stopped before any paid call; fix {len(problems)} "
            f"problem(s), or set RUN_LIVE = False to replay the pinned trace:\n{lines}"
        )
        self.problems = dict(problems)


# --------------------------------------------------------------------------- scalars


def as_bool(name: str, value: object) -> bool:
    """``value`` as a bool: ``True``/``False``, or the strings ``true``/``false`` in any case.

    Numbers and other words are refused: ``-p RUN_LIVE 1`` or ``yes`` is more likely a slip
    than a decision to spend money.
    """
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        word = value.strip().lower()
        if word in ("true", "false"):
            return word == "true"
    raise ParameterError(
        name, value, "use True or False (the strings 'true'/'false' in any case also work)"
    )


def one_of(name: str, value: object, choices: Iterable[str]) -> str:
    """``value`` as the member of ``choices`` it names; case and outer spaces are ignored.

    An empty string is accepted only if ``""`` is among the choices.
    """
    options = list(choices)
    if isinstance(value, str):
        wanted = value.strip().lower()
        for choice in options:
            if choice.lower() == wanted:
                return choice
    shown = ", ".join(repr(choice) for choice in options)
    raise ParameterError(name, value, f"use one of {shown}")


def _bounds(minimum: float | None, maximum: float | None) -> str:
    if minimum is not None and maximum is not None:
        return f" from {minimum} to {maximum}"
    if minimum is not None:
        return f" >= {minimum}"
    if maximum is not None:
        return f" <= {maximum}"
    return ""


def _in_bounds(number: float, minimum: float | None, maximum: float | None) -> bool:
    return (minimum is None or number >= minimum) and (maximum is None or number <= maximum)


def as_int(
    name: str, value: object, *, minimum: int | None = None, maximum: int | None = None
) -> int:
    """``value`` as an int within the bounds; a string of digits is read, a bool is refused."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif isinstance(value, str) and re.fullmatch(r"\s*[+-]?\d+\s*", value):
        number = int(value)
    if number is None or not _in_bounds(number, minimum, maximum):
        raise ParameterError(name, value, f"use a whole number{_bounds(minimum, maximum)}")
    return number


def as_float(
    name: str, value: object, *, minimum: float | None = None, maximum: float | None = None
) -> float:
    """``value`` as a finite float within the bounds; ints and numeric strings are read."""
    number = math.nan
    if isinstance(value, int | float) and not isinstance(value, bool):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value)
        except ValueError:
            number = math.nan
    if not math.isfinite(number) or not _in_bounds(number, minimum, maximum):
        raise ParameterError(name, value, f"use a finite number{_bounds(minimum, maximum)}")
    return number


def as_text(
    name: str, value: object, *, pattern: str | None = None, describe: str = "a string"
) -> str:
    """``value`` as a stripped, non-empty string, matching ``pattern`` in full if one is given.

    ``describe`` says in words what the pattern allows. Numbers are refused rather than
    converted: papermill's ``-p RUN_ID 123`` makes an int; ``-r RUN_ID 123`` keeps the text.
    """
    text = value.strip() if isinstance(value, str) else ""
    if text and (pattern is None or re.fullmatch(pattern, text)):
        return text
    if isinstance(value, int | float):
        describe += " (papermill's -r NAME VALUE passes a value as text)"
    raise ParameterError(name, value, f"use {describe}")


def parsed(name: str, value: object, parse: Callable[[Any], T], accepted: str) -> T:
    """``parse(value)``, with a ``ValueError`` from the parser re-raised as a ParameterError.

    Lets a notebook reuse the project's own parsers (dates, timestamps) for a parameter while
    every bad parameter still fails the same way; ``accepted`` says what to write instead.
    """
    try:
        return parse(value)
    except ValueError as exc:
        raise ParameterError(name, value, f"{accepted} ({exc})") from None


# --------------------------------------------------------------------------- lists


def _items(name: str, value: object, example: str) -> list[object]:
    items: list[object] = []
    if isinstance(value, list | tuple):
        items = list(value)
    # "[1, 2]" as a string is a list passed with -p instead of -y: refused, not guessed at.
    elif isinstance(value, str) and value.strip() and not value.lstrip().startswith("["):
        items = [part.strip() for part in value.split(",")]
    if not items:
        hint = LIST_HINT.format(name=name, example=example, csv=example.replace(" ", ""))
        raise ParameterError(name, value, f"use a non-empty list: {hint}")
    return items


def as_str_list(name: str, value: object) -> list[str]:
    """A non-empty list of non-empty strings."""
    items = _items(name, value, "a, b")
    return [as_text(f"{name}[{i}]", item) for i, item in enumerate(items)]


# --------------------------------------------------------------------------- traces


def find_trace(name: str, value: object, folders: Sequence[Path]) -> Path:
    """The trace file ``value`` names: a bare file name is looked up in ``folders`` in order;
    anything with a folder in it (``/tmp/mine.json``, ``~/runs/x.json``) is taken as a path.

    Pass the repository's pinned folder first, so a redirected ``FORECAST_TRACES_DIR`` (where
    new traces go) never hides the pinned traces.
    """
    text = as_text(name, value, describe="a trace file name or path")
    given = Path(text).expanduser()
    if given.name != text:  # has a folder part: the user's own file
        if given.is_file():
            return given
        raise ParameterError(name, value, f"no file at {given.resolve()}")
    searched = list(dict.fromkeys(Path(folder) for folder in folders))
    for folder in searched:
        if (folder / text).is_file():
            return folder / text
    available = sorted({p.name for folder in searched for p in folder.glob("*.json")})
    raise ParameterError(
        name,
        value,
        f"no such trace in {', '.join(str(f) for f in searched)}; available: "
        f"{', '.join(available) or 'none'}. A trace elsewhere can be given as a path",
    )


# --------------------------------------------------------------------------- settings not used


def not_used(name: str, value: object, why: str) -> str:
    """The line a notebook prints for a setting its run does not use, and why."""
    return f"Not used:  {name} = {value!r} ({why})"


def replaced_by_record(
    given: Mapping[str, object], recorded: Mapping[str, object], keys: Mapping[str, str]
) -> list[str]:
    """A :func:`not_used` line for each setting in ``given`` whose record key (``keys``: setting
    name to record key) holds another value: a replay runs as recorded, so it used that one."""
    return [
        not_used(name, given[name], f"a replay runs as recorded, with {recorded[key]!r}")
        for name, key in keys.items()
        if key in recorded and given[name] != recorded[key]
    ]


# --------------------------------------------------------------------------- live preflight


def preflight(checks: Mapping[str, Callable[[], T]]) -> dict[str, T]:
    """Run every check and return what each built, or raise one :class:`PreflightError`.

    ``checks`` maps a label ("model provider", "search provider", "question") to a function
    that builds the thing a live run needs, raising if it cannot. All checks run even after a
    failure, so the error lists everything that is missing at once.
    """
    built: dict[str, T] = {}
    problems: dict[str, str] = {}
    for label, check in checks.items():
        try:
            built[label] = check()
        except StopRunError:
            raise
        except Exception as exc:  # each failure is reported, whatever its type
            problems[label] = f"{type(exc).__name__}: {exc}"
    if problems:
        raise PreflightError(problems)
    return built
