"""The backtest runner: a research panel per question, scored against baselines, resumable.

One function, :func:`run_backtest`, serves Python, papermill and the shell
(``forecast-agents backtest ...``, see :mod:`forecasting_agents.cli`). It runs a panel of
:class:`forecasting_agents.agent.ResearchAgent` members on each question, scores the panel against
the baselines of notebook 04 (always 0.5, a point-in-time base rate, the market price where one
exists) and, when asked, a calibrated panel fitted point-in-time (the scoring is ``_scoring``), and
returns a polars table, a score table (both built in ``_tables``) and the run trace.
:func:`load_backtest_inputs` reads the questions and the corpus from the documented files; a corpus
passed as ``documents`` is searched as a :class:`forecasting_agents.search.QuestionCorpus`, so each
question finds its own documents and the shared ones, never another question's.

Conventions
-----------
- A run directory (``out_dir``) holds ``manifest.json`` (questions, settings, model), one record per
  finished question in ``records/<question_id>.json`` (its panel's artifacts, states, gate verdicts
  and that question's traced calls), and at the end the tables (``*.csv``) and, when no
  question failed, the trace (``_rundir`` owns these files). Every file is written atomically
  (temporary file, fsync, rename), so a killed run leaves whole records or none. Starting again with
  the same arguments skips the questions that have a record; different arguments on an existing
  directory raise :class:`BacktestConfigError`. The directory is locked from its opening to the
  end of the run, whichever way the run ends (a second run on it raises
  :class:`forecasting_agents.evaluation.RunDirectoryLockedError`); a directory this command did
  not make, or a symbolic link, is refused untouched; each record carries the inputs it was made
  with and a digest, both checked on resume (``_rundir`` has the rules). Only the main thread
  writes files.
- Concurrency: agent runs (one question x one panel member) go through one thread pool of
  ``concurrency`` workers, so at most ``concurrency`` model requests are in flight. Every agent
  talks through its own shallow copy of the one client passed in (:func:`member_client`): copies
  share the client's connection pool and differ only in their sampling settings and per-call state.
- Every agent's model and search calls are traced under the label ``<question_id>/<agent_id>``,
  live or replayed, so each question's record holds the calls its panel made.
- Determinism: the records and tables hold no wall-clock reading but the labelled ``duration_ms``
  of each call and the manifest's ``created_at`` (which names the trace file). Neither reaches the
  CSV files, byte-identical across runs with a deterministic client and across a kill and resume.
- Progress (``_progress``): a start line, one line per finished question and, every
  ``PROGRESS_EVERY_S`` seconds, a line counting model calls done and in flight with an estimate of
  the time left from the rate at which agent runs finish (this thread counts them as it takes
  them, so the rate includes saving them), then a line as the tables and the trace are written;
  each printed with ``flush=True`` so it shows in a terminal, in
  JupyterLab and in papermill's log. A question whose agent raised a provider or data error
  (:class:`forecasting_agents.http.ProviderError`, :class:`forecasting_agents.core.SchemaError`) is
  reported and left without a record (so the next run retries it); the run goes on. So is a question
  where an agent ended ``failed`` (a provider error): an outage must not become the result. Any
  other error (a :class:`forecasting_agents.core.StopRunError` such as a replay divergence or
  Ctrl-C, or a bug) stops the run; the questions already saved stay saved, so a rerun resumes.
- Infeasible questions (``infeasible=``, from
  :func:`forecasting_agents.evaluation._feasibility.enforce_coverage_feasibility`): a question whose
  documents cannot meet the coverage gate is not run. Each of its agents ends ``infeasible`` with
  the reason, no model or search call is made, and the question is saved like any other (a record, a
  row of the tables, where it counts as an abstention, its agents in the trace). The manifest lists
  their ids (``infeasible``; absent when none), so a resume that would run them is refused.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from forecasting_agents.agent._panel import (
    PANEL_SEED_STEP,
    PANEL_TEMPERATURE_RANGE,
    PanelMember,
    member_client,
    panel_members,
)
from forecasting_agents.agent._research import (
    ResearchRun,
)
from forecasting_agents.agent._state import (
    SYNTHESIS_STATUS_OF_OUTCOME,
    AgentState,
)
from forecasting_agents.core._clients import client_name, model_label, search_source_kind
from forecasting_agents.core._course import (
    BACKTEST_CORPUS_PATH,
    DEMO_QUESTION_ID,
    FIXTURE_ORIGIN,
    RESOLVED_QUESTIONS_PATH,
)
from forecasting_agents.core._errors import (
    SchemaError,
)
from forecasting_agents.core._formats import (
    IDENTIFIER_RULE,
    BacktestQuestion,
    CorpusDocument,
    documents_sha256,
    is_identifier,
    load_documents,
    load_questions,
    questions_sha256,
)
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ArtifactStatus,
    ForecastQuestion,
    SearchResult,
)
from forecasting_agents.evaluation._agent_run import (
    AgentOutcome,
    LLMSource,
    RunSources,
    SearchClients,
    agent_clients,
    research_agent,
    run_agent,
)
from forecasting_agents.evaluation._cost import (
    CostCap,
    CostCapReached,
    check_max_cost,
    priced_model,
    usage_of,
)
from forecasting_agents.evaluation._progress import (
    PROGRESS_EVERY_S,
    Progress,
    ProgressSink,
    RunShape,
    check_every,
    print_line,
)
from forecasting_agents.evaluation._results import (
    CONFIG_PARAM,
    SCORECARD_PARAM,
    TRACE_NOTEBOOK,
    BacktestResult,
    FinishedRun,
    finish_run,
)
from forecasting_agents.evaluation._rundir import (
    MANIFEST_FORMAT,
    RECORD_VERSION,
    BacktestConfigError,
    QuestionRecord,
    RunDirectory,
)
from forecasting_agents.evaluation._settings import (
    BACKTEST_MAX_SEARCH_RESULTS,
    DEFAULT_AGENTS,
    DEFAULT_CONCURRENCY,
    MAX_AGENTS,
    MAX_CONCURRENCY,
    MAX_MIN_DOCUMENTS,
    MAX_STEPS_LIMIT,
    BacktestSettings,
)
from forecasting_agents.evaluation._stopping import (
    RunInterrupted,
    completed,
)
from forecasting_agents.http import ProviderError
from forecasting_agents.search._corpus import QuestionCorpus

__all__ = [
    "BACKTEST_MAX_SEARCH_RESULTS",
    "CORPUS_CLIENT",
    "DEFAULT_AGENTS",
    "DEFAULT_CONCURRENCY",
    "INFEASIBLE_PREFIX",
    "MAX_AGENTS",
    "MAX_CONCURRENCY",
    "MAX_MIN_DOCUMENTS",
    "MAX_STEPS_LIMIT",
    "PANEL_SEED_STEP",
    "PANEL_TEMPERATURE_RANGE",
    "SCORECARD_PARAM",
    "TRACE_NOTEBOOK",
    "BacktestInputs",
    "BacktestResult",
    "BacktestSettings",
    "LLMSource",
    "RunInterrupted",
    "SearchClients",
    "SearchSource",
    "load_backtest_inputs",
    "load_question_records",
    "member_client",
    "panel_members",
    "research_agent",
    "run_backtest",
]


CORPUS_CLIENT = "course-corpus"
"""The ``search_client`` a run records for the course's corpus of documents, searched offline."""

