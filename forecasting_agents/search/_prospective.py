"""The ``prospective`` leak policy: a post-cutoff date is kept only on evidence it is still to come.

The burden of proof is on the keep. A date on or after the cutoff is a leak unless the words of
its clause show that it has not happened yet, and evidence that it has happened beats evidence
that it is to come. What the question names and what the title says exempt nothing: a page that
restates the question's own deadline is kept for its wording ("will resolve ... by"), not for
naming the deadline.

How a date is read
------------------
A text (a title or a snippet, each on its own) is cut into *sentences* at ``. ; : ! ?`` and line
ends, and each sentence into *pieces* at commas, brackets and dashes and before the words that
open a clause (:data:`CLAUSE_WORDS`: "and", "but", "that", "which", ...). A piece with no finite
verb ("On 5 July 2024", ", followed by the ceremony on March 15, 2026", "and Super Heavy") is no
clause of its own: it is read with the clause next to it. Only the words within :data:`REACH`
tokens of the date, inside its clause, are read, so each date costs bounded work.

The date belongs to the clause's *governing verb*: the nearest finite verb before it, or, when
the date opens its clause ("On March 19, 2025 the FOMC held ..."), the first one after it. A
participle or an infinitive is no finite verb ("is expected to cut", "was set to take up"):
its auxiliary or the verb before it governs. A forward participle or adjective with no
auxiliary ("the decision due on", "the upcoming vote on", "Scheduled for March 19, 2025, ...")
is part of the subject: the finite verb after the date governs ("... came as a surprise"),
unless it is a verb of postponing ("first set for April 9, were delayed"). A past form that
opens a comma piece is a participle when a piece beside it has the finite verb; set off by
commas with its own date ("The results, released on 29 April 2025, will be certified") it
asserts that event. A past tense with another time between it and the date, or just after it
("met last week and ...", "after the Fed held in January"), reports that time, not the date.
A base form ("vote", "play", "cut") is a verb after a plural, a name or "they", and a noun
after a determiner ("the House vote on", "a first cut"), as agreement requires.

Evidence of a report (the date is a leak), checked first:

- ``past-tense``: the governing verb is in the past tense, told by its form: a regular "-ed" or
  "-ied" form, a form of :data:`IRREGULAR_PAST` (a complete list of the common English irregular
  past forms), a past auxiliary ("was", "were", "had", "did"), or a perfect ("has cut", "having
  taken", "has been signed"). A form in "-ed" after a determiner, a preposition or a possessive
  is an adjective ("the proposed rule", "with sustained winds"); a past form equal to its base
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
  word in the clause ("expect a cut on", "will report results on") makes it a prospect. A
  definite date on a noun of direction (:data:`DIRECTIONAL_OUTCOMES`) presupposes the outcome
  whatever the verb ("Markets will remember the March 19, 2025 cut"). It beats a future: "The
  Eagles' victory on February 9, 2025 will be celebrated".
- ``result-line``: a score or a tally in the clause ("40-22", "218-214", "Chiefs 22, Eagles
  40"), except under a condition, a question or criteria ("resolves to 50-50") or with a
  forward word beside it ("5-2 favourites", "expected to pass 51-49"); or a score in a title
  that names no date (:func:`headline_result`: "UEFA Euro 2024 final: Spain 2-1 England"),
  which makes each date the snippet would keep a leak.

A report about "that day" or "the same day" in a later clause of the sentence, or of the next,
belongs to the date before it ("was set to take up the bill on July 3, 2025 and passed it
218-214 that day").

Evidence that it is still to come (the date is kept), in this order:

- ``criteria``: the sentence is worded as resolution criteria (:data:`CRITERIA_WORDS`:
  "resolves", "resolution", "this question", "this market", "otherwise", "settle").
- ``condition``: "if", "unless", "whether", "in the event", "provided" earlier in the sentence
  ("If the board holds at 4.35% on February 18, 2025, ...").
- ``question-form``: the sentence is a question: it ends with "?" or opens with an auxiliary
  ("Will X ... by D", "Can PSG win on May 31, 2025").
- ``future-form``: the governing verb is a modal or a future form (:data:`MODALS`, "is to",
  "going to", "set to", "expects", "plans", "is expected", "is scheduled", :data:`FUTURE_VERBS`),
  a present tense (a form of "be" or "have", or in running text a verb of a timetable,
  :data:`TIMETABLE_VERBS`: "the summit runs June 24-25", "polls close at 10 p.m. on"), or a
  verb of scheduling with its date ("set the election for", "pushed it back to", "were
  delayed until", :data:`SCHEDULING_VERBS`), a headline's infinitive ("Apple to report on"),
  or the date names the event a clause is *for* ("a favourite for the February 11, 2024 game")
  or a schedule ("the election date of 14 May 2023"), or a verbless date follows a forward
  label ("Next vote: March 3, 2025"); failing a verb, a forward word in the clause
  (:data:`FORWARD_WORDS`: "upcoming", "next", "likely", "odds", "favourite", "projection") or an
  infinitive ("to lift the trophy on").
- ``deadline``: the date is the object of a deadline word (:data:`DEADLINE_PHRASES`: "by",
  "before", "until", "no later than", "prior to", "ahead of") in a clause that reports nothing,
  or of one before the event it names ("ahead of the October 28, 2024 ceremony"), whatever
  else the clause reports, or the deadline of a directive's infinitive ("told to file final
  amendments by", :data:`DIRECTIVE_VERBS`).

Otherwise ``no-evidence``: the date is a leak, as under ``strict``. A bare calendar ("AAPL,
2025-01-30, after market close") is removed: nothing in it says the date is still to come.

The word lists are English, each a documented constant. They are grammatical classes (modals,
auxiliaries, determiners, prepositions, the irregular verb forms, words that open a clause) and
short lists of words of schedule and expectation, not verbs of outcome: a report phrased with
any regular or irregular past tense is caught by its form.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from forecasting_agents.search._cutoff import DateMention

__all__ = [
    "CLAUSE_WORDS",
    "CONDITION_WORDS",
    "CRITERIA_WORDS",
    "DEADLINE_PHRASES",
    "DIRECTIONAL_OUTCOMES",
    "DIRECTIVE_VERBS",
    "FORWARD_WORDS",
    "FUTURE_VERBS",
    "IRREGULAR_PAST",
    "MODALS",
    "OUTCOME_NOUNS",
    "PROSPECTIVE_RULES",
    "PROSPECT_MARKERS",
    "REACH",
    "SCHEDULING_VERBS",
    "TIMETABLE_VERBS",
    "Finding",
    "headline_result",
    "judge_prospective",
    "sentence_span",
]


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


PROSPECTIVE_RULES: tuple[str, ...] = (
    "past-tense",
    "outcome-noun",
    "result-line",
    "criteria",
    "condition",
    "question-form",
    "future-form",
    "deadline",
    "no-evidence",
)
"""This policy's rules: the reports, then the evidence of a future, then the default."""

REACH = 40
"""Tokens read on each side of a date, inside its clause: far enough for "The President signed
the One Big Beautiful Bill Act into law at a White House ceremony on <date>", short enough that
a date costs bounded work however long its sentence."""

MAX_CLAUSE_CHARS = 240
"""Longest clause a finding records."""

# --------------------------------------------------------------------------- verb forms

IRREGULAR_PAST = _words(
    """
    arose arisen awoke awoken was were been bore borne beaten became begun began bent bled
    blew blown broke broken bred brought built burnt bought caught chose chosen clung came
    crept dealt dug dove did done drew drawn dreamt drank drunk drove driven dwelt ate eaten
    fell fallen felt fought found fled flung flew flown forbade forbidden forgot forgotten
    forgave forgiven froze frozen got gotten gave went gone grew grown hung had heard hid
    hidden held kept knelt knew laid led leant leapt learnt left lent lit lost made meant met
    misled mistook mistaken overcame overtook overtaken overthrew overthrown paid proven
    rode ridden rang rung rose risen ran said saw seen sought sold sent sewn shook shaken
    shone shot shown shrank shrunk sang sung sank sunk sat slew slain slept slid slung spoke
    spoken sped spent spun spat sprang sprung stood stole stolen stuck stung stank stunk
    strode struck stricken strung strove striven swore sworn swept swollen swam swum swung
    took taken taught tore torn told thought threw thrown trod trodden understood undertook
    undertaken upheld woke woken wore worn wove woven wept won withdrew withdrawn withheld
    withstood wrung wrote written outran outgrew outsold outdid outdone oversaw overseen
    overran overrode overridden overheard overpaid oversold overspent underwent undergone
    underwrote underwritten undersold misunderstood misread mislaid foresaw foreseen foretold
    forwent forgone partook befell befallen beheld rebuilt rewrote rewritten retook retaken
    resold remade repaid retold rethought reran spelt spilt spoilt smelt
    """
)
"""Past tense and past participle forms of the common English irregular verbs, whatever the
verb means (a grammatical list, not one of outcomes). Left out on purpose: forms that are
mostly other words ("fed": the Fed; "bound": "bound to" is a future; "given": "given that";
"known"; "bit"; "ground"; "wound"; "lay"), and forms equal to the verb's base
(:data:`BASE_FORM_PAST`)."""

