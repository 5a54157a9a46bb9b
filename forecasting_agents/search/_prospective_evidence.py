"""The ``prospective`` policy's evidence besides the governing verb, and the span of a date.

:mod:`forecasting_agents.search._prospective` reads a date's clause for its governing verb and
weighs the evidence in its documented order; the pieces of evidence that are not a verb's live
here, each a function of the text and the date's span: a presupposed noun of outcome, a score
or tally, the wording of criteria, a condition, a question, a deadline word and the event it
names, a schedule named with "of", a prospective noun, and a report about "that day". Each
returns an :class:`~forecasting_agents.search._prospective_verbs.Evidence` (or the words found)
or None, and reads only the date's clause or sentence, so each costs bounded work.
"""

from __future__ import annotations

from dataclasses import dataclass

from forecasting_agents.search._prospective_scores import ResultLines
from forecasting_agents.search._prospective_text import (
    CONDITION_INDEX,
    CRITERIA_INDEX,
    DEADLINE_INDEX,
    Text,
)
from forecasting_agents.search._prospective_tokens import MONTH_WORDS, index_phrases, phrase_at
from forecasting_agents.search._prospective_verbs import Evidence, aux_before, reading
from forecasting_agents.search._prospective_words import (
    BASE_FORM_PAST,
    CLAUSE_WORDS,
    CRITERIA_WORDS,
    DEADLINE_FILLERS,
    DETERMINERS,
    DIRECTIONAL_OUTCOMES,
    DIRECTIVE_VERBS,
    FORWARD_WORDS,
    FREE_RELATIVES,
    INTENT_PASTS,
    MODALS,
    OUTCOME_NOUNS,
    PAST_AUXILIARIES,
    PERFECT_AUXILIARIES,
    PREPOSITIONS,
    PRESENT_AUXILIARIES,
    PROSPECT_MARKERS,
    PROSPECTIVE_PARTICIPLES,
    SCHEDULE_NOUNS,
    SCHEDULING_VERBS,
    SLOT_NOUNS,
    TERM_NOUNS,
    words_of,
)

__all__ = [
    "DEADLINE_GAP",
    "REACH",
    "SCORE_PROSPECT_REACH",
    "DateSpan",
    "anterior_outcome",
    "before_named_event",
    "criteria_before",
    "deadline_word",
    "directive_deadline",
    "find_condition",
    "find_criteria",
    "find_question",
    "first_criteria",
    "intent_infinitive",
    "list_head",
    "listed_day",
    "locate",
    "named_schedule",
    "outcome_noun",
    "past_after",
    "prospect_noun",
    "result_line",
    "same_day_report",
    "scheduled_object",
    "scheduled_slots",
    "term_end",
]

REACH = 40
"""Tokens read on each side of a date, inside its clause: far enough for "The President signed
the One Big Beautiful Bill Act into law at a White House ceremony on <date>", short enough that
a date costs bounded work however long its sentence."""


@dataclass(frozen=True)
class DateSpan:
    """One date's tokens and the part of its clause read."""

    first: int
    last: int
    low: int  # first token read (the clause's, at most REACH before)
    high: int  # last token read


def locate(t: Text, first: int, last: int) -> DateSpan:
    low, high = t.clauses[t.clause_of[first]]
    return DateSpan(first, last, max(low, first - REACH), min(high, last + REACH))


def scheduled_object(t: Text, d: DateSpan) -> Evidence | None:
    """A verb of scheduling whose object is the date, "for" and the event after it ("set
    Saturday, August 23, 2025 for the referendum"), or None. Not with a preposition before
    the date: "called on 3 March 2025 for the resignation" dates the call."""
    tokens, k, p = t.tokens, d.last + 1, d.first - 1
    while p >= d.low and (tokens[p].word == "," or t.weekday(p)):
        p -= 1
    if p < d.low or tokens[p].word not in SCHEDULING_VERBS or k + 1 > d.high:
        return None
    if tokens[k].word != "for" or tokens[k + 1].word not in DETERMINERS:
        return None
    return Evidence("future-form", f"{tokens[p].raw} ... for", bare=not aux_before(t, p))


