# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the held-out `hold43` part, read by `build_hold43.py`.

Government and regulatory texts: agency press releases and notices (US agencies such as the FCC,
FDA, DEA, EPA, CFPB, FAA, NHTSA, SEC and the Census Bureau; UK regulators and statistics offices;
the European Commission and EU courts; space agencies), Federal Register and gazette entries,
consultations, parliamentary business pages, court and tribunal listings, and news coverage of
them. Each question's documents are one line each in a string, fields separated by `|`: days
before the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written
blind as a held-out part; the events are real ones of 2023-2025, the wording is invented and
the figures are from memory. See `build_hold43.py` and `tests/data/leak_holdout/hold43.md`.
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
9|K|news-report|DEA to reclassify marijuana in historic shift, people familiar say|The Drug Enforcement Administration will move to reclassify marijuana as a less dangerous drug, following a recommendation made by the Department of Health and Human Services in August 2023. The proposal still has to clear review at the White House Office of Management and Budget before it is published for comment.|Reports a pre-cutoff decision and remaining steps, with no later date.
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
18|K|company-pipeline|Pfizer pipeline update: hematology|Fidanacogene elaparvovec (hemophilia B): filed in the US, with a regulatory decision anticipated in the second quarter. Marstacimab (hemophilia A and B): under review.|A pipeline entry with an expected decision, no date after the cutoff.
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
12|K|earnings-call-summary|Dexcom outlines 2024 plans on fourth-quarter call|Dexcom executives said on Feb. 8 that they had submitted a sensor for people with type 2 diabetes who do not use insulin and expected to launch it in the summer, pending FDA clearance.|A past statement about an expected clearance.
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
16|K|company-statement|Fujirebio submits plasma pTau217 test to FDA|Fujirebio Diagnostics said its Lumipulse plasma ratio test is under FDA review and that it expects a decision in 2025. The test measures two proteins linked to amyloid plaques.|A pending review, with no date after the cutoff.
2|L|agency-press-release|FDA Clears First Blood Test Used in Diagnosing Alzheimer's Disease|May 16, 2025. The FDA cleared the Lumipulse G pTau217/beta-Amyloid 1-42 Plasma Ratio for the early detection of amyloid plaques in adults 55 and older with signs of cognitive decline.|A release dated May 16, 2025 reports the clearance.
9|K|conference-listing|Alzheimer's Association International Conference 2025|Toronto, July 27-31, 2025. Sessions will include the first clinical practice guideline on blood-based biomarker tests in specialty care.|A future event listing.
4|L|news-report|Roche blood test cleared for use in primary care|In October 2025, the FDA cleared Roche's Elecsys pTau181 test to help primary care doctors rule out Alzheimer's pathology, months after Fujirebio's specialist-care test.|Reports a later clearance dated October 2025.
13|K|news-report|New FDA chief's priorities include faster diagnostics|Commissioner Martin Makary, sworn in on April 1, 2025, told staff that getting new tests to patients more quickly would be a priority.|Earlier facts and stated plans, no later event.
""",
    ),
]
