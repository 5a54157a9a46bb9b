"""Questions from Metaculus: binary posts by id, or a paged listing of open or resolved ones.

:func:`metaculus_questions` reads ``GET {base}/api/posts/`` (``forecast_type=binary``,
``with_cp=true``, paged by ``offset`` until an empty page, at most
:data:`~forecasting_agents.sources._markets.MAX_PAGES` pages) or ``GET {base}/api/posts/{id}/`` for
each id, and turns each post into a question by the shared rules of :mod:`._markets`.

Conventions
-----------
- A post holds one ``question``, or a ``group_of_questions`` or ``conditional`` instead; only a
  single binary question becomes a line of the file, and every other post is skipped, saying so.
- The market price is the recency-weighted community prediction (``aggregations.recency_weighted``):
  the latest for an open question, and for a resolved one the one in effect before the cutoff when
  the reply holds its history (else none).
- The description is the resolution criteria, then the fine print, then the background, capped.
- The token, when ``METACULUS_TOKEN`` (or ``token=``) is set, is sent only in
  ``Authorization: Token <t>`` to the Metaculus base URL, and is removed from every error and every
  text taken from a reply. metaculus.com may refuse requests without one; its terms of use also
  restrict what its data may be used for, so read them before building a benchmark from it.
"""

from __future__ import annotations

import os
import re
from typing import Any

from forecasting_agents.core._catalog import provider_info, register_client
from forecasting_agents.http import (
    ProviderConfigError,
    ProviderResponseError,
    RetryPolicy,
)
from forecasting_agents.sources._markets import (
    DEFAULT_SOURCE_TIMEOUT,
    MAX_TITLE_CHARS,
    Listing,
    QuestionQuery,
    QuestionSource,
    Skipped,
    SourceResult,
    criteria_text,
    day_from_epoch,
    day_from_iso,
    market_text,
    probability,
    question_id,
    shown,
    source_id,
)
from forecasting_agents.sources._reading import (
    ByOffset,
    Fetcher,
    MarketReader,
)

__all__ = [
    "METACULUS_DEFAULT_URL",
    "METACULUS_POST_ID",
    "METACULUS_PROVIDER",
    "METACULUS_SOURCE",
    "METACULUS_TOKEN_ENV",
    "METACULUS_URL_ENV",
    "metaculus_questions",
]


METACULUS_PROVIDER = "metaculus"
METACULUS_DEFAULT_URL = provider_info(METACULUS_PROVIDER).default_base_url or ""
METACULUS_URL_ENV = provider_info(METACULUS_PROVIDER).base_url_env_var or ""
METACULUS_TOKEN_ENV = provider_info(METACULUS_PROVIDER).key_env_var or ""

METACULUS_POST_ID = re.compile(r"[0-9]{1,12}")
"""A post id: the number in ``metaculus.com/questions/<id>/``."""

# A token is sent as a header: printable ASCII without spaces, or it is refused unsent.
_TOKEN_SHAPE = re.compile(r"[\x21-\x7e]{1,256}")

_STATUSES = {"open": "open", "resolved": "resolved"}
_YES_NO = {"yes": 1.0, "no": 0.0}
_VOID = ("annulled", "ambiguous")


@register_client("metaculus")
def metaculus_questions(
    query: QuestionQuery,
    *,
    base_url: str | None = None,
    token: str | None = None,
    timeout: float = DEFAULT_SOURCE_TIMEOUT,
    retry: RetryPolicy | None = None,
    attempts: list[dict[str, Any]] | None = None,
) -> SourceResult:
    """Metaculus binary questions for a file: by post id, or a listing (search, tournament).

    ``token`` defaults to ``METACULUS_TOKEN``. Raises ValueError for a query Metaculus cannot
    answer (a malformed id), :class:`~forecasting_agents.http.ProviderConfigError` for a token
    that cannot be a header, and a :class:`~forecasting_agents.http.ProviderError` when the API
    fails; a post that makes no question is in the result's ``skipped`` with the reason.
    """
    METACULUS_SOURCE.check(query)
    secret = _token(token)
    headers = {"Authorization": f"Token {secret}"} if secret else {}
    fetcher = Fetcher(
        METACULUS_PROVIDER,
        base_url_override=base_url,
        headers=headers,
        secrets=(secret,),  # also removed from every text taken from a reply
        key_setting=METACULUS_TOKEN_ENV,
        timeout=timeout,
        retry=retry,
        attempts=attempts,
    )
    return _READER.questions(fetcher, query)


def _token(explicit: str | None) -> str | None:
    value = explicit if explicit is not None else os.environ.get(METACULUS_TOKEN_ENV, "")
    value = value.strip()
    if not value:
        return None
    if not _TOKEN_SHAPE.fullmatch(value):
        # Never echoed: even a malformed token may be most of a real one.
        raise ProviderConfigError(
            METACULUS_PROVIDER,
            f"{METACULUS_TOKEN_ENV} holds spaces, non-ASCII characters or more than 256 "
            "characters, so it cannot be sent as a header; copy the token again",
        )
    return value


