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
3|L|regulator-notice|Drug Trials Snapshot: ZEPBOUND (corrected)|Correction appended: an earlier version of this page gave the approval date as November 6. The product was approved on November 8, 2023. Who was in the trials: SURMOUNT-1 and SURMOUNT-2 enrolled about 2,500 adults.|Reports the November 8, 2023 approval in a correction.
""",
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
2|L|investor-relations|Bristol Myers Squibb events calendar (page updated)|Upcoming: Q3 2024 results, October 31, 2024. Past events: September 26, 2024 - FDA approval of COBENFY for schizophrenia in adults, webcast replay available; March 18, 2024 - completion of Karuna acquisition.|Reports the September 26, 2024 approval in a calendar's past-events list.
""",
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
""",
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
2|L|law-firm-alert|Update to our February alert on accelerated approval|UPDATE (March 15, 2024): The NASH application discussed below was approved under accelerated approval yesterday, Thursday, March 14, with the outcomes study as the post-marketing condition. Our original analysis follows unchanged.|Reports the March 14 approval in an update appended to an alert.
""",
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
""",
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
2|L|press-briefing|Caption: Apple event, Cupertino|Photo caption: an Apple executive presents hearing health features at Apple Park on Monday, Sept. 9, 2024. The hearing aid feature reportedly received FDA authorization three days later, on Sept. 12, 2024.|Reports the September 9 and 12, 2024 events in a caption.
""",
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
3|K|mixed-tense-narrative|A vote in Amsterdam|Eisai's team has prepared for an oral explanation; the committee's questions, people close to the review say, concern brain bleeds in APOE4 carriers. The opinion, expected at the meeting that starts on July 22, will say whether Europe follows the U.S. and Japan.|Past facts and a future meeting.
""",
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
""",
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
3|L|law-firm-alert|Booking/eTraveli: first EU prohibition of the year|The Commission's veto, issued Monday, September 25, 2023, is the first prohibition since Siemens/Alstom-era cases to rest on ecosystem theories, according to practitioners. Booking has said it will appeal to the General Court.|Reports the September 25, 2023 prohibition.
""",
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
13|L|court-docket|Illumina, Inc. v. FTC, No. 23-60167 (5th Cir.)|Argued: August 2023. Opinion: December 15, 2023 - petition for review granted in part; the Commission's order vacated and remanded for reconsideration under the correct standard on rebuttal. Mandate: pending.|Reports the December 15, 2023 opinion as done (label corrected by the lead: the writer's reason said the ruling precedes the cutoff, but its date is after it).
1|L|law-firm-alert|Client alert: Illumina abandons its appeals|Illumina's decision on December 17, 2023 to unwind Grail ends the longest-running vertical merger challenge in years. The European Commission's divestiture order of October 2023 set the framework that the company will now follow.|Reports the December 17, 2023 decision.
4|K|regulator-notice|EC: restorative measures decision in Illumina/GRAIL|The Commission adopted on 12 October 2023 a decision ordering Illumina to unwind its completed acquisition of GRAIL, and set out a divestment process. The company can appeal to the General Court.|An earlier decision and a possible appeal.
3|L|statistics-release|Illumina, Inc.: key dates table (investor site)|Date / Event / Status :: 2021-08-18 / Grail acquisition closed / done :: 2023-10-12 / EC divestiture order / done :: 2023-12-17 / Decision to divest Grail announced / done :: 2024-06-24 / Grail spin-off completed / done.|Reports the December 17, 2023 decision and a 2024 spin-off in a flattened table.
""",
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
""",
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
2|L|regulator-notice|M.10920 Amazon / iRobot: case page (status changed)|Notification: 6 July 2023. Phase II opened: 6 July 2023. Statement of objections: 27 November 2023. Status: withdrawn. The notifying parties abandoned the transaction on 29 January 2024 and the procedure was closed.|Reports the January 29, 2024 abandonment in a case page.
""",
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
2|L|regulator-notice|FTC press release: statement on Tapestry abandonment|November 14, 2024. FTC Bureau of Competition Director: Tapestry's decision to abandon the deal after the court's ruling last month protects workers and shoppers of affordable luxury handbags.|Reports the November 14, 2024 abandonment.
""",
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
""",
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
""",
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
""",
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
""",
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
""",
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
""",
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
""",
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
""",
    ),
    Q(
        "lj-rba-2023-11-hike",
        "Will the Reserve Bank of Australia raise the cash rate target at its November 7, 2023 meeting?",
        "Resolves YES if the RBA Board's decision announced on November 7, 2023 raises the cash rate target above 4.10%. Resolves NO otherwise.",
        "2023-10-20",
        "2023-11-07",
        1,
        "central_banks",
        """
