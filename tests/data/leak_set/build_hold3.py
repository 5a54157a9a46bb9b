"""Build the `hold3` part of the leak set: hold3/questions.jsonl and hold3/documents.jsonl.

Its questions are real market
questions (Polymarket, Manifold, Metaculus, INFER) of the ForecastBench rounds 2026-05-24 to
2026-08-02, resolved to 0 or 1 by the resolution sets of the same rounds. The texts (in
`_hold3_texts.py`) were written blind, by a writer who had not read the leak check's rules, its
tests or any measurement of it: outcome reports, market-resolution notices and follow-ups
(leaks), previews, trackers, schedules, explainers, conditionals and passages quoted word for
word from each question's ForecastBench background or resolution criteria (keeps). Outcomes are
stated only as far as the resolution sets support them; an outcome whose day the writer did
not know is dated by the resolution date. The split is computed from the question id, never
chosen. Written blind as a held-out part; measured once, on all its documents, with the rules of
main 33534c4 (2026-12-02), before any rule saw it, then moved into the leak set.

Source and license: the question texts, descriptions and quoted passages are adapted from the
ForecastBench datasets (<https://github.com/forecastingresearch/forecastbench-datasets>,
`datasets/question_sets/` and `datasets/resolution_sets/`), by the Forecasting Research
Institute, distributed under the Creative Commons Attribution-ShareAlike 4.0 International
license (CC BY-SA 4.0, <https://creativecommons.org/licenses/by-sa/4.0/>). Cite: Karger et al.,
"ForecastBench: A Dynamic Benchmark of AI Forecasting Capabilities", ICLR 2025. The two files of
this part (`hold3/questions.jsonl`, `hold3/documents.jsonl`) and `_hold3_texts.py` are an
adaptation of that material and are distributed under CC BY-SA 4.0, whatever the license of the
rest of the repository. Run:

    .venv/bin/python tests/data/leak_set/build_hold3.py
"""

from __future__ import annotations

from _hold3_texts import QUESTIONS
from _part_builder import Part, build

PART = Part("hold3", "lr-", "https://hold3.example.com/leak-set-hold3")


if __name__ == "__main__":
    build(PART, QUESTIONS)
