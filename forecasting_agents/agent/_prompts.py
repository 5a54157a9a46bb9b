"""Everything the research agent's harness says to the model, written once.

The system prompt, the first user message, the message after each search, and every refusal
are built here, from the gate constants and settings they describe, never retyped. None of
them shows a placeholder a model could copy into an action (``<short search query>`` was once
searched for verbatim): the actions are described in words, and the ids a forecast may cite are
the ones the harness gave the documents. :data:`PLACEHOLDER` and :data:`TEMPLATE_MARKERS` say what
a query must not contain because only the harness's own text holds it.

Conventions
-----------
- A document the model sees is labelled ``D<n>`` (:func:`document_label`), numbered in the order
  the run first received it; the same document keeps its label in every later search.
- Text from a provider is folded to one line before the model sees it, so it cannot forge a
  document or an instruction line.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import datetime

from forecasting_agents.agent._state import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    QualityGateResult,
)
from forecasting_agents.core._schemas import EVIDENCE_TYPES, ForecastQuestion, SearchResult
from forecasting_agents.search._executor import format_search_results

__all__ = [
    "DOCUMENT_LABEL_PREFIX",
    "EVIDENCE_TYPE_MEANING",
    "PLACEHOLDER",
    "QUESTION_PREFIX",
    "SYSTEM_PROMPT",
    "TEMPLATE_MARKERS",
    "build_step_prompt",
    "build_system_prompt",
    "coverage_progress",
    "document_label",
    "format_documents",
    "question_in_prompt",
    "refusal_message",
    "search_hint",
    "template_text_in",
]

DOCUMENT_LABEL_PREFIX = "D"

EVIDENCE_TYPE_MEANING: Mapping[str, str] = {
    "search_results": "current reporting about the question",
    "base_rate": "how often events like this happened before",
}
"""What each evidence type asks for, in the words the prompts use."""

TEMPLATE_MARKERS = ("{", "}", "evidence_type", "search query", "your own words")
"""Text only the harness's instructions hold; a query containing any is a copied template."""
PLACEHOLDER = re.compile(r"<[^<>\n]{1,60}>")
"""A placeholder or a tag, ``<short search query>``: copied template text. A lone ``<`` or ``>``
is not (a question may ask whether a rate will be >10%). One bounded class: linear time."""


def document_label(number: int) -> str:
    """The id the model cites a document by: ``D1``, ``D2``, ... in the order first seen."""
    return f"{DOCUMENT_LABEL_PREFIX}{number}"


def search_hint(evidence_type: str) -> str:
    """How to ask for one evidence type, in words: no value a model could copy."""
    return (
        f'to find {EVIDENCE_TYPE_MEANING[evidence_type]}, reply with "action" set to "search", '
        f'"evidence_type" set to "{evidence_type}", and "query" set to a few words of your own '
        "about the question"
    )


def build_system_prompt(
    min_documents: int = DEFAULT_MIN_EVIDENCE_ITEMS,
    required_types: Sequence[str] = DEFAULT_REQUIRED_EVIDENCE_TYPES,
) -> str:
    """The system prompt; its thresholds are the coverage gate's, passed in, never retyped."""
    hints = "\n".join(f"- {search_hint(kind).capitalize()}." for kind in EVIDENCE_TYPES)
    return (
        "You are a forecasting researcher. You answer a yes/no question with a probability, "
        "but only after you have searched for evidence.\n"
        "At each step reply with exactly one JSON object and nothing else. The actions are:\n"
        f"{hints}\n"
        '- To forecast, reply with "action" set to "forecast", "p_yes" set to your probability '
        'that the answer is yes (a number from 0 to 1), "rationale" set to your reasons, and '
        '"cited" set to the ids of the documents your forecast rests on, as the search results '
        f"label them ({DOCUMENT_LABEL_PREFIX} and a number), separated by commas.\n"
        '- To abstain, reply with "action" set to "abstain" and "reason" set to why the '
        "evidence is not enough, in your own words.\n"
        f"{_coverage_sentence(min_documents, required_types)} "
        "Each document's type is set by its source, not by the evidence_type you ask for. "
        "You may abstain only once your searches stop finding new documents. After each "
        "search you are told what is still missing."
    )


