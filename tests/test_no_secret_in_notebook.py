"""End to end: notebook 01 run live against servers that echo every key leaves none anywhere.

Notebook 01 runs live through papermill (``RUN_LIVE True``, ``SEARCH_PROVIDER tavily``) against two
fake servers on 127.0.0.1: an OpenAI-compatible one whose "model" quotes, in every reply, the
``Authorization`` header it was sent and every form of the OpenAI key, the Tavily key and the
password of the ``user:password@`` in ``OPENAI_BASE_URL``; and a Tavily one whose results quote
the key it was sent (and the others) the same ways. The forms are those of
:func:`secret_support.inserted_forms`: as is, URL-encoded (mixed hex case too, every byte or only
``+ / =`` as .NET writes them), JSON-escaped wholly or in part, HTML references, base64 at every
alignment, in auth headers. Afterwards no request body either server received (every prompt, every
query), no file the run wrote (the trace, the executed notebook) and no printed line may hold a
recoverable form of any of the three (:func:`secret_support.recoverable`).
"""

from __future__ import annotations

import base64
import json
import secrets
import sys
from pathlib import Path
from urllib.parse import quote

import nbformat
import pytest
from fakeserver import FakeServer, Reply
from secret_support import inserted_forms, recoverable
from support import REPO

sys.path.insert(0, str(REPO / "scripts"))

from notebook_build import execute

pytestmark = pytest.mark.notebooks

MODEL = "echo-model"
MAX_QUERY = 390  # under the executor's limit, so each search runs and is recorded
MAX_RATIONALE = 1_900  # under the action schema's limit, so the forecast is accepted


def _key(prefix: str) -> str:
    # "+/=" so that escaping only those (as .NET does) is a form of its own.
    return prefix + secrets.token_urlsafe(15) + "+/=Zj"


def _forms(*keys: str) -> list[str]:
    return [form for key in keys for form in inserted_forms(key, b"\x07\x08\x09")]


def _reply(content: str) -> dict:
    return {"model": MODEL, "choices": [{"message": {"content": content}}], "usage": {}}


class Keys:
    """The three secrets of the run, and what each server says back with them."""

    def __init__(self) -> None:
        self.openai, self.tavily, self.password = _key("Kq9"), _key("Tv7"), _key("Pw7")
        self.forms = _forms(self.openai, self.tavily, self.password)

    @property
    def held(self) -> tuple[str, ...]:
        return (self.openai, self.tavily, self.password)

    def model_replies(self) -> list[Reply]:
        """The warm-up, two searches, a reply the schema rejects, and a forecast: each quotes
        the request's Authorization header and forms of every key."""

        def said(build):
            def echo(headers: list[tuple[str, str]]) -> dict:
                sent = dict((name.lower(), value) for name, value in headers)["authorization"]
                heard = [sent, *_forms(*_basic_credentials(sent))]
                return _reply(build(heard))

            return echo

        everything = " | ".join(self.forms)
        steps = [
            lambda heard: f"4 {' | '.join(heard)} {everything}",
            lambda heard: _action(query=("NVIDIA " + " ".join(heard))[:MAX_QUERY]),
            lambda heard: _action(query=("revenue " + everything)[:MAX_QUERY]),
            lambda heard: f"no JSON here: {' | '.join(heard)} {everything}",
            lambda heard: _action(p_yes=0.6, rationale=(" | ".join(heard))[:MAX_RATIONALE]),
        ]
        return [Reply(200, echo=said(step)) for step in steps]

    def search_replies(self, count: int) -> list[Reply]:
        """Results quoting the key the search server was sent, and every other form."""

        def echo(headers: list[tuple[str, str]]) -> dict:
            sent = dict((name.lower(), value) for name, value in headers)["authorization"]
            heard = [sent, *_forms(sent.removeprefix("Bearer "))]
            quoted = [*heard, *self.forms]
            size = len(quoted) // 5 + 1
            return {
                "results": [
                    {
                        "title": f"Result {i}: {quoted[i]}",
                        "url": f"https://news.example/{i}?ref={quote(quoted[i], safe='')}",
                        "content": " | ".join(quoted[i * size : (i + 1) * size]),
                        "published_date": "2025-02-10",
                        "score": 0.5,
                    }
                    for i in range(5)
                ]
            }

        return [Reply(200, echo=echo) for _ in range(count)]


