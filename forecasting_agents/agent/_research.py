"""The research agent of notebook 04: gather typed evidence, pass the gates, forecast or abstain.

It combines the three earlier notebooks: the provider-agnostic loop of 01, the search tool of 02
(cutoff, source policy, execution log) and the typed state and quality gates of 03. A panel
(``_panel``) runs several such agents on one question; the backtest runner and the scores of
committed forecasts against resolved outcomes are :mod:`forecasting_agents.evaluation`.

Conventions
-----------
- The model may ``search`` (saying whether it wants current reporting, ``search_results``, or a
  historical frequency, ``base_rate``), ``forecast`` or ``abstain``. Every reply is requested under
  :data:`RESEARCH_ACTION_SCHEMA` (structured output where the provider enforces it) and checked by
  :func:`forecasting_agents.agent.parse_action` regardless.
- Each search writes evidence items and a tool-trace entry to the :class:`AgentState` as it happens.
  The type of each document is decided by data and code, never by the model's label: the document's
  ``kind`` where its source gives one, else ``base_rate`` only if the harness built the query as a
  base-rate query (:data:`BASE_RATE_QUERY_TERMS`), else ``search_results``. The coverage gate counts
  distinct documents. A search that repeats an earlier query is refused and costs its step.
- Forecasts and abstentions are both requests. A forecast is accepted only after
  :func:`forecasting_agents.agent.run_quality_gates` passes on the state; on a refusal the model is
  told which gate refused and why. An abstention is refused before the agent has searched at all,
  while it has not yet searched for a missing evidence type, and when its reason only repeats the
  harness's own text; an accepted one records the model's reason. If the budget ends first the run
  ends ``budget_exhausted`` (naming any gate still refusing); a provider error ends it ``failed``.
  Only ``forecast`` carries a probability.
- Every search goes through :class:`forecasting_agents.search.ToolExecutor` with the question's
  cutoff, the source policy, strict dating (undated results removed) and the leak check under
  ``leak_policy`` (default ``schedule-aware``), which the executor is told the question for, so
  the dates the question names count as expected; nothing of this reaches a prompt. The market
  price is withheld from every prompt unless ``show_market_price=True``. A search that failed or was
  refused reaches the model as ``search failed: <why>``, never as "No results.".
- Time comes from ``as_of``; nothing here reads the wall clock.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from forecasting_agents.agent._actions import (
    REACT_ACTIONS,
    ActionField,
    action_json_schema,
    parse_action,
)
from forecasting_agents.agent._state import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    SYNTHESIS_STATUS_OF_OUTCOME,
    AgentState,
    CoverageRequirements,
    EvidenceItem,
    QualityGateResult,
    ToolTraceEntry,
    group_by_evidence_type,
    run_quality_gates,
)
from forecasting_agents.core._catalog import ModelPriceTable
from forecasting_agents.core._dates import parse_iso_timestamp
from forecasting_agents.core._schemas import (
    EVIDENCE_TYPES,
    AgentForecastArtifact,
    AgentTrace,
    ChatMessage,
    ForecastQuestion,
    TokenUsage,
)
from forecasting_agents.http import ProviderError
from forecasting_agents.providers._protocol import LLMClient
from forecasting_agents.search._domains import DEFAULT_ALLOWED_DOMAINS
from forecasting_agents.search._executor import (
    MAX_RESULTS_LIMIT,
    ToolExecutor,
    format_search_outcome,
)
from forecasting_agents.search._leaks import DEFAULT_LEAK_POLICY, LeakPolicy
from forecasting_agents.search._protocol import SearchClient

__all__ = [
    "ABSTAIN_PREFIX",
    "BASE_RATE_QUERY_TERMS",
    "DEFAULT_MAX_SEARCH_RESULTS",
    "DEFAULT_MAX_STEPS",
    "MIN_COPIED_CHARS",
    "PRICE_PER_MILLION_TOKENS",
    "RESEARCH_ACTIONS",
    "RESEARCH_ACTION_SCHEMA",
    "SYSTEM_PROMPT",
    "ResearchAgent",
    "ResearchRun",
    "build_step_prompt",
    "build_system_prompt",
    "default_as_of",
]


RESEARCH_ACTIONS: Mapping[str, tuple[ActionField, ...]] = {
    "search": (ActionField("query"), ActionField("evidence_type", "choice", EVIDENCE_TYPES)),
    "forecast": REACT_ACTIONS["forecast"],  # notebook 01's, so the rationale cap is the same
    "abstain": (ActionField("reason"),),
}
RESEARCH_ACTION_SCHEMA: Mapping[str, Any] = action_json_schema(RESEARCH_ACTIONS)
"""The JSON Schema every reply is asked to match (``json_mode``): providers that support it
produce only well-formed actions, and :func:`parse_action` checks every reply regardless."""

DEFAULT_MAX_STEPS = 8
"""Replies an agent may spend: three searches, a refused forecast, more searches, a decision."""

DEFAULT_MAX_SEARCH_RESULTS = 4
"""Documents per search: enough to corroborate, few enough for a small model's context."""

