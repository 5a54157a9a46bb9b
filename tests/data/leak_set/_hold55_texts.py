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
10|K|blog-post|Arm, Instacart, Klaviyo: the September test for the IPO window|Arm is scheduled to price first, with trading expected to start on September 14, 2023. Instacart and Klaviyo are lined up for the following week. Bankers we speak to say a strong reception for all three could bring a dozen more issuers out before Thanksgiving; a weak one would shut the window until 2024.|A schedule and conditional outlook, nothing reported as done.
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
8|K|blog-post|Why the Infowars auction is headed for a hearing|First United American Companies, the supplement seller tied to Jones, says its $3.5 million cash bid beat The Onion's $1.75 million. The trustee counts the Connecticut families' agreement to give up part of their recovery, which makes the Onion package worth more to other creditors. If the judge blesses the sale at the December 9, 2024 hearing, closing could follow before the end of the year.|Conditional analysis of a pending hearing.
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
10|K|blog-post|Only damages left: what the Giuliani jury will decide|Judge Howell held Giuliani liable by default on August 30, 2023, after he failed to turn over evidence. The plaintiffs' expert puts the cost of repairing their reputations at up to $47 million, and punitive damages are open-ended. Trial opens December 11, 2023; expect a verdict before the end of that week.|Earlier facts and a forecast of the trial's timing.
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
20|K|blog-post|Google Shopping: what the Advocate General said and what the Court may do|Advocate General Kokott advised on 11 January 2024 that Google's appeal be dismissed in its entirety. The Court follows its Advocates General most of the time, but not always, and the self-preferencing theory at the heart of the case has never been tested at this level. The Court has listed its judgment for 10 September 2024.|An earlier opinion and a forecast; nothing after the cutoff is reported.
2|L|newsletter|Competition Brief, September 2024|Two defeats for Big Tech in one morning on 10 September 2024: the Court of Justice dismissed Google's appeal over the Shopping fine, and in a separate judgment reinstated the Commission's Apple state aid decision, leaving Apple to pay around €13 billion to Ireland.|Reports the two September 10, 2024 judgments.
28|K|ir-page|Alphabet Form 10-Q: legal matters, European Commission fines|In June 2017 the EC fined us €2.4 billion for favouring our shopping comparison service. In November 2021 the General Court largely upheld the decision, and we appealed to the Court of Justice. A judgment has not yet been delivered. We have included the fine in accrued expenses and other current liabilities.|Pending appeal with only earlier dates.
1|L|forum-thread|Google loses final appeal against €2.4B EU shopping fine|Submitted 2024-09-10. Top comment: Seven years from the 2017 decision to a final judgment, and the comparison sites it was meant to protect are mostly gone. Second comment: The Apple ruling the same day is the bigger story.|Reports the September 10, 2024 judgment.
""",
    ),
    Q(
        "q5-ca-fastfood-wage-20-2024",
        "Will California's $20 per hour minimum wage for fast food restaurant employees take effect by April 1, 2024?",
        "Resolves YES if the $20.00 per hour minimum wage for covered national fast food chain employees under AB 1228 is in effect in California on April 1, 2024. Resolves NO if it is delayed, enjoined or repealed before then.",
        "2024-03-20",
        "2024-04-02",
        1,
        "legislation",
        """
11|K|government-notice|Fast Food Restaurant Industry: minimum wage frequently asked questions|Beginning April 1, 2024, the minimum wage for fast food restaurant employees of covered national chains will be $20.00 per hour. The Fast Food Council may set annual increases beginning January 1, 2025, of no more than the lesser of 3.5% or the change in the cost of living. Employers must post the updated notice in the workplace.|A scheduled effective date and future rules, not reported as done.
8|L|blog-post|California's $20 fast food wage is now in effect: a compliance checklist|As of April 1, 2024, covered employers must pay nonexempt fast food employees at least $20.00 an hour. Check your franchise count, confirm which locations are covered, update wage statements, and recalculate overtime and split-shift premiums. Remember that the salary test for exempt managers moved up too.|Reports the April 1, 2024 effective date as reached.
3|K|forum-thread|Anyone else's manager talking about cutting hours before April 1?|Our store just told us scheduling is "under review" once the $20 kicks in on April 1, 2024. Two people already got moved to fewer shifts. Is this legal? Also does this cover the Panera inside the grocery store?|Anticipation of a future effective date.
14|L|social-post|@fastfoodworkersunion|Day one of $20/hr for half a million fast food workers in California. April 1, 2024. This happened because cooks and cashiers went on strike, marched and would not give up.|Reports the April 1, 2024 start as done.
5|K|press-release|Fast food workers to rally in Los Angeles as $20 wage nears|Workers will rally outside a South Los Angeles restaurant on Thursday, March 28, ahead of the April 1 start of the new wage. Speakers include members of the Fast Food Council and the California Labor Federation.|An announced rally and a future effective date.
1|L|newsletter|Restaurant Finance Weekly: the first month of $20|In the weeks since the wage took effect on 1 April 2024, several chains have raised menu prices by low single digits and a few franchisees say they are speeding up kiosk installs. Employment data for April 2024 show no clear drop yet.|Reports the April 1, 2024 effective date and later data.
""",
    ),
    Q(
        "q5-scotus-student-debt-2023",
        "Will the US Supreme Court allow the Biden administration's student debt relief plan to take effect?",
        "Resolves YES if, by July 3, 2023, the Supreme Court decides Biden v. Nebraska (No. 22-506) and Department of Education v. Brown (No. 22-535) in a way that allows the one-time student debt cancellation to proceed. Resolves NO if the Court blocks the plan or has not so decided by July 3, 2023.",
        "2023-06-12",
        "2023-07-03",
        0,
        "court_rulings",
        """
9|K|government-notice|One-time student debt relief: current status|The Supreme Court heard arguments on February 28, 2023. We cannot approve applications or discharge any debt until the Court rules. Under the law enacted on June 3, 2023, the payment pause will end after June 30, 2023, interest will resume on September 1, 2023 and payments will be due starting in October.|An earlier hearing and future dates set by law, none reported as done.
17|L|press-release|Statement from President Biden on the Supreme Court decision on student debt relief|Today's decision, on June 30, 2023, has closed one path. I am announcing a new one, under the Higher Education Act, to deliver relief to as many borrowers as possible. I will also create a temporary on-ramp so that borrowers who miss payments in the first year are not considered delinquent.|Reports the June 30, 2023 decision as done.
6|K|blog-post|The two standing questions in Biden v. Nebraska|Everything turns on whether Missouri can sue on behalf of MOHELA and whether the borrowers in Brown were harmed at all. If the Court finds no standing in both, the plan survives without a ruling on the merits. Look for the opinion in the Court's final days, likely the last week of June.|Conditional analysis and expected timing.
2|L|forum-thread|SCOTUS strikes down forgiveness 6-3|Posted 2023-06-30. Roberts wrote it. Missouri has standing through MOHELA; the HEROES Act does not authorize the plan. Brown was thrown out unanimously for lack of standing. I was approved in November and now it's gone.|Reports the June 30, 2023 decisions.
1|L|newsletter|Servicer Digest: billing notices go out|Since the Court struck down the plan on June 30, 2023, servicers have begun sending billing statements ahead of the October restart, and the Department opened the SAVE plan application in July 2023.|Reports the June 30, 2023 ruling and a July 2023 launch.
4|K|court-calendar|Supreme Court: remaining opinion days for October Term 2022|The Court will announce opinions on Thursday, June 15, and Friday, June 16, 2023, beginning at 10 a.m. Argued cases awaiting decision include No. 22-506, Biden v. Nebraska, and No. 22-535, Department of Education v. Brown. Additional days will be added.|A calendar of future opinion days and pending cases.
""",
    ),
    Q(
        "q5-kubernetes-v130-2024",
        "Will Kubernetes v1.30 be released by April 20, 2024?",
        "Resolves YES if the Kubernetes project publishes the v1.30.0 release by April 20, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-22",
        1,
        "product_launches",
        """
24|K|release-calendar|Kubernetes v1.30 release schedule|Enhancements freeze: Friday 9th February 2024. Code freeze: Tuesday 26th March 2024. Docs freeze: Tuesday 2nd April 2024. Target release date: Wednesday 17th April 2024. Dates may move if release-blocking issues are found during the code freeze.|A release schedule with a target date, not reported as reached.
10|L|blog-post|Kubernetes v1.30: Uwubernetes|Published April 17, 2024. We are pleased to announce the release of Kubernetes v1.30, the first release of 2024. It contains 45 enhancements: 17 graduating to stable, 18 to beta and 10 new alpha features, including structured authorization configuration moving to beta.|Reports the April 17, 2024 release.
3|K|mailing-list|[kubernetes-dev] v1.30.0-rc.1 is available|The first release candidate for v1.30.0 is now available for testing. Please report regressions in #sig-release. Barring release blockers, the v1.30.0 release will be cut on April 17, 2024, as scheduled.|A release candidate and a planned release.
2|L|social-post|@k8s_news|k8s 1.30 is out 🎉 (2024-04-17). Node memory swap to beta, structured authz config to beta, recursive read-only mounts in alpha. Release theme: Uwubernetes.|Reports the April 17, 2024 release.
1|L|newsletter|KubeWeekly #372|Kubernetes 1.30 shipped on 17 April 2024; the first patch release, 1.30.1, followed in May 2024 along with updates for the three older supported branches.|Reports the April 17, 2024 release and a later patch.
6|K|forum-thread|When will EKS support 1.30?|Upstream is planned for April 17. EKS usually lags by a month or two, GKE's rapid channel by a few weeks. We are still on 1.27 so no hurry for us.|A planned upstream date and expectations.
""",
    ),
    Q(
        "q5-go-122-release-2024",
        "Will Go 1.22 be released by February 15, 2024?",
        "Resolves YES if the Go team publishes the go1.22.0 release by February 15, 2024. Resolves NO otherwise.",
        "2024-01-26",
        "2024-02-15",
        1,
        "product_launches",
        """
