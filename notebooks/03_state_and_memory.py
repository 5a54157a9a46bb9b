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
# # 03 · A typed record of what the agent knows, and gates that decide whether it may answer
#
# The loop of notebook 01 held all it knew in its conversation: the prompts, the
# replies, the search results pasted in as text. A run record saved that conversation, which is
# enough to replay the run and not enough to judge it. Nothing in a transcript says which
# documents the agent counted as evidence, whether those were enough, or whether one of them was
# written after the question's cutoff. To answer those questions before a forecast is accepted,
# the agent needs a second record, written by the code rather than by the model, in fields with
# fixed names and types that a program can check.
#
# This notebook builds that record (`AgentState`), fills it from the offline search tool of
# notebook 02, and puts three checks in front of any answer: enough evidence of the right kinds,
# retrieved recently, and published before the cutoff. When a check fails, the run declines to
# forecast. The record is saved as JSON, restored byte for byte, and then used for an
# experiment: remove one kind of evidence and see whether the run would still be allowed to
# answer.
#
# **You will learn to**
# - tell a trace (what happened, seen from outside) from state (what the agent knows, kept by
#   the code) and say what each is for;
# - fill a typed `AgentState` with evidence from real tool calls, keeping a log entry for every
#   call beside it;
# - run the coverage, freshness and consistency gates, read their verdicts, and watch each one
#   fail on a state built to break it;
# - abstain, by setting `synthesis_status`, when any gate fails;
# - save the state as a JSON checkpoint and prove that restoring it gives back the same bytes;
# - use a restored checkpoint for an ablation: take out one kind of evidence, gate the variant
#   again, and compare the two records field by field;
# - place working memory, short-term memory and long-term memory in this course's code.
#
# **Prerequisites**: [01 · ReAct reasoning](01_react_reasoning.ipynb) (the loop and its run
# record) and [02 · tool contracts](02_tool_contracts.ipynb) (the search tool, its cutoff and
# its treatment of undated results). No API key and no network: every search here goes to the
# offline mock corpus, and the clock is a parameter.

# %%
"""Notebook 03: typed agent state, quality gates, abstention, checkpoints and ablation."""

import hashlib
import json
import tempfile
from dataclasses import fields
from datetime import timedelta
from pathlib import Path

from agent_fixtures import get_demo_question
from agent_schemas import (
    DEFAULT_FRESHNESS_WINDOW,
    DEFAULT_MIN_EVIDENCE_ITEMS,
    DEFAULT_REQUIRED_EVIDENCE_TYPES,
    AgentState,
    EvidenceItem,
    QualityGateResult,
    SchemaError,
    ToolTraceEntry,
    check_consistency_gate,
    check_coverage_gate,
    check_freshness_gate,
    document_evidence_type,
    group_by_evidence_type,
    parse_iso_timestamp,
    run_quality_gates,
)
from agent_tools import (
    MockSearchClient,
    ToolExecutor,
)
from forecasting_agents.core import (
    SAFE_NAME,
    SAFE_NAME_RULE,
    ParameterError,
    as_text,
    parsed,
)

# %% [markdown]
# ## Settings
#
# `AS_OF_ISO` fixes when this run is supposed to be happening. The freshness gate measures the
# age of every piece of evidence against it, and nothing in the notebook reads the computer's
# clock, so the output is the same on every machine and every day. The default, noon on 19
# February 2025, falls on the last day the demonstration question's cutoff still allows: the
# latest moment at which someone could have forecast that question without hindsight.
#
# `RUN_ID` is the name the checkpoint will carry. Left out, `AgentState` generates a random
# twelve-character id; a fixed one keeps this notebook's output identical from run to run. It
# also names the checkpoint file, so the cell after the settings accepts only letters, digits,
# `.`, `_` and `-` there, and checks that `AS_OF_ISO` is an ISO timestamp before the question's
# cutoff (a run "as of" a later time would be forecasting with hindsight).

# %% tags=["parameters"]
AS_OF_ISO = "2025-02-19T12:00:00"
RUN_ID = "nb03-state-demo"

# %%
as_of = parsed("AS_OF_ISO", AS_OF_ISO, parse_iso_timestamp, "use a time like 2025-02-19T12:00:00")
RUN_ID = as_text("RUN_ID", RUN_ID, pattern=SAFE_NAME, describe=SAFE_NAME_RULE)
question = get_demo_question()
if as_of.date().isoformat() >= question.cutoff_date:  # one forecasts without hindsight
    raise ParameterError(
        "AS_OF_ISO",
        AS_OF_ISO,
        f"on or after the question's cutoff {question.cutoff_date}; use a time before it",
    )

