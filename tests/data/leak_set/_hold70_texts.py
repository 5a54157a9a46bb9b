# ruff: noqa: E501 (the texts are data, one per line)
"""The texts of the leak set's `hold70` part, read by `build_hold70.py`.

Health, medicine and public health: drug approvals and advisory committees, trial readouts,
outbreaks and vaccination campaigns, health-agency guidance, hospital and insurer news, as
regulator pages, company releases, medical and trade press, agency bulletins, calendars,
investor notes and patient forums would write them. Each question's documents are one line each
in a string, fields separated by `|`: days before the cutoff it is published, label (L=leak /
K=keep), style, title, text, why. Written blind as a held-out part; see `build_hold70.py` and
the part's section in `tests/data/leak_set/README.md`. Figures are from memory, not checked data.
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
9|K|medical-press|Steward's lenders, landlord and a ticking clock|Steward Health Care has until May 31, 2024 to find a buyer for its physician network before a key bridge loan runs out, people familiar with the talks said. Bankruptcy counsel has been retained, according to two of them, though the company says it is working with Massachusetts officials on an orderly transition of its hospitals in the state.|Talks and a possible filing before the cutoff; nothing after it is reported.
3|L|court-docket|In re: Steward Health Care System LLC, et al.|Voluntary petition (Chapter 11) filed May 6, 2024, U.S. Bankruptcy Court for the Southern District of Texas, Houston Division. Motion for joint administration granted. First-day hearing held May 7, 2024.|A docket records the May 6, 2024 petition and a May 7 hearing as done.
14|K|patient-forum|Anyone else worried about St. Elizabeth's?|My mom's cardiology follow-up is booked for May 20. The front desk told her the hospital is not closing and they are still scheduling appointments into June. Does anyone know if her insurance still works if the owner goes bankrupt?|A booked appointment and a hypothetical; nothing after the cutoff is reported.
5|L|local-news|Steward files for bankruptcy; Massachusetts hospitals stay open for now|Steward Health Care, the Dallas-based owner of more than 30 hospitals, sought Chapter 11 protection early Monday, May 6, 2024, listing more than $9 billion in liabilities. Gov. Maura Healey said patients should keep going to their appointments and that no hospital would close without state review.|Reports the May 6, 2024 filing as done.
7|K|state-release|Statement from the Healey-Driscoll Administration on Steward Health Care|We have told Steward that it must provide complete financial information to the Commonwealth by May 1, 2024 and that it cannot close any facility without the notice required by law. We are preparing for every scenario, including a bankruptcy filing, so that patients continue to get care.|A deadline on the cutoff day and contingency planning, not a reported event.
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
11|K|trade-press|Insurers lobby for higher 2026 rates|With the final notice due on April 7, 2025, the first Monday in April, plans are pressing the new administration to slow the risk-model phase-in and use more recent cost trend data. Most analysts expect the final figure to land between 3% and 4.5%.|Expectations before a scheduled publication.
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
6|L|trade-press|Part B premium could be announced after Election Day|Last year CMS released the following year's premium on October 12. This year officials have given no date, and some advocates expect the announcement to come after the November 5 election. UPDATE, Nov. 8, 2024: CMS announced a 2025 standard premium of $185.00.|An update appended to a preview reports the November 8, 2024 announcement.
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
13|K|ngo-commentary|Are the IHR talks running out of time?|Negotiators in the working group still disagree over equity language and financing. If no text is ready, the Assembly that opens on 27 May 2024 could simply note progress and set a new deadline, as several delegations suggested on 10 May.|A conditional about the coming Assembly; the dated statement is before the cutoff.
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
8|K|ngo-commentary|Aid cuts cloud vaccine pledging|The UK decided in February to cut aid to 0.3% of national income by 2027; if it pledges less than its last £1.65bn, others will struggle to close the gap. Watch for announcements from Norway, Canada and the Gates Foundation in the run-up to 25 June 2025.|An earlier decision and a conditional about a coming summit.
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
14|K|investor-note|Biotech catalysts, second half of April|Apr 23, 2024: ImmunityBio (IBRX), N-803 plus BCG, NMIBC carcinoma in situ, PDUFA. Apr 25, 2024: Merck first-quarter results. Late April: AACR follow-up data from several small-cap oncology names.|A calendar of future events.
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
11|K|medical-press|Small trials, big decision for a rare-disease drug|The pediatric study's results were mixed, and the company has argued that a broader analysis shows a benefit on behaviour and motor skills. Regulators will give their answer by November 28, 2024.|Earlier results and a due date.
1|L|calendar-results|PDUFA tracker: November 2024 outcomes|Nov 27, 2024: Applied Therapeutics, govorestat, classic galactosemia, CRL. Dec 13, 2024: Checkpoint Therapeutics, cosibelimab, approved on resubmission.|A results table lists a post-cutoff rejection as done.
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
8|K|medical-press|CDC vaccine advisers' meeting postponed|The CDC postponed the February 26-28 meeting of its Advisory Committee on Immunization Practices to 'accommodate public comment', a spokesperson said on Feb. 14. The FDA's flu strain meeting on March 13, 2025 is still on the agency's calendar.|A pre-cutoff postponement and a meeting still scheduled.
4|L|agency-bulletin|Recommended composition of influenza virus vaccines for the 2025-2026 northern hemisphere season|WHO announced on 28 February 2025 its recommendation that egg-based trivalent vaccines contain an A/Victoria/4897/2022 (H1N1)pdm09-like virus, an A/Croatia/10136RV/2023 (H3N2)-like virus and a B/Austria/1359417/2021 (B/Victoria lineage)-like virus.|Reports the February 28, 2025 recommendation.
6|K|trade-press|Vaccine makers need strain picks by mid-March|Production of about 150 million U.S. doses depends on a decision soon after WHO's consultation, which is due to end on February 28, 2025. A former FDA official noted that the agency has the legal authority to choose strains without a committee vote if it has to.|Expectations and a conditional.
1|L|regulator-page|Influenza vaccine composition for the 2025-2026 U.S. season|On March 13, 2025, FDA advised manufacturers of licensed influenza vaccines that the trivalent formulation for the 2025-2026 season should contain the strains recommended by WHO, after consulting with CDC and other experts. No advisory committee meeting was held.|Reports the March 13, 2025 decision and the meeting that did not happen.
""",
    ),
]