7|K|central-bank-calendar|Reserve Bank Board meeting dates 2023|Remaining 2023 meetings: Tuesday 7 November, Tuesday 5 December. Statements are released at 2.30 pm AEDT. The Statement on Monetary Policy is published on the Friday after the November meeting, 10 November 2023. From 2024 the Board will meet eight times a year.|A calendar of future meetings.
2|L|central-bank-statement|Statement by Michele Bullock, Governor: Monetary Policy Decision|Number 2023-xx, Date 7 November 2023. At its meeting today, the Board decided to raise the cash rate target by 25 basis points to 4.35 per cent. Inflation in Australia has passed its peak but is still too high and is proving more persistent than expected a few months ago.|Reports the November 7, 2023 rise.
12|K|statistics-release|ABS: Consumer Price Index, September quarter 2023 - release date|The Monthly and Quarterly CPI for the September quarter 2023 will be released on Wednesday, 25 October 2023 at 11.30 am. The June quarter showed annual inflation of 6.0 per cent.|A future release date and an earlier figure.
1|L|parliamentary-record|Senate Economics Legislation Committee: estimates hearing extract|Senator: Governor, the Board lifted the cash rate on 7 November 2023 to 4.35 per cent, the first increase under your governorship. Why not wait for the December meeting? Governor: We judged the risk of inflation staying high for longer had risen.|Reports the November 7, 2023 decision in a hearing record.
4|K|press-briefing|Treasurer's doorstop, transcript|Journalist: Are you expecting the Reserve Bank to go again on Melbourne Cup day? Treasurer: The Bank is independent and makes its decisions. What I can say is that families are under pressure and our budget is doing its bit.|A question about a future decision.
3|L|statistics-release|RBA cash rate target: historical table (flattened)|Effective date / Change (% points) / Cash rate target (%) :: 8 Nov 2023 / +0.25 / 4.35 :: 7 Jun 2023 / +0.25 / 4.10 :: 3 May 2023 / +0.25 / 3.85 :: 8 Mar 2023 / +0.25 / 3.60.|Reports the November 2023 rise in a flattened table.
""",
    ),
    Q(
        "lj-boj-2025-01-hike",
        "Will the Bank of Japan raise its short-term policy rate at its January 23-24, 2025 meeting?",
        "Resolves YES if the BOJ decision announced on January 24, 2025 sets the uncollateralized overnight call rate target above 0.25%. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-24",
        1,
        "central_banks",
        """
5|K|central-bank-calendar|Monetary Policy Meetings schedule, January-June 2025|January 23 (Thu) - 24 (Fri): Outlook for Economic Activity and Prices to be released. March 18 (Tue) - 19 (Wed). April 30 (Wed) - May 1 (Thu). June 16 (Mon) - 17 (Tue). The Summary of Opinions is released about six business days after each meeting.|A calendar of future meetings.
2|L|central-bank-statement|Change in the Guideline for Market Operations|At the Monetary Policy Meeting held today, January 24, 2025, the Policy Board decided by an 8-1 majority vote to encourage the uncollateralized overnight call rate to remain at around 0.5 percent, effective January 27, 2025.|Reports the January 24, 2025 rise.
9|K|press-briefing|Governor Ueda's press conference after the December meeting, summary|Asked about January, the Governor said the Bank would look at the outcome of the spring wage talks and at the new U.S. administration's policies before deciding on further rate increases; he gave no date.|A conference before the cutoff with no decision.
1|L|statistics-release|MoF: government bond auction results, week of January 27|Yields on the 2-year note rose after the policy rate was lifted to 0.5% on Jan. 24, 2025, the highest level in 17 years, and the auction drew a bid-to-cover ratio of 3.8.|Reports the January 24, 2025 rise.
3|K|parliamentary-record|Diet schedule: ordinary session|The ordinary session of the Diet convenes on January 24, 2025. The Prime Minister's policy speech is scheduled for the same day; the Governor may be summoned to the budget committee in February.|A future session and speech.
""",
    ),
    Q(
        "lj-fomc-2025-09-cut",
        "Will the FOMC lower the federal funds target range at its September 16-17, 2025 meeting?",
        "Resolves YES if the FOMC statement of September 17, 2025 sets the target range below 4.25-4.50%. Resolves NO otherwise.",
        "2025-09-01",
        "2025-09-17",
        1,
        "central_banks",
        """
10|K|central-bank-calendar|2025 FOMC meetings|January 28-29, March 18-19*, May 6-7, June 17-18*, July 29-30, September 16-17*, October 28-29, December 9-10*. *Meeting associated with a Summary of Economic Projections and a press conference with the Chair.|A calendar of future meetings.
2|L|central-bank-statement|Federal Reserve issues FOMC statement|For release at 2:00 p.m. EDT, September 17, 2025. In support of its goals and in light of the shift in the balance of risks, the Committee decided to lower the target range for the federal funds rate by 1/4 percentage point to 4 to 4-1/4 percent. Voting against was Stephen I. Miran, who preferred a 1/2 point cut.|Reports the September 17, 2025 cut.
8|K|press-briefing|Chair's remarks at Jackson Hole, summary|In his August 22 speech the Chair said the shifting balance of risks may warrant adjusting the policy stance, while cautioning that the Committee would proceed carefully. Futures moved to price a September cut at about 85%.|Earlier speech and market expectations.
1|L|law-firm-alert|Client alert: what the September rate cut means for floating-rate borrowers|After the Fed's quarter-point reduction on Sept. 17, 2025, SOFR-based loans reset lower from the next interest period; borrowers with hedges should review whether swap notional still matches drawn balances.|Reports the September 17, 2025 cut.
4|K|statistics-release|BLS: Employment Situation for August 2025|Scheduled release: Friday, September 5, 2025, 8:30 a.m. The July report showed payroll growth of 73,000, with large downward revisions to May and June.|A future release and an earlier report.
""",
    ),
    Q(
        "lj-eurostat-flash-oct-2022",
        "Will Eurostat's flash estimate of euro area annual inflation for October 2022 be above 10.0%?",
        "Resolves YES if the flash estimate of euro area annual HICP inflation for October 2022, published by Eurostat on October 31, 2022, is above 10.0%. Resolves NO otherwise.",
        "2022-10-15",
        "2022-10-31",
        1,
        "economic_data",
        """