BASE_FORM_PAST = _words(
    """
    cut put set hit let beat shut cost quit hurt spread bet cast burst split bid read rid shed
    thrust upset wed slit undercut offset outbid reset recast
    """
)
"""Irregular verbs whose past tense is their base form. "The Fed cut rates" is a past tense (a
singular subject takes "cuts" in the present); "investors put the chance at" is a present one,
and "a first cut" a noun: their neighbours tell."""

NOT_PAST_ED = _words(
    """
    hundred kindred sacred naked wicked rugged ragged crooked beloved dogged jagged wretched
    sled shred embed imbed bed seabed hotbed infrared
    """
)
"""Words in "-ed" that are not verbs."""

PAST_EED = _words("agreed disagreed freed guaranteed decreed refereed")
"""The few words in "-eed" that are past forms ("proceed", "exceed", "need" are not)."""

MODALS = _words(
    "will would shall should could might must can may 'll won't wouldn't can't couldn't"
)
"""Modal auxiliaries: a modal governing the date says it is to come (or only possible)."""

PAST_AUXILIARIES = _words("was were wasn't weren't had hadn't did didn't")
PERFECT_AUXILIARIES = _words("has have having 've hasn't haven't")
PRESENT_AUXILIARIES = _words("is are am 're isn't aren't does do doesn't don't")
PASSIVE_MARKERS = _words("be been being become becomes became get gets got remain remains")
"""Auxiliaries, by tense. "be", "been" and "being" carry no tense: the auxiliary before them
does ("will be held", "has been signed")."""

SKIPPED_ADVERBS = _words("not also just now still already yet never then since so first")
"""Words skipped between an auxiliary and its verb ("has not yet been", "is now expected")."""

DETERMINERS = _words(
    """
    a an the this these those its their his her our your my no any every each some more most
    less very such another either neither
    """
)
PREPOSITIONS = _words(
    """
    of in on at for with from by to into onto over under about after before since during
    without within against among between across through per via than like
    """
)
"""After a determiner or a preposition a form in "-ed" is an adjective ("the proposed rule",
"with sustained winds", "of increased risk")."""

PRESENT_SUBJECTS = _words("i we you they")
"""Pronouns after which a base form is a present tense ("they cut", "we set")."""

NOUN_MODIFIERS = _words(
    """
    first second third fourth fifth sixth last next big bigger biggest small smaller smallest
    large larger largest deep deeper deepest half quarter point percentage rate tax price
    record surprise emergency jumbo basis new final only
    """
)
"""Words that, before "cut", "hit" or "bid", make it a noun ("a half-point cut", "a record
bid"), as do numbers; and before a form in "-ed" make it an adjective ("the first integrated
flight")."""

FOLLOWING_PREPOSITIONS = _words("on in at of for from since with after is was would will could")
"""After "cut", "hit", "bid" these show a noun ("the cut on March 19", "the hit to revenue"):
the verb would take its object first."""

FUTURE_VERBS = _words(
    """
    expects expect expecting anticipates anticipate anticipating predicts predict forecasts
    projects plans plan planning aims aim aiming intends intend intending hopes hope hoping
    seeks seek targets target eyes eyeing awaits await awaiting prepares prepare preparing
    promises promise vows vow pledges pledge imply implies
    """
)
"""Present forms of verbs of expectation and intent: governing the date, they say it is to
come ("Traders expect a cut on ...", "Nintendo plans to ship ...")."""

PROSPECTIVE_PARTICIPLES = _words(
    """
    expected anticipated predicted forecast projected planned intended proposed promised
    pledged scheduled rescheduled slated due poised tipped favoured favored dated
    timetabled pencilled penciled earmarked booked targeted aimed hoped designed
    """
)
"""Past forms of verbs of expectation, plan and schedule. After a present auxiliary, or with
none, they govern a future ("is expected on", "Analysts expected a cut by ..."); after a past
one, the past auxiliary governs ("was set to take up the bill on" was written after it)."""

FUTURE_PHRASES: tuple[tuple[str, ...], ...] = (
    ("set", "to"),
    ("set", "for"),
    ("going", "to"),
    ("is", "to"),
    ("are", "to"),
    ("about", "to"),
    ("on", "track", "to"),
    ("on", "course", "to"),
    ("in", "line", "to"),
    ("bound", "to"),
    ("yet", "to"),
)
"""Several words that together govern a future."""

SCHEDULING_VERBS = _words(
    """
    set sets setting schedule schedules scheduling scheduled rescheduled reschedule
    reschedules slated booked moved move moves moving delayed delay delays postponed postpone
    postpones deferred defer defers pushed push pushes pencilled penciled earmarked fixed
    extended extend extends extending called calls announced announces dated timed brought
    bring brings changed updated revised shifted amended
    """
)
"""Verbs that put an event on a date ("set the election for", "was postponed to", "announced an
election for"). When the date follows "for", "to", "until" or "till" within a few words, the
verb schedules that date, in any tense: what it reports is the scheduling, not the event."""

DIRECTIVE_VERBS = _words(
    """
    told asked ordered required urged instructed directed invited pressed obliged obligated
    mandated tells asks orders requires urges instructs directs invites
    """
)
"""Verbs whose infinitive is by definition not done yet ("issuers have been told to file by
<date>"): a deadline after their infinitive belongs to it, not to them."""

SCHEDULE_NOUNS = _words("date dates deadline deadlines")
"""A date given as "the <noun> date of <date>" is named as a schedule: what the clause reports
("kept the election date of 14 May 2023") is done to the schedule, not the event."""

POSTPONING_VERBS = _words(
    "delayed postponed deferred pushed moved rescheduled cancelled canceled scrapped called"
)
"""Verbs of a changed plan: "pre-orders, first set for April 9, were delayed" does not report
that anything happened on April 9."""

SCHEDULE_PREPOSITIONS = _words("for to until till")
SCHEDULE_REACH = 8
"""Tokens a verb of scheduling may stand before the preposition of its date."""

TIMETABLE_VERBS = _words(
    """
    open opens close closes start starts begin begins end ends run runs meet meets convene
    convenes reconvene reconvenes kick kicks launch launches arrive arrives depart departs
    leave leaves resume resumes expire expires lapse lapses air airs premiere premieres
    debut debuts headline headlines host hosts face faces play plays vote votes sit sits
    decide decides fall falls report reports release releases publish publishes announce
    announces hold holds take takes go goes come comes rule rules hear hears issue issues
    meet tip tips enter enters
    """
)
"""Verbs of events on a timetable, which English puts in the present tense for a fixed future
("the summit runs June 24-25", "polls close at 10 p.m.", "AMD reports on July 30"). Evidence
only in running text: a headline uses the present tense for what has happened ("Eagles rout
Chiefs", "Apple reports record revenue")."""

FORWARD_WORDS = _words(
    """
    upcoming forthcoming next pending likely unlikely possible possibly potential potentially
    probable probably chance chances odds probability prospect prospects preview previews
    outlook projection projections forecast forecasts prediction predictions expectation
    expectations favourite favourites favorite favorites underdog underdogs contender
    contenders bookmakers sportsbooks deadline deadlines soon later countdown
    """
)
"""Nouns and adjectives of what is to come. They keep a date only when no verb governs it: "Spain
won the final as favourites on July 14, 2024" is a report whatever "favourites" says."""

# --------------------------------------------------------------------------- other word classes

CONDITION_WORDS = _words("if unless whether provided providing assuming")
"""Words that open a condition: what follows is supposed, not reported."""

CONDITION_PHRASES: tuple[tuple[str, ...], ...] = (("in", "the", "event"), ("in", "case"))

NOT_CONDITIONS: tuple[tuple[str, ...], ...] = (("if", "anything"),)
"""Idioms in "if" that suppose nothing ("If anything, the March 19 cut came too late")."""

