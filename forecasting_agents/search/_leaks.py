"""The leak check's policies: which post-cutoff dates in a result's text make it a leak, and why.

A page dated before the cutoff can still report what happened after it (it was updated, or
mis-dated). The leak check reads the dates a result's title and snippet mention
(:func:`forecasting_agents.search.date_mentions`) and judges each one on or after the cutoff. The
policies, :data:`LEAK_POLICIES`:

- ``strict``: any date on or after the cutoff is a leak (rule ``any-date``). It catches every
  dated leak, and also removes every preview that names the day of the event it previews.
- ``prospective-learned`` (:data:`DEFAULT_LEAK_POLICY`): ``prospective``, then each date it
  keeps as ``future-form`` or ``timetable`` read once more by a logistic regression fitted to
  the labelled leak set's development split (:mod:`forecasting_agents.search._leak_model`); a
  date that scores at or over the model's threshold becomes a leak, rule ``learned-report``.
  It only removes.
- ``prospective``: a post-cutoff date is kept only on positive
  evidence that it is still to come (a modal or future form, a condition, a deadline, the
  wording of resolution criteria, a question), and a report (a past tense told by its form, a
  presupposed noun of outcome, a score) beats that evidence. Its rules (``past-tense``,
  ``outcome-noun``, ``result-line``, ``criteria``, ``condition``, ``question-form``,
  ``future-form``, ``deadline``, ``no-evidence``) are defined in
  :mod:`forecasting_agents.search._prospective`. The question's dates and the title's words
  exempt nothing.
- ``schedule-aware`` (the default before ``prospective``): a post-cutoff date is a leak when
  the words around it report it as done, or when nothing explains it. The words read are the
  date's *window*: up to :data:`CONTEXT_WORDS` words on each side, within its clause. The first rule
  that applies decides:

  1. ``conditional`` (keep): "if", "unless", "whether" or "in the event" comes earlier in the
     date's clause, however far back: it states a condition ("If the World Cup is
     canceled or has not been completed by October 13, 2026, ..."), not a fact.
  2. ``report-cue`` (leak) or ``schedule-cue`` (keep): the cue nearest the date decides, and at
     equal distance the report. Report cues say it happened: past-tense verbs of outcome
     ("won", "held", "passed", "announced"), "as planned", a stamp next to the date ("Updated
     <date>") and a heading next to it ("Result <date>:"). Schedule cues say it is to come:
     modals and forward words ("will", "scheduled", "set for", "due", "expected", "plans",
     "ahead of"). A verb in the present tense schedules in running text ("the FOMC meets
     March 18-19") and reports in a title, as headlines do ("Apple reports record revenue").
     A past-tense verb is no report after a modal, "to", "be", "is", "not" or an article,
     adverbs in "-ly" skipped ("will cut", "be publicly announced", "a cut"), nor within three
     words of a modal ("Will the Fed cut"), nor a verb of publication naming a source after a
     noun ("the value reported by the index"). In running text a cue word capitalized inside
     its clause is a name ("Derrick Rose").
  3. ``deadline-word`` (keep): no cue, but a deadline word comes before the date in its window
     ("by", "before", "until", "no later than", "prior to", "as of", "between"), or "to" or
     "for" comes right before it ("set oral argument for <date>").
  4. ``question-date`` (keep): no cue, and the date falls within a date the question names
     (its text, its description, its resolution date): such dates are expected in any document
     about the question and are never, by themselves, evidence of a leak.
  5. ``schedule-title`` (keep): no cue, and the result's title calls it a calendar, a schedule,
     an agenda, a timetable or a preview: its bare dates are the ones it lists.
  6. ``no-cue`` (leak): nothing explains the date, so it is judged as ``strict`` judges it: a
     missed leak costs a backtest more than a lost preview does.

  A result is a leak if any one of its dates is judged a leak, so a page that names a schedule
  *and* reports a post-cutoff outcome is a leak.

Conventions
-----------
- Every judgement is a :class:`LeakDecision` (the expression, where it was, the words around it,
  the cue, the rule, the verdict), collected per result in a :class:`LeakVerdict`, so a report can
  show why a document was kept or removed. Only dates on or after the cutoff are judged.
- Title and snippet are read separately, as by :func:`forecasting_agents.search.flag_leaks`.
- Bounded work on hostile text: one pass of regular expressions without nested quantifiers, one
  pass to find cues, and each date reads at most :data:`CONTEXT_WORDS` words on either side.
- The cue lists of ``schedule-aware`` are English and short on purpose, so a reader can check
  them. A leak phrased with a verb they lack still falls to ``no-cue`` and is removed, unless its
  date is one the question names: that is the rule's known gap, which ``prospective`` closes.
  docs/leak-check.md gives the measured precision and recall of the four policies.
- A record replays with the policy it recorded; one recorded before the setting existed replays
  with :data:`LEGACY_LEAK_POLICY`.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date
from typing import Literal, get_args

from forecasting_agents.core._dates import parse_iso_date
from forecasting_agents.core._schemas import ForecastQuestion, SearchResult
from forecasting_agents.core._text import clip
from forecasting_agents.search._cutoff import DateMention, date_mentions
from forecasting_agents.search._leak_model import (
    LEARNED_RULE,
    REREAD_RULES,
    LeakModel,
    decision_features,
    load_leak_model,
)
from forecasting_agents.search._prospective import headline_result, judge_prospective
from forecasting_agents.search._prospective_headline import (
    earlier_event,
    headline_outcome,
    question_verb,
)
from forecasting_agents.search._prospective_pages import calendar_page, record_page
from forecasting_agents.search._prospective_text import mention_spans

__all__ = [
    "CONTEXT_WORDS",
    "DEFAULT_LEAK_POLICY",
    "LEAK_POLICIES",
    "LEAK_RULES",
    "LEGACY_LEAK_POLICY",
    "MAX_CONTEXT_CHARS",
    "MODAL_REACH",
    "LeakDecision",
    "LeakPolicy",
    "LeakRule",
    "LeakScreen",
    "LeakVerdict",
    "check_leak_policy",
    "judge_leak",
    "question_periods",
    "screen_leaks",
]


LeakPolicy = Literal["strict", "schedule-aware", "prospective", "prospective-learned"]
LEAK_POLICIES: tuple[str, ...] = get_args(LeakPolicy)
"""The policies the executor, the runner, the command and notebook 04 accept."""

DEFAULT_LEAK_POLICY: LeakPolicy = "prospective-learned"
"""The policy of a new run. A record keeps the policy it ran with and replays with it."""

LEGACY_LEAK_POLICY: LeakPolicy = "strict"
"""The policy of every run recorded before the setting existed: a record that holds no leak
policy replays with this one."""

LeakRule = Literal[
    # strict
    "any-date",
    # schedule-aware
    "conditional",
    "report-cue",
    "schedule-cue",
    "deadline-word",
    "question-date",
    "schedule-title",
    "no-cue",
    # prospective (forecasting_agents.search._prospective)
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
    # prospective-learned (forecasting_agents.search._leak_model)
    "learned-report",
]
LEAK_RULES: tuple[str, ...] = get_args(LeakRule)
"""The rules a :class:`LeakDecision` can name (defined in the module docstring and, for
``prospective``, in :mod:`forecasting_agents.search._prospective`)."""

CONTEXT_WORDS = 12
"""Words a date's window holds on each side. Wide enough for "The President signed the One Big
Beautiful Bill Act on <date>", narrow enough that a cue belongs to the date it is near."""

