# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold42` part, read by `build_hold42.py`.

Business and corporate news, written blind as a held-out part: IPO calendars, pricings and
debuts, merger trackers and closing notices, shareholder-vote and proxy coverage, chief
executive changes, earnings previews and recaps, investor-relations calendars, stock-split
notices, product launches and market wrap-ups. Each question's documents are one line each in a
string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. The events are real ones of 2023-2025; the wording is
invented and the figures are from memory. See `build_hold42.py` and the part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "p1-cava-ipo-2023",
        "Will CAVA Group shares close their first day of trading on the NYSE above the IPO price?",
        "Resolves YES if CAVA Group (ticker CAVA) closes its first regular trading session, expected on or about June 15, 2023, above the price at which its initial public offering is priced. Resolves NO if it closes at or below that price, or if trading has not begun by June 15, 2023.",
        "2023-06-06",
        "2023-06-15",
        1,
        "ipos",
        """
4|K|ipo-calendar|IPO week ahead: Mediterranean chain Cava tops a thin June slate|Cava Group is expected to price its offering late on June 14 and begin trading on the New York Stock Exchange the next morning under the ticker CAVA. It would be the first sizable restaurant listing in more than a year.|A calendar of an expected pricing and debut after the cutoff.
2|L|ipo-pricing-note|Cava prices above raised range at $22|Cava sold 14.4 million shares at $22 apiece late Wednesday, June 14, 2023, above a range it had already lifted to $19 to $20, raising about $318 million. Trading was set to begin Thursday.|Reports the June 14, 2023 pricing, after the cutoff, as done.
1|L|market-wrap|Cava nearly doubles in NYSE debut|Shares of the fast-casual chain opened at $42 and finished at $43.78 on June 15, 2023, up 99% from the offering price and valuing the company at roughly $5 billion.|Reports the June 15, 2023 first-day close.
8|K|analyst-note|What the Cava roadshow will tell us about restaurant IPO appetite|Cava's filing shows revenue of $564 million in 2022. If the deal prices at the top of its range, it would be the largest restaurant listing since Sweetgreen in November 2021; the real test comes when the stock opens for trading.|Past figures and a conditional about a coming pricing.
1|K|stock-brief|Cava sets terms for IPO|The Washington-based company filed on Monday to sell 14.4 million shares at $17 to $19 each, according to an amended prospectus. Pricing is slated for the week of June 12.|Terms set before the cutoff and a pricing window after it.
3|L|quote-board|CAVA closes at $43.78 on first day, Jun 15 2023|NYSE: CAVA. Offer price $22.00. Open $42.00. Close $43.78 (+99.0%). Volume 19.5 million shares.|A quote-board line reports the June 15, 2023 close.
""",
    ),
    Q(
        "p1-kenvue-ipo-2023",
        "Will Kenvue shares close their first day of trading above the IPO price?",
        "Resolves YES if Kenvue Inc., the consumer-health business of Johnson & Johnson, closes its first NYSE trading session, expected on May 4, 2023, above its IPO price. Resolves NO if it closes at or below that price, or if trading has not begun by May 4, 2023.",
        "2023-04-24",
        "2023-05-04",
        1,
        "ipos",
        """
5|K|ipo-calendar|J&J readies Kenvue roadshow|Johnson & Johnson could launch marketing for the Kenvue listing as soon as next week, people familiar with the plans said, with a debut on the NYSE targeted for early May under the symbol KVUE. Pricing could come as soon as May 3.|A plan with an expected timing, no outcome.
3|L|ipo-pricing-note|Kenvue raises $3.8 billion in biggest U.S. IPO since 2021|Kenvue priced 172.8 million shares at $22 on May 3, 2023, in the upper half of its range, after J&J increased the number of shares on offer. The deal was the largest U.S. listing since Rivian.|Reports the May 3, 2023 pricing.
1|L|market-wrap|Stocks slip as bank worries return; Kenvue jumps 22% in debut|The S&P 500 fell for a fourth day on Thursday, May 4, 2023, as regional lenders slid again, but Kenvue closed at $26.90 in its first session, 22% above the offer price.|Reports the May 4, 2023 debut close.
9|K|analyst-note|The Band-Aid spin-off: a test for a frozen IPO market|Kenvue owns Tylenol, Listerine and Neutrogena and had about $15 billion of sales in 2022. J&J has said it will keep at least 80% of the company after the offering and may dispose of the rest later through an exchange offer.|Earlier facts and an undated plan (control).
4|K|investor-faq|Kenvue separation: what J&J shareholders need to know|J&J shareholders do not need to do anything for the IPO. The company has said it expects to complete the separation of the consumer-health business by the end of 2023; J&J's first-quarter report on April 18 showed consumer-health sales of about $3.9 billion, and executives will take questions at the annual meeting on April 27, 2023.|A plan, an earlier report and a scheduled meeting.
2|L|update-appended|Kenvue kicks off investor meetings|Kenvue began marketing its shares to investors this week at $20 to $23 each. UPDATE May 4, 2023: the stock ended its first day of trading at $26.90, up from the $22 offer price.|An appended update reports the May 4, 2023 close.
""",
    ),
    Q(
        "p1-rubrik-ipo-2024",
        "Will Rubrik shares close their first day of trading above the IPO price?",
        "Resolves YES if Rubrik, Inc. (ticker RBRK) closes its first NYSE trading session above its IPO price, with trading expected to begin around April 25, 2024. Resolves NO if it closes at or below that price, or if trading has not begun by April 25, 2024.",
        "2024-04-15",
        "2024-04-25",
        1,
        "ipos",
        """
6|K|ipo-calendar|Rubrik joins the spring IPO queue|Data-security company Rubrik is expected to set terms soon for a NYSE listing under RBRK, with pricing penciled in for the week of April 22, according to IPO trackers.|Expected future dates, no outcome.
2|L|ipo-pricing-note|Microsoft-backed Rubrik prices IPO above range|Rubrik priced 23.5 million shares at $32 each on April 24, 2024, above the $28 to $31 range, raising $752 million.|Reports the April 24, 2024 pricing.
1|L|stock-brief|RBRK ends first day up 15%|Rubrik closed at $37 on its first day of trading, Thursday, April 25, 2024, after opening at $38.60.|Reports the April 25, 2024 close.
10|K|analyst-note|After Reddit and Astera, is software next?|Reddit and Astera Labs both jumped in their March debuts. Bankers say a warm reception for Rubrik, whose subscription ARR was about $784 million at the end of its fiscal year on January 31, 2024, could reopen the window for loss-making software companies.|Earlier facts and a conditional.
4|K|press-release|Rubrik announces launch of initial public offering|Rubrik, Inc. announced the launch of its initial public offering of 23,000,000 shares of Class A common stock. The offering is subject to market conditions, and there can be no assurance as to whether or when the offering may be completed, or as to its actual size or terms. The roadshow is expected to run through April 23.|Standard launch language, no outcome.
3|L|newsletter-digest|Deal digest: Rubrik, Ibotta|Rubrik (RBRK) rose 15.6% in its NYSE debut on Apr 25 2024. A week earlier Ibotta (IBTA) had priced at $88 on Apr 17 2024 and gained 17% on its first day.|Reports the April 25, 2024 debut and an April 17, 2024 listing, both after the cutoff.
""",
    ),
    Q(
        "p1-venture-global-ipo-2025",
        "Will Venture Global shares close their first day of trading above the IPO price?",
        "Resolves YES if Venture Global Inc. (ticker VG) closes its first NYSE trading session, expected around January 24, 2025, above the price of its initial public offering. Resolves NO if it closes at or below that price, or if trading has not begun by January 24, 2025.",
        "2025-01-13",
        "2025-01-24",
        0,
        "ipos",
        """
3|K|ipo-calendar|LNG exporter Venture Global targets January listing|Venture Global is expected to launch its roadshow as soon as this week, seeking a valuation of up to $110 billion, people familiar with the matter said. Pricing is targeted for the week of January 20, 2025; the debut would be the first large energy IPO of the year.|Plans and expectations, no outcome.
1|L|ipo-pricing-note|Venture Global slashes IPO price to $25|Venture Global priced 70 million shares at $25 on January 23, 2025, far below the $40 to $46 range it had marketed, raising $1.75 billion.|Reports the January 23, 2025 pricing.
2|L|market-wrap|Venture Global slides in debut after cutting price|The LNG company's shares closed at $24.05 on Friday, Jan. 24, 2025, down about 4% from the $25 offer price, a cool start for the year's first big listing.|Reports the January 24, 2025 close.
12|K|analyst-note|Export pause clouds LNG valuations|The administration's pause on new LNG export approvals, announced in January 2024, weighed on the sector last year. Investors expect the incoming administration, which takes office on January 20, 2025, to lift it quickly.|A past event and a scheduled future one.
5|K|stock-brief|Venture Global files to list on NYSE under 'VG'|The Arlington, Virginia company, which runs the Calcasieu Pass and Plaquemines export plants in Louisiana, disclosed plans for a listing that could come within weeks. Goldman Sachs and J.P. Morgan are among the lead underwriters.|A filing before the cutoff and an undated plan.
7|L|headline-only|Venture Global opens below offer at $24 on January 24, 2025|The first trade came a dollar under the price set the night before.|The title reports the January 24, 2025 opening trade.
""",
    ),
    Q(
        "p1-etoro-ipo-2025",
        "Will eToro shares close their first day of trading on Nasdaq above the IPO price?",
        "Resolves YES if eToro Group Ltd. (ticker ETOR) closes its first Nasdaq trading session above its IPO price, with a debut expected in mid-May 2025. Resolves NO if it closes at or below that price, or if trading has not begun by May 14, 2025.",
        "2025-05-05",
        "2025-05-14",
        1,
        "ipos",
        """
4|K|ipo-calendar|eToro revives IPO plan after April turmoil|The Israeli trading platform, which shelved its listing in April as tariff news roiled markets, is preparing to set terms as early as next week and could price as soon as May 13, with Nasdaq trading the next day, people familiar with the matter said.|A plan, no reported outcome.
2|L|ipo-pricing-note|eToro prices above range at $52|eToro priced its offering at $52 a share on May 13, 2025, above the marketed $46 to $50 range, raising about $620 million for the company and selling shareholders.|Reports the May 13, 2025 pricing.
1|L|market-wrap|Trading app eToro jumps 29% on Nasdaq debut|Shares of eToro opened at $69.69 and closed at $67 on Wednesday, May 14, 2025, giving the company a market value of about $5.5 billion.|Reports the May 14, 2025 debut.
9|K|analyst-note|Retail-trading IPOs: the case for eToro|eToro reported net income of $192 million for 2024, up from $15 million a year earlier. A strong listing would be a signal for fintech names such as Chime and Klarna, which have also paused their plans.|Past figures and a conditional (control).
6|K|stock-brief|eToro files publicly for U.S. listing|eToro made its F-1 filing public in March. The company said it plans to list its Class A shares on the Nasdaq Global Select Market under ETOR, subject to market conditions.|A past filing and a plan.
3|L|newsletter-digest|IPO wrap: eToro, then Hinge Health and MNTN|eToro's 29% pop on May 14, 2025 was followed by Hinge Health, which priced at $32 on May 21, 2025, and ad-tech firm MNTN, which rose sharply in its debut the next day.|Reports the May 14, 2025 debut and later listings.
""",
    ),
    Q(
        "p1-firefly-ipo-2025",
        "Will Firefly Aerospace shares close their first day of trading above the IPO price?",
        "Resolves YES if Firefly Aerospace Inc. (ticker FLY) closes its first Nasdaq trading session above its IPO price, with trading expected in early August 2025. Resolves NO if it closes at or below that price, or if trading has not begun by August 7, 2025.",
        "2025-07-28",
        "2025-08-07",
        1,
        "ipos",
        """
3|K|ipo-calendar|Firefly Aerospace eyes early August debut|The Texas rocket and lunar-lander maker plans to sell 16.2 million shares at $35 to $39 and list on Nasdaq as FLY. Pricing is expected after the close on August 6.|Terms and an expected date after the cutoff.
1|L|ipo-pricing-note|Firefly prices upsized IPO at $45|Firefly Aerospace priced 19.3 million shares at $45 on Aug. 6, 2025, above a range it had raised to $41 to $43, raising $868 million.|Reports the August 6, 2025 pricing.
2|L|correction|Correction: Firefly's first-day close|An earlier version of this item misstated Firefly Aerospace's closing price. The shares ended their first session, on Thursday, August 7, 2025, at $60.35, up 34% from the $45 offer price, not at $63.|A correction reports the August 7, 2025 close.
11|K|analyst-note|Space listings after Blue Ghost|Firefly's Blue Ghost lander touched down on the Moon on March 2, 2025, a milestone that drew investor attention. The company still lost about $60 million in the first quarter, its filing shows.|Past facts only (control).
6|K|investor-faq|What to know before Firefly's IPO|Underwriters include Goldman Sachs, J.P. Morgan, Jefferies and Wells Fargo. Lock-ups typically run 180 days; if the deal prices in the week of August 4, the first lock-up expiry would fall in early February 2026.|A conditional with future dates.
5|L|update-appended|Firefly sets terms for listing|Firefly set a range of $35 to $39 per share for its Nasdaq offering. Update (Aug. 7, 2025): the shares opened at $70 after the offering priced at $45.|An appended update reports the August 7, 2025 opening.
""",
    ),
    Q(
        "p1-gemini-ipo-2025",
        "Will Gemini Space Station shares close their first day of trading above the IPO price?",
        "Resolves YES if Gemini Space Station, Inc. (ticker GEMI), the Winklevoss-founded crypto exchange, closes its first Nasdaq trading session above its IPO price, with trading expected around September 12, 2025. Resolves NO if it closes at or below that price, or if trading has not begun by September 12, 2025.",
        "2025-09-03",
        "2025-09-12",
        1,
        "ipos",
        """
2|K|ipo-calendar|Gemini sets range for Nasdaq listing|Crypto exchange Gemini Space Station is marketing 16.7 million shares at $17 to $19 and expects to price on September 11, with trading the next day under GEMI.|Expected dates after the cutoff.
1|L|ipo-pricing-note|Winklevoss-run Gemini prices at $28, above lifted range|Gemini sold shares at $28 on September 11, 2025, above the $24 to $26 range it set on Sept. 8, and capped the raise at $425 million after orders far exceeded supply.|Reports the September 8 and 11, 2025 events.
3|L|market-wrap|Gemini jumps 14% in debut as crypto listings roll on|Gemini opened at $37.01 on Friday, September 12, 2025 and closed at $32, up 14% from the offer price. Blockchain lender Figure Technology had risen 24% in its debut a day earlier.|Reports the September 12, 2025 close and a September 11 debut.
8|K|analyst-note|Circle's run sets the bar for crypto IPOs|Circle more than doubled in its June 5 debut and Bullish jumped 84% on August 13. Gemini's filing, made public on August 15, shows a first-half net loss of $283 million.|Past facts only (control).
5|K|stock-brief|Nasdaq to take stake in Gemini alongside IPO|Nasdaq has agreed to buy $50 million of Gemini stock in a private placement concurrent with the IPO, according to the filing, subject to the offering being completed; the placement would settle with the IPO, expected on September 15, 2025.|A conditional agreement.
4|K|ir-calendar|Week ahead in IPOs: Klarna, Figure, Gemini, StubHub|Klarna is scheduled to price on Sept. 9, Figure and Gemini on Sept. 10 and 11, and StubHub could follow in the week of Sept. 15, according to deal calendars.|A calendar of later pricings.
""",
    ),
    Q(
        "p1-amgen-horizon-close-2023",
        "Will Amgen complete its acquisition of Horizon Therapeutics by October 31, 2023?",
        "Resolves YES if Amgen announces completion of its roughly $27.8 billion acquisition of Horizon Therapeutics plc on or before October 31, 2023. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-31",
        1,
        "mergers",
        """
6|K|deal-tracker|Amgen-Horizon: what is left after the FTC settlement|With the Federal Trade Commission's settlement on September 1, the main U.S. hurdle is gone. Amgen has said it expects to close early in the fourth quarter, which begins on October 1, subject to remaining conditions including the Irish High Court's sanction of the scheme.|An earlier settlement and an expected close later.
2|L|press-release|Amgen completes acquisition of Horizon Therapeutics|Amgen said on October 6, 2023 that it had completed its acquisition of Horizon Therapeutics plc, adding Tepezza, Krystexxa and Uplizna to its rare-disease portfolio.|Reports the October 6, 2023 completion.
4|L|stock-brief|Horizon delisted from Nasdaq as Amgen deal closes|Horizon shares stopped trading on Friday, Oct. 6, 2023, as Amgen finished the $27.8 billion purchase, one of the largest biotech takeovers of the year.|Reports the October 6, 2023 completion.
10|K|analyst-note|Bundling ban is a small price for Amgen|Under the consent order, Amgen cannot bundle Horizon's drugs with its own products or use rebates to disadvantage rivals. Analysts see the restrictions as manageable and expect the deal to add to earnings from 2024.|Conditions and forecasts, no later outcome.
8|K|ir-calendar|Amgen investor calendar|Q3 2023 earnings: Tuesday, October 31, 2023, after market close, followed by a conference call at 4:30 p.m. Eastern. Replay available for 30 days.|A scheduled release after the cutoff.
1|L|earnings-recap|Amgen lifts outlook with first Horizon sales|Amgen raised its 2023 revenue forecast on October 31, 2023, including about three weeks of Horizon sales after the deal closed on Oct. 6.|Reports the October 31 and October 6, 2023 events.
""",
    ),
    Q(
        "p1-homedepot-srs-close-2024",
        "Will Home Depot complete its acquisition of SRS Distribution by June 30, 2024?",
        "Resolves YES if The Home Depot announces completion of its roughly $18.25 billion acquisition of SRS Distribution on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "mergers",
        """
5|K|deal-tracker|Home Depot's SRS deal: close expected by end of fiscal Q2|Home Depot has said it expects the $18.25 billion purchase of roofing and pool-supply distributor SRS to close by the end of its fiscal second quarter, which ends on July 28, 2024, subject to regulatory approval.|A forecast close, no outcome.
2|L|press-release|The Home Depot completes acquisition of SRS Distribution|Home Depot said on June 18, 2024 that it had closed its acquisition of SRS, which will operate as an independent business under its chief executive, Dan Tinker.|Reports the June 18, 2024 completion.
8|K|earnings-recap|Home Depot's first-quarter comps fall 2.8%|Home Depot reported on May 14 that comparable sales fell 2.8% in the quarter ended April 28, hurt by a late spring and weaker spending on big-ticket projects. It reaffirmed its fiscal 2024 outlook, which excludes SRS.|Past results only (control).
1|L|analyst-note|SRS now inside Home Depot: what the new guidance says|Having closed SRS on June 18, 2024, Home Depot said with its August 13, 2024 results that the unit would add about $6.4 billion of sales this fiscal year, while it lowered its comparable-sales forecast.|Reports June 18 and August 13, 2024 events.
3|K|ir-calendar|The Home Depot: upcoming events|Q2 fiscal 2024 earnings release and conference call: Tuesday, August 13, 2024, 9:00 a.m. ET. Quarterly dividend of $2.25 payable June 13, 2024 to holders of record on May 30.|A scheduled release and a dividend schedule.
4|L|newsletter-digest|Deals closed|Home Depot / SRS Distribution, $18.25 billion: closed Tue., June 18, 2024, about three months after signing. Largest acquisition in the retailer's history.|A deals list reports the June 18, 2024 closing.
""",
    ),
    Q(
        "p1-jnj-intracellular-close-2025",
        "Will Johnson & Johnson complete its acquisition of Intra-Cellular Therapies by April 30, 2025?",
        "Resolves YES if Johnson & Johnson announces completion of its $132-per-share acquisition of Intra-Cellular Therapies, Inc. on or before April 30, 2025. Resolves NO otherwise.",
        "2025-03-25",
        "2025-04-30",
        1,
        "mergers",
        """
7|K|deal-tracker|J&J-Intra-Cellular awaits final sign-offs|Johnson & Johnson has said it expects to complete the $14.6 billion deal for the maker of the schizophrenia and bipolar drug Caplyta later this year, subject to Intra-Cellular shareholder approval and other customary conditions. J&J will update investors on the deal with its first-quarter results on April 15, 2025.|A forecast close, no outcome.
2|L|press-release|Johnson & Johnson completes acquisition of Intra-Cellular Therapies|J&J said on April 2, 2025 that it had completed the $132-per-share cash acquisition, making Intra-Cellular part of its Innovative Medicine neuroscience business.|Reports the April 2, 2025 completion.
12|K|analyst-note|Why J&J paid up for Caplyta|The offer, announced January 13, was a 39% premium to Intra-Cellular's prior close. Caplyta sales reached about $680 million in 2024, and a filing for use as an add-on treatment in major depressive disorder is under FDA review.|Past facts only (control).
1|L|stock-brief|ITCI stops trading after deal closes|Intra-Cellular's shares were delisted from Nasdaq following the completion of the merger on Wed., April 2, 2025.|Reports the April 2, 2025 delisting.
4|K|ir-calendar|J&J first-quarter 2025 earnings|J&J will report first-quarter results on Tuesday, April 15, 2025, before the market opens. The company has said the Intra-Cellular deal, once it closes, would reduce 2025 adjusted earnings per share.|A scheduled release and a conditional.
3|L|earnings-recap|J&J raises sales outlook, folds in Intra-Cellular|On April 15, 2025 J&J lifted its 2025 sales forecast by about $700 million to reflect Intra-Cellular, whose purchase closed earlier in the month, while lowering its adjusted EPS outlook for the cost of the deal.|Reports the April 15, 2025 results.
""",
    ),
    Q(
        "p1-amd-zt-close-2025",
        "Will AMD complete its acquisition of ZT Systems by March 31, 2025?",
        "Resolves YES if Advanced Micro Devices announces completion of its roughly $4.9 billion acquisition of ZT Systems on or before March 31, 2025. Resolves NO otherwise.",
        "2025-03-17",
        "2025-03-31",
        1,
        "mergers",
        """
6|K|deal-tracker|AMD-ZT Systems: still on track for first half|AMD said on its Feb. 4 earnings call that it expects the ZT Systems purchase to close in the first half of 2025, after which it plans to find a buyer for ZT's data-center manufacturing business.|A past statement about a future close.
1|L|press-release|AMD completes acquisition of ZT Systems|AMD said on March 31, 2025 that it had completed its $4.9 billion acquisition of ZT Systems, adding about 1,000 design and customer-enablement engineers to its data-center group.|Reports the March 31, 2025 completion.
3|L|stock-brief|AMD closes ZT deal, lines up sale of manufacturing arm|With the acquisition completed on Mon., March 31, 2025, AMD moved to sell ZT's manufacturing operation; in May 2025 it agreed to sell it to Sanmina for $3 billion.|Reports March 31, 2025 and May 2025 events.
10|K|analyst-note|Why AMD wants rack-scale systems|ZT designs the server racks that cloud companies use for AI clusters. Analysts say the deal should help AMD sell complete MI-series systems against Nvidia's once its next generation of accelerators arrives in 2026.|A forecast only.
4|K|ir-calendar|AMD investor calendar|First-quarter 2025 results: Tuesday, May 6, 2025, after the close. Advancing AI 2025: June 12, 2025, San Jose, California.|Scheduled events after the cutoff.
8|K|newsletter-digest|Chip deals still pending|AMD / ZT Systems ($4.9 billion, announced Aug. 19, 2024): awaiting remaining regulatory approvals; expected close by June 30, 2025. Synopsys / Ansys ($35 billion): expected in the first half of 2025.|A tracker of pending deals with expected closes.
""",
    ),
    Q(
        "p1-nordstrom-private-close-2025",
        "Will Nordstrom complete its take-private by the Nordstrom family and El Puerto de Liverpool by June 15, 2025?",
        "Resolves YES if Nordstrom announces completion of its acquisition by members of the Nordstrom family and El Puerto de Liverpool, at $24.25 a share in cash, on or before June 15, 2025. Resolves NO otherwise.",
        "2025-05-12",
        "2025-06-15",
        1,
        "mergers",
        """
4|K|deal-tracker|Nordstrom buyout nears the finish line|Nordstrom has said it expects the $6.25 billion deal with the Nordstrom family and Mexico's El Puerto de Liverpool to close in the first half of 2025. Once it is completed, the shares will be delisted from the NYSE.|An expected close and a conditional delisting.
1|L|press-release|Nordstrom completes transaction with Nordstrom family and Liverpool|Nordstrom said on May 20, 2025 that it had completed its acquisition by the Nordstrom family and Liverpool and that its common stock would no longer be listed on the New York Stock Exchange.|Reports the May 20, 2025 completion.
2|L|stock-brief|JWN's last day on the Big Board|Nordstrom shares were delisted from the NYSE on May 20, 2025, more than five decades after the Seattle department-store chain first sold stock to the public, as the $24.25-a-share buyout closed.|Reports the May 20, 2025 completion.
9|K|analyst-note|Why the family is taking Nordstrom private|The offer of $24.25 a share in cash, announced December 23, 2024, values the retailer at about $6.25 billion including debt. After closing, the family and Liverpool are to own 50.1% and 49.9% respectively.|Past facts and the deal's terms (control).
6|K|earnings-preview|Nordstrom first-quarter results due as buyout pends|Nordstrom expects to report results for the quarter ended May 3 in late May and, given the pending transaction, does not plan to hold a conference call or update its outlook.|A plan with future timing.
3|L|retail-roundup|Retail roundup: Nordstrom exits the market, Walmart warns on prices|Nordstrom went private on May 20, 2025. Earlier that week, on May 15, 2025, Walmart reported U.S. comparable sales up 4.5% and said tariffs would force it to raise some prices.|Reports May 20 and May 15, 2025 events.
""",
    ),
    Q(
        "p1-skechers-3g-close-2025-08",
        "Will 3G Capital complete its acquisition of Skechers by August 31, 2025?",
        "Resolves YES if 3G Capital and Skechers U.S.A. announce completion of the roughly $9.4 billion take-private, at $63 a share in cash or a cash-and-units alternative, on or before August 31, 2025. Resolves NO otherwise.",
        "2025-08-04",
        "2025-08-31",
        0,
        "mergers",
        """
5|K|deal-tracker|Skechers-3G: a third-quarter close is still the plan|Skechers has said the $9.4 billion take-private by 3G Capital is expected to close in the third quarter of 2025, which ends on September 30. Holders who elect the mixed consideration would receive $26.50 in cash plus one unit of the new private parent per share.|An expected close later, no outcome.
1|L|press-release|3G Capital completes acquisition of Skechers|3G Capital said on September 12, 2025 that it had completed its purchase of Skechers U.S.A., and that the footwear maker's shares would no longer trade on the New York Stock Exchange.|Reports the September 12, 2025 completion.
3|L|headline-only|Skechers goes private as 3G deal closes on Sept. 12, 2025|The Greenberg family keeps a stake and management stays in place.|The title reports the September 12, 2025 completion.
4|K|earnings-recap|Skechers skips outlook as buyout pends|Skechers reported record second-quarter sales of about $2.44 billion last week and, citing the pending transaction, held no conference call and gave no guidance.|Past results (control).
7|K|investor-faq|Skechers holders: choosing cash or cash-plus-units|Shareholders must return election forms before a deadline that the company will announce in advance; holders who make no election will receive $63 in cash for each share at closing.|A future deadline and a conditional.
2|L|year-in-review|Retail take-privates of 2025|Three big retail buyouts closed in 2025: Nordstrom on May 20, 2025, Walgreens Boots Alliance on Aug. 28, 2025, and Skechers on Sept. 12, 2025.|Reports closings dated after the cutoff.
""",
    ),
    Q(
        "p1-dks-footlocker-close-2025",
        "Will Dick's Sporting Goods complete its acquisition of Foot Locker by September 30, 2025?",
        "Resolves YES if Dick's Sporting Goods announces completion of its $24-a-share cash acquisition of Foot Locker, Inc. on or before September 30, 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-30",
        1,
        "mergers",
        """
6|K|deal-tracker|Dick's-Foot Locker: vote and closing timetable|Foot Locker shareholders will vote on the $24-a-share cash offer at a special meeting later this month. Dick's has said it expects to complete the deal in the second half of its fiscal 2025, which runs to January 31, 2026.|A scheduled vote and an expected close.
1|L|press-release|DICK'S Sporting Goods completes acquisition of Foot Locker|Dick's said on September 8, 2025 that it had closed the $2.4 billion purchase; Foot Locker will be run as a standalone business unit within the company.|Reports the September 8, 2025 completion.
3|L|earnings-recap|Dick's raises outlook, sets Foot Locker closing date|Reporting second-quarter results on August 28, 2025, Dick's raised its full-year sales and earnings forecast and said it expected the Foot Locker deal to close on Sept. 8.|Reports the August 28, 2025 results, after the cutoff.
10|K|analyst-note|A $2.4 billion bet on sneakers|Dick's offered $24 a share, nearly a 90% premium to Foot Locker's prior close, when the deal was announced on May 15. Analysts say the bigger risk is Nike's wholesale strategy, not antitrust review.|Past facts and opinion (control).
4|K|ir-calendar|DICK'S Sporting Goods: Q2 2025 earnings|Results for the second quarter will be released on Thursday, August 28, 2025, before the market opens, followed by a conference call at 10:00 a.m. ET.|A scheduled release after the cutoff.
2|L|sector-wrap|Sporting goods: week in review|Dick's finished the Foot Locker acquisition on Monday, Sept. 8, 2025, and Foot Locker's shares were removed from the New York Stock Exchange.|Reports the September 8, 2025 completion.
""",
    ),
    Q(
        "p1-pfizer-metsera-close-2025",
        "Will Pfizer complete its acquisition of Metsera by November 30, 2025?",
        "Resolves YES if Pfizer announces completion of an acquisition of Metsera, Inc. on or before November 30, 2025. Resolves NO otherwise, including if Metsera agrees to be acquired by another bidder.",
        "2025-11-03",
        "2025-11-30",
        1,
        "mergers",
        """
2|K|deal-tracker|Metsera bidding war: what happens next|Metsera's board has said Novo Nordisk's October 30 proposal could lead to a superior offer, which gives Pfizer several business days to match under its merger agreement. The shareholder vote on the Pfizer deal is scheduled for November 13.|A scheduled vote and a contractual window, no outcome.
1|L|press-release|Pfizer completes acquisition of Metsera|Pfizer said on November 13, 2025 that it had completed its acquisition of Metsera for $65.60 a share in cash plus a contingent value right worth up to $20.65, hours after Metsera shareholders approved the deal.|Reports the November 13, 2025 vote and completion.
3|L|stock-brief|Novo bows out as Metsera takes Pfizer's raised bid|Metsera accepted Pfizer's improved offer, valued at up to $86.25 a share, on Nov. 7, 2025, and Novo Nordisk said it would not raise its bid again.|Reports the November 7, 2025 acceptance.
12|K|analyst-note|Why Pfizer wants an obesity shot|Pfizer agreed on September 22 to buy Metsera for $47.50 a share in cash plus a CVR, about $4.9 billion upfront, after it dropped its own oral GLP-1 candidate, danuglipron, in April. Metsera's lead injection aims at monthly dosing.|Past facts only (control).
2|K|legal-brief|Pfizer sues to hold Metsera to its deal|Pfizer filed suit in the Delaware Court of Chancery, arguing that Novo's proposal is structured to sidestep antitrust review and that Metsera breached its merger agreement. A hearing on Pfizer's request for a temporary restraining order is expected in the week of November 3.|An earlier filing and a hearing expected after the cutoff.
4|L|earnings-recap|Pfizer beats third-quarter estimates amid Metsera fight|Pfizer reported adjusted earnings of $0.87 a share on November 4, 2025 and raised the low end of its profit outlook; executives spent much of the call on the contest for Metsera.|Reports the November 4, 2025 results.
""",
    ),
    Q(
        "p1-crm-informatica-close-2025",
        "Will Salesforce complete its acquisition of Informatica by November 30, 2025?",
        "Resolves YES if Salesforce announces completion of its $25-a-share acquisition of Informatica Inc. on or before November 30, 2025. Resolves NO otherwise.",
        "2025-11-10",
        "2025-11-30",
        1,
        "mergers",
        """
8|K|deal-tracker|Salesforce-Informatica: the stated timetable|Salesforce has said it expects to complete the $8 billion acquisition early in its fiscal 2027, which begins on February 1, 2026, subject to regulatory approvals. Informatica holders will receive $25 a share in cash.|A forecast close after the cutoff.
1|L|press-release|Salesforce completes acquisition of Informatica|Salesforce said on November 18, 2025 that it had completed its acquisition of Informatica, well ahead of the timetable it gave when the deal was announced in May.|Reports the November 18, 2025 completion.
3|L|analyst-note|Informatica closes early; the Agentforce data story gets stronger|With the deal closed on Nov. 18, 2025, analysts expect Salesforce to fold Informatica's catalog and data-quality tools into Data Cloud, a theme management returned to when it reported third-quarter results on December 3, 2025.|Reports November 18 and December 3, 2025 events.
12|K|earnings-recap|Salesforce's second quarter|Salesforce reported on September 3 that revenue rose 10% to $10.24 billion and gave a third-quarter revenue range of $10.24 billion to $10.29 billion. Executives said the Informatica deal remained on track.|Past results (control).
5|K|ir-calendar|Salesforce investor events|Dreamforce ran October 14-16 in San Francisco. Q3 fiscal 2026 results: Wednesday, December 3, 2025, after the market close; webcast at 5:00 p.m. ET.|A past event and a scheduled release.
2|L|headline-only|Informatica delisted after Salesforce buyout closes Nov 18, 2025|INFA shares no longer trade on the New York Stock Exchange.|The title reports the November 18, 2025 completion.
""",
    ),
    Q(
        "p1-boeing-spirit-close-2025",
        "Will Boeing complete its acquisition of Spirit AeroSystems by December 31, 2025?",
        "Resolves YES if Boeing announces completion of its all-stock acquisition of Spirit AeroSystems Holdings on or before December 31, 2025. Resolves NO otherwise.",
        "2025-11-24",
        "2025-12-31",
        1,
        "mergers",
        """
6|K|deal-tracker|Boeing-Spirit: the last approvals|Boeing has said it expects to close the Spirit AeroSystems purchase by the end of 2025, once the remaining regulatory approvals are in hand. Airbus is due to take over Spirit's work on its own programs at the same time.|An expected close, no outcome.
1|L|press-release|Boeing completes acquisition of Spirit AeroSystems|Boeing said on December 8, 2025 that it had completed its acquisition of Spirit AeroSystems, bringing the Wichita plant that builds the 737 fuselage back into the company two decades after selling it.|Reports the December 8, 2025 completion.
3|L|stock-brief|SPR delisted as Boeing closes; Airbus takes its share|Spirit's shares stopped trading on Dec. 8, 2025 as Boeing's all-stock purchase closed, and Airbus said the same day it had taken over the Spirit operations that make A350 and A220 parts.|Reports December 8, 2025 events.
9|K|earnings-recap|Boeing takes $4.9 billion 777X charge|Boeing reported a third-quarter loss on October 29 after a $4.9 billion charge tied to a further delay of the 777X to 2027. It said the Spirit deal remained on track.|Past results (control).
4|K|analyst-note|What Spirit brings, and what it costs|Boeing agreed in July 2024 to pay $37.25 a share in stock, about $4.7 billion, and to take on Spirit's debt. If the deal closes in December, analysts expect Boeing to include Spirit in the 2026 outlook it gives with fourth-quarter results, likely on January 27, 2026.|Past facts and a conditional forecast.
2|K|ir-calendar|Boeing: upcoming investor events|Boeing's chief financial officer is scheduled to speak at an industrials conference on December 2, 2025. Fourth-quarter and full-year 2025 results are expected in late January 2026.|Scheduled future events.
""",
    ),
    Q(
        "p1-tesla-texas-vote-2024",
        "Will Tesla shareholders approve moving the company's incorporation from Delaware to Texas at the June 13, 2024 annual meeting?",
        "Resolves YES if the results of Tesla's annual meeting of June 13, 2024, preliminary or final, show the reincorporation (redomestication) proposal approved. Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-13",
        1,
        "shareholder_votes",
        """
5|K|proxy-season-note|Tesla's June 13 vote: what is on the ballot|Shareholders will vote at the June 13 annual meeting in Austin on re-ratifying Elon Musk's 2018 pay package and on moving Tesla's incorporation from Delaware to Texas. Glass Lewis has recommended against both proposals.|A scheduled vote and past advice.
1|L|social-post-roundup|Musk says both Tesla proposals are passing|Elon Musk posted on June 12, 2024, the eve of the meeting, that the pay and Texas proposals were both passing by wide margins, citing early tallies.|Reports a June 12, 2024 statement, after the cutoff.
2|L|press-release|Tesla announces preliminary results of 2024 annual meeting|At the annual meeting on June 13, 2024, Tesla shareholders approved the redomestication of the company to Texas and ratified the 2018 CEO performance award, according to preliminary results.|Reports the June 13, 2024 vote.
12|K|analyst-note|Why Tesla wants to leave Delaware|The push followed the Delaware Chancery Court's January 30 ruling voiding Musk's 2018 award. The company argues Texas law would mean fewer shareholder suits, though legal scholars doubt a vote on June 13 would revive the pay plan in the Delaware case.|Past events and a scheduled vote, no outcome.
3|K|investor-faq|How to vote your Tesla shares|Holders of record at the close on April 15, 2024 may vote online until 11:59 p.m. Eastern on June 12, 2024, or in person in Austin on June 13. Results will be filed on a Form 8-K within four business days.|Deadlines and scheduled events after the cutoff.
4|L|stock-brief|Tesla is now a Texas company|Tesla filed its certificate of conversion in Texas on June 13, 2024, hours after shareholders backed the move, ending its status as a Delaware corporation.|Reports the June 13, 2024 vote and filing.
""",
    ),
    Q(
        "p1-nsc-ancora-majority-2024",
        "Will Ancora's nominees win a majority of the seats on Norfolk Southern's board at the May 9, 2024 annual meeting?",
        "Resolves YES if the results of Norfolk Southern's annual meeting of May 9, 2024, as announced by May 24, 2024, show at least seven of the 13 elected directors are nominees of Ancora Holdings. Resolves NO otherwise.",
        "2024-04-29",
        "2024-05-24",
        0,
        "shareholder_votes",
        """
4|K|proxy-fight-preview|Norfolk Southern fight goes down to the wire|Ancora is seeking to replace CEO Alan Shaw and to elect seven of its nominees to the 13-member board at the May 9 annual meeting. ISS has backed five of Ancora's candidates but not its plan to oust Shaw.|A scheduled vote and advice, no outcome.
1|L|market-wrap|Railroad holds off activist; Ancora gets three seats|Norfolk Southern said preliminary results from its May 9, 2024 annual meeting showed shareholders re-elected Alan Shaw and nine other company nominees and elected three of Ancora's candidates.|Reports the May 9, 2024 result.
2|L|headline-only|Norfolk Southern keeps CEO Shaw as investors reject full Ancora slate on May 9, 2024|Three dissident nominees will join the board.|The title reports the May 9, 2024 vote.
10|K|analyst-note|East Palestine and the case for change|Ancora's campaign, launched in January, cites the railroad's operating ratio and the February 2023 derailment in East Palestine, Ohio. The company answered by hiring John Orr as chief operating officer in March.|Past facts (control).
6|K|investor-faq|Two proxy cards, one meeting|Shareholders will receive voting cards from both the company and Ancora; only the latest-dated card counts. Voting closes during the meeting on Thursday, May 9.|A voting deadline after the cutoff.
3|L|year-in-review|Norfolk Southern's turbulent 2024|After surviving Ancora's challenge at the May 9, 2024 meeting, Alan Shaw was fired on Sept. 11, 2024 over a relationship with the company's chief legal officer, and finance chief Mark George became CEO.|Reports May and September 2024 events.
""",
    ),
    Q(
        "p1-nsc-unp-vote-2025",
        "Will Norfolk Southern shareholders approve the merger with Union Pacific at the special meeting on November 14, 2025?",
        "Resolves YES if Norfolk Southern announces that its shareholders approved the merger agreement with Union Pacific at the special meeting held on November 14, 2025. Resolves NO otherwise, including if the meeting is postponed beyond November 14, 2025.",
        "2025-11-03",
        "2025-11-14",
        1,
        "shareholder_votes",
        """
5|K|shareholder-vote-preview|Union Pacific and Norfolk Southern set Nov. 14 votes|Both railroads will hold special meetings on November 14 to vote on the $85 billion merger. Norfolk Southern holders would receive one Union Pacific share plus $88.82 in cash for each share they own.|A scheduled vote.
1|L|press-release|Shareholders of Union Pacific and Norfolk Southern approve merger|At special meetings on November 14, 2025, holders of both companies approved the transaction by wide margins; about 99% of the Norfolk Southern votes cast were in favor.|Reports the November 14, 2025 votes.
3|L|stock-brief|Rail merger clears shareholder hurdle; now it's up to the STB|After the Nov. 14, 2025 approvals, the companies said they would file their application with the Surface Transportation Board, whose review could take well over a year.|Reports the November 14, 2025 approvals.
12|K|analyst-note|A transcontinental railroad and its regulators|The deal, announced July 29, would create the first coast-to-coast U.S. freight railroad. Rivals BNSF and CSX have voiced skepticism, and the railroads are aiming to close by early 2027 if the STB approves.|Past facts and a target date.
8|K|proxy-advisor-note|Proxy adviser backs rail merger|ISS has recommended that Norfolk Southern shareholders vote for the deal at the November 14 special meeting, citing the premium and the cash component.|A past recommendation about a future vote.
2|K|ir-calendar|Norfolk Southern: special meeting of shareholders|Friday, November 14, 2025, held virtually. Proposals: the merger agreement; advisory vote on merger-related compensation; adjournment, if needed.|A scheduled meeting.
""",
    ),
    Q(
        "p1-sbux-ceo-2024",
        "Will Starbucks announce a new chief executive to replace Laxman Narasimhan by August 31, 2024?",
        "Resolves YES if Starbucks announces, on or before August 31, 2024, that Laxman Narasimhan is leaving the CEO role or names someone else as CEO (interim appointments count). Resolves NO otherwise.",
        "2024-08-05",
        "2024-08-31",
        1,
        "executives",
        """
6|K|earnings-recap|Starbucks comps fall again as traffic slides|Starbucks reported on July 30 that global comparable sales fell 3% in its fiscal third quarter, with U.S. transactions down 6%. Laxman Narasimhan said the company's turnaround plan was gaining traction.|Past results (control).
1|L|press-release|Starbucks names Brian Niccol chairman and chief executive officer|Starbucks said on August 13, 2024 that Chipotle's Brian Niccol will become chairman and CEO on September 9, 2024, succeeding Laxman Narasimhan, who stepped down immediately.|Reports the August 13, 2024 appointment.
2|L|market-wrap|Starbucks soars 24%, Chipotle slides on CEO swap|Starbucks shares jumped 24.5% on Tuesday, Aug. 13, 2024, their best day on record, after the company hired Chipotle's chief. Chipotle fell 7.5%.|Reports August 13, 2024 market moves.
10|K|analyst-note|Activists circle Starbucks|Elliott Management has built a sizable stake and Starboard Value has also invested, according to reports in July. Neither has publicly demanded a CEO change, and Narasimhan has run the company only since March 2023. He is due to present fourth-quarter results in late October 2024.|Past reports and a future report, no later outcome.
4|K|ir-calendar|Starbucks investor calendar|Fourth-quarter and fiscal 2024 results: expected in late October 2024. Quarterly dividend of $0.57 a share payable August 30, 2024 to holders of record on August 16.|Scheduled future events.
3|L|restaurant-roundup|Chipotle names interim CEO after Niccol exit|Chipotle said on Aug. 13, 2024 that operating chief Scott Boatwright will serve as interim CEO once Brian Niccol leaves for Starbucks at the end of the month.|Reports an August 13, 2024 event.
""",
    ),
    Q(
        "p1-nike-ceo-2024",
        "Will Nike announce a successor to chief executive John Donahoe by September 30, 2024?",
        "Resolves YES if Nike, Inc. announces on or before September 30, 2024 that someone other than John Donahoe will become its CEO (including an interim CEO). Resolves NO otherwise.",
        "2024-09-09",
        "2024-09-30",
        1,
        "executives",
        """
7|K|analyst-note|Pressure on Donahoe after Nike's worst day|Nike shares fell 20% on June 28, their biggest one-day drop, after it forecast a fiscal 2025 sales decline. Some analysts have called for new leadership, though the board has voiced support for its CEO.|Past events (control).
1|L|press-release|NIKE, Inc. announces CEO transition|Nike said on September 19, 2024 that Elliott Hill, a 32-year company veteran who retired in 2020, will return as president and CEO on October 14, 2024, succeeding John Donahoe.|Reports the September 19, 2024 announcement.
2|L|stock-brief|Nike jumps on Hill's return|Nike shares rose 6.8% on Friday, Sept. 20, 2024, the first full session after the company named Elliott Hill to replace Donahoe.|Reports September 20, 2024 trading after the announcement.
4|K|ir-calendar|NIKE, Inc. fiscal 2025 first-quarter results|Nike will release results for the quarter ended August 31 on Tuesday, October 1, 2024, after the close. Its investor day remains scheduled for November 19.|Scheduled future events.
3|L|earnings-recap|Nike pulls guidance before new CEO starts|On Oct. 1, 2024 Nike withdrew its full-year outlook and postponed its investor day, saying Elliott Hill, who starts on Oct. 14, needed time to set strategy.|Reports the October 1, 2024 results.
10|K|earnings-preview|Nike's turnaround timeline|Donahoe has said new running shoes and a pared-back supply of classic franchises such as the Air Force 1 should help sales return to growth in fiscal 2026, which begins on June 1, 2025.|A plan and a forecast.
""",
    ),
    Q(
        "p1-unh-witty-2025",
        "Will Andrew Witty cease to be chief executive of UnitedHealth Group by June 15, 2025?",
        "Resolves YES if UnitedHealth Group announces on or before June 15, 2025 that Andrew Witty has stepped down, been removed or been replaced as CEO. Resolves NO otherwise.",
        "2025-05-05",
        "2025-06-15",
        1,
        "executives",
        """
12|K|earnings-recap|UnitedHealth slashes forecast, shares plunge 22%|UnitedHealth cut its 2025 adjusted earnings forecast to $26.00 to $26.50 a share on April 17, blaming a surge in care use among Medicare Advantage members; the stock had its worst day since 1998.|Past results (control).
1|L|press-release|UnitedHealth Group announces leadership change|UnitedHealth said on May 13, 2025 that Andrew Witty had stepped down as CEO for personal reasons and that chairman Stephen Hemsley would return as chief executive. The company suspended its 2025 outlook.|Reports the May 13, 2025 change.
2|L|market-wrap|Health insurers drag the Dow as UnitedHealth's CEO quits|UnitedHealth fell 18% on Tuesday, May 13, 2025 after Witty's exit and the suspension of guidance, and slid again on May 15 after a report of a federal criminal investigation.|Reports May 13 and May 15, 2025 events.
5|K|analyst-note|Can Witty restore trust?|Witty, CEO since February 2021, told analysts on April 17 that the company would address higher costs aggressively. The next test is the company's investor conference, traditionally held in early December.|A past statement and a future event.
3|K|ir-calendar|UnitedHealth Group shareholder calendar|Annual meeting of shareholders: June 2, 2025, held virtually. Second-quarter 2025 results: expected in mid-July, before the market opens.|Scheduled future events.
4|L|update-appended|UnitedHealth faces investor questions after guidance cut|Investors want answers on medical costs before the company's annual meeting. Editor's note, May 13, 2025: Andrew Witty has stepped down as CEO and has been replaced by Stephen Hemsley.|An appended note reports the May 13, 2025 change.
""",
    ),
    Q(
        "p1-jpm-fy2024-net-income",
        "Will JPMorgan Chase report full-year 2024 net income above $55 billion?",
        "Resolves YES if JPMorgan Chase's fourth-quarter 2024 earnings release, scheduled for January 15, 2025, reports net income for full-year 2024 above $55.0 billion. Resolves NO otherwise.",
        "2025-01-03",
        "2025-01-15",
        1,
        "earnings",
        """
4|K|earnings-preview|Bank earnings kick off January 15|JPMorgan Chase, Wells Fargo, Citigroup and Goldman Sachs are all due to report fourth-quarter results on Wednesday, January 15, 2025. Analysts expect JPMorgan to earn about $4.10 a share.|Scheduled reports and estimates after the cutoff.
1|L|earnings-recap|JPMorgan posts record annual profit of $58.5 billion|JPMorgan earned $14.0 billion, or $4.81 a share, in the fourth quarter, it said on January 15, 2025, lifting 2024 net income to $58.5 billion, a record for a U.S. bank.|Reports the January 15, 2025 results.
7|K|analyst-note|JPMorgan's 2024 in three numbers|The bank earned $44.4 billion in the first nine months of 2024, including a one-time gain of about $7.9 billion on Visa shares in the second quarter. It guided in October to net interest income of about $92.5 billion for the year; the full-year figures arrive with the January 15 report.|Past figures and a scheduled report.
2|L|market-wrap|Banks lead rally after strong results|The Jan. 15, 2025 beats at JPMorgan, Goldman Sachs and Citigroup lifted financial stocks, with JPMorgan up 2%, while a cooler-than-expected core inflation reading released the same morning helped the broader market.|Reports January 15, 2025 results and data.
5|K|ir-calendar|JPMorgan Chase & Co. fourth-quarter 2024 earnings call|The firm will host a conference call to review fourth-quarter 2024 results on Wednesday, January 15, 2025 at 8:30 a.m. Eastern. The earnings release will be posted at approximately 7:00 a.m.|A scheduled release after the cutoff.
3|L|quote-board|JPM 4Q24 vs consensus (reported 2025-01-15)|Revenue $43.7B vs $41.9B est. EPS $4.81 vs $4.11 est. FY2024 net income $58.5B. Shares +2.0% on the day.|A results table reports the January 15, 2025 figures.
""",
    ),
    Q(
        "p1-pltr-q2-2025-revenue",
        "Will Palantir report second-quarter 2025 revenue of at least $1.0 billion?",
        "Resolves YES if Palantir Technologies' second-quarter 2025 results, scheduled for release on August 4, 2025, report total revenue of $1.0 billion or more. Resolves NO otherwise.",
        "2025-07-21",
        "2025-08-04",
        1,
        "earnings",
        """
6|K|earnings-preview|Palantir's Q2: can it crack $1 billion?|Palantir guided to second-quarter revenue of $934 million to $938 million when it reported in May. It releases results after the close on Monday, August 4, 2025, and the consensus has crept toward $940 million.|Guidance and a scheduled release.
1|L|earnings-recap|Palantir tops $1 billion in quarterly sales for the first time|Palantir said on August 4, 2025 that second-quarter revenue rose 48% to $1.004 billion, with U.S. commercial revenue up 93%, and raised its full-year forecast to about $4.15 billion.|Reports the August 4, 2025 results.
2|L|market-wrap|Palantir hits a record after results|Shares of Palantir climbed 7.8% to a record close on Tuesday, Aug. 5, 2025, the day after it reported its first billion-dollar quarter.|Reports the August 5, 2025 trading.
9|K|analyst-note|Valuation check: Palantir at 100 times sales|Palantir shares more than doubled in the first half of 2025. Bulls point to the Army raising the ceiling on its Maven contract in May; bears say the multiple leaves no room for a miss when the company reports on August 4.|Past facts, opinion and a scheduled report.
4|K|ir-calendar|Palantir Technologies Q2 2025 earnings|Earnings webcast: Monday, August 4, 2025, 5:00 p.m. ET. A live Q&A with retail and institutional investors follows the prepared remarks.|A scheduled release after the cutoff.
3|L|update-appended|Palantir's Q2 preview: the billion-dollar question|Guidance points to about $936 million. Update, Aug. 4, 2025: Palantir reported revenue of $1.004 billion, ahead of its own range.|An appended update reports the August 4, 2025 result.
""",
    ),
    Q(
        "p1-avgo-fq3-2025-revenue",
        "Will Broadcom report fiscal third-quarter 2025 revenue above $15.8 billion?",
        "Resolves YES if Broadcom's results for its fiscal third quarter of 2025, scheduled for release on September 4, 2025, report net revenue above $15.8 billion. Resolves NO otherwise.",
        "2025-08-25",
        "2025-09-04",
        1,
        "earnings",
        """
6|K|earnings-preview|Broadcom's AI number is the one to watch|Broadcom guided to fiscal third-quarter revenue of about $15.8 billion, including AI semiconductor revenue of $5.1 billion. It reports after the close on Thursday, September 4, 2025.|Guidance and a scheduled release.
1|L|earnings-recap|Broadcom beats and lands a $10 billion order from a new AI customer|Broadcom said on September 4, 2025 that fiscal third-quarter revenue rose 22% to $15.95 billion, with AI chip sales of $5.2 billion, and forecast $17.4 billion for the current quarter.|Reports the September 4, 2025 results.
2|L|market-wrap|Broadcom jumps 9% as chip stocks rally|Broadcom shares rose 9.4% on Friday, Sept. 5, 2025, after Hock Tan said a new custom-chip customer had placed more than $10 billion of orders.|Reports September 5, 2025 trading.
11|K|analyst-note|From $4.4 billion to what?|Broadcom's AI revenue rose 46% to $4.4 billion in the quarter it reported on June 5. The company has put its serviceable market for AI chips at $60 billion to $90 billion by fiscal 2027.|Past facts and a long-range forecast (control).
3|K|ir-calendar|Broadcom Inc. third-quarter fiscal 2025 conference call|Thursday, September 4, 2025, at 2:00 p.m. Pacific. The release is expected shortly after the market close, together with the quarterly dividend declaration.|A scheduled release.
5|K|options-note|Options imply a 6% move for Broadcom|Options prices suggest traders expect Broadcom shares to move about 6% in either direction after the September 4 report, roughly in line with the average of the past eight quarters.|A forecast of a later move.
""",
    ),
    Q(
        "p1-wmt-fq4-2025-revenue",
        "Will Walmart report fiscal fourth-quarter 2025 revenue above $180 billion?",
        "Resolves YES if Walmart's results for the fourth quarter of fiscal 2025 (ended January 31, 2025), scheduled for February 20, 2025, report total revenue above $180.0 billion. Resolves NO otherwise.",
        "2025-02-07",
        "2025-02-20",
        1,
        "earnings",
        """
5|K|earnings-preview|Walmart heads into Q4 on a holiday high|Walmart reports fourth-quarter results before the bell on Thursday, February 20, 2025. Analysts expect revenue of about $180 billion; in November the company guided to full-year sales growth of 4.8% to 5.1% in constant currency.|A scheduled release and estimates.
1|L|earnings-recap|Walmart's holiday quarter beats, but its outlook disappoints|Walmart said on Feb. 20, 2025 that fourth-quarter revenue rose 4.1% to $180.6 billion and U.S. comparable sales rose 4.6%, but it forecast fiscal 2026 earnings of $2.50 to $2.60 a share, below estimates.|Reports the February 20, 2025 results.
2|L|market-wrap|Walmart drags the Dow as guidance spooks investors|Walmart shares fell 6.5% on February 20, 2025, their worst day in more than two years, after the retailer's cautious outlook.|Reports February 20, 2025 trading.
8|K|analyst-note|Walmart at 40 times earnings|Walmart stock gained about 72% in 2024, its best year since 1999, and trades near a record. Analysts say the fourth-quarter report on February 20 will need a confident fiscal 2026 outlook to justify the valuation.|Past facts and a scheduled report.
3|K|ir-calendar|Walmart Inc. Q4 FY25 earnings release|Earnings release and pre-recorded remarks: February 20, 2025, 6:00 a.m. CT. Live Q&A webcast: 7:00 a.m. CT. The annual dividend is expected to be announced the same day.|A scheduled release after the cutoff.
4|L|retail-roundup|Retail week: Walmart, then Home Depot|After Walmart's Feb. 20, 2025 report, Home Depot said on Feb. 25, 2025 that comparable sales rose 0.8% in its fourth quarter, the first increase in more than two years.|Reports February 20 and 25, 2025 results.
""",
    ),
    Q(
        "p1-ba-q3-2024-loss",
        "Will Boeing report a third-quarter 2024 net loss of more than $5 billion?",
        "Resolves YES if Boeing's third-quarter 2024 earnings release, scheduled for October 23, 2024, reports a GAAP net loss of more than $5.0 billion. Resolves NO otherwise.",
        "2024-10-04",
        "2024-10-23",
        1,
        "earnings",
        """
5|K|earnings-preview|Boeing's strike quarter: how bad?|Boeing will report third-quarter results on October 23, 2024, with Kelly Ortberg holding his first earnings call as CEO. Analysts expect a loss, with the machinists' strike, which began Sept. 13, costing an estimated $1 billion a month.|A scheduled release and estimates.
1|L|press-release|Boeing provides preliminary third-quarter results|Boeing said on October 11, 2024 that it expects a third-quarter loss of $9.97 a share on revenue of $17.8 billion, including about $5 billion of pre-tax charges on its 777X and defense programs, and that it will cut its workforce by about 10%.|Reports the October 11, 2024 preliminary results.
3|L|earnings-recap|Boeing loses $6.2 billion; Ortberg vows a culture change|Boeing reported a net loss of $6.17 billion for the third quarter on Oct. 23, 2024, as charges on the 777X and defense programs and the strike weighed on results.|Reports the October 23, 2024 results.
11|K|analyst-note|Balance sheet first|Boeing ended June with about $12.6 billion of cash and short-term investments. S&P Global Ratings warned in September that it could cut the company to junk if the strike drags on.|Past facts and a conditional (control).
2|L|market-wrap|Dow hits record even as Boeing slips on charges|Boeing shares slipped on Monday, Oct. 14, 2024, the first session after its preliminary results and the plan to cut 17,000 jobs, while the Dow closed at a record.|Reports October 14, 2024 trading.
4|K|ir-calendar|Boeing Q3 2024 earnings call|Wednesday, October 23, 2024, 10:30 a.m. ET. Results are posted at about 7:30 a.m. ET. Ortberg and CFO Brian West will take questions from analysts.|A scheduled release.
""",
    ),
    Q(
        "p1-mu-fq4-2025-revenue",
        "Will Micron report fiscal fourth-quarter 2025 revenue above $11.2 billion?",
        "Resolves YES if Micron Technology's results for the fourth quarter of fiscal 2025, scheduled for September 23, 2025, report revenue above $11.2 billion. Resolves NO otherwise.",
        "2025-09-12",
        "2025-09-23",
        1,
        "earnings",
        """
8|K|analyst-note|Micron lifts its own bar|Micron raised its fiscal fourth-quarter guidance on August 11 to revenue of $11.2 billion, plus or minus $100 million, from $10.7 billion, citing better memory pricing. Results are due after the close on September 23.|Past guidance and a scheduled report.
1|L|earnings-recap|Micron posts record revenue and forecasts more|Micron said on September 23, 2025 that fiscal fourth-quarter revenue rose 46% to $11.32 billion, and it guided to $12.5 billion for the current quarter as demand for high-bandwidth memory stayed strong.|Reports the September 23, 2025 results.
2|L|stock-brief|MU slips after beat as traders take profits|Micron shares slipped on Wed., Sept. 24, 2025, the session after the results, following a run of more than 50% since early July. "The beat was expected; the guide was the story," one semiconductor analyst said of the September 23, 2025 report.|Reports September 24, 2025 trading after the results.
4|K|earnings-preview|Micron reports Sept. 23: HBM in focus|Micron will report after the close on Tuesday, September 23, 2025. Analysts expect revenue of about $11.2 billion and will listen for updates on HBM4 samples and next year's supply agreements.|A scheduled release and estimates.
3|K|ir-calendar|Micron Technology FQ4 2025 conference call|Conference call: September 23, 2025, 2:30 p.m. Mountain Time. A replay will be available on the investor relations site.|A scheduled call.
5|L|update-appended|Micron reports Sept. 23: what to expect|Consensus calls for about $11.2 billion of revenue. UPDATE (Sept. 23, 2025): Micron reported $11.32 billion, above the midpoint of its guidance, and guided to $12.5 billion.|An appended update reports the September 23, 2025 result.
""",
    ),
    Q(
        "p1-tgt-q1-2025-comps",
        "Will Target report positive comparable sales for the first quarter of fiscal 2025?",
        "Resolves YES if Target's first-quarter 2025 results, scheduled for May 21, 2025, report comparable sales growth above 0%. Resolves NO otherwise.",
        "2025-05-09",
        "2025-05-21",
        0,
        "earnings",
        """
6|K|earnings-preview|Target's first quarter: boycott, weather and tariffs|Target reports first-quarter results before the open on Wednesday, May 21, 2025. Executives warned in March that February sales were soft and that profit would be under pressure in the quarter.|A scheduled release and past warnings.
1|L|earnings-recap|Target cuts forecast after comparable sales fall 3.8%|Target said on May 21, 2025 that first-quarter comparable sales fell 3.8% and traffic fell 2.4%, and it now expects a low-single-digit decline in sales for the year.|Reports the May 21, 2025 results.
3|L|market-wrap|Retailers split: Walmart holds up, Target doesn't|Walmart said on May 15, 2025 that U.S. comparable sales rose 4.5%, while Target's comparable sales fell 3.8% in the report it issued on May 21, 2025.|Reports May 15 and May 21, 2025 results.
10|K|analyst-note|Target's DEI backlash|Target's decision on January 24 to roll back diversity goals drew calls for a boycott, and foot-traffic data from analytics firms have shown visits down from a year earlier in most weeks since February. Investors will look for a traffic figure in the May 21 report.|Past facts and a scheduled report.
4|K|ir-calendar|Target Corporation Q1 2025 earnings|Earnings release: May 21, 2025, 6:30 a.m. CT. Conference call: 7:00 a.m. CT. Webcast replay available through June.|Scheduled events after the cutoff.
2|L|year-in-review|Target's difficult 2025|After sales fell in the first quarter, reported on May 21, 2025, Target said on August 20, 2025 that CEO Brian Cornell would hand over to operating chief Michael Fiddelke in February 2026.|Reports May and August 2025 events.
""",
    ),
    Q(
        "p1-sbux-fq4-2024-comps",
        "Will Starbucks report positive global comparable store sales growth for its fiscal fourth quarter of 2024?",
        "Resolves YES if Starbucks' results for the fiscal fourth quarter of 2024 (ended September 29, 2024), due on October 30, 2024, report global comparable store sales growth above 0%. Resolves NO otherwise.",
        "2024-10-14",
        "2024-10-30",
        0,
        "earnings",
        """
7|K|earnings-preview|Niccol's first earnings as Starbucks CEO|Starbucks will report fiscal fourth-quarter results on October 30, 2024, the first since Brian Niccol took over on September 9. Analysts expect global comparable sales to fall about 3%.|A scheduled release and estimates.
1|L|press-release|Starbucks releases preliminary fiscal Q4 results and suspends guidance|Starbucks said on October 22, 2024 that global comparable store sales fell 7% in the quarter, with U.S. comps down 6% and China down 14%, and that it was suspending its fiscal 2025 outlook.|Reports the October 22, 2024 preliminary results.
2|L|stock-brief|SBUX slips after early release of weak numbers|Starbucks shares fell about 4% on Wednesday, Oct. 23, 2024, after the company released its figures a week early and said it needed time to fix the business.|Reports October 23, 2024 trading.
11|K|analyst-note|Back to Starbucks|Niccol's open letter in September promised to simplify the menu and return to a community coffeehouse model. Third-quarter comparable sales fell 3%, and same-store sales in China dropped 14%.|Past facts (control).
3|K|ir-calendar|Starbucks fiscal Q4 2024 earnings conference call|Wednesday, October 30, 2024, 2:00 p.m. Pacific. The release will be posted shortly after the market close.|A scheduled release.
4|L|earnings-recap|Starbucks confirms 7% comp decline|In its full report on Oct. 30, 2024, Starbucks posted fourth-quarter revenue of $9.1 billion, down 3%, confirming the comparable-sales drop it had flagged a week earlier.|Reports the October 30, 2024 results.
""",
    ),
    Q(
        "p1-dal-guidance-2025",
        "Will Delta Air Lines withdraw or suspend its full-year 2025 financial guidance by April 30, 2025?",
        "Resolves YES if Delta Air Lines announces on or before April 30, 2025 that it is withdrawing, suspending or no longer providing its full-year 2025 earnings or free-cash-flow guidance. Resolves NO otherwise.",
        "2025-03-28",
        "2025-04-30",
        1,
        "earnings",
        """
5|K|earnings-preview|Delta reports April 9 as travel demand wobbles|Delta will kick off airline earnings season before the bell on Wednesday, April 9, 2025. In January it forecast 2025 earnings of more than $7.35 a share and free cash flow above $4 billion.|A scheduled release and past guidance.
1|L|earnings-recap|Delta pulls full-year forecast, citing economic uncertainty|Delta said on April 9, 2025 that it was withdrawing its 2025 outlook because demand had stalled amid tariff uncertainty, and that it would hold capacity flat from a year earlier in the second half.|Reports the April 9, 2025 withdrawal.
2|L|market-wrap|Airlines soar as tariff pause sparks historic rally|Delta shares jumped 23% on Wednesday, April 9, 2025, hours after the airline pulled its guidance, as a 90-day pause on most new tariffs sent the S&P 500 up 9.5%.|Reports April 9, 2025 trading.
12|K|analyst-note|Delta cuts first-quarter view as corporate travel softens|Delta said on March 10 that first-quarter earnings would be roughly half what it had expected, citing weaker consumer and corporate confidence; the shares fell 14% the next day. Full-year targets will be revisited when it reports on April 9.|Past events and a scheduled report.
3|K|investor-faq|What would a guidance cut mean?|If Delta lowers or withdraws its 2025 targets on April 9, analysts say United, due April 15, and American, due later in April, would likely follow with wider ranges.|A conditional with future dates.
4|L|sector-wrap|Airline guidance, one by one|Delta withdrew its 2025 outlook on April 9, 2025; United offered two scenarios on April 15, 2025; Southwest and American dropped their full-year forecasts on April 23 and April 24, 2025.|A list reports April 2025 guidance changes.
""",
    ),
    Q(
        "p1-tsmc-q2-2025-profit",
        "Will TSMC report second-quarter 2025 net income above NT$380 billion?",
        "Resolves YES if Taiwan Semiconductor Manufacturing Co.'s second-quarter 2025 results, scheduled for July 17, 2025, report net income attributable to shareholders above NT$380 billion. Resolves NO otherwise.",
        "2025-07-07",
        "2025-07-17",
        1,
        "earnings",
        """
5|K|earnings-preview|TSMC's second quarter: the Taiwan dollar problem|TSMC will report second-quarter results on Thursday, July 17, 2025. Analysts expect net income of about NT$377 billion; the company has warned that the Taiwan dollar's sharp rise since May could shave its margins.|A scheduled release and estimates.
1|L|earnings-recap|TSMC profit jumps 61% to a record on AI demand|TSMC said on July 17, 2025 that second-quarter net income rose 60.7% to NT$398.3 billion, beating estimates, and it raised its full-year revenue growth forecast to about 30% in U.S. dollar terms.|Reports the July 17, 2025 results.
3|L|monthly-sales-note|TSMC June sales rise 27%|TSMC said on July 10, 2025 that June revenue was NT$263.7 billion, bringing second-quarter sales to NT$933.8 billion, at the top of its guidance in U.S. dollar terms.|Reports the July 10, 2025 monthly sales release.
9|K|analyst-note|What May's sales tell us|TSMC's May revenue, reported on June 10, rose 39.6% from a year earlier to NT$320.5 billion, though it fell from April as the currency strengthened.|Past facts (control).
2|K|ir-calendar|TSMC 2Q25 earnings conference|Thursday, July 17, 2025, 14:00 Taiwan time, in Taipei with a live webcast. June revenue report: July 10, 2025.|Scheduled releases.
4|L|market-wrap|Chip stocks firm as TSMC beats|TSMC's U.S.-listed shares gained on July 17, 2025 after the company reported record quarterly profit and lifted its outlook for the year.|Reports July 17, 2025 results and trading.
""",
    ),
    Q(
        "p1-nflx-split-2025",
        "Will Netflix shares begin trading on a split-adjusted basis by November 17, 2025?",
        "Resolves YES if Netflix common stock begins trading on Nasdaq on a split-adjusted basis, following the ten-for-one split announced in October 2025, on or before November 17, 2025. Resolves NO otherwise.",
        "2025-11-06",
        "2025-11-17",
        1,
        "stock_splits",
        """
3|K|corporate-action-notice|Netflix ten-for-one stock split: key dates|Record date: November 10, 2025. Distribution: after the close on November 14, 2025. Split-adjusted trading expected to begin: November 17, 2025. No action is required of shareholders.|A schedule of later dates.
1|L|stock-brief|Netflix trades near $111 after its split|Netflix shares opened on a split-adjusted basis on Monday, Nov. 17, 2025, at around $111, a tenth of their prior price, with holders now owning ten shares for every one.|Reports the November 17, 2025 split-adjusted trading.
2|L|market-wrap|Netflix split takes effect|As planned, shareholders of record on Nov. 10, 2025 received nine additional shares after the close on November 14, 2025, and the stock traded split-adjusted from the following Monday.|Reports the November 14, 2025 distribution.
6|K|press-release|Netflix announces ten-for-one stock split|Netflix said its board had approved a ten-for-one forward split to make the stock more accessible to employees who take part in its stock option program. The split does not change the company's value.|An announcement before the cutoff (control).
9|K|earnings-recap|Netflix misses on a Brazil tax charge|Netflix said on October 21 that a $619 million expense tied to a Brazilian tax dispute cut its third-quarter operating margin to about 28%, below its forecast; the stock fell 10% the next day.|Past results (control).
4|L|headline-only|NFLX now quoted near $111 after 10-for-1 split on November 17, 2025|Broker screens showed the new share count on Monday morning.|The title reports the November 17, 2025 split-adjusted trading.
""",
    ),
    Q(
        "p1-orly-split-2025",
        "Will O'Reilly Automotive shares begin trading on a split-adjusted basis by June 10, 2025?",
        "Resolves YES if O'Reilly Automotive common stock begins trading on Nasdaq on a split-adjusted basis, following the 15-for-1 split announced in March 2025, on or before June 10, 2025. Resolves NO otherwise, including if shareholders do not approve the needed charter amendment.",
        "2025-05-12",
        "2025-06-10",
        1,
        "stock_splits",
        """
6|K|proxy-season-note|O'Reilly seeks approval for 15-for-1 split|Shareholders will vote at the May 15 annual meeting on an amendment raising the number of authorized shares, which O'Reilly needs to carry out the 15-for-1 split it announced in March.|A scheduled vote.
1|L|press-release|O'Reilly shareholders approve stock split|O'Reilly Automotive said on May 15, 2025 that shareholders had approved the charter amendment, clearing the way for the 15-for-1 split, with the additional shares to be distributed after the close on June 9, 2025.|Reports the May 15, 2025 approval.
2|L|stock-brief|ORLY trades under $100 after split|O'Reilly shares began trading on a split-adjusted basis on Tuesday, June 10, 2025, at about $90, down from more than $1,300 before the split.|Reports June 10, 2025 split-adjusted trading.
8|K|corporate-action-notice|O'Reilly Automotive: proposed stock split timetable|If the amendment is approved, shareholders of record on June 2, 2025 will receive 14 additional shares for each share held, distributed after the close on June 9, 2025, with split-adjusted trading expected to begin on June 10, 2025.|A conditional schedule.
11|K|earnings-recap|O'Reilly's first quarter|O'Reilly reported on April 23 that comparable store sales rose 3.6% in the first quarter and it reaffirmed its full-year guidance.|Past results (control).
3|L|headline-only|O'Reilly's 15-for-1 split takes effect June 10, 2025|ORLY now has roughly 850 million shares outstanding.|The title reports the June 10, 2025 split.
""",
    ),
    Q(
        "p1-smci-split-2024",
        "Will Super Micro Computer shares begin trading on a split-adjusted basis by October 1, 2024?",
        "Resolves YES if Super Micro Computer common stock begins trading on Nasdaq on a split-adjusted basis, following the ten-for-one split announced on August 6, 2024, on or before October 1, 2024. Resolves NO otherwise.",
        "2024-09-16",
        "2024-10-01",
        1,
        "stock_splits",
        """
4|K|corporate-action-notice|Super Micro 10-for-1 split: dates|Stockholders of record as of September 30, 2024 will receive nine additional shares for every share held, distributed after the close that day. Trading on a split-adjusted basis is expected to begin on October 1, 2024.|A schedule of later dates.
2|L|market-wrap|Super Micro sinks on report of Justice Department probe|Super Micro shares fell 12% on Thursday, Sept. 26, 2024 after a report that the Justice Department had opened an investigation following a former employee's allegations.|Reports a September 26, 2024 event after the cutoff.
1|L|stock-brief|SMCI starts trading post-split near $42|Super Micro began trading on a split-adjusted basis on Tuesday, October 1, 2024, at about $42 a share, after its 10-for-1 split took effect.|Reports the October 1, 2024 split-adjusted trading.
12|K|analyst-note|After Hindenburg, a delayed 10-K|Hindenburg Research disclosed a short position on August 27, and the next day Super Micro said it would delay its annual report. The company has said the delay does not affect its stock split, which takes effect after the close on September 30.|Past facts and a scheduled split.
8|K|investor-faq|Will the 10-K delay affect the split?|Super Micro has said the split remains on schedule for October 1. Nasdaq rules give the company 60 days from the filing deadline to submit a plan to regain compliance.|A schedule and a deadline.
3|L|year-in-review|Super Micro's autumn|After the 10-for-1 split took effect on Oct. 1, 2024, auditor Ernst & Young resigned on October 30, 2024, and the shares fell by about a third the next day.|Reports October 2024 events.
""",
    ),
    Q(
        "p1-rivian-r2-2024",
        "Will Rivian unveil its R2 SUV by March 31, 2024?",
        "Resolves YES if Rivian Automotive publicly unveils the production design of its R2 midsize SUV, at an event or in an official release, on or before March 31, 2024. Resolves NO otherwise.",
        "2024-02-26",
        "2024-03-31",
        1,
        "product_launches",
        """
6|K|product-event-preview|Rivian sets March 7 reveal for R2|Rivian will unveil its smaller R2 SUV at an event in Laguna Beach, California, on March 7, 2024, the company said. Chief executive RJ Scaringe has said the model will be priced well below the R1S.|A scheduled unveiling.
1|L|launch-recap|Rivian unveils $45,000 R2 and surprises with R3|Rivian showed the R2 on March 7, 2024, priced from $45,000 with deliveries due in the first half of 2026, and surprised the audience with a smaller R3 crossover and a rally-inspired R3X.|Reports the March 7, 2024 unveiling.
2|L|stock-brief|Rivian jumps as R2 production moves to Illinois|Rivian shares rose 13% on Friday, March 8, 2024, the day after it said it would build the R2 in Normal, Illinois, saving about $2.25 billion, and pause construction of its Georgia plant.|Reports March 7-8, 2024 events.
4|K|earnings-recap|Rivian cuts jobs and guides to flat output|Rivian said on February 21 that it would lay off about 10% of salaried staff and expects to produce 57,000 vehicles in 2024, roughly flat from a year earlier; the shares fell 26% the next day.|Past facts (control).
3|K|ir-calendar|Rivian: upcoming events|R2 unveiling: March 7, 2024, livestreamed from Laguna Beach. First-quarter 2024 production and deliveries: expected in early April. Annual meeting of stockholders: June 2024.|Scheduled future events.
5|L|update-appended|What to expect at Rivian's R2 event|The company promises a new, cheaper platform for mass-market buyers. UPDATE, 7 March 2024: Rivian has unveiled the R2, starting at $45,000, and later said it took 68,000 reservations in the first 24 hours.|An appended update reports the March 7, 2024 unveiling.
""",
    ),
    Q(
        "p1-galaxy-zfold7-2025",
        "Will Samsung unveil the Galaxy Z Fold7 by July 31, 2025?",
        "Resolves YES if Samsung Electronics officially unveils a foldable phone named Galaxy Z Fold7 on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-31",
        1,
        "product_launches",
        """
8|K|product-event-preview|Samsung sets July 9 Unpacked in Brooklyn|Samsung has sent invitations for a Galaxy Unpacked event in New York on July 9, 2025, where it is expected to show thinner foldables, widely reported to be called the Galaxy Z Fold7 and Z Flip7.|A scheduled event and expectations.
1|L|launch-recap|Samsung unveils Galaxy Z Fold7, its thinnest foldable yet|At Unpacked in Brooklyn on July 9, 2025, Samsung introduced the Galaxy Z Fold7, 8.9 millimeters thick when folded and weighing 215 grams, priced from $1,999.99, with sales starting on July 25.|Reports the July 9, 2025 unveiling.
3|L|earnings-recap|Samsung flags a 56% profit drop ahead of its foldable launch|Samsung Electronics estimated on July 8, 2025 that second-quarter operating profit fell to about 4.6 trillion won, hurt by weak chip sales to China and inventory charges.|Reports the July 8, 2025 preliminary results.
12|K|analyst-note|Can foldables regain momentum?|Samsung's share of foldable shipments has slipped as Chinese brands such as Honor and Huawei push thinner models, research firms estimate. Last year's Fold6 started at $1,899.99; the new models are due on July 9.|Past facts and a scheduled unveiling.
4|K|retail-notice|Reserve the next Galaxy|Reserve now and get a $50 Samsung credit toward the next Galaxy foldable. Reservations close when the new devices are announced on July 9, 2025.|A reservation offer with a future date.
2|L|sales-update|Fold7 preorders set a record in Korea|Samsung said in July 2025 that South Korean preorders for the Z Fold7 and Z Flip7 had reached 1.04 million units, a record for its foldables, ahead of the July 25 launch.|Reports a July 2025 announcement, after the cutoff.
""",
    ),
]
