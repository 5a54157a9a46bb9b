"""The report's view of each search: every returned document and each control's verdict on it.

Conventions
-----------
- A run that recorded the harness's decision on each document (trace format 1.3: a search step's
  ``documents``) is shown as decided: kept under its id, kept beyond a full page, or removed by
  which control and why, with the leak check's judgement of each date (the date, the rule, the
  cue and the words around it) and any injection flags. Nothing is re-derived.
- Every removed document names what would change its decision (``changes``: the flag, or why
  nothing can), from the controls' one table, :data:`forecasting_agents.search.CONTROLS`.
- For an older record the verdicts are recomputed with the library's own functions, never
  re-implemented:
  :func:`forecasting_agents.core.classify_publication`,
  :func:`forecasting_agents.search.find_post_cutoff_mentions` and
  :func:`forecasting_agents.search.apply_domain_policy`; the page names the function that decided
  each verdict (:data:`DECIDED_BY`).
- A document is ``kept`` or ``removed`` by comparing what the search returned with what the run's
  step recorded as kept; with no step to compare, its outcome is ``unknown``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from forecasting_agents.core._dates import classify_publication
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.search._cutoff import find_post_cutoff_mentions
from forecasting_agents.search._decisions import CONTROL_NAMES, CONTROLS, control_named
from forecasting_agents.search._domains import (
    DEFAULT_ALLOWED_DOMAINS,
    apply_domain_policy,
    result_host,
)

__all__ = [
    "DECIDED_BY",
    "DEFAULT_POLICY_NOTE",
    "search_view",
]


DECIDED_BY = {control.name: control.rederived_by for control in CONTROLS}
"""The library function the page names for a verdict it recomputed (an older record): the
controls' own table, :data:`forecasting_agents.search.CONTROLS`."""
DEFAULT_POLICY_NOTE = (
    "the default allowlist, forecasting_agents.search.DEFAULT_ALLOWED_DOMAINS "
    "(the trace records no policy)"
)


def search_view(
    call: Mapping[str, Any],
    kept: object,
    params: Mapping[str, Any],
    decisions: object = None,
) -> dict[str, Any]:
    """One search: its request and every returned document with each control's verdict.

    ``kept`` is what the run's step recorded as kept (a list of results), or None when no step
    recorded it; ``params`` are the trace's, which may record the domain policy; ``decisions``
    are the step's recorded decisions, used as they are when present.
    """
    cutoff = call.get("cutoff_date")
    if isinstance(decisions, list) and decisions:
        return {**_request(call), "docs": _decided(call, decisions), "decided": True}
    kept_keys = Counter(_doc_key(r) for r in kept) if isinstance(kept, list) else None
    docs = []
    for raw in call.get("results") or []:
        doc = _doc_verdict(raw, cutoff, params)
        if kept_keys is None:
            doc["outcome"] = "unknown"
        elif kept_keys[_doc_key(raw)] > 0:
            kept_keys[_doc_key(raw)] -= 1
            doc["outcome"] = "kept"
        else:
            doc["outcome"] = "removed"
        docs.append(doc)
    return {**_request(call), "docs": docs, "decided": False}


def _request(call: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "index": call.get("index"),
        "client": call.get("client"),
        "query": call.get("query"),
        "cutoff": call.get("cutoff_date"),
        "max_results": call.get("max_results"),
        "duration_ms": call.get("duration_ms"),
        "error": call.get("error"),
    }


def _decided(call: Mapping[str, Any], decisions: list[Any]) -> list[dict[str, Any]]:
    """The recorded decisions, with each document's text from the search's own results."""
    returned = call.get("results") or []
    cutoff = call.get("cutoff_date")
    docs = []
    for decision in decisions:
        # Exact types first: a loaded trace holds dicts, and the ABC check is most of the cost
        # of a backtest's quarter million decisions.
        if type(decision) is not dict and not isinstance(decision, Mapping):
            continue
        get = decision.get
        position = get("position")
        raw = (
            returned[position]
            if isinstance(position, int) and 0 <= position < len(returned)
            else {}
        )
        try:
            dating = _classify(get("published"), cutoff) if cutoff else "no cutoff"
        except SchemaError as exc:
            dating = f"cutoff unreadable: {exc}"
        is_mapping = type(raw) is dict or isinstance(raw, Mapping)
        docs.append(
            {
                "id": get("id"),
                "title": str(get("title") or ""),
                "url": str(get("url") or ""),
                "snippet": str(raw.get("snippet") or "") if is_mapping else "",
                "published": get("published"),
                "dating": dating,
                "outcome": get("outcome"),
                "control": get("control"),
                "why": get("reason") or "",
                "changes": _changed_by(get("control")),
                "decided_by": get("decided_by"),
                "leak": get("leak") or [],
                "flags": get("flags") or [],
            }
        )
    return docs


