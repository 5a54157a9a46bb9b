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
10|K|research-note|UK equities: cheap, and finally moving?|The index trades on about 11 times forward earnings. Our year-end target is 8,300; the main risks are the March US CPI print on April 10, 2024 and a stronger pound.|A target and a scheduled release.
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
4|K|economist-preview|SNB: a second cut is a close call|After the surprise move in March, inflation ticked up to 1.4% in April. We lean toward a cut to 1.25% on 20 June 2024 but see a 45% chance of a hold; the franc's strength will decide.|A forecast of a scheduled decision.
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
    Q(
        "p6-brent-85-2024-10",
        "Will front-month Brent crude futures settle above $85 a barrel on any day by October 31, 2024?",
        "Resolves YES if the front-month ICE Brent futures contract records a daily settlement above $85.00 a barrel on any trading day from the question's opening through October 31, 2024. Resolves NO otherwise.",
        "2024-10-02",
        "2024-10-31",
        0,
        "commodities",
        """
1|K|commodity-report|Brent jumps as Iran fires missiles at Israel|Brent rose 2.6% to settle at $73.56 a barrel on October 1 after Iran launched a barrage of ballistic missiles at Israel. Traders are weighing whether Israel will retaliate against Iranian oil facilities, which export about 1.7 million barrels a day.|A past move before the cutoff and a risk ahead.
3|L|commodity-report|Oil posts biggest weekly gain in over a year|Brent climbed above $78 a barrel by the close on Friday, October 4, 2024, up more than 8% on the week, after President Biden said on October 3, 2024 that Washington was discussing possible Israeli strikes on Iran's oil industry.|Reports the October 3-4, 2024 moves, after the cutoff, as done.
9|K|research-note|Oil: plenty of spare capacity|OPEC+ plans to begin unwinding 2.2 million barrels a day of voluntary cuts from December 2024, and spare capacity exceeds 5 million barrels a day. Our fourth-quarter Brent forecast is $75, with $85 only in a disruption scenario.|A forecast, plans and a conditional.
2|L|commodity-report|Brent tumbles 4% on report Israel will spare oil sites|Oil prices fell more than 4% on October 15, 2024, with Brent settling near $74.25, after a report that Israel had told the US it would not target Iranian oil or nuclear facilities.|Reports the October 15, 2024 fall as done.
6|K|data-calendar|Energy: October dates|Oct 2: OPEC+ Joint Ministerial Monitoring Committee (online). Oct 10: OPEC Monthly Oil Market Report. Oct 15: IEA Oil Market Report. Oct 31: December Brent contract expires.|A calendar of dates on and after the cutoff.
5|L|weekly-wrap|Oil slumps after Israel's strike avoids energy sites|Brent fell about 6% to $71.42 on Monday, October 28, 2024, after Israel's weekend strikes on Iran hit military targets and left oil infrastructure untouched.|Reports the October 28, 2024 fall as done.
""",
    ),
    Q(
        "p6-argentina-cpi-2024-10-below-3",
        "Will INDEC report Argentina's monthly CPI inflation for October 2024 below 3.0%?",
        "Resolves YES if the national CPI month-on-month change for October 2024, published by INDEC on November 13, 2024, is below 3.0%. Resolves NO otherwise.",
        "2024-10-28",
        "2024-11-13",
        1,
        "macro_data",
        """
4|K|economist-preview|Argentina: October inflation could start with a 2|High-frequency price surveys point to monthly inflation of 2.8-3.0% in October after 3.5% in September. INDEC publishes on Wednesday 13 November 2024; the central bank's REM survey is due on 5 November.|A forecast of scheduled releases.
1|L|stats-release|CPI October 2024: 2.7% monthly|The consumer price index rose 2.7% in October 2024 from the previous month, INDEC reported on 13 November 2024, the lowest monthly rate since November 2021; year-on-year inflation was 193%.|Reports the November 13, 2024 release as done.
10|K|data-series-page|Argentina CPI, national, month-on-month, percent|2024: Apr 8.8; May 4.2; Jun 4.6; Jul 4.0; Aug 4.2; Sep 3.5. Oct: INDEC calendar, 2024-11-13, 16:00.|Earlier values and a scheduled release.
2|L|market-report|Merval hits record, bonds rally on inflation drop|Argentine stocks closed at a record and dollar bonds rose on November 14, 2024, a day after monthly inflation slowed to 2.7%; the blue-chip swap dollar held near 1,150 pesos.|Reports the November 13 release and the November 14, 2024 market moves.
7|K|research-note|Crawling peg at 2% and the path to disinflation|The central bank devalues the official peso by 2% a month. If October inflation prints near 3%, the gap with the crawl would narrow enough to revive talk of slowing the crawl in early 2025.|A policy fact and a conditional.
3|L|correction|Correction to our inflation note|An earlier version of this note gave October's monthly inflation as 2.8%. INDEC reported 2.7% on 13 November 2024, after 3.5% in September.|A correction reports the November 13, 2024 release as done.
""",
    ),
    Q(
        "p6-us-nfp-2024-03-above-200k",
        "Will the first estimate of US nonfarm payrolls for March 2024 show a gain above 200,000?",
        "Resolves YES if the Employment Situation report published by the BLS on April 5, 2024 shows a first-estimate change in total nonfarm payroll employment for March 2024 above +200,000. Resolves NO otherwise.",
        "2024-03-18",
        "2024-04-05",
        1,
        "macro_data",
        """
5|K|economist-preview|Payrolls: still running hot?|After 275,000 in February, we look for 210,000 in March, with unemployment at 3.8%. The report is due Friday, April 5, 2024, 8:30 a.m. ET.|A forecast of a scheduled release.
1|L|stats-release|The Employment Situation, March 2024|Total nonfarm payroll employment rose by 303,000 in March, and the unemployment rate changed little at 3.8%, the BLS reported on April 5, 2024. Health care, government and construction added jobs.|Reports the April 5, 2024 release as done.
9|K|data-calendar|US: first week of April|Mon Apr 1: ISM manufacturing. Tue Apr 2: JOLTS. Wed Apr 3: ADP, ISM services. Fri Apr 5: March employment situation. Wed Apr 10: March CPI.|A calendar of releases after the cutoff.
3|L|economist-recap|Fed keeps three cuts in the dots|The FOMC held rates at 5.25-5.50% on March 20, 2024 and the median projection still showed three cuts this year, even as officials raised their growth forecasts.|Reports the March 20, 2024 decision, after the cutoff, as done.
12|K|research-note|Immigration and the payroll puzzle|Higher immigration may explain why payrolls have beaten forecasts for a year without lifting wage growth much. The March report on April 5 will include a sample of how strong hiring remains; our forecast is 200,000.|A forecast of a scheduled release.
2|L|preview-with-update|Payrolls preview: consensus near 200,000|Economists expect March payrolls to rise by about 200,000 when the BLS reports on April 5. UPDATE, April 5, 2024: Employers added 303,000 jobs in March and the unemployment rate slipped to 3.8%; ten-year yields rose to 4.40%.|An update appended to a preview reports the April 5, 2024 release.
""",
    ),
    Q(
        "p6-fed-2024-06-dots-two-cuts",
        "Will the median FOMC projection for the end-2024 federal funds rate in the June 2024 Summary of Economic Projections imply at least two rate cuts in 2024?",
        "Resolves YES if the median of participants' projections of the federal funds rate for the end of 2024, in the Summary of Economic Projections released with the FOMC statement on June 12, 2024, is 4.875% (shown as 4.9) or lower. Resolves NO otherwise.",
        "2024-05-28",
        "2024-06-12",
        0,
        "central_banks",
        """
6|K|economist-preview|June SEP: two cuts or one?|March's median still showed three cuts, but first-quarter inflation surprised higher. We expect the June 12, 2024 median to show two cuts, with a large minority at one; May CPI, released that same morning, could tip the balance.|A forecast of a scheduled release.
1|L|central-bank-statement|FOMC statement and projections, June 12, 2024|The Committee decided to maintain the target range for the federal funds rate at 5-1/4 to 5-1/2 percent. The median participant projected a rate of 5.1% at the end of 2024, implying one cut.|Reports the June 12, 2024 projections as done.
10|K|central-bank-calendar|FOMC: remaining 2024 meetings|June 11-12*; July 30-31; September 17-18*; November 6-7; December 17-18*. *Summary of Economic Projections. Statements at 2:00 p.m., press conference at 2:30 p.m.|A schedule of meetings.
2|L|economist-recap|Soft CPI, hawkish dots|May CPI came in flat on the month on June 12, 2024, with annual inflation at 3.3%, but hours later the dots showed only one cut this year: eight officials saw two, seven saw one and four none.|Reports the June 12, 2024 CPI and projections.
4|L|stats-release|Employment Situation, May 2024|Total nonfarm payroll employment increased by 272,000 in May, and the unemployment rate rose to 4.0%, the BLS reported on June 7, 2024.|Reports the June 7, 2024 jobs report, after the cutoff, as done.
3|K|research-note|Minutes point to patience|The minutes of the April 30-May 1 meeting, released on May 22, showed many officials uncertain about the degree of restriction. We think the June projections will reflect that caution.|A past release before the cutoff and a forecast.
""",
    ),
    Q(
        "p6-ecb-2023-12-pepp",
        "Will the ECB announce a reduction or end of reinvestments under the Pandemic Emergency Purchase Programme at its monetary policy meeting of December 14, 2023?",
        "Resolves YES if the ECB's monetary policy decisions published on December 14, 2023 announce that PEPP principal reinvestments will be reduced or ended at a stated time (earlier than the end of 2024 guidance would otherwise imply). Resolves NO otherwise.",
        "2023-11-29",
        "2023-12-14",
        1,
        "central_banks",
        """
7|K|economist-preview|ECB: PEPP is the live issue in December|With rates at their peak, attention has turned to the balance sheet. Several Governing Council members have said an early end to PEPP reinvestments could be discussed on 14 December 2023; we expect an announcement of tapering from mid-2024.|A forecast of a scheduled meeting.
2|L|central-bank-statement|Monetary policy decisions, 14 December 2023|The Governing Council decided to keep the three key ECB interest rates unchanged. It intends to reinvest PEPP principal payments in full during the first half of 2024 and to reduce the portfolio by 7.5 billion euros per month on average over the second half, discontinuing reinvestments at the end of 2024.|Reports the December 14, 2023 decisions as done.
11|K|central-bank-calendar|Governing Council meetings|Monetary policy: 26 October 2023; 14 December 2023; 25 January 2024; 7 March 2024. Non-monetary policy meeting: 29 November 2023.|A schedule of meetings on and after the cutoff.
1|L|stats-release|Euro area annual inflation down to 2.4%|Euro area annual inflation is expected to be 2.4% in November 2023, down from 2.9% in October, according to a flash estimate published on 30 November 2023.|Reports the November 30, 2023 flash, after the cutoff, as done.
4|K|research-note|Has the ECB peaked?|Several Council members have said in recent weeks that rates have probably peaked. The staff projections due on 14 December 2023 will be the first to cover 2026.|A past statement and a scheduled publication.
3|L|economist-recap|Lagarde: 'we did not discuss rate cuts at all'|At the press conference of December 14, 2023 President Lagarde said the Council had not discussed cuts, while confirming the earlier end to PEPP reinvestments; markets still priced six cuts in 2024.|Reports the December 14, 2023 press conference as done.
""",
    ),
    Q(
        "p6-sarb-2025-01-cut",
        "Will the South African Reserve Bank lower the repo rate at its MPC announcement of January 30, 2025?",
        "Resolves YES if the repo rate announced by the SARB on January 30, 2025 is below 7.75%. Resolves NO otherwise.",
        "2025-01-13",
        "2025-01-30",
        1,
        "central_banks",
        """
6|K|economist-preview|SARB: one more 25, then a pause?|Inflation of 2.9% in November is well under the 4.5% midpoint. We expect a third consecutive 25 bp cut, to 7.50%, on 30 January 2025, although the rand's slide past 18.8 per dollar adds risk.|A forecast of a scheduled decision.
1|L|central-bank-statement|Statement of the Monetary Policy Committee, January 2025|The Committee decided on 30 January 2025 to reduce the repo rate by 25 basis points to 7.50% per annum, with effect from 31 January 2025.|Reports the January 30, 2025 cut as done.
12|K|central-bank-calendar|MPC meeting dates, 2025|28-30 January; 18-20 March; 27-29 May; 29-31 July; 16-18 September; 18-20 November. Statements on the third day at about 15:00.|A schedule of meetings.
2|L|stats-release|CPI rises to 3.0% in December|Annual consumer price inflation was 3.0% in December 2024, up from 2.9% in November, Stats SA said on 22 January 2025.|Reports the January 22, 2025 release, after the cutoff, as done.
4|K|fx-report|Rand weakens past 18.80 on strong dollar|The rand slipped to 18.85 per dollar on Thursday, its weakest since August, as US yields rose. Traders see the January 30 decision as finely balanced between a cut and a pause.|A past move and market pricing of a scheduled decision.
3|L|economist-recap|Kganyago cuts, warns on global risk|As expected, the SARB trimmed the repo rate to 7.50% on January 30, 2025 but the Governor warned that US policy and a stronger dollar made the outlook more uncertain; the rand held near 18.60.|Reports the January 30, 2025 decision as done.
""",
    ),
    Q(
        "p6-us-gdp-2025-q2-above-2",
        "Will the BEA's advance estimate of US real GDP growth for the second quarter of 2025 be above 2.0% (annualised)?",
        "Resolves YES if the advance estimate released by the Bureau of Economic Analysis on July 30, 2025 shows Q2 2025 real GDP growth above 2.0% at a seasonally adjusted annual rate. Resolves NO otherwise.",
        "2025-07-14",
        "2025-07-30",
        1,
        "macro_data",
        """
4|K|economist-preview|Q2 GDP: a trade rebound flatters growth|After first-quarter output fell 0.5% on an import surge ahead of tariffs, imports fell back sharply in the second quarter. Our tracking estimate for the July 30, 2025 advance release is 2.4%.|A forecast of a scheduled release.
2|L|stats-release|GDP increased 3.0 percent in the second quarter (advance estimate)|Real GDP increased at an annual rate of 3.0% in the second quarter of 2025, according to the advance estimate released on July 30, 2025, reflecting a decrease in imports and an increase in consumer spending.|Reports the July 30, 2025 estimate as done.
9|K|data-calendar|US: last week of July|Tue Jul 29: JOLTS, consumer confidence. Wed Jul 30: Q2 GDP (advance); FOMC decision. Thu Jul 31: June PCE. Fri Aug 1: July employment situation; tariff deadline.|A calendar of events after the cutoff.
1|L|economist-recap|Two dissents at the Fed|The FOMC held rates at 4.25-4.50% on July 30, 2025, with Governors Waller and Bowman dissenting in favour of a cut, hours after GDP data showed a 3.0% rebound.|Reports the July 30, 2025 decision and data as done.
11|K|data-series-page|Real GDP, percent change at annual rate|2024 Q3: 3.1. 2024 Q4: 2.4. 2025 Q1: -0.5 (third estimate, June 26, 2025). 2025 Q2: advance estimate due 2025-07-30.|Earlier values and a scheduled release.
3|L|wire-flash|JOBS GROWTH SLOWS TO 73,000; PRIOR TWO MONTHS REVISED DOWN 258,000|Payrolls rose 73,000 in July, the Labor Department said on August 1, 2025, and the president later that day ordered the BLS commissioner removed.|Reports the August 1, 2025 jobs report and removal as done.
""",
    ),
    Q(
        "p6-uk-cpi-2024-04-2p1",
        "Will the ONS report UK CPI annual inflation for April 2024 of 2.1% or lower?",
        "Resolves YES if the Consumer Prices Index 12-month rate for April 2024, published by the ONS on May 22, 2024, is 2.1% or lower. Resolves NO otherwise.",
        "2024-05-07",
        "2024-05-22",
        0,
        "macro_data",
        """
5|K|economist-preview|April CPI: the Ofgem effect|The 12% cut in the energy price cap from 1 April should drag annual inflation down to about 2.1% from 3.2% in March. The ONS publishes on 22 May 2024; the Bank of England's own forecast is for inflation close to 2% in the second quarter.|A forecast of a scheduled release.
1|L|stats-release|CPI annual rate 2.3% in April 2024|The Consumer Prices Index rose by 2.3% in the 12 months to April 2024, down from 3.2% in March, the ONS said on 22 May 2024. Services inflation eased only to 5.9%.|Reports the May 22, 2024 release as done.
2|K|central-bank-calendar|MPC announcement: Thursday 9 May 2024|The Bank of England will publish its Monetary Policy Summary, minutes and the May Monetary Policy Report at 12:00 on 9 May 2024. The next announcement is on 20 June 2024.|A schedule of announcements.
3|L|economist-recap|Sunak calls July election on inflation day|Hours after the ONS said on May 22, 2024 that inflation had fallen to 2.3%, Prime Minister Rishi Sunak announced a general election for July 4, 2024; markets scaled back bets on a June rate cut.|Reports the May 22, 2024 release and announcement as done.
9|K|data-series-page|CPI annual rate, all items, UK|Nov 2023: 3.9. Dec: 4.0. Jan 2024: 4.0. Feb: 3.4. Mar: 3.2. Apr: to be published 22 May 2024.|Earlier values and a scheduled release.
4|L|central-bank-statement|Bank Rate maintained at 5.25%|At its meeting ending on 8 May 2024, the MPC voted 7-2 to maintain Bank Rate at 5.25%, with two members preferring a cut to 5%, the Bank said on 9 May 2024.|Reports the May 9, 2024 decision, after the cutoff, as done.
""",
    ),
    Q(
        "p6-ruble-100-2023-08",
        "Will the Russian ruble weaken past 100 per US dollar on the Moscow Exchange at any time by August 31, 2023?",
        "Resolves YES if the ruble trades weaker than 100.00 per US dollar in Moscow Exchange spot trading at any time from the question's opening through August 31, 2023. Resolves NO otherwise.",
        "2023-08-01",
        "2023-08-31",
        1,
        "currencies",
        """
2|K|fx-report|Ruble slides to 92 as export revenue dries up|The ruble weakened past 92 per dollar on Friday, its lowest since March 2022, as a shrinking trade surplus and capital outflows weighed. The central bank's 100 basis point hike on July 21 has done little to stem the slide.|Past moves before the cutoff.
5|L|wire-flash|RUBLE CROSSES 100 PER DOLLAR FOR FIRST TIME IN 17 MONTHS|The ruble weakened past 100 per dollar on the Moscow Exchange on August 14, 2023, prompting a Kremlin adviser to blame loose monetary policy and the central bank to call an extraordinary meeting.|Reports the August 14, 2023 move as done.
9|K|central-bank-calendar|Bank of Russia: key rate meetings, 2023|10 February; 17 March; 28 April; 9 June; 21 July; 15 September; 27 October; 15 December. Press release at 13:30 Moscow time.|A schedule of meetings.
1|L|central-bank-statement|Bank of Russia raises the key rate to 12.00%|At an extraordinary meeting on 15 August 2023 the Board of Directors decided to raise the key rate by 350 basis points to 12.00% per annum, citing rising inflationary pressure and the ruble's weakening.|Reports the August 15, 2023 emergency hike as done.
6|K|research-note|How far can the ruble fall?|We see the ruble trading at 90-95 per dollar in August, with a break of 100 possible only if oil export revenue falls further. The next scheduled rate decision is on 15 September 2023.|A forecast, a conditional and a scheduled meeting.
3|L|economist-recap|Aug. 15, 2023: Bank of Russia hikes to 12% at emergency meeting|The ruble's slide has revived talk of capital controls and of a bigger role for exporters' currency sales. The central bank's next scheduled board meeting is on 15 September 2023.|The title reports the August 15, 2023 emergency hike as done; the text only names a scheduled meeting.
""",
    ),
    Q(
        "p6-silver-30-2024-05",
        "Will spot silver trade above $30 an ounce at any time by May 31, 2024?",
        "Resolves YES if the spot price of silver trades above $30.00 a troy ounce at any time from the question's opening through May 31, 2024. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-31",
        1,
        "commodities",
        """
4|K|commodity-report|Silver eases from three-year high|Spot silver slipped to $26.60 an ounce on Thursday after touching $29.79 in mid-April, its highest since 2021. Analysts at several banks see $30 as the next test, given a supply deficit in solar-panel demand.|Past prices and an outlook.
2|L|commodity-report|Silver breaks $30 for first time in over a decade|Spot silver rose above $30 an ounce on May 17, 2024 for the first time since 2013, gaining more than 5% in the day, as gold neared a record and Chinese buying picked up.|Reports the May 17, 2024 move as done.
12|K|research-note|Precious metals: the case for $30 silver|Our 12-month target is $32. A Fed pivot later in 2024 and continued central bank buying of gold should carry silver higher; the May 1, 2024 FOMC decision and April CPI on May 15 are near-term catalysts.|A target and scheduled events.
1|L|weekly-wrap|Gold and silver hit fresh peaks|Gold set a record near $2,450 an ounce and silver reached $32.5, its highest since 2012, on Monday, May 20, 2024, before profit-taking later in the week.|Reports the May 20, 2024 peaks as done.
8|K|data-calendar|Metals: dates to watch in May|May 1: FOMC decision. May 3: April employment report. May 15: April CPI. May 31: April PCE. Silver Institute World Silver Survey published on April 17.|A calendar of events after the cutoff.
3|L|commodity-report|Copper joins the metals rally|COMEX copper futures hit a record above $5.10 a pound on May 20, 2024, as a short squeeze added to bets on supply shortages.|Reports the May 20, 2024 record, after the cutoff, as done.
""",
    ),
    Q(
        "p6-china-gdp-2024-q3-4p7",
        "Will China's National Bureau of Statistics report third-quarter 2024 GDP growth of at least 4.7% year on year?",
        "Resolves YES if the first estimate of real GDP growth for July-September 2024, published by the NBS on October 18, 2024, is 4.7% or higher year on year. Resolves NO otherwise.",
        "2024-10-03",
        "2024-10-18",
        0,
        "macro_data",
        """
3|K|economist-preview|China Q3 GDP: stimulus comes too late for the quarter|The late-September measures will not show up in third-quarter output. We expect growth of 4.5% year on year when the NBS reports on October 18, 2024, after 4.7% in the second quarter.|A forecast of a scheduled release.
1|L|stats-release|National economy: GDP grows 4.6% in the third quarter|GDP grew 4.6% year on year in the third quarter, the NBS said on 18 October 2024, and 4.8% in the first three quarters; September retail sales rose 3.2% and industrial output 5.4%.|Reports the October 18, 2024 release as done.
11|K|stats-release|NBS release calendar, fourth quarter of 2024|October 13: CPI and PPI for September. October 18: GDP for the third quarter, with September activity data. October 31: official PMIs.|A release calendar.
2|L|market-report|Shanghai stocks rise after GDP as PBOC launches swap facility|Chinese shares rose nearly 3% on October 18, 2024 after growth slowed to 4.6%, as the central bank started its new facilities to fund stock purchases.|Reports the October 18, 2024 events as done.
7|K|research-note|Will the 'around 5%' target be met?|Growth averaged 5.0% in the first half. To reach about 5% for the year, the economy needs roughly 5% in each of the last two quarters, which we doubt; our full-year forecast is 4.8%.|A forecast with earlier data.
4|L|economist-recap|Markets cool after the NDRC disappointment|Mainland stocks jumped about 4% when trading resumed on October 8, 2024 after the Golden Week break, but the planning agency's briefing that morning offered no major new stimulus.|Reports the October 8, 2024 session, after the cutoff, as done.
""",
    ),
    Q(
        "p6-bok-2024-11-cut",
        "Will the Bank of Korea lower its base rate at its monetary policy meeting of November 28, 2024?",
        "Resolves YES if the base rate announced by the Bank of Korea on November 28, 2024 is below 3.25%. Resolves NO otherwise.",
        "2024-11-13",
        "2024-11-28",
        1,
        "central_banks",
        """
5|K|economist-preview|BOK: a pause after October's cut is the consensus|The bank cut to 3.25% in October. With the won near 1,400 per dollar after the US election, most economists expect a hold on 28 November 2024, though weak exports argue for back-to-back cuts.|A forecast of a scheduled decision.
1|L|central-bank-statement|Monetary policy decision|The Monetary Policy Board of the Bank of Korea decided on 28 November 2024 to lower the Base Rate by 25 basis points, from 3.25% to 3.00%, and cut its growth forecast for 2025 to 1.9%.|Reports the November 28, 2024 cut as done.
12|K|central-bank-calendar|Monetary policy meetings, 2024|11 January; 22 February; 12 April; 23 May; 11 July; 22 August; 11 October; 28 November. Decisions announced at about 10:00 KST.|A schedule of meetings.
2|L|fx-report|Won slides as surprise cut meets export gloom|The won weakened to around 1,395 per dollar on November 28, 2024 after the BOK delivered an unexpected second consecutive cut, the first back-to-back easing since 2009.|Reports the November 28, 2024 decision and market move.
8|K|stats-release|Q3 GDP (advance): growth of 0.1%|Real GDP grew 0.1% quarter on quarter in the third quarter of 2024, the Bank of Korea's advance estimate showed. Preliminary figures will be released on 5 December 2024.|A past release and a scheduled release.
3|L|economist-recap|From rate cut to martial law in five days|Days after the November 28, 2024 cut, President Yoon's declaration of martial law on December 3, 2024 sent the won to a two-year low and prompted pledges of unlimited liquidity.|Reports the November 28 and December 3, 2024 events as done.
""",
    ),
    Q(
        "p6-colombia-2023-12-cut",
        "Will Banco de la República de Colombia lower its policy rate at its board meeting of December 18, 2023?",
        "Resolves YES if the policy rate announced by the central bank's board on December 18, 2023 is below 13.25%. Resolves NO otherwise.",
        "2023-12-04",
        "2023-12-18",
        1,
        "central_banks",
        """
6|K|economist-preview|Colombia: the first cut is coming, but when?|Inflation fell to 10.48% in October. The board held at 13.25% in October by a split vote, and we expect a first 25 bp cut on 18 December 2023, with January a close alternative.|A forecast of a scheduled decision.
2|L|central-bank-statement|Board lowers policy rate to 13.00%|The Board of Directors of Banco de la República decided on 18 December 2023, by majority, to reduce the policy rate by 25 basis points to 13.00%, its first reduction since 2021.|Reports the December 18, 2023 cut as done.
10|K|central-bank-calendar|Board monetary policy meetings, 2023-2024|2023: 29 September; 31 October; 18 December. 2024: 31 January; 22 March; 30 April. Press statement after each decision.|A schedule of meetings.
1|L|stats-release|Consumer prices: November 2023|Annual inflation fell to 10.15% in November 2023, DANE reported on 7 December 2023, the lowest since April 2022.|Reports the December 7, 2023 release, after the cutoff, as done.
4|K|fx-report|Peso strongest in over a year|The Colombian peso traded near 4,000 per dollar on Thursday, helped by the outlook for lower US rates. A rate cut on December 18 is partly priced in the swap curve.|Past moves and market pricing of a scheduled decision.
3|L|economist-recap|Colombia starts the easing cycle|Banco de la República trimmed its rate to 13.00% on 18 December 2023, in a four-to-three vote, and Governor Leonardo Villar said the board would move cautiously in 2024.|Reports the December 18, 2023 decision as done.
""",
    ),
    Q(
        "p6-aus-cpi-2023-q4-below-4p3",
        "Will the ABS report Australia's annual headline CPI inflation for the December quarter 2023 below 4.3%?",
        "Resolves YES if the annual movement in the All groups CPI for the December quarter 2023, published by the Australian Bureau of Statistics on January 31, 2024, is below 4.3%. Resolves NO otherwise.",
        "2024-01-15",
        "2024-01-31",
        1,
        "macro_data",
        """
5|K|economist-preview|December-quarter CPI: goods disinflation continues|We expect headline CPI of 0.8% in the quarter and 4.3% over the year, down from 5.4%. The ABS publishes on 31 January 2024, a week before the RBA's first meeting under its new schedule.|A forecast of a scheduled release.
1|L|stats-release|CPI rose 0.6% in the December 2023 quarter|The Consumer Price Index rose 0.6% in the December quarter and 4.1% annually, the ABS said on 31 January 2024. The trimmed mean rose 4.2%, and the monthly indicator was 3.4% in December.|Reports the January 31, 2024 release as done.
11|K|central-bank-calendar|RBA Board meetings, 2024|5-6 February; 18-19 March; 6-7 May; 17-18 June; 5-6 August; 23-24 September; 4-5 November; 9-10 December. Statement and media conference at 2:30 pm and 3:30 pm AEDT.|A schedule of meetings.
2|L|fx-report|Aussie dips after inflation undershoots|The Australian dollar fell to 0.6570 US cents on January 31, 2024 after inflation came in below forecasts and markets brought forward RBA cut bets.|Reports the January 31, 2024 release and market move.
8|K|data-series-page|CPI, all groups, annual change, Australia|Dec qtr 2022: 7.8. Mar qtr 2023: 7.0. Jun qtr: 6.0. Sep qtr: 5.4. Dec qtr 2023: release 31 January 2024, 11:30 am.|Earlier values and a scheduled release.
3|L|economist-recap|RBA holds, drops tightening bias|The Board kept the cash rate at 4.35% on 6 February 2024, at its first meeting under the new schedule, and said a further increase could not be ruled out, a softer tone than in December.|Reports the February 6, 2024 decision, after the cutoff, as done.
""",
    ),
]
