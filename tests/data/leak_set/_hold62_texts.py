# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold62` part, read by `build_hold62.py`.

Business, labour, transport and energy: bankruptcies, mergers and antitrust reviews, strikes and
contract votes, airline, rail and pipeline news, oil and power markets, a food-safety outbreak.
The documents imitate company statements, regulator and court filings, trade press, analyst
notes, investor pages, union bulletins and local news. Each question's documents are one line
each in a string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. Written blind as a held-out part; the events are real and
resolved, the wording is invented and the figures are from memory. See `build_hold62.py`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "r3-tupperware-ch11-2024",
        "Will Tupperware Brands file for Chapter 11 bankruptcy protection by September 30, 2024?",
        "Resolves YES if Tupperware Brands Corporation or its main US operating subsidiaries file a voluntary petition under Chapter 11 of the US Bankruptcy Code on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-12",
        "2024-09-30",
        1,
        "bankruptcy",
        """
11|K|trade-press|Tupperware's lenders circle as brand struggles to find its footing|The container maker has carried a going-concern warning in its filings since April 2023, and a group of term-loan holders has been buying up its debt at a deep discount. Retail buyers at last month's housewares trade show said orders for the holiday quarter were thinner than a year ago.|Only facts dated before the cutoff and a vague outlook.
6|K|analyst-note|TUP: downgrading to Sell, restructuring now our base case|We think a court-supervised process is more likely than not before the end of the year. The September 30, 2024 coupon date and the lenders' forbearance are the two dates we are watching; a missed payment would probably be the trigger.|A forecast and a future payment date, nothing reported as done.
2|L|newswire|Tupperware files for bankruptcy after years of falling sales|Tupperware Brands filed for Chapter 11 protection in Delaware on September 17, 2024, listing roughly $680 million in assets against about $1.2 billion in liabilities, and said it would seek court approval to run a sale process for the business.|Reports the September 17, 2024 filing as done.
4|L|local-news|Orlando-area Tupperware workers unsure after bankruptcy filing|Employees at the company's Kissimmee headquarters learned on Tuesday, Sept. 17, 2024, that the firm had sought court protection; a first-day hearing the next morning approved its request to keep paying wages.|Reports the filing and a first-day hearing on and after September 17, 2024.
8|K|investor-page|Tupperware Brands: upcoming events|Fiscal 2024 third-quarter results: to be announced. Annual meeting of shareholders: date to be set. Note: the company has not filed its quarterly reports for the first two quarters of 2024 and will update this page when they are filed.|An investor calendar with no dated event after the cutoff reported.
1|L|court-docket|In re Tupperware Brands Corporation, Case No. 24-12156|Docket entry, 10/29/2024: Order approving sale of substantially all of the debtors' assets to the term lender group, entered after a contested hearing. Petition date: 2024-09-17.|A court docket records the petition of 2024-09-17 and a sale order of October 29, 2024.
""",
    ),
    Q(
        "r3-sunpower-ch11-2024",
        "Will SunPower Corporation file for Chapter 11 bankruptcy protection by August 31, 2024?",
        "Resolves YES if SunPower Corporation files a voluntary petition under Chapter 11 in a US bankruptcy court on or before August 31, 2024. Resolves NO otherwise.",
        "2024-07-29",
        "2024-08-31",
        1,
        "bankruptcy",
        """
14|K|trade-press|SunPower delays its quarterly report again as restatement drags on|The residential solar installer told Nasdaq it needs more time to file its results while it restates earlier periods. Dealers say payments on some installations have slowed since the spring, and the company has not said when it will hold its next earnings call.|Reports only earlier delays; no later event.
7|K|analyst-note|SPWR: liquidity runway now measured in weeks|Our model shows the rescue financing from its largest shareholder in February largely spent. Unless it raises new money before the end of August 2024, we expect a filing or an asset sale; our price target goes to $1.|A forecast with a future month, nothing reported as done.
3|L|trade-press|SunPower tells dealers it is winding down Blue Raven and halting new leases|In an email to installers on Friday, August 2, 2024, SunPower said it was stopping new lease and loan originations and winding down its Blue Raven Solar unit; dealers were told to pause all projects still in progress.|Reports an August 2, 2024 announcement, after the cutoff.
1|L|newswire|SunPower files for Chapter 11, agrees to sell units to Complete Solaria|SunPower filed for bankruptcy protection on Aug. 5, 2024 and said Complete Solaria had agreed to buy its Blue Raven Solar business and its dealer network for about $45 million, subject to court approval.|Reports the August 5, 2024 filing and sale agreement.
10|K|company-statement|SunPower statement on Nasdaq notice|SunPower has received a notice from Nasdaq regarding the late filing of its Form 10-Q. The company has until September 23, 2024 to submit a plan to regain compliance and intends to file the report as soon as practicable.|A statement about a notice and an intention; no dated later event.
5|K|local-news|Homeowners with SunPower panels ask who will honour their warranties|Customers in Northern California who signed leases with the company say they cannot reach its service line. A consumer lawyer in San Jose said warranty claims would depend on what happens at the company in the coming weeks, and urged owners to keep their paperwork.|A local story about uncertainty, with no later event.
""",
    ),
    Q(
        "r3-fisker-ch11-2024",
        "Will Fisker Inc. or its main operating subsidiary file for bankruptcy protection by June 30, 2024?",
        "Resolves YES if Fisker Inc. or Fisker Group Inc. files for bankruptcy protection (Chapter 11 or Chapter 7, or an equivalent foreign proceeding) on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-07",
        "2024-06-30",
        1,
        "bankruptcy",
        """
20|K|trade-press|Fisker's Ocean production stays paused as Magna plant sits idle|Production of the Ocean SUV at Magna's plant in Graz has been halted since March, when Fisker said it would stop building cars for six weeks. Talks with a large automaker over an investment ended the same month without a deal.|Only facts dated before the cutoff.
9|K|analyst-note|FSR: what a filing would mean for Ocean owners|If Fisker files before the end of June 2024, owners' warranties and over-the-air updates would depend on whoever buys the software platform. We see a sale of the remaining inventory as the likeliest first step.|A conditional about a possible future filing.
2|L|newswire|Fisker files for bankruptcy with about $1 billion in debts|Electric-vehicle maker Fisker filed for Chapter 11 protection in Delaware late on June 17, 2024, saying it would wind down and sell its assets after failing to find a strategic partner.|Reports the June 17, 2024 filing as done.
5|L|investor-page|Fisker Inc. investor relations: press releases|June 18, 2024. Fisker Group Inc. files voluntary petition for relief under Chapter 11. / April 2024. Fisker provides business update. / February 29, 2024. Fourth-quarter and full-year 2023 results.|A press release list reports a June 18, 2024 filing.
4|K|company-statement|Fisker update on NHTSA inquiries|Fisker is cooperating with the National Highway Traffic Safety Administration on its preliminary evaluations of the Ocean. Owners will be contacted directly about any remedy; the company expects to mail notices by July 15, 2024.|An update with only future intentions.
""",
    ),
    Q(
        "r3-wolfspeed-ch11-2025",
        "Will Wolfspeed file for Chapter 11 bankruptcy protection by July 15, 2025?",
        "Resolves YES if Wolfspeed, Inc. files a voluntary petition under Chapter 11 of the US Bankruptcy Code, prepackaged or not, on or before July 15, 2025. Resolves NO otherwise.",
        "2025-06-18",
        "2025-07-15",
        1,
        "bankruptcy",
        """
27|K|company-statement|Wolfspeed reports third quarter fiscal 2025 results|Revenue for the quarter was about $185 million. The company said there is substantial doubt about its ability to continue as a going concern and that it is in talks with its lenders on a restructuring of its balance sheet. Fourth-quarter results will follow in August 2025.|An earnings release of May with only past results and ongoing talks.
12|K|trade-press|Silicon carbide suppliers brace for Wolfspeed restructuring|Customers in the auto sector say they have been told deliveries from Mohawk Valley will continue whatever happens to the parent's debt. Wolfspeed's fiscal year ends June 29, 2025, and its next results are due in late August.|A fiscal calendar and a past assurance; nothing after the cutoff reported.
3|L|newswire|Wolfspeed strikes deal with creditors to cut debt by 70%|Wolfspeed said on June 22, 2025 it had signed a restructuring support agreement with Renesas and holders of its convertible notes, and would put the plan through a prepackaged Chapter 11 case.|Reports a June 22, 2025 agreement, after the cutoff.
1|L|local-news|Wolfspeed files for bankruptcy, says Durham operations will continue|The Durham-based chipmaker filed its prepackaged Chapter 11 case in federal court in Houston on Monday, June 30, 2025. Company officials said employees would be paid as usual and that plants in North Carolina and New York would keep running.|Reports the June 30, 2025 filing as done.
6|K|analyst-note|WOLF: a prepack is the likeliest path|We expect a court-supervised deal before the July 15, 2025 window many holders are watching, with equity largely wiped out. We would not add exposure until the terms are public.|A forecast that names the question's deadline.
9|L|analyst-note|WOLF: post-emergence model update|With the plan confirmed and Wolfspeed out of Chapter 11 on September 29, 2025, we initiate on the new shares. The June 30, 2025 petition converted about $4.6 billion of debt into equity.|An analyst note reports the June 30 filing and September 29, 2025 emergence.
""",
    ),
]

