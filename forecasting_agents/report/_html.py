"""The audit report: one self-contained HTML page that shows everything a run trace holds.

``forecast-agents report TRACE.json -o REPORT.html`` (or :func:`write_report`) turns a
:class:`forecasting_agents.record.RunTrace` into a single file that opens from disk in any current
browser, with no network, no CDN and no server, so it can be attached to an audit. In a notebook,
:func:`show_report` returns a :class:`ReportView`, which JupyterLab displays inline. The page's one
script and one stylesheet are ``assets/report.js`` and ``assets/report.css`` (:data:`ASSETS_DIR`),
inlined into every page.

What the page shows, in order: the provenance of the record (notebook, provider, the model requested
and the model reported, sampling settings, schema version, capture time, digest); the backtest
scores against the baselines with a reliability diagram, when the trace is a backtest (the outcomes
come from the course's resolved questions, :func:`forecasting_agents.core.get_resolved_questions`,
joined on the recorded question ids); and every agent run, filterable by question and by how it
ended, each opening into a timeline of its steps: model calls (only what was new in the prompt since
the previous call), searches (every returned document with its date against the cutoff, and each
removed document with the control that removed it and why), gate decisions and the final artifact.

Conventions
-----------
- The verdicts are recomputed with the library's own functions, never re-implemented:
  :func:`forecasting_agents.core.classify_publication`,
  :func:`forecasting_agents.search.find_post_cutoff_mentions`,
  :func:`forecasting_agents.search.apply_domain_policy`; the scores with
  :func:`forecasting_agents.evaluation.aggregate_forecasts`,
  :func:`forecasting_agents.evaluation.summarize_scores`,
  :func:`forecasting_agents.evaluation.base_rate_forecasts` and
  :func:`forecasting_agents.evaluation.reliability_table`. The page names the function that decided
  each verdict (:data:`DECIDED_BY`).
- Traces hold text from the web and from models, so the page treats all of it as hostile: the data
  travels as JSON inside ``<script type="application/json">`` with ``<``, ``>``, ``&`` and
  U+2028/U+2029 escaped, the page's one script renders it with ``textContent`` only, and a
  Content-Security-Policy allows nothing but that script and that stylesheet (by SHA-256 hash).
- Big traces stay fast: the run list is built once, and a run's timeline only when it is opened.
- The output depends only on the trace and the library with its data (no clock), so the same trace
  always gives the same bytes.
"""

from __future__ import annotations

import base64
import difflib
import hashlib
import html
import json
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.core._dates import classify_publication
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._files import write_atomic
from forecasting_agents.core._formats import questions_sha256
from forecasting_agents.core._schemas import (
    AgentForecastArtifact,
    ForecastQuestion,
    SearchResult,
)
from forecasting_agents.evaluation._backtest import (
    SCORECARD_PARAM,
    load_question_records,
)
from forecasting_agents.evaluation._scoring import reliability_table
from forecasting_agents.evaluation._tables import (
    KNOWLEDGE_CUTOFF_NOTE,
    SCORE_FIELDS,
    question_rows,
    score_rows,
)
from forecasting_agents.record._records import (
    TraceFormatError,
    trace_digest,
)
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.search._cutoff import find_post_cutoff_mentions
from forecasting_agents.search._domains import (
    DEFAULT_ALLOWED_DOMAINS,
    apply_domain_policy,
    result_host,
)

__all__ = [
    "ASSETS_DIR",
    "DECIDED_BY",
    "DEFAULT_POLICY_NOTE",
    "INLINE_VIEW_HEIGHT_PX",
    "LEGACY",
    "REPORT_FILE_MODE",
    "SAMPLING_KEYS",
    "QuestionsFile",
    "ReportView",
    "build_report_data",
    "embed_json",
    "load_questions_file",
    "render_report",
    "show_report",
    "write_report",
]


