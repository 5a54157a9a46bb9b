# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold60` part, read by `build_hold60.py`.

ForecastBench-style dataset questions (FRED series, Yahoo Finance closes, Wikipedia pages, ACLED
event counts, DBnomics weather and statistics series), each with the pages a search returns for
it: the data page itself, cached copies and downloaded tables, release notes and calendars,
revision histories and talk pages, news about the series, analyst notes, forum and message-board
comments. Each question's documents are one line each in a string, fields separated by `|`: days
before the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written
blind as a held-out part; see `build_hold60.py` and the README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS: list[dict] = []

# FRED series.
QUESTIONS += [
    Q(
        "r1-fred-umcsent-2025-04",
        "Will the University of Michigan consumer sentiment index (UMCSENT) for April 2025 be higher than its value for March 2025?",
        "Resolves using the FRED series UMCSENT (University of Michigan: Consumer Sentiment, index 1966:Q1=100, monthly, not seasonally adjusted). Resolves YES if the value FRED lists for April 2025 on 2025-05-02 is higher than the value it lists for March 2025. The preliminary April survey is scheduled for April 11, 2025 and the final April survey for April 25, 2025.",
        "2025-04-06",
        "2025-05-02",
        0,
        "macro_data",
        """
9|K|fred-series-page|University of Michigan: Consumer Sentiment (UMCSENT)|Mar 2025: 57.0 Index 1966:Q1=100. Monthly, Not Seasonally Adjusted. Updated: Mar 28, 2025 10:02 AM CDT. Next Release Date: Apr 11, 2025.|The latest observation is March; the April date is the next scheduled release.
5|L|fred-series-page-cached|UMCSENT: 52.2 (Apr 2025)|University of Michigan: Consumer Sentiment. Observations: Apr 2025: 52.2; Mar 2025: 57.0; Feb 2025: 64.7. Updated Apr 25, 2025. The preliminary April figure of 50.8, released April 11, 2025, was revised up in the final survey.|A cached copy of the series page lists the April 2025 value released on April 25, 2025.
12|K|news-preview|Consumer gloom expected to deepen as tariff worries spread|Economists expect the Michigan survey to slide again when preliminary April results come out on Friday, April 11, after the early March reading of 57.9, the lowest since late 2022. Year-ahead inflation expectations in that survey jumped to 4.9%.|Expectations for a scheduled release, with an earlier reading.
2|L|forum-comment|Re: Michigan sentiment tracking thread|macro_mole wrote: called it. April prelim printed 50.8 on Apr. 11, 2025, second-lowest in the survey's history, and one-year inflation expectations hit 6.7%. Anyone still long discretionary?|A forum comment reports the April 11, 2025 preliminary reading as done.
3|K|release-calendar|Surveys of Consumers: 2025 release dates|Preliminary results: January 10, February 7, March 14, April 11, May 16, 2025. Final results: January 24, February 21, March 28, April 25, May 30, 2025. All releases at 10:00 a.m. Eastern.|A release calendar names future dates without results.
1|L|news-report|Consumer sentiment falls for a fourth straight month|Sentiment among U.S. consumers dropped to 52.2 in the final April survey, released on April 25, 2025, from 57.0 in March, with nearly every demographic group more pessimistic about tariffs. Long-run inflation expectations rose to 4.4%.|Reports the final April reading of April 25, 2025.
""",
    ),
    Q(
        "r1-fred-cbbtcusd-2024-03-15",
        "Will Coinbase Bitcoin (CBBTCUSD) have increased by 2024-03-15 as compared to its value on 2024-02-23?",
        "Resolves using the FRED series CBBTCUSD (Coinbase Bitcoin, U.S. dollars, daily, not seasonally adjusted; the price at 5 p.m. Pacific). Resolves YES if the value for 2024-03-15 is higher than the value for 2024-02-23, the question's forecast date.",
        "2024-02-23",
        "2024-03-15",
        1,
        "crypto",
        """
6|K|fred-series-page|Coinbase Bitcoin (CBBTCUSD)|2024-02-16: 52,130.37 U.S. Dollars. Daily, 7-Day, Not Seasonally Adjusted. Source: Coinbase. Values are the closing price at 5 PM PST. Updated Feb 17, 2024.|The latest value is from before the cutoff.
2|K|news-preview|Halving two months away as bitcoin funds keep drawing cash|U.S. spot bitcoin funds have taken in more than $5 billion of net inflows since they began trading on January 11. The network's next halving, which cuts the block reward to 3.125 BTC, is expected around April 20, 2024.|Earlier facts and an expected halving date.
4|L|news-report|Bitcoin tops $60,000 for first time since 2021|Bitcoin climbed above $60,000 on February 28, 2024 and briefly touched $64,000 as record volumes flowed into U.S. spot funds; some Coinbase users saw zero balances as traffic overwhelmed the exchange.|Reports the February 28, 2024 rally.
3|L|data-table|CBBTCUSD.csv (downloaded)|DATE CBBTCUSD / 2024-03-11 72089.23 / 2024-03-12 71470.10 / 2024-03-13 73083.50 / 2024-03-14 71396.58 / 2024-03-15 69403.71|A downloaded table holds observations from March 2024, after the cutoff.
8|K|forum-comment|New ATH before the halving?|satsstacker wrote: the old high was about $69,000 on Nov 10, 2021. My guess is we retest it before the April halving, but I wouldn't bet the house on it happening in March. Fees are still tiny.|Speculation about a future high; the only date is earlier.
1|L|revision-note|CBBTCUSD: notes on this series|Note added 2024-03-18: the observation for March 5, 2024 reflects the intraday reversal after bitcoin set a new record near $69,200 and then fell below $60,000 within hours.|A series note dated after the cutoff reports the March 5, 2024 record.
""",
    ),
    Q(
        "r1-fred-dexjpus-2024-05-03",
        "Will the Japanese yen to US dollar spot exchange rate (DEXJPUS) have increased by 2024-05-03 as compared to its value on 2024-04-19?",
        "Resolves using the FRED series DEXJPUS (Japanese Yen to U.S. Dollar Spot Exchange Rate, yen per dollar, noon buying rates in New York from the Federal Reserve's H.10 release). Resolves YES if the value for 2024-05-03 is higher than the value for 2024-04-19. H.10 data are published weekly, on Mondays.",
        "2024-04-19",
        "2024-05-03",
        0,
        "markets",
        """
4|K|fred-series-page|Japanese Yen to U.S. Dollar Spot Exchange Rate (DEXJPUS)|2024-04-12: 153.25 Japanese Yen to 1 U.S. Dollar. Daily, Not Seasonally Adjusted. Source: Board of Governors of the Federal Reserve System (US). Updated Apr 15, 2024. Next Release Date: Apr 22, 2024.|The latest value is before the cutoff; the next release is a schedule.
8|K|news-analysis|Yen at 34-year low puts intervention back on the table|The yen slid past 153 per dollar this week after hotter-than-expected U.S. inflation data. Finance Minister Shunichi Suzuki repeated that Tokyo would respond to excessive moves. The Bank of Japan holds its next policy meeting on April 25-26, 2024.|Earlier moves and a scheduled meeting.
3|L|news-report|Japan spent a record ¥9.8 trillion propping up the yen|Japan's Ministry of Finance said on May 31, 2024 that it spent ¥9.79 trillion on currency intervention between April 26 and May 29, confirming it stepped in after the yen fell to 160.245 per dollar on April 29.|Reports the intervention figures of May 31, 2024 and the April 29 slide.
2|K|forum-comment|DEXJPUS vs what you see on screen|carrytrader wrote: the H.10 noon rate and the spot quote can differ by 30-40 pips. If the question closes on May 3 you also get the April payrolls report that morning, so the noon fix will catch the reaction.|A comment about a future release's timing.
1|L|data-table|H.10 weekly release: Japan (yen per U.S. dollar)|Apr. 29: 156.22. Apr. 30: 157.71. May 1: 157.41. May 2: 153.04. May 3: 152.97. Release date: May 6, 2024.|A weekly table lists rates dated after the cutoff.
6|K|explainer|How the Fed's H.10 exchange rates are compiled|The noon buying rates are certified by the Federal Reserve Bank of New York. A week's rates are published the following Monday, so the data for the week ending April 19 will appear on April 22, 2024.|Explains a release schedule with a post-cutoff date.
""",
    ),
    Q(
        "r1-fred-nasdaqcom-2024-07-26",
        "Will the NASDAQ Composite Index (NASDAQCOM) have increased by 2024-07-26 as compared to its value on 2024-07-10?",
        "Resolves using the FRED series NASDAQCOM (NASDAQ Composite Index, daily close, index Feb 5, 1971=100). Resolves YES if the value for 2024-07-26 is higher than the value for 2024-07-10.",
        "2024-07-10",
        "2024-07-26",
        0,
        "markets",
        """
7|K|fred-series-page|NASDAQ Composite Index (NASDAQCOM)|2024-07-02: 18,028.76 Index Feb 5, 1971=100. Daily, Close, Not Seasonally Adjusted. Source: NASDAQ OMX Group. Copyright, fair use permitted.|The latest value is before the cutoff.
3|K|news-preview|Tesla and Alphabet open Big Tech's earnings season on July 23|Second-quarter reports from Tesla and Alphabet are due after the bell on Tuesday, July 23, 2024, with Microsoft and Meta the following week. June consumer price data come out on Thursday.|A schedule of coming reports and releases.
2|L|news-report|Nasdaq has worst day since 2022 as tech sell-off deepens|The Nasdaq Composite tumbled 3.6% on July 24, 2024, its steepest one-day fall since October 2022, after results from Tesla and Alphabet disappointed investors already rotating out of megacap stocks.|Reports the July 24, 2024 drop.
4|L|forum-comment|Rotation thread|smallcapsummer wrote: Russell 2000 up 3.6% and Nasdaq down 2% on a CPI day. July 11, 2024 might go down as the day the megacap trade finally cracked.|A comment reports the July 11, 2024 session.
1|K|data-note|About NASDAQCOM observations|Values are end-of-day closes and are posted with a one-day lag. Market holidays, such as July 4, have no observation; the value for July 26, 2024 will appear on the next business day.|A data note names a future observation without its value.
5|L|fred-series-page-cached|NASDAQCOM: 17,357.88 (2024-07-26)|NASDAQ Composite Index. 2024-07-26: 17,357.88. 2024-07-25: 17,181.72. 2024-07-24: 17,342.41. 2024-07-10: 18,647.45.|A cached page lists closes from the cutoff day and after it.
""",
    ),
    Q(
        "r1-fred-unrate-2024-05",
        "Will the US unemployment rate (UNRATE) for May 2024 be higher than its value for April 2024?",
        "Resolves using the FRED series UNRATE (civilian unemployment rate, monthly, seasonally adjusted, from the BLS Employment Situation). Resolves YES if the first value published for May 2024 is higher than the value for April 2024. The May 2024 Employment Situation is scheduled for June 7, 2024.",
        "2024-05-20",
        "2024-06-07",
        1,
        "macro_data",
        """
14|K|fred-series-page|Unemployment Rate (UNRATE)|Apr 2024: 3.9 Percent. Monthly, Seasonally Adjusted. Source: U.S. Bureau of Labor Statistics. Updated May 3, 2024. Next Release Date: Jun 7, 2024.|The latest value is April; the next release is scheduled.
10|K|news-report|Hiring slows in April as jobless rate ticks up|Employers added 175,000 jobs in April, the fewest in six months, and the unemployment rate rose to 3.9% from 3.8%, the Labor Department said on May 3. Average hourly earnings were up 3.9% from a year earlier.|Reports a release from before the cutoff.
4|K|forum-comment|May jobs report predictions|bls_watcher wrote: consensus looks like 185k and 3.9%. I'm taking the over on unemployment; continuing claims keep creeping up. We find out June 7 at 8:30.|A forecast for a scheduled release.
2|L|news-report|Unemployment hits 4% for the first time since January 2022|Employers added 272,000 jobs in May, far more than forecast, but the unemployment rate edged up to 4.0%, the Labor Department reported on June 7, 2024.|Reports the June 7, 2024 release.
1|L|revision-history|UNRATE: series revision log|2024-06-07 08:31 CDT: observation added for 2024-05 (4.0). 2024-05-03 08:31 CDT: observation added for 2024-04 (3.9).|A log entry dated after the cutoff adds the May value.
6|K|calendar|Economic calendar, week of June 3, 2024|Mon, Jun 3: ISM manufacturing. Tue, Jun 4: JOLTS (April). Wed, Jun 5: ADP employment. Fri, Jun 7: Employment Situation (May), 8:30 a.m. ET.|A calendar of future releases.
""",
    ),
]

