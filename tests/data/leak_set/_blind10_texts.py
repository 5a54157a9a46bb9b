# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind10` part, read by `build_blind10.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind for
this set, on markets, macro data and company news; see `build_blind10.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "ln10-us-cpi-2022-06-above-9",
        "Will US CPI inflation for June 2022 be 9.0% or higher year over year?",
        "Resolves YES if the BLS Consumer Price Index release for June 2022, scheduled for July 13, 2022, shows the all-items CPI-U up 9.0% or more from a year earlier (not seasonally adjusted). Resolves NO otherwise.",
        "2022-06-20",
        "2022-07-13",
        1,
        "macro_data",
        """
9|K|data-release-page|Consumer Price Index - May 2022|The all items index rose 8.6 percent for the 12 months ending May, the largest increase since the period ending December 1981. The energy index rose 34.6 percent over the year. Next release: the June 2022 CPI is scheduled to be released on Wednesday, July 13, 2022, at 8:30 a.m. (ET).|An earlier release and a scheduled next release.
3|L|data-release-page|Consumer Price Index - June 2022|Released July 13, 2022. The all items index increased 9.1 percent for the 12 months ending June, the largest 12-month increase since November 1981; gasoline rose 11.2 percent in the month alone. Core rose 5.9 percent. The July 2022 CPI is scheduled for August 10, 2022.|Reports the July 13, 2022 release as done.
5|K|broker-note|US inflation: peak is not in yet|We pencil in 8.8% y/y for June, with gasoline averaging close to $5 a gallon through the month. Risks are skewed higher. Print due 13 July 2022; the FOMC meets two weeks later.|A forecast for a scheduled print.
2|L|market-wrap|Stocks slip after hot inflation print|Wall Street closed lower on Wednesday, July 13, 2022 after consumer prices jumped 9.1% from a year earlier, hotter than the 8.8% economists expected, and traders began pricing a full percentage-point move by the Fed.|Reports the July 13, 2022 CPI print as done.
12|K|economic-calendar|US calendar, week of July 11|Tue 07/12: NFIB small business. Wed 07/13: CPI (Jun), consensus 8.8% y/y, prior 8.6%; Beige Book. Thu 07/14: PPI (Jun), jobless claims. Fri 07/15: retail sales, UMich sentiment (prelim).|A calendar of scheduled releases.
1|L|chart-caption|Chart: US headline CPI, y/y, 2019-2022|Headline inflation peaked at 9.1% in June 2022 (published July 2022) before easing to 8.5% in July as fuel prices fell. Source: BLS.|Reports the June 2022 figure published in July 2022.
""",
    ),
    Q(
        "ln10-uk-cpi-2022-10-above-11",
        "Will UK CPI annual inflation for October 2022 be 11.0% or higher?",
        "Resolves YES if the ONS consumer price inflation bulletin for October 2022, due on November 16, 2022, shows CPI annual inflation of 11.0% or more. Resolves NO otherwise.",
        "2022-10-25",
        "2022-11-16",
        1,
        "macro_data",
        """
6|K|data-release-page|Consumer price inflation, UK: September 2022|CPI rose by 10.1% in the 12 months to September 2022, up from 9.9% in August. Food and non-alcoholic drinks made the largest upward contribution. Next release: 16 November 2022.|An earlier release and a scheduled next release.
2|L|market-wrap|Gilts steady as inflation hits 41-year high|UK inflation jumped to 11.1% in October, the ONS said on 16 November 2022, as the energy price guarantee still left household bills far higher than a year ago. Sterling barely moved.|Reports the November 16, 2022 release as done.
10|K|think-tank-commentary|What the price guarantee means for October's number|With the energy price guarantee capping a typical bill at 2,500 pounds from 1 October, we think October CPI lands near 10.9%, below the 13% peak the Bank feared in August. The number is due on 16 November 2022.|A forecast and a scheduled release.
4|K|faq-explainer|Why does October inflation matter for benefits and pensions?|September's CPI figure, published on 19 October, usually sets the uprating of state pensions and benefits for the following April. October's figure, out in November, is the one that will show the first effect of the new energy cap.|Earlier facts and a future release.
1|L|broker-note|UK CPI: 11.1% and a peak, we think|Yesterday's October print (released Nov. 16, 2022) of 11.1% y/y was above our 10.7% call, driven by gas and electricity. We think this is the peak; our path has CPI near 4% by end-2023.|Reports the November 16, 2022 print as done.
3|L|economic-calendar|UK week ahead (updated)|Wed 16 Nov: CPI (Oct), consensus 10.7%; PPI. Thu 17 Nov: Autumn Statement. Fri 18 Nov: retail sales (Oct). Update, 16 November 2022: CPI came in at 11.1%, above every forecast in the survey.|An appended update reports the November 16, 2022 print.
""",
    ),
    Q(
        "ln10-turkey-cpi-2022-10-above-85",
        "Will Turkey's annual CPI inflation for October 2022 be above 85%?",
        "Resolves YES if TurkStat's consumer price release for October 2022, scheduled for November 3, 2022, shows annual CPI inflation above 85.0%. Resolves NO otherwise.",
        "2022-10-12",
        "2022-11-03",
        1,
        "macro_data",
        """
8|K|data-release-page|Consumer Price Index, September 2022 (TurkStat)|Annual CPI: 83.45%. Monthly: 3.08%. Domestic PPI annual: 151.50%. The October 2022 bulletin will be published on 3 November 2022 at 10:00.|An earlier release and the date of the next.
3|L|market-wrap|Lira slides as inflation tops 85%|Turkish consumer prices rose 85.51% from a year earlier in October, TurkStat said on Nov. 3, 2022, the highest in 24 years, while the central bank kept cutting rates. The lira weakened past 18.6 per dollar.|Reports the November 3, 2022 release as done.
5|K|broker-note|Turkey: base effects turn in December|We expect annual CPI to peak at 85-86% in the October print on November 3, 2022 before strong base effects from last December's lira crash pull it down sharply.|A forecast of a scheduled print.
11|K|local-news|Istanbul tenants face another rent rise|Landlords in Kadikoy are asking for increases of 100% or more as leases renew, brokers said. The legal cap of 25% on renewals runs until July 2023.|Earlier facts and a future deadline.
1|L|encyclopedic-summary|Inflation in Turkey (2021-2023)|Annual inflation peaked at 85.51% in October 2022, according to data released on 3 November 2022, and fell to 64.27% by December 2022 as base effects took hold.|Reports the November 3, 2022 figure as published.
2|K|central-bank-calendar|CBRT calendar, autumn 2022|Monetary Policy Committee meetings: 20 October 2022 and 24 November 2022. Inflation Report 2022-IV: 27 October 2022. The October consumer price index is published by TurkStat on 3 November 2022.|A calendar of scheduled events.
""",
    ),
    Q(
        "ln10-argentina-cpi-2024-04-below-10",
        "Will INDEC report Argentina's monthly CPI inflation for April 2024 below 10%?",
        "Resolves YES if INDEC's consumer price index for April 2024, scheduled for May 14, 2024, shows a month-on-month rise below 10.0% for the national index. Resolves NO otherwise.",
        "2024-04-22",
        "2024-05-14",
        1,
        "macro_data",
        """
9|K|data-release-page|Indice de precios al consumidor: March 2024 (summary in English)|National CPI rose 11.0% in March from February and 287.9% from a year earlier. Education and communication led. Calendar: the April 2024 index will be published on Tuesday, May 14, 2024, at 16:00.|An earlier release and a scheduled next release.
2|L|market-wrap|Argentine bonds rally on single-digit inflation|Monthly inflation slowed to 8.8% in April, INDEC said on May 14, 2024, the first single-digit reading since October, and dollar bonds due 2030 rose about two cents.|Reports the May 14, 2024 release as done.
6|K|broker-note|Argentina: April CPI likely single digit|Private surveys point to April inflation of about 9%, helped by a crawling peg of 2% a month and weak demand. The INDEC print on May 14, 2024 is the key test for the disinflation story.|A forecast of a scheduled print.
13|K|local-news|Buenos Aires shoppers hunt for deals|Supermarkets in Palermo report customers buying smaller packs. Prices of many staples rose more than 250% in the year to February, the statistics office said in March.|Earlier facts only.
1|L|chart-caption|Chart: Argentina monthly CPI, Dec 2023-Apr 2024|Monthly inflation fell from 25.5% in December to 8.8% in April 2024 (published 14 May 2024). Shaded bars: months under the new government.|Reports the April 2024 figure published May 14, 2024.
4|L|chat-log|#em-desk|[May 14 2024 16:02] pg: INDEC 8.8% m/m, consensus was 9.0 / [16:03] sr: single digit, Caputo will be tweeting within the minute / [16:05] pg: 2030s +1.5|Reports the May 14, 2024 print as done.
""",
    ),
    Q(
        "ln10-us-nfp-2023-01-above-300k",
        "Will the first estimate of US nonfarm payrolls for January 2023 show a gain above 300,000?",
        "Resolves YES if the BLS Employment Situation report for January 2023, scheduled for February 3, 2023, shows a first-estimate change in total nonfarm payrolls above +300,000. Resolves NO otherwise.",
        "2023-01-16",
        "2023-02-03",
        1,
        "macro_data",
        """
10|K|data-release-page|The Employment Situation - December 2022|Total nonfarm payroll employment rose by 223,000 in December, and the unemployment rate edged down to 3.5 percent. The Employment Situation for January is scheduled to be released on Friday, February 3, 2023, at 8:30 a.m. (ET), together with the annual benchmark revision.|An earlier release and a scheduled next release.
3|L|market-wrap|Jobs blowout jolts bonds|Employers added 517,000 jobs in January, the Labor Department reported on Friday, Feb. 3, 2023, nearly three times the consensus, and the unemployment rate fell to 3.4%, the lowest since 1969. Two-year yields jumped 17 basis points.|Reports the February 3, 2023 report as done.
5|K|economic-calendar|Week ahead: Jan 30 - Feb 3|Tue 1/31: Employment cost index (Q4), consumer confidence. Wed 2/1: ISM manufacturing, JOLTS, FOMC decision. Fri 2/3: Nonfarm payrolls (Jan), consensus +185k, unemployment rate 3.6%; ISM services.|A calendar of scheduled releases.
7|K|broker-note|Payrolls preview: seasonal noise ahead|January payrolls are notoriously noisy because of seasonal adjustment and the benchmark revision, which this year moves the level of payrolls. We expect +190k. A print above 300k would need warm weather to do a lot of work.|A forecast and a conditional.
1|L|mixed-tense-narrative|The month the labor market refused to cool|Economists had spent the winter predicting a slowdown. Then, on February 3, 2023, the report came in at 517,000, and the debate about a soft landing started again. Revisions would later trim it, but the headline stood out for months.|Reports the February 3, 2023 figure as done.
2|L|correction|Correction to our jobs report story|An earlier version of this article, published February 3, 2023, said the unemployment rate was 3.5% in January. It fell to 3.4%. Payrolls rose 517,000, as reported.|A correction that reports the February 3, 2023 release.
""",
    ),
    Q(
        "ln10-us-gdp-2022-q2-advance-negative",
        "Will the BEA's advance estimate show US real GDP shrinking in the second quarter of 2022?",
        "Resolves YES if the BEA's advance estimate of second-quarter 2022 GDP, due on July 28, 2022, shows a negative annualized change in real GDP. Resolves NO otherwise.",
        "2022-07-08",
        "2022-07-28",
        1,
        "macro_data",
        """
9|K|data-release-page|Gross Domestic Product, First Quarter 2022 (Third Estimate)|Real GDP decreased at an annual rate of 1.6 percent in the first quarter of 2022, revised from 1.5 percent. Next release: July 28, 2022, Gross Domestic Product, Second Quarter 2022 (Advance Estimate).|An earlier release and a scheduled next release.
2|L|market-wrap|Second straight contraction revives recession debate|The US economy shrank at a 0.9% annual pace in the second quarter, the Commerce Department said on Thursday, July 28, 2022, a second straight decline. The White House stressed strong hiring; stocks rose anyway.|Reports the July 28, 2022 release as done.
4|K|broker-note|GDPNow near zero|The Atlanta Fed's model now tracks Q2 growth at about -1.2%, while our own estimate is +0.5%. Inventories are the swing factor. The advance print on July 28 will not settle whether a recession has started: that call belongs to the NBER.|Forecasts and a scheduled release.
6|K|faq-explainer|Is two negative quarters a recession?|Many people use two consecutive quarters of falling GDP as a rule of thumb, but in the United States the NBER's committee dates recessions using a wider set of indicators, usually months after the fact. The second-quarter estimate is due at the end of July.|An explanation and a future release.
1|L|encyclopedic-summary|2022 in the United States economy|In July 2022 the BEA's advance estimate showed real GDP falling at a 0.9% rate in the second quarter, after a 1.6% decline in the first; both figures were later revised to small gains.|Reports the July 2022 advance estimate.
3|K|economic-calendar|US calendar, last week of July 2022|Tue Jul 26, 2022: consumer confidence, new home sales. Wed Jul 27, 2022: FOMC decision, durable goods. Thu Jul 28, 2022 8:30 ET: GDP Q2 advance (consensus +0.4% saar), jobless claims. Fri Jul 29, 2022: PCE (Jun), ECI (Q2).|A calendar of scheduled releases.
""",
    ),
    Q(
        "ln10-uk-gdp-2023-q3-first-negative",
        "Will the ONS first estimate show UK GDP falling in the third quarter of 2023?",
        "Resolves YES if the ONS first quarterly estimate of GDP for July to September 2023, scheduled for November 10, 2023, shows a quarter-on-quarter fall in real GDP. Resolves NO if it shows zero or positive growth.",
        "2023-10-23",
        "2023-11-10",
        0,
        "macro_data",
        """
11|K|data-release-page|GDP monthly estimate, UK: August 2023|Monthly real GDP is estimated to have grown by 0.2% in August 2023, after a 0.6% fall in July. Next release: GDP first quarterly estimate, UK: July to September 2023, 10 November 2023.|An earlier release and a scheduled next release.
3|L|market-wrap|UK avoids contraction in third quarter|Britain's economy flatlined between July and September, with GDP unchanged on the quarter, the ONS said on 10 November 2023, slightly better than the 0.1% fall many had forecast.|Reports the November 10, 2023 release as done.
6|K|broker-note|UK Q3 GDP: a coin toss|We expect -0.1% q/q for Q3 on Nov. 10, with strikes and wet weather weighing on July. A flat reading is well within the range of error.|A forecast of a scheduled print.
2|K|think-tank-commentary|Stagnation, not recession|Whatever the first estimate shows next month, the broader picture has been flat output since early 2022. The Autumn Statement on 22 November will be written against that backdrop.|Future releases and events, no outcome.
1|L|chat-log|#gilts|[10 Nov 2023 07:00] ab: Q3 0.0% q/q, Sept +0.2% m/m / [07:01] cd: no recession then, for now / [07:03] ab: Q4 will be the one|Reports the November 10, 2023 print as done.
2|L|data-release-page|GDP first quarterly estimate, UK: July to September 2023|Release date: 10 November 2023. UK real GDP is estimated to have shown no growth in Quarter 3 (July to Sept) 2023, after growth of 0.2% in Quarter 2. Next release: quarterly national accounts, 22 December 2023.|Reports the November 10, 2023 release as done.
""",
    ),
    Q(
        "ln10-china-gdp-2023-five-percent",
        "Will China's National Bureau of Statistics report full-year 2023 GDP growth of at least 5.0%?",
        "Resolves YES if the NBS release of full-year 2023 GDP, expected in mid-January 2024, shows real growth of 5.0% or more. Resolves NO otherwise.",
        "2024-01-02",
        "2024-01-17",
        1,
        "macro_data",
        """
7|K|economic-calendar|Asia calendar, January 2024|Jan 12: China CPI and PPI (Dec); trade balance. Jan 17: China Q4 GDP, full-year 2023 GDP, industrial production, retail sales, fixed-asset investment (Dec). Jan 22: Loan prime rates.|A calendar of scheduled releases.
2|L|market-wrap|Hang Seng slumps despite 5.2% growth|China's economy grew 5.2% in 2023, the statistics bureau said on January 17, 2024, meeting the official target of around 5%, but falling home prices and a shrinking population pushed Hong Kong stocks down almost 4%.|Reports the January 17, 2024 release as done.
10|K|broker-note|China 2023: target within reach|Third-quarter growth of 4.9% y/y, reported in October, puts the full-year figure on track for about 5.2%. We see growth of 4.5% in 2024. Data are due on 17 January 2024.|Earlier facts and a forecast.
4|K|faq-explainer|How China reports GDP|The NBS publishes quarterly GDP about two to three weeks after each quarter ends, with the full-year figure released alongside the fourth quarter. Revisions come in the following year's census-based update.|A general explanation.
1|L|encyclopedic-summary|Economy of China|Official data published in January 2024 showed GDP growth of 5.2% for 2023, after 3.0% in 2022, while the population fell for a second year.|Reports data published in January 2024.
3|K|broker-note|China 2024: what the NPC will say|We expect a growth target of around 5% for 2024 in the government work report at the National People's Congress opening on March 5, 2024. The full-year 2023 figure lands on January 17, 2024.|Forecasts and scheduled events.
""",
    ),
    Q(
        "ln10-germany-gdp-2023-annual-contraction",
        "Will Destatis's first estimate show German GDP shrinking in calendar year 2023?",
        "Resolves YES if the Federal Statistical Office's first annual estimate of 2023 price-adjusted GDP, due in mid-January 2024, shows a decline from 2022. Resolves NO otherwise.",
        "2023-12-27",
        "2024-01-15",
        1,
        "macro_data",
        """
6|K|data-release-page|Gross domestic product: third quarter of 2023 (detailed results)|Price-, seasonally and calendar-adjusted GDP fell 0.1% on the previous quarter. Next release: first annual results for 2023 on 15 January 2024; first flash for the fourth quarter on 30 January 2024.|An earlier release and scheduled releases.
2|L|market-wrap|Bund yields little changed after annual GDP|Germany's economy shrank by 0.3% in 2023, the statistics office said on Jan. 15, 2024, weighed down by high energy prices and weak export demand.|Reports the January 15, 2024 release as done.
9|K|think-tank-commentary|The sick man question, again|Institutes now forecast a fall of 0.3% to 0.5% in 2023 output and only a weak recovery in 2024. The budget ruling of the constitutional court in November adds fiscal uncertainty for next year.|Forecasts and an earlier fact.
1|L|chart-caption|Chart: German real GDP growth, 2019-2023|2023: -0.3% (first estimate, published 15 January 2024). 2022: +1.8%. 2021: +3.2%. 2020: -3.8%.|Reports a figure published January 15, 2024.
4|K|broker-note|Germany: recession in all but name|We expect Destatis to report a 2023 fall of around 0.3% on 15 January 2024 and a small Q4 contraction in the flash on 30 January 2024. Industry orders show no turn yet.|Forecasts of scheduled releases.
3|L|mixed-tense-narrative|The year Germany shrank|When the statisticians in Wiesbaden published their first estimate on 15 January 2024, it confirmed what most had suspected: output fell 0.3% in 2023, the weakest among the large economies. The argument now is over whether 2024 will be any better.|Reports the January 15, 2024 release as done.
""",
    ),
    Q(
        "ln10-ism-mfg-2024-03-above-50",
        "Will the ISM Manufacturing PMI for March 2024 come in above 50?",
        "Resolves YES if the Institute for Supply Management's Manufacturing PMI for March 2024, released on April 1, 2024, is above 50.0. Resolves NO otherwise.",
        "2024-03-15",
        "2024-04-01",
        1,
        "macro_data",
        """
12|K|data-release-page|Manufacturing ISM Report On Business, February 2024|The Manufacturing PMI registered 47.8 percent in February, down from 49.1 in January; the sector contracted for the 16th consecutive month. The March report will be released on Monday, April 1, 2024, at 10:00 a.m. ET.|An earlier release and a scheduled next release.
3|L|market-wrap|Factory index breaks 16-month slump|US manufacturing expanded for the first time since September 2022, the ISM said on April 1, 2024, with its index rising to 50.3 in March; the 10-year Treasury yield climbed to 4.31%.|Reports the April 1, 2024 release as done.
5|K|economic-calendar|US data, first week of April|Mon 4/1: ISM manufacturing (Mar), consensus 48.4; construction spending. Tue 4/2: JOLTS (Feb). Wed 4/3: ISM services. Fri 4/5: Employment report (Mar).|A calendar of scheduled releases.
7|K|broker-note|Regional Fed surveys turn up|The New York and Philadelphia surveys for March both improved, so we see upside risk to our 48.5 call for the ISM on April 1, 2024. A print above 50 would be the first since late 2022.|A forecast and a conditional.
1|L|chart-caption|ISM manufacturing PMI, 2022-2024|The index crossed back above 50 in March 2024 (50.3, published April 1) after 16 months below it, before slipping again in April.|Reports the March 2024 figure and a later move.
9|K|data-release-page|Report On Business: 2024 release schedule|Manufacturing PMI: January 2, February 1, March 1, April 1, May 1, June 3, July 1, August 1. Services PMI: the third business day of each month. Reports are released at 10:00 a.m. ET.|A schedule of future releases.
""",
    ),
    Q(
        "ln10-eurusd-parity-2022",
        "Will EUR/USD trade below 1.0000 at any time by July 31, 2022?",
        "Resolves YES if the euro trades below one US dollar (EUR/USD under 1.0000) on the interbank spot market at any time from July 1 to July 31, 2022. Resolves NO otherwise.",
        "2022-06-28",
        "2022-07-31",
        1,
        "markets",
        """
6|K|broker-note|EUR/USD: parity is a magnet, not a target|Gas supply risk from the Nord Stream maintenance starting July 11, 2022 is the main downside catalyst. We move our three-month forecast to 1.02 but would not rule out a test of parity if flows through the pipeline do not resume after July 21.|A forecast with future dates and a condition.
2|L|market-wrap|Euro breaks parity for first time in two decades|The euro fell below one dollar on Tuesday, July 12, 2022, for the first time since December 2002, touching 0.9998 before bouncing, and slid as low as 0.9952 the next day after US inflation came in hot.|Reports the July 12-13, 2022 moves as done.
10|K|faq-explainer|What would parity mean for travellers?|At parity one euro buys one dollar. The euro has not been that weak since 2002; it traded near 1.05 in June 2022. Card issuers convert at the rate on the day of the transaction, not the day you book.|Earlier facts and an explanation.
3|K|economic-calendar|FX events, July 2022|Jul 11-21: Nord Stream 1 annual maintenance. Jul 13: US CPI (Jun). Jul 21: ECB decision. Jul 26-27: FOMC. Jul 29: euro area flash HICP (Jul), Q2 GDP flash.|A calendar of scheduled events.
1|L|chart-caption|Chart: EUR/USD, 2021-2022|The pair dipped below 1.00 on 12 July 2022 and spent much of August and September below parity, reaching a low near 0.96 in late September 2022.|Reports moves from July 2022 on.
4|L|chat-log|#g10fx|[Jul 12 2022 13:27] vk: 0.9999 printed on EBS / [13:27] ns: parity gone, they'll frame that ticket / [13:40] vk: back to 1.0020, big bids under|Reports the July 12, 2022 trade as done.
""",
    ),
    Q(
        "ln10-gbpusd-below-105-2022-09",
        "Will GBP/USD trade below 1.0500 at any time by September 30, 2022?",
        "Resolves YES if sterling trades below 1.0500 US dollars on the spot market at any time from September 12 to September 30, 2022. Resolves NO otherwise.",
        "2022-09-12",
        "2022-09-30",
        1,
        "markets",
        """
4|K|broker-note|GBP: the fiscal event is the risk|Sterling is near 1.15, its weakest since 1985. The new Chancellor is expected to set out energy support and tax cuts in a fiscal statement later this month; an unfunded package would be sterling negative. Our end-year forecast is 1.10.|An earlier fact and expectations about a future event.
2|L|market-wrap|Pound hits record low after mini-budget|Sterling plunged to about $1.035 in Asian trading on Monday, September 26, 2022, an all-time low, after the Chancellor's September 23 statement of unfunded tax cuts. Gilt yields jumped the most in decades.|Reports the September 23 and 26, 2022 events as done.
8|K|local-news|Holidaymakers rush to buy dollars|Bureaux de change in Manchester report a rush for dollars before October half-term trips to Florida, with sterling having fallen about 15% against the dollar since January.|Earlier facts only.
1|L|encyclopedic-summary|September 2022 United Kingdom mini-budget|Announced on 23 September 2022, the plan sent the pound to a record low of about 1.035 dollars on 26 September and led to emergency action in the gilt market two days later.|Reports the September 2022 events as done.
6|K|economic-calendar|UK calendar, second half of September|Sep 14: CPI (Aug). Sep 19: bank holiday (State Funeral). Sep 22: Bank Rate decision (moved from Sep 15). Sep 23: fiscal statement (expected). Sep 30: final Q2 GDP.|A calendar of scheduled events.
1|L|chat-log|#g10fx|[26 Sep 2022 00:58] bm: cable 1.0350 in Sydney, liquidity awful / [01:02] pr: all-time low, below the 1985 print / [07:30] bm: back to 1.07, BoE statement says it is monitoring|Reports the September 26, 2022 move as done.
""",
    ),
    Q(
        "ln10-usdjpy-160-2024-04",
        "Will USD/JPY trade above 160.00 at any time by April 30, 2024?",
        "Resolves YES if the dollar trades above 160.00 yen on the spot market at any time from April 8 to April 30, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "markets",
        """
5|K|broker-note|JPY: intervention line in the sand|The yen sits near 151.9, close to the level where the Ministry of Finance stepped in during October 2022. We think officials act if moves become disorderly, not at a fixed level. Next big risk: the US CPI print on April 10, 2024.|Earlier facts and a future release.
2|L|market-wrap|Yen plunges past 160 then snaps back|The dollar jumped above 160 yen on Monday, April 29, 2024, a 34-year high, during thin trading with Tokyo closed for a holiday, before the yen rebounded sharply in moves traders attributed to official intervention.|Reports the April 29, 2024 move as done.
9|K|faq-explainer|How does Japan intervene in currency markets?|The Ministry of Finance decides and the Bank of Japan executes, selling dollars from reserves. Japan last sold dollars in September and October 2022. Monthly intervention totals are published at the end of each month.|An explanation and earlier facts.
1|L|chart-caption|USD/JPY, Jan-May 2024|The pair touched 160.2 on 29 April 2024 before a drop of more than four yen within hours; data published on 31 May 2024 confirmed 9.8 trillion yen of intervention.|Reports the April 29 and May 31, 2024 events.
4|K|economic-calendar|Japan calendar, April 2024|Apr 10: US CPI (Mar). Apr 25-26: BOJ meeting and outlook report. Apr 29: Showa Day (Tokyo markets closed). Apr 30: month-end intervention data.|A calendar of scheduled events.
3|L|market-wrap|Japan likely stepped in, money market data suggest|Japan appears to have spent about 5.5 trillion yen supporting its currency on April 29, 2024, according to estimates based on central bank account data, after the dollar briefly passed 160 yen. Officials declined to confirm.|Reports the April 29, 2024 move and a hedged intervention.
""",
    ),
    Q(
        "ln10-brent-100-2023-09",
        "Will front-month Brent crude settle above $100 a barrel on any day by September 30, 2023?",
        "Resolves YES if the ICE Brent front-month futures contract settles above $100.00 per barrel on any trading day from September 1 to September 30, 2023. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-30",
        0,
        "markets",
        """
4|K|broker-note|Oil: the Saudi decision in early September|Brent is near $87. Riyadh is expected to say in the first week of September whether its voluntary cut of 1 million barrels a day, due to expire at the end of September, will run on. An extension to year-end would tighten balances by Q4; we see $95 by December.|Expectations and a forecast.
2|L|market-wrap|Brent hits ten-month high on extended cuts|Oil jumped above $90 on Sept. 5, 2023 after Saudi Arabia and Russia said they would extend supply cuts to the end of the year; Brent reached about $96.5 on September 27, 2023, its highest of the year, but did not settle above $100.|Reports the September 5 and 27, 2023 moves as done.
9|K|economic-calendar|Energy calendar, September 2023|Sep 6: EIA weekly inventories. Sep 12: OPEC monthly oil market report. Sep 13: IEA oil market report. Sep 27: EIA weekly. Sep 29: Brent November expiry.|A calendar of scheduled events.
1|L|chat-log|#energy|[Sep 28 2023 14:10] rk: brent 97 and change, $100 calls bid / [14:11] mt: cushing at operational lows, feels like it could squeeze / [Sep 29 2023 19:32] rk: settled 95.31, so no 100 this month|Reports the September 28-29, 2023 prices as done.
6|K|chart-caption|Chart: Brent front month, 2022-2023|Brent peaked near $128 in March 2022 after Russia's invasion of Ukraine and fell below $75 in June 2023. Source: ICE.|Earlier facts only.
3|K|broker-note|OPEC+ monitoring: the next dates|The Joint Ministerial Monitoring Committee meets online on October 4, 2023, and the full OPEC+ ministerial meeting is set for November 26, 2023. Saudi Arabia says it reviews its voluntary cut monthly.|Scheduled meetings and a stated practice.
""",
    ),
    Q(
        "ln10-cocoa-10000-2024",
        "Will ICE New York cocoa futures trade above $10,000 a tonne by April 15, 2024?",
        "Resolves YES if the most active ICE US cocoa futures contract trades above $10,000 per metric tonne at any time from March 11 to April 15, 2024. Resolves NO otherwise.",
        "2024-03-11",
        "2024-04-15",
        1,
        "markets",
        """
5|K|broker-note|Cocoa: the third deficit season|Ivory Coast arrivals are running about 30% behind last year. We raise our Q2 target to $8,500 a tonne and see risk of a test of $10,000 if mid-crop estimates disappoint in April 2024.|A forecast and a conditional.
2|L|market-wrap|Cocoa smashes through $10,000|New York cocoa futures topped $10,000 a tonne for the first time on Tuesday, March 26, 2024, more than doubling since January, as poor West African harvests left grinders scrambling for beans.|Reports the March 26, 2024 move as done.
8|K|local-news|Chocolatiers in Brussels raise Easter prices|Several shops say Easter eggs will cost 10-15% more this year after cocoa prices climbed past $6,000 in February. Easter Sunday falls on March 31.|Earlier facts and a future date.
1|L|encyclopedic-summary|2023-2024 cocoa price surge|Futures first traded above 10,000 dollars a tonne in New York on 26 March 2024 and reached almost 12,000 dollars in April 2024 before a sharp correction in May.|Reports the March-May 2024 moves.
4|K|exchange-notice|ICE Futures U.S.: cocoa margin change|Effective with the close of business on March 12, 2024, initial margin for Cocoa futures will be raised. Clearing members should consult the margin table for the new rates.|A scheduled margin change.
1|L|local-news|Brussels chocolatiers raise Easter prices (updated)|Several shops say Easter eggs cost 10-15% more this year. Update, March 27, 2024: cocoa futures passed $10,000 a tonne in New York on Tuesday, and two shops told us prices will rise again after Easter.|An appended update reports the March 26, 2024 move.
""",
    ),
    Q(
        "ln10-lme-nickel-50000-2022-03",
        "Will LME three-month nickel trade above $50,000 a tonne by March 31, 2022?",
        "Resolves YES if the London Metal Exchange three-month nickel contract trades above $50,000 per tonne at any time from February 25 to March 31, 2022, including trades later cancelled. Resolves NO otherwise.",
        "2022-02-25",
        "2022-03-31",
        1,
        "markets",
        """
3|K|broker-note|Nickel: Russia risk premium|Nickel is near $24,500 after Russia's invasion of Ukraine. Norilsk supplies about a tenth of world mined output. Sanctions on Russian metal would be bullish, but we see exchange stocks, not Norilsk, as the risk to watch in March.|Earlier facts and a forecast.
2|L|market-wrap|LME halts nickel after price doubles to $100,000|The London Metal Exchange suspended nickel trading on March 8, 2022 after prices more than doubled in hours, briefly topping $100,000 a tonne, and later cancelled that day's trades. A large short position held by a Chinese producer was blamed.|Reports the March 8, 2022 events as done.
6|K|exchange-notice|LME notice: trading hours and price limits|Members are reminded that LME price bands are reviewed regularly. The next review of the LMEselect trading schedule takes effect on 14 March 2022.|A scheduled exchange change.
1|L|chart-caption|LME nickel, Feb-Apr 2022|Prices spiked to 101,365 dollars a tonne on 8 March 2022 (trades later cancelled); trading resumed on 16 March 2022 with daily limits.|Reports March 2022 events.
4|K|faq-explainer|What is a short squeeze in metals?|A squeeze happens when holders of short positions must buy back to close them while little metal is available to deliver. LME nickel stocks were about 80,000 tonnes in February 2022, the lowest in years.|An explanation and earlier facts.
8|K|economic-calendar|Metals calendar, March 2022|Mar 1-2: China PMIs. Mar 10: ECB decision. Mar 15-16: FOMC. Mar 31: LME monthly stock report.|A calendar of scheduled events.
""",
    ),
    Q(
        "ln10-copper-11000-2024-05",
        "Will LME three-month copper trade above $11,000 a tonne by May 31, 2024?",
        "Resolves YES if the London Metal Exchange three-month copper contract trades above $11,000 per tonne at any time from April 29 to May 31, 2024. Resolves NO otherwise.",
        "2024-04-29",
        "2024-05-31",
        1,
        "markets",
        """
4|K|broker-note|Copper: the supply story takes over|BHP's approach to Anglo American, the mine closure in Panama and smelter cuts in China have lifted copper near $9,900. We raise our 12-month target to $12,000 and see $11,000 within reach by mid-year.|Earlier facts and a forecast.
3|L|market-wrap|Copper hits record above $11,000|Copper surged to a record of about $11,100 a tonne on the LME on May 20, 2024, while a squeeze on Comex pushed New York prices above $5 a pound.|Reports the May 20, 2024 move as done.
8|K|local-news|Cable thieves target Kent rail lines|Network Rail says metal theft is rising again as copper prices climb. A new working group will meet in May.|Earlier facts and a future meeting.
1|L|chart-caption|LME 3M copper, 2023-2024|Record high 11,104.50 dollars a tonne on 20 May 2024; prices fell back below 10,000 by July 2024.|Reports May and July 2024 moves.
6|K|economic-calendar|Metals calendar, May 2024|May 1: FOMC decision. May 9: China trade data. May 15: China activity data. May 22: BHP deadline for a firm Anglo offer (UK takeover rules). May 31: China PMIs.|A calendar of scheduled events and a deadline.
2|L|broker-note|Copper: taking some profit|We flagged $11,000 in April; it arrived on May 20, 2024, faster than expected, with the Comex squeeze doing much of the work. We close half the long and keep a 12-month target of $12,000.|Reports the May 20, 2024 move as done.
""",
    ),
    Q(
        "ln10-dow-40000-close-2024",
        "Will the Dow Jones Industrial Average close above 40,000 on any trading day by May 31, 2024?",
        "Resolves YES if the DJIA records an official close above 40,000.00 on any trading day from April 29 to May 31, 2024. Resolves NO otherwise.",
        "2024-04-29",
        "2024-05-31",
        1,
        "markets",
        """
5|K|market-wrap|Stocks end choppy week lower|The Dow finished the week near 38,000, about 1,500 points below its record close of 39,807 on March 28. Big tech earnings next week and the Fed decision on May 1 are the focus.|Earlier facts and future events.
2|L|market-wrap|Dow closes above 40,000 for the first time|The Dow Jones Industrial Average closed above 40,000 for the first time on Friday, May 17, 2024, ending at 40,003.59, a day after briefly crossing the mark in intraday trading.|Reports the May 16-17, 2024 moves as done.
9|K|broker-note|US equities: the path to 40k|Our year-end Dow target of 40,500 implies about 6% upside. A soft CPI print on May 15, 2024 would help; sticky inflation would not.|A forecast and a conditional.
1|L|chart-caption|Chart: Dow milestones since 1999|10,000 (March 1999), 20,000 (January 2017), 30,000 (November 2020), 40,000 (May 2024).|Reports a May 2024 milestone.
3|L|chat-log|#us-equities|[May 16 2024 10:04] jl: 40,051 intraday, there it is / [16:01] jl: closed 39,869 though / [May 17 2024 16:01] tb: 40,003.59 close. hats|Reports the May 16-17, 2024 trades as done.
6|K|faq-explainer|Why is the Dow price-weighted?|The Dow sums the prices of 30 stocks and divides by a divisor, so a high-priced stock moves it more than a cheaper one of the same value. Amazon replaced Walgreens in the index in February 2024.|An explanation and an earlier fact.
""",
    ),
    Q(
        "ln10-sp500-5000-close-2024-02",
        "Will the S&P 500 close above 5,000 on any trading day by February 29, 2024?",
        "Resolves YES if the S&P 500 records an official close above 5,000.00 on any trading day from January 29 to February 29, 2024. Resolves NO otherwise.",
        "2024-01-29",
        "2024-02-29",
        1,
        "markets",
        """
4|K|market-wrap|S&P 500 notches another record|The index closed at 4,890.97 on Friday, its fourth record in a row, about 2% below 5,000. Microsoft, Alphabet and Apple report next week and the Fed meets on Jan. 30-31.|Earlier facts and scheduled events.
2|L|market-wrap|S&P 500 ends above 5,000 for first time|The S&P 500 closed above 5,000 for the first time on Friday, Feb. 9, 2024, at 5,026.61, a day after briefly touching the level, led by chipmakers.|Reports the February 8-9, 2024 moves as done.
8|K|broker-note|Raising our S&P 500 target|We lift our year-end 2024 target to 5,200 from 4,700, citing earnings momentum in megacap tech. We do not expect the index to hold above 5,000 until the second half.|A forecast.
1|L|encyclopedic-summary|S&P 500 index: 2024|The index first closed above 5,000 on 9 February 2024 and above 6,000 on 11 November 2024.|Reports February and November 2024 milestones.
5|K|economic-calendar|US calendar, late Jan to mid-Feb|Jan 31: FOMC decision. Feb 2: January jobs report. Feb 13: CPI (Jan). Feb 21: Nvidia earnings (Q4 FY24).|A calendar of scheduled events.
3|K|broker-note|5,000 is a number, not a level|Round numbers draw headlines but rarely matter for flows. The next real test is the Nvidia report on February 21, 2024, and the January CPI print on February 13, 2024.|Scheduled events and an opinion.
""",
    ),
    Q(
        "ln10-dax-20000-2024",
        "Will Germany's DAX index trade above 20,000 points by December 31, 2024?",
        "Resolves YES if the DAX 40 trades above 20,000 points at any time from November 25 to December 31, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-31",
        1,
        "markets",
        """
4|K|market-wrap|DAX edges higher as autos recover|Frankfurt's benchmark closed near 19,300, below its record of about 19,675 set in October. Political uncertainty before the snap election planned for February 23 weighs on domestic stocks.|Earlier facts and a future date.
2|L|market-wrap|DAX tops 20,000 for first time|Germany's DAX crossed 20,000 points for the first time on Tuesday, December 3, 2024, lifted by SAP and hopes for lower ECB rates, and closed above the level the next day.|Reports the December 3-4, 2024 moves as done.
9|K|broker-note|European equities 2025 outlook|We see the DAX at 21,000 by end-2025. Near term, the ECB meeting of December 12, 2024 and US tariff risk are the swing factors.|A forecast and future events.
1|L|chart-caption|DAX 40, 2023-2024|The index crossed 20,000 on 3 December 2024, ending the year up about 19%, its best year since 2019.|Reports December 2024 moves.
6|K|faq-explainer|Why is the DAX a total-return index?|Unlike most equity benchmarks, the DAX assumes dividends are reinvested, which flatters its level compared with price indices such as the Euro Stoxx 50. The index expanded from 30 to 40 members in September 2021.|An explanation and an earlier fact.
1|L|chat-log|#eu-equities|[3 Dec 2024 09:12] fk: DAX 20,003, first time / [09:13] ml: SAP at a record too / [4 Dec 2024 17:35] fk: and a close above 20k today, 20,232|Reports the December 3-4, 2024 moves as done.
""",
    ),
    Q(
        "ln10-us10y-5pct-2023-10",
        "Will the US 10-year Treasury yield trade at or above 5.00% by October 31, 2023?",
        "Resolves YES if the yield on the benchmark 10-year US Treasury note trades at or above 5.00% at any time from October 2 to October 31, 2023. Resolves NO otherwise.",
        "2023-10-02",
        "2023-10-31",
        1,
        "markets",
        """
3|K|broker-note|Rates: the term premium is back|The 10-year closed September near 4.57%, a 16-year high. Heavy issuance is the theme: the next quarterly refunding announcement on November 1, 2023 may raise coupon sizes again.|Earlier facts and a future announcement.
2|L|market-wrap|10-year yield tops 5% for first time since 2007|The benchmark 10-year Treasury yield rose above 5% on Thursday, October 19, 2023, for the first time in 16 years, while the Fed chair spoke in New York.|Reports the October 19, 2023 move as done.
6|K|economic-calendar|Treasury auctions, October 2023|Oct 10: 3-year. Oct 11: 10-year reopening. Oct 12: 30-year reopening. Oct 19: 20-year reopening, 5-year TIPS. Oct 24-26: 2-, 5- and 7-year notes.|A calendar of scheduled auctions.
1|L|chart-caption|US 10-year yield, 2007-2023|Peak 5.02% intraday on 23 October 2023, after 5.00% on 19 October; the yield fell to about 3.9% by late December 2023.|Reports October and December 2023 moves.
5|K|faq-explainer|Why do Treasury yields move with auction sizes?|When the Treasury sells more notes, investors may need a higher yield to absorb them. The Treasury announces sizes for the coming quarter at each refunding, held in early February, May, August and November.|An explanation and a recurring schedule.
4|L|chat-log|#ust|[Oct 19 2023 14:03] aa: 10s 5.001 / [14:04] bb: first 5 handle since july 07 / [14:30] aa: powell didn't push back. curve bear steepening|Reports the October 19, 2023 trade as done.
""",
    ),
    Q(
        "ln10-instacart-ipo-first-day-2023",
        "Will Instacart (Maplebear) shares close their first day of trading above the IPO price?",
        "Resolves YES if Maplebear Inc. (Instacart) shares, listing on Nasdaq under CART in September 2023, close their first trading day above the price at which the IPO is priced. Resolves NO otherwise, or if the shares do not begin trading by September 30, 2023.",
        "2023-09-05",
        "2023-09-19",
        1,
        "ipo",
        """
4|K|ipo-calendar|IPO calendar: week of September 18|Maplebear (CART, Nasdaq): 22 million shares, range $26-28, pricing expected Monday Sept. 18, trading Tuesday Sept. 19. Klaviyo (KVYO, NYSE): pricing expected Sept. 19.|A calendar of expected pricings.
2|L|market-wrap|Instacart pops then fades in debut|Instacart opened at $42 on Sept. 19, 2023 after pricing at $30, the top of a raised range, and closed at $33.70, up 12%. Arm's debut the week before had closed up 25%.|Reports the September 19, 2023 debut as done.
9|K|broker-note|Grocery delivery IPO: what the filing shows|The S-1 filed in August shows Instacart profitable in the last three quarters. PepsiCo has agreed to buy $175 million of shares in a private placement at the IPO price.|Earlier facts and a stated commitment.
1|L|investor-faq|Maplebear investor FAQ|Q: When did CART start trading? A: Our shares began trading on the Nasdaq Global Select Market on September 19, 2023. Q: What was the IPO price? A: $30.00 per share.|Reports the September 19, 2023 listing as done.
6|K|faq-explainer|How is an IPO priced?|Banks run a roadshow, collect orders and set the price the evening before trading starts. A first-day pop means the shares close above that price; companies sometimes raise the range during the roadshow when demand is strong.|A general explanation.
2|K|ipo-calendar|Maplebear (CART): key dates|Expected pricing: September 18, 2023, after the close. Expected first trade: September 19, 2023. Lock-up expiry: 180 days after the prospectus date. Lead banks: Goldman Sachs, JPMorgan.|Expected dates only.
""",
    ),
    Q(
        "ln10-birkenstock-ipo-first-day-2023",
        "Will Birkenstock shares close their first day of trading above the IPO price?",
        "Resolves YES if Birkenstock Holding plc shares, listing on the NYSE under BIRK in October 2023, close their first trading day above the IPO price. Resolves NO otherwise, or if the shares do not begin trading by October 31, 2023.",
        "2023-09-29",
        "2023-10-11",
        0,
        "ipo",
        """
3|K|ipo-calendar|Upcoming IPOs, October 2023|Birkenstock (BIRK, NYSE): 32.3 million shares, range $44-49, expected to price Oct. 10 and trade Oct. 11. Selling shareholders include L Catterton.|A calendar of expected pricings.
2|L|market-wrap|Birkenstock stumbles in NYSE debut|Birkenstock shares opened at $41 on Wednesday, Oct. 11, 2023, below their $46 IPO price, and closed at $40.20, down almost 13%, a setback after the September listings of Arm and Instacart.|Reports the October 11, 2023 debut as done.
8|K|broker-note|Sandals and multiples|At the top of the range the company would be valued near $9 billion. Arm's strong debut on September 14 helped sentiment, but consumer names have been weaker since.|An earlier fact and a valuation.
1|L|chat-log|#ecm|[Oct 11 2023 10:51] ro: BIRK opens 41 vs 46 offer / [15:59] ro: 40.20 close, -12.6 / [16:02] al: broke issue, window half shut again|Reports the October 11, 2023 trading as done.
5|K|local-news|Neustadt factory workers watch New York listing|Staff at the company's plant in Saxony say the planned listing in New York next month changes little day to day. The company employs about 6,000 people, most in Germany.|A planned event and earlier facts.
1|L|investor-faq|Birkenstock investor FAQ|Q: When did Birkenstock shares begin trading? A: Our ordinary shares began trading on the New York Stock Exchange on October 11, 2023 under the symbol BIRK. Q: What was the IPO price? A: $46.00 per share.|Reports the October 11, 2023 listing as done.
""",
    ),
    Q(
        "ln10-coreweave-ipo-price-2025",
        "Will CoreWeave price its IPO at or above $47 a share?",
        "Resolves YES if CoreWeave's initial public offering on Nasdaq, expected in March 2025, is priced at $47.00 per share or more, the bottom of its marketed range. Resolves NO if it prices below $47 or is not priced by March 31, 2025.",
        "2025-03-10",
        "2025-03-28",
        0,
        "ipo",
        """
5|K|ipo-calendar|IPO watch: CoreWeave files|The cloud provider, backed by Nvidia, filed publicly on March 3, 2025. Marketing is expected to start later in March, with pricing the week of March 24 if conditions allow. Ticker: CRWV.|Earlier facts and an expected schedule.
2|L|market-wrap|CoreWeave cuts IPO price to $40|CoreWeave priced its IPO at $40 a share on March 27, 2025, below its $47-55 range, and sold fewer shares. The stock opened at $39 on March 28, 2025 and closed flat at $40.|Reports the March 27-28, 2025 pricing and debut.
8|K|broker-note|AI infrastructure IPO: concentration risk|Microsoft accounted for 62% of 2024 revenue. The S-1 shows about $8 billion of debt. We would be buyers only at a meaningful discount to a $35 billion valuation.|Earlier facts and an opinion.
1|L|encyclopedic-summary|CoreWeave|In March 2025 the company listed on Nasdaq after pricing its IPO at 40 dollars, under the initially marketed range; within three months the shares had more than tripled, passing 180 dollars in June 2025.|Reports March and June 2025 events.
3|K|faq-explainer|What happens when an IPO range is cut?|If demand is weak, the banks can lower the price range, sell fewer shares, or price below the range without a new filing, within limits set by SEC rules on material changes.|A general explanation.
1|L|chat-log|#ecm|[Mar 27 2025 21:40] dk: CRWV priced 40, range was 47-55, downsized to 37.5m shares / [21:42] sw: Nvidia anchoring 250m at the price / [Mar 28 2025 16:00] dk: flat at 40 on day one|Reports the March 27-28, 2025 events.
""",
    ),
    Q(
        "ln10-circle-ipo-first-day-2025",
        "Will Circle Internet Group shares close their first day of trading above $60?",
        "Resolves YES if Circle Internet Group (CRCL, NYSE) shares close their first trading day above $60.00. Resolves NO otherwise, or if the shares do not begin trading by June 30, 2025.",
        "2025-05-26",
        "2025-06-05",
        1,
        "ipo",
        """
4|K|ipo-calendar|IPO calendar: week of June 2|Circle Internet Group (CRCL, NYSE): 24 million shares, range $24-26, expected to price June 4 and trade June 5. Chime (CHYM, Nasdaq) is expected the following week.|A calendar of expected pricings.
1|L|market-wrap|Circle shares soar 168% in debut|Stablecoin issuer Circle priced at $31, above a raised range, and its shares opened at $69 on Thursday, June 5, 2025, closing at $83.23.|Reports the June 5, 2025 debut as done.
7|K|broker-note|Stablecoins go public|Circle earns most of its revenue from interest on USDC reserves, and shares a large part with Coinbase. Passage of a federal stablecoin bill, now before the Senate, would help.|Earlier facts and a condition.
2|L|chart-caption|CRCL since listing|IPO price 31 dollars (June 4, 2025); first close 83.23 dollars (June 5, 2025); intraday high near 299 dollars on 23 June 2025.|Reports June 2025 prices.
9|K|faq-explainer|What is USDC?|USDC is a dollar stablecoin issued by Circle and backed by cash and short-term Treasuries. About 60 billion dollars of it was in circulation in May 2025.|An explanation and an earlier fact.
3|K|exchange-notice|NYSE: expected new listing|Circle Internet Group, Inc. Class A common stock. Symbol: CRCL. Expected first trade date: Thursday, June 5, 2025, subject to pricing. Designated market maker to be announced.|An expected listing date.
""",
    ),
    Q(
        "ln10-netflix-q2-2022-subs-loss",
        "Will Netflix report a loss of more than 1 million paid subscribers for Q2 2022?",
        "Resolves YES if Netflix's second-quarter 2022 shareholder letter, due on July 19, 2022, reports global paid net subscriber additions below -1,000,000. Resolves NO otherwise.",
        "2022-07-01",
        "2022-07-19",
        0,
        "earnings",
        """
9|K|earnings-preview|Netflix Q2 preview: how bad is -2 million?|In April the company guided to a loss of 2 million paid members in the second quarter, after losing 200,000 in the first. A smaller loss would be read as stabilisation. Results are due after the close on July 19, 2022.|Earlier facts and a scheduled report.
2|L|earnings-recap|Netflix loses fewer subscribers than feared|Netflix lost 970,000 paid subscribers in the second quarter, it said on July 19, 2022, half what it had guided, and forecast a return to growth of 1 million in the third quarter. Shares rose 7% after hours.|Reports the July 19, 2022 results as done.
4|K|investor-faq|Netflix investor relations: events|Q2 2022 earnings interview: Tuesday, July 19, 2022, 3:00 p.m. PT. The letter will be posted at 1:05 p.m. PT. Q3 2022 earnings: October 18, 2022 (tentative).|A calendar of scheduled events.
1|L|encyclopedic-summary|Netflix: 2022|After a first-quarter loss of 200,000 subscribers, the company reported a second-quarter loss of 970,000 on 19 July 2022 and returned to growth with 2.41 million additions in October 2022.|Reports July and October 2022 results.
6|K|broker-note|Ad tier timing|Management has said a cheaper ad-supported plan will launch around the end of the year, with Microsoft chosen as the ad tech partner. We keep our Neutral rating into July 19.|A stated plan and a future date.
2|L|chart-caption|Netflix quarterly paid net adds, 2021-2022|Q4 2021: +8.3m. Q1 2022: -0.2m. Q2 2022: -0.97m (reported July 19, 2022). Q3 2022: +2.41m (reported October 18, 2022).|Reports results published July and October 2022.
""",
    ),
    Q(
        "ln10-netflix-q4-2024-300m",
        "Will Netflix report more than 300 million paid memberships at the end of 2024?",
        "Resolves YES if Netflix's fourth-quarter 2024 letter, due on January 21, 2025, reports more than 300 million global paid memberships at December 31, 2024. Resolves NO otherwise.",
        "2025-01-06",
        "2025-01-21",
        1,
        "earnings",
        """
5|K|earnings-preview|Netflix Q4: the last subscriber count|The company ended September with 282.7 million members and said Q4 would be its last quarterly report of member numbers. The Paul-Tyson fight and Christmas NFL games should help. Results: January 21, 2025, after the close.|Earlier facts and a scheduled report.
2|L|earnings-recap|Netflix passes 300 million members|Netflix added a record 18.9 million members in the fourth quarter, ending 2024 with 301.6 million, it said on Jan. 21, 2025, and raised prices in the US. The stock jumped about 10% after hours.|Reports the January 21, 2025 results as done.
8|K|broker-note|Netflix: 300m is within reach|We model 9.5 million net adds in Q4, which would take the total to about 292 million; a number above 300 million would need a record quarter.|A forecast.
1|L|chat-log|#media|[Jan 21 2025 16:02] kw: NFLX 301.6m subs, +18.9 / [16:03] zz: price hikes too, standard to 17.99 / [16:05] kw: +12% AH|Reports the January 21, 2025 results as done.
4|K|investor-faq|Netflix investor calendar|Q4 2024 earnings interview: Tuesday, January 21, 2025, 1:45 p.m. PT. Beginning with Q1 2025, we will no longer report quarterly paid memberships.|A scheduled event and a stated intention.
2|L|broker-note|NFLX: upgrading after a record quarter|The January 21, 2025 print, with 18.9 million net adds and 301.6 million members, removes our main concern about saturation. We move to Buy with a $1,150 target.|Reports the January 21, 2025 results as done.
""",
    ),
    Q(
        "ln10-apple-buyback-2024-100b",
        "Will Apple announce a new share repurchase authorization of at least $100 billion with its fiscal Q2 2024 results?",
        "Resolves YES if, with its results for the quarter ending March 2024 (expected on May 2, 2024), Apple announces a new buyback authorization of $100 billion or more. Resolves NO otherwise.",
        "2024-04-15",
        "2024-05-02",
        1,
        "earnings",
        """
6|K|earnings-preview|Apple March quarter: buyback in focus|Last May Apple authorized $90 billion of repurchases. With iPhone sales in China weak, investors expect the capital return update on May 2, 2024 to carry more weight than usual.|An earlier fact and a scheduled report.
2|L|earnings-recap|Apple unveils record $110 billion buyback|Apple authorized a record $110 billion share buyback and raised its dividend 4% to 25 cents on May 2, 2024, and the stock jumped 6% the next day, its best day in 18 months.|Reports the May 2-3, 2024 events as done.
9|K|broker-note|AAPL: capital return steady|We expect a $90-100 billion authorization and a mid-single-digit dividend increase. Apple still aims to be net cash neutral over time.|A forecast and a stated aim.
1|L|chart-caption|Apple buyback authorizations, 2018-2024|2018: $100bn. 2019: $75bn. 2020: $50bn. 2021: $90bn. 2022: $90bn. 2023: $90bn. 2024: $110bn (announced 2 May 2024).|Reports the May 2, 2024 announcement.
4|K|investor-faq|Apple investor relations: upcoming events|Q2 FY24 earnings call: Thursday, May 2, 2024, 2:00 p.m. PT. Dividend record date and payment date are announced with results.|A scheduled event.
1|L|investor-faq|Apple capital return FAQ|Q: What did Apple announce with its fiscal Q2 2024 results? A: On May 2, 2024, the Board authorized an additional program to repurchase up to $110 billion of common stock and raised the quarterly dividend to $0.25.|Reports the May 2, 2024 announcement.
""",
    ),
    Q(
        "ln10-salesforce-first-dividend-2024",
        "Will Salesforce declare its first-ever quarterly cash dividend by February 29, 2024?",
        "Resolves YES if Salesforce declares a regular quarterly cash dividend on its common stock between February 12 and February 29, 2024. Resolves NO otherwise.",
        "2024-02-12",
        "2024-02-29",
        1,
        "earnings",
        """
4|K|earnings-preview|Salesforce Q4 preview: dividend chatter|After Meta's first dividend on February 1, investors are asking whether Salesforce follows. Results for the fourth quarter of fiscal 2024 are due on February 28, 2024.|An earlier fact and a scheduled report.
2|L|earnings-recap|Salesforce starts a dividend|Salesforce declared its first quarterly dividend of 40 cents a share on Feb. 28, 2024 and added $10 billion to its buyback, though weak revenue guidance sent the shares lower after hours.|Reports the February 28, 2024 announcement.
9|K|broker-note|CRM: margins now, capital return next|With operating margins above 30% and activists on the register, we think a dividend is a 2025 event. We expect fiscal 2025 revenue guidance near $38 billion.|A forecast.
1|L|investor-faq|Salesforce dividend FAQ|Q: When did Salesforce declare its first dividend? A: On February 28, 2024, payable April 11, 2024 to holders of record on March 14, 2024.|Reports the February 28, 2024 declaration.
6|K|investor-faq|Salesforce IR calendar|Fourth quarter and fiscal year 2024 results: Wednesday, February 28, 2024, 2:00 p.m. PT. Annual meeting: June 2024 (date to be announced).|A calendar of scheduled events.
3|K|broker-note|CRM into the print|We think the board will discuss capital return alongside the February 28, 2024 report. A dividend would be a first for the company; a larger buyback is more likely.|A forecast about a scheduled report.
""",
    ),
    Q(
        "ln10-walmart-split-2024",
        "Will Walmart shares begin trading on a split-adjusted basis by February 29, 2024?",
        "Resolves YES if Walmart common stock begins trading on the NYSE on a split-adjusted basis, after its announced 3-for-1 split, on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-12",
        "2024-02-29",
        1,
        "markets",
        """
10|K|exchange-notice|Corporate action: Walmart 3-for-1 forward split|Walmart Inc. (WMT) announced on January 30, 2024 a three-for-one forward stock split. Record date: February 22, 2024. Distribution after the close: February 23, 2024. Split-adjusted trading expected to begin February 26, 2024.|An earlier announcement and a schedule.
2|L|market-wrap|Walmart trades split-adjusted near $58|Walmart shares began trading on a split-adjusted basis on Monday, Feb. 26, 2024, at about $58, after rising to a record the week before on strong holiday-quarter results.|Reports the February 26, 2024 trading as done.
6|K|faq-explainer|What a stock split means for Walmart holders|A shareholder with 10 shares will have 30, each worth about a third as much. Dividends per share are adjusted. The company said the split is meant to make shares easier for employees to buy.|An explanation and a stated reason.
1|L|chat-log|#us-retail|[Feb 26 2024 09:31] mn: WMT opening 58.6, split done / [09:32] hh: 3 for 1, first since 1999 / [09:40] mn: dividend adjusts to 0.2075|Reports the February 26, 2024 split trading.
4|K|earnings-preview|Walmart Q4 preview|Results are due on February 20, 2024, before the split takes effect. We look for US comparable sales growth of about 4%.|A forecast and scheduled events.
1|L|encyclopedic-summary|Walmart: stock|A 3-for-1 split took effect on 26 February 2024, the company's first since 1999; by the end of 2024 the split-adjusted price had passed 90 dollars.|Reports the February 26, 2024 split and a later price.
""",
    ),
    Q(
        "ln10-palantir-sp500-2024",
        "Will Palantir be added to the S&P 500 in the September 2024 quarterly rebalance?",
        "Resolves YES if S&P Dow Jones Indices announces Palantir Technologies' addition to the S&P 500 as part of the September 2024 quarterly rebalance, effective on or before September 23, 2024. Resolves NO otherwise.",
        "2024-08-26",
        "2024-09-23",
        1,
        "markets",
        """
7|K|broker-note|Index watch: September rebalance candidates|Palantir, Dell and AppLovin top our list for the S&P 500 September rebalance. The announcement is expected after the close on Friday, September 6, with changes effective before the open on Monday, September 23.|A forecast and a schedule.
2|L|index-notice|Palantir, Dell and Erie to join S&P 500|S&P Dow Jones Indices said on September 6, 2024 that Palantir Technologies, Dell Technologies and Erie Indemnity will join the S&P 500 before the open on September 23, 2024, replacing American Airlines, Etsy and Bio-Rad.|Reports the September 6, 2024 announcement.
4|K|faq-explainer|How does a company join the S&P 500?|A committee decides, using rules on market value, liquidity and positive earnings (the sum of the last four quarters and the latest quarter). Quarterly changes are announced on the first Friday of March, June, September and December.|An explanation of a schedule.
1|L|market-wrap|Palantir jumps on index inclusion|Palantir shares rose 14% on Monday, Sept. 9, 2024 after the index announcement, and index funds bought the stock at the close on September 20, 2024.|Reports the September 9 and 20, 2024 moves.
10|K|market-wrap|Palantir rallies after results|Palantir shares rose 10% after its second-quarter report on August 5, and the stock has more than doubled this year. It has had four straight quarters of GAAP profit.|Earlier facts only.
3|K|index-notice|S&P 500 quarterly rebalance: September 2024 schedule|Announcement: Friday, September 6, 2024, after the close. Effective: prior to the open on Monday, September 23, 2024. Share and IWF updates use reference prices as of September 13, 2024.|A schedule of future dates.
""",
    ),
    Q(
        "ln10-fitch-us-downgrade-2023",
        "Will Fitch, Moody's or S&P downgrade the United States' long-term sovereign rating by August 31, 2023?",
        "Resolves YES if any of Fitch Ratings, Moody's or S&P Global Ratings lowers its long-term foreign-currency issuer rating of the United States between July 20 and August 31, 2023. Resolves NO otherwise.",
        "2023-07-20",
        "2023-08-31",
        1,
        "credit_ratings",
        """
8|K|ratings-press-release|Fitch keeps US on Rating Watch Negative|Fitch placed the United States' AAA rating on Rating Watch Negative on May 24, 2023, during the debt-limit standoff, and kept it there after the limit was suspended in June, citing governance. Fitch said it expects to resolve the watch by the end of the third quarter of 2023.|Earlier facts and a stated timetable.
2|L|ratings-press-release|Fitch downgrades the United States to AA+|On August 1, 2023 Fitch Ratings downgraded the United States' long-term rating to AA+ from AAA, citing expected fiscal deterioration and repeated debt-limit standoffs; the outlook is stable.|Reports the August 1, 2023 downgrade as done.
12|K|faq-explainer|What does a sovereign rating watch mean?|A watch signals that a rating may change soon, usually within six months. S&P has rated the US AA+ since August 2011; Moody's keeps Aaa.|An explanation and earlier facts.
1|L|market-wrap|Stocks slide after US loses second AAA|The S&P 500 fell 1.4% on Aug. 2, 2023, the day after Fitch stripped the US of its top rating, and the 10-year yield rose toward 4.1% as the Treasury raised its refunding sizes.|Reports the August 1-2, 2023 events as done.
5|K|broker-note|US credit: a downgrade is not our base case|We think Fitch resolves its watch with an affirmation in the coming months. A downgrade would have little market impact since Treasuries have no close substitute.|A forecast and a conditional.
3|K|economic-calendar|US calendar, late July and early August 2023|Jul 26, 2023: FOMC decision. Jul 31, 2023: Treasury financing estimates. Aug 2, 2023: quarterly refunding announcement. Aug 4, 2023: employment report (Jul).|A calendar of scheduled events.
""",
    ),
    Q(
        "ln10-moodys-us-downgrade-2025",
        "Will Moody's downgrade the United States from Aaa by May 31, 2025?",
        "Resolves YES if Moody's Ratings lowers the United States' long-term issuer rating below Aaa between April 28 and May 31, 2025. Resolves NO otherwise.",
        "2025-04-28",
        "2025-05-31",
        1,
        "credit_ratings",
        """
6|K|faq-explainer|Which agencies still rate the US AAA?|Only Moody's, which has had a negative outlook on its Aaa rating since November 10, 2023. S&P cut to AA+ in 2011 and Fitch to AA+ in August 2023.|Earlier facts only.
2|L|ratings-press-release|Moody's downgrades US to Aa1|Moody's downgraded the United States' long-term issuer rating to Aa1 from Aaa on May 16, 2025, citing a rise in debt and interest costs over more than a decade, and changed the outlook to stable.|Reports the May 16, 2025 downgrade.
9|K|broker-note|Tariffs and the fiscal path|The April tariff shock and the budget reconciliation bill now in the House raise deficit risk. Moody's has said it reviews the negative outlook periodically; there is no set date.|Earlier facts and no dated outcome.
1|L|market-wrap|Treasuries slip as last AAA falls|The 30-year Treasury yield rose above 5% on Monday, May 19, 2025, the first trading day after Moody's downgraded the US late on May 16, though stocks recovered by the close.|Reports the May 16 and 19, 2025 events.
4|K|economic-calendar|US calendar, May 2025|May 6-7: FOMC. May 13: CPI (Apr). May 15: retail sales, PPI. May 22: 20-year bond auction. May 29: Q1 GDP second estimate.|A calendar of scheduled events.
2|L|chat-log|#rates|[May 16 2025 16:32] rr: MOODY'S CUTS US TO Aa1 FROM Aaa / [16:33] jt: after the close on a Friday, classic / [16:40] rr: 30y futures -1 in the evening session|Reports the May 16, 2025 downgrade as done.
""",
    ),
    Q(
        "ln10-moodys-israel-downgrade-2024",
        "Will Moody's downgrade Israel's A1 sovereign rating by February 29, 2024?",
        "Resolves YES if Moody's lowers Israel's long-term issuer rating below A1 between January 22 and February 29, 2024. Resolves NO otherwise.",
        "2024-01-22",
        "2024-02-29",
        1,
        "credit_ratings",
        """
9|K|ratings-press-release|Moody's places Israel's A1 on review for downgrade|Moody's placed Israel's A1 rating on review for downgrade on October 19, 2023, citing the military conflict with Hamas. Reviews are normally concluded within three months, though they can be extended.|Earlier facts and a usual timetable.
2|L|ratings-press-release|Moody's cuts Israel to A2|On February 9, 2024, Moody's downgraded Israel's long-term rating to A2 from A1 and assigned a negative outlook, the first downgrade of the country by the agency.|Reports the February 9, 2024 downgrade.
5|K|broker-note|Israel: rating review overdue|The Moody's review has run past the usual three months. The 2024 budget amendment before the Knesset and the Bank of Israel's January cut are the inputs we watch.|Earlier facts and no dated outcome.
1|L|market-wrap|Shekel steady after first-ever Moody's cut|The shekel was little changed on Feb. 12, 2024, the first trading day after Moody's downgraded Israel late on Friday, February 9, while the finance minister called the move political.|Reports the February 9 and 12, 2024 events.
3|K|faq-explainer|How the big three rate Israel|S&P rates Israel AA-, Fitch A+, Moody's A1 (on review). S&P moved its outlook to negative in October 2023.|Earlier facts only.
2|K|broker-note|Israel: budget vote next|The Knesset is expected to vote on the amended 2024 budget in March 2024. Moody's has given no date for the end of its review; we expect a one-notch cut when it comes.|A future vote and a forecast.
""",
    ),
    Q(
        "ln10-ubs-cs-close-2023",
        "Will UBS complete its acquisition of Credit Suisse by June 30, 2023?",
        "Resolves YES if UBS Group announces the legal completion of its acquisition of Credit Suisse Group on or before June 30, 2023. Resolves NO otherwise.",
        "2023-05-22",
        "2023-06-30",
        1,
        "company_deals",
        """
7|K|press-release|UBS update on the Credit Suisse transaction|UBS expects to complete the acquisition of Credit Suisse as early as June 12, 2023, subject to remaining approvals. Credit Suisse shares are expected to be delisted from SIX Swiss Exchange and the NYSE after completion.|An expected completion date.
2|L|market-wrap|UBS completes Credit Suisse takeover|UBS closed its emergency acquisition of Credit Suisse on June 12, 2023, creating a bank with more than $5 trillion in invested assets; Credit Suisse shares stopped trading the next day.|Reports the June 12-13, 2023 events as done.
12|K|faq-explainer|What happened to Credit Suisse AT1 bonds?|Swiss regulator FINMA ordered about 16 billion francs of Credit Suisse AT1 bonds written down to zero on 19 March 2023 as part of the rescue. Bondholders have filed appeals.|Earlier facts only.
1|L|exchange-notice|SIX: delisting of Credit Suisse Group AG|Credit Suisse Group AG registered shares were traded on SIX Swiss Exchange for the last time on 12 June 2023 and delisted following the merger with UBS Group AG.|Reports the June 12, 2023 delisting.
4|K|broker-note|UBS: integration, year one|We expect completion in June 2023 and a first combined quarter report in late August 2023. Cost savings of $8 billion by 2027 look achievable.|A forecast and future dates.
2|L|chart-caption|UBS shares, 2023|Annotations: rescue announced (19 March 2023); completion of the Credit Suisse takeover (12 June 2023); second-quarter results with a 29 billion dollar negative goodwill gain (31 August 2023).|Reports June and August 2023 events.
""",
    ),
    Q(
        "ln10-exxon-pioneer-close-2024",
        "Will Exxon Mobil complete its acquisition of Pioneer Natural Resources by May 31, 2024?",
        "Resolves YES if Exxon Mobil announces completion of its all-stock acquisition of Pioneer Natural Resources on or before May 31, 2024. Resolves NO otherwise.",
        "2024-04-22",
        "2024-05-31",
        1,
        "company_deals",
        """
6|K|broker-note|XOM/PXD: waiting on the FTC|Pioneer holders approved the deal in February. The FTC's second request is the last hurdle; reports say the agency may bar Pioneer's former CEO from the board. We assume completion in the second quarter.|Earlier facts and an assumption.
2|L|press-release|ExxonMobil completes Pioneer acquisition|ExxonMobil said on May 3, 2024 that it had completed its acquisition of Pioneer Natural Resources, after the FTC accepted a consent order the day before barring Scott Sheffield from Exxon's board.|Reports the May 2-3, 2024 events.
9|K|earnings-preview|Exxon Q1 preview|Results are due April 26, 2024. Guyana volumes and refining margins are the focus; the Pioneer deal is still pending regulatory review.|A scheduled report and a pending deal.
1|L|exchange-notice|NYSE: Pioneer Natural Resources (PXD) delisted|Trading in PXD was suspended before the open on May 3, 2024 following completion of its merger with Exxon Mobil; holders receive 2.3234 XOM shares per share.|Reports the May 3, 2024 delisting.
4|K|faq-explainer|What Pioneer shareholders get|Each Pioneer share converts into 2.3234 Exxon shares at closing. Fractional shares are paid in cash. The exchange agent will mail instructions after completion.|Terms and future steps.
2|L|chat-log|#energy-ma|[May 2 2024 17:10] ht: FTC consent order out, Sheffield barred from the XOM board / [May 3 2024 08:01] ht: XOM says the Pioneer deal closed, PXD halted|Reports the May 2-3, 2024 events.
""",
    ),
    Q(
        "ln10-wework-ch11-2023",
        "Will WeWork file for Chapter 11 bankruptcy by November 30, 2023?",
        "Resolves YES if WeWork Inc. files a voluntary petition under Chapter 11 of the US Bankruptcy Code on or before November 30, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-30",
        1,
        "bankruptcy",
        """
14|K|market-wrap|WeWork skips interest payments|WeWork said on October 2 it would not make about $95 million of interest payments due that day and would use a 30-day grace period to negotiate with creditors. The shares fell 39%.|An earlier fact and a grace period.
3|L|market-wrap|WeWork files for bankruptcy|WeWork filed for Chapter 11 protection in New Jersey on Monday, November 6, 2023, listing about $18.6 billion of debt, and said it would exit leases at many locations.|Reports the November 6, 2023 filing as done.
6|K|broker-note|WeWork: grace period ends Nov 1|If no deal is reached by the end of the grace period on November 1, 2023, bondholders can accelerate. The company said in August that there is substantial doubt about its ability to continue as a going concern.|A deadline and earlier facts.
1|L|chat-log|#distressed|[Oct 31 2023 17:40] ts: WE got a 7-day forbearance on the coupons / [Nov 7 2023 07:15] ts: filed last night in NJ, RSA with SoftBank and the ad hoc group|Reports the October 31 and November 6, 2023 events.
9|K|local-news|Downtown Boston members ask what comes next|Freelancers at a WeWork site in Boston say managers have told them nothing about the building's future. The company has about 770 locations worldwide.|Earlier facts, no outcome.
2|L|encyclopedic-summary|WeWork|In November 2023 the company filed for bankruptcy, roughly four years after a failed 2019 IPO; it emerged from Chapter 11 in June 2024 under Yardi-linked owners.|Reports the November 2023 filing and a June 2024 event.
""",
    ),
    Q(
        "ln10-evergrande-liquidation-2024",
        "Will a Hong Kong court order the liquidation of China Evergrande Group by January 31, 2024?",
        "Resolves YES if the High Court of Hong Kong issues a winding-up order against China Evergrande Group on or before January 31, 2024. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-31",
        1,
        "bankruptcy",
        """
20|K|court-calendar|High Court: companies winding-up list|HCCW 220/2022, Top Shine Global v China Evergrande Group: adjourned on 4 December 2023 to 29 January 2024 at 10:00. Judge: Linda Chan J.|A scheduled hearing.
2|L|market-wrap|Evergrande ordered to liquidate|A Hong Kong judge ordered China Evergrande Group wound up on January 29, 2024, saying the developer had failed to produce a workable restructuring plan after 19 months; its shares were suspended.|Reports the January 29, 2024 order as done.
5|K|broker-note|China property: what Evergrande's hearing means|The judge warned in December that she would likely order a winding up if no concrete plan emerged. Mainland recognition of a Hong Kong liquidation is uncertain.|Earlier facts and uncertainty.
1|L|exchange-notice|HKEX: trading halt, China Evergrande Group (3333)|At the request of the company, trading in its shares was halted from 11:09 a.m. on 29 January 2024, following the making of a winding-up order.|Reports the January 29, 2024 halt.
10|K|faq-explainer|What a liquidation order would mean|Provisional liquidators would take control of the offshore holding company and try to recover assets. Onshore units answer to mainland courts. Creditors hold about $23 billion of offshore debt.|A conditional explanation.
3|L|encyclopedic-summary|China Evergrande Group|On 29 January 2024 the High Court of Hong Kong ordered the company wound up, and Alvarez & Marsal were appointed as liquidators; the shares were delisted in August 2025.|Reports the January 29, 2024 order and a later event.
""",
    ),
    Q(
        "ln10-hk-spot-crypto-etf-2024",
        "Will spot bitcoin ETFs begin trading in Hong Kong by April 30, 2024?",
        "Resolves YES if at least one spot bitcoin exchange-traded fund begins trading on the Hong Kong Stock Exchange on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "crypto",
        """
6|K|broker-note|Hong Kong spot crypto ETFs: timing|Several managers have applied to the SFC. The US funds took in more than $12 billion after launching on January 11. We expect approvals in the second quarter.|Earlier facts and a forecast.
2|L|market-wrap|Hong Kong crypto ETFs open to thin volume|Six spot bitcoin and ether ETFs from three managers began trading in Hong Kong on April 30, 2024, two weeks after the SFC approved them on April 15, 2024, with first-day turnover near $12 million.|Reports the April 15 and 30, 2024 events.
4|K|faq-explainer|Can mainland investors buy Hong Kong crypto ETFs?|No: the funds are not part of Stock Connect. Subscriptions in kind, with coins, are expected to be allowed, unlike in the United States.|An explanation and an expectation.
1|L|exchange-notice|HKEX: new listings, 30 April 2024|ChinaAMC Bitcoin ETF, Harvest Bitcoin Spot ETF and Bosera HashKey Bitcoin ETF commenced trading on 30 April 2024, together with three spot ether funds.|Reports the April 30, 2024 listings.
3|K|economic-calendar|Crypto calendar, April 2024|Apr 19-20: bitcoin halving (estimated, block 840,000). Apr 30: HK spot ETF listing (reported target). May 23: SEC deadline on VanEck spot ether 19b-4.|A calendar of expected events.
2|K|faq-explainer|When could Hong Kong's spot bitcoin ETFs list?|Managers need SFC authorization and an HKEX listing date. If approvals come in mid-April 2024, listings could follow by the end of April 2024, according to people involved in the applications.|A conditional about future dates.
""",
    ),
]
