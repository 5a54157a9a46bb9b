"""Evidence the ``prospective`` leak policy reads from a text's layout rather than its verbs.

Three forms of text say when they were written or what a date is without a verb that governs it:

- ``dateline``: a date that opens the text as its dateline (a place, the date, an agency or a
  clock time, then a dash: "WASHINGTON, July 26, 2023 (Wire) - ...", "2:00 p.m. ET, Dec. 18,
  2024 - ...") is the day the text was written or filed, and so is a date labelled by a word
  that dates the writing ("Update:", "[Updated August 3, 2023: ...]", "Correction, 28 July
  2023:"). A text written on or after the cutoff
  is the world as it stood then, whatever its tense says, so the date is a leak.
- ``as-of``: "As of 6 May 2025, X is ..." asserts a state on a date: with a present tense (not a
  modal or a future form), the state is reported as known on that day, so the date is a leak.
- ``timetable``: a verbless entry of a timetable, a short label that names an event and a colon
  before a value that opens with a date ("Game 1: Sat June 8, 2024, at Florida, 8 p.m.",
  "Election day: Monday, April 28, 2025", "Meetings of the Governing Council: 27 July, 14
  September and 14 December 2023"), keeps its dates: the date is what the entry announces. A
  label that holds a verb or a noun of outcome ("Decided: ...", "Result: ...") is no such label,
  and a value that holds a verb, a score or another figure reports something, so neither keeps.
  A label that dates the page itself ("Date:", "Release date:") beside a past tense in the text
  around it is the page's dateline (a leak): the page reports, and was written that day.
  A verbless sentence that names the date's weekday ("Sunday, March 2, 2025, 7 p.m. ET, live
  from the Dolby Theatre", "Practice rounds Monday to Wednesday, April 7-9, 2025") is a listing
  too, with no label: a report needs a verb, a score or a noun of outcome, and a listing names
  the day and the place, which a reader needs only of a thing to come. The items of a list cut
  by semicolons are of one kind: a verbless item after such a listing is one too.

Citations (a date in brackets after a statement, a source cited with its date) are in
:mod:`forecasting_agents.search._prospective_citations`.

It also holds the forward label of ``future-form`` that needs no verb: a verbless date after a
label with a forward word ("Next vote: March 3, 2025"). A headline's infinitive ("Apple to
report on ...") is read in :mod:`forecasting_agents.search._prospective_verbs`.

Each function reads only the date's sentence, the one before it and a few tokens around the
date, so it costs bounded work.
"""

from __future__ import annotations

from forecasting_agents.search._prospective_text import WEEKDAYS, Text
from forecasting_agents.search._prospective_tokens import MONTH_WORDS
from forecasting_agents.search._prospective_verbs import Evidence, reading
from forecasting_agents.search._prospective_words import (
    CLOCK_WORDS,
    CRITERIA_WORDS,
    DETERMINERS,
    FORWARD_WORDS,
    OUTCOME_NOUNS,
    PREPOSITIONS,
    PRESENT_AUXILIARIES,
    PROSPECTIVE_PARTICIPLES,
    ROW_FORWARD,
    TIME_ANCHORS,
    TIMETABLE_VERBS,
    WEEKDAY_ABBREVIATIONS,
    WRITING_WORDS,
    words_of,
)

__all__ = [
    "CLOCK_REACH",
    "LABEL_TOKENS",
    "bracketed_place",
    "calendar_line",
    "clockish",
    "dated_row",
    "dateline",
    "forward_label",
    "quote_low",
    "reported_as_of",
    "timed_participle",
    "timetable_entry",
    "verbless_listing",
]

DATELINE_PREFIX = 8
"""Most tokens before a dateline's date: a place ("SAN FRANCISCO,") or a clock time."""
DATELINE_SUFFIX = 8
"""Most tokens between a dateline's date and its dash: a clock time, an agency in brackets."""
DASHES = frozenset(("-", "\u2014", "\u2013"))
LABEL_TOKENS = 16
"""Longest label (its words and marks, the colon included) a timetable entry may have."""


def clockish(t: Text, k: int) -> bool:
    """A token of a clock time or a short name: a number, a clock word, a capitalized word."""
    token = t.tokens[k]
    return (
        token.word[0].isdigit()
        or token.word in CLOCK_WORDS
        or token.word in (",", ".")
        or token.raw[:1].isupper()
    )


