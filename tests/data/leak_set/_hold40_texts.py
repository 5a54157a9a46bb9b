# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the `hold40` part, read by `build_hold40.py`: ForecastBench-style questions.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part: the questions are in the style of ForecastBench's dataset and market questions
(FRED series, stock closes, Wikipedia-derived records, ACLED counts, DBnomics statistics,
Metaculus, Manifold and Polymarket questions), and the documents are the texts a search for such
a question returns (series pages, release notes, question backgrounds and comments, tables, news
snippets). The question templates follow ForecastBench's wording (ForecastBench, CC BY-SA 4.0);
every title and text is the writer's own, and figures are from memory. See `build_hold40.py`
and the part's section in tests/data/leak_holdout/hold40.md.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS: list[dict] = []

# --- FRED series and market closes -------------------------------------------------------------
QUESTIONS += [
    Q(
        "n8-fred-mortgage30us-2024-09-26",
        "Will the 30-year fixed rate mortgage average in the United States (MORTGAGE30US) have increased by 2024-09-26 as compared to its value on 2024-08-29?",
        "Freddie Mac's Primary Mortgage Market Survey, as published by FRED (series MORTGAGE30US, weekly, percent, not seasonally adjusted). Resolves YES if the value for the week of 2024-09-26 is higher than the value for the week of 2024-08-29. Resolves NO otherwise.",
        "2024-08-29",
        "2024-09-26",
        0,
        "macro_data",
        """
6|K|data-series-page|30-Year Fixed Rate Mortgage Average in the United States (MORTGAGE30US)|Observations, weekly, ending Thursday: 2024-08-01 6.73; 2024-08-08 6.47; 2024-08-15 6.49; 2024-08-22 6.46. Next release: Thursday, August 29, 2024. Source: Freddie Mac. Units: percent, not seasonally adjusted.|A series table ending before the cutoff, with the next release date.
3|L|data-series-page|MORTGAGE30US, weekly (updated)|Latest observations: 2024-09-05 6.35; 2024-09-12 6.20; 2024-09-19 6.09; 2024-09-26 6.08. The rate is at its lowest since September 2022.|The table lists weekly values for September 2024 dates after the cutoff.
10|K|news-snippet|Mortgage rates drift lower ahead of Jackson Hole|The average 30-year rate slipped to 6.46% this week, Freddie Mac said on Thursday. Buyers are watching Jerome Powell's speech on Friday and the Fed's September 17-18 meeting, where a first cut is widely expected.|Reports an August value and previews later events.
2|K|forecast-comment|Comment on the question: base rate for a four-week move|Over the last two years the four-week change in this series has been down slightly more often than up. With futures fully pricing a cut on September 18, I put the chance the September 26 print is higher than August 29 at about 30%.|A forecaster's estimate about later dates.
8|L|news-snippet|Mortgage rates fall to two-year low after Fed's half-point cut|The 30-year fixed average fell to 6.09% in the week to September 19, 2024, a day after the Federal Reserve lowered its policy rate by 50 basis points, Freddie Mac said.|Reports the September 19, 2024 value and the Fed cut of the day before, both after the cutoff.
""",
    ),
    Q(
        "n8-fred-unrate-2024-11",
        "Will the US unemployment rate (UNRATE) for November 2024 be higher than its value for October 2024?",
        "Resolves to the civilian unemployment rate (FRED series UNRATE, monthly, seasonally adjusted) for November 2024 as first published in the Employment Situation release of the Bureau of Labor Statistics, scheduled for December 6, 2024. Resolves YES if it is higher than the October 2024 value of 4.1%. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-06",
        1,
        "macro_data",
        """
5|K|release-calendar|BLS release schedule: Employment Situation|The Employment Situation for November 2024 is scheduled for release on Friday, December 6, 2024, at 8:30 a.m. Eastern. The December report follows on January 10, 2025.|A calendar of future releases.
12|K|news-snippet|Payrolls barely grow in October as storms and strike weigh|Employers added just 12,000 jobs in October, the Labor Department said on Nov. 1, the weakest figure since 2020, while the unemployment rate held at 4.1%. Economists blamed hurricanes Helene and Milton and the Boeing strike.|Reports the November 1 release, before the cutoff.
3|L|data-series-page|Unemployment Rate (UNRATE), monthly|2024-08 4.2; 2024-09 4.1; 2024-10 4.1; 2024-11 4.2. Release: Employment Situation, December 6, 2024.|The table gives the November 2024 value released on December 6, 2024, after the cutoff.
7|K|question-background|Background for the November jobless-rate question|The rate has moved between 4.1% and 4.3% since June. Consensus estimates compiled in mid-November look for a November reading of 4.2%, with payrolls rebounding by around 200,000 once striking Boeing machinists return to work.|Consensus forecasts for a future release.
1|L|news-snippet|Unemployment ticks up to 4.2% as hiring rebounds|US employers added 227,000 jobs in November and the jobless rate rose to 4.2%, the government reported on Dec. 6, 2024, keeping the Fed on track for another cut later in the month.|Reports the December 6, 2024 release as done.
9|K|news-snippet|Fed's next moves hinge on two more jobs reports|Policymakers will see the November jobs figures on December 6 and consumer prices on December 11 before their final meeting of the year on Dec. 17-18.|Scheduled releases and a meeting ahead.
""",
    ),
    Q(
        "n8-fred-sp500-2024-12-18",
        "Will the S&P 500 (SP500) have increased by 2024-12-18 as compared to its value on 2024-12-06?",
        "Resolves YES if the daily closing value of the S&P 500 published by FRED (series SP500) for 2024-12-18 is higher than its value for 2024-12-06. Resolves NO otherwise.",
        "2024-12-06",
        "2024-12-18",
        0,
        "crypto_markets",
        """
4|K|data-series-page|S&P 500 (SP500), daily close|2024-11-25 5987.37; 2024-11-26 6021.63; 2024-11-27 5998.74; 2024-11-29 6032.38; 2024-12-02 6047.15. Copyright S&P Dow Jones Indices LLC; only ten years of daily data are shown.|A series table ending before the cutoff.
1|K|news-snippet|Stocks hover near records before jobs data|The S&P 500 finished at another record on Wednesday. Friday's payrolls report, consumer prices on Dec. 11 and the Fed decision a week later on Dec. 18 are the last big hurdles of the year.|A market report before the cutoff with scheduled events.
2|L|news-snippet|Wall Street sinks after Fed signals fewer cuts in 2025|The S&P 500 dropped 2.9% to 5,872 on December 18, 2024, after the Fed cut rates by a quarter point but projected only two reductions next year. The Dow fell for a tenth straight session, its longest losing run since 1974.|Reports the December 18, 2024 close and decision as done.
6|K|forecast-comment|Why I'm at 55% on this one|The index has risen in about 55% of two-week windows since 2015, and December seasonality is mildly positive. The risk is a hawkish message on December 18, which lands on the resolution date itself.|A forecaster's estimate about a future date.
3|L|market-wrap|Week in review, corrected|Correction appended December 20, 2024: an earlier version of this wrap gave the wrong close for Wednesday. The S&P 500 ended at 5,872.16 on Dec. 18, 2024, down from 6,090.27 on Dec. 6.|The correction reports the December 18, 2024 close.
""",
    ),
    Q(
        "n8-fred-dexbzus-2024-12-18",
        "Will the Brazilian real to US dollar spot exchange rate (DEXBZUS) have increased by 2024-12-18 as compared to its value on 2024-11-22?",
        "FRED series DEXBZUS (Brazilian reals to one US dollar, noon buying rates in New York, daily). Resolves YES if the value for 2024-12-18 is higher than the value for 2024-11-22, that is, if the real has weakened. Resolves NO otherwise.",
        "2024-11-22",
        "2024-12-18",
        1,
        "crypto_markets",
        """
5|K|data-series-page|Brazilian Reals to U.S. Dollar Spot Exchange Rate (DEXBZUS)|2024-11-11 5.75; 2024-11-12 5.77; 2024-11-13 5.79; 2024-11-14 5.80; 2024-11-15 5.79. Board of Governors of the Federal Reserve System, H.10 release; updated weekly on Mondays.|A series table ending before the cutoff.
2|K|news-snippet|Real steadies as markets wait for spending package|Finance Minister Fernando Haddad is expected to present a package of spending cuts after the G20 summit, possibly next week. Traders say the currency could test 6 per dollar if the measures disappoint.|A preview of a package and a conditional about the currency.
1|L|news-snippet|Real breaks 6 per dollar for the first time|Brazil's currency weakened past 6.00 per dollar on November 28, 2024, after the government paired its spending cuts with a plan to exempt incomes of up to R$5,000 from income tax.|Reports the November 28, 2024 move, after the cutoff.
9|K|question-background|Background: what moves DEXBZUS|The series is quoted in reais per dollar, so a higher value means a weaker real. The central bank's Copom meets on December 10-11, 2024, and the rate decision will be published after markets close on the 11th.|Explains the series and a future meeting.
3|L|forum-post|Re: is the real going to 6.30?|Edit Dec 18 2024: we're there. Spot traded near 6.30 today and the BCB sold dollars in two auctions to slow the slide. Resolved YES on my sheet.|The edit reports the December 18, 2024 level and interventions.
7|K|news-snippet|Copom seen quickening pace of hikes|Economists now expect the central bank to raise the Selic by at least 75 basis points at its last meeting of the year, on December 11, after inflation expectations rose again.|Expectations of a future decision.
""",
    ),
    Q(
        "n8-yf-meta-2025-02-14",
        "Will META's market close price on 2025-02-14 be higher than its market close price on 2025-01-17?",
        "Resolves YES if the closing price of Meta Platforms (ticker META) on 2025-02-14, as reported by Yahoo Finance, is higher than its close on 2025-01-17. Resolves NO otherwise.",
        "2025-01-17",
        "2025-02-14",
        1,
        "crypto_markets",
        """
3|K|earnings-calendar|META earnings date|Meta Platforms is expected to report fourth-quarter 2024 results on Wednesday, January 29, 2025, after the close. Consensus revenue: about $47 billion. Options imply a move of roughly 7% either way.|An earnings date and expectations.
1|K|news-snippet|Meta to cut about 5% of staff in performance review|Meta plans to trim roughly 5% of its workforce, targeting low performers, according to an internal memo seen this week. The shares were little changed.|A report before the cutoff with no later dates.
6|K|forecast-comment|Four weeks, one earnings print|The January 29 report sits in the middle of the window, so this is mostly a bet on the quarter and the capex guide. Historically the stock has risen in about 58% of four-week spans.|A forecaster's view of future dates.
2|L|stock-quote-page|META historical prices|Date, Close: Feb 14, 2025 736.67; Feb 13, 2025 728.56; Feb 12, 2025 725.38; Jan 31, 2025 689.18; Jan 17, 2025 612.30.|The price table lists closes from January 31 to February 14, 2025.
4|L|news-snippet|Meta's winning streak reaches record length|Meta shares rose again on February 14, 2025, their longest run of daily gains since the company went public, after fourth-quarter revenue of $48.4 billion beat forecasts on Jan. 29, 2025.|Reports the February 14 and January 29, 2025 events as done.
""",
    ),
    Q(
        "n8-yf-pltr-2025-02-04",
        "Will PLTR's market close price on 2025-02-04 be higher than its market close price on 2025-01-24?",
        "Resolves YES if the closing price of Palantir Technologies (ticker PLTR) on 2025-02-04, as reported by Yahoo Finance, is higher than its close on 2025-01-24. Resolves NO otherwise.",
        "2025-01-24",
        "2025-02-04",
        1,
        "crypto_markets",
        """
4|K|earnings-calendar|Palantir Q4 2024 earnings|Palantir will report results for the fourth quarter of 2024 after the market close on Monday, February 3, 2025, followed by a webcast at 5 p.m. Eastern.|A scheduled earnings date.
2|K|news-snippet|Palantir jumps as Stargate lifts AI names|Shares of Palantir rose about 4% on Wednesday, Jan. 22, after the White House announcement of the Stargate data-centre venture lifted software and chip stocks broadly.|Reports a January 22 move before the cutoff.
1|L|stock-quote-page|PLTR daily closes|Feb 4, 2025: 103.83 (+24.0%). Feb 3, 2025: 83.74. Jan 31, 2025: 82.49. Jan 27, 2025: 70.83. Jan 24, 2025: about 80.|The table lists closes for dates after the cutoff, including the resolution date.
7|K|question-background|Context for the PLTR close question|The question compares two closes that straddle the February 3 report. Palantir has beaten revenue estimates in each quarter of 2024; the stock more than tripled over the year.|Background with a future earnings date.
3|L|news-snippet|Palantir soars 24% on blowout forecast|Palantir shares surged on February 4, 2025, to a record after the company reported fourth-quarter revenue of $828 million, up 36%, and guided above estimates, with CEO Alex Karp calling the results "a beast".|Reports the February 4, 2025 move and February 3 results as done.
""",
    ),
    Q(
        "n8-yf-amd-2025-10-08",
        "Will AMD's market close price on 2025-10-08 be higher than its market close price on 2025-09-26?",
        "Resolves YES if the closing price of Advanced Micro Devices (ticker AMD) on 2025-10-08, as reported by Yahoo Finance, is higher than its close on 2025-09-26. Resolves NO otherwise.",
        "2025-09-26",
        "2025-10-08",
        1,
        "crypto_markets",
        """
5|K|news-snippet|AMD slips as investors weigh Nvidia-OpenAI pact|AMD shares fell on Tuesday after Nvidia said it would invest up to $100 billion in OpenAI, a deal some analysts read as locking in Nvidia's lead in data-centre chips.|A report before the cutoff.
2|K|forecast-comment|Two weeks, no earnings|AMD doesn't report until early November, so the window has no scheduled catalyst besides macro data. I'd go close to 50%, maybe 52% for drift.|A forecaster's estimate with no post-cutoff event reported.
1|L|news-snippet|AMD surges 24% on OpenAI chip deal|AMD shares jumped 24% to $203.71 on October 6, 2025, after the company agreed to supply OpenAI with six gigawatts of Instinct GPUs and granted it a warrant for up to 160 million AMD shares.|Reports the October 6, 2025 move and deal as done.
3|L|stock-quote-page|AMD price history|Oct 8, 2025 close 235.56; Oct 7, 2025 211.51; Oct 6, 2025 203.71; Oct 3, 2025 164.67; Sep 26, 2025 160.19.|The table lists closes after the cutoff, up to the resolution date.
8|K|event-calendar|AMD investor events|AMD will host its Financial Analyst Day on November 11, 2025, in New York, and expects to report third-quarter results in early November.|Future events.
""",
    ),
    Q(
        "n8-yf-tsla-2025-06-06",
        "Will TSLA's market close price on 2025-06-06 be higher than its market close price on 2025-05-23?",
        "Resolves YES if the closing price of Tesla (ticker TSLA) on 2025-06-06, as reported by Yahoo Finance, is higher than its close on 2025-05-23. Resolves NO otherwise.",
        "2025-05-23",
        "2025-06-06",
        0,
        "crypto_markets",
        """
3|K|news-snippet|Musk says he will spend less time on politics|Elon Musk told an economic forum in Doha this week that he plans to spend "a lot less" on political campaigns and will stay on as Tesla chief for another five years. Tesla's robotaxi service is due to start in Austin in June.|Past statements about future plans.
1|K|question-background|Background for the TSLA two-week question|The stock has recovered about 50% from its April low. Musk's special government employee status is due to lapse at the end of May; Tesla's next delivery report is expected around July 2.|Background with future dates.
2|L|news-snippet|Tesla loses $150 billion in value as Musk and Trump clash|Tesla shares fell 14% to $284.70 on June 5, 2025, as a public feud between Elon Musk and President Trump escalated, with Trump threatening to cut the companies' government contracts.|Reports the June 5, 2025 drop as done.
6|K|forecast-comment|I lean slightly NO|Tesla tends to run into robotaxi news and then sell the event. The Austin launch isn't expected before mid-June, after the June 6 close.|A forecast about future dates.
4|L|stock-quote-page|TSLA historical data|Jun 6, 2025 295.14; Jun 5, 2025 284.70; Jun 4, 2025 332.05; May 30, 2025 346.46; May 23, 2025 339.34.|The table lists closes after the cutoff, including the resolution date.
""",
    ),
]
