"""Benchmark the backtest runner's concurrency against a slow local model server.

A fake OpenAI-compatible server on 127.0.0.1 answers every request after DELAY seconds with
the research mock's reply. The runner backtests QUESTIONS questions with AGENTS agents each
at CONCURRENCY, through the real OpenAIClient and HTTP. With requests that take DELAY seconds
and CONCURRENCY of them in flight, no runner can beat ``requests / CONCURRENCY * DELAY``; the
script prints the measured time against that ideal and exits 1 if the ratio is above LIMIT.

    .venv/bin/python scripts/bench_backtest.py [--questions 20] [--agents 3] [--concurrency 6]

``--in-process`` replaces the server and HTTP with a client that sleeps DELAY seconds per
call: the difference between the two figures is what the HTTP layer costs per request.

Not a test: it takes about a minute and measures this machine's wall clock.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the fake server lives with the tests

from fake_research_server import ResearchServer

from forecasting_agents.evaluation import (
    BacktestMockLLMClient,
    BacktestSettings,
    load_backtest_inputs,
    run_backtest,
)
from forecasting_agents.providers import OpenAIClient

DELAY = 1.0
LIMIT = 1.3


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

    def _reply(self, messages, json_mode):
        type(self).requests += 1
        time.sleep(DELAY)
        return super()._reply(messages, json_mode)


def timed_run(chosen, categories, documents, settings, client) -> tuple[float, object]:
    with tempfile.TemporaryDirectory() as out:
        start = time.perf_counter()
        result = run_backtest(
            chosen, documents, client, categories=categories, settings=settings, out_dir=out
        )
        return time.perf_counter() - start, result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--agents", type=int, default=3)
    parser.add_argument("--concurrency", type=int, default=6)
    parser.add_argument("--in-process", action="store_true", help="no server, no HTTP")
    args = parser.parse_args()
    chosen, categories, documents = questions(args.questions)
    settings = BacktestSettings(agents=args.agents, concurrency=args.concurrency)
    if args.in_process:
        elapsed, result = timed_run(chosen, categories, documents, settings, SleepingMock())
        requests, peak = SleepingMock.requests, "(not measured)"
    else:
        with ResearchServer(delay=DELAY) as server:
            client = OpenAIClient("fake", api_key=None, base_url=server.url, timeout=60)
            elapsed, result = timed_run(chosen, categories, documents, settings, client)
            requests, peak = server.requests, server.peak_in_flight
    ideal = requests / args.concurrency * DELAY
    ratio = elapsed / ideal
    print(
        f"\n{args.questions} questions x {args.agents} agents, concurrency {args.concurrency}, "
        f"{DELAY:.1f} s per request{' (in process)' if args.in_process else ''}: "
        f"{requests} requests, at most {peak} in flight"
    )
    print(f"failures: {len(result.failures)}")
    print(f"total {elapsed:.1f} s; ideal {ideal:.1f} s; ratio {ratio:.2f} (limit {LIMIT})")
    return 0 if ratio <= LIMIT and not result.failures else 1


if __name__ == "__main__":
    raise SystemExit(main())
