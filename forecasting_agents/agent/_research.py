"""The research agent of notebook 04: gather typed evidence, pass the gates, forecast or abstain.

It combines the three earlier notebooks: the provider-agnostic loop of 01, the search tool of 02
(cutoff, source policy, execution log) and the typed state and quality gates of 03. The loop is
:func:`research_loop`, a dozen lines over the pieces of one :class:`AgentRun` (ask, search,
request a forecast, request an abstention, end), which notebook 04 assembles in front of the
reader; :meth:`ResearchAgent.run` is that function. A panel (``_panel``) runs several such
agents on one question; the backtest runner and the scores are :mod:`forecasting_agents.evaluation`;
what the harness says to the model is ``_prompts``.

Conventions
-----------
- The model may ``search`` (saying whether it wants current reporting, ``search_results``, or a
  historical frequency, ``base_rate``), ``forecast`` or ``abstain``. Every reply is requested under
  :data:`RESEARCH_ACTION_SCHEMA` (structured output where the provider enforces it) and checked by
  :func:`forecasting_agents.agent.parse_action` regardless. A query holding the harness's own
  template text (a placeholder, ``_prompts.PLACEHOLDER``, or ``_prompts.TEMPLATE_MARKERS``) is
  refused like any malformed action.
- Each search writes evidence items and a tool-trace entry to the :class:`AgentState` as it happens,
  and its step records the executor's decision on every document returned. The type of each
  document is decided by data and code, never by the model's label: its ``kind`` where its source
  gives one, else ``base_rate`` only if the harness built the query as a base-rate query
  (:data:`BASE_RATE_QUERY_TERMS`), else ``search_results``. The coverage gate counts distinct
  documents. A search that repeats an earlier query is refused and costs its step; what the
  harness does then is ``on_repeat`` (:data:`ON_REPEAT_MODES`): ``"refuse"`` names the next
  search and stops there, as every run did before the setting existed; ``"harness-search"`` (the
  default) also runs that search itself, with :func:`harness_query` for the first missing
  evidence type whose harness query has not been run, recorded as the harness's
  (``chosen_by="harness"`` on its step and its tool-trace entry), so the step the repeat cost
  still buys documents. At most one such search per refused repeat, and none when no required
  type is missing or every missing type's harness query has been run: then the refusal stands.
- The model sees each document under an id (``D1``, ``D2``...) and a forecast must cite the ids it
  rests on: an id it was never given is refused like a bad action, and the accepted forecast
  records the documents it cited. A document's id follows its identity as the coverage gate
  counts it (:func:`forecasting_agents.agent._state.document_key`): its URL, else its title and
  date.
- Forecasts and abstentions are both requests. A forecast is accepted only after
  :func:`forecasting_agents.agent.run_quality_gates` passes on the state; on a refusal the model is
  told which gate refused and why. An abstention says that more searching will not help, so it is
  accepted only once it is true: after the last :data:`STALLED_SEARCHES` searches found no new
  document and the agent has searched for every evidence type still missing (never before it
  has searched), and not when its reason only repeats the harness's own text; an accepted one
  records the model's reason. Each refusal, and a repeated query, names the next search. If the
  budget ends first the run ends ``budget_exhausted`` (naming any gate still refusing); a provider
  error ends it ``failed``. Only ``forecast`` carries a probability, clipped into ``FORECAST_RANGE``
  where it enters the record (the model's value kept as ``p_yes_raw`` if clipping moved it).
- Every search goes through :class:`forecasting_agents.search.ToolExecutor` with the question's
  cutoff, the source policy, strict dating (undated results removed) and the leak check under
  ``leak_policy`` (default ``prospective``), which the executor is told the question for (the
  ``schedule-aware`` policy counts the dates the question names as expected); with
  ``search_pool`` the page is filled from that many results after these controls, not cut before
  them; nothing of this reaches a prompt. The market price is withheld from every prompt unless
  ``show_market_price=True``. A search that failed or was refused reaches the model as
  ``search failed: <why>``, never as "No results.".
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
    ParsedAction,
    action_json_schema,
    conversation_reply,
    parse_action,
)
from forecasting_agents.agent._prompts import (
    build_step_prompt,
    build_system_prompt,
    coverage_progress,
    document_label,
    format_documents,
    refusal_message,
    search_hint,
    template_text_in,
)
from forecasting_agents.agent._state import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    SYNTHESIS_STATUS_OF_OUTCOME,
    AgentState,
    CoverageRequirements,
    EvidenceItem,
    QualityGateResult,
    SynthesisStatus,
    ToolTraceEntry,
    document_key,
    group_by_evidence_type,
    run_quality_gates,
)
from forecasting_agents.core._catalog import ModelPriceTable
from forecasting_agents.core._dates import parse_iso_timestamp
from forecasting_agents.core._schemas import (
    EVIDENCE_TYPES,
    FORECAST_RANGE,
    AgentForecastArtifact,
    AgentTrace,
    ArtifactStatus,
    ChatMessage,
    ForecastQuestion,
    SearchResult,
    StepAction,
    TokenUsage,
    ToolStatus,
)
from forecasting_agents.http import ProviderError
from forecasting_agents.providers._protocol import LLMClient
from forecasting_agents.search._corpus import tokenize
from forecasting_agents.search._domains import DEFAULT_ALLOWED_DOMAINS
from forecasting_agents.search._executor import (
    MAX_RESULTS_LIMIT,
    ToolExecutor,
    check_search_pool,
    format_search_outcome,
)
from forecasting_agents.search._leaks import DEFAULT_LEAK_POLICY, LeakPolicy
from forecasting_agents.search._model_judge import ModelLeakJudge
from forecasting_agents.search._protocol import SearchClient

__all__ = [
    "ABSTAIN_PREFIX",
    "BASE_RATE_QUERY_TERMS",
    "DEFAULT_MAX_SEARCH_RESULTS",
    "DEFAULT_MAX_STEPS",
    "DEFAULT_ON_REPEAT",
    "HARNESS_QUERY_MAX_CHARS",
    "HARNESS_QUERY_MAX_WORDS",
    "LEGACY_ON_REPEAT",
    "MAX_CITED_CHARS",
    "MIN_COPIED_CHARS",
    "ON_REPEAT_MODES",
    "PRICE_PER_MILLION_TOKENS",
    "RESEARCH_ACTIONS",
    "RESEARCH_ACTION_SCHEMA",
    "STALLED_SEARCHES",
    "AgentRun",
    "ResearchAgent",
    "ResearchRun",
    "check_on_repeat",
    "clip_forecast",
    "default_as_of",
    "harness_query",
    "research_executor",
    "research_loop",
]


MAX_CITED_CHARS = 200
"""Longest list of cited ids a forecast may give (about forty ids); more is not a citation."""

RESEARCH_ACTIONS: Mapping[str, tuple[ActionField, ...]] = {
    "search": (ActionField("query"), ActionField("evidence_type", "choice", EVIDENCE_TYPES)),
    "forecast": (*REACT_ACTIONS["forecast"], ActionField("cited", max_chars=MAX_CITED_CHARS)),
    "abstain": (ActionField("reason"),),
}
"""The research agent's actions: notebook 01's forecast (so the rationale cap is the same) and
the ids of the documents it rests on, a search that says which evidence type it wants, and an
abstention with its reason."""

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

STALLED_SEARCHES = 2
"""Searches in a row that found no new document after which the agent may abstain (and not
before): the search has nothing more to give it."""

PRICE_PER_MILLION_TOKENS: Mapping[str, tuple[float, float]] = ModelPriceTable()
"""(prompt, completion) US dollars per million tokens, declared in
:mod:`forecasting_agents.core`."""

ABSTAIN_PREFIX = "agent abstained: "
"""Starts the rationale of a run the model chose to end; the model's own reason follows."""

