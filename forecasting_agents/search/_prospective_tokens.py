"""How the ``prospective`` leak policy cuts a text into tokens and finds its sentence ends.

:func:`tokenize` reads words, numbers and the marks that end a sentence or a piece, with one
pattern in which no quantifier nests another, so any text is cut in linear time;
:func:`ends_sentence` tells a sentence's end from an abbreviation's period; :func:`phrase_at`
finds an indexed phrase at a token by its first word. :mod:`._prospective_text` builds its
:class:`Text` on them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from forecasting_agents.search._prospective_words import VERB_PREFIXES, words_of

__all__ = [
    "MARKDOWN_LINK",
    "MONTH_WORDS",
    "PIECE_MARKS",
    "SHORTEST_SENTENCE_WORD",
    "SHORT_SENTENCE_ENDS",
    "STOPS",
    "TOKEN",
    "PhraseIndex",
    "Token",
    "ends_sentence",
    "index_phrases",
    "phrase_at",
    "tokenize",
]

# Words, numbers and the punctuation that ends a sentence (as the schedule-aware policy reads
# them), plus the marks that end a piece: commas, brackets and dashes. No alternative nests a
# quantifier inside another.
TOKEN = re.compile(
    r"[^\W\d_][\w'\u2019/]*|\d[\d.,]*\d|\d|[.;:!?](?!\S)|\n|[,()\[\]\u2014\u2013]|-(?=\s)"
    r"|(?<=\s)[/|\u00b7\u2022](?=\s)"
)
# a spaced slash parts a list of headlines; a bar, middle dot or bullet a page's fields
STOPS = frozenset(".;:!?\n/|\u00b7\u2022")
PIECE_MARKS = frozenset(",()[]\u2014\u2013-")
SHORTEST_SENTENCE_WORD = 3

SHORT_SENTENCE_ENDS = words_of("it us me up in on do go so to be")
"""Two-letter words that end a sentence in lower case ("... decide it. Postscript, ...")."""

MONTH_WORDS = words_of(
    """
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    """
)


@dataclass(frozen=True)
class Token:
    word: str  # lower case, curly apostrophes made straight
    raw: str
    start: int
    end: int


CONTRACTION = re.compile(r"(?<=[a-z])'(?:ll|ve)$")
"""A subject's contracted "will" or "have" ("we'll", "they've"): read as its own word, so "'ll"
is the modal and "'ve" the perfect it stands for. "'re", "'m" and "'s" stay part of their
word: informal text says in them what is happening now ("we're in, it's live")."""

MARKDOWN_LINK = re.compile(r"\[[^\[\]\n]{1,300}\]\(")
"""A Markdown link's text and the opening of its address: "[19 November 2026](". Its brackets
are markup, not marks of the sentence ("scheduled to be released on [19 November 2026](...)")."""


def tokenize(text: str) -> list[Token]:
    """The text's words and marks, the brackets of Markdown links left out, and a prefix joined
    by a hyphen ("re-", "co-") read with its word."""
    markup = set()
    if "](" in text:
        for m in MARKDOWN_LINK.finditer(text):
            markup.update((m.start(), m.end() - 2))
    tokens: list[Token] = []
    for m in TOKEN.finditer(text):
        if m.start() in markup:
            continue
        word = m.group().lower().replace("\u2019", "'")
        before = tokens[-1] if tokens else None
        if (
            before is not None
            and before.word in VERB_PREFIXES
            and before.end + 1 == m.start()
            and text[before.end] == "-"
        ):
            tokens[-1] = Token(word, text[before.start : m.end()], before.start, m.end())
            continue
        contracted = CONTRACTION.search(word)
        if contracted is not None:
            split = m.start() + contracted.start()
            tokens.append(
                Token(word[: contracted.start()], text[m.start() : split], m.start(), split)
            )
            tokens.append(Token(word[contracted.start() :], text[split : m.end()], split, m.end()))
            continue
        tokens.append(Token(word, m.group(), m.start(), m.end()))
    return tokens


def ends_sentence(tokens: Sequence[Token], i: int) -> bool:
    """Sentence punctuation ends a sentence, except a period after a one- or two-letter word
    ("p.m.", "U.S.", "No.") or after a month's abbreviation before its day ("Oct. 30"); a
    period after "AM" or "PM" that follows a number ends one ("8:30 AM. CPI for July")."""
    if tokens[i].word not in STOPS:
        return False
    if tokens[i].word == "." and i > 0:
        previous = tokens[i - 1].word
        if previous in MONTH_WORDS and len(previous) <= 4 and i + 1 < len(tokens):
            return not tokens[i + 1].word[0].isdigit()  # "Oct. 30 - Nov. 1, 2023"
        if previous in ("am", "pm") and i > 1 and tokens[i - 2].word[0].isdigit():
            return True  # "8:30 AM. CPI for July": a clock time ends its sentence
        if previous in SHORT_SENTENCE_ENDS and tokens[i - 1].raw.islower():
            return True
        return previous[0].isdigit() or len(previous) >= SHORTEST_SENTENCE_WORD
    return True


PhraseIndex = dict[str, tuple[tuple[str, ...], ...]]


def index_phrases(phrases: Sequence[tuple[str, ...]]) -> PhraseIndex:
    """Phrases by their first word, longest first, so a word looks up only its own."""
    grouped: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        grouped.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(sorted(group, key=len, reverse=True)) for word, group in grouped.items()}


def phrase_at(tokens: Sequence[Token], i: int, index: PhraseIndex) -> int:
    """Length of the longest indexed phrase that starts at token ``i`` (0 if none)."""
    for phrase in index.get(tokens[i].word, ()):
        n = len(phrase)
        if i + n <= len(tokens) and all(tokens[i + k].word == phrase[k] for k in range(1, n)):
            return n
    return 0
