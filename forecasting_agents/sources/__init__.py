"""Question sources: live markets and benchmark files, turned into the course's questions.

A source reads the web through :mod:`forecasting_agents.http` (retries, deadlines, typed
errors, no key in any message) and returns :class:`forecasting_agents.core.ForecastQuestion`
objects, so a question from anywhere runs through the same agent and the same backtest. This
layer sits beside :mod:`forecasting_agents.providers` and :mod:`forecasting_agents.search`:
it imports :mod:`forecasting_agents.core` and :mod:`forecasting_agents.http` only.

This face exports what the notebooks, the ``questions`` command and a user adding a source reach
for: the live question, each market's question reader and the registry of them, the query and
result types a source takes and returns, the ForecastBench import, and the one :class:`Fetcher`.
Everything else (each source's URLs and limits, the market rules' helpers) is imported from the
module that defines it, as the package itself does: ``forecasting_agents.sources._markets`` and
so on. Importing the face imports every source module, which registers its client.

- ``_polymarket``: a live question from Polymarket, or the demo question, visibly; and Polymarket
  markets for a questions file.
- ``_metaculus``, ``_manifold``, ``_kalshi``: questions for a file from each of those.
- ``_markets``: what they share: :func:`sanitize_text`, the :class:`QuestionQuery`, the rules that
  turn a market into a :class:`~forecasting_agents.core.BacktestQuestion` or a reported skip.
- ``_reading``: how they read their APIs, one template (``MarketReader``) each source fills in:
  requests through one :class:`Fetcher`, ids or pages, gathered into questions.
- ``_registry``: :data:`QUESTION_SOURCES`, the sources the ``questions`` command reads by name.
- ``_forecastbench`` (reading its files: ``_forecastbench_files``): a ForecastBench round, its
  question set and resolution set, as questions and documents in the course's formats.
"""

from forecasting_agents.sources._forecastbench import (
    DEFAULT_UNRESOLVED,
    UNRESOLVED_POLICIES,
    ForecastBenchFormatError,
    ForecastBenchImport,
    ForecastBenchSkip,
    forecastbench_rows,
    import_forecastbench,
    write_forecastbench_import,
)
from forecasting_agents.sources._kalshi import kalshi_questions
from forecasting_agents.sources._manifold import manifold_questions
from forecasting_agents.sources._markets import (
    DEFAULT_LIMIT,
    MAX_LIMIT,
    QueryError,
    QuestionQuery,
    QuestionSource,
    Skipped,
    SourceResult,
    build_question,
    sanitize_text,
)
from forecasting_agents.sources._metaculus import metaculus_questions
from forecasting_agents.sources._polymarket import (
    LiveQuestionFallbackWarning,
    fetch_markets,
    get_live_question,
    polymarket_questions,
)
from forecasting_agents.sources._reading import Fetcher
from forecasting_agents.sources._registry import QUESTION_SOURCES

__all__ = [
    "DEFAULT_LIMIT",
    "DEFAULT_UNRESOLVED",
    "MAX_LIMIT",
    "QUESTION_SOURCES",
    "UNRESOLVED_POLICIES",
    "Fetcher",
    "ForecastBenchFormatError",
    "ForecastBenchImport",
    "ForecastBenchSkip",
    "LiveQuestionFallbackWarning",
    "QueryError",
    "QuestionQuery",
    "QuestionSource",
    "Skipped",
    "SourceResult",
    "build_question",
    "fetch_markets",
    "forecastbench_rows",
    "get_live_question",
    "import_forecastbench",
    "kalshi_questions",
    "manifold_questions",
    "metaculus_questions",
    "polymarket_questions",
    "sanitize_text",
    "write_forecastbench_import",
]