def _writing_label(t: Text, first: int) -> Evidence | None:
    """A word that dates the writing itself ("Update:", "[Updated August 3, 2023: ...]",
    "Correction, 28 July 2023:") within a few tokens before the date, with nothing but marks
    between."""
    for k in range(first - 1, max(-1, first - WRITING_REACH - 1), -1):
        word = t.tokens[k].word
        if word in WRITING_WORDS:
            return Evidence("dateline", t.tokens[k].raw)
        if word.isalpha():
            return None
    return None


WRITING_REACH = 3
"""Tokens (marks only) a word that dates the writing may stand before its date."""


MOMENT_WORDS = frozenset(
    [
        "now",
        "nearly",
        "almost",
        "just",
        "already",
        "shortly",
        "past",
        "after",
        "before",
        "midnight",
        "noon",
        "morning",
        "afternoon",
        "evening",
        "night",
        "dawn",
        "the",
        "early",
        "late",
        "hours",
        "of",
        "on",
    ]
)
"""Words that may stand between "It is" and the date it names as the present moment ("It is
nearly midnight on March 10, 2024"). A bare "on" alone names the day of an event instead ("It
is on March 10"), so it counts only after a word of the time of day."""
MOMENT_REACH = 5


def present_moment(t: Text, first: int) -> Evidence | None:
    """ "It is <date>" opening a sentence names the moment the text speaks from (a live
    broadcast, a diary, a blog): like a dateline, the text was written on that day. So does
    "today" set beside the date by a comma ("Starting today, October 10, 2023, ...", "Today,
    April 29, 2025, we release ...")."""
    if first >= 2 and t.tokens[first - 1].word == "," and t.tokens[first - 2].word == "today":
        return Evidence("dateline", "today,")
    low = t.sentences[t.sentence_of[first]][0]
    opening = [x.word for x in t.tokens[low : low + 2]]
    between = low + (1 if opening[:1] == ["it's"] else 2)
    if opening[:1] != ["it's"] and opening != ["it", "is"]:
        return None
    words = [x.word for x in t.tokens[between:first]]
    if len(words) > MOMENT_REACH or not all(w in MOMENT_WORDS or w[0].isdigit() for w in words):
        return None
    if words and words[-1] == "on" and len(words) == 1:
        return None  # "It is on March 10, 2024": the event's day, not the writer's
    return Evidence("dateline", " ".join(x.raw for x in t.tokens[low:first]))


def dateline(t: Text, first: int, last: int) -> Evidence | None:
    """The date opens the text as a dateline: only a place or a clock time before it, then at
    most a clock time or a bracketed agency, then a dash; or it follows a word that dates the
    writing (:data:`WRITING_WORDS`: "Updated", "Correction"); or "It is <date>" names it as the
    moment the text speaks from (:func:`present_moment`); or "dated <date>:" heads the text that
    follows ("Notice dated 28 November 2024: the meeting ... has been moved"), though "the chart
    dated June 22, 2024" names an issue still to come."""
    written = _writing_label(t, first) or present_moment(t, first) or _dated_heading(t, first, last)
    if written is not None:
        return written
    if first > DATELINE_PREFIX or t.sentence_of[first] != 0:
        return None
    if not all(clockish(t, k) for k in range(first)):
        return None
    k, tokens = last + 1, t.tokens
    stop = min(len(tokens), last + 1 + DATELINE_SUFFIX)
    in_brackets = False
    while k < stop:
        word = tokens[k].word
        if word in DASHES and not in_brackets:
            return Evidence("dateline", f"{t.text[tokens[0].start : tokens[last].end]} {word}")
        if word == "(":
            in_brackets = True
        elif word == ")":
            in_brackets = False
        elif not (in_brackets or clockish(t, k)):
            return None
        k += 1
    return None


def _dated_heading(t: Text, first: int, last: int) -> Evidence | None:
    tokens = t.tokens
    headed = first > 0 and tokens[first - 1].word == "dated"
    if headed and last + 1 < len(tokens) and tokens[last + 1].word == ":":
        return Evidence("dateline", "dated ... :")
    return None


def reported_as_of(t: Text, first: int, governing: Evidence | None) -> Evidence | None:
    """ "As of <date>" governed by a present tense (or by no verb): a state reported as known on
    that date. A modal or a future form ("As of 1 January 2026 the rule will apply") keeps it,
    and so does a state of prospect in its sentence ("Decision: pending as of June 2024"): what is
    known on that day is that the event is still to come."""
    if first < 2 or (t.tokens[first - 2].word, t.tokens[first - 1].word) != ("as", "of"):
        return None
    if t.sentence_fact(first, "forward-word", _has_forward_word) is True:
        return None  # "pending as of June 2024": the state is that nothing has happened yet
    if governing is not None:
        words = governing.words.lower()
        present = words in PRESENT_AUXILIARIES or words in TIMETABLE_VERBS
        if governing.rule != "future-form" or not present:
            return None
    return Evidence("as-of", "as of")