QUESTIONS += [
    Q(
        "r3-spirit-second-ch11-2025",
        "Will Spirit Airlines file for Chapter 11 bankruptcy protection a second time by September 15, 2025?",
        "Resolves YES if Spirit Aviation Holdings or Spirit Airlines files a new voluntary Chapter 11 petition on or before September 15, 2025, after emerging from its first case in March 2025. Resolves NO otherwise.",
        "2025-08-20",
        "2025-09-15",
        1,
        "bankruptcy",
        """
9|K|regulator-filing|Spirit Aviation Holdings 10-Q: going concern|Management has concluded that there is substantial doubt about the company's ability to continue as a going concern within one year after the date these financial statements are issued. The company is taking steps to improve liquidity, including aircraft sales and a reduction of capacity.|A quarterly filing with present-tense risks and no dated later event.
4|K|analyst-note|SAVE: second filing risk is high, timing uncertain|Card processors can raise holdbacks at short notice and the September 2025 debt covenant test is the next pressure point. If Spirit files again before September 15, 2025, we would expect it to shrink the fleet sharply.|A conditional and a future test date.
2|L|newswire|Spirit Airlines files for bankruptcy again, five months after emerging|Spirit filed a second Chapter 11 case in federal court in New York on August 29, 2025, saying it would cut routes and return aircraft after its first restructuring failed to fix its costs.|Reports the August 29, 2025 filing as done.
6|K|local-news|Fort Lauderdale airport expects normal Labor Day rush|Airport officials expect about 600,000 travellers over the Labor Day period, Aug. 29 to Sept. 2, and said Spirit, its biggest carrier, has not changed its published schedule. Passengers should check with airlines before leaving home.|A forecast for a future holiday period; no outcome.
1|L|trade-press|After second filing, Spirit drops a dozen cities from its map|Following its Aug. 29, 2025 petition, the carrier told airports it would leave cities including several in the Midwest from November 2025 and said about a quarter of its flying would be cut.|Reports the filing and a later schedule decision.
3|L|union-bulletin|AFA Spirit Council: what the filing means for you|Members: following the company's Chapter 11 filing on 29 August 2025, management has told us it intends to furlough flight attendants this autumn. Your contract remains in force; the council will hold a call for members next week.|A union bulletin reports the August 29, 2025 filing.
""",
    ),
    Q(
        "r3-express-ch11-2024",
        "Will Express, Inc. file for Chapter 11 bankruptcy protection by April 30, 2024?",
        "Resolves YES if Express, Inc., the Columbus, Ohio-based apparel retailer, files a voluntary Chapter 11 petition on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-12",
        "2024-04-30",
        1,
        "bankruptcy",
        """
16|K|trade-press|Express hires restructuring advisers as 10-K deadline nears|The mall retailer has brought in advisers to consider options including a court-supervised sale, people familiar with the matter said. Express said in a filing that it would not file its annual report on time; its lenders' waiver runs to April 19, 2024.|Earlier facts and a missed deadline before the cutoff.
6|K|analyst-note|EXPR: a filing looks close; what a sale process could look like|A Chapter 11 case before the end of April 2024 looks likely to us. In prior apparel cases a stalking-horse bidder has been lined up before the petition; we would expect the same here, with a store footprint cut by a fifth.|A forecast with a future month.
3|L|newswire|Express files for bankruptcy and plans to close about 95 stores|Express filed for Chapter 11 protection in Delaware on April 22, 2024 and said it had reached a deal to sell most of its business to a group led by WHP Global, its licensing partner.|Reports the April 22, 2024 filing as done.
1|L|local-news|Express bankruptcy hits Columbus, home to its headquarters|The retailer's filing on Monday, April 22, 2024 leaves about 1,500 Central Ohio employees waiting to learn which jobs will survive the sale. Stores at Easton will stay open, the company said.|Reports the April 22, 2024 filing.
9|K|company-statement|Express, Inc. announces timing of fourth quarter results|Express will report fourth quarter and fiscal 2023 results after the close of the market on a date to be announced. The company will host a conference call the same day.|A notice of a future report with no date and no outcome.
4|L|court-docket|In re Express, Inc., et al.: key dates|Petition date: April 22, 2024. Bid deadline: May 2024. Sale order entered: June 2024, approving the sale to Phoenix, a consortium of WHP Global, Simon and Brookfield.|A docket summary reports the April 22, 2024 petition and a June 2024 sale order.
""",
    ),
    Q(
        "r3-yellow-ch11-2023",
        "Will Yellow Corporation file for bankruptcy protection by August 31, 2023?",
        "Resolves YES if Yellow Corporation, the US less-than-truckload carrier, or its principal subsidiaries file for bankruptcy protection under Chapter 11 or Chapter 7 on or before August 31, 2023. Resolves NO otherwise.",
        "2023-07-25",
        "2023-08-31",
        1,
        "bankruptcy",
        """
6|K|trade-press|Teamsters set Monday strike date at Yellow over benefit payments|The union said about 22,000 Yellow workers would walk out as early as Monday, July 24, if the carrier did not pay about $50 million in health and pension contributions it owes. Yellow has said a strike would put it out of business.|A strike date in the future and a warning; nothing reported as done after the cutoff.
3|K|trade-press|Yellow strike called off after benefit funds act|The Teamsters withdrew their strike notice on Friday after the pension and health funds agreed to keep covering Yellow workers for now. Customers have already moved freight to other carriers, brokers said, and the company's shipments are sharply down.|Reports a July event before the cutoff and present conditions.
2|L|newswire|Yellow shuts down, putting 30,000 jobs at risk|Yellow told employees on July 30, 2023 that it was ceasing operations, days after it stopped picking up new freight. The trucker had received a $700 million pandemic loan from the federal government in 2020.|Reports a July 30, 2023 shutdown after the cutoff.
1|L|regulator-filing|Yellow Corporation Form 8-K, Item 1.03 Bankruptcy|On August 6, 2023, Yellow Corporation and certain of its subsidiaries filed voluntary petitions for relief under chapter 11 of title 11 of the United States Code in the United States Bankruptcy Court for the District of Delaware.|Reports the August 6, 2023 filing.
9|K|analyst-note|LTL: if Yellow fails, who takes the freight?|We estimate Yellow moves around 8% of US less-than-truckload tonnage. Should it stop running, Old Dominion, XPO and Saia would gain most; we raise our second-half estimates for all three on that scenario. Yellow itself is due to report on August 3, 2023.|A conditional scenario with no dated later event.
5|L|local-news|Drivers at Kansas City terminal sent home as Yellow closes|Drivers at Yellow's terminal in Kansas City, Kansas, turned in their keys on Sunday, July 30, 2023. Some said they learned of the shutdown from a text message.|Reports the July 30, 2023 closure.
""",
    ),
    Q(
        "r3-joann-ch11-2025",
        "Will Joann file for bankruptcy protection by January 31, 2025?",
        "Resolves YES if Joann Inc. (Jo-Ann Stores), the fabric and craft retailer, files a new petition under Chapter 11 or Chapter 7 on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-08",
        "2025-01-31",
        1,
        "bankruptcy",
        """
22|K|trade-press|Craft retailers see a soft December|Joann, which emerged from its first bankruptcy as a private company in April 2024, has been short of inventory in many stores, shoppers and employees say. Vendors report that some shipments have been held back pending payment.|Only earlier facts and present conditions.
7|K|analyst-note|Joann term loan: second filing risk rising|The loan trades near 30 cents. A second filing before the end of January 2025 would not surprise us: February rent is due Feb. 1, 2025 and suppliers are tightening terms.|A forecast and a future payment date.
3|L|newswire|Joann files for bankruptcy for the second time in less than a year|Joann filed for Chapter 11 in Delaware on January 15, 2025 and said its roughly 800 stores would stay open while it sought a buyer, with a liquidator lined up as the lead bidder.|Reports the January 15, 2025 filing as done.
1|L|local-news|Hudson-based Joann to close every store|The Ohio retailer said in February 2025, after no buyer offered to keep the chain running, that it would close all its stores. Its second Chapter 11 case was filed on Jan. 15, 2025.|Reports the January 15, 2025 filing and a February 2025 decision.
5|K|company-statement|A note to our customers|Our stores and joann.com are open and ready to help with your next project. Rewards and gift cards remain valid, and our Presidents' Day sale runs February 14-17, 2025.|A customer notice with a future sale; no outcome.
""",
    ),
    Q(
        "r3-tgi-fridays-ch11-2024",
        "Will TGI Fridays file for Chapter 11 bankruptcy protection by November 15, 2024?",
        "Resolves YES if TGI Friday's Inc. or its US parent files a voluntary Chapter 11 petition on or before November 15, 2024. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-15",
        1,
        "bankruptcy",
        """
10|K|trade-press|Fridays' UK franchisee collapses, ending merger plan|Hostmore, which runs Fridays restaurants in Britain, has called in administrators, ending its planned combination with the US chain. Fridays' own securitisation debt has been in default since the summer, restaurant finance sources said, and a forbearance with noteholders ends on November 5, 2024.|Earlier facts before the cutoff.
4|K|analyst-note|Casual dining credit: Fridays is the name to watch|If the chain files before mid-November, we would expect a quick sale of the franchised system and the closure of weaker company-owned units. Its lenders' forbearance runs to November 2024.|A conditional and a future month, nothing done.
2|L|newswire|TGI Fridays files for bankruptcy after closing dozens of restaurants|TGI Fridays filed for Chapter 11 protection in Dallas on November 2, 2024, a day after shutting about 50 company-owned locations, and said franchised restaurants were not part of the case.|Reports the November 2, 2024 filing as done.
1|L|local-news|Fridays on Route 9 among restaurants closed ahead of bankruptcy|The restaurant closed without notice on Nov. 1, 2024; workers found the doors locked. A day later the chain's operator filed for bankruptcy.|Reports a November 1, 2024 closure and the filing.
7|K|company-statement|Fridays: come celebrate with us this holiday season|Our restaurants are open and welcoming guests. Endless Apps is back for a limited time, through November 30, 2024, at participating locations.|A promotion running to a future date; no outcome.
""",
    ),
    Q(
        "r3-olkiluoto3-regular-2023",
        "Will Olkiluoto 3 start regular electricity production by April 30, 2023?",
        "Resolves YES if Teollisuuden Voima (TVO) announces that the Olkiluoto 3 reactor in Finland has started regular electricity production on or before April 30, 2023. Resolves NO otherwise.",
        "2023-04-03",
        "2023-04-30",
        1,
        "energy",
        """
24|K|company-statement|OL3 test production continues|Test production at OL3 has resumed after the repair of the feedwater pumps. TVO now expects regular electricity production to begin in April 2023. The plant unit will then produce about 14 percent of Finland's electricity.|A company plan naming a future month.
10|K|trade-press|Nordic power traders price in OL3 start|Forward prices for the second quarter in Finland have fallen as traders assume Olkiluoto 3 runs at close to its 1,600 megawatts from spring. Any further setback would hit the April contract hardest.|A market forecast, nothing reported after the cutoff.
2|L|newswire|Europe's most powerful reactor begins regular output, 14 years late|Finland's Olkiluoto 3 started regular electricity production on April 16, 2023, TVO said, ending a construction saga that began in 2005.|Reports the April 16, 2023 start as done.
1|L|market-wrap|Finnish spot prices dive below zero as OL3 runs flat out|Spot prices in Finland turned negative on several days in May 2023, with spring floods swelling hydro output and OL3 in regular operation since 16 April 2023.|Reports later market moves and the April 16, 2023 start.
5|K|regulator-filing|STUK: Olkiluoto 3 operating licence conditions|The Radiation and Nuclear Safety Authority has approved the stepwise increase of reactor power during the test phase. The licence holder must report any significant deviations without delay. The first annual outage of the unit is planned for March 2024.|A regulator notice with no dated later event.
3|L|company-statement|TVO interim report January-March 2023|Events after the review period: regular electricity production at OL3 started on 16 April 2023. The plant's output is now sold to shareholders at cost under the Mankala principle.|An interim report lists the April 16, 2023 start.
""",
    ),
    Q(
        "r3-sizewell-c-fid-2025",
        "Will the UK government take a final investment decision on Sizewell C by July 31, 2025?",
        "Resolves YES if the UK government announces a final investment decision on the Sizewell C nuclear power station in Suffolk on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-01",
        "2025-07-31",
        1,
        "energy",
        """
21|K|newswire|Spending review commits £14.2bn to Sizewell C|The Chancellor set aside £14.2 billion for the Suffolk nuclear plant over the spending period. Ministers said a final investment decision would follow this summer once the private investors were confirmed.|A funding commitment and a future decision.
8|K|trade-press|Centrica nears Sizewell stake as investors line up|The British Gas owner is in advanced talks to take a minority holding, people close to the process say. The other equity partners are expected to be named when the final decision is taken, possibly before Parliament's summer recess.|A report of talks and an expected future event.
2|L|company-statement|Centrica confirms investment in Sizewell C|22 July 2025: Centrica confirms it will take a 15% equity stake in Sizewell C, following today's final investment decision by the government. The investment will be made over the construction period.|Reports the July 22, 2025 decision as done.
1|L|newswire|Sizewell C gets the go-ahead at a cost of £38bn|The government took the final investment decision on July 22, 2025. The state will hold 44.9%, with La Caisse on 20%, Centrica 15%, EDF 12.5% and Amber Infrastructure 7.6%.|Reports the July 22, 2025 decision with its shares.
5|K|local-news|Leiston residents get more time to comment on construction traffic|The consultation on lorry routes for the Sizewell C site has been extended and now closes on 31 July 2025. Parish councils have asked for a weight limit through the village.|A future consultation deadline; nothing reported as done.
13|K|analyst-note|EDF: Sizewell stake capped, FID expected in July 2025|We expect the decision in July 2025 and EDF's share to settle at around 12.5%. That limits EDF's exposure to cost overruns after Hinkley Point C.|A forecast with a future month.
""",
    ),
    Q(
        "r3-palisades-nrc-2025",
        "Will the NRC authorize the Palisades nuclear plant to return to operational status by July 31, 2025?",
        "Resolves YES if the US Nuclear Regulatory Commission approves the licensing actions allowing Holtec's Palisades plant in Michigan to transition from decommissioning back to operational status on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-08",
        "2025-07-31",
        1,
        "energy",
        """
20|K|trade-press|Palisades restart: NRC decision expected by late July|Holtec still aims to bring the 800-megawatt plant back online by the end of 2025. The NRC staff has said it expects to finish its review of the remaining licensing requests in late July 2025.|An expected decision and a target, nothing done.
6|K|regulator-filing|NRC meeting notice: Palisades licensing status|The NRC staff will hold a public webinar on July 15, 2025 to discuss the status of the Palisades licensing actions. Members of the public may register in advance and submit questions.|A notice of a future meeting.
2|L|newswire|NRC clears Palisades to restart in a first for a US reactor|The Nuclear Regulatory Commission approved on July 24, 2025 the licence changes that return Palisades to operational status, making it the first shut US plant cleared to run again.|Reports the July 24, 2025 approval as done.
1|L|local-news|Covert Township reacts to restart approval|Workers at the lakeshore plant said Thursday's approval, on July 24, 2025, means new fuel can be loaded. Holtec said it still hopes to be producing power before the end of the year.|Reports the July 24, 2025 approval.
10|K|company-statement|Holtec: Palisades on track for restart in the fourth quarter of 2025|Steam generator repairs are complete and the plant has rehired most of its operators. Holtec expects to return the plant to service in the fourth quarter of 2025, subject to NRC approval.|A plan with a future quarter.
4|L|analyst-note|Nuclear restarts: Palisades approval de-risks the Crane timeline|With the NRC's sign-off on July 24, 2025, we move the probability of Palisades producing power in 2025 to 70% and see read-across to Constellation's Crane restart.|An analyst note reports the July 24, 2025 approval.
""",
    ),
    Q(
        "r3-cfd-ar5-offshore-2023",
        "Will any offshore wind project win a contract in the UK's fifth Contracts for Difference allocation round (AR5)?",
        "Resolves YES if the AR5 results, due on September 8, 2023, include at least one offshore wind project (fixed or floating). Resolves NO if none does.",
        "2023-09-01",
        "2023-09-08",
        0,
        "power_markets",
        """
28|K|newswire|Vattenfall halts Norfolk Boreas over soaring costs|The Swedish utility said in July it would stop work on the 1.4-gigawatt project, which won a contract at £37.35 a megawatt hour last year, because costs had risen by up to 40%.|Earlier facts before the cutoff.
10|K|trade-press|AR5 results due 8 September; developers warn of empty round|The results of the fifth allocation round will be published on 8 September 2023. Several offshore developers say they did not bid because the administrative strike price of £44 a megawatt hour is too low.|A scheduled publication and warnings.
3|K|analyst-note|AR5 preview: onshore and solar to dominate|We expect little or no offshore wind in the results due Sept. 8, 2023 and around 3 to 4 gigawatts in total. A blank round for offshore would put the 2030 target of 50 gigawatts further out of reach.|A forecast for a scheduled release.
1|L|newswire|No offshore wind in UK renewables auction as costs bite|The results published on 8 September 2023 awarded about 3.7 gigawatts to 95 projects, mostly solar and onshore wind, with tidal stream winning a record capacity, but not a single offshore wind farm.|Reports the September 8, 2023 results.
2|L|regulator-filing|Contracts for Difference Allocation Round 5: results|Published 2023-09-08. Successful projects by technology: solar PV 56; onshore wind 24; tidal stream 11; others 4. Offshore wind: none.|A results page dated 2023-09-08 reports the outcome.
4|L|trade-press|After AR5 blank, offshore price cap raised by two-thirds|On November 16, 2023 the government raised the administrative strike price for offshore wind in the next round to £73 a megawatt hour, after the September 8, 2023 auction drew no offshore bids.|Reports later decisions and the September 8, 2023 result.
""",
    ),
    Q(
        "r3-ofgem-cap-2025-q2",
        "Will Ofgem set the energy price cap for 1 April to 30 June 2025 above £1,850 a year for a typical dual-fuel household?",
        "Resolves YES if the default tariff cap announced by Ofgem on February 25, 2025 for April-June 2025 is above £1,850 a year at typical consumption for dual fuel paid by direct debit. Resolves NO otherwise.",
        "2025-02-11",
        "2025-02-25",
        0,
        "power_markets",
        """
26|K|analyst-note|Price cap forecast: April rise of about 5%|Our latest forecast puts the April to June 2025 cap at about £1,830 a year, up from £1,738. Wholesale gas has risen since the autumn, and a cold January could push the figure higher.|A forecast for a future cap.
8|K|regulator-page|Energy price cap: key dates|We will announce the level of the cap for 1 April to 30 June 2025 on 25 February 2025. The cap for 1 July to 30 September 2025 will be announced in May 2025.|A regulator's timetable of future announcements.
2|L|newswire|Energy bills to rise 6.4% from April|Ofgem said on 25 February 2025 that the cap would rise to £1,849 a year for a typical household from April, an increase of £111 and the third rise in a row.|Reports the February 25, 2025 announcement.
1|L|consumer-guide|What the April price rise means for you|The cap announced on Feb. 25, 2025 adds about £9 a month to a typical bill. Households on prepayment meters will see a similar rise.|Reports the February 25, 2025 decision.
5|K|trade-press|Gas prices ease after January spike|Front-month gas fell back this week as storage withdrawals slowed, but analysts say the cap announced on February 25 will still reflect the higher prices of the observation period.|Ties an expected figure to a future announcement.
3|L|data-table|Default tariff cap history (typical dual fuel)|Jan-Mar 2025: £1,738. Apr-Jun 2025: £1,849 (announced 25 Feb 2025). Jul-Sep 2025: £1,720 (announced 23 May 2025).|A table lists caps announced after the cutoff.
""",
    ),
]

