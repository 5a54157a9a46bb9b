"""Offline search: a BM25-ranked corpus client, and the mock corpus every notebook can search.

Notebooks and tests must search without a network or a key and get the same results everywhere.
:class:`CorpusSearchClient` ranks any fixed list of documents with Okapi BM25 over title and
snippet; :class:`QuestionCorpus` holds one such client per question, over that question's own
documents and the shared ones, and is how the backtest runner searches a corpus;
:class:`MockSearchClient` is a :class:`CorpusSearchClient` over the course's mock corpus for the
NVIDIA demo question, which lives in ``data/mock_documents.jsonl`` in the documented document format
(read with :func:`forecasting_agents.core.load_documents`, like every document file).

Conventions
-----------
- :func:`tokenize` is the one tokenizer: lower-cased alphanumeric runs minus :data:`STOPWORDS`, no
  stemming. Queries and documents go through it alike.
- A search drops documents dated on or after the cutoff (as
  :func:`forecasting_agents.core.classify_publication` decides) *before* taking the top
  ``max_results``, so post-cutoff documents never take a slot, and keeps undated ones, like every
  search client.
- Scores are normalised per query (the best eligible document scores 1.0) and rounded to
  :data:`SCORE_DECIMALS`; ties are broken by URL, then corpus position, and the BM25 sum runs in a
  fixed term order, so output is identical on every machine. Pinned traces recorded the mock's
  results, and replay compares them, so any change to the ranking or to
  ``data/mock_documents.jsonl`` shows up as a replay mismatch.
- Documents are copied on the way in and out: no caller can change the index.
- In a :class:`QuestionCorpus` a document with a ``question_id`` serves only that question (one
  without, or a :class:`SearchResult`, which has no such field, serves every question), so a
  document written for one question never reaches another.
- The mock corpus is read when a :class:`MockSearchClient` is built or ``MOCK_DOCUMENTS`` is first
  read, never on import.

Where the rest lives: the live client (``_tavily``), the executor (``_executor``) and the tool
definition (``_tool``); :mod:`forecasting_agents.search` re-exports the clients.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import replace
from datetime import date
from typing import Any

from forecasting_agents.core._dates import classify_publication, parse_iso_date
from forecasting_agents.core._formats import (
    DATA_DIR,
    CorpusDocument,
    load_documents,
)
from forecasting_agents.core._schemas import (
    ForecastQuestion,
    SearchResult,
)
from forecasting_agents.search._cutoff import check_search_request
from forecasting_agents.search._protocol import DEFAULT_MAX_RESULTS

__all__ = [
    "BM25_B",
    "BM25_K1",
    "MOCK_DOCUMENTS",  # noqa: F822 (module __getattr__ reads it on first use)
    "MOCK_DOCUMENTS_PATH",
    "SCORE_DECIMALS",
    "STOPWORDS",
    "CorpusSearchClient",
    "MockSearchClient",
    "QuestionCorpus",
    "load_mock_documents",
    "tokenize",
]


# Ranking constants for the offline corpus (standard Okapi BM25 defaults).
BM25_K1 = 1.2
BM25_B = 0.75
SCORE_DECIMALS = 4

# "s" is what is left of a possessive ("Nvidia's") once punctuation splits the word.
_STOPWORD_TEXT = (
    "a an and are as at be by did do does for from has have how in is it its of on or over s "
    "than that the their this to was were what when which will with"
)
STOPWORDS = frozenset(_STOPWORD_TEXT.split())


# --------------------------------------------------------------------------- offline corpus

_TOKEN = re.compile(r"[^\W_]+")


def tokenize(text: str) -> list[str]:
    """Lower-cased alphanumeric runs, minus a small stopword list (no stemming)."""
    return [t for t in _TOKEN.findall(text.lower()) if t not in STOPWORDS]


class CorpusSearchClient:
    """Offline search over a fixed list of documents, ranked by BM25 over title and snippet.

    The index is built once at construction. A search drops documents dated on or after the
    cutoff *before* taking the top ``max_results``, so post-cutoff documents never take a slot.
    Returned results are copies whose ``score`` is the BM25 score divided by the best score
    among the eligible documents for that query (so the top result scores 1.0), rounded to
    ``SCORE_DECIMALS``; documents with no query term are not returned. Ties are broken by URL,
    then by position in the corpus, so output is identical on every machine.
    """

    def __init__(self, documents: Sequence[SearchResult], name: str = "corpus") -> None:
        docs = list(documents)
        for i, doc in enumerate(docs):
            if not isinstance(doc, SearchResult):
                raise TypeError(f"documents[{i}] must be a SearchResult, got {type(doc).__name__}")
        self.name = name
        # Copies, so a caller mutating its own list later cannot desynchronise the index.
        self._documents = tuple(replace(doc) for doc in docs)
        term_counts = [Counter(tokenize(f"{d.title} {d.snippet}")) for d in self._documents]
        self._term_counts = term_counts
        self._lengths = [sum(counts.values()) for counts in term_counts]
        self._avg_length = (sum(self._lengths) / len(docs) if docs else 0.0) or 1.0
        postings: dict[str, list[tuple[int, int]]] = defaultdict(list)
        for index, counts in enumerate(term_counts):
            for term, count in counts.items():
                postings[term].append((index, count))
        self._postings = dict(postings)
        n = len(docs)
        self._idf = {
            term: math.log(1.0 + (n - len(p) + 0.5) / (len(p) + 0.5))
            for term, p in self._postings.items()
        }

    @property
    def client_name(self) -> str:
        """The name execution logs and traces record for this client (its class name)."""
        return type(self).__name__

    def __len__(self) -> int:
        return len(self._documents)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(name={self.name!r}, documents={len(self._documents)})"

    @property
    def documents(self) -> list[SearchResult]:
        """Copies of every document in the corpus, in corpus order."""
        return [replace(doc) for doc in self._documents]

    def search(
        self,
        query: str,
        max_results: int = DEFAULT_MAX_RESULTS,
        cutoff_date: date | str | None = None,
    ) -> list[SearchResult]:
        """Rank the corpus for ``query``; see the class docstring for the rules."""
        cutoff = check_search_request(query, max_results, cutoff_date)
        raw = {
            index: score
            for index, score in self._bm25(query).items()
            if cutoff is None
            or classify_publication(self._documents[index].published, cutoff)
            != "on_or_after_cutoff"
        }
        if not raw:
            return []
        best = max(raw.values())
        scored = [(round(score / best, SCORE_DECIMALS), index) for index, score in raw.items()]
        scored = [pair for pair in scored if pair[0] > 0]
        scored.sort(key=lambda pair: (-pair[0], self._documents[pair[1]].url, pair[1]))
        return [replace(self._documents[i], score=s) for s, i in scored[:max_results]]

    def _bm25(self, query: str) -> dict[int, float]:
        """Raw BM25 score per document containing at least one query term."""
        scores: dict[int, float] = defaultdict(float)
        # Sorted unique terms: a fixed summation order keeps float results reproducible.
        for term in sorted(set(tokenize(query))):
            if term not in self._idf:
                continue
            for index, count in self._postings[term]:
                scores[index] += self._term_score(term, index, count)
        return dict(scores)

    def _term_score(self, term: str, index: int, count: int) -> float:
        """What one query term adds to one document's BM25 score (``count`` its occurrences)."""
        norm = 1.0 - BM25_B + BM25_B * self._lengths[index] / self._avg_length
        return self._idf[term] * count * (BM25_K1 + 1.0) / (count + BM25_K1 * norm)

    def always_ranked_above(self, cutoff_date: date | str | None = None) -> list[list[int] | None]:
        """For each document (in corpus order), the documents every query ranks above it.

        None for a document no query can return: it has no word a query could match (all its
        words are stopwords). Otherwise the positions of the documents a search with this
        ``cutoff_date`` could return (not dated on or after it) that rank above it on *every*
        query that finds it: each has every one of its words, with at least its score for each
        word, and comes first when the scores tie (URL, then position). BM25 sums one score per
        query word, so such a document's sum is never lower, whatever the query; so a document
        with ``n`` of them is never among a search's first ``n`` results. A document with fewer
        may still be outranked on every query by no single other one, so this is what no
        query can do, never what one will.
        """
        cutoff = None if cutoff_date is None else parse_iso_date(cutoff_date, what="cutoff_date")
        eligible = [
            cutoff is None or classify_publication(d.published, cutoff) != "on_or_after_cutoff"
            for d in self._documents
        ]
        counts = [dict(c) for c in self._term_counts]
        return [self._ranked_above(index, counts, eligible) for index in range(len(counts))]

    def _ranked_above(
        self, index: int, counts: list[dict[str, int]], eligible: list[bool]
    ) -> list[int] | None:
        terms = sorted(counts[index], key=lambda t: (len(self._postings[t]), t))
        if not terms:
            return None
        mine = {t: self._term_score(t, index, counts[index][t]) for t in terms}
        order = (self._documents[index].url, index)
        # Only a document holding every word can rank above on every query: start from the
        # rarest word's postings, so a long corpus is read only where it can matter.
        above = []
        for other, _ in self._postings[terms[0]]:
            if other == index or not eligible[other]:
                continue
            theirs = counts[other]
            if (self._documents[other].url, other) < order and all(
                t in theirs and self._term_score(t, other, theirs[t]) >= mine[t] for t in terms
            ):
                above.append(other)
        return above


