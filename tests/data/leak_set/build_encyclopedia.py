# ruff: noqa: E501  (the texts are data: not wrapped)
"""Build ``tests/data/leak_set/encyclopedia/`` : real events of 2023-2025, invented summaries.

Usage (from the repository root, in the project's environment)::

    .venv/bin/python tests/data/leak_set/build_encyclopedia.py

Each event below is a real one and becomes a question whose cutoff is before it. Its documents
are encyclopedia-style summaries written for this set, in our own words (no text is copied from
Wikipedia or anywhere else): some as the article might have read after the event was added
(they report the outcome, dated on or after the cutoff: ``leak``), some as it stood before
(the schedule, candidates, format: ``keep``) and some with only earlier history (``keep``).
Every document is dated before its question's cutoff, as a mis-dated or later-updated page
would be.

The script writes ``questions.jsonl`` and ``documents.jsonl`` in ``encyclopedia/`` next to
itself, after checking that ids are unique ignoring case, that every document is published
before its cutoff, that the project's ``strict`` policy flags every leak (so each leak has a
date the recognizer reads), and that both files load with the project's loaders.
"""

from __future__ import annotations

import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path

from forecasting_agents.core._formats import load_documents, load_questions, write_jsonl
from forecasting_agents.core._schemas import SearchResult
from forecasting_agents.search._leaks import judge_leak

OUT_DIR = Path(__file__).resolve().parent / "encyclopedia"
URL = "https://wiki.example.org/leak-set/{qid}/d{n:02d}"


@dataclass(frozen=True)
class Doc:
    published: str
    title: str
    text: str
    expected: str
    why: str
    style: str
    kind: str = "reporting"


@dataclass(frozen=True)
class Event:
    slug: str
    question: str
    description: str
    cutoff: str
    resolution: str
    outcome: int
    category: str
    docs: tuple[Doc, ...]


def updated(published: str, title: str, text: str, why: str, style: str = "updated-article") -> Doc:
    """The article as if updated after the event: reports the outcome (a leak)."""
    return Doc(published, title, text, "leak", why, style)


def before(
    published: str, title: str, text: str, why: str, style: str = "pre-event-article"
) -> Doc:
    """The article as it stood before the event: schedule, candidates, format (a keep)."""
    return Doc(published, title, text, "keep", why, style)


def history(published: str, title: str, text: str, why: str, kind: str = "base_rate") -> Doc:
    """Earlier history only, all of it before the cutoff (a keep)."""
    return Doc(published, title, text, "keep", why, "history", kind)


