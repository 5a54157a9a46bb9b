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
# # 02 · Tool contracts: what a search may return, and a record of what it did
#
# The agent in notebook 01 knows nothing about the world except what its search tool hands back.
# That makes the tool, not the prompt, the place where the important rules belong: which
# documents were published early enough to count on the date of the forecast, which publishers
# count as evidence, and what happened on each call. A rule written into a prompt is a request
# the model may ignore; a rule written into the tool is a fact about every run. This notebook
# takes the search tool apart and shows each of those rules as code you can test.
#
# **You will learn to**
# - put any search backend behind one small protocol that returns typed, dated results;
# - enforce a point-in-time cutoff inside the tool, so that reports of how an already resolved
#   question turned out never reach the agent;
# - keep results with no publication date in a class of their own instead of letting them pass
#   as "before the cutoff";
# - apply a publisher allowlist or blocklist after retrieval, and know which look-alike URLs
#   such a filter has to survive;
# - use the executor's log to see which calls ran and what each one returned or removed,
#   including calls that failed or were never made;
# - write one tool definition and render it for the Anthropic and the OpenAI APIs.
#
# **Prerequisites**: [01 · ReAct reasoning](01_react_reasoning.ipynb), where the loop calls
# this tool. No API key is needed: by default every search goes to an offline mock corpus.
# All the code shown here lives in the package's [search layer](../forecasting_agents/search/)
# (imported here through its face, `agent_tools`), except the result type and the dates, with the
# cutoff rule `classify_publication`, which come from the package's
# [core](../forecasting_agents/core/) (through `agent_schemas`); and
# [03 · state and memory](03_state_and_memory.ipynb) builds the agent's typed record on top of
# the results this tool returns.

# %%
"""Notebook 02: the search tool's contract, its controls and its execution log."""

import inspect
import json

import polars as pl

from agent_fixtures import get_demo_question
from agent_schemas import (
    SearchResult,
    classify_publication,
    parse_iso_date,
)
from agent_tools import (
    DEFAULT_ALLOWED_DOMAINS,
    MAX_RESULTS_LIMIT,
    SEARCH_PROVIDERS,
    SEARCH_TOOL,
    MockSearchClient,
    SearchClient,
    ToolExecutor,
    apply_domain_policy,
    create_search_client,
    format_search_outcome,
    format_search_results,
    partition_by_publication,
    result_host,
)
from forecasting_agents.core import (
    as_bool,
    as_int,
    not_used,
    one_of,
)

# The tables below are short and meant to be read whole: every row, long strings, no shape line.
pl.Config.set_tbl_rows(30)
pl.Config.set_fmt_str_lengths(70)
pl.Config.set_tbl_width_chars(120)
pl.Config.set_tbl_hide_dataframe_shape(True)

DEMO_QUERY = "NVIDIA Q4 earnings"  # the query most cells below reuse
# %% [markdown]
# ## Settings
#
# `RUN_LIVE = False` searches `MockSearchClient`, a small fixed corpus of summaries written for
# this course about NVIDIA's fourth-quarter 2025 results. It needs no key or network and gives
# the same results on every machine.
#
# `RUN_LIVE = True` builds the client with `create_search_client(SEARCH_PROVIDER)`. An empty
# name defers to the `SEARCH_PROVIDER` environment variable; if that is unset too, it means
# Tavily when `TAVILY_API_KEY` is set, and an error listing the options when it is not. The
# factory never falls back to the mock on its own, because a "live" run that quietly read canned
# data would look exactly like a real one. `SEARCH_PROVIDER = "mock"` asks for the mock
# explicitly.
#
# `MAX_RESULTS` is how many documents one search may return: five, as in the loop of notebook 01
# and for the research agents of notebook 04 (the `backtest` command's default is three).
#
# The prose below reads the default run's output. A live run searches different documents, so
# its counts and titles will differ from what the text describes; the mechanics do not.
#
# The next cell checks the settings (papermill passes `-p RUN_LIVE false` as the string
# `"false"`, which Python would treat as true) and stops on any value it does not accept. A
# `SEARCH_PROVIDER` given to an offline run gets a `Not used:` line rather than being ignored.

