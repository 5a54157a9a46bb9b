"""Question sources: live markets and benchmark files, turned into the course's questions.

A source reads the web through :mod:`forecasting_agents.http` (retries, deadlines, typed
errors, no key in any message) and returns :class:`forecasting_agents.core.ForecastQuestion`
objects, so a question from anywhere runs through the same agent and the same backtest. This
layer sits beside :mod:`forecasting_agents.providers` and :mod:`forecasting_agents.search`:
it imports :mod:`forecasting_agents.core` and :mod:`forecasting_agents.http` only.

- ``_polymarket``: a live question from Polymarket, or the demo question, visibly; and Polymarket
  markets for a questions file.
- ``_metaculus``, ``_manifold``, ``_kalshi``: questions for a file from each of those.
- ``_markets``: what they share: :func:`sanitize_text`, the :class:`QuestionQuery`, the rules that
  turn a market into a :class:`~forecasting_agents.core.BacktestQuestion` or a reported skip.
- ``_registry``: :data:`QUESTION_SOURCES`, the sources the ``questions`` command reads by name.
"""

from forecasting_agents.sources._kalshi import (
    KALSHI_DEFAULT_URL,
    KALSHI_PROVIDER,
    KALSHI_URL_ENV,
    kalshi_questions,
)
from forecasting_agents.sources._manifold import (
    MANIFOLD_DEFAULT_URL,
    MANIFOLD_PROVIDER,
    MANIFOLD_URL_ENV,
    manifold_questions,
)
from forecasting_agents.sources._markets import (
    DEFAULT_DAYS_BEFORE_CLOSE,
    DEFAULT_LIMIT,
    DEFAULT_SOURCE_TIMEOUT,
    MAX_DAYS_BEFORE_CLOSE,
    MAX_IDS,
    MAX_LIMIT,
    MAX_PAGES,
    MAX_SEARCH_CHARS,
    SELECTIONS,
    QuestionQuery,
    QuestionSource,
    SourceResult,
    market_text,
    sanitize_text,
)
from forecasting_agents.sources._metaculus import (
    METACULUS_DEFAULT_URL,
    METACULUS_PROVIDER,
    METACULUS_TOKEN_ENV,
    METACULUS_URL_ENV,
    metaculus_questions,
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
    polymarket_questions,
)
from forecasting_agents.sources._registry import QUESTION_SOURCES

__all__ = [
    "DEFAULT_DAYS_BEFORE_CLOSE",
    "DEFAULT_LIMIT",
    "DEFAULT_SOURCE_TIMEOUT",
    "KALSHI_DEFAULT_URL",
    "KALSHI_PROVIDER",
    "KALSHI_URL_ENV",
    "LIVE_MARKET_LIMIT",
    "LIVE_QUESTION_TIMEOUT",
    "MANIFOLD_DEFAULT_URL",
    "MANIFOLD_PROVIDER",
    "MANIFOLD_URL_ENV",
    "MAX_DAYS_BEFORE_CLOSE",
    "MAX_DESCRIPTION_CHARS",
    "MAX_FALLBACK_REASON_CHARS",
    "MAX_IDS",
    "MAX_LIMIT",
    "MAX_PAGES",
    "MAX_QUESTION_CHARS",
    "MAX_SEARCH_CHARS",
    "METACULUS_DEFAULT_URL",
    "METACULUS_PROVIDER",
    "METACULUS_TOKEN_ENV",
    "METACULUS_URL_ENV",
    "POLYMARKET_DEFAULT_URL",
    "POLYMARKET_MARKET_QUERY",
    "POLYMARKET_PROVIDER",
    "POLYMARKET_URL_ENV",
    "PRICE_SUM_TOLERANCE",
    "QUESTION_SOURCES",
    "SELECTIONS",
    "LiveQuestionFallbackWarning",
    "QuestionQuery",
    "QuestionSource",
    "SourceResult",
    "fetch_markets",
    "get_live_question",
    "kalshi_questions",
    "manifold_questions",
    "market_text",
    "metaculus_questions",
    "polymarket_questions",
    "sanitize_text",
]