# Yahoo Finance closes.
QUESTIONS += [
    Q(
        "r1-yf-snap-2024-02-16",
        "Will SNAP's market close price on 2024-02-16 be higher than its market close price on 2024-02-02?",
        "Resolves using the daily close of Snap Inc. (NYSE: SNAP) as reported by Yahoo Finance. Resolves YES if the close on 2024-02-16 is higher than the close on 2024-02-02. Snap is scheduled to report fourth-quarter 2023 results on February 6, 2024.",
        "2024-02-02",
        "2024-02-16",
        0,
        "markets",
        """
5|K|yahoo-quote-page|Snap Inc. (SNAP) Stock Price, News, Quote & History|At close: January 26 04:00PM EST. 16.92 +0.31 (+1.87%). Earnings Date: Feb 06, 2024. 52 Week Range: 8.28 - 18.09.|A quote page from before the cutoff with a scheduled earnings date.
2|L|news-report|Snap shares crater after holiday-quarter revenue miss|Snap stock lost about a third of its value on February 7, 2024, closing at $11.43, after the Snapchat owner reported fourth-quarter revenue of $1.36 billion, short of estimates, and said the Middle East war had hit ad spending.|Reports the February 7, 2024 drop.
3|K|earnings-preview|What to watch when Snap reports on Tuesday|Snap posts results after the close on Tuesday, Feb. 6. Analysts expect revenue of about $1.38 billion. Options imply a move of roughly 12% either way.|A preview of a scheduled report.
1|L|news-report|Snap to cut 10% of its workforce|Snap said on Monday, February 5, 2024 that it would lay off about 10% of its global staff, or some 500 people, according to a filing with the Securities and Exchange Commission.|Reports the layoffs announced on February 5, 2024.
8|K|message-board|SNAP conversations|user4811: Meta reports a week from now and usually drags SNAP with it either way. Holding my $16 calls into the print.|A comment about upcoming reports, without a readable later date.
4|L|yahoo-historical-data|SNAP Historical Data|Feb 16, 2024: Open 11.21, High 11.35, Low 11.01, Close 11.09. Feb 07, 2024: Close 11.43. Feb 06, 2024: Close 17.59.|A historical table lists closes after the cutoff.
""",
    ),
    Q(
        "r1-yf-meta-2024-02-09",
        "Will META's market close price on 2024-02-09 be higher than its market close price on 2024-01-26?",
        "Resolves using the daily close of Meta Platforms, Inc. (NASDAQ: META) as reported by Yahoo Finance. Resolves YES if the close on 2024-02-09 is higher than the close on 2024-01-26. Meta is scheduled to report fourth-quarter 2023 results on February 1, 2024.",
        "2024-01-26",
        "2024-02-09",
        1,
        "markets",
        """
6|K|earnings-calendar|Meta Platforms (META) Q4 2023 earnings date|Meta Platforms, Inc. is scheduled to report fourth-quarter and full-year 2023 results on Thursday, February 1, 2024, after the market close. Conference call: 2:00 p.m. PT.|A scheduled earnings date.
2|L|news-report|Meta adds $197 billion in a day, a Wall Street record|Meta shares soared 20% on Friday, Feb. 2, 2024, to close at $474.99, the biggest one-day gain in market value in U.S. stock market history, after the company declared its first dividend and a $50 billion buyback.|Reports the February 2, 2024 rally.
3|K|news-analysis|Meta heads into earnings near a record|Meta shares have more than tripled from their November 2022 low and hit a record this week. Mark Zuckerberg is due to testify before the Senate Judiciary Committee on January 31, 2024, with the heads of TikTok, Snap, X and Discord.|Earlier facts and a scheduled hearing.
1|L|message-board|META conversations|dividendhunter: $0.50 a quarter, payable March 26, announced with Q4 revenue of $40.1B on Feb 1, 2024. Never thought I'd see Meta pay a dividend.|A message reports the February 1, 2024 results as done.
4|K|forum-comment|Straddle into META earnings?|thetagang_ok wrote: implied move for the Feb 1 print is around 8%. IV crush eats you unless it moves more than that, though the last two reports it did.|A forecast about a scheduled report.
1|L|yahoo-historical-data|META Historical Data|Date / Close: Feb 09, 2024 468.11 / Feb 02, 2024 474.99 / Feb 01, 2024 394.78 / Jan 26, 2024 394.14|A table lists closes on and after the cutoff.
""",
    ),
    Q(
        "r1-yf-ups-2025-02-07",
        "Will UPS's market close price on 2025-02-07 be higher than its market close price on 2025-01-24?",
        "Resolves using the daily close of United Parcel Service, Inc. (NYSE: UPS) as reported by Yahoo Finance. Resolves YES if the close on 2025-02-07 is higher than the close on 2025-01-24. UPS is scheduled to report fourth-quarter 2024 results on January 30, 2025.",
        "2025-01-24",
        "2025-02-07",
        0,
        "markets",
        """
7|K|earnings-calendar|UPS to release fourth-quarter 2024 earnings on January 30, 2025|United Parcel Service will release fourth-quarter 2024 results before the market opens on Thursday, January 30, 2025, followed by a webcast at 8:30 a.m. ET.|A scheduled release.
3|L|news-report|UPS to halve Amazon deliveries; shares sink 14%|UPS said on Jan. 30, 2025 that it had agreed with Amazon, its largest customer, to cut the volume it handles for the retailer by more than 50% by the second half of 2026. The stock fell 14%, its worst day since 2020.|Reports the January 30, 2025 announcement and drop.
10|K|analyst-note|Brokers trim UPS targets into Q4|Two brokers lowered their price targets this week, citing soft U.S. domestic volume and the risk of a bigger cost-cutting plan. Management is expected to give 2025 guidance with the report.|Forecasts before a scheduled report.
1|L|message-board|UPS conversations|freightdog: bought more at $116 after Thursday's dump (January 30, 2025). Brown still pays over 5% at this price.|A message reports the January 30, 2025 drop as done.
5|K|news-report|UPS ends holiday peak with on-time rate near 97%|Shipping analysts said UPS delivered about 97% of ground parcels on time in the five weeks to Jan. 4. The company has said it will update investors on its network plans when it reports on January 30.|An earlier fact and a scheduled update.
2|L|yahoo-quote-page|United Parcel Service, Inc. (UPS)|At close: February 7, 2025 at 4:00:02 PM EST. 114.63 -1.12 (-0.97%). Previous Close 115.75. Ex-Dividend Date Feb 18, 2025.|A quote page shows the February 7, 2025 close, after the cutoff.
""",
    ),
    Q(
        "r1-yf-dg-2024-09-06",
        "Will DG's market close price on 2024-09-06 be higher than its market close price on 2024-08-23?",
        "Resolves using the daily close of Dollar General Corporation (NYSE: DG) as reported by Yahoo Finance. Resolves YES if the close on 2024-09-06 is higher than the close on 2024-08-23. Dollar General is scheduled to report second-quarter results on August 29, 2024.",
        "2024-08-23",
        "2024-09-06",
        0,
        "markets",
        """
4|K|earnings-calendar|Dollar General to report Q2 2024 results on August 29|Dollar General Corporation will report results for the second quarter of fiscal 2024 before the market opens on Thursday, August 29, 2024, with a conference call at 9:00 a.m. CT.|A scheduled report.
2|L|news-report|Dollar General plunges 32% as low-income shoppers pull back|Dollar General shares closed down 32% on Aug. 29, 2024, their worst day on record, after the discount chain cut its sales and profit outlook and said its core customers were running short of money.|Reports the August 29, 2024 drop.
6|K|news-analysis|Walmart wins share as dollar stores struggle|Walmart raised its full-year forecast on Aug. 15, pointing to more higher-income shoppers. Dollar General reports on August 29 and Dollar Tree on September 4.|An earlier fact and scheduled reports.
1|L|news-report|Dollar Tree tumbles after cutting its forecast|Dollar Tree shares fell 22% on Wednesday, September 4, 2024, after it lowered its annual outlook, a week after a similar warning from Dollar General.|Reports a later event of September 4, 2024.
8|K|message-board|DG conversations|valuehound: at about $125 this is 16x earnings. If Vasos says traffic is stabilizing on the 29th, this squeezes. Not selling.|A comment before the report, with no readable later date.
3|L|yahoo-historical-data|DG Historical Data|Sep 06, 2024: Close 81.42. Aug 30, 2024: Close 84.61. Aug 29, 2024: Close 84.23. Aug 28, 2024: Close 124.03.|A table lists closes after the cutoff.
""",
    ),
]