# %% tags=["parameters"]
RUN_LIVE = False
SEARCH_PROVIDER = ""
MAX_RESULTS = 5

# %%
RUN_LIVE = as_bool("RUN_LIVE", RUN_LIVE)
SEARCH_PROVIDER = one_of("SEARCH_PROVIDER", SEARCH_PROVIDER, ["", *SEARCH_PROVIDERS])
MAX_RESULTS = as_int("MAX_RESULTS", MAX_RESULTS, minimum=1, maximum=MAX_RESULTS_LIMIT)
if SEARCH_PROVIDER and not RUN_LIVE:
    print(not_used("SEARCH_PROVIDER", SEARCH_PROVIDER, "the offline run searches the mock"))

# %% [markdown]
# ## The contract: one method
#
# Every search backend is reached through `SearchClient`, a `typing.Protocol` with a single
# method. A class conforms by having that method; it inherits from nothing, so a test double
# written in three lines is as valid a client as the Tavily one.

# %%
print(f"SearchClient.search{inspect.signature(SearchClient.search)}")

search = create_search_client(SEARCH_PROVIDER) if RUN_LIVE else MockSearchClient()
print(f"Client in use: {type(search).__name__}")
print(f"Conforms to SearchClient: {isinstance(search, SearchClient)}")

# %% [markdown]
# Two details of that signature do real work. Whatever backend answers, the caller gets back
# `SearchResult` objects, the course's own type, so no vendor's JSON layout travels past the
# client. And the cutoff is a parameter of `search` itself: every client has to accept it and
# honour it, which makes date filtering part of the contract rather than a step each caller
# might forget.

# %% [markdown]
# ## A search, and what a result carries
#
# The demonstration question asks about NVIDIA's fourth-quarter revenue, which the company
# reported on 26 February 2025. Its **cutoff date** is the first day the agent may *not* read:
# every document published on or after it is out of bounds.

# %%
question = get_demo_question()
cutoff = parse_iso_date(question.cutoff_date, what="cutoff_date")
print(f"Question:   {question.question}")
print(f"Cutoff:     {cutoff} (exclusive)")
print(f"Resolution: {question.resolution_date}\n")

results = search.search(DEMO_QUERY, max_results=MAX_RESULTS, cutoff_date=cutoff)
print(f"{len(results)} results (MAX_RESULTS = {MAX_RESULTS}):")
for result in results:
    print(f"[{result.published or 'undated':>10}] {result.score:.2f}  {result.title[:64]}")

# %% [markdown]
# Four of the five results are dated between 11 and 19 February, before the cutoff. The second
# has no date, and the client returned it anyway: without a date it has nothing to exclude the
# page on. The number after the date is the score the client ranked by (for the mock, BM25
# relevance scaled so the best match scores 1.00); it measures how well the words match the
# query, not whether the document is accurate.
#
# Printed in full, a result also carries its *provenance*: the URL names the publisher and lets
# anyone open the source, and `published` is the only field the cutoff looks at. `kind` is what
# the corpus says the document is, `reporting` (as here) or `base_rate` (a record of how often
# such events happened), which notebook 03's coverage gate counts; a web search does not say,
# and its results leave the field out.

# %%
print(json.dumps(results[0].to_dict(), indent=2))

# %% [markdown]
# ## The cutoff at work
#
# Scoring a forecast needs a question whose outcome is known, and an outcome that is known has
# been reported somewhere. Running the same query with no cutoff shows what an agent without the
# guard would be handed.

