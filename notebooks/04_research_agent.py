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
# about, in front of you, one idea at a time; shows that the library's agent is that same loop;
# then runs a panel of such agents on the demonstration question and sixteen more that have
# since resolved, and scores the sixteen as a point-in-time backtest.
#
# A backtest of a forecasting agent is easy to get wrong in ways that flatter it. If the search
# results carry no dates, the agent may have read the answer. If the question resolved before
# the model's training data ends, the model may simply remember it. If abstentions are dropped
# from the score, an agent can look good by answering only the easy ones. If one confident
# wrong answer is allowed a probability of exactly 0 or 1, a single question decides the log
# score. Each of these is checked below from the run record, except what the model knows,
# which can only be declared, and is.
#
# **You will learn to**
# - build an agent whose searches write typed evidence to its state, whose forecast and
#   abstention are requests the harness may refuse, and whose forecast must cite the documents
#   it rests on;
# - tell apart the ways a run can end (forecast, abstained, budget exhausted, failed) and keep
#   a probability only on the first;
# - run a panel of agents that differ only in sampling settings, and aggregate what they commit;
# - score forecasts with Brier and log scores, bootstrap intervals, baselines and a reliability
#   table, without letting abstention flatter the score, and measure which parts of the harness
#   move the score;
# - prove from the record that no post-cutoff document and no market price reached the model.
#
# **Prerequisites**: notebooks [01](01_react_reasoning.ipynb), [02](02_tool_contracts.ipynb) and
# [03](03_state_and_memory.ipynb). No key: by default the whole notebook, backtest included,
# replays a pinned run record through the same code.

# %%
"""Notebook 04: the research agent, a panel, and a point-in-time backtest."""

import inspect
from collections import Counter

from forecasting_agents.agent import (
    PRICE_PER_MILLION_TOKENS,
    RESEARCH_ACTIONS,
    build_step_prompt,
    build_system_prompt,
    check_quality_gates,
    default_as_of,
    parse_action,
    research_loop,
    run_cost,
)
from forecasting_agents.core import (
    FORECAST_RANGE,
    ArtifactStatus,
    StepAction,
    TokenUsage,
    lookup_model_knowledge_cutoff,
    parse_iso_date,
    parse_iso_timestamp,
)
from forecasting_agents.course import SETTINGS, WALKTHROUGH, ResearchNotebook
from forecasting_agents.evaluation import (
    CALIBRATION_FACTORS,
    ablation_rows,
    aggregate_forecasts,
    bootstrap_interval,
    brier_score,
    recalibrate,
    reliability_table,
)
from forecasting_agents.search import judge_leak

# %% [markdown]
# ## Settings
#
# `RUN_LIVE = False` replays `PINNED_TRACE` (empty: the record `forecast_traces/pinned.toml`
# names for this notebook). `RUN_LIVE = True` runs every agent against a real
# model (`LLM_PROVIDER` empty picks the first configured provider, as in 01) and saves a new
# trace. `SEARCH_PROVIDER = "corpus"` searches the documents of `DOCUMENTS_FILE` offline; any
# other value goes to `create_search_client`, e.g. Tavily for a live web search.
#
# The backtest runs on the questions of `QUESTIONS_FILE` (empty: the course's sixteen), or on
# the ones named in `QUESTION_IDS` (empty: all). Both files use the JSON Lines formats of the
# README's "Your own questions". The panel has `N_AGENTS` agents: they share the prompt, the
# tools and the model, and differ only in how they sample (temperatures spread over 0.3-0.9,
# agent *i* seed 11 *i*). `ALLOWED_DOMAINS` is the source policy: `"default"` (the course
# allowlist of 02), `"any"`, or a list of domains. `MAX_STEPS` is each agent's budget of
# replies and `MAX_SEARCH_RESULTS` the documents per search; `CONCURRENCY` bounds the agents
# running at once on the live path (replay runs them one at a time). `CALIBRATE` adds a
# calibrated panel to the scores. `MODEL_KNOWLEDGE_CUTOFF` is the last date the model can know
# about; empty means look it up in the declared table. `LEAK_POLICY` is the leak check's:
# `"prospective"` keeps a date on or after the cutoff only where the words around it show it
# is still to come (a modal, a condition, a deadline, resolution criteria, a question), and
# removes it when they report it or say nothing; `"prospective-learned"`, the default, then
# reads each date those rules keep as a future form or a timetable entry once more with a
# model fitted to the labelled leak set, and removes it when it scores as reported;
# `"schedule-aware"`, the rule of the pinned
# trace, removes such a date when reported as done or unexplained and keeps schedules,
# deadlines and the question's own dates; `"strict"` removes any result that mentions one.
# `MIN_DOCUMENTS` and `REQUIRED_TYPES` are what the coverage gate asks for before it accepts a
# forecast: that many distinct documents, with at least one of each listed evidence type
# (`"none"`: no type required). Before any model call the run checks that each question's
# documents can supply them; `INFEASIBLE` says what a live run does when some cannot: `"stop"`,
# or `"warn"` and run anyway. `ON_REPEAT` is what the harness does when the model sends a query
# it has already sent: `"refuse"` refuses it and names the next search; `"harness-search"` also
# runs that search itself, with a query built from the question's words and the missing evidence
# type, recorded as the harness's. On replay the settings that shape the run come from the
# record, and the provider settings are not used; a setting that differs from the record's is
# named on a `Not used:` line: with these defaults, `LEAK_POLICY`, since the pinned trace ran
# `"schedule-aware"`.
#
# The cell after the settings checks them all in one call (papermill passes `-p RUN_LIVE
# false` as the string `"false"`, which Python would treat as true), and stops with one error
# listing each setting that is wrong, its value and what is accepted. It also reads the two
# data files, refuses to replay a record made from other files, and opens the run's `Session`
# (notebook 01's): live, it builds the model and search clients before any paid call and
# records every call under the label `<question id>/<agent id>`; on replay it serves each agent
# what the record holds under its label, checking every prompt against it. Last, it checks
# that every question's documents can meet the coverage gate, and says so.

