"""Benchmark the backtest runner against a slow local model server: time, CPU and memory.

A fake OpenAI-compatible server on 127.0.0.1 (``tests/fake_research_server.py``, in a process of its
own) answers every request after DELAY seconds with the research mock's reply. The runner
backtests QUESTIONS questions with AGENTS agents each at CONCURRENCY into a temporary run
directory, through the real OpenAIClient and HTTP. With requests that take DELAY seconds and
CONCURRENCY of them in flight, no runner can beat ``requests / CONCURRENCY * DELAY``. The script
prints the measured time against that ideal, the CPU time the runner's process used, how long the
end of the run took (from the last question's progress line to the return: tables and trace), and
the peak memory the run added (resident set growth; with ``--tracemalloc`` also the peak of Python
allocations, which slows the run) against the size of the trace it wrote. It exits 1 if the time
ratio is above ``--limit`` (1.3), the memory ratio above ``--memory-limit`` (3), or a question
failed.

    .venv/bin/python scripts/bench_backtest.py [--questions 20] [--agents 3] [--concurrency 6]
    .venv/bin/python scripts/bench_backtest.py --questions 200 --concurrency 50
    .venv/bin/python scripts/bench_backtest.py --questions 1000 --concurrency 64

``--server-in-process`` runs the server in the runner's own process (as this script once did), so
the server's work competes with the runner's for the interpreter; ``--in-process`` replaces the
server and HTTP with a client that sleeps DELAY seconds per call: the difference between the
figures is what the HTTP layer costs per request.

Not a test: it takes from a minute to several, and measures this machine's wall clock.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the fake server lives with the tests

from _bench_support import rss_kib
from fake_research_server import SERVED_MODEL, ResearchServer

from forecasting_agents.evaluation import (
    BacktestMockLLMClient,
    BacktestSettings,
    load_backtest_inputs,
    run_backtest,
)
from forecasting_agents.providers import OpenAIClient

DELAY = 1.0
LIMIT = 1.3
MEMORY_LIMIT = 3.0
SERVER = ROOT / "tests" / "fake_research_server.py"


def questions(n: int) -> tuple[list, dict, list]:
    """``n`` questions: the course's resolved set, cycled with new ids if ``n`` is larger."""
    inputs = load_backtest_inputs()
    base = inputs.questions
    picked, categories = [], {}
    for i in range(n):
        q = base[i % len(base)]
        qid = q.question_id if i < len(base) else f"{q.question_id}-{i // len(base)}"
        picked.append(dataclasses.replace(q, question_id=qid))
        categories[qid] = inputs.categories[q.question_id]
    return picked, categories, inputs.documents


class SleepingMock(BacktestMockLLMClient):
    """The research mock, taking DELAY seconds per reply like the server, without HTTP."""

    requests = 0  # counted on the class: every agent's copy adds to the same total
    delay = DELAY

    def _reply(self, messages, json_mode):
        type(self).requests += 1
        time.sleep(self.delay)
        return super()._reply(messages, json_mode)


