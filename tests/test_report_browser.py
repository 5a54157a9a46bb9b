"""The audit report in a real headless Chromium: it renders, it is lazy, and it is inert.

Each test launches Chromium once (about a second). They run wherever a Chromium is found;
elsewhere they are skipped with the command that installs one, except under `.ci/run`, which
installs Chromium first and sets REPORT_REQUIRE_BROWSER=1 so that a missing browser fails.
"""

from __future__ import annotations

import html
import json
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
    huge_string_trace,
    open_page,
    page_requests,
    recording_proxy,
    rendered_part,
    root_attribute,
    run_mock_backtest,
    run_scripted_agents,
    trace_scripted_runs,
)

from forecasting_agents.core._course import RESOLVED_QUESTIONS_PATH
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.report._backtest import load_questions_file
from forecasting_agents.report._pack import unpack
from forecasting_agents.report._page import ASSETS_DIR, build_report_data, write_report
from forecasting_agents.search._executor import MAX_QUERY_CHARS

# The pinned 04 record must be on screen within this long after navigation starts.
PINNED_READY_BUDGET_MS = 1000
# A run holding 10 MB unbroken strings must open (built and laid out) within this long.
HUGE_READY_BUDGET_MS = 2000
HUGE_CHARS = 10_000_000
TIMED_LOADS = 3


def _script_constant(name: str) -> int:
    """A number the page's script defines (``var NAME = 123;``), read from the script itself."""
    script = (ASSETS_DIR / "report.js").read_text(encoding="utf-8")
    return int(re.search(rf"var {name} = (\d+);", script).group(1))


CLIP_CHARS, MORE_CHARS = _script_constant("CLIP_CHARS"), _script_constant("MORE_CHARS")

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
        action("search", query=f"base rate {hostile}"[:MAX_QUERY_CHARS], evidence_type="base_rate"),
        # Queries holding markup are refused as copied templates (and recorded as asked); these
        # run, so the hostile documents reach the record, and once two find nothing new (with
        # both types searched for) abstaining is accepted.
        action("search", query="plain reporting", evidence_type="search_results"),
        action("search", query="plain history", evidence_type="base_rate"),
        action("search", query="plain news", evidence_type="search_results"),
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
    # The run's timeline was opened (#run-1) and shows the payloads as text; the long word
    # is shown clipped, with the controls that show the rest.
    shown = rendered_part(dom)
    assert "detail-row" in shown
    assert html.escape(PAYLOADS[1], quote=False) in shown
    assert html.escape(JS_URL, quote=False) in shown
    assert LONG[:CLIP_CHARS] in shown and LONG[: CLIP_CHARS + 1] not in shown
    assert 'class="show-all"' in shown


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
    agents = RunTrace.load(PINNED_04).agents
    abstained = [i for i, a in enumerate(agents, start=1) if a["status"] == "abstained"]
    page = write_report(PINNED_04, tmp_path / "04.html", questions_path=RESOLVED_QUESTIONS_PATH)
    dom = dump_dom(page, fragment=f"#status=abstained&run={abstained[0]}")
    assert root_attribute(dom, "data-ready") == "1"
    ready_ms = int(root_attribute(dom, "data-ready-ms"))
    assert ready_ms < PINNED_READY_BUDGET_MS, f"ready after {ready_ms} ms"
    # The status filter from the address lists only the runs that ended abstained.
    listed = re.findall(r'<tr class="run[^"]*" id="run-(\d+)"', dom)
    assert [int(n) for n in listed] == abstained
    assert f"{len(abstained)} of 52 runs shown" in dom
    # Only the run named in the address was built; the other 51 timelines do not exist yet.
    assert dom.count('class="detail-row"') == 1
    detail = dom.split('class="detail-row"', 1)[1]
    assert "the model abstained" in detail and f"/{agents[abstained[0] - 1]['agent_id']}" in detail
    assert "not recorded (legacy trace)" not in detail  # a schema 1.2 trace records the wire
    # The panel's reliability diagram: one bubble per bin that holds a forecast.
    run = RunTrace.load(PINNED_04)
    data = build_report_data(run, questions=load_questions_file(RESOLVED_QUESTIONS_PATH, run))
    panel = data["backtest"]["forecasters"][0]
    chart = re.search(r'<svg[^>]*id="reliability".*?</svg>', dom, re.DOTALL)
    assert panel["name"] == "panel (mean)" and chart
    assert _count(chart.group(), "circle") == sum(1 for r in panel["reliability"] if r["count"]) > 0


