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
    Q(
        "p6-rbnz-2024-08-cut",
        "Will the Reserve Bank of New Zealand lower the Official Cash Rate at its Monetary Policy Statement of August 14, 2024?",
        "Resolves YES if the RBNZ's Monetary Policy Statement announced on August 14, 2024 lowers the Official Cash Rate below 5.50%. Resolves NO otherwise.",
        "2024-07-29",
        "2024-08-14",
        1,
        "central_banks",
        """
5|K|economist-preview|RBNZ: the case for an earlier pivot|The July 10 Monetary Policy Review dropped the hawkish language, and second-quarter CPI at 3.3% came in softer than the bank forecast. We now expect a first 25 bp cut on 14 August 2024, though November remains the consensus.|A forecast of a scheduled decision, nothing reported.
2|L|central-bank-statement|Monetary Policy Statement: OCR reduced to 5.25%|The Monetary Policy Committee agreed on 14 August 2024 to reduce the Official Cash Rate by 25 basis points to 5.25%, judging that inflation is returning to the 1-3% target band and that restraint can be tempered.|Reports the August 14, 2024 cut as done.
8|K|central-bank-calendar|OCR announcement dates, 2024|28 February (MPS); 10 April (MPR); 22 May (MPS); 10 July (MPR); 14 August (MPS); 9 October (MPR); 27 November (MPS). Announcements at 2:00 pm NZT.|A schedule of announcements.
1|L|fx-report|Kiwi slides 1% after surprise cut|The New Zealand dollar fell to about 0.5980 US cents on Wednesday, August 14, 2024, after the RBNZ cut rates and published a track pointing to further easing; two-year swap rates dropped 20 basis points.|Reports the August 14, 2024 decision and market move.
11|K|stats-release|Labour market statistics: June 2024 quarter, release date|Household Labour Force Survey and Quarterly Employment Survey results for the June 2024 quarter will be released at 10:45 am on 7 August 2024.|A scheduled release.
3|L|economist-recap|Jobless rate rises to 4.6%|Unemployment rose to 4.6% in the June quarter from 4.4%, Stats NZ said on 7 August 2024, a touch below the RBNZ's forecast and consistent with a softening labour market.|Reports the August 7, 2024 release, after the cutoff, as done.
""",
    ),
    Q(
        "p6-copom-2024-09-hike",
        "Will Brazil's Copom raise the Selic rate at its meeting of September 17-18, 2024?",
        "Resolves YES if the Monetary Policy Committee of the Banco Central do Brasil announces on September 18, 2024 a Selic target above 10.50%. Resolves NO otherwise.",
        "2024-09-02",
        "2024-09-18",
        1,
        "central_banks",
        """
6|K|economist-preview|Copom: from hold to hike|Director Gabriel Galipolo has said a hike is on the table, and the August Focus survey shows inflation expectations drifting further from target. We now expect a 25 bp increase to 10.75% on September 18, 2024, the same day as the Fed decision.|A forecast of a scheduled decision.
2|L|central-bank-statement|Copom raises the Selic rate to 10.75%|On 18 September 2024 the Copom unanimously decided to raise the Selic rate by 0.25 percentage point to 10.75% a.a., citing a resilient economy, a positive output gap and unanchored expectations.|Reports the September 18, 2024 hike as done.
13|K|central-bank-calendar|Copom meetings, 2024 calendar|January 30-31; March 19-20; May 7-8; June 18-19; July 30-31; September 17-18; November 5-6; December 10-11. Decisions after 18:30 Brasilia time on the second day.|A schedule of meetings.
1|L|stats-release|GDP grows 1.4% in the second quarter|Brazil's GDP grew 1.4% in the second quarter from the first, seasonally adjusted, IBGE reported on September 3, 2024, above most forecasts, with household consumption up 1.3%.|Reports the September 3, 2024 GDP release, after the cutoff, as done.
4|K|fx-report|Real steadies near 5.60 before September Copom|The real has recovered from early-August lows near 5.86 per dollar, helped by hawkish remarks from central bank directors. Traders see the September 17-18 meeting as the first chance to hike since 2022.|Past market moves and a scheduled meeting.
3|L|economist-recap|Brazil and the US move in opposite directions|Hours after the Fed cut by half a point on 18 September 2024, the Copom lifted the Selic to 10.75% and left the door open to more.|Reports the September 18, 2024 decisions as done.
""",
    ),
    Q(
        "p6-cbrt-2023-08-500bp",
        "Will the Central Bank of the Republic of Türkiye raise its one-week repo rate by 500 basis points or more at its MPC meeting of August 24, 2023?",
        "Resolves YES if the policy rate announced on August 24, 2023 is at least 22.50%, up from 17.50%. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-24",
        1,
        "central_banks",
        """
3|K|economist-preview|CBRT: another gradual step expected|After July's 250 bp hike disappointed markets, the consensus for August 24 is another 250 bp, to 20%. We see risks of a larger move if the lira keeps sliding toward 27.5 per dollar.|A forecast of a scheduled decision.
1|L|wire-flash|TURKISH CENTRAL BANK HIKES RATE TO 25% FROM 17.5%, FAR ABOVE FORECASTS|The central bank raised its one-week repo rate by 750 basis points to 25% on Thursday, Aug. 24, 2023, its biggest hike since the policy shift began in June under Governor Hafize Gaye Erkan.|Reports the August 24, 2023 hike as done.
9|K|central-bank-calendar|MPC meeting schedule, 2023|22 June; 20 July; 24 August; 21 September; 26 October; 23 November; 21 December. Decisions announced at 14:00 local time.|A schedule of meetings.
16|K|research-note|Inflation report day|The CBRT will publish its third inflation report of the year on July 27, and the governor's presentation is the next test of the tightening path. July CPI follows on August 3.|Scheduled events before the cutoff, seen from a date before them.
2|L|fx-report|Lira jumps 6% after jumbo hike|The lira strengthened to about 25.5 per dollar on August 24, 2023 after the central bank's 750 basis point increase, its biggest one-day gain in months.|Reports the August 24, 2023 decision and market move.
7|K|stats-release|Consumer price index, July 2023|Annual CPI inflation rose to 47.83% in July 2023 from 38.21% in June, TurkStat said. The August 2023 index will be published on 4 September 2023.|A past release before the cutoff and a scheduled release.
""",
    ),
    Q(
        "p6-nbp-2023-09-50bp",
        "Will the National Bank of Poland's Monetary Policy Council cut the reference rate by 50 basis points or more at its meeting of September 5-6, 2023?",
        "Resolves YES if the reference rate decided at the meeting ending September 6, 2023 is 6.25% or lower, down from 6.75%. Resolves NO otherwise.",
        "2023-08-23",
        "2023-09-06",
        1,
        "central_banks",
        """
4|K|economist-preview|Poland: first cut likely in September|Governor Glapiński said in July that easing could begin once CPI fell to single digits, and the August flash is due on August 31. We expect a 25 bp cut on September 6, 2023 and more in October, before the October 15 election.|A forecast of scheduled events after the cutoff.
2|L|central-bank-statement|MPC decision: interest rates lowered|At its meeting on 5-6 September 2023 the Council decided to lower the NBP reference rate by 0.75 percentage point to 6.00%. The Council judged that inflation was falling faster than previously expected.|Reports the September 6, 2023 cut as done.
10|K|central-bank-calendar|MPC meeting schedule, second half of 2023|11-12 July; 5-6 September; 3-4 October; 7-8 November; 5-6 December. The governor's press conference is held on the day after the decision.|A schedule of meetings.
1|L|fx-report|Zloty tumbles 2% after surprise 75 bp cut|The zloty weakened past 4.60 per euro on September 6, 2023, its biggest one-day fall in over a year, after the central bank cut rates three times more than most economists had expected.|Reports the September 6, 2023 decision and market move.
6|K|stats-release|Flash estimate of CPI: release date|Statistics Poland will publish the flash estimate of consumer prices for August 2023 on 31 August 2023 at 10:00. July annual CPI was 10.8%.|A scheduled release and an earlier value.
3|L|economist-recap|Glapiński defends the size of the cut|At his press conference on 7 September 2023 the governor said the Council acted decisively because inflation would reach single digits in September, and rejected suggestions the move was tied to the election.|Reports the September 7, 2023 press conference as done.
""",
    ),
    Q(
        "p6-china-lpr5y-2023-08",
        "Will China's five-year loan prime rate published on August 21, 2023 be below 4.20%?",
        "Resolves YES if the five-year LPR published by the National Interbank Funding Center on August 21, 2023 is below 4.20%. Resolves NO otherwise.",
        "2023-08-07",
        "2023-08-21",
        0,
        "central_banks",
        """
5|K|economist-preview|LPR: room for a 10 bp cut in August|The June round trimmed both the one-year and five-year LPR by 10 bp. With property sales weak, we expect another reduction to both tenors on 21 August 2023, most likely if the PBOC first lowers the MLF rate on the 15th.|A forecast and a conditional.
1|L|market-report|China cuts one-year LPR, leaves five-year unchanged|China trimmed its one-year loan prime rate by 10 basis points to 3.45% on August 21, 2023 but held the five-year rate, the reference for mortgages, at 4.20%, disappointing investors who had hoped for stronger property support.|Reports the August 21, 2023 fixing as done.
10|K|data-series-page|Loan prime rate, five-year, percent|2022-08-22: 4.30. 2023-06-20: 4.20. 2023-07-20: 4.20. Next fixing: 2023-08-21 (the 20th, moved to the next working day).|Earlier values and a scheduled fixing.
3|L|stats-release|July activity: retail sales and industrial output slow|Retail sales rose 2.5% from a year earlier in July and industrial output 3.7%, the statistics bureau said on 15 August 2023; it also suspended publication of the youth jobless rate.|Reports the August 15, 2023 release as done.
7|K|research-note|Property support: mortgages first|The State Council has signalled measures to lower rates on existing mortgages. If the MLF rate is cut on August 15, 2023, a matching cut to the five-year LPR would normally follow at the next fixing.|A conditional about scheduled events.
2|L|economist-recap|MLF surprise, LPR disappointment|The PBOC lowered its one-year MLF rate by 15 bp to 2.50% on 15 August 2023, but the 21 August 2023 fixing cut only the one-year LPR, to 3.45%, leaving five-year at 4.20%.|Reports the August 15 and August 21, 2023 decisions.
""",
    ),
    Q(
        "p6-boj-2023-10-ycc",
        "Will the Bank of Japan change its yield curve control framework at its Monetary Policy Meeting of October 30-31, 2023?",
        "Resolves YES if the BOJ's statement of October 31, 2023 changes the target, the band, the upper bound or the fixed-rate purchase operation of its 10-year JGB yield control. Resolves NO otherwise.",
        "2023-10-16",
        "2023-10-31",
        1,
        "central_banks",
        """
6|K|economist-preview|BOJ: the 1% cap is under pressure|Ten-year JGB yields are already above 0.8%, and the 1% ceiling set in July looks tight. We see a 40% chance that the bank adjusts the framework again on October 31, 2023, with the new Outlook Report.|A forecast of a scheduled meeting.
1|L|central-bank-statement|Enhancing the flexibility of yield curve control|The Bank decided on 31 October 2023 to conduct yield curve control with greater flexibility, regarding the upper bound of 1.0% for 10-year JGB yields as a reference rather than a rigid cap, and ending daily fixed-rate purchases at 1%.|Reports the October 31, 2023 change as done.
11|K|central-bank-calendar|Monetary Policy Meetings, 2023|January 17-18; March 9-10; April 27-28; June 15-16; July 27-28; September 21-22; October 30-31; December 18-19. Outlook for Economic Activity and Prices: April, July, October.|A schedule of meetings.
2|L|fx-report|Yen slides past 151 after BOJ tweak|The yen weakened to 151.4 per dollar on Tuesday, Oct. 31, 2023 as investors judged the Bank of Japan's latest change to bond-yield control too timid.|Reports the October 31, 2023 decision and market move.
4|K|data-calendar|Japan: week of October 30|Mon: retail sales. Tue Oct 31: BOJ decision (around noon), Ueda press conference (15:30), industrial production. Wed Nov 1: FOMC decision (Washington).|A calendar of events after the cutoff.
8|K|research-note|Why July's move did not settle it|In July the BOJ allowed yields to move 0.5 percentage point either side of zero as a reference and offered to buy at 1.0%. With US 10-year yields near 4.8%, that line may be tested before the October 30-31 meeting.|Past facts and a future meeting.
""",
    ),
    Q(
        "p6-boe-2024-06-cut",
        "Will the Bank of England lower Bank Rate at its decision of June 20, 2024?",
        "Resolves YES if the Monetary Policy Committee's decision announced on June 20, 2024 lowers Bank Rate below 5.25%. Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-20",
        0,
        "central_banks",
        """
5|K|economist-preview|MPC: election timing makes June a hold|With the general election on 4 July 2024 and services inflation still near 6%, we expect the MPC to keep Bank Rate at 5.25% on 20 June and cut in August. May CPI lands the day before the decision, on 19 June.|A forecast and scheduled events after the cutoff.
2|L|central-bank-statement|Bank Rate maintained at 5.25%|At its meeting ending on 19 June 2024, the MPC voted by a majority of 7-2 to maintain Bank Rate at 5.25%; two members preferred a reduction to 5%. The decision was announced on 20 June 2024.|Reports the June 20, 2024 decision as done.
9|K|central-bank-calendar|MPC dates for 2024|1 February; 21 March; 9 May; 20 June; 1 August; 19 September; 7 November; 19 December. Monetary Policy Reports in February, May, August and November.|A schedule of decisions.
1|L|stats-release|CPI annual rate falls to 2.0% in May|The Consumer Prices Index rose by 2.0% in the 12 months to May 2024, down from 2.3% in April, the ONS said on 19 June 2024; services inflation was 5.7%.|Reports the June 19, 2024 release, after the cutoff, as done.
3|L|fx-report|Sterling dips as 'finely balanced' wording lifts August bets|The pound slipped to $1.2680 on June 20, 2024 after the minutes said the decision not to cut had been finely balanced for some members who voted to hold.|Reports the June 20, 2024 decision and market move.
14|K|economist-preview|Rate cut? Not before the votes are counted|Markets price only a small chance of a June move. If April CPI on 22 May shows inflation near 2%, the case for August strengthens further, we argue.|A conditional and a scheduled release.
""",
    ),
    Q(
        "p6-us-cpi-2024-08-2p5",
        "Will US CPI inflation for August 2024 be 2.5% or lower year over year?",
        "Resolves YES if the BLS CPI-U release of September 11, 2024 shows the all-items index up 2.5% or less (not seasonally adjusted) in the 12 months to August 2024. Resolves NO otherwise.",
        "2024-08-26",
        "2024-09-11",
        1,
        "macro_data",
        """
4|K|economist-preview|August CPI: another step down in headline|Falling gasoline prices should bring annual CPI to about 2.6% in August from 2.9% in July. The release is on Wednesday, September 11, 2024, a week before the FOMC.|A forecast of a scheduled release.
1|L|stats-release|Consumer Price Index, August 2024|The all items index increased 2.5% for the 12 months ending August, the smallest 12-month increase since February 2021, the BLS said on September 11, 2024. The index for all items less food and energy rose 3.2%.|Reports the September 11, 2024 release as done.
8|K|data-calendar|US: release schedule, early September|Tue Sep 3: ISM manufacturing. Fri Sep 6: August employment situation. Wed Sep 11: August CPI. Thu Sep 12: August PPI. Tue-Wed Sep 17-18: FOMC.|A calendar of releases after the cutoff.
2|L|market-report|Core surprise trims bets on a half-point cut|Fed funds futures pared the odds of a 50 basis point move next week after core CPI rose 0.3% in August, data showed on Sept. 11, 2024; the S&P 500 recovered from early losses to close 1.1% higher.|Reports the September 11, 2024 release and market move.
2|K|research-note|Powell's Jackson Hole message|Chair Powell said on August 23 that the time had come for policy to adjust. The August CPI report on 11 September 2024 will mostly shape the size of the first cut, not its timing.|A past statement before the cutoff and a scheduled release.
6|K|data-series-page|CPI-U, all items, 12-month percent change|2024: Jan 3.1; Feb 3.2; Mar 3.5; Apr 3.4; May 3.3; Jun 3.0; Jul 2.9. Aug: release scheduled 2024-09-11, 8:30 a.m.|Earlier values and a scheduled release.
""",
    ),
    Q(
        "p6-uk-cpi-2023-11-below-4p4",
        "Will the ONS report UK CPI annual inflation for November 2023 below 4.4%?",
        "Resolves YES if the Consumer Prices Index 12-month rate for November 2023, published by the Office for National Statistics on December 20, 2023, is below 4.4%. Resolves NO otherwise.",
        "2023-12-04",
        "2023-12-20",
        1,
        "macro_data",
        """
3|K|economist-preview|UK inflation: November to ease further|After October's drop to 4.6%, the consensus for November is 4.4%, with fuel prices lower again. The ONS publishes on Wednesday 20 December 2023, six days after the MPC's last decision of the year.|A forecast of a scheduled release.
1|L|stats-release|CPI annual rate 3.9% in November 2023|The Consumer Prices Index rose by 3.9% in the 12 months to November 2023, down from 4.6% in October, according to the release of 20 December 2023. The largest downward contribution came from transport, mainly motor fuels.|Reports the December 20, 2023 release as done.
9|K|data-series-page|CPI annual rate, all items, UK|Jun 2023: 7.9. Jul: 6.8. Aug: 6.7. Sep: 6.7. Oct: 4.6. Nov: to be published 20 December 2023 at 07:00.|Earlier values and a scheduled release.
2|L|fx-report|Pound drops as inflation undershoots|Sterling fell almost 0.8% to $1.2630 on Dec. 20, 2023, and two-year gilt yields dropped sharply, after inflation came in well below forecasts, prompting traders to price Bank of England cuts from May.|Reports the December 20, 2023 release and market move.
12|K|central-bank-calendar|Bank of England: MPC announcements|2 November 2023; 14 December 2023; 1 February 2024; 21 March 2024. Minutes are published at the same time as the decision.|A schedule of announcements.
5|L|economist-recap|MPC holds at 5.25%, pushes back on cuts|The Committee voted 6-3 on 14 December 2023 to keep Bank Rate at 5.25%, with three members again favouring a rise, and said policy would need to be restrictive for an extended period.|Reports the December 14, 2023 decision, after the cutoff, as done.
""",
    ),
    Q(
        "p6-ftse-record-2024-04",
        "Will the FTSE 100 close above its February 2023 record close of 8,012.53 on any trading day by April 30, 2024?",
        "Resolves YES if the FTSE 100 index records a daily closing level above 8,012.53 on any trading day from the question's opening through April 30, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-30",
        1,
        "markets",
        """
4|K|market-report|FTSE 100 within 1% of record|London's blue-chip index closed at 7,935 on Wednesday, its highest in nearly a year, helped by oil majors and miners. The record close of 8,012.53 set on 16 February 2023 is within reach if commodity prices hold.|Past closes and a conditional.
1|L|market-report|FTSE 100 closes at record high|The FTSE 100 closed at a record 8,023.87 on Monday, April 22, 2024, beating its February 2023 high, as a weaker pound lifted dollar earners and investors bet on a Bank of England cut in June.|Reports the April 22, 2024 record close as done.
10|K|research-note|UK equities: cheap, and finally moving?|The index trades on about 11 times forward earnings. Our year-end target is 8,300; the main risks are the April 2024 US CPI print on April 10 and a stronger pound.|A target and a scheduled release.
2|L|weekly-wrap|Week in markets: London leads|The FTSE 100 set record closes on four of five days in the week to 26 April 2024, ending Friday at 8,139.83.|Reports record closes in the week to April 26, 2024.
7|K|data-calendar|UK: the month ahead|Apr 11: February GDP. Apr 16: labour market. Apr 17: March CPI. May 9: Bank of England decision.|A calendar of releases after the cutoff.
3|K|data-series-page|FTSE 100 index, daily close|2024-03-28: 7,952.62. 2024-04-02: 7,935.09. 2024-04-03: 7,937.44. Record close: 8,012.53 (2023-02-16).|Closes and a record before the cutoff.
""",
    ),
    Q(
        "p6-hsi-22000-2024-10",
        "Will the Hang Seng Index close above 22,000 on any trading day by October 31, 2024?",
        "Resolves YES if the Hang Seng Index records a daily closing level above 22,000 on any trading day from the question's opening through October 31, 2024. Resolves NO otherwise.",
        "2024-09-23",
        "2024-10-31",
        1,
        "markets",
        """
3|K|market-report|Hang Seng ends week near 18,260|Hong Kong stocks rose 5% for the week after the Fed's half-point cut, with property developers leading. The index last closed above 22,000 in early 2023, on January 27.|Past closes before the cutoff.
1|L|market-report|Hang Seng surges above 22,000 in record week|The Hang Seng soared 6.2% to close at 22,443.73 on October 2, 2024, extending a rally sparked by the PBOC's stimulus package of September 24, 2024; turnover hit a record.|Reports the October 2, 2024 close and the September 24 package as done.
8|K|research-note|China: will the Third Plenum follow-through come?|We doubt a broad rally can be sustained without fiscal support. A rebound toward 20,000 is possible if Beijing announces measures before the National Day holiday, October 1-7, 2024.|A conditional and a scheduled holiday.
2|L|wire-flash|PBOC ANNOUNCES RRR CUT, LOWER MORTGAGE RATES, STOCK-MARKET FUNDING TOOLS|Governor Pan Gongsheng said on September 24, 2024 that the reserve requirement ratio would be cut by 50 basis points and the 7-day reverse repo rate by 20 basis points to 1.5%.|Reports the September 24, 2024 announcements, after the cutoff, as done.
14|K|data-calendar|Asia: key dates, late September to October|Sep 26: Hong Kong exports. Sep 30: China official PMIs. Oct 1: National Day (Hong Kong and mainland markets closed). Oct 8: mainland markets reopen. Oct 18: China Q3 GDP.|A calendar of dates after the cutoff.
5|L|economist-recap|From euphoria to reality|The index peaked at a close of 23,099.78 on 7 October 2024 and then plunged 9.4% on 8 October 2024 when a briefing by the planning agency offered no new stimulus.|Reports the October 7 and October 8, 2024 closes as done.
""",
    ),
    Q(
        "p6-chile-2023-07-75bp",
        "Will the Central Bank of Chile cut its monetary policy rate by 75 basis points or more at the meeting whose decision is announced on July 28, 2023?",
        "Resolves YES if the monetary policy rate announced on July 28, 2023 is 10.50% or lower, down from 11.25%. Resolves NO otherwise.",
        "2023-07-14",
        "2023-07-28",
        1,
        "central_banks",
        """
6|K|economist-preview|Chile: the easing cycle starts this month|After inflation fell to 8.7% in June, the board signalled that cuts would begin at the July meeting. The consensus is 50 bp on July 28, 2023, with a minority calling for 75 bp.|A forecast of a scheduled decision.
1|L|central-bank-statement|Monetary policy meeting: rate lowered to 10.25%|At its meeting of 28 July 2023 the Board decided, by unanimity, to lower the monetary policy rate by 100 basis points to 10.25%, and said the pace of cuts would depend on the convergence of inflation.|Reports the July 28, 2023 cut as done.
11|K|central-bank-calendar|Monetary policy meetings, 2023|25 January; 1 March; 4 April; 16 May; 16 June; 28 July; 5 September; 25 October; 18 December. Decisions at 18:00.|A schedule of meetings.
2|L|fx-report|Peso weakens past 840 after bigger-than-expected cut|The Chilean peso fell about 1.5% to 842 per dollar on Monday, July 31, 2023, the first session after the central bank's 100 basis point reduction.|Reports the July 31, 2023 market move after the cut.
8|K|stats-release|CPI: June 2023|The CPI rose 0.2% in June 2023 and 8.7% over twelve months, INE said. The July index will be published on 8 August 2023.|A past release and a scheduled release.
4|K|research-note|A survey points to bolder easing|The Economic Expectations Survey published on July 10 showed analysts expecting a policy rate of 9.0% by year-end. If copper holds above $3.80 per pound, the board has room to move faster than 50 bp on July 28.|A past survey and a conditional.
""",
    ),
    Q(
        "p6-riksbank-2023-09-hike",
        "Will Sveriges Riksbank raise its policy rate in the monetary policy decision announced on September 21, 2023?",
        "Resolves YES if the policy rate announced by the Riksbank on September 21, 2023 is above 3.75%. Resolves NO otherwise.",
        "2023-09-06",
        "2023-09-21",
        1,
        "central_banks",
        """
5|K|economist-preview|Riksbank: one more 25, maybe the last|Core CPIF inflation is still around 7% and the krona near record lows against the euro. We expect a 25 bp increase to 4.00% on 21 September 2023; August inflation, out on 14 September, is the last big input.|A forecast and a scheduled release.
2|L|central-bank-statement|Policy rate raised to 4 per cent|The Executive Board decided to raise the policy rate by 0.25 percentage points to 4 per cent, the Riksbank announced on 21 September 2023, and to increase the hedging of part of its foreign exchange reserves.|Reports the September 21, 2023 hike as done.
12|K|central-bank-calendar|Monetary policy decisions, 2023|8 February; 26 April; 29 June; 21 September (Monetary Policy Report); 23 November. Decisions published at 09:30.|A schedule of decisions.
1|L|fx-report|Krona jumps as Riksbank starts hedging reserves|The krona strengthened about 1% against the euro on Sept. 21, 2023 after the central bank said it would sell $8 billion and 3 billion euros of reserves over coming months.|Reports the September 21, 2023 decision and market move.
9|K|stats-release|CPI flash for August: publication|Statistics Sweden publishes the flash estimate of CPIF for August 2023 on 7 September 2023 at 08:00 and the full outcome on 14 September 2023.|A schedule of releases.
3|L|economist-recap|August inflation eases, but not enough|CPIF excluding energy rose 7.2% in August, Statistics Sweden said on 14 September 2023, down from 7.8% in July.|Reports the September 14, 2023 release, after the cutoff, as done.
""",
    ),
    Q(
        "p6-snb-2024-06-cut",
        "Will the Swiss National Bank lower its policy rate at its monetary policy assessment of June 20, 2024?",
        "Resolves YES if the SNB policy rate announced on June 20, 2024 is below 1.50%. Resolves NO otherwise.",
        "2024-06-04",
        "2024-06-20",
        1,
        "central_banks",
        """
4|K|economist-preview|SNB: a second cut is a close call|After the surprise move in March, inflation ticked up to 1.4% in May. We lean toward a cut to 1.25% on 20 June 2024 but see a 45% chance of a hold; the franc's strength will decide.|A forecast of a scheduled decision.
1|L|central-bank-statement|SNB lowers policy rate to 1.25%|The Swiss National Bank lowered the SNB policy rate by 0.25 percentage points to 1.25% on 20 June 2024, noting that underlying inflationary pressure had decreased again.|Reports the June 20, 2024 cut as done.
10|K|central-bank-calendar|Monetary policy assessments, 2024|21 March; 20 June; 26 September; 12 December. Press conferences at 10:00 after the quarterly assessment.|A schedule of assessments.
2|L|fx-report|Franc weakens after second SNB cut|The Swiss franc fell about 0.5% against the euro to 0.9560 on June 20, 2024, after the SNB cut rates for the second time this year, ahead of the ECB and the Fed.|Reports the June 20, 2024 decision and market move.
7|K|stats-release|Consumer prices, May 2024: release date|The Federal Statistical Office will publish the CPI for May 2024 on 4 June 2024 at 08:30. April's annual rate was 1.4%.|A scheduled release and an earlier value.
3|L|economist-recap|ECB joins the cutting club|The ECB lowered its deposit rate to 3.75% on 6 June 2024, its first cut since 2019, leaving the SNB with more room to ease later in the month.|Reports the June 6, 2024 ECB cut, after the cutoff, as done.
""",
    ),
    Q(
        "p6-rba-2025-08-cut",
        "Will the Reserve Bank of Australia lower the cash rate target at its meeting of August 11-12, 2025?",
        "Resolves YES if the cash rate target announced on August 12, 2025 is below 3.85%. Resolves NO otherwise.",
        "2025-07-28",
        "2025-08-12",
        1,
        "central_banks",
        """
7|K|economist-preview|RBA: August is the meeting|After the board held at 3.85% in July against expectations, Governor Bullock said it wanted more data on inflation. The June-quarter CPI on 30 July 2025 is the key; a trimmed mean near 2.7% would seal a cut on 12 August.|A past decision before the cutoff and a conditional.
2|L|central-bank-statement|Statement by the Monetary Policy Board: cash rate lowered|At its meeting ending 12 August 2025, the Board decided to lower the cash rate target by 25 basis points to 3.60 per cent, as underlying inflation continued to moderate.|Reports the August 12, 2025 cut as done.
13|K|central-bank-calendar|Monetary Policy Board meetings, 2025|17-18 February; 31 March-1 April; 19-20 May; 7-8 July; 11-12 August; 29-30 September; 3-4 November; 8-9 December. Statements at 2:30 pm AEST on the second day.|A schedule of meetings.
1|L|stats-release|Consumer Price Index, June quarter 2025|The CPI rose 0.7% in the June quarter and 2.1% over the twelve months; the trimmed mean rose 2.7% annually, the ABS said on 30 July 2025.|Reports the July 30, 2025 release, after the cutoff, as done.
4|K|fx-report|Aussie holds 0.65 as markets wait on CPI|The Australian dollar held near 0.6550 US cents on Thursday. Swaps imply about an 80% chance of a cut on August 12, 2025, up from 60% before the July hold.|Market pricing of a scheduled decision.
3|L|economist-recap|Third cut of the year, and a lower path|The RBA trimmed the cash rate to 3.60% on 12 August 2025 and lowered its growth forecasts, and the Governor said a few more cuts might be needed over the coming year.|Reports the August 12, 2025 decision as done.
""",
    ),
    Q(
        "p6-ism-mfg-2025-01-above-50",
        "Will the ISM Manufacturing PMI for January 2025 come in above 50?",
        "Resolves YES if the headline Manufacturing PMI for January 2025, published by the Institute for Supply Management on February 3, 2025, is above 50.0. Resolves NO otherwise.",
        "2025-01-20",
        "2025-02-03",
        1,
        "macro_data",
        """
3|K|economist-preview|ISM: close to the line|December's PMI rose to 49.3, its highest in nine months, and new orders were above 50. Regional surveys point to a January reading near 49.8; the report is due Monday, February 3, 2025.|A forecast of a scheduled release.
1|L|stats-release|Manufacturing PMI at 50.9%; January 2025 report|Economic activity in the manufacturing sector expanded in January for the first time after 26 consecutive months of contraction, the Institute said on February 3, 2025. The New Orders Index registered 55.1%.|Reports the February 3, 2025 release as done.
10|K|data-series-page|ISM Manufacturing PMI, index|2024: Jul 46.8; Aug 47.2; Sep 47.2; Oct 46.5; Nov 48.4; Dec 49.3. Jan 2025: release scheduled 2025-02-03, 10:00 ET.|Earlier values and a scheduled release.
2|L|market-report|Stocks slide on tariff orders before ISM beat|US stocks fell on February 3, 2025 after President Trump signed orders on February 1, 2025 imposing tariffs on Canada, Mexico and China, though losses narrowed after the factory survey returned to expansion.|Reports the February 1 and February 3, 2025 events as done.
6|K|data-calendar|US: week of February 3|Mon Feb 3: ISM manufacturing (10:00 ET). Wed Feb 5: ISM services. Fri Feb 7: January employment report, with annual benchmark revisions.|A calendar of releases after the cutoff.
4|K|research-note|Tariff risk and the factory cycle|Firms may pull purchases forward ahead of possible tariffs after the January 20, 2025 inauguration, which could lift new orders in early-year surveys. If the PMI crosses 50, it would be the first expansion since October 2022.|A scheduled event and a conditional.
""",
    ),
]