def named_schedule(t: Text, d: DateSpan) -> Evidence | None:
    """The date named as a schedule: "the election date of 14 May 2023", "I have entered the
    close date as 2026-10-24", "by the effective date, September 4, 2024", or, after its verb,
    "has set February 28, 2024 as the date for the release", "have chosen 9 August 2025 as the
    release date": the verb reports the choosing; the date is the schedule chosen."""
    tokens = t.tokens
    if d.first - 2 >= d.low and tokens[d.first - 1].word in ("of", "as", ","):
        noun = tokens[d.first - 2]
        if noun.word in SCHEDULE_NOUNS:
            return Evidence("future-form", f"{noun.raw} {tokens[d.first - 1].raw}")
    return _chosen_as_date(t, d)


CHOOSING_VERBS = words_of("set sets chosen chose picked named designated fixed scheduled")
"""Verbs whose object a date is, then named "as the date" of an event."""


def _chosen_as_date(t: Text, d: DateSpan) -> Evidence | None:
    tokens = t.tokens
    if d.first - 1 < d.low or tokens[d.first - 1].word not in CHOOSING_VERBS:
        return None
    k = d.last + 1
    if k > d.high or tokens[k].word != "as":
        return None
    for j in range(k + 1, min(d.high, k + AS_DATE_REACH) + 1):
        if tokens[j].word in SCHEDULE_NOUNS:
            return Evidence("future-form", f"{tokens[d.first - 1].raw} ... as ... {tokens[j].raw}")
    return None


AS_DATE_REACH = 4
"""Words after "as" in which the noun of a schedule stands ("as the release date")."""


TERM_ENDS = words_of("until till through to")
"""Words that put the end of a term on its date ("a contract until", "a loan through")."""


def term_end(t: Text, d: DateSpan) -> Evidence | None:
    """The date ends a term a noun names (:data:`TERM_NOUNS`: "They signed a contract until
    30th of June 2027", "a ban until March 2026"): the verb reports the signing, and the date is
    when the term will end, still to come. A verb between the noun and "until" ("the truce held
    until") makes the date that verb's."""
    tokens = t.tokens
    p = d.first - 1
    if p >= d.low and tokens[p].word == "the":
        p -= 1
    if p - 1 < d.low or tokens[p].word not in TERM_ENDS:
        return None
    noun = tokens[p - 1]
    if noun.word not in TERM_NOUNS:
        return None
    return Evidence("deadline", f"{noun.raw} {tokens[p].raw}")


SLOT_REACH = 4
"""Most tokens between a verb of scheduling and the slot noun it takes as object."""


def scheduled_slots(t: Text, d: DateSpan) -> Evidence | None:
    """The date names slots a verb of scheduling puts on a calendar: a plural slot noun
    (:data:`SLOT_NOUNS`) then "on", "for" or "of" and the date or a list of days ending with
    it, the noun the object of a verb of scheduling or of "added" ("has added opinion days on
    June 22, June 23 and June 30, 2023"). The verb reports the scheduling, not the event; a
    past tense after the date in its sentence reports the event."""
    tokens = t.tokens
    p = d.first - 1
    while p >= d.low and (
        listed_day(t, p, d) or t.weekday(p) or t.in_date[p] or tokens[p].word in (",", "and")
    ):
        p -= 1  # "on Thursday, June 20, 2024 and Friday, June 21, 2024": one list of days
    if p - 1 < d.low or tokens[p].word not in ("on", "for", "of"):
        return None
    if tokens[p - 1].word not in SLOT_NOUNS:
        return None
    if past_after(t, d.last):
        return None  # "... on June 30, 2025 and released three rulings that day"
    for k in range(p - 2, max(d.low, p - 2 - SLOT_REACH) - 1, -1):
        if tokens[k].word in SCHEDULING_VERBS or tokens[k].word in ("add", "adds", "added"):
            return Evidence("future-form", f"{tokens[k].raw} {tokens[p - 1].raw} {tokens[p].raw}")
    return None


