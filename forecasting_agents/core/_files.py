"""Atomic files and canonical JSON: the one implementation every writer in the library uses.

A reader of a file written here sees the old content or the new, never half of it, and a process
killed midway leaves no partial file under the target's name. The question and document files
(``_formats``), run traces (:mod:`forecasting_agents.record`), the backtest's run directory
(:mod:`forecasting_agents.evaluation`) and the audit report (:mod:`forecasting_agents.report`) are
all written with :func:`write_atomic`. :func:`canonical_json` is the one byte form of a JSON value
that digests and content hashes are taken over.

Conventions
-----------
- Every byte goes first to a hidden temporary file in the target's folder, ``.<name>.<random>.tmp``;
  it is flushed and fsynced, made readable by others (``mode``, 0o644 by default: ``mkstemp`` makes
  it private, and these files are meant to be shared), then appears under the target's name in one
  step, and the folder is fsynced so the new name survives a crash. The temporary file is always
  removed on the way out.
- ``exclusive=False`` replaces an existing target (``os.replace``). ``exclusive=True`` never does:
  the file appears by hard link, which fails if the name exists; on a file system without hard
  links, by rename while holding an exclusive lock file ``.<name>.lock`` (O_EXCL), so two writers
  cannot both pass the existence check. Refusals raise :class:`TargetExistsError` or
  :class:`TargetLockedError`; callers turn them into their own errors.
- Standard library only, and it imports no other module of the library, so every writer may use it.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

__all__ = [
    "DEFAULT_FILE_MODE",
    "LOCK_SUFFIX",
    "TEMP_SUFFIX",
    "TargetExistsError",
    "TargetLockedError",
    "canonical_json",
    "content_sha256",
    "fsync_dir",
    "remove_temp_files",
    "write_atomic",
]


TEMP_SUFFIX = ".tmp"
LOCK_SUFFIX = ".lock"
DEFAULT_FILE_MODE = 0o644


class TargetExistsError(FileExistsError):
    """An exclusive write found its target already there; nothing was written."""


class TargetLockedError(FileExistsError):
    """An exclusive write found another writer's lock file (or one a killed writer left)."""

    def __init__(self, target: Path, lock: Path) -> None:
        super().__init__(f"{target}: another write holds {lock.name}")
        self.target, self.lock = target, lock


def canonical_json(obj: Any) -> bytes:
    """The canonical UTF-8 JSON of ``obj``: keys sorted, no whitespace, non-ASCII kept as is.

    The same content always gives the same bytes, whatever order its keys were built in. NaN
    and infinities are refused (ValueError): they are not JSON, so no digest covers them.
    """
    text = json.dumps(
        obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )
    return text.encode("utf-8")


def write_atomic(
    path: str | Path, data: bytes, *, exclusive: bool = False, mode: int = DEFAULT_FILE_MODE
) -> Path:
    """Write ``data`` to ``path`` atomically (see the module docstring); returns the path.

    With ``exclusive=True`` an existing file is never replaced: :class:`TargetExistsError`
    (or :class:`TargetLockedError` while another writer holds the lock) and nothing changes.
    """
    target = Path(path)
    if exclusive and target.exists():
        raise TargetExistsError(f"{target}: already exists")
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=target.parent
    )
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        tmp.chmod(mode)
        if exclusive:
            _publish_exclusive(tmp, target)
        else:
            os.replace(tmp, target)
        fsync_dir(target.parent)
    finally:
        tmp.unlink(missing_ok=True)
    return target


def _publish_exclusive(tmp: Path, target: Path) -> None:
    try:
        # link() fails if the target exists, so a concurrent writer cannot be clobbered.
        os.link(tmp, target)
    except FileExistsError:
        raise TargetExistsError(f"{target}: already exists") from None
    except OSError:
        _rename_exclusive(tmp, target)


def _rename_exclusive(tmp: Path, target: Path) -> None:
    """Move a complete temporary file to ``target`` unless it exists; rename() alone would
    replace it, so writers take an exclusive lock (O_EXCL) around the check and the rename."""
    lock = target.with_name(f".{target.name}{LOCK_SUFFIX}")
    try:
        fd = os.open(lock, os.O_CREAT | os.O_EXCL | os.O_WRONLY, DEFAULT_FILE_MODE)
    except FileExistsError:
        raise TargetLockedError(target, lock) from None
    try:
        if target.exists():
            raise TargetExistsError(f"{target}: already exists")
        os.replace(tmp, target)
    finally:
        os.close(fd)
        lock.unlink(missing_ok=True)


def remove_temp_files(folder: Path, pattern: str, older_than_s: float | None = None) -> None:
    """Delete the temporary files that killed writes left in ``folder`` (matching ``pattern``).

    ``older_than_s`` spares younger files, which a write running right now may still own; None
    removes every match (for a folder that only one process writes, such as a run directory).
    """
    if not folder.is_dir():
        return
    oldest_allowed = None if older_than_s is None else time.time() - older_than_s
    for path in folder.glob(pattern):
        try:
            if oldest_allowed is None or path.stat().st_mtime < oldest_allowed:
                path.unlink()
        except OSError:
            pass  # a concurrent writer removed it first, or it is not ours to remove


def fsync_dir(folder: Path) -> None:
    """Make a rename in ``folder`` durable; a no-op where the platform cannot open folders."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return  # not supported on this platform; the file itself is already synced
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def content_sha256(obj: Any) -> str:
    """Hex SHA-256 of ``obj``'s canonical JSON: what records hold of their inputs."""
    return hashlib.sha256(canonical_json(obj)).hexdigest()
