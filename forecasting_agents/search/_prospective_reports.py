"""What the ``prospective`` policy reads as a report besides the verb, and when one is supposed.

:mod:`forecasting_agents.search._prospective` weighs the evidence of a date in its documented
order. These pieces decide whether a date has passed or whether a report is only supposed:
"since" a date (it has passed), a subject named the winner of the date's event (it was
decided), a perfect or a bare participle under criteria, a condition or a question (supposed,
not reported), and a word that dates writing inside criteria (it dates the source they name).
Each reads only the date's sentence, so each costs bounded work.
"""

from __future__ import annotations

from forecasting_agents.search._prospective_evidence import (
    DateSpan,
    criteria_before,
    deadline_word,
    find_criteria,
    find_question,
)
from forecasting_agents.search._prospective_text import Text
from forecasting_agents.search._prospective_verbs import Evidence
from forecasting_agents.search._prospective_words import (
    PAST_AUXILIARIES,
    PERFECT_AUXILIARIES,
    WINNER_NOUNS,
    WRITING_WORDS,
)

__all__ = ["WINNER_REACH", "labelled_in_criteria", "since", "supposed_perfect", "winner_named"]


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
    if k < d.low or t.tokens[k].word != "since":
        return None
    if t.hypothetical(d.first) or find_criteria(t, d) or find_question(t, d):
        return None
    if t.condition_in_sentence[d.first] >= 0:
        return None
    return Evidence("past-tense", t.tokens[k].raw)


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
        if t.hypothetical(j) or find_criteria(t, d) or find_question(t, d):
            return None
        if t.condition_in_sentence[d.first] >= 0:
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
