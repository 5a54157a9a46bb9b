"""The ``prospective`` leak policy: a post-cutoff date is kept only on evidence it is still to come.

The burden of proof is on the keep. A date on or after the cutoff is a leak unless the words of
its clause show that it has not happened yet, and evidence that it has happened beats evidence
that it is to come. What the question names and what the title says exempt nothing: a page that
restates the question's own deadline is kept for its wording ("will resolve ... by"), not for
naming the deadline.

How a date is read
------------------
A text (a title or a snippet, each on its own) is cut into *sentences* at ``. ; : ! ?``, line
ends and the spaced marks that part items or fields (``/ | · •``), and each sentence into
*pieces* at commas, brackets and dashes and before the words that open a clause
(:data:`CLAUSE_WORDS`: "and", "but", "that", "which", ...). A piece with no finite
verb ("On 5 July 2024", ", followed by the ceremony on March 15, 2026", "and Super Heavy") is no
clause of its own: it is read with the clause next to it. Only the words within :data:`REACH`
tokens of the date, inside its clause, are read, so each date costs bounded work. A subject's
contracted "will" or "have" is read as that auxiliary ("we'll", "they've"); "'re" and "'m" are
not, since informal text reports the present in them ("we're in, it's live").

The date belongs to the clause's *governing verb*: the nearest finite verb before it, or, when
the date opens its clause ("On March 19, 2025 the FOMC held ..."), the first one after it. A
participle or an infinitive is no finite verb ("is expected to cut", "was set to take up"):
its auxiliary or the verb before it governs. A forward participle or adjective with no
auxiliary ("the decision due on", "the upcoming vote on", "Scheduled for March 19, 2025, ...")
is part of the subject: the finite verb after the date governs ("... came as a surprise"),
unless it is a verb of postponing ("first set for April 9, were delayed"). A past form that
opens a comma piece is a participle when a piece beside it has the finite verb; set off by
commas with its own date ("The results, released on 29 April 2025, will be certified") it
asserts that event (a particle may stand before its date: ", sworn in on May 6, 2025,").
A past tense with another time between it and the date, or just after it
("met last week and ...", "after the Fed held in January"), reports that time, not the date.
A base form ("vote", "play", "cut") is a verb after a plural, a name or "they" ("the two sides
meet"), and a noun after a determiner ("the House vote on", "a first cut") or before a bare noun
after "and" ("plants and air defences"), as agreement requires. A noun
phrase after a past tense is its object ("held the target range steady"), but after a verb of
saying it is the subject of the clause said ("said the group plans to add ... in October").
A bare past form after a noun phrase that is no subject (a preposition or a verb in "-s"
before it), whose date opens a period ("from", "after", "between"), is a reduced relative that
bounds a class:
"requires chargers on phones sold from <date>", "applies to contracts signed after <date>" keep
the date unless a finite verb after it, or a past tense before the noun phrase, reports it.
"Be" with no auxiliary before it is a subjunctive ("asked that the by-election be held on
<date>"): what it says is still to come.

Evidence of a report (the date is a leak), checked first:

- ``past-tense``: the governing verb is in the past tense, told by its form: a regular "-ed" or
  "-ied" form, a form of :data:`IRREGULAR_PAST` (a complete list of the common English irregular
  past forms; one of :data:`SIMPLE_PAST`, "took", "came", is a verb wherever it stands, never
  an adjective), a past auxiliary ("was", "were", "had", "did"), or a perfect ("has cut", "having
  taken", "has been signed"). A form in "-ed" after a determiner, a preposition or a possessive
  is an adjective ("the proposed rule", "with sustained winds"); a past of pledge or promise
  with its object is the act ("Donors pledged US$11.34 billion at the summit on <date>"), where
  one of expectation states a future ("Analysts expected a cut on"); a past form equal to its base
  ("cut", "put", "beat") is a noun after a determiner and modifiers ("a first cut") and a
  present tense after a plural or a pronoun ("investors put the chance at"). A past tense is no
  report in the scope of a condition ("if it were"), in a question opened by a present or future
  auxiliary ("Will X have increased by D?"), in a clause of time after a modal or criteria ("may
  resolve Yes after the statement has been released"), or when negated in the perfect ("has not
  ruled out", "has yet to").
- ``outcome-noun``: a noun of outcome (:data:`OUTCOME_NOUNS`: "victory", "cut", "ruling",
  "fall", ...) next to the date, presupposed by a definite or possessive determiner or none
  ("its victory on February 9, 2025", "The 26% fall on Aug. 2"), unless an indefinite or
  hypothetical word ("a", "any", "expected", :data:`PROSPECT_MARKERS`) or an earlier forward
  word in the clause ("expect a cut on", "will report results on", in running text "reports
  its results on") or a question that presupposes none ("Another cut on June 6, 2025?", not
  "the Court's ruling on ...?") makes it a prospect. A
  definite date on a noun of direction (:data:`DIRECTIONAL_OUTCOMES`) presupposes the outcome
  whatever the verb ("Markets will remember the March 19, 2025 cut"). It beats a future: "The
  Eagles' victory on February 9, 2025 will be celebrated".
  "After" or "following" a definite one presupposes it ("Following the Bank's decision of
  <date>, our rate will fall": ``_prospective_evidence.anterior_outcome``).
- ``result-line``: a score or a tally in the clause ("40-22", "218-214", "Chiefs 22, Eagles
  40"), except under a condition, a question or criteria ("resolves to 50-50") or with a
  forward word beside it ("5-2 favourites", "expected to pass 51-49"); or a score in a title
  that names no date (:func:`headline_result`: "UEFA Euro 2024 final: Spain 2-1 England"),
  which makes each date the snippet would keep a leak; or an undated title that states the
  question's own verb as its finite verb (``_prospective_headline``: "Real Madrid win 16th
  European Cup" for "Will Real Madrid win ...?"; a headline's present reports the past), which
  makes a leak of each date kept, except in a clause of a recurrence ("the next meeting").

A subject said, with "is" or "was", to be the winner of the date's event (:data:`WINNER_NOUNS`:
"Anora is the winner of ... at the March 2, 2025 ceremony") reports it (``outcome-noun``).
"Since" a date says it has passed ("in office since <date>"), unless the sentence supposes, asks
or sets criteria; so does an action that "after" puts first, told by a gerund with its object
("said she came hoping to play well, after beating Sabalenka on <date>"), unless a modal or
criteria before it suppose it. A past tense or a score in a relative clause on the date's noun
phrase ("the final on May 31, 2025, which they won 2-0", "..., where the government lost")
reports the event the date names. A report about "that day" or "the same day" in a later clause
of the sentence, or of the next, belongs to the date before it ("was set to take up the bill on
July 3, 2025 and passed it 218-214 that day").

Evidence that it is still to come (the date is kept), in this order:

- ``criteria``: the sentence is worded as resolution criteria (:data:`CRITERIA_WORDS`:
  "resolves", "resolution", "this question", "this market", "otherwise", "settle"), unless its
  finite verbs all report in the past ("the continuing resolution was signed, and the market
  resolved No on <date>"): criteria are written in a present, a modal or a condition. "Is
  settled" is criteria too ("The race is settled on the official result"), and a noun of
  outcome in criteria is what they wait for, not a report ("resolves on the result of the final
  on <date>"), and so is a sentence that ends by saying what counts ("Statements on <date>
  count."). "Dated <date>:" heading a text dates its writing (``dateline``).
- ``condition``: "if", "unless", "whether", "in the event", "provided" earlier in the sentence
  ("If the board holds at 4.35% on February 18, 2025, ..."). A condition supposes its own
  clause: one closed by a comma before a main clause with a finite verb supposes nothing there,
  so "If you missed it, the Fed cut rates on <date>" is a report.
- ``question-form``: the sentence is a question: it ends with "?" or opens with an auxiliary
  ("Will X ... by D", "Can PSG win on May 31, 2025").
- ``future-form``: the governing verb is a modal or a future form (:data:`MODALS`, "is to",
  "going to", "set to", "expects", "plans", "is expected", "is scheduled", :data:`FUTURE_VERBS`),
  a present tense (a form of "be" or "have", or in running text a verb of a timetable,
  :data:`TIMETABLE_VERBS`: "the summit runs June 24-25", "polls close at 10 p.m. on"; or any
  verb whose subject pronoun tells its present: "he tees off on", "the two meet in", "who
  turns 82 on"; or a linking verb, "the target date remains August 5, 2023", "two rounds
  remain"; a date in a phrase that ends the subject, "The race on March 16, 2024 starts"), a
  present perfect, which takes no definite past time, so a later date names what it arranged
  ("has sent invitations for an event on", unless the date's "on", "at", "in" or "by" is the
  first preposition after the verb, "They've cut rates on April 10", or "I" or "we" is its
  subject), or a
  verb of scheduling with its date ("set the election for", "pushed it back to", "were
  delayed until", "set the first sitting for Friday, 14 June 2024", "set Saturday, August 23,
  2025 for the referendum", :data:`SCHEDULING_VERBS`),
  a headline's infinitive ("Apple to report on", and in running text a line written as a
  headline, "Trial to begin on July 9, 2025 in ..."),
  or the date names the event a clause is *for* ("a favourite for the February 11, 2024 game")
  or a schedule ("the election date of 14 May 2023", "has set February 28, 2024 as the date
  for the release"), or a verbless date follows a forward
  label ("Next vote: March 3, 2025") or a window's abbreviation ("NET Feb. 6, 2024"), or a
  trading session beside it ("January 21, 2025, after the close": ``timetable``); failing
  a verb, a forward word in the clause (:data:`FORWARD_WORDS`: "upcoming", "next", "likely",
  "odds", "favourite", "projection", "remaining") or an infinitive ("to lift the trophy on").
- ``deadline``: the date is the object of a deadline word (:data:`DEADLINE_PHRASES`: "by",
  "before", "until", "no later than", "prior to", "ahead of") in a clause that reports nothing,
  or of one before the event it names ("ahead of the October 28, 2024 ceremony"), whatever
  else the clause reports, or the deadline of a directive's infinitive ("told to file final
  amendments by", :data:`DIRECTIVE_VERBS`).

Weak evidence of a future (a timetable present, a verbless date after a forward label, a
headline's infinitive, a forward word that governs nothing) proves no future on its own: a
past tense elsewhere in the date's sentence reports the date unless another time, a future or
an infinitive stands between them ("to be agreed at the summit on"), or a coordinated clause
("and the banks have moved their forecasts") makes it a claim of its own; a past tense right
after "and", with no subject of its own ("Arsenal face Liverpool on <date> and won 2-1"), shares
the clause's subject and date ("The summit opens on
June 24, 2025, leaders agreed a 5% target" is a leak).

Read from the layout, not the verbs (``_prospective_layout``): ``dateline`` (a leak: a date
that opens the text as its dateline, "WASHINGTON, July 26, 2023 (Wire) - ...", or follows a word
that dates the writing, "Updated August 3, 2023:", or "today" beside it, "Starting today,
October 10, 2023, ...", is when the text was written); ``as-of`` (a
leak: "As of 6 May 2025, X is ..." reports a state on that day); ``timetable`` (a keep: a verbless
entry "Game 1: Sat June 8, 2024, at Florida, 8 p.m.", a label naming an event, then the date;
or, in running text, a line of a label, a spaced dash, the date and its clock time, "CPI for
July 2023 - August 10, 2023, 8:30 AM", whose label's own date names the item scheduled;
not on a page with a label of the outcome and its value, "Champions: India", "Result: Littler
7-3", "At close: February 12, 2024", or a classification, "1. Bagnaia; 2. Martin", "1st
Knight's Choice; 2nd Warp Speed", or under a title that names the page a record, "Dubois v
Joshua: result", which makes the page a record of the event, so each such entry is a
``result-line`` leak: ``_prospective_pages.outcome_label``, ``record_page``). A word of status
alone in brackets right after a date ("Nov 2, 2024 (estimated)") says what the date is, before
any verb is read (``future-form``); "(provisional)" marks a count already made and keeps nothing.
A verb outside a quotation does not govern a date quoted inside it. ``current-period`` (a keep):
a month or range that began before the cutoff, with no evidence either way, in running text
("Polls in early July 2023 suggest ..."): nothing dates an event in it after the cutoff.

Also read as a schedule: a list of days that ends with the date ("for 30 June and 7 July 2024")
is one time; a verbless line with no figure or noun of outcome on a page whose title names a
calendar or an agenda ("Meeting of November 20, 2025.") is one of its entries
(``_prospective_layout.calendar_line``), unless its row reports; a past verb of intent with an
infinitive before the date reports the intent, not the event ("has threatened to pull out of
the Sept. 10, 2024 debate"; not "decided to", "refused to", "managed to"); a free relative
supposes ("whoever wins on"); a directive's object after "for" is still to come ("asked for
responses in"); plural slots a verb of scheduling adds ("added opinion days on") are a
schedule. A number after "No." is no score, nor a range of days after
a month ("March 15-16") or a code in a link. The items of a ";" list take the criteria of the
head that opens them ("... the next three meetings: December 9-10, 2025; ...; and March 17-18,
2026."); a term a noun names ends on a date after "until" ("signed a contract until 30th of
June 2027"); a row a date heads ("26 September 2021: federal election") is a calendar's entry
when a word of its own says it is to come ("(vote pending)"), or under a title that calls the
page a calendar unless a past form, a figure or a noun of outcome reports it (under any other,
the rows are a chronicle's); two verbless dated lines in a row are a schedule; a date named
as a schedule with "of", "as" or a comma ("the effective date, September 4, 2024") is one. A
source cited with its date ("according to a report on <date>") and a date in brackets after a
past tense ("Resolved No (<date>)") date the text (``dateline``), and "As of" the month that
holds the cutoff is the time of writing (``current-period``).

Otherwise ``no-evidence``: the date is a leak, as under ``strict``. A bare calendar ("AAPL,
2025-01-30, after market close") is removed: nothing in it says the date is still to come.

The word lists are English, each a documented constant in ``_prospective_words``; how a text
is cut and what each token is, in ``_prospective_text``; what a verb says, in
``_prospective_verbs``; the evidence that is not a verb's (nouns of outcome, scores, criteria,
conditions, questions, deadlines), in ``_prospective_evidence``; what counts as another time
in a clause, in ``_prospective_times``. They are grammatical classes
(modals, auxiliaries, determiners, prepositions, the irregular verb forms, words that open a
clause) and short lists of words of schedule and expectation, not verbs of outcome: a report
phrased with any regular or irregular past tense is caught by its form.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from forecasting_agents.search._cutoff import DateMention
from forecasting_agents.search._prospective_citations import (
    bracketed_status,
    citation_date,
    cited_source,
    session_mark,
    window_mark,
)
from forecasting_agents.search._prospective_evidence import (
    REACH,
    DateSpan,
    anterior_outcome,
    before_named_event,
    deadline_word,
    directive_deadline,
    find_condition,
    find_criteria,
    find_question,
    intent_infinitive,
    listed_day,
    locate,
    named_schedule,
    outcome_noun,
    prospect_noun,
    result_line,
    same_day_report,
    scheduled_object,
    scheduled_slots,
    term_end,
)
from forecasting_agents.search._prospective_headline import recurs
from forecasting_agents.search._prospective_layout import (
    bracketed_place,
    calendar_line,
    dated_row,
    dateline,
    forward_label,
    quote_low,
    reported_as_of,
    timed_participle,
    timetable_entry,
    verbless_listing,
)
from forecasting_agents.search._prospective_pages import calendar_title, outcome_label
from forecasting_agents.search._prospective_reports import (
    anterior_action,
    labelled_in_criteria,
    present_perfect,
    relative_report,
    since,
    supposed_perfect,
    winner_named,
)
from forecasting_agents.search._prospective_scores import ResultLines, result_lines
from forecasting_agents.search._prospective_text import Text, mention_spans
from forecasting_agents.search._prospective_times import other_time, own_time, time_in_clause
from forecasting_agents.search._prospective_tokens import tokenize
from forecasting_agents.search._prospective_verbs import (
    Evidence,
    aux_before,
    headline_infinitive,
    reading,
)
from forecasting_agents.search._prospective_words import (
    CLAUSE_WORDS,
    DETERMINERS,
    FORWARD_WORDS,
    MODALS,
    PAST_AUXILIARIES,
    PERFECT_AUXILIARIES,
    PERIOD_OPENERS,
    POSTPONING_VERBS,
    PREPOSITIONS,
    PRESENT_AUXILIARIES,
    PRESENT_SUBJECTS,
    SCHEDULE_FILLERS,
    SCHEDULE_PREPOSITIONS,
    SCHEDULE_REACH,
    SCHEDULING_VERBS,
    TIMETABLE_VERBS,
    words_of,
)

__all__ = [
    "MAX_CLAUSE_CHARS",
    "PROSPECTIVE_RULES",
    "REACH",
    "Finding",
    "headline_result",
    "judge_prospective",
    "sentence_span",
]

PROSPECTIVE_RULES: tuple[str, ...] = (
    "dateline",
    "past-tense",
    "outcome-noun",
    "result-line",
    "as-of",
    "criteria",
    "condition",
    "question-form",
    "future-form",
    "timetable",
    "deadline",
    "current-period",
    "no-evidence",
)
"""This policy's rules: the reports, then the evidence of a future, then the default."""