def _has_forward_word(t: Text, low: int, high: int) -> bool:
    return any(t.tokens[k].word in FORWARD_WORDS for k in range(low, high + 1))


def _day_and_month(t: Text, k: int) -> bool:
    """A day and a month without a year ("27 July", "June 22"), which a timetable lists and the
    date recognizer leaves to the year at the end of the list."""
    tokens = t.tokens

    def month(j: int) -> bool:  # "Oct." is "Oct" and "."
        return 0 <= j < len(tokens) and tokens[j].word in MONTH_WORDS

    if tokens[k].word in MONTH_WORDS:
        j = k + 2 if k + 1 < len(tokens) and tokens[k + 1].word == "." else k + 1
        return j < len(tokens) and tokens[j].word.isdigit()
    if not tokens[k].word.isdigit():
        return False
    dotted = k > 1 and tokens[k - 1].word == "." and month(k - 2)
    return month(k - 1) or dotted or month(k + 1)


def _verbless_value(t: Text, low: int, high: int) -> bool:
    """Is a timetable value verbless? A participle right before a clock time ("8 May 2024,
    published 09:30") gives an item's time, and one in brackets before "in" or "at" ("25-26
    October 2023 (held in Athens)") gives its place: neither is a verb of the entry."""
    for i in range(low, high + 1):
        if t.in_date[i] or reading(t, i) is None:
            continue
        if not (timed_participle(t, i, high) or bracketed_place(t, i, low, high)):
            return False
    return True


def timed_participle(t: Text, i: int, high: int) -> bool:
    """Is the verb form at ``i`` followed by a clock time ("published 09:30", "released at 8:30
    a.m.")? It gives the time of an item of a schedule."""
    j = i + 1 + (i + 1 <= high and t.tokens[i + 1].word == "at")
    return j <= high and t.tokens[j].word[:1].isdigit() and _clock_after(t, j - 1, min(high, j + 2))


def bracketed_place(t: Text, i: int, low: int, high: int) -> bool:
    """Is the verb form at ``i`` a participle that opens brackets before "in" or "at" ("(held
    in Athens)")? It gives an item's place, and governs no date outside the brackets."""
    opened = i - 1 >= low and t.tokens[i - 1].word == "("
    return opened and i + 1 <= high and t.tokens[i + 1].word in ("in", "at")


def _verbless_label(t: Text, low: int, high: int) -> bool:
    """Is a label verbless? A capitalized word after its first that reads as a present is a
    word of a name in title case ("Monetary Policy Summary and Monetary Policy Report:"); a
    past form is a verb wherever it stands ("Markets Rallied:")."""
    for i in range(low, high + 1):
        found = None if t.in_date[i] else reading(t, i)
        if found is None:
            continue
        title_case = i > low and t.tokens[i].raw[:1].isupper()
        if title_case and isinstance(found, Evidence) and found.present:
            continue
        if not _label_participle(t, i, low, high):
            return False
    return True


def _label_participle(t: Text, i: int, low: int, high: int) -> bool:
    """Is the past form at ``i`` a participle of a calendar's label: before its noun ("Updated
    estimate with employment:") or after a plural noun at the label's end ("Nominations
    announced:")? A participle alone ("Decided:") is a report's label."""
    if not (t.past_shape(i, low) and t.tokens[i].word.endswith("ed")):
        return False  # "Inflation fell to 3.1% -": an irregular past is a verb
    after = t.tokens[i + 1] if i + 1 < high else None
    if after is not None and after.raw.isalpha() and after.raw.islower():
        return after.word not in PREPOSITIONS and after.word not in DETERMINERS
    before = t.tokens[i - 1].word if i > low else ""
    return i + 1 == high and len(before) > 3 and before.endswith("s") and before.isalpha()


def _month_range(t: Text, k: int, high: int) -> bool:
    """Does token ``k`` open a range of months that a date ends ("June-July 2026", "May to June
    2026")? The recognizer reads only the range's last month, with its year."""
    if t.tokens[k].word not in MONTH_WORDS:
        return False
    j = k + 1 + (k + 1 <= high and t.tokens[k + 1].word in ("to", "through", "-"))
    return j <= high and t.in_date[j]


def _verbless(t: Text, low: int, high: int) -> bool:
    return not any(reading(t, i) is not None for i in range(low, high + 1) if not t.in_date[i])