12|K|mailing-list|golang-nuts: is 1.22 still on track for February?|Reply from a contributor: The release team has not announced a date, but major releases have come out in February and August every year, and the second release candidate is being prepared. I would plan on early February 2024 unless a serious issue turns up.|Expectations about a future release.
3|L|blog-post|Go 1.22 is released!|6 February 2024. Today the Go team is thrilled to release Go 1.22, which you can get by visiting the download page. Go 1.22 comes with per-iteration loop variables, range over integers, enhanced routing patterns in net/http and a new math/rand/v2 package.|Reports the February 6, 2024 release.
8|K|newsletter|Golang Weekly, issue 494|Go 1.22 is due in February 2024. The headline changes: the loop variable fix, which finally ends the closure-capture bug, and `for i := range 10`. Try the release candidate now and report regressions.|A future release described as due.
2|L|forum-thread|Go 1.22 released|Posted Feb 6, 2024 in r/golang. Range over int finally! Also the new ServeMux patterns mean I can drop my router dependency. Anyone seeing build cache issues after upgrading?|Reports the February 6, 2024 release.
1|L|social-post|@gopher_ops|Upgraded our monorepo to Go 1.22 the day it dropped (February 6, 2024). The loopvar change caught two real bugs in tests that had been passing by accident.|Reports the February 6, 2024 release.
20|K|blog-post|Preparing for Go 1.22's loop variable change|When a module declares go 1.22 in its go.mod, each loop iteration gets its own variable. You can test the new semantics today with GOEXPERIMENT=loopvar on Go 1.21, and the bisect tool will find any test that depends on the old behaviour.|Guidance with no date after the cutoff.
""",
    ),
    Q(
        "q5-blender-40-release-2023",
        "Will Blender 4.0 be released by November 20, 2023?",
        "Resolves YES if the Blender Foundation publishes the stable Blender 4.0 release by November 20, 2023. Resolves NO otherwise.",
        "2023-11-03",
        "2023-11-20",
        1,
        "product_launches",
        """
14|K|release-calendar|Blender 4.0: release schedule|Bcon3 (beta): October 4, 2023. Bcon4 (release candidate): November 8, 2023. Bcon5 (release): November 14, 2023. The release date may move if high-priority bugs remain open at Bcon4.|A schedule with a planned release date.
5|L|blog-post|Blender 4.0 released|November 14, 2023. Blender 4.0 is out, with a rewritten Principled BSDF, AgX view transform, node tools for geometry nodes, a light and shadow linking system and a new font. Thanks to all who reported bugs during beta.|Reports the November 14, 2023 release.
9|K|forum-thread|4.0 beta: my add-ons are broken?|The Python API changes break a lot of add-ons, especially anything touching bone collections or the old BGL module. Check the compatibility list before the release on November 14, 2023 and keep 3.6 LTS installed for production work.|Advice before a future release.
2|L|newsletter|CG Channel weekly roundup|Blender 4.0 arrived on 14 November 2023, and a 4.0.1 bugfix update followed days later, on 17 November 2023, fixing crashes in the new sculpting brushes and in Cycles on some GPUs.|Reports the November 14 and 17, 2023 releases.
7|K|social-post|@blender_artist|Blender 4.0 beta is here, final release planned for Nov 14, 2023. Try AgX on your old scenes, the difference in highlights is huge.|A planned release date.
1|L|forum-thread|Blender 4.0 officially released|Posted November 14, 2023. Downloads are up on the site. Steam and the Microsoft Store will follow in a few hours. Post your first renders with the new Principled BSDF here.|Reports the November 14, 2023 release.
""",
    ),
    Q(
        "q5-gimp-30-by-2024",
        "Will GIMP 3.0 (the final release) be published by December 31, 2024?",
        "Resolves YES if the GIMP project publishes the stable GIMP 3.0.0 release by December 31, 2024. Release candidates do not count. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-31",
        0,
        "product_launches",
        """
26|K|blog-post|GIMP 3.0 RC1 released|We are very happy to announce the first release candidate of GIMP 3.0. After years of work, the port to GTK3, non-destructive filters and the new API are all in place. Please test it and report bugs, so we can get to the final release soon.|A release candidate before the cutoff; the final is only hoped for.
7|L|blog-post|GIMP 3.0 RC2 released|Published December 27, 2024. Here is the second release candidate of GIMP 3.0, with fixes for the bugs you reported on RC1. We are not there yet: a few critical issues remain before we can call it 3.0.|Reports the December 27, 2024 RC2.
5|K|forum-thread|Will 3.0 be out before Christmas?|The developers said RC1 is to flush out bugs and that no date is promised. Jehan has said "when it's ready" about a hundred times. My guess is early 2025, but I would love to be wrong and have it under the tree on December 25, 2024.|Speculation about a future release.
2|L|newsletter|Open Source Graphics Roundup|After a third release candidate in February 2025, GIMP 3.0 finally shipped on March 16, 2025, nearly seven years after 2.10. Photoshop users will notice the non-destructive filters first.|Reports the February 2025 RC3 and the March 16, 2025 release.
18|K|social-post|@gimp_fan|GIMP 3.0 RC1 is out! Go break it. Every bug you report now is one less in the real release.|A release candidate with no later date.
1|L|forum-thread|GIMP 3.0 is released!|Posted March 16, 2025. It is finally out. The 2.99 series had been running for so long that half the replies here are people asking what happened to 2.99.20.|Reports the March 16, 2025 release.
""",
    ),
    Q(
        "q5-everton-points-deduction-2023",
        "Will Everton be deducted Premier League points over a breach of the profitability and sustainability rules by November 30, 2023?",
        "Resolves YES if, by November 30, 2023, an independent Commission appointed under the Premier League rules imposes a points deduction on Everton for its 2021-22 breach of the profitability and sustainability rules. Resolves NO otherwise.",
        "2023-11-10",
        "2023-11-30",
        1,
        "sports",
        """
14|K|club-statement|Club statement on the Commission hearing|Everton Football Club confirms that the hearing before the independent Commission concerning the Premier League's complaint has concluded. The Club maintains that it has not breached the rules and awaits the Commission's decision. It will make no further comment until then.|A hearing concluded before the cutoff; the decision is pending.
3|L|club-statement|Club statement: Commission decision|Everton Football Club is both shocked and disappointed by the Commission's decision on Friday 17 November 2023 to impose a ten-point deduction. The Club considers the sanction wholly disproportionate and unjust and will appeal.|Reports the November 17, 2023 deduction.
2|K|forum-thread|Commission verdict timing?|Rumour on here is before the United game on 26 November 2023. Could be six points, could be twelve, could be a fine if we are lucky. Either way we are going to be right in it.|Speculation about a future decision.
1|L|social-post|@toffees_daily|Docked 10 points. TEN. Friday 17 November 2023. Down to 19th. The biggest sporting sanction in Premier League history. See you at the Man United game.|Reports the November 17, 2023 deduction.
9|K|blog-post|What points penalty could Everton face?|The profitability and sustainability rules allow losses of £105m over three seasons; the Premier League says Everton overspent by about £20m. There is no tariff in the rulebook, which is why nobody agrees on the number.|Analysis with no date after the cutoff.
6|L|newsletter|Premier League Weekly: Everton's appeal|Everton's ten-point penalty from November 17, 2023 was cut to six points on appeal on February 26, 2024, lifting the club out of the relegation places.|Reports the November 17, 2023 penalty and a 2024 appeal result.
""",
    ),
    Q(
        "q5-canada-fuel-charge-zero-2025",
        "Will Canada's federal consumer fuel charge be set to zero by April 1, 2025?",
        "Resolves YES if the federal fuel charge rates under Part 1 of the Greenhouse Gas Pollution Pricing Act are zero for gasoline and other consumer fuels as of April 1, 2025. Resolves NO otherwise.",
        "2025-03-12",
        "2025-04-01",
        1,
        "legislation",
        """