QUESTIONS += [
    Q(
        "r1-yf-googl-2024-12-13",
        "Will GOOGL's market close price on 2024-12-13 be higher than its market close price on 2024-11-29?",
        "Resolves using the daily close of Alphabet Inc. Class A (NASDAQ: GOOGL) as reported by Yahoo Finance. Resolves YES if the close on 2024-12-13 is higher than the close on 2024-11-29.",
        "2024-11-29",
        "2024-12-13",
        1,
        "markets",
        """
5|K|yahoo-quote-page|Alphabet Inc. (GOOGL) Stock Price, News, Quote|At close: November 22 at 4:00 PM EST. 164.76 -2.87 (-1.71%). The Justice Department's proposed remedies, filed Nov. 20, would force Google to sell Chrome.|A quote page from before the cutoff with an earlier filing.
2|L|news-report|Google unveils Willow quantum chip; Alphabet jumps|Alphabet stock rose 5.6% on December 10, 2024, a day after Google said its Willow chip had finished a benchmark computation in under five minutes that would take a leading supercomputer 10 septillion years.|Reports the December 9-10, 2024 announcement and rally.
9|K|news-preview|Next Gemini generation expected before year-end|Developers expect Google to show the next generation of its Gemini models in December, after reports that it is testing them internally. The company has not given a date.|A forecast; the month named has no day or year.
1|L|forum-comment|Gemini 2.0 is out|tpu_enjoyer wrote: Gemini 2.0 Flash dropped this morning, Dec 11, 2024, and the stock's up another 5% on top of yesterday's Willow pop. GOOGL at $195.|A comment reports the December 11, 2024 launch and move.
3|K|analyst-note|Alphabet: antitrust overhang caps the multiple|We keep our rating. Judge Mehta has set remedy hearings for April 2025, with a decision expected by August 2025, and the stock should trade at a discount to peers until then.|Future court dates.
4|L|yahoo-historical-data|GOOGL Historical Data|Dec 13, 2024: 189.82. Dec 11, 2024: 195.40. Dec 10, 2024: 185.17. Nov 29, 2024: 168.95.|A table lists closes on and after the cutoff.
""",
    ),
    Q(
        "r1-yf-el-2024-11-08",
        "Will EL's market close price on 2024-11-08 be higher than its market close price on 2024-10-25?",
        "Resolves using the daily close of The Estée Lauder Companies Inc. (NYSE: EL) as reported by Yahoo Finance. Resolves YES if the close on 2024-11-08 is higher than the close on 2024-10-25. Estée Lauder is scheduled to report fiscal first-quarter 2025 results on October 31, 2024.",
        "2024-10-25",
        "2024-11-08",
        0,
        "markets",
        """
6|K|earnings-calendar|Estée Lauder Companies fiscal 2025 first-quarter results|The Estée Lauder Companies Inc. will release results for the first quarter of fiscal 2025 on Thursday, October 31, 2024, before the market opens, with a webcast at 8:30 a.m. ET.|A scheduled release.
2|L|news-report|Estée Lauder pulls outlook and cuts dividend; stock tumbles|Estée Lauder shares fell 21% on October 31, 2024, after the cosmetics maker withdrew its full-year guidance, citing China and travel retail, and cut its quarterly dividend to 35 cents from 66 cents.|Reports the October 31, 2024 results and drop.
2|K|news-analysis|Beauty stocks bruised by China slowdown|Estée Lauder shares have lost about half their value this year. L'Oréal reported weaker-than-expected sales on October 22, and investors now look to Estée Lauder at the end of the month for signs of stabilisation.|Earlier facts and an upcoming report.
4|K|message-board|EL conversations|turnaroundtom: don't expect good news on Oct 31. With the payout ratio over 100% they may cut the dividend and kitchen-sink the guidance in one go.|A prediction about a scheduled report.
1|L|revision-history|The Estée Lauder Companies: Revision history|cur prev 14:02, 1 November 2024 . . (+356) Infobox: market cap updated; dividend cut announced 31 October 2024 (cite). cur prev 09:15, 20 October 2024 . . copyedit.|A revision entry dated after the cutoff records the October 31, 2024 cut.
3|L|yahoo-historical-data|EL Historical Data|Nov 08, 2024: Close 66.14. Oct 31, 2024: Close 68.81. Oct 25, 2024: Close 88.02.|A table lists closes on and after the cutoff.
""",
    ),
    Q(
        "r1-yf-pltr-2024-11-08",
        "Will PLTR's market close price on 2024-11-08 be higher than its market close price on 2024-10-25?",
        "Resolves using the daily close of Palantir Technologies Inc. (PLTR) as reported by Yahoo Finance. Resolves YES if the close on 2024-11-08 is higher than the close on 2024-10-25. Palantir is scheduled to report third-quarter results on November 4, 2024.",
        "2024-10-25",
        "2024-11-08",
        1,
        "markets",
        """
8|K|earnings-calendar|Palantir Q3 2024 earnings: November 4|Palantir Technologies Inc. will announce third-quarter 2024 results after the market close on Monday, November 4, 2024, followed by a live webcast at 5:00 p.m. ET.|A scheduled release.
2|L|news-report|Palantir soars to a record on AI demand|Palantir shares jumped 23% to a record $51.13 on Nov. 5, 2024, after the data-analytics company raised its annual revenue forecast for the third time this year on booming demand from U.S. businesses.|Reports the November 5, 2024 jump.
5|K|message-board|PLTR conversations|karp_fan: 60x sales, sure, but U.S. commercial grew 55% last quarter. Election on the 5th, earnings the night before. Wild week coming.|A comment about scheduled events without readable later dates.
1|L|news-report|Palantir to move its listing to Nasdaq|Palantir said on November 14, 2024 that it would transfer its stock listing from the New York Stock Exchange to the Nasdaq Global Select Market, effective November 26.|Reports a later event of November 14, 2024.
3|K|analyst-note|Palantir: valuation leaves no room for error|We stay at Underperform ahead of the Nov. 4 report; consensus expects revenue of about $705 million. A beat is already in the price.|A forecast before a scheduled report.
4|L|yahoo-historical-data|PLTR Historical Data|Nov 08, 2024: Close 55.58. Nov 06, 2024: Close 55.70. Nov 05, 2024: Close 51.13. Oct 25, 2024: Close 45.94.|A table lists closes on and after the cutoff.
""",
    ),
    Q(
        "r1-yf-intc-2025-09-26",
        "Will INTC's market close price on 2025-09-26 be higher than its market close price on 2025-09-12?",
        "Resolves using the daily close of Intel Corporation (NASDAQ: INTC) as reported by Yahoo Finance. Resolves YES if the close on 2025-09-26 is higher than the close on 2025-09-12.",
        "2025-09-12",
        "2025-09-26",
        1,
        "markets",
        """
9|K|news-report|Washington becomes Intel's largest shareholder|The U.S. government agreed on August 22 to take a 9.9% stake in Intel by converting CHIPS Act grants into equity at $20.47 a share. SoftBank had agreed four days earlier to invest $2 billion.|Earlier facts only.
2|L|news-report|Nvidia to invest $5 billion in Intel; shares surge 23%|Intel stock jumped 22.8% on September 18, 2025, its biggest gain since 1987, after Nvidia agreed to buy $5 billion of its shares at $23.28 each and the two said they would co-develop PC and data-center chips.|Reports the September 18, 2025 deal and move.
4|K|message-board|INTC conversations|fab18: Lip-Bu says 14A needs an outside customer or it may be shelved. If someone signs before Q3 earnings in late October, this rerates. Until then 23-25.|Speculation about future events.
1|L|forum-comment|Intel / Apple rumour|wafer_wonk wrote: reports say Intel has approached Apple about an investment. Stock up another 6% today, Sept 24, 2025, closing near $33.|A comment reports the September 24, 2025 move.
6|K|yahoo-quote-page|Intel Corporation (INTC)|At close: September 5 at 4:00 PM EDT. 24.39 -0.12 (-0.49%). Earnings Date: Oct 23, 2025.|A quote page before the cutoff with a scheduled earnings date.
3|L|yahoo-historical-data|INTC Historical Data|Sep 26, 2025: 35.50. Sep 18, 2025: 30.57. Sep 17, 2025: 24.90. Sep 12, 2025: 24.77.|A table lists closes on and after the cutoff.
""",
    ),
    Q(
        "r1-yf-cvs-2024-05-10",
        "Will CVS's market close price on 2024-05-10 be higher than its market close price on 2024-04-26?",
        "Resolves using the daily close of CVS Health Corporation (NYSE: CVS) as reported by Yahoo Finance. Resolves YES if the close on 2024-05-10 is higher than the close on 2024-04-26. CVS is scheduled to report first-quarter 2024 results on May 1, 2024.",
        "2024-04-26",
        "2024-05-10",
        0,
        "markets",
        """
7|K|earnings-calendar|CVS Health first-quarter 2024 earnings|CVS Health Corporation will report first-quarter 2024 results before the market opens on Wednesday, May 1, 2024, and host a conference call at 8:00 a.m. ET.|A scheduled release.
2|L|news-report|CVS slashes forecast as medical costs climb; stock drops 17%|CVS Health cut its 2024 adjusted profit forecast to at least $7.00 a share from at least $8.30 on May 1, 2024, blaming heavier use of medical services by Medicare Advantage members. The shares fell 17%.|Reports the May 1, 2024 results.
5|K|news-analysis|Humana's warning hangs over insurers' earnings|Humana rattled investors in January by flagging higher medical costs. UnitedHealth's April 16 report eased some of those fears; CVS, which owns Aetna, follows on May 1.|Earlier facts and a scheduled report.
1|L|message-board|CVS conversations|aetna_lol: down to $56 after the May 1, 2024 gap. Buying the yield at 4.7%. Who's with me?|A message reports the May 1, 2024 drop as done.
3|K|forum-comment|CVS Q1 preview thread|managedcare wrote: the final Medicare Advantage rate notice came out April 1 with a 3.7% increase. CVS guided to $8.30 or more; I think they hold it on May 1 and nudge up the medical benefit ratio instead.|A forecast of a scheduled report.
4|L|yahoo-quote-page-cached|CVS Health Corporation (CVS) - cached|At close: May 10, 2024 04:00PM EDT. 56.11 -0.42 (-0.74%). Earnings Date: Aug 07, 2024.|A cached quote page shows the May 10, 2024 close.
""",
    ),
    Q(
        "r1-yf-rivn-2024-06-28",
        "Will RIVN's market close price on 2024-06-28 be higher than its market close price on 2024-06-14?",
        "Resolves using the daily close of Rivian Automotive, Inc. (NASDAQ: RIVN) as reported by Yahoo Finance. Resolves YES if the close on 2024-06-28 is higher than the close on 2024-06-14.",
        "2024-06-14",
        "2024-06-28",
        1,
        "markets",
        """
10|K|news-report|Rivian reaffirms output goal after plant retooling|Rivian shut its Normal, Illinois factory for part of April to retool lines for cheaper production and in May reaffirmed its target of 57,000 vehicles for 2024. Second-quarter deliveries will be reported in early July.|Earlier facts and a coming report.
2|L|news-report|Volkswagen to invest up to $5 billion in Rivian|Rivian shares closed up 23% on June 26, 2024, after Volkswagen said it would invest up to $5 billion in the electric-vehicle maker through a software joint venture, starting with $1 billion.|Reports the June 25-26, 2024 deal and rally.
4|K|message-board|RIVN conversations|r1s_owner: $10.6 is cash-burn fear priced in. Q2 deliveries come out around July 2. R2 production isn't until the first half of 2026.|A comment with future dates.
1|L|forum-comment|RIVN squeeze|gammagrid wrote: short interest was over 20% going into the VW news. Up about 50% in three sessions at the high on June 27, 2024. Not touching it here.|A comment reports the June 2024 moves.
6|K|analyst-note|Rivian: partnership option not in the price|We see room for a strategic partner to help fund R2. No deal has been announced; our $15 target assumes one by the end of 2024.|A conditional forecast.
3|L|yahoo-historical-data|RIVN Historical Data|Jun 28, 2024: 13.42. Jun 26, 2024: 14.51. Jun 25, 2024: 11.80. Jun 14, 2024: 10.72.|A table lists closes on and after the cutoff.
""",
    ),
]