LEGACY = "not recorded (legacy trace)"
# The settings that change what a model samples, summarised in the provenance.
SAMPLING_KEYS = ("temperature", "seed", "max_tokens", "top_p")
# The height of the inline view in a notebook; the page scrolls inside it.
INLINE_VIEW_HEIGHT_PX = 640
# How the page tells a reader which library function decided a verdict.
DECIDED_BY = {
    "cutoff": "forecasting_agents.core.classify_publication",
    "undated": "forecasting_agents.core.classify_publication",
    "leak": "forecasting_agents.search.find_post_cutoff_mentions",
    "policy": "forecasting_agents.search.apply_domain_policy",
}
REPORT_FILE_MODE = 0o644
DEFAULT_POLICY_NOTE = (
    "the default allowlist, forecasting_agents.search.DEFAULT_ALLOWED_DOMAINS "
    "(the trace records no policy)"
)
ASSETS_DIR = Path(__file__).resolve().parent / "assets"

_JSON_ESCAPES = str.maketrans(
    {
        "<": "\\u003c",
        ">": "\\u003e",
        "&": "\\u0026",
        "\u2028": "\\u2028",
        "\u2029": "\\u2029",
    }
)


# --------------------------------------------------------------------------- provenance


def _provenance(run: RunTrace, data: Mapping[str, Any]) -> list[list[str]]:
    """Label/value rows that say where the record came from, before anything else."""
    calls = run.llm_calls
    requested = sorted({str(c.get("model")) for c in calls}) or ["none"]
    reported = sorted({str(c.get("response_model")) for c in calls if c.get("response_model")})
    settings = Counter(json.dumps(_sampling(c), sort_keys=True) for c in calls)
    modes = sorted({str(c.get("mode")) for c in calls})
    digest = data.get("digest")
    rows = [
        ["notebook", run.notebook],
        ["run id", run.run_id],
        ["captured at", run.created_at],
        ["schema version", str(run.schema_version)],
        ["content digest", str(digest) if digest else LEGACY],
        ["digest checked", _digest_check(data) if digest else LEGACY],
        ["provider", run.provider],
        ["mode", ", ".join(modes) or "no model call"],
        ["model requested", ", ".join(requested)],
        ["model reported by the server", ", ".join(reported) or "none reported"],
        ["sampling settings", "; ".join(f"{s} ({n} calls)" for s, n in settings.items())],
        ["question (as recorded)", str(run.question.get("question"))],
        ["parameters", json.dumps(run.params, sort_keys=True, ensure_ascii=False)],
        ["notes", run.notes or "none"],
        [
            "record size",
            f"{len(run.agents)} runs, {len(calls)} model calls, "
            f"{len(run.search_calls)} searches, {run.total_tokens():,} tokens",
        ],
    ]
    return rows


def _sampling(call: Mapping[str, Any]) -> dict[str, Any]:
    settings = call.get("settings") or {}
    return {k: settings[k] for k in SAMPLING_KEYS if k in settings}


def _digest_check(data: Mapping[str, Any]) -> str:
    """Recompute the trace's digest with the library's own rule and compare."""
    actual = trace_digest(data)
    if actual == data.get("digest"):
        return "matches the content"
    return f"DOES NOT MATCH the content (content hashes to {actual})"


# --------------------------------------------------------------------------- runs


def _run_labels(run: RunTrace) -> list[str | None]:
    """The LLM-call label of each agent run, in agent order (None when no call is labelled).

    A label is ``<question_id>/<agent_id>`` in a backtest and the agent id alone in a single
    run; labels are claimed in order, so two runs of one agent id on one question stay apart.
    """
    labels = run.labels()
    claimed: set[str] = set()
    found: list[str | None] = []
    for agent in run.agents:
        agent_id = str(agent.get("agent_id"))
        match = next(
            (
                label
                for label in labels
                if label not in claimed and (label == agent_id or label.endswith("/" + agent_id))
            ),
            None,
        )
        if match is not None:
            claimed.add(match)
        found.append(match)
    return found


def _question_of(label: str | None, run: RunTrace) -> str:
    if label and "/" in label:
        return label.split("/", 1)[0]
    return str(run.question.get("question_id") or run.question.get("question") or "question")


