"""The ``prospective`` policy on calendars, rows and names: forms of the leak set's dev halves.

Each case is the form of a development document the policy misjudged (parts blind2, blind4,
blind5 and blind6, dev split), reduced to its sentence, next to a counter-sentence that shows
the rule still removes the report the form resembles: a calendar value with a clock-timed
participle or a bracketed place, a title-case label, an event's "Record date:", a row headed by
a date, a year's row of a record, a range of days after a month, a year inside a name, a
reduced passive with its agent before a deadline, "following the guidance of" a date, two
verbless lines of a schedule in a row, and a source cited with its date ("according to a report
on"), and a verb of intent inside the object after a past tense ("held the federal funds
target range"), and a question after a preposition whose sentence's own verb follows it ("a
market on whether it would top $1 billion was closed as No on"). Later forms, from the dev halves
of the hold parts: a row a date heads under a title that calls the page a calendar or not, the
items of a ";" list after a timetable entry, "am" beside "I" only, a time after a past tense up
to a later verb, an hour written with a dot, a noun of outcome across "of", a past form before
"on <date>" whose modal has its own subject, and a past form after a number.
"""

from __future__ import annotations

import pytest
from test_leak_criteria_lists import verdict_of

from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.search._leaks import judge_leak

CASES = [
    # (snippet, cutoff, date judged, verdict, rule)
    # the later items of a ";" list whose first is a timetable entry; "am" is a verb only with "I"
    (
        "Monetary policy meetings: 23-24 July 2025 (Frankfurt am Main); 10-11 September 2025; "
        "17-18 December 2025.",
        "2025-07-08",
        "17-18 December 2025",
        "keep",
        "timetable",
    ),
    (
        "Monetary policy meetings: 23-24 July 2025; the bank cut rates on 10-11 September 2025.",
        "2025-07-08",
        "10-11 September 2025",
    ),
    ("I am told the bank cut rates on 23-24 July 2025.", "2025-07-08", "23-24 July 2025"),
    # a time after a past tense is its own only up to a later verb, whose time it may be
    (
        "In a speech on July 17, 2025, Waller said the Fed should cut at the end of the month.",
        "2025-07-09",
        "July 17, 2025",
        "leak",
        "past-tense",
    ),
    (
        "Waller said last week that the Fed should cut on July 30, 2025.",
        "2025-07-09",
        "July 30, 2025",
        "keep",
        "future-form",
    ),
    # an hour written with a dot and a time zone's offset are no figures of a report
    (
        "Grand Final: Saturday 28 September 2024, 2.30pm AEST, MCG.",
        "2024-09-12",
        "28 September 2024",
        "keep",
        "timetable",
    ),
    (
        "Final: Saturday, Feb 10, 2024, 18:00 local time (GMT+3), Lusail Stadium.",
        "2024-01-25",
        "Feb 10, 2024",
        "keep",
        "timetable",
    ),
    (
        "6.24 m, Xiamen, 20 April 2024. 6.26 m, Chorzow, 25 August 2024.",
        "2024-08-16",
        "25 August 2024",
    ),
    ("Final: Saturday, Feb 10, 2024, Qatar 3, Jordan 1.", "2024-01-25", "Feb 10, 2024"),
    # a past form before "on <date>" is a participle only when the modal after it has no
    # subject of its own
    (
        "Saudi Arabia said on June 4, 2023 it would cut its output by a further 1 million "
        "barrels a day in July.",
        "2023-05-20",
        "June 4, 2023",
        "leak",
        "past-tense",
    ),
    (
        "The president elected on June 4, 2023 will be sworn in a month later.",
        "2023-05-20",
        "June 4, 2023",
        "keep",
        "future-form",
    ),
    # after a number, a past form is an adjective only before a noun ("3 injured people")
    ("Artemis 2 launched on April 1, 2026 with four astronauts.", "2026-03-20", "April 1, 2026"),
    (
        "The Hot 100 dated October 18, 2025 will be posted on Tuesday.",
        "2025-10-01",
        "October 18, 2025",
        "keep",
        "future-form",
    ),
    # a noun of outcome reaches its date across an "of" complement
    (
        "As a result of Norges Bank's increase of the policy rate on 14 December 2023, we are "
        "raising mortgage rates.",
        "2023-11-28",
        "14 December 2023",
        "leak",
        "outcome-noun",
    ),
    (
        "Markets expect an increase of the policy rate on 14 December 2023.",
        "2023-11-28",
        "14 December 2023",
        "keep",
        "future-form",
    ),
    # verbs of wanting and of a timetable's end, in the present
    (
        "Rutte wants allies to commit at The Hague on 24-25 June 2025 to 3.5% of GDP.",
        "2025-06-10",
        "24-25 June 2025",
        "keep",
        "future-form",
    ),
    (
        "Allies committed at The Hague on 24-25 June 2025 to 3.5% of GDP.",
        "2025-06-10",
        "24-25 June 2025",
    ),
    (
        "The season concludes with the Abu Dhabi Grand Prix on 8 December 2024.",
        "2024-11-20",
        "8 December 2024",
        "keep",
        "future-form",
    ),
    (
        "The season concluded with the Abu Dhabi Grand Prix on 8 December 2024.",
        "2024-11-20",
        "8 December 2024",
    ),
    (
        "Monetary policy decision: 8 May 2024, published 09:30, press conference 11:00.",
        "2024-04-24",
        "8 May 2024",
        "keep",
        "timetable",
    ),
    ("On 8 May 2024 the Riksbank cut rates, published 09:30.", "2024-04-24", "8 May 2024"),
    (
        "Monetary policy meetings: 25-26 October 2024 (held in Athens), 13-14 December 2024.",
        "2024-10-01",
        "13-14 December 2024",
        "keep",
        "timetable",
    ),
    ("The meeting (held in Athens) ended on 13 December 2024.", "2024-10-01", "13 December 2024"),
    (
        "Monetary Policy Summary and Monetary Policy Report: Thursday 7 November 2024.",
        "2024-10-01",
        "7 November 2024",
        "keep",
        "timetable",
    ),
    (
        "Ratio 10-for-1. Record date: June 6, 2024. CUSIP unchanged.",
        "2024-05-31",
        "June 6, 2024",
        "keep",
        "timetable",
    ),
    (
        "Date: June 6, 2024. At its meeting today, the Board decided to split the shares.",
        "2024-05-31",
        "June 6, 2024",
        "leak",
        "dateline",
    ),
    # A row a date heads, under no title: a chronicle's entry as much as a calendar's
    (
        "26 September 2021: federal election, and state elections in Berlin.",
        "2021-09-01",
        "26 September 2021",
    ),
    ("26 September 2021: federal election won by the SPD.", "2021-09-01", "26 September 2021"),
    (
        "27 Sep 2020: limitation initiative (vote pending)",
        "2020-09-01",
        "27 Sep 2020",
        "keep",
        "timetable",
    ),
    ("27 Sep 2020: limitation initiative, rejected with 61.7%", "2020-09-01", "27 Sep 2020"),
    (
        "Wednesday, April 29, 2026: the FOMC held, as expected; the statement barely changed.",
        "2026-03-25",
        "April 29, 2026",
    ),
    ("2022: 29 May / 2023: 8 June / 2024: 30 May 2024", "2024-05-10", "30 May 2024"),
    (
        "Semi-finals March 15-16 and the championship game March 17, 2026, in Miami, are set.",
        "2026-03-08",
        "March 17, 2026",
        "keep",
        "future-form",
    ),
    ("Spain beat England 2-1 on March 17, 2026.", "2026-03-08", "March 17, 2026"),
    (
        "Quarter-finals March 13-14. Semi-finals March 15-16 and championship game March 17, "
        "2026, in Miami.",
        "2026-03-08",
        "March 17, 2026",
        "keep",
        "timetable",
    ),
    (
        "Quarter-finals March 13-14. Final March 17, 2026: Japan 3, USA 2.",
        "2026-03-08",
        "March 17, 2026",
    ),
    (
        "Quarter-finals March 13-14. Final March 17, 2026, won by Japan.",
        "2026-03-08",
        "March 17, 2026",
    ),
    ("ECB, March 17, 2026, 14:15 CET", "2026-03-08", "March 17, 2026"),
    (
        "EA is reportedly close to a deal, according to a report on Friday, Sept. 26, 2025.",
        "2025-09-15",
        "Sept. 26, 2025",
        "leak",
        "dateline",
    ),
    (
        "The Fed held the federal funds target range steady at its June 16-17, 2026 meeting.",
        "2026-05-20",
        "June 16-17, 2026",
        "leak",
        "past-tense",
    ),
    (
        "Analysts at the big banks predict a hold at the June 16-17, 2026 meeting.",
        "2026-05-20",
        "June 16-17, 2026",
        "keep",
        "future-form",
    ),
    (
        "Nominations voting: January 12-16, 2026. Nominations announced: January 22, 2026.",
        "2025-12-11",
        "January 22, 2026",
        "keep",
        "timetable",
    ),
    (
        "Flash estimate: 14 November 2025. Updated estimate with employment: 5 December 2025.",
        "2025-11-03",
        "5 December 2025",
        "keep",
        "timetable",
    ),
    ("Decided: January 22, 2026.", "2025-12-11", "January 22, 2026"),
    ("Inflation fell to 3.1% - March 12, 2026, 8:30 AM.", "2025-12-11", "March 12, 2026"),
    (
        "The rule requires notices to workers by the effective date, September 4, 2024.",
        "2024-08-10",
        "September 4, 2024",
        "keep",
        "future-form",
    ),
    (
        "Illumina will present at a conference and report fourth-quarter results on February 8, "
        "2024.",
        "2023-12-05",
        "February 8, 2024",
        "keep",
        "future-form",
    ),
    ("Illumina's results on February 8, 2024 beat estimates.", "2023-12-05", "February 8, 2024"),
    (
        "Next to watch: the exercise season in March 2026, which has drawn launches in "
        "recent years.",
        "2026-02-16",
        "March 2026",
        "keep",
        "future-form",
    ),
    (
        "A Manifold market on whether it would top $1 billion was closed as No on Dec. 8, 2025.",
        "2025-11-27",
        "Dec. 8, 2025",
        "leak",
        "past-tense",
    ),
    (
        "Traders bet on whether the vote was held on Dec. 8, 2025.",
        "2025-11-27",
        "Dec. 8, 2025",
        "keep",
        "condition",
    ),
    (
        "First flight attempt: no earlier than April 11, 2021, with data expected a day later.",
        "2021-04-05",
        "April 11, 2021",
        "keep",
        "deadline",
    ),
    (
        "All packed and fuelled. Launch campaign on track for 13 April 2023.",
        "2023-04-01",
        "13 April 2023",
        "keep",
        "future-form",
    ),
    (
        "The helicopter flew no earlier than expected, on April 11, 2021.",
        "2021-04-05",
        "April 11, 2021",
    ),
    ("09/05/2024 Defendant withdraws his pleas and pleads guilty.", "2024-08-25", "09/05/2024"),
    (
        "The hearing is scheduled for 09/05/2024.",
        "2024-08-25",
        "09/05/2024",
        "keep",
        "future-form",
    ),
    (
        "Investors await a report on Sept. 26, 2025.",
        "2025-09-15",
        "Sept. 26, 2025",
        "keep",
        "future-form",
    ),
    (
        "If, according to a report on Sept. 26, 2025, EA agrees, the market resolves Yes.",
        "2025-09-15",
        "Sept. 26, 2025",
        "keep",
        "criteria",
    ),
    (
        "The Flyers had secured a place in the 2026 Stanley Cup playoffs by April 15, 2026.",
        "2026-04-06",
        "April 15, 2026",
        "leak",
        "past-tense",
    ),
    (
        "The Fed cut in 2025 and will meet again on April 15, 2026.",
        "2026-04-06",
        "April 15, 2026",
        "keep",
        "future-form",
    ),
    (
        "Defendant shall surrender to the institution designated by the Bureau of Prisons "
        "before 2:00 p.m. on May 30, 2023.",
        "2023-05-10",
        "May 30, 2023",
        "keep",
        "future-form",
    ),
    (
        "He surrendered to the institution designated by the Bureau of Prisons before 2:00 "
        "p.m. on May 30, 2023.",
        "2023-05-10",
        "May 30, 2023",
    ),
    (
        "No direct engagement between the forces occurred by October 31, 2025.",
        "2025-10-16",
        "October 31, 2025",
    ),
    (
        "Following the government guidance of 31 August 2023, our buildings must be surveyed.",
        "2023-08-24",
        "31 August 2023",
        "leak",
        "outcome-noun",
    ),
    (
        "Ahead of government guidance due on 31 August 2023, our buildings must be surveyed.",
        "2023-08-24",
        "31 August 2023",
        "keep",
        "future-form",
    ),
]


