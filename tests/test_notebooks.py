"""Notebook tests: sources and executed notebooks agree, replay reproduces them, live paths run.

nbval (run by the same pytest command, see pyproject.toml) re-executes each committed notebook
and compares every output. The tests here add what nbval does not check:

- structure: every ``.py`` source and its committed ``.ipynb`` hold the same cells, no committed
  notebook has an error output or an unexecuted code cell, every relative link resolves;
- execution: papermill runs each source with its defaults into a temporary folder and the result
  equals the committed notebook; each notebook with a live path also runs with ``RUN_LIVE=True``
  against mock clients, with traces redirected to a temporary folder.
"""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import nbformat
import pytest
from support import PINNED_01, PINNED_04, REPO, notebook_parameters

sys.path.insert(0, str(REPO / "scripts"))

from notebook_build import execute, notebook_sources, source_to_notebook

pytestmark = pytest.mark.notebooks

SOURCES = notebook_sources()
IDS = [source.stem for source in SOURCES]

# Each notebook with a live path, and the parameters that take it with mock clients only:
# no key, no socket beyond loopback, traces written to a temporary folder.
LIVE_MOCK_PARAMETERS = {
    "01_react_reasoning": {
        "RUN_LIVE": True,
        "LLM_PROVIDER": "mock",
        "SEARCH_PROVIDER": "mock",
        "QUESTION_SOURCE": "demo",
    },
    "02_tool_contracts": {"RUN_LIVE": True, "SEARCH_PROVIDER": "mock"},
    "04_research_agent": {"RUN_LIVE": True, "LLM_PROVIDER": "mock", "SEARCH_PROVIDER": "corpus"},
}
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def committed(source: Path):
    return nbformat.read(source.with_suffix(".ipynb"), as_version=4)


def comparable(notebook) -> dict:
    """A notebook as JSON, minus the interpreter's patch version (the one machine-bound field)."""
    data = json.loads(nbformat.writes(notebook))
    data.get("metadata", {}).get("language_info", {}).pop("version", None)
    return data


def test_there_are_notebooks():
    assert [s.stem[:2] for s in SOURCES] == sorted({s.stem[:2] for s in SOURCES})
    assert len(SOURCES) >= 3


# ----------------------------------------------------------------------------- structure


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_source_and_notebook_hold_the_same_cells(source):
    expected = source_to_notebook(source)
    actual = committed(source)
    assert [(c.cell_type, c.source) for c in actual.cells] == [
        (c.cell_type, c.source) for c in expected.cells
    ], f"{source.name} and its .ipynb differ: run `make notebooks`"


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_committed_notebook_is_fully_executed_without_errors(source):
    for index, cell in enumerate(committed(source).cells):
        if cell.cell_type != "code":
            continue
        assert cell.execution_count is not None, f"cell {index} was never executed"
        errors = [o for o in cell.outputs if o.output_type == "error"]
        assert not errors, f"cell {index} has an error output: {errors[0].get('ename')}"


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_relative_links_resolve(source):
    notebook = source_to_notebook(source)
    for cell in notebook.cells:
        if cell.cell_type != "markdown":
            continue
        for target in LINK.findall(cell.source):
            if re.match(r"^[a-z]+:", target) or target.startswith("#"):
                continue
            path = (source.parent / target.split("#")[0]).resolve()
            assert path.exists(), f"{source.name}: link {target!r} does not resolve"
            assert REPO in path.parents, f"{source.name}: link {target!r} leaves the repo"


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_has_one_parameters_cell_with_run_live_or_as_of(source):
    tagged = [
        c for c in source_to_notebook(source).cells if "parameters" in c.metadata.get("tags", [])
    ]
    assert len(tagged) == 1, "exactly one cell must carry the papermill 'parameters' tag"


# ----------------------------------------------------------------------------- execution


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_replay_reproduces_the_committed_notebook(source, tmp_path, monkeypatch):
    # Replay reads the pinned traces from forecast_traces/ and writes nothing, so it runs
    # exactly as `make notebooks` does, without the test suite's redirection.
    monkeypatch.delenv("FORECAST_TRACES_DIR")
    output = tmp_path / source.with_suffix(".ipynb").name
    execute(source, output)
    assert comparable(nbformat.read(output, as_version=4)) == comparable(committed(source)), (
        f"executing {source.name} no longer gives the committed notebook: run `make notebooks`"
    )


