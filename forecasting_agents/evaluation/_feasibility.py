"""Can a backtest's documents meet the coverage gate? Checked before any model call.

The coverage gate refuses a forecast until the agent's searches have found enough distinct
documents of the required evidence types (:class:`forecasting_agents.agent.CoverageRequirements`).
A question whose documents cannot supply them can only end ``budget_exhausted`` or abstained,
after spending its whole budget: a corpus with one background document per question (an imported
ForecastBench round) is such a corpus under the course's defaults.
:func:`check_coverage_feasibility` says so beforehand, per question, naming every document its
searches can never return and why; :func:`enforce_coverage_feasibility` prints the report and
says which questions to record as ``infeasible`` (the default, :data:`INFEASIBLE_MODES`), stops the
run, or lets it go on, as the caller chose.

What a question can find: the bound
-----------------------------------
A question's searches go to its own documents and the shared ones (as
:class:`forecasting_agents.search.QuestionCorpus` serves them), through the controls of the
executor the runner's agents search with (built from the run's settings by
:func:`forecasting_agents.evaluation._agent_run.search_executor`, as theirs is, with no agent or
model). A document counts toward the gate only if some search could return it, which takes three
things:

1. *The controls keep it*: the cutoff, undated documents, the leak check under the run's policy,
   the source policy, applied with :meth:`forecasting_agents.search.ToolExecutor.screen` to each
   document on its own. No search client and no model is called. Every document they remove is
   named with its id, date, the control, its words (for the leak check: the date, the rule and
   the words around it) and what would change the decision (:class:`UnfindableDocument`).
2. *The ranking and the page let it through*: the corpus ranks by BM25, so a document with no
   word a query can match is never returned, and one that ``n`` others outrank on every query
   (:meth:`forecasting_agents.search.CorpusSearchClient.always_ranked_above`) is never in the
   first ``n`` results. When a search cuts its page before the controls (no ``search_pool``),
   a document ranked below ``max_search_results`` such others is never returned, even when the
   controls remove all of them: they take the page. When it fills its page after the controls
   (the default), it is never returned if ``search_pool`` documents outrank it (it is never in
   the pool) or ``max_search_results`` that the controls keep do (the page is full first).
3. *The step budget leaves room*: ``max_steps - 1`` searches (the last reply must be the
   forecast) of ``max_search_results`` documents each is the most any agent can find, checked
   once for the run; and a document without a ``kind`` supplies only the evidence type of the
   search that finds it, so each required type that no document's ``kind`` supplies takes a
   search of its own.

Documents are counted as the gate counts them
(:func:`forecasting_agents.agent._state.document_key`), and each supplies the evidence type its
``kind`` maps to (:data:`EVIDENCE_TYPE_OF_KIND`); one without a ``kind`` counts toward every
required type. The verdict is an upper bound: a question reported infeasible cannot pass the gate
(no words of any search could change that), while one reported feasible still needs searches whose
words find its documents. With a live search client (or a per-agent factory that is not a corpus)
nothing can be known before the run; the report says so once and checks only the budget.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Literal

from forecasting_agents.agent._state import CoverageRequirements, document_key
from forecasting_agents.core._clients import search_source_kind, source_name
from forecasting_agents.core._schemas import (
    EVIDENCE_TYPE_OF_KIND,
    EVIDENCE_TYPES,
    ForecastQuestion,
    SearchResult,
)
from forecasting_agents.core._text import clip, one_line
from forecasting_agents.evaluation._agent_run import search_executor
from forecasting_agents.evaluation._backtest import (
    BacktestSettings,
    SearchSource,
)
from forecasting_agents.evaluation._rundir import BacktestConfigError
from forecasting_agents.search._corpus import QuestionCorpus
from forecasting_agents.search._decisions import CONTROLS, DocumentDecision, control_named
from forecasting_agents.search._domains import result_host
from forecasting_agents.search._executor import MAX_SEARCH_POOL, ToolExecutor
from forecasting_agents.search._leaks import LEAK_POLICIES, judge_leak

__all__ = [
    "COVERAGE_REPORT_PREFIX",
    "DEFAULT_INFEASIBLE_MODE",
    "INFEASIBLE_MODES",
    "MAX_CONTEXT_SHOWN",
    "MAX_REASON_CHARS",
    "RANKING",
    "CoverageFeasibility",
    "InfeasibleCoverageError",
    "InfeasibleMode",
    "QuestionCoverage",
    "UnfindableDocument",
    "check_coverage_feasibility",
    "enforce_coverage_feasibility",
]


InfeasibleMode = Literal["skip", "stop", "warn"]
INFEASIBLE_MODES: tuple[InfeasibleMode, ...] = ("skip", "stop", "warn")
"""What a run does when some question cannot meet the coverage requirements: ``skip`` runs the
others and records each of those as ``infeasible``, with its reason and no model call; ``stop``
stops before any model call; ``warn`` runs every question anyway."""

DEFAULT_INFEASIBLE_MODE: InfeasibleMode = "skip"
"""Skip: an infeasible question's agents could only spend their whole budget without a forecast,
so they are not run, and the rest of a benchmark is not held up by a few questions. A run in
which no question can meet the requirements stops in every mode but ``warn``."""

COVERAGE_REPORT_PREFIX = "coverage check"
"""Starts every line of the report, so it reads apart from the runner's progress lines."""