6|K|statistics-release|Eurostat release calendar: week of 31 October 2022|Monday 31 October, 11:00 CET: Flash estimate euro area inflation, October 2022; Preliminary flash estimate GDP, Q3 2022. Thursday 3 November: Unemployment, September 2022.|A release calendar.
3|L|statistics-release|Euro area annual inflation up to 10.7%|31 October 2022. Euro area annual inflation is expected to be 10.7% in October 2022, up from 9.9% in September, according to a flash estimate. Energy is expected to have the highest annual rate (41.9%), followed by food, alcohol and tobacco (13.1%).|Reports the October 31, 2022 flash estimate.
11|K|central-bank-statement|ECB monetary policy decision, 8 September 2022 (summary)|The Governing Council raised the three key rates by 75 basis points and said it expects to raise them further over the next several meetings. The next monetary policy meeting is on 27 October 2022.|An earlier decision and a future meeting.
1|L|parliamentary-record|Bundestag plenary minutes (extract)|A Member said: the statistics office reported on 31 October 2022 that euro area inflation had reached 10.7 per cent, a record for the monetary union, and German inflation is even higher.|Reports the October 31, 2022 release in a record.
4|K|statistics-release|Eurostat: final HICP for September 2022|Euro area annual inflation was 9.9% in September 2022, up from 9.1% in August. The flash estimate for October is due at the end of the month.|An earlier figure and a future release.
2|L|press-briefing|Commission spokesperson's midday briefing (summary)|Asked about the latest figures, the spokesperson said the flash estimate released on Monday, 31 October 2022, showing euro area inflation at 10.7 per cent, confirmed the need for targeted energy support.|Reports the October 31, 2022 release.
""",
    ),
    Q(
        "lj-ons-cpi-oct-2023-below5",
        "Will the ONS report UK CPI annual inflation for October 2023 below 5.0%?",
        "Resolves YES if the ONS publication of November 15, 2023 reports a 12-month CPI rate for October 2023 below 5.0%. Resolves NO otherwise.",
        "2023-10-30",
        "2023-11-15",
        1,
        "economic_data",
        """
9|K|statistics-release|ONS release calendar: Consumer price inflation, UK: October 2023|Release date: 15 November 2023, 7:00 am. Status: confirmed. The September 2023 figure was 6.7%, unchanged from August.|A confirmed future release.
2|L|statistics-release|Consumer price inflation, UK: October 2023|The Consumer Prices Index rose by 4.6% in the 12 months to October 2023, down from 6.7% in September, according to the release of 15 November 2023. The largest downward contribution came from housing and household services, as the Ofgem price cap fell.|Reports the November 15, 2023 release.
13|K|press-briefing|Prime Minister's press conference, transcript extract|I made a promise in January to halve inflation this year. I am confident we are on track to do that by the end of the year, and the Bank of England expects it to fall significantly in October as last year's energy spike drops out.|A pledge and an expectation.
1|L|parliamentary-record|House of Commons: Prime Minister's Questions (extract)|The Prime Minister: Mr Speaker, this morning the figures showed inflation has more than halved, to 4.6 per cent. Hansard, 15 November 2023.|Reports the November 15, 2023 figure in a record.
5|K|central-bank-statement|Bank of England: Monetary Policy Summary, September 2023|The MPC voted 5-4 to maintain Bank Rate at 5.25%. CPI inflation is expected to fall significantly further in the near term, to around 5% in October, reflecting energy price developments. The next decision is on 2 November 2023.|An earlier decision, a forecast of the coming figure and a future meeting.
3|L|central-bank-statement|Bank of England: letter to the Chancellor (archive page)|The open-letter requirement lapses because CPI inflation, published on 15 November 2023 at 4.6% for October, fell to within 3 percentage points of the target for the first time since 2021.|Reports the November 15, 2023 figure.
""",
    ),
    Q(
        "lj-bls-sep-2025-jobs-report",
        "Will the BLS publish the September 2025 Employment Situation report by October 10, 2025?",
        "Resolves YES if the Bureau of Labor Statistics publishes the Employment Situation for September 2025 on or before October 10, 2025. Resolves NO otherwise.",
        "2025-09-25",
        "2025-10-10",
        0,
        "economic_data",
        """
