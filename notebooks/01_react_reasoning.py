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
# # 01 · One interface to many models, and a loop that searches before it answers
#
# A forecasting agent is handed a question such as *will X happen by date D?* and has to say how
# likely that is. Unlike a model trained on a fixed feature table, it decides for itself what to
# look up, reads what comes back, and only then commits to a probability. This notebook builds
# the smallest agent of that kind, and builds it so that a run can be audited afterwards.
#
# **You will learn to**
# - reach five model backends and an offline mock through the same two methods, so the agent
#   names no vendor;
# - write a *ReAct* loop, which alternates a reasoning step (the model picks an action) with an
#   acting step (the code carries it out), under a step budget;
# - treat every model reply as untrusted input: validate it against a declared action schema and
#   hand a bad reply back for correction instead of acting on it;
# - return an outcome a caller *must* branch on when the budget runs out, so "no answer" can
#   never be scored as a 50/50 forecast;
# - record a run so completely that it can be re-executed, offline, by the same code.
#
# **Prerequisites**: Python and a little JSON. No API key: by default the notebook replays a
# recorded run. The next notebooks build on this one:
# [02 · tool contracts](02_tool_contracts.ipynb) explains the search tool's date cutoff and adds
# a source policy, and [03 · state and memory](03_state_and_memory.ipynb) gives the agent a
# typed record and quality gates.

# %%
"""Notebook 01: LLM providers and the ReAct loop."""

from agent_fixtures import (
    get_demo_question,
    get_live_question,
)
from agent_observability import (
    ReplayDivergenceError,
    Session,
    format_call,
    open_pinned_trace,
    replay_llm,
    replay_search,
)
from agent_providers import (
    SELECTABLE_PROVIDERS,
    ChatMessage,
    MockLLMClient,
    TokenUsage,
    create_llm_client,
)
from agent_schemas import (
    REACT_ACTIONS,
    AgentForecastArtifact,
    AgentTrace,
    ForecastQuestion,
    parse_action,
)
from agent_tools import (
    SEARCH_PROVIDERS,
    ToolExecutor,
    create_search_client,
    format_search_outcome,
)
from forecasting_agents.core import (
    as_bool,
    as_float,
    as_int,
    one_of,
    preflight,
)

# %% [markdown]
# ## Settings
#
# `RUN_LIVE = False` replays a pinned run record: the same loop code runs, but each model reply
# and each search result is served from the record, so the notebook needs no key, opens no
# socket, and prints the same thing on every machine. `PINNED_TRACE` empty replays the one that
# `forecast_traces/pinned.toml` names for this notebook; a file name or a path replays another.
#
# `RUN_LIVE = True` calls a real model. `LLM_PROVIDER` empty reads the `LLM_PROVIDER`
# environment variable, and if that is empty too the factory picks the first configured
# provider (a key set, or for Ollama a local server that answers); `"mock"` uses canned
# replies. `SEARCH_PROVIDER` empty defers to the `SEARCH_PROVIDER` environment variable, then to
# Tavily when `TAVILY_API_KEY` is set, and otherwise raises an error listing the options; `"mock"`
# is the offline search client. `QUESTION_SOURCE = "live"` asks Polymarket for an open market;
# `"demo"` uses the demonstration question. A live run saves a new trace under
# `forecast_traces/` (or `FORECAST_TRACES_DIR`) and never touches the pinned one.
#
# `TEMPERATURE` and `SEED` are sent to providers that accept them and recorded in the trace.
# `MAX_STEPS` is the loop's budget: each step is one model reply, whether it searches, forecasts
# or is rejected. On replay the budget comes from the record, since a different budget would
# ask the model questions it was never asked. No setting is ignored silently: on replay, each one
# the record's own value replaced, and each provider named (a replay calls none), gets a
# `Not used:` line under the mode. The pinned record was captured on the demonstration
# question, so the default `QUESTION_SOURCE = "live"` gets one.
#
# The next cell checks every setting, since papermill passes `-p RUN_LIVE false` as the string
# `"false"`, which Python would treat as true. A live run then builds everything it needs, the
# model client, the search client and the question, and stops with one error listing whatever
# is missing (an unreachable Polymarket included) before the first call that costs money.

