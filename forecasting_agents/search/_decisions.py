"""The executor's controls, defined once, and what they decided about each document, recorded.

Every result a client returns meets the executor's controls in a fixed order (cutoff re-check,
undated removal, leak check, source policy). :data:`CONTROLS` is the one definition of them: each
:class:`Control` names its count in an execution log, its words in a call's preview and in the
coverage check, the library function that decides it, and what would change its decision. The
executor, the agent's state, the coverage check before a run and the audit report all read it.

:class:`DocumentDecision` is the one record of what happened to a document: kept and shown to the
model, kept but beyond a full page, or removed, by which control, why in words, which library
function decided, the leak check's judgement of each date it mentions, and any injection flags.
The research agent copies these into its record and the audit report reads them; nothing
re-derives a verdict afterwards, so the report shows the decision the run acted on, not a guess
at it.

Conventions
-----------
- ``control`` is the ``name`` of one of :data:`CONTROLS` or None (not removed); ``decided_by``
  names that control's function (:data:`DECIDED_BY`).
- ``outcome`` is one of :data:`OUTCOMES`: ``kept`` (passed every control and shown),
  ``beyond_page`` (passed every control, but the page of results was already full: only an
  executor that fills its page from a larger pool makes these) or ``removed``.
- ``leak`` holds the leak check's decisions (expression, context, cue, rule, verdict) for every
  date on or after the cutoff, kept or removed, so a kept schedule is visible too.
- ``flags`` are evidence for an auditor, not verdicts: a flagged document is kept or removed by
  the controls like any other (see ``_injection``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass
from types import MappingProxyType
from typing import Any

from forecasting_agents.core._schemas import SearchResult

__all__ = [
    "CONTROLS",
    "CONTROL_NAMES",
    "DECIDED_BY",
    "OUTCOMES",
    "REMOVAL_COUNTS",
    "Control",
    "DocumentDecision",
    "control_named",
]


@dataclass(frozen=True)
class Control:
    """One of the executor's controls, as every module that names it names it.

    ``name`` is what a :class:`DocumentDecision` records as its ``control``; ``count`` the
    field of :class:`forecasting_agents.search.ToolExecution` (and of an agent's tool-trace
    entry) that counts what it removed; ``label`` how a call's one-line preview says so
    (``2 flagged as leak``); ``removed`` how the coverage check says so (``removed 2 by the leak
    check``); ``decided_by`` the library function that decides it in a run, and
    ``rederived_by`` the one the audit report recomputes it with for a record made before runs
    recorded their decisions; ``changed_by`` what would change its decision: the flag of
    ``forecast-agents backtest`` (notebook 04's setting in brackets), or why nothing can.
    """

    name: str
    count: str
    label: str
    removed: str
    decided_by: str
    rederived_by: str
    changed_by: str


CONTROLS: tuple[Control, ...] = (
    Control(
        name="cutoff",
        count="removed_by_cutoff",
        label="removed by cutoff",
        removed="published on or after the cutoff",
        decided_by="forecasting_agents.core.classify_publication",
        rederived_by="forecasting_agents.core.classify_publication",
        changed_by="no flag: the question's cutoff_date is the point in time it is asked at",
    ),
    Control(
        name="undated",
        count="removed_undated",
        label="undated removed",
        removed="undated",
        decided_by="forecasting_agents.core.classify_publication",
        rederived_by="forecasting_agents.core.classify_publication",
        changed_by="no flag: a backtest shows no page it cannot show predates the cutoff",
    ),
    Control(
        name="leak",
        count="removed_by_leak_check",
        label="flagged as leak",
        removed="by the leak check",
        decided_by="forecasting_agents.search.judge_leak",
        rederived_by="forecasting_agents.search.find_post_cutoff_mentions",
        changed_by="--leak-policy (LEAK_POLICY)",
    ),
    Control(
        name="policy",
        count="removed_by_policy",
        label="removed by policy",
        removed="by the source policy",
        decided_by="forecasting_agents.search.apply_domain_policy",
        rederived_by="forecasting_agents.search.apply_domain_policy",
        changed_by="--allowed-domains any, or a list naming the host (ALLOWED_DOMAINS)",
    ),
)
"""The executor's controls, in the order a result meets them (see :class:`Control`).

The order makes each count mean one thing: date metadata is judged before text, so the leak
count holds only sources whose *date* passed but whose *content* betrays the future, and the
policy count holds only sources that were otherwise admissible, so it measures what the
publisher policy alone cost."""

CONTROL_NAMES: tuple[str, ...] = tuple(control.name for control in CONTROLS)
"""The controls' names, in order: what a decision's ``control`` may be."""

REMOVAL_COUNTS: tuple[str, ...] = tuple(control.count for control in CONTROLS)
"""The counts of what the controls removed from a call's results, in the controls' order, as
:class:`forecasting_agents.search.ToolExecution` and an agent's tool-trace entry hold them."""

DECIDED_BY: Mapping[str, str] = MappingProxyType({c.name: c.decided_by for c in CONTROLS})
"""The library function that decides each control, named in every decision it makes."""

OUTCOMES = ("kept", "beyond_page", "removed")
"""What a decision's ``outcome`` may be (see the module docstring)."""

_BY_NAME = {control.name: control for control in CONTROLS}


def control_named(name: str) -> Control:
    """The control called ``name``; a KeyError names the accepted ones."""
    try:
        return _BY_NAME[name]
    except KeyError:
        raise KeyError(f"no control {name!r}; accepted: {', '.join(CONTROL_NAMES)}") from None


@dataclass(frozen=True)
class DocumentDecision:
    """One returned document and what the executor did with it (see the module docstring)."""

    position: int
    url: str
    title: str
    published: str | None
    outcome: str
    control: str | None
    reason: str
    decided_by: str | None
    leak: tuple[dict[str, Any], ...] = ()
    flags: tuple[str, ...] = ()

    @classmethod
    def kept(
        cls, position: int, result: SearchResult, leak: tuple = (), flags: tuple = ()
    ) -> DocumentDecision:
        return cls(
            position,
            result.url,
            result.title,
            result.published,
            "kept",
            None,
            "passed every control",
            None,
            leak,
            flags,
        )

    @classmethod
    def beyond_page(
        cls, position: int, result: SearchResult, page: int, leak: tuple = (), flags: tuple = ()
    ) -> DocumentDecision:
        """Passed every control, but ``page`` results had been kept before it: not shown."""
        return cls(
            position,
            result.url,
            result.title,
            result.published,
            "beyond_page",
            None,
            f"passed every control; not shown: the page of {page} was full",
            None,
            leak,
            flags,
        )

    @classmethod
    def removed(
        cls,
        position: int,
        result: SearchResult,
        control: str,
        reason: str,
        leak: tuple = (),
        flags: tuple = (),
    ) -> DocumentDecision:
        return cls(
            position,
            result.url,
            result.title,
            result.published,
            "removed",
            control,
            reason,
            control_named(control).decided_by,
            leak,
            flags,
        )

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["leak"], data["flags"] = list(self.leak), list(self.flags)
        return data
