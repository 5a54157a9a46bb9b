"""Measure how big a research run's record gets, and the memory it takes, as replies grow.

One backtest question, one agent, ``--steps`` model calls, each answered with a reply of
``--reply-mb`` MB that is not a valid action (so the agent is told so and asks again until its step
budget ends): the worst case a hostile or broken server can give under the HTTP layer's 64 MB
cap. Two ways to answer:

- ``--server`` (what the record-size test uses): a fake OpenAI-compatible server on 127.0.0.1, in
  this process, answers each call with a body of ``--reply-mb`` MB, and the run's own
  :class:`OpenAIClient` reads it over HTTP in a child process. ``--content`` says what the reply
  holds: ``plain`` (ASCII letters), ``escapes`` (quotes, backslashes, control characters, tabs,
  newlines, HTML punctuation and Latin-1 letters: on the wire mostly JSON escapes, up to six bytes
  a character), or ``wide`` (ASCII with one CJK character: Python then stores every character of
  the text in two bytes). "received" is then the bytes of the HTTP bodies.
- without it: :class:`ScriptedWireClient`, a scripted client that also builds the OpenAI wire body
  (the project's own ``request_body``), so every call's ``request`` is recorded as a live client's
  would be; each reply is made when it is asked for. "received" is then the replies' UTF-8 bytes.

Each configuration runs in a child process of its own (a clean heap, its own peak resident set).
It prints, per configuration: bytes received from the model and the largest reply, the question's
record (``records/<id>.json``), the run's trace file, the whole run directory, and the peak memory
the run added: Python allocations (``tracemalloc``; with ``--no-tracemalloc`` off, which is faster)
and resident-set growth (``ru_maxrss`` minus the resident set before the run); then the two
figures of issue 25's criterion: the peak against the largest reply (under 3) and the record
against the bytes received (under 2).

    .venv/bin/python scripts/bench_record_size.py                      # 5 MB x 2, 4, 8 steps
    .venv/bin/python scripts/bench_record_size.py --server --content escapes --reply-mb 25 --steps 4
    .venv/bin/python scripts/bench_record_size.py --reply-mb 100 --steps 1 --json

Not a test (``tests/test_record_size.py`` is): it measures this machine. The tests import
:func:`measure_in_child` from here so the figures they check are made the same way.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import threading
import tracemalloc
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from _bench_support import rss_kib

ROOT = Path(__file__).resolve().parent.parent
MB = 1_000_000
SERVED_MODEL = "record-size-bench"
CONTENTS = ("plain", "escapes", "wide")
# Each character below is written as an escape (or two UTF-8 bytes) on the wire; all are at most
# U+00FF, so Python keeps the text one byte a character, as for ASCII.
_ESCAPES = "\"\\\x01\x1f\n\t<>&/'é\x7f ab"


def _reply(index: int, size: int) -> str:
    """Reply ``index``: ``size`` bytes of plain text (no JSON escapes), unlike any other reply."""
    head = f"reply {index}: not an action "
    return head.ljust(size, "abcdefghijklmnopqrstuvwxyz0123456789"[index % 36])  # one copy


def wire_body(index: int, size: int, content: str) -> bytes:
    """An OpenAI chat completion of about ``size`` bytes whose reply is ``content`` text."""
    shell = {
        "model": SERVED_MODEL,
        "choices": [{"message": {"role": "assistant", "content": "@"}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 1, "completion_tokens": 1},
    }
    before, after = json.dumps(shell, ensure_ascii=False).split("@")
    room = max(0, size - len(before) - len(after) - 64)
    head = f"reply {index}: not an action "
    if content == "plain":
        text = _reply(index, room)
    elif content == "escapes":
        unit = json.dumps(_ESCAPES, ensure_ascii=False)[1:-1].encode()
        text = head + _ESCAPES * (room // len(unit))
    elif content == "wide":
        text = _reply(index, room - 3) + "\u4e2d"
    else:
        raise ValueError(f"content {content!r}; accepted: {', '.join(CONTENTS)}")
    encoded = json.dumps(text, ensure_ascii=False)[1:-1]
    return (before + encoded + after).encode("utf-8")


class ReplyServer:
    """An OpenAI-compatible server on 127.0.0.1 answering every call with a body of ``size``
    bytes (see :func:`wire_body`); counts the bytes of the bodies it sent."""

    def __init__(self, size: int, content: str) -> None:
        self.size, self.content = size, content
        self.sent = self.largest = self.calls = 0
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                self.rfile.read(int(self.headers.get("content-length") or 0))
                body = wire_body(fake.calls, fake.size, fake.content)
                fake.calls += 1
                fake.sent += len(body)
                fake.largest = max(fake.largest, len(body))
                try:
                    self.send_response(200)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(body)))
                    self.end_headers()
                    self.wfile.write(body)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # refused as it was read (over the HTTP layer's 64 MB cap)

            def log_message(self, *args: object) -> None:
                pass

        return Handler

    def __enter__(self) -> ReplyServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()


def _utf8_bytes(text: str, chunk: int = 1 << 20) -> int:
    """How many bytes ``text`` is in UTF-8, counted a chunk at a time (no copy of it whole)."""
    return sum(len(text[i : i + chunk].encode("utf-8")) for i in range(0, len(text), chunk))


def _scripted_client(reply_bytes: int) -> Any:
    from forecasting_agents.core import TokenUsage
    from forecasting_agents.providers import OpenAIClient, ScriptedLLMClient

    class ScriptedWireClient(ScriptedLLMClient):
        """Scripted replies, made on demand; the request body an OpenAI client would send."""

        temperature = 0.0
        max_tokens = 1024
        seed = None
        request_body = OpenAIClient.request_body
        received = largest = 0

        def __init__(self) -> None:
            super().__init__([], model=SERVED_MODEL)

        @property
        def remaining(self) -> int:
            return 1

        def _reply(self, messages, json_mode):
            text = _reply(len(self.calls), reply_bytes)
            self.calls.append([])  # counts the call without keeping the conversation
            size = _utf8_bytes(text)
            kind = type(self)  # counted on the class: the runner may give each agent a copy
            kind.received += size
            kind.largest = max(kind.largest, size)
            return text, TokenUsage(prompt_tokens=1, completion_tokens=1), self.model

    return ScriptedWireClient()


def measure(
    reply_bytes: int,
    steps: int,
    *,
    trace_memory: bool = True,
    max_record_mb: float | None = None,
    base_url: str | None = None,
) -> dict[str, Any]:
    """Run one question of ``steps`` replies of ``reply_bytes`` in this process; the figures.

    With ``base_url``, the model is an :class:`OpenAIClient` of that server (the caller counts
    the bytes received); else a scripted client. Meant for a fresh child process (see
    :func:`measure_in_child`): the peak resident set is the process's own.
    """
    from forecasting_agents.evaluation import (
        BacktestSettings,
        load_backtest_inputs,
        run_backtest,
    )
    from forecasting_agents.providers import OpenAIClient

    if base_url is None:
        client = _scripted_client(reply_bytes)
    else:
        client = OpenAIClient(SERVED_MODEL, base_url=base_url, timeout=120, max_retries=0)
    inputs = load_backtest_inputs()
    question = inputs.questions[0]
    cap = {} if max_record_mb is None else {"max_record_mb": max_record_mb}
    settings = BacktestSettings(agents=1, concurrency=1, max_steps=steps, **cap)
    error = None
    with tempfile.TemporaryDirectory() as out:
        before = rss_kib()
        if trace_memory:
            tracemalloc.start()
        try:
            run_backtest(
                [question],
                inputs.documents,
                client,
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
            "received_bytes": getattr(client, "received", None),
            "largest_reply_bytes": getattr(client, "largest", None),
            "record_bytes": record.stat().st_size if record.exists() else 0,
            "trace_bytes": trace.stat().st_size if trace is not None else 0,
            "dir_bytes": sum(p.stat().st_size for p in files),
            "largest_file_bytes": max((p.stat().st_size for p in files), default=0),
            "files": sorted(str(p.relative_to(root)) for p in files),
            "peak_python_bytes": peak_python,
            "rss_growth_bytes": max(0, peak_rss - before) * 1024,
            "error": error,
        }


def measure_in_child(
    reply_bytes: int,
    steps: int,
    *,
    trace_memory: bool = True,
    max_record_mb: float | None = None,
    env: dict[str, str] | None = None,
    content: str | None = None,
) -> dict[str, Any]:
    """:func:`measure` in a fresh Python process; its figures. With ``content``, the replies
    come over HTTP from a :class:`ReplyServer` in this process (see the module docstring)."""
    args = [sys.executable, str(Path(__file__)), "--child", str(reply_bytes), str(steps)]
    if not trace_memory:
        args.append("--no-tracemalloc")
    if max_record_mb is not None:
        args += ["--max-record-mb", str(max_record_mb)]
    with _server(reply_bytes, content) as server:
        if server is not None:
            args += ["--base-url", server.url]
        done = subprocess.run(args, capture_output=True, text=True, env=env, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"the measuring process failed:\n{done.stderr}")
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    if server is not None:
        figures.update(received_bytes=server.sent, largest_reply_bytes=server.largest)
    figures["content"] = content or "scripted"
    return figures


@contextmanager
def _server(reply_bytes: int, content: str | None) -> Iterator[ReplyServer | None]:
    if content is None:
        yield None
        return
    with ReplyServer(reply_bytes, content) as server:
        yield server


def criterion(m: dict[str, Any]) -> dict[str, float | None]:
    """Issue 25's two figures: peak Python allocations / largest reply (to stay under 3) and
    the record's bytes / the bytes received (to stay under 2)."""
    largest, received, peak = m["largest_reply_bytes"], m["received_bytes"], m["peak_python_bytes"]
    return {
        "peak_per_largest_reply": None if peak is None or not largest else peak / largest,
        "record_per_received": m["record_bytes"] / received if received else None,
        "trace_per_received": m["trace_bytes"] / received if received else None,
    }