# %%
unguarded = search.search(DEMO_QUERY, max_results=MAX_RESULTS)
guarded_urls = {result.url for result in results}
unguarded_urls = {result.url for result in unguarded}
for result in unguarded:
    status = "both lists" if result.url in guarded_urls else "ONLY without cutoff"
    print(f"[{result.published or 'undated':>10}] {status:<20} {result.title[:56]}")
for result in results:
    if result.url not in unguarded_urls:
        print(f"[{result.published or 'undated':>10}] {'ONLY with cutoff':<20} {result.title[:56]}")

# %% [markdown]
# Without the cutoff the list contains a report dated 27 February, the day after NVIDIA
# published its results, whose headline says the company beat its estimates. An agent handed
# that page would be copying the outcome, not predicting it. With the cutoff that document never
# reaches the agent, and a document from before the cutoff takes its slot: the mock drops
# out-of-bounds documents *before* choosing the top five, so a cutoff costs no result slots.
#
# ### Where exactly the boundary falls
#
# One function, `classify_publication`, decides the cutoff rule for the whole course, and
# every client and the executor call it. It puts a publication date into one of four classes.

# %%
cases = [
    "2025-02-19",
    "2025-02-20",
    "2025-02-19T23:30:00Z",
    None,
    "",
    "Feb 19, 2025",
]
pl.DataFrame(
    {
        "published": [repr(value) for value in cases],
        "class": [classify_publication(value, cutoff) for value in cases],
    }
)

# %% [markdown]
# The cutoff is exclusive: a document dated on the cutoff day itself is already out. A timestamp
# is judged by its calendar date in UTC. A missing or empty date is `undated`, and a date the
# code cannot read is `unparseable`; neither is treated as "before the cutoff".
#
# ## Undated results are their own class
#
# Dropping a result takes a date to compare, so the earnings-call page above, which has none,
# went through the filter: nothing showed it was too late, and nothing showed it was early
# enough either. Keeping such pages is a sensible default for a live agent, since a large share
# of web pages carry no date. In a scored backtest the same default admits pages that may have
# been written after the outcome was known.
#
# `partition_by_publication` sorts results into the four classes, so that "dated and early
# enough" and "undated" are counted separately. Here it sorts the unguarded list from above.

# %%
classes = partition_by_publication(unguarded, cutoff)
for name, members in classes.items():
    titles = "; ".join(result.title[:40] for result in members) or "-"
    print(f"{name:<19} {len(members)}  {titles}")

# %% [markdown]
# Three results are verifiably before the cutoff, one is after it, and one is undated. A
# backtest that must be free of hindsight can keep only `before_cutoff`; a live run can keep
# `undated` too, but should say so. Either way the evaluation makes the choice and names the
# classes it keeps, instead of taking whatever default the client happens to have.

# %%
strict = classes["before_cutoff"]
lenient = classes["before_cutoff"] + classes["undated"] + classes["unparseable"]
print(f"Strict backtest reads:  {len(strict)} documents, every one dated before {cutoff}")
print(f"Live-style agent reads: {len(lenient)} documents, {len(lenient) - len(strict)} undated")

# %% [markdown]
# ## What the model actually sees
#
# The model never handles a `SearchResult`; it reads the text of a tool message, and that text
# is all it reasons from. `format_search_results` writes one numbered block per result, with the
# title, URL, publication date and snippet each on a line of its own; a missing date is printed
# as `undated`, so the model learns what the code knows.

# %%
print(format_search_results(results[:2]))

# %% [markdown]
# Printing the URL and the date helps twice. The model can use them to prefer a company filing
# to commentary, and this week's reporting to last quarter's. An auditor can use them to find
# the page behind any claim in the final rationale. Newlines inside a provider's text are
# collapsed before rendering, so a snippet cannot forge an extra numbered result.
#
# ## The execution log
#
# The agent does not call the client directly. `ToolExecutor` sits in between: it calls the
# client, re-checks the cutoff, applies the domain policy, and appends a `ToolExecution` record
# for every call to `execution_log`. The log is written by the executor from what the client
# actually returned, and it is kept separate from the model's replies on purpose: a reply is the
# model's own account of what it did, and an account can be wrong: a model may describe a
# search it never made, or misread what a search returned, as notebook 04's walk-through agent
# does.
#
# A log entry also records `duration_ms`, the call's elapsed time. It is shown below only on a
# live run: time is measured, not computed, so it changes on every run, and on the default path
# this notebook prints the same bytes every time.