print(f"As of:     {as_of.isoformat()}")
print(f"Run id:    {RUN_ID}")
print(f"Question:  {question.question}")
print(f"Cutoff:    {question.cutoff_date} (documents must be published before this day)")

# %% [markdown]
# Two dates matter from here on, and they answer different questions. The **cutoff** belongs to
# the question: it bounds what the agent may read. The **as-of** time belongs to the run: it is
# when the agent claims to be looking, and it is what "recent" is measured from.

# %% [markdown]
# ## A trace and a state are different records
#
# Notebook 01 already keeps a durable record of each run: every message sent to the model, every
# reply, every search and its results, saved as JSON and replayed by re-executing the loop. That
# record is a **trace**. It is written from the outside, it is complete, and it is the right
# thing to hand to an auditor who asks *what happened?*
#
# It is the wrong thing to hand to a check that has to run *during* the run. A gate that must
# decide whether the evidence is good enough cannot parse a conversation to find out which
# documents were evidence; it needs them as data. So the agent keeps a second record, its
# **state**: what it has gathered, what it still wants to know, which tool calls it made, what
# the checks said, and where it stands. The trace answers *what happened?*; the state answers
# *what does the agent know, and may it answer?* Both are kept.
#
# `AgentState` (imported from `agent_schemas`; it lives in `forecasting_agents.agent`) is a
# dataclass with eight typed fields:

# %%
for state_field in fields(AgentState):
    print(f"{state_field.name:<17} {state_field.type}")

# %% [markdown]
# Read in groups, the eight fields are:
#
# - **which run, about what**: `question`, `cutoff_date`, `run_id`;
# - **what was gathered, and what is still open**: `evidence` (one record per search, typed by
#   the kind of evidence it was meant to find) and `open_questions`;
# - **how it was gathered**: `tool_trace`, one entry per tool call, including calls that
#   returned nothing;
# - **whether it may answer**: `quality_gates`, the latest gate verdicts, and
#   `synthesis_status`, one of `pending`, `in_progress`, `complete` or `abstained` (an agent
#   that runs out of budget or hits a provider error ends `budget_exhausted` or `failed`, as its
#   artifact does; notebook 04 shows one).
#
# Every field is plain JSON-able data (strings, lists, dicts, and small dataclasses of those),
# which is what makes the checkpoint later in this notebook a one-liner.

# %%
state = AgentState(question=question.question, cutoff_date=question.cutoff_date, run_id=RUN_ID)

print(f"run_id:           {state.run_id}")
print(f"cutoff_date:      {state.cutoff_date}")
print(f"synthesis_status: {state.synthesis_status}")
print(f"evidence:         {len(state.evidence)} items")
print(f"tool_trace:       {len(state.tool_trace)} calls")
print(f"quality_gates:    {len(state.quality_gates)} verdicts")

# %% [markdown]
# A new state knows its question and its cutoff and nothing else: no evidence, no tool calls,
# no verdicts, status `pending`.

# %% [markdown]
# ## Filling the state from real searches
#
# The evidence comes from `MockSearchClient`, the offline client of notebook 02, called through
# `ToolExecutor` with the question's cutoff, so that the point-in-time rule is the tool layer's
# job. `record_search` below writes two things to the state for every search:
#
# - an **evidence item** with five keys: `type`, `source` (the client's name), `timestamp` (the
#   retrieval time), `query`, and `content`, which holds the results with their publication
#   dates and the `kind` the corpus gives each document (notebook 02);
# - a **tool-trace entry**, made from the executor's log line for the call: the query, the
#   evidence type the search was for and how many documents of each type it found, its status,
#   how many results it returned and how many each control removed.
#
# `record_search` writes the evidence item even when a search comes back empty: its `results`
# list is then empty, and the item supplies nothing to the coverage gate below, which counts
# documents, not items. Notebook 04's agent adds an evidence item only when a search finds
# documents and keeps the trace entry either way, so there the trace is what separates a search
# that found nothing from one that never ran.
#
# The `type` records what role the search plan meant an item to play in the forecast. This run
# looks for two kinds: `search_results`, reporting on the quarter in question, and `base_rate`,
# evidence about how often comparable events turned out YES in the past. Current coverage tells
# a story; the base rate supplies the frequency a probability should start from before the
# story moves it.
#
# The run is pinned to its as-of time, so each retrieval is stamped with that time rather than
# with the clock.

