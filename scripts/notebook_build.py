"""Turn a Jupytext source into an executed notebook, deterministically.

Shared by ``run_notebooks.py`` (the course's main command), the benchmark and the notebook
tests, so there is one definition of "the executed notebook a source produces".

Conventions
-----------
- Cell ids are derived from the cell's position, not drawn at random, so the same source
  always gives the same notebook.
- papermill's timing metadata and per-cell execution timestamps are removed after execution:
  they record when the notebook ran, which is not part of what it shows.
- Notebooks execute with the kernel of the current environment (``python3`` resolves to the
  interpreter running this script), with the notebook's own folder as working directory, over
  local IPC sockets rather than TCP ports; the kernel keeps no input history and is stopped
  at once when the last cell has run.
- The executed notebook is written with :func:`forecasting_agents.core.write_atomic`: a failed or
  killed
  run leaves the previous file as it was.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

from forecasting_agents.core import write_atomic

REPO_ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS_DIR = REPO_ROOT / "notebooks"
KERNEL_NAME = "python3"
VOLATILE_METADATA = ("papermill", "execution")
KERNEL_ARGUMENTS = ("--HistoryManager.enabled=False",)
"""IPython's input history: a headless run never reads it back, and it costs about 2 ms a cell
(a notebook of 27 code cells runs 0.06 s sooner without it)."""


def _ipc_kernel_manager(folder: Path) -> type:
    """A kernel manager whose kernel talks over IPC sockets in ``folder`` instead of TCP ports.

    Nothing needs the kernel on the network, and ipykernel warns about unencrypted TCP. The
    sockets live in a folder private to this run, so concurrent runs cannot collide.
    """
    from jupyter_client.manager import AsyncKernelManager

    class IPCKernelManager(AsyncKernelManager):
        def __init__(self, **kwargs: Any) -> None:
            super().__init__(**kwargs)
            self.transport = "ipc"
            self.ip = str(folder / "kernel")

    return IPCKernelManager


def notebook_sources() -> list[Path]:
    """The course's notebook sources, in reading order."""
    return sorted(NOTEBOOKS_DIR.glob("[0-9][0-9]_*.py"))


def source_to_notebook(source: Path) -> Any:
    """Read a Jupytext percent source into a notebook with stable cell ids."""
    import jupytext

    notebook = jupytext.read(source)
    for index, cell in enumerate(notebook.cells):
        cell["id"] = f"cell-{index:03d}"
    return notebook


def execute(
    source: Path,
    output: Path,
    parameters: dict[str, Any] | None = None,
    progress_bar: bool = False,
    extra_env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> list[float]:
    """Execute ``source`` with papermill into ``output`` and strip run-time metadata.

    The output file is written atomically: a failed run leaves any previous file untouched.
    Returns how long each code cell took, in seconds and in order, as papermill measured it
    before the timings are stripped (for the benchmark: where a notebook's time goes). The
    kernel runs in ``cwd``, by default the source's own folder.
    """
    import nbformat
    import papermill

    notebook = source_to_notebook(source)
    output.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as scratch:
        unexecuted = Path(scratch) / source.with_suffix(".ipynb").name
        executed = Path(scratch) / f"executed-{unexecuted.name}"
        nbformat.write(notebook, unexecuted)
        saved_env = {k: os.environ.get(k) for k in (extra_env or {})}
        os.environ.update(extra_env or {})
        try:
            papermill.execute_notebook(
                str(unexecuted),
                str(executed),
                parameters=parameters or {},
                kernel_name=KERNEL_NAME,
                cwd=str(cwd or source.parent),
                progress_bar=progress_bar,
                log_output=False,
                # Write the executed notebook once, at the end, not after every cell.
                request_save_on_cell_execute=False,
                kernel_manager_class=_ipc_kernel_manager(Path(scratch)),
                extra_arguments=list(KERNEL_ARGUMENTS),
                # Every output has arrived when the last cell ends. A graceful shutdown waits
                # for the kernel to exit on its own, which here stalls about one run in three by
                # 3 s; nothing the notebook does is left for the kernel to finish.
                shutdown_kernel="immediate",
                # Merge consecutive stream chunks: how a busy machine splits one print into
                # several outputs is timing, not content, and must not change the notebook.
                coalesce_streams=True,
            )
        finally:
            for key, value in saved_env.items():
                if value is None:
                    os.environ.pop(key, None)
                else:
                    os.environ[key] = value
        result = nbformat.read(executed, as_version=4)
    durations = [
        float(cell.metadata.get("papermill", {}).get("duration") or 0.0)
        for cell in result.cells
        if cell.cell_type == "code"
    ]
    strip_volatile_metadata(result)
    text = nbformat.writes(result)
    # As nbformat.write() ends the file, so the bytes are the same as before.
    write_atomic(output, (text if text.endswith("\n") else text + "\n").encode("utf-8"))
    return durations


def strip_volatile_metadata(notebook: Any) -> None:
    """Remove what records when and how long a run took, keeping what it showed."""
    for key in VOLATILE_METADATA:
        notebook.metadata.pop(key, None)
    for cell in notebook.cells:
        for key in VOLATILE_METADATA:
            cell.metadata.pop(key, None)
