"""The course's data: the demo question, the resolved backtest set and corpus, the model cutoffs.

Three kinds of fixture live here:

- :func:`get_demo_question`: one resolved question (NVIDIA's Q4 fiscal 2025 revenue against its own
  outlook) that every notebook can use offline. It is built in code, not read from a file, because
  it is also the fallback when everything else fails (the live question of
  :func:`forecasting_agents.sources.get_live_question` falls back to it).
- :func:`get_resolved_questions` and :func:`load_backtest_corpus`: the course's own files in
  ``data/`` (installed as the ``forecasting_agents.data`` package), real questions that resolved in
  2025 and a small dated corpus of course-written summaries; :func:`get_question_metadata` gives the
  course-only notes kept off the questions an agent sees. They are read with the loaders of the
  documented JSON Lines formats (``_formats``: :func:`load_questions`, :func:`load_documents`,
  ``QUESTION_FIELDS``, ``DOCUMENT_FIELDS``), so a reader can backtest their own questions with the
  same code.
- :func:`get_model_knowledge_cutoffs`: the declared knowledge cutoffs of the models the course runs,
  so a backtest can check its questions resolved after the model stopped learning.

Conventions
-----------
- Nothing here reads the wall clock.
- Data files are untrusted input: every line is validated on load (see ``_formats``) and a bad one
  raises :class:`QuestionFormatError` naming the file, line, field and problem.
- Every call returns fresh objects, so a notebook that edits a question cannot change what the next
  caller sees.
- Standard library only: this module imports only ``_catalog``, ``_errors``, ``_formats`` and
  ``_schemas`` from the package; the model cutoffs are declared in the catalog.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forecasting_agents.core._catalog import (
    model_info,
    model_knowledge_cutoff_notes,
    model_knowledge_cutoffs,
)
from forecasting_agents.core._errors import SchemaError
from forecasting_agents.core._formats import (
    DATA_DIR,
    DATA_README,
    BacktestQuestion,
    CorpusDocument,
    load_documents,
    load_questions,
)
from forecasting_agents.core._schemas import ForecastQuestion

__all__ = [
    "BACKTEST_CORPUS_PATH",
    "DEMO_QUESTION_ID",
    "FIXTURE_ORIGIN",
    "RESOLVED_QUESTIONS_PATH",
    "BacktestCorpus",
    "get_demo_question",
    "get_model_knowledge_cutoff_notes",
    "get_model_knowledge_cutoffs",
    "get_question_metadata",
    "get_resolved_questions",
    "load_backtest_corpus",
    "lookup_model_knowledge_cutoff",
]


RESOLVED_QUESTIONS_PATH = DATA_DIR / "questions.jsonl"
BACKTEST_CORPUS_PATH = DATA_DIR / "documents.jsonl"
FIXTURE_ORIGIN = "fixture"


DEMO_QUESTION_ID = "nvda-q4-fy2025"


# --------------------------------------------------------------------------- demo question


def get_demo_question() -> ForecastQuestion:
    """The course's fixed, resolved demonstration question (a fresh object on every call).

    Resolution uses NVIDIA's own outlook rather than an analyst consensus, because the outlook
    is a single number in a primary source while consensus figures differ between vendors.
    """
    return ForecastQuestion(
        question="Will NVIDIA report fourth-quarter fiscal 2025 revenue above its own "
        "$37.5 billion outlook?",
        description=(
            "Resolves YES if the revenue NVIDIA reports in its results press release for the "
            "quarter ended January 26, 2025 (Q4 of fiscal 2025) is strictly greater than $37.5 "
            "billion, the midpoint of the outlook it gave on November 20, 2024 ('$37.5 billion, "
            "plus or minus 2%'). Resolves NO otherwise. Analyst consensus estimates (about $38 "
            "billion) are not used. The results were scheduled for February 26, 2025."
        ),
        cutoff_date="2025-02-20",
        resolution_date="2025-02-26",
        current_market_price=None,  # no citable market price at the cutoff
        resolved_outcome=1.0,
        outcome_source=(
            "NVIDIA press release 'NVIDIA Announces Financial Results for Fourth Quarter and "
            "Fiscal 2025', February 26, 2025: revenue of $39.3 billion. "
            "https://nvidianews.nvidia.com/news/"
            "nvidia-announces-financial-results-for-fourth-quarter-and-fiscal-2025"
        ),
        question_id=DEMO_QUESTION_ID,
        origin="fixture",
    )


# --------------------------------------------------------------------------- live question


# --------------------------------------------------------------------------- the course's files


def get_resolved_questions(path: str | Path | None = None) -> list[ForecastQuestion]:
    """The course's resolved backtest questions (``data/questions.jsonl``), or those in ``path``.

    Each has a cutoff before its resolution date and an outcome of 0.0 or 1.0; a question
    without an outcome is an error here (use :func:`load_questions` for open ones).
    """
    return [record.question for record in _resolved(path)]


def get_question_metadata(path: str | Path | None = None) -> dict[str, dict[str, Any]]:
    """Course-only notes per resolved question id: ``category`` and every extra field.

    They live beside the questions rather than on :class:`ForecastQuestion`, which carries
    only what an agent may be shown.
    """
    return {
        record.question_id: {"category": record.category, **record.metadata}
        for record in _resolved(path)
    }


def _resolved(path: str | Path | None) -> list[BacktestQuestion]:
    file = RESOLVED_QUESTIONS_PATH if path is None else path
    return load_questions(file, origin=FIXTURE_ORIGIN, require_outcome=True)


@dataclass(frozen=True)
class BacktestCorpus:
    """A document file: the documents, and a notice on what they are (empty for your own)."""

    notice: str
    documents: tuple[CorpusDocument, ...]

    @property
    def question_ids(self) -> list[str]:
        """Question ids with documents of their own, in file order."""
        ids = (doc.question_id for doc in self.documents if doc.question_id is not None)
        return list(dict.fromkeys(ids))

    def for_question(self, question_id: str) -> list[CorpusDocument]:
        """The documents for one question, shared ones included; none at all is an error."""
        found = [doc for doc in self.documents if doc.question_id in (question_id, None)]
        if not found:
            raise ValueError(
                f"no corpus documents for question_id {question_id!r}; "
                f"known ids: {', '.join(self.question_ids)}"
            )
        return found


def load_backtest_corpus(path: str | Path | None = None) -> BacktestCorpus:
    """The course corpus (``data/documents.jsonl``) with its notice, or the documents in ``path``.

    The course's notice is the ``documents.jsonl`` section of ``data/README.md``.
    """
    if path is None:
        return BacktestCorpus(
            notice=_course_notice(BACKTEST_CORPUS_PATH.name),
            documents=tuple(load_documents(BACKTEST_CORPUS_PATH)),
        )
    return BacktestCorpus(notice="", documents=tuple(load_documents(path)))


def _course_notice(file_name: str) -> str:
    """The text of the ``## <file_name>`` section of data/README.md, on one line."""
    readme = DATA_DIR / DATA_README
    section: list[str] = []
    inside = False
    for line in readme.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            inside = line[3:].strip() == f"`{file_name}`"
        elif inside:
            section.append(line)
    notice = " ".join(" ".join(section).split())
    if not notice:
        raise SchemaError(f"{readme}: no '## `{file_name}`' section saying what the file holds")
    return notice


# --------------------------------------------------------------------------- model cutoffs


def get_model_knowledge_cutoffs() -> dict[str, str]:
    """Model name -> the latest ISO date its training data could include (see the notes).

    Declared in :mod:`forecasting_agents.core`, one :class:`~forecasting_agents.core.ModelInfo` per
    model."""
    return model_knowledge_cutoffs()


def get_model_knowledge_cutoff_notes() -> dict[str, str]:
    """Model name -> where its declared cutoff comes from and how far to trust it."""
    return model_knowledge_cutoff_notes()


def lookup_model_knowledge_cutoff(model_name: str) -> tuple[str, str] | None:
    """``(cutoff, note)`` declared for ``model_name``, or None if the catalog declares none.

    A client's ``model_name`` may carry its provider (``openai:qwen2.5-...``) and a served
    model a quantisation suffix (``...-q4_k_m``): the catalog's one lookup
    (:func:`forecasting_agents.core._catalog.model_info`, longest declared prefix) handles both.
    """
    info = model_info(model_name)
    if info is None or info.knowledge_cutoff is None:
        return None
    return info.knowledge_cutoff, info.cutoff_note or ""