class QuestionCorpus:
    """A corpus whose documents each serve one question, or every question.

    A document's ``question_id`` names the question it is for; one without (``None``, or a
    :class:`SearchResult`, which carries no such field) is shared. ``corpus.client_for(qid)``,
    or ``corpus(question, member)`` as the backtest's per-agent search factory, is the
    :class:`CorpusSearchClient` over that question's own documents plus the shared ones, so a
    document written for one question never reaches another. Every client is built when the
    corpus is, so concurrent agents only read.
    """

    def __init__(
        self, documents: Sequence[CorpusDocument | SearchResult], name: str = "corpus"
    ) -> None:
        shared: list[SearchResult] = []
        own: dict[str, list[SearchResult]] = defaultdict(list)
        for doc in documents:
            if isinstance(doc, CorpusDocument) and doc.question_id is not None:
                own[doc.question_id].append(doc.to_search_result())
            elif isinstance(doc, CorpusDocument):
                shared.append(doc.to_search_result())
            else:
                shared.append(doc)
        self.name = name
        self._shared = CorpusSearchClient(shared, name=name)
        self._clients = {
            qid: CorpusSearchClient([*docs, *shared], name=name) for qid, docs in own.items()
        }
        self._shared_ids = [_document_id(doc) for doc in documents if _is_shared(doc)]
        self._own_ids: dict[str, list[str | None]] = defaultdict(list)
        for doc in documents:
            if not _is_shared(doc):
                self._own_ids[doc.question_id].append(doc.doc_id)  # type: ignore[union-attr]

    def client_for(self, question_id: str | None) -> CorpusSearchClient:
        """The search client of one question: its own documents and the shared ones."""
        return self._clients.get(question_id, self._shared) if question_id else self._shared

    def document_ids(self, question_id: str | None) -> list[str | None]:
        """The documents file's ``id`` of each document of :meth:`client_for`, in its order
        (None for one given as a :class:`SearchResult`, which has no id)."""
        own = self._own_ids.get(question_id, []) if question_id else []
        return [*own, *self._shared_ids]

    def __call__(self, question: ForecastQuestion, member: object = None) -> CorpusSearchClient:
        return self.client_for(question.question_id)

    def __repr__(self) -> str:
        sizes = {qid: len(client) for qid, client in self._clients.items()}
        return f"{type(self).__name__}(name={self.name!r}, shared={len(self._shared)}, own={sizes})"