# %%
SEARCH_PLAN = (
    ("search_results", "Nvidia Q4 earnings consensus expectations"),
    ("search_results", "Nvidia data center revenue Blackwell demand"),
    ("base_rate", "Nvidia earnings beat history estimates"),
)
RESULTS_PER_SEARCH = 3

search_client = MockSearchClient()
executor = ToolExecutor(search=search_client)


def evidence_item(kind: str, source: str, query: str, results: list, retrieved_at) -> dict:
    """One evidence record in the shape the gates read: the library's EvidenceItem."""
    return EvidenceItem(kind, source, retrieved_at.isoformat(), query, results).to_dict()


def record_search(target: AgentState, kind: str, query: str, cutoff_date, retrieved_at) -> None:
    """Search through the ToolExecutor and write both the evidence and the call to the state."""
    found = executor.execute_search(query, max_results=RESULTS_PER_SEARCH, cutoff_date=cutoff_date)
    results = [result.to_dict() for result in found]
    target.evidence.append(evidence_item(kind, search_client.name, query, results, retrieved_at))
    types_found = {t: len(docs) for t, docs in group_by_evidence_type(results, kind).items()}
    # The executor's log entry for the call becomes the state's trace entry, the same way
    # notebook 04's agent makes its entries (ToolTraceEntry.from_execution).
    entry = ToolTraceEntry.from_execution(
        executor.execution_log[-1], evidence_type=kind, types_found=types_found
    )
    target.tool_trace.append(entry.to_dict())


state.synthesis_status = "in_progress"
for kind, query in SEARCH_PLAN:
    record_search(state, kind, query, state.cutoff_date, as_of)

for item in state.evidence:
    print(f"[{item['type']}] {item['query']!r}")
    for result in item["content"]["results"]:
        kind = result.get("kind") or "-"
        print(f"    {result['published'] or 'undated':<10}  {kind:<9}  {result['title'][:61]}")

all_results = [r for item in state.evidence for r in item["content"]["results"]]
distinct_urls = sorted({r["url"] for r in all_results})
print(
    f"\n{len(state.evidence)} evidence items, {len(state.tool_trace)} tool calls, "
    f"{len(all_results)} results, {len(distinct_urls)} distinct documents; "
    f"status {state.synthesis_status!r}"
)

# %% [markdown]
# Three searches gave three evidence items, two of current reporting and one base rate, and
# three tool-trace entries. Every result is dated before 2025-02-20. The client enforced that
# itself, leaving later documents out before it ranked (without the cutoff, the first query's
# top three would have included the 27 February report that NVIDIA beat its estimates), so the
# executor's re-check had nothing left to remove. The base-rate search returned the beat-history
# article, but also a forum post and the consensus preview. The item's `type` is still the one
# the search plan asked for; what its results turned out to be is counted in the trace entry
# below. The corpus says what each document is, in the second column: only the beat-history
# article is a `base_rate` document, and the first reporting search found it too. Where a
# document carries a `kind`, the gates below count it by that kind, whichever search found it;
# the item's type decides only for a result without one. And the last line shows why the
# coverage gate counts documents rather than results: two articles turned up in two searches
# each, so nine results are only seven documents.
#
# The trace entry for the base-rate search shows what that call was for, what the tool layer did
# with it, and what it found:

# %%
print(json.dumps(state.tool_trace[-1], indent=2))

# %% [markdown]
# The entry records the query, once as asked and once as sent (the same here; notebook 04's
# harness rewrites a base-rate query, and its entries keep both), with `step` null because no
# agent loop made this call. It records the type the search was for, `base_rate`, beside the
# types it found: one base-rate document and two reporting ones (`search_results`), the same
# split as the listing above. And it records that the call succeeded and returned three
# results, and that every `removed_*` counter is zero (the executor's own controls took nothing
# out of what the client returned). `removed_by_leak_check` belongs to an opt-in control that
# reads each result's title and snippet for dates on or after the cutoff; it is off here and on
# in notebook 04. What the entry leaves out is the arguments: the cutoff a call was sent with
# stays in the executor's own log, `executor.execution_log`, which is not part of the state. If
# a later check finds a problem in the evidence, the evidence item names the query that found
# it, the trace entry for that query says what the controls did with the call, and the
# executor's log says what the call was sent with.
#
# The state also has a field for questions the agent has not settled yet. No agent in this
# course fills `open_questions` on its own (notebook 04's agent leaves it empty), so two are
# added by hand here to show the field in use.