@pytest.mark.parametrize("name", sorted(LIVE_MOCK_PARAMETERS))
def test_live_path_runs_with_mock_clients(name, tmp_path):
    source = REPO / "notebooks" / f"{name}.py"
    traces = tmp_path / "traces"
    pinned_before = sorted(p.name for p in (REPO / "forecast_traces").glob("*.json"))
    execute(
        source,
        tmp_path / f"{name}.ipynb",
        parameters=LIVE_MOCK_PARAMETERS[name],
        extra_env={"FORECAST_TRACES_DIR": str(traces), "LLM_PROVIDER": "", "TAVILY_API_KEY": ""},
    )
    pinned_after = sorted(p.name for p in (REPO / "forecast_traces").glob("*.json"))
    assert pinned_after == pinned_before, "a live run must never write to forecast_traces/"
    if name in {"01_react_reasoning", "04_research_agent"}:
        saved = list(traces.glob(f"{name}_*.json"))
        assert len(saved) == 1, "the live run should save exactly one new trace"
    if name == "04_research_agent":  # the runner's progress lines reach the live notebook
        printed = "".join(
            output.get("text", "")
            for cell in nbformat.read(tmp_path / f"{name}.ipynb", as_version=4).cells
            for output in cell.get("outputs", [])
        )
        assert "Backtest: 16 questions, 3 agents each" in printed
        assert "[16/16] " in printed and " left)" in printed


def test_runner_names_the_notebook_and_cell_that_failed(tmp_path, monkeypatch, capsys):
    import run_notebooks

    broken = tmp_path / "09_broken.py"
    broken.write_text('# %%\nx = 1\n\n# %%\nraise ValueError("bad input in cell two")\n')
    previous = tmp_path / "09_broken.ipynb"
    previous.write_text("previous output")
    monkeypatch.setattr(run_notebooks, "notebook_sources", lambda: [broken])
    assert run_notebooks.main([]) == 1
    err = capsys.readouterr().err
    assert "09_broken: FAILED in cell 2" in err
    assert "ValueError: bad input in cell two" in err
    assert previous.read_text() == "previous output", "a failed run must not overwrite the notebook"


# ----------------------------------------------------------------------------- parameters

# Loaded by every Python process started with this folder on PYTHONPATH (the kernel included):
# logs each attempt to open a network (IPv4/IPv6) connection. The kernel itself talks over IPC.
SOCKET_LOGGER = """
import os, socket, sys

def _log_network_connects(event, args):
    if event == "socket.connect" and args[0].family in (socket.AF_INET, socket.AF_INET6):
        with open(os.environ["SOCKET_LOG"], "a") as log:
            log.write(f"{args[1]!r}\\n")

sys.addaudithook(_log_network_connects)
"""


@pytest.fixture
def socket_log(tmp_path):
    """Environment for ``execute`` that records every network connect the kernel attempts."""
    folder = tmp_path / "socket_logger"
    folder.mkdir()
    (folder / "sitecustomize.py").write_text(SOCKET_LOGGER)
    log = tmp_path / "sockets.log"
    return log, {"PYTHONPATH": str(folder), "SOCKET_LOG": str(log)}


def parameter_names(source: Path) -> list[str]:
    (cell,) = [
        c for c in source_to_notebook(source).cells if "parameters" in c.metadata.get("tags", [])
    ]
    return re.findall(r"^([A-Z][A-Z0-9_]*) = ", cell.source, re.MULTILINE)


def failure(name: str, tmp_path: Path, **parameters) -> str:
    """The error a notebook stops with, as ``Name: message``."""
    import papermill

    source = REPO / "notebooks" / f"{name}.py"
    with pytest.raises(papermill.PapermillExecutionError) as info:
        execute(source, tmp_path / f"{name}.ipynb", parameters=parameters)
    return f"{info.value.ename}: {info.value.evalue}"


def outputs_without_counts(notebook) -> list[list[dict]]:
    """Each code cell's outputs, minus execution counts and papermill's injected cell."""
    kept = []
    for cell in notebook.cells:
        if cell.cell_type != "code" or "injected-parameters" in cell.metadata.get("tags", []):
            continue
        kept.append([{k: v for k, v in o.items() if k != "execution_count"} for o in cell.outputs])
    return kept