EVENTS: tuple[Event, ...] = (
    # ------------------------------------------------------------------ elections
    Event(
        "us-pres-2024",
        "Will Donald Trump win the 2024 United States presidential election?",
        "Resolves YES if Donald Trump wins a majority of the Electoral College in the election of November 5, 2024, as certified by Congress on January 6, 2025.",
        "2024-10-20",
        "2024-11-06",
        1,
        "elections",
        (
            before(
                "2024-10-02",
                "2024 United States presidential election",
                "The 2024 United States presidential election is scheduled for Tuesday, November 5, 2024. Vice President Kamala Harris became the presumptive Democratic nominee after President Joe Biden withdrew on July 21, 2024; former president Donald Trump was nominated at the Republican National Convention in Milwaukee on July 15, 2024. Electors will meet in their states on December 17, 2024, and Congress will count the electoral votes on January 6, 2025.",
                "Nominations before the cutoff and a calendar of later steps.",
            ),
            updated(
                "2024-10-15",
                "2024 United States presidential election",
                "The election was held on November 5, 2024. Trump defeated Harris, winning 312 electoral votes to 226 and carrying all seven swing states, and became the second president after Grover Cleveland to serve two non-consecutive terms. He was inaugurated on January 20, 2025.",
                "Reports the November 5, 2024 result as done.",
            ),
            updated(
                "2024-10-18",
                "Kamala Harris 2024 presidential campaign",
                "Harris launched her campaign in July 2024, the day Biden withdrew, and chose Minnesota governor Tim Walz as her running mate. She conceded the race in a speech at Howard University in November 2024.",
                "Reports a concession dated only by a month-year after the cutoff.",
            ),
            history(
                "2024-09-30",
                "2020 United States presidential election",
                "In the election of November 3, 2020, Joe Biden defeated the incumbent Donald Trump, receiving 306 electoral votes to Trump's 232. Trump did not concede, and the count was certified on January 7, 2021, after the attack on the Capitol.",
                "The previous election only (control).",
            ),
        ),
    ),
    Event(
        "uk-ge-2024",
        "Will the Labour Party win a majority in the 2024 United Kingdom general election?",
        "Resolves YES if Labour wins at least 326 of the 650 seats in the House of Commons at the general election of 4 July 2024.",
        "2024-06-20",
        "2024-07-05",
        1,
        "elections",
        (
            before(
                "2024-06-10",
                "2024 United Kingdom general election",
                "Prime Minister Rishi Sunak announced on 22 May 2024 that a general election would be held on 4 July 2024, and Parliament was dissolved on 30 May 2024. Opinion polls throughout the campaign have shown Labour, led by Keir Starmer, about twenty points ahead of the Conservatives.",
                "A calendar and polls; the announcements came before the cutoff.",
            ),
            updated(
                "2024-06-14",
                "2024 United Kingdom general election",
                "At the general election of 4 July 2024 Labour won 411 of the 650 seats, a majority of 174, and Keir Starmer was appointed Prime Minister on 5 July 2024. The Conservatives fell to 121 seats, their lowest total ever.",
                "Reports the 4 July 2024 result as done.",
            ),
            updated(
                "2024-06-18",
                "2024 United Kingdom general election: Labour wins landslide",
                "Polling stations are open from 7 a.m. to 10 p.m. on 4 July 2024, and most constituencies declare their results overnight.",
                "The title reports the outcome; the text gives only the polling day (leak in the title only).",
                style="headline-outcome",
            ),
            history(
                "2024-06-01",
                "2019 United Kingdom general election",
                "The previous general election, on 12 December 2019, gave the Conservatives under Boris Johnson a majority of 80, their largest since 1987.",
                "The previous election only (control).",
            ),
        ),
    ),
    Event(
        "india-ge-2024",
        "Will the BJP win an outright majority of Lok Sabha seats in the 2024 Indian general election?",
        "Resolves YES if the Bharatiya Janata Party alone wins at least 272 of the 543 seats, according to the results counted on 4 June 2024.",
        "2024-05-20",
        "2024-06-04",
        0,
        "elections",
        (
            before(
                "2024-05-15",
                "2024 Indian general election",
                "The general election is being held in seven phases from 19 April to 1 June 2024 to elect the 543 members of the 18th Lok Sabha, and votes will be counted on 4 June 2024. A party or alliance needs 272 seats for a majority; the BJP has set a target of 370 seats for itself.",
                "A voting calendar and a stated target; the count is scheduled.",
            ),
            updated(
                "2024-05-18",
                "2024 Indian general election",
                "Results declared on 4 June 2024 gave the BJP 240 seats, 32 short of a majority, while the NDA alliance won 293. Narendra Modi was sworn in for a third term on 9 June 2024, relying on coalition partners for the first time.",
                "Reports the 4 June 2024 results as done.",
            ),
            history(
                "2024-05-02",
                "2019 Indian general election",
                "In the 2019 election the BJP won 303 seats, its best result, and the NDA as a whole won 353.",
                "The previous election only (control).",
            ),
        ),
    ),
    Event(
        "turkey-pres-2023",
        "Will Recep Tayyip Erdoğan win the 2023 Turkish presidential election?",
        "Resolves YES if Erdoğan is elected president in the vote of 14 May 2023 or in a runoff on 28 May 2023.",
        "2023-05-01",
        "2023-05-28",
        1,
        "elections",
        (
            before(
                "2023-04-20",
                "2023 Turkish presidential election",
                "Presidential and parliamentary elections are scheduled for 14 May 2023. If no candidate wins more than half of the valid votes, a runoff between the top two will be held on 28 May 2023. The main challenger is Kemal Kılıçdaroğlu, the joint candidate of the six-party Nation Alliance.",
                "A calendar and a conditional runoff.",
            ),
            updated(
                "2023-04-26",
                "2023 Turkish presidential election",
                "Erdoğan led the first round on 14 May 2023 with 49.5% of the vote and won the runoff on 28 May 2023 with about 52%, beginning a third term as president.",
                "Reports both rounds as done.",
            ),
            history(
                "2023-04-10",
                "2023 Turkey–Syria earthquakes",
                "The earthquakes of 6 February 2023 killed more than 50,000 people in Turkey; Erdoğan kept the election date of 14 May 2023, announced on 10 March 2023.",
                "Past events before the cutoff; 14 May 2023 appears as a kept schedule.",
                kind="reporting",
            ),
        ),
    ),
    Event(
        "argentina-pres-2023",
        "Will Javier Milei win the 2023 Argentine presidential election?",
        "Resolves YES if Milei is elected in the general election of 22 October 2023 or in the runoff of 19 November 2023.",
        "2023-10-10",
        "2023-11-19",
        1,
        "elections",
        (
            before(
                "2023-09-28",
                "2023 Argentine general election",
                "The general election is scheduled for 22 October 2023, with a runoff on 19 November 2023 if no candidate wins 45% of the vote, or 40% with a lead of ten points. Javier Milei of La Libertad Avanza came first in the primaries of 13 August 2023 with about 30%.",
                "Primaries before the cutoff; later rounds scheduled.",
            ),
            updated(
                "2023-10-04",
                "2023 Argentine general election",
                "Economy minister Sergio Massa led the first round on 22 October 2023, but Milei won the runoff on 19 November 2023 with 55.7% of the vote and took office on 10 December 2023.",
                "Reports both rounds and the inauguration as done.",
            ),
            updated(
                "2023-10-06",
                "Javier Milei",
                "Milei, an economist and television commentator, entered the Chamber of Deputies in 2021. He was elected president in November 2023 on a platform of dollarization and deep cuts in public spending.",
                "Reports the election dated only by a month-year after the cutoff.",
            ),
        ),
    ),
    Event(
        "taiwan-pres-2024",
        "Will Lai Ching-te win the 2024 Taiwanese presidential election?",
        "Resolves YES if Lai Ching-te receives the most votes in the presidential election of 13 January 2024.",
        "2024-01-02",
        "2024-01-13",
        1,
        "elections",
        (
            before(
                "2023-12-20",
                "2024 Taiwanese presidential election",
                "The presidential and legislative elections are scheduled for 13 January 2024. The presidential candidates are Lai Ching-te of the Democratic Progressive Party, Hou Yu-ih of the Kuomintang and Ko Wen-je of the Taiwan People's Party, after talks on a joint KMT–TPP ticket collapsed on 23 November 2023.",
                "Candidates settled before the cutoff; the election is scheduled.",
            ),
            updated(
                "2023-12-28",
                "2024 Taiwanese presidential election",
                "Lai won on 13 January 2024 with 40.1% of the vote, giving the DPP an unprecedented third consecutive term, although it lost its majority in the Legislative Yuan. He was inaugurated on 20 May 2024.",
                "Reports the 13 January 2024 result as done.",
            ),
        ),
    ),
    Event(
        "indonesia-pres-2024",
        "Will Prabowo Subianto win the 2024 Indonesian presidential election without a runoff?",
        "Resolves YES if the General Elections Commission declares Prabowo the winner of the first round of 14 February 2024, so that no runoff is held.",
        "2024-02-01",
        "2024-03-20",
        1,
        "elections",
        (
            before(
                "2024-01-22",
                "2024 Indonesian presidential election",
                "Indonesians vote on 14 February 2024. A first-round win requires more than half of the national vote and at least 20% in more than half of the provinces; otherwise a runoff is planned for 26 June 2024. The candidates are Anies Baswedan, Prabowo Subianto and Ganjar Pranowo.",
                "A calendar and the rules for a runoff.",
            ),
            updated(
                "2024-01-28",
                "2024 Indonesian presidential election",
                "The General Elections Commission declared on 20 March 2024 that Prabowo had won 58.6% of the vote, avoiding a runoff; he was sworn in on 20 October 2024.",
                "Reports the declaration of 20 March 2024 as done.",
            ),
        ),
    ),
    Event(
        "mexico-pres-2024",
        "Will Claudia Sheinbaum win the 2024 Mexican presidential election?",
        "Resolves YES if Sheinbaum receives the most votes in the election of 2 June 2024.",
        "2024-05-15",
        "2024-06-03",
        1,
        "elections",
        (
            before(
                "2024-05-02",
                "2024 Mexican general election",
                "The general election is scheduled for 2 June 2024. Claudia Sheinbaum, former head of government of Mexico City, is the candidate of the Morena-led coalition Sigamos Haciendo Historia; Xóchitl Gálvez represents the opposition coalition Fuerza y Corazón por México. The winner will take office on 1 October 2024.",
                "Candidates and a calendar.",
            ),
            updated(
                "2024-05-10",
                "2024 Mexican general election",
                "Sheinbaum won the election of 2 June 2024 with about 60% of the vote and became the first woman to serve as president of Mexico when she took office on 1 October 2024.",
                "Reports the 2 June 2024 result as done.",
            ),
            history(
                "2024-04-20",
                "2018 Mexican general election",
                "Andrés Manuel López Obrador won the election of 1 July 2018 with 53% of the vote.",
                "The previous election only (control).",
            ),
        ),
    ),
    Event(
        "ep-2024",
        "Will the European People's Party remain the largest group after the 2024 European Parliament election?",
        "Resolves YES if the EPP group has more seats than any other group in the results of the election held 6-9 June 2024.",
        "2024-05-25",
        "2024-06-10",
        1,
        "elections",
        (
            before(
                "2024-05-12",
                "2024 European Parliament election",
                "Elections to the European Parliament are held from 6 to 9 June 2024 in the 27 member states, electing 720 members. The new Parliament's constitutive session is scheduled for 16 July 2024.",
                "A calendar.",
            ),
            updated(
                "2024-05-20",
                "2024 European Parliament election",
                "The European People's Party remained the largest group, winning 188 of the 720 seats in the election of 6–9 June 2024, while parties of the far right made large gains in France and Germany.",
                "Reports the result of an election dated by a day range.",
            ),
            history(
                "2024-05-01",
                "2019 European Parliament election",
                "In the election of 23–26 May 2019 the EPP won 182 of 751 seats and stayed the largest group.",
                "The previous election only (control).",
            ),
        ),
    ),
    Event(
        "france-leg-2024",
        "Will the National Rally win an absolute majority in the 2024 French legislative election?",
        "Resolves YES if the National Rally and its allies win at least 289 of the 577 seats after the second round of 7 July 2024.",
        "2024-06-20",
        "2024-07-07",
        0,
        "elections",
        (
            before(
                "2024-06-14",
                "2024 French legislative election",
                "President Emmanuel Macron dissolved the National Assembly on 9 June 2024, after his party's defeat in the European elections. The first round is set for 30 June 2024 and the second for 7 July 2024; an absolute majority requires 289 of the 577 seats.",
                "A dissolution before the cutoff and two scheduled rounds.",
            ),
            updated(
                "2024-06-16",
                "2024 French legislative election",
                "In the second round on 7 July 2024 the left-wing New Popular Front won the most seats, Macron's Ensemble came second and the National Rally and its allies came third with about 143 seats, far short of a majority.",
                "Reports the second-round result as done.",
            ),
            updated(
                "2024-06-18",
                "2024 French legislative election: New Popular Front comes first",
                "Second-round voting takes place on 7 July 2024 in the constituencies where no candidate was elected outright in the first round.",
                "The title reports the outcome; the text only the schedule (leak in the title only).",
                style="headline-outcome",
            ),
        ),
    ),
    Event(
        "poland-2023",
        "Will Law and Justice keep its majority in the 2023 Polish parliamentary election?",
        "Resolves YES if PiS wins at least 231 of the 460 Sejm seats in the election of 15 October 2023.",
        "2023-10-01",
        "2023-10-17",
        0,
        "elections",
        (
            before(
                "2023-09-20",
                "2023 Polish parliamentary election",
                "The election to the Sejm and Senate is scheduled for 15 October 2023, together with a four-question referendum. Law and Justice, in power since 2015, is seeking a third term; the largest opposition bloc is the Civic Coalition led by Donald Tusk.",
                "A scheduled election.",
            ),
            updated(
                "2023-09-27",
                "2023 Polish parliamentary election",
                "PiS won the most votes on 15 October 2023 but only 194 of the 460 seats. An opposition coalition took a majority, and Donald Tusk's government was sworn in on 13 December 2023.",
                "Reports the result and the new government as done.",
            ),
        ),
    ),
    Event(
        "netherlands-2023",
        "Will the PVV win the most seats in the 2023 Dutch general election?",
        "Resolves YES if Geert Wilders's Party for Freedom wins more House of Representatives seats than any other party on 22 November 2023.",
        "2023-11-08",
        "2023-11-23",
        1,
        "elections",
        (
            before(
                "2023-10-30",
                "2023 Dutch general election",
                "A snap election is scheduled for 22 November 2023, after the fourth Rutte cabinet collapsed on 7 July 2023. Polls show a close race between the VVD, New Social Contract, GroenLinks–PvdA and the PVV.",
                "A cabinet collapse before the cutoff and a scheduled election.",
            ),
            updated(
                "2023-11-03",
                "2023 Dutch general election",
                "Geert Wilders's PVV won 37 of the 150 seats on 22 November 2023, the most of any party and more than double its previous total.",
                "Reports the 22 November 2023 result as done.",
            ),
        ),
    ),
    Event(
        "korea-pres-2025",
        "Will Lee Jae-myung win the 2025 South Korean presidential election?",
        "Resolves YES if Lee Jae-myung is elected in the snap presidential election of 3 June 2025.",
        "2025-05-20",
        "2025-06-04",
        1,
        "elections",
        (
            before(
                "2025-05-08",
                "2025 South Korean presidential election",
                "The snap election was called after the Constitutional Court upheld President Yoon Suk Yeol's impeachment on 4 April 2025. It is scheduled for 3 June 2025; the leading candidates are Lee Jae-myung of the Democratic Party and Kim Moon-soo of the People Power Party.",
                "A ruling before the cutoff and a scheduled election.",
            ),
            updated(
                "2025-05-14",
                "2025 South Korean presidential election",
                "Lee Jae-myung won the election of 3 June 2025 with 49.4% of the vote and was sworn in the next day, on 4 June 2025, without the usual transition period.",
                "Reports the 3 June 2025 result as done.",
            ),
            history(
                "2025-05-01",
                "2022 South Korean presidential election",
                "Yoon Suk Yeol defeated Lee Jae-myung on 9 March 2022 by 0.73 percentage points, the narrowest margin in the country's history.",
                "The previous election only (control).",
            ),
        ),
    ),
    Event(
        "australia-2025",
        "Will Labor win a majority in the 2025 Australian federal election?",
        "Resolves YES if the Australian Labor Party wins at least 76 of the 150 House of Representatives seats at the election of 3 May 2025.",
        "2025-04-15",
        "2025-05-10",
        1,
        "elections",
        (
            before(
                "2025-04-02",
                "2025 Australian federal election",
                "Prime Minister Anthony Albanese announced on 28 March 2025 that the federal election would be held on 3 May 2025. The opposition Liberal–National Coalition is led by Peter Dutton.",
                "An announcement before the cutoff and a scheduled election.",
            ),
            updated(
                "2025-04-09",
                "2025 Australian federal election",
                "Labor won a second term on 3 May 2025, increasing its majority to 94 of the 150 seats; Peter Dutton lost his own seat of Dickson.",
                "Reports the 3 May 2025 result as done.",
            ),
        ),
    ),
    Event(
        "ldp-leadership-2025",
        "Will Sanae Takaichi win the October 2025 Liberal Democratic Party leadership election?",
        "Resolves YES if Takaichi is elected LDP president in the leadership election of 4 October 2025.",
        "2025-09-25",
        "2025-10-04",
        1,
        "elections",
        (
            before(
                "2025-09-16",
                "2025 Liberal Democratic Party presidential election",
                "Shigeru Ishiba announced on 7 September 2025 that he would resign as LDP president. The leadership election is scheduled for 4 October 2025; the candidates include Sanae Takaichi, Shinjirō Koizumi and Yoshimasa Hayashi.",
                "A resignation before the cutoff and a scheduled vote.",
            ),
            updated(
                "2025-09-22",
                "2025 Liberal Democratic Party presidential election",
                "Takaichi beat Koizumi in the runoff on 4 October 2025 and was elected by the Diet on 21 October 2025 as Japan's first female prime minister.",
                "Reports the vote of 4 October 2025 as done.",
            ),
        ),
    ),
    # ---------------------------------------------------------------- sport
    Event(
        "euro-2024",
        "Will Spain win UEFA Euro 2024?",
        "Resolves YES if Spain wins the final of UEFA Euro 2024, scheduled for 14 July 2024 in Berlin.",
        "2024-07-01",
        "2024-07-14",
        1,
        "sports",
        (
            before(
                "2024-06-27",
                "UEFA Euro 2024",
                "UEFA Euro 2024 is being held in Germany from 14 June to 14 July 2024, with the final scheduled for 14 July 2024 at the Olympiastadion in Berlin. Spain won all three of its group matches without conceding a goal.",
                "Group results before the cutoff and a scheduled final.",
            ),
            updated(
                "2024-06-29",
                "UEFA Euro 2024 final: Spain 2–1 England",
                "The final is scheduled for 14 July 2024 at the Olympiastadion in Berlin.",
                "The title gives the result; the text only the schedule (leak in the title only).",
                style="headline-outcome",
            ),
            updated(
                "2024-06-30",
                "UEFA Euro 2024 final",
                "Spain beat England 2–1 in the final on 14 July 2024, with goals from Nico Williams and Mikel Oyarzabal, to win a record fourth European Championship.",
                "Reports the final as done.",
            ),
            history(
                "2024-06-20",
                "UEFA European Championship",
                "Spain won the tournament in 1964, 2008 and 2012. Italy won the previous edition, beating England on penalties at Wembley on 11 July 2021.",
                "Earlier editions only (control).",
            ),
        ),
    ),
    Event(
        "copa-america-2024",
        "Will Argentina win the 2024 Copa América?",
        "Resolves YES if Argentina wins the final of the 2024 Copa América on July 14, 2024.",
        "2024-07-01",
        "2024-07-15",
        1,
        "sports",
        (
            before(
                "2024-06-24",
                "2024 Copa América",
                "The 2024 Copa América is being held in the United States from June 20 to July 14, 2024, with the final at Hard Rock Stadium in Miami Gardens, Florida, on July 14, 2024. Argentina is the defending champion.",
                "A tournament calendar.",
            ),
            updated(
                "2024-06-28",
                "2024 Copa América final",
                "Argentina beat Colombia 1–0 after extra time on July 14, 2024, with a goal by Lautaro Martínez in the 112th minute; kick-off was delayed by more than an hour by crowd trouble outside the stadium.",
                "Reports the final as done.",
            ),
        ),
    ),
    Event(
        "super-bowl-lviii",
        "Will the Kansas City Chiefs win Super Bowl LVIII?",
        "Resolves YES if the Chiefs win Super Bowl LVIII, scheduled for February 11, 2024 in Paradise, Nevada.",
        "2024-01-30",
        "2024-02-12",
        1,
        "sports",
        (
            before(
                "2024-01-29",
                "Super Bowl LVIII",
                "Super Bowl LVIII will be played on February 11, 2024 at Allegiant Stadium in Paradise, Nevada, between the AFC champion Kansas City Chiefs and the NFC champion San Francisco 49ers. The Chiefs beat the Baltimore Ravens 17–10 in the AFC Championship Game on January 28, 2024.",
                "A conference final before the cutoff and a scheduled game.",
            ),
            updated(
                "2024-01-29",
                "Super Bowl LVIII",
                "On Feb. 11, 2024 the Chiefs beat the 49ers 25–22 in overtime, the second Super Bowl to go to overtime; Patrick Mahomes threw the winning touchdown pass to Mecole Hardman and was named MVP.",
                "Reports the game as done (abbreviated month).",
            ),
            history(
                "2024-01-20",
                "Super Bowl LVII",
                "The Chiefs beat the Philadelphia Eagles 38–35 in Super Bowl LVII on February 12, 2023.",
                "The previous Super Bowl only (control).",
            ),
        ),
    ),
    Event(
        "cricket-wc-2023",
        "Will India win the 2023 ICC Men's Cricket World Cup?",
        "Resolves YES if India wins the final of the 2023 Cricket World Cup on 19 November 2023 in Ahmedabad.",
        "2023-11-05",
        "2023-11-19",
        0,
        "sports",
        (
            before(
                "2023-11-03",
                "2023 Cricket World Cup",
                "The tournament is being held in India from 5 October to 19 November 2023. The semi-finals are scheduled for 15 November in Mumbai and 16 November 2023 in Kolkata, and the final for 19 November 2023 at the Narendra Modi Stadium in Ahmedabad. India won its first seven matches.",
                "Results before the cutoff and a calendar.",
            ),
            updated(
                "2023-11-04",
                "2023 Cricket World Cup final",
                "In the final on 19 November 2023, Australia beat India by six wickets, chasing 241 with Travis Head scoring 137, to win a sixth title.",
                "Reports the final as done.",
            ),
            updated(
                "2023-11-01",
                "India at the 2023 Cricket World Cup",
                "India reached the final unbeaten after defeating New Zealand by 70 runs in the semi-final in Mumbai on 15 November 2023, with Mohammed Shami taking seven wickets.",
                "Reports a semi-final after the cutoff as done (not the question's own event).",
            ),
        ),
    ),
    Event(
        "rugby-wc-2023",
        "Will South Africa win the 2023 Rugby World Cup?",
        "Resolves YES if South Africa wins the final on 28 October 2023 at the Stade de France.",
        "2023-10-10",
        "2023-10-29",
        1,
        "sports",
        (
            before(
                "2023-10-02",
                "2023 Rugby World Cup",
                "The 2023 Rugby World Cup is being held in France from 8 September to 28 October 2023. The quarter-finals are on 14–15 October, the semi-finals on 20–21 October and the final at the Stade de France on 28 October 2023.",
                "A tournament calendar.",
            ),
            updated(
                "2023-10-05",
                "2023 Rugby World Cup final",
                "South Africa beat New Zealand 12–11 in the final on 28 October 2023 and became the first team to win the tournament four times.",
                "Reports the final as done.",
            ),
            history(
                "2023-09-30",
                "2019 Rugby World Cup final",
                "South Africa won its third title in Yokohama on 2 November 2019, beating England 32–12.",
                "An earlier final only (control).",
            ),
        ),
    ),
    Event(
        "womens-wc-2023",
        "Will Spain win the 2023 FIFA Women's World Cup?",
        "Resolves YES if Spain wins the final on 20 August 2023 in Sydney.",
        "2023-08-05",
        "2023-08-20",
        1,
        "sports",
        (
            before(
                "2023-07-30",
                "2023 FIFA Women's World Cup",
                "The tournament, co-hosted by Australia and New Zealand, runs from 20 July to 20 August 2023, and the final will be played at Stadium Australia in Sydney on 20 August 2023.",
                "A tournament calendar.",
            ),
            updated(
                "2023-08-02",
                "2023 FIFA Women's World Cup final",
                "Spain won the final 1–0 against England on 20 August 2023, Olga Carmona scoring in the 29th minute, for its first Women's World Cup.",
                "Reports the final as done.",
            ),
        ),
    ),
    Event(
        "ucl-2024",
        "Will Real Madrid win the 2023–24 UEFA Champions League?",
        "Resolves YES if Real Madrid wins the final on 1 June 2024 at Wembley Stadium.",
        "2024-05-10",
        "2024-06-01",
        1,
        "sports",
        (
            before(
                "2024-05-09",
                "2024 UEFA Champions League final",
                "The final will be played at Wembley Stadium in London on 1 June 2024 between Borussia Dortmund and Real Madrid. Real Madrid reached it by beating Bayern Munich 2–1 in the second leg of their semi-final on 8 May 2024.",
                "A semi-final before the cutoff and a scheduled final.",
            ),
            updated(
                "2024-05-09",
                "2024 UEFA Champions League final",
                "Real Madrid beat Borussia Dortmund 2–0 at Wembley on 1 June 2024, with goals from Dani Carvajal and Vinícius Júnior, for a record 15th European Cup.",
                "Reports the final as done.",
            ),
            updated(
                "2024-05-07",
                "Real Madrid's 15th European Cup",
                "The 2024 final is scheduled for 1 June 2024 at Wembley Stadium in London.",
                "The title names the title won; the text only the schedule (leak in the title only).",
                style="headline-outcome",
            ),
        ),
    ),
    Event(
        "ucl-2025",
        "Will Paris Saint-Germain win the 2024–25 UEFA Champions League?",
        "Resolves YES if PSG wins the final on 31 May 2025 in Munich.",
        "2025-05-10",
        "2025-05-31",
        1,
        "sports",
        (
            before(
                "2025-05-08",
                "2025 UEFA Champions League final",
                "The final is scheduled for 31 May 2025 at the Allianz Arena in Munich. Paris Saint-Germain eliminated Arsenal 3–1 on aggregate, and Inter Milan beat Barcelona 7–6 on aggregate after extra time in the second leg on 6 May 2025.",
                "Semi-finals before the cutoff and a scheduled final.",
            ),
            updated(
                "2025-05-09",
                "2025 UEFA Champions League final",
                "On 31 May 2025 Paris Saint-Germain beat Inter Milan 5–0 in Munich, the widest margin in a European Cup final, to win the competition for the first time; Désiré Doué scored twice.",
                "Reports the final as done.",
            ),
            history(
                "2025-04-30",
                "Paris Saint-Germain in European competition",
                "PSG had reached one previous final, losing 1–0 to Bayern Munich in Lisbon on 23 August 2020.",
                "An earlier final only (control).",
            ),
        ),
    ),
    Event(
        "nba-finals-2024",
        "Will the Boston Celtics win the 2024 NBA Finals?",
        "Resolves YES if the Celtics win the best-of-seven NBA Finals beginning June 6, 2024.",
        "2024-06-01",
        "2024-06-18",
        1,
        "sports",
        (
            before(
                "2024-05-30",
                "2024 NBA Finals",
                "The 2024 NBA Finals between the Boston Celtics and the Dallas Mavericks begin on June 6, 2024 in Boston. The Celtics swept the Indiana Pacers in the Eastern Conference finals, which ended on May 27, 2024.",
                "A series before the cutoff and a scheduled start.",
            ),
            updated(
                "2024-05-31",
                "2024 NBA Finals",
                "Boston won the series 4–1, clinching a record 18th championship with a 106–88 win in Game 5 on June 17, 2024; Jaylen Brown was named Finals MVP.",
                "Reports the series as done.",
            ),
        ),
    ),
    Event(
        "t20-wc-2024",
        "Will India win the 2024 ICC Men's T20 World Cup?",
        "Resolves YES if India wins the final on 29 June 2024 in Bridgetown, Barbados.",
        "2024-06-15",
        "2024-06-30",
        1,
        "sports",
        (
            before(
                "2024-06-10",
                "2024 ICC Men's T20 World Cup",
                "The tournament is co-hosted by the West Indies and the United States from 2 to 29 June 2024, with twenty teams, and the final at Kensington Oval in Bridgetown, Barbados, on 29 June 2024.",
                "A tournament calendar.",
            ),
            updated(
                "2024-06-12",
                "2024 ICC Men's T20 World Cup final",
                "India beat South Africa by seven runs in the final on 29 June 2024 to win its second T20 World Cup; Virat Kohli made 76 and was named player of the match.",
                "Reports the final as done.",
            ),
        ),
    ),
    Event(
        "wimbledon-2024",
        "Will Carlos Alcaraz win the 2024 Wimbledon men's singles title?",
        "Resolves YES if Alcaraz wins the gentlemen's singles final on 14 July 2024.",
        "2024-06-28",
        "2024-07-14",
        1,
        "sports",
        (
            before(
                "2024-06-20",
                "2024 Wimbledon Championships",
                "The 2024 Championships run from 1 to 14 July 2024 at the All England Club. Carlos Alcaraz is the defending men's champion, having beaten Novak Djokovic in the final on 16 July 2023.",
                "A calendar and a past final.",
            ),
            updated(
                "2024-06-25",
                "2024 Wimbledon Championships – Men's singles",
                "Alcaraz retained the title on 14 July 2024, beating Djokovic 6–2, 6–2, 7–6 in a rematch of the previous year's final.",
                "Reports the final as done.",
            ),
        ),
    ),
    Event(
        "eurovision-2024",
        "Will Switzerland win the Eurovision Song Contest 2024?",
        "Resolves YES if Switzerland wins the grand final held in Malmö on 11 May 2024.",
        "2024-04-25",
        "2024-05-12",
        1,
        "culture",
        (
            before(
                "2024-04-12",
                "Eurovision Song Contest 2024",
                "The contest will take place at the Malmö Arena in Sweden, with semi-finals on 7 and 9 May and the grand final on 11 May 2024. Switzerland is represented by Nemo with the song 'The Code'.",
                "A calendar and an entry.",
            ),
            updated(
                "2024-04-19",
                "Eurovision Song Contest 2024",
                "Switzerland won the contest on 11 May 2024 with 'The Code' by Nemo, scoring 591 points; Croatia's Baby Lasagna finished second.",
                "Reports the final as done.",
            ),
            history(
                "2024-04-05",
                "Eurovision Song Contest 2023",
                "Sweden's Loreen won the 2023 contest in Liverpool on 13 May 2023 with 'Tattoo', which gave Sweden the right to host in 2024.",
                "The previous contest only (control).",
            ),
        ),
    ),
    Event(
        "paris-2024-medals",
        "Will the United States finish first in the Paris 2024 Olympic medal table?",
        "Resolves YES if the United States ranks first in the official medal table (ordered by gold medals, then silver, then bronze) when the Games close on 11 August 2024.",
        "2024-07-10",
        "2024-08-11",
        1,
        "sports",
        (
            before(
                "2024-06-30",
                "2024 Summer Olympics",
                "The Games are scheduled to be held in Paris from 26 July to 11 August 2024, with an opening ceremony along the Seine on 26 July 2024. Some 10,500 athletes are expected to compete in 329 events in 32 sports.",
                "A calendar.",
            ),
            updated(
                "2024-07-05",
                "2024 Summer Olympics medal table",
                "The United States and China each won 40 gold medals; the United States ranked first on silver medals and led the overall count with 126 medals when the Games closed on 11 August 2024.",
                "Reports the final medal table as done.",
            ),
            updated(
                "2024-07-08",
                "2024 Summer Olympics",
                "The Games were held from 26 July to 11 August 2024, and the United States topped the medal table for the fourth Games in a row.",
                "Reports the Games as done, dated by a range.",
            ),
            history(
                "2024-06-25",
                "2020 Summer Olympics medal table",
                "At the Tokyo Games, held in 2021, the United States won 39 gold medals to China's 38 and topped the table.",
                "The previous Games only (control).",
            ),
        ),
    ),
    Event(
        "womens-euro-2025",
        "Will England win UEFA Women's Euro 2025?",
        "Resolves YES if England wins the final on 27 July 2025 in Basel.",
        "2025-07-15",
        "2025-07-27",
        1,
        "sports",
        (
            before(
                "2025-07-14",
                "UEFA Women's Euro 2025",
                "The tournament is being held in Switzerland from 2 to 27 July 2025, with the final scheduled for 27 July 2025 at St. Jakob-Park in Basel. England, the holders, beat Wales 6–1 on 13 July 2025 to reach the quarter-finals.",
                "A group result before the cutoff and a scheduled final.",
            ),
            updated(
                "2025-07-14",
                "UEFA Women's Euro 2025 final",
                "England retained the title on 27 July 2025, beating Spain 3–1 on penalties after a 1–1 draw in Basel.",
                "Reports the final as done.",
            ),
        ),
    ),
    Event(
        "club-wc-2025",
        "Will Chelsea win the 2025 FIFA Club World Cup?",
        "Resolves YES if Chelsea wins the final on 13 July 2025 at MetLife Stadium.",
        "2025-07-05",
        "2025-07-13",
        1,
        "sports",
        (
            before(
                "2025-06-28",
                "2025 FIFA Club World Cup",
                "The first 32-team Club World Cup is being held in the United States from 14 June to 13 July 2025, with the final at MetLife Stadium in East Rutherford, New Jersey, on 13 July 2025.",
                "A tournament calendar.",
            ),
            updated(
                "2025-07-02",
                "2025 FIFA Club World Cup final",
                "Chelsea beat Paris Saint-Germain 3–0 in the final on 13 July 2025, Cole Palmer scoring twice and setting up a goal for João Pedro.",
                "Reports the final as done.",
            ),
        ),
    ),
    # -------------------------------------------------------- courts and law
    Event(
        "trump-ny-verdict",
        "Will Donald Trump be convicted in his New York hush money trial?",
        "Resolves YES if the jury in People v. Trump returns a guilty verdict on at least one count by 30 June 2024.",
        "2024-05-15",
        "2024-05-30",
        1,
        "legal",
        (
            before(
                "2024-05-06",
                "Prosecution of Donald Trump in New York",
                "The trial before Justice Juan Merchan began with jury selection on 15 April 2024. Trump faces 34 felony counts of falsifying business records; closing arguments are expected after Memorial Day.",
                "A trial under way before the cutoff, with later steps expected.",
            ),
            updated(
                "2024-05-10",
                "Prosecution of Donald Trump in New York",
                "On 30 May 2024 the jury found Trump guilty on all 34 counts, making him the first former U.S. president convicted of a crime.",
                "Reports the verdict of 30 May 2024 as done.",
            ),
            updated(
                "2024-05-12",
                "Prosecution of Donald Trump in New York",
                "Sentencing was postponed several times; on 10 January 2025 Justice Merchan imposed an unconditional discharge.",
                "Reports a sentencing after the cutoff as done (not the question's own event).",
            ),
        ),
    ),
    Event(
        "sbf-verdict",
        "Will Sam Bankman-Fried be convicted at his 2023 fraud trial?",
        "Resolves YES if the jury at the trial that began on 3 October 2023 finds Bankman-Fried guilty on at least one count.",
        "2023-10-15",
        "2023-11-02",
        1,
        "legal",
        (
            before(
                "2023-10-09",
                "Trial of Sam Bankman-Fried",
                "The trial in the Southern District of New York began on 3 October 2023 before Judge Lewis Kaplan. Bankman-Fried faces seven counts of fraud and conspiracy over the collapse of FTX; the trial is expected to last about six weeks.",
                "A trial under way before the cutoff.",
            ),
            updated(
                "2023-10-12",
                "Trial of Sam Bankman-Fried",
                "The jury found him guilty on all seven counts on 2 November 2023 after less than five hours of deliberation. He was sentenced to 25 years in prison on 28 March 2024.",
                "Reports the verdict and sentence as done.",
            ),
        ),
    ),
    Event(
        "us-v-google-search",
        "Will the court find that Google illegally maintained a monopoly in general search?",
        "Resolves YES if Judge Amit Mehta rules in United States v. Google LLC (D.D.C.) that Google violated Section 2 of the Sherman Act, with a ruling by 31 December 2024.",
        "2024-07-15",
        "2024-08-05",
        1,
        "legal",
        (
            before(
                "2024-07-01",
                "United States v. Google LLC (2020)",
                "The case was tried before Judge Amit Mehta from 12 September to 16 November 2023, and closing arguments were heard on 2–3 May 2024. A ruling is expected later in 2024.",
                "A trial before the cutoff and an expected ruling.",
            ),
            updated(
                "2024-07-09",
                "United States v. Google LLC (2020)",
                "On 5 August 2024 Judge Mehta ruled that Google is a monopolist and had acted illegally to maintain its monopoly in general search, in part through default-search payments to Apple.",
                "Reports the ruling of 5 August 2024 as done.",
            ),
        ),
    ),
    Event(
        "tiktok-scotus",
        "Will the Supreme Court uphold the TikTok divest-or-ban law before 19 January 2025?",
        "Resolves YES if the Supreme Court rules, before the law's 19 January 2025 deadline, that the Protecting Americans from Foreign Adversary Controlled Applications Act may take effect.",
        "2025-01-08",
        "2025-01-17",
        1,
        "legal",
        (
            before(
                "2024-12-27",
                "TikTok v. Garland",
                "The Protecting Americans from Foreign Adversary Controlled Applications Act, signed on 24 April 2024, requires ByteDance to divest TikTok by 19 January 2025. The Supreme Court agreed on 18 December 2024 to hear TikTok's challenge and set oral argument for 10 January 2025.",
                "A law and an order before the cutoff; argument scheduled.",
            ),
            updated(
                "2025-01-03",
                "TikTok v. Garland",
                "The Court heard argument on 10 January 2025 and on 17 January 2025 unanimously upheld the law, finding that it did not violate the First Amendment.",
                "Reports the argument and ruling as done.",
            ),
        ),
    ),
    Event(
        "trump-immunity",
        "Will the Supreme Court hold in Trump v. United States that a former president has some immunity from criminal prosecution?",
        "Resolves YES if the Court's decision in Trump v. United States, expected by early July 2024, recognizes immunity for at least some official acts.",
        "2024-06-10",
        "2024-07-01",
        1,
        "legal",
        (
            before(
                "2024-05-30",
                "Trump v. United States",
                "The Supreme Court heard oral argument on 25 April 2024. A decision is expected by the end of the term, in late June or early July 2024.",
                "An argument before the cutoff and an expected decision (month-year only).",
            ),
            updated(
                "2024-06-04",
                "Trump v. United States",
                "On 1 July 2024 the Court ruled 6–3 that a former president has absolute immunity for acts within his core constitutional powers and at least presumptive immunity for other official acts.",
                "Reports the decision of 1 July 2024 as done.",
            ),
        ),
    ),
    Event(
        "eu-ai-act",
        "Will the European Parliament adopt the AI Act in a plenary vote by 31 March 2024?",
        "Resolves YES if the European Parliament approves the Artificial Intelligence Act in a plenary vote on or before 31 March 2024.",
        "2024-03-01",
        "2024-03-13",
        1,
        "legislation",
        (
            before(
                "2024-02-20",
                "Artificial Intelligence Act",
                "Negotiators for the Parliament and the Council reached a provisional agreement on 8 December 2023, and member states' ambassadors endorsed the text on 2 February 2024. A plenary vote is planned for 13 March 2024.",
                "Steps before the cutoff and a planned vote.",
            ),
            updated(
                "2024-02-26",
                "Artificial Intelligence Act",
                "Parliament adopted the act on 13 March 2024 by 523 votes to 46, with 49 abstentions, and the regulation entered into force on 1 August 2024.",
                "Reports the vote and entry into force as done.",
            ),
        ),
    ),
    # ----------------------------------------------------- business and markets
    Event(
        "arm-ipo",
        "Will Arm Holdings shares close above their IPO price on their first day of trading?",
        "Resolves YES if Arm's closing price on its first Nasdaq trading day, expected on 14 September 2023, is above the IPO price.",
        "2023-09-08",
        "2023-09-14",
        1,
        "business",
        (
            before(
                "2023-09-06",
                "Arm Holdings",
                "SoftBank-owned Arm filed for a Nasdaq listing on 21 August 2023 and set a price range of $47 to $51 a share on 5 September 2023. Pricing is expected on 13 September 2023 and trading on 14 September 2023 under the ticker ARM.",
                "Filings before the cutoff and an expected schedule.",
            ),
            updated(
                "2023-09-07",
                "Arm Holdings",
                "Arm priced its shares at $51 on 13 September 2023 and closed its first day of trading, 14 September 2023, at $63.59, up about 25%.",
                "Reports the pricing and first-day close as done.",
            ),
        ),
    ),
    Event(
        "reddit-ipo",
        "Will Reddit shares close above the IPO price on their first trading day?",
        "Resolves YES if Reddit's closing price on its first NYSE trading day, expected on 21 March 2024, is above the IPO price.",
        "2024-03-12",
        "2024-03-21",
        1,
        "business",
        (
            before(
                "2024-03-11",
                "Reddit",
                "Reddit filed publicly for an initial public offering on 22 February 2024 and on 11 March 2024 set a range of $31 to $34 a share. It is expected to price on 20 March 2024 and begin trading on the New York Stock Exchange under the ticker RDDT on 21 March 2024.",
                "Filings before the cutoff and an expected schedule.",
            ),
            updated(
                "2024-03-11",
                "Reddit",
                "Reddit priced at the top of its range, $34, and its shares closed at $50.44 on 21 March 2024, their first day of trading.",
                "Reports the first-day close as done.",
            ),
        ),
    ),
    Event(
        "msft-activision",
        "Will Microsoft complete its acquisition of Activision Blizzard by 18 October 2023?",
        "Resolves YES if Microsoft closes the acquisition on or before the merger agreement's extended deadline of 18 October 2023.",
        "2023-09-25",
        "2023-10-13",
        1,
        "business",
        (
            before(
                "2023-09-23",
                "Acquisition of Activision Blizzard by Microsoft",
                "Microsoft agreed on 18 January 2022 to buy Activision Blizzard for $68.7 billion. The UK Competition and Markets Authority blocked the original deal on 26 April 2023; after Microsoft restructured it, the CMA said on 22 September 2023 that the new deal largely addresses its concerns, with a final decision expected in October 2023. The companies have extended their deadline to 18 October 2023.",
                "Steps before the cutoff; a decision expected in October 2023 (month-year).",
            ),
            updated(
                "2023-09-24",
                "Acquisition of Activision Blizzard by Microsoft",
                "The CMA approved the restructured deal on 13 October 2023, and Microsoft completed the acquisition the same day.",
                "Reports the approval and completion as done.",
            ),
        ),
    ),
    Event(
        "capital-one-discover",
        "Will Capital One complete its acquisition of Discover Financial Services before June 2025?",
        "Resolves YES if the merger closes on or before 31 May 2025.",
        "2025-04-10",
        "2025-05-18",
        1,
        "business",
        (
            before(
                "2025-03-30",
                "Acquisition of Discover Financial by Capital One",
                "Capital One announced on 19 February 2024 that it would acquire Discover in an all-stock deal valued at $35.3 billion. Shareholders of both companies approved it on 18 February 2025; approvals from the Federal Reserve and the Office of the Comptroller of the Currency are pending.",
                "Steps before the cutoff; regulatory approvals pending.",
            ),
            updated(
                "2025-04-04",
                "Acquisition of Discover Financial by Capital One",
                "The Federal Reserve and the OCC approved the merger on 18 April 2025, and Capital One completed the acquisition on 18 May 2025.",
                "Reports the approvals and completion as done.",
            ),
        ),
    ),
    Event(
        "bitcoin-etf",
        "Will the SEC approve a spot bitcoin exchange-traded fund by 10 January 2024?",
        "Resolves YES if the SEC approves at least one spot bitcoin ETF for listing on or before 10 January 2024, the final deadline on ARK 21Shares' application.",
        "2024-01-03",
        "2024-01-10",
        1,
        "business",
        (
            before(
                "2023-12-29",
                "Bitcoin exchange-traded fund",
                "The SEC's final deadline to act on the ARK 21Shares application is 10 January 2024. Issuers including BlackRock and Fidelity filed amended S-1 forms in late December 2023.",
                "A deadline and filings before the cutoff.",
            ),
            updated(
                "2024-01-02",
                "Bitcoin exchange-traded fund",
                "The SEC approved eleven spot bitcoin ETFs on 10 January 2024, and they began trading the next day.",
                "Reports the approval of 10 January 2024 as done.",
            ),
            history(
                "2023-12-20",
                "Bitcoin exchange-traded fund",
                "The SEC rejected the Winklevoss Bitcoin Trust on 10 March 2017, and on 29 August 2023 the D.C. Circuit ruled that its rejection of Grayscale's conversion had been arbitrary and capricious.",
                "Earlier decisions only (control).",
            ),
        ),
    ),
    Event(
        "nvidia-most-valuable",
        "Will Nvidia become the world's most valuable listed company by 30 June 2024?",
        "Resolves YES if Nvidia's market capitalization at a daily close exceeds that of every other listed company on any day on or before 30 June 2024.",
        "2024-06-01",
        "2024-06-18",
        1,
        "business",
        (
            before(
                "2024-05-28",
                "Nvidia",
                "Nvidia's market capitalization first closed above $2 trillion on 1 March 2024. On 22 May 2024 the company announced a ten-for-one stock split, effective after the close on 7 June 2024.",
                "Past milestones and a scheduled split.",
            ),
            updated(
                "2024-05-30",
                "Nvidia",
                "Nvidia overtook Microsoft on 18 June 2024 to become the world's most valuable listed company, worth about $3.34 trillion.",
                "Reports the milestone of 18 June 2024 as done.",
            ),
        ),
    ),
    Event(
        "vision-pro",
        "Will Apple's Vision Pro go on sale in the United States by 29 February 2024?",
        "Resolves YES if the Vision Pro is available to buy in Apple's US stores or online on or before 29 February 2024.",
        "2024-01-05",
        "2024-02-02",
        1,
        "technology",
        (
            before(
                "2023-12-15",
                "Apple Vision Pro",
                "Apple introduced the Vision Pro headset at WWDC on 5 June 2023, priced at $3,499, and said it would be available early next year in the United States.",
                "An announcement before the cutoff; no later date.",
            ),
            updated(
                "2024-01-02",
                "Apple Vision Pro",
                "Apple announced on 8 January 2024 that the headset would launch on 2 February 2024; pre-orders opened on 19 January, and it went on sale in US stores on 2 February 2024.",
                "Reports the announcement and launch as done.",
            ),
        ),
    ),
    # ------------------------------------------------- diplomacy and climate
    Event(
        "cop28",
        "Will COP28 adopt a decision calling for a transition away from fossil fuels?",
        "Resolves YES if the COP28 outcome, at the conference scheduled to end on 12 December 2023, calls on parties to transition away from, or phase out, fossil fuels.",
        "2023-11-20",
        "2023-12-13",
        1,
        "climate",
        (
            before(
                "2023-11-10",
                "2023 United Nations Climate Change Conference",
                "COP28 is scheduled to be held at Expo City Dubai from 30 November to 12 December 2023, presided over by Sultan Al Jaber. The first global stocktake under the Paris Agreement is due to be concluded at the conference.",
                "A conference calendar.",
            ),
            updated(
                "2023-11-15",
                "2023 United Nations Climate Change Conference",
                "On 13 December 2023, a day after the scheduled close, parties adopted the global stocktake decision, which calls on countries to transition away from fossil fuels in energy systems.",
                "Reports the decision of 13 December 2023 as done.",
            ),
            history(
                "2023-11-01",
                "2022 United Nations Climate Change Conference",
                "COP27 in Sharm el-Sheikh ended on 20 November 2022 with an agreement to set up a fund for loss and damage.",
                "The previous conference only (control).",
            ),
        ),
    ),
    Event(
        "cop29",
        "Will COP29 agree a new climate finance goal of at least $300 billion a year?",
        "Resolves YES if COP29 in Baku, scheduled for 11-22 November 2024, adopts a new collective goal of at least $300 billion a year from developed countries.",
        "2024-11-01",
        "2024-11-24",
        1,
        "climate",
        (
            before(
                "2024-10-20",
                "2024 United Nations Climate Change Conference",
                "COP29 will be held in Baku, Azerbaijan, from 11 to 22 November 2024. Its main task is a new collective quantified goal on climate finance to replace the $100 billion a year pledged in 2009.",
                "A conference calendar and agenda.",
            ),
            updated(
                "2024-10-28",
                "2024 United Nations Climate Change Conference",
                "In the early hours of 24 November 2024, more than a day after the scheduled close, delegates agreed that developed countries would provide at least $300 billion a year by 2035.",
                "Reports the agreement of 24 November 2024 as done.",
            ),
        ),
    ),
    Event(
        "sweden-nato",
        "Will Sweden become a member of NATO before 1 April 2024?",
        "Resolves YES if Sweden deposits its instrument of accession to the North Atlantic Treaty on or before 31 March 2024.",
        "2024-02-15",
        "2024-03-07",
        1,
        "diplomacy",
        (
            before(
                "2024-02-05",
                "Accession of Sweden to NATO",
                "Sweden applied for membership on 18 May 2022. Turkey's parliament approved the accession on 23 January 2024, leaving Hungary as the only member yet to ratify; the Hungarian parliament is expected to vote when it reconvenes in late February 2024.",
                "Ratifications before the cutoff and an expected vote (month-year).",
            ),
            updated(
                "2024-02-10",
                "Accession of Sweden to NATO",
                "Hungary's parliament ratified the accession on 26 February 2024, and Sweden became NATO's 32nd member on 7 March 2024, when it deposited its instrument of accession in Washington.",
                "Reports the ratification and accession as done.",
            ),
            history(
                "2024-02-01",
                "Accession of Finland to NATO",
                "Finland, which applied on the same day as Sweden, became NATO's 31st member on 4 April 2023.",
                "An earlier accession only (control).",
            ),
        ),
    ),
    Event(
        "papal-conclave-2025",
        "Will the 2025 papal conclave elect a pope within its first three days?",
        "Resolves YES if a pope is elected by the end of the third day of the conclave that opens on 7 May 2025.",
        "2025-05-01",
        "2025-05-08",
        1,
        "religion",
        (
            before(
                "2025-04-29",
                "2025 papal conclave",
                "Pope Francis died on 21 April 2025. The cardinals decided on 28 April 2025 that the conclave would open in the Sistine Chapel on 7 May 2025, with 133 cardinal electors expected to take part.",
                "A death and a decision before the cutoff; the conclave is scheduled.",
            ),
            updated(
                "2025-04-30",
                "2025 papal conclave",
                "On 8 May 2025, on the fourth ballot, the conclave elected Cardinal Robert Francis Prevost, who took the name Leo XIV and became the first pope from the United States.",
                "Reports the election of 8 May 2025 as done.",
            ),
            history(
                "2025-04-25",
                "2013 papal conclave",
                "The 2013 conclave elected Jorge Mario Bergoglio on 13 March 2013, its second day, on the fifth ballot.",
                "The previous conclave only (control).",
            ),
        ),
    ),
    # ------------------------------------------------------ space and disasters
    Event(
        "chandrayaan-3",
        "Will Chandrayaan-3's Vikram lander soft-land on the Moon by 31 August 2023?",
        "Resolves YES if ISRO confirms a successful soft landing of the Vikram lander on or before 31 August 2023.",
        "2023-08-10",
        "2023-08-23",
        1,
        "space",
        (
            before(
                "2023-08-07",
                "Chandrayaan-3",
                "Chandrayaan-3 launched from Sriharikota on 14 July 2023 and entered lunar orbit on 5 August 2023. The Vikram lander is scheduled to attempt a landing near the lunar south pole on 23 August 2023.",
                "Mission events before the cutoff and a scheduled landing.",
            ),
            updated(
                "2023-08-08",
                "Chandrayaan-3",
                "Vikram landed on 23 August 2023, making India the fourth country to soft-land on the Moon and the first to land near its south pole.",
                "Reports the landing as done.",
            ),
            history(
                "2023-08-01",
                "Chandrayaan-2",
                "Chandrayaan-2's lander crashed during its descent on 6 September 2019.",
                "An earlier mission only (control).",
            ),
        ),
    ),
    Event(
        "starship-ift1",
        "Will Starship reach space on its first integrated flight test?",
        "Resolves YES if the Starship upper stage crosses 100 km altitude during the first integrated flight test, planned for April 2023.",
        "2023-04-10",
        "2023-04-20",
        0,
        "space",
        (
            before(
                "2023-04-03",
                "Starship flight test 1",
                "SpaceX plans the first integrated flight of Starship and Super Heavy from Starbase, Texas, in the middle of April 2023, pending an FAA launch license. The flight plan calls for the ship to coast to a splashdown near Hawaii.",
                "A planned flight; 'April 2023' is the cutoff's month, named as a plan.",
            ),
            updated(
                "2023-04-06",
                "Starship flight test 1",
                "The vehicle lifted off on 20 April 2023 but lost several engines, failed to separate and was destroyed by its flight termination system about four minutes after launch, at an altitude of about 39 km.",
                "Reports the flight of 20 April 2023 as done.",
            ),
            updated(
                "2023-04-08",
                "SpaceX Starship",
                "The first full flight, in April 2023, ended with the vehicle tumbling and exploding over the Gulf of Mexico.",
                "Reports the flight dated only by the cutoff's month-year.",
            ),
        ),
    ),
    Event(
        "starliner-cft",
        "Will Boeing's Starliner bring its crew back to Earth on the Crew Flight Test?",
        "Resolves YES if astronauts Butch Wilmore and Suni Williams return to Earth aboard Starliner at the end of the Crew Flight Test.",
        "2024-06-01",
        "2024-09-07",
        0,
        "space",
        (
            before(
                "2024-05-28",
                "Boeing Crew Flight Test",
                "The Crew Flight Test, carrying NASA astronauts Butch Wilmore and Suni Williams, is scheduled to launch on an Atlas V from Cape Canaveral on 1 June 2024, after a scrub on 6 May 2024. The mission is planned to last about a week.",
                "A scrub before the cutoff and a scheduled launch.",
            ),
            updated(
                "2024-05-30",
                "Boeing Crew Flight Test",
                "NASA decided on 24 August 2024 to bring Wilmore and Williams home on SpaceX's Crew-9 mission, and Starliner landed without a crew at White Sands early on 7 September 2024.",
                "Reports the decision and the uncrewed landing as done.",
            ),
            history(
                "2024-05-20",
                "Boeing Orbital Flight Test 2",
                "Starliner's uncrewed second orbital test docked with the International Space Station on 20 May 2022.",
                "An earlier flight only (control).",
            ),
        ),
    ),
    Event(
        "hurricane-milton",
        "Will Hurricane Milton make landfall in Florida as a major hurricane?",
        "Resolves YES if Milton makes landfall in Florida at Category 3 or stronger, according to the National Hurricane Center.",
        "2024-10-07",
        "2024-10-10",
        1,
        "disasters",
        (
            before(
                "2024-10-06",
                "Hurricane Milton",
                "Milton formed in the Gulf of Mexico on 5 October 2024. The National Hurricane Center forecasts it to make landfall on Florida's west coast on 9 October 2024 as a major hurricane.",
                "A forecast of landfall.",
            ),
            updated(
                "2024-10-06",
                "Hurricane Milton",
                "Milton made landfall near Siesta Key, Florida, late on 9 October 2024 as a Category 3 hurricane, after peaking at Category 5 with winds of 180 mph on 7 October 2024.",
                "Reports the landfall as done.",
            ),
        ),
    ),
)


