"""``backtest --config FILE.toml``: the flags of ``backtest`` read from a TOML file.

A backtest of a benchmark round takes many flags; a file keeps them together, can be edited and
shared, and is recorded in the trace. The rules:

- The file is a flat TOML table whose keys are the flags of ``backtest`` without their leading
  dashes, spelt with dashes as on the command line (``max-steps = 8``, never ``max_steps``); an
  unknown key is refused, naming it and listing the accepted ones (``--config`` itself is not
  one).
- Each value is checked by the same function that checks its flag, after a check of its TOML
  type: an integer for a count (``agents = 3``), a number for ``max-cost``, true or false for a
  switch (``calibrate = true``), a string for the rest, or an array of strings for a
  comma-separated flag (``ids``, ``allowed-domains``, ``require-types``). A relative path in the
  file is relative to the file's folder, so the file works from any directory.
- A flag given on the command line wins over the file; a switch the file sets cannot be unset on
  the command line (the file is the place to change it).
- :func:`write_backtest_toml` writes such a file (``import forecastbench`` writes one beside the
  corpus it writes): atomically, and never over a file that differs from what it would write
  (a user's edits): it keeps that file and says so.

Argparse parses the command line twice: once with every flag optional, to find ``--config``,
then with the file's values as the flags' defaults, so a flag given wins, and with the flags the
file sets no longer required.
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from forecasting_agents.core._files import TargetExistsError, write_atomic
from forecasting_agents.core._text import clip

__all__ = [
    "COMMA_SEPARATED",
    "CONFIG_DEST",
    "ConfigError",
    "config_keys",
    "parse_with_config",
    "render_backtest_toml",
    "write_backtest_toml",
]

CONFIG_DEST = "config"
"""The ``backtest`` flag naming the file; the namespace also gets ``config_record``."""
COMMA_SEPARATED = frozenset({"ids", "allowed-domains", "require-types"})
"""Keys whose value may be an array of strings: the flags that take comma-separated values."""


class ConfigError(ValueError):
    """A config file that cannot be used: unreadable, not TOML, an unknown key, a bad value."""


def _subparser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return action.choices[name]


def config_keys(command: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    """Key -> flag, for every flag of ``command`` a config file may set."""
    keys = {}
    for action in command._actions:
        longs = [o for o in action.option_strings if o.startswith("--")]
        if longs and action.dest not in (CONFIG_DEST, "help"):
            keys[longs[0][2:]] = action
    return keys


def parse_with_config(
    parser: argparse.ArgumentParser, argv: Sequence[str], command: str = "backtest"
) -> argparse.Namespace:
    """Parse ``argv``; for ``command`` with ``--config``, with the file's values under the flags.

    Raises :class:`ConfigError` for a file that cannot be used; argparse's own errors exit 2.
    """
    sub = _subparser(parser, command)
    required = [a for a in sub._actions if a.required]
    for action in required:
        action.required = False
    first = parser.parse_args(argv)
    path = getattr(first, CONFIG_DEST, None) if first.command == command else None
    values, record = ({}, None) if path is None else _read(path, config_keys(sub))
    for action in required:  # a flag the file sets is no longer missing from the command line
        action.required = action.dest not in values
    sub.set_defaults(**values)  # so the command line wins (a namespace given would not do:
    args = parser.parse_args(argv)  # a subcommand's parser puts its defaults over it)
    args.config_record = record
    return args


def _read(path: Path, keys: Mapping[str, argparse.Action]) -> tuple[dict[str, Any], dict]:
    """The namespace values ``path`` sets, by dest, and what the trace records of it."""
    where = f"--config {path}"
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ConfigError(f"{where}: no such file; give the path of a TOML file") from None
    except IsADirectoryError:
        raise ConfigError(f"{where}: a directory, not a file; give a TOML file") from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{where}: not a TOML file ({exc})") from None
    except OSError as exc:
        raise ConfigError(f"{where}: cannot be read ({exc.strerror})") from None
    values = {}
    for key, value in table.items():
        action = keys.get(key)
        if action is None:
            raise ConfigError(_unknown(where, key, keys))
        values[action.dest] = _value(where, key, value, action, path.parent)
    return values, {"path": str(path), "settings": table}


def _unknown(where: str, key: str, keys: Mapping[str, argparse.Action]) -> str:
    dashed = key.replace("_", "-")
    hint = f" (did you mean {dashed!r}? keys are spelt with dashes)" if dashed in keys else ""
    return (
        f"{where}: unknown key {clip(key, 60)!r}{hint}; accepted: the flags of backtest without "
        f"their leading dashes: {', '.join(sorted(keys))}"
    )


def _value(where: str, key: str, value: Any, action: argparse.Action, folder: Path) -> Any:
    """``value`` as its flag would give it, after the flag's own check."""
    at = f"{where}: {key} = {clip(repr(value), 80)}"
    if action.nargs == 0:  # a switch: store_true
        if not isinstance(value, bool):
            raise ConfigError(f"{at}: accepted: true or false")
        return value
    text = _text(at, key, value, getattr(action.type, "toml_type", str))
    if action.type is Path:
        given = Path(text)
        return given if given.is_absolute() else folder / given
    try:
        result = action.type(text) if action.type else text
    except (argparse.ArgumentTypeError, ValueError, TypeError) as exc:
        raise ConfigError(f"{at}: {exc}") from None
    if action.choices is not None and result not in action.choices:
        raise ConfigError(f"{at}: accepted: {', '.join(map(repr, action.choices))}")
    return result


