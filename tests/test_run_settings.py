"""One reader of a run's recorded settings, for both kinds of record (evaluation/_settings.py).

The command records its settings as one object (``params["settings"]``, in BacktestSettings'
names); notebook 04 records them beside its other params, the panel's size and the knowledge cutoff
under names of its own. ``RunSettings.from_params`` reads either, and the report, calibrate-on and
the notebook's replay read settings only through it.
"""

from __future__ import annotations

import re

import pytest
from support import PACKAGE_DIR, PINNED_04

from forecasting_agents.course._notebook import _settings
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._settings import NOTEBOOK_NAMES, BacktestSettings, RunSettings
from forecasting_agents.record._trace import RunTrace

INPUTS = load_backtest_inputs()
NOTEBOOK_RECORD = RunTrace.load(PINNED_04).params


def as_the_command_records(params: dict) -> dict:
    """Notebook 04's settings moved into one object, under the command's names."""
    theirs = {record: command for command, record in NOTEBOOK_NAMES.items()}
    return {"settings": {theirs.get(key, key): value for key, value in params.items()}}


def test_the_pinned_notebook_record_reads_as_it_replays():
    read = RunSettings.from_params(NOTEBOOK_RECORD)
    assert read["agents"] == NOTEBOOK_RECORD["n_agents"] == 3
    assert read.knowledge_cutoff == NOTEBOOK_RECORD["model_knowledge_cutoff"] == "2024-09-19"
    assert read.calibrate is True
    checked = {"CALIBRATE": False, "RUN_LIVE": False, "CONCURRENCY": 5}
    replayed = _settings(NOTEBOOK_RECORD, checked)
    assert (replayed.agents, replayed.calibrate, replayed.concurrency) == (3, False, 1)
    assert replayed.search_pool == replayed.max_search_results == 5  # it predates the pool
    assert replayed.on_repeat == "refuse"  # and the harness's own search


def test_either_vocabulary_gives_the_same_settings():
    moved = RunSettings.from_params(as_the_command_records(NOTEBOOK_RECORD))
    read = RunSettings.from_params(NOTEBOOK_RECORD)
    assert moved.knowledge_cutoff == read.knowledge_cutoff and moved.calibrate == read.calibrate
    both = [r.backtest_settings(calibrate=True, concurrency=2) for r in (moved, read)]
    assert both[0] == both[1]


@pytest.mark.parametrize(
    "settings",
    [
        BacktestSettings(agents=1, max_steps=4),
        BacktestSettings(
            agents=2,
            calibrate=True,
            knowledge_cutoff="2024-06-01",
            leak_policy="strict",
            on_repeat="refuse",
            search_pool=3,
            min_documents=1,
            required_types=(),
            allowed_domains=None,
            show_market_price=True,
        ),
    ],
)
def test_what_the_command_records_reads_back_as_the_settings_it_ran(settings):
    result = run_backtest(
        INPUTS.questions[:1],
        INPUTS.documents,
        BacktestMockLLMClient(),
        categories=INPUTS.categories,
        settings=settings,
        progress=lambda _: None,
    )
    read = RunSettings.from_params(result.trace.params)
    assert read.knowledge_cutoff == settings.knowledge_cutoff
    assert read.calibrate is settings.calibrate
    again = read.backtest_settings(calibrate=settings.calibrate, concurrency=settings.concurrency)
    assert again == settings


def test_no_reader_outside_the_one_spells_the_notebooks_names():
    """Only the notebook's own table of what it records, and the reader, name them."""
    pattern = re.compile(r"""["'](n_agents|model_knowledge_cutoff)["']""")
    spelled = {
        path.relative_to(PACKAGE_DIR).as_posix()
        for path in PACKAGE_DIR.rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    }
    assert spelled == {"course/_notebook.py", "evaluation/_settings.py"}
