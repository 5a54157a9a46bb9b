"""How fast the audit report opens: the pinned 04 record, a generated ~90 MB trace, and a run
that holds 10 MB unbroken strings.

The large trace is made by the library itself: about 1,000 research-agent runs with a scripted
model and a scripted search client, recorded by the tracers and assembled by
``RunTrace.capture`` (see tests/report_support.py). Each report is written with
``forecasting_agents.report.write_report`` and loaded in headless Chromium, which reports, through
attributes the page's script sets on <html>, how long after navigation start the page was
ready (``data-ready-ms``: file read, HTML and JSON parsed, run list built) and how long the
script alone took. The wall-clock time of a Chromium process that loads the page and takes a
screenshot adds the browser's start and the first paint; a ``--dump-dom`` process also
serialises the whole DOM, data included, which dominates for a big page. Opening a run is
timed by loading the page with ``#run-N`` in the address, which builds that run's timeline
before the page marks itself ready. "Ready" includes laying the page out (the script forces it).

The run with 10 MB unbroken strings (its snippet, the prompt quoting it and a reply; see
``huge_string_trace`` in tests/report_support.py) is opened once in a Chromium driven over the
DevTools protocol, then reloaded: the first load pays for a cold browser, the reloads show the
page's own cost. On it the "show the next" and "show all" buttons of the snippet are clicked,
and each click is timed in the page up to the end of the layout it causes.

Usage: python scripts/bench_report.py [--runs N] [--keep DIR]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from report_support import (
    action,
    dump_dom,
    find_chromium,
    huge_string_trace,
    open_page,
    root_attribute,
    screenshot,
    trace_scripted_runs,
)
from support import PINNED_04

from forecasting_agents.core import (
    RESOLVED_QUESTIONS_PATH,
    ForecastQuestion,
    SearchResult,
)
from forecasting_agents.report import write_report

DEFAULT_RUNS = 1000
SEED = 20260101
SNIPPET_WORDS = 30
WORDS = (
    "rate",
    "decision",
    "inflation",
    "outlook",
    "revenue",
    "guidance",
    "quarter",
    "election",
    "poll",
    "seats",
    "committee",
    "statement",
    "forecast",
    "market",
    "analysts",
    "expected",
    "reported",
    "growth",
    "policy",
    "vote",
    "central",
    "bank",
    "survey",
    "consensus",
    "preview",
    "results",
    "percent",
    "billion",
    "officials",
    "data",
    "release",
)
REPEATS = 3  # each page is loaded this many times; the median is reported
HUGE_CHARS = 10_000_000
# Clicks a button of the huge run's snippet; the ms until the layout it causes is done.
_CLICK = """(function () {
  var cell = document.querySelector('.detail table.small td:first-child > div:nth-child(3)');
  var started = performance.now();
  cell.querySelector('%s').click();
  void document.body.offsetHeight;
  return performance.now() - started;
})()"""


def _text(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words))


def _documents(rng: random.Random, cutoff: str) -> list[SearchResult]:
    snippet = _text(rng, SNIPPET_WORDS)
    return [
        SearchResult(
            f"Report {rng.randrange(10**6)}",
            "https://www.reuters.com/a",
            snippet,
            "2025-01-15",
            1.0,
        ),
        SearchResult("Later report", "https://www.reuters.com/b", snippet, "2025-06-01", 0.9),
        SearchResult("Undated page", "https://www.reuters.com/c", snippet, None, 0.8),
        SearchResult(
            f"Background {rng.randrange(10**6)}", "https://apnews.com/d", snippet, "2024-12-01", 0.7
        ),
        # A third dated document, so each run can pass coverage (three distinct documents).
        SearchResult("Analysis", "https://www.reuters.com/e", snippet, "2025-02-01", 0.6),
    ]


def _replies(rng: random.Random, n: int) -> list[str]:
    kinds = ("search_results", "base_rate")
    replies = [
        action("search", query=f"{_text(rng, 4)} {n} {i}", evidence_type=kinds[i % 2])
        for i in range(6)
    ]
    if n % 3 == 0:
        replies.append(action("abstain", reason=_text(rng, 30)))
    else:
        replies.append(action("forecast", p_yes=round(rng.random(), 2), rationale=_text(rng, 60)))
    return replies


def synthetic_trace(runs: int):
    """A backtest-shaped trace of ``runs`` agent runs, three agents per question."""
    rng = random.Random(SEED)
    plan = []
    for n in range(runs):
        question = ForecastQuestion(
            question=f"Synthetic question {n // 3}: {_text(rng, 12)}?",
            description=_text(rng, 60),
            cutoff_date="2025-03-01",
            resolution_date="2025-04-01",
            question_id=f"synthetic-{n // 3:04d}",
        )
        plan.append((question, f"agent_{n % 3 + 1}", _replies(rng, n), _documents(rng, "")))
    return trace_scripted_runs(plan, notes="synthetic trace for scripts/bench_report.py")


def _median(values: list[float]) -> float:
    values = sorted(values)
    return values[len(values) // 2]


def measure(page: Path, fragment: str = "") -> dict[str, float]:
    ready, script, wall, shown = [], [], [], []
    for _ in range(REPEATS):
        started = time.perf_counter()
        dom = dump_dom(page, fragment=fragment)
        wall.append((time.perf_counter() - started) * 1000)
        # A screenshot needs the page laid out and painted, but not the DOM serialised.
        with tempfile.TemporaryDirectory() as scratch:
            started = time.perf_counter()
            screenshot(page, Path(scratch) / "page.png")
            shown.append((time.perf_counter() - started) * 1000)
        if root_attribute(dom, "data-ready") != "1":
            raise RuntimeError(f"{page.name}{fragment}: the page never marked itself ready")
        ready.append(float(root_attribute(dom, "data-ready-ms") or "nan"))
        script.append(float(root_attribute(dom, "data-script-ms") or "nan"))
    return {
        "ready_ms": _median(ready),
        "script_ms": _median(script),
        "wall_ms": _median(wall),
        "shown_ms": _median(shown),
    }


def measure_huge(page: Path) -> dict[str, float]:
    """First-load and median reload readiness of ``page#run-1``, and its snippet's two buttons."""
    with open_page(page, fragment="#run-1") as opened:
        first = opened.ready_ms()
        reloads = []
        for _ in range(REPEATS):
            opened.reload()
            reloads.append(opened.ready_ms())
        more = opened.evaluate(_CLICK % ".show-more")
        rest = opened.evaluate(_CLICK % ".show-all")
    return {"first_ms": first, "reload_ms": _median(reloads), "more_ms": more, "all_ms": rest}