MAX_CLAUSE_CHARS = 240
"""Longest clause a finding records."""


@dataclass(frozen=True)
class Finding:
    """One post-cutoff date judged: its mention, rule, verdict, cue (None: no evidence), clause."""

    mention: DateMention
    rule: str
    verdict: str
    cue: str | None
    clause: str


# --------------------------------------------------------------------------- the governing verb


def _schedules(t: Text, d: DateSpan) -> Evidence | None:
    """A verb of scheduling that puts this date on an event: the date follows "for", "to",
    "until" or "till" (a weekday or :data:`SCHEDULE_FILLERS` between allowed, or the days of a
    list that ends with the date: "for 30 June and 7 July 2024"), and the verb comes within
    SCHEDULE_REACH tokens before that word."""
    tokens = t.tokens
    named = scheduled_object(t, d)
    if named is not None:
        return named
    p = d.first - 1
    while p >= d.low and (tokens[p].word in SCHEDULE_FILLERS or t.weekday(p)):
        p -= 1  # "for Friday, 14 June 2024", "for the afternoon of January 14, 2024"
    while p >= d.low and listed_day(t, p, d):
        p -= 1  # "for 30 June and 7 July 2024": the list's first day follows "for"
    if p < d.low or tokens[p].word not in SCHEDULE_PREPOSITIONS:
        return None
    for k in range(p - 1, max(d.low, p - SCHEDULE_REACH) - 1, -1):
        if t.in_date[k]:
            return None
        if tokens[k].word in SCHEDULING_VERBS and tokens[k].word != tokens[p].word:
            bare = not aux_before(t, k)
            return Evidence("future-form", f"{tokens[k].raw} ... {tokens[p].raw}", bare=bare)
    return None


