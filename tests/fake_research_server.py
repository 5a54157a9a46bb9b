"""A fake OpenAI-compatible chat server on 127.0.0.1 that plays a research agent, slowly.

Each ``POST /chat/completions`` is answered after ``delay`` seconds with the reply
:class:`forecasting_agents.evaluation.BacktestMockLLMClient` gives for the same conversation and
seed, so a
backtest through the real :class:`forecasting_agents.providers.OpenAIClient` and HTTP is
deterministic and
matches the offline mock. Used by the kill-and-resume test and by scripts/bench_backtest.py.
It listens on loopback only and counts the requests it served and the peak in flight.
``rewrite`` (optional) turns each reply and the request's headers into the reply sent, for a
model that repeats what it was sent (the no-secret-on-disk test).
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from forecasting_agents.core import ChatMessage
from forecasting_agents.evaluation import BacktestMockLLMClient

SERVED_MODEL = "fake-research-model"


class ResearchServer:
    """Start with ``with ResearchServer(delay) as server:``; point OPENAI_BASE_URL at ``.url``."""

    def __init__(
        self,
        delay: float = 0.0,
        rewrite: Callable[[str, list[tuple[str, str]]], str] | None = None,
    ) -> None:
        self.delay = delay
        self.rewrite = rewrite
        self.requests = 0
        self.in_flight = 0
        self.peak_in_flight = 0
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._server.request_queue_size = 128
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

            def do_POST(self) -> None:
                with fake._lock:
                    fake.requests += 1
                    fake.in_flight += 1
                    fake.peak_in_flight = max(fake.peak_in_flight, fake.in_flight)
                try:
                    length = int(self.headers.get("content-length") or 0)
                    body = json.loads(self.rfile.read(length))
                    time.sleep(fake.delay)
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

            def log_message(self, *args: object) -> None:
                pass

        return Handler
