"""How many honest ForecastBench backgrounds each leak policy removes, per round.

A ForecastBench question's ``background`` was written when the question was made, before the
round's forecast due date, so it reports nothing that happened after it: every background should
be kept, and each one a policy removes is a wrong removal (it names a later date as a deadline, a
schedule or a condition). This script reads ForecastBench question sets (``<date>-llm.json``
files of <https://github.com/forecastingresearch/forecastbench-datasets>, CC BY-SA 4.0; Karger et
al., ICLR 2025), takes each round's distinct non-empty backgrounds and judges each under every
policy, as a page titled with its question, published the day before the cutoff, for the question
itself (its text and resolution criteria, so its own dates are the question's).

The cutoff is the round's ``forecast_due_date`` (``--cutoff due``, the default) or each question's
freeze date (``--cutoff freeze``, the importer's cutoff, ten days or so earlier, so more of a
background's dates fall after it).

Usage: python scripts/measure_forecastbench_backgrounds.py ROUND.json [ROUND.json ...]
       [--cutoff due|freeze] [--errors POLICY]
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from forecasting_agents.core import ForecastQuestion, SearchResult
from forecasting_agents.search import LEAK_POLICIES, judge_leak


def _round(path: Path) -> tuple[str, list[Mapping[str, Any]]]:
    """The round's due date and its questions; a clear error for a file that is not a round."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        due = date.fromisoformat(data["forecast_due_date"]).isoformat()
        questions = list(data["questions"])
    except (OSError, ValueError, KeyError, TypeError) as error:
        sys.exit(
            f"{path}: not a ForecastBench question set ({error!r}); expected a JSON object with "
            "'forecast_due_date' (YYYY-MM-DD) and 'questions'"
        )
    return due, questions


def _filled(text: str, due: str, entry: Mapping[str, Any]) -> str:
    """The question's text with the round's placeholders filled, as the importer fills them."""
    dates = entry.get("resolution_dates")
    first = dates[0] if isinstance(dates, list) and dates else due
    return text.replace("{forecast_due_date}", due).replace("{resolution_date}", str(first))


def _cases(
    due: str, questions: Sequence[Mapping[str, Any]], cutoff_kind: str
) -> Iterator[tuple[str, ForecastQuestion, SearchResult]]:
    """(cutoff, question, page) for each distinct non-empty background, first occurrence kept."""
    seen: set[str] = set()
    for entry in questions:
        background = (entry.get("background") or "").strip()
        if not background or background in seen:
            continue
        seen.add(background)
        cutoff = due if cutoff_kind == "due" else str(entry["freeze_datetime"])[:10]
        title = _filled(str(entry["question"]), due, entry)
        criteria = str(entry.get("market_info_resolution_criteria") or "")
        if criteria in ("", "N/A"):
            criteria = str(entry.get("resolution_criteria") or "")
        question = ForecastQuestion(
            question=title, description=_filled(criteria, due, entry), cutoff_date=cutoff
        )
        published = (date.fromisoformat(cutoff) - timedelta(days=1)).isoformat()
        page = SearchResult(
            title=title, url=str(entry.get("url") or ""), snippet=background, published=published
        )
        yield cutoff, question, page


def main(argv: Sequence[str] | None = None) -> int:
    """Print, per round, the distinct backgrounds and how many each policy removes."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rounds", nargs="+", type=Path)
    parser.add_argument("--cutoff", choices=("due", "freeze"), default="due")
    parser.add_argument("--errors", choices=LEAK_POLICIES, help="list what this policy removes")
    args = parser.parse_args(argv)
    print("round        backgrounds  " + "  ".join(f"{p:>15}" for p in LEAK_POLICIES))
    for path in args.rounds:
        due, questions = _round(path)
        removed = dict.fromkeys(LEAK_POLICIES, 0)
        cases = list(_cases(due, questions, args.cutoff))
        for cutoff, question, page in cases:
            for policy in LEAK_POLICIES:
                verdict = judge_leak(page, cutoff, policy=policy, question=question)
                if not verdict.leak:
                    continue
                removed[policy] += 1
                if policy == args.errors:
                    _print_removal(page, verdict)
        counts = "  ".join(f"{removed[p]:>15}" for p in LEAK_POLICIES)
        print(f"{due}   {len(cases):>11}  {counts}")
    return 0


def _print_removal(page: SearchResult, verdict: Any) -> None:
    print(f"  removed: {page.title[:100]}")
    for decision in verdict.decisions:
        if decision.verdict == "leak":
            print(f"    {decision.rule}: {decision.expression!r} in ...{decision.context}...")


if __name__ == "__main__":
    raise SystemExit(main())