CRITERIA_WORDS = _words(
    "resolve resolves resolving resolution otherwise settle settles settlement n/a"
)
"""Words of resolution criteria ("This market will resolve to Yes if ...", "Resolution is on
December 31, 2025", "Otherwise, No", "Contracts settle on ..."). "Resolved" and "settled" are
past tenses, not criteria."""

CRITERIA_PHRASES: tuple[tuple[str, ...], ...] = (("this", "question"), ("this", "market"))

TEMPORAL_SUBORDINATORS = _words("after once when until before")
"""Words that open a clause of time. After a modal or a word of criteria ("may resolve Yes after
the statement has been released") the tenses in that clause are relative to a future."""

DEADLINE_PHRASES: tuple[tuple[str, ...], ...] = (
    ("by",),
    ("before",),
    ("until",),
    ("till",),
    ("through",),
    ("between",),
    ("no", "later", "than"),
    ("not", "later", "than"),
    ("prior", "to"),
    ("ahead", "of"),
    ("in", "time", "for"),
    ("in", "advance", "of"),
    ("on", "or", "before"),
    ("as", "of"),
)
"""Words that make a date a limit ("by December 31, 2025"), not an event."""

DEADLINE_FILLERS = _words(
    "the end of close start beginning middle midnight on at noon a p m am pm et gmt utc pt est"
)
"""Words a deadline word may have between it and its date: "by the end of", "before midnight
on", "until 6 p.m. on" (numbers are skipped too)."""

DIRECTIONAL_OUTCOMES = _words(
    """
    victory victories win wins defeat defeats loss losses cut cuts hike hikes reduction
    reductions increase increases approval landslide upset triumph rout sweep passage
    conviction acquittal rejection veto repeal takeover fall rise drop decline gain jump
    plunge surge slump rally crash selloff
    """
)
"""Nouns that say which way something went. With a date inside a definite noun phrase ("the
March 19, 2025 cut", "its March 19, 2025 cut") the outcome is presupposed, whatever verb the
clause has ("Markets will remember the March 19, 2025 cut")."""

OUTCOME_NOUNS = DIRECTIONAL_OUTCOMES | _words(
    "award awards ruling rulings verdict verdicts result results score scores"
)
"""Nouns that name an outcome: next to a date, presupposed, they report it. Those not
directional ("results", "ruling") are also published on a schedule ("will report its results
on"), so a forward word earlier in the clause makes them a prospect."""

PROSPECT_MARKERS = _words(
    """
    a an another any no possible potential expected likely further anticipated projected
    proposed planned hypothetical
    """
)
"""Before an outcome noun these make it a prospect ("a cut on ...", "any ruling before ...")."""

CLAUSE_WORDS = _words("and but or while whereas though although yet that which who whom because")
"""Words that open a clause within a sentence; a piece begins at each."""

INTERROGATIVE_OPENERS = _words(
    "will would shall can could should may might is are does do has have"
)
"""Auxiliaries that open a question ("Will the Fed cut rates on March 19, 2025")."""

TIME_ANCHORS = _words(
    """
    yesterday today tonight ago earlier last monday tuesday wednesday thursday friday saturday
    sunday week weekend month
    """
)
"""Words of another time: a past tense with one of these (or another date, a year, or a month
named alone: "held in January") between it and the date, or just after it, reports that other
time."""

ANCHOR_REACH = 3
"""Tokens after a past tense in which its own time may stand ("held in January")."""

SAME_DAY_PHRASES: tuple[tuple[str, ...], ...] = (
    ("that", "day"),
    ("that", "night"),
    ("that", "evening"),
    ("the", "same", "day"),
    ("same", "day"),
)
"""Phrases that refer back to the date before them."""

_HEADLINE_NON_SUBJECTS = _words("how what when where why whether set due going about")

# --------------------------------------------------------------------------- tokens

# Words, numbers and the punctuation that ends a sentence (as the schedule-aware policy reads
# them), plus the marks that end a piece: commas, brackets and dashes. No alternative nests a
# quantifier inside another.
_TOKEN = re.compile(
    r"[^\W\d_][\w'\u2019/]*|\d[\d.,]*\d|\d|[.;:!?](?!\S)|\n|[,()\[\]\u2014\u2013]|-(?=\s)"
)
_STOPS = frozenset(".;:!?\n")
_PIECE_MARKS = frozenset(",()[]\u2014\u2013-")
_SHORTEST_SENTENCE_WORD = 3

# A score or a tally: "40-22", "218-214", "3-1", not inside a longer number, a percentage, an
# amount or a date; or "Chiefs 22, Eagles 40". No quantifier nests another.
_DASH_SCORE = re.compile(r"(?<![\d.,$\u00a3\u20ac%-])\d{1,3} ?[-\u2013] ?\d{1,3}(?![\d%-]|\.\d)")
_NAMED_SCORE = re.compile(r"\b([A-Z][a-z]{1,20}) \d{1,3}, ([A-Z][a-z]{1,20}) \d{1,3}(?![\d%])")
_MONTHS = _words(
    """
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    """
)


@dataclass(frozen=True)
class _Token:
    word: str  # lower case, curly apostrophes made straight
    raw: str
    start: int
    end: int


@dataclass(frozen=True)
class Finding:
    """One post-cutoff date, judged: its mention, the rule that decided, the verdict, the words
    that decided (None for ``no-evidence``) and the clause read."""

    mention: DateMention
    rule: str
    verdict: str
    cue: str | None
    clause: str


def _tokens(text: str) -> list[_Token]:
    return [
        _Token(m.group().lower().replace("\u2019", "'"), m.group(), m.start(), m.end())
        for m in _TOKEN.finditer(text)
    ]


def _ends_sentence(tokens: Sequence[_Token], i: int) -> bool:
    """Sentence punctuation ends a sentence, except a period after a one- or two-letter word
    ("p.m.", "U.S.", "No.")."""
    if tokens[i].word not in _STOPS:
        return False
    if tokens[i].word == "." and i > 0:
        previous = tokens[i - 1].word
        return previous[0].isdigit() or len(previous) >= _SHORTEST_SENTENCE_WORD
    return True


_PhraseIndex = dict[str, tuple[tuple[str, ...], ...]]


def _index(phrases: Sequence[tuple[str, ...]]) -> _PhraseIndex:
    """Phrases by their first word, longest first, so a word looks up only its own."""
    grouped: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        grouped.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(sorted(group, key=len, reverse=True)) for word, group in grouped.items()}


def _phrase_at(tokens: Sequence[_Token], i: int, index: _PhraseIndex) -> int:
    """Length of the longest indexed phrase that starts at token ``i`` (0 if none)."""
    for phrase in index.get(tokens[i].word, ()):
        n = len(phrase)
        if i + n <= len(tokens) and all(tokens[i + k].word == phrase[k] for k in range(1, n)):
            return n
    return 0


_FUTURE = _index(FUTURE_PHRASES)
_CONDITION = _index(CONDITION_PHRASES)
_NOT_CONDITION = _index(NOT_CONDITIONS)
_CRITERIA = _index(CRITERIA_PHRASES)
_DEADLINE = _index(DEADLINE_PHRASES)
_SAME_DAY = _index(SAME_DAY_PHRASES)


_NUMBER_WORDS = _words("million billion trillion thousand hundred")


def _is_year(word: str) -> bool:
    return len(word) == 4 and word.isdigit() and word[:2] in ("19", "20")