# %% tags=["parameters"]
RUN_LIVE = False
PINNED_TRACE = ""
LLM_PROVIDER = ""
SEARCH_PROVIDER = "corpus"
QUESTIONS_FILE = ""
DOCUMENTS_FILE = ""
QUESTION_IDS = ""
N_AGENTS = 3
ALLOWED_DOMAINS = "default"
CALIBRATE = True
MAX_STEPS = 8
MAX_SEARCH_RESULTS = 5
CONCURRENCY = 3
MODEL_KNOWLEDGE_CUTOFF = ""
LEAK_POLICY = "prospective-learned"
MIN_DOCUMENTS = 3
REQUIRED_TYPES = ["search_results", "base_rate"]
INFEASIBLE = "stop"
ON_REPEAT = "harness-search"

# %%
nb = ResearchNotebook.open(**{name: globals()[name] for name in SETTINGS})
demo_question, questions, settings = nb.demo_question, nb.questions, nb.settings
print(nb.describe())

# %% [markdown]
# ## The agent's contract
#
# The prompts are shown in full. The model has three actions, each described in words rather
# than with a template to fill in: a small model once copied a placeholder such as
# `<short search query>` into a real search, and a query that contains the harness's own
# wording is now refused like any malformed action. A `search` says what it is looking for:
# current reporting (`search_results`) or how often such things happened before (`base_rate`).
# That label does not decide what the search found: each document's type comes from the
# corpus's own `kind` for it, and the coverage gate of 03 counts distinct documents of each
# type. A `forecast` must cite the documents it rests on, by the ids the harness gives them.

# %%
print(build_system_prompt(settings.min_documents, settings.required_types))
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
# ## Building the agent, one idea at a time
#
# The agent is a loop over one run's state. A run starts with an empty `AgentState` (03's) and
# a conversation of two messages: the system prompt and the question.

# %%
agent = nb.agent(demo_question, WALKTHROUGH)
run = agent.start(demo_question, default_as_of(demo_question))
print(
    f"Agent {WALKTHROUGH.agent_id}: temperature {WALKTHROUGH.temperature}, seed {WALKTHROUGH.seed}"
)
print(f"Budget: {agent.max_steps} replies; {agent.max_search_results} documents per search")
print(
    f"State: {len(run.state.evidence)} evidence items, "
    f"synthesis_status {run.state.synthesis_status!r}"
)
print(f"Conversation: {[m.role for m in run.messages]}")

# %% [markdown]
# **Idea 1: a search writes typed evidence into the state.** The model is asked for one action.
# If it is a search, the harness runs it through the `ToolExecutor` of 02 with the question's
# cutoff, gives each document that survives the controls an id (`D1`, `D2`, ...) it can cite,
# writes one evidence item per type of document found, and tells the model what the evidence
# amounts to so far. `act` below is the whole of what the harness does with one reply; it is
# what the loop will call at every step.


