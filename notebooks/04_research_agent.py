# ---
# jupyter:
#   jupytext:
#     cell_metadata_filter: tags,-all
#     notebook_metadata_filter: kernelspec,jupytext
#     text_representation:
#       extension: .py
#       format_name: percent
#       format_version: '1.3'
#   kernelspec:
#     display_name: Python 3 (ipykernel)
#     language: python
#     name: python3
# ---

# %% [markdown]
# # 04 · A research agent that gathers, gates, and forecasts or abstains, scored honestly
#
# The first three notebooks built the parts: a loop that works with any model
# ([01](01_react_reasoning.ipynb)), a search tool with a cutoff and a source policy
# ([02](02_tool_contracts.ipynb)), and typed state with quality gates
# ([03](03_state_and_memory.ipynb)). This notebook assembles them into the agent the course is
# about, runs a panel of such agents on the demonstration question and sixteen more that have
# since resolved, and scores the sixteen as a point-in-time backtest.
#
# A backtest of a forecasting agent is easy to get wrong in ways that flatter it. If the search
# results carry no dates, the agent may have read the answer. If the question resolved before
# the model's training data ends, the model may simply remember it. If abstentions are dropped
# from the score, an agent can look good by answering only the easy ones. Each of these is
# checked below from the run record, except what the model knows, which can only be declared,
# and is.
#
# **You will learn to**
# - build an agent that writes typed evidence to its state as it searches, and may forecast
#   only after the quality gates pass;
# - tell apart the ways a run can end (forecast, abstained, budget exhausted, failed) and keep
#   a probability only on the first;
# - run a panel of agents that differ only in sampling settings, and aggregate what they commit;
# - score forecasts with Brier and log scores, bootstrap intervals, baselines and a reliability
#   table, without letting abstention flatter the score, and see whether a calibration step
#   fitted only on the past helps;
# - prove from the record that no post-cutoff document and no market price reached the model.
#
# **Prerequisites**: notebooks [01](01_react_reasoning.ipynb), [02](02_tool_contracts.ipynb) and
# [03](03_state_and_memory.ipynb). No key: by default the whole notebook, backtest included,
# replays a pinned run record through the same code.

# %%
"""Notebook 04: the research agent, a panel, and a point-in-time backtest."""

from pathlib import Path

from agent_fixtures import (
    get_demo_question,
    load_backtest_corpus,
    lookup_model_knowledge_cutoff,
)
from agent_observability import (
    REPO_TRACES_DIR,
    Session,
    traces_dir,
)
from agent_providers import (
    SELECTABLE_PROVIDERS,
    create_llm_client,
)
from agent_schemas import (
    parse_iso_date,
    parse_iso_timestamp,
)
from agent_tools import (
    DEFAULT_ALLOWED_DOMAINS,
    MAX_RESULTS_LIMIT,
    SEARCH_PROVIDERS,
    CorpusSearchClient,
    create_search_client,
    normalize_domain,
)
from forecasting_agents.agent import (
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    RESEARCH_ACTIONS,
    CoverageRequirements,
    PanelMember,
    build_step_prompt,
    build_system_prompt,
    default_as_of,
    parse_required_types,
)
from forecasting_agents.core import (
    as_bool,
    as_int,
    as_str_list,
    documents_sha256,
    find_trace,
    one_of,
    parsed,
    preflight,
    questions_sha256,
)
from forecasting_agents.evaluation import (
    INFEASIBLE_MODES,
    MAX_AGENTS,
    MAX_CONCURRENCY,
    MAX_MIN_DOCUMENTS,
    PROGRESS_EVERY_S,
    BacktestSettings,
    check_coverage_feasibility,
    enforce_coverage_feasibility,
    load_backtest_inputs,
    member_client,
    panel_members,
    research_agent,
    run_backtest,
)
from forecasting_agents.search import (
    LEAK_POLICIES,
    LEGACY_LEAK_POLICY,
    QuestionCorpus,
    judge_leak,
)

# %% [markdown]
# ## Settings
#
# `RUN_LIVE = False` replays `PINNED_TRACE`. `RUN_LIVE = True` runs every agent against a real
# model (`LLM_PROVIDER` empty picks the first configured provider, as in 01) and saves a new
# trace. `SEARCH_PROVIDER = "corpus"` searches the documents of `DOCUMENTS_FILE` offline; any
# other value goes to `create_search_client`, e.g. Tavily for a live web search.
#
# The backtest runs on the questions of `QUESTIONS_FILE` (empty: the course's sixteen), or on
# the ones named in `QUESTION_IDS` (empty: all). Both files use the JSON Lines formats of the
# README's "Your own questions". The panel has `N_AGENTS` agents: they share the prompt, the
# tools and the model, and differ only in how they sample (`panel_members`
# spreads their temperatures over 0.3-0.9 and gives agent *i* seed 11 *i*). `ALLOWED_DOMAINS`
# is the source policy: `"default"` (the course allowlist of 02), `"any"`, or a list of
# domains. `MAX_STEPS` is each agent's budget of replies and `MAX_SEARCH_RESULTS` the documents
# per search; `CONCURRENCY` bounds the agents running at once on the live path (replay runs
# them one at a time). `CALIBRATE` adds a calibrated panel to the scores.
# `MODEL_KNOWLEDGE_CUTOFF` is the last date the model can know about; empty means look it up in
# the fixtures' declared table. `LEAK_POLICY` is the leak check's: `"schedule-aware"` removes a
# result whose text reports a date on or after the cutoff as done, and keeps schedules and
# deadlines; `"strict"` removes any result that mentions such a date. `MIN_DOCUMENTS` and
# `REQUIRED_TYPES` are what the coverage gate asks for before it accepts a forecast: that many
# distinct documents, with at least one of each listed evidence type (`"none"`: no type
# required). Before any model call the run checks that each question's documents can supply
# them; `INFEASIBLE` says what a live run does when some cannot: `"stop"`, or `"warn"` and run
# anyway (a replay spends nothing, so it only reports). On replay the questions, the panel, the
# budgets, the source policy, the leak policy, the coverage requirements and the knowledge
# cutoff come from the record (one that holds no leak policy was captured under `"strict"`; one
# that holds no coverage requirements ran under today's defaults), and the provider settings
# are not used.
#
# The next cell checks every setting (papermill passes `-p RUN_LIVE false` as the string
# `"false"`, which Python would treat as true) and, on a live run, builds a model client and
# the search client once, so a missing key stops the run with one error before any paid call.

# %% tags=["parameters"]
RUN_LIVE = False
PINNED_TRACE = "04_research_agent_20261130T160912Z_30e9c3264651.json"
LLM_PROVIDER = ""
SEARCH_PROVIDER = "corpus"
QUESTIONS_FILE = ""
DOCUMENTS_FILE = ""
QUESTION_IDS = ""
N_AGENTS = 3
ALLOWED_DOMAINS = "default"
CALIBRATE = True
MAX_STEPS = 8
MAX_SEARCH_RESULTS = 3
CONCURRENCY = 3
MODEL_KNOWLEDGE_CUTOFF = ""
LEAK_POLICY = "schedule-aware"
MIN_DOCUMENTS = 3
REQUIRED_TYPES = ["search_results", "base_rate"]
INFEASIBLE = "stop"

