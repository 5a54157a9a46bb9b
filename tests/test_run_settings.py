"""One vocabulary for a run's recorded settings, one reader, one list of migrations.

The command and notebook 04 both record ``BacktestSettings.recorded()`` as one object,
``params["settings"]`` (evaluation/_settings.py). Notebook 04 once recorded its settings beside its
other params, the panel's size and the knowledge cutoff under names of its own: such a record (the
pinned trace is one) reads through ``record._migrations.PARAMS_MIGRATIONS`` on reading, its file
untouched. ``RunSettings.from_params`` is the one reader.
"""

from __future__ import annotations

import json
import re

import pytest
from support import PACKAGE_DIR, PINNED_04, notebook_parameters

from forecasting_agents.course import ResearchNotebook
from forecasting_agents.course._notebook import _settings
from forecasting_agents.evaluation._backtest import load_backtest_inputs, run_backtest
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._settings import (
    LEFT_OUT_AT_LEGACY,
    BacktestSettings,
    RunSettings,
)
from forecasting_agents.record._migrations import (
    NOTEBOOK_04_SETTINGS,
    PARAMS_MIGRATIONS,
    migrate_params,
)
from forecasting_agents.record._trace import RunTrace

INPUTS = load_backtest_inputs()
NOTEBOOK_RECORD = RunTrace.load(PINNED_04).params


def as_the_command_records(params: dict) -> dict:
    """An old notebook record's settings moved by hand into one object, in the command's names
    (written here without the migration, so the migration is checked against it)."""
    ours = {"n_agents": "agents", "model_knowledge_cutoff": "knowledge_cutoff"}
    settings = {ours.get(k, k): v for k, v in params.items() if k in NOTEBOOK_04_SETTINGS}
    rest = {k: v for k, v in params.items() if k not in NOTEBOOK_04_SETTINGS}
    return {**rest, "settings": settings}


def command_params(settings: BacktestSettings) -> dict:
    """The params of the command's trace of a one-question backtest under ``settings``."""
    result = run_backtest(
        INPUTS.questions[:1],
        INPUTS.documents,
        BacktestMockLLMClient(),
        categories=INPUTS.categories,
        settings=settings,
        progress=lambda _: None,
    )
    return result.trace.params


def notebook_params(**given) -> dict:
    """What a live run of notebook 04 (mock model, course corpus) records, before any call."""
    live = {"RUN_LIVE": True, "LLM_PROVIDER": "mock", "SEARCH_PROVIDER": "corpus"}
    defaults = notebook_parameters("04_research_agent")
    return ResearchNotebook.open(**{**defaults, **live, **given}).params


def test_the_pinned_notebook_record_reads_as_it_replays():
    read = RunSettings.from_params(NOTEBOOK_RECORD)
    assert read.migrated and "settings" not in NOTEBOOK_RECORD  # its file is as it was
    assert read["agents"] == NOTEBOOK_RECORD["n_agents"] == 3
    assert read.knowledge_cutoff == NOTEBOOK_RECORD["model_knowledge_cutoff"] == "2024-09-19"
    assert read.calibrate is True
    assert not read.holds("on_repeat")  # it predates the setting: the notebook says so
    checked = {"CALIBRATE": False, "RUN_LIVE": False, "CONCURRENCY": 5}
    replayed = _settings(NOTEBOOK_RECORD, checked)
    assert (replayed.agents, replayed.calibrate, replayed.concurrency) == (3, False, 1)
    assert replayed.search_pool == replayed.max_search_results == 5  # it predates the pool
    assert replayed.on_repeat == "refuse"  # and the harness's own search


def test_an_old_record_of_each_vocabulary_reads_back_to_the_same_settings():
    moved, old = as_the_command_records(NOTEBOOK_RECORD), NOTEBOOK_RECORD
    assert migrate_params(old) == (moved, 1) and migrate_params(moved) == (moved, 0)
    by_hand, migrated = RunSettings.from_params(moved), RunSettings.from_params(old)
    assert migrated.recorded == by_hand.recorded and not by_hand.migrated
    both = [r.backtest_settings(calibrate=True, concurrency=2) for r in (by_hand, migrated)]
    assert both[0] == both[1] and both[0].agents == 3 and both[0].leak_policy == "schedule-aware"
    # What the command's vocabulary leaves out reads as what the old one predates: refused.
    assert by_hand.get("on_repeat") == "refuse" == both[1].on_repeat


def test_a_record_older_than_every_setting_but_the_panel_reads_with_the_legacy_values():
    oldest = {"question_ids": ["q"], "n_agents": 2, "max_steps": 4, "max_search_results": 3}
    oldest["allowed_domains"] = None
    read = RunSettings.from_params(oldest).backtest_settings(calibrate=False, concurrency=1)
    assert (read.agents, read.leak_policy, read.on_repeat, read.search_pool) == (
        2,
        "strict",
        "refuse",
        3,
    )


def test_the_migrations_are_ordered_and_each_applies_once():
    once, applied = migrate_params(NOTEBOOK_RECORD)
    assert applied == len(PARAMS_MIGRATIONS) and not any(m.applies(once) for m in PARAMS_MIGRATIONS)
    assert RunTrace.load(PINNED_04).params == NOTEBOOK_RECORD  # the given mapping is untouched


@pytest.mark.parametrize(
    "given",
    [
        {},
        {"N_AGENTS": 1, "MODEL_KNOWLEDGE_CUTOFF": "2024-06-01", "ON_REPEAT": "refuse"},
        {"ALLOWED_DOMAINS": "any", "REQUIRED_TYPES": "none", "MIN_DOCUMENTS": 1},
    ],
)
def test_a_new_record_from_the_notebook_and_from_the_command_writes_the_same_settings(given):
    params = notebook_params(**given)
    assert not set(params) & set(NOTEBOOK_04_SETTINGS)  # none beside the other params
    read = RunSettings.from_params(params)
    assert not read.migrated
    ran = read.backtest_settings(calibrate=read.calibrate, concurrency=params["concurrency"])
    command = command_params(ran)["settings"]
    assert list(params["settings"]) == list(command)  # the same keys, in the same order
    assert params["settings"] == command  # and the same values: one recorder
    assert json.dumps(params["settings"]) == json.dumps(ran.recorded())


def test_a_new_notebook_record_leaves_out_what_the_command_leaves_out():
    refused = notebook_params(ON_REPEAT="refuse")["settings"]
    assert "on_repeat" not in refused and LEFT_OUT_AT_LEGACY["on_repeat"] == "refuse"
    assert RunSettings.from_params({"settings": refused}).get("on_repeat") == "refuse"


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
    read = RunSettings.from_params(command_params(settings))
    assert read.knowledge_cutoff == settings.knowledge_cutoff
    assert read.calibrate is settings.calibrate
    again = read.backtest_settings(calibrate=settings.calibrate, concurrency=settings.concurrency)
    assert again == settings


def test_no_reader_outside_the_migrations_spells_the_notebooks_old_names():
    """Only the migration that reads an old record names them."""
    pattern = re.compile(r"""["'](n_agents|model_knowledge_cutoff)["']""")
    spelled = {
        path.relative_to(PACKAGE_DIR).as_posix()
        for path in PACKAGE_DIR.rglob("*.py")
        if pattern.search(path.read_text(encoding="utf-8"))
    }
    assert spelled == {"record/_migrations.py"}