# %%
def log_table(executor: ToolExecutor) -> pl.DataFrame:
    """One row per logged call; elapsed time only on a live run."""
    log = executor.execution_log
    columns = {
        "query": [entry.args["query"][:40] for entry in log],
        "status": [entry.status for entry in log],
        "returned": [entry.result_count for entry in log],
        "cut_by_date": [entry.removed_by_cutoff for entry in log],
        "cut_by_policy": [entry.removed_by_policy for entry in log],
        "undated": [entry.undated_count for entry in log],
        "preview": [entry.result_preview for entry in log],
    }
    if RUN_LIVE:
        columns["duration_ms"] = [round(entry.duration_ms, 1) for entry in log]
    return pl.DataFrame(columns)


executor = ToolExecutor(search=search)
for query in [DEMO_QUERY, "semiconductor demand AI servers", "NVIDIA valuation risk"]:
    executor.execute_search(query, max_results=MAX_RESULTS, cutoff_date=cutoff)
log_table(executor)

# %% [markdown]
# Three calls, three entries, all `success`. The second query found only four documents in
# the corpus, which the log shows plainly rather than leaving a reader to wonder whether
# something was cut. The `undated` column counts results the agent received without a date:
# one each for the first and third query, the same earnings-call page. The `cut_by_date`
# column is zero because the client had already applied the cutoff; the next cell shows why
# the executor checks anyway.
#
# ### Trusting no one's date filter
#
# A provider's own date filter is a feature of their API, not a guarantee. Tavily's, for
# instance, is applied on their side with their idea of a page's date. So the executor
# applies the cutoff a second time to whatever comes back, and counts what it had to remove.
# The client below is written to break the contract: it ignores `cutoff_date` entirely.


# %%
class IgnoresCutoff:
    """A client that breaks the contract: it never applies the cutoff."""

    def search(self, query, max_results=5, cutoff_date=None):
        return MockSearchClient().search(query, max_results=max_results)


guarded = ToolExecutor(search=IgnoresCutoff())
leaky_results = guarded.execute_search(DEMO_QUERY, max_results=MAX_RESULTS, cutoff_date=cutoff)
print(f"Conforms to SearchClient: {isinstance(IgnoresCutoff(), SearchClient)}")
print(f"Latest date reaching the agent: {max(r.published for r in leaky_results if r.published)}")
log_table(guarded)

# %% [markdown]
# The protocol check passes, because it only looks for a `search` method; conforming to a
# `Protocol` says nothing about keeping its promises. The executor caught the post-cutoff
# document anyway, and the log says so (`1 removed by cutoff`). The agent received four
# results instead of five, and the log records why.
#
# ### Making the strict reading the executor's job
#
# Earlier, the strict backtest reading (dated results only) was a line of notebook code. The
# executor can apply it on every call instead: `require_dates=True` removes undated and
# unparseable results after the cutoff check, and counts them in their own log field,
# `removed_undated`, so a removal for lack of a date is never confused with one for a late date.
# It is off by default, for the live-run reason given above.

# %%
dated_only = ToolExecutor(search=search, require_dates=True)
dated_only.execute_search(DEMO_QUERY, max_results=MAX_RESULTS, cutoff_date=cutoff)
entry = dated_only.execution_log[0]
print(
    f"returned {entry.result_count}, removed_undated {entry.removed_undated}, "
    f"removed_by_cutoff {entry.removed_by_cutoff}, undated among returned {entry.undated_count}"
)
print(f"preview: {entry.result_preview}")

