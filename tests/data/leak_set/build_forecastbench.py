# ruff: noqa: E501  (the excerpts are verbatim quotations and the texts are data: not wrapped)
"""Build ``tests/data/leak_set/forecastbench/`` from one real ForecastBench round.

Usage (from the repository root, in the project's environment)::

    .venv/bin/python tests/data/leak_set/build_forecastbench.py [ROUND_DIR]

``ROUND_DIR`` holds ``2025-10-26-llm.json`` and ``2025-10-26_resolution_set.json`` of the public
ForecastBench datasets (default ``/work/shared/data/forecastbench``). The script writes
``questions.jsonl`` and ``documents.jsonl`` next to itself, in ``forecastbench/``.

What is real and what is written here:

- Each question is the project's own import of the ForecastBench question
  (``forecasting_agents.sources.import_forecastbench``): its text, description, cutoff (the
  freeze date), resolution date and outcome come from the round, not from this file. A dataset
  question keeps only its first resolution date, as ForecastBench's placeholders filled in.
- A ``real`` document is an excerpt of the question's own text in the round (background,
  resolution criteria, the market's extra criteria, or the filled question), after the
  markup is removed (:func:`plain`). The script refuses an excerpt that is not, word for word,
  in that text, so every real document is a faithful quotation.
- A ``written`` document was written for this set, in our own words: an outcome report (the
  resolution set's outcome told as done on a date on or after the freeze, a leak) or a preview.

The label rule (see ``README.md``): a document is a leak when its title or text reports as done
an event dated on or after its question's cutoff; otherwise it is a keep. The script checks
that the project's ``strict`` policy flags every leak (strict flags any date on or after the
cutoff, so a leak it missed would have no date the recognizer reads), that every document is
published before its cutoff, that ids are unique ignoring case, and that the two files load.
"""

from __future__ import annotations

import argparse
import hashlib
import html
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from forecasting_agents.core._formats import load_documents, load_questions, write_jsonl
from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.search._leaks import judge_leak
from forecasting_agents.sources._forecastbench import import_forecastbench

QUESTION_SET = "2025-10-26-llm.json"
RESOLUTION_SET = "2025-10-26_resolution_set.json"
DEFAULT_ROUND_DIR = Path("/work/shared/data/forecastbench")
OUT_DIR = Path(__file__).resolve().parent / "forecastbench"
REAL_PUBLISHED = "2025-10-15"  # the day before the freeze: the text was in the round at the freeze
WRITTEN_URL = "https://news.example.com/leak-set-fb/{qid}/d{n:02d}"
DATASET_SOURCES = ("acled", "dbnomics", "fred", "wikipedia", "yfinance")
FIELD_NAMES = {
    "background": "background",
    "resolution_criteria": "resolution criteria",
    "market_info_resolution_criteria": "market resolution criteria",
    "question": "question text (placeholders filled with the round's dates)",
    "freeze_datetime_value_explanation": "freeze-value explanation",
}

_TAG = re.compile(r"<[^<>]{0,500}>")
_LINE_BREAK_TAG = re.compile(r"<br\s{0,5}/?>|</div>|</p>|</li>")
_MARKDOWN_LINK = re.compile(r"\[([^\[\]]{0,300})\]\((?:[^()\s]|\([^()\s]{0,200}\)){0,500}\)")
_SPACE = re.compile(r"\s+")


def plain(text: str) -> str:
    """The text a reader sees: HTML tags and Markdown link targets removed, entities decoded,
    ``**`` emphasis and ``\\$`` escapes dropped, whitespace collapsed. Nothing else changes."""
    text = _LINE_BREAK_TAG.sub(" ", text)
    text = _TAG.sub("", text)
    text = html.unescape(text)
    text = _MARKDOWN_LINK.sub(r"\1", text)
    text = text.replace("**", "").replace("\\$", "$")
    return _SPACE.sub(" ", text).strip()


@dataclass(frozen=True)
class Real:
    """A document quoting the question's own text: ``parts`` are (field, excerpt) pairs, an
    excerpt of ``None`` meaning the whole field; the parts are joined by a space."""

    parts: tuple[tuple[str, str | None], ...]
    why: str
    style: str
    kind: str = "reporting"


@dataclass(frozen=True)
class Written:
    """A document written for this set (an outcome report or a preview)."""

    published: str
    title: str
    text: str
    expected: str
    why: str
    style: str


@dataclass(frozen=True)
class Pick:
    """One question of the round (``fb_id`` is a unique prefix of its ForecastBench id)."""

    source: str
    fb_id: str
    docs: tuple[Real | Written, ...]


def real(*parts: tuple[str, str | None], why: str, style: str, kind: str = "reporting") -> Real:
    return Real(tuple(parts), why, style, kind)


def bg(excerpt: str | None = None) -> tuple[str, str | None]:
    return ("background", excerpt)


def rc(excerpt: str | None = None) -> tuple[str, str | None]:
    return ("resolution_criteria", excerpt)


def mi(excerpt: str | None = None) -> tuple[str, str | None]:
    return ("market_info_resolution_criteria", excerpt)


def qt(excerpt: str | None = None) -> tuple[str, str | None]:
    return ("question", excerpt)


def leak(published: str, title: str, text: str, why: str, style: str = "outcome-report") -> Written:
    return Written(published, title, text, "leak", why, style)


def keep(published: str, title: str, text: str, why: str, style: str = "preview") -> Written:
    return Written(published, title, text, "keep", why, style)


# --- The selection. Real excerpts are quoted from the round; written texts are our own. ---

