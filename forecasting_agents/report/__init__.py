"""The audit report: any run trace as one self-contained, offline HTML page.

- ``_page``: :func:`build_report_data`, :func:`render_report`, :func:`write_report`,
  :func:`show_report` and :class:`ReportView`; its script and style are in ``assets/``.
- ``_provenance``: where the record came from (:data:`LEGACY`, :data:`SAMPLING_KEYS`).
- ``_runs``: each agent run and its timeline of steps.
- ``_searches``: each search's documents and the control that removed each one
  (:data:`DECIDED_BY`, :data:`DEFAULT_POLICY_NOTE`).
- ``_backtest``: the scores against the baselines (:class:`QuestionsFile`,
  :func:`load_questions_file`).
- ``_output``: where a report may be written (:func:`check_output`, :class:`ReportOutputError`,
  :data:`REPORT_SIGNATURE`) and the atomic write.

The shell's way in is ``forecast-agents report`` (:mod:`forecasting_agents.cli`).
"""

from forecasting_agents.report._backtest import (
    QuestionsFile,
    load_questions_file,
)
from forecasting_agents.report._output import (
    REPORT_FILE_MODE,
    REPORT_SIGNATURE,
    TRACES_FOLDER_NAME,
    ReportOutputError,
    check_output,
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
)
from forecasting_agents.report._searches import (
    DECIDED_BY,
    DEFAULT_POLICY_NOTE,
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
    "build_report_data",
    "check_output",
    "embed_json",
    "load_questions_file",
    "render_report",
    "show_report",
    "write_report",
]
