"""The report's view of each agent run: how it ended, and its timeline of steps.

A run's timeline pairs each recorded step with its model call (only what was new in the prompt
since the previous call), its search and any gate decision. The loop makes one model call per step
and one search per ``search`` action, in order, so they pair by position; records left over are
shown on their own, and a run whose record disagrees with its calls is flagged. A search the
harness chose itself (``chosen_by: "harness"``, after the model repeated a query) made no model
call: it takes its search and no call, and its step says who chose the query.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from forecasting_agents.core._schemas import ArtifactStatus, StepAction
from forecasting_agents.record._trace import RunTrace, run_question_ids
from forecasting_agents.report._pack import sorted_keys
from forecasting_agents.report._provenance import LEGACY
from forecasting_agents.report._searches import search_view

__all__ = [
    "build_runs",
    "llm_view",
]


def _ended_by(agent: Mapping[str, Any]) -> str:
    """Who decided how the run ended: the model, the gates, the step budget, or an error."""
    status = agent.get("status", ArtifactStatus.FORECAST.value)
    actions = [t.get("action") for t in agent.get("traces") or []]
    if status == ArtifactStatus.FORECAST:
        return "the model forecast; the gates passed"
    if status == ArtifactStatus.FAILED:
        return "a provider error"
    if status == ArtifactStatus.BUDGET_EXHAUSTED:
        return "the step budget (no forecast attempted)"
    if status == ArtifactStatus.INFEASIBLE:
        return "the coverage check before the run (not run: its documents cannot meet the gate)"
    if actions and actions[-1] == StepAction.ABSTAIN:
        return "the model abstained"
    if StepAction.GATE_REFUSED in actions:
        return "the gates (they refused the forecast until the budget ended)"
    return "abstained"


def build_runs(run: RunTrace) -> tuple[list[dict[str, Any]], set[str], set[int]]:
    """One entry per agent run (numbered from 1), the labels they claim, the searches they use.

    Model calls whose label no run claims, and searches no run uses, are shown on their own.
    """
    labels = run.agent_labels()
    question_ids = run_question_ids(run)
    calls_by_label = _group(run.llm_calls)
    searches_by_label = _group(range(len(run.search_calls)), run.search_calls)
    used_search: set[int] = set()
    shared: dict[Any, Any] = {}  # equal recorded structures, as one object (see _shared)
    runs = []
    rows = zip(run.agents, labels, question_ids, strict=True)
    for number, (agent, label, question_id) in enumerate(rows, start=1):
        calls = calls_by_label.get(label, []) if label else []
        picked = searches_by_label.get(label, []) if label else []
        if not picked and len(run.agents) == 1:  # a single run owns every unlabelled search
            picked = list(range(len(run.search_calls)))
        used_search.update(picked)
        searches = [run.search_calls[i] for i in picked]
        usage = agent.get("token_usage") or {}
        runs.append(
            {
                "n": number,
                "label": label or str(agent.get("agent_id")),
                "question": question_id,
                "agent": str(agent.get("agent_id")),
                "status": str(agent.get("status", "forecast")),
                "p_yes": agent.get("p_yes"),
                "reason": str(agent.get("rationale", "")),
                "ended_by": _ended_by(agent),
                "tokens": int(usage.get("prompt_tokens", 0))
                + int(usage.get("completion_tokens", 0)),
                "n_calls": len(calls),
                "n_searches": len(searches),
                "steps": _timeline(agent, calls, searches, run.params, shared),
                "pairing": _pairing_problem(agent, calls, searches),
                # A structure, keys sorted: the page shows it as JSON (indented by one).
                "artifact": sorted_keys({k: v for k, v in agent.items() if k != "traces"}),
            }
        )
    return runs, {lab for lab in labels if lab}, used_search


def _pairing_problem(
    agent: Mapping[str, Any],
    calls: Sequence[Mapping[str, Any]],
    searches: Sequence[Mapping[str, Any]],
) -> str | None:
    """Why the calls found for a run may not be its own, or None when the record agrees.

    The loop makes one model call per step, and each search step records the query it sent.
    """
    traces = [t for t in agent.get("traces") or [] if not _harness_chosen(t)]
    if len(calls) != len(traces):
        return f"{len(traces)} recorded steps but {len(calls)} model calls with this run's label"
    traces = list(agent.get("traces") or [])
    asked = [t.get("query") for t in traces if t.get("action") == StepAction.SEARCH]
    sent = [c.get("query") for c in searches]
    if asked != sent:
        return f"the run's search queries {asked} differ from the recorded searches {sent}"
    return None


def _group(items: Iterable[Any], records: Sequence[Mapping[str, Any]] | None = None) -> dict:
    """Items grouped by the ``label`` of their record (the item itself, or records[item])."""
    groups: dict[str, list[Any]] = {}
    for item in items:
        record = item if records is None else records[item]
        groups.setdefault(str(record.get("label")), []).append(item)
    return groups


def _timeline(
    agent: Mapping[str, Any],
    calls: Sequence[Mapping[str, Any]],
    searches: Sequence[Mapping[str, Any]],
    params: Mapping[str, Any],
    shared: dict[Any, Any] | None = None,
) -> list[dict[str, Any]]:
    """One entry per recorded step: its model call, its search, and any gate decision.

    The loop makes one model call per step and one search per ``search`` action, in order, so
    steps pair with calls by position (a search the harness chose takes no call); calls or
    searches left over are shown on their own.
    """
    steps: list[dict[str, Any]] = []
    traces = list(agent.get("traces") or [])
    search_iter = iter(searches)
    position = 0  # of the next model call: a search the harness chose made none
    for trace in traces:
        if _harness_chosen(trace):
            entry = _step(
                trace, f"{trace.get('action')} (query chosen by the harness, not the model)"
            )
        else:
            call = calls[position] if position < len(calls) else None
            previous = calls[position - 1] if 0 < position <= len(calls) else None
            following = calls[position + 1] if position + 1 < len(calls) else None
            position += 1
            entry = _step(trace, str(trace.get("action")))
            entry["llm"] = llm_view(call, previous, shared) if call else None
            entry["gate"] = _gate_view(trace, call, following)
        if trace.get("action") == StepAction.SEARCH:
            search = next(search_iter, None)
            if search is not None:
                entry["search"] = search_view(
                    search, trace.get("results"), params, trace.get("documents")
                )
        steps.append(entry)
    for extra in calls[position:]:
        steps.append(
            {
                "step": None,
                "action": "model call",
                "llm": llm_view(extra, None),
                "search": None,
                "gate": None,
            }
        )
    for search in search_iter:
        steps.append(
            {
                "step": None,
                "action": "search",
                "llm": None,
                "search": search_view(search, None, params),
                "gate": None,
            }
        )
    return steps


def _step(trace: Mapping[str, Any], action: str) -> dict[str, Any]:
    """A timeline entry for one recorded step, before its call, search and gate are added."""
    return {"step": trace.get("step"), "action": action, "llm": None, "search": None, "gate": None}


def _harness_chosen(trace: Mapping[str, Any]) -> bool:
    """Is this the search the harness ran itself, with no model call of its own?"""
    return trace.get("chosen_by") == "harness"


def _gate_view(
    trace: Mapping[str, Any],
    call: Mapping[str, Any] | None,
    following: Mapping[str, Any] | None,
) -> dict[str, Any] | None:
    """What the record says about the gates at this step, verbatim where it holds text."""
    action = trace.get("action")
    if action == StepAction.FORECAST:
        return {
            "passed": True,
            "text": "run_quality_gates passed: the forecast was accepted "
            "(forecasting_agents.agent accepts a forecast only when every gate passes).",
        }
    if action != StepAction.GATE_REFUSED:
        return None
    told = "the refusal sent to the model is not in the record (no later model call)"
    if call is not None and following is not None:
        sent = len(call.get("messages") or []) + 1  # the prompt, then the reply sent back
        later = list(following.get("messages") or [])[sent:]
        if later:
            told = "\n".join(str(m.get("content")) for m in later)
    return {"passed": False, "text": told}


def _shared(value: Any, shared: dict[Any, Any] | None) -> Any:
    """``value`` with its keys sorted, one object for equal structures (every call of a run
    sends the same JSON schema), so the page's packing (:mod:`._pack`) meets each once.

    A recorded structure met again as the same object (a loaded trace's calls share equal
    schemas and settings) is looked up by identity, not sorted and encoded again: the calls
    are alive while the runs are built, so an id names one object throughout.
    """
    if shared is None or not isinstance(value, dict | list) or not value:
        return sorted_keys(value)  # an empty one too: the page writes it inline, not shared
    known = shared.get(id(value))
    if known is None:
        ordered = sorted_keys(value)
        key = json.dumps(ordered, ensure_ascii=False, separators=(",", ":"))
        known = shared[id(value)] = shared.setdefault(key, ordered)
    return known


def llm_view(
    call: Mapping[str, Any],
    previous: Mapping[str, Any] | None,
    shared: dict[Any, Any] | None = None,
) -> dict[str, Any]:
    """One model call as the page shows it; ``previous`` is the run's call before it, if any.

    Only what changed since ``previous`` is kept (the prompt's new part, settings when they
    differ); fields the trace's schema does not record read :data:`LEGACY`. ``shared`` (a dict
    kept across calls) makes equal recorded structures one object.
    """
    usage = call.get("usage") or {}
    settings = call.get("settings") or {}
    same = previous is not None and (previous.get("settings") or {}) == settings
    view = {
        "index": call.get("index"),
        "model": call.get("model"),
        "response_model": call.get("response_model"),
        "mode": call.get("mode"),
        "json_mode": bool(call.get("json_mode")),
        "prompt_tokens": usage.get("prompt_tokens", 0),
        "completion_tokens": usage.get("completion_tokens", 0),
        "duration_ms": call.get("duration_ms"),
        "settings": None if same else json.dumps(settings, sort_keys=True, ensure_ascii=False),
        "reply": call.get("reply"),
        "error": call.get("error"),
        "prompt": _prompt_change(call, previous),
    }
    # Structures with their keys sorted (the page writes them out as JSON when they are shown,
    # and stores a schema or a request that repeats once); LEGACY where not recorded.
    for key in ("request", "json_schema", "attempts"):
        view[key] = _shared(call[key], shared) if key in call else LEGACY
    return view


def _prompt_change(call: Mapping[str, Any], previous: Mapping[str, Any] | None) -> dict[str, Any]:
    """What is new in this prompt since the previous call: appended messages, or a diff."""
    raw = call.get("messages") or []
    if previous is None:
        return {"kind": "full", "messages": [_message(m) for m in raw]}
    raw_before = previous.get("messages") or []
    kept = len(raw_before)
    same = type(raw) is list and type(raw_before) is list and raw[:kept] == raw_before
    if same and _all_text(raw_before):
        # The same recorded messages, all text: the same views. Only the new ones are made.
        messages, before = [_message(m) for m in raw[kept:]], None
    else:
        messages = [_message(m) for m in raw]
        before = [_message(m) for m in raw_before]
    if before is None or messages[:kept] == before:
        added = []
        for message in messages if before is None else messages[kept:]:
            echoed = message["role"] == "assistant" and message["content"] == previous.get("reply")
            added.append({"role": message["role"], "echo": True} if echoed else message)
        return {"kind": "appended", "kept": kept, "messages": added}
    lines = difflib.unified_diff(
        _conversation_lines(before), _conversation_lines(messages), "previous", "this", lineterm=""
    )
    return {"kind": "diff", "lines": list(lines)[2:]}


def _all_text(messages: list[Any]) -> bool:
    """Is each of ``messages`` a dict whose role and content are text? Then messages equal to
    them have equal views (:func:`_message`)."""
    return all(
        type(m) is dict and type(m.get("role")) is str and type(m.get("content")) is str
        for m in messages
    )


def _message(message: Mapping[str, Any]) -> dict[str, str]:
    return {"role": str(message.get("role")), "content": str(message.get("content"))}


def _conversation_lines(messages: Sequence[Mapping[str, str]]) -> list[str]:
    lines = []
    for message in messages:
        lines.append(f"[{message['role']}]")
        lines.extend(message["content"].splitlines() or [""])
    return lines
