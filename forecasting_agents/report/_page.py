"""The audit report: one self-contained HTML page that shows everything a run trace holds.

``forecast-agents report TRACE.json -o REPORT.html`` (or :func:`write_report`) turns a
:class:`forecasting_agents.record.RunTrace` into a single file that opens from disk in any current
browser, with no network, no CDN and no server, so it can be attached to an audit. In a notebook,
:func:`show_report` returns a :class:`ReportView`, which JupyterLab displays inline. The page's one
script and one stylesheet are ``assets/report.js`` and ``assets/report.css`` (:data:`ASSETS_DIR`),
inlined into every page.

What the page shows, in order: the answers, one row per question with its outcome, each agent's
forecast or ending, the panel and its Brier score, sortable and filterable, each row opening its
runs (:mod:`._answers`); the backtest scores against the baselines, each forecaster's Brier
decomposition and reliability diagram, and the scores by category, when the trace is a backtest
(:mod:`._backtest`); the provenance of the record and its parameters as a table, the raw JSON
behind a toggle (:mod:`._provenance`); and every agent run, filterable by question and by how it
ended, each opening into a timeline of its steps (:mod:`._runs`): model calls, searches with each
control's verdict on every document and the documents the forecast cited (:mod:`._searches`),
gate decisions and the final artifact. Where a page may be written, and the atomic write, are
:mod:`._output`.

Conventions
-----------
- Traces hold text from the web and from models, so the page treats all of it as hostile: the data
  travels as JSON inside ``<script type="application/json">`` with ``<``, ``>``, ``&`` and
  U+2028/U+2029 escaped, the page's one script renders it with ``textContent`` only, and a
  Content-Security-Policy allows nothing but that script and that stylesheet (by SHA-256 hash).
- The embedded data is faithful to the trace; what the reader sees is made safe by the script's
  one display function: long texts are clipped with a control that shows the rest, and bidi,
  invisible and control characters are shown as marked escapes (``⟨U+202E⟩``), never applied.
  The ``<title>`` is fixed, and the script sets the document's title through that same function.
- Big traces stay fast: the run list is built once, and a run's timeline only when it is opened.
  :func:`write_report` lets the trace go once the page's data is built and writes the page in
  chunks as it is packed, with the garbage collector paused (see ``core._memory``).
- The output depends only on the trace and the library with its data (no clock), so the same trace
  always gives the same bytes.
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from forecasting_agents.core._memory import paused_gc
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.report._answers import answers_view, mark_runs
from forecasting_agents.report._backtest import (
    QuestionsFile,
    Scored,
    backtest_view,
    load_questions_file,
    scored_rows,
)
from forecasting_agents.report._output import (
    REPORT_SIGNATURE,
    check_output,
    write_page,
)
from forecasting_agents.report._pack import pack_chunks
from forecasting_agents.report._provenance import LEGACY, parameters_view, provenance_rows
from forecasting_agents.report._runs import build_runs, llm_view
from forecasting_agents.report._searches import DECIDED_BY, search_view

__all__ = [
    "ASSETS_DIR",
    "INLINE_VIEW_HEIGHT_PX",
    "PAGE_TITLE",
    "ReportView",
    "build_report_data",
    "embed_json",
    "render_report",
    "show_report",
    "write_report",
]


# The height of the inline view in a notebook; the page scrolls inside it.
INLINE_VIEW_HEIGHT_PX = 640
ASSETS_DIR = Path(__file__).resolve().parent / "assets"
PAGE_TITLE = "Audit report"
"""The fixed ``<title>``; the script replaces it with the run's title, made visible-safe."""

# Characters that could end the <script> element or a JS string, each with its JSON escape.
# Chained str.replace: unlike str.translate it stays in C for long ASCII text.
_JSON_ESCAPES = (
    ("<", "\\u003c"),
    (">", "\\u003e"),
    ("&", "\\u0026"),
    ("\u2028", "\\u2028"),
    ("\u2029", "\\u2029"),
)
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def build_report_data(
    run: RunTrace,
    raw: Mapping[str, Any] | None = None,
    questions: QuestionsFile | None = None,
) -> dict[str, Any]:
    """Everything the page shows, as JSON-able data (the page only lays it out).

    ``raw`` is the trace document as read from disk, when available: its digest is recomputed and
    compared. Without it (:func:`write_report`, which reads a trace once) the page shows the digest
    :meth:`RunTrace.load` verified; a trace whose digest does not match is refused by the load.
    ``questions`` scores a backtest trace that records no scorecard (see
    :func:`forecasting_agents.report._backtest.backtest_view`).
    """
    runs, claimed, used_search = build_runs(run)
    scored = scored_rows(run, runs, questions)
    answers = answers_view(run, runs, scored.rows if isinstance(scored, Scored) else None)
    mark_runs(run, runs, answers)
    other_calls = [llm_view(c, None) for c in run.llm_calls if c.get("label") not in claimed]
    other_searches = [
        search_view(c, None, run.params)
        for i, c in enumerate(run.search_calls)
        if i not in used_search
    ]
    return {
        "title": f"Audit report: {run.notebook} run {run.run_id}",
        "source": run.source_name(),
        "provenance": provenance_rows(run, raw),
        "legacy_note": None
        if ("digest" in raw if raw is not None else not run.is_legacy)
        else (
            f"schema_version {run.schema_version}: this trace predates content digests and "
            "wire requests; those fields read \u201c" + LEGACY + "\u201d."
        ),
        "parameters": parameters_view(run.params),
        "answers": answers,
        "backtest": backtest_view(run, runs, scored),
        "runs": runs,
        "other_calls": other_calls,
        "other_searches": other_searches,
        "decided_by": DECIDED_BY,
    }


