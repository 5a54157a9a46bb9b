# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold70` part, read by `build_hold70.py`.

Health, medicine and public health: drug approvals and advisory committees, trial readouts,
outbreaks and vaccination campaigns, health-agency guidance, hospital and insurer news, as
regulator pages, company releases, medical and trade press, agency bulletins, calendars,
investor notes and patient forums would write them. Each question's documents are one line each
in a string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. Written blind as a held-out part; see `build_hold70.py` and
`tests/data/leak_holdout/hold70.md`. Figures are from memory, not checked data.
"""

from __future__ import annotations

from _part_builder import Q

QUESTIONS: list[dict] = []

# Part 1: hospitals, insurers, agencies and approvals (2024-2025).
QUESTIONS += [
    Q(
        "s2-steward-ch11-2024",
        "Will Steward Health Care System file for Chapter 11 bankruptcy protection by May 31, 2024?",
        "Resolves YES if Steward Health Care System LLC or its parent files a voluntary Chapter 11 petition in a US bankruptcy court between April 1 and May 31, 2024. Resolves NO otherwise.",
        "2024-05-01",
        "2024-05-31",
        1,
        "hospitals",
        """
9|K|medical-press|Steward's lenders, landlord and a ticking clock|Steward Health Care has until the end of May to find a buyer for its physician network before a key bridge loan runs out, people familiar with the talks said. Bankruptcy counsel has been retained, according to two of them, though the company says it is working with Massachusetts officials on an orderly transition of its hospitals in the state.|Talks and a possible filing before the cutoff; nothing after it is reported.
3|L|court-docket|In re: Steward Health Care System LLC, et al.|Voluntary petition (Chapter 11) filed May 6, 2024, U.S. Bankruptcy Court for the Southern District of Texas, Houston Division. Motion for joint administration granted. First-day hearing held May 7, 2024.|A docket records the May 6, 2024 petition and a May 7 hearing as done.
14|K|patient-forum|Anyone else worried about St. Elizabeth's?|My mom's cardiology follow-up is booked for May 20. The front desk told her the hospital is not closing and they are still scheduling appointments into June. Does anyone know if her insurance still works if the owner goes bankrupt?|A booked appointment and a hypothetical; nothing after the cutoff is reported.
5|L|local-news|Steward files for bankruptcy; Massachusetts hospitals stay open for now|Steward Health Care, the Dallas-based owner of more than 30 hospitals, sought Chapter 11 protection early Monday, May 6, 2024, listing more than $9 billion in liabilities. Gov. Maura Healey said patients should keep going to their appointments and that no hospital would close without state review.|Reports the May 6, 2024 filing as done.
7|K|state-release|Statement from the Healey-Driscoll Administration on Steward Health Care|We have told Steward that it must provide complete financial information to the Commonwealth by May 1 and that it cannot close any facility without the notice required by law. We are preparing for every scenario, including a bankruptcy filing, so that patients continue to get care.|A deadline on the cutoff day and contingency planning, not a reported event.
2|L|union-bulletin|MNA update on Steward hospitals|UPDATE: Carney Hospital in Dorchester and Nashoba Valley Medical Center in Ayer closed their doors on August 31, 2024, after no qualified bidder came forward in the bankruptcy sale. We will keep fighting for every nurse and every patient affected.|Reports closures on August 31, 2024, after the cutoff.
""",
    ),
    Q(
        "s2-ma-2026-rate-notice",
        "Will CMS's final 2026 Medicare Advantage Rate Announcement project an average payment increase of more than 4% for plans?",
        "CMS must publish the CY2026 Rate Announcement by the first Monday in April 2025 (April 7, 2025). Resolves YES if the announced expected average change in plan revenue, including the risk score trend, exceeds 4.0%. Resolves NO otherwise. The Advance Notice of January 10, 2025 projected 2.23%.",
        "2025-03-24",
        "2025-04-07",
        1,
        "insurers",
        """
