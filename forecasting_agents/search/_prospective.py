"""The ``prospective`` leak policy: a post-cutoff date is kept only on evidence it is still to come.

The burden of proof is on the keep. A date on or after the cutoff is a leak unless the words of
its clause show it has not happened yet, and evidence that it has happened beats evidence that
it is to come. What the question names and what the title says exempt nothing: a page that
restates the question's own deadline is kept for its wording ("will resolve ... by"), not for
the deadline.

How a date is read
------------------
A text (a title or a snippet, each on its own) is cut into *sentences* at ``. ; : ! ?`` and
line ends, and each sentence into *pieces* at commas, brackets and dashes and before the words
that start a clause (:data:`CLAUSE_WORDS`: "and", "but", "that", "which", ...). A piece with
no finite verb in it ("On 5 July 2024", "first set for April 9, 2025") is not a clause: it is
read with the clause it is attached to, the next piece (or the previous one at the end of a
sentence). The date's *clause* is its piece so joined. Only words within :data:`REACH` tokens
of the date, inside its clause, are read, so each date costs bounded work.

Evidence of a report (the date is a leak), checked first:

- ``past-tense``: a verb in the past tense, by morphology (a regular "-ed"/"-ied" form) or by
  :data:`IRREGULAR_PAST` (the past forms of the common irregular verbs), or a past auxiliary
  ("was", "were", "had", "did"), or a perfect ("has cut", "having taken"). It is *not* a past
  tense after a modal, "to", a form of "be" other than "was"/"were", an article or a
  possessive, inside a hyphenated modifier, after "as" ("as planned"), in the scope of a
  condition, when a verb of scheduling or postponing (:data:`SCHEDULING_VERBS`) carries it
  ("set the election for", "were delayed to"), when a past form equal to its base form ("cut",
  "put", "beat") follows a plural subject, or when a negated perfect says it has not happened
  ("has not ruled out", "has yet to"). A verb belongs to the date unless another time (another
  date, a year, "yesterday", "last week", a weekday) stands between them: "announced on April
  2, 2025 that the console will launch on June 5, 2025" reports April 2, not June 5. A verb of
  saying (:data:`SAYING_VERBS`: "said", "told") reports the date only in the date's own piece
  ("said on March 19, 2025"), not as an attribution after a comma ("..., economists said").
- ``outcome-noun``: a noun of outcome (:data:`OUTCOME_NOUNS`: "victory", "cut", "ruling", ...)
  next to the date ("the March 19, 2025 cut", "its victory on February 9, 2025"), unless an
  indefinite or hypothetical word ("a", "any", "possible", "expected") or an earlier forward
  word in the clause ("expect a cut on ...", "will report results on ...") makes it a prospect.
- ``result-line``: a score or tally in the clause ("40-22", "218-214", "Chiefs 22, Eagles 40"),
  outside a condition or criteria ("resolves to 50-50").

A report about "that day" or "the same day" in a later clause of the sentence, or the next
one, belongs to the date before it ("was set to take up the bill on July 3, 2025 and passed it
218-214 that day").

Evidence that it is still to come (the date is kept), in this order:

- ``criteria``: the sentence is a resolution criterion (:data:`CRITERIA_WORDS`: "resolves",
  "will resolve", "resolution", "this question", "this market", "otherwise").
- ``condition``: "if", "unless", "whether", "in the event", "provided", "in case" earlier in
  the sentence ("If the board holds at 4.35% on February 18, 2025, ...").
- ``question-form``: the sentence is a question: it ends with "?" or opens with an auxiliary
  ("Will X ... by D?", "Will the Fed cut rates on March 19, 2025").
- ``future-form``: a modal or a future form in the clause (:data:`FUTURE_WORDS` and
  :data:`FUTURE_PHRASES`: "will", "would", "may", "is to", "going to", "expected", "scheduled",
  "set for", "due", "upcoming", "plans"), a headline infinitive ("Apple to report ..."), a
  verb of scheduling or postponing, or, in running text (not a title, where the present tense
  reports), a verb of a timetable in the present tense (:data:`TIMETABLE_VERBS`: "the summit
  runs June 24-25", "polls close at 10 p.m. on").
- ``deadline``: the date is the object of a deadline word (:data:`DEADLINE_PHRASES`: "by",
  "before", "until", "no later than", "prior to", "ahead of") in a clause that reports nothing.

Otherwise ``no-evidence``: the date is a leak, as under ``strict``.

The word lists are English and each is a documented constant. They are grammatical classes
(modals, auxiliaries, determiners, irregular verb forms, subordinating words), not verbs of
outcome: a report phrased with any regular or irregular past tense is caught by its form.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from forecasting_agents.search._cutoff import DateMention

__all__ = [
    "CLAUSE_WORDS",
    "CONDITION_WORDS",
    "CRITERIA_WORDS",
    "DEADLINE_PHRASES",
    "FUTURE_PHRASES",
    "FUTURE_WORDS",
    "IRREGULAR_PAST",
    "OUTCOME_NOUNS",
    "PROSPECTIVE_RULES",
    "REACH",
    "SAYING_VERBS",
    "SCHEDULING_VERBS",
    "TIMETABLE_VERBS",
    "Finding",
    "judge_prospective",
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
"""The rules of this policy, reports first, then the evidence of a future, then the default."""

REACH = 24
"""Tokens read on each side of a date, inside its clause: far enough for "The President signed
the One Big Beautiful Bill Act into law at a White House ceremony on <date>", short enough that
a date costs bounded work however long its sentence."""

# --------------------------------------------------------------------------- word classes

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
verb means. Left out on purpose: forms that are mostly other words ("fed": the Fed; "bound":
"bound to" is a future; "given": "given that"; "known"; "bit"; "ground"; "wound"; "lay"), and
forms equal to the verb's base (in :data:`BASE_FORM_PAST`)."""