def _governing(t: Text, d: DateSpan) -> tuple[Evidence | None, str | None]:
    """The evidence of the verb that governs the date (None if no verb does), and the first
    weak forward word or infinitive seen on the way (None if none)."""
    weak: str | None = None
    anchored = False
    for i in range(d.first - 1, quote_low(t, d.low, d.first) - 1, -1):
        word = t.tokens[i].word
        if other_time(t, i, d):
            anchored = True
            continue
        found = reading(t, i)
        if found is not None and bracketed_place(t, i, d.low, d.first - 1):
            continue  # "25-26 October 2023 (held in Athens), 13-14 December 2023"
        if _past(found) and _agent_participle(t, i, d):
            continue  # "shall surrender to the institution designated by ... before <date>"
        directive = directive_deadline(t, i, d)
        if directive is not None:
            return directive, weak
        if isinstance(found, Evidence):
            if found.rule == "past-tense" and anchored:
                # it reports the other time
                return None, weak or t.forward_word_before(i) or _forward_word_after(t, d)
            if found.participle and t.future_after(d.last, d.high):
                continue  # "the president elected on June 2 will be sworn in": a participle
            if _bare_past(t, i, found) and _class_participle(t, i, d):
                found = Evidence(
                    "future-form", f"{t.tokens[i].raw} ... {t.tokens[d.first - 1].raw}", bare=True
                )
            if found.bare:
                later = _finite_after(t, d)
                if later is not None:
                    return later, weak  # "The decision due on 30 January came as ...": "came"
            infinitive = intent_infinitive(t, i, d)
            if infinitive is not None:
                return Evidence("future-form", infinitive), weak
            if present_perfect(t, i, found, d):
                return Evidence("future-form", f"{found.words} (present perfect)"), weak
            return found, weak
        if found == "skip":
            if aux_before(t, i) == "to":
                deadline = deadline_word(t, d)
                if deadline is not None:  # "told to file amendments by <date>"
                    return Evidence("deadline", f"to {t.tokens[i].raw} ... {deadline}"), weak
                weak = weak or f"to {t.tokens[i].raw}"
            continue
        if weak is None and word in FORWARD_WORDS:
            weak = t.tokens[i].raw
    later = _finite_after(t, d)
    if later is not None:
        return later, weak
    return None, weak or _forward_word_after(t, d)