# Part 2: trials, labour, outbreaks and deals (2023-2026).
QUESTIONS += [
    Q(
        "s2-mrna1010-efficacy-2025",
        "Will Moderna announce by July 15, 2025 that its mRNA-1010 flu vaccine met the primary endpoint of its Phase 3 efficacy trial against a licensed standard-dose vaccine?",
        "Resolves YES if Moderna announces by July 15, 2025 that mRNA-1010 showed statistically significant superior relative vaccine efficacy versus a licensed standard-dose influenza vaccine in adults 50 and older in its P304 study. Resolves NO otherwise.",
        "2025-06-16",
        "2025-07-15",
        1,
        "trials",
        """
21|K|company-release|Moderna reports first quarter 2025 financial results|Moderna expects efficacy data this year from its Phase 3 trial of mRNA-1010 in adults 50 and older and, if the results are positive, plans to include them in a resubmission of its combined flu and COVID vaccine application.|Plans and a conditional.
3|L|company-release|Moderna announces positive Phase 3 flu vaccine efficacy results|CAMBRIDGE, Mass., June 30, 2025. Moderna today announced that mRNA-1010 demonstrated 26.6% higher relative vaccine efficacy than a licensed standard-dose influenza vaccine in adults 50 years and older in the P304 study, meeting the trial's primary endpoint.|Reports the June 30, 2025 readout.
14|K|medical-press|HHS cancels Moderna bird flu vaccine award|HHS ended a $766 million award for Moderna's mRNA H5N1 vaccine on May 28. The company said it would explore other ways to advance the program and that its seasonal flu efficacy study was on track.|A pre-cutoff event and plans.
6|K|investor-note|MRNA: what we expect from P304|We model relative efficacy of 10-20%; anything above 20% would be a clear win. Management has guided to a readout around mid-year, before second-quarter results on August 1, 2025, and the company presented at an investor conference on June 10 without giving a date.|Forecasts and an event before the cutoff.
1|L|medical-press|Moderna's mRNA flu shot beats standard vaccine|The relative efficacy of 26.6% that Moderna reported at the end of June 2025 was consistent across the A/H1N1, A/H3N2 and B strains, the company said, and it will discuss a filing with regulators.|Reports the June 2025 readout as done.
9|K|patient-forum|MRNA investors: P304 timing|The rumour is the readout lands before the July 4th weekend. Either way, second-quarter earnings on Aug 1 will have to address it. Position sized accordingly.|A rumour and a future earnings date.
""",
    ),
    Q(
        "s2-viking-venture-oral-2025",
        "Will Viking Therapeutics report topline results from its Phase 2 VENTURE-Oral Dosing trial of oral VK2735 by August 31, 2025?",
        "Resolves YES if Viking publicly reports topline efficacy results from its 13-week Phase 2 VENTURE-Oral Dosing study of oral VK2735 by August 31, 2025. Resolves NO otherwise.",
        "2025-08-11",
        "2025-08-31",
        1,
        "trials",
        """
13|K|company-release|Viking Therapeutics reports second quarter 2025 financial results|Viking said enrollment in the VENTURE-Oral Dosing study was completed earlier this year and that it expects to report topline data in the second half of 2025. The Phase 3 VANQUISH program for subcutaneous VK2735 began dosing patients in June.|Plans and earlier facts.
2|L|wire-report|Viking shares crater as oral obesity pill disappoints|Viking Therapeutics lost about 40% of its market value on Tuesday, Aug. 19, 2025, after oral VK2735 produced weight loss of up to 12.2% over 13 weeks, with many patients in the higher dose groups quitting because of side effects.|Reports the August 19, 2025 readout and share fall.
7|K|medical-press|Obesity pill race heats up after Lilly's orforglipron data|Lilly's ATTAIN-1 results on Aug. 7 set a bar of about 12% weight loss at 72 weeks for a daily pill. Viking's much shorter oral study, due to read out by the end of September 2025, will inevitably be compared with it.|An earlier readout and a future one.
4|L|investor-note|VK2735 oral: the tolerability problem|Following the 19 August 2025 readout, we cut our probability of success for the oral program. Efficacy was in line, but discontinuation due to adverse events in the top dose arm was the headline, and the stock reaction reflects it.|Reports the August 19, 2025 readout.
20|K|patient-forum|Anyone following the Viking pill?|Results for the pill are supposed to come out sometime in Q3. If it works as well as the shot and is cheaper, I'd switch in a heartbeat, but realistically it's years from pharmacies.|Future expectations.
1|K|calendar|Obesity readouts to watch, late summer 2025|Viking (VKTX): VENTURE-Oral topline, Q3 2025 (guided). Novo Nordisk: second-quarter results, Aug 6 (reported). EASD annual meeting, Vienna, Sept 15-19, 2025: several incretin late-breakers.|A calendar; the only reported event is before the cutoff.
""",
    ),
    Q(
        "s2-nysna-strike-2026",
        "Will NYSNA nurses begin a strike at at least one private New York City hospital by January 20, 2026?",
        "Resolves YES if members of the New York State Nurses Association walk off the job at one or more private hospitals in New York City between January 1 and January 20, 2026. Resolves NO otherwise.",
        "2025-12-29",
        "2026-01-20",
        1,
        "labor",
        """
9|K|union-bulletin|NYSNA: our contracts expire December 31|Nurses at private hospitals across the city have voted overwhelmingly to authorize a strike. Under federal law we must give 10 days' notice before any walkout at a health care institution. No date has been set, and bargaining continues the week of January 5, 2026.|An authorization and future dates; no walkout is reported.
3|L|local-news|Thousands of nurses walk out at three NYC hospital systems|About 15,000 nurses went on strike on Monday, January 12, 2026, at Mount Sinai, Montefiore and NewYork-Presbyterian, the largest nurses' strike in the city's history, after talks over staffing and pay broke down.|Reports the January 12, 2026 walkout.
14|L|hospital-notice|Patient advisory: our hospitals remain open|In the event of a work stoppage, our hospitals will remain open and fully staffed with experienced replacement nurses. Update, January 12, 2026: NYSNA has begun a strike at our hospitals. All of our hospitals remain open, and patients will be contacted directly if an appointment must be moved.|An update reports the January 12, 2026 strike.
5|L|local-news|New mayor urges both sides back to the table|Mayor Zohran Mamdani, sworn in on Jan. 1, 2026, said on the strike's second day that the city was monitoring staffing at the struck hospitals and urged management and the union to return to bargaining.|Reports the January 1, 2026 inauguration and the strike as under way.
20|K|medical-press|2023 strike's legacy hangs over NYC talks|In January 2023, about 7,000 nurses struck Mount Sinai and Montefiore for three days before winning enforceable staffing ratios. Union leaders say a repeat is possible when the current contracts end on December 31, 2025.|An earlier strike and a possible future one.
1|K|patient-forum|NYC nurses, are you striking?|Travel agencies are already offering five-day strike contracts 'starting mid-January'. Nothing official from NYSNA yet about a date. Anyone heard anything at Montefiore?|Rumours about a future date.
""",
    ),
    Q(
        "s2-aca-credits-2025",
        "Will Congress enact an extension of the enhanced ACA premium tax credits by December 31, 2025?",
        "The enhanced premium tax credits expire on December 31, 2025. Resolves YES if a law extending them is signed by December 31, 2025. Resolves NO otherwise.",
        "2025-12-08",
        "2025-12-31",
        0,
        "health_policy",
        """
18|K|medical-press|Shutdown deal promises a December vote on ACA subsidies|The agreement that reopened the government on Nov. 12 commits Senate Majority Leader John Thune to hold a vote on extending the enhanced credits by mid-December. Whether the House would take it up is far from clear.|A pre-cutoff event and a promised vote.
2|L|wire-report|Senate rejects dueling health care plans|Both a Democratic bill to extend the enhanced Obamacare subsidies for three years and a Republican alternative fell short of 60 votes on Thursday, Dec. 11, 2025, making it all but certain the credits will lapse at year-end.|Reports the December 11, 2025 votes.
6|K|agency-guidance|HealthCare.gov: when is Open Enrollment?|Open Enrollment for 2026 coverage runs November 1, 2025 through January 15, 2026. Enroll by December 15 for coverage that starts January 1. Savings estimates shown reflect current law.|A schedule.
4|L|insurer-news|Insurers brace for enrollment drop as credits expire|After the House voted on January 8, 2026 to pass a three-year extension, the measure stalled in the Senate, and marketplace insurers reported early signs of enrollees dropping coverage or switching to bronze plans.|Reports the January 8, 2026 vote as done.
11|K|explainer|What happens to your premium if the credits expire|Premium payments would more than double, on average, for subsidized marketplace enrollees in 2026 if Congress does not act by December 31, 2025, according to KFF estimates. People earning more than 400% of the poverty level would lose help entirely.|A conditional forecast.
1|L|patient-forum|It's official, no extension|Well, the Senate voted it down on December 11, 2025. My premium goes from $85 to about $410 a month in January. Looking at bronze plans now.|Reports the December 11, 2025 vote.
""",
    ),
    Q(
        "s2-drc-kasai-ebola-over-2025",
        "Will the Democratic Republic of the Congo declare the end of the Ebola outbreak in Kasai province's Bulape health zone by December 15, 2025?",
        "The outbreak was declared on September 4, 2025. Resolves YES if DRC health authorities or WHO declare it over by December 15, 2025. Resolves NO otherwise.",
        "2025-11-20",
        "2025-12-15",
        1,
        "outbreaks",
        """
10|K|agency-bulletin|Disease Outbreak News: Ebola virus disease, Democratic Republic of the Congo (update)|No new confirmed cases have been reported since the last patient was discharged on 19 October 2025. If no further cases occur, the end of the outbreak can be declared 42 days later, on or around 1 December 2025.|A conditional countdown.
3|L|agency-bulletin|Ministry of Public Health communiqué: end of the Ebola outbreak in Kasai|The Minister of Public Health declared on 1 December 2025 the end of the Ebola virus disease outbreak in Bulape health zone, Kasai province, which caused 64 cases, including 45 deaths, since it was declared on 4 September.|Reports the December 1, 2025 declaration.
16|K|medical-press|Vaccination helped contain Kasai Ebola outbreak, responders say|More than 30,000 people received the Ervebo vaccine after the outbreak was declared in early September. Responders cautioned that the countdown to an end declaration would reset if a new case appeared before December.|Pre-cutoff facts and a conditional.
5|L|agency-release|WHO congratulates DRC on ending Ebola outbreak|WHO's Regional Director for Africa welcomed the end of the outbreak, declared on December 1, 2025, and called for continued follow-up of survivors and strong surveillance in neighbouring health zones.|Reports the December 1, 2025 declaration.
7|K|patient-forum|Can I travel to Kasai for Christmas?|Family in Tshikapa say the Ebola outbreak is nearly finished; the ministry said the end could be announced around December 1. I booked for December 18 but I'll keep watching the news.|A forecast and plans.
1|K|calendar|Outbreak response calendar, Kasai|Day 42 since last discharge: 30 Nov 2025. Planned end-of-outbreak declaration: 1 Dec 2025 in Bulape, subject to no new cases. Enhanced surveillance: 90 days after the declaration.|Planned dates under a condition.
""",
    ),
    Q(
        "s2-cvs-lynch-2024",
        "Will Karen Lynch cease to be chief executive officer of CVS Health by October 31, 2024?",
        "Resolves YES if CVS Health announces by October 31, 2024 that Karen Lynch has stepped down or been replaced as CEO, effective by that date. Resolves NO otherwise.",
        "2024-10-07",
        "2024-10-31",
        1,
        "insurers",
        """
14|K|insurer-news|CVS weighs options as Aetna costs bite|CVS Health cut its 2024 profit forecast again in August and said Karen Lynch would personally oversee Aetna after the departure of its president. The company reports third-quarter results on November 6, 2024.|Earlier facts and a scheduled report.
2|L|wire-report|CVS replaces CEO Karen Lynch with pharmacy chief David Joyner|CVS Health said on Friday, Oct. 18, 2024, that Lynch had stepped down, effective immediately, and named David Joyner, head of its Caremark pharmacy benefit business, as chief executive.|Reports the October 18, 2024 change.
5|K|investor-note|Activist involvement raises the stakes|Glenview Capital's meeting with management is expected this month. We think a change at the top is possible but unlikely before the November 6, 2024 call; a breakup of the retail and insurance arms is further off still.|A forecast; no change is reported.
3|L|company-release|CVS Health announces leadership transition|WOONSOCKET, R.I., Oct. 18, 2024. CVS Health Corporation today announced that its Board of Directors has appointed David Joyner as President and Chief Executive Officer, succeeding Karen S. Lynch, effective immediately. The company also updated its 2024 guidance.|Reports the October 18, 2024 appointment.
9|K|patient-forum|Store closures list?|Our district manager said more closures are coming early next year as part of the cost-cutting plan. Nothing about leadership. The inventory reset is still set for Oct 20.|Future plans only.
1|L|trade-press|Joyner's first weeks at CVS|Joyner, who took over on October 18, 2024, told analysts on the November 6 call that fixing Aetna's margins was his first priority and that the board was not pursuing a breakup.|Reports the October 18 succession and a November 6 call.
""",
    ),
    Q(
        "s2-catalent-close-2024",
        "Will Novo Holdings complete its acquisition of Catalent by December 31, 2024?",
        "Novo Holdings agreed in February 2024 to buy Catalent for $63.50 a share. Resolves YES if the acquisition closes by December 31, 2024. Resolves NO otherwise.",
        "2024-12-04",
        "2024-12-31",
        1,
        "pharma_business",
        """
15|K|trade-press|Catalent deal awaits Brussels|The European Commission's review of Novo Holdings' $16.5 billion takeover of Catalent has a deadline of December 6, 2024. The companies still expect to close by the end of the year.|A regulatory deadline and an expectation.
3|L|company-release|Novo Holdings completes acquisition of Catalent|COPENHAGEN and SOMERSET, N.J., December 18, 2024. Novo Holdings today completed its acquisition of Catalent, Inc. Catalent's common stock has ceased trading on the New York Stock Exchange. Concurrently, Novo Nordisk acquired three Catalent fill-finish sites from Novo Holdings.|Reports the December 18, 2024 completion.
8|K|medical-press|Rivals and senators object to Novo-Catalent tie-up|Senator Elizabeth Warren urged the FTC last spring to block the deal, and rival drugmakers raised supply concerns. The U.S. review ended without a challenge, leaving only the Commission's decision.|Past facts and a remaining approval.
2|L|regulator-page|Mergers: Commission clears acquisition of Catalent by Novo Holdings|Brussels, 6 December 2024. The European Commission has approved, under the EU Merger Regulation, the proposed acquisition of Catalent by Novo Holdings, concluding that it would not significantly impede effective competition.|Reports the December 6, 2024 clearance.
11|L|patient-forum|CTLT merger arb: spread check|The spread is under 1%. The market clearly thinks this closes. The only real risk left is the EC, with a decision due Dec 6. EDIT Dec 6 2024: EC cleared it unconditionally, spread basically gone.|An edit reports the December 6, 2024 clearance.
1|L|wire-report|Catalent delisted as Novo deal closes|Trading in Catalent shares was suspended before the opening bell on Dec. 18, 2024, and the stock was removed from the New York Stock Exchange later that day.|Reports December 18, 2024 events.
""",
    ),
    Q(
        "s2-enflonsia-fda-2025",
        "Will the FDA approve Merck's clesrovimab for the prevention of RSV in infants by June 10, 2025?",
        "The BLA for clesrovimab has a PDUFA date of June 10, 2025. Resolves YES if the FDA approves it on or before June 10, 2025. Resolves NO otherwise.",
        "2025-05-27",
        "2025-06-10",
        1,
        "vaccines",
        """
18|K|company-release|Merck pipeline: upcoming regulatory milestones|Clesrovimab (MK-1654), RSV monoclonal antibody for infants: FDA PDUFA date June 10, 2025. If approved, it would be the first RSV preventive antibody given as the same single dose regardless of an infant's weight.|A scheduled decision and a conditional.
2|L|regulator-page|BLA approval: Enflonsia (clesrovimab-cfor)|June 9, 2025. Enflonsia injection is approved for the prevention of RSV lower respiratory tract disease in neonates and infants born during or entering their first RSV season.|Reports the June 9, 2025 approval.
7|K|medical-press|A second RSV antibody could arrive before fall|Sanofi and AstraZeneca's Beyfortus ran short in 2023. Merck's rival, due for an FDA decision on June 10, 2025, could be taken up by CDC's vaccine advisers at their meeting on June 25-26, 2025.|A future decision and meeting.
4|L|medical-press|New ACIP backs Merck's RSV shot after Kennedy's purge|Weeks after Health Secretary Robert F. Kennedy Jr. removed all 17 members of the vaccine committee on June 9, 2025, the reconstituted panel voted 5-2 on June 26 to recommend clesrovimab for infants.|Reports the June 9 and June 26, 2025 events.
12|K|patient-forum|Nirsevimab vs the new Merck one?|My due date is October 3. Our pediatrician said the Merck antibody may be approved this summer, and whichever one the hospital stocks is what we'll get.|Plans and a conditional.
1|K|calendar|Vaccine policy calendar, June 2025|June 10: PDUFA date, clesrovimab (Merck). June 25-26: ACIP meeting, Atlanta. Late June: CDC guidance for the 2025-26 RSV season expected.|A calendar of future events.
""",
    ),
    Q(
        "s2-clade1b-outside-africa-2024",
        "Will a case of clade Ib mpox be confirmed in a country outside Africa by August 31, 2024?",
        "Resolves YES if a national public health authority outside Africa reports a laboratory-confirmed clade Ib (or clade I, subsequently typed as Ib) mpox infection by August 31, 2024. Resolves NO otherwise.",
        "2024-08-08",
        "2024-08-31",
        1,
        "outbreaks",
        """
6|K|agency-bulletin|WHO Director-General to convene IHR Emergency Committee on mpox|The Director-General will convene the Emergency Committee on 14 August 2024 to advise whether the upsurge of mpox in the Democratic Republic of the Congo and neighbouring countries constitutes a public health emergency of international concern. Clade Ib has been reported in Burundi, Kenya, Rwanda and Uganda.|A scheduled meeting and earlier facts.
2|L|agency-bulletin|Public Health Agency of Sweden: a case of mpox clade I|On 15 August 2024 the agency confirmed a case of clade I mpox in a person infected during a stay in a part of Africa with a large outbreak. It is the first case of the clade diagnosed outside the African continent.|Reports the August 15, 2024 case.
10|K|medical-press|Clade Ib's spread raises risk of exported cases|Epidemiologists say a travel-linked case in Europe or Asia is a matter of when, not if, but none had been detected by early August. ECDC rates the risk to the general EU population as very low.|A forecast; no post-cutoff event.
4|L|medical-press|Thailand confirms Asia's first clade Ib case|Thai health officials said on August 22, 2024 that a European man who had arrived from Africa was infected with clade Ib mpox, a week after Sweden reported its case.|Reports the August 22 and 15, 2024 cases.
1|L|agency-bulletin|ECDC communicable disease threats report, week 34|Since the previous report, WHO declared the upsurge of mpox a public health emergency of international concern on 14 August 2024, and Sweden reported the first imported case of clade I mpox in the EU/EEA on 15 August 2024.|Reports post-cutoff events.
14|K|patient-forum|Going to Kampala, mpox worry?|Uganda reported a couple of clade Ib cases in July. I fly out August 25. Is the Jynneos vaccine available to travellers in the US, or only for high-risk groups?|Earlier facts and future plans.
""",
    ),
    Q(
        "s2-kaiser-unac-strike-2025",
        "Will UNAC/UHCP members begin a strike at Kaiser Permanente facilities by October 20, 2025?",
        "Resolves YES if members of the United Nurses Associations of California/Union of Health Care Professionals begin a strike at Kaiser Permanente facilities between October 1 and October 20, 2025. Resolves NO otherwise.",
        "2025-10-03",
        "2025-10-20",
        1,
        "labor",
        """
12|K|union-bulletin|UNAC/UHCP: strike authorization vote results|Members voted overwhelmingly to authorize a strike. Our national agreement with Kaiser expired on September 30, 2025. Any strike will be announced with the 10-day notice the law requires for health care employers.|An authorization and a future notice.
2|L|local-news|Kaiser nurses, pharmacists start five-day walkout|Picket lines went up outside Kaiser Permanente hospitals from San Diego to Honolulu on the morning of Tuesday, Oct. 14, 2025, as about 31,000 nurses, pharmacists, midwives and other professionals began a strike scheduled to last through Oct. 19.|Reports the October 14, 2025 start.
6|L|hospital-notice|Kaiser Permanente member advisory|Our hospitals and medical offices will remain open during any strike. If a strike occurs, some non-urgent appointments and elective procedures may be rescheduled and pharmacy waits may be longer. Updated October 14, 2025: a strike by some of our union-represented employees began this morning; all hospitals are open.|An update reports the strike begun on October 14, 2025.
4|L|wire-report|Kaiser says hospitals operating normally during strike|Kaiser said it had brought in thousands of replacement workers for the walkout that began Oct. 14, 2025 and that its hospitals remained open, while the unions said the strike was the largest in the system's history.|Reports the October 14, 2025 strike as under way.
20|K|medical-press|Kaiser's 2023 strike set a benchmark|The Coalition's three-day walkout in October 2023 ended with 21% raises over four years. A strike by the Alliance unions this fall would be the second major Kaiser walkout in two years.|Earlier facts and a conditional.
9|K|patient-forum|Surgery during a possible strike?|My knee replacement is booked for October 15. They told me that if the union strikes they'll call me by the 10th to reschedule.|Future plans.
""",
    ),
]