BASE_FORM_PAST = _words(
    """
    cut put set hit let beat shut cost quit hurt spread bet cast burst split bid read rid shed
    thrust upset wed slit undercut offset outbid reset recast
    """
)
"""Irregular verbs whose past tense is their base form. "The Fed cut" is a past tense (a
singular subject would take "cuts" in the present); "investors put the chance of a cut" is a
present one; so they count as a past tense only after a word that is not a plural or a
pronoun of the present."""

PAST_AUXILIARIES = _words("was were wasn't weren't had hadn't did didn't")
"""Auxiliaries in the past tense: the clause they head is in the past."""

PERFECT_AUXILIARIES = _words("has have having 've 's")
"""An auxiliary of the perfect: with a past participle it reports something done."""

NOT_PAST_ED = _words(
    """
    hundred kindred sacred naked wicked rugged ragged crooked beloved dogged jagged wretched
    sled shred embed imbed bed seabed hotbed infrared united limited advanced
    """
)
"""Words in "-ed" that are not past tenses (or, as names, rarely are: "United", "Limited")."""

PAST_EED = _words("agreed disagreed freed guaranteed decreed refereed")
"""The few words in "-eed" that are past tenses ("proceed", "exceed", "need" are not)."""

MODALS = _words("will would shall should could might must can may 'll won't wouldn't")
"""Modal auxiliaries: a verb after one is a base form, and a modal is evidence of a future
(or of a possibility, which reports nothing either)."""

BE_FORMS = _words("be is are am been being become becomes remain remains seem seems get gets 're")
"""After these a form in "-ed" is a participle or an adjective ("is expected", "be held"), not
a past tense; "was" and "were" are themselves past (:data:`PAST_AUXILIARIES`)."""

DETERMINERS = _words(
    """
    a an the this these those its their his her our your my no any every each some more most
    less very such another either neither
    """
)
"""Before a form in "-ed" these make it an adjective ("the proposed rule", "a limited run")."""

PRESENT_SUBJECTS = _words("i we you they")
"""Pronouns after which a base form is a present tense ("they cut", "we set")."""

FUTURE_WORDS = _words(
    """
    will would shall should could might must may 'll
    scheduled schedule schedules slated due deadline deadlines upcoming forthcoming next
    pending expected expects expect expecting expectation expectations anticipated anticipate
    anticipates forecast forecasts projected projection projections predicted predict predicts
    prediction predictions planned plans plan planning aims aim aiming intends intend
    intended targets targeted target poised likely unlikely possible possibly potential
    potentially probable probably chance chances odds probability prospect prospects proposed
    promised hopes hope hoping seeks seek tentatively preview previews outlook awaits await
    awaiting awaited eyes eyeing soon later prospective hypothetical
    """
)
"""Words that say something is still to come: modals, and words of schedule, expectation,
plan and possibility. Their past forms ("expected", "planned") count here, not as a past
tense: an expectation voiced before the cutoff is about the date, not a report of it."""

FUTURE_PHRASES: tuple[tuple[str, ...], ...] = (
    ("going", "to"),
    ("is", "to"),
    ("are", "to"),
    ("set", "to"),
    ("set", "for"),
    ("about", "to"),
    ("on", "track"),
    ("on", "course"),
    ("in", "line", "to"),
    ("bound", "to"),
    ("yet", "to"),
    ("takes", "effect"),
    ("take", "effect"),
    ("comes", "into", "force"),
    ("come", "into", "force"),
)
"""Several words that together say something is to come."""

SCHEDULING_VERBS = _words(
    """
    set sets setting schedule schedules scheduled rescheduled reschedule slated booked
    moved move moves delayed delay delays postponed postpone postpones deferred defer
    pushed pencilled penciled earmarked fixed called calls call timed brought
    """
)
"""Verbs that put an event on a date ("set the election for", "was postponed to", "moved to").
Followed by "for", "to", "until" or "back" before the date, they schedule it, in any tense:
the date is still the event's, and what was reported is only the scheduling."""

