"""Every parameter of every notebook, tried on the default (replay or offline) path: it applies,
or the notebook prints ``Not used:  NAME = value (why)``. None is ignored silently.

``RUN_LIVE`` takes the live path, which tests/test_notebooks.py runs with mock clients, and
``PINNED_TRACE`` chooses the record, which tests/test_pinned_traces.py and test_notebooks.py try
with other files; every other parameter is tried here. A parameter added to a notebook without a
case here fails :func:`test_every_parameter_has_a_case`.
"""

from __future__ import annotations

import json
import sys

import nbformat
import pytest
from support import REPO, notebook_parameters

from forecasting_agents.core._course import DEMO_QUESTION_ID

sys.path.insert(0, str(REPO / "scripts"))

from notebook_build import execute

pytestmark = pytest.mark.notebooks

ELSEWHERE = {"RUN_LIVE", "PINNED_TRACE"}

# Per notebook: a value for each parameter other than its default, and for each what the output
# must then show: its own effect, or its Not used line.
CASES = {
    "01_react_reasoning": {
        "LLM_PROVIDER": (
            "openai",
            "Not used:  LLM_PROVIDER = 'openai' (a replay calls no provider",
        ),
        "SEARCH_PROVIDER": ("mock", "Not used:  SEARCH_PROVIDER = 'mock' (a replay calls no"),
        "QUESTION_SOURCE": ("demo", "Mode:     replay of 01_react_reasoning_"),
        "TEMPERATURE": (0.5, "Not used:  TEMPERATURE = 0.5 (a replay runs as recorded, with 0.0)"),
        "SEED": (8, "Not used:  SEED = 8 (a replay runs as recorded, with 7)"),
        "MAX_STEPS": (3, "Not used:  MAX_STEPS = 3 (a replay runs as recorded, with 5)"),
    },
    "02_tool_contracts": {
        "SEARCH_PROVIDER": ("mock", "Not used:  SEARCH_PROVIDER = 'mock' (the offline run"),
        "MAX_RESULTS": (2, "2 results (MAX_RESULTS = 2):"),
    },
    "03_state_and_memory": {
        "AS_OF_ISO": ("2025-02-18T09:30:00", "As of:     2025-02-18T09:30:00"),
        "RUN_ID": ("another-run", "Run id:    another-run"),
    },
}


def _output_text(path) -> str:
    notebook = nbformat.read(path, as_version=4)
    return "".join(
        output.get("text", "")
        for cell in notebook.cells
        if cell.cell_type == "code"
        for output in cell.get("outputs", [])
    )


def test_every_parameter_has_a_case():
    from forecasting_agents.course._notebook import SETTINGS

    for name, cases in {**CASES, "04_research_agent": {**CASES_04, **FILES_04}}.items():
        declared = set(notebook_parameters(name)) - ELSEWHERE
        assert declared == set(cases), f"{name}: parameters without a case here"
    assert set(SETTINGS) - ELSEWHERE == {*CASES_04, *FILES_04}


@pytest.mark.parametrize("name", sorted(CASES))
def test_each_parameter_applies_or_is_named_not_used(name, tmp_path):
    cases = CASES[name]
    defaults = notebook_parameters(name)
    assert all(value != defaults[p] for p, (value, _) in cases.items()), "try another value"
    executed = tmp_path / f"{name}.ipynb"
    execute(REPO / "notebooks" / f"{name}.py", executed, {p: v for p, (v, _) in cases.items()})
    text = _output_text(executed)
    for parameter, (_, shown) in cases.items():
        assert shown in text, f"{name}: {parameter} neither applied nor named as not used"
    if name == "01_react_reasoning":  # the record was captured on the demonstration question
        assert "QUESTION_SOURCE" not in text
        committed = _output_text(REPO / "notebooks" / f"{name}.ipynb")  # the default, "live"
        assert "Not used:  QUESTION_SOURCE = 'live' (a replay runs as recorded, with 'demo')" in (
            committed
        )


def test_03_refuses_an_as_of_after_the_cutoff(tmp_path):
    from papermill.exceptions import PapermillExecutionError

    source = REPO / "notebooks" / "03_state_and_memory.py"
    with pytest.raises(PapermillExecutionError) as stop:
        execute(source, tmp_path / "late.ipynb", {"AS_OF_ISO": "2025-03-20T12:00:00"})
    assert (
        "AS_OF_ISO = '2025-03-20T12:00:00' is not accepted: on or after the question's cutoff "
        "2025-02-20; use a time before it" in str(stop.value)
    )


