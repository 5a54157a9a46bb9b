"""The package's layout, read from the source: faces, layers, cycles, sizes and protocols.

The implementation is one package, ``forecasting_agents``, whose subpackages are layers; each
may import only the layers before it (core <- http <- providers, search, sources <- record <-
agent <- evaluation <- report <- course <- cli). The five modules at the repository root are
public faces: they re-export and define nothing, and nothing in the package imports them. These
tests read the imports with :mod:`ast`, so a lazy import inside a function counts as much as one
at the top.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from collections.abc import Iterator
from pathlib import Path

from support import FACES, PACKAGE, PINNED_01, REPO, package_modules

LAYERS = {
    "core": 0,
    "http": 1,
    "providers": 2,
    "search": 2,
    "sources": 2,
    "record": 3,
    "agent": 4,
    "evaluation": 5,
    "report": 6,
    "course": 7,
    "cli": 8,
    "__main__": 9,
}
"""Each part of the package and its layer: a module may import its own layer's part and lower
layers, never a sibling on the same layer (providers, search and sources are independent)."""
MAX_MODULE_LINES = 800
"""Each module stays readable in one sitting."""


def imports_of(path: Path, *, top_level_only: bool = False) -> Iterator[tuple[str, int]]:
    """(imported module, line) for each import in ``path``; ``from X import y`` yields X.y too."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    nodes = tree.body if top_level_only else ast.walk(tree)
    for node in nodes:
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            yield node.module, node.lineno
            for alias in node.names:
                yield f"{node.module}.{alias.name}", node.lineno


def part_of(module: str) -> str | None:
    """The layer name of a package module (``forecasting_agents.search._cutoff`` -> search)."""
    parts = module.split(".")
    if parts[0] != PACKAGE or len(parts) < 2:
        return None
    return parts[1]


def test_only_the_five_faces_are_modules_at_the_root():
    assert tuple(sorted(path.stem for path in REPO.glob("*.py"))) == FACES


def test_faces_re_export_and_define_nothing():
    for face in FACES:
        tree = ast.parse((REPO / f"{face}.py").read_text(encoding="utf-8"))
        assert ast.get_docstring(tree), f"{face} opens with a docstring saying where its parts live"
        for node in tree.body[1:]:
            if isinstance(node, ast.ImportFrom):
                assert node.module.startswith(PACKAGE), f"{face} imports {node.module}"
                continue
            named = [getattr(t, "id", None) for t in getattr(node, "targets", [])]
            is_lazy_getattr = isinstance(node, ast.FunctionDef) and node.name == "__getattr__"
            assert named == ["__all__"] or is_lazy_getattr, f"{face} defines at line {node.lineno}"
        module = importlib.import_module(face)
        for name in module.__all__:
            assert getattr(module, name) is not None, f"{face}.{name}"


def test_nothing_in_the_package_imports_a_face_or_a_removed_module():
    for name, path in package_modules().items():
        for imported, line in imports_of(path):
            top = imported.split(".")[0]
            assert not top.startswith("agent_"), f"{name} line {line} imports {imported}"


def test_no_module_imports_a_layer_above_its_own_or_a_sibling_layer():
    for name, path in package_modules().items():
        own = part_of(name)
        if own is None:  # the package's own __init__ imports nothing
            assert list(imports_of(path)) == []
            continue
        for imported, line in imports_of(path):
            other = part_of(imported)
            if other is None or other == own:
                continue
            assert LAYERS[other] < LAYERS[own], (
                f"{name} (layer {own}) imports {imported} at line {line}: layer {other} is "
                f"{'above it' if LAYERS[other] > LAYERS[own] else 'a sibling'}"
            )


def test_no_import_cycle_among_the_package_modules_at_module_level():
    modules = package_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        for imported, _ in imports_of(path, top_level_only=True):
            if imported in modules and imported != name:
                graph[name].add(imported)
                # Importing a.b._c first runs the __init__ of a.b, unless the importer is
                # itself inside a.b (then that __init__ is already running).
                package = imported.rpartition(".")[0]
                if package in modules and package != name and not name.startswith(f"{package}."):
                    graph[name].add(package)
    cycle = _find_cycle(graph)
    assert cycle is None, " -> ".join(cycle or [])


def _find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}  # 1 on the current path, 2 done
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_a_package_importing_its_own_init_is_caught_as_a_cycle():
    """The cycle finder itself: a two-module loop is reported, a chain is not."""
    assert _find_cycle({"a": {"b"}, "b": {"a"}}) == ["a", "b", "a"]
    assert _find_cycle({"a": {"b"}, "b": set()}) is None