SCHEDULE_PREPOSITIONS = _words("for to until till back")
"""The words that, after a verb of scheduling, introduce the date it schedules."""

TIMETABLE_VERBS = _words(
    """
    open opens close closes start starts begin begins end ends run runs meet meets convene
    convenes kick kicks launch launches arrive arrives depart departs leave leaves resume
    resumes expire expires expiring lapse lapses air airs premiere premieres debut debuts
    headline headlines host hosts face faces play plays vote votes sit sits decide decides
    fall falls land lands
    """
)
"""Verbs of events on a timetable, which English puts in the present tense for a fixed future
("the summit runs June 24-25", "polls close at 10 p.m."). Evidence only in running text: a
headline uses the present tense for what has happened ("Eagles rout Chiefs")."""

SAYING_VERBS = _words(
    """
    said told added noted warned wrote argued stated explained insisted cautioned remarked
    commented observed acknowledged conceded suggested replied recalled
    """
)
"""Verbs of saying: after a comma they attribute what is said ("..., economists said"), so they
report a date only inside the date's own piece ("said on March 19, 2025 that ...")."""

CONDITION_WORDS = _words("if unless whether provided providing assuming")
"""Words that open a condition: what follows is supposed, not reported."""

CONDITION_PHRASES: tuple[tuple[str, ...], ...] = (("in", "the", "event"), ("in", "case"))

CRITERIA_WORDS = _words("resolve resolves resolving resolution otherwise n/a")
"""Words of resolution criteria ("This market will resolve to Yes if ...", "Resolution is on
December 31, 2025", "Otherwise, No"). "Resolved" is a past tense, not a criterion."""

CRITERIA_PHRASES: tuple[tuple[str, ...], ...] = (
    ("this", "question"),
    ("this", "market"),
    ("the", "question", "resolves"),
)

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

DEADLINE_FILLERS = _words("the end of close start beginning middle midnight on at noon")
"""Words a deadline word may have between it and its date: "by the end of", "before midnight
on", "until 6 p.m. on" (numbers and "a.m."/"p.m." are skipped too)."""

OUTCOME_NOUNS = _words(
    """
    victory victories win wins defeat defeats loss losses cut cuts hike hikes reduction
    reductions increase increases award awards approval ruling rulings verdict verdicts
    result results score scores landslide upset triumph rout sweep passage conviction
    acquittal rejection veto repeal takeover
    """
)
"""Nouns that name an outcome: next to a date with a definite or possessive determiner ("the
March 19, 2025 cut", "its victory on February 9, 2025") they report it."""

PROSPECT_MARKERS = _words(
    """
    a an another any no possible potential expected likely further anticipated projected
    proposed planned hypothetical
    """
)
"""Before an outcome noun these make it a prospect ("a cut on ...", "any ruling before ...")."""

CLAUSE_WORDS = _words("and but while whereas though although yet that which who whom because")
"""Words that start a new clause within a sentence; a piece begins at each."""

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
"""Words of another time: a past tense with one of these (or another date, or a year) between
it and the date reports that other time ("met last week and will decide on ...")."""

SAME_DAY_PHRASES: tuple[tuple[str, ...], ...] = (
    ("that", "day"),
    ("that", "night"),
    ("that", "evening"),
    ("the", "same", "day"),
    ("same", "day"),
)
"""Phrases that refer back to the date before them."""

_TITLE_INFINITIVE_SUBJECT_STOP = _words("how what when where why whether")

# --------------------------------------------------------------------------- tokens

# Words, numbers and the punctuation that ends a sentence (as in _leaks) plus the punctuation
# that ends a piece: commas, brackets and dashes. No alternative nests a quantifier.
_TOKEN = re.compile(
    r"[^\W\d_][\w'\u2019/]*|\d[\d.,]*\d|\d|[.;:!?](?!\S)|\n|[,()\[\]\u2014\u2013]|-(?=\s)"
)
_STOPS = frozenset(".;:!?\n")
_PIECE_MARKS = frozenset(",()[]\u2014\u2013-")
_SHORTEST_SENTENCE_WORD = 3