def _colon_label(t: Text, first: int) -> tuple[int, int, int, int] | None:
    """The label before a colon that ends the sentence before the date's: (label's first and
    last token, value's first and last)."""
    sentence = t.sentence_of[first]
    if sentence == 0:
        return None
    low, high = t.sentences[sentence]
    label_low, label_high = t.sentences[sentence - 1]
    for k in range(label_high - 1, label_low - 1, -1):
        if t.tokens[k].word == ".":
            label_low = k + 1  # "..., 8 p.m. Game 2:": a "p.m." ends no sentence, but a label
            break
    if t.tokens[label_high].word != ":":
        return None
    return label_low, label_high, low, high


def _dash_label(t: Text, first: int) -> tuple[int, int, int, int] | None:
    """A label and a spaced dash that open the date's sentence in running text, with a clock
    time after the date ("CPI for June 2023 - July 12, 2023, 8:30 AM"): a line of a schedule.
    The label must hold a word that is no date, so that a range ("Oct. 30 - Nov. 1") is no
    label; a title's "Consumer Price Index - June 2023" names a page, and "FINAL - Monday, June
    24, 2024, Arena." (no time) heads a result. A date in the label names the item scheduled
    ("CPI for July 2023 - August 10, 2023, 8:30 AM"), as the entry's value is its time."""
    if t.where != "snippet":
        return None
    low, high = t.sentences[t.sentence_of[first]]
    for k in range(low + 1, min(high, low + LABEL_TOKENS)):
        token = t.tokens[k]
        if token.word in DASHES and token.start > 0 and t.text[token.start - 1].isspace():
            if not _clock_after(t, k + 1, high):
                return None
            words = range(low, k)
            if not any(
                t.tokens[j].word.isalpha()
                and not t.in_date[j]
                and t.tokens[j].word not in MONTH_WORDS
                for j in words
            ):
                return None
            return low, k, k + 1, high
    return None


def _hour(word: str) -> bool:
    """A number that can be a clock's hour ("8" of "8 p.m."), not an amount ("113" of "$113M",
    whose "M" is no "a.m.")."""
    return word.isdigit() and len(word) <= 2


def _clock_after(t: Text, first: int, high: int) -> bool:
    """A clock time ("8:30", "8 p.m.", "20:00 CET") within a few tokens after the date."""
    for k in range(first + 1, min(high, first + CLOCK_REACH) + 1):
        word = t.tokens[k].word
        if t.in_date[k]:
            continue
        if word in CLOCK_WORDS and k > 0 and _hour(t.tokens[k - 1].word):
            return True
        if word[0].isdigit() and t.text[t.tokens[k].end : t.tokens[k].end + 1] == ":":
            return True
    return False


CLOCK_REACH = 8
"""Tokens after a date in which a schedule line gives its clock time."""


def _dotted_clock(t: Text, k: int, high: int) -> bool:
    """Is token ``k`` an hour written with a dot, "2.30pm AEST", "9.30am IST" (not "6.26 m")?"""
    hour, dot, minutes = t.tokens[k].word.partition(".")
    if not (dot and _hour(hour) and len(minutes) == 2 and minutes.isdigit()) or k + 1 > high:
        return False
    return t.tokens[k + 1].word in CLOCK_WORDS and t.tokens[k + 1].word != "m"


def _has_figure(t: Text, low: int, high: int) -> bool:
    """A number in tokens ``low``..``high`` that is no date, no day of a month and no clock
    time: a figure, which a report gives and a timetable does not."""
    return any(
        not t.in_date[k]
        and t.tokens[k].word[0].isdigit()
        and not _day_and_month(t, k)
        and not (k > low and _day(t.tokens[k].word) and _day_and_month(t, k - 1))
        and not _day_list(t, k, high)
        and not (k + 1 <= high and t.tokens[k + 1].word in CLOCK_WORDS and _hour(t.tokens[k].word))
        and not (k + 1 <= high and t.text[t.tokens[k].end : t.tokens[k].end + 1] == ":")
        and not (k > low and t.text[t.tokens[k].start - 1 : t.tokens[k].start] == ":")
        and not (k > low and t.tokens[k - 1].word in CLOCK_WORDS)  # "(GMT+3)": a time zone
        and not _dotted_clock(t, k, high)
        for k in range(low, high + 1)
    )


def timetable_entry(t: Text, first: int) -> Evidence | None:
    """The date is in the value of a verbless timetable entry (see the module docstring): a
    label and a colon before it, or a label and a spaced dash in its sentence (a line of a
    schedule may have both: "GDP estimate, UK: October to December 2023 - 15 February 2024,
    7:00am")."""
    found = t.sentence_fact(first, "timetable-entry", _sentence_entry)
    if found is None:
        found = t.sentence_fact(first, "timetable-item", _listed_entry)
    return found if isinstance(found, Evidence) else None


