"""What the ``prospective`` leak policy reads from a page as a whole: its title, its labels.

A page may say what kind of page it is, and so what its verbless lines are:

- a title that names a calendar or an agenda ("Earnings calendar", "Board of Health: agenda")
  makes its verbless lines entries of one (:func:`calendar_page`, :func:`calendar_title`);
- a title that names a record of the event ("Dubois v Joshua: result"), a label of the outcome
  with its value ("Champions: India", "At close: February 12, 2024") or a classification ("1.
  Bagnaia; 2. Martin") makes the page a record, so a timetable line on it reports its date
  (:func:`record_page`, :func:`outcome_label`).

Each is read once per title or text, so it costs work linear in the page.
"""

from __future__ import annotations

from forecasting_agents.search._prospective_text import Text
from forecasting_agents.search._prospective_tokens import tokenize
from forecasting_agents.search._prospective_verbs import Evidence, reading
from forecasting_agents.search._prospective_words import (
    CALENDAR_NOUNS,
    FORWARD_WORDS,
    ROW_FORWARD,
    words_of,
)

__all__ = ["calendar_page", "calendar_title", "outcome_label", "record_page"]


def calendar_title(t: Text) -> Evidence | None:
    """A title that names a calendar and holds no verb ("Metals calendar, March 2022", "98th
    Academy Awards key dates"): its date is the period the calendar covers (``timetable``)."""
    if t.where != "title":
        return None
    found = t.sentence_fact(0, "calendar-title", _calendar_noun)
    return found if isinstance(found, Evidence) else None


def _calendar_noun(t: Text, _low: int, _high: int) -> Evidence | None:
    n = len(t.tokens)
    if any(not t.in_date[k] and reading(t, k) is not None for k in range(n)):
        return None
    noun = next((x.raw for x in t.tokens if x.word in CALENDAR_NOUNS), None)
    return None if noun is None else Evidence("timetable", noun)


def calendar_page(title: str) -> str:
    """Does the title call its page a list of what is to come ("Germany votes: the calendar",
    "CTAD 2022 programme", "Upcoming releases")? Only there is a row a date heads an entry of
    a calendar: under any other title ("European Union, 2023", "Nobel announcements
    (results)") the same rows are a chronicle, whose present tense is a headline's. The answer
    is ``"noun"`` for a noun of a calendar ("agenda", "schedule"), ``"forward"`` for a forward
    word only ("Upcoming releases"), ``""`` for neither."""
    words = [t.word for t in tokenize(title)]
    if any(word in CALENDAR_NOUNS and word != "dates" for word in words):
        return "noun"
    if any(word in FORWARD_WORDS or word in ROW_FORWARD or word == "dates" for word in words):
        return "forward"
    return ""


RECORD_NOUNS = words_of("result results winners classification scorecard")
"""Nouns of a title that names its page a record of an event ("Dubois v Joshua: result")."""


def record_page(title: str) -> bool:
    """Does the title name its page a record of the event ("2023 AFL Grand Final: result",
    "Race classification"), with no calendar, forward word or question ("Results calendar",
    "Results preview", "When are the results?")? A timetable entry on it reports its date."""
    words = [t.word for t in tokenize(title)]
    named = any(w in RECORD_NOUNS for w in words)
    return named and "?" not in words and not calendar_page(title)


OUTCOME_LABELS = words_of("result results winner winners champion champions runners elected")
"""Labels whose value is an event's outcome ("Champions: India", "Result: Littler 7-3")."""
CLOSE_LABELS = (("at", "close"), ("final", "score"), ("final", "result"))
"""Two-word labels of an outcome ("At close: February 12, 2024", "Final score: 3-2")."""
EARLIER_QUALIFIERS = words_of("previous last defending reigning past former prior edition")
"""Words before a label that make its value an earlier event's ("Previous edition winner:")."""
PENDING_VALUES = words_of("tbd tba tbc pending awaited to ? - none n/a")
"""Values that say the outcome is not known yet ("Winner: TBD")."""


def outcome_label(t: Text) -> Evidence | None:
    """A label of the text that names an event's outcome with a value ("Champions: India (3rd
    title)", "At close: February 12, 2024", "Result: Littler 7-3 van Gerwen"), or a
    classification ("1. Bagnaia; 2. Martin"), or a snippet under a title that names the page
    a record (``Text.record``, :func:`record_page`): the page is a record of the event, so a
    timetable entry on it reports its date rather than lists it."""
    found = t.page_fact("outcome-label", _outcome_label)
    return found if isinstance(found, Evidence) else None


def _outcome_label(t: Text) -> Evidence | None:
    found = _labelled_outcome(t) or _ranking(t)
    if found is None and t.record and t.where == "snippet":
        return Evidence("result-line", "(a record's title)")
    return found


_PLACES = {"1": "st", "2": "nd"}
"""The places a classification opens with, and the suffix of each as an ordinal."""


def _ranking(t: Text) -> Evidence | None:
    """A classification: places 1 and 2 each opening a line or an item (after a newline, ".",
    ";" or ":"), each followed by a name ("1. Francesco Bagnaia; 2. Jorge Martin", "1 Charles
    Leclerc, Ferrari, 1:10.270", "1st Knight's Choice; 2nd Warp Speed"), not a label ("1st
    Test: Bengaluru, 16-20 October 2024", an event's name)."""
    tokens = t.tokens
    places: dict[str, str] = {}
    for k, token in enumerate(tokens[:-1]):
        place = token.word
        if place not in _PLACES or place in places or t.in_date[k]:
            continue
        if not _opens_item(t.text, token.start):
            continue
        name = k + 2 if tokens[k + 1].word in (".", _PLACES[place]) else k + 1
        if name >= len(tokens) or not tokens[name].raw[:1].isupper():
            continue
        labelled = any(tokens[j].word == ":" for j in range(name + 1, min(name + 3, len(tokens))))
        if tokens[name].raw[:1].isalpha() and not labelled:  # "1st Test:" names an event
            places[place] = tokens[name].raw
    if len(places) < 2:
        return None
    return Evidence("result-line", f"1. {places['1']}, 2. {places['2']} (page)")


def _opens_item(text: str, start: int) -> bool:
    """Does the character at ``start`` open the text, a line or an item: only spaces between it
    and a newline, ".", ";" or ":" before it? Read back over the spaces alone, so each place
    costs the spaces before it, not the text before it."""
    k = start - 1
    while k >= 0 and text[k] == " ":
        k -= 1
    return k < 0 or text[k] in "\n;:."


def _labelled_outcome(t: Text) -> Evidence | None:
    tokens = t.tokens
    for k in range(len(tokens) - 2):
        pair = (tokens[k].word, tokens[k + 1].word)
        if pair in CLOSE_LABELS:
            colon, first = k + 2, k
        elif tokens[k].word in OUTCOME_LABELS:
            colon, first = k + 1, k
            if tokens[k].word == "runners" and tokens[k + 1].word == "up":
                colon = k + 2
        else:
            continue
        if colon + 1 >= len(tokens) or tokens[colon].word != ":":
            continue
        if first > 0 and tokens[first - 1].word in EARLIER_QUALIFIERS:
            continue
        value = tokens[colon + 1]
        if value.word in PENDING_VALUES or value.word in FORWARD_WORDS:
            continue
        label = " ".join(x.raw for x in tokens[first:colon])
        return Evidence("result-line", f"{label}: {value.raw} (page)")
    return None