8|K|statistics-release|BLS release schedule: Employment Situation, 2025|Release dates: September 2025 data, Friday, October 3, 2025, 8:30 a.m.; October 2025 data, Friday, November 7, 2025. Dates are subject to change.|A release schedule.
2|L|statistics-release|Notice: release of BLS data during the lapse in appropriations|Due to the lapse in appropriations that began on October 1, 2025, the Bureau did not release the Employment Situation on October 3, 2025 as scheduled. The release will be rescheduled once funding is restored.|Reports the missed October 3, 2025 release.
4|K|government-press-briefing|OMB contingency plans: what stops in a shutdown|If appropriations lapse on October 1, the Department of Labor's plan calls for furloughing most BLS staff; scheduled releases would be postponed.|A conditional about a future lapse.
1|L|statistics-release|BLS: revised release schedule (updated notice)|The Employment Situation for September 2025, originally scheduled for October 3, was released on Thursday, November 20, 2025. It showed nonfarm payrolls rising by 119,000.|Reports the November 20, 2025 release.
6|K|law-firm-alert|Government shutdown checklist for federal contractors|Funding expires at 11:59 p.m. on September 30. Contractors should confirm which contracts are funded and expect agencies to issue stop-work orders if a lapse occurs.|A future deadline and advice.
""",
    ),
    Q(
        "lj-johnson-vacate-2024",
        "Will Mike Johnson be removed as Speaker of the House by May 31, 2024?",
        "Resolves YES if the House adopts a motion to vacate the chair, or Mike Johnson otherwise ceases to be Speaker, on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-31",
        0,
        "legislation",
        """
6|K|parliamentary-record|House floor schedule: week of May 6, 2024|Monday: suspensions, votes postponed until 6:30 p.m. Tuesday-Friday: possible consideration of legislation related to the FAA reauthorization. Members are advised that a privileged resolution may be noticed at any time.|A future floor schedule.
2|L|parliamentary-record|Roll call vote: motion to table the resolution to vacate the chair|On motion to table the resolution declaring the office of Speaker vacant, May 8, 2024. Yeas 359, Nays 43, Present 7. Motion agreed to.|Reports the May 8, 2024 vote.
10|K|press-briefing|Speaker's weekly press conference, transcript excerpt|Q: Congresswoman Greene says she will force a vote. A: I am not resigning. I am going to do my job, and the motion to vacate is not helpful to anyone. We passed the aid package on April 20 and I'd do it again.|An earlier vote and a threatened future one.
1|L|encyclopedic-summary|Speakership of Mike Johnson|On May 8, 2024, Greene introduced the motion to vacate as a privileged resolution; the House voted 359-43 to table it, with most Democrats joining Republicans, and Johnson remained Speaker.|Reports the May 8, 2024 vote.
3|K|law-firm-alert|Government affairs update: May 2024|A motion to vacate has been filed but not yet made privileged. If it is, the House must act within two legislative days. House Democratic leaders said on April 30 they would vote to table it.|Conditional procedure and an earlier statement.
1|L|press-briefing|Speaker's press conference, transcript (May 2024)|Q: After Wednesday's vote to table the motion, May 8, 2024, do you feel secure? A: I think the House spoke clearly. We are going to get back to work.|Reports the May 8, 2024 vote in a transcript.
""",
    ),
    Q(
        "lj-uk-assisted-dying-2r-2024",
        "Will the Terminally Ill Adults (End of Life) Bill pass its Commons second reading by November 30, 2024?",
        "Resolves YES if the House of Commons agrees to the second reading of the Terminally Ill Adults (End of Life) Bill on or before November 30, 2024. Resolves NO otherwise.",
        "2024-11-10",
        "2024-11-30",
        1,
        "legislation",
        """
8|K|parliamentary-record|Order Paper: Friday 29 November 2024|Private Members' Bills. Terminally Ill Adults (End of Life) Bill: Second Reading. Member in charge: Kim Leadbeater. Notices of amendments: reasoned amendment tabled in the name of a Member.|A future order paper.
1|L|parliamentary-record|Division 52: Terminally Ill Adults (End of Life) Bill, Second Reading|Date: 29 November 2024. Ayes 330, Noes 275. The Bill was read a second time and committed to a Public Bill Committee.|Reports the November 29, 2024 division.
12|K|law-firm-alert|Assisted dying in England and Wales: what the Bill would do|The Bill, published on 11 November, would allow adults with six months or less to live to request assistance, with two doctors and a High Court judge signing off. Debate is on 29 November; MPs have a free vote.|A future debate and the Bill's provisions.
2|L|government-press-briefing|Downing Street lobby briefing, note|The Prime Minister's spokesman said the Government remained neutral after MPs backed the Bill on Friday, Nov. 29, 2024 by 55 votes, and that ministers would ensure it is workable.|Reports the November 29, 2024 vote.
4|K|parliamentary-record|Commons Library briefing: the Bill at second reading|This briefing was prepared for the debate on 29 November 2024. It sets out previous votes, including the 2015 Marris Bill, which was defeated 330-118.|A briefing for a future debate with an earlier vote.
""",
    ),
    Q(
        "lj-laken-riley-act-2025",
        "Will the Laken Riley Act be signed into law by January 31, 2025?",
        "Resolves YES if the Laken Riley Act (S. 5 / H.R. 29, 119th Congress) is signed by the President on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-10",
        "2025-01-31",
        1,
        "legislation",
        """
