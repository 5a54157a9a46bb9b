# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold73` part, read by `build_hold73.py`.

ForecastBench-style question pages: the background paragraphs, resolution criteria, data-source
notes, forecaster rationales and comment threads that sit around market questions (Manifold,
Polymarket, Metaculus style) and dataset questions (FRED series, Yahoo Finance closes), written
from resolved questions. Each question's documents are one line each in a string, fields
separated by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title,
text, why. Written blind as a held-out part; see `build_hold73.py` and the holdout section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "s5-manifold-mx-cat5-landfall-2023",
        "Will a hurricane make landfall in Mexico at Category 5 strength before November 15, 2023?",
        "Resolves YES if the US National Hurricane Center reports that a tropical cyclone made landfall on the coast of Mexico with one-minute sustained winds of at least 157 mph between the question's creation and November 15, 2023. Landfall intensity is taken from NHC advisories at the time; a later revision in a post-season report does not change the resolution. Resolves NO otherwise.",
        "2023-10-08",
        "2023-11-15",
        1,
        "climate",
        """
12|K|market-background|Background|No hurricane on record has come ashore on Mexico's Pacific coast at Category 5 strength; Patricia in October 2015, the strongest ever measured at sea in the Western Hemisphere, had weakened to about 150 mph by the time it reached Jalisco. On the Atlantic side Dean (2007) and Gilbert (1988) both hit the Yucatan as fives. The eastern Pacific season runs through November 30, and this market closes November 15, 2023.|Background with earlier facts and the market's own deadline.
5|K|comment-thread|Comments|[Oct 3] Long shot. You need a storm to peak right at the coast, and most of them weaken over the cooler shelf water before landfall. [Oct 4] Lidia is forecast to become a hurricane later this week and could approach Jalisco around October 10-11, 2023, but NHC's intensity guidance tops out at Category 2. Not buying YES yet.|Comments forecasting a storm's approach on later dates.
3|L|market-comment|Comment (edited)|Lidia came ashore near Las Penitas, Jalisco on the evening of October 10, 2023 as a Category 4 with 140 mph winds. Strong, but not a five, so this stays open.|Reports the October 10, 2023 landfall as done.
2|L|resolution-note|Resolved YES|Otis went from a tropical storm to a Category 5 in roughly a day and crossed the coast just west of Acapulco at about 12:25 a.m. CDT on 25 October 2023, with winds estimated at 165 mph. NHC's advisory at landfall has it at Category 5. Resolving YES.|Reports the October 25, 2023 landfall.
8|K|data-source-note|How this resolves|We use the landfall intensity in NHC public advisories and tropical cyclone updates, checked against the Tropical Cyclone Report when it comes out, usually months later. Category 5 means sustained winds of 157 mph or more. If a storm crosses the coast between advisories, the update issued nearest the landfall time counts.|Resolution method with no later date.
1|L|background-update|Background (updated)|The season was busy even before Otis: Hurricane Norma came ashore on the Baja California peninsula near Los Cabos on Oct. 21, 2023, the same weekend Otis formed south of Guerrero.|Reports the October 21, 2023 landfall as done.
""",
    ),
    Q(
        "s5-yf-crwd-2024-07-31",
        "Will CRWD's market close price on 2024-07-31 be higher than its market close price on 2024-07-12?",
        "Stock data is sourced from Yahoo Finance. Resolves YES if the close of CrowdStrike Holdings (CRWD) on 2024-07-31 is higher than its close on 2024-07-12, the question's freeze date. If 2024-07-31 is not a trading day, the most recent prior close is used. Resolves NO otherwise.",
        "2024-07-12",
        "2024-07-31",
        0,
        "crypto_and_markets",
        """
9|K|data-source-note|Data source|Closes are taken from Yahoo Finance's historical prices for ticker CRWD, adjusted for splits and dividends. The freeze value is the close of 2024-07-12; the comparison value is the close of 2024-07-31. Forecasts are scored with the Brier score against the realized direction.|Resolution method; the later date is the comparison date.
4|K|question-background|Background|CrowdStrike joined the S&P 500 on June 24, 2024, and the shares have traded near record highs since its fiscal first-quarter report on June 4. The company's next quarterly results are not expected until late August 2024, after this question resolves.|Earlier facts and a future report.
2|L|background-update|Background (updated)|A faulty Falcon sensor content update pushed on July 19, 2024 crashed about 8.5 million Windows machines, grounding flights and knocking hospital systems offline; CRWD fell about 11% that day.|Reports the July 19, 2024 outage and share drop.
6|L|dataset-table|Recent closes|CRWD close (USD), Yahoo Finance: 2024-07-10 381.60; 2024-07-12 371.05; 2024-07-18 343.05; 2024-07-19 304.96; 2024-07-30 245.31.|Lists closes for dates on and after the July 12, 2024 cutoff.
1|K|forecaster-rationale|Rationale|Momentum names have run hard into mid-July, but over 19 days the drift is tiny next to the volatility, so I sit near 52% YES. Nothing company-specific is scheduled before July 31; the bigger macro event is the Fed meeting on July 30-31, 2024.|A forecast with scheduled later dates.
3|L|market-comment|Comment|Delta said on July 29, 2024 that it had hired David Boies to go after damages over the outage, and the stock slid again. This one is not close.|Reports a July 29, 2024 event after the cutoff.
""",
    ),
    Q(
        "s5-dali-refloat-2024",
        "Will the container ship Dali be refloated and moved away from the Francis Scott Key Bridge collapse site by May 31, 2024?",
        "Resolves YES if, between the question's creation and May 31, 2024, the Dali is refloated and towed or moved from the spot where it struck the bridge on March 26, 2024, as reported by the Key Bridge Response Unified Command or major news outlets. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-31",
        1,
        "infrastructure",
        """
20|K|market-background|Background|The Singapore-flagged Dali lost power and struck a pier of the Key Bridge at about 1:28 a.m. on March 26, 2024, bringing down the span and killing six road workers. A section of steel truss still lies across its bow. A 35-foot limited-access channel opened on April 25, and officials have said they aim to reopen the full federal channel by the end of May 2024.|Earlier facts and a stated aim.
3|K|comment-thread|Comments|[May 2] Unified Command says the next step is controlled cuts with small charges to free the bow, weather permitting, possibly within days. [May 3] Once the bow is clear they still need a high tide and some deballasting. Tight, but doable before May 31.|Comments on planned steps.
1|L|background-update|Background (updated)|Crews set off precision charges on May 13, 2024 to break up the span lying on the Dali's bow; the ship floated free a week later on the early-morning high tide.|Reports the May 13, 2024 demolition and the refloat as done.
5|L|resolution-note|Resolution|Tugs pulled the Dali off the wreck site on May 20, 2024 and brought it about two and a half miles to the Seagirt Marine Terminal, where it tied up. Resolves YES.|Reports the May 20, 2024 move.
9|K|resolution-criteria|Fine print|A partial move, such as pivoting the ship in place, does not count. The move must be complete by 11:59 p.m. Eastern on May 31, 2024. If the ship were to be broken up where it lies, the market resolves NO.|Resolution criteria with the deadline.
2|L|market-comment|Comment|Follow-up for anyone still holding: the Fort McHenry channel was back to its full 700 ft width and 50 ft depth on June 10, 2024, per the Corps of Engineers.|Reports a June 10, 2024 event after the cutoff.
""",
    ),
    Q(
        "s5-nikola-ch11-2025",
        "Will Nikola Corporation file for bankruptcy protection by March 15, 2025?",
        "Resolves YES if Nikola Corporation, or its main operating subsidiary, files a petition under Chapter 7 or Chapter 11 of the US Bankruptcy Code between the question's creation and March 15, 2025, as shown in court records or a company filing. Resolves NO otherwise.",
        "2025-02-03",
        "2025-03-15",
        1,
        "company_deals",
        """
14|K|market-background|Background|Nikola warned in its third-quarter 2024 filing that it did not have enough cash to fund operations for the next twelve months, and it has been selling hydrogen fuel-cell trucks below cost. Management has said it is exploring options including a sale of the company or a capital raise.|Earlier facts and stated intentions.
6|K|comment-thread|Comments|Reports say the company has hired restructuring advisers and is weighing a Chapter 11 filing in the coming weeks. The next obvious pressure point is the fourth-quarter report, normally due in late February 2025. If they skip it, YES is close to certain.|A forecast with an expected later report.
2|L|resolution-note|Resolved|Nikola filed for Chapter 11 in the US Bankruptcy Court for the District of Delaware on February 19, 2025 and said it would run a sale process for its assets. Resolves YES.|Reports the February 19, 2025 filing.
9|K|resolution-criteria|Resolution source|We check the federal bankruptcy court dockets and the company's 8-K filings. A forbearance agreement or out-of-court restructuring does not count. Deadline: March 15, 2025, 11:59 p.m. ET.|Criteria with the deadline.
1|L|market-comment|Comment|Strange coda: founder Trevor Milton received a presidential pardon on March 27, 2025, about five weeks after the filing, which throws the estate's claim against him into doubt.|Reports a March 27, 2025 pardon.
4|K|question-background|Context|The stock went through a 1-for-30 reverse split in June 2024 and is again trading under $1. Nasdaq can start delisting proceedings if it stays below $1 for 30 consecutive business days.|Earlier facts and a conditional rule.
""",
    ),
    Q(
        "s5-penny-verdict-2024",
        "Will Daniel Penny be convicted on any count at his Manhattan trial by December 31, 2024?",
        "Resolves YES if a jury returns a guilty verdict on any charge against Daniel Penny in People v. Penny (New York County Supreme Court), or he pleads guilty to any charge, between the question's creation and December 31, 2024. Resolves NO on an acquittal on all counts, a dismissal, or a mistrial that leaves no conviction by the deadline.",
        "2024-12-02",
        "2024-12-31",
        0,
        "court_rulings",
        """
10|K|market-background|Background|Penny, a former Marine, is charged with second-degree manslaughter and criminally negligent homicide over the May 1, 2023 death of Jordan Neely on a northbound F train. Testimony began on October 21, 2024. Closing arguments are expected after Thanksgiving, probably on Monday, Dec. 2, 2024.|Earlier facts and an expected schedule.
4|K|comment-thread|Comments|Judge Wiley told the lawyers the jury should get the case after summations, probably the first week of December. A hung jury is the real risk for YES holders; a mistrial resolves NO unless a retrial finishes before Dec 31, which isn't going to happen.|Conditional analysis of a later schedule.
1|L|market-comment|Comment|Update Dec 6, 2024: the jury told the judge twice it was deadlocked on manslaughter, so Wiley dismissed that count at the DA's request and sent them back on negligent homicide alone.|Reports the December 6, 2024 dismissal.
2|L|resolution-note|Resolves NO|Jurors acquitted Penny of criminally negligent homicide on Monday, December 9, 2024, after the top count had been dropped. No conviction; the market resolves NO.|Reports the December 9, 2024 acquittal.
7|K|resolution-criteria|Rules|A guilty plea to any count also resolves YES. Sentencing does not matter; only the verdict or plea counts. Source: the court record or reporting by two major outlets.|Criteria with no later date.
3|L|dataset-table|Case timeline|2023-05-01: Neely dies after a chokehold on the train. 2023-06-28: Penny arraigned on the indictment. 2024-10-21: opening statements. 2024-12-03: deliberations begin. 2024-12-09: verdict.|A timeline lists deliberations and a verdict dated after the cutoff.
""",
    ),
    Q(
        "s5-polymarket-keys-ao-2025",
        "Will Madison Keys win the 2025 Australian Open women's singles title?",
        "Resolves YES if Madison Keys wins the women's singles final of the 2025 Australian Open, scheduled for January 25, 2025 at Melbourne Park. Resolves NO if any other player wins, or if the tournament is not completed by February 1, 2025.",
        "2025-01-10",
        "2025-01-25",
        1,
        "sports",
        """
8|K|market-background|Background|Keys, 29, reached the 2017 US Open final and the 2015 Australian Open semifinals but has never won a major. She is seeded 19th. Aryna Sabalenka is going for a third straight title in Melbourne. The main draw starts on January 12 and the women's final is on Saturday, January 25, 2025.|Earlier facts and the tournament schedule.
2|K|comment-thread|Comments|She's in the Adelaide draw this week as a warm-up, semis on Friday, Jan. 10, 2025 if she keeps winning. 2% seems about right for someone outside the top ten.|Comments on upcoming matches.
1|L|market-comment|Comment|Keys beat Pegula in the Adelaide final on January 11, 2025. Nice form going in, but 2% is still fair imo.|Reports the January 11, 2025 final.
4|L|resolution-note|Final result|Keys d. Sabalenka 6-3 2-6 7-5, Rod Laver Arena, 25 Jan 2025. Two nights earlier she saved a match point against Swiatek in the semifinal. Resolves YES.|Reports the January 25, 2025 final.
6|K|resolution-criteria|Rules|A retirement or walkover in the final counts as a win for the player who advances. If the final is postponed, the market stays open until February 1, 2025.|Criteria with the deadline.
3|L|background-update|Background (updated)|Keys climbed back into the top ten, at No. 7, in the WTA rankings published January 27, 2025.|Reports a January 27, 2025 ranking.
""",
    ),
    Q(
        "s5-wimbledon-2024-womens-outside-top10",
        "Will a player who is not among the top 10 seeds win the 2024 Wimbledon ladies' singles title?",
        "Resolves YES if the winner of the 2024 Wimbledon ladies' singles final, scheduled for Saturday, July 13, 2024, was unseeded or seeded 11th or lower. Resolves NO if one of the top 10 seeds wins.",
        "2024-06-25",
        "2024-07-13",
        1,
        "sports",
        """
10|K|market-background|Background|Recent Wimbledon women's champions have often come from outside the top seeds: Marketa Vondrousova was unseeded in 2023 and Elena Rybakina was seeded 17th in 2022. Seeds follow the WTA rankings of June 24, and the draw is made on Friday, 28 June 2024.|Earlier facts and the draw date.
3|K|forecaster-rationale|Rationale|The top ten hold most of the probability, but grass compresses the field. I give the rest (11 and below plus unseeded) about 40%. Watch Swiatek, who has never gone past the quarterfinals here.|A forecast with no later date.
1|L|background-update|Background (updated)|World No. 3 Aryna Sabalenka withdrew on July 1, 2024, hours before her first-round match, citing a shoulder injury.|Reports the July 1, 2024 withdrawal.
2|L|resolution-note|Result|2024 ladies' singles final, 13 July 2024: Barbora Krejcikova (31) d. Jasmine Paolini (7) 6-2, 2-6, 6-4. Resolves YES.|Reports the July 13, 2024 final.
6|K|resolution-criteria|Definitions|Seeding means the seed printed in the official draw. A player who takes a withdrawn seed's place does not inherit the seed. If play is suspended, the market waits for the final to finish, up to July 21, 2024.|Criteria with a later fallback date.
4|L|market-comment|Comment|Called it. Semis on July 11, 2024 were Krejcikova over Rybakina and Paolini over Vekic, so none of the top three seeds even reached the final.|Reports the July 11, 2024 semifinals.
""",
    ),
    Q(
        "s5-boris-johnson-mp-2023",
        "Will Boris Johnson cease to be the Member of Parliament for Uxbridge and South Ruislip by June 30, 2023?",
        "Resolves YES if, between the question's creation and June 30, 2023, Boris Johnson stops being an MP for any reason (resignation by appointment to the Chiltern Hundreds or the Manor of Northstead, a successful recall petition, or expulsion), as shown on the UK Parliament website. Resolves NO otherwise.",
        "2023-06-05",
        "2023-06-30",
        1,
        "politics",
        """
12|K|market-background|Background|The Commons Committee of Privileges is investigating whether Johnson misled Parliament about gatherings in Downing Street during lockdown. He gave evidence on March 22, 2023. If the committee recommends a suspension of ten sitting days or more and the House agrees, a recall petition could follow in his seat.|Earlier facts and a conditional.
4|K|comment-thread|Comments|The report is supposed to land in June, but there's no fixed date. Even with a long suspension, a recall petition stays open for six weeks, so NO by 30 June 2023 is still the base case unless he quits first.|A forecast about an unscheduled later event.
1|L|resolution-note|Resolved YES|Johnson said on the evening of June 9, 2023 that he was standing down with immediate effect, and he was appointed to the Manor of Northstead on June 12. Resolving YES.|Reports the June 9 and June 12, 2023 events.
2|L|background-update|Background (updated)|The committee's report, published 15 June 2023, found that he had deliberately misled the House and said it would have recommended a 90-day suspension had he not already resigned.|Reports the June 15, 2023 report.
7|K|resolution-criteria|Resolution source|We use the list of current MPs on members.parliament.uk. A by-election does not need to have been called; only the vacancy matters.|Criteria with no dates.
3|L|market-comment|Comment|For the record, the Conservatives held Uxbridge at the July 20, 2023 by-election by about 500 votes, so his exit didn't cost them the seat.|Reports the July 20, 2023 by-election result.
""",
    ),
    Q(
        "s5-fred-dexuseu-2024-11-22",
        "Will the US dollar to euro spot exchange rate (DEXUSEU, dollars per euro) have increased by 2024-11-22 as compared to its value on 2024-10-31?",
        "Data from FRED (Federal Reserve Bank of St. Louis), series DEXUSEU, noon buying rates in New York. Resolves YES if the value for 2024-11-22 is higher than the value for 2024-10-31. If no value is published for 2024-11-22, the most recent earlier value is used. Resolves NO otherwise.",
        "2024-10-31",
        "2024-11-22",
        0,
        "crypto_and_markets",
        """
15|K|data-source-note|About the series|DEXUSEU comes from the Board of Governors' H.10 release and reaches FRED with a short lag, usually the following Monday. Values are US dollars per euro, so a rise means the euro strengthened.|Description of the source with no later date.
3|K|question-background|Background|The euro has slipped from about 1.12 in late September as markets priced in more ECB cuts. The US presidential election is on November 5, 2024, and the Fed announces its next decision on November 7.|Earlier facts and scheduled events.
1|L|dataset-table|Recent values|DEXUSEU, dollars per euro: 2024-10-31 1.0882; 2024-11-06 1.0730; 2024-11-14 1.0531; 2024-11-22 1.0415.|Lists values for dates on and after the October 31, 2024 cutoff.
2|L|background-update|Background (updated)|The euro fell nearly 2% on November 6, 2024, its steepest one-day drop since 2020, as Donald Trump's election win pushed the dollar higher.|Reports the November 6, 2024 move.
5|K|forecaster-rationale|Rationale|Over three weeks the series is close to a coin flip. A Trump win is usually read as good for the dollar because of tariffs, so I lean NO at 45%; if Harris wins on Nov. 5, 2024, the euro might bounce.|A forecast with a conditional.
4|L|market-comment|Comment|Euro touched 1.0335 on Nov. 22, 2024 after the flash PMIs showed euro-area services shrinking, its lowest in about two years.|Reports the November 22, 2024 low.
""",
    ),
    Q(
        "s5-kishida-not-running-2024",
        "Will Fumio Kishida announce by August 31, 2024 that he will not run in the Liberal Democratic Party's September 2024 presidential election?",
        "Resolves YES if, between the question's creation and August 31, 2024, Prime Minister Fumio Kishida publicly states that he will not seek re-election as LDP president in the leadership vote due in September 2024. Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-31",
        1,
        "politics",
        """
11|K|market-background|Background|Kishida's term as LDP president ends on September 30, 2024, and the party is expected to hold its leadership vote in late September. His cabinet's approval has been under 30% for months since the party's slush-fund scandal broke.|Schedules and earlier facts.
3|K|comment-thread|Comments|He keeps saying he'll focus on policy over the summer, and nobody expects an announcement before he's back from the Central Asia trip planned for August 9-12, 2024. A decision after Obon at the earliest.|A forecast tied to planned later events.
1|L|market-comment|Comment|He cancelled the Central Asia trip on August 9, 2024, after the Meteorological Agency issued its first-ever Nankai Trough megaquake advisory.|Reports the August 9, 2024 cancellation.
2|L|resolution-note|Resolved YES|At a press conference on August 14, 2024, Kishida said he would not stand in the leadership race, taking responsibility for the funds scandal. Resolves YES.|Reports the August 14, 2024 announcement.
6|K|resolution-criteria|Rules|A statement through aides or a leak to the media is not enough; it has to be Kishida himself, in public. If the LDP moves its election, the question still resolves on the August 31 deadline.|Criteria with the deadline.
4|L|background-update|Background (updated)|The LDP held its vote on September 27, 2024, and Shigeru Ishiba beat Sanae Takaichi in the runoff to succeed Kishida.|Reports the September 27, 2024 vote.
""",
    ),
]
