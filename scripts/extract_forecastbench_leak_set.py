"""Write the ForecastBench leak-check extract (tests/data/leak_forecastbench) from one round.

ForecastBench (Forecasting Research Institute, CC BY-SA 4.0; Karger et al., ICLR 2025) publishes
each round as a question set and a resolution set. A market question's background and resolution
criteria name its own deadline ("... by December 31, 2025, 11:59 PM ET"), a date after the
round's freeze date: a leak check that reads any post-cutoff date as a leak removes the question's
own description. This script turns a few such questions into the project's formats, so the tests
can show what each leak policy does with real text:

- a question per market question: ``cutoff_date`` is the freeze date, ``resolution_date`` the
  market's close date, ``description`` its resolution criteria, ``outcome`` the resolution when it
  is 0 or 1 (else null), ``market_price`` the market's value at the freeze;
- a document per question, published the day before the freeze: its title is the question, its
  text the background and the resolution criteria.

Selection, in this order: market sources only (:data:`SOURCES`); the market closes after the
freeze; the document names a date on or after the freeze within :data:`DEADLINE_SLACK_DAYS` of the
close date (its own deadline); the document is at most :data:`MAX_TEXT_CHARS` long (a small
extract); then the first :data:`PER_SOURCE` per source in id order. Nothing is chosen by how a
policy judges it.

Usage: python scripts/extract_forecastbench_leak_set.py ROUND_DIR [--out DIR]
(ROUND_DIR holds ``<date>-llm.json`` and ``<date>_resolution_set.json``.)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from datetime import date, timedelta
from pathlib import Path
from typing import Any

from forecasting_agents.core import write_jsonl
from forecasting_agents.search import date_mentions

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "tests" / "data" / "leak_forecastbench"

SOURCES = ("infer", "manifold", "metaculus", "polymarket")
"""ForecastBench's market sources (its dataset sources resolve on several dates)."""
PER_SOURCE = 8
MAX_TEXT_CHARS = 2500
DEADLINE_SLACK_DAYS = 2
"""A close time in UTC may fall on the day after the deadline written in US time."""
ID_CHARS = 12
"""Characters of a ForecastBench id kept in the project's id (polymarket ids are 66 long)."""


def _criteria(question: Mapping[str, Any]) -> str:
    """The market's own resolution criteria where ForecastBench has them, else its pointer."""
    market = question.get("market_info_resolution_criteria") or ""
    return market if market and market != "N/A" else question["resolution_criteria"]


def _document_text(question: Mapping[str, Any]) -> str:
    return "\n\n".join(part for part in (question["background"], _criteria(question)) if part)


def _names_its_deadline(text: str, freeze: date, close: date) -> bool:
    slack = timedelta(days=DEADLINE_SLACK_DAYS)
    return any(m.last >= freeze and abs(m.last - close) <= slack for m in date_mentions(text))


def _outcome(resolution: Mapping[str, Any] | None) -> int | None:
    if not resolution or not resolution.get("resolved"):
        return None
    value = resolution.get("resolved_to")
    return int(value) if value in (0, 1) else None


def _selected(questions: Sequence[Mapping[str, Any]], freeze: date) -> Iterator[Mapping[str, Any]]:
    taken: dict[str, int] = {}
    for question in sorted(questions, key=lambda q: (q["source"], q["id"])):
        source = question["source"]
        if source not in SOURCES or taken.get(source, 0) >= PER_SOURCE:
            continue
        close = date.fromisoformat(question["market_info_close_datetime"][:10])
        text = _document_text(question)
        if close <= freeze or len(text) > MAX_TEXT_CHARS:
            continue
        if _names_its_deadline(text, freeze, close):
            taken[source] = taken.get(source, 0) + 1
            yield question


def _records(
    question: Mapping[str, Any], freeze: date, resolution: Mapping[str, Any] | None
) -> tuple[dict[str, Any], dict[str, Any]]:
    qid = f"fb-{question['source']}-{question['id'][:ID_CHARS]}"
    record = {
        "id": qid,
        "question": question["question"].strip(),
        "description": _criteria(question),
        "cutoff_date": freeze.isoformat(),
        "resolution_date": question["market_info_close_datetime"][:10],
        "outcome": _outcome(resolution),
        "market_price": round(float(question["freeze_datetime_value"]), 4),
        "category": question["source"],
        "forecastbench_id": question["id"],
        "url": question["url"],
    }
    document = {
        "id": f"{qid}-d01",
        "question_id": qid,
        "kind": "reporting",
        "title": question["question"].strip(),
        "url": question["url"],
        "published": (freeze - timedelta(days=1)).isoformat(),
        "text": _document_text(question),
    }
    return record, document


def extract(round_dir: Path, out_dir: Path = OUT_DIR) -> int:
    """Write questions.jsonl and documents.jsonl into ``out_dir``; return the count."""
    (question_file,) = round_dir.glob("*-llm.json")
    (resolution_file,) = round_dir.glob("*_resolution_set.json")
    data = json.loads(question_file.read_text(encoding="utf-8"))
    resolutions = json.loads(resolution_file.read_text(encoding="utf-8"))["resolutions"]
    by_id = {r["id"]: r for r in resolutions}
    freeze = date.fromisoformat(data["questions"][0]["freeze_datetime"][:10])
    pairs = [_records(q, freeze, by_id.get(q["id"])) for q in _selected(data["questions"], freeze)]
    out_dir.mkdir(parents=True, exist_ok=True)
    write_jsonl(out_dir / "questions.jsonl", [q for q, _ in pairs])
    write_jsonl(out_dir / "documents.jsonl", [d for _, d in pairs])
    return len(pairs)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("round_dir", type=Path, help="the folder holding one ForecastBench round")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="where to write the extract")
    args = parser.parse_args(argv)
    count = extract(args.round_dir, args.out)
    print(f"wrote {count} questions and documents to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