BASE_RATE_QUERY_TERMS = "base rate history how often"
"""Words the harness adds to a search the model asks to be a base-rate search.

The query the harness sends is recorded beside the model's. A document whose source gives no
``kind`` counts as ``base_rate`` only if it came back from such a harness-built query; a
document with a ``kind`` counts as what its kind says, whatever the model asked for."""

PRICE_PER_MILLION_TOKENS: Mapping[str, tuple[float, float]] = ModelPriceTable()
"""(prompt, completion) US dollars per million tokens, declared in
:mod:`forecasting_agents.core`."""

ABSTAIN_PREFIX = "agent abstained: "
"""Starts the rationale of a run the model chose to end; the model's own reason follows."""


def _search_example(evidence_type: str) -> str:
    query = "<short search query>"
    return f'{{"action": "search", "query": "{query}", "evidence_type": "{evidence_type}"}}'


def build_system_prompt(
    min_documents: int = DEFAULT_MIN_EVIDENCE_ITEMS,
    required_types: Sequence[str] = DEFAULT_REQUIRED_EVIDENCE_TYPES,
) -> str:
    """The system prompt; its thresholds are the coverage gate's, passed in, never retyped.

    With the default thresholds it is :data:`SYSTEM_PROMPT`, byte for byte (pinned traces
    replay every prompt); with no required type the sentence on types is left out.
    """
    return (
        "You are a forecasting researcher. You answer a yes/no question with a probability, "
        "but only after you have searched for evidence.\n"
        "At each step reply with exactly one JSON object and nothing else. The actions are:\n"
        f"{_search_example('search_results')} finds current reporting about the question.\n"
        f"{_search_example('base_rate')} finds how often events like this happened before.\n"
        '{"action": "forecast", "p_yes": <number from 0 to 1>, "rationale": '
        '"<cite what you found>"}\n'
        '{"action": "abstain", "reason": "<why the evidence is not enough>"}\n'
        f"{_coverage_sentence(min_documents, required_types)} "
        "Each document's type is set by its source, not by the evidence_type you ask for. "
        "You may abstain only after you have searched for every type still missing. "
        "After each search you are told what is still missing."
    )


def _coverage_sentence(min_documents: int, required_types: Sequence[str]) -> str:
    """What the prompt says a forecast needs (the default's wording is pinned by the traces)."""
    noun = "document" if min_documents == 1 else "documents"
    types = f", including documents of each type: {', '.join(required_types)}"
    return (
        f"A forecast is accepted only after your searches have found at least {min_documents} "
        f"distinct {noun}{types if required_types else ''}."
    )


SYSTEM_PROMPT = build_system_prompt()


def default_as_of(question: ForecastQuestion) -> str:
    """Noon on the day before the cutoff: the moment a backtest pretends to forecast from."""
    if question.cutoff is None:
        raise ValueError(f"question {question.question_id!r} has no cutoff_date; pass as_of")
    day = question.cutoff - timedelta(days=1)
    return f"{day.isoformat()}T12:00:00"


def build_step_prompt(question: ForecastQuestion, as_of: datetime, show_market_price: bool) -> str:
    """The first user message. The market price appears only when explicitly allowed."""
    parts = [f"QUESTION: {question.question}"]
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