# %%
def act(run, step, reply):
    """What the harness does with one reply: the artifact if the run ends here, else None."""
    action = parse_action(reply, RESEARCH_ACTIONS)
    if not action.ok:
        run.reject(step, reply, action)  # the model is told what was wrong
    elif action.action == StepAction.SEARCH:
        run.search(step, action.args["query"], action.args["evidence_type"])
    elif action.action == StepAction.ABSTAIN:
        if run.request_abstention(step, reply, action.args["reason"]):
            return run.abstained(action.args["reason"])
    elif run.request_forecast(step, reply, action.args["cited"]):
        return run.forecast(action.args["p_yes"], action.args["rationale"])
    return None


reply = run.ask(1)
print(f"Reply 1: {reply}")
ended = act(run, 1, reply)
print(f"\nWhat the model read back:\n{run.messages[-1].content}")
print(f"\nState: {len(run.state.evidence)} evidence items")
for item in run.state.evidence:
    titles = [r["title"][:60] for r in item["content"]["results"]]
    print(f"  [{item['type']}] {titles}")

# %% [markdown]
# The step also keeps what the harness decided about every document the search returned, kept
# under its id or removed by which control and why, so an auditor can see what the model never
# saw as well as what it did.

# %%
for step_record in run.traces[-1:]:
    for decision in step_record.documents:
        shown = decision["id"] or decision["control"]
        print(f"  {shown:<8} {decision['outcome']:<8} {decision['title'][:58]}")
        if decision["outcome"] == "removed":
            print(f"           {decision['reason'][:90]}")

# %% [markdown]
# **Idea 2: the gates decide.** At any moment the three gates of 03 can be run on the state;
# this is what they say after one search. `check_quality_gates` only reads the state: looking
# must not change the run (the harness's `run_quality_gates`, as in 03, also records them).

# %%
for gate in check_quality_gates(run.state, as_of=run.now):
    print(f"[{'PASS' if gate.passed else 'FAIL'}] {gate.gate_name}: {gate.reason}")

# %% [markdown]
# **Idea 3: forecast and abstain are requests the harness may refuse.** A forecast is accepted
# only if it cites ids the searches gave and every gate passes on the state at that moment;
# otherwise the model is told which gate refused, and why, and may search again. An abstention
# says that more searching will not help, so it is accepted only once that is true: after the
# agent's last two searches found no new document (`STALLED_SEARCHES`) and it has searched for
# every evidence type still missing, and not when its reason only repeats the harness's words.
# With the three ideas in place, the loop is short: ask, act, until the run ends or the budget
# does.


# %%
def research(run, first_step=1):
    """The research loop: ask for one action, act on it, until the run ends."""
    for step in range(first_step, run.agent.max_steps + 1):
        reply = run.ask(step)
        if reply is None:  # the provider failed: the run ends "failed", with no probability
            return run.failed()
        artifact = act(run, step, reply)
        if artifact is not None:
            return artifact
    return run.out_of_budget()


walkthrough = ended or research(run, first_step=2)
for step_record in walkthrough.traces:
    print(f"step {step_record.step}: {step_record.action:<16} {(step_record.query or '')[:60]}")
print(
    f"\nStatus: {walkthrough.status}; p_yes: {walkthrough.p_yes} "
    f"(the model's own value, if clipped: {walkthrough.p_yes_raw})"
)
print(f"Cited: {[c['id'] + ' ' + c['title'][:50] for c in walkthrough.cited]}")
print(f"Rationale: {walkthrough.rationale[:400]}")


# %% [markdown]
# The walk-through agent searched once, was told that coverage is met, and its forecast was
# accepted at its second reply, citing all four documents. Its rationale shows what no gate
# checks: it takes $35.1 billion, the third quarter's revenue, for the fourth quarter's, and
# calls it greater than the $37.5 billion outlook. The gates check that evidence was gathered,
# dated and cited, not that it was read correctly; the record keeps the rationale beside the
# cited documents so that an auditor can catch it.

# %% [markdown]
# A probability the model gives below 0.02 or above 0.98 (an exact 0 or 1 among them) is clipped
# where it enters the record, into `FORECAST_RANGE` (0.02 to 0.98), and the model's own value
# is kept beside it (`p_yes_raw`, `None` when nothing was clipped): one confident wrong answer
# cannot then make a log score infinite, and the clip is visible in the record.
#
# **The library's agent is this loop.** `research_loop` in `forecasting_agents.agent` is the
# loop above, and `ResearchAgent.run` calls it. Run on fresh replay clients of the calls this
# walk-through just made, it must produce the same run, field for field.

# %%
library_run = nb.replayed_agent(demo_question, WALKTHROUGH).run(
    demo_question, default_as_of(demo_question)
)
same = library_run.artifact.to_dict() == walkthrough.to_dict()
print(f"The library's ResearchAgent.run on the same calls gives the same artifact: {same}")
print(f"Its state is the same too: {library_run.state == run.state}")
print()
print(inspect.getsource(research_loop))

