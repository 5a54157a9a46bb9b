"""What a verb-like token says about a date it governs, for the ``prospective`` leak policy.

:func:`reading` tells, for one token, whether it is a past tense (a regular or irregular past
form, a past auxiliary, a perfect), a modal or a future form, a present, a participle or an
infinitive that defers to another word ("skip"), or no verb at all; the rules of
:mod:`forecasting_agents.search._prospective` say when. A reading depends only on the token's
clause, so it is made once per token.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from forecasting_agents.search._prospective_text import FUTURE_INDEX, UNSET, Text, is_year, plural
from forecasting_agents.search._prospective_tokens import Token, phrase_at
from forecasting_agents.search._prospective_words import (
    BASE_FORM_PAST,
    DETERMINERS,
    FUTURE_VERBS,
    HEADLINE_NON_SUBJECTS,
    MODALS,
    PASSIVE_MARKERS,
    PAST_AUXILIARIES,
    PERFECT_AUXILIARIES,
    PREPOSITIONS,
    PRESENT_AUXILIARIES,
    PRESENT_SUBJECTS,
    PROSPECTIVE_PARTICIPLES,
    SAYING_VERBS,
    SCHEDULING_VERBS,
    SKIPPED_ADVERBS,
)


@dataclass(frozen=True)
class Evidence:
    rule: str
    words: str
    participle: bool = False  # a bare past form before a preposition: maybe a reduced relative
    bare: bool = False  # a forward participle or adjective with no auxiliary: a later verb rules
    present: bool = False  # a present tense of an event: weak, English reports in it too


def aux_before(t: Text, i: int) -> str:
    """The auxiliary that heads the verb at ``i`` ("has been signed": "has"; "to be cut": "to"),
    or "" if it has none. Read within the verb's clause."""
    low = t.clause_low(i)
    j, word = t.previous_word(i, low)
    found = ""
    while j >= low and (
        word in PASSIVE_MARKERS
        or t.modal(j)
        or word in PAST_AUXILIARIES
        or word in PERFECT_AUXILIARIES
        or word in PRESENT_AUXILIARIES
        or word == "to"
    ):
        found = word
        if word not in PASSIVE_MARKERS:
            break
        j, word = t.previous_word(j, low)
    return found


def headline_item(t: Text, i: int) -> bool:
    """Is token ``i`` in an item of a list of headlines ("... (Sept. 9, 2024) / AirPods 4")?
    There, as in a title, a present tense reports."""
    low, high = t.sentences[t.sentence_of[i]]
    return t.tokens[high].word == "/" or (low > 0 and t.tokens[low - 1].word == "/")


def headline_infinitive(t: Text, first: int, low: int) -> Evidence | None:
    """A headline's future: a subject, "to", a verb ("Apple to report ...", "Starmer to become"),
    in a title, an item of a list of headlines, or a line of running text written as one, with
    no other verb in its sentence ("Trial to begin on July 14, 2025, before Judge Failla.")."""
    headline = t.where == "title" or headline_item(t, first)
    tokens = t.tokens
    for i in range(low + 1, first):
        if tokens[i].word != "to" or i + 1 >= first or not tokens[i + 1].word.isalpha():
            continue
        subject = tokens[i - 1].word
        if (
            subject.isalpha()
            and subject not in HEADLINE_NON_SUBJECTS
            and subject not in PREPOSITIONS
            and not t.past_shape(i - 1, low)
            and (headline or _headline_line(t, i + 1))
        ):
            return Evidence("future-form", f"{tokens[i - 1].raw} to {tokens[i + 1].raw}")
    return None


def _headline_line(t: Text, verb: int) -> bool:
    """Is the infinitive at ``verb`` the only verb of its sentence, in a sentence that opens
    with its subject ("Trial to begin on ...", "Ticket holders to arrive on ...")? No word of
    the sentence may be spelled as a past, even one read as an adjective ("Moody's downgraded
    its ratings to junk on ..." reports)."""
    low, high = t.sentences[t.sentence_of[verb]]
    word = t.tokens[verb]
    if not t.tokens[low].raw[:1].isupper() or not (word.raw.isalpha() and word.raw.islower()):
        return False  # "Newcastle to Liverpool": a preposition, not an infinitive
    if word.word in DETERMINERS or word.word in PREPOSITIONS:
        return False  # "jumps to an all-time high"
    if verb - 1 - low > HEADLINE_SUBJECT_WORDS:
        return False  # "Chega's leader needs only to finish ...": a sentence, not a headline
    others = [k for k in range(low, high + 1) if k != verb and not t.in_date[k]]
    return not any(reading(t, k) is not None or t.past_shape(k, low) for k in others)


