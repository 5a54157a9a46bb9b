"""Build the `blind5` part of the leak set: blind5/questions.jsonl and blind5/documents.jsonl.

Source and license. The questions are taken from ForecastBench question sets of 2026
(``datasets/question_sets/<date>-llm.json``) and their outcomes from the matching resolution
sets (``datasets/resolution_sets/<date>_resolution_set.json``) of the public ForecastBench
datasets (https://github.com/forecastingresearch/forecastbench-datasets), by the Forecasting
Research Institute, distributed under the Creative Commons Attribution-ShareAlike 4.0
International license (CC BY-SA 4.0, https://creativecommons.org/licenses/by-sa/4.0/). Cite:
Karger et al., "ForecastBench: A Dynamic Benchmark of AI Forecasting Capabilities", ICLR 2025.
The two files in ``blind5/`` are an adaptation of that material and are distributed under the
same license, whatever the license of the rest of the repository. Changes: a selection of 36
market questions (sources polymarket, manifold, metaculus and infer) that the resolution sets
resolve to 0 or 1; the question text kept, the description made of the resolution criteria
(plus the market's own criteria or the first lines of its background when the criteria only
point to the market), markup removed; a cutoff chosen 7 to 42 days before the resolution date
and on or after the round's freeze date; the category set to the ForecastBench source; and
documents written for this set added. The ``forecastbench-background`` and
``forecastbench-criteria`` keeps quote, word for word after markup removal, an excerpt of the
question's own background or resolution criteria.

The other documents (in ``_blind5_texts.py``) were written blind: by a writer who had not read
the leak check's rules, its tests or any measurement of it. They imitate outcome reports (wire
and sports news, live blogs, market-resolution notices, forum posts, follow-up articles,
encyclopedic summaries) and keeps (previews, calendars, trackers, odds, explainers,
conditionals). Outcomes are the resolution sets'; dates of events are the scheduled ones or the
resolution date; the wording is invented and the figures are not checked data. The split is
computed from the question id, never chosen. Run:

    .venv/bin/python tests/data/leak_set/build_blind5.py
"""

from __future__ import annotations

from _blind5_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind5", "lh-", "https://blind5.example.com/leak-set-blind5")


if __name__ == "__main__":
    build(PART, QUESTIONS)
