"""Can a backtest's documents meet the coverage gate? Checked before any model call.

The coverage gate refuses a forecast until the agent's searches have found enough distinct
documents of the required evidence types (:class:`forecasting_agents.agent.CoverageRequirements`).
A question whose documents cannot supply them can only end ``budget_exhausted`` or abstained,
after spending its whole budget: a corpus with one background document per question (an imported
ForecastBench round) is such a corpus under the course's defaults.
:func:`check_coverage_feasibility` says so beforehand, per question, and
:func:`enforce_coverage_feasibility` prints the report and stops the run or lets it go on, as the
caller chose (:data:`INFEASIBLE_MODES`).

Conventions
-----------
- What a question *can find* is its own documents and the shared ones (as
  :class:`forecasting_agents.search.QuestionCorpus` serves them), less what the search controls
  would remove from any result list: the cutoff, undated documents, the leak check under the run's
  policy and the source policy. The controls are those of the executor the runner's agents search
  through, built by the same :func:`forecasting_agents.evaluation.research_agent`, and applied with
  :meth:`forecasting_agents.search.ToolExecutor.screen`: no search client and no model is called.
- Documents are counted as the gate counts them (:func:`forecasting_agents.agent.document_key`),
  and each supplies the evidence type its ``kind`` maps to (:data:`EVIDENCE_TYPE_OF_KIND`). A
  document without a ``kind`` supplies whichever type the search that finds it asked for, so it
  counts toward every required type.
- The verdict is an upper bound: a question reported infeasible cannot pass the gate (no ranking
  of its documents could change that), while one reported feasible still needs searches whose
  words find its documents.
- The step budget is checked once for the run: ``max_steps - 1`` searches (the last reply must be
  the forecast) of ``max_search_results`` documents each is the most any agent can find.
- With a live search client (or a per-agent factory that is not a corpus) nothing can be known
  before the run; the report says so once and checks only the budget.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Literal

from forecasting_agents.agent._state import CoverageRequirements, document_key
from forecasting_agents.core._schemas import (
    EVIDENCE_TYPE_OF_KIND,
    EVIDENCE_TYPES,
    ChatMessage,
    ForecastQuestion,
    JsonMode,
    SearchResult,
    TokenUsage,
)
from forecasting_agents.evaluation._backtest import (
    BacktestSettings,
    SearchSource,
    research_agent,
)
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.search._corpus import QuestionCorpus
from forecasting_agents.search._executor import ToolExecutor

__all__ = [
    "COVERAGE_REPORT_PREFIX",
    "DEFAULT_INFEASIBLE_MODE",
    "INFEASIBLE_MODES",
    "CoverageFeasibility",
    "InfeasibleCoverageError",
    "InfeasibleMode",
    "QuestionCoverage",
    "check_coverage_feasibility",
    "enforce_coverage_feasibility",
]


InfeasibleMode = Literal["stop", "warn"]
INFEASIBLE_MODES: tuple[InfeasibleMode, ...] = ("stop", "warn")
"""What a run does when some question cannot meet the coverage requirements: ``stop`` before
any model call, or ``warn`` and run every question anyway."""

DEFAULT_INFEASIBLE_MODE: InfeasibleMode = "stop"
"""Stop: an infeasible question's agents can only spend their budget without a forecast, and
one flag (``--infeasible warn``) runs them anyway; a run that stopped spent nothing."""

COVERAGE_REPORT_PREFIX = "coverage check"
"""Starts every line of the report, so it reads apart from the runner's progress lines."""

_REMOVED_BY = {  # in the order the executor applies its controls
    "removed_by_cutoff": "published on or after the cutoff",
    "removed_undated": "undated",
    "removed_by_leak_check": "by the leak check",
    "removed_by_policy": "by the source policy",
}
"""What each of the executor's removal counts (``REMOVAL_COUNTS``) means, in the report's words."""


class InfeasibleCoverageError(BacktestConfigError):
    """Questions cannot meet the coverage requirements, and the run was told to stop."""


