"""The ``prospective`` policy on the forms of real ForecastBench backgrounds that it removed.

Each case is the form of an honest background of a development round (2025-10-26 to
2026-05-10) that the policy removed, reduced to its sentence, next to a counter-sentence that
shows the rule still removes the report the form resembles: lists of ";" items under a head of
criteria, a term that runs "until" a date, ranges of months in a timetable, an event's "End
date:" label, codes in a link's target, a level "prior to" a meeting in criteria, a date named
"as" a schedule, "As of" the month of writing, and a date a plan is "proposed" for.
"""

from __future__ import annotations

import pytest

from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.search._leaks import judge_leak


def verdicts(snippet: str, cutoff: str) -> list[tuple[str, str, str]]:
    result = SearchResult(title="A page", url="https://example.com/p", snippet=snippet)
    verdict = judge_leak(result, cutoff, policy="prospective")
    return [(d.expression, d.verdict, d.rule) for d in verdict.decisions]


def verdict_of(snippet: str, cutoff: str, expression: str) -> tuple[str, str]:
    (found,) = [(v, r) for e, v, r in verdicts(snippet, cutoff) if e == expression]
    return found


CASES = [
    # (snippet, cutoff, date judged, verdict, rule)
    (
        "This market will resolve according to the decisions of the next three meetings: "
        "December 9-10, 2025; January 27-28, 2026; and March 17-18, 2026.",
        "2025-11-30",
        "March 17-18, 2026",
        "keep",
        "criteria",
    ),
    (
        "The Fed cut rates at each of its last three meetings of the cycle: "
        "December 10, 2025; January 28, 2026; and March 18, 2026.",
        "2025-11-30",
        "March 18, 2026",
        "leak",
        "no-evidence",
    ),
    (
        "The following do NOT constitute holding the role: nominated but not yet sworn in; "
        "appointed with an effective date after Dec 31, 2026; or resigned before it.",
        "2026-01-18",
        "Dec 31, 2026",
        "keep",
        "criteria",
    ),
    (
        "Resolution update: the market resolved YES on March 3, 2026; payouts follow.",
        "2026-01-18",
        "March 3, 2026",
        "leak",
        "past-tense",
    ),
    (
        "Vincent Kompany is the new coach. They signed a contract until 30th of June 2027.",
        "2025-11-23",
        "30th of June 2027",
        "keep",
        "deadline",
    ),
    (
        "The truce held until January 3, 2026.",
        "2025-11-23",
        "January 3, 2026",
        "leak",
        "past-tense",
    ),
    ("Wimbledon: June-July 2026", "2026-02-01", "July 2026", "keep", "timetable"),
    (
        "Start date: April 9, 2024\n\nEnd date: April 9, 2026\n\nInspired by a post that "
        "asked for it.",
        "2026-03-01",
        "April 9, 2026",
        "keep",
        "timetable",
    ),
    (
        "Date: 18 February 2026. At its meeting today, the Board decided to lower rates.",
        "2026-02-01",
        "18 February 2026",
        "leak",
        "dateline",
    ),
    (
        "Mahmood indicated that the changes would come into effect [in April 2026.]"
        "(https://hansard.example.uk/debates/E3CE324D#contribution-0A57-466A-A4EA)",
        "2026-03-15",
        "April 2026",
        "keep",
        "future-form",
    ),
    (
        "This market will resolve to the basis points the Bank Rate is changed by versus the "
        "level it was prior to the Bank of England's March 2026 meeting.",
        "2026-03-15",
        "March 2026",
        "keep",
        "criteria",
    ),
    (
        "I have entered the close date as 2026-10-24 and will not change it.",
        "2026-04-26",
        "2026-10-24",
        "keep",
        "future-form",
    ),
    (
        "I have entered the scores on 2026-10-24 and will not change them.",
        "2026-04-26",
        "2026-10-24",
        "leak",
        "past-tense",
    ),
    (
        "As of April 2026, there are 7 additional cabinet-level officials.",
        "2026-04-26",
        "April 2026",
        "keep",
        "current-period",
    ),
    (
        "As of May 2026, there are 7 additional cabinet-level officials.",
        "2026-04-26",
        "May 2026",
        "leak",
        "as-of",
    ),
    (
        "The creator has proposed a concrete scenario for June 22, 2026.",
        "2026-05-10",
        "June 22, 2026",
        "keep",
        "future-form",
    ),
    (
        "The creator has proposed a concrete scenario on June 22, 2026.",
        "2026-05-10",
        "June 22, 2026",
        "leak",
        "past-tense",
    ),
]


@pytest.mark.parametrize(("snippet", "cutoff", "expression", "verdict", "rule"), CASES)
def test_a_form_of_a_real_background_and_its_counter_sentence(
    snippet, cutoff, expression, verdict, rule
):
    assert verdict_of(snippet, cutoff, expression) == (verdict, rule)


def test_a_short_label_heads_no_list_and_a_colon_alone_makes_no_list():
    # "Resolution:" is too short a head; without a ";" a "Label: text" is no list of items
    for snippet in (
        "Resolution: the market resolved YES on March 3, 2026; payouts follow.",
        "The following do not constitute a change: the rate was cut on March 3, 2026.",
    ):
        assert verdict_of(snippet, "2026-01-18", "March 3, 2026") == ("leak", "past-tense")
