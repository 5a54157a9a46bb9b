# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold55` part, read by `build_hold55.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part of official and informal texts: press releases, regulator and court notices and
calendars, government pages, company investor-relations pages, newsletters, blog posts, forum
threads and social posts, about real resolved events of 2023-2025. See `build_hold55.py` and the
part's README section.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "q5-scotus-purdue-releases-2024",
        "Will the US Supreme Court uphold the nonconsensual third-party releases of the Sackler family in Purdue Pharma's bankruptcy plan?",
        "Resolves YES if, in Harrington v. Purdue Pharma L.P. (No. 23-124), the Supreme Court issues a decision by July 1, 2024 holding that the Bankruptcy Code permits the plan's releases of claims against the Sacklers without the consent of affected claimants. Resolves NO if the Court holds otherwise or issues no such decision by July 1, 2024.",
        "2024-06-10",
        "2024-07-01",
        0,
        "court_rulings",
        """
3|K|court-calendar|Supreme Court of the United States: opinion announcements|The Court will announce opinions on Thursday, June 13, 2024 and Friday, June 14, 2024, at 10 a.m. Cases argued this Term in which no opinion has issued include No. 23-124, Harrington v. Purdue Pharma L.P., argued December 4, 2023. The Court does not announce in advance which opinions will be released on a given day.|A calendar of future opinion days and a pending case; nothing after the cutoff is reported.
5|L|press-release|Statement from the Coalition of Opioid-Affected Families on Harrington v. Purdue|Today, June 27, 2024, a divided Supreme Court held that nothing in the Bankruptcy Code lets a court wipe out claims against the Sackler family without the consent of the people who hold them. We know many families wanted this plan to go forward and many did not. Our work now is to make sure the money that was promised does not simply disappear.|Reports the June 27, 2024 decision as done.
9|K|blog-post|Waiting on Purdue: two client alerts in the drawer|Every restructuring shop I know has written two versions of the same memo. If the justices bless the releases, expect a wave of mass-tort filings that copy Purdue's structure; if they strike them, the roughly $6 billion Sackler contribution falls away and the case goes back to the negotiating table. With the Term expected to wrap up by the end of June or the first days of July, we will not be waiting long.|Conditional analysis of a pending decision with its expected timing.
2|L|forum-thread|[Megathread] SCOTUS rules 5-4 against the Sackler releases|Posted June 27, 2024. Gorsuch for the majority, joined by Thomas, Alito, Barrett and Jackson. Kavanaugh dissents, joined by Roberts, Sotomayor and Kagan, and calls it devastating for victims. Keep it civil, please; the last thread got locked.|Reports the June 27, 2024 decision and its lineup.
12|K|government-notice|Attorney General's office: update on opioid settlement funds|Payments to the state under the Purdue Pharma plan remain on hold until the Supreme Court decides the challenge to the plan, which is expected before the Court's summer recess. Distributions from the separate settlements with the three large distributors continue on schedule, with the next installment due July 15, 2024. Local governments should not budget Purdue funds for the coming fiscal year.|Future payment dates and a pending ruling, none reported as done.
7|L|newsletter|Mass Tort Monitor: the Purdue reset|Seven months after the Court threw out the Sackler releases on June 27, 2024, Purdue and the family announced a new settlement in January 2025 worth up to $7.4 billion, this time built on consent. Creditors will vote on the revised plan later in 2025.|Reports the June 27, 2024 ruling and a January 2025 deal.
""",
    ),
    Q(
        "q5-klaviyo-ipo-above-range-2023",
        "Will Klaviyo price its initial public offering above the top of its marketed range of $25 to $27 a share?",
        "Resolves YES if Klaviyo, Inc. announces by September 22, 2023 an IPO price for its Series A common stock above $27.00 per share. Resolves NO if it prices at or below $27.00, or does not price by September 22, 2023.",
        "2023-09-12",
        "2023-09-22",
        1,
        "company_deals",
        """
1|K|ir-page|Klaviyo launches initial public offering roadshow|Klaviyo, Inc. today announced the launch of the roadshow for its proposed initial public offering of 19,200,000 shares of its Series A common stock. The initial public offering price is currently expected to be between $25.00 and $27.00 per share. Klaviyo has applied to list its Series A common stock on the New York Stock Exchange under the symbol "KVYO". The offering will be made only by means of a prospectus.|A proposed offering with a price range; no pricing is reported.
6|L|press-release|Klaviyo announces pricing of initial public offering|BOSTON, Sept. 19, 2023 -- Klaviyo, Inc. today announced the pricing of its initial public offering of 19,200,000 shares of Series A common stock at a public offering price of $30.00 per share. The shares are expected to begin trading on the New York Stock Exchange on September 20, 2023 under the ticker symbol "KVYO".|Reports the September 19, 2023 pricing above the range.
3|K|social-post|@ipo_desk on Klaviyo|KVYO books said to be covered several times on the first day of marketing. Range $25-27. Pricing expected Tuesday 9/19 after the close, first trade Wednesday 9/20. Instacart is the same week, so we will learn a lot about appetite.|Expected pricing and trading dates, not reported as done.
2|L|newsletter|IPO Weekly: three debuts, three pops|Klaviyo opened at $36.75 on its NYSE debut on Wednesday, Sept. 20, 2023 and closed its first session at $32.76, about 9% above the $30 offer price, which had itself been set above the marketed range.|Reports the September 20, 2023 debut and the above-range price.
10|K|blog-post|Arm, Instacart, Klaviyo: the September test for the IPO window|Arm is scheduled to price first, with trading expected to start on September 14. Instacart and Klaviyo are lined up for the following week. Bankers we speak to say a strong reception for all three could bring a dozen more issuers out before Thanksgiving; a weak one would shut the window until 2024.|A schedule and conditional outlook, nothing reported as done.
4|L|forum-thread|KVYO priced at $30, above the range|Posted 2023-09-20. Priced last night at $30 versus the $25-27 range. Anyone here get an allocation through their broker? Mine showed "indication of interest" and then nothing.|Reports the above-range pricing of September 19, 2023.
""",
    ),
    Q(
        "q5-infowars-onion-sale-2024",
        "Will the bankruptcy court approve the sale of Infowars' assets to Global Tetrahedron, the parent company of The Onion, by December 20, 2024?",
        "Resolves YES if, by December 20, 2024, the US Bankruptcy Court for the Southern District of Texas enters an order approving the sale of Free Speech Systems' Infowars assets to Global Tetrahedron, LLC. Resolves NO otherwise.",
        "2024-12-03",
        "2024-12-20",
        0,
        "court_rulings",
        """
6|L|court-notice|In re Free Speech Systems, LLC: ruling on the sale motion|On December 10, 2024, following a two-day evidentiary hearing, the Court declined to approve the sale of the debtor's Infowars assets to Global Tetrahedron, LLC. The Court found that the auction run by the trustee did not produce the highest and best offer, and directed the trustee to confer with the parties on a new process.|Reports the December 10, 2024 rejection as done.
19|K|press-release|Global Tetrahedron acquires Infowars|Global Tetrahedron, LLC, the parent of America's Finest News Source, today announced that it has acquired Infowars in the bankruptcy auction, with the support of the families of the victims of the Sandy Hook shooting. The company intends to relaunch the site as a parody of itself in January 2025. The sale remains subject to approval by the bankruptcy court.|An announcement made before the cutoff; the relaunch and court approval lie ahead.
4|K|docket-entry|Docket: evidentiary hearing set|ORDER setting evidentiary hearing on the Trustee's Notice of Successful Bidder and the objections of First United American Companies, LLC and Alex E. Jones. Hearing set for December 9, 2024 at 9:00 a.m., Courtroom 401, 515 Rusk Street, Houston, Texas. Signed by Judge Christopher Lopez.|A scheduled hearing, not reported as held.
1|L|social-post|@txbankruptcywatch|Judge Lopez just said no to the Onion deal. Says the auction "left too much money on the table." Trustee has to go back and try again. Today, Dec 10, 2024, Alex Jones is still broadcasting. #Infowars|Reports the December 10, 2024 ruling.
8|K|blog-post|Why the Infowars auction is headed for a hearing|First United American Companies, the supplement seller tied to Jones, says its $3.5 million cash bid beat The Onion's $1.75 million. The trustee counts the Connecticut families' agreement to give up part of their recovery, which makes the Onion package worth more to other creditors. If the judge blesses the sale next week, closing could follow before the end of the year.|Conditional analysis of a pending hearing.
3|L|newsletter|Media Deals Roundup, Dec. 11, 2024|The Onion's bid for Infowars collapsed on December 10, 2024 when a federal bankruptcy judge in Houston refused to approve the sale. Editor Ben Collins said the paper would keep trying. Bidding could resume in state court, where the families' judgment is being collected.|Reports the December 10, 2024 rejection.
""",
    ),
    Q(
        "q5-giuliani-damages-2023",
        "Will the jury in Freeman v. Giuliani award Ruby Freeman and Shaye Moss at least $100 million in total damages?",
        "Resolves YES if, by December 22, 2023, the jury in Freeman et al. v. Giuliani (D.D.C., No. 21-cv-3354) returns a verdict awarding the plaintiffs a combined total of at least $100 million in compensatory and punitive damages. Resolves NO otherwise.",
        "2023-12-08",
        "2023-12-22",
        1,
        "court_rulings",
        """
4|K|court-calendar|U.S. District Court for the District of Columbia: trial calendar|Freeman et al. v. Giuliani, No. 21-cv-3354 (BAH). Jury selection and trial on damages: Monday, December 11, 2023, 9:30 a.m., Courtroom 15, before Chief Judge Beryl A. Howell. Estimated length: four to five days. Members of the public may watch from the overflow courtroom.|A scheduled trial, not reported as held.
2|L|press-release|Statement from counsel for Ruby Freeman and Wandrea' ArShaye Moss|On December 15, 2023, a jury of eight residents of the District of Columbia awarded Ms. Freeman and Ms. Moss $148,169,000 for the lies Rudy Giuliani told about them. No amount of money can give them back what they lost, but today's verdict is an accounting.|Reports the December 15, 2023 verdict.
10|K|blog-post|Only damages left: what the Giuliani jury will decide|Judge Howell held Giuliani liable by default on August 30, 2023, after he failed to turn over evidence. The plaintiffs' expert puts the cost of repairing their reputations at up to $47 million, and punitive damages are open-ended. Trial opens December 11; expect a verdict before the end of that week.|Earlier facts and a forecast of the trial's timing.
1|L|social-post|@courtroomnotes|Giuliani jury verdict: $148 million. $16.2M to Freeman and $16.9M to Moss for defamation, $20M each for emotional distress, $75M punitive. Dec. 15, 2023. He said outside he'd appeal.|Reports the December 15, 2023 verdict.
6|L|newsletter|Legal Week in Review: Giuliani's filing|Six days after the December 15, 2023 verdict, Giuliani filed for Chapter 11 in New York on December 21, 2023, listing debts of up to $500 million, which halted collection for the moment.|Reports the verdict and a later bankruptcy filing.
7|K|court-notice|Order on pretrial matters|The jury will be instructed that the defendant's liability for defamation, intentional infliction of emotional distress and civil conspiracy has been established and that its task is to determine damages. Opening statements will proceed on the first day of trial, December 11, 2023. Each side is allotted 30 minutes.|Instructions for a future trial day.
""",
    ),
    Q(
        "q5-cjeu-google-shopping-2024",
        "Will the EU Court of Justice uphold the European Commission's €2.42 billion fine against Google in the Google Shopping case?",
        "Resolves YES if, by September 30, 2024, the Court of Justice of the European Union delivers its judgment in Case C-48/22 P dismissing Google's appeal, so that the fine stands. Resolves NO if it sets the fine aside or delivers no judgment by September 30, 2024.",
        "2024-09-03",
        "2024-09-30",
        1,
        "court_rulings",
        """
5|K|court-calendar|Court of Justice: judicial calendar, week of 9 September 2024|Tuesday 10 September 2024, 9:30: delivery of judgment in Case C-48/22 P, Google and Alphabet v Commission (Google Shopping), and in Case C-465/20 P, Commission v Ireland and Others. Grand Chamber. The judgments will be published on the curia website after delivery.|A calendar of future judgment deliveries.
6|L|press-release|Statement by Executive Vice-President Vestager on the Google Shopping judgment|Today's judgment of the Court of Justice, delivered on 10 September 2024, confirms that Google abused its dominant position by favouring its own comparison shopping service. The €2.42 billion fine stands. This is a big win for European consumers and for the rule of law.|Reports the September 10, 2024 judgment.
20|K|blog-post|Google Shopping: what the Advocate General said and what the Court may do|Advocate General Kokott advised on 11 January 2024 that Google's appeal be dismissed in its entirety. The Court follows its Advocates General most of the time, but not always, and the self-preferencing theory at the heart of the case has never been tested at this level. Judgment should come before the end of the year.|An earlier opinion and a forecast; nothing after the cutoff is reported.
2|L|newsletter|Competition Brief, September 2024|Two defeats for Big Tech in one morning on 10 September 2024: the Court of Justice dismissed Google's appeal over the Shopping fine, and in a separate judgment reinstated the Commission's Apple state aid decision, leaving Apple to pay around €13 billion to Ireland.|Reports the two September 10, 2024 judgments.
28|K|ir-page|Alphabet Form 10-Q: legal matters, European Commission fines|In June 2017 the EC fined us €2.4 billion for favouring our shopping comparison service. In November 2021 the General Court largely upheld the decision, and we appealed to the Court of Justice. A judgment has not yet been delivered. We have included the fine in accrued expenses and other current liabilities.|Pending appeal with only earlier dates.
1|L|forum-thread|Google loses final appeal against €2.4B EU shopping fine|Submitted 2024-09-10. Top comment: Seven years from the 2017 decision to a final judgment, and the comparison sites it was meant to protect are mostly gone. Second comment: The Apple ruling the same day is the bigger story.|Reports the September 10, 2024 judgment.
""",
    ),
]
