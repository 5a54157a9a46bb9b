"""The word lists of the ``prospective`` leak policy (see ``_prospective``).

Each list is a grammatical class (modals, auxiliaries, determiners, prepositions, the irregular
verb forms, the words that open a clause) or a short class of words of schedule, expectation and
outcome, and each says why it is there. None is a list of outcome verbs: a report is told by the
form of its verb.
"""

from __future__ import annotations


def words_of(text: str) -> frozenset[str]:
    return frozenset(text.split())


# --------------------------------------------------------------------------- verb forms

IRREGULAR_PAST = words_of(
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

SIMPLE_PAST = words_of(
    """
    arose awoke became began blew broke chose came drew drank drove ate fell flew forbade forgot
    forgave froze gave went grew hid knew rode rang rose ran saw shook shone shrank sang sank
    slew spoke sped sprang stole strode struck strove swore swam took tore threw trod woke wore
    wove wrote withdrew overcame overtook overthrew mistook undertook underwent foresaw befell
    """
)
"""The forms of :data:`IRREGULAR_PAST` that are only past tenses, never participles ("took",
not "taken"): they are finite verbs wherever they stand, never adjectives, so "The final took
place on" and "The first came on" report, whatever modifier stands before them."""

FUSED_HEADS = words_of("first second third fourth fifth last next final latest")
"""Ordinals and "final" that stand as a noun phrase's head after a determiner ("the final", "the
first"): a verb in "-s" after one, before a preposition or "place", is a present ("The final
takes place on", "The first opens on"), not a noun ("the final takes")."""

BASE_FORM_PAST = words_of(
    """
    cut put set hit let beat shut cost quit hurt spread bet cast burst split bid read rid shed
    thrust upset wed slit undercut offset outbid reset recast
    """
)
"""Irregular verbs whose past tense is their base form. "The Fed cut rates" is a past tense (a
singular subject takes "cuts" in the present); "investors put the chance at" is a present one,
and "a first cut" a noun: their neighbours tell."""

NOT_PAST_ED = words_of(
    """
    hundred kindred sacred naked wicked rugged ragged crooked beloved dogged jagged wretched
    sled shred embed imbed bed seabed hotbed infrared
    """
)
"""Words in "-ed" that are not verbs."""

PAST_EED = words_of("agreed disagreed freed guaranteed decreed refereed")
"""The few words in "-eed" that are past forms ("proceed", "exceed", "need" are not)."""

MODALS = words_of(
    "will would shall should could might must can may 'll won't wouldn't can't couldn't"
)
"""Modal auxiliaries: a modal governing the date says it is to come (or only possible)."""

PAST_AUXILIARIES = words_of("was were wasn't weren't had hadn't did didn't")
PERFECT_AUXILIARIES = words_of("has have having 've hasn't haven't")
PRESENT_AUXILIARIES = words_of("is are am 're isn't aren't does do doesn't don't")
PASSIVE_MARKERS = words_of("be been being become becomes became get gets got remain remains")
"""Auxiliaries, by tense. "be", "been" and "being" carry no tense: the auxiliary before them
does ("will be held", "has been signed")."""

SKIPPED_ADVERBS = words_of("not also just now still already yet never then since so first")
"""Words skipped between an auxiliary and its verb ("has not yet been", "is now expected")."""

DETERMINERS = words_of(
    """
    a an the this these those its their his her our your my no any every each some more most
    less very such another either neither
    """
)
PREPOSITIONS = words_of(
    """
    of in on at for with from by to into onto over under about after before since during
    without within against among between across through per via than like
    """
)
"""After a determiner or a preposition a form in "-ed" is an adjective ("the proposed rule",
"with sustained winds", "of increased risk")."""

PRESENT_SUBJECTS = words_of("i we you they")
"""Pronouns after which a base form is a present tense ("they cut", "we set")."""

SINGULAR_SUBJECTS = words_of("he she it")
"""Pronouns after which a word in "-s" is a present tense ("he tees off", "she faces"): a
subject pronoun is followed by its verb, and only a verb takes "-s" for it."""

FREE_RELATIVES = words_of("whoever whichever whatever")
"""Pronouns of a free relative: "whoever wins on <date>" supposes a winner ("if anyone wins"),
and the word in "-s" after one is its verb, not a noun of outcome."""

NUMBER_SUBJECTS = words_of("two three four five both")
"""Numbers that stand for a plural subject ("the two meet in a runoff", "both play on")."""

NOUN_MODIFIERS = words_of(
    """
    first second third fourth fifth sixth last next big bigger biggest small smaller smallest
    large larger largest deep deeper deepest half quarter point percentage rate tax price
    record surprise emergency jumbo basis new final only
    """
)
"""Words that, before "cut", "hit" or "bid", make it a noun ("a half-point cut", "a record
bid"), as do numbers; and before a form in "-ed" make it an adjective ("the first integrated
flight")."""

FOLLOWING_PREPOSITIONS = words_of("on in at of for from since with after is was would will could")
"""After "cut", "hit", "bid" these show a noun ("the cut on March 19", "the hit to revenue"):
the verb would take its object first."""

FUTURE_VERBS = words_of(
    """
    expects expect expecting anticipates anticipate anticipating predicts predict forecasts
    projects plans plan planning aims aim aiming intends intend intending hopes hope hoping
    seeks seek targets target targeting eyes eyeing awaits await awaiting prepares prepare
    preparing promises promise vows vow pledges pledge imply implies wants want wanting wishes
    wish
    """
)
"""Present forms of verbs of expectation and intent: governing the date, they say it is to
come ("Traders expect a cut on ...", "Nintendo plans to ship ...")."""

INTENT_PASTS = words_of(
    """
    threatened agreed promised vowed pledged planned offered proposed hoped wanted intended
    expected aimed sought prepared
    """
)
"""Past forms of verbs of intent: with an infinitive between them and the date, what they
report is the intent, and the infinitive's event, on the date, is still to come ("has
threatened to pull out of the Sept. 10, 2024 debate"); unlike "managed to", "went on to",
and unlike a decision or a refusal, which is the event ("decided to raise the rate, effective
<date>", "refused to step down on <date>")."""

PROSPECTIVE_PARTICIPLES = words_of(
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
    ("on", "track", "for"),
    ("on", "course", "to"),
    ("on", "course", "for"),
    ("in", "line", "to"),
    ("bound", "to"),
    ("yet", "to"),
)
"""Several words that together govern a future."""

SCHEDULING_VERBS = words_of(
    """
    set sets setting schedule schedules scheduling scheduled rescheduled reschedule
    reschedules slated booked moved move moves moving delayed delay delays postponed postpone
    postpones deferred defer defers pushed push pushes pencilled penciled earmarked fixed
    extended extend extends extending called calls announced announces dated timed brought
    proposed propose proposes adjourned adjourn adjourns
    bring brings changed updated revised shifted amended
    """
)
"""Verbs that put an event on a date ("set the election for", "was postponed to", "announced an
election for"). When the date follows "for", "to", "until" or "till" within a few words, the
verb schedules that date, in any tense: what it reports is the scheduling, not the event."""

DIRECTIVE_VERBS = words_of(
    """
    told asked ordered required urged instructed directed invited pressed obliged obligated
    mandated tells asks orders requires urges instructs directs invites
    """
)
"""Verbs whose infinitive is by definition not done yet ("issuers have been told to file by
<date>"): a deadline after their infinitive belongs to it, not to them."""

SCHEDULE_NOUNS = words_of("date dates deadline deadlines")
"""A date given as "the <noun> date of <date>" is named as a schedule: what the clause reports
("kept the election date of 14 May 2023") is done to the schedule, not the event."""

PAGE_NOUNS = words_of(
    "update updates statement schedule window date plan preview campaign coverage tracker"
    " timeline countdown guide watch"
)
"""Nouns that name a page about an event ("Webb launch update", "Psyche launch window"): a
question's verb before one is a noun of the compound, not the title's verb."""

ROW_FORWARD = words_of("planned scheduled expected due tbc tba provisional")
"""Words that mark a calendar row as still to come, besides :data:`FORWARD_WORDS`."""
CALENDAR_NOUNS = words_of(
    "calendar calendars schedule schedules agenda diary fixtures timetable programme program"
    " events dates lineup"
)
"""Nouns of a page that lists what is to come ("Japan calendar, April 2024", "FX events, July
2022"): a title that names one and no verb is a calendar's, and its dates are its entries."""

TERM_NOUNS = words_of(
    """
    contract contracts deal deals agreement agreements extension lease leases term terms mandate
    tenure loan visa licence license permit warranty moratorium suspension ban truce ceasefire
    waiver exemption guarantee guarantees
    """
)
"""Nouns of a term that runs to an end ("signed a contract until 30 June 2027", "a ban until
2026"): the date after "until" is when the term ends, a state still to come, not an event."""

SLOT_NOUNS = words_of("days dates sessions sittings slots")
"""Plural nouns of calendar slots: the object of a verb of scheduling ("has added opinion days
on June 22, ... and June 30, 2023"), they name the dates as slots of a schedule."""

POSTPONING_VERBS = words_of(
    "delayed postponed deferred pushed moved rescheduled cancelled canceled scrapped called"
)
"""Verbs of a changed plan: "pre-orders, first set for April 9, were delayed" does not report
that anything happened on April 9."""

PERIOD_OPENERS = words_of("from after between starting beginning")
"""Prepositions that open a period at their date ("phones sold from December 28", "contracts
signed after March 1"): with a participle after a noun, the date bounds a class of things a
clause speaks of, not one event reported."""

SCHEDULE_PREPOSITIONS = words_of("for to until till")
SCHEDULE_FILLERS = words_of("the on back , of morning afternoon evening night weekend")
"""Words between a verb of scheduling's preposition and its date: "for Friday, 14 June 2024",
"for the afternoon of January 14, 2024", "pushed it back to"."""
SCHEDULE_REACH = 12
"""Tokens a verb of scheduling may stand before the preposition of its date."""

TIMETABLE_VERBS = words_of(
    """
    open opens close closes start starts begin begins end ends run runs meet meets convene
    convenes reconvene reconvenes kick kicks launch launches arrive arrives depart departs
    leave leaves resume resumes expire expires lapse lapses air airs premiere premieres
    debut debuts headline headlines host hosts face faces play plays vote votes sit sits
    decide decides fall falls report reports release releases publish publishes announce
    announces hold holds take takes go goes come comes rule rules hear hears issue issues
    meet tip tips enter enters follow follows conclude concludes
    """
)
"""Verbs of events on a timetable, which English puts in the present tense for a fixed future
("the summit runs June 24-25", "polls close at 10 p.m.", "AMD reports on July 30"). Evidence
only in running text: a headline uses the present tense for what has happened ("Eagles rout
Chiefs", "Apple reports record revenue")."""

FORWARD_WORDS = words_of(
    """
    upcoming forthcoming next pending likely unlikely possible possibly potential potentially
    probable probably chance chances odds probability prospect prospects preview previews
    outlook projection projections forecast forecasts prediction predictions expectation
    expectations favourite favourites favorite favorites underdog underdogs contender
    contenders bookmakers sportsbooks deadline deadlines soon later countdown remaining
    """
)
"""Nouns and adjectives of what is to come. They keep a date only when no verb governs it: "Spain
won the final as favourites on July 14, 2024" is a report whatever "favourites" says."""

# --------------------------------------------------------------------------- other word classes

CONDITION_WORDS = words_of("if unless whether provided providing assuming")
"""Words that open a condition: what follows is supposed, not reported."""

CONDITION_PHRASES: tuple[tuple[str, ...], ...] = (("in", "the", "event"), ("in", "case"))

NOT_CONDITIONS: tuple[tuple[str, ...], ...] = (("if", "anything"),)
"""Idioms in "if" that suppose nothing ("If anything, the March 19 cut came too late")."""

CRITERIA_WORDS = words_of(
    "resolve resolves resolving resolution otherwise settle settles settlement n/a constitute"
    " constitutes"
)
"""Words of resolution criteria ("This market will resolve to Yes if ...", "Resolution is on
December 31, 2025", "Otherwise, No", "Contracts settle on ...", "The following do not
constitute holding the role: ..."). "Resolved" and "settled" are past tenses, not criteria."""

CRITERIA_PHRASES: tuple[tuple[str, ...], ...] = (("this", "question"), ("this", "market"))

TEMPORAL_SUBORDINATORS = words_of("after once when until before")
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
    ("no", "earlier", "than"),
    ("not", "earlier", "than"),
    ("prior", "to"),
    ("ahead", "of"),
    ("in", "time", "for"),
    ("in", "advance", "of"),
    ("on", "or", "before"),
    ("as", "of"),
)
"""Words that make a date a limit ("by December 31, 2025"), not an event."""