RANKING = "ranking"
"""The :attr:`UnfindableDocument.cause` of a document the controls keep that no search returns."""

MAX_CONTEXT_SHOWN = 160
"""Most characters of a leak decision's words a line of the report shows."""

MAX_REASON_CHARS = 1000
"""Most characters of the reason an infeasible question's record keeps."""


class InfeasibleCoverageError(BacktestConfigError):
    """Questions cannot meet the coverage requirements, and the run was told to stop (or none
    of them can)."""


@dataclass(frozen=True)
class UnfindableDocument:
    """A document of a question that no search of it can return, and why.

    ``doc_id`` is its ``id`` in the documents file (its URL when it came without one);
    ``cause`` the control that removes it (a :data:`forecasting_agents.search.CONTROLS` name) or
    :data:`RANKING`; ``reason`` that decision in words; for the leak check, ``expression`` the
    date it judged, ``rule`` the rule that decided and ``context`` the words around the date;
    ``changes`` what would change the decision (a flag, or why nothing can).
    """

    doc_id: str
    published: str | None
    cause: str
    reason: str
    changes: str
    expression: str | None = None
    rule: str | None = None
    context: str | None = None

    def line(self) -> str:
        """One line of the report: the document, the decision, and what would change it."""
        words = f' in "{one_line(clip(self.context, MAX_CONTEXT_SHOWN))}"' if self.context else ""
        if self.cause == "leak":
            why = f"{self.expression!r}, rule {self.rule}{words}"
        else:
            why = self.reason
        cause = (
            "no search returns it"
            if self.cause == RANKING
            else f"removed {control_named(self.cause).removed}"
        )
        # Each text from a document file is one bounded line: no file can forge a line here.
        shown, published = (
            one_line(clip(t, MAX_CONTEXT_SHOWN)) for t in (self.doc_id, self.published or "no date")
        )
        return f"    {shown} (published {published}): {cause}: {one_line(why)}; {self.changes}"


@dataclass(frozen=True)
class QuestionCoverage:
    """What one question's searches can find, and why it cannot meet the requirements, if so.

    ``available`` counts its own and the shared documents, ``removed`` what the controls take
    from them (by :data:`forecasting_agents.search._decisions.REMOVAL_COUNTS` name, nonzero only),
    ``unreturned`` those the controls keep that no search returns (see the module docstring),
    ``distinct`` the distinct documents left, ``by_type`` those of them with a ``kind`` per
    evidence type, and ``untyped`` those without one. ``too_few`` (fewer distinct documents
    than required) and ``missing_types`` are what it lacks, and ``problems`` says so in words;
    ``problems`` is empty when it can. ``unfindable`` names every document it cannot find.
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
    unreturned: int = 0
    unfindable: tuple[UnfindableDocument, ...] = ()

    @property
    def feasible(self) -> bool:
        return not self.problems

    @property
    def reason(self) -> str:
        """Why it cannot meet the requirements, and what it can find (empty when it can)."""
        if self.feasible:
            return ""
        found = [f"{n} {kind}" for kind, n in self.by_type.items()]
        found += [f"{self.untyped} without a kind"] if self.untyped else []
        removed = [
            f"{self.removed[c.count]} {c.removed}" for c in CONTROLS if c.count in self.removed
        ]
        found += [f"removed {', '.join(removed)}"] if removed else []
        found += [f"{self.unreturned} no search returns"] if self.unreturned else []
        noun = "document" if self.available == 1 else "documents"
        where = f"can find {self.distinct} of {self.available} {noun}"
        detail = f"{where}: {', '.join(found)}" if found else where
        return f"{'; '.join(self.problems)} [{detail}]"

    def line(self) -> str:
        """One line of the report: the problems, then what the question can find."""
        return f"  {self.question_id}: {self.reason}"

    def explanation(self) -> str:
        """:attr:`reason`, then each document it cannot find (as :meth:`lines` shows them), in
        one text of at most :data:`MAX_REASON_CHARS`: what a record of it says."""
        found = [d.line().strip() for d in self.unfindable]
        return clip(" | ".join([self.reason, *found]), MAX_REASON_CHARS)

    def lines(self) -> list[str]:
        """Its line, then one line per document it cannot find."""
        return [self.line(), *(d.line() for d in self.unfindable)]


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

    @property
    def none_feasible(self) -> bool:
        """Can no question meet the requirements (the budget rules them all out, or each one's
        documents do)? Nothing is known of a live search's questions, so it never is then."""
        return bool(self.budget_problem) or (
            bool(self.questions) and len(self.infeasible) == len(self.questions)
        )

    def reasons(self) -> dict[str, str]:
        """Each infeasible question's id and why, with the documents it cannot find (at most
        :data:`MAX_REASON_CHARS`), in run order; every question when the budget rules them all
        out; empty when none is known to be."""
        if self.budget_problem:
            return {
                q.question_id: f"for every question, {self.budget_problem}" for q in self.questions
            }
        return {q.question_id: q.explanation() for q in self.infeasible}

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
        return lines + [line for q in bad for line in q.lines()]