# %% [markdown]
# ## The panel and the backtest
#
# The walk-through agent is one agent with temperature 0. A panel runs several agents that
# share the prompt, the tools and the model and differ only in how they sample. `nb.backtest`
# is `run_backtest`, the runner of the README's `backtest` command, with the session's clients:
# it runs a panel on each question it is given (the demonstration question first, on its own,
# then the backtest set) and scores what the panels commit against the baselines. Every agent
# gets its clients under its own label, so concurrent agents never mix their calls.

# %%
demo_panel = nb.backtest([demo_question]).panels[demo_question.question_id]
backtest_result = nb.backtest(questions)
panels = {demo_question.question_id: demo_panel, **backtest_result.panels}
for qid, panel_result in panels.items():
    shown = [f"{a.p_yes:.2f}" if a.forecast_produced else a.status for a in panel_result.artifacts]
    print(f"{qid:<28} {' | '.join(shown)}")

# %% [markdown]
# Each line is one question and, in panel order, what each agent ended with: a probability for
# a forecast, otherwise how the run ended. (Live, the runner also prints a line as it starts,
# one per finished question, and every 30 seconds the model calls done and in flight with an
# estimate of the time left.) The session then closes the run: live, it saves the new record;
# on replay, it checks that every recorded call was consumed and every agent ended as recorded.

# %%
all_runs = [r for p in panels.values() for r in p.runs]
record = nb.finish([walkthrough] + [r.artifact for r in all_runs])
if nb.session.live:
    print(f"Saved a new trace: {nb.session.saved_to.name}")
else:
    print(
        f"Re-executed {len(record.llm_calls)} model calls and {len(record.search_calls)} "
        f"searches for {len(all_runs) + 1} agent runs: every one matched the record."
    )
if backtest_result.failures:
    print(f"Questions that failed and were not scored: {backtest_result.failures}")

# %% [markdown]
# ## How the runs ended
#
# Only a forecast carries a probability; every other ending carries a reason instead. The
# counts are over the panels' runs (the walk-through agent is the lesson's, not the panel's).
# The lines after them are the checks to make on any agent: did it give up without looking,
# did it fail to produce one valid action, and did a probability of exactly 0 or 1 reach the
# record.

# %%
status_counts = Counter(r.artifact.status for r in all_runs)
# every ending of a run (INFEASIBLE is a question a backtest never ran)
endings = [status for status in ArtifactStatus if status != ArtifactStatus.INFEASIBLE]
for status in endings:
    print(f"{status:<17} {status_counts.get(status, 0):>3}")
print(f"{'total':<17} {len(all_runs):>3}")
forecast_share = status_counts[ArtifactStatus.FORECAST] / len(all_runs)
print(f"\nRuns that ended with a forecast: {forecast_share:.0%}")
unsearched = [
    r for r in all_runs if r.artifact.status == ArtifactStatus.ABSTAINED and not r.state.tool_trace
]
print(f"Runs that abstained without a single search: {len(unsearched)}")
steps = [t for r in all_runs for t in r.artifact.traces]
actions = Counter(t.action for t in steps if t.chosen_by == "model")  # one per reply
print(
    f"Replies: {sum(actions.values())}; not JSON at all: {actions[StepAction.PARSE_FAILURE]}; "
    "refused as malformed: "
    f"{actions[StepAction.SCHEMA_FAILURE] + actions[StepAction.UNKNOWN_ACTION]}"
)
harness_searches = sum(t.chosen_by == "harness" for t in steps)
print(f"Searches the harness chose itself after a repeated query: {harness_searches}")
committed = [r.artifact for r in all_runs if r.artifact.forecast_produced]
clipped = [a for a in committed if a.p_yes_raw is not None]
print(
    f"Forecasts: {len(committed)}; clipped into {FORECAST_RANGE}: {len(clipped)}; "
    f"recorded as exactly 0 or 1: {sum(a.p_yes in (0.0, 1.0) for a in committed)}"
)
print(f"\nEvery reply, by what it did: {dict(actions.most_common())}")

# %% [markdown]
# Here 45 of the 51 panel runs ended with a forecast (88%), no run abstained without searching,
# no reply failed to parse or was refused as malformed, and no probability needed clipping. (A
# reply "refused as malformed" is one the parser read but the harness would not act on: a field
# missing or too long, a forecast citing an id no search gave, or a query copied from the
# harness's own wording; each is recorded and answered with what was wrong.) The duplicate
# searches are the small model sending a query it had already sent; the harness refused each,
# named the next search to make, and the step counted against the budget. That was every run's
# behaviour when this record was made (`On repeat: refuse` above); a live run now defaults to
# `ON_REPEAT = "harness-search"`, where the harness also runs the search it named, so the step a
# repeat costs still brings documents (the README's backtest section measures the difference).
#
# ## The gates deciding
#
# Every forecast request across the panels' runs, and what the gates said to it.