# Wikipedia pages.
QUESTIONS += [
    Q(
        "r1-wiki-crouser-shot-put-2023",
        "According to Wikipedia, will Ryan Crouser's 23.37 m still be listed as the men's shot put world record on 2023-06-15?",
        "Resolves using the English Wikipedia article 'Men's shot put world record progression' as it stands on 2023-06-15. Resolves YES if 23.37 m (Ryan Crouser, Eugene, 18 June 2021) is still listed as the current world record, and NO if a longer mark is listed.",
        "2023-05-20",
        "2023-06-15",
        0,
        "sports",
        """
8|K|wikipedia-article|Shot put - Wikipedia|The current men's world record of 23.37 m was set by Ryan Crouser of the United States at the U.S. Olympic Trials in Eugene on 18 June 2021. He also holds the indoor world record of 22.82 m.|The record as it stood when published.
2|L|revision-history|Men's shot put world record progression: Revision history|cur prev 02:41, 28 May 2023 . . (+412) Added 23.56 m, Ryan Crouser, Los Angeles, 27 May 2023 (pending ratification).|A revision dated after the cutoff records the May 27, 2023 throw.
5|K|meet-preview|Crouser headlines throws at Los Angeles Grand Prix|Ryan Crouser leads the shot put field at the USATF Los Angeles Grand Prix at UCLA's Drake Stadium on Saturday, May 27, 2023. He has said he feels stronger than before his 2021 record.|A preview of a scheduled meet.
1|L|news-report|Crouser breaks his own shot put world record|Ryan Crouser threw 23.56 m at the Los Angeles Grand Prix on May 27, 2023, adding 19 centimetres to the world record he set two years earlier.|Reports the May 27, 2023 world record.
12|K|wiki-talk|Talk:Shot put|Ratification: World Athletics ratified the 23.37 m in 2021, so the table is fine as is. Should indoor and outdoor marks be listed separately? (unsigned comment, 8 May 2023)|A talk-page comment with earlier dates only.
3|K|forum-comment|Can Crouser go 23.5 this year?|throwsnerd wrote: his training videos show lifetime-best standing throws. I'd bet on a record at the worlds in Budapest, August 19-27, rather than at an early-season meet.|A forecast naming future dates.
""",
    ),
    Q(
        "r1-wiki-alekna-discus-2024",
        "According to Wikipedia, will Jürgen Schult's 74.08 m still be listed as the men's discus throw world record on 2024-04-30?",
        "Resolves using the English Wikipedia article 'Men's discus throw world record progression' as it stands on 2024-04-30. Resolves YES if 74.08 m (Jürgen Schult, Neubrandenburg, 6 June 1986) is still listed as the current world record.",
        "2024-04-05",
        "2024-04-30",
        0,
        "sports",
        """
10|K|wikipedia-article|Discus throw - Wikipedia|The men's world record of 74.08 m was set by Jürgen Schult of East Germany in Neubrandenburg on 6 June 1986, one of the oldest standing records in men's athletics.|The record as it stood when published.
3|K|meet-preview|Oklahoma Throws Series returns to windy Ramona|The Oklahoma Throws Series World Invitational in Ramona, known for its strong tailwinds, is scheduled for April 13-14, 2024. Lithuania's Mykolas Alekna and Slovenia's Kristjan Čeh are entered.|A preview of a scheduled meet.
1|L|news-report|Alekna, 21, breaks 38-year-old discus world record|Mykolas Alekna of Lithuania threw 74.35 m in Ramona, Oklahoma, on April 14, 2024, breaking the world record Jürgen Schult had held since 1986.|Reports the April 14, 2024 record.
2|L|revision-history|Men's discus throw world record progression: Revision history|cur prev 23:18, 14 April 2024 . . (+301) Added Mykolas Alekna 74.35 m, Ramona (pending ratification). cur prev 22:55, 14 April 2024 . . Reverted unsourced edit.|Revisions dated after the cutoff record the new mark.
6|K|wiki-talk|Talk:Discus throw|Ramona marks: several throwers have passed 70 m there with strong winds. The discus has no wind limit, so a record there would stand if ratified. (comment, 30 March 2024)|A conditional comment with an earlier date.
4|L|forum-comment|DISCUS WORLD RECORD|rotation_king wrote: 74.35 in Ramona on April 14, 2024, and Čeh threw over 72 in the same competition. Schult's mark is finally gone.|A comment reports the April 14, 2024 record.
""",
    ),
    Q(
        "r1-wiki-perez-mora-oldest-man-2024",
        "According to Wikipedia, will Juan Vicente Pérez Mora still be listed as the oldest living man on 2024-04-20?",
        "Resolves using the English Wikipedia article 'List of the oldest living people' as it stands on 2024-04-20. Resolves YES if Juan Vicente Pérez Mora is still listed as the oldest living man.",
        "2024-03-20",
        "2024-04-20",
        0,
        "demographics",
        """
15|K|wikipedia-article|Juan Vicente Pérez Mora - Wikipedia|Juan Vicente Pérez Mora (born 27 May 1909) is a Venezuelan supercentenarian who has been the world's oldest living man since the death of Saturnino de la Fuente García on 18 January 2022. He will turn 115 on 27 May 2024.|Earlier facts and a future birthday.
3|L|news-report|World's oldest man dies in Venezuela aged 114|Juan Vicente Pérez Mora, recognised as the oldest living man, died on April 2, 2024 in San José de Bolívar in Táchira state, Venezuelan officials said.|Reports the April 2, 2024 death.
7|K|list-page|List of the oldest living people|Oldest living man: Juan Vicente Pérez Mora, 114 years, Venezuela. Next oldest man: John Tinniswood (born 26 August 1912), United Kingdom.|The list as it stood when published.
1|L|revision-history|List of the oldest living people: Revision history|cur prev 08:47, 3 April 2024 . . Oldest living man updated to John Tinniswood after the death of Juan Vicente Pérez Mora on 2 April 2024 (source: LongeviQuest).|A revision after the cutoff records the April 2, 2024 death.
10|K|forum-comment|Pérez Mora's 115th?|gerontology_fan wrote: if he makes it to 27 May 2024 he'll be the first validated man to reach 115 since Jiroemon Kimura in 2012. His family says he's frail but eating well.|A conditional about a future date.
2|L|forum-comment|Re: Pérez Mora's 115th?|gerontology_fan wrote: sad update. He passed away on April 2, 2024, eight weeks short of 115. Tinniswood is now the oldest living man, as expected.|A follow-up comment reports the April 2, 2024 death.
""",
    ),
]