OF_REACH = 7
"""Most tokens between a noun of outcome and its date across an "of" complement ("Norges Bank's
increase of the policy rate on 14 December 2023"); without one, four."""


def outcome_noun(t: Text, d: DateSpan) -> Evidence | None:
    """A presupposed noun of outcome next to the date (see ``outcome-noun``). Not in resolution
    criteria: "This market resolves on the official result of the final on <date>" names the
    outcome it waits for, as a score in criteria is a price, not a result."""
    if find_criteria(t, d) is not None:
        return None
    tokens = t.tokens
    after = range(d.last + 1, min(d.high, d.last + 2) + 1)
    before = range(d.first - 1, max(d.low, d.first - OF_REACH) - 1, -1)
    for k in [*after, *before]:
        if tokens[k].word not in OUTCOME_NOUNS or t.in_date[k]:
            continue
        if k < d.first - 4 and tokens[k + 1].word != "of":
            continue  # farther back only with its complement: "the increase of the rate on"
        if tokens[k].word in BASE_FORM_PAST and t.past_shape(k, d.low):
            continue  # "The Fed cut rates": a verb, judged as one
        if any(tokens[j].word in FREE_RELATIVES for j in range(max(0, k - 2), k)):
            continue  # "whoever wins on <date>", "whichever side wins": a supposed verb
        if _in_name(t, k):
            continue  # "The SAG Awards follow on <date>": an event's name, not its outcome
        between = range(k + 1, d.first) if k < d.first else range(d.last + 1, k)
        if any(tokens[j].word in _NOUN_PHRASE_BREAKS for j in between):
            continue
        if t.in_condition(k) or _prospect_in_phrase(t, k, d.low) or _object_to_come(t, k, d.low):
            continue
        if _asked(t, k):
            continue  # "CNB cut on May 7, 2025?": the question asks whether there is one
        premodified = k == d.last + 1 and _definite_before(t, d)  # "the March 19, 2025 cut"
        presupposed = premodified and tokens[k].word in DIRECTIONAL_OUTCOMES
        if not presupposed and (t.prospect_before(k) >= d.low or t.hypothetical(k)):
            continue
        return Evidence("outcome-noun", tokens[k].raw)
    return None


def _asked(t: Text, k: int) -> bool:
    """Is the noun at ``k`` in a question with no past tense and no definite or possessive
    word before it ("Another cut on June 6, 2024?")? Such a question does not presuppose the
    outcome it asks about; "Why did the March 20 cut fail?" and "Any reaction to the Court's
    ruling on June 26?" speak of one that happened."""
    low, high = t.sentences[t.sentence_of[k]]
    if t.tokens[high].word != "?" or _last_past(t, low, high) >= 0:
        return False
    before = (t.tokens[j].word for j in range(max(low, k - QUESTION_NOUN_REACH), k))
    return not any(_definite(word) for word in before)


QUESTION_NOUN_REACH = 4
"""Words before a noun of outcome in a question read for a definite or possessive word: "Any
reaction to the Court's ruling on June 26, 2024?" presupposes the ruling."""


RELEASING_VERBS = words_of("report post announce release publish deliver present")
"""Base forms of verbs that put out results: their object is still to be put out."""


def _object_to_come(t: Text, k: int, low: int) -> bool:
    """Is the noun at ``k`` the object of a base form of a releasing verb, a few modifiers
    between ("and report fourth-quarter results on February 8, 2024"), or in running text of
    its present ("Alphabet reports its fourth-quarter results on January 30, 2024", as a
    timetable says it)? Neither is a past: the results are to come. "Reported results" is
    one, and so is a headline's "reports results", which tells what has happened."""
    for j in range(k - 1, max(low, k - 4) - 1, -1):
        word = t.tokens[j].word
        if word in RELEASING_VERBS or (t.where == "snippet" and _releasing_present(word)):
            return True
        if not word.isalpha():
            return False
    return False


def _releasing_present(word: str) -> bool:
    """A releasing verb's present in "-s" or "-es" ("reports", "publishes")."""
    return word[:-1] in RELEASING_VERBS or (word.endswith("es") and word[:-2] in RELEASING_VERBS)


