"""A title that states the question's own outcome, for the ``prospective`` leak policy.

A page may report the outcome only in its title ("Fed cuts rates by a quarter point") while its
text restates the schedule ("The decision is due on March 19, 2025"). The text's dates, judged
on their own, are kept; the title says the event is over. :func:`question_verb` reads the verb
of the question ("Will the Fed *cut* rates ...?": the first word after the auxiliary and the
subject that is no name, determiner, number, hyphenated modifier, plural or noun by its
suffix; None if "be" is the verb after it, "Will euro-area flash HICP inflation ... be
below"), and
:func:`headline_outcome` finds that verb in an undated title as a finite verb: a form in "-s"
or "-ed" ("cuts", "approved"), or its base after a plural or a name ("Real Madrid win"), as
headlines report. A title that asks, supposes, looks forward ("to win", "could cut", "next"),
or names a time of its own ("in December", "2024", "last week") reports nothing about the
question's date. Each date the text would keep is then a leak, except one whose clause speaks
of a recurrence ("the next meeting", "again"): that is a later event than the title's. Nor
does it when the text dates the title's event before the cutoff (:func:`earlier_event`: "McIlroy
wins the Players" over "... beat Spaun on March 17, 2025 to win the Players Championship"): the
title reports that earlier event, not the question's.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from forecasting_agents.search._cutoff import DateMention, date_mentions
from forecasting_agents.search._prospective_text import Text, is_year, plural
from forecasting_agents.search._prospective_tokens import MONTH_WORDS, Token, tokenize
from forecasting_agents.search._prospective_words import (
    CONDITION_WORDS,
    DETERMINERS,
    FORWARD_WORDS,
    FUTURE_VERBS,
    MODALS,
    PAGE_NOUNS,
    PASSIVE_MARKERS,
    PAST_AUXILIARIES,
    PERFECT_AUXILIARIES,
    PREPOSITIONS,
    PRESENT_AUXILIARIES,
    TIME_ANCHORS,
    words_of,
)

__all__ = ["RECURRENCE_WORDS", "earlier_event", "headline_outcome", "question_verb", "recurs"]

QUESTION_OPENERS = words_of("will would can could shall")
"""Auxiliaries that open a question about a future event ("Will the Fed cut ...?")."""

NOUN_SUFFIXES = ("tion", "sion", "ment", "ness", "ity", "ance", "ence", "ism", "ship", "age")
"""Endings that make a word a noun, not the question's verb ("Will US CPI inflation be ...")."""

RECURRENCE_WORDS = words_of("next another again following")
"""Words that make a date a later instance of an event than the one a title reports ("the
next meeting is on ...")."""

_WH_WORDS = words_of("how why what when where who which whether")

_NOT_VERBS = (
    DETERMINERS
    | PREPOSITIONS
    | MODALS
    | PASSIVE_MARKERS
    | PAST_AUXILIARIES
    | PERFECT_AUXILIARIES
    | PRESENT_AUXILIARIES
    | words_of("be have not ever still")
)


def question_verb(question: str) -> str | None:
    """The main verb of a question opened by "Will" (or "Would", "Can", ...), in its base form,
    or None if the question has another shape or its verb is "be" or "have"."""
    tokens = tokenize(question)
    if not tokens or tokens[0].word not in QUESTION_OPENERS:
        return None
    for k, token in enumerate(tokens[1:12], start=1):
        word = token.word
        if token.raw[:1].isupper() or word in DETERMINERS or word.endswith("'s"):
            continue  # the subject: names, determiners, possessives
        hyphen = "-" in (
            question[token.end : token.end + 1],
            question[token.start - 1 : token.start],
        )
        if hyphen:
            continue  # "euro-area", "long-term": a hyphenated modifier of the subject
        if not word.isalpha() or len(word) < 2 or word in _NOT_VERBS:
            return None
        if word.endswith(NOUN_SUFFIXES):
            return None
        if plural(word):
            continue  # "Will long-term yields rise": a verb after "will" has no "-s"
        if any(_main_be(tokens, j) for j in range(k + 1, min(len(tokens), 16))):
            return None  # "Will euro-area flash HICP inflation ... be below": "be" is the verb
        return word
    return None