def test_a_run_opened_from_a_filtered_address_is_shown_though_the_filter_excludes_it(tmp_path):
    agents = RunTrace.load(PINNED_04).agents
    other = next(i for i, a in enumerate(agents, start=1) if a["status"] != "abstained")
    abstained = sum(a["status"] == "abstained" for a in agents)
    page = write_report(PINNED_04, tmp_path / "04.html", questions_path=RESOLVED_QUESTIONS_PATH)
    dom = dump_dom(page, fragment=f"#status=abstained&run={other}")
    row = re.search(rf'<tr class="(run[^"]*)" id="run-{other}"', dom)
    assert row and "hidden" not in row.group(1) and "open" in row.group(1)
    detail = re.search(r'<tr class="(detail-row[^"]*)"', dom)
    assert detail and "hidden" not in detail.group(1)
    assert f"{abstained + 1} of 52 runs shown (run {other} is shown because" in dom


def write_report_of(run, target: Path) -> Path:
    """Save the trace, then report it through the same path the command uses."""
    saved = run.save(target.parent / "traces")
    return write_report(saved, target)


# Each clipped text in the page: its element, the start of its text, how much of it is shown.
_CLIPPED = """Array.from(document.querySelectorAll('.show-controls')).map(function (c) {
  var host = c.parentNode, text = host.textContent;
  return [host.tagName, text.slice(0, 4), text.length - c.textContent.length];
})"""
# The snippet of the run's one document: the third line of the table's first cell.
_SNIPPET = "document.querySelector('.detail table.small td:first-child > div:nth-child(3)')"
# How many characters of the snippet are shown (its text without the controls' labels).
_SHOWN = f"""(function (node) {{
  var controls = node.querySelector('.show-controls');
  return node.textContent.length - (controls ? controls.textContent.length : 0);
}})({_SNIPPET})"""


def test_a_run_holding_10_mb_unbroken_strings_opens_fast_and_shows_the_rest_on_demand(tmp_path):
    page = write_report_of(huge_string_trace(HUGE_CHARS), tmp_path / "huge.html")
    with open_page(page, fragment="#run-1") as opened:
        # The fastest of up to three loads: what the page costs, without another job's noise.
        loads = [opened.ready_ms()]
        while min(loads) >= HUGE_READY_BUDGET_MS and len(loads) < TIMED_LOADS:
            opened.reload()
            loads.append(opened.ready_ms())
        assert min(loads) < HUGE_READY_BUDGET_MS, f"ready after {loads} ms"
        # The snippet, the prompt's tool message quoting it, the reply: each clipped.
        clipped = opened.evaluate(_CLIPPED)
        assert sorted((tag, start) for tag, start, _ in clipped) == [
            ("DIV", "WWWW"),
            ("PRE", "[D1]"),
            ("PRE", "not "),
        ]
        assert all(shown == CLIP_CHARS for _, _, shown in clipped)
        assert opened.evaluate("document.getElementById('app').textContent.length") < 100_000
        # "show the next" adds MORE_CHARS; "show all" the rest, exactly as recorded.
        opened.evaluate(f"{_SNIPPET}.querySelector('.show-more').click()")
        assert opened.evaluate(_SHOWN) == CLIP_CHARS + MORE_CHARS
        opened.evaluate(f"{_SNIPPET}.querySelector('.show-all').click()")
        assert opened.evaluate(f"{_SNIPPET}.querySelector('.show-controls')") is None
        assert opened.evaluate(f"{_SNIPPET}.textContent === 'W'.repeat({HUGE_CHARS})")


