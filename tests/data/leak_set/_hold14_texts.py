# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold14` part, read by `build_hold14.py`.

Questions about data series in the style of ForecastBench's dataset questions (FRED series, Yahoo
Finance closes, Wikipedia-tracked records, rankings and office holders, ACLED event counts and
DBnomics statistics: "Will X be higher on date D than on date C?"), with the documents such
questions meet: series and 'latest value' pages, statistical releases, data bulletins,
dashboards, release and earnings calendars, market wraps, analyst notes, Wikipedia-like tables
and revision logs, and background texts. Each question's documents are one line each in a
string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. Written blind as a held-out part; see `build_hold14.py` and
the part's README section. Figures are from memory and approximate.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    # ---------------------------------------------------------------- FRED
    Q(
        "l1-fred-t10y2y-2024-09-06",
        "Will the 10-Year Treasury Constant Maturity Minus 2-Year Treasury Constant Maturity spread (T10Y2Y) have increased by 2024-09-06 as compared to its value on 2024-08-16?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/T10Y2Y once the data is published. Resolves YES if the value for 2024-09-06 is higher than the value for 2024-08-16, NO otherwise. If either date has no observation, the most recent earlier observation is used.",
        "2024-08-16",
        "2024-09-06",
        1,
        "fred",
        """
3|K|fred-series-page|10-Year Treasury Constant Maturity Minus 2-Year Treasury Constant Maturity (T10Y2Y)|Observation for 2024-08-12: -0.19 percent. Frequency: daily, close. Not seasonally adjusted. Source: Federal Reserve Bank of St. Louis, calculated from the Board of Governors' H.15 yields. Series updated each business day at about 4:15 p.m. CT.|A latest-value page showing only a pre-cutoff observation.
5|K|analyst-note|Rates strategy: the last inch of the inversion|The 2s10s closed at -16bp on 9 August 2024, after briefly trading positive intraday on the 5th during the global sell-off. Our base case has the curve closing above zero by the September 6, 2024 payrolls report; Chair Powell's Jackson Hole remarks on 23 August are the main risk in between.|A forecast and scheduled events after the cutoff, with reported facts before it.
2|L|market-wrap|Curve turns positive as two-year yields slide on jobs data|The gap between 10- and two-year Treasury yields ended above zero on September 6, 2024, at roughly +5 basis points, after a softer-than-expected August payrolls report pushed two-year yields down to about 3.65%. The curve had first closed un-inverted two days earlier, on September 4, after a weak job openings report.|Reports the September 4 and 6, 2024 closes as done.
4|K|release-calendar|Treasury and macro calendar, weeks of Aug 19 and Aug 26|Wed Aug 21: FOMC minutes, 2:00 p.m. ET. Thu-Sat Aug 22-24: Kansas City Fed economic symposium, Jackson Hole. Thu Aug 29: GDP, Q2 second estimate. Fri Aug 30: personal income and PCE prices, July. Fri Sept 6, 2024: Employment Situation, August.|A calendar of releases after the cutoff.
1|L|dashboard-updated|Yield curve tracker|Current 2s10s: -0.17 (as of 2024-08-15). Refreshed 2024-09-09: FRED's T10Y2Y now shows +0.04 for September 6, 2024, after a week spent around zero.|A refresh appended to a pre-cutoff tracker reports the September 6, 2024 value.
7|L|analyst-note|Powell opens the door; the curve steepens|Speaking at Jackson Hole on 23 August 2024, Powell said the time had come for policy to adjust, and two-year yields fell about 10bp on the day, pulling the 2s10s up to roughly -10bp by the close.|Reports the August 23, 2024 speech and the market move after the cutoff.
""",
    ),
    Q(
        "l1-fred-brent-2024-05-03",
        "Will the Brent crude oil spot price (DCOILBRENTEU) have increased by 2024-05-03 as compared to its value on 2024-04-12?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/DCOILBRENTEU once the data is published. Resolves YES if the value for 2024-05-03 is higher than the value for 2024-04-12, NO otherwise.",
        "2024-04-12",
        "2024-05-03",
        0,
        "fred",
        """
2|K|eia-data-page|Europe Brent Spot Price FOB (Dollars per Barrel)|Daily. 2024-04-08: 91.17 · 2024-04-09: 90.38 · 2024-04-10: 91.43. Release date: 2024-04-10. Next release date: 2024-04-17.|A data page with pre-cutoff values and a scheduled next release after the cutoff.
4|K|analyst-note|Oil: paying for a risk premium that may not be needed|Brent has added about $14 since mid-December on Middle East risk and OPEC+ restraint. If Iran's threatened response to the April 1 strike in Damascus stays contained, we expect the premium to fade and keep our $85 second-quarter average. OPEC+ ministers next review output policy on June 1, 2024.|Forecasts and a scheduled meeting; facts before the cutoff.
1|L|market-wrap|Brent slips below $83 as Mideast fears recede|Oil ended the week lower, with Brent settling near $82.96 on Friday, May 3, 2024, its steepest weekly fall in three months, as weaker US jobs data and hopes for a Gaza truce eased supply worries.|Reports the May 3, 2024 settlement.
3|L|news-brief|Oil jumps, then fades, after Iran's drone and missile attack|Iran launched more than 300 drones and missiles at Israel overnight on 13-14 April 2024, nearly all of them intercepted. Brent rose briefly in early Asian trading on Monday but closed lower as traders judged the risk of a wider war had eased.|Reports the April 13-14, 2024 attack and the market reaction.
6|K|background|About this series|Brent spot prices are assessments for North Sea crude delivered free on board, published by the US Energy Information Administration and mirrored by FRED with a short lag. Weekly and monthly averages are computed from the daily values; holidays are left blank.|Background text with no dates.
1|L|data-bulletin|This Week in Petroleum (excerpt)|Brent spot averaged about $89 in the week ending April 19, 2024, down from $91 the week before; prices spiked briefly on April 19 on reports of explosions near Isfahan before giving back the gains.|Reports April 2024 prices and events after the cutoff.
""",
    ),
    Q(
        "l1-fred-gasregw-2023-10-30",
        "Will the US regular all formulations retail gas price (GASREGW) have increased by 2023-10-30 as compared to its value on 2023-10-02?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/GASREGW once the data is published. The series is weekly, dated Mondays. Resolves YES if the value for the week of 2023-10-30 is higher than the value for the week of 2023-10-02, NO otherwise.",
        "2023-10-02",
        "2023-10-30",
        0,
        "fred",
        """
4|K|fred-series-page|US Regular All Formulations Gas Price (GASREGW)|2023-09-25: 3.838 dollars per gallon. Weekly, ending Monday. Updated Sep 26, 2023. Source: US Energy Information Administration, Gasoline and Diesel Fuel Update, published Mondays after 5 p.m. ET (Tuesdays after federal holidays).|A latest-value page with only a pre-cutoff value.
2|K|analyst-note|Pump prices: the autumn blend switch|Most of the country moved to winter-grade gasoline after September 15, which usually takes 10-15 cents a gallon off retail prices within weeks. With Brent above $90 the decline may be slower than usual; we put the national average near $3.70 by October 31, 2023.|A forecast of a future level.
1|L|data-bulletin|Gasoline and Diesel Fuel Update|US regular gasoline retail price, week of Oct 16 2023: $3.613 per gallon, down 12.3 cents from a week ago and down 25.4 cents from a year ago.|Reports a weekly price for October 16, 2023.
3|L|market-wrap|Crude rises after attack on Israel, but gasoline futures lag|Oil jumped more than 4% on Monday, October 9, 2023, after the weekend attack on Israel by Hamas, though RBOB gasoline futures ended well off their highs as US demand data stayed soft.|Reports events of October 7-9, 2023.
6|K|release-calendar|EIA release schedule, October 2023|Gasoline and Diesel Fuel Update: Oct. 2, Oct. 10 (Tuesday, after Columbus Day), Oct. 16, Oct. 23, Oct. 30. Weekly Petroleum Status Report: Wednesdays at 10:30 a.m. ET.|A release calendar with future dates.
1|L|news-brief|Gas prices fall for a fourth straight week|The national average for regular gasoline fell to about $3.48 a gallon in the week of October 30, 2023, the EIA said, the lowest level since early spring.|Reports the resolution-date value.
""",
    ),
    Q(
        "l1-fred-dexinus-2025-01-17",
        "Will the Indian rupees to US dollar spot exchange rate (DEXINUS) have increased by 2025-01-17 as compared to its value on 2024-12-20?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/DEXINUS once the data is published (units: rupees per US dollar, so an increase means a weaker rupee). Resolves YES if the value for 2025-01-17 is higher than the value for 2024-12-20, NO otherwise.",
        "2024-12-20",
        "2025-01-17",
        1,
        "fred",
        """
5|K|fred-series-page|Indian Rupees to U.S. Dollar Spot Exchange Rate (DEXINUS)|2024-12-13: 84.80 Indian Rupees to 1 U.S. Dollar. Daily, noon buying rates in New York. Source: Board of Governors of the Federal Reserve System, H.10, updated weekly on Mondays.|A pre-cutoff value only.
1|K|analyst-note|INR: new governor, same pressure|The rupee slid past 85 per dollar for the first time on 19 December 2024 as the dollar index climbed to a two-year high. We expect the RBI under Governor Sanjay Malhotra to allow gradual depreciation and see USD/INR at 85.50 by end-March 2025.|A pre-cutoff fall and a forecast.
2|L|market-wrap|Rupee hits record low past 86.5|The Indian rupee weakened to a record low of about 86.6 per dollar on January 13, 2025, its biggest one-day fall in nearly two years, as strong US payrolls and higher oil prices lifted the dollar.|Reports a January 13, 2025 record low.
1|L|fred-series-page|DEXINUS: observations|2025-01-10: 85.93 · 2025-01-13: 86.57 · 2025-01-14: 86.43 · 2025-01-17: 86.58. Units: Indian Rupees to One U.S. Dollar, not seasonally adjusted.|Lists observations after the cutoff, including the resolution date.
8|K|background|Why the rupee moves slowly|The RBI does not target a level for the rupee but sells dollars to smooth volatility, drawing on reserves that peaked near $705 billion in late September 2024. Its next monetary policy statement, due in February 2025, is expected to address tight banking liquidity.|Past facts and a future statement.
4|L|analyst-note|INR weekly: end of the year, end of the range|USD/INR closed 2024 at 85.61 on December 31, 2024, about 3% weaker than a year earlier, after heavy dollar sales by the RBI in the final week.|Reports the December 31, 2024 close.
""",
    ),
    Q(
        "l1-fred-walcl-2024-03-13",
        "Will the total assets of the Federal Reserve (WALCL) have increased by 2024-03-13 as compared to its value on 2024-02-14?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/WALCL once the data is published. The series is weekly, as of Wednesday, from the H.4.1 release. Resolves YES if the value for 2024-03-13 is higher than the value for 2024-02-14, NO otherwise.",
        "2024-02-14",
        "2024-03-13",
        0,
        "fred",
        """
6|K|statistical-release|Factors Affecting Reserve Balances (H.4.1), week ended February 7, 2024|Total assets of the Federal Reserve: $7,631,512 million, down about $10.6 billion from a week earlier. Treasury and agency mortgage-backed securities continued to run off under the Committee's monthly caps. The next release is scheduled for February 15, 2024.|A release with a next-release date after the cutoff.
3|K|analyst-note|QT: the slowdown debate|Several FOMC participants want to begin discussing a slower pace of runoff at the March 19-20, 2024 meeting. We think a decision comes by June and expect the balance sheet to keep shrinking by about $75-80 billion a month until then. The Bank Term Funding Program stops making new loans on March 11, 2024.|Forecasts and scheduled dates.
2|L|news-brief|Minutes show Fed officials eye in-depth balance sheet talks in March|Minutes of the January 30-31 meeting, released on February 21, 2024, showed many officials favoured starting an in-depth discussion of balance sheet issues at the March meeting.|Reports the February 21, 2024 release.
1|L|data-bulletin|Weekly balance sheet: BTFP lending winds down|The Fed's total assets fell to about $7.54 trillion in the week ended March 13, 2024, the H.4.1 release showed, as outstanding Bank Term Funding Program loans began to decline after new lending ended on March 11.|Reports the March 13, 2024 value.
5|K|background|What WALCL measures|Total assets of all Federal Reserve Banks as of each Wednesday, from the H.4.1 release. The series has fallen from a peak of almost $9 trillion in the spring of 2022 as the Fed lets securities mature without reinvesting the proceeds.|Background with past facts only.
4|L|dashboard-updated|Fed balance sheet dashboard|Latest: $7.63T (Feb 7, 2024). Update 2024-02-29: total assets $7.58T for the week ended February 28, 2024; reserve balances $3.60T.|An update appended to the dashboard reports the February 28, 2024 value.
""",
    ),
    Q(
        "l1-fred-hyoas-2025-04-21",
        "Will the ICE BofA US High Yield Index Option-Adjusted Spread (BAMLH0A0HYM2) have increased by 2025-04-21 as compared to its value on 2025-03-28?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/BAMLH0A0HYM2 once the data is published. Resolves YES if the value for 2025-04-21 is higher than the value for 2025-03-28, NO otherwise.",
        "2025-03-28",
        "2025-04-21",
        1,
        "fred",
        """
2|K|fred-series-page|ICE BofA US High Yield Index Option-Adjusted Spread (BAMLH0A0HYM2)|2025-03-26: 3.21 percent. Daily, close, not seasonally adjusted. Index data copyright ICE Data Indices, LLC; values are posted with a one-day lag.|A pre-cutoff value only.
5|K|analyst-note|Credit: spreads finally notice tariffs|High-yield spreads have widened about 60bp since mid-February. The reciprocal tariff announcement promised for April 2, 2025 is the next catalyst: if it is broad, we see the index OAS testing 4% by late April 2025.|A forecast and a scheduled announcement.
1|L|market-wrap|Junk spreads blow out after tariff shock|The high-yield option-adjusted spread jumped to about 4.4% on April 4, 2025, its widest since 2023, two days after the White House unveiled sweeping tariffs and as China announced retaliation. No high-yield bonds priced in the US all week.|Reports April 2-4, 2025 events.
3|L|data-bulletin|Credit monitor, week of April 14|HY OAS: 4.36% (Apr 17, 2025), about 25bp inside the April 7 peak, after the 90-day pause on most new tariffs announced on April 9, 2025.|Reports mid-April 2025 values and the pause.
4|K|release-calendar|Credit and macro calendar|Mon Mar 31: quarter-end. Wed Apr 2: tariff announcement, 4 p.m. ET. Fri Apr 4: March jobs report. Thu Apr 10: March CPI. Fri Apr 11: big bank earnings begin. Fri Apr 18: US markets closed for Good Friday.|A calendar of future events.
1|L|analyst-note|Spreads into earnings season|The index OAS stood at roughly 4.4% on 21 April 2025, more than 100bp wider than at the end of March, as another sell-off in equities on attacks on the Fed chair hit risk assets.|Reports the April 21, 2025 level.
""",
    ),
    Q(
        "l1-fred-umcsent-2025-06",
        "Will the University of Michigan consumer sentiment index (UMCSENT) for June 2025 be higher than its value for May 2025?",
        "Resolves to the values found at https://fred.stlouisfed.org/series/UMCSENT once the June 2025 final value is published (final results are scheduled for 2025-06-27). Resolves YES if the June 2025 value is higher than the May 2025 value, NO otherwise.",
        "2025-06-06",
        "2025-06-27",
        1,
        "fred",
        """
6|K|statistical-release|Surveys of Consumers: final results for May 2025|Consumer sentiment was 52.2 in May, essentially unchanged from April, as tariff worries continued to weigh; year-ahead inflation expectations eased to 6.6%. Preliminary June results are scheduled for June 13, 2025 and final results for June 27, 2025.|Past results and a release schedule.
2|L|statistical-release|Surveys of Consumers|Preliminary results for June 2025, released June 13, 2025: sentiment rose to 60.5, up about 16% from May and the first increase in six months, as consumers judged the worst tariff scenarios less likely.|Reports the June 13, 2025 preliminary reading.
4|K|analyst-note|What to expect from the June Michigan survey|Our model, which leans on gasoline prices and stock returns, points to a June reading near 54, modestly above May's 52.2. A rebound above 55 would need a further fall in inflation expectations. The preliminary estimate lands Friday, June 13, at 10 a.m.|A forecast for a scheduled release.
1|L|fred-series-page|University of Michigan: Consumer Sentiment (UMCSENT)|Jun 2025: 60.7 · May 2025: 52.2 · Apr 2025: 52.2. Index 1966:Q1=100, monthly, not seasonally adjusted. Updated Jun 27, 2025.|Lists the June 2025 final value published June 27, 2025.
3|K|background|About this series|The index is built from about 600 to 900 interviews a month. FRED carries the final monthly figure; the preliminary reading appears on the survey's own site about two weeks earlier, usually on the second Friday of the month.|Background with no dates.
5|L|market-wrap|Sentiment rebound fails to lift stocks|Wall Street fell on Friday, June 13, 2025, after overnight strikes in the Middle East sent oil sharply higher, overshadowing a surprisingly strong jump in the University of Michigan sentiment index to 60.5.|Reports June 13, 2025 events.
""",
    ),
    Q(
        "l1-fred-icsa-2024-10-05",
        "Will initial claims for unemployment insurance (ICSA) for the week ending 2024-10-05 be higher than for the week ending 2024-09-21?",
        "Resolves to the values found at https://fred.stlouisfed.org/series/ICSA once the week ending 2024-10-05 is published (scheduled for 2024-10-10). Seasonally adjusted, first-published values as shown on FRED at resolution. Resolves YES if the later week's value is higher, NO otherwise.",
        "2024-09-26",
        "2024-10-10",
        1,
        "fred",
        """
7|K|statistical-release|Unemployment Insurance Weekly Claims, week ending September 14|In the week ending September 14, the advance figure for seasonally adjusted initial claims was 219,000, a decrease of 12,000 from the previous week's revised level. The 4-week moving average was 227,500. The report for the week ending September 21 is scheduled for September 26, 2024.|Pre-cutoff figures and a scheduled release.
2|K|analyst-note|Claims preview: Boeing and the storm|We expect claims near 225,000 for the week ending September 21. Striking Boeing machinists cannot draw benefits in Washington state, so the walkout that began on September 13 should not show up. The bigger risk is Hurricane Helene, forecast to reach Florida's Big Bend late on September 26; storm-related claims tend to appear one to two weeks after landfall.|A forecast and a storm track ahead.
1|L|market-wrap|Jobless claims fall to four-month low|Initial jobless claims dropped to 218,000 in the week ended September 21, the Labor Department said on September 26, 2024, the lowest since May, easing worries about layoffs.|Reports the figure released on the cutoff day.
3|L|news-brief|Claims jump to 14-month high after Helene|Initial claims rose by 33,000 to 258,000 in the week ending October 5, 2024, the Labor Department reported on October 10, 2024, with large increases in Michigan and in the south-eastern states hit by Hurricane Helene.|Reports the October 10, 2024 release.
5|K|release-calendar|Economic calendar, weeks of Sept 30 and Oct 7|Thu Oct 3: jobless claims (week ending Sept 28). Fri Oct 4: September employment report. Thu Oct 10: September CPI; jobless claims (week ending Oct 5).|A calendar of future releases.
12|L|data-bulletin|Weekly claims tracker|Week ending 2024-09-28: 225k (released 2024-10-03). Week ending 2024-10-05: 258k (released 2024-10-10). Continuing claims: 1.86m.|Lists claims released after the cutoff.
""",
    ),
    Q(
        "l1-fred-dhhngsp-2024-02-09",
        "Will the Henry Hub natural gas spot price (DHHNGSP) have increased by 2024-02-09 as compared to its value on 2024-01-12?",
        "Resolves to the value found at https://fred.stlouisfed.org/series/DHHNGSP once the data is published (dollars per million Btu). Resolves YES if the value for 2024-02-09 is higher than the value for 2024-01-12, NO otherwise.",
        "2024-01-12",
        "2024-02-09",
        0,
        "fred",
        """
3|K|eia-data-page|Henry Hub Natural Gas Spot Price (Dollars per Million Btu)|Daily. 2024-01-05: 2.93 · 2024-01-08: 3.05 · 2024-01-09: 3.10. Release date: 2024-01-10. Next release date: 2024-01-17.|Pre-cutoff values and a next release date.
5|K|analyst-note|Natural gas: cold is coming, storage is full|Weather models show an Arctic outbreak across the central US from January 13 to 17, 2024, which could lift cash prices sharply for a few days. Beyond that, inventories about 10% above the five-year average argue for softer prices; we expect Henry Hub cash near $2.50 by mid-February 2024.|A forecast of weather and prices.
1|L|market-wrap|Gas futures sink below $2 as mild weather returns|Front-month natural gas futures settled near $1.85 per MMBtu on Friday, February 9, 2024, the lowest in more than three years, while Henry Hub cash traded close to $1.80.|Reports February 9, 2024 prices.
2|L|data-bulletin|Natural Gas Weekly Update|Working gas in storage fell by a record 326 Bcf in the week ending January 19, 2024, as the mid-January freeze pushed demand to all-time highs; Henry Hub spot prices spiked during the cold before dropping back as temperatures moderated.|Reports the late-January 2024 storage draw and price moves.
4|K|background|About the Henry Hub|Henry Hub is a pipeline interconnect in Erath, Louisiana, and the delivery point for NYMEX natural gas futures. Gas for weekend and holiday delivery trades on the previous business day, which can make Friday quotes unusually volatile.|Background with no dates.
1|K|release-calendar|EIA natural gas release schedule|Weekly Natural Gas Storage Report, Thursdays at 10:30 a.m. ET: January 18, January 25, February 1 and February 8, 2024. Natural Gas Weekly Update: Thursdays after the storage report.|Future release dates.
""",
    ),
    # ---------------------------------------------------------------- Yahoo Finance
    Q(
        "l1-yf-snow-2024-03-08",
        "Will SNOW's market close price on 2024-03-08 be higher than its market close price on 2024-02-23? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/SNOW for 2024-03-08 compared with the close for 2024-02-23. If a date falls on a day the market is closed, the previous market close is used.",
        "2024-02-23",
        "2024-03-08",
        0,
        "yfinance",
        """
5|K|quote-page|Snowflake Inc. (SNOW) stock price|At close February 16, 2024: 221.95, -1.1%. Earnings date: Feb 28, 2024 (after market close). 52-week range: 135.15 - 237.72. Market cap: about 73B.|A quote page naming a future earnings date.
2|K|analyst-note|SNOW into Q4: product revenue and the FY25 guide|We expect fiscal fourth-quarter product revenue of about $745 million, in line with guidance, when Snowflake reports on February 28. The reaction will hinge on the fiscal 2025 product revenue outlook; consensus sits near 30% growth.|A preview of a scheduled report.
1|L|market-wrap|Snowflake plunges 18% as Slootman retires|Snowflake shares fell about 18% on February 29, 2024, to roughly $192, after the company said Frank Slootman would retire as chief executive and guided to slower product revenue growth.|Reports the February 29, 2024 fall.
3|L|earnings-recap|Snowflake Q4 FY24: beat, soft guide, new CEO|Reported Feb. 28, 2024: product revenue $738 million, up 33%; fiscal 2025 product revenue guide $3.25 billion, about 22% growth. Sridhar Ramaswamy, who joined with the Neeva acquisition, succeeds Frank Slootman as CEO.|Reports the February 28, 2024 results.
8|K|background|Company profile|Snowflake Inc. provides a cloud-based data platform that lets organisations consolidate data in one place, build data-driven applications and share data securely. The company was founded in 2012 and is based in Bozeman, Montana.|A background profile with no dates after the cutoff.
1|L|quote-page|SNOW historical prices|Mar 8, 2024: close 164.13 · Mar 7, 2024: 167.20 · Mar 1, 2024: 188.40 · Feb 29, 2024: 192.28 · Feb 23, 2024: 228.94.|Lists closes on and after the cutoff, including the resolution date.
""",
    ),
    Q(
        "l1-yf-panw-2024-03-01",
        "Will PANW's market close price on 2024-03-01 be higher than its market close price on 2024-02-16? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/PANW for 2024-03-01 compared with the close for 2024-02-16. If a date falls on a day the market is closed, the previous market close is used.",
        "2024-02-16",
        "2024-03-01",
        0,
        "yfinance",
        """
4|K|earnings-calendar|Earnings this week: Palo Alto Networks, Walmart, Home Depot|Tuesday, Feb. 20: Walmart and Home Depot (before the open); Palo Alto Networks (after the close). Thursday, Feb. 22: Booking Holdings, Block. Markets are closed Monday, Feb. 19, for Presidents Day.|A calendar of future reports.
2|K|analyst-note|PANW: billings math ahead of FQ2|We model fiscal second-quarter billings of $2.35 billion and see little risk to the full-year guide of $10.7-10.8 billion. At about 56 times forward earnings going into the February 20, 2024 print, the bar is high.|A preview of a scheduled report.
1|L|market-wrap|Palo Alto Networks loses more than a quarter of its value|Palo Alto Networks shares tumbled 28% on Wednesday, February 21, 2024, after the cybersecurity company cut its billings forecast and said it would give away products to win customers consolidating on its platform.|Reports the February 21, 2024 fall.
6|L|analyst-note|Downgrade after the platformization pivot|After the February 20, 2024 guidance cut, we move to neutral: the plan to offer free products to drive consolidation will weigh on billings for 12 to 18 months, even if it pays off later.|Reports the February 20, 2024 guidance cut as done.
3|K|quote-page|Palo Alto Networks, Inc. (PANW)|Previous close (Feb 12, 2024): 367.54. Day's range: 360.10 - 369.00. Next earnings date: Feb 20, 2024. Forward dividend: n/a.|A quote page with a future earnings date.
1|L|quote-page|PANW historical data|Date, close: 2024-03-01, 287.16 · 2024-02-29, 284.00 · 2024-02-21, 261.97 · 2024-02-16, 361.90.|Lists closes on and after the cutoff.
""",
    ),
    Q(
        "l1-yf-nycb-2024-02-09",
        "Will NYCB's market close price on 2024-02-09 be higher than its market close price on 2024-01-26? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/NYCB for 2024-02-09 compared with the close for 2024-01-26. If a date falls on a day the market is closed, the previous market close is used. If the ticker changes, the successor listing is used.",
        "2024-01-26",
        "2024-02-09",
        0,
        "yfinance",
        """
3|K|earnings-calendar|Regional bank earnings, week of January 29|New York Community Bancorp reports fourth-quarter results before the open on Wednesday, January 31, 2024, with a conference call at 8:30 a.m. ET. Valley National and Citizens report earlier in the week.|A future report date.
7|K|analyst-note|NYCB: crossing $100 billion|After taking on Signature Bank's deposits in March 2023, NYCB now has more than $100 billion in assets and must meet tighter capital and liquidity standards. We expect management to set out a timeline with the fourth-quarter results and keep a hold rating.|Past facts and an expectation.
1|L|market-wrap|NYCB plunges 38% after dividend cut, surprise loss|New York Community Bancorp shares fell 38% on January 31, 2024, after the lender slashed its quarterly dividend to 5 cents and set aside $552 million for loan losses, far more than analysts expected, citing office and multifamily loans.|Reports the January 31, 2024 fall.
2|L|news-brief|Moody's cuts NYCB to junk|Moody's downgraded New York Community Bancorp's ratings to junk on February 6, 2024, citing risk management and governance weaknesses after the departure of senior risk staff.|Reports the February 6, 2024 downgrade.
5|K|background|Company profile|New York Community Bancorp, Inc. is the holding company for Flagstar Bank, N.A., offering deposit, lending and mortgage services in the Northeast, the Midwest and Florida. Its multifamily book is concentrated in rent-regulated New York City buildings.|A background profile.
1|L|quote-page|NYCB price history|Feb 9, 2024: 4.24 · Feb 8, 2024: 4.32 · Feb 7, 2024: 3.74 · Jan 31, 2024: 6.47 · Jan 26, 2024: 10.38.|Lists closes on and after the cutoff.
""",
    ),
    Q(
        "l1-yf-sbux-2024-08-23",
        "Will SBUX's market close price on 2024-08-23 be higher than its market close price on 2024-08-09? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/SBUX for 2024-08-23 compared with the close for 2024-08-09. If a date falls on a day the market is closed, the previous market close is used.",
        "2024-08-09",
        "2024-08-23",
        1,
        "yfinance",
        """
6|K|analyst-note|Starbucks: activists circle|With Elliott and Starboard both holding stakes and fiscal third-quarter comparable sales down 3%, pressure on CEO Laxman Narasimhan is rising. Nothing is scheduled before fiscal fourth-quarter results, expected around October 29, 2024, but a strategy update could come sooner.|A forecast and a scheduled report.
1|L|market-wrap|Starbucks soars 24% on Chipotle CEO hire|Starbucks shares jumped 24.5% on Tuesday, August 13, 2024, their best day on record, after the coffee chain named Chipotle's Brian Niccol as chairman and chief executive, replacing Laxman Narasimhan, with effect from September 9.|Reports the August 13, 2024 announcement and rally.
3|K|quote-page|Starbucks Corporation (SBUX)|Close Aug 6, 2024: 75.97. Next earnings date: Oct 29, 2024 (estimated). Forward dividend: 2.28 (2.99%). Ex-dividend date: Aug 16, 2024.|A pre-cutoff close and future dates.
2|L|news-brief|Chipotle slides as Niccol departs for Starbucks|Chipotle shares lost about 7.5% on August 13, 2024, after Brian Niccol said he would leave to run Starbucks; operating chief Scott Boatwright was named interim CEO.|Reports an August 13, 2024 event.
4|K|background|Company profile|Starbucks Corporation, with its subsidiaries, roasts, markets and retails specialty coffee worldwide, with more than 39,000 company-operated and licensed stores. The company was founded in 1971 and is based in Seattle, Washington.|A background profile.
8|L|quote-page|SBUX history|2024-08-23: 95.76 · 2024-08-16: 94.57 · 2024-08-13: 95.22 · 2024-08-09: 77.01.|Lists closes on and after the cutoff, including the resolution date.
""",
    ),
    Q(
        "l1-yf-tgt-2024-11-29",
        "Will TGT's market close price on 2024-11-29 be higher than its market close price on 2024-11-15? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/TGT for 2024-11-29 compared with the close for 2024-11-15. If a date falls on a day the market is closed, the previous market close is used.",
        "2024-11-15",
        "2024-11-29",
        0,
        "yfinance",
        """
4|K|earnings-calendar|Retail earnings: Walmart, Target, Lowe's|Tue Nov 19: Walmart, Lowe's (before the open). Wed Nov 20: Target, TJX (before the open). Thu Nov 21: Gap (after the close). US markets close early on Friday, November 29, 2024, the day after Thanksgiving.|Future reports and a market-hours date.
2|K|analyst-note|Target Q3 preview: the discretionary drag|We expect comparable sales up about 1.5% and adjusted EPS of $2.30 for the third quarter, but see risk to the holiday outlook given a season with five fewer days between Thanksgiving and Christmas than last year.|A preview.
1|L|market-wrap|Target shares plunge 21% on profit miss|Target stock fell 21% on November 20, 2024, its worst day since 2022, after the retailer missed quarterly profit forecasts and cut its full-year outlook, citing weak demand for discretionary goods and higher costs.|Reports the November 20, 2024 fall.
3|L|earnings-recap|Target Q3 2024: comps +0.3%, EPS $1.85|Reported 20 November 2024: comparable sales +0.3%, digital comparable sales +10.8%, adjusted EPS $1.85 against about $2.30 expected; full-year adjusted EPS outlook lowered to $8.30-8.90.|Reports the November 20, 2024 results.
6|K|background|Company profile|Target Corporation operates as a general merchandise retailer in the United States, selling apparel, home goods, food and household essentials through nearly 2,000 stores and its digital channels. It is based in Minneapolis, Minnesota.|A background profile.
1|K|news-preview|What to watch from Target on Wednesday|Investors want to see whether price cuts on thousands of items have drawn shoppers back. Management hosts its call at 7 a.m. CT on Nov. 20, and its holiday deals calendar runs through Christmas Eve.|A preview naming future dates.
""",
    ),
    Q(
        "l1-yf-intc-2025-08-22",
        "Will INTC's market close price on 2025-08-22 be higher than its market close price on 2025-08-08? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/INTC for 2025-08-22 compared with the close for 2025-08-08. If a date falls on a day the market is closed, the previous market close is used.",
        "2025-08-08",
        "2025-08-22",
        1,
        "yfinance",
        """
1|K|news-report|Intel shares slip after Trump calls for CEO to quit|President Trump said on August 7, 2025 that Intel chief executive Lip-Bu Tan was too conflicted to stay and should resign immediately, pointing to his past investments in Chinese companies. Tan said he shared the administration's goals. Intel fell about 3% on the day.|Reports a pre-cutoff event.
3|K|analyst-note|INTC: the politics of 18A|The July results showed cost cuts working, but the foundry's customer pipeline is still thin. Any Washington involvement is now the swing factor; we hold our $21 target pending a meeting between Tan and the White House, which the company says it expects soon.|Past facts and an expectation with no dates after the cutoff.
2|L|market-wrap|Intel jumps on SoftBank stake after White House meeting|Intel rose about 7% on August 19, 2025, after SoftBank Group agreed to buy $2 billion of its shares at $23 each, a week after Lip-Bu Tan met President Trump at the White House on August 11.|Reports August 11 and 19, 2025 events.
1|L|news-brief|US government to take 10% stake in Intel|The administration said on Friday, August 22, 2025 that it would take a stake of roughly 10% in Intel by converting CHIPS Act grants into shares at $20.47 each, a deal worth about $8.9 billion. Intel closed up about 5.5% at $24.80.|Reports the August 22, 2025 deal and close.
5|K|quote-page|Intel Corporation (INTC)|Close Aug 1, 2025: 19.31. Day's range: 19.01 - 20.05. Earnings date: Oct 23, 2025 (estimated). Dividend: suspended.|A pre-cutoff close and a future date.
4|L|quote-page|INTC closing prices|2025-08-22: 24.80 · 2025-08-21: 23.50 · 2025-08-19: 23.66 · 2025-08-15: 23.86 · 2025-08-08: 19.95.|Lists closes on and after the cutoff.
""",
    ),
    Q(
        "l1-yf-orcl-2025-09-19",
        "Will ORCL's market close price on 2025-09-19 be higher than its market close price on 2025-09-05? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/ORCL for 2025-09-19 compared with the close for 2025-09-05. If a date falls on a day the market is closed, the previous market close is used.",
        "2025-09-05",
        "2025-09-19",
        1,
        "yfinance",
        """
4|K|earnings-calendar|Tech earnings next week|Tuesday, September 9, 2025: Oracle and Synopsys (after the bell). Wednesday, September 10: Chewy (before the open). Thursday, September 11: Adobe (after the bell).|Future reports.
2|K|analyst-note|Oracle FQ1 preview: watch RPO|The number that matters on September 9 is remaining performance obligations. After $138 billion at the end of May, management has hinted at very large multi-year commitments from AI customers. We expect revenue of about $15.0 billion and cloud infrastructure growth above 50%.|A preview.
1|L|market-wrap|Oracle soars 36% on AI cloud backlog|Oracle shares surged 36% on September 10, 2025, their best day since 1992, after the company said remaining performance obligations had jumped to $455 billion. The rally briefly made co-founder Larry Ellison the world's richest person.|Reports the September 10, 2025 rally.
3|L|earnings-recap|Oracle Q1 FY26 results|Reported 9 September 2025: revenue $14.9 billion, up 12%; RPO $455 billion, up 359%. Oracle expects cloud infrastructure revenue of $18 billion this fiscal year, rising to $144 billion in four years.|Reports the September 9, 2025 results.
6|K|background|Company profile|Oracle Corporation offers products and services for enterprise information technology worldwide, including cloud and license software, Oracle Cloud Infrastructure, hardware and support. Founded in 1977, it is based in Austin, Texas.|A background profile.
1|L|quote-page|ORCL daily closes|Sep 19, 2025: 308.66 · Sep 12, 2025: 292.18 · Sep 10, 2025: 328.33 · Sep 5, 2025: 234.62.|Lists closes on and after the cutoff.
""",
    ),
    Q(
        "l1-yf-lulu-2025-09-12",
        "Will LULU's market close price on 2025-09-12 be higher than its market close price on 2025-08-29? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/LULU for 2025-09-12 compared with the close for 2025-08-29. If a date falls on a day the market is closed, the previous market close is used.",
        "2025-08-29",
        "2025-09-12",
        0,
        "yfinance",
        """
3|K|earnings-calendar|Earnings, week of September 1|Monday, September 1, 2025: US markets closed for Labor Day. Thursday, September 4: lululemon athletica, DocuSign and Samsara (after the close).|Future dates.
2|K|analyst-note|LULU: de minimis and the Americas|The end of the US de minimis exemption, set for August 29, 2025, will raise landed costs on lululemon's cross-border e-commerce orders. We cut our second-quarter Americas comparable sales estimate to -3% ahead of the September 4 report and see risk to the full-year guide.|Forecasts and a scheduled policy change.
1|L|market-wrap|Lululemon sinks 18% on guidance cut|Lululemon shares fell about 18% on September 5, 2025, after the company cut its full-year forecast, blaming tariffs, the end of the de minimis exemption and soft US demand.|Reports the September 5, 2025 fall.
5|K|quote-page|lululemon athletica inc. (LULU)|Close Aug 22, 2025: 197.64. 52-week range: 185.00 - 423.32. Earnings date: Sep 4, 2025 (after market close).|A pre-cutoff close and a future date.
1|L|earnings-recap|lululemon Q2 2025|Reported September 4, 2025: revenue $2.53 billion, up 7%; Americas comparable sales down 4%; full-year revenue outlook lowered to $10.85-11.0 billion and EPS outlook to $12.77-12.97.|Reports the September 4, 2025 results.
7|L|news-brief|Lululemon extends post-earnings slide|Lululemon stock closed at about $166 on September 12, 2025, near a five-year low, a week after the company cut its outlook.|Reports the September 12, 2025 close.
""",
    ),
    Q(
        "l1-yf-dell-2024-03-11",
        "Will DELL's market close price on 2024-03-11 be higher than its market close price on 2024-02-26? Stock splits and reverse splits will be accounted for in resolving this question.",
        "Resolves to the market close price at https://finance.yahoo.com/quote/DELL for 2024-03-11 compared with the close for 2024-02-26. If a date falls on a day the market is closed, the previous market close is used.",
        "2024-02-26",
        "2024-03-11",
        1,
        "yfinance",
        """
3|K|earnings-calendar|After the bell this week|Thursday, February 29, 2024: Dell Technologies, Autodesk, Zscaler, Elastic. Friday, March 1: no major reports.|Future reports.
5|K|analyst-note|Dell: AI servers are the story|When Dell reports fiscal fourth-quarter results on February 29, we will be watching the AI-optimized server backlog and pipeline more than PC revenue. We model Infrastructure Solutions revenue of $9.2 billion and expect a dividend increase.|A preview.
1|L|market-wrap|Dell surges 31% to record on AI server demand|Dell Technologies shares jumped about 31.6% on March 1, 2024, to a record close near $124, after the company reported strong demand for AI servers and raised its annual dividend by 20%.|Reports the March 1, 2024 rally.
2|L|earnings-recap|Dell Q4 FY24|Reported Feb. 29, 2024: revenue $22.3 billion, down 11%; Infrastructure Solutions revenue $9.3 billion; AI-optimized server backlog nearly doubled to about $2.9 billion; annual dividend raised 20% to $1.78.|Reports the February 29, 2024 results.
8|K|background|Company profile|Dell Technologies Inc. designs, makes, sells and supports information technology infrastructure worldwide through its Infrastructure Solutions Group (servers, storage and networking) and Client Solutions Group (PCs and peripherals). It is based in Round Rock, Texas.|A background profile.
1|K|quote-page|Dell Technologies Inc. (DELL)|Close Feb 23, 2024: 94.10, +3.8%. Earnings date: Feb 29, 2024. Forward dividend: 1.48 (1.57%).|A pre-cutoff close and a future date.
""",
    ),
    # ---------------------------------------------------------------- Wikipedia
    Q(
        "l1-wiki-erigaisi-elo-2024-12",
        "According to Wikipedia, will Arjun Erigaisi have an Elo rating on 2024-12-01 that's at least 1% higher than on 2024-11-01?",
        "Resolves to the value calculated from https://en.wikipedia.org/wiki/FIDE_rankings on 2024-12-01 compared with 2024-11-01. Resolves YES if his standard rating shown on 2024-12-01 is at least 1% higher than the rating shown on 2024-11-01, NO otherwise.",
        "2024-11-01",
        "2024-12-01",
        0,
        "wikipedia",
        """
6|K|wiki-table|FIDE rankings: top open players (October 2024 list)|Rank · player · federation · rating: 1 · Magnus Carlsen · Norway · 2831 — 2 · Hikaru Nakamura · United States · 2802 — 3 · Fabiano Caruana · United States · 2800 — 4 · Arjun Erigaisi · India · 2797. The list is updated from FIDE's monthly rating list.|A pre-cutoff table.
3|K|background|About the rankings|FIDE publishes its standard rating list on the first day of each month, counting games rated by the end of the previous month. For a player near 2800, a rise of 1% means gaining about 28 points in a single list.|Background with no specific dates.
1|L|wiki-table|FIDE rankings: top open players|Updated 1 December 2024 from the December list: 1 · Carlsen · 2831 — 2 · Nakamura · 2802 — 3 · Caruana · 2801 — 4 · Erigaisi · 2801 (+4).|Reports the December 1, 2024 list.
2|L|news-brief|Arjun hovers at 2800 after Chennai|Arjun Erigaisi's live rating stood at about 2800 on November 20, 2024, little changed over the month after a mixed result at the Chennai Grand Masters.|Reports a November 20, 2024 rating reading.
5|K|chess-blog|Can Arjun make 2800 official?|Arjun's live rating has sat just below 2800 since the Budapest Olympiad, where India won gold in September. He is due to play the Chennai Grand Masters from November 5 to 11, 2024 and the World Rapid and Blitz in New York in late December.|Past facts and scheduled tournaments.
1|L|wiki-revision|FIDE rankings: revision history|Revision as of 09:14, 1 December 2024: ratings updated from the December 2024 FIDE list; Erigaisi 2801. Previous revision: ratings from the 1 November 2024 list.|Reports the December 1, 2024 update.
""",
    ),
    Q(
        "l1-wiki-hosszu-200im-2025",
        "According to Wikipedia, will Katinka Hosszú still hold the world record for 200m individual medley in long course (50 metres) swimming pools on 2025-06-30?",
        "Resolves to the information found at https://en.wikipedia.org/wiki/List_of_world_records_in_swimming on 2025-06-30. Resolves YES if Katinka Hosszú is still listed as the holder of the women's long course 200 m individual medley world record on that date, NO otherwise.",
        "2025-05-30",
        "2025-06-30",
        0,
        "wikipedia",
        """
8|K|wiki-table|World record progression: 200 metres individual medley (women, long course)|2:06.15 · Ariana Kukors (United States) · 27 July 2009 · Rome — 2:06.12 · Katinka Hosszú (Hungary) · 3 August 2015 · Kazan (World Championships).|A pre-cutoff progression table.
3|K|news-preview|McIntosh headlines Canadian trials in Victoria|Summer McIntosh, whose 2:06.56 won Olympic gold in Paris, is entered in five events at the Canadian Swimming Trials in Victoria, June 7-12, 2025. The 200 m individual medley final is set for June 9.|Scheduled events.
1|L|news-brief|McIntosh breaks Hosszú's decade-old 200 IM record|Summer McIntosh swam 2:05.70 in the 200m individual medley at the Canadian trials in Victoria on June 9, 2025, taking 0.42 seconds off the world record Katinka Hosszú set in 2015.|Reports the June 9, 2025 record.
2|L|wiki-infobox|Summer McIntosh|Personal bests (long course): 400 m freestyle 3:54.18 WR (7 June 2025); 200 m individual medley 2:05.70 WR (9 June 2025); 400 m individual medley 4:23.65 WR (12 June 2025).|Lists records set in June 2025.
5|K|background|About this question|Wikipedia's list of world records in swimming follows World Aquatics ratification, though editors usually add a new mark within hours of the race, with a note. A record set at national trials counts once ratified.|Background with no dates.
4|L|wiki-revision|List of world records in swimming: recent changes|7 June 2025: women's 400 m freestyle updated to 3:54.18 (Summer McIntosh, Victoria), replacing 3:55.38 (Ariarne Titmus, 2023). 200 m individual medley unchanged in this edit.|Reports a June 7, 2025 record.
""",
    ),
    Q(
        "l1-wiki-sjostrom-100fly-2024",
        "According to Wikipedia, will Sarah Sjöström still hold the world record for 100m butterfly in long course (50 metres) swimming pools on 2024-06-30?",
        "Resolves to the information found at https://en.wikipedia.org/wiki/List_of_world_records_in_swimming on 2024-06-30. Resolves YES if Sarah Sjöström is still listed as the holder of the women's long course 100 m butterfly world record on that date, NO otherwise.",
        "2024-06-07",
        "2024-06-30",
        0,
        "wikipedia",
        """
5|K|wiki-table|World records in swimming: women's long course (excerpt)|50 m butterfly · 24.43 · Sarah Sjöström · 5 July 2014 · Borås — 100 m butterfly · 55.48 · Sarah Sjöström · 7 August 2016 · Rio de Janeiro — 200 m butterfly · 2:01.81 · Liu Zige · 21 October 2009 · Jinan.|A pre-cutoff table.
2|K|news-preview|Trials schedule: day one in Indianapolis|The US Olympic Trials open at Lucas Oil Stadium on Saturday, June 15, 2024, with heats and semifinals of the women's 100 butterfly; the final is on June 16. Gretchen Walsh, the short-course record holder, comes in as one of the fastest Americans of the season.|A schedule of future races.
1|L|news-brief|Walsh breaks Sjöström's 100 fly world record at trials|Gretchen Walsh swam 55.18 in the semifinals of the women's 100m butterfly at the US Olympic trials on June 15, 2024, erasing Sarah Sjöström's 55.48 from the 2016 Rio Olympics.|Reports the June 15, 2024 record.
3|L|results-table|Women's 100 m butterfly final, US Olympic Trials|Indianapolis, June 16, 2024. 1. Gretchen Walsh 55.31 · 2. Torri Huske 55.52. Walsh's 55.18 from the semifinals stands as the world record.|Reports the June 16, 2024 final.
1|K|fan-forum|Thread: can anyone touch 55.48 this summer?|Posted 2024-06-06. My pick: Walsh goes 55.3 in Indy on June 15 and Huske takes it down in the Paris final on July 28. Sjöström has said she is focusing on the sprint freestyles anyway.|A forum prediction naming future dates.
4|L|wiki-revision|Sarah Sjöström: edit summary|15 June 2024: removed "current world record holder" for the long course 100 m butterfly after Walsh's 55.18 at the US trials; record progression table updated.|Reports the June 15, 2024 change.
""",
    ),
    Q(
        "l1-wiki-kipyegon-1500-2025",
        "According to Wikipedia, will Faith Kipyegon's 3:49.04 still be listed as the women's 1500 metres world record on 2025-07-15?",
        "Resolves to the information found at https://en.wikipedia.org/wiki/List_of_world_records_in_athletics on 2025-07-15. Resolves YES if the women's 1500 m world record shown on that date is 3:49.04, NO if a faster time is listed (ratified or pending).",
        "2025-06-20",
        "2025-07-15",
        0,
        "wikipedia",
        """
6|K|wiki-table|Women's 1500 metres world record progression (excerpt)|3:50.07 · Genzebe Dibaba · 17 July 2015 · Monaco — 3:49.11 · Faith Kipyegon · 2 June 2023 · Florence — 3:49.04 · Faith Kipyegon · 7 July 2024 · Paris.|A pre-cutoff progression table.
3|K|news-preview|Kipyegon's mile attempt set for Paris on June 26|A Nike project will pace Faith Kipyegon in an attempt to become the first woman to run a mile under four minutes at the Stade Charléty in Paris on June 26, 2025. The run will not count for records because of the pacing set-up. Her next scheduled race is the Prefontaine Classic in Eugene on July 5, 2025.|Scheduled events.
1|L|news-brief|Kipyegon runs 4:06.42 in sub-four attempt|Faith Kipyegon ran 4:06.42 for the mile in Paris on June 26, 2025, missing the four-minute target but finishing more than a second inside her official world record of 4:07.64; the time will not be ratified.|Reports the June 26, 2025 run.
2|L|results-table|Prefontaine Classic, Eugene: women's 1500 m|July 5, 2025 — 1. Faith Kipyegon (Kenya) 3:48.68 WR. In the 5000 m the same afternoon, Beatrice Chebet ran 13:58.06, also a world record.|Reports the July 5, 2025 results.
4|K|background|About this question|The question reads the 1500 m row of Wikipedia's list of world records in athletics. Outdoor marks need World Athletics ratification, but the page usually shows a new time the same day with a note that it is pending.|Background with no dates.
1|L|wiki-revision|List of world records in athletics: history|5 July 2025, 21:48: women's 1500 m changed from 3:49.04 (Kipyegon, Paris, 2024) to 3:48.68 (Kipyegon, Eugene), marked pending ratification.|Reports the July 5, 2025 update.
""",
    ),
    Q(
        "l1-wiki-canabarro-oldest-2025",
        "According to Wikipedia, will Inah Canabarro Lucas still be listed as the oldest living person on 2025-05-15?",
        "Resolves to the information found at https://en.wikipedia.org/wiki/List_of_the_oldest_living_people on 2025-05-15. Resolves YES if Inah Canabarro Lucas is listed first among living people on that date, NO otherwise.",
        "2025-04-18",
        "2025-05-15",
        0,
        "wikipedia",
        """
7|K|wiki-table|List of the oldest living people (top three)|1 · Inah Canabarro Lucas · Brazil · born 8 June 1908 — 2 · Ethel Caterham · United Kingdom · born 21 August 1909 — 3 · Okagi Hayashi · Japan · born 2 September 1909.|A pre-cutoff table.
3|K|news-feature|Brazil's oldest nun nears 117|Sister Inah Canabarro Lucas, who became the world's oldest living person when Tomiko Itooka died on 29 December 2024, will turn 117 on 8 June 2025. Her congregation in Porto Alegre says a small mass is planned for the day.|Past facts and a future birthday.
1|L|news-brief|World's oldest person dies in Brazil at 116|Inah Canabarro Lucas, a nun from Rio Grande do Sul and the world's oldest living person, died on April 30, 2025, at the age of 116, her congregation said. Britain's Ethel Caterham, 115, is now the oldest.|Reports the April 30, 2025 death.
2|L|wiki-infobox|Ethel Caterham|Born 21 August 1909, Shipton Bellinger, Hampshire, England. Known for: oldest living person since 30 April 2025, succeeding Inah Canabarro Lucas.|Reports the April 30, 2025 succession.
5|K|background|How the list is kept|Wikipedia's lists follow validation by gerontology groups such as LongeviQuest and the Gerontology Research Group. An entry moves to the list of deceased supercentenarians once a death is reported by family or a reliable source.|Background with no dates.
1|L|news-brief|World's oldest person turns 116|Ethel Caterham, the world's oldest living person, celebrated her 116th birthday at her care home in Surrey on 21 August 2025.|Reports a later event, August 21, 2025.
""",
    ),
    Q(
        "l1-wiki-rutte-pm-2024",
        "According to Wikipedia, will Mark Rutte be listed as the incumbent Prime Minister of the Netherlands on 2024-07-15?",
        "Resolves to the office-holder information found at https://en.wikipedia.org/wiki/Prime_Minister_of_the_Netherlands on 2024-07-15. Resolves YES if Mark Rutte is shown as the incumbent, NO otherwise.",
        "2024-06-21",
        "2024-07-15",
        0,
        "wikipedia",
        """
4|K|wiki-infobox|Mark Rutte|Prime Minister of the Netherlands. Incumbent. Assumed office 14 October 2010; caretaker since 7 July 2023. Monarch: Willem-Alexander. Prime minister-designate: Dick Schoof.|A pre-cutoff infobox.
1|K|news-report|Schoof cabinet to be sworn in on July 2|The new Dutch government led by former intelligence chief Dick Schoof is expected to be sworn in by King Willem-Alexander on July 2, 2024, ending Mark Rutte's nearly 14 years in office. Rutte is now the only candidate for NATO secretary-general after Romania's Klaus Iohannis withdrew on June 20.|A scheduled swearing-in and a pre-cutoff fact.
1|L|news-brief|Schoof sworn in as Dutch prime minister|As planned, Dick Schoof was sworn in as prime minister at Huis ten Bosch palace on 2 July 2024, heading a four-party coalition, and Mark Rutte handed over after almost 14 years.|Reports the July 2, 2024 swearing-in.
3|L|news-brief|NATO appoints Rutte as next secretary-general|NATO allies formally appointed Mark Rutte as the alliance's next secretary-general on June 26, 2024; he takes over from Jens Stoltenberg on October 1.|Reports the June 26, 2024 appointment.
6|K|background|About this question|The question reads the incumbent shown in the office-holder box of Wikipedia's article on the Prime Minister of the Netherlands on 2024-07-15. A caretaker prime minister stays listed until a successor is sworn in by the monarch.|Background repeating the question's date.
2|L|wiki-revision|Prime Minister of the Netherlands: history|2 July 2024, 11:02: incumbent changed to Dick Schoof; Mark Rutte moved to the list of former prime ministers (2010-2024).|Reports the July 2, 2024 edit.
""",
    ),
    Q(
        "l1-wiki-tolam-president-2024",
        "According to Wikipedia, will Tô Lâm be listed as the incumbent President of Vietnam on 2024-11-01?",
        "Resolves to the office-holder information found at https://en.wikipedia.org/wiki/President_of_Vietnam on 2024-11-01. Resolves YES if Tô Lâm is shown as the incumbent president, NO otherwise.",
        "2024-10-04",
        "2024-11-01",
        0,
        "wikipedia",
        """
5|K|wiki-infobox|Tô Lâm|General Secretary of the Communist Party of Vietnam since 3 August 2024. 13th President of Vietnam since 22 May 2024. Preceded by Võ Văn Thưởng (president) and Nguyễn Phú Trọng (general secretary).|A pre-cutoff infobox.
3|K|news-report|Party expected to split Lam's two top posts|Sources in Hanoi say the Communist Party is likely to nominate a new state president so that Tô Lâm can focus on the party leadership. The National Assembly, which opens its autumn session on October 21, 2024, would have to elect any successor; army general Lương Cường is seen as the front-runner.|Expectations and a scheduled session.
1|L|news-brief|Vietnam's parliament elects Luong Cuong as president|The National Assembly elected Lương Cường, a four-star general and head of the party's standing secretariat, as state president on October 21, 2024, almost unanimously. Tô Lâm gave up the post to concentrate on leading the party.|Reports the October 21, 2024 election.
2|L|wiki-revision|President of Vietnam: revision|21 October 2024: incumbent updated to Lương Cường; Tô Lâm listed as 13th president, 22 May 2024 - 21 October 2024.|Reports the October 21, 2024 change.
7|K|background|About this question|Resolves from the office-holder box of Wikipedia's "President of Vietnam" article on 2024-11-01. Vietnam's president is elected by the National Assembly from among its deputies, normally for a term matching the legislature's.|Background repeating the question's date.
1|K|release-calendar|National Assembly, 8th session: agenda|The 15th National Assembly's 8th session is scheduled to open in Hanoi on October 21, 2024 and run to late November, with personnel matters in the first days and the state budget later in the session.|A schedule.
""",
    ),
    Q(
        "l1-wiki-djokovic-no1-2024",
        "According to Wikipedia, will Novak Djokovic be ranked No. 1 in the ATP men's singles rankings on 2024-06-17?",
        "Resolves to the ranking shown at https://en.wikipedia.org/wiki/ATP_rankings on 2024-06-17. Resolves YES if Novak Djokovic is shown as the world No. 1 in singles on that date, NO otherwise.",
        "2024-05-24",
        "2024-06-17",
        0,
        "wikipedia",
        """
4|K|wiki-table|ATP rankings: top five (as of 20 May 2024)|1 · Novak Djokovic · 9,960 — 2 · Jannik Sinner · 8,770 — 3 · Carlos Alcaraz · 7,300 — 4 · Alexander Zverev · 7,075 — 5 · Daniil Medvedev · 6,855.|A pre-cutoff table.
2|K|tennis-blog|The No. 1 maths at Roland Garros|Depending on results at Roland Garros, which runs from May 26 to June 9, 2024, Jannik Sinner can replace Djokovic at the top when the rankings are next published on June 10, 2024. Sinner, coming back from a hip problem, is the only player who can do it.|A conditional with scheduled dates.
1|L|news-brief|Djokovic withdraws from French Open; Sinner will be No. 1|Novak Djokovic pulled out of the French Open on June 4, 2024 with a torn meniscus in his right knee, a day after a five-set win over Francisco Cerúndolo, guaranteeing that Jannik Sinner becomes world No. 1 next week.|Reports June 3-4, 2024 events.
3|L|wiki-revision|List of ATP number 1 ranked singles tennis players: history|10 June 2024: Jannik Sinner added as the 29th player to reach No. 1 in singles; Djokovic's latest spell closed.|Reports the June 10, 2024 change.
6|K|background|About this question|The ATP publishes rankings every Monday, and Wikipedia's table follows the official list. Djokovic has spent a record of more than 420 weeks at No. 1.|Background with no dates.
1|L|results-table|Roland Garros 2024, men's singles: late rounds|Semifinals, June 7, 2024: Carlos Alcaraz d. Jannik Sinner 2-6 6-3 3-6 6-4 6-3; Alexander Zverev d. Casper Ruud. Final, June 9, 2024: Alcaraz d. Zverev 6-3 2-6 5-7 6-1 6-2.|Reports June 7-9, 2024 results.
""",
    ),
    Q(
        "l1-wiki-sabalenka-no1-2023",
        "According to Wikipedia, will Aryna Sabalenka be ranked No. 1 in the WTA singles rankings on 2023-11-13?",
        "Resolves to the ranking shown at https://en.wikipedia.org/wiki/WTA_rankings on 2023-11-13. Resolves YES if Aryna Sabalenka is shown as the world No. 1 in singles on that date, NO otherwise.",
        "2023-10-20",
        "2023-11-13",
        0,
        "wikipedia",
        """
5|K|wiki-table|WTA rankings: top four (16 October 2023)|1 · Aryna Sabalenka · 9,266 — 2 · Iga Świątek · 8,895 — 3 · Coco Gauff · 6,840 — 4 · Elena Rybakina · 5,940.|A pre-cutoff table.
3|K|news-preview|WTA Finals in Cancún: No. 1 on the line|The eight-player WTA Finals run from October 29 to November 5, 2023 in Cancún, Mexico. Sabalenka, No. 1 since September 11, will keep the top spot unless Świątek goes deep and outscores her over the week.|A scheduled event and a conditional.
1|L|results-table|WTA Finals 2023: semifinals and final|Semifinal, 5 November 2023: Iga Świątek d. Aryna Sabalenka 6-3 6-2. Final, 6 November 2023 (delayed by rain): Świątek d. Jessica Pegula 6-1 6-0.|Reports the November 5-6, 2023 results.
2|L|news-brief|Świątek regains No. 1 after Cancún title|Iga Świątek reclaimed the world No. 1 ranking from Aryna Sabalenka on November 6, 2023, after winning the WTA Finals without dropping a set.|Reports the November 6, 2023 change.
7|K|background|About this question|Resolves from the singles table of Wikipedia's WTA rankings article on 2023-11-13. Rankings are updated on Mondays from the official list and count a player's best results over the previous 52 weeks.|Background repeating the question's date.
1|L|wiki-revision|List of WTA number 1 ranked singles tennis players: history|6 November 2023: Świątek's second spell added; Sabalenka's first spell closed at 8 weeks (11 September - 5 November 2023).|Reports the November 6, 2023 edit.
""",
    ),
    Q(
        "l1-wiki-insideout2-animated-2025",
        "According to Wikipedia, will Inside Out 2 still be listed as the highest-grossing animated film on 2025-03-01?",
        "Resolves to the information found at https://en.wikipedia.org/wiki/List_of_highest-grossing_animated_films on 2025-03-01. Resolves YES if Inside Out 2 is ranked first on that date, NO otherwise.",
        "2025-02-07",
        "2025-03-01",
        0,
        "wikipedia",
        """
6|K|wiki-table|List of highest-grossing animated films: top three|1 · Inside Out 2 (2024) · $1,698,863,816 — 2 · Frozen II (2019) · $1,453,683,476 — 3 · The Super Mario Bros. Movie (2023) · $1,360,847,665.|A pre-cutoff table.
3|K|box-office-dashboard|China box office: Spring Festival 2025|Ne Zha 2 has taken about RMB 5 billion since its January 29, 2025 release and is on course to become China's biggest film ever. At its current pace, analysts expect it to pass $1.5 billion worldwide by late February 2025 and to challenge Inside Out 2's animated record.|Pre-cutoff facts and a forecast.
1|L|news-brief|Ne Zha 2 becomes the highest-grossing animated film ever|The Chinese hit Ne Zha 2 overtook Pixar's Inside Out 2 as the highest-grossing animated film of all time on February 19, 2025, with worldwide takings of about $1.7 billion, almost all from mainland China.|Reports the February 19, 2025 milestone.
2|L|wiki-revision|List of highest-grossing animated films: history|19 February 2025: Ne Zha 2 moved to first place; Inside Out 2 now second. 17 February 2025: Ne Zha 2 passes Frozen II.|Reports February 2025 edits.
4|K|background|About this question|Resolves from the first row of Wikipedia's list of highest-grossing animated films on 2025-03-01. Grosses are nominal, not adjusted for inflation, and come from trackers such as Box Office Mojo and, for China, Maoyan.|Background repeating the question's date.
1|L|box-office-dashboard|Worldwide box office, end of February|Ne Zha 2 worldwide: about $1.9 billion as of February 28, 2025, first among animated films and climbing the all-time chart.|Reports a February 28, 2025 total.
""",
    ),
    Q(
        "l1-wiki-tseries-youtube-2024",
        "According to Wikipedia, will T-Series still be listed as the most-subscribed YouTube channel on 2024-06-15?",
        "Resolves to the information found at https://en.wikipedia.org/wiki/List_of_most-subscribed_YouTube_channels on 2024-06-15. Resolves YES if T-Series is ranked first on that date, NO otherwise.",
        "2024-05-24",
        "2024-06-15",
        0,
        "wikipedia",
        """
5|K|wiki-table|List of most-subscribed YouTube channels: top three|1 · T-Series · 266 million — 2 · MrBeast · 265 million — 3 · Cocomelon · 176 million. Counts are rounded down to the nearest million, as displayed by YouTube.|A pre-cutoff table.
2|K|stats-dashboard|Live subscriber race|MrBeast is adding about 400,000 subscribers a day to T-Series' 150,000, and the gap is roughly 1.1 million. At this rate the crossover comes around June 1, 2024.|A projection.
1|L|news-brief|MrBeast overtakes T-Series as YouTube's most-subscribed channel|MrBeast passed T-Series on June 2, 2024 to become the most-subscribed channel on YouTube, ending the Indian music label's five-year run at the top, with about 267 million subscribers.|Reports the June 2, 2024 milestone.
3|L|wiki-revision|List of most-subscribed YouTube channels: history|2 June 2024: MrBeast moved to first place (267 million); T-Series second.|Reports the June 2, 2024 edit.
6|K|background|About this question|Resolves from the first row of Wikipedia's list on 2024-06-15. YouTube shows subscriber counts rounded to three significant figures, so channels with the same displayed count are ordered by the underlying figures from analytics sites.|Background repeating the question's date.
1|L|newsletter|Creator economy weekly|Since taking the top spot, MrBeast has pulled almost 3 million subscribers clear of T-Series as of June 12, 2024. Correction, June 13, 2024: an earlier edition said the crossover came on June 1; it was on June 2, 2024.|Reports a June 12, 2024 figure and corrects the crossover date.
""",
    ),
    # ---------------------------------------------------------------- ACLED
    Q(
        "l1-acled-serbia-protests-2025-03",
        "Will there be more 'Protests' in Serbia for the 30 days before 2025-03-20 compared to the 30-day average of 'Protests' over the 360 days preceding 2025-02-14?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: the count of events coded 'Protests' in Serbia in the 30 days before 2025-03-20, compared with the 30-day average of such events over the 360 days before 2025-02-14. Resolves YES if the former is higher, NO otherwise.",
        "2025-02-14",
        "2025-03-20",
        1,
        "acled",
        """
4|K|conflict-monitor|Regional overview: Europe, early February 2025|Student-led demonstrations over the Novi Sad railway station canopy collapse of 1 November 2024 continued across Serbia, with road blockades in Belgrade, Novi Sad and Niš. Prime Minister Miloš Vučević resigned on 28 January 2025.|Pre-cutoff facts.
2|K|news-preview|Students call rallies for Kragujevac and Belgrade|Student groups have called a large rally in Kragujevac on February 15, 2025, Serbia's Statehood Day, and are planning what they describe as the biggest protest yet, in Belgrade, for March 15, 2025.|Planned events.
1|L|news-brief|Hundreds of thousands rally in Belgrade|An estimated 275,000 to 325,000 people joined an anti-government protest in central Belgrade on March 15, 2025, according to an independent monitoring group, the largest gathering in Serbia's recent history. Organisers cut the rally short after reports of a sound device used against the crowd.|Reports the March 15, 2025 rally.
3|L|conflict-monitor|Serbia: weekly data update|Week of 15-21 February 2025: recorded demonstration events rose sharply across dozens of municipalities, led by the Statehood Day rally in Kragujevac on 15 February 2025 and continuing university blockades.|Reports events from February 15-21, 2025.
6|K|background|ACLED event types|ACLED classifies events into six types: battles; protests (in-person public demonstrations of three or more people that do not engage in violence); riots; explosions and remote violence; violence against civilians; and strategic developments. Data are updated weekly, and earlier weeks may be revised.|Background with no dates.
1|L|data-bulletin|Protest tracker: Serbia, 30-day window|30 days to 2025-03-20: protest events several times the trailing 360-day monthly average, driven by daily blockades and the 15 March 2025 Belgrade rally.|Reports the value for the window ending March 20, 2025.
""",
    ),
    Q(
        "l1-acled-mozambique-protests-2024-11",
        "Will there be more 'Protests' in Mozambique for the 30 days before 2024-11-20 compared to the 30-day average of 'Protests' over the 360 days preceding 2024-10-18?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: the count of events coded 'Protests' in Mozambique in the 30 days before 2024-11-20, compared with the 30-day average over the 360 days before 2024-10-18. Resolves YES if the former is higher, NO otherwise.",
        "2024-10-18",
        "2024-11-20",
        1,
        "acled",
        """
5|K|conflict-monitor|Mozambique: election week|General elections on 9 October 2024 passed largely peacefully, but opposition candidate Venâncio Mondlane has claimed victory from parallel counts and called a general strike for 21 October if official results confirm Frelimo's Daniel Chapo. The electoral commission must announce results by 24 October 2024.|Pre-cutoff facts and scheduled dates.
1|K|news-report|Mondlane calls strike as tallies show Frelimo lead|Opposition leader Venâncio Mondlane urged Mozambicans to stay home on Monday, October 21, 2024, in protest at what he calls a stolen vote. District tallies released this week give Frelimo large leads in most provinces.|A called strike and pre-cutoff facts.
2|L|news-brief|Mondlane's lawyer shot dead in Maputo|Elvino Dias, a lawyer for opposition candidate Venâncio Mondlane, and party official Paulo Guambe were shot dead in their car in central Maputo in the early hours of October 19, 2024.|Reports the October 19, 2024 killings.
1|L|conflict-monitor|Mozambique: post-election unrest|Police fired tear gas at protesters in Maputo on 21 October 2024 as a strike called by Mondlane shut much of the capital; protests spread to Nampula and Beira after results announced on 24 October 2024 gave Chapo about 71% of the vote.|Reports protests of October 21-24, 2024.
7|K|background|ACLED comparison|The question compares Mozambique's protest count in the 30 days before 2024-11-20 with its 30-day average over the 360 days before 2024-10-18. In the baseline year most recorded protests were small local actions, while the insurgency in Cabo Delgado dominated the battle counts.|Background repeating the question's dates.
3|L|news-brief|March on Maputo ends in clashes|Thousands answered Mondlane's call for a march on Maputo on November 7, 2024, the biggest day of protest since the election; security forces fired live rounds, and rights groups said dozens of people had been killed since late October.|Reports the November 7, 2024 protests.
""",
    ),
    Q(
        "l1-acled-indonesia-riots-2025-09",
        "Will there be more 'Riots' in Indonesia for the 30 days before 2025-09-10 compared to the 30-day average of 'Riots' over the 360 days preceding 2025-08-22?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: the count of events coded 'Riots' in Indonesia in the 30 days before 2025-09-10, compared with the 30-day average over the 360 days before 2025-08-22. Resolves YES if the former is higher, NO otherwise.",
        "2025-08-22",
        "2025-09-10",
        1,
        "acled",
        """
6|K|conflict-monitor|Asia-Pacific overview: mid-August 2025|A protest in Pati, Central Java, on 13 August 2025 against a steep rise in local property tax turned violent before the regent withdrew the increase. Student groups have announced a demonstration outside the national parliament in Jakarta on 25 August 2025 over lawmakers' new housing allowance.|Pre-cutoff events and a planned protest.
1|L|news-brief|Delivery rider killed by police vehicle as riots spread|Protests across Indonesia turned into riots after a police armoured vehicle struck and killed 21-year-old motorcycle taxi driver Affan Kurniawan in Jakarta on August 28, 2025. Demonstrators set fire to regional parliament buildings in Makassar and other cities the next day; at least three people died in the Makassar blaze.|Reports August 28-29, 2025 events.
3|K|news-preview|Unions plan August 28 rally|Several labour confederations say they will rally outside the House of Representatives on August 28, 2025 to press demands on wages and outsourcing, days after the students' planned protest on August 25.|Planned events.
2|L|news-brief|Prabowo revokes lawmakers' perks after nights of unrest|President Prabowo Subianto said on August 31, 2025 that parliament had agreed to revoke several allowances, after the homes of some lawmakers and of the finance minister were looted overnight.|Reports August 30-31, 2025 events.
5|K|background|Reading the riot count|ACLED codes a demonstration as a riot when participants engage in violence such as vandalism, arson or clashes with police, and as a protest otherwise. Indonesia's monthly riot counts are usually modest and dominated by local land and election disputes.|Background with no dates.
1|L|data-bulletin|Indonesia unrest: event counts|Riot events recorded between 25 August and 4 September 2025 exceed the country's usual monthly total several times over, with incidents in most provinces; the finance ministry changed hands on 8 September 2025.|Reports counts and a later event.
""",
    ),
    Q(
        "l1-acled-madagascar-protests-2025-10",
        "Will there be more 'Protests' in Madagascar for the 30 days before 2025-10-15 compared to the 30-day average of 'Protests' over the 360 days preceding 2025-09-19?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: the count of events coded 'Protests' in Madagascar in the 30 days before 2025-10-15, compared with the 30-day average over the 360 days before 2025-09-19. Resolves YES if the former is higher, NO otherwise.",
        "2025-09-19",
        "2025-10-15",
        1,
        "acled",
        """
4|K|conflict-monitor|Africa overview: September 2025|Madagascar saw scattered local protests over power and water cuts in Antananarivo in early September. A youth collective calling itself Gen Z Madagascar has called a peaceful march in the capital for 25 September 2025.|Pre-cutoff facts and a planned march.
1|L|news-brief|Curfew in Antananarivo after water protests turn violent|Authorities imposed a night curfew in Antananarivo on September 25, 2025, after thousands of young people marched over power and water cuts and shops were looted. The UN later said at least 22 people had died in the unrest.|Reports the September 25, 2025 events.
2|L|news-brief|Rajoelina dismisses his government|President Andry Rajoelina sacked his government on 29 September 2025 in an attempt to calm the protests, which continued in several cities.|Reports the September 29, 2025 dismissal.
6|K|background|ACLED comparison|The question compares protest events in Madagascar in the 30 days before 2025-10-15 with the 30-day average over the 360 days before 2025-09-19. Madagascar usually records only a handful of protest events a month.|Background repeating the question's dates.
1|L|news-brief|Army unit joins protesters; Rajoelina impeached|Soldiers of the CAPSAT unit sided with demonstrators in Antananarivo on October 11, 2025. The National Assembly voted to impeach Rajoelina on October 14, 2025, and Colonel Michael Randrianirina announced that the military was taking power.|Reports October 11-14, 2025 events.
3|K|news-preview|Students and unions join call for Thursday march|University student unions and some civil society groups say they will join the march on 25 September. The city authorities have refused permission for it.|A planned march.
""",
    ),
    Q(
        "l1-acled-ireland-riots-2023-12",
        "Will there be more than ten times as many 'Riots' in Ireland for the 30 days before 2023-12-10 compared to one plus the 30-day average of 'Riots' over the 360 days preceding 2023-11-17?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: the count of events coded 'Riots' in Ireland in the 30 days before 2023-12-10, compared with ten times one plus the 30-day average over the 360 days before 2023-11-17. Resolves YES if the former is higher, NO otherwise.",
        "2023-11-17",
        "2023-12-10",
        0,
        "acled",
        """
5|K|conflict-monitor|Europe overview: November 2023|Ireland recorded a series of small anti-immigration demonstrations outside proposed asylum accommodation in October and early November 2023, most of them peaceful.|Pre-cutoff facts only.
1|L|news-brief|Rioting in Dublin after school stabbing|Rioters set fire to buses, a tram and police cars in Dublin city centre on the evening of 23 November 2023, hours after a knife attack outside a school on Parnell Square injured three children and a care worker. More than 30 people were arrested.|Reports the November 23, 2023 riot.
2|L|news-brief|Garda chief rejects calls to resign|Garda Commissioner Drew Harris refused to step down on November 24, 2023, saying a small group driven by far-right agitation was responsible for the previous night's violence.|Reports November 24, 2023 events.
7|K|background|Reading the threshold|The question asks whether riots in Ireland in the 30 days before 2023-12-10 will exceed ten times one plus the 30-day average over the 360 days before 2023-11-17. With a baseline near one riot a month, more than about 20 separate riot events would be needed.|Background repeating the question's dates.
3|K|base-rate|Base rates for "ten times" questions|Ten-fold jumps in a country's monthly riot count are rare outside wars and disputed elections; in our sample of European countries since 2020, only a few percent of 30-day windows cleared such a bar. We price this question well below 10%.|A base rate with no dates after the cutoff.
1|L|data-bulletin|Ireland: event counts after the Dublin disorder|In the 30 days to 10 December 2023, recorded riot events in Ireland were concentrated on a single night, 23 November 2023, leaving the total below the ten-fold threshold.|Reports the value for the window ending December 10, 2023.
""",
    ),
    Q(
        "l1-acled-venezuela-protests-2024-08",
        "Will there be more 'Protests' in Venezuela for the 30 days before 2024-08-20 compared to the 30-day average of 'Protests' over the 360 days preceding 2024-07-26?",
        "Resolves to the value calculated from the ACLED dataset once the data is published: the count of events coded 'Protests' in Venezuela in the 30 days before 2024-08-20, compared with the 30-day average over the 360 days before 2024-07-26. Resolves YES if the former is higher, NO otherwise.",
        "2024-07-26",
        "2024-08-20",
        1,
        "acled",
        """
4|K|conflict-monitor|Latin America overview: July 2024|Campaign rallies for opposition candidate Edmundo González and María Corina Machado drew large crowds across Venezuela ahead of the July 28, 2024 presidential election. Several opposition campaign workers were detained this month.|Pre-cutoff facts and a scheduled election.
1|L|news-brief|Protests erupt after Maduro declared winner|Protests broke out in Caracas and other cities on July 29, 2024, hours after the electoral council declared Nicolás Maduro the winner with 51% of the vote, a result the opposition says its own tally sheets disprove.|Reports the July 29, 2024 protests.
2|K|news-preview|What to watch on election night|Polls close at 6 p.m. on Sunday, July 28; the electoral council usually issues a first bulletin around midnight. The opposition says it will collect the tally sheets from every polling station.|Future events.
1|L|news-brief|More than 2,000 detained, Maduro says|Maduro said on August 3, 2024 that more than 2,000 people had been arrested during the post-election protests and would be sent to maximum-security prisons.|Reports an August 3, 2024 statement.
6|K|background|ACLED comparison|The question compares Venezuela's protest events in the 30 days before 2024-08-20 with the 30-day average over the 360 days before 2024-07-26. Venezuela's baseline is dominated by small protests over wages, pensions and public services.|Background repeating the question's dates.
3|L|data-bulletin|Venezuela protest monitor|Demonstrations recorded from 29 July to 4 August 2024 already exceed the country's usual monthly total; on 17 August 2024 opposition supporters rallied again in Caracas and in cities abroad.|Reports post-cutoff counts and the August 17, 2024 rallies.
""",
    ),
    # ---------------------------------------------------------------- DBnomics
    Q(
        "l1-dbn-toulouse-temp-2025-08-11",
        "What is the probability that the daily average temperature at the French weather station at Toulouse-Blagnac will be higher on 2025-08-11 than on 2025-07-28?",
        "Resolves to the value found at https://db.nomics.world/meteofrance/TEMPERATURE/celsius.07630.D once the data is published. Resolves YES if the daily average temperature for 2025-08-11 is higher than the value for 2025-07-28, NO otherwise.",
        "2025-07-28",
        "2025-08-11",
        1,
        "dbnomics",
        """
3|K|dbnomics-series-page|Average temperature by day and by station: Toulouse-Blagnac, daily|Last observation: 2025-07-24, 24.1 °C. Dataset last updated: 2025-07-25. Provider: Météo-France. Frequency: daily.|A pre-cutoff value only.
5|K|weather-bulletin|Monthly outlook, south-west France|After a cooler, showery spell from about 26 July, the outlook leans warmer than normal for the first half of August 2025, with a chance of a new heatwave over the south-west.|A forecast.
1|L|weather-bulletin|Red heatwave alert for the south-west|Météo-France placed several south-western departments on red heatwave alert for August 11-12, 2025. Bordeaux set an all-time record of about 41.6 °C and Toulouse came close to 40 °C on 11 August 2025.|Reports the August 11, 2025 heat.
2|L|dbnomics-series-page|Toulouse-Blagnac: daily mean temperature|2025-07-28: 20.6 °C · 2025-08-08: 27.0 °C · 2025-08-11: 31.2 °C.|Lists values for the cutoff day and the resolution date.
4|K|background|About this series|The history of average temperature by day and by station for Toulouse-Blagnac, in degrees Celsius, comes from Météo-France and is mirrored on DBnomics, usually within a few days. The daily average is the mean of the day's minimum and maximum.|Background with no dates.
1|L|news-brief|July ends cool in the south-west|Toulouse had a daily mean of only about 21 °C on 28 July 2025, several degrees below normal for the date, as a northerly flow brought cloud and showers.|Reports the cutoff-day value.
""",
    ),
    Q(
        "l1-dbn-de-hicp-2023-10",
        "Will Germany's annual HICP inflation rate for October 2023 (Eurostat, via DBnomics) be higher than the rate for September 2023?",
        "Resolves to the values found at https://db.nomics.world/Eurostat/prc_hicp_manr/M.RCH_A.CP00.DE once the October 2023 figure is published (Eurostat's release is scheduled for 2023-11-17). Resolves YES if the annual rate of change for October 2023 is higher than for September 2023, NO otherwise.",
        "2023-10-13",
        "2023-11-17",
        0,
        "dbnomics",
        """
2|K|statistical-release|Germany: inflation rate at 4.5% in September 2023|Consumer prices rose 4.5% year on year in September 2023 (HICP: 4.3%), the lowest rate since the war in Ukraine began, as last year's temporary fuel discount and cheap rail ticket dropped out of the comparison. The flash estimate for October 2023 will be published on 30 October 2023.|Pre-cutoff data and a scheduled release.
3|K|analyst-note|German inflation: a big base effect in October|Energy prices jumped in October 2022, so the annual rate should fall sharply this month. We expect HICP inflation of about 3.2% for October 2023, with the flash due on October 30.|A forecast.
1|L|statistical-release|Flash estimate: inflation rate 3.8% in October 2023|Destatis reported on 30 October 2023 that consumer prices rose 3.8% year on year in October (HICP: 3.0%), down from 4.5% (HICP: 4.3%) in September.|Reports the October 30, 2023 flash.
2|L|news-brief|State figures point to a sharp drop|Inflation in North Rhine-Westphalia fell to 3.8% in October, state statisticians said on Oct. 30, 2023, hours before the national flash.|Reports October 30, 2023 state data.
5|K|release-calendar|Eurostat release calendar, October-November 2023|31 October: euro area flash HICP, October. 17 November 2023: HICP, October, with country detail. 30 November: euro area flash HICP, November.|Future releases.
1|L|dbnomics-series-page|HICP annual rate of change, Germany (prc_hicp_manr)|2023-09: 4.3 · 2023-10: 3.0 · 2023-11: 2.3. Last update: 2023-12-19.|Lists values published after the cutoff.
""",
    ),
    Q(
        "l1-dbn-es-hicp-2023-08",
        "Will Spain's annual HICP inflation rate for August 2023 (Eurostat, via DBnomics) be higher than the rate for July 2023?",
        "Resolves to the values found at https://db.nomics.world/Eurostat/prc_hicp_manr/M.RCH_A.CP00.ES once the August 2023 figure is published (Eurostat's release is scheduled for 2023-09-19). Resolves YES if the annual rate of change for August 2023 is higher than for July 2023, NO otherwise.",
        "2023-08-11",
        "2023-09-19",
        1,
        "dbnomics",
        """
4|K|statistical-release|INE: consumer prices, July 2023 (flash)|Annual CPI inflation rose to 2.3% in July 2023 from 1.9% in June, according to the flash estimate of 28 July; the HICP rate was 2.1%. The flash estimate for August will be published on 30 August 2023.|Pre-cutoff data and a scheduled release.
2|K|analyst-note|Spain: fuel pushes the headline back up|We expect headline CPI to rise to about 2.6% in August 2023, mostly on fuel and on base effects from last summer's electricity prices, with the HICP rate near 2.4%. Core inflation should keep easing.|A forecast for a month after the cutoff.
1|L|statistical-release|INE flash: CPI 2.6% in August 2023|The flash estimate published on 30 August 2023 puts annual CPI inflation at 2.6% and the HICP rate at 2.4%, both three tenths above July, driven by fuel prices.|Reports the August 30, 2023 flash.
5|K|background|About this series|The question reads Eurostat's HICP annual rate for Spain (prc_hicp_manr, M.RCH_A.CP00.ES) as mirrored by DBnomics. Eurostat publishes final national HICP figures around the middle of the month after the reference month, a few weeks after the national flash.|Background with no dates.
1|L|news-brief|Euro zone inflation steady at 5.3% in August|Eurostat's flash estimate of August 31, 2023 showed euro area inflation unchanged at 5.3%, with Spain's HICP rate at 2.4%.|Reports the August 31, 2023 flash.
7|K|release-calendar|INE and Eurostat calendar|INE: CPI flash, August: 30 August 2023; CPI final, August: 13 September 2023. Eurostat: euro area flash HICP: 31 August; HICP final, August: 19 September 2023.|Future releases.
""",
    ),
]