# %% tags=["parameters"]
RUN_LIVE = False
PINNED_TRACE = ""
LLM_PROVIDER = ""
SEARCH_PROVIDER = ""
QUESTION_SOURCE = "live"
TEMPERATURE = 0.0
SEED = 7
MAX_STEPS = 5

# %%
NOTEBOOK = "01_react_reasoning"
QUESTION_SOURCES = ("live", "demo")

RUN_LIVE = as_bool("RUN_LIVE", RUN_LIVE)
pinned = None if RUN_LIVE else open_pinned_trace("PINNED_TRACE", PINNED_TRACE, NOTEBOOK)
LLM_PROVIDER = one_of("LLM_PROVIDER", LLM_PROVIDER, ["", *SELECTABLE_PROVIDERS])
SEARCH_PROVIDER = one_of("SEARCH_PROVIDER", SEARCH_PROVIDER, ["", *SEARCH_PROVIDERS])
QUESTION_SOURCE = one_of("QUESTION_SOURCE", QUESTION_SOURCE, QUESTION_SOURCES)
TEMPERATURE = as_float("TEMPERATURE", TEMPERATURE, minimum=0.0)
SEED = as_int("SEED", SEED)
MAX_STEPS = as_int("MAX_STEPS", MAX_STEPS, minimum=1)


def live_question():
    """The question a live run forecasts; a Polymarket that cannot answer stops the run."""
    if QUESTION_SOURCE == "demo":
        return get_demo_question()
    fetched = get_live_question()
    if fetched.origin.startswith("fallback:"):
        raise RuntimeError(f"{fetched.origin}; or set QUESTION_SOURCE = 'demo'")
    return fetched


if RUN_LIVE:
    live = preflight(
        {
            "model provider": lambda: create_llm_client(
                LLM_PROVIDER, temperature=TEMPERATURE, seed=SEED
            ),
            "search provider": lambda: create_search_client(SEARCH_PROVIDER),
            "question": live_question,
        }
    )
    print(f"Live run: {live['model provider']!r}, {live['search provider'].client_name}")

# %% [markdown]
# ## The provider interface
#
# The agent reaches its model through a *protocol*: any object with these two methods will do,
# without inheriting from anything or importing a vendor SDK.
#
# - `complete(messages, json_mode=False) -> str`
# - `complete_with_usage(messages, json_mode=False) -> (str, TokenUsage)`
#
# The second method also returns token counts, so every run can be priced. Streaming, native
# tool calls and thinking budgets are left out: each exists in a different form at each vendor,
# and using one ties the agent to it.
#
# `create_llm_client` builds one of five real clients (Anthropic, OpenAI or any
# OpenAI-compatible server, Google Gemini, OpenRouter, Ollama) from environment variables, and
# raises an error listing what to set when nothing is configured; it never quietly substitutes
# the mock. The clients come from a `Session` (in `agent_observability`), created from
# `RUN_LIVE` and `PINNED_TRACE`: live, `session.llm(label, build)` builds the client and wraps
# it in a tracer under that label; on replay it returns a client serving what the pinned record
# holds under that label, and builds nothing. The first call is a
# throwaway arithmetic question: if it comes back, the client, the key and the endpoint work,
# before the agent spends anything on real prompts.

# %%
session = Session(
    NOTEBOOK,
    run_live=RUN_LIVE,
    pinned_trace=pinned,
    question=live["question"] if RUN_LIVE else None,
    params={
        "max_steps": MAX_STEPS,
        "temperature": TEMPERATURE,
        "seed": SEED,
        "question_source": QUESTION_SOURCE,
        "search_client": live["search provider"].client_name if RUN_LIVE else None,
    },
    notes="Notebook 01 ReAct agent, captured by running the notebook's live path.",
)
unused = session.not_used(  # on replay: the settings the record's own values replaced
    {
        "MAX_STEPS": MAX_STEPS,
        "TEMPERATURE": TEMPERATURE,
        "SEED": SEED,
        "QUESTION_SOURCE": QUESTION_SOURCE,
    },
    providers={"LLM_PROVIDER": LLM_PROVIDER, "SEARCH_PROVIDER": SEARCH_PROVIDER},
)
MAX_STEPS = session.params["max_steps"]  # on replay, the recorded budget
warmup_llm = session.llm("warmup", lambda: live["model provider"])
agent_llm = session.llm("react_agent", lambda: live["model provider"])