# Each character that would act instead of being seen, and the escape the page shows for it.
HIDDEN_CHARACTERS = {
    "\u202e": "U+202E",  # right-to-left override: "invoice\u202egpj.exe" reads "invoiceexe.jpg"
    "\u2066": "U+2066",  # left-to-right isolate
    "\u200f": "U+200F",  # right-to-left mark
    "\u061c": "U+061C",  # Arabic letter mark
    "\u200b": "U+200B",  # zero-width space
    "\u2060": "U+2060",  # word joiner
    "\ufeff": "U+FEFF",  # byte order mark
    "\u00ad": "U+00AD",  # soft hyphen
    "\U000e0041": "U+E0041",  # tag latin capital letter A
    "\x07": "U+0007",  # C0: bell
    "\x9b": "U+009B",  # C1: control sequence introducer
    "\u2028": "U+2028",  # line separator: breaks a line where the text shows none
    "\u2029": "U+2029",  # paragraph separator
}
SPOOFED_TITLE = "invoice\u202egpj.exe"


def _hidden_characters_trace() -> RunTrace:
    """One run whose document title spoofs a file name and whose snippet holds the rest."""
    question = ForecastQuestion(
        question="Will the hidden characters show\u200b?",
        cutoff_date="2025-03-01",
        resolution_date="2025-04-01",
        question_id="hidden",
    )
    snippet = " ".join(f"[{char}]" for char in HIDDEN_CHARACTERS) + " tab\tand\nnewline"
    docs = [SearchResult(SPOOFED_TITLE, "https://www.reuters.com/h", snippet, "2025-02-01", 1.0)]
    replies = [
        action("search", query="hidden", evidence_type="search_results"),
        action("search", query="rates", evidence_type="base_rate"),
        action("search", query="hidden rates", evidence_type="search_results"),
        action("abstain", reason=f"see {SPOOFED_TITLE}"),
    ]
    return run_scripted_agents(question, [("agent_1", replies, docs)])


def test_bidi_invisible_and_control_characters_are_shown_as_escapes_not_applied(tmp_path):
    page = write_report_of(_hidden_characters_trace(), tmp_path / "hidden.html")
    dom = dump_dom(page, fragment="#run-1")
    assert root_attribute(dom, "data-ready") == "1"
    shown = rendered_part(dom)
    # The title reads in its recorded order with the override marked, not applied.
    mark = r'<span class="ctl"[^>]*>\u27e8U\+202E\u27e9</span>'
    assert re.search(f"invoice{mark}gpj\\.exe", shown), "the override is not shown as an escape"
    for char, code in HIDDEN_CHARACTERS.items():
        assert f"\u27e8{code}\u27e9" in shown, f"{code} is not shown"
        assert char not in shown, f"{code} reached the page's text"
    # Newline and tab are text, not hidden characters; the data keeps every character as recorded.
    assert "tab\tand\nnewline" in shown
    data = unpack(
        json.loads(re.search(r'id="report-data">(.*?)</script>', dom, re.DOTALL).group(1))
    )
    titles = [
        d["title"] for s in data["runs"][0]["steps"] if s["search"] for d in s["search"]["docs"]
    ]
    assert SPOOFED_TITLE in titles


# --------------------------------------------------------------------------- the answers


@pytest.fixture(scope="module")
def mock_report(tmp_path_factory):
    """The report of a mock backtest of ten course questions (a trace with a scorecard)."""
    folder = tmp_path_factory.mktemp("mock-report")
    trace_path = run_mock_backtest(folder, 10).trace_path
    run = RunTrace.load(trace_path)
    return write_report(trace_path, folder / "mock.html"), build_report_data(run)


# The answers table's visible rows: question id, outcome and Brier cell of each, in page order.
_VISIBLE_ANSWERS = """Array.from(document.querySelectorAll('#answers tbody tr'))
  .filter(function (tr) { return !tr.classList.contains('hidden'); })
  .map(function (tr) {
    var cells = tr.children;
    return [tr.dataset.question, cells[3].textContent, cells[cells.length - 2].textContent];
  })"""


def _header(name: str) -> str:
    """A script expression: the index of the answers table's column called ``name``."""
    return (
        "Array.from(document.querySelectorAll('#answers thead button.sort'))"
        f".findIndex(function (b) {{ return b.textContent === {json.dumps(name)}; }})"
    )