20|K|government-notice|Fuel charge rates in listed provinces and territories|Fuel charge rates effective April 1, 2025, as set out in the Act: gasoline, about 20.7 cents per litre; light fuel oil, about 25.3 cents per litre. Rates are adjusted each April 1 as the carbon price rises.|Scheduled rates, not reported as in force.
4|L|press-release|Prime Minister Carney ends the consumer carbon price|OTTAWA, March 14, 2025. Today, the Prime Minister announced that the Government of Canada is removing the consumer carbon price. Effective April 1, 2025, the fuel charge will be set to zero, and the final Canada Carbon Rebate payment will be issued in April.|Reports the March 14, 2025 decision.
6|K|blog-post|What ending the carbon tax would mean at the pump|If the rate goes to zero on April 1, 2025, gasoline should fall by about 17 cents a litre once GST is counted. Diesel would drop by more. The catch: the rebate that most households got back would end too.|A conditional estimate tied to a future date.
1|L|social-post|@prairiecommuter|Filled up this morning, April 1, 2025, and paid 18 cents a litre less than last night. Carbon tax gone. Didn't think I'd see it.|Reports the April 1, 2025 change as done.
2|K|newsletter|Carney's first days|Carney won the Liberal leadership on March 9 with about 86% of the vote and is expected to be sworn in later this week. He has promised to end the consumer carbon tax as one of his first acts, keeping the industrial system.|Earlier events and a stated promise.
15|L|government-notice|Fuel charge: update|As of April 1, 2025, the fuel charge rates are zero for all fuels. Registered distributors must file final returns for the period ending March 31, 2025. The last Canada Carbon Rebate payment went out on April 22, 2025.|Reports the April 1, 2025 change and an April 22, 2025 payment.
""",
    ),
    Q(
        "q5-terraform-sec-jury-2024",
        "Will a jury find Terraform Labs liable for fraud in the SEC's civil case by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, the jury in SEC v. Terraform Labs Pte. Ltd. and Do Hyeong Kwon (S.D.N.Y., No. 23-cv-1346) returns a verdict finding Terraform Labs liable on at least one fraud claim. Resolves NO otherwise.",
        "2024-03-22",
        "2024-04-30",
        1,
        "court_rulings",
        """
4|K|court-calendar|S.D.N.Y. trial calendar: Judge Rakoff|SEC v. Terraform Labs Pte. Ltd. and Do Hyeong Kwon, 23-cv-1346 (JSR). Jury trial to begin Monday, March 25, 2024, 9:30 a.m., Courtroom 14B. Estimated duration: two to three weeks.|A scheduled trial date.
11|L|press-release|SEC statement on the jury verdict in SEC v. Terraform Labs|On April 5, 2024, a federal jury in Manhattan found Terraform Labs and its co-founder Do Kwon liable for defrauding investors in crypto asset securities. The Commission will seek remedies including disgorgement and penalties.|Reports the April 5, 2024 verdict.
16|K|blog-post|Terraform trial preview: Rakoff already decided the hard part|In December 2023 Judge Rakoff granted summary judgment that UST and LUNA were securities, so the jury will only decide fraud. Kwon is still in Montenegro fighting extradition and will not attend. Terraform filed for Chapter 11 in January 2024.|Earlier facts and a trial preview.
2|L|newsletter|Crypto Legal Weekly|Two months after the April 5, 2024 verdict, Terraform agreed on June 12, 2024 to pay about $4.47 billion to settle the SEC's claims, most of it through its bankruptcy.|Reports the verdict and a later settlement.
6|K|social-post|@cryptocourtwatch|Terraform trial starts Monday 3/25 in front of Rakoff. Kwon still in Podgorica. Expect two to three weeks, then a verdict fast; Rakoff doesn't let juries linger.|A scheduled trial and a forecast.
1|L|forum-thread|Terraform and Do Kwon found liable by jury|Posted 2024-04-05. Jury deliberated for less than a day. Liable on all counts. Damages to be decided by the judge later.|Reports the April 5, 2024 verdict.
""",
    ),
    Q(
        "q5-uk-autumn-statement-nics-2023",
        "Will the UK Autumn Statement on November 22, 2023 announce a cut to the main rate of employee Class 1 National Insurance contributions?",
        "Resolves YES if the Autumn Statement delivered on November 22, 2023 announces a reduction in the 12% main rate of employee Class 1 NICs. Resolves NO otherwise.",
        "2023-11-08",
        "2023-11-23",
        1,
        "legislation",
        """
18|K|government-calendar|Autumn Statement 2023: date confirmed|The Chancellor of the Exchequer, Jeremy Hunt, has confirmed that the Autumn Statement will be delivered on Wednesday 22 November 2023. The Office for Budget Responsibility will publish its Economic and Fiscal Outlook alongside it.|An announced date for a future statement.
5|L|government-notice|Policy paper: reducing the main rate of Class 1 employee NICs|At Autumn Statement 2023 on 22 November 2023, the government announced that the main rate of Class 1 employee National Insurance contributions will be cut from 12% to 10% from 6 January 2024. Legislation will be introduced in the National Insurance Contributions (Reduction in Rates) Bill.|Reports the November 22, 2023 announcement.
9|K|blog-post|Autumn Statement: income tax or National Insurance?|With reported headroom of around £13 billion, the Chancellor has room for a tax cut. Cutting NICs is cheaper than income tax and does not touch pensioners, which is why Treasury watchers are leaning that way. We will know on 22 November 2023.|Speculation about a future statement.
3|L|newsletter|Payroll Update: the January NIC change|Following the 22 November 2023 Autumn Statement, payroll software must apply the new 10% main rate to pay dates from 6 January 2024. HMRC says no action is needed on tax codes.|Reports the November 22, 2023 announcement.
2|K|forum-thread|Any tax cuts in the Autumn Statement?|Rumours of an inheritance tax cut, rumours of 2p off NI, rumours of nothing at all. My payroll team wants to know if they need to change anything in January. We'll know on the 22nd I suppose.|Speculation ahead of a future statement.
1|L|social-post|@taxwatcher_uk|Hunt cuts employee NI by 2p: 12% down to 10% from 6 January. 22 Nov 2023 #AutumnStatement. Self-employed Class 2 abolished too.|Reports the November 22, 2023 announcement.
""",
    ),
    Q(
        "q5-kalshi-cftc-ruling-2024",
        "Will the federal district court in Washington, D.C. rule in Kalshi's favour in KalshiEX LLC v. CFTC by September 30, 2024?",
        "Resolves YES if, by September 30, 2024, the US District Court for the District of Columbia grants Kalshi's motion for summary judgment or otherwise vacates the CFTC's order barring its congressional control contracts. Resolves NO otherwise.",
        "2024-08-28",
        "2024-09-30",
        1,
        "court_rulings",
        """
9|K|docket-entry|KalshiEX LLC v. CFTC, No. 23-cv-3257 (JMC): notice|Plaintiff's notice regarding timing: Kalshi respectfully asks the Court to rule on the pending cross-motions for summary judgment in time for its contracts to be listed before the general election on November 5, 2024. Defendant does not consent to expedited consideration.|A request about timing with a future election date.
3|L|press-release|Kalshi wins in federal court|On September 6, 2024, the U.S. District Court for the District of Columbia ruled in Kalshi's favor, vacating the CFTC's order that had blocked our markets on which party will control Congress. This is a win for the American people and for regulated prediction markets.|Reports the September 6, 2024 ruling.
14|K|blog-post|Kalshi v. CFTC: what to expect|If Judge Cobb rules for Kalshi, expect the CFTC to ask the D.C. Circuit for a stay within days. If she rules for the agency, Kalshi has said it will appeal. Either way, the question is whether anything can be listed before November 5, 2024.|Conditional outcomes and a future date.
1|L|newsletter|Prediction Markets Weekly|The D.C. Circuit lifted its administrative stay on October 2, 2024, and Kalshi listed control-of-Congress contracts within hours. Volume passed $10 million in the first days, after the district court's September 6, 2024 ruling had been briefly frozen.|Reports an October 2, 2024 order and the September 6, 2024 ruling.
22|K|regulator-notice|CFTC: comment period closed on event contracts proposal|The comment period for the Commission's proposed amendments to its event contracts rule closed on August 8, 2024. Staff are reviewing the comments received. The proposal would treat contracts on elections as contrary to the public interest.|An earlier deadline; nothing after the cutoff.
2|L|social-post|@predictionmarketnerd|JUDGE COBB RULES FOR KALSHI. September 6, 2024. Election markets are coming to the US, legally, for the first time in a century. CFTC will surely appeal.|Reports the September 6, 2024 ruling.
""",
    ),
    Q(
        "q5-godot-42-stable-2023",
        "Will Godot Engine 4.2 stable be released by December 10, 2023?",
        "Resolves YES if the Godot project publishes the 4.2-stable release by December 10, 2023. Resolves NO otherwise.",
        "2023-11-20",
        "2023-12-10",
        1,
        "product_launches",
        """
