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

A record's ``params`` have a history of their own, which no file version marks:
:data:`PARAMS_MIGRATIONS` lists, oldest first, each way a run's settings were once recorded and
how it reads in today's. It is applied on reading (:func:`migrate_params`, through which
:meth:`forecasting_agents.evaluation._settings.RunSettings.from_params` reads every record),
never to the file: a pinned trace keeps its bytes, so its digest still holds, and only new
records are written in today's vocabulary, the command's ``params["settings"]``
(:meth:`forecasting_agents.evaluation.BacktestSettings.recorded`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

__all__ = [
    "MIGRATIONS",
    "PARAMS_MIGRATIONS",
    "Migration",
    "ParamsMigration",
    "call_keys_of",
    "fields_of",
    "is_sealed",
    "load_steps",
    "migrate_params",
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


@dataclass(frozen=True)
class ParamsMigration:
    """One former way of recording a run's settings in its params, and how it reads today."""

    changed: str
    applies: Callable[[Mapping[str, Any]], bool]
    """Are these params recorded the former way?"""
    migrate: Callable[[Mapping[str, Any]], dict[str, Any]]
    """The same params in the way that followed (a new mapping; the given one is untouched)."""


NOTEBOOK_04_SETTINGS: Mapping[str, str] = {
    "n_agents": "agents",
    "allowed_domains": "allowed_domains",
    "max_steps": "max_steps",
    "max_search_results": "max_search_results",
    "leak_policy": "leak_policy",
    "calibrate": "calibrate",
    "model_knowledge_cutoff": "knowledge_cutoff",
    "min_documents": "min_documents",
    "required_types": "required_types",
    "search_pool": "search_pool",
    "on_repeat": "on_repeat",
}
"""The settings notebook 04 once recorded beside its other params: its key -> today's, the
command's (the rest of its params, the questions, the search client, the files' hashes and the
concurrency, stay where they were)."""


def _settings_beside_params(params: Mapping[str, Any]) -> bool:
    return not isinstance(params.get("settings"), Mapping)


def _settings_in_one_object(params: Mapping[str, Any]) -> dict[str, Any]:
    """The settings moved into ``params["settings"]``, under the command's names."""
    rest = {key: value for key, value in params.items() if key not in NOTEBOOK_04_SETTINGS}
    moved = {new: params[old] for old, new in NOTEBOOK_04_SETTINGS.items() if old in params}
    return {**rest, "settings": moved}


PARAMS_MIGRATIONS: tuple[ParamsMigration, ...] = (
    ParamsMigration(
        "notebook 04 recorded its settings beside its other params, the panel's size as n_agents "
        "and the knowledge cutoff as model_knowledge_cutoff; since, it records them as the "
        "command does, in one object params['settings'] in the command's names",
        applies=_settings_beside_params,
        migrate=_settings_in_one_object,
    ),
)
"""The former ways of recording a run's settings, oldest first (see the module docstring)."""


def migrate_params(params: Mapping[str, Any]) -> tuple[dict[str, Any], int]:
    """``params`` read in today's vocabulary, and how many of :data:`PARAMS_MIGRATIONS` it took
    (0 for a record made in today's): each that applies is applied, in order."""
    current, applied = dict(params), 0
    for migration in PARAMS_MIGRATIONS:
        if migration.applies(current):
            current, applied = migration.migrate(current), applied + 1
    return current, applied


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
