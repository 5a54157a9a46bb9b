# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold28` part, read by `build_hold28.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part in the voice of ForecastBench-style questions of 2025 rounds: forecasting-platform
and data-series questions (Metaculus, Manifold, Polymarket, INFER, FRED, yfinance, Wikipedia,
ACLED) with their background and resolution criteria, forecasters' comments, and the news, data
pages and wiki revisions a search returns; see `build_hold28.py` and the README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m5-fred-vixcls-2025-04-09",
        "Will the CBOE Volatility Index (VIXCLS) have increased by 2025-04-09 as compared to its value on 2025-03-28?",
        "Source: FRED series VIXCLS (daily close). Resolves YES if the value for 2025-04-09 is higher than the value for 2025-03-28. If either date has no observation, the most recent prior observation is used. Resolution date: 2025-04-09.",
        "2025-03-28",
        "2025-04-09",
        1,
        "markets",
        """
3|K|data-page|CBOE Volatility Index: VIX (VIXCLS)|Units: Index, Not Seasonally Adjusted. Frequency: Daily, Close. 2025-03-21: 19.28. 2025-03-24: 17.48. 2025-03-25: 17.15. Next update expected on the following business day.|A data page with observations before the cutoff only.
5|K|news-preview|Wall Street braces for April 2 tariff announcement|Investors are bracing for what the White House has called "Liberation Day," when President Trump is expected to unveil reciprocal tariffs on April 2, 2025. Options traders have been buying protection for the first two weeks of April, pushing up VIX futures for the April expiry.|A preview of a scheduled announcement.
2|L|data-page|VIXCLS, daily observations (revised)|2025-03-31: 22.28. 2025-04-03: 30.02. 2025-04-04: 45.31. 2025-04-07: 46.98. 2025-04-08: 52.33. 2025-04-09: 33.62.|A table of observations dated after the cutoff, with the resolution value.
9|K|platform-comment|Comment on the VIXCLS question|Base rate for a two-week window is roughly a coin flip, a little under because VIX mean-reverts from spikes. Here we start near 21, which is above its one-year median, so I'd shade NO unless the tariff news on the 2nd is worse than priced. 45%.|A forecaster's reasoning about a scheduled event.
1|L|news-report|Volatility gauge tops 45 as tariff rout deepens|The Cboe Volatility Index closed at 45.31 on Friday, April 4, 2025, its highest finish since the pandemic crash of 2020, after China retaliated against the sweeping U.S. tariffs announced two days earlier.|Reports the April 4, 2025 close and the April 2 announcement as done.
7|K|explainer|What moves the VIX|The index is derived from S&P 500 option prices over the next 30 days, so it rises ahead of known risks such as the April 2 tariff deadline and the April 10, 2025 CPI release. It tends to fall quickly once an event passes without surprises.|Explains scheduled risks without reporting them.
""",
    ),
    Q(
        "m5-yf-nvda-2025-01-31",
        "Will NVDA's market close price on 2025-01-31 be higher than its market close price on 2025-01-24?",
        "Source: Yahoo Finance (yfinance), NVIDIA Corporation (NVDA), daily close, split-adjusted. Resolves YES if the close on 2025-01-31 is higher than the close on 2025-01-24, and NO otherwise.",
        "2025-01-24",
        "2025-01-31",
        0,
        "markets",
        """
2|K|data-page|NVDA historical prices|Jan 17, 2025: open 136.69, close 137.71. Jan 21, 2025: close 140.83. Jan 22, 2025: close 147.07. Volume elevated after the Stargate announcement.|Prices dated before the cutoff.
4|K|news-report|Nvidia climbs after $500 billion Stargate venture is unveiled|Shares of Nvidia rose on Jan. 22 after OpenAI, SoftBank and Oracle said they would invest up to $500 billion in U.S. AI infrastructure. Microsoft and Meta report quarterly results on January 29, 2025, when investors will look for any change in capital spending plans.|Past moves and a scheduled earnings date.
1|L|news-report|Nvidia loses nearly $600 billion in market value as DeepSeek fears hit chip stocks|Nvidia shares plunged 17% on Monday, January 27, 2025, closing at $118.42, the largest one-day loss of market value for any U.S. company, as investors questioned whether Chinese start-up DeepSeek's cheap models would curb demand for high-end chips.|Reports the January 27, 2025 plunge as done.
6|K|platform-comment|Comment|Weekly close-to-close questions on megacaps are close to 50/50 and I'm not seeing anything special here. Big tech earnings on the 29th and 30th are the only scheduled catalyst. Holding at 52%.|A comment naming scheduled earnings.
3|L|data-page|NVDA, 1 month, daily (downloaded)|Date, Close. 2025-01-24, 142.62. 2025-01-27, 118.42. 2025-01-28, 128.99. 2025-01-29, 123.70. 2025-01-30, 124.65. 2025-01-31, 120.07.|A table of closes after the cutoff, including the resolution value.
8|L|news-report|DeepSeek's chatbot overtakes ChatGPT on App Store|DeepSeek's AI assistant became the most downloaded free app on Apple's US App Store on January 27, 2025, a week after the Hangzhou lab released its R1 reasoning model, which it says rivals OpenAI's o1.|Reports a January 27, 2025 ranking, after the cutoff.
""",
    ),
    Q(
        "m5-yf-aapl-2025-04-11",
        "Will AAPL's market close price on 2025-04-11 be higher than its market close price on 2025-03-31?",
        "Source: Yahoo Finance (yfinance), Apple Inc. (AAPL), daily close. Resolves YES if the close on 2025-04-11 is higher than the close on 2025-03-31.",
        "2025-03-31",
        "2025-04-11",
        0,
        "markets",
        """
3|K|data-page|AAPL price history|Mar 24, 2025 close 220.73. Mar 25, 2025 close 223.75. Mar 26, 2025 close 221.53. Mar 27, 2025 close 223.85. Mar 28, 2025 close 217.90.|Closes before the cutoff.
6|K|news-preview|Apple's China exposure in focus ahead of tariff decision|Analysts say Apple, which assembles most iPhones in China, is among the companies most exposed to the reciprocal tariffs the White House plans to announce on Wednesday, April 2, 2025. Apple reports fiscal second-quarter results on May 1, 2025.|A preview of scheduled events.
2|L|news-report|Apple has worst day since 2020|Apple shares tumbled 9.2% to $203.19 on Thursday, April 3, 2025, wiping more than $300 billion off its market value, after President Trump imposed a 54% cumulative tariff on Chinese imports.|Reports the April 3, 2025 fall as done.
10|K|platform-comment|Comment on the AAPL question|Apple has been weak all month on the Siri delay, but a drop from here would need a real shock. If April 2 is milder than the leaks, I could see a relief rally into April 11. 55%.|A conditional forecast about a scheduled date.
1|L|wiki-revision|Liberation Day tariffs (revision)|Stock markets fell sharply after the announcement. Apple lost about 23% over four sessions, closing at $172.42 on April 8, 2025, before rebounding 15% on April 9 when a 90-day pause was announced for most countries other than China.|A wiki revision reporting the April 8 and 9, 2025 moves.
5|K|news-report|Apple delays personalized Siri features to 2026|Apple said on March 7 that some of the more personal Siri features it previewed last June would now arrive "in the coming year," a rare public delay. Shares fell on the news.|A past announcement about a future date.
""",
    ),
    Q(
        "m5-fred-payems-2025-07",
        "Will the first estimate of US nonfarm payroll employment growth for July 2025 exceed 100,000?",
        "Source: BLS Employment Situation, as reflected in FRED series PAYEMS. Resolves YES if the initial (first-release) monthly change for July 2025, published on 2025-08-01, is above +100,000 jobs.",
        "2025-07-14",
        "2025-08-01",
        0,
        "macro_data",
        """
11|K|news-report|June payrolls beat forecasts as state and local hiring jumps|Employers added 147,000 jobs in June and the unemployment rate fell to 4.1%, the Labor Department said on July 3. Private-sector hiring was weaker, at 74,000, its smallest gain since October.|A data release before the cutoff.
4|K|calendar|Economic calendar: week of July 28, 2025|Tue Jul 29: JOLTS (June). Wed Jul 30: ADP employment, GDP advance (Q2), FOMC decision 2:00 p.m. Thu Jul 31: PCE (June). Fri Aug 1: Employment Situation (July), 8:30 a.m.|A calendar of scheduled releases.
2|L|news-report|Job growth slows sharply, and earlier months are revised down by 258,000|The economy added just 73,000 jobs in July, the Bureau of Labor Statistics said on August 1, 2025, and revisions cut the May and June totals to 19,000 and 14,000. The unemployment rate rose to 4.2%.|Reports the August 1, 2025 release as done.
7|K|platform-comment|Comment|Consensus for July is around 110k. Whisper numbers lower because of the immigration drag on labour supply. The threshold at 100k is right near the median, I'm at 48%.|A forecast of a scheduled release.
1|L|news-report|"We need accurate Jobs Numbers," Trump says as he fires BLS chief|President Trump said on Friday, Aug. 1, 2025 that he had directed his team to fire Erika McEntarfer, the commissioner of the Bureau of Labor Statistics, hours after the agency reported weak hiring and large downward revisions.|Reports an August 1, 2025 event.
6|K|data-page|All Employees, Total Nonfarm (PAYEMS)|Thousands of Persons, Monthly, Seasonally Adjusted. 2025-04: 159,561. 2025-05: 159,705. 2025-06: 159,852. Next release: August 1, 2025.|A data page with past values and a scheduled release date.
""",
    ),
    Q(
        "m5-fred-cpi-2025-04",
        "Will US CPI inflation for April 2025 be below 2.4% year over year?",
        "Source: BLS CPI-U, all items, 12-month percent change, not seasonally adjusted (FRED series CPIAUCNS). Resolves YES if the value published on 2025-05-13 for April 2025 is below 2.4%.",
        "2025-04-25",
        "2025-05-13",
        1,
        "macro_data",
        """
15|K|news-report|Inflation cools to 2.4% in March as gasoline falls|Consumer prices rose 2.4% in the 12 months through March, down from 2.8% in February, the Labor Department said on April 10. Prices fell 0.1% from the month before, the first monthly decline since 2020.|A release before the cutoff.
3|K|forecast-rationale|Background and forecast|The April figure is due May 13, 2025. Cleveland Fed nowcasting currently points to about 2.3% headline, but April is the first month in which the new tariffs could show up in goods prices, and that risk cuts the other way.|A forecast of a scheduled release.
1|L|resolution-note|Resolution|Resolved YES. The BLS release of 2025-05-13 reports the April 2025 CPI-U 12-month change at 2.3% (core 2.8%), the smallest increase since February 2021.|A resolution note reporting the May 13, 2025 release.
8|K|platform-comment|Comment|Base effects are favourable: April 2024 was +0.3% m/m, so anything under +0.3 this April pulls the annual rate down. I'm at 60% YES.|A forecaster's reasoning without a post-cutoff event.
2|L|wiki-revision|2025 in the United States economy (revision)|May 13, 2025 - The April CPI report shows annual inflation of 2.3%, below forecasts. May 16 - Moody's downgrades the United States' credit rating from Aaa to Aa1.|A wiki timeline reporting May 13 and May 16, 2025 events.
5|K|calendar|BLS release schedule, CPI 2025|March 2025: April 10, 2025. April 2025: May 13, 2025, 8:30 a.m. May 2025: June 11, 2025.|A release schedule.
""",
    ),
    Q(
        "m5-polymarket-gold-3500-2025-04",
        "Will gold hit $3,500 by April 30?",
        "This market resolves to YES if the spot price of gold (XAU/USD) trades at or above $3,500.00 per troy ounce at any time between market creation and April 30, 2025, 11:59 PM ET, as shown on the resolution source chart. Otherwise NO.",
        "2025-04-08",
        "2025-04-30",
        1,
        "markets",
        """
6|K|news-report|Gold tops $3,100 for the first time|Spot gold rose above $3,100 an ounce on Monday, March 31, as investors sought safety before the tariff announcement due on Wednesday. Bullion has gained almost 20% this year.|A record before the cutoff.
2|K|news-report|Gold slides with equities as investors raise cash|Gold fell more than 2% on April 4 and again on Monday as traders sold winning positions to meet margin calls in the broader selloff. Analysts at several banks still see $3,500 within the year.|A fall before the cutoff and a forecast.
1|L|news-report|Gold blasts through $3,500 as Trump attacks Powell|Spot gold touched a record $3,500.05 an ounce on Tuesday, April 22, 2025, after President Trump renewed his criticism of Fed Chair Jerome Powell, then gave back part of the gain later in the session.|Reports the April 22, 2025 record as done.
4|L|news-report|Gold hits record as China raises tariffs to 125%|Spot gold climbed to a record of about $3,245 an ounce on Friday, April 11, 2025, after Beijing raised its tariffs on US goods to 125%, and was heading for its biggest weekly gain in more than five years.|Reports an April 11, 2025 record.
3|L|wiki-revision|Gold as an investment (revision)|In 2025 the price rose to successive highs, crossing $3,000 an ounce on March 14 and briefly reaching $3,500 on 22 April 2025 amid tariff tensions and doubts about the Federal Reserve's independence.|A wiki revision reporting the April 22, 2025 high.
8|K|market-description|Gold above $3,500 by April 30? (rules)|Resolution source: the XAU/USD 1-minute candles on the listed chart. The market closes early if the price is reached before April 30, 2025.|Market rules with the question's deadline.
""",
    ),
    Q(
        "m5-metaculus-ecb-2025-03-cut",
        "Will the ECB lower its deposit facility rate at its March 5-6, 2025 monetary policy meeting?",
        "Resolves YES if the ECB's monetary policy decision announced on March 6, 2025 sets the deposit facility rate below its current 2.75%. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-06",
        1,
        "central_banks",
        """
21|K|news-report|ECB cuts rates again and signals more to come|The European Central Bank lowered its deposit rate by a quarter point to 2.75% on January 30, and President Christine Lagarde said the direction of travel was clear.|A decision before the cutoff.
5|K|forecast-rationale|Community forecast rationale|Money markets price a cut on March 6, 2025 with about 90% probability. The main uncertainty is the discussion of the "neutral" range, which affects the April 17, 2025 meeting rather than March.|A forecast of a scheduled decision.
1|L|news-report|ECB cuts for sixth time, says policy becoming meaningfully less restrictive|The European Central Bank cut its deposit facility rate to 2.50% on Thursday, March 6, 2025, and changed its statement to say monetary policy was becoming "meaningfully less restrictive."|Reports the March 6, 2025 cut as done.
9|K|platform-comment|Comment|Schnabel's interview suggests the hawks want a debate about pausing, but at the April meeting, not this one. I'm at 93%.|A comment about future meetings.
3|L|news-report|Bund yields surge as Germany plans debt overhaul|German 10-year yields jumped about 30 basis points on March 5, 2025, the largest one-day rise since 1990, after Friedrich Merz and the SPD agreed to exempt defence spending from the debt brake and set up a €500 billion infrastructure fund.|Reports a March 5, 2025 event as done.
13|K|news-report|Euro zone inflation rises to 2.5% in January|Annual inflation in the euro area edged up to 2.5% in January, Eurostat's flash estimate showed on February 3, driven by energy prices. The February flash figure is due on March 3, 2025.|A release before the cutoff and a scheduled one.
""",
    ),
    Q(
        "m5-rba-2025-07-cut",
        "Will the Reserve Bank of Australia lower the cash rate target at its July 7-8, 2025 meeting?",
        "Resolves YES if the RBA's monetary policy decision statement of July 8, 2025 announces a cash rate target below 3.85%. Resolves NO otherwise.",
        "2025-06-24",
        "2025-07-08",
        0,
        "central_banks",
        """
28|K|news-report|RBA cuts to 3.85% and opens door to more easing|The Reserve Bank lowered the cash rate by 25 basis points to 3.85% on May 20, and Governor Michele Bullock said the board had discussed a larger move.|A decision before the cutoff.
5|K|news-preview|Markets near-certain of July cut after soft inflation data|Traders are pricing about a 90% chance of a cut on July 8, 2025 after monthly inflation figures showed trimmed-mean inflation slowing. The June-quarter CPI, which the bank weighs more heavily, is not due until July 30.|A preview of a scheduled decision and data.
1|L|news-report|RBA surprises markets by holding at 3.85%|The Reserve Bank of Australia left the cash rate at 3.85% on Tuesday, July 8, 2025, in a 6-3 vote, saying it wanted to see the June-quarter inflation data. Markets had priced a cut with high probability; the Australian dollar rose.|Reports the July 8, 2025 decision as done.
3|L|news-report|Core inflation slows to 2.7%, clearing way for August cut|Australia's trimmed-mean inflation eased to 2.7% in the June quarter, data showed on July 30, 2025, three weeks after the Reserve Bank held rates and said it wanted to see the quarterly figures first.|Reports a July 30, 2025 release and the July hold.
2|L|news-report|Bullock explains decision to wait|"It's more about timing than direction," Governor Bullock told reporters after the board's meeting on 8 July 2025, where the majority preferred to wait for the quarterly CPI.|Reports the July 8, 2025 decision and press conference.
8|K|calendar|RBA board meetings 2025|17-18 February 2025. 31 March-1 April 2025. 19-20 May 2025. 7-8 July 2025. 11-12 August 2025. 29-30 September 2025. 3-4 November 2025. 8-9 December 2025.|A schedule of meetings.
""",
    ),
    Q(
        "m5-riksbank-2025-06-cut",
        "Will Sveriges Riksbank lower its policy rate in the monetary policy decision announced on June 18, 2025?",
        "Resolves YES if the policy rate announced on June 18, 2025 is below 2.25%. Resolves NO otherwise.",
        "2025-06-04",
        "2025-06-18",
        1,
        "central_banks",
        """
26|K|news-report|Riksbank holds at 2.25% but leaves door open|Sweden's central bank kept its policy rate unchanged at 2.25% on May 8 and said the tariff shock could weigh on growth and inflation. The next decision is announced on June 18, 2025.|A past decision and a scheduled one.
4|K|forecast-rationale|Why I'm at 65%|Swedish CPIF excluding energy came in soft for May's flash. Analysts at two of the big banks now expect a cut on June 18, 2025, the other two a hold. The krona's strength this spring does some of the easing for them.|A forecast of a scheduled decision.
2|L|news-report|Riksbank cuts to 2%|Sveriges Riksbank lowered its policy rate by a quarter point to 2.00% on Wednesday, June 18, 2025, citing weaker economic activity and lower inflation than expected.|Reports the June 18, 2025 cut as done.
7|K|platform-comment|Comment|Note that the decision was taken on the 17th and is announced on the 18th at 9:30. Question resolves on the announcement.|A note on scheduled timing.
1|L|wiki-revision|Sveriges Riksbank (revision)|The Riksbank reduced its policy rate from 4.00% in 2024 to 2.25% in January 2025, and to 2.00% on 18 June 2025.|A wiki revision reporting the June 18, 2025 cut.
3|L|news-report|Krona slips after Riksbank's quarter-point cut|The Swedish krona weakened against the euro on June 18, 2025 after the central bank cut rates and published a forecast implying a small chance of one more reduction this year.|Reports the June 18, 2025 cut and market move.
""",
    ),
    Q(
        "m5-banxico-2025-03-50bp",
        "Will the Bank of Mexico lower its overnight interbank target rate by 50 basis points or more on March 27, 2025?",
        "Resolves YES if Banxico's monetary policy statement of March 27, 2025 sets the target rate at 9.00% or lower. Resolves NO otherwise.",
        "2025-03-13",
        "2025-03-27",
        1,
        "central_banks",
        """
30|K|news-report|Banxico delivers half-point cut to 9.50%|The Bank of Mexico cut its benchmark rate by 50 basis points to 9.50% on February 6 and said it could consider further cuts of a similar size.|A decision before the cutoff.
6|K|news-preview|Economists expect another jumbo cut from Banxico|Most analysts polled expect the central bank to lower its rate by another 50 basis points on March 27, 2025, though US tariffs on Mexican goods add uncertainty. First-half March inflation data are due on March 24.|A preview of a scheduled decision and data.
1|L|news-report|Mexico cuts rates by 50 basis points to 9%|Banco de México lowered its overnight interbank rate to 9.00% on Thursday, March 27, 2025, in a unanimous vote, and signalled another cut of the same size at its next meeting.|Reports the March 27, 2025 cut as done.
3|K|platform-comment|Comment|The guidance in February was explicit about "similar magnitude". Unless the peso breaks sharply, 50bp is the base case. 80%.|A forecast without a later event.
5|L|news-report|Mexico's inflation slows in first half of March|Headline inflation eased to 3.67% in the first half of March, the statistics agency INEGI reported on March 24, 2025, inside the central bank's tolerance band for a second straight reading.|Reports a March 24, 2025 release, after the cutoff.
2|L|news-report|Peso steadies after rate cut, Banxico eyes May meeting|The peso held near 20.2 per dollar after the central bank's March 27, 2025 decision, and analysts now expect a further half-point reduction on May 15.|Reports the March 27, 2025 decision.
""",
    ),
    Q(
        "m5-polymarket-fed-2025-01",
        "Fed decreases interest rates after January 2025 meeting?",
        "This market resolves to YES if the upper bound of the target federal funds range is decreased at the FOMC meeting scheduled for January 28-29, 2025, compared to its level before the meeting (4.50%). Otherwise NO. Resolution source: the FOMC statement.",
        "2025-01-15",
        "2025-01-29",
        0,
        "central_banks",
        """
28|K|news-report|Fed cuts by a quarter point, signals fewer cuts in 2025|The Federal Reserve lowered its benchmark rate to a range of 4.25% to 4.50% on December 18, and officials' projections showed only two cuts in 2025. Stocks fell sharply.|A decision before the cutoff.
5|K|news-report|Strong December jobs report pushes back rate-cut bets|Employers added 256,000 jobs in December, the Labor Department said on January 10, and futures now price almost no chance of a cut on January 29, 2025.|A release before the cutoff and a scheduled meeting.
1|L|news-preview-updated|Fed set to hold rates at first meeting of Trump era|Futures show almost no chance of a cut when the Fed announces its decision on January 29, and investors will focus on Chair Jerome Powell's press conference. UPDATE, Jan. 29, 2025: The FOMC left its target range at 4.25%-4.50% and dropped language saying inflation had made progress toward its goal.|An update appended to a preview reports the January 29, 2025 hold.
9|K|market-description|Rules|The FOMC has eight scheduled meetings a year. This market concerns the meeting of January 28-29, 2025, whose statement is expected at 2:00 PM ET on January 29.|Market rules with a scheduled date.
2|L|news-report|Trump says he will demand rates drop immediately|Speaking by video to the World Economic Forum on Jan. 23, 2025, President Trump said he would "demand that interest rates drop immediately," days before the Fed's first policy meeting of the year.|Reports a January 23, 2025 speech as done.
3|K|platform-comment|Comment|CPI tomorrow (the 15th) is the last big print before the meeting. Even a soft one won't get them to cut in January. 3%.|A comment about a release on the cutoff day and a later meeting, not reported.
""",
    ),
    Q(
        "m5-boc-2025-03-cut",
        "Will the Bank of Canada lower its policy rate at its March 12, 2025 announcement?",
        "Resolves YES if the Bank of Canada's announcement of March 12, 2025 lowers the target for the overnight rate below 3.00%. Resolves NO otherwise.",
        "2025-02-26",
        "2025-03-12",
        1,
        "central_banks",
        """
28|K|news-report|Bank of Canada cuts to 3%, warns of tariff threat|The Bank of Canada lowered its key rate by a quarter point to 3.00% on January 29, its sixth straight cut, and said a long-lasting trade conflict would hurt the economy.|A decision before the cutoff.
4|K|news-preview|Tariff deadline looms over Bank of Canada's next move|The 25% US tariffs on Canadian goods paused in February are due to take effect on March 4, 2025. Economists say a trade war would all but guarantee a cut on March 12, while a further delay could let the bank pause.|A preview with a conditional and scheduled dates.
1|L|news-report|Bank of Canada cuts again as trade war begins|The Bank of Canada lowered its policy rate to 2.75% on Wednesday, March 12, 2025, a week after US tariffs took effect, and Governor Tiff Macklem said the bank would proceed carefully.|Reports the March 12, 2025 cut as done.
10|K|platform-comment|Comment|January CPI was firmer than expected, 1.9% with the GST holiday distorting it. Still, the tariff risk dominates. 70%.|A forecast with past data.
2|L|news-report|Tariffs on Canadian goods take effect|A 25% US tariff on most Canadian imports came into force on March 4, 2025, and Ottawa responded with counter-tariffs on C$30 billion of US goods the same day.|Reports March 4, 2025 events as done.
7|K|calendar|Bank of Canada schedule 2025|Policy rate announcements: 2025-01-29, 2025-03-12, 2025-04-16 (with MPR), 2025-06-04, 2025-07-30 (with MPR), 2025-09-17, 2025-10-29, 2025-12-10.|A schedule of announcements.
""",
    ),
    Q(
        "m5-wiki-pole-vault-wr-2025-03-15",
        'According to Wikipedia, will the men\'s pole vault world record listed on the page "List of world records in athletics" be higher than 6.26 m on 2025-03-15?',
        'Resolves YES if, on 2025-03-15, the men\'s pole vault entry (indoor or outdoor, whichever is higher) on the Wikipedia page "List of world records in athletics" is a mark above 6.26 m. The record was 6.26 m, set by Armand Duplantis at Chorzów on 25 August 2024, when this question was created.',
        "2025-02-20",
        "2025-03-15",
        1,
        "sports",
        """
9|K|wiki-revision|List of world records in athletics (revision of 11 February 2025)|Pole vault, men: 6.26 m, Armand Duplantis (Sweden), 25 August 2024, Chorzów, Poland. Duplantis has broken the record ten times since February 2020.|A revision listing only earlier records.
4|K|news-preview|Duplantis headlines All Star Perche in Clermont-Ferrand|Renaud Lavillenie's indoor meeting on February 28, 2025 will again feature Armand Duplantis, who has set two of his world records at the event. The bar will go to 6.27 m "if the conditions are right," organisers said.|A preview of a scheduled meeting and a conditional attempt.
1|L|news-report|Duplantis clears 6.27 m for 11th world record|Armand Duplantis raised the pole vault world record to 6.27 metres at the All Star Perche in Clermont-Ferrand on Friday, February 28, 2025, clearing the height at his second attempt.|Reports the February 28, 2025 record as done.
2|L|wiki-revision|Armand Duplantis (revision)|On 28 February 2025, he broke the world record for the eleventh time with a clearance of 6.27 m in Clermont-Ferrand, France. He then won the world indoor title in Nanjing in March 2025.|A wiki revision reporting the February 28, 2025 record and a March 2025 title.
6|K|platform-comment|Comment|He breaks it by one centimetre roughly two or three times a year, often indoors in February or March. With Clermont on the 28th and worlds in Nanjing on 21-23 March 2025 (after the deadline), I'd put this near 45%.|A forecast that names a scheduled meeting and a later championship.
3|L|data-page|World Athletics records: pole vault men|Current record: 6.27 m. Athlete: Armand Duplantis (SWE). Venue: Clermont-Ferrand (FRA). Date: 28 FEB 2025. Ratified.|A data page listing the February 28, 2025 record.
""",
    ),
    Q(
        "m5-wiki-400free-wr-2025-06-30",
        "According to Wikipedia, will Ariarne Titmus be listed as the holder of the women's long course 400 m freestyle world record on 2025-06-30?",
        'Resolves YES if, on 2025-06-30, the page "List of world records in swimming" lists Ariarne Titmus as holder of the women\'s long course 400 m freestyle record (3:55.38, set in Melbourne on 23 July 2023 as of question creation). Resolves NO if anyone else is listed.',
        "2025-05-30",
        "2025-06-30",
        0,
        "sports",
        """
20|K|wiki-revision|List of world records in swimming (revision)|Women's long course, 400 m freestyle: 3:55.38, Ariarne Titmus (Australia), 23 July 2023, Fukuoka, Japan.|A revision listing an earlier record.
6|K|news-preview|McIntosh to race loaded program at Canadian trials|Summer McIntosh is entered in five individual events at the Canadian Swimming Trials in Victoria, British Columbia, from June 7 to 12, 2025, where she will try to book her place at the world championships in Singapore.|A preview of a scheduled meet.
1|L|news-report|McIntosh smashes 400 freestyle world record|Summer McIntosh of Canada broke the women's 400 metres freestyle world record on Saturday, June 7, 2025, swimming 3:54.18 at the national trials in Victoria and taking more than a second off Ariarne Titmus's mark.|Reports the June 7, 2025 record as done.
3|L|wiki-revision|Summer McIntosh (revision)|At the 2025 Canadian Trials she set three world records in a week: the 400 m freestyle on June 7, 2025, and the 200 m and 400 m individual medley.|A wiki revision reporting the June 2025 records.
11|K|platform-comment|Comment|Titmus's 3:55.38 has stood for two years and only McIntosh has been close (3:56 at Paris). She swims it on day one of trials. I'd say 30% it goes this month, so 70% YES.|A forecast that names a scheduled race.
2|L|wiki-talk|Talk: List of world records in swimming|Updated the women's 400 free LCM row to McIntosh 3:54.18 (Victoria, 7 June 2025) per the Swimming Canada results. Ratification pending, but we list on the day as usual.|A talk page note reporting the June 7, 2025 record.
""",
    ),
    Q(
        "m5-wiki-5000m-wr-2025-07-31",
        "According to Wikipedia, will Gudaf Tsegay's 14:00.21 still be listed as the women's 5000 m world record on 2025-07-31?",
        "Resolves YES if, on 2025-07-31, the page \"List of world records in athletics\" lists Gudaf Tsegay's 14:00.21 (Eugene, 17 September 2023) as the women's 5000 m record. Resolves NO otherwise.",
        "2025-06-26",
        "2025-07-31",
        0,
        "sports",
        """
14|K|wiki-revision|List of world records in athletics (revision)|5000 m, women: 14:00.21, Gudaf Tsegay (Ethiopia), 17 September 2023, Eugene. 10,000 m, women: 28:54.14, Beatrice Chebet (Kenya), 25 May 2024, Eugene.|A revision listing earlier records.
5|K|news-preview|Chebet and Kipyegon target records at Prefontaine Classic|Olympic champions Beatrice Chebet and Faith Kipyegon will both run record attempts at the Prefontaine Classic in Eugene on Saturday, July 5, 2025, meeting director says, with pacing lights set for the 5000 m and 1500 m world marks.|A preview of scheduled record attempts.
1|L|news-report|Chebet becomes first woman under 14 minutes|Beatrice Chebet ran 13:58.06 in the 5000 metres at the Prefontaine Classic on July 5, 2025, breaking Gudaf Tsegay's world record. Faith Kipyegon lowered her own 1500 m record to 3:48.68 at the same meeting.|Reports the July 5, 2025 records as done.
9|K|platform-comment|Comment|Chebet hasn't raced a fast 5000 this spring. With lights and a rabbit to 3k, sub-14:00.21 is plausible but far from certain. 60% YES.|A forecast about an upcoming race.
2|L|wiki-revision|Beatrice Chebet (revision of 6 July 2025)|On 5 July 2025, at the Prefontaine Classic, Chebet set a 5000 m world record of 13:58.06, becoming the first woman to break 14 minutes in the event.|A wiki revision reporting the July 5, 2025 record.
4|L|results-table|Prefontaine Classic 2025, women's 5000 m, results|1. Beatrice Chebet KEN 13:58.06 WR. 2. Agnes Ngetich KEN 14:01.29. 3. Gudaf Tsegay ETH. Eugene, Hayward Field, 2025-07-05.|A results table dated July 5, 2025.
""",
    ),
    Q(
        "m5-acled-goma-m23-2025",
        "Will the M23 rebel group take control of the city of Goma, Democratic Republic of the Congo, by February 15, 2025?",
        "Resolves YES if, by February 15, 2025, credible reporting (ACLED's regional overview, UN statements or major wire services) shows that M23/AFC forces control central Goma, including the airport or the governor's office. Resolves NO otherwise.",
        "2025-01-20",
        "2025-02-15",
        1,
        "geopolitics",
        """
16|K|acled-summary|Regional overview: Africa, early January 2025|M23 seized the town of Masisi on 4 January 2025 after clashes with the Congolese army (FARDC) and allied Wazalendo militias. ACLED records increased shelling around Sake, about 25 km west of Goma.|An overview of events before the cutoff.
5|K|news-report|Tens of thousands flee as fighting nears Goma|Aid agencies said fighting in Lubero and around Sake had displaced more than 100,000 people since the start of the month. The UN Security Council is due to hold an emergency meeting on the crisis on January 26, 2025.|Displacement before the cutoff and a scheduled meeting.
1|L|news-report|M23 rebels say they have captured Goma|M23 fighters entered Goma on Monday, January 27, 2025, and the group said it had taken control of the city of about two million people, as Congolese soldiers surrendered their weapons to UN peacekeepers.|Reports the January 27, 2025 capture as done.
3|L|acled-summary|Regional overview: Africa, February 2025|After seizing Goma in late January 2025, M23 pushed south into South Kivu and took Bukavu on 16 February 2025 with little resistance.|An overview reporting the January 2025 capture and the February 16, 2025 fall of Bukavu.
8|K|forecast-rationale|Why 35%|M23 has threatened Goma before and stopped short in 2012 and 2023. Rwanda's position and the Luanda talks matter; a summit involving Tshisekedi and Kagame had been set for December 15 but was cancelled. Capture by mid-February would be a major escalation.|A forecast citing earlier events.
2|L|news-report|North Kivu governor killed near front line|Major General Peter Cirimwami, the military governor of North Kivu, died on January 24, 2025 of wounds sustained while visiting troops near Sake, the army said.|Reports a January 24, 2025 death.
""",
    ),
    Q(
        "m5-acled-khartoum-palace-2025",
        "Will the Sudanese Armed Forces regain control of the Republican Palace in Khartoum by March 31, 2025?",
        "Resolves YES if, by March 31, 2025, the Sudanese Armed Forces (SAF) announce and credible independent reporting confirms that the SAF controls the Republican Palace in central Khartoum. Resolves NO otherwise.",
        "2025-03-10",
        "2025-03-31",
        1,
        "geopolitics",
        """
27|K|acled-summary|Sudan situation update, January 2025|The SAF recaptured Wad Madani, the capital of Gezira state, on 11 January 2025, and ACLED recorded intensified battles in Khartoum North (Bahri) through the end of the month.|Events before the cutoff.
6|K|news-report|Army closes in on central Khartoum|Sudanese troops advancing from the east and north are within two kilometres of the presidential palace, military sources said, while the RSF says it will defend the city centre.|An ongoing advance before the cutoff.
1|L|news-report|Sudan's army says it has retaken presidential palace|The Sudanese army said on Friday, March 21, 2025 that it had regained control of the Republican Palace in Khartoum, nearly two years after losing it to the Rapid Support Forces at the start of the war.|Reports the March 21, 2025 recapture as done.
4|K|platform-comment|Comment|The palace itself is a symbolic prize and the RSF has held it since April 2023. Given the pace in Bahri, I think the SAF gets there but maybe in April or May 2025. 40% by the 31st.|A forecast naming future months.
2|L|news-report|Burhan declares "Khartoum is free" after airport recapture|Army chief Abdel Fattah al-Burhan landed at Khartoum airport on March 26, 2025 after troops retook it, days after the fall of the palace, and declared the capital liberated.|Reports March 26, 2025 events as done.
12|K|news-report|RSF and allies sign charter for parallel government|The Rapid Support Forces and allied groups signed a charter in Nairobi on February 22, 2025 to form a rival government in areas they control.|An event before the cutoff.
""",
    ),
    Q(
        "m5-metaculus-imamoglu-candidate-2025",
        "Will Ekrem İmamoğlu be named the Republican People's Party (CHP) candidate for president of Turkey by March 31, 2025?",
        "Resolves YES if, by March 31, 2025, the CHP officially declares Ekrem İmamoğlu its presidential candidate, including via the party primary scheduled for March 23, 2025. Resolves NO otherwise.",
        "2025-03-12",
        "2025-03-31",
        1,
        "elections",
        """
18|K|news-report|CHP sets March 23 primary|Turkey's main opposition party said it would hold a nationwide vote on March 23, 2025 to choose its presidential candidate, with Istanbul Mayor Ekrem İmamoğlu the only declared contender.|A scheduled primary.
4|K|forecast-rationale|Background|The risks to İmamoğlu's candidacy are legal: several cases are pending, and a university review of his degree could bar him from running, since the constitution requires a higher-education diploma. The party primary itself is scheduled for 23 March 2025.|Background and a scheduled date.
1|L|news-report|İmamoğlu detained in corruption and terror probe|Turkish police detained Istanbul Mayor Ekrem İmamoğlu at his home on March 19, 2025, a day after Istanbul University annulled his diploma, in a move the opposition called a coup against the next president.|Reports March 18 and 19, 2025 events as done.
3|L|news-report|Jailed mayor confirmed as CHP candidate|The CHP named Ekrem İmamoğlu its presidential candidate on March 23, 2025, hours after a court ordered him jailed pending trial. The party said about 15 million people voted in the primary, including non-members.|Reports the March 23, 2025 nomination as done.
7|K|platform-comment|Comment|Primary is a formality if it happens. The question is whether something stops it first. 85%.|A forecast without a post-cutoff event.
2|L|news-report|Turkish central bank hikes overnight lending rate to calm lira|The central bank raised its overnight lending rate to 46% at an unscheduled meeting on Thursday, March 20, 2025, after the lira plunged to a record low following İmamoğlu's detention.|Reports a March 20, 2025 decision.
""",
    ),
    Q(
        "m5-manifold-pope-discharge-2025",
        "Will Pope Francis be discharged from the Gemelli hospital by March 31, 2025?",
        "Resolves YES if the Holy See Press Office or credible reporting confirms that Pope Francis has left Rome's Agostino Gemelli hospital, where he was admitted on February 14, 2025, by March 31, 2025. Resolves NO if he is still hospitalised or has died in hospital.",
        "2025-03-06",
        "2025-03-31",
        1,
        "health",
        """
8|K|news-report|Pope suffers breathing crisis, Vatican says|Pope Francis suffered an isolated bronchospasm on February 28 that required non-invasive mechanical ventilation, the Vatican said, adding that he remained alert and his prognosis was guarded.|A bulletin before the cutoff.
3|K|news-report|Vatican reports two episodes of acute respiratory failure|The 88-year-old pope had two episodes of acute respiratory failure on March 3, the Holy See Press Office said, and was again placed on non-invasive ventilation overnight.|A bulletin before the cutoff.
1|L|correction|Pope Francis returns to the Vatican after 38 days in hospital|Pope Francis left the Gemelli hospital on Sunday, March 23, 2025, after greeting a crowd from a balcony, and was driven to the Casa Santa Marta. Correction, March 24, 2025: an earlier version of this article said doctors had prescribed one month of rest; they prescribed two months.|Reports the March 23, 2025 discharge, with a correction dated March 24, 2025.
5|K|platform-comment|Comment|Double pneumonia at 88 with repeated respiratory crises: I'd put discharge by the end of the month at 35%. Doctors won't say anything about timing.|A forecast without a post-cutoff event.
2|L|news-report|Vatican releases first photo of pope since hospital admission|The Holy See published a photograph on March 16, 2025 showing Francis concelebrating Mass in the hospital's chapel, the first image of him since February 14.|Reports a March 16, 2025 event as done.
4|L|wiki-revision|Pope Francis (revision)|He was discharged on 23 March 2025. He died at the Casa Santa Marta on 21 April 2025, Easter Monday, of a stroke, the day after appearing at Easter blessings.|A wiki revision reporting March 23 and April 21, 2025 events.
""",
    ),
    Q(
        "m5-metaculus-ishiba-resign-2025",
        "Will Shigeru Ishiba announce his resignation as president of the Liberal Democratic Party before October 1, 2025?",
        "Resolves YES if, between question creation and September 30, 2025, Shigeru Ishiba publicly announces that he will resign as LDP president (or as Prime Minister). Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-30",
        1,
        "elections",
        """
30|K|news-report|Ruling coalition loses upper house majority|The LDP and Komeito fell short of a majority in the House of Councillors election on July 20, 2025, the first time the coalition has lacked a majority in both chambers, as the upstart Sanseito party surged.|An election before the cutoff.
10|K|news-report|Ishiba says he will stay on to handle US tariff deal|Prime Minister Shigeru Ishiba repeated on August 14 that he had no intention of resigning. The LDP's review of the election defeat is due to be presented to lawmakers by the end of August, and a vote on whether to hold an early leadership race could follow in September.|A past statement and scheduled steps.
1|L|news-report|Japan's Ishiba to resign after election losses|Prime Minister Shigeru Ishiba announced on Sunday, September 7, 2025, that he would step down as LDP president, ending weeks of pressure from within his party, a day before members were to decide on an early leadership election.|Reports the September 7, 2025 announcement as done.
4|K|platform-comment|Comment|He has survived everything so far and the public is not calling for him to go. But if the party holds the recall vote on 8 September, he probably resigns before losing it. 55%.|A conditional forecast with a future date.
2|L|news-report|Takaichi wins LDP race, set to become first female PM|Sanae Takaichi was elected LDP president on October 4, 2025, defeating Shinjiro Koizumi in a runoff, to succeed Shigeru Ishiba, who announced his resignation in September.|Reports October 4, 2025 and September 2025 events.
6|K|forecast-rationale|Why 50%|The LDP general meeting in early September will take up the election review. The earliest a leadership race could be held is late September 2025, and Ishiba has signalled he wants to see the tariff agreement implemented first.|A forecast naming future steps.
""",
    ),
    Q(
        "m5-polymarket-rayner-out-2025",
        "Angela Rayner out as Deputy Prime Minister by September 30?",
        "This market resolves to YES if Angela Rayner ceases to hold the office of Deputy Prime Minister of the United Kingdom at any point between market creation and September 30, 2025, 11:59 PM ET, for any reason. Otherwise NO.",
        "2025-08-31",
        "2025-09-30",
        1,
        "elections",
        """
2|K|news-report|Rayner faces questions over stamp duty on Hove flat|Deputy Prime Minister Angela Rayner is under pressure to explain whether she paid the correct stamp duty on a flat in Hove, after reports this week that she saved about £40,000 by declaring it was not an additional home. Her allies say she followed legal advice.|A report of allegations before the cutoff.
1|L|news-report|Angela Rayner resigns after breaching ministerial code|Angela Rayner resigned as Deputy Prime Minister and housing secretary on Friday, September 5, 2025, after the prime minister's independent adviser on ethics found that she had not paid enough stamp duty on her Hove flat.|Reports the September 5, 2025 resignation as done.
5|K|platform-comment|Comment|These stories usually fizzle unless the ethics adviser gets involved. If she refers herself and he finds a breach, she goes. Until then, 20%.|A conditional forecast.
3|L|news-report|Lammy becomes deputy PM in Starmer reshuffle|David Lammy was named Deputy Prime Minister and justice secretary on 5 September 2025 in a reshuffle triggered by Angela Rayner's resignation, with Yvette Cooper moving to the Foreign Office.|Reports a September 5, 2025 reshuffle as done.
8|K|news-preview|Labour conference set for Liverpool|The Labour Party conference will take place in Liverpool from 28 September to 1 October 2025, with Angela Rayner expected to give the deputy leader's speech.|A preview of a scheduled event.
4|L|news-report|Rayner admits she underpaid stamp duty|Angela Rayner told reporters on September 3, 2025 that she had not paid the right amount of stamp duty on her flat, blaming incorrect legal advice, and referred herself to the ethics adviser.|Reports a September 3, 2025 admission.
""",
    ),
    Q(
        "m5-polymarket-yoon-custody-2025",
        "Yoon Suk Yeol arrested by January 31?",
        "This market resolves to YES if South Korean President Yoon Suk Yeol is taken into custody by law enforcement (e.g. the Corruption Investigation Office for High-ranking Officials, CIO) at any time between market creation and January 31, 2025, 11:59 PM ET. Otherwise NO.",
        "2025-01-08",
        "2025-01-31",
        1,
        "geopolitics",
        """
8|K|news-report|Court issues warrant to detain Yoon|A Seoul court issued a warrant on December 31 for the detention of impeached President Yoon Suk Yeol over his brief declaration of martial law, the first such warrant for a sitting South Korean president.|An event before the cutoff.
5|K|news-report|Investigators halt attempt to arrest Yoon after standoff|Investigators called off an attempt to detain Yoon at his residence on January 3 after a standoff of more than five hours with the presidential security service, citing concerns for safety.|An event before the cutoff.
1|L|news-report|Yoon detained in dawn raid, first sitting president arrested|Anti-corruption investigators took President Yoon Suk Yeol into custody at his residence in Seoul on Wednesday, January 15, 2025, after hundreds of police scaled barricades in a second attempt to execute the warrant.|Reports the January 15, 2025 detention as done.
3|K|platform-comment|Comment|New warrant was issued on the 7th. The security service is still refusing to cooperate, and police say the next attempt will be "thoroughly prepared". I'm at 70%.|A comment with an event before the cutoff.
2|L|news-report|Yoon supporters storm court after arrest warrant is extended|Hundreds of supporters of Yoon Suk Yeol broke into the Seoul Western District Court on January 19, 2025, after a judge approved a formal arrest warrant extending his detention.|Reports a January 19, 2025 event as done.
4|L|timeline|Timeline: Yoon Suk Yeol after martial law|Dec. 3, 2024: martial law declared and lifted within hours. Dec. 14, 2024: impeached. Jan. 3, 2025: first detention attempt fails. Jan. 15, 2025: detained at residence. Jan. 19, 2025: formal arrest approved. Jan. 26, 2025: indicted for insurrection.|A timeline listing events after the cutoff as done.
""",
    ),
    Q(
        "m5-polymarket-usyk-dubois-2025",
        "Usyk vs. Dubois: who will win?",
        'This market resolves to "Usyk" if Oleksandr Usyk is declared the winner of his scheduled heavyweight bout against Daniel Dubois at Wembley Stadium on July 19, 2025. It resolves to "Dubois" on a Dubois win, and 50-50 on a draw or no contest. If the fight does not take place by July 26, 2025, it resolves 50-50. For this question, YES means Usyk.',
        "2025-07-05",
        "2025-07-19",
        1,
        "sports",
        """
12|K|news-preview|Usyk and Dubois meet again with all the belts at stake|Oleksandr Usyk defends the WBA, WBC and WBO heavyweight titles against IBF champion Daniel Dubois at Wembley Stadium on Saturday, July 19, 2025, a rematch of their 2023 fight in Wrocław that Usyk won in the ninth round.|A preview of a scheduled fight.
1|L|news-report|Usyk knocks out Dubois to become two-time undisputed champion|Oleksandr Usyk stopped Daniel Dubois in the fifth round at Wembley on July 19, 2025, dropping him twice before the referee waved it off, to reclaim all four major heavyweight belts.|Reports the July 19, 2025 result as done.
6|K|platform-comment|Comment|Usyk is 38 and hasn't fought since December. Dubois is bigger and younger. Still, Usyk has beaten everyone, including Dubois. 72%.|A forecast without a post-cutoff event.
3|L|results-table|Boxing results, Saturday 19 July 2025|Wembley Stadium, London. Heavyweight (undisputed): Oleksandr Usyk (24-0) def. Daniel Dubois by KO, round 5, 1:52.|A results table dated July 19, 2025.
2|L|news-report|Usyk calls for rest after Wembley win|Oleksandr Usyk said he would take time off after his July 19, 2025 victory over Daniel Dubois, dismissing talk of a quick fight with Joseph Parker or a third bout with Tyson Fury.|Reports the July 19, 2025 win as done.
9|K|event-listing|Usyk vs Dubois 2: fight night schedule|Doors open 4pm. Main card from 7pm BST. Ringwalks for the main event expected around 10pm. Saturday 19 July 2025.|A schedule for a future date.
""",
    ),
    Q(
        "m5-polymarket-canelo-crawford-2025",
        "Canelo vs. Crawford: will Canelo win?",
        'This market resolves to YES if Saul "Canelo" Álvarez is declared the winner of his scheduled super middleweight bout against Terence Crawford in Las Vegas on September 13, 2025. It resolves NO on a Crawford win, draw or no contest.',
        "2025-08-30",
        "2025-09-13",
        0,
        "sports",
        """
14|K|news-preview|Canelo-Crawford set for Allegiant Stadium on Netflix|Saúl Álvarez will defend his undisputed super middleweight titles against Terence Crawford on September 13, 2025 at Allegiant Stadium in Las Vegas, in a fight streamed live on Netflix. Crawford moves up two divisions for the bout.|A preview of a scheduled fight.
1|L|news-report|Crawford outpoints Canelo to become undisputed at 168|Terence Crawford beat Saúl Álvarez by unanimous decision on Saturday, September 13, 2025, winning by scores of 116-112, 115-113 and 116-112 to become the first male boxer to be undisputed champion in three weight classes in the four-belt era.|Reports the September 13, 2025 result as done.
5|K|platform-comment|Comment|Size matters. Crawford last fought at 154 and has been out a year. Canelo has never been stopped and only lost to Mayweather and Bivol. 62% Canelo.|A forecast without a post-cutoff event.
2|L|news-report|Canelo-Crawford draws about 41 million viewers|Netflix said on September 15, 2025 that its live stream of the Álvarez-Crawford fight drew about 41 million viewers worldwide, making it the most-watched men's boxing event of the century.|Reports a September 15, 2025 figure and the fight.
3|L|platform-comment|Comment (edited)|Edit after the fight: Crawford won on all three cards in Las Vegas on Sept 13, 2025. My 62% on Canelo looks bad now; the size advantage never showed up.|An edited comment reporting the September 13, 2025 result.
7|K|news-report|Crawford says weight will not be an issue|Crawford, 37, told reporters at a press event on August 23 that he had been training at 168 pounds for months. The official weigh-in is on Friday, Sept. 12, 2025.|A past statement and a scheduled weigh-in.
""",
    ),
    Q(
        "m5-polymarket-open-2025-scheffler",
        "Will Scottie Scheffler win the 2025 Open Championship?",
        "This market resolves to YES if Scottie Scheffler wins the 153rd Open Championship at Royal Portrush, scheduled for July 17-20, 2025. It resolves NO if anyone else is the champion. If the event is not completed by July 27, 2025, it resolves NO.",
        "2025-07-06",
        "2025-07-20",
        1,
        "sports",
        """
16|K|news-report|Scheffler adds Memorial title to PGA win|Scottie Scheffler won the Memorial Tournament on June 1, his third victory of the season after the PGA Championship at Quail Hollow, and remains the heavy favourite for the majors that remain.|An event before the cutoff.
1|L|news-report|Scheffler wins the Open at Portrush by four shots|Scottie Scheffler won the Open Championship at Royal Portrush on Sunday, July 20, 2025, closing with a 68 to finish 17 under par, four ahead of Harris English, for his fourth major title.|Reports the July 20, 2025 win as done.
3|K|event-listing|The 153rd Open: tee times|Round one, Thursday 17 July 2025: Scheffler, Rahm and Rose off at 9:09. Round two, Friday 18 July 2025: 14:20.|A tee-time schedule for future dates.
2|L|news-report|Gotterup wins Scottish Open to book Portrush spot|Chris Gotterup shot a final-round 64 to win the Genesis Scottish Open at the Renaissance Club on July 13, 2025, holding off Rory McIlroy.|Reports a July 13, 2025 event, after the cutoff.
6|K|platform-comment|Comment|Scheffler wins roughly 20-25% of the events he enters this year, and links golf is the one place the field is more random. 22% feels fair; the market at 25% is close.|A forecast without a post-cutoff event.
4|L|results-table|The Open 2025, final leaderboard|1. Scottie Scheffler -17. 2. Harris English -13. 3. Chris Gotterup -12. Royal Portrush, 20 July 2025.|A results table dated July 20, 2025.
""",
    ),
    Q(
        "m5-polymarket-eng-ind-series-2025",
        "Will England win the 2025 Anderson-Tendulkar Trophy Test series against India?",
        "This market resolves to YES if England win the five-match Test series against India that began at Headingley on June 20, 2025, i.e. win more Tests than India once the fifth Test at The Oval (scheduled July 31-August 4, 2025) is completed. A drawn series or an India series win resolves NO.",
        "2025-07-20",
        "2025-08-04",
        0,
        "sports",
        """
6|K|news-report|England edge thriller at Lord's to lead 2-1|England beat India by 22 runs at Lord's on July 14, with Shoaib Bashir taking the final wicket despite a broken finger, to go 2-1 up with two Tests to play.|A result before the cutoff.
3|K|news-preview|Old Trafford next as England seek to close out series|The fourth Test starts in Manchester on Wednesday, July 23, 2025, and the final Test at The Oval on July 31. England can secure the series with a win at Old Trafford.|A preview of scheduled matches and a conditional.
1|L|news-report|India save Manchester Test with three centuries|Shubman Gill, Ravindra Jadeja and Washington Sundar made hundreds as India batted through the final day to draw the fourth Test at Old Trafford on July 27, 2025, keeping the series alive at 2-1.|Reports the July 27, 2025 draw as done.
2|L|news-report|Siraj seals six-run win as series ends 2-2|Mohammed Siraj took five wickets as India beat England by six runs at The Oval on Monday, August 4, 2025, the narrowest runs victory in their Test history, to draw the series 2-2.|Reports the August 4, 2025 result as done.
9|K|platform-comment|Comment|England need one win from two, India need to win both. Even with the draw rate at Old Trafford, England are 75%+ to take the series.|A forecast without a post-cutoff event.
4|L|results-table|Anderson-Tendulkar Trophy 2025, results|1st Test, Leeds: England won by 5 wickets. 2nd Test, Birmingham: India won by 336 runs. 3rd Test, Lord's: England won by 22 runs. 4th Test, Manchester, 23-27 July 2025: drawn. 5th Test, The Oval, 31 July-4 August 2025: India won by 6 runs.|A results table including matches after the cutoff.
""",
    ),
    Q(
        "m5-metaculus-wrwc-2025-england",
        "Will England win the 2025 Women's Rugby World Cup?",
        "Resolves YES if England win the final of the 2025 Women's Rugby World Cup, scheduled for September 27, 2025 at Allianz Stadium, Twickenham. Resolves NO if any other team wins or the final is not played by October 4, 2025.",
        "2025-09-05",
        "2025-09-27",
        1,
        "sports",
        """
14|K|news-report|Hosts open World Cup with 69-7 win over USA|England began their home World Cup with an 11-try, 69-7 victory over the United States in Sunderland on August 22, in front of a record crowd for a women's rugby opener.|A result before the cutoff.
4|K|event-listing|Women's Rugby World Cup 2025: knockout schedule|Quarter-finals: 13-14 September 2025. Semi-finals: 19-20 September 2025, Ashton Gate, Bristol. Bronze final and Final: 27 September 2025, Allianz Stadium, Twickenham.|A schedule of future matches.
1|L|news-report|England are world champions after beating Canada at Twickenham|England won the Women's Rugby World Cup for the third time, beating Canada 33-13 in the final at Allianz Stadium on September 27, 2025, extending their winning run to 33 Tests.|Reports the September 27, 2025 final as done.
2|L|news-report|Canada stun New Zealand to reach first final since 2014|Canada beat defending champions New Zealand 34-19 in Bristol on September 19, 2025 to set up a final against England.|Reports a September 19, 2025 semi-final.
7|K|platform-comment|Comment|England have won 26 straight Tests and beat Canada twice this year. The Black Ferns won the last one on English soil too, though. 68%.|A forecast with past results.
3|L|live-blog|Live: England v France, Women's Rugby World Cup semi-final|Full time, Ashton Gate, Saturday 20 September 2025: England 35-17 France. The Red Roses are into the final at Twickenham next Saturday.|A live-blog full-time line dated September 20, 2025.
""",
    ),
    Q(
        "m5-manifold-starship-flight10-2025",
        "Will Starship Flight 10 launch and the ship complete a controlled splashdown in the Indian Ocean by August 31, 2025?",
        "Resolves YES if SpaceX launches the tenth Starship integrated flight test by August 31, 2025 and the Starship upper stage performs a controlled splashdown in the Indian Ocean, as confirmed by SpaceX's webcast or statements. Resolves NO otherwise.",
        "2025-08-10",
        "2025-08-31",
        1,
        "space",
        """
24|K|news-report|Starship test vehicle explodes during ground test|The Ship 36 vehicle intended for Starship's tenth flight exploded during preparations for a static fire test at SpaceX's Massey's site in Texas on June 18, damaging the test stand. SpaceX blamed a pressurized tank.|An event before the cutoff.
5|K|news-report|SpaceX targets late August for Flight 10|SpaceX said it is targeting no earlier than August 24, 2025 for the tenth flight test, pending FAA sign-off, with the ship set to deploy eight Starlink simulators and test heat shield changes.|A planned launch date.
1|L|news-report|Starship Flight 10 hits all major objectives|SpaceX launched Starship from Starbase on Tuesday, August 26, 2025, and the ship deployed eight mock Starlink satellites, relit an engine in space and made a controlled splashdown in the Indian Ocean about an hour later.|Reports the August 26, 2025 flight as done.
9|K|platform-comment|Comment|Flights 7, 8 and 9 all lost the ship. They changed a lot after the Ship 36 failure, but if it flies before the 31st, I'd say splashdown is 50/50. Launch by August 31, 2025 itself maybe 60%.|A conditional forecast naming the deadline.
2|L|launch-status-page|Starship Flight 10: launch status|Aug 24, 2025: scrubbed (ground system issue). Aug 25, 2025: scrubbed (weather). Aug 26, 2025: launched 6:30 p.m. CT. Ship splashdown confirmed.|A status page reporting August 24-26, 2025 events.
3|L|wiki-revision|SpaceX Starship flight tests (revision)|Flight 10: 26 August 2025. Booster: Super Heavy B16, landing burn experiment in the Gulf of Mexico. Ship: S37, successful payload deploy, controlled splashdown. Outcome: success.|A wiki table row reporting the August 26, 2025 flight.
""",
    ),
    Q(
        "m5-manifold-o3-pro-2025",
        "Will OpenAI release o3-pro before July 2025?",
        "Resolves YES if OpenAI makes a model called o3-pro available to ChatGPT users or through its API before July 1, 2025 (Pacific time). Announcements without availability do not count.",
        "2025-06-02",
        "2025-06-30",
        1,
        "technology",
        """
27|K|news-report|OpenAI launches o3 and o4-mini|OpenAI released its o3 and o4-mini reasoning models to ChatGPT Plus, Pro and Team users on April 16, its most capable models yet, which can use tools such as web search and image analysis on their own.|A release before the cutoff.
12|K|news-report|Altman says o3-pro will arrive in "a few weeks"|OpenAI chief executive Sam Altman said in a post that o3-pro for Pro subscribers would come in a few weeks, after the company spent extra time on reliability. The company has not given a date.|A past statement about a future release.
1|L|news-report|OpenAI releases o3-pro and cuts o3 prices by 80%|OpenAI made o3-pro available to ChatGPT Pro and Team users and in its API on June 10, 2025, the same day it lowered the price of o3 by 80% for developers.|Reports the June 10, 2025 release as done.
4|K|platform-comment|Comment|"A few weeks" from an OpenAI CEO has a wide distribution. o1-pro took about two weeks from o1. I'm at 75% for before July 1, 2025.|A forecast naming the deadline.
2|L|changelog|ChatGPT release notes|June 10, 2025: o3-pro is now available to Pro and Team users in the model picker, replacing o1-pro. Enterprise and Edu users get access the following week.|A changelog entry dated June 10, 2025.
8|K|news-report|OpenAI adds Codex coding agent to ChatGPT|OpenAI released a research preview of Codex, a cloud-based software engineering agent, to ChatGPT Pro users on May 16.|A release before the cutoff.
""",
    ),
    Q(
        "m5-polymarket-meta-scale-2025",
        "Will Meta announce an investment in Scale AI by June 30?",
        "This market resolves to YES if Meta Platforms or Scale AI officially announces, between market creation and June 30, 2025, 11:59 PM ET, that Meta will make an equity investment in Scale AI. Press reports of talks are not sufficient. Otherwise NO.",
        "2025-06-05",
        "2025-06-30",
        1,
        "company_deals",
        """
22|K|news-report|Meta releases first Llama API at LlamaCon|Meta held its first developer conference dedicated to its Llama models on April 29, releasing a standalone Meta AI app and a preview of a Llama API.|An event before the cutoff.
1|L|news-report|Meta in talks to invest more than $10 billion in Scale AI|Meta Platforms is in talks to make an investment of more than $10 billion in data-labelling company Scale AI, Bloomberg News reported on June 8, 2025, which would be Meta's largest external AI investment.|Reports June 8, 2025 reports of talks, after the cutoff.
2|L|news-report|Scale AI confirms Meta investment, CEO Wang to join Meta|Scale AI said on June 12, 2025 that Meta would invest about $14.3 billion for a 49% stake, valuing the start-up at more than $29 billion, and that founder Alexandr Wang would leave to work on Meta's AI efforts.|Reports the June 12, 2025 announcement as done.
6|K|platform-comment|Comment|No reporting of talks that I can find. Meta's AI reorg rumours are all about hiring. 8%.|A forecast without a post-cutoff event.
3|L|news-report|Google said to pull back from Scale after Meta deal|Google, Scale AI's largest customer, plans to cut ties with the company following Meta's investment, people familiar said on June 13, 2025, and OpenAI said it had already been winding down its work with Scale.|Reports June 13, 2025 events.
10|K|news-report|Meta delays flagship Behemoth model|Meta is delaying the rollout of its largest Llama 4 model, Behemoth, engineers were told, with a release that had been expected in June now pushed to the fall of 2025 or later.|A reported delay with future dates, not an event after the cutoff.
""",
    ),
    Q(
        "m5-infer-tsmc-us-investment-2025",
        "Will TSMC announce new investment commitments in the United States of at least $50 billion before April 1, 2025?",
        "Resolves YES if, between question creation and March 31, 2025, TSMC publicly announces new US investment plans of at least $50 billion beyond its previously announced $65 billion for Arizona. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-31",
        1,
        "company_deals",
        """
28|K|news-report|TSMC guides 2025 capex up to $42 billion|Taiwan Semiconductor Manufacturing said on January 16 that it would spend $38 billion to $42 billion on capital expenditure in 2025, up from about $30 billion last year, and that its first Arizona fab had begun volume production.|A past announcement.
7|K|forecast-rationale|Background|President Trump has threatened tariffs of 25% or more on imported chips and accused Taiwan of taking the US chip business. TSMC's board meets in Arizona in February and its next earnings are on April 17, 2025.|Background and a scheduled date.
1|L|news-report|TSMC pledges $100 billion more for US chip plants|TSMC chief executive C.C. Wei announced at the White House on Monday, March 3, 2025 that the company would invest an additional $100 billion in the United States, including three new fabrication plants and two advanced packaging facilities in Arizona.|Reports the March 3, 2025 announcement as done.
3|L|wiki-revision|TSMC Arizona (revision)|In March 2025 TSMC announced plans to invest a further US$100 billion, bringing its planned total in Arizona to US$165 billion, and broke ground on its third fab in April 2025.|A wiki revision reporting March and April 2025 events.
4|K|platform-comment|Comment|Wei is due to visit Washington, reports say, but the capex guidance doesn't leave much room for a second $65bn. A headline number could still be announced and spread over a decade. 30%.|A forecast about a reported future visit.
2|L|news-report|Taiwan approves TSMC board decisions after US pledge|TSMC's board approved about $15 billion of capital budget on March 11, 2025, a week after the $100 billion US announcement, which Taiwan's government said would not move its most advanced technology abroad.|Reports March 2025 events as done.
""",
    ),
    Q(
        "m5-polymarket-chime-ipo-2025",
        "Will Chime close above its IPO price on its first day of trading?",
        "This market resolves to YES if Chime Financial's (ticker CHYM) closing price on its first day of trading on the Nasdaq is above the IPO price set by the company. If trading does not begin by June 30, 2025, it resolves NO. Expected first trading day: June 12, 2025.",
        "2025-06-02",
        "2025-06-12",
        1,
        "markets",
        """
20|K|news-report|Chime files publicly for IPO|Chime Financial made its initial public offering filing public on May 13, disclosing $1.67 billion of revenue in 2024, up 31%, and a narrowing loss. It plans to list on the Nasdaq under the symbol CHYM.|A filing before the cutoff.
4|K|news-preview|Chime expected to price IPO on June 11|The online bank is expected to set its offering price on the evening of June 11, 2025 and begin trading the next morning, according to people familiar with the schedule.|A preview of scheduled pricing and trading.
1|L|news-report|Chime jumps 37% in Nasdaq debut|Chime Financial shares opened at $43 on Thursday, June 12, 2025, well above the $27 IPO price, and closed at $37.11, valuing the company at about $13.5 billion.|Reports the June 12, 2025 debut as done.
2|L|as-expected-followup|Chime prices IPO above range, as expected|As bankers had signalled, Chime priced its initial public offering at $27 a share on June 11, 2025, above the marketed range, raising about $864 million ahead of trading the next morning.|Reports the June 11, 2025 pricing as done.
7|K|platform-comment|Comment|Fintech IPOs this year have been strong (eToro, Circle's roadshow is hot). Most bank-like businesses get priced conservatively. 78%.|A forecast without a post-cutoff event.
3|L|data-page|CHYM historical prices|Jun 12, 2025: open 43.00, high 44.94, low 35.79, close 37.11. Jun 13, 2025: close 36.35.|Prices dated after the cutoff.
""",
    ),
    Q(
        "m5-metaculus-trump-xi-meet-2025",
        "Will Donald Trump and Xi Jinping meet in person before November 1, 2025?",
        "Resolves YES if US President Donald Trump and Chinese President Xi Jinping hold an in-person meeting between question creation and October 31, 2025, inclusive, as confirmed by either government. Resolves NO otherwise.",
        "2025-10-10",
        "2025-10-31",
        1,
        "geopolitics",
        """
21|K|news-report|Trump and Xi agree to meet at APEC after phone call|Donald Trump said after a call with Xi Jinping on September 19 that the two had agreed to meet at the APEC summit in South Korea, and that he would visit China early next year.|A past agreement about a future meeting.
1|K|news-report|China expands rare-earth export controls|China's commerce ministry announced on October 9 new export controls on rare-earth technologies and on products made abroad with Chinese rare-earth materials, a move analysts said raised the stakes before a planned Trump-Xi meeting.|An event before the cutoff and a planned meeting.
2|L|news-report|Trump threatens 100% tariff, questions need for Xi meeting|President Trump said on October 10, 2025 that there now seemed to be "no reason" to meet Xi Jinping and announced an additional 100% tariff on Chinese goods from November 1, in response to Beijing's rare-earth curbs.|Reports an October 10, 2025 statement on the cutoff day.
4|K|event-listing|APEC Economic Leaders' Week 2025|Gyeongju, Republic of Korea. Leaders' meeting: October 31-November 1, 2025. Bilateral meetings are expected on the sidelines from October 29, 2025.|A schedule of future events.
3|L|news-report|Trump and Xi meet in Busan, agree to cut tariffs and pause rare-earth curbs|Donald Trump and Xi Jinping met for about 100 minutes at Gimhae air base in Busan on Thursday, October 30, 2025, their first meeting since 2019. Trump said he would halve the fentanyl-related tariff to 10%, and China agreed to pause its new rare-earth controls for a year.|Reports the October 30, 2025 meeting as done.
6|K|platform-comment|Comment|Both sides have said the meeting is planned. The tail risk is a blow-up over the export controls, and that's exactly what we're watching this week. 85%.|A forecast without a post-cutoff event.
""",
    ),
    Q(
        "m5-polymarket-india-tariff-50-2025",
        "Will the US tariff rate on Indian goods reach 50% by August 31?",
        "This market resolves to YES if, between market creation and August 31, 2025, 11:59 PM ET, the combined additional ad valorem US tariff applicable to most imports from India (excluding sectoral exemptions) reaches 50% or more and is in effect. Announcements without effect do not count.",
        "2025-08-01",
        "2025-08-31",
        1,
        "geopolitics",
        """
2|K|news-report|Trump announces 25% tariff on India plus a penalty over Russian oil|President Trump said on July 30 that goods from India would face a 25% tariff from August 1, plus an unspecified "penalty" for India's purchases of Russian oil and weapons. Trade talks are continuing.|An announcement before the cutoff.
1|L|news-report|Trump doubles India tariff to 50% over Russian oil|President Trump signed an order on August 6, 2025 imposing an additional 25% tariff on Indian goods for buying Russian oil, bringing the total to 50%, to take effect in 21 days. India called the move "unfair, unjustified and unreasonable."|Reports the August 6, 2025 order as done.
5|K|platform-comment|Comment|The "penalty" is undefined. I doubt they go to 50% given the talks; a number like 10% on top seems more likely. The reciprocal rate itself now starts on August 7, 2025 under the new order. 25%.|A forecast naming a scheduled start date.
3|L|news-report|50% US tariffs on Indian goods take effect|The higher US tariffs on imports from India came into force on August 27, 2025, hitting textiles, gems and jewellery, shrimp and leather, while pharmaceuticals and smartphones remained exempt.|Reports the August 27, 2025 entry into force.
4|L|news-report|Modi says India will not bow to pressure after tariff hike|Prime Minister Narendra Modi said on August 7, 2025, a day after the US doubled tariffs on Indian goods, that India would never compromise on the interests of its farmers.|Reports August 6 and 7, 2025 events.
8|K|news-report|US and India aim for first tranche of trade deal by autumn|Negotiators from both countries said they hoped to conclude the first part of a bilateral trade agreement by fall 2025. A US team is scheduled to visit New Delhi on August 25, 2025.|Plans and a scheduled visit.
""",
    ),
    Q(
        "m5-metaculus-ouattara-2025",
        "Will Alassane Ouattara win Côte d'Ivoire's presidential election of October 25, 2025?",
        "Resolves YES if Côte d'Ivoire's Independent Electoral Commission or Constitutional Council declares Alassane Ouattara the winner of the presidential election held on October 25, 2025 (in the first round or a runoff) by November 30, 2025. The question closes on the announcement of provisional results.",
        "2025-10-10",
        "2025-10-27",
        1,
        "elections",
        """
29|K|news-report|Court bars Thiam and Gbagbo from presidential race|Côte d'Ivoire's Constitutional Council on September 8 approved five candidates, including President Alassane Ouattara, for the October election, while excluding opposition leaders Tidjane Thiam and Laurent Gbagbo.|An event before the cutoff.
2|K|news-preview|Ouattara seeks fourth term against weakened field|President Ouattara, 83, faces four candidates on October 25, 2025, among them former minister Jean-Louis Billon and Simone Ehivet Gbagbo. Provisional results are expected within five days of the vote.|A preview of a scheduled vote and results.
1|L|news-report|Ouattara wins fourth term with about 90% of the vote|Côte d'Ivoire's electoral commission said on October 27, 2025 that President Alassane Ouattara had won 89.8% of the vote in the October 25 election, with turnout of about 50%.|Reports the October 27, 2025 results as done.
2|L|news-report|Constitutional Council confirms Ouattara's re-election|Côte d'Ivoire's Constitutional Council confirmed in November 2025 the re-election of Alassane Ouattara, who will be sworn in for a fourth term.|Reports a November 2025 confirmation.
6|K|platform-comment|Comment|With Thiam and Gbagbo off the ballot the only question is turnout and whether there's a runoff. 97%.|A forecast without a post-cutoff event.
3|L|news-report|Opposition rejects results as protests are banned|The main opposition parties on October 28, 2025 rejected the election results, saying the vote held three days earlier had been a "civilian coup".|Reports October 2025 events after the cutoff.
""",
    ),
    Q(
        "m5-polymarket-btc-below-80k-2025",
        "Will Bitcoin dip to $80,000 by March 31?",
        'This market resolves to YES if any Binance 1-minute candle for BTC/USDT between market creation and March 31, 2025, 11:59 PM ET has a final "Low" price of $80,000.00 or lower. Otherwise NO.',
        "2025-02-18",
        "2025-03-31",
        1,
        "markets",
        """
29|K|news-report|Bitcoin hits record above $109,000 before inauguration|Bitcoin rose to a record of about $109,000 on January 20, hours before Donald Trump's inauguration, as traders bet on a friendlier regulatory climate.|An event before the cutoff.
15|K|news-report|Crypto tumbles on tariff fears|Bitcoin slid below $92,000 on February 3 as the tariffs on Canada, Mexico and China rattled markets, triggering more than $2 billion of liquidations across crypto derivatives.|An event before the cutoff.
1|L|news-report|Bybit says hackers stole about $1.5 billion in ether|Crypto exchange Bybit said on February 21, 2025 that attackers had taken roughly $1.5 billion of ether from one of its cold wallets, the largest crypto theft on record, later attributed by the FBI to North Korea's Lazarus Group.|Reports a February 21, 2025 hack.
2|L|data-page|BTCUSDT daily candles|2025-02-25: low 86,050. 2025-02-26: low 82,256. 2025-02-28: low 78,258. 2025-03-10: low 76,606. 2025-03-11: low 76,555.|Daily lows after the cutoff, including the resolution.
5|K|platform-comment|Comment|Needs a 16% drop from about $95k in six weeks. Realised vol is low right now. The strategic reserve executive order talk could also push the other way. 30%.|A forecast without a post-cutoff event.
3|L|news-report|Bitcoin falls below $80,000 for first time since November|Bitcoin dropped as low as about $78,200 on Friday, February 28, 2025, capping its worst month since mid-2022, as investors pulled money from spot ETFs.|Reports the February 28, 2025 fall as done.
""",
    ),
    Q(
        "m5-metaculus-lisa-cook-2025",
        "Will Lisa Cook be a member of the Federal Reserve Board of Governors on September 30, 2025?",
        "Resolves YES if, on September 30, 2025, Lisa D. Cook is listed as a member of the Board of Governors on the Federal Reserve's website and no court has upheld her removal. Resolves NO if she has resigned, been removed with effect or died.",
        "2025-08-21",
        "2025-09-30",
        1,
        "court_rulings",
        """
6|K|news-report|Housing regulator refers Fed's Cook to Justice Department|Federal Housing Finance Agency Director Bill Pulte referred Fed Governor Lisa Cook to the Justice Department over mortgage applications on two properties in 2021, according to a letter dated August 15. Cook has not been charged.|An event before the cutoff.
1|K|news-report|Trump calls on Cook to resign "now"|President Trump wrote on social media on August 20 that Lisa Cook "must resign, now!!!" Cook said she had no intention of being bullied into stepping down.|A statement before the cutoff.
2|L|news-report|Trump says he is firing Fed governor Lisa Cook|President Trump posted a letter on August 25, 2025 saying he was removing Lisa Cook from the Fed Board "effective immediately" for cause. Cook said the president had no authority to do so and she would not resign.|Reports the August 25, 2025 removal attempt as done.
5|K|forecast-rationale|Why 80%|Governors can only be removed "for cause" under the Federal Reserve Act, and no president has tried. The FOMC meets on September 16-17, 2025, and whether she attends that meeting will be the first test if the White House acts.|A forecast with a conditional and a scheduled meeting.
3|L|news-report|Judge blocks Trump from removing Cook|US District Judge Jia Cobb ruled on September 9, 2025 that Lisa Cook could remain a Fed governor while her lawsuit proceeds, finding that the alleged mortgage conduct before she took office likely did not meet the "for cause" standard.|Reports a September 9, 2025 ruling as done.
4|L|platform-comment|Comment (update)|Update, Sept 17 2025: Cook voted at today's FOMC meeting after the appeals court refused on September 15, 2025 to let the administration remove her. Moving to 95%.|A comment update reporting September 15 and 17, 2025 events.
""",
    ),
    Q(
        "m5-fred-unrate-2025-08",
        "Will the US unemployment rate (UNRATE) for August 2025 be higher than its value for July 2025?",
        "Source: FRED series UNRATE (BLS, monthly, seasonally adjusted). Resolves YES if the first published value for August 2025, released on 2025-09-05, is higher than the value then shown for July 2025 (4.2% as of question creation).",
        "2025-08-20",
        "2025-09-05",
        1,
        "macro_data",
        """
19|K|data-page|Unemployment Rate (UNRATE)|Percent, Monthly, Seasonally Adjusted. 2025-05: 4.2. 2025-06: 4.1. 2025-07: 4.2. Updated Aug 1, 2025.|A data page with values before the cutoff.
4|K|calendar|BLS schedule: Employment Situation|August 2025 data: Friday, September 5, 2025, 8:30 a.m. Preliminary benchmark revision: September 9, 2025.|A release schedule with future dates.
1|L|news-report|Hiring stalls in August as jobless rate rises to 4.3%|Employers added only 22,000 jobs in August and the unemployment rate rose to 4.3%, the highest since 2021, the Labor Department said on September 5, 2025. June's figure was revised to a loss of 13,000.|Reports the September 5, 2025 release as done.
7|K|platform-comment|Comment|The rate has bounced between 4.1 and 4.2 for a year. Labour force growth is slowing with immigration, which holds the rate down even as hiring slows. 40%.|A forecast without a post-cutoff event.
2|L|news-report|Benchmark revision cuts 911,000 jobs from payroll count|The BLS said on September 9, 2025 that its preliminary benchmark revision lowered employment for the year through March by 911,000, the largest such revision on record.|Reports a September 9, 2025 release.
3|L|data-page|UNRATE observations (latest)|2025-06: 4.1. 2025-07: 4.2. 2025-08: 4.3. Last updated: 2025-09-05 7:48 AM CDT.|A data page with the August value published on September 5, 2025.
""",
    ),
]
