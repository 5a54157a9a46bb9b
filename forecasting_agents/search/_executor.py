"""The executor: runs a model's searches through a client, applies the controls, logs each call.

The model asks, the harness decides: :class:`ToolExecutor` checks the model's arguments against the
limits the tool schema advertises, calls the search client with the harness's cutoff, applies the
controls in a fixed order, and records every call, success or not, as a :class:`ToolExecution` in
:attr:`ToolExecutor.execution_log`. :func:`format_search_outcome` turns a call into the text of the
tool message the model reads.

Conventions
-----------
- Failures never abort the agent: a missing client, a client exception or malformed arguments each
  return ``[]`` and leave a log entry saying why, and the model is told the search failed, never
  that it found nothing. The one exception is a :class:`forecasting_agents.core.StopRunError` (a
  replayed search that diverged from its record), which is raised on, so the run ends naming it.
- Arguments beyond :data:`MAX_RESULTS_LIMIT` or :data:`MAX_QUERY_CHARS` are ``invalid`` and never
  reach the client; the search clients themselves accept any positive ``max_results``
  (:func:`forecasting_agents.search.check_search_request`).
- ``cutoff_date`` is never an argument the model sets: the harness passes it, so a model cannot
  widen its own window.
- The page is filled after the controls, not before, when the executor has a ``search_pool``: it
  asks its client for that many results (:func:`default_search_pool`: four pages, at least
  :data:`MAX_RESULTS_LIMIT`, at most :data:`MAX_SEARCH_POOL`), applies the controls to all of them
  and returns the first ``max_results`` kept, so a leak, an undated page or an off-policy source
  never takes the place of a document that passes. Without one (the default, and every run
  recorded before the setting) it asks for ``max_results`` and returns what the controls leave of
  them. Either way every result the client returned gets its :class:`DocumentDecision`.
- The query leaves the process redacted (:func:`forecasting_agents.core._secrets.redact_text`: every
  known secret in every form, key shapes, URL credentials): a model that saw a key in its prompt can
  be talked into searching for it. The log records the query as sent.
- The executor logs a client under its ``client_name`` when it has one (tracing and replay wrappers
  report the wrapped client's), so a live, a traced and a replayed run agree.
- Text from a provider is collapsed to one line (:func:`forecasting_agents.core._text.one_line`)
  before the model or the log sees it, so it cannot forge extra numbered results.

Where the rest lives: the cutoff rules are ``_cutoff``, the leak check's policies ``_leaks``, the
publisher policy ``_domains``, the clients ``_corpus`` and ``_tavily``, and the tool definition
that advertises these limits ``_tool`` (:data:`forecasting_agents.search.SEARCH_TOOL`);
:mod:`forecasting_agents.search` re-exports the executor and its log. The research agent
(:mod:`forecasting_agents.agent`) runs every search through an executor and copies each log entry
into its state.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from datetime import date
from typing import TYPE_CHECKING, Any

from forecasting_agents.core._clients import client_name
from forecasting_agents.core._dates import (
    classify_publication,
    parse_iso_date,
)
from forecasting_agents.core._errors import StopRunError
from forecasting_agents.core._schemas import (
    ForecastQuestion,
    SearchResult,
    ToolStatus,
    plain_value,
)
from forecasting_agents.core._secrets import redact_text
from forecasting_agents.core._text import (
    clip,
    one_line,
)
from forecasting_agents.search._cutoff import (
    search_request_problem,
)
from forecasting_agents.search._decisions import (
    CONTROLS,
    REMOVAL_COUNTS,
    DocumentDecision,
    control_named,
)
from forecasting_agents.search._domains import (
    apply_domain_policy,
    normalize_domains,
    result_host,
)
from forecasting_agents.search._injection import injection_flags
from forecasting_agents.search._leaks import (
    DEFAULT_LEAK_POLICY,
    LeakPolicy,
    LeakVerdict,
    check_leak_policy,
    leak_judge,
)
from forecasting_agents.search._model_judge import DECIDED_BY_JUDGE, ModelLeakJudge
from forecasting_agents.search._protocol import DEFAULT_MAX_RESULTS

__all__ = [
    "MAX_FAILURE_CHARS",
    "MAX_QUERY_CHARS",
    "MAX_RESULTS_LIMIT",
    "MAX_SEARCH_POOL",
    "PREVIEW_ERROR_CHARS",
    "PREVIEW_TITLE_CHARS",
    "SEARCH_POOL_PAGES",
    "ToolExecution",
    "ToolExecutor",
    "check_search_pool",
    "default_search_pool",
    "format_search_outcome",
    "format_search_results",
]


if TYPE_CHECKING:  # the protocol is declared with the clients; only annotations use it here
    from forecasting_agents.search._protocol import SearchClient


MAX_RESULTS_LIMIT = 10
"""Upper bound on ``max_results``, advertised in the search tool schema and enforced by the
executor."""

SEARCH_POOL_PAGES = 4
"""Pages of results a pool holds by default: three of every four results may be removed and the
page still fill."""

MAX_SEARCH_POOL = 20
"""Largest pool an executor asks a client for: Tavily's most results per request, so a pool is
still one request of a live search, and bounded work for the controls."""

MAX_QUERY_CHARS = 400
"""Longest query the executor sends. A keyword query is a few dozen characters (the pinned runs'
longest is 61); past 400 it is a pasted document, not a search. Advertised as ``maxLength``."""

MAX_FAILURE_CHARS = 300
"""Cap on the reason a failed search reports to the model, so one long error cannot flood it."""

PREVIEW_TITLE_CHARS = 60
PREVIEW_ERROR_CHARS = 160


def default_search_pool(page: int) -> int:
    """The pool a search for ``page`` results fills its page from:
    ``min(MAX_SEARCH_POOL, max(MAX_RESULTS_LIMIT, SEARCH_POOL_PAGES * page))``.

    Four pages, so that a search whose results are three-quarters leaks, undated or off-policy
    still fills its page; at least :data:`MAX_RESULTS_LIMIT`, so a small page looks as deep as the
    tool's largest; at most :data:`MAX_SEARCH_POOL`, one request of a live search.
    """
    return min(MAX_SEARCH_POOL, max(MAX_RESULTS_LIMIT, SEARCH_POOL_PAGES * page))


def check_search_pool(pool: object, page: int, *, what: str = "search_pool") -> int | None:
    """``pool`` if it is None or a whole number from ``page`` to :data:`MAX_SEARCH_POOL`; else a
    ValueError naming ``what``, the value and what is accepted."""
    if pool is None:
        return None
    if isinstance(pool, bool) or not isinstance(pool, int) or not page <= pool <= MAX_SEARCH_POOL:
        raise ValueError(
            f"{what}: got {pool!r}; accepted: a whole number from the page size ({page}) to "
            f"{MAX_SEARCH_POOL}"
        )
    return pool


# --------------------------------------------------------------------------- formatting


def format_search_results(
    results: Sequence[SearchResult], labels: Sequence[str] | None = None
) -> str:
    """Render results as the text of a tool message, one field per line, each under its label
    (``labels``, e.g. the research agent's document ids; by default 1, 2, 3...)."""
    if not results:
        return "No results."
    shown = labels if labels is not None else [str(n) for n in range(1, len(results) + 1)]
    blocks = []
    for label, result in zip(shown, results, strict=True):
        lines = [
            f"[{label}] {one_line(result.title) or '(untitled)'}",
            f"    URL: {one_line(result.url)}",
            f"    Published: {one_line(result.published) if result.published else 'undated'}",
        ]
        if result.snippet:
            lines.append(f"    Snippet: {one_line(result.snippet)}")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks)