def test_the_bench_floor_keeps_04s_settings_check_and_empties_every_later_code_cell(tmp_path):
    from bench_notebooks import floor_source

    source = next(s for s in SOURCES if s.stem.startswith("04"))
    original = [c for c in source_to_notebook(source).cells if c.cell_type == "code"]
    floor = nbformat.read(floor_source(source, tmp_path), as_version=4)
    code = [c for c in floor.cells if c.cell_type == "code"]
    parameters = next(i for i, c in enumerate(code) if "parameters" in c.metadata.get("tags", []))
    kept = parameters + 2  # the imports, the parameters cell and the call that checks them
    assert len(code) == len(original)
    assert [c.source for c in code[:kept]] == [c.source for c in original[:kept]]
    assert "ResearchNotebook.open" in code[kept - 1].source
    assert {c.source for c in code[kept:]} == {"pass"}


@pytest.mark.parametrize("source", SOURCES, ids=IDS)
def test_the_cell_after_the_settings_checks_every_parameter(source):
    cells = source_to_notebook(source).cells
    index = next(i for i, c in enumerate(cells) if "parameters" in c.metadata.get("tags", []))
    following = cells[index + 1]
    assert following.cell_type == "code", "the settings must be checked in the very next cell"
    names = parameter_names(source)
    assert names, "no parameters found"
    if "SETTINGS" in following.source:  # 04: one library call checks them all, by name
        from forecasting_agents.course._notebook import SETTINGS

        assert list(SETTINGS) == names, "the settings cell and SETTINGS must list the same names"
        return
    unchecked = [name for name in names if f'"{name}"' not in following.source]
    assert not unchecked, f"parameters not checked right after the settings cell: {unchecked}"


def test_the_socket_logger_sees_a_network_connect(socket_log):
    import subprocess

    log, env = socket_log
    probe = (
        "import socket, contextlib\n"
        "with contextlib.suppress(OSError):\n"
        "    socket.create_connection(('127.0.0.1', 9), 1)"
    )
    subprocess.run([sys.executable, "-c", probe], env={**os.environ, **env}, check=True)
    assert "('127.0.0.1', 9)" in log.read_text()


def test_run_live_false_as_a_string_replays_without_a_socket(tmp_path, socket_log):
    # papermill's `-p RUN_LIVE false` passes the string "false". New traces are redirected
    # (conftest sets FORECAST_TRACES_DIR to an empty folder): the pinned one must still be found.
    log, env = socket_log
    source = REPO / "notebooks" / "01_react_reasoning.py"
    output = tmp_path / "01.ipynb"
    execute(source, output, parameters={"RUN_LIVE": "false"}, extra_env=env)
    replayed = outputs_without_counts(nbformat.read(output, as_version=4))
    assert replayed == outputs_without_counts(committed(source))
    assert not log.exists(), f"replay opened network sockets: {log.read_text()}"
    assert not any((tmp_path / "traces").glob("*.json")), "replay must write no trace"


@pytest.mark.parametrize(
    ("name", "parameters", "expected"),
    [
        (
            "01_react_reasoning",
            {"RUN_LIVE": "maybe"},
            "ParameterError: RUN_LIVE = 'maybe' is not accepted: use True or False",
        ),
        (
            "01_react_reasoning",
            {"QUESTION_SOURCE": "polymarket"},
            "ParameterError: QUESTION_SOURCE = 'polymarket' is not accepted: "
            "use one of 'live', 'demo'",
        ),
        (
            "04_research_agent",
            {"QUESTION_IDS": "[fomc-2025-01-cut]"},
            "SettingsError: 1 setting(s) are not accepted:\n  - QUESTION_IDS = "
            "'[fomc-2025-01-cut]' is not accepted: use a non-empty list: a list "
            "(-y 'QUESTION_IDS: [a, b]')",
        ),
    ],
    ids=["run-live-maybe", "question-source-typo", "list-passed-with-p"],
)
def test_a_bad_parameter_stops_the_notebook_naming_it(name, parameters, expected, tmp_path):
    assert failure(name, tmp_path, **parameters).startswith(expected)