def _line(name: str, size: int, figures: dict[str, float]) -> str:
    return (
        f"{name:<34} {size / 1e6:7.1f} MB  ready {figures['ready_ms']:7.0f} ms  "
        f"(script {figures['script_ms']:5.0f} ms)  chromium: to a screenshot "
        f"{figures['shown_ms']:6.0f} ms, to a DOM dump {figures['wall_ms']:6.0f} ms"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=DEFAULT_RUNS)
    parser.add_argument("--keep", type=Path, help="write the traces and reports here")
    args = parser.parse_args(argv)
    if find_chromium() is None:
        print("no Chromium found; apt-get update && apt-get install -y chromium", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        saved = synthetic_trace(args.runs).save(folder)
        made = time.perf_counter() - started
        started = time.perf_counter()
        big = write_report(saved, folder / "synthetic.html")
        rendered = time.perf_counter() - started
        pinned = write_report(
            PINNED_04, folder / "04_research_agent.html", questions_path=RESOLVED_QUESTIONS_PATH
        )
        print(
            f"synthetic trace: {args.runs} runs, {saved.stat().st_size / 1e6:.1f} MB "
            f"(generated in {made:.1f} s); report written in {rendered:.1f} s"
        )
        print(f"pinned 04 trace: {PINNED_04.stat().st_size / 1e6:.1f} MB")
        print(f"median of {REPEATS} loads in headless Chromium ({find_chromium()}):")
        print(_line("pinned 04 report", pinned.stat().st_size, measure(pinned)))
        print(_line("synthetic report", big.stat().st_size, measure(big)))
        middle = f"#run-{args.runs // 2}"
        print(_line(f"synthetic report, {middle} open", big.stat().st_size, measure(big, middle)))
        _bench_huge(folder)
    return 0


def _bench_huge(folder: Path) -> None:
    started = time.perf_counter()
    saved = huge_string_trace(HUGE_CHARS).save(folder / "huge")
    made = time.perf_counter() - started
    started = time.perf_counter()
    page = write_report(saved, folder / "huge.html")
    rendered = time.perf_counter() - started
    print(
        f"10 MB unbroken strings: trace {saved.stat().st_size / 1e6:.1f} MB (generated in "
        f"{made:.1f} s), report {page.stat().st_size / 1e6:.1f} MB (written in {rendered:.1f} s)"
    )
    figures = measure_huge(page)
    print(
        f"{'  #run-1 open':<34} ready {figures['first_ms']:5.0f} ms on the first load, "
        f"{figures['reload_ms']:5.0f} ms on a reload (median of {REPEATS}); snippet: show the next "
        f"{figures['more_ms']:5.0f} ms, show all {figures['all_ms']:6.0f} ms"
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
