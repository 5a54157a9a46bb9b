"""Render the audit report of each pinned trace into docs/reports/ (``make reports``).

The traces are the ones ``forecast_traces/pinned.toml`` names (:func:`forecasting_agents.record.
pinned_traces`), never a glob of the folder: a live run saves its new trace beside the pinned ones,
and must not change what the build renders. Each report is made by the command itself
(``forecast-agents report``), so the committed pages are what a user of the command gets.

Notebook 04's pinned trace predates scorecards in the record, so it is scored on the course's
questions file, which the report accepts only because its hash matches the recorded one.

Usage: python scripts/build_reports.py
"""

from __future__ import annotations

import sys
from pathlib import Path

from forecasting_agents.cli import main as command
from forecasting_agents.record import pinned_traces

ROOT = Path(__file__).resolve().parent.parent
REPORTS_DIR = ROOT / "docs" / "reports"
EXTRA_FLAGS = {"04_research_agent": ["--questions", str(ROOT / "data" / "questions.jsonl")]}
"""Flags a notebook's report needs beyond the trace and the output file."""


def main() -> int:
    for notebook, trace in pinned_traces().items():
        out = REPORTS_DIR / f"{notebook}.html"
        code = command(["report", str(trace), "-o", str(out), *EXTRA_FLAGS.get(notebook, [])])
        if code != 0:
            return code
    return 0


if __name__ == "__main__":
    sys.exit(main())