@dataclass(frozen=True)
class QuestionCoverage:
    """What one question's searches can find, and why it cannot meet the requirements, if so.

    ``available`` counts its own and the shared documents, ``removed`` what the controls take
    from them (by :data:`forecasting_agents.search.REMOVAL_COUNTS` name, nonzero only),
    ``distinct`` the distinct documents left, ``by_type`` those of them with a ``kind`` per
    evidence type, and ``untyped`` those without one. ``too_few`` (fewer distinct documents
    than required) and ``missing_types`` are what it lacks, and ``problems`` says so in words;
    ``problems`` is empty when it can.
    """

    question_id: str
    available: int
    removed: dict[str, int]
    distinct: int
    by_type: dict[str, int]
    untyped: int
    too_few: bool
    missing_types: tuple[str, ...]
    problems: tuple[str, ...]

    @property
    def feasible(self) -> bool:
        return not self.problems

    def line(self) -> str:
        """One line of the report: the problems, then what the question can find."""
        found = [f"{n} {kind}" for kind, n in self.by_type.items()]
        found += [f"{self.untyped} without a kind"] if self.untyped else []
        removed = [
            f"{self.removed[name]} {why}"
            for name, why in _REMOVED_BY.items()
            if name in self.removed
        ]
        found += [f"removed {', '.join(removed)}"] if removed else []
        noun = "document" if self.available == 1 else "documents"
        where = f"can find {self.distinct} of {self.available} {noun}"
        detail = f"{where}: {', '.join(found)}" if found else where
        return f"  {self.question_id}: {'; '.join(self.problems)} [{detail}]"


@dataclass(frozen=True)
class CoverageFeasibility:
    """The check's verdict for a run: per question when the documents are known.

    ``questions`` is empty and ``unknown`` says why when the searches go to a live client;
    ``budget_problem`` is set when the step budget alone rules the requirements out.
    """

    coverage: CoverageRequirements
    questions: tuple[QuestionCoverage, ...]
    budget_problem: str | None = None
    unknown: str | None = None

    @property
    def infeasible(self) -> list[QuestionCoverage]:
        """The questions that cannot meet the requirements, in run order."""
        return [q for q in self.questions if not q.feasible]

    @property
    def blocked(self) -> bool:
        """Is any question known to be unable to meet the requirements?"""
        return bool(self.budget_problem or self.infeasible)

    def lines(self) -> list[str]:
        """The report: what the gate asks for, then what stands in its way, if anything."""
        said = [f"the coverage gate asks for {self.coverage.describe()}"]
        if self.budget_problem:
            said.append(f"for every question, {self.budget_problem}")
        total, bad = len(self.questions), self.infeasible
        if self.unknown:
            said.append(self.unknown)
        elif not bad:
            can = "could meet it, but the budget cannot" if self.budget_problem else "can meet it"
            every = "the 1 question" if total == 1 else f"all {total} questions"
            said.append(f"the documents of {every} {can}")
        else:
            said.append(
                f"{len(bad)} of {total} questions cannot meet it ({_tally(bad)}), so none of "
                "their agents can have a forecast accepted:"
            )
        lines = [f"{COVERAGE_REPORT_PREFIX}: {text}" for text in said]
        return lines + [q.line() for q in bad]


def _tally(questions: Sequence[QuestionCoverage]) -> str:
    """How many questions lack what: ``74 too few documents, 74 no base_rate document``."""
    counts = {"too few documents": sum(q.too_few for q in questions)}
    for kind in EVIDENCE_TYPES:
        counts[f"no {kind} document"] = sum(kind in q.missing_types for q in questions)
    return ", ".join(f"{n} {what}" for what, n in counts.items() if n)


def check_coverage_feasibility(
    questions: Sequence[ForecastQuestion], documents: SearchSource, settings: BacktestSettings
) -> CoverageFeasibility:
    """Can each question's documents meet the coverage requirements of ``settings``?

    ``documents`` is what :func:`forecasting_agents.evaluation.run_backtest` takes: a corpus
    (a :class:`QuestionCorpus`, or a list of ``CorpusDocument`` or ``SearchResult``), or a
    search client or factory, for which nothing can be known beforehand. Calls no model and
    no search client (see the module docstring for what is counted).
    """
    coverage = CoverageRequirements(settings.min_documents, settings.required_types)
    budget = _budget_problem(settings, coverage)
    corpus = _corpus_of(documents)
    if corpus is None:
        name = getattr(documents, "client_name", None) or getattr(documents, "__name__", None)
        name = name or type(documents).__name__
        unknown = (
            f"searches go to a search client ({name}), so what they can find cannot be known "
            "before the run; no question was checked against its documents"
        )
        return CoverageFeasibility(coverage, (), budget, unknown)
    executor = research_agent(_NoModel(), None, "coverage-check", settings).executor
    checked = tuple(_question(q, corpus, executor, coverage) for q in questions)
    return CoverageFeasibility(coverage, checked, budget)