3|K|parliamentary-record|Senate executive calendar and floor notes, January 9, 2025|The Senate is expected to vote on the motion to proceed to S. 5 on Friday, January 10. Cloture may be filed on amendments next week; the House passed H.R. 29 on January 7 by 264-156.|A future vote and an earlier one.
2|L|parliamentary-record|Bill status: S. 5, Laken Riley Act|01/20/2025 Passed Senate with amendments, 64-35. 01/22/2025 House agreed to Senate amendment, 263-156. 01/29/2025 Signed by President. Latest action: became Public Law No. 119-1 on January 29, 2025.|Reports the January 2025 passage and signing.
9|K|law-firm-alert|Immigration alert: mandatory detention bill moves in the new Congress|The bill would require ICE to detain noncitizens charged with theft-related offences and let states sue over federal enforcement. Employers should not expect immediate effects; any enactment would need implementing guidance.|A pending bill.
1|L|government-press-briefing|White House press briefing, January 2025 (transcript)|PRESS SECRETARY: As you know, on Wednesday, January 29, 2025 the President signed the Laken Riley Act, the first bill of his new term, in the East Room with the Riley family.|Reports the January 29, 2025 signing.
5|K|parliamentary-record|House Rules Committee: meeting announcement|The Committee will meet Monday, January 6, 2025 at 4:00 p.m. on H.R. 29 and the rules package. Amendments are not expected to be made in order.|A committee meeting before the cutoff.
""",
    ),
    Q(
        "lj-australia-voice-2023",
        "Will the 2023 Australian Indigenous Voice referendum be approved?",
        "Resolves YES if the referendum held on October 14, 2023 passes (a national majority and majorities in at least four states), as certified by the Australian Electoral Commission. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-20",
        0,
        "elections",
        """
10|K|election-notice|AEC: key dates for the 2023 referendum|Close of rolls: Monday 11 September 2023, 8 pm. Early voting begins: Monday 2 October 2023 (some remote areas from 25 September). Voting day: Saturday 14 October 2023, 8 am to 6 pm. Postal vote applications close: Wednesday 11 October.|A calendar of future dates and an earlier one.
2|L|election-notice|AEC: 2023 referendum results (as counted)|Voting day 14 October 2023. National: Yes 39.9%, No 60.1%. The proposal did not obtain a majority in any state. Declaration of results: 23 October 2023.|Reports the October 14, 2023 result.
7|K|press-briefing|Prime Minister's press conference, Adelaide, transcript excerpt|Journalist: Polls have the No side ahead. Will you concede the referendum could fail? PM: I'm asking Australians on October 14 to say yes to recognition and listening. That's a modest request.|A future vote and polls.
1|L|parliamentary-record|House Hansard: statement on the referendum outcome|The Prime Minister: Last Saturday, on 14 October 2023, Australians voted, and the referendum did not succeed. We respect that result.|Reports the October 14, 2023 result.
4|K|law-firm-alert|The Voice referendum: a legal primer|If approved, section 129 would be inserted into the Constitution, and Parliament would legislate the Voice's composition. A failed referendum would leave existing consultative bodies unchanged.|Conditional provisions.
3|L|government-press-briefing|Prime Minister's statement, Canberra (media release page)|Release date 14 October 2023. Tonight Australians have decided, and I accept that decision. The Voice referendum has not succeeded, and the constitution will not be changed.|Reports the October 14, 2023 result.
""",
    ),
    Q(
        "lj-romania-runoff-dec-2024",
        "Will Romania's presidential runoff be held on December 8, 2024?",
        "Resolves YES if the second round of Romania's 2024 presidential election takes place on December 8, 2024. Resolves NO otherwise (including annulment or postponement).",
        "2024-11-28",
        "2024-12-09",
        0,
        "elections",
        """
3|K|election-notice|BEC: second round of voting, 8 December 2024|The Central Electoral Bureau announces that the second round will take place on Sunday, 8 December 2024, between Călin Georgescu and Elena Lasconi. Polling stations open from 07:00 to 21:00; voting abroad runs from 6 to 8 December.|A future runoff notice.
1|L|court-docket|Constitutional Court: decision on the presidential election|By Decision no. 32 of 6 December 2024 the Court annulled the entire electoral process for the election of the President of Romania; the process will be resumed from the beginning, with a new date to be set by the Government.|Reports the December 6, 2024 annulment.
2|K|court-docket|Constitutional Court: hearing on the first-round complaints|On 26 November 2024 the Court registered requests to annul the first round and set a hearing for 28 November. The runoff remains scheduled for 8 December unless the Court orders otherwise.|Earlier filings, a future hearing and a scheduled runoff.
2|L|government-press-briefing|Government spokesperson's briefing, note|The spokesperson said on December 9, 2024 that the cabinet would set a new election date in January after the Court's ruling of last Friday; the interim President remains in office.|Reports the December 2024 annulment and briefing.
4|K|law-firm-alert|Romania: regulatory outlook after the first round|Investors should watch the December 1 parliamentary election and the December 8 presidential runoff; a Georgescu win would likely prompt questions about NATO and EU policy.|Future elections.
1|L|encyclopedic-summary|2024 Romanian presidential election|The first round took place on 24 November 2024. On 6 December 2024 the Constitutional Court annulled it, citing declassified intelligence on a coordinated campaign, two days before the scheduled runoff; the rerun was set for May 2025.|Reports the December 6, 2024 annulment.
""",
    ),
    Q(
        "lj-iran-2024-pezeshkian",
        "Will Masoud Pezeshkian win Iran's 2024 presidential election?",
        "Resolves YES if Iran's interior ministry announces Masoud Pezeshkian as the winner of the 2024 presidential election (any round) on or before July 10, 2024. Resolves NO otherwise.",
        "2024-06-20",
        "2024-07-10",
        1,
        "elections",
        """