PARTICIPLE_GAP = 5
"""Most tokens (a phrase of place: "sold in the bloc") between a participle and the preposition
that opens the period of its date."""


def _class_participle(t: Text, i: int, d: DateSpan) -> bool:
    """Is the bare past form at ``i`` a participle after a noun whose date opens a period ("a
    charger on phones sold in the bloc from <date>", "applies to contracts signed after <date>",
    "games played between <date> and ...")? The noun phrase is no subject (a preposition or a
    verb in "-s" stands before it), so the form is a reduced relative, not the clause's
    verb, and its date bounds the things the clause speaks of: the finite verb after the date,
    if any, governs; else the date is the start of a scope, still to come. A past tense before
    the noun phrase reports the class ("reported revenue from contracts signed after <date>")."""
    low = t.clause_low(i)
    if d.first - 1 <= i or t.tokens[d.first - 1].word not in PERIOD_OPENERS:
        return False
    if d.first - 1 - i > PARTICIPLE_GAP or any(
        reading(t, k) is not None for k in range(i + 1, d.first - 1)
    ):
        return False
    noun = i - 1
    if noun < low or not t.tokens[noun].raw.isalpha() or t.tokens[noun].word in _NOT_NOUNS:
        return False
    k = t.modifiers_before(noun, low)
    while k >= low and (t.tokens[k].word in DETERMINERS or t.tokens[k].word in _QUANTIFIERS):
        k = t.modifiers_before(k, low)
    if k < low or not _object_opener(t, k, low):
        return False  # the noun phrase may be the clause's subject ("Oil prices jumped after")
    # a past tense before it reports the class: "reported revenue from contracts signed after"
    # ("an EU rule adopted in 2022 requires ...": that past has its own time)
    return not any(_past(reading(t, j)) and not own_time(t, j, d) for j in range(low, k + 1))


