"""Helpers for the audit-report tests and benchmark: synthetic traces and headless Chromium.

Synthetic traces are produced the way a real one is: the research agent runs with a scripted
model and a scripted search client, both wrapped by the library's tracers, and
``RunTrace.capture`` assembles the record. So the traces follow whatever format the library
writes, never a hand-typed copy of it.

Chromium is driven directly (``--headless --dump-dom``), with a throwaway profile and every
background service off; an optional recording proxy on 127.0.0.1 sees any request the page
tries to make, since with ``--proxy-server`` every http(s) URL goes to it first. A test that
must act on the page (click a button, time it) uses :func:`open_page`, which drives Chromium over
the DevTools protocol on a pipe (``--remote-debugging-pipe``): standard library only, no port.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import re
import select
import shutil
import signal
import socketserver
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from pathlib import Path
from typing import Any

from support import PINNED_04, REPO  # noqa: F401 (re-exported to the report tests)

from forecasting_agents.agent._research import ResearchAgent, default_as_of
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.record._tracing import trace_llm, trace_search

CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
CHROMIUM_ENV_VAR = "CHROMIUM"
INSTALL_HINT = "install it with: apt-get update && apt-get install -y chromium"
BROWSER_TIMEOUT_S = 120
QUIT_TIMEOUT_S = 10


# --------------------------------------------------------------------------- scripted run


class ScriptedSearch:
    """Returns the same documents for every query (the controls decide what survives).

    ``more_by_call`` maps a call's index (0-based) to documents that call returns first, so a
    script can find new documents later in a run (coverage counts distinct documents).
    """

    client_name = "scripted-search"

    def __init__(
        self,
        documents: Sequence[SearchResult],
        more_by_call: dict[int, Sequence[SearchResult]] | None = None,
    ) -> None:
        self.documents = list(documents)
        self.more_by_call = dict(more_by_call or {})
        self.calls = 0

    def search(self, query: str, max_results: int = 5, cutoff_date: Any = None) -> list:
        found = [*self.more_by_call.get(self.calls, ()), *self.documents]
        self.calls += 1
        return found[:max_results]


def run_mock_backtest(folder: Path, questions: int) -> Any:
    """The result (a BacktestResult) of a mock backtest of the first ``questions`` course
    questions, as the runner writes it into ``folder`` (with a scorecard), at a fixed time."""
    from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
    from forecasting_agents.evaluation._mock import BacktestMockLLMClient

    inputs = load_backtest_inputs()
    return run_backtest(
        inputs.questions[:questions],
        inputs.documents,
        BacktestMockLLMClient(),
        categories=inputs.categories,
        out_dir=folder / "run",
        progress=lambda _: None,
        created_at="2026-01-01T00:00:00Z",
    )


def action(name: str, **fields: Any) -> str:
    return json.dumps({"action": name, **fields})


def run_scripted_agents(
    question: ForecastQuestion,
    scripts: Sequence[tuple[str, Sequence[str], Sequence[SearchResult]]],
    *,
    notes: str = "",
    max_steps: int = 8,
    max_search_results: int = 5,
    more_by_call: dict[int, Sequence[SearchResult]] | None = None,
) -> RunTrace:
    """Run one research agent per ``(agent_id, replies, documents)`` and capture the trace."""
    runs = [(question, agent_id, replies, docs) for agent_id, replies, docs in scripts]
    return trace_scripted_runs(
        runs,
        notes=notes,
        max_steps=max_steps,
        max_search_results=max_search_results,
        more_by_call=more_by_call,
    )


def trace_scripted_runs(
    runs: Sequence[tuple[ForecastQuestion, str, Sequence[str], Sequence[SearchResult]]],
    *,
    notes: str = "",
    max_steps: int = 8,
    max_search_results: int = 5,
    more_by_call: dict[int, Sequence[SearchResult]] | None = None,
) -> RunTrace:
    """Run ``(question, agent_id, replies, documents)`` agents in order; capture one trace."""
    agents, llm_calls, search_calls = [], [], []
    for question, agent_id, replies, documents in runs:
        label = f"{question.question_id}/{agent_id}"
        llm = trace_llm(ScriptedLLMClient(replies, model="report-test-script"), label)
        search = trace_search(ScriptedSearch(documents, more_by_call), label)
        agent = ResearchAgent(
            llm,
            search,
            agent_id=agent_id,
            max_steps=max_steps,
            max_search_results=max_search_results,
        )
        agents.append(agent.run(question, default_as_of(question)).artifact)
        llm_calls += llm.calls
        search_calls += search.calls
    return RunTrace.capture(
        notebook="report_test",
        provider="scripted",
        question=runs[0][0],
        params={"max_steps": max_steps, "max_search_results": max_search_results},
        agents=agents,
        llm_calls=llm_calls,
        search_calls=search_calls,
        notes=notes,
        created_at="2026-01-01T00:00:00Z",
        run_id="0123456789ab",
    )


def huge_string_trace(chars: int) -> RunTrace:
    """One run whose search snippet, next prompt and reply each hold one unbroken string.

    The string is ``chars`` W's. The search returns a document whose snippet is the string; the
    second prompt quotes it in its tool message; the reply to that prompt is the string again (not
    JSON), and the two-step budget ends the run. Three copies, so the trace stays quick to build.
    """
    unbroken = "W" * chars
    question = ForecastQuestion(
        question="Will a huge page open?",
        cutoff_date="2025-03-01",
        resolution_date="2025-04-01",
        question_id="huge",
    )
    docs = [SearchResult("huge", "https://www.reuters.com/huge", unbroken, "2025-02-01", 1.0)]
    replies = [
        action("search", query="huge", evidence_type="search_results"),
        f"not json {unbroken}",
    ]
    return run_scripted_agents(question, [("agent_1", replies, docs)], max_steps=2)


# --------------------------------------------------------------------------- chromium


def find_chromium() -> str | None:
    """The browser to drive: $CHROMIUM if set, else the first known name on PATH."""
    configured = os.environ.get(CHROMIUM_ENV_VAR)
    if configured:
        return shutil.which(configured) or (configured if Path(configured).is_file() else None)
    return next((path for name in CHROMIUM_NAMES if (path := shutil.which(name))), None)


def _flags(profile: str, proxy_port: int | None) -> list[str]:
    flags = [
        "--headless",
        "--no-sandbox",  # CI runs as root, where Chromium's sandbox refuses to start
        "--disable-gpu",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-default-apps",
        "--metrics-recording-only",
        "--safebrowsing-disable-auto-update",
        "--disable-client-side-phishing-detection",
        "--disable-domain-reliability",
        "--no-pings",
        "--disable-features=NetworkTimeServiceQuerying,OptimizationHints,MediaRouter,"
        "Translate,AutofillServerCommunication,CertificateTransparencyComponentUpdater",
        f"--user-data-dir={profile}",
    ]
    if proxy_port is not None:
        # "<-loopback>" sends even 127.0.0.1 through the proxy, so nothing escapes the count.
        flags += [
            f"--proxy-server=http://127.0.0.1:{proxy_port}",
            "--proxy-bypass-list=<-loopback>",
        ]
    return flags


def run_chromium(
    page: Path, extra: Sequence[str], *, fragment: str = "", proxy_port: int | None = None
) -> str:
    """Load ``page`` (a file) in headless Chromium with ``extra`` flags; return its stdout."""
    browser = find_chromium()
    if browser is None:
        raise RuntimeError(f"no Chromium found; {INSTALL_HINT}")
    url = page.resolve().as_uri() + fragment
    with tempfile.TemporaryDirectory(prefix="report-chromium-") as profile:
        done = subprocess.run(
            [browser, *_flags(profile, proxy_port), *extra, url],
            capture_output=True,
            text=True,
            timeout=BROWSER_TIMEOUT_S,
            check=False,
        )
    if done.returncode != 0:
        raise RuntimeError(f"chromium exited {done.returncode}: {done.stderr[-2000:]}")
    return done.stdout


def dump_dom(page: Path, *, fragment: str = "", proxy_port: int | None = None) -> str:
    """The DOM after the page's scripts ran, serialised (Chromium's ``--dump-dom``)."""
    return run_chromium(page, ["--dump-dom"], fragment=fragment, proxy_port=proxy_port)


def screenshot(page: Path, out: Path, width: int = 1280, height: int = 1600) -> Path:
    run_chromium(
        page, [f"--screenshot={out}", f"--window-size={width},{height}", "--hide-scrollbars"]
    )
    return out


def root_attribute(dom: str, name: str) -> str | None:
    """An attribute of the <html> element in a dumped DOM."""
    match = re.search(r"<html\b[^>]*>", dom)
    if not match:
        return None
    found = re.search(rf'\s{re.escape(name)}="([^"]*)"', match.group())
    return found.group(1) if found else None


class DevToolsPage:
    """One page of a headless Chromium, driven over the DevTools protocol on a pipe.

    Chromium reads NUL-terminated JSON commands on its fd 3 and writes replies and events on its
    fd 4 (``--remote-debugging-pipe``); events are skipped, a reply is matched by its id.
    """

    def __init__(self, proc: subprocess.Popen, commands: int, replies: int) -> None:
        self.proc, self._commands, self._replies = proc, commands, replies
        self._buffer, self._next_id, self._session = b"", 0, None
        targets = self.send("Target.getTargets")["targetInfos"]
        target = next(t["targetId"] for t in targets if t["type"] == "page")
        attached = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})
        self._session = attached["sessionId"]

    def send(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """Send one command and return its result; raise RuntimeError on an error reply."""
        self._next_id += 1
        message: dict[str, Any] = {"id": self._next_id, "method": method, "params": params or {}}
        if self._session is not None:
            message["sessionId"] = self._session
        os.write(self._commands, json.dumps(message).encode() + b"\0")
        while True:
            reply = json.loads(self._read_message())
            if reply.get("id") == self._next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply["result"]

    def _read_message(self) -> bytes:
        deadline = time.monotonic() + BROWSER_TIMEOUT_S
        while b"\0" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._replies], [], [], left)[0]:
                raise RuntimeError(f"no reply from Chromium within {BROWSER_TIMEOUT_S} s")
            chunk = os.read(self._replies, 1 << 20)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self._buffer += chunk
        message, self._buffer = self._buffer.split(b"\0", 1)
        return message

    def evaluate(self, expression: str) -> Any:
        """The value of a JavaScript expression in the page (a promise is awaited)."""
        result = self.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
        )
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def ready_ms(self) -> int:
        """The page's own measure: ms from navigation start until it was built and laid out."""
        return int(self.evaluate("document.documentElement.getAttribute('data-ready-ms')"))

    def click(self, selector: str) -> None:
        """Click the first element ``selector`` matches (a CSS selector written by the test)."""
        found = self.evaluate(
            f"(function (n) {{ if (!n) return false; n.click(); return true; }})"
            f"(document.querySelector({json.dumps(selector)}))"
        )
        if not found:
            raise RuntimeError(f"no element matches {selector!r}")

    def capture(self, out: Path, *, width: int = 1280, height: int = 1000) -> Path:
        """A PNG of the viewport (``width`` x ``height`` CSS pixels) as it is now, at ``out``."""
        self.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False},
        )
        shot = self.send("Page.captureScreenshot", {"format": "png"})
        out.write_bytes(base64.b64decode(shot["data"]))
        return out

    def reload(self) -> None:
        """Load the page again (same address) and wait until the new document is ready."""
        self.evaluate(
            "document.documentElement.removeAttribute('data-ready'); location.reload(); true"
        )
        self.wait_ready()

    def wait_ready(self, timeout_s: float = BROWSER_TIMEOUT_S) -> None:
        """Wait until the report marks itself ready (``data-ready="1"`` on <html>)."""
        deadline = time.monotonic() + timeout_s
        probe = "document.documentElement && document.documentElement.getAttribute('data-ready')"
        while True:
            try:
                if self.evaluate(probe) == "1":
                    return
            except RuntimeError:  # asked while the navigation swapped documents: ask again
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"the page was not ready within {timeout_s} s")
            time.sleep(0.05)