def _listed_entry(t: Text, low: int, high: int) -> Evidence | None:
    """A plain item of a ";" list whose first item is a timetable entry ("Monetary policy
    meetings: 23-24 July 2025 (Frankfurt); 10-11 September 2025; 17-18 December 2025."): the
    items of one list are of one kind, so the entry's label is the item's."""
    if not _plain_item(t, low, high):
        return None
    sentence = t.sentence_of[low]
    for before in range(sentence - 1, max(-1, sentence - 1 - LIST_ITEMS), -1):
        item_low, item_high = t.sentences[before]
        if t.tokens[item_high].word != ";":
            return None
        found = t.sentence_fact(item_low, "timetable-entry", _sentence_entry)
        if isinstance(found, Evidence):
            return found
        if not _plain_item(t, item_low, item_high):
            return None
    return None


def _sentence_entry(t: Text, low: int, _high: int) -> Evidence | None:
    """The entry of the sentence from ``low``: it depends on the sentence, not on which of its
    dates asks, so it is found once per sentence (a value of thousands of dates is linear)."""
    for label in (_colon_label, _dash_label):
        found = label(t, low)
        entry = None if found is None else _entry(t, found)
        if entry is not None:
            return entry
    return None


ROW_HEAD_WORDS = words_of("at the latest from until by on , ( ) local time")
"""Words that may stand with the date in the head of a row ("26 October 2021 at the latest:",
"6 Dec (local time):"); words_of splits on spaces, so each mark is a word of its own."""


def dated_row(t: Text, first: int) -> Evidence | None:
    """A date that heads a row of a calendar: the date's sentence is the date alone (with a
    weekday or "at the latest") ending with a colon, and the row's text is the sentence after
    it. A row that says it is still to come ("27 Sep 2020: limitation initiative (vote
    pending)") or one with no verb in the past, no figure and no noun of outcome ("26 September
    2021: federal election, and state elections in Berlin") on a page whose title calls it a
    calendar (``Text.calendar``) is an entry of a calendar (``timetable``); under any other
    title such rows are a chronicle's ("1 Jan. 2023: Croatia adopts the euro"). A past form
    ("30 Nov 2014: Ecopop, rejected") or a figure reports it."""
    sentence = t.sentence_of[first]
    low, high = t.sentences[sentence]
    if t.tokens[high].word != ":" or sentence + 1 >= len(t.sentences):
        return None
    head = range(low, high)
    if not all(t.in_date[k] or t.weekday(k) or t.tokens[k].word in ROW_HEAD_WORDS for k in head):
        return None
    row_low, row_high = t.sentences[sentence + 1]
    for k in range(row_low, row_high + 1):
        found = None if t.in_date[k] else reading(t, k)
        if isinstance(found, Evidence) and found.rule == "past-tense":
            return None  # "the FOMC held, as expected": a report, whatever else it says
    words = [t.tokens[k].word for k in range(row_low, row_high + 1)]
    cue = next((w for w in words if w in FORWARD_WORDS or w in ROW_FORWARD), None)
    if cue is not None:
        return Evidence("timetable", f"(date): ... {cue}")
    if any(w in OUTCOME_NOUNS for w in words) or _has_figure(t, row_low, row_high):
        return None
    if not _verbless(t, row_low, row_high) and not _present_only(t, row_low, row_high):
        return None
    return Evidence("timetable", "(date):") if t.calendar else None


def _present_only(t: Text, low: int, high: int) -> bool:
    """Are the verbs of tokens ``low``..``high`` all presents ("the new Bundestag convenes")?"""
    for k in range(low, high + 1):
        found = None if t.in_date[k] else reading(t, k)
        if found is not None and not (isinstance(found, Evidence) and found.present):
            return False
    return True


def _day(word: str) -> bool:
    return word.isdigit() and 1 <= int(word) <= 31 and len(word) <= 2


def _day_list(t: Text, k: int, high: int) -> bool:
    """Does token ``k`` open a list of days that a date ends ("4, 5 and 6 September 2024")?"""
    j = k
    while j <= high and (t.tokens[j].word in (",", "and", "or") or _day(t.tokens[j].word)):
        j += 1
    return j > k + 1 and j <= high and t.in_date[j]


def _personal_relative(t: Text, low: int, high: int) -> tuple[int, int] | None:
    """The first and last token of a relative clause on a person in a value ("with 11
    September 2024 for those who missed it"), up to the next mark or clause word: its verb
    describes the person, not the entry. A relative on the date or its event ("which they
    won", "where ...") is read with the value."""
    for k in range(low + 1, high + 1):
        if t.tokens[k].word in ("who", "whom"):
            end = k + 1
            while end <= high and t.tokens[end].word not in _RELATIVE_ENDS:
                end += 1
            return k, end - 1
    return None


