"""Reading a JSON Lines file a person or a program wrote: bounded, strict, each error placed.

The question and document formats (``_formats``) read their files through :func:`read_lines`, so
every line is bounded before it is parsed (:data:`FILE_LIMITS`) and every problem is a
:class:`QuestionFormatError` naming the file, the line and, where there is one, the field.

Conventions
-----------
- A file is read as bytes, a line at a time and never more than :data:`MAX_LINE_BYTES` of one at
  once; lines end at LF or CRLF; a byte order mark on the first line is dropped.
- A line is strict JSON (:func:`forecasting_agents.core._checks.strict_json_loads`: no key twice,
  no NaN), one object, nested at most :data:`MAX_LINE_DEPTH` deep, with no lone surrogate escape;
  an integer longer than :data:`MAX_NUMBER_DIGITS` digits is kept unconverted (a
  :class:`~forecasting_agents.core._checks.LongInteger`), so the field holding it is named (a
  field's own check refuses it; :func:`check_numbers` refuses one in any other field) rather than
  Python's conversion error being shown.
- Standard library only; it imports ``_checks`` and ``_errors``.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any

from forecasting_agents.core._checks import (
    DuplicateKeyError,
    JsonConstantError,
    bounded_int,
    is_valid_unicode,
    long_integer_in,
    strict_json_loads,
)
from forecasting_agents.core._errors import SchemaError

__all__ = [
    "FILE_LIMITS",
    "MAX_LINE_BYTES",
    "MAX_LINE_DEPTH",
    "MAX_NUMBER_DIGITS",
    "QuestionFormatError",
    "check_numbers",
    "limits_table",
    "read_lines",
]


class QuestionFormatError(SchemaError):
    """A question or document file breaks the documented format.

    ``file`` is the path as given, ``line`` the 1-based line (None for a whole-file problem)
    and ``field`` the field at fault (None when the line as a whole is wrong).
    """

    def __init__(self, file: str, line: int | None, field: str | None, problem: str) -> None:
        self.file, self.line, self.field, self.problem = file, line, field, problem
        where = file if line is None else f"{file}, line {line}"
        if field is not None:
            where = f"{where}, field {field!r}"
        super().__init__(f"{where}: {problem}")


FILE_LIMITS: Mapping[str, int] = MappingProxyType(
    {
        "line (bytes, UTF-8)": 1_000_000,
        "question (characters)": 2_000,
        "description (characters)": 20_000,
        "document title (characters)": 1_000,
        "document text (characters)": 100_000,
        "other text field (characters)": 2_000,
        "nesting depth of a line": 32,
        "integer (digits)": 4_300,
    }
)
"""The largest input the loaders accept, each refused with its file, line, field and limit.

Generous for real questions and pages, and small enough that a hostile file cannot make a run
copy megabytes into every prompt, or a parser recurse without bound."""

MAX_LINE_BYTES = FILE_LIMITS["line (bytes, UTF-8)"]
MAX_LINE_DEPTH = FILE_LIMITS["nesting depth of a line"]


MAX_NUMBER_DIGITS = FILE_LIMITS["integer (digits)"]
"""The longest integer a line may hold, in digits: Python's own limit for converting one, kept
whatever the interpreter is set to, so a line means the same everywhere."""


def check_numbers(extra: Mapping[str, Any], file: str, line: int) -> None:
    """Refuse a too-long integer anywhere in the fields the format does not define, naming the
    field (those are kept as they are, and such a number cannot be)."""
    for name, value in extra.items():
        if (found := long_integer_in(value)) is not None:
            problem = (
                f"holds {found!r}; the limit is {MAX_NUMBER_DIGITS:,} (integer (digits)): "
                "shorten it, or write it as a string"
            )
            raise QuestionFormatError(file, line, name, problem)


def limits_table() -> str:
    """The Markdown table of :data:`FILE_LIMITS`, as the README shows it."""
    rows = ["| what | limit |", "|---|---|"]
    rows += [f"| {name} | {limit:,} |" for name, limit in FILE_LIMITS.items()]
    return "\n".join(rows)


def read_lines(path: str | Path, missing: str) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for each non-blank line of a JSON Lines file.

    Read as bytes, one line at a time and never more than the line limit of one line at once,
    so a huge file or line costs time in proportion to its size but no more memory than the
    limit, and a byte that is not UTF-8 is reported on its own line. Lines end at LF or CRLF
    only: a string holding U+2028 is not cut in two. ``missing`` says where to look when the
    file does not exist.
    """
    file = Path(path)
    try:
        handle = file.open("rb")
    except FileNotFoundError:
        raise FileNotFoundError(f"file {file} not found; {missing}") from None
    with handle:
        number = 0
        while (raw := _next_line(handle, file, number + 1)) is not None:
            number += 1
            line = _decoded(raw, file, number)
            if line.strip():
                yield number, _parse_line(line, file, number)


