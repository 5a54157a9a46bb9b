"""The manifest of pinned traces: which record each notebook replays, named once.

A notebook replays one pinned trace; the Makefile renders its report and the tests check it.
All three read ``forecast_traces/pinned.toml`` (:data:`PINNED_MANIFEST`) rather than a file name
or a glob of their own, so a live run, which saves a new trace into the same folder, never
changes what the build and the tests read: a new trace is pinned only when someone names it in
the manifest.

The file is a TOML table ``[pinned]`` of ``notebook = "file name"`` pairs. It is part of the
repository, but it is still read as input: a missing file, a malformed entry, a name with a folder
in it or a file that is not there is a :class:`PinnedManifestError` that names the manifest, the
entry and what to do.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

from forecasting_agents.record._trace import REPO_TRACES_DIR

__all__ = [
    "PINNED_MANIFEST",
    "PinnedManifestError",
    "pinned_trace",
    "pinned_traces",
]


PINNED_MANIFEST = REPO_TRACES_DIR / "pinned.toml"
"""Where the course names its pinned traces."""


class PinnedManifestError(ValueError):
    """The manifest of pinned traces is missing, malformed or names a file that is not there."""


def pinned_traces(manifest: Path = PINNED_MANIFEST) -> dict[str, Path]:
    """Each notebook's pinned trace, by notebook name, as paths beside the manifest."""
    try:
        table = tomllib.loads(manifest.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise PinnedManifestError(
            f"{manifest}: no manifest of pinned traces; it ships with the repository, so "
            "restore it (git checkout -- forecast_traces/pinned.toml)"
        ) from None
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise PinnedManifestError(f"{manifest}: not valid TOML ({exc})") from None
    entries = table.get("pinned")
    if not isinstance(entries, dict) or not entries:
        raise PinnedManifestError(f'{manifest}: needs a [pinned] table of notebook = "file"')
    return {notebook: _entry(manifest, notebook, name) for notebook, name in entries.items()}


def pinned_trace(notebook: str, manifest: Path = PINNED_MANIFEST) -> Path:
    """The trace ``notebook`` replays by default; PinnedManifestError if none is pinned."""
    traces = pinned_traces(manifest)
    if notebook not in traces:
        pinned = ", ".join(sorted(traces))
        raise PinnedManifestError(
            f"{manifest}: pins no trace for {notebook!r} (it pins {pinned}); add a line "
            f'{notebook} = "<trace file name>" under [pinned]'
        )
    return traces[notebook]


def _entry(manifest: Path, notebook: str, name: object) -> Path:
    where = f"{manifest}: [pinned] {notebook}"
    if not isinstance(name, str) or not name.endswith(".json") or Path(name).name != name:
        raise PinnedManifestError(f"{where} = {name!r}: give the file name of a trace beside it")
    if not name.startswith(f"{notebook}_"):
        raise PinnedManifestError(f"{where} = {name!r}: its traces are named {notebook}_*.json")
    path = manifest.parent / name
    if not path.is_file():
        raise PinnedManifestError(f"{where} = {name!r}: no such file in {manifest.parent}")
    return path