MODAL_REACH = 3
"""A past-tense verb this many words or fewer after a modal is not a report ("Will the Fed
cut rates ...")."""

MAX_CONTEXT_CHARS = 240
"""Longest window a decision records."""


# --------------------------------------------------------------------------- cues


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


# Past-tense verbs of outcome. Forms that are also present or base forms ("cut", "hit",
# "beat") are neutralized where a modal, "to" or an article shows they are not (see below).
_REPORT_WORDS = _words(
    """
    did won lost beat defeated routed edged swept clinched
    held kept cut raised lowered hiked trimmed reduced lifted paused
    passed signed approved rejected vetoed enacted ratified adopted agreed voted
    ruled upheld struck blocked overturned dismissed sentenced convicted acquitted indicted
    charged arrested elected named appointed chose picked nominated sworn inaugurated
    resigned died announced reported posted confirmed released published unveiled revealed
    declared disclosed said told launched opened closed ended finished began started
    completed concluded rose fell climbed jumped surged soared slid dropped plunged tumbled
    gained sank rallied topped crossed hit reached broke exceeded surpassed traded sold
    shipped delivered invaded attacked captured seized happened occurred came went became
    took settled merged acquired filed sued fired scored claimed conceded secured recorded
    registered retained regained suffered collapsed overtook led trailed returned celebrated
    stood stopped halted
    """
)
# Present tense: a schedule in running text, a report in a headline.
_PRESENT_WORDS = _words(
    """
    announces begins closes convenes decides ends faces holds hosts launches meets opens
    publishes releases reports resolves starts votes
    """
)
_SCHEDULE_WORDS = _words(
    """
    will would shall must should could might
    scheduled slated due deadline deadlines upcoming next pending
    expected expects expect expecting expectations forecast projected
    planned plans plan planning aims aim aiming intends intend targets targeted
    expiring expires expire expiry preview previews proposed await awaits awaiting poised
    likely
    """
)
_CONDITIONAL_WORDS = _words("if unless whether")
_MODALS = _words("will would shall should could might must can may do does")
# Right before a past-tense verb: an infinitive, a passive, a negation or a noun follows.
_NEUTRALIZERS = _MODALS | _words("to be being is are not a an the")
# A verb of publication followed by "by" after a noun names a source ("the value reported by
# the index"); after a form of "be" or "have" it is a passive report ("was reported by").
_SOURCE_VERBS = _words("reported released published announced posted disclosed")
_BE_OR_HAVE = _words("was were been is are be being has have had")
_SCHEDULE_TITLE_WORDS = _words("calendar calendars schedule agenda timetable preview fixtures")
_LOWERCASE_ONLY = _words("may")
"""Cue words only in lower case: "May" is a month."""
# Next to the date: a stamp of a later edit ("Updated <date>"), on either side, and a heading
# that introduces an outcome when the pair ends in a colon ("Result <date>:").
_STAMP_WORDS = _words("update updated final")
_HEADING_WORDS = _words("result results decision outcome winner")

