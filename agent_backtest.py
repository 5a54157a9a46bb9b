"""The backtest runner: a research panel per question, scored against baselines, resumable.

One function, :func:`run_backtest`, serves Python, papermill and the shell (``python -m
agent_research backtest ...``, see :func:`main`). It runs a panel of :class:`ResearchAgent`
members on each question, scores the panel against the baselines of notebook 04 (always 0.5,
a point-in-time base rate, the market price where one exists) and, when asked, a calibrated
panel fitted point-in-time, and returns a polars table, a score table and the run trace.

Conventions
-----------
- A run directory (``out_dir``) holds ``manifest.json`` (questions, settings, model), one
  record per finished question in ``records/<question_id>.json`` (its panel's artifacts,
  states, gate verdicts and that question's traced calls), and at the end ``questions.csv``,
  ``scores.csv`` and the trace. Every file is written atomically (temporary file, fsync,
  rename), so a killed run leaves whole records or none. Starting again with the same
  arguments skips the questions that have a record; different arguments on an existing
  directory raise :class:`BacktestConfigError`. Only the main thread writes files.
- Concurrency: agent runs (one question x one panel member) go through one thread pool of
  ``concurrency`` workers, so at most ``concurrency`` model requests are in flight. Every
  agent talks through its own shallow copy of the one client passed in: copies share the
  client's connection pool and differ only in their sampling settings and per-call state.
- Determinism: the records and tables hold no wall-clock reading. The exceptions are labelled:
  each traced call's ``duration_ms`` and the manifest's ``created_at`` (which names the trace
  file). Neither reaches ``questions.csv`` or ``scores.csv``, which are byte-identical across
  runs with a deterministic client, and across a kill and resume.
- Progress is one line per finished question, printed with ``flush=True`` so it shows in a
  terminal, in JupyterLab and in papermill's log. A question whose agent raised is reported
  and left without a record (so the next run retries it); the run goes on. So is a question
  where an agent ended ``failed`` (a provider error): an outage must not become the result.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import hashlib
import json
import math
import os
import re
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import polars as pl

from agent_fixtures import (
    BACKTEST_CORPUS_PATH,
    FIXTURE_ORIGIN,
    RESOLVED_QUESTIONS_PATH,
    CorpusDocument,
    load_documents,
    load_questions,
)
from agent_http import ProviderConfigError
from agent_observability import RunTrace, TraceExistsError, trace_llm, trace_search
from agent_providers import SELECTABLE_PROVIDERS, MockLLMClient, create_llm_client
from agent_research import (
    DEFAULT_MAX_STEPS,
    PanelMember,
    PanelResult,
    ResearchAgent,
    ResearchRun,
    aggregate_forecasts,
    base_rate_forecasts,
    bootstrap_interval,
    brier_score,
    default_as_of,
    log_score,
    summarize_scores,
)
from agent_schemas import (
    AgentForecastArtifact,
    AgentState,
    ChatMessage,
    ForecastQuestion,
    QualityGateResult,
    SchemaError,
    TokenUsage,
    parse_iso_date,
)
from agent_tools import (
    DEFAULT_ALLOWED_DOMAINS,
    MAX_RESULTS_LIMIT,
    CorpusSearchClient,
    normalize_domain,
)

__all__ = [
    "DEFAULT_AGENTS",
    "DEFAULT_CONCURRENCY",
    "BacktestConfigError",
    "BacktestInputs",
    "BacktestMockLLMClient",
    "BacktestResult",
    "BacktestSettings",
    "calibrate_point_in_time",
    "fit_shrinkage",
    "load_backtest_inputs",
    "main",
    "member_client",
    "panel_members",
    "run_backtest",
]

DEFAULT_AGENTS = 3
DEFAULT_CONCURRENCY = 4
MAX_AGENTS = 20
MAX_CONCURRENCY = 64
MAX_STEPS_LIMIT = 100
BACKTEST_MAX_SEARCH_RESULTS = 3
"""As notebook 04: three documents per search keep a small model's context short."""

PANEL_TEMPERATURE_RANGE = (0.3, 0.9)
"""Members' temperatures are spread evenly over this range (0.3, 0.6, 0.9 for three)."""
PANEL_SEED_STEP = 11
"""Member i (from 1) samples with seed 11 * i, as in notebook 04."""

CALIBRATION_WEIGHTS = tuple(i / 20 for i in range(21))
"""Weights on the panel tried by the shrinkage fit; the rest goes to the base rate."""
MIN_CALIBRATION_HISTORY = 3
"""Fewer earlier resolved questions than this, and the panel is left as it is (weight 1)."""

RECORD_VERSION = 1
MANIFEST_FORMAT = "agent_backtest run directory"
TRACE_NOTEBOOK = "backtest"
SEARCH_CLIENT_NAME = "course-corpus"
MOCK_RESEARCH_MODEL = "canned-research-v1"

_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$")


class BacktestConfigError(ValueError):
    """Bad runner input: a setting, a question set, or a run directory made with other settings."""


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True)
class BacktestInputs:
    """What the runner needs from the data files: questions, their categories, the corpus."""

    questions: list[ForecastQuestion]
    categories: dict[str, str]
    documents: list[CorpusDocument]