def _plural(word: str) -> bool:
    """A plural noun by its spelling, roughly: "-s" but not "-ss", "-us", "-is", "'s"."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s"))


# --------------------------------------------------------------------------- the text

_UNSET = object()


def _asks_forward(t: _Text, low: int, high: int) -> bool:
    """See :meth:`_Text.forward_question`."""
    opener = t.tokens[low]
    if opener.word in INTERROGATIVE_OPENERS and opener.raw[:1].isupper() and opener.raw != "May":
        return True
    if t.tokens[high].word != "?":
        return False
    for k in range(low, high):
        word = t.tokens[k].word
        if word in PAST_AUXILIARIES:
            return False
        if word in INTERROGATIVE_OPENERS and t.tokens[k].raw != "May":
            return True
    return False


class _Text:
    """A title or snippet, tokenized, with its sentences and clauses and what each token is."""

    def __init__(self, text: str, where: str, spans: Sequence[tuple[int, int]]) -> None:
        self.text = text
        self.where = where
        self.tokens = _tokens(text)
        self.starts = [token.start for token in self.tokens]
        n = len(self.tokens)
        self.in_date = [False] * n
        for first, last in spans:
            for i in range(first, last + 1):
                self.in_date[i] = True
        self.sentence_of = [0] * n
        self.sentences: list[tuple[int, int]] = []
        start = 0
        for i in range(n):
            self.sentence_of[i] = len(self.sentences)
            if (_ends_sentence(self.tokens, i) and not self.in_date[i]) or i == n - 1:
                self.sentences.append((start, i))
                start = i + 1
        self.clause_of = [0] * n
        self.after_mark = [False] * n  # the first word of a piece that follows a comma or dash
        self.participle_opening = [False] * n  # a past form opening a piece, as a participle
        self.clauses: list[tuple[int, int]] = []
        for first, last in self.sentences:
            self._cut(first, last)
        self.groups: list[object] = [_UNSET] * n
        self._sentence_facts: dict[tuple[int, str], object] = {}
        self._index_words()

    # ---- one pass: where the nearest word of each class is

    def _index_words(self) -> None:
        """For each token, the last condition word, clause of time, modal or criteria word,
        forward word and prospect word at or before it, and the next modal, "that day" and date
        after it: every later question about "is there one in the clause" is then O(1)."""
        tokens, n = self.tokens, len(self.tokens)
        self.last_condition = [-1] * n
        self.last_temporal = [-1] * n
        self.last_modal_or_criteria = [-1] * n
        self.last_forward = [-1] * n
        self.last_prospect = [-1] * n
        self.condition_in_sentence = [-1] * n  # strictly before the token, in its sentence
        marks = [-1, -1, -1, -1, -1]
        sentence_condition = -1
        for i, token in enumerate(tokens):
            word = token.word
            if i and self.sentence_of[i] != self.sentence_of[i - 1]:
                sentence_condition = -1
            self.condition_in_sentence[i] = sentence_condition
            if not self.in_date[i]:
                modal = self.modal(i)
                if (
                    word in CONDITION_WORDS or _phrase_at(tokens, i, _CONDITION)
                ) and not _phrase_at(tokens, i, _NOT_CONDITION):
                    marks[0] = sentence_condition = i
                if word in TEMPORAL_SUBORDINATORS:
                    marks[1] = i
                if modal or word in CRITERIA_WORDS:
                    marks[2] = i
                if word in FORWARD_WORDS:
                    marks[3] = i
                if (
                    modal
                    or word in FUTURE_VERBS
                    or word in FORWARD_WORDS
                    or word in PROSPECTIVE_PARTICIPLES
                    or _phrase_at(tokens, i, _FUTURE)
                ):
                    marks[4] = i
            (
                self.last_condition[i],
                self.last_temporal[i],
                self.last_modal_or_criteria[i],
                self.last_forward[i],
                self.last_prospect[i],
            ) = marks
        self.next_future = [-1] * n
        self.next_same_day = [-1] * n
        self.next_date = [n] * n
        future, same_day, date_at = -1, -1, n
        for i in range(n - 1, -1, -1):
            self.next_future[i], self.next_same_day[i], self.next_date[i] = (
                future,
                same_day,
                date_at,
            )
            word = tokens[i].word
            if self.in_date[i]:
                date_at = i
            elif word in FUTURE_VERBS or self.modal(i):
                future = i
            if _phrase_at(tokens, i, _SAME_DAY):
                same_day = i

    def token_at(self, offset: int) -> int:
        """The index of the first token that starts at or after character ``offset``."""
        return min(bisect_left(self.starts, offset), len(self.tokens) - 1)

    def modal(self, i: int) -> bool:
        """A modal auxiliary ("May", capitalized, is a month; "may" is a modal)."""
        token = self.tokens[i]
        return token.word in MODALS and token.raw != "May" and not self.in_date[i]

    def sentence_start(self, i: int) -> int:
        return self.sentences[self.sentence_of[i]][0]

    def clause_low(self, i: int) -> int:
        return self.clauses[self.clause_of[i]][0]

    def in_condition(self, i: int) -> bool:
        """A condition word earlier in the token's clause ("if it were")."""
        return i > 0 and self.last_condition[i - 1] >= self.clause_low(i)

    def supposed(self, i: int) -> bool:
        """Is token ``i`` in a clause of time that follows a modal or a word of criteria in its
        clause ("may resolve Yes after the statement has been released")?"""
        low = self.clause_low(i)
        k = self.last_temporal[i - 1] if i > 0 else -1
        return k > low and self.last_modal_or_criteria[k - 1] >= low

    def hypothetical(self, i: int) -> bool:
        """Is a past form at ``i`` supposed rather than reported: in a condition, a clause of
        time after a modal or criteria, or a question asked in the present or future?"""
        return self.in_condition(i) or self.supposed(i) or self.forward_question(i)

    def forward_question(self, i: int) -> bool:
        """Is token ``i`` in a question asked with a present or future auxiliary: one that opens
        the sentence ("Will X have increased by D"), or the first auxiliary of a sentence that
        ends in "?" ("According to Wikipedia, will a vaccine have been developed by D?")?"""
        return bool(self.sentence_fact(i, "forward-question", _asks_forward))

    def forward_word_before(self, i: int) -> str | None:
        """The nearest forward word before ``i`` in its clause, if any."""
        k = self.last_forward[i - 1] if i > 0 else -1
        return self.tokens[k].raw if k >= self.clause_low(i) else None

    def prospect_before(self, k: int) -> int:
        """The index of the nearest word of prospect before ``k`` (-1 if none)."""
        return self.last_prospect[k - 1] if k > 0 else -1

    def future_after(self, last: int, high: int) -> bool:
        """A modal or a verb of expectation after token ``last``, up to ``high``, before any
        other date."""
        k = self.next_future[last]
        return 0 <= k <= high and k < self.next_date[last]

    def sentence_fact(self, i: int, name: str, read: Callable[[_Text, int, int], object]) -> object:
        """``read(self, first, last)`` of token ``i``'s sentence, computed once per sentence."""
        number = self.sentence_of[i]
        key = (number, name)
        if key not in self._sentence_facts:
            self._sentence_facts[key] = read(self, *self.sentences[number])
        return self._sentence_facts[key]

    # ---- pieces and clauses

    def _cut(self, first: int, last: int) -> None:
        """Cut one sentence into pieces and join the pieces into clauses."""
        pieces: list[tuple[int, int]] = []
        start = first
        for i in range(first, last + 1):
            word = self.tokens[i].word
            if self.in_date[i]:
                continue
            if word in _PIECE_MARKS:
                if i > start:
                    pieces.append((start, i - 1))
                pieces.append((i, i))
                start = i + 1
            elif word in CLAUSE_WORDS and i > start and not self._same_day_at(i):
                pieces.append((start, i - 1))
                start = i
        if start <= last:
            pieces.append((start, last))
        for a, _ in pieces:
            self.after_mark[a] = a > first and self.tokens[a - 1].word in _PIECE_MARKS
        finite = self._finite_pieces(pieces)
        for a, b in self._join(pieces, finite):
            for i in range(a, b + 1):
                self.clause_of[i] = len(self.clauses)
            self.clauses.append((a, b))

    def _same_day_at(self, i: int) -> bool:
        return self.tokens[i].word == "that" and _phrase_at(self.tokens, i, _SAME_DAY) > 0

    def _finite_pieces(self, pieces: Sequence[tuple[int, int]]) -> list[bool]:
        """Which pieces hold a finite verb. A past form that opens a piece ("Scheduled for March
        19, 2025, the decision ...", ", followed by the ceremony on ...") is a participle when
        the piece next to it, before or after, has a finite verb of its own; with none beside
        it, it is the verb ("The Fed, as widely expected, cut rates on ...")."""
        core = [self._has_finite_verb(a, b) for a, b in pieces]
        content = [
            n
            for n, (a, b) in enumerate(pieces)
            if not all(self.tokens[i].word in _PIECE_MARKS for i in range(a, b + 1))
        ]
        finite = list(core)
        openers = {
            n
            for n in content
            if self.past_shape(pieces[n][0], pieces[n][0])
            and not core[n]
            and not self._opens_clause(pieces[n][0])
        }
        for position, n in enumerate(content):
            a = pieces[n][0]
            if n not in openers:
                continue
            beside = [
                content[position + step]
                for step in (-1, 1)
                if 0 <= position + step < len(content)
                and not self._opens_clause(pieces[content[position + step]][0])
            ]
            prospective = self.tokens[a].word in PROSPECTIVE_PARTICIPLES
            # "The vote, expected on July 3, passed 218-214": of two openers, the one of
            # expectation is the participle, the other the verb.
            if any(core[m] or (prospective and m in openers) for m in beside):
                self.participle_opening[a] = True
            else:
                finite[n] = True
        return finite

    def _opens_clause(self, i: int) -> bool:
        return self.tokens[i].word in CLAUSE_WORDS

    def _join(
        self, pieces: Sequence[tuple[int, int]], finite_pieces: Sequence[bool]
    ) -> list[tuple[int, int]]:
        """Clauses of one sentence: a piece with a finite verb is a clause; a piece without one
        joins the clause after it, or, if it opens with a clause word or ends the sentence,
        the clause before it."""
        clauses: list[list[int]] = []
        pending: list[int] | None = None  # verbless pieces waiting for the clause after them
        for n, (a, b) in enumerate(pieces):
            if all(self.tokens[i].word in _PIECE_MARKS for i in range(a, b + 1)):
                if pending is not None:
                    pending[1] = b
                elif clauses:
                    clauses[-1][1] = b
                else:
                    pending = [a, b]
                continue
            finite = finite_pieces[n]
            opens = self.tokens[a].word in CLAUSE_WORDS
            if not finite and opens and clauses and pending is None:
                clauses[-1][1] = b  # "and Super Heavy": no clause of its own
            elif not finite:
                if pending is None:
                    pending = [a, b]
                else:
                    pending[1] = b
            elif pending is not None and not opens:
                clauses.append([pending[0], b])
                pending = None
            else:
                if pending is not None:
                    self._attach(clauses, pending)
                    pending = None
                clauses.append([a, b])
        if pending is not None:
            self._attach(clauses, pending)
        return [(a, b) for a, b in clauses]

    @staticmethod
    def _attach(clauses: list[list[int]], pending: list[int]) -> None:
        """A verbless run with no clause after it joins the clause before it, if any."""
        if clauses and clauses[-1][1] + 1 == pending[0]:
            clauses[-1][1] = pending[1]
        else:
            clauses.append(pending)

    def _has_finite_verb(self, first: int, last: int) -> bool:
        """Does the piece hold a finite verb: a modal, an auxiliary, a verb of expectation, a past
        tense, or in running text a verb of a timetable?"""
        for i in range(first, last + 1):
            if self.in_date[i]:
                continue
            word = self.tokens[i].word
            if (
                self.modal(i)
                or word in PAST_AUXILIARIES
                or word in PERFECT_AUXILIARIES
                or word in PRESENT_AUXILIARIES
                or word in FUTURE_VERBS
                or word in CRITERIA_WORDS
                or (
                    self.past_shape(i, first)
                    and not self.adjectival(i, first)
                    and i != first  # a past form opening a piece: see _finite_pieces
                    and self.previous_word(i, first)[1] != "as"  # "as expected"
                )
                or (self.where == "snippet" and self.timetable(i, first))
            ):
                return True
        return False

    # ---- what a token is

    def past_shape(self, i: int, low: int) -> bool:
        """Is token ``i`` spelled as a past form: regular, irregular, or a base-form past not used
        as a noun?"""
        if self.in_date[i] or self.name(i, low):
            return False
        word = self.tokens[i].word
        if word in IRREGULAR_PAST:
            return True
        if word in BASE_FORM_PAST:
            return not self._noun_use(i, low)
        if len(word) < 4 or not word.endswith("ed") or word in NOT_PAST_ED:
            return False
        return word in PAST_EED or not word.endswith("eed")

    def name(self, i: int, low: int) -> bool:
        """An acronym ("RAN", "LED"), or in running text a capitalized word inside its sentence
        ("United", "Rose", "Said"): a name, not a verb."""
        raw = self.tokens[i].raw
        if len(raw) > 1 and raw.isupper():
            return True
        sentence_start = self.sentences[self.sentence_of[i]][0]
        return self.where == "snippet" and raw[:1].isupper() and i > max(low, sentence_start)

    def _noun_use(self, i: int, low: int) -> bool:
        """Is the base-form past at ``i`` a noun, by its neighbours? A determiner, a possessive or
        a preposition before it with only modifiers between ("a first cut", "the Fed's cut"), a
        preposition after it ("the cut on"), or nothing before it in its clause ("Cut to 4%")."""
        k = self.modifiers_before(i, low)
        if k < low:
            return True
        return self.noun_head(k) or (
            i + 1 < len(self.tokens) and self.tokens[i + 1].word in FOLLOWING_PREPOSITIONS
        )

    def modifiers_before(self, i: int, low: int) -> int:
        """The index of the first word before ``i`` that is no modifier of a noun (a number, an
        adjective in "-est" or "-ed", :data:`NOUN_MODIFIERS`, "million"), at most five back."""
        tokens = self.tokens
        k = i - 1
        while k >= max(low, i - 5) and (
            self.in_date[k]  # "the January 30, 2025 report"
            or self.hyphen_joined(k)  # "the long-awaited launch"
            or tokens[k].word in NOUN_MODIFIERS
            or tokens[k].word in FORWARD_WORDS  # "the upcoming vote"
            or tokens[k].word in PROSPECTIVE_PARTICIPLES  # "the scheduled close"
            or tokens[k].word[0].isdigit()
            or (
                tokens[k].raw.islower()
                and len(tokens[k].raw) > 4
                and tokens[k].raw.endswith(("est", "ed"))
            )
            or tokens[k].word in _NUMBER_WORDS
        ):
            k -= 1
        return k

    def hyphen_joined(self, k: int) -> bool:
        """Is token ``k`` joined by a hyphen to the next ("long-awaited", "first-quarter")?"""
        return (
            k + 1 < len(self.tokens)
            and self.text[self.tokens[k + 1].start - 1] == "-"
            and (self.tokens[k + 1].start - 1 == self.tokens[k].end)
        )

    def noun_head(self, k: int) -> bool:
        """Does the word at ``k`` open a noun phrase: a determiner, a possessive, a preposition?"""
        word = self.tokens[k].word
        return (
            word in DETERMINERS
            or word in PROSPECT_MARKERS
            or word in PREPOSITIONS
            or word.endswith(("'s", "'"))
        )

    def previous_word(self, i: int, low: int) -> tuple[int, str]:
        """The index and word before ``i``, adverbs in "-ly" and :data:`SKIPPED_ADVERBS` skipped
        (index ``low - 1`` and "" at the clause's start)."""
        j = i - 1
        while j >= low and (
            self.tokens[j].word.endswith("ly") or self.tokens[j].word in SKIPPED_ADVERBS
        ):
            j -= 1
        return j, (self.tokens[j].word if j >= low else "")

    def adjectival(self, i: int, low: int) -> bool:
        """Is the past form at ``i`` an adjective: after a determiner, a preposition, a
        possessive, a modifier or a number, or inside a hyphenated modifier?"""
        token = self.tokens[i]
        if token.start > 0 and self.text[token.start - 1] == "-":
            return True  # "long-awaited", "state-owned"
        j = i - 1
        if j < low or self.in_date[j]:
            return False  # a date ends its phrase: "the decision due on 30 January 2025 came"
        word = self.tokens[j].word
        return (
            word in DETERMINERS
            or word in PREPOSITIONS
            or word in NOUN_MODIFIERS
            or word.endswith(("'s", "'"))
            or word[0].isdigit()
        )

    def timetable(self, i: int, low: int) -> bool:
        """A verb of a timetable in the present tense, not a noun ("the 26% fall", "the
        scheduled close", "a $162.8 million debut")."""
        word = self.tokens[i].word
        if word not in TIMETABLE_VERBS or self.in_date[i]:
            return False
        k = self.modifiers_before(i, low)
        if k < i - 1 and k < low:
            return False  # only modifiers before it: a noun phrase opens the clause
        if k >= low and self.noun_head(k):
            return False
        if word.endswith("s"):
            return True
        # A base form is a verb after a plural or "they" ("polls close"); after a singular
        # noun it is a noun ("the House vote on"), since a singular subject takes "-s".
        j, previous = self.previous_word(i, low)
        if previous in PRESENT_SUBJECTS or _plural(previous) or previous in ("and", "or"):
            return True
        # After a name, unless a determiner makes it a compound ("Spain play", "the House vote").
        named = j >= low and self.tokens[j].raw[:1].isupper()
        return named and not (j - 1 >= low and self.tokens[j - 1].word in DETERMINERS)


