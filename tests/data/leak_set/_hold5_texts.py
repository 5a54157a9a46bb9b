# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold5` part, read by `build_hold5.py`.

Questions about data series in the style of ForecastBench's dataset questions (FRED series,
Yahoo Finance closes, Wikipedia-tracked facts, ACLED event counts, DBnomics statistics): "will
series X be higher on date D than on date C?". Their documents are the texts such questions meet
in search: statistical release notes, data bulletins, market wraps, dashboard and "latest value"
pages, analyst notes, release calendars, conflict monitors, weather bulletins, wiki tables and
background texts of the kind ForecastBench attaches to its questions.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; every text is the writer's own, figures are from memory and approximate. See
`build_hold5.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

YF_NOTE = " Stock splits and reverse splits will be accounted for in resolving this question."

QUESTIONS = [
    # ------------------------------------------------------------------ FRED
    Q(
        "lt-fred-vixcls-2024-08-05",
        "Will the CBOE Volatility Index (VIXCLS) have increased by 2024-08-05 as compared to its value on 2024-07-26?",
        "Resolves YES if the VIXCLS close for 2024-08-05 on FRED (https://fred.stlouisfed.org/series/VIXCLS) is higher than its close for 2024-07-26 (about 16.4). Resolves NO otherwise.",
        "2024-07-29",
        "2024-08-05",
        1,
        "markets",
        """
1|K|series-notes|CBOE Volatility Index: VIX (VIXCLS)|Daily close, index, not seasonally adjusted. Source: Chicago Board Options Exchange. Latest observation 2024-07-26: 16.39. Observations are added on the next business day; the next update is expected 2024-07-29.|A latest-value page whose newest point is before the cutoff; the next update is only expected.
5|K|market-wrap|Nasdaq's worst day since 2022 lifts fear gauge|Wall Street sold off hard on Wednesday as results from Tesla and Alphabet disappointed, and the Nasdaq Composite fell 3.6%. The VIX closed just above 18, its highest since April. The Fed decides on July 31, 2024, and July payrolls follow on Aug. 2.|Reports July 24 and names later scheduled events.
2|L|market-wrap|Fear gauge spikes to highest since 2020 as global rout deepens|The Cboe Volatility Index closed at 38.57 on Monday, August 5, 2024, after touching 65 in early trading, as Japan's Nikkei lost 12.4% and Friday's weak jobs data stoked recession worries.|Reports the August 5, 2024 close as done.
8|K|analyst-note|Short-vol crowding into August|Our positioning gauges show systematic short-volatility exposure near the top of its range. A surprise at the July 30-31 FOMC or a payrolls miss on August 2, 2024 could force fast covering; a VIX print above 20 in the first week of August would not surprise us.|A forecast tied to scheduled events; nothing reported as done.
1|L|dashboard-latest|VIX Index - Latest quote|Last 23.39 (close, Aug 2, 2024). Chg +4.80 (+25.8%). Prev. close 18.59 (Aug 1, 2024). Day range 18.02 - 29.66.|A quote page showing closes of August 1 and 2, 2024, after the cutoff.
12|K|fb-background|Background: what VIXCLS measures|The VIX reflects the market's expectation of 30-day volatility, derived from S&P 500 index option prices. FRED posts the daily close; market holidays have no observation. This question compares the close for 2024-08-05 with the close for 2024-07-26.|Background that restates the question's own dates, reporting no value after the cutoff.
""",
    ),
    Q(
        "lt-fred-dgs10-2024-10-31",
        "Will the market yield on US Treasury securities at 10-year constant maturity (DGS10) have increased by 2024-10-31 as compared to its value on 2024-09-27?",
        "Resolves YES if the DGS10 value for 2024-10-31 on FRED is higher than its value for 2024-09-27 (3.75%). Resolves NO otherwise.",
        "2024-09-30",
        "2024-10-31",
        1,
        "rates",
        """
2|K|release-calendar|Week ahead: ISM, JOLTS and the September jobs report|Tue Oct 1: ISM manufacturing (Sep), JOLTS (Aug). Wed Oct 2: ADP employment. Thu Oct 3: ISM services. Fri Oct 4, 2024, 8:30 ET: Employment Situation (Sep); consensus +145k, unemployment rate 4.2%.|A calendar of releases after the cutoff, none reported.
3|K|market-wrap|Treasuries firm after soft PCE|Yields slipped on Friday after core PCE prices rose just 0.1% in August. The 10-year note ended near 3.75%, about 13 basis points above its Sept. 16 low.|Reports September 27 and earlier, before the cutoff.
1|L|data-bulletin|H.15 Selected Interest Rates (daily), 2024-11-01|Treasury constant maturities, nominal, 10-year: 2024-10-28 4.28; 2024-10-29 4.28; 2024-10-30 4.29; 2024-10-31 4.28.|A release table with values dated after the cutoff.
6|L|analyst-note|Rates: the October selloff in five charts|The 10-year yield climbed about 50 basis points over October 2024, its largest monthly rise since 2022. The move began with the October 4 report showing 254,000 jobs added in September and gathered pace as election polls tightened.|Reports the October 2024 rise and the October 4 report as done.
9|K|analyst-note|Has the bond rally run too far?|After the half-point cut on Sept. 18, futures price roughly 75bp of further easing by year-end. We think the 10-year could back up toward 4% if October data stay firm; our year-end target is 3.90%.|A forecast; the September 18 decision is before the cutoff.
4|L|chart-caption|Chart of the day: 10-year yield, daily close|The line runs from 3.62% on September 16 to 4.28% on October 31, 2024, wiping out most of the summer rally in a single month.|Reports a value dated October 31, 2024.
""",
    ),
    Q(
        "lt-fred-mortgage30us-2024-05-02",
        "Will the 30-year fixed rate mortgage average in the United States (MORTGAGE30US) have increased by 2024-05-02 as compared to its value on 2024-03-28?",
        "Resolves YES if Freddie Mac's Primary Mortgage Market Survey value for the week of 2024-05-02, as shown on FRED, is higher than the 6.79% recorded for 2024-03-28. Resolves NO otherwise.",
        "2024-04-01",
        "2024-05-02",
        1,
        "housing",
        """
4|K|weekly-survey|Mortgage rates ease again ahead of spring|The 30-year fixed averaged 6.79% in the week ending March 28, 2024, down from 6.87% a week earlier; the 15-year averaged 6.11%. The next survey is published Thursday, April 4, 2024.|Before the cutoff; the next release is only scheduled.
2|L|weekly-survey|30-year rate back above 7%|The average 30-year fixed rate rose to 7.10% in the week ending April 18, 2024, the first reading above 7% since November, after March consumer prices, released on April 10, came in hotter than expected.|Reports April 2024 survey results and the CPI release as done.
14|K|analyst-note|Spring housing outlook: a slow thaw|We see the 30-year rate drifting toward 6.5% by June if the Fed's March 19-20 projections still show three cuts this year. The March CPI report on April 10 is the main risk to that view.|A forecast made before the March FOMC, with later dates only as schedule.
1|L|series-notes|30-Year Fixed Rate Mortgage Average in the United States (MORTGAGE30US)|Percent, not seasonally adjusted, weekly, ending Thursday. Source: Freddie Mac. Latest observation 2024-05-02: 7.22. One year ago: 6.39.|A latest-value page showing the May 2, 2024 observation.
6|K|release-calendar|Housing calendar, April 2024|Freddie Mac PMMS: Apr 4, 11, 18 and 25 and May 2 (Thursdays, noon ET). Housing starts (Mar): Apr 16. Existing home sales: Apr 18. New home sales: Apr 23. FOMC: Apr 30-May 1.|A schedule of later releases, none reported.
3|L|newsletter|Rates week: mortgages at a five-month high|Freddie Mac's 30-year average hit 7.17% on April 25, 2024. Purchase applications fell for a third week and builders again leaned on rate buydowns to move inventory.|Reports the April 25, 2024 survey value.
""",
    ),
    Q(
        "lt-fred-dexjpus-2023-12-29",
        "Will the Japanese yen to US dollar spot exchange rate (DEXJPUS, yen per dollar) have increased by 2023-12-29 as compared to its value on 2023-11-24?",
        "Resolves YES if the DEXJPUS value (noon buying rate in New York, H.10 release) for 2023-12-29 on FRED is higher than its value for 2023-11-24 (about 149.5). Resolves NO otherwise.",
        "2023-11-27",
        "2023-12-29",
        0,
        "fx",
        """
3|K|market-wrap|Dollar drifts near 149.5 yen in holiday trade|Thanksgiving week ended with the dollar a little below 150 yen, off its Nov. 13 high near 151.9 after softer US inflation data. The Fed meets on December 12-13, 2023 and the Bank of Japan on Dec. 18-19.|Reports the week to November 24 and names later meetings.
1|L|market-wrap|Yen books strongest month of the year|The yen firmed to about 141 per dollar by December 28, 2023, helped by Governor Ueda's December 7 remark about a "challenging" period ahead and the Fed's projections of three cuts in 2024.|Reports December 2023 moves as done.
7|K|analyst-note|USD/JPY: watch 152|Intervention risk rises above 152, where the Ministry of Finance stepped in last year. We forecast 145 by the end of the first quarter of 2024 and see the BOJ ending negative rates by April 2024.|Forecasts with later dates, nothing reported.
2|L|data-bulletin|Foreign Exchange Rates - H.10 Weekly, released January 2, 2024|Japan, yen per US dollar: Dec 26 142.4; Dec 27 142.1; Dec 28 141.3; Dec 29 141.0 (approximate noon buying rates).|A release dated after the cutoff listing late-December values.
12|K|fb-background|Japanese Yen to U.S. Dollar Spot Exchange Rate (DEXJPUS)|Noon buying rates in New York City for cable transfers payable in foreign currencies. Units: Japanese yen to one US dollar, not seasonally adjusted, daily. Updated weekly from the H.10 release; the value for 2023-12-29 is expected in the release of 2024-01-02.|Background naming the resolution date and a later release, reporting no value.
5|K|forum-post|Anyone shorting USD/JPY into the December BOJ?|If Ueda actually moves on Dec 19 this goes to 140 quickly. If he doesn't, I think we retest 152 before year-end. Sizing small either way.|A conditional about a later meeting.
""",
    ),
    Q(
        "lt-fred-dcoilwtico-2023-11-16",
        "Will the spot price of West Texas Intermediate crude oil (DCOILWTICO) have increased by 2023-11-16 as compared to its value on 2023-10-13?",
        "Resolves YES if the EIA's WTI Cushing, Oklahoma spot price for 2023-11-16, as shown on FRED, is higher than the value for 2023-10-13 (about $87.7 a barrel). Resolves NO otherwise.",
        "2023-10-16",
        "2023-11-16",
        0,
        "commodities",
        """
2|K|market-wrap|Oil jumps almost 6% on war-risk premium|WTI settled at about $87.7 on Friday, Oct. 13, up nearly 6% on the day, as traders weighed the risk that the Israel-Hamas war spreads and Washington tightened enforcement of the price cap on Russian crude. EIA weekly inventory data are due Wednesday.|Reports October 13 and earlier; the next data release is only scheduled.
1|L|data-bulletin|Spot prices, week ending November 17, 2023|WTI Cushing ($/bbl): Nov 13 78.3; Nov 14 78.3; Nov 15 76.7; Nov 16 72.9; Nov 17 75.9.|A data table of values dated after the cutoff.
9|K|analyst-note|Fourth-quarter oil: tight and getting tighter|With Saudi and Russian supply cuts extended through December 2023, we see WTI averaging $90 in the fourth quarter. OPEC+ ministers meet on November 26, 2023.|Forecasts and a scheduled meeting.
4|L|market-wrap|Crude slides into bear territory|WTI fell below $73 a barrel on November 16, 2023, more than 20% under its late-September peak, as US inventories rose and Chinese factory data disappointed.|Reports November 16, 2023 as done.
6|K|series-notes|Crude Oil Prices: West Texas Intermediate (WTI) - Cushing, Oklahoma|Dollars per barrel, not seasonally adjusted, daily. Source: US Energy Information Administration. Latest observation 2023-10-10: 85.97.|A latest-value page whose newest point is before the cutoff.
14|K|analyst-note|After the peak|WTI closed near $93.7 on September 27, its highest in more than a year. Positioning now looks stretched, and a return to the low $80s in October would not change our call for tightness through year-end.|Earlier facts and a forecast.
""",
    ),
    Q(
        "lt-fred-unrate-2025-01",
        "Will the US unemployment rate (UNRATE) for January 2025 be higher than its value for December 2024?",
        "Resolves YES if the January 2025 unemployment rate, first published in the BLS Employment Situation release scheduled for 2025-02-07, is above the December 2024 rate of 4.1%. Resolves NO otherwise.",
        "2025-01-20",
        "2025-02-07",
        0,
        "macro_data",
        """
9|K|release-note|The Employment Situation - December 2024|Total nonfarm payroll employment rose by 256,000 in December and the unemployment rate edged down to 4.1%. The January 2025 report is scheduled for release on Friday, February 7, 2025, and will incorporate annual benchmark revisions and new population controls.|A December release before the cutoff; the next release is only scheduled.
2|L|release-note|The Employment Situation - January 2025|The unemployment rate changed little at 4.0% in January, the Bureau of Labor Statistics reported on February 7, 2025, and payrolls rose by 143,000. Population controls introduced with this release affect comparisons with December.|Reports the February 7, 2025 release as done.
5|K|analyst-note|January payrolls preview: noise season|We expect the jobless rate to hold at 4.1% when BLS reports on Feb. 7, 2025. The Los Angeles wildfires and cold weather in the reference week could depress hiring, and the benchmark revision will move levels.|A forecast of a scheduled release.
1|L|dashboard-latest|United States Unemployment Rate|Latest: 4.0% (Jan 2025). Previous: 4.1% (Dec 2024). Next release: Mar 7, 2025. Highest this cycle: 4.2% (Nov 2024).|A dashboard showing the January 2025 value, published on February 7, 2025.
12|K|fb-background|Background: Unemployment Rate (UNRATE)|The number of unemployed as a percentage of the labor force, from the Current Population Survey of households. Monthly, seasonally adjusted, percent; labor force data are restricted to people 16 years of age and older. The January 2025 figure is due on 2025-02-07.|Background naming a later scheduled release.
3|L|analyst-note|Sticky labor market keeps the Fed patient|With joblessness at 4.0% in January 2025 and December payrolls revised higher, the FOMC's decision to hold rates on January 29, 2025 looks likely to be repeated in March.|Reports the January 29, 2025 decision and the January data as done.
""",
    ),
    Q(
        "lt-fred-dexuseu-2025-03-07",
        "Will the US dollar to euro spot exchange rate (DEXUSEU, dollars per euro) have increased by 2025-03-07 as compared to its value on 2025-02-14?",
        "Resolves YES if the DEXUSEU value for 2025-03-07 on FRED is higher than its value for 2025-02-14 (about 1.049). Resolves NO otherwise.",
        "2025-02-17",
        "2025-03-07",
        1,
        "fx",
        """
2|K|market-wrap|Euro ends week near $1.049 on peace-talk hopes|The single currency posted a second weekly gain, its firmest close in about three weeks, as talk of Ukraine negotiations lifted European assets. Germany votes on Sunday, Feb. 23, and the ECB meets on March 6.|Reports February 14 and names later events as scheduled.
1|L|market-wrap|Euro posts biggest weekly jump since 2009|The euro traded above $1.08 on March 7, 2025, after Germany's likely coalition partners agreed on March 4 to exempt defence spending from the debt brake and set up a EUR 500 billion infrastructure fund.|Reports March 2025 moves as done.
6|K|analyst-note|EUR/USD: parity talk fades, but not for long|We forecast 1.03 by the end of March. Tariffs on EU goods remain the main threat, and we expect the ECB to cut its deposit rate to 2.50% on March 6.|Forecasts of later events.
3|L|data-bulletin|Foreign Exchange Rates - H.10 Weekly, release of 2025-03-10|Euro area, US dollars per euro: 2025-03-03 1.0486; 2025-03-04 1.0627; 2025-03-05 1.0790; 2025-03-06 1.0796; 2025-03-07 1.0833 (approximate).|A table of values dated after the cutoff.
11|K|series-notes|U.S. Dollars to Euro Spot Exchange Rate (DEXUSEU)|Noon buying rates in New York City for cable transfers payable in foreign currencies. Units: US dollars to one euro, not seasonally adjusted, daily. Latest observation 2025-01-31: 1.0378.|A latest-value page whose newest point is before the cutoff.
4|K|release-calendar|Euro-area calendar, late February to early March|Sun 23 Feb 2025: German federal election. Mon 3 Mar: flash HICP (Feb). Thu 6 March 2025: ECB monetary policy decision and staff projections. Fri 7 Mar: euro-area Q4 GDP, third estimate.|A calendar of later events, none reported.
""",
    ),
    Q(
        "lt-fred-cbbtcusd-2025-03-10",
        "Will Coinbase Bitcoin (CBBTCUSD) have increased by 2025-03-10 as compared to its value on 2025-02-07?",
        "Resolves YES if FRED's daily CBBTCUSD value for 2025-03-10 is higher than its value for 2025-02-07 (about $96,500). Resolves NO otherwise.",
        "2025-02-10",
        "2025-03-10",
        0,
        "crypto",
        """
3|K|market-wrap|Bitcoin steadies near $96,000 after choppy week|Bitcoin swung between about $92,000 and $101,000 this week as tariff headlines came and went. Traders now await January CPI on Feb. 12 and any detail on a US strategic reserve.|Reports the week to February 7 and names a later release.
1|L|market-wrap|Bitcoin sinks below $80,000|Bitcoin fell to about $78,000 on Monday, March 10, 2025, its lowest since November, after the executive order of March 6 set up a reserve funded only with seized coins and no new purchases.|Reports March 2025 events as done.
2|L|analyst-note|Post-mortem: the Bybit theft|Hackers drained about $1.5 billion of ether from the Bybit exchange on February 21, 2025, the largest theft in the industry's history. Bitcoin lost roughly a fifth of its value over the following two weeks.|Reports a later event, the February 21, 2025 hack.
8|K|analyst-note|First-quarter outlook: flows first|Spot ETF inflows resumed in January. We target $125,000 by the end of March 2025, with the main risk a stronger dollar if the Fed signals no cuts before June.|A forecast with a later date.
5|K|series-notes|Coinbase Bitcoin (CBBTCUSD)|US dollars, not seasonally adjusted, daily, seven days a week. Source: Coinbase. Values are recorded at 5 PM UTC. Latest observation 2025-02-04: 98,071.|A latest-value page whose newest point is before the cutoff.
4|L|preview-updated|Bitcoin: levels to watch into March|Support sits near $90,000 and resistance near $102,000. UPDATE, March 3, 2025: prices jumped above $94,000 on Sunday, March 2, after a social media post naming coins for a US reserve, then gave back most of the gain.|An update appended to a preview reports March 2, 2025 moves.
""",
    ),
    # ------------------------------------------------------------ yfinance
    Q(
        "lt-yf-crwd-2024-07-31",
        "Will CRWD's market close price on 2024-07-31 be higher than its market close price on 2024-07-12?"
        + YF_NOTE,
        "Resolves YES if the CrowdStrike Holdings (CRWD) close on 2024-07-31 at https://finance.yahoo.com/quote/CRWD is higher than its close on 2024-07-12 (about $362). If a date falls on a market holiday the previous close is used. Resolves NO otherwise.",
        "2024-07-15",
        "2024-07-31",
        0,
        "stocks",
        """
2|K|company-profile|CrowdStrike Holdings, Inc. - profile|CrowdStrike provides cloud-delivered protection for endpoints, cloud workloads, identity and data through its Falcon platform and sells threat intelligence and incident response services. Founded in 2011, it is headquartered in Austin, Texas.|A company description with no dates after the cutoff.
1|L|market-wrap|CrowdStrike has lost a third of its value since the outage|The stock closed at about $232 on July 31, 2024, down from roughly $343 before a faulty Falcon sensor update crashed millions of Windows computers on July 19.|Reports the July 19 outage and the July 31, 2024 close as done.
5|K|earnings-calendar|CRWD - upcoming events|Fiscal Q2 2025 earnings: Wednesday, August 28, 2024 (estimated), after market close. Consensus EPS $0.98; revenue $959 million.|A scheduled later event.
3|L|analyst-note|CRWD: still a buyer, but the bar is higher (updated)|Original note: we reiterate Buy with a $420 target. UPDATE, July 22, 2024: after the global outage of July 19 we cut our target to $360. Shares dropped 11% on the day of the incident and another 13% today.|An update appended to a note reports the July 19 and July 22, 2024 moves.
8|K|analyst-note|Index inclusion done; now the hard part|S&P 500 inclusion last month brought passive demand. At about 90 times forward earnings the stock prices in flawless execution; we would add below $330.|Past facts and a valuation view, no later date.
4|K|market-wrap|Software names rally into the weekend|Cybersecurity stocks led on Friday, and CrowdStrike ended near $362, within about 10% of its record. Bank earnings begin the second-quarter reporting season next week.|Reports July 12 and an upcoming season, before the cutoff.
""",
    ),
    Q(
        "lt-yf-gme-2024-05-14",
        "Will GME's market close price on 2024-05-14 be higher than its market close price on 2024-05-03?"
        + YF_NOTE,
        "Resolves YES if the GameStop (GME) close on 2024-05-14 at https://finance.yahoo.com/quote/GME is higher than its close on 2024-05-03 (about $17.5). Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-14",
        1,
        "stocks",
        """
2|K|market-wrap|Meme names quiet as earnings season rolls on|GameStop ended the week at about $17.5, little changed and near multiyear lows. The retailer's first-quarter results are due in early June.|Reports May 3 and a later scheduled release.
1|L|market-wrap|GameStop surges as 'Roaring Kitty' resurfaces|GameStop shares closed at $48.75 on May 14, 2024, nearly tripling in two sessions, after Keith Gill posted on X on the evening of May 12 for the first time since 2021.|Reports the May 14, 2024 close as done.
6|K|company-profile|GameStop Corp. - profile|GameStop is a specialty retailer offering games, consoles, collectibles and accessories through stores and e-commerce in the United States, Canada, Australia and Europe. It is based in Grapevine, Texas.|A company description with no later dates.
4|K|forum-post|Anything happening before the shareholder meeting?|Annual meeting is June 13, 2024. Short interest is around 24% of float. If anything moves this it'll be around the earnings date, not before.|A later scheduled meeting and an opinion.
3|L|dashboard-latest|GME - GameStop Corp. (NYSE)|30.45 +12.99 (+74.40%). At close: May 13, 2024, 4:00 PM EDT. Volume 185.6M. Day's range 21.50 - 38.20.|A quote page showing the May 13, 2024 close, after the cutoff.
9|K|analyst-note|GME: Underperform maintained|Store closures and falling hardware sales point to another weak year. We keep our $5.60 target ahead of first-quarter results, which we expect around June 11, 2024.|A view and a later expected date.
""",
    ),
    Q(
        "lt-yf-ba-2024-01-31",
        "Will BA's market close price on 2024-01-31 be higher than its market close price on 2024-01-04?"
        + YF_NOTE,
        "Resolves YES if the Boeing (BA) close on 2024-01-31 at https://finance.yahoo.com/quote/BA is higher than its close on 2024-01-04 (about $249). Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        0,
        "stocks",
        """
2|K|analyst-note|Boeing 2024 preview: the delivery ramp|We expect 737 deliveries to climb toward 38 a month in 2024 and free cash flow to approach $5 billion. Fourth-quarter results are scheduled for January 31, 2024. Target $290.|A forecast and a later scheduled release.
1|L|market-wrap|Boeing tumbles after Alaska Airlines blowout|Boeing shares fell about 8% to roughly $229 on Monday, January 8, 2024, after a door plug blew off a 737 MAX 9 operated as Alaska Airlines Flight 1282 on January 5 and the FAA grounded 171 jets.|Reports the January 5 and January 8, 2024 events as done.
4|K|market-wrap|Aerospace ends 2023 on a high|Boeing finished 2023 near $261, up about 37% for the year, helped by a resumption of 737 MAX deliveries to China and a strong Dubai Airshow order book.|Reports 2023 only, before the cutoff.
3|L|chart-caption|BA daily close, January 2024|From $249 on Jan. 4 the line falls to about $211 on January 31, 2024, the stock's worst month since early 2020.|Reports the January 31, 2024 close.
6|K|company-profile|The Boeing Company - profile|Boeing designs, manufactures and services commercial jetliners, military aircraft, satellites, missile defense and space systems. It operates Commercial Airplanes, Defense, Space and Security, and Global Services segments and is headquartered in Arlington, Virginia.|A company description with no later dates.
1|L|news-brief|FAA opens investigation into Boeing quality control|The agency said on January 11, 2024 that it had opened an investigation into whether Boeing ensured its products conformed to approved designs, following the January 5 in-flight blowout.|Reports the January 11, 2024 investigation as done.
""",
    ),
    Q(
        "lt-yf-nvda-2025-01-27",
        "Will NVDA's market close price on 2025-01-27 be higher than its market close price on 2025-01-10?"
        + YF_NOTE,
        "Resolves YES if the NVIDIA (NVDA) close on 2025-01-27 at https://finance.yahoo.com/quote/NVDA is higher than its close on 2025-01-10 ($135.91). Resolves NO otherwise.",
        "2025-01-13",
        "2025-01-27",
        0,
        "stocks",
        """
2|K|market-wrap|Chipmakers slide as yields jump on jobs data|Nvidia ended Friday at $135.91, down about 3%, after a strong December payrolls report pushed the 10-year yield toward 4.8%. The stock had briefly hit a record after Jensen Huang's CES keynote on Monday.|Reports January 10 and earlier, before the cutoff.
1|L|market-wrap|Nvidia loses nearly $600 billion in a day|Shares of Nvidia fell 17% to $118.42 on January 27, 2025, the largest one-day loss of market value for any US company, as Chinese lab DeepSeek's low-cost R1 model raised doubts about AI spending.|Reports the January 27, 2025 close as done.
5|K|earnings-calendar|NVDA - upcoming events|Fiscal Q4 2025 results: Wednesday, February 26, 2025 (estimated), after market close. Ex-dividend date: March 12, 2025 (estimated).|Scheduled later events.
3|L|analyst-note|DeepSeek and the capex debate|DeepSeek released its R1 reasoning model on January 20, 2025 and says it matches leading US systems on several benchmarks at a fraction of the training cost. We think the sell-off in AI hardware that followed is overdone.|Reports a later release and sell-off as done.
8|K|company-profile|NVIDIA Corporation - profile|NVIDIA provides graphics, compute and networking solutions. Its Compute and Networking segment includes data center accelerated computing platforms; its Graphics segment includes GeForce GPUs for gaming. It is headquartered in Santa Clara, California.|A company description with no later dates.
4|K|analyst-note|Export rules: the last-minute risk|The Commerce Department is expected to publish a framework capping AI chip exports by country before January 20, 2025. If it does, we would expect a few points of downside to data center estimates for fiscal 2026.|An expectation and a conditional about later dates.
""",
    ),
    Q(
        "lt-yf-tsla-2024-12-16",
        "Will TSLA's market close price on 2024-12-16 be higher than its market close price on 2024-11-08?"
        + YF_NOTE,
        "Resolves YES if the Tesla (TSLA) close on 2024-12-16 at https://finance.yahoo.com/quote/TSLA is higher than its close on 2024-11-08 ($321.22). Resolves NO otherwise.",
        "2024-11-11",
        "2024-12-16",
        1,
        "stocks",
        """
2|K|market-wrap|Tesla tops $1 trillion again after election rally|Tesla closed at $321.22 on Friday, up about 29% since Election Day, as investors bet Elon Musk's ties to the incoming administration would ease rules on self-driving cars.|Reports November 8 and earlier, before the cutoff.
1|L|market-wrap|Tesla shares hit a record|Tesla closed at $463.02 on December 16, 2024, topping its November 2021 peak, as analysts raised targets on robotaxi hopes.|Reports the December 16, 2024 record close as done.
10|K|analyst-note|TSLA after the third quarter|Deliveries were 462,890 in the third quarter and margins beat on October 23. Fourth-quarter deliveries are due around January 2, 2025; the Cybercab is slated for production in 2026.|Earlier facts and later scheduled dates.
4|K|forum-post|Trim plan|If TSLA closes above 350 by Thanksgiving I'm selling a third. Otherwise holding through the Q4 delivery number in January.|A conditional about later dates.
3|L|dashboard-latest|TSLA - Tesla, Inc. (NASDAQ)|479.86 +16.84 (+3.64%). At close: December 17, 2024. Market cap 1.54T. 52-week range 138.80 - 488.54.|A quote page showing the December 17, 2024 close.
6|K|company-profile|Tesla, Inc. - profile|Tesla designs, develops, manufactures, leases and sells electric vehicles and energy generation and storage systems in the United States, China and internationally. It operates Automotive and Energy Generation and Storage segments and is based in Austin, Texas.|A company description with no later dates.
""",
    ),
    Q(
        "lt-yf-kre-2023-03-31",
        "Will KRE's market close price on 2023-03-31 be higher than its market close price on 2023-03-03?"
        + YF_NOTE,
        "Resolves YES if the SPDR S&P Regional Banking ETF (KRE) close on 2023-03-31 at https://finance.yahoo.com/quote/KRE is higher than its close on 2023-03-03 (about $61). Resolves NO otherwise.",
        "2023-03-06",
        "2023-03-31",
        0,
        "stocks",
        """
2|K|market-wrap|Banks join Friday rally|Regional lenders rose with the broader market on Friday and KRE finished near $61. Powell testifies to the Senate Banking Committee on March 7, 2023 and to the House a day later; February payrolls are due March 10.|Reports March 3 and names later scheduled events.
1|L|market-wrap|Regional bank ETF plunges after SVB collapse|KRE fell 12% on March 13, 2023, even after regulators guaranteed all deposits at Silicon Valley Bank and Signature Bank; SVB had been shut by California regulators on March 10.|Reports the March 10 and March 13, 2023 events as done.
7|K|company-profile|SPDR S&P Regional Banking ETF - fund overview|The fund seeks to track the S&P Regional Banks Select Industry Index, an equal-weighted index of US regional bank stocks. Expense ratio 0.35%; inception June 2006.|A fund description with no later dates.
3|L|chart-caption|KRE in March 2023|The fund ended the month at about $42 on March 31, 2023, down roughly 30% since the start of March and its worst month since 2009.|Reports the March 31, 2023 close.
10|K|analyst-note|Regional banks: watch the securities books|Unrealized losses on held-to-maturity portfolios grew again in the fourth quarter. Deposit costs are rising faster than loan yields. Large banks open first-quarter reporting on April 14.|Earlier facts and a later scheduled date.
4|L|correction|Correction to our bank note|An earlier version of this note, first published in February, misstated First Republic's deposit base. On March 16, 2023, eleven large banks placed $30 billion of deposits with First Republic.|A correction appended to a note reports a later event as done.
""",
    ),
    Q(
        "lt-yf-unh-2025-05-15",
        "Will UNH's market close price on 2025-05-15 be higher than its market close price on 2025-04-11?"
        + YF_NOTE,
        "Resolves YES if the UnitedHealth Group (UNH) close on 2025-05-15 at https://finance.yahoo.com/quote/UNH is higher than its close on 2025-04-11 (about $590). Resolves NO otherwise.",
        "2025-04-14",
        "2025-05-15",
        0,
        "stocks",
        """
3|K|earnings-calendar|UNH - Q1 2025 results|UnitedHealth Group reports first-quarter 2025 results on Thursday, April 17, 2025, before the market opens; conference call at 8:00 a.m. ET. Consensus EPS about $7.29.|A later scheduled release.
1|L|market-wrap|UnitedHealth suffers worst day since 1998|Shares fell 22% to about $454 on April 17, 2025 after the company cut its full-year profit forecast, citing higher care use among Medicare Advantage members.|Reports the April 17, 2025 fall as done.
2|L|news-brief|UnitedHealth CEO out, guidance suspended|Andrew Witty stepped down as chief executive on May 13, 2025, and the company suspended its 2025 outlook. Former CEO Stephen Hemsley returns to the job.|Reports the May 13, 2025 change as done.
6|K|analyst-note|Rate notice a tailwind|The final 2026 Medicare Advantage rate notice published on April 7 came in at about 5.1%, well above the proposal. We raise our target to $650 into results.|An earlier fact and a view before the cutoff.
9|K|company-profile|UnitedHealth Group - profile|UnitedHealth operates as a diversified health care company through UnitedHealthcare and Optum Health, Optum Insight and Optum Rx. It is headquartered in Minnetonka, Minnesota.|A company description with no later dates.
4|L|analyst-note|UNH: the guidance cut in management's words|On the April 17, 2025 call, management told analysts that the jump in Medicare Advantage costs had been unexpected and broad, and said it now saw 2025 adjusted EPS of $26.00 to $26.50.|Reports statements on the April 17, 2025 call as done.
""",
    ),
    Q(
        "lt-yf-fxi-2024-10-07",
        "Will FXI's market close price on 2024-10-07 be higher than its market close price on 2024-09-13?"
        + YF_NOTE,
        "Resolves YES if the iShares China Large-Cap ETF (FXI) close on 2024-10-07 at https://finance.yahoo.com/quote/FXI is higher than its close on 2024-09-13 (about $26.5). Resolves NO otherwise.",
        "2024-09-16",
        "2024-10-07",
        1,
        "stocks",
        """
2|K|market-wrap|China stocks hover near seven-month lows|FXI ended Friday at about $26.5 ahead of August activity data due on Saturday. Mainland exchanges close for the National Day holiday from October 1 to 7.|Reports September 13 and names later scheduled dates.
1|L|market-wrap|Chinese stocks log best week since 2008|The People's Bank of China unveiled rate cuts, a lower reserve requirement and new funding tools for stock buybacks on September 24, 2024, and Hong Kong-listed shares jumped by more than 13% in five sessions.|Reports the September 24, 2024 package and the rally as done.
3|L|dashboard-latest|FXI - iShares China Large-Cap ETF|35.76 +1.10 (+3.17%). At close: October 7, 2024. Net assets 9.9B. 52-week range 22.01 - 37.35.|A quote page showing the October 7, 2024 close.
6|K|analyst-note|No bazooka in sight|We do not expect large-scale fiscal stimulus this year. The NPC Standing Committee meets in late October; anything meaningful would more likely come at the December economic work conference.|Forecasts of later meetings.
9|K|company-profile|iShares China Large-Cap ETF - fund overview|The fund seeks to track an index of 50 of the largest Chinese companies listed in Hong Kong. Expense ratio 0.74%; inception October 2004.|A fund description with no later dates.
5|K|release-calendar|China data calendar, September to mid-October|Sat 14 Sep: industrial output and retail sales (Aug). Fri 20 Sep: loan prime rates. Mon 30 Sep 2024: official PMIs (Sep). 1-7 Oct: National Day holiday. Sun 13 Oct 2024: CPI and PPI (Sep).|A schedule of later releases, none reported.
""",
    ),
    Q(
        "lt-yf-gld-2025-10-20",
        "Will GLD's market close price on 2025-10-20 be higher than its market close price on 2025-09-19?"
        + YF_NOTE,
        "Resolves YES if the SPDR Gold Shares (GLD) close on 2025-10-20 at https://finance.yahoo.com/quote/GLD is higher than its close on 2025-09-19 (about $339). Resolves NO otherwise.",
        "2025-09-22",
        "2025-10-20",
        1,
        "commodities",
        """
2|K|market-wrap|Gold notches fifth straight weekly gain|Spot gold ended near $3,685 an ounce on Friday and GLD near $339, after the Fed cut rates by a quarter point on Wednesday and signalled more easing this year.|Reports September 17-19, before the cutoff.
1|L|market-wrap|Gold breaks $4,000|Spot gold rose above $4,000 an ounce for the first time on October 8, 2025, extending a rally driven by central bank buying and the US government shutdown.|Reports the October 8, 2025 milestone as done.
3|L|chart-caption|GLD daily close, autumn 2025|The fund's line peaks at about $400 on October 20, 2025, a day before spot gold fell more than 5%, its sharpest one-day drop in over a decade.|Reports the October 20 and 21, 2025 moves.
7|K|analyst-note|Raising our gold forecast|We lift our end-2026 target to $4,000. Near-term risks are the October 28-29, 2025 FOMC meeting and a possible US government shutdown if funding lapses on October 1.|Forecasts and conditionals about later dates.
10|K|company-profile|SPDR Gold Shares - fund overview|The trust holds allocated gold bullion in London vaults. Its objective is to reflect the performance of the price of gold bullion, less the trust's expenses (0.40% a year).|A fund description with no later dates.
5|L|newsletter|Metals weekly: the Fed delivers, gold shrugs|As expected, the Fed cut rates by a quarter point on October 29, 2025. Gold, which had already retreated from its record, held close to $4,000.|An 'as expected' follow-up reports the October 29, 2025 decision.
""",
    ),
    Q(
        "lt-yf-smci-2024-11-14",
        "Will SMCI's market close price on 2024-11-14 be higher than its market close price on 2024-10-25?"
        + YF_NOTE,
        "Resolves YES if the Super Micro Computer (SMCI) close on 2024-11-14 at https://finance.yahoo.com/quote/SMCI is higher than its close on 2024-10-25 (about $44). Resolves NO otherwise.",
        "2024-10-28",
        "2024-11-14",
        0,
        "stocks",
        """
3|K|earnings-calendar|SMCI - upcoming events|Fiscal Q1 2025 business update: expected November 5, 2024. Annual report on Form 10-K for fiscal 2024: delayed. Nasdaq deadline to submit a compliance plan: November 16, 2024.|Scheduled later dates, none reported.
1|L|market-wrap|Super Micro plunges a third as auditor quits|Shares fell about 33% to roughly $29 on October 30, 2024, after Ernst & Young resigned as the server maker's auditor, saying it could no longer rely on management's representations.|Reports the October 30, 2024 fall as done.
2|L|news-brief|Super Micro names BDO as auditor; stock rebounds|The company said on November 18, 2024 that it had appointed BDO USA and submitted a compliance plan to Nasdaq. Shares jumped 16%.|Reports a later event dated November 18, 2024.
8|K|analyst-note|SMCI: range-bound until the filing|The August 27 short report and the delayed 10-K will keep the stock between $30 and $60 until the accounts are filed, in our view. Reports of a Justice Department inquiry surfaced in late September.|Earlier facts and a view.
12|K|company-profile|Super Micro Computer, Inc. - profile|Super Micro develops and manufactures high-performance server and storage systems based on modular and open architectures, including liquid-cooled racks for AI workloads. It is based in San Jose, California.|A company description with no later dates.
4|L|chart-caption|SMCI since the auditor exit|The line bottoms out at about $20 at the close on November 14, 2024, roughly half its level of late October.|Reports the November 14, 2024 close.
""",
    ),
    Q(
        "lt-yf-arm-2024-02-12",
        "Will ARM's market close price on 2024-02-12 be higher than its market close price on 2024-02-02?"
        + YF_NOTE,
        "Resolves YES if the Arm Holdings (ARM) close on 2024-02-12 at https://finance.yahoo.com/quote/ARM is higher than its close on 2024-02-02 (about $77). Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-12",
        1,
        "stocks",
        """
2|K|earnings-calendar|ARM - fiscal Q3 2024 results|Arm Holdings plc reports results for the quarter ended December 31, 2023 on Wednesday, February 7, 2024, after the market closes; conference call at 5:00 p.m. ET.|A later scheduled release.
1|L|market-wrap|Arm soars 48% on upbeat outlook|Arm shares closed at $113.76 on February 8, 2024, after the chip designer raised its full-year revenue forecast on strong royalties from smartphones and data center chips.|Reports the February 8, 2024 close as done.
3|L|dashboard-latest|ARM - Arm Holdings plc ADR (NASDAQ)|148.97 +28.92 (+24.09%). At close: February 12, 2024. Market cap 153B. Day's range 125.00 - 164.00.|A quote page showing the February 12, 2024 close.
6|K|analyst-note|Arm: Neutral into the print|The 180-day lock-up from September's IPO ends in March, which could add supply. We rate the shares Neutral with a $75 target ahead of the February 7 results.|A view and later scheduled dates.
10|K|company-profile|Arm Holdings plc - profile|Arm architects, develops and licenses CPU products and related technologies used by semiconductor companies and device makers. It earns licence fees and royalties and is headquartered in Cambridge, United Kingdom.|A company description with no later dates.
4|L|analyst-note|Arm: upgrading after a clean beat|The results of February 7, 2024 showed royalty revenue up 11% and licensing well ahead of our forecast. We move to Buy; the shares have already nearly doubled since.|Reports the February 7, 2024 results and the move after as done.
""",
    ),
    # ----------------------------------------------------------- Wikipedia
    Q(
        "lt-wiki-phelps-400im-2023",
        "According to Wikipedia, will Michael Phelps still hold the world record for 400m individual medley in long course (50 metres) swimming pools on 2023-08-05?",
        "Resolves to the value found at https://en.wikipedia.org/wiki/List_of_world_records_in_swimming on 2023-08-05: YES if Michael Phelps (4:03.84, Beijing, 2008) is still listed as the holder of the men's long course 400 m individual medley record. Resolves NO otherwise.",
        "2023-07-17",
        "2023-08-05",
        0,
        "sports_records",
        """
4|K|event-schedule|World Aquatics Championships, Fukuoka 2023: pool schedule|Swimming runs from 23 to 30 July 2023. Day 1, Sunday 23 July: men's 400 m individual medley heats in the morning session and the final in the evening session.|A schedule of later events.
1|L|wiki-table|World records in swimming - men's long course (excerpt)|400 m individual medley: 4:02.50, Léon Marchand (France), 23 July 2023, World Championships, Fukuoka, Japan. Previous record: 4:03.84, Michael Phelps, 10 August 2008.|A table entry reports a record set on July 23, 2023, after the cutoff.
8|K|fb-background|Background: swimming world records|World Aquatics ratifies swimming world records, which can be set in 50-metre (long course) or 25-metre (short course) pools. Ratification needs timing and pool-length certificates, approved swimwear and a negative doping test.|Background with no dates after the cutoff.
2|L|news-brief|Marchand takes Phelps's last individual world record|The 21-year-old Frenchman touched in 4:02.50 in Fukuoka on Sunday, July 23, 2023, more than a second inside the mark Phelps set at the 2008 Olympics.|Reports the July 23, 2023 record as done.
10|K|analyst-note|Is 4:03.84 finally in danger?|Marchand won the 2022 world title in 4:04.28. If anyone breaks Phelps's record this summer it will be him, most likely in the final on July 23.|A conditional about a later final.
6|K|forum-post|Fukuoka predictions thread|Marchand 4:03.5 and the WR goes. Nah, he swims 4:04 flat and saves it for Paris. Either way the final on the 23rd is the one to watch.|Predictions about a later race.
""",
    ),
    Q(
        "lt-wiki-popovici-100free-2024",
        "According to Wikipedia, will David Popovici still hold the world record for 100m freestyle in long course (50 metres) swimming pools on 2024-02-25?",
        "Resolves to the value found at https://en.wikipedia.org/wiki/List_of_world_records_in_swimming on 2024-02-25: YES if David Popovici (46.86, Rome, 13 August 2022) is still listed as the holder of the men's long course 100 m freestyle record. Resolves NO otherwise.",
        "2024-02-05",
        "2024-02-25",
        0,
        "sports_records",
        """
3|K|event-schedule|World Aquatics Championships, Doha 2024: swimming|Pool events run 11-18 February 2024. The men's 4x100 m freestyle relay final is on the opening night, February 11; the individual 100 m freestyle final is on February 14.|A schedule of later events.
1|L|wiki-table|World records in swimming - men's long course (excerpt)|100 m freestyle: 46.80, Pan Zhanle (China), 11 February 2024, World Championships, Doha, Qatar (relay lead-off leg).|A table entry reports a record dated February 11, 2024, after the cutoff.
2|L|news-brief|Pan Zhanle breaks 100 free world record in Doha|Leading off China's relay on February 11, 2024, Pan Zhanle clocked 46.80 to lower David Popovici's mark, which had stood since 2022. Popovici did not enter the championships.|Reports the February 11, 2024 record as done.
9|K|fb-background|Background: world records in swimming|Records are ratified by World Aquatics for long course (50 m) and short course (25 m) pools. A relay lead-off time counts as an individual record if the swim meets the rules.|Background with no dates after the cutoff.
6|K|analyst-note|Olympic year, thin Doha fields|Many stars skip Doha to focus on Paris (July 27 - August 4). Popovici is not entered; Pan Zhanle, who swam 46.97 at the Asian Games in September, is the man to watch.|Earlier facts and later dates as schedule.
4|L|news-brief|Pan wins world 100 free title|Pan Zhanle wins the 100 m freestyle world title in Doha on 14 February 2024 in 47.53, three days after his world record on the relay.|A present-tense headline and text report the February 14, 2024 final.
""",
    ),
    Q(
        "lt-wiki-sunyang-1500free-2024",
        "According to Wikipedia, will Sun Yang still hold the world record for 1500m freestyle in long course (50 metres) swimming pools on 2024-08-15?",
        "Resolves to the value found at https://en.wikipedia.org/wiki/List_of_world_records_in_swimming on 2024-08-15: YES if Sun Yang (14:31.02, London, 4 August 2012) is still listed as the holder of the men's long course 1500 m freestyle record. Resolves NO otherwise.",
        "2024-07-22",
        "2024-08-15",
        0,
        "sports_records",
        """
3|K|event-schedule|Paris 2024 swimming: session guide|Swimming takes place at Paris La Défense Arena from July 27 to August 4. Men's 1500 m freestyle heats are on August 3 and the final on Sunday, August 4, 2024.|A schedule of later events.
1|L|wiki-table|World records in swimming - men's long course (excerpt)|1500 m freestyle: 14:30.67, Bobby Finke (United States), 4 August 2024, Olympic Games, Paris, France.|A table entry reports a record dated August 4, 2024, after the cutoff.
7|K|analyst-note|The oldest record in the book|Sun Yang's 14:31.02 has stood since 2012. Finke, Daniel Wiffen and Gregorio Paltrinieri have all been within a few seconds, but we would still bet against it falling in Paris.|A forecast, no later event reported.
2|L|news-brief|Finke breaks 12-year-old 1500 record|American Bobby Finke won Olympic gold in 14:30.67 on August 4, 2024, taking 0.35 seconds off Sun Yang's mark.|Reports the August 4, 2024 record as done.
10|K|fb-background|Sun Yang|Sun Yang is a Chinese distance freestyle swimmer and a three-time Olympic champion. He served a doping ban from 2020 that ended in May 2024; he set the 1500 m record at the 2012 Olympics.|Background with earlier facts only.
4|L|results-table|Paris 2024 - men's 1500 m freestyle final, 4 August 2024|1. Bobby Finke USA 14:30.67 (WR). 2. Gregorio Paltrinieri ITA 14:34.55. 3. Daniel Wiffen IRL 14:39.63.|A results table for a race dated August 4, 2024.
""",
    ),
    Q(
        "lt-wiki-titmus-400free-2024",
        "According to Wikipedia, will Ariarne Titmus still hold the world record for 400m freestyle in long course (50 metres) swimming pools on 2024-08-10?",
        "Resolves to the value found at https://en.wikipedia.org/wiki/List_of_world_records_in_swimming on 2024-08-10: YES if Ariarne Titmus (3:55.38, Fukuoka, 23 July 2023) is still listed as the holder of the women's long course 400 m freestyle record. Resolves NO otherwise.",
        "2024-07-15",
        "2024-08-10",
        1,
        "sports_records",
        """
4|K|event-schedule|Paris 2024: opening day in the pool|Saturday, July 27, 2024: women's 400 m freestyle heats in the morning and the final at 20:30. Titmus, Summer McIntosh and Katie Ledecky are expected to meet.|A schedule of a later race.
1|L|news-brief|Titmus defends Olympic 400 free title|Ariarne Titmus won gold in 3:57.49 on July 27, 2024, ahead of Summer McIntosh and Katie Ledecky. Her world record of 3:55.38 was not threatened.|Reports the July 27, 2024 final as done.
6|K|news-brief|Titmus sets 200 free record at trials|Ariarne Titmus lowered the 200 m freestyle world record to 1:52.23 at the Australian trials in Brisbane on June 12. Her 400 at the meet was close to her own record.|Reports an earlier event only.
2|L|results-table|Paris 2024 - women's 400 m freestyle final, 27 July 2024|1. Ariarne Titmus AUS 3:57.49. 2. Summer McIntosh CAN 3:58.37. 3. Katie Ledecky USA 4:00.86. 4. Erika Fairweather NZL 4:01.12.|A results table for a race dated July 27, 2024.
9|K|fb-background|Ariarne Titmus|Ariarne Titmus is an Australian freestyle swimmer and the 2020 Olympic champion at 200 m and 400 m. She set the 400 m record in Fukuoka in July 2023, beating McIntosh's mark from March 2023.|Background with earlier facts only.
3|K|forum-post|Can McIntosh take it back?|She's been under 3:59 this season. If she's going to break 3:55.38 it'll be in the final on the 27th, but I think Titmus wins and the record stays.|A prediction about a later race.
""",
    ),
    Q(
        "lt-wiki-carlsen-rank-2024-03",
        "According to Wikipedia, will Magnus Carlsen have a FIDE ranking on 2024-03-15 as high or higher than their ranking on 2024-02-15?",
        "Resolves to the value calculated from https://en.wikipedia.org/wiki/FIDE_rankings on 2024-03-15: YES if Carlsen's ranking is at least as high as on 2024-02-15, when the February 2024 list showed him first with 2830. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-15",
        1,
        "chess",
        """
3|K|rating-list|FIDE rating list, February 2024 - open top ten (excerpt)|Published 1 February 2024. 1. Magnus Carlsen NOR 2830. 2. Fabiano Caruana USA 2804. 3. Hikaru Nakamura USA 2789. The next list is due on 1 March 2024.|A list before the cutoff; the next list is only scheduled.
1|L|rating-list|FIDE rating list, March 2024 (excerpt)|Published March 1, 2024. 1. Magnus Carlsen NOR 2830. 2. Fabiano Caruana USA 2803. 3. Hikaru Nakamura USA 2789. Carlsen has now been world number one without interruption since July 2011.|A list published March 1, 2024, after the cutoff.
6|K|fb-background|Background: FIDE rankings|FIDE publishes monthly lists of the top 100 players, women, juniors and girls, ranked by Elo rating. A player's rating rises or falls with each rated game, by an amount that depends on the rating gap with the opponent.|Background with no dates after the cutoff.
2|K|news-brief|Carlsen's classical calendar is empty until spring|Magnus Carlsen has no classical games scheduled before the April list, so his 2830 rating will carry over unchanged into the lists of March 1 and April 1.|A statement about later lists, not a report of them.
4|K|event-schedule|Candidates Tournament 2024|Toronto, April 3-22, 2024. Eight players compete for the right to challenge Ding Liren; Carlsen declined to take part.|A schedule of a later event.
1|L|forum-post|March list is out|List dropped this morning (March 1, 2024). Magnus still No. 1, 27 points clear of Fabi. Nothing changes up top until after the Candidates.|A post reporting the March 1, 2024 list, after the cutoff.
""",
    ),
    Q(
        "lt-wiki-chikungunya-vaccine-2023",
        "According to Wikipedia, will a vaccine have been developed for Chikungunya by 2023-11-30?",
        "Resolves to the value calculated from https://en.wikipedia.org/wiki/List_of_infectious_diseases on 2023-11-30: YES if the vaccine column for chikungunya shows that a vaccine exists. Resolves NO otherwise.",
        "2023-10-30",
        "2023-11-30",
        1,
        "health",
        """
3|K|regulatory-calendar|Vaccine decisions to watch this autumn|Valneva's single-dose chikungunya vaccine VLA1553: the FDA extended its review by three months, moving the goal date to the end of November 2023.|A later deadline, not a decision.
1|L|news-brief|FDA approves first chikungunya vaccine|The FDA approved Valneva's Ixchiq on November 9, 2023 for adults 18 and older at increased risk of exposure to the virus.|Reports the November 9, 2023 approval as done.
8|K|fb-background|Chikungunya|Chikungunya is a viral disease spread by Aedes mosquitoes that causes fever and severe joint pain. Treatment is supportive; at the time of this writing no vaccine had been licensed.|Background with no dates after the cutoff.
2|L|wiki-table|List of infectious diseases - chikungunya row (excerpt)|Agent: chikungunya virus. Vaccine: Yes (Ixchiq, live attenuated; approved in the United States in November 2023).|A table row reports an approval dated November 2023.
12|K|analyst-note|Valneva: the road to launch|Adolescent Phase 3 data from Brazil are expected in the first half of 2024 and a European decision around mid-2024. A US approval in November would make VLA1553 the first licensed chikungunya vaccine.|Expectations and a conditional about later dates.
4|L|regulatory-calendar|Vaccine approvals, fourth quarter 2023|Ixchiq (Valneva), chikungunya: approved by the FDA on Nov. 9, 2023 under accelerated approval; the CDC's advisers are to vote on recommendations in February 2024.|A tracker row reports the November 9, 2023 approval as done.
""",
    ),
    Q(
        "lt-wiki-pole-vault-2024-08",
        "According to Wikipedia, will the men's pole vault world record be higher on 2024-08-31 than on 2024-08-15?",
        "Resolves to the value found at https://en.wikipedia.org/wiki/Men%27s_pole_vault_world_record_progression on 2024-08-31: YES if the record is higher than the 6.25 m that Armand Duplantis set in Paris on 5 August 2024. Resolves NO otherwise.",
        "2024-08-16",
        "2024-08-31",
        1,
        "sports_records",
        """
3|K|event-schedule|Diamond League, late-summer calendar|Lausanne: August 22, 2024. Silesia (Chorzów): August 25, 2024. Rome: August 30. Zurich: September 5. Final in Brussels: September 13-14.|A schedule of later meetings.
1|L|results-table|Kamila Skolimowska Memorial, Chorzów, 25 August 2024 - men's pole vault|1. Armand Duplantis SWE 6.26 (WR). 2. Sam Kendricks USA 5.92. 3. Emmanouil Karalis GRE 5.82.|A results table for a meeting dated August 25, 2024.
6|K|news-brief|Duplantis clears 6.25 for Olympic gold|Armand Duplantis raised his own world record to 6.25 m on August 5 in Paris. He is entered in Lausanne on August 22 and in Chorzów three days later.|Reports an earlier record; later meetings only as entries.
2|L|wiki-table|Men's pole vault world record progression (last rows)|6.24 m, Xiamen, 20 April 2024. 6.25 m, Paris, 5 August 2024. 6.26 m, Chorzów, 25 August 2024. All by Armand Duplantis (Sweden).|A table row reports a record dated August 25, 2024.
10|K|fb-background|Background: pole vault world records|World Athletics ratifies records outdoors and indoors together for the pole vault. Records are usually raised one centimetre at a time.|Background with no dates after the cutoff.
4|L|news-brief|Duplantis raises the bar again|Armand Duplantis cleared 6.26 m at the Silesia Diamond League meeting in Chorzów on August 25, 2024, his tenth world record, and said afterwards that he had felt fresh despite the Olympic season.|Reports the August 25, 2024 record as done.
""",
    ),
    Q(
        "lt-wiki-branyas-oldest-2024",
        "According to Wikipedia, will Maria Branyas Morera still be listed as the oldest living person on 2024-09-01?",
        "Resolves to the value found at https://en.wikipedia.org/wiki/List_of_the_oldest_living_people on 2024-09-01: YES if Maria Branyas (born 4 March 1907) is ranked first. Resolves NO otherwise.",
        "2024-08-12",
        "2024-09-01",
        0,
        "demography",
        """
4|K|wiki-table|List of the oldest living people (as of 1 August 2024, excerpt)|1. Maria Branyas, Spain, born 4 March 1907, aged 117 years, 150 days. 2. Tomiko Itooka, Japan, born 23 May 1908. 3. Inah Canabarro Lucas, Brazil, born 8 June 1908.|A table dated before the cutoff.
1|L|news-brief|World's oldest person dies at 117|Maria Branyas died on August 19, 2024 at the nursing home in Olot, Catalonia, where she had lived for more than two decades, her family said.|Reports the August 19, 2024 death as done.
2|L|wiki-table|Tomiko Itooka (excerpt)|Tomiko Itooka (born 23 May 1908) is a Japanese supercentenarian who became the world's oldest living person on 19 August 2024, following the death of Maria Branyas.|A biography reports an event dated August 19, 2024.
8|K|fb-background|Background: age validation|The Gerontology Research Group and LongeviQuest validate claims of extreme age from birth, marriage and census records. Wikipedia's list includes only validated cases.|Background with no dates after the cutoff.
6|K|news-brief|Branyas, 117, 'in good spirits'|Maria Branyas would become only the third person with a validated age of 118 if she lives to 4 March 2025, researchers noted.|A conditional about a later date.
3|L|wiki-table|List of the oldest living people (as of 1 September 2024, excerpt)|1. Tomiko Itooka, Japan, born 23 May 1908. 2. Inah Canabarro Lucas, Brazil, born 8 June 1908. Maria Branyas (died 19 August 2024) has been moved to the list of oldest people.|A snapshot dated after the cutoff reports the new ranking and the August 19, 2024 death.
""",
    ),
    # ---------------------------------------------------------------- ACLED
    Q(
        "lt-acled-kenya-protests-2024-07",
        "Will there be more 'Protests' in Kenya for the 30 days before 2024-07-10 compared to the 30-day average of 'Protests' over the 360 days preceding 2024-06-10?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: YES if ACLED records more protest events in Kenya in the 30 days up to 2024-07-10 than its average per 30 days over the 360 days before 2024-06-10. Resolves NO otherwise.",
        "2024-06-10",
        "2024-07-10",
        1,
        "conflict_events",
        """
3|K|conflict-monitor|Kenya: Finance Bill 2024 heads to the floor|Civic groups and young online organisers have called demonstrations in Nairobi for the week MPs debate the Finance Bill, expected from June 18, 2024. The bill must pass before the fiscal year begins on July 1.|Planned protests and a deadline, none reported.
1|L|conflict-monitor|Kenya: protests surge over the Finance Bill|Demonstrations spread to dozens of counties after June 18, 2024 and peaked on June 25, when protesters breached Parliament and police fired live rounds. President Ruto withdrew the bill the next day.|Reports the June 2024 protests as done.
7|K|fb-background|Background: ACLED event types|ACLED codes six event types: battles, protests, riots, explosions/remote violence, violence against civilians and strategic developments. Protests are public demonstrations in which participants are not violent, even if force is used against them.|Background with no dates after the cutoff.
2|L|data-bulletin|ACLED weekly data update, July 2, 2024|Kenya: the 22-28 June week set a record for demonstration events in the country's ACLED series, with more than 150 events in at least 40 counties.|A data update dated July 2, 2024 reports later counts.
5|K|analyst-note|Kenya: what moves the protest count|Azimio's 2023 protests, from March to July, still sit inside the 360-day window. The budget reading on June 13 and Saba Saba day on July 7 are the dates to watch this year.|Earlier facts and later dates as schedule.
4|L|conflict-monitor|Kenya: protests continue after bill withdrawn|Police fired tear gas at protesters in Nairobi and Mombasa again on July 2, 2024, as demonstrators demanded President Ruto's resignation despite the withdrawal of the Finance Bill.|Reports the July 2, 2024 protests as done.
""",
    ),
    Q(
        "lt-acled-bangladesh-riots-2024-08",
        "Will there be more 'Riots' in Bangladesh for the 30 days before 2024-08-10 compared to the 30-day average of 'Riots' over the 360 days preceding 2024-07-08?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: YES if ACLED records more riot events in Bangladesh in the 30 days up to 2024-08-10 than its average per 30 days over the 360 days before 2024-07-08. Resolves NO otherwise.",
        "2024-07-08",
        "2024-08-10",
        1,
        "conflict_events",
        """
2|K|conflict-monitor|Bangladesh: quota protests return to campuses|Students have resumed blockades against the High Court's June 5 ruling that restored quotas in government jobs. The Appellate Division is due to hear the state's appeal later in July.|Earlier facts and a later hearing, none reported.
1|L|conflict-monitor|Bangladesh: deadly crackdown on student movement|At least 150 people were killed between July 16 and July 21, 2024 as police and ruling-party activists attacked protesters; a nationwide curfew and internet shutdown began on July 19.|Reports July 2024 violence as done.
3|L|news-brief|Hasina resigns and leaves the country|Prime Minister Sheikh Hasina resigned and flew to India on August 5, 2024, as crowds stormed her official residence in Dhaka; the army chief announced an interim government.|Reports the August 5, 2024 resignation as done.
9|K|fb-background|Background: riots in ACLED data|Riots are violent events in which demonstrators or mobs engage in acts such as fighting, rock throwing or property destruction. ACLED counts each distinct event by date and location.|Background with no dates after the cutoff.
5|K|analyst-note|Bangladesh riot counts: high baseline|Riot events clustered around the January 7 election and have stayed elevated. A renewed quota movement would need to spread beyond Dhaka to lift the count well above its average.|Earlier facts and a conditional.
4|L|data-bulletin|ACLED weekly data update, 23 July 2024|Bangladesh: riot events recorded in the week of 13-19 July outnumber any week since ACLED coverage of the country began.|A data update dated after the cutoff reports later counts.
""",
    ),
    Q(
        "lt-acled-uk-riots-2024-08",
        "Will there be more 'Riots' in the United Kingdom for the 30 days before 2024-08-20 compared to the 30-day average of 'Riots' over the 360 days preceding 2024-07-22?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: YES if ACLED records more riot events in the United Kingdom in the 30 days up to 2024-08-20 than its average per 30 days over the 360 days before 2024-07-22. Resolves NO otherwise.",
        "2024-07-22",
        "2024-08-20",
        1,
        "conflict_events",
        """
4|K|conflict-monitor|United Kingdom: a calm election month|The July 4 general election passed with few incidents. Police are preparing for Notting Hill Carnival on 25-26 August 2024 and for counter-protests around a far-right rally in London on July 27.|Earlier facts and later planned events.
1|L|news-brief|Disorder spreads after Southport attack|Rioting broke out in Southport on July 30, 2024, the day after three girls were killed at a dance class, and spread to more than 20 towns by August 4, when crowds attacked a hotel housing asylum seekers in Rotherham.|Reports riots from July 30 to August 4, 2024 as done.
2|L|data-bulletin|ACLED data note, 9 August 2024|United Kingdom: riot events recorded between 30 July and 7 August 2024 exceed the country's total for the previous twelve months.|A data note dated after the cutoff reports later counts.
8|K|fb-background|Background: ACLED riots|ACLED classifies as riots violent events where demonstrators or mobs of three or more engage in destructive acts. Peaceful demonstrations are coded as protests.|Background with no dates after the cutoff.
3|K|analyst-note|Harehills: a one-off?|Thursday's disorder in Harehills, Leeds, after children were taken into care, looks local. We see no sign of a wider wave, though the rally planned for July 27 bears watching.|A recent event before the cutoff and a later planned rally.
4|L|news-brief|Riot arrests pass 1,000|More than 1,000 people had been arrested in connection with the disorder by August 16, 2024, police chiefs said, and courts had sentenced dozens within days.|Reports arrests and sentences dated August 2024 as done.
""",
    ),
    Q(
        "lt-acled-georgia-protests-2024-12",
        "Will there be more 'Protests' in Georgia for the 30 days before 2024-12-20 compared to the 30-day average of 'Protests' over the 360 days preceding 2024-11-20?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: YES if ACLED records more protest events in Georgia in the 30 days up to 2024-12-20 than its average per 30 days over the 360 days before 2024-11-20. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-20",
        1,
        "conflict_events",
        """
3|K|conflict-monitor|Georgia: opposition disputes election result|Opposition parties refuse to take up their seats after the October 26 vote, which the ruling Georgian Dream won with about 54% officially. An electoral college is due to choose the next president on December 14, 2024.|Earlier facts and a later scheduled vote.
1|L|conflict-monitor|Georgia: nightly protests after EU talks shelved|Demonstrations have taken place every night in Tbilisi and other cities since November 28, 2024, when Prime Minister Irakli Kobakhidze said the government would not seek EU accession talks until 2028.|Reports protests from November 28, 2024 as done.
2|L|news-brief|Kavelashvili chosen president amid protests|An electoral college dominated by Georgian Dream elected Mikheil Kavelashvili president on December 14, 2024, as thousands rallied outside parliament.|Reports the December 14, 2024 vote as done.
8|K|fb-background|Background: protests in ACLED data|Protests are in-person public demonstrations of three or more people who do not act violently. The spring 2024 demonstrations against the foreign agents law sit inside this question's 360-day window.|Background with earlier facts only.
5|K|analyst-note|Georgia: protest fatigue sets in|Rallies shrank after the first week of November. Unless a trigger emerges, such as the December 14 presidential vote or a Brussels decision on Georgia's candidate status, the count may stay near its average.|A conditional about later events.
4|L|dashboard-latest|ACLED Explorer - Georgia, Protests|30 days to 2024-12-20: far above the 360-day average; the highest 30-day total in the country's series. Largest daily count: 2024-12-01.|A dashboard reports counts for a window after the cutoff.
""",
    ),
    Q(
        "lt-acled-cambodia-battles-2025-08",
        "Will there be more 'Battles' in Cambodia for the 30 days before 2025-08-10 compared to one plus the 30-day average of 'Battles' over the 360 days preceding 2025-07-14?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: YES if ACLED records more battle events in Cambodia in the 30 days up to 2025-08-10 than one plus its average per 30 days over the 360 days before 2025-07-14. Resolves NO otherwise.",
        "2025-07-14",
        "2025-08-10",
        1,
        "conflict_events",
        """
3|K|conflict-monitor|Thailand-Cambodia: a tense border, no fighting|Since the May 28 exchange of fire that killed a Cambodian soldier, both sides have restricted crossings and Phnom Penh has asked the International Court of Justice to rule on four disputed areas. Thailand's Constitutional Court suspended Prime Minister Paetongtarn on July 1.|Earlier facts only, before the cutoff.
1|L|conflict-monitor|Thailand-Cambodia: five days of border war|Fighting broke out along the border on July 24, 2025, with artillery and rocket fire and Thai F-16 strikes, before a ceasefire agreed in Kuala Lumpur took effect at midnight on July 28, 2025.|Reports the July 24-28, 2025 fighting as done.
2|L|data-bulletin|ACLED weekly update, 1 August 2025|Cambodia: battle events recorded in the week of 24 July are the most in the country's ACLED series, which begins in 2010.|A data update dated after the cutoff reports later counts.
9|K|fb-background|Background: battles in ACLED data|Battles are violent interactions between two organised armed groups at a particular time and place. This question adds one to the baseline because Cambodia usually records none; it resolves on ACLED data for the 30 days to 2025-08-10.|Background restating the question's resolution window.
5|K|analyst-note|Border talks: the calendar|ASEAN foreign ministers meet in Kuala Lumpur from July 8 to 11, and the General Border Committee may convene later in July 2025. A single incident could still escalate, but both armies are under orders to avoid contact.|Later meetings and a conditional.
4|L|news-brief|Border committee agrees on monitors|Thai and Cambodian defence officials meeting in Kuala Lumpur agreed on August 7, 2025 to let ASEAN observers monitor the ceasefire.|Reports a later event dated August 7, 2025.
""",
    ),
    Q(
        "lt-acled-new-caledonia-riots-2025-06",
        "Will there be more 'Riots' in New Caledonia for the 30 days before 2025-06-15 compared to the 30-day average of 'Riots' over the 360 days preceding 2025-05-15?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: YES if ACLED records more riot events in New Caledonia in the 30 days up to 2025-06-15 than its average per 30 days over the 360 days before 2025-05-15. Resolves NO otherwise.",
        "2025-05-15",
        "2025-06-15",
        0,
        "conflict_events",
        """
3|K|conflict-monitor|New Caledonia: talks stall ahead of anniversary|The conclave at Deva ended on May 8 without an agreement on the territory's status. Commemorations are planned for the first anniversary of the unrest on May 13; authorities expect them to pass peacefully.|Earlier facts and a later planned event.
1|L|data-bulletin|ACLED regional update, June 2025|New Caledonia recorded only a handful of riot events between May 16 and June 15, 2025, far below a monthly average still inflated by the insurrection of May and June 2024.|Reports counts for a window after the cutoff.
7|K|fb-background|Background: riots in ACLED data|Riots are violent events in which demonstrators or mobs engage in destructive acts. ACLED records New Caledonia as a separate country in its Oceania coverage.|Background with no dates after the cutoff.
2|K|analyst-note|Why the baseline is so high|The 360-day window ending May 15 still contains the last weeks of the 2024 riots and the flare-up around the September 24 anniversary. A new spike would have to be large to beat that average. ACLED's next regional data release is due on May 20, 2025.|Earlier facts and a conditional.
4|L|news-brief|Bougival agreement signed|On July 12, 2025, the French government and New Caledonian parties signed an agreement at Bougival to create a 'State of New Caledonia' within the French Republic.|Reports a later event dated July 12, 2025.
5|L|dashboard-latest|ACLED Explorer - New Caledonia, Riots|Updated 2025-06-17. 30 days to 2025-06-15: 2 events. 360-day average per 30 days before 2025-05-15: about 40.|A dashboard reports counts for a window after the cutoff (figures approximate).
""",
    ),
    Q(
        "lt-acled-france-protests-2023-08",
        "Will there be more 'Protests' in France for the 30 days before 2023-08-20 compared to the 30-day average of 'Protests' over the 360 days preceding 2023-07-20?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: YES if ACLED records more protest events in France in the 30 days up to 2023-08-20 than its average per 30 days over the 360 days before 2023-07-20. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-20",
        0,
        "conflict_events",
        """
3|K|conflict-monitor|France: after the Nahel riots|The riots that followed the police killing of 17-year-old Nahel M. in Nanterre on June 27 had subsided by July 5. The pension reform protests, which dominate the 360-day average, ended after the June 6 day of action.|Earlier facts only, before the cutoff.
1|L|data-bulletin|ACLED data through 18 August 2023|France: protest events in the 30 days to August 20, 2023 fell to about a third of the country's monthly average since July 2022, the lowest share in the series this year.|Reports counts for a window after the cutoff.
8|K|fb-background|Background: ACLED protest counts|Protests are demonstrations of three or more people who are not violent. Counts for France rose sharply from January to June 2023 during the pension reform dispute.|Background with earlier facts only.
2|L|conflict-monitor|France: marches against police violence|Tens of thousands marched in Paris and other cities on September 23, 2023 against police violence and racism, in the largest such mobilisation since the June riots.|Reports a later event dated September 23, 2023.
5|K|analyst-note|France: la rentrée sociale|Unions have called no national action before September; the intersyndicale is discussing a day on wages in mid-October. The Rugby World Cup opens in Saint-Denis on 8 September 2023.|Later plans and scheduled events.
4|L|news-brief|Rugby World Cup opens with French win|France beat New Zealand 27-13 at the Stade de France on September 8, 2023 in the opening match of the tournament.|Reports a later unrelated event dated September 8, 2023.
""",
    ),
    # ------------------------------------------------------------- DBnomics
    Q(
        "lt-dbn-lyon-temp-2023-08-22",
        "What is the probability that the daily average temperature at the French weather station at Lyon-Saint Exupéry will be higher on 2023-08-22 than on 2023-08-02?",
        "Resolves to the value found at https://db.nomics.world/meteofrance/TEMPERATURE/celsius.07481.D once the data is published: YES if the daily mean for 2023-08-22 is higher than that for 2023-08-02 (about 18 C). Resolves NO otherwise.",
        "2023-08-03",
        "2023-08-22",
        1,
        "weather",
        """
1|K|weather-bulletin|Outlook for the Rhône valley, issued 2 August|A cool, showery start to August, with highs of 23-25 C through the weekend. A return of heat is possible from around 15 August 2023, though confidence is low.|A forecast with no reported later weather.
2|L|weather-bulletin|Heatwave: Lyon sets station record|Lyon-Saint Exupéry reached 41.4 C on August 24, 2023, its highest on record, as 19 departments were placed on red heat alert.|Reports the August 24, 2023 reading as done.
3|L|dashboard-latest|Lyon-St Exupéry (07481) - daily mean temperature|2023-08-20: 27.9 C. 2023-08-21: 28.6 C. 2023-08-22: 29.3 C. Source: Météo-France via DBnomics (approximate).|A data page listing values dated after the cutoff.
6|K|fb-background|Background: Météo-France daily temperature series|DBnomics republishes Météo-France's daily average temperature by station, in degrees Celsius. Each value is the mean of the day's observations at that station.|Background with no dates after the cutoff.
10|K|analyst-note|Climate note: a normal July, a warm August?|July 2023 ended close to normal in France. The ECMWF monthly outlook favours above-normal temperatures in the second half of August.|A forecast with no reported later weather.
4|L|chart-caption|Daily mean temperature, Lyon-St Exupéry, August 2023|After a trough near 18 C in the first week, the series stays above 27 C every day from 17 to 24 August 2023.|Reports values dated after the cutoff.
""",
    ),
    Q(
        "lt-dbn-orly-temp-2025-07-01",
        "What is the probability that the daily average temperature at the French weather station at Orly will be higher on 2025-07-01 than on 2025-06-10?",
        "Resolves to the value found at https://db.nomics.world/meteofrance/TEMPERATURE/celsius.07149.D once the data is published: YES if the daily mean for 2025-07-01 is higher than that for 2025-06-10 (about 18 C). Resolves NO otherwise.",
        "2025-06-11",
        "2025-07-01",
        1,
        "weather",
        """
2|K|weather-bulletin|Paris region: weekly outlook|Temperatures near seasonal norms through mid-June, with highs of 22-25 C. Météo-France's seasonal forecast favours a warmer-than-normal summer.|A forecast with no reported later weather.
1|L|weather-bulletin|Paris on red heat alert|Météo-France placed Paris and 15 other departments on red alert for July 1-2, 2025; Orly came close to 38 C on Tuesday afternoon, July 1.|Reports the July 1, 2025 heat as done.
4|L|news-brief|Eiffel Tower summit shut as heat peaks|The top of the Eiffel Tower was closed to visitors on 1 July 2025 and again the next day, and hundreds of schools shut early as the heatwave peaked in the capital.|Reports closures dated July 1-2, 2025.
8|K|fb-background|Background: daily average temperature at Orly|The series gives the mean temperature of each day at the Orly station south of Paris, from Météo-France, via DBnomics. Values for 2025-07-01 are normally posted within a few days.|Background naming the resolution date, reporting no value.
3|K|analyst-note|Power demand: eyes on a late-June heat dome|Some model runs build a heat dome over western Europe in the last week of June. We would not trade it yet; confidence beyond 20 June 2025 is low.|A forecast of a later period.
""",
    ),
    Q(
        "lt-dbn-nimes-temp-2023-09-25",
        "What is the probability that the daily average temperature at the French weather station at Nîmes-Courbessac will be higher on 2023-09-25 than on 2023-08-22?",
        "Resolves to the value found at https://db.nomics.world/meteofrance/TEMPERATURE/celsius.07645.D once the data is published: YES if the daily mean for 2023-09-25 is higher than that for 2023-08-22 (about 31 C). Resolves NO otherwise.",
        "2023-08-23",
        "2023-09-25",
        0,
        "weather",
        """
1|K|weather-bulletin|Heat vigilance: Gard on orange alert|Heat is expected to peak on 22-24 August 2023 before easing from August 25 or 26. Nights will stay above 22 C in Nîmes.|A forecast of later days.
2|L|weather-bulletin|Météo-France: late-summer heatwave over|The national heatwave that began on 11 August ended on August 25, 2023, after setting more than 40 station records; it ranks among the most intense on record for late summer.|Reports the end of the heatwave on August 25, 2023.
3|L|dashboard-latest|Nîmes-Courbessac (07645) - daily mean temperature|2023-09-23: 19.8 C. 2023-09-24: 20.6 C. 2023-09-25: 21.0 C. Source: Météo-France via DBnomics (approximate).|A data page listing values dated after the cutoff.
7|K|fb-background|Background: the Nîmes-Courbessac series|Daily mean temperature at the Nîmes-Courbessac station in the Gard, in degrees Celsius, from Météo-France via DBnomics.|Background with no dates after the cutoff.
5|K|analyst-note|September in Nîmes: what is normal|The mean daily temperature in late September is about 20 C. Heavy Cévennes rain episodes usually start toward the end of the month.|Climatology with no reported later weather.
4|L|weather-bulletin|Warmest September on record|Météo-France said on October 2, 2023 that September 2023 was the warmest September on record in France, about 3.5 C above normal.|Reports a later statement and the September 2023 record as done.
""",
    ),
    Q(
        "lt-dbn-strasbourg-temp-2024-01-09",
        "What is the probability that the daily average temperature at the French weather station at Strasbourg-Entzheim will be higher on 2024-01-09 than on 2023-12-27?",
        "Resolves to the value found at https://db.nomics.world/meteofrance/TEMPERATURE/celsius.07190.D once the data is published: YES if the daily mean for 2024-01-09 is higher than that for 2023-12-27 (about 7 C). Resolves NO otherwise.",
        "2023-12-28",
        "2024-01-09",
        0,
        "weather",
        """
1|K|weather-bulletin|Mild, wet end to the year in Alsace|Highs of 9-10 C and rain at times through New Year's Day. Some models bring colder air from the northeast in the second week of January 2024.|A forecast of later days.
2|L|weather-bulletin|Cold snap grips the northeast|Temperatures dropped to -8 C near Strasbourg on the morning of January 9, 2024 and barely rose above freezing during the day; snow fell across Alsace.|Reports the January 9, 2024 cold as done.
3|L|news-brief|Pas-de-Calais floods again|Météo-France issued a red flood warning for the Pas-de-Calais on January 2, 2024, as rivers burst their banks for the second time in two months.|Reports a later event dated January 2, 2024.
6|K|fb-background|Background: the Strasbourg-Entzheim series|Daily mean temperature at the Strasbourg-Entzheim station, Bas-Rhin, in degrees Celsius, from Météo-France via DBnomics.|Background with no dates after the cutoff.
4|K|analyst-note|Heating demand: a mild December, a colder January?|December 2023 is on course to be among the mildest on record in France. A stratospheric warming forecast for early January raises the odds of cold outbreaks in mid-January.|Forecasts of later periods.
5|L|dashboard-latest|Strasbourg-Entzheim (07190) - daily mean temperature|2024-01-07: -0.8 C. 2024-01-08: -2.6 C. 2024-01-09: -3.1 C. Source: Météo-France via DBnomics (approximate).|A data page listing values dated after the cutoff.
""",
    ),
    Q(
        "lt-dbn-ea-hicp-2023-12",
        "Will the euro area annual HICP inflation rate for December 2023 (Eurostat, via DBnomics) be higher than the rate for November 2023?",
        "Resolves YES if the euro area annual HICP inflation rate for December 2023, first published in Eurostat's flash estimate scheduled for 2024-01-05, is above the November 2023 rate of 2.4%. Resolves NO otherwise.",
        "2023-12-15",
        "2024-01-05",
        1,
        "macro_data",
        """
2|K|release-note|Euro area annual inflation down to 2.4% (flash estimate, November 2023)|Euro area annual inflation is expected to be 2.4% in November 2023, down from 2.9% in October. Energy prices fell 11.5% on a year earlier. The flash estimate for December 2023 is scheduled for 5 January 2024.|A release before the cutoff; the next release is only scheduled.
1|L|release-note|Euro area annual inflation up to 2.9% (flash estimate, December 2023)|Released 5 January 2024: euro area annual inflation is expected to be 2.9% in December 2023, up from 2.4% in November, as the fall in energy prices on a year earlier narrowed.|Reports the January 5, 2024 release as done.
6|K|analyst-note|Base effects will bite in December|Last December's German gas relief payment drops out of the comparison, so we expect headline inflation to rebound to about 3% in December before resuming its decline. The ECB meets on December 14.|A forecast and a later meeting.
3|L|data-bulletin|Eurostat prc_hicp_manr, euro area, all items (via DBnomics)|Annual rate of change, percent: 2023-10 2.9; 2023-11 2.4; 2023-12 2.9. Last update: 2024-01-17.|A data page updated after the cutoff shows the December value.
10|K|fb-background|Background: HICP|The Harmonised Index of Consumer Prices measures changes in the prices of goods and services bought by households, compiled on a common method in all EU member states. Eurostat publishes a flash estimate at the end of each month or just after.|Background with no dates after the cutoff.
4|L|analyst-note|December inflation: base effects as flagged|As we expected, base effects lifted headline inflation to 2.9% in December (flash, 5 January 2024), while core inflation eased to 3.4%.|An 'as expected' follow-up reports the January 5, 2024 release.
""",
    ),
    Q(
        "lt-dbn-ea-hicp-2025-04",
        "Will the euro area annual HICP inflation rate for April 2025 (Eurostat, via DBnomics) be higher than the rate for March 2025?",
        "Resolves YES if the euro area annual HICP inflation rate for April 2025, first published in Eurostat's flash estimate scheduled for 2025-05-02, is above the March 2025 rate of 2.2%. Resolves NO otherwise.",
        "2025-04-10",
        "2025-05-02",
        0,
        "macro_data",
        """
8|K|release-note|Euro area annual inflation down to 2.2% (flash estimate, March 2025)|Released 1 April 2025: euro area annual inflation is expected to be 2.2% in March, down from 2.3% in February; services eased to 3.4%. The April flash estimate is scheduled for 2 May 2025.|A release before the cutoff; the next release is only scheduled.
1|L|release-note|Euro area annual inflation stable at 2.2% (flash estimate, April 2025)|Published 2 May 2025: annual inflation is expected to be 2.2% in April, unchanged from March. Services rose to 4.0% as Easter fell later than last year.|Reports the May 2, 2025 release as done.
4|K|analyst-note|Easter will distort April services|Easter falls on April 20 this year against March 31 in 2024, which should lift package holidays and airfares in April. We forecast headline inflation of 2.1%. The ECB decides on April 17, 2025.|Forecasts and a later decision.
2|L|analyst-note|ECB cuts again as tariffs cloud outlook|The ECB lowered its deposit rate to 2.25% on April 17, 2025, its seventh cut since June, saying the growth outlook had deteriorated because of rising trade tensions.|Reports a later event dated April 17, 2025.
12|K|fb-background|Background: euro area HICP|Eurostat's HICP for the euro area is a weighted average of the member states' harmonised indices. The annual rate compares a month's index with the same month a year earlier. The April 2025 rate will first appear in the flash estimate of 2025-05-02.|Background naming a later scheduled release.
3|L|data-bulletin|Eurostat prc_hicp_manr, euro area, all items (via DBnomics)|Annual rate of change, percent: 2025-02 2.3; 2025-03 2.2; 2025-04 2.2. Last update: 2025-05-21.|A data page updated after the cutoff shows the April value.
""",
    ),
]