# %%
RUN_LIVE = as_bool("RUN_LIVE", RUN_LIVE)
pinned_path = find_trace("PINNED_TRACE", PINNED_TRACE, [REPO_TRACES_DIR, traces_dir()])
LLM_PROVIDER = one_of("LLM_PROVIDER", LLM_PROVIDER, ["", *SELECTABLE_PROVIDERS])
SEARCH_PROVIDER = one_of("SEARCH_PROVIDER", SEARCH_PROVIDER, ["corpus", "", *SEARCH_PROVIDERS])


def data_file(value):
    """``""`` (the course's own file) or the path of an existing file."""
    if value == "":
        return ""
    if not isinstance(value, str) or not Path(value).expanduser().is_file():
        raise ValueError("no such file")
    return str(Path(value).expanduser())


FILE_ACCEPTED = "an empty string (the course's file) or the path of an existing file"
QUESTIONS_FILE = parsed("QUESTIONS_FILE", QUESTIONS_FILE, data_file, FILE_ACCEPTED)
DOCUMENTS_FILE = parsed("DOCUMENTS_FILE", DOCUMENTS_FILE, data_file, FILE_ACCEPTED)
# The loaders name the file, the line and the field of any problem in the two files.
inputs = load_backtest_inputs(QUESTIONS_FILE or None, DOCUMENTS_FILE or None)
known_ids = [q.question_id for q in inputs.questions]
if QUESTION_IDS not in ("", []):
    QUESTION_IDS = [
        one_of(f"QUESTION_IDS[{i}]", qid, known_ids)
        for i, qid in enumerate(as_str_list("QUESTION_IDS", QUESTION_IDS))
    ]
N_AGENTS = as_int("N_AGENTS", N_AGENTS, minimum=1, maximum=MAX_AGENTS)
if ALLOWED_DOMAINS == "default":
    ALLOWED_DOMAINS = sorted(DEFAULT_ALLOWED_DOMAINS)
elif ALLOWED_DOMAINS != "any":
    ALLOWED_DOMAINS = sorted(
        parsed(f"ALLOWED_DOMAINS[{i}]", d, normalize_domain, "a hostname such as reuters.com")
        for i, d in enumerate(as_str_list("ALLOWED_DOMAINS", ALLOWED_DOMAINS))
    )
CALIBRATE = as_bool("CALIBRATE", CALIBRATE)
MAX_STEPS = as_int("MAX_STEPS", MAX_STEPS, minimum=1)
MAX_SEARCH_RESULTS = as_int(
    "MAX_SEARCH_RESULTS", MAX_SEARCH_RESULTS, minimum=1, maximum=MAX_RESULTS_LIMIT
)
CONCURRENCY = as_int("CONCURRENCY", CONCURRENCY, minimum=1, maximum=MAX_CONCURRENCY)
LEAK_POLICY = one_of("LEAK_POLICY", LEAK_POLICY, LEAK_POLICIES)
MIN_DOCUMENTS = as_int("MIN_DOCUMENTS", MIN_DOCUMENTS, minimum=1, maximum=MAX_MIN_DOCUMENTS)
REQUIRED_TYPES = list(
    parsed(
        "REQUIRED_TYPES",
        REQUIRED_TYPES,
        parse_required_types,
        "use a list of evidence types (search_results, base_rate), or 'none'",
    )
)
INFEASIBLE = one_of("INFEASIBLE", INFEASIBLE, INFEASIBLE_MODES)
if MODEL_KNOWLEDGE_CUTOFF != "":
    MODEL_KNOWLEDGE_CUTOFF = parsed(
        "MODEL_KNOWLEDGE_CUTOFF",
        MODEL_KNOWLEDGE_CUTOFF,
        parse_iso_date,
        "use an ISO date such as 2024-09-01, or an empty string to look it up",
    ).isoformat()

if RUN_LIVE:
    # One client serves every agent: each gets a copy with its own temperature and seed that
    # shares the connection pool (member_client).
    live = preflight(
        {
            "model provider": lambda: create_llm_client(LLM_PROVIDER),
            "search provider": lambda: (
                None if SEARCH_PROVIDER == "corpus" else create_search_client(SEARCH_PROVIDER)
            ),
        }
    )

# %% [markdown]
# ## The questions and the corpus
#
# The backtest set is sixteen binary questions that resolved during 2025, each with a cutoff
# date, a resolution date, the outcome and a citable source for it. The demonstration question
# from 01 is run first, on its own: it is the worked example. The agents search an offline
# corpus written for this course: short summaries of what was publicly reported at the time,
# not quotations. It also holds documents the controls must remove: reports dated after a
# cutoff, undated pages, pages on domains outside the source policy, and a few pages dated
# before a cutoff whose text reports what happened after it.
#
# The run itself goes through a `Session` (from `agent_observability`), created from `RUN_LIVE`
# and `PINNED_TRACE`. Each agent asks it for a model client and a search client under a label,
# `<question id>/<agent id>`: live, the session builds the client and records every call under
# that label; on replay, it returns a client that serves back what the record holds under that
# label, checking each prompt against it. At the end the session saves the new record, or checks
# that every recorded call was consumed and that every agent ended as recorded.

# %%
demo_question = get_demo_question()
files = {
    "questions_sha256": questions_sha256(inputs.questions),
    "documents_sha256": documents_sha256(inputs.documents),
}
session = Session(
    "04_research_agent",
    run_live=RUN_LIVE,
    pinned_trace=pinned_path,
    question=demo_question,
    params={
        "question_ids": QUESTION_IDS or known_ids,
        **files,
        "n_agents": N_AGENTS,
        "allowed_domains": None if ALLOWED_DOMAINS == "any" else ALLOWED_DOMAINS,
        "max_steps": MAX_STEPS,
        "max_search_results": MAX_SEARCH_RESULTS,
        "tight_budget_steps": 2,
        "concurrency": CONCURRENCY,
        "search_client": "course-corpus" if SEARCH_PROVIDER == "corpus" else SEARCH_PROVIDER,
        "leak_policy": LEAK_POLICY,
        "min_documents": MIN_DOCUMENTS,
        "required_types": REQUIRED_TYPES,
    },
    notes="Notebook 04 research agents and backtest, captured by running its live path.",
)
recorded = session.params  # live: the settings above; replay: the ones the record holds
# A record captured before the setting existed ran under the strict check, so it replays with it.
leak_policy = recorded.get("leak_policy", LEGACY_LEAK_POLICY)
# A record captured before the coverage settings existed ran under today's defaults.
min_documents = recorded.get("min_documents", DEFAULT_MIN_EVIDENCE_ITEMS)
required_types = tuple(recorded.get("required_types", DEFAULT_REQUIRED_EVIDENCE_TYPES))
stale = [name for name, value in files.items() if recorded[name] != value]
if stale:
    raise ValueError(
        f"{', '.join(stale)}: the files differ from the ones the record was captured with; "
        "replay it with the same QUESTIONS_FILE and DOCUMENTS_FILE, or capture a new trace"
    )
