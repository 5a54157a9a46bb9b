"""Questions for the course: the demo question, a live Polymarket question, the resolved set.

The public face the notebooks and the seed documents import; it re-exports, and defines
nothing. The course's data (the demo question, the resolved questions and their corpus in
``data/``, the formats and the declared model knowledge cutoffs) lives in
:mod:`forecasting_agents.core`; the live Polymarket question in
:mod:`forecasting_agents.sources`.
"""

from forecasting_agents.core import (
    BACKTEST_CORPUS_PATH,
    DATA_DIR,
    DEMO_QUESTION_ID,
    DOCUMENT_FIELDS,
    DOCUMENT_KINDS,
    EVIDENCE_TYPES,
    QUESTION_FIELDS,
    RESOLVED_QUESTIONS_PATH,
    BacktestCorpus,
    BacktestQuestion,
    CorpusDocument,
    FormatField,
    QuestionFormatError,
    format_table,
    get_demo_question,
    get_model_knowledge_cutoff_notes,
    get_model_knowledge_cutoffs,
    get_question_metadata,
    get_resolved_questions,
    load_backtest_corpus,
    load_documents,
    load_questions,
    lookup_model_knowledge_cutoff,
    write_jsonl,
)
from forecasting_agents.sources import (
    POLYMARKET_DEFAULT_URL,
    POLYMARKET_URL_ENV,
    PRICE_SUM_TOLERANCE,
    LiveQuestionFallbackWarning,
    fetch_markets,
    get_live_question,
    sanitize_text,
)

__all__ = [
    "BACKTEST_CORPUS_PATH",
    "DATA_DIR",
    "DEMO_QUESTION_ID",
    "DOCUMENT_FIELDS",
    "DOCUMENT_KINDS",
    "EVIDENCE_TYPES",
    "POLYMARKET_DEFAULT_URL",
    "POLYMARKET_URL_ENV",
    "PRICE_SUM_TOLERANCE",
    "QUESTION_FIELDS",
    "RESOLVED_QUESTIONS_PATH",
    "BacktestCorpus",
    "BacktestQuestion",
    "CorpusDocument",
    "FormatField",
    "LiveQuestionFallbackWarning",
    "QuestionFormatError",
    "fetch_markets",
    "format_table",
    "get_demo_question",
    "get_live_question",
    "get_model_knowledge_cutoff_notes",
    "get_model_knowledge_cutoffs",
    "get_question_metadata",
    "get_resolved_questions",
    "load_backtest_corpus",
    "load_documents",
    "load_questions",
    "lookup_model_knowledge_cutoff",
    "sanitize_text",
    "write_jsonl",
]