def _agent_participle(t: Text, i: int, d: DateSpan) -> bool:
    """Is the bare past form at ``i`` a reduced passive on the noun before it, with its agent
    after it ("shall surrender to the institution designated by the Bureau of Prisons before
    2:00 p.m. on May 30, 2023"), when the date is a deadline's? The deadline is the clause's
    verb's, not the participle's, when a modal or a present heads the clause ("shall")."""
    if i < 1 or i + 2 >= d.first or t.tokens[i + 1].word != "by" or t.in_date[i + 2]:
        return False  # "occurred by October 31, 2025": the date's own deadline, no agent
    noun = t.tokens[i - 1]
    if not noun.raw.isalpha() or not noun.raw.islower() or noun.word in _NOT_NOUNS:
        return False
    if aux_before(t, i) != "" or deadline_word(t, d) is None:
        return False
    clause_verbs = (reading(t, k) for k in range(t.clause_low(i), i - 1))
    return any(isinstance(v, Evidence) and v.rule == "future-form" for v in clause_verbs)


def _bare_past(t: Text, i: int, found: Evidence) -> bool:
    """Is the evidence at ``i`` a past form on its own, with no auxiliary ("sold", not "was")?"""
    word = t.tokens[i].word
    return (
        found.rule == "past-tense"
        and found.words == t.tokens[i].raw
        and (word not in PAST_AUXILIARIES)
    )