def _coverage_sentence(min_documents: int, required_types: Sequence[str]) -> str:
    """What the prompt says a forecast needs; with no required type, nothing about types."""
    noun = "document" if min_documents == 1 else "documents"
    types = f", including documents of each type: {', '.join(required_types)}"
    return (
        f"A forecast is accepted only after your searches have found at least {min_documents} "
        f"distinct {noun}{types if required_types else ''}."
    )


SYSTEM_PROMPT = build_system_prompt()


QUESTION_PREFIX = "QUESTION: "
"""How the first user message starts: the question follows, up to the first blank line."""


def question_in_prompt(text: str) -> str | None:
    """The question a first user message asks (:func:`build_step_prompt`), or None."""
    if not text.startswith(QUESTION_PREFIX):
        return None
    return text[len(QUESTION_PREFIX) :].split("\n\n", 1)[0]


def build_step_prompt(question: ForecastQuestion, as_of: datetime, show_market_price: bool) -> str:
    """The first user message. The market price appears only when explicitly allowed."""
    parts = [f"{QUESTION_PREFIX}{question.question}"]
    if question.description:
        parts.append(f"DETAILS: {question.description}")
    parts.append(
        f"Today is {as_of.date().isoformat()}. Only documents published before "
        f"{question.cutoff_date} can be found."
    )
    if show_market_price and question.current_market_price is not None:
        parts.append(f"MARKET PROBABILITY OF YES: {question.current_market_price:.2f}")
    parts.append("Start by searching. Reply with one JSON action.")
    return "\n\n".join(parts)


def format_documents(results: Sequence[SearchResult], labels: Sequence[str]) -> str:
    """The documents of one search as the model reads them, each under its id."""
    return format_search_results(results, labels)


def coverage_progress(
    found: Mapping[str, int], coverage: QualityGateResult, *, stalled: bool = False
) -> str:
    """What a search added and what the evidence amounts to, computed from the state."""
    added = ", ".join(f"{n} {kind}" for kind, n in found.items()) or "no documents"
    counts = coverage.details["counts_by_type"]
    have = ", ".join(f"{counts.get(kind, 0)} {kind}" for kind in EVIDENCE_TYPES)
    lines = [
        f"This search added: {added}.",
        f"Evidence so far: {coverage.details['distinct_documents']} distinct documents ({have}).",
    ]
    if coverage.passed:
        lines.append("Coverage is met: you may forecast.")
        return "\n".join(lines)
    lines.append(f"Still needed: {'; '.join(coverage.details['issues'])}.")
    hints = [search_hint(kind) for kind in coverage.details["missing_types"]]
    if hints:
        lines.append(f"To search for it: {'; '.join(hints)}.")
    elif not found:
        lines.append("Search again with fewer, different words.")
    else:
        lines.append("Search for more documents with a different query.")
    if stalled:
        lines.append(
            "Your recent searches found no new documents: you may abstain, saying what you found."
        )
    return "\n".join(lines)


def refusal_message(refused: Sequence[QualityGateResult]) -> str:
    lines = ["Forecast not accepted yet. These quality gates refused:"]
    lines += [f"- {g.gate_name}: {g.reason}" for g in refused]
    lines.append("Search for what is missing, with words you have not used yet.")
    return "\n".join(lines)


def template_text_in(query: str) -> str | None:
    """The harness template text ``query`` contains (a copied instruction), or None."""
    placeholder = PLACEHOLDER.search(query)
    if placeholder is not None:
        return placeholder.group(0)
    lowered = query.lower()
    return next((marker for marker in TEMPLATE_MARKERS if marker in lowered), None)
