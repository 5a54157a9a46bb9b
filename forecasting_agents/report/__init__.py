"""The audit report: any run trace as one self-contained, offline HTML page.

- ``_page``: :func:`build_report_data`, :func:`render_report`, :func:`write_report`,
  :func:`show_report` and :class:`ReportView`; its script and style are in ``assets/``.
- ``_answers``: the per-question table the page leads with, each run's outcome and cited documents.
- ``_provenance``: where the record came from (:data:`LEGACY`, :data:`SAMPLING_KEYS`), and the
  run's parameters as a table.
- ``_runs``: each agent run and its timeline of steps.
- ``_searches``: each search's documents and the control that removed each one
  (:data:`DECIDED_BY`, :data:`DEFAULT_POLICY_NOTE`).
- ``_backtest``: the scores against the baselines (:class:`QuestionsFile`,
  :func:`load_questions_file`).
- ``_terminal``: one agent run as text for a terminal (:func:`show_text`, :func:`safe_text`,
  :class:`Style`, :class:`ShowInputError`), which ``forecast-agents show`` prints.
- ``_locate``: which trace a TRACE_OR_RUN argument names (a file, or a backtest's run folder),
  and the refusal that lists what is there (:func:`find_trace`, :class:`TraceLocationError`).
- ``_output``: where a report may be written (:func:`check_output`, :class:`ReportOutputError`,
  :data:`REPORT_SIGNATURE`) and the atomic write.

The shell's ways in are ``forecast-agents report`` and ``forecast-agents show``
(:mod:`forecasting_agents.cli`).
"""

from forecasting_agents.report._backtest import (
    QuestionsFile,
    backtest_view,
    load_questions_file,
)
from forecasting_agents.report._locate import TraceLocationError, find_trace
from forecasting_agents.report._output import (
    REPORT_FILE_MODE,
    REPORT_SIGNATURE,
    TRACES_FOLDER_NAME,
    ReportOutputError,
    check_output,
    write_page,
)
from forecasting_agents.report._page import (
    ASSETS_DIR,
    INLINE_VIEW_HEIGHT_PX,
    PAGE_TITLE,
    ReportView,
    build_report_data,
    embed_json,
    render_report,
    show_report,
    write_report,
)
from forecasting_agents.report._provenance import (
    LEGACY,
    SAMPLING_KEYS,
    provenance_rows,
)
from forecasting_agents.report._runs import (
    build_runs,
    llm_view,
)
from forecasting_agents.report._searches import (
    DECIDED_BY,
    DEFAULT_POLICY_NOTE,
    search_view,
)
from forecasting_agents.report._terminal import (
    ShowInputError,
    Style,
    safe_text,
    show_text,
)

__all__ = [
    "ASSETS_DIR",
    "DECIDED_BY",
    "DEFAULT_POLICY_NOTE",
    "INLINE_VIEW_HEIGHT_PX",
    "LEGACY",
    "PAGE_TITLE",
    "REPORT_FILE_MODE",
    "REPORT_SIGNATURE",
    "SAMPLING_KEYS",
    "TRACES_FOLDER_NAME",
    "QuestionsFile",
    "ReportOutputError",
    "ReportView",
    "ShowInputError",
    "Style",
    "TraceLocationError",
    "backtest_view",
    "build_report_data",
    "build_runs",
    "check_output",
    "embed_json",
    "find_trace",
    "llm_view",
    "load_questions_file",
    "provenance_rows",
    "render_report",
    "safe_text",
    "search_view",
    "show_report",
    "show_text",
    "write_page",
    "write_report",
]