INFEASIBLE_PREFIX = "infeasible: "
"""Starts the rationale of an agent run a backtest did not start; the coverage check's reason
follows."""

SearchSource = SearchClients | Sequence[CorpusDocument | SearchResult]
"""``documents``: one search client, a per-agent factory, or the corpus searched offline."""


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class BacktestInputs:
    """What the runner needs from the data files: questions, their categories, the corpus."""

    questions: list[ForecastQuestion]
    categories: dict[str, str]
    documents: list[CorpusDocument]


def load_question_records(path: str | Path) -> list[BacktestQuestion]:
    """The questions of a file, as the runner reads them.

    The course's own file gives its questions the origin :func:`get_resolved_questions` gives
    them, so a run on it records the same :func:`questions_sha256` however it was named.
    """
    course = Path(path).resolve() == RESOLVED_QUESTIONS_PATH.resolve()
    return load_questions(path, origin=FIXTURE_ORIGIN if course else None)


def load_backtest_inputs(
    questions_path: str | Path | None = None, documents_path: str | Path | None = None
) -> BacktestInputs:
    """The one adapter between the data files and the runner.

    Reads the documented JSON Lines formats with :func:`forecasting_agents.core.load_questions`
    and :func:`forecasting_agents.core.load_documents`; defaults are the course's
    ``data/questions.jsonl`` and ``data/documents.jsonl``. Questions may be unresolved (they
    run, and are not scored). A document tagged with a ``question_id`` must name a question of
    the questions file (the course's files also serve its demonstration question).
    """
    questions_file = RESOLVED_QUESTIONS_PATH if questions_path is None else Path(questions_path)
    course = questions_file.resolve() == RESOLVED_QUESTIONS_PATH.resolve()
    documents_file = BACKTEST_CORPUS_PATH if documents_path is None else Path(documents_path)
    records = load_question_records(questions_file)
    categories = {r.question_id: r.category for r in records if r.category is not None}
    known = [r.question_id for r in records] + ([DEMO_QUESTION_ID] if course else [])
    documents = load_documents(
        documents_file, question_ids=known, questions_file=str(questions_file)
    )
    return BacktestInputs([r.question for r in records], categories, documents)