_PHRASES: dict[str, tuple[tuple[str, ...], ...]] = {
    "report": (("as", "planned"), ("as", "scheduled"), ("as", "expected")),
    "schedule": (
        ("set", "for"),
        ("set", "to"),
        ("is", "to"),
        ("are", "to"),
        ("going", "to"),
        ("ahead", "of"),
        ("in", "time", "for"),
        ("in", "advance", "of"),
        ("takes", "effect"),
        ("take", "effect"),
    ),
    "conditional": (("in", "the", "event"),),
    "deadline": (
        ("by",),
        ("before",),
        ("until",),
        ("till",),
        ("through",),
        ("between",),
        ("no", "later", "than"),
        ("prior", "to"),
        ("as", "of"),
    ),
    "adjacent-deadline": (("to",), ("for",)),
}
"""Multi-word cues, and the deadline words, by kind; the longest match at a word wins."""


# --------------------------------------------------------------------------- records


@dataclass(frozen=True)
class LeakDecision:
    """One post-cutoff date in a result's text, judged.

    ``expression`` is the date as written; ``where`` is ``title`` or ``snippet``; ``context`` the
    window read around it (at most :data:`MAX_CONTEXT_CHARS`); ``cue`` the words that decided
    (None when no word did); ``rule`` one of :data:`LEAK_RULES`; ``verdict`` ``leak`` or
    ``keep``.
    """

    expression: str
    where: str
    context: str
    cue: str | None
    rule: str
    verdict: str


@dataclass(frozen=True)
class LeakVerdict:
    """The leak check of one result under ``policy``: a leak if any of its decisions is one.
    ``decisions`` is empty when the result mentions no date on or after the cutoff."""

    url: str
    title: str
    policy: str
    leak: bool
    decisions: tuple[LeakDecision, ...] = ()


@dataclass(frozen=True)
class LeakScreen:
    """What :func:`screen_leaks` returns: the results kept and flagged, in input order, and the
    verdict on each result that mentions a date on or after the cutoff."""

    kept: list[SearchResult]
    flagged: list[SearchResult]
    verdicts: list[LeakVerdict] = field(default_factory=list)