def _in_name(t: Text, k: int) -> bool:
    """Is the capitalized noun at ``k`` of running text the last word of a name ("the SAG
    Awards", "the Academy Awards")? A name is capitalized after a capitalized word that does
    not open the sentence; a title capitalizes every word, so it is read there as a noun."""
    if t.where != "snippet" or not t.tokens[k].raw[:1].isupper():
        return False
    low = t.sentences[t.sentence_of[k]][0]
    if k - 1 < low or not t.tokens[k - 1].raw[:1].isupper() or t.in_date[k - 1]:
        return False
    return not (k - 1 == low and t.tokens[low].word in DETERMINERS)  # "The Awards": no name


_NOUN_PHRASE_BREAKS = (
    MODALS
    | PAST_AUXILIARIES
    | PRESENT_AUXILIARIES
    | PERFECT_AUXILIARIES
    | words_of("by before until , ( )")
)


_DEFINITE = words_of("the its their his her our this")


def _definite(word: str) -> bool:
    """A definite determiner or a possessive ("the", "its", "the Fed's", "the Eagles'")."""
    return word in _DEFINITE or word.endswith(("'s", "'"))


def _prospect_in_phrase(t: Text, k: int, low: int) -> bool:
    """Does the noun phrase of the outcome noun at ``k`` hold an indefinite or hypothetical
    word ("a cut", "the expected cut", "any ruling")? Read back to its determiner, the date's
    words skipped."""
    for j in range(k - 1, max(low, k - 8) - 1, -1):
        if t.in_date[j]:
            continue
        word = t.tokens[j].word
        if word in PROSPECT_MARKERS:
            return True
        if _definite(word):
            return False
        if k - j > 4:
            return False
    return False


ANTERIOR_WORDS = words_of("after following")
"""Prepositions of what came before: a definite event they name is presupposed to have
happened by the main clause's time ("Following the club's title on October 30, 2024, the
Dodgers will hold a parade"), whatever tense that clause has."""
ANTERIOR_NOUNS = OUTCOME_NOUNS | words_of(
    "decision decisions title titles guidance announcement statement order verdict publication"
)
"""Nouns of a decided event that "after" or "following" presupposes: the outcome nouns, a
decision (made), a title (won), and guidance, an announcement or an order (given)."""
ANTERIOR_REACH = 7
"""Most tokens from "after" or "following" to its noun ("following the Reserve Bank's
decision")."""


def anterior_outcome(t: Text, d: DateSpan) -> Evidence | None:
    """A definite noun of a decided event dated by the date, after "after" or "following"
    (:data:`ANTERIOR_WORDS`): "Following the Reserve Bank's decision of 18 February 2025, our
    rate will fall", "after the Super Bowl win on Feb 11, 2024" (``outcome-noun``). The event is
    presupposed as past, so the main clause's future does not make it a prospect. An
    indefinite or hypothetical word in the phrase ("after a cut", "after the expected cut"), a
    condition, a question or criteria suppose it instead."""
    tokens = t.tokens
    nouns = [d.last + 1] if d.last + 1 <= d.high else []
    if d.first - 2 >= d.low and tokens[d.first - 1].word in words_of("on of in"):
        nouns.append(d.first - 2)
    for k in nouns:
        if tokens[k].word not in ANTERIOR_NOUNS or t.in_date[k] or t.hypothetical(k):
            continue
        definite = False
        for j in range(k - 1, max(d.low, k - ANTERIOR_REACH) - 1, -1):
            word = tokens[j].word
            if word in ANTERIOR_WORDS and definite:
                if find_question(t, d) or find_criteria(t, d):
                    return None
                return Evidence("outcome-noun", f"{tokens[j].raw} ... {tokens[k].raw}")
            if _definite(word):
                definite = True
            elif t.in_date[j] or tokens[j].raw[:1].isupper():
                continue  # the date, a name ("the Super Bowl win")
            elif word in PROSPECT_MARKERS or word in FORWARD_WORDS or not word.isalpha():
                break
    return None


