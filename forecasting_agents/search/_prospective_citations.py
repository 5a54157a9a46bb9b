"""Dates the ``prospective`` leak policy reads as citations: when a statement or a source was made.

A date alone in brackets after a statement dates the statement, as a citation does: after a verb
of saying ("Satya says Sam Altman will join Microsoft (Nov 20, 2023)"), a figure ("September
flash HICP 1.8% (Oct. 1, 2024)") or a state that follows an event ("Mehta opinion is out (Aug 5
2024)"), the words were written, the figure published or the state reached that day, whatever
the statement's own tense. A forward word or a future in the sentence of a figure or a state
("forecast 1.9% (Oct. 1, 2024)", "is out soon"), or before the verb of saying ("will say"),
makes it a prospect, and a bracket after a noun alone ("the next meeting (March 19, 2025)")
cites nothing.

A source cited with its date ("according to a report on Friday, Sept. 26, 2025") existed on that
day, so the text citing it was written after it: also ``dateline``.

A word of status alone in brackets after a date ("Nov 2, 2024 (estimated)") tags the date
itself: it is still to come (``future-form``), whatever verb the clause has. A trading session
beside a date ("January 21, 2025, after the close", "before the open on Dec 23, 2024") times a
listed release or action, as a clock time does (``timetable``): weak, so a past tense in the
sentence still reports the date.

Each function reads a few tokens around the date and its sentence, so it costs bounded work.
"""

from __future__ import annotations

from forecasting_agents.search._prospective_layout import CLOCK_REACH, clockish
from forecasting_agents.search._prospective_text import Text
from forecasting_agents.search._prospective_verbs import Evidence, reading
from forecasting_agents.search._prospective_words import (
    COMPLETION_STATES,
    FORWARD_WORDS,
    FUTURE_VERBS,
    MODALS,
    SAYING_VERBS,
    words_of,
)

__all__ = ["bracketed_status", "citation_date", "cited_source", "session_mark", "window_mark"]

CITATION_REACH = 4
"""Most tokens between a figure or a state and the bracket that dates it."""
SOURCE_NOUNS = words_of(
    """report reports statement statements filing post tweet release article interview
    announcement memo letter note briefing notice update story"""
)
"""Nouns of a source a text cites with its date ("according to a report on Friday, Sept. 26")."""
CITING_WORDS = words_of("according citing cited per")
CITED_REACH = 10
"""Most tokens read back from a date for the source that cites it."""
"""Words that open a citation of a source ("according to", "citing", "per")."""


def cited_source(t: Text, first: int) -> Evidence | None:
    """The date of a source the text cites ("EA is reportedly close to a deal, according to a
    report on Friday, Sept. 26, 2025"; "citing a statement dated March 3, 2026"): the source
    existed on that day, so the text was written after it (``dateline``). A supposed citation
    ("if, according to a report on ...") cites nothing."""
    low = max(t.sentences[t.sentence_of[first]][0], first - CITED_REACH)
    k = first - 1
    while k >= low and (t.weekday(k) or t.tokens[k].word == ","):
        k -= 1
    if k < low or t.tokens[k].word not in ("on", "dated", "of", "from"):
        return None
    k -= 1
    if k < low or t.tokens[k].word not in SOURCE_NOUNS:
        return None
    noun = k
    k -= 1
    while k >= low and (
        t.tokens[k].word in ("a", "an", "the", "its", "their") or t.tokens[k].raw[:1].isupper()
    ):
        k -= 1
    if k >= low and t.tokens[k].word == "to":
        k -= 1
    if k < low or t.tokens[k].word not in CITING_WORDS:
        return None
    if t.hypothetical(first) or t.condition_in_sentence[first] >= 0:
        return None
    return Evidence(
        "dateline", f"{t.tokens[k].raw} ... {t.tokens[noun].raw} {t.tokens[noun + 1].raw}"
    )


def _bracketed(t: Text, first: int, last: int) -> tuple[int, int] | None:
    """The brackets around a date that is alone in them (a clock time may follow it):
    the indices of "(" and ")"."""
    if first < 1 or t.tokens[first - 1].raw != "(":
        return None
    for k in range(last + 1, min(len(t.tokens), last + CLOCK_REACH + 1)):
        if t.tokens[k].raw == ")":
            return first - 1, k
        if not (clockish(t, k) or t.in_date[k]):
            return None
    return None