4|K|blog-post|Release candidate: Godot 4.2 RC 1|We are entering the release candidate stage for Godot 4.2. The feature set is frozen and we are only fixing regressions and critical bugs. If no major regression is found, we aim to release 4.2-stable in the coming weeks.|A release candidate with no later date.
10|L|blog-post|Godot 4.2 arrives in style!|30 November 2023. Godot 4.2 is here, with AMD FSR 2.2, a reworked particle system, better GDScript performance and a new animation editor. Thanks to the more than 400 contributors who made it happen.|Reports the November 30, 2023 release.
2|K|forum-thread|4.2 release date?|Someone on the contributors chat said end of the month, maybe November 30, 2023, but nobody promises anything. The RCs have been solid for me, so I would not be surprised.|Speculation about a future release.
1|L|social-post|@indiedev_anna|Godot 4.2 stable just dropped (Nov 30, 2023)! Upgraded my jam project in ten minutes. The new tilemap tools alone are worth it.|Reports the November 30, 2023 release.
6|L|newsletter|Engine Roundup, December 2023|Godot 4.2 shipped on 30 November 2023, and the first maintenance release, 4.2.1, followed in December 2023 with fixes for C# export on Android.|Reports the November 30, 2023 release and a later patch.
12|K|changelog|Godot 4.2 beta 6: changelog|Fixed a crash when reimporting scenes with many meshes. Fixed GDScript hot reload losing exported variables. Updated translations. This should be the last beta before release candidates.|A changelog with no date after the cutoff.
""",
    ),
    Q(
        "q5-django-50-release-2023",
        "Will Django 5.0 be released by December 8, 2023?",
        "Resolves YES if the Django Software Foundation publishes the Django 5.0 final release by December 8, 2023. Resolves NO otherwise.",
        "2023-11-24",
        "2023-12-08",
        1,
        "product_launches",
        """
20|K|release-calendar|Django 5.0 release schedule|Alpha: September 18, 2023 (feature freeze). Beta: October 23, 2023 (non-release-blocking bug fix freeze). Release candidate 1: November 20, 2023 (translation string freeze). Final: December 4, 2023.|A release schedule with a future final date.
7|L|blog-post|Django 5.0 released|Posted on December 4, 2023. The Django team is happy to announce the release of Django 5.0. The release notes cover facet filters in the admin, simplified form field rendering, database-computed default values and GeneratedField. With the release of Django 5.0, Django 4.1 has reached the end of extended support.|Reports the December 4, 2023 release.
4|K|mailing-list|Django 5.0 release candidate 1 released|Django 5.0 RC1 is the final opportunity for you to try out the new features before Django 5.0 is released. The release candidate stage marks the string freeze. Django 5.0 final is due on December 4, 2023. Please report bugs to the ticket tracker.|A release candidate and a scheduled final release.
1|L|newsletter|Django News: Django 5.0 is out|Released on 4 December 2023: facet filters, db_default, GeneratedField, field groups in forms. Python 3.10 or later is now required. The first bugfix release, 5.0.1, is expected in early January 2024.|Reports the December 4, 2023 release.
3|K|forum-thread|Should we upgrade to 5.0 right away?|We never move to a .0 release. Wait for 5.0.1, which usually lands in early January 2024, and make sure your third-party packages declare support first.|Advice about a future patch release.
2|L|social-post|@djangodev|Django 5.0 released today (2023-12-04) 🎉 GeneratedField and db_default are going to save me so many migrations.|Reports the December 4, 2023 release.
""",
    ),
    Q(
        "q5-raspberry-pi-lse-listing-2024",
        "Will Raspberry Pi Holdings shares begin trading on the London Stock Exchange by June 28, 2024?",
        "Resolves YES if conditional or unconditional dealings in Raspberry Pi Holdings plc shares begin on the London Stock Exchange's Main Market by June 28, 2024. Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-28",
        1,
        "company_deals",
        """
6|K|ir-page|Raspberry Pi Holdings plc: intention to float|Raspberry Pi Holdings plc announces its intention to apply for admission of its ordinary shares to the equity shares (commercial companies) category of the Official List and to trading on the Main Market of the London Stock Exchange. The offer is expected to consist of new and existing shares. Admission is expected in June 2024.|A stated intention with a future month.
8|L|press-release|Raspberry Pi Holdings plc announces offer price|11 June 2024. Raspberry Pi Holdings plc announces the offer price for its initial public offering at 280 pence per share, giving a market capitalisation of about £542 million. Conditional dealings commence today at 8:00 a.m. under the ticker RPI.|Reports the June 11, 2024 pricing and start of dealings.
12|K|blog-post|Why we are listing|Going public gives our shareholders, including the Raspberry Pi Foundation, a way to fund the Foundation's education work for decades. Nothing changes about what we make or how we price it. We will publish the prospectus when the offer period opens.|Plans with no date after the cutoff.
2|L|social-post|@londonmarkets|RPI up about a third on debut. 11 June 2024. A rare good day for a London IPO, and a tech one at that.|Reports the June 11, 2024 debut.
4|K|forum-thread|Will the IPO change the Pi?|Eben said they will stay mission-driven and the Foundation keeps a big stake. The offer period is expected to open in the week of June 3, 2024, with first dealings around June 11, 2024. Retail investors can apply through a few platforms.|Expected future dates, not reported as done.
1|L|newsletter|London Markets Daily|Raspberry Pi's shares, first traded on 11 June 2024 at 280p, closed their opening session well above the offer price, the best London debut of the year.|Reports the June 11, 2024 debut.
""",
    ),
    Q(
        "q5-wk-kellogg-spin-2023",
        "Will Kellogg Company complete the spin-off of its North American cereal business, WK Kellogg Co, by October 6, 2023?",
        "Resolves YES if the distribution of WK Kellogg Co shares to Kellogg Company shareholders is completed and WK Kellogg Co begins regular-way trading by October 6, 2023. Resolves NO otherwise.",
        "2023-09-22",
        "2023-10-06",
        1,
        "company_deals",
        """
15|K|ir-page|Kellogg Company board approves separation of WK Kellogg Co|The Board has approved the spin-off. The distribution is expected to be made on October 2, 2023 to shareholders of record as of the close of business on September 21, 2023, who will receive one share of WK Kellogg Co for every four shares of Kellogg Company. Upon completion, Kellogg Company will change its name to Kellanova.|An approved plan with a future distribution date.
9|L|press-release|WK Kellogg Co completes separation and begins trading on NYSE|BATTLE CREEK, Mich., Oct. 2, 2023. WK Kellogg Co today announced the completion of its separation from Kellanova. WK Kellogg Co shares began regular-way trading on the New York Stock Exchange today under the ticker "KLG".|Reports the October 2, 2023 completion.
5|K|newsletter|Spin-Off Calendar|KLG when-issued trading is expected to start September 19; regular-way trading on October 2, 2023. Kellogg becomes Kellanova and keeps the ticker K. The ex-distribution date is expected to be October 2, 2023.|Expected future dates, not reported as done.
3|L|forum-thread|Got my KLG shares|Posted Oct 3, 2023. One for four, as announced, plus cash in lieu for the fractional share. My broker shows the cost basis as pending.|Reports the distribution of October 2023 as done.
1|L|social-post|@wkkellogg|Ringing the NYSE opening bell on October 2, 2023 as WK Kellogg Co. Froot Loops, Frosted Flakes and Raisin Bran, now on their own. 🥣|Reports the October 2, 2023 listing.
18|K|blog-post|Should you keep the cereal spin-off?|Cereal volumes have been falling for years and the new company will carry more debt than its former parent. Spin-offs often trade down in their first weeks as index funds sell. Decide before the distribution whether you want to hold it.|Analysis with no date after the cutoff.
""",
    ),
    Q(
        "q5-ge-vernova-spin-2024",
        "Will General Electric complete the spin-off of GE Vernova by April 5, 2024?",
        "Resolves YES if GE completes the distribution of GE Vernova shares to its shareholders and GE Vernova begins regular-way trading on the NYSE by April 5, 2024. Resolves NO otherwise.",
        "2024-03-22",
        "2024-04-05",
        1,
        "company_deals",
        """
15|K|ir-page|GE Board of Directors approves spin-off of GE Vernova|The distribution is expected to occur on April 2, 2024 to GE shareholders of record as of the close of business on March 19, 2024. Shareholders will receive one share of GE Vernova for every four shares of GE common stock held. GE Vernova is expected to trade on the NYSE under the symbol "GEV".|An approved plan with a future distribution date.
8|L|press-release|GE Vernova launches as an independent company|CAMBRIDGE, Mass., April 2, 2024. GE Vernova today began trading on the New York Stock Exchange under the ticker GEV after completing its spin-off from GE, which now operates as GE Aerospace.|Reports the April 2, 2024 completion.
6|K|newsletter|Spin-Off Research Weekly|GEV when-issued trading is expected to begin around March 27, 2024, with regular-way trading on April 2, 2024. GE will then trade as GE Aerospace under the existing GE ticker.|Expected future dates.
2|L|social-post|@geaerospace_fan|Today GE becomes GE Aerospace. April 2, 2024. After 132 years as a conglomerate, one company, one industry.|Reports the April 2, 2024 change.
1|L|forum-thread|GEV cost basis after the spin?|Posted April 3, 2024. GE has put up the Form 8937 for the April 2, 2024 distribution. My broker hasn't updated yet. Anyone know how the basis split works?|Reports the April 2, 2024 distribution as done.
20|K|blog-post|What GE Vernova inherits|The wind business lost money in 2023, gas power is throwing off cash, and the grid unit has a long backlog. Management has guided to low-single-digit margins for the company as a whole this year.|Analysis with no date after the cutoff.
""",
    ),
    Q(
        "q5-javice-frank-verdict-2025",
        "Will Charlie Javice be convicted on at least one count in her federal fraud trial over the sale of Frank to JPMorgan by April 15, 2025?",
        "Resolves YES if, by April 15, 2025, a jury in United States v. Javice (S.D.N.Y.) convicts Charlie Javice on at least one count. Resolves NO otherwise.",
        "2025-03-17",
        "2025-04-15",
        1,
        "court_rulings",
        """
