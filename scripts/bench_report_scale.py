"""The audit report at benchmark size: a 2,246-question, 3-agent mock backtest's page.

Prints the four figures issue 26 sets targets for, each beside its target:

- page size: the HTML ``forecast-agents report`` writes for the run (target at most 25 MB);
- build time: the wall-clock time of that command, trace reading included (at most 10 s), with
  the CPU time (user + system) it used beside it: on a shared machine the wall clock waits for
  other people's work, the CPU time does not;
- peak memory: the most memory that command held at once, its worker process included (the
  digest of a big trace is taken in a second process, ``record._parallel_digest``): the sum of
  the resident set sizes of the command and its child processes, sampled every 10 ms from
  ``/proc``, or the command's own peak from ``os.wait4`` if that is more (at most 600 MB). Both
  are printed. A sum of resident sizes counts the pages the two interpreters share twice, so it
  is an upper bound;
- interactive: how long after navigation start headless Chromium has the page built and laid out
  (the page's own ``data-ready-ms``), median of three loads (at most 3 s).

The run is the course's 16 questions replicated to 2,246 (ids and texts suffixed with the copy,
every second one given a market price, each document copied with its question), run by
``forecast-agents backtest --provider mock --calibrate --show-market-price``: about 6,700 agent
runs and a 277 MB trace. Making it takes minutes, so it is kept in ``--run-dir`` (default
``runs/bench-report-2246``, which git ignores) and reused while its trace is there. The machine's
load average is printed too: on a shared machine the times scale with it.

Usage: python scripts/bench_report_scale.py [--questions N] [--run-dir DIR]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from report_support import find_chromium, open_page

from forecasting_agents.core import RESOLVED_QUESTIONS_PATH

QUESTIONS = 2246
DOCUMENTS_PATH = ROOT / "data" / "documents.jsonl"
DEFAULT_RUN_DIR = ROOT / "runs" / f"bench-report-{QUESTIONS}"
LOADS = 3
TARGETS = {"page": 25.0, "build": 10.0, "peak": 600.0, "ready": 3000.0}
"""MB, s, MB, ms: the issue's figures for a 2,246-question, 3-agent mock run."""
COMMAND = Path(sys.executable).parent / "forecast-agents"


def write_inputs(count: int, folder: Path) -> tuple[Path, Path]:
    """The course questions replicated to ``count`` (and their documents), as JSON Lines."""
    questions = [json.loads(line) for line in RESOLVED_QUESTIONS_PATH.read_text().splitlines()]
    documents = [json.loads(line) for line in DOCUMENTS_PATH.read_text().splitlines()]
    q_path, d_path = folder / "questions.jsonl", folder / "documents.jsonl"
    with q_path.open("w") as q_file, d_path.open("w") as d_file:
        for index in range(count):
            base, copy = questions[index % len(questions)], index // len(questions)
            question = {
                **base,
                "id": f"{base['id']}-{copy:04d}",
                "question": f"{base['question']} (copy {copy})",
            }
            if index % 2:
                question["market_price"] = round(0.05 + 0.9 * ((index * 37) % 100) / 100, 2)
            q_file.write(json.dumps(question) + "\n")
            for doc in documents:
                if doc["question_id"] == base["id"]:
                    copied = {
                        **doc,
                        "id": f"{doc['id']}-{copy:04d}",
                        "question_id": question["id"],
                        "text": f"{doc['text']} [copy {copy}]",
                    }
                    d_file.write(json.dumps(copied) + "\n")
    return q_path, d_path