def check_leak_policy(policy: object, *, what: str = "leak_policy") -> LeakPolicy:
    """``policy`` if it is one of :data:`LEAK_POLICIES`; ValueError naming ``what`` otherwise."""
    if not isinstance(policy, str) or policy not in LEAK_POLICIES:
        accepted = ", ".join(repr(p) for p in LEAK_POLICIES)
        raise ValueError(f"{what}: got {policy!r}; accepted: {accepted}")
    return policy  # type: ignore[return-value]


# --------------------------------------------------------------------------- reading a text

# Words (a letter, then letters, digits or apostrophes), numbers ("3.5" and "100,000" are one),
# and the punctuation that ends a clause: ".;:!?" before a space or the end ("6:30" and "39.3"
# end nothing), and a newline. No alternative nests one quantifier inside another.
_TOKEN = re.compile(r"[^\W\d_][\w'\u2019]*|\d[\d.,]*\d|\d|[.;:!?](?!\S)|\n")
_STOPS = frozenset(".;:!?\n")
_SHORTEST_SENTENCE_WORD = 3  # a period after "p.m", "U.S" or "No" ends no sentence


@dataclass(frozen=True)
class _Token:
    word: str  # lower case
    raw: str
    start: int
    end: int


@dataclass(frozen=True)
class _Cue:
    kind: str  # a key of _PHRASES, or "stamp", "heading"
    first: int  # token indices, both inclusive
    last: int
    words: str


@dataclass(frozen=True)
class _Window:
    """Tokens ``low``..``high`` (inclusive) around a date that fills ``first``..``last``."""

    low: int
    high: int
    first: int
    last: int


def _tokens(text: str) -> list[_Token]:
    return [_Token(m.group().lower(), m.group(), m.start(), m.end()) for m in _TOKEN.finditer(text)]


def _ends_clause(tokens: Sequence[_Token], i: int) -> bool:
    """Punctuation tokens end a clause, except a period after a one- or two-letter word."""
    if tokens[i].word not in _STOPS:
        return False
    if tokens[i].word == "." and i > 0:
        previous = tokens[i - 1].word
        return previous[0].isdigit() or len(previous) >= _SHORTEST_SENTENCE_WORD
    return True


def _index_phrases(
    phrases: dict[str, tuple[tuple[str, ...], ...]],
) -> dict[str, tuple[tuple[str, tuple[str, ...]], ...]]:
    """(kind, phrase) pairs by their first word, longest first, so a word looks up only its own."""
    index: dict[str, list[tuple[str, tuple[str, ...]]]] = {}
    for kind, group in phrases.items():
        for phrase in group:
            index.setdefault(phrase[0], []).append((kind, phrase))
    return {word: tuple(sorted(pairs, key=lambda p: -len(p[1]))) for word, pairs in index.items()}


_PHRASE_INDEX = _index_phrases(_PHRASES)


def _phrases_at(tokens: Sequence[_Token], i: int) -> list[tuple[str, int]]:
    """(kind, length) of the longest phrase of each kind that starts at token ``i``."""
    found: dict[str, int] = {}
    for kind, phrase in _PHRASE_INDEX.get(tokens[i].word, ()):
        n = len(phrase)
        if kind not in found and all(
            i + k < len(tokens) and tokens[i + k].word == word for k, word in enumerate(phrase)
        ):
            found[kind] = n
    return list(found.items())


def _is_name(tokens: Sequence[_Token], i: int) -> bool:
    """A capitalized word inside a clause of running text: "Derrick Rose", "Will Smith"."""
    return tokens[i].raw[:1].isupper() and i > 0 and not _ends_clause(tokens, i - 1)


def _neutralized(tokens: Sequence[_Token], i: int) -> bool:
    """A past-tense verb that is not a report: after a neutralizer (adverbs in -ly skipped),
    a modal close before, or a source named after a noun ("the value reported by")."""
    before = i - 1
    while before >= 0 and i - before <= MODAL_REACH and tokens[before].word.endswith("ly"):
        before -= 1
    if before >= 0 and tokens[before].word in _NEUTRALIZERS:
        return True
    if any(t.word in _MODALS for t in tokens[max(0, i - MODAL_REACH) : i]):
        return True
    source = tokens[i].word in _SOURCE_VERBS and i + 1 < len(tokens) and tokens[i + 1].word == "by"
    return source and before >= 0 and tokens[before].word not in _BE_OR_HAVE