# --------------------------------------------------------------------------- clients


def _utc_now() -> str:
    """Wall clock, used once: the manifest's labelled ``created_at``, which names the trace."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --------------------------------------------------------------------------- running


def run_backtest(
    questions: Sequence[ForecastQuestion],
    documents: SearchSource,
    llm: LLMSource,
    *,
    categories: Mapping[str, str] | None = None,
    settings: BacktestSettings | None = None,
    out_dir: str | Path | None = None,
    progress: Callable[[str], None] | None = None,
    progress_every: float | None = PROGRESS_EVERY_S,
    created_at: str | None = None,
    record: bool = True,
    infeasible: Mapping[str, str] | None = None,
    leak_judge_llm: LLMSource | None = None,
    config: Mapping[str, Any] | None = None,
    max_cost: float | None = None,
) -> BacktestResult:
    """Run a research panel on every question, score it, and return tables and the trace.

    ``documents`` is the corpus (``CorpusDocument`` or ``SearchResult`` list) searched
    offline, or one search client for every agent, or a callable ``(question, member) ->
    search client``. ``llm`` is one client shared by every agent (see :func:`member_client`),
    or a callable ``(question, member) -> client`` (for example replay clients per label
    ``"<question_id>/<agent_id>"``). ``out_dir`` makes the run resumable (see the module
    docstring); without it nothing is written. ``progress`` receives the progress lines
    (default: printed to stdout, flushed): a start line, one per finished question and, every
    ``progress_every`` seconds while anything runs, one with the model calls done and in flight
    and the time left (see ``_progress``); it is called from this thread and the ticker's, never
    twice at once. ``progress_every=None`` starts no ticker and reads no clock (the lines then
    carry no timing): a replay passes it, as notebook 04 does. ``created_at`` stamps the trace;
    by default the wall-clock time the run directory was created (or, without one, this call's
    start). ``record=False`` is for a caller that records the calls itself, as a notebook's
    :class:`forecasting_agents.record.Session` does: the runner then traces nothing and builds
    no trace (``result.trace`` is None), and it keeps no run directory. The coverage check
    (:func:`forecasting_agents.evaluation.check_coverage_feasibility`) is the caller's;
    ``infeasible`` maps the ids of questions it found infeasible to why (what
    :func:`forecasting_agents.evaluation._feasibility.enforce_coverage_feasibility` returns): those
    end ``infeasible`` without a model call (see the module docstring), and the others run.
    ``config`` is the config file the command read its flags from (``{"path", "settings"}``):
    the trace records it as the parameter ``config`` (absent without one, as in every trace
    made before it), and no resume compares it, so a resume may name another file or none.
    ``max_cost`` caps what the run directory's calls may cost, in US dollars at the model's
    declared price, across resumes (``_cost``): before each model call that could pass it the
    run stops with :class:`forecasting_agents.evaluation.CostCapReached`, resumable; a model
    with no declared price is refused before anything runs. Not recorded: a resume may raise it.
    ``leak_judge_llm`` (a client or a factory, as ``llm``) answers the model leak judge's calls
    when ``settings.leak_judge`` is ``"model"``; by default the one shared ``llm`` does.
    """
    if out_dir is not None and not record:
        raise BacktestConfigError(
            "out_dir needs record=True: a run directory keeps every call its questions made"
        )
    settings = settings or BacktestSettings()
    members = panel_members(settings.agents)
    _check_questions(questions)
    check_every(progress_every)
    categories = dict(categories or {})
    skipped = _check_infeasible(questions, infeasible)
    sources = RunSources(llm, _search_client(documents), record, leak_judge_llm)
    sources.check_judge(settings)
    manifest = _manifest(questions, categories, documents, llm, settings, skipped)
    cap = None if max_cost is None else _cost_cap(max_cost, manifest["run"], llm, questions)
    # Only a recorded run reads the clock: its trace is named by the time it was made.
    manifest["created_at"] = created_at or (_utc_now() if record else None)
    if config is not None:  # beside "run", so neither a resume nor the run id compares it
        manifest[CONFIG_PARAM] = dict(config)
    say = progress or print_line
    report = ProgressSink(say, progress_every)
    if out_dir is None:
        return _run(
            questions,
            categories,
            members,
            sources,
            settings,
            manifest,
            report,
            skipped=skipped,
            cap=cap,
        )
    # The run directory is locked from here to the end, whichever way the run ends.
    with RunDirectory(Path(out_dir), manifest) as directory:
        if directory.took_over:
            say(f"Took over a stale lock in {directory.root}: {directory.took_over}")
        sources = replace(sources, spill=directory.spill)
        return _run(
            questions,
            categories,
            members,
            sources,
            settings,
            manifest,
            report,
            directory,
            skipped=skipped,
            cap=cap,
        )


def _run(
    questions,
    categories,
    members,
    sources,
    settings,
    manifest,
    report,
    directory=None,
    *,
    skipped: Mapping[str, str],
    cap: CostCap | None = None,
) -> BacktestResult:
    """Run the questions without a record in ``directory`` (all of them without one), finish.

    ``report`` says where progress lines go and the ticker's interval (a :class:`ProgressSink`);
    ``skipped`` the infeasible questions' reasons, by id (recorded, not run); ``cap`` the
    cost cap, which counts what the saved records spent.
    """
    say, every = report.say, report.every
    fresh = manifest
    records: dict[str, QuestionRecord] = {}
    if directory:
        # A resumed run keeps its created_at, so its trace name; the config file is this run's.
        manifest = {k: v for k, v in directory.manifest.items() if k != CONFIG_PARAM}
        manifest |= {k: v for k, v in fresh.items() if k == CONFIG_PARAM}
        records = _finished(directory, questions, members)
        if records:
            say(f"Resuming in {directory.root}: {len(records)} of {len(questions)} already done")
    if cap is not None:
        cap.count_saved(usage_of(records))
        say(cap.opening_line(len(records)))
    todo = [q for q in questions if q.question_id not in records]
    infeasible = [q for q in todo if q.question_id in skipped]
    todo = [q for q in todo if q.question_id not in skipped]
    shape = RunShape(
        len(questions),
        len(records),
        len(members),
        settings.concurrency,
        settings.max_steps,
        infeasible=len(infeasible),
    )
    clock = Progress(say, shape, every)
    if todo or infeasible:  # a finished directory run again has said all there is to say
        clock.started(
            manifest["run"]["provider"],
            manifest["run"]["model"],
            [q.question_id for q in infeasible],
        )
    for q in infeasible:  # saved first: they cost nothing, and a stopped run keeps them
        records[q.question_id] = _save_infeasible(q, skipped[q.question_id], members, directory)
        clock.infeasible(q.question_id)
    # The ticker outlasts the pool's shutdown: a stopping run reports the calls it waits for.
    with clock.ticking():
        failures = _run_questions(
            todo, len(questions), members, sources, settings, directory, records, clock, cap
        )
    if todo:
        clock.finishing()
    finished = FinishedRun(questions, categories, records, failures)
    return finish_run(finished, settings, manifest, directory, sources.record)


def _finished(directory, questions, members) -> dict[str, QuestionRecord]:
    """Every question's saved record, each checked (version, digest, inputs) as it loads."""
    found = {q.question_id: directory.load(q, members) for q in questions}
    return {qid: record for qid, record in found.items() if record is not None}