@dataclass
class ResearchRun:
    """One agent's run: its artifact, the state it wrote, and the gate verdicts it met."""

    artifact: AgentForecastArtifact
    state: AgentState
    gate_checks: list[list[QualityGateResult]] = field(default_factory=list)
    messages: list[ChatMessage] = field(default_factory=list)


class ResearchAgent:
    """Gathers typed evidence into an :class:`AgentState`, then forecasts, or abstains.

    ``min_documents`` and ``required_types`` are what its coverage gate asks for (checked by
    :class:`forecasting_agents.agent.CoverageRequirements`; default: the course's); the gates
    it runs and the system prompt it builds both take them. ``system_prompt`` replaces the
    built prompt (the caller then states the requirements itself).
    """

    def __init__(
        self,
        llm: LLMClient,
        search: SearchClient,
        agent_id: str = "researcher",
        max_steps: int = DEFAULT_MAX_STEPS,
        max_search_results: int = DEFAULT_MAX_SEARCH_RESULTS,
        allowed_domains: set[str] | frozenset[str] | None = DEFAULT_ALLOWED_DOMAINS,
        blocked_domains: set[str] | frozenset[str] | None = None,
        show_market_price: bool = False,
        system_prompt: str | None = None,
        leak_policy: LeakPolicy = DEFAULT_LEAK_POLICY,
        min_documents: int = DEFAULT_MIN_EVIDENCE_ITEMS,
        required_types: Sequence[str] = DEFAULT_REQUIRED_EVIDENCE_TYPES,
    ) -> None:
        if max_steps < 1 or not 1 <= max_search_results <= MAX_RESULTS_LIMIT:
            # Checked here, not at the first search: the executor would refuse every one.
            raise ValueError(
                f"max_steps must be at least 1 and max_search_results from 1 to "
                f"{MAX_RESULTS_LIMIT} (the search tool's limit), got {max_steps} and "
                f"{max_search_results}"
            )
        self.llm = llm
        self.agent_id = agent_id
        self.max_steps = max_steps
        self.max_search_results = max_search_results
        self.show_market_price = show_market_price
        self.coverage = CoverageRequirements(min_documents, tuple(required_types))
        self.system_prompt = (
            build_system_prompt(self.coverage.min_documents, self.coverage.required_types)
            if system_prompt is None
            else system_prompt
        )
        self.executor = ToolExecutor(
            search=search,
            allowed_domains=allowed_domains,
            blocked_domains=blocked_domains,
            require_dates=True,
            leak_check=True,
            leak_policy=leak_policy,
        )

    def run(self, question: ForecastQuestion, as_of: datetime | str) -> ResearchRun:
        """Research ``question`` as of ``as_of`` and return the artifact and the state."""
        now = parse_iso_timestamp(as_of, what="as_of")
        state = AgentState(
            question=question.question,
            cutoff_date=question.cutoff_date,
            run_id=f"{question.question_id or 'question'}/{self.agent_id}",
            synthesis_status="in_progress",
        )
        messages = [
            ChatMessage("system", self.system_prompt),
            ChatMessage("user", build_step_prompt(question, now, self.show_market_price)),
        ]
        loop = _Loop(self, question, now, state, messages)
        artifact = loop.run()
        return ResearchRun(artifact, state, loop.gate_checks, messages)