# %% [markdown]
# The same query as before now returns four results instead of five. The earnings-call page is
# gone, and the log files it under `removed_undated`, not `removed_by_cutoff`: it was removed
# for having no date, not for having a late one.
#
# ## Source policy
#
# Deciding which publishers count as evidence is part of the research design. Written as code,
# the decision can be reviewed and tested like any other.
# `apply_domain_policy` takes an allowlist, a blocklist, or both (the blocklist is applied
# first), and matches a domain together with its subdomains. The course's starting allowlist
# names wire services, financial and general newspapers, and primary sources: regulators,
# statistical agencies, central banks, election authorities and the organisations the course's
# questions are about. It is sorted here, because a set has no order of its own.

# %%
print(", ".join(sorted(DEFAULT_ALLOWED_DOMAINS)))
print(f"({len(DEFAULT_ALLOWED_DOMAINS)} domains)")

# %% [markdown]
# Below, one wider search (ten results) goes through the default allowlist and, separately,
# through a blocklist of three social-media domains. Each row is a result; each policy column
# says whether that policy keeps it.

# %%
SOCIAL_SITES = {"reddit.com", "x.com", "twitter.com"}
wide = search.search("Nvidia earnings estimates valuation risk", max_results=10, cutoff_date=cutoff)
allowlisted = apply_domain_policy(wide, allowed=DEFAULT_ALLOWED_DOMAINS)
blocklisted = apply_domain_policy(wide, blocked=SOCIAL_SITES)
print(f"Allowlist keeps {len(allowlisted)} of {len(wide)}; blocklist keeps {len(blocklisted)}.")
pl.DataFrame(
    {
        "host": [result_host(result.url) for result in wide],
        "title": [result.title[:44] for result in wide],
        "allowlist": [result in allowlisted for result in wide],
        "blocklist": [result in blocklisted for result in wide],
    }
)

# %% [markdown]
# The allowlist keeps seven of the ten: it removes the forum post and both aggregator articles
# from nasdaq.com, but keeps `investor.nvidia.com` as a subdomain of `nvidia.com`. The blocklist
# removes only the forum post. An allowlist is the stricter tool: anything it does not name is
# out, including publishers nobody thought about.
#
# ### Look-alike hosts
#
# A domain filter that compares strings carelessly is easy to slip past. Each URL below tries
# to pass for `reuters.com`, or is the real thing written unusually. The host column is what
# `result_host` establishes; the last column is what an allowlist of just `reuters.com` does.

# %%
LOOK_ALIKES = [
    "https://www.reuters.com/markets/",
    "https://uk.reuters.com/business/",
    "https://REUTERS.COM/markets/",
    "https://reuters.com./markets/",
    "https://reuters.com.evil.example/markets/",
    "https://evilreuters.com/markets/",
    "https://reuters.com@evil.example/markets/",
    "ftp://reuters.com/markets/",
    "reuters.com/markets/",
]
probes = [SearchResult(title="probe", url=url) for url in LOOK_ALIKES]
passed = apply_domain_policy(probes, allowed={"reuters.com"})
pl.DataFrame(
    {
        "url": LOOK_ALIKES,
        "host": [result_host(url) or "(none)" for url in LOOK_ALIKES],
        "allowlist reuters.com": ["kept" if p in passed else "removed" for p in probes],
    }
)

# %% [markdown]
# The first four are Reuters and are kept: a leading `www.`, capital letters and a trailing dot
# all normalise to `reuters.com`, and `uk.reuters.com` passes as a subdomain of it. The rest are
# removed, each for a different reason. `reuters.com.evil.example` *starts* with the name but
# belongs to `evil.example`; `evilreuters.com` *ends* with it but has no dot boundary; in
# `reuters.com@evil.example` the part before `@` is a user name and the host is `evil.example`.
# The last two have no establishable http(s) host at all (another scheme, or no scheme), and a
# result whose publisher cannot be named never passes a policy.
#
# ### The policy inside the executor
#
# Given an allowlist or a blocklist when it is built, `ToolExecutor` filters every search it
# runs and records in `removed_by_policy` how many results the policy took out. When an agent
# ends up with fewer documents than it asked for, the log shows whether the policy was the
# reason.