def format_search_outcome(execution: ToolExecution, results: Sequence[SearchResult]) -> str:
    """The tool message for one executed search: its results, or ``search failed: <why>``.

    A search that did not run (client error, invalid request, no client) must not reach the
    model as "No results.", which would read as evidence that nothing was published.
    ``execution`` is the executor's log entry for the call (``executor.execution_log[-1]``).
    """
    if execution.status == ToolStatus.SUCCESS:
        return format_search_results(results)
    reason = one_line(execution.error or execution.result_preview) or execution.status
    return f"search failed: {clip(reason, MAX_FAILURE_CHARS)}"


# --------------------------------------------------------------------------- executor

# Publication classes that cannot show a result predates the cutoff.
_UNPROVEN_CLASSES = ("undated", "unparseable")

# Every count an executor log entry keeps, in pipeline order, with its label in the preview:
# the controls' (CONTROLS), then the results kept beyond a full page and the undated ones shown.
_COUNT_LABELS = (
    *((control.count, control.label) for control in CONTROLS),
    ("beyond_page", "beyond the page"),
    ("undated_count", "undated"),
)


@dataclass
class ToolExecution:
    """One tool call as it actually ran: arguments, outcome, timing and what was removed.

    ``status`` is a :class:`forecasting_agents.core._schemas.ToolStatus`, stored as its plain
    text: ``success``, ``error`` (the client raised), ``disabled`` (no client) or ``invalid``
    (malformed arguments; the client was not called). ``client`` is the client's
    ``client_name`` (its class name if it has none), so replaying a run logs the client that
    recorded it. The ``removed_*`` fields count what each executor control removed (see
    :class:`ToolExecutor`); ``beyond_page`` counts the results that passed every control but
    came after a full page (only with a ``search_pool``, which is the number of results the
    client was asked for, None when it was asked for ``max_results``); ``undated_count`` counts
    the *returned* results without a verifiable date (undated or unparseable), always 0 under
    ``require_dates``.
    ``leak_policy`` is the policy the leak check applied (None when it did not run), and
    ``leak_verdicts`` its verdict on each result that mentioned a date on or after the cutoff,
    kept or flagged, each with the decisions that made it
    (:class:`forecasting_agents.search.LeakVerdict`). ``decisions`` holds one
    :class:`DocumentDecision` per result the client returned, kept or removed, in order.
    """

    tool: str
    args: dict[str, Any]
    status: str
    duration_ms: float
    client: str
    result_count: int = 0
    removed_by_policy: int = 0
    removed_by_cutoff: int = 0
    removed_undated: int = 0
    removed_by_leak_check: int = 0
    undated_count: int = 0
    beyond_page: int = 0
    search_pool: int | None = None
    result_preview: str = ""
    error: str | None = None
    leak_policy: str | None = None
    leak_verdicts: list[LeakVerdict] = field(default_factory=list)
    decisions: list[DocumentDecision] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.status = plain_value(self.status)  # as a log read back holds it

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def _client_name(search: object) -> str:
    """The name a client is logged under (:func:`forecasting_agents.core._clients.client_name`),
    ``none`` for no client."""
    return "none" if search is None else client_name(search)