def load_backtest_inputs(
    questions_path: str | Path | None = None, documents_path: str | Path | None = None
) -> BacktestInputs:
    """The one adapter between the data files and the runner.

    Reads the documented JSON Lines formats with :func:`agent_fixtures.load_questions` and
    :func:`agent_fixtures.load_documents`; defaults are the course's ``data/questions.jsonl``
    and ``data/documents.jsonl``. Questions may be unresolved (they run, and are not scored).
    """
    course = questions_path is None
    questions_file = RESOLVED_QUESTIONS_PATH if course else Path(questions_path)
    documents_file = BACKTEST_CORPUS_PATH if documents_path is None else Path(documents_path)
    # The course's own questions carry the same origin as get_resolved_questions() gives them.
    records = load_questions(questions_file, origin=FIXTURE_ORIGIN if course else None)
    categories = {r.question_id: r.category for r in records if r.category is not None}
    documents = load_documents(documents_file)
    return BacktestInputs([r.question for r in records], categories, documents)


# --------------------------------------------------------------------------- settings


@dataclass(frozen=True)
class BacktestSettings:
    """Everything that shapes a run's records and tables; ``concurrency`` shapes only speed."""

    agents: int = DEFAULT_AGENTS
    max_steps: int = DEFAULT_MAX_STEPS
    max_search_results: int = BACKTEST_MAX_SEARCH_RESULTS
    allowed_domains: tuple[str, ...] | None = tuple(sorted(DEFAULT_ALLOWED_DOMAINS))
    calibrate: bool = False
    knowledge_cutoff: str | None = None
    concurrency: int = DEFAULT_CONCURRENCY

    def __post_init__(self) -> None:
        _check_int("agents", self.agents, 1, MAX_AGENTS)
        _check_int("max_steps", self.max_steps, 1, MAX_STEPS_LIMIT)
        _check_int("max_search_results", self.max_search_results, 1, MAX_RESULTS_LIMIT)
        _check_int("concurrency", self.concurrency, 1, MAX_CONCURRENCY)
        if self.knowledge_cutoff is not None:
            parse_iso_date(self.knowledge_cutoff, what="knowledge_cutoff")
        if self.allowed_domains is not None:
            domains = tuple(sorted({normalize_domain(d) for d in self.allowed_domains}))
            object.__setattr__(self, "allowed_domains", domains)

    def recorded(self) -> dict[str, Any]:
        """The settings a resumed run must share (all but ``concurrency``)."""
        data = asdict(self)
        data.pop("concurrency")
        data["allowed_domains"] = (
            None if self.allowed_domains is None else list(self.allowed_domains)
        )
        data["panel"] = [asdict(m) for m in panel_members(self.agents)]
        return data


def _check_int(name: str, value: object, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise BacktestConfigError(
            f"{name}: got {value!r}; accepted: an integer from {low} to {high}"
        )


def panel_members(n: int) -> list[PanelMember]:
    """``n`` members, temperatures spread over 0.3-0.9, seeds 11, 22, 33, ... (04's panel)."""
    low, high = PANEL_TEMPERATURE_RANGE
    step = (high - low) / (n - 1) if n > 1 else 0.0
    return [
        PanelMember(f"agent_{i + 1}", round(low + step * i, 3), PANEL_SEED_STEP * (i + 1))
        for i in range(n)
    ]


# --------------------------------------------------------------------------- clients


def member_client(base: Any, member: PanelMember) -> Any:
    """A per-agent view of ``base``: a shallow copy with the member's temperature and seed.

    The copy shares every attribute of ``base`` by reference, so the HTTP connection pool or
    SDK client it holds serves every agent; only the sampling settings and per-call state
    (``last_response_model``) are the copy's own, so concurrent agents cannot overwrite each
    other's. A client without those settings is copied as it is.
    """
    client = copy.copy(base)
    if hasattr(client, "temperature"):
        client.temperature = member.temperature
    if hasattr(client, "seed"):
        client.seed = member.seed
    return client


class BacktestMockLLMClient(MockLLMClient):
    """Canned research-agent replies for an offline, free, deterministic backtest.

    No model is called. It searches three times (current reporting, a base rate, current
    reporting again), then forecasts a probability drawn from a hash of the question and its
    seed: noise by construction, so its scores show what a forecaster without skill gets. If
    the gates refuse, it searches again; if the budget ends, the run ends without a forecast.
    """

    PLAN = (
        ("search_results", ""),
        ("base_rate", " base rate history"),
        ("search_results", " news"),
    )

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.model = MOCK_RESEARCH_MODEL
        self.temperature: float | None = None
        self.seed = seed

    def _reply(self, messages: list[ChatMessage], json_mode: Any) -> tuple[str, TokenUsage, None]:
        question = _question_text(messages)
        step = sum(m.role == "assistant" for m in messages)
        refused = messages[-1].content.startswith("Forecast not accepted")
        if step < len(self.PLAN) or refused:
            kind, suffix = self.PLAN[step % len(self.PLAN)]
            extra = f" {step}" if step >= len(self.PLAN) else ""
            action = {"action": "search", "query": question + suffix + extra, "evidence_type": kind}
        else:
            digest = hashlib.sha256(f"{question}|{self.seed}".encode()).digest()
            p_yes = round(0.05 + 0.9 * int.from_bytes(digest[:4], "big") / 2**32, 2)
            action = {"action": "forecast", "p_yes": p_yes, "rationale": _MOCK_RATIONALE}
        text = json.dumps(action)
        usage = TokenUsage(sum(len(m.content.split()) for m in messages), len(text.split()))
        return text, usage, None

    def _extra_settings(self) -> dict[str, Any]:
        return {"seed": self.seed}


_MOCK_RATIONALE = "Mock reply: canned text, no language model was called."


def _question_text(messages: Sequence[ChatMessage]) -> str:
    first = next((m.content for m in messages if m.role == "user"), "")
    for line in first.splitlines():
        if line.startswith("QUESTION:"):
            return line[len("QUESTION:") :].strip()
    return first.strip().splitlines()[0] if first.strip() else "question"


class RunInterrupted(RuntimeError):
    """The run is stopping (Ctrl-C): agents still running end at their next model call."""


class _StopGuard:
    """Forwards model calls until the run is told to stop; then refuses the next one."""

    def __init__(self, llm: Any, stop: threading.Event) -> None:
        self._llm, self._stop = llm, stop

    def complete_with_usage(self, messages: list[Any], json_mode: Any = False) -> Any:
        if self._stop.is_set():
            raise RunInterrupted("the backtest was interrupted")
        return self._llm.complete_with_usage(messages, json_mode=json_mode)

    def complete(self, messages: list[Any], json_mode: Any = False) -> str:
        return self.complete_with_usage(messages, json_mode=json_mode)[0]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._llm, name)


