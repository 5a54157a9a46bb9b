"""The bottom layer (standard library only): errors, dates, text, plain data, files, catalog.

Everything else in the package builds on these, and nothing here imports another layer.

This face exports what a reader of the course or a user of the command reaches for: the plain
data and the outcome enums, the errors, the date parser and the cutoff rule, the one writer and
canonical JSON, the questions and documents loaders, the course's questions, the catalog
(:data:`MODELS`, :data:`PROVIDERS`), and the checks of notebook parameters. Everything else (the
secret masks, the locks, the JSON Lines reader, the format tables, the value checks) is imported
from the module that defines it, as the package itself does: ``forecasting_agents.core._secrets``
and so on. Modules:

- ``_errors``: :class:`SchemaError`, :class:`DateParseError`, :class:`NoForecastError`,
  :class:`StopRunError`, :class:`RecordTooLargeError` (a record over its cap,
  :data:`DEFAULT_MAX_RECORD_MB`).
- ``_dates``: the one date parser and the point-in-time rule (:func:`classify_publication`).
- ``_text``, ``_checks``: one-line and clipped text; checks for untrusted JSON-like values and
  records built from dicts.
- ``_schemas``: the plain data (questions, messages, search results, artifacts), the evidence
  vocabulary and the outcome enums (:class:`StepAction`, :class:`ArtifactStatus`).
- ``_files``: atomic writes and canonical JSON, the one writer.
- ``_catalog``: one entry per provider and per model, which everything else derives from.
- ``_ids``: what an id may be (it names a file of a run directory).
- ``_jsonl``: reading a JSON Lines file line by line, bounded, each error naming file and line.
- ``_formats``: the questions and documents JSON Lines formats.
- ``_course``: the course's own questions, corpus and demo question, and the declared model cutoffs.
- ``_params``: checks for notebook parameters and the live run's preflight.
- ``_memory``: :func:`paused_gc`, the cyclic collector off while a big tree is read or built.
- ``_decoders``: gzip and deflate reply bodies decoded within a size cap (the HTTP session's).
- ``_clients``: what a value handed in as a client is (a model or search client, a factory, a
  corpus) and the name a client is recorded under; imported by module, not re-exported here.
"""

from forecasting_agents.core._catalog import MODELS, PROVIDERS, ModelInfo, ProviderInfo
from forecasting_agents.core._course import (
    RESOLVED_QUESTIONS_PATH,
    get_demo_question,
    get_resolved_questions,
    load_backtest_corpus,
    lookup_model_knowledge_cutoff,
)
from forecasting_agents.core._dates import (
    PublicationClass,
    classify_publication,
    parse_iso_date,
    parse_iso_timestamp,
)
from forecasting_agents.core._errors import (
    DateParseError,
    NoForecastError,
    RecordTooLargeError,
    SchemaError,
    StopRunError,
)
from forecasting_agents.core._files import canonical_json, write_atomic
from forecasting_agents.core._formats import (
    BacktestQuestion,
    CorpusDocument,
    QuestionFormatError,
    load_documents,
    load_questions,
    write_jsonl,
)
from forecasting_agents.core._params import (
    SAFE_NAME,
    SAFE_NAME_RULE,
    ParameterError,
    PreflightError,
    as_bool,
    as_float,
    as_int,
    as_text,
    not_used,
    one_of,
    parsed,
    preflight,
)
from forecasting_agents.core._schemas import (
    EVIDENCE_TYPES,
    FORECAST_RANGE,
    AgentForecastArtifact,
    AgentTrace,
    ArtifactStatus,
    ChatMessage,
    ForecastQuestion,
    JsonMode,
    SearchResult,
    StepAction,
    TokenUsage,
)

__all__ = [
    "EVIDENCE_TYPES",
    "FORECAST_RANGE",
    "MODELS",
    "PROVIDERS",
    "RESOLVED_QUESTIONS_PATH",
    "SAFE_NAME",
    "SAFE_NAME_RULE",
    "AgentForecastArtifact",
    "AgentTrace",
    "ArtifactStatus",
    "BacktestQuestion",
    "ChatMessage",
    "CorpusDocument",
    "DateParseError",
    "ForecastQuestion",
    "JsonMode",
    "ModelInfo",
    "NoForecastError",
    "ParameterError",
    "PreflightError",
    "ProviderInfo",
    "PublicationClass",
    "QuestionFormatError",
    "RecordTooLargeError",
    "SchemaError",
    "SearchResult",
    "StepAction",
    "StopRunError",
    "TokenUsage",
    "as_bool",
    "as_float",
    "as_int",
    "as_text",
    "canonical_json",
    "classify_publication",
    "get_demo_question",
    "get_resolved_questions",
    "load_backtest_corpus",
    "load_documents",
    "load_questions",
    "lookup_model_knowledge_cutoff",
    "not_used",
    "one_of",
    "parse_iso_date",
    "parse_iso_timestamp",
    "parsed",
    "preflight",
    "write_atomic",
    "write_jsonl",
]