20|K|regulator-page|Fact sheet: 2026 Medicare Advantage and Part D Advance Notice|CMS projects that, on average, payments to Medicare Advantage plans will rise by 2.23% from 2025 to 2026, or about $21 billion. Comments on the proposed payment methodology are due by February 10, 2025. CMS will publish the final Rate Announcement on or before Monday, April 7, 2025.|A projection and a statutory publication deadline.
4|L|investor-note|Managed care: the final notice is a big beat|The 2026 final rate notice, released after the close on April 7, 2025, came in at 5.06% versus 2.23% in the advance notice, more than double what plans had been told in January. We raise our price targets on HUM, UNH and CVS.|Reports the April 7, 2025 final notice as published.
11|K|trade-press|Insurers lobby for higher 2026 rates|With the final notice due the first Monday in April, plans are pressing the new administration to slow the risk-model phase-in and use more recent cost trend data. Most analysts expect the final figure to land between 3% and 4.5%.|Expectations before a scheduled publication.
2|L|trade-press|Oz takes the helm at CMS as rate notice lands|Mehmet Oz was sworn in as CMS administrator days after the Senate confirmed him 53-45 on April 3, 2025. His agency's first big decision, the 2026 Medicare Advantage payment update, came out the following Monday and was far more generous than the January draft.|Reports the April 3, 2025 confirmation and the rate notice as done.
7|K|patient-forum|Will my Advantage plan get worse next year?|Nobody knows yet. The rate announcement in April decides how much plans get paid, but 2026 benefits aren't set until bids go in on June 2 and plans don't publish them until just before open enrollment starts October 15, 2025. I'd wait for the Annual Notice of Change in late September.|A future schedule; nothing after the cutoff is reported.
1|L|wire-report|Health insurer shares jump after Medicare pay boost|Humana rose about 9% and UnitedHealth about 8% in early trading on Tuesday, April 8, 2025, after the government set 2026 Medicare Advantage payments well above its January proposal.|Reports the April 8, 2025 market reaction and the notice behind it.
""",
    ),
    Q(
        "s2-partb-2025-premium",
        "Will the standard monthly Medicare Part B premium for 2025 be more than $180?",
        "Resolves YES if CMS announces, by November 30, 2024, a 2025 standard Part B premium above $180.00. The 2024 standard premium is $174.70. Resolves NO otherwise.",
        "2024-10-25",
        "2024-11-30",
        1,
        "insurers",
        """
15|K|explainer|What the 2.5% COLA means for your Medicare premium|Social Security announced on October 10 that benefits will rise 2.5% in January. The Medicare trustees projected in May that the Part B premium will reach $185 in 2025; CMS usually confirms the figure in the fall, often in early to mid November.|Earlier facts and a projection.
3|L|agency-fact-sheet|2025 Medicare Parts A and B Premiums and Deductibles|On November 8, 2024, the Centers for Medicare and Medicaid Services released the 2025 premiums, deductibles and coinsurance amounts. The standard monthly premium for Part B enrollees will be $185.00 in 2025, an increase of $10.30 from $174.70 in 2024, and the annual Part B deductible will be $257.|Reports the November 8, 2024 announcement.
9|K|patient-forum|Budgeting for 2025 on a fixed income|I'm setting aside $185 a month for Part B starting in January 2025 because that's what the trustees report said. If it comes in lower, great. Does anyone know when they usually announce it?|A plan based on a projection; nothing after the cutoff is reported.
1|L|newsletter|Senior Finance Weekly: correction|Correction: an earlier version of this item said the 2025 Part B premium would be $179. CMS set it at $185.00 a month in its announcement of Nov. 8, 2024.|A correction reports the November 8, 2024 figure.
6|K|trade-press|Part B premium could be announced after Election Day|Last year CMS released the following year's premium on October 12. This year officials have given no date, and some advocates expect the announcement to come after the November 5 election.|A past fact and speculation about a future date.
5|L|medical-press|Medicare Part B premium rises to $185 as drug spending climbs|The 5.9% increase CMS unveiled on 8 November 2024 was driven mainly by projected growth in spending on physician-administered drugs and outpatient services, the agency said.|Reports the November 8, 2024 announcement.
""",
    ),
    Q(
        "s2-wha77-ihr-2024",
        "Will the Seventy-seventh World Health Assembly adopt amendments to the International Health Regulations (2005) by June 1, 2024?",
        "Resolves YES if WHA77, scheduled for May 27 to June 1, 2024 in Geneva, adopts a resolution amending the IHR (2005) on or before June 1, 2024. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-01",
        1,
        "global_health",
        """