# --------------------------------------------------------------------------- records


@dataclass
class _QuestionRecord:
    """One finished question as saved: its panel's runs and the calls they made."""

    question_id: str
    runs: list[ResearchRun]
    llm_calls: list[dict[str, Any]]
    search_calls: list[dict[str, Any]]

    def to_dict(self, members: Sequence[PanelMember]) -> dict[str, Any]:
        return {
            "record_version": RECORD_VERSION,
            "question_id": self.question_id,
            "runs": [
                {
                    "member": asdict(member),
                    "artifact": run.artifact.to_dict(),
                    "state": json.loads(run.state.to_json()),
                    "gate_checks": [[asdict(g) for g in checks] for checks in run.gate_checks],
                }
                for member, run in zip(members, self.runs, strict=True)
            ],
            "llm_calls": self.llm_calls,
            "search_calls": self.search_calls,
        }

    @classmethod
    def from_dict(cls, data: Any, where: str, members: Sequence[PanelMember]) -> _QuestionRecord:
        try:
            if data.get("record_version") != RECORD_VERSION:
                raise SchemaError(f"record_version {data.get('record_version')!r}")
            recorded = [run["member"] for run in data["runs"]]
            if recorded != [asdict(m) for m in members]:
                raise SchemaError(f"panel {recorded} differs from the manifest's")
            runs = [
                ResearchRun(
                    AgentForecastArtifact.from_dict(run["artifact"], where=f"{where}: artifact"),
                    AgentState.from_json(json.dumps(run["state"])),
                    [[QualityGateResult(**g) for g in checks] for checks in run["gate_checks"]],
                )
                for run in data["runs"]
            ]
            return cls(data["question_id"], runs, data["llm_calls"], data["search_calls"])
        except (SchemaError, KeyError, TypeError, AttributeError) as exc:
            raise BacktestConfigError(
                f"{where}: not a valid question record ({type(exc).__name__}: {exc}); it was "
                "changed after the runner wrote it. Delete it to re-run that question."
            ) from None


def write_atomic(target: Path, text: str) -> None:
    """Write ``text`` to ``target`` so a reader sees the old file or the new one, never half."""
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, 0o644)
        os.replace(tmp_name, target)
    finally:
        Path(tmp_name).unlink(missing_ok=True)
    _fsync_dir(target.parent)


