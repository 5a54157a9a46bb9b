"""Write the small ForecastBench extract the tests import (tests/data/forecastbench/).

Usage: ``.venv/bin/python scripts/forecastbench_extract.py ROUND_DIR [OUT_DIR]``, where ROUND_DIR
holds ``2025-10-26-llm.json`` and ``2025-10-26_resolution_set.json`` from the public ForecastBench
datasets (Forecasting Research Institute, CC BY-SA 4.0). It keeps the questions listed in
:data:`KEEP`, in that order, and every resolution of them, then applies the edits in :data:`EDITS`
so the extract also holds the cases the real round lacks (a resolution to 0.5 or 0.01, a market
freeze value that is no probability, a malformed freeze date, an unknown source, resolution dates
written as the text of a list). Each edited entry says so in an ``extract_edit`` field. Running it
again on the same round writes the same bytes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROUND = "2025-10-26"
QUESTION_SET = f"{ROUND}-llm.json"
RESOLUTION_SET = f"{ROUND}_resolution_set.json"
OUT_DIR = Path(__file__).resolve().parents[1] / "tests" / "data" / "forecastbench"
OUT_QUESTIONS = f"{ROUND}-llm.extract.json"
OUT_RESOLUTIONS = f"{ROUND}_resolution_set.extract.json"

KEEP: tuple[tuple[str, str], ...] = (
    ("manifold", "K8qazyZJ3tXyuLlzkkyk"),  # resolved yes; empty background
    ("manifold", "yTCCaTUbAtJWWFo1dGzD"),  # resolved no
    ("manifold", "YDHR6tZPck2B5Z406tph"),  # open: the resolution set says not resolved
    ("manifold", "hkmwaaZrisxgrs5Q3zGz"),  # open: not in the resolution set
    ("manifold", "tIylsIZu95"),  # edited: resolved to 0.01
    ("metaculus", "39771"),  # resolved yes
    ("metaculus", "2937"),  # resolved no
    ("metaculus", "7994"),  # open
    ("metaculus", "13467"),  # edited: resolved to 0.5
    ("metaculus", "8505"),  # edited: freeze_datetime "N/A"
    ("polymarket", "0xc5e382cc0cda0a640c8687ed85e8182e006dfcc7ba3a6fa6c68d53e5782f5320"),  # yes
    ("polymarket", "0x3e6cb7ad03e2687d0befe8706bb9ac276b3d74c0a8c7e02bf3c6b796e25601c0"),  # no
    ("polymarket", "0x3265b10daeb30dbcc3214bd02e488551d0a5d3028392f4152e4750b943fbfc91"),  # open
    ("polymarket", "0x1672bfe7ef6d85a4ecffa9faf1149ef1a1661dd919598ab46b04a6ae0a4ffab4"),  # edited
    ("infer", "1560"),  # resolved no
    ("infer", "1401"),  # open: not in the resolution set
    ("acled", "24f48970b33655db3ef398f3f7e2b1312ff8f6a15ee8215caedefc18968d77ee"),
    ("dbnomics", "meteofrance_TEMPERATURE_celsius.07335.D"),  # three of eight dates resolved
    ("fred", "EXPINF2YR"),  # seven resolution dates
    ("fred", "DAAA"),  # edited: resolution_dates as the text of a list
    ("wikipedia", "14b53bc593c52fa6616a9d0b81b58de35be6d1361196c29778ba80a1b04f1f63"),
    ("wikipedia", "7233fa748a364e7e93f1899c23ff71571fb3e78b55a1bd951648209211af3cc7"),
    ("yfinance", "URI"),  # edited: its 2025-11-02 resolution is 0.5
    ("yfinance", "ANSS"),  # not in the resolution set (delisted)
    ("yfinance", "CVS"),  # edited: source renamed to one ForecastBench does not have
)

EDITS: tuple[tuple[str, str, str | None, str, Any], ...] = (
    # (entry list, source, id; for a resolution also its date, field, new value)
    ("resolutions", "manifold:tIylsIZu95", None, "resolved_to", 0.01),
    ("resolutions", "metaculus:13467", None, "resolved_to", 0.5),
    ("questions", "metaculus:8505", None, "freeze_datetime", "N/A"),
    (
        "questions",
        "polymarket:0x1672bfe7ef6d85a4ecffa9faf1149ef1a1661dd919598ab46b04a6ae0a4ffab4",
        None,
        "freeze_datetime_value",
        "1.7",
    ),
    ("questions", "fred:DAAA", None, "resolution_dates", "as text"),
    ("resolutions", "yfinance:URI", "2025-11-02", "resolved_to", 0.5),
    ("questions", "yfinance:CVS", None, "source", "kalshi"),
)


def _edit(entries: list[dict[str, Any]], key: str, day: str | None, name: str, value: Any) -> None:
    source, _, entry_id = key.partition(":")
    for entry in entries:
        if (entry["source"], entry["id"]) != (source, entry_id):
            continue
        if day is not None and entry.get("resolution_date") != day:
            continue
        before = entry[name]
        entry[name] = str(before) if value == "as text" else value
        entry["extract_edit"] = f"{name} was {before!r} in the published round"
        return
    raise SystemExit(f"no entry {key} {day or ''} to edit")


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    round_dir = Path(argv[1])
    out = Path(argv[2]) if len(argv) == 3 else OUT_DIR
    questions = json.loads((round_dir / QUESTION_SET).read_text(encoding="utf-8"))
    resolutions = json.loads((round_dir / RESOLUTION_SET).read_text(encoding="utf-8"))
    by_key = {(q["source"], q["id"]): q for q in questions["questions"]}
    questions["questions"] = [by_key[key] for key in KEEP]
    resolutions["resolutions"] = [
        r for r in resolutions["resolutions"] if (r["source"], r["id"]) in set(KEEP)
    ]
    for where, key, day, name, value in EDITS:
        _edit((questions if where == "questions" else resolutions)[where], key, day, name, value)
    out.mkdir(parents=True, exist_ok=True)
    for name, data in ((OUT_QUESTIONS, questions), (OUT_RESOLUTIONS, resolutions)):
        text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
        (out / name).write_text(text, encoding="utf-8")
    n_q, n_r = len(questions["questions"]), len(resolutions["resolutions"])
    print(f"wrote {n_q} questions and {n_r} resolutions to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