class _ServerProcess:
    """The fake server in a child process: its URL, and its counts read from ``/stats``."""

    def __init__(self, delay: float) -> None:
        self.process = subprocess.Popen(
            [sys.executable, str(SERVER), "--delay", str(delay)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self.url = self.process.stdout.readline().strip()
        if not self.url.startswith("http://127.0.0.1:"):
            self.close()
            raise SystemExit(f"the fake server did not start (it said {self.url!r})")

    def stats(self) -> dict:
        with urllib.request.urlopen(f"{self.url}/stats", timeout=10) as response:
            return json.load(response)

    def close(self) -> None:
        self.process.stdin.close()  # the server's signal to stop
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@contextmanager
def _server(delay: float, in_process: bool) -> Iterator[tuple[str, object]]:
    """(URL, a callable returning the request counts) of a running fake server."""
    if in_process:
        with ResearchServer(delay=delay) as server:
            yield (
                server.url,
                lambda: {
                    "requests": server.requests,
                    "peak_in_flight": server.peak_in_flight,
                },
            )
        return
    server = _ServerProcess(delay)
    try:
        yield server.url, server.stats
    finally:
        server.close()


def _reset_peak_rss() -> bool:
    """Reset the kernel's record of this process's peak RSS (Linux >= 4.0); False if not."""
    try:
        Path("/proc/self/clear_refs").write_text("5")
        return True
    except OSError:
        return False


@dataclasses.dataclass
class Measured:
    requests: int
    elapsed: float
    cpu: float
    finish: float
    rss_growth_kib: int
    python_peak: int | None
    trace_bytes: int
    failures: int


def warm_up(chosen, categories, documents, client) -> None:
    """One question, one agent, through the same client: what is loaded or built on first use
    (modules imported lazily, the connection pool) is not counted as the run's memory."""
    settings = BacktestSettings(agents=1, concurrency=1)
    with tempfile.TemporaryDirectory() as out:
        run_backtest(
            chosen[:1],
            documents,
            client,
            categories=categories,
            settings=settings,
            out_dir=out,
            progress=lambda line: None,
        )


def timed_run(chosen, categories, documents, settings, client, counted, trace_memory) -> Measured:
    """One run into a temporary directory, measured after a warm-up; ``counted()`` is how many
    requests the server has answered so far."""
    warm_up(chosen, categories, documents, client)
    last_line = [0.0]

    def progress(line: str) -> None:
        last_line[0] = time.perf_counter()

    with tempfile.TemporaryDirectory() as out:
        requests = counted()
        _reset_peak_rss()
        before = rss_kib()
        if trace_memory:
            tracemalloc.start()
        cpu_start, start = time.process_time(), time.perf_counter()
        result = run_backtest(
            chosen,
            documents,
            client,
            categories=categories,
            settings=settings,
            out_dir=out,
            progress=progress,
        )
        end, cpu = time.perf_counter(), time.process_time() - cpu_start
        python_peak = tracemalloc.get_traced_memory()[1] if trace_memory else None
        tracemalloc.stop()
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
        trace = next(Path(out).glob("backtest_*.json"), None)
        return Measured(
            counted() - requests,
            end - start,
            cpu,
            end - last_line[0] if last_line[0] else 0.0,
            max(0, peak - before),
            python_peak,
            trace.stat().st_size if trace is not None else 0,
            len(result.failures),
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--agents", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=6)
    parser.add_argument("--delay", type=float, default=DELAY, help="seconds per request (1)")
    parser.add_argument("--limit", type=float, default=LIMIT, help="largest time ratio (1.3)")
    parser.add_argument(
        "--memory-limit", type=float, default=MEMORY_LIMIT, help="largest memory ratio (3)"
    )
    parser.add_argument("--tracemalloc", action="store_true", help="also trace Python memory")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--in-process", action="store_true", help="no server, no HTTP")
    where.add_argument(
        "--server-in-process", action="store_true", help="the server in this process"
    )
    args = parser.parse_args()
    chosen, categories, documents = questions(args.questions)
    settings = BacktestSettings(agents=args.agents, concurrency=args.concurrency)
    if args.in_process:
        SleepingMock.delay = args.delay
        measured = timed_run(
            chosen,
            categories,
            documents,
            settings,
            SleepingMock(),
            lambda: SleepingMock.requests,
            args.tracemalloc,
        )
        peak, connections = "(not measured)", 0
        how = " (in process, no HTTP)"
    else:
        with _server(args.delay, args.server_in_process) as (url, stats):
            client = OpenAIClient(SERVED_MODEL, api_key=None, base_url=url, timeout=60)
            measured = timed_run(
                chosen,
                categories,
                documents,
                settings,
                client,
                lambda: stats()["requests"],
                args.tracemalloc,
            )
            counts = stats()
            peak, connections = counts["peak_in_flight"], counts["connections"]
        how = " (server in this process)" if args.server_in_process else ""
    requests = measured.requests
    ideal = requests / args.concurrency * args.delay
    ratio = measured.elapsed / ideal
    trace_mb = measured.trace_bytes / 1e6
    rss_mb = measured.rss_growth_kib * 1024 / 1e6
    memory_ratio = rss_mb / trace_mb if trace_mb else float("inf")
    print(
        f"\n{args.questions} questions x {args.agents} agents, concurrency {args.concurrency}, "
        f"{args.delay:.1f} s per request{how}: {requests} requests, at most {peak} in flight"
        + (f", {connections} connections opened in all" if connections else "")
    )
    print(f"failures: {measured.failures}")
    print(
        f"total {measured.elapsed:.1f} s; ideal {ideal:.1f} s; ratio {ratio:.2f} "
        f"(limit {args.limit}); end of the run {measured.finish:.1f} s; "
        f"CPU {measured.cpu:.1f} s"
    )
    print(
        f"trace {trace_mb:.1f} MB; peak memory added {rss_mb:.1f} MB (resident), "
        f"{memory_ratio:.2f} x the trace (limit {args.memory_limit})"
    )
    if measured.python_peak is not None:
        python_mb = measured.python_peak / 1e6
        print(
            f"peak Python allocations {python_mb:.1f} MB (tracemalloc), "
            f"{python_mb / trace_mb if trace_mb else float('inf'):.2f} x the trace"
        )
    ok = ratio <= args.limit and memory_ratio <= args.memory_limit and not measured.failures
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