# %%
requests = [checks for r in all_runs for checks in r.gate_checks]
accepted = sum(all(g.passed for g in checks) for checks in requests)
print(
    f"Forecast requests: {len(requests)}; accepted: {accepted}; refused: {len(requests) - accepted}"
)
refusals = Counter(g.gate_name for checks in requests for g in checks if not g.passed)
print(f"Refusals by gate: {dict(sorted(refusals.items()))}")
refused_runs = [r for r in all_runs if any(not all(g.passed for g in c) for c in r.gate_checks)]
if refused_runs:
    first = refused_runs[0]
    checks = next(c for c in first.gate_checks if not all(g.passed for g in c))
    print(f"\nFirst refused request, {first.state.run_id}:")
    for gate in checks:
        print(f"  [{'PASS' if gate.passed else 'FAIL'}] {gate.gate_name}: {gate.reason}")
    print(f"How that run ended: {first.artifact.status}")

# %% [markdown]
# Every forecast request in this record was accepted, so no gate refused one: each came after
# a search whose reply said that coverage was met. Freshness and consistency are the second
# line of defence. Evidence is stamped with the run's
# `as_of`, and the tool layer has already removed every document that consistency would object
# to, so on this path they refuse only evidence that arrives some other way (a restored
# checkpoint, a tool written later).
#
# ## The panel and its spread
#
# Only committed forecasts are aggregated: an abstaining agent is not averaged in as 0.5, and it
# is not hidden either. The spread shows where the agents disagree, which a single number per
# question hides.

# %%
summaries = {qid: aggregate_forecasts(p.artifacts) for qid, p in panels.items()}
print(f"{'question':<28} {'committed':>9} {'mean':>6} {'median':>6} {'range':>11}")
for qid, summary in summaries.items():
    committed_of = f"{summary.n_forecasts} of {summary.n_members}"
    if summary.n_forecasts:
        spread = f"{summary.low:.2f}-{summary.high:.2f}"
        print(
            f"{qid:<28} {committed_of:>9} {summary.mean:>6.2f} {summary.median:>6.2f} {spread:>11}"
        )
    else:
        print(f"{qid:<28} {committed_of:>9} {'-':>6} {'-':>6} {'-':>11}")

# %% [markdown]
# ## The backtest
#
# ### Could the model have known the answer?
#
# A question that resolved before the model's training data ends may be answered from memory.
# The record holds the model's declared knowledge cutoff; a question resolved on or before it
# is flagged and kept out of the score. The demonstration question is left out of the score
# too, for a different reason: it is the course's worked example, on which notebooks 01-03 and
# this agent's prompts were developed, so scoring it would grade the harness on a question it
# was tuned on.

# %%
rows = {row["question_id"]: row for row in backtest_result.table_rows}
served = record.llm_calls[0]["model"]
declared = lookup_model_knowledge_cutoff(served)
print(f"Model:                     {served}")
print(f"Declared knowledge cutoff: {settings.knowledge_cutoff}")
print(
    f"Why that date:             {declared[1] if declared else 'no note declared for this model'}"
)
flagged = [qid for qid, row in rows.items() if row["note"] and "knowledge cutoff" in row["note"]]
scored = [q for q in questions if rows[q.question_id]["scored"]]
print(f"Resolved on or before it (excluded): {flagged or 'none'}")
print(
    f"Questions scored: {len(scored)}, resolution dates "
    f"{min(q.resolution_date for q in scored)} to {max(q.resolution_date for q in scored)}"
)

# %% [markdown]
# ### What the controls removed
#
# Every search step of the record keeps the harness's decision on each document the search
# returned: kept (with the id the model saw), or removed by which control, why, and which
# function decided. Summed over every search of the panels:

# %%
decisions = [
    d
    for r in all_runs
    for t in r.artifact.traces
    if t.action == StepAction.SEARCH
    for d in t.documents
]
outcomes_by_control = Counter(d["control"] or "kept" for d in decisions)
print(f"Documents returned by the searches: {len(decisions)}")
for control, count in outcomes_by_control.most_common():
    print(f"  {control:<14} {count:>4}")
flagged_documents = [d for d in decisions if d["flags"]]
print(f"Documents whose text addresses the model (flagged, not removed): {len(flagged_documents)}")
examples = {}
for d in decisions:
    if d["control"] and d["control"] not in examples:
        examples[d["control"]] = d