_RELATIVE_ENDS = frozenset((",", ";", ".", "and", "but", "(", ")"))


def _entry(t: Text, found: tuple[int, int, int, int]) -> Evidence | None:
    """A timetable entry of the label and value ``found``: None if the value does not open
    with a date or holds a verb or a figure, or the label names an outcome."""
    label_low, label_high, low, high = found
    if label_high - label_low + 1 > LABEL_TOKENS:
        return None
    dated = next((k for k in range(low, high + 1) if t.in_date[k]), high)
    for k in range(dated + 1, high):
        if t.tokens[k].word == "." and not t.in_date[k]:
            high = k  # "April 30, 2025, 10:00 a.m. GDP (Second Estimate), ...": the next label
            break
    opening = low + 1 if t.tokens[low].raw in WEEKDAY_ABBREVIATIONS else low
    if t.tokens[opening].word in TIME_ANCHORS:
        opening += 1 + (opening + 1 <= high and t.tokens[opening + 1].word == ",")
    if opening > high or not (
        t.in_date[opening]
        or _day_and_month(t, opening)
        or _day_list(t, opening, high)
        or _month_range(t, opening, high)
    ):
        return None  # the value opens with something else: "Winner: Taylor Swift, ..."
    if any(t.tokens[k].word in OUTCOME_NOUNS for k in range(label_low, label_high)):
        return None  # "Result: ...", "Verdict: ..."
    if label_high == label_low + 1 and t.tokens[label_low].word.isdigit():
        return None  # "2024: 30 May 2024": a year's row of a record, not an item scheduled
    relative = _personal_relative(t, low, high)
    if relative is None:
        verbless = _verbless_value(t, low, high)
    else:
        verbless = _verbless_value(t, low, relative[0] - 1) and _verbless_value(
            t, relative[1] + 1, high
        )
    if not (_verbless_label(t, label_low, label_high) and verbless):
        return None
    if _has_figure(t, low, high):
        return None  # a figure in the value reports one: "23 February 2025: CDU/CSU 28.5%"
    label = " ".join(x.raw for x in t.tokens[label_low : label_high + 1])
    if _page_date_label(t, label_low, label_high):
        report = _report_near(t, label_low, high)
        if report is not None:
            return Evidence("dateline", f"{label} ... {report}")
    return Evidence("timetable", label)


PAGE_DATE_LABELS = frozenset(("date", "dated", "issued", "released"))
"""Last words of a label that dates the page itself ("Date:", "Release date:", "Issued:")."""
EVENT_DATE_HEADS = words_of(
    """start end close closing due expiry expiration target effective record payment payable
    settlement maturity delivery launch election meeting event"""
)
"""Words that make "date" the date of an event, not the page's ("End date:", "Close date:",
"Record date:", "Effective date:")."""


def _page_date_label(t: Text, label_low: int, label_high: int) -> bool:
    """Does the label before the colon at ``label_high`` date the page itself?"""
    last = label_high - 1
    if last < label_low or t.tokens[last].word not in PAGE_DATE_LABELS:
        return False
    return not (last > label_low and t.tokens[last - 1].word in EVENT_DATE_HEADS)


PAGE_REACH = 60
"""Tokens read on each side of a page's date label for the report the page makes."""


def _report_near(t: Text, low: int, high: int) -> str | None:
    """A past tense, not supposed, in the text around a page's date label (outside tokens
    ``low``..``high``): the page reports it, so the date it gives itself is when it was written
    ("Date: 18 February 2025. At its meeting today, the Board decided to lower ...";
    "GDP is estimated to have fallen by 0.3% ... Release date: 15 February 2024"). A calendar
    that gives a release date reports nothing."""
    n = len(t.tokens)
    for k in [*range(max(0, low - PAGE_REACH), low), *range(high + 1, min(n, high + PAGE_REACH))]:
        found = reading(t, k)
        if isinstance(found, Evidence) and found.rule == "past-tense" and not t.hypothetical(k):
            return found.words
    return None


LABEL_WORDS = 6
LABEL_CLAUSE_REACH = 40
"""Longest value (in tokens) a forward label is read with."""
"""Longest label ("Next vote:", "Scheduled kickoff:") a verbless date after a colon is read with."""