by_id = {q.question_id: q for q in inputs.questions}
# The demonstration question is the worked example, never part of the scored set.
questions = [by_id[qid] for qid in recorded["question_ids"] if qid != demo_question.question_id]
corpus = load_backtest_corpus(DOCUMENTS_FILE or None)
categories = inputs.categories
print(f"Mode:      {'live' if RUN_LIVE else 'replay of ' + pinned_path.name}")
print(f"Questions: the demo question and {len(questions)} for the backtest")
print(f"Corpus:    {len(corpus.documents)} documents")
print(f"Notice:    {corpus.notice[:160]}...")
predates = "" if "leak_policy" in recorded else " (the record predates the setting)"
print(f"Leak rule: {leak_policy}{predates}")
predates = "" if "min_documents" in recorded else " (the record predates the settings)"
print(f"Coverage:  {CoverageRequirements(min_documents, required_types).describe()}{predates}")

# %% [markdown]
# ## The agent's contract
#
# The prompts are shown in full. The model has three actions. A `search` says what it is
# looking for: current reporting (`search_results`) or how often such things happened before
# (`base_rate`). That label does not decide what the search found: each document's type comes
# from the corpus's own `kind` for it, and the coverage gate of 03 counts distinct documents of
# each type. (For a base-rate search the harness adds base-rate words to the query, and with a
# source that gives no `kind`, only documents from such a query count as a base rate.) A
# `forecast` is a request, accepted only once the gates pass; so is an `abstain`, refused
# before the agent has searched for every missing type. Every reply is asked to match the JSON
# schema of these actions, which a server that supports structured output enforces.

# %%
print(build_system_prompt(min_documents, required_types))
print("-" * 72)
print(build_step_prompt(demo_question, parse_iso_timestamp(default_as_of(demo_question)), False))
print("-" * 72)
print({name: [f.name for f in fields] for name, fields in RESEARCH_ACTIONS.items()})

# %% [markdown]
# `as_of`, the moment the agent pretends to forecast from, is noon on the day before each
# question's cutoff. Every search carries the cutoff, and the tool layer applies four controls
# in order before a result can reach the model: the cutoff re-check, removal of undated
# results (a backtest cannot prove they predate the cutoff), the leak check on dates mentioned
# in the text, and the source policy (`ALLOWED_DOMAINS`). The market price is left out of the
# prompt unless `show_market_price=True`.

# %% [markdown]
# ## Running the agents
#
# Three runs share one record. First a single agent on the demonstration question with a budget
# of two replies, too small to satisfy the gates, to see what happens then. Then a panel on the
# demonstration question, the walk-through below. Then the backtest: `run_backtest`,
# the same runner as the `backtest` command of the README, runs a panel on every question and
# scores it against the baselines. Every agent gets its clients from the session under its own
# label, so concurrent agents never mix their calls.

# %%
if RUN_LIVE:
    # Each question searches its own documents of the corpus and the shared ones.
    corpus_clients = QuestionCorpus(inputs.documents, name="course-corpus")
    model_name = live["model provider"].model_name
    declared = lookup_model_knowledge_cutoff(model_name)
    recorded["model_knowledge_cutoff"] = MODEL_KNOWLEDGE_CUTOFF or (
        declared[0] if declared else None
    )
settings = BacktestSettings(
    agents=recorded["n_agents"],
    max_steps=recorded["max_steps"],
    max_search_results=recorded["max_search_results"],
    allowed_domains=recorded["allowed_domains"],
    calibrate=CALIBRATE,
    knowledge_cutoff=recorded["model_knowledge_cutoff"],
    concurrency=CONCURRENCY if RUN_LIVE else 1,
    leak_policy=leak_policy,
    min_documents=min_documents,
    required_types=required_types,
)
panel = panel_members(settings.agents)
TIGHT_BUDGET = PanelMember("tight_budget", 0.0, 7)


def llm_for(question, member):
    """The model client of one agent: live, a copy of the one client with the member's sampling."""
    label = f"{question.question_id}/{member.agent_id}"
    return session.llm(label, lambda: member_client(live["model provider"], member))


def search_for(question, member):
    """The search client of one agent, under the same label as its model client."""
    label = f"{question.question_id}/{member.agent_id}"
    return session.search(label, lambda: live["search provider"] or corpus_clients(question))


def outcome_line(question_id, artifacts):
    """One question's panel, in member order: a probability, or how the run ended."""
    shown = [f"{a.p_yes:.2f}" if a.forecast_produced else a.status for a in artifacts]
    return f"{question_id:<28} {' | '.join(shown)}"


def backtest(selected):
    """The runner on ``selected``; on replay it shows no progress lines and reads no clock."""
    return run_backtest(
        selected,
        search_for,
        llm_for,
        categories=categories,
        settings=settings,
        progress=None if RUN_LIVE else lambda line: None,
        progress_every=PROGRESS_EVERY_S if RUN_LIVE else None,
        record=False,  # the session records every call, live or replayed
    )


# Before any model call: can each question's documents meet the coverage gate? What a live
# search finds cannot be known beforehand, and a replay spends nothing, so it only reports.
if recorded["search_client"] == "course-corpus":
    searched = inputs.documents
else:
    searched = live["search provider"] if RUN_LIVE else search_for
feasibility = check_coverage_feasibility([demo_question, *questions], searched, settings)
enforce_coverage_feasibility(feasibility, INFEASIBLE if RUN_LIVE else "warn", say=print)

tight_agent = research_agent(
    llm_for(demo_question, TIGHT_BUDGET),
    search_for(demo_question, TIGHT_BUDGET),
    TIGHT_BUDGET.agent_id,
    settings,
    max_steps=recorded["tight_budget_steps"],
)
tight_run = tight_agent.run(demo_question, default_as_of(demo_question))
demo_panel = backtest([demo_question]).panels[demo_question.question_id]
backtest_result = backtest(questions)
panels = {demo_question.question_id: demo_panel, **backtest_result.panels}
for qid, panel_result in panels.items():
    print(outcome_line(qid, panel_result.artifacts))
print(outcome_line(f"{demo_question.question_id} (tight)", [tight_run.artifact]))

# %% [markdown]
# Each line is one question and, in panel order, what each agent ended with: a probability
# for a forecast, otherwise the status. The first line is the demonstration panel and the last
# the tight-budget agent. (On a live run, the runner also prints its progress: a line as it
# starts, a line per question, and every `PROGRESS_EVERY_S` (30) seconds the model calls done
# and in flight with an estimate of the time left.)