# %%
state.open_questions.extend(
    [
        "How far above its own outlook has NVIDIA's revenue landed in recent quarters?",
        "Could the new export rules cut data center revenue below the outlook this quarter?",
    ]
)
print(f"{len(state.open_questions)} open questions:")
for open_question in state.open_questions:
    print(f"  - {open_question}")

# %% [markdown]
# ## Three gates
#
# A gate is a function from a state to a `QualityGateResult`: a `gate_name`, whether it
# `passed`, a one-line `reason`, and `details`, whose `issues` list names every problem found
# rather than only the first. Each gate checks one contract about the evidence:
#
# - **coverage**: every required evidence type is present, and the evidence holds at least a
#   minimum number of distinct documents (one found by two searches counts once, and an item
#   with no results supplies nothing). Missing types are reported before a short count.
# - **freshness**: every item was *retrieved* within a window before the as-of time. A retrieval
#   stamped later than the as-of time fails too: nothing can be fetched after the moment the run
#   claims to be at, so such a stamp means some clock, fixture or checkpoint is wrong, and
#   counting it as very fresh would reward exactly the record that should be doubted.
# - **consistency**: each result inside the evidence must have a *publication* date that can be
#   read and that comes before the cutoff. The gate counts and lists three kinds of failure
#   apart (no date, an unreadable date, a date on or after the cutoff), since each points to a
#   different fix.
#
# Freshness and consistency read two different dates. Retrieval time says whether the run is
# looking at an old snapshot of the world; publication time says whether the run has read
# something from after the day it is supposed to be forecasting on. Either can be wrong while
# the other is fine.
#
# The thresholds are module constants, declared once in `forecasting_agents.agent`:

# %%
print(f"DEFAULT_REQUIRED_EVIDENCE_TYPES = {DEFAULT_REQUIRED_EVIDENCE_TYPES}")
print(f"DEFAULT_MIN_EVIDENCE_ITEMS      = {DEFAULT_MIN_EVIDENCE_ITEMS}")
print(
    f"DEFAULT_FRESHNESS_WINDOW        = {DEFAULT_FRESHNESS_WINDOW.total_seconds() / 3600:g} hours"
)

# %% [markdown]
# A run passes with both kinds of evidence, at least three distinct documents, and nothing
# retrieved more than 24 hours before its as-of time. One search can return three documents, so
# the minimum does not mean three searches; what it rules out is one document counted again.
# The 24-hour window suits questions driven by the news; for a slow-moving quantity a caller
# can pass a wider `max_age` to `check_freshness_gate` (`run_quality_gates`, used below, always
# applies the default).
#
# Each gate can be called on its own, which is how to read one in full:

# %%
coverage = check_coverage_gate(state)
freshness = check_freshness_gate(state, as_of=as_of)
consistency = check_consistency_gate(state)

for gate in (coverage, freshness, consistency):
    print(f"{gate.gate_name}: passed={gate.passed}")
    print(f"    reason:  {gate.reason}")
    shown = {key: value for key, value in gate.details.items() if key != "issues"}
    print(f"    details: {shown}")
    print(f"    issues:  {gate.details['issues']}")

# %% [markdown]
# All three pass on the state gathered above. Coverage counts seven distinct documents, each
# once and by its own kind: one `base_rate` document, the beat-history article, although two
# searches found it, and six reporting documents (`search_results`), among them the forum post
# and the consensus preview that the base-rate search returned. Freshness finds every item
# retrieved 0 hours before the as-of time, because this run stamped its retrievals with that
# time; consistency checked all nine results against the 2025-02-20 cutoff. A pass is a
# statement about form: the right kinds of evidence, recent, early enough. None of the gates
# reads a snippet, so a pass says nothing about what the documents report or whether they are
# reliable.
#
# In practice the three run together. `run_quality_gates` calls them in a fixed order, stores
# the verdicts on the state (so a checkpoint carries the judgement along with the evidence) and
# returns them. The gates only deliver verdicts; acting on them is up to the caller, and this
# notebook's rule fits in one small function: if any gate fails, the run abstains.


# %%
def show_gates(gates: list[QualityGateResult]) -> None:
    """Print one line per gate verdict, with every issue a failing gate listed."""
    for gate in gates:
        print(f"  [{'PASS' if gate.passed else 'FAIL'}] {gate.gate_name:<12} {gate.reason}")
        for issue in gate.details.get("issues", []):
            print(f"           - {issue}")