QUESTIONS += [
    Q(
        "r3-opec-aug-2025-hike",
        "Will the eight OPEC+ countries with voluntary cuts agree to raise production for August 2025 by more than 411,000 barrels a day?",
        "Resolves YES if the eight countries (Saudi Arabia, Russia, Iraq, UAE, Kuwait, Kazakhstan, Algeria, Oman) announce at their meeting scheduled for early July 2025, and no later than July 6, 2025, an increase in August 2025 required production above 411,000 barrels a day. Resolves NO otherwise.",
        "2025-06-28",
        "2025-07-06",
        1,
        "oil",
        """
27|K|newswire|OPEC+ eight agree another 411,000 bpd rise for July|The eight countries agreed at a video meeting on Saturday to raise output by 411,000 barrels a day in July, the third such step in a row, and said they would meet again on July 6 to decide August levels.|A past decision and a future meeting date.
5|K|analyst-note|OPEC+ preview: another 411 is the base case|We expect the eight to approve a further 411,000 barrels a day for August on July 6, 2025. A larger step cannot be ruled out given Saudi Arabia's push to regain market share.|A forecast for a scheduled meeting.
2|L|newswire|OPEC+ speeds up with a 548,000 bpd hike for August|Meeting a day earlier than planned, on July 5, 2025, the eight countries agreed to raise August output by 548,000 barrels a day, citing a steady outlook and low inventories.|Reports the July 5, 2025 decision as done.
1|L|market-wrap|Brent slips as OPEC+ surprises with bigger increase|Oil fell in Asian trading on Monday, July 7, 2025, after the weekend's larger-than-expected OPEC+ increase, though losses were limited by strong summer demand.|Reports the market reaction of July 7, 2025.
4|K|calendar|Energy week ahead|Jul 1: manufacturing PMIs. Jul 3: US jobs report (early, because of the holiday). Jul 6: OPEC+ eight-country meeting, virtual. Jul 10: IEA Oil Market Report.|A calendar of future events.
3|L|analyst-note|OPEC+ has now unwound the 2.2 mb/d|With the July 5 and August 3, 2025 decisions, the eight have agreed to return the full 2.2 million barrels a day of voluntary cuts by the end of September 2025, a year ahead of the original plan.|Reports decisions of July 5 and August 3, 2025.
""",
    ),
    Q(
        "r3-aramco-secondary-2024",
        "Will Saudi Aramco's 2024 secondary share offering raise more than $12 billion?",
        "Resolves YES if a secondary offering of Saudi Aramco shares by the Saudi government is priced on or before June 10, 2024 and raises more than $12 billion including any over-allotment. Resolves NO otherwise, including if no offering is priced.",
        "2024-05-29",
        "2024-06-10",
        0,
        "oil",
        """
20|K|newswire|Aramco readies share sale that could come as soon as June|Saudi Arabia is preparing to sell more shares in the state oil giant, people familiar with the matter said, in a deal that could raise about $10 billion or more. The timing depends on market conditions.|A report of plans, nothing done.
6|K|analyst-note|Aramco secondary: sizing it up|At current prices a sale of 0.6% of the company would raise around $11 billion to $12 billion. We think demand from foreign funds will be solid if the discount to the last close is at least 5%.|An estimate for a future sale.
1|L|company-statement|Saudi Aramco announces secondary public offering|30 May 2024: The Government of the Kingdom of Saudi Arabia intends to offer approximately 1.545 billion ordinary shares. The price range has been set at SAR 26.70 to SAR 29.00 per share.|Reports the May 30, 2024 announcement, after the cutoff.
2|L|newswire|Aramco prices share sale at 27.25 riyals, raising $11.2 billion|Saudi Arabia priced the offering on June 7, 2024, near the bottom of its range, raising about $11.2 billion, with more than half of the shares going to foreign investors.|Reports the June 7, 2024 pricing.
4|K|trade-press|Banks line up for Aramco deal|Citi, Goldman Sachs, HSBC and several Saudi banks have been picked to work on the sale, sources say. Bookbuilding in similar Gulf deals has run about a week, and the Tadawul closes for Eid al-Adha from June 13, 2024.|A report of preparations; no dated later event.
3|L|market-wrap|Aramco shares settle after the offering|Aramco closed at 27.40 riyals on June 9, 2024, its first session after the offering priced, just above the sale price.|Reports a June 9, 2024 close after the pricing.
""",
    ),
    Q(
        "r3-pjm-bra-2025-26",
        "Will PJM's 2025/2026 Base Residual Auction clear above $300 per megawatt-day for the RTO region?",
        "Resolves YES if the RTO-wide capacity clearing price in PJM's 2025/2026 Base Residual Auction, with results scheduled for July 30, 2024, is above $300 per MW-day. Resolves NO otherwise.",
        "2024-07-12",
        "2024-07-30",
        0,
        "power_markets",
        """
25|K|trade-press|PJM sets dates for delayed capacity auction|The auction for the 2025/2026 delivery year will open on July 17 and close July 23, with results posted on July 30, 2024. Last year's RTO price was $28.92 a megawatt-day.|A schedule and a past price.
8|K|analyst-note|Capacity auction preview: a big step up is coming|We expect the RTO price to clear between $150 and $250 a megawatt-day as retirements and new market rules tighten supply. That would lift 2025 earnings at merchant generators.|A forecast for a future auction.
1|L|regulator-filing|2025/2026 Base Residual Auction report|Posted July 30, 2024. RTO clearing price: $269.92/MW-day. BGE zone: $466.35/MW-day. Dominion zone: $444.26/MW-day. Total cost: about $14.7 billion.|Reports the July 30, 2024 auction results.
2|L|newswire|Power capacity prices jump ninefold in PJM auction|The grid operator's auction results, released July 30, 2024, set a price of $269.92 a megawatt-day for most of its region, a record jump that will show up in bills from June 2025.|Reports the July 30, 2024 results.
4|K|investor-page|Constellation Energy: events|Second quarter 2024 earnings conference call: August 6, 2024, 10:00 a.m. ET. Webcast and slides will be posted on this page.|An investor calendar with a future call.
3|L|local-news|Maryland households face higher bills after grid auction|The auction results of July 30, 2024 mean BGE customers will pay more starting next summer. In January 2025, PJM agreed with Pennsylvania's governor to cap prices in the next two auctions.|Reports the July 30, 2024 results and a January 2025 settlement.
""",
    ),
    Q(
        "r3-mvp-in-service-2024",
        "Will the Mountain Valley Pipeline be placed into full commercial service by June 30, 2024?",
        "Resolves YES if Equitrans Midstream or the Mountain Valley Pipeline joint venture announces that the full 303-mile pipeline has entered commercial service on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-05",
        "2024-06-30",
        1,
        "energy",
        """
22|K|company-statement|Equitrans first quarter 2024 results|Mechanical construction of the Mountain Valley Pipeline is essentially complete. The company continues to target an in-service date in mid-2024 and a total project cost of approximately $7.85 billion.|A target and a present status; nothing done after the cutoff.
7|K|regulator-filing|Request for authorization to place facilities into service|Mountain Valley Pipeline, LLC respectfully requests that the Commission grant authorization to place the remaining facilities into service by June 7, 2024, to allow firm transportation service to begin.|A request for a future authorization.
2|L|regulator-filing|FERC letter order, Docket No. CP16-10|Issued June 11, 2024. Mountain Valley Pipeline, LLC is granted authorization to place into service the remaining facilities of the project, as requested.|Reports a June 11, 2024 order.
1|L|newswire|Mountain Valley pipeline starts service after years of fights|The 303-mile gas line from West Virginia to Virginia began commercial service on June 14, 2024, Equitrans said, nearly six years late and at roughly twice its original budget.|Reports the June 14, 2024 start.
4|K|local-news|Roanoke County residents press state on pipeline erosion|Homeowners near Bent Mountain say runoff from the right-of-way has muddied their wells. The state Department of Environmental Quality said it will hold a public meeting on July 9, 2024.|A future meeting and present complaints.
9|L|analyst-note|EQT: closing the Equitrans deal with MVP flowing|EQT completed its acquisition of Equitrans on July 22, 2024, five weeks after Mountain Valley entered service on June 14, 2024.|Reports later events of June and July 2024.
""",
    ),
    Q(
        "r3-tmx-commercial-2024",
        "Will the Trans Mountain expansion pipeline begin commercial operations by May 15, 2024?",
        "Resolves YES if Trans Mountain Corporation announces that the expanded pipeline system has begun commercial operations on or before May 15, 2024. Resolves NO otherwise.",
        "2024-04-15",
        "2024-05-15",
        1,
        "energy",
        """
12|K|company-statement|Trans Mountain announces commencement date|Trans Mountain Corporation expects the expanded system to begin commercial operations on May 1, 2024. Line fill is under way and shippers have been notified of the first nomination cycle.|A planned future start.
25|K|trade-press|Regulator approves route change at troubled drilling section|The Canada Energy Regulator approved a variance allowing a smaller pipe through the final difficult stretch near Hope. The project's cost has climbed to about C$34 billion.|An earlier regulatory decision.
2|L|newswire|Oil begins flowing on expanded Trans Mountain line|The expanded pipeline started commercial operations on May 1, 2024, nearly tripling capacity to 890,000 barrels a day from Alberta to the B.C. coast.|Reports the May 1, 2024 start.
1|L|market-wrap|WCS discount narrows as TMX ramps up|Western Canadian Select traded about $12 under WTI on May 8, 2024, the narrowest in months, a week after the new line entered service.|Reports a May 8, 2024 price move and the start.
5|K|analyst-note|TMX: what to expect in the first year|We model average throughput of about 590,000 barrels a day in the first twelve months from May 2024. Final tolls will depend on a regulatory hearing later this year.|A forecast for a future period.
3|L|local-news|Burnaby watches first tankers leave Westridge|Residents on the Burrard Inlet shore counted two loaded tankers in the first week after the line's May 1, 2024 start, and the city said it would monitor noise at the terminal.|Reports events after the May 1, 2024 start.
""",
    ),
    Q(
        "r3-bp-permanent-ceo-2024",
        "Will BP name a permanent chief executive by January 31, 2024?",
        "Resolves YES if BP plc announces the appointment of a permanent chief executive officer, whether Murray Auchincloss or someone else, on or before January 31, 2024. Resolves NO otherwise.",
        "2024-01-05",
        "2024-01-31",
        1,
        "business",
        """
28|K|newswire|BP's CEO search drags into the new year|Murray Auchincloss has led BP on an interim basis since Bernard Looney resigned in September. The board has not said when it will make a permanent appointment; fourth-quarter results are due on 6 February 2024.|Earlier facts before the cutoff.
10|K|analyst-note|BP: a decision before the February results looks likely|We expect the board to confirm a permanent chief executive before fourth-quarter results on February 6, 2024, and see Auchincloss as the clear favourite.|A forecast and a scheduled results date.
2|L|company-statement|BP appoints Murray Auchincloss chief executive officer|17 January 2024: The board of BP p.l.c. announces the appointment of Murray Auchincloss as chief executive officer with immediate effect. He has been interim chief executive since September 2023.|Reports the January 17, 2024 appointment.
1|L|newswire|BP names interim boss Auchincloss permanent CEO|BP confirmed on Jan. 17, 2024 that Murray Auchincloss, its former finance chief, would lead the company permanently, ending a four-month search.|Reports the January 17, 2024 appointment.
4|K|investor-page|BP financial calendar 2024|4Q 2023 and full-year results: 6 February 2024. Annual General Meeting: 25 April 2024. 1Q 2024 results: 7 May 2024.|A calendar of future events.
3|L|trade-press|Auchincloss' first results as permanent chief bring bigger buyback|Presenting results on Feb. 6, 2024, three weeks after he was confirmed in the job, Auchincloss kept BP's strategy and raised the pace of share buybacks.|Reports the February 6, 2024 results and the appointment.
""",
    ),
    Q(
        "r3-iag-air-europa-2024",
        "Will IAG abandon its planned acquisition of Air Europa by August 31, 2024?",
        "Resolves YES if International Airlines Group announces on or before August 31, 2024 that it has terminated or withdrawn from its agreement to acquire the Spanish airline Air Europa from Globalia. Resolves NO otherwise.",
        "2024-07-22",
        "2024-08-31",
        1,
        "antitrust",
        """
26|K|trade-press|Brussels says IAG's Air Europa remedies fall short|Rivals have told the European Commission that the slots and routes IAG offered to give up would not restore competition on Spain's domestic and Latin American routes. IAG has said it remains committed to the deal.|Earlier facts before the cutoff.
9|K|regulator-filing|Case M.11071 IAG / Air Europa|Phase: II. Remedies submitted. Provisional deadline for a decision: 2024-11-12. The deadline may be extended if the parties offer further commitments.|A case page with a future deadline.
2|L|company-statement|IAG terminates agreement to acquire Air Europa|IAG announced on August 1, 2024 that it had terminated its agreement with Globalia and would pay a €50 million break fee, having concluded that the remedies required by the Commission would make the deal unviable.|Reports the August 1, 2024 termination.
1|L|newswire|IAG walks away from Air Europa after EU pushback|The owner of Iberia and British Airways dropped its bid for Air Europa on 1 August 2024, the second time it has abandoned a takeover of the carrier.|Reports the August 1, 2024 withdrawal.
5|K|analyst-note|IAG: what a blocked deal would cost|If the Commission blocks the deal in the autumn, IAG owes Globalia a €50 million break fee, which we see as immaterial. We keep our rating ahead of first-half results on July 26, 2024.|A conditional and a future results date.
3|L|trade-press|Turkish Airlines to take Air Europa stake|Turkish Airlines agreed in August 2025 to buy a minority stake in Air Europa, a year after IAG walked away on August 1, 2024.|Reports a later deal and the August 1, 2024 withdrawal.
""",
    ),
    Q(
        "r3-nea-ruling-2023",
        "Will the federal court in Boston rule that the American Airlines-JetBlue Northeast Alliance violates antitrust law by May 31, 2023?",
        "Resolves YES if the US District Court for the District of Massachusetts, in United States v. American Airlines Group and JetBlue Airways, issues a ruling on or before May 31, 2023 finding that the Northeast Alliance violates Section 1 of the Sherman Act. Resolves NO otherwise, including if no ruling is issued.",
        "2023-05-08",
        "2023-05-31",
        1,
        "antitrust",
        """
20|K|trade-press|Six months after trial, airlines still wait on NEA ruling|Closing arguments in the Justice Department's case against the Northeast Alliance were heard in November. Judge Leo Sorokin has given no indication of when he will rule.|Earlier facts and an open question.
7|K|analyst-note|JBLU: an adverse NEA ruling would complicate Spirit|If the court strikes down the alliance, JetBlue would lose codeshare revenue in New York and Boston just as it defends its Spirit deal, which goes to trial later this year.|A conditional with no dated later event.
2|L|court-docket|United States v. American Airlines Group Inc., No. 1:21-cv-11558-LTS|Findings of fact and conclusions of law, entered May 19, 2023. The court finds that the Northeast Alliance violates Section 1 of the Sherman Act and will enter a permanent injunction.|A docket entry reports the May 19, 2023 ruling.
1|L|newswire|Judge rules American-JetBlue alliance is illegal|A federal judge in Boston ruled on May 19, 2023 that the partnership had reduced competition and ordered it unwound, a win for the Justice Department's antitrust division.|Reports the May 19, 2023 ruling.
4|K|company-statement|JetBlue: NEA travel remains unchanged|Customers booked on codeshare flights with American can travel as planned, including for trips this summer through Labor Day, September 4, 2023. We will share any changes directly with affected customers.|A customer notice with a future date; no outcome.
3|L|trade-press|JetBlue to end NEA as American appeals|JetBlue said in July 2023 it would wind down the alliance to focus on its Spirit deal, weeks after the May 19, 2023 ruling. American said it would appeal.|Reports later decisions and the May 19, 2023 ruling.
""",
    ),
    Q(
        "r3-southwest-elliott-2024",
        "Will Southwest Airlines and Elliott Investment Management announce a settlement of their board fight by November 20, 2024?",
        "Resolves YES if Southwest Airlines and Elliott announce, on or before November 20, 2024, an agreement that settles Elliott's campaign and its request for a special meeting of shareholders set for December 10, 2024. Resolves NO otherwise.",
        "2024-10-15",
        "2024-11-20",
        1,
        "business",
        """
18|K|newswire|Elliott nominates ten directors at Southwest|The activist, which owns about 10% of the airline, has called a special meeting and proposed a slate that would replace most of the board. Southwest called the nominations an attempt to take control.|Earlier facts before the cutoff.
6|K|company-statement|Southwest Airlines sets date of special meeting|The special meeting of shareholders requested by Elliott will be held on December 10, 2024. Shareholders of record at the close of business on October 22, 2024 will be entitled to vote.|A company notice of future dates.
2|L|newswire|Southwest gives Elliott six board seats, ending proxy fight|Southwest and Elliott reached a settlement on October 23, 2024 that adds six Elliott nominees to the board and moves up Gary Kelly's retirement as chairman, calling off the December vote.|Reports the October 23, 2024 settlement.
1|L|investor-page|Southwest Airlines: press releases|October 24, 2024: Southwest reports third quarter results. October 23, 2024: Southwest Airlines announces agreement with Elliott; special meeting cancelled.|A press release list reports the October 23, 2024 agreement.
4|K|analyst-note|LUV: settlement odds rising into Q3 print|We think a deal before the December 10, 2024 vote is more likely than a contest. Third-quarter results on October 24 are the next catalyst.|A forecast and future dates.
""",
    ),
    Q(
        "r3-vistara-air-india-2024",
        "Will the merger of Vistara into Air India be completed by November 15, 2024?",
        "Resolves YES if Air India and Singapore Airlines announce that Vistara has been merged into Air India, with Vistara flights operated by Air India, on or before November 15, 2024. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-15",
        1,
        "airlines",
        """
24|K|newswire|India approves Singapore Airlines investment, clearing Vistara merger|The government has approved foreign direct investment by Singapore Airlines in Air India. Vistara will operate its last flights under its own brand on November 11, 2024, the airlines said.|A past approval and a planned future date.
10|K|company-statement|Vistara: your booking from 12 November 2024|From 12 November 2024, flights currently operated by Vistara will be operated by Air India. Bookings for travel on or after that date are being moved to Air India automatically.|A customer notice about a future change.
2|L|newswire|Vistara flies its last flights as merger with Air India completes|The merger took effect on November 12, 2024, after Vistara's final flights on the night of November 11, ending a nine-year brand.|Reports the November 2024 merger as done.
1|L|trade-press|Day one of the combined Air India|Former Vistara aircraft flew under AI2 flight numbers on November 12, 2024, and crews wore their old uniforms for now. Air India said the fleet now counts about 300 aircraft.|Reports the first day of the merged airline.
5|K|analyst-note|SIA: accounting for the Air India stake|After the merger, expected to complete in November, Singapore Airlines will own 25.1% of Air India. We expect equity-accounted losses from the second half of its fiscal year.|A forecast of a future completion.
3|L|investor-page|Singapore Airlines: announcements|12 November 2024: completion of the merger of Vistara and Air India; SIA holds a 25.1% stake in the enlarged Air India.|An announcement reports the November 12, 2024 completion.
""",
    ),
]