def _dating(published: object, cutoff: object) -> str:
    if not cutoff:
        return "no cutoff"
    try:
        return _classify(published, cutoff)
    except SchemaError as exc:
        return f"cutoff unreadable: {exc}"


def _doc_key(result: object) -> tuple[str, str]:
    if not isinstance(result, Mapping):
        return ("", "")
    return (str(result.get("url")), str(result.get("title")))


def _doc_verdict(raw: Mapping[str, Any], cutoff: object, params: Mapping[str, Any]) -> dict:
    """Each control's verdict on one returned document, in the order ToolExecutor applies them.

    ``control`` is the first control that rejects the document, i.e. the one that removed it
    when the run applied that control; ``why`` says what the deciding function found.
    """
    published = raw.get("published")
    title, snippet = str(raw.get("title") or ""), str(raw.get("snippet") or "")
    doc = {
        "title": title,
        "url": str(raw.get("url")),
        "snippet": snippet,
        "published": published,
        "dating": "no cutoff",
        "control": None,
        "why": "",
        "changes": None,
    }
    checks: list[tuple[str, str]] = []
    if cutoff:
        try:
            doc["dating"] = _classify(published, cutoff)
        except SchemaError as exc:
            doc["dating"] = f"cutoff unreadable: {exc}"
        if doc["dating"] == "on_or_after_cutoff":
            checks.append(("cutoff", f"published {published}, on or after the cutoff {cutoff}"))
        elif doc["dating"] in ("undated", "unparseable"):
            checks.append(("undated", f"publication date {doc['dating']} ({published!r})"))
        mentions = [m for text in (title, snippet) for m in _mentions(text, cutoff)]
        if mentions:
            checks.append(
                (
                    "leak",
                    f"the text mentions {', '.join(mentions)}, on or after the cutoff {cutoff}",
                )
            )
    policy = _policy_verdict(raw, params)
    if policy:
        checks.append(("policy", policy))
    if checks:
        doc["control"], doc["why"] = checks[0]
        doc["decided_by"] = DECIDED_BY[checks[0][0]]
        doc["changes"] = _changed_by(checks[0][0])
    return doc


def _classify(published: object, cutoff: object) -> str:
    """:func:`classify_publication`, remembered for a date and a cutoff that are text (or no
    date): a backtest's searches meet the same few dates tens of thousands of times. A refusal
    (SchemaError) is not remembered, so it is raised each time as before."""
    if type(cutoff) is str and (published is None or type(published) is str):
        return _classify_text(published, cutoff)
    return classify_publication(published, cutoff)


@lru_cache(maxsize=4096)
def _classify_text(published: str | None, cutoff: str) -> str:
    return classify_publication(published, cutoff)


def _changed_by(control: object) -> str | None:
    """What would change the decision of ``control`` (its :class:`forecasting_agents.search.Control`
    entry), or None for a document no control removed or a name no control has."""
    if not isinstance(control, str) or control not in CONTROL_NAMES:
        return None
    return control_named(control).changed_by


def _mentions(text: str, cutoff: object) -> list[str]:
    try:
        return find_post_cutoff_mentions(text, str(cutoff))
    except SchemaError:
        return []


def _policy_verdict(raw: Mapping[str, Any], params: Mapping[str, Any]) -> str:
    """Why the domain policy rejects the document, or "" when it does not.

    A trace that records ``allowed_domains`` / ``blocked_domains`` in its params is judged by
    that policy; otherwise by the research agent's default allowlist, and the page says so.
    """
    recorded = "allowed_domains" in params or "blocked_domains" in params
    allowed = params.get("allowed_domains") if recorded else DEFAULT_ALLOWED_DOMAINS
    blocked = params.get("blocked_domains") if recorded else None
    result = SearchResult(
        title=str(raw.get("title") or ""), url=str(raw.get("url") or ""), snippet="", published=None
    )
    if apply_domain_policy([result], allowed, blocked):
        return ""
    host = result_host(raw.get("url")) or "no http(s) host"
    which = "the policy recorded in the trace" if recorded else DEFAULT_POLICY_NOTE
    return f"host {host} is not permitted by {which}"