def gate_or_abstain(target: AgentState) -> list[str]:
    """Run the gates at the notebook's as-of time; abstain if any fails. Returns failed names."""
    gates = run_quality_gates(target, as_of=as_of)
    failed = [gate.gate_name for gate in gates if not gate.passed]
    if failed:
        target.synthesis_status = "abstained"
    return failed


failed = gate_or_abstain(state)
show_gates(state.quality_gates)
print(f"\nfailed gates: {failed}; synthesis_status: {state.synthesis_status!r}")

# %% [markdown]
# No gate failed, so the state keeps `in_progress`: it may go on to write a forecast. Writing
# one, and then setting `complete`, is the agent's job in notebook 04, which runs these same
# gates inside its loop and accepts a forecast only from a state that passes them.

# %% [markdown]
# ## Watching each gate fail
#
# A gate earns trust only once it has been seen to fail. Six states follow, each made to violate
# one contract and nothing else, and `run_case` asserts that exactly the intended gate fails.
# Most of their evidence is typed by hand, since a broken state is easiest to read when it is
# small; where a real tool call produces the defect, the real call is used. `sound_items`
# returns three well-formed items (both types, dates before the cutoff) that each case starts
# from or changes. A hand-typed result carries no `kind`, so it counts as its item's type.

# %%
STALE_AGE = timedelta(hours=48)
CLOCK_SKEW = timedelta(hours=2)


def typed_item(kind: str, query: str, dated_titles: list, retrieved_at=None) -> dict:
    """A hand-typed evidence item; ``dated_titles`` holds (title, published) pairs."""
    results = [{"title": title, "published": published} for title, published in dated_titles]
    return evidence_item(kind, "typed by hand", query, results, retrieved_at or as_of)


def sound_items(retrieved_at=None) -> list[dict]:
    """Three items that pass every gate: two of current reporting, one base rate."""
    return [
        typed_item(
            "search_results",
            "earnings preview",
            [("Preview: another record quarter expected", "2025-02-18")],
            retrieved_at,
        ),
        typed_item(
            "search_results",
            "data center demand",
            [("Cloud buyers keep ordering accelerators", "2025-02-12")],
            retrieved_at,
        ),
        typed_item(
            "base_rate",
            "beat history",
            [("A long streak of results above the outlook", "2025-02-11")],
            retrieved_at,
        ),
    ]


def run_case(label: str, expected_gate: str, items: list[dict], searches=()) -> AgentState:
    """Build a state from ``items`` (and real ``searches``), gate it, and check which gate fails."""
    case = AgentState(
        question=question.question, cutoff_date=question.cutoff_date, run_id=f"{RUN_ID}-{label}"
    )
    case.synthesis_status = "in_progress"
    case.evidence.extend(items)
    for kind, query, cutoff_date in searches:
        record_search(case, kind, query, cutoff_date, as_of)
    failed = gate_or_abstain(case)
    print(
        f"{label}: {len(case.evidence)} items -> failed {failed}, status {case.synthesis_status!r}"
    )
    show_gates(case.quality_gates)
    assert failed == [expected_gate], f"{label} should fail only {expected_gate}, got {failed}"
    return case


# %% [markdown]
# ### Coverage: a missing type, and too few documents
#
# The first state has three items of current reporting, each a different document, and no base
# rate. The second has one item of each required type and nothing else.

# %%
export_news = typed_item(
    "search_results", "export rules", [("Export rules cloud the outlook", "2025-02-07")]
)
only_news = [sound_items()[0], sound_items()[1], export_news]
missing_type = run_case("no-base-rate", "coverage", only_news)
print()
too_few = run_case("two-items", "coverage", [sound_items()[0], sound_items()[2]])

# %% [markdown]
# Both fail coverage and nothing else, and both abstain. The first has enough documents but is
# missing `base_rate`; the second has both types but two documents, one short of the minimum of
# three. Coverage is two conditions, and its `issues` say which one broke.

# %% [markdown]
# ### Freshness: evidence gathered too long ago, and evidence from the future
#
# The third state's evidence was all retrieved 48 hours before the as-of time. The fourth is
# sound except that one item claims to have been retrieved two hours *after* it. Publication
# dates are untouched, so consistency has nothing to object to.

# %%
stale = run_case("stale", "freshness", sound_items(retrieved_at=as_of - STALE_AGE))
print()
skewed = sound_items()
skewed[1] = sound_items(retrieved_at=as_of + CLOCK_SKEW)[1]
from_the_future = run_case("future-retrieval", "freshness", skewed)

