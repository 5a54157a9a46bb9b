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