def test_a_pinned_trace_that_is_no_trace_or_another_notebooks_stops_at_the_settings_check(
    tmp_path,
):
    """The check cell opens the trace: a file that is not one, an edited copy, and another
    notebook's trace each stop the notebook there, naming PINNED_TRACE."""
    from forecasting_agents.course._notebook import ResearchNotebook, SettingsError

    edited = tmp_path / "edited.json"
    edited.write_text(PINNED_01.read_text().replace('"seed": 7', '"seed": 8', 1))
    not_json = tmp_path / "notes.json"
    not_json.write_text("my notes\n")
    message = failure("01_react_reasoning", tmp_path, PINNED_TRACE=str(not_json))
    assert message.startswith(f"ParameterError: PINNED_TRACE = '{not_json}' is not accepted:")
    assert "not a usable trace (" in message
    # The same call, without a kernel, for the other two.
    from forecasting_agents.core._params import ParameterError
    from forecasting_agents.record._session import open_pinned_trace

    for value, expected in [
        (edited, "digest: the content was changed"),
        (PINNED_04, "a trace of 04_research_agent, not of 01_react_reasoning"),
    ]:
        with pytest.raises(ParameterError, match=expected):
            open_pinned_trace("PINNED_TRACE", str(value), "01_react_reasoning")
    with pytest.raises(SettingsError, match="a trace of 01_react_reasoning, not of 04_research"):
        ResearchNotebook.open(
            **{**notebook_parameters("04_research_agent"), "PINNED_TRACE": str(PINNED_01)}
        )


@pytest.mark.parametrize(
    ("settings", "expected"),
    [
        (
            {"QUESTION_IDS": "fomc-2025-01-cut,fomc-2025-01-cutt"},
            "QUESTION_IDS[1] = 'fomc-2025-01-cutt' is not accepted: use an id of the questions "
            "file",
        ),
        (
            {"ALLOWED_DOMAINS": "https://reuters.com/"},
            "ALLOWED_DOMAINS[0] = 'https://reuters.com/' is not accepted: "
            "a hostname such as reuters.com",
        ),
        ({"N_AGENTS": 0}, "N_AGENTS = 0 is not accepted"),
        (
            {"LEAK_POLICY": "lenient"},
            "LEAK_POLICY = 'lenient' is not accepted: use one of 'strict', 'schedule-aware', "
            "'prospective'",
        ),
        (
            {"MIN_DOCUMENTS": 0},
            "MIN_DOCUMENTS = 0 is not accepted: use a whole number from 1 to 990",
        ),
        (
            {"REQUIRED_TYPES": "news"},
            "REQUIRED_TYPES = 'news' is not accepted: a list of evidence types",
        ),
        (
            {"INFEASIBLE": "maybe"},
            "INFEASIBLE = 'maybe' is not accepted: use one of 'stop', 'warn'",
        ),
        (
            {"ON_REPEAT": "retry"},
            "ON_REPEAT = 'retry' is not accepted: use one of 'refuse', 'harness-search'",
        ),
    ],
    ids=[
        "unknown-question-id",
        "url-as-domain",
        "no-agents",
        "unknown-leak-policy",
        "no-documents",
        "unknown-evidence-type",
        "infeasible-maybe",
        "on-repeat-retry",
    ],
)
def test_a_bad_04_setting_is_named_by_the_call_its_settings_cell_makes(settings, expected):
    """04's settings are checked by one call, ``ResearchNotebook.open``, which the cell after the
    settings makes with every one of them (test_the_cell_after_the_settings_checks_every_parameter);
    that an error from it stops the executed notebook is shown above. So each bad value is tried
    on that call, with the notebook's own defaults for the rest, without starting a kernel."""
    from forecasting_agents.course._notebook import ResearchNotebook, SettingsError

    with pytest.raises(SettingsError) as info:
        ResearchNotebook.open(**{**notebook_parameters("04_research_agent"), **settings})
    assert str(info.value).startswith(f"1 setting(s) are not accepted:\n  - {expected}")


def test_a_04_replay_names_each_setting_it_replaced_with_the_records():
    from forecasting_agents.course._notebook import ResearchNotebook

    defaults = notebook_parameters("04_research_agent")
    # The pinned trace ran the schedule-aware leak rule; the notebook's default is now the
    # prospective one, so its replay says which it used, and only that.
    unused = [
        line
        for line in ResearchNotebook.open(**defaults).describe().splitlines()
        if line.startswith("Not used")
    ]
    assert unused == [
        "Not used:  LEAK_POLICY = 'prospective-learned'"
        " (a replay runs as recorded, with 'schedule-aware')"
    ]
    given = {"N_AGENTS": 1, "REQUIRED_TYPES": "none", "MODEL_KNOWLEDGE_CUTOFF": ""}
    described = ResearchNotebook.open(**{**defaults, **given}).describe()
    assert "Not used:  N_AGENTS = 1" in described
    assert "Not used:  REQUIRED_TYPES = []" in described
    assert "MODEL_KNOWLEDGE_CUTOFF" not in described  # empty means the record's own