QUESTIONS += [
    Q(
        "r1-wiki-swiatek-no1-2024",
        "According to Wikipedia, will Iga Świątek be ranked No. 1 in the WTA singles rankings on 2024-10-28?",
        "Resolves using the English Wikipedia article 'WTA rankings' (current No. 1) as it stands on 2024-10-28. Resolves YES if Iga Świątek is listed as the world No. 1 in singles.",
        "2024-10-07",
        "2024-10-28",
        0,
        "sports",
        """
6|K|wikipedia-article|WTA rankings - Wikipedia|Current singles No. 1: Iga Świątek (Poland), who regained the top spot on 6 November 2023 after winning the WTA Finals. Aryna Sabalenka is ranked second.|The ranking as it stood when published.
5|K|news-report|Swiatek to miss Wuhan, opening door for Sabalenka|Iga Swiatek, who withdrew from the China Open for personal reasons, will also skip the Wuhan Open on October 7-13, 2024. Aryna Sabalenka can take the No. 1 ranking if she wins the title there.|A missed event and a conditional about a future tournament.
2|L|news-report|Sabalenka wins Wuhan and will return to No. 1|Aryna Sabalenka beat Zheng Qinwen 6-3, 5-7, 6-3 in the Wuhan Open final on October 13, 2024, extending her winning run in the city to 17 matches and guaranteeing her return to the top of the rankings on October 21.|Reports the October 13, 2024 final.
1|L|revision-history|WTA rankings: Revision history|cur prev 08:12, 21 October 2024 . . (+96) Current No. 1 updated: Aryna Sabalenka replaces Iga Świątek (per WTA, 21 October 2024).|A revision after the cutoff records the change at No. 1.
9|K|forum-comment|Race to No. 1: points maths|tiebreak7 wrote: Swiatek drops last year's Beijing points this month. If Sabalenka goes deep in Wuhan she gets close; otherwise it comes down to the WTA Finals in Riyadh, November 2-9.|Speculation with future dates.
3|K|wiki-talk|Talk:Iga Świątek|Edit request: please don't change the ranking until the WTA publishes it on Monday; projected rankings are not reliable sources. (comment, 4 October 2024)|A process comment with an earlier date.
""",
    ),
    Q(
        "r1-wiki-hassan-mile-2023",
        "According to Wikipedia, will Sifan Hassan's 4:12.33 still be listed as the women's mile world record on 2023-07-31?",
        "Resolves using the English Wikipedia article 'Mile run world record progression' as it stands on 2023-07-31. Resolves YES if 4:12.33 (Sifan Hassan, Monaco, 12 July 2019) is still listed as the women's world record.",
        "2023-07-10",
        "2023-07-31",
        0,
        "sports",
        """
9|K|wikipedia-article|Mile run world record progression - Wikipedia|Women: 4:12.33, Sifan Hassan (Netherlands), Monaco, 12 July 2019. Men: 3:43.13, Hicham El Guerrouj (Morocco), Rome, 7 July 1999.|The records as they stood when published.
4|K|meet-preview|Kipyegon to race the mile in Monaco|Faith Kipyegon, who broke the world records for 1500 m in Florence on June 2 and 5000 m in Paris on June 9, will run the mile at the Herculis meeting in Monaco on July 21, 2023, organisers said.|Earlier records and a scheduled race.
2|L|news-report|Kipyegon claims her third world record of the summer|Faith Kipyegon ran 4:07.64 to win the mile in Monaco on July 21, 2023, taking almost five seconds off Sifan Hassan's world record.|Reports the July 21, 2023 world record.
1|L|revision-history|Mile run world record progression: Revision history|cur prev 21:40, 21 July 2023 . . (+288) Women: 4:07.64, Faith Kipyegon, Monaco, 21 July 2023 (pending ratification).|A revision dated after the cutoff records the new mark.
6|K|forum-comment|Kipyegon mile odds|splits_guy wrote: if they set the lights at 4:10 pace I'd call sub-4:10 a coin flip. Remember she's also entered for the worlds in Budapest, which start on Aug. 19.|A forecast with a future date.
3|L|data-table|Herculis EBS Monaco, results: women's mile|1. Faith Kipyegon (KEN) 4:07.64 WR. 2. Ciara Mageean (IRL) 4:14.58 NR. Date: 21 July 2023, Stade Louis II.|A results table reports the July 21, 2023 race.
""",
    ),
    Q(
        "r1-wiki-shaheen-steeple-2023",
        "According to Wikipedia, will Saif Saaeed Shaheen's 7:53.63 still be listed as the men's 3000 m steeplechase world record on 2023-06-20?",
        "Resolves using the English Wikipedia article '3000 metres steeplechase' (world records) as it stands on 2023-06-20. Resolves YES if 7:53.63 (Saif Saaeed Shaheen, Brussels, 3 September 2004) is still listed as the men's world record.",
        "2023-05-28",
        "2023-06-20",
        0,
        "sports",
        """
7|K|wikipedia-article|3000 metres steeplechase - Wikipedia|The men's world record is 7:53.63, set by Saif Saaeed Shaheen of Qatar in Brussels on 3 September 2004. Ethiopia's Lamecha Girma, Olympic and world silver medallist, has been the closest challenger in recent seasons.|The record as it stood when published.
3|K|meet-preview|Paris meeting promises record attempts on June 9|Organisers of the Meeting de Paris at the Stade Charléty on June 9, 2023 say pacing lights will be set for a world-record attempt in the men's steeplechase, with Lamecha Girma entered.|A scheduled record attempt.
1|L|news-report|Girma breaks 19-year-old steeplechase world record|Lamecha Girma won in Paris on June 9, 2023 in 7:52.11, breaking the steeplechase world record Saif Saaeed Shaheen set in 2004.|Reports the June 9, 2023 record.
2|L|data-table|World Athletics records: men's 3000 m steeplechase|Mark 7:52.11. Competitor: Lamecha GIRMA (ETH). Venue: Stade Charléty, Paris (FRA). Date: 9 June 2023. Status: ratified.|A records table lists the June 9, 2023 mark.
12|K|forum-comment|Is 7:53 beatable?|barriers_and_water wrote: Girma looked effortless in his opener. Put lights and rabbits on him in Paris and sub-7:53 is on, if the weather plays along.|A forecast without a readable later date.
5|L|forum-comment|Re: Is 7:53 beatable?|barriers_and_water wrote: told you. 7:52.11 on 9 June 2023, and he still had something left over the last barrier. Shaheen's record is history.|A follow-up comment reports the June 9, 2023 record.
""",
    ),
    Q(
        "r1-wiki-stoltenberg-nato-2024",
        "According to Wikipedia, will Jens Stoltenberg be listed as the incumbent Secretary General of NATO on 2024-10-10?",
        "Resolves using the English Wikipedia article 'Secretary General of NATO' as it stands on 2024-10-10. Resolves YES if Jens Stoltenberg is listed as the incumbent.",
        "2024-09-15",
        "2024-10-10",
        0,
        "politics",
        """
20|K|wikipedia-article|Secretary General of NATO - Wikipedia|Incumbent: Jens Stoltenberg, since 1 October 2014. Successor-designate: Mark Rutte, appointed by the North Atlantic Council on 26 June 2024, who will take office on 1 October 2024.|A future handover stated as a plan.
3|L|news-preview|Rutte to take the NATO helm on October 1|Mark Rutte will take over from Jens Stoltenberg at NATO headquarters in Brussels on 1 October 2024, the alliance said. Update, October 1, 2024: Rutte took office as planned at a handover ceremony, pledging to keep support for Ukraine at the top of the agenda.|An update appended to a preview reports the October 1, 2024 handover.
1|L|news-report|Rutte takes office as NATO secretary general|Mark Rutte became NATO's secretary general on October 1, 2024 as Jens Stoltenberg left after a decade in the post, the second-longest tenure in the alliance's history.|Reports the October 1, 2024 handover.
2|L|revision-history|Secretary General of NATO: Revision history|cur prev 10:07, 1 October 2024 . . (+210) Incumbent changed to Mark Rutte; Stoltenberg moved to the list of former secretaries general.|A revision after the cutoff records the change of incumbent.
9|K|wiki-talk|Talk:Secretary General of NATO|Should the infobox show Rutte as incumbent now? Consensus: no, keep Stoltenberg until the handover and list Rutte as designate. (comment, 6 September 2024)|A process comment with an earlier date.
""",
    ),
    Q(
        "r1-wiki-iohannis-2025",
        "According to Wikipedia, will Klaus Iohannis be listed as the incumbent President of Romania on 2025-02-28?",
        "Resolves using the English Wikipedia article 'President of Romania' as it stands on 2025-02-28. Resolves YES if Klaus Iohannis is listed as the incumbent.",
        "2025-02-03",
        "2025-02-28",
        0,
        "politics",
        """
12|K|wikipedia-article|President of Romania - Wikipedia|Incumbent: Klaus Iohannis, since 21 December 2014. His second term was due to end on 21 December 2024, but after the Constitutional Court annulled the presidential election on 6 December 2024 he remains in office until a successor is sworn in. The rerun is set for 4 May 2025, with a runoff on 18 May 2025.|Earlier facts and a future election schedule.
4|K|news-report|Opposition moves to suspend Iohannis|Opposition parties said they would seek a parliamentary vote in February to suspend President Klaus Iohannis, whose extended mandate they call illegitimate. The governing coalition says it will not support the motion.|A planned vote without a result.
1|L|news-report|Iohannis resigns as Romania's president|Klaus Iohannis announced on February 10, 2025 that he would step down, effective February 12, to spare the country a suspension vote. Senate president Ilie Bolojan became interim president.|Reports the February 10-12, 2025 resignation.
2|L|revision-history|President of Romania: Revision history|cur prev 09:30, 12 February 2025 . . (+174) Incumbent set to Ilie Bolojan (acting); Iohannis's term ended 12 February 2025 (resignation).|A revision after the cutoff records the change of incumbent.
8|K|forum-comment|Will Iohannis last until May?|bucharest_watcher wrote: he says he'll stay until the new president is sworn in. Unless the suspension motion passes, he'll still be there at the end of February.|A forecast with a conditional.
6|K|wiki-talk|Talk:Klaus Iohannis|Term end date: the infobox says 21 December 2024 but he is still in office. Proposing 'Incumbent (mandate extended)'. (comment, 25 January 2025)|A process comment with earlier dates.
""",
    ),
    Q(
        "r1-wiki-southgate-england-2024",
        "According to Wikipedia, will Gareth Southgate be listed as the manager of the England national football team on 2024-07-31?",
        "Resolves using the English Wikipedia article 'England national football team' (head coach in the infobox) as it stands on 2024-07-31. Resolves YES if Gareth Southgate is listed as head coach.",
        "2024-07-08",
        "2024-07-31",
        0,
        "sports",
        """
10|K|wikipedia-article|England national football team - Wikipedia|Head coach: Gareth Southgate (since 2016). His contract runs until December 2024. At UEFA Euro 2024 England won Group C and face Slovakia in the round of 16.|The page as it stood when published.
2|K|match-preview|England v Netherlands: Euro 2024 semi-final preview|England meet the Netherlands in Dortmund on Wednesday, July 10, 2024, after beating Switzerland on penalties in the quarter-final on July 6. Southgate has said he will decide his future after the tournament.|Earlier results, a scheduled match and a stated intention.
1|L|news-report|Southgate quits as England manager|Gareth Southgate resigned on July 16, 2024, two days after England lost the European Championship final in Berlin, ending an eight-year spell in which he led the team to two Euro finals and a World Cup semi-final.|Reports the July 16, 2024 resignation.
3|L|revision-history|England national football team: Revision history|cur prev 11:05, 16 July 2024 . . (-38) Head coach: vacant; Southgate resigned 16 July 2024 (FA statement).|A revision after the cutoff records the resignation.
5|K|forum-comment|Who replaces Southgate if he goes?|three_lions_fan wrote: if he walks after the tournament it's Howe or Potter. The FA will want someone in place before the Nations League starts on 7 September.|A conditional with a future date.
4|L|match-report|Watkins sends England into the final|Ollie Watkins scored in the 90th minute as England beat the Netherlands 2-1 in Dortmund on July 10, 2024 to reach a second straight European Championship final.|Reports the July 10, 2024 semi-final.
""",
    ),
    Q(
        "r1-wiki-klopp-liverpool-2024",
        "According to Wikipedia, will Jürgen Klopp be listed as the manager of Liverpool F.C. on 2024-06-10?",
        "Resolves using the English Wikipedia article 'Liverpool F.C.' (manager or head coach in the infobox) as it stands on 2024-06-10. Resolves YES if Jürgen Klopp is listed.",
        "2024-05-05",
        "2024-06-10",
        0,
        "sports",
        """
25|K|wikipedia-article|Liverpool F.C. - Wikipedia|Manager: Jürgen Klopp. On 26 January 2024 Klopp announced that he would leave at the end of the 2023-24 season. Liverpool won the EFL Cup final against Chelsea on 25 February 2024.|Earlier facts and a stated plan.
6|K|news-report|Liverpool agree terms with Feyenoord for Slot|Liverpool have agreed compensation with Feyenoord for Arne Slot to become head coach for the 2024-25 season. Klopp's final match is at home to Wolves on May 19, 2024.|A deal in principle before the cutoff and a future match date.
1|L|news-report|Klopp bids farewell as Liverpool beat Wolves|Jürgen Klopp's last match in charge ended in a 2-0 win over Wolves at Anfield on May 19, 2024. Correction: an earlier version of this article said Slot's appointment was confirmed the same evening; the club confirmed it on May 20, effective June 1.|Reports the May 19, 2024 match and the May 20 confirmation, with a correction.
2|L|revision-history|Liverpool F.C.: Revision history|cur prev 00:04, 1 June 2024 . . (+22) Head coach: Arne Slot (from 1 June 2024). cur prev 19:12, 20 May 2024 . . Reverted premature edit.|Revisions after the cutoff record the change of manager.
3|K|wiki-talk|Talk:Liverpool F.C.|Please don't change the infobox to Slot until his contract starts; the season ends on 19 May 2024. (comment, 1 May 2024)|A process comment with a future date.
4|L|forum-comment|Slot era begins|kopite_kev wrote: it's official from today, 1 June 2024. Slot is head coach, Klopp's gone to the beach. Wikipedia changed at midnight.|A comment reports the June 1, 2024 change of manager.
""",
    ),
]