warmup_reply = warmup_llm.complete(
    [ChatMessage(role="user", content="What is 2 + 2? Reply with just the number.")]
)
print(f"Mode:     {'live' if RUN_LIVE else 'replay of ' + pinned.source_name()}")
print(f"Model:    {agent_llm.model_name}")
print(f"Reply:    {warmup_reply.strip()[:80]}")
for line in unused:
    print(line)

# %% [markdown]
# On replay the model name is read from the record: it names the model that produced the
# recorded replies, not one running now.

# %% [markdown]
# ## The question
#
# The agent forecasts a binary event. The cleanest test of a forecaster is a question that has
# not resolved yet: no training set can contain its answer. A live run can fetch one from
# Polymarket (the settings check above already did). The demonstration question, used on replay
# and when `QUESTION_SOURCE = "demo"`, resolved in February 2025, which is why it carries a
# **cutoff date**: the search tool may only return documents published before it, so the agent
# sees what a forecaster saw on that day.

# %%
question = session.question

print(f"Question:   {question.question}")
print(f"Origin:     {question.origin}")
print(f"Cutoff:     {question.cutoff_date}")
print(f"Resolution: {question.resolution_date}")
print(f"Market:     {question.current_market_price}")
print(f"Outcome:    {question.resolved_outcome} (the agent is never shown this)")

# %% [markdown]
# ## What the model is told
#
# The prompts are printed whole: they are instructions the model carries out, and they shape its
# behaviour as much as the loop does. The system prompt fixes the job, the two actions the agent
# may take and their JSON format; the step prompt carries the question, its details and the
# date the agent forecasts from.
#
# The market price is **withheld** unless a caller passes it explicitly: an agent shown the
# market's probability tends to repeat it, and a forecast that echoes the market adds nothing to
# it.

# %%
SYSTEM_PROMPT = """\
You are a careful forecaster. You answer a yes/no question with a probability.
Work in steps. At each step reply with exactly one JSON object and nothing else:
- to look something up: {"action": "search", "query": "<a short web search query>"}
- to give your answer: {"action": "forecast", "p_yes": <number from 0 to 1>, \
"rationale": "<one or two sentences citing what you found>"}
Always search before you forecast: make one to three searches, then forecast."""


def build_step_prompt(question: ForecastQuestion, market_price: float | None = None) -> str:
    """The first user message: the question, its details, and the date it is forecast from."""
    parts = [f"QUESTION: {question.question}"]
    if question.description:
        parts.append(f"DETAILS: {question.description}")
    if question.cutoff_date:
        parts.append(f"You are forecasting as of {question.cutoff_date}.")
    if market_price is not None:
        parts.append(f"MARKET PROBABILITY OF YES: {market_price:.2f}")
    parts.append("Reply with one JSON action.")
    return "\n\n".join(parts)


print(SYSTEM_PROMPT)
print("-" * 60)
print(build_step_prompt(question))

# %% [markdown]
# ## Checking a reply before acting on it
#
# A reply is text produced by a model, which makes it untrusted input. `parse_action` (in
# `agent_schemas`) checks it against a declared schema: it must be one JSON object whose
# `action` is `search` (with a non-empty `query`) or `forecast` (with a `p_yes` between 0 and 1
# and a `rationale`). It never raises on a bad reply; it returns what was wrong, in words the
# model can act on, and the loop sends those words back as the next message.
#
# A probability outside [0, 1] is rejected rather than clamped: a model that says 1.3 has made a
# mistake, and quietly turning it into 1.0 would record a certainty the model never expressed.
# A key given twice is rejected too: JSON parsers disagree about which copy wins, so the reply
# has no single meaning. A rationale also has a length cap (`MAX_RATIONALE_CHARS` in
# `agent_schemas`), so one rambling reply cannot flood the record.