def test_04_records_its_coverage_settings_and_replays_them_from_the_record(tmp_path):
    """A live run with other requirements saves them; its replay, with the settings cell's
    defaults, takes them from the record (the pinned trace, which holds none, replays with
    today's defaults: test_replay_reproduces_the_committed_notebook)."""
    source = REPO / "notebooks" / "04_research_agent.py"
    traces = tmp_path / "traces"
    live = {**LIVE_MOCK_PARAMETERS["04_research_agent"], "QUESTION_IDS": "fomc-2025-01-cut"}
    env = {"FORECAST_TRACES_DIR": str(traces), "LLM_PROVIDER": "", "TAVILY_API_KEY": ""}
    parameters = {**live, "MIN_DOCUMENTS": 1, "REQUIRED_TYPES": "none", "ON_REPEAT": "refuse"}
    execute(source, tmp_path / "live.ipynb", parameters=parameters, extra_env=env)
    (saved,) = traces.glob("04_research_agent_*.json")
    params = json.loads(saved.read_text(encoding="utf-8"))["params"]
    settings = params["settings"]  # as the command records them
    assert settings["min_documents"] == 1 and settings["required_types"] == []
    assert "on_repeat" not in settings  # left out at "refuse", as the command leaves it
    replay = tmp_path / "replay.ipynb"
    execute(source, replay, parameters={"PINNED_TRACE": str(saved)}, extra_env=env)
    text = json.dumps(nbformat.read(replay, as_version=4).dict())
    assert "Coverage:  at least 1 distinct document, of any type" in text
    assert "at least 1 distinct document. Each document" in text  # the prompt it replayed
    assert "On repeat: refuse\\n" in text  # the record's, not the settings cell's default
    assert "Not used:  ON_REPEAT = 'harness-search'" in text


def test_04_stops_a_live_run_whose_documents_cannot_meet_the_gate(
    tmp_path, socket_log, monkeypatch
):
    log, env = socket_log
    for variable, value in env.items():
        monkeypatch.setenv(variable, value)
    one_each = REPO / "tests" / "data" / "leak_forecastbench"
    message = failure(
        "04_research_agent",
        tmp_path,
        **LIVE_MOCK_PARAMETERS["04_research_agent"],
        QUESTIONS_FILE=str(one_each / "questions.jsonl"),
        DOCUMENTS_FILE=str(one_each / "documents.jsonl"),
        ALLOWED_DOMAINS="any",
    )
    assert message.startswith(
        "InfeasibleCoverageError: the coverage requirements (at least 3 distinct documents, "
        "including each type: search_results, base_rate) cannot be met by 27 of 27 questions"
    )
    assert not log.exists(), f"the stopped run opened network sockets: {log.read_text()}"
    assert not any((tmp_path / "traces").glob("*.json")), "a stopped run must write no trace"


def test_a_live_run_lists_everything_missing_before_any_call(tmp_path, socket_log, monkeypatch):
    log, env = socket_log
    # No Anthropic key, no search provider, and a Polymarket URL that is refused without a
    # connection: three problems, all reported by the one preflight error.
    monkeypatch.setenv("POLYMARKET_API_URL", "ftp://polymarket.invalid")
    for variable, value in env.items():
        monkeypatch.setenv(variable, value)
    message = failure(
        "01_react_reasoning",
        tmp_path,
        RUN_LIVE=True,
        LLM_PROVIDER="anthropic",
        QUESTION_SOURCE="live",
    )
    assert message.startswith("PreflightError: the live run was stopped before any paid call")
    assert "- model provider: ProviderConfigError: " in message and "ANTHROPIC_API_KEY" in message
    assert "- search provider: ProviderConfigError: " in message and "TAVILY_API_KEY" in message
    assert "- question: RuntimeError: fallback:demo (Polymarket unavailable" in message
    assert "QUESTION_SOURCE = 'demo'" in message
    assert not log.exists(), f"the preflight opened network sockets: {log.read_text()}"
    assert not any((tmp_path / "traces").glob("*.json")), "a stopped run must write no trace"


def _readme_default(value: object) -> str:
    """A settings-cell value as the Parameters table of docs/notebooks.md writes it."""
    if isinstance(value, str):
        return value or '""'
    return json.dumps(value) if isinstance(value, list) else str(value)