3|K|court-calendar|S.D.N.Y. calendar: United States v. Javice and Amar|23-cr-251 (AKH). Trial continuing before Judge Alvin K. Hellerstein. Charge conference anticipated the week of March 24, 2025; summations to follow. Courtroom 14D.|A future stage of an ongoing trial.
11|L|press-release|Frank founder Charlie Javice and executive Olivier Amar convicted|Manhattan, March 28, 2025. A jury today convicted Charlie Javice and Olivier Amar of conspiracy to commit wire fraud, bank fraud and securities fraud, wire fraud, bank fraud and securities fraud for deceiving JPMorgan Chase into buying Frank for $175 million.|Reports the March 28, 2025 verdict.
6|K|blog-post|The Frank trial: JPMorgan's $175 million regret|Testimony has been brutal for the defence: a data scientist described building synthetic customer records at Javice's request. The defence says JPMorgan did its own diligence. Closing arguments could come by late March 2025.|A trial summary and a forecast.
4|L|newsletter|White-Collar Watch|Javice, convicted on March 28, 2025, was sentenced on September 29, 2025 to 85 months in prison and ordered to pay restitution.|Reports the verdict and a later sentence.
2|K|social-post|@sdnyreporter|Day 20 of the Javice trial. Government says it expects to rest Friday. If the defence case is short, closings could be around March 25, 2025.|A forecast of future trial dates.
1|L|forum-thread|Charlie Javice found guilty on all counts|Posted 2025-03-28. Forbes 30 Under 30 strikes again. Jury was out less than a day. Sentencing set for later this year.|Reports the March 28, 2025 verdict.
""",
    ),
    Q(
        "q5-hwang-archegos-verdict-2024",
        "Will Archegos founder Bill Hwang be convicted on at least one count by July 31, 2024?",
        "Resolves YES if, by July 31, 2024, a jury in United States v. Hwang (S.D.N.Y., 22-cr-240) convicts Sung Kook (Bill) Hwang on at least one count. Resolves NO otherwise.",
        "2024-07-03",
        "2024-07-31",
        1,
        "court_rulings",
        """
2|K|court-notice|United States v. Hwang and Halligan: scheduling order|22-cr-240 (AKH). The charge conference will be held on July 8, 2024. Summations will begin the following morning. Jurors have been told to expect deliberations to start by July 10, 2024.|A scheduling order for future trial stages.
9|L|press-release|Archegos founder Sung Kook "Bill" Hwang convicted|July 10, 2024. A federal jury today convicted Bill Hwang on 10 of 11 counts, including racketeering conspiracy, securities fraud and market manipulation, and convicted former chief financial officer Patrick Halligan on three counts.|Reports the July 10, 2024 verdict.
7|K|blog-post|Archegos trial: what the jury has heard|Eight weeks of testimony from bankers at the prime brokers that lost more than $10 billion, and from former Archegos staff. Hwang has not said whether he will testify. Closing arguments are expected after the July 4 holiday.|A trial summary and expected timing.
3|L|newsletter|Hedge Fund Brief|Hwang received 18 years in prison on November 20, 2024, four months after his July 10, 2024 conviction. His lawyers said he would appeal.|Reports the conviction and a later sentence.
5|K|social-post|@courthousebeat|Hwang's team says they'll decide about testifying by the end of the week. Closings likely the week of July 8, 2024. Hellerstein wants this with the jury before the middle of the month.|Expected future trial dates.
1|L|forum-thread|Bill Hwang guilty on 10 of 11 counts|Posted July 10, 2024. Acquitted on one market manipulation count, convicted on everything else. Halligan convicted too.|Reports the July 10, 2024 verdict.
""",
    ),
    Q(
        "q5-eisenberg-mango-verdict-2024",
        "Will Avraham Eisenberg be convicted on at least one count over the Mango Markets exploit by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, a jury in United States v. Eisenberg (S.D.N.Y., 23-cr-10) convicts Avraham Eisenberg on at least one count. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "court_rulings",
        """
5|K|docket-entry|United States v. Eisenberg, 23-cr-10 (AS): trial management order|Jury selection and trial to begin April 8, 2024. The Court expects the trial to last about two weeks, through approximately April 19, 2024. Jurors will sit from 9:30 a.m. to 2:30 p.m.|A trial schedule with a future end date.
8|L|press-release|Avraham Eisenberg convicted for $110 million cryptocurrency fraud|April 18, 2024. A federal jury today convicted Avraham Eisenberg of commodities fraud, commodities market manipulation and wire fraud in connection with his manipulation of the Mango Markets decentralized exchange.|Reports the April 18, 2024 verdict.
14|K|blog-post|Is "code is law" a defence? Eisenberg goes to trial|Eisenberg called his Mango trades a highly profitable trading strategy and says the protocol worked as designed. Prosecutors say he lied to the protocol about the value of his collateral. The jury will have to decide whether you can defraud a smart contract.|A trial preview with no date after the cutoff.
3|L|forum-thread|Eisenberg convicted on all counts|Posted Apr 18, 2024. Guilty of commodities fraud, manipulation and wire fraud. So much for "it was legal because the code allowed it."|Reports the April 18, 2024 verdict.
1|K|social-post|@defi_law|Mango Markets trial: opening statements done. Government expects to rest next week. First big test of whether manipulating a DeFi oracle is a crime.|An ongoing trial with no date after the cutoff.
6|L|newsletter|DeFi Legal Digest|In May 2025 Judge Subramanian vacated the fraud and manipulation convictions returned on April 18, 2024, finding venue in Manhattan improper and the evidence of a false statement insufficient.|Reports the April 18, 2024 verdict and a later ruling.
""",
    ),
    Q(
        "q5-nfl-private-equity-vote-2024",
        "Will NFL owners approve a policy allowing private equity funds to buy minority stakes in teams by September 15, 2024?",
        "Resolves YES if, by September 15, 2024, NFL club owners vote to approve a policy permitting private equity or institutional funds to acquire minority ownership interests in NFL clubs. Resolves NO otherwise.",
        "2024-08-16",
        "2024-09-15",
        1,
        "sports",
        """
3|K|press-release|NFL owners to convene special meeting in Minnesota|Club owners will meet in Eagan, Minnesota on Tuesday, August 27, 2024. The agenda includes a recommendation from the Finance Committee on investment in clubs by institutional funds. Approval requires the votes of 24 of the 32 clubs.|A scheduled meeting and vote.
7|L|press-release|NFL clubs approve private equity investment policy|EAGAN, Minn., Aug. 27, 2024. NFL owners today approved a policy allowing a limited number of approved private equity funds to acquire up to 10% of a club. Each investment will be subject to league approval.|Reports the August 27, 2024 vote.
12|K|blog-post|What the NFL's private equity proposal would allow|The committee has recommended a 10% cap per club, a minimum holding period of six years and no governance rights for funds. A shortlist of fund managers has been vetted by the league office. Owners may vote at their special meeting.|A proposal described before the vote, with no later date.
2|L|social-post|@nflbusinessinsider|It's official: NFL owners voted today, August 27, 2024, to let PE funds buy up to 10% of teams. Arctos, Ares, Sixth Street and a consortium led by Blackstone and Carlyle are on the approved list.|Reports the August 27, 2024 vote.
5|K|forum-thread|PE in the NFL: vote in August?|Reports say the vote will be on Aug 27, 2024 at the special meeting. Needs 24 of 32. Jerry Jones is supposedly for it, a few old-guard owners against.|A future vote date and speculation.
1|L|newsletter|Sports Business Brief|Commissioner Goodell said after the August 27, 2024 vote that the league would review the 10% cap in a few years, and teams began talking to approved funds within weeks.|Reports the August 27, 2024 vote.
""",
    ),
    Q(
        "q5-fda-voranigo-2024",
        "Will the FDA approve Servier's vorasidenib for IDH-mutant glioma by August 20, 2024?",
        "Resolves YES if, by its PDUFA target action date of August 20, 2024, the FDA approves vorasidenib for Grade 2 astrocytoma or oligodendroglioma with a susceptible IDH1 or IDH2 mutation. Resolves NO otherwise.",
        "2024-07-25",
        "2024-08-20",
        1,
        "regulatory_approvals",
        """