def _ended_by(agent: Mapping[str, Any]) -> str:
    """Who decided how the run ended: the model, the gates, the step budget, or an error."""
    status = agent.get("status", "forecast")
    actions = [t.get("action") for t in agent.get("traces") or []]
    if status == "forecast":
        return "the model forecast; the gates passed"
    if status == "failed":
        return "a provider error"
    if status == "budget_exhausted":
        return "the step budget (no forecast attempted)"
    if actions and actions[-1] == "abstain":
        return "the model abstained"
    if "gate_refused" in actions:
        return "the gates (they refused the forecast until the budget ended)"
    return "abstained"


def _build_runs(run: RunTrace) -> tuple[list[dict[str, Any]], set[str], set[int]]:
    labels = _run_labels(run)
    calls_by_label = _group(run.llm_calls)
    searches_by_label = _group(range(len(run.search_calls)), run.search_calls)
    used_search: set[int] = set()
    runs = []
    for number, (agent, label) in enumerate(zip(run.agents, labels, strict=True), start=1):
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
                "question": _question_of(label, run),
                "agent": str(agent.get("agent_id")),
                "status": str(agent.get("status", "forecast")),
                "p_yes": agent.get("p_yes"),
                "reason": str(agent.get("rationale", "")),
                "ended_by": _ended_by(agent),
                "tokens": int(usage.get("prompt_tokens", 0))
                + int(usage.get("completion_tokens", 0)),
                "n_calls": len(calls),
                "n_searches": len(searches),
                "steps": _timeline(agent, calls, searches, run.params),
                "pairing": _pairing_problem(agent, calls, searches),
                "artifact": json.dumps(
                    {k: v for k, v in agent.items() if k != "traces"},
                    indent=1,
                    sort_keys=True,
                    ensure_ascii=False,
                ),
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
    traces = list(agent.get("traces") or [])
    if len(calls) != len(traces):
        return f"{len(traces)} recorded steps but {len(calls)} model calls with this run's label"
    asked = [t.get("query") for t in traces if t.get("action") == "search"]
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
) -> list[dict[str, Any]]:
    """One entry per recorded step: its model call, its search, and any gate decision.

    The loop makes one model call per step and one search per ``search`` action, in order, so
    steps pair with calls by position; calls or searches left over are shown on their own.
    """
    steps: list[dict[str, Any]] = []
    traces = list(agent.get("traces") or [])
    search_iter = iter(searches)
    for position, trace in enumerate(traces):
        call = calls[position] if position < len(calls) else None
        previous = calls[position - 1] if 0 < position <= len(calls) else None
        following = calls[position + 1] if position + 1 < len(calls) else None
        entry: dict[str, Any] = {
            "step": trace.get("step"),
            "action": str(trace.get("action")),
            "llm": _llm_view(call, previous) if call else None,
            "search": None,
            "gate": _gate_view(trace, call, following),
        }
        if trace.get("action") == "search":
            search = next(search_iter, None)
            if search is not None:
                entry["search"] = _search_view(search, trace.get("results"), params)
        steps.append(entry)
    for extra in calls[len(traces) :]:
        steps.append(
            {
                "step": None,
                "action": "model call",
                "llm": _llm_view(extra, None),
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
                "search": _search_view(search, None, params),
                "gate": None,
            }
        )
    return steps


def _gate_view(
    trace: Mapping[str, Any],
    call: Mapping[str, Any] | None,
    following: Mapping[str, Any] | None,
) -> dict[str, Any] | None:
    """What the record says about the gates at this step, verbatim where it holds text."""
    action = trace.get("action")
    if action == "forecast":
        return {
            "passed": True,
            "text": "run_quality_gates passed: the forecast was accepted "
            "(forecasting_agents.agent accepts a forecast only when every gate passes).",
        }
    if action != "gate_refused":
        return None
    told = "the refusal sent to the model is not in the record (no later model call)"
    if call is not None and following is not None:
        sent = len(call.get("messages") or []) + 1  # the prompt, then the reply sent back
        later = list(following.get("messages") or [])[sent:]
        if later:
            told = "\n".join(str(m.get("content")) for m in later)
    return {"passed": False, "text": told}


