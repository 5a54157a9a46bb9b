"""Build the `blind9` part of the leak set: blind9/questions.jsonl and blind9/documents.jsonl.

The questions are real ForecastBench questions of the 2025 rounds 2025-11-09, 2025-11-23,
2025-12-07 and 2025-12-21 (market questions from Polymarket, Manifold, Metaculus and INFER, and
dataset questions from FRED, yfinance, DBnomics, Wikipedia and ACLED), each resolved to 0 or 1 by
its round's resolution set; their text, resolution criteria (as the description) and outcome are
copied into `_blind9_texts.py` from the round, the cutoff was chosen (7 to 42 days before the
resolution date, on or after the round's freeze date). The documents (in `_blind9_texts.py`) were
written blind, by a writer who had not read the leak check's rules, its tests or any measurement
of it: outcome reports (news items, market-resolution notices, data-release write-ups, forum
posts) and previews, trackers, data calendars and conditionals. About a third of the questions
also carry a keep that quotes word for word an excerpt of the question's own background,
resolution criteria or freeze-value explanation (styles `forecastbench-background`,
`forecastbench-criteria`, `forecastbench-freeze`). Outcomes are those of the resolution sets; a
dataset question's documents state only the direction the resolution set gives. The other wording
is invented and figures are from memory, not checked data. The split is computed from the
question id, never chosen.

Source and license: derived from `datasets/question_sets/<round>-llm.json` and
`datasets/resolution_sets/<round>_resolution_set.json` of the public ForecastBench datasets
(https://github.com/forecastingresearch/forecastbench-datasets), by the Forecasting Research
Institute, distributed under the Creative Commons Attribution-ShareAlike 4.0 International license
(CC BY-SA 4.0, https://creativecommons.org/licenses/by-sa/4.0/). Cite: Karger et al.,
"ForecastBench: A Dynamic Benchmark of AI Forecasting Capabilities", ICLR 2025. The two files in
`blind9/` (and the question texts and excerpts in `_blind9_texts.py`) are an adaptation of that
material and are distributed under the same license, whatever the license of the rest of the
repository. Changes: a selection of questions, with `{resolution_date}` and `{forecast_due_date}`
filled, converted to this project's formats; excerpts of their text with markdown emphasis
removed; documents written for this set added. Run:

    .venv/bin/python tests/data/leak_set/build_blind9.py
"""

from __future__ import annotations

from _blind9_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("blind9", "lm-", "https://blind9.example.com/leak-set-blind9")


if __name__ == "__main__":
    build(PART, QUESTIONS)
