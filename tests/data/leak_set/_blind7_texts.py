# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `blind7` part, read by `build_blind7.py`.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind for
this set, in the forms of official and institutional documents (dockets, regulator notices,
central-bank and statistics-office statements, parliamentary records, election notices, company
filings, press briefings, law-firm alerts); see `build_blind7.py` and the README.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "lj-fda-zepbound-2023",
        "Will the FDA approve tirzepatide for chronic weight management by November 30, 2023?",
        "Resolves YES if the FDA approves a tirzepatide product (Eli Lilly) for chronic weight management in adults on or before November 30, 2023. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-30",
        1,
        "health",
        """
6|K|investor-relations|Lilly to present Q3 2023 results on November 2|Eli Lilly and Company will announce its third-quarter 2023 financial results on Thursday, November 2, 2023, before the market opens, followed by a conference call at 9 a.m. ET. A regulatory action on tirzepatide for chronic weight management is anticipated by the end of the year; the company submitted its application earlier in 2023.|An earnings date and an anticipated action.
2|L|regulator-notice|FDA News Release: new medication for chronic weight management|FOR IMMEDIATE RELEASE, November 8, 2023. The agency today approved Zepbound (tirzepatide) injection for chronic weight management in adults with obesity, or overweight with at least one weight-related condition, for use with a reduced-calorie diet and increased physical activity.|Reports the November 8, 2023 approval.
11|K|law-firm-alert|Client alert: what employers should know about GLP-1 coverage in 2024|Plan sponsors setting 2024 formularies should expect a second incretin product to seek an obesity label. Lilly's tirzepatide is approved as Mounjaro for type 2 diabetes since May 2022; an obesity indication is under review, and plan renewals due January 1, 2024 may need a mid-year amendment if it is approved.|Earlier facts and a pending review.
1|L|8-k-summary|Form 8-K summary: Eli Lilly and Company|Item 8.01 Other Events. On November 8, 2023 the Company announced that the FDA approved Zepbound for chronic weight management; the Company expects the product to be available in the U.S. by the end of the year at a list price of about $1,060 per month.|Reports the November 8, 2023 approval in a filing summary.
4|K|regulator-notice|FDA: upcoming advisory committee and action calendar (unofficial tracker)|Tirzepatide (obesity) - sponsor Eli Lilly - action expected late 2023, no advisory committee scheduled. Resmetirom (NASH) - Madrigal - PDUFA March 14, 2024. Entries reflect sponsor disclosures and may change.|A tracker of pending actions.
"""
    ),
    Q(
        "lj-fda-cobenfy-2024",
        "Will the FDA approve Karuna/Bristol Myers Squibb's KarXT (xanomeline-trospium) for schizophrenia by September 30, 2024?",
        "Resolves YES if the FDA approves xanomeline and trospium chloride for the treatment of schizophrenia in adults on or before September 30, 2024. Resolves NO otherwise.",
        "2024-09-05",
        "2024-09-30",
        1,
        "health",
        """
9|K|investor-relations|Bristol Myers Squibb: upcoming regulatory milestones|KarXT (xanomeline-trospium), schizophrenia: PDUFA target action date September 26, 2024. The acquisition of Karuna Therapeutics closed on March 18, 2024. The company will host its Q3 earnings call on October 31, 2024.|A scheduled action date next to a completed acquisition.
1|L|press-briefing|Transcript: BMS media call on Cobenfy|MODERATOR: Thanks for joining on short notice. As you saw, on September 26, 2024 the FDA approved Cobenfy, the first new mechanism for schizophrenia in decades. EXECUTIVE: We expect it in pharmacies by late October, with a list price around $1,850 a month.|Reports the September 26, 2024 approval in a briefing transcript.
14|K|law-firm-alert|Life sciences update: PDUFA dates to watch this autumn|Among the actions due before year-end: KarXT (September 26), a long-acting buprenorphine label expansion (October), and several biosimilar interchangeability decisions. Sponsors should note that the agency has missed few goal dates this year, though it did extend one review by three months in the spring.|A list of pending goal dates and earlier facts.
3|L|encyclopedic-summary|Xanomeline/trospium chloride|Xanomeline/trospium chloride, sold as Cobenfy, is an antipsychotic combination. It was approved for medical use in the United States in September 2024, after the EMERGENT trials, as the first schizophrenia treatment not acting primarily on dopamine receptors.|Reports the September 2024 approval.
6|K|regulator-notice|Psychopharmacologic Drugs Advisory Committee: no meeting planned|The agency has informed the sponsor that it does not currently plan to hold an advisory committee meeting to discuss the application for xanomeline and trospium chloride. The review goal date remains September 26, 2024.|A goal date and a stated plan.
"""
    ),
    Q(
        "lj-fda-journavx-2025",
        "Will the FDA approve Vertex's suzetrigine for moderate-to-severe acute pain by February 5, 2025?",
        "Resolves YES if the FDA approves suzetrigine (VX-548) for moderate-to-severe acute pain on or before February 5, 2025. Resolves NO otherwise.",
        "2025-01-10",
        "2025-02-05",
        1,
        "health",
        """
4|K|investor-relations|Vertex to present at healthcare conference; January 2025 calendar|Vertex management will present on Monday, January 13, 2025 at 10:30 a.m. PT. The FDA has assigned a PDUFA target action date of January 30, 2025 for suzetrigine in moderate-to-severe acute pain. Fourth-quarter results will be reported on February 10, 2025.|A presentation, a goal date and an earnings date.
2|L|8-k-summary|Vertex Pharmaceuticals: current report summary|On January 30, 2025, Vertex Pharmaceuticals Incorporated issued a press release announcing that the FDA approved JOURNAVX (suzetrigine) 50 mg tablets, a non-opioid, for moderate-to-severe acute pain in adults. A copy is furnished as Exhibit 99.1.|Reports the January 30, 2025 approval.
12|K|law-firm-alert|Opioid alternatives: the NOPAIN Act and 2025 reimbursement|Beginning January 1, 2025, Medicare will make add-on payments for qualifying non-opioid treatments in outpatient settings. Companies with pending applications, including an oral NaV1.8 inhibitor with a late-January goal date, should plan now for pass-through status filings.|A future rule date and a pending application.
1|L|government-press-briefing|HHS briefing notes (unofficial)|Reporter asked about the non-opioid pain pill cleared on Thursday, Jan. 30, 2025. The spokesperson said the department welcomed the approval and that CMS would publish guidance on payment for the drug under the NOPAIN Act.|Reports the January 30 approval as done.
7|K|statistics-release|CDC provisional overdose death counts: release schedule|Provisional counts for the 12 months ending August 2024 were published in January. The next update is scheduled for February 12, 2025. Counts are subject to revision as records are completed.|A statistics release schedule.
"""
    ),
    Q(
        "lj-fda-rezdiffra-2024",
        "Will the FDA approve Madrigal's resmetirom for NASH by March 20, 2024?",
        "Resolves YES if the FDA approves resmetirom for noncirrhotic nonalcoholic steatohepatitis (NASH/MASH) with liver fibrosis on or before March 20, 2024. Resolves NO otherwise.",
        "2024-02-25",
        "2024-03-20",
        1,
        "health",
        """
5|K|investor-relations|Madrigal Pharmaceuticals fourth-quarter results date|Madrigal will report full-year 2023 results on Wednesday, February 28, 2024. The company reiterated that the PDUFA date for resmetirom is March 14, 2024 and that launch preparations, including a specialty-pharmacy network, are complete.|An earnings date and a goal date.
3|L|regulator-notice|FDA roundup: first treatment for liver scarring due to fatty liver disease|The agency granted accelerated approval on March 14, 2024 to Rezdiffra (resmetirom) for adults with noncirrhotic NASH with moderate to advanced fibrosis, to be used with diet and exercise. Continued approval may depend on an outcomes trial.|Reports the March 14, 2024 approval.
10|K|law-firm-alert|Accelerated approval after FDORA: what sponsors face in 2024|The 2022 reforms let the agency require confirmatory trials to be under way at approval. The first large test may be a NASH application due for action in mid-March; if approved, the sponsor's MAESTRO-NASH OUTCOMES study is likely to be the condition.|A conditional about a pending action.
1|L|mixed-tense-narrative|Fifteen years and one approval|The field had failed so many times that when the letter came on March 14, 2024 some in the company did not believe it at first. Shares rose in after-hours trade; the harder part, getting hepatologists to biopsy fewer patients, starts now.|Reports the March 14, 2024 approval.
8|K|statistics-release|Madrigal: Form 10-K filing deadline|As a large accelerated filer the company must file its annual report by February 29, 2024. The filing will include updated risk factors relating to the pending application.|A filing deadline.
"""
    ),
    Q(
        "lj-novavax-bla-2025",
        "Will the FDA approve Novavax's COVID-19 vaccine BLA by April 5, 2025?",
        "Resolves YES if the FDA grants full approval (a biologics license) to Novavax's protein-based COVID-19 vaccine on or before April 5, 2025. Resolves NO otherwise.",
        "2025-03-15",
        "2025-04-05",
        0,
        "health",
        """
6|K|investor-relations|Novavax: 2025 milestones|The company's Biologics License Application for its COVID-19 vaccine has a PDUFA goal date of April 1, 2025. Under the Sanofi partnership, a milestone payment of $175 million is due upon approval. Fourth-quarter results were reported on February 27, 2025.|A goal date, a conditional payment and an earlier report.
2|L|8-k-summary|Novavax current report: update on BLA|On April 2, 2025 the Company disclosed that the FDA did not act on its BLA by the April 1, 2025 goal date, and that the Company continues to respond to information requests. No complete response letter has been received.|Reports the missed April 1, 2025 date as done.
9|K|law-firm-alert|FDA leadership changes and vaccine reviews: a spring 2025 checklist|With new leadership at HHS, sponsors of vaccine applications due this spring should document all agency communications. At least one protein-based COVID vaccine has an action date on April 1.|A pending action date.
1|L|mixed-tense-narrative|Waiting on the license|April 1 came and went without a word from the agency. By the end of the following week Novavax said only that talks continued; the approval, when it finally came on May 16, 2025, carried narrower use limits than the company had sought.|Reports the April 2025 miss and a May 16, 2025 approval.
4|K|government-press-briefing|HHS press availability, transcript excerpt|Q: Will the Novavax decision be made on time? A: I won't get ahead of the FDA's process. Reviews follow the statutory timelines and the agency will make its determination based on the data.|A non-answer about a pending decision.
"""
    ),
    Q(
        "lj-airpods-hearing-aid-2024",
        "Will the FDA authorize Apple's hearing aid software feature for AirPods Pro 2 by September 20, 2024?",
        "Resolves YES if the FDA authorizes (by de novo, 510(k) or otherwise) Apple's over-the-counter hearing aid software feature for AirPods Pro 2 on or before September 20, 2024. Resolves NO otherwise.",
        "2024-09-01",
        "2024-09-20",
        1,
        "technology",
        """
7|K|investor-relations|Apple event invitation: It's Glowtime|Apple will hold a special event on Monday, September 9, 2024 at 10 a.m. PT at Apple Park, streamed on apple.com. No agenda was given.|An event date.
3|L|regulator-notice|FDA roundup: first OTC hearing aid software device|On September 12, 2024 the agency authorized the first over-the-counter hearing aid software, the Hearing Aid Feature, for use with compatible headphones for adults with perceived mild to moderate hearing impairment. The authorization followed a de novo request.|Reports the September 12, 2024 authorization.
12|K|law-firm-alert|OTC hearing aids two years on|The final rule creating an over-the-counter category took effect on October 17, 2022. Consumer electronics companies are now reported to be seeking clearance for software-only features; any such authorization would test how the category rule applies to general-purpose earbuds.|An earlier rule and a reported plan.
1|L|encyclopedic-summary|AirPods Pro (2nd generation)|In September 2024, Apple announced a hearing test, hearing protection and a clinical-grade hearing aid feature for the second-generation AirPods Pro; the FDA authorized the hearing aid feature on September 12, 2024, and it shipped with a software update in late October.|Reports the September 2024 authorization.
5|K|press-release|Consumer group urges clear labelling for OTC hearing devices|In a letter dated August 20, the group asked the FDA to require clear labels on any earbud sold with a hearing aid mode. The agency has not said whether it is reviewing any such product.|A letter and an unanswered question.
"""
    ),
    Q(
        "lj-ema-leqembi-july-2024",
        "Will the EMA's CHMP adopt a positive opinion on lecanemab (Leqembi) at its July 2024 meeting?",
        "Resolves YES if the CHMP recommends granting a marketing authorisation for lecanemab at its meeting of July 22-25, 2024. Resolves NO otherwise (including a negative opinion or no opinion).",
        "2024-07-05",
        "2024-07-31",
        0,
        "health",
        """
8|K|regulator-notice|CHMP agenda: meeting of 22-25 July 2024|Initial applications, oral explanations: lecanemab, Eisai GmbH, treatment of mild cognitive impairment and mild dementia due to Alzheimer's disease. The opinion is expected at this meeting. Highlights will be published on Friday 26 July 2024.|An agenda for a future meeting.
2|L|regulator-notice|Meeting highlights from the CHMP, July 2024|The committee recommended the refusal of a marketing authorisation for Leqembi (lecanemab). At its meeting held 22-25 July 2024 it found that the benefit in delaying cognitive decline did not outweigh the risk of serious brain swelling and bleeding. The company may request a re-examination.|Reports the July 2024 negative opinion.
11|K|law-firm-alert|EU pharma package and the Alzheimer's pipeline|The two anti-amyloid antibodies pending in the EU will be the first big tests of the committee's view of ARIA risks. Decisions are due over the summer and autumn; a re-examination, if requested, takes roughly four months.|A pending decision and a procedure.
1|L|investor-relations|Eisai statement on the CHMP opinion|Eisai said on July 26, 2024 that it was disappointed by the negative trend vote and the committee's opinion and would seek a re-examination. Approvals in the United States, Japan and China are unaffected.|Reports the July 2024 opinion as done.
4|K|press-release|Alzheimer Europe calls for balanced assessment|The patient group said on 1 July that it hoped the committee would take full account of the views of people with early Alzheimer's when it meets later this month.|A hope about a future meeting.
3|K|mixed-tense-narrative|A vote in Amsterdam|Eisai's team flew to Amsterdam in June for an oral explanation; the questions were about brain bleeds in APOE4 carriers. The opinion, expected at the meeting that starts on July 22, will say whether Europe follows the U.S. and Japan.|Past facts and a future meeting.
"""
    ),
    Q(
        "lj-cma-vodafone-three-2024",
        "Will the UK CMA clear the Vodafone-Three merger (with or without remedies) by December 10, 2024?",
        "Resolves YES if the Competition and Markets Authority announces a final decision clearing the Vodafone/CK Hutchison (Three UK) joint venture, with or without remedies, on or before December 10, 2024. Resolves NO otherwise.",
        "2024-11-15",
        "2024-12-10",
        1,
        "company_deals",
        """
6|K|regulator-notice|Vodafone / CK Hutchison JV merger inquiry: administrative timetable|Provisional findings published: 13 September 2024. Notice of possible remedies: 13 September 2024. Responses to remedies notice: by 27 September 2024. Final report: statutory deadline 7 December 2024 (the CMA may publish earlier).|A timetable with a future deadline and earlier steps.
2|L|regulator-notice|CMA clears Vodafone/Three merger subject to investment commitments|The CMA has cleared the merger on 5 December 2024, after the parties agreed to a legally binding commitment to deliver a joint network plan over eight years and to cap some tariffs and wholesale terms for three years.|Reports the December 5, 2024 clearance.
10|K|law-firm-alert|Behavioural remedies are back: notes on the Vodafone/Three provisional findings|The CMA's provisional findings in September identified price concerns but floated the network commitment as a cure. Should the final report, due by early December, accept it, it would be the most significant behavioural remedy in a UK telecoms merger.|Earlier findings and a conditional about a pending report.
1|L|investor-relations|Vodafone Group: regulatory update|Vodafone Group Plc notes that on 5 December 2024 the Competition and Markets Authority issued its final decision approving the combination of Vodafone UK and Three UK. Completion is expected in the first half of calendar 2025.|Reports the December 5, 2024 decision.
4|K|parliamentary-record|Written question: mobile merger and consumer prices|Asked by a Member on 11 November: what assessment the Department has made of the effect of the proposed merger on prices. Answered: the merger is being considered by the independent competition authority, which is due to reach its final decision by 7 December.|A parliamentary answer naming a future deadline.
"""
    ),
    Q(
        "lj-ec-booking-etraveli-2023",
        "Will the European Commission prohibit Booking Holdings' acquisition of eTraveli by September 30, 2023?",
        "Resolves YES if the European Commission adopts a decision prohibiting Booking's proposed acquisition of eTraveli Group on or before September 30, 2023. Resolves NO otherwise.",
        "2023-09-05",
        "2023-09-30",
        1,
        "antitrust",
        """
7|K|law-firm-alert|EU merger control: Phase II cases to watch this autumn|The Commission's in-depth probe of Booking/eTraveli, opened in November 2022, has a deadline of 25 September 2023 after extensions. The statement of objections raised concerns about Booking's hotel OTA position; Booking's remedy offer has reportedly been market-tested with poor feedback.|Earlier steps, a reported test and a deadline.
2|L|regulator-notice|Commission prohibits proposed acquisition of eTraveli by Booking|Brussels, 25 September 2023. The Commission has prohibited under the EU Merger Regulation the proposed acquisition, finding that it would have allowed Booking to strengthen its dominant position in the market for hotel online travel agency services.|Reports the September 25, 2023 prohibition.
12|K|regulator-notice|M.10615 - Booking Holdings / eTraveli Group: case timeline|Notification: 31 October 2022. Phase II opened: 29 November 2022. Statement of objections: March 2023. Deadline for decision: 25 September 2023. Status: ongoing.|A case timeline with a future deadline.
1|L|8-k-summary|Booking Holdings: Form 8-K summary|On September 25, 2023, the European Commission issued a decision prohibiting the Company's acquisition of eTraveli Group. As a result, the Company has terminated the share purchase agreement. The Company disagrees with the decision and intends to appeal.|Reports the September 25, 2023 decision.
4|K|press-briefing|Commission midday briefing, excerpt|Q: Can you confirm a decision on Booking is imminent? A: The case follows its legal timetable and the Commission will communicate when there is a decision to communicate.|A non-answer on a pending case.
"""
    ),
    Q(
        "lj-illumina-grail-divest-2023",
        "Will Illumina announce that it will divest Grail by December 31, 2023?",
        "Resolves YES if Illumina publicly announces, on or before December 31, 2023, that it will divest Grail (by sale, spin-off or otherwise), including a decision not to appeal a court ruling. Resolves NO otherwise.",
        "2023-12-05",
        "2023-12-31",
        1,
        "antitrust",
        """
9|K|investor-relations|Illumina at healthcare conference; Q4 results on February 8|Illumina will present at a January 2024 conference in San Francisco and report fourth-quarter results on February 8, 2024. On its last call the company said it was preparing to divest Grail by the end of the second quarter of 2024 if it lost its appeal, with a spin-off and a sale both under consideration.|Future dates and a conditional plan.
2|L|8-k-summary|Illumina, Inc.: Item 8.01 Other Events|On December 17, 2023, the Company announced that it will divest GRAIL and will not pursue further appeal of the Fifth Circuit's decision in the FTC matter. The Company intends to finalize the terms of the divestiture by the end of the second quarter of 2024.|Reports the December 17, 2023 announcement.
13|K|court-docket|Illumina, Inc. v. FTC, No. 23-60167 (5th Cir.)|Argued: August 2023. Opinion: December 15, 2023 - petition for review granted in part; the Commission's order vacated and remanded for reconsideration under the correct standard on rebuttal. Mandate: pending.|A docket entry; the ruling precedes the cutoff.
1|L|law-firm-alert|Client alert: Illumina abandons its appeals|Illumina's decision on December 17, 2023 to unwind Grail ends the longest-running vertical merger challenge in years. The European Commission's divestiture order of October 2023 set the framework that the company will now follow.|Reports the December 17, 2023 decision.
4|K|regulator-notice|EC: restorative measures decision in Illumina/GRAIL|The Commission adopted on 12 October 2023 a decision ordering Illumina to unwind its completed acquisition of GRAIL, and set out a divestment process. The company can appeal to the General Court.|An earlier decision and a possible appeal.
"""
    ),
    Q(
        "lj-jetblue-spirit-ruling-2024",
        "Will a federal court block the JetBlue-Spirit merger by January 31, 2024?",
        "Resolves YES if, on or before January 31, 2024, the U.S. District Court for the District of Massachusetts rules for the government and enjoins JetBlue's acquisition of Spirit Airlines. Resolves NO otherwise.",
        "2024-01-02",
        "2024-01-31",
        1,
        "antitrust",
        """
5|K|court-docket|United States v. JetBlue Airways Corp., No. 1:23-cv-10511 (D. Mass.)|12/05/2023 Closing arguments held before Judge William G. Young. 12/20/2023 Post-trial proposed findings filed. Decision: under advisement. The merger agreement's outside date is July 24, 2024.|A docket awaiting a ruling.
2|L|court-docket|Docket entry: memorandum and order|01/16/2024 MEMORANDUM AND ORDER entered January 16, 2024. The Court finds that the proposed acquisition would substantially lessen competition in violation of Section 7 of the Clayton Act; the acquisition is permanently enjoined.|Reports the January 16, 2024 order.
12|K|law-firm-alert|Airline consolidation after the Northeast Alliance ruling|The court that struck down the JetBlue-American partnership in May 2023 is now weighing JetBlue's bid for Spirit. Closing arguments were in early December and a ruling is expected in the new year.|An earlier ruling and a pending one.
1|L|investor-relations|Spirit Airlines statement following court decision|Spirit Airlines said on January 16, 2024 that it is reviewing the ruling with JetBlue. Its shares fell about 47% on the day, and the company said it had sufficient liquidity through 2024.|Reports the January 16, 2024 ruling.
7|K|8-k-summary|JetBlue Airways: merger agreement amendment summary|The companies previously agreed that the ticking fee payable to Spirit shareholders accrues monthly until closing. The parties remain committed to closing no later than the first half of 2024, subject to the outcome of the pending litigation.|A commitment and a pending outcome.
3|L|government-press-briefing|DOJ statement on JetBlue/Spirit (dated January 2024)|Statement of the Attorney General on Tuesday, January 16, 2024: today's decision is a victory for travellers who would have faced higher fares and fewer choices.|Reports the January 16, 2024 ruling inside a statement that a pre-cutoff page hosts.
"""
    ),
    Q(
        "lj-amazon-irobot-2024",
        "Will Amazon and iRobot terminate their merger agreement by February 15, 2024?",
        "Resolves YES if Amazon and iRobot announce the termination of their merger agreement on or before February 15, 2024. Resolves NO otherwise.",
        "2024-01-10",
        "2024-02-15",
        1,
        "company_deals",
        """
6|K|regulator-notice|EU merger case M.10920 Amazon / iRobot: deadline|Phase II deadline for a decision: 14 February 2024. A statement of objections was sent to Amazon on 27 November 2023. Status: ongoing.|A case deadline and an earlier step.
2|L|8-k-summary|iRobot Corporation: termination of merger agreement|On January 29, 2024, the Company and Amazon.com entered into a termination agreement. Amazon will pay the Company a termination fee of $94 million. The Company also announced a restructuring plan, including a reduction of about 31% of its workforce, and the departure of its CEO.|Reports the January 29, 2024 termination.
11|K|law-firm-alert|Killer acquisitions and the EU's theory of harm in Amazon/iRobot|The objections sent in November focus on whether Amazon could demote rival robot vacuums in its marketplace. If the Commission prohibits the deal in February, it would be one of very few outright blocks of a U.S. tech acquisition.|An earlier step and a conditional.
1|L|encyclopedic-summary|iRobot|In August 2022, Amazon agreed to buy iRobot for about $1.7 billion. The companies abandoned the deal on 29 January 2024, citing no path to regulatory approval in the European Union.|Reports the January 29, 2024 abandonment.
3|K|investor-relations|iRobot to announce Q4 results|iRobot expects to report fourth-quarter and full-year 2023 results in mid-February 2024 and will issue a press release with the exact date.|An announced future release.
"""
    ),
    Q(
        "lj-tapestry-capri-pi-2024",
        "Will a federal court grant the FTC a preliminary injunction against Tapestry's acquisition of Capri by November 15, 2024?",
        "Resolves YES if the U.S. District Court for the Southern District of New York grants the FTC's motion for a preliminary injunction blocking Tapestry's acquisition of Capri Holdings on or before November 15, 2024. Resolves NO otherwise.",
        "2024-10-10",
        "2024-11-15",
        1,
        "antitrust",
        """
8|K|court-docket|FTC v. Tapestry, Inc., No. 1:24-cv-03109 (S.D.N.Y.)|09/09/2024 Evidentiary hearing began before Judge Jennifer L. Rochon. 09/23/2024 Closing arguments. Post-hearing briefs filed. Motion for preliminary injunction: sub judice.|A docket awaiting a ruling.
3|L|court-docket|Docket entry: opinion and order|10/24/2024 OPINION AND ORDER (filed October 24, 2024) granting the FTC's motion for a preliminary injunction. Defendants are enjoined from consummating the proposed transaction pending the administrative proceeding.|Reports the October 24, 2024 order.
10|K|law-firm-alert|Affordable luxury as a market: what the Tapestry hearing tested|The FTC's narrow market theory was the heart of September's hearing. The merger agreement runs to February 10, 2025; a loss at this stage has usually ended deals.|Earlier hearing and an agreement date.
1|L|investor-relations|Tapestry, Inc. announces termination of Capri agreement|Tapestry said on November 14, 2024 that it had terminated its agreement to acquire Capri Holdings after the court granted the preliminary injunction on Oct. 24, and authorised a $2 billion share repurchase.|Reports the October 24 and November 14, 2024 events.
5|K|8-k-summary|Capri Holdings: fiscal Q2 results date|Capri will report results for the second quarter of fiscal 2025 on November 7, 2024. The company continues to expect the merger to close by the end of calendar 2024, subject to the court's decision.|An earnings date and an expectation.
"""
    ),
    Q(
        "lj-ec-apple-music-fine-2024",
        "Will the European Commission fine Apple in its music streaming antitrust case by March 31, 2024?",
        "Resolves YES if the European Commission adopts a decision fining Apple for abusing its position in the distribution of music streaming apps on or before March 31, 2024. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-31",
        1,
        "antitrust",
        """
9|K|law-firm-alert|Apple and the anti-steering case: a decision within weeks?|The Commission narrowed its objections in February 2023 to anti-steering provisions. Press reports say a fine of around 500 million euros could follow in early March; a decision would come days before the DMA compliance date of 7 March 2024.|A reported expectation and a future date.
2|L|regulator-notice|Commission fines Apple over 1.8 billion euros over abusive App Store rules for music streaming providers|Brussels, 4 March 2024. The Commission has fined Apple 1.84 billion euros for abusing its dominant position by preventing music streaming developers from informing iOS users about cheaper subscription options outside the app.|Reports the March 4, 2024 fine.
14|K|regulator-notice|AT.40437 Apple - App Store Practices (music streaming): case page|Opening of proceedings: 16 June 2020. Statement of objections: 30 April 2021. Supplementary statement of objections: 28 February 2023. Latest status: investigation ongoing.|A case page of earlier steps.
1|L|investor-relations|Apple newsroom statement (archived page)|Apple said on Monday, March 4, 2024 that it would appeal the Commission's decision, arguing that the ruling rewards Spotify, which it said has 56% of Europe's music streaming market.|Reports the March 4, 2024 decision in a statement.
4|K|press-briefing|Commission midday briefing: DMA compliance day|Q: Will the Apple music decision come before March 7? A: We do not comment on the timing of ongoing investigations. The DMA obligations apply from 7 March and the Commission will monitor compliance closely.|A future compliance date and a non-answer.
"""
    ),
    Q(
        "lj-ec-dma-apple-fine-2025",
        "Will the European Commission issue its first DMA non-compliance fine against Apple by April 30, 2025?",
        "Resolves YES if the European Commission adopts a non-compliance decision with a fine against Apple under the Digital Markets Act on or before April 30, 2025. Resolves NO otherwise.",
        "2025-04-05",
        "2025-04-30",
        1,
        "antitrust",
        """
8|K|law-firm-alert|First DMA penalties: timing and size|Reports indicate the Commission may announce its first DMA non-compliance decisions, against Apple's anti-steering rules and Meta's pay-or-consent model, in the coming weeks, with modest fines. Transatlantic trade tensions may push the timing past April.|A reported expectation.
2|L|regulator-notice|Commission finds Apple and Meta in breach of the Digital Markets Act|Brussels, 23 April 2025. The Commission fined Apple 500 million euros and Meta 200 million euros for breaching DMA obligations. Apple must remove its steering restrictions within 60 days.|Reports the April 23, 2025 decisions.
12|K|regulator-notice|DMA: specification proceedings on interoperability for iOS|On 19 March 2025 the Commission adopted two decisions specifying Apple's interoperability obligations. Separate non-compliance proceedings opened on 25 March 2024 remain ongoing.|Earlier decisions and an ongoing case.
1|L|mixed-tense-narrative|Smaller than the headlines feared|When the numbers came on Wednesday, April 23, 2025, they were a fraction of what the DMA allows: half a billion for Apple, 200 million for Meta. Apple called it another attempt to make it give away its technology and said it would appeal.|Reports the April 23 fine as done.
5|K|parliamentary-record|European Parliament plenary agenda, week of 31 March 2025|Tuesday 1 April: debate on the enforcement of the Digital Markets Act (Commission statement). Wednesday 2 April: votes. The Commissioner is expected to report on the state of open investigations.|A future plenary agenda.
"""
    ),
    Q(
        "lj-google-adtech-liability-2025",
        "Will the court in U.S. v. Google (ad tech, E.D. Va.) find Google liable for monopolization by April 30, 2025?",
        "Resolves YES if Judge Leonie Brinkema issues a ruling on or before April 30, 2025 finding that Google unlawfully monopolized at least one ad tech market. Resolves NO otherwise.",
        "2025-04-01",
        "2025-04-30",
        1,
        "courts",
        """
6|K|court-docket|United States v. Google LLC, No. 1:23-cv-00108 (E.D. Va.)|11/25/2024 Closing arguments. Court takes the matter under advisement. No further hearing scheduled. Remedies phase, if any, to be scheduled by separate order.|A docket awaiting a ruling.
3|L|court-docket|Memorandum opinion entered|04/17/2025 MEMORANDUM OPINION, entered April 17, 2025: the Court finds that Google monopolized the publisher ad server and ad exchange markets and unlawfully tied them; it rejects the claim as to an advertiser ad network market. Parties to submit a remedies schedule.|Reports the April 17, 2025 ruling.
11|K|law-firm-alert|Two Google cases, two timetables|The search remedies trial starts on April 21, 2025 in Washington, while the ad tech ruling in Virginia could come any day. Advertisers with claims pending in the MDL should expect stays to be revisited once it does.|Future trial date and a pending ruling.
1|L|investor-relations|Alphabet statement on ad tech decision|Google said on April 17, 2025 that it won half of the case, pointing to the court's finding on advertiser tools, and that it would appeal the rest.|Reports the April 17, 2025 ruling.
4|K|government-press-briefing|DOJ Antitrust Division: press availability|The Assistant Attorney General told reporters the division awaits Judge Brinkema's decision and is preparing to seek divestiture of AdX if the court finds liability.|A pending decision and a conditional.
"""
    ),
    Q(
        "lj-trump-hush-sentencing-2025",
        "Will Donald Trump be sentenced in the New York hush-money case by January 15, 2025?",
        "Resolves YES if Justice Juan Merchan imposes a sentence on Donald Trump in People v. Trump (Manhattan, indictment 71543-23) on or before January 15, 2025. Resolves NO otherwise.",
        "2025-01-05",
        "2025-01-15",
        1,
        "courts",
        """
2|K|court-docket|People v. Donald J. Trump, Ind. No. 71543-23: decision and order|Motion to dismiss on presidential immunity grounds denied. Sentencing is set for Friday, January 10, 2025, at 9:30 a.m.; the defendant may appear virtually. The Court indicates it is inclined to impose an unconditional discharge.|A scheduled sentencing.
1|L|court-docket|Minute entry: sentencing|01/10/2025 Sentencing held January 10, 2025. Defendant appeared by video. Sentence: unconditional discharge on each of the 34 counts. Notice of appeal to be filed.|Reports the January 10, 2025 sentencing.
4|K|law-firm-alert|Sentencing a president-elect: the procedural questions|The Court has now set sentencing for January 10. An appeal to the Appellate Division or an application to the U.S. Supreme Court could still delay it before the January 20 inauguration.|A scheduled sentencing and possible delays.
1|L|encyclopedic-summary|Prosecution of Donald Trump in New York|He was found guilty on all 34 counts on May 30, 2024. On January 10, 2025, after the Supreme Court declined 5-4 to halt the proceeding the night before, he was sentenced to an unconditional discharge.|Reports the January 9 and 10, 2025 events.
3|K|government-press-briefing|Transition team press call, January 2|A spokesman said the case should never have been brought and that the team would fight it in every forum, including before the January 10 date.|A statement naming a future date.
"""
    ),
    Q(
        "lj-hunter-biden-tax-plea-2024",
        "Will Hunter Biden plead guilty in his federal tax case by September 10, 2024?",
        "Resolves YES if Hunter Biden enters a guilty plea (including an Alford plea) to charges in United States v. Biden, C.D. Cal. tax case, on or before September 10, 2024. Resolves NO otherwise.",
        "2024-08-25",
        "2024-09-10",
        1,
        "courts",
        """
5|K|court-docket|United States v. Robert Hunter Biden, No. 2:23-cr-00599 (C.D. Cal.)|Jury selection: September 5, 2024, 8:30 a.m., before Judge Mark C. Scarsi. Final pretrial conference held. Motions in limine ruled on.|A trial date.
2|L|court-docket|Minute order: change of plea|09/05/2024 Defendant withdraws not-guilty pleas and pleads guilty to all nine counts. The jury panel is excused. Sentencing set for December 16, 2024.|Reports the September 5, 2024 plea.
9|K|law-firm-alert|White-collar calendar: September 2024|Trials starting this month include the tax case in Los Angeles, where the defendant was convicted on gun charges in Delaware in June. Expect arguments over evidence of personal spending.|A future trial and an earlier conviction.
1|L|mixed-tense-narrative|A plea nobody expected|Lawyers had spent the morning of Sept. 5, 2024 on jury questionnaires. By the afternoon he had pleaded guilty to everything, after prosecutors objected to the Alford plea his lawyers had first offered, so he entered a straight one.|Reports the September 5 plea.
3|K|government-press-briefing|White House press briefing, excerpt|Q: Would the president pardon his son if he is convicted in the tax trial? A: The president has been clear; he answered that question in June and nothing has changed.|A conditional about a future trial.
"""
    ),
    Q(
        "lj-cannon-dismissal-2024",
        "Will Judge Aileen Cannon dismiss the federal classified documents indictment against Donald Trump by July 31, 2024?",
        "Resolves YES if, on or before July 31, 2024, the court in United States v. Trump (S.D. Fla., 9:23-cr-80101) dismisses the superseding indictment as to Trump on any ground. Resolves NO otherwise.",
        "2024-07-01",
        "2024-07-31",
        1,
        "courts",
        """
7|K|court-docket|United States v. Trump, No. 9:23-cr-80101 (S.D. Fla.)|06/21/2024 Hearing on motion to dismiss (appointment of Special Counsel). 06/24/2024 Continued hearing. Trial date: vacated; no new date set. Motion: under advisement.|A docket with a pending motion.
3|L|court-docket|Order granting motion to dismiss|07/15/2024 ORDER (signed July 15, 2024) granting defendant's motion to dismiss the superseding indictment based on the Appointments Clause. The Special Counsel's appointment was unlawful.|Reports the July 15, 2024 dismissal.
12|K|law-firm-alert|Appointments Clause challenges after Morrison|Amici argued at the June hearing that the Special Counsel's appointment lacked statutory authority. A ruling on the motion could come in July; appellate review by the Eleventh Circuit would follow either way.|A pending ruling.
1|L|encyclopedic-summary|Federal prosecution of Donald Trump (classified documents case)|On July 15, 2024, Judge Cannon dismissed the case, holding that Jack Smith's appointment violated the Appointments Clause. The special counsel filed a notice of appeal on July 17, 2024.|Reports the July 15 and 17, 2024 events.
4|K|government-press-briefing|Special Counsel's office: no comment|A spokesman declined to comment on the timing of a ruling on the pending motion and said the office would respond in court filings.|A non-comment about a pending ruling.
"""
    ),
    Q(
        "lj-menendez-verdict-2024",
        "Will Senator Bob Menendez be convicted on at least one count by July 31, 2024?",
        "Resolves YES if a jury in United States v. Menendez (S.D.N.Y.) returns a guilty verdict against Senator Robert Menendez on at least one count on or before July 31, 2024. Resolves NO otherwise.",
        "2024-07-01",
        "2024-07-31",
        1,
        "courts",
        """
6|K|court-docket|United States v. Menendez et al., No. 23-cr-490 (S.D.N.Y.)|Trial day 27: the defense rested. Summations scheduled to begin July 8, 2024. Charge conference: July 5.|A docket with future trial days.
3|L|court-docket|Minute entry: jury verdict|07/16/2024 Jury verdict as to Robert Menendez: GUILTY on all 16 counts. Co-defendants Hana and Daibes: GUILTY. Sentencing set for October 29, 2024.|Reports the July 16, 2024 verdict.
10|K|parliamentary-record|Senate Ethics Committee: statement on the Menendez matter|The committee has deferred its inquiry pending the criminal case. Any action would be taken after the conclusion of the trial.|A deferred inquiry.
1|L|government-press-briefing|Statement of the U.S. Attorney (issued July 2024)|United States Attorney Damian Williams said on Tuesday, July 16, that the jury had found the senator guilty of selling his office.|Reports the July 16 verdict.
2|L|parliamentary-record|Congressional Record: resignation letter laid before the Senate|The Chair laid before the Senate a letter from Senator Menendez announcing his resignation effective August 20, 2024, following his conviction on July 16, 2024.|Reports the July 16, 2024 conviction and a later resignation.
4|K|law-firm-alert|FARA charges in the Menendez case|The trial's foreign-agent counts will test how far FARA reaches a sitting member of Congress. Deliberations could begin mid-July.|A pending verdict.
"""
    ),
    Q(
        "lj-murdaugh-verdict-2023",
        "Will Alex Murdaugh be convicted of murder by March 10, 2023?",
        "Resolves YES if a jury in Colleton County, South Carolina convicts Alex Murdaugh of murder of his wife or son on or before March 10, 2023. Resolves NO otherwise.",
        "2023-02-20",
        "2023-03-10",
        1,
        "courts",
        """
5|K|court-docket|State v. Richard Alexander Murdaugh, Colleton County Court of General Sessions|Trial continues Monday, February 20, 2023. Defense case in progress. The Court expects closing arguments the week of February 27.|A trial schedule.
2|L|court-docket|Case index: verdict and sentence|03/02/2023 (March 2, 2023) Jury verdict: guilty on two counts of murder and two weapons counts. 03/03/2023 Sentence: two consecutive life terms.|Reports the March 2 and 3, 2023 events.
11|K|law-firm-alert|South Carolina's new evidence rulings in the Murdaugh trial|Judge Newman admitted financial-crimes evidence over objection in early February. Whatever the verdict, the ruling is likely to be the centre of any appeal.|An earlier ruling and a conditional.
1|L|local-news|Walterboro after the verdict|The crowd outside the courthouse thinned quickly on March 2, 2023 after the jury returned after less than three hours. The judge imposed two life sentences the next morning.|Reports the March 2, 2023 verdict.
3|K|government-press-briefing|Attorney General's office: media advisory|Media should plan for the possibility that the case goes to the jury next week; a separate media area will be set up on the courthouse lawn.|A plan for a future day.
"""
    ),
]
