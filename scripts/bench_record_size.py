"""Measure how big a research run's record gets, and the memory it takes, as replies grow.

One backtest question, one agent, ``--steps`` model calls, each answered with a reply of
``--reply-mb`` MB that is not a valid action (so the agent is told so and asks again until its step
budget ends): the worst case a hostile or broken server can give under the HTTP layer's 64 MB
cap. The model is :class:`ScriptedWireClient`, a scripted client that also builds the OpenAI wire
body (the project's own ``request_body``), so every call's ``request`` is recorded as a live
client's would be; each reply is made when it is asked for, so the script holds none in advance.

Each configuration runs in a child process of its own (a clean heap, its own peak resident set).
It prints, per configuration: bytes received from the model, the question's record
(``records/<id>.json``), the run's trace file, the whole run directory, and the peak memory the
run added: Python allocations (``tracemalloc``; with ``--no-tracemalloc`` off, which is faster)
and resident-set growth (``ru_maxrss`` minus the resident set before the run).

    .venv/bin/python scripts/bench_record_size.py                      # 5 MB x 2, 4, 8 steps
    .venv/bin/python scripts/bench_record_size.py --reply-mb 60 --steps 3
    .venv/bin/python scripts/bench_record_size.py --reply-mb 25 --steps 4 --json

Not a test (``tests/test_record_size.py`` is): it measures this machine. The tests import
:func:`measure` from here so the figures they check are made the same way.
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
MB = 1_000_000


def _reply(index: int, size: int) -> str:
    """Reply ``index``: ``size`` bytes of plain text (no JSON escapes), unlike any other reply."""
    head = f"reply {index}: not an action "
    return head.ljust(size, "abcdefghijklmnopqrstuvwxyz0123456789"[index % 36])  # one copy


def _utf8_bytes(text: str, chunk: int = 1 << 20) -> int:
    """How many bytes ``text`` is in UTF-8, counted a chunk at a time (no copy of it whole)."""
    return sum(len(text[i : i + chunk].encode("utf-8")) for i in range(0, len(text), chunk))


def measure(
    reply_bytes: int,
    steps: int,
    *,
    trace_memory: bool = True,
    max_record_mb: float | None = None,
) -> dict[str, Any]:
    """Run one question of ``steps`` replies of ``reply_bytes`` in this process; the figures.

    Meant for a fresh child process (see :func:`measure_in_child`): the peak resident set is the
    process's own.
    """
    from forecasting_agents.evaluation import (
        BacktestSettings,
        load_backtest_inputs,
        run_backtest,
    )
    from forecasting_agents.providers import OpenAIClient, ScriptedLLMClient

    class ScriptedWireClient(ScriptedLLMClient):
        """Scripted replies, made on demand; the request body an OpenAI client would send."""

        temperature = 0.0
        max_tokens = 1024
        seed = None
        request_body = OpenAIClient.request_body
        received = 0

        def __init__(self) -> None:
            super().__init__([], model="record-size-bench")

        @property
        def remaining(self) -> int:
            return 1

        def _reply(self, messages, json_mode):
            text = _reply(len(self.calls), reply_bytes)
            self.calls.append([])  # counts the call without keeping the conversation
            type(self).received += _utf8_bytes(text)
            return text, _usage(), self.model

    def _usage():
        from forecasting_agents.core import TokenUsage

        return TokenUsage(prompt_tokens=1, completion_tokens=1)

    inputs = load_backtest_inputs()
    question = inputs.questions[0]
    cap = {} if max_record_mb is None else {"max_record_mb": max_record_mb}
    settings = BacktestSettings(agents=1, concurrency=1, max_steps=steps, **cap)
    error = None
    with tempfile.TemporaryDirectory() as out:
        before = _rss_kib()
        if trace_memory:
            tracemalloc.start()
        try:
            run_backtest(
                [question],
                inputs.documents,
                ScriptedWireClient(),
                categories=inputs.categories,
                settings=settings,
                out_dir=out,
                progress=lambda line: None,
                progress_every=None,
            )
        except Exception as exc:  # reported, as the cap's test needs to see it
            error = f"{type(exc).__name__}: {exc}"
        peak_python = tracemalloc.get_traced_memory()[1] if trace_memory else None
        tracemalloc.stop()
        peak_rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
        root = Path(out)
        record = root / "records" / f"{question.question_id}.json"
        trace = next(root.glob("backtest_*.json"), None)
        files = [p for p in root.rglob("*") if p.is_file()]
        return {
            "reply_bytes": reply_bytes,
            "steps": steps,
            "received_bytes": ScriptedWireClient.received,
            "record_bytes": record.stat().st_size if record.exists() else 0,
            "trace_bytes": trace.stat().st_size if trace is not None else 0,
            "dir_bytes": sum(p.stat().st_size for p in files),
            "largest_file_bytes": max((p.stat().st_size for p in files), default=0),
            "files": sorted(str(p.relative_to(root)) for p in files),
            "peak_python_bytes": peak_python,
            "rss_growth_bytes": max(0, peak_rss - before) * 1024,
            "error": error,
        }


def _rss_kib() -> int:
    """The resident set size of this process now, in KiB (0 where /proc is missing)."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def measure_in_child(
    reply_bytes: int,
    steps: int,
    *,
    trace_memory: bool = True,
    max_record_mb: float | None = None,
    env: dict[str, str] | None = None,
) -> dict[str, Any]:
    """:func:`measure` in a fresh Python process; its figures."""
    args = [sys.executable, str(Path(__file__)), "--child", str(reply_bytes), str(steps)]
    if not trace_memory:
        args.append("--no-tracemalloc")
    if max_record_mb is not None:
        args += ["--max-record-mb", str(max_record_mb)]
    done = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the measuring process failed:\n{done.stderr}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _row(m: dict[str, Any]) -> str:
    def mb(n: int | None) -> str:
        return "-" if n is None else f"{n / MB:8.1f}"

    return (
        f"{m['reply_bytes'] / MB:6.1f} MB x {m['steps']:2d} steps:"
        f" received {mb(m['received_bytes'])}"
        f"  record {mb(m['record_bytes'])}  trace {mb(m['trace_bytes'])}"
        f"  run dir {mb(m['dir_bytes'])}  peak python {mb(m['peak_python_bytes'])}"
        f"  rss growth {mb(m['rss_growth_bytes'])}  (MB)"
        + (f"\n    stopped: {m['error']}" if m["error"] else "")
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reply-mb", type=float, default=5.0, help="size of each reply (5)")
    parser.add_argument(
        "--steps", type=int, nargs="+", default=[2, 4, 8], help="model calls per run (2 4 8)"
    )
    parser.add_argument("--max-record-mb", type=float, default=None, help="the run's cap")
    parser.add_argument("--no-tracemalloc", action="store_true", help="resident set only")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.add_argument("--child", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        figures = measure(
            args.child[0],
            args.child[1],
            trace_memory=not args.no_tracemalloc,
            max_record_mb=args.max_record_mb,
        )
        print(json.dumps(figures))
        return 0
    for steps in args.steps:
        figures = measure_in_child(
            round(args.reply_mb * MB),
            steps,
            trace_memory=not args.no_tracemalloc,
            max_record_mb=args.max_record_mb,
        )
        print(json.dumps(figures) if args.json else _row(figures), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
