# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold26` part, read by `build_hold26.py`.

Written blind as a held-out part in the voice of government, court and legislature sources in
several English-speaking countries and international bodies: court dockets, judgment listings and
ruling coverage, bill trackers and Hansard-style notes, official press releases and ministerial
statements, election-office results pages, summit and treaty communiques, and wire-style political
news. Each question's documents are one line each in a string, fields separated by `|`: days
before the cutoff it is published, label (L=leak / K=keep), style, title, text, why. The events
are real ones of 2023-2025; the wording is invented and the figures are from memory.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS = [
    Q(
        "m3-uksc-rwanda-2023",
        "Will the UK Supreme Court rule that the government's Rwanda asylum policy is unlawful by November 30, 2023?",
        "Resolves YES if the Supreme Court, in R (AAA and others) v Secretary of State for the Home Department, dismisses the Home Secretary's appeal or otherwise holds the Rwanda removal policy unlawful in a judgment handed down on or before November 30, 2023. Resolves NO otherwise.",
        "2023-11-06",
        "2023-11-30",
        1,
        "court_rulings",
        """
12|K|court-listing|Supreme Court: forthcoming judgments|No hand-down date has yet been given for R (on the application of AAA and others) v Secretary of State for the Home Department, which the Court heard on 9, 10 and 11 October 2023. Parties are usually notified a few working days in advance, after which the date appears on this page.|Only the earlier hearing dates; no judgment is reported.
5|L|wire-politics|Supreme Court rules Rwanda deportation plan unlawful|Five justices unanimously upheld the Court of Appeal on Wednesday 15 November 2023, finding substantial grounds to believe that people sent to Rwanda faced a real risk of being returned to countries where they could be persecuted. Rishi Sunak said the government would finalise a new treaty with Kigali.|Reports the 15 November 2023 judgment as handed down.
9|K|parliament-questions|Commons business: Home Office questions|Home Office ministers are next due to answer oral questions on Monday 20 November 2023. The department has told MPs that it stands ready to start flights within weeks of a favourable judgment and will update the House as soon as the Court has ruled.|A future sitting and a conditional plan; nothing after the cutoff is reported as done.
2|L|press-release|Home Office statement following the Supreme Court judgment|We have seen the judgment handed down today, 15 November 2023, and we are disappointed with the outcome. The Prime Minister has been clear that we will do whatever it takes to stop the boats, and we will set out next steps in Parliament.|A statement dated 15 November 2023 reports the judgment as given.
14|K|legal-explainer|Rwanda appeal: what the justices have to decide|The Court must decide whether the Court of Appeal was right to find that Rwanda's asylum system could not yet be trusted. Whichever side loses has no further domestic appeal. Judgment is widely expected before the Christmas recess, which is due to begin on 19 December 2023.|An expectation about a future judgment and a scheduled recess.
3|L|wire-politics|Cleverly signs new Rwanda treaty in Kigali|Home Secretary James Cleverly signed a legally binding treaty with Rwanda on 5 December 2023, three weeks after the Supreme Court struck down the original scheme, and said emergency legislation would follow within days.|Reports a treaty signed on 5 December 2023, after the cutoff, and the judgment before it.
""",
    ),
    Q(
        "m3-scotus-303-creative-2023",
        "Will the US Supreme Court rule for Lorie Smith in 303 Creative LLC v. Elenis by June 30, 2023?",
        "Resolves YES if the Supreme Court issues its opinion in 303 Creative LLC v. Elenis (No. 21-476) on or before June 30, 2023 and reverses the Tenth Circuit, holding that Colorado may not compel the website designer to create messages she disagrees with. Resolves NO otherwise.",
        "2023-06-12",
        "2023-06-30",
        1,
        "court_rulings",
        """
6|K|court-calendar|Supreme Court adds opinion days|The Court said it will issue opinions on Thursday, June 15, and Friday, June 16, 2023, and will announce further days later. Roughly two dozen argued cases remain undecided, among them 303 Creative LLC v. Elenis, argued on December 5, 2022.|Announced future opinion days; no ruling reported.
3|L|ruling-coverage|Justices side with Colorado web designer, 6-3|The Supreme Court ruled on June 30, 2023 that the First Amendment bars Colorado from forcing Lorie Smith to design wedding websites that celebrate same-sex marriages. Justice Neil Gorsuch wrote for the majority, and Justice Sonia Sotomayor read a dissent from the bench.|Reports the June 30, 2023 decision as issued.
11|K|state-press-release|Attorney General Weiser on the pending 303 Creative case|Colorado's Anti-Discrimination Act protects every Coloradan who walks into a business open to the public. We will review the Court's decision carefully once it is issued, which we expect by the end of the term in late June or the first days of July 2023.|A stated expectation about a future decision.
1|L|docket-entry|No. 21-476: 303 Creative LLC, et al., Petitioners v. Aubrey Elenis, et al.|Dec 05 2022 Argued. For petitioners: Kristen K. Waggoner, Scottsdale, Ariz. For respondents: Eric R. Olson, Solicitor General, Denver, Colo. Jun 30 2023 Judgment REVERSED and case REMANDED. Gorsuch, J., delivered the opinion of the Court. Sotomayor, J., filed a dissenting opinion, in which Kagan and Jackson, JJ., joined.|The docket records the June 30, 2023 judgment.
8|K|wire-politics|Final weeks of term bring affirmative action, student loans and free speech|With the justices aiming to finish by the end of June, the biggest cases of the term are still pending: race in college admissions, the student debt plan and a Colorado designer's free-speech claim. In recent years the Court has sometimes run into the first days of July.|A preview of pending decisions.
4|L|agency-guidance|Civil Rights Division guidance after the 303 Creative decision|Following the U.S. Supreme Court's decision of June 30, 2023, the Division reminds businesses open to the public that the Act still prohibits refusing service because of a customer's sexual orientation. The decision concerns the creation of expressive content only.|Refers to the June 30, 2023 decision as issued.
""",
    ),
    Q(
        "m3-scotus-milligan-2023",
        "Will the Supreme Court affirm the ruling that Alabama's 2021 congressional map likely violates Section 2 of the Voting Rights Act, in Allen v. Milligan, by June 30, 2023?",
        "Resolves YES if the Court's decision in Allen v. Milligan (No. 21-1086), issued on or before June 30, 2023, affirms the district court's preliminary injunction. Resolves NO if it reverses or vacates it, or if no decision is issued by that date.",
        "2023-05-26",
        "2023-06-30",
        1,
        "court_rulings",
        """
10|K|election-office|Secretary of State: 2024 candidate qualifying|Qualifying for the March 5, 2024 primary elections will open in November 2023. The office will issue guidance on congressional district lines once the U.S. Supreme Court decides Allen v. Milligan, which was argued on October 4, 2022.|A future primary and guidance that waits on a pending decision.
4|L|ruling-coverage|Supreme Court upholds Voting Rights Act ruling against Alabama map|In a 5-4 decision on June 8, 2023, Chief Justice John Roberts, joined by Justice Brett Kavanaugh and the three liberal justices, affirmed a lower-court order requiring Alabama to draw a second district in which Black voters have a chance to elect a candidate of their choice.|Reports the June 8, 2023 decision.
15|K|legal-explainer|Alabama map case among the oldest still undecided|The justices heard Allen v. Milligan in the first week of the term and have yet to rule. A reversal would make it harder to bring Section 2 claims against district maps nationwide; an affirmance would require a new Alabama map before the 2024 elections.|Conditionals about a pending ruling, with only earlier dates.
2|L|legislature-notice|Legislature called into special session on redistricting|Governor Kay Ivey has called lawmakers into special session beginning July 17, 2023 to adopt a new congressional plan, after the U.S. Supreme Court affirmed the three-judge court's order on June 8, 2023.|Reports the June 8, 2023 affirmance as done.
7|K|wire-politics|Louisiana map appeal stays on hold pending Alabama ruling|The Fifth Circuit's pause in Louisiana's congressional map appeal remains in place until the Supreme Court rules in the Alabama case. The state's regular legislative session is scheduled to end on June 8, 2023.|A pending ruling and a scheduled session end.
1|L|court-order-summary|Remedial congressional plan adopted|On October 5, 2023 the three-judge district court adopted a remedial map drawn by its special master, creating a second district in which Black voters can elect their preferred candidate, after the Legislature's July plan kept only one.|Reports an October 5, 2023 order, after the cutoff.
""",
    ),
    Q(
        "m3-scotus-rahimi-2024",
        "Will the Supreme Court uphold 18 U.S.C. 922(g)(8) in United States v. Rahimi by July 5, 2024?",
        "Resolves YES if the Court's decision in United States v. Rahimi (No. 22-915), issued on or before July 5, 2024, reverses the Fifth Circuit and holds that the federal ban on gun possession by people under domestic-violence restraining orders is constitutional on its face. Resolves NO otherwise.",
        "2024-06-10",
        "2024-07-05",
        1,
        "court_rulings",
        """
5|K|wire-politics|Gun case tops list of undecided Supreme Court cases|The justices have released opinions in fewer than half of the term's argued cases. Still outstanding is United States v. Rahimi, argued on November 7, 2023. The Court next takes the bench for opinions on Thursday, June 13.|A pending case and a future opinion day.
2|L|ruling-coverage|Supreme Court upholds gun ban for people under domestic-violence orders, 8-1|Chief Justice John Roberts wrote for the Court on Friday, June 21, 2024 that an individual found by a court to pose a credible threat to another's physical safety may be temporarily disarmed. Justice Clarence Thomas was the lone dissenter.|Reports the June 21, 2024 decision.
12|K|doj-press-release|Justice Department statement on argument in United States v. Rahimi|The Solicitor General urged the Court on November 7, 2023 to reverse the Fifth Circuit and restore a law that has protected victims of domestic violence for three decades. A decision is expected by the summer of 2024.|Earlier argument and an expected decision.
1|L|docket-entry|No. 22-915: United States, Petitioner v. Zackey Rahimi|Nov 07 2023 Argued. For petitioner: Elizabeth B. Prelogar, Solicitor General. For respondent: J. Matthew Wright, Amarillo, Tex. Jun 21 2024 Judgment REVERSED and case REMANDED. Roberts, C. J., delivered the opinion of the Court. Thomas, J., filed a dissenting opinion.|The docket records the June 21, 2024 judgment.
8|K|legal-explainer|What a Rahimi ruling could mean for other gun cases|Dozens of petitions raising Second Amendment challenges are being held for Rahimi. If the Court reverses, it is likely to send many of them back to lower courts for another look; the last scheduled conference of the term is on June 20, 2024.|Conditionals and a scheduled conference.
4|L|order-list-summary|Court sends held gun cases back after Rahimi|In its order list of July 2, 2024 the Court granted, vacated and remanded several Second Amendment cases, including the Third Circuit's ruling for Bryan Range, for further consideration in light of Rahimi.|Reports the July 2, 2024 orders and the Rahimi decision as issued.
""",
    ),
    Q(
        "m3-scotus-jarkesy-2024",
        "Will the Supreme Court hold in SEC v. Jarkesy that the Seventh Amendment entitles a defendant to a jury trial when the SEC seeks civil penalties for securities fraud?",
        "Resolves YES if the Court's opinion in Securities and Exchange Commission v. Jarkesy (No. 22-859), issued on or before July 3, 2024, so holds. Resolves NO otherwise.",
        "2024-06-14",
        "2024-07-03",
        1,
        "court_rulings",
        """
7|K|wire-politics|Agencies brace for end-of-term rulings|The Court has yet to decide Jarkesy, argued on November 29, 2023, or the Chevron case Loper Bright, argued on January 17, 2024. Both are expected by the end of June or the first days of July.|Pending decisions and expectations.
3|L|ruling-coverage|Justices curb SEC's in-house enforcement|In a 6-3 ruling on June 27, 2024, the Supreme Court said defendants facing civil penalties for securities fraud are entitled to a jury trial in federal court. Chief Justice John Roberts wrote for the majority; Justice Sonia Sotomayor dissented, joined by Justices Kagan and Jackson.|Reports the June 27, 2024 ruling.
16|K|docket-entry|No. 22-859: Securities and Exchange Commission v. George R. Jarkesy, Jr., et al.|Jun 30 2023 Petition GRANTED limited to Questions 1 and 2. Nov 29 2023 Argued. For petitioner: Brian H. Fletcher, Principal Deputy Solicitor General. For respondents: S. Michael McColloch, Dallas, Tex.|Docket entries dated before the cutoff.
1|L|agency-statement|Statement on the Supreme Court's decision in SEC v. Jarkesy|The Commission is reviewing the Court's June 27, 2024 decision and its effect on pending administrative proceedings. Enforcement staff will continue to bring fraud cases in federal district court, as they already do in most matters.|Refers to the June 27, 2024 decision as issued.
9|K|wire-politics|If Jarkesy wins, SEC fraud cases move to court|A ruling for the hedge fund manager would require the SEC to seek fraud penalties before juries rather than its own administrative law judges, and could reach other agencies that impose fines in-house. The decision is due by the close of the term, likely around July 1, 2024.|A conditional and an expected decision date.
5|L|results-list|End of term: the week's major rulings|June 27, 2024: SEC v. Jarkesy (6-3, jury trial required for fraud penalties); Ohio v. EPA (5-4, good-neighbor rule stayed). June 28, 2024: Loper Bright (Chevron overruled); Grants Pass (camping bans upheld). July 1, 2024: Trump v. United States.|A list of rulings issued on June 27-28 and July 1, 2024.
""",
    ),
    Q(
        "m3-scotus-murthy-2024",
        "Will the Supreme Court affirm the injunction limiting federal officials' contacts with social media platforms in Murthy v. Missouri?",
        "Resolves YES if the Court's decision in Murthy v. Missouri (No. 23-411), issued on or before July 5, 2024, affirms in whole or in part the Fifth Circuit's preliminary injunction. Resolves NO if it reverses or vacates the injunction, including for lack of standing, or if no decision is issued by that date.",
        "2024-06-17",
        "2024-07-05",
        0,
        "court_rulings",
        """
9|K|wire-politics|Social media case among big decisions left|Justices across the ideological spectrum sounded skeptical of the states' arguments when the case was heard on March 18, 2024. The injunction has been on hold since the Court's order of October 20, 2023.|Earlier argument and stay; no ruling reported.
4|L|ruling-coverage|Supreme Court rejects challenge to government contacts with platforms|The justices ruled 6-3 on June 26, 2024 that Missouri, Louisiana and five social media users lacked standing to seek an injunction. Justice Amy Coney Barrett wrote for the majority; Justice Samuel Alito dissented, joined by Justices Thomas and Gorsuch.|Reports the June 26, 2024 decision.
2|K|state-press-release|Attorney General Bailey: awaiting the Court's ruling in Murthy v. Missouri|Missouri brought this case to stop the federal government from pressuring platforms to censor Americans. We expect a decision before the justices leave for the summer at the end of June 2024 and are confident the injunction will stand.|An expectation and a hope about a future decision.
6|L|press-briefing|Press briefing by the Press Secretary (excerpt)|Q: Any reaction to the Court's social media ruling on June 26, 2024? MS. JEAN-PIERRE: We welcome the decision. It helps ensure the administration can keep working with tech companies to protect the American people on public health and election security.|A briefing excerpt reacting to the June 26, 2024 ruling.
12|K|court-calendar|Opinion days announced|The Court will announce opinions on Thursday, June 20, and Friday, June 21, 2024. It does not say in advance which cases will be decided.|Future opinion days only.
1|L|syllabus|Murthy, Surgeon General, et al. v. Missouri et al. (syllabus)|Held: Neither the individual nor the state plaintiffs have established Article III standing to seek an injunction against any defendant. Pp. 8-29. 83 F. 4th 350, reversed and remanded. Argued March 18, 2024. Decided June 26, 2024.|The syllabus gives the holding and the June 26, 2024 decision date.
""",
    ),
    Q(
        "m3-hca-nzyq-2023",
        "Will the High Court of Australia hold in NZYQ v Minister for Immigration that the plaintiff's indefinite immigration detention is unlawful by November 30, 2023?",
        "Resolves YES if the High Court, in orders or reasons published on or before November 30, 2023, holds that the plaintiff's continued detention under the Migration Act 1958 is unlawful. Resolves NO otherwise.",
        "2023-11-06",
        "2023-11-30",
        1,
        "court_rulings",
        """
10|K|court-listing|High Court of Australia: business list, November 2023 sittings|NZYQ v Minister for Immigration, Citizenship and Multicultural Affairs and Anor (S28/2023), a special case, is listed for hearing before the Full Court in Canberra on 7 and 8 November 2023.|A scheduled hearing.
3|L|wire-politics|High Court overturns Al-Kateb, orders stateless man released|The High Court on Wednesday 8 November 2023 ordered the release of a stateless Rohingya man held in immigration detention, unanimously overturning the 2004 precedent that allowed indefinite detention. Reasons will be published at a later date.|Reports the 8 November 2023 orders.
6|K|ministerial-statement|Statement on the NZYQ proceedings|The Commonwealth will defend the lawfulness of the plaintiff's detention when the Full Court sits on 7 November. It would not be appropriate to comment further while the matter is before the Court.|A future hearing and a stated intention.
1|L|hansard-summary|Migration Amendment (Bridging Visa Conditions) Bill 2023 passes both Houses|The Bill passed the Senate and then the House of Representatives on 16 November 2023, imposing curfews and electronic monitoring on people released from detention after the High Court's orders.|Reports passage on 16 November 2023, after the cutoff.
14|K|parliamentary-library|Flagpost: indefinite detention returns to the High Court|Al-Kateb v Godwin (2004) held that the Migration Act authorised detention even where removal was not reasonably practicable. Around 90 people in detention are thought to have no real prospect of removal. If the Court reserves its decision, judgment may not come until 2024.|Earlier facts and a conditional forecast.
2|L|department-update|Update on the NZYQ-affected cohort|As at 28 November 2023, the day the High Court published its reasons, 141 people had been released from immigration detention as a result of the Court's orders of 8 November.|Reports events of 8 and 28 November 2023.
""",
    ),
    Q(
        "m3-scc-iaa-reference-2023",
        "Will the Supreme Court of Canada find the federal Impact Assessment Act constitutional in its entirety in the Reference re Impact Assessment Act?",
        "Resolves YES if the Supreme Court of Canada's opinion in the reference, delivered on or before October 31, 2023, upholds the Act in its entirety. Resolves NO if it finds any part of the Act unconstitutional, or if no opinion is delivered by that date.",
        "2023-10-03",
        "2023-10-31",
        0,
        "court_rulings",
        """
8|K|court-notice|Supreme Court of Canada: cases under reserve|Reference re Impact Assessment Act (40378), heard March 21 and 22, 2023, remains under reserve. Judgment release dates are announced on the Court's website, usually the week before.|Only an earlier hearing; the opinion is pending.
2|L|wire-politics|Top court says federal impact law largely unconstitutional|In a 5-2 opinion on Oct. 13, 2023, Chief Justice Richard Wagner wrote that the designated-projects scheme strays into provincial jurisdiction. Alberta Premier Danielle Smith called the decision a huge win for the province.|Reports the October 13, 2023 opinion.
12|K|provincial-press-release|Alberta awaits Supreme Court opinion on the 'no more pipelines' law|Alberta's Court of Appeal found the Act unconstitutional in May 2022. The province expects the Supreme Court to give its opinion this fall and will respond once it has reviewed the reasons.|Earlier ruling and an expected opinion.
5|K|parliament-calendar|House of Commons sitting calendar, autumn 2023|The House returns from its Thanksgiving constituency week on Monday, October 16, 2023 and is scheduled to sit until December 15, 2023.|Future sitting dates only.
1|L|government-release|Minister Guilbeault on the Supreme Court's reference opinion|Following the Supreme Court's opinion of October 13, 2023, the Government of Canada will make amendments to the Impact Assessment Act as quickly as possible, while the Act continues to apply to projects already under review.|Refers to the October 13, 2023 opinion as given.
3|L|bill-tracker|Budget Implementation Act, 2024, No. 1: impact assessment amendments|Amendments responding to the Court's October 2023 opinion, narrowing the federal role to effects within federal jurisdiction, were included in the spring budget bill, which received royal assent on June 20, 2024.|Reports royal assent on June 20, 2024 and the opinion before it.
""",
    ),
    Q(
        "m3-fca-lehrmann-2024",
        "Will Bruce Lehrmann win his defamation case against Network Ten in the Federal Court of Australia?",
        "Resolves YES if Justice Michael Lee's judgment in Lehrmann v Network Ten Pty Limited, delivered on or before April 30, 2024, finds for Lehrmann against Network Ten. Resolves NO if the claim against Network Ten is dismissed, or if no judgment is delivered by that date.",
        "2024-04-08",
        "2024-04-30",
        0,
        "court_rulings",
        """
5|K|court-notice|Federal Court of Australia: judgment to be delivered|Justice Lee will deliver judgment in Lehrmann v Network Ten Pty Limited (NSD103/2023) at 10.15am on Monday, 15 April 2024 in Sydney. The delivery of the judgment summary will be streamed live on the Court's YouTube channel.|A scheduled judgment.
2|L|wire-politics|Lehrmann loses defamation case as judge finds rape proven on balance|Justice Michael Lee found on 15 April 2024 that Bruce Lehrmann had, on the balance of probabilities, raped Brittany Higgins in Parliament House in 2019, and dismissed his claim against Network Ten and presenter Lisa Wilkinson.|Reports the 15 April 2024 judgment.
14|K|wire-politics|Lehrmann case reopened over new evidence|Justice Lee allowed Network Ten to reopen its case in February after a former Seven producer came forward, and heard the further evidence before reserving judgment again. Closing submissions had ended in December 2023.|Earlier steps in the trial only.
3|K|wire-politics|What Justice Lee must decide on Monday|The judge must decide whether Ten proved, on the balance of probabilities, that the rape occurred, and if not, what damages to award. Whatever the outcome, either side can appeal to the Full Court within 28 days of the April 15 judgment.|A preview of a scheduled judgment and a future appeal window.
1|L|judgment-summary|Lehrmann v Network Ten Pty Limited [2024] FCA 369: summary, 15 April 2024|His Honour found that the respondents had established the substantial truth of the imputation that the applicant raped Ms Higgins, and ordered that the proceeding against Network Ten be dismissed.|A judgment summary dated 15 April 2024 reports the outcome.
7|K|court-notice|Practice note: media access to judgment delivery|Members of the media wishing to attend in person on 15 April 2024 should register with the Registry by 4pm on Thursday 11 April. An overflow courtroom will be available.|Future arrangements for a scheduled judgment.
""",
    ),
    Q(
        "m3-fca-roberts-smith-appeal-2025",
        "Will the Full Court of the Federal Court of Australia allow Ben Roberts-Smith's appeal in his defamation case by May 31, 2025?",
        "Resolves YES if the Full Court, in Roberts-Smith v Fairfax Media Publications Pty Limited, allows the appeal against Justice Besanko's June 2023 judgment in whole or in part on or before May 31, 2025. Resolves NO if the appeal is dismissed or no judgment is delivered by that date.",
        "2025-05-07",
        "2025-05-31",
        0,
        "court_rulings",
        """
3|K|court-notice|Judgment listing: Full Court|The Full Court (Perram, Kennett and Colvin JJ) will deliver judgment in Roberts-Smith v Fairfax Media Publications Pty Limited (NSD689/2023) on Friday 16 May 2025 at 10.00am AEST.|A scheduled judgment.
1|L|wire-politics|Roberts-Smith loses defamation appeal|The Full Federal Court unanimously dismissed Ben Roberts-Smith's appeal on 16 May 2025, upholding findings that the Victoria Cross recipient was complicit in the murder of unarmed Afghan prisoners.|Reports the 16 May 2025 judgment.
20|K|wire-politics|Roberts-Smith appeal still reserved more than a year on|The Full Court heard the appeal in February 2024 and reserved its decision. Justice Besanko dismissed the original defamation claims on 1 June 2023.|Earlier hearing and judgment only.
8|L|ministerial-statement|Government notes Full Federal Court decision|The Government notes the decision of the Full Court of the Federal Court of Australia handed down on 16 May 2025 in the appeal brought by Mr Roberts-Smith. As the matter may be subject to further legal proceedings, it would not be appropriate to comment further.|Refers to the 16 May 2025 judgment as handed down.
12|K|estimates-transcript|Senate estimates: questions on honours|Senator: Has the department made any decision on the honours? Official: No decision will be made while legal proceedings are on foot. The Full Court's judgment on the appeal is listed for delivery on 16 May 2025.|A future judgment and a deferred decision.
5|L|wire-politics|Roberts-Smith weighs High Court bid after losing appeal|Lawyers for Ben Roberts-Smith said after the Full Court's ruling on Friday, May 16, 2025 that he would consider seeking special leave to appeal to the High Court.|Reports the May 16, 2025 ruling as done.
""",
    ),
    Q(
        "m3-uksc-motor-finance-2025",
        "Will the UK Supreme Court dismiss the lenders' appeals in full in the motor finance commission cases (Johnson, Wrench and Hopcraft) by August 15, 2025?",
        "Resolves YES if the Supreme Court's judgment in the joined appeals from Johnson v FirstRand Bank Ltd and related cases, handed down on or before August 15, 2025, dismisses the lenders' appeals on every ground. Resolves NO if any appeal is allowed in whole or in part, or if no judgment is handed down by that date.",
        "2025-07-28",
        "2025-08-15",
        0,
        "court_rulings",
        """
4|K|court-listing|Supreme Court: forthcoming judgments|Judgment in Hopcraft and another v Close Brothers Ltd; Johnson v FirstRand Bank Ltd (London Branch) t/a MotoNovo Finance; Wrench v FirstRand Bank Ltd will be handed down on Friday 1 August 2025 at 4.00pm.|A scheduled hand-down.
2|L|wire-politics|Supreme Court largely overturns car finance ruling|Lenders won most of their appeal on 1 August 2025 when the justices ruled that car dealers did not owe customers a fiduciary duty, although Marcus Johnson's claim that his relationship with the lender was unfair was upheld.|Reports the 1 August 2025 judgment.
10|K|regulator-statement|Update on our review of motor finance commission|We will confirm within six weeks of the Supreme Court's judgment whether we will consult on an industry-wide redress scheme. If we do, we expect to publish a consultation by October 2025 and for any scheme to start in 2026.|Conditional plans keyed to a future judgment.
1|L|regulator-statement|FCA to consult on motor finance compensation scheme|Following the Supreme Court's judgment on 1 August 2025, we have decided to consult on a redress scheme for customers who were treated unfairly. We expect most individual payouts to be under 950 pounds.|Refers to the 1 August 2025 judgment and a decision that followed.
15|K|parliament-questions|Treasury questions: motor finance|The Economic Secretary told the House that the government was following the appeals closely. The Supreme Court heard the case from 1 to 3 April 2025 and its judgment is awaited.|Earlier hearing; judgment pending.
6|L|market-wire|Close Brothers shares surge after ruling|Shares in Close Brothers jumped more than 20 per cent on Monday 4 August 2025, the first trading day after the Supreme Court sided with lenders on the main points of the car finance case.|Reports a 4 August 2025 share move and the ruling before it.
""",
    ),
    Q(
        "m3-uk-illegal-migration-assent-2023",
        "Will the Illegal Migration Bill receive Royal Assent by July 31, 2023?",
        "Resolves YES if the Illegal Migration Bill, introduced in the House of Commons on 7 March 2023, receives Royal Assent on or before July 31, 2023, as recorded on the Parliament bill page. Resolves NO otherwise.",
        "2023-07-10",
        "2023-07-31",
        1,
        "legislation",
        """
3|K|bill-tracker|Illegal Migration Bill: stages|Commons: 1st reading 7 March 2023; 2nd reading 13 March; committee of the whole House 27-28 March; report and 3rd reading 26 April. Lords: 1st reading 27 April; 2nd reading 10 May; report stage concluded 5 July. Next: consideration of Lords amendments, House of Commons, Tuesday 11 July 2023.|Completed stages are before the cutoff; the next stage is scheduled.
1|L|statute-list|Public General Acts 2023 (selected)|Illegal Migration Act 2023 (c. 37): Royal Assent 20 July 2023. Online Safety Act 2023 (c. 50): Royal Assent 26 October 2023.|Lists Royal Assent dates of 20 July and 26 October 2023.
8|K|wire-politics|Government faces Lords defeats on child detention|Peers inflicted a series of defeats on the bill at report stage. Ministers want it on the statute book before the Commons rises for the summer recess on 20 July and will seek to overturn the changes when MPs consider them next week.|A goal and scheduled steps.
5|L|wire-politics|Lords back down, clearing way for migration law|The House of Lords ended its resistance late on Monday 17 July 2023, voting not to insist on its amendments after a final round of ping-pong, so that the bill can now receive Royal Assent.|Reports the 17 July 2023 Lords vote.
12|K|press-release|Illegal Migration Bill: factsheet|The Bill will place a duty on the Home Secretary to make arrangements for the removal of people who arrive in the UK illegally. Most measures will come into force on dates set in regulations after Royal Assent.|Describes the bill; nothing after the cutoff is reported.
2|L|court-ruling-coverage|Belfast court disapplies parts of Illegal Migration Act|The High Court in Belfast ruled on 13 May 2024 that key provisions of the Illegal Migration Act 2023 should be disapplied in Northern Ireland because they conflicted with the Windsor Framework.|Reports a 13 May 2024 ruling on the Act.
""",
    ),
]