7|K|election-notice|Interior ministry: election timetable|Candidate approval by the Guardian Council: completed on 9 June 2024, six candidates. Campaigning: until 24 hours before voting. Voting: Friday, 28 June 2024. A runoff, if required, will be held on the following Friday, 5 July.|A timetable with future votes.
2|L|election-notice|Interior ministry: results of the second round|Election headquarters reported on 6 July 2024 that in the runoff held on 5 July, Masoud Pezeshkian received about 16.4 million votes and Saeed Jalili about 13.5 million. Turnout was 49.8%.|Reports the July 5-6, 2024 result.
10|K|press-briefing|Foreign ministry spokesman's weekly briefing, excerpt|The spokesman said the election on June 28 would show the people's trust in the system and that foreign comment on the candidate list was interference.|A future vote.
1|L|government-press-briefing|State media summary of the president-elect's address|Speaking on Saturday, July 6, 2024 after his victory was confirmed, Pezeshkian thanked voters and said he would extend a hand of friendship to everyone.|Reports the July 6, 2024 result.
4|K|law-firm-alert|Sanctions compliance: no change expected after Iran's election|Whoever wins on June 28 or in a possible July 5 runoff, U.S. and EU sanctions regimes will be unaffected in the short term.|Future votes and an expectation.
""",
    ),
    Q(
        "lj-chipotle-split-2024",
        "Will Chipotle shares begin trading on a split-adjusted basis by June 30, 2024?",
        "Resolves YES if Chipotle Mexican Grill's 50-for-1 stock split takes effect and the shares begin trading split-adjusted on the NYSE on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-10",
        "2024-06-30",
        1,
        "markets",
        """
9|K|agm-notice|Chipotle Mexican Grill: notice of 2024 annual meeting of shareholders|The annual meeting will be held virtually on Thursday, June 6, 2024. Proposal 4: amendment to the certificate of incorporation to effect a 50-for-1 stock split. If approved, the split is expected to be distributed after the close of trading on June 25, 2024, with split-adjusted trading beginning on June 26, 2024.|An AGM notice with a conditional schedule.
2|L|investor-relations|Chipotle completes 50-for-1 stock split|Chipotle Mexican Grill's shares began trading on a split-adjusted basis on June 26, 2024, after shareholders approved the split at the June 6 annual meeting. Each shareholder of record on June 18 received 49 additional shares.|Reports the June 26, 2024 split.
4|K|8-k-summary|Chipotle: Item 5.07 Submission of Matters to a Vote of Security Holders|At the annual meeting on June 6, 2024, shareholders approved the stock split amendment; all nominees were elected. The split remains scheduled to take effect after the close on June 25.|An earlier vote and a scheduled split.
1|L|mixed-tense-narrative|The $60 burrito stock|For a day, on June 26, 2024, the ticker looked broken: a stock that had closed above $3,200 opened near $65. Nothing had happened except the split, which took effect overnight, and the first split in the company's history.|Reports the June 26, 2024 split.
6|K|law-firm-alert|Stock splits and equity plans: adjustments to make now|Issuers with splits set for late June should make sure option and RSU adjustments are approved before the record date, June 18 in one prominent case, and that plan share reserves are restated.|A future record date.
3|L|agm-notice|Chipotle: 2024 annual meeting materials (page updated June 27)|Notice of annual meeting, proxy statement and voting results. Update: the 50-for-1 stock split approved on June 6, 2024 became effective after market close on June 25, 2024; split-adjusted trading began June 26, 2024.|Reports the June 2024 split inside an AGM notice page.
""",
    ),
    Q(
        "lj-alphabet-first-dividend-2024",
        "Will Alphabet declare its first-ever cash dividend by April 30, 2024?",
        "Resolves YES if Alphabet Inc. announces a quarterly (or other) cash dividend on its Class A, B or C shares on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-10",
        "2024-04-30",
        1,
        "earnings",
        """
5|K|investor-relations|Alphabet announces date of first quarter 2024 financial results|Alphabet Inc. will release its financial results for the quarter ended March 31, 2024 on Thursday, April 25, 2024, after market close. A conference call will follow at 1:30 p.m. PT.|An earnings date.
2|L|8-k-summary|Alphabet Inc.: Item 2.02 and Item 8.01|On April 25, 2024, Alphabet announced results for Q1 2024. The Board declared a cash dividend of $0.20 per share, payable on June 17, 2024 to stockholders of record as of June 10, 2024, and authorised a repurchase of up to $70 billion of Class A and Class C shares.|Reports the April 25, 2024 declaration.
12|K|law-firm-alert|Mega-cap dividends: Meta's first payout and what boards are weighing|Meta declared its first dividend on February 1, 2024. Alphabet, Amazon and Berkshire do not pay one; any new programme would be disclosed in an 8-K with the record and payment dates.|An earlier declaration and a general condition.
1|L|investor-relations|Alphabet investor FAQ: dividends (updated)|Q: Does Alphabet pay a dividend? A: Yes. Alphabet declared its first-ever quarterly cash dividend of $0.20 per share on April 25, 2024. Future dividends are subject to Board approval.|Reports the April 25, 2024 declaration.
3|K|earnings-preview|Alphabet Q1 preview: cloud, capex and capital return|Consensus sees revenue of about $78.8 billion. Some analysts have suggested the company could follow Meta with a dividend, though management has never committed to one. Results are out on April 25.|A preview with speculation.
""",
    ),
    Q(
        "lj-disney-proxy-2024",
        "Will Nelson Peltz be elected to Disney's board at the 2024 annual meeting?",
        "Resolves YES if Nelson Peltz is elected a director of The Walt Disney Company at its 2024 annual meeting of shareholders. Resolves NO otherwise.",
        "2024-03-15",
        "2024-04-05",
        0,
        "company_deals",
        """