def _object_opener(t: Text, k: int, low: int) -> bool:
    """Does the word at ``k``, just before a noun phrase, make that phrase an object: a
    preposition ("on phones", "to contracts") or a verb in "-s" after a subject ("The bill
    covers vehicles")?"""
    raw = t.tokens[k].raw
    if t.tokens[k].word in PREPOSITIONS:
        return True
    verb_s = raw.islower() and len(raw) > 3 and raw.endswith("s") and not raw.endswith("ss")
    return verb_s and k > low


def _past(found: object) -> bool:
    return isinstance(found, Evidence) and found.rule == "past-tense"


_QUANTIFIERS = words_of("all both many few several")
"""Words that open a noun phrase as a determiner does ("to all contracts signed after")."""

_NOT_NOUNS = (
    PRESENT_SUBJECTS
    | MODALS
    | PAST_AUXILIARIES
    | PRESENT_AUXILIARIES
    | PERFECT_AUXILIARIES
    | CLAUSE_WORDS
    | PREPOSITIONS
    | DETERMINERS
    | words_of("he she it who")
)


def _finite_after(t: Text, d: DateSpan) -> Evidence | None:
    """The first finite verb after the date in its clause, before another date: it governs a
    date that opens its clause, or one whose only word before it is a bare participle or an
    adjective ("Scheduled for March 19, 2025, the decision left ..."). A past tense with its
    own time right after it is passed over ("after the Fed held in January")."""
    for i in range(d.last + 1, d.high + 1):
        if t.in_date[i]:
            return None
        found = reading(t, i)
        if isinstance(found, Evidence) and not found.bare:
            if found.rule == "past-tense" and time_in_clause(t, i, d):
                continue
            if found.rule == "past-tense" and timed_participle(t, i, d.high):
                continue  # "Decision: 8 May 2024, published 09:30": the item's time
            if found.rule == "past-tense" and _postponed(t, i):
                return Evidence("future-form", found.words)  # "were delayed": not done
            return found
    return None


def _forward_word_after(t: Text, d: DateSpan) -> str | None:
    for i in range(d.last + 1, d.high + 1):
        if t.in_date[i]:
            return None
        if t.tokens[i].word in FORWARD_WORDS:
            return t.tokens[i].raw
    return None


def _postponed(t: Text, i: int) -> bool:
    """Is the past auxiliary at ``i`` the head of a verb of postponing ("were delayed", "was
    called off")? The plan changed; the event reported is not the date's."""
    if t.tokens[i].word not in PAST_AUXILIARIES:
        return False
    return any(
        t.tokens[k].word in POSTPONING_VERBS for k in range(i + 1, min(len(t.tokens), i + 4))
    )


def _judge(t: Text, d: DateSpan, lines: ResultLines) -> Evidence | None:
    """The evidence that decides the date (None: no evidence), in the module docstring's order."""
    written = (
        dateline(t, d.first, d.last)
        or citation_date(t, d.first, d.last)
        or cited_source(t, d.first)
    )
    if written is not None and not labelled_in_criteria(t, d, written):
        return written
    status = bracketed_status(t, d.last) or window_mark(t, d.first)
    if status is not None:
        return status
    scheduled = _schedules(t, d)
    if scheduled is not None and scheduled.bare:
        later = _finite_after(t, d)  # "Scheduled for March 19, 2025, the decision left ..."
        if later is not None and later.rule == "past-tense":
            scheduled = None
    ended = term_end(t, d)
    if ended is not None:
        return ended
    governing, weak = (None, None) if scheduled else _governing(t, d)
    report = (
        (governing if governing is not None and governing.rule == "past-tense" else None)
        or outcome_noun(t, d)
        or anterior_outcome(t, d)
        or result_line(t, d, lines)
        or same_day_report(t, d, lines)
        or relative_report(t, d, lines)
        or since(t, d)
        or anterior_action(t, d)
        or winner_named(t, d)
    )
    named_event = before_named_event(t, d) or named_schedule(t, d) or scheduled_slots(t, d)
    if report is not None and supposed_perfect(t, d, report):
        report = None  # "Resolves NO if ... announces that it has been terminated before <date>"
    if report is not None and not (named_event and report.rule == "past-tense"):
        return report
    for find in (find_criteria, find_condition, find_question):
        found = find(t, d)
        if found is not None:
            return found
    as_of = reported_as_of(t, d.first, governing)
    if as_of is not None:
        return as_of
    if scheduled is not None:
        return scheduled
    if named_event is not None:
        return named_event
    if governing is not None:
        return _unless_reported(t, d, governing) if _weak(governing) else governing
    label = (
        forward_label(t, d.first)
        or headline_infinitive(t, d.first, d.low)
        or session_mark(t, d.first, d.last)
    )
    if label is not None:
        return _unless_reported(t, d, label)
    entry = (
        timetable_entry(t, d.first)
        or verbless_listing(t, d.first, bool(lines.found))
        or dated_row(t, d.first)
        or calendar_title(t)
        or calendar_line(t, d.first)
    )
    if entry is not None:
        reported = outcome_label(t) if entry.rule == "timetable" else None
        return entry if reported is None else reported
    deadline = deadline_word(t, d)
    if deadline is not None:
        return Evidence("deadline", deadline)
    if weak is None:
        prospect = prospect_noun(t, d)
        return None if prospect is None else _unless_reported(t, d, prospect)
    return _unless_reported(t, d, Evidence("future-form", weak))


