"""How backtest runs ended and what their forecasts cost, one row per run directory.

Reads the question records (``records/<question_id>.json``) of each run directory a
``forecast-agents backtest --out DIR`` wrote, finished or not, and prints one Markdown table row
per directory: agent runs; forecasts (and their share of the runs), abstentions and runs that
ended ``budget_exhausted``; model calls and tokens (prompt + completion, as the provider reported
them) in all and per forecast; repeated queries the harness refused (``duplicate_search`` steps)
and searches the harness chose itself (steps with ``chosen_by: "harness"``). Every figure is
counted from the records; nothing is estimated.

    .venv/bin/python scripts/run_stats.py /tmp/rs-before /tmp/rs-after

Not a test: it reports on runs made elsewhere (against a live model, say).
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

COLUMNS = (
    "run directory",
    "on_repeat",
    "agent runs",
    "forecast",
    "abstained",
    "budget_exhausted",
    "model calls",
    "tokens",
    "calls per forecast",
    "tokens per forecast",
    "repeats refused",
    "harness searches",
)


def directory_stats(root: Path) -> dict[str, Any]:
    """The figures of one run directory, counted from its question records."""
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    # A run made before the setting, or with on_repeat="refuse", records none (BacktestSettings).
    on_repeat = manifest["run"]["settings"].get("on_repeat", "refuse")
    status: Counter[str] = Counter()
    steps: Counter[str] = Counter()
    calls = tokens = 0
    for path in sorted((root / "records").glob("*.json")):
        record = json.loads(path.read_text(encoding="utf-8"))
        calls += len(record["llm_calls"])
        for run in record["runs"]:
            artifact = run["artifact"]
            status[artifact["status"]] += 1
            usage = artifact["token_usage"]
            tokens += usage["prompt_tokens"] + usage["completion_tokens"]
            for step in artifact["traces"]:
                steps[step["action"]] += 1
                steps["harness"] += step.get("chosen_by") == "harness"
    forecasts = status["forecast"]
    runs = sum(status.values())
    return {
        "run directory": str(root),
        "on_repeat": on_repeat,
        "agent runs": runs,
        "forecast": f"{forecasts} ({forecasts / runs:.0%})" if runs else "0",
        "abstained": status["abstained"],
        "budget_exhausted": status["budget_exhausted"],
        "model calls": calls,
        "tokens": tokens,
        "calls per forecast": f"{calls / forecasts:.1f}" if forecasts else "no forecast",
        "tokens per forecast": f"{tokens / forecasts:,.0f}" if forecasts else "no forecast",
        "repeats refused": steps["duplicate_search"],
        "harness searches": steps["harness"],
    }


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__, file=sys.stderr)
        return 2
    missing = [a for a in argv if not (Path(a) / "manifest.json").is_file()]
    if missing:
        print(f"not a backtest run directory (no manifest.json): {missing}", file=sys.stderr)
        return 2
    rows = [directory_stats(Path(a)) for a in argv]
    print("| " + " | ".join(COLUMNS) + " |")
    print("|" + "---|" * len(COLUMNS))
    for row in rows:
        print("| " + " | ".join(str(row[c]) for c in COLUMNS) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