MIN_COPIED_CHARS = 24
"""Shortest stretch of harness text that, found in an abstention reason, marks it as copied."""

ON_REPEAT_MODES = ("refuse", "harness-search")
"""What the harness does when the model repeats a query: refuse it and name the next search
(``refuse``), or refuse it and run that search itself (``harness-search``; see the module)."""

DEFAULT_ON_REPEAT = "harness-search"
"""What a new run does on a repeated query: a small model told what to search for next often
repeats itself again, and each repeat would cost a model call and buy nothing."""

LEGACY_ON_REPEAT = "refuse"
"""What every run did before ``on_repeat`` was a setting, so what a record without it replays."""

HARNESS_QUERY_MAX_WORDS = 12
"""Most of the question's words a harness query takes: enough to name the event, its actors and
its date, as the course's questions do in at most a dozen."""

HARNESS_QUERY_MAX_CHARS = 200
"""Longest harness query before the base-rate terms, well inside the search tool's limit."""


def check_on_repeat(value: object, what: str = "on_repeat") -> str:
    """``value`` if it is one of :data:`ON_REPEAT_MODES`, else a ValueError naming ``what``."""
    if not isinstance(value, str) or value not in ON_REPEAT_MODES:
        raise ValueError(
            f"{what}: got {value!r}; accepted: 'refuse' (refuse a repeated query and name the "
            "next search) or 'harness-search' (refuse it and run that search itself)"
        )
    return value


