"""Notebook 04's plumbing in one place: its settings checked at once, its inputs, its session.

A notebook that teaches an agent should not open with two hundred lines of checks. Notebook 04
passes its settings cell to :meth:`ResearchNotebook.open`, which checks every setting (all of
them, then one error listing each that is wrong, with its value and what is accepted), reads
the questions and documents, opens the live-or-replay :class:`forecasting_agents.record.Session`,
refuses to replay a record with input files other than the ones it was captured with, and on
the live path builds the clients before the first paid call. What remains in the notebook is
the lesson: the agent, the panel, the backtest and what the record shows.

Conventions
-----------
- On replay the settings that shape the run come from the record (``session.params``); a
  setting the record predates replays with the value it was captured under (the leak check
  ``strict``; the coverage defaults; each page of results cut before the controls, no
  ``search_pool``; ``on_repeat`` ``refuse``). A live run records the pool its searches fill
  their pages from.
- A live run records its settings as the ``backtest`` command does,
  ``params["settings"]`` (:meth:`forecasting_agents.evaluation.BacktestSettings.recorded`), and
  every record is read back through
  :meth:`forecasting_agents.evaluation._settings.RunSettings.from_params`, so a record made
  before, with the settings beside the other params, replays as it always did.
- The input files are named by their hashes
  (:func:`forecasting_agents.core._formats.questions_sha256`,
  :func:`forecasting_agents.core._formats.documents_sha256`), recorded live and compared on replay.
- Every agent gets its clients from the session under the label ``<question id>/<agent id>``, so
  concurrent agents never mix their calls, and a replay serves each agent what it recorded.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from forecasting_agents.agent._panel import PanelMember
from forecasting_agents.agent._research import ON_REPEAT_MODES, ResearchAgent
from forecasting_agents.agent._state import CoverageRequirements, parse_required_types
from forecasting_agents.core._course import get_demo_question, lookup_model_knowledge_cutoff
from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._formats import documents_sha256, questions_sha256
from forecasting_agents.core._params import (
    ParameterError,
    as_bool,
    as_int,
    as_str_list,
    not_used,
    one_of,
    parsed,
    preflight,
    replaced_by_record,
)
from forecasting_agents.core._schemas import ForecastQuestion
from forecasting_agents.evaluation._backtest import (
    CORPUS_CLIENT,
    MAX_AGENTS,
    MAX_CONCURRENCY,
    MAX_MIN_DOCUMENTS,
    BacktestInputs,
    BacktestResult,
    BacktestSettings,
    load_backtest_inputs,
    member_client,
    research_agent,
    run_backtest,
)
from forecasting_agents.evaluation._feasibility import (
    check_coverage_feasibility,
    enforce_coverage_feasibility,
)
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._progress import PROGRESS_EVERY_S
from forecasting_agents.evaluation._settings import RunSettings
from forecasting_agents.providers._factory import SELECTABLE_PROVIDERS, create_llm_client
from forecasting_agents.record._session import Session, find_pinned_trace, open_pinned_trace
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.search._corpus import QuestionCorpus
from forecasting_agents.search._domains import DEFAULT_ALLOWED_DOMAINS, normalize_domain
from forecasting_agents.search._executor import MAX_RESULTS_LIMIT, default_search_pool
from forecasting_agents.search._factory import SEARCH_PROVIDERS, create_search_client
from forecasting_agents.search._leaks import LEAK_POLICIES

__all__ = [
    "CHECKS",
    "FILE_ACCEPTED",
    "NOTEBOOK_04",
    "SETTINGS",
    "WALKTHROUGH",
    "ResearchNotebook",
    "SettingsError",
]

NOTEBOOK_04 = "04_research_agent"
WALKTHROUGH = PanelMember("walkthrough", 0.0, 7)
"""The agent notebook 04 builds step by step on the demonstration question."""
FILE_ACCEPTED = "an empty string (the course's file) or the path of an existing file"
REQUIRED_TYPES_ACCEPTED = "a list of evidence types (search_results, base_rate), or 'none'"
NOTEBOOK_INFEASIBLE_MODES = ("stop", "warn")
"""What notebook 04's ``INFEASIBLE`` accepts: its panel runs every question it is given, so it
stops or warns; the command's ``--infeasible skip`` (record them, run the rest) is the runner's."""


class SettingsError(ValueError):
    """One or more settings are wrong: ``problems`` maps each setting to what was wrong."""

    def __init__(self, problems: Mapping[str, str]) -> None:
        lines = "\n".join(f"  - {problem}" for problem in problems.values())
        super().__init__(f"{len(problems)} setting(s) are not accepted:\n{lines}")
        self.problems = dict(problems)


@dataclass
class ResearchNotebook:
    """The checked settings, inputs and session of one run of notebook 04 (see the module)."""

    session: Session
    inputs: BacktestInputs
    demo_question: ForecastQuestion
    questions: list[ForecastQuestion]
    settings: BacktestSettings
    live: dict[str, Any]
    pinned_path: Path
    unused: list[str] = field(default_factory=list)
    """On replay, a ``Not used:`` line for each setting given that the replay did not use."""

    @classmethod
    def open(cls, **parameters: Any) -> ResearchNotebook:
        """Check every setting of notebook 04 and open its run (see the module docstring)."""
        checked = _checked(parameters)
        inputs = load_backtest_inputs(
            checked["QUESTIONS_FILE"] or None, checked["DOCUMENTS_FILE"] or None
        )
        ids = _question_ids(checked["QUESTION_IDS"], inputs)
        live = _live_clients(checked) if checked["RUN_LIVE"] else {}
        files = {
            "questions_sha256": questions_sha256(inputs.questions),
            "documents_sha256": documents_sha256(inputs.documents),
        }
        session = Session(
            NOTEBOOK_04,
            run_live=checked["RUN_LIVE"],
            pinned_trace=None if checked["RUN_LIVE"] else _pinned(parameters["PINNED_TRACE"]),
            question=get_demo_question(),
            params={**_recorded(checked, ids, live), **files} if checked["RUN_LIVE"] else None,
            notes="Notebook 04 research agents and backtest, captured by running its live path.",
        )
        _check_files(session.params, files)
        by_id = {q.question_id: q for q in inputs.questions}
        demo = get_demo_question()
        questions = [by_id[q] for q in session.params["question_ids"] if q != demo.question_id]
        settings = _settings(session.params, checked)
        unused = [] if session.live else _not_used_on_replay(checked, session.params)
        notebook = cls(
            session, inputs, demo, questions, settings, live, checked["PINNED_TRACE"], unused
        )
        notebook.check_coverage(checked["INFEASIBLE"])
        return notebook

    def check_coverage(self, mode: str) -> None:
        """Before any model call: can each question's documents meet the coverage gate? Live,
        ``mode`` says whether to stop or warn; a replay spends nothing, so it only reports."""
        if self.params["search_client"] == CORPUS_CLIENT:
            searched: Any = self.inputs.documents
        else:  # what a live search finds cannot be known beforehand: the report says so
            searched = self.live["search"] if self.session.live else self.search_for
        questions = [self.demo_question, *self.questions]
        report = check_coverage_feasibility(questions, searched, self.settings)
        enforce_coverage_feasibility(report, mode if self.session.live else "warn", say=print)

    # ---------------------------------------------------------------- clients

    @property
    def params(self) -> dict[str, Any]:
        """The settings that shape the run: those of the record on replay."""
        return self.session.params

    def llm_for(self, question: ForecastQuestion, member: PanelMember) -> Any:
        """The model client of one agent: live, a copy of the one client with its sampling."""
        label = f"{question.question_id}/{member.agent_id}"
        return self.session.llm(label, lambda: member_client(self.live["model"], member))

    def search_for(self, question: ForecastQuestion, member: PanelMember) -> Any:
        """The search client of one agent, under the same label as its model client."""
        label = f"{question.question_id}/{member.agent_id}"
        return self.session.search(label, lambda: self.live["search"] or self._corpus(question))

    def _corpus(self, question: ForecastQuestion) -> Any:
        """The offline search of one question: its own documents and the shared ones."""
        if not hasattr(self, "_question_corpus"):
            self._question_corpus = QuestionCorpus(self.inputs.documents, name=CORPUS_CLIENT)
        return self._question_corpus(question)

    def agent(self, question: ForecastQuestion, member: PanelMember) -> ResearchAgent:
        """The research agent a panel member runs on ``question``, with the session's clients."""
        llm, search = self.llm_for(question, member), self.search_for(question, member)
        return research_agent(llm, search, member.agent_id, self.settings)

    def replayed_agent(self, question: ForecastQuestion, member: PanelMember) -> ResearchAgent:
        """The library's research agent on fresh replay clients of what ``member`` recorded on
        ``question``: to run the same calls again through :meth:`ResearchAgent.run`."""
        llm, search = self.session.replayed(f"{question.question_id}/{member.agent_id}")
        return research_agent(llm, search, member.agent_id, self.settings)

    def backtest(self, selected: Sequence[ForecastQuestion]) -> BacktestResult:
        """The runner on ``selected``; on replay it prints no progress lines and reads no clock."""
        live = self.session.live
        return run_backtest(
            selected,
            self.search_for,
            self.llm_for,
            categories=self.inputs.categories,
            settings=self.settings,
            progress=None if live else _silent,
            progress_every=PROGRESS_EVERY_S if live else None,  # replay reads no clock
            record=False,  # the session records every call, live or replayed
        )

    def finish(self, artifacts: Sequence[Any]) -> RunTrace:
        """Live: save the new record. Replay: check every recorded call and agent was met."""
        return self.session.finish(artifacts)

    def describe(self) -> str:
        """What this run is: live or which record, the questions, the corpus, the settings."""
        settings, recorded = self.settings, RunSettings.from_params(self.params)
        coverage = CoverageRequirements(settings.min_documents, settings.required_types)
        predates = {
            key: "" if recorded.holds(key) else " (the record predates the setting)"
            for key in ("leak_policy", "on_repeat")
        }
        mode = "live" if self.session.live else f"replay of {self.pinned_path.name}"
        pool = f"each page filled after the controls, from {settings.search_pool} results"
        return "\n".join(
            [
                f"Mode:      {mode}",
                f"Questions: the demo question and {len(self.questions)} for the backtest",
                f"Corpus:    {len(self.inputs.documents)} documents",
                f"Panel:     {settings.agents} agents, {settings.max_steps} replies "
                f"each, {settings.max_search_results} documents per search",
                *([f"Search:    {pool}"] if settings.fills_page else []),
                f"Leak rule: {settings.leak_policy}{predates['leak_policy']}",
                f"On repeat: {settings.on_repeat}{predates['on_repeat']}",
                f"Coverage:  {coverage.describe()}",
                f"Knowledge: {self.settings.knowledge_cutoff or 'no cutoff declared'}",
                *self.unused,
            ]
        )


