"""Which trace file a command's TRACE_OR_RUN argument names, and what to say when it names none.

``report``, ``verify``, ``show`` and ``export otlp`` take a run trace ``.json`` file or a
backtest's run folder (the ``--out`` it wrote; the trace is the one ``backtest_<time>_<id>.json``
in it). When the argument names neither, the refusal lists the traces and run folders that are
there, beside the path given, as paths to type into the same command, never as Python to run.
"""

from __future__ import annotations

from pathlib import Path

from forecasting_agents.core._text import listing
from forecasting_agents.record._trace import list_traces

__all__ = [
    "MANIFEST_NAME",
    "TraceLocationError",
    "available_traces",
    "find_trace",
]

MANIFEST_NAME = "manifest.json"
"""The run folder's manifest: a ``.json`` file there that is not a trace."""
SHOWN_CHOICES = 6
"""How many available traces a refusal names before it says how many more there are."""


class TraceLocationError(ValueError):
    """TRACE_OR_RUN names no trace; the message says what was given and what is there."""


def _traces_in(folder: Path) -> list[Path]:
    return [p for p in list_traces(folder) if p.name != MANIFEST_NAME]


def available_traces(folder: Path) -> list[str]:
    """Traces in ``folder`` and run folders directly under it that hold one, as typed paths."""
    if not folder.is_dir():
        return []
    found = [str(p) for p in _traces_in(folder)]
    try:
        children = sorted(p for p in folder.iterdir() if p.is_dir() and not p.name.startswith("."))
    except OSError:  # unreadable: name what was found so far
        return found
    found += [f"{child}/" for child in children if _is_run_folder(child)]
    return found


def _is_run_folder(folder: Path) -> bool:
    """A backtest's finished run folder: its manifest and exactly one trace."""
    return (folder / MANIFEST_NAME).is_file() and len(_traces_in(folder)) == 1


def _nearest_folder(given: Path) -> Path:
    """The closest existing folder at or above ``given`` (its parent for a missing file)."""
    folder = given if given.is_dir() else given.parent
    while not folder.is_dir() and folder != folder.parent:
        folder = folder.parent
    return folder


def _choices(folder: Path, command: str) -> str:
    """A sentence naming what the user can pass instead, with one command to copy."""
    found = available_traces(folder)
    where = "the current folder" if str(folder) in ("", ".") else str(folder)
    if not found:
        return (
            f"No trace or run folder in {where}: pass a trace file (e.g. one in "
            "forecast_traces/) or the --out folder of a finished backtest"
        )
    shown = listing(found, SHOWN_CHOICES)
    return f"Available in {where}: {shown}; e.g. forecast-agents {command} {found[0]}"


def find_trace(path: str | Path, *, command: str) -> Path:
    """The trace file ``path`` names: the file itself, or a run folder's one trace.

    ``command`` is the subcommand, named in the example a refusal gives. Raises
    :class:`TraceLocationError` when there is no such file or folder, the folder holds no trace,
    or it holds several; each message names what is available instead.
    """
    given = Path(path)
    if given.is_file():
        return given
    if not given.is_dir():
        raise TraceLocationError(
            f"TRACE_OR_RUN: {given}: no such file or directory; accepted: a run trace .json "
            f"file, or a backtest's run folder (its --out), which holds its trace. "
            f"{_choices(_nearest_folder(given), command)}"
        )
    found = _traces_in(given)
    if not found:
        raise TraceLocationError(
            f"TRACE_OR_RUN: {given} is a directory with no trace in it; a backtest writes "
            "backtest_<time>_<id>.json there when it finishes (run it again to finish it). "
            f"{_choices(given, command)}"
        )
    if len(found) > 1:
        names = listing([str(p) for p in found], SHOWN_CHOICES)
        raise TraceLocationError(
            f"TRACE_OR_RUN: {given} holds {len(found)} traces ({names}); name one, "
            f"e.g. forecast-agents {command} {found[0]}"
        )
    return found[0]