# Part 3: global health financing, agency guidance, readouts and pharmacies (2023-2026).
QUESTIONS += [
    Q(
        "s2-global-fund-8th-2025",
        "Will pledges at the Global Fund's Eighth Replenishment Summit on November 21, 2025 total at least US$15 billion?",
        "Resolves YES if the Global Fund announces at or after its Eighth Replenishment Summit, held in Johannesburg on November 21, 2025 on the margins of the G20, that pledges total at least US$15 billion (its target is US$18 billion). Resolves NO otherwise.",
        "2025-11-06",
        "2025-11-21",
        0,
        "global_health",
        """
20|K|agency-release|The Global Fund's Eighth Replenishment Investment Case|The Global Fund seeks US$18 billion for 2027-2029 to help save 23 million lives. South Africa and the United Kingdom will co-host the Replenishment Summit in Johannesburg on 21 November 2025.|A fundraising goal and a scheduled summit.
3|L|medical-press|Global Fund raises $11.3bn, well short of its $18bn goal|Donors pledged US$11.34 billion at the summit in Johannesburg on 21 November 2025, including US$4.6 billion from the United States, which had earlier signalled much deeper cuts.|Reports the November 21, 2025 result.
9|K|ngo-commentary|Why a smaller Global Fund is likely|With the UK, France and Germany all trimming aid, our modelling points to a total of $11-13 billion. Anything above $15 billion would be a surprise, and a US pledge of less than $4 billion would make even that range optimistic.|A forecast with conditions.
1|L|government-statement|UK confirms £850 million for the Global Fund|The UK pledged £850 million at the Johannesburg summit on 21 November 2025, down from £1 billion at the last replenishment, the Foreign Office said, adding that the money would help fund HIV, TB and malaria programmes in the world's poorest countries.|Reports a November 21, 2025 pledge.
13|K|patient-forum|TB survivors network: what the replenishment means for us|Our clinic's GeneXpert cartridges come from the Global Fund grant that runs to the end of 2026. If the summit falls short, we were told grants from 2027 might be cut by a third.|A conditional about a future summit.
4|L|ngo-commentary|After Johannesburg: a $7 billion hole|The $11.34 billion pledged on November 21, 2025 means the Fund will have to cut allocations for 2027-2029 deeply, and countries should start planning for it now.|Reports the November 21, 2025 pledge total.
""",
    ),
    Q(
        "s2-vrbpac-covid-2025",
        "Will the FDA's VRBPAC vote at its May 22, 2025 meeting to recommend a monovalent JN.1-lineage composition for 2025-2026 COVID-19 vaccines?",
        "Resolves YES if the committee votes on May 22, 2025 in favour of a monovalent JN.1-lineage composition for the 2025-2026 formula of COVID-19 vaccines in the United States. Resolves NO otherwise.",
        "2025-05-08",
        "2025-05-22",
        1,
        "vaccines",
        """
10|K|regulator-page|Advisory committee calendar: VRBPAC, May 22, 2025|The committee will meet in open session to discuss and make recommendations on the selection of the 2025-2026 formula for COVID-19 vaccines in the U.S. Public comment registration closes on May 14.|A scheduled meeting and deadline.
3|L|medical-press|FDA advisers back JN.1-lineage shots, lean to LP.8.1|The committee voted unanimously on May 22, 2025 to keep a monovalent JN.1-lineage composition, with most members favouring the LP.8.1 strain, two days after FDA leaders said approvals would be limited to older and high-risk people.|Reports the May 22, 2025 vote and a May 20 announcement.
7|K|medical-press|Which strain for fall? Experts expect a JN.1 descendant|LP.8.1 now accounts for most U.S. sequences. Manufacturers have told regulators they could deliver either JN.1 or LP.8.1 shots by late August if the choice is made in May.|Expectations before a scheduled decision.
2|L|regulator-page|FDA perspective: an evidence-based approach to COVID-19 vaccination|Published May 20, 2025, in the New England Journal of Medicine: the FDA will approve vaccines for adults 65 and older and for people 6 months to 64 years with at least one risk factor, and will require randomized trials for healthy people under 65.|Reports a May 20, 2025 publication.
14|L|patient-forum|Will there be a fall booster for me?|I'm 42 with no risk factors. Hearing rumours the FDA will restrict the next shots. VRBPAC meets May 22, so we'll know more after that. EDIT (May 22, 2025): they voted unanimously for JN.1-lineage, with LP.8.1 preferred. Still no idea about eligibility.|An edit appended to the post reports the May 22, 2025 vote.
5|K|agency-bulletin|WHO TAG-CO-VAC: next review|The advisory group will meet in May 2025 to review the composition of COVID-19 vaccine antigens. Its December 2024 statement advised monovalent JN.1 or KP.2 as the antigen.|A planned review and an earlier statement.
""",
    ),
    Q(
        "s2-uspstf-mammo-2024",
        "Will the USPSTF publish a final recommendation for biennial screening mammography starting at age 40 by May 15, 2024?",
        "The Task Force's May 2023 draft recommended biennial screening for women aged 40 to 74. Resolves YES if a final recommendation with a start age of 40 is published by May 15, 2024. Resolves NO otherwise.",
        "2024-04-22",
        "2024-05-15",
        1,
        "health_guidance",
        """
16|K|explainer|When will the mammogram guidance be final?|The Task Force posted its draft in May 2023 and took public comments until June 5, 2023. It has not said when the final version will appear; final recommendations have usually followed drafts by about a year.|Past facts and an estimate.
3|L|medical-press|Task Force finalizes age-40 mammography advice|The U.S. Preventive Services Task Force published its final recommendation in JAMA on April 30, 2024: women at average risk should get a mammogram every other year from age 40 to 74, a grade B recommendation.|Reports the April 30, 2024 publication.
9|K|regulator-page|Mammography: breast density notification requirement|Under the amended Mammography Quality Standards Act regulations, facilities must give patients information about their breast density starting September 10, 2024.|A future compliance date.
5|L|patient-forum|It's final: screening at 40|As of yesterday, April 30, 2024, the USPSTF says 40. My insurer's website still says 50, so I'm printing the JAMA article for my doctor.|Reports the April 30, 2024 recommendation.
12|K|hospital-notice|Breast imaging: scheduling update|We already offer annual screening from age 40. Women turning 40 after May 1, 2024 may self-refer for screening; new appointments are available from mid-May.|Future scheduling only.
1|L|insurer-news|Plans will have to cover age-40 mammograms without cost sharing|Because the April 30, 2024 recommendation carries a B grade, most private plans must cover biennial screening from 40 with no copay for plan years that begin a year after it was issued.|Reports the April 30, 2024 recommendation.
""",
    ),
    Q(
        "s2-dietary-guidelines-2026",
        "Will HHS and USDA release the Dietary Guidelines for Americans, 2025-2030 by January 15, 2026?",
        "Resolves YES if the Departments of Health and Human Services and Agriculture publish the final Dietary Guidelines for Americans, 2025-2030 by January 15, 2026. Resolves NO otherwise.",
        "2025-12-20",
        "2026-01-15",
        1,
        "health_guidance",
        """
11|K|agency-statement|USDA: new dietary guidelines coming soon|Secretary Rollins said the guidelines would be short and simple, written for families rather than experts, and would be released in the coming weeks together with HHS.|A plan; nothing after the cutoff is reported.
3|L|medical-press|New dietary guidelines flip the food pyramid|The 2025-2030 guidelines released on January 7, 2026 urge Americans to eat more protein and whole foods and to cut back sharply on highly processed foods and added sugars, and come with a new, inverted pyramid graphic.|Reports the January 7, 2026 release.
7|K|trade-press|Food industry girds for the guidelines|Lobbyists expect the document before school meal standards are revisited in 2026. Health Secretary Robert F. Kennedy Jr. has said it will be no more than a few pages long.|Expectations.
1|L|patient-forum|New guidelines are out!|They dropped on Jan 7, 2026. Protein at every meal, whole foods, full-fat dairy is fine again. My dietitian says she's rewriting all our clinic handouts.|Reports the January 7, 2026 release.
15|K|explainer|Why the 2025 guidelines are late|By law the guidelines are updated every five years; the last edition came out on December 29, 2020. The scientific advisory committee delivered its report in December 2024, and the new edition was originally expected by the end of 2025.|Earlier facts and a missed expectation.
5|L|government-calendar|HHS media advisory (planning)|Week of January 5, 2026: expected release of the Dietary Guidelines for Americans, 2025-2030. Date and location to be confirmed. [Released as planned on January 7, 2026, at the White House.]|A note added to a calendar reports the January 7, 2026 release.
""",
    ),
    Q(
        "s2-drc-mpox-vaccination-2024",
        "Will mpox vaccination begin in the Democratic Republic of the Congo by October 15, 2024?",
        "Resolves YES if the DRC Ministry of Public Health or WHO reports that mpox vaccine doses have been administered in the DRC as part of the outbreak response by October 15, 2024. Resolves NO otherwise.",
        "2024-09-27",
        "2024-10-15",
        1,
        "vaccination_campaigns",
        """
20|K|medical-press|First mpox vaccines land in Kinshasa|About 100,000 doses of Bavarian Nordic's MVA-BN vaccine donated by the European Union arrived on September 5. Health Minister Roger Kamba said vaccination would start in early October 2024, beginning with adults in the hardest-hit provinces.|A pre-cutoff arrival and plans.
3|L|agency-bulletin|DRC launches mpox vaccination in Goma|The Ministry of Public Health launched mpox vaccination on 5 October 2024 at the general hospital in Goma, North Kivu, starting with health workers, contacts of cases and other adults at high risk.|Reports the October 5, 2024 launch.
6|K|calendar|Mpox vaccination: planned phases|Phase 1, from 2 October 2024 subject to logistics: North Kivu, South Kivu, Equateur, Sankuru, Sud-Ubangi, Tshopo and Kinshasa hot spots. Phase 2: remaining affected health zones, once further doses arrive.|A plan with future dates.
2|L|ngo-update|First week of mpox vaccination in DRC|Thousands of people were vaccinated in North Kivu in the week after the campaign began on 5 October 2024, UNICEF said, with cold chain equipment flown in to keep doses at the required temperature.|Reports the campaign begun on October 5, 2024.
12|K|chat-log|Health zone team chat|[14/09 08:12] Dr M: Did anyone get the vaccinator training schedule? [14/09 08:15] Nurse K: The zone says vaccination starts the first week of October if the doses reach Goma by then. [14/09 08:16] Dr M: OK, let's plan for that.|Planning for a future start.
1|L|medical-press|Kinshasa joins mpox vaccination drive|Vaccination reached the capital in late October 2024, weeks after the national launch in Goma on October 5, with sex workers and health staff among the first groups offered doses.|Reports the October 5, 2024 launch and a later October 2024 event.
""",
    ),
    Q(
        "s2-vx548-phase3-2024",
        "Will Vertex report topline results from its Phase 3 trials of VX-548 (suzetrigine) in acute pain by February 15, 2024?",
        "Resolves YES if Vertex publicly reports topline results from its Phase 3 abdominoplasty and bunionectomy trials of VX-548 by February 15, 2024. Resolves NO otherwise.",
        "2024-01-22",
        "2024-02-15",
        1,
        "trials",
        """
12|K|company-release|Vertex outlines 2024 priorities|Vertex expects results from the Phase 3 program of VX-548 in moderate-to-severe acute pain in early 2024 and, if they are positive, plans to submit a new drug application in the second half of the year.|Plans and a conditional.
3|L|company-release|Vertex announces positive results from Phase 3 trials of VX-548|BOSTON, Jan. 30, 2024. Vertex today announced that both pivotal trials of VX-548 in moderate-to-severe acute pain met their primary endpoints, with statistically significant reductions in pain over 48 hours compared with placebo.|Reports the January 30, 2024 readout.
7|K|medical-press|Non-opioid pain drug faces its big test|Vertex's NaV1.8 inhibitor must beat placebo in two surgical pain trials and show it is better tolerated than opioids. Results are due early this year; fourth-quarter earnings are scheduled for February 5, 2024.|Expectations and a scheduled report.
1|L|medical-press|Vertex's pain pill beats placebo, not Vicodin|In data released Jan. 30, 2024, VX-548 did not outperform hydrocodone plus acetaminophen on the key secondary endpoint in either trial, though it was well tolerated.|Reports the January 30, 2024 data.
16|K|patient-forum|Is VX-548 the real deal?|It's only being tested in acute pain after surgery. Phase 3 results are due soon, but even if it works, chronic neuropathy is a whole other trial.|Future expectations.
5|L|investor-note|VRTX: fourth quarter and pain|On the Feb. 5, 2024 fourth-quarter call, management reiterated its plan to file VX-548 for acute pain by mid-year following the Phase 3 results. We raise our pain revenue estimates.|Reports a February 5, 2024 call.
""",
    ),
    Q(
        "s2-harmoni2-2024",
        "Will Akeso or Summit Therapeutics announce by June 30, 2024 that ivonescimab beat pembrolizumab on progression-free survival in the HARMONi-2 trial?",
        "Resolves YES if by June 30, 2024 Akeso or Summit announces that the Phase 3 HARMONi-2 study of ivonescimab versus pembrolizumab in first-line PD-L1-positive NSCLC met its progression-free survival endpoint. Resolves NO otherwise.",
        "2024-05-20",
        "2024-06-30",
        1,
        "trials",
        """
14|K|investor-note|SMMT: HARMONi-2 is the catalyst of the year|Akeso has guided to an interim analysis of its China trial in 2024. A win against Keytruda would be the first for a PD-1/VEGF bispecific; we put the odds at 55%.|A forecast.
2|L|medical-press|Ivonescimab tops Keytruda in China lung cancer trial|Akeso said on May 30, 2024 that HARMONi-2 met its primary endpoint, with ivonescimab significantly prolonging progression-free survival compared with pembrolizumab in first-line PD-L1-positive non-small cell lung cancer. Summit's shares surged.|Reports the May 30, 2024 announcement.
8|K|medical-press|ASCO 2024 preview: bispecifics in focus|The meeting runs May 31 to June 4, 2024 in Chicago. Ivonescimab data from HARMONi-A in EGFR-mutant disease, not the head-to-head trial, are on the program.|A schedule.
4|L|conference-page|World Conference on Lung Cancer 2024: presidential symposium|Presented 8 September 2024: HARMONi-2, median PFS 11.14 versus 5.82 months (hazard ratio 0.51) for ivonescimab versus pembrolizumab.|Reports the September 8, 2024 presentation.
11|K|patient-forum|Anyone on ivonescimab?|In the US it's only available in trials; HARMONi-3 is recruiting at a few centres. The Keytruda comparison from China is supposed to read out this year.|Earlier facts and a future readout.
1|K|calendar|Oncology catalysts: mid-2024|Akeso HARMONi-2 interim (China): 2024, timing not disclosed. ASCO annual meeting: May 31-June 4, 2024. EHA congress: June 13-16, 2024, Madrid.|A calendar of future events.
""",
    ),
    Q(
        "s2-emraclidine-empower-2024",
        "Will AbbVie report that emraclidine met the primary endpoint in at least one of its Phase 2 EMPOWER trials in schizophrenia by November 30, 2024?",
        "Resolves YES if AbbVie announces by November 30, 2024 that emraclidine showed a statistically significant improvement in PANSS total score versus placebo in EMPOWER-1 or EMPOWER-2. Resolves NO otherwise.",
        "2024-11-04",
        "2024-11-30",
        0,
        "trials",
        """
6|K|company-release|AbbVie reports third-quarter 2024 results|AbbVie expects topline data from the two EMPOWER studies of emraclidine in schizophrenia before the end of the year.|A plan.
3|L|company-release|AbbVie provides update on emraclidine|NORTH CHICAGO, Ill., Nov. 11, 2024. AbbVie announced that the Phase 2 EMPOWER-1 and EMPOWER-2 trials of emraclidine did not meet their primary endpoint of a statistically significant change from baseline in PANSS total score compared with placebo at week 6.|Reports the November 11, 2024 readout.
12|K|medical-press|After Cobenfy, can AbbVie's bet pay off?|Bristol Myers Squibb's Cobenfy won approval on Sept. 26 as the first muscarinic schizophrenia drug. AbbVie paid $8.7 billion for Cerevel largely for emraclidine, whose Phase 2 results are due this year.|Earlier facts and a future readout.
2|L|wire-report|AbbVie shares sink after schizophrenia drug flops|AbbVie stock fell about 12% on Monday, November 11, 2024, its worst day in years, while shares of Cobenfy maker Bristol Myers Squibb rose.|Reports November 11, 2024 market moves.
18|K|patient-forum|New meds coming?|My son's psychiatrist mentioned an AbbVie drug that works a bit like Cobenfy but might be once a day. She said results are due by the end of the year.|Future expectations.
1|L|investor-note|Cerevel write-down ahead|After the twin EMPOWER misses announced on 11 November 2024, we expect AbbVie to record a large impairment on the Cerevel intangible assets in its fourth-quarter results.|Reports the November 11, 2024 readout.
""",
    ),
    Q(
        "s2-simufilam-rethink-2024",
        "Will Cassava Sciences report that simufilam met its co-primary endpoints in the Phase 3 RETHINK-ALZ trial by December 31, 2024?",
        "Resolves YES if Cassava announces by December 31, 2024 that simufilam significantly improved both co-primary endpoints (ADAS-Cog12 and ADCS-ADL) versus placebo at 52 weeks in RETHINK-ALZ. Resolves NO otherwise.",
        "2024-11-20",
        "2024-12-31",
        0,
        "trials",
        """
9|K|company-release|Cassava Sciences reports third quarter 2024 results|Topline results from RETHINK-ALZ are expected near year-end 2024. REFOCUS-ALZ, the 76-week study, is expected to read out around mid-2025.|Future readouts.
2|L|medical-press|Cassava's Alzheimer's drug fails Phase 3|Cassava said on Nov. 25, 2024 that simufilam did not significantly slow cognitive or functional decline compared with placebo in RETHINK-ALZ. The company's shares lost more than 80% of their value.|Reports the November 25, 2024 readout.
14|K|medical-press|Cassava settles with SEC ahead of readout|The company agreed in September to pay $40 million to settle SEC charges over how it reported its Phase 2b data. Its Phase 3 results, due by year-end, will be watched closely by investors and critics alike.|Earlier facts and a future readout.
5|L|patient-forum|Simufilam results|Heartbroken. The results came out on November 25, 2024 and it failed on everything. Mom was in the open-label extension and the site says they're ending it.|Reports the November 25, 2024 readout.
1|K|investor-note|SAVA: a binary event into year-end|We see a greater than 80% probability of failure on the co-primary endpoints. If the data are positive, the stock could triple; if negative, we'd expect a fall of 75% or more.|A forecast with conditionals.
3|L|calendar-results|Biotech catalyst tracker: results|Nov 25, 2024: Cassava (SAVA), simufilam, RETHINK-ALZ Phase 3, missed both co-primary endpoints. Dec 20, 2024: Novo Nordisk, CagriSema, REDEFINE 1, 22.7% weight loss, below the 25% investors hoped for.|A results list reports post-cutoff readouts.
""",
    ),
    Q(
        "s2-riteaid-ch11-2025",
        "Will Rite Aid file for Chapter 11 bankruptcy protection a second time by May 15, 2025?",
        "Rite Aid emerged from its first Chapter 11 case in September 2024. Resolves YES if Rite Aid Corporation or its parent files a new Chapter 11 petition by May 15, 2025. Resolves NO otherwise.",
        "2025-04-24",
        "2025-05-15",
        1,
        "pharmacies",
        """
8|K|trade-press|Rite Aid said to prepare second bankruptcy|Rite Aid is lining up advisers for a possible second Chapter 11 filing within weeks, people familiar with the matter said, less than a year after it emerged from its first case in September 2024.|A possibility; nothing after the cutoff is reported.
2|L|wire-report|Rite Aid files for bankruptcy again, plans to sell assets|Rite Aid filed for Chapter 11 protection in New Jersey on May 5, 2025, its second filing in less than two years, and said it would sell prescription files and other assets to rival pharmacies.|Reports the May 5, 2025 filing.
15|K|patient-forum|Will my Rite Aid prescriptions transfer?|If they go bankrupt again, the prescription files usually get sold to CVS or Walgreens and your refills move over automatically. My store manager says nothing has been decided.|A conditional.
4|L|local-news|Last Rite Aid stores in the area to close|Following the company's May 5, 2025 bankruptcy filing, the remaining Rite Aid stores in the Philadelphia suburbs will close by the summer, with prescriptions moving to nearby CVS and Walgreens locations.|Reports the May 5, 2025 filing.
11|K|state-notice|Board of Pharmacy reminder: pharmacy closures|A pharmacy that closes or sells its prescription files must notify the Board at least 14 days before the closure date and post a notice for patients explaining where their records will go.|A standing rule, no dated event.
1|L|company-notice|Customer notice (updated)|UPDATE, May 6, 2025: Rite Aid Corporation and certain subsidiaries have filed voluntary petitions for relief under Chapter 11. Our stores remain open and our pharmacies continue to fill prescriptions.|An update reports the filing, dated May 6, 2025.
""",
    ),
]

