# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold10` part, read by `build_hold10.py`.

Business and finance text: earnings previews and recaps, SEC-style filings and 8-K summaries,
analyst notes, broker research snippets, fund letters, market-data and quote pages, crypto
exchange notices, M&A deal trackers, IPO calendars and commodity reports. Most questions' documents
are one line each in a string, fields separated by `|`: days before the cutoff it is published,
label (L=leak / K=keep), style, title, text, why; the few that hold a table (whose cells are
separated by `|`) are tuples of the same six fields. Written blind as a held-out part; see
`build_hold10.py` and the README. The events are real; the wording is invented and the figures
are from memory, not checked data.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lz-nvda-q1fy25-revenue",
        "Will Nvidia report revenue above $24.0 billion for the first quarter of its fiscal 2025?",
        "Resolves YES if the revenue in Nvidia's results for the quarter ended April 28, 2024, scheduled for release on May 22, 2024, is above $24.0 billion. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-22",
        1,
        "earnings",
        """
9|K|earnings-preview|NVDA 1Q FY25 preview: the bar is closer to $24.6B than the guide|Nvidia guided first-quarter revenue to $24.0 billion, plus or minus 2%, back in February, and consensus has drifted up to about $24.6 billion since. Results are due after the close on Wednesday, May 22, 2024. We expect data center to do nearly all the work again and think the real debate is the July-quarter outlook.|A preview of results scheduled after the cutoff.
3|L|earnings-recap|NVDA 1Q25: $26.0B, a ten-for-one split and a bigger dividend|Revenue for the quarter ended April 28 was $26.04 billion, reported May 22, 2024, with data center at $22.6 billion, up more than fourfold from a year ago. Management also announced a 10-for-1 forward split and raised the quarterly dividend 150% on a post-split basis. Guide for Q2: $28.0 billion, plus or minus 2%.|Reports the May 22, 2024 results as done.
14|K|8-k-summary|Nvidia sets date for first-quarter call|Nvidia said in a filing it will host a conference call on May 22, 2024 at 2 p.m. PT to discuss results for the first quarter of fiscal 2025. A live webcast will be available on its investor relations site.|A scheduled call after the cutoff.
2|L|quote-page|NVIDIA Corp (NASDAQ: NVDA)|Last close 1,037.99 USD, +93.01 (+9.32%), Thu May 23 2024, 4:00 PM EDT. Day range 1,008.10-1,063.20. First close above $1,000 a share; volume roughly 2.3x the 30-day average after the company's quarterly report.|A quote page shows the May 23, 2024 post-earnings close.
6|K|broker-snippet|Into the print we stay Buy, PT $1,100|Supply of H100 has loosened, lead times are down to eight to twelve weeks, and Blackwell ramps in the back half. For the April quarter we sit at $24.9bn revenue, above the guide; the stock typically moves 8-10% on the day after results.|A forecast ahead of a report after the cutoff.
5|L|analyst-note|Raising estimates after a clean beat|We lift FY25 revenue to $118bn following the May 22, 2024 report, in which the company beat its own guide by $2bn and guided above the Street. The split, effective June 10, 2024, should widen the retail shareholder base.|Refers to the May 22, 2024 beat as done.
""",
    ),
    Q(
        "lz-googl-q4-2023-ads",
        "Will Alphabet report Google advertising revenue above $66.0 billion for the fourth quarter of 2023?",
        "Resolves YES if Google advertising revenue in Alphabet's fourth-quarter 2023 earnings release, expected on January 30, 2024, exceeds $66.0 billion. Resolves NO otherwise.",
        "2024-01-18",
        "2024-01-30",
        0,
        "earnings",
        """
11|K|earnings-calendar|Mega-cap week: who reports when|Microsoft and Alphabet report after the bell on Tuesday, Jan. 30, 2024; Apple, Amazon and Meta follow on Thursday, Feb. 1. For Alphabet the line that matters is ad revenue, where consensus is near $65.9 billion, versus $54.5 billion a year earlier.|A calendar and consensus for reports after the cutoff.
4|L|earnings-recap|Alphabet 4Q23: revenue beat, ad line light, stock -6%|Alphabet's Jan. 30, 2024 release showed total revenue of $86.3 billion but Google advertising of $65.5 billion, below the roughly $65.9 billion analysts had pencilled in. The shares lost about 7% after hours as capex guidance also rose.|Reports the January 30, 2024 results.
7|K|analyst-note|GOOGL: holiday checks point to ads in line|Our December retail-search checks were healthy and YouTube somewhat softer. We model fourth-quarter ad revenue of $65.8 billion; anything above $66 billion at the Jan 30 report would be upside to our numbers.|A forecast for a report after the cutoff.
2|L|broker-snippet|Desk note, 31 Jan 2024: ads miss by a hair|Total ads $65.52bn v. our $66.1bn; YouTube $9.20bn v. $9.16bn cons; Cloud op margin 9.4%. Stock indicated -6% pre-market this morning.|A note dated after the cutoff gives the reported fourth-quarter figures.
16|K|sec-filing-summary|10-Q recap: Alphabet third quarter 2023|Alphabet's quarterly report for the period ended September 30, 2023 showed Google advertising revenue of $59.6 billion, up 9%, and Google Cloud swinging to an operating profit of $266 million.|Only facts dated before the cutoff.
1|K|options-market|GOOGL implied move: about 6%|Weekly options expiring Feb. 2, 2024 price a move of roughly 6% either way for the Jan. 30 report, close to the stock's eight-quarter average reaction.|Option pricing ahead of a report after the cutoff.
""",
    ),
    Q(
        "lz-jpm-q4-2023-net-income",
        "Will JPMorgan Chase report net income above $10.0 billion for the fourth quarter of 2023?",
        "Resolves YES if net income in JPMorgan Chase's fourth-quarter 2023 results, scheduled for January 12, 2024, is above $10.0 billion. Resolves NO otherwise.",
        "2024-01-02",
        "2024-01-12",
        0,
        "earnings",
        """
8|K|earnings-preview|Bank earnings kick off Jan. 12: the FDIC charge is the wild card|JPMorgan, Citi, Bank of America and Wells Fargo all report on Friday, January 12, 2024. The industry's special assessment to refill the deposit insurance fund, roughly $2.9 billion for JPMorgan alone on our math, is expected to be booked in the fourth quarter and will depress reported net income.|A preview of results scheduled after the cutoff.
3|L|earnings-recap|JPM 4Q23: $9.3B net, $49.6B for the year|JPMorgan earned $9.3 billion, or $3.04 a share, in the fourth quarter, it said on January 12, 2024, after a $2.9 billion FDIC special assessment and $743 million of securities losses. Full-year profit of $49.6 billion was the largest in U.S. banking history.|Reports the January 12, 2024 results.
15|K|analyst-note|JPM: NII guide for 2024 is the debate|Management's $88 billion-plus net interest income guide for 2023, given at the September conference, looks safe. For 2024 we expect a step down as deposit costs catch up, and we model fourth-quarter EPS of $3.60 before one-off items.|A forecast with only earlier dated facts.
1|L|transcript-excerpt|JPMorgan 4Q23 call: Dimon on the outlook|The chief executive told analysts on the Jan. 12, 2024 call that the U.S. economy had held up well, while cautioning that deficits and quantitative tightening could keep inflation stickier than markets expect. CFO Jeremy Barnum guided 2024 NII to about $90 billion.|Reports remarks on the January 12, 2024 earnings call.
21|K|8-k-summary|JPMorgan Chase files 8-K on earnings date|JPMorgan Chase said it will release fourth-quarter 2023 results before the market opens on January 12, 2024, followed by a 8:30 a.m. ET conference call.|Announces a scheduled release after the cutoff.
2|L|market-wrap|Bank stocks mixed as the big four report|JPMorgan shares slipped about 1% on Jan. 12, 2024 as the FDIC charge and a cautious net interest income outlook offset record annual profit, while Citigroup said it would cut 20,000 jobs by 2026.|Reports the January 12, 2024 results and reactions.
""",
    ),
    Q(
        "lz-meta-q1-2024-revenue",
        "Will Meta Platforms report first-quarter 2024 revenue above $36.0 billion?",
        "Resolves YES if revenue in Meta's first-quarter 2024 results, expected on April 24, 2024, exceeds $36.0 billion. Resolves NO otherwise.",
        "2024-04-12",
        "2024-04-24",
        1,
        "earnings",
        """
10|K|earnings-preview|Meta Q1: guide of $34.5-37.0B, Street at $36.2B|Meta guided first-quarter revenue to $34.5 billion to $37.0 billion in February, and most analysts have settled near the top half. Results arrive after the close on April 24, 2024; capex and Reality Labs losses are the swing factors for the stock, not the top line.|A preview of results scheduled after the cutoff.
2|L|market-wrap|Meta sinks as spending plans overshadow revenue|Meta shares fell 10.5% on April 25, 2024, erasing about $125 billion of market value, after the company raised its capital spending forecast to $35-40 billion. First-quarter revenue of $36.46 billion, reported the day before, beat estimates, but the second-quarter outlook of $36.5-39 billion was lighter than hoped.|Reports the April 24-25, 2024 results and share drop.
18|K|sec-filing-summary|Meta 10-K highlights|Meta's annual report for 2023 showed revenue of $134.9 billion and 3.19 billion daily active people across its family of apps in December 2023. The first quarterly dividend, of $0.50 a share, will be paid on March 26, 2024.|Only facts dated before the cutoff.
5|K|analyst-note|META: we'd buy any post-print weakness|Our ad-check survey points to first-quarter revenue around $36.4 billion. If management nudges capex higher on April 24 and the stock sells off, we would add; the return on AI infrastructure is showing up in ad conversion.|A forecast and a conditional about a report after the cutoff.
1|L|broker-snippet|1Q24 recap: rev +27% y/y|Rev $36.46bn (+27% y/y) v. cons $36.16bn; FoA op margin 49%; RL op loss $3.85bn; 2Q guide $36.5-39.0bn v. cons $38.3bn. Reported Apr 24, 2024.|Reports first-quarter figures released April 24, 2024.
6|L|earnings-preview-updated|Meta Q1: what to watch|Key items: revenue against the $34.5-37.0bn guide, 2024 capex ($30-37bn), Reality Labs losses. UPDATE, April 24, 2024: revenue $36.46bn; Q2 guide $36.5-39bn; capex range raised to $35-40bn; shares down 15% after hours.|An update appended to a preview reports the April 24, 2024 results.
""",
    ),
    Q(
        "lz-sbux-fq2-2024-comps",
        "Will Starbucks report positive global comparable store sales growth for its fiscal second quarter of 2024?",
        "Resolves YES if Starbucks' results for the quarter ended March 31, 2024, expected on April 30, 2024, show global comparable store sales growth above 0%. Resolves NO otherwise.",
        "2024-04-16",
        "2024-04-30",
        0,
        "earnings",
        """
12|K|earnings-calendar|Restaurants: reporting dates, late April to early May|2024-04-24 AMC: Chipotle. 2024-04-30 BMO: McDonald's, Restaurant Brands. 2024-04-30 AMC: Starbucks. 2024-05-01 BMO: Yum Brands. Consensus for Starbucks global comps: +1.4%.|A calendar and consensus for reports after the cutoff.
4|L|earnings-recap|Starbucks comps fall 4%, guidance cut|Global comparable sales dropped 4% in the fiscal second quarter, Starbucks said on April 30, 2024, with U.S. comps down 3% and China down 11%. Revenue slipped to $8.56 billion and the company lowered its full-year outlook; the shares fell about 16% the next day.|Reports the April 30, 2024 results.
20|K|analyst-note|SBUX: January was weather, not demand, says management|Starbucks blamed a storm-hit January for a soft start to the quarter at a conference in March. We model global comps of +1% for the March quarter and still see the full-year guide of 4-6% growth as a stretch.|A forecast before the report.
1|K|broker-snippet|Trimming SBUX comps to flat|Our card-spend data show U.S. transactions down mid-single digits through mid-April. We now model global comps of 0% for FQ2, results due after the close on Tuesday, April 30, 2024, and see downside to the guide.|A forecast ahead of a report after the cutoff.
2|L|market-wrap|Consumer names hit after Starbucks shock|Restaurant stocks slid on May 1, 2024 after Starbucks reported its first quarterly comparable sales decline since the pandemic and Chief Executive Laxman Narasimhan called the results disappointing.|Reports the results and market reaction of May 1, 2024.
7|K|8-k-summary|Starbucks to webcast Q2 results|Starbucks will release its fiscal second-quarter 2024 results after market close on April 30, 2024 and host a conference call at 2:00 p.m. Pacific.|A scheduled release after the cutoff.
""",
    ),
    Q(
        "lz-nike-fq2-2024-revenue",
        "Will Nike report revenue above $13.0 billion for its fiscal second quarter of 2024?",
        "Resolves YES if revenue in Nike's results for the quarter ended November 30, 2023, expected on December 21, 2023, exceeds $13.0 billion. Resolves NO otherwise.",
        "2023-12-08",
        "2023-12-21",
        1,
        "earnings",
        """
6|K|earnings-preview|Nike's holiday quarter: inventory clean, demand the question|Nike reports fiscal second-quarter results on Thursday, Dec. 21, 2023, after the close. Consensus revenue is about $13.4 billion, roughly flat on a year ago, and the company has said it expects revenue up slightly for the first half.|A preview of results scheduled after the cutoff.
2|L|earnings-recap|Nike cuts outlook, plans $2 billion in savings|Nike posted revenue of $13.4 billion for the quarter ended Nov. 30, up 1%, on Dec. 21, 2023, but lowered its full-year sales forecast and unveiled a plan to cut up to $2 billion in costs over three years. The stock lost about 12% the following session.|Reports the December 21, 2023 results.
19|K|sec-filing-summary|Nike 10-Q: first quarter fiscal 2024|For the quarter ended August 31, 2023 Nike reported revenue of $12.9 billion, flat from a year earlier, with inventories down 10% to $8.7 billion and gross margin up 10 basis points.|Only facts dated before the cutoff.
4|K|broker-snippet|NKE: expect a beat on gross margin, caution on China|We model FQ2 revenue of $13.3bn. Risk skews to the China commentary on the Dec 21 call; a guide-down for second-half sales is not in our numbers.|A forecast ahead of a report after the cutoff.
1|L|analyst-note|Downgrade to Neutral after the December 21 guide-down|We step aside following the fiscal Q2 report of December 21, 2023: the top line ($13.39bn) was fine, but management now sees full-year revenue up only about 1% and flagged heavier promotions in the second half.|Reports the December 21, 2023 report as done.
3|L|market-wrap|Nike drags on consumer stocks|Nike shares fell nearly 12% on December 22, 2023, their worst day in more than three years, after the sportswear maker cut its sales outlook and warned of a more promotional environment.|Reports the December 22, 2023 share drop.
""",
    ),
    Q(
        "lz-brk-q3-2024-cash",
        "Will Berkshire Hathaway report cash and Treasury bill holdings above $300 billion at the end of the third quarter of 2024?",
        "Resolves YES if Berkshire Hathaway's third-quarter 2024 report, expected on November 2, 2024, shows cash, cash equivalents and short-term Treasury bills above $300 billion at September 30, 2024. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-02",
        1,
        "earnings",
        """
13|K|fund-letter|Quarterly letter to partners, third quarter|Berkshire remains our largest holding. The cash pile stood at $276.9 billion at the end of June after further Apple sales, and with Bank of America selling visible in Form 4s through September, a figure above $300 billion in the November report would not surprise us. We do not expect buybacks at the current valuation.|A past figure and an expectation for a report after the cutoff.
3|L|earnings-recap|Berkshire's cash hits $325 billion as selling continues|Berkshire Hathaway said on Saturday, Nov. 2, 2024, that cash and Treasury bills reached $325.2 billion at the end of September. It sold about a quarter of its remaining Apple stake in the quarter and bought back no stock for a second straight quarter; operating earnings fell 6% to $10.1 billion.|Reports the November 2, 2024 results.
9|K|sec-filing-summary|Form 4 tally: Berkshire's Bank of America sales|Berkshire has sold roughly $10 billion of Bank of America shares since mid-July, according to filings through October 10, 2024, taking its stake to about 10.1%. Once below 10% it will no longer have to report each sale within two business days.|Filings dated before the cutoff, and a condition.
1|L|fund-letter|Postscript to our October letter|Since we wrote, Berkshire's third-quarter report of November 2, 2024 showed cash and T-bills of $325 billion and the Apple position cut to roughly 300 million shares, so the pile now exceeds the market value of all but a handful of S&P 500 companies.|A postscript reports the November 2, 2024 figures.
6|K|analyst-note|BRK: what to watch on November 2|The 10-Q is due Saturday, November 2, 2024, ahead of the Monday open. We will look for the Apple share count, any repurchases, and the insurance float, which we estimate at $173 billion.|A schedule and items to watch for a report after the cutoff.
20|K|quote-page|Berkshire Hathaway Inc. Class B (NYSE: BRK.B)|Prev. close 475.92 (Sept 24, 2024); 52-week range 330.58-484.20; market cap about $1.03T. Next earnings: Nov 2, 2024 (estimated).|A quote page with past prices and an estimated earnings date.
""",
    ),
    Q(
        "lz-figma-ipo-2025",
        "Will Figma shares close their first day of trading above $50?",
        "Resolves YES if Figma's class A common stock, expected to begin trading on the NYSE under the ticker FIG around July 31, 2025, closes above $50.00 on its first trading day. Resolves NO otherwise.",
        "2025-07-28",
        "2025-08-12",
        1,
        "ipos",
        """
5|K|ipo-calendar|IPO calendar: week of July 28|Figma (FIG, NYSE) is marketing 36.9 million shares at $25-28, with pricing expected Wednesday, July 30, 2025, and trading the next morning. Also scheduled: a handful of small-cap biotech deals and one bank conversion.|A calendar of an IPO after the cutoff.
3|L|ipo-recap|Figma more than triples in NYSE debut|Figma priced at $33 on July 30, 2025, above a raised range, and opened at $85 the next day. The stock closed its first session on July 31 at $115.50, up 250%, valuing the design software maker at close to $60 billion on a fully diluted basis.|Reports the July 30-31, 2025 pricing and debut.
16|K|sec-filing-summary|Figma's S-1: the numbers|Figma's public filing of July 1, 2025 showed first-quarter revenue of $228 million, up 46% from a year earlier, and a net income of $44.9 million. Co-founder Dylan Field holds super-voting class B stock.|Only facts dated before the cutoff.
2|K|broker-snippet|FIG: books said to be covered many times|Order books were reportedly more than 30 times covered within a day of launch. Deals this hot have tended to price above range; whether the stock holds above $50 on day one depends on how many shares are released to the float.|Expectations and a condition for an IPO after the cutoff.
1|L|quote-page|Figma Inc (NYSE: FIG)|FIG 122.00 -3.50 (-2.79%) as of Aug 1, 2025 11:42 AM EDT. IPO price $33.00 (07/31/2025). First-day close $115.50.|A quote page reports the July 31, 2025 first-day close and an August 1 price.
12|L|deal-tracker|Tech IPO pipeline, updated|Figma: listed July 31, 2025 (priced $33, first close $115.50). Navan: filed confidentially. Klarna: roadshow expected September. StubHub: paused since April. Adobe's $20 billion bid for Figma was abandoned in December 2023.|An updated tracker reports the July 31, 2025 listing and first close.
""",
    ),
    Q(
        "lz-klarna-ipo-2025",
        "Will Klarna shares close their first trading day above the IPO price?",
        "Resolves YES if Klarna Group's shares, expected to list on the NYSE under KLAR in September 2025, close their first trading day above the price set in the offering. Resolves NO if they close at or below it. Resolves by October 1, 2025.",
        "2025-09-08",
        "2025-10-01",
        1,
        "ipos",
        """
6|K|ipo-calendar|This week's pricings|Klarna (KLAR) launched its roadshow on Sept. 2 with a range of $35-37 for 34.3 million shares; pricing is expected on Tuesday, Sept. 9, 2025, with NYSE trading set for Wednesday, Sept. 10. Gemini, the crypto exchange, is slated for the following Friday.|A calendar of pricing and listing after the cutoff.
2|L|ipo-recap|Klarna closes up 15% on first day|Klarna sold shares at $40, above the marketed range, and opened at $52 on Sept. 10, 2025, before ending the day at $45.82. The buy-now-pay-later firm raised $1.37 billion, most of the shares coming from existing holders.|Reports the September 10, 2025 debut.
20|K|deal-tracker|Klarna back on the IPO track|The Swedish lender, which delayed its listing in April after tariff turmoil hit markets, updated its F-1 in August. It reported a second-quarter net loss of $53 million on revenue of $823 million.|Only facts dated before the cutoff.
1|K|broker-snippet|KLAR: pricing chatter above range|Books are said to be multiple times covered; talk is of pricing at or above $37. A first-day close above issue would be the base case in this tape, but BNPL peers trade at a discount to fintech.|Expectations for an IPO after the cutoff.
3|L|ipo-recap|Week in IPOs: three of four finish above issue|Klarna (priced $40, first close $45.82 on 10 September 2025), Figure Technology (priced $25, up 24%) and Gemini (priced $28, up 14% on 12 September) all held gains; only the small-cap deal broke issue.|A weekly recap reports debuts of September 10-12, 2025.
1|L|quote-page|Klarna Group plc (NYSE: KLAR)|KLAR 45.82 +5.82 (+14.55% vs. IPO price) at close, Sep 10, 2025. Open 52.00. Day range 45.10-57.20. IPO price 40.00.|A quote page shows the September 10, 2025 first-day close.
""",
    ),
    Q(
        "lz-stubhub-ipo-2025",
        "Will StubHub shares close their first trading day above the IPO price?",
        "Resolves YES if StubHub Holdings' shares, expected to begin trading on the NYSE under STUB in September 2025, close their first trading day above the offering price. Resolves NO otherwise. Resolves by October 10, 2025.",
        "2025-09-12",
        "2025-10-10",
        0,
        "ipos",
        """
4|K|ipo-calendar|Ticketing IPO back on|StubHub set terms on Sept. 8 for 34 million shares at $22-25. Pricing is expected Tuesday, Sept. 16, 2025, after the close, with trading to start on the NYSE the next morning.|Scheduled pricing and trading after the cutoff.
2|L|ipo-recap|StubHub slips below issue on debut|StubHub priced at $23.50, mid-range, and opened at $25.35 on Sept. 17, 2025, but closed at $22.00, down 6.4%, giving it a market value of about $8 billion. The company had postponed its listing in April amid tariff volatility.|Reports the September 17, 2025 debut.
10|K|sec-filing-summary|StubHub's S-1/A: revenue and risk factors|StubHub reported first-half 2025 revenue of $828 million and a net loss that widened on interest costs. Risk factors flag the FTC's all-in pricing rule, which took effect in May 2025.|Only facts dated before the cutoff.
1|K|broker-snippet|STUB: the lukewarm one|Unlike Klarna, StubHub is not said to be heavily oversubscribed; we'd expect pricing within range on the 16th. A break of issue is possible if the Sept. 17 open is soft.|A forecast and a condition for an IPO after the cutoff.
3|L|quote-page|StubHub Holdings (NYSE: STUB)|STUB 21.12 -0.88 (-4.00%), Sept 18, 2025 close. Previous close 22.00 (first day, Sept 17). IPO price 23.50.|A quote page shows the September 17-18, 2025 closes.
6|L|deal-tracker|September IPO scorecard|Klarna +15% day one; Gemini +14%; Figure +24%; StubHub -6% (debut September 17, 2025). Netskope and Via are still to come.|A tracker reports StubHub's September 17, 2025 debut.
""",
    ),
    Q(
        "lz-astera-ipo-2024",
        "Will Astera Labs shares close their first trading day above $50?",
        "Resolves YES if Astera Labs' common stock, expected to begin trading on Nasdaq under ALAB in March 2024, closes above $50.00 on its first trading day. Resolves NO otherwise. Resolves by April 15, 2024.",
        "2024-03-14",
        "2024-04-15",
        1,
        "ipos",
        """
2|K|ipo-calendar|AI chip connectivity IPO sets range|Astera Labs filed terms on March 11 for 17.8 million shares at $27-30. Pricing is expected the week of March 18, 2024, and the Santa Clara company will list on Nasdaq as ALAB.|An IPO scheduled after the cutoff.
2|L|ipo-recap|Astera Labs soars 72% in Nasdaq debut|Astera Labs priced at $36 on March 19, 2024 after twice raising its range, then opened at $52.56 on March 20 and closed at $62.03. The offering raised $713 million.|Reports the March 19-20, 2024 pricing and debut.
1|K|broker-snippet|ALAB: books said to be well covered|At the $27-30 range, a day-one close above $50 would need a 67% pop from the top, which Reddit-week sentiment could deliver, but we would not bet on it.|A forecast for a debut after the cutoff.
12|K|deal-tracker|Q1 2024 tech IPO tracker|Filed publicly: Astera Labs (Feb. 26), Reddit (Feb. 22). Both target March listings. Ibotta and Rubrik have filed confidentially.|Only filings dated before the cutoff and stated plans.
4|L|market-wrap|IPO market's best week in two years|Astera Labs' 72% debut gain on March 20, 2024 and Reddit's 48% first-day jump on March 21, 2024 gave the IPO market its busiest week since 2021.|Reports the March 20-21, 2024 debuts.
1|L|quote-page|Astera Labs, Inc. (NASDAQ: ALAB)|ALAB 62.03 +26.03 (+72.31%) At close: March 20, 2024 4:00 PM EDT. Open 52.56. IPO price 36.00.|A quote page shows the March 20, 2024 first-day close.
""",
    ),
    Q(
        "lz-pershing-usa-listing-2024",
        "Will Pershing Square USA begin trading on the NYSE by August 31, 2024?",
        "Resolves YES if shares of Pershing Square USA, Ltd., the closed-end fund proposed by Bill Ackman's Pershing Square, begin trading on the New York Stock Exchange on or before August 31, 2024. Resolves NO otherwise.",
        "2024-07-22",
        "2024-08-31",
        0,
        "ipos",
        """
12|K|fund-letter|Letter to shareholders of Pershing Square Holdings|We are pleased to report that the U.S. closed-end fund, Pershing Square USA, has filed its registration statement and expects to list on the New York Stock Exchange under the symbol PSUS. The roadshow is under way and we expect pricing in the week of July 29, 2024.|A fund's stated plan for a listing after the cutoff.
3|L|ipo-recap|Ackman shelves Pershing Square USA listing|Bill Ackman postponed the initial public offering of Pershing Square USA on July 31, 2024, a week after cutting the fund's target from as much as $25 billion to $4 billion. He said the fund would return with a revised offering.|Reports the July 31, 2024 postponement.
6|K|ipo-calendar|Expected listings, weeks of July 22 and July 29|Lineage Inc. (LINE, Nasdaq): 47 million shares at $70-82, pricing expected July 24. Pershing Square USA (PSUS, NYSE): closed-end fund at $50.00 a share, pricing tentatively July 30, 2024. Dates are company estimates and subject to change.|A calendar of expected pricings after the cutoff.
8|K|broker-snippet|PSUS: why closed-end funds trade at a discount|Closed-end funds usually trade below net asset value after listing; Pershing Square Holdings in London has traded at a 30% discount. Whether PSUS avoids that fate depends on the fee waiver and the size of the raise.|An explainer with no date on or after the cutoff.
1|L|deal-tracker|Listings pulled or postponed, summer 2024|Pershing Square USA (PSUS), postponed July 31, 2024, after the target raise fell to $4bn; no new date set as of mid-August 2024.|A tracker reports the July 31, 2024 postponement.
17|K|sec-filing-summary|Pershing Square USA: N-2 amendment|The fund's amended registration statement, filed in June 2024, describes a permanent-capital vehicle with no management fee for the first year and a plan to list on the NYSE.|Only a filing dated before the cutoff and a stated plan.
""",
    ),
    Q(
        "lz-amzn-q4-2023-sales",
        "Will Amazon report fourth-quarter 2023 net sales above $166.0 billion?",
        "Resolves YES if net sales in Amazon's fourth-quarter 2023 results, expected on February 1, 2024, exceed $166.0 billion. Resolves NO otherwise.",
        "2024-01-19",
        "2024-02-01",
        1,
        "earnings",
        """
9|K|earnings-preview|Amazon Q4: the guide tops out at $167 billion|Amazon guided fourth-quarter net sales to $160 billion to $167 billion in October, and the Street sits at about $166.2 billion. The company reports on Thursday, Feb. 1, 2024, after the close; AWS growth re-accelerating toward 13% is the bull case.|A preview of results scheduled after the cutoff.
2|L|earnings-recap|Amazon beats on sales and profit; shares rise 8%|Amazon reported net sales of $170.0 billion for the holiday quarter on Feb. 1, 2024, up 14%, with operating income of $13.2 billion and AWS up 13%. The stock climbed about 8% the next day, adding roughly $135 billion in value.|Reports the February 1, 2024 results.
18|K|analyst-note|AMZN: holiday data are supportive|Card data for November and December point to U.S. retail growth of about 10%. We model Q4 net sales of $166.5 billion, just above consensus, and see the Q1 guide as the bigger swing factor.|A forecast with no later event reported.
4|K|8-k-summary|Amazon.com to webcast fourth-quarter results|Amazon.com, Inc. will hold a conference call to discuss its fourth-quarter 2023 financial results on February 1, 2024 at 2:30 p.m. PT / 5:30 p.m. ET.|A scheduled call after the cutoff.
1|L|broker-snippet|4Q23 quick take|Net sales $169.96bn v. guide high end $167bn; NA +13%, Intl +17% ex-FX, AWS $24.2bn (+13%). Q1 guide $138-143.5bn. Print date 2024-02-01. Reiterate Buy.|Reports the February 1, 2024 figures.
3|L|transcript-excerpt|From the Amazon Q4 2023 call|Andy Jassy told analysts on the February 1, 2024 call that the holiday quarter had set a shopping record, adding that the company had the fastest delivery speeds ever for Prime members.|Reports remarks on the February 1, 2024 earnings call.
""",
    ),
    Q(
        "lz-pfizer-seagen-close-2023",
        "Will Pfizer complete its acquisition of Seagen by December 31, 2023?",
        "Resolves YES if Pfizer announces the completion of its $43 billion acquisition of Seagen on or before December 31, 2023. Resolves NO otherwise.",
        "2023-12-01",
        "2023-12-31",
        1,
        "company_deals",
        """
8|K|deal-tracker|Pending large-cap pharma deals, end of November|Pfizer/Seagen ($229 a share cash, announced March 13, 2023): shareholder vote done, EU cleared; U.S. antitrust review still open. Pfizer has guided to closing in late 2023 or early 2024. Amgen/Horizon closed Oct. 6 after its FTC settlement.|A tracker of a pending deal with only earlier events reported.
3|L|8-k-summary|Pfizer 8-K, Item 2.01: completion of acquisition|Pfizer reported that on December 14, 2023 it completed its acquisition of Seagen Inc., which became a wholly owned subsidiary. Seagen's common stock ceased trading on Nasdaq before the open that day.|Reports the December 14, 2023 completion.
14|K|analyst-note|SGEN arb: the spread says the FTC will not sue|With SGEN at $212 against a $229 offer, the spread implies a high probability of closing. If the FTC lets its review lapse without a challenge, we expect a close in the week of December 11, 2023; a suit would push it into 2024.|Conditionals about a closing after the cutoff.
1|L|exchange-notice|Nasdaq: SGEN suspended|Trading in Seagen Inc. (SGEN) was halted prior to the market open on Dec 14, 2023 following completion of its merger with Pfizer Inc.; the security will be delisted.|Reports the December 14, 2023 halt and merger completion.
20|K|sec-filing-summary|Seagen proxy: what holders voted on|Seagen's proxy asked holders to approve the merger agreement and, on a non-binding basis, the executives' merger-related pay, which they have since done. Closing remains subject to regulatory approvals in the U.S., the EU and elsewhere.|A proxy summary with no dated later event.
5|L|earnings-recap|Pfizer's fourth quarter: Seagen in the numbers|In its fourth-quarter report of January 30, 2024 Pfizer booked about two weeks of Seagen sales, and it guided 2024 revenue of $58.5-61.5 billion including some $3.1 billion from the oncology company.|Reports a later earnings release of January 30, 2024.
""",
    ),
    Q(
        "lz-cop-marathon-close-2024",
        "Will ConocoPhillips complete its acquisition of Marathon Oil by November 30, 2024?",
        "Resolves YES if ConocoPhillips announces the completion of its all-stock acquisition of Marathon Oil on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-05",
        "2024-11-30",
        1,
        "company_deals",
        """
10|K|deal-tracker|U.S. oil and gas M&A: open deals|COP/MRO: all-stock, 0.255 COP per MRO share, about $22.5bn equity value, announced May 29, 2024; MRO holders approved Aug. 29; FTC second request in July; expected to close in Q4 2024.|A tracker of a pending deal and its earlier milestones.
3|L|8-k-summary|ConocoPhillips completes Marathon Oil deal|ConocoPhillips said it completed its acquisition of Marathon Oil on November 22, 2024, issuing about 0.255 of a share for each Marathon share. Marathon's stock ceased trading on the New York Stock Exchange.|Reports the November 22, 2024 completion.
22|K|market-wrap|Shale consolidation rolls on|Diamondback Energy closed its $26 billion purchase of Endeavor Energy Resources on Sept. 10, while the FTC's review of ConocoPhillips-Marathon continues.|Only events before the cutoff.
6|K|analyst-note|COP: what a close adds to 2025|Assuming the Marathon deal closes before year-end, we model 2025 production of about 2.35 million barrels of oil equivalent a day and $1 billion of synergies within a year. Management will update guidance with fourth-quarter results in early February 2025.|A conditional and a scheduled later update.
1|L|analyst-note|COP 2025 preview, post-Marathon|With the Marathon acquisition closed on Nov. 22, 2024, the buyback target of $20 billion over three years looks secure. We raise our synergy estimate to $1.2 billion.|Refers to the November 22, 2024 closing as done.
2|K|broker-snippet|MRO spread 1.6%|At $28.55 against an implied $29.03 (0.255 x COP), the spread prices in a close within weeks. The FTC's last word is still pending.|Arb pricing with no reported later event.
""",
    ),
    Q(
        "lz-skydance-paramount-close-2025",
        "Will Skydance Media complete its merger with Paramount Global by August 15, 2025?",
        "Resolves YES if Paramount Global and Skydance Media announce the completion of their merger on or before August 15, 2025. Resolves NO otherwise.",
        "2025-07-20",
        "2025-08-15",
        1,
        "company_deals",
        """
12|K|deal-tracker|Skydance/Paramount: waiting on the FCC|Signed July 7, 2024; Paramount class A holders (National Amusements) consented; the outside date has been extended. The last approval needed is the FCC's transfer of CBS's broadcast licences, which the parties expect soon.|A tracker of a pending deal with only earlier events.
3|L|market-wrap|FCC clears Skydance-Paramount|The Federal Communications Commission approved Skydance's takeover of Paramount on July 24, 2025 in a 2-1 vote, after Skydance pledged to install an ombudsman at CBS News. Paramount's class B shares rose about 2%.|Reports the July 24, 2025 approval.
18|K|market-wrap|Paramount settles with Trump over 60 Minutes|Paramount agreed on July 1 to pay $16 million to settle the president's lawsuit over a 60 Minutes interview, a settlement seen as clearing a path for the FCC review.|Only events before the cutoff.
2|L|8-k-summary|Paramount Skydance Corporation: completion of merger|The merger of Skydance Media and Paramount Global closed on August 7, 2025. The combined company's class B stock began trading on Nasdaq under the ticker PSKY that day, and David Ellison became chairman and chief executive.|Reports the August 7, 2025 closing.
6|K|fund-letter|From our July letter: the PARA position|We hold Paramount class B ahead of the Skydance merger, under which public holders can elect $15 in cash per share, subject to proration. Our base case is that the FCC votes before July 31, 2025 and the deal closes within a couple of weeks.|A fund's expectation for a closing after the cutoff.
1|K|broker-snippet|PARA: election deadline not yet set|The companies will announce the cash/stock election deadline once the closing date is set, at least ten business days ahead.|A rule about a future date, no event reported.
""",
    ),
    Q(
        "lz-unp-nsc-agreement-2025",
        "Will Union Pacific and Norfolk Southern announce a definitive merger agreement by July 31, 2025?",
        "Resolves YES if Union Pacific and Norfolk Southern announce a signed merger agreement on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-21",
        "2025-07-31",
        1,
        "company_deals",
        """
3|K|market-wrap|Norfolk Southern jumps on deal talk|Norfolk Southern shares rose about 3% on July 18 after reports that Union Pacific was exploring a combination that would create the first U.S. coast-to-coast freight railroad. Neither company commented.|Only events before the cutoff.
2|L|earnings-recap|UP confirms 'advanced discussions' with Norfolk Southern|Alongside second-quarter results on July 24, 2025, Union Pacific said it was in advanced discussions about a potential combination with Norfolk Southern, adding that there was no certainty of a deal.|Reports a July 24, 2025 statement.
1|L|deal-tracker|UNP/NSC: terms|Announced July 29, 2025. NSC holders get 1 UNP share plus $88.82 in cash per share, about $320 a share and $85 billion in equity value. Surface Transportation Board review; targeted close early 2027.|Reports the July 29, 2025 agreement.
6|K|earnings-calendar|Rails report next week|2025-07-23 CSX (AMC); 2025-07-24 Union Pacific (BMO); 2025-07-29 Norfolk Southern (BMO). Watch for any comment on consolidation.|A calendar of reports after the cutoff.
15|K|analyst-note|Why a Class I merger faces a high bar|The STB's 2001 rules require a major merger to enhance competition, not merely preserve it, and the board took more than a year on CP-KCS. Any UP deal would likely face a review of 18 to 22 months.|An explainer with no date on or after the cutoff.
4|L|broker-snippet|Shippers push back|Freight shipper groups said on July 30, 2025 that the agreed Union Pacific-Norfolk Southern merger would cut competition, and union SMART-TD said it would oppose it.|Reports reactions of July 30, 2025 to the merger agreement.
""",
    ),
    Q(
        "lz-wba-sycamore-close-2025",
        "Will Sycamore Partners complete its take-private of Walgreens Boots Alliance by August 31, 2025?",
        "Resolves YES if Walgreens Boots Alliance announces the completion of its acquisition by Sycamore Partners on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-05",
        "2025-08-31",
        1,
        "company_deals",
        """
14|K|deal-tracker|WBA/Sycamore|$11.45 cash per share plus one non-transferable right to up to $3.00 from a VillageMD sale; announced March 6, 2025; shareholders approved July 11, 2025. Companies expect to close in the third quarter of calendar 2025.|A tracker with earlier milestones and an expected closing.
2|L|8-k-summary|Walgreens Boots Alliance: completion of merger|On August 28, 2025, Walgreens Boots Alliance completed its merger with an affiliate of Sycamore Partners and became a privately held company; its stock was delisted from Nasdaq. Mike Motz took over as chief executive.|Reports the August 28, 2025 completion.
5|K|broker-snippet|WBA arb: 11 cents of spread left|At $11.34 against $11.45 cash, plus whatever the VillageMD right is worth, the market is treating closing as close to certain. We expect it in the week of August 25, 2025.|A forecast of a closing after the cutoff.
1|K|index-notice|S&P 500 change pending|S&P Dow Jones Indices will announce a replacement for Walgreens Boots Alliance in the S&P 500 once the closing date of the Sycamore transaction is known; changes are usually effective before the open on the day after closing.|A rule for a future change, no event reported.
21|K|earnings-recap|Walgreens third quarter: no call, no guidance|Walgreens reported fiscal third-quarter sales of $39.0 billion on June 26 and, with the Sycamore deal pending, held no earnings call and withdrew its outlook.|Only events before the cutoff.
3|L|market-wrap|Walgreens leaves the public market|Walgreens shares traded for the last time on August 27, 2025, ending nearly a century as a listed company; the Sycamore deal closed the next day.|Reports the August 27-28, 2025 last trade and closing.
""",
    ),
    Q(
        "lz-ilmn-grail-spin-2024",
        "Will Illumina complete the spin-off of Grail by June 30, 2024?",
        "Resolves YES if Illumina completes the distribution of Grail shares to its stockholders on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-30",
        1,
        "company_deals",
        """
4|K|8-k-summary|Illumina board approves Grail distribution|Illumina's board approved the spin-off of Grail, with a record date of June 13, 2024 and a distribution on June 24, 2024 of one Grail share for every six Illumina shares. Illumina will retain 14.5% of Grail, and Grail will list on Nasdaq as GRAL.|Announces a scheduled distribution after the cutoff.
2|L|exchange-notice|GRAIL, Inc. (GRAL): new listing|GRAIL began regular-way trading on Nasdaq on June 25, 2024 following Illumina's completed distribution of 85.5% of its shares on June 24, 2024.|Reports the June 24-25, 2024 distribution and listing.
19|K|analyst-note|ILMN: the Grail saga ends, one way or another|The EU's October 2023 order forced the divestment, and Illumina said in December 2023 it would pursue a spin or sale. We value Grail at zero in our numbers and think removing its $800 million-a-year burn is worth about $8 a share to ILMN.|Only events before the cutoff.
1|L|broker-snippet|Post-spin ILMN model|We reset our numbers after the June 24, 2024 distribution of GRAL, removing Grail's operating losses; pro forma 2024 EPS goes to $4.30 from $3.60.|Reports the June 24, 2024 distribution as done.
7|K|sec-filing-summary|Grail Form 10: key terms|Grail's registration statement says it will be capitalised with about $974 million of cash, enough to fund operations into 2026, and that when-issued trading is expected to begin on or around June 13, 2024, the record date.|A filing summary with stated plans.
3|L|8-k-summary|Illumina completes Grail separation as planned|Illumina said it completed the spin-off of GRAIL on June 24, 2024, as scheduled, distributing 85.5% of Grail's shares to Illumina holders and keeping a 14.5% stake.|Reports the June 24, 2024 completion.
""",
    ),
    Q(
        "lz-mars-kellanova-close-2025-06",
        "Will Mars complete its acquisition of Kellanova by June 30, 2025?",
        "Resolves YES if Mars, Incorporated and Kellanova announce the completion of their merger on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        0,
        "company_deals",
        """
9|K|deal-tracker|Mars/Kellanova: the EU is the gate|$83.50 a share in cash, about $36 billion including debt, announced Aug. 14, 2024; Kellanova holders approved Nov. 1, 2024. The deal was notified to the European Commission, and the companies have talked of closing in the first half of 2025.|A tracker with earlier milestones and a hoped-for closing.
2|K|broker-snippet|K: Phase 1 deadline is the date to watch|Brussels' Phase 1 clock runs to June 24, 2025. If the Commission clears it then, closing by June 30 is feasible; if it opens Phase 2, we would look for a decision in the fourth quarter.|A deadline and conditionals after the cutoff.
1|L|deal-tracker|EU opens in-depth review of Mars-Kellanova|The European Commission opened a Phase 2 investigation on June 24, 2025, citing concern that owning Pringles, Cheez-It and Mars' chocolate brands would strengthen Mars' hand with retailers. The deal will not close in the first half.|Reports the June 24, 2025 decision.
17|K|analyst-note|Arb spread on K widens|The spread has widened to about 4% as reports suggest EU officials are canvassing retailers. Our model still puts the odds of closing at 85%, though perhaps not by June 30, 2025.|A forecast with no dated later event.
3|L|broker-snippet|K spread gaps out on Phase 2|K fell 2.3% on 24-Jun-2025 after the EC move; spread now about 6% with a Phase 2 deadline in November 2025.|Reports the June 24, 2025 move.
5|L|sec-filing-summary|Kellanova 10-Q, second quarter 2025|As of its quarterly filing in early August 2025, the merger remained pending the European Commission's in-depth review, which began on June 24, 2025; Kellanova said it still expected to complete the transaction.|Reports the June 24, 2025 start of the review as done.
""",
    ),
    Q(
        "lz-smci-10k-2025",
        "Will Super Micro Computer file its annual report on Form 10-K for fiscal 2024 by February 25, 2025?",
        "Resolves YES if Super Micro Computer files its delayed Form 10-K for the fiscal year ended June 30, 2024 with the SEC on or before February 25, 2025, Nasdaq's extended deadline. Resolves NO otherwise.",
        "2025-02-05",
        "2025-02-25",
        1,
        "filings",
        """
30|K|exchange-notice|Nasdaq grants Super Micro an exception|Super Micro said Nasdaq has granted it until February 25, 2025 to file its fiscal 2024 Form 10-K and its Form 10-Q for the September quarter and regain compliance with listing rule 5250(c)(1).|A deadline after the cutoff.
2|L|8-k-summary|Super Micro files its 10-K|Super Micro Computer filed its annual report for fiscal 2024 and its two outstanding quarterly reports on February 25, 2025. Its new auditor, BDO, gave a clean opinion on the financial statements but an adverse opinion on internal controls.|Reports the February 25, 2025 filing.
20|K|sec-filing-summary|What the special committee found|The board's special committee said on Dec. 2, 2024 it found no evidence of misconduct by management, after Ernst & Young resigned as auditor on Oct. 30, 2024. BDO was hired in November.|Only events before the cutoff.
3|L|market-wrap|SMCI soars on $40 billion revenue target|Super Micro shares jumped about 20% on Feb. 12, 2025, a day after the company gave a business update forecasting fiscal 2026 revenue of at least $40 billion and said it expected to file on time.|Reports the February 11-12, 2025 update and rally.
7|K|analyst-note|SMCI: filing by Feb. 25 is the base case|Management said the audit is on track; if the 10-K is not filed by February 25, 2025, Nasdaq would begin delisting procedures, which Super Micro could appeal. We see the odds of a timely filing at about 80%.|A deadline and conditional after the cutoff.
1|L|broker-snippet|10-K is in|SMCI filed 10-K/10-Qs on 25 February 2025; no restatement; material weaknesses disclosed as expected. Nasdaq compliance should follow.|Reports the February 25, 2025 filing.
""",
    ),
    Q(
        "lz-sec-climate-rule-2024",
        "Will the SEC adopt final climate-related disclosure rules for public companies by March 31, 2024?",
        "Resolves YES if the Securities and Exchange Commission votes to adopt final rules on climate-related disclosures by registrants on or before March 31, 2024. Resolves NO otherwise.",
        "2024-03-04",
        "2024-03-31",
        1,
        "regulation",
        """
4|K|sec-filing-summary|Sunshine Act notice: open meeting|The Securities and Exchange Commission will hold an open meeting on Wednesday, March 6, 2024 at 10:00 a.m. The subject: whether to adopt rules to enhance and standardize climate-related disclosures for investors.|An agenda for a meeting after the cutoff.
2|L|analyst-note|SEC climate rule: what survived|The rule adopted on March 6, 2024 by a 3-2 vote drops the Scope 3 requirement and limits Scope 1 and 2 disclosure to larger filers, and only where material. Large accelerated filers start with fiscal 2025.|Reports the March 6, 2024 adoption.
25|K|law-firm-alert|Where the SEC's climate proposal stands|The March 21, 2022 proposal drew more than 24,000 comments. Chair Gensler has said the staff is weighing changes, including to the Scope 3 piece.|Only events before the cutoff.
1|L|law-firm-alert|Update: challenges filed, rule stayed|Petitions for review were filed within hours of the March 6, 2024 vote and consolidated in the Eighth Circuit; on April 4, 2024 the SEC stayed the rules pending judicial review.|Reports the March 6 and April 4, 2024 events.
3|K|analyst-note|If the SEC votes in March, expect litigation|Should the Commission adopt the rule at its March 6, 2024 meeting, several states and business groups are likely to sue the same day. We would expect compliance dates to slip by at least a year.|A conditional about a vote after the cutoff.
3|L|sec-filing-summary|Climate disclosure rule in the Federal Register|The final rules adopted at the March 6 open meeting were published in the Federal Register on March 28, 2024, with an effective date of May 28, 2024.|Reports the March 28, 2024 publication of the adopted rules.
""",
    ),
    Q(
        "lz-t1-settlement-2024",
        "Will U.S. equity markets move to T+1 settlement by May 31, 2024?",
        "Resolves YES if the SEC's shortened standard settlement cycle of one business day after trade date (T+1) takes effect for most U.S. securities trades on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-31",
        1,
        "regulation",
        """
6|K|broker-notice|Client notice: settlement changes on May 28|Beginning Tuesday, May 28, 2024, most U.S. stock, ETF and corporate bond trades will settle one business day after the trade. Trades on Friday, May 24 will settle on Wednesday, May 29 under the old cycle, as will trades made on May 28.|A scheduled change after the cutoff.
2|L|market-wrap|T+1 arrives without a hitch|The first day of next-day settlement, May 28, 2024, passed with affirmation rates above 90% and no spike in failed trades, the DTCC said the next day.|Reports the May 28, 2024 switch as done.
28|K|sec-filing-summary|SEC adopts T+1 rule|The Commission adopted amendments shortening the settlement cycle on February 15, 2023, with a compliance date of May 28, 2024.|A past adoption and a compliance date.
3|L|broker-snippet|Canada and Mexico went first|Canadian and Mexican markets moved to T+1 on May 27, 2024, a day before the U.S. owing to Memorial Day; FX desks report heavier funding trades in the Asian session.|Reports the May 27, 2024 switch.
12|K|fund-notice|Fund shareholder notice: settlement of purchases|From May 28, 2024, purchases and redemptions of our ETFs on exchange will settle on T+1. Mutual fund share orders are unaffected.|A scheduled change after the cutoff.
1|L|broker-snippet|T+1, week one|Fail rates were flat in the first week after the May 28, 2024 switch, and the May 29 double-settlement day cleared without incident.|Reports the first week after the May 28, 2024 switch.
""",
    ),
    Q(
        "lz-ripple-penalty-2024",
        "Will the court in SEC v. Ripple Labs order a civil penalty of less than $200 million by August 31, 2024?",
        "Resolves YES if, on or before August 31, 2024, Judge Analisa Torres enters a final judgment in SEC v. Ripple Labs imposing a civil penalty below $200 million. Resolves NO if the penalty is $200 million or more, or if no judgment is entered by then.",
        "2024-07-25",
        "2024-08-31",
        1,
        "court_rulings",
        """
20|K|legal-note|SEC v. Ripple: remedies briefing done|The SEC asked in March for about $2 billion in disgorgement, interest and penalties for the institutional XRP sales the court found unlawful in July 2023. Ripple argued for no more than $10 million. Judge Torres has not said when she will rule.|Only events before the cutoff.
2|L|crypto-newsletter|Ripple fined $125 million, far below SEC ask|Judge Torres ordered Ripple on Aug. 7, 2024 to pay a $125 million civil penalty and enjoined it from further unregistered institutional sales; XRP rose more than 20% the next day.|Reports the August 7, 2024 judgment.
9|K|exchange-notice|XRP trading status|XRP remains available to trade on our platform, as it has been since trading resumed in July 2023. We will notify customers if a court ruling affects its status.|Only earlier events and a stated policy.
1|L|legal-note|SEC appeals the Ripple ruling|The SEC filed a notice of appeal on October 2, 2024, challenging the programmatic-sales ruling; the $125 million judgment stands pending appeal.|Reports the October 2, 2024 appeal.
5|K|crypto-newsletter|What to watch: Ripple's Swell|With the remedies ruling pending, Ripple's Swell conference is set for October 15-16, 2024 in Miami, where the company is expected to discuss its RLUSD stablecoin.|A scheduled event after the cutoff, no outcome.
11|K|legal-note|How Judge Torres might split the difference|A penalty in the low hundreds of millions would let both sides claim a win. Anything under $200 million would be seen as a defeat for the SEC, which could appeal within 60 days of a final judgment.|Conditionals with no dated later event.
""",
    ),
    Q(
        "lz-ftx-distributions-2025",
        "Will the FTX estate begin distributions to customers by February 28, 2025?",
        "Resolves YES if the FTX Recovery Trust makes its first distribution to holders of allowed customer claims under the confirmed Chapter 11 plan on or before February 28, 2025. Resolves NO otherwise.",
        "2025-02-03",
        "2025-02-28",
        1,
        "crypto",
        """
12|K|exchange-notice|FTX distributions: what Convenience Class customers need to do|The FTX estate expects to begin distributions to the Convenience Class on February 18, 2025 through Kraken and BitGo. Customers must complete KYC and tax forms and onboard with a distribution agent to receive funds.|A scheduled distribution after the cutoff.
3|L|crypto-newsletter|FTX starts paying back customers|More than two years after the exchange collapsed, the FTX Recovery Trust began its first distribution on February 18, 2025, paying Convenience Class claims of up to $50,000 in full plus interest.|Reports the February 18, 2025 distribution.
25|K|legal-note|FTX plan goes effective|The FTX Chapter 11 plan became effective on January 3, 2025, which was also the record date for the initial distribution. The estate has said it expects to return 118% or more of petition-date value to most customers.|Only events before the cutoff.
1|L|crypto-newsletter|Second FTX round is larger|After the first payouts on Feb. 18, 2025, the estate distributed about $5 billion to larger creditor classes on May 30, 2025.|Reports the February 18 and May 30, 2025 distributions.
6|K|exchange-notice|Kraken: FTX customer onboarding|If you were an FTX customer with a claim under $50,000, you can link your claim to a verified Kraken account before the February 18, 2025 distribution date. Funds will be credited in USD within 1-3 business days of receipt.|A procedure with no dated later event.
2|L|exchange-notice|FTX distributions are live|Distributions for eligible FTX creditors started arriving today, Feb 18 2025. Most Kraken accounts should see funds within three business days.|An exchange notice dated on February 18, 2025 reports the start.
""",
    ),
    Q(
        "lz-sp-france-2024-05",
        "Will S&P Global Ratings downgrade France's long-term sovereign credit rating by May 31, 2024?",
        "Resolves YES if S&P Global Ratings lowers France's long-term foreign-currency rating from AA on or before May 31, 2024, the date of its scheduled review. Resolves NO otherwise.",
        "2024-05-15",
        "2024-05-31",
        1,
        "credit_ratings",
        """
8|K|rating-calendar|EU sovereign rating calendar, May-June|France: S&P, Friday 31 May 2024 (after the close). Italy: Fitch 3 May. Spain: Moody's 17 May. Moody's and Fitch both affirmed France on 26 April, Moody's at Aa2 and Fitch at AA-.|A calendar of a review after the cutoff.
2|L|rating-action|S&P lowers France to AA-|S&P Global Ratings cut France's long-term rating one notch to AA- from AA on May 31, 2024, saying the budget deficit would stay above 3% of GDP through 2027; the outlook is stable.|Reports the May 31, 2024 downgrade.
21|K|analyst-note|France's deficit overshoot|INSEE reported a 2023 deficit of 5.5% of GDP on March 26, against a government target of 4.9%, and debt of 110.6% of GDP.|Only facts before the cutoff.
4|K|broker-snippet|OAT-Bund at 48bp: a downgrade is partly priced|We think S&P cuts on May 31, 2024, given its negative outlook since 2023. Historically a one-notch cut from a major agency has widened French spreads by only 2-5bp.|A forecast for a review after the cutoff.
1|L|market-wrap|OATs shrug off Friday's downgrade|French bonds barely moved on June 3, 2024 after S&P's cut late on May 31, with the 10-year OAT-Bund spread steady near 49 basis points.|Reports the May 31 and June 3, 2024 events.
3|L|market-wrap|French spreads blow out after snap election call|The OAT-Bund spread jumped past 70 basis points after President Macron dissolved the National Assembly on June 9, 2024, coming only days after S&P's downgrade.|Reports the June 9, 2024 dissolution and spread move.
""",
    ),
    Q(
        "lz-fitch-france-2025-09",
        "Will Fitch Ratings downgrade France's long-term sovereign rating by September 30, 2025?",
        "Resolves YES if Fitch lowers France's long-term foreign-currency issuer default rating from AA- on or before September 30, 2025. Its review is scheduled for September 12, 2025. Resolves NO otherwise.",
        "2025-09-01",
        "2025-09-30",
        1,
        "credit_ratings",
        """
6|K|rating-calendar|Sovereign reviews, autumn 2025|France: Fitch Fri 12 Sep 2025; Moody's Fri 24 Oct 2025; S&P late November. Fitch has had France on AA- negative since its last affirmation in March.|A calendar of reviews after the cutoff.
7|K|market-wrap|Bayrou stakes his government on a confidence vote|Prime Minister François Bayrou said on Aug. 25 he would seek a confidence vote on Sept. 8, 2025 over his plan to cut 44 billion euros from the 2026 budget. French bank shares fell sharply.|A past announcement and a vote scheduled after the cutoff.
3|L|market-wrap|Bayrou government falls|The National Assembly voted 364-194 against François Bayrou's government on September 8, 2025; President Macron named Sébastien Lecornu prime minister the next day.|Reports the September 8-9, 2025 vote and appointment.
2|L|rating-action|Fitch cuts France to A+|Fitch downgraded France to A+ from AA- on Sept. 12, 2025, citing political fragmentation and the lack of a credible plan to stabilise debt; the outlook is stable.|Reports the September 12, 2025 downgrade.
20|L|rating-action|France ratings history|Fitch: AA- (negative) affirmed March 2025; cut to A+ (stable) on 12 September 2025. S&P: AA- cut to A+ on 17 October 2025. Moody's: Aa3, outlook changed to negative on 24 October 2025.|A ratings history reports the September and October 2025 actions.
1|K|broker-snippet|Fitch on Sept 12: a cut is our base case|If the government falls on Sept 8, we see a roughly 70% chance that Fitch downgrades to A+ the following Friday; the move would push France into single-A territory for the first time at a major agency.|A forecast and conditional after the cutoff.
""",
    ),
    Q(
        "lz-nasdaq-20000-2024",
        "Will the Nasdaq Composite close above 20,000 on any trading day by December 31, 2024?",
        "Resolves YES if the Nasdaq Composite index records an official close above 20,000 on any trading day on or before December 31, 2024. Resolves NO otherwise.",
        "2024-11-29",
        "2024-12-31",
        1,
        "markets",
        [
            (
                5,
                "K",
                "strategist-note",
                "Year-ahead outlook: we stay overweight U.S. growth",
                "The Nasdaq Composite sits about 4% below 20,000 after its post-election rally. Our 2025 year-end target for the S&P 500 is 6,600; for the remainder of December the calendar is busy, with CPI on Dec. 11, 2024 and the Fed on Dec. 17-18.",
                "A forecast and scheduled releases after the cutoff.",
            ),
            (
                3,
                "L",
                "market-wrap",
                "Nasdaq tops 20,000 for the first time",
                "The Nasdaq Composite closed above 20,000 for the first time on Wednesday, Dec. 11, 2024, gaining 1.8% to 20,034.89 after a November consumer price report in line with forecasts cemented bets on a Fed cut. Alphabet and Tesla led the advance.",
                "Reports the December 11, 2024 close.",
            ),
            (
                1,
                "L",
                "quote-table",
                "Major U.S. indexes: recent closes",
                "Date | S&P 500 | Nasdaq Comp. | DJIA\n2024-12-10 | 6,034.91 | 19,687.24 | 44,247.83\n2024-12-11 | 6,084.19 | 20,034.89 | 44,148.56\n2024-12-12 | 6,051.25 | 19,902.84 | 43,914.12",
                "A table of closes reports the December 11, 2024 close above 20,000.",
            ),
            (
                14,
                "K",
                "market-wrap",
                "Tech leads as election rally extends",
                "The Nasdaq closed at a record in mid-November as investors bet on lighter regulation and tax cuts after the Nov. 5 election. The index is up about 27% for the year.",
                "Only events before the cutoff.",
            ),
            (
                2,
                "K",
                "quote-page",
                "Nasdaq Composite (^IXIC)",
                "Last 19,060.48 (Nov 26, 2024 close). 52-wk high 19,298.76. Next market holiday: Dec 25, 2024. Index rebalancing (Nasdaq-100 annual reconstitution) effective before the open Dec 23, 2024.",
                "A quote page with past closes and scheduled dates.",
            ),
            (
                4,
                "L",
                "market-wrap",
                "Stocks tumble after hawkish Fed cut",
                "The Nasdaq fell 3.6% on Dec. 18, 2024, and the Dow posted its tenth straight decline, after the Federal Reserve cut rates but signalled only two reductions in 2025.",
                "Reports a later event of December 18, 2024.",
            ),
        ],
    ),
    Q(
        "lz-dow-45000-2024-11",
        "Will the Dow Jones Industrial Average close above 45,000 on any trading day by November 30, 2024?",
        "Resolves YES if the DJIA records an official close above 45,000 on any trading day on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-15",
        "2024-11-30",
        0,
        "markets",
        """
4|K|market-wrap|Dow tops 44,000 after election rally|The Dow Jones Industrial Average closed above 44,000 for the first time on Nov. 11, extending a post-election surge led by banks and industrials.|Only events before the cutoff.
2|L|market-wrap|Dow ends November at a record, just shy of 45,000|The Dow closed at 44,910.65 on Friday, Nov. 29, 2024, a record, after a holiday-shortened session, capping its best month of the year with a gain of about 7.5%.|Reports the November 29, 2024 close.
6|K|strategist-note|45,000 by Thanksgiving? Possible, not our base case|If the cyclical rotation continues, the Dow would need about a 3% gain to reach 45,000 before the market closes for Thanksgiving on Nov. 28, 2024. We expect consolidation first.|A conditional and forecast for dates after the cutoff.
1|L|market-wrap|Dow crosses 45,000|The Dow finished above 45,000 for the first time on Dec. 4, 2024, at 45,014.04, as Salesforce jumped after results and Fed Chair Powell struck an upbeat tone on the economy.|Reports a later event of December 4, 2024.
3|K|trading-calendar|U.S. market hours, Thanksgiving week|NYSE and Nasdaq are closed Thursday, November 28, 2024. On Friday, November 29, equity markets close early, at 1:00 p.m. ET; bond markets close at 2:00 p.m.|A schedule of trading hours after the cutoff.
1|L|quote-table|DJIA daily closes, 25-29 November 2024|44,736.57; 44,860.31; 44,722.06; closed (Thanksgiving); 44,910.65 (record, early close).|A list of closes reports the November 25-29, 2024 sessions.
""",
    ),
    Q(
        "lz-nikkei-40000-2024-02",
        "Will the Nikkei 225 close above 40,000 on any trading day by February 29, 2024?",
        "Resolves YES if the Nikkei Stock Average records an official close above 40,000 on any trading day on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-12",
        "2024-02-29",
        0,
        "markets",
        """
3|K|market-wrap|Tokyo stocks at a 34-year high|The Nikkei 225 ended the week at 36,897 on Feb. 9, its highest close since February 1990, helped by a weak yen and strong earnings from Toyota.|Only events before the cutoff.
1|L|market-wrap|Nikkei beats its 1989 record|The Nikkei closed at 39,098.68 on February 22, 2024, surpassing the record of 38,915.87 set on the last trading day of 1989, as Nvidia's results lifted chip stocks such as Tokyo Electron.|Reports the February 22, 2024 record close.
7|K|strategist-note|Raising our Nikkei target to 40,000|We now see the Nikkei at 40,000 by the end of 2024, on governance reform and the new NISA inflows. The preliminary fourth-quarter GDP estimate is due on Feb. 15, 2024, and Nvidia reports after the U.S. close on Feb. 21.|A forecast and scheduled releases after the cutoff.
2|L|quote-page|Nikkei 225 (^N225)|Close 39,166.19 (Feb 29, 2024), +0.03%. Month: +7.9%. All-time closing high 39,239.52 (Feb 27, 2024).|A quote page shows closes of February 27 and 29, 2024.
4|L|broker-snippet|40k at last|N225 closed 40,109.23 on 4 Mar 2024, first finish above 40,000, as the rally in semis extended.|Reports a later event of March 4, 2024.
10|K|analyst-note|Japan equities: what could stall the rally|A stronger yen after any Bank of Japan exit from negative rates, which we expect at the March 18-19, 2024 meeting or in April, is the main risk to exporters' earnings.|A forecast with no dated later event.
""",
    ),
    Q(
        "lz-mstr-sp500-2025-09",
        "Will Strategy (MSTR) be added to the S&P 500 in the September 2025 quarterly rebalance?",
        "Resolves YES if S&P Dow Jones Indices announces that Strategy Inc (formerly MicroStrategy) will join the S&P 500 as part of the quarterly rebalance effective before the open on September 22, 2025. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-22",
        0,
        "markets",
        """
10|K|crypto-newsletter|Strategy now qualifies for the S&P 500 on paper|A second-quarter net income of about $10 billion, reported July 31 and driven by bitcoin's rise under fair-value accounting, gives Strategy positive GAAP earnings over the trailing four quarters. The committee's quarterly changes are due Friday, Sept. 5.|A past report and an announcement scheduled after the cutoff.
3|K|index-calendar|S&P quarterly rebalance: key dates|Announcement: Friday, September 5, 2025, after the close. Effective: prior to the open on Monday, September 22, 2025. Share and IWF changes are announced on September 12.|A calendar of dates after the cutoff.
2|L|index-notice|AppLovin, Robinhood and Emcor to join the S&P 500|S&P Dow Jones Indices said on Sept. 5, 2025 that AppLovin, Robinhood Markets and Emcor will replace MarketAxess, Caesars Entertainment and Enphase Energy in the S&P 500, effective before the open on Sept. 22. Strategy was not included.|Reports the September 5, 2025 announcement.
1|L|market-wrap|Strategy slides after S&P snub; Robinhood jumps|Strategy shares fell about 3% on September 8, 2025 after the company was passed over, while Robinhood and AppLovin rallied more than 10%.|Reports the September 8, 2025 moves.
15|K|analyst-note|Why the committee may wait on MSTR|Eligibility is necessary but not sufficient: the committee weighs sector balance and liquidity, and it has never added a company whose value rests mostly on a crypto treasury.|An explainer with no date on or after the cutoff.
4|L|crypto-newsletter|Saylor shrugs off the S&P snub|Strategy kept buying bitcoin in the week after S&P Dow Jones Indices left it out of the September 5, 2025 reshuffle, and executive chairman Michael Saylor said index inclusion was never the plan.|Reports the September 5, 2025 announcement as done.
""",
    ),
    Q(
        "lz-coinbase-sp500-2025",
        "Will Coinbase Global join the S&P 500 by May 31, 2025?",
        "Resolves YES if Coinbase Global (COIN) becomes a constituent of the S&P 500 on or before May 31, 2025. Resolves NO otherwise.",
        "2025-05-09",
        "2025-05-31",
        1,
        "markets",
        """
1|K|earnings-recap|Coinbase first quarter: revenue $2.0B, Deribit deal|Coinbase reported first-quarter revenue of $2.03 billion on May 8, below estimates, and agreed to buy crypto options exchange Deribit for about $2.9 billion, a deal it expects to close by the end of 2025.|Only events before the cutoff and a planned closing.
3|L|index-notice|Coinbase to replace Discover in the S&P 500|S&P Dow Jones Indices said on May 12, 2025 that Coinbase Global will replace Discover Financial Services in the S&P 500 effective before the open on Monday, May 19, when Capital One completes its acquisition of Discover.|Reports the May 12, 2025 announcement.
2|L|market-wrap|COIN jumps 24% on index news|Coinbase shares surged 24% on May 13, 2025, their biggest gain since 2021, after the S&P 500 inclusion was announced.|Reports the May 13, 2025 move.
8|K|deal-tracker|Capital One/Discover: cleared to close May 18|The Federal Reserve and OCC approved the merger on April 18; the companies expect to close on May 18, 2025, which will open a seat in the S&P 500.|A past approval and a scheduled closing after the cutoff.
5|L|8-k-summary|Coinbase discloses data theft|Coinbase said in a filing on May 15, 2025 that criminals who bribed overseas support staff had stolen customer data and demanded a $20 million ransom; it estimated costs of $180-400 million.|Reports a later event of May 15, 2025.
12|K|analyst-note|COIN: index inclusion is a matter of when|Coinbase has met the profitability and size rules since late 2024. We think the committee adds it at the June 2025 rebalance; passive buying could amount to more than 10% of the float.|A forecast with no dated later event.
""",
    ),
    Q(
        "lz-mtgox-repay-2024",
        "Will the Mt. Gox trustee begin repaying creditors in bitcoin by July 31, 2024?",
        "Resolves YES if the Mt. Gox rehabilitation trustee begins repayments in bitcoin or bitcoin cash to rehabilitation creditors on or before July 31, 2024. Resolves NO otherwise. The repayment deadline is October 31, 2024.",
        "2024-06-20",
        "2024-07-31",
        1,
        "crypto",
        """
20|K|crypto-newsletter|Mt. Gox: where the repayments stand|The trustee moved 141,686 BTC from cold wallets on May 28, 2024, the first movement in five years. The court-approved deadline for base, early lump-sum and intermediate repayments is October 31, 2024.|An earlier event and a deadline after the cutoff.
1|L|crypto-newsletter|Trustee: payouts start in early July|The Mt. Gox trustee announced on June 24, 2024 that repayments in bitcoin and bitcoin cash would begin in early July, and began sending coins to exchanges on July 5, 2024.|Reports the June 24 and July 5, 2024 events.
3|L|market-wrap|Bitcoin sinks below $54,000 as Mt. Gox payouts begin|Bitcoin fell to about $53,500 on July 5, 2024, its lowest since February, after on-chain data showed the Mt. Gox trustee moving coins as part of creditor repayments.|Reports the July 5, 2024 repayments and price move.
6|K|analyst-note|The Mt. Gox overhang|If the trustee distributes in July 2024, roughly $9 billion of bitcoin lands with creditors who bought at under $1,000. We expect most to hold rather than sell, but the headline risk is real.|A conditional about repayments after the cutoff.
2|L|exchange-notice|Kraken: Mt. Gox balances credited|Kraken received the Mt. Gox trustee's transfer on July 16, 2024 and said eligible creditors' balances would be credited within 7 to 14 days.|Reports the July 16, 2024 transfer.
11|K|exchange-notice|Bitstamp: Mt. Gox creditor FAQ|Bitstamp is one of the exchanges designated to receive repayments. We will credit your account once we receive the funds from the trustee; no action is required from you.|A procedure with no dated later event.
""",
    ),
    Q(
        "lz-ibit-options-2024",
        "Will options on BlackRock's iShares Bitcoin Trust (IBIT) begin trading by November 30, 2024?",
        "Resolves YES if listed options on the iShares Bitcoin Trust ETF begin trading on a U.S. exchange on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-30",
        1,
        "crypto",
        """
30|K|exchange-notice|SEC approves Nasdaq ISE rule change for IBIT options|The SEC approved on Sept. 20 Nasdaq ISE's proposal to list options on the iShares Bitcoin Trust. Listing still requires sign-off from the Options Clearing Corporation and the CFTC.|A past approval and pending conditions.
2|L|market-wrap|IBIT options make a big debut|Options on BlackRock's bitcoin ETF began trading on Nasdaq on Nov. 19, 2024, with about 354,000 contracts changing hands on the first day, most of them calls. Bitcoin rose to a record near $94,000.|Reports the November 19, 2024 debut.
5|K|broker-notice|Client notice: crypto ETF options|We will enable IBIT options on the first listing day. Options on ETFs holding bitcoin have been subject to position limits of 25,000 contracts.|A procedure and a rule with no dated later event.
1|L|exchange-notice|Cboe launches bitcoin ETF index options|Cboe began trading cash-settled options on its Cboe Bitcoin U.S. ETF Index on December 2, 2024, two weeks after single-fund options on IBIT started on Nasdaq.|Reports a later event of December 2, 2024.
3|K|crypto-newsletter|When will IBIT options list?|Nasdaq has said it is ready; the OCC is the last hurdle. Traders hope for a listing before Thanksgiving on Nov. 28, 2024, but no date has been set.|Hopes and a holiday date after the cutoff.
4|L|broker-snippet|IBIT options, day one|About 354k contracts, roughly $1.9bn notional, call/put ratio near 4:1 on Nov 19, 2024. Most active: Dec 20 $60 calls.|Reports the November 19, 2024 first day of trading.
""",
    ),
    Q(
        "lz-eth-record-2025",
        "Will ether trade above its November 2021 all-time high of about $4,878 by August 31, 2025?",
        "Resolves YES if the price of ether (ETH) exceeds $4,878 on a major spot exchange at any time on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-11",
        "2025-08-31",
        1,
        "crypto",
        """
2|K|quote-page|Ethereum (ETH-USD)|4,226.51 +2.8% (24h), as of Aug 9, 2025 18:00 UTC. All-time high: 4,878.26 (Nov 10, 2021). Distance from ATH: -13.4%.|A quote page with only earlier prices.
1|L|market-wrap|Ether hits a record after Powell speech|Ether rose above $4,880 on Aug. 22, 2025, surpassing its November 2021 high, after Fed Chair Jerome Powell signalled a September rate cut in his Jackson Hole speech.|Reports the August 22, 2025 record.
6|K|crypto-newsletter|The week ahead in crypto|July CPI lands Tuesday, Aug. 12, 2025; Jackson Hole runs Aug. 21-23, with Powell's keynote expected on the Friday. ETH is roughly 12% from its all-time high.|Scheduled events after the cutoff.
3|L|exchange-notice|Market update: new ETH all-time high|ETH set a new all-time high of $4,953 on 24 August 2025 (UTC). Expect elevated volatility and wider spreads during periods of high volume.|Reports the August 24, 2025 high.
12|K|fund-letter|Monthly letter, July: why we added to ETH|Corporate treasuries such as BitMine and SharpLink bought more than a million ether in July, and spot ETF inflows hit records. We think a new high in the third quarter is more likely than not.|A forecast with only earlier events.
4|L|market-wrap|Ether gives back some gains after record|Ether slipped to about $4,400 by Aug. 29, 2025, a week after it first broke its 2021 high, as profit-taking followed heavy inflows into spot ETFs.|Reports the August 2025 record and later price.
""",
    ),
    Q(
        "lz-opec-nov26-2023",
        "Will OPEC+ hold its ministerial meeting on November 26, 2023 as scheduled?",
        "Resolves YES if the OPEC and non-OPEC Ministerial Meeting scheduled for November 26, 2023 takes place on that date. Resolves NO if it is postponed or cancelled.",
        "2023-11-15",
        "2023-11-26",
        0,
        "commodities",
        """
5|K|commodity-report|Oil weekly: all eyes on Vienna, Nov. 26|The 36th OPEC and non-OPEC Ministerial Meeting is set for Sunday, November 26, 2023, in Vienna. Saudi Arabia's voluntary 1 million b/d cut runs to the end of December, and traders expect it to be extended into 2024.|A scheduled meeting after the cutoff.
2|L|market-wrap|OPEC+ delays meeting, oil tumbles|OPEC+ postponed its ministerial meeting to November 30, the group said on November 22, 2023, amid disagreements over African producers' quotas. Brent fell as much as 4% before paring losses.|Reports the November 22, 2023 postponement.
1|L|commodity-report|OPEC+ agrees 2.2m b/d of voluntary cuts|At its delayed meeting on Nov. 30, 2023, OPEC+ members agreed voluntary cuts of about 2.2 million b/d for the first quarter of 2024, including Saudi Arabia's rollover, and welcomed Brazil as a prospective member.|Reports the November 30, 2023 meeting.
9|K|analyst-note|Oil: the bearish turn|Brent has fallen from about $97 at the end of September to the low $80s as U.S. output hit a record and Chinese demand disappointed. We expect the group to defend prices.|Only events before the cutoff and a forecast.
3|K|broker-snippet|Nov 26: rollover base case, deeper cut possible|For the November 26, 2023 meeting we assign 60% to a Saudi rollover into 1Q24 and 30% to a deeper group cut. Any quota row with Angola and Nigeria could drag on.|A forecast for a meeting after the cutoff.
4|L|commodity-report|Angola to leave OPEC|Angola said on December 21, 2023 it would leave OPEC after nearly 17 years, following a dispute over its production quota at the group's Nov. 30 meeting.|Reports a later event of December 21, 2023.
""",
    ),
    Q(
        "lz-opec-june-2024-extend",
        "Will OPEC+ agree at its June 2024 ministerial meeting to extend group-wide production cuts into 2025?",
        "Resolves YES if OPEC+ ministers, at their meeting scheduled for June 1-2, 2024, agree to keep the group-wide production limits in place beyond December 31, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-02",
        1,
        "commodities",
        [
            (
                6,
                "K",
                "commodity-report",
                "OPEC+ to meet on June 1",
                "The ministerial meeting will take place in Vienna on June 1, with delegates saying an extension of the 2.2 million b/d voluntary cuts beyond June 30, 2024 is the most likely outcome.",
                "A scheduled meeting and an expectation after the cutoff.",
            ),
            (
                2,
                "L",
                "commodity-report",
                "OPEC+ extends cuts into 2025",
                "Meeting online on June 2, 2024, OPEC+ extended its group-wide output limits of 3.66 million b/d to the end of 2025 and agreed to phase out 2.2 million b/d of voluntary cuts from October 2024 to September 2025.",
                "Reports the June 2, 2024 decision.",
            ),
            (
                1,
                "L",
                "market-wrap",
                "Brent slides on OPEC+ unwind plan",
                "Brent crude fell below $78 a barrel on June 4, 2024, its lowest in four months, as traders focused on the plan to return voluntary cuts to the market from the fourth quarter.",
                "Reports the June 4, 2024 price move.",
            ),
            (
                12,
                "K",
                "commodity-report",
                "Crude balances, May update",
                "Region | Q2 2024 | Q3 2024 (f)\nOPEC+ crude output (mb/d) | 41.1 | 41.3\nGlobal demand (mb/d) | 102.7 | 104.1\nImplied stock change (mb/d) | -0.9 | -1.4\nForecasts assume voluntary cuts stay to June 30, 2024.",
                "A table of forecasts and an assumed expiry date.",
            ),
            (
                4,
                "K",
                "broker-snippet",
                "OPEC+: rollover priced in",
                "Brent has slipped from $91 in early April to about $83. We expect a rollover of voluntary cuts to the end of the third quarter and see little chance of a group-wide change before the meeting.",
                "A forecast with only earlier prices.",
            ),
            (
                3,
                "L",
                "commodity-report",
                "Correction: OPEC+ meeting format",
                "An earlier version of this report said ministers would meet in Vienna on June 1. The meeting was held on Sunday, June 2, 2024, mostly online, with some delegations in Riyadh; it extended the group's limits through 2025.",
                "A correction reports the June 2, 2024 meeting and its decision.",
            ),
        ],
    ),
    Q(
        "lz-arabica-4-2025",
        "Will front-month ICE arabica coffee futures trade above $4.00 a pound by February 28, 2025?",
        "Resolves YES if the front-month ICE Futures U.S. arabica coffee ('C') contract trades above 400 cents a pound at any time on or before February 28, 2025. Resolves NO otherwise.",
        "2025-01-27",
        "2025-02-28",
        1,
        "commodities",
        """
6|K|commodity-report|Softs: arabica near $3.40|Arabica settled at about $3.38 a pound on Jan. 17, just below the December record, as Brazilian exporters report thin stocks. Robusta is holding above $5,000 a tonne.|Only prices before the cutoff.
2|L|commodity-report|Arabica tops $4 for the first time|Arabica futures settled above $4 a pound for the first time on February 6, 2025, and reached about $4.30 on Feb. 11, 2025, up some 25% since the start of the year, on fears for Brazil's next crop.|Reports the February 6 and 11, 2025 prices.
15|K|analyst-note|Coffee 2025 outlook|After a 70% gain in 2024, we see arabica averaging $3.20 in the first quarter and easing once Brazil's harvest begins in May. Conab's first estimate for the 2025/26 crop is due later this month.|A forecast and a scheduled estimate.
1|K|exchange-notice|KC March 2025: key dates|First notice day: February 20, 2025. Last trading day: March 19, 2025. Daily price limits: none.|A contract calendar after the cutoff.
3|L|broker-snippet|KCH5 high|March arabica printed 429.95 c/lb intraday on Feb 11 2025, a record; certified stocks at a 25-year low.|Reports the February 11, 2025 high.
9|K|commodity-report|Roasters warn on prices|Several European roasters said this month they will raise retail prices again in the first quarter, citing green coffee costs that doubled in 2024.|Plans with only earlier facts.
""",
    ),
]