def _llm_view(call: Mapping[str, Any], previous: Mapping[str, Any] | None) -> dict[str, Any]:
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
    for key in ("request", "json_schema", "attempts"):
        view[key] = (
            json.dumps(call[key], indent=1, sort_keys=True, ensure_ascii=False)
            if key in call
            else LEGACY
        )
    return view


def _prompt_change(call: Mapping[str, Any], previous: Mapping[str, Any] | None) -> dict[str, Any]:
    """What is new in this prompt since the previous call: appended messages, or a diff."""
    messages = [_message(m) for m in call.get("messages") or []]
    if previous is None:
        return {"kind": "full", "messages": messages}
    before = [_message(m) for m in previous.get("messages") or []]
    if messages[: len(before)] == before:
        added = []
        for message in messages[len(before) :]:
            echoed = message["role"] == "assistant" and message["content"] == previous.get("reply")
            added.append({"role": message["role"], "echo": True} if echoed else message)
        return {"kind": "appended", "kept": len(before), "messages": added}
    lines = difflib.unified_diff(
        _conversation_lines(before), _conversation_lines(messages), "previous", "this", lineterm=""
    )
    return {"kind": "diff", "lines": list(lines)[2:]}


def _message(message: Mapping[str, Any]) -> dict[str, str]:
    return {"role": str(message.get("role")), "content": str(message.get("content"))}


def _conversation_lines(messages: Sequence[Mapping[str, str]]) -> list[str]:
    lines = []
    for message in messages:
        lines.append(f"[{message['role']}]")
        lines.extend(message["content"].splitlines() or [""])
    return lines


# --------------------------------------------------------------------------- searches


def _search_view(
    call: Mapping[str, Any], kept: object, params: Mapping[str, Any]
) -> dict[str, Any]:
    cutoff = call.get("cutoff_date")
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
    return {
        "index": call.get("index"),
        "client": call.get("client"),
        "query": call.get("query"),
        "cutoff": cutoff,
        "max_results": call.get("max_results"),
        "duration_ms": call.get("duration_ms"),
        "error": call.get("error"),
        "docs": docs,
    }


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
    }
    checks: list[tuple[str, str]] = []
    if cutoff:
        try:
            doc["dating"] = classify_publication(published, cutoff)
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
    return doc


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


# --------------------------------------------------------------------------- backtest


def _backtest(
    run: RunTrace, runs: Sequence[Mapping[str, Any]], questions: QuestionsFile | None
) -> dict[str, Any] | None:
    """The scores of a backtest trace, as the runner computed them, and the reliability.

    A trace the runner wrote holds its scorecard (:data:`SCORECARD_PARAM`): the page shows those
    rows. A trace that records only its questions' hash (notebook 04's, before scorecards) is
    scored with the runner's own functions on a questions file that the caller gave and whose
    hash matches the record; without one the page says the record holds no outcomes. No other
    file is ever read.
    """
    question_ids = run.params.get("question_ids")
    if not isinstance(question_ids, list):
        return None
    card = run.params.get(SCORECARD_PARAM)
    if isinstance(card, Mapping):
        rows, scores = _scorecard(card)
        source = "the runner's scorecard, recorded in the trace"
    elif questions is not None:
        rows = _rows_from_file(run, runs, questions)
        scores = score_rows(rows)
        source = (
            f"scored by forecasting_agents.evaluation.score_rows on the outcomes in "
            f"{questions.name}, whose questions_sha256 matches the record"
        )
    else:
        return {
            "missing": "This trace records no outcomes (it has no scorecard), so it is "
            "not scored here; pass the questions file it was run on to "
            "forecast-agents report --questions FILE."
        }
    outcomes = {r["question_id"]: r["outcome"] for r in rows if r.get("scored")}
    agent_p, agent_o = {}, {}
    for entry, agent in zip(runs, run.agent_artifacts(), strict=True):
        if entry["question"] in outcomes and agent.forecast_produced:
            agent_p[entry["label"]] = agent.probability()
            agent_o[entry["label"]] = outcomes[str(entry["question"])]
    knowledge = run.params.get("model_knowledge_cutoff") or run.params.get("settings", {}).get(
        "knowledge_cutoff"
    )
    return {
        "source": source,
        "n_questions": len(outcomes),
        "n_answered": sum(1 for r in rows if r.get("scored") and r.get("panel_mean") is not None),
        "excluded": [r["question_id"] for r in rows if r.get("note") == KNOWLEDGE_CUTOFF_NOTE],
        "knowledge_cutoff": knowledge,
        "rows": [_score_view(row) for row in scores],
        "reliability": reliability_table(agent_p, agent_o) if agent_p else [],
        "n_agent_forecasts": len(agent_p),
    }