6|K|agency-agenda|Seventy-seventh World Health Assembly: provisional agenda|Item 13.3: Report of the Working Group on Amendments to the International Health Regulations (2005). The Health Assembly will open on Monday 27 May 2024 at the Palais des Nations and is scheduled to close no later than Saturday 1 June 2024.|An agenda item and the Assembly's scheduled dates.
2|L|medical-press|IHR amendments adopted in late-night session|Delegates adopted a package of amendments to the International Health Regulations shortly before the Assembly closed on 1 June 2024, creating a new 'pandemic emergency' alert level and a coordinating financial mechanism. Talks on the separate pandemic agreement were extended by up to a year.|Reports the June 1, 2024 adoption as done.
13|K|ngo-commentary|Are the IHR talks running out of time?|Negotiators in the working group still disagree over equity language and financing. If no text is ready, the Assembly could simply note progress and set a new deadline, as several delegations suggested on 10 May.|A conditional about the coming Assembly; the dated statement is before the cutoff.
4|L|agency-bulletin|Director-General's closing remarks, WHA77 (summary)|In remarks on the evening of June 1, 2024, the Director-General thanked Member States for the 'historic decision' taken that day to strengthen the IHR, and said the amended Regulations would enter into force in September 2025.|Reports the June 1, 2024 decision as taken.
9|K|government-statement|UK position on WHO negotiations|The UK will only sign up to an agreement that respects national sovereignty. Our delegation will take part in the Health Assembly from 27 May 2024, and any amendments to the IHR would be laid before Parliament before the UK accepted them.|Future attendance and a conditional.
1|L|explainer|What changed in the IHR? A timeline|2022: working group set up to negotiate targeted amendments. 24 May 2024: the pandemic agreement talks end without a final text. 1 June 2024: IHR amendments adopted by consensus. 19 September 2025: the amendments enter into force for most States Parties.|A timeline lists post-cutoff events as done.
""",
    ),
    Q(
        "s2-gavi-2025-target",
        "Will Gavi's June 25, 2025 replenishment summit in Brussels secure pledges of at least US$11.9 billion?",
        "Resolves YES if Gavi or the summit co-hosts (the European Union and the Gates Foundation) announce by June 30, 2025 that total pledges for Gavi's 2026-2030 strategy reach at least US$11.9 billion. Resolves NO otherwise.",
        "2025-06-10",
        "2025-06-30",
        0,
        "global_health",
        """
17|K|agency-release|Gavi investment opportunity 2026-2030|Gavi is seeking at least US$ 11.9 billion to immunise 500 million more children and save 8 million lives between 2026 and 2030. Leaders will gather in Brussels on 25 June 2025 for a summit co-hosted by the European Union and the Gates Foundation.|A fundraising goal and a scheduled summit.
3|L|medical-press|Gavi falls short of $11.9bn goal as US pulls back|The vaccine alliance raised more than $9bn at its Brussels summit on 25 June 2025, leaving a gap of close to $3bn. In a recorded message, US health secretary Robert F. Kennedy Jr. said America would withhold further funding until Gavi 're-earns the public trust'.|Reports the June 25, 2025 summit result.
8|K|ngo-commentary|Aid cuts cloud vaccine pledging|The UK decided in February to cut aid to 0.3% of national income by 2027; if it pledges less than its last £1.65bn, others will struggle to close the gap. Watch for announcements from Norway, Canada and the Gates Foundation in the run-up to 25 June.|An earlier decision and a conditional about a coming summit.
1|L|wire-report|UK pledges £1.25 billion to vaccine alliance|Britain committed £1.25bn to Gavi on June 24, 2025, less than its previous pledge, on the eve of the replenishment summit in Brussels.|Reports a June 24, 2025 pledge.
12|K|patient-forum|Community health workers forum: Gavi and our district|Our district's pentavalent and measles supply is co-financed through Gavi. If the replenishment on 25 June misses its target, we were told that the new vaccine introductions planned for 2026 could be delayed. Has anyone heard more from the ministry?|A conditional about a future summit.
5|K|calendar|Global health diary, late June 2025|25 June: Gavi replenishment summit, Brussels. 30 June to 3 July: Fourth International Conference on Financing for Development, Seville. Early July: WHO Executive Board retreat (date TBC).|A schedule of future events.
""",
    ),
    Q(
        "s2-anktiva-fda-2024",
        "Will the FDA approve ImmunityBio's N-803 (nogapendekin alfa inbakicept) with BCG for BCG-unresponsive non-muscle invasive bladder cancer with carcinoma in situ by April 23, 2024?",
        "The resubmitted BLA has a PDUFA goal date of April 23, 2024. Resolves YES if the FDA approves it on or before April 23, 2024. Resolves NO otherwise.",
        "2024-04-08",
        "2024-04-23",
        1,
        "drug_approvals",
        """