QUESTIONS += [
    Q(
        "r3-diamondback-endeavor-2024",
        "Will Diamondback Energy complete its merger with Endeavor Energy Resources by September 30, 2024?",
        "Resolves YES if Diamondback Energy announces the closing of its acquisition of Endeavor Energy Resources on or before September 30, 2024. Resolves NO otherwise.",
        "2024-08-30",
        "2024-09-30",
        1,
        "mergers",
        """
25|K|company-statement|Diamondback Energy second quarter 2024 results|We continue to work with the Federal Trade Commission on its review of the Endeavor merger and expect the transaction to close in the fourth quarter of 2024, subject to customary closing conditions.|A company expectation for a future quarter.
9|K|trade-press|FTC's Permian scrutiny turns to board seats|After barring former Pioneer chief Scott Sheffield from Exxon's board, the FTC is weighing similar terms for the Diamondback deal, lawyers who follow the agency said. A consent order could come within weeks.|A report of a review in progress.
2|L|regulator-filing|FTC order in Diamondback/Endeavor|On September 10, 2024 the Commission accepted a consent order that bars Endeavor's former chief executive from serving on Diamondback's board and clears the transaction.|Reports a September 10, 2024 order.
1|L|company-statement|Diamondback Energy completes merger with Endeavor Energy Resources|MIDLAND, Texas, Sept. 10, 2024: Diamondback announced today the completion of its merger with Endeavor, creating a premier Permian producer with about 838,000 net acres.|Reports the September 10, 2024 completion.
5|K|analyst-note|FANG: if closing slips past September|Should the FTC review run past September 30, 2024, we would push the merger into our fourth-quarter model. Either way the synergy case is unchanged.|A conditional on a future date.
3|L|local-news|Endeavor's Midland staff move under Diamondback banner|Endeavor, long the largest private operator in the Permian, became part of Diamondback on Sept. 10, 2024. Employees said the combined company would keep a large office downtown.|Reports the September 10, 2024 closing.
""",
    ),
    Q(
        "r3-unh-amedisys-doj-2024",
        "Will the US Justice Department sue to block UnitedHealth Group's acquisition of Amedisys by November 30, 2024?",
        "Resolves YES if the Department of Justice files a lawsuit seeking to block UnitedHealth Group's proposed acquisition of the home-health company Amedisys on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-01",
        "2024-11-30",
        1,
        "antitrust",
        """
25|K|trade-press|UnitedHealth-Amedisys review passes its first anniversary|The $3.3 billion deal, announced in June 2023, is still under review by antitrust enforcers, who have questioned the overlap in home health and hospice. Both companies have said they are cooperating.|Earlier facts and an ongoing review.
8|K|regulator-filing|Amedisys 8-K: amendment to merger agreement|The parties have agreed to extend the outside date under the merger agreement to December 31, 2024, with a further extension available if regulatory approvals remain pending.|A filing with a future deadline.
2|L|newswire|Justice Department sues to block UnitedHealth's Amedisys deal|The department, joined by Maryland, Illinois, New Jersey and New York, sued on November 12, 2024 to stop the acquisition, saying it would reduce competition for home health and hospice care.|Reports the November 12, 2024 lawsuit.
1|L|court-docket|United States et al. v. UnitedHealth Group Inc. and Amedisys, Inc.|District of Maryland. Complaint filed 2024-11-12. Plaintiffs: United States; States of Maryland, Illinois, New Jersey and New York.|A docket records the complaint filed on 2024-11-12.
4|K|analyst-note|AMED: a lawsuit before year-end is our base case|We think the DOJ will decide soon after the November 5 election. Amedisys holders would get a $100 million termination fee if the deal fails on antitrust grounds.|A forecast around a future date.
3|L|analyst-note|AMED: settlement reached; deal to close|The DOJ suit filed on Nov. 12, 2024 was settled in August 2025, with the companies agreeing to sell more than 160 locations.|Reports the November 12, 2024 suit and an August 2025 settlement.
""",
    ),
    Q(
        "r3-dsv-schenker-2024",
        "Will Deutsche Bahn sign an agreement to sell DB Schenker by September 30, 2024?",
        "Resolves YES if Deutsche Bahn announces on or before September 30, 2024 a signed agreement to sell its logistics unit DB Schenker to any buyer. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        1,
        "mergers",
        """
14|K|trade-press|DSV and CVC go head to head for Schenker|The Danish forwarder and the private equity firm have both submitted binding offers valuing the logistics unit at more than €14 billion. Deutsche Bahn has said it wants to sign a deal by the end of September.|Offers and a stated target; no outcome.
4|K|calendar|Deutsche Bahn supervisory board to meet on Schenker|The railway's supervisory board is due to meet on September 11, 2024, and the federal government must also approve any sale.|A future meeting date.
2|L|newswire|Deutsche Bahn sells Schenker to DSV for €14.3 billion|The state railway agreed on September 13, 2024 to sell its logistics arm to DSV, creating the world's largest freight forwarder, and said it would use the proceeds to pay down debt.|Reports the September 13, 2024 agreement.
1|L|company-statement|DSV to acquire DB Schenker|13 September 2024: DSV A/S has entered into an agreement with Deutsche Bahn AG to acquire DB Schenker for an enterprise value of EUR 14.3 billion, to be financed partly through a rights issue.|Reports the September 13, 2024 agreement.
6|K|analyst-note|DSV: what winning Schenker would mean|If DSV wins, we expect a large rights issue and a long integration, as with Panalpina and Agility. We see CVC as the likelier winner on price and expect Deutsche Bahn's board to choose in mid-September 2024.|A conditional and a forecast.
3|L|trade-press|DSV closes Schenker deal after approvals|DSV completed the acquisition on April 30, 2025, after clearance from the European Commission, and began merging the two networks.|Reports the April 30, 2025 completion.
""",
    ),
    Q(
        "r3-aa-apfa-ratify-2024",
        "Will American Airlines flight attendants ratify a new contract by September 30, 2024?",
        "Resolves YES if the Association of Professional Flight Attendants announces on or before September 30, 2024 that its members at American Airlines have ratified a new collective bargaining agreement. Resolves NO otherwise.",
        "2024-09-04",
        "2024-09-30",
        1,
        "labor",
        """
10|K|union-bulletin|APFA: tentative agreement reached|After mediated talks in Washington, your negotiating committee has reached a tentative agreement with management. Road shows start next week; voting will run through September 18, 2024.|A union notice of a future vote.
5|K|local-news|DFW flight attendants weigh deal with immediate 20% raise|Some attendants at the Fort Worth headquarters say the raise does not make up for five years without a contract; others say they will vote yes to get the money flowing before voting ends on Sept. 18.|A local story before the vote.
2|L|newswire|American Airlines flight attendants ratify five-year contract|About 87% of voting flight attendants approved the agreement, the union said on Sept. 18, 2024, ending a long dispute that had included strike threats.|Reports the September 18, 2024 vote result.
1|L|union-bulletin|Ratification results|September 18, 2024. Votes cast: 86% turnout. YES 87.0%. NO 13.0%. The agreement is ratified and takes effect immediately.|A bulletin reports the September 18, 2024 result.
7|K|analyst-note|AAL: cost of a flight attendant deal|If ratified, we estimate the deal adds about $1 billion to annual costs. The raise would show up in fourth-quarter 2024 results.|A conditional with a future quarter.
3|L|company-statement|American Airlines: new pay rates take effect|Following ratification on Sept. 18, 2024, new pay rates for flight attendants are effective October 1, 2024, and retroactive payments will be made in the coming weeks.|Reports the September 18, 2024 ratification.
""",
    ),
    Q(
        "r3-united-afa-ta-2025",
        "Will United Airlines flight attendants ratify the tentative agreement in the vote ending July 28, 2025?",
        "Resolves YES if the Association of Flight Attendants-CWA announces that United flight attendants have ratified the tentative agreement put to a vote that closes on July 28, 2025. Resolves NO if the agreement is rejected.",
        "2025-07-14",
        "2025-07-29",
        0,
        "labor",
        """
25|K|union-bulletin|AFA United MEC: voting on the TA|Voting on the tentative agreement opens online this week and closes at 11:59 p.m. Central on July 28, 2025. Results will be announced the following day.|A schedule of a future vote.
8|K|local-news|Some Chicago-based attendants campaign for a no vote|Flight attendants at O'Hare handed out leaflets urging colleagues to reject the deal, saying it does not pay for boarding time as they had hoped. Others say a no vote could mean years more of talks. Voting closes on July 28.|A local story before the vote.
2|L|newswire|United flight attendants reject tentative contract|About 71% of voting flight attendants rejected the agreement, the union said on July 29, 2025, sending the two sides back to the table.|Reports the July 29, 2025 result.
1|L|union-bulletin|TA vote results|July 29, 2025. Turnout: 93%. No: 71.4%. Yes: 28.6%. The tentative agreement is not ratified.|A bulletin reports the July 29, 2025 result.
5|K|analyst-note|UAL: if the TA passes|A yes vote would add about $1 billion a year to costs, which we already model from the third quarter of 2025. A rejection would delay, not remove, the cost.|A conditional about the future vote.
3|L|trade-press|United and AFA return to bargaining after TA rejection|The two sides resumed talks in September 2025 with mediators, after members voted the deal down on July 29, 2025.|Reports later talks and the July 29, 2025 rejection.
""",
    ),
    Q(
        "r3-pw-iam-strike-2025",
        "Will IAM members at Pratt & Whitney's Connecticut plants begin a strike by May 12, 2025?",
        "Resolves YES if members of the International Association of Machinists at Pratt & Whitney facilities in Connecticut begin a strike on or before May 12, 2025. Resolves NO otherwise.",
        "2025-04-28",
        "2025-05-12",
        1,
        "labor",
        """
14|K|union-bulletin|IAM Locals 700 and 1746: contract update|Our agreement with Pratt & Whitney expires at 11:59 p.m. on May 4, 2025. Members will receive the company's final offer before then and vote on it in person.|A future expiry and vote.
6|K|local-news|Pratt machinists to vote on final offer this weekend|About 3,000 workers at East Hartford, Middletown and Cheshire are scheduled to vote Sunday, May 4, on the company's last offer. The union says a rejection would mean a strike.|A future vote and a conditional.
2|L|newswire|Pratt & Whitney workers strike after rejecting contract offer|Machinists walked off the job on May 5, 2025 at the jet engine maker's Connecticut plants, the first strike there in more than four decades, after voting down the company's final offer.|Reports the May 5, 2025 strike.
1|L|local-news|Picket lines go up at Pratt plants|Workers carried signs outside the East Hartford plant early on Monday, May 5, 2025, and the union said the strike would last until a better offer came.|Reports the May 5, 2025 strike.
4|K|analyst-note|RTX: strike risk at Pratt is manageable|A short strike would mostly delay spare parts and military engines. Management has contingency plans, and we do not change our second-quarter estimates ahead of results on July 22, 2025.|An assessment of a possible future strike.
3|L|company-statement|Pratt & Whitney statement on IAM vote|We are disappointed that our IAM-represented employees rejected our offer. Effective May 5, 2025, we have put our business continuity plans in place and remain ready to return to the table.|A company statement reports the strike of May 5, 2025.
""",
    ),
    Q(
        "r3-culinary-vegas-2023",
        "Will the Culinary Workers Union begin a strike at MGM Resorts, Caesars Entertainment or Wynn Resorts properties in Las Vegas by November 17, 2023?",
        "Resolves YES if Culinary Workers Union Local 226 and Bartenders Union Local 165 members begin a strike at any Las Vegas property of MGM Resorts, Caesars Entertainment or Wynn Resorts on or before November 17, 2023. Resolves NO otherwise.",
        "2023-11-06",
        "2023-11-17",
        0,
        "labor",
        """
20|K|union-bulletin|Culinary members authorise strike|Members voted 95% in favour of authorising a strike if contracts cannot be reached. Negotiations with MGM Resorts, Caesars Entertainment and Wynn Resorts continue.|An earlier vote and ongoing talks.
4|K|local-news|Culinary sets Friday strike deadline at 18 Strip resorts|The union said workers would walk out at 6 a.m. on Friday, Nov. 10, at 18 properties if no deals are reached. About 35,000 workers are covered.|A future strike deadline.
2|L|newswire|Caesars reaches deal with Culinary Union, averting Las Vegas strike|Caesars Entertainment and the union reached a tentative agreement on November 8, 2023, two days before the deadline, covering about 10,000 workers.|Reports a November 8, 2023 agreement.
1|L|local-news|MGM reaches tentative deal, Wynn follows|MGM Resorts reached a tentative five-year agreement with the Culinary Union on Nov. 9, 2023, and the union called off the walkout.|Reports a November 9, 2023 agreement.
6|K|analyst-note|Las Vegas: what a strike would cost|A week-long strike would cost MGM about $10 million in EBITDA in our estimate, and less at Caesars. We think a deal before the November 10, 2023 deadline is likely.|A conditional and a forecast.
""",
    ),
]

