"""A fake OpenAI-compatible chat server on 127.0.0.1 that plays a research agent, slowly.

Each ``POST /chat/completions`` is answered after ``delay`` seconds with the reply
:class:`forecasting_agents.evaluation.BacktestMockLLMClient` gives for the same conversation and
seed, so a
backtest through the real :class:`forecasting_agents.providers.OpenAIClient` and HTTP is
deterministic and
matches the offline mock. Used by the kill-and-resume test and by scripts/bench_backtest.py.
It listens on loopback only and counts the requests it served, the peak in flight and the
connections it accepted (``GET /stats`` returns them as JSON). ``rewrite`` (optional) turns
each reply and the request's headers into the reply sent, for a model that repeats what it was
sent (the no-secret-on-disk test).

Run as a script (``python tests/fake_research_server.py --delay 1``) it serves in its own process,
so a benchmark measures the runner's process alone: it prints its base URL on the first line of
stdout and serves until stdin is closed.
"""

from __future__ import annotations

import argparse
import json
import sys
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from forecasting_agents.core._schemas import ChatMessage
from forecasting_agents.evaluation._mock import BacktestMockLLMClient

SERVED_MODEL = "fake-research-model"


class _Server(ThreadingHTTPServer):
    """One thread per connection; a listen backlog for a whole panel connecting at once.

    The backlog is read when the socket starts listening, in the constructor, so it is set on
    the class: set on the instance afterwards it was 5, and every connection past the fifth
    arriving together had its SYN dropped and retried a second later.
    """

    daemon_threads = True
    request_queue_size = 128


class ResearchServer:
    """Start with ``with ResearchServer(delay) as server:``; point OPENAI_BASE_URL at ``.url``."""

    def __init__(
        self,
        delay: float = 0.0,
        rewrite: Callable[[str, list[tuple[str, str]]], str] | None = None,
        hold: threading.Event | None = None,
    ) -> None:
        self.delay = delay
        self.rewrite = rewrite
        self.hold = hold  # when given, no reply is sent until it is set
        self.requests = 0
        self.connections = 0
        self.in_flight = 0
        self.peak_in_flight = 0
        self._lock = threading.Lock()
        self._server = _Server(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}/v1"

    def __enter__(self) -> ResearchServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def reply_for(self, body: dict) -> str:
        messages = [ChatMessage(m["role"], m["content"]) for m in body["messages"]]
        client = BacktestMockLLMClient(seed=body.get("seed") or 0)
        return client.complete(messages, json_mode=True)

    def completion(self, body: dict, headers: list[tuple[str, str]] = ()) -> bytes:
        content = self.reply_for(body)
        if self.rewrite is not None:
            content = self.rewrite(content, list(headers))
        message = {"role": "assistant", "content": content}
        return json.dumps(
            {
                "model": SERVED_MODEL,
                "choices": [{"message": message, "finish_reason": "stop"}],
                "usage": {"prompt_tokens": 10, "completion_tokens": 5},
            }
        ).encode()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, so a pooled client can reuse sockets
            # Headers and body go out in two writes; with Nagle's algorithm the second waits for
            # the client's delayed ACK of the first (about 40 ms), so each answer would come late.
            disable_nagle_algorithm = True

            def setup(self) -> None:
                super().setup()
                with fake._lock:
                    fake.connections += 1

            def do_POST(self) -> None:
                with fake._lock:
                    fake.requests += 1
                    fake.in_flight += 1
                    fake.peak_in_flight = max(fake.peak_in_flight, fake.in_flight)
                try:
                    length = int(self.headers.get("content-length") or 0)
                    body = json.loads(self.rfile.read(length))
                    time.sleep(fake.delay)
                    if fake.hold is not None:
                        fake.hold.wait()
                    payload = fake.completion(body, list(self.headers.items()))
                    self.send_response(200)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client went away (a killed run)
                finally:
                    with fake._lock:
                        fake.in_flight -= 1

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/stats"):
                    with fake._lock:
                        stats = {
                            "requests": fake.requests,
                            "peak_in_flight": fake.peak_in_flight,
                            "connections": fake.connections,
                        }
                    payload = json.dumps(stats).encode()
                    self.send_response(200)
                    self.send_header("content-type", "application/json")
                else:
                    payload = b"not found"
                    self.send_response(404)
                self.send_header("content-length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args: object) -> None:
                pass

        return Handler


def main() -> None:
    """Serve until stdin closes; the first line of stdout is the base URL."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--delay", type=float, default=1.0, help="seconds before each answer")
    args = parser.parse_args()
    with ResearchServer(delay=args.delay) as server:
        print(server.url, flush=True)
        sys.stdin.read()  # the parent closes it (or exits) to stop the server


if __name__ == "__main__":
    main()