def forward_label(t: Text, first: int) -> Evidence | None:
    """A date whose clause has no verb and follows a short label and a colon ("Next vote: March
    3, 2025", "Deadline: ...") means what the label says: a forward word in it keeps the date,
    and a word of criteria ("Resolution Date:") makes it the criteria's date."""
    sentence = t.sentence_of[first]
    low, high = t.clauses[t.clause_of[first]]
    if sentence == 0 or t.sentences[sentence][0] != low or high - low > LABEL_CLAUSE_REACH:
        return None  # a label's value is short: a long clause says more than the label
    if any(reading(t, i) is not None for i in range(low, high + 1)):
        return None  # the clause has a verb of its own: it says what it says
    label_low, label_high = t.sentences[sentence - 1]
    if t.tokens[label_high].word != ":" or label_high - label_low > LABEL_WORDS:
        return None
    for i in range(label_low, label_high):
        word = t.tokens[i].word
        found = reading(t, i)
        if isinstance(found, Evidence) and found.rule == "future-form":
            return Evidence("future-form", f"{t.tokens[i].raw}:")
        if word in FORWARD_WORDS or word in PROSPECTIVE_PARTICIPLES:
            return Evidence("future-form", f"{t.tokens[i].raw}:")
        if word in CRITERIA_WORDS:  # "Resolution Date & Time: December 31, 2025, ..."
            return Evidence("criteria", f"{t.tokens[i].raw}:")
    return None


def quote_low(t: Text, low: int, first: int) -> int:
    """The first token read before the date: after a quotation that opens before it and is
    not closed ("the page said "No Later Than April 2026""), since a verb outside a quotation
    does not govern a date quoted inside it."""
    start, end = t.tokens[low].start, t.tokens[first].start
    piece = t.text[start:end]
    opened = max(piece.rfind("\u201c"), piece.rfind('"') if piece.count('"') % 2 else -1)
    if opened < 0 or piece.rfind("\u201d") > opened:
        return low
    return max(low, t.token_at(start + opened + 1))


WEEKDAY_REACH = 3
"""Most tokens between a weekday and the date it names ("Sunday, March 2", "Wednesday April 9",
"Monday to Wednesday, April 7-9")."""


def _weekday_before(t: Text, first: int, low: int) -> bool:
    """A weekday within a few tokens before the date, in its sentence."""
    for k in range(first - 1, max(low, first - WEEKDAY_REACH) - 1, -1):
        if t.tokens[k].word in WEEKDAYS or t.tokens[k].raw in WEEKDAY_ABBREVIATIONS:
            return True
    return False


def verbless_listing(t: Text, first: int, scored: bool) -> Evidence | None:
    """The date is in a verbless sentence that names its weekday (see the module docstring): a
    listing of a thing to come. A noun of outcome or a figure other than a clock time in the
    sentence reports something ("BTC 70,150 (Mon, Mar 8, 2024, 14:40 UTC)"), a sentence closed
    by a colon heads what follows it, and a score anywhere in the text (``scored``: "FINAL -
    Monday, June 24, 2024, Arena. Edmonton 1, Florida 2.") makes the page a result's, so none
    of them keeps; nor does a label and a dash before the date ("FINAL - Monday, June 24,
    2024, Arena." heads a result; a schedule line with a clock is :func:`timetable_entry`'s),
    or a label before a colon that holds a verb or a noun of outcome ("Decided: Wednesday,
    ...", "Result: ..."). A clock time alone makes no listing: "ECB, January 30, 2025, 14:15
    CET" is as much a page's timestamp as a calendar's line."""
    sentence = t.sentence_of[first]
    low = t.sentences[sentence][0]
    if scored:
        return None
    listed = t.sentence_fact(first, "listed-after-days", _listed_sentence) is True
    if _weekday_before(t, first, low) or listed:
        cue = "weekday"
    elif _after_scheduled_item(t, sentence):
        cue = "schedule lines"
    else:
        return None
    dash = t.sentence_fact(first, "first-dash", _first_dash)
    if t.sentence_fact(first, "listing-item", _listing_item) is not True:
        return None
    if isinstance(dash, int) and 0 <= dash < first:
        return None
    return Evidence("timetable", cue)


def _listed_sentence(t: Text, low: int, _high: int) -> bool:
    return _listed_after_days(t, t.sentence_of[low])


def _first_dash(t: Text, low: int, high: int) -> int:
    """Where the sentence's first dash is (-1: none), so each date asks in O(1)."""
    return next((k for k in range(low, high + 1) if t.tokens[k].word in DASHES), -1)


