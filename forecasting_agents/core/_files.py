"""Atomic files and canonical JSON: the one implementation every writer in the library uses.

A reader of a file written here sees the old content or the new, never half of it, and a process
killed midway leaves no partial file under the target's name. The question and document files
(``_formats``), run traces (:mod:`forecasting_agents.record`), the backtest's run directory
(:mod:`forecasting_agents.evaluation`) and the audit report (:mod:`forecasting_agents.report`) are
all written with :func:`write_atomic`. :func:`canonical_json` is the one byte form of a JSON value
that digests and content hashes are taken over. :class:`ExclusiveLock` is the one lock a process
holds on a folder for a whole task (the backtest's run directory).

Conventions
-----------
- Every byte goes first to a hidden temporary file in the target's folder, ``.<name>.<random>.tmp``;
  it is flushed and fsynced, made readable by others (``mode``, 0o644 by default: ``mkstemp`` makes
  it private, and these files are meant to be shared), then appears under the target's name in one
  step, and the folder is fsynced so the new name survives a crash. The temporary file is always
  removed on the way out. It is created with O_EXCL (never through a symbolic link) and its mode is
  set on the open file, never by name; the rename replaces a link at the target's name rather than
  writing through it (a caller that must refuse links checks with ``lstat`` first).
- ``exclusive=False`` replaces an existing target (``os.replace``). ``exclusive=True`` never does:
  the file appears by hard link, which fails if the name exists; on a file system without hard
  links, by rename while holding an exclusive lock file ``.<name>.lock`` (O_EXCL), so two writers
  cannot both pass the existence check. Refusals raise :class:`TargetExistsError` or
  :class:`TargetLockedError`; callers turn them into their own errors.
- :class:`ExclusiveLock` (its docstring has the rules): an O_EXCL lock file naming its holder's
  pid, host and start time, plus ``fcntl.flock`` where there is one; a stale lock (its process
  gone) is taken over, a held one raises :class:`LockHeldError`.
- Standard library only, and it imports no other module of the library, so every writer may use it.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import socket
import stat
import tempfile
import time
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "DEFAULT_FILE_MODE",
    "LOCK_ATTEMPTS",
    "LOCK_GRACE_S",
    "LOCK_RETRY_S",
    "LOCK_SUFFIX",
    "NO_FOLLOW",
    "TEMP_SUFFIX",
    "ExclusiveLock",
    "LockHeldError",
    "LockHolder",
    "TargetExistsError",
    "TargetLockedError",
    "canonical_json",
    "content_sha256",
    "fsync_dir",
    "named_errors",
    "remove_temp_files",
    "write_atomic",
]


TEMP_SUFFIX = ".tmp"
LOCK_SUFFIX = ".lock"
DEFAULT_FILE_MODE = 0o644
NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)
"""The ``os.open`` flag that refuses a symbolic link (0 where the platform has none)."""


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
    path: str | Path,
    data: bytes | Iterable[bytes],
    *,
    exclusive: bool = False,
    mode: int = DEFAULT_FILE_MODE,
    durable: bool = True,
) -> Path:
    """Write ``data`` to ``path`` atomically (see the module docstring); returns the path.

    ``data`` is the bytes, or an iterable of chunks written one after the other (a large file
    streamed without its whole content in memory). With ``exclusive=True`` an existing file is
    never replaced: :class:`TargetExistsError` (or :class:`TargetLockedError` while another
    writer holds the lock) and nothing changes. ``durable=False`` skips the two fsyncs, for a
    cache whose loss a crash may cause but whose digest shows it (still never half written).
    """
    target = Path(path)
    if exclusive and target.exists():
        raise TargetExistsError(f"{target}: already exists")
    # mkstemp normalises ".." lexically (``a/link/..`` becomes ``a``) while the rename below
    # resolves it through the link, as the system does: the folder is resolved first, so the
    # temporary file is made beside where the target really is.
    fd, tmp_name = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=TEMP_SUFFIX, dir=os.path.realpath(target.parent)
    )
    tmp = Path(tmp_name)
    try:
        with named_errors(target), os.fdopen(fd, "wb") as handle:
            for chunk in (data,) if isinstance(data, bytes | bytearray) else data:
                handle.write(chunk)
            handle.flush()
            if durable:
                os.fsync(handle.fileno())
            _chmod_open(handle.fileno(), tmp, mode)
        if exclusive:
            _publish_exclusive(tmp, target)
        else:
            os.replace(tmp, target)
        if durable:
            fsync_dir(target.parent)
    finally:
        tmp.unlink(missing_ok=True)
    return target


@contextlib.contextmanager
def named_errors(path: Path) -> Iterator[None]:
    """Give an OSError raised inside (a full disk's ENOSPC from ``write``, say) ``path`` as its
    file name when it names none, so whoever reports it can say which file could not be written.
    The error keeps its type (``OSError(errno, ...)`` builds the subclass for the errno)."""
    try:
        yield
    except OSError as exc:
        if exc.filename is not None or exc.errno is None:
            raise
        raise OSError(exc.errno, exc.strerror, str(path)) from exc


def _chmod_open(fd: int, path: Path, mode: int) -> None:
    """Set the mode of the file open as ``fd``, never of whatever ``path`` names by then.

    A chmod by name would follow a symbolic link put in the temporary file's place; the open
    descriptor is the file mkstemp created (O_EXCL, so never a link). Where fchmod is missing
    (Windows, which has no such modes), by name.
    """
    if hasattr(os, "fchmod"):
        os.fchmod(fd, mode)
    else:  # pragma: no cover - Windows
        path.chmod(mode)


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


# --------------------------------------------------------------------------- locks


LOCK_GRACE_S = 2.0
"""A lock file younger than this whose content cannot be read yet is being written: wait."""
LOCK_RETRY_S = 0.05
LOCK_ATTEMPTS = 60
"""How often :meth:`ExclusiveLock.acquire` looks again at a lock that is changing hands: for
``LOCK_ATTEMPTS * LOCK_RETRY_S`` (3 s), longer than ``LOCK_GRACE_S``."""
_LOCK_READ_LIMIT = 64 * 1024


@dataclass(frozen=True)
class LockHolder:
    """Who holds, or held, a lock: process id, host name, and since when (UTC, to the second)."""

    pid: int
    host: str
    since: str

    @classmethod
    def me(cls) -> LockHolder:
        """This process, now."""
        return cls(os.getpid(), socket.gethostname(), time.strftime(_UTC_FORMAT, time.gmtime()))

    @classmethod
    def parse(cls, raw: bytes) -> LockHolder | None:
        """The holder a lock file names, or None when its content is not one (yet)."""
        try:
            data = json.loads(raw.decode("utf-8"))
        except (ValueError, RecursionError):  # not UTF-8 or JSON, a huge number, deep nesting
            return None
        if not isinstance(data, dict):
            return None
        pid, host, since = data.get("pid"), data.get("host"), data.get("since")
        if isinstance(pid, bool) or not isinstance(pid, int) or not 0 < pid <= _MAX_PID:
            return None
        if not isinstance(host, str) or not isinstance(since, str):
            return None
        return cls(pid, host, since)

    def describe(self) -> str:
        """``pid 123 on host 'box', since 2025-01-01T12:00:00Z``."""
        return f"pid {self.pid} on host {self.host!r}, since {self.since}"


_UTC_FORMAT = "%Y-%m-%dT%H:%M:%SZ"


class LockHeldError(FileExistsError):
    """The lock is held by a running process, or by one this process cannot prove has ended.

    ``holder`` is what the lock file names (None when it cannot be read); ``reason`` says why
    the lock was not taken over and what to do.
    """

    def __init__(self, lock: Path, holder: LockHolder | None, reason: str) -> None:
        who = holder.describe() if holder else "an unknown process (unreadable lock file)"
        super().__init__(f"{lock}: held by {who}; {reason}")
        self.lock, self.holder, self.reason = lock, holder, reason


class ExclusiveLock:
    """An exclusive lock file held for a whole task: ``with ExclusiveLock(path) as lock: ...``.

    Conventions
    -----------
    - Taking it creates ``path`` with O_CREAT | O_EXCL | O_NOFOLLOW (so exactly one process
      creates it, and never through a symbolic link), takes ``fcntl.flock`` on it where the
      platform and file system have flock, then writes the holder (:class:`LockHolder`) as
      JSON. Releasing it removes the file, if it is still this lock's, and closes it.
    - A lock file found in place is held while its flock is held. It is stale, and is removed
      and taken over (:attr:`took_over` then describes it), when it names this host and a
      process that is not running (or this process's own id, left by a killed run whose id
      was reused), and its flock is free; or when it stayed unreadable for ``LOCK_GRACE_S``
      with its flock free. A lock naming another host, or a running process, is never taken
      over: :class:`LockHeldError` says whom it names and what to do.
    - The kernel drops a flock when its process dies, so a SIGKILLed holder's lock is free to
      take; without flock (Windows, some network file systems) only the process check
      decides, and on Windows, where a process cannot be probed safely, nothing is taken over.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.holder: LockHolder | None = None
        self.took_over: str | None = None
        self._fd: int | None = None

    def __enter__(self) -> ExclusiveLock:
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()

    @property
    def held(self) -> bool:
        """Whether this object holds the lock now."""
        return self._fd is not None

    def acquire(self) -> ExclusiveLock:
        """Take the lock or raise :class:`LockHeldError`; a stale lock is taken over."""
        if self._fd is not None:
            raise RuntimeError(f"{self.path}: this lock is already held")
        waiting: LockHeldError | None = None
        for _ in range(LOCK_ATTEMPTS):
            if self._create():
                return self
            waiting = self._inspect()
            if waiting is not None:
                time.sleep(LOCK_RETRY_S)
        if self._create():  # the last look may have removed a stale lock
            return self
        raise waiting or LockHeldError(
            self.path, None, "it kept changing hands while being checked; try again"
        )

    def release(self) -> None:
        """Remove the lock file (only if it is still this lock's) and close it; idempotent."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        try:
            if _same_file(fd, self.path):
                self.path.unlink()
        except OSError:
            pass  # already gone; nothing of ours is left to remove
        finally:
            os.close(fd)

    def _create(self) -> bool:
        flags = os.O_CREAT | os.O_EXCL | os.O_WRONLY | NO_FOLLOW
        try:
            fd = os.open(self.path, flags, DEFAULT_FILE_MODE)
        except FileExistsError:
            return False
        try:
            # Blocking: a process inspecting this new, still empty file holds it for a moment.
            _flock(fd, blocking=True)
            holder = LockHolder.me()
            with named_errors(self.path):  # a full disk's ENOSPC names no file by itself
                _write_all(fd, (json.dumps(asdict(holder)) + "\n").encode("utf-8"))
                os.fsync(fd)
        except BaseException:
            self.path.unlink(missing_ok=True)
            os.close(fd)
            raise
        self._fd, self.holder = fd, holder
        return True

    def _inspect(self) -> LockHeldError | None:
        """Judge the lock file in place: None to try again now (it went, or was stale and is
        removed), an error to wait on (it is changing hands), or raise (it is held)."""
        try:
            fd = os.open(self.path, os.O_RDONLY | NO_FOLLOW)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise LockHeldError(
                self.path,
                None,
                f"it cannot be opened as a plain file ({exc.strerror}); remove it if no run "
                "is using it",
            ) from None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise LockHeldError(
                    self.path, None, "it is not a plain file; move it away if no run is using it"
                )
            return self._judge(fd)
        finally:
            os.close(fd)

    def _judge(self, fd: int) -> LockHeldError | None:
        free = _flock(fd, blocking=False)
        if not _same_file(fd, self.path):
            return None  # replaced or removed while we looked: look again
        holder = LockHolder.parse(_read_all(fd))
        if free is False:
            error = LockHeldError(
                self.path, holder, "it is still running: wait for it to finish, or stop it first"
            )
            if holder is None or _ended_here(holder):
                return error  # being written, or being taken over right now: wait and see
            raise error
        if holder is None:
            if time.time() - os.fstat(fd).st_mtime < LOCK_GRACE_S:
                return LockHeldError(self.path, None, "its lock file is being written")
        elif reason := _still_held(holder, free, self.path):
            raise LockHeldError(self.path, holder, reason)
        # Stale. Holding its flock (where there is one), so no other taker removes a newer lock.
        if _same_file(fd, self.path):
            self.path.unlink()
            self.took_over = (
                f"the lock of {holder.describe()}, a process no longer running"
                if holder
                else "an unreadable lock file, whose writer is gone"
            )
        return None


def _still_held(holder: LockHolder, free: bool | None, path: Path) -> str | None:
    """Why a lock whose flock is free (or absent) is not stale, or None when it is."""
    if holder.host != socket.gethostname():
        return (
            f"it was taken on another host, where this one cannot check whether process "
            f"{holder.pid} still runs; if that run is over, remove {path}"
        )
    if free and holder.pid == os.getpid():
        return None  # a killed run's lock, and this process reuses its id
    alive = _pid_alive(holder.pid)
    if alive is None:
        return f"this platform cannot check process {holder.pid}; if it has ended, remove {path}"
    if alive:
        return (
            f"process {holder.pid} is running; wait for it to finish, or, if it is not a run "
            f"using this lock, remove {path}"
        )
    return None


def _ended_here(holder: LockHolder) -> bool:
    return holder.host == socket.gethostname() and _pid_alive(holder.pid) is False


_MAX_PID = 2**31 - 1  # os.kill takes a C int: a larger "pid" names no process on any system


def _pid_alive(pid: int) -> bool | None:
    """Whether process ``pid`` exists on this host; None where that cannot be asked safely."""
    if os.name == "nt":  # pragma: no cover - os.kill there terminates the process
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # it exists, under another user
    except OSError:
        return None
    return True


def _flock(fd: int, *, blocking: bool) -> bool | None:
    """Take an exclusive flock on ``fd``: True taken, False held elsewhere, None no flock here."""
    if fcntl is None:  # pragma: no cover - Windows
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if blocking else fcntl.LOCK_NB))
    except BlockingIOError:
        return False
    except OSError:
        return None  # the file system has no flock (ENOLCK, EOPNOTSUPP)
    return True


def _same_file(fd: int, path: Path) -> bool:
    """Whether ``path`` still names the file open as ``fd`` (not a link, not a newer file)."""
    try:
        named = os.lstat(path)
    except FileNotFoundError:
        return False
    held = os.fstat(fd)
    return (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino)


def _read_all(fd: int) -> bytes:
    chunks: list[bytes] = []
    size = 0
    while size < _LOCK_READ_LIMIT and (chunk := os.read(fd, 4096)):
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]