# --------------------------------------------------------------------------- the governing verb


@dataclass(frozen=True)
class _Evidence:
    rule: str
    words: str
    participle: bool = False  # a bare past form before a preposition: maybe a reduced relative
    bare: bool = False  # a forward participle or adjective with no auxiliary: a later verb rules


@dataclass(frozen=True)
class _Date:
    """One date's tokens and the part of its clause read."""

    first: int
    last: int
    low: int  # first token read (the clause's, at most REACH before)
    high: int  # last token read


def _locate(t: _Text, first: int, last: int) -> _Date:
    low, high = t.clauses[t.clause_of[first]]
    return _Date(first, last, max(low, first - REACH), min(high, last + REACH))


def _schedules(t: _Text, d: _Date) -> _Evidence | None:
    """A verb of scheduling that puts this date on an event: the date follows "for", "to",
    "until" or "till" (a "the", "on" or "back" between allowed), and the verb comes within
    SCHEDULE_REACH tokens before that word."""
    tokens = t.tokens
    p = d.first - 1
    while p >= d.low and tokens[p].word in ("the", "on", "back"):
        p -= 1
    if p < d.low or tokens[p].word not in SCHEDULE_PREPOSITIONS:
        return None
    for k in range(p - 1, max(d.low, p - SCHEDULE_REACH) - 1, -1):
        if t.in_date[k]:
            return None
        if tokens[k].word in SCHEDULING_VERBS and tokens[k].word != tokens[p].word:
            bare = not _aux_before(t, k)
            return _Evidence("future-form", f"{tokens[k].raw} ... {tokens[p].raw}", bare=bare)
    return None