def harness_query(question: ForecastQuestion, evidence_type: str) -> str | None:
    """The query the harness sends itself for ``evidence_type`` on ``question``, or None.

    The question's own words, lower-cased, each once, in order, without the stopwords the corpus
    search drops (:func:`forecasting_agents.search.tokenize`, the one tokenizer), at most
    :data:`HARNESS_QUERY_MAX_WORDS` of them, skipping any word that would take the query past
    :data:`HARNESS_QUERY_MAX_CHARS`; for ``base_rate``, followed by whichever
    :data:`BASE_RATE_QUERY_TERMS` they lack, as every base-rate search is sent. A pure function of
    the question's text and the type: the same query on every run and every machine. None when the
    question holds no word to search for.
    """
    words: list[str] = []
    for word in dict.fromkeys(tokenize(question.question)):
        if len(words) == HARNESS_QUERY_MAX_WORDS:
            break
        if len(" ".join([*words, word])) <= HARNESS_QUERY_MAX_CHARS:
            words.append(word)
    if not words:
        return None
    return _query_sent(" ".join(words), evidence_type)


def default_as_of(question: ForecastQuestion) -> str:
    """Noon on the day before the cutoff: the moment a backtest pretends to forecast from."""
    if question.cutoff is None:
        raise ValueError(f"question {question.question_id!r} has no cutoff_date; pass as_of")
    day = question.cutoff - timedelta(days=1)
    return f"{day.isoformat()}T12:00:00"


def clip_forecast(p_yes: float) -> tuple[float, float | None]:
    """``p_yes`` clipped into :data:`FORECAST_RANGE`, and the raw value if clipping moved it."""
    low, high = FORECAST_RANGE
    clipped = min(max(p_yes, low), high)
    return clipped, (p_yes if clipped != p_yes else None)


@dataclass
class ResearchRun:
    """One agent's run: its artifact, the state it wrote, and the gate verdicts it met."""

    artifact: AgentForecastArtifact
    state: AgentState
    gate_checks: list[list[QualityGateResult]] = field(default_factory=list)
    messages: list[ChatMessage] = field(default_factory=list)


def research_loop(run: AgentRun) -> AgentForecastArtifact:
    """The research agent's loop: ask, act on the one action the reply holds, until the
    harness accepts a forecast or an abstention, or the step budget ends.

    Notebook 04 writes this same loop in its cells from the pieces of :class:`AgentRun`; the
    library's :meth:`ResearchAgent.run` is this function.
    """
    for step in range(1, run.agent.max_steps + 1):
        reply = run.ask(step)
        if reply is None:
            return run.failed()
        action = parse_action(reply, RESEARCH_ACTIONS)
        if not action.ok:
            run.reject(step, reply, action)
        elif action.action == StepAction.SEARCH:
            run.search(step, action.args["query"], action.args["evidence_type"])
        elif action.action == StepAction.ABSTAIN:
            if run.request_abstention(step, reply, action.args["reason"]):
                return run.abstained(action.args["reason"])
        elif run.request_forecast(step, reply, action.args["cited"]):
            return run.forecast(action.args["p_yes"], action.args["rationale"])
        del reply  # not held while the next one is read: a reply may be tens of megabytes
    return run.out_of_budget()


def research_executor(
    search: SearchClient | None,
    max_search_results: int = DEFAULT_MAX_SEARCH_RESULTS,
    allowed_domains: set[str] | frozenset[str] | None = DEFAULT_ALLOWED_DOMAINS,
    blocked_domains: set[str] | frozenset[str] | None = None,
    leak_policy: LeakPolicy = DEFAULT_LEAK_POLICY,
    search_pool: int | None = None,
    leak_judge: ModelLeakJudge | None = None,
) -> ToolExecutor:
    """The executor a research agent searches through: the source policy, strict dating and the
    leak check, the page filled from ``search_pool`` results when given (the options are
    :class:`ResearchAgent`'s). Built on its own, so a caller that only screens documents (the
    coverage check before a backtest) needs no agent and no model."""
    return ToolExecutor(
        search=search,
        allowed_domains=allowed_domains,
        blocked_domains=blocked_domains,
        require_dates=True,
        leak_check=True,
        leak_policy=leak_policy,
        search_pool=check_search_pool(
            search_pool, max_search_results, what="ResearchAgent: search_pool"
        ),
        model_judge=leak_judge,
    )