def _tally(questions: Sequence[QuestionCoverage]) -> str:
    """How many questions lack what: ``74 too few documents, 74 no base_rate document``."""
    counts = {"too few documents": sum(q.too_few for q in questions)}
    for kind in EVIDENCE_TYPES:
        counts[f"no {kind} document"] = sum(kind in q.missing_types for q in questions)
    counts["too few searches"] = sum(
        any(p.startswith("needs ") for p in q.problems) for q in questions
    )
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
        unknown = (
            f"searches go to a search client ({source_name(documents)}), so what they can find "
            "cannot be known before the run; no question was checked against its documents"
        )
        return CoverageFeasibility(coverage, (), budget, unknown)
    executor = search_executor(None, settings)
    checked = tuple(_question(q, corpus, executor, coverage, settings) for q in questions)
    return CoverageFeasibility(coverage, checked, budget)


def enforce_coverage_feasibility(
    report: CoverageFeasibility,
    mode: InfeasibleMode = DEFAULT_INFEASIBLE_MODE,
    *,
    say: Callable[[str], None] | None = None,
    hint: str = "",
) -> dict[str, str]:
    """Print ``report`` and return the questions to record as ``infeasible``, with why.

    In ``skip`` mode (the default) that is every question known to be infeasible, which the
    caller passes to :func:`forecasting_agents.evaluation.run_backtest` (``infeasible=``) so
    that it runs the others; in ``warn`` mode nothing, and every question runs. An
    :class:`InfeasibleCoverageError` (a ``BacktestConfigError``) is raised before anything ran,
    ending with ``hint`` (what the caller's user can change), in ``stop`` mode when any question
    is infeasible, and in ``skip`` mode when every one is. Lines go to ``say``; by default to
    standard output, or to standard error when the report finds a problem.
    """
    if mode not in INFEASIBLE_MODES:
        raise ValueError(f"infeasible: got {mode!r}; accepted: {', '.join(INFEASIBLE_MODES)}")
    say = say or partial(print, file=sys.stderr if report.blocked else sys.stdout, flush=True)
    for line in report.lines():
        say(line)
    if not report.blocked:
        return {}
    ending = f". {hint}" if hint else ""
    if mode == "stop" or (mode == "skip" and report.none_feasible):
        raise InfeasibleCoverageError(_stop_message(report, mode) + ending)
    if mode == "warn":
        say(f"{COVERAGE_REPORT_PREFIX}: running every question anyway (warn)")
        return {}
    reasons = report.reasons()
    others = len(report.questions) - len(reasons)
    say(
        f"{COVERAGE_REPORT_PREFIX}: running the other {others} "
        f"question{'' if others == 1 else 's'}; the {len(reasons)} listed end infeasible, "
        "recorded without a model call (--infeasible stop stops instead, --infeasible warn "
        "runs them anyway)"
    )
    return reasons


