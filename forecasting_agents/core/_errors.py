"""The base errors: a broken record, an unreadable date, no forecast, a run that must stop.

:class:`SchemaError` is a ``ValueError`` for data that does not have the shape it must have; the
package's format errors are subclasses (:class:`DateParseError` here,
:class:`forecasting_agents.core.QuestionFormatError` for data files,
:class:`forecasting_agents.record.TraceFormatError` for run traces). :class:`NoForecastError` is a
``RuntimeError``: code asked for the probability of a run that produced none. The errors of live
providers are :mod:`forecasting_agents.http`'s.

:class:`StopRunError` is the kind of error that must end the whole run, never only one search, one
agent or one question: :class:`forecasting_agents.record.ReplayDivergenceError`,
:class:`forecasting_agents.providers.ScriptExhaustedError` and
:class:`forecasting_agents.evaluation.RunInterrupted` are of this kind, and every handler in the
package that turns failures into recorded outcomes (the search executor, the preflight, the live
question, the backtest runner) lets it through.
"""

from __future__ import annotations

__all__ = [
    "DateParseError",
    "NoForecastError",
    "SchemaError",
    "StopRunError",
]


class SchemaError(ValueError):
    """A record (question, trace, checkpoint, reply) does not have the shape it must have."""


class DateParseError(SchemaError):
    """A date or timestamp string could not be read as ISO-8601."""


class NoForecastError(RuntimeError):
    """Raised when a caller asks for the probability of a run that produced none."""


class StopRunError(RuntimeError):
    """An error that must end the whole run, never one search, one agent or one question.

    Replay diverging from its record, a scripted client running out of replies and an
    interrupted backtest are of this kind: carrying on would record a run that did not happen.
    Every handler in the library that turns failures into recorded outcomes re-raises it.
    """
