# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold43` part, read by `build_hold43.py`.

Government and regulatory texts: agency press releases and notices (US agencies such as the FCC,
FDA, DEA, EPA, CFPB, FAA, NHTSA, SEC and the Census Bureau; UK regulators and statistics offices;
the European Commission and EU courts; space agencies), Federal Register and gazette entries,
consultations, parliamentary business pages, court and tribunal listings, and news coverage of
them. Each question's documents are one line each in a string, fields separated by `|`: days
before the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written
blind as a held-out part; the events are real ones of 2023-2025, the wording is invented and
the figures are from memory. See `build_hold43.py` and the `## hold43` section of `tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "p2-fcc-title2-vote-2024",
        "Will the FCC adopt its order reclassifying broadband internet access as a Title II telecommunications service at its April 25, 2024 open meeting?",
        "Resolves YES if the Commission votes at its open meeting of April 25, 2024 to adopt the Safeguarding and Securing the Open Internet order (WC Docket No. 23-320). Resolves NO if the item is pulled, deferred or rejected.",
        "2024-04-12",
        "2024-04-25",
        1,
        "regulation",
        """
8|K|agency-meeting-agenda|FCC Announces Tentative Agenda for April Open Meeting|Chairwoman Jessica Rosenworcel announced that the following items are tentatively on the agenda for the open meeting scheduled for Thursday, April 25, 2024: Safeguarding and Securing the Open Internet (WC Docket No. 23-320), an order that would restore the Commission's authority over broadband under Title II of the Communications Act, and two items on wireless licensing.|A tentative agenda for a future meeting, nothing reported as done.
3|L|news-preview-updated|Net neutrality vote set for late April|The Democratic majority at the FCC is expected to approve the reinstatement of net neutrality rules repealed in 2017. UPDATE, April 25, 2024: Commissioners adopted the order 3-2 along party lines, with Brendan Carr and Nathan Simington dissenting.|An update appended to a preview reports the April 25, 2024 vote.
2|K|agency-public-notice|Sunshine Period Prohibition for April 25 Open Meeting Items|Under the Commission's ex parte rules, the Sunshine period for items on the April 25, 2024 agenda begins on April 18, 2024. From that date until the item is released or removed from the agenda, presentations to decision-makers are prohibited unless an exception applies.|A procedural notice of future dates.
5|L|trade-press|Appeals court freezes FCC's open internet order|A Sixth Circuit panel on August 1, 2024 granted broadband providers' motion to stay the Title II order the Commission had adopted in the spring, finding the carriers likely to succeed on the merits under the major questions doctrine.|Reports a later court stay of the adopted order, dated August 1, 2024.
10|K|commissioner-statement|Carr: I will vote no on 'Title II power grab'|Commissioner Brendan Carr said in a statement on April 2 that he would oppose the chairwoman's draft when it comes before the Commission at the April 25 meeting, calling the plan a solution in search of a problem.|A past statement about a future vote.
1|L|federal-register-final-rule|Safeguarding and Securing the Open Internet; Restoring Internet Freedom|Final rule. SUMMARY: In this document, the Commission reclassifies broadband Internet access service as a telecommunications service under Title II. The order was adopted on April 25, 2024 and released on May 7, 2024. DATES: Effective July 22, 2024.|A Federal Register entry reports the adoption of the order on April 25, 2024.
""",
    ),
    Q(
        "p2-fcc-ai-voice-robocalls-2024",
        "Will the FCC issue a ruling that calls using AI-generated voices count as 'artificial' voice calls under the TCPA by February 29, 2024?",
        "Resolves YES if, by February 29, 2024, the FCC adopts and announces a declaratory ruling or order treating AI-generated voices in calls as artificial or prerecorded voices under the Telephone Consumer Protection Act. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-29",
        1,
        "regulation",
        """
1|K|agency-press-release|Chairwoman Rosenworcel Proposes to Make AI Voice-Cloning Robocalls Illegal|Chairwoman Jessica Rosenworcel today circulated a proposal to her colleagues that would recognize calls made with AI-generated voices as 'artificial' under the Telephone Consumer Protection Act. The move follows robocalls received by New Hampshire voters on January 21 that used an imitation of President Biden's voice.|A proposal circulated before the cutoff; no later event.
3|L|news-report|FCC outlaws AI voices in robocalls|The Federal Communications Commission said on Feb. 8, 2024 that it had unanimously adopted a declaratory ruling making voice-cloning technology in robocall scams illegal under existing law, effective immediately. State attorneys general gain a new tool to pursue the callers.|Reports the ruling announced on February 8, 2024.
9|K|state-agency-notice|Attorney General's Office Investigating Robocall Received Prior to Primary|The Election Law Unit is investigating reports of a recorded message sent on January 21, 2024 that appeared to be an artificially generated voice of the President, telling voters not to vote in the January 23 presidential primary. Voters who received the call should disregard its contents and contact the unit.|A state notice about events before the cutoff.
2|L|news-report|Texas company behind fake Biden call, New Hampshire says|New Hampshire Attorney General John Formella said on February 6, 2024 that Life Corp., a Texas firm, and its owner were the source of the calls, and that his office had sent a cease-and-desist letter. A task force of 50 attorneys general backed the inquiry.|Reports a later announcement dated February 6, 2024.
6|K|explainer|What an FCC ruling on AI voices would change|If the Commission approves the chairwoman's proposal, the ruling would apply the 1991 law's limits on artificial and prerecorded voices to cloned voices without a new rulemaking. A vote could come before the end of February 2024, though the agency has not set a date.|A conditional and an expected date, not reported as done.
12|L|news-report|FCC proposes $6 million fine over New Hampshire deepfake calls|In a notice of apparent liability issued May 23, 2024, the FCC proposed a $6 million penalty against the political consultant who commissioned the fake Biden calls, the first enforcement action tied to generative AI in robocalls.|Reports a later enforcement action dated May 23, 2024.
""",
    ),
    Q(
        "p2-dea-marijuana-nprm-2024",
        "Will a proposed rule to move marijuana to Schedule III of the Controlled Substances Act be published in the Federal Register by May 31, 2024?",
        "Resolves YES if a notice of proposed rulemaking to transfer marijuana from Schedule I to Schedule III appears in the Federal Register on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-31",
        1,
        "regulation",
        """
9|K|news-report|DEA to reclassify marijuana in historic shift, people familiar say|The Drug Enforcement Administration will move to reclassify marijuana as a less dangerous drug, following a recommendation made by the Department of Health and Human Services in August 2023. The proposal still has to clear review at the White House Office of Management and Budget before it is published, and a 60-day comment period would then run into July 2024.|Reports a pre-cutoff decision and remaining steps, with no later date.
2|L|federal-register-proposed-rule|Schedules of Controlled Substances: Rescheduling of Marijuana|Proposed rule, Department of Justice, Drug Enforcement Administration. This notice of proposed rulemaking was published in the Federal Register on May 21, 2024 (89 FR 44597). Electronic comments must be submitted, and written comments postmarked, on or before July 22, 2024.|States the proposed rule was published on May 21, 2024.
6|K|agency-faq|Rescheduling: what happens next|After a proposed rule is published, the public has 60 days to comment, and interested persons may request a hearing before an administrative law judge. Officials have said a final rule is unlikely to be in place before the general election on November 5, 2024.|A process description with a future date.
4|L|wire-report|Biden calls marijuana move 'monumental'|President Joe Biden said in a video released on May 16, 2024 that no one should be in jail merely for using or possessing marijuana. Attorney General Merrick Garland signed the proposed rule that day and sent it to the Federal Register.|Reports the May 16, 2024 signing and video.
3|K|market-note|Cannabis stocks hold gains as traders await Federal Register notice|Shares of U.S. cannabis operators have kept most of their April 30 rally. Analysts at one brokerage said they expect the notice to be published before June 2024, with a final rule possible early next year.|An expectation of publication, not a report of it.
11|L|news-report|DEA sets December hearing on marijuana rule|The agency said on August 29, 2024 that an administrative hearing on rescheduling would open on December 2, 2024, after some 43,000 comments arrived by the July 22 deadline.|Reports an August 29, 2024 announcement and the closed comment period.
""",
    ),
    Q(
        "p2-fda-red3-revoke-2025",
        "Will the FDA revoke the authorization of FD&C Red No. 3 for use in food by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, the FDA issues an order revoking or amending the color additive regulations so that Red No. 3 is no longer authorized in food. Resolves NO otherwise.",
        "2025-01-06",
        "2025-01-31",
        1,
        "health",
        """
20|K|news-report|FDA official says decision on Red 3 petition coming soon|Jim Jones, the FDA's deputy commissioner for human foods, told a Senate committee on Dec. 5 that he hoped the agency would act on a 2022 petition to ban the dye in the coming weeks.|A past statement about a future decision, with no later date.
2|L|agency-constituent-update|FDA to Revoke Authorization for the Use of Red No. 3 in Food and Ingested Drugs|January 15, 2025. The FDA is revoking the authorization for FD&C Red No. 3 under the Delaney Clause. Manufacturers who use it in food will have until January 15, 2027, and makers of ingested drugs until January 18, 2028, to reformulate their products.|An agency update dated January 15, 2025 reports the revocation.
14|K|state-law-explainer|California's ban on four additives begins in 2027|Under the California Food Safety Act, signed in October 2023, foods containing Red No. 3, brominated vegetable oil, potassium bromate or propylparaben may not be sold in the state from January 1, 2027.|A state law's future effective date, not a federal action.
1|L|news-report|Candy makers have two years to drop Red 3 after FDA order|The agency's Jan. 15, 2025 order ends nearly 35 years of the dye being banned in cosmetics but allowed in cherries, candy and cake icing. Industry groups said most companies had already begun switching to other colors.|Reports the January 15, 2025 order as done.
5|K|advocacy-statement|Time is running out for FDA to act on Red 3|It has been more than two years since we petitioned the agency, in October 2022. We call on the FDA to finish the job before the administration changes hands on January 20, 2025.|A call for action before a future date.
10|K|agency-qa|Color Additives: Questions and Answers for Consumers|The FDA is reviewing a color additive petition requesting that the agency repeal the authorization of FD&C Red No. 3. The agency will announce its decision when the review is complete.|A pending review, with no date.
""",
    ),
    Q(
        "p2-fda-menthol-final-2024",
        "Will the FDA publish a final rule banning menthol as a characterizing flavor in cigarettes by March 31, 2024?",
        "Resolves YES if a final tobacco product standard prohibiting menthol as a characterizing flavor in cigarettes is published in the Federal Register by March 31, 2024. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-31",
        0,
        "health",
        """
25|K|regulatory-agenda|Tobacco Product Standard for Menthol in Cigarettes|Agency: HHS/FDA. Stage: Final Rule Stage. Timetable: NPRM 05/04/2022; NPRM comment period end 08/02/2022; Final Action March 2024.|An agenda entry with a target date, not an action.
4|L|news-report|Menthol ban needs 'significantly more time', HHS says|Health and Human Services Secretary Xavier Becerra said in a statement on April 26, 2024 that the comments on the rule had been historic and that there were still more conversations to have, leaving the ban in limbo.|Reports an April 26, 2024 statement delaying the rule.
12|K|news-report|Health groups press White House as menthol deadline nears|Tobacco control groups rallied near the White House this month, urging officials to meet the administration's own March 2024 target. The final rule has been under review at the Office of Information and Regulatory Affairs since October 2023.|Past events and a target, nothing after the cutoff reported.
8|L|news-report|FDA drops menthol cigarette plan|The agency withdrew its proposed menthol and flavored cigar standards in a notice dated January 15, 2025, days before the change of administration, ending a push that began in 2022.|Reports a withdrawal dated January 15, 2025.
3|K|oira-meeting-log|EO 12866 Regulatory Review Meetings: Menthol in Cigarettes|RIN 0910-AI60. Meetings held since October 2023: 140. Next scheduled meeting: March 12, 2024, 2:00 p.m., requested by a coalition of convenience store operators.|A log of past meetings and a scheduled one.
""",
    ),
    Q(
        "p2-fda-beqvez-2024",
        "Will the FDA approve Pfizer's hemophilia B gene therapy fidanacogene elaparvovec by April 30, 2024?",
        "Resolves YES if the FDA approves fidanacogene elaparvovec (Beqvez) for adults with hemophilia B on or before April 30, 2024. Resolves NO otherwise.",
        "2024-04-12",
        "2024-04-30",
        1,
        "health",
        """
18|K|company-pipeline|Pfizer pipeline update: hematology|Fidanacogene elaparvovec (hemophilia B): filed in the US, with a regulatory decision anticipated by the end of April 2024. Marstacimab (hemophilia A and B): under review.|A pipeline entry with an expected decision, no date after the cutoff.
3|L|company-press-release|Pfizer Announces U.S. FDA Approval of Hemophilia B Gene Therapy BEQVEZ|NEW YORK, April 26, 2024 -- Pfizer Inc. announced today that the FDA has approved BEQVEZ (fidanacogene elaparvovec-dzkt), a one-time gene therapy for adults with moderate to severe hemophilia B.|A release dated April 26, 2024 reports the approval.
11|K|patient-newsletter|Second hemophilia B gene therapy awaits FDA decision|The FDA is expected to decide on Pfizer's therapy in the coming weeks. Until then, Hemgenix, approved in November 2022 at a list price of $3.5 million, remains the only gene therapy for hemophilia B in the US.|A pending decision and earlier facts.
1|L|news-report|Pfizer prices Beqvez at $3.5 million|After the approval on April 25, 2024, Pfizer said the therapy would carry a U.S. list price of $3.5 million, matching its rival, and that it would offer a warranty tied to how long patients respond.|Reports the April 25, 2024 approval and price.
6|K|analyst-note|Pfizer: modest expectations for gene therapy launch|We model Beqvez sales of under $50 million in 2025, assuming FDA action by end of April 2024 and a slow start at treatment centers.|A forecast that assumes a future decision.
""",
    ),
    Q(
        "p2-fda-otc-cgm-2024",
        "Will the FDA clear or approve a continuous glucose monitor for over-the-counter use by March 31, 2024?",
        "Resolves YES if, by March 31, 2024, the FDA clears or approves a continuous glucose monitoring system that can be sold without a prescription. Resolves NO otherwise.",
        "2024-02-20",
        "2024-03-31",
        1,
        "health",
        """
12|K|earnings-call-summary|Dexcom outlines 2024 plans on fourth-quarter call|Dexcom executives said on Feb. 8 that they had submitted a sensor for people with type 2 diabetes who do not use insulin and expected to launch it in summer 2024, pending FDA clearance.|A past statement about an expected clearance.
3|L|agency-press-release|FDA Clears First Over-the-Counter Continuous Glucose Monitor|For Immediate Release: March 05, 2024. The U.S. Food and Drug Administration today cleared the Dexcom Stelo Glucose Biosensor System, an integrated continuous glucose monitoring system intended for anyone 18 years and older who does not use insulin.|A release dated March 5, 2024 reports the clearance.
7|K|explainer|Could glucose sensors soon be sold off the shelf?|A nonprescription sensor, if cleared, would be aimed at adults who manage diabetes with pills or diet, and at people without diabetes. It would not be meant for those at risk of dangerous lows.|A conditional with no date.
5|L|news-report|Abbott wins clearance for two consumer glucose sensors|Abbott said on June 10, 2024 that the FDA had cleared its Lingo and Libre Rio systems for over-the-counter use, following Dexcom's Stelo in March.|Reports a later clearance dated June 10, 2024.
2|K|news-report|Dexcom targets summer 2024 for nonprescription sensor|The company plans to sell the device online without a prescription starting in the summer of 2024, if regulators sign off, and has not disclosed a price.|A plan and a condition, not a reported clearance.
9|L|news-report|Dexcom's Stelo goes on sale online|Dexcom began selling Stelo on August 26, 2024 at $99 for a one-month supply of two sensors, the first CGM that U.S. consumers can buy without a doctor's order.|Reports a later launch dated August 26, 2024.
""",
    ),
    Q(
        "p2-fda-alzheimers-blood-test-2025",
        "Will the FDA clear or approve an in vitro blood test to aid in the diagnosis of Alzheimer's disease by May 31, 2025?",
        "Resolves YES if, by May 31, 2025, the FDA clears, authorizes or approves a blood-based test intended to aid in diagnosing Alzheimer's disease. Resolves NO otherwise.",
        "2025-05-05",
        "2025-05-31",
        1,
        "health",
        """
16|K|company-statement|Fujirebio submits plasma pTau217 test to FDA|Fujirebio Diagnostics said its Lumipulse plasma ratio test is under FDA review and that it hopes for a decision before the Alzheimer's Association conference in July 2025. The test measures two proteins linked to amyloid plaques.|A pending review, with no date after the cutoff.
2|L|agency-press-release|FDA Clears First Blood Test Used in Diagnosing Alzheimer's Disease|May 16, 2025. The FDA cleared the Lumipulse G pTau217/beta-Amyloid 1-42 Plasma Ratio for the early detection of amyloid plaques in adults 55 and older with signs of cognitive decline.|A release dated May 16, 2025 reports the clearance.
9|K|conference-listing|Alzheimer's Association International Conference 2025|Toronto, July 27-31, 2025. Sessions will include the first clinical practice guideline on blood-based biomarker tests in specialty care.|A future event listing.
4|L|news-report|Roche blood test cleared for use in primary care|In October 2025, the FDA cleared Roche's Elecsys pTau181 test to help primary care doctors rule out Alzheimer's pathology, months after Fujirebio's specialist-care test.|Reports a later clearance dated October 2025.
13|K|news-report|New FDA chief's priorities include faster diagnostics|Commissioner Martin Makary, sworn in on April 1, 2025, told staff that getting new tests to patients more quickly would be a priority.|Earlier facts and stated plans, no later event.
""",
    ),
    Q(
        "p2-epa-pfas-mcl-2024",
        "Will the EPA finalize national primary drinking water standards for PFAS by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, the EPA announces a final National Primary Drinking Water Regulation setting enforceable limits for PFOA and PFOS. Resolves NO otherwise.",
        "2024-03-28",
        "2024-04-30",
        1,
        "regulation",
        """
15|K|news-report|EPA chief says PFAS standard on track for spring|Administrator Michael Regan told reporters the agency remained on track to finalize its proposed limits on six PFAS chemicals by April 2024, a year after the March 2023 proposal.|A past statement about an expected action.
2|L|agency-press-release|Biden-Harris Administration Finalizes First-Ever National Drinking Water Standard to Protect 100M People from PFAS Pollution|WASHINGTON, April 10, 2024 -- The EPA today issued the first national, legally enforceable drinking water standard for PFAS, setting maximum contaminant levels of 4.0 parts per trillion for PFOA and PFOS and announcing $1 billion to help states and territories with testing and treatment.|A release dated April 10, 2024 reports the final standard.
6|K|utility-customer-notice|PFAS Testing Update for Customers|Our sampling under the federal UCMR 5 program continues through 2025. Results are posted each quarter, and a public information session on PFAS is scheduled for Thursday, April 18, 2024, at 6 p.m. in the Civic Center council chamber.|A utility notice of a scheduled meeting and ongoing testing.
9|L|news-report|Water utility groups challenge EPA's PFAS limits in court|The American Water Works Association and the Association of Metropolitan Water Agencies filed petitions for review in the D.C. Circuit on June 7, 2024, arguing the agency misused the Safe Drinking Water Act in setting the standard.|Reports a later lawsuit dated June 7, 2024.
21|K|consultation-summary|Proposed PFAS National Primary Drinking Water Regulation: comment summary|The public comment period closed on May 30, 2023, with more than 120,000 comments received. Under the proposal, water systems would have three years to complete initial monitoring and until 2029 to meet the limits.|An earlier consultation and proposed timelines.
4|L|news-report|EPA keeps limits on two 'forever chemicals' but delays deadline|Administrator Lee Zeldin said on May 14, 2025 that the agency would retain the standards for PFOA and PFOS while extending the compliance deadline to 2031 and reconsidering limits on four other PFAS.|Reports a later announcement dated May 14, 2025.
""",
    ),
    Q(
        "p2-cfpb-late-fee-rule-2024",
        "Will the CFPB issue its final rule lowering the safe harbor for credit card late fees to $8 by March 31, 2024?",
        "Resolves YES if, by March 31, 2024, the CFPB issues a final rule amending Regulation Z that sets an $8 safe harbor late fee for large card issuers. Resolves NO otherwise.",
        "2024-02-22",
        "2024-03-31",
        1,
        "regulation",
        """
13|K|news-report|Card late fee rule stalls as issuers push back|The CFPB proposed the $8 cap in February 2023, and Director Rohit Chopra has said the final rule is coming; if it is issued soon, the cap could take effect by May 2024. Banks argue the cap would lead to more missed payments and tighter credit.|Earlier facts and a stated intention, no later date.
4|L|agency-press-release|CFPB Bans Excessive Credit Card Late Fees, Lowers Typical Fee from $32 to $8|MAR 05, 2024. The Consumer Financial Protection Bureau today finalized a rule to cut excessive credit card late fees by closing a loophole exploited by the nation's largest card issuers, saving families more than $10 billion a year.|A release dated March 5, 2024 reports the final rule.
8|K|trade-group-statement|Chamber warns of legal challenge to late fee cap|If the bureau finalizes the rule in its current form, we will explore all options, including litigation, to protect consumers' access to credit.|A conditional threat with no date.
2|L|news-report|Business groups sue to block CFPB late fee cap|The U.S. Chamber of Commerce and banking groups filed suit on March 7, 2024 in federal court in Fort Worth, Texas, two days after the bureau announced the $8 limit.|Reports a lawsuit dated March 7, 2024 and the earlier announcement.
19|K|explainer|What the $8 late fee cap would mean|If finalized, the rule would take effect 60 days after it is published in the Federal Register. It would apply only to issuers with more than one million open accounts.|A conditional description with no later date.
6|L|news-report|Judge blocks $8 late fee rule days before it was due to start|U.S. District Judge Mark Pittman issued a preliminary injunction on May 10, 2024, halting the rule ahead of its May 14 effective date.|Reports a later injunction dated May 10, 2024.
""",
    ),
    Q(
        "p2-dol-overtime-rule-2024",
        "Will the Department of Labor issue its final rule raising the overtime salary threshold by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, the Department of Labor announces a final rule raising the Fair Labor Standards Act salary threshold for the executive, administrative and professional exemptions. Resolves NO otherwise.",
        "2024-04-09",
        "2024-04-30",
        1,
        "regulation",
        """
14|K|news-report|Overtime rule under White House review|The final rule is at the Office of Information and Regulatory Affairs, the last step before publication. Acting Labor Secretary Julie Su has said it will be finished this spring.|A pending review and a stated plan.
3|L|agency-news-release|US Department of Labor Announces Final Rule to Restore and Extend Overtime Protections|April 23, 2024. Beginning July 1, 2024, the salary threshold will rise to $844 per week, and on January 1, 2025, to $1,128 per week ($58,656 per year), with automatic updates every three years.|A release dated April 23, 2024 reports the final rule.
10|K|hr-compliance-bulletin|Overtime: how employers should prepare|If the department finalizes the rule as proposed, the threshold would rise from $684 to about $1,059 a week. Employers should audit exempt roles now rather than wait for an effective date.|A conditional with no later date.
1|K|event-listing|Webinar: The Overtime Rule and Your Business|Thursday, April 25, 2024, 1:00 p.m. ET. Employment lawyers will walk through the proposal, the likely timeline and the litigation risk. Free for members.|A scheduled webinar, not an event reported as done.
5|L|news-report|Federal judge in Texas strikes down overtime rule|U.S. District Judge Sean Jordan on November 15, 2024 vacated the rule nationwide, holding that the department exceeded its authority by making salary rather than duties decisive.|Reports a later court ruling dated November 15, 2024.
""",
    ),
    Q(
        "p2-nhtsa-aeb-rule-2024",
        "Will NHTSA issue a final rule requiring automatic emergency braking on new light vehicles by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, NHTSA issues a final Federal Motor Vehicle Safety Standard requiring automatic emergency braking, including pedestrian AEB, on passenger cars and light trucks. Resolves NO otherwise.",
        "2024-04-15",
        "2024-04-30",
        1,
        "regulation",
        """
20|K|docket-status|Docket NHTSA-2023-0021: Light Vehicle Automatic Emergency Braking|Proposed rule published June 13, 2023. Comment period closed August 14, 2023. Status: final rule pending.|A docket entry with earlier dates only.
1|L|agency-press-release|NHTSA Finalizes Key Safety Rule to Reduce Crashes and Save Lives|Monday, April 29, 2024. The new standard will require all cars and light trucks to have automatic emergency braking by September 2029, and to stop and avoid contact with a vehicle ahead at speeds up to 62 mph.|A release dated April 29, 2024 reports the final rule.
8|K|industry-comment|Automakers seek more time on emergency braking proposal|In comments on the 2023 proposal, the industry's main trade group asked NHTSA to allow more lead time and to ease the highest-speed test, saying current sensors could not meet it.|Earlier comments, no later date.
2|L|news-report|Automakers call braking rule 'practically impossible'|After the April 29, 2024 announcement, the Alliance for Automotive Innovation said the requirements could not be met with current technology and would raise vehicle costs.|Reports a reaction to the April 29, 2024 rule.
4|K|news-report|Safety groups urge Buttigieg to finish braking rule|Advocates said the final standard should be issued by April 30, 2024, citing rising pedestrian deaths in 2022 and 2023.|A call for action before a future date.
""",
    ),
    Q(
        "p2-faa-reauth-signed-2024",
        "Will a multi-year FAA reauthorization bill be signed into law by May 17, 2024?",
        "Resolves YES if the President signs a bill reauthorizing the Federal Aviation Administration for at least four years on or before May 17, 2024. Resolves NO if only short-term extensions are enacted by then.",
        "2024-05-03",
        "2024-05-17",
        1,
        "legislation",
        """
4|K|house-floor-schedule|Leader's Floor Lookout: Week of May 6, 2024|The current FAA extension expires on May 10, 2024. Members are advised that consideration of the Senate amendment to H.R. 3935 is possible later in the week, subject to Senate action.|A floor schedule with a deadline and a possibility.
2|L|news-report|Senate passes FAA bill 88-4 hours before deadline|The Senate voted 88-4 late on May 9, 2024 to approve a five-year FAA reauthorization, after leaders agreed to a one-week extension to let the House act.|Reports a Senate vote dated May 9, 2024.
7|K|news-report|Lawmakers race FAA deadline over Reagan National slots|Senators from Virginia and Maryland are fighting a provision adding five round-trip flights at Washington's Reagan National Airport, threatening to delay the bill past the May 10 deadline.|A dispute and a deadline, no reported outcome.
1|L|white-house-statement|Statement from President Joe Biden on the FAA Reauthorization Act of 2024|Today, May 16, 2024, I signed into law a bipartisan bill that will make air travel safer, give passengers automatic cash refunds for canceled flights and hire more air traffic controllers.|A statement dated May 16, 2024 reports the signing.
19|K|bill-tracker|H.R. 3935, Securing Growth and Robust Leadership in American Aviation Act|Passed House July 20, 2023 (351-69). Received in the Senate and placed on the calendar. Latest action: Senate amendment in the nature of a substitute under consideration.|A bill tracker with earlier actions only.
3|L|wire-report|House clears FAA bill, sends it to Biden|The House voted 387-26 on May 15, 2024 to pass the reauthorization, which the Senate had approved the previous week.|Reports a House vote dated May 15, 2024.
""",
    ),
    Q(
        "p2-faa-powered-lift-sfar-2024",
        "Will the FAA issue its final rule on pilot certification and operations for powered-lift aircraft by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, the FAA announces or publishes the final Special Federal Aviation Regulation for powered-lift pilot certification and operations. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "regulation",
        """
17|K|news-report|FAA's Whitaker says air taxi rule 'weeks away'|FAA Administrator Mike Whitaker told an industry conference that the final powered-lift rule would be published soon, clearing the way for training pilots for electric air taxis.|A past statement about an expected rule.
3|L|agency-press-release|FAA Finalizes Rule for Powered-Lift Aircraft|October 22, 2024. The FAA issued a final rule establishing how pilots of powered-lift aircraft, including electric vertical takeoff and landing air taxis, will be trained and certified, the first new category of civil aircraft in nearly 80 years.|A release dated October 22, 2024 reports the final rule.
9|K|company-statement|Joby reiterates commercial timeline|Joby Aviation said it still plans to launch passenger service in Dubai in 2026 and in the United States once type certification is complete.|Company plans, not reported events.
1|L|market-report|Air taxi stocks rise after FAA rule|Shares of Archer Aviation and Joby Aviation rose on Oct. 23, 2024, a day after the agency released the final rule governing how pilots of the aircraft will be trained.|Reports a market move and a rule dated after the cutoff.
24|K|agency-plan|Advanced Air Mobility Implementation Plan|The plan, released July 18, 2023, describes steps for routine air taxi operations at scale by 2028, including the powered-lift rule and vertiport design standards.|An earlier plan with a future target year.
""",
    ),
    Q(
        "p2-sec-treasury-clearing-2023",
        "Will the SEC adopt rules requiring central clearing of eligible U.S. Treasury securities transactions by December 31, 2023?",
        "Resolves YES if, by December 31, 2023, the Commission votes to adopt amendments to Exchange Act rules requiring covered clearing agencies to clear eligible secondary market Treasury transactions. Resolves NO otherwise.",
        "2023-12-08",
        "2023-12-31",
        1,
        "markets",
        """
2|K|sunshine-act-notice|Sunshine Act Meeting Notice|TIME AND DATE: 10:00 a.m. on Wednesday, December 13, 2023. PLACE: The meeting will be held in the Auditorium, Room L-002. MATTERS TO BE CONSIDERED: Whether to adopt rule amendments regarding covered clearing agencies for U.S. Treasury securities and the application of the broker-dealer customer protection rule.|A notice of a future open meeting.
3|L|agency-press-release|SEC Adopts Rules to Facilitate Additional Central Clearing for the U.S. Treasury Market|Washington D.C., Dec. 13, 2023 -- The Securities and Exchange Commission today adopted rule changes to enhance risk management practices for central counterparties in the U.S. Treasury market and facilitate additional clearing of Treasury transactions.|A release dated December 13, 2023 reports the adoption.
18|K|trade-group-comment|Dealers warn Treasury clearing timeline too short|SIFMA told the Commission the compliance dates in the 2022 proposal were too aggressive and urged a phased approach that would start with cash trades.|Earlier comments, no later date.
5|L|news-report|SEC pushes back Treasury clearing deadlines by a year|The Commission on February 25, 2025 extended the compliance dates to December 31, 2026 for eligible cash trades and June 30, 2027 for repo transactions.|Reports a later extension dated February 25, 2025.
11|K|speech-summary|Gensler: central clearing would make Treasury market more resilient|Chair Gary Gensler said in remarks last month that he looked forward to finishing the rule, citing the market turmoil of March 2020.|A past statement about future action.
""",
    ),
    Q(
        "p2-census-v2024-pop-growth-2024",
        "Will the Census Bureau's Vintage 2024 estimates show U.S. population growth of 1.0% or more between July 1, 2023 and July 1, 2024?",
        "Resolves YES if the national population estimates released by the Census Bureau on December 19, 2024 show growth of at least 1.0% for the year to July 1, 2024. Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-19",
        0,
        "statistics",
        """
10|K|release-schedule|Population Estimates Release Schedule|Vintage 2024 national and state population and components of change: December 19, 2024. County, metro area and city totals: March 2025 through May 2025.|A release schedule of future dates.
2|L|agency-press-release|Population Growth in United States Surges as Immigration Rises|Release Number CB24-190. December 19, 2024. The nation's population grew by almost 1% (0.98%) to 340.1 million between 2023 and 2024, the fastest rate since 2001, driven by net international migration of 2.8 million.|A release dated December 19, 2024 reports the estimate.
29|K|agency-press-release|U.S. Population Trends Return to Pre-Pandemic Norms as More States Gain Population|The nation's population grew by 0.5% to 334.9 million between 2022 and 2023, with net international migration the main driver of growth.|An earlier year's estimate.
1|L|news-report|Immigration drove fastest U.S. population rise in decades|Figures released Dec. 19, 2024 showed the country added 3.3 million people in the year to July, and South Carolina and Florida grew fastest among states.|Reports the December 19, 2024 figures.
13|K|methods-note|Improving Estimates of Net International Migration|The Vintage 2024 estimates will include a revised method for counting humanitarian migrants, the Bureau said on November 22. The change is expected to raise the migration estimate compared with last year.|A method change announced before the cutoff and an expectation.
4|K|news-preview|New population numbers due Dec. 19 could show growth near 1%|Demographers expect the release to show the largest annual gain in more than two decades, largely because of the new immigration figures.|A preview of a scheduled release.
""",
    ),
    Q(
        "p2-nasa-pace-launch-2024",
        "Will NASA's PACE (Plankton, Aerosol, Cloud, ocean Ecosystem) satellite launch by February 15, 2024?",
        "Resolves YES if the PACE mission lifts off on a Falcon 9 from Cape Canaveral on or before February 15, 2024. Resolves NO otherwise.",
        "2024-02-01",
        "2024-02-15",
        1,
        "space",
        """
9|K|media-advisory|NASA Invites Media to Launch of PACE Mission|NASA is targeting 1:33 a.m. EST Tuesday, Feb. 6, 2024, for the launch of PACE aboard a SpaceX Falcon 9 rocket from Space Launch Complex 40 at Cape Canaveral Space Force Station in Florida. Media accreditation deadlines have passed for international media.|A media advisory with a target date.
2|L|agency-press-release|NASA's PACE Mission Launches to Study Oceans and Atmosphere|The spacecraft lifted off at 1:33 a.m. EST Thursday, Feb. 8, 2024, and signals were acquired about five minutes after separation. PACE will now undergo about 60 days of checkout.|Reports the launch on February 8, 2024.
20|K|mission-overview|PACE: Mission Overview|PACE will extend and improve NASA's over 20-year record of satellite observations of global ocean biology, aerosols and clouds. The prime mission is three years, with enough fuel for ten.|A mission description with no dates after the cutoff.
4|L|news-report|Winds delay PACE launch by two days|NASA and SpaceX on Feb. 5, 2024 postponed the launch to Feb. 8 because of strong winds and high seas forecast for the booster recovery area.|Reports a postponement dated February 5, 2024.
1|L|agency-news|PACE shares first images of phytoplankton from space|NASA released the mission's first science data on April 11, 2024, showing ocean color in hyperspectral detail off the coast of southern Africa.|Reports a later release dated April 11, 2024.
6|K|launch-manifest|Florida launch schedule|PACE -- Falcon 9, SLC-40, NET Feb. 6, 2024, 1:33 a.m. EST. Crew-8 -- Falcon 9, LC-39A, NET Feb. 22, 2024. Dates change often; check back.|A manifest of future launches.
""",
    ),
    Q(
        "p2-uk-horizon-offences-act-2024",
        "Will the Post Office (Horizon System) Offences Bill receive Royal Assent by May 31, 2024?",
        "Resolves YES if the Post Office (Horizon System) Offences Bill, introduced in the House of Commons in March 2024, receives Royal Assent on or before May 31, 2024. Resolves NO otherwise.",
        "2024-05-10",
        "2024-05-31",
        1,
        "legislation",
        """
3|K|lords-business|House of Lords Business: forthcoming|Tuesday 14 May 2024: Post Office (Horizon System) Offences Bill -- Committee of the whole House. Thursday 16 May 2024: Second reading of private members' bills.|Forthcoming business, nothing reported as done.
2|L|legislation-record|Post Office (Horizon System) Offences Act 2024|2024 c. 14. An Act to provide for the quashing of certain convictions for offences in England and Wales and Northern Ireland. Royal Assent: 24 May 2024.|States Royal Assent on 24 May 2024.
14|K|government-factsheet|Horizon convictions legislation: factsheet|The Bill will quash convictions that meet set criteria, without each case being heard by a court. People whose convictions are quashed will be able to apply for a fixed sum of 600,000 pounds or a full assessment of their losses. Ministers want the Bill on the statute book before the summer recess in July 2024.|A description of what the Bill will do, with no later date.
6|L|wire-report|Sunak calls surprise July general election|Prime Minister Rishi Sunak announced outside Downing Street on 22 May 2024 that a general election would be held on 4 July, setting off a rush to pass outstanding bills before Parliament was dissolved.|Reports a later announcement dated 22 May 2024.
20|K|news-report|Ministers aim to clear sub-postmasters bill by summer|Post Office minister Kevin Hollinrake said the government wanted the Bill to receive Royal Assent by the end of July 2024, so that compensation could be paid this year.|A target date, not a reported event.
1|L|news-report|Hundreds of Horizon convictions quashed at a stroke|When the Act received Royal Assent on May 24, 2024, convictions meeting its criteria were overturned automatically, ending a 25-year fight for many former branch managers.|Reports Royal Assent dated May 24, 2024.
""",
    ),
    Q(
        "p2-ofwat-pr24-bills-40pct-2024",
        "Will Ofwat's PR24 final determinations allow average household water bills in England and Wales to rise by 40% or more over 2025-30, before inflation?",
        "Resolves YES if the final determinations Ofwat publishes on December 19, 2024 allow an average bill increase of 40% or more over the 2025-30 period, excluding inflation. Resolves NO otherwise.",
        "2024-12-04",
        "2024-12-19",
        0,
        "regulation",
        """
12|K|regulator-notice|PR24 final determinations: publication date|We will publish our final determinations for the 2024 price review on 19 December 2024. Companies will then have two months to decide whether to accept them or ask us to refer them to the Competition and Markets Authority.|A notice of a future publication and a process.
2|L|regulator-press-release|Ofwat confirms 104 billion pound investment plan|19 December 2024. Ofwat today published its final determinations, allowing average bills to rise by 36% over the next five years before inflation, more than the 21% in July's draft decisions but less than companies had requested.|A release dated 19 December 2024 reports the decision.
28|K|regulator-publication|PR24 draft determinations: summary|On 11 July 2024 we published draft determinations for the 16 largest companies, proposing an average bill increase of 21% over 2025-30, compared with 44% in companies' business plans.|Earlier draft decisions.
4|L|news-report|Five water firms ask for CMA review of price settlement|In March 2025, Anglian, Northumbrian, Southern, South East and Wessex asked Ofwat to refer their determinations to the competition regulator, arguing the allowed bills were too low to fund their plans.|Reports later requests dated March 2025.
7|K|consumer-body-briefing|What Ofwat's decision means for your bill|Water companies asked for bills to rise by an average of 44%. Ofwat's final decision is due on 19 December, and new charges will start on 1 April 2025.|A consumer briefing with scheduled dates.
""",
    ),
    Q(
        "p2-ons-net-migration-ye-jun-2024",
        "Will the ONS's provisional estimate of UK net migration for the year ending June 2024 be below 700,000?",
        "Resolves YES if the ONS long-term international migration release scheduled for November 28, 2024 estimates net migration for the year ending June 2024 at less than 700,000. Resolves NO otherwise.",
        "2024-11-14",
        "2024-11-28",
        0,
        "statistics",
        """
9|K|release-calendar|Long-term international migration, provisional: year ending June 2024|Release date: 28 November 2024 9:30am (confirmed). Official statistics in development. Contact: Migration Statistics Division.|A release calendar entry for a future date.
3|L|statistical-bulletin|Long-term international migration, provisional: year ending June 2024|Release date: 28 November 2024. Net migration was 728,000 in the year ending June 2024. The estimate for the year ending June 2023 has been revised up to 906,000, the highest on record.|A bulletin dated 28 November 2024 reports the estimate.
27|K|statistical-bulletin|Long-term international migration, provisional: year ending December 2023|Net migration was estimated at 685,000 in 2023, down 10% from 764,000 in the year ending December 2022.|An earlier estimate.
1|L|news-report|Starmer blames predecessors for 'open borders experiment'|The Prime Minister said on November 28, 2024 that the figures showed the previous government had lost control, after the ONS revised the 2023 peak to almost a million.|Reports reactions dated November 28, 2024.
6|K|research-briefing|What to expect from the November migration figures|The next ONS estimate, due on 28 November, is expected to show net migration falling from its peak, as visa data point to fewer dependants since the restrictions of January 2024. Large revisions to earlier years are possible.|A forecast of a scheduled release.
4|L|news-report|Net migration nearly halves to 431,000|The ONS said on 22 May 2025 that net migration fell to 431,000 in the year ending December 2024, the biggest annual fall on record.|Reports a later estimate dated 22 May 2025.
""",
    ),
    Q(
        "p2-ofcom-illegal-harms-codes-2024",
        "Will Ofcom publish its first Online Safety Act codes of practice on illegal harms by December 31, 2024?",
        "Resolves YES if Ofcom publishes its Illegal Harms Statement with final codes of practice under the Online Safety Act 2023 on or before December 31, 2024. Resolves NO otherwise.",
        "2024-12-02",
        "2024-12-31",
        1,
        "regulation",
        """
15|K|regulator-roadmap|Online safety: our roadmap to regulation|We expect to publish our Illegal Harms Statement in December 2024. Services will then have three months to carry out their illegal content risk assessments, and our protection of children codes will follow in spring 2025.|A roadmap with target dates.
3|L|regulator-news|Online safety: Ofcom publishes first codes and guidance|16 December 2024. Tech firms must now act to tackle illegal content. Services have until 16 March 2025 to complete their risk assessments, after which the codes can be enforced.|A news item dated 16 December 2024 reports publication.
9|K|government-statement|Draft Statement of Strategic Priorities for online safety|The Secretary of State published a draft statement on 20 November 2024 setting out the government's priorities for Ofcom, including safety by design and transparency.|An earlier government statement.
1|L|news-report|Illegal content duties now in force for platforms|From March 17, 2025, Ofcom can fine companies up to 10% of global turnover if they fail to tackle illegal material, the regulator said as the duties came into force.|Reports duties that came into force on March 17, 2025.
21|K|consultation-page|Consultation: Protecting children from harms online|This consultation closed on 17 July 2024. We expect to publish our final children's codes in April 2025, with the duties taking effect that summer.|A closed consultation and a target date.
5|L|regulator-enforcement|Ofcom opens first investigation under illegal harms duties|On 9 April 2025, Ofcom opened an investigation into whether an online suicide forum had failed to respond to a statutory information request and to protect users from illegal content.|Reports a later investigation dated 9 April 2025.
""",
    ),
    Q(
        "p2-uk-tobacco-vapes-2r-2024",
        "Will the Tobacco and Vapes Bill pass its second reading in the House of Commons on April 16, 2024?",
        "Resolves YES if the House of Commons votes to give the Tobacco and Vapes Bill a second reading on April 16, 2024. Resolves NO if it is defeated or the debate does not conclude that day.",
        "2024-04-03",
        "2024-04-16",
        1,
        "legislation",
        """
5|K|order-paper|House of Commons: Future Business|Tuesday 16 April 2024. Tobacco and Vapes Bill: Second Reading. Followed by a programme motion and money resolution.|An order paper entry for a future debate.
2|L|division-record|Division 105: Tobacco and Vapes Bill -- Second Reading|Held on 16 April 2024 at 7:00pm. Ayes: 383. Noes: 67. The Bill was read a second time and committed to a Public Bill Committee.|A division record dated 16 April 2024 reports the vote.
9|K|news-report|Tory MPs to get free vote on generational smoking ban|Conservative MPs will be allowed to vote as they wish when the Bill is debated on 16 April, Downing Street confirmed, as several ministers signalled unease about the policy.|A past announcement about a future vote.
4|L|news-report|Smoking ban bill falls as Parliament winds up|The Bill ran out of time when Parliament was prorogued on 24 May 2024 ahead of the general election, though Labour reintroduced a similar bill on 5 November 2024.|Reports later events dated 24 May and 5 November 2024.
24|K|consultation-response|Creating a smokefree generation and tackling youth vaping: government response|The consultation ran from 12 October to 6 December 2023 and received almost 28,000 responses, most of them supporting the proposal to raise the age of sale by a year every year.|An earlier consultation and its response.
1|K|explainer|How the smoking ban would work|Anyone born on or after 1 January 2009 would never be legally sold tobacco in England, Wales, Scotland or Northern Ireland. If the Bill passes, the age of sale would start rising in 2027.|A conditional with a future year.
""",
    ),
    Q(
        "p2-uksc-finch-surrey-2024",
        "Will the UK Supreme Court allow the appeal in R (Finch) v Surrey County Council, on whether downstream emissions must be assessed for an oil well project?",
        "Resolves YES if the Supreme Court's judgment, to be handed down on June 20, 2024, allows Sarah Finch's appeal. Resolves NO if the appeal is dismissed.",
        "2024-06-05",
        "2024-06-20",
        1,
        "courts",
        """
1|K|court-listing|Future judgments|Thursday 20 June 2024, 9:45am: R (on the application of Finch on behalf of the Weald Action Group) (Appellant) v Surrey County Council and others (Respondents). Judgment will be handed down remotely.|A listing of a future judgment.
2|L|court-press-summary|Press summary: R (Finch) v Surrey County Council and others [2024] UKSC 20|20 June 2024. The Supreme Court allows the appeal by a majority of three to two. Lord Leggatt gives the lead judgment; Lord Sales and Lord Richards dissent. The scope 3 emissions from burning the extracted oil had to be assessed.|A press summary dated 20 June 2024 reports the outcome.
25|K|case-page|Case details: UKSC 2022/0064|Hearing dates: 21 and 22 June 2023. Justices: Lord Reed, Lord Leggatt, Lord Sales, Lord Kitchin, Lord Richards. Judgment: awaited.|A case page with earlier dates.
5|L|news-report|Cumbria coal mine approval quashed|The High Court quashed the government's approval of the Whitehaven coal mine in September 2024, after ministers accepted that the Supreme Court's Finch ruling meant emissions from burning the coal should have been assessed.|Reports a later ruling dated September 2024.
8|K|campaign-statement|Weald Action Group awaits Supreme Court ruling|Almost a year after the hearing, we are still waiting for judgment. Whatever the result, we will keep opposing new oil wells in the Surrey Hills.|A wait for a ruling, no date after the cutoff.
""",
    ),
    Q(
        "p2-cma-microsoft-inflection-2024",
        "Will the UK CMA refer Microsoft's hiring of Inflection AI staff to an in-depth Phase 2 investigation?",
        "Resolves YES if the CMA announces, by its Phase 1 deadline of September 11, 2024, that it will refer the arrangements between Microsoft and Inflection AI for a Phase 2 investigation. Resolves NO if it clears them.",
        "2024-08-20",
        "2024-09-11",
        0,
        "regulation",
        """
5|K|regulator-case-page|Microsoft / Inflection merger inquiry|Launch of merger inquiry: 16 July 2024. Phase 1 statutory deadline: 11 September 2024. Status: live.|A case page with a future deadline.
3|L|regulator-decision|Microsoft / Inflection: decision on relevant merger situation and substantial lessening of competition|4 September 2024. The CMA has found that Microsoft's hiring of former Inflection employees and related arrangements amount to a relevant merger situation, but that they do not give rise to a realistic prospect of a substantial lessening of competition. The merger will not be referred.|A decision dated 4 September 2024 clears the deal.
27|K|regulator-invitation|Invitation to comment: Microsoft / Inflection|The CMA invites comments from interested parties by 30 July 2024 on the arrangements announced by Microsoft and Inflection on 19 March 2024.|An earlier invitation to comment.
1|L|news-report|UK regulator clears Microsoft's Inflection hires|The competition watchdog said on Sept. 4, 2024 that the deal, its first review of an 'acqui-hire' in AI, did not need an in-depth probe because Inflection had little market presence.|Reports a clearance dated September 4, 2024.
8|K|news-report|CMA decision on Microsoft AI hires due next month|The watchdog has until September 11 to decide whether to open a Phase 2 investigation, the most serious step it can take against a deal.|A deadline for a future decision.
10|L|news-report|CMA clears Amazon's Anthropic investment|The regulator cleared Amazon's 4 billion dollar partnership with Anthropic on 27 September 2024, finding the startup's UK turnover too small to qualify for review.|Reports a later decision dated 27 September 2024.
""",
    ),
    Q(
        "p2-uk-renters-rights-assent-2025",
        "Will the Renters' Rights Bill receive Royal Assent by October 31, 2025?",
        "Resolves YES if the Renters' Rights Bill receives Royal Assent on or before October 31, 2025. Resolves NO otherwise.",
        "2025-10-15",
        "2025-10-31",
        1,
        "legislation",
        """
4|K|lords-business|House of Lords: forthcoming business|Week of 20 October 2025: Renters' Rights Bill -- consideration of Commons reasons and amendments. Subject to the usual channels.|Forthcoming business, not a reported event.
2|L|government-news|Renters' Rights Act becomes law|27 October 2025. The Renters' Rights Act has received Royal Assent, abolishing section 21 'no fault' evictions and ending fixed-term assured tenancies in England.|A news item dated 27 October 2025 reports Royal Assent.
10|K|government-guidance|Renters' Rights Bill: guide for landlords|Once the Bill becomes law, we will set out when each measure will come into force and give landlords and letting agents time to prepare. No changes take effect until then.|Future steps, with no date.
6|L|news-report|No-fault evictions to end on May 1, 2026|Ministers confirmed in November 2025 that section 21 notices would be abolished from 1 May 2026.|Reports a later confirmation dated November 2025.
13|K|news-report|Landlords lobby peers ahead of final stages|Landlord groups said they would press peers on rules for student lets when the Bill returned to the Lords earlier this month.|A past lobbying effort, no later date reported.
""",
    ),
    Q(
        "p2-uk-data-use-access-assent-2025",
        "Will the Data (Use and Access) Bill receive Royal Assent by June 30, 2025?",
        "Resolves YES if the Data (Use and Access) Bill receives Royal Assent on or before June 30, 2025. Resolves NO otherwise.",
        "2025-06-05",
        "2025-06-30",
        1,
        "legislation",
        """
3|K|commons-order-paper|House of Commons: Future Business|Thursday 12 June 2025: Data (Use and Access) Bill [Lords] -- consideration of Lords message. Remaining stages of other bills to follow.|Future business on the order paper.
2|L|legislation-record|Data (Use and Access) Act 2025|2025 c. 18. An Act to make provision about access to customer data and business data; and about digital verification services. Royal Assent: 19 June 2025.|States Royal Assent on 19 June 2025.
11|K|government-statement|Government commits to AI copyright report|The Secretary of State said the government will publish an economic impact assessment and a report on the use of copyright works in AI development within nine months of Royal Assent.|A commitment dependent on a future event.
1|L|news-report|Peers give way in AI copyright standoff|The House of Lords ended its resistance on 11 June 2025, allowing the bill to pass without the transparency duty for AI developers that Baroness Kidron had championed.|Reports a Lords decision dated 11 June 2025.
7|K|news-report|Lords defeat government again on AI and copyright|Peers voted for a fourth time to require AI firms to disclose the copyrighted works they train on, sending the Bill back to the Commons and delaying its passage.|Reports a vote before the cutoff.
""",
    ),
    Q(
        "p2-cjeu-apple-state-aid-2024",
        "Will the EU Court of Justice set aside the General Court's judgment annulling the Commission's Apple-Ireland State aid decision, in its ruling of September 10, 2024?",
        "Resolves YES if the Court of Justice, in its judgment in Case C-465/20 P delivered on September 10, 2024, sets aside the General Court's July 2020 judgment. Resolves NO if it dismisses the Commission's appeal.",
        "2024-08-26",
        "2024-09-10",
        1,
        "courts",
        """
6|K|court-calendar|Judicial calendar: week of 9 September 2024|Tuesday 10 September 2024, 9:30. Judgment: C-465/20 P Commission v Ireland and Others (State aid, tax rulings). Judgment: C-48/22 P Google and Alphabet v Commission (Google Shopping).|A calendar of future judgments.
2|L|court-press-release|The Court of Justice sets aside the judgment of the General Court and gives final judgment: Ireland granted Apple unlawful aid|Luxembourg, 10 September 2024. The Court confirms the Commission's 2016 decision; Ireland must recover the aid, some 13 billion euros.|A press release dated 10 September 2024 reports the judgment.
29|K|court-opinion-summary|Advocate General Pitruzzella: General Court made errors of law in Apple case|In his opinion of 9 November 2023, the Advocate General proposed that the Court of Justice set aside the General Court's judgment and refer the case back for a fresh ruling.|An earlier opinion.
1|L|news-report|Ireland faces 13-billion-euro windfall it never wanted|After the Sept. 10, 2024 ruling, the Irish government said it would respect the decision, and the money held in escrow since 2018 would pass to the state.|Reports the September 10, 2024 ruling and reaction.
9|K|government-notice|Apple escrow fund: position at end of June 2024|The escrow fund holds about 14.1 billion euros including investment returns. The Minister for Finance will present Budget 2025 on 1 October 2024.|An earlier fund balance and a scheduled budget.
4|L|news-report|Google loses final appeal over 2.4-billion-euro Shopping fine|On the same day, September 10, 2024, the Court of Justice dismissed Google's appeal, upholding the Commission's 2017 fine.|Reports a judgment dated September 10, 2024.
""",
    ),
    Q(
        "p2-ec-meta-marketplace-fine-2024",
        "Will the European Commission fine Meta in its Facebook Marketplace antitrust case by November 30, 2024?",
        "Resolves YES if, by November 30, 2024, the Commission adopts a decision under Article 102 TFEU imposing a fine on Meta over the tying of Facebook Marketplace to Facebook. Resolves NO otherwise.",
        "2024-11-04",
        "2024-11-30",
        1,
        "regulation",
        """
5|K|news-report|EU to fine Meta before Vestager leaves, sources say|The Commission is preparing a decision in the Marketplace case, its first against Meta under antitrust rules, and aims to adopt it before Margrethe Vestager's mandate ends on 30 November 2024.|An expected decision before a future date.
3|L|commission-press-release|Commission fines Meta 797.72 million euros for abusive practices benefitting Facebook Marketplace|Brussels, 14 November 2024. The Commission has fined Meta for tying its online classified ads service Facebook Marketplace to its personal social network Facebook and imposing unfair trading conditions on other online classified ads providers.|A press release dated 14 November 2024 reports the fine.
28|K|commission-press-release|Commission sends Statement of Objections to Meta over abusive practices benefiting Facebook Marketplace|The Commission informed Meta on 19 December 2022 of its preliminary view that the company breached EU antitrust rules.|An earlier step in the case.
1|L|news-report|Meta to appeal EU fine over Marketplace|Meta said on Nov. 14, 2024 it would challenge the decision in court, arguing that Marketplace users choose to use it and rivals have grown.|Reports a reaction dated November 14, 2024.
7|K|parliament-schedule|Hearings of Commissioners-designate|Tuesday 12 November 2024, 9:00-12:00: Teresa Ribera, Executive Vice-President-designate for a Clean, Just and Competitive Transition. Committees: ECON, ENVI, ITRE.|A schedule of future hearings.
2|L|news-report|Parliament approves von der Leyen's second Commission|MEPs approved the new College on 27 November 2024 by 370 votes to 282, with Ribera taking over competition policy on December 1.|Reports a later vote dated 27 November 2024.
""",
    ),
    Q(
        "p2-euco-ukraine-accession-talks-2023",
        "Will the European Council decide to open EU accession negotiations with Ukraine at its December 14-15, 2023 meeting?",
        "Resolves YES if the conclusions of the European Council meeting of December 14-15, 2023 state a decision to open accession negotiations with Ukraine. Resolves NO otherwise.",
        "2023-12-01",
        "2023-12-15",
        1,
        "geopolitics",
        """
8|K|council-meeting-page|European Council, 14-15 December 2023|Main topics: Ukraine, enlargement, the mid-term revision of the multiannual financial framework, the Middle East and security and defence. The meeting will start at 10:00 on Thursday with an exchange with the President of the European Parliament.|A meeting page for a future summit.
2|L|council-conclusions|European Council conclusions on Ukraine, enlargement and reforms|14 December 2023. The European Council decides to open accession negotiations with Ukraine and the Republic of Moldova, and to grant candidate status to Georgia.|Conclusions dated 14 December 2023 report the decision.
23|K|commission-press-release|Commission recommends opening negotiations with Ukraine and Moldova|On 8 November 2023 the Commission recommended that the Council open accession negotiations with Ukraine once it adopts remaining reforms.|An earlier recommendation.
1|L|news-report|EU opens door to Ukraine as Orban steps out of the room|Leaders agreed on December 14, 2023 to start membership talks after Hungary's prime minister left the room during the decision, allowing the other 26 to proceed by consensus.|Reports the December 14, 2023 decision.
5|K|news-report|Orban threatens to block Ukraine talks at December summit|Hungary's prime minister wrote to Charles Michel demanding that enlargement be removed from the agenda of the December 14-15 meeting.|A threat before a scheduled summit.
4|L|news-report|EU formally opens membership talks with Ukraine|The first intergovernmental conference took place in Luxembourg on 25 June 2024, six months after leaders gave the green light.|Reports a later event dated 25 June 2024.
""",
    ),
    Q(
        "p2-cjeu-super-league-2023",
        "Will the EU Court of Justice rule that FIFA and UEFA rules on prior approval of new club competitions are contrary to EU competition law?",
        "Resolves YES if the Court's judgment in Case C-333/21 European Superleague Company, delivered on December 21, 2023, finds that FIFA's and UEFA's prior approval rules infringe Article 101 or 102 TFEU. Resolves NO otherwise.",
        "2023-12-07",
        "2023-12-21",
        1,
        "courts",
        """
3|K|court-calendar|Judicial calendar: Thursday 21 December 2023|Judgments: C-333/21 European Superleague Company; C-124/21 P International Skating Union v Commission; C-680/21 Royal Antwerp Football Club. Grand Chamber.|A calendar of future judgments.
2|L|court-press-release|FIFA and UEFA rules on prior approval of interclub football competitions are contrary to EU law|Luxembourg, 21 December 2023. The rules, which give those bodies discretionary power to prevent rival competitions, are unlawful because they are not subject to transparent, objective and non-discriminatory criteria.|A press release dated 21 December 2023 reports the judgment.
30|K|court-opinion-summary|Advocate General Rantos: FIFA and UEFA rules compatible with EU law|In his opinion of 15 December 2022, the Advocate General said that while the Super League's founders could set up their own competition, they could not take part in it and in FIFA and UEFA competitions at the same time.|An earlier opinion.
1|L|news-report|Super League backers unveil 64-team plan after court win|Within hours of the ruling on December 21, 2023, A22 Sports Management announced a men's competition of 64 clubs and a free streaming platform.|Reports events dated December 21, 2023.
6|K|federation-statement|UEFA statement on forthcoming judgment|UEFA will comment once the Court of Justice has delivered its judgment on 21 December. We remain confident that the European sports model will be upheld.|A statement about a future judgment.
""",
    ),
    Q(
        "p2-esa-sentinel1c-launch-2024",
        "Will ESA's Sentinel-1C satellite launch on Vega-C by December 10, 2024?",
        "Resolves YES if Sentinel-1C lifts off from Europe's Spaceport in Kourou on a Vega-C rocket on or before December 10, 2024. Resolves NO otherwise.",
        "2024-11-25",
        "2024-12-10",
        1,
        "space",
        """
3|K|launch-announcement|Vega-C flight VV25: Sentinel-1C|Arianespace will launch Sentinel-1C for the European Commission and ESA no earlier than 4 December 2024 from the Guiana Space Centre. Launch window details will be given closer to the date.|A future launch date.
2|L|agency-news|Sentinel-1C lifts off, Vega-C returns to flight|5 December 2024. Vega-C lifted off from Kourou at 22:20 CET and placed Sentinel-1C in its orbit, the rocket's first flight since its failure two years earlier.|An agency news item dated 5 December 2024 reports the launch.
19|K|agency-news|Vega-C ready for return to flight after nozzle fix|Since the VV22 failure of 21 December 2022, the Zefiro 40 motor has been redesigned and test-fired twice. ESA says Vega-C will return to flight with a Copernicus satellite in December 2024.|Earlier events and a plan without a date.
1|L|agency-news|First radar images from Sentinel-1C|ESA released the first images from Sentinel-1C in December 2024, showing the Antarctic Peninsula and the Netherlands days after launch.|Reports later images dated December 2024.
10|K|programme-page|Copernicus Sentinel-1: mission status|Sentinel-1A is operational; Sentinel-1B ended its mission in 2022. Sentinel-1C is due to launch on Vega-C in December 2024, and Sentinel-1D on Ariane 6 in 2025.|A status page with planned launches.
""",
    ),
    Q(
        "p2-bundestag-cannabis-act-2024",
        "Will the German Bundestag pass the Cannabis Act (CanG) by February 29, 2024?",
        "Resolves YES if the Bundestag adopts the Cannabis Act in its second and third readings on or before February 29, 2024. Resolves NO otherwise.",
        "2024-02-09",
        "2024-02-29",
        1,
        "legislation",
        """
3|K|parliament-agenda|Bundestag plenary agenda: 23 February 2024|Friday 23 February 2024, 9:00: Second and third reading of the draft act on the controlled handling of cannabis (Cannabis Act). Debate time: 80 minutes. Recorded vote requested.|A plenary agenda for a future day.
2|L|parliament-news|Bundestag passes Cannabis Act|23 February 2024. In a recorded vote, 407 members voted for the government's bill, 226 against, with 4 abstentions. The act now goes to the Bundesrat.|A parliament news item dated 23 February 2024 reports the vote.
7|K|ministry-statement|Lauterbach: vote in February, law in force from April 1|Health Minister Karl Lauterbach said the coalition groups had agreed on 1 February to put the bill to a vote this month, so that possession for adults could become legal on 1 April 2024.|A past agreement and a planned date.
5|L|news-report|Bundesrat clears way for cannabis legalisation|On 22 March 2024 the states' chamber declined to send the act to the mediation committee, despite objections from several states.|Reports a later decision dated 22 March 2024.
13|K|news-report|Interior politicians in SPD voice doubts on cannabis plan|Several Social Democrats said they still had concerns about enforcement and youth protection, but party leaders expected a majority when the bill comes to the floor on 23 February.|Doubts before a vote, no later date.
1|L|news-report|Crowds gather at Brandenburg Gate as cannabis becomes legal|Hundreds of people lit up in central Berlin at midnight as the law took effect on April 1, 2024.|Reports the law taking effect on April 1, 2024.
""",
    ),
    Q(
        "p2-bverfg-climate-fund-budget-2023",
        "Will Germany's Federal Constitutional Court declare the Second Supplementary Budget Act 2021 unconstitutional in its judgment of November 15, 2023?",
        "Resolves YES if the Federal Constitutional Court, in its judgment in 2 BvF 1/22 announced on November 15, 2023, declares the Act, which moved 60 billion euros of unused credit authorisations to the Climate and Transformation Fund, incompatible with the Basic Law or void. Resolves NO otherwise.",
        "2023-11-01",
        "2023-11-15",
        1,
        "courts",
        """
6|K|court-press-notice|Announcement of a judgment: Second Supplementary Budget Act 2021|The Second Senate will announce its judgment in the abstract review proceedings 2 BvF 1/22 on Wednesday, 15 November 2023, at 10:00 in the courtroom in Karlsruhe.|A notice of a future judgment.
2|L|court-press-release|Second Supplementary Budget Act 2021 is void|Press Release No. 101/2023 of 15 November 2023. The reallocation of credit authorisations of 60 billion euros to the Climate and Transformation Fund does not comply with the constitutional requirements on emergency borrowing.|A press release dated 15 November 2023 reports the judgment.
20|K|news-report|Opposition challenge to climate fund heads for ruling|The CDU/CSU group in the Bundestag brought the case in 2022, arguing that credit approved for the pandemic could not be parked for later climate spending. The Second Senate's judgment is due on 15 November.|An earlier filing and a pending ruling.
4|L|news-report|Finance ministry freezes new spending commitments|Finance Minister Christian Lindner imposed a freeze on most new multi-year commitments on 20 November 2023, days after the court struck down the budget manoeuvre.|Reports a later freeze dated 20 November 2023.
8|K|parliament-schedule|Budget committee: final deliberations on the 2024 budget|The Bundestag's budget committee will hold its concluding session on the 2024 federal budget on Thursday, 16 November 2023, with the plenary vote planned for the first week of December.|A committee schedule for future dates.
1|L|news-report|Coalition strikes deal on 2024 budget after court shock|Scholz, Habeck and Lindner announced on December 13, 2023 that they had closed a 17-billion-euro gap, cutting subsidies and raising the carbon price.|Reports a later agreement dated December 13, 2023.
""",
    ),
    Q(
        "p2-echr-klimaseniorinnen-2024",
        "Will the European Court of Human Rights find that Switzerland violated the Convention in Verein KlimaSeniorinnen Schweiz and Others v. Switzerland?",
        "Resolves YES if the Grand Chamber judgment delivered on April 9, 2024 finds at least one violation of the European Convention on Human Rights by Switzerland. Resolves NO otherwise.",
        "2024-03-27",
        "2024-04-09",
        1,
        "courts",
        """
4|K|court-forthcoming|Forthcoming Grand Chamber judgments|The Court will deliver its Grand Chamber judgments in three climate cases at a public hearing on Tuesday 9 April 2024 at 10:30: Verein KlimaSeniorinnen Schweiz and Others v. Switzerland, Careme v. France, and Duarte Agostinho and Others v. Portugal and 32 Others.|A notice of future judgments.
2|L|court-press-release|Grand Chamber rulings in the climate change cases|9 April 2024. In KlimaSeniorinnen the Court held, by sixteen votes to one, that there had been a violation of Article 8 and, unanimously, of Article 6 paragraph 1. The two other applications were declared inadmissible.|A press release dated 9 April 2024 reports the judgment.
28|K|case-summary|KlimaSeniorinnen v. Switzerland: case summary|The applicants, an association of more than 2,000 older women, argued that Swiss climate policy fell short. The Grand Chamber held a hearing on 29 March 2023.|Earlier facts of the case.
5|L|news-report|Swiss parliament rejects climate ruling|In June 2024 both chambers of the Swiss parliament adopted declarations saying the country had no need to act further on the Strasbourg judgment.|Reports later votes dated June 2024.
9|K|news-report|Swiss climate seniors await Strasbourg verdict on April 9|Members of the association plan to travel to Strasbourg for the ruling. Lawyers say a finding against Switzerland would be the first by the Court on climate change.|A preview of a scheduled judgment.
1|L|government-statement|Federal Council: Switzerland already meets the requirements of the climate ruling|On 28 August 2024 the Federal Council said that Swiss climate policy satisfied the judgment and that it would inform the Committee of Ministers accordingly.|Reports a later statement dated 28 August 2024.
""",
    ),
    Q(
        "p2-statsnz-q3-2024-gdp-fall",
        "Will Stats NZ report that New Zealand's GDP fell in the September 2024 quarter?",
        "Resolves YES if the GDP release scheduled for December 19, 2024 shows a quarter-on-quarter fall in seasonally adjusted production GDP for the September 2024 quarter. Resolves NO otherwise.",
        "2024-12-05",
        "2024-12-19",
        1,
        "statistics",
        """
14|K|release-calendar|Upcoming releases|Gross domestic product: September 2024 quarter -- 19 December 2024, 10:45am. Balance of payments: September 2024 quarter -- 18 December 2024.|A release calendar of future dates.
2|L|statistical-release|GDP falls 1.0 percent in the September 2024 quarter|19 December 2024. Gross domestic product fell 1.0 percent in the September 2024 quarter, following a revised 1.1 percent fall in the June quarter. Thirteen of 16 industries declined.|A release dated 19 December 2024 reports the fall.
8|K|central-bank-statement|Monetary Policy Statement, November 2024|The Committee cut the OCR by 50 basis points to 4.25 percent on 27 November 2024. Staff projections see GDP falling 0.2 percent in the September quarter before a recovery in 2025.|An earlier decision and a forecast.
1|L|news-report|New Zealand slides back into recession|The economy contracted more than expected in the three months to September, figures showed on Dec. 19, 2024, after a downward revision to the previous quarter.|Reports figures dated December 19, 2024.
6|K|government-notice|Half Year Economic and Fiscal Update 2024|The Treasury will publish the Half Year Update on Tuesday 17 December 2024, alongside the Budget Policy Statement.|A notice of a future publication.
3|L|market-report|Kiwi dollar slumps to two-year low after GDP shock|The New Zealand dollar fell below 57 US cents on December 19, 2024, as traders raised bets on another large rate cut in February.|Reports a market move dated December 19, 2024.
""",
    ),
    Q(
        "p2-japan-sc-eugenics-law-2024",
        "Will Japan's Supreme Court rule that the former Eugenic Protection Law was unconstitutional in its Grand Bench judgment of July 3, 2024?",
        "Resolves YES if the Grand Bench, in judgments delivered on July 3, 2024 in suits by people forcibly sterilised under the 1948-1996 Eugenic Protection Law, holds the law's sterilisation provisions unconstitutional. Resolves NO otherwise.",
        "2024-06-18",
        "2024-07-03",
        1,
        "courts",
        """
7|K|court-notice|Grand Bench: date of judgment|The Grand Bench will deliver its judgments in the five appeals concerning compensation claims under the former Eugenic Protection Law on 3 July 2024 at 3:00 p.m.|A notice of a future judgment.
2|L|news-report|Japan's top court rules eugenics law unconstitutional|The Supreme Court on July 3, 2024 ordered the government to compensate victims of forced sterilisation, ruling that the 20-year time limit on claims could not be applied.|Reports the July 3, 2024 ruling.
20|K|court-record|Grand Bench hears arguments in sterilisation appeals|The 15 justices heard oral arguments on 29 May 2024. Plaintiffs in their 70s and 80s told the court of operations carried out without their knowledge.|An earlier hearing.
4|L|news-report|Kishida apologises to victims of forced sterilisation|Prime Minister Fumio Kishida met plaintiffs at his office on July 17, 2024 and apologised on behalf of the government, promising new compensation.|Reports a later meeting dated July 17, 2024.
10|K|news-report|Lawmakers eye compensation bill for autumn Diet session|A cross-party group plans to draft legislation after the ruling, aiming to submit it at an extraordinary session expected in October 2024.|A plan for a future session.
1|L|parliament-record|Diet enacts law to compensate sterilisation victims|The House of Councillors passed the bill unanimously on 8 October 2024, providing 15 million yen to each surviving victim.|Reports a later law dated 8 October 2024.
""",
    ),
    Q(
        "p2-india-sc-same-sex-marriage-2023",
        "Will the Supreme Court of India recognise a right of same-sex couples to marry in its Constitution Bench judgment of October 17, 2023?",
        "Resolves YES if the Constitution Bench judgment in Supriyo Chakraborty v. Union of India, delivered on October 17, 2023, holds that same-sex couples may marry under the Special Marriage Act or the Constitution. Resolves NO otherwise.",
        "2023-10-03",
        "2023-10-17",
        0,
        "courts",
        """
12|K|news-report|Verdict on same-sex marriage pleas expected before November 2024 retirement|The five-judge bench reserved its judgment on May 11 after ten days of hearings. Lawyers expect it well before Chief Justice D.Y. Chandrachud retires in November 2024.|A reserved judgment and a future date.
2|L|news-report|India's top court declines to legalise same-sex marriage|A five-judge bench ruled on October 17, 2023 that it was for Parliament to decide whether to change the marriage laws, while saying queer couples should not face discrimination.|Reports the October 17, 2023 judgment.
25|K|court-record|Centre tells court it will form panel on queer couples' rights|The Solicitor General told the bench in May 2023 that the government would set up a committee headed by the Cabinet Secretary to examine administrative steps.|An earlier statement in court.
5|L|government-notification|Committee constituted on issues relating to the queer community|In April 2024, the Ministry of Law and Justice notified a six-member committee chaired by the Cabinet Secretary, as undertaken before the Supreme Court.|Reports a later notification dated April 2024.
1|L|news-report|Supreme Court dismisses review pleas on same-sex marriage|A bench dismissed petitions seeking review of the verdict on January 9, 2025, finding no error apparent on the record.|Reports a later order dated January 9, 2025.
""",
    ),
    Q(
        "p2-sec-txse-exchange-approval-2025",
        "Will the SEC approve the Texas Stock Exchange's registration as a national securities exchange by October 31, 2025?",
        "Resolves YES if, by October 31, 2025, the Commission grants TXSE Group's application on Form 1 to register the Texas Stock Exchange as a national securities exchange. Resolves NO otherwise.",
        "2025-09-20",
        "2025-10-31",
        1,
        "markets",
        """
14|K|federal-register-notice|Texas Stock Exchange LLC; Notice of Filing of Application for Registration as a National Securities Exchange|The Commission has extended the period for determining whether to grant or deny the application. A decision is due by September 30, 2025.|A notice of a future decision deadline.
3|L|company-press-release|Texas Stock Exchange Receives SEC Approval|DALLAS, September 30, 2025. The SEC has approved TXSE's registration as a national securities exchange, the first fully integrated new U.S. exchange in decades. Trading is expected to begin in early 2026.|A release dated September 30, 2025 reports the approval.
6|K|company-statement|TXSE sets out launch plan|TXSE said it plans to launch trading services in early 2026 and its first exchange listings later that year, pending approval of its application.|A plan conditional on approval.
1|L|news-report|SEC clears Texas exchange to take on NYSE and Nasdaq|The approval on Sept. 30, 2025 lets the Dallas-based exchange, backed by BlackRock and Citadel Securities, begin building its listing and trading business.|Reports the September 30, 2025 approval.
24|K|news-report|Texas Stock Exchange files with SEC|TXSE Group filed its Form 1 application in January 2025 after raising about 120 million dollars from investors.|An earlier filing.
""",
    ),
]