def _tool_request_problem(query: object, max_results: object) -> str | None:
    """Why the executor refuses a request, or None: malformed, or beyond the advertised limits.

    The clients accept any positive ``max_results`` (a caller may want 20 from Tavily); the
    limits apply where the model's arguments arrive, which is the executor.
    """
    problem = search_request_problem(query, max_results)
    if problem is not None:
        return problem
    assert isinstance(query, str) and isinstance(max_results, int)  # checked just above
    if len(query) > MAX_QUERY_CHARS:
        return (
            f"query is {len(query)} characters, over the limit of {MAX_QUERY_CHARS}; "
            "search with a few keywords instead"
        )
    if max_results > MAX_RESULTS_LIMIT:
        return (
            f"max_results is {max_results}, over the limit of {MAX_RESULTS_LIMIT}; "
            f"ask for {MAX_RESULTS_LIMIT} or fewer"
        )
    return None


class ToolExecutor:
    """Runs searches for an agent and records every call in :attr:`execution_log`.

    Failures never abort the agent: a missing client, a client exception or malformed
    arguments each return ``[]`` and leave a log entry saying why. Arguments beyond the limits
    the tool schema advertises (``MAX_RESULTS_LIMIT``, ``MAX_QUERY_CHARS``) are malformed.
    :func:`format_search_outcome` turns the entry into the message for the model.

    After the client returns, the executor applies its controls (:data:`CONTROLS`) in this
    order, each counted in its own :class:`ToolExecution` field:

    1. cutoff re-check (``removed_by_cutoff``): results dated on or after the cutoff that the
       client let through;
    2. ``require_dates`` (``removed_undated``, opt-in): undated and unparseable results, which
       a backtest cannot show predate the cutoff; applied with or without a cutoff;
    3. ``leak_check`` (``removed_by_leak_check``, opt-in, only with a cutoff): results whose
       title or snippet betrays a date on or after the cutoff, as ``leak_policy`` judges it
       (:func:`forecasting_agents.search.screen_leaks`): ``"prospective"`` (the default)
       keeps a date only where its words show it is still to come; ``"schedule-aware"``
       removes dates reported as done or left unexplained and keeps schedules, deadlines and
       the question's own dates; ``"strict"`` removes any such date. The question is passed
       to :meth:`execute_search`, since the same executor may serve several;
    4. domain policy (``removed_by_policy``).

    ``model_judge`` (opt-in, a :class:`forecasting_agents.search.ModelLeakJudge`) is the leak
    check's second judge: a result every control kept is shown to it before it takes a place
    on the page, and one it calls a leak is removed by the leak check (counted in
    ``removed_by_leak_check``, decided by the judge), so the next result fills the place. The
    coverage check's :meth:`screen` never calls it: it costs a model call per document.

    ``search_pool`` (opt-in, :func:`check_search_pool`) fills the page after the controls: the
    client is asked for ``max(search_pool, max_results)`` results and the first
    ``max_results`` that pass are returned; the rest that pass are ``beyond_page``. Without it
    the client is asked for ``max_results``, and what the controls remove is not replaced.
    The opt-in controls default to off, which keeps the behaviour of notebook 02.
    """

    def __init__(
        self,
        search: SearchClient | None = None,
        allowed_domains: Iterable[str] | None = None,
        blocked_domains: Iterable[str] | None = None,
        clock: Callable[[], float] = time.perf_counter,
        *,
        require_dates: bool = False,
        leak_check: bool = False,
        leak_policy: LeakPolicy = DEFAULT_LEAK_POLICY,
        search_pool: int | None = None,
        model_judge: ModelLeakJudge | None = None,
    ) -> None:
        if model_judge is not None and not isinstance(model_judge, ModelLeakJudge):
            raise TypeError(
                f"ToolExecutor: model_judge must be a ModelLeakJudge or None, got {model_judge!r}"
            )
        for name, flag in (("require_dates", require_dates), ("leak_check", leak_check)):
            if not isinstance(flag, bool):
                raise TypeError(f"ToolExecutor: {name} must be True or False, got {flag!r}")
        self.leak_policy = check_leak_policy(leak_policy, what="ToolExecutor: leak_policy")
        self.search_pool = check_search_pool(search_pool, 1, what="ToolExecutor: search_pool")
        self.search = search
        self.allowed_domains = normalize_domains(allowed_domains)
        self.blocked_domains = normalize_domains(blocked_domains)
        self.clock = clock
        self.require_dates = require_dates
        self.leak_check = leak_check
        self.model_judge = model_judge
        self.execution_log: list[ToolExecution] = []

    def execute_search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
        *,
        question: ForecastQuestion | str | None = None,
    ) -> list[SearchResult]:
        """Search through the client, apply the controls, log the call, return the results.

        ``question`` is the question being researched; only the leak check reads it (dates it
        names are expected in its documents), and it is never sent to the client. A
        ``cutoff_date`` that cannot be parsed is the caller's bug and raises DateParseError.
        """
        cutoff = None if cutoff_date is None else parse_iso_date(cutoff_date, what="cutoff_date")
        sent = redact_text(query if isinstance(query, str) else repr(query))
        args = {
            "query": sent,
            "max_results": max_results,
            "cutoff_date": cutoff.isoformat() if cutoff else None,
        }
        client = _client_name(self.search)
        problem = _tool_request_problem(query, max_results)
        if problem is not None:
            preview = f"invalid: {problem}"
            return self._log(args, ToolStatus.INVALID, 0.0, client, preview, error=problem)
        if self.search is None:
            preview = "disabled: no search client configured"
            return self._log(args, ToolStatus.DISABLED, 0.0, client, preview)

        asked = self.pool_for(max_results)
        start = self.clock()
        try:
            results = self.search.search(sent, max_results=asked, cutoff_date=cutoff)
            _check_results(results)
        except StopRunError:
            raise  # a replay that diverged, say: the run must end here, naming it
        except Exception as exc:  # any other client failure becomes a logged outcome
            duration = (self.clock() - start) * 1000.0
            error = f"{type(exc).__name__}: {exc}"
            preview = clip(f"error: {one_line(error)}", PREVIEW_ERROR_CHARS)
            return self._log(args, ToolStatus.ERROR, duration, client, preview, error=error)
        duration = (self.clock() - start) * 1000.0

        page = max_results if self.search_pool is not None else None
        kept, counts, verdicts, decisions = self._apply_controls(
            results, cutoff, question, page, self.model_judge
        )
        preview = _success_preview(kept, counts)
        checked = self.leak_check and cutoff is not None
        leaks = {"leak_policy": self.leak_policy, "leak_verdicts": verdicts} if checked else {}
        pool = {"search_pool": asked} if self.search_pool is not None else {}
        return self._log(
            args,
            ToolStatus.SUCCESS,
            duration,
            client,
            preview,
            results=kept,
            counts=counts,
            leaks={**leaks, **pool, "decisions": decisions},
        )

    def pool_for(self, max_results: int) -> int:
        """How many results a search for ``max_results`` asks its client for."""
        return max(self.search_pool or 0, max_results)

    def screen(
        self,
        results: Sequence[SearchResult],
        cutoff_date: date | str | None,
        *,
        question: ForecastQuestion | str | None = None,
    ) -> tuple[list[SearchResult], dict[str, int], list[DocumentDecision]]:
        """The controls alone, on documents already in hand: what a search that returned
        ``results`` would keep, how many each control removed (the :data:`REMOVAL_COUNTS`),
        and the decision on each document, in order (no page is cut).

        No client is called and nothing is logged. A backtest's coverage check
        (:func:`forecasting_agents.evaluation.check_coverage_feasibility`) reads it to learn
        which of a question's documents any search could ever return, and why the others not.
        """
        cutoff = None if cutoff_date is None else parse_iso_date(cutoff_date, what="cutoff_date")
        kept, counts, _, decisions = self._apply_controls(
            list(results), cutoff, question, None, None
        )
        return kept, {name: counts[name] for name in REMOVAL_COUNTS}, decisions

    def _apply_controls(
        self,
        results: list[SearchResult],
        cutoff: date | None,
        question: ForecastQuestion | str | None,
        page: int | None,
        model_judge: ModelLeakJudge | None,
    ) -> tuple[list[SearchResult], dict[str, int], list[LeakVerdict], list[DocumentDecision]]:
        """Run the controls in the documented order, one result at a time; return the
        survivors (the first ``page`` of them, all when ``page`` is None), the counts, the leak
        check's verdicts and a decision for every result. ``model_judge`` reads what the
        controls kept, while the page has room."""
        counts = dict.fromkeys((name for name, _ in _COUNT_LABELS), 0)
        verdicts: list[LeakVerdict] = []
        decisions: list[DocumentDecision] = []
        kept: list[SearchResult] = []
        judge = self._leak_judge(cutoff, question)
        for position, result in enumerate(results):
            flags = tuple(injection_flags(result))
            verdict = None
            if judge is not None and not _date_removes(result, cutoff, self):
                verdict = judge(result)  # the leak check runs on what the dates have not removed
            leak = tuple(asdict(d) for d in verdict.decisions) if verdict else ()
            if verdict is not None and verdict.decisions:
                verdicts.append(verdict)
            control, reason = self._removal(result, cutoff, verdict)
            decided_by = None
            room = page is None or len(kept) < page
            asks = model_judge is not None and self.leak_check and cutoff is not None
            if control is None and room and asks:
                judged = model_judge.judge(result, cutoff, question)
                leak = (*leak, judged.decision())
                if judged.leak:
                    control, reason, decided_by = "leak", judged.reason(), DECIDED_BY_JUDGE
            if control is not None:
                counts[control_named(control).count] += 1
                removal = DocumentDecision.removed(position, result, control, reason, leak, flags)
                if decided_by is not None:
                    removal = replace(removal, decided_by=decided_by)
                decisions.append(removal)
            elif page is not None and len(kept) >= page:
                counts["beyond_page"] += 1
                decisions.append(DocumentDecision.beyond_page(position, result, page, leak, flags))
            else:
                kept.append(result)
                decisions.append(DocumentDecision.kept(position, result, leak, flags))
        counts["undated_count"] = sum(_publication_class(r) in _UNPROVEN_CLASSES for r in kept)
        return kept, counts, verdicts, decisions

    def _leak_judge(
        self, cutoff: date | None, question: ForecastQuestion | str | None
    ) -> Callable[[SearchResult], LeakVerdict] | None:
        """The leak check for one search's results, or None when it does not run (off, or no
        cutoff to check against)."""
        if not self.leak_check or cutoff is None:
            return None
        return leak_judge(cutoff, policy=self.leak_policy, question=question)

    def _removal(
        self, result: SearchResult, cutoff: date | None, verdict: LeakVerdict | None
    ) -> tuple[str | None, str]:
        """The first control (:data:`CONTROLS`, in order) that removes ``result`` and why, or
        (None, "") if none does."""
        for control in CONTROLS:
            reason = self._removes(control.name, result, cutoff, verdict)
            if reason is not None:
                return control.name, reason
        return None, ""

    def _removes(
        self, control: str, result: SearchResult, cutoff: date | None, verdict: LeakVerdict | None
    ) -> str | None:
        """Why ``control`` removes ``result``, or None when it does not."""
        if control == "cutoff":
            if cutoff is None or (
                classify_publication(result.published, cutoff) != "on_or_after_cutoff"
            ):
                return None
            return f"published {result.published}, on or after the cutoff {cutoff}"
        if control == "undated":
            if not (self.require_dates and _publication_class(result) in _UNPROVEN_CLASSES):
                return None
            shown = "no publication date" if not result.published else "an unreadable date"
            return f"{shown}: cannot show it predates the cutoff"
        if control == "leak":
            if verdict is None or not verdict.leak:
                return None
            first = next(d for d in verdict.decisions if d.verdict == "leak")
            return f"{first.expression!r} ({first.rule}): {clip(first.context, 160)}"
        assert control == "policy", control  # CONTROLS names these four
        if apply_domain_policy([result], self.allowed_domains, self.blocked_domains):
            return None
        return f"the source policy does not admit {result_host(result.url) or 'an unknown host'}"

    def _log(
        self,
        args: dict[str, Any],
        status: ToolStatus,
        duration_ms: float,
        client: str,
        preview: str,
        *,
        results: Sequence[SearchResult] = (),
        error: str | None = None,
        counts: dict[str, int] | None = None,
        leaks: dict[str, Any] | None = None,
    ) -> list[SearchResult]:
        self.execution_log.append(
            ToolExecution(
                tool="search",
                args=args,
                status=status,
                duration_ms=duration_ms,
                client=client,
                result_count=len(results),
                result_preview=preview,
                error=error,
                **(counts or {}),
                **(leaks or {}),
            )
        )
        return list(results)