10|K|company-release|ImmunityBio provides regulatory update|ImmunityBio confirmed that the FDA's inspections of its third-party manufacturing sites have been completed and that the PDUFA target action date for the resubmitted N-803 BLA remains April 23, 2024. Forward-looking statements: there can be no assurance that the FDA will approve the application on that timeline or at all.|A target date and a disclaimer.
2|L|regulator-page|FDA approves first-in-class IL-15 receptor agonist for bladder cancer|On April 22, 2024, the Food and Drug Administration approved nogapendekin alfa inbakicept-pmln (Anktiva) with Bacillus Calmette-Guérin for adult patients with BCG-unresponsive non-muscle invasive bladder cancer with carcinoma in situ, with or without papillary tumors.|Reports the April 22, 2024 approval.
6|K|medical-press|After last year's rejection, ImmunityBio awaits a second verdict|The agency's May 2023 complete response letter cited problems at a contract manufacturer rather than the efficacy data, in which 62% of patients with carcinoma in situ had a complete response. A decision is due by April 23.|An earlier rejection and a due date.
4|L|patient-forum|Anktiva approved!!|Just saw the news that the FDA approved it on Monday, April 22, 2024. My urologist says they can't order it until it's available through the specialty distributor, but this could mean I keep my bladder.|Reports the April 22, 2024 approval.
14|K|investor-note|Biotech catalysts, second half of April|Apr 23: ImmunityBio (IBRX), N-803 plus BCG, NMIBC carcinoma in situ, PDUFA. Apr 25: Merck first-quarter results. Late April: AACR follow-up data from several small-cap oncology names.|A calendar of future events.
1|L|wire-report|ImmunityBio shares soar after FDA nod|ImmunityBio stock jumped about 30% on April 23, 2024, the day after the approval, and the company said the drug would be available to urologists within weeks.|Reports the April 22-23, 2024 events.
""",
    ),
    Q(
        "s2-iqirvo-fda-2024",
        "Will the FDA grant accelerated approval to elafibranor for primary biliary cholangitis by June 10, 2024?",
        "Ipsen's NDA for elafibranor, licensed from Genfit, has a PDUFA goal date of June 10, 2024. Resolves YES if the FDA approves it on or before June 10, 2024. Resolves NO otherwise.",
        "2024-05-27",
        "2024-06-10",
        1,
        "drug_approvals",
        """