def _weak(evidence: Evidence) -> bool:
    """Is this future evidence only a present tense of a timetable verb ("Arsenal face ...")?
    English uses that present for a report as well, so it proves no future on its own."""
    return evidence.rule == "future-form" and (
        evidence.present or evidence.words.lower() in TIMETABLE_VERBS
    )


def _unless_reported(t: Text, d: DateSpan, keep: Evidence) -> Evidence:
    """The burden of proof: weak evidence of a future (a forward word that governs nothing, a
    label, a headline's infinitive, a timetable present) keeps the date only if no past tense
    in its sentence reports it. A past tense counts when no other time (another date, a year,
    a month, "yesterday") stands between it and the date: "Next up on March 8, 2025: Arsenal
    stunned Liverpool" reports that day."""
    report = _sentence_report(t, d)
    return keep if report is None else report


_OWN_CLAIM = words_of("and but or while whereas though although because ;")
"""Words that open a coordinated clause: a past tense beyond one makes its own claim ("..., and
the banks have moved their forecasts"), not one about the date."""


def _sentence_report(t: Text, d: DateSpan) -> Evidence | None:
    low, high = t.sentences[t.sentence_of[d.first]]
    forward = range(d.last + 1, min(high, d.last + REACH) + 1)
    backward = range(d.first - 1, max(low, d.first - REACH) - 1, -1)
    for scan in (forward, backward):
        for k in scan:
            shared = _shared_subject_report(t, k, d) if scan is forward else -1
            if shared >= 0:
                words = f"{t.tokens[k].raw} {t.tokens[shared].raw}"
                return Evidence("past-tense", f"{words} (in the sentence)")
            if other_time(t, k, d) or t.tokens[k].word in _OWN_CLAIM:
                break
            found = reading(t, k)
            if isinstance(found, Evidence) and found.rule == "future-form":
                break  # "said the assembly will take up ... on": the future governs the date
            if found == "skip" and aux_before(t, k) == "to":
                break  # "has proposed 3.5%, to be agreed at the summit on": the infinitive
            if isinstance(found, Evidence) and found.rule == "past-tense":
                if t.hypothetical(k) or t.in_condition(k) or time_in_clause(t, k, d):
                    break  # "after Lagarde said at Jackson Hole on August 25": its own time
                return Evidence("past-tense", f"{found.words} (in the sentence)")
    return None


def _shared_subject_report(t: Text, k: int, d: DateSpan) -> int:
    """The index of a past tense that follows an "and" or "but" at ``k`` at once (adverbs in
    "-ly" and "then" allowed between), or -1. The verb has no subject of its own, so it shares
    the clause's and its time: "Arsenal face Liverpool on <date> and won 2-1" reports that day,
    where "..., and the banks have moved their forecasts" is a claim of its own."""
    if t.tokens[k].word not in ("and", "but"):
        return -1
    j = k + 1
    while j < len(t.tokens) and (t.tokens[j].word == "then" or t.tokens[j].word.endswith("ly")):
        j += 1
    if j >= len(t.tokens) or t.tokens[j].word in PAST_AUXILIARIES:
        return -1  # "but were beaten last week": an auxiliary's phrase, judged as its own
    found = reading(t, j)
    shared = _past(found) and not t.hypothetical(j) and not time_in_clause(t, j, d)
    return j if shared else -1


# --------------------------------------------------------------------------- public

_REPORT_RULES = frozenset({"dateline", "past-tense", "outcome-noun", "result-line", "as-of"})


