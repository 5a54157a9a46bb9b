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
and the `## hold40` section of tests/data/leak_set/README.md.
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

# --- More stock closes, and DBnomics-style statistics -------------------------------------------
QUESTIONS += [
    Q(
        "n8-yf-sbux-2024-08-13",
        "Will SBUX's market close price on 2024-08-13 be higher than its market close price on 2024-07-31?",
        "Resolves YES if the closing price of Starbucks (ticker SBUX) on 2024-08-13, as reported by Yahoo Finance, is higher than its close on 2024-07-31. Resolves NO otherwise.",
        "2024-07-31",
        "2024-08-13",
        1,
        "crypto_markets",
        """
1|K|news-snippet|Starbucks sales slide for second quarter|Starbucks said on Tuesday, July 30, that global comparable sales fell 3% in its fiscal third quarter, with traffic down in the US and China. CEO Laxman Narasimhan said a turnaround plan was starting to work.|Reports the July 30 results, before the cutoff.
4|K|question-background|SBUX two-week question: context|Activist Elliott Management disclosed a sizeable stake in July, and Starboard Value is also a shareholder. No earnings fall inside the window; the next report is expected in late October 2024.|Background with only a later expected report.
2|L|news-snippet|Starbucks names Chipotle's Niccol CEO, shares soar|Starbucks shares jumped 24.5% on August 13, 2024, their best day ever, after the company said Brian Niccol would replace Laxman Narasimhan as chief executive, effective Sept. 9.|Reports the August 13, 2024 move and appointment as done.
7|K|forecast-comment|Base rate says coin flip|Without a catalyst, SBUX has closed higher over a nine-trading-day window a bit under half the time this year. I'm at 47% for August 13.|A forecast about a future date.
3|L|stock-quote-page|SBUX historical closes|Aug 13, 2024 92.63; Aug 12, 2024 74.39; Aug 9, 2024 75.60; Aug 5, 2024 74.08; Jul 31, 2024 77.95.|The table lists August 2024 closes after the cutoff.
""",
    ),
    Q(
        "n8-yf-nvo-2025-07-29",
        "Will NVO's market close price on 2025-07-29 be higher than its market close price on 2025-07-18?",
        "Resolves YES if the closing price of Novo Nordisk's American depositary shares (ticker NVO) on 2025-07-29, as reported by Yahoo Finance, is higher than its close on 2025-07-18. Resolves NO otherwise.",
        "2025-07-18",
        "2025-07-29",
        0,
        "crypto_markets",
        """
5|K|earnings-calendar|Novo Nordisk H1 2025 financial report|Novo Nordisk will publish its financial report for the first six months of 2025 on Wednesday, 6 August 2025, followed by a conference call for investors.|A scheduled report date after the resolution.
2|K|news-snippet|Novo shares drift as Wegovy competition intensifies|Novo Nordisk ADRs traded in the high $60s this week, down more than 50% from their 2024 peak, as prescriptions for Eli Lilly's Zepbound continued to gain share in the US.|A market report before the cutoff.
1|L|news-snippet|Novo Nordisk slumps after profit warning and CEO pick|Novo Nordisk shares plunged more than 20% on July 29, 2025, after the Danish drugmaker cut its full-year sales growth forecast to 8-14% and named Maziar Mike Doustdar as its next chief executive.|Reports the July 29, 2025 warning and drop as done.
3|L|news-snippet|Correction: Novo forecast date|An earlier version of this story said Novo Nordisk would update its guidance on August 6. The company brought forward the update and lowered its 2025 outlook on Tuesday, 29 July 2025.|The correction reports the July 29, 2025 guidance cut.
8|K|forecast-comment|Anything scheduled before July 29?|Nothing scheduled that I can see: the report is August 6, and the CEO search has no announced timeline. Putting this near 45% given the downtrend.|A forecaster's view with future dates.
""",
    ),
    Q(
        "n8-yf-mrna-2024-08-01",
        "Will MRNA's market close price on 2024-08-01 be higher than its market close price on 2024-07-19?",
        "Resolves YES if the closing price of Moderna (ticker MRNA) on 2024-08-01, as reported by Yahoo Finance, is higher than its close on 2024-07-19. Resolves NO otherwise.",
        "2024-07-19",
        "2024-08-01",
        0,
        "crypto_markets",
        """
4|K|earnings-calendar|Moderna second-quarter 2024 results|Moderna will report its second-quarter 2024 financial results before the market opens on Thursday, August 1, 2024, and will hold a live conference call at 8:00 a.m. ET that day.|A scheduled report on the resolution date.
2|L|stock-quote-page|MRNA closing prices|Aug 1, 2024 86.02 (-21.3%); Jul 31, 2024 109.31; Jul 26, 2024 116.30; Jul 19, 2024 about 125.|The table lists closes from late July to August 1, 2024, after the cutoff.
1|L|news-snippet|Moderna cuts 2024 sales forecast, shares tumble|Moderna lowered its 2024 revenue forecast to $3 billion to $3.5 billion on August 1, 2024, citing weaker European demand and more competition for its Covid and RSV vaccines. The stock had its worst day since 2022.|Reports the August 1, 2024 guidance cut as done.
6|K|question-background|Background for the MRNA close question|The window ends on the day of the second-quarter report. Moderna's RSV shot mRESVIA was approved in May; the CDC's vaccine advisers recommended RSV vaccines for older adults in June.|Background with a scheduled report.
9|K|analyst-note|Moderna: what to watch on August 1|We expect Q2 revenue of about $130 million and will focus on the 2024 sales range of about $4 billion, which the company has reiterated twice this year. A cut would likely hit the shares.|A preview with a conditional.
""",
    ),
    Q(
        "n8-dbn-ch-cpi-2025-05",
        "Will Switzerland's annual CPI inflation rate for May 2025 (FSO, via DBnomics) be below 0.0%?",
        "Resolves to the year-on-year change in the Swiss consumer price index for May 2025 as first published by the Federal Statistical Office (series mirrored on DBnomics), scheduled for June 3, 2025. Resolves YES if the rate is below 0.0%. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-03",
        1,
        "macro_data",
        """
14|K|data-series-page|Switzerland – Consumer price index, year-on-year change (DBnomics)|2025-01 0.4; 2025-02 0.3; 2025-03 0.3; 2025-04 0.0. Last update: 2025-05-05. Provider: Swiss Federal Statistical Office.|A series table ending before the cutoff.
6|K|news-snippet|Swiss inflation falls to zero as franc strengthens|Consumer prices in Switzerland were unchanged from a year earlier in April, the lowest rate in four years, as the safe-haven franc pushed down import prices. Economists see a chance of a negative May reading.|Reports the April figure and a forecast.
2|L|data-series-page|CH CPI, annual rate (updated)|2025-03 0.3; 2025-04 0.0; 2025-05 -0.1. Last update: 2025-06-03.|The table gives the May 2025 value published on June 3, 2025.
1|L|news-snippet|Swiss prices fall for first time since 2021|Switzerland's annual inflation rate turned negative in May, at -0.1%, the Federal Statistical Office said on June 3, 2025, raising expectations of another SNB rate cut later in the month.|Reports the June 3, 2025 release as done.
4|K|central-bank-calendar|SNB monetary policy assessments 2025|Remaining assessments this year: 19 June 2025, 25 September 2025 and 11 December 2025. Each is followed by a news conference in Zurich.|A schedule of future meetings.
3|L|forum-post|Re: Swiss CPI May 2025|Update 3 June 2025: -0.1% y/y, so this resolves YES. Core came in at 0.6%.|The update reports the June 3, 2025 release.
""",
    ),
    Q(
        "n8-dbn-jp-core-cpi-2025-01",
        "Will Japan's nationwide core CPI (all items less fresh food) for January 2025 be 3.0% or higher year on year?",
        "Resolves to the year-on-year change in Japan's nationwide CPI excluding fresh food for January 2025, as first published by the Statistics Bureau (series mirrored on DBnomics), scheduled for February 21, 2025. Resolves YES if it is 3.0% or higher. Resolves NO otherwise.",
        "2025-02-07",
        "2025-02-21",
        1,
        "macro_data",
        """
3|K|release-calendar|Statistics Bureau of Japan: CPI release dates|Japan nationwide CPI, January 2025: released February 21, 2025 (Fri) at 8:30 JST. Tokyo ward-area CPI, February 2025: released February 28, 2025.|A calendar of future releases.
9|K|news-snippet|Japan's core inflation hits 3% in December|Nationwide core consumer prices rose 3.0% in December from a year earlier, data showed on Jan. 24, the same day the Bank of Japan raised its policy rate to 0.5%.|Reports January 24 events before the cutoff.
1|L|news-snippet|Japan core inflation at 19-month high|Japan's core consumer prices climbed 3.2% in January from a year earlier, data released on February 21, 2025 showed, driven by energy and rice. Headline inflation reached 4.0%.|Reports the February 21, 2025 release as done.
5|K|forecast-comment|Tokyo numbers as a lead|Tokyo core for January was 2.5%, softer than expected, but the national measure includes more energy and the subsidies were phased down. I'd put P(≥3.0% on Feb 21) around 70%.|A forecast of a scheduled release.
2|L|data-table|Japan CPI, all items less fresh food, % y/y|Oct 2024 2.3 / Nov 2024 2.7 / Dec 2024 3.0 / January 2025 3.2 (released February 21, 2025)|The table gives the January 2025 value, published after the cutoff.
""",
    ),
    Q(
        "n8-dbn-in-cpi-2024-10",
        "Will India's all-India CPI inflation rate for October 2024 (MoSPI) be above 6.0%?",
        "Resolves to the year-on-year change in India's combined all-India consumer price index for October 2024, as first published by the Ministry of Statistics and Programme Implementation, scheduled for November 12, 2024. Resolves YES if it is above 6.0%. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-12",
        1,
        "macro_data",
        """
11|K|news-snippet|India's inflation jumps to 5.49% in September|Retail inflation rose to 5.49% in September from 3.65% in August, data showed on Oct. 14, as vegetable prices surged and a favourable base effect faded.|Reports the October 14 release, before the cutoff.
4|K|central-bank-calendar|RBI Monetary Policy Committee meetings 2024-25|Remaining meetings: December 4-6, 2024 and February 5-7, 2025. The resolution is published on the last day of each meeting.|Future meetings.
2|L|news-snippet|India's retail inflation breaches RBI's upper limit|Consumer inflation rose to 6.21% in October, a 14-month high, government data released on November 12, 2024 showed, with food inflation at 10.87%.|Reports the November 12, 2024 release as done.
6|K|forecast-comment|Base effects push October higher|October 2023 was a soft month, so even flat food prices would lift the annual rate. Most forecasts are clustered around 5.8% to 6.0%; I'm at 45% for above 6.0.|A forecast of a future release.
1|L|data-series-page|India CPI combined, % y/y (DBnomics mirror)|2024-07 3.60; 2024-08 3.65; 2024-09 5.49; 2024-10 6.21. Updated 2024-11-12.|The table gives the October 2024 value published on November 12, 2024.
""",
    ),
    Q(
        "n8-dbn-za-cpi-2024-09",
        "Will Statistics South Africa report annual CPI inflation for September 2024 below 4.0%?",
        "Resolves to the year-on-year headline CPI inflation rate for September 2024 published by Statistics South Africa, scheduled for October 23, 2024. Resolves YES if it is below 4.0%. Resolves NO otherwise.",
        "2024-10-08",
        "2024-10-23",
        1,
        "macro_data",
        """
16|K|news-snippet|SARB starts cutting as inflation cools|The South African Reserve Bank lowered its repo rate by 25 basis points to 8.00% on September 19, its first cut in four years, after August inflation slowed to 4.4%.|Reports September events before the cutoff.
3|K|release-calendar|Stats SA release schedule, October 2024|Consumer Price Index (CPI), September 2024: Wednesday 23 October 2024, 10:00. Retail trade sales, August 2024: 16 October 2024.|A release calendar.
1|L|news-snippet|South African inflation drops to 3.8%|Annual consumer inflation slowed to 3.8% in September, its lowest since 2021, Statistics South Africa said on 23 October 2024, helped by lower fuel prices.|Reports the October 23, 2024 release as done.
5|K|forecast-comment|Fuel is doing the work|Petrol prices were cut again on October 2, but that hits the October index. For September, the August fuel cut alone should take headline to about 3.9%, so I'm at 60%.|A forecast of a future release.
2|L|data-table|South Africa headline CPI, % y/y|June 2024 5.1; July 2024 4.6; August 2024 4.4; September 2024 3.8 (released 2024-10-23).|The table gives the September 2024 value released on October 23, 2024.
""",
    ),
    Q(
        "n8-dbn-ng-cpi-2025-01",
        "Will Nigeria's National Bureau of Statistics report headline inflation for January 2025 below 30%?",
        "Resolves to the year-on-year headline CPI inflation rate for January 2025 published by Nigeria's National Bureau of Statistics, expected in mid-February 2025 after a rebasing of the index. Resolves YES if the published rate is below 30%. Resolves NO otherwise.",
        "2025-02-03",
        "2025-02-18",
        1,
        "macro_data",
        """
18|K|news-snippet|Nigeria's inflation eases slightly to 34.8%|Headline inflation slowed to 34.80% in December from 34.60% a month earlier, the statistics bureau said on Jan. 15. The bureau plans to rebase the index to 2024 from 2009.|Reports the January 15 release and a plan.
4|K|question-background|Why the rebasing matters here|The NBS has said the January 2025 figure, due in mid-February, will be the first on the new base year with updated weights. Analysts expect the rebasing alone to lower the headline rate sharply.|Background about a future release.
1|L|news-snippet|Rebased CPI shows Nigerian inflation at 24.48%|Nigeria's headline inflation fell to 24.48% in January on the rebased index, the National Bureau of Statistics said on February 18, 2025, after a delay of three days.|Reports the February 18, 2025 release as done.
2|L|forum-post|Nigeria CPI question, resolved|Edit, Feb 18 2025: NBS published 24.48% for January. Resolving YES. Food inflation on the new basket came in at 26.08%.|The edit reports the February 18, 2025 release.
7|K|news-snippet|NBS to publish rebased CPI on February 15|The statistics bureau said it would release the January consumer price index on the new base on Saturday, February 15, 2025, alongside a revised GDP series later in the year.|A planned release date.
""",
    ),
]

