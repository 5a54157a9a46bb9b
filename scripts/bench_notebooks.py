"""Benchmark: replaying the course notebooks against executing empty notebooks.

A replay-mode notebook should cost little more than starting a kernel. This script measures
both the same way (the runner's own ``execute``, so Jupytext conversion and papermill overhead
are included on both sides) and prints the ratios the course commits to:

- notebooks 01-03 together, against three empty notebooks (target: well under 2x);
- notebook 04 alone, backtest included, against one empty notebook (the project aims for
  1.5x; docs/speed.md says where it stands and why).

Two more lines say where 04's time goes. Its *floor* is 04 with every code cell after the
settings check emptied (``pass``): the imports, opening the record and the cost of having that
many cells, with none of the lesson's work. Its slowest cells come from papermill's own cell
timings, each the median over the runs.

Each timing is the median of ``--repeats`` runs. Usage:
    python scripts/bench_notebooks.py [--repeats N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from notebook_build import execute, notebook_sources, source_to_notebook

EMPTY_SOURCE = """\
# ---
# jupyter:
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %%
"""


SLOWEST_CELLS_SHOWN = 5


def timed_runs(
    source: Path, output: Path, repeats: int, cwd: Path | None = None
) -> tuple[float, list[float]]:
    """The median wall time of ``repeats`` runs, and the median time of each code cell."""
    timings, cell_runs = [], []
    for _ in range(repeats):
        started = time.perf_counter()
        cell_runs.append(execute(source, output, cwd=cwd))
        timings.append(time.perf_counter() - started)
    return statistics.median(timings), [
        statistics.median(cell) for cell in zip(*cell_runs, strict=True)
    ]


def floor_source(source: Path, folder: Path) -> Path:
    """``source`` with every code cell after the one that follows its parameters cell emptied.

    What is left is the notebook's imports and settings check, and as many code cells as it
    has: the least any notebook of that shape can cost, before it does any of its work.
    """
    import jupytext

    notebook = source_to_notebook(source)
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    parameters = next(
        i for i, cell in enumerate(code) if "parameters" in cell.metadata.get("tags", [])
    )
    for cell in code[parameters + 2 :]:
        cell.source = "pass"
    floor = folder / f"{source.stem}_floor.ipynb"
    jupytext.write(notebook, floor)
    return floor


def slowest_cells(source: Path, cell_seconds: list[float]) -> list[str]:
    """The code cells of ``source`` that took longest, each with its first line."""
    code = [cell for cell in source_to_notebook(source).cells if cell.cell_type == "code"]
    ranked = sorted(zip(cell_seconds, code, strict=True), key=lambda pair: -pair[0])
    return [
        f"  {seconds:5.2f} s  {cell.source.splitlines()[0][:70] if cell.source else ''}"
        for seconds, cell in ranked[:SLOWEST_CELLS_SHOWN]
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    repeats = parser.parse_args().repeats
    sources = notebook_sources()
    fourth = next((source for source in sources if source.stem.startswith("04")), None)
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        empty = folder / "00_empty.py"
        empty.write_text(EMPTY_SOURCE)
        # One untimed run first: the very first kernel start pays for cold file caches.
        execute(empty, folder / "00_warmup.ipynb")
        baseline, _ = timed_runs(empty, folder / "00_empty.ipynb", repeats)
        print(f"{'empty notebook':<24} {baseline:6.2f} s")
        timings, cells = {}, {}
        for source in sources:
            output = folder / f"{source.stem}.ipynb"
            timings[source.stem], cells[source.stem] = timed_runs(source, output, repeats)
            ratio = timings[source.stem] / baseline
            print(f"{source.stem:<24} {timings[source.stem]:6.2f} s  ({ratio:.2f}x empty)")
        if fourth is not None:
            floor = floor_source(fourth, folder)
            # In 04's own folder, so that its settings check finds the pinned record.
            floor_seconds, _ = timed_runs(
                floor, folder / "04_floor_run.ipynb", repeats, fourth.parent
            )
    first_three = [t for name, t in timings.items() if name[:2] in {"01", "02", "03"}]
    if len(first_three) == 3:
        ratio = sum(first_three) / (3 * baseline)
        print(f"\n01-03 together: {sum(first_three):.2f} s = {ratio:.2f}x three empty notebooks")
    if fourth is not None:
        seconds = timings[fourth.stem]
        print(f"04 alone:       {seconds:.2f} s = {seconds / baseline:.2f}x one empty notebook")
        print(
            f"04's floor:     {floor_seconds:.2f} s = {floor_seconds / baseline:.2f}x one empty "
            "notebook (its imports and settings check; every later code cell empty)"
        )
        print("04's slowest code cells:")
        print("\n".join(slowest_cells(fourth, cells[fourth.stem])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
