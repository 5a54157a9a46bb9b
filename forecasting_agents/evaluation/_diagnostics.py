"""Why a Brier score is what it is: Murphy's decomposition, and the scores by category.

:func:`brier_decomposition` splits a forecaster's Brier score into reliability (how far each
probability bin's mean forecast is from how often it came true: lower is better), resolution (how
far the bins' outcome rates are from the overall rate: higher is better) and uncertainty (the
overall rate's variance, which no forecaster changes), as Murphy (1973) did:
``Brier = reliability - resolution + uncertainty``. The identity is exact when every forecast in a
bin equals the bin's mean; otherwise the forecasts' spread within their bins leaves a small
remainder, reported as ``within_bin`` so that the parts always add up to the score shown.
:func:`category_scores` is each forecaster's mean Brier score within each question category.

The bins are :func:`forecasting_agents.evaluation.reliability_table`'s (equal width, the last one
closed), so the diagram and the decomposition describe the same groups. The audit report
(:mod:`forecasting_agents.report`) shows both.
"""

from __future__ import annotations

import statistics
from collections.abc import Mapping, Sequence
from typing import Any

from forecasting_agents.evaluation._scoring import brier_score

__all__ = [
    "DECOMPOSITION_BINS",
    "bin_of",
    "brier_decomposition",
    "category_scores",
]

DECOMPOSITION_BINS = 10
"""Equal-width probability bins of the decomposition and the report's reliability diagrams."""


def bin_of(p: float, bins: int = DECOMPOSITION_BINS) -> int:
    """The bin of probability ``p``: ``[k/bins, (k+1)/bins)``, the last one closed at 1."""
    return min(int(p * bins), bins - 1)


def brier_decomposition(
    forecasts: Mapping[str, float],
    outcomes: Mapping[str, float],
    bins: int = DECOMPOSITION_BINS,
) -> dict[str, Any]:
    """Murphy's decomposition of the Brier score of ``forecasts`` (joined to ``outcomes`` by id).

    Returns ``n``, ``brier``, ``reliability``, ``resolution``, ``uncertainty`` and
    ``within_bin`` (``brier - (reliability - resolution + uncertainty)``: zero when each bin's
    forecasts are equal). Raises ``KeyError`` naming a forecast with no outcome, and
    ``ValueError`` when there is no forecast.
    """
    if not forecasts:
        raise ValueError("brier_decomposition: no forecasts to decompose")
    missing = [q for q in forecasts if q not in outcomes]
    if missing:
        raise KeyError(f"brier_decomposition: no outcome for {missing[:5]}")
    groups: dict[int, list[str]] = {}
    for qid, p in forecasts.items():
        groups.setdefault(bin_of(p, bins), []).append(qid)
    n = len(forecasts)
    base = statistics.fmean(outcomes[q] for q in forecasts)
    reliability = resolution = 0.0
    for members in groups.values():
        mean_forecast = statistics.fmean(forecasts[q] for q in members)
        observed = statistics.fmean(outcomes[q] for q in members)
        reliability += len(members) * (mean_forecast - observed) ** 2
        resolution += len(members) * (observed - base) ** 2
    brier = statistics.fmean(brier_score(p, outcomes[q]) for q, p in forecasts.items())
    reliability, resolution, uncertainty = reliability / n, resolution / n, base * (1 - base)
    return {
        "n": n,
        "brier": brier,
        "reliability": reliability,
        "resolution": resolution,
        "uncertainty": uncertainty,
        "within_bin": brier - (reliability - resolution + uncertainty),
    }


def category_scores(
    rows: Sequence[Mapping[str, Any]], columns: Mapping[str, str]
) -> list[dict[str, Any]]:
    """Per question category, each forecaster's mean Brier score on its answered questions.

    ``rows`` are :func:`forecasting_agents.evaluation._tables.question_rows` (or a trace's scorecard
    rows); only scored rows where the panel committed count, as in the score table's
    ``answered`` subset. ``columns`` maps a row field to the name shown (``{"panel_mean":
    "panel (mean)"}``). Each result has ``category``, ``n`` and ``brier``: name -> score (None
    where that forecaster gave no forecast in the category).
    """
    answered = [r for r in rows if r.get("scored") and r.get("panel_mean") is not None]
    by_category: dict[str, list[Mapping[str, Any]]] = {}
    for row in answered:
        by_category.setdefault(str(row.get("category") or "none"), []).append(row)
    results = []
    for category in sorted(by_category):
        members = by_category[category]
        scores: dict[str, float | None] = {}
        for column, name in columns.items():
            given = [r for r in members if r.get(column) is not None]
            scores[name] = (
                statistics.fmean(brier_score(r[column], r["outcome"]) for r in given)
                if given
                else None
            )
        results.append({"category": category, "n": len(members), "brier": scores})
    return results
