"""Text for people and records: one line, clipped to a limit, a code fence stripped.

Untrusted text (a provider's title, an error body, a model's reply) goes through these before a
model, a log or a reader sees it: :func:`one_line` folds every run of whitespace to one space, so
the text cannot forge extra lines; :func:`clip` cuts it to a limit, ending in ``...``;
:func:`strip_code_fence` removes one Markdown code fence around a whole reply. The search executor,
the HTTP errors, the Tavily client, the trace records and display, and replay's diffs use the first
two; the action parser and the Anthropic client use the third. :func:`listing` shows the first few
of a long list of names, so a message about a round of thousands of questions stays one readable
line. :func:`without_lone_surrogates` repairs text a JSON ``\\ud800`` escape made unwritable, where
a model's reply or a search result enters (``record._tracing``, ``core._schemas.SearchResult``).
"""

from __future__ import annotations

import hashlib
import re

__all__ = [
    "LONG_REPLY_CHARS",
    "REDACTED",
    "clip",
    "listing",
    "one_line",
    "strip_code_fence",
    "text_sha256",
    "without_lone_surrogates",
]

LONG_REPLY_CHARS = 1_000_000
"""A model reply longer than this is no action (one is a few thousand characters): the agent
rejects it unread and keeps it clipped in its conversation, and a run directory's recorder keeps
it on disk until its record is written (``agent._actions``, ``record._spill``)."""

HASH_CHUNK_CHARS = 1 << 20
"""Characters encoded and hashed at a time by :func:`text_sha256`."""


REDACTED = "[REDACTED]"
"""What a secret is replaced with, in a record and in any message a client raises or prints."""


def one_line(text: object) -> str:
    """``text`` with every run of whitespace, newlines included, folded to one space.

    Untrusted text (a provider's title, an error body) cannot then forge extra lines in a
    message the model or a reader sees.
    """
    return " ".join(str(text).split())


def clip(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, ending in ``...`` when something was cut."""
    return text if len(text) <= limit else text[: limit - 3] + "..."


def listing(names: list[str], shown: int = 5) -> str:
    """The first ``shown`` of ``names``, comma-separated, then ``and N more`` for the rest."""
    more = f" and {len(names) - shown} more" if len(names) > shown else ""
    return ", ".join(names[:shown]) + more


def strip_code_fence(text: str) -> str:
    if text.startswith("```") and text.endswith("```") and len(text) >= 6:
        body = text[3:-3]
        first_newline = body.find("\n")
        if first_newline != -1 and body[:first_newline].strip().isalpha():
            body = body[first_newline + 1 :]  # drop a language tag such as ```json
        return body.strip()
    return text


def text_sha256(text: str) -> str:
    """Hex SHA-256 of ``text``'s UTF-8 bytes (a lone surrogate, which a JSON ``\\ud800`` escape
    makes, as its three bytes), a chunk at a time so a long text is never copied whole."""
    digest = hashlib.sha256()
    for start in range(0, len(text), HASH_CHUNK_CHARS):
        digest.update(text[start : start + HASH_CHUNK_CHARS].encode("utf-8", "surrogatepass"))
    return digest.hexdigest()


REPLACEMENT_CHARACTER = "\ufffd"
"""What a lone surrogate becomes: Unicode's mark for a character that could not be decoded."""

_SURROGATE = re.compile("[\ud800-\udfff]")
"""Any surrogate code point left in a ``str`` is a lone one: JSON decoding joins a valid pair."""


def without_lone_surrogates(text: str) -> str:
    """``text`` with each lone surrogate replaced by U+FFFD, or ``text`` itself if it has none.

    A JSON reply may spell half a surrogate pair as ``\\ud800``; Python decodes it to a code
    point that no UTF-8 file can hold, so a record, a digest or a page built from it would fail
    mid-run. Repaired where the text enters, what the agent reads and what the record keeps agree.
    One linear scan; a text without one is returned unchanged (no copy).
    """
    if text.isascii():  # a flag CPython keeps on each string: no scan, and no surrogate is ASCII
        return text
    return _SURROGATE.sub(REPLACEMENT_CHARACTER, text) if _SURROGATE.search(text) else text
