# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold47` part, read by `build_hold47.py`.

Economic data and markets: statistics-office releases (CPI, jobs, GDP), central-bank statements
and calendars, commodity and currency market reports, data-series pages, and economists'
previews and recaps. Each question's documents are one line each in a string, fields separated
by `|`: days before the cutoff it is published, label (L=leak / K=keep), style, title, text,
why. Written blind as a held-out part; see `build_hold47.py` and the README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "p6-rengo-shunto-2024-5pct",
        "Will Rengo's first tally of Japan's 2024 spring wage negotiations (shunto) show an average pay increase of 5% or more?",
        "Resolves YES if the first tally of 2024 shunto results published by Rengo, the Japanese Trade Union Confederation, on or about March 15, 2024 shows an average wage increase (base pay plus seniority-based pay) of 5.00% or more. Resolves NO otherwise.",
        "2024-03-04",
        "2024-03-15",
        1,
        "labor",
        """
3|K|economist-preview|Shunto: we raise our call for the first Rengo tally|Union demands this year average 5.85%, the highest in three decades, and several large manufacturers have hinted they will meet them in full. We now look for Rengo's first tally, due Friday, March 15, at 4.6-5.0%; the peak answer day for big firms is Wednesday, March 13.|A forecast of scheduled answers and a tally after the cutoff; none is reported.
6|L|wire-flash|RENGO FIRST TALLY: 2024 PAY RISE 5.28%, FIRST ABOVE 5% SINCE 1991|Japan's largest labour group said on March 15, 2024 that member unions had won an average increase of 5.28% in this spring's talks, up from 3.80% at the same stage a year earlier.|Reports the March 15, 2024 tally as done.
10|K|research-note|Why the BOJ is watching answer day|Governor Ueda has called the wage round a key input. The Policy Board meets on March 18-19, 2024, days after Rengo's first tally; if the headline clears 4%, an exit from negative rates becomes likely in March or April.|A conditional and scheduled meeting, nothing reported.
2|L|market-report|Yen firms as big employers meet union demands in full|Toyota, Hitachi and Nippon Steel met or exceeded union requests on Wednesday, March 13, 2024, the peak answer day, with Nippon Steel offering more than its union had asked. The yen strengthened to 147.3 per dollar as traders brought forward bets on a BOJ hike.|Reports the March 13, 2024 answers, after the cutoff, as done.
14|K|data-calendar|Japan: key dates, March 2024|Mar 11: Q4 GDP revision. Mar 13: large firms' wage answers. Mar 15: Rengo first tally (afternoon). Mar 18-19: BOJ Monetary Policy Meeting. Mar 22: February national CPI.|A calendar of dates after the cutoff.
5|L|economist-recap|After the shunto surprise, the BOJ moved|The 5.28% first tally on 15 March 2024 settled the debate for us, and the Bank of Japan ended negative interest rates four days later, on 19 March 2024, setting its short-term rate in a range of 0-0.1%.|Reports the March 15 tally and the March 19, 2024 BOJ decision as done.
""",
    ),
    Q(
        "p6-fed-2023-12-dots-three-cuts",
        "Will the median FOMC projection for the end-2024 federal funds rate in the December 2023 Summary of Economic Projections be 4.625% or lower?",
        "Resolves YES if the median of participants' projections of the federal funds rate for the end of 2024, in the Summary of Economic Projections released with the FOMC statement on December 13, 2023, is 4.625% (shown as 4.6) or lower, implying at least three quarter-point cuts in 2024 from the 5.25-5.50% range. Resolves NO otherwise.",
        "2023-11-27",
        "2023-12-13",
        1,
        "central_banks",
        """
4|K|economist-preview|December FOMC: don't expect the dots to chase the market|We expect the committee to hold at 5.25-5.50% on Dec. 13 and the 2024 median dot to slip only to 4.9%, two cuts. The November jobs report (Dec. 8) and November CPI (Dec. 12) come first.|A forecast and a data calendar; nothing after the cutoff is reported.
2|L|economist-recap|The dovish dots|The December 2023 SEP median for end-2024 fell to 4.6% from 5.1% in September, three cuts, and Chair Powell said on December 13, 2023 that the timing of rate cuts had come up in the meeting. Ten-year yields fell toward 4.0%.|Reports the December 13, 2023 projections as done.
9|K|central-bank-calendar|FOMC meetings, 2023-2024|2023: December 12-13*. 2024: January 30-31; March 19-20*; April 30-May 1; June 11-12*; July 30-31; September 17-18*; November 6-7; December 17-18*. *Associated with a Summary of Economic Projections.|A schedule of future meetings.
1|L|market-report|Two-year yield posts steepest drop since March|Two-year Treasury yields fell about 30 basis points on Wednesday, Dec. 13, 2023, after the Fed's projections showed officials pencilling in 75 basis points of cuts next year; the Dow closed above 37,000 for the first time.|Reports the December 13, 2023 market moves and projections.
12|K|research-note|Markets have run ahead of the Fed|Since the Nov. 1 decision, futures have moved to price roughly 90 basis points of easing by end-2024. The September dots showed one more hike this year and a 5.1% median for 2024; whether the Dec. 13 projections validate pricing is the main event of the year-end.|Past facts and a scheduled release.
6|L|data-series-page|FOMC median projection, federal funds rate, end of 2024|Sep 20, 2023: 5.1. Dec 13, 2023: 4.6. Mar 20, 2024: 4.6. Jun 12, 2024: 5.1. Source: Summary of Economic Projections (midpoint of target range, percent).|A series table lists projection values dated December 13, 2023 and later.
""",
    ),
    Q(
        "p6-bls-benchmark-2024-500k",
        "Will the BLS preliminary benchmark revision to March 2024 nonfarm payrolls be a downward revision of 500,000 or more?",
        "Resolves YES if the preliminary estimate of the annual benchmark revision to total nonfarm employment for March 2024, published by the Bureau of Labor Statistics on August 21, 2024, is -500,000 or lower (seasonally adjusted). Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-21",
        1,
        "macro_data",
        """
5|K|economist-preview|QCEW points to a big negative benchmark|Our read of the fourth-quarter QCEW suggests the preliminary benchmark, out on August 21, could subtract 600,000 to 1 million jobs from the March 2024 level. The revision would not enter the published series until the January report, in February 2025.|A forecast of a scheduled release.
3|L|stats-release|Preliminary benchmark: -818,000|The Bureau of Labor Statistics said on August 21, 2024 that its preliminary benchmark revision would lower the March 2024 level of total nonfarm employment by 818,000, or 0.5%. Professional and business services accounted for 358,000 of the reduction.|Reports the August 21, 2024 estimate as done.
1|K|data-calendar|US data: the next three weeks|Mon Aug 5: ISM services (10:00 ET). Wed Aug 14: July CPI. Thu Aug 15: retail sales. Wed Aug 21: preliminary benchmark revision (10:00 ET); FOMC minutes (14:00 ET). Thu Aug 22-Sat Aug 24: Jackson Hole symposium.|A calendar of releases after the cutoff.
2|K|research-note|July's payroll miss and the Sahm trigger|Payrolls rose 114,000 in July and unemployment climbed to 4.3%, the report of Aug. 2 showed, triggering the Sahm rule. Attention now turns to the benchmark revision on Aug. 21, which several of us think will be large.|Past data before the cutoff and a scheduled release.
4|L|market-report|Global rout: Nikkei suffers worst day since 1987|Japan's Nikkei 225 plunged 12.4% on Monday, August 5, 2024 as the unwinding of yen carry trades and fears of a US slowdown swept markets; the VIX briefly topped 65.|Reports the August 5, 2024 sell-off, on the cutoff day, as done.
12|K|explainer|What is the benchmark revision?|Each year the BLS re-anchors its payroll survey to near-complete counts from unemployment insurance tax records. A preliminary estimate appears in late summer (this year on August 21, 2024) and the final one with the January employment report in early February.|Explains a scheduled release.
""",
    ),
    Q(
        "p6-ez-flash-2023-10-below-3",
        "Will Eurostat's flash estimate of euro area annual HICP inflation for October 2023 be below 3.0%?",
        "Resolves YES if the flash estimate published by Eurostat on October 31, 2023 shows euro area annual inflation for October 2023 below 3.0%. Resolves NO otherwise.",
        "2023-10-16",
        "2023-10-31",
        1,
        "macro_data",
        """
3|K|economist-preview|Base effects to pull October inflation toward 3%|The big energy jump of October 2022 drops out of the annual comparison this month. Our nowcast for the 31 October flash is 3.1%, down from 4.3% in September; Spanish and German numbers on 30 October will set the tone.|A forecast of a scheduled release.
1|L|stats-release|Euro area annual inflation down to 2.9%|Euro area annual inflation is expected to be 2.9% in October 2023, down from 4.3% in September, according to a flash estimate published on 31 October 2023. Energy is expected to have the lowest annual rate (-11.1%).|Reports the October 31, 2023 flash as done.
7|K|central-bank-calendar|ECB Governing Council: monetary policy meetings|25-26 October 2023 (Athens); 13-14 December 2023; 24-25 January 2024; 6-7 March 2024. Decisions at 14:15 CET on the second day, press conference at 14:45.|A schedule of meetings.
5|L|market-report|Bunds extend gains after inflation and GDP data|German 10-year yields slipped to 2.80% on October 31, 2023 after the flash estimate showed inflation at a two-year low and GDP contracting 0.1% in the third quarter.|Reports the October 31, 2023 releases as done.
10|K|data-series-page|HICP, all items, annual rate of change, euro area|September 2023 (flash): 4.3%. August 2023: 5.2%. July 2023: 5.3%. June 2023: 5.5%. Next release: 31 October 2023 (flash for October).|Earlier values and a scheduled release.
2|L|economist-recap|ECB pauses in Athens|As widely expected, the Governing Council left the deposit rate at 4.00% on 26 October 2023, ending a run of ten straight increases, and President Lagarde said it was premature to talk about cuts.|Reports the October 26, 2023 ECB decision, after the cutoff, as done.
""",
    ),
    Q(
        "p6-china-cpi-2023-07-negative",
        "Will China's National Bureau of Statistics report a year-on-year decline in the consumer price index for July 2023?",
        "Resolves YES if the July 2023 CPI released by the NBS on or around August 9, 2023 shows a year-on-year change below 0.0%. Resolves NO otherwise.",
        "2023-07-26",
        "2023-08-09",
        1,
        "macro_data",
        """
4|K|economist-preview|China: deflation watch|CPI was flat on the year in June and PPI fell 5.4%. With pork prices well below last July's peak, we expect July CPI, due Aug 9, at -0.4%, which would be the first negative reading since February 2021.|A forecast of a scheduled release.
2|L|wire-flash|China slips into deflation as consumer prices fall 0.3%|China's consumer prices fell 0.3% from a year earlier in July, the statistics bureau said on Wednesday, Aug. 9, 2023, while producer prices declined 4.4%.|Reports the August 9, 2023 release as done.
9|K|stats-release|NBS release calendar, second half of 2023|CPI and PPI: 10 July, 9 August, 9 September, 13 October, 9 November, 9 December. Release time 09:30 Beijing.|A release calendar.
6|L|market-report|Yuan weakens past 7.30 after surprise PBOC cut|The onshore yuan fell past 7.30 per dollar on August 15, 2023 after the central bank unexpectedly trimmed its one-year MLF rate by 15 basis points to 2.50%, and July activity data missed forecasts.|Reports the August 15, 2023 cut and market move, after the cutoff.
1|K|research-note|Politburo readout: support, but no bazooka|The Politburo meeting on July 24 pledged to boost consumption and to adjust property policy in a timely way. We doubt this changes the near-term price picture: the July CPI print on August 9 is likely to be slightly negative.|A past meeting before the cutoff and a forecast.
3|K|data-series-page|China CPI, year on year, percent|2023: Jan 2.1; Feb 1.0; Mar 0.7; Apr 0.1; May 0.2; Jun 0.0. Jul: due 2023-08-09.|Earlier values and a scheduled release date.
""",
    ),
    Q(
        "p6-us-gdp-2023-q4-advance-2pct",
        "Will the BEA's advance estimate of US real GDP growth for the fourth quarter of 2023 be 2.0% or higher (annualised)?",
        "Resolves YES if the advance estimate released by the Bureau of Economic Analysis on January 25, 2024 shows real GDP growth of 2.0% or more at a seasonally adjusted annual rate for Q4 2023. Resolves NO otherwise.",
        "2024-01-08",
        "2024-01-25",
        1,
        "macro_data",
        """
6|K|economist-preview|Q4 GDP tracking: slowdown, not stall|After 4.9% in the third quarter, we track fourth-quarter growth at 1.5% annualised ahead of the Jan. 25 advance report, with risks to the upside from consumer spending.|A forecast of a scheduled release.
2|L|stats-release|GDP increased 3.3 percent in the fourth quarter (advance estimate)|Real gross domestic product increased at an annual rate of 3.3% in the fourth quarter of 2023, according to the advance estimate released on January 25, 2024. In the third quarter, real GDP increased 4.9%.|Reports the January 25, 2024 estimate as done.
4|K|data-calendar|US economic calendar, January 2024|Jan 11: December CPI. Jan 17: retail sales. Jan 25: Q4 GDP (advance), durable goods. Jan 26: December PCE. Jan 30-31: FOMC.|A calendar of releases after the cutoff.
1|L|economist-recap|Soft landing, hard numbers|Fourth-quarter growth came in at 3.3% on 25 January 2024, far above the 2.0% consensus, while core PCE prices rose just 2.0% annualised. Growth for 2023 as a whole was 2.5%.|Reports the January 25, 2024 figures as done.
10|K|research-note|GDPNow and the Q4 consensus|The Atlanta Fed's GDPNow model stood near 2.3% in its late-December update, while the Blue Chip consensus is closer to 1.3%. The first official look comes on January 25; December retail sales on January 17 are the biggest remaining input.|Past estimates and future releases.
3|L|market-report|S&P 500 notches another record after GDP beat|The S&P 500 closed at a record on Thursday, Jan. 25, 2024, its fifth in six sessions, after data showed the economy grew faster than expected at the end of last year.|Reports the January 25, 2024 close and data as done.
""",
    ),
    Q(
        "p6-us-gdp-2024-q1-advance-2p5",
        "Will the BEA's advance estimate of US real GDP growth for the first quarter of 2024 be 2.5% or higher (annualised)?",
        "Resolves YES if the advance estimate released by the Bureau of Economic Analysis on April 25, 2024 shows Q1 2024 real GDP growth of 2.5% or more at a seasonally adjusted annual rate. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-25",
        0,
        "macro_data",
        """
3|K|economist-preview|Q1 GDP: we pencil in 2.3%|Net exports and inventories will likely subtract from growth, offsetting still-solid consumer spending. The advance print lands on April 25, 2024, with March PCE the following morning.|A forecast of a scheduled release.
7|K|data-series-page|Real GDP, percent change from preceding quarter, SAAR|2023 Q1: 2.2. Q2: 2.1. Q3: 4.9. Q4: 3.4 (third estimate, released March 28, 2024). 2024 Q1: advance estimate scheduled for April 25, 2024.|Earlier values and a scheduled release.
1|L|wire-flash|US GROWTH SLOWS TO 1.6% IN Q1, MISSING FORECASTS|The economy grew at a 1.6% annualised pace in the first three months of the year, the Commerce Department said on April 25, 2024, down from 3.4% in the fourth quarter; core PCE prices rose 3.7%.|Reports the April 25, 2024 estimate as done.
5|L|market-report|Hot CPI sends yields to 2024 highs|The 10-year Treasury yield jumped above 4.5% on April 10, 2024 after March consumer prices rose 3.5% from a year earlier, pushing back bets on a June rate cut.|Reports the April 10, 2024 CPI release, after the cutoff.
12|K|research-note|Jobs strength and the first-quarter picture|February payrolls rose 275,000 and the March report is due April 5. Our tracker puts first-quarter growth at 2.1% ahead of the April 25 release.|A forecast and a schedule.
2|K|economist-preview|Stagflation-lite? Previewing the Q1 data|If GDP prints below 2% on April 25 while core PCE prices run near 3.5%, the June FOMC would likely pass without a cut, in our view.|A conditional about a scheduled release.
""",
    ),
    Q(
        "p6-boc-2024-07-cut",
        "Will the Bank of Canada lower its target for the overnight rate on July 24, 2024?",
        "Resolves YES if the Bank of Canada's announcement of July 24, 2024 lowers the target for the overnight rate below 4.75%. Resolves NO otherwise.",
        "2024-07-08",
        "2024-07-24",
        1,
        "central_banks",
        """
4|K|central-bank-calendar|Schedule for policy interest rate announcements, 2024|January 24; March 6; April 10; June 5; July 24 (with Monetary Policy Report); September 4; October 23 (with MPR); December 11. Announcements at 9:45 a.m. ET.|A schedule of announcements.
2|L|central-bank-statement|Bank of Canada reduces policy rate by 25 basis points|The Bank of Canada today, July 24, 2024, reduced its target for the overnight rate to 4.5%, with the Bank Rate at 4.75% and the deposit rate at 4.5%. Governing Council judged that excess supply is putting downward pressure on inflation.|Reports the July 24, 2024 cut as done.
6|K|economist-preview|After June's cut, back-to-back is a coin toss|Our base case is a second cut on July 24, but May CPI at 2.9% made the case harder. The Business Outlook Survey on July 15 and June CPI on July 16 are the deciders.|A forecast and scheduled data.
1|L|fx-report|Loonie slips as Macklem signals more to come|The Canadian dollar weakened to about 1.3850 per US dollar on July 24, 2024 after the Bank of Canada delivered a second straight cut and Governor Tiff Macklem said further reductions were reasonable to expect.|Reports the July 24, 2024 decision and market move.
9|K|stats-release|Labour Force Survey: release dates|June 2024 data: July 5, 2024. July 2024 data: August 9, 2024. August 2024 data: September 6, 2024. Release time 8:30 a.m. ET.|A release schedule.
3|L|economist-recap|June CPI cleared the way|Headline inflation eased to 2.7% in June, Statistics Canada said on July 16, 2024, and the core measures cooled, giving the bank the cover it needed for its July move.|Reports the July 16, 2024 CPI release and the July decision as done.
""",
    ),
]