for control, d in examples.items():
    print(f"\n{control}: {d['title'][:70]} ({d['published']})")
    print(f"  {d['reason'][:160]}")

# %% [markdown]
# No document dated after a cutoff appears above: the offline client applies the cutoff itself,
# before it ranks, so a post-cutoff document never takes a slot, and the executor's re-check of
# the dates finds nothing left to remove. What a date filter cannot catch is a page dated
# before the cutoff that reports what happened after it. The corpus holds such pages on
# purpose, marked for the course; this is what the leak check reads in each of them, under the
# record's policy.

# %%
cutoffs = {q.question_id: q for q in [demo_question, *questions]}
for doc in nb.inputs.documents:
    if doc.is_marked_leak and doc.question_id in cutoffs:
        question = cutoffs[doc.question_id]
        verdict = judge_leak(
            doc.to_search_result(), question.cutoff, policy=settings.leak_policy, question=question
        )
        why = next(
            (f"{d.expression!r}, {d.rule}" for d in verdict.decisions if d.verdict == "leak"), ""
        )
        print(
            f"{doc.doc_id:<28} published {doc.published}, cutoff {question.cutoff_date}: "
            f"{'removed' if verdict.leak else 'kept'} {why}"
        )

# %% [markdown]
# ### Scores against baselines
#
# The runner scored the backtest. Every forecaster is scored on the same questions, joined by
# question id, with 90% percentile bootstrap intervals over questions (a fixed seed). Lower
# Brier is better (0.250 for always saying 0.5); a higher log score is better. The panel's
# headline forecast is the mean of its committed forecasts; the median and two log-odds
# aggregates are scored beside it (the README's "Scoring" has every formula). The baselines
# read no document: always 0.5, and a base rate, how often earlier questions of the same
# category resolved YES, smoothed toward the rate of all earlier questions so that two earlier
# NOs cannot make it say 0.00 (the unsmoothed rate is scored too, to show why). With
# `CALIBRATE` the panel is also *calibrated*: its mean moved toward 0.5 in log-odds by a factor
# fitted only on questions that resolved before each one's cutoff, with a prior around 1 (no
# change): with no earlier question the factor is 1, and a few of them move it only part of
# the way their outcomes point. A question with a market price would add a `market` group.

# %%
score_rows = backtest_result.score_rows
outcomes = {q.question_id: q.resolved_outcome for q in scored}
answered = [qid for qid in outcomes if rows[qid]["panel_mean"] is not None]
print(f"Questions scored: {len(outcomes)}; the panel committed on {len(answered)}")
for subset, heading in [
    ("answered", "On the questions the panel answered:"),
    ("market", "On the answered questions with a market price:"),
    ("all", "On every scored question, an abstention scored as 0.5:"),
]:
    group = [row for row in score_rows if row["questions"] == subset]
    if group:
        print(f"\n{heading}")
    for row in group:
        print(
            f"  {row['forecaster']:<32} n={row['n']:>2}  Brier {row['brier']:.3f} "
            f"[{row['brier_low']:.3f}, {row['brier_high']:.3f}]  "
            f"log {row['log']:.3f} [{row['log_low']:.3f}, {row['log_high']:.3f}]"
        )

# %% [markdown]
# The calibration question by question: the panel's mean, the factor fitted on the past (1 is
# no change, below 1 pulls toward 0.5), what the calibrated forecast became, and the outcome.

# %%
print(f"{'question':<28} {'panel':>6} {'factor':>6} {'calibrated':>10} {'outcome':>7}")
for qid in answered:
    row = rows[qid]
    if row["calibrated"] is not None:
        print(
            f"{qid:<28} {row['panel_mean']:>6.2f} {row['calibration_weight']:>6.2f} "
            f"{row['calibrated']:>10.2f} {row['outcome']:>7.0f}"
        )


# %% [markdown]
# On the 15 questions the panel answered, its mean scores a Brier of 0.332, worse than the
# 0.250 of always saying 0.5, and the calibrated panel 0.303. Calibration lowered the Brier by
# 0.030 because the factors it fitted pull the panel toward 0.5, but the interval of that
# difference spans 0, so these questions cannot show that it helps.
# The smoothing of the base rate matters as much: unsmoothed, the base rate scores 0.333;
# smoothed, 0.277.