14|K|press-release|Servier to present new INDIGO analyses|Servier will present additional analyses from the Phase 3 INDIGO trial at a medical meeting this autumn. The FDA is reviewing the New Drug Application for vorasidenib under priority review, with a target action date of August 20, 2024.|A future regulatory action date.
6|L|press-release|FDA approves Servier's VORANIGO (vorasidenib)|BOSTON, Aug. 6, 2024. Servier today announced that the FDA has approved VORANIGO, the first targeted therapy for patients 12 years and older with Grade 2 astrocytoma or oligodendroglioma with a susceptible IDH1 or IDH2 mutation following surgery.|Reports the August 6, 2024 approval.
9|K|blog-post|Vorasidenib: what patients should know before the FDA decision|The FDA's decision is due by August 20, 2024. If approved, it would be the first new drug for these gliomas in decades. Ask your care team now about insurance and about the liver tests the trial required.|A future decision and a conditional.
2|L|regulator-notice|FDA approves vorasidenib for Grade 2 astrocytoma or oligodendroglioma|On August 6, 2024, the Food and Drug Administration approved vorasidenib, an isocitrate dehydrogenase-1 and -2 inhibitor. Efficacy was evaluated in INDIGO, a randomized trial of 331 patients; median progression-free survival was 27.7 months versus 11.1 months with placebo.|Reports the August 6, 2024 approval.
4|K|forum-thread|INDIGO drug approval timeline?|My neuro-oncologist said the FDA should decide by August 20, 2024 and that they would try to get it through insurance right away. Anyone been on it in the trial?|A future decision date.
1|L|newsletter|Biotech Approvals Tracker|Aug. 6, 2024: Voranigo (Servier), two weeks ahead of its August 20 PDUFA date. Aug. 9, 2024: the FDA declined to approve Lykos's MDMA-assisted therapy.|Reports approvals and a rejection after the cutoff.
""",
    ),
    Q(
        "q5-fda-ebglyss-2024",
        "Will the FDA approve Eli Lilly's lebrikizumab for moderate-to-severe atopic dermatitis by September 30, 2024?",
        "Resolves YES if, by September 30, 2024, the FDA approves lebrikizumab for moderate-to-severe atopic dermatitis. Resolves NO otherwise.",
        "2024-08-26",
        "2024-09-30",
        1,
        "regulatory_approvals",
        """
19|K|ir-page|Lilly second-quarter 2024 results: pipeline update|Lebrikizumab: resubmitted to the FDA following the complete response letter of October 2023, which related to findings at a third-party manufacturing facility. Regulatory action in the U.S. is expected in September 2024. Approved in the EU, Japan and other markets.|An expected future regulatory action.
3|L|press-release|FDA approves Lilly's EBGLYSS (lebrikizumab-lbkz)|INDIANAPOLIS, Sept. 13, 2024. The FDA approved EBGLYSS for adults and children 12 years of age and older weighing at least 40 kg with moderate-to-severe atopic dermatitis not well controlled with topical prescription therapies.|Reports the September 13, 2024 approval.
10|K|blog-post|Lebrikizumab's second try at the FDA|The October 2023 complete response letter was about a contract manufacturer, not the drug. If the facility issues are closed, approval could come by late September 2024, which would give dermatologists a second IL-13 drug with monthly maintenance dosing.|A conditional about a future decision.
1|L|social-post|@derm_doc_md|Ebglyss approved on September 13, 2024! Monthly maintenance after week 16. Nice option for patients tired of every-two-week shots.|Reports the September 13, 2024 approval.
5|K|newsletter|PDUFA Calendar: September 2024|Expected decisions this month include lebrikizumab (Lilly) for atopic dermatitis, with a decision expected by September 30, 2024, and several oncology supplements.|A calendar of future decisions.
2|L|forum-thread|Anyone started Ebglyss yet?|Approved on 13 September 2024. My dermatologist says samples arrive in October 2024 and prior authorisation is already a fight.|Reports the September 13, 2024 approval.
""",
    ),
    Q(
        "q5-scotus-moyle-emtala-2024",
        "Will the US Supreme Court rule on the merits in Moyle v. United States that EMTALA does not preempt Idaho's abortion ban?",
        "Resolves YES if, by July 3, 2024, the Supreme Court issues a merits decision in Moyle v. United States (No. 23-726) holding that the Emergency Medical Treatment and Labor Act does not preempt Idaho's Defense of Life Act in emergency cases. Resolves NO if the Court rules otherwise, dismisses the case, or has not decided it by July 3, 2024.",
        "2024-06-20",
        "2024-07-03",
        0,
        "court_rulings",
        """
2|K|court-calendar|Supreme Court: additional opinion days|The Court will announce opinions on Wednesday, June 26, 2024 and Thursday, June 27, 2024. Cases awaiting decision include No. 23-726, Moyle v. United States, and No. 23-727, Idaho v. United States, argued April 24, 2024.|A calendar of future opinion days.
5|L|newsletter|SCOTUS Daily: the Moyle mix-up|A copy of the Moyle opinion was briefly posted on the Court's website on June 26, 2024, and the official release on June 27, 2024 confirmed it: the writs were dismissed as improvidently granted, 6-3, and the lower court's injunction returned.|Reports the June 26 and June 27, 2024 events.
12|K|blog-post|Moyle argument recap: where the votes may be|At argument on April 24, 2024, Justices Barrett and Kavanaugh pressed Idaho's lawyer, who conceded that several emergency conditions would already be covered by the state law. A decision is due by the end of the Term, most likely in the last week of June or the first days of July.|An earlier argument and expected timing.
3|L|press-release|Attorney General's statement on Moyle v. United States|Today's June 27, 2024 order dismissing the case sends it back to the Ninth Circuit. The Court did not decide the question presented, and Idaho's law remains in force outside the narrow emergency cases covered by the district court's injunction.|Reports the June 27, 2024 dismissal.
8|K|government-notice|CMS: reminder on EMTALA obligations|While litigation continues, CMS will continue to investigate complaints that a hospital failed to provide stabilizing treatment, including abortion where it is the necessary stabilizing treatment. Hospitals should review their policies with counsel.|Ongoing guidance with no date after the cutoff.
1|L|social-post|@scotusnotes|SCOTUS DIG'd Moyle 6-3. June 27, 2024. Kagan, Sotomayor, Jackson concur; Alito, Thomas, Gorsuch dissent. The Idaho injunction is back in place for now.|Reports the June 27, 2024 dismissal.
""",
    ),
    Q(
        "q5-philly-dc33-agreement-2025",
        "Will the City of Philadelphia and AFSCME District Council 33 reach a tentative contract agreement by July 15, 2025?",
        "Resolves YES if, by July 15, 2025, the City of Philadelphia and AFSCME District Council 33 announce a tentative agreement on a new contract for the union's municipal workers. Resolves NO otherwise.",
        "2025-06-27",
        "2025-07-15",
        1,
        "strikes",
        """
4|K|union-bulletin|DC 33 members authorize strike|Members have voted to authorize a strike. Our contract expires at 11:59 p.m. on June 30, 2025. If the City does not come back with a fair offer, we will be on the line on July 1, 2025. Watch for picket assignments from your local.|A future contract expiry and a conditional strike.
6|L|union-bulletin|Tentative agreement reached|July 9, 2025. DC 33 has reached a tentative agreement with the City of Philadelphia. The strike is suspended. Members return to work tomorrow; ratification voting details will follow.|Reports the July 9, 2025 agreement.
3|K|government-notice|Trash and recycling collection: contingency plan|If there is a work stoppage beginning July 1, 2025, residential trash and recycling collection will be suspended. Residents should hold trash at home if possible. The City will open drop-off sites on July 2, 2025.|A contingency plan with future dates.
1|L|social-post|@southphillyblock|Day 3 of the strike (July 3, 2025). Trash piling up on the corner and the drop-off site on Washington Ave had a line around the block.|Reports the strike under way on July 3, 2025.
9|K|press-release|City makes latest offer to DC 33|The City has put forward a multi-year package of raises and a one-time bonus, which it calls the largest offer to DC 33 in decades. Negotiators will continue to meet through the weekend. The Mayor urged the union to return to the table.|An offer before the cutoff with no later date.
2|L|newsletter|Philly Weekly|The eight-day strike that began July 1, 2025 ended with a three-year deal announced on July 9, 2025. Trash collection resumed the next day, with crews working extra shifts through the weekend.|Reports the strike and the July 9, 2025 deal.
""",
    ),
    Q(
        "q5-house-ncaa-settlement-2025",
        "Will Judge Claudia Wilken grant final approval to the House v. NCAA settlement by June 30, 2025?",
        "Resolves YES if, by June 30, 2025, the US District Court for the Northern District of California grants final approval of the settlement in In re College Athlete NIL Litigation (House v. NCAA). Resolves NO otherwise.",
        "2025-05-23",
        "2025-06-30",
        1,
        "court_rulings",
        """