def test_the_readme_parameters_table_states_each_notebooks_own_defaults():
    readme = (REPO / "docs" / "notebooks.md").read_text()
    section = readme.split("\n## Parameters\n", 1)[1].split("\n## ", 1)[0]
    defaults = {source.stem[:2]: notebook_parameters(source.stem) for source in SOURCES}
    checked = 0
    for row in (line for line in section.splitlines() if line.startswith("| 0")):
        numbers, names, stated = (cell.strip() for cell in row.split("|")[1:4])
        stated_values = re.findall(r"`([^`]*)`", stated)
        for number in numbers.split(", "):
            values = re.findall(r"`([A-Z][A-Z0-9_]*)`", names)
            if len(stated_values) != len(values):
                continue  # a default in words ("the pinned trace")
            for name, text in zip(values, stated_values, strict=True):
                assert _readme_default(defaults[number][name]) == text, (number, name)
                checked += 1
    assert checked >= 20


def test_every_yaml_parameter_example_in_the_readme_is_one_mapping_as_papermill_takes_it():
    """papermill's ``-y`` reads one YAML mapping; ``-y NAME '[a, b]'`` is an error there."""
    import yaml

    names = {name for source in SOURCES for name in parameter_names(source)}
    pages = [REPO / "README.md", *(REPO / "docs").glob("*.md")]
    examples = [e for p in pages for e in re.findall(r"-y '([^']*)'", p.read_text())]
    assert examples
    for example in examples:
        parsed = yaml.safe_load(example)
        assert isinstance(parsed, dict) and set(parsed) <= names, example


def test_the_readme_parameters_table_names_every_parameter_of_every_notebook():
    readme = (REPO / "docs" / "notebooks.md").read_text()
    section = readme.split("\n## Parameters\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    for usage in ("-y 'QUESTION_IDS: [", "-p PINNED_TRACE ", "FORECAST_TRACES_DIR"):
        assert usage in section, f"docs/notebooks.md's Parameters does not show {usage!r}"
    for source in SOURCES:
        number = source.stem[:2]
        for name in parameter_names(source):
            assert any(number in row.split("|")[1] and f"`{name}`" in row for row in rows), (
                f"docs/notebooks.md's Parameters table has no row for {source.stem}'s {name}"
            )


def readme_command(marker: str) -> list[list[str]]:
    """The shell commands of docs/going-live.md's bash block holding ``marker``, split by shlex."""
    import shlex

    page = (REPO / "docs" / "going-live.md").read_text()
    blocks = re.findall(r"```bash\n(.*?)```", page, re.DOTALL)
    (block,) = [b for b in blocks if marker in b]
    return [shlex.split(line) for line in block.replace("\\\n", " ").splitlines() if line]


def test_the_readme_local_server_example_runs_as_written_offline(fake_server, socket_log):
    import subprocess

    from fakeserver import Reply

    export, papermill_command = readme_command("OPENAI_BASE_URL=http://127.0.0.1:8077/v1")
    assert export[0] == "export" and Path(papermill_command[0]).name == "papermill"
    env = dict(item.split("=", 1) for item in export[1:])
    # The one change: the fake server stands in for the llama.cpp server the example names.
    env["OPENAI_BASE_URL"] = f"{fake_server.url}/v1"
    log, logger_env = socket_log
    replies = [
        "4",
        '{"action": "search", "query": "NVIDIA fourth quarter revenue"}',
        '{"action": "forecast", "p_yes": 0.6, "rationale": "Guidance and estimates agree."}',
    ]
    fake_server.queue(
        *(
            Reply(200, {"model": env["OPENAI_MODEL"], "choices": [{"message": {"content": text}}]})
            for text in replies
        )
    )
    command = [str(Path(sys.executable).parent / "papermill"), *papermill_command[1:]]
    command[2] = str(Path(os.environ["FORECAST_TRACES_DIR"]).parent / "01_live.ipynb")
    result = subprocess.run(
        command,
        cwd=REPO,
        env={**os.environ, **env, **logger_env},
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert len(fake_server.requests) == len(replies)
    saved = list(Path(os.environ["FORECAST_TRACES_DIR"]).glob("01_react_reasoning_*.json"))
    assert len(saved) == 1, "the live run should save exactly one new trace"
    port = fake_server.url.rsplit(":", 1)[1]
    connects = log.read_text().splitlines()
    assert any(f", {port})" in line for line in connects), "the socket logger saw nothing"
    elsewhere = [line for line in connects if f", {port})" not in line]
    assert not elsewhere, f"the example reached beyond the local server: {elsewhere}"
