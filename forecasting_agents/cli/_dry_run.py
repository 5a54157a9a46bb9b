"""``backtest --dry-run``: what a run would do and cost, without a model call or a socket.

After the coverage check (which the command has printed), it counts the agent runs left to do
(the questions to run, less those infeasible and those ``--out`` already holds a record of:
looked for, never opened nor written) and prints the estimate of
:func:`forecasting_agents.evaluation._cost.estimate_backtest`: model calls, input and output
tokens and their cost at the catalog's declared price, with that price's source and date. The
model is the one the live client would use (``--model``, its variable, or the catalog's default),
read without building the client, so a dry run needs no key. With ``--max-cost`` it says whether
the most the run could cost is within the cap.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence

from forecasting_agents.core._formats import CorpusDocument
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.evaluation._backtest import (
    CORPUS_CLIENT,
    BacktestSettings,
    research_agent,
)
from forecasting_agents.evaluation._cost import cost_of, estimate_backtest
from forecasting_agents.evaluation._mock import MOCK_RESEARCH_MODEL
from forecasting_agents.providers._factory import model_for
from forecasting_agents.search._corpus import QuestionCorpus

__all__ = ["dry_run_lines"]


def dry_run_lines(
    args: argparse.Namespace,
    questions: Sequence[ForecastQuestion],
    documents: Sequence[CorpusDocument],
    settings: BacktestSettings,
    infeasible: Mapping[str, str],
) -> list[str]:
    """The lines ``--dry-run`` prints after the coverage check."""
    saved = _saved_ids(args, questions)
    todo = [q for q in questions if q.question_id not in infeasible and q.question_id not in saved]
    counted = [f"{len(questions)} questions"]
    counted += [f"{len(infeasible)} infeasible, not run"] if infeasible else []
    counted += [f"{len(saved)} already saved in {args.out}"] if saved else []
    lines = [f"dry run: {', '.join(counted)}; {len(todo)} to run, {settings.agents} agents each"]
    if not todo:
        return [*lines, "dry run: nothing to run, so nothing to spend"]
    provider = args.provider
    model = MOCK_RESEARCH_MODEL if provider == "mock" else model_for(provider, args.model)
    corpus = QuestionCorpus(documents, name=CORPUS_CLIENT)
    estimate = estimate_backtest(todo, corpus, settings, (provider, model, None), research_agent)
    lines += estimate.lines()
    if settings.leak_judge == "model":  # one call per distinct document it reads: not sized
        most = settings.max_steps * settings.search_pool  # the pool is at least the page
        lines.append(
            "dry run: --leak-judge model adds one model call per distinct document an agent "
            f"reads, up to {most} an agent run (--max-steps x the search pool); not counted above"
        )
    if args.max_cost is not None:
        lines.append(_cap_line(args.max_cost, estimate))
    return lines


def _saved_ids(args: argparse.Namespace, questions: Sequence[ForecastQuestion]) -> set[str]:
    """The questions ``--out`` holds a record of (a resume would skip them): looked for only."""
    records = args.out / "records"
    return {q.question_id for q in questions if (records / f"{q.question_id}.json").is_file()}


def _cap_line(cap: float, estimate) -> str:
    if estimate.price is None:
        return (
            f"dry run: --max-cost ${cap:g} would be refused: the model has no declared price, so "
            "its spend cannot be counted"
        )
    most = cost_of(estimate.price, *estimate.tokens(estimate.max_steps))
    if most <= cap:
        return f"dry run: --max-cost ${cap:g}: the most this run could cost is within it"
    return (
        f"dry run: --max-cost ${cap:g}: the run could cost more, and would then stop before the "
        "call that could pass it, resumable with a larger cap"
    )