# ACLED event counts.
QUESTIONS += [
    Q(
        "r1-acled-morocco-protests-2025-10",
        "Will ACLED record more 'Protests' in Morocco in the 30 days before 2025-10-20 than in the 30 days before 2025-09-25?",
        "Resolves using ACLED event counts for Morocco, event type 'Protests'. Resolves YES if the number of protest events dated in the 30 days before 2025-10-20 is greater than the number dated in the 30 days before 2025-09-25, using the dataset as published on the resolution date.",
        "2025-09-25",
        "2025-10-20",
        1,
        "geopolitics",
        """
10|K|news-report|Protesters in Agadir demand better hospital care|Hundreds protested outside Agadir's Hassan II regional hospital on September 14, 2025 after the deaths of eight women who had given birth there. The health ministry has opened an inquiry.|An earlier protest.
3|K|forum-comment|GenZ 212 calls for nationwide rallies|casablanca_dev wrote: the GenZ212 Discord server has thousands of members now. They're calling for peaceful demos in Rabat, Casablanca and other cities on Saturday, 27 September 2025: 'health and education before stadiums'.|A call for a future protest.
1|L|news-report|Three killed as Morocco's youth protests turn violent|Security forces shot dead three people in Lqliaa near Agadir on October 1, 2025, the authorities said, as the GenZ 212 protests over health and education spread to more than a dozen cities for a fifth night.|Reports the October 1, 2025 deaths and protests.
2|L|acled-regional-overview|Regional Overview: Middle East and North Africa, October 2025|In Morocco, ACLED records a sharp rise in demonstration events since 27 September 2025, when youth-led protests began in at least 11 cities; more than 400 arrests were reported in the first week.|An overview reports protests from September 27, 2025.
6|K|acled-data-note|ACLED data release schedule|ACLED updates its dataset weekly, on Tuesdays; events up to 17 October 2025 will appear in the release of 21 October 2025. Counts for recent weeks may be revised as sources come in.|A release schedule.
4|K|news-analysis|Stadium spending draws criticism before AFCON|Morocco is spending heavily on stadiums ahead of the Africa Cup of Nations, which opens on 21 December 2025, and the 2030 World Cup. Critics say hospitals and schools are being neglected.|Future tournament dates and criticism.
""",
    ),
    Q(
        "r1-acled-uk-riots-2025-06",
        "Will ACLED record more 'Riots' in the United Kingdom in the 30 days before 2025-06-30 than in the 30 days before 2025-06-05?",
        "Resolves using ACLED event counts for the United Kingdom, event type 'Riots'. Resolves YES if the number of riot events dated in the 30 days before 2025-06-30 is greater than the number dated in the 30 days before 2025-06-05.",
        "2025-06-05",
        "2025-06-30",
        1,
        "geopolitics",
        """
8|K|acled-dashboard|ACLED Explorer: United Kingdom, Riots|Last 30 days (to 23 May 2025): 4 events, most coded as violent demonstrations. Data current to 23 May 2025.|Earlier counts only.
2|L|news-report|Ballymena disorder spreads for a third night|Rioting that began in Ballymena, County Antrim, continued on June 11, 2025, and a leisure centre in Larne used to shelter displaced families was set on fire. Police said dozens of officers had been injured since Monday.|Reports the June 2025 riots.
4|K|news-preview|Police prepare for marching season tensions|The PSNI says it is preparing for the peak of the parading season around the Twelfth, on 12 July 2025, and will put extra officers at interfaces in Belfast.|Future plans.
1|L|forum-comment|Northern Ireland thread|antrim_lad wrote: five nights running now in Ballymena, and Portadown kicked off on Friday 13 June 2025. The ACLED count for June is going to look like last August.|A comment reports the June 2025 riots.
6|K|acled-data-note|How ACLED codes riots in the UK|Events are coded as riots when demonstrators use violence against people or property. The unrest between 30 July and 7 August 2024 produced the largest weekly counts in the UK series.|Methodology with earlier dates.
3|L|acled-regional-overview|Regional Overview: Europe, June 2025|In the United Kingdom, ACLED recorded a spike in riots in Northern Ireland between 9 and 14 June 2025, with anti-immigrant violence in Ballymena, Larne, Coleraine and Portadown.|An overview reports the June 2025 riots.
""",
    ),
    Q(
        "r1-acled-us-protests-2025-06",
        "Will ACLED record more 'Protests' in the United States in the 30 days before 2025-06-30 than in the 30 days before 2025-05-31?",
        "Resolves using ACLED event counts for the United States, event type 'Protests'. Resolves YES if the number of protest events dated in the 30 days before 2025-06-30 is greater than the number dated in the 30 days before 2025-05-31.",
        "2025-06-04",
        "2025-06-30",
        1,
        "geopolitics",
        """
3|K|news-preview|Organisers plan 'No Kings' protests for June 14|Coalition groups say more than 1,500 'No Kings' events are planned across the United States on Saturday, June 14, 2025, the day of the Army's 250th anniversary parade in Washington.|Planned future protests.
1|L|news-report|Millions join 'No Kings' rallies across the U.S.|Organisers estimated that about 5 million people took part in some 2,100 'No Kings' protests on June 14, 2025, as President Trump presided over a military parade in Washington.|Reports the June 14, 2025 protests.
2|L|news-report|Troops deployed as Los Angeles protests enter fourth day|Protests against federal immigration raids in Los Angeles went into a fourth day on June 9, 2025, after the administration federalised thousands of National Guard troops and ordered 700 Marines to the city.|Reports the June 6-9, 2025 protests.
9|K|acled-dashboard|US Crisis Monitor: weekly demonstration counts|Demonstration events remain well above 2024 levels. May Day, 1 May 2025, is the busiest single day of the year so far. Figures for the latest two weeks are preliminary.|Earlier data only.
5|K|forum-comment|How does ACLED count rallies?|datawonk wrote: does ACLED count each 'No Kings' rally as a separate event? If so, June 14 alone will swamp May. If they aggregate by city, less so.|A conditional about a future date.
4|L|acled-regional-overview|US Crisis Monitor: June 2025 in review|ACLED recorded more demonstration events in the United States in June 2025 than in any month since it began U.S. coverage in 2020, led by the 'No Kings' day of action on 14 June.|An overview reports June 2025 protest counts.
""",
    ),
]