def _word_kind(tokens: Sequence[_Token], i: int, where: str) -> str | None:
    """The kind of cue a single word is, in a title or a snippet, or None."""
    token = tokens[i]
    word = token.word
    if word in _LOWERCASE_ONLY and token.raw != word:
        return None
    if where == "snippet" and _is_name(tokens, i):
        return None
    if word in _CONDITIONAL_WORDS:
        return "conditional"
    if word in _SCHEDULE_WORDS or word in _LOWERCASE_ONLY:
        return "schedule"
    if word in _PRESENT_WORDS:
        return "report" if where == "title" else "schedule"
    if word in _REPORT_WORDS:
        return None if _neutralized(tokens, i) else "report"
    if word in _STAMP_WORDS:
        return "stamp"
    if word in _HEADING_WORDS:
        return "heading"
    return None


def _cues(tokens: Sequence[_Token], where: str) -> list[_Cue]:
    """Every cue in the text, in token order: phrases (longest first), then single words."""
    found: list[_Cue] = []
    for i in range(len(tokens)):
        for kind, n in _phrases_at(tokens, i):
            words = " ".join(t.raw for t in tokens[i : i + n])
            found.append(_Cue(kind, i, i + n - 1, words))
        kind = _word_kind(tokens, i, where)
        if kind is not None:
            found.append(_Cue(kind, i, i, tokens[i].raw))
    return found


def _window(tokens: Sequence[_Token], first: int, last: int) -> _Window:
    """Up to CONTEXT_WORDS tokens on each side of the date, stopping at a clause's end."""
    low = first
    while first - low < CONTEXT_WORDS and low > 0 and not _ends_clause(tokens, low - 1):
        low -= 1
    high = last
    while high - last < CONTEXT_WORDS and high + 1 < len(tokens):
        if _ends_clause(tokens, high + 1):
            break
        high += 1
    return _Window(low, high, first, last)


# --------------------------------------------------------------------------- the rules


def _distance(cue: _Cue, window: _Window) -> int | None:
    """Tokens from the cue to the date (1: next to it), negative before it; None outside."""
    if window.low <= cue.first and cue.last < window.first:
        return cue.last - window.first
    if window.last < cue.first and cue.last <= window.high:
        return cue.first - window.last
    return None


def _ends_in_colon(tokens: Sequence[_Token], cue: _Cue, window: _Window) -> bool:
    after = max(cue.last, window.last) + 1
    return after < len(tokens) and tokens[after].word == ":"


def _strong(tokens: Sequence[_Token], cue: _Cue, distance: int, window: _Window) -> str | None:
    """ "report" or "schedule" if the cue is a strong one at this distance, else None."""
    if cue.kind in ("report", "schedule"):
        return cue.kind
    adjacent = abs(distance) == 1
    if cue.kind == "stamp" and adjacent:
        return "report"
    if cue.kind == "heading" and adjacent and _ends_in_colon(tokens, cue, window):
        return "report"
    return None


def _decide(
    tokens: Sequence[_Token], cues: Sequence[_Cue], window: _Window
) -> tuple[str, str, str] | None:
    """(rule, verdict, cue) by rules 2 and 3 of the module docstring, or None if neither
    applies. Only the cues inside the window are passed."""
    nearest: tuple[int, int, _Cue] | None = None
    deadline: _Cue | None = None
    for cue in cues:
        distance = _distance(cue, window)
        if distance is None:
            continue
        strength = _strong(tokens, cue, distance, window)
        if strength is not None:
            rank = (abs(distance), 0 if strength == "report" else 1)  # a tie goes to the report
            if nearest is None or rank < nearest[:2]:
                nearest = (*rank, cue)
        elif distance < 0 and (
            cue.kind == "deadline" or (cue.kind == "adjacent-deadline" and distance == -1)
        ):
            deadline = cue
    if nearest is not None:
        report = nearest[1] == 0
        verdict = ("report-cue", "leak") if report else ("schedule-cue", "keep")
        return (*verdict, nearest[2].words)
    if deadline is not None:
        return "deadline-word", "keep", deadline.words
    return None


