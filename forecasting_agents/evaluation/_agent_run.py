"""One agent run of a backtest: its clients, the research agent built for it, the calls it made.

:func:`run_agent` is what the runner (``_backtest``) submits for each panel member on each
question: it takes the member's model and search clients from the run's :class:`RunSources`,
traces them when the runner records, builds the agent with :func:`research_agent` (whose search
executor :func:`search_executor` builds from the same settings, also on its own) and runs it,
counting every model call in the run's progress and refusing calls once the run is told to stop.

With ``leak_judge="model"`` (:class:`forecasting_agents.evaluation.BacktestSettings`) each agent's
searches also meet a :class:`forecasting_agents.search.ModelLeakJudge`, on a client of its own:
``RunSources.leak_judge_llm`` when given (``--leak-judge-model``), else the run's one model client
as it is (not the member's sampling copy: a judge should answer the same way for every member).
Its calls are traced under ``<question>/<agent>/leak-judge``, so a record holds them beside the
agent's and a replay serves each its own.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from forecasting_agents.agent._panel import PanelMember, member_client
from forecasting_agents.agent._research import (
    ResearchAgent,
    ResearchRun,
    default_as_of,
    research_executor,
)
from forecasting_agents.core._clients import is_llm_client, is_search_client
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.evaluation._cost import CappedClient, CostCap
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.evaluation._stopping import StopGuard
from forecasting_agents.providers._protocol import LLMClient
from forecasting_agents.record._spill import SpillStore
from forecasting_agents.record._tracing import trace_llm, trace_search
from forecasting_agents.search._executor import ToolExecutor
from forecasting_agents.search._model_judge import LEAK_JUDGE_LABEL, ModelLeakJudge
from forecasting_agents.search._protocol import SearchClient

if TYPE_CHECKING:  # the settings are defined with the runner, which imports this module
    import threading

    from forecasting_agents.evaluation._progress import Progress
    from forecasting_agents.evaluation._settings import BacktestSettings

__all__ = [
    "AgentOutcome",
    "LLMSource",
    "RunSources",
    "SearchClients",
    "agent_clients",
    "research_agent",
    "run_agent",
    "search_executor",
]

LLMSource = LLMClient | Callable[[ForecastQuestion, PanelMember], LLMClient]
"""What ``run_backtest`` takes as ``llm``: one client for every agent, or a per-agent factory."""
SearchClients = SearchClient | Callable[[ForecastQuestion, PanelMember], SearchClient]


@dataclass(frozen=True)
class RunSources:
    """Where every agent of a run gets its clients: the model (``llm``), the search, the leak
    judge's model when one is asked for, and whether the runner records the calls."""

    llm: LLMSource
    search: SearchClients | None
    record: bool
    leak_judge_llm: LLMSource | None = None
    spill: SpillStore | None = None
    """Where a recording run's long replies wait for their question's record (its run
    directory's; see ``record._spill``), or None to keep them in memory."""

    def check_judge(self, settings: BacktestSettings) -> None:
        """A model judge needs a client it can call for every agent: the one named for it, or
        the run's one shared client. BacktestConfigError saying so otherwise."""
        asked = settings.leak_judge == "model" and self.leak_judge_llm is None
        if asked and not is_llm_client(self.llm):
            raise BacktestConfigError(
                "leak_judge='model' with a per-agent llm factory: pass leak_judge_llm (a "
                "client, or a factory (question, member) -> client) for the judge's calls"
            )

    def judge_client(self, question: ForecastQuestion, member: PanelMember) -> LLMClient:
        """The client of one agent's leak judge (see the module docstring)."""
        source = self.llm if self.leak_judge_llm is None else self.leak_judge_llm
        return source if is_llm_client(source) else source(question, member)  # type: ignore[operator,return-value]


@dataclass
class AgentOutcome:
    """One agent's run and, when the runner records, every call it made (the judge's too)."""

    run: ResearchRun
    llm_calls: list[dict[str, Any]]
    search_calls: list[dict[str, Any]]