# Part 4: pricing deals, variants, outbreaks, vaccines, tobacco and insurers (2023-2025).
QUESTIONS += [
    Q(
        "s2-glp1-pricing-deal-2025",
        "Will Eli Lilly and Novo Nordisk announce agreements with the Trump administration on GLP-1 obesity drug prices by November 15, 2025?",
        "Resolves YES if, by November 15, 2025, both companies (or the White House) announce pricing agreements covering Lilly's and Novo Nordisk's GLP-1 obesity drugs. Resolves NO otherwise.",
        "2025-10-25",
        "2025-11-15",
        1,
        "drug_pricing",
        """
10|K|medical-press|White House nears obesity drug deal, sources say|Officials are negotiating with Lilly and Novo over lower prices for Zepbound and Wegovy in exchange for tariff relief, following the agreements Pfizer struck on Sept. 30 and AstraZeneca on Oct. 10. No announcement date has been set.|Earlier deals and ongoing talks.
3|L|wire-report|Trump announces deals to cut prices of Wegovy and Zepbound|At the White House on Nov. 6, 2025, President Trump said Lilly and Novo Nordisk had agreed to sell their obesity drugs to Medicare and Medicaid for $245 a month and to offer lower prices directly to consumers through TrumpRx.|Reports the November 6, 2025 agreements.
6|K|patient-forum|Price deal rumours|If the deal happens, I hope the vials finally drop below $349. Lilly's Q3 earnings are Oct 30, maybe they'll say something then.|A conditional and a future earnings date.
2|L|company-release|Lilly statement on agreement with the U.S. government|INDIANAPOLIS, Nov. 6, 2025. Lilly today announced an agreement with the administration to expand access to obesity medicines, including Medicare coverage beginning in 2026 and lower self-pay prices through LillyDirect.|Reports the November 6, 2025 agreement.
14|K|insurer-news|Medicare obesity coverage: what it would take|The Biden administration's proposal to cover anti-obesity drugs, floated in November 2024, was dropped in April. Any coverage now would need a new agreement or legislation, and plans would want time to price it into 2027 bids.|Earlier facts and conditions.
1|L|investor-note|NVO and LLY: post-deal model update|Following the Nov 6, 2025 agreement we cut our 2026 U.S. net price assumptions for semaglutide and tirzepatide by about 10%, partly offset by higher Medicare volumes from mid-2026.|Reports the November 6, 2025 agreement.
""",
    ),
    Q(
        "s2-jn1-voi-2023",
        "Will WHO classify the SARS-CoV-2 lineage JN.1 as a variant of interest separate from BA.2.86 by December 31, 2023?",
        "Resolves YES if WHO designates JN.1 (with its sublineages) as a variant of interest in its own right by December 31, 2023. Resolves NO otherwise.",
        "2023-12-10",
        "2023-12-31",
        1,
        "outbreaks",
        """
6|K|agency-bulletin|CDC respiratory virus update: JN.1|CDC projects that JN.1 accounts for an estimated 15-29% of SARS-CoV-2 infections in the United States as of December 8, 2023. There is no evidence it causes more severe disease, and updated vaccines are expected to work against it.|A pre-cutoff estimate.
2|L|agency-bulletin|WHO: JN.1 initial risk evaluation|Given its rapidly increasing spread, WHO classified JN.1 as a variant of interest separate from its parent lineage BA.2.86 on 19 December 2023. Based on available evidence, the additional public health risk is evaluated as low.|Reports the December 19, 2023 classification.
12|K|medical-press|Pirola offshoot gains ground before the holidays|JN.1 is currently tracked under BA.2.86, which WHO designated a variant of interest in November. Experts expect WHO to revisit its classifications before the end of the year if growth continues.|An earlier fact and an expectation.
4|L|medical-press|JN.1 now dominant in US, CDC says|JN.1 made up an estimated 44% of cases in the two weeks ending Dec. 23, 2023, days after WHO gave it its own variant-of-interest label.|Reports post-cutoff estimates and the classification.
9|K|patient-forum|JN.1 and the updated shot|Does the XBB.1.5 booster work against JN.1? Early lab data say yes. Planning to get mine before we travel on Dec 22.|Future plans.
3|L|agency-bulletin|UKHSA technical briefing (variant update)|JN.1 was designated V-23DEC-01 on 20 December 2023 and now accounts for the majority of sequenced cases in England; its growth advantage appears to be driven by immune escape.|Reports a December 20, 2023 designation.
""",
    ),
    Q(
        "s2-panzi-cause-2024",
        "Will WHO or the DRC health ministry name a probable cause of the undiagnosed illness in Panzi health zone, Kwango province, by December 31, 2024?",
        "Resolves YES if by December 31, 2024 WHO or the DRC Ministry of Public Health publicly names a probable cause (a pathogen or condition) for the cluster of illness and deaths reported in Panzi from late October 2024. Resolves NO otherwise.",
        "2024-12-08",
        "2024-12-31",
        1,
        "outbreaks",
        """
3|K|agency-bulletin|Disease Outbreak News: undiagnosed disease, Democratic Republic of the Congo|Between 24 October and 5 December 2024, 406 cases of an undiagnosed illness with fever, headache, cough and body aches, including 31 deaths, were reported in Panzi health zone. Samples are being tested; malaria, pneumonia, influenza, measles and COVID-19 are among the possible causes being considered.|Pre-cutoff facts and pending tests.
2|L|wire-report|Congo 'mystery illness' is severe malaria, ministry says|The health ministry said on Tuesday, December 17, 2024, that the cluster of deaths in Panzi was severe malaria made worse by malnutrition, after most samples tested positive for malaria.|Reports the December 17, 2024 finding.
4|K|medical-press|Remote outbreak puzzles investigators|A rapid response team reached Panzi, about 700 km from Kinshasa by road, this week after a two-day journey. Results from samples sent to the national laboratory in Kinshasa are expected within days.|An expectation.
1|K|ngo-commentary|Moderator's comment on the Panzi cluster|Given the season, acute malnutrition in the area and reports of anaemia, severe malaria seems a plausible explanation, but laboratory results will be needed. More information would be welcome.|Speculation pending results.
2|L|agency-bulletin|Disease Outbreak News update: Panzi|The update published on 27 December 2024 concluded that the event was caused by a combination of common and treatable diseases, chiefly malaria, worsened by acute malnutrition, and that no new pathogen had been found.|Reports the December 27, 2024 conclusion.
1|L|medical-press|From 'Disease X' to malaria: how the Panzi scare unfolded|Within two weeks of the first alarms, the ministry's December 17, 2024 announcement pointed to malaria, and by the end of December 2024 WHO had endorsed that conclusion.|Reports December 2024 findings as done.
""",
    ),
    Q(
        "s2-capvaxive-fda-2024",
        "Will the FDA approve Merck's V116 pneumococcal conjugate vaccine for adults by June 17, 2024?",
        "The BLA for V116 has a PDUFA date of June 17, 2024. Resolves YES if the FDA approves it on or before June 17, 2024. Resolves NO otherwise.",
        "2024-06-03",
        "2024-06-17",
        1,
        "vaccines",
        """
10|K|company-release|Merck: V116 under priority review|The FDA has set a target action date of June 17, 2024 for V116. CDC's Advisory Committee on Immunization Practices is scheduled to discuss pneumococcal vaccines at its meeting of June 26-28.|Schedules.
3|L|regulator-page|FDA approves Capvaxive|June 17, 2024. FDA approved Capvaxive (Pneumococcal 21-valent Conjugate Vaccine) for active immunization for the prevention of invasive pneumococcal disease and pneumonia caused by the vaccine serotypes in adults 18 years of age and older.|Reports the June 17, 2024 approval.
1|L|agency-bulletin|ACIP votes, June 2024 meeting|At its meeting of June 26-28, 2024, ACIP voted to recommend PCV21 as an option for adults who currently have a pneumococcal vaccine recommendation, and recommended a single dose of RSV vaccine for all adults 75 and older.|Reports the June 2024 votes.
14|K|patient-forum|Which pneumonia shot?|My pharmacist says just get Prevnar 20 now. The new Merck one might be out in the summer, but insurance won't cover it until CDC recommends it.|Future and conditional.
4|L|pharmacy-newsletter|Pharmacy practice update|New this month: Capvaxive, FDA-approved on June 17, 2024, is expected to ship in early July. Do not administer it under standing orders until the state protocol is updated.|Reports the June 17, 2024 approval.
2|L|investor-note|MRK: Capvaxive label is clean|The June 17, 2024 approval came with no surprises in the label, and the ACIP vote later in the month clears the way for a fall launch. We add $1.5 billion of peak sales to our model.|Reports the June 17, 2024 approval and a later vote.
""",
    ),
    Q(
        "s2-uk-vape-ban-2025",
        "Will the ban on the sale and supply of single-use vapes in England come into force on June 1, 2025 as scheduled?",
        "The Environmental Protection (Single-use Vapes) (England) Regulations 2024 set a start date of June 1, 2025. Resolves YES if the ban takes effect on that date without postponement. Resolves NO otherwise.",
        "2025-05-20",
        "2025-06-01",
        1,
        "health_guidance",
        """
12|K|government-guidance|Single-use vapes ban: guidance for retailers|From 1 June 2025 it will be an offence to sell or supply single-use vapes, whether online or in store. Retailers should sell through existing stock before this date. Local authority Trading Standards will enforce the ban.|A future start date.
2|L|local-news|Disposable vape ban now in force|Shops across England stopped selling single-use vapes on Sunday, 1 June 2025, as the ban came into effect. Trading Standards officers said they would begin checks this week.|Reports the June 1, 2025 start.
7|K|trade-press|Vape shops rush to clear stock before deadline|Wholesalers report a surge in discount sales of disposables ahead of the 1 June 2025 deadline, while rechargeable pod devices that look much like disposables are already filling the shelves.|Pre-deadline activity.
4|L|patient-forum|First week after the ban|It's been a week since the ban started on June 1, 2025, and my corner shop just switched to refillable ones at the same price. Not sure this changes much for anyone trying to quit.|Reports the June 1, 2025 start.
16|K|medical-press|Tobacco and Vapes Bill continues in the Lords|Separately, the bill's generational smoking ban would apply to anyone born on or after 1 January 2009. Committee stage in the House of Lords is expected to continue later this spring.|Future legislative steps.
1|L|government-statement|Minister welcomes start of vape ban|Speaking on 1 June 2025, the environment minister said the ban that came into force that day would cut litter and help stop children getting hooked on nicotine.|Reports the June 1, 2025 start.
""",
    ),
    Q(
        "s2-weldon-cdc-2025",
        "Will the U.S. Senate confirm Dave Weldon as Director of the Centers for Disease Control and Prevention by March 31, 2025?",
        "Resolves YES if the Senate votes to confirm Dave Weldon as CDC Director by March 31, 2025. Resolves NO otherwise.",
        "2025-03-03",
        "2025-03-31",
        0,
        "health_policy",
        """
10|K|medical-press|Weldon's CDC hearing set for mid-March|The Senate HELP Committee will hold a confirmation hearing for former Florida congressman Dave Weldon on March 13, 2025, the first for a CDC director since the post began to require Senate confirmation in January.|A scheduled hearing.
2|L|wire-report|White House pulls Weldon's CDC nomination|The White House withdrew Weldon's nomination on March 13, 2025, shortly before his confirmation hearing was due to start, after it became clear he lacked the votes on the committee.|Reports the March 13, 2025 withdrawal.
6|K|patient-forum|Thoughts on Weldon?|He's going to be asked about vaccines and autism at the hearing on the 13th. If Cassidy votes no in committee, it's over.|A conditional about a future hearing.
4|L|medical-press|Trump picks Monarez for CDC after Weldon exit|President Trump said on March 24, 2025 that he would nominate acting CDC director Susan Monarez, 11 days after Weldon's nomination was withdrawn.|Reports March 24 and March 13, 2025 events.
1|K|government-calendar|Senate HELP Committee: hearing schedule|Thursday, March 13, 2025, 10:00 a.m., SD-430: Hearing on the nomination of David Joseph Weldon, of Florida, to be Director of the Centers for Disease Control and Prevention.|A scheduled hearing.
3|L|medical-press|Weldon says he was blindsided|In interviews after his nomination was pulled on March 13, 2025, Weldon said he learned of the decision on the way to the airport and blamed pharmaceutical industry influence over senators.|Reports the March 13, 2025 withdrawal.
""",
    ),
    Q(
        "s2-mnexspike-fda-2025",
        "Will the FDA approve Moderna's next-generation COVID-19 vaccine mRNA-1283 by May 31, 2025?",
        "The BLA for mRNA-1283 has a PDUFA goal date of May 31, 2025. Resolves YES if the FDA approves it on or before May 31, 2025. Resolves NO otherwise.",
        "2025-05-14",
        "2025-05-31",
        1,
        "vaccines",
        """
11|K|company-release|Moderna first quarter 2025: upcoming milestones|mRNA-1283, next-generation COVID-19 vaccine: PDUFA goal date May 31, 2025. mRNA-1010, seasonal influenza vaccine: Phase 3 efficacy readout expected in 2025.|Future milestones.
3|L|company-release|Moderna receives U.S. FDA approval for mNEXSPIKE|CAMBRIDGE, Mass., May 31, 2025. Moderna announced that the FDA has approved mNEXSPIKE (mRNA-1283) for adults 65 and older and for people aged 12 to 64 with at least one underlying condition that puts them at higher risk from COVID-19.|Reports the May 31, 2025 approval.
7|K|medical-press|New FDA vaccine chief raises uncertainty for Moderna|Vinay Prasad, named head of the FDA's biologics center on May 6, has criticised COVID boosters for young people. Analysts now see a narrower label as likely if the shot is approved by its May 31, 2025 goal date.|A pre-cutoff appointment and a forecast.
2|L|medical-press|FDA approves Moderna's lower-dose COVID shot, but only for some|The approval, which came at the end of May 2025, restricts the vaccine to older adults and people at higher risk, in line with the framework FDA leaders published on May 20, 2025.|Reports the May 2025 approval and the May 20 framework.
14|L|patient-forum|mRNA-1283 PDUFA thread|The goal date is Saturday, May 31. The FDA sometimes acts the Friday before. Anyone know if there's an adcom? I don't think there is. Reply (posted May 31, 2025): Approved this morning, 65+ and 12-64 with risk factors. As expected, a narrow label.|A reply reports the May 31, 2025 approval.
1|K|investor-note|MRNA: three catalysts in 60 days|mRNA-1283 PDUFA (May 31), VRBPAC strain selection (May 22), flu efficacy readout (mid-year). A narrow label for mRNA-1283 is our base case.|A forecast.
""",
    ),
    Q(
        "s2-unh-q1-2025-guidance",
        "Will UnitedHealth Group maintain its 2025 adjusted EPS guidance of $29.50 to $30.00 in its first-quarter 2025 report on April 17, 2025?",
        "Resolves YES if UnitedHealth's first-quarter 2025 results, scheduled for April 17, 2025, reaffirm or raise its full-year adjusted earnings outlook of $29.50 to $30.00 per share. Resolves NO if the outlook is lowered or withdrawn.",
        "2025-04-03",
        "2025-04-17",
        0,
        "insurers",
        """
13|K|company-release|UnitedHealth Group to release first quarter results|UnitedHealth Group will release first quarter 2025 results before the market opens on Thursday, April 17, 2025, and will host a conference call at 8:45 a.m. ET.|A scheduled release.
2|L|wire-report|UnitedHealth slashes outlook, shares suffer worst day in decades|UnitedHealth cut its 2025 adjusted profit forecast to $26.00-$26.50 a share on April 17, 2025, citing a surge in care activity among Medicare Advantage members, and its stock fell about 22%.|Reports the April 17, 2025 guidance cut.
8|K|investor-note|UNH: Q1 preview|Ahead of the April 17, 2025 report, we expect adjusted EPS of about $7.29 and a reaffirmed full-year range. Any commentary on Optum Health's value-based care margins will matter more than the headline number.|A forecast before a scheduled report.
4|L|insurer-news|Medicare Advantage windfall fails to calm UnitedHealth|Even the generous 2026 rate notice of April 7, 2025 could not offset the higher utilization UnitedHealth disclosed ten days later, when it lowered its outlook and Optum Health's earnings fell short.|Reports the April 7 and April 17, 2025 events.
18|K|patient-forum|Optum primary care changes?|Our clinic was told that physician panels are being consolidated in the spring. Nothing official from UnitedHealth until the earnings call on April 17, apparently.|Future events; nothing after the cutoff is reported.
1|L|investor-note|Managed care: UNH reset drags the group|After UNH's April 17, 2025 guidance cut, Elevance and CVS each fell more than 3% in sympathy, although both reaffirmed their own outlooks in the days that followed.|Reports the April 17, 2025 cut and its aftermath.
""",
    ),
]
