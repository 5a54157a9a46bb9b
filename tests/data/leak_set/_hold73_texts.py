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
    Q(
        "s5-neymar-leaves-psg-2023",
        "Will Neymar complete a transfer away from Paris Saint-Germain by September 1, 2023?",
        "Resolves YES if, between the question's creation and September 1, 2023, a club other than Paris Saint-Germain officially announces the permanent or loan signing of Neymar Jr. Resolves NO otherwise. Agreements in principle and media reports do not count; an official club announcement does.",
        "2023-08-01",
        "2023-09-01",
        1,
        "sports",
        """
17|K|market-background|Background|Neymar joined PSG from Barcelona in August 2017 for a world-record 222 million euros and is under contract until 2025. He missed the second half of last season after ankle surgery in March 2023. PSG's new coach Luis Enrique takes charge of the club's Asian pre-season tour, which ends in early August.|Earlier facts and a schedule with no later full date.
6|K|comment-thread|Comments|[Jul 25] Barca can't afford him and the Premier League clubs aren't biting. A Saudi move is the only thing that gets this to YES. [Jul 26] The big European windows shut on 1 September 2023, but the Saudi window runs to September 7, 2023, so a late deal there might not even land inside this market.|Comments on window deadlines after the cutoff.
2|L|resolution-note|Resolves YES|Al Hilal announced on August 15, 2023 that Neymar had signed a two-year contract, for a fee reported at about 90 million euros. Official club announcement, well before the deadline. YES.|Reports the August 15, 2023 signing.
4|L|background-update|Background (updated)|Neymar was presented to Al Hilal supporters at King Fahd Stadium in Riyadh on 19 August 2023, four days after the transfer was confirmed.|Reports the August 19, 2023 presentation.
9|K|resolution-criteria|Rules|A loan counts. A transfer agreed but not announced by the buying club before 11:59 p.m. Paris time on September 1, 2023 does not. If the announcing club is in a league whose window is still open after that date, only announcements made by the deadline count.|Criteria with the deadline.
1|L|market-comment|Comment|Grim footnote: he tore his ACL and meniscus playing for Brazil against Uruguay on October 17, 2023, having played only a handful of games for Al Hilal.|Reports an October 17, 2023 injury after the cutoff.
""",
    ),
    Q(
        "s5-nature-dias-retraction-2023",
        "Will Nature retract the March 2023 paper by Ranga Dias et al. reporting near-ambient superconductivity in nitrogen-doped lutetium hydride by November 30, 2023?",
        "Resolves YES if, between the question's creation and November 30, 2023, Nature publishes a retraction notice for the paper 'Evidence of near-ambient superconductivity in a N-doped lutetium hydride' (published online March 8, 2023). An expression of concern or a correction does not count. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-30",
        1,
        "science",
        """
24|K|market-background|Background|This is the second Dias paper in Nature to face scrutiny: the 2020 paper on carbonaceous sulfur hydride was retracted in September 2022 over the authors' objections. Several groups have failed to reproduce the lutetium hydride result since it appeared in March 2023, and Physical Review Letters retracted a separate Dias paper this summer.|Earlier facts only.
8|K|comment-thread|Comments|Rumour is that most of the co-authors have written to the journal asking for a retraction. Nature usually takes months to run one, but if the co-authors are on board it can go fast. I'm at 55% for a notice before 30 November 2023.|A forecast with the deadline.
3|L|resolution-note|Resolved YES|Nature retracted the lutetium hydride paper on November 7, 2023, at the request of eight of its eleven authors, who said the data did not support the claims. Dias and one colleague did not agree to the retraction. Resolving YES.|Reports the November 7, 2023 retraction.
11|K|data-source-note|Resolution source|We check the paper's landing page on nature.com and the Retraction Watch database. A retraction note is usually linked at the top of the article page on the day it is published.|Source description with no dates.
1|L|dataset-table|Retraction database entry|Record: Snider E. et al. / Dasenbrock-Gammon N. et al., Nature 615, 244-250. Original date: 2023-03-08. Retraction date: 2023-11-07. Reason: concerns about data, investigation by journal, request of authors.|Lists a retraction dated after the cutoff.
5|K|forecaster-rationale|Rationale|Base rate for a Nature retraction inside a six-week window, even for a contested paper, is low. But co-author withdrawals change things. I'd say 45% by November 30, 2023, higher by the end of the year.|A forecast with the deadline.
""",
    ),
    Q(
        "s5-ricciardo-cota-2024",
        "Will Daniel Ricciardo start the 2024 United States Grand Prix for Visa Cash App RB?",
        "Resolves YES if Daniel Ricciardo takes the start of the Formula One United States Grand Prix at the Circuit of the Americas, scheduled for October 20, 2024, driving for Visa Cash App RB. Resolves NO if he does not start the race for that team.",
        "2024-09-20",
        "2024-10-20",
        0,
        "sports",
        """
7|K|market-background|Background|Ricciardo returned to F1 with AlphaTauri in mid-2023 and has been outscored by Yuki Tsunoda this year. Red Bull has reserve driver Liam Lawson waiting, and team advisor Helmut Marko has said a decision on the 2025 line-up will come after the summer. The Singapore Grand Prix is on September 22, 2024; the next race after that is in Austin on October 18-20, 2024.|Earlier facts and the race calendar.
3|K|comment-thread|Comments|Everyone thinks Singapore is his last race. But if he scores there, they could keep him to the end of the year. This market only asks about Austin, so a switch for 2025 wouldn't resolve it.|Conditional comments about a later race.
1|L|market-comment|Comment|He finished 18th in Singapore on September 22, 2024 but stole the fastest-lap point on the final lap, which will not save him.|Reports the September 22, 2024 race.
2|L|resolution-note|Resolves NO|RB announced on September 26, 2024 that Liam Lawson would replace Ricciardo for the rest of the season, starting in Austin. Lawson took the start on October 20, 2024 and finished ninth. NO.|Reports the September 26 announcement and the October 20, 2024 race.
10|K|resolution-criteria|Rules|A start means taking the green flag on the formation lap of the grand prix, not the sprint. If the race is cancelled, the market resolves NO. Resolution source: the FIA classification.|Criteria with no later date.
5|K|question-background|Timeline|Ricciardo's contract runs to the end of the 2024 season. The team usually confirms driver changes on the Monday or Tuesday after a race, and the gap after Singapore is four weeks.|Earlier facts and routines with no date.
""",
    ),
    Q(
        "s5-tiger-masters-cut-2024",
        "Will Tiger Woods make the cut at the 2024 Masters Tournament?",
        "Resolves YES if Tiger Woods completes 36 holes of the 2024 Masters (April 11-14, 2024, Augusta National) and is among the players who make the cut. Resolves NO if he misses the cut, withdraws before completing 36 holes, or does not play.",
        "2024-04-01",
        "2024-04-13",
        1,
        "sports",
        """
9|K|market-background|Background|Woods has made 23 consecutive cuts at the Masters, tied with Gary Player and Fred Couples for the record. He withdrew during the third round last April with plantar fasciitis, and he pulled out of the Genesis Invitational in February after six holes of the second round, citing illness. The first round is Thursday, April 11, 2024.|Earlier facts and the first-round date.
4|K|comment-thread|Comments|Forecast has storms for Thursday, which could push a lot of the second round into Saturday, April 13. Walking 36 holes in a day would be the real test for his leg.|A weather forecast and a later schedule.
1|L|background-update|Background (updated)|Storms delayed the start of the first round by two and a half hours on April 11, 2024, and Woods had to play 23 holes the next day.|Reports the April 11, 2024 delay.
2|L|resolution-note|Resolved YES|Woods shot 73-72 to finish at one over after 36 holes on 12 April 2024, comfortably inside the cut line of six over, and set a record with his 24th straight Masters cut. YES.|Reports the April 12, 2024 cut.
6|K|resolution-criteria|Rules|If the cut rule changes or weather cuts the event to 54 holes, the official list of players advancing after 36 holes is used. A withdrawal after making the cut still resolves YES.|Criteria with no later date.
3|L|market-comment|Comment|He faded over the weekend and finished 16 over on April 14, 2024, last of the 60 players who made the cut, while Scheffler won by four.|Reports the April 14, 2024 final round.
""",
    ),
    Q(
        "s5-nadal-retirement-2024",
        "Will Rafael Nadal announce his retirement from professional tennis by October 31, 2024?",
        "Resolves YES if, between the question's creation and October 31, 2024, Rafael Nadal publicly announces that he will retire from professional tennis, including an announcement that a named upcoming event will be his last. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-31",
        1,
        "sports",
        """
13|K|market-background|Background|Nadal, 38, has said 2024 would probably be his last season. He lost in the first round of the French Open to Alexander Zverev in May, reached the Bastad final in July, and played singles and doubles at the Paris Olympics. He has not played since, and he withdrew from the Laver Cup in Berlin, which ran September 20-22.|Earlier facts only.
5|K|comment-thread|Comments|He's still on the entry list for the Six Kings Slam exhibition in Riyadh on October 16-19, 2024, and Spain's Davis Cup Finals tie in Malaga starts November 19, 2024. The natural story is an announcement before Malaga.|Comments on scheduled events after the cutoff.
2|L|resolution-note|Resolved YES|Nadal announced in a video posted on October 10, 2024 that he would retire after the Davis Cup Finals in Malaga in November. Resolves YES.|Reports the October 10, 2024 announcement.
8|K|resolution-criteria|Rules|A statement that he is 'thinking about' stopping, or a withdrawal from a tournament, is not enough. The announcement must come from Nadal or his team and must say he is retiring.|Criteria with no dates.
1|L|market-comment|Comment|Last match was on November 19, 2024: he lost to Botic van de Zandschulp and Spain went out to the Netherlands.|Reports the November 19, 2024 match.
4|L|background-update|Background (updated)|Tributes poured in on 10 Oct 2024, including from Roger Federer, who posted that he had hoped this day would never come.|Reports reactions on October 10, 2024.
""",
    ),
    Q(
        "s5-noem-dhs-confirm-2025",
        "Will the Senate confirm Kristi Noem as Secretary of Homeland Security by January 31, 2025?",
        "Resolves YES if the US Senate votes to confirm Kristi Noem as Secretary of Homeland Security between the question's creation and January 31, 2025, per the Senate's roll call record. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-31",
        1,
        "politics",
        """
10|K|market-background|Background|President-elect Trump named South Dakota Governor Kristi Noem to lead the Department of Homeland Security on November 12, 2024. Republicans will hold 53 seats in the new Senate. Her confirmation hearing before the Homeland Security and Governmental Affairs Committee has been set for January 17, 2025.|Earlier facts and a scheduled hearing.
4|K|comment-thread|Comments|Inauguration is January 20, 2025. Leadership wants national security posts done in the first week, so Noem could get a floor vote the week of Jan 20 if the committee moves quickly.|Comments on expected later votes.
1|L|background-update|Background (updated)|At her hearing on January 17, 2025, Noem was pressed on FEMA and on the use of the CBP One app, and she told senators she would carry out the administration's deportation plans.|Reports the January 17, 2025 hearing as done.
2|L|resolution-note|Resolved YES|The Senate confirmed Noem 59-34 on January 25, 2025, with several Democrats voting in favour. Resolves YES.|Reports the January 25, 2025 vote.
7|K|resolution-criteria|Rules|A committee vote does not count; only a confirmation vote of the full Senate. An acting appointment resolves NO. If she withdraws, NO.|Criteria with no dates.
3|L|market-comment|Comment|Same week, the Hegseth vote needed Vance to break a 50-50 tie on January 24, 2025, so Noem's margin was comfortable by comparison.|Reports the January 24, 2025 vote on another nominee.
""",
    ),
    Q(
        "s5-wray-exit-2024",
        "Will Christopher Wray announce his resignation, or otherwise leave the office of FBI Director, by December 31, 2024?",
        "Resolves YES if, between the question's creation and December 31, 2024, Christopher Wray publicly announces that he will resign as Director of the FBI (whatever the effective date), or he is removed or otherwise stops serving. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "politics",
        """
9|K|market-background|Background|Wray's ten-year term runs until August 2027. President-elect Trump, who appointed him in 2017, has criticised him since the Mar-a-Lago search in August 2022, and allies have urged Trump to replace him after January 20, 2025.|Earlier facts and a date after the cutoff as a plan.
3|K|comment-thread|Comments|He can only be fired by the President, and Biden won't. So YES before 31 December 2024 basically needs Wray to announce himself. Watch for a named successor; that would ramp up pressure.|A conditional forecast.
1|L|background-update|Background (updated)|Trump said on November 30, 2024 that he would nominate Kash Patel to lead the FBI, signalling he intended to replace Wray.|Reports the November 30, 2024 announcement.
2|L|resolution-note|Resolved YES|Wray told FBI staff at a town hall on December 11, 2024 that he would step down at the end of the Biden administration. Resolves YES.|Reports the December 11, 2024 announcement.
6|K|resolution-criteria|Rules|An announcement that he will leave at a later date counts; media reports citing anonymous sources do not. If both a firing and a resignation occur, the earlier one counts.|Criteria with no dates.
4|L|dataset-table|FBI directors (last rows)|Christopher A. Wray: August 2, 2017 to January 19, 2025 (resigned). Brian Driscoll: January 20, 2025 to February 21, 2025 (acting). Kash Patel: February 21, 2025 to present.|Lists departures and successors dated after the cutoff.
""",
    ),
    Q(
        "s5-gensler-exit-2024",
        "Will Gary Gensler announce by December 15, 2024 that he will leave the SEC?",
        "Resolves YES if, between the question's creation and December 15, 2024, SEC Chair Gary Gensler publicly announces that he will step down as Chair or leave the Commission, whatever the effective date. Resolves NO otherwise.",
        "2024-11-10",
        "2024-12-15",
        1,
        "politics",
        """
14|K|market-background|Background|Gensler's term as a commissioner runs to June 2026. Donald Trump told the Bitcoin 2024 conference in Nashville in July that he would fire Gensler on his first day, and crypto firms have spent heavily on the race. Inauguration is on January 20, 2025.|Earlier facts and a scheduled date.
5|K|forecaster-rationale|Rationale|Chairs usually resign before a new president arrives, even when their terms have years left; Jay Clayton announced his exit in November 2020. I'd put an announcement before December 15, 2024 at 70%.|A forecast with the deadline.
2|L|resolution-note|Resolved YES|The SEC said on November 21, 2024 that Gensler would step down on January 20, 2025. Resolving YES.|Reports the November 21, 2024 announcement.
1|L|market-comment|Comment|And on Dec. 4, 2024 Trump named Paul Atkins, a former SEC commissioner, as his pick for chair.|Reports the December 4, 2024 nomination.
8|K|resolution-criteria|Fine print|An announcement that he will serve out his term as a commissioner but give up the chair counts. Reports that he is 'expected' to leave do not.|Criteria with no dates.
3|L|background-update|Background (updated)|Bitcoin climbed to a record above $99,000 on Nov. 22, 2024, the day after Gensler's departure was announced.|Reports a November 22, 2024 price move.
""",
    ),
    Q(
        "s5-ecowas-withdrawal-2024",
        "Will any member state announce its withdrawal from ECOWAS by February 29, 2024?",
        "Resolves YES if, between the question's creation and February 29, 2024, the government (including a military government) of any member state of the Economic Community of West African States officially announces that it is leaving the bloc. Resolves NO otherwise.",
        "2024-01-20",
        "2024-02-29",
        1,
        "geopolitics",
        """
18|K|market-background|Background|Mali, Burkina Faso and Niger, all under military rule and suspended from ECOWAS, signed the Liptako-Gourma Charter creating the Alliance of Sahel States on September 16, 2023. ECOWAS still has sanctions on Niger after the July 2023 coup. The bloc's heads of state last met in Abuja on December 10, 2023.|Earlier facts only.
7|K|comment-thread|Comments|The juntas talk about a confederation, not leaving. Withdrawal under the treaty takes a year's written notice anyway. I'm at 15%. An extraordinary ECOWAS summit is pencilled in for February 2024, which could go either way.|A forecast with a month-year after the cutoff.
2|L|resolution-note|Resolved YES|In a joint statement read on state television on January 28, 2024, Mali, Burkina Faso and Niger said they were leaving ECOWAS with immediate effect. Resolves YES.|Reports the January 28, 2024 announcement.
4|L|background-update|Background (updated)|ECOWAS leaders lifted most of the sanctions on Niger at an extraordinary summit in Abuja on 24 February 2024, a month after the three states announced their exit.|Reports the February 24, 2024 summit.
10|K|resolution-criteria|Rules|A formal announcement by a government counts even if the treaty's one-year notice period has not run. Threats, referendums proposed or statements by individual ministers without a government decision do not.|Criteria with no dates.
1|K|market-comment|Comment|Senegal's presidential election on February 25, 2024 is the other ECOWAS date to watch; a crisis there would not resolve this, though.|A scheduled election after the cutoff.
""",
    ),
    Q(
        "s5-yf-djt-2024-04-19",
        "Will DJT's market close price on 2024-04-19 be higher than its market close price on 2024-04-01?",
        "Stock data is sourced from Yahoo Finance. Resolves YES if the close of Trump Media & Technology Group (DJT) on 2024-04-19 is higher than its close on 2024-04-01. If 2024-04-19 is not a trading day, the most recent prior close is used. Resolves NO otherwise.",
        "2024-04-01",
        "2024-04-19",
        0,
        "crypto_and_markets",
        """
4|K|question-background|Background|Trump Media began trading on Nasdaq under the ticker DJT on March 26, 2024, after Digital World Acquisition Corp shareholders approved the merger on March 22. The stock closed its first day up about 16%, near $58. Insiders are barred from selling for six months unless the board waives the lock-up.|Earlier facts only.
2|K|data-source-note|Data source|Yahoo Finance historical prices for DJT. Trading before March 26, 2024 appears under the DWAC ticker and is not used. The freeze close is that of 2024-04-01; the comparison close is that of 2024-04-19.|Source with the question's own dates.
1|L|background-update|Background (updated)|Shares fell 21% on April 1, 2024 after the company's annual report showed a loss of about $58 million for 2023 on revenue of $4.1 million.|Reports the April 1, 2024 drop on the cutoff day.
3|L|dataset-table|Recent closes|DJT close (USD): 2024-03-26 57.99; 2024-03-28 61.00; 2024-04-01 48.66; 2024-04-15 32.59; 2024-04-19 22.84.|Lists closes for dates on and after the April 1, 2024 cutoff.
6|K|forecaster-rationale|Rationale|Meme-like names can double or halve in three weeks. The first 10-K is due by the end of March or early April 2024, and a filing to register more shares could follow. Leaning NO at 40%.|A forecast with expected later filings.
5|L|market-comment|Comment|Dropped another 18% on Apr 15, 2024 when it filed to register more shares for sale, and again the next day. YES is dead.|Reports the April 15, 2024 drop.
""",
    ),
    Q(
        "s5-swift-endorsement-2024",
        "Will Taylor Swift publicly endorse a candidate in the 2024 US presidential election by September 30, 2024?",
        "Resolves YES if, between the question's creation and September 30, 2024, Taylor Swift publicly endorses a candidate for President of the United States in the November 5, 2024 election, on her own social media accounts or in an interview. Resolves NO otherwise.",
        "2024-09-03",
        "2024-09-30",
        1,
        "politics",
        """
12|K|market-background|Background|Swift endorsed Joe Biden on October 7, 2020, about four weeks before that election, and has said little about politics this year while on tour. Donald Trump posted AI-generated images in August suggesting she supported him. The Eras Tour is on a break until its North American leg resumes in Miami on October 18, 2024.|Earlier facts and a later tour date.
6|K|comment-thread|Comments|If she follows the 2020 pattern, an endorsement lands in early October, after this market closes. The one thing that could pull it forward is the Harris-Trump debate in Philadelphia on September 10, 2024. I hold a little YES.|Comments on a scheduled debate after the cutoff.
2|L|resolution-note|Resolved YES|Minutes after the debate ended on September 10, 2024, Swift posted on Instagram that she would vote for Kamala Harris and Tim Walz, signing it 'Childless Cat Lady'. Resolves YES.|Reports the September 10, 2024 endorsement.
9|K|resolution-criteria|Rules|Liking or sharing another person's post does not count. A general call to register to vote without naming a candidate does not count either. The statement must name a presidential candidate.|Criteria with no dates.
1|L|market-comment|Comment|The link in her post sent more than 400,000 people to vote.gov within a day, per the GSA, on Sept. 11, 2024.|Reports a September 11, 2024 figure.
4|L|background-update|Background (updated)|The night after the endorsement, at the MTV VMAs on 11 September 2024, she won Video of the Year for 'Fortnight' and repeated her call to register.|Reports the September 11, 2024 awards.
""",
    ),
    Q(
        "s5-beatles-new-song-2023",
        "Will the Beatles release a previously unreleased song on major streaming services by November 15, 2023?",
        "Resolves YES if, between the question's creation and November 15, 2023, a Beatles recording not previously released commercially becomes available on at least two of Spotify, Apple Music and YouTube Music, credited to the Beatles. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-15",
        1,
        "culture",
        """
19|K|market-background|Background|Paul McCartney told BBC Radio 4 in June 2023 that machine-learning tools had been used to separate John Lennon's voice from an old demo for 'the final Beatles record', to be released later this year. Universal has given no date. The demo is widely assumed to be 'Now and Then', which the surviving members worked on in 1995.|Earlier facts and an undated plan.
5|K|comment-thread|Comments|Apple Corps has the Red and Blue compilations reissue lined up for November 10, 2023, and a lead single ahead of that would make sense. Any date before Nov 15, 2023 resolves YES, but label plans slip all the time.|Comments on a scheduled reissue after the cutoff.
3|L|background-update|Background (updated)|On October 26, 2023 the band's label confirmed that 'Now and Then' would be released on November 2, 2023, with a short documentary about its making the day before.|Reports the October 26, 2023 announcement as done.
1|L|resolution-note|Resolved YES|'Now and Then' went live on all major streaming services at 2 p.m. UK time on 2 November 2023. Resolves YES.|Reports the November 2, 2023 release.
9|K|resolution-criteria|Rules|Remixes, remasters and alternate takes of songs that were released before do not count. Regional delays of a few hours are ignored.|Criteria with no dates.
2|L|market-comment|Comment|Topped the UK singles chart on November 10, 2023, their first number one there since 'The Ballad of John and Yoko' in 1969.|Reports a November 10, 2023 chart result.
""",
    ),
    Q(
        "s5-apple-car-cancel-2024",
        "Will Apple's electric car project be reported cancelled by March 31, 2024?",
        "Resolves YES if, between the question's creation and March 31, 2024, Apple announces, or at least two major outlets (Bloomberg, Reuters, The Wall Street Journal, The New York Times, the Financial Times) report citing sources, that Apple has ended its electric-vehicle project (internally known as Titan). A report of a delay or a smaller scope does not count. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-31",
        1,
        "technology",
        """
21|K|market-background|Background|Apple has worked on a car since about 2014 and has never confirmed it. In January 2024 Bloomberg reported that the launch had slipped again, to 2028 at the earliest, and that the vehicle would have less advanced driver assistance than once planned. About 2,000 people are said to work on it.|Earlier facts only.
8|K|forecaster-rationale|Rationale|A delay plus a downscoped design usually precedes a cut, but companies can keep a project limping for years. I'd give a reported cancellation within six weeks, by March 31, 2024, about 15%.|A forecast with the deadline.
2|L|resolution-note|Resolved YES|Bloomberg reported on February 27, 2024 that Apple had told staff it was winding down the car effort, with many employees moving to the generative AI group, and other outlets confirmed it the same day. Resolves YES.|Reports the February 27, 2024 reports.
5|K|comment-thread|Comments|Apple's shareholder meeting is on February 28, 2024; no chance they talk about the car there. The WWDC keynote in June 2024 is too late for this market anyway.|Comments on scheduled meetings after the cutoff.
1|L|market-comment|Comment|Feb. 27, 2024: internal memo said to come from Jeff Williams and Kevin Lynch. Some hardware engineers will be offered other roles; layoffs expected for the rest.|Reports a February 27, 2024 memo.
11|K|resolution-criteria|Sources|Reports must say the project has ended or been shut down. 'Paused', 'reassessed' or 'pushed back' is not enough.|Criteria with no dates.
""",
    ),
    Q(
        "s5-fred-dgs2-2023-03-31",
        "Will the market yield on US Treasury securities at 2-year constant maturity (DGS2) have increased by 2023-03-31 as compared to its value on 2023-03-08?",
        "Data from FRED (Federal Reserve Bank of St. Louis), series DGS2, percent, not seasonally adjusted. Resolves YES if the value for 2023-03-31 is higher than the value for 2023-03-08. If no value is published for 2023-03-31, the most recent earlier value is used. Resolves NO otherwise.",
        "2023-03-08",
        "2023-03-31",
        0,
        "crypto_and_markets",
        """
6|K|data-source-note|About the series|DGS2 is the constant-maturity 2-year yield from the Treasury's daily par yield curve, published on FRED from the Board's H.15 release. A value is missing on bond-market holidays.|Description with no dates.
3|K|question-background|Background|Two-year yields have climbed about a percentage point since early February on strong jobs and inflation data, and are now near their highest since 2007. The February jobs report is due March 10, 2023, CPI on March 14, and the FOMC meets March 21-22, 2023.|Earlier facts and scheduled releases.
1|L|background-update|Background (updated)|Powell told the House Financial Services Committee on March 8, 2023 that no decision had been made on the size of the March move, a day after saying rates were likely to go higher than expected.|Reports the March 8, 2023 testimony on the cutoff day.
2|L|dataset-table|Recent values|DGS2 (percent): 2023-03-08 5.07; 2023-03-10 4.60; 2023-03-13 4.03; 2023-03-22 3.97; 2023-03-31 4.06.|Lists values for dates on and after the March 8, 2023 cutoff.
4|L|market-comment|Comment|California regulators closed Silicon Valley Bank on March 10, 2023, and the 2-year had its biggest three-day fall since 1987. Not a chance this resolves YES.|Reports the March 10, 2023 bank failure.
5|K|forecaster-rationale|Rationale|Markets now price a 50 bp hike on March 22, 2023 as more likely than not. If the jobs report is hot, the 2-year could push past 5.1%. I'm at 60% YES.|A forecast with a scheduled decision.
""",
    ),
    Q(
        "s5-hko-black-rain-2023",
        "Will the Hong Kong Observatory issue a Black Rainstorm Warning Signal between August 25 and September 30, 2023?",
        "Resolves YES if the Hong Kong Observatory issues the Black Rainstorm Warning Signal at any time between August 25, 2023 and September 30, 2023 (Hong Kong time), as shown in its warning records. Resolves NO otherwise.",
        "2023-08-25",
        "2023-09-30",
        1,
        "climate",
        """
16|K|market-background|Background|The black signal means more than 70 mm of rain in an hour is falling or expected, and it shuts schools and most workplaces. It is rare: some years see none at all. Late summer brings both typhoons and monsoon troughs, and the rainy season runs to the end of September.|General facts with no later date.
4|K|comment-thread|Comments|[Aug 21] Saola is drifting near Luzon and several models curve it toward the Pearl River Delta around Sept 1-2, 2023. A direct hit would bring wind signals, but typhoon rain bands don't always reach black. [Aug 21] Worth a few percent either way.|Comments on a forecast storm track after the cutoff.
2|L|background-update|Background (updated)|The Observatory raised the No. 10 Hurricane Signal for Super Typhoon Saola on September 1, 2023, the first time since Mangkhut in 2018.|Reports the September 1, 2023 signal.
1|L|resolution-note|Resolved YES|The black signal went up at 11:05 p.m. on 7 September 2023 and stayed in force for about 16 hours. The Observatory's headquarters recorded 158.1 mm in one hour, the most since records began in 1884. YES.|Reports the September 7-8, 2023 rainstorm.
8|K|resolution-criteria|Rules|Any issue of the black signal counts, however brief. Amber and red signals do not. Times are Hong Kong time, so a signal raised before midnight on September 30, 2023 counts.|Criteria with the deadline.
3|L|market-comment|Comment|Sept. 8, 2023: MTR stations flooded, Chai Wan and Wong Tai Sin under water, schools shut for the day. Wild.|Reports September 8, 2023 flooding.
""",
    ),
    Q(
        "s5-dubai-rain-2024",
        "Will Dubai International Airport record more than 100 mm of rain in a single day before April 30, 2024?",
        "Resolves YES if the UAE National Center of Meteorology, or reporting citing it, shows more than 100 mm of rain recorded at Dubai International Airport within a 24-hour period between the question's creation and April 30, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "climate",
        """
14|K|market-background|Background|Dubai averages under 100 mm of rain in a whole year, most of it between November and March. Heavy storms on March 9, 2024 flooded roads and delayed flights. The question asks whether a single day will beat the airport's normal annual total.|Earlier facts only.
5|K|forecaster-rationale|Rationale|April storms happen but are usually brief. Even the big March event fell short of 100 mm at the airport. I'm at 5%, maybe less.|A forecast with no later date.
1|L|resolution-note|Resolved YES|The airport recorded more than 140 mm of rain in about 24 hours on April 16, 2024, and the NCM said a station near Al Ain had 254.8 mm, the most in the UAE since records began in 1949. YES.|Reports the April 16, 2024 rainfall.
3|L|background-update|Background (updated)|Flights were diverted and Emirates stopped check-in for departing passengers on 16-17 April 2024 as water covered taxiways and access roads.|Reports the April 16-17, 2024 disruption.
7|K|resolution-criteria|Rules|Amounts measured at other Dubai stations do not count. If the NCM publishes only accumulated totals for a multi-day event, the largest 24-hour figure it or major outlets report for the airport is used. Deadline: April 30, 2024.|Criteria with the deadline.
2|K|market-comment|Comment|Long-range models hint at another low-pressure system crossing the Gulf mid-month, maybe April 14-16, 2024. Nothing firm yet.|A weather outlook for dates after the cutoff.
""",
    ),
    Q(
        "s5-eiffel-strike-2024",
        "Will the Eiffel Tower be closed to visitors for a full day because of a strike in February 2024?",
        "Resolves YES if, on at least one day between February 12 and February 29, 2024, the Eiffel Tower does not open to visitors at all because of industrial action by its staff, as announced by its operator SETE or reported by major outlets. Resolves NO otherwise.",
        "2024-02-12",
        "2024-02-29",
        1,
        "labor",
        """
15|K|market-background|Background|Staff walked out on December 27, 2023, the centenary of Gustave Eiffel's death, closing the tower for the day. The CGT union says the City of Paris, which owns the operator, is setting fees too low to pay for upkeep. Talks resumed in January.|Earlier facts only.
4|K|comment-thread|Comments|CGT says it will file a new strike notice if the February board meeting doesn't address maintenance funding. Schools are on winter holidays from February 10 to 26, 2024 in the Paris zone, so a strike then would hit peak visitors.|Comments on threatened action and a holiday calendar.
1|L|resolution-note|Resolved YES|The tower was closed on Monday, February 19, 2024, the first day of an open-ended strike over its finances. Resolves YES.|Reports the February 19, 2024 closure.
2|L|background-update|Background (updated)|The strike lasted six days. Unions and the operator reached an agreement and the tower reopened on 25 February 2024.|Reports the February 25, 2024 reopening.
9|K|resolution-criteria|Rules|Partial closures, such as only the top floor shutting, do not count. A closure for weather or security resolves NO unless strike action is given as a cause.|Criteria with no dates.
3|L|market-comment|Comment|Extra: the Olympic rings went up on the tower's first floor on June 7, 2024, so it survived into Games season.|Reports a June 7, 2024 event after the cutoff.
""",
    ),
    Q(
        "s5-olympic-flame-marseille-2024",
        "Will the Paris 2024 Olympic flame arrive in Marseille on May 8, 2024?",
        "Resolves YES if the Olympic flame for the Paris 2024 Games arrives in Marseille on May 8, 2024, as announced by the Paris 2024 organising committee. Resolves NO if its arrival in Marseille is on a different date or does not happen.",
        "2024-04-10",
        "2024-05-08",
        1,
        "sports",
        """
11|K|market-background|Background|The flame is to be lit at ancient Olympia on April 16, 2024, carried across Greece, handed to the French organisers in Athens on April 26, and sail to Marseille aboard the three-masted Belem. Organisers plan its arrival in the Vieux-Port on May 8, 2024.|A schedule with dates after the cutoff.
4|K|comment-thread|Comments|The Belem is a 128-year-old sailing ship; a storm in the Mediterranean could push it back a day. Organisers built in a day's margin, they say. Still at 90% YES.|A forecast with no later full date.
2|L|background-update|Background (updated)|Cloud cover kept the sun's rays from lighting the flame at Olympia on April 16, 2024, so the priestesses used a backup flame lit at the dress rehearsal the day before.|Reports the April 16, 2024 ceremony.
3|L|resolution-note|Resolved YES|The Belem docked in Marseille's Vieux-Port on the evening of 8 May 2024, and rapper Jul lit the cauldron. Resolves YES.|Reports the May 8, 2024 arrival.
1|L|market-comment|Comment|The handover at the Panathenaic Stadium on Apr 26, 2024 went off fine, and the Belem left Piraeus the next day.|Reports the April 26-27, 2024 handover and departure.
7|K|resolution-criteria|Rules|Arrival means the flame reaching the quayside in Marseille. Time zone is French local time.|Criteria with no dates.
""",
    ),
    Q(
        "s5-yf-nvda-2024-08-30",
        "Will NVDA's market close price on 2024-08-30 be higher than its market close price on 2024-08-23?",
        "Stock data is sourced from Yahoo Finance. Resolves YES if the close of NVIDIA (NVDA) on 2024-08-30 is higher than its close on 2024-08-23. If 2024-08-30 is not a trading day, the most recent prior close is used. Resolves NO otherwise.",
        "2024-08-23",
        "2024-08-30",
        0,
        "crypto_and_markets",
        """
6|K|question-background|Background|Nvidia shares have recovered most of their early-August slide. The company reports second-quarter fiscal 2025 results after the close on Wednesday, August 28, 2024, and the options market is pricing a move of about 10% either way.|Earlier facts and a scheduled report.
3|K|data-source-note|Data source|Yahoo Finance historical prices for NVDA, split-adjusted (the 10-for-1 split took effect in June 2024). Freeze close: 2024-08-23. Comparison close: 2024-08-30.|Source with the question's own dates.
1|L|background-update|Background (updated)|Nvidia reported revenue of $30.0 billion on August 28, 2024, ahead of forecasts, but the shares fell about 6% the next day as the outlook failed to impress.|Reports the August 28, 2024 results and the fall.
2|L|dataset-table|Recent closes|NVDA close (USD): 2024-08-23 129.37; 2024-08-27 128.30; 2024-08-29 117.59; 2024-08-30 119.37.|Lists closes for dates on and after the August 23, 2024 cutoff.
4|K|forecaster-rationale|Rationale|Beats are priced in. Over the last several reports the stock fell the day after as often as it rose. With one trading week, I'd say 50% and let the earnings decide.|A forecast with no later full date.
5|L|market-comment|Comment|Then on Sept 3, 2024 it lost about $279 billion of market value in one session, the biggest one-day drop for any US company.|Reports a September 3, 2024 drop after the cutoff.
""",
    ),
    Q(
        "s5-senate-border-bill-2024",
        "Will the US Senate invoke cloture on the bipartisan border security and Ukraine aid package by February 29, 2024?",
        "Resolves YES if, between the question's creation and February 29, 2024, the Senate votes to invoke cloture (at least 60 votes) on the motion to proceed to, or on, the supplemental appropriations bill negotiated by Senators Lankford, Murphy and Sinema that pairs border security measures with aid for Ukraine and Israel. A vote on a version without the border provisions does not count. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-29",
        0,
        "legislation",
        """
16|K|market-background|Background|Senators James Lankford, Chris Murphy and Kyrsten Sinema have negotiated for months on a border deal that Republicans demanded as the price of more Ukraine aid. Donald Trump has urged Republicans to reject any deal, and Speaker Mike Johnson has said it would be dead on arrival in the House.|Earlier facts only.
4|K|comment-thread|Comments|Schumer says bill text will come out this weekend and a first procedural vote could be as early as Wednesday, February 7, 2024. Needs 60, so at least nine Republicans.|Comments on a planned later vote.
2|L|background-update|Background (updated)|The text, released on February 4, 2024, ran to 370 pages and $118 billion, including new asylum standards and emergency authority to close the border when crossings are high.|Reports the February 4, 2024 release.
1|L|resolution-note|Resolves NO|The motion to proceed failed 49-50 on February 7, 2024; only four Republicans voted for it, and Schumer then moved to a foreign-aid-only bill. Resolves NO.|Reports the February 7, 2024 vote.
8|K|resolution-criteria|Rules|A later vote on a bill that includes the same border text counts, even if the aid amounts change. A motion to reconsider that passes counts as cloture only if it reaches 60.|Criteria with no dates.
3|L|market-comment|Comment|The aid-only version passed the Senate 70-29 early on February 13, 2024, without any border provisions, so it doesn't touch this market.|Reports the February 13, 2024 passage.
""",
    ),
]
