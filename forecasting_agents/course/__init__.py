"""The course: what notebook 04 needs to run, above the evaluation layer and the report.

- ``_notebook``: :class:`ResearchNotebook`, notebook 04's settings checked at once
  (:data:`SETTINGS`, :data:`CHECKS`, one :class:`SettingsError` listing each that is wrong), its
  inputs, its live-or-replay session and its agents (:data:`WALKTHROUGH` on the demonstration
  question).

This is the notebook's plumbing, not the library's: the runner, the scorer and the record it
uses live in the layers below (:mod:`forecasting_agents.evaluation`,
:mod:`forecasting_agents.record`), and nothing below imports this package.
"""

from forecasting_agents.course._notebook import (
    CHECKS,
    FILE_ACCEPTED,
    NOTEBOOK_04,
    SETTINGS,
    WALKTHROUGH,
    ResearchNotebook,
    SettingsError,
)

__all__ = [
    "CHECKS",
    "FILE_ACCEPTED",
    "NOTEBOOK_04",
    "SETTINGS",
    "WALKTHROUGH",
    "ResearchNotebook",
    "SettingsError",
]