def _definite_before(t: Text, d: DateSpan) -> bool:
    """Does a definite or possessive determiner open the date's noun phrase ("the March 19,
    2025 cut", "its ...", "the Fed's ...")? A forward adjective may stand between ("the long
    awaited ...")."""
    j = d.first - 1
    while j >= d.low and (t.hyphen_joined(j) or t.tokens[j].word.endswith("ly")):
        j -= 1
    if j < d.low:
        return False
    word = t.tokens[j].word
    return _definite(word)


def result_line(t: Text, d: DateSpan, lines: ResultLines) -> Evidence | None:
    """A score or tally in the clause read, unless the clause supposes or asks, the sentence is
    criteria, or a forward word comes before the score ("5-2 favourites", "expected to pass
    51-49"): then it is a price or a prospect."""
    if t.hypothetical(d.first) or find_criteria(t, d) is not None:
        return None
    found = lines.within(t.tokens[d.low].start, t.tokens[d.high].end)
    if found is None:
        return None
    at = t.token_at(found[0])
    near = range(max(d.low, at - SCORE_PROSPECT_REACH), min(d.high, at + 3) + 1)
    if any(t.tokens[k].word in FORWARD_WORDS or t.modal(k) for k in near):
        return None  # "5-2 favourites", "odds of 3-1", "could end 2-1"
    if any(t.tokens[k].word in PROSPECTIVE_PARTICIPLES for k in near if k < at):
        return None  # "expected to pass 51-49"
    return Evidence("result-line", found[1])


SCORE_PROSPECT_REACH = 4
"""Words before a score in which a forward word makes it a price or a prospect."""


def find_criteria(t: Text, d: DateSpan) -> Evidence | None:
    """The first word of criteria in the date's sentence (cached per sentence), or else in the
    head of the list of ";" items the sentence belongs to (:func:`list_head`)."""
    found = t.sentence_fact(d.first, "criteria", first_criteria)
    if not isinstance(found, Evidence):
        head = list_head(t, d.first)
        found = None if head < 0 else t.sentence_fact(head, "criteria", first_criteria)
    return found if isinstance(found, Evidence) else None


LIST_HEAD_ITEMS = 6
"""Most ";" items read back from a date's sentence to the head that opens their list."""
LIST_HEAD_WORDS = 4
"""Fewest words a list's head has: a short label ("Resolution update:") heads no list."""


def list_head(t: Text, i: int) -> int:
    """The first token of the head of the list of items that token ``i``'s sentence belongs
    to, or -1: a sentence of at least LIST_HEAD_WORDS words ending with ":", followed by items
    that end with ";" ("... will resolve according to the next three meetings: December 9-10,
    2025; January 27-28, 2026; and March 17-18, 2026.", "The following do NOT constitute
    holding the role: ...; appointed with an effective date after Dec 31, 2026; ..."). An item
    is no sentence of its own: the head's criteria are the item's. At least one ";" must part
    the items, so a plain "Label: text" is no list."""
    sentence = t.sentence_of[i]
    own_end = t.tokens[t.sentences[sentence][1]].word
    for back in range(1, LIST_HEAD_ITEMS + 1):
        if sentence - back < 0:
            return -1
        low, high = t.sentences[sentence - back]
        end = t.tokens[high].word
        if end == ":":
            items_parted = back > 1 or own_end == ";"
            words = sum(t.tokens[k].word.isalpha() for k in range(low, min(high, low + 8)))
            return low if items_parted and words >= LIST_HEAD_WORDS else -1
        if end != ";":
            return -1
    return -1


def first_criteria(t: Text, low: int, high: int) -> Evidence | None:
    tokens = t.tokens
    if _only_past(t, low, high):
        return None
    for i in range(low, high + 1):
        if t.in_date[i]:
            continue
        n = phrase_at(tokens, i, CRITERIA_INDEX)
        if n:
            return Evidence("criteria", " ".join(x.raw for x in tokens[i : i + n]))
        if tokens[i].word in CRITERIA_WORDS:
            return Evidence("criteria", tokens[i].raw)
        if tokens[i].word == "settled" and i > low and tokens[i - 1].word in ("is", "are"):
            return Evidence("criteria", f"{tokens[i - 1].raw} settled")  # "The race is settled on"
    last = high if tokens[high].word.isalpha() else high - 1
    if last > low and tokens[last].word in ("count", "counts") and _counts_as_verb(t, last - 1):
        return Evidence("criteria", f"... {tokens[last].raw}")  # "Statements on <date> count."
    return None


