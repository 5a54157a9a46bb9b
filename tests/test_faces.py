"""The faces stay small enough to steer by, and never lose a name a reader imports.

A face is a module whose ``__all__`` is a public surface: each subpackage's ``__init__`` and the
five modules at the repository root. A face exports what a reader of the course or a user of the
command needs; everything else is imported from the private module that defines it (the package
and these tests do so), so a face may shrink without breaking the code. These tests check:

- no face exports more than :data:`MAX_FACE_NAMES` names, and each name it exports exists;
- every name the notebooks, the docs (README.md and docs/*.md, in code blocks or inline) and the
  scripts import from a face is exported by it, and every dotted ``forecasting_agents.x.y`` they
  cite resolves, so shrinking a face can never break a notebook or a page;
- each root face exports exactly what the notebooks, the docs and the seed documents import;
- every dotted name the library's own strings (not docstrings) cite resolves: those strings reach
  records and reports (``"scored by forecasting_agents.evaluation.score_rows ..."``, a control's
  ``decided_by``), so the face they name must keep the name, or the output would change.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import FACES, PACKAGE, PACKAGE_DIR, REPO, library_files

MAX_FACE_NAMES = 60
"""The most names one face may export (issue 28: a surface too large to steer by)."""

SUBPACKAGE_FACES = tuple(
    f"{PACKAGE}.{path.parent.name}" for path in sorted(PACKAGE_DIR.glob("*/__init__.py"))
)
ALL_FACES = (*SUBPACKAGE_FACES, *FACES)

SEED_IMPORTS: dict[str, frozenset[str]] = {
    "agent_fixtures": frozenset({"get_demo_question", "get_live_question"}),
    "agent_observability": frozenset({"RunTrace", "TRACES_DIR", "trace_llm"}),
    "agent_providers": frozenset(
        {"ChatMessage", "MockLLMClient", "TokenUsage", "create_llm_client"}
    ),
    "agent_schemas": frozenset(
        {
            "AgentForecastArtifact",
            "AgentState",
            "AgentTrace",
            "ForecastQuestion",
            "SearchResult",
            "check_consistency_gate",
            "check_coverage_gate",
            "check_freshness_gate",
            "run_quality_gates",
        }
    ),
    "agent_tools": frozenset(
        {
            "DEFAULT_ALLOWED_DOMAINS",
            "MockSearchClient",
            "SEARCH_TOOL",
            "ToolExecutor",
            "apply_domain_policy",
            "create_search_client",
            "format_search_results",
        }
    ),
}
"""What the seed documents (the API's specification, kept outside this repository) import from
the root faces: each name must exist there, as the seeds show it."""

# No nested quantifiers: a fenced block is matched lazily, an import list is one character class.
_PYTHON_BLOCK = re.compile(r"```(?:python|py)\n(.*?)```", re.DOTALL)
_INLINE_IMPORT = re.compile(r"from ((?:forecasting_agents|agent_)[\w.]*) import ([\w, ]+)")
_DOTTED = re.compile(r"(?<![\w.])(forecasting_agents\.[a-z]\w*\.\w+)")


def reader_files() -> list[Path]:
    """What a reader runs or reads: the notebooks' sources, the scripts and the docs pages."""
    return [
        *sorted((REPO / "notebooks").glob("*.py")),
        *sorted((REPO / "scripts").glob("*.py")),
        REPO / "README.md",
        *sorted((REPO / "docs").glob("*.md")),
    ]


def _imports_in_code(source: str) -> Iterator[tuple[str, str]]:
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                yield node.module, alias.name


def face_imports(path: Path) -> Iterator[tuple[str, str]]:
    """(face, name) for each ``from <face> import <name>`` in ``path``."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".py":
        found = list(_imports_in_code(text))
    else:
        found = [pair for block in _PYTHON_BLOCK.findall(text) for pair in _imports_in_code(block)]
        for match in _INLINE_IMPORT.finditer(text):
            found += [(match.group(1), name.strip()) for name in match.group(2).split(",")]
    yield from ((face, name) for face, name in found if face in ALL_FACES and name)


def _exported(face: str) -> list[str]:
    return list(importlib.import_module(face).__all__)


@pytest.mark.parametrize("face", ALL_FACES)
def test_each_face_exports_at_most_the_limit_and_each_name_exists(face):
    module = importlib.import_module(face)
    names = _exported(face)
    assert len(names) <= MAX_FACE_NAMES, f"{face} exports {len(names)} names"
    assert len(set(names)) == len(names), f"{face} lists a name twice"
    missing = [name for name in names if not hasattr(module, name)]
    assert not missing, f"{face}.__all__ names what it does not have: {missing}"


def test_every_name_a_reader_imports_from_a_face_is_exported():
    missing = sorted(
        f"{path.relative_to(REPO)}: {face}.{name}"
        for path in reader_files()
        for face, name in face_imports(path)
        if name not in _exported(face)
        and not hasattr(importlib.import_module(face), name)  # a submodule, ``_forecastbench``
    )
    assert not missing, "imported by a reader but not exported:\n" + "\n".join(missing)


def test_every_dotted_name_a_reader_cites_resolves():
    from test_docstrings import resolves

    broken = sorted(
        f"{path.relative_to(REPO)}: {dotted}"
        for path in reader_files()
        for dotted in {m.rstrip(".") for m in _DOTTED.findall(path.read_text(encoding="utf-8"))}
        if not resolves(dotted)
    )
    assert not broken, "cited but not found:\n" + "\n".join(broken)


OTLP_MODULE = PACKAGE_DIR / "report" / "_otlp.py"
"""Its strings are OpenTelemetry names in the package's namespace (an attribute
``forecasting_agents.run.status``, the scope ``forecasting_agents.report.otlp``), not Python
names."""


def cited_in_strings(path: Path) -> Iterator[tuple[int, str]]:
    """(line, dotted name) for each ``forecasting_agents.x.y`` in a non-docstring string."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
    }
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
        ):
            for dotted in _DOTTED.findall(node.value):
                yield node.lineno, dotted.rstrip(".")