def _aux_before(t: _Text, i: int) -> str:
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


_Found = _Evidence | str | None


def _group(t: _Text, i: int) -> _Found:
    """What the token at ``i`` says about a date it governs: evidence (past-tense or
    future-form), ``"skip"`` for a participle or an infinitive whose auxiliary or verb governs
    instead, or None if it is no verb. It depends only on the token's clause, so it is cached."""
    cached = t.groups[i]
    if cached is _UNSET:
        cached = t.groups[i] = _read_group(t, i)
    return cached


def _read_group(t: _Text, i: int) -> _Found:
    tokens, word = t.tokens, t.tokens[i].word
    raw = tokens[i].raw
    low = t.clause_low(i)
    if t.in_date[i]:
        return None
    n = _phrase_at(tokens, i, _FUTURE)
    if n:
        if word not in PRESENT_AUXILIARIES and _aux_before(t, i):
            return "skip"  # "was set to": the auxiliary governs
        words = " ".join(x.raw for x in tokens[i : i + n])
        return _Evidence("future-form", words, bare=word == "set")  # "Set for July 3, ..."
    if word in MODALS:
        return _Evidence("future-form", raw) if t.modal(i) else None
    if word in FUTURE_VERBS:
        if _aux_before(t, i) == "to":
            return "skip"
        k = t.modifiers_before(i, low)
        if k >= low and t.noun_head(k):
            return None  # "the 5% target", "a plan": a noun
        return _Evidence("future-form", raw)
    if word in PAST_AUXILIARIES:
        return "skip" if t.hypothetical(i) else _Evidence("past-tense", raw)
    if word in PERFECT_AUXILIARIES or word in PRESENT_AUXILIARIES:
        return _present_or_perfect(t, i)
    if t.past_shape(i, low) or word in PROSPECTIVE_PARTICIPLES:
        return _past_form(t, i)
    if t.where == "snippet" and t.timetable(i, low):
        return "skip" if _aux_before(t, i) else _Evidence("future-form", raw)
    return None


def _present_or_perfect(t: _Text, i: int) -> _Evidence | str:
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
        if participle and (t.hypothetical(i) or _aux_before(t, i) in MODALS):
            return "skip"  # "if it has been", "will have increased": no report
        if participle and not negated:
            return _Evidence("past-tense", f"{tokens[i].raw} {tokens[k].raw}")
    return _Evidence("future-form", tokens[i].raw)


def _past_form(t: _Text, i: int) -> _Found:
    """A form spelled as a past (or a participle of expectation) at ``i``."""
    tokens, word, raw = t.tokens, t.tokens[i].word, t.tokens[i].raw
    low = t.clause_low(i)
    if t.adjectival(i, low):
        return None
    if t.previous_word(i, low)[1] == "as":
        return None  # "as planned", "as widely expected": says a plan was kept, not when
    if _aux_before(t, i):
        return "skip"  # the auxiliary governs: "will be held", "has been signed", "to be cut"
    if t.participle_opening[i]:
        if word in PROSPECTIVE_PARTICIPLES or word in SCHEDULING_VERBS:
            return _Evidence("future-form", raw, bare=True)  # "Scheduled for ..., the vote"
        dated = i + 2 < len(tokens) and tokens[i + 1].word in PREPOSITIONS and t.in_date[i + 2]
        if t.after_mark[i] and not dated:
            return "skip"  # ", followed by the ceremony on": the clause's verb governs
        # "Elected on June 2, 2024, she ...", "The results, released on 29 April 2025, will
        # be certified": a participle set off by commas asserts its event, on its own date.
        return _Evidence("past-tense", raw)
    if word in PROSPECTIVE_PARTICIPLES:
        return _Evidence("future-form", raw, bare=True)  # "Analysts expected a cut by ..."
    _, previous = t.previous_word(i, low)
    if word in BASE_FORM_PAST and (previous in PRESENT_SUBJECTS or _plural(previous)):
        return "skip"  # "investors put", "the Eagles beat": a present or a past, no evidence
    if previous in ("do", "does", "did", "didn't", "don't", "doesn't"):
        return "skip"  # the auxiliary carries the tense: "did not cut" is reported by "did"
    if t.hypothetical(i):
        return "skip"
    bare = i + 1 < len(tokens) and tokens[i + 1].word in PREPOSITIONS
    return _Evidence("past-tense", raw, participle=bare)


def _anchor(t: _Text, k: int, d: _Date) -> bool:
    """Is token ``k`` a time other than the date's: another date, a year, a month, a weekday,
    "yesterday", "last"?"""
    if d.first <= k <= d.last:
        return False
    word = t.tokens[k].word
    if t.in_date[k] or word in TIME_ANCHORS or _is_year(word):
        return True
    return word in _MONTHS and len(word) > 3 and t.tokens[k].raw != "may"


def _own_time(t: _Text, i: int, d: _Date) -> bool:
    """Does the past tense at ``i`` have its own time right after it ("the Fed held in January")?"""
    stop = min(d.high, i + ANCHOR_REACH)
    return any(_anchor(t, k, d) for k in range(i + 1, stop + 1) if not d.first <= k <= d.last)


def _governing(t: _Text, d: _Date) -> tuple[_Evidence | None, str | None]:
    """The evidence of the verb that governs the date (None if no verb does), and the first
    weak forward word or infinitive seen on the way (None if none)."""
    weak: str | None = None
    anchored = False
    for i in range(d.first - 1, d.low - 1, -1):
        word = t.tokens[i].word
        if _anchor(t, i, d):
            anchored = True
            continue
        found = _group(t, i)
        directive = _directive_deadline(t, i, d)
        if directive is not None:
            return directive, weak
        if isinstance(found, _Evidence):
            if found.rule == "past-tense" and anchored:
                # it reports the other time
                return None, weak or t.forward_word_before(i) or _forward_word_after(t, d)
            if found.participle and t.future_after(d.last, d.high):
                continue  # "the president elected on June 2 will be sworn in": a participle
            if found.bare:
                later = _finite_after(t, d)
                if later is not None:
                    return later, weak  # "The decision due on 30 January came as ...": "came"
            return found, weak
        if found == "skip":
            if _aux_before(t, i) == "to":
                deadline = _deadline_word(t, d)
                if deadline is not None:  # "told to file amendments by <date>"
                    return _Evidence("deadline", f"to {t.tokens[i].raw} ... {deadline}"), weak
                weak = weak or f"to {t.tokens[i].raw}"
            continue
        if weak is None and word in FORWARD_WORDS:
            weak = t.tokens[i].raw
    later = _finite_after(t, d)
    if later is not None:
        return later, weak
    return None, weak or _forward_word_after(t, d)


def _finite_after(t: _Text, d: _Date) -> _Evidence | None:
    """The first finite verb after the date in its clause, before another date: it governs a
    date that opens its clause, or one whose only word before it is a bare participle or an
    adjective ("Scheduled for March 19, 2025, the decision left ..."). A past tense with its
    own time right after it is passed over ("after the Fed held in January")."""
    for i in range(d.last + 1, d.high + 1):
        if t.in_date[i]:
            return None
        found = _group(t, i)
        if isinstance(found, _Evidence) and not found.bare:
            if found.rule == "past-tense" and _own_time(t, i, d):
                continue
            if found.rule == "past-tense" and _postponed(t, i):
                return _Evidence("future-form", found.words)  # "were delayed": not done
            return found
    return None