HEADLINE_SUBJECT_WORDS = 4
"""Most words of a headline's subject before its "to" ("Jury selection and trial to begin")."""


Reading = Evidence | str | None


def reading(t: Text, i: int) -> Reading:
    """What the token at ``i`` says about a date it governs: evidence (past-tense or
    future-form), ``"skip"`` for a participle or an infinitive whose auxiliary or verb governs
    instead, or None if it is no verb. It depends only on the token's clause, so it is cached."""
    cached = t.groups[i]
    if cached is UNSET:
        cached = t.groups[i] = _read(t, i)
    return cached


def _first_person(tokens: Sequence[Token], i: int) -> bool:
    """Is "am" at ``i`` a verb: "I am", "am I"?"""
    return (i > 0 and tokens[i - 1].word == "i") or (
        i + 1 < len(tokens) and tokens[i + 1].word == "i"
    )


def _read(t: Text, i: int) -> Reading:
    tokens, word = t.tokens, t.tokens[i].word
    raw = tokens[i].raw
    low = t.clause_low(i)
    if t.in_date[i]:
        return None
    n = phrase_at(tokens, i, FUTURE_INDEX)
    if n:
        if word not in PRESENT_AUXILIARIES and aux_before(t, i):
            return "skip"  # "was set to": the auxiliary governs
        words = " ".join(x.raw for x in tokens[i : i + n])
        return Evidence("future-form", words, bare=word == "set")  # "Set for July 3, ..."
    if word in MODALS:
        return Evidence("future-form", raw) if t.modal(i) else None
    if word in FUTURE_VERBS:
        if aux_before(t, i) == "to":
            return "skip"
        k = t.modifiers_before(i, low)
        if k >= low and t.noun_head(k):
            return None  # "the 5% target", "a plan": a noun
        if _in_object_phrase(t, i, low):
            return None  # "held the federal funds target range steady": a noun
        return Evidence("future-form", raw)
    if word in PAST_AUXILIARIES:
        return "skip" if t.hypothetical(i) else Evidence("past-tense", raw)
    if word == "am" and not _first_person(tokens, i):
        return None  # "8:30 AM" is a clock time, "Frankfurt am Main" a name: "am" goes with "I"
    if word in PERFECT_AUXILIARIES or word in PRESENT_AUXILIARIES:
        return _present_or_perfect(t, i)
    if t.past_shape(i, low) or word in PROSPECTIVE_PARTICIPLES:
        return _past_form(t, i)
    if t.where != "snippet" or headline_item(t, i):
        return None  # a headline's present tense reports: "Truce collapses on December 1"
    if _inside_name(tokens, i, low):
        return None  # "Indian Air Force pilot", "Open Days": a word of a name, no verb
    if word in COPULA_PRESENTS and not aux_before(t, i):
        return Evidence("future-form", raw, present=True)  # "the target date remains <date>"
    if t.timetable(i, low):
        return "skip" if aux_before(t, i) else Evidence("future-form", raw, present=True)
    if t.agreeing_present(i, low) and not t.hypothetical(i):
        return Evidence("future-form", raw, present=True)  # "he tees off on <date>"
    return None


COPULA_PRESENTS = frozenset({"remains", "becomes", "remain"})
"""Linking verbs in the present that say what a thing is ("The target action date remains
August 5, 2023", "The rate becomes effective on"), read in running text as "is" is: a present,
weak evidence, since a past tense elsewhere in the sentence still reports the date. After an
auxiliary they are part of its verb ("has become"). "Remain" is no noun, so its base form is
a plural's present ("Two rounds remain, both at ExCeL London on July 20-21, 2024")."""


def _inside_name(tokens: Sequence[Token], i: int, low: int) -> bool:
    """Is the capitalized word at ``i``, not the first of its clause, between two other
    capitalized words ("carrying Indian Air Force pilot ...")? In running text that is a name."""
    if i <= low or i + 1 >= len(tokens) or not tokens[i].raw[:1].isupper():
        return False
    return all(tokens[k].raw[:1].isupper() and tokens[k].raw.isalpha() for k in (i - 1, i + 1))


OBJECT_PHRASE_REACH = 4
"""Most words of a noun phrase read back from a verb-like word to its determiner."""