def _conditions(tokens: Sequence[_Token], cues: Sequence[_Cue]) -> list[str | None]:
    """For each token, the conditional cue earlier in its clause (or None): one pass."""
    by_end = {cue.last: cue.words for cue in cues if cue.kind == "conditional"}
    found: list[str | None] = []
    current: str | None = None
    for i in range(len(tokens)):
        if _ends_clause(tokens, i):
            current = None
        current = by_end.get(i, current)
        found.append(current)
    return found


@dataclass(frozen=True)
class _Facts:
    """What every date of one result is judged against, besides its own window."""

    cutoff: date
    policy: str
    periods: tuple[tuple[date, date], ...]
    schedule_title: str | None  # the title's word that calls the page a schedule, if any
    headline_result: str | None = None  # prospective: the score an undated title gives
    headline_rule: str = "result-line"  # or past-tense: the question's verb the title states
    calendar_page: str = ""  # prospective: how the title calls the page a calendar, if it does
    record_page: bool = False  # prospective: the title names the page a record of the event


def _judge_text(text: str, where: str, facts: _Facts) -> list[LeakDecision]:
    """A decision for each date in ``text`` on or after the cutoff, in order of appearance."""
    mentions = date_mentions(text)
    if not any(m.last >= facts.cutoff for m in mentions):
        return []
    if facts.policy == "prospective":
        return _judge_prospective(text, where, mentions, facts)
    tokens = _tokens(text)
    spans = mention_spans(tokens, mentions)
    cues = [] if facts.policy == "strict" else _cues(tokens, where)
    starts = [cue.first for cue in cues]  # in token order, so a window's cues are a slice
    conditions = _conditions(tokens, cues)
    decisions = []
    for index, mention in enumerate(mentions):
        if mention.last < facts.cutoff or index not in spans:
            continue
        window = _window(tokens, *spans[index])
        near = cues[bisect_left(starts, window.low) : bisect_right(starts, window.high)]
        condition = conditions[window.first - 1] if window.first else None
        rule, verdict, cue = _rule(tokens, near, window, mention, condition, facts)
        piece = text[tokens[window.low].start : tokens[window.high].end]
        context = clip(" ".join(piece.split()), MAX_CONTEXT_CHARS)
        decisions.append(LeakDecision(mention.expression, where, context, cue, rule, verdict))
    return decisions


def _judge_prospective(
    text: str, where: str, mentions: Sequence[DateMention], facts: _Facts
) -> list[LeakDecision]:
    judged = [i for i, m in enumerate(mentions) if m.last >= facts.cutoff]
    return [
        LeakDecision(
            f.mention.expression,
            where,
            clip(f.clause, MAX_CONTEXT_CHARS),
            f.cue,
            f.rule,
            f.verdict,
        )
        for f in judge_prospective(
            text,
            where,
            mentions,
            judged,
            headline_result=facts.headline_result if where == "snippet" else None,
            headline_rule=facts.headline_rule,
            cutoff=facts.cutoff,
            calendar_page=facts.calendar_page,
            record_page=facts.record_page,
        )
    ]


def _rule(
    tokens: Sequence[_Token],
    cues: Sequence[_Cue],
    window: _Window,
    mention: DateMention,
    condition: str | None,
    facts: _Facts,
) -> tuple[str, str, str | None]:
    """The rules of the module docstring, in order: the first that applies decides."""
    if facts.policy == "strict":
        return "any-date", "leak", None
    if condition is not None:
        return "conditional", "keep", condition
    decided = _decide(tokens, cues, window)
    if decided is not None:
        return decided
    if any(mention.first <= last and first <= mention.last for first, last in facts.periods):
        return "question-date", "keep", None
    if facts.schedule_title is not None:
        return "schedule-title", "keep", facts.schedule_title
    return "no-cue", "leak", None


# --------------------------------------------------------------------------- public


def question_periods(question: ForecastQuestion | str | None) -> tuple[tuple[date, date], ...]:
    """The days a question names: each date in its text and description (a range or a month
    as its span of days), and its resolution date. Rule ``question-date`` reads them."""
    if question is None:
        return ()
    if isinstance(question, str):
        texts, resolution = [question], None
    else:
        texts, resolution = [question.question, question.description or ""], question.resolution
    periods = [(m.first, m.last) for text in texts for m in date_mentions(text)]
    if resolution is not None:
        periods.append((resolution, resolution))
    return tuple(periods)


def _schedule_title(title: str) -> str | None:
    return next((t.raw for t in _tokens(title) if t.word in _SCHEDULE_TITLE_WORDS), None)