def _counts_as_verb(t: Text, before: int) -> bool:
    """Is the "count" that ends a sentence the criteria's verb ("Statements on <date> count",
    "... does not count")? After a date or an auxiliary it is; after "nine" it is a noun ("pleads
    guilty to all nine counts")."""
    return t.in_date[before] or t.tokens[before].word in ("not", "also", "still", "does", "do")


def criteria_before(t: Text, d: DateSpan) -> bool:
    """Does a word of criteria open before the date in its sentence? Read from the sentence's
    first word of criteria, found once per sentence: scanning from the sentence's start for
    each date made a sentence of thousands of dates cost their square."""
    first = t.sentence_fact(d.first, "criteria-at", _first_criteria_at)
    if isinstance(first, int) and 0 <= first < d.first:
        return True
    head = list_head(t, d.first)
    return head >= 0 and t.sentence_fact(head, "criteria-at", _first_criteria_at) != -1


_CRITERIA_PRESENTS = frozenset(("resolves", "resolve", "settles"))
_THIS_INDEX = index_phrases((("this", "question"), ("this", "market")))


def _only_past(t: Text, low: int, high: int) -> bool:
    """Are the sentence's finite verbs all past tenses that report ("the Senate passed the
    bill after a budget resolution in April", "the market resolved No on <date>")? Then a word
    of criteria in it names a thing, not a rule still to apply: criteria are written in the
    present, a modal or a condition ("resolves", "will settle", "if ... has announced"), and a
    present of criteria keeps them criteria whatever else the sentence holds ("This question
    resolves as Yes if ... (defined and explained here)")."""
    past = False
    for k in range(low, high + 1):
        if t.tokens[k].word in _CRITERIA_PRESENTS or phrase_at(t.tokens, k, _THIS_INDEX):
            return False
        found = None if t.in_date[k] else reading(t, k)
        if isinstance(found, Evidence) and found.rule == "future-form":
            return False
        if isinstance(found, Evidence) and found.rule == "past-tense" and not t.hypothetical(k):
            past = True
    return past


def _first_criteria_at(t: Text, low: int, high: int) -> int:
    """Where :func:`first_criteria` finds its word (-1: nowhere), so both agree."""
    if _only_past(t, low, high):
        return -1
    for i in range(low, high + 1):
        if not t.in_date[i] and (
            phrase_at(t.tokens, i, CRITERIA_INDEX) or t.tokens[i].word in CRITERIA_WORDS
        ):
            return i
    return -1


def find_condition(t: Text, d: DateSpan) -> Evidence | None:
    """The nearest condition word before the date in its sentence."""
    k = t.condition_in_sentence[d.first]
    if k < 0:
        return None
    n = phrase_at(t.tokens, k, CONDITION_INDEX) or 1
    return Evidence("condition", " ".join(x.raw for x in t.tokens[k : k + n]))


def find_question(t: Text, d: DateSpan) -> Evidence | None:
    low, high = t.sentences[t.sentence_of[d.first]]
    if t.tokens[high].word == "?":
        return Evidence("question-form", "?")
    if t.forward_question(d.first):
        return Evidence("question-form", t.tokens[low].raw)
    return None


DEADLINE_GAP = 8
"""Most tokens of fillers and numbers a deadline word may stand before its date."""


