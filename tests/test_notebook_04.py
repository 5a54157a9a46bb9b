"""Notebook 04 as a lesson: the loop it builds is the library's, its prose is its output's, and
its pinned record is one an honest agent produced.

The committed, executed notebook is checked here (test_notebooks.py checks that replay
reproduces it exactly), so what these tests read is what a reader of the course sees.
"""

from __future__ import annotations

import json
import re

import nbformat
import pytest
from support import PINNED_04, REPO

from forecasting_agents.agent._panel import PANEL_TEMPERATURE_RANGE
from forecasting_agents.core._schemas import FORECAST_RANGE

NOTEBOOK = REPO / "notebooks" / "04_research_agent.ipynb"
MIN_FORECAST_SHARE = 0.70
"""The least share of the pinned record's runs that must end with a forecast (issue 16)."""

FIGURE = re.compile(r"(?<![\w.])\d+(?:\.\d+)?%|(?<![\w.])\d+\.\d+(?![\w.])")
"""A figure in prose: a percentage or a decimal."""
COUNT = re.compile(r"\b(\d+) of the (\d+)\b|\b(\d+) of (\d+)\b")
"""A count in prose, "N of M" or "N of the M": each number must have been printed."""
CODE_SPAN = re.compile(r"`[^`\n]*`")
CONSTANTS = {
    *(f"{bound}" for bound in FORECAST_RANGE),
    *(f"{bound}" for bound in PANEL_TEMPERATURE_RANGE),
    "0.5",  # the always-0.5 forecaster, by definition
    "0.250",  # its Brier score, (0.5)^2 whatever the outcome
    "0.00",  # what an unsmoothed base rate says after NOs only
    "90%",  # the bootstrap interval level, bootstrap_interval's default
    "70%",  # the calibration example: of the times it says 70%, 70% happen
}
"""Figures the prose may state without an output above: definitions, not results."""


@pytest.fixture(scope="module")
def notebook():
    return nbformat.read(NOTEBOOK, as_version=4)


def printed(cell) -> str:
    """The text a code cell printed or displayed."""
    parts = []
    for output in cell.get("outputs", []):
        if output.get("output_type") == "stream":
            parts.append(output.get("text", ""))
        elif "data" in output:
            parts.append(output["data"].get("text/plain", ""))
    return "".join(parts)


def test_the_loop_is_written_in_cells_before_the_librarys_agent_is_used(notebook):
    sources = [cell.source for cell in notebook.cells if cell.cell_type == "code"]
    act = next(i for i, s in enumerate(sources) if s.startswith("def act(run, step, reply):"))
    loop = next(i for i, s in enumerate(sources) if s.startswith("def research(run"))
    library = next(i for i, s in enumerate(sources) if "nb.replayed_agent(" in s)
    backtest = next(i for i, s in enumerate(sources) if "nb.backtest(" in s)
    assert act < loop < library < backtest


def test_the_notebooks_loop_and_the_librarys_give_the_same_run_on_the_pinned_record(notebook):
    (cell,) = [c for c in notebook.cells if "nb.replayed_agent(" in c.source]
    text = printed(cell)
    assert "ResearchAgent.run on the same calls gives the same artifact: True" in text
    assert "Its state is the same too: True" in text
    assert "def research_loop(" in text  # the library's source, shown beside the cells


def test_every_figure_in_the_prose_was_printed_above_it_or_is_a_definition(notebook):
    seen = ""
    unbacked = []
    for index, cell in enumerate(notebook.cells):
        if cell.cell_type == "code":
            seen += printed(cell)
            continue
        prose = CODE_SPAN.sub("", cell.source)
        for figure in FIGURE.findall(prose):
            if figure not in CONSTANTS and figure not in seen:
                unbacked.append(f"cell {index}: {figure}")
        for match in COUNT.finditer(prose):
            for number in filter(None, match.groups()):
                if not re.search(rf"(?<![\d.]){number}(?![\d.])", seen):
                    unbacked.append(f"cell {index}: {match.group(0)}")
    assert not unbacked, f"figures in the prose that no cell above printed: {unbacked}"


# --------------------------------------------------------------------------- the pinned record


@pytest.fixture(scope="module")
def record():
    return json.loads(PINNED_04.read_text(encoding="utf-8"))


def searched(agent: dict) -> bool:
    return any(trace["action"] == "search" for trace in agent["traces"])


def test_no_run_in_the_pinned_record_abstains_without_having_searched(record):
    abstained = [a for a in record["agents"] if a["status"] == "abstained"]
    assert all(searched(agent) for agent in abstained)


def test_most_runs_in_the_pinned_record_end_with_a_forecast(record):
    forecasts = sum(agent["status"] == "forecast" for agent in record["agents"])
    assert forecasts / len(record["agents"]) >= MIN_FORECAST_SHARE


def test_no_action_in_the_pinned_record_failed_to_parse(record):
    failures = {"parse_failure", "schema_failure", "invalid"}
    actions = [t["action"] for agent in record["agents"] for t in agent["traces"]]
    assert not failures & set(actions)


def test_no_probability_of_zero_or_one_in_the_pinned_record(record):
    probabilities = [a["p_yes"] for a in record["agents"] if a["p_yes"] is not None]
    assert probabilities and all(FORECAST_RANGE[0] <= p <= FORECAST_RANGE[1] for p in probabilities)
