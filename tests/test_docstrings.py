"""Docstrings say what the code does: every name and every command flag they cite exists.

A docstring that names ``forecasting_agents.search.ToolExecution.trace_entry`` or tells the
reader to run ``forecast-agents backtest --llm mock`` sends them looking for something that is
not there. These tests read every docstring of the library (the faces and each package module:
module, class and function docstrings, and the string under a constant) and check:

- each dotted name ``forecasting_agents.x.y`` cited between double backticks or in a
  ``:mod:``, ``:class:``, ``:func:``, ``:meth:``, ``:data:``, ``:attr:``, ``:exc:`` or ``:obj:``
  role resolves to an object (a module, an attribute, or a dataclass field or annotated
  attribute of a class);
- each ``forecast-agents <command>`` cited as code names a command of the console script, and each
  ``--flag`` cited in a docstring that speaks of the command (or in the cli package) is an
  option of its parser.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import importlib
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from support import FACES, REPO, library_files

# No nested quantifiers: a dotted name is matched as one run of word characters and dots.
_ROLE = re.compile(r":(?:mod|class|func|meth|data|attr|exc|obj):`~?(forecasting_agents[\w.]*)`")
_LITERAL = re.compile(r"``(forecasting_agents[\w.]*)(?:\(\))?``")
_SPAN = re.compile(r"``([^`]+)``")
_COMMAND = re.compile(r"^forecast-agents ([a-z][a-z-]*)")
_FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")

BROKEN_ALLOWED: set[tuple[str, str]] = set()
"""(module, citation) pairs known to be broken; each must still be broken, so a fix removes it."""


@dataclasses.dataclass(frozen=True)
class Docstring:
    module: str
    line: int
    text: str


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def docstrings(path: Path) -> Iterator[Docstring]:
    """Every docstring-position string of ``path``: a string standing alone as a statement."""
    name = module_name(path)
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        standalone = isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        if standalone and isinstance(node.value.value, str):
            yield Docstring(name, node.lineno, node.value.value)


def resolves(dotted: str) -> bool:
    """Whether ``dotted`` names a module, or an attribute reached from the longest module."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attribute in parts[cut:]:
            found = _member(target, attribute)
            if found is _MISSING:
                return False
            target = found
        return True
    return False


_MISSING = object()


def _member(owner: object, name: str) -> object:
    if hasattr(owner, name):
        return getattr(owner, name)
    if isinstance(owner, type):  # a dataclass field or a declared attribute has no class value
        for klass in owner.__mro__:
            if name in getattr(klass, "__annotations__", {}):
                return None
    return _MISSING


def parser_commands(parser: argparse.ArgumentParser) -> tuple[set[str], set[str]]:
    """(every command and subcommand name, every option string) of ``parser``, recursively."""
    commands: set[str] = set()
    flags: set[str] = set()
    waiting = [parser]
    while waiting:
        current = waiting.pop()
        for action in current._actions:
            flags.update(option for option in action.option_strings if option.startswith("--"))
            if isinstance(action, argparse._SubParsersAction):
                commands.update(action.choices)
                waiting.extend(action.choices.values())
    return commands, flags


def broken_citations(
    found: Iterator[Docstring], commands: set[str], flags: set[str]
) -> set[tuple[str, str, int]]:
    """(module, citation, line) for every citation in ``found`` that names nothing."""
    broken: set[tuple[str, str, int]] = set()
    for doc in found:
        for match in (*_ROLE.finditer(doc.text), *_LITERAL.finditer(doc.text)):
            dotted = match.group(1).rstrip(".")
            if not resolves(dotted):
                broken.add((doc.module, f"name {dotted}", doc.line))
        speaks_of_cli = "forecast-agents" in doc.text or doc.module.startswith(
            "forecasting_agents.cli"
        )
        if not speaks_of_cli:
            continue
        spans = _SPAN.findall(doc.text)  # a command is cited as code: ``forecast-agents show``
        for command in (m.group(1) for span in spans if (m := _COMMAND.match(span))):
            if command not in commands:
                broken.add((doc.module, f"command {command}", doc.line))
        for flag in _FLAG.findall(doc.text):
            if flag not in flags:
                broken.add((doc.module, f"flag {flag}", doc.line))
    return broken


def cli_vocabulary() -> tuple[set[str], set[str]]:
    from forecasting_agents.cli import _parser

    return parser_commands(_parser())


def all_docstrings() -> Iterator[Docstring]:
    for path in library_files():
        yield from docstrings(path)


def test_every_name_and_flag_a_docstring_cites_exists():
    broken = broken_citations(all_docstrings(), *cli_vocabulary())
    unexpected = sorted(
        (module, cited, line)
        for module, cited, line in broken
        if (module, cited) not in BROKEN_ALLOWED
    )
    assert not unexpected, "docstrings citing what does not exist:\n" + "\n".join(
        f"  {module} (line {line}): {cited}" for module, cited, line in unexpected
    )


def test_each_allowed_broken_citation_is_still_broken():
    still = {
        (module, cited)
        for module, cited, _ in broken_citations(all_docstrings(), *cli_vocabulary())
    }
    fixed = sorted(BROKEN_ALLOWED - still)
    assert not fixed, f"fixed, so remove from BROKEN_ALLOWED: {fixed}"


def test_the_checker_finds_a_missing_name_a_missing_flag_and_a_missing_command():
    text = (
        "See :func:`forecasting_agents.http.request_json`, ``forecasting_agents.core.MODELS``\n"
        "and :attr:`forecasting_agents.core.ProviderInfo.name` (a dataclass field), but not\n"
        ":meth:`forecasting_agents.search.ToolExecution.trace_entry` nor\n"
        "``forecasting_agents.nowhere``. Run ``forecast-agents backtest --provider mock --llm``\n"
        "or ``forecast-agents frobnicate``."
    )
    found = broken_citations(iter([Docstring("m", 1, text)]), *cli_vocabulary())
    assert {cited for _, cited, _ in found} == {
        "name forecasting_agents.search.ToolExecution.trace_entry",
        "name forecasting_agents.nowhere",
        "flag --llm",
        "command frobnicate",
    }


@pytest.mark.parametrize("face", FACES)
def test_the_faces_are_read_too(face):
    assert any(doc.module == face for doc in all_docstrings())