# The mock corpus: ILLUSTRATIVE SUMMARIES WRITTEN FOR THIS COURSE, not quotations of any
# publisher. Titles and snippets paraphrase the kind of coverage that existed around NVIDIA's
# Q4 FY2025 report (2025-02-26); URLs are plausible paths, not verified links. The demo cutoff
# is 2025-02-20, so three documents fall on or after it and one carries no date at all.
MOCK_DOCUMENTS_PATH = DATA_DIR / "mock_documents.jsonl"
"""The mock corpus: course-written illustrative summaries (see ``data/README.md``)."""


def load_mock_documents() -> list[CorpusDocument]:
    """The mock corpus's documents, read from :data:`MOCK_DOCUMENTS_PATH` in file order."""
    return load_documents(MOCK_DOCUMENTS_PATH)


class MockSearchClient(CorpusSearchClient):
    """A :class:`CorpusSearchClient` over the mock corpus (the NVIDIA demo question).

    Offline, free and deterministic, so the notebooks print the same results everywhere. The
    documents are read from :data:`MOCK_DOCUMENTS_PATH` when the client is built.
    """

    def __init__(self) -> None:
        documents = [doc.to_search_result() for doc in load_mock_documents()]
        super().__init__(documents, name="mock")


def __getattr__(name: str) -> Any:
    # MOCK_DOCUMENTS is read on first use, so importing the module reads no file.
    if name == "MOCK_DOCUMENTS":
        return tuple(_as_mapping(doc) for doc in load_mock_documents())
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _is_shared(doc: CorpusDocument | SearchResult) -> bool:
    return not isinstance(doc, CorpusDocument) or doc.question_id is None


def _document_id(doc: CorpusDocument | SearchResult) -> str | None:
    return doc.doc_id if isinstance(doc, CorpusDocument) else None


def _as_mapping(doc: CorpusDocument) -> dict[str, str | None]:
    """A mock document as ``SearchResult`` keyword arguments, its ``kind`` included."""
    return {
        "published": doc.published,
        "url": doc.url,
        "title": doc.title,
        "snippet": doc.snippet,
        "kind": doc.kind,
    }
