"""The report's answers: one row per question, with its outcome and every forecast made for it.

The page leads with this table (question, category, cutoff, outcome, market price, each agent's
forecast or how its run ended, the panel, the calibrated and blended panel, the panel's Brier
score), and each row links to the runs behind it. :func:`mark_runs` also gives each run its
question's outcome, and marks in each run's search tables the documents its forecast cited.

Conventions
-----------
- Outcomes, categories, dates, market prices and the panel's aggregates are the runner's question
  rows (:func:`forecasting_agents.report._backtest.scored_rows`), never recomputed. A question the
  rows do not cover (a single run, or a walkthrough run beside a backtest) takes its outcome and
  dates from the trace's ``question`` when that is the question, and its panel from
  :func:`forecasting_agents.evaluation.aggregate_forecasts` on its runs, marked as computed here.
- A question's text is the one its runs were asked: the ``QUESTION:`` line of a run's first prompt
  (:data:`forecasting_agents.agent._prompts.QUESTION_PREFIX`), or the trace's ``question``.
- The Brier score of a row is the panel's (its mean) against the outcome, by
  :func:`forecasting_agents.evaluation.brier_score`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from forecasting_agents.agent._prompts import question_in_prompt
from forecasting_agents.evaluation._scoring import aggregate_forecasts, brier_score
from forecasting_agents.record._trace import RunTrace

__all__ = [
    "answers_view",
    "mark_runs",
    "outcome_word",
]


def outcome_word(outcome: float | None) -> str:
    """YES, NO, or open (not resolved, or not recorded) for an outcome."""
    if outcome is None:
        return "open"
    return "YES" if outcome >= 0.5 else "NO"


def answers_view(
    run: RunTrace, runs: Sequence[Mapping[str, Any]], rows: Sequence[Mapping[str, Any]] | None
) -> dict[str, Any]:
    """The per-question table: its agent columns and one row per question, in the rows' order
    (then any question only the runs name, in the order they ran)."""
    by_question: dict[str, list[int]] = {}
    for index, entry in enumerate(runs):
        by_question.setdefault(str(entry["question"]), []).append(index)
    given = {str(r["question_id"]): r for r in rows or ()}
    order = list(given) + [q for q in by_question if q not in given]
    agents = list(dict.fromkeys(str(entry["agent"]) for entry in runs))
    artifacts: list[Any] = []  # read only for a question the rows do not cover
    table = []
    for qid in order:
        members = by_question.get(qid, [])
        row = given.get(qid)
        if row is None:
            artifacts = artifacts or run.agent_artifacts()
            row = _row_from_trace(run, qid, [artifacts[i] for i in members])
        table.append(_answer(qid, row, [runs[i] for i in members], _text(run, qid, runs, members)))
    has = {key: any(r[key] is not None for r in table) for key in ("market", "calibrated", "blend")}
    return {"agents": agents, "rows": table, "columns": has, "scored_rows": rows is not None}


def _answer(
    qid: str, row: Mapping[str, Any], members: Sequence[Mapping[str, Any]], text: str
) -> dict[str, Any]:
    cells: dict[str, dict[str, Any]] = {}
    for entry in members:
        cells.setdefault(
            str(entry["agent"]), {"p": entry["p_yes"], "status": entry["status"], "n": entry["n"]}
        )
    outcome, panel = row.get("outcome"), row.get("panel_mean")
    return {
        "id": qid,
        "text": text,
        "category": row.get("category"),
        "cutoff": row.get("cutoff_date"),
        "outcome": outcome,
        "outcome_word": outcome_word(outcome),
        "scored": bool(row.get("scored")),
        "note": row.get("note"),
        "market": row.get("market_price"),
        "cells": cells,
        "panel": panel,
        "panel_computed": bool(row.get("computed")),
        "calibrated": row.get("calibrated"),
        "blend": row.get("blend"),
        "brier": brier_score(panel, outcome) if panel is not None and outcome is not None else None,
        "runs": [entry["n"] for entry in members],
    }


def _row_from_trace(run: RunTrace, qid: str, artifacts: Sequence[Any]) -> dict[str, Any]:
    """What the trace itself says of a question the runner's rows do not cover."""
    lead = run.question if run.question.get("question_id") == qid else {}
    mean = aggregate_forecasts(list(artifacts)).mean if artifacts else None
    categories = run.params.get("categories")
    return {
        "category": categories.get(qid) if isinstance(categories, Mapping) else None,
        "cutoff_date": lead.get("cutoff_date"),
        "outcome": lead.get("resolved_outcome"),
        "market_price": lead.get("current_market_price"),
        "panel_mean": mean,
        "computed": mean is not None,
    }


def _text(run: RunTrace, qid: str, runs: Sequence[Mapping[str, Any]], members: list[int]) -> str:
    """The question as its runs were asked it, else the trace's own question if it is this."""
    for index in members:
        steps = runs[index]["steps"]
        llm = steps[0].get("llm") if steps else None
        prompt = llm.get("prompt") if llm else None
        if prompt and prompt.get("kind") == "full":
            for message in prompt["messages"]:
                found = (
                    question_in_prompt(message["content"]) if message["role"] == "user" else None
                )
                if found:
                    return found
    if run.question.get("question_id") == qid:
        return str(run.question.get("question") or "")
    return ""


def mark_runs(run: RunTrace, runs: Sequence[dict[str, Any]], answers: Mapping[str, Any]) -> None:
    """Give each run its question's outcome, and mark the documents its forecast cited."""
    outcomes = {row["id"]: row for row in answers["rows"]}
    for entry, agent in zip(runs, run.agents, strict=True):
        row = outcomes.get(str(entry["question"]))
        entry["outcome"] = row["outcome_word"] if row else "open"
        cited = agent.get("cited") if isinstance(agent.get("cited"), list) else []
        # A cited document is one the run kept, under the id the model was shown.
        ids = {str(c.get("id")) for c in cited if isinstance(c, Mapping) and c.get("id")}
        entry["n_cited"] = len(ids)
        for step in entry["steps"]:
            for doc in (step.get("search") or {}).get("docs", ()):
                doc["cited"] = bool(doc.get("id")) and str(doc.get("id")) in ids