def _in_object_phrase(t: Text, i: int, low: int) -> bool:
    """Is the word at ``i`` inside a noun phrase that a determiner opens right after a past
    tense ("held the federal funds target range")? The phrase is an object, so the word is a
    noun of it, not the clause's verb. After a preposition the phrase may end a subject
    ("Analysts at the big banks predict"), so that is left alone."""
    k = i - 1
    while k >= low and i - k <= OBJECT_PHRASE_REACH and _plain_word(t, k):
        k -= 1
    if k < low or t.tokens[k].word not in _OPENERS:
        return False
    before = k - 1
    if before > low and t.tokens[before].word in _PARTICLES:
        before -= 1  # "laid out his plan": the particle belongs to the verb
    if before < low or t.tokens[before].word in SAYING_VERBS:
        return False  # "said the group plans to": a verb of saying reports a clause, not an object
    found = reading(t, before)
    return isinstance(found, Evidence) and found.rule == "past-tense"


def _plain_word(t: Text, k: int) -> bool:
    """A lowercase word, a number or a year of a noun phrase ("his 10-point plan", "its 2024
    revenue forecast"): no verb, no mark, no full date."""
    raw, word = t.tokens[k].raw, t.tokens[k].word
    if t.in_date[k]:
        return is_year(raw)
    if raw.isdigit():
        return True
    if not raw.isalpha() or not raw.islower():
        return False
    return word not in FUTURE_VERBS and word not in _OPENERS and word not in PREPOSITIONS


_OPENERS = frozenset(("the", "a", "an", "its", "their", "his", "her"))
_PARTICLES = frozenset(("out", "up", "off", "down", "in"))
"""Particles of phrasal verbs that stand between a past tense and its object ("set out", "laid
out his plan", "drew up a forecast")."""


def _present_or_perfect(t: Text, i: int) -> Evidence | str:
    """ "has"/"have"/"is"/"are" governing the date: a perfect (a participle after it) is a past,
    unless negated ("has not ruled out", "has yet to") or hypothetical; anything else a
    present ("polling day is May 3")."""
    tokens, word = t.tokens, t.tokens[i].word
    _, high = t.clauses[t.clause_of[i]]
    if word in PERFECT_AUXILIARIES:
        k = i + 1
        negated = word in ("hasn't", "haven't")
        while k < high and (tokens[k].word in SKIPPED_ADVERBS or tokens[k].word.endswith("ly")):
            negated = negated or tokens[k].word in ("not", "yet", "never")
            k += 1
        participle = k <= high and (tokens[k].word == "been" or t.past_shape(k, t.clause_low(k)))
        if participle and (t.hypothetical(i) or aux_before(t, i) in MODALS):
            return "skip"  # "if it has been", "will have increased": no report
        if participle and not negated:
            return Evidence("past-tense", f"{tokens[i].raw} {tokens[k].raw}")
    return Evidence("future-form", tokens[i].raw)


def _past_form(t: Text, i: int) -> Reading:
    """A form spelled as a past (or a participle of expectation) at ``i``."""
    tokens, word, raw = t.tokens, t.tokens[i].word, t.tokens[i].raw
    low = t.clause_low(i)
    if t.adjectival(i, low):
        return None
    if t.previous_word(i, low)[1] == "as":
        return None  # "as planned", "as widely expected": says a plan was kept, not when
    if aux_before(t, i) == "be":
        return Evidence("future-form", f"be {raw}")  # "asked that the vote be held on <date>"
    if aux_before(t, i):
        return "skip"  # the auxiliary governs: "will be held", "has been signed", "to be cut"
    if t.participle_opening[i]:
        dated = _dated_participle(t, i)
        if word in PROSPECTIVE_PARTICIPLES or (
            word in SCHEDULING_VERBS and dated not in _POINT_PREPOSITIONS
        ):
            return Evidence("future-form", raw, bare=True)  # "Scheduled for ..., the vote"
        # "The winner, announced on March 3, 2025, is ...": a verb of scheduling whose own
        # date is a point ("on", "at") asserts that act, as any participle does
        if t.after_mark[i] and not dated:
            return "skip"  # ", followed by the ceremony on": the clause's verb governs
        # "Elected on June 2, 2024, she ...", "The results, released on 29 April 2025, will
        # be certified": a participle set off by commas asserts its event, on its own date.
        return Evidence("past-tense", raw)
    if word in PROSPECTIVE_PARTICIPLES and not _act_with_object(t, i):
        return Evidence("future-form", raw, bare=True)  # "Analysts expected a cut by ..."
    _, previous = t.previous_word(i, low)
    if word in BASE_FORM_PAST and (previous in PRESENT_SUBJECTS or plural(previous)):
        return "skip"  # "investors put", "the Eagles beat": a present or a past, no evidence
    if previous in ("do", "does", "did", "didn't", "don't", "doesn't"):
        return "skip"  # the auxiliary carries the tense: "did not cut" is reported by "did"
    if t.hypothetical(i):
        return "skip"
    if previous in ("and", "or", "nor") and _coordinated_participle(t, i, low):
        return "skip"  # "is cancelled or not completed by": the first verb's auxiliary governs
    shared = _listed_participle(t, i) if previous in (",", "and", "or", "nor") else -1
    if shared >= 0:
        return reading(t, shared)  # "is canceled, indefinitely postponed, or delayed beyond"
    bare = i + 1 < len(tokens) and tokens[i + 1].word in PREPOSITIONS
    return Evidence("past-tense", raw, participle=bare)