def _check_infeasible(
    questions: Sequence[ForecastQuestion], infeasible: Mapping[str, str] | None
) -> dict[str, str]:
    """The infeasible questions' reasons, in run order, once each id is known to name a
    question of the run and some question is left to run."""
    given = dict(infeasible or {})
    ids = [q.question_id for q in questions]
    unknown = sorted(set(given) - set(ids))
    if unknown:
        raise BacktestConfigError(
            f"infeasible: {unknown[0]!r} is not a question of this run; accepted: ids of the "
            "questions passed (what enforce_coverage_feasibility returns for them)"
        )
    bad = [qid for qid, why in given.items() if not isinstance(why, str) or not why.strip()]
    if bad:
        raise BacktestConfigError(f"infeasible: {bad[0]!r} has no reason; give each one in words")
    if given and len(given) == len(ids):
        raise BacktestConfigError(
            f"infeasible: all {len(ids)} questions are, so there is nothing to run; ask only for "
            "what the documents allow"
        )
    return {qid: given[qid] for qid in ids if qid in given}


def _save_infeasible(
    question: ForecastQuestion,
    reason: str,
    members: Sequence[PanelMember],
    directory: RunDirectory | None,
) -> QuestionRecord:
    """The record of a question not run: each agent ``infeasible`` with ``reason``, no call."""
    runs = [
        ResearchRun(
            AgentForecastArtifact(
                member.agent_id,
                None,
                f"{INFEASIBLE_PREFIX}{reason}",
                status=ArtifactStatus.INFEASIBLE,
            ),
            AgentState(
                question=question.question,
                cutoff_date=question.cutoff_date,
                run_id=f"{question.question_id}/{member.agent_id}",
                synthesis_status=SYNTHESIS_STATUS_OF_OUTCOME[ArtifactStatus.INFEASIBLE],
            ),
        )
        for member in members
    ]
    record = QuestionRecord(question.question_id, runs, [], [])
    if directory is None:
        return record
    digest = directory.save(question, record, members)
    return QuestionRecord(question.question_id, runs, [], [], digest)