def judge_prospective(
    text: str,
    where: str,
    mentions: Sequence[DateMention],
    judged: Sequence[int],
    *,
    headline_result: str | None = None,
    headline_rule: str = "result-line",
    cutoff: date | None = None,
    calendar_page: str = "",
    record_page: bool = False,
) -> list[Finding]:
    """A finding for each mention whose index is in ``judged`` (the dates on or after the
    cutoff), in order. ``mentions`` are all of ``text``'s dates (each is another time for the
    others); ``where`` is ``title`` or ``snippet``. ``headline_result`` is the score an undated
    title gives (:func:`headline_result`): the page reports a result, so a date it would keep is
    a leak (rule ``result-line``); or, with ``headline_rule`` ``past-tense``, the question's verb
    an undated title states (``_prospective_headline.headline_outcome``): a leak of each date
    kept unless its clause speaks of a recurrence. ``calendar_page``: what a calendar's title
    names it by (:func:`_prospective_pages.calendar_page`), ``""`` for no calendar's;
    ``record_page``: the title names the page a record of the event
    (:func:`_prospective_pages.record_page`)."""
    if not judged:
        return []
    tokens = tokenize(text)
    spans = mention_spans(tokens, mentions)
    t = Text(text, where, list(spans.values()), calendar=calendar_page, record=record_page)
    lines = ResultLines(text, [(m.start, m.end) for m in mentions])
    findings = []
    for index in judged:
        if index not in spans:
            continue
        d = locate(t, *spans[index])
        evidence = _judge(t, d, lines)
        clause = _clause_text(t, d)
        if _title_overrules(evidence, headline_result, headline_rule, clause):
            evidence = Evidence(headline_rule, f"{headline_result} (title)")
        period = cutoff is not None and _period_before(mentions[index], cutoff)
        if period and evidence is not None and evidence.rule == "as-of":
            # "As of April 2026, there are 7 ..." written in April 2026: the time of writing
            findings.append(Finding(mentions[index], "current-period", "keep", "as of", clause))
        elif evidence is None and period and where == "snippet":
            # "Polls in early July 2023 suggest", "CPI for June 2023": a period that began
            # before the cutoff, and nothing reports an event in it
            findings.append(Finding(mentions[index], "current-period", "keep", None, clause))
        elif evidence is None:
            findings.append(Finding(mentions[index], "no-evidence", "leak", None, clause))
        else:
            verdict = "leak" if evidence.rule in _REPORT_RULES else "keep"
            findings.append(
                Finding(mentions[index], evidence.rule, verdict, evidence.words, clause)
            )
    return findings


def _period_before(mention: DateMention, cutoff: date) -> bool:
    """Does the mention name a period (a month, a range of days) that began before the cutoff?
    A numeric date ("09/05/2024") that reads as a day on either side of it is one day, not a
    period: it is judged as the later one."""
    named = any(c.isalpha() for c in mention.expression)
    return mention.first < cutoff and named


def _title_overrules(
    evidence: Evidence | None, headline: str | None, rule: str, clause: str
) -> bool:
    """Does the title's report make a leak of a date the text would keep? A score always; the
    question's verb unless the clause speaks of a later instance ("the next meeting")."""
    if evidence is None or not headline or evidence.rule in _REPORT_RULES:
        return False
    return rule == "result-line" or not recurs(clause)


def headline_result(title: str, mentions: Sequence[DateMention]) -> str | None:
    """The score a title gives, when it names no date and does not ask or suppose it ("UEFA
    Euro 2024 final: Spain 2-1 England"): the page reports the result of the event it is about,
    whatever its text says of that event's date. None otherwise."""
    if mentions:
        return None
    found = result_lines(title, [])
    if not found:
        return None
    t = Text(title, "title", [])
    at = next(i for i, token in enumerate(t.tokens) if token.start >= found[0][0])
    d = locate(t, at, at)
    if t.hypothetical(at) or find_criteria(t, d) or find_question(t, d) or find_condition(t, d):
        return None
    return found[0][2]


def sentence_span(text: str, mentions: Sequence[DateMention], index: int) -> tuple[int, int]:
    """The characters of the sentence of ``mentions[index]`` in ``text``: the most any rule
    reads to keep that date, so where a keep's evidence must be."""
    tokens = tokenize(text)
    spans = mention_spans(tokens, mentions)
    t = Text(text, "snippet", list(spans.values()))
    low, high = t.sentences[t.sentence_of[spans[index][0]]]
    return t.tokens[low].start, t.tokens[high].end


def _clause_text(t: Text, d: DateSpan) -> str:
    """The clause read, its words nearest the date if it is longer than MAX_CLAUSE_CHARS."""
    piece = " ".join(t.text[t.tokens[d.low].start : t.tokens[d.high].end].split())
    if len(piece) <= MAX_CLAUSE_CHARS:
        return piece
    a, b = max(d.low, d.first - 12), min(d.high, d.last + 12)
    return " ".join(t.text[t.tokens[a].start : t.tokens[b].end].split())[:MAX_CLAUSE_CHARS]
