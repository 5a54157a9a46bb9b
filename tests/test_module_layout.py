"""Issue 8's layout rules for the modules split out of agent_observability and agent_providers.

Each client protocol is declared once (in agent_schemas) and the agent and the tracers are typed
with it; each split module stays readable in one sitting; and the trace modules depend in one
direction only, never importing agent_observability, which re-exports them.
"""

from __future__ import annotations

import ast
import inspect
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
MAX_MODULE_LINES = 800
"""Issue 8: each module stays readable in one sitting."""

SIZE_CHECKED = tuple(sorted(path.stem for path in REPO_ROOT.glob("agent_*.py")))
"""Every companion module, found on disk, so a module added later is held to the limit too."""

BELOW_OBSERVABILITY = ("agent_redaction", "agent_trace_records", "agent_tracing", "agent_replay")
BELOW_RESEARCH = ("agent_files", "agent_scoring")
BELOW_SCHEMAS = ("agent_base", "agent_actions", "agent_state")
"""The siblings agent_schemas re-exports: importing one never loads agent_schemas (no cycle)."""
"""Lower layers: importing them loads neither the agent nor the backtest above them."""


def test_split_modules_stay_under_the_size_limit():
    sizes = {
        name: len((REPO_ROOT / f"{name}.py").read_text(encoding="utf-8").splitlines())
        for name in SIZE_CHECKED
    }
    too_long = {name: lines for name, lines in sizes.items() if lines > MAX_MODULE_LINES}
    assert not too_long, f"over {MAX_MODULE_LINES} lines: {too_long}"


def test_client_protocols_are_declared_once_in_agent_schemas():
    import agent_observability
    import agent_providers
    import agent_research
    import agent_schemas
    import agent_tools
    import agent_tracing

    assert agent_providers.LLMClient is agent_schemas.LLMClient
    assert agent_tools.SearchClient is agent_schemas.SearchClient
    assert agent_observability.LLMClient is agent_schemas.LLMClient
    assert agent_observability.SearchClient is agent_schemas.SearchClient
    assert not hasattr(agent_observability, "LLMClientLike")
    assert not hasattr(agent_observability, "SearchClientLike")
    for function, names in (
        (agent_research.ResearchAgent.__init__, ("llm", "search")),
        (agent_tracing.trace_llm, ("llm",)),
        (agent_tracing.trace_search, ("search",)),
    ):
        hints = inspect.get_annotations(function, eval_str=True)
        expected = {"llm": agent_schemas.LLMClient, "search": agent_schemas.SearchClient}
        assert {name: hints[name] for name in names} == {name: expected[name] for name in names}


def test_no_client_protocol_is_defined_outside_agent_schemas():
    """No second copy (a ``*ClientLike``) of a client protocol anywhere in the library."""
    defined: dict[str, list[str]] = {}
    for path in sorted(REPO_ROOT.glob("agent_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.ClassDef)
                and "Client" in node.name
                and any(isinstance(base, ast.Name) and base.id == "Protocol" for base in node.bases)
            ):
                defined.setdefault(node.name, []).append(path.stem)
    assert defined == {"LLMClient": ["agent_schemas"], "SearchClient": ["agent_schemas"]}


def test_modules_below_observability_do_not_import_it():
    """The split keeps one direction: the trace modules never reach back up (no cycles)."""
    for name in BELOW_OBSERVABILITY:
        assert_import_loads_none(name, {"agent_observability"})


def test_scoring_and_files_sit_below_the_research_agent():
    for name in BELOW_RESEARCH:
        assert_import_loads_none(name, {"agent_research", "agent_backtest"})


def test_the_schemas_siblings_sit_below_it_and_agent_base_at_the_bottom():
    for name in BELOW_SCHEMAS:
        assert_import_loads_none(name, {"agent_schemas"})
    others = {p.stem for p in REPO_ROOT.glob("agent_*.py")} - {"agent_base"}
    assert_import_loads_none("agent_base", others)


def test_agent_schemas_re_exports_every_public_name_of_its_siblings():
    import importlib

    import agent_schemas

    for name in BELOW_SCHEMAS:
        module = importlib.import_module(name)
        for public in module.__all__:
            assert public in agent_schemas.__all__, f"{name}.{public} missing from __all__"
            assert getattr(agent_schemas, public) is getattr(module, public)


def assert_import_loads_none(name: str, above: set[str]) -> None:
    """Importing ``name`` alone, in a fresh interpreter, loads none of the modules ``above``."""
    code = (
        f"import sys, {name}; loaded = {sorted(above)!r}; assert not set(loaded) & set(sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, f"{name}: {result.stderr}"


def test_backtest_clients_are_typed_with_the_one_protocol_definition():
    import agent_backtest
    import agent_schemas

    hints = inspect.get_annotations(agent_backtest.run_backtest, eval_str=True)
    assert hints["llm"] == agent_backtest.LLMSource
    assert hints["documents"] == agent_backtest.SearchSource
    assert agent_schemas.LLMClient in agent_backtest.LLMSource.__args__
    assert agent_schemas.SearchClient in agent_backtest.SearchSource.__args__


def test_tracers_and_replay_clients_satisfy_the_one_protocol_definition():
    from agent_observability import RunTrace, replay_llm, replay_search, trace_llm, trace_search
    from agent_providers import ScriptedLLMClient
    from agent_schemas import LLMClient, SearchClient
    from agent_tools import MockSearchClient

    traced = trace_llm(ScriptedLLMClient(["{}"]), "a")
    searched = trace_search(MockSearchClient())
    assert isinstance(traced, LLMClient) and isinstance(searched, SearchClient)
    pinned = RunTrace.load(
        REPO_ROOT / "forecast_traces" / "01_react_reasoning_20261130T162805Z_10ea237b627f.json"
    )
    assert isinstance(replay_llm(pinned, pinned.labels()[0]), LLMClient)
    assert isinstance(replay_search(pinned), SearchClient)


COMPANION_NAMES = ("JsonMode", "DEFAULT_MAX_RESULTS")


def test_the_protocols_companion_names_are_assigned_once():
    """``JsonMode`` and ``DEFAULT_MAX_RESULTS`` appear in the protocols' signatures, so they are
    declared beside them; other modules import them (a second ``= 5`` could drift)."""
    assigned: dict[str, list[str]] = {}
    for path in sorted(REPO_ROOT.glob("agent_*.py")):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else []
            if isinstance(node, ast.AnnAssign):
                targets = [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id in COMPANION_NAMES:
                    assigned.setdefault(target.id, []).append(path.stem)
    assert assigned == {"JsonMode": ["agent_schemas"], "DEFAULT_MAX_RESULTS": ["agent_schemas"]}