def _fsync_dir(folder: Path) -> None:
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _canonical(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _sha256(obj: Any) -> str:
    return hashlib.sha256(_canonical(obj).encode("utf-8")).hexdigest()


class _RunDirectory:
    """The files of one run; resuming checks the manifest against the current arguments."""

    def __init__(self, root: Path, manifest: dict[str, Any]) -> None:
        self.root = root
        self.records = root / "records"
        self.manifest_path = root / "manifest.json"
        self.manifest = self._open(manifest)

    def _open(self, wanted: dict[str, Any]) -> dict[str, Any]:
        self.records.mkdir(parents=True, exist_ok=True)
        for leftover in self.records.glob(".*.tmp"):
            leftover.unlink(missing_ok=True)  # a write cut short by a kill; its record is redone
        if not self.manifest_path.exists():
            manifest = dict(wanted)
            write_atomic(self.manifest_path, json.dumps(manifest, indent=2) + "\n")
            return manifest
        try:
            found = json.loads(self.manifest_path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise BacktestConfigError(
                f"{self.manifest_path}: unreadable manifest ({exc})"
            ) from None
        if not isinstance(found, dict) or found.get("format") != MANIFEST_FORMAT:
            raise BacktestConfigError(
                f"{self.manifest_path}: not a backtest run directory; choose another --out"
            )
        differ = _differences(found.get("run", {}), wanted["run"])
        if differ:
            raise BacktestConfigError(
                f"{self.root} holds a run started with other arguments ({'; '.join(differ)}). "
                "Resume it with the same arguments, or choose a new --out directory."
            )
        return found

    def record_path(self, question_id: str) -> Path:
        return self.records / f"{question_id}.json"

    def load(self, question_id: str, members: Sequence[PanelMember]) -> _QuestionRecord | None:
        path = self.record_path(question_id)
        if not path.exists():
            return None
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, json.JSONDecodeError) as exc:
            raise BacktestConfigError(
                f"{path}: unreadable record ({exc}); delete it to re-run that question"
            ) from None
        record = _QuestionRecord.from_dict(data, str(path), members)
        if record.question_id != question_id:
            raise BacktestConfigError(f"{path}: holds question {record.question_id!r}")
        return record

    def save(self, record: _QuestionRecord, members: Sequence[PanelMember]) -> None:
        text = json.dumps(record.to_dict(members), indent=1, ensure_ascii=False) + "\n"
        write_atomic(self.record_path(record.question_id), text)


def _differences(found: Any, wanted: Any, prefix: str = "") -> list[str]:
    """What differs between two manifests, key by key (nested settings included)."""
    if isinstance(found, dict) and isinstance(wanted, dict):
        keys = sorted(set(found) | set(wanted))
        return [d for k in keys for d in _differences(found.get(k), wanted.get(k), f"{prefix}{k}.")]
    if found == wanted:
        return []
    return [f"{prefix[:-1]}: directory has {_brief(found)}, now {_brief(wanted)}"]


def _brief(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 80 else text[:77] + "..."


def _utc_now() -> str:
    """Wall clock, used once: the manifest's labelled ``created_at``, which names the trace."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


# --------------------------------------------------------------------------- running


@dataclass
class BacktestResult:
    """What a run returns. ``table`` has one row per question, ``scores`` one per forecaster."""

    table: pl.DataFrame
    scores: pl.DataFrame
    trace: RunTrace | None
    panels: dict[str, PanelResult]
    failures: dict[str, str] = field(default_factory=dict)
    out_dir: Path | None = None


def run_backtest(
    questions: Sequence[ForecastQuestion],
    documents: Sequence[CorpusDocument] | Any,
    llm: Any,
    *,
    categories: Mapping[str, str] | None = None,
    settings: BacktestSettings | None = None,
    out_dir: str | Path | None = None,
    progress: Callable[[str], None] | None = None,
    created_at: str | None = None,
) -> BacktestResult:
    """Run a research panel on every question, score it, and return tables and the trace.

    ``documents`` is the corpus (``CorpusDocument`` or ``SearchResult`` list) searched
    offline, or one search client for every agent, or a callable ``(question, member) ->
    search client``. ``llm`` is one client shared by every agent (see :func:`member_client`),
    or a callable ``(question, member) -> client`` (for example replay clients per label
    ``"<question_id>/<agent_id>"``). ``out_dir`` makes the run resumable (see the module
    docstring); without it nothing is written. ``progress`` receives one line per finished
    question (default: printed to stdout). ``created_at`` stamps the trace; by default the
    wall-clock time the run directory was created (or, without one, this call's start).
    """
    settings = settings or BacktestSettings()
    members = panel_members(settings.agents)
    _check_questions(questions)
    categories = dict(categories or {})
    search = _search_client(documents)
    manifest = _manifest(questions, categories, documents, llm, settings)
    manifest["created_at"] = created_at or _utc_now()
    say = progress or _print_line
    directory = _RunDirectory(Path(out_dir), manifest) if out_dir is not None else None
    records: dict[str, _QuestionRecord] = {}
    if directory:
        manifest = directory.manifest  # a resumed run keeps its created_at, so its trace name
        records = _finished(directory, questions, members)
        if records:
            say(f"Resuming in {directory.root}: {len(records)} of {len(questions)} already done")
    todo = [q for q in questions if q.question_id not in records]
    failures = _run_questions(
        todo, len(questions), members, llm, search, settings, directory, records, say
    )
    return _finish(questions, categories, members, records, failures, settings, manifest, directory)


def _finished(directory, questions, members) -> dict[str, _QuestionRecord]:
    found = {q.question_id: directory.load(q.question_id, members) for q in questions}
    return {qid: record for qid, record in found.items() if record is not None}


def _check_questions(questions: Sequence[ForecastQuestion]) -> None:
    if not questions:
        raise BacktestConfigError("no questions to run; pass at least one ForecastQuestion")
    seen: set[str] = set()
    for index, q in enumerate(questions):
        qid = q.question_id
        if not isinstance(qid, str) or not _SAFE_ID.match(qid):
            raise BacktestConfigError(
                f"questions[{index}]: question_id {qid!r} must be 1-128 letters, digits, '.', "
                "'_' or '-' (it names the question's record file)"
            )
        if qid in seen:
            raise BacktestConfigError(f"questions[{index}]: duplicate question_id {qid!r}")
        if not q.cutoff_date:
            raise BacktestConfigError(f"questions[{index}] ({qid}): no cutoff_date")
        seen.add(qid)


def _search_client(documents: Any) -> Any:
    """One shared search client, or a per-agent factory, from what the caller passed."""
    if callable(getattr(documents, "search", None)) or callable(documents):
        return documents
    results = [d.to_search_result() if hasattr(d, "to_search_result") else d for d in documents]
    return CorpusSearchClient(results, name=SEARCH_CLIENT_NAME)


def _manifest(questions, categories, documents, llm, settings) -> dict[str, Any]:
    if callable(getattr(documents, "search", None)):
        docs_id = {"search_client": getattr(documents, "client_name", type(documents).__name__)}
    elif callable(documents):
        docs_id = {"search_client": "per-agent factory"}
    else:
        docs_id = {"documents_sha256": _sha256([_as_dict(d) for d in documents])}
    probe = _clients(questions[0], panel_members(1)[0], llm, None)[0]
    run = {
        "question_ids": [q.question_id for q in questions],
        "questions_sha256": _sha256(
            [[q.to_dict(), categories.get(q.question_id)] for q in questions]
        ),
        **docs_id,
        "provider": str(getattr(probe, "provider", type(probe).__name__)),
        "model": str(getattr(probe, "model", getattr(probe, "model_name", "unknown"))),
        "settings": settings.recorded(),
    }
    return {"format": MANIFEST_FORMAT, "version": RECORD_VERSION, "run": run}


def _as_dict(value: Any) -> Any:
    to_dict = getattr(value, "to_dict", None)
    return to_dict() if callable(to_dict) else value


@dataclass
class _AgentOutcome:
    run: ResearchRun
    llm_calls: list[dict[str, Any]]
    search_calls: list[dict[str, Any]]


def _clients(question, member, llm, search) -> tuple[Any, Any]:
    """The model and search clients of one agent: shared ones, or built by the factories."""
    if callable(getattr(llm, "complete_with_usage", None)):
        model = member_client(llm, member)
    else:
        model = llm(question, member)
    if search is None or callable(getattr(search, "search", None)):
        return model, search
    return model, search(question, member)


def _run_agent(question, member, llm, search, settings, stop) -> _AgentOutcome:
    label = f"{question.question_id}/{member.agent_id}"
    model, searcher = _clients(question, member, llm, search)
    llm_tracer = trace_llm(model, label)
    search_tracer = trace_search(searcher, label)
    agent = ResearchAgent(
        _StopGuard(llm_tracer, stop),
        search_tracer,
        agent_id=member.agent_id,
        max_steps=settings.max_steps,
        max_search_results=settings.max_search_results,
        allowed_domains=None if settings.allowed_domains is None else set(settings.allowed_domains),
    )
    run = agent.run(question, default_as_of(question))
    return _AgentOutcome(run, llm_tracer.calls, search_tracer.calls)


def _run_questions(
    todo, total, members, llm, search, settings, directory, records, say
) -> dict[str, str]:
    """Run every (question, member) in one pool; save each question once its panel is done."""
    stop = threading.Event()
    failures: dict[str, str] = {}
    pending: dict[str, dict[int, _AgentOutcome]] = {q.question_id: {} for q in todo}
    clock = _Progress(total, len(records), say)
    pool = ThreadPoolExecutor(max_workers=settings.concurrency, thread_name_prefix="backtest")
    futures: dict[Future, tuple[ForecastQuestion, int]] = {}
    try:
        for q in todo:  # question-major, so early questions finish (and are saved) first
            for index, member in enumerate(members):
                future = pool.submit(_run_agent, q, member, llm, search, settings, stop)
                futures[future] = (q, index)
        for future in as_completed(futures):
            question, index = futures[future]
            qid = question.question_id
            if qid in failures:
                continue
            try:
                pending[qid][index] = future.result()
            except Exception as exc:
                failures[qid] = f"{type(exc).__name__}: {exc}"
                clock.failed(qid, failures[qid])
                continue
            if len(pending[qid]) == len(members):
                outcomes = [pending[qid][i] for i in range(len(members))]
                if broken := _provider_failures(outcomes):
                    failures[qid] = broken
                    clock.failed(qid, broken)
                    continue
                record = _QuestionRecord(
                    qid,
                    [o.run for o in outcomes],
                    [c for o in outcomes for c in o.llm_calls],
                    [c for o in outcomes for c in o.search_calls],
                )
                if directory:
                    directory.save(record, members)
                records[qid] = record
                clock.done(qid, [o.run.artifact for o in outcomes])
    except KeyboardInterrupt:
        stop.set()
        pool.shutdown(wait=False, cancel_futures=True)
        if directory:
            # Counted on disk: the interrupt may land between a record's rename and bookkeeping.
            saved = sum(directory.record_path(qid).exists() for qid in records.keys() | pending)
            say(
                f"Interrupted: {saved} of {total} questions are saved in {directory.root}; "
                "run the same command again to resume"
            )
        else:
            say(f"Interrupted after {len(records)} of {total} questions")
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return failures


def _provider_failures(outcomes: Sequence[_AgentOutcome]) -> str:
    """Agents that ended ``failed`` (a provider error): the question is retried, not saved.

    A provider error says nothing about the question, so saving it would make an outage
    permanent; left unsaved, the next run with the same arguments asks again.
    """
    failed = [o.run.artifact for o in outcomes if o.run.artifact.status == "failed"]
    return "; ".join(f"{a.agent_id}: {a.rationale}" for a in failed)


class _Progress:
    """Progress lines: question k of N, elapsed time, and an estimate of what remains."""

    def __init__(self, total: int, already: int, say: Callable[[str], None]) -> None:
        self.total, self.finished, self.started_with = total, already, already
        self.say = say
        self.start = time.monotonic()  # display only; never reaches a record

    def _timing(self) -> str:
        elapsed = time.monotonic() - self.start
        fresh = self.finished - self.started_with
        left = elapsed / fresh * (self.total - self.finished) if fresh else math.nan
        estimate = "" if math.isnan(left) else f", about {_duration(left)} left"
        return f"elapsed {_duration(elapsed)}{estimate}"

    def done(self, qid: str, artifacts: Sequence[AgentForecastArtifact]) -> None:
        self.finished += 1
        shown = " | ".join(f"{a.p_yes:.2f}" if a.forecast_produced else a.status for a in artifacts)
        self.say(f"[{self.finished}/{self.total}] {qid}: {shown}  ({self._timing()})")

    def failed(self, qid: str, reason: str) -> None:
        self.finished += 1
        self.say(
            f"[{self.finished}/{self.total}] {qid}: FAILED, not saved ({reason}); "
            f"the run goes on  ({self._timing()})"
        )


def _duration(seconds: float) -> str:
    seconds = round(seconds)
    minutes, secs = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h{minutes:02d}m" if hours else f"{minutes}m{secs:02d}s"


def _print_line(text: str) -> None:
    print(text, flush=True)


# --------------------------------------------------------------------------- scoring


def fit_shrinkage(history: Sequence[tuple[float, float, float]]) -> float:
    """The weight on the panel, from (panel, base rate, outcome) triples, minimising Brier.

    The calibrated forecast is ``w * panel + (1 - w) * base_rate``. With fewer than
    :data:`MIN_CALIBRATION_HISTORY` triples there is nothing to fit and the weight is 1.
    Ties go to the larger weight (the smaller change).
    """
    if len(history) < MIN_CALIBRATION_HISTORY:
        return 1.0

    def loss(w: float) -> float:
        return sum(brier_score(w * p + (1 - w) * b, o) for p, b, o in history)

    return min(reversed(CALIBRATION_WEIGHTS), key=loss)


def calibrate_point_in_time(
    questions: Sequence[ForecastQuestion],
    panel: Mapping[str, float],
    base_rates: Mapping[str, float],
) -> dict[str, tuple[float, float]]:
    """Per answered question, ``(weight, calibrated forecast)`` fitted only on the past.

    The fit for a question uses only questions that resolved before its cutoff and that the
    panel answered, so no outcome the forecaster could not have known enters its calibration.
    """
    out = {}
    for q in questions:
        if q.question_id not in panel:
            continue
        cutoff = parse_iso_date(q.cutoff_date, what="cutoff_date")
        history = [
            (panel[o.question_id], base_rates[o.question_id], o.resolved_outcome)
            for o in questions
            if o.question_id in panel
            and o.resolved_outcome is not None
            and o.resolution_date
            and parse_iso_date(o.resolution_date, what="resolution_date") < cutoff
        ]
        weight = fit_shrinkage(history)
        p = panel[q.question_id]
        out[q.question_id] = (weight, weight * p + (1 - weight) * base_rates[q.question_id])
    return out


def _finish(questions, categories, members, records, failures, settings, manifest, directory):
    done = [q for q in questions if q.question_id in records]
    panels = {q.question_id: PanelResult(q, records[q.question_id].runs) for q in done}
    table = _question_table(questions, categories, panels, failures, settings)
    scores = _score_table(table)
    trace = _trace(done, records, manifest) if done and not failures else None
    if directory:
        write_atomic(directory.root / "questions.csv", table.write_csv())
        write_atomic(directory.root / "scores.csv", scores.write_csv())
        if trace is not None:
            # A finished directory run again: the same trace is already there.
            with contextlib.suppress(TraceExistsError):
                trace.save(directory.root)
    return BacktestResult(table, scores, trace, panels, failures, directory and directory.root)


def _question_table(questions, categories, panels, failures, settings) -> pl.DataFrame:
    kc = settings.knowledge_cutoff and parse_iso_date(settings.knowledge_cutoff)
    resolved = [q for q in questions if q.resolved_outcome is not None]
    base = base_rate_forecasts(resolved, categories) if resolved else {}
    summaries = {qid: aggregate_forecasts(p.artifacts) for qid, p in panels.items()}
    means = {qid: s.mean for qid, s in summaries.items() if s.mean is not None}
    calibrated = calibrate_point_in_time(resolved, means, base) if settings.calibrate else {}
    rows = []
    for q in questions:
        qid, s = q.question_id, summaries.get(q.question_id)
        known = bool(kc and q.resolution_date and parse_iso_date(q.resolution_date) <= kc)
        rows.append(
            {
                "question_id": qid,
                "category": categories.get(qid),
                "cutoff_date": q.cutoff_date,
                "resolution_date": q.resolution_date,
                "outcome": q.resolved_outcome,
                "scored": s is not None and q.resolved_outcome is not None and not known,
                "note": failures.get(qid)
                or ("resolved on or before the knowledge cutoff" if known else None),
                "statuses": "|".join(a.status for a in panels[qid].artifacts) if s else None,
                "n_members": s.n_members if s else None,
                "n_forecasts": s.n_forecasts if s else None,
                "panel_mean": s.mean if s else None,
                "panel_median": s.median if s else None,
                "panel_low": s.low if s else None,
                "panel_high": s.high if s else None,
                "base_rate": base.get(qid),
                "market_price": q.current_market_price,
                "calibration_weight": calibrated[qid][0] if qid in calibrated else None,
                "calibrated": calibrated[qid][1] if qid in calibrated else None,
            }
        )
    return pl.DataFrame(rows, schema=_TABLE_SCHEMA)


_TABLE_SCHEMA = {
    "question_id": pl.String,
    "category": pl.String,
    "cutoff_date": pl.String,
    "resolution_date": pl.String,
    "outcome": pl.Float64,
    "scored": pl.Boolean,
    "note": pl.String,
    "statuses": pl.String,
    "n_members": pl.Int64,
    "n_forecasts": pl.Int64,
    "panel_mean": pl.Float64,
    "panel_median": pl.Float64,
    "panel_low": pl.Float64,
    "panel_high": pl.Float64,
    "base_rate": pl.Float64,
    "market_price": pl.Float64,
    "calibration_weight": pl.Float64,
    "calibrated": pl.Float64,
}

_SCORE_SCHEMA = {
    "forecaster": pl.String,
    "questions": pl.String,
    "n": pl.Int64,
    "brier": pl.Float64,
    "brier_low": pl.Float64,
    "brier_high": pl.Float64,
    "log": pl.Float64,
    "log_low": pl.Float64,
    "log_high": pl.Float64,
}


def _score_table(table: pl.DataFrame) -> pl.DataFrame:
    """Every forecaster on the same questions, joined by id; 90% bootstrap intervals."""
    scored = table.filter(pl.col("scored"))
    outcomes = dict(zip(scored["question_id"], scored["outcome"], strict=True))
    answered = scored.filter(pl.col("panel_mean").is_not_null())

    def column(frame: pl.DataFrame, name: str) -> dict[str, float]:
        pairs = zip(frame["question_id"], frame[name], strict=True)
        return {qid: value for qid, value in pairs if value is not None}

    rows: list[dict[str, Any]] = []

    def add(name: str, subset: str, forecasts: Mapping[str, float]) -> None:
        if forecasts:
            s = summarize_scores(name, forecasts, outcomes)
            rows.append(
                _score_row(name, subset, s.n, s.brier, s.brier_interval, s.log, s.log_interval)
            )

    panel = column(answered, "panel_mean")
    add("panel (mean)", "answered", panel)
    add("panel (median)", "answered", column(answered, "panel_median"))
    calibrated = column(answered, "calibrated")
    if calibrated:
        add("calibrated panel", "answered", calibrated)
        rows.append(_difference_row(calibrated, panel, outcomes))
    add("always 0.5", "answered", dict.fromkeys(panel, 0.5))
    add("base rate only", "answered", column(answered, "base_rate"))
    add("market price", "answered", column(answered, "market_price"))
    everything = dict.fromkeys(outcomes, 0.5)
    add("panel, abstain = 0.5", "all", {**everything, **panel})
    if calibrated:
        add("calibrated panel, abstain = 0.5", "all", {**everything, **calibrated})
    add("always 0.5", "all", everything)
    add("base rate only", "all", column(scored, "base_rate"))
    add("market price", "all", column(scored, "market_price"))
    return pl.DataFrame(rows, schema=_SCORE_SCHEMA)


def _score_row(name, subset, n, brier, brier_interval, log, log_interval) -> dict[str, Any]:
    return {
        "forecaster": name,
        "questions": subset,
        "n": n,
        "brier": brier,
        "brier_low": brier_interval[0],
        "brier_high": brier_interval[1],
        "log": log,
        "log_low": log_interval[0],
        "log_high": log_interval[1],
    }


def _difference_row(calibrated, panel, outcomes) -> dict[str, Any]:
    """Calibrated minus raw, per question, with a paired bootstrap: did calibration help?

    Brier below 0 and log above 0 mean it helped; an interval spanning 0 means the questions
    cannot tell.
    """
    ids = sorted(calibrated)
    brier = [
        brier_score(calibrated[q], outcomes[q]) - brier_score(panel[q], outcomes[q]) for q in ids
    ]
    log = [log_score(calibrated[q], outcomes[q]) - log_score(panel[q], outcomes[q]) for q in ids]
    return _score_row(
        "calibrated minus panel",
        "answered",
        len(ids),
        statistics.fmean(brier),
        bootstrap_interval(brier),
        statistics.fmean(log),
        bootstrap_interval(log),
    )


def _trace(done, records, manifest) -> RunTrace:
    run = manifest["run"]
    return RunTrace.capture(
        notebook=TRACE_NOTEBOOK,
        provider=run["provider"],
        question=done[0],
        params=dict(run),
        agents=[run.artifact for q in done for run in records[q.question_id].runs],
        llm_calls=[c for q in done for c in records[q.question_id].llm_calls],
        search_calls=[c for q in done for c in records[q.question_id].search_calls],
        notes="Backtest runner (agent_backtest.run_backtest): one panel per question.",
        created_at=manifest["created_at"],
        run_id=_sha256(run)[:12],
    )


# --------------------------------------------------------------------------- command line


def _positive_int(name: str, high: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = 0
        if not 1 <= value <= high:
            raise argparse.ArgumentTypeError(f"got {text!r}; accepted: an integer from 1 to {high}")
        return value

    parse.__name__ = name
    return parse


def _domains(text: str) -> tuple[str, ...] | None:
    if text == "any":
        return None
    if text == "default":
        return tuple(sorted(DEFAULT_ALLOWED_DOMAINS))
    try:
        return tuple(sorted({normalize_domain(d) for d in text.split(",") if d.strip()}))
    except ValueError as exc:
        raise argparse.ArgumentTypeError(
            f"got {text!r} ({exc}); accepted: 'default', 'any', or comma-separated hostnames"
        ) from None


def _iso_date(text: str) -> str:
    try:
        return parse_iso_date(text, what="--knowledge-cutoff").isoformat()
    except SchemaError:
        raise argparse.ArgumentTypeError(
            f"got {text!r}; accepted: a date like 2024-09-19"
        ) from None


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m agent_research",
        description="Run the research panel on resolved questions and score it (resumable).",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="backtest")
    bt = sub.add_parser("backtest", help="run, or resume, a backtest into --out")
    bt.add_argument(
        "--provider",
        required=True,
        choices=SELECTABLE_PROVIDERS,
        help="LLM provider; required, never guessed. 'mock' is offline, free and deterministic",
    )
    bt.add_argument("--model", help="model name (default: the provider's model variable)")
    bt.add_argument("--out", required=True, type=Path, help="run directory (created or resumed)")
    bt.add_argument("--questions", type=Path, help="questions file (default: the course's)")
    bt.add_argument("--documents", type=Path, help="corpus file (default: the course's)")
    bt.add_argument("--ids", help="comma-separated question ids to run (default: all)")
    bt.add_argument("--agents", type=_positive_int("agents", MAX_AGENTS), default=DEFAULT_AGENTS)
    bt.add_argument(
        "--concurrency",
        type=_positive_int("concurrency", MAX_CONCURRENCY),
        default=DEFAULT_CONCURRENCY,
        help="agent runs (so model requests) in flight at once",
    )
    bt.add_argument(
        "--max-steps", type=_positive_int("max-steps", MAX_STEPS_LIMIT), default=DEFAULT_MAX_STEPS
    )
    bt.add_argument(
        "--max-search-results",
        type=_positive_int("max-search-results", MAX_RESULTS_LIMIT),
        default=BACKTEST_MAX_SEARCH_RESULTS,
    )
    bt.add_argument(
        "--allowed-domains",
        type=_domains,
        default=tuple(sorted(DEFAULT_ALLOWED_DOMAINS)),
        help="'default' (the course allowlist), 'any', or comma-separated hostnames",
    )
    bt.add_argument("--calibrate", action="store_true", help="also score a calibrated panel")
    bt.add_argument("--knowledge-cutoff", type=_iso_date, help="unscore questions resolved by then")
    return parser


def _select(inputs: BacktestInputs, ids: str | None) -> list[ForecastQuestion]:
    if not ids:
        return inputs.questions
    wanted = [i.strip() for i in ids.split(",") if i.strip()]
    known = {q.question_id: q for q in inputs.questions}
    unknown = [i for i in wanted if i not in known]
    if unknown or not wanted:
        raise BacktestConfigError(
            f"--ids: got {ids!r}; unknown {unknown}; accepted: comma-separated ids from "
            f"{', '.join(known)}"
        )
    return [known[i] for i in dict.fromkeys(wanted)]


def main(argv: Sequence[str] | None = None) -> int:
    """The ``backtest`` command: exit 0 if every question ran, 1 if some failed, 2 on bad input."""
    args = _parser().parse_args(argv)
    try:
        inputs = load_backtest_inputs(args.questions, args.documents)
        questions = _select(inputs, args.ids)
        settings = BacktestSettings(
            agents=args.agents,
            max_steps=args.max_steps,
            max_search_results=args.max_search_results,
            allowed_domains=args.allowed_domains,
            calibrate=args.calibrate,
            knowledge_cutoff=args.knowledge_cutoff,
            concurrency=args.concurrency,
        )
        llm = (
            BacktestMockLLMClient()
            if args.provider == "mock"
            else create_llm_client(args.provider, model=args.model)
        )
        result = run_backtest(
            questions,
            inputs.documents,
            llm,
            categories=inputs.categories,
            settings=settings,
            out_dir=args.out,
        )
    except (
        BacktestConfigError,
        SchemaError,
        FileNotFoundError,
        ValueError,
        ProviderConfigError,
    ) as exc:
        print(f"backtest: error: {exc}", file=sys.stderr, flush=True)
        return 2
    except KeyboardInterrupt:
        return 130
    _print_summary(result)
    return 1 if result.failures else 0


def _print_summary(result: BacktestResult) -> None:
    with pl.Config(
        tbl_rows=-1,
        tbl_cols=-1,
        tbl_width_chars=160,
        fmt_str_lengths=40,
        float_precision=3,
        tbl_hide_dataframe_shape=True,
        tbl_hide_column_data_types=True,
    ):
        print(result.scores, flush=True)
    print(f"Wrote {result.out_dir}/questions.csv and scores.csv", flush=True)
    if result.trace is not None:
        print(f"Trace: {result.out_dir}/{result.trace.filename()}", flush=True)
    if result.failures:
        print(
            f"{len(result.failures)} question(s) failed and were not saved: "
            f"{', '.join(result.failures)}. Run the same command again to retry them.",
            flush=True,
        )
