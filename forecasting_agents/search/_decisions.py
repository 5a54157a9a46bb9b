"""What the executor decided about each document a search returned, recorded where it decided.

Every result a client returns meets the executor's controls in a fixed order (cutoff re-check,
undated removal, leak check, source policy). :class:`DocumentDecision` is the one record of what
happened to it: kept or removed, by which control, why in words, which library function decided,
the leak check's judgement of each date it mentions, and any injection flags. The research agent
copies these into its record and the audit report reads them; nothing re-derives a verdict
afterwards, so the report shows the decision the run acted on, not a guess at it.

Conventions
-----------
- ``control`` is one of :data:`CONTROLS` or None (kept); ``decided_by`` names the function in
  :data:`DECIDED_BY`.
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
    "DECIDED_BY",
    "DocumentDecision",
]

CONTROLS = ("cutoff", "undated", "leak", "policy")
"""The executor's controls, in the order a result meets them."""

DECIDED_BY: Mapping[str, str] = MappingProxyType(
    {
        "cutoff": "forecasting_agents.core.classify_publication",
        "undated": "forecasting_agents.core.classify_publication",
        "leak": "forecasting_agents.search.judge_leak",
        "policy": "forecasting_agents.search.apply_domain_policy",
    }
)
"""The library function that decides each control, named in every decision it makes."""


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
            DECIDED_BY[control],
            leak,
            flags,
        )

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data["leak"], data["flags"] = list(self.leak), list(self.flags)
        return data