16|K|court-notice|Order regarding the proposed settlement|The Court declined to grant final approval of the settlement as currently drafted and directed the parties to address the effect of the proposed roster limits on current athletes. The parties filed an amended proposal on May 7, 2025, which the Court is reviewing.|Earlier orders and a pending review.
7|L|press-release|NCAA statement on final approval of the House settlement|June 6, 2025. Today's approval by Judge Wilken opens a new era of college sports, with direct payments to student-athletes beginning July 1, 2025. We thank the conference commissioners and athletes who worked to get here.|Reports the June 6, 2025 approval.
12|K|blog-post|What happens if Wilken approves|If the settlement is approved, schools could begin revenue-sharing payments on July 1, 2025, with a first-year cap of about $20.5 million per school. Nearly $2.8 billion in back damages would be paid over ten years.|A conditional about future events.
2|L|social-post|@collegesportsbiz|Wilken approved House late Friday, June 6, 2025. Rev share starts July 1. Roster limits stay, with protections for current players.|Reports the June 6, 2025 approval.
3|K|forum-thread|Approval this week?|Still no ruling. Some ADs expect one before July 1, 2025, since that is when the cap year starts. Others say she could sit on it for a while.|Speculation about a future ruling.
1|L|newsletter|College Sports Business|Following the 6 June 2025 approval, the College Sports Commission began reviewing athletes' NIL deals through its clearinghouse in July 2025.|Reports the June 6, 2025 approval and later events.
""",
    ),
    Q(
        "q5-ssa-cola-2026-3pct",
        "Will the Social Security cost-of-living adjustment for 2026 be 3.0% or higher?",
        "Resolves YES if the COLA for 2026 announced by the Social Security Administration by October 31, 2025 is 3.0% or higher. Resolves NO if it is lower or is not announced by October 31, 2025.",
        "2025-10-08",
        "2025-10-31",
        0,
        "macro_data",
        """
21|K|government-notice|Cost-of-living adjustment (COLA) information|The COLA is based on the increase in the CPI-W from the third quarter of last year to the third quarter of this year. The Bureau of Labor Statistics is scheduled to publish the September 2025 CPI on October 15, 2025, and we will announce the COLA for 2026 that day.|A scheduled release and announcement.
9|L|press-release|Social Security announces 2.8 percent benefit increase for 2026|WASHINGTON, October 24, 2025. Social Security and Supplemental Security Income benefits for about 75 million Americans will increase 2.8 percent in 2026. The increase begins with benefits payable in January 2026.|Reports the October 24, 2025 announcement.
14|K|blog-post|Our 2026 COLA estimate|Based on the August CPI-W, we estimate a 2.7% COLA for 2026. The government shutdown that began on October 1, 2025 may delay the BLS data, and with it the announcement.|An estimate and a possible delay.
3|L|newsletter|Your 2026 raise: 2.8%|Announced on 24 October 2025, after the delayed September CPI report, the 2026 COLA is slightly above the 2.5% paid in 2025. The Part B premium for 2026 is still to come.|Reports the October 24, 2025 announcement.
2|K|forum-thread|Will the shutdown delay the COLA?|BLS staff are furloughed, so nobody knows whether the September CPI comes out on Oct 15, 2025. SSA says checks go out as normal regardless.|Uncertainty about a future release.
1|L|social-post|@retirementnews|2.8% COLA for 2026, announced today (Oct. 24, 2025). Below the 3.2% for 2024, above the 2.5% for 2025.|Reports the October 24, 2025 announcement.
""",
    ),
    Q(
        "q5-storm-tornado-laundering-2025",
        "Will Tornado Cash co-founder Roman Storm be convicted of conspiracy to commit money laundering by August 15, 2025?",
        "Resolves YES if, by August 15, 2025, a jury in United States v. Storm (S.D.N.Y., 23-cr-430) convicts Roman Storm of conspiracy to commit money laundering. Resolves NO otherwise, including if the jury acquits or cannot reach a verdict on that count.",
        "2025-07-10",
        "2025-08-15",
        0,
        "court_rulings",
        """
3|K|court-calendar|S.D.N.Y. calendar: United States v. Storm|23-cr-430 (KPF). Jury selection and trial to begin Monday, July 14, 2025, before Judge Katherine Polk Failla. Anticipated length: three to four weeks.|A scheduled trial.
7|L|press-release|Tornado Cash co-founder convicted of conspiracy to operate unlicensed money transmitting business|August 6, 2025. A federal jury today convicted Roman Storm of conspiracy to operate an unlicensed money transmitting business. The jury was unable to reach a verdict on the counts of conspiracy to commit money laundering and conspiracy to violate sanctions.|Reports the August 6, 2025 partial verdict.
12|K|blog-post|Why the Storm trial matters for developers|An April 2025 Justice Department memo said prosecutors would stop charging platforms for what their users do, but the Storm case went ahead. The trial is set to start July 14, 2025. A conviction on the laundering count would put every developer of non-custodial software on notice.|A trial date and a conditional.
1|L|social-post|@cryptopolicy|Storm verdict (Aug 6, 2025): guilty on the 1960 unlicensed money transmitting conspiracy, hung on laundering and sanctions. Not the clean sweep DOJ wanted.|Reports the August 6, 2025 verdict.
5|K|forum-thread|Storm trial predictions|Expect three or four weeks. My bet is the jury struggles with the laundering count, because the government has to show he agreed to launder, not just wrote code. Anyone going to the courthouse?|Predictions with no date after the cutoff.
2|L|newsletter|Crypto Policy Weekly|The August 6, 2025 verdict left the laundering and sanctions counts unresolved; supporters raised more money for post-trial motions in August 2025.|Reports the August 6, 2025 verdict and later fundraising.
""",
    ),
    Q(
        "q5-costco-fee-increase-2024",
        "Will Costco announce an increase to its US membership fees by July 31, 2024?",
        "Resolves YES if Costco Wholesale Corporation announces by July 31, 2024 an increase to its annual US and Canada Gold Star or Executive membership fees. Resolves NO otherwise.",
        "2024-06-28",
        "2024-07-31",
        1,
        "earnings",
        """
4|K|ir-page|Costco to report June sales results|Costco Wholesale Corporation will release its June sales results for the retail month ended July 7, 2024 on Wednesday, July 10, 2024, after the market closes. A recorded message will be available at 2:30 p.m. Pacific Time.|A scheduled release.
12|L|press-release|Costco Wholesale Corporation announces membership fee increase|ISSAQUAH, Wash., July 10, 2024. Effective September 1, 2024, annual fees for Gold Star, Business and Business add-on members in the U.S. and Canada will increase by $5 to $65, and the Executive membership fee will increase by $10 to $130. The maximum annual 2% reward rises to $1,250.|Reports the July 10, 2024 announcement.
20|K|blog-post|Is a Costco fee hike overdue?|The last increase took effect in June 2017, and the company has historically raised fees every five and a half years or so. Management has said only that an increase is a question of when, not if.|Analysis with only earlier dates.
2|L|forum-thread|Fee increase announced, effective Sept 1|Posted July 10, 2024. $65 for Gold Star, $130 Executive. Renewals before September 1, 2024 stay at the old price. Hot dog combo still $1.50, so I guess we're fine.|Reports the July 10, 2024 announcement.
6|K|newsletter|Earnings and Sales Calendar|COST: June sales on July 10, 2024 after the close; fiscal fourth-quarter results on September 26, 2024. Analysts will be listening for any word on fees.|A calendar of future releases.
1|L|social-post|@retailwatcher|Costco finally did it, announced on July 10, 2024: $65 membership from Sept. 1. First increase in seven years.|Reports the July 10, 2024 announcement.
""",
    ),
    Q(
        "q5-dot-auto-refund-rule-2024",
        "Will the US Department of Transportation issue a final rule requiring automatic cash refunds for cancelled or significantly changed flights by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, DOT announces or issues a final rule requiring airlines to provide automatic cash refunds when flights are cancelled or significantly changed. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "legislation",
        """
