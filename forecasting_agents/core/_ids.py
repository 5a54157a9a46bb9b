"""Ids: what a question's or a document's id may be, since it names a file of a run directory.

The one rule for every id the library takes (a line of a questions or documents file, a question
passed to the backtest runner, an id a source re-spells): 1-:data:`MAX_ID_CHARS` letters, digits,
``.``, ``_`` or ``-``, starting with a letter or digit, and not a name Windows reserves for a
device (``CON``, ``NUL``, ``COM1``...), which cannot name a record file there. Standard library
only, like the rest of ``core``.
"""

from __future__ import annotations

import re

__all__ = [
    "IDENTIFIER_RULE",
    "MAX_ID_CHARS",
    "RESERVED_NAMES_RULE",
    "WINDOWS_RESERVED_NAMES",
    "is_identifier",
    "is_reserved_name",
    "matches_id_pattern",
]


MAX_ID_CHARS = 100
_IDENTIFIER = re.compile(rf"[A-Za-z0-9][A-Za-z0-9._-]{{0,{MAX_ID_CHARS - 1}}}")
RESERVED_NAMES_RULE = (
    "CON, PRN, AUX, NUL, COM1-COM9 or LPT1-LPT9, in any case, with or without an extension"
)
IDENTIFIER_RULE = (
    f"1-{MAX_ID_CHARS} letters, digits, '.', '_' or '-', starting with a letter or digit, and "
    f"not a device name Windows reserves ({RESERVED_NAMES_RULE})"
)
"""What an id may be, in words, for every message that refuses one."""

WINDOWS_RESERVED_NAMES = frozenset(
    {"CON", "PRN", "AUX", "NUL"} | {f"{port}{n}" for port in ("COM", "LPT") for n in range(1, 10)}
)
"""The device names Windows will not give a file, whatever follows them after a dot."""


def matches_id_pattern(value: object) -> bool:
    """Is ``value`` made of the characters an id may hold, of a length it may have?"""
    return isinstance(value, str) and _IDENTIFIER.fullmatch(value) is not None


def is_reserved_name(value: str) -> bool:
    """True if ``value`` names a Windows device as a file name: ``CON``, ``nul``, ``Com1.json``,
    ``lpt9.txt``... (any case; the part before the first dot, as Windows reads it, trailing
    spaces and dots dropped). Such an id would name a record that cannot be written there, or
    one that writes to the device."""
    stem = value.split(".", 1)[0].rstrip(" .")
    return stem.upper() in WINDOWS_RESERVED_NAMES


def is_identifier(value: object) -> bool:
    """Is ``value`` a valid id (a question's or a document's)? It also names a record file, so
    a name Windows reserves for a device (:func:`is_reserved_name`) is not one."""
    return matches_id_pattern(value) and not is_reserved_name(value)  # type: ignore[arg-type]
