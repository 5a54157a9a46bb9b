"""The research agent of notebook 04: gather typed evidence, pass the gates, forecast or abstain.

It combines the three earlier notebooks: the provider-agnostic loop of 01, the search tool of
02 (cutoff, source policy, execution log) and the typed state and quality gates of 03. A panel
runs several such agents on one question; the scoring functions of :mod:`agent_scoring`, which
evaluate committed forecasts against resolved outcomes, are re-exported here.

Conventions
-----------
- The model may ``search`` (declaring whether it wants current reporting, ``search_results``,
  or a historical frequency, ``base_rate``), ``forecast`` or ``abstain``. Each search writes an
  evidence item and a tool-trace entry to the :class:`AgentState` as it happens.
- A forecast is accepted only after :func:`agent_schemas.run_quality_gates` passes on the state.
  On a refusal the model is told which gate refused and why, and may gather more within its
  budget. If the budget ends while a gate still refuses, the run ends ``abstained`` with the
  refusing gates recorded; with no forecast attempt at all it ends ``budget_exhausted``; a
  provider error ends it ``failed``. Only ``forecast`` carries a probability.
- Every search goes through :class:`agent_tools.ToolExecutor` with the question's cutoff, the
  source policy, strict dating (undated results removed) and the leak check. The market price
  is withheld from every prompt unless ``show_market_price=True``. A search that failed or was
  refused reaches the model as ``search failed: <why>``, never as "No results.".
- Time comes from ``as_of``; nothing here reads the wall clock. Panels run members in a fixed
  order and store them in that order, so replay is stable even when a live panel ran them
  concurrently.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from agent_catalog import ModelPriceTable
from agent_http import ProviderError
from agent_schemas import (
    REACT_ACTIONS,
    ActionField,
    AgentForecastArtifact,
    AgentState,
    AgentTrace,
    ChatMessage,
    ForecastQuestion,
    LLMClient,
    QualityGateResult,
    SearchClient,
    TokenUsage,
    check_coverage_gate,
    parse_action,
    parse_iso_date,
    parse_iso_timestamp,
    run_quality_gates,
)
from agent_scoring import (
    LOG_SCORE_EPSILON,
    ScoreSummary,
    aggregate_forecasts,
    base_rate_forecasts,
    bootstrap_interval,
    brier_score,
    extremize,
    log_score,
    reliability_table,
    summarize_scores,
)
from agent_tools import (
    DEFAULT_ALLOWED_DOMAINS,
    MAX_RESULTS_LIMIT,
    ToolExecutor,
    format_search_outcome,
)

__all__ = [
    "DEFAULT_MAX_STEPS",
    "EVIDENCE_TYPES",
    "LOG_SCORE_EPSILON",
    "PRICE_PER_MILLION_TOKENS",
    "RESEARCH_ACTIONS",
    "SYSTEM_PROMPT",
    "PanelMember",
    "PanelResult",
    "ResearchAgent",
    "ResearchRun",
    "ScoreSummary",
    "aggregate_forecasts",
    "base_rate_forecasts",
    "bootstrap_interval",
    "brier_score",
    "build_step_prompt",
    "default_as_of",
    "extremize",
    "log_score",
    "reliability_table",
    "run_cost",
    "run_panel",
    "summarize_scores",
]

EVIDENCE_TYPES = ("search_results", "base_rate")
RESEARCH_ACTIONS: Mapping[str, tuple[ActionField, ...]] = {
    "search": (ActionField("query"), ActionField("evidence_type", "choice", EVIDENCE_TYPES)),
    "forecast": REACT_ACTIONS["forecast"],  # notebook 01's, so the rationale cap is the same
    "abstain": (ActionField("reason"),),
}

DEFAULT_MAX_STEPS = 8
"""Replies an agent may spend: three searches, a refused forecast, more searches, a decision."""

DEFAULT_MAX_SEARCH_RESULTS = 4
"""Documents per search: enough to corroborate, few enough for a small model's context."""

PRICE_PER_MILLION_TOKENS: Mapping[str, tuple[float, float]] = ModelPriceTable()
"""(prompt, completion) US dollars per million tokens, declared in :mod:`agent_catalog`."""