# %%
policed = ToolExecutor(search=search, allowed_domains=DEFAULT_ALLOWED_DOMAINS)
policed.execute_search(DEMO_QUERY, max_results=MAX_RESULTS, cutoff_date=cutoff)
policed.execute_search(
    "Nvidia earnings estimates valuation risk", max_results=MAX_RESULTS, cutoff_date=cutoff
)
log_table(policed)

# %% [markdown]
# Both searches asked for five results and handed the agent fewer, because the policy runs
# *after* retrieval: the client filled five slots, and the executor then removed the disallowed
# ones (two from the first search, three from the second). Lost slots are the price of filtering
# after the fact; in return, no query and no provider response can get around the rule.
#
# Policy entries are checked when the executor is built. A URL pasted where a domain belongs,
# or a bare string where a set belongs, is refused with a message saying what to write instead,
# rather than silently matching nothing.

# %%
for bad_policy in [{"https://www.reuters.com/"}, "reuters.com"]:
    try:
        ToolExecutor(search=search, allowed_domains=bad_policy)
    except ValueError as error:
        print(f"{bad_policy!r}: {error}\n")

# %% [markdown]
# ## One definition, two wire formats
#
# A model that calls tools natively has to be told each tool's name, purpose and arguments as
# a JSON schema, and Anthropic and OpenAI want that schema in different envelopes. `SEARCH_TOOL`
# is a single provider-neutral `ToolDefinition`; each API's format is rendered from it.

# %%
print(f"name:        {SEARCH_TOOL.name}")
print(f"description: {SEARCH_TOOL.description}")
print(f"arguments:   {sorted(SEARCH_TOOL.parameters)} (required: {SEARCH_TOOL.required})")
print(f"cutoff_date is a model argument: {'cutoff_date' in SEARCH_TOOL.parameters}")

# %% [markdown]
# The model may choose a query and a result count, within the limits the schema states
# (`maxLength`, `maximum`) and the executor enforces, but `cutoff_date` is not among its
# arguments: the harness sets the cutoff from the question, so a model cannot widen its own
# window by asking. None of this course's loops uses native tool calls, though: notebooks 01 and
# 04 ask for JSON actions in plain text and fix the result count in code, so this definition is
# what an agent built on a provider's tool-calling API would be handed.

# %%
anthropic_format = SEARCH_TOOL.to_anthropic_schema()
print(json.dumps(anthropic_format, indent=2))

# %% [markdown]
# Anthropic's Messages API puts the argument schema under `input_schema`, next to the name and
# description.

# %%
openai_format = SEARCH_TOOL.to_openai_schema()
print(json.dumps(openai_format, indent=2))
same = anthropic_format["input_schema"] == openai_format["function"]["parameters"]
print(f"\nSame argument schema in both: {same}")

# %% [markdown]
# OpenAI's Chat Completions API nests the name, description and schema one level down, under
# `function`, marks the whole with `"type": "function"`, and calls the schema `parameters`. The
# argument schemas are equal, as the last line checks: the two formats differ only in packaging,
# so keeping one definition means they can never drift apart.
#
# ## When the tool fails, or is not there
#
# A search can fail (a timeout, a provider outage), and some deployments have no search at all.
# The executor handles every such case the same way: it logs the outcome and returns an empty
# list rather than raising. The agent's loop keeps going and can still forecast or abstain, and
# the log explains why there was no evidence; an exception escaping into the loop would end the
# run before it produced any artifact to inspect.
#
# Three more executors cover the remaining outcomes: a client that raises, no client at all
# (`search=None`), and a malformed request (an empty query), which is refused without calling
# the client.


