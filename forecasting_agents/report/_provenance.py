"""The report's provenance rows: where the record came from, shown before anything else.

Conventions
-----------
- A field the trace's schema version does not record reads :data:`LEGACY`, never a guess.
- The digest is recomputed with the library's own rule
  (:func:`forecasting_agents.record.trace_digest`), never re-implemented.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from forecasting_agents.core._text import clip
from forecasting_agents.evaluation._results import SCORECARD_PARAM
from forecasting_agents.record._records import trace_digest
from forecasting_agents.record._trace import RunTrace, question_line
from forecasting_agents.report._pack import sorted_keys

__all__ = [
    "LEGACY",
    "SAMPLING_KEYS",
    "parameters_view",
    "provenance_rows",
]


LEGACY = "not recorded (legacy trace)"
MATCHES = "matches the content"
# The settings that change what a model samples, summarised in the provenance.
SAMPLING_KEYS = ("temperature", "seed", "max_tokens", "top_p")


def provenance_rows(run: RunTrace, data: Mapping[str, Any] | None) -> list[list[str]]:
    """Label/value rows that say where the record came from.

    ``data`` is the trace document as read from disk, whose digest is recomputed and compared;
    without it, the digest :class:`RunTrace` verified when it was loaded or captured (a digest
    that did not match its content would have refused the load) is the one shown.
    """
    calls = run.llm_calls
    requested = sorted({str(c.get("model")) for c in calls}) or ["none"]
    reported = sorted({str(c.get("response_model")) for c in calls if c.get("response_model")})
    settings = Counter(_sampling_texts(calls))
    modes = sorted({str(c.get("mode")) for c in calls})
    digest = data.get("digest") if data is not None else run.verified_digest
    if not digest:
        checked = LEGACY
    elif data is not None:
        checked = _digest_check(data)
    else:
        checked = MATCHES  # checked as the trace loaded
    rows = [
        ["notebook", run.notebook],
        ["run id", run.run_id],
        ["captured at", run.created_at],
        ["schema version", str(run.schema_version)],
        ["content digest", str(digest) if digest else LEGACY],
        ["digest checked", checked],
        ["provider", run.provider],
        ["mode", ", ".join(modes) or "no model call"],
        ["model requested", ", ".join(requested)],
        ["model reported by the server", ", ".join(reported) or "none reported"],
        ["sampling settings", "; ".join(f"{s} ({n} calls)" for s, n in settings.items())],
        ["question (as recorded)", question_line(run, limit=1000)],
        *_calibrated_on(run.params),
        ["notes", run.notes or "none"],
        [
            "record size",
            f"{len(run.agents)} runs, {len(calls)} model calls, "
            f"{len(run.search_calls)} searches, {run.total_tokens():,} tokens",
        ],
    ]
    return rows


SHOWN_ITEMS = 8
"""How many items of a list, or keys of a mapping, a parameter's summary names."""
SUMMARY_CHARS = 300
"""The longest summary of one parameter; the raw JSON behind the toggle holds all of it."""


def parameters_view(params: Mapping[str, Any]) -> dict[str, Any]:
    """The run's parameters as label/summary rows, and the whole of them as JSON for a toggle.

    A mapping opens into one row per key (``settings.max_steps``) unless it is large or keyed by
    question id; a list or a large mapping is summarised by its size and first items."""
    ids = params.get("question_ids")
    per_question = set(ids) if isinstance(ids, list) else set()
    rows = []
    for key in sorted(params):
        value = params[key]
        if key == SCORECARD_PARAM and isinstance(value, Mapping):
            rows.append([key, _scorecard_summary(value)])
        elif (
            isinstance(value, Mapping)
            and value
            and len(value) <= 3 * SHOWN_ITEMS
            and not per_question & set(map(str, value))  # keyed by question: summarised
        ):
            rows += [[f"{key}.{k}", _summary(value[k])] for k in sorted(value)]
        else:
            rows.append([key, _summary(value)])
    # A structure, keys sorted; the page writes it out as JSON only when its toggle opens.
    return {"rows": rows, "raw": sorted_keys(params)}


def _summary(value: Any) -> str:
    """One parameter in a short line: a scalar as itself, a list or mapping by its size and
    first items."""
    if isinstance(value, list):
        items = ", ".join(_scalar(v) for v in value[:SHOWN_ITEMS])
        more = f", \u2026 ({len(value) - SHOWN_ITEMS} more)" if len(value) > SHOWN_ITEMS else ""
        text = f"{len(value)} items: {items}{more}" if value else "none"
    elif isinstance(value, Mapping):
        keys = ", ".join(str(k) for k in list(value)[:SHOWN_ITEMS])
        more = f", \u2026 ({len(value) - SHOWN_ITEMS} more)" if len(value) > SHOWN_ITEMS else ""
        text = f"{len(value)} entries: {keys}{more}" if value else "none"
    else:
        text = _scalar(value)
    return clip(text, SUMMARY_CHARS)


def _scalar(value: Any) -> str:
    if isinstance(value, str):
        return value
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


def _scorecard_summary(card: Mapping[str, Any]) -> str:
    questions, scores = card.get("questions"), card.get("scores")
    return (
        f"{len(questions) if isinstance(questions, list) else 0} question rows and "
        f"{len(scores) if isinstance(scores, list) else 0} score rows: the answers and scores "
        "shown above"
    )


def _calibrated_on(params: Mapping[str, Any]) -> list[list[str]]:
    """A row naming the earlier run a backtest was calibrated on (``--calibrate-on``), by the
    trace's digest it recorded; none for a run calibrated point in time, or not at all."""
    settings = params.get("settings")
    past = settings.get("calibrate_on") if isinstance(settings, Mapping) else None
    if not isinstance(past, Mapping):
        return []
    return [
        [
            "calibrated on",
            f"{past.get('trace')} ({past.get('digest')}): its {past.get('questions')} answered "
            f"questions resolved before {past.get('resolved_before')} ({past.get('left_out')} "
            f"left out); calibration factor {past.get('calibration_factor')}, blend weight on the "
            f"panel {past.get('blend_weight')}. The digest names that trace; this page does not "
            "read it, a resume of the run does",
        ]
    ]


def _sampling_texts(calls: Iterable[Mapping[str, Any]]) -> Iterator[str]:
    """Each call's sampling settings as JSON text; calls that hold the very same settings
    object (a loaded trace's calls share equal ones) are encoded once."""
    texts: dict[int, str] = {}  # id of a call's settings -> its text (the calls hold them)
    for call in calls:
        key = id(call.get("settings"))
        text = texts.get(key)
        if text is None:
            text = texts[key] = json.dumps(_sampling(call), sort_keys=True)
        yield text


def _sampling(call: Mapping[str, Any]) -> dict[str, Any]:
    settings = call.get("settings") or {}
    return {k: settings[k] for k in SAMPLING_KEYS if k in settings}


def _digest_check(data: Mapping[str, Any]) -> str:
    """Recompute the trace's digest with the library's own rule and compare."""
    try:
        actual = trace_digest(data)
    except UnicodeEncodeError:  # a lone surrogate (JSON "\ud800") has no UTF-8 bytes to hash
        return "DOES NOT MATCH: the content holds text that is not valid Unicode (unhashable)"
    if actual == data.get("digest"):
        return MATCHES
    return f"DOES NOT MATCH the content (content hashes to {actual})"