QUESTIONS += [
    Q(
        "m3-uk-assisted-dying-3r-2025",
        "Will the Terminally Ill Adults (End of Life) Bill pass its third reading in the House of Commons on June 20, 2025?",
        "Resolves YES if the House of Commons votes to read the Terminally Ill Adults (End of Life) Bill a third time on June 20, 2025, as recorded in the division lists. Resolves NO if the vote fails or is not held that day.",
        "2025-06-09",
        "2025-06-20",
        1,
        "legislation",
        """
4|K|commons-business|Business of the House: Friday 20 June 2025|Private Members' Bills: Terminally Ill Adults (End of Life) Bill, remaining stages (if not previously concluded), followed by third reading. Report stage began on Friday 16 May 2025 and continues on Friday 13 June.|Scheduled future business.
1|L|division-result|Division: Terminally Ill Adults (End of Life) Bill, third reading|Ayes 314, Noes 291. Division held on 20 June 2025. The Bill is sent to the House of Lords.|A division result dated 20 June 2025.
10|K|wire-politics|Assisted dying bill faces tight third reading vote|Supporters concede that the majority of 55 at second reading has narrowed since several MPs raised doubts over the removal of the High Court safeguard. The final Commons vote is expected on June 20.|An expected vote; earlier events only.
6|L|wire-politics|MPs back assisted dying bill by 23 votes|The Commons approved the bill at third reading on Friday, 20 June 2025, by 314 votes to 291, sending it to the Lords, where peers are expected to scrutinise it at length.|Reports the 20 June 2025 vote.
14|K|bill-tracker|Terminally Ill Adults (End of Life) Bill: stages|1st reading 16 October 2024. 2nd reading 29 November 2024 (330 to 275). Public bill committee January to March 2025. Report stage, day 1: 16 May 2025. Report stage continues: 13 June 2025. 3rd reading: to be taken on 20 June 2025.|Completed stages are before the cutoff; later stages are scheduled.
3|L|lords-business|House of Lords: Terminally Ill Adults (End of Life) Bill|Peers debated the Bill at second reading over two Fridays, 12 and 19 September 2025, and it was committed to a Committee of the Whole House without a division.|Reports the Lords second reading in September 2025.
""",
    ),
    Q(
        "m3-nz-treaty-principles-2025",
        "Will New Zealand's Principles of the Treaty of Waitangi Bill pass its second reading by April 30, 2025?",
        "Resolves YES if the House of Representatives agrees that the Principles of the Treaty of Waitangi Bill be read a second time on or before April 30, 2025. Resolves NO if the bill is defeated at second reading or no vote is held by that date.",
        "2025-03-28",
        "2025-04-30",
        0,
        "legislation",
        """
6|K|select-committee|Justice Committee: Principles of the Treaty of Waitangi Bill|The committee received about 300,000 written submissions and heard oral evidence through February. Its report is due to be presented to the House by 4 April 2025.|A reporting deadline; no later event reported.
2|L|hansard|Principles of the Treaty of Waitangi Bill: second reading|Question put, that the Principles of the Treaty of Waitangi Bill be now read a second time. Ayes 11: ACT New Zealand 11. Noes 112: New Zealand National 49; Labour 34; Green Party 15; New Zealand First 8; Te Pāti Māori 6. Motion not agreed to. Thursday, 10 April 2025.|A Hansard vote record dated 10 April 2025.
12|K|wire-politics|National confirms it will vote bill down at second reading|Prime Minister Christopher Luxon said National supported the bill only to first reading under the coalition agreement and would vote against it when it returns to the House after the select committee reports.|A stated intention about a future vote.
4|L|party-statement|ACT: 'The debate is not over'|ACT leader David Seymour said after the bill was defeated on 10 April 2025 that ACT would keep campaigning for a referendum on the Treaty principles at the 2026 election.|Reports the 10 April 2025 defeat.
9|K|order-paper|Order Paper: Government orders of the day|Principles of the Treaty of Waitangi Bill: second reading, awaiting report of the Justice Committee. The House sits from Tuesday 1 April to Thursday 3 April and from Tuesday 8 April to Thursday 10 April 2025.|A pending order and future sitting days.
1|L|wire-politics|Treaty Principles Bill voted down 112-11|The bill fell at its second reading on Thursday, April 10, 2025, after the Justice Committee had recommended that it not proceed. Only ACT's 11 MPs voted in favour.|Reports the April 10, 2025 vote.
""",
    ),
    Q(
        "m3-canada-c5-assent-2025",
        "Will Canada's Bill C-5, the One Canadian Economy Act, receive royal assent by June 30, 2025?",
        "Resolves YES if Bill C-5 of the 45th Parliament receives royal assent on or before June 30, 2025, as recorded in LEGISinfo. Resolves NO otherwise.",
        "2025-06-13",
        "2025-06-30",
        1,
        "legislation",
        """
7|K|government-release|Government introduces the One Canadian Economy Act|On June 6, 2025, the Government introduced legislation to remove federal barriers to internal trade and to speed up approval of projects of national interest. The Prime Minister has said he wants the bill passed before Canada Day.|An earlier introduction and a stated goal.
3|L|bill-tracker|C-5 (45-1): An Act to enact the Free Trade and Labour Mobility in Canada Act and the Building Canada Act|First reading June 6, 2025. Third reading (House of Commons) June 20, 2025. Third reading (Senate) June 26, 2025. Royal assent June 26, 2025. Statute: S.C. 2025, c. 2.|Records passage and royal assent in late June 2025.
10|K|wire-politics|First Nations leaders warn against fast-tracked projects law|Chiefs said they would press senators to slow the bill down during committee hearings, and warned of court challenges if it passes without proper consultation.|Intentions and warnings about future steps.
1|L|wire-politics|House passes major projects bill with Conservative support|MPs passed Bill C-5 late on Friday, June 20, 2025 after the government limited debate, sending it to the Senate for a week of study.|Reports the June 20, 2025 vote.
5|K|parliament-calendar|Senate sitting calendar, June 2025|The Senate is scheduled to sit June 16 to 20 and June 23 to 27, 2025, and may sit additional days at the call of the Speaker.|Future sitting dates.
2|L|press-release|Prime Minister welcomes royal assent of the One Canadian Economy Act|Today, June 26, 2025, the One Canadian Economy Act received royal assent. Canadians are building one Canadian economy instead of thirteen.|Reports royal assent on June 26, 2025.
""",
    ),
    Q(
        "m3-poilievre-byelection-2025",
        "Will Pierre Poilievre win the Battle River-Crowfoot federal by-election of August 18, 2025?",
        "Resolves YES if Elections Canada's results for the Battle River-Crowfoot by-election held on August 18, 2025 show Pierre Poilievre elected. Resolves NO otherwise.",
        "2025-08-04",
        "2025-08-25",
        1,
        "elections",
        """
6|K|election-office|By-election in Battle River-Crowfoot|Polling day is Monday, August 18, 2025. Advance polls are open Friday, August 8 to Monday, August 11. Because more than 200 candidates are running, electors may use a special write-in ballot.|A scheduled by-election.
2|L|election-results|Battle River-Crowfoot: preliminary results|Polls reporting: all. Pierre Poilievre (Conservative) elected with about 80 per cent of valid votes. Results as of August 18, 2025, 11:58 p.m. MT.|A results page dated August 18, 2025.
14|K|wire-politics|Kurek resigns seat to let Poilievre return|Conservative MP Damien Kurek resigned on June 17, 2025 so that his party leader, who lost Carleton on April 28, can seek a seat in rural Alberta.|Earlier events only.
4|L|wire-politics|Poilievre returns to Commons after Alberta win|Pierre Poilievre won the Alberta riding on August 18, 2025 and will take his seat when the House returns in September, ahead of a party leadership review scheduled for January 2026 in Calgary.|Reports the August 18, 2025 win.
9|K|wire-politics|Longest ballot campaign floods Alberta by-election|Activists protesting the first-past-the-post system have registered scores of candidates. Officials warn that counting on August 18 may take longer than usual.|A warning about a future count.
1|K|election-office|Reminder: advance polling ends Monday|Advance polls close on Monday, August 11. On election day, polls are open from 7:30 a.m. to 7:30 p.m. local time.|Future voting days and hours.
""",
    ),
    Q(
        "m3-rutherglen-byelection-2023",
        "Will Labour win the Rutherglen and Hamilton West by-election of October 5, 2023?",
        "Resolves YES if the Labour candidate is declared elected in the UK Parliament by-election for Rutherglen and Hamilton West held on October 5, 2023. Resolves NO otherwise.",
        "2023-09-25",
        "2023-10-06",
        1,
        "elections",
        """
5|K|council-notice|Notice of election: Rutherglen and Hamilton West|Poll: Thursday 5 October 2023, 7am to 10pm. The count will be held overnight and the result declared by the Acting Returning Officer of South Lanarkshire Council.|A scheduled poll and count.
2|L|election-results|Declaration of result: Rutherglen and Hamilton West|Michael Shanks (Scottish Labour) 17,845; Katy Loudon (SNP) 8,399; Thomas Kerr (Scottish Conservative) 1,192; Gloria Adebo (Scottish Liberal Democrats) 895. Turnout 37.2 per cent. Declared 6 October 2023.|A declaration dated 6 October 2023.
12|K|wire-politics|Recall petition unseats Ferrier and triggers by-election|The petition against Margaret Ferrier closed on 1 August 2023, signed by 14.7 per cent of eligible voters, above the 10 per cent needed.|Earlier events only.
3|L|wire-politics|Labour takes Rutherglen with a 20-point swing|Anas Sarwar said the by-election held on 5 October 2023 showed that Scotland could deliver a Labour government at Westminster, after Michael Shanks won more than double the SNP's vote.|Reports the 5 October 2023 result.
8|K|wire-politics|SNP braced for crucial Westminster test|Polls close at 10pm on October 5, with the result expected in the early hours of Friday. Labour needs a swing of about five points to take the seat.|A preview of a scheduled vote.
1|L|wire-politics|Shanks holds the new Rutherglen seat|Michael Shanks, who first won the seat at a by-election in October 2023, held the redrawn Rutherglen constituency at the general election on 4 July 2024.|Reports the 2023 win and a 4 July 2024 result.
""",
    ),
    Q(
        "m3-nsw-2023-labor-majority",
        "Will Labor win a majority of seats (47 or more) in the NSW Legislative Assembly at the state election of March 25, 2023?",
        "Resolves YES if the NSW Electoral Commission's declared results for the March 25, 2023 election, completed by April 14, 2023, show Labor winning at least 47 of the 93 Legislative Assembly seats. Resolves NO otherwise.",
        "2023-03-13",
        "2023-04-14",
        0,
        "elections",
        """
6|K|election-office|NSW State election 2023: key dates|Election day is Saturday 25 March 2023. Early voting centres open from Saturday 18 March. Declarations of results for Legislative Assembly districts are expected from early April.|Scheduled dates.
2|L|election-results|Legislative Assembly: state summary|Seats won: Labor 45; Liberal and Nationals 36; Greens 3; independents 9. 93 of 93 districts declared. Last updated 13 April 2023.|A results page updated 13 April 2023.
10|K|wire-politics|Minns needs nine more seats for majority|Labor must win at least 47 seats to govern in its own right. Polls show it ahead on two-party-preferred, but several target seats are held by popular independents.|A forecast ahead of the vote.
4|L|wire-politics|Minns sworn in at head of minority government|Chris Minns was sworn in as premier on 28 March 2023, three days after Labor ended 12 years of Coalition rule, though it appears set to fall two seats short of a majority.|Reports the 28 March 2023 swearing-in and the election.
14|K|wire-politics|Perrottet launches campaign with pledge on electricity|Premier Dominic Perrottet launched the Coalition's campaign on a pledge to keep power bills down, as his government seeks a fourth term.|Campaign events before the cutoff.
1|L|government-gazette|Government Gazette: Ministerial arrangements|Her Excellency the Governor, with the advice of the Executive Council, has appointed the following Ministers of the Crown, with effect from 5 April 2023.|A notice of appointments effective 5 April 2023.
""",
    ),
    Q(
        "m3-qld-2024-lnp-majority",
        "Will the LNP win a majority (47 or more seats) in the Queensland state election of October 26, 2024?",
        "Resolves YES if the Electoral Commission of Queensland's declared results for the October 26, 2024 election, completed by November 15, 2024, show the Liberal National Party winning at least 47 of the 93 seats. Resolves NO otherwise.",
        "2024-10-14",
        "2024-11-15",
        1,
        "elections",
        """
5|K|election-office|2024 State General Election: when to vote|Election day is Saturday 26 October 2024. Early voting opens on Monday 14 October and closes on Friday 25 October. Postal vote applications close on Monday 14 October.|Scheduled voting dates.
3|L|election-results|2024 State General Election: seat summary|LNP 52; ALP 36; Katter's Australian Party 3; Greens 1; independent 1. All 93 electoral districts declared. Updated 8 November 2024.|A results page updated 8 November 2024.
9|K|wire-politics|Crisafulli ahead in polls as Miles pitches cheap transport|Labor is campaigning on 50-cent fares and free school lunches as it seeks a fourth term when voters go to the polls on October 26.|A campaign preview.
1|L|wire-politics|Crisafulli sworn in as Queensland premier|David Crisafulli was sworn in on Monday 28 October 2024, two days after the LNP ended nearly a decade of Labor government.|Reports the 28 October 2024 swearing-in.
12|K|government-notice|Writ issued for 2024 election|The writ for the election was issued on 1 October 2024. The electoral rolls closed at 5pm on 7 October 2024.|Earlier dates only.
7|K|wire-politics|Miles says Labor can still win majority|Premier Steven Miles said he believed Labor could hold most of its seats, despite polls pointing to a change of government later this month.|A claim about a future result.
""",
    ),
    Q(
        "m3-bc-2024-ndp-majority",
        "Will the BC NDP win a majority (47 or more of 93 seats) in the British Columbia general election of October 19, 2024?",
        "Resolves YES if Elections BC's final results for the October 19, 2024 general election, including any judicial recounts completed by November 9, 2024, show the BC NDP winning at least 47 seats. Resolves NO otherwise.",
        "2024-10-07",
        "2024-11-09",
        1,
        "elections",
        """
4|K|election-office|Provincial General Election 2024: key dates|General Voting Day is Saturday, October 19, 2024. Advance voting runs October 10 to 13 and October 15 to 16. Final count begins Saturday, October 26.|Scheduled dates.
1|L|election-results|Final count results|BC NDP 47; Conservative Party of BC 44; BC Green Party 2. Final count and recounts completed October 28, 2024.|Results completed on October 28, 2024.
10|K|wire-politics|Rustad's Conservatives neck and neck with NDP|Polls show the governing NDP and John Rustad's Conservatives statistically tied two weeks before the vote, with the Greens hoping to hold the balance of power.|A poll report before the vote.
3|L|wire-politics|Eby clinches one-seat majority after final count|Premier David Eby said on Monday, Oct. 28, 2024 that he would form a majority government after the final count confirmed NDP wins in Juan de Fuca-Malahat and Surrey-Guildford.|Reports the October 28, 2024 final count.
7|K|wire-politics|Leaders' debate set for Tuesday|Eby, Rustad and Green Leader Sonia Furstenau will meet in a televised debate on October 8, the only debate of the campaign.|A scheduled debate.
2|L|press-release|Premier Eby names new cabinet|Premier David Eby's new cabinet was sworn in at Government House in Victoria on November 18, 2024.|Reports a November 18, 2024 swearing-in.
""",
    ),
    Q(
        "m3-ontario-2025-pc-majority",
        "Will Doug Ford's Progressive Conservatives win a majority in the Ontario general election of February 27, 2025?",
        "Resolves YES if Elections Ontario's results for the February 27, 2025 general election show the PC Party winning at least 63 of the 124 seats. Resolves NO otherwise.",
        "2025-02-12",
        "2025-03-07",
        1,
        "elections",
        """
8|K|election-office|Election day is Thursday, February 27, 2025|Advance voting is available from Wednesday, February 19 to Saturday, February 22. On election day, polls are open from 9 a.m. to 9 p.m. Eastern Time.|Scheduled dates.
2|L|election-results|2025 General Election: seats by party|PC 80; NDP 27; Liberal 14; Green 2; independent 1. Election night results, February 27, 2025.|Results dated February 27, 2025.
12|K|government-notice|Legislature dissolved|The Lieutenant Governor dissolved the 43rd Parliament on January 28, 2025 on the advice of the Premier, and writs were issued the next day.|Earlier dates only.
4|L|wire-politics|Ford wins third straight majority|Doug Ford's Progressive Conservatives won a third consecutive majority on Feb. 27, 2025, while Liberal Leader Bonnie Crombie failed to win a seat in Mississauga East-Cooksville.|Reports the February 27, 2025 results.
6|K|wire-politics|Ford casts early vote as mandate to fight tariffs|The Premier said he needs a strong mandate before U.S. tariffs threatened for March take effect, and predicted a majority on February 27.|A prediction about a future vote.
1|L|live-updates|Ontario votes: live updates|Polls close at 9 p.m. ET, and results will be posted here as they come in. UPDATE, Feb. 27, 2025, 9:41 p.m.: The PCs are projected to win a majority government.|An update appended to a preview reports the February 27, 2025 projection.
""",
    ),
    Q(
        "m3-tasmania-2025-lib-majority",
        "Will the Liberal Party win a majority (18 or more of 35 seats) in the Tasmanian House of Assembly election of July 19, 2025?",
        "Resolves YES if the Tasmanian Electoral Commission's final results for the July 19, 2025 election, completed by August 15, 2025, show the Liberals winning at least 18 seats. Resolves NO otherwise.",
        "2025-07-08",
        "2025-08-15",
        0,
        "elections",
        """
5|K|election-office|2025 House of Assembly election|Polling day is Saturday 19 July 2025. Early voting centres are open from Monday 7 July. Each of the five divisions elects seven members under the Hare-Clark system.|Scheduled dates.
2|L|election-results|House of Assembly 2025: members elected|Liberal 14; Labor 10; Greens 5; independents and others 6. Distribution of preferences completed in all five divisions by 30 July 2025.|A results page completed by 30 July 2025.
14|K|wire-politics|Rockliff loses no-confidence vote|The House of Assembly passed Labor's no-confidence motion in Premier Jeremy Rockliff on 5 June 2025, and the Premier advised the Governor to call an early election.|Earlier events only.
4|L|wire-politics|Rockliff claims right to govern after hung result|Premier Jeremy Rockliff said on 20 July 2025, the day after the election, that the Liberals had won the most seats and would seek to form government again, although they remain well short of a majority.|Reports the 19 July 2025 election result and a statement of 20 July.
9|K|wire-politics|Polls point to another hung parliament|Neither major party is expected to reach the 18 seats needed to govern alone, leaving independents and the Greens in a strong position after the count.|A forecast.
1|K|government-notice|Caretaker conventions in effect|Caretaker conventions apply from the dissolution of the House until a government is commissioned after the 19 July poll.|A scheduled poll and conventions.
""",
    ),
    Q(
        "m3-wisconsin-scowis-2023",
        "Will Janet Protasiewicz win the Wisconsin Supreme Court election of April 4, 2023?",
        "Resolves YES if the Wisconsin Elections Commission's canvass of the April 4, 2023 spring election shows Janet Protasiewicz elected Justice of the Supreme Court. Resolves NO otherwise.",
        "2023-03-20",
        "2023-04-10",
        1,
        "elections",
        """
6|K|election-office|April 4, 2023 spring election|In-person absentee voting begins as early as Tuesday, March 21, 2023, depending on your municipality. Polls are open 7 a.m. to 8 p.m. on Election Day.|Scheduled dates.
2|L|wire-politics|Protasiewicz wins Wisconsin Supreme Court seat, flipping majority|Janet Protasiewicz defeated former Justice Daniel Kelly by about 11 points on April 4, 2023, giving liberals a 4-3 majority on the court for the first time in 15 years.|Reports the April 4, 2023 result.
15|K|election-results|February 21, 2023 spring primary: canvass|Justice of the Supreme Court: Janet Protasiewicz 46.4 percent; Daniel Kelly 24.2 percent; Jennifer Dorow 21.7 percent; Everett Mitchell 7.7 percent.|An earlier primary result.
4|L|election-results|Canvass results: April 4, 2023 spring election|Justice of the Supreme Court: Janet Protasiewicz 1,021,822 (55.4 percent); Daniel Kelly 818,391 (44.4 percent). Certified April 18, 2023.|A canvass certified on April 18, 2023.
9|K|wire-politics|Costliest judicial race heads into final weeks|Spending on the race has passed 30 million dollars, and both sides say abortion rights and legislative maps will be on the line when voters go to the polls April 4.|A preview of a scheduled vote.
1|L|court-news|Justice Protasiewicz takes oath of office|Janet Protasiewicz was sworn in as a Justice of the Wisconsin Supreme Court on August 1, 2023, beginning a ten-year term.|Reports an August 1, 2023 swearing-in.
""",
    ),
    Q(
        "m3-santos-expulsion-2023",
        "Will the US House of Representatives expel Rep. George Santos by December 15, 2023?",
        "Resolves YES if the House adopts a resolution expelling George Santos on or before December 15, 2023. Resolves NO otherwise.",
        "2023-11-22",
        "2023-12-15",
        1,
        "legislation",
        """
6|K|committee-report|Ethics Committee releases report on Rep. Santos|The Investigative Subcommittee's report, released on November 16, 2023, found substantial evidence that Representative Santos used campaign funds for personal purposes and referred the matter to the Justice Department.|An earlier report.
2|K|wire-politics|New expulsion resolution filed; vote possible after Thanksgiving|Ethics Chairman Michael Guest filed a resolution to expel Santos. The House returns on November 28, and a privileged resolution must be voted on within two legislative days if it is called up.|Future procedure and a possible vote.
3|L|roll-call|Roll call vote: H. Res. 878, expelling Representative George Santos|Yeas 311; Nays 114; Present 2. Required: two-thirds. Result: agreed to. December 1, 2023.|A roll call dated December 1, 2023.
12|K|wire-politics|Expulsion effort falls short|A first attempt to expel Santos failed on November 1, 2023, by 179 votes to 213, with many members saying they would wait for the Ethics Committee.|An earlier failed vote.
4|L|wire-politics|Santos expelled, only the sixth member in House history|The House voted on Friday, Dec. 1, 2023 to expel George Santos, the first member removed without a criminal conviction or support for the Confederacy.|Reports the December 1, 2023 expulsion.
1|L|election-office|Special election, 3rd Congressional District: February 13, 2024|Governor Hochul called a special election for February 13, 2024 to fill the vacancy created when the House expelled Representative Santos on December 1, 2023. Thomas Suozzi was elected.|Reports the December 1, 2023 expulsion and a February 2024 result.
""",
    ),
    Q(
        "m3-carroll-damages-2024",
        "Will the jury in the second E. Jean Carroll defamation trial against Donald Trump award her more than $50 million in total damages?",
        "Resolves YES if the jury's verdict in Carroll v. Trump (No. 20-cv-7311, S.D.N.Y.), returned on or before January 31, 2024, awards total damages above $50 million. Resolves NO otherwise.",
        "2024-01-12",
        "2024-01-31",
        1,
        "court_rulings",
        """
3|K|court-calendar|Carroll v. Trump, 20-cv-7311 (LAK): trial calendar|Jury selection: Tuesday, January 16, 2024, 9:30 a.m., Courtroom 21B. Opening statements are expected the same day. The trial is limited to damages.|A scheduled trial.
1|L|wire-politics|Jury orders Trump to pay Carroll $83.3 million|A federal jury in Manhattan ordered Donald Trump on January 26, 2024 to pay E. Jean Carroll 83.3 million dollars for defaming her in 2019, including 65 million in punitive damages.|Reports the January 26, 2024 verdict.
11|K|court-order-summary|Judge Kaplan limits trial to damages|Judge Lewis A. Kaplan ruled that the jury's May 9, 2023 verdict in the first trial establishes Trump's liability, so the January trial will consider only how much he must pay.|An earlier ruling and a planned trial.
5|L|verdict-form|Verdict form|Compensatory damages, emotional harm: 11,000,000 dollars. Compensatory damages, reputational repair: 7,300,000 dollars. Punitive damages: 65,000,000 dollars. Dated: New York, New York, January 26, 2024.|A verdict form dated January 26, 2024.
8|K|wire-politics|Trump expected to attend Carroll trial|Trump's lawyers said he plans to attend and may testify, though the schedule could conflict with campaign events before the New Hampshire primary on January 23.|Plans and a scheduled primary.
2|L|ruling-coverage|Appeals court upholds 83.3 million dollar Carroll verdict|The Second Circuit on September 8, 2025 affirmed the January 2024 jury award to E. Jean Carroll, rejecting Trump's claim of presidential immunity.|Reports a September 8, 2025 appellate ruling.
""",
    ),
]