# %% [markdown]
# The stale state fails freshness with one issue per item, each 48 h old against a 24 h window.
# The skewed state fails on its one item stamped two hours after the as-of time, and the issue
# says so. In both cases a naive reading of the evidence would have looked fine: every result
# carries a publication date before the cutoff. What is wrong is *when the run looked*.

# %% [markdown]
# ### Consistency: a document from after the cutoff, and dates that cannot be checked
#
# The fifth state is sound plus one real search sent **without** a cutoff, as a harness that
# forgot to pass one would send it. Nothing then holds the mock corpus back from serving
# NVIDIA's own results press release, which is the answer to the question. The sixth is sound
# plus two further items: a real search, with the cutoff, whose results include the one page in
# the corpus that carries no date (by default the tool keeps undated results rather than
# dropping them), and a hand-typed result whose date is written in words, as a provider that
# passes free text through would deliver it.

# %%
leaked = run_case(
    "post-cutoff",
    "consistency",
    sound_items(),
    searches=[("search_results", "Nvidia fourth quarter results revenue", None)],
)
print(f"\nexecutor log of the leaking call: {executor.execution_log[-1].args}")

# %% [markdown]
# Consistency fails on exactly one result: the 2025-02-26 press release, six days past the
# cutoff. Coverage and freshness pass, because the leak did not make the evidence thinner or
# older. The executor's log shows how the leak got in: the call went out with
# `cutoff_date: None`. The state's own trace entry for the call does not show that, because an
# entry keeps no arguments. From the outside such a run would not look broken at all; it would
# only look unusually accurate.

# %%
words_for_a_date = typed_item(
    "search_results", "results date", [("Results due late next week", "late Feb 2025")]
)
undatable = [*sound_items(), words_for_a_date]
unchecked = run_case(
    "undated-and-unparseable",
    "consistency",
    undatable,
    searches=[("search_results", "Nvidia earnings conference call webcast", "2025-02-20")],
)
counts = {
    key: unchecked.quality_gates[2].details[key]
    for key in ("missing_dates", "unparseable_dates", "post_cutoff")
}
print(f"\nconsistency counts: {counts}")

# %% [markdown]
# This time the cutoff was passed and the tool did its job, and consistency still fails, with
# the two problems reported as separate classes: one result with no publication date (the
# earnings-call event page) and one whose date, `'late Feb 2025'`, does not parse. Neither can
# be shown to predate the cutoff, so neither is accepted. The classes are kept apart because
# each is fixed in a different place: an undated page needs a policy (drop it, as notebook 04's
# agent does with `require_dates=True`, or accept it knowingly), an unparseable date needs a fix
# in the code that produced it, and a post-cutoff date means the cutoff was bypassed upstream.
#
# All six states ended with `synthesis_status` set to `abstained`. An abstention is a recorded
# result, not a gap: notebook 04 reports how often its agents abstain next to their scores, and
# also scores each question its panel declined as a 0.5 forecast, so that declining cannot make
# the panel look better than it is. What the gates keep out of the record is a confident
# probability resting on thin, stale or leaked evidence.

# %% [markdown]
# ## Checkpoint: the state as JSON
#
# `AgentState.to_json()` serialises all eight fields; `AgentState.from_json()` reads them back.
# It refuses text that is not a JSON object, unknown field names (in the state or in a gate
# verdict), a missing field, a field of the wrong JSON type, and a status outside the six of
# `SYNTHESIS_STATUSES`; it does not look inside an evidence item or a tool-trace entry (see the
# limitations at the end). The format is JSON, not pickle: a pickle can only be loaded by
# Python code that still has these classes, while JSON can be read by a person, compared with
# `diff` against another run's checkpoint, and parsed in any language.

# %%
checkpoint = state.to_json()
saved = json.loads(checkpoint)

print(f"checkpoint: {len(checkpoint.encode('utf-8')):,} bytes of JSON, {len(saved)} keys")
for key, value in saved.items():
    summary = f"{len(value)} entries" if isinstance(value, list) else repr(value)[:60]
    print(f"  {key:<17} {summary}")

# %% [markdown]
# All eight fields are there, in the order the dataclass declares them: three evidence items,
# three tool calls, two open questions and three gate verdicts beside the question, cutoff, run
# id and status. Everything the gates read is in this text.
#
# A checkpoint is only worth keeping if restoring it gives back the same state. The cell below
# writes it to a file, reads the file back, rebuilds the state, serialises it again and compares
# bytes. Comparing the whole JSON text, rather than a few chosen attributes, means no field can
# be skipped by accident, including one added to `AgentState` later.