def _forward_word_after(t: _Text, d: _Date) -> str | None:
    for i in range(d.last + 1, d.high + 1):
        if t.in_date[i]:
            return None
        if t.tokens[i].word in FORWARD_WORDS:
            return t.tokens[i].raw
    return None


def _postponed(t: _Text, i: int) -> bool:
    """Is the past auxiliary at ``i`` the head of a verb of postponing ("were delayed", "was
    called off")? The plan changed; the event reported is not the date's."""
    if t.tokens[i].word not in PAST_AUXILIARIES:
        return False
    return any(
        t.tokens[k].word in POSTPONING_VERBS for k in range(i + 1, min(len(t.tokens), i + 4))
    )


def _directive_deadline(t: _Text, i: int, d: _Date) -> _Evidence | None:
    """A directive verb at ``i`` whose infinitive, within three words, takes the date as its
    deadline: "told to file final amendments by <date>"."""
    if t.tokens[i].word not in DIRECTIVE_VERBS:
        return None
    for k in range(i + 1, min(d.first, i + 4)):
        if t.tokens[k].word == "to":
            deadline = _deadline_word(t, d)
            if deadline is not None:
                return _Evidence("deadline", f"{t.tokens[i].raw} to ... {deadline}")
            return None
    return None


def _named_schedule(t: _Text, d: _Date) -> _Evidence | None:
    """The date named as a schedule: "the election date of 14 May 2023"."""
    tokens = t.tokens
    if d.first - 2 >= d.low and tokens[d.first - 1].word == "of":
        noun = tokens[d.first - 2]
        if noun.word in SCHEDULE_NOUNS:
            return _Evidence("future-form", f"{noun.raw} of")
    return None


# --------------------------------------------------------------------------- other evidence


def _outcome_noun(t: _Text, d: _Date) -> _Evidence | None:
    """A presupposed noun of outcome next to the date (see ``outcome-noun``)."""
    tokens = t.tokens
    after = range(d.last + 1, min(d.high, d.last + 2) + 1)
    before = range(d.first - 1, max(d.low, d.first - 4) - 1, -1)
    for k in [*after, *before]:
        if tokens[k].word not in OUTCOME_NOUNS or t.in_date[k]:
            continue
        if tokens[k].word in BASE_FORM_PAST and t.past_shape(k, d.low):
            continue  # "The Fed cut rates": a verb, judged as one
        between = range(k + 1, d.first) if k < d.first else range(d.last + 1, k)
        if any(tokens[j].word in _NOUN_PHRASE_BREAKS for j in between):
            continue
        if t.in_condition(k) or _prospect_in_phrase(t, k, d.low):
            continue
        premodified = k == d.last + 1 and _definite_before(t, d)  # "the March 19, 2025 cut"
        presupposed = premodified and tokens[k].word in DIRECTIONAL_OUTCOMES
        if not presupposed and (t.prospect_before(k) >= d.low or t.hypothetical(k)):
            continue
        return _Evidence("outcome-noun", tokens[k].raw)
    return None


_NOUN_PHRASE_BREAKS = (
    MODALS
    | PAST_AUXILIARIES
    | PRESENT_AUXILIARIES
    | PERFECT_AUXILIARIES
    | _words("by before until , ( )")
)


_DEFINITE = _words("the its their his her our this")


def _prospect_in_phrase(t: _Text, k: int, low: int) -> bool:
    """Does the noun phrase of the outcome noun at ``k`` hold an indefinite or hypothetical
    word ("a cut", "the expected cut", "any ruling")? Read back to its determiner, the date's
    words skipped."""
    for j in range(k - 1, max(low, k - 8) - 1, -1):
        if t.in_date[j]:
            continue
        word = t.tokens[j].word
        if word in PROSPECT_MARKERS:
            return True
        if word in _DEFINITE or word.endswith(("'s", "'")):
            return False
        if k - j > 4:
            return False
    return False


def _definite_before(t: _Text, d: _Date) -> bool:
    """Does a definite or possessive determiner open the date's noun phrase ("the March 19,
    2025 cut", "its ...", "the Fed's ...")? A forward adjective may stand between ("the long
    awaited ...")."""
    j = d.first - 1
    while j >= d.low and (t.hyphen_joined(j) or t.tokens[j].word.endswith("ly")):
        j -= 1
    if j < d.low:
        return False
    word = t.tokens[j].word
    return word in _DEFINITE or word.endswith(("'s", "'"))