def _check_questions(questions: Sequence[ForecastQuestion]) -> None:
    if not questions:
        raise BacktestConfigError("no questions to run; pass at least one ForecastQuestion")
    seen: set[str] = set()
    for index, q in enumerate(questions):
        qid = q.question_id
        if not is_identifier(qid):
            raise BacktestConfigError(
                f"questions[{index}]: question_id {qid!r} must be {IDENTIFIER_RULE} (it names "
                "the question's record file)"
            )
        if qid in seen:
            raise BacktestConfigError(f"questions[{index}]: duplicate question_id {qid!r}")
        if not q.cutoff_date:
            raise BacktestConfigError(f"questions[{index}] ({qid}): no cutoff_date")
        seen.add(qid)


def _search_client(documents: SearchSource) -> SearchClients:
    """One shared search client, or a per-agent factory, from what the caller passed.

    A corpus becomes a :class:`QuestionCorpus`: each question searches its own documents and
    the shared ones, never a document written for another question.
    """
    if search_source_kind(documents) != "corpus":
        return documents  # type: ignore[return-value]
    return QuestionCorpus(documents, name=CORPUS_CLIENT)


def _manifest(questions, categories, documents, llm, settings, infeasible) -> dict[str, Any]:
    kind = search_source_kind(documents)
    if kind == "client":
        docs_id = {"search_client": client_name(documents)}
    elif kind == "factory":
        docs_id = {"search_client": "per-agent factory"}
    else:
        docs_id = {"documents_sha256": documents_sha256(documents)}
    probe = agent_clients(questions[0], panel_members(1)[0], llm, None)[0]
    run = {
        "question_ids": [q.question_id for q in questions],
        "questions_sha256": questions_sha256(questions),
        "categories": {q.question_id: categories.get(q.question_id) for q in questions},
        **docs_id,
        "provider": str(getattr(probe, "provider", type(probe).__name__)),
        "model": model_label(probe),
        "settings": settings.recorded(),
    }
    if infeasible:  # absent when none: as in every run made before the setting
        run["infeasible"] = list(infeasible)
    return {"format": MANIFEST_FORMAT, "version": RECORD_VERSION, "run": run}