DEADLINE_FILLERS = words_of(
    "the end of close start beginning middle midnight on at noon a p m am pm et gmt utc pt est ."
)
"""Words a deadline word may have between it and its date: "by the end of", "before midnight
on", "until 6 p.m. on" (numbers are skipped too, and the dots of "p.m.")."""

DIRECTIONAL_OUTCOMES = words_of(
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

OUTCOME_NOUNS = DIRECTIONAL_OUTCOMES | words_of(
    "award awards ruling rulings verdict verdicts result results score scores"
)
"""Nouns that name an outcome: next to a date, presupposed, they report it. Those not
directional ("results", "ruling") are also published on a schedule ("will report its results
on"), so a forward word earlier in the clause makes them a prospect."""

WINNER_NOUNS = words_of("winner winners champion champions victor victors loser losers runner-up")
"""Nouns of the one an outcome chose: said of a subject with "is" or "was" ("Anora is the
winner of ... at the March 2, 2025 ceremony"), they report that the event was decided."""

PROSPECT_MARKERS = words_of(
    """
    a an another any no possible potential expected likely further anticipated projected
    proposed planned hypothetical
    """
)
"""Before an outcome noun these make it a prospect ("a cut on ...", "any ruling before ...")."""

CLAUSE_WORDS = words_of("and but or while whereas though although yet that which who whom because")
"""Words that open a clause within a sentence; a piece begins at each."""

INTERROGATIVE_OPENERS = words_of(
    "will would shall can could should may might is are does do has have"
)
"""Auxiliaries that open a question ("Will the Fed cut rates on March 19, 2025")."""

WEEKDAY_ABBREVIATIONS = frozenset(
    ["Mon", "Tue", "Tues", "Wed", "Thu", "Thur", "Thurs", "Fri", "Sat", "Sun"]
)
"""Weekdays as a calendar abbreviates them, capitalized: a name ("Sat June 8"), never the verb
"sat"."""

WRITING_WORDS = words_of(
    "update updated updates correction corrected posted published edited revised"
)
"""Words that date the writing of a text, not an event in it: a date they label is when the
text (or its appended part) was written ("Update: ...", "Correction, 28 July 2023: ...")."""

CLOCK_WORDS = words_of("am pm a p m et est edt ct cdt pt pdt gmt bst cet cest utc ist jst aest")
"""Words of a clock time ("8:30 a.m. ET", "14:45 CET"): after a number, "AM" is no verb."""

TIME_ANCHORS = words_of(
    """
    yesterday today tonight ago earlier last monday tuesday wednesday thursday friday saturday
    sunday week weekend month years
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
    ("that", "morning"),
    ("that", "afternoon"),
    ("the", "same", "day"),
    ("same", "day"),
)
"""Phrases that refer back to the date before them."""

HEADLINE_NON_SUBJECTS = words_of("how what when where why whether set due going about")

SAYING_VERBS = words_of(
    """
    says said say announces announced confirms confirmed reports reported tells told writes
    wrote posts posted tweets tweeted states stated declares declared
    """
)
"""Verbs of saying, in the present or the past: a statement they report, dated in brackets
after it ("Satya says Sam Altman will join Microsoft (Nov 20, 2023)"), was made that day."""

COMPLETION_STATES = words_of("out over official final done complete completed finished settled")
"""Predicates of a state that follows an event ("the opinion is out", "the deal is done"): with
a date in brackets after them, the event is reported as over by that day."""

VERB_PREFIXES = words_of("re co pre un de mis out over under")
"""Prefixes joined by a hyphen to the word they modify ("re-elected", "co-hosted"): the word is
read by its own form, so "re-elected" is a past tense as "elected" is."""