# --- Wikipedia-derived records and platform sports questions ------------------------------------
QUESTIONS += [
    Q(
        "n8-wiki-gidey-10000-2024",
        "According to Wikipedia, will Letesenbet Gidey still be listed as the holder of the women's 10,000 metres world record on 2024-06-10?",
        "Resolves using the 'Women's 10,000 metres world record progression' and '10,000 metres' Wikipedia articles as of 2024-06-10. Resolves YES if Letesenbet Gidey's 29:01.03 (Hengelo, 8 June 2021) is still listed as the current world record. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-10",
        0,
        "sports",
        """
12|K|wiki-page|10,000 metres: women's world record|Current record: 29:01.03, Letesenbet Gidey (Ethiopia), FBK Games, Hengelo, 8 June 2021. Gidey broke Almaz Ayana's 29:17.45 from the 2016 Rio Olympics.|A record listing with only earlier dates.
4|K|meet-preview|Prefontaine Classic adds women's 10,000m|The Eugene meeting on Saturday, May 25, 2024, will stage a women's 10,000m featuring Beatrice Chebet and Kenya's Olympic hopefuls, with pacing lights set to world-record pace.|A preview of a scheduled race.
1|L|news-snippet|Chebet smashes 10,000m world record in Eugene|Kenya's Beatrice Chebet became the first woman to run 10,000 metres in under 29 minutes, clocking 28:54.14 at the Prefontaine Classic on May 25, 2024.|Reports the May 25, 2024 record as done.
2|L|wiki-page|Women's 10,000 metres world record progression (revision)|28:54.14, Beatrice Chebet (Kenya), Eugene, United States, 25 May 2024. Ratified by World Athletics.|The progression lists a record set on May 25, 2024, after the cutoff.
7|K|forecast-comment|Does a paced race count?|Yes, if it's ratified and Wikipedia updates. Gidey's mark has survived three years; I'd give maybe 20% that somebody takes it by June 10, mostly via the Eugene race on May 25.|A forecast about a scheduled race.
""",
    ),
    Q(
        "n8-wiki-kostadinova-hj-2024",
        "According to Wikipedia, will Stefka Kostadinova's 2.09 m still be listed as the women's high jump world record on 2024-07-31?",
        "Resolves using the 'High jump' Wikipedia article's world record table as of 2024-07-31. Resolves YES if Stefka Kostadinova's 2.09 m (Rome, 30 August 1987) is still listed as the women's world record. Resolves NO otherwise.",
        "2024-07-02",
        "2024-07-31",
        0,
        "sports",
        """
15|K|wiki-page|High jump: records|Women's world record: 2.09 m, Stefka Kostadinova (Bulgaria), Rome, 30 August 1987. It is one of the oldest standing records in athletics.|A record listing with only earlier dates.
3|K|meet-preview|Mahuchikh headlines Paris Diamond League|Ukraine's world champion Yaroslava Mahuchikh, who cleared 2.06 m this season, competes at the Meeting de Paris on Sunday, July 7, 2024, a month before the Olympic high jump final on August 4.|A preview of scheduled meetings.
1|L|news-snippet|Mahuchikh breaks 37-year-old high jump record|Yaroslava Mahuchikh cleared 2.10 metres at the Paris Diamond League on July 7, 2024, breaking Stefka Kostadinova's world record, which had stood since 1987.|Reports the July 7, 2024 record as done.
2|L|wiki-page|High jump (revision of the records table)|Women: 2.10 m, Yaroslava Mahuchikh (Ukraine), Paris, 7 July 2024.|The table lists a record set on July 7, 2024, after the cutoff.
8|K|forecast-comment|37 years and counting|Kostadinova's record has survived everything since 1987. Even with Mahuchikh in form, I'd put the chance of 2.10 m before July 31 at 10-15%.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-wiki-kiplimo-half-2025",
        "According to Wikipedia, will Jacob Kiplimo's 57:31 still be listed as the men's half marathon world record on 2025-03-01?",
        "Resolves using the 'Half marathon world record progression' Wikipedia article as of 2025-03-01. Resolves YES if Jacob Kiplimo's 57:31 (Lisbon, 21 November 2021) is still listed as the current men's record. Resolves NO otherwise.",
        "2025-02-05",
        "2025-03-01",
        0,
        "sports",
        """
10|K|wiki-page|Half marathon world record progression: men|Current record: 57:31, Jacob Kiplimo (Uganda), Lisbon, 21 November 2021.|A record listing with only earlier dates.
3|K|race-preview|Kiplimo returns to Barcelona half|Jacob Kiplimo will race the eDreams Mitja Marató Barcelona on Sunday, 16 February 2025, on a course where organisers say the weather and flat profile suit a record attempt.|A preview of a scheduled race.
1|L|news-snippet|Kiplimo runs first sub-57 half marathon|Jacob Kiplimo ran 56:42 in Barcelona on February 16, 2025, taking 49 seconds off his own world record in the half marathon.|Reports the February 16, 2025 record as done.
5|K|forecast-comment|Record watch|Nobody has come within 30 seconds of 57:31 since 2021, but Kiplimo himself is racing Barcelona on Feb 16. Conditional on him starting and good weather, maybe 35%.|A conditional forecast about a future race.
2|L|results-list|Mitja Marató Barcelona 2025, men's results|1. Jacob Kiplimo (UGA) 56:42 WR; 2. Geoffrey Kamworor (KEN) 58:52. Race date: 16/02/2025.|The results list gives a race held on February 16, 2025, after the cutoff.
""",
    ),
    Q(
        "n8-wiki-mclaughlin-400h-2024",
        "According to Wikipedia, will 50.65 s still be listed as the women's 400 metres hurdles world record on 2024-08-20?",
        "Resolves using the '400 metres hurdles' Wikipedia article's records table as of 2024-08-20. Resolves YES if 50.65 s (Sydney McLaughlin-Levrone, Eugene, 30 June 2024) is still listed as the women's world record. Resolves NO otherwise.",
        "2024-07-20",
        "2024-08-20",
        0,
        "sports",
        """
18|K|news-snippet|McLaughlin-Levrone lowers her own world record again|Sydney McLaughlin-Levrone won the US Olympic trials in Eugene on June 30 in 50.65 seconds, the sixth time she has broken the 400m hurdles world record.|Reports a June 30 record before the cutoff.
4|K|event-schedule|Paris 2024: women's 400m hurdles|Round 1: 4 August 2024. Repechage: 5 August. Semi-finals: 6 August. Final: Thursday 8 August 2024, Stade de France.|A schedule of future races.
1|L|news-snippet|McLaughlin-Levrone retains Olympic title in world record|Sydney McLaughlin-Levrone won the Olympic 400m hurdles in 50.37 seconds on August 8, 2024, ahead of Anna Cockrell and Femke Bol.|Reports the August 8, 2024 record as done.
2|L|wiki-page|400 metres hurdles: women's records (revision)|World record: 50.37, Sydney McLaughlin-Levrone (USA), Saint-Denis, 8 August 2024. Previous: 50.65, Eugene, 30 June 2024.|The table lists a record set on August 8, 2024, after the cutoff.
6|K|forecast-comment|She breaks it at championships|Four of her six records came in a championship final. The Paris final is on Aug. 8, and I'd give a new record about 45%.|A forecast about a scheduled final.
3|L|news-snippet|Bol's bronze and the record that keeps falling|Femke Bol, the world champion, took bronze in Paris on August 8, 2024, and said nobody else could yet run what McLaughlin-Levrone ran that night.|Reports the August 8, 2024 final as done.
""",
    ),
    Q(
        "n8-manifold-ledecky-800-2024",
        "Will Katie Ledecky win the women's 800m freestyle at the Paris 2024 Olympics?",
        "Resolves YES if Katie Ledecky is awarded the gold medal in the women's 800m freestyle at the Paris 2024 Olympic Games, whose final is scheduled for August 3, 2024. Resolves NO otherwise.",
        "2024-07-15",
        "2024-08-03",
        1,
        "sports",
        """
9|K|platform-question|Manifold: Ledecky 800 free gold in Paris?|Market description: resolves YES if Ledecky wins gold in the 800m freestyle final on August 3, 2024. Current probability: 84%. Main threats named in comments: Ariarne Titmus and Summer McIntosh.|The resolution criteria and a market probability.
3|K|event-schedule|Paris 2024 swimming: women's 800m freestyle|Heats: Friday 2 August 2024, morning session. Final: Saturday 3 August 2024, evening session, Paris La Défense Arena.|A schedule of future races.
1|L|news-snippet|Ledecky wins fourth straight Olympic 800m title|Katie Ledecky won the 800m freestyle on August 3, 2024, in 8:11.04, holding off Ariarne Titmus, to become the first woman to win the same individual swimming event at four Games.|Reports the August 3, 2024 final as done.
2|L|news-snippet|Ledecky takes 1500m gold in Olympic record|Katie Ledecky won the 1500m freestyle on July 31, 2024, in an Olympic record of 15:30.02, her first gold of the Paris Games.|Reports a later event, the July 31, 2024 final.
6|K|forecast-comment|Why not higher than 85%?|Titmus has been within a second of her and Ledecky has not swum under 8:05 since 2023. Still, she hasn't lost a major 800 in over a decade.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-manifold-ronaldo-900-2024",
        "Will Cristiano Ronaldo score his 900th official career goal by September 30, 2024?",
        "Resolves YES if Cristiano Ronaldo scores his 900th official goal for club and country, as counted by major outlets, in a match played on or before September 30, 2024. Resolves NO otherwise.",
        "2024-08-20",
        "2024-09-30",
        1,
        "sports",
        """
6|K|platform-question|Manifold: Ronaldo 900 goals by end of September?|He is on 899. Portugal play Croatia on September 5 and Scotland on September 8 in the Nations League, and Al-Nassr's Saudi Pro League season starts in late August.|The question's background with future fixtures.
2|K|news-snippet|Al-Nassr lose Super Cup final|Al-Nassr were beaten 4-1 by Al-Hilal in the Saudi Super Cup final on Aug. 17 in Abha. Cristiano Ronaldo scored the opener, taking his career total to 899 official goals.|Reports an August 17 match before the cutoff.
1|L|news-snippet|Ronaldo reaches 900 career goals|Cristiano Ronaldo scored his 900th official goal with a volley against Croatia in Lisbon on September 5, 2024, in Portugal's 2-1 Nations League win.|Reports the September 5, 2024 goal as done.
3|L|news-snippet|Ronaldo's YouTube channel breaks records|Cristiano Ronaldo's new YouTube channel, launched on August 21, 2024, passed 20 million subscribers within days, the fastest any channel has done so.|Reports a later event dated August 21, 2024, after the cutoff.
9|K|forecast-comment|One goal in five-plus games|He scores in roughly two of three league games. Even if he draws a blank in Al-Nassr's first two fixtures, he has the September 5 and 8 internationals. 95%.|A forecast about future matches.
""",
    ),
]