def the_run(count: int, run_dir: Path) -> Path:
    """The run directory's trace, making the run first if it holds none."""
    traces = sorted((run_dir / "run").glob("backtest_*.json"))
    if traces:
        return traces[-1]
    run_dir.mkdir(parents=True, exist_ok=True)
    q_path, d_path = write_inputs(count, run_dir)
    print(f"making the {count}-question mock run in {run_dir} (minutes)...", flush=True)
    with (run_dir / "backtest.log").open("w") as log:
        subprocess.run(
            [
                str(COMMAND),
                "backtest",
                "--provider",
                "mock",
                "--out",
                str(run_dir / "run"),
                "--questions",
                str(q_path),
                "--documents",
                str(d_path),
                "--calibrate",
                "--show-market-price",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            check=True,
        )
    return sorted((run_dir / "run").glob("backtest_*.json"))[-1]


def build(run_dir: Path, page: Path) -> tuple[float, float, float, float]:
    """Wall seconds, CPU seconds (its children's included), the peak MB of the command and its
    children at once (sampled), and the command's own peak MB, of ``forecast-agents report RUN
    -o PAGE`` (a process of its own)."""
    started = time.perf_counter()
    child = subprocess.Popen(
        [str(COMMAND), "report", str(run_dir), "-o", str(page), "--force"],
        stdout=subprocess.DEVNULL,
    )
    sampler = _TreeSampler(child.pid)
    sampler.start()
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - started
    sampler.stop()
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise RuntimeError(f"forecast-agents report exited {child.returncode}")
    cpu = usage.ru_utime + usage.ru_stime  # wait4 counts the children it waited for too
    return elapsed, cpu, sampler.peak_kb / 1024, usage.ru_maxrss / 1024  # kilobytes on Linux


class _TreeSampler(threading.Thread):
    """The most resident memory a process and its descendants held at once, from ``/proc``."""

    def __init__(self, root: int) -> None:
        super().__init__(daemon=True)
        self.root, self.peak_kb = root, 0
        self._done = threading.Event()

    def run(self) -> None:
        while not self._done.wait(0.01):
            self.peak_kb = max(self.peak_kb, sum(_rss_kb(pid) for pid in _tree(self.root)))

    def stop(self) -> None:
        self._done.set()
        self.join()


def _tree(root: int) -> list[int]:
    """``root`` and every process below it, by the parent ids in ``/proc/*/stat``."""
    parents: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:  # gone meanwhile
                continue
            ppid = int(stat.rsplit(")", 1)[1].split()[1])
            parents.setdefault(ppid, []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(parents.get(pid, []))
    return found


def _rss_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0  # gone, or a zombie (no memory left)


def ready_ms(page: Path) -> float:
    """The median of LOADS loads' ``data-ready-ms`` in headless Chromium."""
    with open_page(page) as opened:
        loads = [opened.ready_ms()]
        for _ in range(LOADS - 1):
            opened.reload()
            loads.append(opened.ready_ms())
    return sorted(loads)[len(loads) // 2]


def _line(name: str, value: float, unit: str, target: float, digits: int) -> str:
    verdict = "met" if value <= target else "NOT met"
    return f"  {name:<12} {value:10.{digits}f} {unit:<3} (target <= {target:g} {unit}): {verdict}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=QUESTIONS)
    parser.add_argument("--run-dir", type=Path, default=DEFAULT_RUN_DIR)
    args = parser.parse_args(argv)
    if find_chromium() is None:
        print("no Chromium found; apt-get update && apt-get install -y chromium", file=sys.stderr)
        return 2
    trace = the_run(args.questions, args.run_dir)
    with tempfile.TemporaryDirectory() as scratch:
        page = Path(scratch) / "report.html"
        load = os.getloadavg()[0]
        seconds, cpu, peak_all, peak_own = build(args.run_dir / "run", page)
        size = page.stat().st_size / 1e6
        ready = ready_ms(page)
    print(
        f"{args.questions}-question, 3-agent mock run (trace "
        f"{trace.stat().st_size / 1e6:.0f} MB); load average {load:.1f} on {os.cpu_count()} "
        "cores when the build started:"
    )
    print(_line("page size", size, "MB", TARGETS["page"], 1))
    print(
        _line("build time", seconds, "s", TARGETS["build"], 1)
        + f" ({cpu:.1f} s of CPU, its worker's included)"
    )
    peak = max(peak_all, peak_own)
    print(
        _line("peak memory", peak, "MB", TARGETS["peak"], 0)
        + f" (all its processes at once; the report process alone {peak_own:.0f} MB)"
    )
    print(_line("interactive", ready, "ms", TARGETS["ready"], 0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
