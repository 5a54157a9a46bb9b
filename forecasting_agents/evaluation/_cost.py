"""What a backtest will cost, before it spends (``--dry-run``), and a cap on it (``--max-cost``).

Prices are the catalog's (:class:`forecasting_agents.core.ModelInfo`: dollars per million input and
output tokens, declared by hand with their source and date, never fetched). Tokens are counted the
one way both parts share, :func:`estimate_tokens`: one per :data:`CHARS_PER_TOKEN` characters of
the messages, more than a tokenizer gives for English text, so an estimate errs high; a reply is
counted at the client's ``max_tokens``, the most it may be.

- :func:`estimate_backtest` (the dry run) sizes a run without a model call and without a socket:
  the research mock (:class:`forecasting_agents.evaluation.BacktestMockLLMClient`) plays one agent
  on a few of the questions, through the same agent the runner builds and the same corpus, and
  the prompts it is sent give the size of the first prompt and how much each step adds. From
  these: the agent runs, their model calls (at most each agent's budget; the mock's plan needs
  fewer), the input and output tokens, and the cost at the model's declared price.
- :class:`CostCap` (the cap) is shared by every agent of a run. Before each model call it adds
  the call's estimated cost (its messages, a reply of ``max_tokens``) to what was spent (the
  calls' reported token usage at the declared price) and to the calls in flight; if that could
  pass the cap, the call is not made: :class:`CostCapReached` stops the run as Ctrl-C does, the
  questions already saved stay saved, and the same command with a larger cap resumes. A resumed
  run counts what its saved records spent (:func:`records_cost`), so the cap is the run
  directory's, across resumes; the calls of a question that was not saved (the run stopped
  before its panel finished) are not counted again, as their record is gone.

Conventions: standard library only, no clock; display and control only, nothing here reaches a
record (a cap is not a recorded setting, so a resume may raise it).
"""

from __future__ import annotations

import math
import threading
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from forecasting_agents.agent._research import default_as_of
from forecasting_agents.core._catalog import ModelInfo, model_info
from forecasting_agents.core._clients import is_question_corpus
from forecasting_agents.core._errors import StopRunError
from forecasting_agents.core._schemas import ChatMessage, ForecastQuestion, JsonMode, TokenUsage
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.providers._base import DEFAULT_MAX_TOKENS

__all__ = [
    "CHARS_PER_TOKEN",
    "SIZING_SAMPLE",
    "CappedClient",
    "CostCap",
    "CostCapReached",
    "CostEstimate",
    "check_max_cost",
    "cost_of",
    "estimate_backtest",
    "estimate_tokens",
    "price_line",
    "priced_model",
    "records_cost",
    "usage_of",
]

CHARS_PER_TOKEN = 3.0
"""Characters per token when counting a prompt: fewer than English text averages (about 4), so
the counts, and the cap's estimates, err high."""
SIZING_SAMPLE = 12
"""Questions the dry run plays the mock on (spread evenly over the run) to size the prompts."""


def estimate_tokens(messages: Iterable[ChatMessage]) -> int:
    """Tokens a request of ``messages`` holds, counted high (see :data:`CHARS_PER_TOKEN`)."""
    return math.ceil(sum(len(m.content) for m in messages) / CHARS_PER_TOKEN)


def cost_of(price: ModelInfo, prompt_tokens: float, completion_tokens: float) -> float:
    """Dollars for these tokens at ``price`` (an entry with a declared price)."""
    inp, out = price.price or (0.0, 0.0)
    return (prompt_tokens * inp + completion_tokens * out) / 1e6


def priced_model(provider: str, model: str) -> ModelInfo | None:
    """The catalog entry of ``provider:model`` when it declares a price; else None."""
    entry = model_info(f"{provider}:{model}")
    return entry if entry is not None and entry.price is not None else None


def price_line(provider: str, model: str) -> str:
    """Where the price comes from, in words: the entry, its source and its date."""
    entry = priced_model(provider, model)
    if entry is None:
        return (
            f"prices: none declared for {provider}:{model} in the catalog "
            "(forecasting_agents/core/_catalog.py, MODELS), so no cost is estimated"
        )
    inp, out = entry.price or (0.0, 0.0)
    dated = f", declared {entry.price_date}" if entry.price_date else ""
    return (
        f"prices: {provider}:{entry.name}, ${inp:g} per million input tokens and ${out:g} per "
        f"million output tokens ({entry.price_note}{dated}; from the catalog, "
        "forecasting_agents/core/_catalog.py, never fetched: check the provider's page)"
    )