def _listing_item(t: Text, low: int, high: int) -> bool:
    """Can the sentence be a listing: a plain item, its label (if any) verbless and no noun of
    outcome? Found once per sentence."""
    if not _plain_item(t, low, high):
        return False
    label = _colon_label(t, low)
    if label is not None and not _verbless(t, label[0], label[1]):
        return False
    return not any(t.tokens[k].word in OUTCOME_NOUNS for k in range(*(label or (low, low))[:2]))


def _plain_item(t: Text, low: int, high: int) -> bool:
    """A sentence with no verb, no figure, no noun of outcome, not closed by a colon."""
    if t.tokens[high].word == ":" or _has_figure(t, low, high) or not _verbless(t, low, high):
        return False
    return not any(
        t.tokens[k].word in OUTCOME_NOUNS for k in range(low, high + 1) if not t.in_date[k]
    )


LIST_ITEMS = 4
"""Most items of a list read back for one that names a weekday."""


def _listed_after_days(t: Text, sentence: int) -> bool:
    """Is the sentence an item of a list cut by semicolons, its earlier items verbless, one of
    them a listing with a weekday ("Practice rounds Monday to Wednesday, April 7-9, 2025;
    ...; tournament rounds April 10-13, 2025.")? The items of one list are of one kind."""
    for before in range(sentence - 1, max(-1, sentence - 1 - LIST_ITEMS), -1):
        low, high = t.sentences[before]
        if t.tokens[high].word != ";" or not _verbless(t, low, high):
            return False  # a list's items have no verb ("Par 3 Contest Wednesday April 9;")
        if _plain_item(t, low, high) and any(t.weekday(k) for k in range(low, high + 1)):
            return True
    return False


def _after_scheduled_item(t: Text, sentence: int) -> bool:
    """Does a plain verbless item that names an event and its days come right before this
    sentence ("Quarter-finals March 13-14. Semi-finals March 15-16 and championship game March
    17, 2026, in Miami.")? Two such lines in a row are a schedule; one alone may be a page's
    timestamp ("ECB, January 30, 2025, 14:15 CET")."""
    if sentence == 0:
        return False
    low = t.sentences[sentence - 1][0]
    found = t.sentence_fact(low, "scheduled-item", _scheduled_item)
    return found is True


def _scheduled_item(t: Text, low: int, high: int) -> bool:
    """Is the sentence ``low``..``high`` a plain item naming an event and its days?"""
    if t.tokens[high].word not in (".", ";") or not _plain_item(t, low, high):
        return False
    dated = [k for k in range(low, high + 1) if t.in_date[k] or _day_and_month(t, k)]
    if not dated:
        return False
    return any(t.tokens[k].raw.isalpha() and not t.in_date[k] for k in range(low, dated[0]))


def calendar_line(t: Text, first: int) -> Evidence | None:
    """On a page whose title names a calendar or an agenda (``Text.calendar`` ``"noun"``; not
    "the dispute in dates", a chronicle's, nor a forward word's "Comments (later)"), a verbless
    sentence with the date and no figure or noun of outcome ("Meeting of November 20, 2025.",
    "Work session of May 14, 2024:") is one of its entries, unless the sentence after it, its
    row, holds a past tense ("Meeting of <date>: the board approved ...")."""
    if t.calendar != "noun" or t.where != "snippet":
        return None
    found = t.sentence_fact(first, "calendar-line", _calendar_line)
    return found if isinstance(found, Evidence) else None


def _calendar_line(t: Text, low: int, high: int) -> Evidence | None:
    if not _verbless(t, low, high) or _has_figure(t, low, high):
        return None
    words = range(low, high + 1)
    if any(t.tokens[k].word in OUTCOME_NOUNS and not t.in_date[k] for k in words):
        return None
    sentence = t.sentence_of[low]
    if sentence + 1 < len(t.sentences):
        row_low, row_high = t.sentences[sentence + 1]
        for k in range(row_low, row_high + 1):
            found = None if t.in_date[k] else reading(t, k)
            if isinstance(found, Evidence) and found.rule == "past-tense":
                return None
            if k > row_low and _headline_present(t, k):
                return None  # "event marker Nov 22 2024: FDA approves Attruby": a headline's
    return Evidence("timetable", "(calendar page)")


def _headline_present(t: Text, k: int) -> bool:
    """Is the word at ``k`` a present in "-s" right after an acronym ("FDA approves", "ECB
    cuts")? In a row of a chronicle, as in a headline, that present reports; after a plain
    capitalized word it may be a noun or a timetable's present ("All matches start")."""
    raw, before = t.tokens[k].raw, t.tokens[k - 1].raw
    verb_s = raw.isalpha() and raw.islower() and len(raw) > 3 and raw.endswith("s")
    return verb_s and not raw.endswith("ss") and len(before) > 1 and before.isupper()