# %%
class Unreachable:
    """A client whose backend is down: every search raises."""

    def search(self, query, max_results=5, cutoff_date=None):
        raise ConnectionError("search backend unreachable")


outcomes = {
    "raising client": ToolExecutor(search=Unreachable()),
    "no client": ToolExecutor(search=None),
    "empty query": ToolExecutor(search=search),
}
for name, failing in outcomes.items():
    query = "" if name == "empty query" else DEMO_QUERY
    returned = failing.execute_search(query, max_results=MAX_RESULTS, cutoff_date=cutoff)
    print(f"{name:<15} returned {returned}")

pl.DataFrame(
    {
        "case": list(outcomes),
        "status": [ex.execution_log[0].status for ex in outcomes.values()],
        "client": [ex.execution_log[0].client for ex in outcomes.values()],
        "error": [ex.execution_log[0].error or "-" for ex in outcomes.values()],
        "preview": [ex.execution_log[0].result_preview for ex in outcomes.values()],
    }
)

# %% [markdown]
# All three returned an empty list, and none raised. The log tells them apart: `error` keeps
# the exception's type and message, `disabled` says no client was configured, and `invalid`
# says what was wrong with the request. Together with `success` these are the four statuses a
# search can end with, and an auditor can count each of them across a run.
#
# The empty list must not reach the model as "No results.", which reads as evidence that
# nothing was published when in fact nothing was searched. `format_search_outcome` writes the
# tool message from the log entry, so the model hears why the search failed. One more request
# shows a limit the tool schema advertises being enforced: one result more than
# `MAX_RESULTS_LIMIT` is refused as `invalid`, with what to ask for instead.

# %%
over_limit = ToolExecutor(search=search)
over_limit.execute_search(DEMO_QUERY, max_results=MAX_RESULTS_LIMIT + 1, cutoff_date=cutoff)
told = {name: ex.execution_log[0] for name, ex in outcomes.items()}
told["too many results"] = over_limit.execution_log[0]
for name, entry in told.items():
    print(f"{name:<17} -> {format_search_outcome(entry, [])}")

# %% [markdown]
# ## Key takeaways
#
# 1. **Search results are the agent's whole view of the world.** A forecast can only be as good
#    as the documents the tool let through, so the tool's contract needs the same review and
#    tests as the rest of the agent.
# 2. **A cutoff is what turns a resolved question into a fair test.** Enforce it in the tool, as
#    an exclusive bound, and enforce it again after the provider, whose filter is not yours.
# 3. **Undated is not "before the cutoff".** Keep undated and unparseable results in their own
#    classes and let the evaluation decide what to do with them, by name.
# 4. **Source policy belongs in the tool layer**, applied to results, with hosts parsed
#    properly: look-alike domains, user names in URLs and odd schemes are where string matching
#    goes wrong.
# 5. **Trust the executor's log over the model's account**: it lists every call, what the cutoff
#    and the policy removed, what was undated, and the calls that failed or were never made.
# 6. **Write a tool definition once** and render each provider's format from it.
#
# **Known limitations.** Filtering after retrieval means a removed document was still retrieved
# (and, from a paid API, billed), and the agent receives fewer results than it requested. The
# domain a story appears on says little about how good it is: a syndicated report reads the same
# on an allowed site and a blocked one. Publication dates come from the provider, and a page
# edited after the event may keep its original date, which the cutoff cannot see; the executor's
# opt-in `leak_check`, which notebook 04 turns on, reads titles and snippets for later dates,
# but only dates written out explicitly. Duplicates are not detected, so one story reprinted
# five times looks like five separate sources. And the mock corpus is small and written by
# hand: it demonstrates the mechanics and says nothing about what live search returns.
#
# **Next**: [03 · state and memory](03_state_and_memory.ipynb) gives the agent a typed record
# of the evidence it gathers, and quality gates that decide whether it may answer at all.