def enforce_coverage_feasibility(
    report: CoverageFeasibility,
    mode: InfeasibleMode = DEFAULT_INFEASIBLE_MODE,
    *,
    say: Callable[[str], None] | None = None,
    hint: str = "",
) -> None:
    """Print ``report``; in ``stop`` mode, raise if any question is known to be infeasible.

    Lines go to ``say``; by default to standard output, or to standard error when the report
    finds a problem. The error, an :class:`InfeasibleCoverageError` (a ``BacktestConfigError``),
    is raised before anything ran and ends with ``hint`` (what the caller's user can change);
    in ``warn`` mode the caller goes on and runs every question.
    """
    if mode not in INFEASIBLE_MODES:
        raise ValueError(f"infeasible: got {mode!r}; accepted: {', '.join(INFEASIBLE_MODES)}")
    say = say or partial(print, file=sys.stderr if report.blocked else sys.stdout, flush=True)
    for line in report.lines():
        say(line)
    if report.blocked and mode == "stop":
        raise InfeasibleCoverageError(_stop_message(report) + (f". {hint}" if hint else ""))
    if report.blocked:
        say(f"{COVERAGE_REPORT_PREFIX}: running every question anyway (warn)")


def _stop_message(report: CoverageFeasibility) -> str:
    if report.budget_problem:
        who = f"any question: {report.budget_problem}"
    else:
        who = f"{len(report.infeasible)} of {len(report.questions)} questions (listed above)"
    return (
        f"the coverage requirements ({report.coverage.describe()}) cannot be met by {who}; "
        "stopped before any model call"
    )


def _corpus_of(documents: SearchSource) -> QuestionCorpus | None:
    """The corpus the runner would search, or None for a search client or a factory."""
    if isinstance(documents, QuestionCorpus):
        return documents
    if callable(getattr(documents, "search", None)) or callable(documents):
        return None
    if isinstance(documents, str | bytes) or not isinstance(documents, Sequence):
        raise TypeError(
            f"documents: got {type(documents).__name__}; accepted: a QuestionCorpus, a list of "
            "CorpusDocument or SearchResult, a search client, or a (question, member) factory"
        )
    return QuestionCorpus(documents)


def _budget_problem(settings: BacktestSettings, coverage: CoverageRequirements) -> str | None:
    """Why the step budget alone cannot reach ``min_documents``, or None."""
    searches = settings.max_steps - 1  # the last reply must be the forecast
    most = searches * settings.max_search_results
    if most >= coverage.min_documents:
        return None
    replies = "reply" if settings.max_steps == 1 else "replies"
    return (
        f"a budget of {settings.max_steps} {replies} leaves at most {searches} searches of "
        f"{settings.max_search_results} documents, so {most} documents, fewer than "
        f"{coverage.min_documents}"
    )


def _question(
    question: ForecastQuestion,
    corpus: QuestionCorpus,
    executor: ToolExecutor,
    coverage: CoverageRequirements,
) -> QuestionCoverage:
    """What ``question`` can find through the controls, against the requirements."""
    available = corpus.client_for(question.question_id).documents
    kept, removed = executor.screen(available, question.cutoff, question=question)
    typed, untyped = _distinct_by_type(kept)
    distinct = len(untyped.union(*typed.values()))
    too_few = distinct < coverage.min_documents
    missing = tuple(k for k in coverage.required_types if not (typed.get(k) or untyped))
    problems = [f"no {kind} document" for kind in missing]
    if too_few:
        noun = "document" if distinct == 1 else "documents"
        minimum = f"below the minimum of {coverage.min_documents}"
        problems.insert(0, f"{distinct} distinct {noun}, {minimum}")
    return QuestionCoverage(
        question_id=question.question_id,
        available=len(available),
        removed={name: n for name, n in removed.items() if n},
        distinct=distinct,
        by_type={kind: len(typed[kind]) for kind in EVIDENCE_TYPES if kind in typed},
        untyped=len(untyped),
        too_few=too_few,
        missing_types=missing,
        problems=tuple(problems),
    )


def _distinct_by_type(documents: Sequence[SearchResult]) -> tuple[dict[str, set[str]], set[str]]:
    """The documents' keys (:func:`document_key`) by the evidence type their ``kind`` supplies,
    and the keys of those without one, which supply whichever type a search asks for."""
    typed: dict[str, set[str]] = {}
    untyped: set[str] = set()
    for document in documents:
        key = document_key(document.to_dict())
        kind = EVIDENCE_TYPE_OF_KIND.get(document.kind or "")  # as document_evidence_type reads it
        if kind is None:
            untyped.add(key)
        else:
            typed.setdefault(kind, set()).add(key)
    return typed, untyped


class _NoModel:
    """The model of the agent built only for its executor: the check never asks it anything."""

    model_name = "none (coverage check)"

    def complete(self, messages: list[ChatMessage], json_mode: JsonMode = False) -> str:
        return self.complete_with_usage(messages, json_mode)[0]

    def complete_with_usage(
        self, messages: list[ChatMessage], json_mode: JsonMode = False
    ) -> tuple[str, TokenUsage]:
        raise AssertionError("the coverage check calls no model")
