"""The live question sources by name: what the ``questions`` command may read from.

Each entry is a :class:`~forecasting_agents.sources._markets.QuestionSource` declared beside its
client; this module only collects them, in the order the command lists them, so adding a source
means writing its module and one line here.
"""

from __future__ import annotations

from forecasting_agents.sources._kalshi import KALSHI_SOURCE
from forecasting_agents.sources._manifold import MANIFOLD_SOURCE
from forecasting_agents.sources._markets import QuestionSource
from forecasting_agents.sources._metaculus import METACULUS_SOURCE
from forecasting_agents.sources._polymarket import POLYMARKET_SOURCE

__all__ = [
    "QUESTION_SOURCES",
]


QUESTION_SOURCES: dict[str, QuestionSource] = {
    source.name: source
    for source in (POLYMARKET_SOURCE, METACULUS_SOURCE, MANIFOLD_SOURCE, KALSHI_SOURCE)
}
"""Source name -> its entry; every name is also a ``kind="market"`` entry of the catalog."""
