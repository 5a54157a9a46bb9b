"""End to end: a backtest whose model repeats the request headers leaves no credential anywhere.

``forecast-agents backtest`` runs against a fake OpenAI-compatible server whose "model" copies the
``Authorization`` header into every search query it asks for and quotes every header (raw and in
base64 at each alignment) and the credential it carries, escaped in part (mixed-case percent,
.NET-style ``+ / =`` only, some characters ``\\u``-escaped, HTML references), in every rationale,
as a model tricked by a web page might. The key comes from ``OPENAI_API_KEY``, or the credentials
from the base URL. Afterwards no file under ``--out``, no audit report of its trace, and nothing
printed may hold a recoverable form of either (:func:`secret_support.recoverable`); nor may the
console of a run whose server quotes them in its error replies.
"""

from __future__ import annotations

import base64
import json
import os
import secrets
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest
from fake_research_server import ResearchServer
from fakeserver import FakeServer, Reply
from secret_support import inserted_forms, partly_escaped_forms, recoverable

from forecasting_agents.core._catalog import catalog_env_vars

QUESTION_ID = "fomc-2025-01-cut"
MAX_QUERY = 390  # under the executor's limit, so the search runs and is recorded


def quoted(headers: list[tuple[str, str]]) -> str:
    ordered = sorted(headers, key=lambda item: item[0].lower() != "authorization")
    block = "; ".join(f"{name}: {value}" for name, value in ordered).encode()
    escaped = [form for secret in carried(headers) for form in partly_escaped_forms(secret)]
    return " | ".join(
        [
            block.decode(),
            *escaped,
            *(base64.b64encode(b"x" * shift + block).decode() for shift in range(3)),
        ]
    )


def carried(headers: list[tuple[str, str]]) -> list[str]:
    """The credential the Authorization header carries: a Bearer key, or Basic's password."""
    authorization = {name.lower(): value for name, value in headers}.get("authorization", "")
    scheme, _, value = authorization.partition(" ")
    if scheme == "Basic":
        return [base64.b64decode(value).decode().partition(":")[2]]
    return [value] if value else []


def repeat_the_headers(content: str, headers: list[tuple[str, str]]) -> str:
    """The mock's action, with the credential in its query and every header in its rationale."""
    action = json.loads(content)
    authorization = {name.lower(): value for name, value in headers}.get("authorization", "")
    if "query" in action:
        action["query"] = f"{action['query']} {authorization}"[:MAX_QUERY]
    if "rationale" in action:
        action["rationale"] += f" I was sent: {quoted(headers)}"
    return json.dumps(action)


def clean_env(traces: Path) -> dict[str, str]:
    """This process's environment without any provider setting (a module fixture runs before
    the per-test isolation of conftest), with traces kept out of forecast_traces/."""
    drop = set(catalog_env_vars())
    env = {k: v for k, v in os.environ.items() if k not in drop and not k.startswith("LLM_")}
    env.pop("SEARCH_PROVIDER", None)
    return env | {"FORECAST_TRACES_DIR": str(traces)}


@pytest.fixture(scope="module", params=["key", "url credentials"])
def finished_run(request, tmp_path_factory):
    """Every text a finished backtest left, by where it is, and the credentials it held."""
    key = "Kq9" + secrets.token_urlsafe(18) + "Zj"
    password = "Pw7" + secrets.token_urlsafe(12) + "Zj"
    out = tmp_path_factory.mktemp("run") / "out"
    with ResearchServer(rewrite=repeat_the_headers) as server:
        env = clean_env(tmp_path_factory.mktemp("traces"))
        env |= {"OPENAI_MODEL": "fake", "OPENAI_BASE_URL": server.url}
        if request.param == "key":
            env["OPENAI_API_KEY"] = key
        else:
            env["OPENAI_BASE_URL"] = server.url.replace("http://", f"http://relay:{password}@")
        command = [
            sys.executable, "-m", "forecasting_agents", "backtest", "--provider", "openai",
            "--out", str(out), "--ids", QUESTION_ID, "--agents", "2",
        ]  # fmt: skip
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    (trace,) = out.glob("backtest_*.json")
    page = out.parent / "report.html"
    shown = subprocess.run(
        [sys.executable, "-m", "forecasting_agents", "report", str(trace), "-o", str(page)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert shown.returncode == 0, shown.stderr
    texts = {"stdout": done.stdout + shown.stdout, "stderr": done.stderr + shown.stderr}
    texts["the audit report"] = page.read_text()
    for path in sorted(out.rglob("*")):
        if path.is_file():
            texts[path.relative_to(out).as_posix()] = path.read_text(errors="replace")
    return texts, (key, password)


def leaks(texts: dict[str, str], held: tuple[str, ...]) -> dict[str, list[str]]:
    return {
        where: found
        for secret in held
        for where, text in texts.items()
        if (found := recoverable(secret, text))
    }


def test_no_credential_reaches_the_trace_the_tables_or_the_console(finished_run):
    texts, held = finished_run
    assert {"manifest.json", "questions.csv", "scores.csv"} <= set(texts)
    assert any(where.startswith("backtest_") for where in texts)
    others = {where: text for where, text in texts.items() if not where.startswith("records/")}
    assert leaks(others, held) == {}


def test_no_credential_reaches_a_question_record(finished_run):
    texts, held = finished_run
    records = {where: text for where, text in texts.items() if where.startswith("records/")}
    assert list(records) == [f"records/{QUESTION_ID}.json"]
    assert leaks(records, held) == {}


@pytest.mark.parametrize("via", ["key", "url credentials"])
def test_no_credential_reaches_the_console_from_a_server_error(via, tmp_path):
    """The server answers every call with an error quoting the credential every way: the
    failures the run prints hold none of it."""
    key = "Kq9" + secrets.token_urlsafe(15) + "+/=Zj"
    password = "Pw7" + secrets.token_urlsafe(12) + "+/=Zj"
    held = (key,) if via == "key" else (password,)
    text = " | ".join(inserted_forms(held[0], b"\x01\x02\x03"))
    with FakeServer() as server:
        server.queue(*[Reply(400, {"error": {"message": text}}) for _ in range(8)])
        env = clean_env(tmp_path / "traces") | {"OPENAI_MODEL": "fake"}
        if via == "key":
            env |= {"OPENAI_API_KEY": key, "OPENAI_BASE_URL": server.url}
        else:
            env["OPENAI_BASE_URL"] = server.url.replace(
                "http://", f"http://relay:{quote(password, safe='')}@"
            )
        command = [
            sys.executable, "-m", "forecasting_agents", "backtest", "--provider", "openai",
            "--out", str(tmp_path / "out"), "--ids", QUESTION_ID, "--agents", "1",
        ]  # fmt: skip
        done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 1, done.stderr  # the question failed, and says why
    assert "FAILED" in done.stdout + done.stderr and "[REDACTED]" in done.stdout + done.stderr
    assert leaks({"stdout": done.stdout, "stderr": done.stderr}, held) == {}