QUESTIONS += [
    Q(
        "r3-costco-teamsters-2025",
        "Will the Teamsters begin a strike at Costco by February 7, 2025?",
        "Resolves YES if Teamsters-represented Costco workers begin a strike at any Costco warehouse or facility in the United States on or before February 7, 2025. Resolves NO otherwise.",
        "2025-01-24",
        "2025-02-07",
        0,
        "labor",
        """
12|K|union-bulletin|Costco Teamsters vote to authorise strike|Members voted 85% to authorise a strike. Our national master agreement expires on January 31, 2025, and Costco must put a serious offer on the table before then.|A past vote and a future expiry.
5|K|trade-press|Costco says its pay is already the best in retail|The warehouse chain said its average hourly wage for US workers is above $30 and that it has bargained in good faith. It did not say whether stores would stay open in a strike after the contract expires on Jan. 31.|Present-tense statements, no dated later event.
2|L|newswire|Teamsters reach tentative agreement with Costco, averting strike|The union said on February 1, 2025, hours after the contract expired, that it had reached a tentative deal covering about 18,000 workers and called off strike preparations.|Reports the February 1, 2025 agreement.
1|L|union-bulletin|Tentative agreement reached at Costco|February 1, 2025: After weeks of pressure, Costco Teamsters have won a tentative agreement with major gains in wages and benefits. Details will be shared with members ahead of a ratification vote.|A bulletin reports the February 1, 2025 agreement.
4|K|local-news|Norfolk Costco workers could walk out as soon as Feb. 1|Workers at the Virginia warehouse said they are ready to join picket lines if talks fail. A Costco spokesperson said the store would be open as usual this weekend.|A conditional future strike.
3|L|analyst-note|COST: labour risk off the table|The Feb. 1, 2025 tentative agreement removes the main near-term risk; we estimate its cost at less than 10 basis points of margin.|An analyst note reports the February 1, 2025 agreement.
""",
    ),
    Q(
        "r3-chevron-aus-lng-strike-2023",
        "Will unions begin industrial action at Chevron's Gorgon or Wheatstone LNG operations in Australia by September 10, 2023?",
        "Resolves YES if the Offshore Alliance or allied unions begin protected industrial action (stoppages or work bans) at Chevron's Gorgon or Wheatstone LNG facilities in Western Australia on or before September 10, 2023. Resolves NO otherwise.",
        "2023-09-01",
        "2023-09-10",
        1,
        "labor",
        """
6|K|trade-press|Woodside deal averts North West Shelf strike; Chevron talks continue|Unions reached an in-principle agreement with Woodside last week, removing the threat at the North West Shelf. Talks with Chevron over Gorgon and Wheatstone have made less progress.|Earlier facts before the cutoff.
9|K|union-bulletin|Offshore Alliance: action at Chevron to start 7 September|Unless Chevron meets our claims, protected industrial action at Wheatstone and Gorgon will begin on 7 September 2023, starting with work bans and escalating to stoppages.|A planned future action.
2|L|newswire|Chevron LNG workers in Australia begin strikes|Workers at Chevron's Gorgon and Wheatstone facilities began work bans and stoppages on September 8, 2023, threatening about 5% of global LNG supply.|Reports the September 8, 2023 start.
1|L|market-wrap|European gas jumps as Australian LNG strikes begin|Dutch TTF futures rose more than 10% on Sept. 8, 2023 as industrial action started at Chevron's Western Australia plants.|Reports the market reaction on September 8, 2023.
4|K|analyst-note|LNG: what strikes from Sept. 7 would mean|If action starts on Sept. 7, 2023 as planned, we expect limited early output losses but sharp price moves in Europe and Asia. A Fair Work Commission intervention is possible.|A conditional on a planned date.
3|L|trade-press|Chevron and unions accept Fair Work proposal, ending strikes|Unions called off the action in September 2023 after accepting the commission's recommendations, ending stoppages that began on 8 September 2023.|Reports later September 2023 events.
""",
    ),
    Q(
        "r3-king-soopers-strike-2025",
        "Will UFCW Local 7 members begin a strike at King Soopers by February 12, 2025?",
        "Resolves YES if members of United Food and Commercial Workers Local 7 begin a strike at any King Soopers store in Colorado on or before February 12, 2025. Resolves NO otherwise.",
        "2025-01-30",
        "2025-02-12",
        1,
        "labor",
        """
14|K|local-news|King Soopers workers vote to authorise strike|Union members at Denver-area stores voted overwhelmingly to allow a strike, their union said. No date has been set, and talks with the Kroger-owned chain continue.|A past vote and ongoing talks.
5|K|union-bulletin|UFCW Local 7: be ready|Our next bargaining session with King Soopers is on February 3. If the company does not move on staffing and pay, we will be prepared to act.|A future session and a conditional.
2|L|newswire|King Soopers workers strike at Denver-area stores|About 10,000 workers at 77 stores walked off the job on February 6, 2025, in a dispute over pay, staffing and health benefits.|Reports the February 6, 2025 strike.
1|L|local-news|King Soopers strike ends as sides return to table with mediator|Workers returned to stores on Feb. 16, 2025 after the union and the company agreed to resume talks with a federal mediator.|Reports the end of the strike on February 16, 2025.
4|K|analyst-note|KR: a King Soopers strike is a small earnings risk|If workers strike, we would expect the hit to be limited to a few weeks of Colorado sales. We keep estimates ahead of fourth-quarter results in March.|A conditional and a future results date.
""",
    ),
    Q(
        "r3-amazon-teamsters-strike-2024",
        "Will the Teamsters begin a strike at any Amazon facility by December 31, 2024?",
        "Resolves YES if the International Brotherhood of Teamsters begins a strike at one or more Amazon facilities in the United States on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-12",
        "2024-12-31",
        1,
        "labor",
        """
6|K|union-bulletin|Teamsters to Amazon: bargain by December 15|Amazon has until December 15, 2024 to agree to dates for negotiations with the drivers and warehouse workers who have joined the Teamsters. If not, members are ready to act.|A future deadline and a conditional.
10|K|trade-press|Amazon says Teamsters misrepresent its workforce|The company said the drivers are employees of independent delivery partners, not of Amazon, and that the union has not won an election at any of its warehouses except Staten Island.|Present-tense statements with no later event.
2|L|newswire|Teamsters strike Amazon facilities in holiday rush|Workers at seven delivery stations walked out on December 19, 2024, in what the union called the largest strike against Amazon in US history. Amazon said its operations were not affected.|Reports the December 19, 2024 strike.
1|L|local-news|Picket line at Queens delivery station|Drivers and warehouse workers marched outside the DBK4 facility on Dec. 19, 2024, saying they wanted Amazon to negotiate. Deliveries in the neighbourhood continued.|Reports the December 19, 2024 picket.
4|K|analyst-note|AMZN: peak week labour risk|The week of December 16-20 is usually Amazon's busiest for shipping. Any walkout would be small relative to its network, in our view.|A future peak week and an assessment.
3|L|union-bulletin|Amazon Teamsters strike spreads|December 20, 2024: Workers at more Amazon facilities have joined the strike that began yesterday. Picket lines are up in New York, Atlanta, San Francisco and Southern California.|A bulletin reports the strike of December 19-20, 2024.
""",
    ),
    Q(
        "r3-mcdonalds-ecoli-2024",
        "Will the CDC report at least 100 illnesses in the E. coli O157:H7 outbreak linked to McDonald's Quarter Pounders by November 20, 2024?",
        "Resolves YES if a CDC outbreak notice published on or before November 20, 2024 reports at least 100 ill people in the outbreak linked to McDonald's Quarter Pounder hamburgers. Resolves NO otherwise.",
        "2024-10-28",
        "2024-11-20",
        1,
        "food_safety",
        """
3|K|regulator-page|E. coli outbreak linked to McDonald's Quarter Pounders|Illnesses: 75. Hospitalizations: 22. Deaths: 1. States: 13. Investigators have identified slivered onions as a likely source, and the supplier has recalled the onions sent to restaurants.|A notice with counts before the cutoff.
2|K|company-statement|McDonald's: Quarter Pounder returning to menus|After working with health officials, we will resume selling the Quarter Pounder in the affected restaurants in the coming week, without slivered onions.|A company plan, no dated later event.
1|L|regulator-page|Outbreak update, October 30, 2024|Illnesses: 90. Hospitalizations: 27. States: 13. The total number of ill people increased since the last update, as expected for an outbreak of this kind.|Reports an October 30, 2024 update after the cutoff.
1|L|newswire|McDonald's E. coli outbreak reaches 104 cases|The CDC said on Nov. 13, 2024 that 104 people in 14 states had fallen ill, with 34 hospitalized, and that the outbreak appeared to be over.|Reports the November 13, 2024 update.
6|K|local-news|Weld County reports most cases in Colorado|County health officials said they are interviewing people who fell ill and expect more cases to be reported as lab tests come back. The state's next update is due Friday, November 1.|A local story with a vague expectation.
4|K|analyst-note|MCD: third-quarter results on October 29|Investors will look for comments on traffic since the outbreak when McDonald's reports on October 29, 2024. We trim our fourth-quarter US comparable sales forecast.|A future results date and a forecast.
""",
    ),
    Q(
        "r3-ntsb-east-palestine-2024",
        "Will the NTSB hold its board meeting on the East Palestine, Ohio derailment by June 30, 2024?",
        "Resolves YES if the National Transportation Safety Board holds its public board meeting to determine the probable cause of the February 3, 2023 Norfolk Southern derailment in East Palestine on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "rail",
        """
20|K|regulator-filing|NTSB board meeting notice: East Palestine derailment|The board will meet at 9:30 a.m. on June 25, 2024 at East Palestine High School to consider the final report on the derailment of Norfolk Southern train 32N. The meeting will be webcast.|A notice of a future meeting.
7|K|local-news|East Palestine residents weigh $600 million settlement|Residents within 20 miles of the derailment are deciding whether to join the class settlement Norfolk Southern agreed to in April; a fairness hearing is set for September 25, 2024.|Earlier facts and a future deadline.
2|L|newswire|NTSB says venting and burning rail cars was unnecessary|At its meeting in East Palestine on June 25, 2024, the board found that an overheated wheel bearing caused the derailment and that the decision to burn five tank cars of vinyl chloride was not needed.|Reports the June 25, 2024 meeting.
1|L|regulator-page|Board meeting summary, 2024-06-25|Probable cause: failure of a wheel bearing that overheated, and the decision to vent and burn based on incomplete information. The board issued new safety recommendations.|A summary dated 2024-06-25 reports findings.
4|K|analyst-note|NSC: the NTSB meeting is a headline risk|We expect tough words for the railroad on June 25, 2024, but little new financial exposure beyond the settlement already booked.|A forecast about a future meeting.
3|L|trade-press|Norfolk Southern responds to NTSB findings|The railroad said after the June 25, 2024 meeting that it disagreed with parts of the board's findings and that it was investing in more wayside detectors.|Reports a response after the June 25, 2024 meeting.
""",
    ),
    Q(
        "r3-alberta-teachers-strike-2025",
        "Will Alberta Teachers' Association members begin a province-wide strike by October 10, 2025?",
        "Resolves YES if teachers represented by the Alberta Teachers' Association in public, separate and francophone school boards begin a province-wide strike on or before October 10, 2025. Resolves NO otherwise.",
        "2025-09-29",
        "2025-10-10",
        1,
        "labor",
        """
6|K|union-bulletin|ATA members reject tentative agreement|Members voted by a wide margin to reject the tentative agreement with the Teachers' Employer Bargaining Association. Your bargaining committee will meet on October 1, 2025 to decide next steps.|A past vote and a future meeting.
5|K|union-bulletin|ATA: strike could begin as early as October 6|If no agreement is reached, teachers could be off the job as early as Monday, October 6, 2025. Members should watch for notice from their locals.|A conditional future strike date.
2|L|local-news|Alberta teachers walk off the job|About 51,000 teachers went on strike on October 6, 2025, closing schools for more than 700,000 students across the province.|Reports the October 6, 2025 strike.
1|L|newswire|Alberta passes back-to-work law ending teachers' strike|The legislature passed the law in the early hours of October 28, 2025, ordering teachers back to class after a three-week strike.|Reports an October 28, 2025 law and the strike.
4|K|school-board-notice|Edmonton Public Schools: strike planning update|If a strike begins on October 6, schools will be closed to students and classes will not be offered online. We will share updates with families as soon as we have them.|A conditional notice.
3|L|local-news|Parents line up for government payments as strike drags on|Families applied for the province's payments for children under 13 after classes stopped on Oct. 6, 2025.|Reports the strike that began on October 6, 2025.
""",
    ),
]