def test_modules_stay_under_the_size_limit():
    sizes = {
        name: len(path.read_text(encoding="utf-8").splitlines())
        for name, path in package_modules().items()
    }
    too_long = {name: lines for name, lines in sizes.items() if lines > MAX_MODULE_LINES}
    assert not too_long, f"over {MAX_MODULE_LINES} lines: {too_long}"


def test_every_module_opens_with_a_docstring():
    for name, path in package_modules().items():
        assert ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))), name


def test_each_client_protocol_is_declared_once():
    defined: dict[str, list[str]] = {}
    for name, path in package_modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.ClassDef)
                and "Client" in node.name
                and any(isinstance(base, ast.Name) and base.id == "Protocol" for base in node.bases)
            ):
                defined.setdefault(node.name, []).append(name)
    assert defined == {
        "LLMClient": ["forecasting_agents.providers._protocol"],
        "SearchClient": ["forecasting_agents.search._protocol"],
    }


def test_the_faces_and_the_agent_share_the_one_protocol_definition():
    import agent_observability
    import agent_providers
    import agent_schemas
    import agent_tools
    from forecasting_agents.agent._research import ResearchAgent
    from forecasting_agents.evaluation._backtest import (
        LLMSource,
        SearchSource,
        run_backtest,
    )
    from forecasting_agents.providers._protocol import LLMClient
    from forecasting_agents.record._tracing import trace_llm, trace_search
    from forecasting_agents.search._protocol import SearchClient

    # The faces re-export what the notebooks import; a protocol a face shows is the one protocol.
    for face in (agent_schemas, agent_providers, agent_tools, agent_observability):
        assert getattr(face, "LLMClient", LLMClient) is LLMClient
        assert getattr(face, "SearchClient", SearchClient) is SearchClient
    assert agent_tools.SearchClient is SearchClient
    expected = {"llm": LLMClient, "search": SearchClient}
    for function, names in (
        (ResearchAgent.__init__, ("llm", "search")),
        (trace_llm, ("llm",)),
        (trace_search, ("search",)),
    ):
        hints = inspect.get_annotations(function, eval_str=True)
        assert {name: hints[name] for name in names} == {name: expected[name] for name in names}
    hints = inspect.get_annotations(run_backtest, eval_str=True)
    assert (hints["llm"], hints["documents"]) == (LLMSource, SearchSource)
    assert LLMClient in LLMSource.__args__ and SearchClient in SearchSource.__args__


def test_tracers_and_replay_clients_satisfy_the_one_protocol_definition():
    from forecasting_agents.providers._mock import ScriptedLLMClient
    from forecasting_agents.providers._protocol import LLMClient
    from forecasting_agents.record._trace import RunTrace, replay_llm, replay_search
    from forecasting_agents.record._tracing import trace_llm, trace_search
    from forecasting_agents.search._corpus import MockSearchClient
    from forecasting_agents.search._protocol import SearchClient

    traced = trace_llm(ScriptedLLMClient(["{}"]), "a")
    searched = trace_search(MockSearchClient())
    assert isinstance(traced, LLMClient) and isinstance(searched, SearchClient)
    pinned = RunTrace.load(PINNED_01)
    assert isinstance(replay_llm(pinned, pinned.labels()[0]), LLMClient)
    assert isinstance(replay_search(pinned), SearchClient)


COMPANION_NAMES = ("JsonMode", "DEFAULT_MAX_RESULTS")


def test_the_protocols_companion_names_are_assigned_once():
    """``JsonMode`` and ``DEFAULT_MAX_RESULTS`` appear in the protocols' signatures; each is
    declared once and imported everywhere else (a second ``= 5`` could drift)."""
    assigned: dict[str, list[str]] = {}
    for name, path in package_modules().items():
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            targets = node.targets if isinstance(node, ast.Assign) else []
            if isinstance(node, ast.AnnAssign):
                targets = [node.target]
            for target in targets:
                if isinstance(target, ast.Name) and target.id in COMPANION_NAMES:
                    assigned.setdefault(target.id, []).append(name)
    assert assigned == {
        "JsonMode": ["forecasting_agents.core._schemas"],
        "DEFAULT_MAX_RESULTS": ["forecasting_agents.search._protocol"],
    }
