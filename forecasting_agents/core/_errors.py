"""The base errors: a record that breaks its schema, a date that cannot be read, no forecast.

:class:`SchemaError` is a ``ValueError`` for data that does not have the shape it must have; the
package's format errors are subclasses (:class:`DateParseError` here,
:class:`forecasting_agents.core.QuestionFormatError` for data files,
:class:`forecasting_agents.record.TraceFormatError` for run traces). :class:`NoForecastError` is a
``RuntimeError``: code asked for the probability of a run that produced none. The errors of live
providers are :mod:`forecasting_agents.http`'s.
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