def citation_date(t: Text, first: int, last: int) -> Evidence | None:
    """A date alone in brackets after a statement it dates (see the module docstring): a verb
    of saying or a past tense with no future before it, a figure or a state of completion just
    before the bracket with no forward word before them. The date is a leak (``dateline``)."""
    found = _bracketed(t, first, last)
    if found is None:
        return None
    opening = found[0]
    low = max(t.sentences[t.sentence_of[opening]][0], opening - CITATION_SCAN)
    forward = False
    ahead = any(_forward(t.tokens[k].word) for k in range(low, opening) if not t.in_date[k])
    for k in range(low, opening):
        word, raw = t.tokens[k].word, t.tokens[k].raw
        if t.in_date[k]:
            continue
        if _forward(word):
            forward = True  # "will say", "forecast 1.9%": a statement or figure to come
        elif forward or t.in_condition(k):
            continue
        elif word in SAYING_VERBS:
            return Evidence("dateline", f"{raw} ... (date)")
        elif _reported(t, k):
            return Evidence("dateline", f"{raw} ... (date)")  # "Resolved No (November 27, 2025)"
        elif ahead:
            continue  # "is out soon (Aug 5, 2025)": a figure or a state to come
        elif k >= opening - CITATION_REACH and (word in COMPLETION_STATES or _figure(t, k)):
            return Evidence("dateline", f"{raw} (date)")
    return None


CITATION_SCAN = 40
"""Most tokens read back from a bracketed date for the statement it dates."""


def _reported(t: Text, k: int) -> bool:
    """Is the token at ``k`` a past tense that reports, not supposes ("Resolved No (<date>)")?"""
    found = reading(t, k)
    return isinstance(found, Evidence) and found.rule == "past-tense" and not t.hypothetical(k)


def _forward(word: str) -> bool:
    return word in MODALS or word in FUTURE_VERBS or word in FORWARD_WORDS


def _figure(t: Text, k: int) -> bool:
    """A number with a decimal point or a per cent sign ("1.8%", "0.9795"): a figure."""
    token = t.tokens[k]
    if not token.word[0].isdigit():
        return False
    return "." in token.word or t.text[token.end : token.end + 1] == "%"


STATUS_WORDS = words_of(
    """
    estimated est expected projected planned tentative tbc tba anticipated
    scheduled proposed target forecast unconfirmed pending
    """
)
"""Words that, alone in brackets after a date, say it is still to come ("Nov 2, 2024
(estimated)", a registry's "Primary completion: November 2024 (estimated)"); not
"provisional", which marks a count already made ("Election, 26 Sep 2021 (provisional)")."""


def bracketed_status(t: Text, last: int) -> Evidence | None:
    """The date ending at ``last`` is tagged by a bracketed word of status right after it: the
    tag says what the date is, whatever verb the clause has ("estimated" is no past tense)."""
    tokens = t.tokens
    if last + 3 >= len(tokens) or tokens[last + 1].word != "(" or tokens[last + 3].word != ")":
        return None
    word = tokens[last + 2]
    return Evidence("future-form", f"({word.raw})") if word.word in STATUS_WORDS else None


EARLIEST_MARKS = frozenset({"NET", "NLT"})
"""Abbreviations of a launch or delivery window written before its date, in capitals ("NET
Feb. 6, 2024": no earlier than; "NLT": no later than): the date is a limit of what is still to
come. In lower case "net" is an amount ("net profit"), so only the capitals count."""


def window_mark(t: Text, first: int) -> Evidence | None:
    """The date starting at ``first`` follows a window's abbreviation ("NET 2025-05-28")."""
    if first == 0 or t.tokens[first - 1].raw not in EARLIEST_MARKS:
        return None
    return Evidence("future-form", t.tokens[first - 1].raw)


SESSION_WORDS = words_of("close open bell")
"""What "after" or "before" names as a trading session ("after the close", "before the bell",
"after market close")."""
SESSION_REACH = 4
"""Most tokens between a date and the session phrase after it (", after the market close")."""


def session_mark(t: Text, first: int, last: int) -> Evidence | None:
    """A trading session right before the date ("after the close on June 7, 2024", "before the
    open Dec 23, 2024") or within a few tokens after it ("January 21, 2025, after the close"):
    the date times a release or an action on a market's calendar."""
    before = first - 2 if first >= 2 and t.tokens[first - 1].word == "on" else first - 1
    after = range(last + 1, min(len(t.tokens), last + SESSION_REACH + 2))
    for k in (before, *after):
        if k > last and t.in_date[k]:
            return None
        opener = _session_opener(t, k)
        if opener >= 0:
            return Evidence("timetable", " ".join(x.raw for x in t.tokens[opener : k + 1]))
    return None


def _session_opener(t: Text, k: int) -> int:
    """The index of the "after" or "before" that opens a session word at ``k``, with at most
    "the" and "market" between ("after the market close"); -1 if there is none."""
    if k < 1 or t.tokens[k].word not in SESSION_WORDS:
        return -1
    j = k - 1
    while j >= 0 and k - j <= 2 and t.tokens[j].word in ("the", "market"):
        j -= 1
    return j if j >= 0 and t.tokens[j].word in ("after", "before") else -1