def _run_questions(
    todo, total, members, sources, settings, directory, records, clock: Progress, cap=None
) -> dict[str, str]:
    """Run every (question, member) in one pool; save each question once its panel is done."""
    stop = threading.Event()
    failures: dict[str, str] = {}
    pending: dict[str, dict[int, AgentOutcome]] = {q.question_id: {} for q in todo}
    say = clock.say
    pool = ThreadPoolExecutor(max_workers=settings.concurrency, thread_name_prefix="backtest")
    futures: dict[Future, tuple[ForecastQuestion, int]] = {}
    interrupted = False
    try:
        for q in todo:  # question-major, so early questions finish (and are saved) first
            for index, member in enumerate(members):
                future = pool.submit(run_agent, q, member, sources, settings, stop, clock, cap)
                futures[future] = (q, index)
        for future in completed(futures):
            question, index = futures.pop(future)  # its outcome is freed once it is saved
            # Counted as it is taken: the time between two includes the saving of the last.
            clock.run_done()
            qid = question.question_id
            if qid in failures:
                continue
            try:
                pending[qid][index] = future.result()
            except (ProviderError, SchemaError) as exc:
                # A provider or a model's output failed this question; anything else (replay
                # divergence, a bug) stops the run below rather than becoming a result.
                failures[qid] = f"{type(exc).__name__}: {exc}"
                clock.failed(qid, failures[qid])
                pending[qid].clear()
                continue
            if len(pending[qid]) == len(members):
                outcomes = [pending[qid].pop(i) for i in range(len(members))]
                if broken := _provider_failures(outcomes):
                    failures[qid] = broken
                    clock.failed(qid, broken)
                    continue
                record = QuestionRecord(
                    qid,
                    [o.run for o in outcomes],
                    [c for o in outcomes for c in o.llm_calls],
                    [c for o in outcomes for c in o.search_calls],
                )
                if directory:  # the calls stay on disk, in the record and the trace's piece
                    digest = directory.save(question, record, members)
                    record = QuestionRecord(qid, record.runs, [], [], digest)
                records[qid] = record
                clock.done(qid, [o.run.artifact for o in outcomes])
    except KeyboardInterrupt:
        interrupted = True
        stop.set()
        clock.stopping()
        if directory:
            # Counted on disk: the interrupt may land between a record's rename and bookkeeping.
            saved = _saved(directory, records, pending)
            say(
                f"Interrupted: {saved} of {total} questions are saved in {directory.root}; "
                "run the same command again to resume"
            )
        else:
            say(f"Interrupted after {len(records)} of {total} questions")
        raise
    except CostCapReached:
        stop.set()  # agents still running stop at their next model call
        clock.stopping()
        saved = len(records) if not directory else _saved(directory, records, pending)
        where = f" in {directory.root}" if directory else ""
        say(
            f"Stopped by the cost cap: {saved} of {total} questions are saved{where}; run the "
            "same command with a larger --max-cost to resume"
        )
        raise
    except BaseException:
        stop.set()  # agents still running stop at their next model call
        clock.stopping()
        raise
    finally:
        # After Ctrl-C, agents still waiting on a reply are not waited for when the runner
        # records the calls: a slow model can take minutes, a late reply reaches no record (this
        # thread writes every one), and the agents stop at their next call. A caller that records
        # the calls itself (record=False, notebook 04's Session) is waited for, so that no late
        # call lands in its record after the run has returned.
        runner_records = sources.record
        pool.shutdown(wait=not (interrupted and runner_records), cancel_futures=True)
    return failures


def _saved(directory: RunDirectory, records: Mapping, pending: Mapping) -> int:
    """Questions saved, counted on disk: a stop may land between a record's rename and the
    bookkeeping after it."""
    return sum(directory.record_path(qid).exists() for qid in records.keys() | pending)


def _cost_cap(
    max_cost: float, run: Mapping[str, Any], llm: LLMSource, questions: Sequence[ForecastQuestion]
) -> CostCap:
    """The run's cost cap, at its model's declared price; a model without one is refused."""
    check_max_cost(max_cost)
    provider, model = run["provider"], run["model"]
    price = priced_model(provider, model)
    if price is None:
        raise BacktestConfigError(
            f"--max-cost: no price is declared for {provider}:{model} in the catalog "
            "(forecasting_agents/core/_catalog.py, MODELS), so what its calls cost cannot be "
            "counted; declare its price there (a local model's is 0), or leave --max-cost out"
        )
    probe = agent_clients(questions[0], panel_members(1)[0], llm, None)[0]
    return CostCap(max_cost, price, getattr(probe, "max_tokens", None))


def _provider_failures(outcomes: Sequence[AgentOutcome]) -> str:
    """Agents that ended ``failed`` (a provider error): the question is retried, not saved.

    A provider error says nothing about the question, so saving it would make an outage
    permanent; left unsaved, the next run with the same arguments asks again.
    """
    failed = [o.run.artifact for o in outcomes if o.run.artifact.status == ArtifactStatus.FAILED]
    return "; ".join(f"{a.agent_id}: {a.rationale}" for a in failed)