# %%
all_artifacts = [tight_run.artifact] + [a for p in panels.values() for a in p.artifacts]
run = session.finish(all_artifacts)
if RUN_LIVE:
    print(f"Saved a new trace: {session.saved_to.name}")
else:
    print(
        f"Re-executed {len(run.llm_calls)} model calls and {len(run.search_calls)} searches "
        f"for {len(all_artifacts)} agent runs: every one matched the record."
    )
if backtest_result.failures:
    print(f"Questions that failed and were not scored: {backtest_result.failures}")

# %% [markdown]
# ## One run, step by step
#
# The first agent of the demonstration panel that forecast (or, if none did, the first agent),
# drawn as a timeline: one marker per reply, placed by what the reply did. Searches are
# labelled with the query and the number of documents that survived the controls.
#
# Every run of the pinned record, step by step, is in its
# [audit report](../docs/reports/04_research_agent.html) (built by `make notebooks` with
# `forecast-agents report`; in JupyterLab, `show_report(trace)` from `forecasting_agents.report`
# displays it inline): each
# prompt as a difference from the last, each document a control removed and why, each gate
# decision.

# %%
import matplotlib.pyplot as plt

ACTION_STYLE = {
    "search": ("o", "tab:blue"),
    "duplicate_search": ("x", "tab:gray"),
    "gate_refused": ("s", "tab:orange"),
    "forecast": ("*", "tab:green"),
    "abstain": ("v", "tab:red"),
}
REJECTED_STYLE = ("x", "tab:red")

demo_panel = panels[demo_question.question_id]
# The walk-through follows the first demonstration agent that forecast (else the first agent).
demo_run = next((r for r in demo_panel.runs if r.artifact.forecast_produced), demo_panel.runs[0])


def evidence_type_of(run, step):
    return next((e["evidence_type"] for e in run.state.tool_trace if e["step"] == step), "")


def draw_timeline(run, title):
    fig, ax = plt.subplots(figsize=(9, 0.6 + 0.45 * len(run.artifact.traces)))
    for row, trace in enumerate(run.artifact.traces):
        marker, colour = ACTION_STYLE.get(trace.action, REJECTED_STYLE)
        ax.scatter([0], [row], marker=marker, color=colour, s=90)
        if trace.action == "search":
            kind = evidence_type_of(run, trace.step)
            label = f'search [{kind}] "{trace.query[:48]}" -> {len(trace.results)} docs'
        elif trace.action == "duplicate_search":
            label = f'repeated search "{(trace.query or "")[:48]}" (rejected)'
        elif trace.action == "forecast":
            label = f"forecast p={run.artifact.p_yes:.2f}, accepted: all gates passed"
        elif trace.action == "gate_refused":
            label = "forecast requested, refused by the gates"
        else:
            label = trace.action.replace("_", " ")
        ax.annotate(
            f"step {trace.step}: {label}",
            (0, row),
            xytext=(12, -4),
            textcoords="offset points",
            fontsize=9,
        )
    ax.set_ylim(len(run.artifact.traces) - 0.5, -0.5)
    ax.set_xlim(-0.05, 1)
    ax.axis("off")
    ax.set_title(title, loc="left", fontsize=10)
    fig.tight_layout()
    plt.show()


draw_timeline(
    demo_run,
    f"{demo_question.question_id} / {demo_run.artifact.agent_id}: {demo_run.artifact.status}",
)
print(f"Status: {demo_run.artifact.status}; p(YES): {demo_run.artifact.p_yes}")
print(f"Rationale: {demo_run.artifact.rationale}")

# %% [markdown]
# Read the rationale as an auditor would. In the pinned record this is the panel's third agent,
# the only one of the three that forecast on this question. It searched four times, always
# asking for current reporting, passed the gates and forecast 1.0, on the right side of an
# outcome that resolved YES (01 printed it). Its stated reason cites no fact at all: it says only
# that it found three distinct documents, and of what kind, which is the gate's requirement
# repeated back, and nothing in what it read (listed below: an outlook, a track record, a
# preview, all from before the results) supports certainty. The record makes that visible; the
# probability alone would not. A forecast can land well for a bad reason, which is one more
# reason a single question says nothing about skill.

# %% [markdown]
# ### The state it wrote
#
# Each search that found documents left one evidence item per type of document it found, the
# type taken from the document's `kind` in the corpus, and every search, found or not, left a
# tool-trace entry with what the agent asked for, what it found and what each control removed.

# %%
for item in demo_run.state.evidence:
    print(f"[{item['type']}] {item['query']}")
    for result in item["content"]["results"]:
        print(f"    {result['published']}  {result['title'][:72]}")
distinct = {r["url"] for item in demo_run.state.evidence for r in item["content"]["results"]}
print(f"{len(demo_run.state.evidence)} evidence items, {len(distinct)} distinct documents")
print()
print(
    f"{'step':>4} {'asked for':<14} {'returned':>8} {'found':<32} "
    f"{'cutoff':>6} {'undated':>7} {'leak':>4} {'policy':>6}"
)
for entry in demo_run.state.tool_trace:
    found = ", ".join(f"{n} {kind}" for kind, n in entry["types_found"].items()) or "-"
    print(
        f"{entry['step']:>4} {entry['evidence_type']:<14} {entry['returned']:>8} {found:<32} "
        f"{entry['removed_by_cutoff']:>6} {entry['removed_undated']:>7} "
        f"{entry['removed_by_leak_check']:>4} {entry['removed_by_policy']:>6}"
    )
print(f"\nsynthesis_status: {demo_run.state.synthesis_status}")

# %% [markdown]
# Every one of its searches lost a document to the leak check: the corpus holds a page dated
# 10 February that already reports the 26 February results (the first of the leak pages listed
# under "What the controls removed" below), and the check removed it each time the ranking
# surfaced it; the fourth search also lost one to the source policy. The agent never
# asked for a base rate, yet its first three searches each brought back the corpus's
# track-record page ("How NVIDIA's revenue has compared with its own outlook"), whose `kind` is
# a base rate, so that is what it counted as: the type comes from the data, not from the
# model's label. And coverage counts documents, not records: the seven evidence items hold three
# distinct documents, the least the gate accepts, because the same two pages came back for
# three differently worded queries.

# %% [markdown]
# ## The gates deciding
#
# A forecast reply is only a request to forecast. The gates of 03 run on the state at that
# moment; if any refuses, the model is told which one and why, and the reply is recorded as
# `gate_refused`. Below, every forecast request across all runs, and what the gates said.

# %%
from collections import Counter

all_runs = [tight_run] + [r for p in panels.values() for r in p.runs]
requests = [(r, checks) for r in all_runs for checks in r.gate_checks]
accepted = sum(all(g.passed for g in checks) for _, checks in requests)
print(
    f"Forecast requests: {len(requests)}; accepted: {accepted}; refused: {len(requests) - accepted}"
)
refusals_by_gate = {}
for _, checks in requests:
    for gate in checks:
        if not gate.passed:
            refusals_by_gate[gate.gate_name] = refusals_by_gate.get(gate.gate_name, 0) + 1