# --------------------------------------------------------------------------- the checks


def _data_file(value: object) -> str:
    if value == "":
        return ""
    if not isinstance(value, str) or not Path(value).expanduser().is_file():
        raise ValueError("no such file")
    return str(Path(value).expanduser())


def _domains(value: object) -> list[str] | None:
    if value == "any":
        return None
    if value == "default":
        return sorted(DEFAULT_ALLOWED_DOMAINS)
    return sorted(
        parsed(f"ALLOWED_DOMAINS[{i}]", d, normalize_domain, "a hostname such as reuters.com")
        for i, d in enumerate(as_str_list("ALLOWED_DOMAINS", value))
    )


def _knowledge(value: object) -> str:
    if value == "":
        return ""
    accepted = "an ISO date such as 2024-09-01, or an empty string to look it up"
    return parsed("MODEL_KNOWLEDGE_CUTOFF", value, parse_iso_date, accepted).isoformat()


CHECKS: Mapping[str, Callable[[object], Any]] = {
    "RUN_LIVE": lambda v: as_bool("RUN_LIVE", v),
    "PINNED_TRACE": lambda v: find_pinned_trace("PINNED_TRACE", v, NOTEBOOK_04),
    "LLM_PROVIDER": lambda v: one_of("LLM_PROVIDER", v, ["", *SELECTABLE_PROVIDERS]),
    "SEARCH_PROVIDER": lambda v: one_of("SEARCH_PROVIDER", v, ["corpus", "", *SEARCH_PROVIDERS]),
    "QUESTIONS_FILE": lambda v: parsed("QUESTIONS_FILE", v, _data_file, FILE_ACCEPTED),
    "DOCUMENTS_FILE": lambda v: parsed("DOCUMENTS_FILE", v, _data_file, FILE_ACCEPTED),
    "QUESTION_IDS": lambda v: [] if v in ("", []) else as_str_list("QUESTION_IDS", v),
    "N_AGENTS": lambda v: as_int("N_AGENTS", v, minimum=1, maximum=MAX_AGENTS),
    "ALLOWED_DOMAINS": _domains,
    "CALIBRATE": lambda v: as_bool("CALIBRATE", v),
    "MAX_STEPS": lambda v: as_int("MAX_STEPS", v, minimum=1),
    "MAX_SEARCH_RESULTS": lambda v: as_int(
        "MAX_SEARCH_RESULTS", v, minimum=1, maximum=MAX_RESULTS_LIMIT
    ),
    "CONCURRENCY": lambda v: as_int("CONCURRENCY", v, minimum=1, maximum=MAX_CONCURRENCY),
    "MODEL_KNOWLEDGE_CUTOFF": _knowledge,
    "LEAK_POLICY": lambda v: one_of("LEAK_POLICY", v, LEAK_POLICIES),
    "MIN_DOCUMENTS": lambda v: as_int("MIN_DOCUMENTS", v, minimum=1, maximum=MAX_MIN_DOCUMENTS),
    "REQUIRED_TYPES": lambda v: list(
        parsed("REQUIRED_TYPES", v, parse_required_types, REQUIRED_TYPES_ACCEPTED)
    ),
    "INFEASIBLE": lambda v: one_of("INFEASIBLE", v, NOTEBOOK_INFEASIBLE_MODES),
    "ON_REPEAT": lambda v: one_of("ON_REPEAT", v, ON_REPEAT_MODES),
}
"""Each setting of notebook 04 and the check it passes; papermill's ``-p`` strings included."""

