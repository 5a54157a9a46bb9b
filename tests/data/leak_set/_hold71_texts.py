# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold71` part, read by `build_hold71.py`.

Courts, law and regulation: court calendars and dockets, case pages, opinions and orders as
legal news reports them, agency rulemaking and comment deadlines, enforcement actions and
legislative trackers, written as legal news sites, law-firm client alerts, official notices,
newsletters and wiki pages would write them, each about a real question that has resolved.

Each question's documents are one line each in a string, fields separated by `|`: days before
the cutoff it is published, label (L=leak / K=keep), style, title, text, why. Written blind as a
held-out part; see `build_hold71.py` and the part's section in `tests/data/leak_set/README.md`.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "s3-scotus-netchoice-2024",
        "Will the US Supreme Court vacate or reverse the Fifth Circuit's judgment in NetChoice v. Paxton by July 5, 2024?",
        "Resolves YES if, by July 5, 2024, the Supreme Court issues a decision in NetChoice, LLC v. Paxton (No. 22-555) that vacates or reverses the Fifth Circuit's judgment upholding Texas HB 20. Resolves NO if it affirms or has not decided by then.",
        "2024-06-14",
        "2024-07-05",
        1,
        "court_rulings",
        """
12|K|case-page|Moody v. NetChoice, LLC (No. 22-277) and NetChoice, LLC v. Paxton (No. 22-555)|Argued February 26, 2024. Question presented: whether Florida's and Texas's 2021 laws restricting how large platforms moderate and explain content removals comply with the First Amendment. Status: argued, awaiting decision. The Term's remaining opinions are expected by early July 2024.|A case page with an earlier argument date and a pending status.
3|L|legal-news|Justices send Texas and Florida social media laws back for another look|The Supreme Court on July 1, 2024 vacated both appeals court judgments in the NetChoice cases, holding that neither lower court had done the analysis a facial First Amendment challenge requires. Writing for the Court, Justice Elena Kagan made plain that the Fifth Circuit's view of content curation as unprotected was wrong.|Reports the July 1, 2024 decision as done.
7|K|law-firm-alert|NetChoice: what trust and safety teams should prepare for|Decisions in the two NetChoice cases are expected before the Justices leave for the summer, most likely in the last week of June or the first days of July 2024. If the Court treats curation as protected editorial judgment, the many state bills modelled on HB 20 would face steep odds; a ruling on the narrower facial-challenge question would instead send both cases back for fact-finding. We will circulate an update on the day the opinions issue.|A forecast with conditionals about a pending decision.
1|L|wiki-page|NetChoice v. Paxton|NetChoice v. Paxton is a United States Supreme Court case on the constitutionality of Texas House Bill 20. The Fifth Circuit upheld the law in September 2022. Certiorari was granted on September 29, 2023, the case was argued with Moody v. NetChoice on February 26, 2024, and on July 1, 2024 the Court vacated the judgment and remanded for further proceedings.|The wiki history reports the July 1, 2024 vacatur.
21|K|argument-recap|Argument recap: a bench wary of the state laws, and of a sweeping answer|Looking back at the February 26 argument, which ran nearly four hours: several justices suggested that the laws reach far more than news feeds, from email to ride-sharing, and asked whether the challengers had shown the laws are invalid in all their applications. Counsel for Texas insisted that platforms are common carriers. A decision is due by the end of the Term, in late June or early July 2024.|Reports the earlier argument; the decision is still to come.
5|L|newsletter-digest|Tech policy week in review: NetChoice, Chevron and the end of the Term|NetChoice (decided Mon., July 1, 2024): 9-0 on the judgment, vacated and remanded in both cases, with three separate concurrences in the judgment. Practical upshot for clients: HB 20's moderation provisions stay enjoined while the Fifth Circuit starts over.|A digest lists the July 1, 2024 result.
""",
    ),
    Q(
        "s3-scotus-fischer-2024",
        "Will the US Supreme Court rule in Fischer v. United States, by July 3, 2024, that 18 U.S.C. 1512(c)(2) is limited to impairing records, documents or other evidence?",
        "Resolves YES if, by July 3, 2024, the Supreme Court decides Fischer v. United States (No. 23-5572) and holds that the obstruction provision of 18 U.S.C. 1512(c)(2) requires impairing the availability or integrity of records, documents, objects or other things used in an official proceeding. Resolves NO otherwise.",
        "2024-06-10",
        "2024-07-03",
        1,
        "court_rulings",
        """
9|K|legal-news|Jan. 6 obstruction case awaits ruling as Term nears its close|More than 300 people charged over the Capitol riot face the obstruction count at issue in Fischer v. United States, which the Court heard on April 16, 2024. A ruling narrowing the provision could reopen some convictions and force resentencing in others, prosecutors have acknowledged. The justices have added opinion days on June 13, June 14 and June 20, 2024.|Earlier argument and the scheduled opinion days ahead.
2|L|legal-news|Supreme Court narrows obstruction law used against Capitol rioters|The justices ruled 6-3 on June 28, 2024 that Section 1512(c)(2) reaches only conduct that impairs the availability or integrity of evidence. Chief Justice John Roberts wrote for the majority; Justice Amy Coney Barrett dissented, joined by Justices Sotomayor and Kagan.|Reports the June 28, 2024 decision as done.
14|K|law-firm-alert|White-collar implications of a narrow reading of 1512(c)|Whatever the Court decides in Fischer by early July 2024 will shape obstruction charging well beyond January 6. If the residual clause is confined to evidence-tampering, prosecutors in financial fraud cases would have to rely on other provisions; if it is read broadly, defendants should expect the count to remain a fixture of indictments.|Conditional analysis of a pending ruling.
4|L|docket-entry|United States v. Fischer, No. 21-cr-234 (D.D.C.): docket update|07/02/2024: Minute order. In light of the Supreme Court's June 28, 2024 decision, the parties shall file a joint status report by July 16, 2024 proposing a schedule for further proceedings on Count Three.|A docket entry records a July 2, 2024 order made after the decision.
20|K|court-calendar|Supreme Court of the United States: April 2024 argument calendar|Tuesday, April 16: Fischer v. United States (No. 23-5572). Wednesday, April 17: Chiaverini v. City of Napoleon. Thursday, April 25: Trump v. United States (No. 23-939).|A calendar of arguments before the cutoff.
6|L|blog-post|Fischer and the January 6 prosecutions: sorting out the aftermath|In the weeks after the Court's June 28, 2024 ruling, the Justice Department dropped the obstruction count against a number of defendants and asked for resentencing in others; in cases with other felony counts, the effect on prison terms was modest.|Reports the ruling and its aftermath as done.
""",
    ),
    Q(
        "s3-scotus-student-loans-2023",
        "Will the US Supreme Court strike down the Biden administration's student debt relief plan in Biden v. Nebraska by July 3, 2023?",
        "Resolves YES if, by July 3, 2023, the Supreme Court decides Biden v. Nebraska (No. 22-506) and holds that the Secretary of Education lacked authority under the HEROES Act to carry out the one-time student debt cancellation announced in August 2022. Resolves NO otherwise.",
        "2023-06-12",
        "2023-07-03",
        1,
        "court_rulings",
        """
11|K|legal-news|Borrowers wait on justices as payment pause nears its end|The Court heard Biden v. Nebraska and Department of Education v. Brown on February 28, and a decision is expected before the Term ends. Under the debt-ceiling bill the House passed on Wednesday, repayment on federal student loans would restart after the end of August, with interest resuming on September 1, 2023, regardless of how the case comes out.|Earlier events and scheduled dates ahead.
3|L|legal-news|Supreme Court blocks Biden's student loan forgiveness plan|In a 6-3 decision on June 30, 2023, the Supreme Court held that the HEROES Act did not authorize the Education Department to cancel up to $20,000 per borrower. Chief Justice Roberts wrote that a program of this size required clear congressional authorization. In the companion case the Court ruled the individual borrowers lacked standing.|Reports the June 30, 2023 decision as done.
6|K|explainer|Q&A: what happens to my loans if the Court rules against the plan?|If the justices side with the states, the cancellation program would end before any debt is discharged; no borrower has received relief under it so far. The Department has said it will notify borrowers at least 60 days before payments resume. Rulings in the two cases are expected by early July 2023.|A conditional explainer about a pending ruling.
1|L|wiki-page|Biden v. Nebraska|Biden v. Nebraska, 600 U.S. 477 (2023), is a United States Supreme Court case concerning the federal student loan forgiveness program. Decided June 30, 2023. Holding: Missouri had standing, and the HEROES Act did not authorize the program. Later the same day the President announced a new effort under the Higher Education Act.|The wiki page reports the June 30, 2023 decision and a same-day announcement.
22|K|court-notice|Supreme Court of the United States: opinion announcement schedule|The Court may announce opinions on Thursday, June 1, 2023. The Court does not announce in advance which cases will be decided on a given day. Additional opinion days will be posted on the Court's website.|A schedule of an opinion day; no decision in the case.
""",
    ),
    Q(
        "s3-scotus-sackett-2023",
        "Will the US Supreme Court rule for the Sacketts in Sackett v. EPA by May 31, 2023?",
        "Resolves YES if, by May 31, 2023, the Supreme Court issues its decision in Sackett v. Environmental Protection Agency (No. 21-454) and reverses or vacates the Ninth Circuit's judgment for the EPA. Resolves NO otherwise.",
        "2023-05-08",
        "2023-05-31",
        1,
        "court_rulings",
        """
18|K|law-firm-alert|Waters of the United States: the new rule takes effect as Sackett looms|The agencies' revised WOTUS rule took effect on March 20, 2023, except in Texas and Idaho, where a federal court has paused it. The Supreme Court's decision in Sackett, argued on October 3, 2022, may reshape that rule entirely; it is expected before the end of June 2023. Project proponents should consider whether to seek jurisdictional determinations now.|Earlier events and an expected ruling.
2|L|legal-news|Justices sharply curb federal power over wetlands|The Supreme Court on May 25, 2023 ruled for Michael and Chantell Sackett, holding that the Clean Water Act covers only wetlands with a continuous surface connection to larger regulated waters. All nine justices agreed on the judgment, but they split 5-4 on the test, with Justice Kavanaugh writing that the majority had gone too far.|Reports the May 25, 2023 decision as done.
9|K|blog-post|Seven months after argument, still no Sackett|Sackett is now the oldest undecided case of the October 2022 Term. Whether the justices adopt the Sacketts' continuous-surface-connection test or something narrower, the opinion will likely come with separate writings, which may explain the wait.|Speculation about a pending decision.
1|L|agency-notice|Revised definition of "Waters of the United States"; conforming rule|In light of the Supreme Court's decision in Sackett v. EPA on May 25, 2023, the agencies issued a final rule on August 29, 2023 amending the January 2023 definition to remove the significant-nexus standard.|A notice reports the decision and a later conforming rule as done.
5|K|court-calendar|May 2023 opinion days|The Court has announced that it may issue opinions on Thursday, May 11, and Thursday, May 18, 2023, beginning at 10 a.m. The Court does not say in advance which cases will be decided.|Opinion days ahead, with no decision.
4|L|newsletter-digest|Environmental law roundup|Sackett v. EPA, decided 25 May 2023: the Court adopted the continuous surface connection test, a decision the Army Corps says affects a large share of wetlands previously regulated.|A digest reports the 25 May 2023 decision.
""",
    ),
    Q(
        "s3-scotus-cfpb-funding-2024",
        "Will the US Supreme Court hold that the CFPB's funding mechanism is constitutional by May 31, 2024?",
        "Resolves YES if, by May 31, 2024, the Supreme Court decides CFPB v. Community Financial Services Association of America (No. 22-448) and holds that the Bureau's funding through the Federal Reserve does not violate the Appropriations Clause. Resolves NO otherwise.",
        "2024-05-06",
        "2024-05-31",
        1,
        "court_rulings",
        """
24|K|law-firm-alert|CFPB funding case: planning for either outcome|The Court heard argument on October 3, 2023, and most observers read the bench as sceptical of the Fifth Circuit's ruling. A decision could come on any opinion day before the Term ends in late June or early July 2024. If the Court affirms, institutions should expect immediate challenges to every rule the Bureau has issued since 2011.|An earlier argument and conditional plans.
3|L|legal-news|Supreme Court upholds CFPB funding in 7-2 ruling|The Supreme Court on May 16, 2024 reversed the Fifth Circuit, holding that the statute funding the Bureau through draws on the Federal Reserve is an appropriation. Justice Thomas wrote for the majority; Justice Alito, joined by Justice Gorsuch, dissented.|Reports the May 16, 2024 decision as done.
10|K|legal-news|Credit card late fee rule on hold as lenders await Supreme Court|A federal judge in Texas has paused the Bureau's $8 late fee rule, which was set to take effect on May 14, 2024, pending the outcome of the funding case. Industry groups argue the rule cannot stand if the Bureau's funding is found unconstitutional.|A stay before the cutoff and a scheduled effective date, with no ruling reported.
1|L|wiki-page|Consumer Financial Protection Bureau v. Community Financial Services Association of America, Ltd.|Argued October 3, 2023. Decided May 16, 2024. Holding: Congress's statutory authorization allowing the CFPB to draw money from the earnings of the Federal Reserve System satisfies the Appropriations Clause. Majority: Thomas, joined by Roberts, Sotomayor, Kagan, Kavanaugh, Barrett and Jackson.|The wiki infobox reports the May 16, 2024 decision.
6|K|explainer|Why a funding case could upend consumer finance rules|The Appropriations Clause question looks technical, but the Fifth Circuit's remedy, vacating a payday lending rule, would threaten much of what the Bureau does. The justices could also rule on narrow grounds. The next scheduled opinion day is Thursday, May 9, 2024.|An explainer with a scheduled opinion day.
""",
    ),
    Q(
        "s3-scotus-cargill-2024",
        "Will the US Supreme Court rule in Garland v. Cargill that a bump stock is not a machinegun under federal law by June 30, 2024?",
        "Resolves YES if, by June 30, 2024, the Supreme Court decides Garland v. Cargill (No. 22-976) and holds that a semiautomatic rifle equipped with a bump stock is not a machinegun under 26 U.S.C. 5845(b). Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-30",
        1,
        "court_rulings",
        """
25|K|argument-recap|Bump stock argument turns on the meaning of a single function of the trigger|At the February 28, 2024 argument, several conservative justices pressed the government on why ATF had treated bump stocks as lawful for a decade before 2018. The case is one of several Second Amendment-adjacent disputes the Court will decide by summer.|An earlier argument and a general future decision.
2|L|legal-news|Court strikes down Trump-era ban on bump stocks|The Supreme Court ruled 6-3 on Friday, June 14, 2024 that a bump stock does not turn a semiautomatic rifle into a machinegun under the National Firearms Act. Justice Clarence Thomas wrote for the majority; Justice Sotomayor read her dissent from the bench.|Reports the June 14, 2024 decision as done.
8|K|legislative-tracker|Bump stock legislation: status|S. 1407 (BUMP Act): introduced; referred to the Judiciary Committee. No hearing scheduled. Sponsors have said they will press for a vote if the Court rules against the ATF rule, with the Court's decision in Garland v. Cargill expected in June 2024.|A tracker with a conditional plan and an expected ruling.
1|L|law-firm-alert|After Cargill: agency interpretive rules in the firearms space|The Cargill decision of June 14, 2024 rejected the ATF's reading of the statute without reaching any question of deference. Firearms dealers who surrendered devices under the 2018 rule may now have claims worth reviewing.|Reports the June 14, 2024 ruling as done.
12|K|court-calendar|Opinion days, June 2024|The Court has scheduled non-argument sessions for June 6, June 13 and June 14, 2024, at which opinions may be announced. Further days are typically added in the last two weeks of June.|Scheduled opinion days with no outcome.
15|K|faq-explainer|What is a bump stock, and what is the Court deciding?|A bump stock uses a rifle's recoil to let the shooter fire rapidly while keeping a finger stationary. The question is whether that amounts to firing more than one shot "by a single function of the trigger." The Fifth Circuit, sitting en banc, said it does not; the government appealed.|Background only, with no post-cutoff date.
""",
    ),
    Q(
        "s3-scotus-usf-2025",
        "Will the US Supreme Court uphold the Universal Service Fund's contribution mechanism in FCC v. Consumers' Research by July 3, 2025?",
        "Resolves YES if, by July 3, 2025, the Supreme Court decides FCC v. Consumers' Research (No. 24-354) and reverses the Fifth Circuit's en banc holding that the Universal Service Fund's contribution scheme is unconstitutional. Resolves NO otherwise.",
        "2025-06-09",
        "2025-07-03",
        1,
        "court_rulings",
        """
16|K|law-firm-alert|Universal Service Fund: contingency planning ahead of the Court's decision|The Court heard argument on March 26, 2025 in the government's appeal of the Fifth Circuit's 9-7 en banc ruling. A decision is expected by the end of June or early July 2025. If the Court affirms, the FCC would have to stop collecting contributions under the current mechanism, putting E-Rate and Lifeline disbursements at risk as early as the next quarter.|An earlier argument and a conditional outlook.
2|L|legal-news|Supreme Court rejects nondelegation challenge to universal service program|The justices on June 27, 2025 upheld the Universal Service Fund 6-3, with Justice Elena Kagan writing that Congress had given the FCC sufficient guidance and had not unlawfully handed power to a private administrator. Justice Gorsuch dissented, joined by Justices Thomas and Alito.|Reports the June 27, 2025 decision as done.
7|K|agency-notice|Proposed third-quarter 2025 contribution factor|The Office of the Managing Director announces a proposed universal service contribution factor of 36.3 percent for the third quarter of 2025. If the Commission takes no action, the factor will be deemed approved 14 days after release and will apply to revenues beginning July 1, 2025.|A proposed factor and a future effective date.
1|L|trade-press|Rural carriers exhale after USF ruling|Small telephone companies and schools that depend on the E-Rate program welcomed the decision handed down June 27, 2025, which removes the cloud that had hung over the fund since the Fifth Circuit's ruling last summer.|Reports reactions to the June 27, 2025 decision.
11|K|blog-post|Consumers' Research and the future of nondelegation|If five justices are ready to revive a stricter nondelegation doctrine, this is the case in which they would say so. The argument suggested otherwise: the Chief Justice and Justices Kavanaugh and Barrett all asked questions that seemed to credit the government's account of the statute's limits.|Commentary on a pending case with no post-cutoff date.
""",
    ),
    Q(
        "s3-willis-disqualification-2024",
        "Will Judge Scott McAfee disqualify Fulton County District Attorney Fani Willis from the Georgia election case against Donald Trump by March 31, 2024?",
        "Resolves YES if, by March 31, 2024, Judge Scott McAfee of the Fulton County Superior Court issues an order disqualifying Fani Willis (or her office) from prosecuting State of Georgia v. Trump et al. Resolves NO if he denies the motions or has not ruled by then; an order allowing her to remain on a condition counts as NO.",
        "2024-03-04",
        "2024-03-31",
        0,
        "court_rulings",
        """
3|K|legal-news|Closing arguments end Willis hearing; judge promises ruling within two weeks|After closing arguments on Friday, March 1, Judge McAfee said he expected to decide the defendants' motions to disqualify Willis within about two weeks. Whatever he decides, the trial date Willis proposed last year, August 5, 2024, now looks out of reach. Defence lawyers argued that her relationship with special prosecutor Nathan Wade created a conflict of interest; the state called the motion a distraction.|An earlier hearing and a ruling still to come.
1|L|legal-news|Judge lets Willis stay on Trump case if Wade steps aside|Judge Scott McAfee ruled on March 15, 2024 that Willis could remain on the Georgia election case only if Nathan Wade withdrew, finding a "significant appearance of impropriety" but no actual conflict. Wade resigned hours later.|Reports the March 15, 2024 ruling and resignation as done.
10|K|court-calendar|Fulton County Superior Court: State v. Trump et al., 23SC188947|Thursday, February 15 and Friday, February 16: evidentiary hearing on motions to disqualify the District Attorney, 9:00 a.m., Courtroom 5A. Closing arguments to be scheduled by the Court.|An earlier hearing calendar.
2|L|timeline|Georgia election case: a timeline|Aug. 14, 2023: grand jury returns indictment. Jan. 8, 2024: Michael Roman's motion to disqualify. March 15, 2024: McAfee rules Willis may stay if Wade leaves; Wade resigns. March 20, 2024: McAfee certifies his order for immediate appeal. May 8, 2024: Court of Appeals agrees to hear the appeal.|A timeline lists events on and after March 15, 2024 as done.
7|K|law-firm-alert|Disqualification standards in Georgia: what McAfee must decide|Georgia courts disqualify a prosecutor for an actual conflict or for forensic misconduct. The defence must show that Willis had a personal stake in the prosecution; an appearance of impropriety alone has rarely been enough. Whatever the ruling, either side may seek a certificate of immediate review, which would delay a trial date.|Legal analysis of a pending ruling.
5|L|legal-news|Appeals court removes Willis from Trump prosecution|The Georgia Court of Appeals on December 19, 2024 reversed McAfee's March order and disqualified Willis, ruling that the only proper remedy for the appearance of impropriety was her removal.|Reports a later December 19, 2024 appellate ruling as done.
""",
    ),
    Q(
        "s3-georgia-trump-dismissed-2025",
        "Will the Georgia election interference case against Donald Trump be dismissed by December 31, 2025?",
        "Resolves YES if, by December 31, 2025, the charges against Donald Trump in State of Georgia v. Trump et al. (Fulton County Superior Court) are dismissed, nolle prossed or otherwise terminated by the prosecution or the court. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-31",
        1,
        "court_rulings",
        """
6|K|legal-news|Head of prosecutors' council appoints himself to Trump Georgia case|Peter Skandalakis, executive director of the Prosecuting Attorneys' Council of Georgia, said on Friday, Nov. 14, that he would take over the case himself after no other district attorney agreed to. He said he would review the file before deciding whether to proceed, dismiss, or narrow the charges.|An event before the cutoff and a decision still to come.
1|L|legal-news|Georgia prosecutor drops election case against Trump|Skandalakis moved on November 26, 2025 to dismiss the remaining charges against Trump and his co-defendants, ending the case more than two years after the indictment. Judge Scott McAfee granted the motion the same day.|Reports the November 26, 2025 dismissal as done.
24|K|legal-news|With Willis out, the Georgia case waits for a new prosecutor|The Georgia Supreme Court's refusal in September to hear Fani Willis's appeal left it to the state prosecutors' council to find a replacement. Whoever takes the case can go forward, drop it, or narrow it; a sitting president could not in any event be tried before January 2029, legal experts said.|Earlier events and future possibilities.
3|L|wiki-page|Georgia election racketeering prosecution|... On September 16, 2025, the Supreme Court of Georgia declined to review Willis's disqualification. Peter Skandalakis appointed himself as prosecutor on November 14, 2025, and on November 26, 2025 filed to dismiss the case in its entirety, which the court granted.|The wiki page reports the November 26, 2025 dismissal.
12|K|law-firm-alert|Presidential immunity and state prosecutions: the Georgia question|If the case survives, defence motions built on the Supreme Court's 2024 immunity decision and the Supremacy Clause would likely be litigated well into 2026. A new prosecutor could instead decide the case is not worth pursuing against a sitting president.|Conditional analysis of future litigation.
2|K|docket-entry|State v. Trump et al., 23SC188947: recent entries|11/14/2025: Notice of appointment of Peter J. Skandalakis as District Attorney Pro Tempore. 11/17/2025: Notice of appearance. Status report due December 1, 2025. No hearing has been set.|Docket entries before the cutoff and a scheduled filing.
""",
    ),
    Q(
        "s3-jnj-red-river-2025",
        "Will the bankruptcy court confirm Red River Talc's prepackaged Chapter 11 plan by April 15, 2025?",
        "Resolves YES if, by April 15, 2025, the US Bankruptcy Court for the Southern District of Texas enters an order confirming the prepackaged plan of reorganization of Red River Talc LLC, the Johnson & Johnson subsidiary formed to resolve ovarian cancer talc claims. Resolves NO otherwise.",
        "2025-03-10",
        "2025-04-15",
        0,
        "court_rulings",
        """
20|K|legal-news|J&J talc confirmation trial opens in Houston|Judge Christopher Lopez began hearing evidence on Feb. 18 on whether to approve Red River Talc's plan, which would pay about $9 billion over 25 years to resolve ovarian cancer claims. Opponents say the vote tally was inflated by ineligible or duplicate ballots.|Reports an earlier hearing; the ruling is still to come.
2|L|legal-news|Judge rejects J&J's third attempt to settle talc claims in bankruptcy|Judge Christopher Lopez on March 31, 2025 refused to confirm Red River Talc's plan, citing problems with how votes were solicited and counted and with the plan's third-party releases. J&J said the next day it would return to fighting the cases in court.|Reports the March 31, 2025 ruling and a later reaction as done.
8|K|law-firm-alert|Red River Talc: key issues in the confirmation ruling|The court must decide whether the plan received the 75 percent support of claimants required under Section 524(g) and whether the Purdue decision bars its releases. Closing arguments are expected in mid-March 2025, and a ruling could follow within weeks. A confirmed plan would still face appeals.|Issues pending before the court.
1|L|blog-post|Talc after Red River: what the March 31 ruling means for prepackaged mass-tort cases|In a lengthy bench ruling delivered on 31 March 2025, Judge Lopez found that the plan could not be confirmed, leaving J&J's talc liabilities in the multidistrict litigation in New Jersey.|Reports the 31 March 2025 ruling as done.
14|K|court-calendar|In re Red River Talc LLC, No. 24-90505 (Bankr. S.D. Tex.)|Confirmation hearing continued day to day. Closing arguments: to be set at the conclusion of evidence. Objection deadline for supplemental declarations: February 28, 2025.|A docket calendar with no ruling.
5|K|legal-news|J&J says settlement has overwhelming support|J&J said more than 83% of claimants voting had backed the plan, and told the court it hoped for a confirmation order by April 2025. Lawyers for opposing claimants said they would appeal any confirmation order.|Statements of expectation with no post-cutoff event.
""",
    ),
    Q(
        "s3-sixth-circuit-net-neutrality-2025",
        "Will the Sixth Circuit set aside the FCC's 2024 net neutrality order by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, the US Court of Appeals for the Sixth Circuit issues a decision in the consolidated challenges to the FCC's Safeguarding and Securing the Open Internet order (In re MCP No. 185) that vacates or sets aside the order in whole or in substantial part. Resolves NO otherwise.",
        "2024-12-20",
        "2025-01-31",
        1,
        "court_rulings",
        """
28|K|legal-news|Sixth Circuit hears net neutrality challenge|A three-judge panel in Cincinnati heard arguments on October 31, 2024 over whether broadband is a telecommunications service. The panel had already blocked the order in August, finding the broadband providers likely to succeed after the Supreme Court ended Chevron deference. A ruling could come at any time.|An earlier argument and an earlier stay, with a ruling to come.
3|L|legal-news|Appeals court strikes down FCC's net neutrality rules|The Sixth Circuit ruled on January 2, 2025 that broadband internet access is an information service, not a telecommunications service, so the FCC lacked authority to impose common-carrier rules on it. The decision ends, for now, a fight over net neutrality that has run for two decades.|Reports the January 2, 2025 ruling as done.
9|K|law-firm-alert|Broadband regulation in 2025: what to expect|With a Republican majority at the FCC after January 20, 2025, the agency is unlikely to defend the Title II order if the Sixth Circuit upholds it, and may open a proceeding to reverse it. Providers should continue to comply with state laws in California and elsewhere, which are unaffected by the federal stay.|Conditional forecasts and a scheduled change.
1|L|wiki-page|Net neutrality in the United States|... The FCC voted 3-2 on April 25, 2024 to restore Title II classification. The Sixth Circuit stayed the order on August 1, 2024 and, on January 2, 2025, held that the FCC lacked statutory authority to reclassify broadband, relying on Loper Bright. FCC Chairman Brendan Carr called the matter closed.|The wiki page reports the January 2, 2025 ruling.
14|K|court-calendar|In re: MCP No. 185, Nos. 24-7000 et al. (6th Cir.)|Oral argument held 10/31/2024 (Griffin, Gibbons, Thapar). Supplemental briefs on the effect of Loper Bright filed. Case submitted; no opinion has issued.|A docket summary with a pending status.
6|L|newsletter-digest|Telecom regulatory wrap|Net neutrality: vacated. In its 2 January 2025 opinion, the panel ruled unanimously against the FCC; the agency declined to seek rehearing, and the rules never took effect.|A digest reports the 2 January 2025 ruling as done.
""",
    ),
    Q(
        "s3-fifth-circuit-private-funds-2024",
        "Will the Fifth Circuit vacate the SEC's private fund adviser rules by June 30, 2024?",
        "Resolves YES if, by June 30, 2024, the US Court of Appeals for the Fifth Circuit issues a decision in National Association of Private Fund Managers v. SEC that vacates the Private Fund Adviser Rules adopted on August 23, 2023, in whole or in part. Resolves NO otherwise.",
        "2024-05-24",
        "2024-06-30",
        1,
        "court_rulings",
        """
18|K|law-firm-alert|Private fund adviser rules: compliance calendar|The first compliance dates are approaching. Restricted activities and preferential treatment rules: September 14, 2024 for advisers with $1.5 billion or more in private fund assets, March 14, 2025 for smaller advisers. Quarterly statements and audits: March 14, 2025 for all registered advisers. The Fifth Circuit, which heard argument on February 5, 2024, has not yet ruled on the industry's challenge.|A compliance calendar and a pending ruling.
2|L|legal-news|Fifth Circuit throws out SEC's private fund rules|A three-judge Fifth Circuit panel on June 5, 2024 vacated the SEC's private fund adviser rules in their entirety, holding that the agency exceeded its authority under the Advisers Act. The SEC did not seek rehearing.|Reports the June 5, 2024 ruling as done.
7|K|trade-press|Funds weigh whether to build compliance programmes they may never need|Chief compliance officers say they are preparing for the September 2024 deadlines even as they wait for the Fifth Circuit. A ruling for the industry would make that work moot; a ruling for the SEC would leave advisers little time.|Preparations for future deadlines and a pending ruling.
1|L|law-firm-alert|Private fund rules vacated: what advisers should do now|Following the Fifth Circuit's June 5, 2024 decision in National Association of Private Fund Managers v. SEC, none of the compliance dates in the rules will take effect. Advisers should keep in mind that the amended audit rule for SEC examination purposes and Form PF changes were adopted separately and remain in force.|Reports the June 5, 2024 vacatur as done.
23|K|argument-recap|Argument recap: panel presses SEC on "sales practices" authority|At the February 5 argument, the judges questioned whether Section 211(h) of the Advisers Act, added by Dodd-Frank, reaches private fund investors at all. Counsel for the industry asked for vacatur of the entire rule.|An earlier argument.
""",
    ),
    Q(
        "s3-dea-marijuana-hearing-2025",
        "Will the DEA's administrative hearing on rescheduling marijuana begin its merits proceedings by January 31, 2025?",
        "Resolves YES if, by January 31, 2025, the DEA administrative law judge hearing on the proposed rule to move marijuana to Schedule III begins taking testimony or evidence on the merits. Resolves NO otherwise (a preliminary or procedural conference does not count).",
        "2025-01-08",
        "2025-01-31",
        0,
        "regulatory",
        """
27|K|agency-notice|Schedules of Controlled Substances: Rescheduling of Marijuana; hearing|The hearing on the proposed rule will commence on January 21, 2025, at 9:00 a.m., at DEA Hearing Facility, 700 Army Navy Drive, Arlington, Virginia. The presiding Administrative Law Judge held a preliminary hearing on December 2, 2024, and issued a prehearing ruling setting the schedule.|A hearing notice names a future date.
4|L|legal-news|DEA marijuana hearing postponed indefinitely|Chief Administrative Law Judge John Mulrooney on January 13, 2025 cancelled the hearing set for January 21 after two participants sought an interlocutory appeal alleging improper contacts between the DEA and opponents of rescheduling. The case returns to the DEA Administrator, and no new date was set.|Reports the January 13, 2025 postponement as done.
12|K|trade-press|Cannabis companies brace for rescheduling hearing|Witnesses chosen by the agency will begin testifying in January, with the proceedings expected to last into March 2025. Industry groups complain that the DEA selected participants without explaining its criteria.|Expectations of a future hearing.
2|L|blog-post|Rescheduling in limbo|The hearing that was supposed to begin on January 21, 2025 never did: the judge's order of January 13 stayed the proceedings for at least three months while the DEA Administrator considers the interlocutory appeal.|Reports the January 13, 2025 stay and the hearing not held.
19|K|regulatory-tracker|Marijuana rescheduling: where the rule stands|Proposed rule published May 21, 2024. Comment period closed July 22, 2024 (about 43,000 comments). Hearing requested; merits hearing scheduled for 2025-01-21. Final rule: not before the hearing concludes.|A tracker with earlier steps and a scheduled hearing.
6|L|legal-news|Months later, rescheduling still stalled|Nearly a year after the stay of January 13, 2025, the hearing has not resumed; in December 2025 the President signed an order directing the Attorney General to expedite the move to Schedule III.|Reports the January 2025 stay and a December 2025 order as done.
""",
    ),
    Q(
        "s3-kosa-senate-2024",
        "Will the US Senate pass the Kids Online Safety Act by August 2, 2024?",
        "Resolves YES if, by August 2, 2024, the US Senate passes a bill containing the Kids Online Safety Act (S. 1409 or a package including it). Resolves NO otherwise.",
        "2024-07-16",
        "2024-08-02",
        1,
        "legislation",
        """
5|K|legislative-tracker|S. 1409: Kids Online Safety Act|Status: reported by the Commerce Committee; 70 cosponsors. Majority Leader Schumer has said he will bring the bill to the floor together with the Children and Teens' Online Privacy Protection Act before the August recess, which is scheduled to begin on August 2, 2024.|A tracker with a plan and a scheduled recess.
1|L|legal-news|Senate passes kids' online safety bills 91-3|The Senate voted 91-3 on July 30, 2024 to pass the Kids Online Safety and Privacy Act, which combines KOSA with an update of the children's privacy law. The House has not said when it will take up the measure.|Reports the July 30, 2024 vote as done.
9|K|legal-news|Parents lobby for a floor vote on KOSA|Parents of children harmed online met with senators this week, urging a vote before the recess. Civil liberties groups argue that the bill's duty of care would lead platforms to remove lawful speech.|Lobbying before a vote, with no post-cutoff date.
3|L|newsletter-digest|Privacy week: KOSA clears procedural hurdle, then the floor|Cloture invoked 86-1 on Thursday, July 25, 2024; final passage followed on July 30. Next stop: the House Energy and Commerce Committee, which has its own version.|A digest reports the July 25 and July 30, 2024 votes as done.
13|K|law-firm-alert|KOSA: what platforms should know before a Senate vote|If enacted, the bill would require covered platforms to exercise reasonable care to prevent and mitigate specified harms to minors and to enable the strongest privacy settings by default. Most obligations would take effect 18 months after enactment. A Senate vote could come as soon as the last week of July 2024.|Conditional effects and a possible vote.
7|L|legal-news|KOSA dies in the House as Congress adjourns|The bill the Senate passed on July 30, 2024 was never brought to the House floor; House leaders said the speech concerns were unresolved, and it expired with the 118th Congress in January 2025.|Reports the July 30, 2024 passage and later events as done.
""",
    ),
    Q(
        "s3-fisa-702-reauth-2024",
        "Will a bill reauthorizing Section 702 of the Foreign Intelligence Surveillance Act be signed into law by April 30, 2024?",
        "Resolves YES if, by April 30, 2024, the President signs a bill that extends the authority of Section 702 of FISA beyond April 19, 2024. Resolves NO otherwise.",
        "2024-04-09",
        "2024-04-30",
        1,
        "legislation",
        """
6|K|legal-news|House GOP tries again on surveillance bill|Speaker Mike Johnson plans to bring the Reforming Intelligence and Securing America Act to the floor this week, after a December deal extended Section 702 only until April 19, 2024. Conservative opponents want an amendment requiring warrants for searches of Americans' communications.|A plan and a statutory deadline.
2|L|legal-news|Biden signs surveillance law extension hours after deadline|President Biden signed a two-year reauthorization of Section 702 on April 20, 2024, shortly after the Senate passed it 60-34 in a vote that stretched past midnight. The House had approved the bill on April 12.|Reports the April 12 and April 20, 2024 events as done.
12|K|explainer|What happens if Section 702 lapses?|Even if Congress misses the April 19 deadline, collection could continue until April 2025, because the Foreign Intelligence Surveillance Court is expected to approve new certifications this month that would run until April 2025. Intelligence officials say that lapse would still create legal uncertainty for service providers.|A conditional explainer with future dates.
1|L|legislative-tracker|H.R. 7888: Reforming Intelligence and Securing America Act|Introduced 04/09/2024. Passed House 04/12/2024 (273-147). Passed Senate 04/20/2024 (60-34). Signed by the President 04/20/2024; Public Law 118-49.|A tracker records passage and signature on and after April 9, 2024.
4|L|legal-news|Warrant amendment fails on a tie vote|An amendment requiring a warrant before agents search 702 data for Americans' communications failed 212-212 on April 12, 2024, before the House passed the underlying bill.|Reports the April 12, 2024 vote as done.
18|K|law-firm-alert|Section 702: the expiry date and what providers should expect|Absent action, the statutory authority expires on April 19, 2024. Providers served with directives should consult counsel on the continued effect of existing certifications.|A deadline and advice, with no outcome.
""",
    ),
    Q(
        "s3-anthropic-settlement-prelim-2025",
        "Will Judge William Alsup grant preliminary approval of the class settlement in Bartz v. Anthropic by September 30, 2025?",
        "Resolves YES if, by September 30, 2025, the US District Court for the Northern District of California enters an order granting preliminary approval of the proposed class settlement between Anthropic and the certified class of book authors and publishers in Bartz v. Anthropic PBC. Resolves NO otherwise.",
        "2025-09-08",
        "2025-09-30",
        1,
        "court_rulings",
        """
3|K|legal-news|Anthropic agrees to pay $1.5 billion to settle authors' copyright class action|Anthropic will pay at least $1.5 billion, roughly $3,000 per book for about 500,000 works, under a settlement filed on Friday, Sept. 5, with the authors who accused it of downloading pirated books to train Claude. Judge William Alsup must still approve the deal; a hearing is set for Monday, September 8, 2025.|Reports the settlement filed before the cutoff and a hearing set on the cutoff day.
1|L|legal-news|Alsup balks at Anthropic deal, then signs off weeks later|At the September 8, 2025 hearing, Judge Alsup said he was "disappointed" that the parties had left key details unsettled, including the list of works and how claims would be made. After the lawyers filed revisions, he granted preliminary approval on September 25, 2025.|Reports the September 8 and September 25, 2025 events as done.
19|K|law-firm-alert|Bartz v. Anthropic: trial looms over AI training on pirated books|Judge Alsup held in June that training on lawfully purchased books was fair use, but that keeping millions of pirated copies in a central library was not. With a class certified on July 17, the case is set for a jury trial beginning December 1, 2025, where statutory damages could in theory reach into the hundreds of billions of dollars.|Earlier rulings and a scheduled trial.
2|L|newsletter-digest|AI litigation tracker, updated|Bartz v. Anthropic (N.D. Cal.): settlement of $1.5 billion preliminarily approved 25 Sept. 2025; claims process under way. Kadrey v. Meta: summary judgment for Meta on fair use (June 25, 2025). NYT v. Microsoft and OpenAI: discovery continues.|A tracker reports the 25 Sept. 2025 approval as done.
6|K|court-calendar|Bartz v. Anthropic PBC, No. 3:24-cv-05417-WHA: upcoming dates|September 8, 2025, 12:00 p.m.: hearing on motion for preliminary approval of class settlement, Courtroom 12, 19th Floor. December 1, 2025: jury trial (vacated if the settlement is approved).|A court calendar of future hearings.
4|L|blog-post|The $1.5 billion question, answered|When Judge Alsup gave the Anthropic settlement his preliminary blessing late in September 2025, he also set a schedule for notice to authors and publishers and a final fairness hearing in 2026.|Reports the September 2025 approval as done.
""",
    ),
    Q(
        "s3-getty-stability-uk-2025",
        "Will the High Court of England and Wales find Stability AI liable for secondary copyright infringement in Getty Images v Stability AI by November 30, 2025?",
        "Resolves YES if, by November 30, 2025, the High Court hands down judgment in Getty Images (US) Inc and others v Stability AI Ltd finding Stability AI liable for secondary infringement of copyright under sections 22 or 23 of the Copyright, Designs and Patents Act 1988 by importing or dealing in Stable Diffusion. Resolves NO if the claim fails or no judgment is handed down by then.",
        "2025-10-24",
        "2025-11-30",
        0,
        "court_rulings",
        """
22|K|legal-news|Months after trial, Getty and Stability still waiting for judgment|Judgment in the first big UK trial over generative AI and copyright was reserved at the end of June, after Getty dropped its primary infringement claims over training. What remains is the secondary infringement claim, which turns on whether a model's weights can be an "infringing copy", plus trade mark claims over watermarks.|An earlier trial with judgment still to come.
3|L|legal-news|Getty largely loses landmark UK case against Stability AI|Mrs Justice Joanna Smith ruled on 4 November 2025 that Stable Diffusion is not an infringing copy because it does not store or reproduce Getty's images, dismissing the secondary copyright claim. Getty won on some trade mark points concerning watermarks produced by early versions of the model.|Reports the 4 November 2025 judgment as done.
9|K|law-firm-alert|Getty v Stability: three outcomes and what they would mean|If the court holds that model weights can be an infringing copy, anyone importing a model trained abroad on unlicensed material could face liability in the UK. A ruling the other way would leave rights holders with the training claims they could not bring here. Either way, expect an application for permission to appeal.|Conditional analysis of a pending judgment.
1|L|wiki-page|Getty Images v Stability AI|Getty Images (US) Inc v Stability AI Ltd [2025] EWHC 2863 (Ch) is a decision of the High Court of England and Wales. Trial took place in June 2025 and judgment was handed down on 4 November 2025, rejecting the claim of secondary copyright infringement and upholding limited trade mark claims.|The wiki page reports the 4 November 2025 judgment.
14|K|legal-news|UK government's AI copyright consultation: response delayed|Ministers have pushed back their response to the consultation on text and data mining to allow for more talks with the creative industries, with a report on the economic impact now due in early 2026. Campaigners say the Getty judgment, whenever it comes, will not settle the policy question.|A delayed plan and an expected judgment.
5|K|court-calendar|Business and Property Courts: cause list|Chancery Division, Court 18, before Mrs Justice Joanna Smith: Getty Images (US) Inc & Ors v Stability AI Ltd. Listing for hand-down to be notified to parties. No hearing this week.|A cause list with no judgment.
""",
    ),
    Q(
        "s3-wisconsin-1849-abortion-2025",
        "Will the Wisconsin Supreme Court rule by July 31, 2025 that the 1849 statute does not ban abortion?",
        "Resolves YES if, by July 31, 2025, the Wisconsin Supreme Court decides Kaul v. Urmanski and holds that Wis. Stat. 940.04(1) does not prohibit consensual abortions (for example because later laws superseded or impliedly repealed it). Resolves NO otherwise.",
        "2025-06-20",
        "2025-07-31",
        1,
        "court_rulings",
        """
17|K|legal-news|Wisconsin justices still weighing 1849 abortion ban as term winds down|The court heard arguments in Kaul v. Urmanski on November 11, 2024 and normally releases its last decisions of the term by early July. Liberal justices hold a 4-3 majority, which will continue after Susan Crawford takes her seat on August 1, 2025, replacing the retiring Ann Walsh Bradley.|An earlier argument and scheduled dates ahead.
2|L|legal-news|Wisconsin Supreme Court strikes down 1849 abortion ban|The court ruled 4-3 on July 2, 2025 that later state laws regulating abortion had effectively repealed the 176-year-old ban. Justice Rebecca Dallet wrote for the majority; all three conservative justices dissented. Abortion remains legal up to 20 weeks.|Reports the July 2, 2025 decision as done.
8|K|explainer|What the 1849 case could decide, and what it cannot|A ruling for Attorney General Josh Kaul would confirm that abortion remains legal under the state's 20-week limit. A ruling for the district attorney would revive a near-total ban. A separate case asking whether the state constitution protects abortion was dismissed earlier, so no constitutional question is before the court.|Conditional explainer with no post-cutoff date.
1|L|court-press-release|Wisconsin Supreme Court releases decisions|The court released decisions on Wednesday, July 2, 2025 in: 2023AP2362, Josh Kaul v. Joel Urmanski (reversed); 2024AP330, Planned Parenthood of Wisconsin v. Joel Urmanski (dismissed as improvidently granted).|A release lists the July 2, 2025 decisions.
12|K|court-calendar|Wisconsin Supreme Court: decision release schedule|The court anticipates releasing decisions on Thursday, June 26, 2025 and Tuesday, July 1, 2025, and on additional dates to be announced. Case numbers are posted the day before release.|A release schedule with future dates.
5|L|op-ed|After the 1849 ruling, the fight moves to the ballot|The July 2, 2025 decision settled the statute, not the politics: both parties now treat the 2026 governor's race and next spring's court election as referendums on abortion.|Reports the July 2, 2025 decision as done.
""",
    ),
    Q(
        "s3-arizona-1864-abortion-2024",
        "Will the Arizona Supreme Court rule by April 30, 2024 that the state's 1864 abortion ban is enforceable?",
        "Resolves YES if, by April 30, 2024, the Arizona Supreme Court decides Planned Parenthood Arizona v. Mayes/Hazelrigg and holds that A.R.S. 13-3603 (the 1864 near-total ban) may be enforced. Resolves NO otherwise.",
        "2024-03-26",
        "2024-04-30",
        1,
        "court_rulings",
        """
20|K|legal-news|Arizona awaits ruling on Civil War-era abortion ban|More than three months after hearing arguments on December 12, 2023, the Arizona Supreme Court has not ruled on whether the 1864 law or the state's 15-week limit governs. Abortion-rights groups are gathering signatures for a constitutional amendment for the November 5, 2024 ballot.|An earlier argument, a pending ruling and a scheduled election.
3|L|legal-news|Arizona Supreme Court revives 1864 near-total abortion ban|The court ruled 4-2 on April 9, 2024 that the 1864 law is enforceable, finding that the 2022 15-week statute did not create a right to abortion. The justices put the decision on hold for 14 days to allow further challenges.|Reports the April 9, 2024 decision as done.
8|K|law-firm-alert|Arizona health systems: preparing for an adverse ruling|Should the court reinstate A.R.S. 13-3603, physicians could face two to five years in prison for performing abortions except to save the patient's life. Providers should map which services could be affected and plan patient communications for the first days after any decision.|Conditional planning for a pending ruling.
1|L|legislative-tracker|HB 2677: repeal of the 1864 abortion ban|Passed House 04/24/2024 (32-28). Passed Senate 05/01/2024 (16-14). Signed by Governor Hobbs 05/02/2024. Effective 90 days after the legislature adjourns sine die.|A tracker records later passage and signature as done.
12|K|court-notice|Arizona Supreme Court: opinions|The Court's opinions are posted at 9:00 a.m. on the day of release. The Court does not announce in advance when a decision in a particular case will be filed.|A standing notice with no post-cutoff date.
5|L|wiki-page|Abortion in Arizona|... On April 9, 2024 the Arizona Supreme Court held that the 1864 ban could be enforced. The legislature repealed it in May 2024, and in November 2024 voters approved Proposition 139, adding a right to abortion to the state constitution.|The wiki page reports the April 9, 2024 ruling and later events as done.
""",
    ),
    Q(
        "s3-maxwell-cert-2025",
        "Will the US Supreme Court grant Ghislaine Maxwell's petition for certiorari by October 31, 2025?",
        "Resolves YES if, by October 31, 2025, the Supreme Court grants certiorari in Maxwell v. United States (No. 24-1073), in which Maxwell argues that Jeffrey Epstein's 2007 non-prosecution agreement barred her prosecution. Resolves NO if the petition is denied or still pending.",
        "2025-09-26",
        "2025-10-31",
        0,
        "court_rulings",
        """
13|K|legal-news|Maxwell's Supreme Court petition set for the justices' first conference|Maxwell's petition has been distributed for the September 29, 2025 conference, where the Court reviews the hundreds of petitions that piled up over the summer. The Solicitor General opposed review in July. An order could appear on the list released the following Monday, October 6.|A scheduled conference and a possible order date.
2|L|legal-news|Supreme Court turns away Ghislaine Maxwell's appeal|The justices on Oct. 6, 2025 declined without comment to hear Maxwell's argument that Epstein's 2007 plea deal protected her from prosecution, leaving her 20-year sentence in place.|Reports the October 6, 2025 denial as done.
7|K|law-firm-alert|Does a federal non-prosecution agreement bind other districts?|Maxwell's petition asks the Court to resolve a circuit split on whether a U.S. Attorney's promise binds prosecutors elsewhere. If the Court grants review, argument would likely take place in early 2026 and a decision would follow by June 2026.|Conditional timing of a possible review.
1|L|docket-entry|No. 24-1073, Maxwell v. United States|Sep 03 2025: DISTRIBUTED for Conference of 9/29/2025. Oct 06 2025: Petition DENIED.|A docket entry records the October 6, 2025 denial.
20|K|legal-news|Maxwell moved to minimum-security prison camp|Maxwell was transferred in early August to a federal prison camp in Bryan, Texas, after meeting with Deputy Attorney General Todd Blanche. Her lawyers say they still hope the Supreme Court will take her case this fall.|Earlier events and a hope about a future ruling.
4|L|blog-post|After the denial: what is left for Maxwell|With the Court's refusal on 6 October 2025, Maxwell's only realistic path out of prison is a pardon or commutation; meanwhile Congress passed, and the President signed on November 19, 2025, a law ordering release of the Justice Department's Epstein files.|Reports the 6 October 2025 denial and a later law as done.
""",
    ),
    Q(
        "s3-baldwin-rust-case-2024",
        "Will the involuntary manslaughter case against Alec Baldwin end in a dismissal or an acquittal by July 31, 2024?",
        "Resolves YES if, by July 31, 2024, the involuntary manslaughter charge against Alec Baldwin over the October 2021 shooting on the set of Rust is dismissed by the court or the prosecution, or a jury acquits him. Resolves NO if he is convicted or the case is still pending (including after a mistrial).",
        "2024-07-08",
        "2024-07-31",
        1,
        "court_rulings",
        """
10|K|legal-news|Judge refuses to toss Baldwin indictment; trial set for July|Judge Mary Marlowe Sommer denied Baldwin's motion to dismiss the grand jury indictment, clearing the way for jury selection to begin on July 9, 2024 in Santa Fe. The trial is expected to last about ten days.|An earlier ruling and a scheduled trial.
2|L|legal-news|Judge dismisses Alec Baldwin's manslaughter case mid-trial|Judge Mary Marlowe Sommer threw out the case with prejudice on July 12, 2024, ruling that prosecutors had withheld evidence about live rounds handed to the sheriff's office after the shooting. Baldwin wept in the courtroom as the ruling was read.|Reports the July 12, 2024 dismissal as done.
6|K|explainer|What prosecutors must prove in the Baldwin trial|The state must show that Baldwin acted with negligence amounting to a reckless disregard for safety, not merely that the revolver discharged. The judge has ruled that his status as a producer is not relevant to the charge, narrowing the state's theory. Opening statements are expected on July 10.|Trial issues and an expected date.
1|L|timeline|Rust shooting: how the case unfolded|Oct. 21, 2021: cinematographer Halyna Hutchins killed. March 6, 2024: armourer Hannah Gutierrez-Reed convicted. July 10, 2024: opening statements in Baldwin's trial. July 12, 2024: case dismissed with prejudice over withheld evidence.|A timeline lists July 2024 trial events as done.
18|K|court-calendar|First Judicial District Court, Santa Fe County: trial calendar|State of New Mexico v. Alexander R. Baldwin III, D-101-CR-2024-00013. Jury trial: July 10-19, 2024, before Hon. Mary Marlowe Sommer. Jury selection: July 9, 2024.|A trial calendar with future dates.
4|L|legal-news|Prosecutors drop bid to reinstate Baldwin charge|The special prosecutor withdrew her motion asking the judge to reconsider the dismissal, ending the state's effort in late August 2024; the July 12 ruling will stand.|Reports a later withdrawal and the ruling as done.
""",
    ),
    Q(
        "s3-kohberger-sentenced-2025",
        "Will Bryan Kohberger be sentenced in the University of Idaho murders case by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, the court sentences Bryan Kohberger on at least one count arising from the November 2022 killings of four University of Idaho students. Resolves NO otherwise.",
        "2025-06-27",
        "2025-07-31",
        1,
        "court_rulings",
        """
11|K|legal-news|Kohberger judge rejects bid to name alternate suspects|Judge Steven Hippler ruled that the defence may not tell jurors about four other people it says could have committed the killings, another setback for Kohberger ahead of his trial, which is set to begin with jury selection in early August 2025 in Boise.|An earlier ruling and a scheduled trial.
1|L|legal-news|Kohberger gets four life sentences after guilty plea|Bryan Kohberger was sentenced on July 23, 2025 to four consecutive life terms without parole, three weeks after pleading guilty on July 2 to murdering four University of Idaho students in exchange for prosecutors dropping the death penalty.|Reports the July 2 plea and July 23, 2025 sentencing as done.
20|K|court-calendar|State of Idaho v. Bryan C. Kohberger, CR01-24-31665 (Ada County)|Final pretrial conference: July 2025 (date to be set). Jury selection: August 4, 2025. Trial: expected to run through November 2025. Venue changed from Latah County.|A trial calendar with future dates.
3|L|wiki-page|Bryan Kohberger|... The trial, which was scheduled to begin in August 2025, did not take place. On July 2, 2025, Kohberger pleaded guilty to four counts of first-degree murder and one count of burglary, and on July 23, 2025 he received four consecutive life sentences.|The wiki page reports the July 2025 plea and sentence.
7|K|law-firm-alert|Cameras, gag orders and the Kohberger trial|The court's order barring most trial participants from speaking to the press remains in effect through the end of trial. Media organisations have asked the judge to revisit the ban on broadcasting proceedings before the August 2025 start.|A standing order and a future trial.
5|L|legal-news|Families split over plea deal that spared Kohberger execution|Some relatives of the victims denounced the agreement struck with the Latah County prosecutor before the July 2 hearing; on July 23, 2025 several addressed Kohberger directly before he was led away.|Reports the July 2025 hearings as done.
""",
    ),
    Q(
        "s3-letby-retrial-baby-k-2024",
        "Will Lucy Letby be found guilty at her retrial on the attempted murder of Baby K by July 31, 2024?",
        "Resolves YES if, by July 31, 2024, a jury at Manchester Crown Court convicts Lucy Letby of the attempted murder of the infant known as Baby K. Resolves NO if she is acquitted, the jury is discharged or there is no verdict by then.",
        "2024-06-24",
        "2024-07-31",
        1,
        "court_rulings",
        """
14|K|legal-news|Letby retrial opens over attempted murder of baby girl|The retrial of Lucy Letby on a single count of attempting to murder Baby K, on which the first jury could not agree, began at Manchester Crown Court with the prosecution's opening. The trial is expected to last about three weeks.|A trial opening before the cutoff and an expected length.
2|L|legal-news|Letby guilty of attempting to murder another baby|A jury at Manchester Crown Court found Lucy Letby guilty on 2 July 2024 of trying to murder a premature baby girl in February 2016. She was given a 15th whole-life order on 5 July 2024.|Reports the 2 July and 5 July 2024 events as done.
6|K|court-calendar|Manchester Crown Court (Crown Square): daily list|Court 12, before Mr Justice Goss: R v Lucy Letby, trial (continued), 10:00. Reporting restrictions apply.|A daily list with no post-cutoff date.
1|L|wiki-page|Lucy Letby|... At a retrial in June and July 2024 she was found guilty of the attempted murder of Baby K on 2 July 2024. She was sentenced to a further whole-life order three days later.|The wiki page reports the 2 July 2024 verdict.
9|K|legal-news|Thirlwall inquiry to begin hearings in September|The public inquiry into the Countess of Chester Hospital will hold its first evidence hearings from 10 September 2024, its chair said, after the retrial concludes. Its findings are not expected before 2025.|A scheduled inquiry and an expected report.
3|L|legal-news|Correction: Letby appeal dates|An earlier version of this article said the Court of Appeal refused Letby permission to appeal in July. The refusal was announced on 24 May 2024; the Baby K verdict followed on 2 July 2024.|A correction reports the 2 July 2024 verdict as done.
""",
    ),
    Q(
        "s3-erin-patterson-verdict-2025",
        "Will Erin Patterson be found guilty of at least one murder charge by July 31, 2025?",
        "Resolves YES if, by July 31, 2025, the jury in R v Patterson in the Supreme Court of Victoria returns a guilty verdict on at least one of the three murder charges over the July 2023 mushroom lunch in Leongatha. Resolves NO otherwise.",
        "2025-06-23",
        "2025-07-31",
        1,
        "court_rulings",
        """
10|K|legal-news|Patterson finishes evidence after eight days in the witness box|Erin Patterson completed her testimony in Morwell, having told the jury she did not intend to poison anyone. Closing addresses are expected to begin this week, and Justice Christopher Beale has told the jurors they should be ready to be sequestered when they retire.|Earlier events and steps to come.
2|L|legal-news|Erin Patterson guilty of murdering three lunch guests|A Supreme Court jury in Morwell found Erin Patterson guilty on July 7, 2025 of murdering Don and Gail Patterson and Heather Wilkinson, and of attempting to murder Ian Wilkinson, after six days of deliberations.|Reports the July 7, 2025 verdict as done.
5|K|court-calendar|Supreme Court of Victoria: Latrobe Valley Law Courts, Morwell|R v Erin Patterson (S CR 2024 0001): trial continuing, 10:30 am. Charge to the jury expected to commence week of 30 June 2025.|A court list with a future date.
1|L|wiki-page|Leongatha mushroom murders|... The trial began on 29 April 2025. On 7 July 2025 the jury found Patterson guilty on all four counts, and on 8 September 2025 she was sentenced to life imprisonment with a non-parole period of 33 years.|The wiki page reports the July and September 2025 events.
9|K|explainer|How a Victorian jury reaches a murder verdict|The jury must be unanimous, though after at least six hours of deliberation a judge may accept a majority verdict of 11 to 1 on murder charges. If the jurors retire at the start of July, a verdict could come within days or take weeks.|Procedural explanation and a conditional timeline.
3|L|legal-news|Patterson lodges appeal against conviction|Lawyers for Erin Patterson filed notice of appeal in early October 2025 against the convictions returned on 7 July 2025.|Reports the 7 July 2025 verdict and a later appeal as done.
""",
    ),
    Q(
        "s3-pelicot-verdict-2024",
        "Will the Vaucluse criminal court convict Dominique Pelicot of aggravated rape by December 31, 2024?",
        "Resolves YES if, by December 31, 2024, the criminal court of the Vaucluse department in Avignon finds Dominique Pelicot guilty of aggravated rape of his former wife, Gisèle Pelicot. Resolves NO otherwise.",
        "2024-11-28",
        "2024-12-31",
        1,
        "court_rulings",
        """
3|K|legal-news|Prosecutors seek 20 years for Dominique Pelicot|The prosecution asked the Avignon court on Monday, November 25, to impose the maximum 20-year sentence on Dominique Pelicot and terms of 10 to 18 years for most of his 50 co-defendants. Defence arguments will run into mid-December, and the verdict is expected by December 20, 2024.|An earlier requisition and an expected verdict.
2|L|legal-news|All 51 defendants guilty in French mass rape trial|The court in Avignon on 19 December 2024 convicted Dominique Pelicot of aggravated rape and sentenced him to 20 years. The 50 other men were found guilty of rape, attempted rape or sexual assault and received terms of three to 15 years.|Reports the 19 December 2024 verdict as done.
16|K|legal-news|Gisèle Pelicot tells court: "It is not for us to feel shame"|Testifying again in the tenth week of the trial, Gisèle Pelicot said she had waived her anonymity so that shame would change sides. The trial, which opened on 2 September, is scheduled to end before Christmas.|Earlier testimony and a scheduled end.
1|L|court-press-release|Vaucluse criminal court: Pelicot verdict|Verdict delivered Thursday 19 December 2024 at 9:30 a.m. in the public hearing room of the Avignon courthouse. Dominique Pelicot: guilty on all counts, 20 years' criminal imprisonment with a two-thirds minimum term.|A court release reports the 19 December 2024 verdict.
8|K|explainer|The Mazan trial: what the court must decide|Unlike a jury trial, the case is heard by five professional judges, who will rule on each defendant's guilt and sentence. Many defendants argue they believed the husband had consented on his wife's behalf, a defence the prosecution says French law does not recognise.|An explainer with no post-cutoff date.
6|L|legal-news|Appeal court raises sentence of lone Pelicot defendant|The only man who maintained his appeal against the December 19, 2024 convictions had his sentence increased from nine to 10 years by the court in Nîmes on October 9, 2025.|Reports the December 2024 verdict and an October 9, 2025 appeal ruling as done.
""",
    ),
    Q(
        "s3-depardieu-verdict-2025",
        "Will the Paris criminal court convict Gérard Depardieu of sexual assault by May 31, 2025?",
        "Resolves YES if, by May 31, 2025, the Paris criminal court finds Gérard Depardieu guilty of sexually assaulting at least one of the two women who accused him over the 2021 filming of Les Volets verts. Resolves NO otherwise.",
        "2025-04-28",
        "2025-05-31",
        1,
        "court_rulings",
        """
30|K|legal-news|Depardieu trial ends; verdict set for May 13|Prosecutors asked for an 18-month suspended prison sentence and a fine at the close of Gérard Depardieu's four-day trial on March 27. The court said it would deliver its judgment on May 13, 2025.|An earlier trial and a scheduled verdict.
2|L|legal-news|Depardieu found guilty of sexually assaulting two women on film set|The Paris criminal court convicted Gérard Depardieu on 13 May 2025 of sexually assaulting a set dresser and an assistant during the 2021 shoot of Les Volets verts. He received an 18-month suspended sentence and was made ineligible for office for two years; his lawyer said he would appeal.|Reports the 13 May 2025 verdict as done.
10|K|blog-post|The Depardieu case and "MeToo" in French courts|Whatever the court rules in May, the trial has already changed the conversation, chiefly through the defence's aggressive questioning of the complainants, which lawyers' groups have criticised. A separate investigation, into rape allegations by the actress Charlotte Arnould, is still open.|A forecast and earlier facts, with no post-cutoff event.
1|L|newsletter-digest|French legal week|Depardieu: guilty (13 May 2025), 18 months suspended; damages to both plaintiffs; he must be entered on the sex offenders' register. Le Pen: the Paris appeal court still aims to rule by summer 2026.|A digest reports the 13 May 2025 verdict.
16|K|court-calendar|Tribunal judiciaire de Paris, 10th chamber: judgments to be delivered|13 May 2025, 13:30: judgment in the proceedings against Gérard Depardieu (sexual assault). Public hearing.|A calendar listing a future judgment.
""",
    ),
    Q(
        "s3-thailand-move-forward-2024",
        "Will Thailand's Constitutional Court order the dissolution of the Move Forward Party by August 31, 2024?",
        "Resolves YES if, by August 31, 2024, Thailand's Constitutional Court rules in the Election Commission's petition that the Move Forward Party be dissolved. Resolves NO otherwise.",
        "2024-07-26",
        "2024-08-31",
        1,
        "court_rulings",
        """
21|K|legal-news|Thai court sets August 7 ruling date in Move Forward case|The Constitutional Court said it would deliver its verdict on August 7, 2024 in the Election Commission's petition to dissolve Move Forward, which won the most seats in last year's election. The case rests on the court's January ruling that the party's campaign to amend the royal insult law amounted to an attempt to undermine the monarchy.|An announced future ruling date and an earlier ruling.
3|L|legal-news|Thailand's Constitutional Court dissolves Move Forward, bans leaders|The court ruled unanimously on August 7, 2024 to dissolve Move Forward and to bar 11 of its executives, including former leader Pita Limjaroenrat, from politics for 10 years. The party's remaining MPs joined a new vehicle, the People's Party, two days later.|Reports the August 7, 2024 ruling and a later event as done.
9|K|think-tank-commentary|If Move Forward is dissolved, what comes next?|Party officials have a replacement party ready, as they did when Future Forward was dissolved in 2020. Dissolution would not unseat its MPs, who would have 60 days to join another party. A separate case against Prime Minister Srettha Thavisin is scheduled for a ruling on August 14.|Conditional analysis and a scheduled ruling.
1|L|wiki-page|Move Forward Party|Move Forward (Thai: Phak Kao Klai) was a political party in Thailand from 2020 to 2024. ... It was dissolved by the Constitutional Court on 7 August 2024, and its members of parliament regrouped as the People's Party under Natthaphong Ruengpanyawut.|The wiki page reports the 7 August 2024 dissolution.
14|K|court-notice|Constitutional Court of Thailand: notice of hearing schedule|Case No. 4/2567 (Election Commission v. Move Forward Party): the Court has completed its examination of evidence and will read its ruling at 15:00 on 7 August 2567 (2024). The parties are summoned to attend.|A court notice of a future reading.
5|L|legal-news|Protests small but defiant after party's dissolution|A few hundred supporters gathered in Bangkok on the evening of Aug. 7, 2024, after the ruling; the People's Party said on August 9, 2024 that it had recruited more than 20,000 members in a day.|Reports events of August 7 and 9, 2024 as done.
""",
    ),
    Q(
        "s3-india-article-370-2023",
        "Will the Supreme Court of India uphold the abrogation of Article 370 by December 31, 2023?",
        "Resolves YES if, by December 31, 2023, a Constitution Bench of the Supreme Court of India delivers judgment upholding the validity of the August 2019 presidential orders that ended Jammu and Kashmir's special status under Article 370. Resolves NO otherwise.",
        "2023-11-28",
        "2023-12-31",
        1,
        "court_rulings",
        """
29|K|legal-news|Article 370 hearing ends; judgment reserved|A five-judge bench led by Chief Justice D. Y. Chandrachud reserved its verdict on September 5 after 16 days of arguments on the petitions challenging the 2019 move. The government told the bench that it was ready to hold elections in Jammu and Kashmir at any time.|An earlier hearing; the verdict is reserved.
2|L|legal-news|Supreme Court upholds scrapping of Article 370|The Constitution Bench on December 11, 2023 unanimously upheld the 2019 abrogation of Jammu and Kashmir's special status and directed the Election Commission to hold Assembly elections by September 30, 2024. Statehood, the court said, should be restored as soon as possible.|Reports the December 11, 2023 judgment as done.
12|K|explainer|What the Constitution Bench must decide on Article 370|The petitioners argue that Article 370 became permanent when the state's Constituent Assembly dissolved in 1957. The Centre says the President could act on Parliament's recommendation. A ruling may come before the Chief Justice retires in November 2024, but there is no fixed date.|Issues pending with no fixed date.
1|L|court-press-release|Cause list: judgment to be pronounced|Monday, 11 December 2023: In Re: Article 370 of the Constitution, Writ Petition (Civil) No. 1099 of 2019, judgment pronounced by the Constitution Bench. Result: petitions dismissed; validity of presidential orders upheld.|A cause list entry records the 11 December 2023 judgment.
6|K|legal-news|Centre tells Lok Sabha J&K reorganisation bills will be moved this session|The Winter Session of Parliament begins on December 4, 2023, and the government has listed two bills on reservations and Assembly seats in Jammu and Kashmir. Opposition members say the House should wait for the Supreme Court.|A scheduled session and listed bills.
4|L|legal-news|Jammu and Kashmir votes for first time in a decade|Assembly elections held in three phases between 18 September and 1 October 2024, as the Supreme Court ordered in its 2023 verdict, produced a majority for the National Conference and Congress alliance.|Reports later elections as done.
""",
    ),
    Q(
        "s3-dpc-meta-transfers-fine-2023",
        "Will the Irish Data Protection Commission fine Meta over EU-US data transfers by May 31, 2023?",
        "Resolves YES if, by May 31, 2023, the Irish Data Protection Commission announces a final decision imposing an administrative fine on Meta Platforms Ireland over transfers of Facebook users' personal data to the United States. Resolves NO otherwise.",
        "2023-04-25",
        "2023-05-31",
        1,
        "regulatory",
        """
11|K|regulatory-notice|EDPB adopts binding decision on Meta data transfers|The European Data Protection Board adopted a binding dispute resolution decision on April 13, 2023 in the Facebook transfers case. Under the GDPR, the Irish supervisory authority must adopt its final decision on the basis of the Board's decision within one month of being notified.|An earlier decision and a one-month deadline.
3|L|legal-news|Meta hit with record €1.2 billion privacy fine|Ireland's Data Protection Commission fined Meta €1.2 billion on May 22, 2023 and ordered it to stop transferring European Facebook users' data to the US within five months. Meta said it would appeal and seek a stay.|Reports the May 22, 2023 fine as done.
19|K|law-firm-alert|EU-US data transfers: waiting on a new framework|The Commission's draft adequacy decision for the EU-US Data Privacy Framework is moving through comitology, with adoption possible by summer 2023. Until then, companies relying on standard contractual clauses should refresh their transfer impact assessments, particularly in light of the pending decision in the Meta case.|A future framework and a pending decision.
1|L|law-firm-alert|After the Meta fine: does the DPF save transatlantic transfers?|The DPC's decision of 22 May 2023 was followed on 10 July 2023 by the Commission's adequacy decision for the new EU-US Data Privacy Framework, which Meta relies on for its US transfers.|Reports the 22 May and 10 July 2023 events as done.
7|K|legal-news|Meta warns it may have to suspend Facebook in Europe|Meta has repeated in filings that, without a new transatlantic framework, it may be unable to offer Facebook and Instagram in Europe. A final decision from Dublin is due by mid-May.|A warning and a future deadline.
""",
    ),
    Q(
        "s3-cjeu-apple-state-aid-2024",
        "Will the Court of Justice of the EU set aside the General Court's ruling in the Apple Ireland state aid case by September 30, 2024?",
        "Resolves YES if, by September 30, 2024, the Court of Justice of the European Union delivers judgment in Commission v Ireland and Others (C-465/20 P) setting aside the General Court's July 2020 annulment of the Commission's 2016 decision ordering Ireland to recover about €13 billion from Apple. Resolves NO otherwise.",
        "2024-08-26",
        "2024-09-30",
        1,
        "court_rulings",
        """
25|K|legal-news|Ireland prepares for Apple ruling as funds sit in escrow|More than €14 billion in recovered tax and interest remains in an escrow fund pending the final ruling, which EU judges are expected to deliver after the summer recess. Advocate General Giovanni Pitruzzella advised the court in November 2023 to set aside the General Court judgment.|An earlier opinion and an expected ruling.
2|L|legal-news|Apple loses €13 billion EU tax fight|The Court of Justice ruled on 10 September 2024 that Ireland granted Apple unlawful state aid and must recover €13 billion, overturning the 2020 lower court ruling and giving final judgment itself rather than sending the case back.|Reports the 10 September 2024 judgment as done.
10|K|court-calendar|Court of Justice: judgments and opinions, September 2024|Tuesday 10 September 2024, 9:30: judgment in Case C-465/20 P Commission v Ireland and Others (Grand Chamber). Also listed: opinions of Advocates General in two customs cases.|A court calendar listing a future judgment.
1|L|legal-news|Ireland to use Apple windfall in budget|Finance Minister Jack Chambers said on October 1, 2024 that part of the €14 billion from the Apple case, which the EU court settled on 10 September 2024, would go to housing and energy infrastructure.|Reports the 10 September 2024 judgment and a later budget statement as done.
15|K|law-firm-alert|State aid and tax rulings: what a win for the Commission would mean|A judgment for the Commission would confirm that selective tax rulings can be state aid even under a member state's own rules, strengthening its hand in pending cases. A judgment against it would largely close the door on the tax rulings strategy begun under Margrethe Vestager.|Conditional analysis of a pending judgment.
5|L|wiki-page|Apple state aid case|... On 10 September 2024, the Court of Justice of the European Union upheld the European Commission's 2016 decision, and Ireland collected the escrowed funds, about €14.1 billion, later that year.|The wiki page reports the 10 September 2024 ruling and later collection.
""",
    ),
    Q(
        "s3-cjeu-intel-2024",
        "Will the Court of Justice of the EU dismiss the Commission's appeal in the Intel rebates case by October 31, 2024?",
        "Resolves YES if, by October 31, 2024, the Court of Justice delivers judgment in Commission v Intel Corporation (C-240/22 P) dismissing the Commission's appeal against the General Court's January 2022 annulment of the €1.06 billion fine imposed on Intel in 2009. Resolves NO otherwise.",
        "2024-10-07",
        "2024-10-31",
        1,
        "court_rulings",
        """
23|K|law-firm-alert|Rebates and the as-efficient competitor test: the Intel appeal|Advocate General Emiliou advised on 18 January 2024 that the Court should dismiss the Commission's appeal, finding the General Court entitled to fault the Commission's analysis of Intel's rebates. The Court of Justice usually, though not always, follows its Advocates General. Judgment is listed for 24 October 2024.|An earlier opinion and a listed judgment date.
2|L|legal-news|Intel wins final round against €1.06 billion EU antitrust fine|The EU's top court on 24 October 2024 dismissed the Commission's appeal, ending a 15-year fight and confirming the 2022 annulment of the fine. The Commission said it took note of the judgment.|Reports the 24 October 2024 judgment as done.
12|K|court-calendar|Court of Justice: forthcoming judgments|Thursday 24 October 2024: C-240/22 P Commission v Intel Corporation (Grand Chamber). Delivery at 9:30 in the main courtroom.|A court calendar listing a future judgment.
1|L|newsletter-digest|Competition law week|Abuse of dominance: on Oct. 24, 2024 the Court of Justice upheld the General Court in Intel, a decision practitioners read as confirming the effects-based approach to rebates. Intel is now pursuing its claim for more than €500 million in default interest.|A digest reports the October 24, 2024 judgment as done.
6|K|blog-post|Intel, twenty years on|The Commission has already re-adopted a smaller fine of €376 million over the "naked restrictions" that the General Court did not annul, and Intel is challenging it. Whatever happens later this month, the rebate part of the case will leave its mark on the Article 102 guidelines the Commission is drafting.|Earlier facts and a future ruling, not reported.
4|L|legal-news|Commission pushes on with abuse guidelines after Intel defeat|Days after the 24 October 2024 judgment went against it, the Commission said its draft guidelines on exclusionary abuses would go ahead, with adoption now expected in 2026.|Reports the 24 October 2024 judgment as done.
""",
    ),
    Q(
        "s3-cz-sentence-2024",
        "Will Changpeng Zhao be sentenced to more than 12 months in prison?",
        "Resolves YES if, at his sentencing in the Western District of Washington on April 30, 2024, the former Binance chief executive Changpeng Zhao receives a prison term of more than 12 months for failing to maintain an effective anti-money-laundering programme. Resolves NO otherwise.",
        "2024-04-15",
        "2024-04-30",
        0,
        "court_rulings",
        """
13|K|legal-news|Zhao sentencing moved to April 30|Judge Richard Jones has rescheduled the sentencing of Binance founder Changpeng Zhao for April 30, 2024 at 9 a.m. in Seattle. Under the plea agreement the parties agreed that federal guidelines call for 12 to 18 months, but prosecutors may argue for more.|A rescheduled future sentencing.
2|L|legal-news|Binance founder Zhao sentenced to four months|Changpeng Zhao was sentenced on April 30, 2024 to four months in prison, far below the three years prosecutors had sought in a filing the previous week. Judge Richard Jones said Zhao had accepted responsibility and had no criminal record.|Reports the April 30, 2024 sentence and a later filing as done.
6|K|law-firm-alert|Bank Secrecy Act sentencings: what Zhao's case may signal|There is little precedent for imprisoning an executive for a programme failure with no underlying fraud charge. If the court imposes a substantial term at the April 30 hearing, compliance officers across crypto and fintech will take note.|A conditional outlook for a future hearing.
1|L|legal-news|Prosecutors seek three years for Binance's Zhao|In a sentencing memorandum filed April 23, 2024, prosecutors asked for 36 months, twice the top of the guidelines range, saying Zhao had knowingly let criminals use the exchange.|Reports an April 23, 2024 filing as done.
20|K|court-calendar|United States v. Changpeng Zhao, No. 2:23-cr-00179-RAJ|Sentencing: 4/30/2024 09:00 AM, Courtroom 14106. Defendant's sentencing memorandum due 4/19/2024. Government's memorandum due 4/23/2024.|A docket calendar of future filings and a hearing.
4|L|wiki-page|Changpeng Zhao|... He was sentenced to four months in prison on 30 April 2024 and served his sentence at a low-security facility in California, being released on 27 September 2024. He was pardoned in October 2025.|The wiki page reports the sentence, release and pardon as done.
""",
    ),
    Q(
        "s3-menendez-sentence-2025",
        "Will former Senator Bob Menendez be sentenced to at least 10 years in prison at his January 29, 2025 sentencing?",
        "Resolves YES if, at his sentencing in the Southern District of New York on January 29, 2025, Robert Menendez receives a total prison term of 10 years or more. Resolves NO if the term is shorter or sentencing does not take place that day.",
        "2025-01-10",
        "2025-01-29",
        1,
        "court_rulings",
        """
21|K|legal-news|Menendez sentencing pushed to January|Judge Sidney Stein moved Bob Menendez's sentencing to January 29, 2025, from its original October date, after the defence asked for more time to prepare post-trial motions. Menendez, who resigned from the Senate in August, faces decades under the guidelines.|A rescheduled future sentencing.
3|L|legal-news|Menendez gets 11 years for bribery|Judge Sidney Stein sentenced former Sen. Bob Menendez to 11 years in prison on Wednesday, January 29, 2025, one of the longest prison terms ever given to a member of Congress. Businessmen Wael Hana and Fred Daibes received eight and seven years.|Reports the January 29, 2025 sentences as done.
8|K|law-firm-alert|Public corruption sentencing after Snyder and McDonnell|Prosecutors are expected to seek well over a decade for Menendez, whose conviction on all 16 counts included acting as a foreign agent for Egypt. Whether Judge Stein departs sharply from the guidelines on January 29 will say much about how courts weigh a long record of public service.|Expectations of a future sentencing.
1|L|legal-news|Menendez reports to federal prison|Bob Menendez began serving his 11-year sentence on June 17, 2025, after a judge refused his request to delay surrender pending appeal.|Reports a later surrender and the sentence as done.
14|K|court-calendar|United States v. Menendez et al., 23-cr-490 (SHS)|Sentencing as to Robert Menendez, Wael Hana and Fred Daibes: January 29, 2025, 10:00 a.m., Courtroom 23A. Government sentencing submissions due two weeks before.|A court calendar with future dates.
6|L|legal-news|Nadine Menendez convicted in separate trial|A jury found the former senator's wife guilty on April 21, 2025 of all charges in the bribery scheme, months after her husband's sentencing on January 29, 2025.|Reports a later April 21, 2025 verdict and the January 29 sentencing as done.
""",
    ),
    Q(
        "s3-santos-sentence-2025",
        "Will George Santos be sentenced to at least seven years in prison by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, former Representative George Santos is sentenced in the Eastern District of New York to a prison term of seven years (84 months) or more on his guilty plea to wire fraud and aggravated identity theft. Resolves NO otherwise.",
        "2025-04-14",
        "2025-04-30",
        1,
        "court_rulings",
        """
9|K|court-calendar|United States v. Santos, 2:23-cr-00197 (E.D.N.Y.)|Sentencing: April 25, 2025 at 11:00 a.m. before Judge Joanna Seybert, Central Islip. Government's sentencing letter due April 18, 2025.|A court calendar with future dates.
3|L|legal-news|George Santos sentenced to 87 months|Judge Joanna Seybert sentenced former Rep. George Santos to seven years and three months in prison on April 25, 2025, the term prosecutors had requested. Santos, who told the court he was "deeply sorry", was ordered to pay nearly $374,000 in restitution.|Reports the April 25, 2025 sentence as done.
16|K|legal-news|Santos asks judge for two years, citing remorse|Santos's lawyers have asked for the mandatory minimum of two years, arguing his public humiliation is punishment enough. Prosecutors have not yet filed their recommendation, which is due a week before the April 25 hearing.|A request before the cutoff and a future hearing.
1|L|legal-news|Trump commutes Santos sentence|President Trump on October 17, 2025 commuted the 87-month sentence that Santos began serving in July, ordering his immediate release.|Reports a later October 17, 2025 commutation as done.
5|K|explainer|How long could George Santos go to prison?|The aggravated identity theft count carries a mandatory two years, to be served consecutively. With the wire fraud count, the guidelines range the parties agreed on is roughly 70 to 87 months. The judge is not bound by it.|Sentencing ranges with no post-cutoff date.
2|L|wiki-page|George Santos|... Santos was sentenced on April 25, 2025 to 87 months in federal prison and reported to FCI Fairton on July 25, 2025.|The wiki page reports the April and July 2025 events.
""",
    ),
    Q(
        "s3-birthright-order-blocked-2025",
        "Will a federal court block President Trump's executive order on birthright citizenship before it is due to take effect on February 19, 2025?",
        "Resolves YES if, by February 19, 2025, any federal court issues a temporary restraining order or preliminary injunction barring enforcement of the January 20, 2025 executive order 'Protecting the Meaning and Value of American Citizenship'. Resolves NO otherwise.",
        "2025-01-23",
        "2025-02-19",
        1,
        "court_rulings",
        """
2|K|legal-news|States sue over Trump birthright citizenship order|Twenty-two states and two cities filed suits on Tuesday, Jan. 21, arguing that the order signed on Inauguration Day violates the Fourteenth Amendment. The order directs agencies not to issue citizenship documents to children born after February 19, 2025 to mothers unlawfully or temporarily present, unless the father is a citizen or green-card holder.|Earlier lawsuits and the order's future effective date.
1|K|court-calendar|State of Washington v. Trump, No. 2:25-cv-00127-JCC (W.D. Wash.)|Motion for temporary restraining order: hearing set for Thursday, January 23, 2025, 10:30 a.m., before the Hon. John C. Coughenour, Courtroom 16206, Seattle.|A court calendar with a future hearing.
1|L|legal-news|Judge calls birthright order "blatantly unconstitutional" and blocks it|Senior U.S. District Judge John Coughenour issued a 14-day temporary restraining order on January 23, 2025 barring enforcement of the executive order nationwide. He said that in more than four decades on the bench he could not recall a case in which the question was so plain.|Reports the January 23, 2025 order as done.
10|K|law-firm-alert|Birthright citizenship: what employers should expect from an executive order|The President-elect has said he will act on his first day in office. Any order would face immediate challenge under the Citizenship Clause and 8 U.S.C. 1401, and its practical effect on I-9 verification would be limited at first, since existing documents remain valid.|Expectations of a future order.
1|L|newsletter-digest|Immigration litigation tracker|Birthright citizenship: TRO (W.D. Wash.) 1/23/2025; preliminary injunctions in Maryland (Feb. 5, 2025), Washington (Feb. 6, 2025), New Hampshire (Feb. 10, 2025) and Massachusetts (Feb. 13, 2025). The order has not taken effect anywhere.|A tracker lists orders from January 23 to February 13, 2025.
5|K|explainer|Can a president end birthright citizenship by executive order?|Most constitutional scholars say no, pointing to United States v. Wong Kim Ark (1898). Supporters of the order argue that the phrase "subject to the jurisdiction thereof" excludes children of people not lawfully present. The question is likely to reach the Supreme Court.|Background with no post-cutoff date.
""",
    ),
    Q(
        "s3-fda-ldt-vacated-2025",
        "Will a federal court vacate the FDA's final rule on laboratory-developed tests by April 30, 2025?",
        "Resolves YES if, by April 30, 2025, a federal court issues a judgment vacating or setting aside, in whole or in substantial part, the FDA's May 2024 final rule treating laboratory-developed tests as medical devices. Resolves NO otherwise.",
        "2025-03-20",
        "2025-04-30",
        1,
        "regulatory",
        """
26|K|law-firm-alert|LDT rule: Stage 1 compliance is May 6, 2025|Laboratories offering LDTs must comply with medical device reporting, correction and removal reporting, and complaint-file requirements starting May 6, 2025. Stage 2 (registration, listing and labeling) follows on May 6, 2026. Litigation by ACLA and AMP in the Eastern District of Texas remains pending after summary judgment briefing.|A compliance calendar and pending litigation.
2|L|legal-news|Texas judge strikes down FDA rule on lab-developed tests|Judge Sean Jordan on March 31, 2025 vacated the FDA's rule in its entirety, holding that laboratory-developed tests are professional services, not devices the agency can regulate under the Food, Drug, and Cosmetic Act.|Reports the March 31, 2025 vacatur as done.
9|K|trade-press|Labs prepare for May deadline despite hopes for a court win|Laboratory directors said they are setting up adverse-event reporting systems for the first phase, due in May, while watching for a ruling in Texas and for signals from the new administration on whether it will defend the rule.|Preparations for a future deadline and a pending ruling.
1|L|law-firm-alert|LDT rule vacated: next steps for laboratories|With the court's March 31, 2025 judgment, the Stage 1 requirements will not take effect on May 6. The government has 60 days to appeal; if it does not, the decision becomes final at the end of May 2025.|Reports the March 31, 2025 judgment as done.
17|K|court-calendar|American Clinical Laboratory Association v. FDA, No. 4:24-cv-479 (E.D. Tex.)|Consolidated with No. 4:24-cv-824. Cross-motions for summary judgment fully briefed. Oral argument on the motions: held. Ruling: pending.|A docket summary with a pending ruling.
4|L|regulatory-tracker|FDA laboratory-developed tests rule|Final rule published May 6, 2024. Vacated by E.D. Tex. on 2025-03-31; no appeal filed by the May 30, 2025 deadline. FDA issued a rule restoring the prior regulatory text in September 2025.|A tracker records the vacatur and later steps as done.
""",
    ),
    Q(
        "s3-sec-coinbase-dismissed-2025",
        "Will the SEC's enforcement action against Coinbase be dismissed by March 31, 2025?",
        "Resolves YES if, by March 31, 2025, SEC v. Coinbase, Inc. (S.D.N.Y., No. 1:23-cv-04738) is dismissed by stipulation, by SEC motion or by court order. Resolves NO otherwise.",
        "2025-02-20",
        "2025-03-31",
        1,
        "regulatory",
        """
24|K|legal-news|SEC launches crypto task force under Commissioner Peirce|Acting Chairman Mark Uyeda said on January 21 that Commissioner Hester Peirce will lead a task force to develop a framework for crypto assets. The agency gave no indication what would happen to pending enforcement cases, including its suit against Coinbase.|An earlier event and an open question.
1|L|legal-news|SEC agrees to drop Coinbase lawsuit|Coinbase said on February 21, 2025 that SEC staff had agreed to dismiss the agency's case, subject to a vote of the commissioners. The Commission approved, and the parties filed a joint stipulation of dismissal with prejudice on February 27, 2025.|Reports the February 21 and 27, 2025 events as done.
15|K|court-calendar|SEC v. Coinbase, No. 23-1858 (2d Cir.)|Interlocutory appeal under 28 U.S.C. 1292(b). Petition for permission to appeal pending. Briefing schedule to be set if granted; appellant's brief would be due 91 days after the grant.|A docket summary with a pending petition.
3|L|newsletter-digest|Crypto enforcement tracker|Coinbase: dismissed with prejudice (stipulation filed 27 Feb 2025). Consensys: dismissal agreed. Kraken: dismissed in March 2025. Ripple: appeals withdrawn later in the year.|A tracker lists later dismissals as done.
8|K|law-firm-alert|Crypto enforcement under the new SEC: what changes, and when|Paul Atkins's confirmation hearing has not yet been scheduled, but a shift away from regulation by enforcement is widely expected. If the Commission moves to drop cases, it may first seek stays in pending litigation while the task force works.|Expectations and conditionals.
6|K|legal-news|Second Circuit asked to take up Coinbase securities question|Coinbase and the SEC have filed their papers on whether the appeals court should hear an early appeal of Judge Katherine Polk Failla's March 2024 ruling that the case could proceed. A decision on the petition is expected in the spring.|Earlier filings and an expected decision.
""",
    ),
    Q(
        "s3-alabama-ivf-law-2024",
        "Will Alabama enact a law protecting IVF providers from liability by March 15, 2024?",
        "Resolves YES if, by March 15, 2024, the Governor of Alabama signs legislation granting civil or criminal immunity to providers of in vitro fertilization services in response to the Alabama Supreme Court's February 2024 ruling in LePage v. Center for Reproductive Medicine. Resolves NO otherwise.",
        "2024-03-01",
        "2024-03-15",
        1,
        "legislation",
        """
8|K|legal-news|Alabama clinics pause IVF after court rules embryos are children|The University of Alabama at Birmingham's health system paused IVF treatments on Feb. 21, days after the state Supreme Court held that frozen embryos are children under the Wrongful Death of a Minor Act. Lawmakers from both parties said they would look for a legislative fix.|Earlier events and a plan.
1|K|legislative-tracker|SB 159 and HB 237: IVF immunity|SB 159: passed Senate 2/29/2024 (32-0). HB 237: passed House 2/29/2024 (94-6). Next: each bill goes to the other chamber. The legislature's next meeting day is Tuesday, March 5, 2024.|A tracker with earlier votes and a future meeting day.
1|L|legal-news|Ivey signs IVF protection law; clinics to resume|Gov. Kay Ivey signed legislation on the night of March 6, 2024 shielding IVF providers from lawsuits and prosecution over damage to or death of embryos, hours after both chambers gave final approval. Two clinics said they would restart treatment within days.|Reports the March 6, 2024 passage and signing as done.
5|K|op-ed|A fix for IVF that leaves the question open|Immunity for clinics would get patients treated again, but it would not answer the question the court raised: whether an embryo is a person under state law. Lawmakers who want a vote this week should be honest about that.|Opinion with no post-cutoff date.
1|L|wiki-page|LePage v. Center for Reproductive Medicine|... On February 16, 2024, the Supreme Court of Alabama ruled that frozen embryos are children for purposes of the state's wrongful death statute. In response, the Alabama Legislature passed SB 159, which Governor Kay Ivey signed on March 6, 2024.|The wiki page reports the March 6, 2024 signing.
3|L|legal-news|Update: IVF bill cleared by both chambers|UPDATE, March 6, 2024: The House voted 81-12 and the Senate 29-1 to send the immunity measure to the governor. The original version of this story, reporting Tuesday's committee votes, appears below.|An update reports the March 6, 2024 votes as done.
""",
    ),
]
