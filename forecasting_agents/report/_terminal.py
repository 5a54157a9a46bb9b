"""The terminal view of a run trace: one agent run, step by step, as text.

``forecast-agents show TRACE_OR_RUN`` prints what :func:`show_text` builds. The view is the audit
report's (:func:`forecasting_agents.report.build_runs`), laid out as lines: each step's new part
of the prompt (never the whole conversation again), the model's reply and what it asked for
(a search, a forecast with its probability and cited documents, an abstention, or a reply the
harness rejected and what it told the model), each document a search returned with the control
that kept or removed it and why, the gates' verdict, and how the run ended.

Conventions
-----------
- Every text taken from the trace (titles, snippets, prompts, replies, reasons) is hostile: it is
  masked by :func:`forecasting_agents.core._secrets.redact_text` (a trace is redacted when it is
  written; this masks it again in case it was not) and every control character, ESC included, and
  every bidi or invisible formatting character is shown as a marked escape (``⟨U+001B⟩``), never
  sent to the terminal (:func:`safe_text`). Only :class:`Style` writes escape sequences, and only
  when asked for colour.
- A trace or run directory is named by :func:`resolve_trace`; a bad one, an unknown question id or
  a run number out of range raises :class:`ShowInputError` naming the flag, the value and what is
  accepted.
- Deterministic: the text depends only on the trace (no clock, no terminal size).
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.core._schemas import ArtifactStatus, StepAction
from forecasting_agents.core._secrets import SecretMask, known_secrets, redact_text, secret_mask
from forecasting_agents.core._text import clip, listing, one_line, strip_code_fence
from forecasting_agents.record._records import TraceFormatError
from forecasting_agents.record._trace import RunTrace
from forecasting_agents.report._locate import TraceLocationError, find_trace
from forecasting_agents.report._runs import build_runs

__all__ = [
    "MAX_TEXT_CHARS",
    "REJECTED_ACTIONS",
    "ShowInputError",
    "Style",
    "pick_runs",
    "resolve_trace",
    "safe_text",
    "show_text",
]


MAX_TEXT_CHARS = 6_000
"""Longest text shown of one message, reply or snippet; the rest is counted, not shown."""
MAX_REPLY_PARSE_CHARS = 100_000
"""A reply longer than this is not parsed for its action (it is shown, clipped, as text)."""

REJECTED_ACTIONS = frozenset(
    {
        StepAction.INVALID,
        StepAction.PARSE_FAILURE,
        StepAction.SCHEMA_FAILURE,
        StepAction.UNKNOWN_ACTION,
        StepAction.DUPLICATE_SEARCH,
        StepAction.GATE_REFUSED,
        StepAction.ABSTAIN_REFUSED,
        StepAction.PROVIDER_ERROR,
    }
)
"""Step actions after which the harness told the model why and the run went on (or ended)."""

# C0 and C1 controls but newline and tab, DEL, and the bidi and invisible formatting characters:
# a terminal obeys the first, and the rest make text read other than it is.
_UNSAFE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]")


class ShowInputError(ValueError):
    """A trace, question id or run number the view cannot show; the message says what is."""


# --------------------------------------------------------------------------- safe text


class _Masker:
    """Masks known secrets and key shapes; the secrets' mask is built once per view."""

    def __init__(self) -> None:
        self.mask = secret_mask(known_secrets())

    def __call__(self, text: object) -> str:
        return safe_text(text, self.mask)


def safe_text(text: object, mask: SecretMask | None = None) -> str:
    """``text`` masked (:func:`redact_text`) and with nothing a terminal would obey.

    Each control, bidi or invisible character becomes a visible ``⟨U+XXXX⟩``; newlines and tabs
    stay. ``mask`` masks the known secrets when the caller built it once (see :func:`secret_mask`).
    """
    masked = redact_text(str(text), mask)
    return _UNSAFE.sub(lambda m: f"\u27e8U+{ord(m.group()):04X}\u27e9", masked)


