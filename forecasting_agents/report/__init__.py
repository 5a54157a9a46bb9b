"""The audit report: any run trace as one self-contained, offline HTML page.

- ``_html``: :func:`build_report_data`, :func:`render_report`, :func:`write_report`,
  :func:`show_report` and :class:`ReportView`; its script and style are in ``assets/``.

The shell's way in is ``forecast-agents report`` (:mod:`forecasting_agents.cli`).
"""

from forecasting_agents.report._html import (
    ASSETS_DIR,
    DECIDED_BY,
    DEFAULT_POLICY_NOTE,
    INLINE_VIEW_HEIGHT_PX,
    LEGACY,
    REPORT_FILE_MODE,
    SAMPLING_KEYS,
    QuestionsFile,
    ReportView,
    build_report_data,
    embed_json,
    load_questions_file,
    render_report,
    show_report,
    write_report,
)

__all__ = [
    "ASSETS_DIR",
    "DECIDED_BY",
    "DEFAULT_POLICY_NOTE",
    "INLINE_VIEW_HEIGHT_PX",
    "LEGACY",
    "REPORT_FILE_MODE",
    "SAMPLING_KEYS",
    "QuestionsFile",
    "ReportView",
    "build_report_data",
    "embed_json",
    "load_questions_file",
    "render_report",
    "show_report",
    "write_report",
]