QUESTIONS += [
    Q(
        "r1-acled-spain-riots-2025-07",
        "Will ACLED record more 'Riots' in Spain in the 30 days before 2025-07-31 than in the 30 days before 2025-07-05?",
        "Resolves using ACLED event counts for Spain, event type 'Riots'. Resolves YES if the number of riot events dated in the 30 days before 2025-07-31 is greater than the number dated in the 30 days before 2025-07-05.",
        "2025-07-05",
        "2025-07-31",
        1,
        "geopolitics",
        """
6|K|acled-dashboard|ACLED Explorer: Spain, Riots|Data to 27 June 2025: 3 riot events in the last 30 days, two of them linked to football matches.|Earlier counts only.
1|L|news-report|Anti-migrant clashes in Torre Pacheco for a third night|Groups of masked men clashed with police and young people of North African origin in Torre Pacheco, Murcia, on July 13, 2025, after a 68-year-old resident was beaten on July 9. Several people were arrested.|Reports the July 2025 riots.
3|K|news-report|Summer festivals bring extra policing|Pamplona's San Fermín festival runs from 6 to 14 July 2025, and the interior ministry says thousands of officers will be deployed for it and for other summer events.|A future schedule.
2|L|forum-comment|Torre Pacheco thread|murciano wrote: five nights of trouble, 11-15 July 2025, with politicians egging it on online. ACLED will count each night separately.|A comment reports the July 2025 riots.
9|K|acled-regional-overview|Regional Overview: Europe, June 2025|Spain saw mostly peaceful demonstrations in June, including protests against overtourism in Barcelona and Palma on 15 June 2025.|Earlier events only.
""",
    ),
    Q(
        "r1-acled-philippines-protests-2025-09",
        "Will ACLED record more 'Protests' in the Philippines in the 30 days before 2025-10-10 than in the 30 days before 2025-09-10?",
        "Resolves using ACLED event counts for the Philippines, event type 'Protests'. Resolves YES if the number of protest events dated in the 30 days before 2025-10-10 is greater than the number dated in the 30 days before 2025-09-10.",
        "2025-09-12",
        "2025-10-10",
        1,
        "geopolitics",
        """
5|K|news-report|Flood-control scandal deepens as senators grill contractors|Senate hearings into irregularities in flood-control projects continued this week, after President Ferdinand Marcos Jr. denounced 'ghost' projects in his State of the Nation Address on July 28.|Earlier events only.
3|K|news-preview|Groups plan 'Trillion Peso March' for September 21|Church groups, students and civil society organisations plan a rally at the EDSA People Power Monument on September 21, 2025, the anniversary of the declaration of martial law, against corruption in flood-control spending.|A planned future protest.
1|L|news-report|Tens of thousands rally against corruption in Manila|Tens of thousands of people marched in Manila on September 21, 2025 in the 'Trillion Peso March' and a rally at Luneta Park, while clashes near Mendiola ended in more than 200 arrests.|Reports the September 21, 2025 protests.
2|L|acled-regional-overview|Regional Overview: Asia-Pacific, September 2025|Demonstration activity in the Philippines reached its highest level in years in the week of 20-26 September 2025, driven by anti-corruption rallies in Metro Manila, Cebu and Davao.|An overview reports late September 2025 protests.
8|K|forum-comment|Will this become another EDSA?|qc_commuter wrote: people are angry but I doubt it'll be huge. Let's see the turnout on the 21st.|Speculation without a readable later date.
""",
    ),
    Q(
        "r1-acled-slovakia-protests-2025-02",
        "Will ACLED record more 'Protests' in Slovakia in the 30 days before 2025-02-10 than in the 30 days before 2025-01-11?",
        "Resolves using ACLED event counts for Slovakia, event type 'Protests'. Resolves YES if the number of protest events dated in the 30 days before 2025-02-10 is greater than the number dated in the 30 days before 2025-01-11.",
        "2025-01-15",
        "2025-02-10",
        1,
        "geopolitics",
        """
12|K|news-report|Protesters rally in Bratislava over Fico's Moscow trip|Several thousand people protested in Bratislava after Prime Minister Robert Fico's unannounced meeting with Vladimir Putin in Moscow on December 22, 2024, chanting 'Slovakia is Europe'.|Earlier protests only.
2|K|news-preview|Opposition calls nationwide protests for January 24|Progressive Slovakia and civic groups have called rallies in dozens of towns for Friday, 24 January 2025, under the slogan 'Slovakia is Europe', and say more will follow if the government does not change course.|Planned future protests.
1|L|news-report|Tens of thousands protest against Fico across Slovakia|Tens of thousands of people demonstrated in Bratislava and more than 30 other towns on January 24, 2025, in the largest protests against Robert Fico's government so far, organisers said.|Reports the January 24, 2025 protests.
3|L|forum-comment|Slovakia protest counts|tatra_data wrote: second big wave on 7 February 2025, this time in 40-plus towns, plus diaspora rallies in Prague and London. ACLED should show a spike in both weeks.|A comment reports the February 7, 2025 protests.
9|K|acled-dashboard|ACLED Explorer: Slovakia, Protests|Protests in the last 30 days (to 3 January 2025): 11 events, mostly in Bratislava and Košice. Data current to 3 January 2025.|Earlier counts only.
""",
    ),
]