def split_of(question_id: str) -> str:
    """``test`` or ``dev``, fixed by the id's hash so that nobody chooses it."""
    return "test" if hashlib.sha256(question_id.encode()).digest()[0] % 2 == 1 else "dev"


def build() -> tuple[list[dict], list[dict]]:
    """The question and document records, checked; exits naming the first problem."""
    questions, documents = [], []
    for event in EVENTS:
        qid = f"le-{event.slug}"
        questions.append(
            {
                "id": qid,
                "question": event.question,
                "description": event.description,
                "cutoff_date": event.cutoff,
                "resolution_date": event.resolution,
                "outcome": event.outcome,
                "category": event.category,
                "split": split_of(qid),
            }
        )
        for number, doc in enumerate(event.docs, start=1):
            documents.append(
                {
                    "id": f"{qid}-d{number:02d}",
                    "question_id": qid,
                    "kind": doc.kind,
                    "title": doc.title,
                    "url": URL.format(qid=qid, n=number),
                    "published": doc.published,
                    "text": doc.text,
                    "expected": doc.expected,
                    "why": doc.why,
                    "source_kind": "encyclopedia",
                    "style": doc.style,
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
    for question in questions:
        if not question["cutoff_date"] < question["resolution_date"]:
            sys.exit(f"{question['id']}: cutoff is not before the resolution date")
    for doc in documents:
        cutoff = cutoffs[doc["question_id"]]
        if not doc["published"] < cutoff:
            sys.exit(f"{doc['id']}: published {doc['published']} is not before its cutoff {cutoff}")
        if doc["expected"] == "leak":
            result = SearchResult(
                title=doc["title"], url=doc["url"], snippet=doc["text"], published=doc["published"]
            )
            if not judge_leak(result, cutoff, policy="strict").leak:
                sys.exit(
                    f"{doc['id']}: a leak with no date the recognizer reads on or after {cutoff}"
                )


def main() -> int:
    questions, documents = build()
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