23|K|regulator-notice|OIRA: final rule under review|Agency: Department of Transportation. Title: Airline Ticket Refunds and Consumer Protections. Stage: final rule. Status: under review. DOT has said it intends to issue the rule this spring.|A pending rule with no date after the cutoff.
14|L|press-release|Biden-Harris administration announces final rule requiring automatic refunds of airline tickets|WASHINGTON, April 24, 2024. The U.S. Department of Transportation today announced a final rule requiring airlines to promptly provide passengers with automatic cash refunds when their flights are cancelled or significantly changed, and when checked bags are significantly delayed.|Reports the April 24, 2024 final rule.
18|K|blog-post|Automatic refunds are coming, eventually|DOT proposed the rule in August 2022, and Secretary Buttigieg has said a final version is close. Until then, remember that you are already owed a refund if your flight is cancelled and you choose not to travel.|Earlier facts and a stated plan.
2|L|newsletter|Airline Industry Brief|Following DOT's final rules of April 24, 2024, Airlines for America and several carriers sued in the Fifth Circuit on May 10, 2024 to block the companion rule on fee disclosure.|Reports the April 24, 2024 rules and a later lawsuit.
6|K|forum-thread|Refund rule: when?|Rumour is a final rule before the end of April 2024. The airline lobby is already lining up lawyers. I'll believe it when I see it in the Federal Register.|Speculation about a future rule.
1|L|social-post|@travelrights|Big win: automatic cash refunds for cancelled flights, announced today, April 24, 2024. No more vouchers you didn't ask for.|Reports the April 24, 2024 rule.
""",
    ),
    Q(
        "q5-scotus-grants-pass-2024",
        "Will the US Supreme Court rule for the City of Grants Pass in City of Grants Pass v. Johnson?",
        "Resolves YES if, by July 2, 2024, the Supreme Court decides City of Grants Pass v. Johnson (No. 23-175) holding that enforcing the city's public camping ordinances does not violate the Eighth Amendment. Resolves NO otherwise.",
        "2024-06-14",
        "2024-07-02",
        1,
        "court_rulings",
        """
3|K|court-calendar|Supreme Court: opinion days added|The Court has added opinion days on Thursday, June 20, 2024 and Friday, June 21, 2024. Argued cases awaiting decision include No. 23-175, City of Grants Pass v. Johnson, argued April 22, 2024.|A calendar of future opinion days.
9|L|press-release|City of Grants Pass statement on the Supreme Court ruling|June 28, 2024. The City welcomes today's decision, which confirms that cities may enforce reasonable regulations on camping in public parks. Our goal has always been parks that everyone can use, and services for those who need them.|Reports the June 28, 2024 decision.
11|K|blog-post|Grants Pass argument recap|At argument on April 22, 2024, a majority seemed skeptical that the Eighth Amendment limits civil camping fines. A decision is expected by the end of the Term in late June 2024, and cities across the West are waiting on it before changing their rules.|An earlier argument and expected timing.
2|L|newsletter|Housing Policy Weekly: after Grants Pass|Since the Court's June 28, 2024 decision, Governor Newsom ordered state agencies in July 2024 to clear encampments on state land, and several cities have moved to reinstate camping bans.|Reports the June 28, 2024 ruling and later actions.
5|K|government-notice|City Council work session agenda, June 17, 2024|Item 4: Review of the park exclusion and camping ordinances pending the Supreme Court's decision in City of Grants Pass v. Johnson. Staff will present options for each possible outcome. No action will be taken.|A future meeting agenda with conditional options.
1|L|social-post|@lawprofessorwest|6-3 for Grants Pass (June 28, 2024). Gorsuch: camping bans are not cruel and unusual punishment. Sotomayor reads her dissent from the bench.|Reports the June 28, 2024 decision.
""",
    ),
    Q(
        "q5-uk-eta-europeans-2025",
        "Will the UK's electronic travel authorisation requirement for most European visitors take effect on April 2, 2025?",
        "Resolves YES if, from April 2, 2025, eligible European nationals (including EU citizens) need an electronic travel authorisation to travel to the UK. Resolves NO if the start date is postponed.",
        "2025-03-14",
        "2025-04-03",
        1,
        "legislation",
        """
16|K|government-notice|Electronic travel authorisation (ETA)|European nationals (except Irish citizens) can apply for an ETA from 5 March 2025 and will need one to travel to the UK from 2 April 2025. An ETA costs £10 and lets you travel to the UK for up to 6 months at a time for 2 years.|Scheduled future requirements.
5|L|government-notice|ETA now required for European visitors|From 2 April 2025, eligible European nationals need an ETA to travel to the UK. The ETA fee rose to £16 on 9 April 2025. Most applicants get a decision within minutes.|Reports the April 2, 2025 start and an April 9, 2025 fee rise as in force.
8|K|blog-post|Do I need a UK ETA for my Easter trip?|If you are an EU citizen arriving on or after April 2, 2025, yes. Apply through the app a few days before you travel. Transit passengers who do not pass through border control are exempt for now.|Advice about a future requirement.
2|L|forum-thread|Flew to London 3 April 2025: ETA checked at check-in|The airline wanted to see it before printing my boarding pass. Took three minutes to get approved through the app the night before. No one at the border asked about it.|Reports the requirement in force on April 3, 2025.
11|K|press-release|Home Office: more than a million ETAs granted|More than one million people have been granted an ETA since the scheme began. European visitors join the scheme next month, completing the rollout. The Home Office says the scheme strengthens border security.|A planned next phase with no date after the cutoff.
1|L|newsletter|Travel Trade Brief|The UK ETA, required for EU travellers since April 2, 2025, has not caused the queues some operators feared. The fee increase to £16 took effect on April 9, 2025.|Reports the April 2 and April 9, 2025 changes.
""",
    ),
    Q(
        "q5-thames-water-sanction-2025",
        "Will the High Court sanction Thames Water's restructuring plan, including its £3 billion super-senior loan, by February 28, 2025?",
        "Resolves YES if, by February 28, 2025, the High Court of England and Wales sanctions the Part 26A restructuring plan of Thames Water Utilities Holdings Limited providing interim funding of up to £3 billion. Resolves NO otherwise.",
        "2025-02-07",
        "2025-02-28",
        1,
        "court_rulings",
        """
3|K|court-notice|Business and Property Courts: In the matter of Thames Water Utilities Holdings Limited|Judgment reserved at the conclusion of the sanction hearing. The date of hand-down will be notified to the parties. Any application for permission to appeal should be made at the hand-down hearing.|A reserved judgment with no date after the cutoff.
9|L|press-release|Court approves Thames Water's restructuring plan|18 February 2025. Thames Water welcomes the High Court's decision to sanction the restructuring plan, which gives the company access to new liquidity of up to £3 billion and extends its runway while it seeks new equity.|Reports the February 18, 2025 sanction.
12|K|blog-post|Thames Water and the Part 26A cram-down|The class B creditors voted against, so the plan needs the court's cross-class cram-down. Thames says cash would run out by 24 March 2025 without the loan. If the judge sanctions it, an appeal by the rival creditor group is likely.|A future cash deadline and conditional outcomes.
2|L|social-post|@waterwatch_uk|Judge sanctions the Thames Water rescue loan, 18 Feb 2025. 9.75% interest on £3bn. Who do you think pays for that?|Reports the February 18, 2025 sanction.
5|K|newsletter|Utilities Weekly|Ofwat's final determinations in December allowed Thames bills to rise by 35% over five years; the company has said it may ask for a referral to the CMA. The court's ruling on the creditor loan is awaited.|Earlier facts and a pending ruling.
1|L|newsletter|Restructuring Review: Thames appeal fails|The Court of Appeal in March 2025 dismissed the challenges to the plan sanctioned on 18 February 2025, clearing the way for the first drawdown of the super-senior loan.|Reports the February 18, 2025 sanction and a March 2025 appeal ruling.
""",
    ),
    Q(
        "q5-opentofu-16-ga-2024",
        "Will OpenTofu 1.6.0 be generally available by January 15, 2024?",
        "Resolves YES if the OpenTofu project publishes the stable (generally available) 1.6.0 release by January 15, 2024. Alpha, beta and release-candidate builds do not count. Resolves NO otherwise.",
        "2023-12-27",
        "2024-01-15",
        1,
        "product_launches",
        """
6|K|blog-post|OpenTofu 1.6.0-rc1 is available|The first release candidate of OpenTofu 1.6.0 is out. It includes the new testing feature, a new provider and module registry, and many fixes from the community. If no blocking issues turn up, the stable release will follow in early January 2024.|A release candidate and a planned release.
12|L|press-release|OpenTofu announces general availability|SAN FRANCISCO, January 10, 2024. OpenTofu, the open source fork of Terraform hosted by the Linux Foundation, today announced the general availability of OpenTofu 1.6.0, a drop-in replacement for Terraform 1.6 that is production ready.|Reports the January 10, 2024 release.
9|K|forum-thread|Should we migrate from Terraform 1.5 to OpenTofu?|Wait for GA. State encryption is on the roadmap for 1.7, which is the feature I actually care about. Also check whether your CI vendor supports it.|Advice with no date after the cutoff.
3|L|social-post|@opentofu_news|OpenTofu 1.6.0 is GA 🚀 (Jan 10, 2024). Drop-in replacement for Terraform 1.6. Thank you to 100+ contributors.|Reports the January 10, 2024 release.
2|K|newsletter|DevOps Weekly, issue 675|OpenTofu 1.6 GA is expected in January 2024, four months after the fork joined the Linux Foundation. The release candidates have been stable in our tests.|An expected future release.
1|L|changelog|OpenTofu CHANGELOG: 1.6.0|## 1.6.0 (January 10, 2024). UPGRADE NOTES: OpenTofu 1.6.0 is compatible with Terraform 1.6 state files. NEW FEATURES: the tofu test command, the OpenTofu registry, S3 backend improvements.|Reports the January 10, 2024 release.
""",
    ),
]