print(f"Refusals by gate: {dict(sorted(refusals_by_gate.items()))}")
coverage_issues = Counter(
    issue.split(":")[0] if issue.startswith("missing") else "too few items"
    for _, checks in requests
    for gate in checks
    if gate.gate_name == "coverage" and not gate.passed
    for issue in gate.details["issues"]
)
print(f"What coverage found missing: {dict(sorted(coverage_issues.items()))}")
example = next(((r, c) for r, c in requests if not all(g.passed for g in c)), None)
if example:
    example_run, example_checks = example
    print(f"\nFirst refused request, {example_run.state.run_id}:")
    for gate in example_checks:
        print(f"  [{'PASS' if gate.passed else 'FAIL'}] {gate.gate_name}: {gate.reason}")

# %% [markdown]
# In the pinned record 46 of the 48 forecast requests were accepted, and both refusals came
# from the coverage gate, for too few distinct documents (the first, above, had two of the
# three required). Freshness and consistency never refused,
# and that is by construction rather than luck: evidence is stamped with the run's `as_of`, and
# the tool layer has already removed every document consistency would object to. They are the
# second line of defence, for evidence that arrives some other way (a restored checkpoint, a
# tool written later).

# %% [markdown]
# ## How runs end without a forecast
#
# Across every run in the record, this is how the runs ended. Only the first row carries
# probabilities; the others carry a reason instead.

# %%
status_counts = Counter(r.artifact.status for r in all_runs)
for status in ("forecast", "abstained", "budget_exhausted", "failed"):
    print(f"{status:<17} {status_counts.get(status, 0):>3}")
print(f"{'total':<17} {len(all_runs):>3}")
gate_abstentions = [
    r
    for r in all_runs
    if r.artifact.status == "budget_exhausted" and "gates still refusing" in r.artifact.rationale
]
chosen = [r for r in all_runs if r.artifact.status == "abstained"]
unsearched = [r for r in chosen if not r.state.tool_trace]
print(f"\nAbstained by choice: {len(chosen)}, of which without a single search: {len(unsearched)}")
print(f"Budget ended while a gate still refused: {len(gate_abstentions)}")


def searched_before(run, step):
    return any(t.action == "search" and t.step < step for t in run.artifact.traces)


refused_abstentions = [
    (r, t) for r in all_runs for t in r.artifact.traces if t.action == "abstain_refused"
]
unlooked = [(r, t) for r, t in refused_abstentions if not searched_before(r, t.step)]
print(
    f"Abstentions the harness refused: {len(refused_abstentions)}, "
    f"of which before any search: {len(unlooked)}"
)
actions = Counter(t.action for r in all_runs for t in r.artifact.traces)
print(f"Every reply, by what it did: {dict(actions.most_common())}")
paths = Counter(" > ".join(t.action for t in r.artifact.traces) for r in all_runs)
print("\nCommonest paths through a run:")
for path, count in paths.most_common(4):
    print(f"  {count:>2} x {path}")

# %% [markdown]
# Three kinds of ending are worth looking at one by one.
#
# **The tight budget.** The agent given two replies has room for at most one search before it
# asks to forecast, and coverage wants three distinct documents of both types.

# %%
tight = tight_run.artifact
print(f"Status: {tight.status}; p_yes: {tight.p_yes}")
print(f"Steps:  {[t.action for t in tight.traces]}")
print(f"Reason: {tight.rationale}")
print(f"synthesis_status: {tight_run.state.synthesis_status}")

# %% [markdown]
# It spent both replies searching and never asked to forecast, so it ends `budget_exhausted`
# rather than `abstained`: nothing was refused, the agent simply ran out of turns. Had it asked
# to forecast on its second reply and been refused, its reason would name the gate still
# refusing. The cell below lists the runs that ended that way.

# %%
for gated in gate_abstentions:
    print(f"{gated.state.run_id}: {[t.action for t in gated.artifact.traces]}")
    print(f"  {gated.artifact.rationale}")
if not gate_abstentions:
    print("No run's budget ended while a gate was still refusing.")

# %% [markdown]
# **Abstentions the harness refused.** An abstention is a request, like a forecast. The harness
# refuses one made before the agent has searched at all, or before it has searched for every
# type coverage still misses, or whose reason only repeats what the harness itself said, so
# the reason recorded for an abstention is always the model's own. The tally above shows 3
# refused abstentions, none of them before a search, and no run that abstained without
# searching. Here is the first refused one, with the harness's answer:

# %%
if refused_abstentions:
    example, refused = (unlooked or refused_abstentions)[0]
    label = example.state.run_id
    answer = run.calls_for(label)[refused.step]["messages"][-1]["content"]  # the next prompt
    later = [t.action for t in example.artifact.traces if t.step > refused.step]
    print(f"{label}, step {refused.step}")
    print(f"  what the model asked:    {refused.llm_raw.strip()[:300]}")
    print(f"  what the harness said:   {answer[:300]}")
    print(f"  what it did next:        {' > '.join(later)}")
    print(f"  how the run ended:       {example.artifact.status}")

# %% [markdown]
# The model's "reason" was the harness's own rejection of its repeated search, echoed back.
# Refused, it repeated its search and its abstention until the budget ended, so the run ends
# `budget_exhausted`, with no probability and no borrowed reason. A small model confuses what it
# was told with what it found readily; the harness keeps the two apart in the record.

# %% [markdown]
# ## The panel and its spread
#
# The panel's agents differ only in temperature and seed, recorded in the trace. Only
# committed forecasts are aggregated; the mean is the baseline aggregate and the median is shown
# beside it, with the spread.

# %%
from forecasting_agents.evaluation import (
    aggregate_forecasts,
    extremize,
)

for member, member_run in zip(panel, demo_panel.runs, strict=True):
    artifact = member_run.artifact
    shown = f"{artifact.p_yes:.2f}" if artifact.forecast_produced else "-"
    print(
        f"{member.agent_id}  temperature={member.temperature}  seed={member.seed}  "
        f"{artifact.status:<17} p={shown}"
    )
    if not artifact.forecast_produced:
        print(f"    {artifact.rationale}")
demo_summary = aggregate_forecasts(demo_panel.artifacts)
print(f"\nCommitted: {demo_summary.n_forecasts} of {demo_summary.n_members}")
if demo_summary.mean is not None:
    print(
        f"Mean {demo_summary.mean:.3f}, median {demo_summary.median:.3f}, "
        f"range {demo_summary.low:.2f}-{demo_summary.high:.2f}, "
        f"standard deviation {demo_summary.stdev:.3f}"
    )

# %% [markdown]
# The aggregate counts the committed forecasts out of the panel: an abstaining agent is not
# averaged in as 0.5, and it is not hidden either. Here the demonstration panel's mean of 1.000
# rests on one agent of three. The first abstained with a reason that contradicts itself (the
# evidence "is sufficient"); the harness accepts it, because the agent had already searched and
# the words are its own, and judging an abstention's reasoning is left to the reader of the
# record.

