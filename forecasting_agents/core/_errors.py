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
    "DEFAULT_MAX_RECORD_MB",
    "MAX_RECORD_MB_LIMIT",
    "DateParseError",
    "NoForecastError",
    "RecordTooLargeError",
    "SchemaError",
    "StopRunError",
    "check_max_record_mb",
]

DEFAULT_MAX_RECORD_MB = 256
"""The default cap, in MB (10**6 bytes), on one record file: a backtest question's record or a
saved trace (``max_record_mb``, ``backtest --max-record-mb``)."""

MAX_RECORD_MB_LIMIT = 1_000_000
"""The largest cap accepted (a terabyte): past it, a cap would not protect any disk."""


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


class RecordTooLargeError(StopRunError):
    """A run's record would pass its cap (``max_record_mb``); nothing past the cap is written.

    A stop, not a failed question: a server sending replies of tens of megabytes sends them to
    every question, and a full disk helps no one. The message names the setting, the size
    reached, the cap and how to raise it; the file being written is left out whole (atomic
    writes), so a resumed run with a higher cap starts that question again.
    """

    @classmethod
    def of(
        cls, setting: str, cap_bytes: int, reached: int, where: str, *, at_least: bool = False
    ) -> RecordTooLargeError:
        """The error for ``where``, which reached ``reached`` bytes against ``cap_bytes``."""
        cap_mb, size_mb = cap_bytes / 1e6, reached / 1e6
        return cls(
            f"{where}: the run's record reached {'at least ' if at_least else ''}"
            f"{size_mb:,.1f} MB, over its cap of {cap_mb:,.1f} MB ({setting}); nothing past "
            f"the cap was written. If replies this large are expected, raise the cap: "
            f"--max-record-mb on the command line, max_record_mb= in Python or a notebook "
            f"(for example {max(2 * cap_mb, size_mb * 2):,.0f}); else find out why the model "
            "sends so much"
        )


def check_max_record_mb(
    value: object, where: str, error: type[Exception] = SchemaError
) -> float | None:
    """``value`` as a record cap in MB, or None (no cap); anything else is an ``error``
    (:class:`SchemaError` unless the caller has its own) naming ``where`` and what is accepted."""
    if value is None:
        return None
    number = not isinstance(value, bool) and isinstance(value, int | float)
    if not number or not 0 < value <= MAX_RECORD_MB_LIMIT:  # NaN fails the comparison too
        raise error(
            f"{where}: got {value!r}; accepted: a number of MB above 0 and at most "
            f"{MAX_RECORD_MB_LIMIT:,} (default {DEFAULT_MAX_RECORD_MB}), or None for no cap"
        )
    return float(value)