def _post_page(fetch: Fetcher, query: QuestionQuery, offset: int, size: int) -> list[Any]:
    params: dict[str, Any] = {
        "limit": size,
        "offset": offset,
        "statuses": _STATUSES[query.selection],
        "forecast_type": "binary",
        "with_cp": "true",
    }
    if query.search is not None:
        params["search"] = query.search.strip()
    if query.tournament is not None:
        params["tournaments"] = query.tournament
    page = fetch.get("/api/posts/", params)
    results = page.get("results") if isinstance(page, dict) else None
    if not isinstance(results, list):
        raise ProviderResponseError(
            METACULUS_PROVIDER,
            200,
            f"expected an object with a 'results' list of posts, got {_kind(page, 'results')}",
        )
    return results


def _one_post(fetch: Fetcher, ident: str) -> Any:
    post = fetch.get(f"/api/posts/{ident}/")
    if not isinstance(post, dict):
        raise ProviderResponseError(
            METACULUS_PROVIDER, 200, f"expected a post object, got {type(post).__name__}"
        )
    return post


def _kind(body: object, key: str) -> str:
    if isinstance(body, dict):
        return f"an object whose {key!r} is {type(body.get(key)).__name__}"
    return type(body).__name__


def _listing(post: object) -> Listing:
    """One post as a listing; raises Skipped for a post that is not one binary question."""
    if not isinstance(post, dict):
        raise Skipped(None, f"a post is a {type(post).__name__}, not an object")
    raw = source_id(post.get("id"))
    if raw is None:
        raise Skipped(None, f"a post has no usable id ({shown(post.get('id'))})")
    ident = question_id(METACULUS_PROVIDER, raw)
    question = post.get("question")
    if not isinstance(question, dict):
        raise Skipped(ident, _not_a_question(post))
    if question.get("type") != "binary":
        raise Skipped(ident, f"a {shown(question.get('type'))} question, not binary")
    status, outcome, note = _state(question)
    resolved = status in ("resolved", "void")
    scheduled_resolve = day_from_iso(question.get("scheduled_resolve_time"))
    actual_resolve = day_from_iso(question.get("actual_resolve_time"))
    closes = [
        day
        for day in (
            day_from_iso(question.get("actual_close_time")),
            day_from_iso(question.get("scheduled_close_time")),
        )
        if day is not None
    ]
    latest, history = _community_prediction(question)
    return Listing(
        source=METACULUS_PROVIDER,
        raw_id=raw,
        title=market_text(question.get("title") or post.get("title"), MAX_TITLE_CHARS),
        description=criteria_text(
            [
                ("Resolution criteria", question.get("resolution_criteria")),
                ("Fine print", question.get("fine_print")),
                ("Background", question.get("description")),
            ]
        ),
        status=status,
        outcome=outcome,
        status_note=note,
        opened=day_from_iso(question.get("open_time")),
        closes=min(closes) if closes else None,
        resolves=(actual_resolve or scheduled_resolve) if resolved else scheduled_resolve,
        price=latest,
        history=history,
        # The page readers see is on the public site, whatever server the API was read from.
        url=f"{METACULUS_DEFAULT_URL}/questions/{raw}/",
    )


def _not_a_question(post: dict[str, Any]) -> str:
    for kind, words in (
        ("group_of_questions", "a group of questions"),
        ("conditional", "a conditional pair"),
    ):
        if post.get(kind) is not None:
            return f"{words}, not a single binary question (the file holds one yes/no per line)"
    if post.get("notebook") is not None:
        return "a notebook, not a question"
    return "the post holds no question"


def _state(question: dict[str, Any]) -> tuple[str, float | None, str]:
    """(status, outcome, note) from the question's ``status`` and ``resolution``."""
    status, resolution = question.get("status"), question.get("resolution")
    if status == "resolved" or resolution is not None:
        if isinstance(resolution, str) and resolution.lower() in _YES_NO:
            return "resolved", _YES_NO[resolution.lower()], "resolved"
        if isinstance(resolution, str) and resolution.lower() in _VOID:
            return "void", None, resolution.lower()
        return "void", None, f"as {shown(resolution)}"
    if status in ("open", "closed", "upcoming"):
        return str(status), None, str(status)
    return "closed", None, f"status {shown(status)}"


def _community_prediction(
    question: dict[str, Any],
) -> tuple[float | None, tuple[tuple[float, float], ...]]:
    """The latest recency-weighted community probability and its history, where published."""
    aggregations = question.get("aggregations")
    weighted = aggregations.get("recency_weighted") if isinstance(aggregations, dict) else None
    if not isinstance(weighted, dict):
        return None, ()
    latest = weighted.get("latest")
    history = weighted.get("history")
    points = []
    if isinstance(history, list):
        for entry in history:
            if not isinstance(entry, dict):
                continue
            start = entry.get("start_time")
            value = _center(entry)
            if day_from_epoch(start) is not None and value is not None:
                points.append((float(start), value))
    return (_center(latest) if isinstance(latest, dict) else None), tuple(points)


def _center(entry: object) -> float | None:
    centers = entry.get("centers") if isinstance(entry, dict) else None
    if isinstance(centers, list) and len(centers) == 1:
        return probability(centers[0])
    return None


_READER = MarketReader(
    what="Metaculus posts", one=_one_post, paging=ByOffset(_post_page), listing=_listing
)


METACULUS_SOURCE = QuestionSource(
    name=METACULUS_PROVIDER,
    fetch=metaculus_questions,
    id_pattern=METACULUS_POST_ID,
    id_hint="a Metaculus post id: digits, as in metaculus.com/questions/12345/",
    search=True,
    tournament=True,
)