class _Loop:
    """The mutable bookkeeping of one run, so ResearchAgent.run reads as the algorithm."""

    def __init__(self, agent: ResearchAgent, question, now, state, messages) -> None:
        self.agent = agent
        self.question = question
        self.now = now
        self.state = state
        self.messages = messages
        self.traces: list[AgentTrace] = []
        self.usage = TokenUsage()
        self.gate_checks: list[list[QualityGateResult]] = []
        self.queries_seen: set[str] = set()
        self.types_requested: set[str] = set()
        # Everything the harness itself wrote to the model, so an abstention reason that merely
        # repeats it can be told apart from the model's own.
        self.harness_text: list[str] = [agent.system_prompt]

    def run(self) -> AgentForecastArtifact:
        for step in range(1, self.agent.max_steps + 1):
            try:
                reply, usage = self.agent.llm.complete_with_usage(
                    self.messages, json_mode=RESEARCH_ACTION_SCHEMA
                )
            except ProviderError as error:
                self.traces.append(AgentTrace(step, "provider_error", llm_raw=str(error)))
                return self.finish("failed", None, f"provider error: {error}")
            self.usage = self.usage + usage
            self.messages.append(ChatMessage("assistant", reply))
            parsed = parse_action(reply, RESEARCH_ACTIONS)
            if not parsed.ok:
                self.traces.append(AgentTrace(step, parsed.failure or "invalid", llm_raw=reply))
                self.tell(f"Rejected: {parsed.error}. Reply with one valid JSON action.")
            elif parsed.action == "search":
                self.search(step, parsed.args["query"], parsed.args["evidence_type"])
            elif parsed.action == "abstain":
                if self.abstain(step, reply, parsed.args["reason"]):
                    return self.finish("abstained", None, ABSTAIN_PREFIX + parsed.args["reason"])
            elif self.forecast(step, reply):
                return self.finish("forecast", parsed.args["p_yes"], parsed.args["rationale"])
        return self.out_of_budget()

    def forecast(self, step: int, reply: str) -> bool:
        """A forecast is a request: accepted only if every gate passes on the state now."""
        gates = run_quality_gates(self.state, as_of=self.now, coverage=self.agent.coverage)
        self.gate_checks.append(gates)
        refused = [g for g in gates if not g.passed]
        if not refused:
            self.traces.append(AgentTrace(step, "forecast", llm_raw=reply))
            return True
        self.traces.append(AgentTrace(step, "gate_refused", llm_raw=reply))
        self.tell(_refusal_message(refused))
        return False

    def abstain(self, step: int, reply: str, reason: str) -> bool:
        """An abstention is a request too: refused before the agent has looked for what is
        missing, or when its reason only repeats the harness's words."""
        refusal = self.abstention_refusal(reason)
        if refusal is None:
            self.traces.append(AgentTrace(step, "abstain", llm_raw=reply))
            return True
        self.traces.append(AgentTrace(step, "abstain_refused", llm_raw=reply))
        self.tell(refusal)
        return False

    def abstention_refusal(self, reason: str) -> str | None:
        if not self.state.tool_trace:
            return (
                "Abstention not accepted: you have not searched yet, so you cannot know what "
                f"is missing. Search first, for example {_search_example('search_results')}."
            )
        missing = self.agent.coverage.check(self.state).details["missing_types"]
        unsearched = [kind for kind in missing if kind not in self.types_requested]
        if unsearched:
            hints = "; ".join(_search_example(kind) for kind in unsearched)
            return (
                f"Abstention not accepted: you have not yet searched for "
                f"{' or '.join(unsearched)} evidence. Search for it first: {hints}."
            )
        if _repeats(reason, self.harness_text):
            return (
                "Abstention not accepted: your reason repeats the instructions you were sent. "
                "If you abstain, say in your own words what your searches found and why it is "
                "not enough; otherwise search again or forecast."
            )
        return None

    def search(self, step: int, query: str, evidence_type: str) -> None:
        sent = _base_rate_query(query) if evidence_type == "base_rate" else query
        key = " ".join(sent.lower().split())
        if key in self.queries_seen:
            # Small models loop on one query; a repeat costs a step and buys nothing.
            self.traces.append(AgentTrace(step, "duplicate_search", query=sent))
            self.tell(
                f'Rejected: you already searched for "{query}". Search for something '
                "different, or forecast, or abstain."
            )
            return
        self.queries_seen.add(key)
        self.types_requested.add(evidence_type)
        executor = self.agent.executor
        results = executor.execute_search(
            sent,
            max_results=self.agent.max_search_results,
            cutoff_date=self.question.cutoff,
            question=self.question,
        )
        entry = executor.execution_log[-1]
        self.traces.append(AgentTrace(step, "search", query=sent, results=results))
        found = self.record_evidence(sent, evidence_type, results, entry.client)
        self.state.tool_trace.append(
            ToolTraceEntry.from_execution(
                entry, step=step, query=query, evidence_type=evidence_type, types_found=found
            ).to_dict()
        )
        progress = _coverage_progress(found, self.agent.coverage.check(self.state))
        self.harness_text.append(progress)
        outcome = format_search_outcome(entry, results)
        self.messages.append(ChatMessage("tool", f"{outcome}\n\n{progress}"))

    def record_evidence(
        self, query: str, requested: str, results: Sequence[Any], source: str
    ) -> dict[str, int]:
        """One evidence item per type the results supply; each document's type is decided by
        its data (``kind``), else by the query the harness built, never by the model's label."""
        default = "base_rate" if requested == "base_rate" else "search_results"
        by_type = group_by_evidence_type((result.to_dict() for result in results), default)
        timestamp = self.now.isoformat()
        for kind, records in by_type.items():
            self.state.evidence.append(
                EvidenceItem(kind, source, timestamp, query, records).to_dict()
            )
        return {kind: len(records) for kind, records in by_type.items()}

    def tell(self, text: str) -> None:
        self.harness_text.append(text)
        self.messages.append(ChatMessage("user", text))

    def out_of_budget(self) -> AgentForecastArtifact:
        """The budget ended with no accepted forecast or abstention: the harness says why."""
        reason = "step budget exhausted without a forecast"
        if self.gate_checks:
            # Re-run on the final state: evidence gathered after the last refusal counts.
            gates = run_quality_gates(self.state, as_of=self.now, coverage=self.agent.coverage)
            refused = [g for g in gates if not g.passed]
            if refused:
                names = ", ".join(f"{g.gate_name} ({g.reason})" for g in refused)
                reason = f"step budget exhausted with gates still refusing: {names}"
        return self.finish("budget_exhausted", None, reason)

    def finish(self, status: str, p_yes: float | None, rationale: str) -> AgentForecastArtifact:
        self.state.synthesis_status = SYNTHESIS_STATUS_OF_OUTCOME[status]
        searches = [t for t in self.traces if t.action == "search"]
        return AgentForecastArtifact(
            agent_id=self.agent.agent_id,
            p_yes=p_yes,
            rationale=rationale,
            traces=self.traces,
            token_usage=self.usage,
            search_queries_made=len(searches),
            sources_consulted=sum(len(t.results) for t in searches),
            status=status,
        )


