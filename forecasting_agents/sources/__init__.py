"""Question sources: live markets and benchmark files, turned into the course's questions.

A source reads the web through :mod:`forecasting_agents.http` (retries, deadlines, typed
errors, no key in any message) and returns :class:`forecasting_agents.core.ForecastQuestion`
objects, so a question from anywhere runs through the same agent and the same backtest. This
layer sits beside :mod:`forecasting_agents.providers` and :mod:`forecasting_agents.search`:
it imports :mod:`forecasting_agents.core` and :mod:`forecasting_agents.http` only.

- ``_polymarket``: a live question from Polymarket, or the demo question, visibly.
- ``_forecastbench`` (reading its files: ``_forecastbench_files``): a ForecastBench round, its
  question set and resolution set, as questions and documents in the course's formats.
"""

from forecasting_agents.sources._forecastbench import (
    DATASET_SOURCES,
    DEFAULT_UNRESOLVED,
    DOCUMENT_LEAD_DAYS,
    MARKET_SOURCES,
    METADATA_FIELDS,
    UNRESOLVED_POLICIES,
    ForecastBenchFormatError,
    ForecastBenchImport,
    ForecastBenchSkip,
    import_forecastbench,
    write_forecastbench_import,
)
from forecasting_agents.sources._polymarket import (
    LIVE_MARKET_LIMIT,
    LIVE_QUESTION_TIMEOUT,
    MAX_DESCRIPTION_CHARS,
    MAX_FALLBACK_REASON_CHARS,
    MAX_QUESTION_CHARS,
    POLYMARKET_DEFAULT_URL,
    POLYMARKET_MARKET_QUERY,
    POLYMARKET_PROVIDER,
    POLYMARKET_URL_ENV,
    PRICE_SUM_TOLERANCE,
    LiveQuestionFallbackWarning,
    fetch_markets,
    get_live_question,
    sanitize_text,
)

__all__ = [
    "DATASET_SOURCES",
    "DEFAULT_UNRESOLVED",
    "DOCUMENT_LEAD_DAYS",
    "LIVE_MARKET_LIMIT",
    "LIVE_QUESTION_TIMEOUT",
    "MARKET_SOURCES",
    "MAX_DESCRIPTION_CHARS",
    "MAX_FALLBACK_REASON_CHARS",
    "MAX_QUESTION_CHARS",
    "METADATA_FIELDS",
    "POLYMARKET_DEFAULT_URL",
    "POLYMARKET_MARKET_QUERY",
    "POLYMARKET_PROVIDER",
    "POLYMARKET_URL_ENV",
    "PRICE_SUM_TOLERANCE",
    "UNRESOLVED_POLICIES",
    "ForecastBenchFormatError",
    "ForecastBenchImport",
    "ForecastBenchSkip",
    "LiveQuestionFallbackWarning",
    "fetch_markets",
    "get_live_question",
    "import_forecastbench",
    "sanitize_text",
    "write_forecastbench_import",
]
