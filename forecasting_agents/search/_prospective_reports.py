"""What the ``prospective`` policy reads as a report besides the verb, and when one is supposed.

:mod:`forecasting_agents.search._prospective` weighs the evidence of a date in its documented
order. These pieces decide whether a date has passed or whether a report is only supposed:
"since" a date (it has passed), an action whose gerund "after" puts before the main clause (it
came first), a past tense or a score in a relative clause on the date's noun phrase (it tells
what happened then), a subject named the winner of the date's event (it was decided), a
perfect or a bare participle under criteria, a condition or a question (supposed, not
reported), a present perfect before the date (it arranged what the date names, unless informal
writing dates it), and a word that dates writing inside criteria (it dates the source they
name).
Each reads only the date's sentence, so each costs bounded work.
"""

from __future__ import annotations

from forecasting_agents.search._prospective_evidence import (
    REACH,
    DateSpan,
    criteria_before,
    deadline_word,
    find_criteria,
    find_question,
    result_line,
)
from forecasting_agents.search._prospective_scores import ResultLines
from forecasting_agents.search._prospective_text import Text
from forecasting_agents.search._prospective_times import other_time, time_in_clause
from forecasting_agents.search._prospective_verbs import Evidence, reading
from forecasting_agents.search._prospective_words import (
    DETERMINERS,
    PAST_AUXILIARIES,
    PERFECT_AUXILIARIES,
    PREPOSITIONS,
    WINNER_NOUNS,
    WRITING_WORDS,
    words_of,
)

__all__ = [
    "GERUND_REACH",
    "RELATIVE_WORDS",
    "WINNER_REACH",
    "anterior_action",
    "labelled_in_criteria",
    "present_perfect",
    "relative_report",
    "since",
    "supposed_perfect",
    "winner_named",
]


def labelled_in_criteria(t: Text, d: DateSpan, written: Evidence) -> bool:
    """Is a word that dates writing ("published") inside a sentence of criteria ("will resolve
    based on the July 1st 2026 rating list (published June 30th 2026)")? It dates the source
    the criteria name, not this text."""
    return written.words.lower() in WRITING_WORDS and find_criteria(t, d) is not None


def since(t: Text, d: DateSpan) -> Evidence | None:
    """The date is the object of "since" ("in office since <date>", "unchanged since the
    <date> meeting"): a time that has passed when the text was written, unless the sentence
    supposes, asks or sets criteria ("Resolves YES if X has served since <date>")."""
    k = d.first - 1
    if k >= d.low and t.tokens[k].word in ("the", "its", "their"):
        k -= 1
    if k < d.low or t.tokens[k].word != "since" or _not_asserted(t, d.first, d):
        return None
    return Evidence("past-tense", t.tokens[k].raw)


def _not_asserted(t: Text, i: int, d: DateSpan) -> bool:
    """Does the date's sentence suppose, ask or set criteria rather than assert what the word at
    ``i`` says: a condition, a clause of time after a modal, a question or criteria?"""
    if t.hypothetical(i) or find_criteria(t, d) or find_question(t, d):
        return True
    return t.condition_in_sentence[d.first] >= 0


GERUND_REACH = 10
"""Most tokens from "after" and its gerund to the date ("after beating Aryna Sabalenka in
straight sets on Saturday, Nov. 8, 2025")."""


def anterior_action(t: Text, d: DateSpan) -> Evidence | None:
    """The date falls in an action that "after" puts before the main clause, told by a gerund
    with its object ("will be the nominee after beating a crowded field on May 16, 2023",
    "after winning the Oct. 20, 2025 election"): the action is presupposed done by the main
    clause's time, whatever its tense (``past-tense``). A word in "-ing" with no object is a
    noun ("after Thanksgiving", "after funding expires"); a finite verb or another time between
    the gerund and the date, a condition, criteria or a question leave it alone."""
    for k in range(d.first - 1, max(d.low + 1, d.first - GERUND_REACH) - 1, -1):
        if t.in_date[k] or other_time(t, k, d) or isinstance(reading(t, k), Evidence):
            return None
        if not _gerund_with_object(t, k) or t.tokens[k - 1].word != "after":
            continue
        if _not_asserted(t, k, d):
            return None
        return Evidence("past-tense", f"{t.tokens[k - 1].raw} {t.tokens[k].raw}")
    return None


def _gerund_with_object(t: Text, k: int) -> bool:
    """Is the word at ``k`` a gerund with its object after it ("beating a", "winning the",
    "beating Sabalenka")?"""
    raw = t.tokens[k].raw
    if not (raw.islower() and raw.isalpha() and len(raw) > 4 and raw.endswith("ing")):
        return False
    if k + 1 >= len(t.tokens):
        return False
    after = t.tokens[k + 1]
    return after.word in DETERMINERS or after.word.endswith("'s") or after.raw[:1].isupper()


WINNER_REACH = 8
"""Most tokens between a noun of the winner and the date of its event."""