@contextmanager
def open_page(page: Path, *, fragment: str = "") -> Iterator[DevToolsPage]:
    """``page`` (a file) open in headless Chromium, ready, for :meth:`DevToolsPage.evaluate`."""
    browser = find_chromium()
    if browser is None:
        raise RuntimeError(f"no Chromium found; {INSTALL_HINT}")
    to_browser, from_browser = os.pipe(), os.pipe()

    def wire_pipes() -> None:  # in the child: its fd 3 reads our commands, its fd 4 replies
        # Duplicated above 10 first, so that neither dup2 can overwrite the other's source.
        reads = fcntl.fcntl(to_browser[0], fcntl.F_DUPFD, 10)
        writes = fcntl.fcntl(from_browser[1], fcntl.F_DUPFD, 10)
        os.dup2(reads, 3)
        os.dup2(writes, 4)
        os.close(reads)
        os.close(writes)

    url = page.resolve().as_uri() + fragment
    # A helper process may still be writing to the profile as it is removed: never an error.
    with tempfile.TemporaryDirectory(
        prefix="report-chromium-", ignore_cleanup_errors=True
    ) as profile:
        proc = subprocess.Popen(
            [browser, *_flags(profile, None), "--remote-debugging-pipe", url],
            preexec_fn=wire_pipes,
            close_fds=False,  # fds 3 and 4 must survive; Python's own fds are close-on-exec
            start_new_session=True,  # its own process group, so its helpers can be ended with it
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(to_browser[0])
        os.close(from_browser[1])
        try:
            opened = DevToolsPage(proc, to_browser[1], from_browser[0])
            opened.wait_ready()
            yield opened
        finally:
            _quit(proc, to_browser[1])
            os.close(to_browser[1])
            os.close(from_browser[0])


def _quit(proc: subprocess.Popen, commands: int) -> None:
    """Ask Chromium to close (it ends its own helpers); end its process group if it does not."""
    try:
        os.write(commands, json.dumps({"id": 0, "method": "Browser.close"}).encode() + b"\0")
        proc.wait(timeout=QUIT_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired):
        with suppress(ProcessLookupError):  # it may have ended just now
            os.killpg(proc.pid, signal.SIGKILL)  # the group of the browser started above, only
        proc.wait(timeout=BROWSER_TIMEOUT_S)


def rendered_part(dom: str) -> str:
    """A dumped DOM without the embedded data element, i.e. only what the script built."""
    return re.sub(
        r'<script type="application/json" id="report-data">.*?</script>', "", dom, flags=re.DOTALL
    )


# Chromium's own services (component updater, sign-in) call home however it is flagged; those
# requests come from the browser, not from the page, so they are set aside by host.
BROWSER_SERVICE_HOSTS = ("google.com", "googleapis.com", "gvt1.com")
_REQUEST_HOST = re.compile(r"^[A-Z]+ (?:https?://)?([^/:\s]+)")


def page_requests(requests: Sequence[str]) -> list[str]:
    """The recorded request lines that did not come from Chromium's own services."""
    kept = []
    for line in requests:
        match = _REQUEST_HOST.match(line)
        host = match.group(1).lower() if match else ""
        if not any(host == h or host.endswith("." + h) for h in BROWSER_SERVICE_HOSTS):
            kept.append(line)
    return kept


class _Recorder(socketserver.StreamRequestHandler):
    def handle(self) -> None:
        line = self.rfile.readline(65536).decode("latin-1").strip()
        if line:
            self.server.requests.append(line)  # type: ignore[attr-defined]
        self.wfile.write(
            b"HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        )


@contextmanager
def recording_proxy() -> Iterator[tuple[int, list[str]]]:
    """A proxy on 127.0.0.1 that refuses every request and records its request line."""
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), _Recorder)
    server.daemon_threads = True
    server.requests = []  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], server.requests  # type: ignore[attr-defined]
    finally:
        server.shutdown()
        server.server_close()