def _png_looks_rendered(path: Path, width: int, height: int) -> None:
    """The file is a PNG of that size with real content: many colours, not one flat fill."""
    from PIL import Image  # a dependency of the locked environment (via matplotlib)

    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with Image.open(path) as image:
        assert image.size == (width, height)
        colours = image.convert("RGB").getcolors(maxcolors=1 << 16)
        assert colours is None or len(colours) > 50, "the screenshot is nearly blank"
        dark = sum(count for count, rgb in colours or [] if sum(rgb) < 300)
        assert colours is None or dark > 500, "no text drawn"


def test_the_answers_table_sorts_filters_and_opens_a_run(mock_report, tmp_path):
    page, data = mock_report
    answers = data["answers"]["rows"]
    with open_page(page) as opened:
        shown = opened.evaluate(_VISIBLE_ANSWERS)
        assert [row[0] for row in shown] == [a["id"] for a in answers]
        assert [row[1] for row in shown] == [a["outcome_word"] for a in answers]
        # Sort by Brier: ascending, blanks last; a second click reverses.
        brier = opened.evaluate(_header("Brier"))
        assert brier >= 0
        opened.click(f"#answers thead th:nth-child({brier + 1}) button")
        values = [row[2] for row in opened.evaluate(_VISIBLE_ANSWERS)]
        numbers = [float(v) for v in values if v != "-"]
        assert numbers == sorted(numbers) and values[len(numbers) :] == ["-"] * (
            len(values) - len(numbers)
        )
        opened.click(f"#answers thead th:nth-child({brier + 1}) button")
        again = [float(v) for v in (r[2] for r in opened.evaluate(_VISIBLE_ANSWERS)) if v != "-"]
        assert again == sorted(numbers, reverse=True)
        _png_looks_rendered(opened.capture(tmp_path / "answers.png"), 1280, 1000)
        # Filter by outcome, then by words: only the matching questions stay.
        opened.evaluate(
            "var s = document.getElementById('answers-outcome'); s.value = 'YES';"
            "s.dispatchEvent(new Event('change')); true"
        )
        yes = {a["id"] for a in answers if a["outcome_word"] == "YES"}
        assert {row[0] for row in opened.evaluate(_VISIBLE_ANSWERS)} == yes and yes
        word = next(a for a in answers if a["id"] in yes)["id"]
        opened.evaluate(
            f"var f = document.getElementById('answers-find'); f.value = {json.dumps(word)};"
            "f.dispatchEvent(new Event('input')); true"
        )
        assert [row[0] for row in opened.evaluate(_VISIBLE_ANSWERS)] == [word]
        assert opened.evaluate("document.getElementById('answers-count').textContent") == (
            f"1 of {len(answers)} questions shown"
        )
        # A forecast in the row opens that agent's run, shown with its outcome and cited marks.
        cell = next(a for a in answers if a["id"] == word)["cells"]["agent_2"]
        opened.click(f'#answers tr[data-question="{word}"] a[href="#run-{cell["n"]}"]')
        assert opened.evaluate(f"document.getElementById('run-{cell['n']}').className") == (
            "run open"
        )
        detail = opened.evaluate(
            f"document.getElementById('run-{cell['n']}').nextSibling.textContent"
        )
        outcome = next(a for a in answers if a["id"] == word)["outcome_word"]
        assert f"outcome of {word}{outcome}" in detail
        cited = opened.evaluate(
            f"document.getElementById('run-{cell['n']}').nextSibling"
            ".querySelectorAll('tr.doc-cited .cited').length"
        )
        entry = data["runs"][cell["n"] - 1]
        docs = [d for s in entry["steps"] if s["search"] for d in s["search"]["docs"]]
        assert cited == sum(d["cited"] for d in docs) > 0
        assert opened.evaluate("location.hash") == f"#run-{cell['n']}"
        _png_looks_rendered(opened.capture(tmp_path / "run.png"), 1280, 1000)