SETTINGS = tuple(CHECKS)
"""The names of notebook 04's settings, in the order its settings cell lists them."""


def _checked(parameters: Mapping[str, Any]) -> dict[str, Any]:
    """Every setting checked, or one :class:`SettingsError` naming each one that is wrong."""
    unknown = sorted(set(parameters) - set(CHECKS))
    problems = {name: f"{name} is not a setting of notebook 04" for name in unknown}
    missing = sorted(set(CHECKS) - set(parameters))
    problems.update({name: f"{name} is missing from the settings" for name in missing})
    checked: dict[str, Any] = {}
    for name, check in CHECKS.items():
        if name in parameters:
            try:
                checked[name] = check(parameters[name])
            except ParameterError as exc:
                problems[name] = str(exc)
    if problems:
        raise SettingsError(problems)
    return checked


def _question_ids(ids: list[str], inputs: BacktestInputs) -> list[str]:
    known = [q.question_id for q in inputs.questions]
    unknown = {f"QUESTION_IDS[{i}]": qid for i, qid in enumerate(ids) if qid not in known}
    if unknown:
        raise SettingsError(
            {
                name: f"{name} = {qid!r} is not accepted: use an id of the questions file"
                for name, qid in unknown.items()
            }
        )
    return ids or known


def _live_clients(checked: Mapping[str, Any]) -> dict[str, Any]:
    """The live path's model client and search source, built before any paid call. ``mock``
    is the research mock, as for the ``backtest`` command: it searches, cites and forecasts."""
    provider, source = checked["LLM_PROVIDER"], checked["SEARCH_PROVIDER"]
    built = preflight(
        {
            "model provider": lambda: (
                BacktestMockLLMClient() if provider == "mock" else create_llm_client(provider)
            ),
            "search provider": lambda: None if source == "corpus" else create_search_client(source),
        }
    )
    return {"model": built["model provider"], "search": built["search provider"]}