@dataclass(frozen=True)
class QuestionsFile:
    """A questions file given for a trace that holds no outcomes: its name and its questions."""

    name: str
    questions: list[ForecastQuestion]
    categories: dict[str, str]


def load_questions_file(path: str | Path, run: RunTrace) -> QuestionsFile:
    """Read ``path`` for ``run``, refusing it unless its hash is the one the run recorded."""
    records = load_question_records(path)
    questions = [r.question for r in records]
    recorded, actual = run.params.get("questions_sha256"), questions_sha256(questions)
    if recorded != actual:
        raise TraceFormatError(
            str(path),
            "",
            f"its questions_sha256 is {actual}, but the trace recorded {recorded!r}: it is not "
            "the file the run was made from",
        )
    categories = {r.question_id: r.category for r in records if r.category is not None}
    return QuestionsFile(Path(path).name, questions, categories)


def _rows_from_file(
    run: RunTrace, runs: Sequence[Mapping[str, Any]], given: QuestionsFile
) -> list[dict[str, Any]]:
    """The runner's question rows for a trace, with the outcomes of a vouched-for file."""
    wanted = set(run.params["question_ids"])
    questions = [q for q in given.questions if q.question_id in wanted]
    panels: dict[str, list[AgentForecastArtifact]] = {}
    for entry, agent in zip(runs, run.agent_artifacts(), strict=True):
        if entry["question"] in wanted:
            panels.setdefault(str(entry["question"]), []).append(agent)
    return question_rows(
        questions,
        given.categories,
        panels,
        knowledge_cutoff=run.params.get("model_knowledge_cutoff"),
    )


