"""Evaluation: scoring, calibration, and the resumable backtest runner and its run directory.

This face exports what a reader of notebook 04, a script or a user of the command reaches for:
:func:`run_backtest` with its inputs, settings and result, the research mock, the run directory
and the errors and stops a run can end with, the coverage check, the scores, the intervals and
the calibration, the diagnostics, and the ForecastBench export. Everything else (the fitted
constants, the tables, the record digests, the progress lines) is imported from the module that
defines it, as the package itself does: ``forecasting_agents.evaluation._scoring`` and so on.
Modules:

- ``_scoring``: aggregation, Brier and log scores, intervals, baselines and calibration.
- ``_diagnostics``: Murphy's decomposition of a Brier score, and the scores by category.
- ``_backtest``: :func:`run_backtest`, a panel per question, scored against baselines.
- ``_mock``: :class:`BacktestMockLLMClient`, the research mock behind ``--provider mock``.
- ``_progress``: the runner's progress lines (a start line, one per question, a ticker counting
  model calls, and the estimate of time left from the rate at which agent runs finish).
- ``_settings``: :class:`BacktestSettings`, what shapes a run's records, and its limits.
- ``_cost``: what a run will cost (``backtest --dry-run``) and :class:`CostCap`, the cap of
  ``--max-cost``, which stops a run with :class:`CostCapReached`, resumably.
- ``_stopping``: how a run stops (the guard on each agent's model client, which also counts its
  calls for the progress lines, and a wait for finished agent runs that Ctrl-C interrupts at once).
- ``_feasibility``: :func:`check_coverage_feasibility`, whether each question's documents can meet
  the coverage gate, checked before any model call.
- ``_rundir``: the run directory (its lock, manifest, one record per question with its inputs and
  digest, and every check a resume makes).
- ``_tables``: the runner's question table, score table and skill table.
- ``_shrinkage``: the fits of ``--calibrate-on``, bounded to [0, 1] with priors at no skill.
- ``_calibrate_on``: :func:`load_calibration_source`, an earlier run's past to calibrate on.
- ``_results``: the end of a run (its tables and its trace) and :class:`BacktestResult`.
- ``_pieces``: the run directory's stream of trace pieces (``trace-pieces.jsonl``) and its index.
- ``_forecastbench``: a run directory as a ForecastBench submission file.
- ``_forecastbench_rules``: ForecastBench's rules for a submission, each one function citing
  where ForecastBench applies it, checked before an export is written.

The shell's ways in are ``forecast-agents backtest`` and ``forecast-agents export forecastbench``
(:mod:`forecasting_agents.cli`).
"""

from forecasting_agents.evaluation._ablation import ablation_rows
from forecasting_agents.evaluation._backtest import (
    BacktestInputs,
    BacktestResult,
    BacktestSettings,
    LLMSource,
    RunInterrupted,
    SearchSource,
    load_backtest_inputs,
    panel_members,
    run_backtest,
)
from forecasting_agents.evaluation._calibrate_on import CalibrationSource, load_calibration_source
from forecasting_agents.evaluation._cost import CostCap, CostCapReached
from forecasting_agents.evaluation._diagnostics import brier_decomposition, category_scores
from forecasting_agents.evaluation._feasibility import (
    CoverageFeasibility,
    InfeasibleCoverageError,
    check_coverage_feasibility,
    enforce_coverage_feasibility,
)
from forecasting_agents.evaluation._forecastbench import (
    ForecastBenchExport,
    ForecastBenchExportError,
    write_submission,
)
from forecasting_agents.evaluation._forecastbench_rules import check_submission
from forecasting_agents.evaluation._mock import BacktestMockLLMClient
from forecasting_agents.evaluation._rundir import (
    BacktestConfigError,
    RunDirectory,
    RunDirectoryLockedError,
)
from forecasting_agents.evaluation._scoring import (
    CALIBRATION_FACTORS,
    ScoreSummary,
    SkillSummary,
    aggregate_forecasts,
    base_rate_forecasts,
    bootstrap_interval,
    brier_score,
    log_score,
    recalibrate,
    reliability_table,
    skill_score,
    summarize_scores,
)
from forecasting_agents.evaluation._shrinkage import fit_shrinkage_factor
from forecasting_agents.evaluation._tables import score_rows

__all__ = [
    "CALIBRATION_FACTORS",
    "BacktestConfigError",
    "BacktestInputs",
    "BacktestMockLLMClient",
    "BacktestResult",
    "BacktestSettings",
    "CalibrationSource",
    "CostCap",
    "CostCapReached",
    "CoverageFeasibility",
    "ForecastBenchExport",
    "ForecastBenchExportError",
    "InfeasibleCoverageError",
    "LLMSource",
    "RunDirectory",
    "RunDirectoryLockedError",
    "RunInterrupted",
    "ScoreSummary",
    "SearchSource",
    "SkillSummary",
    "ablation_rows",
    "aggregate_forecasts",
    "base_rate_forecasts",
    "bootstrap_interval",
    "brier_decomposition",
    "brier_score",
    "category_scores",
    "check_coverage_feasibility",
    "check_submission",
    "enforce_coverage_feasibility",
    "fit_shrinkage_factor",
    "load_backtest_inputs",
    "load_calibration_source",
    "log_score",
    "panel_members",
    "recalibrate",
    "reliability_table",
    "run_backtest",
    "score_rows",
    "skill_score",
    "summarize_scores",
    "write_submission",
]
