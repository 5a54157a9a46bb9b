"""Fresh probe texts for the ``prospective`` leak policy, written apart from the leak set.

``tests/data/leak_probes/probes.jsonl`` holds 100 texts written for this check (cutoff
2025-01-15): 50 leaks in styles the leak set's dev split does not use much (passives, fronted
dates, live-blog stamps, quotes, participles set off by commas, mixed past and future sentences,
result lines) and 50 honest previews, schedules, criteria and conditions. Each has its reason
(``why``). They are regression tests: every leak must be removed except those named in
:data:`KNOWN_MISSED`, and every keep kept except those named in :data:`KNOWN_OVER_REMOVED`; the
test names its known errors so that a change in either direction shows.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.search._leaks import judge_leak

PROBES = Path(__file__).parent / "data" / "leak_probes" / "probes.jsonl"
CUTOFF = "2025-01-15"

KNOWN_OVER_REMOVED: dict[str, str] = {}
"""Keep probes the policy removes: costs to recall's benefit, named so a change shows."""

KNOWN_MISSED = {
    "p-l45": "'Arsenal face ... on April 8, 2025 and Rice scored twice': a past beyond 'and' is"
    " read as its own claim, so the timetable present keeps the date",
}
"""Leak probes the policy keeps, named so a fix shows."""


def _probes() -> list[dict[str, str]]:
    return [json.loads(line) for line in PROBES.read_text(encoding="utf-8").splitlines()]


def _removed(probe: dict[str, str]) -> bool:
    result = SearchResult(
        title=probe["title"], url="https://example.com/p", snippet=probe["snippet"]
    )
    return judge_leak(result, CUTOFF, policy="prospective").leak


def test_the_probes_are_balanced_labelled_and_unique():
    probes = _probes()
    assert len(probes) >= 80
    assert len({p["id"] for p in probes}) == len(probes)
    labels = [p["expected"] for p in probes]
    assert labels.count("leak") == labels.count("keep")
    assert all(p["why"] and p["style"] for p in probes)
    assert set(KNOWN_OVER_REMOVED) <= {p["id"] for p in probes if p["expected"] == "keep"}
    assert set(KNOWN_MISSED) <= {p["id"] for p in probes if p["expected"] == "leak"}


@pytest.mark.parametrize("probe", _probes(), ids=lambda p: p["id"])
def test_each_probe_gets_its_label(probe):
    removed = _removed(probe)
    if probe["id"] in KNOWN_MISSED:
        assert not removed, f"{probe['id']} is removed now: drop it from KNOWN_MISSED"
    elif probe["expected"] == "leak":
        assert removed, (probe["snippet"], probe["why"])
    elif probe["id"] in KNOWN_OVER_REMOVED:
        assert removed, f"{probe['id']} is kept now: drop it from KNOWN_OVER_REMOVED"
    else:
        assert not removed, (probe["snippet"], probe["why"])