def _scorecard(card: Mapping[str, Any]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The recorded rows, checked for the fields the page reads (the trace is untrusted)."""
    rows, scores = card.get("questions"), card.get("scores")
    needed = {"questions": ("question_id", "outcome", "scored"), "scores": SCORE_FIELDS}
    for name, value in (("questions", rows), ("scores", scores)):
        if not isinstance(value, list) or not all(
            isinstance(row, dict) and all(key in row for key in needed[name]) for row in value
        ):
            raise TraceFormatError(
                "<trace>", f"params.{SCORECARD_PARAM}.{name}", "not a list of scorecard rows"
            )
    return rows, scores


def _score_view(row: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": f"{row['forecaster']}, {row['questions']} questions",
        "n": row["n"],
        "brier": row["brier"],
        "brier_ci": [row["brier_low"], row["brier_high"]],
        "log": row["log"],
        "log_ci": [row["log_low"], row["log_high"]],
    }


# --------------------------------------------------------------------------- page


def build_report_data(
    run: RunTrace,
    raw: Mapping[str, Any] | None = None,
    questions: QuestionsFile | None = None,
) -> dict[str, Any]:
    """Everything the page shows, as JSON-able data (the page only lays it out).

    ``raw`` is the trace document as read from disk, when available, so the page can show and
    check fields this library version does not keep on :class:`RunTrace` (e.g. ``digest``).
    ``questions`` scores a backtest trace that records no scorecard (see :func:`_backtest`).
    """
    data = dict(raw) if raw is not None else run.to_dict()
    runs, claimed, used_search = _build_runs(run)
    other_calls = [_llm_view(c, None) for c in run.llm_calls if c.get("label") not in claimed]
    other_searches = [
        _search_view(c, None, run.params)
        for i, c in enumerate(run.search_calls)
        if i not in used_search
    ]
    return {
        "title": f"Audit report: {run.notebook} run {run.run_id}",
        "source": run.source_name(),
        "provenance": _provenance(run, data),
        "legacy_note": None
        if "digest" in data
        else (
            f"schema_version {run.schema_version}: this trace predates content digests and "
            "wire requests; those fields read \u201c" + LEGACY + "\u201d."
        ),
        "backtest": _backtest(run, runs, questions),
        "runs": runs,
        "other_calls": other_calls,
        "other_searches": other_searches,
        "decided_by": DECIDED_BY,
    }


def _asset(name: str) -> str:
    return (ASSETS_DIR / name).read_text(encoding="utf-8")


def _csp_hash(text: str) -> str:
    return (
        "'sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode() + "'"
    )


def embed_json(data: Any) -> str:
    """JSON safe to place inside a ``<script type="application/json">`` element."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.translate(_JSON_ESCAPES)


def render_report(
    run: RunTrace, raw: Mapping[str, Any] | None = None, questions: QuestionsFile | None = None
) -> str:
    """The report as one HTML document (a string)."""
    data = build_report_data(run, raw, questions)
    script, style = _asset("report.js"), _asset("report.css")
    policy = (
        f"default-src 'none'; script-src {_csp_hash(script)}; style-src {_csp_hash(style)}; "
        "img-src data:; base-uri 'none'; form-action 'none'"
    )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{policy}">\n'
        '<meta name="referrer" content="no-referrer">\n'
        f"<title>{html.escape(data['title'])}</title>\n"
        f"<style>{style}</style>\n</head>\n<body>\n"
        '<main id="app"><p id="loading">Rendering the report\u2026 (it needs JavaScript; '
        "the data is in this file as JSON)</p></main>\n"
        f'<script type="application/json" id="report-data">{embed_json(data)}</script>\n'
        f"<script>{script}</script>\n</body></html>\n"
    )


def _load(trace_path: str | Path) -> tuple[RunTrace, dict[str, Any]]:
    run = RunTrace.load(trace_path)
    raw = json.loads(Path(trace_path).read_text(encoding="utf-8"))
    return run, raw


def write_report(
    trace_path: str | Path, out_path: str | Path, *, questions_path: str | Path | None = None
) -> Path:
    """Render the trace at ``trace_path`` into ``out_path`` atomically; return the path.

    ``questions_path`` scores a backtest trace that records no scorecard, if its hash matches.
    """
    run, raw = _load(trace_path)
    questions = load_questions_file(questions_path, run) if questions_path else None
    return _write_atomic(Path(out_path), render_report(run, raw, questions))


def _write_atomic(target: Path, page: str) -> Path:
    """Write via a temporary file in the same folder, so a reader never sees half a page."""
    target.parent.mkdir(parents=True, exist_ok=True)
    return write_atomic(target, page.encode("utf-8"), mode=REPORT_FILE_MODE)


class ReportView:
    """The report of one trace, displayable inline in JupyterLab (``trace.show()``).

    The page goes into a sandboxed ``<iframe srcdoc>``: its script runs in an opaque origin
    with the page's own Content-Security-Policy, apart from the notebook.
    """

    def __init__(self, page: str) -> None:
        self.html = page

    @classmethod
    def from_trace(cls, run: RunTrace) -> ReportView:
        return cls(render_report(run))

    def _repr_html_(self) -> str:
        return (
            f'<iframe sandbox="allow-scripts" srcdoc="{html.escape(self.html, quote=True)}" '
            f'style="width:100%;height:{INLINE_VIEW_HEIGHT_PX}px;border:1px solid #ccc" '
            'title="audit report"></iframe>'
        )

    def save(self, path: str | Path) -> Path:
        """Write the page to ``path`` atomically, to open from disk or attach to an audit."""
        return _write_atomic(Path(path), self.html)


def show_report(run: RunTrace) -> ReportView:
    """The audit report of ``run``, which JupyterLab displays inline when it ends a cell."""
    return ReportView.from_trace(run)
