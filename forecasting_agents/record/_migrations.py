"""The trace format's versions in one ordered list: what each one changed, and what follows from it.

:data:`MIGRATIONS` is the one place that knows the trace file format's history, oldest first: each
:class:`Migration` is a version and what it changed from the one before. Every version check of
the record layer derives from it: the versions read (``_records.READABLE_SCHEMA_VERSIONS``), the
top-level keys of each version's file (``trace_fields``), the keys of its model calls
(``llm_call_keys``), whether it carries a digest and a signature (``_records``, ``_stream``,
``_trace``), and whether its file stores each message and each reply once (``_compact``).

Conventions
-----------
- A trace is read in its own version and saved in it again, byte for byte: its digest is over its
  file form, and a signature over that digest, so no version is rewritten as a later one. What a
  version changed is therefore undone on load, not applied: a 1.3 or later file's calls are
  expanded to the memory form every sealed version shares (:func:`load_steps`), and a version-1
  call reads with the defaults of the three call keys it predates.
- A version is compared by type as well as value: 1 (the integer) was a version, 1.0 never.
- Imports only the standard library.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = [
    "MIGRATIONS",
    "Migration",
    "call_keys_of",
    "fields_of",
    "is_sealed",
    "load_steps",
    "migration_of",
    "versions_adding",
    "versions_since",
]


@dataclass(frozen=True)
class Migration:
    """One version of the trace file format and what it changed from the version before."""

    version: int | str
    changed: str
    new_fields: tuple[tuple[str, str], ...] = ()
    """Top-level keys it added, each with the key it is written after."""
    new_call_keys: tuple[str, ...] = ()
    """Keys it added to each recorded model call (the last keys of ``LLMCallRecord``)."""
    messages_once: bool = False
    """From this version the file stores each call's conversation as its additions."""
    replies_once: bool = False
    """From this version the file stores each reply once, where its call recorded it."""


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        1,
        "the first pinned traces: no digest, and no wire request, JSON schema or attempts on a "
        "model call",
    ),
    Migration(
        "1.2",
        "sealed: a digest of the content; each model call records its wire request, the JSON "
        "schema it was asked for and its attempts",
        new_fields=(("digest", "schema_version"),),
        new_call_keys=("request", "json_schema", "attempts"),
    ),
    Migration(
        "1.3",
        "a signature of the digest (null when unsigned); each call's conversation stored as what "
        "it added to the previous call's, its request body with references to those messages",
        new_fields=(("signature", "digest"),),
        messages_once=True,
    ),
    Migration(
        "1.4",
        "each reply stored once, where its call recorded it (a later message or a step's "
        "llm_raw that repeats it refers to it)",
        replies_once=True,
    ),
)
"""The trace format's versions, oldest first; the last is the one this code writes."""


def migration_of(version: object) -> Migration | None:
    """The entry of ``version`` (compared by type and value), or None if it is not one."""
    for migration in MIGRATIONS:
        if type(version) is type(migration.version) and version == migration.version:
            return migration
    return None


def versions_since(version: int | str) -> tuple[int | str, ...]:
    """``version`` and every later one: the versions holding what ``version`` introduced."""
    return tuple(m.version for m in MIGRATIONS[_index(version) :])


def versions_adding(name: str) -> tuple[int | str, ...]:
    """The versions whose files hold the top-level key ``name`` (from the one that added it)."""
    added = next(m for m in MIGRATIONS if any(new == name for new, _ in m.new_fields))
    return versions_since(added.version)


def fields_of(version: object, base: tuple[str, ...]) -> tuple[str, ...]:
    """The top-level keys of a file of ``version``: ``base`` (version 1's), with each later
    version's additions put where it writes them."""
    names = list(base)
    for migration in _upto(version):
        for name, after in migration.new_fields:
            names.insert(names.index(after) + 1, name)
    return tuple(names)


def call_keys_of(version: object, keys: tuple[str, ...]) -> tuple[str, ...]:
    """The keys of a recorded model call in a file of ``version``, of the latest ``keys``: those
    a later version added left out."""
    later = {key for m in MIGRATIONS[len(_upto(version)) :] for key in m.new_call_keys}
    return tuple(key for key in keys if key not in later)


def is_sealed(version: object) -> bool:
    """Does a file of ``version`` carry a digest?"""
    return any(name == "digest" for m in _upto(version) for name, _ in m.new_fields)


def load_steps(version: object) -> tuple[bool, bool]:
    """What reading a file of ``version`` undoes to reach the memory form: (each message stored
    once, each reply stored once); neither for a version this list does not hold."""
    index = _find(version)
    if index is None:
        return (False, False)
    steps = MIGRATIONS[: index + 1]
    return (any(m.messages_once for m in steps), any(m.replies_once for m in steps))


def _find(version: object) -> int | None:
    """The position of ``version`` by equality, as the layer's checks always compared it (the
    loader refuses, by type, any version :func:`migration_of` does not hold before asking)."""
    for index, migration in enumerate(MIGRATIONS):
        if version == migration.version:
            return index
    return None


def _index(version: object) -> int:
    index = _find(version)
    if index is None:
        raise ValueError(f"trace version {version!r} is not one of {_versions()}")
    return index


def _upto(version: object) -> tuple[Migration, ...]:
    """The entries up to ``version``; all of them (the latest form) for a version not held."""
    index = _find(version)
    return MIGRATIONS if index is None else MIGRATIONS[: index + 1]


def _versions() -> str:
    return ", ".join(repr(m.version) for m in MIGRATIONS)