11|K|agm-notice|The Walt Disney Company: notice of 2024 annual meeting|The annual meeting will be held virtually on Wednesday, April 3, 2024, at 10:00 a.m. PT. Shareholders of record at the close of business on February 5, 2024 may vote. The Board recommends a vote FOR each of its 12 nominees on the WHITE proxy card.|An AGM notice with a future date.
2|L|8-k-summary|Walt Disney Co.: Item 5.07, results of annual meeting|At the annual meeting held on April 3, 2024, each of the Company's 12 nominees was elected. Trian's nominees, Nelson Peltz and Jay Rasulo, were not elected, based on the preliminary report of the independent inspector.|Reports the April 3, 2024 vote.
6|K|press-release|Trian Fund Management: letter to Disney shareholders|We are asking for two seats, not control. Vote the BLUE card before April 3. Disney's total shareholder return has lagged for a decade, and succession planning has failed twice.|Campaign material for a future vote.
1|L|mixed-tense-narrative|The proxy fight that fizzled|By midday Pacific time on April 3, 2024 it was over: shareholders backed every Disney nominee, and by a wide margin, according to preliminary counts. Peltz said he was proud of the campaign and that the company had adopted many of his ideas.|Reports the April 3, 2024 vote.
3|K|law-firm-alert|Universal proxy in the Disney fight: lessons so far|The 2024 season's largest contest, decided on April 3, will test whether retail holders split tickets. Proxy advisers' recommendations are expected in the second half of March.|A future vote and earlier adviser reports.
2|L|investor-relations|Disney investor relations: annual meeting page (updated)|The 2024 Annual Meeting of Shareholders was held on April 3, 2024. Final voting results, certified by the independent inspector, are in the Form 8-K filed on April 8, 2024. A replay of the webcast is available for one year.|Reports the April 3 meeting and an April 8, 2024 filing in an AGM page.
""",
    ),
    Q(
        "lj-macau-new-concession-2022",
        "Will Macau award a casino concession to a new entrant (a bidder other than the six incumbents) in its 2022 tender?",
        "Resolves YES if, by December 31, 2022, the Macau government awards (provisionally or finally) one of the new gaming concessions to a company other than the six existing concessionaires and sub-concessionaires. Resolves NO otherwise.",
        "2022-11-20",
        "2022-12-31",
        0,
        "company_deals",
        """
9|K|regulator-notice|Macau SAR: public tender for gaming concessions, progress|Seven bids were admitted by the tender committee, including one from GMM Limited, a unit of Genting. The committee will hold consultations with bidders and submit its report; the provisional award is expected before the current concessions expire on 31 December 2022.|A tender in progress and a deadline.
1|L|regulator-notice|Tender committee: provisional award of concessions|The government announced on 26 November 2022 the provisional award of the six concessions to the six existing operators. GMM Limited was not selected. Concession contracts are to be signed in December, for ten years from 1 January 2023.|Reports the November 26, 2022 award.
5|K|investor-relations|Las Vegas Sands: Q3 2022 call, Macau tender|Management said it had submitted its bid and expected an outcome before year-end. Sands China's current concession expires on December 31, 2022.|A future outcome and a deadline.
2|L|investor-relations|Wynn Resorts: statement on Macau concession|Wynn Resorts said its subsidiary Wynn Macau signed its new ten-year gaming concession contract with the Macau government on 16 December 2022, effective 1 January 2023.|Reports the December 16, 2022 signing.
12|K|law-firm-alert|Macau's amended gaming law: what bidders must commit|The June 2022 amendments cap concessions at six, cut the term to ten years and end satellite casinos by the end of 2025. Bidders must present non-gaming investment plans.|An earlier law and future conditions.
3|L|law-firm-alert|Macau concessions: six for six|Reportedly to no one's surprise, the six incumbents all won in the provisional award announced 26 November 2022; GMM's bid failed on the committee's scoring, according to people familiar with the process.|Reports the November 26, 2022 award in a hedged alert.
""",
    ),
    Q(
        "lj-fukushima-release-start-2023",
        "Will TEPCO begin discharging treated water from Fukushima Daiichi into the sea by August 31, 2023?",
        "Resolves YES if TEPCO starts the ocean discharge of ALPS-treated water at Fukushima Daiichi on or before August 31, 2023. Resolves NO otherwise.",
        "2023-08-10",
        "2023-08-31",
        1,
        "government",
        """