# %%
with tempfile.TemporaryDirectory() as folder:
    path = Path(folder) / f"{state.run_id}.json"
    path.write_text(checkpoint, encoding="utf-8")
    restored = AgentState.from_json(path.read_text(encoding="utf-8"))

assert restored.to_json() == checkpoint, "the checkpoint did not survive the round trip"
assert restored == state
print(f"original sha256: {hashlib.sha256(checkpoint.encode('utf-8')).hexdigest()[:16]}")
print(f"restored sha256: {hashlib.sha256(restored.to_json().encode('utf-8')).hexdigest()[:16]}")
print(f"restored run:    {restored.run_id!r}, status {restored.synthesis_status!r}")
print(
    f"restored fields: {len(restored.evidence)} evidence items, "
    f"{len(restored.tool_trace)} tool calls, {len(restored.quality_gates)} gate verdicts"
)

# %% [markdown]
# Both assertions held: the restored state serialises to the same bytes (the two fingerprints
# match) and compares equal to the original, gate verdicts included. So a state can be saved at
# any point and rebuilt exactly. Resuming the *run* from it would also need the conversation,
# which lives in the trace; no agent in this course resumes from a checkpoint.
#
# A checkpoint read from disk is untrusted input, like a model reply. Three damaged copies: one
# with a status that does not exist, one whose evidence is a string, and one missing its run id.
# Each is refused with an error that names the field, rather than restored with a guess.

# %%
without_run_id = {key: value for key, value in saved.items() if key != "run_id"}
for damaged in (dict(saved, synthesis_status="done"), dict(saved, evidence="x"), without_run_id):
    try:
        AgentState.from_json(json.dumps(damaged))
    except SchemaError as error:
        print(f"SchemaError: {error}")

# %% [markdown]
# ## Ablation: replay a checkpoint without the base rate
#
# A restored checkpoint also makes a controlled experiment cheap: load it, alter a single thing,
# gate the result again and set the two records side by side. The question here: does the
# base-rate evidence do any work, or would the run have been allowed to answer without it? The
# variant gets its own run id, because it is a different run, and the original checkpoint is not
# touched.
#
# What to remove is every document the coverage gate counts as a base rate, wherever it was
# found, decided by the same function the gate uses, `document_evidence_type`. Dropping the item
# whose label is `base_rate` would not do it: the beat-history article also came back in the
# first reporting search, and counts as a base rate there too.


# %%
def without_base_rates(item: dict) -> dict:
    """The item with every result that counts as a base-rate document taken out."""
    kept = [
        result
        for result in item["content"]["results"]
        if document_evidence_type(result, item["type"]) != "base_rate"
    ]
    return {**item, "content": {**item["content"], "results": kept}}


def result_count(target: AgentState) -> int:
    """How many results the state's evidence holds, a document found twice counted twice."""
    return sum(len(item["content"]["results"]) for item in target.evidence)


ablated = AgentState.from_json(checkpoint)
ablated.run_id = f"{RUN_ID}-without-base-rate"
ablated.evidence = [without_base_rates(item) for item in ablated.evidence]
ablated_failures = gate_or_abstain(ablated)

print(
    f"original: {len(state.evidence)} items, {result_count(state)} results, "
    f"status {state.synthesis_status!r}"
)
show_gates(state.quality_gates)
print(
    f"\nablated:  {len(ablated.evidence)} items, {result_count(ablated)} results, "
    f"status {ablated.synthesis_status!r}"
)
show_gates(ablated.quality_gates)
print(f"\nablated coverage counts: {ablated.quality_gates[0].details['counts_by_type']}")

# %% [markdown]
# Two of the nine results went, the two `base_rate` rows of the listing near the top: the
# beat-history article, once from the first reporting search and once from the base-rate search.
# All three items remain, the one labelled `base_rate` included, but it now holds only reporting
# documents. So the run fails coverage because the `base_rate` type is missing (the six
# reporting documents left are more than the minimum of three), while freshness and consistency
# still pass, and the variant abstains. Under these gates the base rate is load-bearing: no
# forecast may be written without it. Whether that is the right rule is a question for the
# research design, not for the code. What the gate adds is that the rule is explicit: it lives
# in one constant, `DEFAULT_REQUIRED_EVIDENCE_TYPES`, this cell exercises it, and changing it is
# a one-line edit, rather than the outcome depending on whether an agent happened to look for a
# base rate.
#
# Because both runs are typed records, comparing them is a field-by-field diff rather than a
# reading of two transcripts:

# %%
original_fields = json.loads(checkpoint)
ablated_fields = json.loads(ablated.to_json())
changed = [key for key in original_fields if original_fields[key] != ablated_fields[key]]
print(f"fields that differ: {changed}")
print(f"tool calls recorded in the variant: {len(ablated.tool_trace)}")
assert AgentState.from_json(checkpoint) == state, "the original checkpoint must be unchanged"

# %% [markdown]
# Four fields differ: the run id, the evidence, the gate verdicts and the status. The tool trace
# does not: the variant still records all three searches, the base-rate one still counting the
# base-rate document it found (the entry printed near the top), so anyone reading it can see
# that evidence was gathered and then removed, rather than never found. The original checkpoint is
# unchanged.

# %% [markdown]
# ## Where this sits among the kinds of memory
#
# Everything a language model uses reaches it as text in a single prompt, so it is easy to lose
# track of which kind of memory a piece of that text belongs to. This course keeps three kinds
# in three places:
#
# - **Working memory** is the context window: the message list that notebook 01's loop sends to
#   the model on every step. The model re-reads all of it on each call, and its size is capped
#   by the model's context length.
# - **Short-term memory** is the `AgentState` of one run. It lives for the run, survives it as a
#   checkpoint, and is read by code: the gates, the ablation above, an auditor.
# - **Long-term memory** is knowledge that persists from run to run and is fetched when needed,
#   through a retrieval tool, instead of sitting in the prompt.
#
# The model reasons over working memory, and each call starts from whatever messages it is sent.
# Short-term memory is what this notebook built; the program, not the model, decides what goes
# into it. Long-term memory is not built in this course. The nearest things to it are the search
# corpus, which the agent can read but never writes, and the folder of saved run traces, which a
# later run could search but does not.

# %% [markdown]
# ## Key takeaways
#
# 1. **A trace and a state do different jobs.** The trace records what happened, for replay and
#    audit; the state holds what the agent knows, in typed fields a program can check while the
#    run is still going.
# 2. **Write evidence and tool calls side by side.** The evidence says what was gathered; the
#    tool trace says how, including calls that returned nothing; the executor's log keeps each
#    call's arguments, so a call made without a cutoff shows there.
# 3. **Gates are contracts checked before an answer.** Coverage, freshness and consistency each
#    test one property, report every problem they find, and were each seen to fail above.
# 4. **Check both dates.** When evidence was fetched (freshness) and when it was published
#    (consistency) go wrong independently, and a run can pass either check while failing the
#    other.
# 5. **Abstaining is a result.** A run whose gates fail sets `synthesis_status` to `abstained`
#    and produces no probability, so it cannot be scored as a forecast.
# 6. **A JSON checkpoint makes a state restorable and comparable.** Restoring gives back the
#    same bytes, and an ablation takes a few lines: load, modify, gate, compare field by field.
#
# **Known limitations.** All three gates look only at counts, types and dates; none reads a
# snippet, weighs a publisher or spots a contradiction between sources. Coverage tells
# documents apart by URL (by title and date when there is none), so one article published
# under two URLs counts twice. A document's `kind` is a label in the corpus, written by whoever
# built it; no gate checks that a `base_rate` document really reports a frequency. Where a
# source gives no kind, as a web search does not (nor do the hand-typed results above), a
# document's type is the one the code gave its search, whatever the document contains.
# Retrieval timestamps in this notebook are stamped with the declared as-of time rather than
# measured, so the gathered state passes freshness by construction, and a replayed run is fresh
# at whatever as-of it is given. Nothing checks that the as-of time itself lies before the
# cutoff. `from_json` insists on all eight fields, each of the right kind, and fills nothing in,
# but it does not check the inside of an evidence item or a tool-trace entry beyond its being an
# object: only the gates read the evidence, and no gate reads the trace. A trace entry keeps
# no arguments, so a checkpoint does not show the cutoff each search was sent with; that is in
# the executor's log, which is not saved with it. A checkpoint carries no format version, so a
# future change to the fields would need one. And the gates run at one moment; evidence added
# after they pass is not checked unless they run again.
#
# **Next**: [04 · the research agent](04_research_agent.ipynb) combines the loop of 01, the
# tool of 02 and this state into one agent that writes typed evidence as it searches, runs these
# gates inside its loop before it accepts a forecast, and ends with a forecast or an abstention.