# %% [markdown]
# Across all the questions, the spread is where a panel earns its keep: it shows where the
# agents disagree, which a single mean hides.

# %%
summaries = {qid: aggregate_forecasts(p.artifacts) for qid, p in panels.items()}
print(f"{'question':<28} {'committed':>9} {'mean':>6} {'range':>11}")
for qid, summary in summaries.items():
    if summary.n_forecasts:
        committed = f"{summary.n_forecasts} of {summary.n_members}"
        spread = f"{summary.low:.2f}-{summary.high:.2f}"
        print(f"{qid:<28} {committed:>9} {summary.mean:>6.2f} {spread:>11}")

# %% [markdown]
# No question split the panel into opposite certainties, but the ranges are wide (0.40 to 1.00
# on two questions), and every mean but one (pl-2025-trzaskowski, 0.53) is 0.63 or more: the
# agents lean towards YES on nearly everything, which a single mean per question would not show.
#
# Averaging probabilities pulls a panel towards 0.5. *Extremizing* pushes the average back out
# on the theory that the agents hold partly independent information. How far depends entirely
# on how correlated they are assumed to be: agents sharing one model, one prompt and one corpus
# are highly correlated. So it is shown only as a sensitivity over that assumption, on the
# demonstration panel's mean, and never used as the headline. (Here it changes nothing: a mean
# of one forecast of 1.0 has nowhere further to go.)

# %%
if demo_summary.mean is not None:
    print(f"Demonstration panel: mean of {demo_summary.n_forecasts} = {demo_summary.mean:.3f}")
    for rho in (1.0, 0.75, 0.5, 0.25, 0.0):
        value = extremize(demo_summary.mean, demo_summary.n_forecasts, rho)
        print(f"  assumed correlation {rho:.2f} -> {value:.3f}")
else:
    print("The demonstration panel committed no forecast, so there is nothing to extremize.")

# %% [markdown]
# ## The backtest
#
# ### Could the model have known the answer?
#
# A question that resolved before the model's training data ends may be answered from memory.
# The trace records the model's declared knowledge cutoff; any question resolved on or before
# it is flagged and kept out of the score. The demonstration question is left out of the score
# too, for a different reason: it is the course's worked example, on which notebooks 01-03 and
# this agent's prompts were developed, so scoring it would grade the harness on a question it was
# tuned on.

# %%
rows = {row["question_id"]: row for row in backtest_result.table.to_dicts()}
knowledge_cutoff = settings.knowledge_cutoff
served = run.llm_calls[0]["model"]
declared = lookup_model_knowledge_cutoff(served)
print(f"Model:                     {served}")
print(f"Declared knowledge cutoff: {knowledge_cutoff}")
print(
    f"Why that date:             {declared[1] if declared else 'no note declared for this model'}"
)
flagged = [qid for qid, row in rows.items() if row["note"] and "knowledge cutoff" in row["note"]]
scored = [q for q in questions if rows[q.question_id]["scored"]]
print(f"Resolved on or before it (excluded): {flagged or 'none'}")
hypothetical = parse_iso_date("2025-06-30")
would_flag = [q for q in questions if parse_iso_date(q.resolution_date) <= hypothetical]
print(f"(With a model whose knowledge ran to {hypothetical}, {len(would_flag)} would be excluded.)")
if scored:
    print(
        f"Questions scored: {len(scored)}, resolution dates "
        f"{min(q.resolution_date for q in scored)} to {max(q.resolution_date for q in scored)}"
    )

# %% [markdown]
# ### What the controls removed
#
# Summed over every search in the record: how many documents each control in the tool layer
# removed before the model could read them.

# %%
entries = [e for r in all_runs for e in r.state.tool_trace]
print(
    f"Searches: {len(entries)}; documents returned to the model: "
    f"{sum(e['returned'] for e in entries)}"
)
leak_label = {
    "strict": "text mentions a date on or after the cutoff",
    "schedule-aware": "text reports a date on or after the cutoff",
}[settings.leak_policy]
for key, label in [
    ("removed_by_cutoff", "dated on or after the cutoff"),
    ("removed_undated", "undated"),
    ("removed_by_leak_check", leak_label),
    ("removed_by_policy", "domain outside the source policy"),
]:
    print(f"  removed, {label:<45} {sum(e[key] for e in entries):>4}")

# %% [markdown]
# The cutoff line reads zero because the offline client applies the cutoff itself, before it
# ranks, so a post-cutoff document never even takes a slot; the executor's re-check found
# nothing left to remove. To see what that first filter did, every recorded query is run again
# against the same corpus without a cutoff, and the documents it would then have returned are
# checked against the question's cutoff.

# %%
from agent_schemas import classify_publication

offline = CorpusSearchClient([doc.to_search_result() for doc in corpus.documents])
would_leak = 0
for call in run.search_calls:
    unguarded = offline.search(call["query"], max_results=call["max_results"])
    would_leak += sum(
        classify_publication(r.published, call["cutoff_date"]) == "on_or_after_cutoff"
        for r in unguarded
    )
print(f"Recorded searches re-run without a cutoff: {len(run.search_calls)}")
print(f"Post-cutoff documents they would have returned: {would_leak}")

# %% [markdown]
# Date filters leak: a page can be dated before the cutoff and still report what happened
# after it. The corpus holds such pages on purpose, marked for the course. The leak check
# reads the dates a document's text mentions; here it is applied to each of them.

# %%
from agent_tools import find_post_cutoff_mentions

cutoffs = {q.question_id: q.cutoff_date for q in [demo_question, *questions]}
for doc in corpus.documents:
    if doc.is_marked_leak and doc.question_id in cutoffs:
        mentions = find_post_cutoff_mentions(f"{doc.title} {doc.snippet}", cutoffs[doc.question_id])
        print(
            f"{doc.doc_id:<28} published {doc.published}, cutoff {cutoffs[doc.question_id]}: "
            f"mentions {mentions}"
        )

# %% [markdown]
# ### Scores against baselines
#
# The runner scored the backtest. The panel's forecast for a question is the mean of its
# committed forecasts; a question where no agent committed counts as abstained. Every
# forecaster is scored on the same questions, joined by question id. The panel is also
# aggregated in log-odds: the mean of its members' log-odds, and the same without its most
# extreme member (the README's Scoring section has the formulas). The baselines: always
# 0.5; a base rate, how often earlier questions of the same category in this set resolved YES,
# smoothed toward the rate of all earlier questions so that two earlier NOs cannot make it say
# 0.00 (0.5 when none had resolved before the cutoff; the unsmoothed rate is shown beside it);
# and the market price, where a citable one exists. The intervals are 90% percentile bootstraps
# over questions, with a fixed seed. Lower Brier is better; higher log score is better.
#
# With `CALIBRATE`, the runner also scores a *calibrated panel*: the panel's mean moved toward
# 0.5 in log-odds, `logit⁻¹(b * logit(panel))`, with the factor `b` fitted on the questions that
# resolved before this one's cutoff and that the panel answered, and a prior that holds `b` near
# 1 (no change) while they are few (`b = 1` with none), so no outcome the forecaster could not
# have known enters it. Its row `calibrated minus panel` is the paired difference: a Brier
# interval wholly below zero would mean calibration helped.