ACT_PASTS = frozenset({"pledged", "promised", "booked", "earmarked", "designed"})
"""Past forms of expectation and plan that are acts when they take an object: "Donors pledged
US$11.34 billion at the summit on 21 November 2025" reports the pledging on that day, where
"Analysts expected a cut by ..." states an expectation. Not "proposed": "Trump proposed Fox on
Sept. 4" proposes a date for a debate."""


def _act_with_object(t: Text, i: int) -> bool:
    """Is the finite past at ``i`` an act (:data:`ACT_PASTS`) with its object after it, not an
    infinitive or a preposition ("pledged US$11 billion", not "pledged to", "promised for")?"""
    if t.tokens[i].word not in ACT_PASTS or i + 1 >= len(t.tokens):
        return False
    after = t.tokens[i + 1]
    return after.word != "to" and after.word not in PREPOSITIONS and not t.in_date[i + 1]


def _coordinated_participle(t: Text, i: int, low: int) -> bool:
    """Is the past form at ``i`` the second of two coordinated participles whose first has an
    auxiliary ("is developed and publicly announced", "is cancelled or not completed")?"""
    j, _ = t.previous_word(i, low)  # the "and" or "or"
    k, _ = t.previous_word(j, low)
    return k >= low and t.past_shape(k, low) and aux_before(t, k) != ""


LIST_REACH = 12
"""Most tokens read back over a list of participles ("canceled, indefinitely postponed, or")."""


def _listed_participle(t: Text, i: int) -> int:
    """The auxiliary shared by a list of participles whose later item is the past form at
    ``i`` ("The trip is canceled, indefinitely postponed, or delayed beyond <date>": "is"), or
    -1. Read back, within the sentence, over commas, "and", "or", adverbs and past forms only,
    to a tensed auxiliary, which governs every item; a list with none ("Prices rose, fell, and
    rebounded on") is a list of past tenses."""
    low = t.sentence_start(i)
    items = 0
    for k in range(i - 1, max(low, i - LIST_REACH) - 1, -1):
        word = t.tokens[k].word
        if word in PAST_AUXILIARIES or word in PRESENT_AUXILIARIES:
            return k if items > 0 else -1
        if t.past_shape(k, low):
            items += 1
        elif not (word in (",", "and", "or", "nor", "not") or word.endswith("ly")):
            return -1
    return -1


def _dated_participle(t: Text, i: int) -> str:
    """The preposition of the past form's own date, if it takes one right after it (a particle
    before it allowed: "sworn in on", "called off on"), :data:`DIRECT` for a date right after
    it, as reference works date an event ("(elected 8 May 2025)"), else ""."""
    tokens = t.tokens
    if i + 1 < len(tokens) and t.in_date[i + 1]:
        return DIRECT  # "(elected 8 May 2025)", "(died 3 March 2025)": the date itself
    for k in range(i + 1, min(len(tokens) - 1, i + 3)):
        if tokens[k].word not in PREPOSITIONS and tokens[k].word not in _PARTICLES:
            return ""
        if tokens[k].word in PREPOSITIONS and t.in_date[k + 1]:
            return tokens[k].word
    return ""


DIRECT = "(date)"
"""What :func:`_dated_participle` returns for a date right after the verb, with no preposition."""

_POINT_PREPOSITIONS = frozenset(("on", "at", DIRECT))
"""Prepositions of a point in time: a verb of scheduling dated with one reports its act
("announced on"); with "for", "to", "until" it sets a date ("moved to", "set for")."""


_PARTICLES = frozenset(("in", "up", "off", "out", "down", "back", "over", "through"))
"""Particles of phrasal verbs ("sworn in", "signed off"), which stand between a verb and the
preposition of its date."""