def check_max_cost(value: object) -> float:
    """``value`` as a cap in dollars: a finite number, 0 or more; else BacktestConfigError."""
    valid = isinstance(value, int | float) and not isinstance(value, bool)
    if not valid or not math.isfinite(value) or value < 0:
        raise BacktestConfigError(
            f"max_cost: got {value!r}; accepted: a number of US dollars, 0 or more"
        )
    return float(value)


def records_cost(price: ModelInfo, usages: Iterable[TokenUsage]) -> float:
    """What saved agent runs spent: their reported token usage at ``price``."""
    used = sum(usages, TokenUsage())
    return cost_of(price, used.prompt_tokens, used.completion_tokens)


# --------------------------------------------------------------------------- the cap


class CostCapReached(StopRunError):
    """The next model call could take the run's spend past ``--max-cost``: the run stops."""


class CostCap:
    """The run's spend against ``cap`` dollars, shared by every agent: thread-safe.

    ``spent`` starts at what the run's saved records spent (a resumed run). ``max_tokens`` is the
    most a reply may hold, what the estimate of each call counts for its output.
    """

    def __init__(
        self, cap: float, price: ModelInfo, max_tokens: int | None, spent: float = 0.0
    ) -> None:
        self.cap, self.price = check_max_cost(cap), price
        self.max_tokens = max_tokens or DEFAULT_MAX_TOKENS
        self._lock = threading.Lock()
        self._spent, self._reserved = spent, 0.0

    def count_saved(self, usages: Iterable[TokenUsage]) -> None:
        """Add what a resumed run's saved agent runs spent (their reported usage)."""
        cost = records_cost(self.price, usages)
        with self._lock:
            self._spent += cost

    def opening_line(self, saved: int) -> str:
        """The line a capped run opens with: the cap, the price, and what was spent already."""
        inp, out = self.price.price or (0.0, 0.0)
        before = f"; the {saved} questions saved spent ${self.spent:.4f}" if saved else ""
        return (
            f"Cost cap: ${self.cap:g} at {self.price.provider}:{self.price.name}'s declared "
            f"${inp:g}/${out:g} per million input/output tokens{before}; each call is checked "
            f"first, counted high (its request at one token per {CHARS_PER_TOKEN:g} characters, "
            f"its reply at {self.max_tokens} tokens)"
        )

    @property
    def spent(self) -> float:
        """Dollars spent so far, by the calls' reported usage (saved records included)."""
        with self._lock:
            return self._spent

    def estimate(self, messages: Sequence[ChatMessage]) -> float:
        """The most a call with ``messages`` may cost, counted high."""
        return cost_of(self.price, estimate_tokens(messages), self.max_tokens)

    def reserve(self, messages: Sequence[ChatMessage]) -> float:
        """Book a call's estimate before it is made; raises :class:`CostCapReached` if the
        spend, the calls in flight and this one could pass the cap. Returns the estimate."""
        estimate = self.estimate(messages)
        with self._lock:
            if self._spent + self._reserved + estimate > self.cap:
                raise CostCapReached(self._message(estimate))
            self._reserved += estimate
        return estimate

    def settle(self, estimate: float, usage: TokenUsage | None) -> None:
        """A booked call returned with ``usage`` (None: it failed, and nothing is charged)."""
        cost = 0.0 if usage is None else records_cost(self.price, [usage])
        with self._lock:
            self._reserved -= estimate
            self._spent += cost

    def _message(self, estimate: float) -> str:
        flight = f" and ${self._reserved:.4f} booked for calls in flight" if self._reserved else ""
        return (
            f"--max-cost ${self.cap:g} reached: ${self._spent:.4f} spent{flight}, and the next "
            f"call may cost up to ${estimate:.4f} ({self.price.provider}:{self.price.name} at its "
            "declared price), so it was not made"
        )


