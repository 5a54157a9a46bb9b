"""Questions for the course: the demo question, a live Polymarket question, the loaders.

The public face the notebooks, the README and the seed documents import: it re-exports exactly
the names they import, and defines nothing. The course's data (the demo question, the resolved
questions and their corpus in ``data/``, the formats and their loaders) lives in
:mod:`forecasting_agents.core`; the live Polymarket question in
:mod:`forecasting_agents.sources`.
"""

from forecasting_agents.core import get_demo_question, load_documents, load_questions
from forecasting_agents.sources import get_live_question

__all__ = [
    "get_demo_question",
    "get_live_question",
    "load_documents",
    "load_questions",
]
