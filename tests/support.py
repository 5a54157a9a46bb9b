"""What the tests share: where the repository, the package and the pinned traces are.

One definition of each, so a test never re-derives a path; the report, question and fake
server helpers live in their own modules beside this one.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from forecasting_agents.record._pinned import pinned_traces as _pinned_traces

REPO = Path(__file__).resolve().parent.parent
PACKAGE = "forecasting_agents"
PACKAGE_DIR = REPO / PACKAGE
FACES = ("agent_fixtures", "agent_observability", "agent_providers", "agent_schemas", "agent_tools")
"""The five public faces at the repository root; everything else is the package."""
TRACES = REPO / "forecast_traces"
PINNED = _pinned_traces()
"""The pinned traces by notebook, as forecast_traces/pinned.toml names them (the one list the
Makefile, the notebooks and the tests read)."""
PINNED_01 = PINNED["01_react_reasoning"]
PINNED_04 = PINNED["04_research_agent"]
LEGACY_V1 = REPO / "tests" / "data" / "legacy_trace_v1.json"
"""A format-1 record kept as test data: no pinned trace is legacy any more."""


def package_modules() -> dict[str, Path]:
    """Every module of the package, found on disk (so a new one is checked too), by name."""
    modules = {}
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        parts = list(path.relative_to(REPO).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        modules[".".join(parts)] = path
    return modules


def library_files() -> list[Path]:
    """The library's source files: the faces and every module of the package."""
    return [*(REPO / f"{face}.py" for face in FACES), *package_modules().values()]


def notebook_parameters(name: str) -> dict[str, Any]:
    """The defaults of a notebook's parameters cell, read from its Jupytext source: a test that
    runs a notebook's code runs it with the settings the notebook itself declares."""
    import jupytext

    notebook = jupytext.read(REPO / "notebooks" / f"{name}.py")
    (cell,) = [c for c in notebook.cells if "parameters" in c.metadata.get("tags", [])]
    values: dict[str, Any] = {}
    exec(cell.source, {}, values)  # the repository's own cell: plain assignments of literals
    return values