# %%
print({name: [f.name for f in fields] for name, fields in REACT_ACTIONS.items()})
for reply in [
    '{"action": "search", "query": "NVIDIA data center revenue"}',
    "I think the answer is yes.",
    '{"action": "forecast", "p_yes": 1.3, "rationale": "very likely"}',
    '{"p_yes": 0.9, "action": "forecast", "p_yes": 0.1, "rationale": "r"}',
    '{"action": "buy", "ticker": "NVDA"}',
]:
    parsed = parse_action(reply)
    print(f"{reply[:44]:<46} -> {parsed.action or parsed.failure}: {parsed.args or parsed.error}")

# %% [markdown]
# ## The loop
#
# Each step asks the model for one action. A search goes through `ToolExecutor` with the
# question's cutoff, so the point-in-time rule is enforced by the tool layer, not by the
# prompt, and its results go back to the model as a `tool` message; a search that failed goes
# back as `search failed: <why>`, so the model cannot mistake an outage for an empty record. A
# valid forecast ends the run. A rejected reply costs a step: it is recorded, and the model is
# told what was wrong.
#
# When the budget runs out the loop does not invent a number. It returns an
# `AgentForecastArtifact` whose `status` is `budget_exhausted` and whose `p_yes` is `None`;
# asking that artifact for `.probability()` raises. A caller has to branch on
# `.forecast_produced`, which is the point.

# %%
SEARCH_RESULTS_PER_STEP = 5
SNIPPET_CHARS = 240  # whole for the mock results here; caps a long live snippet


def run_react_agent(
    llm,
    search_client,
    question: ForecastQuestion,
    max_steps: int = 5,
    market_price: float | None = None,
    agent_id: str = "react_agent",
) -> AgentForecastArtifact:
    """Search, then forecast; stops on a valid forecast or after ``max_steps`` replies."""
    executor = ToolExecutor(search=search_client)
    messages = [
        ChatMessage(role="system", content=SYSTEM_PROMPT),
        ChatMessage(role="user", content=build_step_prompt(question, market_price)),
    ]
    traces: list[AgentTrace] = []
    usage = TokenUsage()
    for step in range(1, max_steps + 1):
        reply, step_usage = llm.complete_with_usage(messages, json_mode=True)
        usage = usage + step_usage
        messages.append(ChatMessage(role="assistant", content=reply))
        parsed = parse_action(reply)
        if not parsed.ok:
            traces.append(AgentTrace(step=step, action=parsed.failure, llm_raw=reply))
            feedback = f"Rejected: {parsed.error}. Reply with one valid JSON action."
            messages.append(ChatMessage(role="user", content=feedback))
            print(f"  step {step}: rejected ({parsed.failure}): {parsed.error[:70]}")
            continue
        if parsed.action == "forecast":
            traces.append(AgentTrace(step=step, action="forecast", llm_raw=reply))
            print(f"  step {step}: forecast p_yes={parsed.args['p_yes']:.2f}")
            return _artifact(agent_id, traces, usage, "forecast", parsed.args)
        query = parsed.args["query"]
        results = executor.execute_search(
            query, max_results=SEARCH_RESULTS_PER_STEP, cutoff_date=question.cutoff_date
        )
        traces.append(AgentTrace(step=step, action="search", query=query, results=results))
        outcome = format_search_outcome(executor.execution_log[-1], results)
        messages.append(ChatMessage(role="tool", content=outcome))
        print(f'  step {step}: search("{query[:60]}") -> {len(results)} results')
    print(f"  budget of {max_steps} steps used up without a forecast")
    return _artifact(agent_id, traces, usage, "budget_exhausted", None)


def _artifact(agent_id, traces, usage, status, forecast) -> AgentForecastArtifact:
    searches = [t for t in traces if t.action == "search"]
    return AgentForecastArtifact(
        agent_id=agent_id,
        p_yes=forecast["p_yes"] if forecast else None,
        rationale=forecast["rationale"] if forecast else "step budget exhausted",
        traces=traces,
        token_usage=usage,
        search_queries_made=len(searches),
        sources_consulted=sum(len(t.results) for t in searches),
        status=status,
    )


# %% [markdown]
# ## Running it
#
# On the live path the session wraps the client from `create_search_client` in
# `trace_search`, which records each request and its results. On replay, `replay_search` serves
# those recorded results back, and `replay_llm` serves the recorded replies, checking before
# each one that the loop sent exactly the conversation that was recorded.

