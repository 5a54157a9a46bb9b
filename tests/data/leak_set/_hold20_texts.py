# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold20` part, read by `build_hold20.py`.

ForecastBench-style questions and the texts a forecaster would see beside them: questions
resolved from data series (FRED, yfinance stock closes, ACLED conflict counts, Wikipedia lists,
DBnomics) and from forecasting platforms (Metaculus, Manifold, Polymarket, INFER), with the
question's background and resolution criteria, platform comments, data tables, wiki revisions
and the news a search would return. The question templates follow ForecastBench's (CC BY-SA 4.0);
the questions, ids and all texts were written for this set.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold20.py` and the README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "l7-fred-unrate-2023-08",
        "Will the US unemployment rate (UNRATE) for August 2023 be higher than its value for July 2023?",
        "Source: FRED series UNRATE (civilian unemployment rate, seasonally adjusted, monthly, from the BLS Employment Situation report). Resolves YES if the first published value for August 2023, released on September 1, 2023, is higher than the value for July 2023 (3.5%). Resolves NO otherwise.",
        "2023-08-20",
        "2023-09-01",
        1,
        "macro_data",
        """
6|K|question-background|UNRATE: Unemployment Rate (monthly, SA)|The unemployment rate is the number of unemployed as a percentage of the labor force, from the household survey. The July 2023 rate was 3.5%, down from 3.6% in June. The August figure is scheduled for Friday, September 1, 2023 at 8:30 a.m. ET, and FRED usually updates within the hour.|Background with past values and the scheduled release date.
3|L|news-search-result|Jobless rate jumps to 3.8% as labor force swells|The unemployment rate rose to 3.8% in August from 3.5%, the Labor Department said on Sept. 1, 2023, the highest since early 2022, as 736,000 people joined the labor force. Payrolls grew by 187,000, and June and July were revised down by a combined 110,000.|Reports the September 1, 2023 release, the outcome itself.
9|K|forecaster-rationale|Why I'm below 50 on a rise|Consensus has August at 3.5% again. Claims are still low (around 240k a week) and the household survey is noisy, so a tick up is possible but not the base case. Jackson Hole runs Aug. 24-26, 2023 and Powell speaks on the 25th, but that won't touch the August data. Call it 38%.|A forecast naming a scheduled speech; nothing after the cutoff is reported.
2|L|platform-comment|Updating after Jackson Hole and JOLTS|Powell said at Jackson Hole on Aug 25, 2023 that the Fed is prepared to raise rates further if appropriate, and JOLTS on Aug 29 showed openings falling to 8.8 million, the lowest since March 2021. Labor market is cooling faster than I thought. Moving to 48%.|Reports the August 25 and 29, 2023 events as done.
14|K|data-table|UNRATE, last five observations|2023-03: 3.5. 2023-04: 3.4. 2023-05: 3.7. 2023-06: 3.6. 2023-07: 3.5. Next observation (2023-08) expected 2023-09-01.|Only earlier values and a scheduled release.
1|L|news-search-result|Private payrolls slow to 177,000 in August, ADP says|Private employers added 177,000 jobs last month, down from 371,000 in July, payroll processor ADP reported on Wednesday, August 30, 2023. Annual pay growth for job stayers slowed to 5.9%.|Reports the August 30, 2023 ADP release.
""",
    ),
    Q(
        "l7-fred-mortgage30us-2023-10-26",
        "Will the 30-year fixed rate mortgage average in the United States (MORTGAGE30US) have increased by 2023-10-26 as compared to its value on 2023-10-05?",
        "Source: FRED series MORTGAGE30US (Freddie Mac Primary Mortgage Market Survey, weekly, released Thursdays). Resolves YES if the value for the week of 2023-10-26 is higher than the value for the week of 2023-10-05. Resolves NO otherwise.",
        "2023-10-05",
        "2023-10-26",
        1,
        "macro_data",
        """
4|K|question-background|MORTGAGE30US: 30-Year Fixed Rate Mortgage Average|Freddie Mac publishes the average each Thursday at noon ET, based on applications submitted Monday to Wednesday. The average was 7.31% for the week of September 28, 2023. This question compares the readings of October 5 and October 26, 2023.|Background with an earlier value and the question's own dates.
2|L|news-search-result|Mortgage rates hit 7.79%, the highest since 2000|The average rate on a 30-year fixed loan climbed to 7.79% in the week ending Oct. 26, 2023, Freddie Mac said, up from 7.63% the week before, as the 10-year Treasury yield flirted with 5%.|Reports the October 26, 2023 reading, the outcome.
7|K|market-update|Yields grind higher after strong job openings data|The 10-year yield touched 4.8% after August job openings unexpectedly rose to 9.6 million. The September jobs report on Friday, Oct. 6, 2023, and CPI on Oct. 12 are the next tests for rate-sensitive markets, including mortgages.|Past data and scheduled releases.
1|L|platform-comment|Two more weekly prints in, both higher|PMMS came in at 7.57 on Oct 12, 2023 and 7.63 on Oct 19, 2023. With one print left, this needs a 15bp drop in a week to resolve NO. I'm at 92%.|Reports the October 12 and 19, 2023 readings as done.
12|K|explainer|Why mortgage rates follow the 10-year Treasury|Lenders price 30-year loans off the 10-year yield plus a spread that has run near three percentage points this year, about a point wider than usual. The Fed's next scheduled decision, on November 1, 2023, matters less than the bond market's daily moves.|An explainer with a scheduled meeting.
5|L|news-search-result|Existing-home sales sink to 13-year low|Sales of previously owned homes fell 2% in September to a 3.96 million annual rate, the National Association of Realtors reported on Oct. 19, 2023, as borrowing costs near 8% kept buyers away.|Reports an October 19, 2023 release, a later event.
""",
    ),
    Q(
        "l7-fred-dgs10-2023-12-14",
        "Will the market yield on US Treasury securities at 10-year constant maturity (DGS10) have increased by 2023-12-14 as compared to its value on 2023-11-30?",
        "Source: FRED series DGS10 (daily). Resolves YES if the value for 2023-12-14 is higher than the value for 2023-11-30. If either date has no observation, the most recent prior observation is used. Resolves NO otherwise.",
        "2023-11-30",
        "2023-12-14",
        0,
        "macro_data",
        """
3|K|question-background|DGS10: Market Yield on 10-Year Treasuries|The series is published by the Federal Reserve Board (H.15) with a one-day lag. The 10-year yield peaked near 4.98% on October 19 and has since fallen below 4.4% after softer October inflation and Fed Governor Waller's remarks on Nov. 28.|Background with earlier facts only.
2|L|news-search-result|10-year yield falls below 4% after Fed pencils in cuts|The benchmark yield slid to 3.91% on December 14, 2023, its first close under 4% since August, a day after Fed officials projected three quarter-point rate cuts in 2024.|Reports the December 13 and 14, 2023 moves, the outcome.
6|K|calendar|Rates week ahead (Dec. 4-15)|2023-12-05: JOLTS. 2023-12-08: November payrolls. 2023-12-12: November CPI. December 12-13, 2023: FOMC, with statement and projections at 2:00 p.m. ET on the 13th. 2023-12-14: retail sales.|A calendar of scheduled events.
1|L|market-update|Yields jump as November hiring beats forecasts|Treasury yields rose on Friday, December 8, 2023 after employers added 199,000 jobs and the jobless rate dipped to 3.7%, trimming bets on a March rate cut.|Reports the December 8, 2023 jobs data and market move.
10|K|platform-comment|Dot plot is the swing factor|If the December 13, 2023 dots show cuts for 2024, the long end probably rallies further; if they hold the line, we could retrace toward 4.5%. Two-week changes in DGS10 are close to a coin flip historically. 42% on YES.|A conditional forecast about a scheduled meeting.
4|K|base-rate|How often the 10-year rises over two weeks|Since 2000, DGS10 has been higher after ten trading days in about 49% of windows; in 2023 the share was 55%, reflecting the year's selloff.|A base rate from earlier data.
""",
    ),
    Q(
        "l7-fred-cbethusd-2024-12-06",
        "Will Coinbase Ethereum (CBETHUSD) have increased by 2024-12-06 as compared to its value on 2024-11-15?",
        "Source: FRED series CBETHUSD (Coinbase ether price in US dollars, daily, 5 p.m. PT). Resolves YES if the value for 2024-12-06 is higher than the value for 2024-11-15. Resolves NO otherwise.",
        "2024-11-15",
        "2024-12-06",
        1,
        "crypto_and_markets",
        """
5|K|question-background|CBETHUSD: Coinbase Ethereum|FRED republishes Coinbase's daily ether price. Ether traded near $2,400 before the November 5 election and above $3,200 a week later, lagging bitcoin's record run. The question compares the 2024-11-15 and 2024-12-06 values.|Background with earlier facts and the question's own dates.
3|L|news-search-result|Ether tops $4,000 for first time since March|Ether climbed above $4,000 on December 6, 2024, extending a rally of more than 60% since the US election, as spot ether ETFs posted their strongest run of inflows since launch.|Reports the December 6, 2024 price, the outcome.
8|K|market-update|Ether joins post-election crypto rally|Ether jumped about 30% in the week after the Nov. 5 vote. Traders now look to the Fed's December 17-18, 2024 meeting and to developers' timetable for the Pectra upgrade, targeted for early 2025.|Past moves and scheduled events.
1|L|comment-thread|ETF flows thread|[Nov 29, 2024] Biggest day yet for the ether ETFs, over $300m in. ETH at 3,580 going into the weekend. This one's looking like a yes.|Reports November 29, 2024 flows and price as done.
12|K|explainer|What Pectra changes for ether holders|The upgrade raises the staking limit per validator and adds account abstraction features. Core developers have discussed a mainnet date around March 2025, after testnet forks in December or January.|Plans for later dates, nothing reported as done.
2|L|headline|Ether ends November up 47%, its best month since 2021|Ether closed November 30, 2024 near $3,700, capping its biggest monthly gain in three years.|Reports the November 30, 2024 close.
""",
    ),
    Q(
        "l7-yf-msft-2025-05-01",
        "Will MSFT's market close price on 2025-05-01 be higher than its market close price on 2025-04-17?",
        "Source: Yahoo Finance daily closes. Resolves YES if Microsoft's close on 2025-05-01 is higher than its close on 2025-04-17, adjusted for stock splits and dividends. Resolves NO otherwise.",
        "2025-04-17",
        "2025-05-01",
        1,
        "crypto_and_markets",
        """
6|K|earnings-preview|Microsoft earnings preview: Azure in focus|Microsoft will report fiscal third-quarter results after the close on Wednesday, April 30, 2025. The company guided Azure growth of 31% to 32% in constant currency; analysts will also watch capital spending plans after reports that it slowed some data-center projects.|A preview of a scheduled report.
2|L|news-search-result|Microsoft jumps 7.6% as cloud growth beats|Microsoft shares closed at $425.40 on May 1, 2025, their best day since 2023, after Azure revenue grew 33% and the company forecast further acceleration.|Reports the May 1, 2025 close, the outcome.
10|K|market-update|Megacaps rebound after tariff pause|Microsoft gained about 10% on April 9 as the White House paused most new tariffs for 90 days, before giving back part of the move. Alphabet reports on April 24, and Microsoft and Meta on April 30, 2025.|Earlier moves and scheduled reports.
1|L|platform-comment|After hours read|MSFT +9% after hours on April 30, 2025, Meta up too. Unless it gives it all back tomorrow this is a clear YES.|Reports the April 30, 2025 results reaction as done.
4|K|question-background|How this question resolves|The comparison uses the adjusted closes of 2025-04-17 and 2025-05-01. A close on May 1 above the April 17 close, by any amount, resolves YES.|Repeats the resolution criteria.
13|K|news-search-result|Microsoft slides below $360 in tariff rout|Microsoft fell to its lowest close in more than a year on April 7, 2025 as the broad selloff over new US tariffs deepened.|A fact dated before the cutoff.
""",
    ),
    Q(
        "l7-yf-tsla-2024-10-25",
        "Will TSLA's market close price on 2024-10-25 be higher than its market close price on 2024-10-11?",
        "Source: Yahoo Finance daily closes. Resolves YES if Tesla's close on 2024-10-25 is higher than its close on 2024-10-11, adjusted for stock splits and dividends. Resolves NO otherwise.",
        "2024-10-11",
        "2024-10-25",
        1,
        "crypto_and_markets",
        """
3|K|earnings-preview|Tesla to report third-quarter results Oct. 23|Tesla will post results after the bell on Wednesday, October 23, 2024, having delivered 462,890 vehicles in the quarter. Margins and the timing of cheaper models are the main questions.|A scheduled report and an earlier figure.
1|L|news-search-result|Tesla sinks 8.8% after robotaxi reveal underwhelms|Tesla shares closed at $217.80 on Oct. 11, 2024, after the Cybercab unveiling in Burbank offered few details on timing or regulatory approval.|Reports the October 11, 2024 close, on the cutoff day.
2|K|news-search-result|Tesla's 'We, Robot' event: what to expect|Musk will show the robotaxi at Warner Bros. studios in Burbank on Thursday night. Investors want a production date and a price; Tesla has said little since delaying the event from August; third-quarter results follow on Oct. 23, 2024.|A preview of a scheduled event.
5|L|headline|Tesla soars 22% after Musk forecasts growth next year|Shares closed at $260.48 on Thursday, October 24, 2024, their best day since 2013, after Tesla beat profit estimates and Musk projected 20% to 30% vehicle growth in 2025.|Reports the October 24, 2024 move.
8|K|forecaster-rationale|Earnings week makes this noisy|Over two-week windows TSLA is up a bit more than half the time, and the Oct. 23, 2024 report adds variance both ways. 50%.|A forecast naming a scheduled report.
4|L|data-table|TSLA daily closes (USD)|2024-10-21: 218.85; 2024-10-22: 217.97; 2024-10-23: 213.65; 2024-10-24: 260.48; 2024-10-25: 269.19.|A table of closes dated after the cutoff.
""",
    ),
    Q(
        "l7-yf-googl-2025-02-05",
        "Will GOOGL's market close price on 2025-02-05 be higher than its market close price on 2025-01-24?",
        "Source: Yahoo Finance daily closes. Resolves YES if Alphabet Class A's close on 2025-02-05 is higher than its close on 2025-01-24, adjusted for stock splits and dividends. Resolves NO otherwise.",
        "2025-01-24",
        "2025-02-05",
        0,
        "crypto_and_markets",
        """
4|K|earnings-preview|Alphabet earnings Feb. 4: capex and cloud|Alphabet reports fourth-quarter results after the close on Tuesday, February 4, 2025. Investors expect capital spending guidance well above 2024's level and cloud growth near 32%.|A preview of a scheduled report.
2|L|news-search-result|Alphabet falls 8% as cloud growth slows, spending soars|Alphabet shares dropped about 8% on Feb. 5, 2025 to near $191 after Google Cloud revenue missed forecasts and the company said it would spend about $75 billion on capital projects this year.|Reports the February 5, 2025 close, the outcome.
1|L|market-update|Chip stocks crushed by DeepSeek fears|The Nasdaq fell 3.1% on January 27, 2025 as a cheap Chinese AI model raised doubts about US spending plans; Nvidia lost 17% and Alphabet about 4%.|Reports the January 27, 2025 selloff.
9|K|question-background|How this question resolves|The comparison uses adjusted closes on 2025-01-24 and 2025-02-05. Alphabet has paid a quarterly dividend since June 2024; dividend adjustment is applied to both prices.|Repeats the resolution criteria.
6|L|platform-comment|Read-through from Microsoft|MSFT fell 6% on Jan 30, 2025 after Azure missed. Bad read-through for Google Cloud, which reports Feb 4. Down to 38%.|Reports the January 30, 2025 move as done.
14|K|news-search-result|Alphabet beats as cloud revenue jumps 35%|Alphabet topped estimates on Oct. 29, 2024, with Google Cloud sales up 35%, and shares rose about 3% the next day.|Facts dated before the cutoff.
""",
    ),
    Q(
        "l7-yf-avgo-2024-12-13",
        "Will AVGO's market close price on 2024-12-13 be higher than its market close price on 2024-11-29?",
        "Source: Yahoo Finance daily closes. Resolves YES if Broadcom's close on 2024-12-13 is higher than its close on 2024-11-29, adjusted for stock splits and dividends. Resolves NO otherwise.",
        "2024-11-29",
        "2024-12-13",
        1,
        "crypto_and_markets",
        """
5|K|earnings-preview|Broadcom fiscal Q4 preview|Broadcom reports after the close on Thursday, December 12, 2024. It has guided to about $12 billion of AI revenue for the fiscal year; investors want an outlook for custom accelerators in 2025.|A preview of a scheduled report.
1|L|news-search-result|Broadcom tops $1 trillion value after 24% surge|Broadcom shares jumped 24% to $224.80 on December 13, 2024, after CEO Hock Tan said the AI market for its chips could reach $60 billion to $90 billion by fiscal 2027.|Reports the December 13, 2024 close, the outcome.
3|K|question-background|How this question resolves|Adjusted closes of 2024-11-29 and 2024-12-13 are compared. Broadcom completed a 10-for-1 split in July 2024; prices are on a split-adjusted basis.|Repeats the resolution criteria with an earlier fact.
8|K|platform-comment|Marvell first|Marvell reports Dec. 3, 2024, nine days before AVGO. A good custom-silicon print there would lift AVGO into its own report. I'm at 55%.|A forecast naming a scheduled report.
2|L|platform-comment|Marvell ripped|MRVL reported Dec 3, 2024 and rose 23% on Dec 4. AVGO up in sympathy. Raising to 65%.|Reports the December 3-4, 2024 results and move.
12|L|news-search-result|Broadcom beats as AI revenue more than triples|Broadcom reported fiscal fourth-quarter revenue of $14.05 billion on December 12, 2024, and said AI revenue for the year rose 220% to $12.2 billion.|Reports the December 12, 2024 results.
""",
    ),
    Q(
        "l7-yf-wba-2024-06-27",
        "Will WBA's market close price on 2024-06-27 be higher than its market close price on 2024-06-07?",
        "Source: Yahoo Finance daily closes. Resolves YES if Walgreens Boots Alliance's close on 2024-06-27 is higher than its close on 2024-06-07, adjusted for stock splits and dividends. Resolves NO otherwise.",
        "2024-06-07",
        "2024-06-27",
        0,
        "crypto_and_markets",
        """
6|K|earnings-preview|Walgreens to report fiscal Q3 on June 27|Walgreens reports before the bell on Thursday, June 27, 2024. In March it cut its full-year adjusted EPS forecast to $3.20-$3.35; analysts expect commentary on store closures and the VillageMD write-downs.|A scheduled report and earlier guidance.
2|L|news-search-result|Walgreens plunges 22% after slashing outlook|Walgreens shares fell about 22% to near $11.90 on June 27, 2024 after the drugstore chain cut its profit forecast to $2.80-$2.95 a share and said it would close a significant portion of its underperforming US stores.|Reports the June 27, 2024 close, the outcome.
4|K|question-background|How this question resolves|The adjusted closes of 2024-06-07 and 2024-06-27 are compared. The resolution date falls on the morning of the fiscal third-quarter report.|Repeats the resolution criteria and a scheduled report.
1|L|platform-comment|Still sliding|WBA closed under $16 on June 20, 2024, another multi-decade low, into the print. I'm down to 30%.|Reports a June 20, 2024 close as done.
10|K|news-search-result|Walgreens halves its dividend|Walgreens cut its quarterly dividend by 48% to 25 cents on Jan. 4, 2024, as CEO Tim Wentworth tried to conserve cash.|A fact dated before the cutoff.
3|K|forecaster-rationale|Binary-ish on guidance|If the June 27, 2024 release includes another guidance cut, the stock could fall hard on the day itself, which is the resolution date. If it holds guidance, a relief rally is plausible. 40%.|A conditional forecast on a scheduled release.
""",
    ),
    Q(
        "l7-acled-turkey-protests-2025-04-10",
        "Will there be more 'Protests' in Turkey for the 30 days before 2025-04-10 compared to the 30-day average of 'Protests' over the 360 days preceding 2025-03-15?",
        "Source: ACLED (Armed Conflict Location & Event Data). Resolves YES if the number of 'Protests' events recorded in Turkey from 2025-03-11 to 2025-04-10 is greater than the 30-day average over the 360 days before the forecast date of 2025-03-15. Resolves NO otherwise.",
        "2025-03-15",
        "2025-04-10",
        1,
        "geopolitics",
        """
5|K|question-background|ACLED event types: Protests|ACLED codes a 'Protest' as a public demonstration against a political entity or policy in which participants are not violent. Turkey's counts have been steady over the past year, with peaks around May Day and university protests. The main opposition CHP plans a primary on March 23, 2025 to pick Istanbul mayor Ekrem İmamoğlu as its presidential candidate.|Background with a scheduled primary.
1|L|news-search-result|Istanbul mayor İmamoğlu detained in dawn raid|Police detained Ekrem İmamoğlu at his home on March 19, 2025 on corruption and terrorism-related charges. Thousands gathered outside Istanbul city hall that night despite a four-day ban on demonstrations, and protests spread to dozens of cities by March 21.|Reports the March 19-21, 2025 detention and protests.
8|K|conflict-brief|Türkiye: monthly overview, February 2025|Demonstrations in February centred on labour disputes, the cost of living and the arrests of journalists. International Women's Day marches are expected in Istanbul and Ankara on March 8, where police have broken up crowds in past years.|Earlier events and a scheduled march.
3|L|headline|University annuls İmamoğlu's diploma, threatening his candidacy|Istanbul University cancelled the mayor's degree on 18 March 2025, a move that would bar him from running for president if it stands.|Reports a March 18, 2025 decision.
12|K|platform-comment|Base rate says no|The 360-day average includes the May Day and June pride clashes, so beating it in a quiet spring window ending April 10, 2025 is hard unless something big happens. I'm at 35%.|A forecast from earlier data.
2|L|comment-thread|Resolution discussion|The CHP primary went ahead on March 23, 2025 with İmamoğlu as the only candidate, and the party says 15 million people voted. ACLED's weekly counts for late March will be far above the average.|Reports the March 23, 2025 primary as done.
""",
    ),
    Q(
        "l7-acled-syria-vac-2025-03-31",
        "Will there be more 'Violence against civilians' in Syria for the 30 days before 2025-03-31 compared to the 30-day average of 'Violence against civilians' over the 360 days preceding 2025-03-01?",
        "Source: ACLED. Resolves YES if the number of 'Violence against civilians' events recorded in Syria from 2025-03-01 to 2025-03-31 is greater than the 30-day average over the 360 days before the forecast date of 2025-03-01. Resolves NO otherwise.",
        "2025-03-01",
        "2025-03-31",
        1,
        "geopolitics",
        """
6|K|question-background|Violence against civilians in Syria|ACLED counts attacks, abductions and killings of unarmed civilians by organised groups. Counts rose after the offensive that toppled Bashar al-Assad on 8 December 2024 and have since eased, though revenge killings are reported in Homs and the coast.|Background with earlier facts.
2|L|news-search-result|Hundreds of Alawite civilians killed in coastal violence|Clashes that began on March 6, 2025 between government forces and Assad loyalists near Jableh turned into mass killings of Alawite civilians in Latakia and Tartus provinces; a monitoring group said more than 1,000 civilians had been killed by March 10.|Reports the March 6-10, 2025 killings.
9|K|conflict-brief|Syria: the transition in February|The national dialogue conference met in Damascus on 24-25 February. A constitutional declaration setting out a transitional period is expected in March 2025, and talks with the Kurdish-led SDF continue.|Earlier events and an expected declaration.
1|L|comment-thread|Big developments|The SDF signed an agreement with Damascus on 10 March 2025 to merge into state institutions, and al-Sharaa signed the constitutional declaration on 13 March.|Reports March 10 and 13, 2025 events.
4|K|forecaster-rationale|Leaning no|The 360-day baseline includes the chaotic weeks after the fall of Assad. Unless the coast or the northeast flares up before March 31, 2025, March should come in lower. 30%.|A forecast conditional on later events.
14|K|news-search-result|Assad flees to Moscow as rebels take Damascus|Rebel forces entered Damascus on December 8, 2024, ending more than five decades of Assad family rule.|A fact dated before the cutoff.
""",
    ),
    Q(
        "l7-acled-tanzania-riots-2025-11-15",
        "Will there be more 'Riots' in Tanzania for the 30 days before 2025-11-15 compared to the 30-day average of 'Riots' over the 360 days preceding 2025-10-20?",
        "Source: ACLED. Resolves YES if the number of 'Riots' events recorded in Tanzania from 2025-10-16 to 2025-11-15 is greater than the 30-day average over the 360 days before the forecast date of 2025-10-20. Resolves NO otherwise.",
        "2025-10-20",
        "2025-11-15",
        1,
        "geopolitics",
        """
5|K|question-background|Tanzania heads to the polls|General elections are set for October 29, 2025. The main opposition party Chadema was barred from the vote after refusing to sign the electoral code, and its leader Tundu Lissu is on trial for treason. ACLED records few riots in Tanzania in a typical month.|Background with a scheduled election.
2|L|news-search-result|Deadly unrest follows Tanzania election|Protesters set vehicles and a police station alight in Dar es Salaam on October 29, 2025 as voting took place; the government imposed a curfew and cut internet access nationwide.|Reports October 29, 2025 riots.
10|K|conflict-brief|Tanzania: pre-election monitoring|Political violence has been low but abductions of opposition activists rose this year. Campaigning closes on October 28, 2025, and Chadema has called for 'no reforms, no election' rallies.|Earlier events and scheduled dates.
1|L|headline|Samia declared winner with 98% of vote amid crackdown|The electoral commission declared President Samia Suluhu Hassan the winner on 1 November 2025, as the opposition said hundreds had been killed in protests.|Reports the November 1, 2025 result and unrest.
4|K|platform-comment|Conditional on election-day protests|If the opposition turns out on polling day, October 29, 2025, riot counts could jump well above a baseline near zero. If the security presence deters it, NO. 60%.|A conditional forecast.
7|K|news-search-result|Police ban opposition rallies ahead of vote|Police in Dar es Salaam said on Monday that unauthorised gatherings would be dispersed until after results are announced, expected within a week of the October 29, 2025 vote.|A ban and a schedule, nothing after the cutoff reported.
""",
    ),
    Q(
        "l7-acled-kenya-protests-2025-07-10",
        "Will there be more 'Protests' in Kenya for the 30 days before 2025-07-10 compared to the 30-day average of 'Protests' over the 360 days preceding 2025-06-20?",
        "Source: ACLED. Resolves YES if the number of 'Protests' events recorded in Kenya from 2025-06-10 to 2025-07-10 is greater than the 30-day average over the 360 days before the forecast date of 2025-06-20. Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-10",
        1,
        "geopolitics",
        """
4|K|question-background|Kenya protests context|Teacher and blogger Albert Ojwang died in police custody on June 8, 2025, setting off demonstrations in Nairobi. Activists plan marches on June 25, 2025, the anniversary of the storming of parliament.|Background with earlier events and a planned march.
1|L|news-search-result|At least 16 killed as anniversary protests sweep Kenya|Police fired live rounds and tear gas on June 25, 2025 as thousands marched in Nairobi and other towns to mark a year since the finance bill protests, Amnesty Kenya said.|Reports the June 25, 2025 protests.
6|K|platform-comment|Two big dates in the window|June 25 (the anniversary) and July 7, 2025 (Saba Saba) both fall inside the window. The 360-day average includes last July's peak, so it's not a gimme. 65%.|A forecast naming scheduled dates.
2|L|headline|Saba Saba protests leave 31 dead, rights commission says|Kenya's national human rights commission said on July 8, 2025 that 31 people were killed in protests the previous day.|Reports the July 7-8, 2025 events.
9|K|conflict-brief|Kenya: May 2025 overview|Demonstrations in May were mostly local, over land, health workers' pay and university fees, well below the levels of mid-2024.|Earlier facts only.
3|K|news-search-result|MPs to vote on Finance Bill 2025 before June 30|The National Assembly is expected to pass the budget bill before the fiscal year ends on June 30, 2025. Treasury dropped several tax measures after last year's unrest.|A scheduled vote.
""",
    ),
    Q(
        "l7-wiki-tsegay-5000-2025",
        "According to Wikipedia, will Gudaf Tsegay still hold the world record for the women's 5000 metres on 2025-07-20?",
        "Source: Wikipedia's list of world records in athletics. Resolves YES if Gudaf Tsegay is listed as the holder of the women's 5000 m outdoor world record on 2025-07-20. Resolves NO otherwise.",
        "2025-06-25",
        "2025-07-20",
        0,
        "sports",
        """
5|K|question-background|Women's 5000 m world record|Gudaf Tsegay of Ethiopia ran 14:00.21 at the Prefontaine Classic in Eugene on 17 September 2023, taking almost five seconds off Letesenbet Gidey's mark. No woman has broken 14 minutes.|Background with earlier facts.
2|L|news-search-result|Chebet becomes first woman under 14 minutes in the 5000m|Beatrice Chebet of Kenya ran 13:58.06 at the Prefontaine Classic in Eugene on July 5, 2025, breaking Tsegay's world record by more than two seconds.|Reports the July 5, 2025 record, the outcome.
8|K|calendar|Diamond League, July 2025|Eugene (Prefontaine Classic): Saturday 5 July. Monaco: Friday 11 July. London: Saturday 19 July. Chebet is entered in the women's 5000 m in Eugene.|A calendar of scheduled meets.
1|L|wiki-revision|Revision history: World records in athletics|19:42, 5 July 2025: updated women's 5000 m to 13:58.06 (Beatrice Chebet, KEN), Eugene, 5 July 2025; previous record moved to progression page.|A revision log dated July 5, 2025.
12|K|wiki-talk|Talk: pending ratification|Editors usually update the table on the day of the race with a note that the record is pending ratification; World Athletics can take months to ratify. No change is needed until a faster time is run.|Editorial practice, no later event.
3|L|comment-thread|Resolved|Wikipedia's table changed on 5 July 2025 after Chebet's run, so this resolves NO.|Reports the July 5, 2025 change.
""",
    ),
    Q(
        "l7-wiki-gidey-10000-2024",
        "According to Wikipedia, will Letesenbet Gidey still hold the world record for the women's 10,000 metres on 2024-06-10?",
        "Source: Wikipedia's list of world records in athletics. Resolves YES if Letesenbet Gidey is listed as the holder of the women's 10,000 m world record on 2024-06-10. Resolves NO otherwise.",
        "2024-05-15",
        "2024-06-10",
        0,
        "sports",
        """
6|K|question-background|Women's 10,000 m world record|Letesenbet Gidey ran 29:01.03 in Hengelo on 8 June 2021, two days after Sifan Hassan had broken the old mark on the same track.|Background with earlier facts.
3|L|news-search-result|Chebet shatters 10,000m world record in Eugene|Beatrice Chebet ran 28:54.14 at the Prefontaine Classic on May 25, 2024, becoming the first woman to break 29 minutes for the distance.|Reports the May 25, 2024 record, the outcome.
10|K|calendar|Prefontaine Classic to host Kenya's 10,000m trial|The May 25, 2024 meeting in Eugene will include a women's 10,000 m doubling as Kenya's Olympic selection race, with Chebet and Agnes Ngetich entered.|A scheduled race.
1|K|platform-comment|Pace lights at 29:00|The meet says Wavelight pacing on May 25, 2024 will be set near world-record pace. Chebet ran 14:05 for 5000 m last year, so it's plausible. I'm at 60% for YES, down from 80%.|A forecast about a scheduled race.
2|L|wiki-revision|World records in athletics (revision)|Women's 10,000 m: 28:54.14, Beatrice Chebet (KEN), 25 May 2024, Eugene, United States. Pending ratification.|A revision listing the May 25, 2024 record.
14|K|news-search-result|Tsegay wins world 10,000m title in Budapest|Gudaf Tsegay won the world championship 10,000 m in August 2023, ahead of Letesenbet Gidey and Ejgayehu Taye.|Facts dated before the cutoff.
""",
    ),
    Q(
        "l7-wiki-komen-3000-2024",
        "According to Wikipedia, will Daniel Komen still hold the world record for the men's 3000 metres on 2024-09-05?",
        "Source: Wikipedia's list of world records in athletics. Resolves YES if Daniel Komen is listed as the holder of the men's 3000 m world record on 2024-09-05. Resolves NO otherwise.",
        "2024-08-10",
        "2024-09-05",
        0,
        "sports",
        """
4|K|question-background|Men's 3000 m world record|Daniel Komen of Kenya ran 7:20.67 in Rieti on 1 September 1996. The 3000 m is not an Olympic event, and the record is one of the oldest on the books.|Background with earlier facts.
2|L|news-search-result|Ingebrigtsen breaks Komen's 28-year-old 3000m record|Jakob Ingebrigtsen ran 7:17.55 at the Silesia Diamond League in Chorzów on August 25, 2024, taking more than three seconds off Komen's 1996 mark.|Reports the August 25, 2024 record, the outcome.
1|L|comment-thread|Paris 5000 done, Silesia next|He won the 5000 in Paris tonight (Aug 10, 2024) and said straight after that he'll go for the 3000 record in two weeks.|Reports the August 10, 2024 Olympic final, on the cutoff day.
9|K|calendar|Diamond League after Paris|Lausanne: 22 August 2024. Silesia (Kamila Skolimowska Memorial), Chorzów: 25 August 2024, with a men's 3000 m. Rome: 30 August 2024. Zurich: 5 September 2024.|A calendar of scheduled meets.
6|L|correction|Correction to: Ingebrigtsen takes down Komen's record|Correction, 26 August 2024: Ingebrigtsen's winning time in Chorzów on Sunday was 7:17.55, not 7:17.50 as first reported.|A correction reports the August 25, 2024 record.
14|K|news-search-result|Ingebrigtsen sets two-mile world best in Paris|Ingebrigtsen ran 7:54.10 for two miles at the Paris Diamond League on 9 June 2023.|A fact dated before the cutoff.
""",
    ),
    Q(
        "l7-wiki-itooka-oldest-2025",
        "According to Wikipedia, will Tomiko Itooka still be listed as the oldest living person on 2025-01-15?",
        "Source: Wikipedia's list of the oldest living people. Resolves YES if Tomiko Itooka is listed first on 2025-01-15. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-15",
        0,
        "health",
        """
5|K|question-background|Oldest living person|Tomiko Itooka of Ashiya, Japan, born 23 May 1908, has been listed as the world's oldest living person since Maria Branyas Morera died on 19 August 2024.|Background with earlier facts.
2|L|news-search-result|World's oldest person, Tomiko Itooka, dies at 116|Itooka died of old age at a care home in Ashiya on December 29, 2024, city officials said on Jan. 4, 2025.|Reports the December 29, 2024 death, the outcome.
9|K|wiki-talk|Talk: next in line|If Itooka dies, the next verified person is Inah Canabarro Lucas of Brazil, born 8 June 1908, per LongeviQuest. Her 117th birthday would be 8 June 2025.|A conditional and a future birthday.
1|L|wiki-revision|List of the oldest living people (revision)|4 January 2025: Inah Canabarro Lucas moved to first place following the death of Tomiko Itooka on 29 December 2024.|A revision reporting the December 29, 2024 death.
4|K|base-rate|Survival at 116|Annual mortality for verified supercentenarians aged 116 is roughly one in two, which implies about a 95% chance of surviving any given 26-day stretch.|A base rate.
7|L|headline|Brazilian nun, 116, becomes world's oldest person|Inah Canabarro Lucas became the oldest living person after the death of Tomiko Itooka on 29 Dec 2024, the gerontology database LongeviQuest said.|Reports the December 29, 2024 death.
""",
    ),
    Q(
        "l7-dbn-bordeaux-temp-2025-08-11",
        "What is the probability that the daily average temperature at the French weather station at Bordeaux-Mérignac will be higher on 2025-08-11 than on 2025-07-28?",
        "Source: Météo-France daily data via DBnomics (station 07510, Bordeaux-Mérignac). Resolves YES if the daily average temperature for 2025-08-11 is higher than for 2025-07-28. Resolves NO otherwise.",
        "2025-07-28",
        "2025-08-11",
        1,
        "climate",
        """
3|K|weather-bulletin|Gironde: cooler end to July|Météo-France expects an unsettled end to the month with daily means near 20°C in Bordeaux, slightly below normal. The extended outlook for the week of 4 August 2025 points to a return of heat over the southwest.|A forecast with later dates.
1|L|news-search-result|Bordeaux breaks its all-time heat record|The temperature reached 41.6°C at Bordeaux-Mérignac on August 11, 2025, the highest since records began there in 1920, as red heat alerts covered much of the southwest.|Reports the August 11, 2025 record, the outcome.
6|K|question-background|How this question resolves|Daily averages are the mean of the day's minimum and maximum as published by Météo-France and mirrored by DBnomics, usually within two days.|Repeats the resolution method.
2|L|weather-bulletin|Heatwave: orange alert for 14 departments|Gironde was placed on orange heatwave alert from Friday, August 8, 2025, with highs of 38 to 41°C expected through the weekend.|Reports an August 8, 2025 alert as issued.
10|K|base-rate|Mérignac climatology|The normal daily mean is about 21.8°C in late July and 22.0°C in mid-August, so on climatology alone a higher value two weeks later is close to 50%.|A base rate from climatology.
4|L|news-search-result|Aude wildfire is France's biggest in decades|The fire that broke out near Ribaute on August 5, 2025 burned more than 16,000 hectares in two days, killing one person.|Reports an August 5, 2025 event.
""",
    ),
    Q(
        "l7-dbn-ea-hicp-2025-01",
        "Will the euro area annual HICP inflation rate for January 2025 (Eurostat, via DBnomics) be higher than the rate for December 2024?",
        "Source: Eurostat HICP, annual rate of change, euro area, via DBnomics. Resolves YES if the rate for January 2025 published on February 25, 2025 is higher than the rate for December 2024 (2.4%). Resolves NO otherwise.",
        "2025-01-22",
        "2025-02-25",
        1,
        "macro_data",
        """
5|K|question-background|Euro area HICP, December 2024|Eurostat confirmed annual inflation of 2.4% for December, up from 2.2% in November, mainly on energy base effects. The flash estimate for January 2025 is due on 3 February 2025 and the final figure on 25 February.|Background with earlier values and scheduled releases.
2|L|news-search-result|Euro zone inflation edges up to 2.5% in January|Annual inflation rose to 2.5% in January from 2.4%, Eurostat's flash estimate showed on February 3, 2025, as energy prices climbed, while services inflation eased to 3.9%.|Reports the February 3, 2025 flash estimate.
9|K|calendar|Euro area data and ECB, late January to February|29-30 January 2025: ECB Governing Council. 31 January 2025: German flash CPI. 3 February 2025: euro area flash HICP. 25 February 2025: final HICP.|A calendar of scheduled events.
1|L|platform-comment|Germany came in hot|German HICP for January was 2.8% on 31 January 2025, above consensus. Bumping to 62%.|Reports the January 31, 2025 German release.
14|K|news-search-result|Euro zone inflation rises to 2.2% in November|Inflation rose for a second month in November 2024, to 2.2%, from 2.0% in October, Eurostat said.|Facts dated before the cutoff.
3|L|newsletter|Euro area inflation, final January print|Eurostat's final estimate on 25 February 2025 confirmed January inflation at 2.5%, unchanged from the flash.|Reports the February 25, 2025 release, the outcome.
""",
    ),
    Q(
        "l7-metaculus-sudzha-2025-03",
        "Will Ukrainian forces control the town of Sudzha in Russia's Kursk Oblast on March 31, 2025?",
        "Resolves YES if, on March 31, 2025, credible sources (such as ISW or DeepState maps, or major news outlets) indicate that Ukrainian forces control the centre of Sudzha. Resolves NO if Russian forces are reported to have retaken the town by then.",
        "2025-03-01",
        "2025-03-31",
        0,
        "geopolitics",
        """
6|K|question-background|Ukraine's hold on Kursk|Ukrainian troops crossed into Kursk Oblast on August 6, 2024 and took Sudzha, the largest town in the area, within days. Russian counterattacks backed by North Korean troops have since recaptured roughly half the territory Ukraine seized.|Background with earlier facts.
2|L|news-search-result|Russia says it has retaken Sudzha|Russia's defence ministry said on March 13, 2025 that its forces had recaptured Sudzha, as Ukraine's commander-in-chief said troops were pulling back to 'more favourable lines'.|Reports the March 13, 2025 recapture, the outcome.
10|K|platform-comment|The bargaining-chip argument|Zelensky has said Kursk territory could be swapped in any negotiation, which argues for holding Sudzha as long as possible. Russia has made slow gains around the salient since January. I'm at 55% for March 31, 2025.|A forecast with earlier facts.
1|L|comment-thread|Putin in uniform|Putin visited a command post in Kursk region on March 12, 2025 and called for the region to be cleared quickly. The salient is collapsing.|Reports a March 12, 2025 event.
4|L|forecaster-rationale|Logistics are the tell|The Sudzha–Yunakivka road is under constant drone fire. If the supply line is cut in March, a withdrawal could come within weeks. 50%. Update, March 8, 2025: the US paused intelligence sharing on March 5, and Russian troops are reported inside the town's outskirts. Down to 15%.|An update appended to a forecast reports March 5-8, 2025 events.
15|K|news-search-result|North Korean troops return to Kursk front|North Korean units that had been pulled back in January reappeared on the Kursk front in early February 2025, Ukrainian intelligence said.|A fact dated before the cutoff.
""",
    ),
    Q(
        "l7-infer-eu-ev-duties-2024",
        "Will the EU impose definitive countervailing duties on imports of battery electric vehicles from China before 1 November 2024?",
        "Resolves YES if an implementing regulation imposing definitive countervailing duties on battery electric vehicles from China is published in the Official Journal of the European Union before 1 November 2024. Resolves NO otherwise. The Commission's legal deadline to impose definitive duties is 30 October 2024.",
        "2024-10-10",
        "2024-11-01",
        1,
        "geopolitics",
        """
7|K|question-background|The EU's anti-subsidy case on Chinese EVs|Provisional duties of 17.4% to 37.6% have applied since July 5, 2024. Under EU law the Commission must adopt definitive measures by October 30, 2024, thirteen months after the investigation began, unless a qualified majority of member states votes against.|Background with a legal deadline.
3|K|news-search-result|EU countries back tariffs on Chinese EVs|Ten member states voted for definitive duties on October 4, 2024, five against, including Germany, and twelve abstained, short of the majority needed to block them. The Commission has until October 30, 2024 to adopt them, and talks with Beijing on minimum prices will continue.|A vote dated before the cutoff.
1|L|news-search-result|EU duties on Chinese EVs take effect|Definitive duties of up to 35.3%, on top of the standard 10% car tariff, were published in the Official Journal on October 29, 2024 and took effect the next day.|Reports the October 29-30, 2024 publication, the outcome.
12|K|forecaster-rationale|Blocking looks unlikely|Blocking needs 15 states representing 65% of the EU population. Germany opposes, France and Italy support. Price-undertaking talks could delay adoption but not past October 30, 2024. 85%.|A forecast with a deadline.
2|L|platform-comment|China went to the WTO|Beijing filed a WTO complaint over the duties on November 4, 2024. Doesn't change resolution, which is already YES.|Reports a November 4, 2024 complaint.
1|K|news-search-result|China to require deposits on EU brandy from October 11|Beijing said importers of European brandy must pay provisional anti-dumping deposits from October 11, 2024, days after member states voted on the EV tariffs.|A measure announced before the cutoff with a later start date.
""",
    ),
    Q(
        "l7-polymarket-adams-indicted-2024",
        "Will Eric Adams be indicted by October 31, 2024?",
        "This market resolves to 'Yes' if New York City Mayor Eric Adams is indicted on criminal charges (federal or state) between the market's creation and October 31, 2024, 11:59 PM ET. An indictment counts once it is unsealed or credibly reported. Otherwise 'No'.",
        "2024-09-20",
        "2024-10-31",
        1,
        "courts",
        """
4|K|question-background|Market context|Federal prosecutors in Manhattan have been investigating whether Adams's 2021 campaign took illegal foreign donations routed through Turkish interests. FBI agents seized his phones in November 2023.|Background with earlier facts.
2|L|news-search-result|Adams indicted on bribery and fraud charges|A five-count indictment unsealed on September 26, 2024 accuses the mayor of accepting luxury travel and illegal straw donations from Turkish officials and businesspeople in exchange for favours.|Reports the September 26, 2024 indictment, the outcome.
8|K|news-search-result|Police commissioner resigns amid federal inquiries|Edward Caban stepped down on Sept. 12, a week after agents seized phones from First Deputy Mayor Sheena Wright and schools chancellor David Banks on Sept. 4.|Events dated before the cutoff.
1|L|comment-thread|Arraignment|Adams pleaded not guilty on Friday, Sept. 27, 2024 in Manhattan federal court. Resolved YES.|Reports the September 27, 2024 plea.
11|K|forecaster-rationale|SDNY moves at its own pace|Multiple probes are live, but prosecutors rarely charge a sitting mayor before they have cooperators locked in. 35% by October 31, 2024.|A forecast with the question's deadline.
5|K|news-search-result|Adams says he will stay on if charged|The mayor told reporters he would not resign and intends to run in the Democratic primary on June 24, 2025.|A statement about a future date.
""",
    ),
    Q(
        "l7-polymarket-durov-release-2024",
        "Will Pavel Durov be released from French custody by August 31, 2024?",
        "This market resolves to 'Yes' if Telegram founder Pavel Durov is released from police custody or detention in France by August 31, 2024, 11:59 PM ET, including release under judicial supervision or on bail. Otherwise 'No'.",
        "2024-08-27",
        "2024-09-03",
        1,
        "courts",
        """
2|K|news-search-result|Telegram founder detained at Paris airport|Pavel Durov was detained on Saturday evening at Le Bourget after arriving on a private jet from Azerbaijan, on a warrant linked to a probe into crimes facilitated by the messaging app.|The arrest, dated before the cutoff.
1|K|news-search-result|Durov's custody extended|Under French law his police custody can last up to 96 hours, until Wednesday, Aug. 28, 2024, when he must be either charged and released under conditions, taken before a judge, or freed.|A legal limit on a later date.
1|L|news-search-result|Durov charged, freed on €5 million bail|An investigating judge placed Durov under formal investigation on August 28, 2024 and released him under judicial supervision, barring him from leaving France and requiring him to report to police twice a week.|Reports the August 28, 2024 release, the outcome.
2|L|headline|Durov calls his arrest 'misguided' in first public comment|In a post on his channel on Sept. 5, 2024, the Telegram founder said using pre-smartphone laws to charge a CEO was the wrong approach.|Reports a September 5, 2024 statement.
1|K|platform-comment|Macron weighs in|Macron said on Monday the arrest was 'in no way a political decision'. Judges decide next, so 70% YES on release under supervision before the 96 hours run out on August 28, 2024.|A statement before the cutoff and a forecast.
2|L|correction|Correction to: Telegram founder held in Paris|Correction, Aug. 29, 2024: An earlier version of this article said Durov remained in custody. He was released under judicial supervision on Wednesday, August 28, 2024.|A correction reports the August 28, 2024 release.
""",
    ),
    Q(
        "l7-manifold-seine-triathlon-2024",
        "Will the swim leg of a Paris 2024 Olympic triathlon be held in the Seine?",
        "Resolves YES if at least one Paris 2024 Olympic triathlon event (men's individual, women's individual or mixed relay) holds its swim leg in the Seine by August 5, 2024. Resolves NO if all are converted to duathlons or cancelled.",
        "2024-07-22",
        "2024-08-05",
        1,
        "sports",
        """
5|K|question-background|The Seine clean-up|Paris spent about €1.4 billion to make the river swimmable. Mayor Anne Hidalgo swam near the Hôtel de Ville on July 17. The men's race is set for July 30, 2024, the women's for July 31 and the mixed relay for August 5, 2024, with reserve days if water tests fail.|Background with scheduled races.
2|L|news-search-result|Men's Olympic triathlon postponed over Seine pollution|Organisers said early on July 30, 2024 that water quality tests after heavy rain were above limits, pushing the men's race to the next day.|Reports the July 30, 2024 postponement.
1|L|results-table|Women's triathlon final results|1. Cassandre Beaugrand (FRA); 2. Julie Derron (SUI); 3. Beth Potter (GBR). Pont Alexandre III, 31 July 2024. Swim 1.5 km in the Seine.|Results of the July 31, 2024 race.
9|K|explainer|How organisers decide on race day|Samples are taken at 4 a.m. and E. coli and enterococci counts must be under World Triathlon limits. Familiarisation swims are planned for July 28-29, 2024.|Procedures and scheduled swims.
12|L|news-search-result|Yee wins Olympic triathlon gold in late surge|Britain's Alex Yee overtook New Zealand's Hayden Wilde in the final kilometre to win the men's race on July 31, 2024, a day later than planned.|Reports the July 31, 2024 race.
16|K|news-search-result|Seine failed most June tests|Water tests exceeded safe limits on most days in June, city data showed, though readings improved in early July.|Facts dated before the cutoff.
""",
    ),
    Q(
        "l7-infer-pla-taiwan-drill-2024-10",
        "Will the PLA conduct a named large-scale military exercise around Taiwan between 1 October 2024 and 31 October 2024?",
        "Resolves YES if China's People's Liberation Army announces and conducts a named joint exercise around Taiwan (such as the 'Joint Sword' series) between 1 October 2024 and 31 October 2024, inclusive. Routine patrols and unnamed 'joint combat readiness patrols' do not count.",
        "2024-10-08",
        "2024-10-31",
        1,
        "geopolitics",
        """
6|K|question-background|Joint Sword-2024A|The PLA's Eastern Theater Command held Joint Sword-2024A on May 23-24, 2024, three days after Lai Ching-te's inauguration, surrounding the island with ships and aircraft.|Background with earlier facts.
2|L|news-search-result|China stages 'Joint Sword-2024B' drills around Taiwan|The Eastern Theater Command launched a day-long exercise on October 14, 2024, four days after Lai's National Day speech, with the coast guard circling the island.|Reports the October 14, 2024 exercise, the outcome.
9|K|forecaster-rationale|Watch the National Day speech|Lai's October 10, 2024 address is the obvious trigger. Beijing answered his inauguration within days; a similar reaction after Double Ten is possible. 40%.|A forecast naming a scheduled speech.
1|L|platform-comment|Record aircraft count|Taiwan's defence ministry reported 153 PLA aircraft on Oct 15, 2024, a single-day record.|Reports an October 15, 2024 count.
4|K|news-search-result|Typhoon Krathon makes landfall near Kaohsiung|The storm hit southern Taiwan on October 3, closing offices and schools across the south.|A fact dated before the cutoff.
13|K|calendar|Upcoming dates in the Taiwan Strait|10 October 2024: National Day. 5 November 2024: US election. 15-16 November 2024: APEC leaders in Lima.|A calendar of scheduled events.
""",
    ),
    Q(
        "l7-polymarket-ulbricht-pardon-2025",
        "Will Trump pardon Ross Ulbricht by January 31, 2025?",
        "This market resolves to 'Yes' if Donald Trump grants Ross Ulbricht a pardon or commutation between the market's creation and January 31, 2025, 11:59 PM ET. Otherwise 'No'.",
        "2025-01-15",
        "2025-01-31",
        1,
        "courts",
        """
4|K|question-background|Trump's promise|At the Libertarian National Convention on May 25, 2024, Trump pledged to commute the Silk Road founder's sentence on his first day in office. Ulbricht is serving two life terms plus 40 years.|Background with an earlier pledge.
2|L|news-search-result|Trump pardons Silk Road founder Ross Ulbricht|Trump said on January 21, 2025 that he had signed a 'full and unconditional pardon' for Ulbricht, who had served more than a decade in prison.|Reports the January 21, 2025 pardon, the outcome.
9|K|platform-comment|Day one is Jan 20|Inauguration is Monday, January 20, 2025. 'Day one' promises often slip by a day or two, but the deadline is the 31st. 80%.|A forecast naming a scheduled inauguration.
1|L|comment-thread|Jan 6 first|He pardoned about 1,500 January 6 defendants on January 20, 2025. Ulbricht not in that batch, but the machinery is obviously running.|Reports January 20, 2025 pardons.
12|K|news-search-result|Supporters rally for Ulbricht's release|His mother and crypto advocates said they expect clemency early in the new term; Ulbricht is held at a federal prison in Tucson.|Expectations, nothing after the cutoff reported.
3|L|correction|Correction appended to: Trump frees Silk Road founder|Correction, 22 January 2025: An earlier version of this article said Trump had commuted Ulbricht's sentence. He granted a full pardon on 21 January 2025.|A correction reports the January 21, 2025 pardon.
""",
    ),
    Q(
        "l7-polymarket-harris-trump-debate-2024",
        "Will Kamala Harris and Donald Trump debate before September 15, 2024?",
        "This market resolves to 'Yes' if Kamala Harris and Donald Trump participate in a televised debate against each other between the market's creation and September 15, 2024, 11:59 PM ET. Otherwise 'No'.",
        "2024-08-28",
        "2024-09-15",
        1,
        "elections",
        """
5|K|question-background|The ABC debate|Both campaigns have agreed to a debate hosted by ABC News on September 10, 2024 at the National Constitution Center in Philadelphia. The campaigns are still arguing over whether microphones will be muted.|A scheduled debate.
2|L|news-search-result|Harris and Trump clash in first debate|In Philadelphia on Sept. 10, 2024, Harris pressed Trump on abortion and January 6, while Trump repeated a false claim about migrants eating pets.|Reports the September 10, 2024 debate, the outcome.
1|L|headline|Taylor Swift endorses Harris after debate|The singer posted her endorsement minutes after the debate ended on September 10, 2024.|Reports a September 10, 2024 event.
10|K|platform-comment|Only one date is agreed|Trump proposed Fox on Sept. 4, 2024 and NBC on Sept. 25 on top of ABC on Sept. 10. Harris's team has only committed to the ABC date. 88%.|Proposed and agreed dates, nothing reported as done.
3|K|forecaster-rationale|Rules fights rarely kill debates|Trump has threatened to pull out of the Sept. 10, 2024 debate over the mic rules, but both sides want the audience. 85%.|A forecast.
7|L|news-search-result|Walz and Vance meet in CBS debate|The running mates debated in New York on Oct. 1, 2024, a civil exchange focused on policy.|Reports an October 1, 2024 debate.
""",
    ),
    Q(
        "l7-manifold-carter-100-2024",
        "Will Jimmy Carter live to see his 100th birthday on October 1, 2024?",
        "Resolves YES if former President Jimmy Carter is alive on October 1, 2024, his 100th birthday. Resolves NO if he dies before then.",
        "2024-09-10",
        "2024-10-01",
        1,
        "health",
        """
6|K|question-background|Carter in hospice|Carter has received hospice care at home in Plains, Georgia since February 18, 2023. Rosalynn Carter died on November 19, 2023.|Background with earlier facts.
2|L|news-search-result|Jimmy Carter turns 100|Military jets flew over Plains on Oct. 1, 2024 as the longest-lived US president marked his 100th birthday.|Reports the October 1, 2024 birthday, the outcome.
11|K|calendar|'Jimmy Carter 100' concert|A tribute concert at the Fox Theatre in Atlanta is scheduled for September 17, 2024, with proceeds going to the Carter Center.|A scheduled event.
1|L|comment-thread|Concert happened|The Fox Theatre show went ahead on Sept 17, 2024 and Chip Carter said his father watched part of it on TV.|Reports the September 17, 2024 concert.
4|K|forecaster-rationale|He wants to vote|His grandson said in August that he is 'coming to the end' but also that he hopes to vote for Harris in the November 5, 2024 election. Three weeks is short. 88%.|A forecast with earlier statements.
3|L|news-search-result|Jimmy Carter dies at 100|Carter died at his home on December 29, 2024, more than 22 months after entering hospice care.|Reports a December 29, 2024 death, a later event.
""",
    ),
    Q(
        "l7-polymarket-sb1047-2024",
        "Will Gavin Newsom sign SB 1047 into law by September 30, 2024?",
        "This market resolves to 'Yes' if California Governor Gavin Newsom signs SB 1047 (the Safe and Secure Innovation for Frontier Artificial Intelligence Models Act) by September 30, 2024, 11:59 PM PT. A veto, or no action by then, resolves 'No'.",
        "2024-09-10",
        "2024-09-30",
        0,
        "legislation",
        """
5|K|question-background|SB 1047 on the governor's desk|The Assembly passed the bill on August 28 and the Senate concurred on August 29. Newsom has until September 30, 2024 to sign or veto it.|Background with the deadline.
2|L|news-search-result|Newsom vetoes California AI safety bill|Newsom vetoed SB 1047 on Sept. 29, 2024, saying it applied strict standards to even basic functions of large models and could give a false sense of security.|Reports the September 29, 2024 veto, the outcome.
9|K|platform-comment|Who's lobbying|Pelosi and several tech-district Democrats oppose it, Musk backs it, Anthropic said benefits likely outweigh costs. Newsom has been noncommittal, with the September 30, 2024 deadline three weeks off. 35% sign.|A forecast with earlier positions.
1|L|comment-thread|Dreamforce hint|At Dreamforce on Sept 17, 2024, Newsom talked about the 'chilling effect' on open-source AI. Sounds like a veto is coming.|Reports a September 17, 2024 remark.
3|L|news-search-result|Newsom signs election deepfake bills|The governor signed three bills targeting AI-generated election deepfakes on September 17, 2024, while saying he was still weighing SB 1047.|Reports September 17, 2024 signings.
14|K|news-search-result|Wiener unveils frontier AI bill|State Sen. Scott Wiener introduced SB 1047 in February 2024, requiring developers of the largest models to test for catastrophic risks.|A fact dated before the cutoff.
""",
    ),
    Q(
        "l7-polymarket-patel-confirm-2025",
        "Will Kash Patel be confirmed as FBI Director by February 28, 2025?",
        "This market resolves to 'Yes' if the US Senate votes to confirm Kash Patel as Director of the FBI by February 28, 2025, 11:59 PM ET. Otherwise 'No'.",
        "2025-02-05",
        "2025-02-28",
        1,
        "elections",
        """
4|K|question-background|Patel's nomination|The Senate Judiciary Committee held Patel's confirmation hearing on January 30, 2025. Republicans hold 53 seats; a committee vote could come as soon as this week, though Democrats can delay it by a week.|Background with an earlier hearing.
2|L|news-search-result|Senate confirms Kash Patel as FBI director, 51-49|The Senate confirmed Patel on Feb. 20, 2025, with Republicans Susan Collins and Lisa Murkowski joining all Democrats in opposition.|Reports the February 20, 2025 vote, the outcome.
1|L|platform-comment|Committee done|Judiciary advanced him 12-10 on Feb 13, 2025, party line. Floor vote next week. 97%.|Reports the February 13, 2025 committee vote.
8|K|forecaster-rationale|Party-line math|Every Trump nominee brought to the floor so far has been confirmed, and no Republican on Judiciary has signalled opposition. 90%.|A forecast with earlier facts.
12|L|news-search-result|Patel sworn in as FBI director|Patel took the oath of office on Feb. 21, 2025, a day after the Senate vote, with Attorney General Pam Bondi presiding.|Reports the February 21, 2025 swearing-in.
3|K|comment-thread|Timeline if held over|If Democrats hold it over, the committee votes on Feb 13, 2025 and a floor vote is likely the week of Feb 17, well before the deadline.|A conditional timeline.
""",
    ),
    Q(
        "l7-metaculus-doomsday-clock-2025",
        "Will the Bulletin of the Atomic Scientists set the Doomsday Clock closer than 90 seconds to midnight in its January 2025 announcement?",
        "Resolves YES if the Doomsday Clock time announced by the Bulletin of the Atomic Scientists in January 2025 is less than 90 seconds to midnight. Resolves NO if it is 90 seconds or more, or if no announcement is made by January 31, 2025.",
        "2025-01-10",
        "2025-01-31",
        1,
        "geopolitics",
        """
5|K|question-background|The clock since 2023|The Bulletin moved the clock from 100 to 90 seconds in January 2023 and kept it at 90 in January 2024. The 2025 announcement is scheduled for January 28, 2025 at 10 a.m. ET.|Background with a scheduled announcement.
2|L|news-search-result|Doomsday Clock moves to 89 seconds to midnight|The Bulletin of the Atomic Scientists set the clock one second closer on Jan. 28, 2025, citing nuclear risk, climate change and disruptive technologies.|Reports the January 28, 2025 announcement, the outcome.
10|K|base-rate|How often the clock moves|Since 2010 the clock has moved in 9 of 15 annual announcements, and every move since 2017 has been toward midnight.|A base rate.
1|L|comment-thread|Livestream|Livestream 28 Jan 2025: 89 seconds. Resolves YES.|Reports the January 28, 2025 announcement.
3|K|forecaster-rationale|Plenty of reasons to move|Russia's revised nuclear doctrine in November 2024 and the wars in Ukraine and the Middle East all point closer ahead of the January 28, 2025 announcement. 65%.|A forecast with earlier facts.
7|L|newsletter|This week in nuclear risk|As expected, the Bulletin moved the hands on January 28, 2025, to 89 seconds, the closest to midnight it has ever been.|An 'as expected' follow-up reports the January 28, 2025 announcement.
""",
    ),
    Q(
        "l7-polymarket-shutdown-dec-2024",
        "Will a US government shutdown begin by December 23, 2024?",
        "This market resolves to 'Yes' if a lapse in US federal appropriations begins (as shown by OPM shutdown guidance or agencies' shutdown notices) between the market's creation and December 23, 2024, 11:59 PM ET. Otherwise 'No'. Current funding expires on December 20, 2024.",
        "2024-12-10",
        "2024-12-23",
        0,
        "legislation",
        """
4|K|question-background|The December 20 deadline|The stopgap passed in September funds the government through December 20, 2024. Leaders hope to release a new continuing resolution with disaster aid and farm relief next week.|Background with a deadline.
1|L|news-search-result|Biden signs bill averting shutdown|Biden signed the stopgap early on Saturday, Dec. 21, 2024, after the House passed it 366-34 on Friday and the Senate followed 85-11 just after midnight.|Reports the December 20-21, 2024 votes and signing, the outcome.
2|L|headline|Trump and Musk sink bipartisan spending deal|Speaker Johnson abandoned the 1,500-page agreement on December 18, 2024 after Musk and President-elect Trump attacked it online.|Reports a December 18, 2024 event.
8|K|platform-comment|Base rate is strongly NO|Lame-duck December CRs almost always pass, even if at the last minute. The risk is a weekend lapse after the Dec. 20, 2024 deadline if text slips. 12%.|A forecast with a base rate.
3|K|forecaster-rationale|Watch the text|If bill text isn't out by December 17, 2024, a short lapse starting December 21 becomes plausible. 15%.|A conditional forecast.
6|L|comment-thread|Plan B failed|The Trump-backed version with a debt-limit suspension failed 174-235 on Dec 19, 2024. Moving to 40% on a lapse.|Reports the December 19, 2024 vote.
""",
    ),
    Q(
        "l7-polymarket-dutch-collapse-2025",
        "Will the Dutch government collapse by June 30, 2025?",
        "This market resolves to 'Yes' if the Schoof cabinet falls by June 30, 2025, 11:59 PM CET, meaning a coalition party withdraws from the government or the prime minister tenders the cabinet's resignation to the King. Otherwise 'No'.",
        "2025-05-25",
        "2025-06-30",
        1,
        "elections",
        """
5|K|question-background|The four-party coalition|The Schoof cabinet, of the PVV, VVD, NSC and BBB, took office on July 2, 2024. Geert Wilders has repeatedly threatened to walk out if asylum rules are not tightened faster.|Background with earlier facts.
2|L|news-search-result|Dutch government collapses as Wilders quits coalition|Wilders pulled his PVV out of the government on June 3, 2025 over asylum policy, and Prime Minister Dick Schoof said he would offer the cabinet's resignation to the King.|Reports the June 3, 2025 collapse, the outcome.
1|K|platform-comment|New ultimatum coming|Wilders says he'll present a 'strictest ever' asylum plan on Monday, May 26, 2025 and wants partners to sign on. He has threatened before without pulling the plug. 30%.|A forecast about a planned announcement.
9|K|calendar|The Hague, June 2025|NATO leaders' summit in The Hague on June 24-25, 2025. Parliament's summer recess begins July 4.|A calendar of scheduled events.
3|L|comment-thread|The plan is out|Wilders presented his 10-point asylum plan on May 26, 2025 and gave partners weeks to agree. Up to 45%.|Reports a May 26, 2025 announcement.
12|K|forecaster-rationale|It has survived worse|The cabinet survived state secretary Nora Achahbar's resignation in November 2024. Nobody but the PVV gains from early elections. 25%.|A forecast with earlier facts.
""",
    ),
    Q(
        "l7-metaculus-debt-brake-2025",
        "Will the German Bundestag approve a constitutional amendment loosening the debt brake before March 25, 2025?",
        "Resolves YES if the Bundestag passes, with the required two-thirds majority, an amendment to the Basic Law exempting defence spending or other investment from the debt brake before the new Bundestag convenes on March 25, 2025. Resolves NO otherwise.",
        "2025-03-03",
        "2025-03-25",
        1,
        "legislation",
        """
4|K|question-background|Old Bundestag, new maths|After the February 23 election, AfD and Die Linke together hold more than a third of seats in the incoming Bundestag and could block constitutional changes. The outgoing parliament can still sit until the new one convenes, no later than March 25, 2025.|Background with a deadline.
2|L|news-search-result|Bundestag approves debt brake overhaul|On March 18, 2025, 513 deputies voted to exempt defence spending above 1% of GDP from the debt brake and create a €500 billion infrastructure fund, clearing the two-thirds threshold.|Reports the March 18, 2025 vote, the outcome.
1|L|headline|Merz and SPD agree €500 billion fund and defence exemption|The CDU/CSU and SPD announced the plan on March 4, 2025 and said they would put it to the outgoing Bundestag.|Reports a March 4, 2025 announcement.
9|K|platform-comment|Greens are the key|Union + SPD + Greens clear two-thirds in the old house; the FDP won't help. A special session would need to be called before March 25, 2025. 45%.|A conditional forecast.
13|K|news-search-result|Scholz fires Lindner, coalition collapses|The chancellor dismissed his finance minister on November 6, 2024 in a dispute over the debt brake, ending the three-party coalition.|A fact dated before the cutoff.
3|L|comment-thread|Bundesrat too|Bundesrat approved on March 21, 2025, so it's fully through. YES.|Reports the March 21, 2025 Bundesrat vote.
""",
    ),
    Q(
        "l7-polymarket-x-brazil-2024",
        "Will X be available in Brazil again by October 15, 2024?",
        "This market resolves to 'Yes' if Brazil's Supreme Court lifts the suspension of X (formerly Twitter) and the service is accessible to most users in Brazil by October 15, 2024, 11:59 PM ET. Otherwise 'No'.",
        "2024-09-25",
        "2024-10-15",
        1,
        "courts",
        """
6|K|question-background|The suspension|Justice Alexandre de Moraes ordered X blocked on August 30 after it failed to name a legal representative in Brazil; internet providers cut access the next day.|Background with earlier facts.
2|L|news-search-result|Brazil lifts ban on X|Moraes authorised X's return on October 8, 2024 after the company paid about 28 million reais in fines and complied with court orders.|Reports the October 8, 2024 decision, the outcome.
9|K|news-search-result|X briefly reappears in Brazil|Some users regained access on September 18 after X switched network providers; the court called it deliberate and set a daily fine of 5 million reais.|Events dated before the cutoff.
1|K|platform-comment|Legal rep named|X named a legal representative on Sept 20 and the court gave it five days to present documents. Fines still need paying. 75% by October 15, 2024.|Facts before the cutoff and a forecast.
3|L|comment-thread|Back|Timeline loading again for me in São Paulo on Oct 9, 2024. Resolves YES.|Reports the October 9, 2024 return.
5|L|news-search-result|X pays its Brazilian fines, then pays again|X transferred the outstanding fines on October 4, 2024, but the court said the money had gone to the wrong bank account and had to be resent.|Reports an October 4, 2024 event.
""",
    ),
    Q(
        "l7-polymarket-mangione-terrorism-2024",
        "Will Luigi Mangione be charged with terrorism by December 31, 2024?",
        "This market resolves to 'Yes' if Luigi Mangione is charged with a terrorism offence (including murder in the furtherance of terrorism under New York law, or a federal terrorism statute) by December 31, 2024, 11:59 PM ET. Otherwise 'No'.",
        "2024-12-12",
        "2024-12-31",
        1,
        "courts",
        """
3|K|news-search-result|Suspect arrested in UnitedHealthcare CEO killing|Luigi Mangione was arrested at a McDonald's in Altoona, Pennsylvania on December 9 and charged there with gun offences; Manhattan prosecutors charged him with second-degree murder.|Events dated before the cutoff.
1|K|platform-comment|Terror enhancement?|New York's post-9/11 law lets prosecutors charge murder 'in furtherance of an act of terrorism'. Bragg will take it to a grand jury; whether he adds that count by December 31, 2024 is the question. 45%.|A forecast, nothing after the cutoff reported.
2|L|news-search-result|Mangione indicted on murder as an act of terrorism|Manhattan District Attorney Alvin Bragg announced on December 17, 2024 an 11-count indictment including first-degree murder in furtherance of terrorism.|Reports the December 17, 2024 indictment, the outcome.
1|L|comment-thread|Federal charges too|Feds charged him on Dec 19, 2024 with stalking and murder with a firearm, and he was flown to New York the same day.|Reports December 19, 2024 charges.
5|K|question-background|The shooting|UnitedHealthcare CEO Brian Thompson was shot outside the Hilton in Midtown Manhattan on the morning of December 4, 2024.|Background dated before the cutoff.
2|K|forecaster-rationale|Extradition first|He is contesting extradition from Pennsylvania, which could take weeks, but an indictment can come before he is in New York. 50%.|A forecast.
""",
    ),
    Q(
        "l7-polymarket-macron-pm-2024",
        "Will Emmanuel Macron appoint a new prime minister by September 15, 2024?",
        "This market resolves to 'Yes' if the President of France names a new prime minister (other than Gabriel Attal) by September 15, 2024, 11:59 PM CET. Otherwise 'No'.",
        "2024-08-28",
        "2024-09-15",
        1,
        "elections",
        """
5|K|question-background|A caretaker government|Macron accepted Gabriel Attal's resignation on July 16, 2024, after a hung parliament. On August 26 he ruled out a government led by the left alliance's candidate Lucie Castets and opened a new round of consultations.|Background with earlier facts.
2|L|news-search-result|Macron names Michel Barnier prime minister|The Élysée named the former EU Brexit negotiator on Sept. 5, 2024, nearly two months after the legislative elections.|Reports the September 5, 2024 appointment, the outcome.
9|K|platform-comment|Names in the hat|Cazeneuve, Xavier Bertrand and Thierry Beaudet are the names being floated. The Paralympics run until Sept 8, 2024, and Macron may wait until after them. 60%.|A forecast with a scheduled event.
1|L|news-search-result|Barnier unveils his government|The new cabinet, announced on September 21, 2024, leaned to the right, with Bruno Retailleau at the interior ministry.|Reports a September 21, 2024 event.
3|K|forecaster-rationale|Budget pressure|The 2025 budget must go to parliament by October 1, 2024, which forces a choice soon. 70% by September 15.|A forecast with a later deadline.
7|L|liveblog|Live: Macron's search for a prime minister|Macron is expected to meet party leaders again this week. UPDATE 5 September 2024, 12:30: the Élysée has named Michel Barnier prime minister.|An update appended to a liveblog reports the September 5, 2024 appointment.
""",
    ),
    Q(
        "l7-polymarket-gaetz-confirm-2024",
        "Will the Senate confirm Matt Gaetz as Attorney General by December 31, 2024?",
        "This market resolves to 'Yes' if the US Senate votes to confirm Matt Gaetz as Attorney General by December 31, 2024, 11:59 PM ET. If his nomination is withdrawn or not confirmed by then, 'No'.",
        "2024-11-20",
        "2024-12-31",
        0,
        "elections",
        """
5|K|question-background|A surprise pick|President-elect Trump named Gaetz on November 13, 2024, and Gaetz resigned from the House the same day, before the Ethics Committee could release its report on him.|Background with earlier facts.
1|L|news-search-result|Gaetz withdraws from attorney general consideration|Gaetz said on Nov. 21, 2024 that his nomination had become a distraction, and Trump named former Florida attorney general Pam Bondi hours later.|Reports the November 21, 2024 withdrawal, the outcome.
3|K|comment-thread|Ethics meets Wednesday|The House Ethics Committee meets on Wednesday, Nov. 20, 2024 and may vote on whether to release the report. That's the next big signal.|A scheduled meeting.
1|L|platform-comment|Deadlock|Ethics deadlocked along party lines on Nov 20, 2024 over releasing the report. Still feels like he's in trouble with the Senate.|Reports the November 20, 2024 meeting, on the cutoff day.
4|K|forecaster-rationale|Four Republicans is enough|He can lose three Republican votes. Murkowski and Collins sound opposed and several others are quiet. The new Senate does not take up nominations until after January 3, 2025. 10%.|A forecast.
2|L|news-search-result|House Ethics report released|The committee published its findings on December 23, 2024, saying Gaetz paid for sex and drugs, which he denies.|Reports a December 23, 2024 event.
""",
    ),
]