SYSTEM_PROMPT = """\
You are a forecasting researcher. You answer a yes/no question with a probability, \
but only after you have gathered evidence.
At each step reply with exactly one JSON object and nothing else. The actions are:
{"action": "search", "query": "<short search query>", "evidence_type": "search_results"} \
finds current reporting about the question.
{"action": "search", "query": "<short search query>", "evidence_type": "base_rate"} \
finds how often events like this happened before.
{"action": "forecast", "p_yes": <number from 0 to 1>, "rationale": "<cite what you found>"}
{"action": "abstain", "reason": "<why the evidence is not enough>"}
A forecast is accepted only after at least 3 searches that found documents, \
including at least one of each evidence_type. When evidence is missing, search for it; \
abstain only if your searches keep finding nothing useful."""


def default_as_of(question: ForecastQuestion) -> str:
    """Noon on the day before the cutoff: the moment a backtest pretends to forecast from."""
    if not question.cutoff_date:
        raise ValueError(f"question {question.question_id!r} has no cutoff_date; pass as_of")
    day = parse_iso_date(question.cutoff_date, what="cutoff_date") - timedelta(days=1)
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
    parts.append("Reply with one JSON action.")
    return "\n\n".join(parts)


@dataclass
class ResearchRun:
    """One agent's run: its artifact, the state it wrote, and the gate verdicts it met."""

    artifact: AgentForecastArtifact
    state: AgentState
    gate_checks: list[list[QualityGateResult]] = field(default_factory=list)
    messages: list[ChatMessage] = field(default_factory=list)