# Notebook 04 checks its settings in one call, ResearchNotebook.open, that its settings cell makes
# with every one of them (tests/test_notebooks.py checks the cell passes each); so each is tried on
# that call, without a kernel. The value, and what the opened run must then show.
CASES_04 = {
    "LLM_PROVIDER": ("openai", "Not used:  LLM_PROVIDER = 'openai' (a replay calls no model"),
    "SEARCH_PROVIDER": ("mock", "Not used:  SEARCH_PROVIDER = 'mock' (a replay runs as recorded"),
    "QUESTION_IDS": ("fomc-2025-01-cut", "Not used:  QUESTION_IDS = ['fomc-2025-01-cut']"),
    "N_AGENTS": (2, "Not used:  N_AGENTS = 2 (a replay runs as recorded, with 3)"),
    "ALLOWED_DOMAINS": ("any", "Not used:  ALLOWED_DOMAINS = None"),
    "CALIBRATE": (False, "calibrate=False"),
    "MAX_STEPS": (4, "Not used:  MAX_STEPS = 4 (a replay runs as recorded, with 8)"),
    "MAX_SEARCH_RESULTS": (3, "Not used:  MAX_SEARCH_RESULTS = 3"),
    "CONCURRENCY": (1, "Not used:  CONCURRENCY = 1 (a replay runs its agents one at a time"),
    "MODEL_KNOWLEDGE_CUTOFF": ("2024-01-01", "Not used:  MODEL_KNOWLEDGE_CUTOFF = '2024-01-01'"),
    "LEAK_POLICY": ("strict", "Not used:  LEAK_POLICY = 'strict'"),
    "MIN_DOCUMENTS": (2, "Not used:  MIN_DOCUMENTS = 2 (a replay runs as recorded, with 3)"),
    "REQUIRED_TYPES": ("base_rate", "Not used:  REQUIRED_TYPES = ['base_rate']"),
    "INFEASIBLE": ("warn", "Not used:  INFEASIBLE = 'warn' (a replay spends nothing"),
    # the pinned record predates the setting: it replays with 'refuse', and says so
    "ON_REPEAT": ("refuse", "On repeat: refuse (the record predates the setting)"),
}


FILES_04 = {"QUESTIONS_FILE": "questions.jsonl", "DOCUMENTS_FILE": "documents.jsonl"}
"""04's data files apply on replay too: they are read, and refused unless they hash to the files
the record was made from (so the questions and documents replayed are the recorded ones)."""


@pytest.mark.parametrize("parameter", sorted(FILES_04))
def test_04_reads_the_data_files_it_is_given_on_replay(parameter, tmp_path):
    from forecasting_agents.course._notebook import ResearchNotebook, SettingsError

    files = {}
    for setting, name in FILES_04.items():  # copies; only the one under test is edited
        records = [json.loads(line) for line in (REPO / "data" / name).read_text().splitlines()]
        if name == "documents.jsonl":  # a copy serves no demonstration question: leave it out
            records = [r for r in records if r.get("question_id") != DEMO_QUESTION_ID]
        if setting == parameter:
            records[-1]["question" if "question" in records[-1] else "text"] += " Edited."
        files[setting] = tmp_path / name
        files[setting].write_text("".join(json.dumps(r) + "\n" for r in records))
    defaults = notebook_parameters("04_research_agent")
    with pytest.raises(SettingsError) as refused:
        ResearchNotebook.open(**{**defaults, **{k: str(v) for k, v in files.items()}})
    assert f"  - {parameter}: the files differ from the ones the record was captured" in str(
        refused.value
    )


@pytest.mark.parametrize("parameter", sorted(CASES_04))
def test_each_04_parameter_applies_or_is_named_not_used(parameter):
    from forecasting_agents.course._notebook import ResearchNotebook

    defaults = notebook_parameters("04_research_agent")
    value, shown = CASES_04[parameter]
    assert value != defaults[parameter], "try another value"
    nb = ResearchNotebook.open(**{**defaults, parameter: value})
    assert shown in f"{nb.describe()}\n{nb.settings}", f"{parameter} was ignored silently"