def _base_rate_query(query: str) -> str:
    """The query the harness sends for a base-rate search: the model's words plus whichever of
    :data:`BASE_RATE_QUERY_TERMS` they do not already contain."""
    have = set(query.lower().split())
    added = [term for term in BASE_RATE_QUERY_TERMS.split() if term not in have]
    return " ".join([query, *added])


MIN_COPIED_CHARS = 24
"""Shortest stretch of harness text that, found in an abstention reason, marks it as copied."""


def _normalized(text: str) -> str:
    return " ".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


def _repeats(reason: str, harness_text: Sequence[str]) -> bool:
    """Is ``reason`` the harness's words: a whole line of one of its messages, a long stretch of
    one, or quoting a long line of one? Short phrases the prompt also uses do not count."""
    said = _normalized(reason)
    if not said:
        return True
    for text in harness_text:
        lines = [_normalized(line) for line in text.splitlines()]
        if said in lines or (len(said) >= MIN_COPIED_CHARS and said in _normalized(text)):
            return True
        if any(len(line) >= MIN_COPIED_CHARS and line in said for line in lines):
            return True
    return False


def _coverage_progress(found: Mapping[str, int], coverage: QualityGateResult) -> str:
    """What this search added and what the evidence amounts to, computed from the state."""
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
    hints = [_search_example(kind) for kind in coverage.details["missing_types"]]
    if hints:
        lines.append(f"Search for it: {'; '.join(hints)}.")
    elif not found:
        lines.append("Search again with fewer, different words.")
    else:
        lines.append("Search for more documents with a different query.")
    return "\n".join(lines)


def _refusal_message(refused: Sequence[QualityGateResult]) -> str:
    lines = ["Forecast not accepted yet. These quality gates refused:"]
    lines += [f"- {g.gate_name}: {g.reason}" for g in refused]
    lines.append("Search for what is missing, or abstain.")
    return "\n".join(lines)
