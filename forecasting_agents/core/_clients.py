"""What a value handed in as a client is, and the name it is recorded under: decided once.

The runner, the coverage check, the cost estimate, the search executor and the tracers each
take "a client, a factory or a corpus" and used to decide which by probing attributes, each its
own way, with different fallbacks for a client's name. These are the one set of answers:

- :func:`is_llm_client` and :func:`is_search_client` probe the one method each protocol is
  called through (``LLMClient.complete_with_usage``, ``SearchClient.search``), as the protocols
  themselves (in ``providers`` and ``search``, above this layer) are structural.
- :func:`search_source_kind` says what the runner's ``documents`` are: a ``"client"``, a
  per-agent ``"factory"`` (any other callable), or a ``"corpus"`` (anything else: documents).
- :func:`is_question_corpus` is a corpus that serves each question its own client.
- :func:`client_name` is the name a search client is logged and recorded under; :func:`source_name`
  names a client or a factory in a message; :func:`model_label` is a model client's model.

Standard library only, nothing imported: a predicate reads attributes and never calls a client.
"""

from __future__ import annotations

from typing import Literal

__all__ = [
    "SourceKind",
    "client_name",
    "is_llm_client",
    "is_question_corpus",
    "is_search_client",
    "model_label",
    "search_source_kind",
    "source_name",
]

SourceKind = Literal["client", "factory", "corpus"]
"""What a run's search source is (:func:`search_source_kind`)."""


def is_llm_client(value: object) -> bool:
    """Is ``value`` a model client (it has ``complete_with_usage``), not a per-agent factory?"""
    return callable(getattr(value, "complete_with_usage", None))


def is_search_client(value: object) -> bool:
    """Is ``value`` a search client (it has ``search``), not a factory or a corpus?"""
    return callable(getattr(value, "search", None))


def is_question_corpus(value: object) -> bool:
    """Does ``value`` serve each question its own search client (``client_for(question_id)``,
    as :class:`forecasting_agents.search.QuestionCorpus` does)?"""
    return callable(getattr(value, "client_for", None))


def search_source_kind(value: object) -> SourceKind:
    """A search client, a per-agent ``(question, member)`` factory, or a corpus of documents.

    A client is asked first: a client that is also callable is a client."""
    if is_search_client(value):
        return "client"
    if callable(value):
        return "factory"
    return "corpus"


def client_name(client: object) -> str:
    """The name a search client is logged and recorded under: its ``client_name`` when that is
    non-blank text, else its class name."""
    name = getattr(client, "client_name", None)
    return name if isinstance(name, str) and name.strip() else type(client).__name__


def source_name(source: object) -> str:
    """A client or a factory named for a person: a client's :func:`client_name`, a function's
    ``__name__``, else the class name."""
    if is_search_client(source):
        return client_name(source)
    name = getattr(source, "__name__", None)
    return name if isinstance(name, str) and name else type(source).__name__


def model_label(llm: object) -> str:
    """The model a model client names: its ``model``, else its ``model_name``, else
    ``"unknown"``."""
    return str(getattr(llm, "model", getattr(llm, "model_name", "unknown")))
