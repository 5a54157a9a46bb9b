"""The audit report in a real headless Chromium: it renders, it is lazy, and it is inert.

Each test launches Chromium once (about a second). They run wherever a Chromium is found;
elsewhere they are skipped with the command that installs one, except under `.ci/run`, which
installs Chromium first and sets REPORT_REQUIRE_BROWSER=1 so that a missing browser fails.
"""

from __future__ import annotations

import html
import os
import re
from pathlib import Path

import pytest
from report_support import (
    INSTALL_HINT,
    PINNED_04,
    action,
    dump_dom,
    find_chromium,
    page_requests,
    recording_proxy,
    root_attribute,
    run_scripted_agents,
)

from forecasting_agents.core import (
    RESOLVED_QUESTIONS_PATH,
    ForecastQuestion,
    SearchResult,
)
from forecasting_agents.record import RunTrace
from forecasting_agents.report import write_report
from forecasting_agents.search import MAX_QUERY_CHARS

# The pinned 04 record must be on screen within this long after navigation starts.
PINNED_READY_BUDGET_MS = 1000

if find_chromium() is None:
    if os.environ.get("REPORT_REQUIRE_BROWSER") == "1":
        raise RuntimeError(f"REPORT_REQUIRE_BROWSER=1 but no Chromium was found; {INSTALL_HINT}")
    pytest.skip(
        f"no Chromium found, browser tests skipped; {INSTALL_HINT}", allow_module_level=True
    )

# Each payload, if it ever ran or loaded, would leave a mark: the title, an attribute on the
# root element, an element with id "pwned", or a request for a host under .invalid.
PAYLOADS = [
    "<script>document.title='PWNED';document.documentElement.setAttribute('data-pwned','1')</script>",
    "</script><script>document.title='PWNED'</script>",
    "<img src=x onerror=\"document.title='PWNED'\"><img id=pwned src='http://hostile.invalid/i.png'>",
    "</style><style>body{background:url(http://hostile.invalid/css.png)}</style>",
    "<!--<script>document.title='PWNED'</script>-->",
    "<iframe src='http://hostile.invalid/frame'></iframe><link rel=stylesheet href='http://hostile.invalid/s.css'>",
    "\u2028\u2029<svg onload=\"document.title='PWNED'\"></svg>",
]

JS_URL = "javascript:document.title='PWNED'"
LONG = "W" * 300_000  # one unbroken word: it must wrap, not widen the page


def _hostile_trace():
    hostile = " ".join(PAYLOADS)
    question = ForecastQuestion(
        question=f"Will {PAYLOADS[0]} happen?",
        description=hostile,
        cutoff_date="2025-03-01",
        resolution_date="2025-04-01",
        question_id="hostile",
    )
    docs = [
        SearchResult(PAYLOADS[1], "https://www.reuters.com/x", hostile, "2025-02-01", 1.0),
        SearchResult(PAYLOADS[2], JS_URL, LONG, "2025-02-01", 0.9),
        SearchResult(PAYLOADS[3], "https://www.reuters.com/y", PAYLOADS[4], PAYLOADS[5], 0.8),
    ]
    replies = [
        action("search", query=hostile[:MAX_QUERY_CHARS], evidence_type="search_results"),
        action("search", query=PAYLOADS[0][:MAX_QUERY_CHARS], evidence_type="base_rate"),
        f"not json {hostile}",
        # Abstaining is accepted only once every evidence type has been searched for.
        action("search", query=f"base rate {hostile}"[:MAX_QUERY_CHARS], evidence_type="base_rate"),
        action("abstain", reason=f"{hostile} {LONG}"),
    ]
    agent_id = "agent_1"
    return run_scripted_agents(question, [(agent_id, replies, docs)], notes=hostile)


def _count(dom: str, tag: str) -> int:
    return len(re.findall(rf"<{tag}[\s>]", dom))


def test_hostile_trace_content_runs_no_script_and_loads_nothing(tmp_path):
    page = write_report_of(_hostile_trace(), tmp_path / "hostile.html")
    with recording_proxy() as (port, requests):
        dom = dump_dom(page, fragment="#run-1", proxy_port=port)
    assert root_attribute(dom, "data-ready") == "1", "the page did not finish rendering"
    assert page_requests(requests) == []
    assert "PWNED" not in re.search(r"<title>(.*?)</title>", dom, re.DOTALL).group(1)
    assert root_attribute(dom, "data-pwned") is None and 'id="pwned"' not in dom
    assert (_count(dom, "script"), _count(dom, "style")) == (2, 1)
    for tag in ("img", "iframe", "link", "svg"):
        assert _count(dom, tag) == 0, f"a <{tag}> from the data reached the DOM"
    # The run's timeline was opened (#run-1) and shows the payloads as text.
    assert "detail-row" in dom
    assert html.escape(PAYLOADS[1], quote=False) in dom
    assert html.escape(JS_URL, quote=False) in dom and LONG in dom


def test_the_hostile_payloads_would_be_caught_if_they_ran(tmp_path):
    """The control for the test above: the same payloads pasted raw into a page do run."""
    page = tmp_path / "naive.html"
    page.write_text(
        f"<!DOCTYPE html><html><head><title>naive</title></head><body>"
        f"{''.join(PAYLOADS)}</body></html>"
    )
    with recording_proxy() as (port, requests):
        dom = dump_dom(page, proxy_port=port)
    assert "PWNED" in re.search(r"<title>(.*?)</title>", dom, re.DOTALL).group(1)
    assert root_attribute(dom, "data-pwned") == "1"
    assert any("hostile.invalid" in line for line in page_requests(requests)), requests


def test_pinned_backtest_renders_fast_and_opens_runs_on_demand(tmp_path):
    page = write_report(PINNED_04, tmp_path / "04.html", questions_path=RESOLVED_QUESTIONS_PATH)
    dom = dump_dom(page, fragment="#status=abstained&run=18")
    assert root_attribute(dom, "data-ready") == "1"
    ready_ms = int(root_attribute(dom, "data-ready-ms"))
    assert ready_ms < PINNED_READY_BUDGET_MS, f"ready after {ready_ms} ms"
    classes = re.findall(r'<tr class="(run[^"]*)"', dom)
    assert len(classes) == 52
    # The status filter from the address hides every run that did not end abstained.
    abstained = sum(a["status"] == "abstained" for a in RunTrace.load(PINNED_04).agents)
    assert sum("hidden" not in c for c in classes) == abstained == 4
    assert "4 of 52 runs shown" in dom
    # Only the run named in the address was built; the other 51 timelines do not exist yet.
    assert dom.count('class="detail-row"') == 1
    detail = dom.split('class="detail-row"', 1)[1]
    assert "ecb-2025-01-cut/agent_2" in detail and "the model abstained" in detail
    assert "not recorded (legacy trace)" not in detail  # a schema 1.2 trace records the wire
    assert re.search(r'<svg[^>]*id="reliability"', dom) and _count(dom, "circle") == 3


def write_report_of(run, target: Path) -> Path:
    """Save the trace, then report it through the same path the command uses."""
    saved = run.save(target.parent / "traces")
    return write_report(saved, target)