# A score or tally: "40-22", "218-214", "3-1", not part of a longer number, a percentage, an
# amount or a date; or "Chiefs 22, Eagles 40". Both linear: no quantifier nests another.
_DASH_SCORE = re.compile(r"(?<![\d.,$\u00a3\u20ac%-])\d{1,3} ?[-\u2013] ?\d{1,3}(?![\d%-]|\.\d)")
_NAMED_SCORE = re.compile(r"\b[A-Z][a-z]{1,20} \d{1,3}, [A-Z][a-z]{1,20} \d{1,3}(?![\d%])")
_MONTHS = _words(
    "january february march april may june july august september october november december"
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


def _phrase_at(tokens: Sequence[_Token], i: int, phrases: Sequence[tuple[str, ...]]) -> int:
    """Length of the longest of ``phrases`` starting at token ``i`` (0 if none)."""
    best = 0
    for phrase in phrases:
        n = len(phrase)
        if n > best and all(
            i + k < len(tokens) and tokens[i + k].word == w for k, w in enumerate(phrase)
        ):
            best = n
    return best


# --------------------------------------------------------------------------- the text's layout


@dataclass
class _Layout:
    """Where each token's sentence and clause begin and end, and which tokens are dates."""

    tokens: list[_Token]
    in_date: list[bool]
    sentence: list[int]  # index of the token's sentence
    sentence_bounds: list[tuple[int, int]]  # first and last token of each sentence
    clause: list[int]  # index of the token's clause (its piece, joined as described)
    clause_bounds: list[tuple[int, int]]
    piece: list[int]


def _layout(tokens: list[_Token], spans: Sequence[tuple[int, int]]) -> _Layout:
    in_date = [False] * len(tokens)
    for first, last in spans:
        for i in range(first, last + 1):
            in_date[i] = True
    sentence: list[int] = []
    bounds: list[tuple[int, int]] = []
    start = 0
    for i in range(len(tokens)):
        sentence.append(len(bounds))
        if _ends_sentence(tokens, i) or i == len(tokens) - 1:
            bounds.append((start, i))
            start = i + 1
    pieces = _pieces(tokens, in_date, bounds)
    piece_of = [0] * len(tokens)
    for number, (first, last) in enumerate(pieces):
        for i in range(first, last + 1):
            piece_of[i] = number
    clauses = _join_pieces(tokens, in_date, pieces, sentence)
    clause_of = [0] * len(tokens)
    for number, (first, last) in enumerate(clauses):
        for i in range(first, last + 1):
            clause_of[i] = number
    return _Layout(tokens, in_date, sentence, bounds, clause_of, clauses, piece_of)


def _pieces(
    tokens: Sequence[_Token], in_date: Sequence[bool], sentences: Sequence[tuple[int, int]]
) -> list[tuple[int, int]]:
    """Each sentence cut at piece marks (outside dates) and before clause words."""
    pieces = []
    for first, last in sentences:
        start = first
        for i in range(first, last + 1):
            word = tokens[i].word
            mark = word in _PIECE_MARKS and not in_date[i]
            opener = word in CLAUSE_WORDS and i > start and not in_date[i]
            if opener and not _is_same_day(tokens, i):
                pieces.append((start, i - 1))
                start = i
            elif mark:
                if i > start:
                    pieces.append((start, i - 1))
                pieces.append((i, i))
                start = i + 1
        if start <= last:
            pieces.append((start, last))
    return pieces


def _is_same_day(tokens: Sequence[_Token], i: int) -> bool:
    """Is "that" at ``i`` the start of "that day" (which opens no clause)?"""
    return tokens[i].word == "that" and _phrase_at(tokens, i, SAME_DAY_PHRASES) > 0


def _join_pieces(
    tokens: Sequence[_Token],
    in_date: Sequence[bool],
    pieces: Sequence[tuple[int, int]],
    sentence: Sequence[int],
) -> list[tuple[int, int]]:
    """Pieces without a finite verb joined to the next piece of their sentence (to the previous
    one if they end it): "On 5 July 2024, Keir Starmer appointed ..." is one clause. A piece that
    opens with a clause word keeps its own clause."""
    finite = [_has_finite_verb(tokens, in_date, first, last) for first, last in pieces]
    clauses: list[list[int]] = []
    pending: list[int] | None = None  # a verbless run waiting for its clause
    for n, (first, last) in enumerate(pieces):
        marks = all(tokens[i].word in _PIECE_MARKS for i in range(first, last + 1))
        opens = tokens[first].word in CLAUSE_WORDS
        if pending is not None and (opens or sentence[first] != sentence[pending[0]]):
            clauses.append(pending)
            pending = None
        if finite[n] and not marks:
            start = pending[0] if pending is not None else first
            clauses.append([start, last])
            pending = None
        elif pending is None:
            pending = [first, last]
        else:
            pending[1] = last
        end_of_sentence = n + 1 == len(pieces) or sentence[pieces[n + 1][0]] != sentence[first]
        if end_of_sentence and pending is not None:
            if clauses and sentence[clauses[-1][0]] == sentence[pending[0]]:
                clauses[-1][1] = pending[1]
            else:
                clauses.append(pending)
            pending = None
    if pending is not None:
        clauses.append(pending)
    return [(a, b) for a, b in clauses]


def _has_finite_verb(tokens: Sequence[_Token], in_date: Sequence[bool], first: int, last: int) -> bool:
    """Does the piece hold a word that heads a clause: a modal, an auxiliary, a past tense, a
    present tense of a timetable or criteria verb?"""
    for i in range(first, last + 1):
        if in_date[i]:
            continue
        word = tokens[i].word
        if (
            word in MODALS
            or word in PAST_AUXILIARIES
            or word in _FINITE_BE_HAVE
            or word in CRITERIA_WORDS
            or word in SAYING_VERBS
            or (word in IRREGULAR_PAST and not _after_determiner(tokens, i))
            or (_regular_past(tokens, i) and not _after_determiner(tokens, i))
        ):
            return True
    return False


_FINITE_BE_HAVE = _words("is are am has have does do 's 're 've")


def _after_determiner(tokens: Sequence[_Token], i: int) -> bool:
    return i > 0 and tokens[i - 1].word in DETERMINERS


def _regular_past(tokens: Sequence[_Token], i: int) -> bool:
    """A regular past form by its spelling: "-ed" or "-ied", not "-eed" (but "agreed"), not a
    word in "-ed" that is no verb, and in running text not a name inside a sentence."""
    word = tokens[i].word
    if len(word) < 4 or not word.endswith("ed") or word in NOT_PAST_ED:
        return False
    if word.endswith("eed") and word not in PAST_EED:
        return False
    return True


# --------------------------------------------------------------------------- evidence


@dataclass(frozen=True)
class _Evidence:
    rule: str
    words: str


def _skip_back(tokens: Sequence[_Token], i: int, low: int) -> int:
    """The index of the word before ``i`` that is not an adverb in "-ly" or "not"/"also"."""
    j = i - 1
    while j >= low and (tokens[j].word.endswith("ly") or tokens[j].word in ("not", "also", "just")):
        j -= 1
    return j


def _hyphenated(text: str, token: _Token) -> bool:
    return token.start > 0 and text[token.start - 1] == "-"


def _past_form(
    text: str, layout: _Layout, i: int, low: int, where: str
) -> str | None:
    """The past-tense words at token ``i`` if it is one (see the module docstring), else None.
    ``low`` is the first token of the clause read (at most REACH before the date)."""
    tokens = layout.tokens
    token = tokens[i]
    word = token.word
    if layout.in_date[i]:
        return None
    if word in PAST_AUXILIARIES:
        if word in ("were", "weren't") and _in_condition(tokens, i, low):
            return None  # "if it were", a supposition
        if _supposed(tokens, i, low):
            return None
        for k in range(i + 1, min(len(tokens), i + 3)):
            if tokens[k].word in SCHEDULING_VERBS and _schedules(tokens, k, layout):
                return None  # "were delayed to", "was moved to": a new date, nothing done
        return token.raw
    regular = _regular_past(tokens, i)
    irregular = word in IRREGULAR_PAST
    base = word in BASE_FORM_PAST
    if not (regular or irregular or base):
        return None
    if word in FUTURE_WORDS or word in SCHEDULING_VERBS and _schedules(tokens, i, layout):
        return None
    if where == "snippet" and token.raw[:1].isupper() and i > low and regular:
        return None  # a name inside a sentence: "United", "Ahmed"
    if _hyphenated(text, token):
        return None  # "long-awaited", "state-owned"
    before = _skip_back(tokens, i, low)
    previous = tokens[before].word if before >= low else ""
    if previous in MODALS or previous in BE_FORMS or previous == "to" or previous == "as":
        return None
    if previous in DETERMINERS or previous.endswith("'s") or previous.endswith("'"):
        return None
    if any(tokens[k].word in MODALS for k in range(max(low, i - 3), i)):
        return None  # "Will the Fed cut rates"
    if _in_condition(tokens, i, low) or _supposed(tokens, i, low):
        return None
    if previous in ("has", "have", "having", "'ve") or previous.endswith("'ve"):
        negated = any(tokens[k].word in ("not", "yet", "never") for k in range(before + 1, i))
        return None if negated else f"{tokens[before].raw} {token.raw}"
    if previous in ("do", "does", "did", "didn't", "don't", "doesn't"):
        return None  # the auxiliary carries the tense: "did not cut" is reported by "did"
    if base and (previous in PRESENT_SUBJECTS or _plural(previous) or previous in ("and", "or")):
        return None  # "investors put", "they cut": a present tense
    if base and (before < low or _noun_use(tokens, i, before, low)):
        return None  # "a first cut on", "Cut to the chase": a noun or an imperative
    if _in_condition(tokens, i, low) or _supposed(tokens, i, low):
        return None
    return token.raw


TEMPORAL_SUBORDINATORS = _words("after once when until before")
"""Words that open a clause of time. After a modal or a word of criteria ("may resolve Yes
after the statement has been released") the tenses in that clause are relative to a future,
and report nothing."""


def _supposed(tokens: Sequence[_Token], i: int, low: int) -> bool:
    """Is token ``i`` in a clause of time that follows a modal or a word of criteria?"""
    for k in range(i - 1, low - 1, -1):
        if tokens[k].word in TEMPORAL_SUBORDINATORS:
            return any(
                tokens[j].word in MODALS or tokens[j].word in CRITERIA_WORDS
                for j in range(low, k)
            )
    return False


NOUN_MODIFIERS = _words(
    """
    first second third fourth fifth sixth last next big bigger biggest small smaller smallest
    large larger largest deep deeper deepest half quarter point percentage rate tax price
    record surprise emergency jumbo
    """
)
"""Words that, before "cut", "hit" or "bid", make it a noun ("a half-point cut", "a record
bid"), as do numbers and determiners within three words."""

FOLLOWING_PREPOSITIONS = _words("on in at of for from since with after is was would will could")
"""After "cut", "hit", "bid" these show a noun ("the cut on March 19", "the hit to
revenue"): a verb would take its object first."""


def _noun_use(tokens: Sequence[_Token], i: int, before: int, low: int) -> bool:
    """Is the base-form past at ``i`` used as a noun, by its neighbours? A determiner before
    it with only modifiers between ("a first cut", "the 25 basis point cut"), or a
    preposition after it ("the cut on"). "The Fed cut" is a verb: "Fed" modifies nothing."""
    k = i - 1
    while k >= max(low, i - 5) and (
        tokens[k].word in NOUN_MODIFIERS
        or tokens[k].word[0].isdigit()
        or tokens[k].word.endswith("est")
        or tokens[k].word == "basis"
    ):
        k -= 1
    if k >= low and (tokens[k].word in DETERMINERS or tokens[k].word in PROSPECT_MARKERS):
        return True
    if k >= low and (tokens[k].word.endswith("'s") or tokens[k].word.endswith("'")):
        return True  # "the Fed's cut"
    return i + 1 < len(tokens) and tokens[i + 1].word in FOLLOWING_PREPOSITIONS


def _plural(word: str) -> bool:
    """A plural noun by its spelling, roughly: "-s" but not "-ss", "-us", "-is", "'s"."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s"))


def _schedules(tokens: Sequence[_Token], i: int, layout: _Layout) -> bool:
    """Does the scheduling verb at ``i`` put a date on something: "set the vote for", "moved to"?
    A "for", "to", "until" or "back" comes after it in its clause, before a date."""
    clause = layout.clause_bounds[layout.clause[i]]
    for k in range(i + 1, min(clause[1], i + 8) + 1):
        if layout.in_date[k]:
            return False
        if tokens[k].word in SCHEDULE_PREPOSITIONS:
            return True
    return False


def _in_condition(tokens: Sequence[_Token], i: int, low: int) -> bool:
    """Is there a condition word earlier in the clause (from ``low``)?"""
    return any(
        tokens[k].word in CONDITION_WORDS or _phrase_at(tokens, k, CONDITION_PHRASES)
        for k in range(low, i)
    )


def _anchored_between(layout: _Layout, a: int, b: int) -> bool:
    """Does another time stand strictly between tokens ``a`` and ``b``: a date, a year, a
    weekday, "yesterday", "last"?"""
    tokens = layout.tokens
    for k in range(a + 1, b):
        word = tokens[k].word
        if layout.in_date[k] or word in TIME_ANCHORS or _is_year(word):
            return True
    return False


def _is_year(word: str) -> bool:
    return len(word) == 4 and word.isdigit() and word[:2] in ("19", "20")


def _result_lines(text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int, str]]:
    """Scores and tallies in ``text`` (character spans), outside dates."""
    found = []
    for pattern in (_DASH_SCORE, _NAMED_SCORE):
        for m in pattern.finditer(text):
            if any(s <= m.start() < e for s, e in spans):
                continue
            if pattern is _NAMED_SCORE and any(
                w.lower() in _MONTHS for w in re.findall(r"[A-Za-z]+", m.group())
            ):
                continue
            found.append((m.start(), m.end(), m.group()))
    return sorted(found)


# --------------------------------------------------------------------------- one date


@dataclass(frozen=True)
class _Context:
    text: str
    where: str
    layout: _Layout
    results: list[tuple[int, int, str]]  # result lines: character span and text


def _window(layout: _Layout, first: int, last: int) -> tuple[int, int]:
    """The date's clause, cut to REACH tokens on each side."""
    low, high = layout.clause_bounds[layout.clause[first]]
    return max(low, first - REACH), min(high, last + REACH)


def _report(ctx: _Context, first: int, last: int) -> _Evidence | None:
    """Evidence in the date's clause that it has happened, or None."""
    layout, tokens = ctx.layout, ctx.layout.tokens
    low, high = _window(layout, first, last)
    conditional = _in_condition(tokens, first, low)
    for i in list(range(first - 1, low - 1, -1)) + list(range(last + 1, high + 1)):
        words = _past_form(ctx.text, layout, i, low, ctx.where)
        if words is None:
            continue
        a, b = (i, first) if i < first else (last, i)
        if _anchored_between(layout, a, b):
            continue
        if tokens[i].word in SAYING_VERBS and layout.piece[i] != layout.piece[first]:
            continue  # "..., economists said": an attribution, not a report of the date
        return _Evidence("past-tense", words)
    noun = _outcome_noun(ctx, first, last, low, high)
    if noun is not None:
        return noun
    if not conditional and not _criteria(ctx, first):
        start, end = tokens[low].start, tokens[high].end
        for s, e, line in ctx.results:
            if start <= s and e <= end:
                return _Evidence("result-line", line)
    return None


def _outcome_noun(ctx: _Context, first: int, last: int, low: int, high: int) -> _Evidence | None:
    """A noun of outcome next to the date, with no word that makes it a prospect."""
    tokens = ctx.layout.tokens
    candidates = [k for k in range(last + 1, min(high, last + 2) + 1)]
    candidates += [k for k in range(first - 1, max(low, first - 4) - 1, -1)]
    for k in candidates:
        if tokens[k].word not in OUTCOME_NOUNS:
            continue
        between = range(k + 1, first) if k < first else range(last + 1, k)
        if any(tokens[j].word in _NOUN_PHRASE_BREAKS for j in between):
            continue
        if _prospect(ctx, k, low):
            continue
        return _Evidence("outcome-noun", tokens[k].raw)
    return None


_NOUN_PHRASE_BREAKS = MODALS | PAST_AUXILIARIES | _FINITE_BE_HAVE | _words("by before until")


def _prospect(ctx: _Context, k: int, low: int) -> bool:
    """Is the outcome noun at ``k`` a prospect: an indefinite or hypothetical word in its noun
    phrase, or a forward word earlier in its clause?"""
    tokens = ctx.layout.tokens
    for j in range(k - 1, max(low, k - 4) - 1, -1):
        word = tokens[j].word
        if word in PROSPECT_MARKERS:
            return True
        if word in ("the",) or word.endswith("'s") or word in ("its", "their", "his", "her"):
            break
    return any(_future_at(ctx, j) for j in range(low, k))


def _future_at(ctx: _Context, i: int) -> str | None:
    """The forward words at token ``i`` (see ``future-form``), or None."""
    tokens, layout = ctx.layout.tokens, ctx.layout
    if layout.in_date[i]:
        return None
    token = tokens[i]
    word = token.word
    n = _phrase_at(tokens, i, FUTURE_PHRASES)
    if n:
        return " ".join(t.raw for t in tokens[i : i + n])
    if word == "may" and token.raw != "may":
        return None  # "May" is a month
    if i > 0 and tokens[i - 1].word == "as" and word in FUTURE_WORDS:
        return None  # "as planned", "as expected": says a plan was kept or not, not when
    if word in FUTURE_WORDS:
        return token.raw
    if word in SCHEDULING_VERBS and _schedules(tokens, i, layout):
        return token.raw
    if ctx.where == "snippet" and word in TIMETABLE_VERBS and not _after_determiner(tokens, i):
        return token.raw
    if ctx.where == "title" and word == "to" and i > 0 and i + 1 < len(tokens):
        previous = tokens[i - 1]
        if previous.word not in _TITLE_INFINITIVE_SUBJECT_STOP and tokens[i + 1].word.isalpha():
            return f"{previous.raw} to {tokens[i + 1].raw}"  # "Apple to report"
    return None


def _future(ctx: _Context, first: int, last: int) -> _Evidence | None:
    """The forward words nearest the date; a verb of a timetable only if there is no other."""
    low, high = _window(ctx.layout, first, last)
    timetable = None
    for i in list(range(first - 1, low - 1, -1)) + list(range(last + 1, high + 1)):
        words = _future_at(ctx, i)
        if words is None:
            continue
        if ctx.layout.tokens[i].word not in TIMETABLE_VERBS:
            return _Evidence("future-form", words)
        timetable = timetable or words
    return None if timetable is None else _Evidence("future-form", timetable)


def _sentence_range(ctx: _Context, first: int) -> tuple[int, int]:
    low, high = ctx.layout.sentence_bounds[ctx.layout.sentence[first]]
    return max(low, first - 4 * REACH), min(high, first + 4 * REACH)


def _criteria(ctx: _Context, first: int) -> _Evidence | None:
    tokens = ctx.layout.tokens
    low, high = _sentence_range(ctx, first)
    for i in range(low, high + 1):
        if ctx.layout.in_date[i]:
            continue
        n = _phrase_at(tokens, i, CRITERIA_PHRASES)
        if n:
            return _Evidence("criteria", " ".join(t.raw for t in tokens[i : i + n]))
        if tokens[i].word in CRITERIA_WORDS:
            return _Evidence("criteria", tokens[i].raw)
    return None


def _condition(ctx: _Context, first: int) -> _Evidence | None:
    tokens = ctx.layout.tokens
    low, _ = _sentence_range(ctx, first)
    for i in range(first - 1, low - 1, -1):
        n = _phrase_at(tokens, i, CONDITION_PHRASES)
        if n:
            return _Evidence("condition", " ".join(t.raw for t in tokens[i : i + n]))
        if tokens[i].word in CONDITION_WORDS:
            return _Evidence("condition", tokens[i].raw)
    return None


def _question(ctx: _Context, first: int) -> _Evidence | None:
    tokens = ctx.layout.tokens
    low, high = ctx.layout.sentence_bounds[ctx.layout.sentence[first]]
    if tokens[high].word == "?":
        return _Evidence("question-form", "?")
    opener = tokens[low]
    if opener.word in INTERROGATIVE_OPENERS and opener.raw[:1].isupper():
        if opener.word == "may" and opener.raw == "May":
            return None
        return _Evidence("question-form", opener.raw)
    return None


def _deadline(ctx: _Context, first: int) -> _Evidence | None:
    """A deadline word whose object is the date: "by December 31, 2025", "before midnight on"."""
    tokens = ctx.layout.tokens
    low, _ = _window(ctx.layout, first, first)
    i = first - 1
    while i >= low and (
        tokens[i].word in DEADLINE_FILLERS
        or tokens[i].word[0].isdigit()
        or tokens[i].word in ("a", "p", "m", ".", "am", "pm", "et", "gmt", "utc", "pt", "est", "edt")
    ):
        i -= 1
    for start in range(max(low, i - 3), i + 1):
        n = _phrase_at(tokens, start, DEADLINE_PHRASES)
        if n and start + n - 1 == i:
            return _Evidence("deadline", " ".join(t.raw for t in tokens[start : i + 1]))
    return None


def _same_day_report(ctx: _Context, last: int) -> _Evidence | None:
    """A report in a later clause of the sentence, or the next sentence, that says "that day",
    before any other date: it belongs to this one."""
    layout, tokens = ctx.layout, ctx.layout.tokens
    sentence = layout.sentence[last]
    end = len(tokens) - 1
    if sentence + 1 < len(layout.sentence_bounds):
        end = layout.sentence_bounds[sentence + 1][1]
    end = min(end, last + 2 * REACH)
    for i in range(last + 1, end + 1):
        if layout.in_date[i]:
            return None
        if _phrase_at(tokens, i, SAME_DAY_PHRASES):
            low, high = layout.clause_bounds[layout.clause[i]]
            low, high = max(low, i - REACH), min(high, i + REACH)
            for k in range(low, high + 1):
                words = _past_form(ctx.text, layout, k, low, ctx.where)
                if words is not None:
                    return _Evidence("past-tense", f"{words} ... {tokens[i].raw} day")
            start, stop = tokens[low].start, tokens[high].end
            for s, e, line in ctx.results:
                if start <= s and e <= stop:
                    return _Evidence("result-line", line)
    return None


def _judge(ctx: _Context, first: int, last: int) -> _Evidence | None:
    """The evidence that decides the date at tokens ``first``..``last`` (None: no evidence)."""
    report = _report(ctx, first, last) or _same_day_report(ctx, last)
    if report is not None:
        return report
    for find in (_criteria, _condition, _question):
        found = find(ctx, first)
        if found is not None:
            return found
    return _future(ctx, first, last) or _deadline(ctx, first)


# --------------------------------------------------------------------------- public

_REPORT_RULES = frozenset({"past-tense", "outcome-noun", "result-line"})
MAX_CLAUSE_CHARS = 240


def judge_prospective(
    text: str, where: str, mentions: Sequence[DateMention], judged: Sequence[int]
) -> list[Finding]:
    """A finding for each mention whose index is in ``judged`` (the dates on or after the
    cutoff), in order. ``mentions`` are all of ``text``'s dates (each is another time for the
    others); ``where`` is ``title`` or ``snippet``."""
    if not judged:
        return []
    tokens = _tokens(text)
    spans = _mention_spans(tokens, mentions)
    layout = _layout(tokens, list(spans.values()))
    ctx = _Context(text, where, layout, _result_lines(text, [(m.start, m.end) for m in mentions]))
    findings = []
    for index in judged:
        if index not in spans:
            continue
        first, last = spans[index]
        evidence = _judge(ctx, first, last)
        low, high = layout.clause_bounds[layout.clause[first]]
        clause = " ".join(text[tokens[low].start : tokens[high].end].split())
        if len(clause) > MAX_CLAUSE_CHARS:
            clause = _clip_around(text, tokens, low, high, first, last)
        if evidence is None:
            findings.append(Finding(mentions[index], "no-evidence", "leak", None, clause))
        else:
            verdict = "leak" if evidence.rule in _REPORT_RULES else "keep"
            findings.append(Finding(mentions[index], evidence.rule, verdict, evidence.words, clause))
    return findings


def _clip_around(
    text: str, tokens: Sequence[_Token], low: int, high: int, first: int, last: int
) -> str:
    """The clause's words nearest the date, within MAX_CLAUSE_CHARS."""
    a, b = max(low, first - 12), min(high, last + 12)
    piece = " ".join(text[tokens[a].start : tokens[b].end].split())
    return piece[:MAX_CLAUSE_CHARS]


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