def deadline_word(t: Text, d: DateSpan) -> str | None:
    """The deadline word whose object is the date: the nearest deadline phrase before it with
    only fillers and numbers between ("by the end of", "before 11:59 PM ET on"), or the
    "between" of "between <date> and <date>"."""
    tokens = t.tokens
    stop = max(d.low, d.first - DEADLINE_GAP)
    j = d.first - 1
    if j > d.low and tokens[j].word == "and" and t.in_date[j - 1]:
        j -= 1
        while j > d.low and t.in_date[j - 1]:
            j -= 1  # "between <date> and <date>": read before the first date
        j, stop = j - 1, max(d.low, j - 1 - DEADLINE_GAP)
        if j >= d.low and tokens[j].word == "between":
            return tokens[j].raw
        return None
    while j >= stop:
        for start in range(max(d.low, j - 2), j + 1):
            n = phrase_at(tokens, start, DEADLINE_INDEX)
            if n and start + n - 1 == j:
                return " ".join(x.raw for x in tokens[start : j + 1])
        if t.in_date[j] or not (tokens[j].word in DEADLINE_FILLERS or tokens[j].word[0].isdigit()):
            return None
        j -= 1
    return None


def before_named_event(t: Text, d: DateSpan) -> Evidence | None:
    """The date names an event that a deadline word or "for" points to: "ahead of the October 28,
    2024 ceremony", "a favourite for the February 11, 2024 game". What the clause reports
    happened before, or for, that event."""
    tokens = t.tokens
    if d.first - 2 < d.low or not (
        tokens[d.first - 1].word in ("the", "this", "its", "their")
        or tokens[d.first - 1].word.endswith("'s")  # "prior to the Fed's April 2026 meeting"
    ):
        return None
    if d.last + 1 > d.high or not tokens[d.last + 1].word.isalpha():
        return None
    if tokens[d.last + 1].word in _NOT_EVENT_NOUNS:
        return None
    opening = d.first - 1
    if tokens[opening].word.endswith("'s"):  # the possessor's phrase: "the Bank of England's"
        while opening - 1 > d.low and (
            tokens[opening - 1].raw[:1].isupper()
            or tokens[opening - 1].word == "the"
            or (tokens[opening - 1].word == "of" and tokens[opening - 2].raw[:1].isupper())
        ):
            opening -= 1
    word = tokens[opening - 1].word
    if word == "for":
        return Evidence("future-form", f"for the ... {tokens[d.last + 1].raw}")
    probe = DateSpan(opening, d.last, d.low, d.high)
    deadline = deadline_word(t, probe)
    return None if deadline is None else Evidence("deadline", deadline)


_NOT_EVENT_NOUNS = CLAUSE_WORDS | PREPOSITIONS | MODALS | PAST_AUXILIARIES | PRESENT_AUXILIARIES


def same_day_report(t: Text, d: DateSpan, lines: ResultLines) -> Evidence | None:
    """A report in a later clause of this sentence or the next that says "that day", with no
    date between: it belongs to this date."""
    i = t.next_same_day[d.last]
    sentence = t.sentence_of[d.last]
    end = t.sentences[min(sentence + 1, len(t.sentences) - 1)][1]
    if i < 0 or i > min(end, d.last + 2 * REACH) or t.next_date[d.last] < i:
        return None
    low, high = t.clauses[t.clause_of[i]]
    near = DateSpan(i, i, max(low, i - REACH), min(high, i + REACH))
    for k in range(near.low, near.high + 1):
        found = reading(t, k)
        if isinstance(found, Evidence) and found.rule == "past-tense":
            return Evidence("past-tense", f"{found.words} ... {t.tokens[i].raw} day")
    return result_line(t, near, lines)


def prospect_noun(t: Text, d: DateSpan) -> Evidence | None:
    """A noun of outcome that the date follows ("a cut on", "a tenth straight increase on"),
    made a prospect by an indefinite or hypothetical word in its phrase: the event is not
    presupposed, so, with nothing in the clause reporting it, it is still to come."""
    k = d.first - 1
    if k > d.low and t.tokens[k].word in ("on", "at", "in"):
        k -= 1
    if k < d.low or t.tokens[k].word not in DIRECTIONAL_OUTCOMES:
        return None
    if not _prospect_in_phrase(t, k, d.low):
        return None
    return Evidence("future-form", " ".join(x.raw for x in t.tokens[max(d.low, k - 3) : k + 1]))