PICKS: tuple[Pick, ...] = (
    # ---------------------------------------------------------------- infer
    Pick(
        "infer",
        "1560",
        (
            real(
                bg(
                    "The UK and French-led coalition, announced by British Prime Minister Keir Starmer on 2 March 2025, aims to facilitate peace negotiations between Ukraine and Russia while providing security guarantees that would ensure any ceasefire or peace deal remains stable (Telegraph)."
                ),
                why="Background citing only an announcement of 2 March 2025, before the freeze.",
                style="background",
            ),
            real(
                bg(
                    "Resolution Criteria: This question will resolve positively if, according to major news reporting, the “Coalition of the Willing” deploys military forces into Ukraine on or before 31 December 2025."
                ),
                why="Names the question's deadline, 31 December 2025, as a condition.",
                style="criteria",
            ),
            leak(
                "2025-10-13",
                "No coalition troops in Ukraine as 2025 ends",
                "By 31 December 2025 the Coalition of the Willing had not deployed forces into Ukraine, and the forecasting question on a 2025 deployment resolved No on 1 January 2026.",
                "Reports the state at the 31 December 2025 deadline and the resolution of 1 January 2026 as done.",
            ),
        ),
    ),
    Pick(
        "infer",
        "1563",
        (
            real(
                bg(
                    "A “Yes” resolution requires that a European government or the EU collectively formally announces a commitment to provide Ukraine with any of the following by 31 December 2025: M142 HIMARS launchers Other HIMARS-compatible rocket artillery systems (e.g., M270 launchers) Substitute systems (e.g., South Korea’s K239 Chunmoo or Israel's PULS), defined as multiple rocket launchers capable of delivering guided or unguided rockets at ranges broadly comparable to U.S.-made HIMARS/M270."
                ),
                why="Resolution rule with the 31 December 2025 deadline.",
                style="criteria",
            ),
            real(
                mi(),
                why="A note on a corrected criterion; it names no date.",
                style="criteria-update",
            ),
            leak(
                "2025-10-11",
                "Question on European HIMARS pledges closes No",
                "The RAND Forecasting Initiative question on a European commitment of HIMARS-compatible launchers to Ukraine resolved No on January 1, 2026: no qualifying pledge was made by 31 December 2025.",
                "Reports the resolution of January 1, 2026 as done.",
            ),
        ),
    ),
    Pick(
        "infer",
        "1653",
        (
            real(
                bg(
                    "Historical examples include the Gulf Cooperation Council Joint Defense Agreement (2000); the Joint Security Cooperation (2014) and the Islamic Military Counter Terrorism Coalition (2015); the Abraham Accords (2020); the I2U2 Group Agreements (2022); and more recently, the Arab League/Syria reinstatement (2023)."
                ),
                why="Past agreements cited by year only; the title repeats the question's 30 June 2026 deadline.",
                style="history",
            ),
        ),
    ),
    Pick(
        "infer",
        "1654",
        (
            real(
                bg(
                    "Sanctions must target a specific company or organization for the question to resolve as “Yes.” Sanctions against an individual will not be sufficient for resolution."
                ),
                why="A resolution rule with no date; the title holds the 30 June 2026 deadline.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "infer",
        "1554",
        (
            real(
                bg(
                    'This question will resolve as "Yes" if the United States implements new or expanded export controls on any of the following, with an effective date between 1 May 2025 and 31 December 2025: Advanced AI chips: New restrictions beyond those implemented on 13 January 2025.'
                ),
                why="Criteria naming a window ending 31 December 2025 and a rule of 13 January 2025 that came before the freeze.",
                style="criteria",
            ),
            real(
                bg(
                    'The question will resolve as "No" if no such new or expanded measures are implemented by 31 December 2025.'
                ),
                why="The deadline restated as a condition.",
                style="criteria",
            ),
            leak(
                "2025-10-14",
                "No new broad AI-chip export rule took effect in 2025",
                "No broad new U.S. export control on advanced AI chips, cloud compute or model weights took effect before 31 December 2025, and the question resolved No on 1 January 2026.",
                "Reports the outcome at the 31 December 2025 deadline and the 1 January 2026 resolution as done.",
            ),
        ),
    ),
    Pick(
        "infer",
        "1555",
        (
            real(
                bg(
                    "Resolution Criteria: This question will be resolved as “Yes” if, before 1 January 2026, both chambers of the U.S. Congress pass a bill substantively regulating AI development or restricting its use AND the President signs it into law or Congress overrides the President’s veto."
                ),
                why="Resolution rule with the 1 January 2026 deadline.",
                style="criteria",
            ),
            leak(
                "2025-10-09",
                "Congress ends 2025 without an AI law",
                "Congress adjourned for the year in December 2025 without passing a bill that substantively regulates AI, so the question resolved No on 1 January 2026.",
                "Reports a December 2025 adjournment and the 1 January 2026 resolution as done.",
            ),
        ),
    ),
    Pick(
        "infer",
        "1564",
        (
            real(
                bg(
                    "Most of this gas now arrives via the TurkStream pipeline or as liquefied natural gas (LNG), as Russia ended pipeline deliveries through Ukraine in January 2025 (Fitch Ratings, NPR)."
                ),
                why="Cites only January 2025, before the freeze.",
                style="background",
            ),
            real(
                bg(
                    "This chart is updated quarterly, so the question will be resolved when Q4 2025 is shown, likely in Q1 2026."
                ),
                why="Says when the question is expected to resolve; no date in a form the recognizer reads.",
                style="criteria",
            ),
            leak(
                "2025-10-12",
                "Russian gas imports to the EU stayed far below 15 bcm a quarter",
                "Bruegel's dataset, updated with fourth-quarter figures in January 2026, showed EU imports of Russian gas well under 15 billion cubic meters in every quarter of 2025.",
                "Reports data published in January 2026 as done (month-year only).",
            ),
        ),
    ),
    Pick(
        "infer",
        "1613",
        (
            real(
                bg(
                    "G7 and G20 health and science ministerial meetings regularly address biotechnology governance, with upcoming meetings including the G20 Health Ministers' Meeting in South Africa in November 2025 (OECD, German Ministry of Health)."
                ),
                why="An upcoming meeting in November 2025 named as a schedule.",
                style="background",
            ),
            real(
                bg(
                    'Resolution Criteria: This is an unscored question that closes for forecasting on 1 July 2026. Although this is an unscored question, we outline the theoretical resolution criteria here. This question will resolve as "Yes" if, by 31 December 2030, mirror organisms are formally addressed in official proceedings of at least one of these forums'
                ),
                why="A closing date and a deadline, both in the future.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "infer",
        "1645",
        (
            real(
                bg(
                    "At the time of question launch, the most recent Case-Shiller Index for May 2025 was 331.107."
                ),
                why="A data point for May 2025, before the freeze.",
                style="background",
            ),
            real(
                bg(
                    "This question will resolve “Yes” if the Case-Shiller Index is greater than or equal to 350.00000 for any month through July 2027. There is typically a two month lag in reporting, so numbers for July are expected to be available in late September 2027."
                ),
                why="A deadline and an expected publication month, both in the future.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "infer",
        "1644",
        (
            real(
                bg(
                    "If on 1 January 2027, it is unclear whether an attack has left a satellite permanently disabled, the attack will not be sufficient for resolution."
                ),
                why="A conditional rule about the 1 January 2027 deadline.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "infer",
        "1432",
        (
            real(
                bg(
                    "Currently, China’s only military base in Africa is in Djibouti, for which construction was confirmed to begin in February 2016 (The Diplomat). Since the establishment of its military base in Djibouti in 2017, China has shown interest in expanding its military presence in Africa, with significant investments in commercial ports and infrastructure across the continent (USIP, Geopolitical Monitor)."
                ),
                why="History before the freeze only (control).",
                style="history",
                kind="base_rate",
            ),
        ),
    ),
    Pick(
        "infer",
        "1461",
        (
            real(
                bg(
                    "As of August 2024, the annual headline inflation rate rose to 26.2%, following a peak of 38% in September 2023 (Trading Economics)."
                ),
                why="Data from 2023 and 2024 only (control).",
                style="history",
            ),
        ),
    ),
    # ------------------------------------------------------------ metaculus
    Pick(
        "metaculus",
        "2937",
        (
            real(
                mi(
                    "In 2013 the US Center for Disease Control and Prevention (CDC) reported that over 23,000 people died each year from antibiotic-resistant infections in the US. More recent data on their website suggests the figure is more like 37,000. At any point before the end of the calendar year 2025, will the CDC or another credible source report that at least 70,000 people die annually from antibiotic-resistant infections in the US?"
                ),
                why="History and the question's condition; the title names its December 31, 2025 deadline.",
                style="background",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "39771",
        (
            real(
                bg(
                    "In August 2025, Hurricane Erin swept across the Atlantic Ocean and then moved through the northern Caribbean before skirting up the east coast of the United States and heading back out to sea. At its peak intensity, it reached 160 mph maximum sustained wind, classifying it as a Category 5: the highest category on the Saffir–Simpson hurricane-intensity scale."
                ),
                why="Reports Hurricane Erin of August 2025, before the freeze.",
                style="background",
            ),
            real(mi(), why="Resolution rule with the December 1, 2025 deadline.", style="criteria"),
            leak(
                "2025-10-14",
                "Melissa tops Erin as the season's strongest hurricane",
                "Hurricane Melissa strengthened into a Category 5 storm on October 27, 2025, with sustained winds well above Erin's 160 mph, and struck Jamaica the next day.",
                "Reports Melissa's strengthening on October 27, 2025 as done.",
            ),
            keep(
                "2025-10-10",
                "Can another storm beat Erin before December?",
                "The Atlantic season runs until November 30, 2025. A storm with sustained winds above 160 mph before December 1, 2025 would resolve the question Yes; none has come close since Erin.",
                "A season calendar and a conditional; the only reported storm is Erin, before the freeze.",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "39783",
        (
            real(
                bg(
                    "From Reuters May 12, 2025: Chegg to lay off 22% of workforce as AI tools shake up edtech industry"
                ),
                why="A headline of May 12, 2025, before the freeze.",
                style="background",
            ),
            real(
                mi(
                    "This question resolves as Yes if Chegg, Inc., files any petition for bankruptcy protection in the United States, under any chapter of the United States Bankruptcy Code, before January 1, 2026."
                ),
                why="Resolution rule with the January 1, 2026 deadline.",
                style="criteria",
            ),
            leak(
                "2025-10-08",
                "Chegg reaches 2026 without a bankruptcy filing",
                "Chegg had filed no bankruptcy petition by January 1, 2026, and the Metaculus question closed as No.",
                "Reports the state at January 1, 2026 as known.",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "35573",
        (
            real(
                mi(),
                why="Resolution rule in Spanish; its date (31 de diciembre de 2025) is a deadline.",
                style="criteria",
            ),
            leak(
                "2025-10-15",
                "Bitcoin ends 2025 below where it started",
                "Bitcoin closed on December 31, 2025 below $93,429.20 on CoinMarketCap, so it finished the year lower than it began.",
                "Reports the December 31, 2025 close as done.",
            ),
            keep(
                "2025-10-14",
                "Bitcoin still well up for the year in October",
                "Bitcoin set a record above $126,000 on October 6, 2025 and traded near $110,000 in mid-October 2025, above the $93,429.20 at which it opened the year.",
                "Reports prices up to the freeze; 'mid-October 2025' is the time of writing, before the cutoff.",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "21531",
        (
            real(
                mi(
                    "This question will resolve positive if at any point between now and 1 Jan 2026 shares of at least four of the Magnificent Seven stocks (Apple, Microsoft, Alphabet, Amazon, Nvidia, Meta Platforms, and Tesla) close at least 50% below their all-time high."
                ),
                why="Resolution rule with the 1 Jan 2026 deadline.",
                style="criteria",
            ),
            leak(
                "2025-10-10",
                "Magnificent Seven bubble question resolves No",
                "No four of the Magnificent Seven were ever 50% below their highs at once, and the question resolved No on December 31, 2025.",
                "Reports the resolution of December 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "6948",
        (
            real(
                mi(),
                why="Resolution rule; its deadline 2025/12/31 is in a form the recognizer may not read.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "17917",
        (
            real(
                bg(
                    "Galileo planned and secured funding for an expedition to recover portions of an object known as CNEOS 2014-01-08, commonly called Interstellar Meteor 1 (IM1), which crashed of the coast of Papua New Guinea on January 8th, 2014."
                ),
                why="History of 2014 only (control).",
                style="history",
            ),
            real(
                mi(
                    "Such a systematic review should be peer-reviewed and should incorporate analyses of recovered material from at least 3 independent labs. It must be published before January 1, 2026."
                ),
                why="A deadline of January 1, 2026 as a condition.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "35567",
        (
            real(
                bg(
                    'A febrero de 2025, Rockstar Games ha anunciado oficialmente que "Grand Theft Auto VI" está programado para su lanzamiento en el tercer o cuarto trimestre de 2025, específicamente en la temporada de otoño.'
                ),
                why="A release plan as of February 2025 (in Spanish), stale but written before the freeze.",
                style="background",
            ),
            leak(
                "2025-10-13",
                "GTA VI slips again, to November 2026",
                "On November 6, 2025 Rockstar Games pushed Grand Theft Auto VI back to November 19, 2026, so the game did not go on sale in Europe in 2025.",
                "Reports the delay announced on November 6, 2025 as done; the new date is a schedule.",
            ),
            keep(
                "2025-10-03",
                "GTA VI is dated for May 2026",
                "Rockstar announced on May 2, 2025 that Grand Theft Auto VI will launch on May 26, 2026, moving it out of 2025.",
                "A past announcement (May 2, 2025) of a future date.",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "36024",
        (
            real(
                mi(
                    "This question will resolve as Yes if, before January 1, 2026, credible sources report that the U.S. and China have engaged in discussions regarding nuclear arms control, crisis management, or risk reduction in 2025."
                ),
                why="Resolution rule with the January 1, 2026 deadline.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "7994",
        (
            real(
                mi(
                    "This question will resolve as Yes if, before January 1, 2041, the FDA gives full approval to a cancer therapy that uses inorganic nanoparticles in the patient's treatment."
                ),
                why="A far deadline, January 1, 2041.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "6462",
        (
            real(
                bg(
                    'A jockey was fined AUD 30,000 for "overuse of the whip" in the 2020 Cup, despite a warning to all jockeys ahead of the Cup.'
                ),
                why="An event of 2020 (control).",
                style="history",
            ),
            real(
                mi(),
                why="A window from January 1, 2021 to January 1, 2027, as a condition.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "25349",
        (
            real(
                bg(
                    "In May 2023, after the residents of Tempe, Arizona rejected a proposal to build a new hockey arena, the Arizona Coyotes suspended operations."
                ),
                why="Reports May 2023 only (control).",
                style="history",
            ),
            real(
                mi(
                    "The question will resolve as Yes if the National Hockey League (NHL) officially announces that the Coyotes hockey team has secured a new arena in the state of Arizona and will begin hockey operations again before January 1st, 2029."
                ),
                why="A deadline, January 1st, 2029, with an ordinal suffix.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "16553",
        (
            real(
                mi(
                    "This resolves positively if by Jan 1st, 2029 a credible source reports an AI has blackmailed a human in a way that meets the following criteria:"
                ),
                why="A deadline with 'by' and an abbreviated month.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "metaculus",
        "19397",
        (
            real(
                bg(
                    "As of 10/14/23, every player who has been selected NBA MVP has eventually been elected to the Naismith Basketball Hall of Fame."
                ),
                why="A numeric date of 2023 (control).",
                style="history",
            ),
            real(mi(), why="A deadline of January 1, 2040.", style="criteria"),
        ),
    ),
    Pick(
        "metaculus",
        "8805",
        (
            real(
                bg(
                    "In Star Trek: Voyager, Season 6 Episode 8 (One Small Step) - originally airing November 17, 1999, it is stated that the New York Yankees win the World Series that occurs in 2032 in 6 games."
                ),
                why="A 1999 date and a fictional 2032 event named by year (control).",
                style="background",
            ),
        ),
    ),
    # ------------------------------------------------------------- manifold
    Pick(
        "manifold",
        "zqPzgyRyu9",
        (
            real(
                bg(),
                why="A creator's note dated 2025-03-21, before the freeze.",
                style="update-note",
            ),
            leak(
                "2025-10-07",
                "Pxie and Destiny reach year end without a settlement",
                "The lawsuit between Pxie and Destiny had not been settled by December 31, 2025, and the Manifold market resolved NO on 2026-01-01.",
                "Reports the state at December 31, 2025 and the resolution on 2026-01-01 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "RJH3aufks8LK0Pjyhrgl",
        (
            real(
                bg(
                    "Inflation data gathered from the bureau of labor statistics The current inflation rate is 3.2% the FED has a goal of 2%."
                ),
                why="Figures from when the market was created, no date.",
                style="background",
            ),
            leak(
                "2025-10-06",
                "Manifold's 2.5% inflation market resolves NO",
                "With annual CPI inflation still near 3%, the market on whether 2025 inflation would fall below 2.5% resolved NO on Dec. 10, 2025.",
                "Reports the resolution of Dec. 10, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "86c2ccz9tQ",
        (
            real(
                bg(
                    "Elon says they'll be doing driverless ride-hailing in Austin by June. Update 2025-02-11 (PST) (AI summary of creator comment): Driverless rides must be completely autonomous with no human available as a backup."
                ),
                why="A stated plan and a creator's note of 2025-02-11, before the freeze.",
                style="update-note",
            ),
            real(
                bg(
                    'Update 2025-06-22 (PST) (AI summary of creator comment): * The "still operational" requirement is met if the service is active on the last day of the year.'
                ),
                why="A note of 2025-06-22 about a condition at year end.",
                style="update-note",
            ),
            leak(
                "2025-10-12",
                "Tesla robotaxi falls short of 10,000 driverless rides",
                "Tesla's ride-hailing service had not logged 10,000 fully driverless rides by December 31, 2025, and the market resolved NO on January 1, 2026.",
                "Reports the year-end count and the resolution of January 1, 2026 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "7L7arFnaO0Nom1bLY295",
        (
            real(
                bg(), why="A creator's note of 2025-02-07 clarifying the rule.", style="update-note"
            ),
            leak(
                "2025-10-09",
                "Musk stays Tesla CEO through 2025",
                "Tesla shareholders approved Elon Musk's new pay package on November 6, 2025, and he remained chief executive through December 31, 2025.",
                "Reports the November 6, 2025 vote and his tenure to December 31, 2025 as done.",
            ),
            keep(
                "2025-10-02",
                "Tesla sets shareholder vote on Musk's pay",
                "Tesla's annual meeting, where shareholders will vote on a new pay package for Elon Musk, is set for November 6, 2025.",
                "A scheduled meeting.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "tIylsIZu95",
        (
            real(
                bg(
                    "If both of these sources agree that Elon Musk has a net worth of greater than or equal to $1 trillion on any single date on or before Dec 31st, 2028, the market will resolve yes; otherwise it will resolve no."
                ),
                why="The deadline Dec 31st, 2028 as a condition.",
                style="criteria",
            ),
            real(
                bg(
                    "Update 2024-27-12 (PST): - If Elon Musk dies before January 1st, 2029 without reaching >1Tn net worth, the market will resolve as No (AI summary of creator comment)"
                ),
                why="A conditional rule naming January 1st, 2029.",
                style="update-note",
            ),
            leak(
                "2025-10-11",
                "Musk's fortune crosses $1 trillion",
                "Forbes and Bloomberg both put Elon Musk's net worth above $1 trillion in June 2026, and the Manifold market resolved YES on June 13, 2026.",
                "Reports the June 2026 valuations and the June 13, 2026 resolution as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "mqIkDr66P84o5wxxKuD9",
        (
            real(
                bg(
                    "At the end of 2025 I will evalaute whether the hallucination problem for LLMs has been fixed or still exists. If hallucinations have been solved this market resolves YES."
                ),
                why="A planned evaluation at the end of 2025; no date in a form the recognizer reads.",
                style="criteria",
            ),
            leak(
                "2025-10-05",
                "LLM hallucinations not fixed, creator rules",
                "On January 1, 2026 the creator resolved the market NO: language models still hallucinated at the end of 2025.",
                "Reports the resolution of January 1, 2026 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "Zn0R05lcyR",
        (
            real(
                bg(),
                why="The market's rule; '1/3/15' is an episode number, not a date.",
                style="criteria",
            ),
            leak(
                "2025-10-04",
                "No Waymo sketch on SNL this year",
                "Saturday Night Live aired no Waymo sketch in 2025, and the market closed NO on 1 January 2026.",
                "Reports the resolution on 1 January 2026 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "AZNPqIQuA0",
        (
            real(
                bg(
                    "Number to beat is 0.72 from 2023. If 2025 is higher than that, resolves Yes, otherwise No."
                ),
                why="A 2023 figure and the rule; no date.",
                style="criteria",
            ),
            leak(
                "2025-10-13",
                "South Korea's birth rate rose again in 2025",
                "The market on whether South Korea's 2025 fertility rate would beat 2023's 0.72 resolved YES on January 1, 2026.",
                "Reports the resolution of January 1, 2026 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "dy9yI9PLIh",
        (
            real(
                bg(
                    "Resolution Criteria This market will resolve YES if the current Iranian regime loses control of the central government in Tehran during calendar year 2025."
                ),
                why="The rule for calendar year 2025; no date.",
                style="criteria",
            ),
            leak(
                "2025-10-15",
                "Iran's government held on through 2025",
                "Iran's government remained in control of Tehran through December 31, 2025, and the market resolved NO.",
                "Reports the state through December 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "RzsZN6SlUp",
        (
            real(
                bg(
                    "Update 2025-10-11 (PST) (AI summary of creator comment): The market will NOT resolve N/A. It uses logical IFF (if and only if), meaning it resolves YES if both underlying markets resolve the same way (both YES or both NO), and resolves NO if they resolve differently (one YES, one NO). Since the Nobel market has resolved No, this market will now resolve opposite to the ceasefire market."
                ),
                why="Reports a market that resolved before the note of 2025-10-11, before the freeze.",
                style="update-note",
            ),
            leak(
                "2025-10-14",
                "No Ukraine ceasefire, so the Nobel IFF market resolves YES",
                "No ceasefire between Russia and Ukraine took effect by December 31, 2025, so the market resolved YES on January 2, 2026.",
                "Reports the year-end state and the resolution on January 2, 2026 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "cI9O2UsgOQ",
        (
            real(
                bg(
                    'Resolution criteria This market will resolve to "Yes" if Elon Musk officially establishes a new political party in the United States by December 31, 2025.'
                ),
                why="The rule with its December 31, 2025 deadline.",
                style="criteria",
            ),
            real(
                bg(
                    'Update 2025-07-05 (PST) (AI summary of creator comment): A tweet or public announcement alone is not sufficient for a "Yes" resolution.'
                ),
                why="A creator's note of 2025-07-05.",
                style="update-note",
            ),
            leak(
                "2025-10-10",
                "Musk's America Party never formally launched",
                "By December 31, 2025 the party Elon Musk floated in July had not been formally established, and the market resolved NO.",
                "Reports the state at December 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "D38AIR8f03odzU8ZvoKr",
        (
            real(
                bg(
                    'Update 2025-06-21 (PST) (AI summary of creator comment): In response to a query about a recent military event, the creator has stated that a single strike is not sufficient to meet the "sustained manner" criterion for a YES resolution.'
                ),
                why="A note of 2025-06-21 about a strike before the freeze.",
                style="update-note",
            ),
            leak(
                "2025-10-08",
                "No US-Iran war in 2025",
                "The United States and Iran were not at war at any point up to December 31, 2025; the market resolved NO on January 1, 2026.",
                "Reports the year's outcome and the January 1, 2026 resolution as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "Og5u9CudhA",
        (
            real(bg(), why="A three-word clarification with no date (control).", style="criteria"),
            leak(
                "2025-10-13",
                "TSLA never fell below $200 in 2025",
                "Tesla shares did not close below $200 at any point in 2025 and finished December 31, 2025 far above that level.",
                "Reports the December 31, 2025 close as done.",
            ),
        ),
    ),
    Pick(
        "manifold",
        "4fPq6PiY40SUrZGL7cb5",
        (
            real(
                bg(
                    "This question resolves as YES if Magnus Carlsen, the Classical World Chess Champion as of 2022, participates either in: (1) An event, such as a candidates tournament, which is primarily intended to select the next contender for the FIDE Classical World Chess Championship."
                ),
                why="The rule; only a year is named (control).",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "manifold",
        "ygVTjZRGDZvp0EQJ1L53",
        (real(bg(), why="A condition on January 1, 2030.", style="criteria"),),
    ),
    Pick(
        "manifold",
        "hkmwaaZrisxgrs5Q3zGz",
        (
            real(
                bg(),
                why="An old release date (March 29, 2024) reported as missed, before the freeze (control).",
                style="background",
            ),
        ),
    ),
    Pick(
        "manifold",
        "5tK0oHHn2tP323Zoe9gK",
        (
            real(
                bg(
                    "This market resolves to YES if King Harald V abdicates the throne before his death. The market resolves to NO when he dies. The close date for this question is arbitrary."
                ),
                why="The rule; no date (control).",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "manifold",
        "K8qazyZJ3tXyuLlzkkyk",
        (
            real(rc(), why="Only a pointer to the market; no date (control).", style="pointer"),
            leak(
                "2025-10-12",
                "San Diego FC clinches a playoff berth in its first season",
                "San Diego FC secured its place in the MLS Cup Playoffs, and Manifold's market on it resolved YES on 2026-01-01.",
                "Reports the resolution on 2026-01-01 as done.",
            ),
        ),
    ),
    # ----------------------------------------------------------- polymarket
    Pick(
        "polymarket",
        "0x3e6cb7ad03e2",
        (
            real(
                bg(), why="The market's rule for the 2025-2026 season; no date.", style="criteria"
            ),
            leak(
                "2025-10-14",
                "Chiefs eliminated from AFC West race",
                "After losing to the Houston Texans on December 7, 2025, Kansas City could no longer finish first in the AFC West, and the market resolved No.",
                "Reports the December 7, 2025 loss and elimination as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x1d395b8dea9d",
        (
            real(bg(), why="The market's rule for Super Bowl LX; no date.", style="criteria"),
            leak(
                "2025-10-15",
                "Super Bowl LX kicks off without Kansas City",
                "Super Bowl LX was played at Levi's Stadium on February 8, 2026 without the Chiefs, who had missed the playoffs.",
                "Reports the game of February 8, 2026 as done.",
            ),
            keep(
                "2025-10-01",
                "Super Bowl LX set for Santa Clara",
                "Super Bowl LX will be played at Levi's Stadium in Santa Clara, California, on February 8, 2026.",
                "A scheduled game.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x58e092763b13",
        (
            real(
                bg(
                    "The 2025 Atlanta mayoral election will be held on November 4, 2025. This market will resolve according to the candidate that wins the election."
                ),
                why="The election date as a schedule.",
                style="criteria",
            ),
            leak(
                "2025-10-09",
                "Dickens wins a second term as Atlanta mayor",
                "Mayor Andre Dickens was re-elected outright on 4 November 2025, avoiding a runoff; Walter Reeves finished far behind.",
                "Reports the result of 4 November 2025 as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xbb0e4120b64a",
        (
            real(
                bg(
                    "Presidential elections are scheduled to be held in Chile on November 16, 2025. If no candidate secures more than 50% of the vote outright, a second round of elections will be scheduled. This market will resolve to the candidate that wins this election."
                ),
                why="An election date and a conditional runoff.",
                style="criteria",
            ),
            real(
                bg(
                    'This market includes any potential second round. If the result of this election isn\'t known by May 31, 2026, 11:59 PM ET, the market will resolve to "No".'
                ),
                why="A fallback deadline of May 31, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-11",
                "Jara and Kast advance to Chile's runoff",
                "In the first round on November 16, 2025, Jeannette Jara and José Antonio Kast took the top two places and advanced to the runoff set for December 14, 2025.",
                "Reports the November 16, 2025 first round as done; the runoff date is a schedule.",
            ),
            leak(
                "2025-10-15",
                "Kast elected president of Chile",
                "José Antonio Kast won Chile's presidential runoff on 14 December 2025, defeating Jeannette Jara.",
                "Reports the runoff of 14 December 2025 as done.",
            ),
            keep(
                "2025-10-06",
                "Chile's election calendar",
                "Chileans vote on November 16, 2025; if no candidate passes 50%, the top two meet in a runoff on December 14, 2025.",
                "A calendar with a conditional runoff.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x56a161fce05c",
        (
            real(
                bg(
                    "The 2025 New York City mayoral election will be held on November 4, 2025, to elect the mayor of New York City. This market will resolve according to the candidate candidate that wins the second most votes in this election."
                ),
                why="The election date as a schedule.",
                style="criteria",
            ),
            leak(
                "2025-10-12",
                "Mamdani elected mayor; Cuomo runner-up",
                "New York City's mayoral election is held on November 4, 2025, with polls open from 6 a.m. to 9 p.m.",
                "The title reports the result as done; the text gives the November 4, 2025 election date (leak in the title only).",
                style="headline-outcome",
            ),
            leak(
                "2025-10-14",
                "Mamdani wins New York mayoralty",
                "Zohran Mamdani won the New York City mayoral election on November 4, 2025, with Andrew Cuomo second and Curtis Sliwa third.",
                "Reports the November 4, 2025 result as done.",
            ),
            keep(
                "2025-10-13",
                "Early voting opens Oct. 25 in New York City",
                "Early voting runs from Oct. 25 to Nov. 2, 2025, ahead of Election Day on Nov. 4, 2025; polls show Mamdani leading Cuomo.",
                "A voting calendar and polls before the freeze.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x027eeeaba097",
        (
            real(
                bg(
                    'If the results of the election are not confirmed by July 31, 2026, this market will resolve to "Other". The resolution source for this market is the Associated Press, Fox News, and NBC.'
                ),
                why="A fallback deadline of July 31, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-10",
                "Sherrill wins New Jersey governor's race",
                "Democrat Mikie Sherrill was elected governor of New Jersey on Nov. 4, 2025, defeating Republican Jack Ciattarelli.",
                "Reports the Nov. 4, 2025 result as done.",
            ),
            keep(
                "2025-10-07",
                "New Jersey's governor race enters its final weeks",
                "Mikie Sherrill and Jack Ciattarelli meet for their last debate before the Nov. 4, 2025 election; Sherrill leads narrowly in most polls.",
                "A preview with polls.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xf5bd04e6c5fb",
        (
            real(
                bg(
                    "Nicușor Dan, the current Mayor of Bucharest, was elected President of Romania on May 18, 2025, triggering a mayoral by-election expected within 90 days of his departure."
                ),
                why="Reports an election of May 18, 2025, before the freeze, and an expected by-election.",
                style="background",
            ),
            real(
                bg(
                    "If no by-election takes place by July 31, 2026, this market will resolve to “Other.”"
                ),
                why="A fallback deadline of July 31, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-12",
                "Ciucu wins Bucharest mayoral by-election",
                "Ciprian Ciucu won the Bucharest mayoral by-election held on 7 December 2025; Victor Ponta was not elected.",
                "Reports the by-election of 7 December 2025 as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x53f82bd52566",
        (
            real(
                bg(
                    "The resolution source for this market is the FOMC’s statement after its meeting scheduled for October 28 - 29, 2025 according to the official calendar: https://www.federalreserve.gov/monetarypolicy/fomccalendars.htm."
                ),
                why="A scheduled meeting (October 28 - 29, 2025).",
                style="criteria",
            ),
            real(
                bg(
                    "This market will resolve to the amount of basis points the upper bound of the target federal funds rate is changed by versus the level it was prior to the Federal Reserve's October 2025 meeting."
                ),
                why="Names the October 2025 meeting as the one that decides it.",
                style="criteria",
            ),
            leak(
                "2025-10-10",
                "Fed trims rates a quarter point for the second straight meeting",
                "As expected, the FOMC lowered the target range for the federal funds rate by 25 basis points, to 3.75%-4.00%, on October 29, 2025.",
                "Reports the October 29, 2025 decision as done, despite 'as expected'.",
            ),
            leak(
                "2025-10-15",
                "October FOMC: the 25 bps bracket wins",
                "The statement issued after the October 28-29, 2025 meeting cut the upper bound from 4.25% to 4.00%, so the 25 bps bracket resolved Yes.",
                "Reports the outcome of a meeting dated by a day range.",
            ),
            keep(
                "2025-10-14",
                "Markets all but certain of an October cut",
                "Futures price about a 95% chance that the FOMC lowers rates by 25 basis points at its October 28-29, 2025 meeting; the statement is due at 2 p.m. ET on October 29, 2025.",
                "A preview of a scheduled decision.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xf5ec2524e8d5",
        (
            real(
                bg(
                    "This market will resolve according to the decisions made by the next three Federal Open Market Committee (FOMC) meetings in 2025 (September 16-17, October 28-29, and December 9-10)."
                ),
                why="A meeting calendar; the ranges carry no year.",
                style="criteria",
            ),
            real(
                bg(
                    'If no statement is released for the December meeting by December 31, 2025, 11:59 PM ET, this market will resolve to "Other".'
                ),
                why="A fallback deadline of December 31, 2025.",
                style="criteria",
            ),
            leak(
                "2025-10-12",
                "Third cut in a row ends the cut-cut-pause bet",
                "The Fed cut again on December 10, 2025, lowering the range to 3.50%-3.75%; after three straight cuts the cut-cut-pause bracket resolved No.",
                "Reports the December 10, 2025 decision as done.",
            ),
            keep(
                "2025-10-09",
                "A December pause is still possible",
                "After cutting on September 17, 2025, the FOMC meets on October 28-29, 2025 and December 9-10, 2025; a cut in October and a pause in December would complete a cut-cut-pause year.",
                "A past cut before the freeze, a calendar and a conditional.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x419c7ae262b7",
        (
            real(
                bg(
                    "A qualifying cut occurs when the new upper bound of the target federal funds rate is lower compared to the level it was prior to the respective meeting.",
                ),
                bg(
                    "A qualifying pause occurs when the new upper bound of the target federal funds rate is equal to the level it was prior to the respective meeting."
                ),
                why="Definitions, no date (two sentences of the background).",
                style="criteria",
            ),
            leak(
                "2025-10-13",
                "October cut rules out cut-pause-cut",
                "Because the FOMC cut rather than paused on October 29, 2025, the cut-pause-cut path was ruled out that day.",
                "Reports the October 29, 2025 decision as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x34a8aa834927",
        (
            real(
                bg(
                    'This market will resolve to "Yes" if Monad launches a token and performs an airdrop by November 30, 2025, 11:59 PM ET. Otherwise, this market will resolve to "No".'
                ),
                why="The rule with its November 30, 2025 deadline.",
                style="criteria",
            ),
            leak(
                "2025-10-11",
                "Monad launches mainnet and MON airdrop",
                "Monad's mainnet and its MON token went live on November 24, 2025, with the airdrop claimable the same day.",
                "Reports the November 24, 2025 launch as done.",
            ),
            keep(
                "2025-10-08",
                "Monad airdrop expected before December",
                "Monad has said its token will launch with the public mainnet, which it expects before the end of November 2025.",
                "An expected launch month.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x77b4a1d4cd39",
        (
            real(bg(), why="The rule with its December 31, 2025 deadline.", style="criteria"),
            leak(
                "2025-10-14",
                "Polymarket's US exchange takes its first real-money trades",
                "Polymarket's CFTC-regulated US exchange placed its first real-money trades in December 2025, resolving the market Yes.",
                "Reports a December 2025 launch as done (month-year only).",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xa76a7ecac374",
        (
            real(
                bg(
                    'This market will immediately resolve to "Yes" if any Binance 1 minute candle for Bitcoin (BTC/USDT) between July 14, 2025, 14:00 and December 31, 2025, 23:59 in the ET timezone has a final "Low" price of $99,999.99 or lower.'
                ),
                why="A window from July 14, 2025 to December 31, 2025, as a condition.",
                style="criteria",
            ),
            leak(
                "2025-10-09",
                "Bitcoin breaks below $100,000",
                "Bitcoin fell below $100,000 on Binance on November 4, 2025, for the first time since June.",
                "Reports the November 4, 2025 drop as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xa7abf914ff94",
        (
            real(
                bg(
                    "This market can resolve after the 2025 TIME's Person of the Year is announced by TIME magazine. If for any reason the 2025 TIME's Person of the Year is not announced by January 31, 2026 11:59 PM ET, this market will resolve to \"No\"."
                ),
                why="A fallback deadline of January 31, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-12",
                "TIME passes over Musk for Person of the Year",
                "TIME's 2025 Person of the Year, revealed on December 11, 2025, was not Elon Musk.",
                "Reports the December 11, 2025 announcement as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xfccc16f3bba1",
        (
            real(
                bg(
                    "Spotify releases an annual report of its most streamed artist (see: https://newsroom.spotify.com/2024-12-04/top-songs-artists-podcasts-audiobooks-albums-trends-2024/). This market refers to the most streamed Spotify artist for 2025."
                ),
                why="A 2024 report cited by a URL dated 2024-12-04 (control).",
                style="background",
            ),
            real(
                bg(
                    'If Spotify does not release who their top artist for 2025 is by January 31, 2026, 11:59 PM ET, this market will resolve to "No".'
                ),
                why="A fallback deadline of January 31, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-13",
                "Bad Bunny tops Spotify Wrapped 2025",
                "Spotify Wrapped, released on December 3, 2025, named Bad Bunny the most-streamed artist in the world for 2025.",
                "Reports the December 3, 2025 release as done.",
            ),
            keep(
                "2025-10-10",
                "When Spotify Wrapped 2025 lands",
                "Spotify usually publishes Wrapped in the first week of December; the 2025 edition is expected around December 3, 2025.",
                "An expected publication date.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xa8c0a8ea0b9f",
        (
            real(
                bg(
                    "The “Weekend Box Office Performance” table on https://www.the-numbers.com/movie/Zootopia-2-(2025)#tab=box-office will be used to resolve this market once the values for the 3-day opening weekend (November 28 - 30) are final (i.e. not studio estimates)."
                ),
                why="A scheduled weekend without a year.",
                style="criteria",
            ),
            leak(
                "2025-10-14",
                "Zootopia 2 opens big but short of Minecraft",
                "Zootopia 2 took about $96 million over the November 28-30, 2025 weekend, short of A Minecraft Movie's $162.8 million April opening.",
                "Reports the weekend of November 28-30, 2025 as done.",
            ),
            keep(
                "2025-10-06",
                "Zootopia 2 opens over Thanksgiving",
                "Zootopia 2 opens in US theaters on Wednesday, November 26, 2025, so its three-day weekend runs November 28-30, 2025.",
                "A release schedule.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x7d98815be880",
        (
            real(
                bg(
                    'This market will resolve to "Yes" if any model owned by Google has the highest arena score based off the Chatbot Arena LLM Leaderboard (https://lmarena.ai/leaderboard/text) when the table under the "Leaderboard" tab is checked on December 31, 2025, 12:00 PM ET.'
                ),
                why="A scheduled check on December 31, 2025.",
                style="criteria",
            ),
            leak(
                "2025-10-11",
                "Gemini 3 holds the LMArena crown into the new year",
                "Google's Gemini 3 Pro, released on November 18, 2025, took first place on LMArena's text leaderboard and still held it at the check on December 31, 2025.",
                "Reports a November 18, 2025 release and the December 31, 2025 standing as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x385458d81b80",
        (
            real(
                bg(
                    "This market will resolve according to the value reported by the Global Land-Ocean Temperature Index for October 2025 when it is released. An anomaly within a named bracket for October 2025 is necessary and sufficient to resolve this market immediately once the data becomes available, regardless of whether the figure for October 2025 is later revised."
                ),
                why="October 2025 names the month measured, data still to be released.",
                style="criteria",
            ),
            real(
                bg(
                    "If no information for October 2025 is provided by NASA by January 1, 2026, 11:59 PM ET, this market will resolve to the lowest range bracket."
                ),
                why="A fallback deadline of January 1, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-15",
                "NASA: October 2025 anomaly above 1.10 C",
                "NASA's GISTEMP table, updated in November 2025, put October 2025's global anomaly at or above 1.10 °C, so the lowest bracket resolved No.",
                "Reports data released in November 2025 as done (month-year only).",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x8d0139c21a36",
        (
            real(
                bg(
                    "This market will resolve to “Yes” if Keir Starmer ceases to be the Prime Minister of the United Kingdom for any period of time between February 2 and December 31, 2025, 11:59 PM ET. Otherwise, this market will resolve to “No”."
                ),
                why="A window ending December 31, 2025, as a condition.",
                style="criteria",
            ),
            leak(
                "2025-10-12",
                "Starmer sees out 2025 in Downing Street",
                "Keir Starmer was still Prime Minister on December 31, 2025, so the market on his exit in 2025 resolved No.",
                "Reports the state on December 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x62b0cd598091",
        (
            real(
                bg(
                    'This market will resolve to "Yes" if there is a military engagement between the military forces of the United States of America and Venezuela between August 21, and October 31, 2025, 11:59 PM ET.'
                ),
                why="A window ending October 31, 2025, as a condition.",
                style="criteria",
            ),
            leak(
                "2025-10-09",
                "No US-Venezuela clash by the deadline",
                "No direct engagement between US and Venezuelan forces occurred by October 31, 2025, and the market resolved No.",
                "Reports the state at October 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x2239eba5e038",
        (
            real(
                bg(
                    "For the 98th Academy Awards in 2026, nominations are scheduled to be announced on January 22, followed by the ceremony on March 15, 2026."
                ),
                why="A scheduled announcement and ceremony.",
                style="criteria",
            ),
            real(
                bg(
                    'If, for any reason, no winner is declared by June 30, 2026, 11:59 PM ET, this market will resolve to "Other".'
                ),
                why="A fallback deadline of June 30, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-14",
                "Avatar: Fire and Ash misses Best Picture nomination",
                "When the Academy announced its nominations on January 22, 2026, Avatar: Fire and Ash was not among the Best Picture nominees.",
                "Reports the January 22, 2026 announcement as done.",
            ),
            keep(
                "2025-10-05",
                "Oscars calendar for the 98th Academy Awards",
                "Nominations for the 98th Academy Awards will be announced on January 22, 2026, and the ceremony will be held on March 15, 2026.",
                "A calendar.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x807a5bd3d529",
        (
            real(bg(), why="The rule for the 2026 primary; no date (control).", style="criteria"),
            leak(
                "2025-10-13",
                "Platner wins Maine's Democratic Senate primary",
                "Graham Platner won the Democratic primary for U.S. Senate in Maine on June 9, 2026.",
                "Reports the primary of June 9, 2026 as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x77eaf36a8019",
        (
            real(
                bg(
                    "This is a market on how whether 'A Minecraft Movie' (2025) will gross more domestically on its opening weekend than any other movie in 2025. The “Weekend Box Office Performance” table on https://www.the-numbers.com/movie/Minecraft-Movie-A-(2025)#tab=box-office will be used to resolve this market once the values for the 3-day opening weekend (April 4 - 6) are final (i.e. not studio estimates)."
                ),
                why="An opening weekend (April 4 - 6) before the freeze.",
                style="criteria",
            ),
            leak(
                "2025-10-12",
                "A Minecraft Movie keeps 2025's biggest opening",
                "At year end, on December 31, 2025, A Minecraft Movie's $162.8 million debut was still the biggest domestic opening of 2025.",
                "Reports the standing on December 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xe06c8e9546be",
        (
            real(
                bg(
                    'If the 2025–26 UEFA Champions League is canceled or not completed by October 1, 2026, this market will resolve to "Other".'
                ),
                why="A fallback deadline of October 1, 2026.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0x3265b10daeb3",
        (real(bg(), why="The rule for the 2028 nomination; no date (control).", style="criteria"),),
    ),
    Pick(
        "polymarket",
        "0x69e655152b96",
        (
            real(
                bg(
                    "This market will resolve to “Yes” if, according to the ISW map, Russia captures the Pokrovsk train station (48.284816377539386, 37.180016843748454) by December 31, 2025, 11:59 PM ET."
                ),
                why="The rule with its December 31, 2025 deadline.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xad0144e9296c",
        (
            real(
                bg(
                    "If there has been no definitive statement by October 31, 2025, 11:59 PM ET, this market will resolve based on what law enforcement believe was most likely."
                ),
                why="A fallback rule at October 31, 2025.",
                style="criteria",
            ),
        ),
    ),
    Pick(
        "polymarket",
        "0xe6508d867d15",
        (
            real(
                bg(
                    "If no information for 2025 is provided by NASA by March 1, 2026, 11:59 PM ET, this market will resolve based on a consensus of credible reporting."
                ),
                why="A fallback deadline of March 1, 2026.",
                style="criteria",
            ),
            leak(
                "2025-10-15",
                "2025 falls short of 2024's temperature record",
                "NASA's annual analysis, released in January 2026, did not rank 2025 above 2024, the warmest year on record.",
                "Reports the January 2026 analysis as done (month-year only).",
            ),
        ),
    ),
    # --------------------------------------------------------- dataset: fred
    Pick(
        "fred",
        "DFEDTARU",
        (
            real(
                qt(),
                rc(),
                why="The question and rule; 2025-11-02 and 2025-10-26 are the round's resolution and due dates.",
                style="data-question",
            ),
            real(
                bg(
                    "This series represents upper limit of the federal funds target range established by the Federal Open Market Committee. The data updated each day is the data effective as of that day."
                ),
                why="A description of the series; no date (control).",
                style="background",
                kind="base_rate",
            ),
            leak(
                "2025-10-11",
                "Fed funds upper limit falls to 4.00%",
                "After the FOMC's October 29, 2025 cut, the upper limit of the target range in FRED's DFEDTARU series fell from 4.25 to 4.00 and stayed there through 2025-11-02.",
                "Reports the October 29, 2025 cut and the series through 2025-11-02 as done.",
            ),
            keep(
                "2025-10-14",
                "What an October cut would do to DFEDTARU",
                "The FOMC's next decision is due on October 29, 2025; a quarter-point cut would take the upper limit to 4.00 from 4.25.",
                "A scheduled decision and a conditional.",
            ),
        ),
    ),
    Pick(
        "fred",
        "IORB",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-12",
                "Interest on reserve balances cut to 3.90%",
                "The Fed lowered the interest rate on reserve balances from 4.15% to 3.90% effective October 30, 2025.",
                "Reports a change effective October 30, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "fred",
        "DGS7",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-13",
                "Seven-year yield rises after Powell's December warning",
                "The 7-year Treasury yield ended October 31, 2025 above its level of October 24, 2025, after Chair Powell said a December cut was not a foregone conclusion.",
                "Reports yields of October 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "fred",
        "DJIA",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-14",
                "Dow ends October higher",
                "The Dow Jones Industrial Average closed on Oct. 31, 2025 above its close of Oct. 24, 2025.",
                "Reports closes of Oct. 24 and Oct. 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "fred",
        "GASDESW",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            real(
                bg(
                    "Additional background of the series: 1. the units of the series: Dollars per Gallon. 2. the seasonal adjustments of the series: Not Seasonally Adjusted 3. the update frequency: Weekly, Ending Monday"
                ),
                why="Series metadata; no date (control).",
                style="background",
                kind="base_rate",
            ),
            leak(
                "2025-10-10",
                "Diesel prices tick up at the end of October",
                "EIA's weekly survey showed the average US diesel price rising in the last week of October 2025.",
                "Reports late-October 2025 data as done (month-year only).",
            ),
        ),
    ),
    # ------------------------------------------------------ dataset: yfinance
    Pick(
        "yfinance",
        "PFE",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-12",
                "Pfizer slips over the week",
                "Pfizer closed on October 31, 2025 below its close of October 24, 2025.",
                "Reports closes after the cutoff as done.",
            ),
        ),
    ),
    Pick(
        "yfinance",
        "MU",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-13",
                "Micron extends its rally",
                "Micron shares closed at a higher price on 31 October 2025 than on 24 October 2025.",
                "Reports closes after the cutoff as done.",
            ),
        ),
    ),
    Pick(
        "yfinance",
        "AVGO",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-11",
                "Broadcom higher into November",
                "Broadcom's close on Friday, October 31, 2025, the last trading day before 2025-11-02, was above its October 24 close.",
                "Reports a close of October 31, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "yfinance",
        "KHC",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-09",
                "Kraft Heinz ends October lower",
                "Kraft Heinz stock closed lower on Oct 31 2025 than on Oct 24 2025.",
                "Reports closes after the cutoff as done (dates without commas).",
            ),
        ),
    ),
    Pick(
        "yfinance",
        "PYPL",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-15",
                "PayPal gives back its earnings-week gains",
                "PayPal reported third-quarter results on October 28, 2025, and by the October 31, 2025 close the stock was below where it had ended October 24.",
                "Reports results and closes after the cutoff as done.",
            ),
            keep(
                "2025-10-08",
                "PayPal earnings date",
                "PayPal will report third-quarter 2025 results before the market opens on October 28, 2025.",
                "A scheduled earnings release.",
            ),
        ),
    ),
    Pick(
        "yfinance",
        "DFS",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            real(
                bg(
                    "As of May 18, 2025, Discover Financial Services operates as a subsidiary of Capital One Financial Corporation."
                ),
                why="Reports a merger completed on May 18, 2025, before the freeze (control).",
                style="background",
            ),
        ),
    ),
    # --------------------------------------------------------- dataset: acled
    Pick(
        "acled",
        "c8efef925f6c",
        (
            real(
                qt(
                    "Will there be more fatalities in Haiti for the 30 days before 2025-11-02 compared to the 30-day average of fatalities over the 360 days preceding 2025-10-26?"
                ),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-13",
                "Haiti's recorded fatalities below their yearly average",
                "ACLED's data for the 30 days to 2 November 2025 recorded fewer fatalities in Haiti than the 30-day average of the preceding year.",
                "Reports data for a period ending 2 November 2025 as done.",
            ),
        ),
    ),
    Pick(
        "acled",
        "216fc0f48a7f",
        (
            real(
                qt(
                    "Will there be more than ten times as many 'Protests' in France for the 30 days before 2025-11-02 compared to one plus the 30-day average of 'Protests' over the 360 days preceding 2025-10-26?"
                ),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            real(
                ("freeze_datetime_value_explanation", None),
                why="The reference value's explanation; no date (control).",
                style="data-note",
                kind="base_rate",
            ),
        ),
    ),
    Pick(
        "acled",
        "29cec9b1e064",
        (
            real(
                qt(
                    "Will there be more 'Protests' in Israel for the 30 days before 2025-11-02 compared to the 30-day average of 'Protests' over the 360 days preceding 2025-10-26?"
                ),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-11",
                "Protests in Israel fall below the yearly pace",
                "In the 30 days up to November 2, 2025, ACLED counted fewer protest events in Israel than its 30-day average for the previous year.",
                "Reports counts for a period ending November 2, 2025 as done.",
            ),
        ),
    ),
    Pick(
        "acled",
        "9ed9286e52a1",
        (
            real(
                qt(
                    "Will there be more 'Protests' in Turkey for the 30 days before 2025-11-02 compared to the 30-day average of 'Protests' over the 360 days preceding 2025-10-26?"
                ),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-14",
                "Turkey's protest count runs above average",
                "ACLED recorded more protest events in Turkey in the month to 2025-11-02 than its 30-day average over the year before.",
                "Reports counts for a period ending 2025-11-02 as done.",
            ),
        ),
    ),
    Pick(
        "acled",
        "3ca097964597",
        (
            real(
                qt(
                    "Will there be more than ten times as many 'Protests' in Sudan for the 30 days before 2025-11-02 compared to one plus the 30-day average of 'Protests' over the 360 days preceding 2025-10-26?"
                ),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            real(
                bg(
                    "Detailed information about the categories can be found at: https://acleddata.com/knowledge-base/codebook/#acled-events"
                ),
                why="A pointer to the codebook; no date (control).",
                style="background",
                kind="base_rate",
            ),
        ),
    ),
    # ------------------------------------------------------ dataset: dbnomics
    Pick(
        "dbnomics",
        "meteofrance_TEMPERATURE_celsius.07149.D",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-12",
                "Orly warmer on 2 November than a week earlier",
                "Météo-France's daily mean temperature at Orly on 2 November 2025 was higher than on 26 October 2025.",
                "Reports readings of 26 October and 2 November 2025 as done.",
            ),
            keep(
                "2025-10-14",
                "When the Orly readings will be published",
                "Météo-France daily means reach DBnomics with a lag of about a day, so the 2 November 2025 reading should appear by 4 November 2025.",
                "An expected publication schedule.",
            ),
        ),
    ),
    Pick(
        "dbnomics",
        "meteofrance_TEMPERATURE_celsius.07110.D",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
        ),
    ),
    Pick(
        "dbnomics",
        "meteofrance_TEMPERATURE_celsius.07690.D",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-13",
                "Nice cooler on 2 November",
                "At Nice the daily average temperature on Nov. 2, 2025 came in below the reading of Oct. 26, 2025.",
                "Reports readings after the cutoff as done.",
            ),
        ),
    ),
    Pick(
        "dbnomics",
        "meteofrance_TEMPERATURE_celsius.07761.D",
        (
            real(
                qt(),
                bg(),
                why="The question and the series' background, with the round's dates, both after the freeze.",
                style="data-question",
            ),
        ),
    ),
    Pick(
        "dbnomics",
        "meteofrance_TEMPERATURE_celsius.78897.D",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
        ),
    ),
    # ----------------------------------------------------- dataset: wikipedia
    Pick(
        "wikipedia",
        "d4fd9e41e71c",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-13",
                "Gukesh's rating flat on the November list",
                "On FIDE's November 2025 rating list, published November 1, 2025, Gukesh's rating was not 1% above his October figure.",
                "Reports the November 1, 2025 list as done.",
            ),
        ),
    ),
    Pick(
        "wikipedia",
        "ff153a13090a",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            leak(
                "2025-10-10",
                "Praggnanandhaa slips in the world ranking",
                "Praggnanandhaa ranked lower in the FIDE rankings on 2025-11-02 than he had on 2025-10-26.",
                "Reports rankings on dates after the cutoff as known.",
            ),
        ),
    ),
    Pick(
        "wikipedia",
        "cb3336ed4ee8",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
            real(
                bg(
                    "Records can be set in long course (50 metres) or short course (25 metres) swimming pools."
                ),
                why="A general statement; no date (control).",
                style="background",
                kind="base_rate",
            ),
            leak(
                "2025-10-12",
                "Marchand's 400 IM record still stands",
                "Léon Marchand's 400 m individual medley world record was still listed on Wikipedia on November 2, 2025.",
                "Reports the state on November 2, 2025 as known.",
            ),
        ),
    ),
    Pick(
        "wikipedia",
        "c150752b0fa1",
        (
            real(
                qt(),
                bg(
                    "According to Wikipedia, Hepatitis C is the common name of an infectious disease."
                ),
                why="The question (2025-11-02 is its resolution date) and a definition.",
                style="data-question",
            ),
            leak(
                "2025-10-14",
                "Still no hepatitis C vaccine",
                "As of November 2, 2025 Wikipedia's list of infectious diseases still showed no vaccine for hepatitis C.",
                "Reports the state as of November 2, 2025 as known.",
            ),
        ),
    ),
    Pick(
        "wikipedia",
        "beccd776bdc0",
        (
            real(
                qt(),
                rc(),
                why="The question and rule with the round's dates, both after the freeze.",
                style="data-question",
            ),
        ),
    ),
)


def split_of(question_id: str) -> str:
    """``test`` or ``dev``, fixed by the id's hash so that nobody chooses it."""
    return "test" if hashlib.sha256(question_id.encode()).digest()[0] % 2 == 1 else "dev"


def _source_text(raw: dict, imported: dict, field: str) -> str:
    """The plain text of one field of a question: ``question`` is the importer's filled text."""
    if field == "question":
        return plain(imported["question"])
    return plain(raw[field])


def _first_paragraph(text: str) -> str:
    return text.split("\n\n", 1)[0].strip()


def _excerpts(pick: Pick, doc: Real, raw: dict, imported: dict) -> list[tuple[str, str, bool]]:
    """Each part of a real document as (field, quoted text, whether it is the whole field).

    A part without an excerpt quotes the whole field, except the question text, of which it
    quotes the first paragraph (a dataset question's worked example is left out). Exits when
    an excerpt is not, word for word, in its field.
    """
    parts = []
    for field, excerpt in doc.parts:
        source = _source_text(raw, imported, field)
        if excerpt is None:
            excerpt = (
                plain(_first_paragraph(imported["question"])) if field == "question" else source
            )
        if excerpt not in source:
            sys.exit(
                f"{pick.source} {pick.fb_id}: excerpt not found verbatim in its {field}: "
                f"{excerpt[:80]!r}"
            )
        parts.append((field, excerpt, excerpt == source))
    return parts


def _real_why(doc: Real, parts: list[tuple[str, str, bool]]) -> str:
    """The hand-written reason, plus which fields the text quotes and whether it is an excerpt."""
    quoted = [
        f"the {FIELD_NAMES[field]}" if whole else f"an excerpt of the {FIELD_NAMES[field]}"
        for field, _, whole in parts
    ]
    return f"{doc.why} Written before the freeze; the text quotes {' + '.join(quoted)}."


def _find_question(pick: Pick, imported_by_id: dict[str, dict]) -> dict:
    """The importer's record for the pick: a market question, or a dataset question's first date."""
    matches = [
        rec
        for rec in imported_by_id.values()
        if rec["forecastbench_source"] == pick.source
        and rec["forecastbench_id"].startswith(pick.fb_id)
    ]
    ids = {rec["forecastbench_id"] for rec in matches}
    if len(ids) != 1:
        sys.exit(f"{pick.source} {pick.fb_id}: matches {len(ids)} ForecastBench ids, not one")
    return min(matches, key=lambda rec: rec["resolution_date"])


def build(round_dir: Path) -> tuple[list[dict], list[dict]]:
    """The question and document records of the set, checked; exits naming the first problem."""
    result = import_forecastbench(round_dir / QUESTION_SET, round_dir / RESOLUTION_SET)
    imported_by_id = {q.to_record()["id"]: q.to_record() for q in result.questions}
    raw_questions = json.loads((round_dir / QUESTION_SET).read_text(encoding="utf-8"))["questions"]
    raw_by_key = {(q["source"], q["id"]): q for q in raw_questions}

    questions, documents = [], []
    for pick in PICKS:
        imported = _find_question(pick, imported_by_id)
        raw = raw_by_key[(pick.source, imported["forecastbench_id"])]
        qid = f"lf-{imported['id']}"
        record = {
            key: value for key, value in imported.items() if value is not None or key == "outcome"
        }
        record["id"] = qid
        record["split"] = split_of(qid)
        record["forecastbench_url"] = raw["url"]
        questions.append(record)
        for number, doc in enumerate(pick.docs, start=1):
            common = {"id": f"{qid}-d{number:02d}", "question_id": qid}
            if isinstance(doc, Real):
                parts = _excerpts(pick, doc, raw, imported)
                documents.append(
                    {
                        **common,
                        "kind": doc.kind,
                        "title": plain(_first_paragraph(imported["question"])),
                        "url": raw["url"],
                        "published": REAL_PUBLISHED,
                        "text": " ".join(text for _, text, _ in parts),
                        "expected": "keep",
                        "why": _real_why(doc, parts),
                        "source_kind": "forecastbench",
                        "style": doc.style,
                        "origin": "forecastbench-text",
                    }
                )
            else:
                documents.append(
                    {
                        **common,
                        "kind": "reporting",
                        "title": doc.title,
                        "url": WRITTEN_URL.format(qid=qid, n=number),
                        "published": doc.published,
                        "text": doc.text,
                        "expected": doc.expected,
                        "why": doc.why,
                        "source_kind": "forecastbench",
                        "style": doc.style,
                        "origin": "written",
                    }
                )
    _check(questions, documents)
    return questions, documents


def _check(questions: list[dict], documents: list[dict]) -> None:
    """Refuse the set unless its ids, dates and labels obey the rules in the README."""
    for kind, records in (("question", questions), ("document", documents)):
        seen: dict[str, str] = {}
        for record in records:
            key = record["id"].casefold()
            if key in seen:
                sys.exit(f"duplicate {kind} id ignoring case: {record['id']} and {seen[key]}")
            seen[key] = record["id"]
    cutoffs = {q["id"]: q["cutoff_date"] for q in questions}
    for doc in documents:
        cutoff = cutoffs[doc["question_id"]]
        if not doc["published"] < cutoff:
            sys.exit(f"{doc['id']}: published {doc['published']} is not before its cutoff {cutoff}")
        if doc["expected"] not in ("leak", "keep"):
            sys.exit(f"{doc['id']}: expected must be leak or keep, not {doc['expected']!r}")
        if doc["expected"] == "leak":
            result = SearchResult(
                title=doc["title"], url=doc["url"], snippet=doc["text"], published=doc["published"]
            )
            verdict = judge_leak(result, cutoff, policy="strict")
            if not verdict.leak:
                sys.exit(
                    f"{doc['id']}: a leak with no date the recognizer reads on or after {cutoff}"
                )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("round_dir", nargs="?", type=Path, default=DEFAULT_ROUND_DIR)
    args = parser.parse_args(argv)
    questions, documents = build(args.round_dir)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    write_jsonl(OUT_DIR / "questions.jsonl", questions)
    write_jsonl(OUT_DIR / "documents.jsonl", documents)
    loaded_questions = load_questions(OUT_DIR / "questions.jsonl")
    loaded_documents = load_documents(
        OUT_DIR / "documents.jsonl", question_ids=[q.question_id for q in loaded_questions]
    )
    print(
        f"wrote {len(loaded_questions)} questions and {len(loaded_documents)} documents to {OUT_DIR}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