class ResearchAgent:
    """Gathers typed evidence into an :class:`AgentState`, then forecasts, or abstains.

    ``min_documents`` and ``required_types`` are what its coverage gate asks for (checked by
    :class:`forecasting_agents.agent.CoverageRequirements`; default: the course's); the gates
    it runs and the system prompt it builds both take them. ``system_prompt`` replaces the
    built prompt (the caller then states the requirements itself). ``search_pool`` makes each
    search fill its page of ``max_search_results`` from that many results after the controls
    (:class:`forecasting_agents.search.ToolExecutor`); None, the default, cuts the page first.
    ``on_repeat`` is what the harness does when the model repeats a query
    (:data:`ON_REPEAT_MODES`; see the module). ``leak_judge`` is the leak check's second judge
    (:class:`forecasting_agents.search.ModelLeakJudge`), None by default: the rules alone.
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
        search_pool: int | None = None,
        on_repeat: str = DEFAULT_ON_REPEAT,
        leak_judge: ModelLeakJudge | None = None,
    ) -> None:
        self.on_repeat = check_on_repeat(on_repeat)
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
        self.executor = research_executor(
            search,
            max_search_results,
            allowed_domains=allowed_domains,
            blocked_domains=blocked_domains,
            leak_policy=leak_policy,
            search_pool=search_pool,
            leak_judge=leak_judge,
        )

    def start(self, question: ForecastQuestion, as_of: datetime | str) -> AgentRun:
        """A run of this agent on ``question`` as of ``as_of``, before its first step."""
        return AgentRun(self, question, parse_iso_timestamp(as_of, what="as_of"))

    def run(self, question: ForecastQuestion, as_of: datetime | str) -> ResearchRun:
        """Research ``question`` as of ``as_of`` and return the artifact and the state."""
        run = self.start(question, as_of)
        artifact = research_loop(run)
        return ResearchRun(artifact, run.state, run.gate_checks, run.messages)


class AgentRun:
    """One run in progress: the state it writes, the conversation, and the steps it may take.

    Each method is one idea of the loop, so it can be read, and assembled, one at a time:
    :meth:`ask` the model; :meth:`search`, which writes typed evidence to the state;
    :meth:`request_forecast` and :meth:`request_abstention`, requests the harness may refuse;
    then :meth:`forecast`, :meth:`abstained`, :meth:`out_of_budget` or :meth:`failed`, which
    end it with its artifact. Nothing here reads the wall clock.
    """

    def __init__(self, agent: ResearchAgent, question: ForecastQuestion, now: datetime) -> None:
        self.agent = agent
        self.question = question
        self.now = now
        self.state = AgentState(
            question=question.question,
            cutoff_date=question.cutoff_date,
            run_id=f"{question.question_id or 'question'}/{agent.agent_id}",
            synthesis_status=SynthesisStatus.IN_PROGRESS,
        )
        self.messages = [
            ChatMessage("system", agent.system_prompt),
            ChatMessage("user", build_step_prompt(question, now, agent.show_market_price)),
        ]
        self.traces: list[AgentTrace] = []
        self.usage = TokenUsage()
        self.gate_checks: list[list[QualityGateResult]] = []
        self.error: str | None = None
        self.queries_seen: set[str] = set()
        self.types_requested: set[str] = set()
        # document_key -> the id the model cites it by: the identity the coverage gate counts
        # by, so two documents without a URL are two ids, as they are two documents to the gate
        self.labels: dict[str, str] = {}
        self.received: dict[str, SearchResult] = {}  # id -> the document
        self.new_per_search: list[int] = []
        self.cited: list[dict[str, str]] = []
        # Everything the harness itself wrote to the model, so an abstention reason that merely
        # repeats it can be told apart from the model's own.
        self.harness_text: list[str] = [agent.system_prompt]

    # ---------------------------------------------------------------- a step

    def ask(self, step: int) -> str | None:
        """The model's reply to the conversation so far; None (and the error kept) if the
        provider failed, which ends the run as ``failed``."""
        try:
            reply, usage = self.agent.llm.complete_with_usage(
                self.messages, json_mode=RESEARCH_ACTION_SCHEMA
            )
        except ProviderError as error:
            self.traces.append(AgentTrace(step, StepAction.PROVIDER_ERROR, llm_raw=str(error)))
            self.error = str(error)
            return None
        self.usage = self.usage + usage
        # A reply too long to be an action is kept clipped (its length and digest marked): the
        # conversation is sent whole at every later step, and the record keeps the reply whole.
        self.messages.append(ChatMessage("assistant", conversation_reply(reply)))
        return reply

    def reject(self, step: int, reply: str, action: ParsedAction) -> None:
        """A reply that is not one valid action: recorded (clipped as the conversation keeps
        it: see :func:`conversation_reply`), and the model told what was wrong."""
        raw = conversation_reply(reply)
        self.traces.append(AgentTrace(step, action.failure or StepAction.INVALID, llm_raw=raw))
        self.tell(f"Rejected: {action.error}. Reply with one valid JSON action.")

    def search(self, step: int, query: str, evidence_type: str) -> None:
        """Run the model's search through the executor and write what it found into the state.

        A query holding template text is refused; a repeated one is refused too, and under
        ``on_repeat="harness-search"`` the harness then runs its own search for what is missing
        (:meth:`repeat_refused`).
        """
        copied = template_text_in(query)
        if copied is not None:
            self.traces.append(AgentTrace(step, StepAction.SCHEMA_FAILURE, query=query))
            self.tell(
                f"Rejected: the query contains {copied!r}, which is the harness's wording, not "
                "a search. Write a few words of your own about the question."
            )
            return
        sent = _query_sent(query, evidence_type)
        if _query_key(sent) in self.queries_seen:
            # Small models loop on one query; a repeat costs a step and buys nothing.
            self.traces.append(AgentTrace(step, StepAction.DUPLICATE_SEARCH, query=sent))
            self.repeat_refused(step, query)
            return
        self.run_search(step, query, evidence_type)

    def repeat_refused(self, step: int, query: str) -> None:
        """After a refused repeat: the harness's own search for what is missing, when
        ``on_repeat`` asks for it and :meth:`harness_search` has one; else the refusal,
        naming the next search."""
        refusal = (
            f'Rejected: you already searched for "{query}", and the same words find the same '
            "documents."
        )
        chosen = self.harness_search() if self.agent.on_repeat == "harness-search" else None
        if chosen is None:
            self.tell(f"{refusal} {self.next_search()}")
            return
        kind, harness = chosen
        note = (
            f"{refusal} The harness searched for the missing {kind} evidence itself, with the "
            f'query "{harness}":'
        )
        self.run_search(step, harness, kind, chosen_by="harness", note=note)

    def harness_search(self) -> tuple[str, str] | None:
        """The search the harness runs itself after a refused repeat: the first evidence type
        the coverage gate still misses whose :func:`harness_query` has not been sent in this
        run, with that query; None when no type is missing or each one's has been sent."""
        for kind in self.missing_types():
            query = harness_query(self.question, kind)
            if query is not None and _query_key(query) not in self.queries_seen:
                return kind, query
        return None

    def run_search(
        self,
        step: int,
        query: str,
        evidence_type: str,
        *,
        chosen_by: str = "model",
        note: str | None = None,
    ) -> None:
        """Send one search through the executor and write what it found into the state.

        ``chosen_by`` says whose query it is, on the step and the tool-trace entry; ``note``,
        when given, opens the message that brings the documents to the model.
        """
        sent = _query_sent(query, evidence_type)
        self.queries_seen.add(_query_key(sent))
        self.types_requested.add(evidence_type)
        executor = self.agent.executor
        results = executor.execute_search(
            sent,
            max_results=self.agent.max_search_results,
            cutoff_date=self.question.cutoff,
            question=self.question,
        )
        entry = executor.execution_log[-1]
        labels = self.label(results)
        documents = [
            {
                **d.to_dict(),
                "id": self.labels.get(document_key(d.to_dict())) if d.outcome == "kept" else None,
            }
            for d in entry.decisions
        ]
        self.traces.append(
            AgentTrace(
                step,
                StepAction.SEARCH,
                query=sent,
                results=results,
                documents=documents,
                chosen_by=chosen_by,
            )
        )
        found = self.record_evidence(sent, evidence_type, results, entry.client)
        self.state.tool_trace.append(
            ToolTraceEntry.from_execution(
                entry,
                step=step,
                query=query,
                evidence_type=evidence_type,
                types_found=found,
                chosen_by=chosen_by,
            ).to_dict()
        )
        coverage = self.agent.coverage.check(self.state)
        may_abstain = self.stalled and not self.unsearched(coverage)
        progress = coverage_progress(found, coverage, stalled=may_abstain)
        if note is not None:
            self.harness_text.append(note)
        self.harness_text.append(progress)
        if entry.status == ToolStatus.SUCCESS:
            outcome = format_documents(results, labels)
        else:
            outcome = format_search_outcome(entry, results)
        opening = "" if note is None else f"{note}\n\n"
        self.messages.append(ChatMessage("tool", f"{opening}{outcome}\n\n{progress}"))

    def label(self, results: Sequence[SearchResult]) -> list[str]:
        """The id of each result (a new document gets the next one); counts what was new.

        A document is known by :func:`forecasting_agents.agent._state.document_key`, as the coverage
        gate counts it: one id per document the gate counts once.
        """
        new = 0
        keys = [document_key(result.to_dict()) for result in results]
        for key, result in zip(keys, results, strict=True):
            if key not in self.labels:
                new += 1
                self.labels[key] = document_label(len(self.labels) + 1)
                self.received[self.labels[key]] = result
        self.new_per_search.append(new)
        return [self.labels[key] for key in keys]

    @property
    def stalled(self) -> bool:
        """Did the last :data:`STALLED_SEARCHES` searches find no document not seen before?"""
        recent = self.new_per_search[-STALLED_SEARCHES:]
        return len(recent) == STALLED_SEARCHES and not any(recent)

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

    # ---------------------------------------------------------------- requests

    def request_forecast(self, step: int, reply: str, cited: str) -> bool:
        """A forecast is a request: accepted only if it cites documents the agent was given
        and every gate passes on the state now."""
        ids, unknown = self.cited_ids(cited)
        if unknown or not ids:
            self.traces.append(AgentTrace(step, StepAction.SCHEMA_FAILURE, llm_raw=reply))
            given = ", ".join(self.received) or "none yet"
            problem = (
                f"cites {', '.join(unknown)}, which no search gave you"
                if unknown
                else "cites no document"
            )
            self.tell(
                f"Rejected: the forecast {problem}. Cite the ids of the documents it rests on, "
                f"from: {given}."
            )
            return False
        gates = run_quality_gates(self.state, as_of=self.now, coverage=self.agent.coverage)
        self.gate_checks.append(gates)
        refused = [g for g in gates if not g.passed]
        if refused:
            self.traces.append(AgentTrace(step, StepAction.GATE_REFUSED, llm_raw=reply))
            self.tell(refusal_message(refused))
            return False
        self.traces.append(AgentTrace(step, StepAction.FORECAST, llm_raw=reply))
        self.cited = [
            {"id": i, "url": self.received[i].url, "title": self.received[i].title} for i in ids
        ]
        return True

    def cited_ids(self, cited: str) -> tuple[list[str], list[str]]:
        """The ids ``cited`` names, in order, and those of them the agent was never given."""
        named = [part.strip().upper() for part in cited.replace(";", ",").split(",")]
        ids = list(dict.fromkeys(part for part in named if part))
        return ids, [i for i in ids if i not in self.received]

    def request_abstention(self, step: int, reply: str, reason: str) -> bool:
        """An abstention is a request too: refused until the agent's searches stop finding new
        documents, or when its reason only repeats the harness's words."""
        refusal = self.abstention_refusal(reason)
        if refusal is None:
            self.traces.append(AgentTrace(step, StepAction.ABSTAIN, llm_raw=reply))
            return True
        self.traces.append(AgentTrace(step, StepAction.ABSTAIN_REFUSED, llm_raw=reply))
        self.tell(refusal)
        return False

    def abstention_refusal(self, reason: str) -> str | None:
        if not self.state.tool_trace:
            return (
                "Abstention not accepted: you have not searched yet, so you cannot know what "
                f"is missing. Search first: {search_hint('search_results')}."
            )
        if not self.stalled:
            return (
                "Abstention not accepted: your last searches still found new documents, so "
                f"searching on may find what is missing. {self.next_search()}"
            )
        unsearched = self.unsearched()
        if unsearched:
            return (
                "Abstention not accepted: you have not searched for "
                f"{' or '.join(unsearched)} evidence yet. {self.next_search()}"
            )
        if _repeats(reason, self.harness_text):
            return (
                "Abstention not accepted: your reason repeats the instructions you were sent. "
                "If you abstain, say in your own words what your searches found and why it is "
                "not enough; otherwise search again or forecast."
            )
        return None

    def missing_types(self, coverage: QualityGateResult | None = None) -> list[str]:
        """The evidence types the coverage gate still misses (checked now unless given)."""
        checked = coverage or self.agent.coverage.check(self.state)
        return list(checked.details["missing_types"])

    def unsearched(self, coverage: QualityGateResult | None = None) -> list[str]:
        """The evidence types still missing that the agent has never searched for."""
        return [kind for kind in self.missing_types(coverage) if kind not in self.types_requested]

    def next_search(self) -> str:
        """What to search for next: each evidence type still missing, else new words."""
        hints = [search_hint(kind) for kind in self.missing_types()]
        if hints:
            return f"Search for what is still missing: {'; '.join(hints)}."
        return (
            "Search with different words: name the question's event, people or dates another way."
        )

    def tell(self, text: str) -> None:
        self.harness_text.append(text)
        self.messages.append(ChatMessage("user", text))

    # ---------------------------------------------------------------- endings

    def forecast(self, p_yes: float, rationale: str) -> AgentForecastArtifact:
        """End with the accepted forecast, its probability clipped into FORECAST_RANGE."""
        clipped, raw = clip_forecast(p_yes)
        return self.finish(ArtifactStatus.FORECAST, clipped, rationale, p_yes_raw=raw)

    def abstained(self, reason: str) -> AgentForecastArtifact:
        return self.finish(ArtifactStatus.ABSTAINED, None, f"{ABSTAIN_PREFIX}{reason}")

    def failed(self) -> AgentForecastArtifact:
        return self.finish(ArtifactStatus.FAILED, None, f"provider error: {self.error}")

    def out_of_budget(self) -> AgentForecastArtifact:
        """The budget ended with no accepted forecast or abstention: the harness says why."""
        reason = "step budget exhausted without a forecast"
        if self.gate_checks:
            # Re-run on the final state: evidence gathered after the last refusal counts.
            refused = [
                g
                for g in run_quality_gates(self.state, as_of=self.now, coverage=self.agent.coverage)
                if not g.passed
            ]
            if refused:
                names = ", ".join(f"{g.gate_name} ({g.reason})" for g in refused)
                reason = f"step budget exhausted with gates still refusing: {names}"
        return self.finish(ArtifactStatus.BUDGET_EXHAUSTED, None, reason)

    def finish(
        self,
        status: ArtifactStatus,
        p_yes: float | None,
        rationale: str,
        *,
        p_yes_raw: float | None = None,
    ) -> AgentForecastArtifact:
        self.state.synthesis_status = SYNTHESIS_STATUS_OF_OUTCOME[status].value
        searches = [t for t in self.traces if t.action == StepAction.SEARCH]
        return AgentForecastArtifact(
            agent_id=self.agent.agent_id,
            p_yes=p_yes,
            rationale=rationale,
            traces=self.traces,
            token_usage=self.usage,
            search_queries_made=len(searches),
            sources_consulted=sum(len(t.results) for t in searches),
            status=status,
            p_yes_raw=p_yes_raw,
            cited=self.cited if status == ArtifactStatus.FORECAST else [],
        )


def _base_rate_query(query: str) -> str:
    """The query the harness sends for a base-rate search: the model's words plus whichever of
    :data:`BASE_RATE_QUERY_TERMS` they do not already contain (so a second pass adds nothing)."""
    have = set(query.lower().split())
    added = [term for term in BASE_RATE_QUERY_TERMS.split() if term not in have]
    return " ".join([query, *added])


def _query_sent(query: str, evidence_type: str) -> str:
    """What the harness sends for a search of ``evidence_type`` asking for ``query``."""
    return _base_rate_query(query) if evidence_type == "base_rate" else query


def _query_key(sent: str) -> str:
    """What makes two sent queries the same search: their words, case and spacing aside."""
    return " ".join(sent.lower().split())


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