def _verdict(
    result: SearchResult,
    cutoff: date,
    policy: str,
    periods: tuple[tuple[date, date], ...],
    verb: str | None = None,
) -> LeakVerdict:
    title = result.title or ""
    headline, rule = None, "result-line"
    if policy == "prospective":
        mentions = date_mentions(title)
        headline = headline_result(title, mentions)
        if headline is None:
            headline, rule = headline_outcome(title, mentions, verb), "past-tense"
            if headline and earlier_event(title, headline, result.snippet or "", cutoff):
                headline = None  # the text dates the title's event before the cutoff
    calendar = calendar_page(title) if policy == "prospective" else ""
    record = policy == "prospective" and record_page(title)
    facts = _Facts(
        cutoff, policy, periods, _schedule_title(title), headline, rule, calendar, record
    )
    decisions = [
        decision
        for where, text in (("title", title), ("snippet", result.snippet or ""))
        for decision in _judge_text(text, where, facts)
    ]
    leak = any(d.verdict == "leak" for d in decisions)
    return LeakVerdict(result.url, result.title, policy, leak, tuple(decisions))


def leak_judge(
    cutoff: date | str,
    *,
    policy: LeakPolicy = DEFAULT_LEAK_POLICY,
    question: ForecastQuestion | str | None = None,
) -> Callable[[SearchResult], LeakVerdict]:
    """:func:`judge_leak` with its cutoff, policy and question fixed, for judging many results:
    the question's own dates are read once, not once per result. Raises as judge_leak does."""
    boundary = parse_iso_date(cutoff, what="cutoff")
    checked = check_leak_policy(policy)
    periods = question_periods(question)
    text = question if isinstance(question, str) else question.question if question else ""
    verb = question_verb(text) if text else None
    if checked == "prospective-learned":
        model = load_leak_model()
        return lambda result: _learned_reading(
            _verdict(result, boundary, "prospective", periods, verb), model
        )
    return lambda result: _verdict(result, boundary, checked, periods, verb)


def _learned_reading(verdict: LeakVerdict, model: LeakModel) -> LeakVerdict:
    """``verdict`` with each date it keeps read again by ``model``; removals only."""
    decisions = tuple(_reread(verdict.title or "", d, model) for d in verdict.decisions)
    leak = any(d.verdict == "leak" for d in decisions)
    return LeakVerdict(verdict.url, verdict.title, "prospective-learned", leak, decisions)


def _reread(title: str, decision: LeakDecision, model: LeakModel) -> LeakDecision:
    if decision.verdict == "leak" or decision.rule not in REREAD_RULES:
        return decision
    features = decision_features(title, decision)
    score = model.score(features)
    if score < model.threshold:
        return decision
    leaning = ", ".join(model.leaning(features)) or "no single word"
    cue = (
        f"score {score:.2f} >= {model.threshold:.2f}, model {model.digest}"
        f" ({leaning}; rules kept it: {decision.rule})"
    )
    return LeakDecision(
        decision.expression, decision.where, decision.context, cue, LEARNED_RULE, "leak"
    )


def judge_leak(
    result: SearchResult,
    cutoff: date | str,
    *,
    policy: LeakPolicy = DEFAULT_LEAK_POLICY,
    question: ForecastQuestion | str | None = None,
) -> LeakVerdict:
    """The leak check of one result under ``policy``, for ``question`` (whose dates are
    expected). Raises ValueError for an unknown policy, DateParseError for a bad cutoff."""
    return leak_judge(cutoff, policy=policy, question=question)(result)


def screen_leaks(
    results: Iterable[SearchResult],
    cutoff: date | str,
    *,
    policy: LeakPolicy = DEFAULT_LEAK_POLICY,
    question: ForecastQuestion | str | None = None,
) -> LeakScreen:
    """The executor's leak check: results split into kept and flagged under ``policy``, with
    the verdict on each one that mentions a date on or after ``cutoff``."""
    judge = leak_judge(cutoff, policy=policy, question=question)
    screen = LeakScreen([], [])
    for result in results:
        verdict = judge(result)
        (screen.flagged if verdict.leak else screen.kept).append(result)
        if verdict.decisions:
            screen.verdicts.append(verdict)
    return screen