def _stop_message(report: CoverageFeasibility, mode: InfeasibleMode) -> str:
    if report.budget_problem:
        who = f"any question: {report.budget_problem}"
    elif mode == "skip":
        total = len(report.questions)
        which = "the 1 question" if total == 1 else f"any of the {total} questions"
        who = f"{which} (listed above), so none can run"
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
    if search_source_kind(documents) != "corpus":
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
    settings: BacktestSettings,
) -> QuestionCoverage:
    """What ``question`` can find through the controls and the ranking, against the
    requirements (the bound of the module docstring)."""
    client = corpus.client_for(question.question_id)
    available = client.documents
    ids = [
        given or document_key(doc.to_dict())
        for given, doc in zip(corpus.document_ids(question.question_id), available, strict=True)
    ]
    _, removed, decisions = executor.screen(available, question.cutoff, question=question)
    kept = {d.position for d in decisions if d.outcome == "kept"}
    above = client.always_ranked_above(question.cutoff)
    unfindable: list[UnfindableDocument] = []
    findable: list[SearchResult] = []
    for decision, doc_id, doc in zip(decisions, ids, available, strict=True):
        if decision.control is not None:
            unfindable.append(_removed_document(decision, doc_id, doc, question, settings))
            continue
        unreturned = _unreturned(above[decision.position], kept, ids, settings)
        if unreturned is None:
            findable.append(doc)
        else:
            reason, changes = unreturned
            unfindable.append(UnfindableDocument(doc_id, doc.published, RANKING, reason, changes))
    typed, untyped = _distinct_by_type(findable)
    distinct = len(untyped.union(*typed.values()))
    too_few = distinct < coverage.min_documents
    missing = tuple(k for k in coverage.required_types if not (typed.get(k) or untyped))
    problems = [f"no {kind} document" for kind in missing]
    if too_few:
        noun = "document" if distinct == 1 else "documents"
        minimum = f"below the minimum of {coverage.min_documents}"
        problems.insert(0, f"{distinct} distinct {noun}, {minimum}")
    if not problems and (searches := _searches_problem(typed, coverage, settings)):
        problems.append(searches)
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
        unreturned=sum(d.cause == RANKING for d in unfindable),
        unfindable=tuple(unfindable),
    )


def _removed_document(
    decision: DocumentDecision,
    doc_id: str,
    doc: SearchResult,
    question: ForecastQuestion,
    settings: BacktestSettings,
) -> UnfindableDocument:
    """A document a control removes, with the decision's words and what would change it."""
    control = control_named(decision.control or "")
    if control.name == "leak":
        leak = next(d for d in decision.leak if d["verdict"] == "leak")
        others = [
            policy
            for policy in LEAK_POLICIES
            if policy != settings.leak_policy
            and not judge_leak(doc, question.cutoff_date, policy=policy, question=question).leak
        ]
        rest = [policy for policy in LEAK_POLICIES if policy != settings.leak_policy]
        if others:
            changes = " or ".join(f"--leak-policy {policy}" for policy in others) + " keeps it"
        elif rest:
            changes = f"no --leak-policy keeps it ({', '.join(rest)} removes it too)"
        else:
            changes = "no --leak-policy keeps it"
        return UnfindableDocument(
            doc_id,
            doc.published,
            control.name,
            decision.reason,
            changes,
            expression=leak["expression"],
            rule=leak["rule"],
            context=leak["context"],
        )
    if control.name == "policy":
        host = result_host(doc.url)
        named = f", or a list that names {host}" if host else ""
        changes = f"--allowed-domains any keeps it{named}"
    else:
        changes = control.changed_by
    return UnfindableDocument(doc_id, doc.published, control.name, decision.reason, changes)


def _unreturned(
    above: list[int] | None, kept: set[int], ids: Sequence[str], settings: BacktestSettings
) -> tuple[str, str] | None:
    """Why no search returns a document the controls keep, and what would change that; None
    when some search may (``above``: the documents every query ranks above it)."""
    if above is None:
        return "it has no word a query can match", "no flag changes it: edit the document"
    page = settings.max_search_results
    kept_above = [i for i in above if i in kept]
    if len(kept_above) >= page:
        return (
            f"{len(kept_above)} documents the controls keep ({_ids(kept_above, ids)}) rank above "
            f"it on every query, and a page holds {page}",
            f"--max-search-results {len(kept_above) + 1} returns it",
        )
    pool = settings.search_pool if settings.fills_page else page
    if len(above) < pool:
        return None
    what = "the pool" if settings.fills_page else "a page, cut before the controls,"
    removed = len(above) - len(kept_above)
    return (
        f"{len(above)} documents ({_ids(above, ids)}; {removed} of them removed by the controls) "
        f"rank above it on every query, and {what} holds {pool}",
        f"--search-pool {len(above) + 1} returns it"
        if len(above) < MAX_SEARCH_POOL
        else f"no --search-pool returns it (the most is {MAX_SEARCH_POOL})",
    )


def _ids(positions: Sequence[int], ids: Sequence[str], shown: int = 3) -> str:
    more = f" and {len(positions) - shown} more" if len(positions) > shown else ""
    return ", ".join(ids[i] for i in positions[:shown]) + more


def _searches_problem(
    typed: Mapping[str, set[str]], coverage: CoverageRequirements, settings: BacktestSettings
) -> str | None:
    """Why the step budget leaves too few searches for the required types, or None.

    A document without a ``kind`` supplies only the type of the search that found it, so each
    required type no document's ``kind`` supplies takes a search of its own."""
    searches = settings.max_steps - 1
    untyped_only = [kind for kind in coverage.required_types if not typed.get(kind)]
    if len(untyped_only) <= searches:
        return None
    return (
        f"needs {len(untyped_only)} searches, one for each type only documents without a kind "
        f"supply ({', '.join(untyped_only)}), and the budget leaves {searches}"
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