_LIST_WORDS = words_of("and or ,")
_RANGE_OPENERS = words_of("between from")


def _list_token(t: Text, j: int) -> bool:
    word = t.tokens[j].word
    short_number = word.isdigit() and len(word) <= 2
    return not t.in_date[j] and (word in MONTH_WORDS or word in _LIST_WORDS or short_number)


def listed_day(t: Text, k: int, d: DateSpan) -> bool:
    """Is token ``k`` in a list of days that ends with the date, each day a number and a
    month ("30 June and 7 July 2024", "June 22, June 23 and June 30, 2023")? Its days are the
    date's, not another time. A range ("between April 18 and October 31, 2025") is a period
    whose first day is a time of its own."""
    if not any(t.tokens[j].word in _LIST_WORDS for j in range(k, d.first)):
        return False
    if not all(_list_token(t, j) for j in range(k, d.first)):
        return False
    j = k
    while j - 1 >= d.low and _list_token(t, j - 1):
        j -= 1
    return not (j - 1 >= d.low and t.tokens[j - 1].word in _RANGE_OPENERS)


def directive_deadline(t: Text, i: int, d: DateSpan) -> Evidence | None:
    """A directive verb at ``i`` whose infinitive, within three words, takes the date as its
    deadline: "told to file final amendments by <date>"; or whose object after "for" is dated
    by it: "asked for responses in December 2023" (the thing asked for is still to come)."""
    if t.tokens[i].word not in DIRECTIVE_VERBS:
        return None
    if i + 1 < d.first and t.tokens[i + 1].word == "for" and _requested(t, i + 2, d):
        return Evidence("deadline", f"{t.tokens[i].raw} for ... {t.tokens[d.first - 1].raw}")
    for k in range(i + 1, min(d.first, i + 4)):
        if t.tokens[k].word == "to":
            deadline = deadline_word(t, d)
            if deadline is not None:
                return Evidence("deadline", f"{t.tokens[i].raw} to ... {deadline}")
            return None
    return None


def _requested(t: Text, k: int, d: DateSpan) -> bool:
    """Tokens ``k``.. up to the date: a short noun phrase with no verb, then a preposition of
    time ("responses in", "comments by"), and no past tense after the date in its sentence
    ("... in December 2023 and received 300" reports that month)."""
    if not k < d.first - 1 <= k + 3 or t.tokens[d.first - 1].word not in ("in", "on", "by"):
        return False
    if not all(reading(t, j) is None and t.tokens[j].word.isalpha() for j in range(k, d.first)):
        return False
    return not past_after(t, d.last)  # "and received"


def past_after(t: Text, i: int) -> bool:
    """Is there a past tense after token ``i`` in its sentence? Read from the sentence's last
    past tense, found once per sentence, so each date asks in O(1)."""
    last = t.sentence_fact(i, "last-past", _last_past)
    return isinstance(last, int) and last > i


def _last_past(t: Text, low: int, high: int) -> int:
    return next((j for j in range(high, low - 1, -1) if _past_at(t, j)), -1)


def _past_at(t: Text, j: int) -> bool:
    found = reading(t, j)
    return isinstance(found, Evidence) and found.rule == "past-tense"


def intent_infinitive(t: Text, i: int, d: DateSpan) -> str | None:
    """The words of a past verb of intent at ``i`` ("threatened", "has vowed") and of the
    infinitive after it, before the date ("threatened ... to pull"), or None."""
    tokens = t.tokens
    verb = i + 1 if tokens[i].word in PERFECT_AUXILIARIES and i + 1 < d.first else i
    if tokens[verb].word not in INTENT_PASTS:
        return None
    for k in range(verb + 1, d.first - 1):
        after = tokens[k + 1]
        if tokens[k].word != "to" or t.in_date[k + 1] or not after.raw.isalpha():
            continue
        if after.raw.islower() and after.word not in DETERMINERS and after.word not in PREPOSITIONS:
            return f"{tokens[verb].raw} ... to {after.raw}"
    return None