def test_every_dotted_name_the_library_writes_resolves():
    from test_docstrings import resolves

    broken = sorted(
        f"{path.relative_to(REPO)} (line {line}): {dotted}"
        for path in library_files()
        if path != OTLP_MODULE
        for line, dotted in cited_in_strings(path)
        if not resolves(dotted)
    )
    assert not broken, "a string the library writes cites what does not exist:\n" + "\n".join(
        broken
    )


def test_the_string_scan_finds_the_report_s_citation_and_skips_docstrings(tmp_path):
    module = tmp_path / "m.py"
    module.write_text(
        '"""Cites ``forecasting_agents.core.nowhere``."""\n'
        'NOTE = f"scored by forecasting_agents.evaluation.score_rows on {1}"\n',
        encoding="utf-8",
    )
    assert list(cited_in_strings(module)) == [(2, "forecasting_agents.evaluation.score_rows")]


@pytest.mark.parametrize("face", FACES)
def test_each_root_face_exports_exactly_what_the_readers_and_the_seeds_import(face):
    wanted = {name for path in reader_files() for f, name in face_imports(path) if f == face}
    assert set(_exported(face)) == wanted | SEED_IMPORTS[face]


def test_the_reader_scan_sees_code_blocks_inline_imports_and_notebooks(tmp_path):
    """The scanner itself: a fenced block, an inline import and a notebook import are found."""
    page = tmp_path / "page.md"
    page.write_text(
        "Run `from agent_fixtures import load_documents, load_questions` first.\n\n"
        "```python\nfrom forecasting_agents.core import (\n    ForecastQuestion,\n)\n```\n"
        "```python\nfrom elsewhere import thing\n```\n",
        encoding="utf-8",
    )
    assert sorted(face_imports(page)) == [
        ("agent_fixtures", "load_documents"),
        ("agent_fixtures", "load_questions"),
        ("forecasting_agents.core", "ForecastQuestion"),
    ]
    notebook = REPO / "notebooks" / "04_research_agent.py"
    assert ("forecasting_agents.search", "judge_leak") in set(face_imports(notebook))