class CappedClient:
    """A model client whose calls go through ``cap`` first (see :class:`CostCap`)."""

    def __init__(self, llm: object, cap: CostCap) -> None:
        self._llm, self._cap = llm, cap

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        booked = self._cap.reserve(messages)
        usage = None
        try:
            text, usage = self._llm.complete_with_usage(messages, json_mode=json_mode)
        finally:
            self._cap.settle(booked, usage)
        return text, usage

    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str:
        return self.complete_with_usage(messages, json_mode=json_mode)[0]

    def __getattr__(self, name: str) -> object:
        return getattr(self._llm, name)


# --------------------------------------------------------------------------- the dry run


class _Sizing(BacktestMockLLMClient):
    """The research mock, noting the size of every request it is sent."""

    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[int] = []

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        self.prompts.append(estimate_tokens(messages))
        return super().complete_with_usage(messages, json_mode=json_mode)


@dataclass(frozen=True)
class CostEstimate:
    """A run's size and cost, before it runs (see :func:`estimate_backtest`)."""

    runs: int
    max_steps: int
    first_prompt: float
    per_step: float
    mock_calls: float
    max_tokens: int
    price_note: str
    price: ModelInfo | None

    def tokens(self, calls: float) -> tuple[float, float]:
        """Input and output tokens of every agent run making ``calls`` calls."""
        steps = calls * self.first_prompt + self.per_step * calls * (calls - 1) / 2
        return self.runs * steps, self.runs * calls * self.max_tokens

    def lines(self) -> list[str]:
        """What the dry run prints, after the coverage check."""
        out = [f"dry run: {self.runs:,} agent runs; no model was called"]
        cases = (
            (f"at most (every agent uses its {self.max_steps} replies)", self.max_steps),
            (f"with the mock's plan ({self.mock_calls:g} calls an agent run)", self.mock_calls),
        )
        for label, calls in cases:
            tin, tout = self.tokens(calls)
            cost = "" if self.price is None else f", ${cost_of(self.price, tin, tout):,.2f}"
            out.append(
                f"dry run: {label}: {round(self.runs * calls):,} model calls, "
                f"{round(tin):,} input tokens, {round(tout):,} output tokens{cost}"
            )
        out.append(
            f"dry run: tokens counted as one per {CHARS_PER_TOKEN:g} characters of each request "
            "(the requests sized by the mock on the questions), and each reply at its limit of "
            f"{self.max_tokens}: both err high"
        )
        out.append(f"dry run: {self.price_note}")
        return out


def estimate_backtest(
    questions: Sequence[ForecastQuestion],
    search: object,
    settings: object,
    model: tuple[str, str, int | None],
    build_agent: object,
) -> CostEstimate:
    """Size a run of ``questions`` (those it will run) without a model call or a socket.

    ``search`` is the run's search client (a corpus); ``model`` is ``(provider, model name,
    max_tokens)``; ``build_agent`` the runner's agent builder,
    :func:`forecasting_agents.evaluation._agent_run.research_agent`, so the prompts are the ones it
    sends.
    """
    provider, name, max_tokens = model
    agents = getattr(settings, "agents", 1)
    sample = _spread(questions, SIZING_SAMPLE)
    firsts, steps, calls = [], [], []
    for question in sample:
        sizing = _Sizing()
        client = search.client_for(question.question_id) if is_question_corpus(search) else search
        build_agent(sizing, client, "agent_1", settings).run(question, default_as_of(question))
        firsts.append(sizing.prompts[0])
        steps += [b - a for a, b in zip(sizing.prompts, sizing.prompts[1:], strict=False)]
        calls.append(len(sizing.prompts))
    return CostEstimate(
        runs=len(questions) * agents,
        max_steps=getattr(settings, "max_steps", 1),
        first_prompt=_mean(firsts),
        per_step=_mean(steps),
        mock_calls=round(_mean(calls), 1),
        max_tokens=max_tokens or DEFAULT_MAX_TOKENS,
        price_note=price_line(provider, name),
        price=priced_model(provider, name),
    )


def _spread(items: Sequence, n: int) -> list:
    """At most ``n`` of ``items``, evenly spread, in order (all of them when there are fewer)."""
    if len(items) <= n:
        return list(items)
    return [items[i * len(items) // n] for i in range(n)]


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def usage_of(records: Mapping[str, object]) -> list[TokenUsage]:
    """The reported token usage of every agent run of the saved ``records``."""
    return [run.artifact.token_usage for record in records.values() for run in record.runs]