def _text(at: str, key: str, value: Any, kind: type) -> str:
    """The command-line text of a TOML value, once its TOML type is the flag's."""
    if kind is int and not isinstance(value, bool) and isinstance(value, int):
        return str(value)
    if kind is float and not isinstance(value, bool) and isinstance(value, int | float):
        return repr(float(value))
    if kind is str and isinstance(value, str):
        return value
    listed = isinstance(value, list) and value and all(isinstance(v, str) for v in value)
    if kind is str and key in COMMA_SEPARATED and listed:
        return ",".join(value)
    accepted = {int: "an integer", float: "a number", str: "a string"}[kind]
    if key in COMMA_SEPARATED:
        accepted += " of comma-separated values, or an array of strings"
    raise ConfigError(f"{at}: a TOML {_toml_kind(value)}; accepted: {accepted}")


def _toml_kind(value: Any) -> str:
    """What TOML calls the type of a value tomllib read."""
    names = {bool: "boolean", int: "integer", float: "float", str: "string", list: "array"}
    names |= {dict: "table", dt.datetime: "date-time", dt.date: "date", dt.time: "time"}
    return names.get(type(value), type(value).__name__)


# --------------------------------------------------------------------------- writing one


def render_backtest_toml(settings: Mapping[str, Any], comment: Sequence[str] = ()) -> str:
    """A config file setting ``settings`` (key -> str, int, float or bool), after ``comment``'s
    lines. Strings are written as TOML basic strings, escaped by JSON's rules, which TOML's
    basic strings share for what a setting holds."""
    import json

    lines = [f"# {line}".rstrip() for line in comment]
    for key, value in settings.items():
        if isinstance(value, bool):
            shown = "true" if value else "false"
        elif isinstance(value, int | float) and math.isfinite(value):
            shown = repr(value)
        elif isinstance(value, str):
            shown = json.dumps(value, ensure_ascii=False)
        else:
            raise TypeError(f"{key}: {value!r} is not a setting a config file holds")
        lines.append(f"{key} = {shown}")
    return "\n".join(lines) + "\n"


def write_backtest_toml(path: Path, text: str) -> str:
    """Write ``text`` to ``path`` unless a different file is there; returns what happened, in
    words, for the command to print."""
    try:
        write_atomic(path, text.encode("utf-8"), exclusive=True)
    except TargetExistsError:
        try:
            same = path.read_text(encoding="utf-8") == text
        except (OSError, UnicodeDecodeError):
            same = False
        if same:
            return f"{path} is already there, as this import writes it"
        return (
            f"Kept {path}: it differs from what this import writes (edited?), so it was not "
            "replaced; remove it and import again for the settings this corpus needs"
        )
    return f"Wrote {path}: run it with forecast-agents backtest --config {path}"
