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
10|K|company-statement|SunPower statement on Nasdaq notice|SunPower has received a notice from Nasdaq regarding the late filing of its Form 10-Q. The company has 60 days to submit a plan to regain compliance and intends to file the report as soon as practicable.|A statement about a notice and an intention; no dated later event.
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
4|K|company-statement|Fisker update on NHTSA inquiries|Fisker is cooperating with the National Highway Traffic Safety Administration on its preliminary evaluations of the Ocean. Owners will be contacted directly about any remedy, and the company expects to share more information in the coming weeks.|An update with only future intentions.
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
27|K|company-statement|Wolfspeed reports third quarter fiscal 2025 results|Revenue for the quarter was about $185 million. The company said there is substantial doubt about its ability to continue as a going concern and that it is in talks with its lenders on a restructuring of its balance sheet.|An earnings release of May with only past results and ongoing talks.
12|K|trade-press|Silicon carbide suppliers brace for Wolfspeed restructuring|Customers in the auto sector say they have been told deliveries from Mohawk Valley will continue whatever happens to the parent's debt. Wolfspeed's fiscal year ends June 29, 2025, and its next results are due in late August.|A fiscal calendar and a past assurance; nothing after the cutoff reported.
3|L|newswire|Wolfspeed strikes deal with creditors to cut debt by 70%|Wolfspeed said on June 22, 2025 it had signed a restructuring support agreement with Renesas and holders of its convertible notes, and would put the plan through a prepackaged Chapter 11 case.|Reports a June 22, 2025 agreement, after the cutoff.
1|L|local-news|Wolfspeed files for bankruptcy, says Durham operations will continue|The Durham-based chipmaker filed its prepackaged Chapter 11 case in federal court in Houston on Monday, June 30, 2025. Company officials said employees would be paid as usual and that plants in North Carolina and New York would keep running.|Reports the June 30, 2025 filing as done.
6|K|analyst-note|WOLF: a prepack is the likeliest path|We expect a court-supervised deal before the July 15, 2025 window many holders are watching, with equity largely wiped out. We would not add exposure until the terms are public.|A forecast that names the question's deadline.
9|L|analyst-note|WOLF: post-emergence model update|With the plan confirmed and Wolfspeed out of Chapter 11 on September 29, 2025, we initiate on the new shares. The June 30, 2025 petition converted about $4.6 billion of debt into equity.|An analyst note reports the June 30 filing and September 29, 2025 emergence.
""",
    ),
]
