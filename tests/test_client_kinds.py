"""Issue 28: "is this a client, a factory or a corpus?" is answered in one module.

``forecasting_agents.core._clients`` holds the predicates and the one rule for a client's
recorded name; the runner, the coverage check, the cost estimate, the executor and the tracers
use them, and no other module probes a client's attributes to decide.
"""

from __future__ import annotations

import ast

import pytest
from support import PACKAGE_DIR

from forecasting_agents.core._clients import (
    client_name,
    is_llm_client,
    is_question_corpus,
    is_search_client,
    model_label,
    search_source_kind,
    source_name,
)
from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.providers._mock import ScriptedLLMClient
from forecasting_agents.record._tracing import trace_search
from forecasting_agents.search._corpus import CorpusSearchClient, QuestionCorpus
from forecasting_agents.search._executor import ToolExecutor

DOCS = [SearchResult("t", "https://apnews.com/a", "s", "2025-01-01")]


def factory(question, member):
    return CorpusSearchClient(DOCS)


class Named:
    def __init__(self, name: object) -> None:
        self.client_name = name

    def search(self, query, max_results=5, cutoff_date=None):
        return []


def test_each_kind_of_source_is_told_apart():
    corpus = CorpusSearchClient(DOCS)
    assert is_llm_client(ScriptedLLMClient([])) and not is_llm_client(factory)
    assert is_search_client(corpus) and not is_search_client(DOCS)
    assert [search_source_kind(x) for x in (corpus, factory, DOCS)] == [
        "client",
        "factory",
        "corpus",
    ]
    assert is_question_corpus(QuestionCorpus(DOCS)) and not is_question_corpus(corpus)


@pytest.mark.parametrize(
    ("name", "expected"), [("wire", "wire"), ("", "Named"), ("  ", "Named"), (None, "Named")]
)
def test_a_client_has_one_recorded_name_wherever_it_is_recorded(name, expected):
    client = Named(name)
    assert client_name(client) == source_name(client) == expected
    assert trace_search(client).client_name == expected
    executor = ToolExecutor(search=client)
    executor.execute_search("q", max_results=1)
    assert executor.execution_log[-1].client == expected


def test_a_factory_and_a_model_are_named_for_a_person():
    assert source_name(factory) == "factory"
    assert model_label(BacktestMockLLMClient()) == BacktestMockLLMClient().model
    assert model_label(object()) == "unknown"


PROBED = {"search", "complete_with_usage", "client_name", "client_for"}


def test_no_other_module_probes_a_client_to_decide_what_it_is():
    found = []
    for path in sorted(PACKAGE_DIR.rglob("*.py")):
        if path.name == "_clients.py" or "report" in path.parts:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in {"getattr", "hasattr"}
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Constant)
                and node.args[1].value in PROBED
            ):
                found.append(f"{path.relative_to(PACKAGE_DIR)}:{node.lineno} {node.args[1].value}")
    assert not found, found