def _recorded(checked: Mapping[str, Any], ids: list[str], live: Mapping[str, Any]) -> dict:
    """What a live run records: its settings as the command records them (``settings``), and
    beside them the questions, the search client and the concurrency (shown on a replay)."""
    knowledge = checked["MODEL_KNOWLEDGE_CUTOFF"]
    if not knowledge:
        declared = lookup_model_knowledge_cutoff(live["model"].model_name)
        knowledge = declared[0] if declared else None
    domains = checked["ALLOWED_DOMAINS"]
    settings = BacktestSettings(
        agents=checked["N_AGENTS"],
        max_steps=checked["MAX_STEPS"],
        max_search_results=checked["MAX_SEARCH_RESULTS"],
        allowed_domains=None if domains is None else tuple(domains),
        calibrate=checked["CALIBRATE"],
        knowledge_cutoff=knowledge or None,
        concurrency=checked["CONCURRENCY"],
        leak_policy=checked["LEAK_POLICY"],
        min_documents=checked["MIN_DOCUMENTS"],
        required_types=tuple(checked["REQUIRED_TYPES"]),
        search_pool=default_search_pool(checked["MAX_SEARCH_RESULTS"]),
        on_repeat=checked["ON_REPEAT"],
    )
    source = checked["SEARCH_PROVIDER"]
    return {
        "question_ids": ids,
        "concurrency": checked["CONCURRENCY"],
        "search_client": CORPUS_CLIENT if source == "corpus" else source,
        "settings": settings.recorded(),
    }