# %% [markdown]
# ### Which parts of the harness move the score
#
# The ablation changes one part of the headline at a time and scores the result on every
# scored question (a question a variant did not answer counts as 0.5 for it, so a smaller
# panel is not scored only on what it chose to answer). Each row shows on how many of those
# questions the variant committed a forecast, its Brier score over all of them (so the
# headline's differs from its score on the answered questions above), and two paired
# differences, question by question, with their intervals: from the headline, and from always
# 0.5. A difference whose interval spans 0 is one these questions cannot tell from none.

# %%
ablation = ablation_rows(
    scored, {qid: panels[qid].artifacts for qid in outcomes}, nb.inputs.categories
)
print(
    f"{'part':<13} {'variant':<40} {'committed':>9} {'Brier':>6}  {'minus headline':>22}  "
    f"{'minus 0.5':>22}"
)
for row in ablation:
    print(
        f"{row['part']:<13} {row['variant']:<40} {row['committed']:>9} {row['brier']:>6.3f}  "
        f"{row['minus_headline']:+.3f} "
        f"[{row['minus_headline_low']:+.3f}, {row['minus_headline_high']:+.3f}]  "
        f"{row['minus_coin']:+.3f} [{row['minus_coin_low']:+.3f}, {row['minus_coin_high']:+.3f}]"
    )
harness = [
    row
    for row in ablation
    if row["part"] in ("headline", "panel size", "aggregation", "clipping", "calibration")
]
best = min(harness, key=lambda row: row["brier"])
print(
    f"\nBest of the harness's variants: {best['variant']}, Brier {best['brier']:.3f}, "
    f"{best['minus_coin']:+.3f} from always 0.5 "
    f"[{best['minus_coin_low']:+.3f}, {best['minus_coin_high']:+.3f}]"
)

# %% [markdown]
# On this record no variant of the harness beats always 0.5: the best one's difference from it
# is printed on the last line, with its interval. Aggregating and calibrating can only move
# the panel's forecasts around; they add no information. Whether anything could beat 0.5 is a
# question about the forecasts themselves: did the panel say more on the questions that
# resolved YES than on those that resolved NO? And, as an upper bound for any shrinkage, what
# the best calibration factor chosen *in hindsight*, on these very outcomes, would score.


# %%
def mean_with_interval(values):
    if not values:
        return "-"
    low, high = bootstrap_interval(values)
    return f"{sum(values) / len(values):.2f} [{low:.2f}, {high:.2f}]"


by_outcome = {
    outcome: [rows[qid]["panel_mean"] for qid in answered if outcomes[qid] == outcome]
    for outcome in (1, 0)
}
for outcome, label in ((1, "YES"), (0, "NO")):
    values = by_outcome[outcome]
    print(f"Panel mean on the {len(values)} that resolved {label}: {mean_with_interval(values)}")
hindsight = {
    factor: sum(
        brier_score(recalibrate(rows[qid]["panel_mean"], factor), outcomes[qid]) for qid in answered
    )
    / len(answered)
    for factor in CALIBRATION_FACTORS
    if answered
}
if hindsight:
    factor = min(hindsight, key=hindsight.get)
    print(f"Best calibration factor in hindsight: {factor:.2f}, Brier {hindsight[factor]:.3f}")


# %% [markdown]
# The panel said 0.71 on average on the questions that resolved YES and 0.74 on those that
# resolved NO, with overlapping intervals: it does not tell the two apart. No aggregation or
# calibration can rescue forecasts that carry no signal about the outcome, and the best
# calibration factor even in hindsight is 0.00, which is always 0.5 itself. So on this model
# the harness's steps can at most move the score toward 0.5, as calibration does here; they
# cannot beat it. The ablation is there to show exactly this, with intervals, for a better
# model too.

# %% [markdown]
# ### Reliability
#
# A forecaster is *calibrated* if, of the times it says 70%, about 70% happen. The table bins
# every committed agent forecast on the scored questions (not the panel means, to have more
# points) and shows how many fell in each bin: with this few, most bins say very little, and
# the counts are there so that nobody reads a bin of one as evidence.

# %%
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

# %%
import matplotlib.pyplot as plt  # here, not at the top: only this cell plots

filled = [row for row in table if row["count"]]
fig, ax = plt.subplots(figsize=(4.5, 4.5))
ax.plot([0, 1], [0, 1], linestyle="--", color="gray", label="perfect calibration")
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
ax.set(
    xlim=(-0.05, 1.05),
    ylim=(-0.05, 1.05),
    xlabel="mean forecast in bin",
    ylabel="fraction that resolved YES",
)
ax.legend(loc="upper left", fontsize=8)
fig.tight_layout()
plt.show()


# %% [markdown]
# No agent forecast went below 0.4, and of the 17 agent forecasts of 0.8 or more, the share
# that resolved YES was 0.41: the model leans to YES, and most confidently where it is most
# often wrong.