def _expected(case: tuple) -> tuple:
    """A case of three fields is a report the policy still removes, by whatever rule."""
    return case if len(case) == 5 else (*case, "leak", None)


@pytest.mark.parametrize(
    ("snippet", "cutoff", "expression", "verdict", "rule"), [_expected(c) for c in CASES]
)
def test_a_calendar_or_name_form_and_its_counter_sentence(
    snippet, cutoff, expression, verdict, rule
):
    got_verdict, got_rule = verdict_of(snippet, cutoff, expression)
    assert got_verdict == verdict, (snippet, got_rule)
    assert rule is None or got_rule == rule, (snippet, got_rule)


def test_a_verbless_title_that_names_a_calendar_keeps_its_month_and_a_verb_does_not():
    def title_verdict(title: str) -> tuple[str, str]:
        result = SearchResult(title=title, url="https://example.com/p", snippet="Dates below.")
        (only,) = judge_leak(result, "2024-04-08", policy="prospective").decisions
        return only.verdict, only.rule

    assert title_verdict("Japan calendar, April 2024") == ("keep", "timetable")
    assert title_verdict("FX events, May 2024") == ("keep", "timetable")
    assert title_verdict("Markets rallied on the calendar, May 2024")[0] == "leak"
    assert title_verdict("Election results, May 2024")[0] == "leak"