def test_the_parameters_are_collapsed_and_the_raw_json_is_built_when_opened(mock_report):
    page, data = mock_report
    with open_page(page) as opened:
        rows = opened.evaluate("document.querySelectorAll('#parameters tr').length")
        assert rows == len(data["parameters"]["rows"])
        raw = "document.querySelectorAll('#parameters-raw pre').length"
        assert opened.evaluate(raw) == 0
        assert opened.evaluate("document.getElementById('parameters-raw').open") is False
        opened.evaluate("document.getElementById('parameters-raw').open = true; true")
        opened.evaluate("new Promise(function (done) { setTimeout(done, 50); })")
        assert opened.evaluate(raw) == 1
        # Long, so clipped like any text: "show all" shows the rest.
        if len(json.dumps(data["parameters"]["raw"], indent=1)) > CLIP_CHARS:
            opened.click("#parameters-raw .show-all")
        text = opened.evaluate("document.querySelector('#parameters-raw pre').textContent")
        assert json.loads(text) == data["parameters"]["raw"]


# The bounding box of each bubble and of its chart's frame, in the chart's coordinates.
_BUBBLES = """Array.from(document.querySelectorAll('svg.reliability')).map(function (svg) {
  var f = svg.querySelector('rect.frame').getBBox();
  return [[f.x, f.y, f.width, f.height], Array.from(svg.querySelectorAll('circle.bin'))
    .map(function (c) { var b = c.getBBox(); return [b.x, b.y, b.width, b.height]; })];
})"""


def test_reliability_bubbles_stay_inside_their_chart_at_any_count(tmp_path, monkeypatch):
    """Bins of 1 and of 100,000 forecasts, at the corners of the square: every bubble is
    drawn inside its chart's frame, and the panel's chart is a readable size."""
    import forecasting_agents.report._page as page_module

    real = page_module.build_report_data
    corners = [(0.0, 0.0, 100_000), (0.0, 1.0, 1), (1.0, 0.0, 7), (1.0, 1.0, 100_000)]
    bins = [
        {"bin": f"{p}", "count": n, "mean_forecast": p, "observed_yes": o} for p, o, n in corners
    ]

    def with_extreme_bins(*args, **kwargs):
        data = real(*args, **kwargs)
        for diagnosis in data["backtest"]["forecasters"]:
            diagnosis["reliability"] = bins
        return data

    monkeypatch.setattr(page_module, "build_report_data", with_extreme_bins)
    run = RunTrace.load(PINNED_04)
    target = tmp_path / "extreme.html"
    target.write_text(
        page_module.render_report(run, None, load_questions_file(RESOLVED_QUESTIONS_PATH, run))
    )
    with open_page(target) as opened:
        charts = opened.evaluate(_BUBBLES)
        width = opened.evaluate(
            "document.getElementById('reliability').getBoundingClientRect().width"
        )
        assert width >= 480
        opened.evaluate("document.getElementById('reliability').scrollIntoView(); true")
        _png_looks_rendered(opened.capture(tmp_path / "reliability.png"), 1280, 1000)
    assert len(charts) >= 2
    for (fx, fy, fw, fh), bubbles in charts:
        assert len(bubbles) == len(corners)
        for x, y, w, h in bubbles:
            assert fx <= x and x + w <= fx + fw and fy <= y and y + h <= fy + fh


def test_a_long_run_list_lists_a_page_at_a_time_and_an_address_opens_any_run(tmp_path):
    """More runs than a page: the first page is listed, a button lists the next, and #run-N
    opens a run beyond the first page (listed, and its timeline open)."""
    page_rows = _script_constant("PAGE_ROWS")
    total = page_rows + 30
    question = ForecastQuestion(
        question="Will a long list open?",
        cutoff_date="2025-03-01",
        resolution_date="2025-04-01",
        question_id="long",
    )
    docs = [SearchResult("a", "https://www.reuters.com/a", "text", "2025-02-01", 1.0)]
    reply = [action("search", query="long list", evidence_type="search_results")]
    plan = [(question, f"agent_{n}", reply, docs) for n in range(total)]
    page = write_report_of(trace_scripted_runs(plan, max_steps=1), tmp_path / "long.html")
    listed = "document.querySelectorAll('#runs tbody tr.run').length"
    with open_page(page, fragment=f"#run-{total}") as opened:
        assert opened.evaluate(listed) == page_rows + 1  # the first page, and the run opened
        assert opened.evaluate(f"document.getElementById('run-{total}').className") == "run open"
        opened.click("#more-runs")
        assert opened.evaluate(listed) == total
        assert opened.evaluate("document.getElementById('more-runs').hidden") is True
