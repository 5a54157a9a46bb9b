"""The base errors: a record that breaks its schema, a date that cannot be read, no forecast."""

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