12|K|medical-press|Two PPAR agonists race for the PBC market|Ipsen's elafibranor has an FDA decision date of June 10, 2024, while Gilead expects a verdict on seladelpar by August 14. Both would be second-line options after ursodiol for patients who don't respond to it or can't tolerate it.|Two scheduled decisions.
3|L|company-release|Ipsen receives U.S. FDA accelerated approval of Iqirvo|PARIS, 10 June 2024. Ipsen today announced that the FDA has granted accelerated approval for Iqirvo (elafibranor) 80 mg tablets for primary biliary cholangitis in combination with UDCA in adults with an inadequate response to UDCA, or as monotherapy in those unable to tolerate UDCA.|A release reports the June 10, 2024 approval.
20|K|patient-forum|Anyone in the elafibranor trial?|I was in ELATIVE and my ALP came down a lot. The company told participants the FDA decision is expected by June 10. Until then I'm back on ursodiol plus Ocaliva, and the itching is awful.|An earlier experience and a date ahead.
5|L|medical-press|Gilead's seladelpar follows Ipsen drug to market|The FDA's August 14, 2024 accelerated approval of Livdelzi gives PBC patients a second PPAR option two months after elafibranor was cleared on June 10.|Reports the August 14, 2024 and June 10 approvals.
8|K|regulator-page|Advisory committee calendar: no meeting planned|No advisory committee meeting is planned for the elafibranor application, according to the sponsor. The action goal date is June 10, 2024.|A goal date.
1|L|investor-note|Genfit: U.S. milestone received|Genfit booked a €48.7 million milestone from Ipsen after the U.S. approval of 10 June 2024, with further payments tied to European pricing and reimbursement.|Reports a payment after the June 10, 2024 approval.
""",
    ),
    Q(
        "s2-govorestat-fda-2024",
        "Will the FDA approve Applied Therapeutics' govorestat for classic galactosemia by November 28, 2024?",
        "The NDA has a PDUFA target action date of November 28, 2024. Resolves YES if the FDA approves govorestat on or before that date. Resolves NO otherwise.",
        "2024-11-12",
        "2024-11-28",
        0,
        "drug_approvals",
        """
18|K|company-release|Applied Therapeutics reports third quarter 2024 financial results|The PDUFA target action date for govorestat in classic galactosemia remains November 28, 2024, following the FDA's extension of the review to consider additional data. The company continues to prepare for a commercial launch shortly after a potential approval.|A target date and plans.
2|L|medical-press|FDA rejects Applied Therapeutics' galactosemia drug|The agency issued a complete response letter on Nov. 27, 2024, the day before its deadline, saying the application had deficiencies in its clinical data. Shares fell more than 70% in premarket trading.|Reports the November 27, 2024 rejection.
7|K|patient-forum|Galactosemia parents group: govorestat timing|Our metabolic clinic said that even if govorestat is approved by Thanksgiving, it won't be in specialty pharmacies before January. Has anyone's child been able to get it through expanded access?|A conditional; nothing after the cutoff is reported.
4|L|investor-note|APLT: after the CRL|Following the CRL of 27 November 2024 we cut our price target to $2 and remove galactosemia revenue from our model. The SORD deficiency program is now the only near-term catalyst.|Reports the November 27, 2024 CRL.
11|K|medical-press|Small trials, big decision for a rare-disease drug|The pediatric study's results were mixed, and the company has argued that a broader analysis shows a benefit on behaviour and motor skills. Regulators will give their answer by November 28.|Earlier results and a due date.
1|L|calendar-results|PDUFA tracker: November 2024 outcomes|Nov 27, 2024: Applied Therapeutics, govorestat, classic galactosemia, CRL. Nov 20, 2024: Checkpoint Therapeutics, cosibelimab, approved (resubmission).|A results table lists a post-cutoff rejection as done.
""",
    ),
    Q(
        "s2-deramiocel-fda-2025",
        "Will the FDA approve Capricor Therapeutics' deramiocel for Duchenne muscular dystrophy cardiomyopathy by July 31, 2025?",
        "Capricor's BLA for deramiocel (CAP-1002) has a PDUFA date of August 31, 2025. Resolves YES if the FDA approves it on or before July 31, 2025. Resolves NO otherwise.",
        "2025-07-03",
        "2025-07-31",
        0,
        "drug_approvals",
        """