def _next_line(handle: Any, file: Path, number: int) -> bytes | None:
    """The next line's bytes without its line end, or None at the end; a line over the limit
    is refused with its true size, counted without keeping it."""
    raw = handle.readline(MAX_LINE_BYTES + 5)  # the limit, and room for a BOM and a CRLF
    content = raw.removesuffix(b"\n").removesuffix(b"\r")
    if number == 1:
        content = content.removeprefix(_BOM)  # a byte order mark is not part of the line
    size = len(content)
    while size > MAX_LINE_BYTES and raw and not raw.endswith(b"\n"):
        raw = handle.readline(MAX_LINE_BYTES)
        size += len(raw.removesuffix(b"\n").removesuffix(b"\r"))
    if size > MAX_LINE_BYTES:
        problem = f"the line is {size:,} bytes; the limit is {MAX_LINE_BYTES:,} (line, bytes)"
        raise QuestionFormatError(str(file), number, None, problem)
    return content if raw else None


_BOM = b"\xef\xbb\xbf"


def _decoded(raw: bytes, file: Path, number: int) -> str:
    """One line's text, UTF-8 (a byte order mark was already taken off the first line)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        problem = f"not UTF-8 text (byte {exc.start + 1} of the line: {exc.reason})"
        raise QuestionFormatError(str(file), number, None, f"{problem}; save it as UTF-8") from None


def _parse_line(line: str, file: Path, number: int) -> dict[str, Any]:
    """One line's JSON object, or a QuestionFormatError naming the file, the line and why."""
    try:
        record = strict_json_loads(line, parse_int=bounded_int(MAX_NUMBER_DIGITS))
    except DuplicateKeyError as exc:
        problem = "appears twice in one object; keep one"
        raise QuestionFormatError(str(file), number, exc.key, problem) from None
    except JsonConstantError as exc:
        raise QuestionFormatError(str(file), number, None, str(exc)) from None
    except json.JSONDecodeError as exc:
        problem = f"not valid JSON at column {exc.colno} ({exc.msg})"
        problem += "; each line must be one JSON object"
        if "\r" in line:  # lines end at LF or CRLF; a lone CR (old Mac) leaves two on one line
            problem += "; it holds a lone carriage return: use LF or CRLF line ends"
        raise QuestionFormatError(str(file), number, None, problem) from None
    except RecursionError:
        record = None  # nested past what the parser can follow: refused just below
    if record is None or _depth(record) > MAX_LINE_DEPTH:
        raise QuestionFormatError(
            str(file),
            number,
            None,
            f"nested deeper than {MAX_LINE_DEPTH} levels (nesting depth of a line)",
        )
    if not isinstance(record, dict):
        raise QuestionFormatError(
            str(file), number, None, f"expected a JSON object, got {type(record).__name__}"
        )
    if "\\u" in line and not is_valid_unicode(record):
        raise QuestionFormatError(
            str(file),
            number,
            None,
            "holds a lone surrogate escape (such as \\ud800), which is not a character: no "
            "text can be written with it; remove it or write the whole pair",
        )
    return record


def _depth(value: object, limit: int = MAX_LINE_DEPTH) -> int:
    """How deeply ``value`` nests lists and objects, counted without recursion (and stopping
    once past ``limit``, so a hostile line costs no more than reading it)."""
    deepest, stack = 0, [(value, 1)]
    while stack and deepest <= limit:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, depth)
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return deepest