_REPLACED_ON_REPLAY = {
    "QUESTION_IDS": "question_ids",
    "N_AGENTS": "agents",
    "ALLOWED_DOMAINS": "allowed_domains",
    "MAX_STEPS": "max_steps",
    "MAX_SEARCH_RESULTS": "max_search_results",
    "SEARCH_PROVIDER": "search_client",
    "LEAK_POLICY": "leak_policy",
    "MIN_DOCUMENTS": "min_documents",
    "REQUIRED_TYPES": "required_types",
    "MODEL_KNOWLEDGE_CUTOFF": "knowledge_cutoff",
    "ON_REPEAT": "on_repeat",
}
"""The settings a replay takes from the record instead, and the record's name for each: the
questions and the search client are params of their own, the rest in ``params["settings"]``."""
_EMPTY_MEANS_THE_RECORDS = frozenset({"QUESTION_IDS", "MODEL_KNOWLEDGE_CUTOFF"})
_UNUSED_ON_REPLAY = {
    "LLM_PROVIDER": ("", "a replay calls no model; RUN_LIVE = True uses it"),
    "INFEASIBLE": ("stop", "a replay spends nothing, so it only reports; a live run uses it"),
}
"""Settings a replay has no use for: their default, and why any other value is not used."""


def _not_used_on_replay(checked: Mapping[str, Any], recorded: Mapping[str, Any]) -> list[str]:
    """A ``Not used:`` line for each setting given that the replay did not use, so none is
    ignored silently: those the record's own value replaced, and those a replay has no use for.
    An empty ``QUESTION_IDS`` or ``MODEL_KNOWLEDGE_CUTOFF`` means "the record's", so it never
    differs."""
    given = {name: checked[name] for name in _REPLACED_ON_REPLAY}
    if given["SEARCH_PROVIDER"] == "corpus":
        given["SEARCH_PROVIDER"] = CORPUS_CLIENT  # the name the record gives the corpus client
    keys = {
        name: key
        for name, key in _REPLACED_ON_REPLAY.items()
        if not (name in _EMPTY_MEANS_THE_RECORDS and given[name] in ("", []))
    }
    held = {**recorded, **RunSettings.from_params(recorded).held()}  # what the record says
    lines = replaced_by_record(given, held, keys)
    if checked["CONCURRENCY"] != recorded.get("concurrency", checked["CONCURRENCY"]):
        why = "a replay runs its agents one at a time: concurrency shapes only speed"
        lines.append(not_used("CONCURRENCY", checked["CONCURRENCY"], why))
    for name, (default, why) in _UNUSED_ON_REPLAY.items():
        if checked[name] != default:
            lines.append(not_used(name, checked[name], why))
    return lines


def _pinned(value: object) -> RunTrace:
    """The record to replay, loaded and checked: one problem with it is one setting refused."""
    try:
        return open_pinned_trace("PINNED_TRACE", value, NOTEBOOK_04)
    except ParameterError as exc:
        raise SettingsError({"PINNED_TRACE": str(exc)}) from None


_FILE_SETTINGS = {"questions_sha256": "QUESTIONS_FILE", "documents_sha256": "DOCUMENTS_FILE"}
"""The hash each data file is recorded under, and the setting that names the file."""


def _check_files(recorded: Mapping[str, Any], files: Mapping[str, str]) -> None:
    stale = [_FILE_SETTINGS[key] for key, value in files.items() if recorded.get(key) != value]
    if stale:
        raise SettingsError(
            {
                name: f"{name}: the files differ from the ones the record was captured with; "
                "replay it with the same QUESTIONS_FILE and DOCUMENTS_FILE, or capture a new "
                "trace"
                for name in stale
            }
        )


def _settings(params: Mapping[str, Any], checked: Mapping[str, Any]) -> BacktestSettings:
    """The runner's settings of this run, read back from what it records (the record's own on
    replay): calibration only rescores, so it applies on replay too; a replay runs one at a time."""
    return RunSettings.from_params(params).backtest_settings(
        calibrate=checked["CALIBRATE"],
        concurrency=checked["CONCURRENCY"] if checked["RUN_LIVE"] else 1,
    )


def _silent(line: str) -> None:
    """Replay prints no progress: its lines hold timings, which differ on every run."""