# --- ACLED-style event counts ----------------------------------------------------------------------
QUESTIONS += [
    Q(
        "n8-acled-israel-protests-2023-04-05",
        "Will there be more 'Protests' in Israel for the 30 days before 2023-04-05 compared to the 30-day average of 'Protests' over the 360 days preceding 2023-03-08?",
        "Resolves using ACLED event counts of the event type 'Protests' in Israel. YES if the count for the 30 days before 2023-04-05 exceeds the 30-day average over the 360 days before 2023-03-08. NO otherwise.",
        "2023-03-08",
        "2023-04-05",
        1,
        "geopolitics",
        """
7|K|data-explainer|How ACLED codes demonstrations|ACLED records each protest event by location and day, so a week of nationwide rallies against the judicial overhaul counts as dozens of events. Weekly data are published on Tuesdays; the update covering late March is due in early April 2023.|A method note with a future release.
2|K|news-snippet|Organisers call 'day of resistance' for Thursday|Protest groups opposed to the government's judicial plan called for road blockades and marches across Israel on Thursday, March 9, 2023, as the Knesset prepared further votes on the bills.|A planned protest day after the cutoff.
1|L|news-snippet|Mass protests erupt after Netanyahu fires defence minister|Tens of thousands blocked Tel Aviv's Ayalon highway overnight after Prime Minister Benjamin Netanyahu dismissed Defence Minister Yoav Gallant on March 26, 2023, for urging a pause to the judicial overhaul.|Reports the March 26, 2023 dismissal and protests as done.
3|L|news-snippet|Netanyahu pauses overhaul after general strike|Israel's Histadrut labour federation called a general strike on March 27, 2023, shutting the airport and many businesses, and that evening Netanyahu announced a delay to the legislation until the Knesset's summer session.|Reports the March 27, 2023 strike and pause as done.
5|K|forecast-comment|Baseline is already inflated|Weekly rallies have been running since January, and the 360-day window includes them. Even so, the planned escalation in March looks bigger than anything in 2022. 80% YES.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-acled-france-riots-2023-07-15",
        "Will there be more 'Riots' in France for the 30 days before 2023-07-15 compared to the 30-day average of 'Riots' over the 360 days preceding 2023-06-21?",
        "Resolves using ACLED event counts of the event type 'Riots' in France. YES if the count for the 30 days before 2023-07-15 exceeds the 30-day average over the 360 days before 2023-06-21. NO otherwise.",
        "2023-06-21",
        "2023-07-15",
        1,
        "geopolitics",
        """
9|K|question-background|Background: France riots baseline|The 360-day window includes the pension-reform unrest of March 2023, when many demonstrations turned violent, which raises the baseline. The pension law took effect in the spring; unions have not announced a new national day of action.|Background with only earlier events.
3|K|news-snippet|Police brace for Bastille Day|The interior ministry plans to deploy tens of thousands of officers around the July 14 celebrations, as it does every year, and has asked prefects to restrict the sale of fireworks.|Plans for a future date.
1|L|news-snippet|Riots spread after police kill teenager in Nanterre|Cars and public buildings were set on fire in several French cities after a 17-year-old, Nahel M., was shot dead by a police officer during a traffic stop in Nanterre on June 27, 2023.|Reports the June 27, 2023 killing and riots as done.
2|L|news-snippet|More than 3,000 arrested in a week of unrest|Police made hundreds more arrests overnight on 1-2 July 2023, and the government said 45,000 officers had been deployed, as the violence that followed Nahel's death began to ebb.|Reports events of July 1-2, 2023 as done.
5|K|forecast-comment|Summer is usually quiet|Riots in France cluster around national strike days, and no strike days are set for July. Without a trigger I'm at 25%.|A forecast with no later event reported.
4|L|data-table|ACLED France, riots by week (extract)|Week of 2023-06-24: 41. Week of 2023-07-01: 387. Week of 2023-07-08: 58.|The table gives weekly counts for weeks after the cutoff.
""",
    ),
    Q(
        "n8-acled-germany-protests-2024-02-05",
        "Will there be more 'Protests' in Germany for the 30 days before 2024-02-05 compared to the 30-day average of 'Protests' over the 360 days preceding 2024-01-07?",
        "Resolves using ACLED event counts of the event type 'Protests' in Germany. YES if the count for the 30 days before 2024-02-05 exceeds the 30-day average over the 360 days before 2024-01-07. NO otherwise.",
        "2024-01-07",
        "2024-02-05",
        1,
        "geopolitics",
        """
3|K|news-snippet|Farmers plan week of action against diesel subsidy cuts|The German Farmers' Association has called a nationwide week of protests starting Monday, January 8, 2024, culminating in a rally in Berlin on January 15, against the government's plan to scrap agricultural diesel tax breaks.|Planned protests after the cutoff.
6|K|question-background|Germany protests: the baseline|ACLED records several hundred protest events a month in Germany, many of them climate and labour actions. The Last Generation group has said it will change tactics in 2024.|Background with no later event reported.
1|L|news-snippet|Hundreds of thousands rally against far right|More than 100,000 people marched in Munich on January 21, 2024, in one of the largest of a wave of protests after a report that AfD politicians had discussed mass deportation plans.|Reports the January 21, 2024 protests as done.
2|L|news-snippet|Tractors block roads across Germany|Farmers blocked motorway access roads and city centres with tractors on January 8, 2024, the first day of a week of protests against subsidy cuts; train drivers began a strike two days later.|Reports the January 8 and 10, 2024 events as done.
4|K|forecast-comment|Farm protests alone could do it|If the farmers' week goes ahead at the scale they're promising, January should beat the average easily. 75%.|A conditional forecast.
""",
    ),
    Q(
        "n8-acled-georgia-protests-2024-05-20",
        "Will there be more 'Protests' in Georgia for the 30 days before 2024-05-20 compared to the 30-day average of 'Protests' over the 360 days preceding 2024-04-12?",
        "Resolves using ACLED event counts of the event type 'Protests' in Georgia (the country). YES if the count for the 30 days before 2024-05-20 exceeds the 30-day average over the 360 days before 2024-04-12. NO otherwise.",
        "2024-04-12",
        "2024-05-20",
        1,
        "geopolitics",
        """
8|K|news-snippet|Georgian Dream revives 'foreign agents' bill|The ruling party said on April 3 it would reintroduce a bill requiring organisations that receive more than 20% of their funding from abroad to register, a year after protests forced it to drop a similar law.|Reports an April 3 announcement before the cutoff.
2|K|parliament-agenda|Parliament of Georgia: plenary agenda|Draft law on transparency of foreign influence, first reading: week of April 15, 2024. Second and third readings to be scheduled by the Bureau.|A legislative schedule.
1|L|news-snippet|Police use tear gas on protesters in Tbilisi|Riot police fired tear gas and rubber bullets at thousands of demonstrators outside parliament on May 1, 2024, as lawmakers advanced the foreign agents bill.|Reports the May 1, 2024 protests as done.
3|L|news-snippet|Georgia passes foreign agents law despite protests|Parliament adopted the law in its third reading on 14 May 2024, by 84 votes to 30, as tens of thousands protested outside. President Salome Zourabichvili vowed to veto it.|Reports the May 14, 2024 vote as done.
5|K|forecast-comment|Last year's template|In March 2023 the bill triggered days of protests and was withdrawn. If the party pushes it through committee, expect the same, and more. 70%.|A conditional forecast.
""",
    ),
    Q(
        "n8-acled-png-riots-2024-01-31",
        "Will there be more 'Riots' in Papua New Guinea for the 30 days before 2024-01-31 compared to the 30-day average of 'Riots' over the 360 days preceding 2024-01-05?",
        "Resolves using ACLED event counts of the event type 'Riots' in Papua New Guinea. YES if the count for the 30 days before 2024-01-31 exceeds the 30-day average over the 360 days before 2024-01-05. NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "geopolitics",
        """
6|K|question-background|Papua New Guinea: riots baseline|Most ACLED riot events in PNG are tribal clashes in the Highlands, especially Enga province. The 360-day baseline averages a few dozen events a month.|Background with only earlier facts.
2|K|news-snippet|Public servants query pay deductions|Unions representing police and public servants say they will seek answers from the government about unexplained deductions expected in the next fortnightly pay run, on January 10, 2024.|A future pay date and a planned query.
1|L|news-snippet|State of emergency declared after Port Moresby riots|Prime Minister James Marape declared a 14-day state of emergency on January 11, 2024, after looting and arson in Port Moresby and Lae the previous day killed at least 15 people.|Reports the January 10-11, 2024 events as done.
3|L|news-snippet|'Black Wednesday': shops looted as police walk off|Crowds looted shops in the capital on Wednesday, 10 January 2024, after police and other public servants stopped work over a pay deduction the government later blamed on a glitch.|Reports the January 10, 2024 riots as done.
4|K|forecast-comment|Hard to call|Highlands clashes come in waves. Without knowing about any trigger in January, I'm near 40%.|A forecast with no later event reported.
""",
    ),
]

# --- Metaculus, Manifold and Polymarket style questions --------------------------------------------
QUESTIONS += [
    Q(
        "n8-metaculus-nasrallah-2024",
        "Will Hassan Nasrallah cease to be Secretary-General of Hezbollah before October 15, 2024?",
        "Resolves YES if, before October 15, 2024, Hassan Nasrallah dies, resigns or is otherwise replaced as Secretary-General of Hezbollah, as reported by credible media. Resolves NO otherwise.",
        "2024-09-20",
        "2024-10-15",
        1,
        "geopolitics",
        """
2|K|news-snippet|Nasrallah vows retaliation after pager blasts|In a televised speech on Thursday, Hezbollah leader Hassan Nasrallah called the explosions of pagers and radios on Sept. 17 and 18 a declaration of war and said Israel would face "a just reckoning".|Reports events before the cutoff.
6|K|platform-question|Metaculus: Nasrallah out before October 15?|Nasrallah has led Hezbollah since 1992 and rarely appears in public. The community prediction stands at 6%. The question closes on October 14, 2024.|The question's background and close date.
1|L|news-snippet|Hezbollah confirms Nasrallah killed in Israeli strike|Hezbollah said on September 28, 2024 that its leader Hassan Nasrallah had been killed in an Israeli air strike on its headquarters in Beirut's southern suburbs the evening before.|Reports the September 27-28, 2024 events as done.
3|L|news-snippet|Israel launches ground operation in southern Lebanon|Israeli troops crossed into southern Lebanon on 1 October 2024 in what the army called limited, targeted raids, days after killing Hezbollah's leader.|Reports the October 1, 2024 incursion as done.
4|K|forecast-comment|Escalation isn't decapitation|Israel has killed senior commanders this year, but going after Nasrallah himself would be a different step. I'd be at 8%, up from 3% before the pager attack.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-polymarket-sinwar-2024",
        "Yahya Sinwar killed or captured by October 31, 2024?",
        "This market resolves to Yes if Hamas leader Yahya Sinwar is confirmed killed or taken into custody between the market's creation and October 31, 2024, 11:59 PM ET, according to official statements or a consensus of credible reporting. Otherwise it resolves to No.",
        "2024-10-03",
        "2024-10-31",
        1,
        "geopolitics",
        """
5|K|market-rules|Polymarket: Sinwar killed or captured by Oct 31?|Resolution source: official Israeli or Hamas statements, or a consensus of credible reporting. A confirmation made after October 31, 2024 about a death before that date counts. Current price: 9¢.|Market rules with a future deadline.
2|K|news-snippet|Sinwar believed to be hiding in tunnels under Khan Younis|Israeli officials say Hamas's leader, named head of the group's political bureau in August after Ismail Haniyeh was killed in Tehran, is thought to move between tunnels and surround himself with hostages.|A report before the cutoff.
1|L|news-snippet|Israel confirms Sinwar killed in Rafah|Israel said on October 17, 2024 that DNA tests had confirmed Yahya Sinwar was killed the day before in a chance encounter with an army patrol in the Tal al-Sultan area of Rafah.|Reports the October 16-17, 2024 events as done.
3|L|comment-thread|Re: resolution?|Posted Oct 17, 2024: IDF and Hamas both confirm now. This should resolve Yes.|A comment dated after the cutoff reports the confirmation.
7|K|forecast-comment|A year on, still alive|It's been nearly a year since October 7. Israel found and killed Mohammed Deif in July; Sinwar is harder. 10% for this month.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-polymarket-putin-dprk-2024",
        "Will Vladimir Putin visit North Korea by June 30, 2024?",
        "Resolves YES if Vladimir Putin is physically present in North Korea at any time between market creation and June 30, 2024, as confirmed by Russian or North Korean state media or credible reporting. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "geopolitics",
        """
8|K|news-snippet|Kremlin says Putin visit to Pyongyang is being prepared|Kremlin spokesman Dmitry Peskov said no dates had been set, but South Korean officials expect Putin to visit North Korea and Vietnam in the coming weeks, his first trip to Pyongyang since 2000.|An expected visit with no date reported as done.
2|K|market-rules|Polymarket: Putin in North Korea by June 30?|Resolves Yes on confirmed physical presence in North Korea before June 30, 2024, 11:59 PM ET. Visits announced but not made do not count.|The market's rules.
1|L|news-snippet|Putin and Kim sign mutual defence pact|Vladimir Putin and Kim Jong Un signed a comprehensive strategic partnership treaty in Pyongyang on June 19, 2024, pledging to help each other if either is attacked.|Reports the June 19, 2024 visit and treaty as done.
3|L|news-snippet|Putin flies on to Hanoi|After less than 24 hours in Pyongyang, Putin arrived in Vietnam early on 20 June 2024 for talks with party chief To Lam.|Reports the June 20, 2024 arrival and the Pyongyang visit.
5|K|forecast-comment|Has he said June?|Russian media mention 'the summer', and satellite images show preparations at Kim Il Sung Square. I'd say 55% before June 30, most of the rest in July.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-metaculus-modi-kyiv-2024",
        "Will Narendra Modi visit Ukraine before September 1, 2024?",
        "Resolves YES if India's Prime Minister Narendra Modi makes an official visit to Ukrainian territory before September 1, 2024, as reported by credible media. Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-31",
        1,
        "geopolitics",
        """
14|K|news-snippet|Zelensky criticises Modi's Moscow visit|Volodymyr Zelensky called it a "huge disappointment" that Modi embraced Vladimir Putin in Moscow on July 8, the day a Russian missile hit a children's hospital in Kyiv.|Reports July events before the cutoff.
3|K|news-snippet|Modi expected in Poland, possibly Ukraine, this month|Indian officials say the prime minister will visit Poland on August 21-22, 2024, the first such trip in 45 years, and have not ruled out a stop in Kyiv afterwards.|A planned visit and a possibility.
1|L|news-snippet|Modi visits Kyiv, urges talks with Russia|Narendra Modi became the first Indian prime minister to visit Ukraine on August 23, 2024, arriving by overnight train from Poland and telling Zelensky that India was ready to help bring peace.|Reports the August 23, 2024 visit as done.
2|L|wiki-page|List of international prime ministerial trips made by Narendra Modi (2024)|Ukraine, Kyiv, 23 August 2024: met President Volodymyr Zelensky; visited the Martyrologist exhibition on children killed in the war.|The list records a visit on August 23, 2024.
6|K|forecast-comment|Low, but not tiny|India usually balances a Moscow visit with gestures to the West. A Warsaw trip is plausible; Kyiv is a big step. 20%.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-polymarket-orban-putin-2024",
        "Will Viktor Orbán meet Vladimir Putin in person by July 31, 2024?",
        "Resolves YES if Hungary's Prime Minister Viktor Orbán and Russia's President Vladimir Putin hold an in-person meeting between market creation and July 31, 2024, as confirmed by either government or credible reporting. Resolves NO otherwise.",
        "2024-06-28",
        "2024-07-31",
        1,
        "geopolitics",
        """
5|K|news-snippet|Hungary prepares for EU presidency under 'Make Europe Great Again' slogan|Hungary takes over the rotating presidency of the EU Council on July 1, 2024. Orbán has said he wants to use it to push for a ceasefire in Ukraine.|A future start date and stated aims.
1|L|news-snippet|Orbán meets Putin in Moscow on 'peace mission'|Viktor Orbán held talks with Vladimir Putin in the Kremlin on July 5, 2024, days after visiting Kyiv, drawing sharp criticism from EU leaders who said he had no mandate to speak for the bloc.|Reports the July 5, 2024 meeting as done.
2|L|news-snippet|Orbán in Kyiv for first time since war began|Hungary's prime minister visited Kyiv on July 2, 2024, and urged Volodymyr Zelensky to consider a quick ceasefire before negotiations.|Reports a later event, the July 2, 2024 visit.
3|L|news-snippet|After Moscow and Beijing, Orbán visits Trump|Orbán met Donald Trump at Mar-a-Lago on July 11, 2024, the last stop of a tour that also took him to Xi Jinping in Beijing on July 8.|Reports July 8 and 11, 2024 meetings, after the cutoff.
8|K|forecast-comment|They last met in Beijing|Orbán and Putin met in October 2023 at the Belt and Road forum. A Moscow trip during the EU presidency would be provocative. 15%.|A forecast with only earlier events.
""",
    ),
    Q(
        "n8-metaculus-ru-ua-swap-2025",
        "Will Russia and Ukraine exchange at least 500 prisoners each in a single agreed exchange before June 15, 2025?",
        "Resolves YES if, before June 15, 2025, Russia and Ukraine complete a prisoner exchange agreed as one deal in which each side releases at least 500 people (the exchange may take place over several days), as reported by either government or credible media. Resolves NO otherwise.",
        "2025-05-12",
        "2025-06-15",
        1,
        "geopolitics",
        """
1|K|news-snippet|Putin proposes direct talks with Ukraine in Istanbul|Vladimir Putin proposed on Sunday that Russia and Ukraine resume direct negotiations in Istanbul on May 15, 2025. Volodymyr Zelensky said he would be there and challenged Putin to come in person.|A proposed future meeting.
3|K|platform-question|Metaculus: 500-for-500 swap before June 15?|The largest single exchange so far released about 230 from each side. The question counts an exchange split over several days if it is announced as one deal.|The question's background and rules.
1|L|news-snippet|Ukraine and Russia agree to swap 1,000 prisoners each|Delegations meeting in Istanbul on May 16, 2025, their first direct talks since 2022, agreed to exchange 1,000 prisoners of war each, the biggest swap of the war.|Reports the May 16, 2025 agreement as done.
2|L|news-snippet|Three-day exchange completed|The last 303 Ukrainian soldiers came home on May 25, 2025, completing the 1,000-for-1,000 exchange that began two days earlier, Zelensky said.|Reports the May 23-25, 2025 exchange as done.
6|K|forecast-comment|Talks first, swaps later|Every big swap has needed UAE mediation and weeks of lists. Even if Istanbul happens, 500 each by mid-June is a stretch. 20%.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-polymarket-madleen-2025",
        "Will the Freedom Flotilla boat Madleen reach Gaza by June 15, 2025?",
        "Resolves Yes if the Madleen, carrying activists including Greta Thunberg, docks at or lands passengers or cargo in the Gaza Strip by June 15, 2025, 11:59 PM ET. Interception by Israeli forces before arrival resolves No, unless the boat later reaches Gaza before the deadline.",
        "2025-06-05",
        "2025-06-15",
        0,
        "geopolitics",
        """
3|K|news-snippet|Thunberg sets sail for Gaza from Sicily|The Madleen left the port of Catania on Sunday with 12 activists and a small load of aid, and expects to reach Gaza in about seven days, organisers said.|Reports a departure and an expected arrival.
1|K|market-rules|Polymarket: Madleen reaches Gaza by June 15?|Resolves No if the boat is intercepted and diverted. Tracking data from the Freedom Flotilla Coalition will be used alongside credible reporting.|The market's rules.
1|L|news-snippet|Israel intercepts Gaza-bound boat carrying Greta Thunberg|Israeli naval forces boarded the Madleen in international waters in the early hours of June 9, 2025, and towed it to the port of Ashdod.|Reports the June 9, 2025 interception as done.
2|L|news-snippet|Thunberg deported from Israel|Greta Thunberg was flown out of Ben Gurion airport on 10 June 2025 after refusing to sign a deportation order, Israel's foreign ministry said.|Reports the June 10, 2025 deportation as done.
4|K|forecast-comment|History says no|In 2010 and 2018 Israel stopped every flotilla boat before it got close. The Conscience was hit by drones off Malta in May. 3%.|A forecast with only earlier events.
""",
    ),
    Q(
        "n8-polymarket-gabbard-2025",
        "Will Tulsi Gabbard be confirmed as Director of National Intelligence by February 28, 2025?",
        "Resolves Yes if the US Senate votes to confirm Tulsi Gabbard as Director of National Intelligence by February 28, 2025, 11:59 PM ET. Otherwise resolves No.",
        "2025-02-03",
        "2025-02-28",
        1,
        "elections",
        """
4|K|news-snippet|Gabbard grilled on Snowden at confirmation hearing|Tulsi Gabbard repeatedly declined to call Edward Snowden a traitor at her Senate Intelligence Committee hearing on January 30, leaving her nomination's fate with a handful of Republicans.|Reports a January 30 hearing before the cutoff.
1|K|committee-calendar|Senate Select Committee on Intelligence: business meeting|Closed business meeting to vote on the nomination of Tulsi Gabbard to be Director of National Intelligence: Tuesday, February 4, 2025.|A scheduled committee vote.
1|L|news-snippet|Senate confirms Gabbard as intelligence chief|The Senate confirmed Tulsi Gabbard as Director of National Intelligence by 52 to 48 on February 12, 2025, with Mitch McConnell the only Republican to vote no.|Reports the February 12, 2025 vote as done.
2|L|news-snippet|Intelligence panel advances Gabbard after Young relents|The Senate Intelligence Committee voted 9-8 along party lines on Feb. 4, 2025, to send Gabbard's nomination to the floor, after Todd Young said he had received assurances on Snowden.|Reports the February 4, 2025 committee vote.
7|K|forecast-comment|Depends on Collins, Young and Murkowski|Losing all three would sink her in committee if one more defects. I'm at 70% given how Hegseth got through.|A forecast with no later event reported.
""",
    ),
    Q(
        "n8-manifold-gulf-of-america-2025",
        "Will Donald Trump sign an executive order renaming the Gulf of Mexico by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, President Donald Trump signs an executive order or proclamation that renames the Gulf of Mexico (for example, to 'Gulf of America') for federal use. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-31",
        1,
        "legislation",
        """
2|K|news-snippet|Trump says he will rename Gulf of Mexico|At a news conference at Mar-a-Lago on January 7, Donald Trump said he would change the name of the Gulf of Mexico to the 'Gulf of America', adding that it had "a beautiful ring".|A past statement about a future act.
4|K|platform-question|Manifold: Gulf of America EO by end of January?|Resolves on an executive order or proclamation, not legislation. A bill introduced by Rep. Marjorie Taylor Greene would not count. Inauguration is January 20, 2025.|The question's criteria and a scheduled date.
1|L|news-snippet|Trump orders Gulf of Mexico renamed 'Gulf of America'|President Trump signed an executive order on January 20, 2025, his first day back in office, directing the Interior Department to rename the Gulf of Mexico and to restore the name Mount McKinley.|Reports the January 20, 2025 order as done.
2|L|news-snippet|Google Maps switches to Gulf of America for US users|Google began showing 'Gulf of America' to users in the United States on February 10, 2025, after the federal Geographic Names Information System was updated.|Reports a later event dated February 10, 2025.
6|K|forecast-comment|Executive orders come on day one|He has promised a flood of day-one orders. If this is on the list, it resolves fast; if not, it drifts. 60%.|A conditional forecast.
""",
    ),
    Q(
        "n8-manifold-america-party-2025",
        "Will Elon Musk announce the formation of a new US political party by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, Elon Musk publicly announces that he has formed or is launching a new political party in the United States. A poll or a hypothetical does not count; a filing with the FEC is not required. Resolves NO otherwise.",
        "2025-06-26",
        "2025-07-31",
        1,
        "elections",
        """
20|K|news-snippet|Musk asks followers if it's time for a new party|Amid his feud with President Trump, Elon Musk posted a poll on June 5 asking whether a new party representing "the 80% in the middle" should be created. About 80% of respondents said yes.|Reports a June 5 poll before the cutoff.
3|K|news-snippet|Senate aims to pass tax-and-spending bill before July 4|Republican leaders want the Senate to pass the 'One Big Beautiful Bill' and send it back to the House in time for the president to sign it on July 4, 2025. Musk has called the bill a "disgusting abomination".|A legislative target date and past statements.
1|L|news-snippet|Musk says he has formed the 'America Party'|Elon Musk announced on July 5, 2025 that he had created the America Party, a day after President Trump signed the tax and spending bill Musk had fought against.|Reports the July 5, 2025 announcement and July 4 signing as done.
2|L|news-snippet|Senate passes megabill with Vance tie-breaker|The Senate approved the bill 51-50 on July 1, 2025, after Vice President JD Vance cast the deciding vote; Musk repeated his threat to form a new party the same day.|Reports the July 1, 2025 vote as done.
5|K|forecast-comment|Polls aren't parties|He has floated it, but he also has Tesla and SpaceX business with the government. Unless the bill passes and he follows through, I'd stay near 25%.|A conditional forecast.
""",
    ),
]