# DBnomics weather and statistics series.
QUESTIONS += [
    Q(
        "r1-dbn-rennes-temp-2023-09-07",
        "What is the probability that the daily average temperature at the French weather station at Rennes-Saint-Jacques will be higher on 2023-09-07 than on 2023-08-28?",
        "Resolves using the Météo-France daily average temperature series for station 07130 (Rennes-Saint-Jacques) on DBnomics (meteofrance/TEMPERATURE/celsius.07130.D). Resolves YES if the value for 2023-09-07 is higher than the value for 2023-08-28.",
        "2023-08-28",
        "2023-09-07",
        1,
        "climate",
        """
3|K|dbnomics-series-page|meteofrance/TEMPERATURE/celsius.07130.D: Rennes-Saint-Jacques, daily average temperature|Last observation: 2023-08-24: 21.4 °C. Period: 1996-01-01 to 2023-08-24. Last update: 2023-08-25.|The last value is before the cutoff.
2|K|weather-forecast|Rain and cooler air to end August in Brittany|A low-pressure system brings showers and highs of only 19-20 °C to Rennes on Monday 28 August. Models hint at high pressure and warmer weather returning in the first week of September, but confidence is low.|A forecast for the cutoff day and after it.
1|L|news-report|Late-season heat grips western France|Rennes recorded a high of 31.9 °C on 6 September 2023, among the warmest September values at the station, as a late heatwave settled over western France and southern England.|Reports September 6, 2023 temperatures.
4|L|dbnomics-series-page-cached|celsius.07130.D (cached copy)|2023-09-07: 23.6. 2023-09-06: 23.9. 2023-09-05: 21.8. 2023-08-28: 15.7. Last update: 2023-09-08.|A cached series page lists values on and after the cutoff.
6|K|forum-comment|Summer 2023 in Rennes|bzh_meteo wrote: after that miserable July, Météo-France's seasonal outlook published last week leans warmer than normal for September. Fingers crossed for the rentrée.|A forecast without a readable later date.
""",
    ),
    Q(
        "r1-dbn-lille-temp-2024-11-21",
        "What is the probability that the daily average temperature at the French weather station at Lille-Lesquin will be higher on 2024-11-21 than on 2024-11-01?",
        "Resolves using the Météo-France daily average temperature series for station 07015 (Lille-Lesquin) on DBnomics (meteofrance/TEMPERATURE/celsius.07015.D). Resolves YES if the value for 2024-11-21 is higher than the value for 2024-11-01.",
        "2024-11-01",
        "2024-11-21",
        0,
        "climate",
        """
5|K|dbnomics-series-page|meteofrance/TEMPERATURE/celsius.07015.D: Lille-Lesquin, daily average temperature|Last observation: 2024-10-26: 11.2 °C. Last update: 2024-10-27.|The last value is before the cutoff.
2|K|weather-forecast|All Saints' Day: grey and mild|High pressure keeps northern France under low cloud for the Toussaint holiday on Friday 1 November, with highs near 12 °C in Lille and little sun expected before the middle of next week.|A forecast for the cutoff day.
1|L|news-report|Snow and ice disrupt northern France|Storm Caetano brought snow to Lille and much of northern France on 21 November 2024, with daytime temperatures barely above 2 °C, while hundreds of thousands of homes in the northwest lost power.|Reports the November 21, 2024 cold and snow.
3|L|forum-comment|First snow of the season|lesquin_obs wrote: 4 cm of snow at Lesquin this morning, Thursday 21 November 2024, and -1 at dawn. The daily mean will come out around 1.5.|A comment reports the November 21, 2024 conditions.
8|K|seasonal-outlook|Seasonal outlook: November 2024 to January 2025|A warmer-than-normal quarter remains the most likely scenario for western Europe. A cold spell cannot be ruled out in the second half of November.|A forecast of a future period.
4|L|dbnomics-series-page-cached|celsius.07015.D (cached copy)|2024-11-22: 1.1. 2024-11-21: 1.6. 2024-11-20: 4.9. 2024-11-01: 10.3. Last update: 2024-11-23.|A cached series page lists values on and after the cutoff.
""",
    ),
    Q(
        "r1-dbn-fr-hicp-2025-02",
        "Will France's annual HICP inflation rate for February 2025 (Eurostat, via DBnomics) be below 1.5%?",
        "Resolves using Eurostat's monthly HICP annual rate of change for France (prc_hicp_manr, all items) as shown on DBnomics on 2025-03-19, when Eurostat publishes final February figures. INSEE's provisional estimate for February is due on February 28, 2025.",
        "2025-02-15",
        "2025-03-19",
        1,
        "macro_data",
        """
12|K|dbnomics-series-page|Eurostat/prc_hicp_manr/M.RCH_A.CP00.FR: HICP, annual rate of change, France|2024-12: 1.8. 2024-11: 1.7. 2024-10: 1.6. Last update: 2025-01-17.|Earlier observations only.
6|K|news-analysis|Electricity tariff cut set to drag French inflation lower|The regulated electricity tariff fell by about 15% on 1 February 2025, and economists expect that alone to knock around half a point off annual inflation in February. INSEE publishes its provisional estimate on 28 February.|An earlier tariff change, a forecast and a scheduled release.
2|L|news-report|French inflation falls to a four-year low|French consumer prices rose 0.8% in the year to February, down from 1.7% in January, INSEE said in its provisional estimate on February 28, 2025; the harmonised measure slowed to 0.9%.|Reports the February 28, 2025 estimate.
1|L|release-note|Euro indicators: euro area annual inflation down to 2.3%|19 March 2025. Euro area annual inflation was 2.3% in February 2025, down from 2.5% in January. The lowest annual rates were registered in France (0.9%), Denmark and Ireland.|A release of March 19, 2025 reports February figures.
4|K|forum-comment|French HICP under 1.5%?|oat_trader wrote: the electricity cut plus last February's base effect make sub-1.5% very likely. I'd put it at 85% before INSEE reports at the end of the month.|A forecast without a readable later date.
3|L|dbnomics-series-page-cached|prc_hicp_manr FR (cached copy)|2025-02: 0.9. 2025-01: 1.8. 2024-12: 1.8. Last update: 2025-03-19.|A cached series page shows the February 2025 value published on March 19, 2025.
""",
    ),
    Q(
        "r1-dbn-de-unemployed-2025-08",
        "Will the number of registered unemployed in Germany for August 2025 (Bundesagentur für Arbeit, not seasonally adjusted, via DBnomics) be above 3,000,000?",
        "Resolves using the Federal Employment Agency's monthly count of registered unemployed persons in Germany, not seasonally adjusted, as shown on DBnomics. Resolves YES if the August 2025 figure, due on August 29, 2025, is above 3,000,000.",
        "2025-08-05",
        "2025-08-29",
        1,
        "macro_data",
        """
5|K|dbnomics-series-page|BA: registered unemployed, Germany, not seasonally adjusted|2025-07: 2,970,000. 2025-06: 2,914,000. 2025-05: 2,919,000. Last update: 2025-07-31.|The latest value is before the cutoff.
3|K|news-analysis|Three-million mark in sight for German jobless|Economists expect the unadjusted number of unemployed to rise above 3 million in August, as it usually does during the summer holidays. The Federal Employment Agency publishes its August report on 29 August 2025.|A forecast and a scheduled release.
1|L|news-report|German unemployment tops 3 million for the first time in a decade|The number of people out of work in Germany rose to 3.025 million in August, the first time above 3 million since February 2015, the Federal Employment Agency said on August 29, 2025.|Reports the August 29, 2025 release.
2|L|release-note|Monthly report on the labour market, August 2025|Press release of 29 August 2025: unemployment rose by 46,000 from July to 3,025,000 and the rate rose to 6.4%. Adjusted for seasonal effects, unemployment fell by 9,000.|A release of August 29, 2025 reports the figure.
8|K|forum-comment|Economics forum: unemployment|ruhrpott_oekonom wrote: July was 2.97m and August is seasonally weaker, so I'd say 3.0-something. Unless the investment programme kicks in faster, autumn won't help much either.|A forecast without a readable later date.
4|L|dbnomics-series-page-cached|BA: registered unemployed, Germany (cached copy)|2025-08: 3,025,000. 2025-07: 2,970,000. Last update: 2025-08-29.|A cached series page shows the August 2025 value published on August 29, 2025.
""",
    ),
    Q(
        "r1-dbn-cn-cpi-2025-02",
        "Will China's consumer price index for February 2025 show a year-on-year decline (National Bureau of Statistics, via DBnomics)?",
        "Resolves using the National Bureau of Statistics of China's monthly CPI, year-on-year change, as shown on DBnomics. Resolves YES if the February 2025 figure, scheduled for release on March 9, 2025, is below zero.",
        "2025-02-20",
        "2025-03-09",
        1,
        "macro_data",
        """
10|K|dbnomics-series-page|NBS: consumer price index, year-on-year (%), China|2025-01: 0.5. 2024-12: 0.1. 2024-11: 0.2. Last update: 2025-02-09.|Earlier observations only.
5|K|news-analysis|Holiday timing to flatter January and weigh on February prices|Because the Lunar New Year fell in late January this year, against February in 2024, economists expect consumer prices to swing from a 0.5% rise in January to a small fall in February. The data are due on March 9, 2025.|A forecast and a scheduled release.
1|L|news-report|China slips back into deflation in February|China's consumer prices fell 0.7% from a year earlier in February, the steepest drop in 13 months, the National Bureau of Statistics said on March 9, 2025. Producer prices were down 2.2%.|Reports the March 9, 2025 release.
2|L|news-report|Beijing sets inflation target of about 2% for 2025|Premier Li Qiang told the National People's Congress on March 5, 2025 that the government would aim for consumer inflation of around 2% this year, down from the 3% goal of recent years, and growth of around 5%.|Reports a later event of March 5, 2025.
4|K|release-calendar|NBS release calendar 2025|CPI and PPI for February: 9 March 2025, 09:30. First-quarter GDP: 16 April 2025. The National People's Congress opens on 5 March 2025.|A calendar of future releases and events.
7|K|forum-comment|China deflation thread|shanghai_quant wrote: January was +0.5 thanks to the holiday. February will be negative for sure; the only question is -0.3 or -0.8.|A forecast without a readable later date.
""",
    ),
    Q(
        "r1-dbn-es-unemployment-2025-q2",
        "Will Spain's unemployment rate for the second quarter of 2025 (INE Labour Force Survey, via DBnomics) be below 11.0%?",
        "Resolves using the unemployment rate from the INE's Labour Force Survey (EPA) for Spain, as shown on DBnomics. Resolves YES if the figure for the second quarter of 2025, scheduled for release on July 24, 2025, is below 11.0%.",
        "2025-07-01",
        "2025-07-24",
        1,
        "macro_data",
        """
20|K|dbnomics-series-page|INE EPA: unemployment rate, total, Spain (%)|2025-Q1: 11.36. 2024-Q4: 10.61. 2024-Q3: 11.21. Last update: 2025-04-29.|Earlier observations only.
4|K|news-analysis|Record social security affiliation ahead of the EPA|Spain added about 195,000 social security affiliates in May, to a record of more than 21.7 million. The INE publishes the second-quarter Labour Force Survey on 24 July 2025; economists expect the jobless rate to drop towards 10.5%.|Earlier data, a forecast and a scheduled release.
1|L|news-report|Spain's unemployment falls to its lowest since 2008|Spain's jobless rate dropped to 10.29% in the second quarter, its lowest since 2008, the INE said on July 24, 2025, as the number of people in work passed 22 million for the first time.|Reports the July 24, 2025 release.
2|L|release-note|Labour Force Survey (EPA), second quarter 2025|Published 24 July 2025. Employment rose by 503,300 in the quarter to 22,268,900. Unemployment fell by 246,500 to 2,554,300, and the unemployment rate stood at 10.29%.|A release of July 24, 2025 reports the figures.
9|K|forum-comment|Will the Q2 EPA break below 11%?|madrid_macro wrote: Q2 is always the seasonal best, and last year's Q2 was 11.27%. Below 11 looks very likely when the INE publishes in late July.|A forecast with an earlier figure.
3|L|dbnomics-series-page-cached|INE EPA: unemployment rate, Spain (cached copy)|2025-Q2: 10.29. 2025-Q1: 11.36. 2024-Q4: 10.61. Last update: 2025-07-24.|A cached series page shows the second-quarter 2025 value published on July 24, 2025.
""",
    ),
]

QUESTIONS += [
    Q(
        "r1-wiki-ledecky-800-free-2025",
        "According to Wikipedia, will Katie Ledecky's 8:04.79 still be listed as the women's long course 800 m freestyle world record on 2025-05-20?",
        "Resolves using the English Wikipedia article 'World record progression 800 metres freestyle' (women, long course) as it stands on 2025-05-20. Resolves YES if 8:04.79 (Katie Ledecky, Rio de Janeiro, 12 August 2016) is still listed as the current world record.",
        "2025-04-25",
        "2025-05-20",
        0,
        "sports",
        """
14|K|wikipedia-article|World record progression 800 metres freestyle - Wikipedia|Women, long course: 8:04.79, Katie Ledecky (United States), Rio de Janeiro, 12 August 2016. Ledecky has held the record continuously since 2013.|The record as it stood when published.
3|K|meet-preview|Pro Swim Series heads to Fort Lauderdale|The TYR Pro Swim Series stop in Fort Lauderdale runs from April 30 to May 3, 2025. Katie Ledecky is entered in the 400, 800 and 1500 freestyle, with the 800 on the final night.|A scheduled meet.
2|L|news-report|Ledecky breaks her own 800 free world record after nine years|Katie Ledecky swam 8:04.12 in Fort Lauderdale on May 3, 2025, lowering the world record she set at the Rio Olympics in 2016.|Reports the May 3, 2025 world record.
1|L|revision-history|World record progression 800 metres freestyle: Revision history|cur prev 01:12, 4 May 2025 . . (+190) Women LCM: 8:04.12, Katie Ledecky, Fort Lauderdale, 3 May 2025.|A revision after the cutoff records the new mark.
4|L|data-table|TYR Pro Swim Series Fort Lauderdale, results: women's 800 LC metre freestyle final|Saturday 3 May 2025. 1. Katie Ledecky (GSC) 8:04.12 WR.|A results table reports the May 3, 2025 final.
7|K|forum-comment|Can Ledecky still go faster?|distance_freak wrote: she was 8:11 at the Olympics last summer and says she's training better than ever at 28. A record in a dual-meet-style Pro Swim would surprise me; nationals in June feel likelier.|A forecast without a readable later date.
""",
    ),
]
