"""Benchmark: replaying the course notebooks against executing empty notebooks.

A replay-mode notebook should cost little more than starting a kernel. This script measures
both the same way (the runner's own ``execute``, so Jupytext conversion and papermill overhead
are included on both sides) and prints the ratios the course commits to:

- notebooks 01-03 together, against three empty notebooks (target: well under 2x);
- notebook 04 alone, backtest included, against one empty notebook (the project aims for
  1.5x; the README's Speed section says where it stands and why).

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

from notebook_build import execute, notebook_sources

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


def median_seconds(source: Path, output: Path, repeats: int) -> float:
    timings = []
    for _ in range(repeats):
        started = time.perf_counter()
        execute(source, output)
        timings.append(time.perf_counter() - started)
    return statistics.median(timings)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    repeats = parser.parse_args().repeats
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        empty = folder / "00_empty.py"
        empty.write_text(EMPTY_SOURCE)
        # One untimed run first: the very first kernel start pays for cold file caches.
        execute(empty, folder / "00_warmup.ipynb")
        baseline = median_seconds(empty, folder / "00_empty.ipynb", repeats)
        print(f"{'empty notebook':<24} {baseline:6.2f} s")
        timings = {}
        for source in notebook_sources():
            timings[source.stem] = median_seconds(source, folder / f"{source.stem}.ipynb", repeats)
            ratio = timings[source.stem] / baseline
            print(f"{source.stem:<24} {timings[source.stem]:6.2f} s  ({ratio:.2f}x empty)")
    first_three = [t for name, t in timings.items() if name[:2] in {"01", "02", "03"}]
    if len(first_three) == 3:
        ratio = sum(first_three) / (3 * baseline)
        print(f"\n01-03 together: {sum(first_three):.2f} s = {ratio:.2f}x three empty notebooks")
    for name, seconds in timings.items():
        if name.startswith("04"):
            print(f"04 alone:       {seconds:.2f} s = {seconds / baseline:.2f}x one empty notebook")
    return 0


if __name__ == "__main__":
    sys.exit(main())