class ResearchAgent:
    """Gathers typed evidence into an :class:`AgentState`, then forecasts, or abstains."""

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
        system_prompt: str = SYSTEM_PROMPT,
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
        self.system_prompt = system_prompt
        self.executor = ToolExecutor(
            search=search,
            allowed_domains=allowed_domains,
            blocked_domains=blocked_domains,
            require_dates=True,
            leak_check=True,
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

    def run(self) -> AgentForecastArtifact:
        for step in range(1, self.agent.max_steps + 1):
            try:
                reply, usage = self.agent.llm.complete_with_usage(self.messages, json_mode=True)
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
                self.traces.append(AgentTrace(step, "abstain", llm_raw=reply))
                return self.finish("abstained", None, f"agent abstained: {parsed.args['reason']}")
            else:
                gates = run_quality_gates(self.state, as_of=self.now)
                self.gate_checks.append(gates)
                refused = [g for g in gates if not g.passed]
                if not refused:
                    self.traces.append(AgentTrace(step, "forecast", llm_raw=reply))
                    return self.finish("forecast", parsed.args["p_yes"], parsed.args["rationale"])
                self.traces.append(AgentTrace(step, "gate_refused", llm_raw=reply))
                self.tell(_refusal_message(refused))
        return self.out_of_budget()

    def search(self, step: int, query: str, evidence_type: str) -> None:
        key = " ".join(query.lower().split())
        if key in self.queries_seen:
            # Small models loop on one query; a repeat costs a step and buys nothing.
            self.traces.append(AgentTrace(step, "duplicate_search", query=query))
            self.tell(
                f'Rejected: you already searched for "{query}". Search for something '
                "different, or forecast, or abstain."
            )
            return
        self.queries_seen.add(key)
        executor = self.agent.executor
        results = executor.execute_search(
            query, max_results=self.agent.max_search_results, cutoff_date=self.question.cutoff_date
        )
        entry = executor.execution_log[-1]
        self.traces.append(AgentTrace(step, "search", query=query, results=results))
        self.state.tool_trace.append(
            {
                "tool": "search",
                "step": step,
                "query": query,
                "evidence_type": evidence_type,
                "status": entry.status,
                "returned": entry.result_count,
                "removed_by_policy": entry.removed_by_policy,
                "removed_by_cutoff": entry.removed_by_cutoff,
                "removed_undated": entry.removed_undated,
                "removed_by_leak_check": entry.removed_by_leak_check,
            }
        )
        if results:
            self.state.evidence.append(
                {
                    "type": evidence_type,
                    "source": entry.client,
                    "timestamp": self.now.isoformat(),
                    "query": query,
                    "content": {"results": [r.to_dict() for r in results]},
                }
            )
        progress = _coverage_progress(check_coverage_gate(self.state))
        outcome = format_search_outcome(entry, results)
        self.messages.append(ChatMessage("tool", f"{outcome}\n\n{progress}"))

    def tell(self, text: str) -> None:
        self.messages.append(ChatMessage("user", text))

    def out_of_budget(self) -> AgentForecastArtifact:
        """Abstained if a forecast was refused and the gates still refuse now; else exhausted."""
        if self.gate_checks:
            # Re-run on the final state: evidence gathered after the last refusal counts.
            refused = [g for g in run_quality_gates(self.state, as_of=self.now) if not g.passed]
            if refused:
                names = ", ".join(f"{g.gate_name} ({g.reason})" for g in refused)
                return self.finish("abstained", None, f"budget ended with gates refusing: {names}")
        return self.finish("budget_exhausted", None, "step budget exhausted without a forecast")

    def finish(self, status: str, p_yes: float | None, rationale: str) -> AgentForecastArtifact:
        self.state.synthesis_status = "complete" if status == "forecast" else "abstained"
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


def _coverage_progress(coverage: QualityGateResult) -> str:
    """One line telling the model what its evidence amounts to, from the state itself."""
    counts = coverage.details["counts_by_type"]
    have = ", ".join(f"{counts.get(kind, 0)} {kind}" for kind in EVIDENCE_TYPES)
    if coverage.passed:
        return f"Evidence so far: {have}. Coverage is met: you may forecast."
    needed = "; ".join(coverage.details["issues"])
    hints = [
        f'for {kind}, reply {{"action": "search", "query": "...", "evidence_type": "{kind}"}}'
        for kind in coverage.details["missing_types"]
    ]
    how = f" Search for it: {'; '.join(hints)}." if hints else " Search for more."
    return f"Evidence so far: {have}. Still needed: {needed}.{how}"


def _refusal_message(refused: Sequence[QualityGateResult]) -> str:
    lines = ["Forecast not accepted yet. These quality gates refused:"]
    lines += [f"- {g.gate_name}: {g.reason}" for g in refused]
    lines.append("Search for what is missing, or abstain.")
    return "\n".join(lines)


# ----------------------------------------------------------------------------- panel


@dataclass(frozen=True)
class PanelMember:
    """One agent of a panel; diversity comes from its sampling settings, which are recorded."""

    agent_id: str
    temperature: float
    seed: int


@dataclass
class PanelResult:
    question: ForecastQuestion
    runs: list[ResearchRun]

    @property
    def artifacts(self) -> list[AgentForecastArtifact]:
        return [run.artifact for run in self.runs]


def run_panel(
    question: ForecastQuestion,
    members: Sequence[PanelMember],
    make_agent: Callable[[PanelMember], ResearchAgent],
    as_of: datetime | str,
    concurrent: bool = False,
) -> PanelResult:
    """Run every member on ``question``; results come back in member order, however run."""
    if not members:
        raise ValueError("a panel needs at least one member")
    agents = [make_agent(member) for member in members]
    if concurrent:
        with ThreadPoolExecutor(max_workers=len(agents)) as pool:
            runs = list(pool.map(lambda agent: agent.run(question, as_of), agents))
    else:
        runs = [agent.run(question, as_of) for agent in agents]
    return PanelResult(question, runs)


def run_cost(model_name: str, usage: TokenUsage) -> float:
    """Dollar cost of ``usage`` from the declared price table; unknown models raise."""
    if model_name not in PRICE_PER_MILLION_TOKENS:
        raise KeyError(
            f"no declared price for {model_name!r} in PRICE_PER_MILLION_TOKENS; "
            "declare it in its agent_catalog.ModelInfo"
        )
    prompt_price, completion_price = PRICE_PER_MILLION_TOKENS[model_name]
    return (usage.prompt_tokens * prompt_price + usage.completion_tokens * completion_price) / 1e6


if __name__ == "__main__":
    # `python -m agent_research backtest ...`: the runner lives above this module.
    from agent_backtest import main

    raise SystemExit(main())