def winner_named(t: Text, d: DateSpan) -> Evidence | None:
    """A subject said, with "is" or "was", to be the winner of the date's event ("Anora is the
    winner of Best Picture at the March 2, 2025 ceremony"): the event was decided. A winner
    not named ("The winner of the <date> election will take office"), asked about or supposed
    reports nothing."""
    for k in range(d.first - 1, max(d.low, d.first - WINNER_REACH) - 1, -1):
        if t.tokens[k].word not in WINNER_NOUNS:
            continue
        j = k - 1
        while j >= d.low and t.tokens[j].word in ("the", "a", "an", "this", "year's"):
            j -= 1
        if j < d.low or t.tokens[j].word not in ("is", "are", "was", "were"):
            return None
        if j > d.low and t.tokens[j - 1].word in ("who", "whoever", "whichever"):
            return None  # "Whoever is the winner of ... will": no one named
        if _not_asserted(t, j, d):
            return None
        return Evidence("outcome-noun", f"{t.tokens[j].raw} ... {t.tokens[k].raw}")
    return None


def supposed_perfect(t: Text, d: DateSpan, report: Evidence) -> bool:
    """Is the past-tense report only supposed? A perfect ("has been terminated") whose date is a
    deadline ("before", "by") in a sentence of criteria or under a condition states what must
    have happened by then; a bare past form with no auxiliary in a sentence of criteria, a
    question or a condition is a participle of an elided passive ("ceasefire broken by March
    31, 2026?", "Resolves YES if Russia captures the station located on X by <date>"). A
    condition closed by a comma before the date's clause supposes nothing in it: "If you missed
    it, the Fed cut rates on <date>" reports the cut."""
    if report.rule != "past-tense":
        return False
    words = report.words.split()
    if words[-1] == "sentence)":
        return False  # a report elsewhere in the sentence: its own claim
    criteria = criteria_before(t, d)
    condition = t.condition_in_sentence[d.first]
    supposed = criteria or (condition >= 0 and not t.condition_closed(condition, d.first))
    if words[0].lower() in PERFECT_AUXILIARIES:
        return supposed and deadline_word(t, d) is not None
    bare = len(words) == 1 and words[0].lower() not in PAST_AUXILIARIES
    return bare and (supposed or find_question(t, d) is not None)


RELATIVE_WORDS = ("which", "where", "when")
"""Words that open a relative clause on the noun phrase the date ends ("the final on May 31,
2025, which they won 2-0")."""


def relative_report(t: Text, d: DateSpan, lines: ResultLines) -> Evidence | None:
    """A past tense or a score in a relative clause that follows the date's noun phrase: "the
    final on May 31, 2025, which they won 2-0", "the vote on March 3, 2025, where the government
    lost". It tells what happened at the event the date names, whatever the clause before says
    ("Madrid are favourites for ..."). A past tense with a time of its own ("which was called
    in January") reports that time."""
    k = d.last + 1
    if k < len(t.tokens) and t.tokens[k].word == ",":
        k += 1
    if k >= len(t.tokens) or t.tokens[k].word not in RELATIVE_WORDS:
        return None
    high = t.clauses[t.clause_of[k]][1]
    near = DateSpan(k, k, k, min(high, k + REACH))
    for j in range(k + 1, near.high + 1):
        if t.in_date[j]:
            return None  # another date: the clause is about it
        found = reading(t, j)
        if not isinstance(found, Evidence):
            continue
        if found.rule == "future-form":
            return None  # "which is expected to", "which they will host"
        if found.rule == "past-tense" and not t.hypothetical(j) and not time_in_clause(t, j, d):
            return Evidence("past-tense", f"{t.tokens[k].raw} ... {found.words}")
    score = result_line(t, near, lines)
    return (
        None if score is None else Evidence("result-line", f"{t.tokens[k].raw} ... {score.words}")
    )


def present_perfect(t: Text, i: int, found: Evidence, d: DateSpan) -> bool:
    """Is the past at ``i`` a present perfect ("has set", "have announced") before the date?
    English gives a present perfect no definite past time ("*has cut rates on March 19"): a
    date after one is the time of something it names, an act announced or a term set ("has
    sent invitations for an event on", "has set Saturday, August 23, 2025 for the referendum").
    Yet informal writing dates a perfect as a past, so it still reports when the date's
    point ("on", "at", "in", "by") is the first preposition after the verb ("They've cut rates
    on April 10, 2025"), after "I" or "we" ("I have entered the scores on 2026-10-24"), or
    across "since", whose date the perfect runs from ("has fallen 60% since peaking on")."""
    tokens = t.tokens
    if found.rule != "past-tense" or tokens[i].word not in ("has", "have", "'ve"):
        return False
    opener = _date_opener(t, d)
    between = [tokens[k].word for k in range(i + 1, opener)]
    if "since" in between:
        return False
    linked = any(word in PREPOSITIONS or word == "to" for word in between)
    if tokens[opener].word in _PERFECT_POINTS and not linked:
        return False  # "They've cut rates on April 10, 2025": the date is the perfect's own
    _, before = t.previous_word(i, t.clause_low(i))
    if tokens[i].word == "'ve" and i > 0:
        before = tokens[i - 1].word
    return before not in ("to", "i", "we")  # "appears to have spent ... on": an infinitive's


_PERFECT_POINTS = words_of("on at in by")


def _date_opener(t: Text, d: DateSpan) -> int:
    """The index of the word that opens the date's phrase, its weekday and commas passed over."""
    p = d.first - 1
    while p > d.low and (t.tokens[p].word == "," or t.weekday(p)):
        p -= 1
    return p