def _action(**fields: object) -> str:
    action = "forecast" if "p_yes" in fields else "search"
    return json.dumps({"action": action, **fields})


def _basic_credentials(header: str) -> list[str]:
    """What a ``Basic`` header carries (user:password, then the password); [] for another."""
    if not header.startswith("Basic "):
        return []
    pair = base64.b64decode(header.removeprefix("Basic ")).decode()
    return [pair, pair.partition(":")[2]]


@pytest.fixture(scope="module")
def live_run(tmp_path_factory):
    """Run notebook 01 live against the echoing servers; every text it left, by where."""
    keys = Keys()
    work = tmp_path_factory.mktemp("nb01-echo")
    traces, output = work / "traces", work / "01_live.ipynb"
    with FakeServer() as model, FakeServer() as search:
        model.queue(*keys.model_replies())
        search.queue(*keys.search_replies(4))
        base = model.url.replace("http://", f"http://relay:{quote(keys.password, safe='')}@")
        env = {
            "FORECAST_TRACES_DIR": str(traces),
            "LLM_PROVIDER": "openai",
            "OPENAI_API_KEY": keys.openai,
            "OPENAI_BASE_URL": f"{base}/v1",
            "OPENAI_MODEL": MODEL,
            "TAVILY_API_KEY": keys.tavily,
            "TAVILY_BASE_URL": search.url,
            "SEARCH_PROVIDER": "",
        }
        parameters = {"RUN_LIVE": True, "SEARCH_PROVIDER": "tavily", "QUESTION_SOURCE": "demo"}
        execute(REPO / "notebooks" / "01_react_reasoning.py", output, parameters, extra_env=env)
        sent = {
            f"{name} request {n}": request.body.decode("utf-8", "replace")
            for name, server in (("model", model), ("search", search))
            for n, request in enumerate(server.requests, start=1)
        }
    written = {
        p.relative_to(work).as_posix(): p.read_text() for p in work.rglob("*") if p.is_file()
    }
    printed = {
        f"cell {n} output": "".join(
            o.get("text", "") + json.dumps(o.get("data", {})) for o in c.outputs
        )
        for n, c in enumerate(nbformat.read(output, as_version=4).cells)
        if c.cell_type == "code"
    }
    return keys, sent, written, printed


def _leaks(texts: dict[str, str], held: tuple[str, ...]) -> dict[str, list[str]]:
    return {
        f"{where}, key {held.index(key) + 1}": found
        for key in held
        for where, text in texts.items()
        if (found := recoverable(key, text))
    }


def test_the_run_went_the_way_the_servers_scripted_it(live_run):
    _, sent, written, printed = live_run
    assert sum(where.startswith("model") for where in sent) == 5
    assert sum(where.startswith("search") for where in sent) == 2
    assert len([w for w in written if w.startswith("traces/01_react_reasoning_")]) == 1
    shown = "".join(printed.values())
    assert "p(YES):  0.60" in shown and "[REDACTED]" in shown
    assert "SEARCH" in shown and "Result 0: Bearer [REDACTED]" in shown  # results, from memory


def test_no_prompt_or_query_sent_holds_a_key(live_run):
    keys, sent, _, _ = live_run
    assert _leaks(sent, keys.held) == {}


def test_no_file_written_holds_a_key(live_run):
    keys, _, written, _ = live_run
    assert _leaks(written, keys.held) == {}


def test_no_line_printed_holds_a_key(live_run):
    keys, _, _, printed = live_run
    assert _leaks(printed, keys.held) == {}


def test_the_trace_and_notebook_show_where_a_key_was_masked(live_run):
    _, _, written, _ = live_run
    (trace,) = [text for where, text in written.items() if where.startswith("traces/")]
    assert "[REDACTED]" in trace
    assert isinstance(json.loads(trace), dict)
    assert Path("01_live.ipynb").name in written