# %%
search_client = session.search("search", lambda: live["search provider"])

artifact = run_react_agent(agent_llm, search_client, question, max_steps=MAX_STEPS)

# %%
print(f"Status:  {artifact.status}")
if artifact.forecast_produced:
    print(f"p(YES):  {artifact.probability():.2f}")
    print(f"Because: {artifact.rationale}")  # whole: an audit reads all of it
else:
    print("No forecast: there is no probability to report or score.")
print(
    f"Tokens:  {artifact.token_usage.total_tokens:,} "
    f"({artifact.token_usage.prompt_tokens:,} prompt, "
    f"{artifact.token_usage.completion_tokens:,} completion)"
)

# %% [markdown]
# The pinned run was captured by running this notebook's live path against
# Qwen2.5-Coder-1.5B-Instruct, a small open model served on the local machine by llama.cpp
# through its OpenAI-compatible API, at temperature 0 with seed 7, and with the offline mock
# search client (the settings are printed from the record further down). The model searched
# once, received five results, and on its second step committed to 0.70. Its rationale is
# read against those results below, once the trace has shown what they said.

# %% [markdown]
# ## Reading the trace
#
# Each step left an `AgentTrace`: the action, the query, the results, and for a forecast or a
# rejection the raw reply. This is the record an auditor starts from: which queries were issued,
# which documents came back, with which dates, and what their snippets said.

# %%
for trace in artifact.traces:
    if trace.action == "search":
        print(f'step {trace.step} SEARCH "{trace.query}"')
        for result in trace.results:
            print(f"    [{result.published or 'undated'}] {result.title[:70]}")
            print(f"        {result.snippet[:SNIPPET_CHARS]}")
    else:
        print(f"step {trace.step} {trace.action.upper()}: {(trace.llm_raw or '')[:100]}")

# %% [markdown]
# Read the rationale with an auditor's eye, against these results. Every figure in it appears
# in them: third-quarter revenue of $35.1 billion and data center revenue of $30.8 billion in
# the November 20 results release, and, in the February 17 article's own words, a consensus
# of 84 cents per share on revenue of about $38 billion. The question's details give only the
# $37.5 billion outlook and the consensus of about $38 billion, so the record shows the search
# feeding what the model wrote. It does not show an argument: the rationale never says
# how these figures lead to 0.70, and its last sentence, "The analyst consensus estimates are
# not used in this forecast", echoes the question's resolution rule while contradicting its
# own first sentence, which says the forecast is based on those estimates. The record lets an
# auditor see that; it does not make the reasoning sound.
#
# One of the five results, the earnings-call page, carries no publication date, so the cutoff
# filter had nothing to compare and let it through.
# [02 · tool contracts](02_tool_contracts.ipynb) treats such results as a class of their own.
# And the question resolved YES, but one forecast on the right side of 0.5 says nothing about
# skill; scoring needs many resolved questions, which
# [notebook 04](04_research_agent.ipynb) builds.

# %% [markdown]
# ## Persisting the run, and what replay proves
#
# A live run rests on things that cannot be fetched again later: a question that will close, one
# day's search results, a model version that will be retired. On the live path,
# `session.finish` calls `RunTrace.capture`, which puts the
# question, the settings, the agent's artifact, every model call (messages, reply, usage, model,
# settings, whether the reply was `live` or `scripted`) and every search call into one JSON file;
# `save` writes it atomically under a new name and refuses to overwrite an existing file. A
# redaction step runs before anything is written, so no key or auth header can reach the file.
#
# On replay nothing is written. Instead `session.finish` checks that the loop consumed every
# recorded call, of every label in the record: together with the per-call comparison, that
# means the code above sent the model exactly what was recorded, in the same order. It then
# compares the artifact the replay produced (agent, status, probability) with the recorded
# one (`assert_artifacts_match`), so a record whose probability was edited by hand does not
# replay as a match.

# %%
run = session.finish([artifact])
if RUN_LIVE:
    print(f"Saved a new trace: {session.saved_to.name}")
else:
    print(
        f"Re-executed {len(run.llm_calls)} model call(s) and {len(run.search_calls)} search(es) "
        f"from {pinned.source_name()}: every one matched the record."
    )

