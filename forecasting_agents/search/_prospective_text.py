"""How the ``prospective`` leak policy reads a text: tokens, sentences, clauses, their words.

:class:`Text` cuts a title or a snippet into sentences and clauses (see
:mod:`forecasting_agents.search._prospective`), says what each token is (a past form, a name, an
adjective, a verb of a timetable), and answers in O(1) whether a word of a class comes earlier in
a clause or sentence, from arrays built in one pass. Every pattern here is linear: no quantifier
nests another.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable, Sequence

from forecasting_agents.search._cutoff import DateMention
from forecasting_agents.search._prospective_tokens import (
    MONTH_WORDS,
    PIECE_MARKS,
    Token,
    ends_sentence,
    index_phrases,
    phrase_at,
    tokenize,
)
from forecasting_agents.search._prospective_words import (
    BASE_FORM_PAST,
    CLAUSE_WORDS,
    CONDITION_PHRASES,
    CONDITION_WORDS,
    CRITERIA_PHRASES,
    CRITERIA_WORDS,
    DEADLINE_PHRASES,
    DETERMINERS,
    FOLLOWING_PREPOSITIONS,
    FORWARD_WORDS,
    FREE_RELATIVES,
    FUSED_HEADS,
    FUTURE_PHRASES,
    FUTURE_VERBS,
    INTERROGATIVE_OPENERS,
    IRREGULAR_PAST,
    MODALS,
    NOT_CONDITIONS,
    NOT_PAST_ED,
    NOUN_MODIFIERS,
    NUMBER_SUBJECTS,
    PAST_AUXILIARIES,
    PAST_EED,
    PERFECT_AUXILIARIES,
    PREPOSITIONS,
    PRESENT_AUXILIARIES,
    PRESENT_SUBJECTS,
    PROSPECT_MARKERS,
    PROSPECTIVE_PARTICIPLES,
    SAME_DAY_PHRASES,
    SIMPLE_PAST,
    SINGULAR_SUBJECTS,
    SKIPPED_ADVERBS,
    TEMPORAL_SUBORDINATORS,
    TIMETABLE_VERBS,
    WEEKDAY_ABBREVIATIONS,
    words_of,
)

# --------------------------------------------------------------------------- phrases

FUTURE_INDEX = index_phrases(FUTURE_PHRASES)
CONDITION_INDEX = index_phrases(CONDITION_PHRASES)
NOT_CONDITION_INDEX = index_phrases(NOT_CONDITIONS)
CRITERIA_INDEX = index_phrases(CRITERIA_PHRASES)
DEADLINE_INDEX = index_phrases(DEADLINE_PHRASES)
SAME_DAY_INDEX = index_phrases(SAME_DAY_PHRASES)


NUMBER_WORDS = words_of("million billion trillion thousand hundred")


def is_year(word: str) -> bool:
    return len(word) == 4 and word.isdigit() and word[:2] in ("19", "20")


def plural(word: str) -> bool:
    """A plural noun by its spelling, roughly: "-s" but not "-ss", "-us", "-is", "'s"."""
    return len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is", "'s"))


RELATIVE_SUBJECTS = frozenset({"who", "which"})
"""Relative pronouns that are the subject of their clause when a verb follows ("McConnell, who
turns 82 on ..."); "that" is left out, since it also opens a clause with a subject of its own
("announced that results on ... were")."""


# --------------------------------------------------------------------------- the text

UNSET = object()


def asks_forward(t: Text, low: int, high: int) -> bool:
    """See :meth:`Text.forward_question`."""
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


WEEKDAYS = words_of("monday tuesday wednesday thursday friday saturday sunday")

CONDITION_REACH = 40
"""Tokens read after a condition word for the comma that ends its clause, and after that comma
for the main clause's finite verb: each token's question costs bounded work."""


_SUBJECT_PRONOUNS = PRESENT_SUBJECTS | SINGULAR_SUBJECTS

DEGREE_ADVERBS = words_of("widely newly recently highly hotly closely eagerly keenly much")
"""Adverbs that stand between a determiner and a participle used as an adjective ("the widely
expected cut", "the newly elected parliament")."""


class Text:
    """A title or snippet, tokenized, with its sentences and clauses and what each token is."""

    def __init__(
        self,
        text: str,
        where: str,
        spans: Sequence[tuple[int, int]],
        calendar: str = "",
        record: bool = False,
    ) -> None:
        self.text = text
        self.where = where
        self.calendar = calendar  # how the page's title calls it a calendar ("" if it does not)
        self.record = record  # the page's title names it a record of the event ("X: result")
        self.tokens = tokenize(text)
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
            if (ends_sentence(self.tokens, i) and not self.in_date[i]) or i == n - 1:
                self.sentences.append((start, i))
                start = i + 1
        self.clause_of = [0] * n
        self.after_mark = [False] * n  # the first word of a piece that follows a comma or dash
        self.participle_opening = [False] * n  # a past form opening a piece, as a participle
        self.clauses: list[tuple[int, int]] = []
        for first, last in self.sentences:
            self._cut(first, last)
        self.groups: list[object] = [UNSET] * n
        self._sentence_facts: dict[tuple[int, str], object] = {}
        self._finite_after_comma: dict[tuple[int, int], bool] = {}
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
                    word in CONDITION_WORDS or phrase_at(tokens, i, CONDITION_INDEX)
                ) and not phrase_at(tokens, i, NOT_CONDITION_INDEX):
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
                    or phrase_at(tokens, i, FUTURE_INDEX)
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
            if phrase_at(tokens, i, SAME_DAY_INDEX):
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
        """A condition word earlier in the token's clause ("if it were"), whose clause has not
        ended before the token (see :meth:`condition_closed`)."""
        k = self.last_condition[i - 1] if i > 0 else -1
        return k >= self.clause_low(i) and not self.condition_closed(k, i)

    def condition_closed(self, k: int, i: int) -> bool:
        """Has the condition opened at ``k`` ended before token ``i``? A condition word opens a
        clause of its own ("If you missed it", "Whether or not it helps"), which ends at the
        first comma after its words when what follows, to the end of token ``i``'s clause,
        holds a finite verb: in "If you missed it, the Fed cut rates on <date>" the main
        clause is asserted, not supposed. A token inside the condition ("If the board holds on
        <date>, ...", "If, on <date>, the board holds") is still in its scope."""
        if self._embedded_question_closed(k, i):
            return True
        high = self.clauses[self.clause_of[i]][1]
        for j in range(k + 2, min(i, k + 2 + CONDITION_REACH)):
            if self.tokens[j].word == ",":
                key = (j, high)
                if key not in self._finite_after_comma:
                    stop = min(high, j + 1 + CONDITION_REACH)
                    self._finite_after_comma[key] = self._has_finite_verb(j + 1, stop)
                return self._finite_after_comma[key]
        return False

    def _embedded_question_closed(self, k: int, i: int) -> bool:
        """Is "whether" at ``k`` the object of a preposition ("a market on whether it would top
        $1 billion was closed as No"), with a second finite verb before token ``i``? The
        question is part of a noun phrase; the verb after its own is the sentence's, asserted."""
        if self.tokens[k].word != "whether" or k < 1 or self.tokens[k - 1].word not in PREPOSITIONS:
            return False
        verbs = [
            j
            for j in range(k + 1, min(i + 1, k + 1 + CONDITION_REACH))
            if self._has_finite_verb(j, j)
        ]
        return len(verbs) >= 2 and self.tokens[verbs[1]].word in PAST_AUXILIARIES

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
        return bool(self.sentence_fact(i, "forward-question", asks_forward))

    def forward_word_before(self, i: int) -> str | None:
        """The nearest forward word before ``i`` in its clause, if any."""
        k = self.last_forward[i - 1] if i > 0 else -1
        return self.tokens[k].raw if k >= self.clause_low(i) else None

    def prospect_before(self, k: int) -> int:
        """The index of the nearest word of prospect before ``k`` (-1 if none)."""
        return self.last_prospect[k - 1] if k > 0 else -1

    def future_after(self, last: int, high: int) -> bool:
        """A modal or a verb of expectation after token ``last``, up to ``high``, before any
        other date, whose subject is what comes before it: in "the president elected on June 2
        will be sworn in" the past form is a participle of that subject; in "Saudi Arabia said
        on June 4, 2023 it would cut" the modal has a pronoun of its own, so "said" is a verb."""
        k = self.next_future[last]
        own = k > 0 and self.tokens[k - 1].word in _SUBJECT_PRONOUNS
        return 0 <= k <= high and k < self.next_date[last] and not own

    def page_fact(self, name: str, read: Callable[[Text], object]) -> object:
        """``read(self)`` of the whole text, computed once."""
        key = (-1, name)
        if key not in self._sentence_facts:
            self._sentence_facts[key] = read(self)
        return self._sentence_facts[key]

    def sentence_fact(self, i: int, name: str, read: Callable[[Text, int, int], object]) -> object:
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
            if self.in_date[i] or self._weekday_comma(i):
                continue
            if word in PIECE_MARKS:
                if i > start:
                    pieces.append((start, i - 1))
                pieces.append((i, i))
                start = i + 1
            elif word in CLAUSE_WORDS and i > start and not self._same_day_at(i):
                if self._joins_days(i):
                    continue  # "for 30 June and 7 July 2024": one list of days, one clause
                pieces.append((start, i - 1))
                start = i
        if start <= last:
            pieces.append((start, last))
        for a, _ in pieces:
            self.after_mark[a] = a > first and self.tokens[a - 1].word in PIECE_MARKS
        finite = self._finite_pieces(pieces)
        for a, b in self._join(pieces, finite):
            for i in range(a, b + 1):
                self.clause_of[i] = len(self.clauses)
            self.clauses.append((a, b))

    def _joins_days(self, i: int) -> bool:
        """Is the "and" or "or" at ``i`` between a day (a date, or a day and month whose year
        the last date gives) and a date ("30 June and 7 July 2024", "June 22 and June 30,
        2023")? It lists days, and opens no clause."""
        if self.tokens[i].word not in ("and", "or") or i == 0 or i + 1 >= len(self.tokens):
            return False
        before = self.tokens[i - 1].word
        day = self.in_date[i - 1] or before in MONTH_WORDS or before.isdigit()
        return day and self.in_date[i + 1]

    def _weekday_comma(self, i: int) -> bool:
        """Is token ``i`` the comma of "Sunday, February 4, 2024": part of the date it names?"""
        return (
            self.tokens[i].word == ","
            and 0 < i < len(self.tokens) - 1
            and self.in_date[i + 1]
            and self.weekday(i - 1)
        )

    def weekday(self, k: int) -> bool:
        """Is token ``k`` a weekday's name, in full or abbreviated?"""
        token = self.tokens[k]
        return token.word in WEEKDAYS or token.raw in WEEKDAY_ABBREVIATIONS

    def _same_day_at(self, i: int) -> bool:
        return self.tokens[i].word == "that" and phrase_at(self.tokens, i, SAME_DAY_INDEX) > 0

    def _finite_pieces(self, pieces: Sequence[tuple[int, int]]) -> list[bool]:
        """Which pieces hold a finite verb. A past form that opens a piece ("Scheduled for March
        19, 2025, the decision ...", ", followed by the ceremony on ...") is a participle when
        the piece next to it, before or after, has a finite verb of its own; with none beside
        it, it is the verb ("The Fed, as widely expected, cut rates on ...")."""
        core = [self._has_finite_verb(a, b) for a, b in pieces]
        content = [
            n
            for n, (a, b) in enumerate(pieces)
            if not all(self.tokens[i].word in PIECE_MARKS for i in range(a, b + 1))
        ]
        finite = list(core)
        openers = {
            n
            for n in content
            if self.past_shape(pieces[n][0], pieces[n][0])
            and self.tokens[pieces[n][0]].word not in SIMPLE_PAST  # "took": never a participle
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
            if all(self.tokens[i].word in PIECE_MARKS for i in range(a, b + 1)):
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
        if (len(raw) > 1 and raw.isupper()) or raw in WEEKDAY_ABBREVIATIONS:
            return True  # "RAN"; "Sat June 8" is a Saturday, not a verb
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
            or tokens[k].word in NUMBER_WORDS
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
        possessive or a modifier, after a number before a noun ("3 injured people", but
        "Artemis 2 launched on" is a verb) or as a participle of expectation ("the Hot 100
        dated"), or inside a hyphenated modifier?"""
        token = self.tokens[i]
        if token.word in SIMPLE_PAST:
            return False  # "took", "came": only a past tense, never an adjective
        if token.start > 0 and self.text[token.start - 1] == "-":
            return True  # "long-awaited", "state-owned"
        j = i - 1
        if j < low or self.in_date[j]:
            return False  # a date ends its phrase: "the decision due on 30 January 2025 came"
        if (
            self.tokens[j].word in DEGREE_ADVERBS
            and j > low
            and self.tokens[j - 1].word in DETERMINERS
        ):
            return True  # "the widely expected cut" ("the assembly adopted it" is a verb)
        word = self.tokens[j].word
        if word in NOUN_MODIFIERS and not self._noun_follows(i):
            return False  # "The rate increased to 5%", "The price held at": a verb
        return (
            word in DETERMINERS
            or word in PREPOSITIONS
            or word in NOUN_MODIFIERS
            or word.endswith(("'s", "'"))
            or (
                word[0].isdigit()
                and (self._noun_follows(i) or token.word in PROSPECTIVE_PARTICIPLES)
            )
        )

    def _noun_follows(self, i: int) -> bool:
        """Could the word after ``i`` be the noun an adjective at ``i`` modifies? Not if it is a
        preposition or "as", a determiner, a number, a date, an adverb in "-ly", a mark, or
        nothing ("the first integrated circuit": yes; "the rate increased to": no)."""
        k = i + 1
        if k >= len(self.tokens) or self.in_date[k]:
            return False
        word = self.tokens[k].word
        return not (
            word in PREPOSITIONS
            or word == "as"  # "GPT-4.5 launched as a research preview"
            or word in DETERMINERS
            or not word[0].isalpha()
            or word.endswith("ly")
        )

    def timetable(self, i: int, low: int) -> bool:
        """A verb of a timetable in the present tense, not a noun ("the 26% fall", "the
        scheduled close", "a $162.8 million debut")."""
        word = self.tokens[i].word
        if word not in TIMETABLE_VERBS or self.in_date[i]:
            return False
        if self._after_fused_head(i, low):
            return True  # "The final takes place on"
        if word.endswith("s") and self._after_dated_phrase(i, low):
            return True  # "The race on March 16, 2024 starts in Pavia"
        k = self.modifiers_before(i, low)
        if k < i - 1 and (k < low or not self.tokens[k].word[0].isalnum()):
            return False  # only modifiers before it: a noun phrase opens the piece
        if k >= low and self.noun_head(k):
            return False
        if word.endswith("s"):
            return True
        # A base form is a verb after a plural or "they" ("polls close"); after a singular
        # noun it is a noun ("the House vote on"), since a singular subject takes "-s".
        j, previous = self.previous_word(i, low)
        if previous in PRESENT_SUBJECTS or plural(previous):
            return True
        if previous in ("and", "or"):
            return self._coordinated_verb(i, j, low)
        # After a name, unless a determiner or a preposition makes it a compound or an object
        # ("Spain play", "the House vote", "at Gimhae air base").
        opener = self.tokens[j - 1].word if j - 1 >= low else ""
        named = j >= low and self.tokens[j].raw[:1].isupper()
        return named and opener not in DETERMINERS and opener not in PREPOSITIONS

    def _after_dated_phrase(self, i: int, low: int) -> bool:
        """Does a date that a preposition opens end right before ``i`` ("The race on March 16,
        2024 starts")? That date is a phrase ending the subject, not a modifier of a noun ``i``
        would head, as it is in "the January 30, 2025 report"."""
        k = i - 1
        while k >= low and self.in_date[k]:
            k -= 1
        return k < i - 1 and k >= low and self.tokens[k].word in ("on", "at", "from")

    def _coordinated_verb(self, i: int, j: int, low: int) -> bool:
        """Is the base form at ``i``, after the "and" or "or" at ``j``, a verb: joined to a verb
        of a timetable ("polls open and close at") or opening its own object or phrase ("and
        host the West Final on")? Before a bare noun it is a modifier ("missile plants and air
        defences")."""
        if j - 1 >= low and self.tokens[j - 1].word in TIMETABLE_VERBS:
            return True
        after = self.tokens[i + 1] if i + 1 < len(self.tokens) else None
        if after is None or not after.raw.isalpha() or self.in_date[i + 1]:
            return True
        return after.word in DETERMINERS or after.word in PREPOSITIONS

    def agreeing_present(self, i: int, low: int) -> bool:
        """A present tense told by agreement with a pronoun or a number as subject, whatever
        the verb: a word in "-s" after "he", "she", "it" or "whoever" ("he tees off", "whoever
        wins"), a base form after "they", "we" or "the two" ("the two meet"), a word in "-s"
        after "and" that shares a singular subject, a word in "-s" after "who" or "which" as
        the subject of a relative clause ("who turns 82 on", "which usually lands in"). A
        subject pronoun is followed by its verb, so no list of verbs is needed."""
        token = self.tokens[i]
        word = token.word
        if self.in_date[i] or not word.isalpha() or not token.raw.islower():
            return False
        if word in PREPOSITIONS or word in DETERMINERS or word in CLAUSE_WORDS:
            return False
        j, previous = self.previous_word(i, low)
        relative = j - 1 >= low and self.tokens[j - 1].word in FREE_RELATIVES  # "whichever side"
        subject = previous in SINGULAR_SUBJECTS or previous in RELATIVE_SUBJECTS
        if subject or previous in FREE_RELATIVES or relative:
            return word.endswith("s") and not word.endswith(("ss", "'s")) and len(word) > 2
        if plural(previous) and j - 1 >= low and not plural(word):
            j, previous = j - 1, self.tokens[j - 1].word  # "the two sides meet"
        if previous in NUMBER_SUBJECTS:  # "the two meet"; "the three days" is a noun
            opener = j - 1 >= low and self.tokens[j - 1].word in ("the", "all", "these", "those")
            return opener and not plural(word)
        if previous == "and" and plural(word):
            return self._shares_singular_subject(j)
        return previous in PRESENT_SUBJECTS and not word.endswith("s")

    def _shares_singular_subject(self, j: int) -> bool:
        """Does the "and" at ``j`` join a verb in "-s" to a clause in the singular present
        ("McIlroy has needed the Masters since 2014 and tries again from <date>")? The verb
        shares that subject. A plural before "and" ("costs and fees") joins nouns instead."""
        first = self.sentences[self.sentence_of[j]][0]
        if j - 1 < first or plural(self.tokens[j - 1].word):
            return False
        return any(
            self.tokens[k].word in ("has", "is", "does") for k in range(max(first, j - 12), j)
        )

    def _after_fused_head(self, i: int, low: int) -> bool:
        """Is the verb in "-s" at ``i`` after a determiner and a fused head ("the final", "the
        first"), before a preposition or "place"? The head is the subject."""
        tokens = self.tokens
        if not tokens[i].word.endswith("s") or i - 2 < low or i + 1 >= len(tokens):
            return False
        if tokens[i - 1].word not in FUSED_HEADS or tokens[i - 2].word not in DETERMINERS:
            return False
        return tokens[i + 1].word in PREPOSITIONS or tokens[i + 1].word == "place"


def mention_spans(
    tokens: Sequence[Token], mentions: Sequence[DateMention]
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