8|K|government-press-briefing|Chief Cabinet Secretary's press conference, August 2, transcript excerpt|Q: When will the release begin? A: The timing of the start of the release has not been decided. The government will make the decision after hearing from fishermen, and the Prime Minister's schedule includes a visit to the plant.|A non-answer about a future start.
2|L|regulator-notice|TEPCO: start of discharge of ALPS treated water|At 13:03 on August 24, 2023, TEPCO began discharging diluted ALPS-treated water from the Fukushima Daiichi Nuclear Power Station through the undersea tunnel. Tritium concentrations in the discharge are below 1,500 becquerels per litre.|Reports the August 24, 2023 start.
12|K|regulator-notice|IAEA comprehensive report on the safety review|The report, delivered on July 4, 2023, concluded that the plan is consistent with international safety standards. The Agency will maintain an on-site presence before, during and after the discharges.|An earlier report and a future presence.
1|L|government-press-briefing|Foreign ministry spokesperson, regular briefing|The spokesperson said that Japan had started the discharge on 24 August 2023 despite strong opposition and that China would suspend imports of all aquatic products from Japan.|Reports the August 24, 2023 start and a later ban.
4|K|press-release|Fisheries cooperative: statement|The federation's position has not changed: we do not agree to the release. We ask the government to honour its 2015 pledge not to proceed without the understanding of those concerned.|A stated position.
3|L|statistics-release|TEPCO: sea area monitoring results, daily table|Sampling date 2023-08-25, first day after the start of discharge on 2023-08-24: tritium at all ten points within 3 km below the detection limit of about 10 Bq/L.|Reports the August 24, 2023 start in a monitoring table.
""",
    ),
    Q(
        "lj-ftc-noncompete-effective-2024",
        "Will the FTC's non-compete rule take effect on September 4, 2024?",
        "Resolves YES if the FTC Non-Compete Clause Rule takes effect nationwide on September 4, 2024, without being set aside, stayed or enjoined as to all employers. Resolves NO otherwise.",
        "2024-08-10",
        "2024-09-04",
        0,
        "legislation",
        """
9|K|law-firm-alert|Employer alert: the FTC non-compete ban takes effect September 4|The rule bans most new non-competes and requires notices to workers with existing ones by the effective date, September 4, 2024. On July 3 a Texas court stayed the rule only as to the plaintiffs and said it would rule on the merits by August 30.|A future effective date and an earlier limited stay.
2|L|court-docket|Ryan, LLC v. Federal Trade Commission, No. 3:24-cv-00986 (N.D. Tex.)|Memorandum Opinion and Order, August 20, 2024: plaintiffs' motion for summary judgment granted. The Non-Compete Rule is set aside and shall not be enforced or otherwise take effect on September 4, 2024, or thereafter.|Reports the August 20, 2024 ruling.
5|K|regulator-notice|FTC: Non-Compete Clause Rule, compliance materials|Model notice language for workers is available in several languages. The Rule's effective date is September 4, 2024. The Commission is defending the Rule in court.|A future effective date.
1|L|law-firm-alert|Update: non-compete rule vacated nationwide|Employers no longer need to send notices. Judge Ada Brown on August 20, 2024 set aside the rule on a nationwide basis, finding the FTC lacked rulemaking authority; the FTC is considering an appeal.|Reports the August 20, 2024 ruling inside an alert.
3|K|court-docket|Properties of the Villages v. FTC (M.D. Fla.): hearing|Hearing on motion for preliminary injunction set for August 14, 2024. The court has not ruled on a second challenge, ATS Tree Services v. FTC, which was denied relief in Pennsylvania on July 23.|A future hearing and an earlier denial.
""",
    ),
    Q(
        "lj-scotus-mifepristone-2024",
        "Will the Supreme Court rule that the plaintiffs lack standing in FDA v. Alliance for Hippocratic Medicine by June 30, 2024?",
        "Resolves YES if the Supreme Court decides FDA v. Alliance for Hippocratic Medicine on or before June 30, 2024 holding that the respondents lack Article III standing. Resolves NO otherwise.",
        "2024-06-01",
        "2024-06-30",
        1,
        "courts",
        """
5|K|court-docket|Supreme Court docket No. 23-235|Argued: March 26, 2024. Judgment: pending. The Court will announce opinions on days to be set; the final sitting of the term is expected in late June.|A docket awaiting a decision.
2|L|court-docket|Opinion announcement: FDA v. Alliance for Hippocratic Medicine|Decided June 13, 2024. Held: plaintiffs lack Article III standing to challenge FDA's actions regarding the regulation of mifepristone. Reversed and remanded. KAVANAUGH, J., delivered the opinion for a unanimous Court.|Reports the June 13, 2024 decision.
12|K|law-firm-alert|Mifepristone at the Supreme Court: reading the argument|At the March 26 argument several justices pressed the doctors on standing. A decision is due by the end of June; if standing fails, the Fifth Circuit's restrictions would not take effect.|A conditional and a future deadline.
1|L|government-press-briefing|White House statement (press office archive)|Statement on June 13, 2024: today's decision means that mifepristone remains available and approved, but it does not change the fact that the fight for reproductive freedom continues.|Reports the June 13, 2024 decision.
3|K|government-press-briefing|HHS Secretary, remarks at a roundtable|The Secretary said the department was waiting for the Court's ruling, expected this month, and would continue to defend the FDA's scientific judgment.|A pending ruling.
3|L|court-docket|Supreme Court: opinions relating to orders and opinions of the Court, October Term 2023 (list)|Date / Docket / Name / Author :: 6/13/24 / 23-235 / FDA v. Alliance for Hippocratic Medicine / K :: 6/14/24 / 22-976 / Garland v. Cargill / T :: 6/20/24 / 23-170 / Moore v. United States / K. Opinions announced June 13, 2024 onward.|Reports the June 13, 2024 decision in a flattened opinions list.
""",
    ),
]