def test_a_row_a_date_heads_is_a_calendars_entry_only_under_a_title_that_calls_it_one():
    def row_verdict(title: str, snippet: str) -> tuple[str, str]:
        result = SearchResult(title=title, url="https://example.com/p", snippet=snippet)
        (first, *_) = judge_leak(result, "2022-12-10", policy="prospective").decisions
        return first.verdict, first.rule

    row = "1 Jan. 2023: Croatia adopts the euro and joins Schengen."
    assert row_verdict("Euro changeover calendar", row) == ("keep", "timetable")
    assert row_verdict("Key dates for the changeover", row) == ("keep", "timetable")
    assert row_verdict("Upcoming: the changeover", row) == ("keep", "timetable")
    assert row_verdict("European Union, 2023", row)[0] == "leak"
    assert row_verdict("Nobel Prize announcements 2023 (results)", row)[0] == "leak"
    assert row_verdict("", row)[0] == "leak"
    # a row that says it is still to come needs no title
    assert row_verdict("", "1 Jan. 2023: changeover to the euro (planned).")[0] == "keep"


def test_a_questions_verb_before_a_page_noun_in_a_title_is_a_noun_of_the_compound():
    from forecasting_agents.core._schemas import ForecastQuestion

    asked = ForecastQuestion(
        question="Will JWST launch by December 31, 2021?", cutoff_date="2021-12-05"
    )

    def verdict(title: str) -> bool:
        snippet = "NASA and Arianespace are now targeting Wednesday, Dec. 22, 2021 for launch."
        result = SearchResult(title=title, url="https://example.com/p", snippet=snippet)
        return judge_leak(result, "2021-12-05", policy="prospective", question=asked).leak

    assert not verdict("Webb launch update")
    assert verdict("Webb launch succeeds")
    assert verdict("Webb launches on Ariane 5")