# %%
first_call = run.llm_calls[0]
print(f"Provider:      {run.provider}")
print(f"Model:         {first_call['model']} (server reported: {first_call['response_model']})")
print(f"How produced:  {sorted({call['mode'] for call in run.llm_calls})}")
print(f"Settings:      {first_call['settings']}")
print(f"Search client: {run.params['search_client']}")
warmup_tokens = sum(sum(call["usage"].values()) for call in run.calls_for("warmup"))
print(f"Total tokens:  {run.total_tokens():,} (of which the warm-up: {warmup_tokens})")
prompts_with_price = sum(
    "MARKET PROBABILITY" in message["content"]
    for call in run.llm_calls
    for message in call["messages"]
)
print(f"Prompts that contained a market price: {prompts_with_price}")

# %% [markdown]
# This is the provenance an auditor needs. The provider is `openai` because the project's
# OpenAI client was pointed at a llama.cpp server on the local machine, and the model name is
# the one that server reported. Every call is marked `live`, with the temperature and seed it
# was sent. The record's token total is the agent's plus the warm-up call's, and no prompt
# carried a market price.
#
# The record also keeps each exchange verbatim. `format_call` renders one: here the agent's
# last call, with the search results it was shown and the reply it gave.

# %%
print(format_call(run.calls_for("react_agent")[-1], max_chars=600))

# %% [markdown]
# ## Replay is a regression test
#
# Because replay re-executes the loop, a change to the code that alters what the model would
# have been sent is caught rather than hidden. Below, the same loop runs against a fresh replay
# of the pinned record, with one word of the system prompt changed. The replay client refuses at
# the first call and shows the difference.

# %%
if not RUN_LIVE:
    original_prompt = SYSTEM_PROMPT
    SYSTEM_PROMPT = original_prompt.replace("careful forecaster", "bold forecaster")
    try:
        run_react_agent(
            replay_llm(run, label="react_agent"),
            replay_search(run),
            question,
            max_steps=MAX_STEPS,
        )
    except ReplayDivergenceError as error:
        print("\n".join(str(error).splitlines()[:12]))
    finally:
        SYSTEM_PROMPT = original_prompt

# %% [markdown]
# ## Another model behind the same loop
#
# `run_react_agent` only ever calls `complete_with_usage`. Handing it `MockLLMClient`, whose
# replies are canned (it searches once, then forecasts), runs the same loop offline. The mock is
# labelled `scripted` in any trace it appears in, so its text can never pass for a model's.

# %%
mock_llm = MockLLMClient()
mock_artifact = run_react_agent(
    mock_llm, create_search_client("mock"), get_demo_question(), max_steps=3, agent_id="mock"
)
print(f"Model:  {mock_llm.model_name} ({mock_llm.mode})")
print(f"Status: {mock_artifact.status}, p(YES) = {mock_artifact.probability():.2f}")

# %% [markdown]
# ## Key takeaways
#
# 1. **Code the loop to two methods, not to an SDK.** That is enough for an agent, and it lets
#    the same code run against a local model, a commercial API or a mock.
# 2. **Check every reply before acting on it.** Validate it against the declared action schema;
#    send the reason for a rejection back to the model instead of guessing what it meant.
# 3. **Running out of budget is not a forecast.** Return a status callers have to test, and
#    keep the probability empty, so a timeout can never be scored as 50/50.
# 4. **Keep every prompt and reply, not only the probability.** The full exchange, the settings
#    and the search results, with who produced each, are what let someone else check the run.
# 5. **Replay by re-execution turns a record into a test.** If the code would now ask the model
#    something different, replay fails and says where.
#
# **Known limitations.** Every message stays in the prompt, so a long run will outgrow the
# model's context; nothing trims or summarises it. Four of the five search results here carry a
# publication date (02 shows what to do with the undated one), but nothing yet stops the model
# from having *learned* the answer in training: a resolved question is only a fair test for a
# model whose knowledge ends before it, which [notebook 04](04_research_agent.ipynb) guards
# against with a declared knowledge cutoff. A single run gives no spread around its probability,
# and no score.
#
# **Next**: [02 · tool contracts](02_tool_contracts.ipynb) opens up the search tool this loop
# used: its protocol, the cutoff filter, undated results, and the source policy.
