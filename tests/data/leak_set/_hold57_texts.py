# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold57` part, read by `build_hold57.py`.

Economic data, markets and central banks worldwide: statistics-office release calendars and
releases, central-bank statements and calendars, market wraps, price pages, analyst notes,
commodity and crypto pages, written from resolved questions. Each question's documents are one
line each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; the wording is
invented and the figures are from memory, not checked data. See `build_hold57.py` and
the part's section in `tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "q7-mnb-2024-09-cut",
        "Will the Magyar Nemzeti Bank lower its base rate at the Monetary Council meeting of September 24, 2024?",
        "Resolves YES if the Monetary Council's decision announced on September 24, 2024 sets the central bank base rate below 6.75%. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-24",
        1,
        "central_banks",
        """
9|K|cb-calendar|Magyar Nemzeti Bank: Monetary Council meetings, second half of 2024|Rate-setting meetings: 23 July, 27 August, 24 September, 22 October, 19 November and 17 December 2024. The decision is released at 14:00 CET on the meeting day, followed by a press conference; minutes follow two weeks later.|A published meeting schedule that names the September 24 meeting without reporting it.
6|K|analyst-note|HUF rates: one more step, then a long pause|After last week's hold at 6.75%, we expect a final 25bp cut on 24 September and a base rate of 6.50% through year-end. Deputy Governor Virag's comments leave little room for anything larger while EUR/HUF sits near 395.|A forecast of the September 24 decision, not its outcome.
3|L|cb-statement|Monetary Council lowers the base rate by 25 basis points|At its meeting on 24 September 2024 the Monetary Council reduced the central bank base rate by 25 basis points to 6.50%. The overnight deposit and collateralised lending rates were lowered to 5.50% and 7.50%.|States the September 24, 2024 cut as done.
2|L|fx-wrap|Forint firms as MNB signals end of easing|The forint gained about half a percent after the central bank trimmed the base rate to 6.50% on Sept. 24, 2024 and said it saw no room for further cuts this year. EUR/HUF closed near 394.|Reports the September 24, 2024 decision and the market move.
12|K|data-release|KSH: consumer prices, July 2024|Consumer prices rose 4.1% in July 2024 from a year earlier, after 3.7% in June. Figures for August are scheduled for 10 September 2024.|Earlier data plus a scheduled release date.
1|L|market-page|BUX and forint: week in review, 23-27 September 2024|Base rate: 6.50% (cut 25bp Tuesday). EUR/HUF 395.1 at Friday's close; BUX +1.2% on the week; 10-year yield 6.0%.|A weekly review reports the cut in the week of September 23-27, 2024.
""",
    ),
    Q(
        "q7-nbr-2024-07-cut",
        "Will the National Bank of Romania lower its monetary policy rate at its board meeting of July 5, 2024?",
        "Resolves YES if the NBR decision announced on July 5, 2024 sets the monetary policy rate below 7.00%. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-05",
        1,
        "central_banks",
        """
14|K|cb-calendar|NBR board meetings on monetary policy, 2024|The calendar for 2024 lists decisions on 10 January, 14 February, 4 April, 15 May, 5 July, 8 August, 4 October and 8 November. The Inflation Report is presented after the February, May, August and November meetings.|A meeting calendar; the July 5 date is a schedule.
8|K|analyst-note|Romania: May CPI opens the door to a July cut|Annual inflation slowed to 5.1% in May, its lowest since early 2022. With the policy rate at 7.00% since January 2023, we now pencil in a 25bp cut on 5 July, though the fiscal deficit is a clear risk.|A forecast based on pre-cutoff data.
2|L|cb-statement|NBR cuts policy rate to 6.75%|The Board of the National Bank of Romania decided on 5 July 2024 to lower the monetary policy rate to 6.75% per annum from 7.00%, its first reduction since the tightening cycle began. The deposit facility rate was cut to 5.75% and the lending facility rate to 7.75%.|States the July 5, 2024 cut as done.
5|K|data-release|INS: consumer price index, May 2024|The CPI rose 5.1% year on year in May 2024 and 0.2% on the month. The June index will be published on 12 July 2024.|A pre-cutoff release and the date of the next one.
1|L|rates-wrap|Leu steady, ROBOR eases after first cut|Three-month ROBOR slipped below 6.0% for the first time in more than two years in the week after the July 5, 2024 rate cut, while EUR/RON held near 4.97.|Reports the July 5, 2024 cut and later money-market moves.
3|L|analyst-note|Romania: first cut done, August on hold|The NBR's move on 5 July 2024 to 6.75% was widely expected; we see the next cut only in the fourth quarter, given the election calendar and a deficit near 7% of GDP.|Reports the July 5, 2024 cut as done.
""",
    ),
    Q(
        "q7-rbnz-2023-05-hike",
        "Will the Reserve Bank of New Zealand raise the Official Cash Rate in its Monetary Policy Statement of May 24, 2023?",
        "Resolves YES if the RBNZ announcement on May 24, 2023 sets the OCR above 5.25%. Resolves NO otherwise.",
        "2023-05-10",
        "2023-05-24",
        1,
        "central_banks",
        """
11|K|analyst-note|RBNZ preview: 25bp and a softer tone|We expect the Monetary Policy Committee to raise the OCR by 25bp to 5.50% on Wednesday 24 May and to signal that the peak is close. The Budget on 18 May is the main risk to that view.|A preview that forecasts the May 24 decision.
4|L|cb-statement|OCR increased to 5.50 percent|The Monetary Policy Committee agreed on 24 May 2023 to lift the Official Cash Rate by 25 basis points to 5.50 percent. Members judged that interest rates are constraining spending and inflation pressure as required, and the projected OCR track no longer rises from here.|States the May 24, 2023 increase as done.
7|K|cb-calendar|RBNZ: dates for 2023 announcements|OCR reviews and Monetary Policy Statements: 22 February (MPS), 5 April, 24 May (MPS), 12 July, 16 August (MPS), 4 October and 29 November (MPS). Announcements are at 2pm.|A schedule of announcements.
2|L|fx-wrap|Kiwi slumps as RBNZ calls the top|The New Zealand dollar fell more than 1% after the RBNZ's 24 May 2023 hike came with a flat rate track, a signal traders read as the end of the cycle. Two-year swap rates dropped about 20 points.|Reports the May 24, 2023 hike and the reaction.
15|K|data-release|Stats NZ: CPI, March 2023 quarter|Annual inflation was 6.7% in the March 2023 quarter, down from 7.2% in the December quarter. The June quarter CPI is due on 19 July 2023.|Earlier data and a scheduled release.
1|L|market-page|NZX 50 closing report|Thu 25 May 2023: the index fell 0.8% as banks slid a day after the central bank lifted the OCR to 5.50% and signalled no further increases.|A closing report on May 25, 2023 reports the hike.
""",
    ),
    Q(
        "q7-snb-2024-09-cut",
        "Will the Swiss National Bank lower its policy rate at its monetary policy assessment of September 26, 2024?",
        "Resolves YES if the SNB assessment published on September 26, 2024 sets the policy rate below 1.25%. Resolves NO otherwise.",
        "2024-09-10",
        "2024-09-26",
        1,
        "central_banks",
        """
20|K|cb-calendar|SNB: monetary policy assessments 2024|Quarterly assessments: 21 March, 20 June, 26 September and 12 December 2024, each at 9:30 with a news conference at 10:00. The September assessment will be Chairman Thomas Jordan's last before he steps down at the end of the month.|A schedule and a stated plan, not an outcome.
6|K|analyst-note|CHF: third cut likely, 50bp not our base case|Swiss inflation fell to 1.1% in August and the franc is close to its strongest against the euro this year. We expect the SNB to cut by 25bp to 1.00% on 26 September; a 50bp move is possible if the franc keeps rising.|A forecast of the September 26 decision.
3|L|cb-statement|SNB lowers SNB policy rate to 1.0%|On 26 September 2024 the Swiss National Bank lowered the SNB policy rate by 0.25 percentage points to 1.0%. The new conditional inflation forecast is lower than in June, and further cuts may become necessary in the coming quarters.|States the September 26, 2024 cut as done.
2|L|market-wrap|Franc slips after Jordan's final cut|The franc weakened slightly on 26 Sept 2024 after the SNB's quarter-point cut and a forecast that inflation would fall to 0.6% next year; the SMI rose 0.6%.|Reports the September 26, 2024 decision.
9|K|data-release|FSO: consumer prices in August 2024|The CPI rose 1.1% on a year earlier in August 2024, after 1.3% in July. The September CPI is due on 2 October 2024.|Pre-cutoff data and the next release date.
1|L|data-table|SNB policy rate changes|2024-03-21: 1.50% (-25bp). 2024-06-20: 1.25% (-25bp). 2024-09-26: 1.00% (-25bp). 2024-12-12: 0.50% (-50bp).|A rate table lists the September 26 and December 12, 2024 cuts.
""",
    ),
    Q(
        "q7-boe-2025-11-cut",
        "Will the Bank of England lower Bank Rate at its Monetary Policy Committee announcement of November 6, 2025?",
        "Resolves YES if the MPC decision published on November 6, 2025 sets Bank Rate below 4.00%. Resolves NO otherwise.",
        "2025-10-22",
        "2025-11-06",
        0,
        "central_banks",
        """
7|K|analyst-note|BoE November: finely balanced, hold by a whisker|September CPI, out on 22 October, is the last big data point before the MPC decision on 6 November. We expect a 5-4 vote to keep Bank Rate at 4%, with Governor Bailey the swing voter, and a cut in December.|A forecast of the November 6 vote, not its result.
3|L|cb-statement|Bank Rate maintained at 4%|At its meeting ending on 5 November 2025 the MPC voted by a majority of 5-4 to maintain Bank Rate at 4%. Four members preferred a reduction of 0.25 percentage points, to 3.75%.|States the decision of the meeting ending November 5, 2025 and published on November 6.
12|K|cb-calendar|Bank of England: MPC dates for 2025|Announcements are scheduled for 6 February, 20 March, 8 May, 19 June, 7 August, 18 September, 6 November and 18 December 2025, with the Monetary Policy Report in February, May, August and November.|A calendar of announcement dates.
1|L|market-wrap|Gilts rally as Bailey signals December move|Two-year gilt yields fell 6 basis points on Thursday after the Bank kept rates on hold by the narrowest of margins on Nov. 6, 2025; Bailey said he wanted to see more evidence that inflation had peaked.|Reports the November 6, 2025 hold and the reaction.
18|K|data-release|ONS: Consumer price inflation, August 2025|CPIH rose 4.1% and CPI 3.8% in the 12 months to August 2025, unchanged from July. The September figures will be published on 22 October 2025 at 7am.|Pre-cutoff data and a release that falls on the cutoff day, scheduled only.
5|L|rates-strategy|UK rates: the hold, then the Budget|A 5-4 hold on 6 November 2025 leaves the path open; after the Budget on November 26, 2025 raised taxes by about £26bn, we moved our call for the next cut to December 18.|Reports the November 6 hold and the November 26, 2025 Budget as done.
""",
    ),
    Q(
        "q7-ecb-2024-04-cut",
        "Will the ECB lower its deposit facility rate at its monetary policy meeting of April 11, 2024?",
        "Resolves YES if the ECB decision announced on April 11, 2024 sets the deposit facility rate below 4.00%. Resolves NO otherwise.",
        "2024-03-28",
        "2024-04-11",
        0,
        "central_banks",
        """
6|K|speech-summary|Lagarde: 'we will know a lot more in June'|President Lagarde told a hearing that the Governing Council would have much more data by its June meeting, including new staff projections. Several members have said April is too early for a first cut.|Past remarks about a future meeting.
2|L|cb-statement|Monetary policy decisions, 11 April 2024|The Governing Council decided on 11 April 2024 to keep the three key ECB interest rates unchanged; the deposit facility rate stays at 4.00%. It would be appropriate to reduce the current level of restriction if the updated assessment further increases confidence that inflation is converging to target.|States the April 11, 2024 hold as done.
10|K|cb-calendar|ECB monetary policy meetings 2024|25 January, 7 March, 11 April, 6 June, 18 July, 12 September, 17 October, 12 December. Decisions are published at 14:15 CET, followed by the press conference at 14:45.|A meeting calendar.
4|K|analyst-note|ECB: April hold, June cut|Services inflation near 4% argues for patience. We expect the deposit rate to remain at 4.00% on April 11 and forecast a first 25bp cut on June 6, 2024, followed by quarterly moves.|A forecast of upcoming decisions.
1|L|market-wrap|Euro slides as ECB tees up June cut, US CPI jolts markets|Bund yields fell and the euro weakened to $1.07 on Thursday, April 11, 2024, after the ECB left rates on hold but signalled a June move, a day after hot US inflation data pushed back bets on the Fed.|Reports the April 11, 2024 hold.
15|K|data-release|Eurostat flash: euro area inflation February 2024|Annual inflation is expected to be 2.6% in February 2024, down from 2.8% in January. The flash estimate for March is scheduled for 3 April 2024.|Earlier data and a scheduled flash estimate.
""",
    ),
    Q(
        "q7-fomc-2024-05-qt-taper",
        "Will the FOMC announce a slower pace of balance-sheet runoff at its April 30-May 1, 2024 meeting?",
        "Resolves YES if the FOMC statement or implementation note of May 1, 2024 lowers the monthly redemption cap on Treasury securities below $60 billion. Resolves NO otherwise.",
        "2024-04-17",
        "2024-05-01",
        1,
        "central_banks",
        """
8|K|rates-strategy|QT taper: when and how much|March minutes showed a broad sense that it would be prudent to slow runoff 'fairly soon'. We expect an announcement on May 1 that halves the Treasury cap to $30bn from June, leaving MBS runoff at $35bn.|A forecast based on minutes published before the cutoff.
2|L|cb-statement|Federal Reserve issues FOMC statement|The Committee decided on May 1, 2024 to maintain the target range at 5-1/4 to 5-1/2 percent. Beginning in June, it will slow the pace of decline of its securities holdings by reducing the monthly redemption cap on Treasury securities from $60 billion to $25 billion.|States the May 1, 2024 decision as done.
13|K|cb-calendar|FOMC: 2024 meeting calendar|January 30-31; March 19-20*; April 30-May 1; June 11-12*; July 30-31; September 17-18*; November 6-7; December 17-18*. Asterisks mark meetings with a Summary of Economic Projections.|A meeting calendar.
4|K|analyst-note|Treasury refunding preview|The quarterly refunding announcement is scheduled for the morning of Wednesday, May 1, the same day as the FOMC decision. Any slowdown in QT would reduce the Treasury's need to raise coupon sizes later this year.|Scheduled events before they happen.
1|L|market-wrap|Stocks give back gains after Powell; QT to slow in June|The S&P 500 ended lower on May 1, 2024 after briefly rallying on the Fed's bigger-than-expected reduction in its Treasury runoff cap, to $25 billion a month, and Powell's comment that a rate hike is unlikely.|Reports the May 1, 2024 announcement.
""",
    ),
    Q(
        "q7-boj-2023-07-ycc",
        "Will the Bank of Japan change its yield curve control framework at its July 27-28, 2023 meeting?",
        "Resolves YES if the BOJ statement of July 28, 2023 widens the 10-year yield band, raises the fixed-rate purchase level or otherwise changes the YCC operating rules. Resolves NO otherwise.",
        "2023-07-14",
        "2023-07-28",
        1,
        "central_banks",
        """
10|K|analyst-note|BOJ July: Ueda in no hurry|Governor Ueda has repeatedly said the bank will patiently maintain easing. We expect no change to YCC on July 28 and put a tweak at roughly 25%, with the October meeting a likelier window.|A forecast of the July 28 decision.
3|L|cb-statement|Conducting yield curve control with greater flexibility|At the Monetary Policy Meeting held on 27 and 28 July 2023 the Bank decided to treat the upper and lower bounds of the range of 10-year JGB yields of around plus and minus 0.5 percentage points as references, and to offer to purchase 10-year JGBs at 1.0 percent every business day through fixed-rate operations.|States the July 28, 2023 change as done.
6|K|cb-calendar|BOJ monetary policy meetings in 2023|January 17-18, March 9-10, April 27-28, June 15-16, July 27-28, September 21-22, October 30-31, December 18-19. The Outlook Report is released at the April, July, October and January meetings.|A meeting calendar.
1|L|rates-wrap|JGB 10-year yield jumps to nine-year high|The benchmark 10-year JGB yield rose to 0.575% on Monday, July 31, 2023, its highest since 2014, after the BOJ loosened its grip on yields on Friday, while the yen swung wildly.|Reports the July 28, 2023 change and the July 31 market move.
14|K|data-release|Statistics Bureau: national CPI, May 2023|Core CPI, excluding fresh food, rose 3.2% in May 2023. June national figures are due on 21 July, and Tokyo's July CPI on 28 July 2023, the morning of the BOJ decision.|Earlier data and scheduled releases.
4|L|fx-desk|Yen whipsaws on YCC report, then settles|Wed 2 Aug 2023: USD/JPY back above 143 as markets digest last week's shift that left 1% as the effective ceiling for 10-year yields.|A desk note of August 2, 2023 reports the change as done.
""",
    ),
    Q(
        "q7-boj-2025-10-hike",
        "Will the Bank of Japan raise its short-term policy rate at its October 29-30, 2025 meeting?",
        "Resolves YES if the BOJ statement of October 30, 2025 sets the uncollateralized overnight call rate target above 0.5%. Resolves NO otherwise.",
        "2025-10-15",
        "2025-10-30",
        0,
        "central_banks",
        """
9|K|analyst-note|BOJ: two dissents make October live, but politics points to December|Board members Takata and Tamura voted against the September hold and proposed 0.75%. With the LDP leadership race on October 4 and a new cabinet to follow, we still expect the BOJ to wait until December 18-19.|A forecast; the dissents it reports are before the cutoff.
3|L|cb-statement|Statement on monetary policy, 30 October 2025|The Policy Board decided by a 7-2 majority vote to keep the guideline for money market operations unchanged: the uncollateralized overnight call rate remains at around 0.5 percent. Two members proposed raising it to around 0.75 percent.|States the October 30, 2025 hold as done.
13|K|cb-calendar|BOJ: schedule of Monetary Policy Meetings, 2025|January 23-24, March 18-19, April 30-May 1, June 16-17, July 30-31, September 18-19, October 29-30, December 18-19. Outlook Reports: January, April, July and October meetings.|A meeting calendar.
1|L|fx-desk|Yen weakens past 154 after BOJ holds|USD/JPY rose to 154.3 on October 30, 2025 as the BOJ kept its rate at 0.5% and Governor Ueda gave no clear signal for December.|Reports the October 30, 2025 hold and the yen move.
6|K|rates-strategy|JGB curve: October or December?|Overnight swaps price about a 20% chance of a hike at the Oct 29-30 meeting and 55% by year-end. The Outlook Report on Oct 30 will show whether core inflation projections for fiscal 2026 move up.|Market pricing and a scheduled report.
2|L|market-page|Japan policy rate history|Policy rate: -0.1% (to Mar 2024); 0-0.1% (Mar 19, 2024); 0.25% (Jul 31, 2024); 0.5% (Jan 24, 2025); held Oct 30, 2025; 0.75% (Dec 19, 2025).|A rate history table lists the October 30 hold and the December 19, 2025 hike.
""",
    ),
    Q(
        "q7-boc-2024-10-50bp",
        "Will the Bank of Canada lower its target for the overnight rate by 50 basis points or more on October 23, 2024?",
        "Resolves YES if the Bank of Canada announcement of October 23, 2024 sets the overnight rate target at 3.75% or lower. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-23",
        1,
        "central_banks",
        """
5|K|analyst-note|BoC: jumbo cut now the base case|The September jobs report beat expectations, but September CPI, due October 15, looks set to fall below 2%. We now expect a 50bp cut to 3.75% on October 23, with the MPR pointing to more easing.|A forecast of the October 23 decision with a scheduled release.
2|L|cb-statement|Bank of Canada reduces policy rate by 50 basis points|The Bank of Canada today reduced its target for the overnight rate to 3¾%, with the Bank Rate at 4% and the deposit rate at 3¾%. (Ottawa, Ontario, October 23, 2024.)|States the October 23, 2024 cut as done.
12|K|cb-calendar|Bank of Canada: 2024 schedule for policy announcements|January 24, March 6, April 10, June 5, July 24, September 4, October 23 and December 11, 2024. The Monetary Policy Report accompanies the January, April, July and October decisions.|A schedule of announcements.
1|L|data-release|Statistics Canada: Consumer Price Index, September 2024|The CPI rose 1.6% year over year in September, down from 2.0% in August. Released October 15, 2024, 8:30 a.m. Eastern.|Reports September CPI released on October 15, 2024, after the cutoff.
8|K|market-wrap|Loonie slips as swaps add to cut bets|The Canadian dollar fell to a seven-week low of 1.37 per US dollar on Monday as overnight index swaps priced about a 40% chance of a half-point cut at the Oct. 23 decision.|Market pricing before a scheduled decision.
3|L|fx-desk|CAD: after the 50, what next?|The Bank's Oct 23, 2024 half-point cut took the rate to 3.75%; Macklem said further cuts were likely if the economy evolves as forecast. USD/CAD at 1.385.|Reports the October 23, 2024 cut.
""",
    ),
    Q(
        "q7-rba-2023-06-hike",
        "Will the Reserve Bank of Australia raise the cash rate target at its meeting of June 6, 2023?",
        "Resolves YES if the RBA Board decision announced on June 6, 2023 sets the cash rate target above 3.85%. Resolves NO otherwise.",
        "2023-05-24",
        "2023-06-06",
        1,
        "central_banks",
        """
20|K|cb-statement|Statement by Philip Lowe, Governor: Monetary Policy Decision|At its meeting today, the Board decided to increase the cash rate target by 25 basis points to 3.85 per cent. Some further tightening of monetary policy may be required; the Board's next meeting is on 6 June 2023. (2 May 2023)|A May 2 statement that names the next meeting date.
9|K|analyst-note|RBA June: hold is our call, but it is close|The May hike caught markets off guard. We expect the Board to pause on Tuesday 6 June, with the April monthly CPI indicator on 31 May the swing factor; a 25bp move to 4.10% is a serious risk.|A forecast of the June 6 decision and a scheduled release.
3|L|cb-statement|Monetary Policy Decision, 6 June 2023|At its meeting today, the Board decided to increase the cash rate target by 25 basis points to 4.10 per cent. It also increased the interest rate paid on Exchange Settlement balances by 25 basis points to 4.00 per cent.|States the June 6, 2023 increase as done.
1|L|data-release|ABS: Monthly CPI indicator rose 6.8% in the year to April|Released 31/05/2023: the monthly CPI indicator rose 6.8% in the twelve months to April 2023, up from 6.3% in March, with rents and automotive fuel the main contributors. (Published 31 May 2023.)|Reports a release of May 31, 2023, after the cutoff.
6|K|cb-calendar|RBA Board meeting dates 2023|7 February, 7 March, 4 April, 2 May, 6 June, 4 July, 1 August, 5 September, 3 October, 7 November, 5 December. Decisions are announced at 2.30 pm AEST.|A meeting calendar.
2|L|market-wrap|ASX slides, Aussie jumps as RBA hikes again|Australian shares fell 1.2% on Tuesday, June 6, 2023, as the RBA delivered a second surprise hike in a row, and the dollar rose above 66.5 US cents.|Reports the June 6, 2023 hike and the market reaction.
""",
    ),
    Q(
        "q7-china-lpr-2024-10",
        "Will China's one-year loan prime rate published on October 21, 2024 be below 3.35%?",
        "Resolves YES if the one-year LPR announced by the National Interbank Funding Center on October 21, 2024 is below 3.35%. Resolves NO otherwise.",
        "2024-10-03",
        "2024-10-21",
        1,
        "central_banks",
        """
9|K|cb-press-briefing|PBOC unveils broad easing package|Governor Pan Gongsheng said on Sept. 24 that the seven-day reverse repo rate would be cut by 0.2 percentage point to 1.5% and reserve requirements by 0.5 point, and that loan prime rates were expected to fall by 0.2 to 0.25 point as a result.|Past announcements with an expected future change.
4|K|rates-calendar|China rates calendar, October|LPR fixing: Monday, October 21 (the 20th falls on a Sunday), 9:15 a.m. Beijing time. Q3 GDP, September activity data: Friday, October 18. Markets closed October 1-7 for National Day.|A calendar of scheduled fixings and releases.
2|L|data-table|Loan prime rates (%), fixings|2024-09-20: 1Y 3.35, 5Y 3.85. 2024-10-21: 1Y 3.10, 5Y 3.60. Change: -25bp each tenor, the largest single cut since the LPR reform in 2019.|A table lists the October 21, 2024 fixing.
1|L|market-wrap|China trims benchmark lending rates by 25bp as pledged|China cut its one-year and five-year loan prime rates by 25 basis points each on October 21, 2024, to 3.10% and 3.60%, following through on the central bank's September pledge. Banks had already lowered deposit rates on Oct. 18.|Reports the October 21, 2024 cut.
14|K|analyst-note|PBOC: MLF cuts more likely than LPR surprises|We expect the one-year LPR at 3.35% to stay unchanged on September 20, with easing more likely to come through the seven-day repo rate later in the year.|A pre-cutoff forecast about an earlier fixing.
6|L|market-page|CSI 300: daily close|Tue 08 Oct 2024: 4,256.10 (+5.9%) on the first day after the holiday, after an intraday gain of more than 10%; the index had gained 25% in the two weeks after the Sept. 24 stimulus.|Reports a market close of October 8, 2024, after the cutoff.
""",
    ),
    Q(
        "q7-copom-2025-01-100bp",
        "Will Brazil's Copom raise the Selic rate by 100 basis points or more at its January 28-29, 2025 meeting?",
        "Resolves YES if the Copom decision announced on January 29, 2025 sets the Selic target at 13.25% or higher. Resolves NO otherwise.",
        "2025-01-14",
        "2025-01-29",
        1,
        "central_banks",
        """
27|K|cb-statement|Copom raises the Selic rate to 12.25% p.a.|The Committee unanimously raised the Selic rate by 1.00 percentage point and, if the scenario evolves as expected, anticipates adjustments of the same magnitude in the next two meetings. (Copom 267th meeting, December 11, 2024)|A December statement that gives guidance about future meetings.
8|K|analyst-note|Brazil: Galipolo's first Copom to deliver the promised 100bp|The new governor takes charge on January 1. We expect the guided 100bp hike to 13.25% on 29 January and another in March, with the focus on the balance of risks after the real's slide past 6.2 per dollar in December.|A forecast of the January 29 decision.
3|L|cb-statement|Copom raises the Selic rate to 13.25% p.a.|In its 268th meeting the Copom unanimously decided to raise the Selic rate by 1.00 p.p., to 13.25% p.a., and anticipates an adjustment of the same magnitude at the next meeting. (Brasilia, January 29, 2025)|States the January 29, 2025 hike as done.
12|K|cb-calendar|Copom meetings in 2025|January 28-29, March 18-19, May 6-7, June 17-18, July 29-30, September 16-17, November 4-5, December 9-10. Decisions are released after 6:30 p.m. on the second day.|A meeting calendar.
1|L|fx-desk|Real firms after Selic reaches 13.25%|USD/BRL dropped below 5.85 on Jan. 30, 2025 as investors welcomed the new board's follow-through on the guided hike.|Reports the January 29, 2025 decision and a January 30 move.
2|L|market-page|Selic target history|2024-09-18: 10.75%. 2024-11-06: 11.25%. 2024-12-11: 12.25%. 2025-01-29: 13.25%. 2025-03-19: 14.25%.|A history table lists the January 29 and March 19, 2025 hikes.
""",
    ),
    Q(
        "q7-cbr-2025-06-cut",
        "Will the Bank of Russia lower its key rate at the board meeting of June 6, 2025?",
        "Resolves YES if the Bank of Russia decision announced on June 6, 2025 sets the key rate below 21.00%. Resolves NO otherwise.",
        "2025-05-22",
        "2025-06-06",
        1,
        "central_banks",
        """
26|K|cb-statement|Bank of Russia keeps the key rate at 21.00% per annum|On 25 April 2025 the Board of Directors held the key rate at 21.00%, saying a long period of tight conditions would be needed to bring inflation back to 4% in 2026. The next meeting is scheduled for 6 June 2025.|An April decision with the next meeting date.
7|K|analyst-note|CBR: first cut in June is a coin toss|Weekly inflation has slowed and the ruble is near 80 per dollar, but core pressures remain. We see a 40% chance of a cut to 20% on June 6 and a more likely start in July.|A forecast of the June 6 decision.
2|L|cb-statement|Bank of Russia cuts the key rate by 100 bp to 20.00% per annum|On 6 June 2025 the Board of Directors decided to reduce the key rate by 100 basis points, to 20.00% per annum, its first cut since September 2022. Current price growth has slowed more quickly than expected.|States the June 6, 2025 cut as done.
11|K|cb-calendar|Key rate meetings, 2025|14 February, 21 March, 25 April, 6 June, 25 July, 12 September, 24 October, 19 December. Press releases at 13:30 Moscow time.|A meeting calendar.
1|L|rates-wrap|OFZ yields slide after first cut since 2022; 18% by July|OFZ yields fell after the June 6, 2025 reduction, and a further 200bp cut to 18% on July 25, 2025 extended the rally.|Reports the June 6 and July 25, 2025 cuts.
""",
    ),
    Q(
        "q7-bok-2025-05-cut",
        "Will the Bank of Korea lower its base rate at the Monetary Policy Board meeting of May 29, 2025?",
        "Resolves YES if the Bank of Korea decision announced on May 29, 2025 sets the base rate below 2.75%. Resolves NO otherwise.",
        "2025-05-14",
        "2025-05-29",
        1,
        "central_banks",
        """
27|K|cb-statement|Monetary Policy Decision (April 17, 2025)|The Monetary Policy Board decided to leave the base rate unchanged at 2.75%. It will judge the timing of further cuts while checking growth, the exchange rate and household debt. The next decision is due May 29, 2025.|An April hold with the next meeting date.
6|K|analyst-note|BoK: May cut, growth forecast slashed|After GDP shrank 0.2% in the first quarter, we expect a 25bp cut to 2.50% on 29 May together with a cut in the 2025 growth forecast to below 1%. The presidential election is on June 3.|A forecast and scheduled events.
3|L|cb-statement|BOK lowers base rate to 2.50%|The Monetary Policy Board decided on 29 May 2025 to lower the base rate by 25 basis points, to 2.50%, and cut its growth projection for this year to 0.8% from 1.5%.|States the May 29, 2025 cut as done.
1|L|market-wrap|KOSPI extends gains after election; won strongest since October|The KOSPI rose 2.7% on June 4, 2025, the day after Lee Jae-myung won the presidency, extending gains that followed the Bank of Korea's May 29 rate cut.|Reports the June 3, 2025 election and the May 29 cut.
14|K|data-release|BOK: real GDP, 1Q 2025 (advance estimate)|Real GDP decreased 0.2% quarter on quarter. The preliminary estimate will be released on June 5, 2025.|Pre-cutoff data and a scheduled revision.
2|L|fx-desk|KRW after the cut|USD/KRW slipped to 1,378 on 30 May 2025, a day after the Bank of Korea trimmed its base rate to 2.50% and halved its growth forecast.|Reports the May 29, 2025 cut and a May 30 move.
""",
    ),
    Q(
        "q7-nbp-2025-07-cut",
        "Will the National Bank of Poland's Monetary Policy Council lower the reference rate at its meeting ending July 2, 2025?",
        "Resolves YES if the MPC decision announced on July 2, 2025 sets the NBP reference rate below 5.25%. Resolves NO otherwise.",
        "2025-06-18",
        "2025-07-02",
        1,
        "central_banks",
        """
14|K|cb-statement|MPC keeps NBP rates unchanged|The Monetary Policy Council decided on 4 June 2025 to keep the NBP reference rate at 5.25%. Governor Glapinski said at Thursday's press conference that a further cut could be considered in July if the new projection supports it.|A June hold and a conditional about July.
7|K|analyst-note|Poland: September is consensus, July is a live risk|The July meeting brings the new NBP projection. We keep our call of a pause on July 2 and a 25bp cut in September, but flash CPI for June, due June 30, could tip the balance.|A forecast and a scheduled release.
2|L|cb-statement|Information from the meeting of the Monetary Policy Council held on 1-2 July 2025|The Council decided to lower the NBP reference rate by 0.25 percentage points to 5.00%, the lombard rate to 5.50% and the deposit rate to 4.50%, effective 3 July 2025.|States the July 2, 2025 cut as done.
10|K|cb-calendar|MPC meeting schedule, 2025|January 14-15, February 4-5, March 11-12, April 1-2, May 6-7, June 3-4, July 1-2, September 2-3, October 7-8, November 4-5, December 2-3. Decisions are usually published on the second day.|A meeting calendar.
1|L|fx-desk|Zloty dips on surprise cut|EUR/PLN rose to 4.25 on 2 July 2025 after the Council lowered rates to 5.00%; most economists had expected a pause until September.|Reports the July 2, 2025 cut and the reaction.
5|L|data-release|GUS flash: CPI June 2025 at 4.1%|Flash estimate, published 30 June 2025: consumer prices rose 4.1% year on year in June. Correction: an earlier version of this note said inflation eased; it rose from 4.0% in May and stays above the NBP's tolerance band.|Reports a flash estimate published June 30, 2025, after the cutoff.
""",
    ),
    Q(
        "q7-norges-2025-03-cut",
        "Will Norges Bank lower its policy rate at the monetary policy meeting announced on March 27, 2025?",
        "Resolves YES if Norges Bank's decision published on March 27, 2025 sets the policy rate below 4.50%. Resolves NO otherwise.",
        "2025-03-12",
        "2025-03-27",
        0,
        "central_banks",
        """
20|K|cb-statement|Policy rate unchanged at 4.5 percent|Norges Bank's Monetary Policy and Financial Stability Committee unanimously kept the policy rate at 4.5% on 30 January 2025 and said it will most likely be reduced in March.|A January statement about a future meeting.
6|K|analyst-note|Norges Bank: March cut priced, but core CPI complicates it|February core inflation rose to 3.4%, above Norges Bank's forecast. We still expect a 25bp cut on 27 March with a new rate path in the Monetary Policy Report, but a hold is now a real risk.|A forecast of the March 27 decision.
2|L|cb-statement|Norges Bank keeps the policy rate at 4.5 percent|The Committee decided on 26 March 2025 to keep the policy rate unchanged; the decision was published on 27 March 2025. The policy rate will most likely be reduced in the course of 2025.|States the March 27, 2025 hold as done.
1|L|fx-desk|Krone rallies as Norges Bank holds, then surprises in June|NOK gained after the 27 March 2025 hold; the bank later cut to 4.25% on 19 June 2025, its first reduction since 2020.|Reports the March 27 hold and the June 19, 2025 cut.
11|K|cb-calendar|Norges Bank: monetary policy meetings 2025|30 January; 27 March (MPR 1/25); 8 May; 19 June (MPR 2/25); 14 August; 18 September (MPR 3/25); 6 November; 18 December (MPR 4/25). Decisions at 10:00.|A meeting calendar.
""",
    ),
    Q(
        "q7-sedlabanki-2024-10-cut",
        "Will the Central Bank of Iceland lower its key interest rate at the Monetary Policy Committee decision of October 2, 2024?",
        "Resolves YES if the Central Bank of Iceland's decision announced on October 2, 2024 sets the key rate (seven-day term deposit rate) below 9.25%. Resolves NO otherwise.",
        "2024-09-18",
        "2024-10-02",
        1,
        "central_banks",
        """
28|K|cb-statement|Statement of the Monetary Policy Committee, 21 August 2024|The Committee decided to keep the key rate unchanged at 9.25%, where it has been since August 2023. Inflation has eased but remains well above target, and the Committee will keep a tight stance until it is clear inflation is falling.|A pre-cutoff hold with no later date.
5|K|analyst-note|Iceland: August CPI surprise raises odds of an October cut|Twelve-month inflation fell to 6.0% in August. We now expect the first cut in four years, 25bp to 9.00%, on 2 October, with September CPI on Sept. 27 the last input.|A forecast and a scheduled release.
2|L|cb-statement|Central Bank of Iceland lowers interest rates|The Monetary Policy Committee decided on 2 October 2024 to lower the Bank's interest rates by 0.25 percentage points; the key rate is now 9.0%.|States the October 2, 2024 cut as done.
1|L|fx-wrap|Krona steady after first cut since 2020; second move on November 20|The krona was little changed after the 2 October 2024 quarter-point cut, and the Committee followed it with a half-point cut to 8.5% on 20 November 2024.|Reports the October 2 and November 20, 2024 cuts.
13|K|cb-calendar|Central Bank of Iceland: announcement dates 2024|7 February, 20 March, 8 May, 21 August, 2 October, 20 November. Monetary Bulletin published with the February, May, August and November decisions.|A schedule of announcements.
""",
    ),
    Q(
        "q7-fomc-2024-01-cut",
        "Will the FOMC lower the federal funds target range at its January 30-31, 2024 meeting?",
        "Resolves YES if the FOMC statement of January 31, 2024 sets the target range below 5.25-5.50%. Resolves NO otherwise.",
        "2024-01-17",
        "2024-01-31",
        0,
        "central_banks",
        """
28|K|cb-projections|December SEP: median dot shows three cuts in 2024|The Summary of Economic Projections released December 13, 2023 put the median fed funds rate at 4.6% at end-2024, consistent with 75bp of cuts, and 3.6% at end-2025.|Past projections for later years, not reported outcomes.
5|K|rates-strategy|Fed funds futures: March is the battleground|Futures price almost no chance of a cut on January 31 but about 70% for March 20. The December PCE report on January 26 and Q4 GDP on January 25 come before the meeting.|Market pricing and scheduled releases.
2|L|cb-statement|Federal Reserve issues FOMC statement, January 31, 2024|The Committee decided to maintain the target range for the federal funds rate at 5-1/4 to 5-1/2 percent and does not expect it will be appropriate to reduce the target range until it has gained greater confidence that inflation is moving sustainably toward 2 percent.|States the January 31, 2024 hold as done.
1|L|market-wrap|Stocks tumble after Powell says March cut unlikely; payrolls surge|The S&P 500 fell 1.6% on Jan. 31, 2024 after Powell said a March cut was not the base case; two days later, the January jobs report showed 353,000 new jobs.|Reports the January 31, 2024 hold and the February 2, 2024 jobs report.
10|K|data-release|BLS: CPI for December 2023|The all items index rose 3.4% for the 12 months ending December; core rose 3.9%. The January 2024 CPI is scheduled to be released on February 13, 2024, at 8:30 a.m. Eastern.|Pre-cutoff data and a scheduled release.
""",
    ),
    Q(
        "q7-us-gdp-2024-q4-2p5",
        "Will the BEA's advance estimate of US real GDP growth for the fourth quarter of 2024 be 2.5% or higher (annualized)?",
        "Resolves YES if the advance estimate released on January 30, 2025 shows real GDP growth of at least 2.5% at a seasonally adjusted annual rate. Resolves NO otherwise.",
        "2025-01-15",
        "2025-01-30",
        0,
        "macro_data",
        """
18|K|release-calendar|BEA release schedule, January 2025|GDP (Advance Estimate), 4th Quarter and Year 2024: Thursday, January 30, 8:30 AM. Personal Income and Outlays, December 2024: Friday, January 31.|A statistics-office schedule.
6|K|analyst-note|Q4 GDP tracking: consumers carry the quarter|Our tracking estimate for fourth-quarter growth stands at 2.6% annualized, with consumer spending near 3.5% offsetting a drag from inventories. The third estimate for Q3 showed 3.1%.|A forecast of the advance estimate.
2|L|stat-release|GDP increased 2.3 percent in the fourth quarter|Real GDP increased at an annual rate of 2.3 percent in the fourth quarter of 2024, according to the advance estimate released January 30, 2025. In the third quarter, real GDP increased 3.1 percent.|Reports the January 30, 2025 estimate as done.
1|L|market-wrap|Treasuries little changed as GDP misses, ECB cuts|Ten-year yields held near 4.52% on January 30, 2025 after fourth-quarter growth came in at 2.3%, below forecasts, and the ECB lowered its deposit rate to 2.75% the same day.|Reports the January 30, 2025 release and ECB decision.
11|K|analyst-note|Atlanta Fed GDPNow at 2.7%|The model's estimate for Q4 real GDP growth was 2.7% on January 10, down from 3.1% after the December jobs report. The next update is on Thursday, January 16.|A model estimate and its next update date.
4|L|data-table|US real GDP, percent change at annual rate|2024 Q1 1.6 (third: 1.6); Q2 3.0; Q3 3.1; Q4 2.3 (advance, 30 Jan 2025); 2024 annual 2.8.|A table lists the January 30, 2025 advance figure.
""",
    ),
    Q(
        "q7-uk-gdp-2024-q4-negative",
        "Will the ONS first quarterly estimate show UK real GDP falling in the fourth quarter of 2024?",
        "Resolves YES if the first quarterly estimate published on February 13, 2025 shows a quarter-on-quarter fall in real GDP for October to December 2024. Resolves NO otherwise.",
        "2025-01-29",
        "2025-02-13",
        0,
        "macro_data",
        """
13|K|stat-release|GDP monthly estimate, UK: November 2024|Real GDP is estimated to have grown by 0.1% in November 2024, after falling 0.1% in both September and October. The December estimate and the first quarterly estimate for Q4 are due on 13 February 2025.|Pre-cutoff data and a scheduled release.
5|K|analyst-note|UK: a technical recession is now a coin toss|With Q3 growth revised to zero, a fall in Q4 would leave the UK on the edge. We expect a 0.1% contraction in the first estimate on February 13, while the MPC on February 6 is likely to cut by 25bp.|A forecast of the February 13 estimate.
2|L|stat-release|GDP first quarterly estimate, UK: October to December 2024|UK GDP is estimated to have increased by 0.1% in Quarter 4 2024, following no growth in Quarter 3. Monthly GDP grew 0.4% in December. Release date: 13 February 2025.|Reports the February 13, 2025 estimate as done.
1|L|market-wrap|Pound edges up as UK dodges contraction|Sterling rose to $1.25 on Feb. 13, 2025 after figures showed the economy grew 0.1% at the end of last year, a week after the Bank of England cut rates to 4.5% on Feb. 6.|Reports the February 13 release and the February 6, 2025 cut.
17|K|release-calendar|ONS release calendar: February 2025|13 February, 07:00: GDP first quarterly estimate, UK: October to December 2024; GDP monthly estimate, UK: December 2024; Index of Production. 19 February: Consumer price inflation, January 2025.|A release calendar.
3|L|analyst-note|UK GDP: small beat, same story|The 0.1% rise in Q4 reported on February 13, 2025 was driven by government spending; business investment fell 3.2%. We keep our forecast of two more cuts this year.|Reports the February 13, 2025 estimate as done.
""",
    ),
    Q(
        "q7-ez-hicp-2025-05-below-2",
        "Will Eurostat's flash estimate of euro area annual HICP inflation for May 2025 be below 2.0%?",
        "Resolves YES if the flash estimate published on June 3, 2025 puts euro area annual inflation for May 2025 below 2.0%. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-03",
        1,
        "macro_data",
        """
16|K|stat-release|Euro area annual inflation stable at 2.2%|Flash estimate for April 2025: annual inflation 2.2%, the same as in March; services 4.0%, up from 3.5%, partly because of the timing of Easter. Eurostat's May flash is scheduled for 3 June 2025.|Pre-cutoff data and a scheduled release.
4|K|analyst-note|May HICP preview: Easter unwinds|We forecast May headline HICP at 1.9% and core at 2.4% in the flash on June 3, as the Easter boost to package holidays reverses. The ECB decides on June 5.|A forecast of the June 3 release.
2|L|stat-release|Euro area annual inflation down to 1.9%|Euro area annual inflation is expected to be 1.9% in May 2025, down from 2.2% in April, according to a flash estimate published on 3 June 2025. Services fell to 3.2%.|Reports the June 3, 2025 flash estimate.
1|L|market-wrap|Bunds firm as inflation dips below target; ECB cuts to 2%|Euro area inflation slipped to 1.9% in May (flash, June 3, 2025), and two days later the ECB cut its deposit rate to 2.00%, its eighth reduction in the cycle.|Reports the June 3 release and the June 5, 2025 cut.
9|K|release-calendar|Eurostat euro indicators: week of 2 June 2025|Tue 03/06 11:00 Flash estimate euro area inflation, May 2025. Tue 03/06 11:00 Euro area unemployment, April 2025. Fri 06/06 11:00 GDP and employment, Q1 2025.|A release calendar.
6|K|data-release|Destatis: inflation rate expected at 2.1% in April 2025|Germany's consumer prices rose 2.1% year on year in April, down from 2.2% in March. Provisional May results are due on 2 June.|Pre-cutoff data and a scheduled release.
""",
    ),
    Q(
        "q7-india-cpi-2024-10-above-6",
        "Will India's all-India CPI inflation for October 2024 be above 6.0% year on year?",
        "Resolves YES if MoSPI's release of November 12, 2024 shows all-India CPI (combined) inflation for October 2024 above 6.0%. Resolves NO otherwise.",
        "2024-10-28",
        "2024-11-12",
        1,
        "macro_data",
        """
14|K|stat-release|MoSPI: CPI inflation rises to 5.49% in September 2024|All-India inflation based on CPI (combined) was 5.49% in September 2024, up from 3.65% in August, as the base effect faded and vegetable prices rose. October data will be released on 12 November 2024.|Pre-cutoff data and a scheduled release.
6|K|analyst-note|India: October CPI could breach the RBI's upper band|Tomato and onion prices have kept climbing. We forecast October CPI at 5.9%-6.1%, which would rule out a December rate cut; the MPC next meets December 4-6.|A forecast and a scheduled meeting.
2|L|stat-release|Retail inflation at 14-month high of 6.21% in October|All-India CPI inflation for October 2024 was 6.21% (provisional), the highest since August 2023, with food inflation at 10.87%. Released 12 November 2024.|Reports the November 12, 2024 release.
1|L|market-wrap|Rupee hits record low, bond yields rise after CPI shock|The rupee weakened to a record 84.40 per dollar on November 13, 2024, a day after October inflation came in above the RBI's 6% tolerance limit.|Reports the November 12 release and a November 13, 2024 move.
20|K|data-release|MoSPI: CPI for August 2024|CPI (combined) inflation was 3.65% in August 2024 and 3.60% in July, the two lowest readings in five years.|A control with only pre-cutoff data.
3|L|analyst-note|India CPI: 6.21% seals a December hold|October's print, the first above 6% in 14 months, makes a cut at the December 6, 2024 MPC meeting unlikely; the MPC instead cut the CRR by 50bp that day.|Reports the October CPI result and the December 6, 2024 decision.
""",
    ),
    Q(
        "q7-swiss-cpi-2025-05-negative",
        "Will Switzerland's annual CPI inflation for May 2025 be negative?",
        "Resolves YES if the Federal Statistical Office's release of June 3, 2025 shows the CPI for May 2025 below its level a year earlier. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-03",
        1,
        "macro_data",
        """
15|K|stat-release|FSO: consumer prices stable in April 2025|Annual inflation was 0.0% in April 2025, after 0.3% in March. The CPI for May 2025 will be published on 3 June 2025.|Pre-cutoff data and a scheduled release.
5|K|analyst-note|CHF: deflation print likely before SNB|A stronger franc is pushing import prices down. We expect May CPI at -0.1% year on year on June 3 and an SNB cut to 0% on 19 June.|A forecast of the June 3 release and the June 19 decision.
2|L|stat-release|Consumer prices fall 0.1% in May 2025|The consumer price index rose 0.1% on the month in May 2025; compared with the same month last year, prices fell by 0.1%, the first negative annual rate since March 2021. (FSO, 03.06.2025)|Reports the June 3, 2025 release.
1|L|market-wrap|SNB cuts to zero after deflation print|The SNB lowered its policy rate to 0% on June 19, 2025, two weeks after data showed Swiss prices fell 0.1% in May; it did not rule out negative rates.|Reports the June 19, 2025 cut and the May CPI result.
11|K|release-calendar|Swiss statistics calendar, June 2025|03.06.2025 08:30 Consumer price index, May. 19.06.2025 09:30 SNB monetary policy assessment. 24.06.2025 KOF economic barometer.|A release calendar.
""",
    ),
    Q(
        "q7-us-payrolls-2024-08-160k",
        "Will the first estimate of US nonfarm payrolls for August 2024 show a gain above 160,000?",
        "Resolves YES if the BLS Employment Situation report published on September 6, 2024 shows total nonfarm payroll employment rising by more than 160,000 in August 2024. Resolves NO otherwise.",
        "2024-08-22",
        "2024-09-06",
        0,
        "macro_data",
        """
19|K|stat-release|The Employment Situation - July 2024|Total nonfarm payroll employment rose by 114,000 in July, and the unemployment rate rose to 4.3 percent. The August report is scheduled to be released on Friday, September 6, 2024, at 8:30 a.m.|Pre-cutoff data and a scheduled release.
1|K|stat-release|BLS preliminary benchmark: payrolls revised down 818,000|The preliminary benchmark revision published August 21, 2024 would lower March 2024 nonfarm employment by 818,000. The final benchmark will be incorporated with the January 2025 report in February 2025.|A release before the cutoff and a scheduled later step.
3|K|analyst-note|August payrolls preview|Consensus sits near 165,000, with unemployment expected to edge back to 4.2%. Chair Powell speaks at Jackson Hole on Friday, August 23; a weak print on Sept. 6 could revive talk of a 50bp cut on September 18.|A forecast and scheduled events.
2|L|stat-release|Payrolls rise 142,000 in August; July revised to 89,000|Total nonfarm payroll employment increased by 142,000 in August 2024, and the unemployment rate edged down to 4.2 percent (BLS, September 6, 2024).|Reports the September 6, 2024 release.
1|L|speech-summary|Powell at Jackson Hole: 'The time has come'|In his August 23, 2024 speech, Chair Powell said the time had come for policy to adjust and that the Fed did not seek or welcome further cooling in the labor market.|Reports the August 23, 2024 speech, after the cutoff.
""",
    ),
    Q(
        "q7-korea-gdp-2025-q1-contraction",
        "Will the Bank of Korea's advance estimate show South Korean real GDP contracting quarter on quarter in the first quarter of 2025?",
        "Resolves YES if the advance estimate released on April 24, 2025 shows a quarter-on-quarter fall in seasonally adjusted real GDP for Q1 2025. Resolves NO otherwise.",
        "2025-04-09",
        "2025-04-24",
        1,
        "macro_data",
        """
17|K|stat-release|Real GDP, 4Q 2024 (preliminary)|Real GDP grew 0.1% quarter on quarter in the fourth quarter of 2024 and 2.0% for the year. The advance estimate for 1Q 2025 is scheduled for April 24, 2025.|Pre-cutoff data and a scheduled release.
7|K|analyst-note|Korea: Q1 GDP at risk of a contraction|Construction investment remains weak and the wildfires of late March hit activity. We expect the advance estimate on 24 April to show -0.1% q/q; tariffs announced on April 2 will weigh from Q2.|A forecast of the April 24 release.
2|L|stat-release|Real GDP contracts 0.2% in 1Q 2025 (advance estimate)|Real GDP decreased 0.2% from the previous quarter, the Bank of Korea said on 24 April 2025, as construction investment fell 3.2% and facilities investment dropped.|Reports the April 24, 2025 estimate.
1|L|market-wrap|Won steady as economy shrinks; BoK seen cutting in May|The won held near 1,430 per dollar on April 24, 2025 after GDP shrank 0.2% in the first quarter, strengthening bets on a rate cut at the May 29 meeting.|Reports the April 24, 2025 release.
12|K|market-wrap|KOSPI slips as impeachment ruling is awaited|Korean stocks fell 2% in the week to March 28, 2025, as the Constitutional Court's ruling on President Yoon's impeachment was still pending.|Only pre-cutoff events; the pending ruling is not reported.
3|L|data-table|Korea real GDP, % q/q (s.a.)|2024Q2 -0.2; 2024Q3 0.1; 2024Q4 0.1; 2025Q1 -0.2 (advance, 2025-04-24); 2025Q2 0.6.|A table lists the April 24, 2025 advance figure and a later quarter.
""",
    ),
    Q(
        "q7-china-gdp-2024-q2-5pct",
        "Will China's National Bureau of Statistics report second-quarter 2024 GDP growth of 5.0% or more year on year?",
        "Resolves YES if the NBS release of July 15, 2024 shows year-on-year real GDP growth of at least 5.0% for the second quarter of 2024. Resolves NO otherwise.",
        "2024-07-01",
        "2024-07-15",
        0,
        "macro_data",
        """
24|K|stat-release|NBS: Q1 2024 GDP grew 5.3% year on year|The economy expanded 5.3% in the first quarter of 2024, above expectations, helped by industrial output and exports. April activity data will be released on May 17, 2024.|A control with pre-cutoff data.
7|K|analyst-note|China Q2 GDP: slowing to about 5%|Weak property and retail sales point to second-quarter growth of 5.0%-5.1%. Data are due on July 15, the first day of the Third Plenum, which runs to July 18.|A forecast and scheduled events.
2|L|stat-release|NBS: GDP grew 4.7% in Q2, H1 growth 5.0%|Real GDP rose 4.7% year on year in the second quarter, the slowest in five quarters, and 5.0% in the first half (NBS, 15 July 2024). Retail sales rose just 2.0% in June.|Reports the July 15, 2024 release.
1|L|market-wrap|Yuan eases after GDP miss; PBOC trims rates a week later|The yuan slipped after Q2 growth came in at 4.7% on July 15, 2024, and the PBOC cut the 7-day reverse repo rate to 1.7% on July 22, 2024.|Reports the July 15 release and the July 22, 2024 cut.
12|K|release-calendar|NBS release calendar, July 2024|Jul 9: CPI and PPI, June. Jul 15: GDP Q2 2024; industrial output, retail sales and fixed-asset investment, June. Jul 31: official PMIs, July.|A release calendar.
4|L|data-table|China real GDP growth, % y/y|2023 Q4 5.2; 2024 Q1 5.3; 2024 Q2 4.7 (released 2024-07-15); 2024 Q3 4.6.|A table lists the July 15, 2024 figure and a later quarter.
""",
    ),
    Q(
        "q7-bls-eggs-2025-03-above-6",
        "Will the BLS average price of a dozen Grade A large eggs in US cities for March 2025 be above $6.00?",
        "Resolves YES if the average price series (APU0000708111) released with the March 2025 CPI on April 10, 2025 is above $6.00. Resolves NO otherwise.",
        "2025-03-27",
        "2025-04-10",
        1,
        "prices",
        """
15|K|price-page|Average price: eggs, grade A, large (per dozen)|Jan 2025: $4.95. Feb 2025: $5.90 (record). Next update with the March CPI on April 10, 2025.|A price page with pre-cutoff values and the next update date.
5|K|analyst-note|Egg prices: wholesale has cracked, retail will lag|Wholesale prices have fallen by more than half since late February, but retail prices follow with a lag of four to six weeks. We expect the March average near $6.00-6.30.|A forecast of the March figure.
2|L|price-page|Eggs hit another record: $6.23 a dozen in March|The average price of a dozen grade A large eggs reached $6.23 in March 2025, up from $5.90 in February, according to BLS data released April 10, 2025.|Reports the April 10, 2025 figure.
1|L|stat-release|CPI fell 0.1% in March 2025; eggs up 5.9%|The Consumer Price Index declined 0.1 percent in March on a seasonally adjusted basis (released April 10, 2025), as gasoline fell; the index for eggs rose 5.9 percent.|Reports the April 10, 2025 CPI release.
21|K|commodity-page|USDA Egg Markets Overview|The weekly report of February 28, 2025 showed wholesale prices for large white eggs in the Midwest falling for a second straight week after bird flu losses slowed.|Only pre-cutoff facts.
""",
    ),
    Q(
        "q7-bls-cpi-2025-09-release",
        "Will the BLS publish the September 2025 Consumer Price Index by October 24, 2025?",
        "Resolves YES if the Bureau of Labor Statistics publishes the CPI for September 2025 on or before October 24, 2025, despite the federal government shutdown. Resolves NO otherwise.",
        "2025-10-08",
        "2025-10-24",
        1,
        "macro_data",
        """
22|K|release-calendar|BLS schedule: Consumer Price Index, 2025|September 2025 CPI: scheduled for Wednesday, October 15, 2025, 8:30 a.m. ET. October 2025 CPI: Thursday, November 13, 2025.|A release schedule published before the shutdown.
4|K|news-brief|Shutdown halts BLS releases; September jobs report postponed|The Employment Situation for September, due October 3, was not released because of the lapse in appropriations that began October 1. BLS said releases would be rescheduled once funding is restored.|Reports a postponement before the cutoff and a conditional.
2|L|stat-release|CPI rose 0.3% in September; 3.0% over the year|The all items index rose 0.3 percent in September 2025 and 3.0 percent over the last 12 months; core rose 3.0 percent. This release, published October 24, 2025, was prepared with staff recalled during the lapse in appropriations.|Reports the October 24, 2025 release.
1|L|news-brief|Social Security COLA set at 2.8% for 2026|The Social Security Administration announced on October 24, 2025 a 2.8% cost-of-living adjustment for 2026, using the September CPI-W released that morning.|Reports the October 24, 2025 announcement.
6|K|analyst-note|Shutdown: what data we will and won't get|If the shutdown lasts beyond mid-October, the September CPI may be published late, since the Social Security COLA depends on it. Private data such as ADP's will continue.|A conditional about future releases.
3|L|release-calendar|BLS revised schedule|September 2025 CPI: rescheduled from October 15 to Friday, October 24, 2025, 8:30 a.m.; released as rescheduled.|Reports that the release happened on October 24, 2025.
""",
    ),
    Q(
        "q7-gilt30y-2025-09-5p7",
        "Will the UK 30-year gilt yield reach 5.70% or higher at any time by September 30, 2025?",
        "Resolves YES if the benchmark 30-year gilt yield trades at or above 5.70% on any day from August 25 to September 30, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-30",
        1,
        "markets",
        """
12|K|rates-strategy|Long gilts: supply, pensions and the autumn Budget|The 30-year yield is at 5.55%, close to May's high. With the Budget not until November 26 and a heavy syndication calendar in September, we see risk of a retest of 5.70% but expect the long end to stabilise.|A forecast with scheduled events.
3|L|market-wrap|Thirty-year gilt yield hits highest since 1998|The 30-year gilt yield rose to 5.72% on 2 September 2025, its highest level since 1998, as worries about the public finances and a global selloff in long bonds weighed on sterling.|Reports the September 2, 2025 move.
7|K|price-page|UK 30-year gilt: yield history|Close 15 Aug 2025: 5.58%. 52-week range: 4.71%-5.68%. Next DMO auction of the 4 3/8% 2054 gilt: 9 September 2025.|A price page with past values and a scheduled auction.
1|L|rates-wrap|Long end steadies after Tuesday's spike|Long gilts recovered on Sept. 4, 2025, two days after the 30-year yield touched 5.75%, as the DMO signalled it would cut issuance of long-dated debt.|Reports the September 2 and September 4, 2025 moves.
18|K|analyst-note|BoE QT review in September|The MPC will announce its decision on the pace of quantitative tightening on September 18, 2025, and may slow active sales of long gilts if the market remains unsettled.|A scheduled decision and a conditional.
5|L|data-table|Gilt yields (%), closing levels|2y 3.98; 10y 4.80; 30y 5.69 (2025-09-02 close; intraday high 5.75); 50y 5.30.|A table gives levels of September 2, 2025.
""",
    ),
    Q(
        "q7-dxy-below-100-2025-04",
        "Will the ICE US Dollar Index (DXY) trade below 100 at any time by April 30, 2025?",
        "Resolves YES if the DXY trades below 100.00 at any point between April 1 and April 30, 2025. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-30",
        1,
        "markets",
        """
6|K|fx-desk|Dollar index at 104: tariffs cut both ways|The DXY ended the week at 104.0. The White House plans to announce reciprocal tariffs on April 2, which could lift the dollar, though weaker US growth expectations argue the other way.|A past level and a planned announcement.
2|L|fx-desk|Dollar index falls below 100 for first time since 2022|The DXY fell as low as 99.0 on Friday, April 11, 2025, as investors sold US assets after the April 2 tariff announcement and the 90-day pause on April 9.|Reports the April 11, 2025 move and earlier April events.
14|K|analyst-note|USD: our 3-month target is 102|We expect the dollar index to drift lower toward 102 by the end of June as the euro benefits from German fiscal plans approved in March.|A forecast.
1|L|market-wrap|'Sell America' week: stocks, bonds and dollar fall together|Week to April 11, 2025: the S&P 500 swung 9.5% on April 9 alone; 10-year yields jumped to 4.49%; the dollar index closed below 100.|A weekly wrap reports events of April 9-11, 2025.
9|K|price-page|US Dollar Index (DXY)|Last: 103.84 (March 21, 2025). 52-week high: 110.18 (January 13, 2025). 52-week low: 100.16 (September 27, 2024).|A price page with pre-cutoff values only.
4|L|market-page|DXY daily history, April 2025|04/01 104.2; 04/03 101.3; 04/11 99.8 (low 99.0); 04/21 98.0 (three-year low).|A history table lists levels after the cutoff.
""",
    ),
    Q(
        "q7-topix-record-2024-07",
        "Will the TOPIX close above its December 1989 record close of 2,884.80 by July 31, 2024?",
        "Resolves YES if the Tokyo Stock Price Index closes above 2,884.80 on any trading day from June 24 to July 31, 2024. Resolves NO otherwise.",
        "2024-06-24",
        "2024-07-31",
        1,
        "markets",
        """
8|K|market-wrap|Nikkei and TOPIX: waiting for the BOJ|TOPIX closed at 2,752 on Friday, about 5% below its 1989 record. The BOJ is due to publish its plan for reducing JGB purchases at the July 30-31 meeting.|Past levels and a scheduled meeting.
3|L|market-wrap|TOPIX hits record, finally surpassing 1989 peak|The TOPIX closed at a record 2,929.17 on Thursday, July 11, 2024, as exporters rallied on a weak yen; the Nikkei 225 also closed at a record 42,224.|Reports the July 11, 2024 close.
15|K|analyst-note|Japan equities: record within reach by year-end|We raise our end-2024 TOPIX target to 3,000, citing governance reforms and buybacks.|A forecast.
1|L|market-page|TOPIX: historical records|Record close: 2,929.17 (2024-07-11). Previous record: 2,884.80 (1989-12-18). Largest one-day fall: -12.23% (2024-08-05).|A records page lists the July 11 and August 5, 2024 closes.
5|L|market-wrap|Tokyo stocks suffer biggest drop since 1987|Japanese shares plunged on August 5, 2024, with the TOPIX down 12%, after the BOJ's July 31 rate hike and a weak US jobs report unwound yen carry trades.|Reports the August 5 and July 31, 2024 events.
11|K|release-calendar|Tokyo Stock Exchange: trading calendar, July 2024|Markets closed Monday, July 15 (Marine Day). TOPIX rebalance at the close of July 31.|A trading calendar.
""",
    ),
    Q(
        "q7-silver-40-2025-09",
        "Will spot silver trade above $40 an ounce at any time by September 30, 2025?",
        "Resolves YES if spot silver (XAG/USD) trades above $40.00 per troy ounce at any time between August 25 and September 30, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-30",
        1,
        "commodities",
        """
9|K|commodity-page|Silver spot price (XAG/USD)|Last: $38.07 (August 15, 2025). Year-to-date: +32%. 2025 high: $39.53 (July 23). Next CFTC Commitments of Traders report: August 22.|A price page with past levels and a scheduled report.
2|L|commodity-page|Silver tops $40 for the first time since 2011|Spot silver rose above $40 an ounce on September 1, 2025, reaching its highest in 14 years, as expectations of a Fed cut and industrial demand lifted precious metals.|Reports the September 1, 2025 move.
5|K|analyst-note|Silver: $40 is the next test|ETF holdings are near three-year highs. We see a break of $40 in the fourth quarter if the Fed cuts on September 17, and $42 by mid-2026.|A forecast with a future meeting date.
1|L|market-wrap|Gold record, silver at $41 as Fed cut looms|Gold set a record above $3,600 on September 8, 2025, and silver traded at $41.4, both driven by bets on a Fed cut the following week.|Reports the September 8, 2025 moves.
17|K|commodity-page|Silver Institute: 2025 market deficit forecast|the Institute forecast in April 2025 a fifth straight annual deficit, of about 117 million ounces.|Only a pre-cutoff forecast.
""",
    ),
    Q(
        "q7-gold-2400-2024-04",
        "Will spot gold trade above $2,400 an ounce at any time by April 30, 2024?",
        "Resolves YES if spot gold (XAU/USD) trades above $2,400 per troy ounce at any time between April 5 and April 30, 2024. Resolves NO otherwise.",
        "2024-04-05",
        "2024-04-30",
        1,
        "commodities",
        """
4|K|commodity-page|Gold spot price|Last: $2,290 (April 1, 2024), a record close. March 2024 gain: +9%. US March CPI is due on April 10.|A price page with past levels and a scheduled release.
1|L|commodity-page|Gold hits record above $2,400|Spot gold rose as high as $2,431 an ounce on April 12, 2024, before retreating, as Middle East tensions drove haven demand.|Reports the April 12, 2024 record.
7|K|analyst-note|Gold: $2,300 reached, $2,500 by year-end|Central-bank buying has driven prices despite high real yields. We raise our end-2024 forecast to $2,500.|A forecast.
2|L|market-wrap|Gold steadies after Iran strike on Israel|Gold held above $2,350 on Monday, April 15, 2024, after Iran's drone and missile attack on Israel over the weekend of April 13-14.|Reports events of April 13-15, 2024.
12|K|commodity-page|World Gold Council: central bank purchases|central banks added 1,037 tonnes to reserves in 2023, the second-highest annual total on record.|Only pre-cutoff facts.
3|L|data-table|Gold: monthly highs and lows (USD/oz)|Feb 2024: 2,065 / 1,984. Mar 2024: 2,236 / 2,030. Apr 2024: 2,431 / 2,228 (high on 12 April 2024).|A table reports the April 12, 2024 high.
""",
    ),
    Q(
        "q7-iron-ore-100-2024-08",
        "Will the front-month SGX iron ore futures contract trade below $100 a tonne at any time by August 31, 2024?",
        "Resolves YES if the most-active SGX iron ore contract trades below $100.00 per tonne at any time between July 25 and August 31, 2024. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-31",
        1,
        "commodities",
        """
6|K|commodity-page|Iron ore futures, SGX front month|Last: $107.20 (July 19, 2024). Dalian most-active: 800 yuan. China's July steel output data: due mid-August.|A price page with past levels and a scheduled release.
2|L|commodity-page|Iron ore slips below $100 as China's steel demand falters|The SGX benchmark fell below $100 a tonne in August 2024, touching about $93 in mid-month, as Chinese steel mills cut output and port inventories rose.|Reports an August 2024 move.
11|K|analyst-note|Iron ore: support at $100 should hold|Stockpiling ahead of the September peak season and a possible policy push after the Third Plenum support prices. We forecast an average of $105 in the third quarter.|A forecast.
1|L|market-wrap|Iron ore sinks to 2022 lows; Baowu warns of 'winter'|Iron ore touched $89 a tonne on September 5, 2024, while China Baowu's chairman warned that the steel industry faced a crisis worse than 2008.|Reports a September 5, 2024 move.
15|K|commodity-page|Port inventories, iron ore, China (million tonnes)|150.1 as of July 5, 2024, up from 124 a year earlier.|Only pre-cutoff data.
3|L|data-table|SGX iron ore front month, monthly range ($/t)|June 2024: 103-111. July 2024: 102-112. August 2024: 93-105. September 2024: 89-106.|A table reports ranges for August and September 2024.
""",
    ),
    Q(
        "q7-won-1450-2024-12",
        "Will the South Korean won weaken past 1,450 per US dollar at any time by December 31, 2024?",
        "Resolves YES if USD/KRW trades above 1,450 at any time between November 29 and December 31, 2024. Resolves NO otherwise.",
        "2024-11-29",
        "2024-12-31",
        1,
        "markets",
        """
8|K|fx-desk|USD/KRW: 1,400 holds as the new range|The won ended the week at 1,397 after the US election lifted the dollar. The Bank of Korea decides on November 28; a surprise cut could push the pair toward 1,420.|A past level and a conditional.
3|L|fx-desk|Won falls past 1,450, weakest since 2009|The won weakened beyond 1,450 per dollar on December 19, 2024, after the Fed's hawkish cut, extending a slide that began with President Yoon's brief declaration of martial law on December 3.|Reports the December 3 and December 19, 2024 events.
12|K|analyst-note|Won: year-end target 1,380|We expect the won to recover modestly into year-end as exporters repatriate dollars.|A forecast.
1|L|market-wrap|KOSPI drops, won slumps after martial law declaration|Korean stocks fell 1.4% on Dec. 4, 2024, and the won hit 1,442 overnight after Yoon declared and then lifted martial law within hours.|Reports the December 3-4, 2024 events.
5|L|data-table|USD/KRW year-end closes|2022: 1,264.5. 2023: 1,288.0. 2024: 1,472.5 (30 Dec 2024, weakest year-end since 1997).|A table lists the December 30, 2024 close.
18|K|cb-statement|BoK lowers base rate to 3.25%|the Bank of Korea cut its base rate by 25bp to 3.25% on October 11, 2024, its first cut since 2020.|Only a pre-cutoff decision.
""",
    ),
    Q(
        "q7-btc-110k-2025-05",
        "Will bitcoin trade above $110,000 at any time by May 31, 2025?",
        "Resolves YES if BTC/USD trades above $110,000 on a major exchange at any time between May 8 and May 31, 2025. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-31",
        1,
        "crypto",
        """
5|K|crypto-page|Bitcoin (BTC) price|Last: $96,400 (May 3, 2025). All-time high: $109,114 (January 20, 2025). The FOMC decides on May 7.|A price page with past levels and a scheduled decision.
2|L|crypto-page|Bitcoin sets record above $111,000|Bitcoin rose to a new all-time high of about $111,900 on May 22, 2025, extending a rally driven by ETF inflows and the Senate's progress on stablecoin legislation.|Reports the May 22, 2025 record.
9|K|analyst-note|BTC: new high possible in Q2|Spot ETF inflows resumed in late April. We see a retest of the January high by the end of June if macro conditions allow.|A forecast.
1|L|market-wrap|Crypto markets: week in review, May 19-23, 2025|Bitcoin's record ($111,900 on Thursday) lifted crypto stocks; Coinbase joined the S&P 500 on May 19, 2025.|Reports events of the week of May 19-23, 2025.
14|K|crypto-page|Bitcoin ETF flows|US spot bitcoin ETFs took in about $3 billion in the week to April 25, 2025, the most since December.|Only pre-cutoff flows.
3|L|data-table|BTC monthly close (USD)|Mar 2025: 82,540. Apr 2025: 94,200. May 2025: 104,600 (record high 111,900 on 2025-05-22).|A table reports the May 2025 close and May 22 high.
""",
    ),
    Q(
        "q7-mtgox-repay-2024-07",
        "Will the Mt. Gox rehabilitation trustee begin repaying creditors in bitcoin or bitcoin cash by July 31, 2024?",
        "Resolves YES if the trustee begins distributing BTC or BCH repayments to creditors, directly or through designated exchanges, on or before July 31, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-31",
        1,
        "crypto",
        """
20|K|crypto-page|Mt. Gox: repayment deadline extended to October 31, 2024|The trustee moved the deadline for base, early lump-sum and intermediate repayments to October 31, 2024 from October 31, 2023. Creditors were asked to register their exchange accounts.|A past decision that names a future deadline.
3|L|crypto-page|Mt. Gox trustee: repayments to start in early July|In a notice dated June 24, 2024, the trustee said it would begin repayments in bitcoin and bitcoin cash in early July 2024.|Reports the trustee's June 24, 2024 notice, after the cutoff.
8|K|analyst-note|Supply overhang: what Mt. Gox means for BTC|About 142,000 BTC are due to creditors before the October 31 deadline. If distributions begin this summer, selling pressure could weigh on prices.|A conditional and a deadline.
1|L|crypto-page|Mt. Gox begins repaying creditors a decade after collapse|The trustee said on July 5, 2024 that it had started making repayments in bitcoin and bitcoin cash to some creditors through designated exchanges.|Reports the July 5, 2024 start.
2|L|market-wrap|Bitcoin slides below $55,000 as Mt. Gox moves coins|Bitcoin fell to about $54,000 on July 5, 2024, its lowest since February, as wallets linked to the defunct exchange moved coins and Germany's government continued to sell seized bitcoin.|Reports July 5, 2024 events.
6|L|crypto-page|Kraken confirms Mt. Gox distributions|Kraken said on July 16, 2024 it had received Mt. Gox creditors' bitcoin and would credit accounts within 7-14 days.|Reports a July 16, 2024 confirmation of repayments.
""",
    ),
    Q(
        "q7-usdjpy-150-2023-10",
        "Will USD/JPY trade above 150.00 at any time by October 31, 2023?",
        "Resolves YES if the US dollar trades above 150.00 yen in spot trading at any time between September 28 and October 31, 2023. Resolves NO otherwise.",
        "2023-09-28",
        "2023-10-31",
        1,
        "markets",
        """
6|K|fx-desk|USD/JPY at 148.4 as Tokyo steps up warnings|Finance Minister Suzuki said on Friday that no options were ruled out against excessive moves. Many dealers see 150 as the line that could trigger intervention, as 151.95 did in October 2022.|Past warnings and a threshold, not a reported move.
2|L|fx-desk|Yen briefly breaches 150, then spikes|The dollar touched 150.16 yen on October 3, 2023, before tumbling to 147.3 within minutes; top currency diplomat Masato Kanda declined to say whether Japan had intervened.|Reports the October 3, 2023 move.
10|K|analyst-note|JPY: year-end forecast 145|We expect narrowing rate differentials to pull USD/JPY down to 145 by end-2023, though a break above 150 before the BOJ's October 30-31 meeting cannot be ruled out.|A forecast and a scheduled meeting.
1|L|market-wrap|Yen slides to 151.7 after BOJ's latest YCC tweak|The yen weakened to 151.7 per dollar on October 31, 2023, after the BOJ said it would treat 1% as a loose reference for 10-year yields rather than a firm cap.|Reports the October 31, 2023 move and decision.
4|K|release-calendar|Ministry of Finance: foreign exchange intervention data|Monthly totals are published on the last business day of each month: figures for August 29-September 27 on September 29, 2023, and for September 28-October 27 on October 31, 2023.|A publication schedule.
3|L|data-table|USD/JPY monthly highs|Aug 2023: 147.37. Sep 2023: 149.71. Oct 2023: 151.72 (31 Oct). Nov 2023: 151.91 (13 Nov 2023).|A table reports highs of October and November 2023.
""",
    ),
]