def _main_be(tokens: Sequence[Token], j: int) -> bool:
    """Is token ``j`` a "be" or "have" that is no infinitive ("... inflation be below")?"""
    return tokens[j].word in ("be", "have") and tokens[j - 1].word != "to"


def _forms(verb: str) -> tuple[frozenset[str], frozenset[str]]:
    """The verb's inflected forms ("-s" and "-ed"), and its base."""
    forms = {verb + "s", verb + "es", verb + "ed", verb + "d"}
    if verb.endswith("y"):
        forms |= {verb[:-1] + "ies", verb[:-1] + "ied"}
    if len(verb) >= 3 and verb[-1] not in "aeiouwy" and verb[-2] in "aeiou":
        forms.add(verb + verb[-1] + "ed")  # "ban": "banned"
    return frozenset(forms), frozenset({verb})


def headline_outcome(title: str, mentions: Sequence[DateMention], verb: str | None) -> str | None:
    """The question's verb as the finite verb of an undated title that neither asks, supposes,
    looks forward nor names a time of its own ("Fed cuts rates by a quarter point": "cuts"), or
    None."""
    if verb is None or mentions or "?" in title:
        return None
    t = Text(title, "title", [])
    words = [token.word for token in t.tokens]
    if not words or words[0] in _WH_WORDS or any(_forward_or_timed(word) for word in words):
        return None  # "How Real Madrid win the final": an explainer, not a report
    inflected, base = _forms(verb)
    for k, token in enumerate(t.tokens):
        if k == 0 or (token.word not in inflected and token.word not in base):
            continue
        before = t.tokens[k - 1]
        if before.word in DETERMINERS or before.word in PREPOSITIONS or before.word == "to":
            continue  # "the win", "to win": a noun or an infinitive
        if before.word.endswith("'s") or before.word.endswith("'"):
            continue  # "Madrid's win"
        if token.word in base and not (before.raw[:1].isupper() or before.word.endswith("s")):
            continue  # a base form is a verb after a name or a plural only
        if k + 1 < len(t.tokens) and t.tokens[k + 1].word in PAGE_NOUNS:
            continue  # "Webb launch update": a noun of a compound that names a page
        return token.raw
    return None


def _forward_or_timed(word: str) -> bool:
    return (
        word in MODALS
        or word in FUTURE_VERBS
        or word in FORWARD_WORDS
        or word in CONDITION_WORDS
        or word in TIME_ANCHORS
        or word in MONTH_WORDS
        or is_year(word)
    )


def recurs(clause: str) -> bool:
    """Does the clause speak of a later instance of an event ("the next meeting")?"""
    return any(token.word in RECURRENCE_WORDS for token in tokenize(clause))


def _stem(word: str) -> str:
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def earlier_event(title: str, verb: str, snippet: str, cutoff: date) -> bool:
    """Does the snippet date the event a title reports (the words after its verb ``verb``)
    before the cutoff? A sentence of the snippet with a date before the cutoff names one of
    the title's object words ("the Players", "the PGA and DGA awards")."""
    tokens = tokenize(title)
    at = next((k for k, token in enumerate(tokens) if token.raw == verb), None)
    if at is None:
        return False
    objects = {
        _stem(token.word)
        for token in tokens[at + 1 :]
        if token.word.isalpha() and len(token.word) > 2 and token.word not in _NOT_VERBS
    } - {"and"}
    for mention in date_mentions(snippet):
        if mention.last >= cutoff:
            continue
        low = snippet.rfind(". ", 0, mention.start) + 1
        high = snippet.find(". ", mention.end)
        sentence = snippet[low : high if high >= 0 else len(snippet)]
        if objects & {_stem(token.word) for token in tokenize(sentence)}:
            return True
    return False
