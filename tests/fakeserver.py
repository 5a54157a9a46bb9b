"""A scripted HTTP server on 127.0.0.1 for the HTTP-contract tests.

Each test queues the responses a real API would send (status, headers, JSON or raw body, an
optional delay to provoke a timeout, a body trickled out one byte at a time, or a body that
echoes the request's headers back, as some proxies and debugging servers do) and afterwards
reads back the requests the client made, with the client's port so a test can see connections
being reused.
It speaks HTTP/1.1 with keep-alive and binds an ephemeral port on loopback only, so no test
reaches the internet.
"""

from __future__ import annotations

import json
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class Reply:
    """One scripted response."""

    status: int = 200
    body: Any = None
    raw: bytes | None = None
    headers: dict[str, str] = field(default_factory=dict)
    delay: float = 0.0
    trickle: float = 0.0  # seconds between body bytes; 0 sends the body at once
    echo_headers: bool = False  # the body quotes the request headers (a key-echo proxy)
    # Builds the JSON body from the request headers as received (name -> value, in order), for
    # a server that echoes them in a reply of its own shape, a 200 one included.
    echo: Callable[[list[tuple[str, str]]], Any] | None = None
    close_without_reply: bool = False  # read the request, then close the connection unanswered


@dataclass
class Request:
    """One request the client sent, as the server saw it."""

    method: str
    path: str
    headers: dict[str, str]
    body: bytes
    peer_port: int = 0

    def json(self) -> Any:
        return json.loads(self.body.decode() or "null")


class FakeServer:
    """Serve queued :class:`Reply` objects in order; record every :class:`Request`."""

    def __init__(self) -> None:
        self.replies: deque[Reply] = deque()
        self.requests: list[Request] = []
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._server.daemon_threads = True
        self._thread = threading.Thread(
            target=self._server.serve_forever, kwargs={"poll_interval": 0.01}, daemon=True
        )

    @property
    def url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host}:{port}"

    def queue(self, *replies: Reply) -> FakeServer:
        self.replies.extend(replies)
        return self

    def __enter__(self) -> FakeServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"  # keep-alive, so connection reuse is observable

            def _serve(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                body = self.rfile.read(length) if length else b""
                fake.requests.append(
                    Request(
                        self.command,
                        self.path,
                        {k.lower(): v for k, v in self.headers.items()},
                        body,
                        self.client_address[1],
                    )
                )
                reply = (
                    fake.replies.popleft()
                    if fake.replies
                    else Reply(500, {"error": "no reply queued"})
                )
                if reply.delay:
                    time.sleep(reply.delay)
                if reply.close_without_reply:
                    self.close_connection = True
                    return
                payload = reply.raw if reply.raw is not None else json.dumps(reply.body).encode()
                if reply.echo is not None:
                    payload = json.dumps(reply.echo(list(self.headers.items()))).encode()
                if reply.echo_headers:
                    echoed = "; ".join(f"{k}: {v}" for k, v in self.headers.items())
                    payload = json.dumps({"error": {"message": f"bad request ({echoed})"}}).encode()
                try:
                    self.send_response(reply.status)
                    headers = {"content-type": "application/json", **reply.headers}
                    for key, value in headers.items():
                        self.send_header(key, value)
                    self.send_header("content-length", str(len(payload)))
                    self.end_headers()
                    if reply.trickle:
                        for index in range(len(payload)):
                            self.wfile.write(payload[index : index + 1])
                            self.wfile.flush()
                            time.sleep(reply.trickle)
                    else:
                        self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test); nothing to deliver

            do_GET = do_POST = _serve

            def log_message(self, *args: object) -> None:
                pass

        return Handler