def _date_removes(result: SearchResult, cutoff: date, executor: ToolExecutor) -> bool:
    """Does a date control (cutoff re-check, undated removal) remove ``result`` first?"""
    if classify_publication(result.published, cutoff) == "on_or_after_cutoff":
        return True
    return executor.require_dates and _publication_class(result) in _UNPROVEN_CLASSES


def _publication_class(result: SearchResult) -> str:
    """The result's publication class with no boundary: is its date present and readable?"""
    return classify_publication(result.published, date.max)


def _check_results(results: object) -> None:
    """A client that breaks the protocol's return type is an error, like an exception."""
    if not isinstance(results, list):
        raise TypeError(f"search client returned {type(results).__name__}, expected a list")
    for i, item in enumerate(results):
        if not isinstance(item, SearchResult):
            raise TypeError(f"search client returned {type(item).__name__} at position {i}")


def _success_preview(results: Sequence[SearchResult], counts: dict[str, int]) -> str:
    """A one-line summary, e.g. ``3 results (1 flagged as leak, 2 removed by policy): title``."""
    count = len(results)
    text = f"{count} result{'' if count == 1 else 's'}"
    notes = [f"{counts[name]} {label}" for name, label in _COUNT_LABELS if counts.get(name)]
    if notes:
        text += f" ({', '.join(notes)})"
    if results:
        text += f": {clip(one_line(results[0].title), PREVIEW_TITLE_CHARS)}"
    return text