QUESTIONS += [
    Q(
        "m3-us-rescissions-2025",
        "Will the Rescissions Act of 2025 (H.R. 4) be signed into law by July 31, 2025?",
        "Resolves YES if the President signs H.R. 4, the Rescissions Act of 2025, rescinding funds requested in the special message of June 3, 2025, on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-10",
        "2025-07-31",
        1,
        "legislation",
        """
8|K|bill-tracker|H.R. 4: Rescissions Act of 2025|Passed House June 12, 2025 (214-212). Senate: received and placed on the calendar. Under the Impoundment Control Act, the 45-day period for the President's June 3 special message ends on July 18, 2025.|Earlier House passage and a future deadline.
3|L|roll-call|Senate vote: passage of H.R. 4, as amended|Yeas 51; Nays 48. Bill passed as amended. July 17, 2025.|A roll call dated July 17, 2025.
12|K|wire-politics|Senate Republicans balk at public broadcasting cuts|Several GOP senators said they want the cuts to global health programs and public broadcasting changed before the package reaches the floor, where it needs only a simple majority.|Intentions about a future vote.
1|L|wire-politics|House sends rescissions package to Trump|The House approved the Senate-amended package early Friday, July 18, 2025, by 216 to 213, hours before the deadline, clawing back about 9 billion dollars.|Reports the July 18, 2025 House vote.
5|K|agency-statement|OMB Director urges Senate action before deadline|Director Russell Vought said the administration expects the Senate to act before July 18 and is prepared to send further rescission requests later in the year.|An expectation and a plan.
2|L|press-release|President Trump signs the Rescissions Act of 2025|On July 24, 2025, the President signed into law H.R. 4, which rescinds funding for the Corporation for Public Broadcasting and for certain foreign assistance programs.|Reports a July 24, 2025 signing.
""",
    ),
    Q(
        "m3-icj-climate-ao-2025",
        "Will the International Court of Justice deliver its advisory opinion on the obligations of states in respect of climate change by July 31, 2025?",
        "Resolves YES if the ICJ delivers its advisory opinion requested by General Assembly resolution 77/276 at a public sitting on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-07",
        "2025-07-31",
        1,
        "geopolitics",
        """
10|K|court-press-release|Obligations of States in respect of Climate Change: conclusion of public hearings|The public hearings, held from 2 to 13 December 2024, concluded with the largest participation in the Court's history. The Court has begun its deliberation.|Earlier hearings; the opinion is pending.
2|L|wire-politics|World court says states have legal duty to curb emissions|The International Court of Justice delivered a unanimous advisory opinion on July 23, 2025, finding that failing to protect the climate system could be an internationally wrongful act.|Reports the July 23, 2025 opinion.
5|K|government-release|Vanuatu looks ahead to the Court's opinion|Vanuatu expects the Court to deliver its opinion in the coming weeks and will carry its findings into the negotiations at COP30 in Belém in November 2025.|An expectation and a plan for a future conference.
1|L|court-press-release|The Court delivers its Advisory Opinion|THE HAGUE, 23 July 2025. The International Court of Justice today delivered its Advisory Opinion on the obligations of States in respect of climate change. The opinion was adopted unanimously.|A press release dated 23 July 2025.
14|K|un-press|General Assembly requests advisory opinion on climate change|The Assembly adopted resolution 77/276 by consensus on 29 March 2023, asking the Court to set out states' obligations to protect the climate system for present and future generations.|An earlier resolution only.
7|L|communique|Pacific Islands Forum Leaders' communique (extract)|Leaders welcomed the unanimous advisory opinion of the International Court of Justice delivered on 23 July 2025 and called on all states to act on it. Honiara, September 2025.|A later communique refers to the 23 July 2025 opinion.
""",
    ),
    Q(
        "m3-icj-opt-ao-2024",
        "Will the ICJ advisory opinion on Israel's policies in the Occupied Palestinian Territory find Israel's continued presence there unlawful?",
        "Resolves YES if the advisory opinion requested by General Assembly resolution 77/247, delivered on or before July 31, 2024, finds that Israel's continued presence in the Occupied Palestinian Territory is unlawful. Resolves NO otherwise.",
        "2024-07-05",
        "2024-07-31",
        1,
        "geopolitics",
        """
3|K|court-press-release|The Court to deliver its Advisory Opinion on Friday 19 July 2024|The International Court of Justice will deliver its Advisory Opinion at a public sitting at 3 p.m. at the Peace Palace, with Judge Nawaf Salam, President, presiding.|A scheduled sitting.
1|L|wire-politics|ICJ says Israel's occupation of Palestinian territories is unlawful|In an advisory opinion on July 19, 2024, the court found by 11 votes to 4 that Israel's continued presence in the occupied territories is unlawful and should end as rapidly as possible.|Reports the July 19, 2024 opinion.
12|K|wire-politics|Hearings close with record number of states|The Court heard 52 states and three international organisations from February 19 to 26, 2024, the most ever to take part in a single case.|Earlier hearings only.
6|L|un-press|General Assembly demands end to occupation within twelve months|On 18 September 2024 the General Assembly adopted resolution ES-10/24 by 124 votes to 14, with 43 abstentions, acting on the Court's advisory opinion.|Reports a September 18, 2024 vote.
9|K|legal-explainer|What an advisory opinion can and cannot do|An advisory opinion is not binding, but it carries legal weight. If the Court finds the occupation unlawful, the General Assembly is likely to take up the findings at its next session.|Conditionals about a future opinion.
2|L|foreign-ministry|Statement on the Advisory Opinion of the International Court of Justice|Ireland welcomes the Court's Advisory Opinion delivered on 19 July 2024 and will study it carefully with our EU partners.|Refers to the 19 July 2024 opinion as delivered.
""",
    ),
    Q(
        "m3-unsc-gaza-ceasefire-2024",
        "Will the UN Security Council adopt a resolution demanding an immediate ceasefire in Gaza by March 31, 2024?",
        "Resolves YES if the Security Council adopts, on or before March 31, 2024, a resolution that demands or calls for an immediate ceasefire in Gaza. Resolves NO otherwise.",
        "2024-03-15",
        "2024-03-31",
        1,
        "geopolitics",
        """
4|K|un-programme|Security Council: programme of work, March 2024|Guyana holds the presidency for March 2024. Consultations on the situation in the Middle East, including the Palestinian question, are expected in the second half of the month.|A future programme of work.
2|L|un-press|Security Council demands immediate ceasefire for month of Ramadan|The Council on 25 March 2024 adopted resolution 2728 (2024) by 14 votes in favour to none against, with one abstention (United States), also demanding the release of all hostages.|Reports a resolution adopted on 25 March 2024.
10|K|wire-politics|US circulates its own Gaza draft|The United States has circulated a draft supporting a temporary ceasefire tied to a hostage deal. No vote has been scheduled.|A draft under negotiation.
6|L|wire-politics|Russia and China veto US Gaza resolution|Russia and China vetoed a US-drafted resolution on March 22, 2024 that would have declared the imperative of an immediate ceasefire linked to a hostage deal.|Reports a March 22, 2024 vote.
12|K|un-press|Draft resolution on Gaza fails to pass|A draft put forward by Algeria was not adopted on 20 February 2024 owing to the negative vote of the United States; 13 members voted in favour and the United Kingdom abstained.|An earlier vote.
1|K|wire-politics|Elected members draft Ramadan ceasefire text|The ten elected members are preparing a resolution demanding a ceasefire for the rest of Ramadan, which ends around April 9, 2024, and hope to bring it to a vote soon.|Plans for a future vote.
""",
    ),
    Q(
        "m3-bbnj-60-ratifications-2025",
        "Will the High Seas Treaty (BBNJ Agreement) reach 60 ratifications by September 30, 2025?",
        "Resolves YES if the UN Treaty Collection shows at least 60 instruments of ratification, approval, acceptance or accession to the Agreement on Marine Biological Diversity of Areas beyond National Jurisdiction deposited on or before September 30, 2025. Resolves NO otherwise.",
        "2025-09-03",
        "2025-09-30",
        1,
        "geopolitics",
        """
8|K|treaty-status|BBNJ Agreement: status of ratification|The Agreement has been signed by more than 140 states and ratified by more than 50. It enters into force 120 days after the deposit of the sixtieth instrument.|Current status and a conditional rule.
2|L|un-press|High Seas Treaty to enter into force on 17 January 2026|With the deposit of the sixtieth instrument of ratification on 19 September 2025, the Agreement will enter into force on 17 January 2026.|Reports the 19 September 2025 deposit.
13|K|un-press|Ocean Conference closes with wave of ratifications|The UN Ocean Conference in Nice, held from 9 to 13 June 2025, brought the Agreement close to the threshold. The first Conference of the Parties must meet within a year of entry into force.|Earlier conference and a future rule.
4|L|un-press|High Seas Treaty enters into force|The Agreement entered into force on 17 January 2026, opening the way for marine protected areas on the high seas.|Reports entry into force on 17 January 2026.
6|K|un-press|Secretary-General urges ratification|The Secretary-General called on all states that have signed the Agreement to ratify it without delay, so that it can enter into force and the first Conference of the Parties can meet in 2026.|An appeal and a hoped-for future meeting.
1|L|wire-politics|High Seas Treaty crosses 60-ratification threshold|The treaty passed the 60 ratifications it needs on Sept. 19, 2025, starting a 120-day countdown to entry into force.|Reports the September 19, 2025 milestone.
""",
    ),
    Q(
        "m3-inc52-plastics-2025",
        "Will the resumed fifth session of the plastics treaty negotiating committee (INC-5.2) in Geneva agree the text of a treaty by August 15, 2025?",
        "Resolves YES if INC-5.2, held in Geneva in August 2025, agrees a treaty text on plastic pollution on or before August 15, 2025. Resolves NO otherwise.",
        "2025-07-28",
        "2025-08-20",
        0,
        "geopolitics",
        """
9|K|un-notice|INC-5.2 to convene in Geneva|The resumed fifth session of the Intergovernmental Negotiating Committee will be held at the Palais des Nations in Geneva from 5 to 14 August 2025.|A scheduled session.
2|L|wire-politics|Plastics treaty talks collapse in Geneva|Negotiations ended early on Friday, August 15, 2025 without agreement, after oil-producing countries rejected limits on plastic production.|Reports the August 15, 2025 collapse.
15|K|un-press|Busan session ends without treaty|The fifth session in Busan closed on 1 December 2024 without agreement, and delegates agreed to resume talks in 2025 on the basis of the Chair's text.|Earlier session only.
5|K|government-release|Minister to lead delegation to Geneva talks|The Minister will lead the national delegation at the resumed session from 5 August and will press for an ambitious, legally binding treaty covering the full life cycle of plastics.|A future trip and a stated aim.
1|L|un-press|Statement of the Chair at the close of INC-5.2|Geneva, 15 August 2025. Despite our efforts, we have not been able to agree a treaty text at this session.|A statement dated 15 August 2025.
4|L|communique|High Ambition Coalition ministerial statement|Ministers said on 14 August 2025 that the Chair's revised draft could not serve as the basis for a treaty, as it contained no limits on production.|Reports a 14 August 2025 statement.
""",
    ),
    Q(
        "m3-cop30-fossil-roadmap-2025",
        "Will COP30's main outcome decision include a roadmap for transitioning away from fossil fuels?",
        "Resolves YES if a decision adopted at COP30 in Belém, which closed by November 28, 2025, contains a roadmap or timetable for transitioning away from fossil fuels. Resolves NO otherwise.",
        "2025-11-03",
        "2025-11-28",
        0,
        "climate",
        """
7|K|un-notice|COP30 schedule|The Leaders' Summit will be held in Belém on 6 and 7 November 2025. The Conference of the Parties opens on 10 November and is scheduled to close on 21 November 2025.|Scheduled dates.
2|L|wire-politics|COP30 ends with deal that omits fossil fuel roadmap|Negotiators approved a package on Nov. 22, 2025, a day past schedule, that tripled adaptation finance goals but dropped any reference to a roadmap away from fossil fuels.|Reports the November 22, 2025 outcome.
12|K|government-release|COP30 Presidency letter to Parties|The Presidency invites Parties to come to Belém ready to turn commitments into implementation, including the transition away from fossil fuels agreed in Dubai.|A call ahead of the conference.
4|L|un-press|Closing plenary: decisions adopted|At its closing plenary on 22 November 2025 the Conference adopted the Global Mutirão decision and decisions on adaptation indicators and a just transition mechanism.|Reports decisions adopted on 22 November 2025.
9|K|government-release|EU sets out priorities for Belém|The EU will press at COP30 for all Parties to act on the transition away from fossil fuels and to present new climate plans.|Stated intentions for a future conference.
1|L|wire-politics|Fire at COP30 venue forces evacuation|A fire broke out in the pavilion area of the Blue Zone on November 20, 2025, forcing delegates to evacuate and delaying talks for several hours.|Reports a November 20, 2025 event.
""",
    ),
    Q(
        "m3-wto-mc13-fisheries-2024",
        "Will the WTO's 13th Ministerial Conference (MC13) adopt a second agreement on fisheries subsidies?",
        "Resolves YES if MC13 in Abu Dhabi, closing by March 5, 2024, adopts an agreement on the second wave of fisheries subsidies disciplines (overcapacity and overfishing). Resolves NO otherwise.",
        "2024-02-16",
        "2024-03-05",
        0,
        "geopolitics",
        """
6|K|wto-notice|MC13 in Abu Dhabi|The 13th Ministerial Conference will take place in Abu Dhabi, United Arab Emirates, from 26 to 29 February 2024. Ministers are expected to take up fisheries subsidies, agriculture and dispute settlement reform.|A scheduled conference.
2|L|wto-press|MC13 closes with decisions on e-commerce and dispute settlement|Ministers concluded MC13 on 2 March 2024. They agreed to extend the moratorium on customs duties on electronic transmissions until MC14 or 31 March 2026, but no agreement was reached on fisheries subsidies.|Reports the 2 March 2024 close.
12|K|wto-news|Fisheries subsidies agreement: acceptances|More members have deposited instruments of acceptance of the Agreement on Fisheries Subsidies adopted in June 2022. It enters into force once two-thirds of members have accepted it.|Earlier facts and a rule.
4|K|government-release|Trade Minister to attend MC13|The Minister will travel to Abu Dhabi for the conference and will push for conclusion of the fisheries negotiations.|A future trip and aim.
1|L|wire-politics|WTO talks run into overtime in Abu Dhabi|Ministers extended the conference on Thursday, Feb. 29, 2024 into the weekend as India held out against the fisheries text.|Reports a February 29, 2024 extension.
8|L|wto-press|Fisheries Subsidies Agreement enters into force|The Agreement on Fisheries Subsidies entered into force on 15 September 2025, after reaching acceptance by two-thirds of members.|Reports a 15 September 2025 entry into force.
""",
    ),
    Q(
        "m3-chogm-2024-botchwey",
        "Will Shirley Ayorkor Botchwey be chosen as Commonwealth Secretary-General at CHOGM 2024 in Samoa?",
        "Resolves YES if Commonwealth Heads of Government, meeting in Samoa in October 2024, agree by October 31, 2024 to appoint Shirley Ayorkor Botchwey as Secretary-General. Resolves NO otherwise.",
        "2024-10-10",
        "2024-10-31",
        1,
        "geopolitics",
        """
5|K|official-notice|CHOGM 2024: Apia, Samoa|The Commonwealth Heads of Government Meeting will be held in Apia from 21 to 26 October 2024, the first hosted by a Pacific small island state. Leaders will select the next Secretary-General.|A scheduled meeting.
2|L|communique|Communique of Commonwealth Heads of Government, Apia|Heads of Government, meeting in Apia, Samoa, from 21 to 26 October 2024, appointed the Hon. Shirley Ayorkor Botchwey of Ghana as the next Commonwealth Secretary-General, to take office on 1 April 2025.|A communique dated 21-26 October 2024 reports the appointment.
12|K|government-release|Ghana presents candidate for Commonwealth Secretary-General|The Government of Ghana has formally nominated Foreign Minister Shirley Ayorkor Botchwey and is seeking the support of member states ahead of the Apia meeting.|A nomination and campaign.
7|K|wire-politics|Three African candidates vie for Commonwealth job|Botchwey, Lesotho's Joshua Setipa and Gambia's Mamadou Tangara are competing to succeed Patricia Scotland, with a decision expected at the leaders' retreat.|A preview of a future decision.
1|L|wire-politics|Ghana's Botchwey chosen as Commonwealth chief|Commonwealth leaders agreed on October 25, 2024 that Ghana's foreign minister would become the next Secretary-General.|Reports an October 25, 2024 decision.
3|L|official-notice|New Secretary-General takes office|Shirley Botchwey took office as the seventh Commonwealth Secretary-General on 1 April 2025.|Reports an April 1, 2025 event.
""",
    ),
    Q(
        "m3-chagos-treaty-2025",
        "Will the UK and Mauritius sign a treaty on the sovereignty of the Chagos Islands by May 31, 2025?",
        "Resolves YES if the governments of the United Kingdom and Mauritius sign a treaty transferring sovereignty over the Chagos Archipelago on or before May 31, 2025. Resolves NO otherwise.",
        "2025-05-12",
        "2025-05-31",
        1,
        "geopolitics",
        """
6|K|government-release|Joint statement by the UK and Mauritius|On 3 October 2024, the two governments announced a political agreement under which Mauritius would become sovereign over the Chagos Archipelago, with the UK retaining the base on Diego Garcia.|An earlier agreement only.
2|L|wire-politics|UK signs Chagos deal hours after court lifts injunction|Keir Starmer confirmed on May 22, 2025 that the treaty had been signed, after a High Court judge lifted an overnight order blocking it.|Reports the May 22, 2025 signing.
9|K|parliament-questions|Commons: urgent question on the Chagos Islands|The Minister said the treaty would be laid before Parliament under the Constitutional Reform and Governance Act once signed, and legislation would follow.|Conditional plans for future steps.
4|L|court-ruling-coverage|High Court discharges Chagos injunction|Mr Justice Goose discharged the interim injunction on 22 May 2025, ruling that the claim by two Chagossian women did not justify blocking the signing.|Reports a May 22, 2025 ruling.
12|K|wire-politics|Mauritius says final text close|Prime Minister Navin Ramgoolam said negotiators were close on the remaining financial terms and that he hoped to sign within weeks.|A hope about a future signing.
1|L|parliament-tracker|Treaty laid before Parliament|The treaty, signed on 22 May 2025, was laid before Parliament in May 2025 with an explanatory memorandum.|Reports the May 22, 2025 signing.
""",
    ),
    Q(
        "m3-eu-nature-restoration-2024",
        "Will the Council of the EU formally adopt the Nature Restoration Law by June 30, 2024?",
        "Resolves YES if the Council of the European Union adopts the Nature Restoration Regulation on or before June 30, 2024. Resolves NO otherwise.",
        "2024-06-04",
        "2024-06-30",
        1,
        "legislation",
        """
8|K|council-agenda|Environment Council, Luxembourg, 17 June 2024|Ministers will hold policy debates and may vote on legislative files. The provisional agenda will be published one week before the meeting.|A scheduled meeting.
2|L|council-press|Nature restoration law: Council gives final green light|The Council adopted the regulation on 17 June 2024, setting targets to restore at least 20 percent of the EU's land and sea areas by 2030.|Reports adoption on 17 June 2024.
15|K|parliament-press|Parliament adopts Nature Restoration Law|MEPs adopted the law on 27 February 2024 by 329 votes to 275, with 24 abstentions. The text now needs formal approval by the Council.|An earlier vote.
5|K|wire-politics|Nature law remains stuck after Hungary's U-turn|The Belgian presidency pulled a planned vote in March after Hungary withdrew support. Officials say a vote is unlikely before the European elections on June 6-9, 2024.|Earlier events and a forecast.
1|L|wire-politics|Austrian minister defies chancellor to pass EU nature law|Environment Minister Leonore Gewessler voted in favour on June 17, 2024, providing the majority needed, and Chancellor Karl Nehammer said Austria would challenge the vote.|Reports the June 17, 2024 vote.
4|L|official-journal|Regulation (EU) 2024/1991 on nature restoration|Published in the Official Journal on 29 July 2024. The regulation entered into force on 18 August 2024.|Reports publication and entry into force.
""",
    ),
    Q(
        "m3-nato-vilnius-invitation-2023",
        "Will NATO leaders issue Ukraine a formal invitation to join the Alliance at the Vilnius Summit of July 11-12, 2023?",
        "Resolves YES if the Vilnius Summit communique or a decision at the summit extends a formal invitation to Ukraine to join NATO. Resolves NO otherwise.",
        "2023-06-28",
        "2023-07-12",
        0,
        "geopolitics",
        """
7|K|official-notice|Vilnius Summit, 11-12 July 2023|Heads of State and Government will meet in Vilnius, Lithuania, on 11 and 12 July 2023. The inaugural meeting of the NATO-Ukraine Council is planned during the summit.|A scheduled summit.
2|L|communique|Vilnius Summit Communique (summary)|In the communique issued on 11 July 2023, Allies said they would be in a position to invite Ukraine to join once Allies agree and conditions are met, and removed the requirement for a Membership Action Plan.|Reports the 11 July 2023 communique.
12|K|wire-politics|Allies split over Ukraine membership language|Eastern European members want a clear path and timetable, while Washington and Berlin have resisted any invitation while the war continues.|Positions ahead of the summit.
4|L|wire-politics|Zelenskyy calls lack of timeline 'absurd'|Ukraine's president criticised the draft summit language on July 11, 2023, saying it was unprecedented that no timeframe was set for either the invitation or membership.|Reports a July 11, 2023 statement.
10|K|government-release|Sweden's accession: talks planned in Vilnius|Sweden's prime minister will meet Turkey's president in Vilnius on July 10, hosted by the NATO Secretary General, in an effort to unblock ratification.|A planned meeting.
1|L|official-notice|NATO-Ukraine Council holds inaugural meeting|The NATO-Ukraine Council met for the first time at the level of Heads of State and Government in Vilnius on 12 July 2023.|Reports a July 12, 2023 meeting.
""",
    ),
    Q(
        "m3-ireland-taoiseach-2025",
        "Will Micheál Martin be elected Taoiseach by Dáil Éireann by January 31, 2025?",
        "Resolves YES if Dáil Éireann approves the nomination of Micheál Martin as Taoiseach on or before January 31, 2025. Resolves NO otherwise.",
        "2025-01-13",
        "2025-01-31",
        1,
        "politics",
        """
6|K|oireachtas-notice|Dáil Éireann: sitting of Wednesday, 22 January 2025|The Dáil will resume on Wednesday 22 January 2025. Orders of business include the nomination of a member of the Dáil for appointment by the President to be Taoiseach.|A scheduled sitting.
2|L|oireachtas-votes|Division: nomination of Taoiseach|Tá 95; Níl 76. The motion that Dáil Éireann nominate Deputy Micheál Martin for appointment by the President to be Taoiseach was carried. Thursday, 23 January 2025.|A division dated 23 January 2025.
14|K|wire-politics|New Dáil elects Ceann Comhairle but no Taoiseach|The 34th Dáil met for the first time on December 18, 2024, electing Verona Murphy as Ceann Comhairle. No nomination for Taoiseach was made.|Earlier sitting only.
4|K|wire-politics|Programme for government talks enter final stretch|Fianna Fáil and Fine Gael hope to finish talks with regional independents within days and put the deal to their members. If it is approved, the Dáil is expected to vote on Martin's nomination when it returns on January 22.|A conditional future vote.
1|L|wire-politics|Martin elected Taoiseach after row delays vote|Micheál Martin was elected Taoiseach on January 23, 2025, a day after the Dáil sitting was suspended over speaking rights for independents backing the government.|Reports the January 23, 2025 vote.
8|L|government-release|Taoiseach meets President Trump at the White House|Taoiseach Micheál Martin met President Donald Trump in the Oval Office on 12 March 2025 as part of the annual St Patrick's Day programme.|Reports a March 12, 2025 meeting.
""",
    ),
]