def agent_clients(
    question: ForecastQuestion, member: PanelMember, llm: Any, search: Any
) -> tuple[LLMClient, SearchClient | None]:
    """The model and search clients of one agent: shared ones, or built by the factories."""
    model = member_client(llm, member) if is_llm_client(llm) else llm(question, member)
    if search is None or is_search_client(search):
        return model, search
    return model, search(question, member)


def research_agent(
    llm: LLMClient,
    search: SearchClient | None,
    agent_id: str,
    settings: BacktestSettings,
    leak_judge: ModelLeakJudge | None = None,
) -> ResearchAgent:
    """The research agent the runner builds for one panel member, from the run's settings.

    One builder, so notebook 04 and a test that builds an agent beside the runner build the
    same one; its executor is the one :func:`search_executor` builds from the same settings.
    ``leak_judge`` is the agent's model judge, when the settings ask for one (the runner makes
    it; see the module docstring).
    """
    return ResearchAgent(
        llm,
        search,
        agent_id=agent_id,
        max_steps=settings.max_steps,
        min_documents=settings.min_documents,
        required_types=settings.required_types,
        show_market_price=settings.show_market_price,
        on_repeat=settings.on_repeat,
        leak_judge=leak_judge,
        **_executor_options(settings),
    )


def search_executor(
    search: SearchClient | None,
    settings: BacktestSettings,
    leak_judge: ModelLeakJudge | None = None,
) -> ToolExecutor:
    """The search executor of every agent of a run, from the run's settings, without an agent.

    What :func:`research_agent`'s agents search through (both read :func:`_executor_options`),
    built on its own for a caller that screens documents and asks no model: the coverage check
    before a backtest (``_feasibility``).
    """
    return research_executor(search, **_executor_options(settings), leak_judge=leak_judge)


def _executor_options(settings: BacktestSettings) -> dict[str, Any]:
    """What the run's settings ask of a search executor (the page, the source policy, the leak
    policy, the pool the page is filled from): the one reading of them."""
    allowed = settings.allowed_domains
    return {
        "max_search_results": settings.max_search_results,
        "allowed_domains": None if allowed is None else set(allowed),
        "leak_policy": settings.leak_policy,
        "search_pool": settings.search_pool if settings.fills_page else None,
    }


def run_agent(
    question: ForecastQuestion,
    member: PanelMember,
    sources: RunSources,
    settings: BacktestSettings,
    stop: threading.Event,
    clock: Progress,
    cap: CostCap | None,
) -> AgentOutcome:
    """One agent run, its model calls counted in ``clock`` (and checked against ``cap``, when
    one is set) and, when recording, traced; ``clock`` is told when it ends, however it ends."""
    model, searcher = agent_clients(question, member, sources.llm, sources.search)
    judge = sources.judge_client(question, member) if settings.leak_judge == "model" else None
    label = f"{question.question_id}/{member.agent_id}"
    if sources.record:  # otherwise the caller's clients record themselves
        most = settings.max_record_bytes
        spill = sources.spill
        model = trace_llm(model, label, max_record_bytes=most, spill=spill)
        searcher = trace_search(searcher, label)
        if judge is not None:
            judge_label = f"{label}/{LEAK_JUDGE_LABEL}"
            judge = trace_llm(judge, judge_label, max_record_bytes=most, spill=spill)
    guard = _guarded(model, stop, clock, cap)
    judged = None if judge is None else ModelLeakJudge(_guarded(judge, stop, clock, cap))
    try:
        agent = research_agent(guard, searcher, member.agent_id, settings, judged)
        run = agent.run(question, default_as_of(question))
    finally:
        clock.run_ended()
    if not sources.record:
        return AgentOutcome(run, [], [])
    judge_calls = [] if judge is None else judge.calls
    return AgentOutcome(run, [*model.calls, *judge_calls], searcher.calls)


def _guarded(
    llm: LLMClient, stop: threading.Event, clock: Progress, cap: CostCap | None
) -> StopGuard:
    """``llm`` as an agent calls it: refused once the run stops, counted, and within the cap
    (the judge's calls are priced as the run's model's)."""
    return StopGuard(llm if cap is None else CappedClient(llm, cap), stop, clock.calls)