# %% [markdown]
# ## What the record proves
#
# The claims of a backtest are only as good as the evidence for them, so they are checked
# against the trace itself: every prompt every agent was sent, as recorded.
#
# **No post-cutoff document reached a prompt.** Every document the model was shown appears in a
# tool message as a `URL:` line. Each is looked up in the corpus and checked against the cutoff
# of the question that agent was working on, with the course's leak marks, which the tool layer
# never reads.

# %%
doc_by_url = {doc.url: doc for doc in nb.inputs.documents}
problems, references = Counter(), 0
for call in record.llm_calls:
    question = cutoffs[call["label"].split("/")[0]]
    shown = {
        line.split("URL: ", 1)[1].strip()
        for message in call["messages"]
        if message["role"] == "tool"
        for line in message["content"].splitlines()
        if line.strip().startswith("URL: ")
    }
    for url in shown:
        references += 1
        doc = doc_by_url.get(url)
        if doc is None:
            problems["not in the corpus"] += 1
        elif not doc.published:
            problems["undated"] += 1
        elif parse_iso_date(doc.published) >= question.cutoff:
            problems["published on or after the cutoff"] += 1
        elif doc.is_marked_leak and doc.question_id == question.question_id:
            problems["marked as a leak for this question"] += 1
print(f"Model calls checked: {len(record.llm_calls)}; document references in them: {references}")
print(f"Problems found: {dict(problems) or 'none'}")

# %% [markdown]
# A document marked as a leak is a leak only for its own question: a page dated 10 February
# that reports the 26 February NVIDIA results is a legitimate read for a question whose cutoff
# is in March. So each document is checked against the question the agent was working on.
#
# **No market price reached a prompt.** The prompt builder adds a `MARKET PROBABILITY` line only
# when asked to; the check counts that line in every recorded message.

# %%
messages = [m for call in record.llm_calls for m in call["messages"]]
with_price = sum("MARKET PROBABILITY" in m["content"] for m in messages)
print(f"Messages checked: {len(messages)}; containing a market price: {with_price}")

# %% [markdown]
# **What it cost.** Tokens per agent run come from the recorded usage of each call, and the
# cost from the price declared for the model in the provider catalog
# (`forecasting_agents.core.MODELS`), in which the locally served model costs nothing.

# %%
usage = Counter()
for call in record.llm_calls:
    usage["prompt"] += call["usage"]["prompt_tokens"]
    usage["completion"] += call["usage"]["completion_tokens"]
tokens = TokenUsage(usage["prompt"], usage["completion"])
labels = {call["label"] for call in record.llm_calls}
model_name = f"{record.llm_calls[0]['provider']}:{record.llm_calls[0]['model']}"
print(f"Agent runs: {len(labels)}; model calls: {len(record.llm_calls)}")
print(
    f"Tokens: {tokens.total_tokens:,} ({tokens.prompt_tokens:,} prompt, "
    f"{tokens.completion_tokens:,} completion), {tokens.total_tokens // len(labels):,} per run"
)
if model_name in PRICE_PER_MILLION_TOKENS:
    print(f"Cost at the declared price for {model_name}: ${run_cost(model_name, tokens):.4f}")
else:
    print(f"No declared price for {model_name}: declare one in forecasting_agents.core.MODELS")

# %% [markdown]
# ## Key takeaways
#
# 1. **Gates belong inside the loop.** Checked only at the end, a gate can only veto. Checked
#    when the model asks to forecast, it turns into feedback: the model is told what is missing
#    and can still go and get it, and a run that never gets it ends without a probability.
# 2. **How a run ended is data.** Forecast, abstained, budget exhausted and failed are different
#    outcomes with different causes; only the first carries a number, and the score reports the
#    rest beside it instead of dropping them.
# 3. **A forecast cites its evidence.** The documents a forecast rests on are named by the ids
#    the harness gave them, so an auditor can read exactly what carried it.
# 4. **A backtest is only as honest as its record.** Dated documents, a cutoff enforced in the
#    tool, a leak check on the text and a withheld market price are each claims, and each is
#    checked above against the prompts the model was actually sent. What the model already knew
#    cannot be checked that way; it is declared, recorded, and used to exclude questions.
# 5. **The harness's own steps must do no harm.** A clip, an aggregate or a calibration is a
#    forecaster too; the ablation scores each one against the headline and against always 0.5,
#    on the same questions, so a step that makes forecasts worse is seen, not assumed away.
#    And none of them can add the signal a model lacks: a panel that says as much on the NO
#    questions as on the YES ones scores no better than a coin, whatever the harness does.