def _result_lines(text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Scores and tallies in ``text`` (character spans and text), outside dates (``spans``, in
    order, are the dates' characters)."""
    starts = [start for start, _ in spans]

    def in_date(offset: int) -> bool:
        k = bisect_right(starts, offset) - 1
        return k >= 0 and offset < spans[k][1]

    found = [(m.start(), m.end(), m.group()) for m in _DASH_SCORE.finditer(text)]
    for m in _NAMED_SCORE.finditer(text):
        if not {m.group(1).lower(), m.group(2).lower()} & _MONTHS:
            found.append((m.start(), m.end(), m.group()))
    return sorted(line for line in found if not in_date(line[0]))


def _result_line(t: _Text, d: _Date, lines: _ResultLines) -> _Evidence | None:
    """A score or tally in the clause read, unless the clause supposes or asks, the sentence is
    criteria, or a forward word comes before the score ("5-2 favourites", "expected to pass
    51-49"): then it is a price or a prospect."""
    if t.hypothetical(d.first) or _criteria(t, d) is not None:
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
    return _Evidence("result-line", found[1])


SCORE_PROSPECT_REACH = 4
"""Words before a score in which a forward word makes it a price or a prospect."""


def _criteria(t: _Text, d: _Date) -> _Evidence | None:
    """The first word of criteria in the date's sentence, if any (cached per sentence)."""
    found = t.sentence_fact(d.first, "criteria", _first_criteria)
    return found if isinstance(found, _Evidence) else None


def _first_criteria(t: _Text, low: int, high: int) -> _Evidence | None:
    tokens = t.tokens
    for i in range(low, high + 1):
        if t.in_date[i]:
            continue
        n = _phrase_at(tokens, i, _CRITERIA)
        if n:
            return _Evidence("criteria", " ".join(x.raw for x in tokens[i : i + n]))
        if tokens[i].word in CRITERIA_WORDS:
            return _Evidence("criteria", tokens[i].raw)
    return None


def _condition(t: _Text, d: _Date) -> _Evidence | None:
    """The nearest condition word before the date in its sentence."""
    k = t.condition_in_sentence[d.first]
    if k < 0:
        return None
    n = _phrase_at(t.tokens, k, _CONDITION) or 1
    return _Evidence("condition", " ".join(x.raw for x in t.tokens[k : k + n]))


def _question(t: _Text, d: _Date) -> _Evidence | None:
    low, high = t.sentences[t.sentence_of[d.first]]
    if t.tokens[high].word == "?":
        return _Evidence("question-form", "?")
    if t.forward_question(d.first):
        return _Evidence("question-form", t.tokens[low].raw)
    return None


DEADLINE_GAP = 8
"""Most tokens of fillers and numbers a deadline word may stand before its date."""


def _deadline_word(t: _Text, d: _Date) -> str | None:
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
            n = _phrase_at(tokens, start, _DEADLINE)
            if n and start + n - 1 == j:
                return " ".join(x.raw for x in tokens[start : j + 1])
        if t.in_date[j] or not (tokens[j].word in DEADLINE_FILLERS or tokens[j].word[0].isdigit()):
            return None
        j -= 1
    return None


def _before_named_event(t: _Text, d: _Date) -> _Evidence | None:
    """The date names an event that a deadline word or "for" points to: "ahead of the October 28,
    2024 ceremony", "a favourite for the February 11, 2024 game". What the clause reports
    happened before, or for, that event."""
    tokens = t.tokens
    if d.first - 2 < d.low or tokens[d.first - 1].word not in ("the", "this", "its", "their"):
        return None
    if d.last + 1 > d.high or not tokens[d.last + 1].word.isalpha():
        return None
    if tokens[d.last + 1].word in _NOT_EVENT_NOUNS:
        return None
    word = tokens[d.first - 2].word
    if word == "for":
        return _Evidence("future-form", f"for the ... {tokens[d.last + 1].raw}")
    probe = _Date(d.first - 1, d.last, d.low, d.high)
    deadline = _deadline_word(t, probe)
    return None if deadline is None else _Evidence("deadline", deadline)


_NOT_EVENT_NOUNS = CLAUSE_WORDS | PREPOSITIONS | MODALS | PAST_AUXILIARIES | PRESENT_AUXILIARIES


def _same_day_report(t: _Text, d: _Date, lines: _ResultLines) -> _Evidence | None:
    """A report in a later clause of this sentence or the next that says "that day", with no
    date between: it belongs to this date."""
    i = t.next_same_day[d.last]
    sentence = t.sentence_of[d.last]
    end = t.sentences[min(sentence + 1, len(t.sentences) - 1)][1]
    if i < 0 or i > min(end, d.last + 2 * REACH) or t.next_date[d.last] < i:
        return None
    low, high = t.clauses[t.clause_of[i]]
    near = _Date(i, i, max(low, i - REACH), min(high, i + REACH))
    for k in range(near.low, near.high + 1):
        found = _group(t, k)
        if isinstance(found, _Evidence) and found.rule == "past-tense":
            return _Evidence("past-tense", f"{found.words} ... {t.tokens[i].raw} day")
    return _result_line(t, near, lines)


LABEL_WORDS = 6
"""Longest label ("Next vote:", "Scheduled kickoff:") a verbless date after a colon is read with."""


def _label(t: _Text, d: _Date) -> _Evidence | None:
    """A date whose clause has no verb and follows a short label and a colon ("Next vote: March
    3, 2025", "Deadline: ...") means what the label says: a forward word in it keeps the date."""
    sentence = t.sentence_of[d.first]
    low, high = t.clauses[t.clause_of[d.first]]
    if sentence == 0 or t.sentences[sentence][0] != low or high - low > REACH:
        return None  # a label's value is short: a long clause says more than the label
    if any(_group(t, i) is not None for i in range(low, high + 1)):
        return None  # the clause has a verb of its own: it says what it says
    label_low, label_high = t.sentences[sentence - 1]
    if t.tokens[label_high].word != ":" or label_high - label_low > LABEL_WORDS:
        return None
    for i in range(label_low, label_high):
        word = t.tokens[i].word
        found = _group(t, i)
        if isinstance(found, _Evidence) and found.rule == "future-form":
            return _Evidence("future-form", f"{t.tokens[i].raw}:")
        if word in FORWARD_WORDS or word in PROSPECTIVE_PARTICIPLES:
            return _Evidence("future-form", f"{t.tokens[i].raw}:")
    return None


def _headline_infinitive(t: _Text, d: _Date) -> _Evidence | None:
    """A headline's future: a subject, "to", a verb ("Apple to report ...", "Starmer to become")."""
    if t.where != "title":
        return None
    tokens = t.tokens
    for i in range(d.low + 1, d.first):
        if tokens[i].word != "to" or i + 1 >= d.first or not tokens[i + 1].word.isalpha():
            continue
        subject = tokens[i - 1].word
        if (
            subject.isalpha()
            and subject not in _HEADLINE_NON_SUBJECTS
            and subject not in PREPOSITIONS
            and not t.past_shape(i - 1, d.low)
        ):
            return _Evidence("future-form", f"{tokens[i - 1].raw} to {tokens[i + 1].raw}")
    return None


def _judge(t: _Text, d: _Date, lines: _ResultLines) -> _Evidence | None:
    """The evidence that decides the date (None: no evidence), in the module docstring's order."""
    scheduled = _schedules(t, d)
    if scheduled is not None and scheduled.bare:
        later = _finite_after(t, d)  # "Scheduled for March 19, 2025, the decision left ..."
        if later is not None and later.rule == "past-tense":
            scheduled = None
    governing, weak = (None, None) if scheduled else _governing(t, d)
    report = (
        (governing if governing is not None and governing.rule == "past-tense" else None)
        or _outcome_noun(t, d)
        or _result_line(t, d, lines)
        or _same_day_report(t, d, lines)
    )
    named_event = _before_named_event(t, d) or _named_schedule(t, d)
    if report is not None and not (named_event and report.rule == "past-tense"):
        return report
    for find in (_criteria, _condition, _question):
        found = find(t, d)
        if found is not None:
            return found
    if scheduled is not None:
        return scheduled
    if named_event is not None:
        return named_event
    if governing is not None:
        return governing
    label = _label(t, d)
    if label is not None:
        return label
    headline = _headline_infinitive(t, d)
    if headline is not None:
        return headline
    deadline = _deadline_word(t, d)
    if deadline is not None:
        return _Evidence("deadline", deadline)
    return None if weak is None else _Evidence("future-form", weak)


class _ResultLines:
    """The scores and tallies of a text, sorted, found within a span by bisection."""

    def __init__(self, text: str, spans: Sequence[tuple[int, int]]) -> None:
        self.found = _result_lines(text, spans)
        self.starts = [s for s, _, _ in self.found]

    def within(self, start: int, end: int) -> tuple[int, str] | None:
        """The first score inside characters ``start``..``end``: its offset and text."""
        k = bisect_left(self.starts, start)
        if k < len(self.found) and self.found[k][1] <= end:
            return self.found[k][0], self.found[k][2]
        return None


# --------------------------------------------------------------------------- public

_REPORT_RULES = frozenset({"past-tense", "outcome-noun", "result-line"})


def judge_prospective(
    text: str,
    where: str,
    mentions: Sequence[DateMention],
    judged: Sequence[int],
    *,
    headline_result: str | None = None,
) -> list[Finding]:
    """A finding for each mention whose index is in ``judged`` (the dates on or after the
    cutoff), in order. ``mentions`` are all of ``text``'s dates (each is another time for the
    others); ``where`` is ``title`` or ``snippet``. ``headline_result`` is the score an undated
    title gives (:func:`headline_result`): the page reports a result, so a date it would keep is
    a leak (rule ``result-line``)."""
    if not judged:
        return []
    tokens = _tokens(text)
    spans = _mention_spans(tokens, mentions)
    t = _Text(text, where, list(spans.values()))
    lines = _ResultLines(text, [(m.start, m.end) for m in mentions])
    findings = []
    for index in judged:
        if index not in spans:
            continue
        d = _locate(t, *spans[index])
        evidence = _judge(t, d, lines)
        clause = _clause_text(t, d)
        if evidence is not None and headline_result and evidence.rule not in _REPORT_RULES:
            evidence = _Evidence("result-line", f"{headline_result} (title)")
        if evidence is None:
            findings.append(Finding(mentions[index], "no-evidence", "leak", None, clause))
        else:
            verdict = "leak" if evidence.rule in _REPORT_RULES else "keep"
            findings.append(
                Finding(mentions[index], evidence.rule, verdict, evidence.words, clause)
            )
    return findings


def headline_result(title: str, mentions: Sequence[DateMention]) -> str | None:
    """The score a title gives, when it names no date and does not ask or suppose it ("UEFA
    Euro 2024 final: Spain 2-1 England"): the page reports the result of the event it is about,
    whatever its text says of that event's date. None otherwise."""
    if mentions:
        return None
    found = _result_lines(title, [])
    if not found:
        return None
    t = _Text(title, "title", [])
    at = next(i for i, token in enumerate(t.tokens) if token.start >= found[0][0])
    d = _locate(t, at, at)
    if t.hypothetical(at) or _criteria(t, d) or _question(t, d) or _condition(t, d):
        return None
    return found[0][2]


def sentence_span(text: str, mentions: Sequence[DateMention], index: int) -> tuple[int, int]:
    """The characters of the sentence of ``mentions[index]`` in ``text``: the most any rule
    reads to keep that date, so where a keep's evidence must be."""
    tokens = _tokens(text)
    spans = _mention_spans(tokens, mentions)
    t = _Text(text, "snippet", list(spans.values()))
    low, high = t.sentences[t.sentence_of[spans[index][0]]]
    return t.tokens[low].start, t.tokens[high].end


def _clause_text(t: _Text, d: _Date) -> str:
    """The clause read, its words nearest the date if it is longer than MAX_CLAUSE_CHARS."""
    piece = " ".join(t.text[t.tokens[d.low].start : t.tokens[d.high].end].split())
    if len(piece) <= MAX_CLAUSE_CHARS:
        return piece
    a, b = max(d.low, d.first - 12), min(d.high, d.last + 12)
    return " ".join(t.text[t.tokens[a].start : t.tokens[b].end].split())[:MAX_CLAUSE_CHARS]


def _mention_spans(
    tokens: Sequence[_Token], mentions: Sequence[DateMention]
) -> dict[int, tuple[int, int]]:
    """For each mention that covers a token, its first and last token (one pass of both)."""
    spans: dict[int, tuple[int, int]] = {}
    m = 0
    for i, token in enumerate(tokens):
        while m < len(mentions) and mentions[m].end <= token.start:
            m += 1
        if m < len(mentions) and mentions[m].start <= token.start < mentions[m].end:
            spans[m] = (spans.get(m, (i, i))[0], i)
    return spans