def _row(m: dict[str, Any]) -> str:
    def mb(n: int | None) -> str:
        return "-" if n is None else f"{n / MB:8.1f}"

    def ratio(x: float | None) -> str:
        return "-" if x is None else f"{x:.2f}"

    c = criterion(m)
    return (
        f"{m['content']:>8} {m['reply_bytes'] / MB:6.1f} MB x {m['steps']:2d} steps:"
        f" received {mb(m['received_bytes'])} (largest {mb(m['largest_reply_bytes'])})"
        f"  record {mb(m['record_bytes'])}  trace {mb(m['trace_bytes'])}"
        f"  run dir {mb(m['dir_bytes'])}  peak python {mb(m['peak_python_bytes'])}"
        f"  rss growth {mb(m['rss_growth_bytes'])}  (MB)"
        f"\n    peak / largest reply {ratio(c['peak_per_largest_reply'])} (under 3),"
        f" record / received {ratio(c['record_per_received'])} (under 2),"
        f" trace / received {ratio(c['trace_per_received'])}"
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
    parser.add_argument("--server", action="store_true", help="replies over HTTP (see above)")
    parser.add_argument("--content", choices=CONTENTS, default="plain", help="with --server")
    parser.add_argument("--json", action="store_true", help="one JSON object per line")
    parser.add_argument("--child", nargs=2, type=int, help=argparse.SUPPRESS)
    parser.add_argument("--base-url", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        figures = measure(
            args.child[0],
            args.child[1],
            trace_memory=not args.no_tracemalloc,
            max_record_mb=args.max_record_mb,
            base_url=args.base_url,
        )
        print(json.dumps(figures))
        return 0
    for steps in args.steps:
        figures = measure_in_child(
            round(args.reply_mb * MB),
            steps,
            trace_memory=not args.no_tracemalloc,
            max_record_mb=args.max_record_mb,
            env=dict(os.environ),
            content=args.content if args.server else None,
        )
        figures.update(criterion(figures))
        print(json.dumps(figures) if args.json else _row(figures), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