def _asset(name: str) -> str:
    return (ASSETS_DIR / name).read_text(encoding="utf-8")


def _csp_hash(text: str) -> str:
    return (
        "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"
    )


def embed_json(data: Any) -> str:
    """JSON safe to place inside a ``<script type="application/json">`` element."""
    return _script_safe(
        json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    )


def _script_safe(text: str) -> str:
    """JSON text made safe inside a ``<script>`` element (see :func:`embed_json`)."""
    for char, escape in _JSON_ESCAPES:
        text = text.replace(char, escape)
    # A lone surrogate (a trace may hold "\ud800") has no UTF-8 form: keep it as its JSON escape,
    # so the data stays faithful and the page can still be written.
    return _LONE_SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def render_report(
    run: RunTrace, raw: Mapping[str, Any] | None = None, questions: QuestionsFile | None = None
) -> str:
    """The report as one HTML document (a string) that starts with :data:`REPORT_SIGNATURE`."""
    with paused_gc():  # the page's data is a tree as big as the trace: see core._memory
        return _page_of(build_report_data(run, raw, questions))


def _page_of(data: dict[str, Any]) -> str:
    """The page that shows ``data`` (:func:`build_report_data`'s)."""
    return "".join(_page_chunks(data))


def _page_chunks(data: dict[str, Any]) -> Iterator[str]:
    """:func:`_page_of`'s text in pieces: the page's data is packed first, then handed out a
    stretch at a time, each made script-safe (its escapes are character by character)."""
    with paused_gc():
        packed = pack_chunks(data)
        first = next(packed)  # packs the whole data: nothing is handed out half packed
    head, tail = _page_frame()
    yield head + _script_safe(first)
    for chunk in packed:
        yield _script_safe(chunk)
    yield tail


def _page_frame() -> tuple[str, str]:
    """The page before and after its data."""
    script, style = _asset("report.js"), _asset("report.css")
    policy = (
        f"default-src 'none'; script-src {_csp_hash(script)}; style-src {_csp_hash(style)}; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )
    return (
        f'{REPORT_SIGNATURE}<html lang="en"><head><meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">\n'
        '<meta name="referrer" content="no-referrer">\n'
        f"<title>{PAGE_TITLE}</title>\n"
        f"<style>{style}</style>\n</head>\n<body>\n"
        '<main id="app"><p id="loading">Rendering the report\u2026 (it needs JavaScript; '
        "the data is in this file as JSON)</p></main>\n"
        '<script type="application/json" id="report-data">',
        f"</script>\n<script>{script}</script>\n</body></html>\n",
    )


def write_report(
    trace_path: str | Path,
    out_path: str | Path,
    *,
    questions_path: str | Path | None = None,
    force: bool = False,
) -> Path:
    """Render the trace at ``trace_path`` into ``out_path`` atomically; return the path.

    ``questions_path`` scores a backtest trace that records no scorecard, if its hash matches.
    The output is checked before anything is read (:func:`forecasting_agents.report.check_output`):
    never the trace itself, never inside a traces folder, and an existing file only if it is a
    report, unless ``force``; a refusal raises :class:`forecasting_agents.report.ReportOutputError`.
    """
    check_output(out_path, trace=trace_path, force=force)
    # One pause from reading to writing: the collector turned on between the two would walk
    # every object the reading made (a third of a second for a backtest), for nothing.
    with paused_gc():
        run = RunTrace.load(trace_path)  # read once: its digest is checked as it loads
        questions = load_questions_file(questions_path, run) if questions_path else None
        data = build_report_data(run, None, questions)
        # The page's data holds what it shows, not the trace: letting the trace go before the
        # data is packed halves the peak memory of a big run's report.
        del run
        chunks = (chunk.encode("utf-8") for chunk in _page_chunks(data))
        del data  # the chunks' packer lets it go once it is packed
        return write_page(out_path, chunks, trace=trace_path, force=force)


class ReportView:
    """The report of one trace, displayable inline in JupyterLab (``trace.show()``).

    The page goes into a sandboxed ``<iframe srcdoc>``: its script runs in an opaque origin
    with the page's own Content-Security-Policy, apart from the notebook.
    """

    def __init__(self, page: str) -> None:
        self.html = page

    @classmethod
    def from_trace(cls, run: RunTrace) -> ReportView:
        return cls(render_report(run))

    def _repr_html_(self) -> str:
        return (
            f'<iframe sandbox="allow-scripts" srcdoc="{html.escape(self.html, quote=True)}" '
            f'style="width:100%;height:{INLINE_VIEW_HEIGHT_PX}px;border:1px solid #ccc" '
            'title="audit report"></iframe>'
        )

    def save(self, path: str | Path, *, force: bool = False) -> Path:
        """Write the page to ``path`` atomically, to open from disk or attach to an audit.

        The same refusals as :func:`write_report` (no traces folder; an existing file only if it
        is a report, unless ``force``), raised as :class:`ReportOutputError`.
        """
        return write_page(path, self.html, force=force)


def show_report(run: RunTrace) -> ReportView:
    """The audit report of ``run``, which JupyterLab displays inline when it ends a cell."""
    return ReportView.from_trace(run)
