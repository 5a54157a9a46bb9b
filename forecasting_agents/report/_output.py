"""Where a report may be written, and the atomic write itself.

A report is derived from a trace, so writing one must never cost the record it came from, nor a
file the report did not write. :func:`check_output` refuses, with :class:`ReportOutputError`:

1. the trace being reported: the same path once resolved, or (when the output exists) the same
   file by :func:`os.path.samefile`, so a symlink or a hard link to the trace is caught too;
2. anything inside a traces folder: a folder named ``forecast_traces`` anywhere on the path
   (as given or resolved), the repository's pinned traces
   (:data:`forecasting_agents.record._trace.REPO_TRACES_DIR`) and the folder
   :func:`forecasting_agents.record.traces_dir` points at, which hold run traces only;
3. an existing file that is not a report: one that does not start with :data:`REPORT_SIGNATURE`
   (or with the opening of a page written before that marker existed), unless ``force``.

``force`` lifts only the third refusal: it says "that file is mine to replace", which can never
be true of the trace itself or of a folder of traces.

Conventions
-----------
- The page is written by :func:`forecasting_agents.core.write_atomic` (a temporary file in the same
  folder, then a rename), so a reader never sees half a page and a failed write changes nothing.
- The checks read at most the first bytes of an existing output; they never follow the trace's
  own content. They run before the page is rendered, so a refusal is immediate.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from forecasting_agents.core._files import write_atomic
from forecasting_agents.record._trace import REPO_TRACES_DIR, traces_dir

__all__ = [
    "REPORT_FILE_MODE",
    "REPORT_SIGNATURE",
    "TRACES_FOLDER_NAME",
    "ReportOutputError",
    "check_output",
    "write_page",
]


REPORT_FILE_MODE = 0o644
REPORT_SIGNATURE = "<!DOCTYPE html>\n<!-- forecast-agents report -->\n"
"""How every report page starts; an existing output that starts otherwise is not replaced."""
TRACES_FOLDER_NAME = "forecast_traces"
"""A folder of this name holds run traces: no report is written anywhere inside one."""
# The opening of pages written before REPORT_SIGNATURE existed (docs/reports/ held some), so
# re-running the command over one of them still works without --force.
_EARLIER_SIGNATURES = (
    '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
    '<meta http-equiv="Content-Security-Policy" '
    "content=\"default-src 'none'; script-src 'sha256-",
)


class ReportOutputError(ValueError):
    """Refused to write a report to this path; the message says why and what to do instead."""


def check_output(
    target: str | Path, *, trace: str | Path | None = None, force: bool = False
) -> None:
    """Raise :class:`ReportOutputError` unless a report may be written to ``target``.

    ``trace`` is the trace being reported, when there is one; ``force`` allows replacing an
    existing file that is not a report (the other refusals stand). See the module docstring.
    """
    path = Path(target)
    if trace is not None and _same_file(path, Path(trace)):
        raise ReportOutputError(
            f"{target} is the trace being reported ({trace}); writing the report there would "
            "destroy the record. Choose another output file with -o."
        )
    folder = _traces_folder(path)
    if folder is not None:
        raise ReportOutputError(
            f"{target} is inside the traces folder {folder}, which holds run traces only; "
            "write the report somewhere else with -o (--force does not lift this)."
        )
    if os.path.lexists(path) and not path.is_file():
        raise ReportOutputError(f"{target} exists and is not a regular file")
    if path.is_file() and not force and not _is_report(path):
        raise ReportOutputError(
            f"{target} exists and is not a report this command wrote (it does not start with "
            f"{REPORT_SIGNATURE.strip()!r}); refusing to replace it. Pass --force to replace it "
            "anyway, or choose another output file."
        )


def _same_file(output: Path, trace: Path) -> bool:
    """Whether writing ``output`` would replace ``trace`` (same path, symlink or hard link)."""
    if output.resolve() == trace.resolve():
        return True
    try:
        return output.exists() and os.path.samefile(output, trace)
    except OSError:  # the trace vanished or is unreadable: the loader reports that
        return False


def _traces_folder(output: Path) -> Path | None:
    """The traces folder ``output`` lies in, or None; checked as given and once resolved."""
    # abspath folds ".." without following links, so forecast_traces/../r.html is not inside.
    as_given, resolved = Path(os.path.abspath(output)), output.resolve()
    for path in (as_given, resolved):
        for parent in path.parents:
            if parent.name == TRACES_FOLDER_NAME:
                return parent
    for folder in (REPO_TRACES_DIR, traces_dir()):
        folder = folder.resolve()
        if resolved.is_relative_to(folder):
            return folder
    return None


def _is_report(path: Path) -> bool:
    """Whether the file at ``path`` starts like a page this module wrote."""
    signatures = (REPORT_SIGNATURE, *_EARLIER_SIGNATURES)
    with path.open("rb") as handle:
        start = handle.read(max(len(s.encode("utf-8")) for s in signatures))
    return any(start.startswith(s.encode("utf-8")) for s in signatures)


def write_page(
    target: str | Path,
    page: str | Iterable[bytes],
    *,
    trace: str | Path | None = None,
    force: bool = False,
) -> Path:
    """Write ``page`` to ``target`` atomically once :func:`check_output` allows it; the path.

    ``page`` is the text, or its UTF-8 bytes in chunks (a big page written as it is made)."""
    path = Path(target)
    check_output(path, trace=trace, force=force)
    path.parent.mkdir(parents=True, exist_ok=True)
    data = page.encode("utf-8") if isinstance(page, str) else page
    return write_atomic(path, data, mode=REPORT_FILE_MODE)
