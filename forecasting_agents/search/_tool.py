"""The search tool's definition, written once and rendered for each provider's tool format.

:data:`SEARCH_TOOL` is a provider-neutral :class:`ToolDefinition`;
:meth:`ToolDefinition.to_anthropic_schema` and :meth:`ToolDefinition.to_openai_schema` render it for
those APIs, and rendering returns fresh copies, so a caller editing a rendered schema cannot change
the definition. Its schema advertises the limits the executor (``_executor``) enforces,
``MAX_QUERY_CHARS`` as ``maxLength`` and ``MAX_RESULTS_LIMIT`` as ``maximum``, and the protocol's
``DEFAULT_MAX_RESULTS`` as the default, each imported, never retyped. ``cutoff_date`` is not a
parameter: the harness sets it, so a model cannot widen its own window.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from forecasting_agents.search._executor import (
    MAX_QUERY_CHARS,
    MAX_RESULTS_LIMIT,
)
from forecasting_agents.search._protocol import DEFAULT_MAX_RESULTS

__all__ = [
    "SEARCH_TOOL",
    "ToolDefinition",
]


_TOOL_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")


@dataclass(frozen=True)
class ToolDefinition:
    """One provider-neutral tool definition, rendered on demand for each provider's API.

    ``parameters`` holds JSON-schema ``properties``; ``required`` names the mandatory ones.
    Rendering returns fresh copies, so a caller editing a rendered schema cannot change this
    definition.
    """

    name: str
    description: str
    parameters: dict[str, Any]
    required: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not _TOOL_NAME.match(self.name):
            raise ValueError(
                f"tool name {self.name!r} must be 1-64 letters, digits, '_' or '-' "
                "(both Anthropic and OpenAI require this)"
            )
        unknown = [name for name in self.required if name not in self.parameters]
        if unknown:
            raise ValueError(f"tool {self.name!r}: required {unknown} are not in parameters")

    def input_schema(self) -> dict[str, Any]:
        """The JSON schema of the tool's arguments (an object of ``parameters``)."""
        return {
            "type": "object",
            "properties": copy.deepcopy(self.parameters),
            "required": list(self.required),
        }

    def to_anthropic_schema(self) -> dict[str, Any]:
        """Anthropic Messages API format: the schema sits under ``input_schema``."""
        return {
            "name": self.name,
            "description": self.description,
            "input_schema": self.input_schema(),
        }

    def to_openai_schema(self) -> dict[str, Any]:
        """OpenAI Chat Completions format: a ``function`` object in a typed envelope."""
        return {
            "type": "function",
            "function": {
                "name": self.name,
                "description": self.description,
                "parameters": self.input_schema(),
            },
        }


SEARCH_TOOL = ToolDefinition(
    name="search",
    description=(
        "Search news and primary sources. Returns numbered results, each with a title, URL, "
        "publication date and snippet. When the question has a cutoff date, documents "
        "published on or after it are never returned; undated ones are marked 'undated'."
    ),
    parameters={
        "query": {
            "type": "string",
            "description": "What to search for, as a short keyword query.",
            "maxLength": MAX_QUERY_CHARS,
        },
        "max_results": {
            "type": "integer",
            "description": "How many results to return.",
            "minimum": 1,
            "maximum": MAX_RESULTS_LIMIT,
            "default": DEFAULT_MAX_RESULTS,
        },
    },
    required=["query"],
)