# %%
outcomes = {q.question_id: q.resolved_outcome for q in scored}
answered = [qid for qid in outcomes if rows[qid]["panel_mean"] is not None]


def show(row):
    print(
        f"  {row['forecaster']:<32} n={row['n']:>2}  Brier {row['brier']:.3f} "
        f"[{row['brier_low']:.3f}, {row['brier_high']:.3f}]  "
        f"log {row['log']:.3f} [{row['log_low']:.3f}, {row['log_high']:.3f}]"
    )


score_rows = backtest_result.scores.to_dicts()
print(
    f"Questions scored: {len(outcomes)}; the panel committed on {len(answered)}; "
    f"abstention rate {1 - len(answered) / len(outcomes):.0%}"
)
for subset, heading in [
    ("answered", "On the questions the panel answered:"),
    ("all", "On every question, an abstention scored as 0.5:"),
]:
    print(f"\n{heading}")
    for row in score_rows:
        if row["questions"] == subset:
            show(row)
market = [q for q in scored if q.current_market_price is not None]
print(f"\nQuestions with a citable market price at the cutoff: {len(market)}")

# %% [markdown]
# The calibration question by question: the panel's mean, the base rate (for comparison), the
# factor `b` fitted on the past (`weight`), and what the calibrated forecast became.

# %%
print(f"{'question':<28} {'panel':>6} {'base':>6} {'weight':>6} {'calibrated':>10} {'outcome':>7}")
for qid in answered:
    row = rows[qid]
    if row["calibrated"] is not None:
        print(
            f"{qid:<28} {row['panel_mean']:>6.2f} {row['base_rate']:>6.2f} "
            f"{row['calibration_weight']:>6.2f} {row['calibrated']:>10.2f} {row['outcome']:>7.0f}"
        )

# %%
from IPython.display import Markdown, display

by_name = {(row["forecaster"], row["questions"]): row for row in score_rows}
answered_panel = by_name.get(("panel (mean)", "answered"))
padded = by_name.get(("panel, abstain = 0.5", "all"))
difference = by_name.get(("calibrated minus panel", "answered"))
if answered_panel and padded:
    verdict = "worse than" if answered_panel["brier"] > 0.25 else "no worse than"
    if difference is None:
        calibration = "Calibration was not run."
    elif difference["brier_high"] < 0:
        calibration = "Calibration helped: the paired Brier difference is below zero throughout."
    elif difference["brier_low"] > 0:
        calibration = "Calibration hurt: the paired Brier difference is above zero throughout."
    else:
        calibration = (
            f"Calibration changed the Brier score by {difference['brier']:+.3f}, with an "
            f"interval [{difference['brier_low']:+.3f}, {difference['brier_high']:+.3f}] "
            "that includes zero: no evidence that it helped or hurt."
        )
    display(
        Markdown(
            f"**Reading the scores.** On the {answered_panel['n']} questions where at least "
            f"one agent committed, the panel's mean Brier score is "
            f"{answered_panel['brier']:.3f}, {verdict} the 0.250 of always saying 0.5, and "
            f"its 90% interval [{answered_panel['brier_low']:.3f}, "
            f"{answered_panel['brier_high']:.3f}] shows how little {answered_panel['n']} "
            f"questions can pin down. Scoring every abstention as 0.5 gives "
            f"{padded['brier']:.3f} over all {padded['n']} questions. {calibration} With no "
            "citable market price in the set there is no market baseline; the code scores one "
            "wherever a price exists."
        )
    )

# %% [markdown]
# Calibration moved the Brier score from 0.329 to 0.298, but the paired interval
# [-0.108, +0.044] includes zero, and the calibrated panel is still above the 0.250 of always
# saying 0.5. The first questions (fomc-2025-01-cut, ecb-2025-01-cut, boe-2025-02-cut) had
# nothing resolved before their cutoff, so their factor is 1.00 and nothing changes; with two
# earlier questions the prior still holds super-bowl-lix-chiefs at 0.70; once several of the
# panel's confident forecasts had resolved NO, the factor fell to between 0.05 and 0.35 and the
# forecasts were pulled toward 0.5. Shrinking toward 0.5 rather than a base rate means no
# forecast inherits the certainty of a rate computed from a few questions: the unsmoothed base
# rate of ca-2025-liberal-most-seats, which resolved YES, was 0.00, and its calibrated forecast
# is 0.51. Smoothing helps the base rate itself for the same reason (0.282 against 0.328
# unsmoothed), yet it does not beat a coin either.

# %% [markdown]
# ### Reliability
#
# A forecaster is *calibrated* if, of the times it says 70%, about 70% happen. The table bins
# every committed agent forecast (not the panel means, to have more points) and shows how many
# fell in each bin: with this few, most bins say very little, and the counts are there so that
# nobody reads a bin of one as evidence.

# %%
from forecasting_agents.evaluation import reliability_table

agent_forecasts, agent_outcomes = {}, {}
for qid in outcomes:
    for artifact in panels[qid].artifacts:
        if artifact.forecast_produced:
            key = f"{qid}/{artifact.agent_id}"
            agent_forecasts[key], agent_outcomes[key] = artifact.probability(), outcomes[qid]
table = reliability_table(agent_forecasts, agent_outcomes)
print(f"{'bin':<8} {'count':>5} {'mean forecast':>14} {'observed YES':>13}")
for row in table:
    mean = "-" if row["mean_forecast"] is None else f"{row['mean_forecast']:.2f}"
    observed = "-" if row["observed_yes"] is None else f"{row['observed_yes']:.2f}"
    print(f"{row['bin']:<8} {row['count']:>5} {mean:>14} {observed:>13}")

# %% [markdown]
# In the pinned record 24 of the 45 committed forecasts on scored questions sit in the top bin,
# averaging 0.91, and half of those resolved NO; the 0.6-0.8 bin, averaging 0.65, also came
# true half the time. The small model says "likely" almost whatever the question: overconfident,
# and leaning towards YES. That is the pattern that drives its Brier score above the coin's. It
# also commits on little: 25 of its 46 forecasts rest on three distinct documents, the least
# the gates accept (the count below).


# %%
def distinct_documents(run):
    return len({r["url"] for item in run.state.evidence for r in item["content"]["results"]})


behind = Counter(
    distinct_documents(r) for r in all_runs if r.artifact.forecast_produced and r is not tight_run
)
print(f"Distinct documents behind each committed forecast: {dict(sorted(behind.items()))}")