16|K|company-release|Capricor provides BLA update|Capricor said its mid-cycle review communication raised no major deficiencies and that the FDA no longer plans to hold an advisory committee meeting. The PDUFA date remains August 31, 2025, and topline data from the HOPE-3 trial are expected in the fourth quarter.|Pre-cutoff updates and future dates.
3|L|medical-press|FDA turns down Capricor's Duchenne cell therapy|Capricor disclosed on July 11, 2025 that it had received a complete response letter citing insufficient evidence of effectiveness and asking for more clinical data, seven weeks ahead of its August 31 goal date.|Reports the July 11, 2025 rejection.
9|K|patient-forum|Deramiocel decision timeline|For everyone asking: the FDA goal date is Aug 31, and an early decision is possible but rare. If it's approved, the company has said it could launch within weeks. Fingers crossed for our boys.|A date ahead and conditionals.
5|L|wire-report|Capricor shares plunge on FDA rejection|Shares of Capricor Therapeutics fell by about a third on Friday, July 11, 2025, after the company said regulators would not approve deramiocel on the data submitted.|Reports the July 11, 2025 fall and rejection.
22|K|investor-note|Duchenne catalysts, second half of 2025|CAPR: deramiocel PDUFA August 31, 2025; HOPE-3 topline Q4 2025. SRPT: Elevidys label discussions ongoing. DYNE: accelerated approval submission for DYNE-251 planned for early 2026.|A calendar of future events.
1|L|medical-press|Capricor bets on HOPE-3 to revive deramiocel|Since the rejection in July 2025, Capricor has told investors it will use the HOPE-3 results to answer the agency's questions, and it plans to request a meeting with the FDA's cell and gene therapy office.|Reports the July 2025 rejection as done.
""",
    ),
    Q(
        "s2-vrbpac-flu-2025",
        "Will the FDA's Vaccines and Related Biological Products Advisory Committee meet by March 31, 2025 to recommend influenza strains for the 2025-2026 season?",
        "The VRBPAC's annual strain selection meeting is scheduled for March 13, 2025. Resolves YES if the committee holds a meeting on 2025-2026 influenza vaccine composition by March 31, 2025. Resolves NO otherwise.",
        "2025-02-24",
        "2025-03-31",
        0,
        "vaccines",
        """
12|K|regulator-page|Federal Register notice: Vaccines and Related Biological Products Advisory Committee|The committee will meet in open session on March 13, 2025, from 8:30 a.m. to 3:30 p.m. Eastern Time, by webcast, to discuss and make recommendations on the selection of strains to be included in the 2025-2026 influenza virus vaccines.|A scheduled meeting.
2|L|medical-press|FDA cancels flu strain advisory meeting|The agency called off its March 13 VRBPAC meeting, committee members were told in an email on Feb. 26, 2025, leaving manufacturers unsure how the strains for next season would be chosen.|Reports a February 26, 2025 cancellation.
8|K|medical-press|CDC vaccine advisers' meeting postponed|The CDC postponed the February 26-28 meeting of its Advisory Committee on Immunization Practices to 'accommodate public comment', a spokesperson said on Feb. 14. The FDA's flu strain meeting on March 13 is still on the agency's calendar.|A pre-cutoff postponement and a meeting still scheduled.
4|L|agency-bulletin|Recommended composition of influenza virus vaccines for the 2025-2026 northern hemisphere season|WHO announced on 28 February 2025 its recommendation that egg-based trivalent vaccines contain an A/Victoria/4897/2022 (H1N1)pdm09-like virus, an A/Croatia/10136RV/2023 (H3N2)-like virus and a B/Austria/1359417/2021 (B/Victoria lineage)-like virus.|Reports the February 28, 2025 recommendation.
6|K|trade-press|Vaccine makers need strain picks by mid-March|Production of about 150 million U.S. doses depends on a decision soon after WHO's consultation in late February. A former FDA official noted that the agency has the legal authority to choose strains without a committee vote if it has to.|Expectations and a conditional.
1|L|regulator-page|Influenza vaccine composition for the 2025-2026 U.S. season|On March 13, 2025, FDA advised manufacturers of licensed influenza vaccines that the trivalent formulation for the 2025-2026 season should contain the strains recommended by WHO, after consulting with CDC and other experts. No advisory committee meeting was held.|Reports the March 13, 2025 decision and the meeting that did not happen.
""",
    ),
]
