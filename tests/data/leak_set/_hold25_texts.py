# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold25` part, read by `build_hold25.py`.

Markets and business sources: earnings calendars and releases, central-bank and statistics-office
release pages, company press releases and filings, analyst notes, market wrap-ups, commodity and
currency reports. Each question's documents are one line each in a string, fields separated by
`|`: days before the cutoff it is published, label (L=leak / K=keep), style, title, text, why.
Written blind as a held-out part; the events are real ones of 2023-2025, the wording is invented
and the figures are from memory, not checked data. See `build_hold25.py` and the README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    # ---------------------------------------------------------------- central banks
    Q(
        "m2-bok-2024-10-cut",
        "Will the Bank of Korea lower its base rate at the monetary policy meeting of October 11, 2024?",
        "Resolves YES if the Bank of Korea's Monetary Policy Board, at its meeting of October 11, 2024, lowers the base rate below 3.50%. Resolves NO otherwise.",
        "2024-09-27",
        "2024-10-11",
        1,
        "central_banks",
        """
3|K|central-bank-calendar|Monetary Policy Board: 2024 meeting schedule (rate-setting)|Remaining rate-setting meetings in 2024: Friday 11 October and Thursday 28 November. Decisions are published at about 09:50 KST, followed by the Governor's press conference.|A published schedule of meetings after the cutoff.
6|K|analyst-note|Korea rates: the Fed has moved, now it is Seoul's turn|With the Fed's 50bp cut on September 18 out of the way and household lending slowing in September, we now put a 25bp BOK cut on 11 October 2024 as our base case, to 3.25%. The risk is a hold if Seoul apartment prices keep climbing.|A forecast for a meeting after the cutoff.
2|L|market-wrap|KOSPI ends higher as BOK delivers first cut since 2020|Seoul shares closed up on October 11, 2024 after the Bank of Korea lowered the base rate by 25 basis points to 3.25%, its first reduction in more than three years. The won was little changed against the dollar.|Reports the October 11, 2024 cut as done.
9|K|stats-release-calendar|Statistics Korea: upcoming releases|September consumer price index: Wednesday, October 2, 2024, 08:00. Economically active population survey for September: October 16, 2024.|A release calendar with dates after the cutoff.
1|L|fx-report|Won slips after rate decision, Rhee flags split board|The won weakened after the Oct. 11, 2024 decision to cut rates to 3.25%; Governor Rhee Chang-yong said afterwards that two board members had wanted to hold and that the board would watch housing closely before the next move.|Reports the October 11, 2024 decision and what was said after it.
4|L|stats-release|Consumer prices rise 1.6% in September, slowest since early 2021|Korea's consumer price index rose 1.6% from a year earlier in September, Statistics Korea said on October 2, 2024, below the 2% target for the first time in three and a half years and handing the central bank room to ease.|Reports the October 2, 2024 release, after the cutoff.
""",
    ),
    Q(
        "m2-nbp-2025-05-cut",
        "Will the National Bank of Poland lower its reference rate at the Monetary Policy Council meeting of May 6-7, 2025?",
        "Resolves YES if the decision announced by Narodowy Bank Polski at the end of the May 6-7, 2025 MPC meeting lowers the reference rate below 5.75%. Resolves NO otherwise.",
        "2025-04-22",
        "2025-05-07",
        1,
        "central_banks",
        """
5|K|analyst-note|Poland: Glapiński opens the door to May|The governor's tone at the April press conference was the clearest signal yet: we now expect the MPC to cut by 50bp at the 6-7 May meeting, taking the reference rate to 5.25%, after the March projection round showed inflation falling back toward target in 2026.|A forecast for a meeting after the cutoff.
2|L|central-bank-statement|MPC lowers NBP interest rates|At its meeting on 6-7 May 2025 the Monetary Policy Council decided to lower the NBP reference rate by 0.50 percentage point to 5.25%. The lombard and deposit rates were lowered by the same amount.|A statement of the May 7, 2025 decision.
11|K|central-bank-calendar|Schedule of MPC meetings in 2025|Decision-making meetings: 7-8 January, 11-12 February, 11-12 March, 1-2 April, 6-7 May, 3-4 June, 1-2 July, 2-3 September. Press conferences of the NBP President are held on the day following the decision.|A schedule listing meetings after the cutoff.
1|L|fx-report|Zloty steady after half-point cut|The zloty held near 4.27 per euro on Thursday after the MPC's May 7, 2025 decision to cut rates for the first time since October 2023, and Glapiński told reporters the next day that the move was not the start of a cycle.|Reports the May 7, 2025 cut and the press conference after it.
7|K|stats-release-calendar|Statistics Poland: flash CPI for April|GUS will publish the flash estimate of April consumer prices on Wednesday, April 30, 2025 at 10:00. The March flash showed inflation of 4.9% year on year.|A scheduled release and a figure from before the cutoff.
""",
    ),
    Q(
        "m2-boi-2024-01-cut",
        "Will the Bank of Israel lower its policy rate in the interest rate decision announced on January 1, 2024?",
        "Resolves YES if the Bank of Israel's decision published on January 1, 2024 sets the interest rate below 4.75%. Resolves NO otherwise.",
        "2023-12-15",
        "2024-01-01",
        1,
        "central_banks",
        """
4|K|central-bank-calendar|Bank of Israel: interest rate decision dates, 2024|The next decision will be announced on Monday, January 1, 2024, at 16:00. Further 2024 dates: February 26, April 8, May 27, July 8, August 28, October 9 and November 25.|A schedule of decisions after the cutoff.
2|L|rates-wrap|Shekel bonds rally after first cut since 2020|Government bond yields fell on January 2, 2024, a day after the Bank of Israel lowered its rate by 25 basis points to 4.50%, citing the war's hit to activity and a stable shekel.|Reports the January 1, 2024 cut and the bond move after it.
9|K|analyst-note|Israel: war shock argues for easing, but not yet|The Bank of Israel held at 4.75% on November 27 and Governor Yaron signalled that a stable shekel could allow cuts. We expect the first 25bp move at the January 1, 2024 decision, with risks skewed toward a delay.|A past decision and a forecast of a later one.
1|L|press-release|Bank of Israel: the interest rate is reduced by 0.25 percentage points to 4.5 percent|The Monetary Committee decided on 1 January 2024 to reduce the interest rate, noting that inflation continues to moderate and that the economy is adjusting to the war. The next decision is scheduled for February 26, 2024.|A decision statement dated January 1, 2024, after the cutoff.
6|K|stats-release-calendar|CBS release calendar: November CPI|The Central Bureau of Statistics will publish the consumer price index for November 2023 on Friday, December 15, 2023 at 14:00.|A release on the cutoff day named as scheduled, not reported.
""",
    ),
    Q(
        "m2-riksbank-2024-08-cut",
        "Will Sveriges Riksbank lower its policy rate in the monetary policy decision announced on August 20, 2024?",
        "Resolves YES if the Riksbank's decision published on August 20, 2024 sets the policy rate below 3.75%. Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-20",
        1,
        "central_banks",
        """
6|K|central-bank-calendar|Monetary policy meetings 2024|Decision published on 20 August 2024 at 09:30, with a press conference at 11:00. The next Monetary Policy Report is due on 25 September 2024.|A schedule of publications after the cutoff.
3|K|analyst-note|Sweden: August cut now a close to done deal|June inflation came in soft and the krona has held up. We expect the Riksbank to cut by 25bp to 3.50% on 20 August and to signal two or three further cuts before year-end.|A forecast for the decision after the cutoff.
2|L|market-wrap|Stockholm shares gain after Riksbank cut|Swedish shares rose on Tuesday, August 20, 2024, after the Riksbank lowered its policy rate to 3.50% and said it could cut two or three more times this year if the inflation outlook held.|Reports the August 20, 2024 cut as done.
1|L|fx-report|Krona little moved as Riksbank trims rate to 3.50%|The krona was broadly flat against the euro after the 20 August 2024 cut, which markets had fully priced. Governor Thedéen said the pace of further easing would depend on the data.|Reports the August 20, 2024 decision.
12|K|analyst-note|Riksbank on hold in June, cuts later this year|The Executive Board kept the policy rate at 3.75% on June 27 and said it expected to cut two or three times in the second half of the year. August is the first opportunity.|A decision before the cutoff and a later plan.
""",
    ),
    Q(
        "m2-cbr-2024-12-hike",
        "Will the Bank of Russia raise its key rate at the Board of Directors meeting of December 20, 2024?",
        "Resolves YES if the key rate decision announced by the Bank of Russia on December 20, 2024 sets the key rate above 21.00%. Resolves NO otherwise.",
        "2024-12-06",
        "2024-12-20",
        0,
        "central_banks",
        """
3|K|analyst-note|Russia: 200bp more on December 20 looks priced|After the jump to 21% on October 25 and a weaker ruble in late November, we expect the Bank of Russia to raise the key rate to 23% at its final meeting of the year on December 20, 2024, though a pause cannot be ruled out given complaints from industry.|A forecast for a decision after the cutoff.
1|L|central-bank-statement|Bank of Russia keeps the key rate at 21.00% per annum|On 20 December 2024 the Board of Directors decided to keep the key rate at 21.00%, stating that tighter lending conditions had already exceeded what the October decision assumed. The next meeting is scheduled for 14 February 2025.|A statement of the December 20, 2024 hold.
8|K|central-bank-calendar|Board of Directors meetings on the key rate: 2024 and 2025|Remaining in 2024: 20 December (core meeting, with press conference). 2025: 14 February, 21 March, 25 April, 6 June, 25 July, 12 September, 24 October, 19 December.|A schedule listing meetings after the cutoff.
2|L|market-wrap|Moscow stocks surge after surprise hold|The MOEX index jumped about 10% on Dec 20 2024 after the central bank unexpectedly left rates at 21%, defying economists who had almost unanimously expected an increase.|Reports the December 20, 2024 decision and the market reaction.
5|K|fx-report|Ruble recovers some ground after November slide|The ruble firmed this week to around 100 per dollar after sliding past 110 in late November following US sanctions on Gazprombank. Traders said the rate decision on December 20 would set the tone for year-end.|Past market moves and a scheduled decision.
""",
    ),
    Q(
        "m2-banxico-2025-02-50bp",
        "Will the Bank of Mexico cut its overnight interbank target rate by 50 basis points or more at its decision of February 6, 2025?",
        "Resolves YES if Banxico's monetary policy statement of February 6, 2025 sets the target rate at 9.75% or lower. Resolves NO otherwise.",
        "2025-01-23",
        "2025-02-06",
        1,
        "central_banks",
        """
4|K|analyst-note|Mexico: larger steps on the table|The December minutes said the board would consider larger cuts. We now expect a 50bp cut at the February 6 announcement, to 9.50%, with Deputy Governor Heath likely dissenting in favour of 25bp.|A forecast for a decision after the cutoff.
2|L|central-bank-statement|Monetary policy statement: Banco de México lowers the target rate by 50 basis points|With four votes in favour and one for a 25bp cut, the Governing Board decided on February 6, 2025 to lower the target for the overnight interbank interest rate to 9.50%, and said it could consider further adjustments of a similar size.|A statement of the February 6, 2025 decision.
9|K|central-bank-calendar|Calendario 2025: anuncios de política monetaria|Announcements at 13:00 local time: 6 February, 27 March, 15 May, 26 June, 7 August, 25 September, 6 November, 18 December. Minutes are published two weeks after each decision.|A schedule of announcements after the cutoff.
1|L|fx-report|Peso holds firm after jumbo Banxico cut|The peso traded near 20.5 per dollar on Feb. 7, 2025, the morning after Banxico's half-point cut, as traders focused on the US tariff truce agreed earlier in the week.|Reports the February 6, 2025 cut and the February 7, 2025 trading.
6|K|stats-release-calendar|INEGI: first-half January inflation|INEGI will publish the consumer price index for the first half of January on Thursday, 23 January 2025, at 06:00. Full-month December inflation was 4.21%.|A release on the cutoff day named as scheduled, not reported.
3|L|market-wrap|Mexican stocks rebound as tariffs put on hold|Mexican equities rallied on February 3, 2025 after the United States agreed to delay its planned 25% tariffs on Mexican goods by a month, following a call between the two presidents.|Reports a later unrelated event of February 3, 2025.
""",
    ),
    Q(
        "m2-rbi-2024-12-crr",
        "Will the Reserve Bank of India cut the cash reserve ratio at the Monetary Policy Committee decision of December 6, 2024?",
        "Resolves YES if the RBI's policy statement of December 6, 2024 announces a reduction of the cash reserve ratio below 4.50%. Resolves NO otherwise.",
        "2024-11-22",
        "2024-12-06",
        1,
        "central_banks",
        """
5|K|analyst-note|India: liquidity tools first, repo later|With growth slowing and October CPI at 6.2%, we think the MPC will keep the repo rate at 6.50% on December 6 but may announce a 25-50bp CRR cut to ease tight banking liquidity ahead of the advance tax outflows.|A forecast for a decision after the cutoff.
1|L|central-bank-statement|Governor's statement: December 4 to 6, 2024|The MPC voted 4-2 to keep the policy repo rate unchanged at 6.50%. It has also been decided to reduce the cash reserve ratio of all banks by 50 basis points to 4.0% in two equal tranches, effective from the fortnights beginning December 14, 2024 and December 28, 2024.|The statement of the December 6, 2024 decision.
8|K|central-bank-calendar|RBI: schedule of MPC meetings|The next meeting of the Monetary Policy Committee is scheduled for December 4 to 6, 2024. The resolution will be placed on the website at 10:00 on December 6.|A scheduled meeting after the cutoff.
2|L|rates-wrap|Bond yields ease after CRR cut frees ₹1.16 lakh crore|Indian government bond yields dipped on Dec. 6, 2024 after the RBI cut the CRR by half a point, a step the central bank said would release about ₹1.16 trillion into the banking system, while it left the repo rate unchanged.|Reports the December 6, 2024 decision.
3|L|market-wrap|Sensex slips as growth forecast is cut|Indian shares ended lower on December 6, 2024 after the RBI cut its growth forecast for the fiscal year to 6.6% from 7.2%, offsetting relief from the reserve ratio cut.|Reports the December 6, 2024 forecast cut and CRR cut.
12|K|stats-release|Q2 GDP due November 29|The National Statistical Office will release second-quarter GDP estimates on November 29, 2024. Consensus sees growth slowing to about 6.5% from 6.7% in the previous quarter.|A scheduled release with a forecast.
""",
    ),
    Q(
        "m2-cbn-2024-02-hike",
        "Will the Central Bank of Nigeria raise the Monetary Policy Rate by at least 200 basis points at the MPC meeting of February 26-27, 2024?",
        "Resolves YES if the communique of the MPC meeting ending February 27, 2024 sets the MPR at 20.75% or higher. Resolves NO otherwise.",
        "2024-02-12",
        "2024-02-27",
        1,
        "central_banks",
        """
6|K|analyst-note|Nigeria: Cardoso's first MPC, a big hike needed|With January inflation near 29.9% and the naira weakening fast after the unification of exchange rates, we expect a 300-400bp increase when the MPC finally meets on 26-27 February, the first meeting since July 2023.|A forecast for a meeting after the cutoff.
2|L|central-bank-statement|Communique No. 150 of the Monetary Policy Committee meeting of 26th and 27th February 2024|The Committee decided by a unanimous vote to raise the MPR by 400 basis points to 22.75%, adjust the asymmetric corridor to +100/-300 basis points around the MPR and raise the cash reserve ratio to 45%.|The communique of the February 27, 2024 decision.
9|K|central-bank-calendar|CBN: MPC meeting dates for 2024|The Bank has announced the 2024 MPC calendar: 26-27 February, 25-26 March, 20-21 May, 22-23 July, 23-24 September and 25-26 November. Communiques are read at a press briefing on the second day.|A schedule of meetings after the cutoff.
1|L|fx-report|Naira steadies after record rate increase|The naira firmed on the official window on February 28, 2024, a day after the central bank lifted its benchmark rate by 400 basis points to 22.75% to attract portfolio inflows.|Reports the February 27, 2024 hike and the market move after it.
4|K|stats-release-calendar|NBS: January CPI report|The National Bureau of Statistics said the January 2024 consumer price index would be released on Thursday, February 15, 2024, after a delay in processing.|A scheduled release after the cutoff.
""",
    ),
    Q(
        "m2-sbp-2024-06-cut",
        "Will the State Bank of Pakistan lower its policy rate at the Monetary Policy Committee meeting of June 10, 2024?",
        "Resolves YES if the SBP's monetary policy statement of June 10, 2024 sets the policy rate below 22.0%. Resolves NO otherwise.",
        "2024-05-27",
        "2024-06-10",
        1,
        "central_banks",
        """
3|K|analyst-note|Pakistan: first cut likely before the budget|May inflation is expected below 15%, which would leave a real rate of over 700bp. We see the SBP cutting 100-150bp on June 10, 2024, two days before the FY25 budget is presented.|A forecast for a meeting after the cutoff.
1|L|central-bank-statement|Monetary Policy Statement, 10 June 2024|The Monetary Policy Committee decided to cut the policy rate by 150 basis points to 20.5 percent, effective from 11 June 2024, noting that inflation had fallen to 11.8 percent in May.|The statement of the June 10, 2024 cut.
7|K|central-bank-calendar|SBP: advance calendar of MPC meetings|The MPC is scheduled to meet on 10 June 2024, followed by 29 July, 12 September, 4 November and 16 December 2024. Statements are issued on the evening of the meeting day.|A schedule of meetings after the cutoff.
2|L|market-wrap|KSE-100 hits record after first rate cut in four years|Karachi shares closed at a record high on June 11, 2024, the day after the State Bank cut its policy rate to 20.5%, its first reduction since mid-2020.|Reports the June 10, 2024 cut and the June 11, 2024 close.
10|K|stats-release|April CPI inflation eases to 17.3%|The Pakistan Bureau of Statistics said consumer prices rose 17.3% year on year in April, down from 20.7% in March. The May reading is due in the first days of June.|A figure released before the cutoff and a scheduled one.
""",
    ),
    # ---------------------------------------------------------------- statistics offices
    Q(
        "m2-japan-gdp-2024-q2",
        "Will Japan's preliminary GDP estimate for the second quarter of 2024 show quarter-on-quarter growth?",
        "Resolves YES if the Cabinet Office's first preliminary estimate for April-June 2024, scheduled for August 15, 2024, shows real GDP rising from the previous quarter. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-15",
        1,
        "macro_data",
        """
5|K|stats-release-calendar|Cabinet Office: release schedule for Quarterly Estimates of GDP|April-June 2024 (1st preliminary): Thursday, August 15, 2024, 8:50. April-June 2024 (2nd preliminary): September 9, 2024.|A release calendar with dates after the cutoff.
2|L|stats-release|Japan's economy rebounds in second quarter on consumer spending|Real GDP grew 0.8% in April-June from the previous quarter, or an annualised 3.1%, the Cabinet Office said on August 15, 2024, as private consumption rose for the first time in five quarters.|Reports the August 15, 2024 release.
11|K|analyst-note|Japan Q2 GDP preview: bounce after the auto scandal|Our tracking points to annualised growth of about 2% in Q2 after the 1.8% contraction in Q1, when certification problems halted production at several carmakers. The first estimate comes out in mid-August.|A forecast of a release after the cutoff.
1|L|market-wrap|Yen, Nikkei steady as GDP beats forecasts|Japanese shares edged up on Thursday, Aug. 15, 2024 after data showed the economy grew faster than expected in the second quarter, adding to the case for further BOJ tightening after its July 31 hike.|Reports the August 15, 2024 data and the July 31 hike, both after the cutoff.
7|K|central-bank-calendar|BOJ: Monetary Policy Meeting July 30-31|The Bank of Japan will release its Outlook for Economic Activity and Prices together with the policy statement on July 31, 2024. Markets are split on whether it will raise the rate from the 0-0.1% range set in March.|A scheduled meeting after the cutoff with expectations.
3|L|analyst-note|Note to clients: BOJ hikes to 0.25% and halves bond buying|The BOJ raised its policy rate to around 0.25% on 31 July 2024 and laid out a plan to reduce JGB purchases to about ¥3 trillion a month by early 2026. We move our next-hike call to January.|Reports the July 31, 2024 BOJ decision, a later event.
""",
    ),
    Q(
        "m2-germany-gdp-2025-q2-flash",
        "Will Destatis's flash estimate show German GDP shrinking in the second quarter of 2025?",
        "Resolves YES if the Federal Statistical Office's first estimate for Q2 2025, scheduled for July 30, 2025, shows price-, seasonally and calendar-adjusted GDP falling from Q1 2025. Resolves NO otherwise.",
        "2025-07-15",
        "2025-07-30",
        1,
        "macro_data",
        """
4|K|stats-release-calendar|Destatis: press release calendar, week 31|Wednesday, 30 July 2025, 10:00: Gross domestic product, 2nd quarter 2025 (flash estimate). Thursday, 31 July 2025: Unemployment (Federal Employment Agency).|A release calendar with dates after the cutoff.
1|L|stats-release|German economy shrinks slightly in second quarter|GDP fell 0.1% in the second quarter of 2025 compared with the first quarter after price, seasonal and calendar adjustment, Destatis reported on 30 July 2025. Growth in the first quarter was revised down to 0.3%.|Reports the July 30, 2025 flash estimate.
10|K|analyst-note|Germany: payback after the tariff front-running|Exports were pulled forward into Q1 ahead of US tariffs, and the Bundesbank's June report pointed to stagnation in the spring. We expect a flat to slightly negative Q2 print on July 30, before fiscal stimulus lifts growth in 2026.|A forecast of a release after the cutoff.
2|L|market-wrap|DAX slips after GDP contraction and weak US trade deal reaction|German stocks fell on Wednesday, July 30, 2025, after figures showed the economy contracted 0.1% in the second quarter, with investors still weighing the EU-US trade framework agreed on July 27.|Reports the July 30, 2025 data and the July 27, 2025 trade deal.
6|K|analyst-note|Ifo index inches up again in June|The Ifo business climate index rose for a sixth straight month in June, to 88.4. The July survey is due on 25 July 2025, five days before the first estimate of second-quarter output.|A past figure and releases after the cutoff.
""",
    ),
    Q(
        "m2-uk-cpi-2025-01",
        "Will UK CPI annual inflation for January 2025 be 2.8% or higher?",
        "Resolves YES if the ONS consumer price inflation release for January 2025, scheduled for February 19, 2025, reports a 12-month CPI rate of 2.8% or higher. Resolves NO otherwise.",
        "2025-02-05",
        "2025-02-19",
        1,
        "macro_data",
        """
7|K|stats-release-calendar|ONS release calendar: Consumer price inflation, UK: January 2025|Release date: 19 February 2025 7:00am. Status: confirmed. The previous release, on 15 January, showed CPI inflation of 2.5% in December.|A release calendar entry after the cutoff and an earlier figure.
2|L|stats-release|CPI inflation rises to 3.0%|The Consumer Prices Index rose by 3.0% in the 12 months to January 2025, up from 2.5% in December, the ONS said on 19 February 2025. The largest upward contributions came from transport and food, and private school fees after VAT was applied.|Reports the February 19, 2025 release.
4|K|analyst-note|UK: January CPI to jump on base effects|We expect CPI inflation to rise to 2.8% in January from 2.5%, as last year's sharp fall in airfares drops out and VAT on school fees kicks in. The Bank of England decides on rates on Thursday, 6 February 2025.|A forecast and a scheduled decision after the cutoff.
1|L|rates-wrap|Gilts rally as Bank of England cuts and halves growth forecast|Two-year gilt yields fell on Feb 6 2025 after the Monetary Policy Committee voted 7-2 to lower Bank Rate to 4.5%, with two members backing a half-point cut, and cut its 2025 growth forecast to 0.75%.|Reports the February 6, 2025 Bank of England decision, after the cutoff.
10|K|fx-report|Sterling steadies after December inflation surprise|The pound recovered from a 14-month low against the dollar after December inflation unexpectedly eased to 2.5%. Traders now price a rate cut at the Bank's February meeting.|Figures from before the cutoff and expectations.
""",
    ),
    Q(
        "m2-us-cpi-2025-01-mom",
        "Will the BLS report a month-over-month increase of 0.4% or more in the seasonally adjusted US CPI for January 2025?",
        "Resolves YES if the Consumer Price Index release for January 2025, scheduled for February 12, 2025, shows the all-items CPI rising 0.4% or more from December 2024. Resolves NO otherwise.",
        "2025-01-29",
        "2025-02-12",
        1,
        "macro_data",
        """
6|K|economic-calendar|US economic calendar: the weeks ahead|Wed Jan 29: FOMC rate decision, 2:00 p.m. ET. Fri Jan 31: PCE price index (December). Fri Feb 7: Employment Situation (January). Wed Feb 12: CPI (January), 8:30 a.m. ET.|A calendar of events on and after the cutoff.
2|L|stats-release|CPI rises 0.5% in January|The Consumer Price Index for All Urban Consumers increased 0.5 percent on a seasonally adjusted basis in January, the Bureau of Labor Statistics reported on February 12, 2025. Over the last 12 months the all items index increased 3.0 percent.|Reports the February 12, 2025 release.
3|K|analyst-note|January effect: watch for start-of-year price resets|Firms tend to raise prices in January, and residual seasonality has produced hot prints in each of the last few years. We pencil in +0.3% headline and +0.3% core for January when the data are published on February 12.|A forecast of a release after the cutoff.
1|L|market-wrap|Stocks, bonds slide after hot inflation print|The 10-year Treasury yield jumped about 10 basis points on February 12, 2025 after January consumer prices rose more than expected, and Chair Powell told lawmakers the same day that the Fed was not there yet on inflation.|Reports the February 12, 2025 data and testimony.
9|K|rates-wrap|Treasuries edge higher as December CPI cools core|Yields fell on January 15 after core inflation slowed to 3.2% in December. Fed funds futures still show no change expected at the January 28-29 meeting.|Earlier data and expectations for a meeting that includes the cutoff day.
4|L|central-bank-statement|Federal Reserve issues FOMC statement|The Federal Reserve decided on January 29, 2025 to maintain the target range for the federal funds rate at 4-1/4 to 4-1/2 percent, noting that inflation remains somewhat elevated.|Reports the January 29, 2025 decision, on the cutoff day.
""",
    ),
    Q(
        "m2-turkey-cpi-2024-05",
        "Will Turkey's annual CPI inflation for May 2024 be above 75%?",
        "Resolves YES if TurkStat's consumer price release for May 2024, scheduled for June 3, 2024, reports annual CPI inflation above 75.0%. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-03",
        1,
        "macro_data",
        """
8|K|stats-release|April inflation at 69.8%, peak seen in May|TurkStat reported on May 3 that annual consumer price inflation rose to 69.8% in April. The central bank has said it expects inflation to peak in May before falling sharply from June on base effects.|A figure from before the cutoff and a forecast.
2|L|stats-release|Annual inflation rises to 75.45% in May|Turkey's consumer price index rose 3.37% in May and 75.45% from a year earlier, TurkStat said on June 3, 2024, the highest annual rate since late 2022.|Reports the June 3, 2024 release.
4|K|economic-calendar|Turkey calendar: late May and early June|May 23, 2024: CBRT Monetary Policy Committee (14:00 local). June 3, 2024: May CPI and domestic PPI (10:00). June 10: Q1 GDP.|A calendar of events after the cutoff.
1|L|fx-report|Lira steady as CBRT holds at 50%|The lira was little changed on May 23, 2024 after the central bank held its policy rate at 50% for a second month and warned it would tighten again if inflation worsened.|Reports a May 23, 2024 decision after the cutoff.
6|K|analyst-note|Türkiye: May CPI is the summit|We see annual CPI at about 74-76% in May, the peak of this cycle, with disinflation gathering pace from the June print onward as last summer's lira collapse drops out of the base.|A forecast of a release after the cutoff.
""",
    ),
    Q(
        "m2-argentina-cpi-2025-05",
        "Will INDEC report Argentina's monthly CPI inflation for May 2025 below 2.0%?",
        "Resolves YES if INDEC's consumer price release for May 2025, scheduled for June 12, 2025, reports national monthly inflation below 2.0%. Resolves NO otherwise.",
        "2025-05-29",
        "2025-06-12",
        1,
        "macro_data",
        """
10|K|stats-release|April inflation slows to 2.8%|INDEC said on May 14 that consumer prices rose 2.8% in April, down from 3.7% in March, as the peso held inside its new band. The May figure will be published on June 12.|A figure from before the cutoff and a scheduled release.
2|L|stats-release|Monthly inflation eases to 1.5% in May, lowest in five years|Consumer prices rose 1.5% in May from April, INDEC reported on June 12, 2025, and 43.5% from a year earlier. Economy Minister Luis Caputo hailed the figure on social media minutes after it was published.|Reports the June 12, 2025 release.
5|K|analyst-note|Argentina: REM survey sees May CPI near 2%|Private forecasters in the central bank's survey expect monthly inflation of around 2.1% for May, and high-frequency food prices in Buenos Aires point lower. A print below 2% on June 12 would be the first since 2020.|A forecast of a release after the cutoff.
1|L|market-wrap|Argentine bonds gain after inflation surprise|Dollar bonds rose on Thursday, June 12, 2025 after monthly inflation slowed to 1.5% in May, the slowest since 2020, beating the consensus of about 2%.|Reports the June 12, 2025 data.
7|K|stats-release-calendar|INDEC: calendario de difusión, junio 2025|Índice de precios al consumidor (IPC), mayo 2025: jueves 12 de junio, 16:00. Estimador mensual de actividad económica, abril: 23 de junio.|A release calendar after the cutoff.
""",
    ),
    Q(
        "m2-us-nfp-2025-08",
        "Will the first estimate of US nonfarm payrolls for August 2025 show a gain of 75,000 or more?",
        "Resolves YES if the BLS Employment Situation release for August 2025, scheduled for September 5, 2025, shows a total nonfarm payroll gain of at least 75,000. Resolves NO otherwise.",
        "2025-08-22",
        "2025-09-05",
        0,
        "macro_data",
        """
8|K|stats-release|July payrolls disappoint, prior months revised down|Nonfarm payrolls rose 73,000 in July, the BLS said on August 1, and gains for May and June were revised down by a combined 258,000. The August report is scheduled for Friday, September 5.|A figure from before the cutoff and a scheduled release.
2|L|stats-release|Employment Situation: August 2025|Total nonfarm payroll employment changed little in August (+22,000), and the unemployment rate, at 4.3 percent, changed little, the Bureau of Labor Statistics reported on September 5, 2025. June was revised to a loss of 13,000.|Reports the September 5, 2025 release.
4|K|economic-calendar|Week ahead: Powell at Jackson Hole|Thursday Aug 21: jobless claims, S&P flash PMIs. Friday Aug 22: Powell speaks at the Jackson Hole symposium, 10:00 a.m. ET. Next Friday Aug 29: July PCE.|A calendar of events on and after the cutoff.
1|L|market-wrap|Stocks jump as Powell opens door to September cut|The S&P 500 rose about 1.5% on Friday, August 22, 2025 after Fed Chair Powell said in Jackson Hole that shifting risks to the labor market may warrant adjusting policy.|Reports the August 22, 2025 speech, on the cutoff day.
6|K|analyst-note|August payrolls: low bar, low hopes|We forecast +60k for August with unemployment rising to 4.3%. Immigration curbs have lowered breakeven job growth, so a weak print on September 5, 2025 may overstate slack.|A forecast of a release after the cutoff.
3|L|rates-wrap|Two-year yields tumble after another weak jobs report|Short-dated Treasury yields fell to their lowest since 2022 on Sep 5 2025 after payrolls rose just 22,000 in August, cementing bets on a Fed cut at the September 16-17 meeting.|Reports the September 5, 2025 data.
""",
    ),
    Q(
        "m2-bls-benchmark-2025",
        "Will the BLS preliminary benchmark revision to March 2025 nonfarm payrolls be a downward revision of 600,000 or more?",
        "Resolves YES if the preliminary benchmark revision published by the BLS on September 9, 2025 lowers the March 2025 level of total nonfarm employment by at least 600,000 (seasonally adjusted). Resolves NO otherwise.",
        "2025-08-27",
        "2025-09-09",
        1,
        "macro_data",
        """
5|K|stats-release-calendar|BLS: Current Employment Statistics preliminary benchmark|The preliminary benchmark revision for March 2025 will be published on September 9, 2025 at 10:00 a.m. ET. Last year's preliminary estimate was -818,000.|A scheduled release after the cutoff and an earlier figure.
1|L|stats-release|CES preliminary benchmark announcement|The preliminary benchmark revision indicates an adjustment to March 2025 total nonfarm employment of -911,000 (-0.6 percent), the BLS said on September 9, 2025. The final benchmark will be incorporated with the January 2026 data in February 2026.|Reports the September 9, 2025 release.
9|K|analyst-note|Benchmark preview: another big cut coming|QCEW data for the first quarter suggest the payroll survey overstated job growth in the year to March 2025. We expect a preliminary revision of -500k to -800k.|A forecast of a release after the cutoff.
3|L|market-wrap|Markets shrug off record payroll revision|Stocks ended slightly higher on Tuesday, September 9, 2025 after the BLS said the economy likely added 911,000 fewer jobs than first reported in the year to March, the largest preliminary revision on record.|Reports the September 9, 2025 revision.
12|K|analyst-note|After the firing, a look at what the BLS publishes next|The President removed BLS Commissioner Erika McEntarfer on August 1 after a weak July report. The bureau's next major releases are the August jobs report on September 5 and the annual benchmark preview on September 9.|A past event and scheduled releases after the cutoff.
2|L|stats-release|August payrolls rise 22,000|Nonfarm payrolls increased by just 22,000 in August and the jobless rate rose to 4.3%, the Labor Department reported on September 5, 2025.|Reports a later release, of September 5, 2025.
""",
    ),
    Q(
        "m2-ez-flash-2025-05",
        "Will Eurostat's flash estimate of euro area annual HICP inflation for May 2025 be below 2.0%?",
        "Resolves YES if Eurostat's flash estimate for May 2025, scheduled for June 3, 2025, shows annual euro area inflation below 2.0%. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-03",
        1,
        "macro_data",
        """
7|K|stats-release-calendar|Eurostat euro indicators: release calendar|03 June 2025, 11:00: Flash estimate euro area inflation, May 2025. 18 June 2025: HICP, May 2025 (final).|A release calendar after the cutoff.
2|L|stats-release|Euro area annual inflation down to 1.9%|Euro area annual inflation is expected to be 1.9% in May 2025, down from 2.2% in April, according to a flash estimate from Eurostat published on 3 June 2025. Services inflation fell to 3.2%.|Reports the June 3, 2025 flash estimate.
4|K|analyst-note|Euro area: Easter unwinds, inflation to slip under 2%|The late Easter lifted services prices in April. We expect May headline HICP at 1.9-2.0% and core at 2.4%, which would cement a 25bp ECB cut on June 5, 2025.|A forecast of a release and a decision after the cutoff.
1|L|central-bank-statement|ECB lowers key interest rates by 25 basis points|The Governing Council decided on 5 June 2025 to lower the deposit facility rate to 2.00%, noting that headline inflation had fallen to 1.9% in May.|Reports the June 5, 2025 decision and the May figure.
10|K|stats-release|April inflation holds at 2.2%|Eurostat confirmed annual euro area inflation of 2.2% in April, unchanged from March, with core at 2.7%. The May flash is due in early June.|A figure before the cutoff and a scheduled release.
3|L|fx-report|Euro shrugs off sub-target inflation|The euro traded near $1.14 on June 3, 2025 after the first flash reading below the ECB's 2% target since September, as traders looked ahead to the central bank's decision on Thursday.|Reports the June 3, 2025 flash estimate.
""",
    ),
    # ---------------------------------------------------------------- companies: earnings, releases, filings
    Q(
        "m2-samsung-q3-2024-guidance",
        "Will Samsung Electronics' preliminary third-quarter 2024 earnings guidance show operating profit of at least 10 trillion won?",
        "Resolves YES if Samsung Electronics' preliminary earnings guidance for Q3 2024, expected on or about October 8, 2024, gives consolidated operating profit of 10.0 trillion won or more. Resolves NO otherwise.",
        "2024-09-24",
        "2024-10-08",
        0,
        "earnings",
        """
5|K|earnings-preview|Samsung Q3 preview: consensus drifts lower|The consensus for third-quarter operating profit has fallen to about 10.7 trillion won from nearly 14 trillion won in August, as memory prices for PCs and phones soften. Preliminary guidance is due in the first week of October.|A forecast of guidance after the cutoff.
1|L|earnings-release|Samsung Electronics announces earnings guidance for third quarter 2024|Samsung Electronics expects consolidated sales of approximately 79 trillion won and operating profit of approximately 9.1 trillion won for the third quarter, the company said in a regulatory filing on October 8, 2024.|Reports the October 8, 2024 guidance.
8|K|earnings-calendar|Korea earnings calendar: October|Samsung Electronics preliminary Q3 guidance: expected Tue Oct 8, 2024, before market open. LG Electronics preliminary Q3: expected the same week. SK Hynix full results: late October.|A calendar of releases after the cutoff.
2|L|company-statement|Samsung chip chief apologises for 'disappointing' results|In an unusual public message released with the October 8, 2024 guidance, DS division head Jun Young-hyun apologised to investors and staff, saying the company's technological competitiveness had been called into question.|Reports an October 8, 2024 statement.
3|L|market-wrap|KOSPI edges lower as Samsung misses|Samsung Electronics shares fell about 1% on Oct 8 2024 to their lowest in more than a year after the chipmaker's third-quarter profit estimate came in well short of forecasts.|Reports the October 8, 2024 miss and share move.
11|K|analyst-note|HBM delays cloud Samsung outlook|We cut our Q3 operating profit estimate to 10.3 trillion won. Qualification of Samsung's HBM3E parts at its largest AI customer has taken longer than expected, and we do not expect meaningful shipments before the fourth quarter.|A forecast with no date after the cutoff.
""",
    ),
    Q(
        "m2-asml-q3-2024-bookings",
        "Will ASML report third-quarter 2024 net bookings above 4.0 billion euros?",
        "Resolves YES if ASML's third-quarter 2024 results, scheduled for October 16, 2024, report net bookings above EUR 4.0 billion. Resolves NO otherwise.",
        "2024-10-01",
        "2024-10-16",
        0,
        "earnings",
        """
6|K|earnings-calendar|ASML investor relations: financial calendar|Q3 2024 financial results: October 16, 2024 (07:00 CET), with an investor call at 15:00 CET. Q4 and full-year 2024 results: January 29, 2025.|A calendar of releases after the cutoff.
2|L|earnings-release|ASML reports €7.5 billion total net sales and €2.1 billion net income in Q3 2024|Quarterly net bookings came in at €2.6 billion, of which €1.4 billion was EUV. The results, scheduled for 16 October, were published on October 15, 2024 owing to a technical error, and ASML narrowed its 2025 sales guidance to €30-35 billion.|Reports the October 15, 2024 release.
9|K|analyst-note|ASML: bookings will tell the 2025 story|After Q2 bookings of €5.6 billion, we model €5.0 billion for Q3. The print on October 16 matters more than usual because Intel and Samsung capex plans for 2025 are in doubt.|A forecast of a release after the cutoff.
1|L|market-wrap|European chip stocks hammered after ASML's early release|ASML shares slumped 16% on Tuesday, Oct. 15, 2024 after the company accidentally posted its results a day early, showing orders at roughly half what analysts had expected. BE Semiconductor and ASM International fell in sympathy.|Reports the October 15, 2024 release and share fall.
4|K|analyst-note|Export-control worries ahead of results|Dutch rules in force since September 7 require licences for some DUV immersion tools. Management is expected to update on China's share of sales, which was almost half in Q2, when it reports in mid-October.|A past rule change and a scheduled report.
""",
    ),
    Q(
        "m2-lvmh-q3-2024-organic",
        "Will LVMH report a year-on-year decline in organic revenue for the third quarter of 2024?",
        "Resolves YES if LVMH's third-quarter 2024 revenue release, scheduled for October 15, 2024, reports negative organic revenue growth for the quarter. Resolves NO otherwise.",
        "2024-09-27",
        "2024-10-15",
        1,
        "earnings",
        """
7|K|earnings-preview|LVMH Q3 preview: China drags, Europe soft|Consensus has organic growth near zero for the third quarter, with Fashion & Leather expected to be slightly negative. Revenue is due after the Paris close on October 15, 2024.|A forecast of a release after the cutoff.
2|L|earnings-release|LVMH: revenue for the first nine months of 2024|LVMH recorded revenue of €61.1 billion for the first nine months of 2024, with organic revenue down 3% in the third quarter, the group said on 15 October 2024. Fashion & Leather Goods fell 5% organically in the quarter.|Reports the October 15, 2024 release.
12|K|earnings-calendar|CAC 40 earnings calendar: October|LVMH (MC.PA): Tuesday 15 October, after market close. Kering: 23 October. Hermès: 23 October. L'Oréal: 22 October.|A calendar of releases after the cutoff.
1|L|market-wrap|Luxury stocks slide after LVMH sales fall|Shares of LVMH fell about 4% on October 16, 2024 after it reported a 3% organic drop in third-quarter sales, its weakest performance since the pandemic, with Asia excluding Japan down 16%.|Reports the October 15, 2024 results and October 16, 2024 trading.
4|K|analyst-note|China stimulus gives luxury a lift, for now|Luxury shares jumped this week after Beijing unveiled its stimulus package on September 24. We doubt it will show up in third-quarter numbers, which LVMH reports on 15 October.|A past event and a scheduled report.
""",
    ),
    Q(
        "m2-airbus-2024-deliveries",
        "Will Airbus report at least 770 commercial aircraft deliveries for 2024?",
        "Resolves YES if Airbus's full-year 2024 commercial aircraft orders and deliveries release, expected on January 9, 2025, reports 770 or more deliveries. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-09",
        0,
        "company_deals",
        """
6|K|press-release|Airbus reports November 2024 commercial aircraft orders and deliveries|Airbus delivered 71 commercial aircraft to 44 customers in November, bringing the total for the year to 647. Full-year figures will be published in January 2025.|A figure before the cutoff and a release after it.
2|L|press-release|Airbus reports 766 commercial aircraft deliveries in 2024|Airbus delivered 766 commercial aircraft to 86 customers in 2024, the company said on 9 January 2025, against a target of around 770, and booked 878 gross orders.|Reports the January 9, 2025 release.
9|K|analyst-note|Airbus: December needs a record|Hitting the company's guidance of around 770 requires about 123 deliveries in December, close to the record month of 2019. Engine shortages from CFM and Pratt & Whitney are the constraint.|A target and a requirement, no date after the cutoff.
1|L|market-wrap|Airbus slips after narrowly missing delivery goal|Airbus shares fell 1.5% in Paris on Jan. 9, 2025 after it said deliveries rose 4% to 766 jets last year, just short of its target, while Boeing's total fell to 348.|Reports the January 9, 2025 release.
4|K|earnings-calendar|Aerospace: key dates, January-February|Airbus full-year orders and deliveries: Thursday 9 January 2025. Boeing Q4 deliveries: 14 January. Airbus FY2024 results: 20 February 2025.|A calendar of releases after the cutoff.
3|L|analyst-note|Airbus: 766 it is|The December total of 119 aircraft was the busiest month of the year, but left Airbus four short of its goal for 2024. We see 820 deliveries in 2025 (Airbus release, January 9, 2025).|Reports the December total and the January 9, 2025 release.
""",
    ),
    Q(
        "m2-byd-2024-sales",
        "Will BYD report new-energy vehicle sales of at least 4 million units for calendar year 2024?",
        "Resolves YES if BYD's production and sales filing for December 2024, expected on January 1, 2025, shows full-year 2024 new-energy vehicle sales of 4,000,000 or more. Resolves NO otherwise.",
        "2024-12-10",
        "2025-01-01",
        1,
        "company_deals",
        """
9|K|filing|BYD: voluntary announcement on production and sales volumes for November 2024|BYD sold 506,804 new-energy vehicles in November 2024, the first month above 500,000. Sales for the eleven months to November totalled about 3.75 million units.|A figure before the cutoff, no date after it.
2|L|filing|BYD 2024 sales climb 41% to 4.27 million vehicles|BYD sold 4,272,145 new-energy vehicles in 2024, according to a filing to the Hong Kong stock exchange on January 1, 2025, comfortably beating its target and putting its battery-electric sales close to Tesla's.|Reports the January 1, 2025 filing.
5|K|analyst-note|BYD set to pass 4 million with weeks to spare|At November's run rate the company should cross its raised target of 4 million units around the middle of December. The annual figure is normally filed on January 1.|A projection and a scheduled filing.
1|L|market-wrap|Hong Kong: BYD gains after record year|BYD shares rose in Hong Kong on Jan 2 2025 after the carmaker said its 2024 sales rose 41% to over 4.2 million vehicles, while Tesla reported the same day its first annual delivery decline.|Reports the January 1 and 2, 2025 figures.
3|L|market-wrap|Tesla posts first annual delivery decline as BYD closes in|Tesla said on January 2, 2025 that it delivered 1,789,226 vehicles in 2024, down about 1% from the year before, leaving it only narrowly ahead of BYD in fully electric cars.|Reports a later related release of January 2, 2025.
""",
    ),
    Q(
        "m2-buffett-ceo-2025",
        "Will Warren Buffett announce that he will step down as chief executive of Berkshire Hathaway by May 31, 2025?",
        "Resolves YES if, by May 31, 2025, Warren Buffett publicly announces that he will step down or has stepped down as Berkshire Hathaway's CEO (an announcement of a future date counts). Resolves NO otherwise.",
        "2025-04-20",
        "2025-05-31",
        1,
        "company_deals",
        """
8|K|company-statement|Berkshire Hathaway Inc.: notice of annual meeting|The annual meeting of shareholders will be held on Saturday, May 3, 2025, at the CHI Health Center in Omaha. The question-and-answer session begins at 9:00 a.m. Central time; first-quarter results will be released that morning.|A scheduled meeting after the cutoff.
2|L|company-statement|Buffett to hand CEO role to Abel at year-end|Warren Buffett told shareholders at the annual meeting in Omaha on May 3, 2025 that he would ask the board to make Greg Abel chief executive at the end of the year. The board voted unanimously the next day to approve the change, effective January 1, 2026.|Reports the May 3, 2025 announcement and the vote after it.
14|K|analyst-note|Berkshire: the succession is planned, the timing is not|Buffett, 94, said in 2021 that Greg Abel would take over as CEO. His February shareholder letter gave no date, and we would not expect a handover announcement at the May 3 meeting.|A past statement and a view about a later meeting.
1|L|market-wrap|Berkshire shares slide after Buffett's farewell|Berkshire Hathaway Class B shares fell about 5% on Monday, May 5, 2025, the first trading day after Buffett said he would step down as CEO at year-end.|Reports the May 3 announcement and the May 5, 2025 move.
4|K|analyst-note|Annual meeting preview: what to ask Omaha|Questions on tariffs, the $334 billion cash pile and the Japanese trading houses are likely to dominate on May 3. The company's last buyback was in mid-2024.|A preview of a meeting after the cutoff.
3|L|earnings-recap|Berkshire first-quarter operating earnings fall 14%|Berkshire reported on May 3, 2025 that operating earnings fell to $9.64 billion in the first quarter, hit by wildfire losses, and that cash reached a record $347.7 billion.|Reports the May 3, 2025 results.
""",
    ),
    Q(
        "m2-nvda-dow-2024",
        "Will Nvidia become a component of the Dow Jones Industrial Average by November 30, 2024?",
        "Resolves YES if S&P Dow Jones Indices adds Nvidia to the DJIA with an effective date on or before November 30, 2024. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-30",
        1,
        "crypto_markets",
        """
6|K|analyst-note|The case for Nvidia in the Dow|Nvidia's 10-for-1 split in June lowered its share price to about $140, removing the main obstacle in a price-weighted index. Intel, down more than half this year, is the obvious candidate to make way.|Past facts and an argument, no date after the cutoff.
2|L|index-announcement|Nvidia and Sherwin-Williams set to join Dow Jones Industrial Average|S&P Dow Jones Indices said on November 1, 2024 that Nvidia would replace Intel and Sherwin-Williams would replace Dow Inc. in the DJIA prior to the open of trading on Friday, November 8, 2024.|Reports the November 1, 2024 announcement.
9|K|index-calendar|S&P DJI: quarterly rebalance schedule|The next quarterly rebalance of the S&P 500 will be announced on Friday, December 6, 2024 and take effect before the open on December 23, 2024. Changes to the DJIA are made as needed.|A schedule of index events after the cutoff.
1|L|market-wrap|Nvidia makes Dow debut as stocks rally|Nvidia traded as a Dow component for the first time on Nov. 8, 2024, ending a week in which the blue-chip index jumped more than 4% after the US election.|Reports the November 8, 2024 change.
3|K|analyst-note|Index changes: what we watch into year-end|Index committees tend to act after earnings season. Nvidia reports on November 20, 2024 and Intel on October 31, 2024. We see a 40% chance the Dow is reshuffled before December.|A forecast and scheduled earnings after the cutoff.
""",
    ),
    Q(
        "m2-broadcom-1t-2024",
        "Will Broadcom's market capitalization close above $1 trillion on any trading day by December 31, 2024?",
        "Resolves YES if Broadcom's closing market capitalization exceeds $1 trillion on any trading day on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-31",
        1,
        "crypto_markets",
        """
5|K|earnings-calendar|Broadcom: fourth-quarter fiscal 2024 results|Broadcom will report results for its fourth quarter of fiscal 2024 after the market close on Thursday, December 12, 2024, followed by a conference call at 2:00 p.m. Pacific time.|A scheduled release after the cutoff.
2|L|market-wrap|Broadcom joins the trillion-dollar club|Broadcom shares soared 24% on Friday, December 13, 2024, lifting its market value above $1 trillion for the first time, after CEO Hock Tan said the market for its custom AI chips could reach $60-90 billion by fiscal 2027.|Reports the December 13, 2024 close.
8|K|analyst-note|Broadcom: $1 trillion needs a beat and a story|At about $165 a share, Broadcom is worth roughly $775 billion. A market cap of $1 trillion would need a share price near $213, which we think requires an upbeat AI revenue outlook on December 12.|A valuation sum and a later report date.
1|L|earnings-recap|Broadcom fiscal Q4: AI revenue up 220% for the year|Broadcom reported on Dec. 12, 2024 fourth-quarter revenue of $14.05 billion and AI revenue of $12.2 billion for fiscal 2024, and guided first-quarter revenue to about $14.6 billion.|Reports the December 12, 2024 results.
12|K|market-wrap|Chip stocks mixed as Nvidia results loom|Broadcom slipped 1% on Tuesday while the Philadelphia semiconductor index was flat. Nvidia reports on November 20.|Market moves before the cutoff, no date after it.
""",
    ),
    Q(
        "m2-chime-ipo-2025",
        "Will Chime Financial shares close their first day of trading above the IPO price?",
        "Resolves YES if Chime Financial's Class A shares, in their first day of trading on Nasdaq expected around June 12, 2025, close above the IPO price. Resolves NO otherwise.",
        "2025-06-02",
        "2025-06-12",
        1,
        "company_deals",
        """
5|K|ipo-calendar|IPO calendar: week of June 9|Chime Financial (CHYM, Nasdaq): 32 million shares at $24-26, expected to price Wednesday June 11, 2025 and trade Thursday June 12, 2025. Voyager Technologies and Caris Life Sciences are also on the calendar.|A calendar of pricing and trading dates after the cutoff.
1|L|ipo-report|Chime soars in Nasdaq debut|Chime shares opened at $43 and closed at $37.11 on June 12, 2025, 37% above the $27 IPO price, valuing the online bank at about $13.5 billion.|Reports the June 12, 2025 first-day close.
8|K|filing|Chime Financial, Inc.: Form S-1 (amendment)|The registration statement sets an expected price range of $24.00 to $26.00 per share. The company expects its Class A common stock to be listed on the Nasdaq Global Select Market under the symbol "CHYM".|A filing with terms and no date after the cutoff.
2|L|ipo-report|Chime prices IPO above range at $27|Chime Financial priced its initial public offering at $27 a share on Wednesday, June 11, 2025, above the marketed range, raising about $864 million before trading began the next day.|Reports the June 11, 2025 pricing.
3|K|analyst-note|Fintech IPOs: Chime is the test after Circle|Chime's valuation at the midpoint, about $11 billion, is a fraction of the $25 billion it fetched privately in 2021. A strong debut on June 12 would likely pull more fintech issuers into the second half.|A view on a debut after the cutoff.
""",
    ),
    Q(
        "m2-lineage-ipo-2024",
        "Will Lineage Inc. shares close their first day of trading above the IPO price?",
        "Resolves YES if Lineage's common stock, in its first day of trading on Nasdaq expected around July 25, 2024, closes above the IPO price. Resolves NO otherwise.",
        "2024-07-12",
        "2024-07-25",
        1,
        "company_deals",
        """
2|K|ipo-calendar|IPO watch: the year's largest listing lines up|Lineage, the cold-storage REIT backed by Bay Grove, plans to sell 47 million shares at $70-82 each. Pricing is expected on July 24, 2024 with trading under the symbol LINE the following day.|A scheduled pricing and debut after the cutoff.
1|L|ipo-report|Lineage rises in debut after year's biggest IPO|Lineage closed at $82 on July 25, 2024, up about 5% from its $78 IPO price, after raising $4.4 billion in the largest US listing of the year.|Reports the July 25, 2024 close.
9|K|filing|Lineage, Inc.: registration statement on Form S-11|Lineage intends to use the net proceeds to repay borrowings under its credit facilities and to fund one-time cash awards to employees in connection with the offering.|A filing's terms, no date after the cutoff.
3|L|ipo-report|Lineage prices $4.4 billion IPO at $78|Lineage priced its offering at $78 a share late on July 24, 2024, near the top of its range, ahead of its Nasdaq debut.|Reports the July 24, 2024 pricing.
6|K|analyst-note|REIT IPOs: why Lineage matters for the window|A successful Lineage deal on July 25 would be the first large REIT listing since 2021. We note that first-day pops for deals above $1 billion have averaged about 10% since 2015.|A view on a debut after the cutoff and a base rate.
""",
    ),
    Q(
        "m2-bbva-sabadell-2025",
        "Will BBVA's takeover offer for Banco Sabadell obtain acceptances of more than 50% of Sabadell's voting rights?",
        "Resolves YES if the CNMV's announcement of the result of BBVA's exchange offer for Banco Sabadell, expected in mid-October 2025, reports acceptances above 50% of voting rights. Resolves NO otherwise.",
        "2025-10-01",
        "2025-10-16",
        0,
        "company_deals",
        """
4|K|analyst-note|BBVA-Sabadell: the sweetener may not be enough|BBVA raised its offer by about 10% on September 22, to 1 new BBVA share plus €0.70 in cash per Sabadell share. With retail holders owning roughly half of the free float, we think acceptance above 50% by the October 10, 2025 deadline is far from assured.|A past revision and a view on a later deadline.
1|L|regulatory-notice|CNMV: result of BBVA's offer for Banco Sabadell|The offer was accepted by holders of 25.47% of the voting rights, below the minimum acceptance condition, the CNMV announced on 16 October 2025. The offer has therefore failed.|Reports the October 16, 2025 result.
10|K|regulatory-notice|CNMV authorises BBVA's offer for Sabadell|The acceptance period will run from 8 September 2025 to 7 October 2025, inclusive. The result will be published by the CNMV after the period ends.|A schedule of an offer period ending after the cutoff.
2|L|market-wrap|Sabadell jumps, BBVA gains as hostile bid collapses|Sabadell shares rose about 4% on Oct. 17, 2025, the day after BBVA's bid won the backing of only about a quarter of shareholders, while BBVA climbed as investors welcomed the return of capital earmarked for the deal.|Reports the October 16, 2025 result and October 17 trading.
7|K|press-release|BBVA extends acceptance period for Sabadell offer|BBVA said the acceptance period of its offer for Banco Sabadell would end on 10 October 2025 instead of 7 October. The CNMV is expected to publish the outcome within days of the close.|A stated extension to a date after the cutoff.
""",
    ),
    Q(
        "m2-bhp-anglo-2024",
        "Will BHP announce a firm intention to make an offer for Anglo American by May 29, 2024?",
        "Resolves YES if, by the UK Takeover Code 'put up or shut up' deadline of 5:00 p.m. London time on May 29, 2024, BHP announces a firm intention to make an offer for Anglo American under Rule 2.7. Resolves NO otherwise.",
        "2024-05-17",
        "2024-05-29",
        0,
        "company_deals",
        """
2|K|analyst-note|BHP-Anglo: will there be a third approach?|Anglo's board has rejected two all-share proposals, the second on May 13 worth about £34 billion. Under the Takeover Code, BHP must announce a firm offer or walk away by 22 May.|Past rejections and a deadline after the cutoff.
1|L|company-statement|BHP does not intend to make an offer for Anglo American|BHP confirmed on 29 May 2024 that it does not intend to make an offer for Anglo American, after talks failed to reach agreement on its third proposal, and it is now bound by Rule 2.8 for six months.|Reports the May 29, 2024 statement.
2|K|company-statement|Anglo American sets out plan to break up group|Anglo American said on 14 May 2024 that it would sell or demerge its platinum, diamonds, coal and nickel businesses to focus on copper, iron ore and crop nutrients. It said the BHP proposal significantly undervalued the company.|An announcement before the cutoff, no date after it.
2|L|commodity-report|Miners: Anglo shares fall as BHP walks away|Anglo American shares dropped nearly 4% on May 29, 2024 after BHP ended its pursuit, while copper prices eased from the record set the week before.|Reports the May 29, 2024 walk-away.
5|L|company-statement|Anglo American rejects BHP's third proposal|Anglo's board said on 22 May 2024 it had unanimously rejected BHP's latest proposal, valued at about £38.6 billion, and agreed to extend the deadline for a firm offer by one week to 29 May.|Reports the May 22, 2024 rejection and extension, after the cutoff.
""",
    ),
    # ---------------------------------------------------------------- markets, currencies, commodities, ratings
    Q(
        "m2-kospi-4000-2025",
        "Will the KOSPI close above 4,000 on any trading day by October 31, 2025?",
        "Resolves YES if the Korea Composite Stock Price Index closes above 4,000 points on any trading day on or before October 31, 2025, per Korea Exchange closing data. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-31",
        1,
        "crypto_markets",
        """
8|K|market-wrap|KOSPI tops 3,500 for the first time|The KOSPI closed at a record above 3,500 on Tuesday, led by Samsung Electronics and SK Hynix on hopes of AI memory orders. Korean markets close for the Chuseok holidays from October 3 and reopen on October 10.|Past closes and a holiday schedule.
1|L|market-wrap|KOSPI breaks 4,000 as chip rally rolls on|Korea's benchmark closed above 4,000 for the first time on October 27, 2025, at 4,042.83, up about 70% this year, as foreign investors piled into chipmakers ahead of a US-Korea trade deal.|Reports the October 27, 2025 close.
4|K|analyst-note|KOSPI 4,000: a target, not a forecast|We raise our 12-month KOSPI target to 4,000 from 3,600, driven by memory earnings upgrades and the government's governance push. Samsung's preliminary Q3 results, due around October 14, 2025, are the next test.|A target and a scheduled release after the cutoff.
2|L|fx-report|Won slides even as stocks hit records|The won weakened past 1,430 per dollar on October 14, 2025 while the KOSPI notched another record, with exporters' dollar hoarding weighing on the currency.|Reports an October 14, 2025 market move after the cutoff.
12|K|exchange-notice|Korea Exchange: market holiday notice|The securities and derivatives markets will be closed from October 3 (Fri) to October 9 (Thu), 2025 for National Foundation Day, the Chuseok holidays and Hangul Day. Trading resumes on October 10.|A holiday schedule covering the cutoff day.
3|L|earnings-recap|Samsung Q3 preliminary profit jumps, shares rise|Samsung Electronics estimated third-quarter operating profit at about 12.1 trillion won on Oct 14 2025, well above forecasts, sending its shares to a record and helping the KOSPI extend its rally.|Reports an October 14, 2025 release after the cutoff.
""",
    ),
    Q(
        "m2-nikkei-33000-2024-08",
        "Will the Nikkei 225 close below 33,000 on any trading day by August 31, 2024?",
        "Resolves YES if the Nikkei Stock Average closes below 33,000 on any trading day on or before August 31, 2024. Resolves NO otherwise.",
        "2024-07-26",
        "2024-08-31",
        1,
        "crypto_markets",
        """
4|K|market-wrap|Tokyo stocks retreat from record as yen rebounds|The Nikkei 225 fell for a fifth session to below 40,000, well off its July 11 record of 42,224, as the yen strengthened toward 153 per dollar and exporters were sold. The BOJ meets on July 30-31.|Past closes and a scheduled meeting.
1|L|market-wrap|Nikkei plunges 12.4% in worst day since 1987|The Nikkei 225 closed at 31,458.42 on Monday, August 5, 2024, down 4,451.28 points, its largest points drop on record, as the unwinding of yen carry trades collided with fears of a US recession.|Reports the August 5, 2024 crash.
7|K|analyst-note|Japan equities: yen is the swing factor|If USD/JPY falls to 145, we estimate Nikkei earnings would be cut by 5-7%, consistent with an index near 36,000. A drop below 33,000 would require a global shock, which we do not forecast.|A conditional and a forecast, no date after the cutoff.
2|L|market-wrap|Nikkei rebounds 10% a day after crash|Tokyo stocks staged their biggest one-day gain since 2008 on Aug 6 2024, rising 10.2% to 34,675, after the previous session's 12% rout.|Reports the August 5 and 6, 2024 moves.
3|K|economic-calendar|Global calendar: a week of central banks and jobs|Jul 31 2024: BOJ decision and Outlook Report, FOMC decision. Aug 1 2024: Bank of England. Aug 2: US July payrolls. Aug 15: Japan Q2 GDP preliminary.|A calendar of events after the cutoff.
5|L|market-wrap|Tokyo shares tumble 5.8% as US recession fears hit risk appetite|The Nikkei fell 2,216.63 points to 35,909.70 on August 2, 2024, after the BOJ's July 31 rate hike lifted the yen and weak US factory data rattled investors.|Reports August 2, 2024 and July 31, 2024 events after the cutoff.
""",
    ),
    Q(
        "m2-egp-float-2024",
        "Will the Central Bank of Egypt's official exchange rate for the pound be weaker than 40 per US dollar on any day by March 31, 2024?",
        "Resolves YES if the Central Bank of Egypt's official rate for the US dollar exceeds 40 Egyptian pounds on any day on or before March 31, 2024. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-31",
        1,
        "crypto_markets",
        """
6|K|fx-report|Egypt: official rate pinned near 30.9 as parallel market widens|The pound has been held at about 30.9 per dollar at banks for nearly a year, while the black-market rate touched 70 in January. Any move to a flexible regime is expected to come with an enlarged IMF programme.|Past prices and an expectation, no date after the cutoff.
2|L|central-bank-statement|CBE raises rates by 600 basis points, allows the exchange rate to be determined by market forces|At an extraordinary meeting on 6 March 2024 the Monetary Policy Committee raised the overnight deposit rate to 27.25% and said it would let the exchange rate be set by the market. The pound fell to about 49.5 per dollar the same day.|Reports the March 6, 2024 decision and devaluation.
9|K|analyst-note|Egypt: devaluation before the IMF review|We expect the pound to be allowed to weaken to 45-50 per dollar once the enlarged IMF deal is agreed, possibly before the end of March. The MPC's next scheduled meeting is on March 7.|A forecast and a scheduled meeting after the cutoff.
1|L|press-release|Egypt signs $35 billion Ras El-Hekma deal with ADQ|Egypt's cabinet said on February 23, 2024 that Abu Dhabi's ADQ would invest $35 billion, including $24 billion for development rights on the Ras El-Hekma peninsula, the largest foreign direct investment in the country's history.|Reports a February 23, 2024 deal after the cutoff.
4|K|central-bank-calendar|CBE: MPC meeting schedule 2024|Scheduled meetings: 1 February, 7 March, 18 April, 23 May, 18 July, 5 September, 17 October, 21 November, 26 December. Unscheduled meetings may be held at the Committee's discretion.|A schedule listing meetings after the cutoff.
3|L|rates-wrap|IMF, Egypt agree on expanded $8 billion loan|The IMF said on March 6, 2024 that it had reached a staff-level agreement with Egypt to raise its loan to about $8 billion, hours after the central bank floated the pound.|Reports the March 6, 2024 agreement.
""",
    ),
    Q(
        "m2-ars-band-2025",
        "Will Argentina's central bank let the peso trade within a floating band, ending the fixed crawling peg, by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, the BCRA replaces the 1% monthly crawling peg of the official exchange rate with a regime in which the peso floats within a band or freely. Resolves NO otherwise.",
        "2025-03-31",
        "2025-04-30",
        1,
        "crypto_markets",
        """
5|K|analyst-note|Argentina: the IMF deal is close, the FX regime is the question|Congress approved the decree backing a new IMF programme on March 19. Caputo says the cepo will be lifted only when conditions allow; we expect a wider band to be announced together with the IMF board approval, perhaps in mid-April.|A past vote and a forecast.
2|L|central-bank-statement|BCRA: new phase of the economic programme|From Monday, April 14, 2025 the peso will float within a band between 1,000 and 1,400 pesos per dollar, with limits widening by 1% a month, the central bank announced on April 11, 2025. Most currency controls on individuals are removed.|Reports the April 11, 2025 announcement.
9|K|fx-report|Peso: blue-chip swap gap widens to 25%|The gap between the official rate, now about 1,070 per dollar under the 1% monthly crawl, and the parallel rates has widened in March as investors price a devaluation.|Current prices, no date after the cutoff.
1|L|fx-report|Peso weakens 10% on first day of band|The official peso closed near 1,230 per dollar on April 14, 2025, its first day trading within the new band, weaker than Friday's 1,078 but well inside the ceiling.|Reports the April 14, 2025 trading.
3|K|economic-calendar|Argentina calendar: April|April 11: IMF Executive Board meeting on the new arrangement (tentative) and INDEC March CPI. April 14: markets reopen after the Easter-week holidays. The BCRA's board meets weekly on Thursdays.|A calendar of events after the cutoff.
6|L|rates-wrap|IMF board approves $20 billion for Argentina|The IMF's Executive Board approved a 48-month $20 billion Extended Fund Facility arrangement on April 11, 2025, with an immediate disbursement of $12 billion.|Reports the April 11, 2025 approval.
""",
    ),
    Q(
        "m2-usdjpy-140-2025-04",
        "Will USD/JPY trade below 140.00 at any time by April 30, 2025?",
        "Resolves YES if the US dollar trades below 140.00 Japanese yen in the spot market at any time on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-08",
        "2025-04-30",
        1,
        "crypto_markets",
        """
3|K|fx-report|Yen jumps to six-month high as tariff shock spreads|The dollar fell below 145 yen on April 4 after the US announced sweeping tariffs on April 2, its weakest since October. The 140 level, last seen in September, is the next support traders cite.|Past moves and a level, no date after the cutoff.
2|L|fx-report|Dollar slides below 140 yen for first time since September|USD/JPY dropped to 139.89 on April 22, 2025 as attacks on Fed Chair Powell fuelled a flight from US assets, before recovering above 141 later in the day.|Reports the April 22, 2025 move below 140.
6|K|analyst-note|FX strategy: we lower our USD/JPY forecasts|We now see USD/JPY at 140 by end-Q2 and 135 by year-end. The Bessent-Kato talks, expected later this month, and the BOJ meeting of April 30-May 1, 2025 are the key events.|Forecasts and scheduled events after the cutoff.
1|L|market-wrap|Stocks soar as Trump pauses tariffs for 90 days|The S&P 500 rose 9.5% on April 9, 2025 after the President paused most of the new country-specific tariffs, and the dollar jumped against the yen.|Reports a later event of April 9, 2025.
4|K|economic-calendar|Japan calendar: April|Apr 10: March PPI. Apr 18: March CPI. Apr 30-May 1: BOJ Monetary Policy Meeting and Outlook Report. May 2: Tokyo markets shut for Golden Week from May 3.|A calendar of events after the cutoff.
""",
    ),
    Q(
        "m2-opec-2025-06-411k",
        "Will the eight OPEC+ countries with voluntary cuts agree to raise their June 2025 production target by more than 137,000 barrels per day?",
        "Resolves YES if the group of eight OPEC+ countries, at its online meeting scheduled for May 5, 2025 (or any earlier meeting), agrees an increase in required production for June 2025 of more than 137,000 barrels per day. Resolves NO otherwise.",
        "2025-04-22",
        "2025-05-05",
        1,
        "crypto_markets",
        """
12|K|commodity-report|OPEC+ surprises with triple-size May increase|The eight countries agreed on April 3 to raise output by 411,000 barrels per day in May, equal to three monthly steps, sending Brent below $70 as US tariffs also rattled markets.|A decision before the cutoff, no date after it.
1|L|commodity-report|OPEC+ agrees second big hike, for June|The eight OPEC+ members agreed on Saturday, May 3, 2025 to raise production by another 411,000 bpd in June, bringing forward a meeting scheduled for May 5. Brent fell below $60 on the Monday after.|Reports the May 3, 2025 decision and the market move after it.
5|K|commodity-report|Oil: all eyes on the May 5 call|Delegates say Saudi Arabia wants to punish overproducers such as Kazakhstan and Iraq. A second 411,000 bpd step for June is under discussion, though some members favour a smaller increase.|A meeting after the cutoff and options discussed.
2|L|commodity-report|Brent slumps to four-year low after OPEC+ decision|Brent crude fell as low as $58.40 a barrel on May 5, 2025, its weakest since 2021, after OPEC+ agreed to accelerate output increases for a second month.|Reports the May 3 decision and the May 5, 2025 price.
7|K|press-release|OPEC Secretariat: eight OPEC+ countries reaffirm commitment to market stability|The eight countries will meet monthly to review market conditions and decide on production levels. The next meeting is scheduled for 5 May 2025.|A scheduled meeting after the cutoff.
""",
    ),
    Q(
        "m2-moodys-france-2024",
        "Will Moody's downgrade France's long-term sovereign rating by December 31, 2024?",
        "Resolves YES if Moody's Ratings lowers France's long-term issuer rating below Aa2 on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-31",
        1,
        "crypto_markets",
        """
2|K|rating-action|Moody's calendar: no scheduled review of France until April|Moody's changed France's outlook to negative on October 25, 2024, affirming Aa2. Its next scheduled sovereign review of France is on April 4, 2025, although agencies can act outside the calendar.|A past action and a scheduled review after the cutoff.
1|L|rating-action|Moody's downgrades France to Aa3, outlook stable|Moody's lowered France's rating to Aa3 from Aa2 on December 13, 2024, in an unscheduled action, saying political fragmentation would make it harder to reduce large deficits.|Reports the December 13, 2024 downgrade.
6|K|rates-wrap|OAT spreads widen as no-confidence vote looms|The gap between French and German 10-year yields rose to about 88 basis points as the government prepared to force the social security budget through. A censure motion could be voted on Wednesday, December 4, 2024.|Market moves and a vote that could follow.
3|L|rates-wrap|French bonds steady as Bayrou named prime minister|OAT yields were little changed on Dec 13 2024 after President Macron appointed François Bayrou, hours before Moody's cut the country's rating after the market close.|Reports the December 13, 2024 appointment and downgrade.
4|K|rating-action|S&P affirms France at AA-, outlook stable|S&P Global Ratings affirmed France on November 29, saying it expected consolidation to be slower than planned. Fitch reviews France next in the spring.|A rating action before the cutoff.
""",
    ),
    Q(
        "m2-sp-india-2025",
        "Will S&P Global Ratings upgrade India's long-term sovereign rating by August 31, 2025?",
        "Resolves YES if S&P Global Ratings raises India's long-term foreign-currency sovereign rating above BBB- on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-04",
        "2025-08-31",
        1,
        "crypto_markets",
        """
9|K|rating-action|S&P: India outlook positive since May 2024|S&P revised India's outlook to positive in May 2024, citing strong growth and better spending quality, and said it could raise the rating over the next 24 months if fiscal consolidation continued.|A past action and a conditional, no date after the cutoff.
2|L|rating-action|S&P upgrades India to BBB on growth and fiscal consolidation|S&P Global Ratings raised India's long-term sovereign rating to BBB from BBB- on August 14, 2025, its first upgrade of the country in 18 years, with a stable outlook.|Reports the August 14, 2025 upgrade.
5|K|analyst-note|India: tariffs cloud the upgrade case|The US announced a 25% tariff on Indian goods on July 30, with a further penalty for Russian oil purchases threatened. We still think an upgrade from S&P is possible within 12 months.|A past announcement and a forecast.
1|L|rates-wrap|Indian bonds rally on rating upgrade|Ten-year government bond yields fell on Aug. 14, 2025 after S&P upgraded India to BBB, though gains were capped by the 50% tariff rate that took effect on August 27.|Reports the August 14, 2025 upgrade and the August 27 tariff.
3|L|fx-report|Rupee falls after US doubles tariff on India|The rupee weakened past 87.8 per dollar after President Trump signed an order on August 6, 2025 imposing an extra 25% duty on Indian goods over purchases of Russian oil.|Reports an August 6, 2025 event after the cutoff.
7|K|central-bank-calendar|RBI MPC: August meeting|The Monetary Policy Committee will meet from August 4 to 6, 2025. The resolution will be published at 10:00 on August 6.|A scheduled meeting after the cutoff.
""",
    ),
]