@dataclass(frozen=True)
class Style:
    """ANSI colours when ``color`` is true, plain text otherwise (a pipe, a file, NO_COLOR)."""

    color: bool = False

    def _wrap(self, code: str, text: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.color and text else text

    def bold(self, text: str) -> str:
        return self._wrap("1", text)

    def dim(self, text: str) -> str:
        return self._wrap("2", text)

    def good(self, text: str) -> str:
        return self._wrap("32", text)

    def bad(self, text: str) -> str:
        return self._wrap("31", text)

    def warn(self, text: str) -> str:
        return self._wrap("33", text)

    def accent(self, text: str) -> str:
        return self._wrap("36", text)


# --------------------------------------------------------------------------- choosing


def resolve_trace(path: str | Path) -> Path:
    """The trace file ``path`` names: the file itself, or a run directory's one trace.

    A backtest writes its trace into its run directory (its ``--out``) as
    ``backtest_<time>_<id>.json`` when it finishes; raises :class:`ShowInputError` when there is
    no such file or folder, the folder holds no trace, or it holds several (see
    :func:`forecasting_agents.report._locate.find_trace`).
    """
    try:
        return find_trace(path, command="show")
    except TraceLocationError as exc:
        raise ShowInputError(str(exc)) from None


def load_trace(path: str | Path) -> RunTrace:
    """The trace at ``path`` (a file or a run directory), or :class:`ShowInputError`."""
    target = resolve_trace(path)
    try:
        return RunTrace.load(target)
    except TraceFormatError as exc:
        raise ShowInputError(f"TRACE_OR_RUN: not a readable run trace: {exc}") from None
    except UnicodeError as exc:
        raise ShowInputError(
            f"TRACE_OR_RUN: {target}: text that is not valid Unicode: {exc}"
        ) from None


def pick_runs(
    runs: Sequence[Mapping[str, Any]], question: str | None, number: int | None
) -> list[Mapping[str, Any]]:
    """The runs ``--question`` and ``--run`` choose (one, or several to list).

    ``number`` is 1-based within ``question`` when it is given, else over the whole trace.
    Raises :class:`ShowInputError` for an unknown question id or a number out of range.
    """
    chosen = list(runs)
    if question is not None:
        ids = list(dict.fromkeys(str(r["question"]) for r in runs))
        if question not in ids:
            raise ShowInputError(
                f"--question: got {clip(one_line(safe_text(question)), 80)!r}; accepted: a "
                f"question id of this trace ({len(ids)}: {listing([safe_text(i) for i in ids])})"
            )
        chosen = [r for r in runs if r["question"] == question]
    if number is None:
        return chosen
    if not 1 <= number <= len(chosen):
        within = f"question {question}'s" if question is not None else "the trace's"
        raise ShowInputError(
            f"--run: got {number}; accepted: 1 to {len(chosen)} ({within} runs, in the order "
            "the listing shows them)"
        )
    return [chosen[number - 1]]


def show_text(
    trace: str | Path,
    *,
    question: str | None = None,
    number: int | None = None,
    style: Style | None = None,
) -> str:
    """The view ``forecast-agents show`` prints: one run step by step, or the runs to pick from.

    Raises :class:`ShowInputError` for a trace it cannot read, an unknown ``question`` or a
    ``number`` out of range.
    """
    run = load_trace(trace)
    style = style or Style()
    runs, _, _ = build_runs(run)
    if not runs:
        raise ShowInputError(f"TRACE_OR_RUN: {run.source_name()} records no agent run")
    chosen = pick_runs(runs, question, number)
    view = _View(run, style, _Masker())
    if len(chosen) == 1:
        return view.run(chosen[0])
    return view.listing(chosen, question)


# --------------------------------------------------------------------------- laying out


class _View:
    """Lines for one trace, every trace text through :class:`_Masker`, colours by ``style``."""

    def __init__(self, run: RunTrace, style: Style, mask: _Masker) -> None:
        self.trace = run
        self.s = style
        self.mask = mask

    def text(self, value: object, limit: int = MAX_TEXT_CHARS) -> str:
        """A trace text, safe, clipped with a count of what was left out."""
        shown = self.mask(value)
        if len(shown) <= limit:
            return shown
        return shown[:limit] + self.s.dim(f" ... ({len(shown) - limit:,} more characters)")

    def line(self, value: object, limit: int = 200) -> str:
        return clip(one_line(self.mask(value)), limit)

    # ---------------------------------------------------------------- the listing

    def listing(self, runs: Sequence[Mapping[str, Any]], question: str | None) -> str:
        t = self.trace
        head = [
            self.s.bold(f"{t.source_name()}: {t.notebook} run {t.run_id}, {t.created_at}"),
            f"{len(runs)} agent runs" + (f" on question {self.line(question)}" if question else ""),
            "",
            self.s.dim(f"{'run':>4}  {'question':<28} {'agent':<14} {'status':<17} forecast"),
        ]
        counters: dict[str, int] = {}
        rows = []
        for entry in runs:
            qid = str(entry["question"])
            counters[qid] = counters.get(qid, 0) + 1
            number = counters[qid] if question else entry["n"]
            p = entry["p_yes"]
            status = self._status(str(entry["status"]), f"{entry['status']:<17}")
            rows.append(
                f"{number:>4}  {self.line(qid, 28):<28} {self.line(entry['agent'], 14):<14} "
                f"{status} {'-' if p is None else f'{float(p):.3f}'}"
            )
        source = shlex.quote(self.mask(self.trace.source_path or "TRACE"))
        hint = (
            f"Pick one: forecast-agents show {source} --question {shlex.quote(question)} --run N"
            if question
            else f"Pick one: forecast-agents show {source} --run N (N from the first column), "
            "or --question ID --run N (N within that question)"
        )
        return "\n".join([*head, *rows, "", hint]) + "\n"

    def _status(self, status: str, shown: str) -> str:
        if status == ArtifactStatus.FORECAST:
            return self.s.good(shown)
        if status == ArtifactStatus.FAILED:
            return self.s.bad(shown)
        return self.s.warn(shown)

    # ---------------------------------------------------------------- one run

    def run(self, entry: Mapping[str, Any]) -> str:
        t = self.trace
        lines = [
            self.s.bold(
                f"Run {entry['n']} of {len(t.agents)}: agent {self.line(entry['agent'])} on "
                f"question {self.line(entry['question'])}"
            ),
            f"trace {t.source_name()} ({t.notebook} run {t.run_id}, {t.created_at}), "
            f"label {self.line(entry['label'])}",
            f"{entry['n_calls']} model calls, {entry['n_searches']} searches, "
            f"{entry['tokens']:,} tokens",
        ]
        if entry.get("pairing"):
            lines.append(self.s.bad(f"record mismatch: {self.line(entry['pairing'], 400)}"))
        steps = list(entry["steps"])
        for position, step in enumerate(steps):
            following = steps[position + 1] if position + 1 < len(steps) else None
            lines += ["", *self._step(step, following)]
        lines += ["", *self._ending(entry)]
        return "\n".join(lines) + "\n"

    def _step(self, step: Mapping[str, Any], following: Mapping[str, Any] | None) -> list[str]:
        action = str(step["action"])
        number = step["step"] if step["step"] is not None else "-"
        colour = self.s.bad if action in REJECTED_ACTIONS else self.s.accent
        lines = [self.s.bold(f"Step {number}: ") + colour(self.line(action, 60))]
        llm = step.get("llm")
        if llm:
            lines += self._call(llm)
        lines += self._action(step, following)
        if step.get("search"):
            lines += self._search(step["search"])
        gate = step.get("gate")
        if gate:
            verdict = self.s.good("passed") if gate["passed"] else self.s.bad("refused")
            lines.append(f"  gates: {verdict}: {self._indented(gate['text'], 4)}")
        return lines

    def _call(self, llm: Mapping[str, Any]) -> list[str]:
        timing = f", {llm['duration_ms']} ms" if llm.get("duration_ms") is not None else ""
        lines = [
            self.s.dim(
                f"  model call {llm['index']}: {self.line(llm['model'], 80)} ({llm['mode']}), "
                f"{llm['prompt_tokens']}+{llm['completion_tokens']} tokens{timing}"
            )
        ]
        if llm.get("settings"):
            lines.append(self.s.dim(f"  settings: {self.line(llm['settings'], 400)}"))
        prompt = llm["prompt"]
        if prompt["kind"] == "diff":
            lines.append("  prompt (changed from the previous call's, as a diff):")
            lines += [f"    {self.line(text, 400)}" for text in prompt["lines"]]
        else:
            if prompt["kind"] == "full":
                lines.append("  prompt:")
            else:
                lines.append(f"  prompt (new, after the {prompt['kept']} earlier messages):")
            for message in prompt["messages"]:
                role = self.line(message["role"], 20)
                if message.get("echo"):
                    lines.append(self.s.dim(f"    [{role}] (the previous reply, sent back)"))
                else:
                    lines.append(f"    [{role}] {self._indented(message['content'], 6)}")
        if llm.get("error"):
            error = llm["error"]
            lines.append(
                self.s.bad(
                    f"  error: {self.line(error.get('type'), 80)}: "
                    f"{self.line(error.get('message'), 400)}"
                )
            )
        else:
            lines.append(f"  reply: {self._indented(llm.get('reply'), 4)}")
        return lines

    def _action(self, step: Mapping[str, Any], following: Mapping[str, Any] | None) -> list[str]:
        """What the model asked for at this step, and why the harness refused it if it did."""
        action = str(step["action"])
        llm = step.get("llm") or {}
        fields = _reply_fields(llm.get("reply"))
        if action in (StepAction.SEARCH, StepAction.DUPLICATE_SEARCH):
            query = (step.get("search") or {}).get("query") or fields.get("query")
            kind = fields.get("evidence_type")
            said = f"search {self.line(query, 300)!r}" + (
                f" ({self.line(kind, 40)})" if kind else ""
            )
        elif "p_yes" in fields:
            said = f"forecast p_yes {self.line(fields['p_yes'], 40)}"
            if "cited" in fields:  # the research agent's forecasts cite; notebook 01's do not
                cited = fields["cited"]
                said += f", citing {self.line(cited, 200)}" if cited else ", citing nothing"
        elif fields.get("action") == StepAction.ABSTAIN:
            said = f"abstain: {self.line(fields.get('reason'), 400)}"
        elif fields.get("action"):
            said = f"{self.line(fields['action'], 40)}"
        else:
            said = "no readable action" if llm else ""
        lines = [f"  action: {said}"] if said else []
        if action in REJECTED_ACTIONS and action != StepAction.GATE_REFUSED:
            lines.append(self.s.bad(f"  rejected ({action}): ") + self._told(following))
        return lines

    def _told(self, following: Mapping[str, Any] | None) -> str:
        """What the harness told the model after a rejected step: the next prompt's new part."""
        prompt = ((following or {}).get("llm") or {}).get("prompt") or {}
        if prompt.get("kind") == "appended":
            told = [m["content"] for m in prompt["messages"] if not m.get("echo")]
            if told:
                return self._indented("\n".join(told), 4)
        return "what the harness told the model is not in the record (no later model call)"

    def _search(self, search: Mapping[str, Any]) -> list[str]:
        docs = list(search.get("docs") or [])
        kept = sum(1 for d in docs if d.get("outcome") == "kept")
        timing = f", {search['duration_ms']} ms" if search.get("duration_ms") is not None else ""
        lines = [
            f"  search {search.get('index')}: {self.line(search.get('client'), 40)}, query "
            f"{self.line(search.get('query'), 300)!r}, cutoff {self.line(search.get('cutoff'))}, "
            f"up to {search.get('max_results')}{timing}: {len(docs)} returned, {kept} kept"
        ]
        if search.get("error"):
            lines.append(self.s.bad(f"    error: {self.line(search['error'], 400)}"))
        if not search.get("decided"):
            lines.append(
                self.s.dim(
                    "    (this record predates recorded decisions: each verdict is recomputed "
                    "by the library's own controls)"
                )
            )
        for doc in docs:
            lines += self._document(doc)
        return lines

    def _document(self, doc: Mapping[str, Any]) -> list[str]:
        outcome = str(doc.get("outcome"))
        mark = {"kept": self.s.good, "removed": self.s.bad}.get(outcome, self.s.warn)
        ident = self.line(doc.get("id") or "", 8)
        published = self.line(doc.get("published") or "undated", 25)
        title = self.line(doc.get("title"), 160)
        lines = [
            f"    {mark(f'{outcome:<7}')} {ident:<4} {published}  {title}",
            self.s.dim(f"            {self.line(doc.get('url'), 300)}"),
        ]
        control = doc.get("control")
        why = doc.get("why")
        if control or (why and outcome != "kept"):
            by = f" ({self.line(doc['decided_by'], 80)})" if doc.get("decided_by") else ""
            # A recomputed verdict on a document the run kept: a control this run did not apply.
            said = "would remove it, but this run did not apply it" if outcome == "kept" else ""
            lines.append(
                f"            control {self.line(control or 'none', 40)}{by}"
                f"{': ' + said if said else ''}: {self.line(why, 500)}"
            )
        for leak in doc.get("leak") or []:
            if isinstance(leak, Mapping):
                rule = f" by rule {self.line(leak['rule'], 40)}" if leak.get("rule") else ""
                cue = f" (cue {self.line(leak['cue'], 40)!r})" if leak.get("cue") else ""
                lines.append(
                    f"            leak check: {self.line(leak.get('expression'), 80)!r} in "
                    f"{self.line(leak.get('where'), 20)}: {self.line(leak.get('verdict'), 40)}"
                    f"{rule}{cue}: {self.line(leak.get('context'), 300)}"
                )
        for flag in doc.get("flags") or []:
            lines.append(self.s.warn(f"            flag: {self.line(flag, 300)}"))
        if doc.get("snippet"):
            lines.append(self.s.dim(f"            {self.line(doc['snippet'], 300)}"))
        return lines

    def _ending(self, entry: Mapping[str, Any]) -> list[str]:
        status = str(entry["status"])
        p = entry["p_yes"]
        artifact = entry["artifact"]
        lines = [
            self.s.bold("Ending: ")
            + self._status(status, status)
            + f", ended by {entry['ended_by']}"
        ]
        if p is not None:
            lines.append(f"  probability (p_yes): {float(p):.3f}")
            raw = artifact.get("p_yes_raw")
            if raw is not None:
                lines.append(f"  before calibration: {self.line(raw, 40)}")
        cited = artifact.get("cited") or []
        for doc in cited if isinstance(cited, list) else []:
            if isinstance(doc, Mapping):
                lines.append(
                    f"  cited {self.line(doc.get('id'), 8)}: {self.line(doc.get('title'), 160)} "
                    f"({self.line(doc.get('url'), 200)})"
                )
        label = "rationale" if status == ArtifactStatus.FORECAST else "reason"
        lines.append(f"  {label}: {self._indented(entry['reason'], 4)}")
        return lines

    def _indented(self, text: object, indent: int) -> str:
        """A multi-line trace text, safe and clipped, its later lines indented."""
        shown = self.text("" if text is None else text)
        return shown.replace("\n", "\n" + " " * indent)


def _reply_fields(reply: object) -> dict[str, Any]:
    """The fields of a JSON reply (what the model asked for), or {} when it is not one."""
    if not isinstance(reply, str) or len(reply) > MAX_REPLY_PARSE_CHARS:
        return {}
    try:
        data = json.loads(strip_code_fence(reply.strip()))
    except (json.JSONDecodeError, RecursionError):
        return {}
    return data if isinstance(data, dict) else {}
