# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold57` part, read by `build_hold57.py`.

Economic data, markets and central banks worldwide: statistics-office release calendars and
releases, central-bank statements and calendars, market wraps, price pages, analyst notes,
commodity and crypto pages, written from resolved questions. Each question's documents are one
line each in a string, fields separated by `|`: days before the cutoff it is published, label
(L=leak / K=keep), style, title, text, why. Written blind as a held-out part; the wording is
invented and the figures are from memory, not checked data. See `build_hold57.py` and
`tests/data/leak_holdout/hold57.md`.
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
]