# %%
filled = [row for row in table if row["count"]]
fig, ax = plt.subplots(figsize=(4.5, 4.5))
ax.plot([0, 1], [0, 1], linestyle="--", color="gray", label="perfect calibration")
if filled:
    ax.scatter(
        [row["mean_forecast"] for row in filled],
        [row["observed_yes"] for row in filled],
        s=[40 + 30 * row["count"] for row in filled],
        color="tab:blue",
        label="agent forecasts, by bin",
    )
    for row in filled:
        ax.annotate(
            f"n={row['count']}",
            (row["mean_forecast"], row["observed_yes"]),
            xytext=(6, 6),
            textcoords="offset points",
            fontsize=8,
        )
ax.set_xlim(-0.05, 1.05)
ax.set_ylim(-0.05, 1.05)
ax.set_xlabel("mean forecast in bin")
ax.set_ylabel("fraction that resolved YES")
ax.legend(loc="upper left", fontsize=8)
fig.tight_layout()
plt.show()

# %% [markdown]
# ## What the record proves
#
# The claims of a backtest are only as good as the evidence for them, so they are checked
# against the trace itself: every prompt every agent was sent, as recorded.
#
# **No post-cutoff document reached a prompt.** Every document the model was shown appears in
# a tool message as a `URL:` line. Each one is looked up in the corpus and checked against the
# cutoff of the question that agent was working on.

# %%
import re

from agent_tools import apply_domain_policy

doc_by_url = {doc.url: doc for doc in corpus.documents}
asked = {q.question_id: q for q in [demo_question, *questions]}
problems, references = Counter(), 0
for call in run.llm_calls:
    question_id = call["label"].split("/")[0]
    cutoff = parse_iso_date(cutoffs[question_id])
    shown = {url for m in call["messages"] for url in re.findall(r"URL: (\S+)", m["content"])}
    for url in shown:
        references += 1
        doc = doc_by_url.get(url)
        if doc is None:
            problems["not in the corpus"] += 1
        elif not doc.published:
            problems["undated"] += 1
        elif parse_iso_date(doc.published) >= cutoff:
            problems["published on or after the cutoff"] += 1
        elif judge_leak(
            doc.to_search_result(), cutoff, policy=settings.leak_policy, question=asked[question_id]
        ).leak:
            problems[f"a leak by the {settings.leak_policy} check"] += 1
        elif doc.is_marked_leak and doc.question_id == question_id:
            problems["marked as a leak for this question"] += 1
        elif settings.allowed_domains is not None and not apply_domain_policy(
            [doc.to_search_result()], allowed=set(settings.allowed_domains)
        ):
            problems["outside the source policy"] += 1
print(
    f"Model calls checked: {len(run.llm_calls)}; document references in their prompts: {references}"
)
print(f"Problems found: {dict(problems) or 'none'}")

# %% [markdown]
# A document marked as a leak is a leak only for its own question: a page dated 10 February
# that reports the 26 February NVIDIA results is a legitimate read for a question whose cutoff
# is in March. So each document is checked against the cutoff of the question the agent was
# actually working on. The corpus lookup, the date comparison and the course's leak marks are
# independent of the tool layer; the text and domain checks reuse its own functions, so a bug in
# those would go unseen here as well.

# %% [markdown]
# **No market price reached a prompt.** The prompt builder adds a `MARKET PROBABILITY` line only
# when asked to; the check counts that line in every recorded message.

# %%
with_price = sum(
    "MARKET PROBABILITY" in m["content"] for call in run.llm_calls for m in call["messages"]
)
print(
    f"Messages checked: {sum(len(c['messages']) for c in run.llm_calls)}; "
    f"containing a market price: {with_price}"
)

# %% [markdown]
# **What it cost.** Tokens per agent run come from the recorded usage of each call; the cost
# comes from the price declared for the model in the provider catalog
# (`forecasting_agents.core.MODELS`), in
# which the locally served model costs nothing.

# %%
from agent_schemas import TokenUsage
from forecasting_agents.agent import (
    PRICE_PER_MILLION_TOKENS,
    run_cost,
)

usage_by_label = {}
for call in run.llm_calls:
    usage = TokenUsage(call["usage"]["prompt_tokens"], call["usage"]["completion_tokens"])
    usage_by_label[call["label"]] = usage_by_label.get(call["label"], TokenUsage()) + usage
total = sum(usage_by_label.values(), TokenUsage())
model_name = f"{run.llm_calls[0]['provider']}:{run.llm_calls[0]['model']}"
print(f"Agent runs: {len(usage_by_label)}; model calls: {len(run.llm_calls)}")
print(
    f"Tokens: {total.total_tokens:,} in all ({total.prompt_tokens:,} prompt, "
    f"{total.completion_tokens:,} completion), "
    f"{total.total_tokens // len(usage_by_label):,} per run"
)
if model_name in PRICE_PER_MILLION_TOKENS:
    print(f"Cost at the declared price for {model_name}: ${run_cost(model_name, total):.4f}")
else:
    print(f"No declared price for {model_name}: declare one in forecasting_agents.core.MODELS")

# %% [markdown]
# ## Key takeaways
#
# 1. **Gates belong inside the loop.** Checked only at the end, a gate can only veto. Checked
#    when the model asks to forecast, it turns into feedback: the model is told what is missing
#    and can still go and get it, and a run that never gets it ends without a probability.
# 2. **How a run ended is data.** Forecast, abstained, budget exhausted and failed are different
#    outcomes with different causes; only the first carries a number, and the score reports
#    the rest beside it instead of dropping them.
# 3. **A backtest is only as honest as its record.** Dated documents, a cutoff enforced in the
#    tool, a leak check on the text and a withheld market price are each claims, and each is
#    checked above against the prompts the model was actually sent. What the model already
#    knew cannot be checked that way; it is declared, recorded, and used to exclude questions.
# 4. **Score abstention, or it can flatter you.** Scoring only the questions an agent chose to
#    answer rewards answering only the easy ones; scoring an abstention as 0.5 puts them back.
#    Here the two coincide, because every scored question had at least one committed
#    forecast, and the answers were worse than a coin: the rule is there for the agent that
#    is good at choosing when to answer.
# 5. **Baselines first.** A forecaster that cannot beat "always 0.5" or a simple base rate on
#    the same questions has not shown skill, whatever its absolute score.
#
# **Known limitations.** Sixteen questions are far too few to rank forecasters: the bootstrap
# intervals above are wide, the reliability table has three non-empty bins of five, and a
# single surprising outcome moves the mean score visibly. The corpus is small, written for the
# course, and its documents were chosen knowing how each question resolved; a real backtest
# needs an archive collected without that knowledge. The leak check reads explicit dates in
# English and misses a leak phrased without one ("after the vote, ..."). The knowledge cutoff
# is declared, not measured: a model may know less, or more, than its release date suggests.
# The panel's agents share a model, a prompt and a corpus, so their spread understates real
# uncertainty. And the model here is a 1.5-billion-parameter model served locally by llama.cpp,
# chosen so the whole course can be re-captured offline; it is a test of the harness, not of
# what a strong model can forecast.
