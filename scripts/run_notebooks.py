"""Execute every course notebook in replay mode, in order, and commit-ready.

This is the course's main command (``make notebooks``). Each ``notebooks/NN_name.py`` source
is converted with Jupytext and executed by papermill with its default parameters, which replay
the pinned traces: no network, no key, the same bytes on every run. The executed notebook is
written beside its source. A failing cell stops the run with the notebook, the cell and the
error named.

Usage: python scripts/run_notebooks.py [NAME ...]   (names filter, e.g. 02 or 02_tool)
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from notebook_build import execute, notebook_sources


def main(argv: list[str]) -> int:
    import papermill

    sources = [s for s in notebook_sources() if not argv or any(a in s.stem for a in argv)]
    if not sources:
        print(f"no notebook matches {argv}", file=sys.stderr)
        return 2
    for number, source in enumerate(sources, start=1):
        label = f"[{number}/{len(sources)}] {source.stem}"
        print(f"{label} ...", flush=True)
        started = time.perf_counter()
        try:
            execute(source, source.with_suffix(".ipynb"))
        except papermill.PapermillExecutionError as exc:
            print(
                f"{label}: FAILED in cell {exc.exec_count} (execution count):\n"
                f"  {exc.ename}: {exc.evalue}\n"
                f"  Fix the source notebooks/{source.name}, then run `make notebooks` again.",
                file=sys.stderr,
            )
            return 1
        print(f"{label}: ok ({time.perf_counter() - started:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
